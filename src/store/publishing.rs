//! What the published site reads and the queue of its pages to bring up to date.
//! The queue is filled by triggers (`store::schema`) in the transaction that changes a game; the publisher empties it after it
//! has written the pages, so a failed publish is tried again, even after a
//! restart.

use super::CachedStatements;
use rusqlite::{params, Connection};

use super::{all_rows, StoreError};
use crate::corr::ids::GameId;

/// A game as the site's index lists it (never a private one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicGame {
    /// The game's number.
    pub id: GameId,
    /// The variant's id.
    pub variant: String,
    /// The players' public names: the name they set, else `Player N` (N the
    /// arbiter's player number), never an address.
    pub white: String,
    /// Black's public name, as `white`.
    pub black: String,
    /// Being played or over.
    pub status: super::GameStatus,
    /// The PGN result, once there is one.
    pub result: Option<String>,
    /// Plies played.
    pub plies: u32,
    /// The event (tournament number, name, round), when the game is part of one.
    pub event: Option<(i64, String, u32)>,
    /// RFC 3339 UTC of the last change.
    pub updated_at: String,
}

/// The public name of a player: the name set, else `Player N`.
pub const PUBLIC_NAME_SQL: &str = "COALESCE(NULLIF(TRIM({p}.name), ''), 'Player ' || {p}.id)";

fn public_name(alias: &str) -> String {
    PUBLIC_NAME_SQL.replace("{p}", alias)
}

/// Every game that is not private, by number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn public_games(conn: &Connection) -> Result<Vec<PublicGame>, StoreError> {
    let sql = format!(
        "SELECT g.id, g.variant, {}, {}, g.status, g.result, \
         (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id), t.id, t.name, tg.round, \
         COALESCE(g.updated_at, g.created_at) \
         FROM games g JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id \
         LEFT JOIN tournament_games tg ON tg.game_id = g.id \
         LEFT JOIN tournaments t ON t.id = tg.tournament_id \
         WHERE g.private = 0 ORDER BY g.id",
        public_name("w"),
        public_name("b")
    );
    all_rows(conn, &sql, [], |r| {
        let event = match r.get::<_, Option<i64>>(7)? {
            Some(id) => Some((id, r.get(8)?, r.get(9)?)),
            None => None,
        };
        Ok(PublicGame {
            id: r.get(0)?,
            variant: r.get(1)?,
            white: r.get(2)?,
            black: r.get(3)?,
            status: r.get(4)?,
            result: r.get(5)?,
            plies: r.get(6)?,
            event,
            updated_at: r.get(10)?,
        })
    })
}

/// Whether a game is private (or does not exist: nothing to publish either).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn is_private(conn: &Connection, game: GameId) -> Result<bool, StoreError> {
    private_flag(conn, "SELECT private FROM games WHERE id = ?1", game.get())
}

/// Whether a tournament is private (or does not exist).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn is_private_tournament(conn: &Connection, id: i64) -> Result<bool, StoreError> {
    private_flag(conn, "SELECT private FROM tournaments WHERE id = ?1", id)
}

/// The `private` column of the row `sql` selects by `id`; no row counts as
/// private.
fn private_flag(conn: &Connection, sql: &str, id: i64) -> Result<bool, StoreError> {
    let private: Option<i64> = all_rows(conn, sql, [id], |r| r.get(0))?.into_iter().next();
    Ok(private != Some(0))
}

/// Makes a game private: never published (`game new --private`).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_private_game(conn: &Connection, game: GameId) -> Result<(), StoreError> {
    conn.execute_cached("UPDATE games SET private = 1 WHERE id = ?1", [game])?;
    Ok(())
}

/// Makes a tournament and every game of it, now and later, private
/// (`tournament new --private`; later games by the `private_event_game` trigger).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_private_tournament(conn: &Connection, id: i64) -> Result<(), StoreError> {
    conn.execute_cached("UPDATE tournaments SET private = 1 WHERE id = ?1", [id])?;
    conn.execute_cached(
        "UPDATE games SET private = 1 WHERE id IN \
         (SELECT game_id FROM tournament_games WHERE tournament_id = ?1)",
        [id],
    )?;
    Ok(())
}

/// A tournament as the site lists it (never a private one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicTournament {
    /// The tournament's number.
    pub id: i64,
    /// The tournament's name.
    pub name: String,
    /// The variant's id.
    pub variant: String,
    /// How it is paired.
    pub system: super::tournament_tables::TournamentSystem,
    /// Where it stands.
    pub status: super::tournament_tables::TournamentStatus,
}

/// The tournaments that are not private, by number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn public_tournaments(conn: &Connection) -> Result<Vec<PublicTournament>, StoreError> {
    all_rows(
        conn,
        "SELECT id, name, variant, system, status FROM tournaments WHERE private = 0 ORDER BY id",
        [],
        |r| {
            Ok(PublicTournament {
                id: r.get(0)?,
                name: r.get(1)?,
                variant: r.get(2)?,
                system: r.get(3)?,
                status: r.get(4)?,
            })
        },
    )
}

/// Every player's address with the public name that stands for it on the site
/// (`Player N`): what the publisher replaces an address with wherever one would
/// show (a crosstable of players without names, for instance).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn address_stand_ins(conn: &Connection) -> Result<Vec<(String, String)>, StoreError> {
    all_rows(
        conn,
        "SELECT email, 'Player ' || id FROM players ORDER BY id",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}

/// Every player's address with the public name (the name set, else `Player N`).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn public_names(conn: &Connection) -> Result<Vec<(String, String)>, StoreError> {
    let sql = format!(
        "SELECT p.email, {} FROM players p ORDER BY p.id",
        public_name("p")
    );
    all_rows(conn, &sql, [], |r| Ok((r.get(0)?, r.get(1)?)))
}

/// The games whose pages are out of date, oldest change first (at most `limit`).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn queued(conn: &Connection, limit: u32) -> Result<Vec<GameId>, StoreError> {
    all_rows(
        conn,
        "SELECT game_id FROM publish_queue ORDER BY rowid LIMIT ?1",
        [limit],
        |r| r.get(0),
    )
}

/// Takes games off the queue once their pages are written.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn dequeue(conn: &Connection, games: &[GameId]) -> Result<(), StoreError> {
    let mut stmt = conn.prepare_cached("DELETE FROM publish_queue WHERE game_id = ?1")?;
    for game in games {
        stmt.execute(params![game])?;
    }
    Ok(())
}
