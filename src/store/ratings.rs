//! The rating tables: when each game ended, what was made
//! unrated, each variant's Glicko-2 list as last computed, a tournament's
//! seeding, and the ratings, IDs and titles players carry from elsewhere. Rows
//! only: which games count and the maths are [`crate::corr::ratings`].

use super::CachedStatements;
use rusqlite::{params, Connection, OptionalExtension};

use super::clock_tables::read_instant;
use super::{all_rows, StoreError};
use crate::corr::ids::GameId;
use crate::corr::ratings::{External, FinishedGame, Period, Rating, RatingBody, RatingList};

/// Records when game `game` ended (`at`, RFC 3339 UTC: the arbiter's now).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn record_end(conn: &Connection, game: GameId, at: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT OR REPLACE INTO game_ends (game_id, ended_at) VALUES (?1, ?2)",
        params![game, at],
    )?;
    Ok(())
}

/// Makes game `game` unrated.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_unrated_game(conn: &Connection, game: GameId) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT OR IGNORE INTO unrated_games (game_id) VALUES (?1)",
        [game],
    )?;
    Ok(())
}

/// Makes tournament `id` unrated: none of its games counts.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_unrated_tournament(conn: &Connection, id: i64) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT OR IGNORE INTO unrated_tournaments (tournament_id) VALUES (?1)",
        [id],
    )?;
    Ok(())
}

/// Makes the challenge with this token unrated: so will its game be.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_unrated_challenge(conn: &Connection, token: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT OR IGNORE INTO unrated_challenges (token) VALUES (?1)",
        [token],
    )?;
    Ok(())
}

/// True when the challenge with this token is unrated.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn challenge_unrated(conn: &Connection, token: &str) -> Result<bool, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT 1 FROM unrated_challenges WHERE token = ?1",
            [token],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

/// True when game `game` is unrated, by itself or by its tournament.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn game_unrated(conn: &Connection, game: GameId) -> Result<bool, StoreError> {
    Ok(conn.query_row_cached(
        "SELECT EXISTS (SELECT 1 FROM unrated_games WHERE game_id = ?1) \
         OR EXISTS (SELECT 1 FROM tournament_games tg JOIN unrated_tournaments u \
                    ON u.tournament_id = tg.tournament_id WHERE tg.game_id = ?1)",
        [game],
        |r| r.get(0),
    )?)
}

/// True when tournament `id` is unrated.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn tournament_unrated(conn: &Connection, id: i64) -> Result<bool, StoreError> {
    Ok(conn.query_row_cached(
        "SELECT EXISTS (SELECT 1 FROM unrated_tournaments WHERE tournament_id = ?1)",
        [id],
        |r| r.get(0),
    )?)
}

/// Every finished game of `variant` with what the rating needs to know of it, in
/// the order of their ends (then by number). A game finished before its end was
/// recorded counts as ended at its last update.
///
/// # Errors
///
/// [`StoreError::Sqlite`]; [`StoreError::Unreadable`] for an end that
/// does not read.
pub fn finished_games(conn: &Connection, variant: &str) -> Result<Vec<FinishedGame>, StoreError> {
    let rows = all_rows(
        conn,
        "SELECT g.id, g.white_id, g.black_id, COALESCE(g.result, '*'), COALESCE(g.termination, ''), \
         (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id), COALESCE(e.ended_at, g.updated_at), \
         EXISTS (SELECT 1 FROM unrated_games u WHERE u.game_id = g.id) \
           OR EXISTS (SELECT 1 FROM tournament_games tg JOIN unrated_tournaments ut \
                      ON ut.tournament_id = tg.tournament_id WHERE tg.game_id = g.id), \
         EXISTS (SELECT 1 FROM tournament_games tg WHERE tg.game_id = g.id AND tg.unplayed = 1), \
         EXISTS (SELECT 1 FROM tournament_games tg JOIN tournament_players tp \
                 ON tp.tournament_id = tg.tournament_id \
                 WHERE tg.game_id = g.id AND tp.annulled = 1 AND tp.player_id IN (g.white_id, g.black_id)) \
         FROM games g LEFT JOIN game_ends e ON e.game_id = g.id \
         WHERE g.status = 'finished' AND g.variant = ?1 \
         ORDER BY COALESCE(e.ended_at, g.updated_at), g.id",
        [variant],
        |r| {
            Ok((
                (
                    r.get::<_, GameId>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, String>(4)?,
                ),
                (
                    r.get::<_, u32>(5)?,
                    r.get::<_, String>(6)?,
                    r.get::<_, bool>(7)?,
                    r.get::<_, bool>(8)?,
                    r.get::<_, bool>(9)?,
                ),
            ))
        },
    )?;
    rows.into_iter()
        .map(
            |(
                (game, white, black, result, termination),
                (plies, ended, unrated, unplayed, annulled),
            )| {
                Ok(FinishedGame {
                    game,
                    white,
                    black,
                    result,
                    termination,
                    plies,
                    ended_at: read_instant(&ended)?,
                    unrated,
                    unplayed,
                    annulled,
                })
            },
        )
        .collect()
}

/// The variants with a finished game or a stored list, by name.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn variants(conn: &Connection) -> Result<Vec<String>, StoreError> {
    all_rows(
        conn,
        "SELECT variant FROM games WHERE status = 'finished' \
         UNION SELECT variant FROM ratings UNION SELECT variant FROM rating_lists ORDER BY 1",
        [],
        |r| r.get(0),
    )
}

/// Throws every stored list away (before computing each again).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn clear_lists(conn: &Connection) -> Result<(), StoreError> {
    conn.execute_batch("DELETE FROM ratings; DELETE FROM rating_lists;")?;
    Ok(())
}

/// Puts `list` in place of the stored list of `variant` (its lines keyed by
/// player id).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn replace_list(conn: &Connection, variant: &str, list: &RatingList) -> Result<(), StoreError> {
    conn.execute_cached("DELETE FROM ratings WHERE variant = ?1", [variant])?;
    conn.execute_cached("DELETE FROM rating_lists WHERE variant = ?1", [variant])?;
    let mut insert = conn.prepare_cached(
        "INSERT INTO ratings (variant, player_id, rating, deviation, volatility, games, last_played) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for (player, e) in list.entries() {
        insert.execute(params![
            variant,
            player,
            e.rating.rating,
            e.rating.deviation,
            e.rating.volatility,
            e.games,
            e.last_played.map(|p| p.to_string()),
        ])?;
    }
    if let Some(period) = list.period() {
        conn.execute_cached(
            "INSERT INTO rating_lists (variant, period) VALUES (?1, ?2)",
            params![variant, period.to_string()],
        )?;
    }
    Ok(())
}

/// A line of a stored list.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredRating {
    /// The variant's id.
    pub variant: String,
    /// The player's registered address.
    pub email: String,
    /// The name the player set, if any.
    pub name: Option<String>,
    /// The rating as last computed.
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
    /// The last period with a rated game.
    pub last_played: Option<Period>,
}

/// The stored lists (of `variant` alone, when given), by variant, then by rating
/// (highest first), then by address.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn list(conn: &Connection, variant: Option<&str>) -> Result<Vec<StoredRating>, StoreError> {
    all_rows(
        conn,
        "SELECT r.variant, p.email, p.name, r.rating, r.deviation, r.volatility, r.games, r.last_played \
         FROM ratings r JOIN players p ON p.id = r.player_id \
         WHERE ?1 IS NULL OR r.variant = ?1 ORDER BY r.variant, r.rating DESC, p.email",
        [variant],
        |r| {
            Ok(StoredRating {
                variant: r.get(0)?,
                email: r.get(1)?,
                name: r.get(2)?,
                rating: Rating {
                    rating: r.get(3)?,
                    deviation: r.get(4)?,
                    volatility: r.get(5)?,
                },
                games: r.get(6)?,
                last_played: r
                    .get::<_, Option<String>>(7)?
                    .as_deref()
                    .and_then(Period::parse),
            })
        },
    )
}

/// The latest period of each stored list: (variant, `YYYY-MM`).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn periods(conn: &Connection) -> Result<Vec<(String, String)>, StoreError> {
    all_rows(
        conn,
        "SELECT variant, period FROM rating_lists ORDER BY variant",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}

/// The stored rating of the player at `email` in `variant`, if the player is in
/// its list.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn rating_of(
    conn: &Connection,
    variant: &str,
    email: &str,
) -> Result<Option<Rating>, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT r.rating, r.deviation, r.volatility FROM ratings r JOIN players p \
             ON p.id = r.player_id WHERE r.variant = ?1 AND p.email = ?2",
        )?
        .query_row(params![variant, email], |r| {
            Ok(Rating {
                rating: r.get(0)?,
                deviation: r.get(1)?,
                volatility: r.get(2)?,
            })
        })
        .optional()?)
}

/// Sets (`Some("rating")`, `Some("external")`) or clears (`None`) how tournament
/// `id`'s entrants are seeded at its start.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also for another seed word).
pub fn set_seed(conn: &Connection, id: i64, seed: Option<&str>) -> Result<(), StoreError> {
    conn.execute_cached(
        "DELETE FROM tournament_seeding WHERE tournament_id = ?1",
        [id],
    )?;
    if let Some(seed) = seed {
        conn.execute_cached(
            "INSERT INTO tournament_seeding (tournament_id, seed) VALUES (?1, ?2)",
            params![id, seed],
        )?;
    }
    Ok(())
}

/// How tournament `id`'s entrants are seeded at its start: `rating`, `external`,
/// or `None` (the order given).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn seed_of(conn: &Connection, id: i64) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT seed FROM tournament_seeding WHERE tournament_id = ?1",
            [id],
            |r| r.get(0),
        )
        .optional()?)
}

/// Gives tournament `id`'s entrants new pairing numbers: `order` lists the
/// present numbers in the new order (the first gets 1). Only before its games are
/// made.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn reseat(conn: &Connection, id: i64, order: &[u32]) -> Result<(), StoreError> {
    // Through negative numbers, so that no two entrants share one on the way.
    conn.execute_cached(
        "UPDATE tournament_players SET seat = -seat WHERE tournament_id = ?1",
        [id],
    )?;
    for (new, old) in (1u32..).zip(order) {
        conn.execute_cached(
            "UPDATE tournament_players SET seat = ?3 WHERE tournament_id = ?1 AND seat = -?2",
            params![id, old, new],
        )?;
    }
    Ok(())
}

/// Sets (`Some`) or clears (`None`) what player `player_id` carries from
/// elsewhere.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_external(
    conn: &Connection,
    player_id: i64,
    external: Option<&External>,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "DELETE FROM external_ratings WHERE player_id = ?1",
        [player_id],
    )?;
    if let Some(e) = external {
        conn.execute_cached(
            "INSERT INTO external_ratings (player_id, body, rating, id_number, title) \
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![player_id, e.body.name(), e.rating, e.id, e.title],
        )?;
    }
    Ok(())
}

/// What the player at `email` carries from elsewhere, if anything.
///
/// # Errors
///
/// [`StoreError::Sqlite`]; [`StoreError::Unreadable`] for a body that
/// does not read.
pub fn external_of(conn: &Connection, email: &str) -> Result<Option<External>, StoreError> {
    let row = conn
        .query_row_cached(
            "SELECT x.body, x.rating, x.id_number, x.title FROM external_ratings x \
             JOIN players p ON p.id = x.player_id WHERE p.email = ?1",
            [email],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    External {
                        body: RatingBody::Iccf,
                        rating: r.get(1)?,
                        id: r.get(2)?,
                        title: r.get(3)?,
                    },
                ))
            },
        )
        .optional()?;
    row.map(|(body, external)| {
        Ok(External {
            body: RatingBody::parse(&body).ok_or(StoreError::Unreadable {
                what: "rating body",
                text: body.clone(),
            })?,
            ..external
        })
    })
    .transpose()
}
