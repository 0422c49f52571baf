//! Swiss tournaments without mail or SQL (issue 13 §7, §8): the FIDE Tournament
//! Report File (TRF-16 with the TRF(x) extensions of JaVaFo) that a Dutch pairing
//! engine reads, the strict reader of the engine's answer, running the engine, and
//! the Swiss standings (points, Buchholz cut 1, Buchholz, Sonneborn-Berger).
//!
//! The pairings themselves are not computed here: the FIDE Dutch system (C.04.3)
//! has dozens of criteria and a maximum-weight matching behind them, and
//! well-kept engines exist that read a TRF and write the next round: py4swiss
//! (the default, a Python package pinned in scripts/requirements.txt, which
//! its authors test against bbpPairings), bbpPairings and JaVaFo. They share the
//! TRF(x) interface, so the command is a setting (`[tournament] pairing_engine`).
//!
//! The lines written ([`trf`]), all columns as in the FIDE TRF-16 description:
//! - `012` the tournament's name, `042` / `052` the start and end dates
//!   (`YYYY/MM/DD`; the end date once finished), `062` the number of players,
//!   `092` the type (`Swiss (Dutch system), correspondence`).
//! - `XXR` the number of rounds, `XXC white1` (the first player of the initial
//!   order has White in round 1), and `XXS PAB=…` when the pairing-allocated bye
//!   is not worth 1 point.
//! - One `001` line per player: start rank (columns 5-8), name (15-47, ASCII),
//!   points (81-84, `2.5`), rank (86-89), then per round from column 92 a block of
//!   opponent (4 digits, `0000` for none), colour (`w`, `b`, `-`) and result:
//!   `1` `=` `0` for a game played, `+` `-` for a game forfeited without play (a
//!   withdrawal), `U` for the pairing-allocated bye, `Z` for a round the player
//!   is absent from (after a withdrawal). A withdrawn player also gets `0000 - Z`
//!   in the round to be paired, which is how JaVaFo, bbpPairings and py4swiss
//!   learn that he is not to be paired.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use thiserror::Error;

use crate::corr::ratings::External;
use crate::corr::round_robin::{halves, layout, quarters, rank_by, TextRow};

/// What one player did in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundEntry {
    /// A game against start rank `opponent`; `halves` is the player's score in
    /// half points (`None` while it runs); `unplayed` for a forfeit without play.
    Game {
        opponent: u32,
        white: bool,
        halves: Option<u32>,
        unplayed: bool,
    },
    /// The pairing-allocated bye (FIDE C.04.1 c), worth `halves` half points.
    Bye { halves: u32 },
    /// Not paired: withdrawn.
    Absent,
}

impl RoundEntry {
    /// The score of the entry in half points (0 while a game runs).
    pub fn halves(&self) -> u32 {
        match *self {
            RoundEntry::Game { halves, .. } => halves.unwrap_or(0),
            RoundEntry::Bye { halves } => halves,
            RoundEntry::Absent => 0,
        }
    }

    /// The TRF block of columns 92-99 (and every 10 columns after): opponent,
    /// colour, result.
    fn trf_block(&self) -> String {
        match *self {
            RoundEntry::Game {
                opponent,
                white,
                halves,
                unplayed,
            } => {
                let result = match (halves, unplayed) {
                    (Some(2), true) => '+',
                    (Some(_), true) => '-',
                    (Some(2), false) => '1',
                    (Some(1), false) => '=',
                    (Some(_), false) => '0',
                    // Not written: only rounds with every result go into a TRF.
                    (None, _) => ' ',
                };
                format!("{opponent:>4} {} {result}", if white { 'w' } else { 'b' })
            }
            RoundEntry::Bye { .. } => "0000 - U".to_string(),
            RoundEntry::Absent => "0000 - Z".to_string(),
        }
    }
}

/// A player of a Swiss as the TRF and the standings see him.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissPlayer {
    /// Start rank (pairing number), 1-based.
    pub seat: u32,
    pub name: String,
    pub withdrawn: bool,
    /// One entry per round paired so far, round 1 first.
    pub rounds: Vec<RoundEntry>,
}

impl SwissPlayer {
    /// Points in half points (games with a result and byes).
    pub fn points_halves(&self) -> u32 {
        self.rounds.iter().map(RoundEntry::halves).sum()
    }
}

/// The tournament's data for a TRF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfHeader<'a> {
    pub name: &'a str,
    /// `YYYY-MM-DD` (written `YYYY/MM/DD`).
    pub start_date: &'a str,
    pub end_date: Option<&'a str>,
    /// Planned rounds (`XXR`).
    pub rounds: u32,
    /// The pairing-allocated bye in half points (2 = 1 point, the FIDE default).
    pub bye_halves: u32,
}

/// The TRF of the first `complete` rounds (see the module documentation for the
/// lines), and of round `complete + 1` the absences only (`0000 - Z`: not to be
/// paired), so that an engine fed it pairs round `complete + 1`. No player has a
/// title, rating or ID in it; see [`trf_with`].
pub fn trf(header: &TrfHeader<'_>, players: &[SwissPlayer], complete: u32) -> String {
    trf_with(header, players, complete, &BTreeMap::new())
}

/// [`trf`] with what players carry from elsewhere (issue 21 §10), by start rank:
/// the title in columns 11-13, the rating in 49-52 and the ID in 58-68 of the
/// player's `001` line. The TRF's columns are FIDE's; an ICCF rating and ID go
/// into the same ones (the file has no others).
pub fn trf_with(
    header: &TrfHeader<'_>,
    players: &[SwissPlayer],
    complete: u32,
    elsewhere: &BTreeMap<u32, External>,
) -> String {
    let mut out = String::new();
    let ascii = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii_graphic() || c == ' ' {
                    c
                } else {
                    '?'
                }
            })
            .collect()
    };
    let date = |d: &str| d.replace('-', "/");
    let _ = writeln!(out, "012 {}", ascii(header.name));
    let _ = writeln!(out, "042 {}", date(header.start_date));
    if let Some(end) = header.end_date {
        let _ = writeln!(out, "052 {}", date(end));
    }
    let _ = writeln!(out, "062 {}", players.len());
    let _ = writeln!(out, "092 Swiss (Dutch system), correspondence");
    let _ = writeln!(out, "XXR {}", header.rounds);
    let _ = writeln!(out, "XXC white1");
    if header.bye_halves != 2 {
        let _ = writeln!(out, "XXS PAB={}", points_decimal(header.bye_halves));
    }
    let upto = |p: &SwissPlayer| -> Vec<RoundEntry> {
        p.rounds.iter().take(complete as usize).copied().collect()
    };
    let standing: Vec<SwissPlayer> = players
        .iter()
        .map(|p| SwissPlayer {
            rounds: upto(p),
            ..p.clone()
        })
        .collect();
    let ranks = standings(&standing);
    for p in &standing {
        let rank = ranks
            .iter()
            .find(|s| s.seat == p.seat)
            .map_or(0, |s| s.rank);
        let name: String = ascii(&p.name).chars().take(33).collect();
        let external = elsewhere.get(&p.seat);
        let title: String = external
            .and_then(|e| e.title.as_deref())
            .map(|t| ascii(t).chars().take(3).collect())
            .unwrap_or_default();
        let rating = external
            .and_then(|e| e.rating)
            .filter(|r| *r <= 9999)
            .map(|r| r.to_string())
            .unwrap_or_default();
        let id: String = external
            .and_then(|e| e.id.as_deref())
            .map(|i| ascii(i).chars().take(11).collect())
            .unwrap_or_default();
        let _ = write!(
            out,
            "001 {:>4} {:1}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
            p.seat,
            "",
            title,
            name,
            rating,
            "",
            id,
            "",
            points_decimal(p.points_halves()),
            rank
        );
        for entry in &p.rounds[..p.rounds.len().min(complete as usize)] {
            let _ = write!(out, "  {}", entry.trf_block());
        }
        if players
            .iter()
            .find(|q| q.seat == p.seat)
            .and_then(|q| q.rounds.get(complete as usize))
            == Some(&RoundEntry::Absent)
        {
            let _ = write!(out, "  {}", RoundEntry::Absent.trf_block());
        }
        // No trailing blanks: some readers take the line's end as the last field.
        while out.ends_with(' ') {
            out.pop();
        }
        out.push('\n');
    }
    out
}

/// Half points as a TRF decimal: `2.5`, `1.0`.
fn points_decimal(h: u32) -> String {
    format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 })
}

/// One board of a round as the engine gives it: start ranks of White and Black;
/// `black` is `None` for the pairing-allocated bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnginePair {
    pub white: u32,
    pub black: Option<u32>,
}

/// Why a round could not be paired; nothing was paired then.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairingError {
    #[error("the pairing engine is not configured ([tournament] pairing_engine is empty)")]
    NoEngine,
    #[error("the pairing engine {program:?} could not be started: {reason} (install it, e.g. `pip install py4swiss==0.3.1`, or set [tournament] pairing_engine)")]
    Missing { program: String, reason: String },
    #[error("the pairing engine {program:?} failed ({status}): {stderr}")]
    Failed {
        program: String,
        status: String,
        stderr: String,
    },
    #[error("cannot write or read the pairing engine's files: {0}")]
    Io(String),
    #[error("the pairing engine's output is unusable: {0}")]
    BadOutput(String),
}

/// Reads the engine's output (the format of JaVaFo, bbpPairings and py4swiss:
/// the number of boards on the first line, then one line per board with the
/// start ranks of White and Black, `0` for the bye) and checks it against the
/// players to be paired (`expected`, start ranks): every one of them exactly
/// once, nobody else, at most one bye and only with an odd number of players.
///
/// Errors: [`PairingError::BadOutput`] saying which line is wrong and why.
pub fn parse_pairings(text: &str, expected: &[u32]) -> Result<Vec<EnginePair>, PairingError> {
    let bad = |why: String| PairingError::BadOutput(why);
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().ok_or_else(|| bad("it is empty".to_string()))?;
    let count: usize = first.parse().map_err(|_| {
        bad(format!(
            "the first line {first:?} is not the number of boards"
        ))
    })?;
    let mut pairs = Vec::new();
    let mut seen: Vec<u32> = Vec::new();
    for (i, line) in lines.enumerate() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let numbers: Vec<u32> = fields.iter().filter_map(|f| f.parse().ok()).collect();
        if fields.len() != 2 || numbers.len() != 2 {
            return Err(bad(format!(
                "board {} {line:?} is not two start ranks",
                i + 1
            )));
        }
        let (white, black) = (numbers[0], numbers[1]);
        for seat in [white, black] {
            if seat == 0 {
                continue;
            }
            if !expected.contains(&seat) {
                return Err(bad(format!(
                    "board {} pairs {seat}, who is not to be paired",
                    i + 1
                )));
            }
            if seen.contains(&seat) {
                return Err(bad(format!("{seat} is paired twice")));
            }
            seen.push(seat);
        }
        if white == 0 {
            return Err(bad(format!(
                "board {} {line:?} gives White to nobody",
                i + 1
            )));
        }
        pairs.push(EnginePair {
            white,
            black: (black != 0).then_some(black),
        });
    }
    if pairs.len() != count {
        return Err(bad(format!(
            "it announces {count} boards but gives {}",
            pairs.len()
        )));
    }
    if let Some(missing) = expected.iter().find(|s| !seen.contains(s)) {
        return Err(bad(format!("{missing} is not paired")));
    }
    let byes = pairs.iter().filter(|p| p.black.is_none()).count();
    if byes > 1 || (byes == 1) != (expected.len() % 2 == 1) {
        return Err(bad(format!(
            "{byes} byes for {} players to pair",
            expected.len()
        )));
    }
    Ok(pairs)
}

/// How long the pairing engine may take before it is killed (seconds).
pub const ENGINE_SECONDS: u64 = 120;

/// Runs the pairing engine on `trf` and reads its answer with [`parse_pairings`].
/// `command` is the program and its arguments; `{trf}` and `{pairings}` in them
/// are replaced by the input and output files (in a fresh temporary directory).
///
/// Errors: [`PairingError`]: no command, the program missing or failing (with
/// the last lines of its standard error) or taking longer than
/// [`ENGINE_SECONDS`], unusable output.
pub fn run_engine(
    command: &[String],
    trf: &str,
    expected: &[u32],
) -> Result<Vec<EnginePair>, PairingError> {
    let (program, args) = command.split_first().ok_or(PairingError::NoEngine)?;
    let dir = tempfile::tempdir().map_err(|e| PairingError::Io(e.to_string()))?;
    let input = dir.path().join("round.trf");
    let output = dir.path().join("pairings.txt");
    std::fs::write(&input, trf).map_err(|e| PairingError::Io(e.to_string()))?;
    let path_text = |p: &Path| p.to_string_lossy().into_owned();
    let args: Vec<String> = args
        .iter()
        .map(|a| {
            a.replace("{trf}", &path_text(&input))
                .replace("{pairings}", &path_text(&output))
        })
        .collect();
    // The engine's standard error goes to a file, so that a talkative engine
    // cannot fill a pipe and hang; a hanging engine is killed after
    // ENGINE_SECONDS.
    let errors = dir.path().join("stderr.txt");
    let stderr_file =
        std::fs::File::create(&errors).map_err(|e| PairingError::Io(e.to_string()))?;
    let mut child = Command::new(program)
        .args(&args)
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr_file)
        .spawn()
        .map_err(|e| PairingError::Missing {
            program: program.clone(),
            reason: e.to_string(),
        })?;
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > Duration::from_secs(ENGINE_SECONDS) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(PairingError::Failed {
                    program: program.clone(),
                    status: format!("killed after {ENGINE_SECONDS} s"),
                    stderr: String::new(),
                });
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => return Err(PairingError::Io(e.to_string())),
        }
    };
    if !status.success() {
        let stderr = std::fs::read_to_string(&errors).unwrap_or_default();
        let tail: Vec<&str> = stderr.lines().rev().take(3).collect();
        return Err(PairingError::Failed {
            program: program.clone(),
            status: status.to_string(),
            stderr: tail.into_iter().rev().collect::<Vec<_>>().join(" / "),
        });
    }
    let text = std::fs::read_to_string(&output).map_err(|e| {
        PairingError::BadOutput(format!("no pairings file {}: {e}", output.display()))
    })?;
    parse_pairings(&text, expected)
}

/// One line of the Swiss standings; points and Buchholz in half points,
/// Sonneborn-Berger in quarter points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissStanding {
    /// 1-based; entrants equal on every tie-break share a rank.
    pub rank: u32,
    pub seat: u32,
    pub name: String,
    pub points_halves: u32,
    /// Buchholz cut 1: Buchholz less the lowest opponent's score.
    pub buchholz_cut1_halves: u32,
    pub buchholz_halves: u32,
    pub sonneborn_berger_quarters: u32,
    pub withdrawn: bool,
}

/// The Swiss standings: points, then Buchholz cut 1, Buchholz, Sonneborn-Berger
/// (FIDE C.07 Tie-Break Regulations, 8.1 and 8.2), then the start rank.
/// Buchholz is the sum of the scores of the opponents met in games with a result
/// (forfeits included); a bye or an absence adds nothing. Cut 1 leaves out the
/// lowest of those scores (with fewer than two opponents it is Buchholz).
pub fn standings(players: &[SwissPlayer]) -> Vec<SwissStanding> {
    let score = |seat: u32| {
        players
            .iter()
            .find(|p| p.seat == seat)
            .map_or(0, SwissPlayer::points_halves)
    };
    let mut lines: Vec<SwissStanding> = players
        .iter()
        .map(|p| {
            let mut opponents = Vec::new();
            let mut sb = 0;
            for entry in &p.rounds {
                if let RoundEntry::Game {
                    opponent,
                    halves: Some(h),
                    ..
                } = *entry
                {
                    let s = score(opponent);
                    opponents.push(s);
                    sb += s * h;
                }
            }
            let bh: u32 = opponents.iter().sum();
            let cut = if opponents.len() >= 2 {
                bh - opponents.iter().min().copied().unwrap_or(0)
            } else {
                bh
            };
            SwissStanding {
                rank: 0,
                seat: p.seat,
                name: p.name.clone(),
                points_halves: p.points_halves(),
                buchholz_cut1_halves: cut,
                buchholz_halves: bh,
                sonneborn_berger_quarters: sb,
                withdrawn: p.withdrawn,
            }
        })
        .collect();
    let key = |s: &SwissStanding| {
        std::cmp::Reverse((
            s.points_halves,
            s.buchholz_cut1_halves,
            s.buchholz_halves,
            s.sonneborn_berger_quarters,
        ))
    };
    rank_by(&mut lines, key, |s| s.seat, |s, r| s.rank = r);
    lines
}

/// The cell of one round in a Swiss table: `5w1` (opponent, colour, result),
/// `3b½`, `7w+` / `7b-` (forfeit), `4w.` (running), `bye1` / `bye½`, `-` absent.
pub fn cell(entry: &RoundEntry) -> String {
    match *entry {
        RoundEntry::Game {
            opponent,
            white,
            halves: h,
            unplayed,
        } => {
            let mark = match (h, unplayed) {
                (Some(2), true) => "+",
                (Some(_), true) => "-",
                (Some(2), false) => "1",
                (Some(1), false) => "½",
                (Some(_), false) => "0",
                (None, _) => ".",
            };
            format!("{opponent}{}{mark}", if white { 'w' } else { 'b' })
        }
        RoundEntry::Bye { halves: h } => format!("bye{}", halves(h)),
        RoundEntry::Absent => "-".to_string(),
    }
}

/// The legend under a Swiss table.
pub const LEGEND: &str = "Each round: opponent's number, colour (w/b), result (1 win, ½ draw, \
                          0 loss, + / - forfeit, . still playing); bye: the pairing-allocated \
                          bye; - absent. Ties: Buchholz cut 1 (BH-C1), Buchholz (BH), \
                          Sonneborn-Berger (SB) (FIDE C.07).";

/// One row of the Swiss table as text fields (for the text and the HTML page).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct SwissRow {
    pub rank: String,
    pub seat: u32,
    pub name: String,
    /// One cell per round ([`cell`]).
    pub cells: Vec<String>,
    pub points: String,
    pub buchholz_cut1: String,
    pub buchholz: String,
    pub sonneborn_berger: String,
    pub note: String,
}

/// The rows of the Swiss table in the order of the standings; `rounds` cells
/// each (an empty cell for a round not paired yet).
pub fn table(players: &[SwissPlayer], rounds: u32) -> Vec<SwissRow> {
    standings(players)
        .into_iter()
        .map(|s| {
            let entries = players
                .iter()
                .find(|p| p.seat == s.seat)
                .map(|p| p.rounds.clone())
                .unwrap_or_default();
            SwissRow {
                rank: s.rank.to_string(),
                seat: s.seat,
                name: s.name.clone(),
                cells: (0..rounds as usize)
                    .map(|r| entries.get(r).map(cell).unwrap_or_default())
                    .collect(),
                points: halves(s.points_halves),
                buchholz_cut1: halves(s.buchholz_cut1_halves),
                buchholz: halves(s.buchholz_halves),
                sonneborn_berger: quarters(s.sonneborn_berger_quarters),
                note: if s.withdrawn {
                    "withdrew".to_string()
                } else {
                    String::new()
                },
            }
        })
        .collect()
}

/// The Swiss table as plain text: rank, start rank, name, one column per round,
/// points, BH-C1, BH and SB, then the legend.
pub fn table_text(players: &[SwissPlayer], rounds: u32) -> String {
    let rows = table(players, rounds);
    let heads: Vec<String> = (1..=rounds).map(|r| format!("R{r}")).collect();
    let lines: Vec<TextRow<'_>> = rows
        .iter()
        .map(|row| TextRow {
            rank: &row.rank,
            seat: row.seat,
            name: &row.name,
            cells: &row.cells,
            tails: vec![
                &row.points,
                &row.buchholz_cut1,
                &row.buchholz,
                &row.sonneborn_berger,
            ],
            note: &row.note,
        })
        .collect();
    layout(
        &heads,
        6,
        &[("Pts", 5), ("BH-C1", 5), ("BH", 5), ("SB", 6)],
        &lines,
        LEGEND,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(opponent: u32, white: bool, halves: u32) -> RoundEntry {
        RoundEntry::Game {
            opponent,
            white,
            halves: Some(halves),
            unplayed: false,
        }
    }

    #[test]
    fn pairings_output_is_read_strictly() {
        let ok = parse_pairings("2\n1 3\n2 0\n", &[1, 2, 3]).unwrap();
        assert_eq!(
            ok,
            [
                EnginePair {
                    white: 1,
                    black: Some(3)
                },
                EnginePair {
                    white: 2,
                    black: None
                }
            ]
        );
        for (text, why) in [
            ("", "empty"),
            ("x\n1 2\n", "number of boards"),
            ("2\n1 3\n", "announces 2"),
            ("2\n1 3\n2\n", "two start ranks"),
            ("2\n1 3\n2 x\n", "two start ranks"),
            ("2\n1 3\n1 0\n", "paired twice"),
            ("2\n1 3\n4 0\n", "not to be paired"),
            ("3\n1 0\n2 0\n3 0\n", "3 byes"),
            ("1\n1 3\n", "2 is not paired"),
            ("2\n1 3\n0 2\n", "White to nobody"),
            ("1\n1 2 3\n", "two start ranks"),
            ("99999999999999999999\n", "number of boards"),
        ] {
            let err = parse_pairings(text, &[1, 2, 3]).unwrap_err().to_string();
            assert!(err.contains(why), "{text:?}: {err}");
        }
        let err = parse_pairings("1\n1 2\n", &[1, 2, 3, 4])
            .unwrap_err()
            .to_string();
        assert!(err.contains("3 is not paired"), "{err}");
    }

    #[test]
    fn trf_lines_have_the_columns_of_trf16() {
        let players = vec![
            SwissPlayer {
                seat: 1,
                name: "Jürgen Ä".into(),
                withdrawn: false,
                rounds: vec![game(2, true, 2), RoundEntry::Bye { halves: 2 }],
            },
            SwissPlayer {
                seat: 2,
                name: "Bob".into(),
                withdrawn: true,
                rounds: vec![game(1, false, 0), RoundEntry::Absent, RoundEntry::Absent],
            },
        ];
        let header = TrfHeader {
            name: "Test",
            start_date: "2027-01-04",
            end_date: None,
            rounds: 3,
            bye_halves: 1,
        };
        let text = trf(&header, &players, 2);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "012 Test");
        assert_eq!(lines[1], "042 2027/01/04");
        assert!(lines.contains(&"XXR 3"));
        assert!(lines.contains(&"XXS PAB=0.5"));
        let one = lines.iter().find(|l| l.starts_with("001    1")).unwrap();
        assert_eq!(&one[14..23], "J?rgen ? ");
        assert_eq!(&one[80..84], " 2.0");
        assert_eq!(&one[85..89], "   1");
        assert_eq!(&one[91..99], "   2 w 1");
        assert_eq!(&one[101..109], "0000 - U");
        let two = lines.iter().find(|l| l.starts_with("001    2")).unwrap();
        assert_eq!(&two[91..], "   1 b 0  0000 - Z  0000 - Z");
        // A rating, ID and title from elsewhere (issue 21 §10) in their columns.
        let iccf = External::checked("iccf", Some(2450), Some("123456"), Some("sim")).unwrap();
        let text = trf_with(&header, &players, 2, &BTreeMap::from([(2, iccf)]));
        let two = text.lines().find(|l| l.starts_with("001    2")).unwrap();
        assert_eq!(&two[10..13], "SIM");
        assert_eq!(&two[48..52], "2450");
        assert_eq!(&two[57..68], "     123456");
        assert_eq!(&two[91..], "   1 b 0  0000 - Z  0000 - Z");
    }

    #[test]
    fn swiss_standings_with_buchholz() {
        // 1 beat 2 and drew 3; 2 beat 3 and had a bye; 3 had a bye and drew 1.
        let players = vec![
            SwissPlayer {
                seat: 1,
                name: "A".into(),
                withdrawn: false,
                rounds: vec![game(2, true, 2), game(3, false, 1)],
            },
            SwissPlayer {
                seat: 2,
                name: "B".into(),
                withdrawn: false,
                rounds: vec![game(1, false, 0), game(3, true, 2)],
            },
            SwissPlayer {
                seat: 3,
                name: "C".into(),
                withdrawn: false,
                rounds: vec![RoundEntry::Bye { halves: 2 }, game(1, true, 1)],
            },
        ];
        let s = standings(&players);
        assert_eq!(
            s.iter()
                .map(|l| (l.seat, l.points_halves))
                .collect::<Vec<_>>(),
            [(1, 3), (3, 3), (2, 2)]
        );
        // A: opponents B (1) and C (1½): BH 2½, cut 1 1½, SB 1*1 + 1½*½ = 1.75.
        assert_eq!(halves(s[0].buchholz_halves), "2½");
        assert_eq!(halves(s[0].buchholz_cut1_halves), "1½");
        assert_eq!(quarters(s[0].sonneborn_berger_quarters), "1.75");
        let text = table_text(&players, 3);
        assert!(text.contains("bye1"), "{text}");
        assert!(text.contains("2w1"), "{text}");
    }
}
