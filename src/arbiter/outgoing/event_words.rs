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

/// A team event game's meeting and board, in `language`: `match Ajax - Blues,
/// board 2` (the first-named team first).
pub(crate) fn meeting_line(language: Language, home: &str, away: &str, board: u32) -> String {
    Phrase::new("event-meeting-line")
        .with("home", home)
        .with("away", away)
        .with("board", board.to_string())
        .in_language(language)
}
