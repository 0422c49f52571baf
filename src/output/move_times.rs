//! The time of every ply: when the arbiter received it and how long its mover
//! took (since the opponent's ply was received, or since the game began for the
//! first ply), for `history`, the published game page and the PGN export.
//!
//! In PGN each ply's time is a comment after the move holding two embedded
//! commands of the form `[%name value]` (the PGN standard's comments, section
//! 5, hold them; readers that do not know a command skip the comment, as they
//! skip every comment): `{[%timestamp 2026-11-27T10:00:00Z] [%emt 26:30:00]}`.
//! `%timestamp` is the instant of receipt in RFC 3339 UTC; `%emt` (elapsed move
//! time, as chess GUIs write it) the time the mover used, in hours, minutes and
//! seconds. `notation::score` reads the timestamp back (docs/PGN-TIMES.md).

use chrono::{DateTime, Duration, SecondsFormat, Utc};

/// One ply's time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveTime {
    /// The ply (1 for White's first move).
    pub ply: u32,
    /// When the arbiter received it.
    pub at: DateTime<Utc>,
    /// How long its mover took: from the previous ply's receipt (the game's start
    /// for the first), never negative.
    pub used: Duration,
}

impl MoveTime {
    /// The receipt as RFC 3339 UTC to the second: `2026-11-27T10:00:00Z`.
    pub fn stamp(&self) -> String {
        self.at.to_rfc3339_opts(SecondsFormat::Secs, true)
    }

    /// The time used in days with one decimal: `1.5 days`, `0.0 days`.
    pub fn days(&self) -> String {
        let days = self.used.num_seconds() as f64 / 86_400.0;
        format!("{days:.1} days")
    }

    /// The PGN comment of the ply: `{[%timestamp 2026-11-27T10:00:00Z] [%emt 26:30:00]}`.
    pub fn pgn_comment(&self) -> String {
        let seconds = self.used.num_seconds().max(0);
        format!(
            "{{[%timestamp {}] [%emt {}:{:02}:{:02}]}}",
            self.stamp(),
            seconds / 3600,
            seconds / 60 % 60,
            seconds % 60
        )
    }
}

/// The times of the plies in `received` (ply and RFC 3339 receipt, in ply
/// order) for a game that began at `started` (RFC 3339). A time that does not
/// read is left out, and the next ply's time used counts from the last one
/// that read.
pub fn move_times<'a>(
    started: &str,
    received: impl IntoIterator<Item = (u32, &'a str)>,
) -> Vec<MoveTime> {
    let mut before = parse(started);
    let mut out = Vec::new();
    for (ply, text) in received {
        let Some(at) = parse(text) else { continue };
        let used = before.map_or(Duration::zero(), |b| (at - b).max(Duration::zero()));
        out.push(MoveTime { ply, at, used });
        before = Some(at);
    }
    out
}

fn parse(text: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

#[cfg(test)]
mod tests {
    use super::move_times;

    #[test]
    fn plies_take_their_time_from_the_one_before() {
        let times = move_times(
            "2026-11-25T10:00:00.000Z",
            [
                (1, "2026-11-26T22:00:00.000Z"),
                (2, "not a time"),
                (3, "2026-11-27T10:00:30Z"),
            ],
        );
        assert_eq!(times.len(), 2);
        assert_eq!(times[0].days(), "1.5 days");
        assert_eq!(
            times[0].pgn_comment(),
            "{[%timestamp 2026-11-26T22:00:00Z] [%emt 36:00:00]}"
        );
        assert_eq!(times[1].ply, 3);
        assert_eq!(times[1].stamp(), "2026-11-27T10:00:30Z");
        assert_eq!(times[1].days(), "0.5 days");
    }

    #[test]
    fn a_start_after_the_move_counts_as_none_used() {
        let times = move_times("2026-11-28T00:00:00Z", [(1, "2026-11-27T00:00:00Z")]);
        assert_eq!(times[0].days(), "0.0 days");
        assert!(times[0].pgn_comment().ends_with("[%emt 0:00:00]}"));
    }
}
