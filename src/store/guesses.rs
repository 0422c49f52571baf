//! Tables of guessing and of repeated refusals: the secrets that mails tried and
//! got wrong (`failed_tries`), the spells of guessing the organisers were told
//! of (`guard_spells`), and the refusals sent to each address (`refusals_sent`).
//! Instants are RFC 3339 texts in UTC with milliseconds, as the service's now
//! writes them, so that they compare as text. The store only keeps and counts;
//! the rules of what counts and when a game is guarded are the service's.

use rusqlite::{params, Connection, OptionalExtension};

use super::{CachedStatements, StoreError};
use crate::corr::ids::GameId;

/// The kind of secret a failed try got wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SecretKind {
    /// A player's code for a game (`+gN-CODE`, `[Game N CODE]`).
    GameCode,
    /// A confirmation token (`+c-TOKEN`, `[Confirm TOKEN]`).
    Token,
    /// An organiser's code (`[Organiser CODE]`).
    OrganiserCode,
    /// A player's code for all of the player's games (`+p-CODE`, `[Player CODE]`).
    PlayerCode,
    /// A player's Xfcc password, given by a chess program with the player's
    /// address as its username.
    XfccPassword,
}

impl SecretKind {
    /// The kind as the table keeps it: `game-code`, `token`, `organiser-code`,
    /// `player-code`, `xfcc-password`.
    pub fn as_str(self) -> &'static str {
        match self {
            SecretKind::GameCode => "game-code",
            SecretKind::Token => "token",
            SecretKind::OrganiserCode => "organiser-code",
            SecretKind::PlayerCode => "player-code",
            SecretKind::XfccPassword => "xfcc-password",
        }
    }
}

/// What one failed try is counted against: a game, or the sender it claimed to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// Every try at a code of this game, whoever claimed to send it.
    Game(GameId),
    /// Every try claimed to come from this address (compared without case).
    Sender(String),
}

impl Target {
    /// The target in words, as `guard_spells` keeps it: `game 12`, `sender a@b.org`.
    pub fn key(&self) -> String {
        match self {
            Target::Game(id) => format!("game {id}"),
            Target::Sender(address) => format!("sender {}", address.to_ascii_lowercase()),
        }
    }
}

/// One secret a mail carried that was not the right one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FailedTry {
    /// When the mail was handled (RFC 3339, UTC).
    pub at: String,
    /// The game whose code was tried, if the secret belongs to a game.
    pub game_id: Option<GameId>,
    /// The `From:` address the mail claimed.
    pub sender: String,
    /// Which kind of secret.
    pub kind: SecretKind,
    /// The mail's key (`<Message-ID>` or `sha256:...`).
    pub message_key: String,
    /// What the mail carried, shortened for the organisers' notice.
    pub tried: String,
}

/// Keeps one failed try.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn record(conn: &Connection, failed: &FailedTry) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO failed_tries (at, game_id, sender, kind, message_key, tried) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            failed.at,
            failed.game_id,
            failed.sender,
            failed.kind.as_str(),
            failed.message_key,
            failed.tried
        ],
    )?;
    Ok(())
}

/// How many failed tries count against `target` at or after `since`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn count_since(conn: &Connection, target: &Target, since: &str) -> Result<u64, StoreError> {
    let count: i64 = match target {
        Target::Game(id) => conn.query_row_cached(
            "SELECT COUNT(*) FROM failed_tries WHERE game_id = ?1 AND at >= ?2",
            params![id, since],
            |r| r.get(0),
        )?,
        Target::Sender(address) => conn.query_row_cached(
            "SELECT COUNT(*) FROM failed_tries WHERE sender = ?1 AND at >= ?2",
            params![address, since],
            |r| r.get(0),
        )?,
    };
    Ok(u64::try_from(count).unwrap_or(0))
}

/// The failed tries against `target` at or after `since`, oldest first, at most
/// `limit` of them: the evidence for the organisers.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn evidence(
    conn: &Connection,
    target: &Target,
    since: &str,
    limit: u32,
) -> Result<Vec<FailedTry>, StoreError> {
    let (sql, key): (&str, rusqlite::types::Value) = match target {
        Target::Game(id) => (
            "SELECT at, game_id, sender, kind, message_key, tried FROM failed_tries \
             WHERE game_id = ?1 AND at >= ?2 ORDER BY id LIMIT ?3",
            id.get().into(),
        ),
        Target::Sender(address) => (
            "SELECT at, game_id, sender, kind, message_key, tried FROM failed_tries \
             WHERE sender = ?1 AND at >= ?2 ORDER BY id LIMIT ?3",
            address.clone().into(),
        ),
    };
    let mut statement = conn.prepare_cached(sql)?;
    let rows = statement.query_map(params![key, since, limit], |r| {
        let kind: String = r.get(3)?;
        Ok(FailedTry {
            at: r.get(0)?,
            game_id: r.get(1)?,
            sender: r.get(2)?,
            kind: match kind.as_str() {
                "token" => SecretKind::Token,
                "organiser-code" => SecretKind::OrganiserCode,
                "player-code" => SecretKind::PlayerCode,
                "xfcc-password" => SecretKind::XfccPassword,
                _ => SecretKind::GameCode,
            },
            message_key: r.get(4)?,
            tried: r.get(5)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Forgets the failed tries from before `before` (they no longer count).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn forget_before(conn: &Connection, before: &str) -> Result<(), StoreError> {
    conn.execute_cached("DELETE FROM failed_tries WHERE at < ?1", [before])?;
    Ok(())
}

/// The last instant a mail was held in the spell of guessing against `target`,
/// if there was one.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn last_held(conn: &Connection, target: &Target) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT last_at FROM guard_spells WHERE target = ?1",
            [target.key()],
            |r| r.get(0),
        )
        .optional()?)
}

/// Marks a mail held at `at` in the spell against `target`; `began` says that a
/// new spell begins then (the organisers are told of it).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mark_held(
    conn: &Connection,
    target: &Target,
    at: &str,
    began: bool,
) -> Result<(), StoreError> {
    if began {
        conn.execute_cached(
            "INSERT OR REPLACE INTO guard_spells (target, began_at, last_at) VALUES (?1, ?2, ?2)",
            params![target.key(), at],
        )?;
    } else {
        conn.execute_cached(
            "UPDATE guard_spells SET last_at = ?2 WHERE target = ?1",
            params![target.key(), at],
        )?;
    }
    Ok(())
}

/// When the refusal with `digest` last went to `address`, if it did.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn refusal_sent_at(
    conn: &Connection,
    address: &str,
    digest: &str,
) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT sent_at FROM refusals_sent WHERE address = ?1 AND digest = ?2",
            params![address, digest],
            |r| r.get(0),
        )
        .optional()?)
}

/// Notes that the refusal with `digest` went to `address` at `at`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mark_refusal_sent(
    conn: &Connection,
    address: &str,
    digest: &str,
    at: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT OR REPLACE INTO refusals_sent (address, digest, sent_at) VALUES (?1, ?2, ?3)",
        params![address, digest, at],
    )?;
    Ok(())
}

/// Forgets the refusals sent before `before` (the same refusal may go again).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn forget_refusals_before(conn: &Connection, before: &str) -> Result<(), StoreError> {
    conn.execute_cached("DELETE FROM refusals_sent WHERE sent_at < ?1", [before])?;
    Ok(())
}

/// When the organisers were last told of the event named `key` (a spell of
/// the kind [`mark_told`] notes, such as `strangers`: the answers to addresses
/// that play no game reached their total), if ever. The keys share the table
/// of the spells of guessing and never look like theirs (`game 12`, `sender
/// a@b.org`).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn told_at(conn: &Connection, key: &str) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT began_at FROM guard_spells WHERE target = ?1",
            [key],
            |r| r.get(0),
        )
        .optional()?)
}

/// Notes that the organisers were told of the event `key` at `at` ([`told_at`]).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mark_told(conn: &Connection, key: &str, at: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT OR REPLACE INTO guard_spells (target, began_at, last_at) VALUES (?1, ?2, ?2)",
        params![key, at],
    )?;
    Ok(())
}
