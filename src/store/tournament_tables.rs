//! The tournament tables: tournaments, their entrants (by pairing number) and
//! their games (by round and board). Rows only: pairings and standings are
//! [`crate::corr::round_robin`].

use super::CachedStatements;
use rusqlite::{params, Connection, OptionalExtension};

use super::games::GameStatus;
use super::{all_rows, player_id, StoreError};
use crate::corr::ids::GameId;
use crate::corr::knockout::TieRule;
use crate::rules::Options;

super::words::stored_words! {
    /// Where a tournament stands: taking entries, being played, or over. Stored as
    /// its text (the `status` column's `registering`, `running`, `finished`).
    pub enum TournamentStatus: "tournament status" {
        /// Taking entries (`registering`).
        Registering = "registering",
        /// Being played (`running`).
        Running = "running",
        /// Over (`finished`).
        Finished = "finished",
    }
}

super::words::stored_words! {
    /// How a tournament is paired: the `tournaments.system` column's
    /// `round-robin`, `swiss` or `knockout` (its settings are in [`System`] and
    /// [`StoredTournament`]).
    pub enum TournamentSystem: "tournament system" {
        /// Every entrant meets every other, once or twice (`round-robin`).
        RoundRobin = "round-robin",
        /// A Swiss of a planned number of rounds (`swiss`).
        Swiss = "swiss",
        /// A knock-out cup (`knockout`).
        Knockout = "knockout",
        /// A match of two teams, board against board (`team-match`).
        TeamMatch = "team-match",
        /// Every team meets every other, board against board
        /// (`team-round-robin`).
        TeamRoundRobin = "team-round-robin",
    }
}

/// A tournament as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredTournament {
    /// The tournament's number.
    pub id: i64,
    /// The tournament's name.
    pub name: String,
    /// How it is paired.
    pub system: TournamentSystem,
    /// 1: single round robin, 2: double.
    pub cycles: u32,
    /// The variant's id.
    pub variant: String,
    /// The variant's options.
    pub options: Options,
    /// Canonical time control text (`10/50d`), if any.
    pub time_control: Option<String>,
    /// Where the tournament stands.
    pub status: TournamentStatus,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// RFC 3339 UTC, once started.
    pub started_at: Option<String>,
    /// Planned rounds of a Swiss; `None` for a round robin.
    pub rounds: Option<u32>,
    /// A Swiss's pairing-allocated bye in half points (2: one point).
    pub bye_halves: u32,
    /// Why the next round of a Swiss could not be paired, as the organisers were
    /// told; `None` when all is well.
    pub pairing_error: Option<String>,
    /// RFC 3339 UTC, once finished.
    pub finished_at: Option<String>,
    /// A thematic event's set start ([`set_theme`]); `None`: the variant's
    /// usual start.
    pub theme: Option<StoredTheme>,
}

/// A thematic event's set start: where every game of the tournament begins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredTheme {
    /// The position in the variant's own text (FEN for chess).
    pub fen: String,
    /// The opening moves that lead there from the usual start, numbered as
    /// the variant writes them (`1. e4 e5 2. f4`), when the organiser gave
    /// moves; `None` for a position given as such.
    pub opening: Option<String>,
}

/// How a new tournament is paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    /// 1: single, 2: double round robin.
    RoundRobin {
        /// 1 or 2.
        cycles: u32,
    },
    /// A Swiss of `rounds` rounds, the bye worth `bye_halves` half points.
    Swiss {
        /// Planned rounds.
        rounds: u32,
        /// The pairing-allocated bye's worth, in half points.
        bye_halves: u32,
    },
    /// A knock-out cup of matches of `games` games, ties decided by `tie_rule`
    /// (`extra` or `seed`, see `corr::knockout::TieRule`).
    Knockout {
        /// Games per match.
        games: u32,
        /// How a tied match is decided.
        tie_rule: TieRule,
    },
    /// A team event: a match of two teams (`cycles` 1) or a team round robin
    /// (`cycles` 1 or 2); its rules are `store::team_tables`'.
    Teams {
        /// A team round robin rather than a match.
        round_robin: bool,
        /// 1, or 2 for a double team round robin.
        cycles: u32,
    },
}

impl System {
    /// The word of the `system` column for this system.
    pub fn kind(self) -> TournamentSystem {
        match self {
            System::RoundRobin { .. } => TournamentSystem::RoundRobin,
            System::Swiss { .. } => TournamentSystem::Swiss,
            System::Knockout { .. } => TournamentSystem::Knockout,
            System::Teams {
                round_robin: false, ..
            } => TournamentSystem::TeamMatch,
            System::Teams {
                round_robin: true, ..
            } => TournamentSystem::TeamRoundRobin,
        }
    }
}

/// An entrant as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredEntrant {
    /// Pairing number, 1-based.
    pub seat: u32,
    /// The entrant's registered address.
    pub email: String,
    /// The name the entrant set, if any.
    pub name: Option<String>,
    /// RFC 3339 UTC of the withdrawal, if the entrant withdrew.
    pub withdrawn_at: Option<String>,
    /// Withdrew having played less than half of the games: they count for
    /// nobody (FIDE C.06 V.4.a).
    pub annulled: bool,
}

impl StoredEntrant {
    /// The name when set, else the address.
    pub fn display_name(&self) -> &str {
        self.name.as_deref().unwrap_or(&self.email)
    }
}

/// One game of a tournament with what the standings need.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentGame {
    /// The game's number.
    pub game_id: GameId,
    /// The round, 1-based.
    pub round: u32,
    /// The board within the round, 1-based.
    pub board: u32,
    /// White's registered address.
    pub white: String,
    /// Black's registered address.
    pub black: String,
    /// Being played or over.
    pub status: GameStatus,
    /// The PGN result, once there is one.
    pub result: Option<String>,
    /// The outcome's code (`checkmate`, `time-forfeit`, ...).
    pub termination: Option<String>,
    /// Not played: forfeited at a withdrawal (`+`/`-` in the crosstable).
    pub unplayed: bool,
    /// The result went out with a crosstable to every entrant.
    pub announced: bool,
}

/// Makes a tournament in the `registering` state; returns its number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn create(
    conn: &Connection,
    name: &str,
    system: System,
    variant: &str,
    options: &Options,
    time_control: Option<&str>,
    created_at: &str,
) -> Result<i64, StoreError> {
    let options = serde_json::to_string(options).unwrap_or_else(|_| "{}".into());
    let (cycles, rounds, bye_halves) = match system {
        System::RoundRobin { cycles } => (cycles, None, 2),
        System::Swiss { rounds, bye_halves } => (1, Some(rounds), bye_halves),
        System::Knockout { .. } => (1, None, 2),
        System::Teams { cycles, .. } => (cycles, None, 2),
    };
    let kind = system.kind();
    conn.execute_cached(
        "INSERT INTO tournaments (name, system, cycles, variant, options, time_control, status, created_at, \
         rounds, bye_halves) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'registering', ?7, ?8, ?9)",
        params![name, kind, cycles, variant, options, time_control, created_at, rounds, bye_halves],
    )?;
    let id = conn.last_insert_rowid();
    if let System::Knockout { games, tie_rule } = system {
        conn.execute_cached(
            "INSERT INTO tournament_knockout (tournament_id, games, tie_rule) VALUES (?1, ?2, ?3)",
            params![id, games, tie_rule],
        )?;
    }
    Ok(id)
}

/// A knock-out cup's games per match and tie rule.
///
/// # Errors
///
/// [`StoreError::Sqlite`]; `Ok(None)` for a tournament that is no cup.
pub fn knockout_rules(conn: &Connection, id: i64) -> Result<Option<(u32, TieRule)>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT games, tie_rule FROM tournament_knockout WHERE tournament_id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

/// The knock-out cups that are running.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn running_knockouts(conn: &Connection) -> Result<Vec<i64>, StoreError> {
    super::all_rows(
        conn,
        "SELECT id FROM tournaments WHERE system = 'knockout' AND status = 'running' ORDER BY id",
        [],
        |r| r.get(0),
    )
}

/// Enters the player with this address (added when new) with pairing number `seat`.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also when the player or the seat is taken).
pub fn add_entrant(
    conn: &Connection,
    tournament: i64,
    seat: u32,
    email: &str,
) -> Result<(), StoreError> {
    let player = player_id(conn, email)?;
    conn.execute_cached(
        "INSERT INTO tournament_players (tournament_id, seat, player_id) VALUES (?1, ?2, ?3)",
        params![tournament, seat, player],
    )?;
    Ok(())
}

/// Loads a tournament.
///
/// # Errors
///
/// [`StoreError`]; `Ok(None)` when there is no such tournament.
pub fn load(conn: &Connection, id: i64) -> Result<Option<StoredTournament>, StoreError> {
    let row = conn
        .query_row_cached(
            "SELECT name, system, cycles, variant, options, time_control, status, created_at, started_at, \
             rounds, bye_halves, pairing_error, finished_at FROM tournaments WHERE id = ?1",
            [id],
            |r| tournament_row(id, r),
        )
        .optional()?;
    let Some((options, mut tournament)) = row else {
        return Ok(None);
    };
    tournament.options = serde_json::from_str(&options).map_err(|_| StoreError::Unreadable {
        what: "tournament options",
        text: options.clone(),
    })?;
    tournament.theme = theme(conn, id)?;
    Ok(Some(tournament))
}

/// One row of [`load`]'s query: the options as stored (JSON text, read by the
/// caller) and the tournament with empty options.
fn tournament_row(id: i64, r: &rusqlite::Row<'_>) -> rusqlite::Result<(String, StoredTournament)> {
    let tournament = StoredTournament {
        id,
        name: r.get(0)?,
        system: r.get(1)?,
        cycles: r.get(2)?,
        variant: r.get(3)?,
        options: Options::default(),
        time_control: r.get(5)?,
        status: r.get(6)?,
        created_at: r.get(7)?,
        started_at: r.get(8)?,
        rounds: r.get(9)?,
        bye_halves: r.get(10)?,
        pairing_error: r.get(11)?,
        finished_at: r.get(12)?,
        theme: None,
    };
    Ok((r.get(4)?, tournament))
}

/// Every tournament's number, name and status, oldest first.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn list(conn: &Connection) -> Result<Vec<(i64, String, String, String)>, StoreError> {
    all_rows(
        conn,
        "SELECT id, name, variant, status FROM tournaments ORDER BY id",
        [],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )
}

/// Sets a tournament's status (`running` also dates its start, `finished` its end).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_status(
    conn: &Connection,
    id: i64,
    status: TournamentStatus,
    at: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE tournaments SET status = ?2, \
         started_at = CASE WHEN ?2 = 'running' THEN ?3 ELSE started_at END, \
         finished_at = CASE WHEN ?2 = 'finished' THEN ?3 ELSE finished_at END WHERE id = ?1",
        params![id, status, at],
    )?;
    Ok(())
}

/// The entrants by pairing number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn entrants(conn: &Connection, tournament: i64) -> Result<Vec<StoredEntrant>, StoreError> {
    all_rows(
        conn,
        "SELECT t.seat, p.email, p.name, t.withdrawn_at, t.annulled FROM tournament_players t \
         JOIN players p ON p.id = t.player_id WHERE t.tournament_id = ?1 ORDER BY t.seat",
        [tournament],
        |r| {
            Ok(StoredEntrant {
                seat: r.get(0)?,
                email: r.get(1)?,
                name: r.get(2)?,
                withdrawn_at: r.get(3)?,
                annulled: r.get::<_, i64>(4)? != 0,
            })
        },
    )
}

/// Records a withdrawal (and whether the entrant's results are annulled).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn withdraw(
    conn: &Connection,
    tournament: i64,
    seat: u32,
    at: &str,
    annulled: bool,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE tournament_players SET withdrawn_at = ?3, annulled = ?4 \
         WHERE tournament_id = ?1 AND seat = ?2",
        params![tournament, seat, at, annulled],
    )?;
    Ok(())
}

/// Files game `game` under the tournament's round and board.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn add_game(
    conn: &Connection,
    tournament: i64,
    game: GameId,
    round: u32,
    board: u32,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO tournament_games (game_id, tournament_id, round, board) VALUES (?1, ?2, ?3, ?4)",
        params![game, tournament, round, board],
    )?;
    Ok(())
}

/// Marks a game as forfeited without play (at a withdrawal).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mark_unplayed(conn: &Connection, game: GameId) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE tournament_games SET unplayed = 1 WHERE game_id = ?1",
        [game],
    )?;
    Ok(())
}

/// Marks every finished game of the tournament as announced.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn mark_announced(conn: &Connection, tournament: i64) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE tournament_games SET announced = 1 WHERE tournament_id = ?1 AND announced = 0 \
         AND game_id IN (SELECT id FROM games WHERE status = 'finished')",
        [tournament],
    )?;
    Ok(())
}

/// The running tournaments with a finished game whose result was not yet mailed.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn with_news(conn: &Connection) -> Result<Vec<i64>, StoreError> {
    all_rows(conn, "SELECT DISTINCT tg.tournament_id FROM tournament_games tg JOIN games g ON g.id = tg.game_id \
         JOIN tournaments t ON t.id = tg.tournament_id \
         WHERE tg.announced = 0 AND g.status = 'finished' AND t.status = 'running' ORDER BY 1", [], |r| r.get(0))
}

/// The games of a tournament by round, board and game number (the order they
/// were made in within a board).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn games(conn: &Connection, tournament: i64) -> Result<Vec<TournamentGame>, StoreError> {
    all_rows(conn, "SELECT tg.game_id, tg.round, tg.board, w.email, b.email, g.status, g.result, g.termination, \
         tg.unplayed, tg.announced FROM tournament_games tg JOIN games g ON g.id = tg.game_id \
         JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id \
         WHERE tg.tournament_id = ?1 ORDER BY tg.round, tg.board, tg.game_id", [tournament], |r| {
        Ok(TournamentGame {
            game_id: r.get(0)?,
            round: r.get(1)?,
            board: r.get(2)?,
            white: r.get(3)?,
            black: r.get(4)?,
            status: r.get(5)?,
            result: r.get(6)?,
            termination: r.get(7)?,
            unplayed: r.get::<_, i64>(8)? != 0,
            announced: r.get::<_, i64>(9)? != 0,
        })
    })
}

/// The tournament, round and board of a game, when it belongs to one.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn of_game(
    conn: &Connection,
    game: GameId,
) -> Result<Option<(i64, String, u32, u32)>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT t.id, t.name, tg.round, tg.board FROM tournament_games tg \
             JOIN tournaments t ON t.id = tg.tournament_id WHERE tg.game_id = ?1",
            [game],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?)
}

/// Records the pairing-allocated bye of `seat` in `round`, worth `halves` half
/// points.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also for a second bye in one round).
pub fn add_bye(
    conn: &Connection,
    tournament: i64,
    round: u32,
    seat: u32,
    halves: u32,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO tournament_byes (tournament_id, round, seat, halves) VALUES (?1, ?2, ?3, ?4)",
        params![tournament, round, seat, halves],
    )?;
    Ok(())
}

/// The byes of a tournament as `(round, seat, halves)`, by round.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn byes(conn: &Connection, tournament: i64) -> Result<Vec<(u32, u32, u32)>, StoreError> {
    all_rows(
        conn,
        "SELECT round, seat, halves FROM tournament_byes WHERE tournament_id = ?1 ORDER BY round",
        [tournament],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )
}

/// Sets (or with `None` clears) why the next round could not be paired.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_pairing_error(
    conn: &Connection,
    tournament: i64,
    error: Option<&str>,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE tournaments SET pairing_error = ?2 WHERE id = ?1",
        params![tournament, error],
    )?;
    Ok(())
}

/// The running Swiss tournaments, by number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn running_swiss(conn: &Connection) -> Result<Vec<i64>, StoreError> {
    all_rows(
        conn,
        "SELECT id FROM tournaments WHERE system = 'swiss' AND status = 'running' ORDER BY id",
        [],
        |r| r.get(0),
    )
}

/// Forbids (`allowed` false) or allows conditional moves in tournament `id`'s games.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_conditionals(conn: &Connection, id: i64, allowed: bool) -> Result<(), StoreError> {
    if allowed {
        conn.execute_cached(
            "DELETE FROM tournament_no_conditionals WHERE tournament_id = ?1",
            [id],
        )?;
    } else {
        conn.execute_cached(
            "INSERT OR IGNORE INTO tournament_no_conditionals (tournament_id) VALUES (?1)",
            [id],
        )?;
    }
    Ok(())
}

/// Sets tournament `id`'s ordered list of tie-breaks (FIDE C.07
/// Art. 4.1) as its text, `DE,BH-C1,BH,SB`; `None` drops it (the system's
/// default applies). The text is stored as given: the correspondence floor reads
/// and checks it.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also for an empty text or one over 200
/// characters).
pub fn set_tiebreaks(conn: &Connection, id: i64, list: Option<&str>) -> Result<(), StoreError> {
    match list {
        Some(list) => conn.execute_cached(
            "INSERT INTO tournament_tiebreaks (tournament_id, list) VALUES (?1, ?2) \
             ON CONFLICT (tournament_id) DO UPDATE SET list = excluded.list",
            params![id, list],
        )?,
        None => conn.execute_cached(
            "DELETE FROM tournament_tiebreaks WHERE tournament_id = ?1",
            [id],
        )?,
    };
    Ok(())
}

/// Tournament `id`'s list of tie-breaks as stored by [`set_tiebreaks`]; `None`
/// when the organiser chose none.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn tiebreaks(conn: &Connection, id: i64) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT list FROM tournament_tiebreaks WHERE tournament_id = ?1",
            [id],
            |r| r.get(0),
        )
        .optional()?)
}

/// Sets tournament `id`'s set start, a thematic event's ([`StoredTheme`]).
/// The texts are stored as given: the service checks them first.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also for an empty position text or one over 1000
/// characters, an opening over 2000).
pub fn set_theme(conn: &Connection, id: i64, theme: &StoredTheme) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO tournament_themes (tournament_id, fen, opening) VALUES (?1, ?2, ?3) \
         ON CONFLICT (tournament_id) DO UPDATE SET fen = excluded.fen, opening = excluded.opening",
        params![id, theme.fen, theme.opening],
    )?;
    Ok(())
}

/// Tournament `id`'s set start as stored by [`set_theme`]; `None` when its
/// games begin at the variant's usual start.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn theme(conn: &Connection, id: i64) -> Result<Option<StoredTheme>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT fen, opening FROM tournament_themes WHERE tournament_id = ?1",
            [id],
            |r| {
                Ok(StoredTheme {
                    fen: r.get(0)?,
                    opening: r.get(1)?,
                })
            },
        )
        .optional()?)
}

/// The set start of the tournament that game `game` belongs to, when that
/// tournament is a thematic event.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn theme_of_game(conn: &Connection, game: GameId) -> Result<Option<StoredTheme>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT th.fen, th.opening FROM tournament_games tg \
             JOIN tournament_themes th ON th.tournament_id = tg.tournament_id \
             WHERE tg.game_id = ?1",
            [game],
            |r| {
                Ok(StoredTheme {
                    fen: r.get(0)?,
                    opening: r.get(1)?,
                })
            },
        )
        .optional()?)
}

/// The tournament (number and name) of game `game` when that tournament forbids
/// conditional moves; `None` when they are allowed or the game is in no tournament.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn forbidding_conditionals(
    conn: &Connection,
    game: GameId,
) -> Result<Option<(i64, String)>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT t.id, t.name FROM tournament_games tg \
             JOIN tournaments t ON t.id = tg.tournament_id \
             JOIN tournament_no_conditionals n ON n.tournament_id = t.id \
             WHERE tg.game_id = ?1",
            [game],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}
