//! The words of the arbiter's mails in the reader's language, said with the
//! [`Phrase`]s of [`crate::notation::words`] (the message files
//! `locales/<code>/*.ftl`, English the fallback): sides, outcomes, dates in
//! the language's long form, each variant's help.

use std::fmt::Write;

use chrono::format::{Item, StrftimeItems};
use chrono::{DateTime, Locale, TimeZone};

use crate::board::color::Color;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
// The reply composer's own calls, until they are phrases too.
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
/// assert_eq!(
///     date_time(Language::Russian, &at).as_deref(),
///     Some("суббота, 5 декабря 2026, 10:00")
/// );
/// ```
pub fn date_time<Tz: TimeZone>(language: Language, at: &DateTime<Tz>) -> Option<String>
where
    Tz::Offset: std::fmt::Display,
{
    let locale = chrono_locale(language)?;
    let pattern = Phrase::new("date-time").try_in_language(language)?;
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
    if language == Language::Russian {
        // Russian writes the day's name in lower case inside a sentence
        // ("следующая сводка: вторник, 1 декабря"); chrono's ru_RU names
        // start with a capital.
        let day = at.format_localized("%A", locale).to_string();
        out = out.replacen(&day, &day.to_lowercase(), 1);
    }
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
    Phrase::new(match color {
        Color::White => "side-white",
        Color::Black => "side-black",
    })
    .in_language(language)
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
    let text = Phrase::new(variant.help_id).in_language(language);
    let mut out = String::with_capacity(text.len() + 64);
    for line in columns_fitted(&text, HELP_WIDTH).lines() {
        if !line.is_empty() {
            out.push_str("    ");
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The widest line of a variant's help before its four spaces of indent: a
/// mail line holds 78 columns ([`crate::mail::flowed::LINE_WIDTH`]), less the
/// indent and the space that stuffs an indented line (RFC 3676 §4.4).
const HELP_WIDTH: usize = crate::mail::flowed::LINE_WIDTH - 4 - 1;

/// `text`, a two-column table (an example, then its description; a
/// description goes on in lines indented to its column), with each entry's
/// description wrapped again to fit `width` columns where a line is wider: the
/// entry's first line is kept when it fits, else cut at the description's
/// column; what follows is filled into the column. A translation longer than
/// its English then keeps the table's shape instead of having its lines cut
/// by the mail's wrapping.
fn columns_fitted(text: &str, width: usize) -> String {
    use textwrap::core::display_width;
    let mut out = String::with_capacity(text.len() + 64);
    let lines: Vec<&str> = text.lines().collect();
    // An entry with no second line has its description where the table's
    // other entries go on.
    let table_column = lines
        .iter()
        .find(|l| l.starts_with(' '))
        .map_or(0, |l| l.len() - l.trim_start().len());
    let mut i = 0;
    while i < lines.len() {
        let first = lines[i];
        let mut end = i + 1;
        while end < lines.len() && lines[end].starts_with(' ') {
            end += 1;
        }
        let more = &lines[i + 1..end];
        let column = more
            .first()
            .map_or(table_column, |l| l.len() - l.trim_start().len());
        let wide = std::iter::once(first)
            .chain(more.iter().copied())
            .any(|l| display_width(l) > width);
        if !wide || column == 0 || column >= width {
            for line in &lines[i..end] {
                out.push_str(line);
                out.push('\n');
            }
        } else {
            let (head, rest) = match split_at_column(first, column, width) {
                Some((example, rest)) => (example, Some(rest)),
                None => (first, None),
            };
            let mut words: Vec<&str> = rest.into_iter().collect();
            words.extend(more.iter().map(|l| l.trim()));
            if words.is_empty() {
                out.push_str(first);
                out.push('\n');
                i = end;
                continue;
            }
            let indent = " ".repeat(column);
            let filled = textwrap::fill(
                &words.join(" "),
                textwrap::Options::new(width)
                    .initial_indent(&indent)
                    .subsequent_indent(&indent)
                    .break_words(false)
                    .word_separator(textwrap::WordSeparator::AsciiSpace)
                    .word_splitter(textwrap::WordSplitter::NoHyphenation),
            );
            if rest.is_some() {
                // The example fills the first `column` columns of its line.
                out.push_str(head);
                out.push_str(filled.get(column..).unwrap_or_default());
            } else {
                out.push_str(head);
                out.push('\n');
                out.push_str(&filled);
            }
            out.push('\n');
        }
        i = end;
    }
    out
}

/// A table entry's first line wider than `width`, cut where its
/// description starts: the example padded to `column` display columns, and
/// the description after it; `None` when the line fits (it is kept whole) or
/// its example runs into the column.
fn split_at_column(line: &str, column: usize, width: usize) -> Option<(&str, &str)> {
    use textwrap::core::display_width;
    if display_width(line) <= width {
        return None;
    }
    let at = line
        .char_indices()
        .map(|(i, _)| i)
        .find(|&i| display_width(&line[..i]) == column)?;
    let (example, rest) = line.split_at(at);
    (example.ends_with(' ') && !rest.starts_with(' ')).then_some((example, rest))
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
    use crate::rules::registry;

    /// Every variant's help in every language keeps to the mail's width where
    /// it has a space to break at, with the same words in the same order.
    #[test]
    fn each_variants_help_fits_a_mail_line_in_every_language() {
        for language in crate::notation::words::TRANSLATED {
            for v in registry() {
                let raw = Phrase::new(v.help_id).in_language(language);
                let fitted = variant_help(language, v);
                for line in fitted.lines() {
                    let width = textwrap::core::display_width(line);
                    assert!(
                        width <= HELP_WIDTH + 4 || !line.trim().contains(' '),
                        "{language} {}: {width} columns: {line}",
                        v.id
                    );
                }
                let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
                assert_eq!(words(&raw), words(&fitted), "{language} {}", v.id);
            }
        }
    }

    #[test]
    fn a_wide_entry_is_filled_into_its_column() {
        let text = "e4, Nf3     a move written as the players write it in their own\n            long words\nb           short\n";
        assert_eq!(
            columns_fitted(text, 40),
            "e4, Nf3     a move written as the\n            players write it in their\n            own long words\nb           short\n"
        );
    }

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
