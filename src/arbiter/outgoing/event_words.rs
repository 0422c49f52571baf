//! How a mail names a tournament and a tournament game's round, in the reader's
//! language (`event-name`, `event-line` of `locales/<code>/events.ftl`): the words every
//! mail about an event shows, below the modules that compose those mails.

use crate::notation::dialect::Language;
use crate::output::locale;

/// An event named in a mail, in `language`: `Winter Cup (tournament 1)`.
pub(crate) fn event_name(language: Language, name: &str, tournament: i64) -> String {
    locale::text(
        language,
        "event-name",
        &[
            ("name", name.into()),
            ("tournament", tournament.to_string().into()),
        ],
    )
}

/// The event line of a tournament game's mails, in `language`: `Winter Cup
/// (tournament 1), round 2`.
pub(crate) fn event_line(language: Language, name: &str, tournament: i64, round: u32) -> String {
    locale::text(
        language,
        "event-line",
        &[
            ("name", name.into()),
            ("tournament", tournament.to_string().into()),
            ("round", round.to_string().into()),
        ],
    )
}
