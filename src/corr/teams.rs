//! Team events without mail or SQL: the schedule of a team match or a team
//! round robin (who meets whom, on which board, with which colour), each
//! meeting's game and match points, the team standings with the team
//! tie-breaks of FIDE C.07, and each board's own table. The service stores and
//! mails them; a team's players are its boards here (board 1, 2, ...), the
//! service maps a team and a board to a name.
//!
//! All points are in half points (`u32`) as in [`super::tiebreak`]: a game won
//! is 2, drawn 1, lost 0; game points are the sum of a team's games. Match
//! points are whole numbers: 2 for a meeting won (more game points than the
//! other team), 1 drawn, 0 lost (C.07 Art. 5.1.2, MPTS).

use std::fmt;

use thiserror::Error;

use super::round_robin::berger;
use super::tiebreak::{halves, quarters, Cut};

/// One game of a team event's schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamBoardGame {
    /// 1-based; the rounds of a double round robin's second cycle follow the first.
    pub round: u32,
    /// The first-named team of the meeting (its pairing number, 1-based).
    pub home: u32,
    /// The other team of the meeting (its pairing number, 1-based).
    pub away: u32,
    /// 1-based board: board `k` of one team plays board `k` of the other.
    pub board: u32,
    /// 1 or 2: with two games per board, game 1 and game 2 have the colours
    /// reversed.
    pub game: u32,
    /// Whether the home team's player has White.
    pub home_white: bool,
}

/// The schedule of a team event of `teams` teams of `boards` boards, each board
/// playing `games_per_board` games (1 or 2) in each meeting, over `cycles`
/// cycles (1: every team meets every other once; 2: twice, colours reversed).
///
/// A team match is `schedule(2, boards, games_per_board, 1)`: one meeting. A
/// team round robin takes its meetings from the Berger tables over the teams
/// ([`berger`], FIDE C.05 Annex 1): the team the table gives White is the
/// first-named (home) team and has White on the odd boards, Black on the even
/// ones, so the colours alternate by board and, as the Berger table alternates
/// each team's colour, by round. With two games per board, game 2 of each
/// board has the colours of game 1 reversed. Values of `games_per_board` other
/// than 2 are read as 1; fewer than 2 teams or no board give no game.
pub fn schedule(teams: u32, boards: u32, games_per_board: u32, cycles: u32) -> Vec<TeamBoardGame> {
    let games = if games_per_board == 2 { 2 } else { 1 };
    let mut out = Vec::new();
    for pairing in berger(teams, cycles.max(1)) {
        for board in 1..=boards {
            for game in 1..=games {
                out.push(TeamBoardGame {
                    round: pairing.round,
                    home: pairing.white,
                    away: pairing.black,
                    board,
                    game,
                    home_white: (board % 2 == 1) == (game == 1),
                });
            }
        }
    }
    out
}

/// A game as played, for the standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamGame {
    /// The round, 1-based.
    pub round: u32,
    /// The first-named team of the meeting (pairing number).
    pub home: u32,
    /// The other team (pairing number).
    pub away: u32,
    /// The board, 1-based.
    pub board: u32,
    /// Whether the home team's player had White.
    pub home_white: bool,
    /// The home team's player's points in half points (2 win, 1 draw, 0 loss);
    /// `None` while the game runs or when it ended without a result.
    pub home_halves: Option<u32>,
    /// Not played over the board: a forfeit.
    pub unplayed: bool,
}

/// A team as the standings see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Team {
    /// Pairing number, 1-based.
    pub seat: u32,
    /// The name the tables show.
    pub name: String,
    /// Withdrew from the event.
    pub withdrawn: bool,
}

/// The event's primary score (C.07 Art. 5.1: MPTS, match points; GPTS, game
/// points).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TeamScore {
    /// Match points: 2 for a meeting won, 1 drawn, 0 lost (`MPTS`, `mp`).
    MatchPoints,
    /// Game points: the points of the team's games (`GPTS`, `gp`).
    GamePoints,
}

impl TeamScore {
    /// Reads `mp`, `gp`, `MPTS` or `GPTS` (any case); `None` for anything else.
    ///
    /// ```
    /// use pbem_arbiter::corr::teams::TeamScore;
    /// assert_eq!(TeamScore::parse("gp"), Some(TeamScore::GamePoints));
    /// assert_eq!(TeamScore::parse(" MPTS "), Some(TeamScore::MatchPoints));
    /// assert_eq!(TeamScore::parse("points"), None);
    /// ```
    pub fn parse(text: &str) -> Option<TeamScore> {
        match text.trim().to_ascii_uppercase().as_str() {
            "MP" | "MPTS" => Some(TeamScore::MatchPoints),
            "GP" | "GPTS" => Some(TeamScore::GamePoints),
            _ => None,
        }
    }

    /// FIDE's acronym: `MPTS`, `GPTS`.
    pub fn acronym(self) -> &'static str {
        match self {
            TeamScore::MatchPoints => "MPTS",
            TeamScore::GamePoints => "GPTS",
        }
    }

    /// The short form of the command line and of the TieBreakServer's
    /// suffixes: `mp`, `gp`.
    pub fn short(self) -> &'static str {
        match self {
            TeamScore::MatchPoints => "mp",
            TeamScore::GamePoints => "gp",
        }
    }

    /// In words: `match points`, `game points`.
    pub fn name(self) -> &'static str {
        match self {
            TeamScore::MatchPoints => "match points",
            TeamScore::GamePoints => "game points",
        }
    }

    /// The other one.
    pub fn other(self) -> TeamScore {
        match self {
            TeamScore::MatchPoints => TeamScore::GamePoints,
            TeamScore::GamePoints => TeamScore::MatchPoints,
        }
    }
}

/// A team tie-break of C.07 (see the module documentation for each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TeamTieBreak {
    /// `MPTS` or `GPTS` as a tie-break: the score that is not the primary one
    /// (C.07 Art. 5.1).
    Score(TeamScore),
    /// `EDE`, extended direct encounter.
    ExtendedDirectEncounter,
    /// `BC`, board count.
    BoardCount,
    /// `BBE`, board elimination.
    BoardElimination,
    /// `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB`: extended Sonneborn-Berger, the
    /// opponents' `opponent` score times the team's own `own` score against each.
    ExtendedSonnebornBerger {
        /// The opponent's score that is multiplied (the second letter).
        opponent: TeamScore,
        /// The team's own result against that opponent (the third letter).
        own: TeamScore,
    },
    /// `BH:MP`, `BH:GP` with the cuts of Art. 14: Buchholz on match or game
    /// points.
    Buchholz {
        /// The opponents' score that is summed.
        on: TeamScore,
        /// The cut.
        cut: Cut,
    },
}

/// Why a list of team tie-breaks was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TeamTieBreakError {
    /// The list names no tie-break.
    #[error("no tie-break named: write FIDE's acronyms in order, comma-separated, e.g. \"GPTS,EDE,BH:MP\"")]
    Empty,
    /// An acronym that names no team tie-break; the acronym as written.
    #[error("{0:?} is not a team tie-break I know: write MPTS, GPTS, EDE, BC, BBE, EMMSB, EMGSB, EGMSB, EGGSB, BH:MP or BH:GP (BH also with -C1, -C2, -M1 or -M2; FIDE C.07)")]
    Unknown(String),
    /// A tie-break named twice; its acronym.
    #[error("{0} is named twice in the tie-breaks")]
    Twice(String),
}

/// Reads an ordered list of team tie-breaks (C.07 Art. 4.1): FIDE's acronyms,
/// comma-separated; case does not matter.
///
/// # Errors
///
/// [`TeamTieBreakError::Empty`] for no acronym, [`TeamTieBreakError::Unknown`]
/// for one that is not a team tie-break, [`TeamTieBreakError::Twice`] for one
/// named twice.
pub fn parse_list(text: &str) -> Result<Vec<TeamTieBreak>, TeamTieBreakError> {
    if text.trim().is_empty() {
        return Err(TeamTieBreakError::Empty);
    }
    Err(TeamTieBreakError::Unknown(text.trim().to_string()))
}

/// The list as [`parse_list`] reads it back.
pub fn list_text(list: &[TeamTieBreak]) -> String {
    let _ = list;
    String::new()
}

/// The legend's sentence on ties.
pub fn legend(list: &[TeamTieBreak]) -> String {
    let _ = list;
    "Ties: by pairing number.".to_string()
}

/// The tie-breaks of an event ranked by match points when the organiser names
/// none.
pub const MP_DEFAULT: &[TeamTieBreak] = &[TeamTieBreak::Score(TeamScore::GamePoints)];

/// The tie-breaks of an event ranked by game points when the organiser names
/// none.
pub const GP_DEFAULT: &[TeamTieBreak] = &[TeamTieBreak::Score(TeamScore::MatchPoints)];

/// A team's value on one tie-break.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamValue {
    /// Whole points: match points, or products of match points.
    Points(u32),
    /// Half points (game points; match points times game points).
    Halves(u32),
    /// Quarter points (game points times game points).
    Quarters(u32),
    /// A place among the tied teams, 1 the best (ranks the lower the better).
    Place(u32),
    /// Where the tie-break does not apply; ranks below every value.
    NotApplicable,
}

impl TeamValue {
    /// What ranks: the higher the better.
    pub fn key(self) -> i64 {
        match self {
            TeamValue::Points(v) | TeamValue::Halves(v) | TeamValue::Quarters(v) => i64::from(v),
            TeamValue::Place(p) => -i64::from(p),
            TeamValue::NotApplicable => i64::MIN,
        }
    }
}

/// `5` (points), `2½` (half points), `2.50` (quarter points), `1` (a place),
/// `-`.
impl fmt::Display for TeamValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TeamValue::Points(v) | TeamValue::Place(v) => write!(f, "{v}"),
            TeamValue::Halves(h) => f.write_str(&halves(h)),
            TeamValue::Quarters(q) => f.write_str(&quarters(q)),
            TeamValue::NotApplicable => f.write_str("-"),
        }
    }
}

/// One meeting's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeetingScore {
    /// The round, 1-based.
    pub round: u32,
    /// The first-named team (pairing number).
    pub home: u32,
    /// The other team (pairing number).
    pub away: u32,
    /// The home team's game points so far, in half points.
    pub home_halves: u32,
    /// The away team's game points so far, in half points.
    pub away_halves: u32,
    /// The home team's match points (2, 1, 0) once the meeting is over; 0 before.
    pub home_mp: u32,
    /// The away team's match points (2, 1, 0) once the meeting is over; 0 before.
    pub away_mp: u32,
    /// Whether every game of the meeting has a result.
    pub over: bool,
}

/// The meetings of `games` (one per round, home and away team), in the order of
/// their first game: each side's game points and, once every game has a result,
/// the match points (2 to the side with more game points, 1 each when equal).
pub fn meetings(games: &[TeamGame]) -> Vec<MeetingScore> {
    let mut out: Vec<MeetingScore> = Vec::new();
    for g in games {
        let i = match out
            .iter()
            .position(|m| m.round == g.round && m.home == g.home && m.away == g.away)
        {
            Some(i) => i,
            None => {
                out.push(MeetingScore {
                    round: g.round,
                    home: g.home,
                    away: g.away,
                    home_halves: 0,
                    away_halves: 0,
                    home_mp: 0,
                    away_mp: 0,
                    over: true,
                });
                out.len() - 1
            }
        };
        let m = &mut out[i];
        match g.home_halves {
            Some(h) => {
                m.home_halves += h.min(2);
                m.away_halves += 2 - h.min(2);
            }
            None => m.over = false,
        }
    }
    for m in &mut out {
        if m.over {
            (m.home_mp, m.away_mp) = match m.home_halves.cmp(&m.away_halves) {
                std::cmp::Ordering::Greater => (2, 0),
                std::cmp::Ordering::Equal => (1, 1),
                std::cmp::Ordering::Less => (0, 2),
            };
        }
    }
    out
}

/// One line of the team standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStanding {
    /// 1-based; teams equal on the primary score and every tie-break share a
    /// rank (listed by pairing number).
    pub rank: u32,
    /// Pairing number, 1-based.
    pub seat: u32,
    /// Match points of the meetings that are over.
    pub match_points: u32,
    /// Game points of the games with a result, in half points.
    pub game_halves: u32,
    /// One value per tie-break of the list, in its order.
    pub values: Vec<TeamValue>,
}

/// The team standings: the `primary` score, then the tie-breaks of `list` in
/// order (C.07 Art. 4.2), then the pairing number.
pub fn standings(
    teams: &[Team],
    games: &[TeamGame],
    primary: TeamScore,
    list: &[TeamTieBreak],
) -> Vec<TeamStanding> {
    let met = meetings(games);
    let mut lines: Vec<TeamStanding> = teams
        .iter()
        .map(|t| {
            let (mp, gp) = met.iter().fold((0, 0), |(mp, gp), m| {
                if m.home == t.seat {
                    (mp + m.home_mp, gp + m.home_halves)
                } else if m.away == t.seat {
                    (mp + m.away_mp, gp + m.away_halves)
                } else {
                    (mp, gp)
                }
            });
            TeamStanding {
                rank: 0,
                seat: t.seat,
                match_points: mp,
                game_halves: gp,
                values: vec![TeamValue::NotApplicable; list.len()],
            }
        })
        .collect();
    let key = |s: &TeamStanding| {
        let first = match primary {
            TeamScore::MatchPoints => s.match_points,
            TeamScore::GamePoints => s.game_halves,
        };
        std::cmp::Reverse((first, s.values.iter().map(|v| v.key()).collect::<Vec<_>>()))
    };
    super::round_robin::rank_by(&mut lines, key, |s| s.seat, |s, r| s.rank = r);
    lines
}

/// One line of a board's own table: the player of one team at one board (the
/// service maps the team and the board to a name).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardLine {
    /// 1-based; equal on points and games share a rank.
    pub rank: u32,
    /// The team's pairing number.
    pub team: u32,
    /// Points of the games with a result, in half points.
    pub halves: u32,
    /// Games with a result.
    pub games: u32,
}

/// The table of board `board`: each team's player at that board with its
/// points and games, ranked by points, then by fewer games (the same points in
/// fewer games), then by the team's pairing number.
pub fn board_table(board: u32, games: &[TeamGame]) -> Vec<BoardLine> {
    let mut lines: Vec<BoardLine> = Vec::new();
    for g in games.iter().filter(|g| g.board == board) {
        for (team, own) in [
            (g.home, g.home_halves.map(|h| h.min(2))),
            (g.away, g.home_halves.map(|h| 2 - h.min(2))),
        ] {
            let i = match lines.iter().position(|l| l.team == team) {
                Some(i) => i,
                None => {
                    lines.push(BoardLine {
                        rank: 0,
                        team,
                        halves: 0,
                        games: 0,
                    });
                    lines.len() - 1
                }
            };
            if let Some(h) = own {
                lines[i].halves += h;
                lines[i].games += 1;
            }
        }
    }
    let key = |l: &BoardLine| (std::cmp::Reverse(l.halves), l.games);
    super::round_robin::rank_by(&mut lines, key, |l| l.team, |l, r| l.rank = r);
    lines
}
