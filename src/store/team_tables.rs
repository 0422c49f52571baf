//! The team tables of a team event: its rules (games per board, primary score,
//! replacements), its teams by pairing number with their captains, who holds
//! each board of a team and since when, and each game's meeting and board. Rows
//! only: the schedule and the standings are the correspondence floor's
//! (`corr::teams`).

use rusqlite::{params, Connection, OptionalExtension};

use super::{all_rows, player_id, CachedStatements, StoreError};
use crate::corr::ids::GameId;

super::words::stored_words! {
    /// A team event's primary score, stored as `gp` or `mp` (FIDE C.07's GPTS,
    /// game points, and MPTS, match points).
    pub enum TeamPrimaryScore: "team score" {
        /// Game (board) points: the sum of the team's games (`gp`).
        GamePoints = "gp",
        /// Match points: 2 a meeting won, 1 drawn, 0 lost (`mp`).
        MatchPoints = "mp",
    }
}

/// A team event's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamRules {
    /// Games each board plays in a meeting: 1, or 2 (one with each colour).
    pub games_per_board: u32,
    /// The score the teams are ranked by first.
    pub score: TeamPrimaryScore,
    /// Replacements a team may have during the event.
    pub max_replacements: u32,
}

/// A team as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredTeam {
    /// The team's pairing number, 1-based.
    pub seat: u32,
    /// The team's name.
    pub name: String,
    /// The captain's registered address.
    pub captain: String,
    /// RFC 3339 UTC of the team's withdrawal, if it withdrew.
    pub withdrawn_at: Option<String>,
}

/// One member of a team as stored: who holds (or held) a board, from when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredMember {
    /// The team's pairing number.
    pub team: u32,
    /// The board, 1-based.
    pub board: u32,
    /// The member's registered address.
    pub email: String,
    /// The name the member set, if any.
    pub name: Option<String>,
    /// RFC 3339 UTC: holds the board from then.
    pub since: String,
    /// RFC 3339 UTC: held it until then (replaced); `None` while holding.
    pub until: Option<String>,
}

impl StoredMember {
    /// The name when set, else the address.
    pub fn display_name(&self) -> &str {
        self.name.as_deref().unwrap_or(&self.email)
    }
}

/// One game's place in a team event: its meeting, board and game of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamGamePlace {
    /// The game's number.
    pub game_id: GameId,
    /// The first-named team of the meeting (pairing number).
    pub home: u32,
    /// The other team.
    pub away: u32,
    /// The board, 1-based.
    pub board: u32,
    /// 1, or 2 for the second game of a board that plays two.
    pub game: u32,
    /// The home team's player has White.
    pub home_white: bool,
}

/// Sets team event `tournament`'s rules.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also for games per board other than 1 or 2, or over
/// 99 replacements).
pub fn set_rules(conn: &Connection, tournament: i64, rules: TeamRules) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO tournament_team_rules (tournament_id, games_per_board, team_score, max_replacements) \
         VALUES (?1, ?2, ?3, ?4) ON CONFLICT (tournament_id) DO UPDATE SET \
         games_per_board = excluded.games_per_board, team_score = excluded.team_score, \
         max_replacements = excluded.max_replacements",
        params![tournament, rules.games_per_board, rules.score, rules.max_replacements],
    )?;
    Ok(())
}

/// Team event `tournament`'s rules; `None` for a tournament that is no team event.
///
/// # Errors
///
/// [`StoreError::Sqlite`], [`StoreError::Unreadable`] for a stored score that is
/// no word of [`TeamPrimaryScore`].
pub fn rules(conn: &Connection, tournament: i64) -> Result<Option<TeamRules>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT games_per_board, team_score, max_replacements FROM tournament_team_rules \
             WHERE tournament_id = ?1",
            [tournament],
            |r| {
                Ok(TeamRules {
                    games_per_board: r.get(0)?,
                    score: r.get(1)?,
                    max_replacements: r.get(2)?,
                })
            },
        )
        .optional()?)
}

/// Adds team `seat` (its pairing number) named `name`, captained by the player
/// with address `captain` (added when new).
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also for a seat or a name taken in the event).
pub fn add_team(
    conn: &Connection,
    tournament: i64,
    seat: u32,
    name: &str,
    captain: &str,
) -> Result<(), StoreError> {
    let captain = player_id(conn, captain)?;
    conn.execute_cached(
        "INSERT INTO tournament_teams (tournament_id, seat, name, captain_id) VALUES (?1, ?2, ?3, ?4)",
        params![tournament, seat, name, captain],
    )?;
    Ok(())
}

/// The teams of `tournament` by pairing number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn teams(conn: &Connection, tournament: i64) -> Result<Vec<StoredTeam>, StoreError> {
    all_rows(
        conn,
        "SELECT t.seat, t.name, p.email, t.withdrawn_at FROM tournament_teams t \
         JOIN players p ON p.id = t.captain_id WHERE t.tournament_id = ?1 ORDER BY t.seat",
        [tournament],
        |r| {
            Ok(StoredTeam {
                seat: r.get(0)?,
                name: r.get(1)?,
                captain: r.get(2)?,
                withdrawn_at: r.get(3)?,
            })
        },
    )
}

/// Makes the player with address `email` (added when new) the holder of `board`
/// of team `team` from `since` (RFC 3339 UTC).
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also when another member holds the board, or there is
/// no such team).
pub fn add_member(
    conn: &Connection,
    tournament: i64,
    team: u32,
    board: u32,
    email: &str,
    since: &str,
) -> Result<(), StoreError> {
    let player = player_id(conn, email)?;
    conn.execute_cached(
        "INSERT INTO tournament_team_members (tournament_id, team, board, player_id, since) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![tournament, team, board, player, since],
    )?;
    Ok(())
}

/// Every member of every team of `tournament`, past and present, by team, board
/// and since when.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn members(conn: &Connection, tournament: i64) -> Result<Vec<StoredMember>, StoreError> {
    all_rows(
        conn,
        "SELECT m.team, m.board, p.email, p.name, m.since, m.until FROM tournament_team_members m \
         JOIN players p ON p.id = m.player_id WHERE m.tournament_id = ?1 \
         ORDER BY m.team, m.board, m.since",
        [tournament],
        |r| {
            Ok(StoredMember {
                team: r.get(0)?,
                board: r.get(1)?,
                email: r.get(2)?,
                name: r.get(3)?,
                since: r.get(4)?,
                until: r.get(5)?,
            })
        },
    )
}

/// Files game `place.game_id` of `tournament` under its meeting and board.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also for a game filed already).
pub fn add_game(
    conn: &Connection,
    tournament: i64,
    place: &TeamGamePlace,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO tournament_team_games (game_id, tournament_id, home, away, board, game, home_white) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            place.game_id,
            tournament,
            place.home,
            place.away,
            place.board,
            place.game,
            place.home_white
        ],
    )?;
    Ok(())
}

/// The place of every game of `tournament`, by game number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn games(conn: &Connection, tournament: i64) -> Result<Vec<TeamGamePlace>, StoreError> {
    all_rows(
        conn,
        "SELECT game_id, home, away, board, game, home_white FROM tournament_team_games \
         WHERE tournament_id = ?1 ORDER BY game_id",
        [tournament],
        place_row,
    )
}

/// One row of `tournament_team_games` from column 0 (`game_id`) on.
fn place_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<TeamGamePlace> {
    Ok(TeamGamePlace {
        game_id: r.get(0)?,
        home: r.get(1)?,
        away: r.get(2)?,
        board: r.get(3)?,
        game: r.get(4)?,
        home_white: r.get::<_, i64>(5)? != 0,
    })
}

/// A game's meeting in words: the two teams' names (home first) and the board,
/// when the game belongs to a team event.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn meeting_of(
    conn: &Connection,
    game: GameId,
) -> Result<Option<(String, String, u32)>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT h.name, a.name, g.board FROM tournament_team_games g \
             JOIN tournament_teams h ON h.tournament_id = g.tournament_id AND h.seat = g.home \
             JOIN tournament_teams a ON a.tournament_id = g.tournament_id AND a.seat = g.away \
             WHERE g.game_id = ?1",
            [game],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A team event's rows read back: rules, teams with captains, members by
    /// board, a game's meeting; one holder per board.
    #[test]
    fn team_rows_read_back() {
        let mut conn = Connection::open_in_memory().unwrap();
        conn.pragma_update(None, "foreign_keys", "ON").unwrap();
        crate::store::migrations().to_latest(&mut conn).unwrap();
        let conn = &conn;
        conn.execute(
            "INSERT INTO tournaments (id, name, system, cycles, variant, status, created_at) \
             VALUES (1, 'Match', 'team-match', 1, 'chess', 'registering', 'x')",
            [],
        )
        .unwrap();
        let rules_in = TeamRules {
            games_per_board: 2,
            score: TeamPrimaryScore::GamePoints,
            max_replacements: 3,
        };
        set_rules(conn, 1, rules_in).unwrap();
        assert_eq!(rules(conn, 1).unwrap(), Some(rules_in));
        assert_eq!(rules(conn, 2).unwrap(), None);
        add_team(conn, 1, 1, "Ajax", "cap@x.org").unwrap();
        add_team(conn, 1, 2, "Blues", "b1@y.org").unwrap();
        assert!(add_team(conn, 1, 3, "Ajax", "c@x.org").is_err());
        add_member(conn, 1, 1, 1, "a1@x.org", "t0").unwrap();
        add_member(conn, 1, 2, 1, "b1@y.org", "t0").unwrap();
        assert!(add_member(conn, 1, 1, 1, "a9@x.org", "t1").is_err());
        let teams = teams(conn, 1).unwrap();
        assert_eq!(teams[0].captain, "cap@x.org");
        assert_eq!(teams[1].name, "Blues");
        let members = members(conn, 1).unwrap();
        assert_eq!(
            members.iter().map(|m| m.email.as_str()).collect::<Vec<_>>(),
            ["a1@x.org", "b1@y.org"]
        );
        conn.execute(
            "INSERT INTO games (id, variant, white_id, black_id, status, current_position, \
             created_at, updated_at) VALUES (5, 'chess', 1, 2, 'active', 'p', 'x', 'x')",
            [],
        )
        .unwrap();
        let place = TeamGamePlace {
            game_id: GameId::new(5),
            home: 1,
            away: 2,
            board: 1,
            game: 1,
            home_white: true,
        };
        add_game(conn, 1, &place).unwrap();
        assert_eq!(games(conn, 1).unwrap(), [place]);
        assert_eq!(
            meeting_of(conn, place.game_id).unwrap(),
            Some(("Ajax".to_string(), "Blues".to_string(), 1))
        );
    }
}
