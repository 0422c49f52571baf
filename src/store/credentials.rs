//! Tables of sender authentication and of the rate limit: each
//! player's secret code per game and the player's code for all their games, commands waiting for confirmation, and the count
//! of answers a sender got lately. Codes are made by the caller (`arbiter::auth`);
//! the store only keeps them.

use super::CachedStatements;
use rusqlite::{params, Connection, OptionalExtension};

use super::{now, StoreError};
use crate::corr::ids::GameId;

super::words::stored_words! {
    /// Where a confirmation request stands: the `confirmations.status` column.
    pub enum ConfirmationStatus: "confirmation status" {
        /// Waiting for the registered address's answer (`waiting`).
        Waiting = "waiting",
        /// Confirmed, and its commands carried out (`applied`).
        Applied = "applied",
        /// Answered after the game changed, or no longer needed (`stale`).
        Stale = "stale",
    }
}

/// The secret code of `email` in game `game_id`, if one was made.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn secret_of(
    conn: &Connection,
    game_id: GameId,
    email: &str,
) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT secret FROM player_secrets WHERE game_id = ?1 AND email = ?2",
            params![game_id, email],
            |r| r.get(0),
        )
        .optional()?)
}

/// Keeps `secret` as the code of `email` in game `game_id`, unless the player has one
/// already; returns the code that holds afterwards.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn add_secret(
    conn: &Connection,
    game_id: GameId,
    email: &str,
    secret: &str,
) -> Result<String, StoreError> {
    conn.execute_cached(
        "INSERT OR IGNORE INTO player_secrets (game_id, email, secret, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![game_id, email, secret, now()],
    )?;
    Ok(secret_of(conn, game_id, email)?.unwrap_or_else(|| secret.to_string()))
}

/// The player code of `email` (one per player, for all of the player's games),
/// if one was made.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn player_code_of(conn: &Connection, email: &str) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT c.code FROM player_codes c JOIN players p ON p.id = c.player_id \
             WHERE p.email = ?1",
            [email],
            |r| r.get(0),
        )
        .optional()?)
}

/// Keeps `code` as the player code of `email`, unless the player has one
/// already; returns the code that holds afterwards, or `None` when `email` is no
/// player (no row in `players`).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn add_player_code(
    conn: &Connection,
    email: &str,
    code: &str,
) -> Result<Option<String>, StoreError> {
    conn.execute_cached(
        "INSERT OR IGNORE INTO player_codes (player_id, code, created_at) \
         SELECT id, ?2, ?3 FROM players WHERE email = ?1",
        params![email, code, now()],
    )?;
    player_code_of(conn, email)
}

/// True when `email` plays White or Black in game `game_id`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn is_player_of(conn: &Connection, game_id: GameId, email: &str) -> Result<bool, StoreError> {
    Ok(conn.query_row_cached(
        "SELECT EXISTS (SELECT 1 FROM games g JOIN players p ON p.id IN (g.white_id, g.black_id) \
         WHERE g.id = ?1 AND p.email = ?2)",
        params![game_id, email],
        |r| r.get(0),
    )?)
}

/// True when `email` plays (or played) in any game: a player, not a stranger, for
/// the rate limit. Two index look-ups (`games_white`, `games_black`), not a scan
/// of the games.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn plays_any_game(conn: &Connection, email: &str) -> Result<bool, StoreError> {
    Ok(conn.query_row_cached(
        concat!(
            "SELECT EXISTS (SELECT 1 FROM games g WHERE ",
            played_by_address!(),
            ")"
        ),
        [email],
        |r| r.get(0),
    )?)
}

/// The game's state as one text: number of turns, status, standing draw offer and
/// the time of the last change. Equal stamps mean nothing happened in the game in
/// between; `None` when there is no such game.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn game_stamp(conn: &Connection, game_id: GameId) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id) || '|' || g.status || '|' || \
             IFNULL(g.draw_offer, '') || '|' || g.updated_at FROM games g WHERE g.id = ?1",
            [game_id],
            |r| r.get(0),
        )
        .optional()?)
}

/// How many answers to the sender alone went to `sender` for the messages
/// received after `since` (RFC 3339 UTC): a refusal, a confirmation request,
/// help, the board. A mail with parts for several games counts each part so
/// answered (its records in `message_parts`), any other mail counts once when it
/// was so answered. The outcomes by `=` (an `IN` list of three constants is a
/// temporary index built at every call).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn answers_since(conn: &Connection, sender: &str, since: &str) -> Result<u64, StoreError> {
    Ok(conn.query_row_cached(
        "SELECT COALESCE(SUM(CASE WHEN EXISTS (SELECT 1 FROM message_parts p WHERE p.message_key = m.key) \
             THEN (SELECT COUNT(*) FROM message_parts p WHERE p.message_key = m.key \
                   AND (p.outcome = 'refused' OR p.outcome = 'answered' OR p.outcome = 'unconfirmed')) \
             WHEN m.outcome = 'refused' OR m.outcome = 'answered' OR m.outcome = 'unconfirmed' THEN 1 \
             ELSE 0 END), 0) \
         FROM messages m WHERE m.sender = ?1 AND m.received_at > ?2",
        params![sender, since],
        |r| r.get::<_, i64>(0),
    )? as u64)
}

/// How many answers to the sender alone went, in messages received after
/// `since`, to all the addresses that play no game together, leaving out the
/// addresses of `organisers` (the `[arbiter] organisers`, whose answers have a
/// limit of their own; compared without case). Counted as [`answers_since`]
/// counts them per sender.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn stranger_answers_since(
    conn: &Connection,
    since: &str,
    organisers: &[String],
) -> Result<u64, StoreError> {
    // A list of lower-cased addresses between commas, which addresses do not
    // hold: `,a@b.org,c@d.org,`.
    let organisers: String = organisers
        .iter()
        .map(|o| format!("{},", o.trim().to_lowercase()))
        .collect();
    Ok(conn.query_row_cached(
        "SELECT COALESCE(SUM(CASE WHEN EXISTS (SELECT 1 FROM message_parts p WHERE p.message_key = m.key) \
             THEN (SELECT COUNT(*) FROM message_parts p WHERE p.message_key = m.key \
                   AND (p.outcome = 'refused' OR p.outcome = 'answered' OR p.outcome = 'unconfirmed')) \
             WHEN m.outcome = 'refused' OR m.outcome = 'answered' OR m.outcome = 'unconfirmed' THEN 1 \
             ELSE 0 END), 0) \
         FROM messages m WHERE m.received_at > ?1 AND m.sender IS NOT NULL \
         AND instr(?2, ',' || lower(m.sender) || ',') = 0 \
         AND NOT EXISTS (SELECT 1 FROM players pl JOIN games g \
                         ON g.white_id = pl.id OR g.black_id = pl.id WHERE pl.email = m.sender)",
        params![since, format!(",{organisers}")],
        |r| r.get::<_, i64>(0),
    )? as u64)
}

/// Commands waiting for the registered address to confirm them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirmation {
    /// The code the answer must carry (lower-case letters and digits).
    pub token: String,
    /// The game the held commands are for.
    pub game_id: GameId,
    /// The registered address that was asked.
    pub email: String,
    /// The commands, as JSON written by the arbiter.
    pub commands: String,
    /// [`game_stamp`] when the request was made.
    pub stamp: String,
    /// Key of the message that was not confirmed.
    pub message_key: String,
    /// Where the request stands.
    pub status: ConfirmationStatus,
}

/// Keeps a confirmation request (status `waiting`).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn add_confirmation(conn: &Connection, c: &Confirmation) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO confirmations (token, game_id, email, commands, stamp, message_key, status, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'waiting', ?7)",
        params![c.token, c.game_id, c.email, c.commands, c.stamp, c.message_key, now()],
    )?;
    Ok(())
}

/// The confirmation request with this token, if any.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn confirmation(conn: &Connection, token: &str) -> Result<Option<Confirmation>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT token, game_id, email, commands, stamp, message_key, status FROM confirmations \
             WHERE token = ?1",
            [token],
            |r| {
                Ok(Confirmation {
                    token: r.get(0)?,
                    game_id: r.get(1)?,
                    email: r.get(2)?,
                    commands: r.get(3)?,
                    stamp: r.get(4)?,
                    message_key: r.get(5)?,
                    status: r.get(6)?,
                })
            },
        )
        .optional()?)
}

/// Closes a waiting confirmation request as `applied` or `stale`; returns false when
/// it was not waiting (answered before).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn close_confirmation(
    conn: &Connection,
    token: &str,
    status: ConfirmationStatus,
) -> Result<bool, StoreError> {
    Ok(conn.execute_cached(
        "UPDATE confirmations SET status = ?2, answered_at = ?3 WHERE token = ?1 AND status = 'waiting'",
        params![token, status, now()],
    )? == 1)
}
