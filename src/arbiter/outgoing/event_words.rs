//! How a mail names a tournament and a tournament game's round, in the reader's
//! language (`event-name`, `event-line` of `locales/<code>/events.ftl`): the words every
//! mail about an event shows, below the modules that compose those mails.

use crate::notation::dialect::Language;
use crate::notation::words::Phrase;

/// An event named in a mail, in `language`: `Winter Cup (tournament 1)`.
pub(crate) fn event_name(language: Language, name: &str, tournament: i64) -> String {
    Phrase::new("event-name")
        .with("name", name)
        .with("tournament", tournament.to_string())
        .in_language(language)
}

/// The event line of a tournament game's mails, in `language`: `Winter Cup
/// (tournament 1), round 2`.
pub(crate) fn event_line(language: Language, name: &str, tournament: i64, round: u32) -> String {
    Phrase::new("event-line")
        .with("name", name)
        .with("tournament", tournament.to_string())
        .with("round", round.to_string())
        .in_language(language)
}

/// The line of a thematic event's game mails that names its set start, in
/// `language`: `Thematic event: every game starts after the set opening 1. e4
/// e5 2. f4.`, or from the set position (its text) when no moves were given.
pub(crate) fn theme_line(
    language: Language,
    theme: &crate::store::tournament_tables::StoredTheme,
) -> String {
    theme_phrase("event-theme-opening", "event-theme-position", theme).in_language(language)
}

/// A thematic event's set start named in few words, in `language`: `set
/// opening 1. e4 e5 2. f4` or `set position FEN` (a table's title, the site).
pub(crate) fn theme_name(
    language: Language,
    theme: &crate::store::tournament_tables::StoredTheme,
) -> String {
    theme_phrase(
        "event-theme-short-opening",
        "event-theme-short-position",
        theme,
    )
    .in_language(language)
}

/// Message `opening` with the set opening's moves, or `position` with the set
/// position's text when the theme has no moves.
fn theme_phrase(
    opening: &'static str,
    position: &'static str,
    theme: &crate::store::tournament_tables::StoredTheme,
) -> Phrase {
    match &theme.opening {
        Some(moves) => Phrase::new(opening).with("moves", moves.as_str()),
        None => Phrase::new(position).with("fen", theme.fen.as_str()),
    }
}
