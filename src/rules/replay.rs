//! Replaying a game score: each turn is read by the variant, checked against the
//! move number written before it, and played; the replay stops at the first turn
//! that is not legal (ruling G2) and names it.

use serde::Serialize;

use crate::board::color::Color;
use crate::notation::score::{self, ResignedBy, ScoreGame};
use crate::notation::syntax::{TurnSyntax, ORTHODOX};
use crate::rules::game::GameRecord;
use crate::rules::position::{Options, Outcome, RulesError, WinReason};

/// One turn of a replay, as printed by `arbiter replay` (also its `--json` keys).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ReplayTurn {
    /// 1-based ply.
    pub ply: u32,
    /// Full-move number.
    #[serde(skip)]
    pub number: u32,
    /// `white` or `black`.
    pub side: &'static str,
    /// The text as written in the score.
    pub input: String,
    /// The turn was legal and played.
    pub ok: bool,
    /// Canonical notation (when `ok`).
    pub canonical: Option<String>,
    /// Position text after the turn (when `ok`).
    pub fen: Option<String>,
    /// The side to move after the turn is in check.
    pub check: bool,
    /// Why the turn was refused.
    pub error: Option<String>,
    /// When the turn was received, as the score's `[%timestamp]` comment after it
    /// says (`arbiter export` writes one per ply); left out of the JSON when none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub received_at: Option<String>,
}

/// The whole replay of one game.
#[derive(Debug)]
pub struct ReplayReport {
    /// Every turn read, in order; the replay stops after the first refused one.
    pub turns: Vec<ReplayTurn>,
    /// The record as far as it replayed.
    pub game: GameRecord,
    /// True when the replay stopped at an illegal turn.
    pub stopped: bool,
    /// Result: the game's own end if it reached one, else the score's, else `*`.
    pub result: String,
    /// Words for the result.
    pub termination: String,
}

/// Where the variant and start position of a replay come from.
#[derive(Debug, Default, Clone)]
pub struct ReplaySettings {
    /// `--variant`; when absent, the score's `[Variant]` tag, else chess.
    pub variant: Option<String>,
    /// `--fen`; when absent, the score's `[FEN]` tag, else the start position.
    pub fen: Option<String>,
    /// The variant's options (`--option KEY=VALUE`, repeatable).
    pub options: Options,
}

/// Reads a score file into games, each with its turns grouped by the syntax of its
/// variant: `--variant` when given, else the game's `[Variant]` tag,
/// else chess. One reading finds the games and reads their turns, each game in its
/// own variant's syntax as soon as its tags are known ([`score::read_each_with`]):
/// a game is never found by one syntax and read by another, so a score whose first
/// turn the orthodox reading would skip (a Black Holes drop `1... (Hb1)`)
/// is read like any other.
///
/// # Errors
///
/// [`RulesError::UnknownVariant`] for a variant that does not exist.
pub fn read_scores(text: &str, variant: Option<&str>) -> Result<Vec<ScoreGame>, RulesError> {
    // An unknown variant is read orthodox here and refused below.
    let syntax_for = |tags: &[(String, String)]| -> &'static dyn TurnSyntax {
        crate::rules::variant(variant_of(variant, tags)).map_or(&ORTHODOX, |info| info.syntax)
    };
    let games = score::read_each_with(text, &syntax_for);
    for game in &games {
        crate::rules::variant(variant_of(variant, &game.tags))?;
    }
    Ok(games)
}

/// The variant a game of a score is read in: `given` (`--variant`), else its
/// non-empty `[Variant]` tag among `tags`, else chess.
fn variant_of<'a>(given: Option<&'a str>, tags: &'a [(String, String)]) -> &'a str {
    given
        .or(score::tag_value(tags, "Variant").filter(|v| !v.trim().is_empty()))
        .unwrap_or("chess")
}

/// Replays one game of a score.
///
/// # Errors
///
/// [`RulesError`] when the variant or start position cannot be set up (an
/// unknown variant, a bad FEN, `--variant` disagreeing with the `[Variant]` tag).
pub fn replay(score: &ScoreGame, settings: &ReplaySettings) -> Result<ReplayReport, RulesError> {
    let variant_id = replayed_variant(score, settings)?;
    let fen = settings.fen.as_deref().or(score.tag("FEN"));
    let options = options_of(score, settings);
    let mut game = GameRecord::new(variant_id, &options, fen)?;
    let mut turns = Vec::new();
    let mut stopped = false;
    for (index, turn) in score.turns.iter().enumerate() {
        let mut replayed = replay_turn(&mut game, turn);
        replayed.received_at = score.timestamp(index).map(str::to_string);
        stopped = !replayed.ok;
        turns.push(replayed);
        if stopped {
            break;
        }
    }
    let (result, termination) = result_of(&game, score, stopped);
    Ok(ReplayReport {
        turns,
        game,
        stopped,
        result,
        termination,
    })
}

/// The variant id to replay: `--variant` or the `[Variant]` tag (they must name the
/// same variant when both are given), else chess.
///
/// # Errors
///
/// [`RulesError`] for an unknown variant or the two disagreeing.
fn replayed_variant(
    score: &ScoreGame,
    settings: &ReplaySettings,
) -> Result<&'static str, RulesError> {
    let tag_variant = score.tag("Variant").filter(|v| !v.trim().is_empty());
    Ok(match (&settings.variant, tag_variant) {
        (Some(given), Some(tag)) => {
            let (a, b) = (crate::rules::variant(given)?, crate::rules::variant(tag)?);
            if a.id != b.id {
                return Err(RulesError::VariantMismatch {
                    tag: tag.to_string(),
                    given: given.clone(),
                });
            }
            a.id
        }
        (Some(given), None) => crate::rules::variant(given)?.id,
        (None, Some(tag)) => crate::rules::variant(tag)?.id,
        (None, None) => "chess",
    })
}

/// The variant options: the score's `[VariantOption "white-army=nutty-knights"]`
/// tags (as `arbiter export` writes them), then those given on the command line,
/// which win.
fn options_of(score: &ScoreGame, settings: &ReplaySettings) -> Options {
    let mut options = Options::new();
    for (key, value) in &score.tags {
        if key.eq_ignore_ascii_case("VariantOption") {
            if let Some((k, v)) = value.split_once('=') {
                options.insert(k.trim().to_string(), v.trim().to_string());
            }
        }
    }
    options.extend(settings.options.clone());
    options
}

/// Plays one turn of the score on `game` (its move number checked when written)
/// and reports it; `ok` is false when it could not be played.
fn replay_turn(game: &mut GameRecord, turn: &score::ScoreTurn) -> ReplayTurn {
    let (number, side) = game.next_turn();
    let ply = game.turns().len() as u32 + 1;
    let checked = match turn.number {
        Some(n) => game.check_number(n, turn.side),
        None => Ok(()),
    };
    let played = checked.and_then(|_| game.play(&turn.text).cloned());
    match played {
        Ok(record) => ReplayTurn {
            ply,
            number,
            side: side.name(),
            input: turn.text.clone(),
            ok: true,
            canonical: Some(record.canonical),
            fen: Some(record.position_after),
            check: game.current().is_check(),
            error: None,
            received_at: None,
        },
        Err(e) => ReplayTurn {
            ply,
            number,
            side: side.name(),
            input: turn.text.clone(),
            ok: false,
            canonical: None,
            fen: None,
            check: false,
            error: Some(e.to_string()),
            received_at: None,
        },
    }
}

fn result_of(game: &GameRecord, score: &ScoreGame, stopped: bool) -> (String, String) {
    if let Some(outcome) = game.outcome() {
        return (outcome.result().to_string(), outcome.describe());
    }
    if stopped {
        return ("*".into(), "the score stops being legal here".into());
    }
    if let Some(resigned) = score.resigned {
        let loser = match resigned {
            ResignedBy::Side(c) => c,
            ResignedBy::SideToMove => game.current().side_to_move(),
        };
        let outcome = Outcome::Win {
            winner: loser.opponent(),
            reason: WinReason::Resignation,
        };
        return (outcome.result().to_string(), outcome.describe());
    }
    match score.result.as_deref() {
        Some(r) if r != "*" => (r.to_string(), "as given in the score".into()),
        _ => ("*".into(), "game not finished".into()),
    }
}

/// The printed line of a turn: number, side, text as given, verdict, canonical
/// text, FEN after (or the reason), and `received ...` when the score gave the
/// turn's time.
pub fn format_turn(turn: &ReplayTurn) -> String {
    let line = verdict_line(turn);
    match &turn.received_at {
        Some(at) => format!("{line}  received {at}"),
        None => line,
    }
}

/// [`format_turn`] without the time of receipt.
fn verdict_line(turn: &ReplayTurn) -> String {
    let number = if turn.side == Color::White.name() {
        format!("{}.", turn.number)
    } else {
        format!("{}...", turn.number)
    };
    if turn.ok {
        format!(
            "{number:<7} {:<6} {:<12} ok       {:<10} {}",
            turn.side,
            turn.input,
            turn.canonical.as_deref().unwrap_or(""),
            turn.fen.as_deref().unwrap_or("")
        )
    } else {
        format!(
            "{number:<7} {:<6} {:<12} ILLEGAL  {}",
            turn.side,
            turn.input,
            turn.error.as_deref().unwrap_or("")
        )
    }
}
