//! What a player's overview of their games reads: every running game of one
//! address and the games it finished since an instant, each with its opponent,
//! clock and last turn (with its long and numeric forms, kept with the turn, so
//! that no position is read), in ONE query (the `games_white` and `games_black`
//! indexes for the player's games, then a primary-key look-up per game for its
//! opponent, clock, last turn and end), so that a player with several hundred
//! games costs one statement, not one per game.

use rusqlite::{params, Connection};

use super::clock_tables::clock_of;
use super::games::GameStatus;
use super::{all_rows, StoreError};
use crate::board::color::ByColor;
use crate::board::geometry::Color;
use crate::corr::clock::Clock;
use crate::corr::ids::GameId;

/// The last turn of a game, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastTurn {
    /// Its ply, from 1: the number of turns played.
    pub ply: u32,
    /// Its move number.
    pub number: u32,
    /// The side that played it.
    pub side: Color,
    /// Its canonical text, in the variant's notation.
    pub text: String,
    /// It in long algebraic notation, English letters, as kept with the turn;
    /// `None` for a turn that names no square.
    pub long: Option<String>,
    /// It in ICCF numeric notation, as kept with the turn; `None` for a turn
    /// that names no square or on a board past 9 squares.
    pub numeric: Option<String>,
}

/// One game of a player's overview, seen from that player's side.
#[derive(Debug, Clone)]
pub struct OverviewGame {
    /// The game's number.
    pub id: GameId,
    /// The variant id.
    pub variant: String,
    /// The colour the player plays.
    pub color: Color,
    /// The opponent's name, else the opponent's address.
    pub opponent: String,
    /// The game's current position, as the variant wrote it.
    pub position: String,
    /// True when the game is not published (`game new --private`).
    pub private: bool,
    /// The last turn, when one was played.
    pub last: Option<LastTurn>,
    /// The clocks, for a game with a time control.
    pub clock: Option<Clock>,
    /// For a finished game: its result (`1-0`, `0-1`, `1/2-1/2`), the reason in
    /// words, and when it ended (RFC 3339 UTC); `None` while it runs.
    pub ended: Option<(String, String, String)>,
    /// Since when the opponent's mail comes back undelivered (RFC 3339 UTC,
    /// `store::bounces`); `None` while it arrives.
    pub opponent_bounces: Option<String>,
}

/// The running games of `email`, and its games that ended at or after
/// `ended_since` (RFC 3339 UTC), in game order.
///
/// # Errors
///
/// [`StoreError::Sqlite`]; [`StoreError::Unreadable`] for a stored clock that
/// does not read.
pub fn games_of(
    conn: &Connection,
    email: &str,
    ended_since: &str,
) -> Result<Vec<OverviewGame>, StoreError> {
    let rows = all_rows(
        conn,
        concat!(
            "SELECT g.id, g.variant, g.white_id = (SELECT id FROM players WHERE email = ?1), \
             COALESCE(o.name, o.email), g.current_position, g.private, \
             t.ply, t.number, t.side, t.canonical, \
             c.control, c.white_used, c.black_used, c.white_left, c.black_left, c.running, \
             c.since, c.reminded, g.status, g.result, g.termination, e.ended_at, b.first_at, \
             t.long_form, t.numeric_form \
             FROM games g \
             JOIN players o ON o.id = (CASE WHEN g.white_id = \
                 (SELECT id FROM players WHERE email = ?1) THEN g.black_id ELSE g.white_id END) \
             LEFT JOIN bounces b ON b.address = o.email AND b.cleared_at IS NULL \
             LEFT JOIN turns t ON t.game_id = g.id \
                 AND t.ply = (SELECT MAX(ply) FROM turns m WHERE m.game_id = g.id) \
             LEFT JOIN clocks c ON c.game_id = g.id \
             LEFT JOIN game_ends e ON e.game_id = g.id \
             WHERE ",
            played_by_address!(),
            " AND (g.status = 'active' OR e.ended_at >= ?2) ORDER BY g.id"
        ),
        params![email, ended_since],
        read_row,
    )?;
    rows.into_iter().map(finish_row).collect()
}

/// A row as SQLite gives it, before the clock is read.
type RawRow = (OverviewGame, Option<RawClock>);

/// A clock's columns, read by [`clock_of`].
type RawClock = (
    String,
    ByColor<i64>,
    ByColor<i64>,
    Option<Color>,
    Option<String>,
    Option<i64>,
);

fn read_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<RawRow> {
    let last = match r.get::<_, Option<u32>>(6)? {
        Some(ply) => Some(LastTurn {
            ply,
            number: r.get(7)?,
            side: r.get(8)?,
            text: r.get(9)?,
            long: r.get(23)?,
            numeric: r.get(24)?,
        }),
        None => None,
    };
    let clock = match r.get::<_, Option<String>>(10)? {
        Some(control) => Some((
            control,
            ByColor::new(r.get(11)?, r.get(12)?),
            ByColor::new(r.get(13)?, r.get(14)?),
            r.get(15)?,
            r.get(16)?,
            r.get(17)?,
        )),
        None => None,
    };
    let ended = if r.get::<_, GameStatus>(18)? == GameStatus::Finished {
        Some((
            r.get::<_, Option<String>>(19)?
                .unwrap_or_else(|| "*".into()),
            r.get::<_, Option<String>>(20)?.unwrap_or_default(),
            r.get::<_, Option<String>>(21)?.unwrap_or_default(),
        ))
    } else {
        None
    };
    let game = OverviewGame {
        id: r.get(0)?,
        variant: r.get(1)?,
        color: if r.get::<_, bool>(2)? {
            Color::White
        } else {
            Color::Black
        },
        opponent: r.get(3)?,
        position: r.get(4)?,
        private: r.get(5)?,
        last,
        clock: None,
        ended,
        opponent_bounces: r.get(22)?,
    };
    Ok((game, clock))
}

fn finish_row((mut game, clock): RawRow) -> Result<OverviewGame, StoreError> {
    if let Some((control, used, left, running, since, reminded)) = clock {
        game.clock = Some(clock_of(control, used, left, running, since, reminded)?);
    }
    Ok(game)
}
