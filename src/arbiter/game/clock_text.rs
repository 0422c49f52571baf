//! The clock lines of a reply (time control, time used and left, who must move by
//! when, in the reader's time zone) and the leaves that stop a clock: what every
//! reply about a timed game shows, below the modules that compose replies.

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::Office;
use crate::board::geometry::Color;
use crate::corr::clock::{span, Clock, Leave};
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
    let mut text = at.format("%Y-%m-%d %H:%M:%S UTC").to_string();
    if let Some(tz) = zone.and_then(|z| z.parse::<chrono_tz::Tz>().ok()) {
        let local = at.with_timezone(&tz);
        text.push_str(&format!(" ({} {tz})", local.format("%Y-%m-%d %H:%M:%S %Z")));
    }
    text
}

/// The clock lines of a reply about `game` for the player of `viewer` (their time
/// zone is used beside UTC), or `None` for a game without a time control: the
/// control, each side's time used and left, and the deadline of the side to move.
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
    let now = office.now();
    let zone = match viewer {
        Some(color) => clock_tables::player(tx, game.player(color))?.and_then(|p| p.time_zone),
        None => None,
    };
    let leaves = running_leaves(tx, game, &clock)?;
    let mut out = format!(
        "Time control: {} ({}).\n",
        clock.control.describe(),
        clock.control
    );
    for side in Color::BOTH {
        out.push_str(&format!(
            "{:<5} used {}, left {}{}\n",
            side.title(),
            span(clock.used_at(side, now, &leaves)),
            span(clock.left_at(side, now, &leaves).max(0)),
            if clock.running == Some(side) && clock.since.is_some() {
                " (running)"
            } else {
                ""
            }
        ));
    }
    match (clock.running, clock.deadline(&leaves)) {
        (None, _) => out.push_str("The clocks are stopped: the game is over.\n"),
        (Some(_), None) => out.push_str("The clocks are paused by the organiser.\n"),
        (Some(side), Some(deadline)) => {
            if let Some(on_leave) = leaves.iter().find(|l| l.from <= now && now < l.until) {
                out.push_str(&format!(
                    "{} is on leave until {}: that clock is stopped.\n",
                    side.title(),
                    when(on_leave.until, zone.as_deref())
                ));
            }
            out.push_str(&format!(
                "{} must move by {}.\n",
                side.title(),
                when(deadline, zone.as_deref())
            ));
        }
    }
    Ok(Some(out))
}
