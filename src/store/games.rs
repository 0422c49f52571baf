//! Games: creating one, loading it (with or without its turns), listing them,
//! and writing its state after a unit of work.

use rusqlite::{params, Connection, OptionalExtension};

use super::connection::{all_rows, now, CachedStatements};
use super::error::StoreError;
use super::players::player_id;
use super::turns::StoredTurn;
use crate::board::geometry::Color;
use crate::corr::ids::GameId;
use crate::rules::Options;

super::words::stored_words! {
    /// Whether a game is being played or over: the `games.status` column's
    /// `active` or `finished`.
    pub enum GameStatus: "game status" {
        /// Being played (`active`).
        Active = "active",
        /// Over (`finished`): its result and termination are set.
        Finished = "finished",
    }
}

/// What a new game needs.
#[derive(Debug, Clone)]
pub struct NewGame<'a> {
    /// The variant's id.
    pub variant: &'a str,
    /// The variant's options.
    pub options: &'a Options,
    /// White's address.
    pub white: &'a str,
    /// Black's address.
    pub black: &'a str,
    /// Position text to start from; `None` for the variant's start position.
    pub start_position: Option<&'a str>,
    /// Position text of the start (cached as the current position).
    pub current_position: &'a str,
}

/// Creates a game and returns its number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn create_game(conn: &Connection, game: &NewGame<'_>) -> Result<GameId, StoreError> {
    let white = player_id(conn, game.white)?;
    let black = player_id(conn, game.black)?;
    let options = serde_json::to_string(game.options).unwrap_or_else(|_| "{}".into());
    let at = now();
    conn.execute_cached(
        "INSERT INTO games (variant, options, white_id, black_id, start_position, status, current_position, \
         created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 'active', ?6, ?7, ?7)",
        params![game.variant, options, white, black, game.start_position, game.current_position, at],
    )?;
    Ok(GameId::new(conn.last_insert_rowid()))
}

/// A game as stored.
#[derive(Debug, Clone)]
pub struct StoredGame {
    /// The game's number.
    pub id: GameId,
    /// The variant's id.
    pub variant: String,
    /// The variant's options.
    pub options: Options,
    /// White's address.
    pub white: String,
    /// Black's address.
    pub black: String,
    /// The players' names, when set.
    pub white_name: Option<String>,
    /// Black's name, when set.
    pub black_name: Option<String>,
    /// Position text of the start; `None` for the variant's start position.
    pub start_position: Option<String>,
    /// Being played or over.
    pub status: GameStatus,
    /// `1-0`, `0-1` or `1/2-1/2`; `None` while the game is on.
    pub result: Option<String>,
    /// How the game ended, in words (`White wins by checkmate`); `None` while it is on.
    pub termination: Option<String>,
    /// Position text of the current position.
    pub current_position: String,
    /// The side whose draw offer stands.
    pub draw_offer: Option<Color>,
    /// Every stored turn ([`load_game`]); empty from [`load_game_state`], whose
    /// caller reads the turns it needs with [`history`](super::history).
    pub turns: Vec<StoredTurn>,
    /// Plies whose repetition key is not stored (turns written before migration 2),
    /// to be filled in with [`fill_repetition_key`](super::fill_repetition_key).
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

/// Loads a game and all its turns, every column.
///
/// # Errors
///
/// [`StoreError`]; `Ok(None)` when there is no such game.
pub fn load_game(conn: &Connection, id: GameId) -> Result<Option<StoredGame>, StoreError> {
    let Some(mut game) = load_game_state(conn, id)? else {
        return Ok(None);
    };
    let mut stmt = conn.prepare_cached(
        "SELECT ply, number, side, input, canonical, position_after, repetition_key, received_at, \
         long_form, numeric_form FROM turns WHERE game_id = ?1 ORDER BY ply",
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
                long: r.get(8)?,
                numeric: r.get(9)?,
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

/// Loads a game without its turns (`turns` and `keyless_plies` are empty).
///
/// # Errors
///
/// [`StoreError::Sqlite`]; [`StoreError::Options`] when the stored options are not
/// valid JSON. `Ok(None)` when there is no such game.
pub fn load_game_state(conn: &Connection, id: GameId) -> Result<Option<StoredGame>, StoreError> {
    let row = conn
        .prepare_cached(
            "SELECT g.variant, g.options, w.email, b.email, g.start_position, g.status, g.result, \
             g.termination, g.current_position, g.draw_offer, g.created_at, w.name, b.name FROM games g \
             JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id WHERE g.id = ?1",
        )?
        .query_row([id], |r| game_row(id, r))
        .optional()?;
    let Some((options, mut game)) = row else {
        return Ok(None);
    };
    game.options =
        serde_json::from_str(&options).map_err(|e| StoreError::Options { game: id, cause: e })?;
    Ok(Some(game))
}

/// One row of [`load_game_state`]'s query: the options as stored (JSON text, read
/// by the caller) and the game with empty options, turns and keyless plies.
fn game_row(id: GameId, r: &rusqlite::Row<'_>) -> rusqlite::Result<(String, StoredGame)> {
    let game = StoredGame {
        id,
        variant: r.get(0)?,
        options: Options::default(),
        white: r.get(2)?,
        black: r.get(3)?,
        white_name: r.get(11)?,
        black_name: r.get(12)?,
        start_position: r.get(4)?,
        status: r.get(5)?,
        result: r.get(6)?,
        termination: r.get(7)?,
        current_position: r.get(8)?,
        draw_offer: r.get(9)?,
        turns: Vec::new(),
        keyless_plies: Vec::new(),
        created_at: r.get(10)?,
    };
    Ok((r.get(1)?, game))
}

/// The variant id of a stored game, without loading the game.
///
/// # Errors
///
/// [`StoreError`] from SQLite.
pub fn variant_of(conn: &Connection, id: GameId) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached("SELECT variant FROM games WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .optional()?)
}

/// A line of `arbiter game list`.
#[derive(Debug, Clone)]
pub struct GameSummary {
    /// The game's number.
    pub id: GameId,
    /// The variant's id.
    pub variant: String,
    /// White's address.
    pub white: String,
    /// Black's address.
    pub black: String,
    /// Being played or over.
    pub status: GameStatus,
    /// `1-0`, `0-1` or `1/2-1/2`; `None` while the game is on.
    pub result: Option<String>,
    /// Half-moves played.
    pub plies: u32,
}

/// Every game, newest last.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
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
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn active_games_of(conn: &Connection, email: &str) -> Result<Vec<GameId>, StoreError> {
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

/// The state columns of a game after a unit of work.
#[derive(Debug, Clone)]
pub struct GameState<'a> {
    /// True when the game is over.
    pub finished: bool,
    /// `1-0`, `0-1` or `1/2-1/2`; `None` while the game is on.
    pub result: Option<&'a str>,
    /// How the game ended, in words; `None` while it is on.
    pub termination: Option<&'a str>,
    /// Position text of the current position.
    pub current_position: &'a str,
    /// The side whose draw offer stands, if any.
    pub draw_offer: Option<Color>,
}

/// Updates a game's status, result, position and standing draw offer.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn update_game(conn: &Connection, id: GameId, state: &GameState<'_>) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE games SET status = ?2, result = ?3, termination = ?4, current_position = ?5, draw_offer = ?6, \
         updated_at = ?7 WHERE id = ?1",
        params![
            id,
            if state.finished { GameStatus::Finished } else { GameStatus::Active },
            state.result,
            state.termination,
            state.current_position,
            state.draw_offer,
            now()
        ],
    )?;
    Ok(())
}
