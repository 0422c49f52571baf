//! The SQLite store (one file, WAL, migrations): players, games, turns, messages
//! seen, and the outbox. It knows tables, not rules: positions and turns are text
//! that the rules engine wrote.
//!
//! Every incoming message is handled inside ONE transaction ([`Store::transaction`]):
//! its turn, its message record and its queued replies commit together or not at all.
//! `synchronous = FULL` makes each commit durable.

/// The SQL condition "game `g` is played by the address `?1`", through the
/// player's id so that SQLite walks the `games_white` and `games_black` indexes,
/// not every game (issue 23 §1). The id by `=` on a scalar subquery (an address
/// names at most one player: `players.email` is UNIQUE): `IN (SELECT ...)` made
/// SQLite build a temporary table for each of the two at every call. A macro, so
/// that the statements that use it stay literals (`concat!`) for the statement
/// cache.
macro_rules! played_by_address {
    () => {
        "(g.white_id = (SELECT id FROM players WHERE email = ?1) \
         OR g.black_id = (SELECT id FROM players WHERE email = ?1))"
    };
}

pub mod challenges;
pub mod clock_tables;
pub mod conditionals;
pub mod credentials;
pub mod entries;
pub mod guesses;
pub mod publishing;
pub mod ratings;
mod schema;
pub mod status;
pub mod tournament_tables;

use std::path::Path;

use rusqlite::{params, Connection, OptionalExtension, Transaction, TransactionBehavior};
use thiserror::Error;

use crate::board::geometry::Color;
use crate::mail::outbound::QueuedReply;
use crate::rules::Options;

/// A store failure.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("database migration: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("stored options of game {game} are not valid JSON: {reason}")]
    Options { game: i64, reason: String },
    /// A stored instant or time control that does not read (issue 13 tables).
    #[error("stored {what} {text:?} does not read")]
    Unreadable { what: &'static str, text: String },
    /// A second connection asked of a store that has no file (in memory).
    #[error("an in-memory database has no file to open a second connection to")]
    InMemory,
}

/// How long a connection waits for another's write lock before "busy".
const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// The open database.
pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (creating if needed) the database file and brings its schema up to date.
    ///
    /// Errors: [`StoreError`] when the file cannot be opened or migrated.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let mut conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // Temporary files in memory: the one written all the time is the
        // statement journal of each message's savepoint in a batch (issue 23 §1:
        // about 11,000 writes to a file in /var/tmp for 1,000 mails). It serves
        // only a rollback to the savepoint; after a crash the WAL alone counts.
        conn.pragma_update(None, "temp_store", "MEMORY")?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        schema::migrations().to_latest(&mut conn)?;
        Ok(Store { conn })
    }

    /// Starts the one write transaction of a unit of work (IMMEDIATE: the write lock
    /// is taken at once, so two arbiters cannot interleave).
    ///
    /// Errors: [`StoreError::Sqlite`] (e.g. the database is locked for too long).
    pub fn transaction(&mut self) -> Result<Transaction<'_>, StoreError> {
        Ok(self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?)
    }

    /// [`Store::transaction`] when the write lock is free now; `None` when another
    /// connection holds it (no wait in SQLite's busy handler).
    ///
    /// Errors: [`StoreError`] other than "busy".
    pub fn transaction_if_free(&mut self) -> Result<Option<Transaction<'_>>, StoreError> {
        self.conn.busy_timeout(std::time::Duration::ZERO)?;
        // `new_unchecked` borrows the connection shared, so that the error arms
        // may set the wait back; `&mut self` still keeps a second transaction out.
        let began = Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate);
        let busy = matches!(
            &began,
            Err(rusqlite::Error::SqliteFailure(e, _)) if e.code == rusqlite::ErrorCode::DatabaseBusy
        );
        match began {
            Ok(tx) => {
                tx.busy_timeout(BUSY_TIMEOUT)?;
                Ok(Some(tx))
            }
            Err(_) if busy => {
                self.conn.busy_timeout(BUSY_TIMEOUT)?;
                Ok(None)
            }
            Err(e) => {
                self.conn.busy_timeout(BUSY_TIMEOUT)?;
                Err(e.into())
            }
        }
    }

    /// The connection, for reads outside a transaction.
    pub fn conn(&self) -> &Connection {
        &self.conn
    }

    /// A read transaction (DEFERRED: a snapshot of the database, no lock against
    /// writers in WAL mode) for several reads that belong together: each statement
    /// outside a transaction takes and lets go the WAL's read lock on its own (two
    /// `fcntl` calls; issue 23 §1). Dropping it ends it (by rollback, which for
    /// reads changes nothing).
    ///
    /// Errors: [`StoreError::Sqlite`].
    pub fn snapshot(&self) -> Result<Transaction<'_>, StoreError> {
        Ok(Transaction::new_unchecked(
            &self.conn,
            TransactionBehavior::Deferred,
        )?)
    }

    /// A second connection to the same database file, with the same settings (a
    /// thread of its own may write through it; WAL lets it read beside a writer).
    ///
    /// Errors: [`StoreError`] when the file cannot be opened;
    /// [`StoreError::InMemory`] for a store without a file.
    pub fn reopen(&self) -> Result<Store, StoreError> {
        match self.conn.path().filter(|p| !p.is_empty()) {
            Some(path) => Store::open(Path::new(path)),
            None => Err(StoreError::InMemory),
        }
    }
}

/// The store's statements kept prepared between calls: SQLite parses a statement
/// text once per connection and reuses it (rusqlite's statement cache, raised to
/// [`STATEMENT_CACHE`] at [`Store::open`]). Parsing was a tenth of the CPU time of a
/// move mail before (issue 23 §3: every `execute` and `query_row` prepared anew).
pub(crate) trait CachedStatements {
    /// `Connection::execute` through the statement cache.
    fn execute_cached<P: rusqlite::Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize>;

    /// `Connection::query_row` through the statement cache.
    fn query_row_cached<T, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        row: impl FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    ) -> rusqlite::Result<T>;
}

impl CachedStatements for Connection {
    fn execute_cached<P: rusqlite::Params>(&self, sql: &str, params: P) -> rusqlite::Result<usize> {
        self.prepare_cached(sql)?.execute(params)
    }

    fn query_row_cached<T, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        row: impl FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    ) -> rusqlite::Result<T> {
        self.prepare_cached(sql)?.query_row(params, row)
    }
}

/// How many prepared statements a connection keeps (the store has about a hundred
/// distinct statement texts; a mail uses some thirty).
const STATEMENT_CACHE: usize = 128;

/// Runs the query `sql` with `params` and maps every row with `row`: the shape of
/// every list query of the store (tournaments, clocks, games).
///
/// Errors: [`StoreError::Sqlite`] when the query or a row's mapping fails.
pub(crate) fn all_rows<T, P: rusqlite::Params>(
    conn: &Connection,
    sql: &str,
    params: P,
    row: impl FnMut(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
) -> Result<Vec<T>, StoreError> {
    let mut stmt = conn.prepare_cached(sql)?;
    let rows = stmt.query_map(params, row)?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

/// Current time as RFC 3339 UTC text, the format of every time column.
pub fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// Finds or adds a player by e-mail address (compared case-insensitively).
///
/// Errors: [`StoreError::Sqlite`].
pub fn player_id(conn: &Connection, email: &str) -> Result<i64, StoreError> {
    conn.execute_cached(
        "INSERT OR IGNORE INTO players (email, created_at) VALUES (?1, ?2)",
        params![email, now()],
    )?;
    Ok(
        conn.query_row_cached("SELECT id FROM players WHERE email = ?1", [email], |r| {
            r.get(0)
        })?,
    )
}

/// What a new game needs.
#[derive(Debug, Clone)]
pub struct NewGame<'a> {
    pub variant: &'a str,
    pub options: &'a Options,
    pub white: &'a str,
    pub black: &'a str,
    /// Position text to start from; `None` for the variant's start position.
    pub start_position: Option<&'a str>,
    /// Position text of the start (cached as the current position).
    pub current_position: &'a str,
}

/// Creates a game and returns its number.
///
/// Errors: [`StoreError::Sqlite`].
pub fn create_game(conn: &Connection, game: &NewGame<'_>) -> Result<i64, StoreError> {
    let white = player_id(conn, game.white)?;
    let black = player_id(conn, game.black)?;
    let options = serde_json::to_string(game.options).unwrap_or_else(|_| "{}".into());
    let at = now();
    conn.execute_cached(
        "INSERT INTO games (variant, options, white_id, black_id, start_position, status, current_position, \
         created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 'active', ?6, ?7, ?7)",
        params![game.variant, options, white, black, game.start_position, game.current_position, at],
    )?;
    Ok(conn.last_insert_rowid())
}

/// A game as stored.
#[derive(Debug, Clone)]
pub struct StoredGame {
    pub id: i64,
    pub variant: String,
    pub options: Options,
    pub white: String,
    pub black: String,
    /// The players' names, when set (issue 13 §4).
    pub white_name: Option<String>,
    pub black_name: Option<String>,
    pub start_position: Option<String>,
    /// `active` or `finished`.
    pub status: String,
    pub result: Option<String>,
    pub termination: Option<String>,
    pub current_position: String,
    /// The side whose draw offer stands.
    pub draw_offer: Option<Color>,
    /// Every stored turn ([`load_game`]); empty from [`load_game_state`], whose
    /// caller reads the turns it needs with [`history`].
    pub turns: Vec<StoredTurn>,
    /// Plies whose repetition key is not stored (turns written before migration 2),
    /// to be filled in with [`fill_repetition_key`].
    pub keyless_plies: Vec<u32>,
    /// RFC 3339 UTC.
    pub created_at: String,
}

impl StoredGame {
    /// The colour `email` plays in this game, if any.
    pub fn color_of(&self, email: &str) -> Option<Color> {
        if self.white.eq_ignore_ascii_case(email) {
            Some(Color::White)
        } else if self.black.eq_ignore_ascii_case(email) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The address of the player of `color`.
    pub fn player(&self, color: Color) -> &str {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The name of the player of `color`, else the address (PGN tags, replies).
    pub fn name(&self, color: Color) -> &str {
        let name = match color {
            Color::White => self.white_name.as_deref(),
            Color::Black => self.black_name.as_deref(),
        };
        name.unwrap_or_else(|| self.player(color))
    }

    /// `Jane Doe <jane@example.org>` when the player of `color` has a name, else
    /// the address alone.
    pub fn display(&self, color: Color) -> String {
        let address = self.player(color);
        match self.name(color) {
            name if name == address => address.to_string(),
            name => format!("{name} <{address}>"),
        }
    }
}

/// One stored turn.
#[derive(Debug, Clone)]
pub struct StoredTurn {
    pub ply: u32,
    pub number: u32,
    pub side: String,
    pub input: String,
    pub canonical: String,
    pub position_after: String,
    /// The repetition key of `position_after`; `None` in turns stored before the
    /// key column existed.
    pub repetition_key: Option<String>,
    pub received_at: String,
}

/// Loads a game and all its turns, every column.
///
/// Errors: [`StoreError`]; `Ok(None)` when there is no such game.
pub fn load_game(conn: &Connection, id: i64) -> Result<Option<StoredGame>, StoreError> {
    let Some(mut game) = load_game_state(conn, id)? else {
        return Ok(None);
    };
    let mut stmt = conn.prepare_cached(
        "SELECT ply, number, side, input, canonical, position_after, repetition_key, received_at \
         FROM turns WHERE game_id = ?1 ORDER BY ply",
    )?;
    game.turns = stmt
        .query_map([id], |r| {
            Ok(StoredTurn {
                ply: r.get(0)?,
                number: r.get(1)?,
                side: r.get(2)?,
                input: r.get(3)?,
                canonical: r.get(4)?,
                position_after: r.get(5)?,
                repetition_key: r.get(6)?,
                received_at: r.get(7)?,
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    game.keyless_plies = game
        .turns
        .iter()
        .filter(|t| t.repetition_key.is_none())
        .map(|t| t.ply)
        .collect();
    Ok(Some(game))
}

/// One turn as a game's history needs it (no input text, no time).
#[derive(Debug, Clone)]
pub struct HistoryTurn {
    pub ply: u32,
    pub number: u32,
    pub side: String,
    pub canonical: String,
    pub position_after: String,
    pub repetition_key: Option<String>,
}

/// The turns of a game in ply order, with only the columns a game's history needs.
///
/// Errors: [`StoreError::Sqlite`].
pub fn history(conn: &Connection, id: i64) -> Result<Vec<HistoryTurn>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT ply, number, side, canonical, position_after, repetition_key FROM turns \
         WHERE game_id = ?1 ORDER BY ply",
    )?;
    let turns = stmt
        .query_map([id], |r| {
            Ok(HistoryTurn {
                ply: r.get(0)?,
                number: r.get(1)?,
                side: r.get(2)?,
                canonical: r.get(3)?,
                position_after: r.get(4)?,
                repetition_key: r.get(5)?,
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(turns)
}

/// Loads a game without its turns (`turns` and `keyless_plies` are empty).
///
/// Errors: [`StoreError`]; `Ok(None)` when there is no such game.
pub fn load_game_state(conn: &Connection, id: i64) -> Result<Option<StoredGame>, StoreError> {
    let row = conn
        .prepare_cached(
            "SELECT g.variant, g.options, w.email, b.email, g.start_position, g.status, g.result, \
             g.termination, g.current_position, g.draw_offer, g.created_at, w.name, b.name FROM games g \
             JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id WHERE g.id = ?1",
        )?
        .query_row([id], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, Option<String>>(4)?,
                    r.get::<_, String>(5)?,
                    r.get::<_, Option<String>>(6)?,
                    r.get::<_, Option<String>>(7)?,
                    r.get::<_, String>(8)?,
                    r.get::<_, Option<String>>(9)?,
                    r.get::<_, String>(10)?,
                    r.get::<_, Option<String>>(11)?,
                    r.get::<_, Option<String>>(12)?,
                ))
        })
        .optional()?;
    let Some((
        variant,
        options,
        white,
        black,
        start_position,
        status,
        result,
        termination,
        current,
        offer,
        created_at,
        white_name,
        black_name,
    )) = row
    else {
        return Ok(None);
    };
    let options: Options = serde_json::from_str(&options).map_err(|e| StoreError::Options {
        game: id,
        reason: e.to_string(),
    })?;
    let draw_offer = match offer.as_deref() {
        Some("white") => Some(Color::White),
        Some("black") => Some(Color::Black),
        _ => None,
    };
    Ok(Some(StoredGame {
        id,
        variant,
        options,
        white,
        black,
        white_name,
        black_name,
        start_position,
        status,
        result,
        termination,
        current_position: current,
        draw_offer,
        turns: Vec::new(),
        keyless_plies: Vec::new(),
        created_at,
    }))
}

/// The variant id of a stored game, without loading the game.
///
/// Errors: [`StoreError`] from SQLite.
pub fn variant_of(conn: &Connection, id: i64) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached("SELECT variant FROM games WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .optional()?)
}

/// A line of `arbiter game list`.
#[derive(Debug, Clone)]
pub struct GameSummary {
    pub id: i64,
    pub variant: String,
    pub white: String,
    pub black: String,
    pub status: String,
    pub result: Option<String>,
    pub plies: u32,
}

/// Every game, newest last.
///
/// Errors: [`StoreError::Sqlite`].
pub fn list_games(conn: &Connection) -> Result<Vec<GameSummary>, StoreError> {
    all_rows(
        conn,
        "SELECT g.id, g.variant, w.email, b.email, g.status, g.result, \
         (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id) FROM games g \
         JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id ORDER BY g.id",
        [],
        |r| {
            Ok(GameSummary {
                id: r.get(0)?,
                variant: r.get(1)?,
                white: r.get(2)?,
                black: r.get(3)?,
                status: r.get(4)?,
                result: r.get(5)?,
                plies: r.get(6)?,
            })
        },
    )
}

/// Active games in which `email` plays.
///
/// Errors: [`StoreError::Sqlite`].
pub fn active_games_of(conn: &Connection, email: &str) -> Result<Vec<i64>, StoreError> {
    all_rows(
        conn,
        concat!(
            "SELECT g.id FROM games g WHERE g.status = 'active' AND ",
            played_by_address!(),
            " ORDER BY g.id"
        ),
        [email],
        |r| r.get(0),
    )
}

/// A turn to append.
#[derive(Debug, Clone)]
pub struct NewTurn<'a> {
    pub game_id: i64,
    pub ply: u32,
    pub number: u32,
    pub side: Color,
    pub input: &'a str,
    pub canonical: &'a str,
    pub position_after: &'a str,
    /// The repetition key of `position_after` (kept so that loading a game need not
    /// replay it).
    pub repetition_key: &'a str,
}

/// Appends a turn.
///
/// Errors: [`StoreError::Sqlite`] (e.g. the ply exists already).
pub fn append_turn(conn: &Connection, turn: &NewTurn<'_>) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO turns (game_id, ply, number, side, input, canonical, position_after, \
         repetition_key, received_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            turn.game_id,
            turn.ply,
            turn.number,
            turn.side.name(),
            turn.input,
            turn.canonical,
            turn.position_after,
            turn.repetition_key,
            now()
        ],
    )?;
    Ok(())
}

/// Fills in the repetition key of a turn stored before the key column existed
/// (a key already there is left alone).
///
/// Errors: [`StoreError::Sqlite`].
pub fn fill_repetition_key(
    conn: &Connection,
    game_id: i64,
    ply: u32,
    key: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE turns SET repetition_key = ?3 WHERE game_id = ?1 AND ply = ?2 AND repetition_key IS NULL",
        params![game_id, ply, key],
    )?;
    Ok(())
}

/// The state columns of a game after a unit of work.
#[derive(Debug, Clone)]
pub struct GameState<'a> {
    pub finished: bool,
    pub result: Option<&'a str>,
    pub termination: Option<&'a str>,
    pub current_position: &'a str,
    pub draw_offer: Option<Color>,
}

/// Updates a game's status, result, position and standing draw offer.
///
/// Errors: [`StoreError::Sqlite`].
pub fn update_game(conn: &Connection, id: i64, state: &GameState<'_>) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE games SET status = ?2, result = ?3, termination = ?4, current_position = ?5, draw_offer = ?6, \
         updated_at = ?7 WHERE id = ?1",
        params![
            id,
            if state.finished { "finished" } else { "active" },
            state.result,
            state.termination,
            state.current_position,
            state.draw_offer.map(Color::name),
            now()
        ],
    )?;
    Ok(())
}

/// What became of an incoming message.
#[derive(Debug, Clone)]
pub struct MessageRecord<'a> {
    /// `<Message-ID>` or `sha256:<hex>` of the raw bytes.
    pub key: &'a str,
    pub sender: Option<&'a str>,
    pub subject: Option<&'a str>,
    pub game_id: Option<i64>,
    /// e.g. `applied`, `refused`, `ignored-auto-reply`, `unreadable`.
    pub outcome: &'a str,
    pub detail: &'a str,
    /// Maildir file name, to find the message again.
    pub source: &'a str,
    /// When it was handled, RFC 3339 UTC with milliseconds (the arbiter's now).
    pub received_at: &'a str,
}

/// True when a message with this key was handled before.
///
/// Errors: [`StoreError::Sqlite`].
pub fn message_seen(conn: &Connection, key: &str) -> Result<bool, StoreError> {
    Ok(
        conn.query_row_cached("SELECT COUNT(*) FROM messages WHERE key = ?1", [key], |r| {
            r.get::<_, i64>(0)
        })? > 0,
    )
}

/// A message held for the organisers (issue 9 §4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldMessage {
    /// `<Message-ID>` or `sha256:...`, as in the messages table.
    pub key: String,
    pub sender: Option<String>,
    pub subject: Option<String>,
    pub game_id: Option<i64>,
    /// Why it is held.
    pub detail: String,
    /// The inbox file name (Maildir id) it came from.
    pub source: String,
    /// When it was received (RFC 3339, UTC).
    pub received_at: String,
}

/// The held messages, oldest first.
///
/// Errors: [`StoreError::Sqlite`].
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
/// Errors: [`StoreError::Sqlite`].
pub fn keep_held_raw(conn: &Connection, key: &str, raw: &[u8]) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT OR REPLACE INTO held_raw (key, raw) VALUES (?1, ?2)",
        params![key, raw],
    )?;
    Ok(())
}

/// The kept bytes of the held message `key`, read without changing anything (so
/// that a release can check the mail's DKIM signature before its write
/// transaction, issue 12 §3); `None` when it is not held.
///
/// Errors: [`StoreError::Sqlite`].
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
/// Errors: [`StoreError::Sqlite`].
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
    }
    Ok(found)
}

/// Records a handled message; returns its row id.
///
/// Errors: [`StoreError::Sqlite`] (a duplicate key is an error: callers check first).
pub fn record_message(conn: &Connection, m: &MessageRecord<'_>) -> Result<i64, StoreError> {
    conn.execute_cached(
        "INSERT INTO messages (key, sender, subject, game_id, outcome, detail, source, received_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![m.key, m.sender, m.subject, m.game_id, m.outcome, m.detail, m.source, m.received_at],
    )?;
    Ok(conn.last_insert_rowid())
}

/// A reply to queue.
#[derive(Debug, Clone)]
pub struct NewReply<'a> {
    pub game_id: Option<i64>,
    /// Our own Message-ID, without angle brackets.
    pub message_id: &'a str,
    pub in_reply_to: Option<&'a str>,
    /// Space-separated Message-IDs, without angle brackets.
    pub references: &'a str,
    pub to: &'a str,
    pub subject: &'a str,
    pub body: &'a str,
    /// The Reply-To address: the player's code for the game in a plus-address
    /// (issue 12 §3); `None` for none.
    pub reply_to: Option<&'a str>,
    /// The board the text shows, as JSON (a `output::drawing::Board` from the reader's
    /// side), from which the HTML part draws its table (issue 12 §8); `None` when
    /// the reply shows no board.
    pub board: Option<&'a str>,
    /// The RFC 2919 List-Id of bulk mail (`Open Cup <tournament-1.example.org>`),
    /// sent with `Precedence: bulk`; `None` for a reply to one person.
    pub list_id: Option<&'a str>,
}

/// Queues a reply in the outbox: its state in `outbox`, its text and board in
/// `outbox_content` under the same id (so that its "sent" mark rewrites a small
/// row, issue 23 §1). Returns its id.
///
/// Errors: [`StoreError::Sqlite`].
pub fn queue_reply(conn: &Connection, r: &NewReply<'_>) -> Result<i64, StoreError> {
    conn.execute_cached(
        "INSERT INTO outbox (game_id, message_id, in_reply_to, refs, to_addr, subject, status, attempts, \
         created_at, reply_to, list_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'waiting', 0, ?7, ?8, ?9)",
        params![r.game_id, r.message_id, r.in_reply_to, r.references, r.to, r.subject, now(), r.reply_to, r.list_id],
    )?;
    let id = conn.last_insert_rowid();
    conn.execute_cached(
        "INSERT INTO outbox_content (id, body, board) VALUES (?1, ?2, ?3)",
        params![id, r.body, r.board],
    )?;
    Ok(id)
}

/// Replies waiting to be sent whose next attempt is due at `now_text` (RFC 3339),
/// in id order: at most `limit` of them with an id above `after_id` (0 for the
/// first page). Delivery reads them a page at a time, so that a poll with
/// thousands of replies does not hold every body and board in memory at once.
///
/// Errors: [`StoreError::Sqlite`].
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
         o.attempts, o.reply_to, c.board, o.list_id \
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
        })
    })
}

/// Marks a reply sent.
///
/// Errors: [`StoreError::Sqlite`].
pub fn mark_sent(conn: &Connection, id: i64) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE outbox SET status = 'sent', sent_at = ?2, last_error = NULL WHERE id = ?1",
        params![id, now()],
    )?;
    Ok(())
}

/// Records a failed attempt; the reply is tried again at `next_attempt_at`, or
/// given up (`failed`) after `give_up` is true.
///
/// Errors: [`StoreError::Sqlite`].
pub fn mark_failed(
    conn: &Connection,
    id: i64,
    error: &str,
    next_attempt_at: &str,
    give_up: bool,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, next_attempt_at = ?3, \
         status = CASE WHEN ?4 THEN 'failed' ELSE 'waiting' END WHERE id = ?1",
        params![id, error, next_attempt_at, give_up],
    )?;
    Ok(())
}

/// The game an earlier reply of ours belonged to, by its Message-ID (no brackets).
///
/// Errors: [`StoreError::Sqlite`].
pub fn game_of_our_message(conn: &Connection, message_id: &str) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT game_id FROM outbox WHERE message_id = ?1",
            [message_id],
            |r| r.get::<_, Option<i64>>(0),
        )
        .optional()?
        .flatten())
}

/// The Message-ID of our latest reply to `to` about a game, to thread the next one.
///
/// Errors: [`StoreError::Sqlite`].
pub fn last_reply_to(
    conn: &Connection,
    game_id: i64,
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
/// Errors: [`StoreError::Sqlite`].
pub fn next_attempt_at(conn: &Connection) -> Result<Option<String>, StoreError> {
    Ok(conn.query_row_cached(
        "SELECT MIN(COALESCE(next_attempt_at, '')) FROM outbox WHERE status = 'waiting'",
        [],
        |r| r.get::<_, Option<String>>(0),
    )?)
}

/// Where reading an IMAP mailbox stopped: (UIDVALIDITY, last handled UID), issue 12
/// §1. `mailbox` names user, server and folder (`user@host:port/folder`).
///
/// Errors: [`StoreError::Sqlite`].
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
/// Errors: [`StoreError::Sqlite`].
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
