//! The [`Store`]: opening the file (pragmas, migrations), the write and read
//! transactions, second connections; the statement cache every query goes
//! through ([`CachedStatements`]), the list-query helper [`all_rows`] and the
//! text of the time columns ([`now`]).

use std::path::Path;

use rusqlite::{Connection, Transaction, TransactionBehavior};

use super::error::StoreError;
use super::schema;

/// How long a connection waits for another's write lock before "busy".
const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// The open database.
pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (creating if needed) the database file and brings its schema up to date.
    ///
    /// # Errors
    ///
    /// [`StoreError::TooNew`] for a database whose schema is newer than this
    /// build's migrations (written by a newer arbiter: a downgrade), left as it
    /// was; [`StoreError`] when the file cannot be opened or migrated.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let mut conn = Connection::open(path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        switch_to_wal(&conn)?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // Temporary files in memory: the one written all the time is the
        // statement journal of each message's savepoint in a batch (measured:
        // about 11,000 writes to a file in /var/tmp for 1,000 mails). It serves
        // only a rollback to the savepoint; after a crash the WAL alone counts.
        conn.pragma_update(None, "temp_store", "MEMORY")?;
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        let migrations = schema::migrations();
        refuse_newer_schema(&conn, &migrations, path)?;
        // The migration's transaction takes the write lock at once, so a
        // second opener waits for it (busy timeout). A DEFERRED one reads
        // first and then asks for the lock: SQLite answers "busy" at once
        // rather than deadlock, whatever the timeout.
        conn.set_transaction_behavior(TransactionBehavior::Immediate);
        let migrated = migrations.to_latest(&mut conn);
        conn.set_transaction_behavior(TransactionBehavior::Deferred);
        if let Err(error) = migrated {
            // Two processes opening an older database at once (the service's
            // first start after an upgrade, an `arbiter status` beside it) both
            // read its version before either writes; the second waits for the
            // write lock, then runs the migrations the first has just committed
            // again and fails ("duplicate column"). The first applied them all
            // in one transaction: a schema now up to date is this one's too.
            if migrations.pending_migrations(&conn)? != 0 {
                return Err(error.into());
            }
        }
        Ok(Store { conn })
    }

    /// Starts the one write transaction of a unit of work (IMMEDIATE: the write lock
    /// is taken at once, so two arbiters cannot interleave).
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`] (e.g. the database is locked for too long).
    pub fn transaction(&mut self) -> Result<Transaction<'_>, StoreError> {
        Ok(self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?)
    }

    /// [`Store::transaction`] when the write lock is free now; `None` when another
    /// connection holds it (no wait in SQLite's busy handler).
    ///
    /// # Errors
    ///
    /// [`StoreError`] other than "busy".
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
    /// `fcntl` calls). Dropping it ends it (by rollback, which for
    /// reads changes nothing).
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`].
    pub fn snapshot(&self) -> Result<Transaction<'_>, StoreError> {
        Ok(Transaction::new_unchecked(
            &self.conn,
            TransactionBehavior::Deferred,
        )?)
    }

    /// A second connection to the same database file, with the same settings (a
    /// thread of its own may write through it; WAL lets it read beside a writer).
    ///
    /// # Errors
    ///
    /// [`StoreError`] when the file cannot be opened;
    /// [`StoreError::InMemory`] for a store without a file.
    pub fn reopen(&self) -> Result<Store, StoreError> {
        match self.conn.path().filter(|p| !p.is_empty()) {
            Some(path) => Store::open(Path::new(path)),
            None => Err(StoreError::InMemory),
        }
    }
}

/// Puts the database in WAL mode (`PRAGMA journal_mode = WAL`; a no-op when it
/// is already). Switching a file still in rollback-journal mode takes an
/// exclusive lock from a shared one; when two connections try at once, SQLite
/// answers one of them "busy" at once instead of deadlocking, without its busy
/// handler. That one tries again until [`BUSY_TIMEOUT`]: by then the other has
/// switched the file, and the pragma finds WAL.
fn switch_to_wal(conn: &Connection) -> Result<(), StoreError> {
    let deadline = std::time::Instant::now() + BUSY_TIMEOUT;
    loop {
        match conn.pragma_update(None, "journal_mode", "WAL") {
            Err(rusqlite::Error::SqliteFailure(e, _))
                if e.code == rusqlite::ErrorCode::DatabaseBusy
                    && std::time::Instant::now() < deadline =>
            {
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            done => return Ok(done?),
        }
    }
}

/// [`StoreError::TooNew`] when the database's schema version (`PRAGMA
/// user_version`) is past the last of `migrations`: a newer arbiter wrote it, and
/// this one cannot know what its tables mean. rusqlite_migration would refuse it
/// too, in words that do not tell an operator what happened.
fn refuse_newer_schema(
    conn: &Connection,
    migrations: &rusqlite_migration::Migrations<'_>,
    path: &Path,
) -> Result<(), StoreError> {
    let pending = migrations.pending_migrations(conn)?;
    if pending >= 0 {
        return Ok(());
    }
    let found: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    Err(StoreError::TooNew {
        path: path.into(),
        found,
        known: found + i64::from(pending),
    })
}

/// The store's statements kept prepared between calls: SQLite parses a statement
/// text once per connection and reuses it (rusqlite's statement cache, raised to
/// [`STATEMENT_CACHE`] at [`Store::open`]). Parsing was a tenth of the CPU time of a
/// move mail before (when every `execute` and `query_row` prepared anew).
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
/// # Errors
///
/// [`StoreError::Sqlite`] when the query or a row's mapping fails.
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Several processes opening the same older database at once (a service
    /// starting after an upgrade, commands run beside it) each get it, migrated
    /// once: whoever loses the race for the migration finds the schema up to
    /// date instead of failing on a migration already applied.
    #[test]
    fn processes_opening_an_older_database_at_once_all_get_it() {
        let migrations = schema::migrations();
        let latest = {
            let mut probe = Connection::open_in_memory().unwrap();
            migrations.to_latest(&mut probe).unwrap();
            usize::try_from(
                probe
                    .pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0))
                    .unwrap(),
            )
            .unwrap()
        };
        for round in 0..20 {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("arbiter.sqlite3");
            // Far enough back that the migration takes a while.
            let mut conn = Connection::open(&path).unwrap();
            migrations.to_version(&mut conn, latest / 2).unwrap();
            drop(conn);
            let start = std::sync::Barrier::new(4);
            std::thread::scope(|scope| {
                let openers: Vec<_> = (0..4)
                    .map(|_| {
                        scope.spawn(|| {
                            start.wait();
                            Store::open(&path).map(|_| ())
                        })
                    })
                    .collect();
                for opener in openers {
                    let opened = opener.join().unwrap();
                    assert!(opened.is_ok(), "round {round}: {opened:?}");
                }
            });
            let conn = Connection::open(&path).unwrap();
            assert_eq!(migrations.pending_migrations(&conn).unwrap(), 0);
        }
    }

    /// A database one schema version ahead of this build (as a newer arbiter
    /// leaves it) is refused with both versions named, and left as it was.
    #[test]
    fn a_database_newer_than_the_build_is_refused_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("arbiter.sqlite3");
        let known: i64 = {
            let store = Store::open(&path).unwrap();
            store
                .conn
                .pragma_query_value(None, "user_version", |r| r.get(0))
                .unwrap()
        };
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", known + 1).unwrap();
        drop(conn);
        let Err(e) = Store::open(&path) else {
            panic!("a newer database was opened");
        };
        let text = e.to_string();
        assert!(
            matches!(e, StoreError::TooNew { found, known: k, .. } if found == known + 1 && k == known),
            "{text}"
        );
        assert!(text.contains("newer than this arbiter knows"), "{text}");
        assert!(text.contains(&path.display().to_string()), "{text}");
        let conn = Connection::open(&path).unwrap();
        let after: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(after, known + 1);
    }
}
