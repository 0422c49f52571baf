//! What a player wrote to the opponent from a chess program (the `myMessage`
//! of an Xfcc `MakeAMove`): the last words of each side of a game, kept with
//! the number of turns the game had then, so that the opponent's program
//! shows them until the game moves on.

use rusqlite::{params, Connection, OptionalExtension};

use super::{CachedStatements, StoreError};
use crate::board::geometry::Color;
use crate::corr::ids::GameId;

/// Keeps `text` as what `side` last wrote in game `game`, when it had `ply`
/// turns, at `at` (RFC 3339 UTC); the side's earlier words in that game go.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn keep(
    conn: &Connection,
    game: GameId,
    side: Color,
    ply: u32,
    text: &str,
    at: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO xfcc_messages (game_id, side, ply, text, at) VALUES (?1, ?2, ?3, ?4, ?5) \
         ON CONFLICT (game_id, side) DO UPDATE SET ply = ?3, text = ?4, at = ?5",
        params![game, side, ply, text, at],
    )?;
    Ok(())
}

/// What `side` last wrote in game `game`, while the game has not moved on
/// since (its turns are still as many as then).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn standing(
    conn: &Connection,
    game: GameId,
    side: Color,
) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT m.text FROM xfcc_messages m WHERE m.game_id = ?1 AND m.side = ?2 \
             AND m.ply = (SELECT COUNT(*) FROM turns t WHERE t.game_id = ?1)",
            params![game, side],
            |r| r.get(0),
        )
        .optional()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    #[test]
    fn the_last_words_stand_until_the_game_moves_on() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("a.sqlite3")).unwrap();
        let conn = store.conn();
        conn.execute_batch(
            "INSERT INTO players (id, email, created_at) VALUES (1, 'a@x', 't'), (2, 'b@x', 't');
             INSERT INTO games (id, variant, white_id, black_id, status, current_position, created_at, updated_at)
             VALUES (7, 'chess', 1, 2, 'active', 'p', 't', 't');",
        )
        .unwrap();
        let game = GameId::new(7);
        assert_eq!(standing(conn, game, Color::White).unwrap(), None);
        keep(conn, game, Color::White, 0, "good luck", "t").unwrap();
        keep(conn, game, Color::White, 0, "have fun", "t").unwrap();
        assert_eq!(
            standing(conn, game, Color::White).unwrap().as_deref(),
            Some("have fun")
        );
        assert_eq!(standing(conn, game, Color::Black).unwrap(), None);
        keep(conn, game, Color::White, 1, "later", "t").unwrap();
        assert_eq!(standing(conn, game, Color::White).unwrap(), None);
    }
}
