//! Carrying out a player's commands on a game, in memory first: either every command
//! is accepted and the result is written, or the first refusal leaves the game as it
//! was (the message gets an error reply and nothing else changes).

use chrono::{DateTime, Utc};
use rusqlite::Connection;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::played::outcome::{Done, Event};
use crate::arbiter::played::refusal_words::PlayRefusal;
use crate::board::geometry::Color;
use crate::corr::ids::GameId;
use crate::mail::command::Command;
use crate::notation::dialect::{Dialect, Language};
use crate::notation::words::Phrase;
use crate::notation::{move_label, NotationError};
use crate::rules::game::{GameError, GameRecord};
use crate::rules::Outcome;
use crate::store::{self, StoredGame};

/// Carries out `commands` from the player of `color`.
///
/// # Errors
///
/// The [`PlayRefusal`] of the first command refused; the game is then unchanged.
pub fn apply(
    game: &StoredGame,
    record: GameRecord,
    color: Color,
    commands: &[Command],
    dialect: Dialect,
) -> Result<Done, PlayRefusal> {
    let turns_before = record.turns().len();
    let mut done = Done {
        record,
        offer: game.draw_offer,
        events: Vec::new(),
        turns_before,
        private_notes: Vec::new(),
        dialect,
    };
    let mut moved_now = false;
    for command in commands {
        let public = !matches!(command, Command::Board | Command::History | Command::Help)
            && !command.is_personal()
            && !command.is_conditional();
        if public {
            if let Some(outcome) = done.record.outcome() {
                return Err(PlayRefusal::GameOver {
                    game: game.id,
                    outcome: outcome.clone(),
                });
            }
        }
        apply_one(&mut done, color, command, &mut moved_now)?;
        if let Some(outcome) = done.record.outcome() {
            if public && !done.events.iter().any(|e| matches!(e, Event::GameOver(_))) {
                done.events.push(Event::GameOver(outcome.clone()));
                done.offer = None;
            }
        }
    }
    Ok(done)
}

/// Carries out one `command` of the player of `color` on `done`; `moved_now`
/// tells (and records) whether the message has played its one move already.
///
/// # Errors
///
/// The command's [`PlayRefusal`].
fn apply_one(
    done: &mut Done,
    color: Color,
    command: &Command,
    moved_now: &mut bool,
) -> Result<(), PlayRefusal> {
    match command {
        Command::Move { number, side, text } => {
            if *moved_now {
                return Err(PlayRefusal::SecondMove { text: text.clone() });
            }
            let dialect = done.dialect;
            play_move(done, color, *number, *side, text, dialect)?;
            *moved_now = true;
        }
        Command::Resign => {
            done.record.resign(color)?;
            done.events.push(Event::Resigned(color));
        }
        Command::Draw => draw(done, color)?,
        Command::Decline => {
            if done.offer != Some(color.opponent()) {
                return Err(PlayRefusal::NoOfferToDecline);
            }
            done.offer = None;
            done.events.push(Event::DrawDeclined(color));
        }
        Command::ClaimDraw => {
            let (_, to_move) = done.record.next_turn();
            if to_move != color && !*moved_now {
                return Err(PlayRefusal::ClaimNotToMove);
            }
            done.record.claim_draw()?;
            done.events.push(Event::DrawClaimed(color));
        }
        Command::Board => done.events.push(Event::ShowBoard),
        Command::History => done.events.push(Event::ShowHistory),
        Command::Help => done.events.push(Event::Help),
        // The player's own settings are carried out before a game is loaded
        // (`arbiter::personal`); here they change nothing.
        Command::Name(_)
        | Command::TimeZone(_)
        | Command::Language(_)
        | Command::Notation(_)
        | Command::BoardStyle(_)
        | Command::Leave { .. }
        | Command::Digest(_)
        | Command::Xfcc(_) => {}
        // Conditional lines are read once the turns are played
        // (`arbiter::conditionals`), from the position they lead to.
        Command::Conditional { .. } | Command::ShowConditionals | Command::CancelConditionals => {}
    }
    Ok(())
}

fn play_move(
    done: &mut Done,
    color: Color,
    number: Option<u32>,
    side: Option<Color>,
    text: &str,
    dialect: Dialect,
) -> Result<(), PlayRefusal> {
    let (expected, to_move) = done.record.next_turn();
    if to_move != color {
        return Err(PlayRefusal::NotYourTurn {
            to_move,
            number: expected,
        });
    }
    if let Some(n) = number {
        done.record.check_number(n, side)?;
    }
    let label = move_label(expected, color);
    let read_as = play_written(&mut done.record, text, dialect)?;
    let Some(record) = done.record.turns().last() else {
        return Ok(());
    };
    let canonical = record.canonical.clone();
    let mut notes = record.notes.clone();
    notes.extend(read_as);
    let forms = record.forms.clone();
    if done.offer == Some(color.opponent()) {
        done.offer = None;
        done.events.push(Event::OfferLapsed(color.opponent()));
    }
    done.events.push(Event::Moved {
        side: color,
        label,
        input: text.trim().to_string(),
        canonical,
        notes,
        forms,
    });
    Ok(())
}

/// Plays `text`, a conditional reply left by the player of `color`,
/// as that player's turn; the events say it was conditional.
///
/// # Errors
///
/// The [`PlayRefusal`] of the turn (not expected: the reply was checked legal
/// in this very position when it was left).
pub(crate) fn play_conditional(
    done: &mut Done,
    color: Color,
    text: &str,
) -> Result<(), PlayRefusal> {
    play_move(done, color, None, None, text, Dialect::default())?;
    if let Some(Event::Moved {
        side,
        label,
        canonical,
        forms,
        ..
    }) = done.events.pop()
    {
        done.events.push(Event::ConditionalPlayed {
            side,
            label,
            canonical,
            forms,
        });
    }
    if let Some(outcome) = done.record.outcome() {
        done.events.push(Event::GameOver(outcome.clone()));
        done.offer = None;
    }
    Ok(())
}

/// Plays a move as the player wrote it: in the player's piece letters
/// ([`Dialect::to_english`]); a phone's capital file letter (`E4`, `Bxc3` when no
/// bishop takes on c3) read as the file when the text as written is no legal move,
/// with a note saying so; without a language setting, a move that reads only in
/// another language's letters is refused naming the setting. See
/// docs/rules/chess.md.
///
/// # Errors
///
/// The [`PlayRefusal`] of the move as written.
fn play_written(
    record: &mut GameRecord,
    text: &str,
    dialect: Dialect,
) -> Result<Option<Phrase>, PlayRefusal> {
    let error = match record.play(&dialect.to_english(text)) {
        Ok(_) => return Ok(None),
        Err(
            e @ GameError::Notation(
                NotationError::Illegal { .. } | NotationError::Unreadable { .. },
            ),
        ) => e,
        Err(e) => return Err(e.into()),
    };
    // A fairy letter the language also has (Black Holes' `H` for a Hungarian
    // player) keeps the variant's meaning when the language's reading fails.
    if dialect.to_english(text) != text && record.play(text).is_ok() {
        return Ok(None);
    }
    if let Some(lowered) = Dialect::lowered_file(text) {
        if record.play(&dialect.to_english(&lowered)).is_ok() {
            let canonical = record.turns().last().map(|t| t.canonical.clone());
            return Ok(Some(
                Phrase::new("note-capital-file")
                    .with("text", text.trim())
                    .with("canonical", canonical.unwrap_or(lowered)),
            ));
        }
    }
    if dialect.language.is_none() {
        for language in Language::ALL.into_iter().skip(1) {
            let other = language.to_english(text);
            if other == text {
                continue;
            }
            if let Ok(played) = record.current().play_text(&other) {
                return Err(PlayRefusal::OtherLetters {
                    error,
                    language,
                    canonical: played.canonical,
                });
            }
        }
    }
    Err(error.into())
}

fn draw(done: &mut Done, color: Color) -> Result<(), PlayRefusal> {
    match done.offer {
        Some(offerer) if offerer == color.opponent() => {
            done.record.agree_draw()?;
            done.offer = None;
            done.events.push(Event::DrawAgreed(color));
        }
        Some(_) => return Err(PlayRefusal::OfferStands),
        None => {
            done.offer = Some(color);
            done.events.push(Event::DrawOffered(color));
        }
    }
    Ok(())
}

/// Ends a game off the board (a loss on time, an organiser's decision) at `at`:
/// the outcome on the record and in the store, the position unchanged, and the
/// variant's ratings computed again.
///
/// # Errors
///
/// [`ArbiterError::Corrupt`] when the record has an outcome already (the
/// store said the game was active); [`ArbiterError::Store`].
pub(crate) fn finish(
    tx: &Connection,
    game_id: GameId,
    record: &mut GameRecord,
    outcome: Outcome,
    at: DateTime<Utc>,
) -> Result<(), ArbiterError> {
    record
        .finish(outcome.clone())
        .map_err(|e| ArbiterError::Corrupt {
            game: game_id,
            reason: e.to_string(),
        })?;
    let position = record.current().position_text();
    store::update_game(
        tx,
        game_id,
        &store::GameState {
            finished: true,
            result: Some(outcome.result()),
            termination: Some(outcome.code()),
            current_position: &position,
            draw_offer: None,
        },
    )?;
    crate::arbiter::players::ratings::game_ended(tx, game_id, record.variant.id, at)?;
    Ok(())
}

/// Writes an accepted result at `at`: new turns, then the game's state; when the
/// game ended with them, the variant's ratings are computed again.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub fn write(
    tx: &Connection,
    game: &StoredGame,
    done: &Done,
    at: DateTime<Utc>,
) -> Result<(), ArbiterError> {
    if !done.changed() {
        return Ok(());
    }
    let keys = done.record.repetition_keys();
    // Turns stored before the key column got their keys computed on load: keep them.
    for &ply in &game.keyless_plies {
        if let Some(key) = keys.get(ply as usize) {
            store::fill_repetition_key(tx, game.id, ply, key)?;
        }
    }
    let received_at = at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    for turn in &done.record.turns()[done.turns_before..] {
        store::append_turn(
            tx,
            &store::NewTurn {
                game_id: game.id,
                ply: turn.ply,
                number: turn.number,
                side: turn.side,
                input: &turn.input,
                canonical: &turn.canonical,
                position_after: &turn.position_after,
                repetition_key: &keys[turn.ply as usize],
                received_at: &received_at,
                long: turn.forms.as_ref().map(|f| f.long.as_str()),
                numeric: turn.forms.as_ref().and_then(|f| f.numeric.as_deref()),
            },
        )?;
    }
    let outcome = done.record.outcome();
    let position = done.record.current().position_text();
    store::update_game(
        tx,
        game.id,
        &store::GameState {
            finished: outcome.is_some(),
            result: outcome.map(Outcome::result),
            termination: outcome.map(Outcome::code),
            current_position: &position,
            draw_offer: if outcome.is_some() { None } else { done.offer },
        },
    )?;
    if outcome.is_some() {
        crate::arbiter::players::ratings::game_ended(tx, game.id, &game.variant, at)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{DrawReason, WinReason};

    /// The English of each event is the sentence the messages table and the
    /// mails always had; a German reader reads it in German, the conditional
    /// reply in German letters.
    #[test]
    fn events_read_in_english_as_before_and_in_the_readers_language() {
        let white = Color::White;
        let cases = [
            (
                Event::DrawOffered(white),
                "White offers a draw. Black may reply \"draw\" to accept or \"decline\" (a move declines too).",
            ),
            (Event::DrawAgreed(white), "White accepted the draw offer."),
            (Event::DrawDeclined(white), "White declined the draw offer."),
            (
                Event::OfferLapsed(white),
                "White's draw offer lapsed: Black moved instead.",
            ),
            (Event::Resigned(white), "White resigned."),
            (
                Event::DrawClaimed(white),
                "White claimed a draw, and the claim is correct.",
            ),
            (
                Event::ConditionalPlayed {
                    side: Color::Black,
                    label: "2...".into(),
                    canonical: "Nf6".into(),
                    forms: None,
                },
                "Black played 2... Nf6 at once: a conditional move left in advance.",
            ),
            (
                Event::GameOver(Outcome::Win {
                    winner: white,
                    reason: WinReason::Resignation,
                }),
                "Game over: 1-0 White wins by resignation.",
            ),
            (
                Event::GameOver(Outcome::Draw(DrawReason::Agreement)),
                "Game over: 1/2-1/2 Draw by agreement.",
            ),
        ];
        for (event, english) in cases {
            assert_eq!(event.describe(), english);
        }
        let german = Dialect {
            language: Some(Language::German),
            ..Dialect::default()
        };
        let conditional = Event::ConditionalPlayed {
            side: Color::Black,
            label: "2...".into(),
            canonical: "Nf6".into(),
            forms: None,
        };
        let text = conditional
            .phrase(german)
            .map(|p| p.in_language(Language::German));
        assert_eq!(
            text.as_deref(),
            Some("Schwarz spielte sofort 2... Sf6: ein im Voraus hinterlegter bedingter Zug.")
        );
        assert_eq!(Event::Help.phrase(german), None);
    }
}
