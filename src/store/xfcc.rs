//! The Xfcc passwords of players (`xfcc_passwords`): the hash of each
//! player's password, never the password, and whether the player wants the
//! mail about a move made from their chess program too. Players are named by
//! their address, compared without case as `players.email` is. The store only
//! keeps the hash; making and checking passwords is `arbiter::auth`'s.

use rusqlite::{params, Connection, OptionalExtension};

use super::{CachedStatements, StoreError};

/// Keeps `hash` (a PHC string) as the Xfcc password of the player at `email`,
/// made at `at` (RFC 3339, UTC), in place of an earlier one; the player's
/// choice about their own mail ([`own_mail`]) stays. Returns false when
/// `email` is no player (nothing kept).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_password(
    tx: &Connection,
    email: &str,
    hash: &str,
    at: &str,
) -> Result<bool, StoreError> {
    let changed = tx.execute_cached(
        "INSERT INTO xfcc_passwords (player_id, hash, created_at) \
         SELECT id, ?2, ?3 FROM players WHERE email = ?1 \
         ON CONFLICT (player_id) DO UPDATE SET hash = excluded.hash, created_at = excluded.created_at",
        params![email, hash, at],
    )?;
    Ok(changed > 0)
}

/// The hash of the Xfcc password of the player at `email`, `None` when the
/// address is no player or has no password.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn password_hash(conn: &Connection, email: &str) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT x.hash FROM xfcc_passwords x JOIN players p ON p.id = x.player_id \
             WHERE p.email = ?1",
            [email.trim()],
            |r| r.get(0),
        )
        .optional()?)
}

/// Forgets the Xfcc password of the player at `email` (with the choice about
/// their own mail); returns whether there was one.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn revoke(tx: &Connection, email: &str) -> Result<bool, StoreError> {
    let gone = tx.execute_cached(
        "DELETE FROM xfcc_passwords WHERE player_id IN (SELECT id FROM players WHERE email = ?1)",
        [email],
    )?;
    Ok(gone > 0)
}

/// Sets whether the player at `email` gets the mail about a move made from
/// their chess program (`xfcc mail on|off`). Returns false when the player
/// has no password (nothing set: the choice goes with a password).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_own_mail(tx: &Connection, email: &str, on: bool) -> Result<bool, StoreError> {
    let changed = tx.execute_cached(
        "UPDATE xfcc_passwords SET own_mail = ?2 \
         WHERE player_id IN (SELECT id FROM players WHERE email = ?1)",
        params![email, on],
    )?;
    Ok(changed > 0)
}

/// Whether the player at `email` gets the mail about a move made from their
/// chess program; false without a password, and by default.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn own_mail(conn: &Connection, email: &str) -> Result<bool, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT x.own_mail FROM xfcc_passwords x JOIN players p ON p.id = x.player_id \
             WHERE p.email = ?1",
            [email],
            |r| r.get::<_, bool>(0),
        )
        .optional()?
        .unwrap_or(false))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> Connection {
        let mut conn = Connection::open_in_memory().unwrap();
        crate::store::migrations().to_latest(&mut conn).unwrap();
        conn.execute_batch(
            "INSERT INTO players (id, email, created_at) VALUES (1, 'Ann@Example.org', 'x');",
        )
        .unwrap();
        conn
    }

    #[test]
    fn a_password_is_kept_replaced_and_revoked_by_address_in_any_case() {
        let conn = store();
        assert_eq!(password_hash(&conn, "ann@example.org").unwrap(), None);
        assert!(!own_mail(&conn, "ann@example.org").unwrap());
        assert!(!set_own_mail(&conn, "ann@example.org", true).unwrap());
        assert!(set_password(&conn, "ANN@example.org", "$argon2id$one", "t1").unwrap());
        assert_eq!(
            password_hash(&conn, "ann@example.org").unwrap().as_deref(),
            Some("$argon2id$one")
        );
        assert!(set_own_mail(&conn, "ann@example.org", true).unwrap());
        assert!(own_mail(&conn, "Ann@example.org").unwrap());
        // A new password replaces the old; the choice about mail stays.
        assert!(set_password(&conn, "ann@example.org", "$argon2id$two", "t2").unwrap());
        assert_eq!(
            password_hash(&conn, "ann@example.org").unwrap().as_deref(),
            Some("$argon2id$two")
        );
        assert!(own_mail(&conn, "ann@example.org").unwrap());
        let rows: i64 = conn
            .query_row("SELECT COUNT(*) FROM xfcc_passwords", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rows, 1);
        assert!(revoke(&conn, "ann@EXAMPLE.org").unwrap());
        assert!(!revoke(&conn, "ann@example.org").unwrap());
        assert_eq!(password_hash(&conn, "ann@example.org").unwrap(), None);
        assert!(!own_mail(&conn, "ann@example.org").unwrap());
        // No player, no password.
        assert!(!set_password(&conn, "bob@example.org", "$argon2id$x", "t").unwrap());
        assert_eq!(password_hash(&conn, "bob@example.org").unwrap(), None);
    }
}
