//! Challenges by mail: one row per challenge, found by the token of
//! the request to the challenged player or by that of the request to the organisers.

use super::CachedStatements;
use chrono::{DateTime, Utc};
use rusqlite::{params, Connection, OptionalExtension, Row};

use super::clock_tables::{instant_text, read_instant};
use super::{now, StoreError};
use crate::board::color::Color;
use crate::corr::ids::GameId;

super::words::stored_words! {
    /// Where a challenge stands: the `challenges.status` column.
    pub enum ChallengeStatus: "challenge status" {
        /// Waiting for the challenged player's answer (`waiting`).
        Waiting = "waiting",
        /// Accepted, waiting for an organiser's approval (`approval`).
        Approval = "approval",
        /// Its game was made (`started`).
        Started = "started",
        /// Declined by the challenged player (`declined`).
        Declined = "declined",
        /// Refused by an organiser (`refused`).
        Refused = "refused",
        /// Not answered by its expiry, and the challenger told (`lapsed`).
        Lapsed = "lapsed",
    }
}

/// A stored challenge. `options` is a JSON object; `time_control` the canonical
/// text (`10/50d`); `status` one of [`ChallengeStatus`]: waiting (for the
/// challenged player), approval (accepted, for an organiser), started, declined,
/// refused (by an organiser), lapsed (not answered by `expires_at`, and the
/// challenger told).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    /// The code the challenged player's answer (`accept` or `decline`) carries.
    pub token: String,
    /// The challenger's address.
    pub challenger: String,
    /// The challenged player's address.
    pub challenged: String,
    /// The variant's id.
    pub variant: String,
    /// The variant's options, a JSON object.
    pub options: String,
    /// The canonical time control text, if any.
    pub time_control: Option<String>,
    /// The side the challenger plays.
    pub challenger_color: Color,
    /// Where the challenge stands.
    pub status: ChallengeStatus,
    /// The code the organisers' approval carries, when challenges need approval.
    pub approve_token: Option<String>,
    /// The game made from it, once started.
    pub game_id: Option<GameId>,
    /// The instant after which the challenged player can no longer accept.
    pub expires_at: DateTime<Utc>,
}

/// The columns [`from_row`] reads, in its order.
const COLUMNS: &str = "token, challenger, challenged, variant, options, time_control, \
     challenger_color, status, approve_token, game_id, expires_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<Challenge> {
    let expires: String = r.get(10)?;
    let expires_at = read_instant(&expires).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(10, rusqlite::types::Type::Text, Box::new(e))
    })?;
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
        expires_at,
    })
}

/// Stores a new challenge (its `status`, `approve_token` and `game_id` as given).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn add(conn: &Connection, c: &Challenge) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO challenges (token, challenger, challenged, variant, options, time_control, \
         challenger_color, status, approve_token, game_id, created_at, expires_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
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
            now(),
            instant_text(c.expires_at)
        ],
    )?;
    Ok(())
}

/// The challenge whose request token (or organisers' approval token) is `token`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn by_token(conn: &Connection, token: &str) -> Result<Option<Challenge>, StoreError> {
    Ok(conn
        .query_row_cached(
            &format!("SELECT {COLUMNS} FROM challenges WHERE token = ?1 OR approve_token = ?1"),
            [token],
            from_row,
        )
        .optional()?)
}

/// Sets a challenge's status, approval token and game.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn update(
    conn: &Connection,
    token: &str,
    status: ChallengeStatus,
    approve_token: Option<&str>,
    game_id: Option<GameId>,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE challenges SET status = ?2, approve_token = ?3, game_id = ?4 WHERE token = ?1",
        params![token, status, approve_token, game_id],
    )?;
    Ok(())
}

/// The challenges still waiting for the challenged player's answer whose expiry is
/// before `now`, oldest expiry first.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also for an expiry that does not read).
pub fn lapsing(conn: &Connection, now: DateTime<Utc>) -> Result<Vec<Challenge>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM challenges WHERE status = 'waiting' AND expires_at < ?1 \
         ORDER BY expires_at, token"
    ))?;
    let rows = stmt
        .query_map([instant_text(now)], from_row)?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A challenge made before challenges lapsed gets 14 days from its creation.
    #[test]
    fn older_challenges_get_fourteen_days() {
        let migrations = super::super::schema::migrations();
        let columns = |conn: &Connection| -> Vec<String> {
            let mut stmt = conn
                .prepare("SELECT name FROM pragma_table_info('challenges')")
                .unwrap();
            let names = stmt.query_map([], |r| r.get(0)).unwrap();
            names.map(Result::unwrap).collect()
        };
        // The newest schema whose challenges have no expiry yet.
        let mut conn = Connection::open_in_memory().unwrap();
        let mut version = 1;
        loop {
            migrations.to_version(&mut conn, version).unwrap();
            let names = columns(&conn);
            if names.iter().any(|c| c == "expires_at") {
                version -= 1;
                break;
            }
            version += 1;
        }
        let mut conn = Connection::open_in_memory().unwrap();
        migrations.to_version(&mut conn, version).unwrap();
        assert!(columns(&conn).iter().any(|c| c == "token"));
        conn.execute_cached(
            "INSERT INTO challenges (token, challenger, challenged, variant, options, \
             challenger_color, status, created_at) VALUES ('t1', 'a@x', 'b@x', 'chess', '{}', \
             'white', 'waiting', '2026-11-23T10:00:00.123Z')",
            [],
        )
        .unwrap();
        migrations.to_latest(&mut conn).unwrap();
        let c = by_token(&conn, "t1").unwrap().unwrap();
        assert_eq!(instant_text(c.expires_at), "2026-12-07T10:00:00Z");
        let late = read_instant("2026-12-07T10:00:01Z").unwrap();
        assert_eq!(lapsing(&conn, late).unwrap(), vec![c]);
    }
}
