//! `MakeAMove`: a call of the player's chess program read as the commands the
//! same player would send by mail (a move with its number, a resignation, a
//! draw offer, acceptance or claim), checked and carried out as a mail's are
//! (the rules, the clocks, the conditional lines, the opponent's mail), the
//! refusal named by its `MakeAMoveResult`.
//!
//! Exactly once: a call that changed the game is recorded in the messages
//! table under a key made from the call itself (the player, the game and
//! every parameter but the password), in the transaction that wrote it; the
//! same call again finds its key and changes nothing. A refused call is not
//! recorded: it changed nothing, and the same call may be right later.

use rusqlite::Connection;
use sha2::{Digest, Sha256};

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::game::{conditionals, deadlines, play};
use crate::arbiter::office::{load, Arbiter, Desk};
use crate::arbiter::outgoing::compose::{self, Reply};
use crate::arbiter::played::outcome::Done;
use crate::arbiter::played::refusal_words::PlayRefusal;
use crate::board::geometry::Color;
use crate::mail::command::Command;
use crate::notation::dialect::Dialect;
use crate::notation::error::NotationError;
use crate::rules::game::GameError;
use crate::rules::{DrawReason, Outcome, WinReason};
use crate::store::{self, clock_tables, MessageOutcome, MessageRecord, StoreError, StoredGame};
use crate::xfcc::{MakeAMoveResult, MoveCall};

/// The longest `myMessage` kept and sent on, in characters.
const MESSAGE_CHARS: usize = 1_000;

impl Arbiter {
    /// Carries out `call` for the player at `email` (already authenticated),
    /// in one transaction, and answers its result.
    ///
    /// # Errors
    ///
    /// [`ArbiterError`] when the store fails or a game does not load; nothing
    /// was changed then.
    pub(crate) fn xfcc_move(
        &mut self,
        email: &str,
        call: &MoveCall,
    ) -> Result<MakeAMoveResult, ArbiterError> {
        let Some(id) = call.game_id else {
            return Ok(MakeAMoveResult::InvalidGameID);
        };
        let key = call_key(email, call);
        let tx = self.store.transaction()?;
        let desk = self.office.desk(&tx);
        if store::message_seen(&tx, &key)? {
            return Ok(MakeAMoveResult::Success);
        }
        let Some(game) = store::load_game_state(&tx, id)? else {
            return Ok(MakeAMoveResult::InvalidGameID);
        };
        let Some(color) = game.color_of(email) else {
            return Ok(MakeAMoveResult::NotYourGame);
        };
        if let Some(side) = deadlines::flag_fall(desk, id)? {
            tx.commit().map_err(StoreError::from)?;
            return Ok(if side == color {
                MakeAMoveResult::LostOnTime
            } else {
                MakeAMoveResult::NotYourTurn
            });
        }
        let message = message_of(call);
        let result = match commands_of(call, &game, color) {
            // A call that asks nothing changes nothing, and is not recorded.
            Ok(commands) if commands.is_empty() && message.is_none() => {
                return Ok(MakeAMoveResult::Success);
            }
            Ok(commands) if commands.is_empty() => {
                desk.relay(&game, color, message.as_deref())?;
                MakeAMoveResult::Success
            }
            Ok(commands) => {
                let played = desk.play(&game, color, &commands, message.as_deref())?;
                match played {
                    Ok(()) => MakeAMoveResult::Success,
                    Err(refused) => return Ok(refused),
                }
            }
            Err(refused) => return Ok(refused),
        };
        record(&tx, &key, email, &game, call, self.office.now())?;
        tx.commit().map_err(StoreError::from)?;
        Ok(result)
    }
}

impl Desk<'_> {
    /// Checks `commands` of the player of `color` against the game as stored
    /// and carries them out as a mail's (conditional lines answered, clocks
    /// charged, the opponent's update with `message`); `Err` with the result
    /// that names a refusal, nothing changed then.
    fn play(
        &self,
        game: &StoredGame,
        color: Color,
        commands: &[Command],
        message: Option<&str>,
    ) -> Result<Result<(), MakeAMoveResult>, ArbiterError> {
        let tx = self.tx;
        let Some((game, record)) = load(tx, game.id)? else {
            return Ok(Err(MakeAMoveResult::InvalidGameID));
        };
        if let Some(outcome) = record.outcome() {
            let to_move = record.current().side_to_move();
            return Ok(Err(if lost_on_time(outcome, color, to_move) {
                MakeAMoveResult::LostOnTime
            } else {
                MakeAMoveResult::NotYourTurn
            }));
        }
        // A chess program sends SAN with English letters, whatever the
        // player's settings for mail.
        let mut done = match play::apply(&game, record, color, commands, Dialect::default()) {
            Ok(done) => done,
            Err(PlayRefusal::OfferStands) => return Ok(Ok(())),
            Err(refusal) => return Ok(Err(result_of(&refusal))),
        };
        conditionals::settle(self, tx, &game, color, commands, &mut done)?;
        let now = self.now();
        play::write(tx, &game, &done, now)?;
        deadlines::charge_clocks(self, tx, &game, &done)?;
        if let Some(text) = message {
            let ply = u32::try_from(done.record.turns().len()).unwrap_or(u32::MAX);
            store::xfcc_messages::keep(
                tx,
                game.id,
                color,
                ply,
                text,
                &clock_tables::instant_text(now),
            )?;
        }
        let origin = compose::PlayOrigin::Xfcc {
            own_mail: store::xfcc::own_mail(tx, game.player(color))?,
            message,
        };
        compose::after_commands(*self, origin, &game, color, &done)?;
        log_play(&game, color, &done);
        Ok(Ok(()))
    }

    /// A call with words for the opponent and nothing else: the words are
    /// kept for the opponent's program and sent in a mail of their own.
    fn relay(
        &self,
        game: &StoredGame,
        color: Color,
        message: Option<&str>,
    ) -> Result<(), ArbiterError> {
        let Some(text) = message else {
            return Ok(());
        };
        let tx = self.tx;
        let ply = u32::try_from(store::turn_times(tx, game.id)?.len()).unwrap_or(u32::MAX);
        let now = clock_tables::instant_text(self.now());
        store::xfcc_messages::keep(tx, game.id, color, ply, text, &now)?;
        let opponent = game.player(color.opponent());
        let language = crate::arbiter::office::language_of(tx, opponent)?;
        let body = compose::mover_wrote(color, text, language);
        let subject = crate::notation::words::Phrase::new("xfcc-message-subject")
            .with("side", color.name())
            .in_language(language);
        Reply::new(opponent, &subject, body.as_str())
            .about(Some(game.id))
            .queue_notice(*self)
    }
}

/// The commands a call stands for, or the result that refuses it at once:
/// a resignation or an acceptance carries no move (Scid sends the opponent's
/// last move with them: it is not read); a move carries its full-move number.
fn commands_of(
    call: &MoveCall,
    game: &StoredGame,
    color: Color,
) -> Result<Vec<Command>, MakeAMoveResult> {
    if call.resign {
        return Ok(vec![Command::Resign]);
    }
    if call.accept_draw {
        if game.draw_offer != Some(color.opponent()) {
            return Err(MakeAMoveResult::NoDrawWasOffered);
        }
        return Ok(vec![Command::Draw]);
    }
    let mut commands = Vec::new();
    let text = call.my_move.trim();
    if !text.is_empty() {
        let Some(number) = call.movecount else {
            return Err(MakeAMoveResult::InvalidMoveNumber);
        };
        commands.push(Command::Move {
            number: Some(number),
            side: Some(color),
            text: text.to_string(),
        });
    }
    if call.offer_draw {
        commands.push(Command::Draw);
    }
    if call.claim_draw {
        commands.push(Command::ClaimDraw);
    }
    Ok(commands)
}

/// Whether a game that ended in `outcome` was lost on time by `color`: a
/// win on time of the opponent, or a draw because the opponent could not
/// have won (FIDE 6.9), `color` being the side whose time ran out (to move).
fn lost_on_time(outcome: &Outcome, color: Color, to_move: Color) -> bool {
    match outcome {
        Outcome::Win {
            winner,
            reason: WinReason::TimeForfeit,
        } => *winner != color,
        Outcome::Draw(DrawReason::TimeoutCannotWin) => to_move == color,
        _ => false,
    }
}

/// The `MakeAMoveResult` that names a refusal.
fn result_of(refusal: &PlayRefusal) -> MakeAMoveResult {
    match refusal {
        PlayRefusal::NotYourTurn { .. }
        | PlayRefusal::GameOver { .. }
        | PlayRefusal::ClaimNotToMove
        | PlayRefusal::SecondMove { .. } => MakeAMoveResult::NotYourTurn,
        PlayRefusal::Game(GameError::Over(_)) => MakeAMoveResult::NotYourTurn,
        PlayRefusal::Game(GameError::WrongNumber { .. } | GameError::WrongSide { .. }) => {
            MakeAMoveResult::InvalidMoveNumber
        }
        PlayRefusal::Game(GameError::Notation(NotationError::Ambiguous { .. })) => {
            MakeAMoveResult::MoveIsAmbiguous
        }
        PlayRefusal::Game(GameError::Notation(_) | GameError::ClaimRefused { .. })
        | PlayRefusal::OtherLetters { .. } => MakeAMoveResult::InvalidMove,
        PlayRefusal::NoOfferToDecline => MakeAMoveResult::NoDrawWasOffered,
        PlayRefusal::OfferStands => MakeAMoveResult::Success,
        PlayRefusal::Game(_) => MakeAMoveResult::ServerError,
    }
}

/// `myMessage` as kept and sent on: trimmed, control characters but line
/// breaks and tabs dropped, at most [`MESSAGE_CHARS`] characters; `None` when
/// nothing is left.
fn message_of(call: &MoveCall) -> Option<String> {
    let text: String = call
        .my_message
        .trim()
        .chars()
        .filter(|c| !c.is_control() || matches!(c, '\n' | '\t'))
        .take(MESSAGE_CHARS)
        .collect();
    (!text.is_empty()).then_some(text)
}

/// The key of a call in the messages table: `xfcc:` and the SHA-256 of the
/// player and every parameter but the password, so that the same call sent
/// again (a client that lost the answer) is known.
fn call_key(email: &str, call: &MoveCall) -> String {
    let mut hash = Sha256::new();
    let flag = |b: bool| if b { "1" } else { "0" };
    let movecount = call.movecount.map(|n| n.to_string()).unwrap_or_default();
    let game = call.game_id.map(|id| id.to_string()).unwrap_or_default();
    for part in [
        email,
        &game,
        &movecount,
        call.my_move.trim(),
        flag(call.resign),
        flag(call.accept_draw),
        flag(call.offer_draw),
        flag(call.claim_draw),
        call.my_message.trim(),
    ] {
        hash.update(part.as_bytes());
        hash.update([0x1f]);
    }
    format!("xfcc:{:x}", hash.finalize())
}

/// Records the call under its key, as a mail is recorded.
fn record(
    tx: &Connection,
    key: &str,
    email: &str,
    game: &StoredGame,
    call: &MoveCall,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), ArbiterError> {
    let detail = describe(call);
    store::record_message(
        tx,
        &MessageRecord {
            key,
            sender: Some(email),
            subject: None,
            game_id: Some(game.id),
            outcome: MessageOutcome::Applied,
            detail: &detail,
            source: "xfcc",
            received_at: &clock_tables::instant_text(now),
        },
    )?;
    Ok(())
}

/// The call in words for the messages table (the message's text itself is
/// not repeated there).
fn describe(call: &MoveCall) -> String {
    let mut parts = Vec::new();
    if call.resign {
        parts.push("resigned".to_string());
    } else if call.accept_draw {
        parts.push("accepted the draw".to_string());
    } else if !call.my_move.trim().is_empty() {
        parts.push(format!(
            "move {} {}",
            call.movecount.unwrap_or(0),
            call.my_move.trim()
        ));
    }
    if call.offer_draw && !call.resign && !call.accept_draw {
        parts.push("offered a draw".into());
    }
    if call.claim_draw && !call.resign && !call.accept_draw {
        parts.push("claimed a draw".into());
    }
    if !call.my_message.trim().is_empty() {
        parts.push("a message to the opponent".into());
    }
    format!("xfcc MakeAMove: {}", parts.join(", "))
}

/// The log line of a call carried out.
fn log_play(game: &StoredGame, color: Color, done: &Done) {
    tracing::info!(game = %game.id, side = color.title(), what = %done.summary(), "xfcc move");
}
