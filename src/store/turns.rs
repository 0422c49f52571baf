//! Turns: appending one, reading a game's turns (all columns, or only what its
//! history needs), filling in a repetition key stored late.

use rusqlite::{params, Connection};

use super::connection::CachedStatements;
use super::error::StoreError;
use crate::board::geometry::Color;
use crate::corr::ids::GameId;

/// One stored turn.
#[derive(Debug, Clone)]
pub struct StoredTurn {
    /// The half-move's index in the game.
    pub ply: u32,
    /// The move number.
    pub number: u32,
    /// The side that moved.
    pub side: Color,
    /// The move text as received.
    pub input: String,
    /// The move in canonical notation.
    pub canonical: String,
    /// Position text after the move.
    pub position_after: String,
    /// The repetition key of `position_after`; `None` in turns stored before the
    /// key column existed.
    pub repetition_key: Option<String>,
    /// When it was received, RFC 3339 UTC.
    pub received_at: String,
    /// The turn in long algebraic notation, English letters (`Ng1-f3+`); `None`
    /// for a turn that names no square.
    pub long: Option<String>,
    /// The turn in ICCF numeric notation (`7163`); `None` for a turn that names
    /// no square, or on a board wider or longer than 9.
    pub numeric: Option<String>,
}

/// One turn as a game's history needs it (no input text, no time).
#[derive(Debug, Clone)]
pub struct HistoryTurn {
    /// The half-move's index in the game.
    pub ply: u32,
    /// The move number.
    pub number: u32,
    /// The side that moved.
    pub side: Color,
    /// The move in canonical notation.
    pub canonical: String,
    /// Position text after the move.
    pub position_after: String,
    /// The repetition key of `position_after`; `None` for turns older than the key.
    pub repetition_key: Option<String>,
    /// The turn in long algebraic notation ([`StoredTurn::long`]).
    pub long: Option<String>,
    /// The turn in ICCF numeric notation ([`StoredTurn::numeric`]).
    pub numeric: Option<String>,
}

/// The turns of a game in ply order, with only the columns a game's history needs.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn history(conn: &Connection, id: GameId) -> Result<Vec<HistoryTurn>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT ply, number, side, canonical, position_after, repetition_key, long_form, \
         numeric_form FROM turns WHERE game_id = ?1 ORDER BY ply",
    )?;
    let turns = stmt
        .query_map([id], |r| {
            Ok(HistoryTurn {
                ply: r.get(0)?,
                number: r.get(1)?,
                side: r.get(2)?,
                canonical: r.get(3)?,
                position_after: r.get(4)?,
                repetition_key: r.get(5)?,
                long: r.get(6)?,
                numeric: r.get(7)?,
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(turns)
}

/// A turn to append.
#[derive(Debug, Clone)]
pub struct NewTurn<'a> {
    /// The game's number.
    pub game_id: GameId,
    /// The half-move's index in the game.
    pub ply: u32,
    /// The move number.
    pub number: u32,
    /// The side that moved.
    pub side: Color,
    /// The move text as received.
    pub input: &'a str,
    /// The move in canonical notation.
    pub canonical: &'a str,
    /// Position text after the move.
    pub position_after: &'a str,
    /// The repetition key of `position_after` (kept so that loading a game need not
    /// replay it).
    pub repetition_key: &'a str,
    /// When the message that carried the turn was handled, RFC 3339 UTC: the
    /// service's now (`--now` when given), so that simulated time is recorded too.
    pub received_at: &'a str,
    /// The turn in long algebraic notation, English letters; `None` for a turn
    /// that names no square.
    pub long: Option<&'a str>,
    /// The turn in ICCF numeric notation; `None` for a turn that names no
    /// square, or on a board wider or longer than 9.
    pub numeric: Option<&'a str>,
}

/// Appends a turn.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (e.g. the ply exists already).
pub fn append_turn(conn: &Connection, turn: &NewTurn<'_>) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO turns (game_id, ply, number, side, input, canonical, position_after, \
         repetition_key, received_at, long_form, numeric_form) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            turn.game_id,
            turn.ply,
            turn.number,
            turn.side,
            turn.input,
            turn.canonical,
            turn.position_after,
            turn.repetition_key,
            turn.received_at,
            turn.long,
            turn.numeric
        ],
    )?;
    Ok(())
}

/// When each ply of a game was received (RFC 3339 UTC), in ply order.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn turn_times(conn: &Connection, id: GameId) -> Result<Vec<(u32, String)>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT ply, received_at FROM turns WHERE game_id = ?1 ORDER BY ply")?;
    let times = stmt
        .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(times)
}

/// Fills in the repetition key of a turn stored before the key column existed
/// (a key already there is left alone).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn fill_repetition_key(
    conn: &Connection,
    game_id: GameId,
    ply: u32,
    key: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE turns SET repetition_key = ?3 WHERE game_id = ?1 AND ply = ?2 AND repetition_key IS NULL",
        params![game_id, ply, key],
    )?;
    Ok(())
}
