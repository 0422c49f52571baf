//! Swiss tournaments without mail or SQL: the FIDE Tournament
//! Report File (TRF-16 with the TRF(x) extensions of JaVaFo) that a Dutch pairing
//! engine reads, the strict reader of the engine's answer, running the engine, and
//! the Swiss standings: points, then the tie-breaks the organiser chose (FIDE C.07
//! Art. 4.1; by default Buchholz cut 1, Buchholz, Sonneborn-Berger), computed by
//! [`super::tiebreak`] with the unplayed rounds of C.07 Art. 16 (the bye, a
//! forfeit and an absence count as games against a dummy opponent).
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
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use thiserror::Error;

use crate::corr::ratings::External;
use crate::corr::round_robin::{halves, layout, rank_by, tails, TableWords, TextRow};
use crate::corr::tiebreak::{self, Participant, Round, TieBreak, Value};

/// What one player did in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundEntry {
    /// A game against start rank `opponent`; `halves` is the player's score in
    /// half points (`None` while it runs); `unplayed` for a forfeit without play.
    Game {
        /// The opponent's start rank.
        opponent: u32,
        /// The player had White.
        white: bool,
        /// The player's score in half points; `None` while the game runs.
        halves: Option<u32>,
        /// Forfeited without play.
        unplayed: bool,
    },
    /// The pairing-allocated bye (FIDE C.04.1 c), worth `halves` half points.
    Bye {
        /// The bye's worth, in half points.
        halves: u32,
    },
    /// Not paired: withdrawn.
    Absent,
}

impl RoundEntry {
    /// The entry as the tie-breaks see it (C.07 Art. 16: a forfeit and the bye
    /// are unplayed rounds; a game still running counts for nothing yet).
    fn as_round(&self) -> Round {
        match *self {
            RoundEntry::Game {
                opponent,
                white,
                halves: Some(halves),
                unplayed: false,
            } => Round::Game {
                opponent,
                white,
                halves,
            },
            RoundEntry::Game {
                opponent,
                halves: Some(halves),
                unplayed: true,
                ..
            } => Round::Forfeit { opponent, halves },
            RoundEntry::Game { halves: None, .. } => Round::Pending,
            RoundEntry::Bye { halves } => Round::PairingBye { halves },
            RoundEntry::Absent => Round::Absent,
        }
    }

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
    /// The name the TRF and the tables show.
    pub name: String,
    /// Withdrew: no longer paired.
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
    /// The tournament's name (`012`).
    pub name: &'a str,
    /// `YYYY-MM-DD` (written `YYYY/MM/DD`).
    pub start_date: &'a str,
    /// `YYYY-MM-DD` (written `YYYY/MM/DD`); `None` while the tournament runs.
    pub end_date: Option<&'a str>,
    /// Planned rounds (`XXR`).
    pub rounds: u32,
    /// The pairing-allocated bye in half points (2 = 1 point, the FIDE default).
    pub bye_halves: u32,
    /// The tie-breaks that rank the players of the rank column (C.07 Art. 4.1).
    pub tiebreaks: &'a [TieBreak],
}

/// The TRF of the first `complete` rounds (see the module documentation for the
/// lines), and of round `complete + 1` the absences only (`0000 - Z`: not to be
/// paired), so that an engine fed it pairs round `complete + 1`. No player has a
/// title, rating or ID in it; see [`trf_with`].
pub fn trf(header: &TrfHeader<'_>, players: &[SwissPlayer], complete: u32) -> String {
    trf_with(header, players, complete, &BTreeMap::new())
}

/// [`trf`] with what players carry from elsewhere, by start rank:
/// the title in columns 11-13, the rating in 49-52 and the ID in 58-68 of the
/// player's `001` line. The TRF's columns are FIDE's; an ICCF rating and ID go
/// into the same ones (the file has no others).
pub fn trf_with(
    header: &TrfHeader<'_>,
    players: &[SwissPlayer],
    complete: u32,
    elsewhere: &BTreeMap<u32, External>,
) -> String {
    let mut out = trf_header(header, players.len());
    let standing: Vec<SwissPlayer> = players
        .iter()
        .map(|p| SwissPlayer {
            rounds: p.rounds.iter().take(complete as usize).copied().collect(),
            ..p.clone()
        })
        .collect();
    let ranks = standings(&standing, header.rounds, header.tiebreaks);
    for (p, whole) in standing.iter().zip(players) {
        let rank = ranks
            .iter()
            .find(|s| s.seat == p.seat)
            .map_or(0, |s| s.rank);
        player_line(&mut out, p, rank, elsewhere.get(&p.seat));
        // A withdrawal already known for the round to pair.
        if whole.rounds.get(complete as usize) == Some(&RoundEntry::Absent) {
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

/// A team of a team event as its TRF `013` line gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfTeam {
    /// The team's name.
    pub name: String,
    /// Its players' start ranks (their `001` lines' columns 5-8), in board
    /// order, a replacement after the players of the boards.
    pub players: Vec<u32>,
}

/// A team event's data for its TRF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamTrfHeader<'a> {
    /// The event's name (`012`).
    pub name: &'a str,
    /// `YYYY-MM-DD` (written `YYYY/MM/DD`, `042`).
    pub start_date: &'a str,
    /// `YYYY-MM-DD` (`052`); `None` while the event runs.
    pub end_date: Option<&'a str>,
    /// The type of the event (`092`), ASCII: `Team match, correspondence`.
    pub kind: &'a str,
}

/// A team event's TRF (FIDE TRF-16): `012`, `042`, `052` once over, `062` the
/// number of players, `082` the number of teams, `092` the type; one `001` line
/// per player as [`trf`] writes them (each player's games in `rounds`, the
/// player's rank by points, ties by start rank); then one `013` line per team
/// ([`team_line`]).
///
/// # Examples
///
/// ```
/// use pbem_arbiter::corr::swiss::{team_trf, RoundEntry, SwissPlayer, TeamTrfHeader, TrfTeam};
///
/// let header = TeamTrfHeader {
///     name: "Ajax v Blues",
///     start_date: "2026-12-01",
///     end_date: None,
///     kind: "Team match, correspondence",
/// };
/// let game = |opponent, white, halves| RoundEntry::Game {
///     opponent,
///     white,
///     halves: Some(halves),
///     unplayed: false,
/// };
/// let players = [
///     SwissPlayer { seat: 1, name: "Ann".into(), withdrawn: false, rounds: vec![game(2, true, 2)] },
///     SwissPlayer { seat: 2, name: "Ben".into(), withdrawn: false, rounds: vec![game(1, false, 0)] },
/// ];
/// let teams = [
///     TrfTeam { name: "Ajax".into(), players: vec![1] },
///     TrfTeam { name: "Blues".into(), players: vec![2] },
/// ];
/// let text = team_trf(&header, &players, &teams);
/// assert!(text.contains("082 2\n"));
/// assert!(text.ends_with(
///     "013 Ajax                               1\n013 Blues                              2\n"
/// ));
/// ```
pub fn team_trf(header: &TeamTrfHeader<'_>, players: &[SwissPlayer], teams: &[TrfTeam]) -> String {
    let mut out = String::new();
    let date = |d: &str| d.replace('-', "/");
    let _ = writeln!(out, "012 {}", trf_ascii(header.name));
    let _ = writeln!(out, "042 {}", date(header.start_date));
    if let Some(end) = header.end_date {
        let _ = writeln!(out, "052 {}", date(end));
    }
    let _ = writeln!(out, "062 {}", players.len());
    let _ = writeln!(out, "082 {}", teams.len());
    let _ = writeln!(out, "092 {}", trf_ascii(header.kind));
    let mut order: Vec<&SwissPlayer> = players.iter().collect();
    order.sort_by_key(|p| (std::cmp::Reverse(p.points_halves()), p.seat));
    for p in players {
        let rank = order
            .iter()
            .position(|o| o.seat == p.seat)
            .map_or(0, |i| i as u32 + 1);
        player_line(&mut out, p, rank, None);
        while out.ends_with(' ') {
            out.pop();
        }
        out.push('\n');
    }
    for team in teams {
        out.push_str(&team_line(team));
        out.push('\n');
    }
    out
}

/// A team's `013` line of the FIDE TRF-16, without its line end: `013` in
/// columns 1-3, the team's name (ASCII, at most 31 characters) from column 5,
/// then from column 37 each player's start rank in 4 columns, right-aligned,
/// one blank between them (37-40, 42-45, ...).
///
/// # Examples
///
/// ```
/// use pbem_arbiter::corr::swiss::{team_line, TrfTeam};
///
/// let team = TrfTeam { name: "Ajax".into(), players: vec![1, 2, 10] };
/// assert_eq!(team_line(&team), "013 Ajax                               1    2   10");
/// ```
pub fn team_line(team: &TrfTeam) -> String {
    let name: String = trf_ascii(&team.name).chars().take(31).collect();
    let mut line = format!("013 {name:<31}");
    for seat in &team.players {
        let _ = write!(line, " {seat:>4}");
    }
    line
}

/// Text as the TRF holds it: printable ASCII, anything else as `?`.
fn trf_ascii(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_graphic() || c == ' ' {
                c
            } else {
                '?'
            }
        })
        .collect()
}

/// The TRF's tournament lines (012 name, 042/052 dates, 062 players, 092 type)
/// and the extensions the engines read (XXR rounds, XXC first colour, XXS the
/// bye's points when not 1).
fn trf_header(header: &TrfHeader<'_>, players: usize) -> String {
    let mut out = String::new();
    let date = |d: &str| d.replace('-', "/");
    let _ = writeln!(out, "012 {}", trf_ascii(header.name));
    let _ = writeln!(out, "042 {}", date(header.start_date));
    if let Some(end) = header.end_date {
        let _ = writeln!(out, "052 {}", date(end));
    }
    let _ = writeln!(out, "062 {players}");
    let _ = writeln!(out, "092 Swiss (Dutch system), correspondence");
    let _ = writeln!(out, "XXR {}", header.rounds);
    let _ = writeln!(out, "XXC white1");
    if header.bye_halves != 2 {
        let _ = writeln!(out, "XXS PAB={}", points_decimal(header.bye_halves));
    }
    out
}

/// One player's `001` line without its line end: start rank, title, name, rating,
/// ID, points, rank, and the blocks of the rounds in `p` (those complete).
fn player_line(out: &mut String, p: &SwissPlayer, rank: u32, external: Option<&External>) {
    let name: String = trf_ascii(&p.name).chars().take(33).collect();
    let title: String = external
        .and_then(|e| e.title.as_deref())
        .map(|t| trf_ascii(t).chars().take(3).collect())
        .unwrap_or_default();
    let rating = external
        .and_then(|e| e.rating)
        .filter(|r| *r <= 9999)
        .map(|r| r.to_string())
        .unwrap_or_default();
    let id: String = external
        .and_then(|e| e.id.as_deref())
        .map(|i| trf_ascii(i).chars().take(11).collect())
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
    for entry in &p.rounds {
        let _ = write!(out, "  {}", entry.trf_block());
    }
}

/// Half points as a TRF decimal: `2.5`, `1.0`.
fn points_decimal(h: u32) -> String {
    format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 })
}

/// One board of a round as the engine gives it: start ranks of White and Black;
/// `black` is `None` for the pairing-allocated bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnginePair {
    /// White's start rank (the bye's player when `black` is `None`).
    pub white: u32,
    /// Black's start rank; `None`: the bye.
    pub black: Option<u32>,
}

/// Why a round could not be paired; nothing was paired then.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairingError {
    /// `[tournament] pairing_engine` is empty.
    #[error("the pairing engine is not configured ([tournament] pairing_engine is empty)")]
    NoEngine,
    /// The engine could not be started.
    #[error("the pairing engine {program:?} could not be started: {reason} (install it, e.g. `pip install py4swiss==0.3.1`, or set [tournament] pairing_engine)")]
    Missing {
        /// The program as configured.
        program: String,
        /// Why it could not be started (the OS error).
        reason: String,
    },
    /// The engine ran and ended with a failure.
    #[error("the pairing engine {program:?} failed ({status}): {stderr}")]
    Failed {
        /// The program as configured.
        program: String,
        /// Its exit status.
        status: String,
        /// What it wrote to its standard error.
        stderr: String,
    },
    /// The temporary directory, the TRF or the answer could not be written or
    /// read; the I/O error.
    #[error("cannot write or read the pairing engine's files: {0}")]
    Io(String),
    /// The engine's answer does not pair every player once, with one bye at most;
    /// what is wrong with it.
    #[error("the pairing engine's output is unusable: {0}")]
    BadOutput(String),
}

/// Reads the engine's output (the format of JaVaFo, bbpPairings and py4swiss:
/// the number of boards on the first line, then one line per board with the
/// start ranks of White and Black, `0` for the bye) and checks it against the
/// players to be paired (`expected`, start ranks): every one of them exactly
/// once, nobody else, at most one bye and only with an odd number of players.
///
/// # Errors
///
/// [`PairingError::BadOutput`] saying which line is wrong and why.
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
        pairs.push(board_line(i + 1, line, expected, &mut seen)?);
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

/// Board `board`'s line of the engine's output: two start ranks, White's never
/// the bye (`0`), each one to be paired (`expected`) and not yet in `seen` (where
/// it is added).
///
/// # Errors
///
/// [`PairingError::BadOutput`] saying what is wrong with the line.
fn board_line(
    board: usize,
    line: &str,
    expected: &[u32],
    seen: &mut Vec<u32>,
) -> Result<EnginePair, PairingError> {
    let bad = |why: String| PairingError::BadOutput(why);
    let fields: Vec<&str> = line.split_whitespace().collect();
    let numbers: Vec<u32> = fields.iter().filter_map(|f| f.parse().ok()).collect();
    if fields.len() != 2 || numbers.len() != 2 {
        return Err(bad(format!(
            "board {board} {line:?} is not two start ranks"
        )));
    }
    let (white, black) = (numbers[0], numbers[1]);
    for seat in [white, black] {
        if seat == 0 {
            continue;
        }
        if !expected.contains(&seat) {
            return Err(bad(format!(
                "board {board} pairs {seat}, who is not to be paired"
            )));
        }
        if seen.contains(&seat) {
            return Err(bad(format!("{seat} is paired twice")));
        }
        seen.push(seat);
    }
    if white == 0 {
        return Err(bad(format!("board {board} {line:?} gives White to nobody")));
    }
    Ok(EnginePair {
        white,
        black: (black != 0).then_some(black),
    })
}

/// How long the pairing engine may take before it is killed (seconds).
pub const ENGINE_SECONDS: u64 = 120;

/// Runs the pairing engine on `trf` and reads its answer with [`parse_pairings`].
/// `command` is the program and its arguments; `{trf}` and `{pairings}` in them
/// are replaced by the input and output files (in a fresh temporary directory).
///
/// # Errors
///
/// [`PairingError`]: no command, the program missing or failing (with
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
    let status = wait_or_kill(&mut child, program)?;
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

/// Waits for the engine `child` (the program `program`) to end; after
/// [`ENGINE_SECONDS`] kills it.
///
/// # Errors
///
/// [`PairingError::Failed`] when it was killed; [`PairingError::Io`] when it
/// cannot be waited for.
fn wait_or_kill(child: &mut Child, program: &str) -> Result<ExitStatus, PairingError> {
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Ok(status),
            Ok(None) if started.elapsed() > Duration::from_secs(ENGINE_SECONDS) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(PairingError::Failed {
                    program: program.to_string(),
                    status: format!("killed after {ENGINE_SECONDS} s"),
                    stderr: String::new(),
                });
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => return Err(PairingError::Io(e.to_string())),
        }
    }
}

/// One line of the Swiss standings: points in half points, the tie-breaks as
/// [`Value`]s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SwissStanding {
    /// 1-based; entrants equal on every tie-break share a rank.
    pub rank: u32,
    /// Start rank, 1-based.
    pub seat: u32,
    /// The name the tables show.
    pub name: String,
    /// Points, in half points.
    pub points_halves: u32,
    /// One value per tie-break of the list, in its order.
    pub tiebreaks: Vec<Value>,
    /// As [`SwissPlayer::withdrawn`].
    pub withdrawn: bool,
}

/// The Swiss standings of a Swiss of `rounds` planned rounds: points, then the
/// tie-breaks of `list` in order (FIDE C.07 Art. 4.1; see [`super::tiebreak`]:
/// the bye, a forfeit and an absence count for Buchholz and Sonneborn-Berger as
/// games against a dummy opponent with the player's own score, Art. 16.4, and an
/// absence at the end counts as a draw in the opponents' tie-breaks, Art. 16.3),
/// then the start rank.
pub fn standings(players: &[SwissPlayer], rounds: u32, list: &[TieBreak]) -> Vec<SwissStanding> {
    let participants: Vec<Participant> = players
        .iter()
        .map(|p| Participant {
            seat: p.seat,
            rounds: p.rounds.iter().map(RoundEntry::as_round).collect(),
        })
        .collect();
    let values = tiebreak::values(
        &participants,
        tiebreak::PairingSystem::Swiss { rounds },
        list,
    );
    let mut lines: Vec<SwissStanding> = players
        .iter()
        .zip(values)
        .map(|(p, tiebreaks)| SwissStanding {
            rank: 0,
            seat: p.seat,
            name: p.name.clone(),
            points_halves: p.points_halves(),
            tiebreaks,
            withdrawn: p.withdrawn,
        })
        .collect();
    let key = |s: &SwissStanding| {
        std::cmp::Reverse((
            s.points_halves,
            s.tiebreaks.iter().map(|v| v.key()).collect::<Vec<_>>(),
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

/// The legend under a Swiss table whose tie-breaks are `list`.
pub fn legend(list: &[TieBreak]) -> String {
    let mut text = format!(
        "Each round: opponent's number, colour (w/b), result (1 win, ½ draw, 0 loss, + / - \
         forfeit, . still playing); bye: the pairing-allocated bye; - absent. {}",
        tiebreak::legend(list)
    );
    if list
        .iter()
        .any(|t| matches!(t, TieBreak::Buchholz(_) | TieBreak::SonnebornBerger(_)))
    {
        text.push_str(
            " For BH and SB a bye, a forfeit or an absence counts as a game against a dummy \
             with the player's own score (at most the forfeiting opponent's, or half a point \
             a round), and an absence at the end as a draw for the opponents (FIDE C.07 Art. 16).",
        );
    }
    text
}

/// One row of the Swiss table as text fields (for the text and the HTML page).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct SwissRow {
    /// The rank as text.
    pub rank: String,
    /// Start rank, 1-based.
    pub seat: u32,
    /// The name the tables show.
    pub name: String,
    /// One cell per round ([`cell`]).
    pub cells: Vec<String>,
    /// Points as text (`2½`, `½`, `0`).
    pub points: String,
    /// One value per tie-break of the list, in its order.
    pub tiebreaks: Vec<String>,
    /// `withdrew`, or empty.
    pub note: String,
}

/// The rows of the Swiss table in the order of the standings (tie-breaks
/// `list`); `rounds` cells each (an empty cell for a round not paired yet); the
/// note of a withdrawal is `words`'.
pub fn table(
    players: &[SwissPlayer],
    rounds: u32,
    list: &[TieBreak],
    words: &TableWords,
) -> Vec<SwissRow> {
    standings(players, rounds, list)
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
                tiebreaks: s.tiebreaks.iter().map(Value::to_string).collect(),
                note: if s.withdrawn {
                    words.withdrew.clone()
                } else {
                    String::new()
                },
            }
        })
        .collect()
}

/// The Swiss table as plain text: rank, start rank, name, one column per round,
/// points, one column per tie-break of `list`, then the legend; the heads (a
/// round's: `words.round` and its number), notes and legend are `words`.
pub fn table_text(
    players: &[SwissPlayer],
    rounds: u32,
    list: &[TieBreak],
    words: &TableWords,
) -> String {
    let rows = table(players, rounds, list, words);
    let heads: Vec<String> = (1..=rounds)
        .map(|r| format!("{}{r}", words.round))
        .collect();
    let cell_width = heads.iter().map(|h| h.chars().count()).fold(6, usize::max);
    let lines: Vec<TextRow<'_>> = rows
        .iter()
        .map(|row| TextRow {
            rank: &row.rank,
            seat: row.seat,
            name: &row.name,
            cells: &row.cells,
            tails: std::iter::once(&row.points)
                .chain(&row.tiebreaks)
                .map(String::as_str)
                .collect(),
            note: &row.note,
        })
        .collect();
    layout(&heads, cell_width, &tails(list, words), &lines, words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corr::tiebreak::SWISS_DEFAULT;

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
            tiebreaks: &SWISS_DEFAULT,
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
        // A rating, ID and title from elsewhere in their columns.
        let iccf = External::checked("iccf", Some(2450), Some("123456"), Some("sim")).unwrap();
        let text = trf_with(&header, &players, 2, &BTreeMap::from([(2, iccf)]));
        let two = text.lines().find(|l| l.starts_with("001    2")).unwrap();
        assert_eq!(&two[10..13], "SIM");
        assert_eq!(&two[48..52], "2450");
        assert_eq!(&two[57..68], "     123456");
        assert_eq!(&two[91..], "   1 b 0  0000 - Z  0000 - Z");
    }

    fn player(seat: u32, rounds: Vec<RoundEntry>) -> SwissPlayer {
        SwissPlayer {
            seat,
            name: format!("P{seat}"),
            withdrawn: false,
            rounds,
        }
    }

    const BYE: RoundEntry = RoundEntry::Bye { halves: 2 };

    /// (seat, points, BH-C1, BH, SB) of each line, as the table writes them.
    fn figures(s: &[SwissStanding]) -> Vec<(u32, String, String, String, String)> {
        s.iter()
            .map(|l| {
                (
                    l.seat,
                    halves(l.points_halves),
                    l.tiebreaks[0].to_string(),
                    l.tiebreaks[1].to_string(),
                    l.tiebreaks[2].to_string(),
                )
            })
            .collect()
    }

    /// The seven-player, three-round Swiss of tests/suite/swiss.rs (its
    /// pairings are py4swiss's), byes in every round, figures by hand after FIDE
    /// C.07 (in force since 1 March 2026).
    ///
    /// R1: 1-4 1-0, 5-2 ½-½, 3-6 0-1, bye 7. R2: 7-1 1-0, 6-5 ½-½, 2-3 0-1, bye 4.
    /// R3: 6-7 1-0, 1-5 ½-½, 4-3 0-1, bye 2. Scores: 1 1½, 2 1½, 3 2, 4 1, 5 1½,
    /// 6 2½, 7 2. Nobody withdrew, so every adjusted score (Art. 16.3) is the score.
    /// A bye counts as a game against a dummy with the player's own score, at most
    /// ½ x 3 rounds = 1½ (Art. 16.4, 16.4.2); it is not voluntarily unplayed, so
    /// cut 1 takes the lowest value as usual (Art. 14.1).
    ///
    /// | No | opponents (scores) | BH | BH-C1 | SB |
    /// |---|---|---|---|---|
    /// | 6 | 3 (2), 5 (1½), 7 (2) | 5½ | 4 (less 1½) | 2x1 + 1½x½ + 2x1 = 4.75 |
    /// | 7 | dummy min(2, 1½) = 1½, 1 (1½), 6 (2½) | 5½ | 4 | 1½x1 + 1½x1 + 2½x0 = 3.00 |
    /// | 3 | 6 (2½), 2 (1½), 4 (1) | 5 | 4 | 0 + 1½x1 + 1x1 = 2.50 |
    /// | 5 | 2 (1½), 6 (2½), 1 (1½) | 5½ | 4 | (1½ + 2½ + 1½)x½ = 2.75 |
    /// | 2 | 5 (1½), 3 (2), dummy min(1½, 1½) = 1½ | 5 | 3½ | 1½x½ + 0 + 1½x1 = 2.25 |
    /// | 1 | 4 (1), 7 (2), 5 (1½) | 4½ | 3½ | 1x1 + 0 + 1½x½ = 1.75 |
    /// | 4 | 1 (1½), dummy min(1, 1½) = 1, 3 (2) | 4½ | 3½ | 0 + 1x1 + 0 = 1.00 |
    ///
    /// Before, a bye added nothing: 7 had BH 4, 2 and 4 had 3½. Without the cap
    /// of Art. 16.4.2 (the 2024 text), 7's dummy would score 2: BH 6, SB 3.50.
    /// Ranks: 6; 7 before 3 (equal BH-C1, BH 5½ to 5); 5, 2, 1; 4.
    #[test]
    fn a_swiss_with_byes_has_the_tie_breaks_of_fide_c07() {
        let players = vec![
            player(
                1,
                vec![game(4, true, 2), game(7, false, 0), game(5, true, 1)],
            ),
            player(2, vec![game(5, false, 1), game(3, true, 0), BYE]),
            player(
                3,
                vec![game(6, true, 0), game(2, false, 2), game(4, false, 2)],
            ),
            player(4, vec![game(1, false, 0), BYE, game(3, true, 0)]),
            player(
                5,
                vec![game(2, true, 1), game(6, false, 1), game(1, false, 1)],
            ),
            player(
                6,
                vec![game(3, false, 2), game(5, true, 1), game(7, true, 2)],
            ),
            player(7, vec![BYE, game(1, true, 2), game(6, false, 0)]),
        ];
        let s = standings(&players, 3, &SWISS_DEFAULT);
        let row = |seat, pts: &str, c1: &str, bh: &str, sb: &str| {
            (seat, pts.into(), c1.into(), bh.into(), sb.into())
        };
        assert_eq!(
            figures(&s),
            [
                row(6, "2½", "4", "5½", "4.75"),
                row(7, "2", "4", "5½", "3.00"),
                row(3, "2", "4", "5", "2.50"),
                row(5, "1½", "4", "5½", "2.75"),
                row(2, "1½", "3½", "5", "2.25"),
                row(1, "1½", "3½", "4½", "1.75"),
                row(4, "1", "3½", "4½", "1.00"),
            ]
        );
        assert_eq!(
            s.iter().map(|l| l.rank).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5, 6, 7]
        );
        // The organiser's own order (Art. 4.1): wins, progressive score, BH,
        // SB cut 1, DE. WIN counts the bye as a win (Art. 7.1); PS sums the
        // score after each round (7: 1 + 2 + 2 = 5; 3: 0 + 1 + 2 = 3). Nobody
        // tied on points has met all the others tied with them: DE "-". The
        // least significant value of SB is the one against the lowest opponent:
        // 1 loses the 1 x 1 against 4 (0.75 left), 2 the ½ x 1½ against 5 (a
        // tie with the dummy's 1½, whose 1½ x 1 is more: 1.50 left).
        let list = tiebreak::parse_list("win,ps,bh,sb/c1,de").unwrap();
        let s = standings(&players, 3, &list);
        let text = |l: &SwissStanding| {
            l.tiebreaks
                .iter()
                .map(Value::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(
            s.iter()
                .map(|l| format!("{} {}", l.seat, text(l)))
                .collect::<Vec<_>>(),
            [
                "6 2 5 5½ 4.00 -",
                "7 2 5 5½ 1.50 -",
                "3 2 3 5 1.50 -",
                "1 1 3½ 4½ 0.75 -",
                "2 1 2½ 5 1.50 -",
                "5 0 3 5½ 2.00 -",
                "4 1 2 4½ 0.00 -",
            ]
        );
        let table = table_text(&players, 3, &list, &TableWords::english(legend(&list)));
        assert!(
            table.contains("  Pts  WIN    PS    BH  SB-C1   DE\n"),
            "{table}"
        );
        assert!(table.contains("bye1"), "{table}");
    }

    /// Art. 16.3, 16.4.1 and 16.5 by hand: five players, four rounds; E withdraws
    /// in round 3 (his game against D forfeited: D +, E -) and is absent in round 4.
    ///
    /// R1: A-B 1-0, C-E 0-1, bye D. R2: E-A ½-½, B-D 1-0, bye C. R3: D-E +/-,
    /// A-C 1-0, bye B. R4: A-D 1-0, B-C 1-0, E absent. Scores: A 3½, B 3, C 1,
    /// D 2, E 1½. E's adjusted score (Art. 16.3): his absence at the end counts
    /// as a draw, the forfeit with its 0: 2. Dummies (Art. 16.4): the own score,
    /// at most ½ x 4 rounds = 2 for a bye or an absence (16.4.2), at most the
    /// scheduled opponent's adjusted score for a forfeit (16.4.1).
    ///
    /// | | contributions (opponent or dummy score x points scored) | BH | BH-C1 | SB |
    /// |---|---|---|---|---|
    /// | A | B 3x1, E 2x½, C 1x1, D 2x1 | 8 | 7 (less C's 1) | 7.00 |
    /// | B | A 3½x0, D 2x1, bye min(3, 2) = 2 x1, C 1x1 | 8½ | 7½ | 5.00 |
    /// | C | E 2x0, bye min(1, 2) = 1 x1, A 3½x0, B 3x0 | 9½ | 8½ | 1.00 |
    /// | D | bye min(2, 2) = 2 x1, B 3x0, forfeit won min(2, E 2) = 2 x1, A 3½x0 | 10½ | 8½ | 4.00 |
    /// | E | C 1x1, A 3½x½, forfeit lost min(1½, D 2) = 1½ x0, absent min(1½, 2) = 1½ x0 | 7½ | 6 | 2.75 |
    ///
    /// E's cut 1 takes a voluntarily unplayed round's 1½ rather than C's 1
    /// (Art. 16.5.1: not lower than the least significant value); plain Cut-1
    /// would leave 6½.
    #[test]
    fn a_withdrawal_counts_as_fide_c07_article_16_says() {
        let forfeit = |opponent, halves| RoundEntry::Game {
            opponent,
            white: false,
            halves: Some(halves),
            unplayed: true,
        };
        let mut players = vec![
            player(
                1,
                vec![
                    game(2, true, 2),
                    game(5, false, 1),
                    game(3, true, 2),
                    game(4, true, 2),
                ],
            ),
            player(
                2,
                vec![game(1, false, 0), game(4, true, 2), BYE, game(3, true, 2)],
            ),
            player(
                3,
                vec![game(5, true, 0), BYE, game(1, false, 0), game(2, false, 0)],
            ),
            player(
                4,
                vec![BYE, game(2, false, 0), forfeit(5, 2), game(1, false, 0)],
            ),
            player(
                5,
                vec![
                    game(3, false, 2),
                    game(1, true, 1),
                    forfeit(4, 0),
                    RoundEntry::Absent,
                ],
            ),
        ];
        players[4].withdrawn = true;
        let s = standings(&players, 4, &SWISS_DEFAULT);
        let row = |seat, pts: &str, c1: &str, bh: &str, sb: &str| {
            (seat, pts.into(), c1.into(), bh.into(), sb.into())
        };
        assert_eq!(
            figures(&s),
            [
                row(1, "3½", "7", "8", "7.00"),
                row(2, "3", "7½", "8½", "5.00"),
                row(4, "2", "8½", "10½", "4.00"),
                row(5, "1½", "6", "7½", "2.75"),
                row(3, "1", "8½", "9½", "1.00"),
            ]
        );
    }
}
