//! What one message asks, step by step: who sent it (automatic, forged or
//! unreadable mail is never answered), whether it may be used at all, a token it
//! answers, a challenge, entry, overview or organiser's command, turns for
//! several games (`parts`), and else the commands for its game: found, the code checked, the lines read in the game's notation,
//! settings, help, or turns applied.

use rusqlite::Connection;

use crate::arbiter::auth::{self, Carried};
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::game::play;
use crate::arbiter::message::answers::nothing_found;
use crate::arbiter::message::guard::CodeCheck;
use crate::arbiter::message::handling::{MessageCommands, ReadLines};
use crate::arbiter::office::{dialect_of, language_of};
use crate::arbiter::office::{
    load, rate_limited, Desk, Handled, MessageInHand, MessageOutcome, Office,
};
use crate::arbiter::outgoing::compose::{self, Refused};
use crate::arbiter::played::refusal_words;
use crate::arbiter::players::personal;
use crate::board::geometry::Color;
use crate::corr::ids::GameId;
use crate::mail::command::Command;
use crate::mail::message::IncomingMessage;
use crate::notation::words::Phrase;
use crate::rules::game::GameRecord;
use crate::rules::VariantInfo;
use crate::store::guesses::SecretKind;
use crate::store::{self, StoredGame};

/// What proves a message to be the player's, for the commands that need it: the
/// game code and, when `[auth] verify_dkim = "require"`, the sender's domain.
pub(super) struct Proof {
    /// Why the game code does not prove it (`None`: it does).
    pub(super) unproven: Option<Phrase>,
    /// Whether a reply to one of the arbiter's mails would have carried the code
    /// (the confirmation request then says how to do without one next time).
    pub(super) code_missing: bool,
    /// Why the sender's domain does not authenticate the mail, when it must.
    pub(super) unverified: Option<Phrase>,
}

impl Proof {
    /// Why commands that change a game wait for a confirmation: the code, and the
    /// domain where it must authenticate too ("lacks it or fails DKIM"); `None`
    /// when the message proves itself.
    fn missing(&self) -> Option<Phrase> {
        match (&self.unproven, &self.unverified) {
            (None, None) => None,
            (Some(code), None) => Some(code.clone()),
            (None, Some(dkim)) => Some(dkim.clone()),
            (Some(code), Some(dkim)) => Some(
                Phrase::new("proof-both")
                    .with("code", code.clone())
                    .with("dkim", dkim.clone()),
            ),
        }
    }
}

impl Office {
    /// What one message asks, inside its transaction: the steps below in order,
    /// the first that answers the message ends it.
    ///
    /// # Errors
    ///
    /// Only failures of the service (the store, the templates, the random
    /// source); a sender's mistake is an `Ok` whose reply is queued.
    pub(crate) fn process(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
        commands_read: &MessageCommands,
    ) -> Result<Handled, ArbiterError> {
        let in_hand = match self.in_hand(tx, msg)? {
            Ok(in_hand) => in_hand,
            Err(unanswered) => return Ok(unanswered),
        };
        if let Some(reason) = self.unusable(tx, msg, in_hand.sender)? {
            return self.refuse(tx, &in_hand, Refused::new(None, &reason));
        }
        if let Some(handled) = self.token_answer(tx, &in_hand, commands_read)? {
            return Ok(handled);
        }
        // A challenge, an entry, or an organiser's command.
        if let Some(handled) = self.by_mail(tx, &in_hand, &commands_read.own.lines)? {
            return Ok(handled);
        }
        // Turns for several games (`Game 12: Nf3`), each game's part on its own.
        if let Some(handled) = self.game_parts(tx, &in_hand, commands_read)? {
            return Ok(handled);
        }
        self.game_mail(tx, &in_hand, commands_read)
    }

    /// The letter of a message that may be answered; else the outcome of one that
    /// never is: a delivery report about one of our mails, automatic mail, a
    /// forged or unreadable sender (a reply could go to a forged address). A
    /// mail from an address marked as bouncing clears its mark.
    fn in_hand<'m>(
        &self,
        tx: &Connection,
        msg: &'m IncomingMessage,
    ) -> Result<Result<MessageInHand<'m>, Handled>, ArbiterError> {
        let unanswered = |outcome, detail: &str| Handled {
            outcome,
            detail: detail.to_string(),
            game: None,
        };
        // A delivery report about one of our mails marks the address it failed
        // for (also from a `MAILER-DAEMON <>` without an address); never answered.
        if let Some(bounce) = self.delivery_report(tx, msg)? {
            return Ok(Err(bounce));
        }
        if let Some(reason) = &msg.automatic {
            return Ok(Err(unanswered(MessageOutcome::IgnoredAutomatic, reason)));
        }
        if let Some(reason) = &msg.forged {
            return Ok(Err(unanswered(MessageOutcome::Unreadable, reason)));
        }
        let Some(sender) = msg.sender.as_deref() else {
            let why = "no sender address could be read; nobody to answer";
            return Ok(Err(unanswered(MessageOutcome::Unreadable, why)));
        };
        // A mail from an address that bounced: it works again.
        self.heard_from(tx, sender)?;
        Ok(Ok(MessageInHand {
            msg,
            sender,
            quiet: self.over_rate_limit(tx, sender)?,
        }))
    }

    /// Why a message from `sender` cannot be used at all, if so: a `Sender:` that
    /// may not send for its `From:`, or more bytes than `[mail] max_message_bytes`;
    /// in the sender's language.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    fn unusable(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
        sender: &str,
    ) -> Result<Option<String>, ArbiterError> {
        let language = language_of(tx, sender)?;
        if let Some(reason) = self.sender_mismatch(msg, sender, language) {
            return Ok(Some(reason));
        }
        let limit = self.config.mail.max_message_bytes;
        Ok((msg.size as u64 > limit).then(|| {
            Phrase::new("refused-too-big")
                .with("size", msg.size)
                .with("limit", limit)
                .in_language(language)
        }))
    }

    /// The answer to the one confirmation token a message carries: a challenge's,
    /// an entry's or kept commands'. A mail with several different tokens tests
    /// none: a failed try (held while the sender is guarded), then read as a mail
    /// without a token (`None`).
    fn token_answer(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        commands_read: &MessageCommands,
    ) -> Result<Option<Handled>, ArbiterError> {
        let lines = &commands_read.own.lines;
        match auth::confirmation_tokens(in_hand.msg, &self.config.arbiter.address) {
            Carried::One(token) => {
                if let Some(handled) = self.answer_challenge(tx, in_hand, &token, lines)? {
                    return Ok(Some(handled));
                }
                if let Some(handled) = self.answer_entry(tx, in_hand, &token, lines)? {
                    return Ok(Some(handled));
                }
                if let Some(handled) = self.answer_captains(tx, in_hand, &token, lines)? {
                    return Ok(Some(handled));
                }
                self.confirm(tx, in_hand, &token, commands_read).map(Some)
            }
            Carried::Several(tokens) => {
                let tried = format!(
                    "{} different confirmation tokens: {}",
                    tokens.len(),
                    auth::shown(&tokens, String::clone)
                );
                tracing::warn!(key = %in_hand.msg.key, %tried, "several tokens in one mail count as none");
                self.failed_try(
                    tx,
                    in_hand.sender,
                    &in_hand.msg.key,
                    None,
                    SecretKind::Token,
                    &tried,
                )
            }
            Carried::Nothing => Ok(None),
        }
    }

    /// A message about a game: the game first, as its variant says how the lines
    /// are read (only its variant id here; the game is loaded and checked once the
    /// message is more than a request for help), the code checked, then settings,
    /// help, or the game's commands.
    fn game_mail(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        commands_read: &MessageCommands,
    ) -> Result<Handled, ArbiterError> {
        let game_id = self.find_game(tx, in_hand.msg, in_hand.sender)?;
        let proof = match self.proof(tx, in_hand, game_id, commands_read)? {
            Ok(proof) => proof,
            Err(held) => return Ok(held),
        };
        let variant = match game_id {
            Some(id) => store::variant_of(tx, id)?.and_then(|v| crate::rules::variant(&v).ok()),
            None => None,
        };
        let read = commands_read.for_variant(variant);
        self.name_unread(tx, in_hand, game_id, &read.unread)?;
        self.desk(tx)
            .commands_for_game(in_hand, game_id, variant, &read, &proof)
    }
}

impl Desk<'_> {
    /// What a mail's lines (`read`) ask of game `game_id`: refused when they
    /// hold nothing, the player's settings, help, or the game's commands under
    /// `proof`.
    ///
    /// # Errors
    ///
    /// As [`Office::process`].
    pub(super) fn commands_for_game(
        &self,
        in_hand: &MessageInHand<'_>,
        game_id: Option<GameId>,
        variant: Option<&'static VariantInfo>,
        read: &ReadLines,
        proof: &Proof,
    ) -> Result<Handled, ArbiterError> {
        let tx = self.tx;
        let commands = &read.commands;
        if commands.is_empty() {
            return self.nothing_used(tx, in_hand, game_id, variant, &read.lines);
        }
        if commands.iter().any(Command::is_personal) {
            return self.settings(tx, in_hand, game_id, proof, commands);
        }
        if commands.iter().all(|c| *c == Command::Help) {
            return self.help(tx, in_hand, game_id, variant);
        }
        self.game_commands(in_hand, game_id, variant, commands, proof)
    }
}

impl Office {
    /// The proof a message carries for game `game_id`: its code checked (a wrong
    /// one counted, and held while the game or the sender is guarded: `Err` with
    /// that outcome) and the domain check made before the transaction.
    fn proof(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        game_id: Option<GameId>,
        commands_read: &MessageCommands,
    ) -> Result<Result<Proof, Handled>, ArbiterError> {
        let (unproven, code_missing) = match self.check_game_code(tx, in_hand, game_id)? {
            CodeCheck::Held(held) => return Ok(Err(held)),
            CodeCheck::Unproven(why) => (Some(why), true),
            CodeCheck::Guarded(why) => (Some(why), false),
            CodeCheck::Proven => (None, false),
        };
        Ok(Ok(Proof {
            unproven,
            code_missing,
            unverified: commands_read.unverified.clone(),
        }))
    }

    /// A message in which no command was found: refused, saying as precisely as
    /// the message allows why, with the notation help of the game's variant.
    pub(super) fn nothing_used(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        game_id: Option<GameId>,
        variant: Option<&'static VariantInfo>,
        lines: &[String],
    ) -> Result<Handled, ArbiterError> {
        let language = crate::arbiter::office::language_of(tx, in_hand.sender)?;
        let reason = nothing_found(in_hand.msg, lines, language);
        let status = game_id
            .map(|id| compose::status_of(tx, id, in_hand.sender))
            .unwrap_or_default();
        let refused = Refused {
            status: &status,
            notation_of: variant,
            ..Refused::new(game_id, &reason)
        };
        self.refuse(tx, in_hand, refused)
    }

    /// Name, time zone, language, leave: the player's, not one game's. They change
    /// clocks and PGN tags, so like a move they count only from a mail that proves
    /// itself (the player's code for a game, and the domain where it must).
    fn settings(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        game_id: Option<GameId>,
        proof: &Proof,
        commands: &[Command],
    ) -> Result<Handled, ArbiterError> {
        if proof.unproven.is_some() {
            let id = "refused-settings-unproven";
            return self.refuse_saying(tx, in_hand, game_id, &Phrase::new(id));
        }
        if let Some(why) = &proof.unverified {
            let language = crate::arbiter::office::language_of(tx, in_hand.sender)?;
            let id = "refused-settings-unverified";
            return self.refuse_saying(
                tx,
                in_hand,
                game_id,
                &Phrase::new(id).with("why", why.in_language(language)),
            );
        }
        personal::handle(self, tx, in_hand, commands)
    }

    /// A request for help alone: the variant's help, with the player's own part of
    /// it (a Missed-Mark player's rule); a game that cannot be loaded still gets
    /// the variant's help.
    pub(super) fn help(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        game_id: Option<GameId>,
        variant: Option<&'static VariantInfo>,
    ) -> Result<Handled, ArbiterError> {
        if let Some(why) = &in_hand.quiet {
            return Ok(rate_limited(why, "help", None));
        }
        let for_player =
            game_id
                .and_then(|id| load(tx, id).ok().flatten())
                .and_then(|(game, record)| {
                    game.color_of(in_hand.sender)
                        .and_then(|c| record.current().help_for(c))
                });
        compose::help(
            self.desk(tx),
            in_hand.msg,
            in_hand.sender,
            variant,
            for_player,
        )?;
        Ok(Handled {
            outcome: MessageOutcome::Answered,
            detail: "help".into(),
            game: None,
        })
    }
}

impl Desk<'_> {
    /// The commands for one game, from one of its players: checked against the
    /// game as stored; those that would change it (or set conditional lines)
    /// count only with the proof, else they wait for a confirmation.
    pub(super) fn game_commands(
        &self,
        in_hand: &MessageInHand<'_>,
        game_id: Option<GameId>,
        variant: Option<&'static VariantInfo>,
        commands: &[Command],
        proof: &Proof,
    ) -> Result<Handled, ArbiterError> {
        let tx = self.tx;
        let (game, record, color) = match self.players_game(tx, in_hand, game_id)? {
            Ok(found) => found,
            Err(refused) => return Ok(refused),
        };
        // The status line of a refusal is that of the game as loaded: a refusal
        // leaves it unchanged, so it is never loaded a second time.
        let dialect = dialect_of(tx, in_hand.sender)?;
        let language = dialect.language.unwrap_or_default();
        let status = compose::status(&record, color, game.draw_offer, language);
        let done = match play::apply(&game, record, color, commands, dialect) {
            Ok(done) => done,
            Err(refusal) => {
                let reason = refusal_words::refusal_text(&refusal, language);
                let refused = Refused {
                    status: &status,
                    notation_of: variant.filter(|_| refusal.is_about_the_move()),
                    ..Refused::new(Some(game.id), &reason)
                };
                return self.refuse(tx, in_hand, refused);
            }
        };
        let sets_lines = commands
            .iter()
            .any(|c| matches!(c, Command::Conditional { .. } | Command::CancelConditionals));
        if done.changed() || sets_lines {
            if let Some(why) = proof.missing() {
                if sets_lines {
                    // A forged line could make a player's moves for him: lines count
                    // only from a mail that proves it is the player's.
                    let reason = Phrase::new("refusal-conditionals-unproven")
                        .with("game", game.id.to_string())
                        .with("why", why.in_language(language))
                        .in_language(language);
                    return self.refuse(tx, in_hand, Refused::new(Some(game.id), &reason));
                }
                let missing = (&why, proof.code_missing);
                return self.ask_confirmation(in_hand, &game, color, commands, missing);
            }
        }
        self.carry_out(in_hand, &game, color, commands, done)
    }
}

impl Office {
    /// The game `game_id` and the sender's colour in it; `Err` with the refusal
    /// when no game is named, there is no such game, or the sender does not play
    /// in it.
    fn players_game(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        game_id: Option<GameId>,
    ) -> Result<Result<(StoredGame, GameRecord, Color), Handled>, ArbiterError> {
        let refuse = |game, phrase: Phrase| self.refuse_saying(tx, in_hand, game, &phrase).map(Err);
        let Some(game_id) = game_id else {
            return refuse(None, Phrase::new("refused-which-game"));
        };
        let number = || game_id.to_string();
        let Some((game, record)) = load(tx, game_id)? else {
            return refuse(None, Phrase::new("refused-no-game").with("game", number()));
        };
        let Some(color) = game.color_of(in_hand.sender) else {
            let not_a_player = Phrase::new("refused-not-a-player-commands")
                .with("address", in_hand.sender)
                .with("game", number());
            return refuse(Some(game_id), not_a_player);
        };
        Ok(Ok((game, record, color)))
    }
}
