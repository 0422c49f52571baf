//! Challenges by mail (issue 13 §5): one row per challenge, found by the token of
//! the request to the challenged player or by that of the request to the organisers.

use rusqlite::{params, Connection, OptionalExtension};

use super::{now, StoreError};

/// A stored challenge. `options` is a JSON object; `time_control` the canonical
/// text (`10/50d`); `challenger_color` `white` or `black`; `status` one of
/// `waiting` (for the challenged player), `approval` (accepted, for an organiser),
/// `started`, `declined`, `refused` (by an organiser).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    pub token: String,
    pub challenger: String,
    pub challenged: String,
    pub variant: String,
    pub options: String,
    pub time_control: Option<String>,
    pub challenger_color: String,
    pub status: String,
    pub approve_token: Option<String>,
    pub game_id: Option<i64>,
}

/// Stores a new challenge (its `status`, `approve_token` and `game_id` as given).
///
/// Errors: [`StoreError::Sqlite`].
pub fn add(conn: &Connection, c: &Challenge) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO challenges (token, challenger, challenged, variant, options, time_control, \
         challenger_color, status, approve_token, game_id, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            c.token,
            c.challenger,
            c.challenged,
            c.variant,
            c.options,
            c.time_control,
            c.challenger_color,
            c.status,
            c.approve_token,
            c.game_id,
            now()
        ],
    )?;
    Ok(())
}

/// The challenge whose request token (or organisers' approval token) is `token`.
///
/// Errors: [`StoreError::Sqlite`].
pub fn by_token(conn: &Connection, token: &str) -> Result<Option<Challenge>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT token, challenger, challenged, variant, options, time_control, \
             challenger_color, status, approve_token, game_id FROM challenges \
             WHERE token = ?1 OR approve_token = ?1",
            [token],
            |r| {
                Ok(Challenge {
                    token: r.get(0)?,
                    challenger: r.get(1)?,
                    challenged: r.get(2)?,
                    variant: r.get(3)?,
                    options: r.get(4)?,
                    time_control: r.get(5)?,
                    challenger_color: r.get(6)?,
                    status: r.get(7)?,
                    approve_token: r.get(8)?,
                    game_id: r.get(9)?,
                })
            },
        )
        .optional()?)
}

/// Sets a challenge's status, approval token and game.
///
/// Errors: [`StoreError::Sqlite`].
pub fn update(
    conn: &Connection,
    token: &str,
    status: &str,
    approve_token: Option<&str>,
    game_id: Option<i64>,
) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE challenges SET status = ?2, approve_token = ?3, game_id = ?4 WHERE token = ?1",
        params![token, status, approve_token, game_id],
    )?;
    Ok(())
}
