//! Writing a stored game as PGN, with a `[Variant]` tag (and `[FEN]`/`[SetUp]` for a
//! game that started from a set-up position), `[Termination]` with the PGN
//! standard's values (section 9.8.1), movetext wrapped at 80 columns. A
//! tournament's games carry its name in `[Event]`, the round in `[Round]` and
//! `[TimeControl]`; a team event's games also `[WhiteTeam]`, `[BlackTeam]` and
//! `[Board]`. Each ply with a known time of receipt is followed by its
//! comment `{[%timestamp ...] [%emt ...]}` ([`MoveTime::pgn_comment`]).

use crate::board::geometry::Color;
use crate::corr::clock::TimeControl;
use crate::output::move_times::MoveTime;
use crate::rules::game::GameRecord;
use crate::rules::{DrawReason, Outcome, WinReason};
use crate::store::StoredGame;

/// The tags of a game in an event's archive.
#[derive(Debug, Clone)]
pub struct EventTags<'a> {
    /// `[Event]`: the tournament's name.
    pub event: &'a str,
    /// `[Round]`: `3`.
    pub round: String,
    /// `[TimeControl]`; `None` writes `-` (no time control).
    pub time_control: Option<&'a TimeControl>,
    /// A team event's game: its teams and board.
    pub teams: Option<TeamTags>,
}

/// The tags of a team event's game: `[WhiteTeam]` and `[BlackTeam]`, the teams
/// of White's and Black's player, and `[Board]`, the board they play on (the
/// names these tags have in the PGN files of team events that ChessBase and
/// lichess write; the PGN standard, section 9, leaves new tags open).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamTags {
    /// White's team.
    pub white_team: String,
    /// Black's team.
    pub black_team: String,
    /// The board, 1-based.
    pub board: u32,
}

/// The PGN standard's `[Termination]` value (section 9.8.1: abandoned,
/// adjudication, death, emergency, normal, rules infraction, time forfeit,
/// unterminated) for an outcome; `None` (the game goes on) is `unterminated`.
/// A game aborted by the organiser and a forfeit at a withdrawal are `abandoned`;
/// a loss on time, and the draw of FIDE 6.9 when the flag fell, `time forfeit`.
pub fn termination(outcome: Option<&Outcome>) -> &'static str {
    match outcome {
        None => "unterminated",
        Some(Outcome::Aborted) => "abandoned",
        Some(Outcome::Win {
            reason: WinReason::Forfeit,
            ..
        }) => "abandoned",
        Some(Outcome::Win {
            reason: WinReason::TimeForfeit,
            ..
        })
        | Some(Outcome::Draw(DrawReason::TimeoutCannotWin)) => "time forfeit",
        Some(Outcome::Win {
            reason: WinReason::Adjudication,
            ..
        })
        | Some(Outcome::Draw(DrawReason::Adjudication)) => "adjudication",
        Some(_) => "normal",
    }
}

/// A time control as the PGN standard writes `[TimeControl]` (section 9.6.1), in
/// seconds: `10/50d` is `10/4320000` (moves/seconds; the last period repeats);
/// Fischer `30d+1d` is `2592000+86400` (the standard has no cap: it is left out);
/// `3d/move` is `1/259200` (the standard has no form for time that does not carry
/// over, so one move per period is the nearest).
pub fn time_control_tag(control: &TimeControl) -> String {
    match control {
        TimeControl::Moves { moves, period } => format!("{moves}/{period}"),
        TimeControl::PerMove { per_move } => format!("1/{per_move}"),
        TimeControl::Fischer {
            start, increment, ..
        } => format!("{start}+{increment}"),
    }
}

/// The PGN text of a game, each ply of `times` followed by its time comment.
pub fn export(game: &StoredGame, record: &GameRecord, date: &str, times: &[MoveTime]) -> String {
    export_with(game, record, date, None, times)
}

/// The PGN text of a game, with an event's tags when it is part of one and each
/// ply of `times` followed by its time comment.
pub fn export_with(
    game: &StoredGame,
    record: &GameRecord,
    date: &str,
    event: Option<&EventTags<'_>>,
    times: &[MoveTime],
) -> String {
    let result = record.outcome().map_or("*", |o| o.result());
    let mut out = String::new();
    for (key, value) in tags(game, record, date, event, result) {
        out.push_str(&format!(
            "[{key} \"{}\"]\n",
            value.replace('\\', "\\\\").replace('"', "\\\"")
        ));
    }
    out.push('\n');
    let mut movetext = movetext(record, times);
    if !movetext.is_empty() {
        movetext.push(' ');
    }
    movetext.push_str(result);
    out.push_str(&wrapped(&movetext, 80));
    out
}

/// The moves of `record` as [`GameRecord::move_list`] writes them, each ply of
/// `times` (in ply order) followed by its comment (and Black's move after a comment by its
/// number, `3...`, as the PGN standard's export format asks, section 8.2.2.2).
fn movetext(record: &GameRecord, times: &[MoveTime]) -> String {
    let mut out = String::new();
    let mut after_comment = false;
    let mut times = times.iter().peekable();
    for (i, turn) in record.turns().iter().enumerate() {
        if !out.is_empty() {
            out.push(' ');
        }
        match turn.side {
            Color::White => out.push_str(&format!("{}. ", turn.number)),
            Color::Black if i == 0 || after_comment => {
                out.push_str(&format!("{}... ", turn.number))
            }
            Color::Black => {}
        }
        out.push_str(&turn.canonical);
        after_comment = false;
        while times.next_if(|t| t.ply < turn.ply).is_some() {}
        if let Some(time) = times.next_if(|t| t.ply == turn.ply) {
            out.push(' ');
            out.push_str(&time.pgn_comment());
            after_comment = true;
        }
    }
    out
}

/// The tag pairs of a game, in the order written: the Seven Tag Roster (PGN
/// standard 8.1.1), a team event's `WhiteTeam`, `BlackTeam` and `Board`, then `Variant`, `SetUp`/`FEN`, `VariantOption`s, the event's
/// `TimeControl`, `Termination` and `PlyCount`.
fn tags(
    game: &StoredGame,
    record: &GameRecord,
    date: &str,
    event: Option<&EventTags<'_>>,
    result: &str,
) -> Vec<(&'static str, String)> {
    let mut tags = vec![
        (
            "Event",
            event.map_or_else(
                || format!("pbem-arbiter game {}", game.id),
                |e| e.event.to_string(),
            ),
        ),
        ("Site", "By e-mail".to_string()),
        ("Date", date.to_string()),
        (
            "Round",
            event.map_or_else(|| "-".to_string(), |e| e.round.clone()),
        ),
        // Names when the players have set them, else addresses.
        ("White", game.name(Color::White).to_string()),
        ("Black", game.name(Color::Black).to_string()),
        ("Result", result.to_string()),
    ];
    if let Some(teams) = event.and_then(|e| e.teams.as_ref()) {
        tags.push(("WhiteTeam", teams.white_team.clone()));
        tags.push(("BlackTeam", teams.black_team.clone()));
        tags.push(("Board", teams.board.to_string()));
    }
    tags.push(("Variant", record.variant.id.to_string()));
    if let Some(fen) = &game.start_position {
        tags.push(("SetUp", "1".into()));
        tags.push(("FEN", fen.clone()));
    }
    for (key, value) in &game.options {
        tags.push(("VariantOption", format!("{key}={value}")));
    }
    if let Some(event) = event {
        tags.push((
            "TimeControl",
            event
                .time_control
                .map_or_else(|| "-".to_string(), time_control_tag),
        ));
    }
    tags.push(("Termination", termination(record.outcome()).to_string()));
    tags.push(("PlyCount", record.turns().len().to_string()));
    tags
}

/// `text` broken at spaces into lines of at most `width` bytes (a longer word on
/// a line of its own; PGN standard 8.2.5 asks for at most 255), each ended by a
/// line feed.
fn wrapped(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.len() + word.len() + 1 > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('\n');
    out
}
