//! The outbox: queuing replies, reading the due ones a page at a time, marking
//! them sent or failed, and finding our earlier replies to thread the next.

use rusqlite::{params, Connection, OptionalExtension};

use super::connection::{all_rows, now, CachedStatements};
use super::error::StoreError;
use crate::corr::ids::GameId;
use crate::mail::outbound::QueuedReply;

super::words::stored_words! {
    /// Where a queued reply stands: the `outbox.status` column.
    pub enum OutboxStatus: "reply status" {
        /// To be sent, or tried again after a failure (`waiting`).
        Waiting = "waiting",
        /// Sent (`sent`).
        Sent = "sent",
        /// Given up after too many failures (`failed`).
        Failed = "failed",
    }
}

/// A reply to queue.
#[derive(Debug, Clone)]
pub struct NewReply<'a> {
    /// The game's number, if the reply belongs to one.
    pub game_id: Option<GameId>,
    /// Our own Message-ID, without angle brackets.
    pub message_id: &'a str,
    /// The Message-ID answered, without angle brackets.
    pub in_reply_to: Option<&'a str>,
    /// Space-separated Message-IDs, without angle brackets.
    pub references: &'a str,
    /// The recipient's address.
    pub to: &'a str,
    /// The subject line.
    pub subject: &'a str,
    /// The body text.
    pub body: &'a str,
    /// The Reply-To address: the player's code for the game in a plus-address;
    /// `None` for none.
    pub reply_to: Option<&'a str>,
    /// The board the text shows, as JSON (a `output::drawing::Board` from the reader's
    /// side), from which the HTML part draws its table; `None` when
    /// the reply shows no board.
    pub board: Option<&'a str>,
    /// The boards the text shows after `board`, as a JSON array (a digest's
    /// games); `None` when it shows one board or none.
    pub more_boards: Option<&'a str>,
    /// The RFC 2919 List-Id of bulk mail (`Open Cup <tournament-1.example.org>`),
    /// sent with `Precedence: bulk`; `None` for a reply to one person.
    pub list_id: Option<&'a str>,
    /// The language the text is written in (ISO 639-1 code, `de`).
    pub language: &'a str,
}

/// Queues a reply in the outbox: its state in `outbox`, its text and board in
/// `outbox_content` under the same id (so that its "sent" mark rewrites a small
/// row), and a fresh return token ([`return_token`]) for its envelope sender.
/// Returns its id.
///
/// # Errors
///
/// [`StoreError::Sqlite`]; [`StoreError::Random`].
pub fn queue_reply(conn: &Connection, r: &NewReply<'_>) -> Result<i64, StoreError> {
    let token = return_token()?;
    conn.execute_cached(
        "INSERT INTO outbox (game_id, message_id, in_reply_to, refs, to_addr, subject, status, attempts, \
         created_at, reply_to, list_id, return_token) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'waiting', 0, ?7, ?8, ?9, ?10)",
        params![r.game_id, r.message_id, r.in_reply_to, r.references, r.to, r.subject, now(), r.reply_to, r.list_id, token],
    )?;
    let id = conn.last_insert_rowid();
    conn.execute_cached(
        "INSERT INTO outbox_content (id, body, board, more_boards, language) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![id, r.body, r.board, r.more_boards, r.language],
    )?;
    Ok(id)
}

/// Symbols in a reply's return token: 16 hexadecimal digits, 64 bits.
pub const RETURN_TOKEN_LEN: usize = 16;

/// A fresh return token: [`RETURN_TOKEN_LEN`] lower-case hexadecimal digits from
/// the operating system's random source. It is the tag `b-TOKEN` of the reply's
/// envelope sender (`mail::bounce::return_tag`), where a delivery report comes
/// back; being random, it is known only to the mail servers the reply passed
/// (a forged report cannot name it).
///
/// # Errors
///
/// [`StoreError::Random`] when the random source fails.
pub fn return_token() -> Result<String, StoreError> {
    let mut bytes = [0u8; RETURN_TOKEN_LEN / 2];
    getrandom::getrandom(&mut bytes).map_err(|e| StoreError::Random(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Replies waiting to be sent whose next attempt is due at `now_text` (RFC 3339),
/// in id order: at most `limit` of them with an id above `after_id` (0 for the
/// first page). Delivery reads them a page at a time, so that a poll with
/// thousands of replies does not hold every body and board in memory at once.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn due_replies(
    conn: &Connection,
    now_text: &str,
    after_id: i64,
    limit: usize,
) -> Result<Vec<QueuedReply>, StoreError> {
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    // Walks `outbox_due` (status, id) from `after_id` and stops at `limit`: no
    // sort of every waiting reply.
    all_rows(conn, "SELECT o.id, o.game_id, o.message_id, o.in_reply_to, o.refs, o.to_addr, o.subject, c.body, \
         o.attempts, o.reply_to, c.board, o.list_id, c.more_boards, c.language, o.return_token \
         FROM outbox o JOIN outbox_content c ON c.id = o.id \
         WHERE o.status = 'waiting' AND (o.next_attempt_at IS NULL OR o.next_attempt_at <= ?1) AND o.id > ?2 \
         ORDER BY o.id LIMIT ?3", params![now_text, after_id, limit], |r| {
        Ok(QueuedReply {
            id: r.get(0)?,
            game_id: r.get(1)?,
            message_id: r.get(2)?,
            in_reply_to: r.get(3)?,
            references: r.get(4)?,
            to: r.get(5)?,
            subject: r.get(6)?,
            body: r.get(7)?,
            attempts: r.get(8)?,
            reply_to: r.get(9)?,
            board: r.get(10)?,
            list_id: r.get(11)?,
            more_boards: r.get(12)?,
            language: r.get(13)?,
            return_token: r.get(14)?,
        })
    })
}

/// What the body of a reply that carried a secret reads once it is sent or
/// given up ([`mark_secret`]).
pub const SECRET_BODY: &str = "(this mail carried a secret: its text is not kept)";

/// Marks the reply `id` as carrying a secret (an Xfcc password): its body is
/// replaced by [`SECRET_BODY`] when it is marked sent, or failed for good, so
/// that the secret stays in the store only while the reply waits.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mark_secret(conn: &Connection, id: i64) -> Result<(), StoreError> {
    conn.execute_cached("UPDATE outbox SET secret = 1 WHERE id = ?1", [id])?;
    Ok(())
}

/// Replaces the body of reply `id` by [`SECRET_BODY`] when `secret` says it
/// carried a secret.
fn forget_secret(conn: &Connection, id: i64, secret: Option<bool>) -> Result<(), StoreError> {
    if secret == Some(true) {
        conn.execute_cached(
            "UPDATE outbox_content SET body = ?2 WHERE id = ?1",
            params![id, SECRET_BODY],
        )?;
    }
    Ok(())
}

/// Marks a reply sent; the body of one that carried a secret is forgotten
/// ([`mark_secret`]).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mark_sent(conn: &Connection, id: i64) -> Result<(), StoreError> {
    let secret = conn
        .query_row_cached(
            "UPDATE outbox SET status = 'sent', sent_at = ?2, last_error = NULL WHERE id = ?1 \
             RETURNING secret",
            params![id, now()],
            |r| r.get::<_, bool>(0),
        )
        .optional()?;
    forget_secret(conn, id, secret)
}

/// Records a failed attempt; the reply is tried again at `next_attempt_at`, or
/// given up (`failed`) after `give_up` is true (the body of a reply that
/// carried a secret is then forgotten, [`mark_secret`]).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mark_failed(
    conn: &Connection,
    id: i64,
    error: &str,
    next_attempt_at: &str,
    give_up: bool,
) -> Result<(), StoreError> {
    let secret = conn
        .query_row_cached(
            "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, next_attempt_at = ?3, \
             status = CASE WHEN ?4 THEN 'failed' ELSE 'waiting' END WHERE id = ?1 RETURNING secret",
            params![id, error, next_attempt_at, give_up],
            |r| r.get::<_, bool>(0),
        )
        .optional()?;
    if give_up {
        forget_secret(conn, id, secret)?;
    }
    Ok(())
}

/// The game an earlier reply of ours belonged to, by its Message-ID (no brackets).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn game_of_our_message(
    conn: &Connection,
    message_id: &str,
) -> Result<Option<GameId>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT game_id FROM outbox WHERE message_id = ?1",
            [message_id],
            |r| r.get::<_, Option<GameId>>(0),
        )
        .optional()?
        .flatten())
}

/// The subjects of our earlier replies with these Message-IDs (no brackets), in
/// the order of `message_ids`; ids that are not ours are left out.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn subjects_of_our_messages(
    conn: &Connection,
    message_ids: &[String],
) -> Result<Vec<String>, StoreError> {
    let mut out = Vec::new();
    for id in message_ids {
        let subject = conn
            .query_row_cached(
                "SELECT subject FROM outbox WHERE message_id = ?1",
                [id],
                |r| r.get::<_, String>(0),
            )
            .optional()?;
        out.extend(subject);
    }
    Ok(out)
}

/// The subject of our latest reply to `to` about game `game_id`, if any.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn last_subject_to(
    conn: &Connection,
    game_id: GameId,
    to: &str,
) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT subject FROM outbox WHERE game_id = ?1 AND to_addr = ?2 ORDER BY id DESC LIMIT 1",
            params![game_id, to],
            |r| r.get(0),
        )
        .optional()?)
}

/// The Message-ID of our latest reply to `to` about a game, to thread the next one.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn last_reply_to(
    conn: &Connection,
    game_id: GameId,
    to: &str,
) -> Result<Option<(String, String)>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT message_id, refs FROM outbox WHERE game_id = ?1 AND to_addr = ?2 ORDER BY id DESC LIMIT 1",
            params![game_id, to],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

/// The earliest time (RFC 3339 text) at which a waiting reply is due again, if any
/// reply waits; a reply never tried yet counts as due now.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn next_attempt_at(conn: &Connection) -> Result<Option<String>, StoreError> {
    Ok(conn.query_row_cached(
        "SELECT MIN(COALESCE(next_attempt_at, '')) FROM outbox WHERE status = 'waiting'",
        [],
        |r| r.get::<_, Option<String>>(0),
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply<'a>(message_id: &'a str, body: &'a str) -> NewReply<'a> {
        NewReply {
            game_id: None,
            message_id,
            in_reply_to: None,
            references: "",
            to: "ann@example.org",
            subject: "s",
            body,
            reply_to: None,
            board: None,
            more_boards: None,
            list_id: None,
            language: "en",
        }
    }

    fn body(conn: &Connection, id: i64) -> String {
        conn.query_row("SELECT body FROM outbox_content WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .unwrap()
    }

    /// A reply that carries a secret keeps its body while it waits, and loses
    /// it once sent or given up; other replies keep theirs.
    #[test]
    fn a_secret_body_is_forgotten_once_sent_or_given_up() {
        let mut conn = Connection::open_in_memory().unwrap();
        crate::store::migrations().to_latest(&mut conn).unwrap();
        let plain = queue_reply(&conn, &reply("a@x", "plain text")).unwrap();
        let secret = queue_reply(&conn, &reply("b@x", "    pass-word")).unwrap();
        let failing = queue_reply(&conn, &reply("c@x", "    other-word")).unwrap();
        mark_secret(&conn, secret).unwrap();
        mark_secret(&conn, failing).unwrap();
        mark_failed(&conn, failing, "busy", "2026-01-01T00:00:00Z", false).unwrap();
        assert_eq!(body(&conn, failing), "    other-word");
        mark_failed(&conn, failing, "gone", "2026-01-01T00:00:00Z", true).unwrap();
        assert_eq!(body(&conn, failing), SECRET_BODY);
        mark_sent(&conn, plain).unwrap();
        mark_sent(&conn, secret).unwrap();
        assert_eq!(body(&conn, plain), "plain text");
        assert_eq!(body(&conn, secret), SECRET_BODY);
        // A row that is not there changes nothing.
        mark_sent(&conn, 999).unwrap();
    }
}
