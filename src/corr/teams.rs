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
//! other team), 1 drawn, 0 lost (C.07 Art. 11.1, MPTS and GPTS).
//!
//! The tie-breaks are those of the FIDE Play-off and Tie-Break Regulations
//! (Handbook C.07, the text of 1 August 2024 as revised from 1 March 2026:
//! <https://handbook.fide.com/chapter/TieBreakRegulations082024>), written with
//! FIDE's acronyms ([`parse_list`]); teams still tied after the primary score
//! are ranked by the first of the list, those still tied by the next, and so
//! on (Art. 4.2), then share a rank. docs/rules/teams.md says what each rests on.
//!
//! | acronym | C.07 | what |
//! |---|---|---|
//! | `MPTS`, `GPTS` | Art. 11.1 | match points, game points |
//! | `MPvGP` | Art. 13.1 | the score that is not the primary one |
//! | `EDE` | Art. 13.3 | extended direct encounter: direct encounter (Art. 6) among the tied teams on the primary score, if that separates nobody on the other score; each smaller group still tied again from the primary score; the value is the place in the group (`-` alone, or when not every two of the group have met) |
//! | `BC` | Art. 12.1 | board count: the sum of board number times the game points scored on that board over all games, the lower first; only among teams with the same game points |
//! | `TBR` | Art. 12.2 | top board results: game points on board 1, then board 2, ...; a place |
//! | `BBE` | Art. 12.3 | bottom board elimination: game points without the bottom board, then without the two bottom boards, ...; a place |
//! | `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB` | Art. 13.2.1 to 13.2.4 | extended Sonneborn-Berger: over the meetings, the opponent's final match (M) or game (G) points, the second letter, times the team's own match or game points in the meeting, the third letter; `-C1`, `-C2` (Art. 14.1.2) |
//! | `BH:MP`, `BH:GP` | Art. 8.1 on a team score (Art. 13) | Buchholz: the sum of the opponents' final match or game points; `-C1`, `-C2`, `-M1`, `-M2` (Art. 14) |
//!
//! The pairings being pre-determined, a forfeit is a game like the others and
//! there is no other unplayed round (Art. 15.2); the Berger table's bye gives
//! nothing and counts for nothing.

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
    /// `MPTS` or `GPTS` named as a tie-break: that score (C.07 Art. 11.1).
    Score(TeamScore),
    /// `MPvGP`, Art. 13.1: the score that is not the primary one (game points
    /// where match points rank, match points where game points rank).
    Secondary,
    /// `EDE`, Art. 13.3: extended direct encounter.
    ExtendedDirectEncounter,
    /// `BC`, Art. 12.1: board count.
    BoardCount,
    /// `TBR`, Art. 12.2: top board results.
    TopBoardResults,
    /// `BBE`, Art. 12.3: bottom board elimination.
    BoardElimination,
    /// `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB`, Art. 13.2.1 to 13.2.4: extended
    /// Sonneborn-Berger, the sum over the meetings of the opponent's `opponent`
    /// score times the team's own `own` score in that meeting; with Cut-1 or
    /// Cut-2 (Art. 14.1.2).
    ExtendedSonnebornBerger {
        /// The opponent's final score that is multiplied (the second letter).
        opponent: TeamScore,
        /// The team's own result in the meeting (the third letter).
        own: TeamScore,
        /// No cut, Cut-1 or Cut-2.
        cut: Cut,
    },
    /// `BH:MP`, `BH:GP` (Art. 8.1 on a team score, Art. 13) with the cuts of
    /// Art. 14: the sum of the opponents' match or game points.
    Buchholz {
        /// The opponents' score that is summed.
        on: TeamScore,
        /// The cut.
        cut: Cut,
    },
}

impl TeamTieBreak {
    /// FIDE's acronym: `MPTS`, `MPvGP`, `EDE`, `EMGSB-C1`, `BH:MP-C1`.
    pub fn acronym(self) -> String {
        let letter = |s: TeamScore| match s {
            TeamScore::MatchPoints => "M",
            TeamScore::GamePoints => "G",
        };
        match self {
            TeamTieBreak::Score(s) => s.acronym().into(),
            TeamTieBreak::Secondary => "MPvGP".into(),
            TeamTieBreak::ExtendedDirectEncounter => "EDE".into(),
            TeamTieBreak::BoardCount => "BC".into(),
            TeamTieBreak::TopBoardResults => "TBR".into(),
            TeamTieBreak::BoardElimination => "BBE".into(),
            TeamTieBreak::ExtendedSonnebornBerger { opponent, own, cut } => {
                format!("E{}{}SB{}", letter(opponent), letter(own), cut_suffix(cut))
            }
            TeamTieBreak::Buchholz { on, cut } => {
                format!("BH:{}P{}", letter(on), cut_suffix(cut))
            }
        }
    }

    /// In words, for legends: `game points`, `extended direct encounter`,
    /// `Buchholz on match points cut 1`.
    pub fn name(self) -> String {
        match self {
            TeamTieBreak::Score(s) => s.name().into(),
            TeamTieBreak::Secondary => "the other score".into(),
            TeamTieBreak::ExtendedDirectEncounter => "extended direct encounter".into(),
            TeamTieBreak::BoardCount => "board count".into(),
            TeamTieBreak::TopBoardResults => "top board results".into(),
            TeamTieBreak::BoardElimination => "bottom board elimination".into(),
            TeamTieBreak::ExtendedSonnebornBerger { opponent, own, cut } => format!(
                "extended Sonneborn-Berger (opponents' {} x {} scored){}",
                opponent.name(),
                own.name(),
                cut_words(cut)
            ),
            TeamTieBreak::Buchholz { on, cut } => {
                format!("Buchholz on {}{}", on.name(), cut_words(cut))
            }
        }
    }

    /// The width of its column in a text table.
    pub fn width(self) -> usize {
        let values = match self {
            TeamTieBreak::ExtendedDirectEncounter
            | TeamTieBreak::TopBoardResults
            | TeamTieBreak::BoardElimination => 3,
            TeamTieBreak::Score(_) | TeamTieBreak::Secondary => 5,
            TeamTieBreak::BoardCount | TeamTieBreak::Buchholz { .. } => 6,
            TeamTieBreak::ExtendedSonnebornBerger { .. } => 8,
        };
        values.max(self.acronym().len())
    }
}

/// The acronym's suffix of a cut: `""`, `-C1`, `-C2`, `-M1`, `-M2`.
fn cut_suffix(cut: Cut) -> &'static str {
    match (cut.low, cut.high) {
        (1, 0) => "-C1",
        (2, 0) => "-C2",
        (1, 1) => "-M1",
        (2, 2) => "-M2",
        _ => "",
    }
}

/// A cut in words, after the tie-break's name: `""`, ` cut 1`, ` median 1`.
fn cut_words(cut: Cut) -> String {
    match (cut.low, cut.high) {
        (0, 0) => String::new(),
        (n, 0) => format!(" cut {n}"),
        (n, _) => format!(" median {n}"),
    }
}

/// Why a list of team tie-breaks was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TeamTieBreakError {
    /// The list names no tie-break.
    #[error("no tie-break named: write FIDE's acronyms in order, comma-separated, e.g. \"GPTS,EDE,EMGSB\"")]
    Empty,
    /// An acronym that names no team tie-break; the acronym as written.
    #[error("{0:?} is not a team tie-break I know: write MPTS, GPTS, MPvGP, EDE, BC, TBR, BBE, EMMSB, EMGSB, EGMSB, EGGSB (also with -C1 or -C2), BH:MP or BH:GP (also with -C1, -C2, -M1 or -M2); FIDE C.07")]
    Unknown(String),
    /// A tie-break named twice; its acronym.
    #[error("{0} is named twice in the tie-breaks")]
    Twice(String),
}

/// Reads an ordered list of team tie-breaks (C.07 Art. 4.1): FIDE's acronyms,
/// comma-separated, as [`TeamTieBreak::acronym`] writes them. Case does not
/// matter, spaces around the commas are allowed, and the forms of FIDE's
/// TieBreakServer and of the TRF are read too: `/` for `-` before a cut
/// (`EMGSB/C1`, `BH:MP/C1`), `MPVGP`.
///
/// ```
/// use pbem_arbiter::corr::teams::{parse_list, list_text, TeamScore, TeamTieBreak};
/// let list = parse_list("gpts, ede, emgsb/c1, bh:mp").unwrap();
/// assert_eq!(list[0], TeamTieBreak::Score(TeamScore::GamePoints));
/// assert_eq!(list_text(&list), "GPTS,EDE,EMGSB-C1,BH:MP");
/// assert!(parse_list("BH").is_err()); // on which score? BH:MP or BH:GP
/// assert!(parse_list("EDE,ede").is_err());
/// ```
///
/// # Errors
///
/// [`TeamTieBreakError::Empty`] for no acronym, [`TeamTieBreakError::Unknown`]
/// for one that is not a team tie-break (an empty item, a bare `BH`, a cut on
/// a tie-break that takes none, a median on an extended Sonneborn-Berger
/// included), [`TeamTieBreakError::Twice`] for one named twice.
pub fn parse_list(text: &str) -> Result<Vec<TeamTieBreak>, TeamTieBreakError> {
    if text.trim().is_empty() {
        return Err(TeamTieBreakError::Empty);
    }
    let mut list: Vec<TeamTieBreak> = Vec::new();
    for item in text.split(',') {
        let word = item.trim();
        let unknown = || TeamTieBreakError::Unknown(word.to_string());
        let canonical = word.to_ascii_uppercase().replace('/', "-");
        let (base, modifier) = match canonical.split_once('-') {
            Some((base, modifier)) => (base, Some(modifier)),
            None => (canonical.as_str(), None),
        };
        let cut = match modifier {
            None => Cut::NONE,
            Some("C1") => Cut::C1,
            Some("C2") => Cut::C2,
            Some("M1") => Cut::M1,
            Some("M2") => Cut::M2,
            Some(_) => return Err(unknown()),
        };
        let score = |letter: u8| match letter {
            b'M' => Some(TeamScore::MatchPoints),
            b'G' => Some(TeamScore::GamePoints),
            _ => None,
        };
        let plain = |t: TeamTieBreak| modifier.is_none().then_some(t);
        let tiebreak = match base {
            "MPTS" => plain(TeamTieBreak::Score(TeamScore::MatchPoints)),
            "GPTS" => plain(TeamTieBreak::Score(TeamScore::GamePoints)),
            "MPVGP" => plain(TeamTieBreak::Secondary),
            "EDE" => plain(TeamTieBreak::ExtendedDirectEncounter),
            "BC" => plain(TeamTieBreak::BoardCount),
            "TBR" => plain(TeamTieBreak::TopBoardResults),
            "BBE" => plain(TeamTieBreak::BoardElimination),
            "BH:MP" | "BH:GP" => {
                score(base.as_bytes()[3]).map(|on| TeamTieBreak::Buchholz { on, cut })
            }
            _ if base.len() == 5
                && base.starts_with('E')
                && base.ends_with("SB")
                && cut.high == 0 =>
            {
                let bytes = base.as_bytes();
                match (score(bytes[1]), score(bytes[2])) {
                    (Some(opponent), Some(own)) => {
                        Some(TeamTieBreak::ExtendedSonnebornBerger { opponent, own, cut })
                    }
                    _ => None,
                }
            }
            _ => None,
        }
        .ok_or_else(unknown)?;
        if list.contains(&tiebreak) {
            return Err(TeamTieBreakError::Twice(tiebreak.acronym()));
        }
        list.push(tiebreak);
    }
    Ok(list)
}

/// The list as [`parse_list`] reads it back: `GPTS,EDE,EMGSB`.
pub fn list_text(list: &[TeamTieBreak]) -> String {
    list.iter()
        .map(|t| t.acronym())
        .collect::<Vec<_>>()
        .join(",")
}

/// The legend's sentence on ties: `Ties: game points (GPTS), extended direct
/// encounter (EDE) (FIDE C.07).`
pub fn legend(list: &[TeamTieBreak]) -> String {
    let named: Vec<String> = list
        .iter()
        .map(|t| format!("{} ({})", t.name(), t.acronym()))
        .collect();
    if named.is_empty() {
        "Ties: by pairing number.".to_string()
    } else {
        format!("Ties: {} (FIDE C.07).", named.join(", "))
    }
}

/// The tie-breaks of an event ranked by match points when the organiser names
/// none: game points (`MPTS` ranks, so `GPTS` is the other score, Art. 13.1),
/// extended direct encounter (Art. 13.3), extended Sonneborn-Berger on the
/// opponents' match points times the game points scored (`EMGSB`, Art.
/// 13.2.2, the Sonneborn-Berger of FIDE-style team championships), then
/// board count and bottom board
/// elimination (Art. 12.1, 12.3) for a tie that is still there (a drawn team
/// match). C.07 leaves the list to the organiser (Art. 2.1, 4.1); see
/// docs/rules/teams.md for the choice.
pub const MP_DEFAULT: &[TeamTieBreak] = &[
    TeamTieBreak::Score(TeamScore::GamePoints),
    TeamTieBreak::ExtendedDirectEncounter,
    TeamTieBreak::ExtendedSonnebornBerger {
        opponent: TeamScore::MatchPoints,
        own: TeamScore::GamePoints,
        cut: Cut::NONE,
    },
    TeamTieBreak::BoardCount,
    TeamTieBreak::BoardElimination,
];

/// The tie-breaks of an event ranked by game points when the organiser names
/// none: match points (Art. 13.1), extended direct encounter (Art. 13.3),
/// extended Sonneborn-Berger on game points (`EGGSB`, Art. 13.2.4), board count
/// and bottom board elimination (Art. 12.1, 12.3).
pub const GP_DEFAULT: &[TeamTieBreak] = &[
    TeamTieBreak::Score(TeamScore::MatchPoints),
    TeamTieBreak::ExtendedDirectEncounter,
    TeamTieBreak::ExtendedSonnebornBerger {
        opponent: TeamScore::GamePoints,
        own: TeamScore::GamePoints,
        cut: Cut::NONE,
    },
    TeamTieBreak::BoardCount,
    TeamTieBreak::BoardElimination,
];

/// The defaults for a primary score: [`MP_DEFAULT`] or [`GP_DEFAULT`].
pub fn default_list(primary: TeamScore) -> &'static [TeamTieBreak] {
    match primary {
        TeamScore::MatchPoints => MP_DEFAULT,
        TeamScore::GamePoints => GP_DEFAULT,
    }
}

/// A team's value on one tie-break.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamValue {
    /// Whole points: match points, or match points times match points.
    Points(u32),
    /// Half points: game points, or match points times game points.
    Halves(u32),
    /// Quarter points: game points times game points.
    Quarters(u32),
    /// Half points of which the lower ranks first: the board count (Art. 12.1).
    LowHalves(u32),
    /// A place among the tied teams, 1 the best (extended direct encounter,
    /// top board results, bottom board elimination): the lower the better.
    Place(u32),
    /// Where the tie-break does not apply (a team alone on its score, tied
    /// teams that have not all met); ranks below every value.
    NotApplicable,
}

impl TeamValue {
    /// What ranks: the higher the better.
    pub fn key(self) -> i64 {
        match self {
            TeamValue::Points(v) | TeamValue::Halves(v) | TeamValue::Quarters(v) => i64::from(v),
            TeamValue::LowHalves(v) | TeamValue::Place(v) => -i64::from(v),
            TeamValue::NotApplicable => i64::MIN,
        }
    }
}

/// `5` (points), `2½` (half points, board count), `2.50` (quarter points),
/// `1` (a place), `-`.
impl fmt::Display for TeamValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TeamValue::Points(v) | TeamValue::Place(v) => write!(f, "{v}"),
            TeamValue::Halves(h) | TeamValue::LowHalves(h) => f.write_str(&halves(h)),
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
/// order (C.07 Art. 4.2: each tie-break separates the teams still equal on the
/// score and on every tie-break before it), then the pairing number.
///
/// What each tie-break reads (see the module documentation for the
/// definitions): the scores count every game with a result and the match
/// points of every meeting that is over; the extended direct encounter, the
/// extended Sonneborn-Berger and the Buchholz read the meetings that are over;
/// board count, top board results and bottom board elimination read every
/// game with a result. The pairings being pre-determined, a forfeit is a game
/// like the others (C.07 Art. 15.2) and the Berger table's bye, a round
/// without a meeting, counts for nothing. A withdrawn team keeps its games.
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
            let mp = met
                .iter()
                .filter_map(|m| side(m, t.seat).map(|s| s.mp))
                .sum();
            let gp = met
                .iter()
                .filter_map(|m| side(m, t.seat).map(|s| s.gp))
                .sum();
            TeamStanding {
                rank: 0,
                seat: t.seat,
                match_points: mp,
                game_halves: gp,
                values: Vec::with_capacity(list.len()),
            }
        })
        .collect();
    let event = TeamResults {
        primary,
        meetings: met,
        games,
        totals: lines
            .iter()
            .map(|l| (l.seat, (l.match_points, l.game_halves)))
            .collect(),
    };
    for &tiebreak in list {
        let groups = tied_groups(&lines, primary);
        let mut values = vec![TeamValue::NotApplicable; lines.len()];
        for group in &groups {
            let seats: Vec<u32> = group.iter().map(|&i| lines[i].seat).collect();
            let found = event.group_values(tiebreak, &seats);
            for (&i, value) in group.iter().zip(found) {
                values[i] = value;
            }
        }
        for (line, value) in lines.iter_mut().zip(values) {
            line.values.push(value);
        }
    }
    let key = |s: &TeamStanding| {
        std::cmp::Reverse((
            event.total(s.seat, primary),
            s.values.iter().map(|v| v.key()).collect::<Vec<_>>(),
        ))
    };
    super::round_robin::rank_by(&mut lines, key, |s| s.seat, |s, r| s.rank = r);
    lines
}

/// One side of a meeting that is over: the opponent, the side's match points
/// and game points (half points).
#[derive(Debug, Clone, Copy)]
struct Side {
    opponent: u32,
    mp: u32,
    gp: u32,
    over: bool,
}

/// Team `seat`'s side of meeting `m`, if it plays in it. Match points are 0
/// until the meeting is over.
fn side(m: &MeetingScore, seat: u32) -> Option<Side> {
    if m.home == seat {
        Some(Side {
            opponent: m.away,
            mp: m.home_mp,
            gp: m.home_halves,
            over: m.over,
        })
    } else if m.away == seat {
        Some(Side {
            opponent: m.home,
            mp: m.away_mp,
            gp: m.away_halves,
            over: m.over,
        })
    } else {
        None
    }
}

/// The indexes of `lines` grouped by equal primary score and equal values so
/// far: the teams each next tie-break separates.
fn tied_groups(lines: &[TeamStanding], primary: TeamScore) -> Vec<Vec<usize>> {
    let key = |l: &TeamStanding| {
        (
            match primary {
                TeamScore::MatchPoints => l.match_points,
                TeamScore::GamePoints => l.game_halves,
            },
            l.values.iter().map(|v| v.key()).collect::<Vec<_>>(),
        )
    };
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in 0..lines.len() {
        match groups
            .iter_mut()
            .find(|g| key(&lines[g[0]]) == key(&lines[i]))
        {
            Some(g) => g.push(i),
            None => groups.push(vec![i]),
        }
    }
    groups
}

/// What the tie-breaks read of an event.
struct TeamResults<'a> {
    primary: TeamScore,
    meetings: Vec<MeetingScore>,
    games: &'a [TeamGame],
    /// Match points and game points (half points) by pairing number.
    totals: Vec<(u32, (u32, u32))>,
}

impl TeamResults<'_> {
    /// Team `seat`'s total in `score` (match points, or game points in half
    /// points).
    fn total(&self, seat: u32, score: TeamScore) -> u32 {
        self.totals
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(0, |&(_, (mp, gp))| match score {
                TeamScore::MatchPoints => mp,
                TeamScore::GamePoints => gp,
            })
    }

    /// Team `seat`'s sides of the meetings that are over.
    fn sides(&self, seat: u32) -> Vec<Side> {
        self.meetings
            .iter()
            .filter_map(|m| side(m, seat))
            .filter(|s| s.over)
            .collect()
    }

    /// The values of `tiebreak` for the teams of one tied group (pairing
    /// numbers), in the group's order.
    fn group_values(&self, tiebreak: TeamTieBreak, group: &[u32]) -> Vec<TeamValue> {
        let alone = group.len() < 2;
        match tiebreak {
            TeamTieBreak::Score(score) => group.iter().map(|&t| self.score(t, score)).collect(),
            TeamTieBreak::Secondary => group
                .iter()
                .map(|&t| self.score(t, self.primary.other()))
                .collect(),
            TeamTieBreak::ExtendedSonnebornBerger { opponent, own, cut } => group
                .iter()
                .map(|&t| self.sonneborn_berger(t, opponent, own, cut))
                .collect(),
            TeamTieBreak::Buchholz { on, cut } => {
                group.iter().map(|&t| self.buchholz(t, on, cut)).collect()
            }
            _ if alone => vec![TeamValue::NotApplicable; group.len()],
            TeamTieBreak::ExtendedDirectEncounter => self.extended_direct_encounter(group),
            TeamTieBreak::BoardCount => self.board_count(group),
            TeamTieBreak::TopBoardResults => {
                let keys: Vec<Vec<u32>> = group.iter().map(|&t| self.board_points(t)).collect();
                places(&keys)
            }
            TeamTieBreak::BoardElimination => {
                let keys: Vec<Vec<u32>> = group
                    .iter()
                    .map(|&t| {
                        let boards = self.board_points(t);
                        (1..boards.len())
                            .rev()
                            .map(|kept| boards[..kept].iter().sum())
                            .collect()
                    })
                    .collect();
                places(&keys)
            }
        }
    }

    /// A score as a value: match points whole, game points in half points.
    fn score(&self, seat: u32, score: TeamScore) -> TeamValue {
        match score {
            TeamScore::MatchPoints => TeamValue::Points(self.total(seat, score)),
            TeamScore::GamePoints => TeamValue::Halves(self.total(seat, score)),
        }
    }

    /// Extended Sonneborn-Berger (C.07 Art. 13.2): over the meetings that are
    /// over, the opponent's final `opponent` score times the team's own `own`
    /// score in the meeting; Cut-1 and Cut-2 (Art. 14.1.2) leave out the
    /// products of the opponents with the lowest `opponent` score, the lowest
    /// product first among equal ones.
    fn sonneborn_berger(
        &self,
        seat: u32,
        opponent: TeamScore,
        own: TeamScore,
        cut: Cut,
    ) -> TeamValue {
        let items: Vec<(u32, u32)> = self
            .sides(seat)
            .iter()
            .map(|s| {
                let theirs = self.total(s.opponent, opponent);
                let mine = match own {
                    TeamScore::MatchPoints => s.mp,
                    TeamScore::GamePoints => s.gp,
                };
                (theirs, theirs * mine)
            })
            .collect();
        let sum = cut_sum(items, cut);
        match (opponent, own) {
            (TeamScore::MatchPoints, TeamScore::MatchPoints) => TeamValue::Points(sum),
            (TeamScore::GamePoints, TeamScore::GamePoints) => TeamValue::Quarters(sum),
            _ => TeamValue::Halves(sum),
        }
    }

    /// Buchholz on a team score (C.07 Art. 8.1 read on `on`, Art. 13): the sum
    /// of the opponents' final scores over the meetings that are over, with
    /// the cuts of Art. 14.
    fn buchholz(&self, seat: u32, on: TeamScore, cut: Cut) -> TeamValue {
        let items: Vec<(u32, u32)> = self
            .sides(seat)
            .iter()
            .map(|s| {
                let theirs = self.total(s.opponent, on);
                (theirs, theirs)
            })
            .collect();
        let sum = cut_sum(items, cut);
        match on {
            TeamScore::MatchPoints => TeamValue::Points(sum),
            TeamScore::GamePoints => TeamValue::Halves(sum),
        }
    }

    /// Team `seat`'s game points on each board (index 0 is board 1), in half
    /// points, over every game with a result (C.07 Art. 12: a forfeit counts as
    /// the win or loss it gave).
    fn board_points(&self, seat: u32) -> Vec<u32> {
        let boards = self.games.iter().map(|g| g.board).max().unwrap_or(0) as usize;
        let mut out = vec![0; boards];
        for g in self.games {
            let Some(home) = g.home_halves.map(|h| h.min(2)) else {
                continue;
            };
            let own = if g.home == seat {
                home
            } else if g.away == seat {
                2 - home
            } else {
                continue;
            };
            if let Some(slot) = (g.board as usize)
                .checked_sub(1)
                .and_then(|b| out.get_mut(b))
            {
                *slot += own;
            }
        }
        out
    }

    /// Board count (C.07 Art. 12.1) of a tied group: each team's sum of board
    /// number times the game points scored on that board, over all its games;
    /// the lower ranks first. It applies only among teams with the same game
    /// points: else not applicable.
    fn board_count(&self, group: &[u32]) -> Vec<TeamValue> {
        let gp = |t: u32| self.total(t, TeamScore::GamePoints);
        if group.iter().any(|&t| gp(t) != gp(group[0])) {
            return vec![TeamValue::NotApplicable; group.len()];
        }
        group
            .iter()
            .map(|&t| {
                let count = self
                    .board_points(t)
                    .iter()
                    .enumerate()
                    .map(|(b, &p)| (b as u32 + 1) * p)
                    .sum();
                TeamValue::LowHalves(count)
            })
            .collect()
    }

    /// Extended direct encounter (C.07 Art. 13.3) of a tied group: the place of
    /// each team when the group is ranked by direct encounter (Art. 6) on the
    /// primary score, or, if that separates nobody, on the other score (13.3.1);
    /// each smaller group of teams still tied is ranked again from the primary
    /// score (13.3.3). Not applicable when not every two teams of the group have
    /// a meeting that is over (Art. 6.2).
    fn extended_direct_encounter(&self, group: &[u32]) -> Vec<TeamValue> {
        let all_met = group.iter().enumerate().all(|(i, &a)| {
            group[i + 1..]
                .iter()
                .all(|&b| self.sides(a).iter().any(|s| s.opponent == b))
        });
        if !all_met {
            return vec![TeamValue::NotApplicable; group.len()];
        }
        let order = self.encounter_order(group.to_vec());
        let mut place = vec![TeamValue::NotApplicable; group.len()];
        let mut before = 0;
        for tied in &order {
            for t in tied {
                if let Some(i) = group.iter().position(|g| g == t) {
                    place[i] = TeamValue::Place(before + 1);
                }
            }
            before += tied.len() as u32;
        }
        place
    }

    /// The teams of `group` (every two of which have met) in the order of
    /// Art. 13.3: smaller groups of teams still tied, best first.
    fn encounter_order(&self, group: Vec<u32>) -> Vec<Vec<u32>> {
        if group.len() < 2 {
            return vec![group];
        }
        for score in [self.primary, self.primary.other()] {
            let points: Vec<u64> = group
                .iter()
                .map(|&t| self.encounter_points(t, &group, score))
                .collect();
            let mut levels: Vec<u64> = points.clone();
            levels.sort_unstable_by(|a, b| b.cmp(a));
            levels.dedup();
            if levels.len() > 1 {
                return levels
                    .iter()
                    .flat_map(|level| {
                        let tied: Vec<u32> = group
                            .iter()
                            .zip(&points)
                            .filter(|(_, p)| *p == level)
                            .map(|(&t, _)| t)
                            .collect();
                        self.encounter_order(tied)
                    })
                    .collect();
            }
        }
        vec![group]
    }

    /// Team `seat`'s points in `score` in its meetings with the other teams of
    /// `group` that are over; the points against a team met more than once are
    /// their average (C.07 Art. 6.1.2). Scaled by 12 so that the averages of up
    /// to four meetings stay whole.
    fn encounter_points(&self, seat: u32, group: &[u32], score: TeamScore) -> u64 {
        group
            .iter()
            .filter(|&&o| o != seat)
            .map(|&o| {
                let against: Vec<u64> = self
                    .sides(seat)
                    .iter()
                    .filter(|s| s.opponent == o)
                    .map(|s| {
                        u64::from(match score {
                            TeamScore::MatchPoints => s.mp,
                            TeamScore::GamePoints => s.gp,
                        })
                    })
                    .collect();
                if against.is_empty() {
                    0
                } else {
                    against.iter().sum::<u64>() * 12 / against.len() as u64
                }
            })
            .sum()
    }
}

/// The place of each of `keys` (compared from the first element on, the higher
/// the better): 1 plus the number of better keys.
fn places(keys: &[Vec<u32>]) -> Vec<TeamValue> {
    keys.iter()
        .map(|k| TeamValue::Place(1 + keys.iter().filter(|o| *o > k).count() as u32))
        .collect()
}

/// The sum of the values of `items` (each `(opponent's score, value)`) after
/// the cuts of C.07 Art. 14: each cut of a least significant value leaves out
/// the item of the lowest opponent's score (the lowest value among equal ones),
/// each cut of a most significant value the highest. A cut of more values than
/// there are leaves nothing. (In a round robin no round is unplayed by choice,
/// so the exception of Art. 16.5 does not arise.)
fn cut_sum(mut items: Vec<(u32, u32)>, cut: Cut) -> u32 {
    items.sort_unstable();
    let low = (cut.low as usize).min(items.len());
    let high = (cut.high as usize).min(items.len() - low);
    items[low..items.len() - high].iter().map(|i| i.1).sum()
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

#[cfg(test)]
mod tests {
    use super::*;

    const MP: TeamScore = TeamScore::MatchPoints;
    const GP: TeamScore = TeamScore::GamePoints;

    /// The games of one meeting of round `round`, `home` against `away`, board
    /// by board: `results[k]` is the home player's points on board k + 1 in half
    /// points; colours as [`schedule`] gives them with one game per board.
    fn meeting(round: u32, home: u32, away: u32, results: &[u32]) -> Vec<TeamGame> {
        results
            .iter()
            .enumerate()
            .map(|(k, &h)| TeamGame {
                round,
                home,
                away,
                board: k as u32 + 1,
                home_white: k % 2 == 0,
                home_halves: Some(h),
                unplayed: false,
            })
            .collect()
    }

    fn teams(n: u32) -> Vec<Team> {
        (1..=n)
            .map(|seat| Team {
                seat,
                name: format!("T{seat}"),
                withdrawn: false,
            })
            .collect()
    }

    fn line(s: &[TeamStanding], seat: u32) -> &TeamStanding {
        s.iter().find(|l| l.seat == seat).unwrap()
    }

    fn order(s: &[TeamStanding]) -> Vec<u32> {
        let mut s = s.to_vec();
        s.sort_by_key(|l| (l.rank, l.seat));
        s.iter().map(|l| l.seat).collect()
    }

    /// Four teams of four boards, single round robin: A=1, B=2, C=3, D=4.
    ///
    /// | meeting | boards (home first) | game points | match points |
    /// |---|---|---|---|
    /// | A-B | 1-0 ½-½ ½-½ ½-½ | 2½-1½ | 2-0 |
    /// | B-C | 1-0 1-0 ½-½ ½-½ | 3-1 | 2-0 |
    /// | C-A | 1-0 1-0 ½-½ 0-1 | 2½-1½ | 2-0 |
    /// | A-D | 1-0 1-0 ½-½ ½-½ | 3-1 | 2-0 |
    /// | B-D | 1-0 ½-½ ½-½ ½-½ | 2½-1½ | 2-0 |
    /// | C-D | 1-0 1-0 1-0 1-0 | 4-0 | 2-0 |
    ///
    /// Match points: A 4, B 4, C 4, D 0. Game points: A 2½+1½+3 = 7,
    /// B 1½+3+2½ = 7, C 1+2½+4 = 7½, D 1+1½+0 = 2½.
    fn cycle_event() -> Vec<TeamGame> {
        [
            meeting(1, 1, 2, &[2, 1, 1, 1]),
            meeting(1, 3, 4, &[2, 2, 2, 2]),
            meeting(2, 2, 3, &[2, 2, 1, 1]),
            meeting(2, 1, 4, &[2, 2, 1, 1]),
            meeting(3, 3, 1, &[2, 2, 1, 0]),
            meeting(3, 2, 4, &[2, 1, 1, 1]),
        ]
        .concat()
    }

    #[test]
    fn meetings_give_game_and_match_points() {
        let mut games = meeting(1, 1, 2, &[2, 1, 0, 1]);
        let m = meetings(&games);
        assert_eq!(m.len(), 1);
        assert_eq!((m[0].home_halves, m[0].away_halves), (4, 4));
        assert_eq!((m[0].home_mp, m[0].away_mp, m[0].over), (1, 1, true));
        // A game still running: the game points so far, no match points yet.
        games[3].home_halves = None;
        let m = meetings(&games);
        assert_eq!((m[0].home_halves, m[0].away_halves), (3, 3));
        assert_eq!((m[0].home_mp, m[0].away_mp, m[0].over), (0, 0, false));
        let s = standings(&teams(2), &games, MP, &[]);
        assert_eq!((s[0].match_points, s[0].game_halves), (0, 3));
        let m = meetings(&cycle_event());
        assert_eq!(m.len(), 6);
        let s = standings(&teams(4), &cycle_event(), MP, &[]);
        let totals: Vec<(u32, u32)> = (1..=4)
            .map(|t| (line(&s, t).match_points, line(&s, t).game_halves))
            .collect();
        assert_eq!(totals, [(4, 14), (4, 14), (4, 15), (0, 5)]);
        // Without tie-breaks A, B and C share the first place.
        assert_eq!(
            s.iter().map(|l| (l.seat, l.rank)).collect::<Vec<_>>(),
            [(1, 1), (2, 1), (3, 1), (4, 4)]
        );
        // Ranked by game points: C, then A and B.
        let s = standings(&teams(4), &cycle_event(), GP, &[]);
        assert_eq!(order(&s), [3, 1, 2, 4]);
    }

    /// Two games per board, one of them a forfeit: a team match of two boards,
    /// A against B. Board 1: game 1 A wins, game 2 drawn; board 2: game 1 B
    /// wins by forfeit, game 2 A wins. Game points A 1 + ½ + 0 + 1 = 2½,
    /// B 1½: A wins the match, 2-0. The forfeit counts as the loss it gave
    /// (C.07 Art. 15.2). Board count (Art. 12.1) sums both games of a board:
    /// A 1 x 1½ + 2 x 1 = 3½, B 1 x ½ + 2 x 1 = 2½.
    #[test]
    fn two_games_per_board_and_a_forfeit() {
        let games: Vec<TeamGame> = schedule(2, 2, 2, 1)
            .iter()
            .zip([Some(2), Some(1), Some(0), Some(2)])
            .map(|(g, home_halves)| TeamGame {
                round: g.round,
                home: g.home,
                away: g.away,
                board: g.board,
                home_white: g.home_white,
                home_halves,
                unplayed: g.board == 2 && g.game == 1,
            })
            .collect();
        let m = meetings(&games);
        assert_eq!(m.len(), 1);
        assert_eq!((m[0].home_halves, m[0].away_halves), (5, 3));
        assert_eq!((m[0].home_mp, m[0].away_mp), (2, 0));
        let s = standings(&teams(2), &games, MP, &parse_list("BC,GPTS").unwrap());
        assert_eq!(order(&s), [1, 2]);
        assert_eq!((s[0].match_points, s[0].game_halves), (2, 5));
        // Alone on their match points, the teams get no board count.
        assert_eq!(
            s[0].values,
            [TeamValue::NotApplicable, TeamValue::Halves(5)]
        );
        let s = standings(&teams(2), &games, MP, &parse_list("EMGSB").unwrap());
        // A: B's 0 match points x 2½ = 0; B: A's 2 x 1½ = 3.
        assert_eq!(line(&s, 1).values, [TeamValue::Halves(0)]);
        assert_eq!(line(&s, 2).values, [TeamValue::Halves(6)]);
        let bc = TeamResults {
            primary: MP,
            meetings: m,
            games: &games,
            totals: vec![(1, (2, 5)), (2, (0, 3))],
        }
        .board_points(1);
        assert_eq!(bc, [3, 2]);
        let b = board_table(2, &games);
        assert_eq!(
            b.iter()
                .map(|l| (l.rank, l.team, l.halves, l.games))
                .collect::<Vec<_>>(),
            [(1, 1, 2, 2), (1, 2, 2, 2)]
        );
    }

    /// EDE (C.07 Art. 13.3) on [`cycle_event`]: A, B and C are tied on 4 match
    /// points and have all met. Direct encounter on match points (13.3.1): A
    /// beat B, B beat C, C beat A: 2 each, nobody separated. On game points:
    /// A 2½ (v B) + 1½ (v C) = 4, B 1½ + 3 = 4½, C 1 + 2½ = 3½: B first, A
    /// second, C third. D is alone on 0: not applicable.
    /// With the game points first (MPvGP, Art. 13.1), C's 7½ comes first, and
    /// A and B, equal on 7, are separated by their encounter on match points
    /// (13.3.3, restarting with the primary score): A beat B.
    #[test]
    fn extended_direct_encounter_by_hand() {
        let s = standings(
            &teams(4),
            &cycle_event(),
            MP,
            &[TeamTieBreak::ExtendedDirectEncounter],
        );
        assert_eq!(order(&s), [2, 1, 3, 4]);
        assert_eq!(line(&s, 2).values, [TeamValue::Place(1)]);
        assert_eq!(line(&s, 1).values, [TeamValue::Place(2)]);
        assert_eq!(line(&s, 3).values, [TeamValue::Place(3)]);
        assert_eq!(line(&s, 4).values, [TeamValue::NotApplicable]);
        let s = standings(
            &teams(4),
            &cycle_event(),
            MP,
            &parse_list("MPvGP,EDE").unwrap(),
        );
        assert_eq!(order(&s), [3, 1, 2, 4]);
        assert_eq!(line(&s, 3).values[1], TeamValue::NotApplicable);
        assert_eq!(line(&s, 1).values[1], TeamValue::Place(1));
        assert_eq!(line(&s, 2).values[1], TeamValue::Place(2));
    }

    /// EDE's smaller groups (Art. 13.3.3). Three teams of four boards:
    /// A-B 2½-1½, B-C 3½-½, C-A 3-1. Match points 2 each. Direct encounter on
    /// match points separates nobody; on game points A 2½ + 1 = 3½,
    /// B 1½ + 3½ = 5, C ½ + 3 = 3½: B first, A and C still tied, ranked again
    /// from the match points: C beat A. Order B, C, A.
    /// Not applicable while A and C have not met.
    #[test]
    fn extended_direct_encounter_restarts_for_smaller_groups() {
        let games = [
            meeting(1, 1, 2, &[2, 1, 1, 1]),
            meeting(2, 2, 3, &[2, 2, 2, 1]),
            meeting(3, 3, 1, &[2, 2, 2, 0]),
        ]
        .concat();
        let ede = [TeamTieBreak::ExtendedDirectEncounter];
        let s = standings(&teams(3), &games, MP, &ede);
        assert_eq!(order(&s), [2, 3, 1]);
        assert_eq!(
            [1, 2, 3].map(|t| line(&s, t).values[0]),
            [
                TeamValue::Place(3),
                TeamValue::Place(1),
                TeamValue::Place(2)
            ]
        );
        // After round 2, A (beat B) and B (beat C) are tied on 2 and have met:
        // A first. After round 1 of [`cycle_event`], A and C are tied on 2
        // without having met: not applicable.
        let s = standings(&teams(3), &games[..8], MP, &ede);
        assert_eq!(order(&s), [1, 2, 3]);
        assert_eq!(
            [1, 2, 3].map(|t| line(&s, t).values[0]),
            [
                TeamValue::Place(1),
                TeamValue::Place(2),
                TeamValue::NotApplicable
            ]
        );
        let round_one: Vec<TeamGame> = cycle_event().into_iter().filter(|g| g.round == 1).collect();
        let s = standings(&teams(4), &round_one, MP, &ede);
        assert!(s.iter().all(|l| l.values[0] == TeamValue::NotApplicable));
        assert_eq!([line(&s, 1).rank, line(&s, 3).rank], [1, 1]);
        // In a double round robin the points against a team met twice are
        // averaged (Art. 6.1.2): A and B draw their second meeting 2-2, so A
        // has (2 + 1) / 2 = 1½ match points against B, B ½; all met.
        let mut double = games.clone();
        double.extend(meeting(4, 2, 1, &[1, 1, 1, 1]));
        let s = standings(&teams(3), &double, MP, &ede);
        // Match points: A 2+1 = 3, B 0+2+1 = 3, C 2: A and B tied; between
        // them A 1½ against B's ½.
        assert_eq!(order(&s), [1, 2, 3]);
        assert_eq!(line(&s, 1).values[0], TeamValue::Place(1));
    }

    /// Board count, top board results, bottom board elimination (C.07 Art.
    /// 12.1 to 12.3) on a drawn team match of four boards, A (home) against B:
    /// board 1 1-0, board 2 0-1, board 3 0-1, board 4 1-0, 2-2.
    /// BC: A 1x1 + 2x0 + 3x0 + 4x1 = 5, B 1x0 + 2x1 + 3x1 + 4x0 = 5: equal.
    /// TBR: board 1, A 1 against 0: A first.
    /// BBE: without board 4, A 1+0+0 = 1, B 0+1+1 = 2: B first.
    /// A second match, board 1 ½-½, board 2 1-0, board 3 0-1, board 4 ½-½:
    /// BC A ½ + 2 + 0 + 2 = 4½, B ½ + 0 + 3 + 2 = 5½: A first (the lower).
    #[test]
    fn board_tie_breaks_by_hand() {
        let games = meeting(1, 1, 2, &[2, 0, 0, 2]);
        let rank = |list: &str| {
            let s = standings(&teams(2), &games, MP, &parse_list(list).unwrap());
            (
                order(&s),
                line(&s, 1).values.clone(),
                line(&s, 2).values.clone(),
            )
        };
        let (o, a, b) = rank("EDE,BC,TBR");
        assert_eq!(o, [1, 2]);
        assert_eq!(
            a,
            [
                TeamValue::Place(1),
                TeamValue::LowHalves(10),
                TeamValue::Place(1)
            ]
        );
        assert_eq!(
            b,
            [
                TeamValue::Place(1),
                TeamValue::LowHalves(10),
                TeamValue::Place(2)
            ]
        );
        let (o, a, b) = rank("EDE,BC,BBE");
        assert_eq!(o, [2, 1]);
        assert_eq!((a[2], b[2]), (TeamValue::Place(2), TeamValue::Place(1)));
        assert_eq!(a[1].to_string(), "5");
        let games = meeting(1, 1, 2, &[1, 2, 0, 1]);
        let s = standings(&teams(2), &games, MP, &[TeamTieBreak::BoardCount]);
        assert_eq!(order(&s), [1, 2]);
        assert_eq!(line(&s, 1).values, [TeamValue::LowHalves(9)]);
        assert_eq!(line(&s, 2).values[0].to_string(), "5½");
        // Board count only among teams equal on game points: in
        // [`cycle_event`] A and B (7 each) get one, C (7½) and a group with
        // C in it not.
        let s = standings(&teams(4), &cycle_event(), MP, &[TeamTieBreak::BoardCount]);
        assert!(s.iter().all(|l| l.values[0] == TeamValue::NotApplicable));
        let s = standings(
            &teams(4),
            &cycle_event(),
            MP,
            &parse_list("GPTS,BC").unwrap(),
        );
        // A: board 1 1+½+0, board 2 ½+0+1... A's boards over its three
        // meetings (A-B home, C-A away, A-D home): b1 1+0+1 = 2, b2 ½+0+1 =
        // 1½, b3 ½+½+½ = 1½, b4 ½+1+½ = 2: BC 2 + 3 + 4½ + 8 = 17½.
        // B's (A-B away, B-C home, B-D home): b1 0+1+1 = 2, b2 ½+1+½ = 2,
        // b3 ½+½+½ = 1½, b4 ½+½+½ = 1½: BC 2 + 4 + 4½ + 6 = 16½: B first.
        assert_eq!(line(&s, 1).values[1], TeamValue::LowHalves(35));
        assert_eq!(line(&s, 2).values[1], TeamValue::LowHalves(33));
        assert_eq!(order(&s), [3, 2, 1, 4]);
    }

    /// The extended Sonneborn-Bergers (C.07 Art. 13.2) and the Buchholz on
    /// team scores on [`cycle_event`]. Totals: match points A 4, B 4, C 4, D 0;
    /// game points A 7, B 7, C 7½, D 2½.
    /// - EMMSB (13.2.1), A: B's 4 x 2 (won) + C's 4 x 0 + D's 0 x 2 = 8.
    /// - EMGSB (13.2.2), A: 4 x 2½ + 4 x 1½ + 0 x 3 = 16; B: 4 x 1½ (v A) +
    ///   4 x 3 (v C) + 0 x 2½ = 18; C: 4 x 1 + 4 x 2½ + 0 x 4 = 14.
    /// - EGMSB (13.2.3), A: 7 x 2 + 7½ x 0 + 2½ x 2 = 19.
    /// - EGGSB (13.2.4), A: 7 x 2½ + 7½ x 1½ + 2½ x 3 = 17½ + 11¼ + 7½ = 36¼.
    /// - EMGSB-C1 (14.1.2), A: the lowest opponent on match points is D (0):
    ///   16 - 0 = 16. EMGSB-C2: then B and C are equal on 4: the lower
    ///   product goes, C's 6: 10.
    /// - BH:MP, A: 4 + 4 + 0 = 8; BH:MP-C1: 8. BH:GP: 7 + 7½ + 2½ = 17;
    ///   BH:GP-M1: without 2½ and 7½, 7.
    #[test]
    fn sonneborn_berger_and_buchholz_by_hand() {
        let list =
            parse_list("EMMSB,EMGSB,EGMSB,EGGSB,EMGSB-C1,EMGSB-C2,BH:MP,BH:MP-C1,BH:GP,BH:GP-M1")
                .unwrap();
        let s = standings(&teams(4), &cycle_event(), MP, &list);
        assert_eq!(
            line(&s, 1).values,
            [
                TeamValue::Points(8),
                TeamValue::Halves(32),
                TeamValue::Halves(38),
                TeamValue::Quarters(145),
                TeamValue::Halves(32),
                TeamValue::Halves(20),
                TeamValue::Points(8),
                TeamValue::Points(8),
                TeamValue::Halves(34),
                TeamValue::Halves(14),
            ]
        );
        assert_eq!(line(&s, 1).values[3].to_string(), "36.25");
        assert_eq!(line(&s, 2).values[1], TeamValue::Halves(36));
        assert_eq!(line(&s, 3).values[1], TeamValue::Halves(28));
        // EMMSB is 8 for each of A, B and C; EMGSB then ranks B, A, C.
        assert_eq!(order(&s), [2, 1, 3, 4]);
    }

    /// The defaults on [`cycle_event`]: by match points, game points first (C
    /// 7½; A and B 7), then EDE between A and B on match points (A won);
    /// by game points C first, then match points (A, B 4), EDE: A.
    #[test]
    fn defaults_rank() {
        assert_eq!(list_text(MP_DEFAULT), "GPTS,EDE,EMGSB,BC,BBE");
        assert_eq!(list_text(GP_DEFAULT), "MPTS,EDE,EGGSB,BC,BBE");
        let s = standings(&teams(4), &cycle_event(), MP, MP_DEFAULT);
        assert_eq!(order(&s), [3, 1, 2, 4]);
        let s = standings(&teams(4), &cycle_event(), GP, default_list(GP));
        assert_eq!(order(&s), [3, 1, 2, 4]);
        assert_eq!(s.iter().map(|l| l.rank).collect::<Vec<_>>(), [1, 2, 3, 4]);
    }

    #[test]
    fn lists_read_and_write_back() {
        let text =
            "mpts, GPTS,mpvgp,ede,bc,tbr,bbe,emmsb,EMGSB/C1,egmsb-c2,eggsb,bh:mp,BH:GP/M2,bh:mp-c1";
        let list = parse_list(text).unwrap();
        assert_eq!(
            list_text(&list),
            "MPTS,GPTS,MPvGP,EDE,BC,TBR,BBE,EMMSB,EMGSB-C1,EGMSB-C2,EGGSB,BH:MP,BH:GP-M2,BH:MP-C1"
        );
        assert_eq!(parse_list(&list_text(&list)).unwrap(), list);
        assert_eq!(
            legend(&parse_list("GPTS,EDE,EMGSB-C1,BH:MP").unwrap()),
            "Ties: game points (GPTS), extended direct encounter (EDE), extended \
             Sonneborn-Berger (opponents' match points x game points scored) cut 1 \
             (EMGSB-C1), Buchholz on match points (BH:MP) (FIDE C.07)."
        );
        assert_eq!(legend(&[]), "Ties: by pairing number.");
        for (text, why) in [
            ("", "no tie-break named"),
            ("EDE,,BC", "\"\" is not a team tie-break"),
            ("BH", "\"BH\" is not a team tie-break"),
            ("SB", "\"SB\" is not a team tie-break"),
            ("EDE-C1", "\"EDE-C1\" is not"),
            ("EMGSB-M1", "\"EMGSB-M1\" is not"),
            ("EXGSB", "\"EXGSB\" is not"),
            ("BH:XP", "\"BH:XP\" is not"),
            ("BH:MP-C3", "\"BH:MP-C3\" is not"),
            ("EDE,ede", "EDE is named twice"),
            ("EMGSB/C1,EMGSB-C1", "EMGSB-C1 is named twice"),
        ] {
            let e = parse_list(text).unwrap_err().to_string();
            assert!(e.contains(why), "{text:?}: {e}");
        }
        for t in &list {
            assert!(t.width() >= t.acronym().len());
        }
        assert_eq!(TeamScore::parse("Gp"), Some(GP));
        assert_eq!(MP.other(), GP);
    }

    /// Board 2's table of [`cycle_event`]: A ½ (v B) + 0 (v C) + 1 (v D) = 1½,
    /// B ½ + 1 + ½ = 2, C 0 + 1 + 1 = 2, D 0 + 0 + ½ = ½. B and C share the
    /// first place with 2 in 3 games; a game still running counts for nobody.
    #[test]
    fn board_table_by_hand() {
        let mut games = cycle_event();
        let t = board_table(2, &games);
        let rows: Vec<(u32, u32, u32, u32)> = t
            .iter()
            .map(|l| (l.rank, l.team, l.halves, l.games))
            .collect();
        assert_eq!(
            rows,
            [(1, 2, 4, 3), (1, 3, 4, 3), (3, 1, 3, 3), (4, 4, 1, 3)]
        );
        // D's board 2 against C (home C, board 2) still running.
        for g in games.iter_mut() {
            if g.round == 1 && g.home == 3 && g.board == 2 {
                g.home_halves = None;
            }
        }
        let t = board_table(2, &games);
        assert_eq!(
            t.iter()
                .map(|l| (l.team, l.halves, l.games))
                .collect::<Vec<_>>(),
            [(2, 4, 3), (1, 3, 3), (3, 2, 2), (4, 1, 2)]
        );
        assert!(board_table(9, &games).is_empty());
    }

    /// The colours of the schedule for 2 to 5 teams of 3 and 4 boards, one and
    /// two games per board, single and double: in every meeting the home team
    /// (the one the Berger table gives White) has White on the odd boards and
    /// Black on the even ones in game 1, game 2 reversed; each team's colours
    /// on each board differ by at most one over a cycle, by none over two
    /// cycles or with two games per board.
    #[test]
    fn schedule_colours() {
        for teams in 2..=5 {
            for boards in [3, 4] {
                for per_board in [1, 2] {
                    for cycles in [1, 2] {
                        let s = schedule(teams, boards, per_board, cycles);
                        let meetings = teams * (teams - 1) / 2 * cycles;
                        assert_eq!(s.len() as u32, meetings * boards * per_board);
                        for g in &s {
                            assert_eq!(g.home_white, (g.board % 2 == 1) == (g.game == 1), "{g:?}");
                            assert!(g.game <= per_board);
                        }
                        for team in 1..=teams {
                            for board in 1..=boards {
                                let mut whites = 0i32;
                                for g in s.iter().filter(|g| g.board == board) {
                                    if g.home == team {
                                        whites += if g.home_white { 1 } else { -1 };
                                    } else if g.away == team {
                                        whites += if g.home_white { -1 } else { 1 };
                                    }
                                }
                                let most = if per_board == 2 || cycles == 2 { 0 } else { 1 };
                                assert!(
                                    whites.abs() <= most,
                                    "{teams} teams, {boards} boards, {per_board} per board, \
                                     {cycles} cycles: team {team} board {board}: {whites}"
                                );
                            }
                        }
                    }
                }
            }
        }
        // The team match: the first-named team White on board 1.
        let m = schedule(2, 4, 1, 1);
        assert_eq!(
            (m[0].home, m[0].away, m[0].board, m[0].home_white),
            (1, 2, 1, true)
        );
        assert_eq!(
            m.iter().map(|g| g.home_white).collect::<Vec<_>>(),
            [true, false, true, false]
        );
        let m = schedule(2, 2, 2, 1);
        assert_eq!(
            m.iter()
                .map(|g| (g.board, g.game, g.home_white))
                .collect::<Vec<_>>(),
            [(1, 1, true), (1, 2, false), (2, 1, false), (2, 2, true)]
        );
        assert!(schedule(1, 4, 1, 1).is_empty());
        assert!(schedule(4, 0, 1, 1).is_empty());
    }

    proptest::proptest! {
        /// Every team meets every other once per cycle, with all its boards,
        /// once per round at most; every board's colours balance.
        #[test]
        fn every_team_meets_every_other(teams in 2u32..=10, boards in 1u32..=8, per_board in 1u32..=2, cycles in 1u32..=2) {
            let s = schedule(teams, boards, per_board, cycles);
            for a in 1..=teams {
                for b in a + 1..=teams {
                    let between: Vec<&TeamBoardGame> = s
                        .iter()
                        .filter(|g| (g.home, g.away) == (a, b) || (g.home, g.away) == (b, a))
                        .collect();
                    let mut rounds: Vec<u32> = between.iter().map(|g| g.round).collect();
                    rounds.dedup();
                    proptest::prop_assert_eq!(rounds.len() as u32, cycles);
                    proptest::prop_assert_eq!(between.len() as u32, cycles * boards * per_board);
                }
                let last = s.iter().map(|g| g.round).max().unwrap_or(0);
                for round in 1..=last {
                    let mut opponents: Vec<u32> = s
                        .iter()
                        .filter(|g| g.round == round && (g.home == a || g.away == a))
                        .map(|g| if g.home == a { g.away } else { g.home })
                        .collect();
                    opponents.dedup();
                    proptest::prop_assert!(opponents.len() <= 1);
                }
                for board in 1..=boards {
                    let whites: i32 = s
                        .iter()
                        .filter(|g| g.board == board && (g.home == a || g.away == a))
                        .map(|g| if (g.home == a) == g.home_white { 1 } else { -1 })
                        .sum();
                    let most = if per_board == 2 || cycles == 2 { 0 } else { 1 };
                    proptest::prop_assert!(whites.abs() <= most, "team {} board {}: {}", a, board, whites);
                }
            }
        }
    }
}
