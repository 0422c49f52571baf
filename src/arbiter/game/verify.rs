//! The full check of a stored game (`arbiter game verify N`): the game is replayed
//! from its start through its stored canonical turns, and every stored turn (number,
//! side, canonical text, position after it, repetition key, long and numeric
//! forms), the current position and
//! the result are compared with the replay. Loading a game for a message does not
//! replay it (see `load`); this is the check that proves the turns themselves.

use rusqlite::Connection;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::errors::Refusal;
use crate::arbiter::office::{load, Arbiter};
use crate::corr::ids::GameId;
use crate::rules::game::GameRecord;
use crate::rules::{DrawReason, Outcome, WinReason};
use crate::store::{self, GameStatus};

/// What `verify` found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Verification {
    /// Stored turns.
    pub plies: usize,
    /// Turns that replayed.
    pub replayed: usize,
    /// Every disagreement between the store and the replay, in words; empty when the
    /// game is sound.
    pub disagreements: Vec<String>,
}

impl Verification {
    /// True when nothing disagrees.
    pub fn sound(&self) -> bool {
        self.disagreements.is_empty()
    }
}

/// Replays game `id` and compares it with what is stored; `Ok(None)` when there is
/// no such game.
///
/// # Errors
///
/// [`ArbiterError::Store`]; [`Refusal::Rules`](crate::arbiter::Refusal::Rules) when the stored variant,
/// options or start position are not usable at all.
pub fn verify(conn: &Connection, id: GameId) -> Result<Option<Verification>, ArbiterError> {
    let Some(game) = store::load_game(conn, id)? else {
        return Ok(None);
    };
    let mut found = Verification {
        plies: game.turns.len(),
        ..Verification::default()
    };
    let mut replay = GameRecord::new(&game.variant, &game.options, game.start_position.as_deref())?;
    replay_turns(&game, &mut replay, &mut found);
    if found.replayed < found.plies {
        return Ok(Some(found));
    }
    let position = replay.current().position_text();
    if position != game.current_position {
        found.disagreements.push(format!(
            "stored current position {:?}, the replay gives {position:?}",
            game.current_position
        ));
    }
    check_result(&game, &mut replay, &mut found);
    check_load(conn, id, &replay, &mut found);
    Ok(Some(found))
}

/// Replays the stored turns of `game` on `replay`, up to the first that does not
/// replay, and notes each stored value (ply, move number, side, canonical text,
/// position after, repetition key, long and numeric forms) that differs from the
/// replay's.
fn replay_turns(game: &store::StoredGame, replay: &mut GameRecord, found: &mut Verification) {
    for (i, stored) in game.turns.iter().enumerate() {
        let ply = i + 1;
        if stored.ply as usize != ply {
            found
                .disagreements
                .push(format!("turn {ply} is stored as ply {}", stored.ply));
        }
        let (number, side) = replay.next_turn();
        let turn = match replay.play(&stored.canonical) {
            Ok(turn) => turn.clone(),
            Err(e) => {
                found.disagreements.push(format!(
                    "turn {ply} ({}) does not replay: {e}",
                    stored.canonical
                ));
                break;
            }
        };
        found.replayed = ply;
        let mut differs = |what: &str, stored_value: &str, replayed: &str| {
            if stored_value != replayed {
                found.disagreements.push(format!(
                    "turn {ply} ({}): stored {what} {stored_value:?}, the replay gives {replayed:?}",
                    stored.canonical
                ));
            }
        };
        differs(
            "move number",
            &stored.number.to_string(),
            &number.to_string(),
        );
        differs("side", stored.side.name(), side.name());
        differs("canonical text", &stored.canonical, &turn.canonical);
        differs(
            "position after",
            &stored.position_after,
            &turn.position_after,
        );
        if let Some(key) = &stored.repetition_key {
            differs("repetition key", key, &replay.repetition_keys()[ply]);
        }
        let forms = turn.forms.as_ref();
        differs(
            "long form",
            stored.long.as_deref().unwrap_or("none"),
            forms.map_or("none", |f| f.long.as_str()),
        );
        differs(
            "numeric form",
            stored.numeric.as_deref().unwrap_or("none"),
            forms.and_then(|f| f.numeric.as_deref()).unwrap_or("none"),
        );
    }
}

/// The load used for messages (no replay) must give the same game as the replay:
/// the same repetition history and outcome.
fn check_load(conn: &Connection, id: GameId, replay: &GameRecord, found: &mut Verification) {
    match load(conn, id) {
        Ok(Some((_, loaded))) => {
            if loaded.repetition_keys() != replay.repetition_keys() {
                found
                    .disagreements
                    .push("the repetition history as loaded differs from the replay".into());
            }
            if loaded.outcome() != replay.outcome() {
                found.disagreements.push(format!(
                    "the game as loaded has outcome {:?}, the replay {:?}",
                    loaded.outcome().map(Outcome::describe),
                    replay.outcome().map(Outcome::describe)
                ));
            }
        }
        Ok(None) => {}
        Err(e) => found.disagreements.push(format!("loading it: {e}")),
    }
}

/// True when `outcome`, stored for a game whose replay did not end it, is one the
/// replayed position allows: a draw claim (threefold repetition, fifty moves) that
/// the position grants, or a result decided off the board (resignation, time,
/// agreement, adjudication), never one the board itself decides (mate, stalemate,
/// dead position, fivefold repetition, 75 moves).
fn allowed_off_the_board(replay: &GameRecord, outcome: &Outcome) -> bool {
    let claimed = matches!(
        outcome,
        Outcome::Draw(DrawReason::ThreefoldRepetition | DrawReason::FiftyMoveRule)
    );
    if claimed {
        return replay.clone().claim_draw().cloned() == Ok(outcome.clone());
    }
    !matches!(
        outcome,
        Outcome::Draw(
            DrawReason::Stalemate
                | DrawReason::DeadPosition
                | DrawReason::FivefoldRepetition
                | DrawReason::SeventyFiveMoveRule
        )
    ) && !matches!(
        outcome,
        Outcome::Win {
            reason: WinReason::Checkmate | WinReason::KingCaptured | WinReason::NoLegalMove,
            ..
        }
    )
}

/// Compares the stored status and result with the replay's, and sets an outcome
/// decided off the board on the replay (once it is found valid).
fn check_result(game: &store::StoredGame, replay: &mut GameRecord, found: &mut Verification) {
    let stored = game
        .result
        .as_deref()
        .zip(game.termination.as_deref())
        .and_then(|(r, t)| Outcome::from_code(r, t));
    match (game.status, replay.outcome().cloned()) {
        (GameStatus::Finished, Some(outcome)) => {
            if stored.as_ref() != Some(&outcome) {
                found.disagreements.push(format!(
                    "stored result {:?} {:?}, the replay ends {} ({})",
                    game.result,
                    game.termination,
                    outcome.result(),
                    outcome.code()
                ));
            }
        }
        (GameStatus::Finished, None) => {
            let Some(outcome) = stored else {
                found
                    .disagreements
                    .push("finished without a readable result".into());
                return;
            };
            let valid = allowed_off_the_board(replay, &outcome);
            if valid {
                let _ = replay.finish(outcome);
            } else {
                found.disagreements.push(format!(
                    "stored result {} ({}) is not what the replayed position allows",
                    outcome.result(),
                    outcome.code()
                ));
            }
        }
        (_, Some(outcome)) => found.disagreements.push(format!(
            "the replay ends the game ({} {}) but it is stored as {}",
            outcome.result(),
            outcome.code(),
            game.status
        )),
        (_, None) => {}
    }
}
impl Arbiter {
    /// Replays a stored game from its start and compares every stored turn, key,
    /// position and the result with the replay (`arbiter game verify`).
    ///
    /// # Errors
    ///
    /// [`Refusal::NoSuchGame`](crate::arbiter::Refusal::NoSuchGame); [`ArbiterError::Store`].
    pub fn verify(&self, id: GameId) -> Result<Verification, ArbiterError> {
        verify(self.store.conn(), id)?.ok_or(Refusal::NoSuchGame(id).into())
    }
}
