//! A refused setting's reason in the reader's language: each [`SettingError`]
//! a player's `name`, `timezone`, `language`, `notation`, `leave` or `digest`
//! can meet, from `locales/<code>/settings.ftl`. The organiser's own errors
//! (no such player, an allowance too large, an address taken) are written as
//! their English `Display`. In English every text is the `Display` text.

use crate::arbiter::errors::{SettingError, NAME_MAX};
use crate::corr::digest::{DigestError, MOST_TIMES};
use crate::notation::dialect::Language;
use crate::output::locale;

/// `error` as the reader of `language` reads it.
pub(crate) fn setting_error_text(error: &SettingError, language: Language) -> String {
    let say = |id: &str, args: &[locale::Arg<'_>]| locale::text(language, id, args);
    let quoted = |text: &str| format!("{text:?}");
    match error {
        SettingError::Mixed => say("setting-mixed", &[]),
        SettingError::NotAPlayer(email) => {
            say("setting-not-a-player", &[("email", email.as_str().into())])
        }
        SettingError::BadName => say("setting-bad-name", &[("max", NAME_MAX.into())]),
        SettingError::UnknownTimeZone(zone) => {
            say("setting-unknown-zone", &[("zone", quoted(zone).into())])
        }
        SettingError::UnknownLanguage { code, accepted } => say(
            "setting-unknown-language",
            &[
                ("code", quoted(code).into()),
                ("accepted", accepted.as_str().into()),
            ],
        ),
        SettingError::UnknownNotation(e) => say(
            "setting-unknown-notation",
            &[("name", quoted(&e.name).into())],
        ),
        SettingError::Digest(DigestError::NotATime(text)) => {
            say("setting-not-a-time", &[("text", quoted(text).into())])
        }
        SettingError::Digest(DigestError::NoTime) => say("setting-no-time", &[]),
        SettingError::Digest(DigestError::TooMany) => {
            say("setting-too-many", &[("most", MOST_TIMES.into())])
        }
        SettingError::NotADate(text) => say("setting-not-a-date", &[("text", quoted(text).into())]),
        SettingError::Backwards { first, last } => say(
            "setting-backwards",
            &[
                ("first", first.to_string().into()),
                ("last", last.to_string().into()),
            ],
        ),
        SettingError::InThePast { first, today } => say(
            "setting-in-the-past",
            &[
                ("first", first.to_string().into()),
                ("today", today.to_string().into()),
            ],
        ),
        SettingError::Overlaps {
            first,
            last,
            other_first,
            other_last,
        } => say(
            "setting-overlaps",
            &[
                ("first", first.to_string().into()),
                ("last", last.to_string().into()),
                ("other_first", other_first.to_string().into()),
                ("other_last", other_last.to_string().into()),
            ],
        ),
        SettingError::OverAllowance {
            year,
            asked,
            taken,
            left,
            allowance,
        } => say(
            "setting-over-allowance",
            &[
                ("asked", (*asked).into()),
                ("year", year.to_string().into()),
                ("left", (*left).into()),
                ("allowance", (*allowance).into()),
                ("taken", (*taken).into()),
            ],
        ),
        SettingError::NoSuchPlayer(_)
        | SettingError::AllowanceTooLarge(_)
        | SettingError::AddressTaken(_) => error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    /// Every English text is the error's own `Display` text.
    #[test]
    fn the_english_texts_are_the_display_texts() {
        let day = |d: u32| NaiveDate::from_ymd_opt(2026, 12, d).unwrap_or_default();
        let errors = [
            SettingError::Mixed,
            SettingError::NotAPlayer("zoe@example.org".into()),
            SettingError::BadName,
            SettingError::UnknownTimeZone("Mars/Base".into()),
            SettingError::UnknownLanguage {
                code: "xx".into(),
                accepted: "en, de".into(),
            },
            SettingError::UnknownNotation(crate::notation::dialect::UnknownNotation {
                name: "runes".into(),
            }),
            SettingError::Digest(DigestError::NotATime("25:00".into())),
            SettingError::Digest(DigestError::NoTime),
            SettingError::Digest(DigestError::TooMany),
            SettingError::NotADate("24.12.".into()),
            SettingError::Backwards {
                first: day(5),
                last: day(3),
            },
            SettingError::InThePast {
                first: day(1),
                today: day(2),
            },
            SettingError::Overlaps {
                first: day(3),
                last: day(5),
                other_first: day(4),
                other_last: day(9),
            },
            SettingError::OverAllowance {
                year: 2026,
                asked: 20,
                taken: 10,
                left: 11,
                allowance: 21,
            },
        ];
        for e in errors {
            assert_eq!(setting_error_text(&e, Language::English), e.to_string());
            assert_ne!(setting_error_text(&e, Language::German), e.to_string());
        }
    }
}
