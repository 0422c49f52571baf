//! The clock lines of a reply (time control, time used and left, who must move by
//! when, in the reader's time zone) and the leaves that stop a clock: what every
//! reply about a timed game shows, below the modules that compose replies.

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::{dialect_of, Office};
use crate::board::geometry::Color;
use crate::corr::clock::{span, Clock, Leave, TimeControl};
use crate::notation::dialect::Language;
use crate::output::locale;
use crate::store::{clock_tables, StoreError, StoredGame};
use chrono::{DateTime, Utc};
use fluent_bundle::FluentValue;
use rusqlite::Connection;

/// The clock-stopping spans of the player with this address.
pub(crate) fn leaves(tx: &Connection, email: &str) -> Result<Vec<Leave>, StoreError> {
    Ok(clock_tables::leaves_of(tx, email)?
        .into_iter()
        .map(|l| l.span)
        .collect())
}

/// The leaves of the player whose clock runs (none when no clock runs).
pub(crate) fn running_leaves(
    tx: &Connection,
    game: &StoredGame,
    clock: &Clock,
) -> Result<Vec<Leave>, StoreError> {
    match clock.running {
        Some(side) => leaves(tx, game.player(side)),
        None => Ok(Vec::new()),
    }
}

/// A UTC instant for replies: `2026-12-05 10:00:00 UTC`, with the same instant in
/// `zone` after it when the reader has set a time zone.
pub(crate) fn when(at: DateTime<Utc>, zone: Option<&str>) -> String {
    when_in(at, zone, Language::English)
}

/// [`when`] for a reader of `language`: the UTC form, then the instant in the
/// reader's zone (else in UTC) in the language's own long form
/// (`2026-12-05 10:00:00 UTC (Samstag, 5. Dezember 2026, 11:00 Europe/Berlin)`,
/// [`locale::date_time`]); English keeps the ISO forms.
pub(crate) fn when_in(at: DateTime<Utc>, zone: Option<&str>, language: Language) -> String {
    let mut text = at.format("%Y-%m-%d %H:%M:%S UTC").to_string();
    let tz = zone.and_then(|z| z.parse::<chrono_tz::Tz>().ok());
    let local = match tz {
        Some(tz) => {
            let local = at.with_timezone(&tz);
            locale::date_time(language, &local)
                .map(|t| format!("{t} {tz}"))
                .unwrap_or_else(|| format!("{} {tz}", local.format("%Y-%m-%d %H:%M:%S %Z")))
        }
        None => match locale::date_time(language, &at) {
            Some(t) => format!("{t} UTC"),
            None => return text,
        },
    };
    text.push_str(&format!(" ({local})"));
    text
}

/// The clock lines of a reply about `game` for the player of `viewer` (their time
/// zone is used beside UTC, their language for the words), or `None` for a game
/// without a time control: the control, each side's time used and left, and the
/// deadline of the side to move.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn lines(
    office: &Office,
    tx: &Connection,
    game: &StoredGame,
    viewer: Option<Color>,
) -> Result<Option<String>, ArbiterError> {
    let Some(clock) = clock_tables::load_clock(tx, game.id)? else {
        return Ok(None);
    };
    let (zone, language) = match viewer {
        Some(color) => {
            let email = game.player(color);
            let zone = clock_tables::player(tx, email)?.and_then(|p| p.time_zone);
            (zone, dialect_of(tx, email)?.language.unwrap_or_default())
        }
        None => (None, Language::English),
    };
    let reader = (zone.as_deref(), language);
    let leaves = running_leaves(tx, game, &clock)?;
    let mut out = side_lines(&clock, office.now(), &leaves, language);
    out.push_str(&deadline_line(&clock, office.now(), &leaves, reader));
    Ok(Some(out))
}

/// The time control and each side's time used and left.
fn side_lines(clock: &Clock, now: DateTime<Utc>, leaves: &[Leave], language: Language) -> String {
    let mut out = locale::text(
        language,
        "clock-control",
        &[
            ("control", control_words(&clock.control, language).into()),
            ("text", clock.control.to_string().into()),
        ],
    );
    out.push('\n');
    for side in Color::BOTH {
        let running = clock.running == Some(side) && clock.since.is_some();
        let id = if running {
            "clock-side-running"
        } else {
            "clock-side"
        };
        let args = [
            ("side", locale::side(language, side).into()),
            ("used", span(clock.used_at(side, now, leaves)).into()),
            ("left", span(clock.left_at(side, now, leaves).max(0)).into()),
        ];
        out.push_str(&locale::text(language, id, &args));
        out.push('\n');
    }
    out
}

/// The time control in words in `language` (`3 days per move`, `3 Tage pro
/// Zug`): [`TimeControl::describe`] from `locales/<code>/clock.ftl`, with the
/// language's plural forms.
fn control_words(control: &TimeControl, language: Language) -> String {
    const DAY: i64 = 86_400;
    const HOUR: i64 = 3_600;
    let spell = |seconds: i64| -> FluentValue<'static> {
        let (n, id) = if seconds % DAY == 0 {
            (seconds / DAY, "clock-days")
        } else {
            (seconds / HOUR, "clock-hours")
        };
        locale::text(language, id, &[("n", n.into())]).into()
    };
    match *control {
        TimeControl::Moves { moves, period } => locale::text(
            language,
            "clock-control-moves",
            &[("moves", moves.into()), ("period", spell(period))],
        ),
        TimeControl::PerMove { per_move } => locale::text(
            language,
            "clock-control-per-move",
            &[("per_move", spell(per_move))],
        ),
        TimeControl::Fischer {
            start,
            increment,
            cap,
        } => {
            let mut args = vec![("start", spell(start)), ("increment", spell(increment))];
            let id = match cap {
                Some(cap) => {
                    args.push(("cap", spell(cap)));
                    "clock-control-fischer-cap"
                }
                None => "clock-control-fischer",
            };
            locale::text(language, id, &args)
        }
    }
}

/// Who must move by when (and a leave that stops that clock now), or why the
/// clocks stand.
fn deadline_line(
    clock: &Clock,
    now: DateTime<Utc>,
    leaves: &[Leave],
    (zone, language): (Option<&str>, Language),
) -> String {
    let side_of = |side: Color| -> FluentValue<'static> { locale::side(language, side).into() };
    let mut out = match (clock.running, clock.deadline(leaves)) {
        (None, _) => locale::text(language, "clock-stopped", &[]),
        (Some(_), None) => locale::text(language, "clock-paused", &[]),
        (Some(side), Some(deadline)) => {
            let mut text = String::new();
            if let Some(on_leave) = leaves.iter().find(|l| l.from <= now && now < l.until) {
                let until = when_in(on_leave.until, zone, language);
                let args = [("side", side_of(side)), ("until", until.into())];
                text.push_str(&locale::text(language, "clock-on-leave", &args));
                text.push('\n');
            }
            let by = when_in(deadline, zone, language);
            let args = [("side", side_of(side)), ("deadline", by.into())];
            text.push_str(&locale::text(language, "clock-must-move", &args));
            text
        }
    };
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In English the words are [`TimeControl::describe`]'s; other languages
    /// have their own plural forms.
    #[test]
    fn the_time_control_in_words() {
        for text in [
            "3d/move",
            "1d/move",
            "10/50d",
            "1/1d",
            "30d+1d",
            "30d+1d cap 60d",
            "12h/move",
        ] {
            let control = TimeControl::parse(text).unwrap();
            assert_eq!(
                control_words(&control, Language::English),
                control.describe(),
                "{text}"
            );
        }
        let three = TimeControl::parse("3d/move").unwrap();
        assert_eq!(control_words(&three, Language::German), "3 Tage pro Zug");
        let five = TimeControl::parse("5d/move").unwrap();
        assert_eq!(control_words(&five, Language::Russian), "5 дней на ход");
        let two = TimeControl::parse("2d/move").unwrap();
        assert_eq!(control_words(&two, Language::Russian), "2 дня на ход");
    }
}
