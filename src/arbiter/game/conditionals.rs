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
//!   lines only the owner sees ([`Done::private_notes`], typed [`Note`]s put
//!   into words in the owner's language when the owner's mail is written).
//! - Hidden: pending lines live in the `conditionals` table only; no mail to the
//!   opponent, no PGN and no crosstable shows them.

use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::game::play;
use crate::arbiter::office::Office;
use crate::arbiter::played::notes::{Note, Received, RefusedLine, Why};
use crate::arbiter::played::outcome::{Done, Event};
use crate::board::color::{ByColor, Color};
use crate::corr::ids::GameId;
use crate::mail::command::Command;
use crate::notation::conditional::{ConditionalError, ConditionalLine, Numbered};
use crate::notation::dialect::Dialect;
use crate::notation::score::ScoreTurn;
use crate::notation::syntax::{Group, TurnSyntax};
use crate::notation::{move_label, NotationError};
use crate::rules::game::{GameError, GameRecord};
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
struct PendingLines {
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
fn load(tx: &Connection, game: GameId, side: Color) -> Result<Option<PendingLines>, ArbiterError> {
    let Some(stored) = table::load(tx, game, side)? else {
        return Ok(None);
    };
    let lines = serde_json::from_str(&stored.lines).map_err(|e| ArbiterError::Corrupt {
        game,
        reason: format!("the conditional lines of {} do not read: {e}", side.name()),
    })?;
    Ok(Some(PendingLines {
        from_ply: stored.from_ply,
        lines,
    }))
}

fn save(
    office: &Office,
    tx: &Connection,
    game: GameId,
    side: Color,
    pending: &PendingLines,
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
        .map(|p| as_written(&p.lines))
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
fn cancel(done: &mut Done, sender: Color, mine: &mut Option<PendingLines>) {
    let lines = mine.take().map_or(0, |p| p.lines.len());
    done.private_notes.push((sender, Note::Cancelled { lines }));
}

/// Every pending line of both sides dropped (a draw offer, a claim, a resignation
/// or the end of the game), each side with lines told.
fn stop_all(done: &mut Done, pending: &mut ByColor<Option<PendingLines>>) {
    for side in Color::BOTH {
        if pending[side].take().is_some_and(|p| !p.lines.is_empty()) {
            done.private_notes.push((side, Note::Stopped));
        }
    }
}

/// `show`: the sender's pending lines, numbered, for the sender alone.
fn show(done: &mut Done, sender: Color, mine: &Option<PendingLines>) {
    let lines = mine
        .as_ref()
        .map_or_else(Vec::new, |p| as_written(&p.lines));
    done.private_notes.push((sender, Note::Pending { lines }));
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

/// Each line in the mail syntax.
fn as_written(lines: &[PendingLine]) -> Vec<String> {
    lines.iter().map(PendingLine::written).collect()
}

/// Checks the sender's new lines in the position after the mail's own turn and,
/// when at least one holds, makes them the sender's pending set (replacing the
/// old one). The sender is told which lines were kept and why the others were
/// refused.
fn receive(
    office: &Office,
    sender: Color,
    commands: &[Command],
    done: &mut Done,
    slot: &mut Option<PendingLines>,
    forbidden_by: Option<&(i64, String)>,
) {
    let mut kept: Vec<PendingLine> = Vec::new();
    let mut refused: Vec<RefusedLine> = Vec::new();
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
            Some((id, name)) => Err(Why::Forbidden {
                tournament: *id,
                name: name.clone(),
            }),
            None => check_new_line(office, done, sender, &kept, line),
        };
        match checked {
            Ok(line) => kept.push(line),
            Err(why) => refused.push(RefusedLine {
                number: *number,
                written: written.clone(),
                why,
            }),
        }
    }
    if kept.is_empty() && refused.is_empty() {
        return;
    }
    let mut note = Received {
        earlier_stand: kept.is_empty() && slot.is_some(),
        refused,
        ..Received::default()
    };
    if !kept.is_empty() {
        note.replaced = slot.as_ref().is_some_and(|p| !p.lines.is_empty());
        note.kept = as_written(&kept);
        *slot = Some(PendingLines {
            from_ply: u32::try_from(done.record.turns().len()).unwrap_or(u32::MAX),
            lines: kept,
        });
    }
    done.private_notes.push((sender, Note::Received(note)));
}

/// One new line checked: it reads, fits `[limits] conditional_plies` and
/// `conditional_lines` beside the lines `kept` before it, is legal where it
/// would be played, and agrees with the kept lines where they share a start.
///
/// # Errors
///
/// Why the line is refused.
fn check_new_line(
    office: &Office,
    done: &Done,
    sender: Color,
    kept: &[PendingLine],
    line: &Result<ConditionalLine, ConditionalError>,
) -> Result<PendingLine, Why> {
    let limits = &office.config.limits;
    let line = line.as_ref().map_err(|e| Why::Line(e.clone()))?;
    if line.steps.len() * 2 > limits.conditional_plies {
        return Err(Why::TooLong {
            plies: line.steps.len() * 2,
            limit: limits.conditional_plies,
        });
    }
    if kept.len() >= limits.conditional_lines {
        return Err(Why::TooMany {
            limit: limits.conditional_lines,
        });
    }
    check_line(&done.record, sender, &line.steps, done.dialect)
        .and_then(|checked| fits_the_tree(kept, checked))
}

/// Plays a line's steps in a copy of the game: every condition as the opponent's
/// turn and every reply as the owner's, each read by the variant.
///
/// # Errors
///
/// Why not: the rules engine's reason names the ply and the turn.
fn check_line(
    record: &GameRecord,
    owner: Color,
    steps: &[crate::notation::conditional::ConditionalStep],
    dialect: Dialect,
) -> Result<PendingLine, Why> {
    if record.outcome().is_some() {
        return Err(Why::GameOver);
    }
    if record.next_turn().1 == owner {
        return Err(Why::OwnTurn);
    }
    let mut game = record.clone();
    let mut out = Vec::with_capacity(steps.len());
    for (i, step) in steps.iter().enumerate() {
        let (condition_label, condition, position) =
            play_step(&mut game, &step.condition, dialect)?;
        if let Some(outcome) = game.outcome() {
            return Err(Why::OverAfterCondition {
                turn: condition_label,
                outcome: outcome.clone(),
            });
        }
        let (reply_label, reply, _) = play_step(&mut game, &step.reply, dialect)?;
        if game.outcome().is_some() && i + 1 < steps.len() {
            return Err(Why::OverAfterReply { turn: reply_label });
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
) -> Result<(String, String, String), Why> {
    let (number, side) = game.next_turn();
    let ply = game.turns().len() + 1;
    let at = |error: GameError| Why::Turn {
        ply,
        turn: Numbered(turn).to_string(),
        error,
    };
    if let Some(n) = turn.number {
        game.check_number(n, turn.side).map_err(at)?;
    }
    let english = dialect.to_english(&turn.text);
    if english == turn.text || game.play(&english).is_err() {
        game.play(&turn.text).map_err(at)?;
    }
    let played = game
        .turns()
        .last()
        .ok_or_else(|| at(GameError::Notation(NotationError::Empty)))?;
    let label = format!(
        "{} {}",
        move_label(number, side),
        dialect.write(&played.canonical, played.forms.as_ref())
    );
    Ok((
        label,
        played.canonical.clone(),
        played.position_after.clone(),
    ))
}

/// Refuses a line that answers a turn of an earlier kept line differently: lines
/// sharing a start form a tree, and each turn of the opponent has one reply.
fn fits_the_tree(kept: &[PendingLine], line: PendingLine) -> Result<PendingLine, Why> {
    for (i, other) in kept.iter().enumerate() {
        for (a, b) in other.steps.iter().zip(&line.steps) {
            if a.position != b.position || a.condition != b.condition {
                break;
            }
            if a.reply != b.reply {
                return Err(Why::TwoReplies {
                    condition: b.condition_label.clone(),
                    reply: b.reply_label.clone(),
                    line: i + 1,
                    other: a.reply_label.clone(),
                });
            }
        }
    }
    Ok(line)
}

/// Plays the replies the last turn calls for, in turn, while lines match.
fn answer(
    done: &mut Done,
    pending: &mut ByColor<Option<PendingLines>>,
) -> Result<(), ArbiterError> {
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
                done.private_notes.push((owner, Note::MovedPast));
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
            let (turn, dropped) = (last.canonical.clone(), rest.len());
            done.private_notes
                .push((owner, Note::Unexpected { turn, dropped }));
            break;
        };
        if let Err(refusal) = play::play_conditional(done, owner, &reply.reply) {
            let note = Note::NotPlayed {
                reply: reply.reply_label.clone(),
                reason: refusal,
            };
            done.private_notes.push((owner, note));
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
) -> Option<PendingLines> {
    let remaining: Vec<PendingLine> = matching
        .into_iter()
        .filter_map(|mut l| {
            l.steps.remove(0);
            (!l.steps.is_empty()).then_some(l)
        })
        .collect();
    let note = Note::Played {
        reply: reply.reply_label.clone(),
        go_on: remaining.len(),
        dropped,
    };
    done.private_notes.push((owner, note));
    (!remaining.is_empty()).then(|| PendingLines {
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
