//! Players: an address becomes a player row on first use.

use rusqlite::{params, Connection};

use super::connection::{now, CachedStatements};
use super::error::StoreError;

/// Finds or adds a player by e-mail address (compared case-insensitively).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn player_id(conn: &Connection, email: &str) -> Result<i64, StoreError> {
    conn.execute_cached(
        "INSERT OR IGNORE INTO players (email, created_at) VALUES (?1, ?2)",
        params![email, now()],
    )?;
    Ok(
        conn.query_row_cached("SELECT id FROM players WHERE email = ?1", [email], |r| {
            r.get(0)
        })?,
    )
}
