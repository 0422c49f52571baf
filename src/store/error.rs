//! The store's error type.

use thiserror::Error;

/// A store failure.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("database migration: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("stored options of game {game} are not valid JSON: {reason}")]
    Options { game: i64, reason: String },
    /// A stored instant or time control that does not read.
    #[error("stored {what} {text:?} does not read")]
    Unreadable { what: &'static str, text: String },
    /// A second connection asked of a store that has no file (in memory).
    #[error("an in-memory database has no file to open a second connection to")]
    InMemory,
}
