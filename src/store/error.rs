//! The store's error type. Each message names its cause (the logs print an error
//! with `%e`, the daemon's fault test looks for SQLite's own words there), so no
//! variant has a `source()`: under anyhow's `{:#}` each cause is printed once.

use crate::corr::ids::GameId;
use thiserror::Error;

/// A store failure.
#[derive(Debug, Error)]
pub enum StoreError {
    /// SQLite failed (locked for too long, disk full, a constraint); the message
    /// names SQLite's error.
    #[error("database: {0}")]
    Sqlite(rusqlite::Error),
    /// Bringing the schema up to date failed; the message names the cause.
    #[error("database migration: {0}")]
    Migration(rusqlite_migration::Error),
    /// The database's schema is newer than this build knows: a newer arbiter
    /// wrote it and this one was installed over it (a downgrade). Nothing was
    /// changed in the file.
    #[error(
        "the database {} has schema version {found}, newer than this arbiter knows \
         (version {known}): a newer version of pbem-arbiter wrote it. Install that \
         version again, or restore the backup taken before its upgrade \
         (docs/OPERATIONS.md, \"Upgrading\"); the database was left as it is",
        path.display()
    )]
    TooNew {
        /// The database file.
        path: std::path::PathBuf,
        /// Its schema version (`PRAGMA user_version`).
        found: i64,
        /// The last schema version this build's migrations make.
        known: i64,
    },
    /// The options column of a game does not read as JSON.
    #[error("stored options of game {game} are not valid JSON: {cause}")]
    Options {
        /// The game's number.
        game: GameId,
        /// serde_json's error.
        cause: serde_json::Error,
    },
    /// A stored instant or time control that does not read.
    #[error("stored {what} {text:?} does not read")]
    Unreadable {
        /// What the text should be (`instant`, `time control`, `date`, ...).
        what: &'static str,
        /// The stored text.
        text: String,
    },
    /// A second connection asked of a store that has no file (in memory).
    #[error("an in-memory database has no file to open a second connection to")]
    InMemory,
    /// The operating system's random source failed (a reply's return token).
    #[error("random source: {0}")]
    Random(String),
}

impl From<rusqlite::Error> for StoreError {
    fn from(error: rusqlite::Error) -> Self {
        StoreError::Sqlite(error)
    }
}

impl From<rusqlite_migration::Error> for StoreError {
    fn from(error: rusqlite_migration::Error) -> Self {
        StoreError::Migration(error)
    }
}
