//! Tie-breaks as the FIDE Play-off and Tie-Break Regulations have
//! them (FIDE Handbook C.07: the regulations of 2023, revised in 2024 and in force
//! as revised on 1 March 2026). Pure arithmetic on results: no SQL, no mail. The
//! round robin ([`super::round_robin`]) and the Swiss ([`super::swiss`]) hand
//! their results over as [`Participant`]s and rank by the [`Value`]s returned.
//!
//! The organiser chooses an ordered list of tie-breaks per event (Art. 4.1),
//! written with FIDE's acronyms, comma-separated: `DE,BH-C1,BH,SB` ([`parse_list`];
//! `/` for `-` and lower case are read too). Tied participants are ranked by the
//! first tie-break of the list, those still tied by the second, and so on; then
//! by pairing number.
//!
//! | acronym | C.07 | what |
//! |---|---|---|
//! | `DE` | Art. 6 | direct encounter: the points scored in the games among the participants still tied at that point of the list (equal on points and on every tie-break before `DE`), when all of them have met each other; else it does not apply (`-`) |
//! | `WIN` | Art. 7.1 | rounds won, with or without playing (a forfeit won and a pairing-allocated bye worth a win count) |
//! | `WON` | Art. 7.2 | games won over the board |
//! | `BPG` | Art. 7.3 | games played with Black |
//! | `BWG` | Art. 7.4 | games won with Black |
//! | `PS` | Art. 7.5 | progressive score: the sum of the participant's score after each round |
//! | `BH` | Art. 8.1 | Buchholz: the sum of the opponents' scores |
//! | `SB` | Art. 8.2 | Sonneborn-Berger: the sum, over the rounds, of the opponent's score times the points the participant scored against that opponent |
//!
//! `BH` and `SB` take the modifiers of Art. 14: `-C1` and `-C2` cut the one or
//! two least significant values (Art. 14.1, 14.2: for Buchholz the lowest
//! opponent's score, for Sonneborn-Berger the contribution of the opponent with
//! the lowest score), `-M1` and `-M2` (median, Art. 14.3, 14.4) cut as many of the
//! least and of the most significant values. Points and Buchholz are in half
//! points, Sonneborn-Berger in quarter points, so that everything compares
//! exactly.
//!
//! Unplayed rounds in a Swiss (Art. 16). A voluntarily unplayed round (VUR) is
//! one the participant chose not to play: here a forfeit lost (at a withdrawal, or
//! both sides of a game an organiser ended without a result) and an absence (not
//! paired after a withdrawal). The pairing-allocated bye and a forfeit won are
//! unplayed but not voluntary.
//! - Art. 16.3, the *adjusted* score: a participant's score as their opponents'
//!   tie-breaks use it. Every round counts with the points awarded, except the
//!   unplayed rounds of category 16.2.5, an absence after which the participant
//!   has no round but VURs (here: every absence after a withdrawal), which counts
//!   as a draw (Art. 16.3.2).
//! - Art. 16.4, the participant's own tie-breaks: each unplayed round (the bye, a
//!   forfeit won or lost, an absence) counts as a game against a dummy opponent
//!   whose score is the participant's own final score, but at most (16.4.1) the
//!   scheduled opponent's adjusted score for a forfeit (categories 16.2.2 and
//!   16.2.4), (16.4.2) the points of a draw times the number of rounds of the
//!   tournament for every other unplayed round. Sonneborn-Berger multiplies the
//!   dummy's score by the points the round gave the participant (1 for the bye
//!   and a forfeit won, 0 for a forfeit lost or an absence). A game still running
//!   counts for nothing yet.
//! - Art. 16.5, cuts: when a modifier cuts the least significant value of a
//!   participant with VURs, the lowest contribution coming from a VUR is cut
//!   instead, as long as it is not lower than the least significant value
//!   (16.5.1); again for each further cut (16.5.2). Cuts of the most significant
//!   values (median) have no such exception.
//!
//! So a Swiss player with the pairing-allocated bye in a three-round event, who
//! scored 1 point (the bye and two losses), has a Buchholz of the two opponents'
//! scores plus 1 for the bye's dummy.
//!
//! In a round robin (pre-determined pairings) a forfeit is a game against the
//! scheduled opponent and counts as one (the only unplayed rounds of such an
//! event are forfeits, Art. 15.2), and a round without a game (the bye of the
//! Berger table with an odd number of players) counts for nothing.

use std::fmt;

use thiserror::Error;

/// Half points as text: `2½`, `½`, `0`.
pub fn halves(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// Quarter points as text with two decimals: `3.25`.
pub fn quarters(q: u32) -> String {
    format!("{}.{:02}", q / 4, (q % 4) * 25)
}

/// The cuts of a Buchholz or Sonneborn-Berger (C.07 Art. 14): how many of the
/// least (`low`) and of the most (`high`) significant values are left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cut {
    /// Least significant values left out (Cut-n).
    pub low: u32,
    /// Most significant values left out as well (Median-n).
    pub high: u32,
}

impl Cut {
    /// No cut.
    pub const NONE: Cut = Cut { low: 0, high: 0 };
    /// Cut-1 (Art. 14.1): the least significant value left out.
    pub const C1: Cut = Cut { low: 1, high: 0 };
    /// Cut-2 (Art. 14.2): the two least significant values left out.
    pub const C2: Cut = Cut { low: 2, high: 0 };
    /// Median-1 (Art. 14.3): the least and the most significant value left out.
    pub const M1: Cut = Cut { low: 1, high: 1 };
    /// Median-2 (Art. 14.4): the two least and the two most significant values
    /// left out.
    pub const M2: Cut = Cut { low: 2, high: 2 };

    /// The acronym's suffix: `""`, `-C1`, `-C2`, `-M1`, `-M2`.
    fn suffix(self) -> &'static str {
        match (self.low, self.high) {
            (1, 0) => "-C1",
            (2, 0) => "-C2",
            (1, 1) => "-M1",
            (2, 2) => "-M2",
            _ => "",
        }
    }

    /// In words, after the tie-break's name: `""`, ` cut 1`, ` median 1`.
    fn words(self) -> String {
        match (self.low, self.high) {
            (0, 0) => String::new(),
            (n, 0) => format!(" cut {n}"),
            (n, _) => format!(" median {n}"),
        }
    }
}

/// One tie-break of C.07 (see the module documentation for each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// `DE`, Art. 6.
    DirectEncounter,
    /// `WIN`, Art. 7.1.
    Wins,
    /// `WON`, Art. 7.2.
    GamesWon,
    /// `BPG`, Art. 7.3.
    BlackGames,
    /// `BWG`, Art. 7.4.
    BlackWins,
    /// `PS`, Art. 7.5.
    Progressive,
    /// `BH` with its cuts, Art. 8.1 and 14.
    Buchholz(Cut),
    /// `SB` with its cuts, Art. 8.2 and 14.
    SonnebornBerger(Cut),
}

/// The tie-breaks of a round robin when the organiser names none: direct
/// encounter, Sonneborn-Berger, Buchholz.
pub const ROUND_ROBIN_DEFAULT: [TieBreak; 3] = [
    TieBreak::DirectEncounter,
    TieBreak::SonnebornBerger(Cut::NONE),
    TieBreak::Buchholz(Cut::NONE),
];

/// The tie-breaks of a Swiss when the organiser names none: Buchholz cut 1,
/// Buchholz, Sonneborn-Berger.
pub const SWISS_DEFAULT: [TieBreak; 3] = [
    TieBreak::Buchholz(Cut::C1),
    TieBreak::Buchholz(Cut::NONE),
    TieBreak::SonnebornBerger(Cut::NONE),
];

impl TieBreak {
    /// FIDE's acronym: `DE`, `BH-C1`, `SB`.
    pub fn acronym(self) -> String {
        match self {
            TieBreak::DirectEncounter => "DE".into(),
            TieBreak::Wins => "WIN".into(),
            TieBreak::GamesWon => "WON".into(),
            TieBreak::BlackGames => "BPG".into(),
            TieBreak::BlackWins => "BWG".into(),
            TieBreak::Progressive => "PS".into(),
            TieBreak::Buchholz(cut) => format!("BH{}", cut.suffix()),
            TieBreak::SonnebornBerger(cut) => format!("SB{}", cut.suffix()),
        }
    }

    /// In words, for legends: `direct encounter`, `Buchholz cut 1`.
    pub fn name(self) -> String {
        match self {
            TieBreak::DirectEncounter => "direct encounter".into(),
            TieBreak::Wins => "wins".into(),
            TieBreak::GamesWon => "games won".into(),
            TieBreak::BlackGames => "games with Black".into(),
            TieBreak::BlackWins => "wins with Black".into(),
            TieBreak::Progressive => "progressive score".into(),
            TieBreak::Buchholz(cut) => format!("Buchholz{}", cut.words()),
            TieBreak::SonnebornBerger(cut) => format!("Sonneborn-Berger{}", cut.words()),
        }
    }

    /// The width of its column in a text table.
    pub fn width(self) -> usize {
        let values = match self {
            TieBreak::DirectEncounter
            | TieBreak::Wins
            | TieBreak::GamesWon
            | TieBreak::BlackGames
            | TieBreak::BlackWins => 4,
            TieBreak::Progressive | TieBreak::Buchholz(_) => 5,
            TieBreak::SonnebornBerger(_) => 6,
        };
        values.max(self.acronym().len())
    }
}

/// Why a list of tie-breaks was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TieBreakError {
    /// The list names no tie-break.
    #[error("no tie-break named: write FIDE's acronyms in order, comma-separated, e.g. \"DE,BH-C1,BH,SB\"")]
    Empty,
    /// An acronym that names no tie-break; the acronym as written.
    #[error("{0:?} is not a tie-break I know: write DE, WIN, WON, BPG, BWG, PS, BH or SB (BH and SB also with -C1, -C2, -M1 or -M2; FIDE C.07)")]
    Unknown(String),
    /// A tie-break named twice; its acronym.
    #[error("{0} is named twice in the tie-breaks")]
    Twice(String),
}

/// Reads an ordered list of tie-breaks (C.07 Art. 4.1): FIDE's acronyms,
/// comma-separated (`DE,BH-C1,BH,SB`); case does not matter, `BH/C1` is `BH-C1`,
/// spaces around the commas are allowed.
///
/// # Errors
///
/// [`TieBreakError::Empty`] for no acronym, [`TieBreakError::Unknown`]
/// for one that is not listed in the module documentation (an empty item
/// included), [`TieBreakError::Twice`] for one named twice.
pub fn parse_list(text: &str) -> Result<Vec<TieBreak>, TieBreakError> {
    if text.trim().is_empty() {
        return Err(TieBreakError::Empty);
    }
    let mut list: Vec<TieBreak> = Vec::new();
    for item in text.split(',') {
        let word = item.trim();
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
            Some(_) => return Err(TieBreakError::Unknown(word.to_string())),
        };
        let tiebreak = match (base, modifier) {
            ("BH", _) => TieBreak::Buchholz(cut),
            ("SB", _) => TieBreak::SonnebornBerger(cut),
            ("DE", None) => TieBreak::DirectEncounter,
            ("WIN", None) => TieBreak::Wins,
            ("WON", None) => TieBreak::GamesWon,
            ("BPG", None) => TieBreak::BlackGames,
            ("BWG", None) => TieBreak::BlackWins,
            ("PS", None) => TieBreak::Progressive,
            _ => return Err(TieBreakError::Unknown(word.to_string())),
        };
        if list.contains(&tiebreak) {
            return Err(TieBreakError::Twice(tiebreak.acronym()));
        }
        list.push(tiebreak);
    }
    Ok(list)
}

/// The list as [`parse_list`] reads it back: `DE,SB,BH`.
pub fn list_text(list: &[TieBreak]) -> String {
    list.iter()
        .map(|t| t.acronym())
        .collect::<Vec<_>>()
        .join(",")
}

/// The legend's sentence on ties: `Ties: direct encounter (DE), Sonneborn-Berger
/// (SB), Buchholz (BH) (FIDE C.07).`
pub fn legend(list: &[TieBreak]) -> String {
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

/// A participant's value on one tie-break.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    /// Half points (direct encounter, Buchholz, progressive score).
    Halves(u32),
    /// Quarter points (Sonneborn-Berger).
    Quarters(u32),
    /// A number of rounds or games (WIN, WON, BPG, BWG).
    Count(u32),
    /// Direct encounter where it does not apply; ranks as 0.
    NotApplicable,
}

impl Value {
    /// What ranks: the higher the better.
    pub fn key(self) -> u32 {
        match self {
            Value::Halves(v) | Value::Quarters(v) | Value::Count(v) => v,
            Value::NotApplicable => 0,
        }
    }
}

/// `2½` (half points), `2.50` (quarter points), `3`, `-`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Value::Halves(h) => f.write_str(&halves(h)),
            Value::Quarters(q) => f.write_str(&quarters(q)),
            Value::Count(n) => write!(f, "{n}"),
            Value::NotApplicable => f.write_str("-"),
        }
    }
}

/// What a participant did in one round, as the tie-breaks see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Round {
    /// A game played over the board, with its result: the participant's points in
    /// half points (2 win, 1 draw, 0 loss).
    Game {
        /// The opponent's pairing number.
        opponent: u32,
        /// Whether the participant had White.
        white: bool,
        /// The participant's points.
        halves: u32,
    },
    /// A result without play against the scheduled opponent (C.07 categories
    /// 16.2.2 and 16.2.4): 2 for a forfeit won, 0 for a forfeit lost.
    Forfeit {
        /// The scheduled opponent's pairing number.
        opponent: u32,
        /// The participant's points (half points).
        halves: u32,
    },
    /// The pairing-allocated bye, worth `halves`.
    PairingBye {
        /// The bye's points (half points).
        halves: u32,
    },
    /// Not paired: withdrawn from a Swiss; in a round robin, the bye of the
    /// Berger table.
    Absent,
    /// A game still running (or, in a round robin, ended without a result):
    /// counts for nothing.
    Pending,
}

impl Round {
    /// The points the round gave, in half points.
    fn halves(self) -> u32 {
        match self {
            Round::Game { halves, .. }
            | Round::Forfeit { halves, .. }
            | Round::PairingBye { halves } => halves,
            Round::Absent | Round::Pending => 0,
        }
    }

    /// A voluntarily unplayed round (C.07 Art. 16): a forfeit lost, an absence.
    fn voluntarily_unplayed(self) -> bool {
        matches!(self, Round::Absent) || matches!(self, Round::Forfeit { halves, .. } if halves < 2)
    }
}

/// A participant as the tie-breaks see them: pairing number and one [`Round`] per
/// round, round 1 first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Participant {
    /// Pairing number (start rank), 1-based.
    pub seat: u32,
    /// Round 1 first.
    pub rounds: Vec<Round>,
}

impl Participant {
    /// Points in half points.
    pub fn points(&self) -> u32 {
        self.rounds.iter().map(|r| r.halves()).sum()
    }
}

/// How the event was paired: what the unplayed rounds count for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairingSystem {
    /// A Swiss of `rounds` planned rounds: unplayed rounds as in C.07 Art. 16.
    Swiss {
        /// The number of rounds of the tournament (Art. 16.4.2).
        rounds: u32,
    },
    /// Pre-determined pairings (a round robin): a forfeit is a game against the
    /// scheduled opponent (Art. 15.2), a round without a game counts for nothing.
    RoundRobin,
}

/// One round's part in a participant's Buchholz and Sonneborn-Berger: the score of
/// the opponent (or of the dummy, Art. 16.4) in half points, the participant's
/// points in that round, and whether it is a voluntarily unplayed round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Contribution {
    score: u32,
    own: u32,
    unplayed_by_choice: bool,
}

/// The tie-break values of every participant (in the order given), one per
/// tie-break of `list` in its order. Direct encounter groups the participants
/// equal on points and on every value before it in `list`.
pub fn values(
    participants: &[Participant],
    pairing: PairingSystem,
    list: &[TieBreak],
) -> Vec<Vec<Value>> {
    let points: Vec<u32> = participants.iter().map(Participant::points).collect();
    let adjusted: Vec<u32> = participants
        .iter()
        .map(|p| adjusted_score(p, pairing))
        .collect();
    let index_of = |seat: u32| participants.iter().position(|p| p.seat == seat);
    let adjusted_of = |seat: u32| index_of(seat).map_or(0, |i| adjusted[i]);
    let contributions: Vec<Vec<Contribution>> = participants
        .iter()
        .zip(&points)
        .map(|(p, &own)| contributions_of(p, own, pairing, &adjusted_of))
        .collect();
    let mut out: Vec<Vec<Value>> = vec![Vec::with_capacity(list.len()); participants.len()];
    for (k, &tiebreak) in list.iter().enumerate() {
        for (i, p) in participants.iter().enumerate() {
            let value = match tiebreak {
                TieBreak::DirectEncounter => {
                    let group = equal_before(participants, &points, &out, i, k);
                    direct_encounter(participants, p, &group, pairing)
                }
                TieBreak::Buchholz(cut) => Value::Halves(cut_sum(
                    contributions[i]
                        .iter()
                        .map(|c| (c.score, c.score, c.unplayed_by_choice))
                        .collect(),
                    cut,
                )),
                TieBreak::SonnebornBerger(cut) => Value::Quarters(cut_sum(
                    contributions[i]
                        .iter()
                        .map(|c| (c.score, c.score * c.own, c.unplayed_by_choice))
                        .collect(),
                    cut,
                )),
                own => own_value(p, own),
            };
            out[i].push(value);
        }
    }
    out
}

/// The seats of the participants equal to participant `i` on points and on the
/// first `k` values of the list (`out[j][..k]`): the group of a direct encounter.
fn equal_before(
    participants: &[Participant],
    points: &[u32],
    out: &[Vec<Value>],
    i: usize,
    k: usize,
) -> Vec<u32> {
    let key = |j: usize| {
        (
            points[j],
            out[j][..k].iter().map(|v| v.key()).collect::<Vec<_>>(),
        )
    };
    let mine = key(i);
    (0..participants.len())
        .filter(|&j| key(j) == mine)
        .map(|j| participants[j].seat)
        .collect()
}

/// A tie-break that counts the participant's own rounds: wins, games won, games
/// with Black, wins with Black, the progressive score. (The tie-breaks that read
/// the opponents, Buchholz, Sonneborn-Berger and direct encounter, are computed
/// in [`values`]; given one of them, this counts nothing.)
fn own_value(p: &Participant, tiebreak: TieBreak) -> Value {
    let count = |keep: &dyn Fn(&Round) -> bool| {
        Value::Count(p.rounds.iter().filter(|r| keep(r)).count() as u32)
    };
    match tiebreak {
        TieBreak::Wins => count(&|r| !matches!(r, Round::Pending) && r.halves() == 2),
        TieBreak::GamesWon => count(&|r| matches!(r, Round::Game { halves: 2, .. })),
        TieBreak::BlackGames => count(&|r| matches!(r, Round::Game { white: false, .. })),
        TieBreak::BlackWins => count(&|r| {
            matches!(
                r,
                Round::Game {
                    white: false,
                    halves: 2,
                    ..
                }
            )
        }),
        TieBreak::Progressive => {
            let mut running = 0;
            let mut total = 0;
            for r in &p.rounds {
                running += r.halves();
                total += running;
            }
            Value::Halves(total)
        }
        TieBreak::DirectEncounter | TieBreak::Buchholz(_) | TieBreak::SonnebornBerger(_) => {
            Value::Count(0)
        }
    }
}

/// The participant's adjusted score (C.07 Art. 16.3) in half points: in a Swiss,
/// an absence after which the participant has only voluntarily unplayed rounds
/// (category 16.2.5) counts as a draw; everything else with the points awarded.
/// In a round robin, the score.
fn adjusted_score(p: &Participant, pairing: PairingSystem) -> u32 {
    match pairing {
        PairingSystem::RoundRobin => p.points(),
        PairingSystem::Swiss { .. } => p
            .rounds
            .iter()
            .enumerate()
            .map(|(i, r)| match r {
                Round::Absent
                    if p.rounds[i + 1..]
                        .iter()
                        .all(|later| later.voluntarily_unplayed()) =>
                {
                    1
                }
                other => other.halves(),
            })
            .sum(),
    }
}

/// Each round's part in the participant's Buchholz and Sonneborn-Berger (see
/// [`Contribution`]); `own` is the participant's score, `adjusted_of` an
/// opponent's adjusted score by pairing number.
fn contributions_of(
    p: &Participant,
    own: u32,
    pairing: PairingSystem,
    adjusted_of: &dyn Fn(u32) -> u32,
) -> Vec<Contribution> {
    let played = |opponent: u32, halves: u32| Contribution {
        score: adjusted_of(opponent),
        own: halves,
        unplayed_by_choice: false,
    };
    p.rounds
        .iter()
        .filter_map(|&round| match (pairing, round) {
            (
                _,
                Round::Game {
                    opponent, halves, ..
                },
            ) => Some(played(opponent, halves)),
            (PairingSystem::RoundRobin, Round::Forfeit { opponent, halves }) => {
                Some(played(opponent, halves))
            }
            (PairingSystem::RoundRobin, _) | (_, Round::Pending) => None,
            // Art. 16.4.1: the dummy of a forfeit scores at most what the
            // scheduled opponent scored (adjusted, Art. 16.3).
            (PairingSystem::Swiss { .. }, Round::Forfeit { opponent, halves }) => {
                Some(Contribution {
                    score: own.min(adjusted_of(opponent)),
                    own: halves,
                    unplayed_by_choice: round.voluntarily_unplayed(),
                })
            }
            // Art. 16.4.2: at most the points of a draw (one half point) times
            // the number of rounds.
            (PairingSystem::Swiss { rounds }, Round::PairingBye { halves }) => Some(Contribution {
                score: own.min(rounds),
                own: halves,
                unplayed_by_choice: false,
            }),
            (PairingSystem::Swiss { rounds }, Round::Absent) => Some(Contribution {
                score: own.min(rounds),
                own: 0,
                unplayed_by_choice: true,
            }),
        })
        .collect()
}

/// The sum of `items` (each `(opponent's score, value, voluntarily unplayed)`)
/// after the cuts of C.07 Art. 14 with the exception of Art. 16.5: each cut of a
/// least significant value (the lowest opponent's score, then the lowest value)
/// takes the lowest value coming from a voluntarily unplayed round instead, as
/// long as it is not lower than the least significant value; a cut of a most
/// significant value takes the highest. A cut of more values than there are
/// leaves nothing.
fn cut_sum(mut items: Vec<(u32, u32, bool)>, cut: Cut) -> u32 {
    for _ in 0..cut.low {
        let Some(least) = (0..items.len()).min_by_key(|&i| (items[i].0, items[i].1)) else {
            break;
        };
        let unplayed = (0..items.len())
            .filter(|&i| items[i].2)
            .min_by_key(|&i| items[i].1);
        let gone = match unplayed {
            Some(v) if items[v].1 >= items[least].1 => v,
            _ => least,
        };
        items.remove(gone);
    }
    for _ in 0..cut.high {
        let Some(most) = (0..items.len()).max_by_key(|&i| (items[i].0, items[i].1)) else {
            break;
        };
        items.remove(most);
    }
    items.iter().map(|i| i.1).sum()
}

/// Direct encounter (C.07 Art. 6) of `p` within `group` (pairing numbers of the
/// participants tied with it, itself included): the points `p` scored in the
/// games among them, when every two of them have met; else not applicable. In a
/// Swiss only games played over the board are meetings; in a round robin a
/// forfeit is one too (Art. 15.2).
fn direct_encounter(
    participants: &[Participant],
    p: &Participant,
    group: &[u32],
    pairing: PairingSystem,
) -> Value {
    if group.len() < 2 {
        return Value::NotApplicable;
    }
    let meeting = |r: &Round| -> Option<(u32, u32)> {
        match (*r, pairing) {
            (
                Round::Game {
                    opponent, halves, ..
                },
                _,
            ) => Some((opponent, halves)),
            (Round::Forfeit { opponent, halves }, PairingSystem::RoundRobin) => {
                Some((opponent, halves))
            }
            _ => None,
        }
    };
    let met = |a: u32, b: u32| {
        participants
            .iter()
            .find(|q| q.seat == a)
            .is_some_and(|q| q.rounds.iter().filter_map(meeting).any(|(o, _)| o == b))
    };
    let all_met = group
        .iter()
        .enumerate()
        .all(|(i, &a)| group[i + 1..].iter().all(|&b| met(a, b)));
    if !all_met {
        return Value::NotApplicable;
    }
    Value::Halves(
        p.rounds
            .iter()
            .filter_map(meeting)
            .filter(|(o, _)| group.contains(o))
            .map(|(_, h)| h)
            .sum(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_and_write_back() {
        let list = parse_list("de, bh/c1,BH ,SB-M1,WIN,WON,BPG,BWG,PS,BH-C2,SB-C1,BH-M2").unwrap();
        assert_eq!(
            list_text(&list),
            "DE,BH-C1,BH,SB-M1,WIN,WON,BPG,BWG,PS,BH-C2,SB-C1,BH-M2"
        );
        assert_eq!(parse_list(&list_text(&list)).unwrap(), list);
        assert_eq!(list_text(&ROUND_ROBIN_DEFAULT), "DE,SB,BH");
        assert_eq!(list_text(&SWISS_DEFAULT), "BH-C1,BH,SB");
        assert_eq!(
            legend(&SWISS_DEFAULT),
            "Ties: Buchholz cut 1 (BH-C1), Buchholz (BH), Sonneborn-Berger (SB) (FIDE C.07)."
        );
        for (text, why) in [
            ("", "no tie-break named"),
            ("  ", "no tie-break named"),
            ("BH,,SB", "\"\" is not a tie-break"),
            ("ARO", "\"ARO\" is not a tie-break"),
            ("DE-C1", "\"DE-C1\" is not a tie-break"),
            ("BH-C3", "\"BH-C3\" is not a tie-break"),
            ("BH,bh", "BH is named twice"),
            ("BH/C1,BH-C1", "BH-C1 is named twice"),
        ] {
            let e = parse_list(text).unwrap_err().to_string();
            assert!(e.contains(why), "{text:?}: {e}");
        }
    }

    fn game(opponent: u32, white: bool, halves: u32) -> Round {
        Round::Game {
            opponent,
            white,
            halves,
        }
    }

    #[test]
    fn cuts_take_a_voluntarily_unplayed_round_first() {
        // Art. 16.5.1: the VUR's 4 is cut before the least significant 1.
        assert_eq!(
            cut_sum(vec![(1, 1, false), (4, 4, true), (3, 3, false)], Cut::C1),
            4
        );
        // Without a VUR the lowest goes; the median also takes the highest.
        assert_eq!(
            cut_sum(vec![(1, 1, false), (4, 4, false), (3, 3, false)], Cut::C1),
            7
        );
        assert_eq!(
            cut_sum(vec![(1, 1, false), (4, 4, false), (3, 3, false)], Cut::M1),
            3
        );
        // Sonneborn-Berger: the least significant value is the contribution of
        // the lowest opponent (score 1, value 4); a VUR contributing 0 is lower,
        // so the least significant value is cut (16.5.1: "as long as...").
        assert_eq!(
            cut_sum(vec![(1, 4, false), (5, 0, true), (3, 6, false)], Cut::C1),
            6
        );
        // More cuts than values leave nothing.
        assert_eq!(cut_sum(vec![(1, 1, false)], Cut::C2), 0);
        assert_eq!(cut_sum(vec![(1, 1, false), (2, 2, false)], Cut::M2), 0);
    }

    /// Art. 16.3 and 16.4 on a five-round Swiss: C withdraws after round 2
    /// (forfeit lost in round 3 to A, absent in rounds 4 and 5).
    #[test]
    fn unplayed_rounds_in_a_swiss() {
        let a = Participant {
            seat: 1,
            rounds: vec![
                game(2, true, 2),
                Round::PairingBye { halves: 2 },
                Round::Forfeit {
                    opponent: 3,
                    halves: 2,
                },
                game(2, false, 2),
                game(4, true, 2),
            ],
        };
        let c = Participant {
            seat: 3,
            rounds: vec![
                game(4, true, 2),
                game(2, false, 1),
                Round::Forfeit {
                    opponent: 1,
                    halves: 0,
                },
                Round::Absent,
                Round::Absent,
            ],
        };
        let swiss = PairingSystem::Swiss { rounds: 5 };
        // C scored 1½; adjusted, the two absences at the end count as draws: 2½.
        // The forfeit lost counts with its 0.
        assert_eq!(c.points(), 3);
        assert_eq!(adjusted_score(&c, swiss), 5);
        // An absence followed by a game played is not at the end: it stays 0.
        let back = Participant {
            seat: 5,
            rounds: vec![Round::Absent, game(1, true, 0)],
        };
        assert_eq!(adjusted_score(&back, swiss), 0);
        // A scored 5: the bye's dummy at most ½ x 5 rounds = 2½ (16.4.2); the
        // forfeit's dummy at most C's adjusted 2½ (16.4.1).
        let adjusted = |seat: u32| match seat {
            1 => 10,
            2 => 4,
            3 => 5,
            4 => 6,
            _ => 0,
        };
        let parts = contributions_of(&a, a.points(), swiss, &adjusted);
        assert_eq!(
            parts.iter().map(|c| c.score).collect::<Vec<_>>(),
            [4, 5, 5, 4, 6]
        );
        // C scored 1½ (3 half points): both absences' dummies score 1½, the
        // forfeit's too (A's adjusted 5 is more); all three are voluntarily unplayed.
        let parts = contributions_of(&c, c.points(), swiss, &adjusted);
        assert_eq!(
            parts
                .iter()
                .map(|c| (c.score, c.own, c.unplayed_by_choice))
                .collect::<Vec<_>>(),
            [
                (6, 2, false),
                (4, 1, false),
                (3, 0, true),
                (3, 0, true),
                (3, 0, true)
            ]
        );
        // In a round robin a forfeit is a game against the scheduled opponent and
        // an absence counts for nothing.
        let parts = contributions_of(&c, c.points(), PairingSystem::RoundRobin, &adjusted);
        assert_eq!(parts.len(), 3);
        assert_eq!(parts[2].score, 10);
    }
}
