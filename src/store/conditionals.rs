//! Pending conditional lines: one row per game and player. The store
//! keeps the lines as the arbiter floor wrote them (JSON text) and knows nothing of
//! their meaning; it is the only place they live, so that they survive a restart
//! and change only inside a message's transaction.

use super::CachedStatements;
use rusqlite::{params, Connection, OptionalExtension};

use super::StoreError;
use crate::board::geometry::Color;
use crate::corr::ids::GameId;

/// A player's pending lines in one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredConditionals {
    /// The number of turns the game has when the first step's condition is due:
    /// the lines are stale once the game has more (a turn that did not match).
    pub from_ply: u32,
    /// The lines, as the arbiter serialised them.
    pub lines: String,
}

/// The pending lines of `side` in game `game`, if any.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn load(
    conn: &Connection,
    game: GameId,
    side: Color,
) -> Result<Option<StoredConditionals>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT from_ply, lines FROM conditionals WHERE game_id = ?1 AND side = ?2",
            params![game, side],
            |r| {
                Ok(StoredConditionals {
                    from_ply: r.get(0)?,
                    lines: r.get(1)?,
                })
            },
        )
        .optional()?)
}

/// Sets (or replaces) the pending lines of `side` in game `game`; `at` is the
/// RFC 3339 instant they were set.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn save(
    conn: &Connection,
    game: GameId,
    side: Color,
    pending: &StoredConditionals,
    at: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO conditionals (game_id, side, from_ply, lines, set_at) \
         VALUES (?1, ?2, ?3, ?4, ?5) \
         ON CONFLICT (game_id, side) DO UPDATE SET \
         from_ply = excluded.from_ply, lines = excluded.lines, set_at = excluded.set_at",
        params![game, side, pending.from_ply, pending.lines, at],
    )?;
    Ok(())
}

/// Drops the pending lines of `side` in game `game`; true when there were any.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn delete(conn: &Connection, game: GameId, side: Color) -> Result<bool, StoreError> {
    Ok(conn.execute_cached(
        "DELETE FROM conditionals WHERE game_id = ?1 AND side = ?2",
        params![game, side],
    )? > 0)
}
