//! The team tie-breaks of FIDE C.07: their list, read and written, and their values.

use std::fmt;

use thiserror::Error;

use super::results::TeamScore;
use crate::corr::tiebreak::{halves, quarters, Cut};

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
