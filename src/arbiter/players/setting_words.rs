//! A refused setting's reason in the reader's language: each [`SettingError`]
//! a player's `name`, `timezone`, `language`, `notation`, `leave` or `digest`
//! can meet, from `locales/<code>/settings.ftl`. The organiser's own errors
//! (no such player, an allowance too large, an address taken) are written as
//! their English `Display`. In English every text is the `Display` text.

use crate::arbiter::errors::{SettingError, NAME_MAX};
use crate::corr::digest::{DigestError, MOST_TIMES};
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;

/// `error` as the reader of `language` reads it.
pub(crate) fn setting_error_text(error: &SettingError, language: Language) -> String {
    let quoted = |text: &str| format!("{text:?}");
    match error {
        SettingError::Mixed => Phrase::new("setting-mixed").in_language(language),
        SettingError::NotAPlayer(email) => Phrase::new("setting-not-a-player")
            .with("email", email.as_str())
            .in_language(language),
        SettingError::BadName => Phrase::new("setting-bad-name")
            .with("max", NAME_MAX)
            .in_language(language),
        SettingError::UnknownTimeZone(zone) => Phrase::new("setting-unknown-zone")
            .with("zone", quoted(zone))
            .in_language(language),
        SettingError::UnknownLanguage { code, accepted } => Phrase::new("setting-unknown-language")
            .with("code", quoted(code))
            .with("accepted", accepted.as_str())
            .in_language(language),
        SettingError::UnknownNotation(e) => Phrase::new("setting-unknown-notation")
            .with("name", quoted(&e.name))
            .in_language(language),
        SettingError::Digest(DigestError::NotATime(text)) => Phrase::new("setting-not-a-time")
            .with("text", quoted(text))
            .in_language(language),
        SettingError::Digest(DigestError::NoTime) => {
            Phrase::new("setting-no-time").in_language(language)
        }
        SettingError::Digest(DigestError::TooMany) => Phrase::new("setting-too-many")
            .with("most", MOST_TIMES)
            .in_language(language),
        SettingError::NotADate(text) => Phrase::new("setting-not-a-date")
            .with("text", quoted(text))
            .in_language(language),
        SettingError::Backwards { first, last } => Phrase::new("setting-backwards")
            .with("first", first.to_string())
            .with("last", last.to_string())
            .in_language(language),
        SettingError::InThePast { first, today } => Phrase::new("setting-in-the-past")
            .with("first", first.to_string())
            .with("today", today.to_string())
            .in_language(language),
        SettingError::Overlaps {
            first,
            last,
            other_first,
            other_last,
        } => Phrase::new("setting-overlaps")
            .with("first", first.to_string())
            .with("last", last.to_string())
            .with("other_first", other_first.to_string())
            .with("other_last", other_last.to_string())
            .in_language(language),
        SettingError::OverAllowance {
            year,
            asked,
            taken,
            left,
            allowance,
        } => Phrase::new("setting-over-allowance")
            .with("asked", *asked)
            .with("year", year.to_string())
            .with("left", *left)
            .with("allowance", *allowance)
            .with("taken", *taken)
            .in_language(language),
        SettingError::NoXfcc => Phrase::new("setting-no-xfcc").in_language(language),
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
            SettingError::NoXfcc,
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
