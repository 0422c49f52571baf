//! Conditional moves by mail: a player leaves replies to turns the
//! opponent may make (`if 24... Qxe5 then 25. d4; if 25... Qe7 then 26. d5`); when
//! the opponent's turn matches, the reply is played in the same transaction, with
//! nothing charged to the owner's clock (ICCF's rule: zero reflection time).
//!
//! - Receipt: every turn of every line is read by the variant and played in the
//!   position where it would stand; a bad line is refused alone (its number, ply
//!   and reason), the mail's move is still played. Lines sharing a start form a
//!   tree; two lines that answer the same turn differently are refused.
//! - Matching is by the turn, not by its text: a condition matches the opponent's
//!   turn when both leave the same position (board, side to move, rights, pieces
//!   in motion: the variant's whole position text), so `Nf6`, `Ng8-f6` and `g8f6`
//!   are one condition and a Momentum turn matches however its events were
//!   written. A part of the turn that leaves no trace on the board but was written
//!   in the condition (a Missed-Mark intended move, which the variant's
//!   [`TurnSyntax`] marks as [`Group::JoinsPrevious`]) must have been played too: a
//!   condition written as a made move matches that made move whether it was
//!   displaced or not; one written with its intended move matches only that pair.
//! - Lines that do not match the opponent's turn are dropped; a draw offer or
//!   claim, a resignation, the end of the game and an organiser's takeback, pause
//!   or decision drop every pending line of the game. Their owner is told, in
//!   lines only the owner sees ([`Done::private_notes`]).
//! - Hidden: pending lines live in the `conditionals` table only; no mail to the
//!   opponent, no PGN and no crosstable shows them.

use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::game::play::{self, Done, Event};
use crate::arbiter::office::Office;
use crate::board::color::{ByColor, Color};
use crate::corr::ids::GameId;
use crate::mail::command::Command;
use crate::notation::conditional::{ConditionalError, ConditionalLine, Numbered};
use crate::notation::dialect::Dialect;
use crate::notation::score::ScoreTurn;
use crate::notation::syntax::{Group, TurnSyntax};
use crate::rules::game::GameRecord;
use crate::store::conditionals::{self as table, StoredConditionals};
use crate::store::tournament_tables;
use crate::store::StoredGame;

/// One step of a pending line, as checked on receipt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingStep {
    /// The condition as the owner's mails show it (`24... Qxe5`), in the
    /// notation and letters the owner had set when the line came.
    pub condition_label: String,
    /// The condition's canonical text (for its part-of-turn groups).
    pub condition: String,
    /// The position text the condition leaves: what the opponent's turn must leave.
    pub position: String,
    /// The reply as the owner's mails show it (`25. d4`), as the condition's.
    pub reply_label: String,
    /// The reply's canonical text, played as written here.
    pub reply: String,
}

/// A pending line: the steps still to come.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingLine {
    /// The steps still to come, first first.
    pub steps: Vec<PendingStep>,
}

impl PendingLine {
    /// The line in the mail syntax, numbered as it will be played.
    pub fn written(&self) -> String {
        self.steps
            .iter()
            .map(|s| format!("if {} then {}", s.condition_label, s.reply_label))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// A player's pending lines, due from a ply on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Pending {
    /// The number of turns the game has when the first condition is due.
    from_ply: u32,
    lines: Vec<PendingLine>,
}

/// Reads a player's pending lines.
///
/// # Errors
///
/// [`ArbiterError::Store`]; [`ArbiterError::Corrupt`] when the stored JSON
/// does not read.
fn load(tx: &Connection, game: GameId, side: Color) -> Result<Option<Pending>, ArbiterError> {
    let Some(stored) = table::load(tx, game, side)? else {
        return Ok(None);
    };
    let lines = serde_json::from_str(&stored.lines).map_err(|e| ArbiterError::Corrupt {
        game,
        reason: format!("the conditional lines of {} do not read: {e}", side.name()),
    })?;
    Ok(Some(Pending {
        from_ply: stored.from_ply,
        lines,
    }))
}

fn save(
    office: &Office,
    tx: &Connection,
    game: GameId,
    side: Color,
    pending: &Pending,
) -> Result<(), ArbiterError> {
    if pending.lines.is_empty() {
        table::delete(tx, game, side)?;
        return Ok(());
    }
    let lines =
        serde_json::to_string(&pending.lines).map_err(|e| ArbiterError::Encode(e.to_string()))?;
    let at = office
        .now()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    table::save(
        tx,
        game,
        side,
        &StoredConditionals {
            from_ply: pending.from_ply,
            lines,
        },
        &at,
    )?;
    Ok(())
}

/// Drops every pending line of game `game` (an organiser's takeback, pause or
/// decision); the sides that had lines, to be told.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn drop_all(tx: &Connection, game: GameId) -> Result<Vec<Color>, ArbiterError> {
    let mut had = Vec::new();
    for side in Color::BOTH {
        if table::delete(tx, game, side)? {
            had.push(side);
        }
    }
    Ok(had)
}

/// The owner's pending lines of game `game` as the `conditionals` command and
/// `game show --conditionals` show them, one line each (empty: none).
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Corrupt`].
pub fn written_lines(
    tx: &Connection,
    game: GameId,
    side: Color,
) -> Result<Vec<String>, ArbiterError> {
    Ok(load(tx, game, side)?
        .map(|p| p.lines.iter().map(PendingLine::written).collect())
        .unwrap_or_default())
}

/// Everything about conditional lines after a message's commands were applied to
/// `done` by the player of `sender`: the sender's new lines, `cancel`, `show`, and
/// the replies that the turns played now call for, played into `done` in turn
/// (a chain goes on while each side's lines keep matching).
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Corrupt`], [`ArbiterError::Encode`].
pub(crate) fn settle(
    office: &Office,
    tx: &Connection,
    game: &StoredGame,
    sender: Color,
    commands: &[Command],
    done: &mut Done,
) -> Result<(), ArbiterError> {
    let mut pending = ByColor::new(
        load(tx, game.id, Color::White)?,
        load(tx, game.id, Color::Black)?,
    );
    let before = pending.clone();

    if commands.contains(&Command::CancelConditionals) {
        cancel(done, sender, &mut pending[sender]);
    }
    let forbidden = tournament_tables::forbidding_conditionals(tx, game.id)?;
    receive(
        office,
        sender,
        commands,
        done,
        &mut pending[sender],
        forbidden.as_ref(),
    );
    if ends_lines(done) {
        stop_all(done, &mut pending);
    } else {
        answer(done, &mut pending)?;
    }
    if commands.contains(&Command::ShowConditionals) {
        show(done, sender, &pending[sender]);
    }
    for side in Color::BOTH {
        let now = &pending[side];
        if *now != before[side] {
            save(office, tx, game.id, side, &now.clone().unwrap_or_default())?;
        }
    }
    Ok(())
}

/// `cancel`: the sender's pending lines are dropped, and the sender told how many.
fn cancel(done: &mut Done, sender: Color, mine: &mut Option<Pending>) {
    let had = mine.take().map_or(0, |p| p.lines.len());
    done.private_notes.push((
        sender,
        match had {
            0 => "You had no conditional moves pending.".to_string(),
            n => format!("Your {n} pending conditional line(s) are cancelled."),
        },
    ));
}

/// Every pending line of both sides dropped (a draw offer, a claim, a resignation
/// or the end of the game), each side with lines told.
fn stop_all(done: &mut Done, pending: &mut ByColor<Option<Pending>>) {
    for side in Color::BOTH {
        if pending[side].take().is_some_and(|p| !p.lines.is_empty()) {
            done.private_notes.push((
                side,
                "Your conditional moves in this game are dropped: a draw offer, a claim, \
                 a resignation or the end of the game stops them."
                    .into(),
            ));
        }
    }
}

/// `show`: the sender's pending lines, numbered, for the sender alone.
fn show(done: &mut Done, sender: Color, mine: &Option<Pending>) {
    let note = match mine {
        Some(p) if !p.lines.is_empty() => format!(
            "Your pending conditional moves (your opponent cannot see them):\n{}",
            numbered(&p.lines)
        ),
        _ => "You have no conditional moves pending in this game.".into(),
    };
    done.private_notes.push((sender, note));
}

/// True when something in `done` stops every pending line.
fn ends_lines(done: &Done) -> bool {
    done.record.outcome().is_some()
        || done.events.iter().any(|e| {
            matches!(
                e,
                Event::DrawOffered(_)
                    | Event::DrawAgreed(_)
                    | Event::DrawClaimed(_)
                    | Event::Resigned(_)
                    | Event::GameOver(_)
            )
        })
}

fn numbered(lines: &[PendingLine]) -> String {
    lines
        .iter()
        .enumerate()
        .map(|(i, l)| format!("  {}. {}", i + 1, l.written()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The refused lines a reply names one by one; a mail of thousands of lines gets
/// a bounded reply.
const SHOWN_REFUSALS: usize = 20;

/// Checks the sender's new lines in the position after the mail's own turn and,
/// when at least one holds, makes them the sender's pending set (replacing the
/// old one). The sender is told which lines were kept and why the others were
/// refused.
fn receive(
    office: &Office,
    sender: Color,
    commands: &[Command],
    done: &mut Done,
    slot: &mut Option<Pending>,
    forbidden_by: Option<&(i64, String)>,
) {
    let mut kept: Vec<PendingLine> = Vec::new();
    let mut refused: Vec<String> = Vec::new();
    for command in commands {
        let Command::Conditional {
            number,
            written,
            line,
        } = command
        else {
            continue;
        };
        let checked = match forbidden_by {
            Some((id, name)) => Err(format!(
                "{name} (tournament {id}) does not allow conditional moves; send each move \
                 when it is your turn"
            )),
            None => check_new_line(office, done, sender, &kept, line),
        };
        match checked {
            Ok(line) => kept.push(line),
            Err(why) => refused.push(refusal(*number, written, &why)),
        }
    }
    let mut note = Vec::new();
    if !kept.is_empty() {
        let replaced = slot.as_ref().is_some_and(|p| !p.lines.is_empty());
        note.push(kept_note(&kept, replaced));
        *slot = Some(Pending {
            from_ply: u32::try_from(done.record.turns().len()).unwrap_or(u32::MAX),
            lines: kept,
        });
    }
    if !refused.is_empty() {
        let earlier_stand = note.is_empty() && slot.is_some();
        note.push(refused_note(&refused, earlier_stand));
    }
    if !note.is_empty() {
        done.private_notes.push((sender, note.join("\n")));
    }
}

/// One new line checked: it reads, fits `[limits] conditional_plies` and
/// `conditional_lines` beside the lines `kept` before it, is legal where it
/// would be played, and agrees with the kept lines where they share a start.
///
/// # Errors
///
/// Why the line is refused, in words.
fn check_new_line(
    office: &Office,
    done: &Done,
    sender: Color,
    kept: &[PendingLine],
    line: &Result<ConditionalLine, ConditionalError>,
) -> Result<PendingLine, String> {
    let limits = &office.config.limits;
    let line = line.as_ref().map_err(ToString::to_string)?;
    if line.steps.len() * 2 > limits.conditional_plies {
        return Err(format!(
            "it has {} plies, more than the limit of {} ([limits] conditional_plies)",
            line.steps.len() * 2,
            limits.conditional_plies
        ));
    }
    if kept.len() >= limits.conditional_lines {
        return Err(format!(
            "you may leave at most {} lines in one game ([limits] conditional_lines)",
            limits.conditional_lines
        ));
    }
    check_line(&done.record, sender, &line.steps, done.dialect)
        .and_then(|checked| fits_the_tree(kept, checked))
}

/// A refused line in the sender's note: its number, the line as written (at most
/// 120 characters) and why.
fn refusal(number: usize, written: &str, why: &str) -> String {
    let shown: String = written.chars().take(120).collect();
    let cut = if shown.len() < written.len() {
        "..."
    } else {
        ""
    };
    format!("line {number} (\"{shown}{cut}\"): {why}")
}

/// The note of the lines kept, numbered; `replaced` says they replace earlier ones.
fn kept_note(kept: &[PendingLine], replaced: bool) -> String {
    format!(
        "Conditional moves kept ({} line(s){}; your opponent cannot see them):\n{}",
        kept.len(),
        if replaced {
            ", replacing the ones you had left before"
        } else {
            ""
        },
        numbered(kept)
    )
}

/// The note of the lines refused, at most [`SHOWN_REFUSALS`] of them named;
/// `earlier_stand` says the sender's earlier lines still stand.
fn refused_note(refused: &[String], earlier_stand: bool) -> String {
    let shown = refused
        .iter()
        .take(SHOWN_REFUSALS)
        .map(|r| format!("  {r}"))
        .chain(
            (refused.len() > SHOWN_REFUSALS)
                .then(|| format!("  ... and {} more", refused.len() - SHOWN_REFUSALS)),
        )
        .collect::<Vec<_>>()
        .join("\n");
    format!(
        "Conditional line(s) refused, nothing of them kept{}:\n{shown}",
        if earlier_stand {
            " (your earlier ones still stand)"
        } else {
            ""
        }
    )
}

/// Plays a line's steps in a copy of the game: every condition as the opponent's
/// turn and every reply as the owner's, each read by the variant.
///
/// # Errors
///
/// The reason, naming the ply and the turn, for the player.
fn check_line(
    record: &GameRecord,
    owner: Color,
    steps: &[crate::notation::conditional::ConditionalStep],
    dialect: Dialect,
) -> Result<PendingLine, String> {
    if record.outcome().is_some() {
        return Err("the game is over".into());
    }
    if record.next_turn().1 == owner {
        return Err(
            "it is your turn: a conditional line starts with your opponent's move, so send \
             your move first (it may stand in the same mail, above the lines)"
                .into(),
        );
    }
    let mut game = record.clone();
    let mut out = Vec::with_capacity(steps.len());
    for (i, step) in steps.iter().enumerate() {
        let (condition_label, condition, position) =
            play_step(&mut game, &step.condition, dialect)?;
        if let Some(outcome) = game.outcome() {
            return Err(format!(
                "after {condition_label} the game is over ({} {}): nothing can answer it",
                outcome.result(),
                outcome.describe()
            ));
        }
        let (reply_label, reply, _) = play_step(&mut game, &step.reply, dialect)?;
        if game.outcome().is_some() && i + 1 < steps.len() {
            return Err(format!(
                "after {reply_label} the game is over: the steps after it can never come"
            ));
        }
        out.push(PendingStep {
            condition_label,
            condition,
            position,
            reply_label,
            reply,
        });
    }
    Ok(PendingLine { steps: out })
}

/// Plays one written turn of a line, in the owner's piece letters (else as written:
/// a variant's own letters): (label `24... Qxe5` in the owner's notation and
/// letters, canonical, position after).
fn play_step(
    game: &mut GameRecord,
    turn: &ScoreTurn,
    dialect: Dialect,
) -> Result<(String, String, String), String> {
    let (number, side) = game.next_turn();
    let ply = game.turns().len() + 1;
    let at = |e: &dyn std::fmt::Display| format!("ply {ply} ({}): {e}", Numbered(turn));
    if let Some(n) = turn.number {
        game.check_number(n, turn.side).map_err(|e| at(&e))?;
    }
    let before = dialect.needs_squares().then(|| game.current().clone_box());
    let english = dialect.to_english(&turn.text);
    if english == turn.text || game.play(&english).is_err() {
        game.play(&turn.text).map_err(|e| at(&e))?;
    }
    let played = game
        .turns()
        .last()
        .ok_or_else(|| at(&"no turn was played"))?;
    let forms = before.and_then(|p| p.turn_forms_of(&played.canonical));
    let label = format!(
        "{number}{} {}",
        if side == Color::White { "." } else { "..." },
        dialect.write(&played.canonical, forms.as_ref())
    );
    Ok((
        label,
        played.canonical.clone(),
        played.position_after.clone(),
    ))
}

/// Refuses a line that answers a turn of an earlier kept line differently: lines
/// sharing a start form a tree, and each turn of the opponent has one reply.
fn fits_the_tree(kept: &[PendingLine], line: PendingLine) -> Result<PendingLine, String> {
    for (i, other) in kept.iter().enumerate() {
        for (a, b) in other.steps.iter().zip(&line.steps) {
            if a.position != b.position || a.condition != b.condition {
                break;
            }
            if a.reply != b.reply {
                return Err(format!(
                    "it answers {} with {}, but line {} answers it with {}: one turn has one reply",
                    b.condition_label,
                    b.reply_label,
                    i + 1,
                    a.reply_label
                ));
            }
        }
    }
    Ok(line)
}

/// Plays the replies the last turn calls for, in turn, while lines match.
fn answer(done: &mut Done, pending: &mut ByColor<Option<Pending>>) -> Result<(), ArbiterError> {
    let syntax = done.record.variant.syntax;
    while done.record.turns().len() > done.turns_before && done.record.outcome().is_none() {
        let Some(last) = done.record.turns().last().cloned() else {
            break;
        };
        let owner = last.side.opponent();
        let Some(mine) = pending[owner].take() else {
            break;
        };
        let turns = done.record.turns().len();
        if turns != mine.from_ply as usize + 1 {
            // Set before a turn that has since come and gone (a takeback, or a
            // turn played while they were set): nothing can match any more.
            if turns > mine.from_ply as usize {
                done.private_notes.push((
                    owner,
                    "Your conditional moves are dropped: the game has moved past them.".into(),
                ));
            } else {
                pending[owner] = Some(mine);
            }
            break;
        }
        let (matching, rest): (Vec<PendingLine>, Vec<PendingLine>) =
            mine.lines.into_iter().partition(|l| {
                l.steps
                    .first()
                    .is_some_and(|s| matches(s, &last.position_after, &last.canonical, syntax))
            });
        let Some(reply) = matching.first().and_then(|l| l.steps.first()).cloned() else {
            done.private_notes.push((
                owner,
                format!(
                    "Your opponent played {}, which none of your conditional lines expected: \
                     they are dropped ({} line(s)).",
                    last.canonical,
                    rest.len()
                ),
            ));
            break;
        };
        if let Err(refusal) = play::play_conditional(done, owner, &reply.reply) {
            done.private_notes.push((
                owner,
                format!(
                    "Your conditional reply {} could not be played ({refusal}); your lines are dropped.",
                    reply.reply_label
                ),
            ));
            break;
        }
        pending[owner] = played(done, owner, &reply, matching, rest.len());
    }
    Ok(())
}

/// After `owner`'s conditional `reply` was played: the lines that matched go on
/// past it (those that end with it are done), and `owner` is told what was played,
/// how many lines go on and how many (`dropped`) expected another move. The lines
/// that go on, if any.
fn played(
    done: &mut Done,
    owner: Color,
    reply: &PendingStep,
    matching: Vec<PendingLine>,
    dropped: usize,
) -> Option<Pending> {
    let remaining: Vec<PendingLine> = matching
        .into_iter()
        .filter_map(|mut l| {
            l.steps.remove(0);
            (!l.steps.is_empty()).then_some(l)
        })
        .collect();
    done.private_notes.push((
        owner,
        format!(
            "Your conditional reply {} was played at once{}{}.",
            reply.reply_label,
            match remaining.len() {
                0 => String::new(),
                n => format!("; {n} line(s) go on"),
            },
            match dropped {
                0 => String::new(),
                n => format!("; {n} line(s) that expected another move are dropped"),
            }
        ),
    ));
    (!remaining.is_empty()).then(|| Pending {
        from_ply: u32::try_from(done.record.turns().len()).unwrap_or(u32::MAX),
        lines: remaining,
    })
}

/// True when the turn played (its canonical text and the position it left)
/// satisfies `step`'s condition: the same position, and every part of the turn
/// written in the condition (a Missed-Mark intended move) played too.
fn matches(step: &PendingStep, position: &str, canonical: &str, syntax: &dyn TurnSyntax) -> bool {
    if step.position != position {
        return false;
    }
    let played = parts_of_turn(canonical, syntax);
    parts_of_turn(&step.condition, syntax)
        .iter()
        .all(|part| played.contains(part))
}

/// The free-standing parenthesised groups of a turn's text that the variant reads
/// as part of the turn (not as a remark), without their parentheses.
fn parts_of_turn<'a>(text: &'a str, syntax: &dyn TurnSyntax) -> Vec<&'a str> {
    let mut parts = Vec::new();
    let mut open = None;
    let mut depth = 0usize;
    let mut previous = ' ';
    for (i, c) in text.char_indices() {
        match c {
            '(' => {
                if depth == 0 && previous.is_whitespace() && i > 0 {
                    open = Some(i + 1);
                }
                depth += 1;
            }
            ')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    if let Some(start) = open.take() {
                        let inner = text[start..i].trim();
                        if syntax.group(inner, true) == Group::JoinsPrevious {
                            parts.push(inner);
                        }
                    }
                }
            }
            _ => {}
        }
        previous = c;
    }
    parts
}
