//! What `arbiter status` shows: the outbox queue, the last mail
//! handled, recent sending errors, the held messages and the addresses whose mail
//! comes back (bounces), read from the store with plain reads (no write lock, so
//! it works while the daemon runs).

use super::CachedStatements;
use rusqlite::{Connection, OptionalExtension};

use super::StoreError;

/// A summary of the store for operators.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Status {
    /// Replies waiting to be sent (never tried, or failed and waiting for a retry).
    pub waiting: i64,
    /// Of `waiting`, those that failed at least once.
    pub retrying: i64,
    /// Replies given up after their last attempt (status `failed`).
    pub failed: i64,
    /// When the oldest waiting reply was queued (RFC 3339), if any waits.
    pub oldest_waiting: Option<String>,
    /// When the next retry is due (RFC 3339), if a failed reply waits.
    pub next_retry: Option<String>,
    /// Replies sent so far.
    pub sent: i64,
    /// Mails handled so far (every outcome).
    pub handled: i64,
    /// The last mail handled, if any.
    pub last_mail: Option<LastMail>,
    /// Up to [`RECENT`] replies that failed, newest first.
    pub recent_errors: Vec<SendError>,
    /// Messages held for the organisers (`arbiter held list`).
    pub held: i64,
    /// The addresses whose mail comes back undelivered, the latest report first
    /// (`store::bounces`).
    pub bouncing: Vec<super::bounces::Bounce>,
}

/// The most recently handled mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastMail {
    /// `<Message-ID>` or `sha256:...`.
    pub key: String,
    /// The sender's address, when the mail had one.
    pub sender: Option<String>,
    /// What became of it.
    pub outcome: super::MessageOutcome,
    /// When it was handled (RFC 3339, UTC).
    pub received_at: String,
}

/// A reply whose sending failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SendError {
    /// The reply's recipient.
    pub to: String,
    /// Waiting (to be retried) or failed (given up).
    pub status: super::OutboxStatus,
    /// Tries so far.
    pub attempts: i64,
    /// The last try's error, in words.
    pub error: String,
    /// When it is tried again (RFC 3339), for a waiting reply.
    pub next_attempt_at: Option<String>,
}

/// How many failed replies [`status`] lists.
pub const RECENT: usize = 5;

/// Reads the summary.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn status(conn: &Connection) -> Result<Status, StoreError> {
    let count = |sql: &str| -> Result<i64, StoreError> {
        Ok(conn.query_row_cached(sql, [], |r| r.get(0))?)
    };
    let mut status = Status {
        waiting: count("SELECT COUNT(*) FROM outbox WHERE status = 'waiting'")?,
        retrying: count("SELECT COUNT(*) FROM outbox WHERE status = 'waiting' AND attempts > 0")?,
        failed: count("SELECT COUNT(*) FROM outbox WHERE status = 'failed'")?,
        sent: count("SELECT COUNT(*) FROM outbox WHERE status = 'sent'")?,
        handled: count("SELECT COUNT(*) FROM messages")?,
        held: count("SELECT COUNT(*) FROM messages WHERE outcome = 'held'")?,
        ..Status::default()
    };
    status.oldest_waiting = conn.query_row_cached(
        "SELECT MIN(created_at) FROM outbox WHERE status = 'waiting'",
        [],
        |r| r.get(0),
    )?;
    status.next_retry = conn.query_row_cached(
        "SELECT MIN(next_attempt_at) FROM outbox WHERE status = 'waiting' AND attempts > 0",
        [],
        |r| r.get(0),
    )?;
    status.last_mail = conn
        .query_row_cached(
            "SELECT key, sender, outcome, received_at FROM messages ORDER BY id DESC LIMIT 1",
            [],
            |r| {
                Ok(LastMail {
                    key: r.get(0)?,
                    sender: r.get(1)?,
                    outcome: r.get(2)?,
                    received_at: r.get(3)?,
                })
            },
        )
        .optional()?;
    let mut stmt = conn.prepare_cached(
        "SELECT to_addr, status, attempts, last_error, next_attempt_at FROM outbox \
         WHERE last_error IS NOT NULL AND status <> 'sent' ORDER BY id DESC LIMIT ?1",
    )?;
    let rows = stmt.query_map([RECENT as i64], |r| {
        Ok(SendError {
            to: r.get(0)?,
            status: r.get(1)?,
            attempts: r.get(2)?,
            error: r.get(3)?,
            next_attempt_at: r.get(4)?,
        })
    })?;
    status.recent_errors = rows.collect::<Result<Vec<_>, _>>()?;
    status.bouncing = super::bounces::bouncing(conn)?;
    Ok(status)
}
