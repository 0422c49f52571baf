//! Bouncing addresses: the mail of ours a delivery report is about (found by the
//! return token of its envelope sender, or by its Message-ID), and the marks of
//! the addresses reports said failed, one row per address: a spell of bouncing
//! runs from its first report until a mail from the address, or a report that a
//! mail arrived, clears it. Instants are RFC 3339 UTC text, the service's now.

use rusqlite::{params, Connection, OptionalExtension};

use super::connection::{all_rows, CachedStatements};
use super::error::StoreError;
use crate::corr::ids::GameId;

/// One of our mails, as a delivery report names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OurMail {
    /// Its Message-ID, without angle brackets.
    pub message_id: String,
    /// The one address it was sent to.
    pub to: String,
    /// The game it was about, if any.
    pub game_id: Option<GameId>,
}

fn our_mail(r: &rusqlite::Row<'_>) -> rusqlite::Result<OurMail> {
    Ok(OurMail {
        message_id: r.get(0)?,
        to: r.get(1)?,
        game_id: r.get(2)?,
    })
}

/// Our mail whose envelope sender carried the return token `token`
/// (lower-case, as queued).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mail_with_token(conn: &Connection, token: &str) -> Result<Option<OurMail>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT message_id, to_addr, game_id FROM outbox WHERE return_token = ?1",
            [token],
            our_mail,
        )
        .optional()?)
}

/// Our mail with the Message-ID `message_id` (without brackets).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mail_with_id(conn: &Connection, message_id: &str) -> Result<Option<OurMail>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT message_id, to_addr, game_id FROM outbox WHERE message_id = ?1",
            [message_id],
            our_mail,
        )
        .optional()?)
}

/// A failure a report gave for one address.
#[derive(Debug, Clone, Copy)]
pub struct Failure<'a> {
    /// The address that failed (the one our mail went to).
    pub address: &'a str,
    /// Why, as `mail::bounce::Cause::as_str` names it.
    pub cause: &'a str,
    /// The RFC 3463 status code, when the report gave one.
    pub status: Option<&'a str>,
    /// The mail server's words, on one line.
    pub diagnostic: Option<&'a str>,
    /// Our mail that bounced (its Message-ID).
    pub message_id: &'a str,
    /// The report's own key (`messages.key`).
    pub report_key: &'a str,
    /// When, RFC 3339 UTC.
    pub at: &'a str,
}

/// A bouncing address, or one that bounced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bounce {
    /// The address.
    pub address: String,
    /// Why, as `mail::bounce::Cause::as_str` names it.
    pub cause: String,
    /// The RFC 3463 status code of the latest report, if it gave one.
    pub status: Option<String>,
    /// The mail server's words in the latest report.
    pub diagnostic: Option<String>,
    /// Our mail the latest report was about.
    pub message_id: String,
    /// Reports in this spell.
    pub reports: i64,
    /// The first report of this spell, RFC 3339 UTC.
    pub first_at: String,
    /// The latest report, RFC 3339 UTC.
    pub last_at: String,
    /// When the organisers and opponents were told of this spell.
    pub told_at: Option<String>,
    /// When the mark was cleared; `None` while the address bounces.
    pub cleared_at: Option<String>,
}

const COLUMNS: &str = "address, cause, status, diagnostic, message_id, reports, first_at, \
                       last_at, told_at, cleared_at";

fn bounce(r: &rusqlite::Row<'_>) -> rusqlite::Result<Bounce> {
    Ok(Bounce {
        address: r.get(0)?,
        cause: r.get(1)?,
        status: r.get(2)?,
        diagnostic: r.get(3)?,
        message_id: r.get(4)?,
        reports: r.get(5)?,
        first_at: r.get(6)?,
        last_at: r.get(7)?,
        told_at: r.get(8)?,
        cleared_at: r.get(9)?,
    })
}

/// Marks `failure.address` as bouncing. Returns true when a new spell begins
/// (the address was not marked, or its mark was cleared): the caller tells the
/// organisers and opponents and calls [`mark_told`]; false when it already
/// bounces (the report counted, its words kept as the latest, nobody told again).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mark(conn: &Connection, failure: &Failure<'_>) -> Result<bool, StoreError> {
    let bouncing = bouncing_address(conn, failure.address)?.is_some();
    if bouncing {
        conn.execute_cached(
            "UPDATE bounces SET cause = ?2, status = ?3, diagnostic = ?4, message_id = ?5, \
             report_key = ?6, reports = reports + 1, last_at = ?7 WHERE address = ?1",
            params![
                failure.address,
                failure.cause,
                failure.status,
                failure.diagnostic,
                failure.message_id,
                failure.report_key,
                failure.at
            ],
        )?;
        return Ok(false);
    }
    conn.execute_cached(
        "INSERT INTO bounces (address, cause, status, diagnostic, message_id, report_key, \
         reports, first_at, last_at, told_at, cleared_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1, ?7, ?7, NULL, NULL) \
         ON CONFLICT (address) DO UPDATE SET cause = excluded.cause, status = excluded.status, \
         diagnostic = excluded.diagnostic, message_id = excluded.message_id, \
         report_key = excluded.report_key, reports = 1, first_at = excluded.first_at, \
         last_at = excluded.last_at, told_at = NULL, cleared_at = NULL",
        params![
            failure.address,
            failure.cause,
            failure.status,
            failure.diagnostic,
            failure.message_id,
            failure.report_key,
            failure.at
        ],
    )?;
    Ok(true)
}

/// Notes that the organisers and opponents were told of `address`'s spell at `at`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mark_told(conn: &Connection, address: &str, at: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE bounces SET told_at = ?2 WHERE address = ?1",
        params![address, at],
    )?;
    Ok(())
}

/// Clears the mark of `address` at `at`; true when it was bouncing.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn clear(conn: &Connection, address: &str, at: &str) -> Result<bool, StoreError> {
    Ok(conn.execute_cached(
        "UPDATE bounces SET cleared_at = ?2 WHERE address = ?1 AND cleared_at IS NULL",
        params![address, at],
    )? > 0)
}

/// The mark of `address` while it bounces; `None` when it does not.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn bouncing_address(conn: &Connection, address: &str) -> Result<Option<Bounce>, StoreError> {
    Ok(conn
        .query_row_cached(
            &format!("SELECT {COLUMNS} FROM bounces WHERE address = ?1 AND cleared_at IS NULL"),
            [address],
            bounce,
        )
        .optional()?)
}

/// Every address that bounces now, the latest report first.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn bouncing(conn: &Connection) -> Result<Vec<Bounce>, StoreError> {
    all_rows(
        conn,
        &format!(
            "SELECT {COLUMNS} FROM bounces WHERE cleared_at IS NULL \
             ORDER BY last_at DESC, address"
        ),
        [],
        bounce,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> Connection {
        let mut conn = Connection::open_in_memory().unwrap();
        crate::store::schema::migrations()
            .to_latest(&mut conn)
            .unwrap();
        conn
    }

    fn failure<'a>(address: &'a str, at: &'a str, cause: &'a str) -> Failure<'a> {
        Failure {
            address,
            cause,
            status: Some("5.2.2"),
            diagnostic: Some("552 5.2.2 Mailbox full"),
            message_id: "m.1@localhost",
            report_key: "<r.1@mx>",
            at,
        }
    }

    #[test]
    fn a_spell_begins_once_and_ends_when_cleared() {
        let conn = store();
        let bob = "bob@example.net";
        assert!(mark(
            &conn,
            &failure(bob, "2027-01-01T10:00:00.000Z", "mailbox-full")
        )
        .unwrap());
        mark_told(&conn, bob, "2027-01-01T10:00:00.000Z").unwrap();
        // A second report in the same spell: counted, nobody told again.
        assert!(!mark(
            &conn,
            &failure("BOB@example.net", "2027-01-02T10:00:00.000Z", "other")
        )
        .unwrap());
        let now = bouncing_address(&conn, bob).unwrap().unwrap();
        assert_eq!(now.reports, 2);
        assert_eq!(now.first_at, "2027-01-01T10:00:00.000Z");
        assert_eq!(now.last_at, "2027-01-02T10:00:00.000Z");
        assert_eq!(now.cause, "other");
        assert_eq!(now.told_at.as_deref(), Some("2027-01-01T10:00:00.000Z"));
        assert_eq!(bouncing(&conn).unwrap(), [now]);
        assert!(clear(&conn, bob, "2027-01-03T10:00:00.000Z").unwrap());
        assert!(!clear(&conn, bob, "2027-01-03T11:00:00.000Z").unwrap());
        assert_eq!(bouncing_address(&conn, bob).unwrap(), None);
        assert!(bouncing(&conn).unwrap().is_empty());
        // The next failure is a new spell, told again.
        assert!(mark(
            &conn,
            &failure(bob, "2027-02-01T10:00:00.000Z", "mailbox-full")
        )
        .unwrap());
        let again = bouncing_address(&conn, bob).unwrap().unwrap();
        assert_eq!((again.reports, again.told_at), (1, None));
        assert_eq!(again.first_at, "2027-02-01T10:00:00.000Z");
    }

    #[test]
    fn our_mails_are_found_by_token_and_id() {
        let conn = store();
        let reply = crate::store::NewReply {
            game_id: None,
            message_id: "m.1@localhost",
            in_reply_to: None,
            references: "",
            to: "bob@example.net",
            subject: "s",
            body: "b",
            reply_to: None,
            board: None,
            more_boards: None,
            list_id: None,
            language: "en",
        };
        crate::store::queue_reply(&conn, &reply).unwrap();
        let token: String = conn
            .query_row("SELECT return_token FROM outbox", [], |r| r.get(0))
            .unwrap();
        assert_eq!(token.len(), crate::store::RETURN_TOKEN_LEN);
        assert!(token
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
        let mail = OurMail {
            message_id: "m.1@localhost".into(),
            to: "bob@example.net".into(),
            game_id: None,
        };
        assert_eq!(mail_with_token(&conn, &token).unwrap(), Some(mail.clone()));
        assert_eq!(mail_with_id(&conn, "m.1@localhost").unwrap(), Some(mail));
        assert_eq!(mail_with_token(&conn, "0000000000000000").unwrap(), None);
        assert_eq!(mail_with_id(&conn, "other@localhost").unwrap(), None);
        // Every reply gets a token of its own.
        crate::store::queue_reply(
            &conn,
            &crate::store::NewReply {
                message_id: "m.2@localhost",
                ..reply
            },
        )
        .unwrap();
        let distinct: i64 = conn
            .query_row("SELECT COUNT(DISTINCT return_token) FROM outbox", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(distinct, 2);
    }
}
