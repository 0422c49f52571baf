//! The words of the arbiter's mails in the reader's language: the Project
//! Fluent loader of [`crate::notation::words`] (the message files
//! `locales/<code>/*.ftl`, English the fallback) and what the mails say with it:
//! sides, outcomes, dates in the language's long form, each variant's help.

use std::fmt::Write;

use chrono::format::{Item, StrftimeItems};
use chrono::{DateTime, Locale, TimeZone};

use crate::board::color::Color;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
pub use crate::notation::words::{lookup, text, written_in, Arg, TRANSLATED};
use crate::rules::{DrawReason, Outcome, VariantInfo, WinReason};

/// `at` in `language`'s own long form (`Samstag, 5. Dezember 2026, 11:00`),
/// by that language's `date-time` pattern (a chrono strftime pattern in
/// `locales/<code>/clock.ftl`) with the day and month names of its locale;
/// `None` for English (replies keep the ISO form alone) and for a pattern that
/// does not read.
///
/// # Examples
///
/// ```
/// use chrono::{TimeZone, Utc};
/// use pbem_arbiter::notation::dialect::Language;
/// use pbem_arbiter::output::locale::date_time;
///
/// let at = Utc.with_ymd_and_hms(2026, 12, 5, 10, 0, 0).unwrap();
/// assert_eq!(
///     date_time(Language::German, &at).as_deref(),
///     Some("Samstag, 5. Dezember 2026, 10:00")
/// );
/// assert_eq!(date_time(Language::English, &at), None);
/// ```
pub fn date_time<Tz: TimeZone>(language: Language, at: &DateTime<Tz>) -> Option<String>
where
    Tz::Offset: std::fmt::Display,
{
    let locale = chrono_locale(language)?;
    let pattern = lookup(language, "date-time", &[])?;
    let items: Vec<Item<'_>> = StrftimeItems::new_with_locale(&pattern, locale).collect();
    if items.iter().any(|i| matches!(i, Item::Error)) {
        return None;
    }
    let mut out = String::new();
    write!(
        out,
        "{}",
        at.format_localized_with_items(items.into_iter(), locale)
    )
    .ok()?;
    Some(out)
}

/// chrono's locale for the names of days and months in `language`; `None`
/// for English and for a language without message files.
fn chrono_locale(language: Language) -> Option<Locale> {
    Some(match language {
        Language::German => Locale::de_DE,
        Language::French => Locale::fr_FR,
        Language::Spanish => Locale::es_ES,
        Language::Italian => Locale::it_IT,
        Language::Dutch => Locale::nl_NL,
        Language::Russian => Locale::ru_RU,
        _ => return None,
    })
}

/// The side's name as the sentences of the reader's language put it in
/// (`White`, `Weiß`, `Blancs` ...).
pub fn side(language: Language, color: Color) -> String {
    let id = match color {
        Color::White => "side-white",
        Color::Black => "side-black",
    };
    text(language, id, &[])
}

/// How a game ended, in words (`White wins by checkmate`): the translation of
/// [`Outcome::describe`].
pub fn outcome(language: Language, outcome: &Outcome) -> String {
    outcome_phrase(outcome).in_language(language)
}

/// How a game ended, not yet in a language: the [`Phrase`] that [`outcome`]
/// writes (its English is [`Outcome::describe`]), for a sentence that is itself
/// a [`Phrase`].
pub fn outcome_phrase(outcome: &Outcome) -> Phrase {
    match outcome {
        Outcome::Aborted => Phrase::new("outcome-aborted"),
        Outcome::Win { winner, reason } => Phrase::new(win_id(*reason))
            .with("side", *winner)
            .with("other", winner.opponent()),
        Outcome::Draw(reason) => Phrase::new(draw_id(*reason)),
    }
}

/// How the variant's turns are written, with examples and a short summary of
/// its rules, in `language`: its message [`VariantInfo::help_id`]
/// (`locales/<code>/help.ftl`) with each line indented by four spaces and a
/// line break at the end, as the help reply and a refused move's reply show it.
/// Rule ids (FIDE 1.1, B2, M5 ...) and notation examples read the same in
/// every language.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::notation::dialect::Language;
/// use pbem_arbiter::output::locale::variant_help;
/// use pbem_arbiter::rules::variant;
///
/// # fn main() -> Result<(), pbem_arbiter::rules::RulesError> {
/// let chess = variant("chess")?;
/// let english = variant_help(Language::English, chess);
/// assert!(english.starts_with("    Nf3, exd5, O-O, e8=Q    a move in SAN"));
/// let german = variant_help(Language::German, chess);
/// assert!(german.contains("    Sf3, Dxe5 (language de) die Buchstaben Ihrer Sprache"));
/// # Ok(())
/// # }
/// ```
pub fn variant_help(language: Language, variant: &VariantInfo) -> String {
    let text = text(language, variant.help_id, &[]);
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.lines() {
        if !line.is_empty() {
            out.push_str("    ");
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

fn win_id(reason: WinReason) -> &'static str {
    match reason {
        WinReason::Checkmate => "outcome-win-checkmate",
        WinReason::Resignation => "outcome-win-resignation",
        WinReason::KingCaptured => "outcome-win-king-captured",
        WinReason::NoLegalMove => "outcome-win-no-legal-move",
        WinReason::TimeForfeit => "outcome-win-time",
        WinReason::Adjudication => "outcome-win-adjudication",
        WinReason::Forfeit => "outcome-win-forfeit",
    }
}

fn draw_id(reason: DrawReason) -> &'static str {
    match reason {
        DrawReason::Stalemate => "outcome-draw-stalemate",
        DrawReason::DeadPosition => "outcome-draw-dead-position",
        DrawReason::FivefoldRepetition => "outcome-draw-fivefold",
        DrawReason::SeventyFiveMoveRule => "outcome-draw-seventy-five",
        DrawReason::ThreefoldRepetition => "outcome-draw-threefold",
        DrawReason::FiftyMoveRule => "outcome-draw-fifty",
        DrawReason::Agreement => "outcome-draw-agreement",
        DrawReason::Adjudication => "outcome-draw-adjudication",
        DrawReason::TimeoutCannotWin => "outcome-draw-timeout-cannot-win",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_outcomes_read_as_the_engine_writes_them() {
        let outcomes = [
            Outcome::Aborted,
            Outcome::Win {
                winner: Color::White,
                reason: WinReason::Forfeit,
            },
            Outcome::Win {
                winner: Color::Black,
                reason: WinReason::TimeForfeit,
            },
            Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Checkmate,
            },
            Outcome::Draw(DrawReason::TimeoutCannotWin),
            Outcome::Draw(DrawReason::FiftyMoveRule),
        ];
        for o in outcomes {
            assert_eq!(outcome(Language::English, &o), o.describe());
        }
    }
}
