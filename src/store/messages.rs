//! Messages seen (one record per handled mail, the duplicate check) and the
//! messages held for the organisers with their kept bytes.

use rusqlite::{params, Connection, OptionalExtension};

use super::connection::CachedStatements;
use super::error::StoreError;
use crate::corr::ids::GameId;

super::words::stored_words! {
    /// The outcome of one incoming message, kept in the `messages.outcome` and
    /// `message_parts.outcome` columns and written in the log as its word:
    /// `applied`, `partly`, `refused`, `answered`, `unconfirmed`, `rate-limited`,
    /// `held`, `ignored-automatic`, `bounce`, `unreadable`, `duplicate`.
    pub enum MessageOutcome: "message outcome" {
        /// Its commands changed a game (or made one, or an organiser's command was
        /// carried out).
        Applied = "applied",
        /// A mail with turns for several games (`Game 12: Nf3`) some of whose parts
        /// changed their game while others did not (refused, asked to confirm, held,
        /// or unanswered past the hourly limit); each part's outcome is in the
        /// detail and in the `message_parts` table.
        Partly = "partly",
        /// Refused: the sender was told why, and nothing changed.
        Refused = "refused",
        /// Answered without a change (help, the board, a notice).
        Answered = "answered",
        /// Commands that would change a game came without proof: a confirmation
        /// request went to the registered address.
        Unconfirmed = "unconfirmed",
        /// An answer to the sender alone was due but not sent: the sender had too
        /// many in the last hour, or the same refusal went to the same address within
        /// a day (RFC 3834 section 2).
        RateLimited = "rate-limited",
        /// Kept for the organisers: past the search limits of `[limits]`, or a wrong
        /// secret while someone guesses (`message::guard`).
        Held = "held",
        /// Automatic mail (RFC 3834 Auto-Submitted, bounces, lists): never answered.
        IgnoredAutomatic = "ignored-automatic",
        /// A delivery report about one of the arbiter's own mails
        /// (`message::bounces`): the address it failed for marked as bouncing, or
        /// its mark cleared; never answered.
        Bounce = "bounce",
        /// No usable or trustworthy sender: nobody to answer.
        Unreadable = "unreadable",
        /// Handled before (same Message-ID, or same bytes).
        Duplicate = "duplicate",
    }
}

/// What became of an incoming message.
#[derive(Debug, Clone)]
pub struct MessageRecord<'a> {
    /// `<Message-ID>` or `sha256:<hex>` of the raw bytes.
    pub key: &'a str,
    /// The sender's address, if it could be read.
    pub sender: Option<&'a str>,
    /// The Subject, if any.
    pub subject: Option<&'a str>,
    /// The game's number, if the message belongs to one.
    pub game_id: Option<GameId>,
    /// What became of it.
    pub outcome: MessageOutcome,
    /// What was done or refused, in words.
    pub detail: &'a str,
    /// Maildir file name, to find the message again.
    pub source: &'a str,
    /// When it was handled, RFC 3339 UTC with milliseconds (the arbiter's now).
    pub received_at: &'a str,
}

/// True when a message with this key was handled before.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn message_seen(conn: &Connection, key: &str) -> Result<bool, StoreError> {
    Ok(
        conn.query_row_cached("SELECT COUNT(*) FROM messages WHERE key = ?1", [key], |r| {
            r.get::<_, i64>(0)
        })? > 0,
    )
}

/// A message held for the organisers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldMessage {
    /// `<Message-ID>` or `sha256:...`, as in the messages table.
    pub key: String,
    /// The sender's address, if it could be read.
    pub sender: Option<String>,
    /// The Subject, if any.
    pub subject: Option<String>,
    /// The game's number, if the message belongs to one.
    pub game_id: Option<GameId>,
    /// Why it is held.
    pub detail: String,
    /// The inbox file name (Maildir id) it came from.
    pub source: String,
    /// When it was received (RFC 3339, UTC).
    pub received_at: String,
}

/// The held messages, oldest first.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn held_messages(conn: &Connection) -> Result<Vec<HeldMessage>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT key, sender, subject, game_id, detail, source, received_at FROM messages \
         WHERE outcome = 'held' ORDER BY id",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok(HeldMessage {
            key: r.get(0)?,
            sender: r.get(1)?,
            subject: r.get(2)?,
            game_id: r.get(3)?,
            detail: r.get(4)?,
            source: r.get(5)?,
            received_at: r.get(6)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Keeps the bytes of the held message `key`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn keep_held_raw(conn: &Connection, key: &str, raw: &[u8]) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT OR REPLACE INTO held_raw (key, raw) VALUES (?1, ?2)",
        params![key, raw],
    )?;
    Ok(())
}

/// The kept bytes of the held message `key`, read without changing anything (so
/// that a release can check the mail's DKIM signature before its write
/// transaction); `None` when it is not held.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn held_raw(conn: &Connection, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT h.raw FROM messages m JOIN held_raw h ON h.key = m.key \
             WHERE m.key = ?1 AND m.outcome = 'held'",
            [key],
            |r| r.get(0),
        )
        .optional()?)
}

/// Removes the `held` record of the message `key` and its kept bytes (to judge it
/// again in the same transaction); returns (source, bytes), or `None` when it is
/// not held.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn take_held(conn: &Connection, key: &str) -> Result<Option<(String, Vec<u8>)>, StoreError> {
    let found: Option<(String, Vec<u8>)> = conn
        .query_row_cached(
            "SELECT m.source, h.raw FROM messages m JOIN held_raw h ON h.key = m.key \
             WHERE m.key = ?1 AND m.outcome = 'held'",
            [key],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    if found.is_some() {
        conn.execute_cached(
            "DELETE FROM messages WHERE key = ?1 AND outcome = 'held'",
            [key],
        )?;
        conn.execute_cached("DELETE FROM held_raw WHERE key = ?1", [key])?;
        conn.execute_cached("DELETE FROM message_parts WHERE message_key = ?1", [key])?;
    }
    Ok(found)
}

/// What became of one game part of a mail with parts for several games.
#[derive(Debug, Clone)]
pub struct PartRecord<'a> {
    /// The mail's key, as in the messages table.
    pub message_key: &'a str,
    /// The part's game.
    pub game_id: GameId,
    /// The part's outcome, written as the messages table writes a mail's.
    pub outcome: MessageOutcome,
    /// What was done or refused, in words.
    pub detail: &'a str,
}

/// Records one game part of the mail `part.message_key` (the hourly limit of
/// answers counts the answered parts of such a mail).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn record_part(conn: &Connection, part: &PartRecord<'_>) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO message_parts (message_key, game_id, outcome, detail) VALUES (?1, ?2, ?3, ?4)",
        params![part.message_key, part.game_id, part.outcome, part.detail],
    )?;
    Ok(())
}

/// Records a handled message; returns its row id.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (a duplicate key is an error: callers check first).
pub fn record_message(conn: &Connection, m: &MessageRecord<'_>) -> Result<i64, StoreError> {
    conn.execute_cached(
        "INSERT INTO messages (key, sender, subject, game_id, outcome, detail, source, received_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![m.key, m.sender, m.subject, m.game_id, m.outcome, m.detail, m.source, m.received_at],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The held parts of the mail `message_key` (parts for several games, one of
/// which was held while its game was guarded): each part's game and detail.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn held_parts(
    conn: &Connection,
    message_key: &str,
) -> Result<Vec<(GameId, String)>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT game_id, detail FROM message_parts WHERE message_key = ?1 AND outcome = 'held' \
         ORDER BY id",
    )?;
    let rows = stmt.query_map([message_key], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}
