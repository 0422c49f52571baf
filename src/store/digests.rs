//! Digests: a player's digest times and the next instant one falls due (columns
//! of `players`), and the entries that wait for it (`digest_entries`): the mail
//! about an opponent's move, held in the move's transaction and taken by exactly
//! one digest, in the transaction that queues it.

use rusqlite::{params, Connection, OptionalExtension};

use super::connection::{all_rows, CachedStatements};
use super::error::StoreError;
use crate::corr::ids::GameId;

/// A player whose digest falls due.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DuePlayer {
    /// The player's number.
    pub id: i64,
    /// The registered address.
    pub email: String,
    /// The IANA time zone the player set, if any.
    pub time_zone: Option<String>,
    /// The digest times as stored (`08:00 18:00`); `None` when the digest was
    /// turned off with entries still waiting (a last digest takes them).
    pub times: Option<String>,
    /// When the digest fell due (RFC 3339 UTC).
    pub next_at: String,
}

/// A held mail about an opponent's move, waiting for a digest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestItem {
    /// The entry's number (the order in which entries were held).
    pub id: i64,
    /// The game it is about.
    pub game_id: GameId,
    /// The game's plies after the move.
    pub ply: i64,
    /// What happened, as an update's subject says it (`24... Qxe5, White to move`).
    pub summary: String,
}

/// Sets the digest of player `player_id`: `times` (`None`: off) and the instant
/// the next one falls due (RFC 3339 UTC, `None` with `times` off).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_digest(
    conn: &Connection,
    player_id: i64,
    times: Option<&str>,
    next_at: Option<&str>,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE players SET digest_times = ?2, digest_next_at = ?3 WHERE id = ?1",
        params![player_id, times, next_at],
    )?;
    Ok(())
}

/// The digest times of player `player_id` (`None`: no digest).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn digest_times(conn: &Connection, player_id: i64) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT digest_times FROM players WHERE id = ?1",
            [player_id],
            |r| r.get::<_, Option<String>>(0),
        )
        .optional()?
        .flatten())
}

/// The number of the player at `email` when that player has a digest on, else
/// `None`: whether the mail about an opponent's move waits.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn digest_player(conn: &Connection, email: &str) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT id FROM players WHERE email = ?1 AND digest_times IS NOT NULL",
            [email],
            |r| r.get(0),
        )
        .optional()?)
}

/// Holds the mail about a move for player `player_id`'s next digest.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn hold(
    conn: &Connection,
    player_id: i64,
    game_id: GameId,
    ply: i64,
    summary: &str,
    held_at: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO digest_entries (player_id, game_id, ply, summary, held_at) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![player_id, game_id, ply, summary, held_at],
    )?;
    Ok(())
}

/// Up to `limit` players whose digest fell due at or before `now_text` (RFC 3339
/// UTC to the second), the earliest first; walks the partial index
/// `players_digest_due`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn due_players(
    conn: &Connection,
    now_text: &str,
    limit: usize,
) -> Result<Vec<DuePlayer>, StoreError> {
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    all_rows(
        conn,
        "SELECT id, email, time_zone, digest_times, digest_next_at FROM players \
         WHERE digest_next_at IS NOT NULL AND digest_next_at <= ?1 \
         ORDER BY digest_next_at, id LIMIT ?2",
        params![now_text, limit],
        |r| {
            Ok(DuePlayer {
                id: r.get(0)?,
                email: r.get(1)?,
                time_zone: r.get(2)?,
                times: r.get(3)?,
                next_at: r.get(4)?,
            })
        },
    )
}

/// The entries waiting for player `player_id`'s digest, in the order held.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn waiting(conn: &Connection, player_id: i64) -> Result<Vec<DigestItem>, StoreError> {
    all_rows(
        conn,
        "SELECT id, game_id, ply, summary FROM digest_entries \
         WHERE player_id = ?1 AND digest_id IS NULL ORDER BY id",
        [player_id],
        |r| {
            Ok(DigestItem {
                id: r.get(0)?,
                game_id: r.get(1)?,
                ply: r.get(2)?,
                summary: r.get(3)?,
            })
        },
    )
}

/// Marks player `player_id`'s waiting entries up to `last_id` taken by the
/// digest queued as outbox row `digest_id`; returns how many. Call it in the
/// transaction that queues the digest.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn take(
    conn: &Connection,
    player_id: i64,
    last_id: i64,
    digest_id: i64,
) -> Result<usize, StoreError> {
    Ok(conn.execute_cached(
        "UPDATE digest_entries SET digest_id = ?3 \
         WHERE player_id = ?1 AND digest_id IS NULL AND id <= ?2",
        params![player_id, last_id, digest_id],
    )?)
}

/// Sets the instant player `player_id`'s next digest falls due.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_next(
    conn: &Connection,
    player_id: i64,
    next_at: Option<&str>,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE players SET digest_next_at = ?2 WHERE id = ?1",
        params![player_id, next_at],
    )?;
    Ok(())
}
