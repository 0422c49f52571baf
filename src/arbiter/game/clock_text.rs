//! The clock lines of a reply (time control, time used and left, who must move by
//! when, in the reader's time zone) and the leaves that stop a clock: what every
//! reply about a timed game shows, below the modules that compose replies.

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::game::play;
use crate::arbiter::office::Office;
use crate::board::geometry::Color;
use crate::corr::clock::{span, Clock, Leave, TimeControl};
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::output::locale;
use crate::store::{clock_tables, StoreError, StoredGame};
use chrono::{DateTime, Utc};
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
            (
                zone,
                play::dialect_of(tx, email)?.language.unwrap_or_default(),
            )
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
    let mut out = Phrase::new("clock-control")
        .with("control", control_words(&clock.control, language))
        .with("text", clock.control.to_string())
        .in_language(language);
    out.push('\n');
    for side in Color::BOTH {
        let running = clock.running == Some(side) && clock.since.is_some();
        let id = if running {
            "clock-side-running"
        } else {
            "clock-side"
        };
        let line = Phrase::new(id)
            .with("side", side)
            .with("used", span(clock.used_at(side, now, leaves)))
            .with("left", span(clock.left_at(side, now, leaves).max(0)));
        out.push_str(&line.in_language(language));
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
    let spell = |seconds: i64| {
        let (n, id) = if seconds % DAY == 0 {
            (seconds / DAY, "clock-days")
        } else {
            (seconds / HOUR, "clock-hours")
        };
        Phrase::new(id).with("n", n)
    };
    match *control {
        TimeControl::Moves { moves, period } => Phrase::new("clock-control-moves")
            .with("moves", moves)
            .with("period", spell(period))
            .in_language(language),
        TimeControl::PerMove { per_move } => Phrase::new("clock-control-per-move")
            .with("per_move", spell(per_move))
            .in_language(language),
        TimeControl::Fischer {
            start,
            increment,
            cap,
        } => {
            let phrase = match cap {
                Some(cap) => Phrase::new("clock-control-fischer-cap").with("cap", spell(cap)),
                None => Phrase::new("clock-control-fischer"),
            };
            phrase
                .with("start", spell(start))
                .with("increment", spell(increment))
                .in_language(language)
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
    let mut out = match (clock.running, clock.deadline(leaves)) {
        (None, _) => Phrase::new("clock-stopped").in_language(language),
        (Some(_), None) => Phrase::new("clock-paused").in_language(language),
        (Some(side), Some(deadline)) => {
            let mut text = String::new();
            if let Some(on_leave) = leaves.iter().find(|l| l.from <= now && now < l.until) {
                let until = when_in(on_leave.until, zone, language);
                let on_leave = Phrase::new("clock-on-leave")
                    .with("side", side)
                    .with("until", until);
                text.push_str(&on_leave.in_language(language));
                text.push('\n');
            }
            let by = when_in(deadline, zone, language);
            let must_move = Phrase::new("clock-must-move")
                .with("side", side)
                .with("deadline", by);
            text.push_str(&must_move.in_language(language));
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
