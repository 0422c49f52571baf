//! Carrying out a message's commands, and the confirmation rule: commands that
//! would change a game without the player's proof are kept with a token and the
//! registered address is asked; the answer carries them out once, if the game has
//! not moved on.

use rusqlite::Connection;

use crate::arbiter::auth::{self, Pending};
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::game::conditionals;
use crate::arbiter::game::deadlines;
use crate::arbiter::game::play;
use crate::arbiter::message::answers::reader_says;
use crate::arbiter::message::handling::{MessageCommands, ReadLines};
use crate::arbiter::message::process::Proof;
use crate::arbiter::office::dialect_of;
use crate::arbiter::office::{
    load, rate_limited, Desk, Handled, MessageInHand, MessageOutcome, Office,
};
use crate::arbiter::outgoing::compose::{self, ConfirmationRequest, Refused};
use crate::arbiter::played::refusal_words;
use crate::board::geometry::Color;
use crate::mail::command::Command;
use crate::notation::words::Phrase;
use crate::store::credentials::{Confirmation, ConfirmationStatus};
use crate::store::guesses::SecretKind;
use crate::store::{self, StoredGame};

impl Desk<'_> {
    /// Writes accepted commands and queues their replies. A message that changes
    /// nothing (board, history, help) is answered unless the sender is over the rate
    /// limit.
    pub(crate) fn carry_out(
        &self,
        in_hand: &MessageInHand<'_>,
        game: &StoredGame,
        color: Color,
        commands: &[Command],
        done: crate::arbiter::played::outcome::Done,
    ) -> Result<Handled, ArbiterError> {
        let tx = self.tx;
        let mut done = done;
        if !done.changed() && !commands.iter().any(Command::is_conditional) {
            if let Some(why) = &in_hand.quiet {
                return Ok(rate_limited(why, &done.summary(), Some(game.id)));
            }
        }
        conditionals::settle(self, tx, game, color, commands, &mut done)?;
        let done = &done;
        play::write(tx, game, done, self.now())?;
        deadlines::charge_clocks(self, tx, game, done)?;
        compose::after_commands(
            *self,
            compose::PlayOrigin::Mail(in_hand.msg),
            game,
            color,
            done,
        )?;
        let outcome = if done.changed() {
            MessageOutcome::Applied
        } else {
            MessageOutcome::Answered
        };
        Ok(Handled {
            outcome,
            detail: done.summary(),
            game: Some(game.id),
        })
    }

    /// Commands that would change a game came without the player's proof: they
    /// are kept with a fresh token and the game's stamp, and the registered
    /// address is asked to confirm them. Nothing in the game changes. `why` follows
    /// "because" in the request; `code_missing` says whether the code was among the
    /// reasons (not when only the sender's domain failed DKIM/ARC).
    pub(crate) fn ask_confirmation(
        &self,
        in_hand: &MessageInHand<'_>,
        game: &StoredGame,
        color: Color,
        commands: &[Command],
        (why, code_missing): (&Phrase, bool),
    ) -> Result<Handled, ArbiterError> {
        let tx = self.tx;
        let kept = Pending::keep(commands);
        let what = auth::describe(&kept);
        if let Some(why) = &in_hand.quiet {
            return Ok(rate_limited(
                why,
                &format!("no code for game {}; not confirmed: {what}", game.id),
                Some(game.id),
            ));
        }
        let token = auth::random_code(auth::TOKEN_LEN)?;
        let registered = game.player(color);
        store::credentials::add_confirmation(
            tx,
            &store::credentials::Confirmation {
                token: token.clone(),
                game_id: game.id,
                email: registered.to_string(),
                commands: serde_json::to_string(&kept)
                    .map_err(|e| ArbiterError::Encode(e.to_string()))?,
                stamp: store::credentials::game_stamp(tx, game.id)?.unwrap_or_default(),
                message_key: in_hand.msg.key.clone(),
                status: ConfirmationStatus::Waiting,
            },
        )?;
        let request = ConfirmationRequest {
            to: registered,
            token: &token,
            what: &what,
            why,
            code_missing,
        };
        compose::confirmation_request(*self, in_hand.msg, game, &request)?;
        Ok(Handled {
            outcome: MessageOutcome::Unconfirmed,
            detail: format!(
                "not authenticated for game {} ({why}): {registered} asked to confirm {what}",
                game.id
            ),
            game: Some(game.id),
        })
    }
}

impl Office {
    /// The answer to a confirmation request: the kept commands are carried out once,
    /// if the request is still waiting, the answer comes from the address asked, and
    /// the game has not moved on since (else a refusal says why, and nothing changes).
    /// An answer that holds commands of its own (`d4` to "please confirm e4") has
    /// those carried out instead, as a mail the token proves to be the
    /// registered player's, and the kept ones are dropped.
    pub(crate) fn confirm(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        token: &str,
        commands_read: &MessageCommands,
    ) -> Result<Handled, ArbiterError> {
        let pending = match self.waiting_request(tx, in_hand, token)? {
            Ok(pending) => pending,
            Err(handled) => return Ok(handled),
        };
        let game_id = pending.game_id;
        let kept: Vec<Pending> = serde_json::from_str(&pending.commands).unwrap_or_default();
        let what = auth::describe(&kept);
        let Some((game, record)) = load(tx, game_id)? else {
            return self.refuse_saying(
                tx,
                in_hand,
                None,
                &Phrase::new("refused-no-game").with("game", game_id.to_string()),
            );
        };
        let Some(color) = game.color_of(in_hand.sender) else {
            let id = "refused-not-a-player";
            return self.refuse_saying(
                tx,
                in_hand,
                Some(game_id),
                &Phrase::new(id)
                    .with("address", in_hand.sender)
                    .with("game", game_id.to_string()),
            );
        };
        let read = commands_read.for_variant(Some(record.variant));
        if !read.commands.is_empty() {
            return self
                .desk(tx)
                .own_commands_instead(in_hand, token, &game, &read, &what);
        }
        self.name_unread(tx, in_hand, Some(game_id), &read.unread)?;
        let language = dialect_of(tx, in_hand.sender)?.language.unwrap_or_default();
        let status = compose::status(&record, color, game.draw_offer, language);
        let stale = |reason: &str| -> Result<Handled, ArbiterError> {
            store::credentials::close_confirmation(tx, token, ConfirmationStatus::Stale)?;
            let refused = Refused {
                status: &status,
                ..Refused::new(Some(game_id), reason)
            };
            self.refuse(tx, in_hand, refused)
        };
        let stamp = store::credentials::game_stamp(tx, game_id)?;
        if stamp.as_deref() != Some(pending.stamp.as_str()) || kept.is_empty() {
            return stale(
                &Phrase::new("refused-moved-on")
                    .with("game", game_id.to_string())
                    .with("what", what.as_str())
                    .in_language(language),
            );
        }
        let commands: Vec<Command> = kept.iter().map(Pending::command).collect();
        let dialect = dialect_of(tx, in_hand.sender)?;
        let done = match play::apply(&game, record, color, &commands, dialect) {
            Ok(done) => done,
            Err(refusal) => {
                let language = dialect.language.unwrap_or_default();
                return stale(&refusal_words::refusal_text(&refusal, language));
            }
        };
        store::credentials::close_confirmation(tx, token, ConfirmationStatus::Applied)?;
        // A confirmed change is always carried out and both players hear of it.
        let unlimited = MessageInHand {
            quiet: None,
            ..*in_hand
        };
        let mut handled = self
            .desk(tx)
            .carry_out(&unlimited, &game, color, &commands, done)?;
        handled.detail = format!("confirmed ({token}): {}", handled.detail);
        Ok(handled)
    }
}

impl Desk<'_> {
    /// The answer to the confirmation request `token` holds commands of its own
    /// (`read`): the kept commands (`what`) are dropped, and the answer's are
    /// carried out as those of a mail proven to be the registered player's
    /// (the token proves the address; no hourly limit, as for a confirmation),
    /// with a note at the top of the answer saying so.
    ///
    /// # Errors
    ///
    /// As [`Office::process`].
    fn own_commands_instead(
        &self,
        in_hand: &MessageInHand<'_>,
        token: &str,
        game: &StoredGame,
        read: &ReadLines,
        what: &str,
    ) -> Result<Handled, ArbiterError> {
        let tx = self.tx;
        store::credentials::close_confirmation(tx, token, ConfirmationStatus::Stale)?;
        let note = reader_says(
            tx,
            in_hand.sender,
            &Phrase::new("confirm-own-commands")
                .with("what", what)
                .with("game", game.id.to_string()),
        )?;
        self.note_for_answer(Some(game.id), note);
        self.name_unread(tx, in_hand, Some(game.id), &read.unread)?;
        let unlimited = MessageInHand {
            quiet: None,
            ..*in_hand
        };
        let proof = Proof {
            unproven: None,
            code_missing: false,
            unverified: None,
        };
        let variant = crate::rules::variant(&game.variant).ok();
        let handled = self.commands_for_game(&unlimited, Some(game.id), variant, read, &proof)?;
        Ok(Handled {
            detail: format!(
                "answer to the request to confirm {what} ({token}) with commands of its own, \
                 the request dropped: {}",
                handled.detail
            ),
            ..handled
        })
    }
}

impl Office {
    /// The confirmation request that `token` answers, if it waits and the answer
    /// comes from the address asked; else `Err` with the outcome: an unknown token
    /// or another address's is a failed try (held while the sender or game is
    /// guarded, refused otherwise), and a request answered before is refused.
    fn waiting_request(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        token: &str,
    ) -> Result<Result<Confirmation, Handled>, ArbiterError> {
        let Some(pending) = store::credentials::confirmation(tx, token)? else {
            let tried = format!("unknown confirmation token {token}");
            if let Some(held) = self.failed_try(
                tx,
                in_hand.sender,
                &in_hand.msg.key,
                None,
                SecretKind::Token,
                &tried,
            )? {
                return Ok(Err(held));
            }
            return self
                .refuse_saying(
                    tx,
                    in_hand,
                    None,
                    &Phrase::new("refused-token-unknown").with("token", token),
                )
                .map(Err);
        };
        let game_id = Some(pending.game_id);
        if !pending.email.eq_ignore_ascii_case(in_hand.sender) {
            let tried = format!("the confirmation token {token} of another address");
            if let Some(held) = self.failed_try(
                tx,
                in_hand.sender,
                &in_hand.msg.key,
                game_id,
                SecretKind::Token,
                &tried,
            )? {
                return Ok(Err(held));
            }
            let id = "refused-token-other-address";
            return self
                .refuse_saying(tx, in_hand, game_id, &Phrase::new(id).with("token", token))
                .map(Err);
        }
        if pending.status != ConfirmationStatus::Waiting {
            let kept: Vec<Pending> = serde_json::from_str(&pending.commands).unwrap_or_default();
            let id = if pending.status == ConfirmationStatus::Applied {
                "refused-token-answered-applied"
            } else {
                "refused-token-answered-not-applied"
            };
            return self
                .refuse_saying(
                    tx,
                    in_hand,
                    game_id,
                    &Phrase::new(id).with("what", auth::describe(&kept)),
                )
                .map(Err);
        }
        Ok(Ok(pending))
    }
}
