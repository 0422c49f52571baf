//! Where reading each IMAP mailbox stopped (UIDVALIDITY and last handled UID).

use rusqlite::{params, Connection, OptionalExtension};

use super::connection::{now, CachedStatements};
use super::error::StoreError;

/// Where reading an IMAP mailbox stopped: (UIDVALIDITY, last handled UID).
/// `mailbox` names user, server and folder (`user@host:port/folder`).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn imap_position(conn: &Connection, mailbox: &str) -> Result<Option<(u32, u32)>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT uid_validity, last_uid FROM imap_state WHERE mailbox = ?1",
            [mailbox],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

/// Remembers where reading an IMAP mailbox stopped (see [`imap_position`]).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn save_imap_position(
    conn: &Connection,
    mailbox: &str,
    uid_validity: u32,
    last_uid: u32,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO imap_state (mailbox, uid_validity, last_uid, updated_at) VALUES (?1, ?2, ?3, ?4) \
         ON CONFLICT (mailbox) DO UPDATE SET uid_validity = ?2, last_uid = ?3, updated_at = ?4",
        params![mailbox, uid_validity, last_uid, now()],
    )?;
    Ok(())
}
