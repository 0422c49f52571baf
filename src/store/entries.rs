//! Entries by mail: a tournament's entry rules (open until an
//! instant, at most so many players) and the entries waiting for the player to
//! confirm them (by the confirmation token, so that an entry comes from the address
//! that plays). The entrants themselves are `tournament_players`
//! ([`super::tournament_tables`]).

use super::CachedStatements;
use rusqlite::{params, Connection, OptionalExtension};

use super::StoreError;

super::words::stored_words! {
    /// Where an entry to a tournament stands: the `tournament_entries.status`
    /// column.
    pub enum EntryStatus: "entry status" {
        /// Waiting for the player's confirmation (`waiting`).
        Waiting = "waiting",
        /// Confirmed: the player is an entrant (`entered`).
        Entered = "entered",
        /// Withdrawn by the player before the start (`cancelled`).
        Cancelled = "cancelled",
        /// The event closed its entries first (`stale`).
        Stale = "stale",
    }
}

/// How a tournament takes entries by mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryRules {
    /// The tournament's number.
    pub tournament_id: i64,
    /// RFC 3339 UTC: the last instant an entry is taken.
    pub entries_until: String,
    /// At most this many entrants; `None`: no limit.
    pub max_players: Option<u32>,
    /// Only players rated at least this (the arbiter's rating in the event's
    /// variant, else a rating from elsewhere); `None`: anyone.
    pub min_rating: Option<u32>,
    /// RFC 3339 UTC, once the entrants were told that entries are closed.
    pub closed_at: Option<String>,
}

/// An entry rules row: tournament_id, entries_until, max_players, closed_at,
/// min_rating.
fn rules_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<EntryRules> {
    Ok(EntryRules {
        tournament_id: r.get(0)?,
        entries_until: r.get(1)?,
        max_players: r.get(2)?,
        closed_at: r.get(3)?,
        min_rating: r.get(4)?,
    })
}

/// Opens tournament `id` for entries by mail.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn open(conn: &Connection, rules: &EntryRules) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO tournament_entry_rules (tournament_id, entries_until, max_players, closed_at, \
         min_rating) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            rules.tournament_id,
            rules.entries_until,
            rules.max_players,
            rules.closed_at,
            rules.min_rating
        ],
    )?;
    Ok(())
}

/// The entry rules of tournament `id`, when it takes entries by mail.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn rules(conn: &Connection, id: i64) -> Result<Option<EntryRules>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT tournament_id, entries_until, max_players, closed_at, min_rating \
             FROM tournament_entry_rules WHERE tournament_id = ?1",
            [id],
            rules_from_row,
        )
        .optional()?)
}

/// The tournaments still registering whose entries are not yet closed, with
/// their rules.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn open_ones(conn: &Connection) -> Result<Vec<EntryRules>, StoreError> {
    super::all_rows(
        conn,
        "SELECT r.tournament_id, r.entries_until, r.max_players, r.closed_at, r.min_rating \
         FROM tournament_entry_rules r JOIN tournaments t ON t.id = r.tournament_id \
         WHERE r.closed_at IS NULL AND t.status = 'registering' ORDER BY r.tournament_id",
        [],
        rules_from_row,
    )
}

/// Marks the entries of tournament `id` closed at `at` (RFC 3339).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn close(conn: &Connection, id: i64, at: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE tournament_entry_rules SET closed_at = ?2 WHERE tournament_id = ?1 AND closed_at IS NULL",
        params![id, at],
    )?;
    Ok(())
}

/// An entry waiting for the player's confirmation, or answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The code the player's confirmation carries.
    pub token: String,
    /// The tournament's number.
    pub tournament_id: i64,
    /// The address that asked to enter (the playing address).
    pub email: String,
    /// Where the entry stands.
    pub status: EntryStatus,
}

/// Keeps an entry waiting for its confirmation.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn add(conn: &Connection, entry: &Entry, at: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO tournament_entries (token, tournament_id, email, status, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            entry.token,
            entry.tournament_id,
            entry.email,
            entry.status,
            at
        ],
    )?;
    Ok(())
}

/// The entry with this confirmation token.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn by_token(conn: &Connection, token: &str) -> Result<Option<Entry>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT token, tournament_id, email, status FROM tournament_entries WHERE token = ?1",
            [token],
            |r| {
                Ok(Entry {
                    token: r.get(0)?,
                    tournament_id: r.get(1)?,
                    email: r.get(2)?,
                    status: r.get(3)?,
                })
            },
        )
        .optional()?)
}

/// Sets the status of the entry with this token.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_status(conn: &Connection, token: &str, status: EntryStatus) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE tournament_entries SET status = ?2 WHERE token = ?1",
        params![token, status],
    )?;
    Ok(())
}

/// Takes the entrant with this address out of tournament `id` before its start
/// and closes the gap in the pairing numbers (the later entrants move up one);
/// true when there was such an entrant.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn remove_entrant(conn: &Connection, id: i64, email: &str) -> Result<bool, StoreError> {
    let seat: Option<u32> = conn
        .query_row_cached(
            "SELECT tp.seat FROM tournament_players tp JOIN players p ON p.id = tp.player_id \
             WHERE tp.tournament_id = ?1 AND p.email = ?2 COLLATE NOCASE",
            params![id, email],
            |r| r.get(0),
        )
        .optional()?;
    let Some(seat) = seat else {
        return Ok(false);
    };
    conn.execute_cached(
        "DELETE FROM tournament_players WHERE tournament_id = ?1 AND seat = ?2",
        params![id, seat],
    )?;
    // Two steps, so that no seat is taken twice on the way (the primary key).
    conn.execute_cached(
        "UPDATE tournament_players SET seat = -seat WHERE tournament_id = ?1 AND seat > ?2",
        params![id, seat],
    )?;
    conn.execute_cached(
        "UPDATE tournament_players SET seat = -seat - 1 WHERE tournament_id = ?1 AND seat < 0",
        params![id],
    )?;
    Ok(true)
}
