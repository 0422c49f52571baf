//! The transaction that turns one message into commands and replies: the reading
//! before the write lock, finding the game, sender authentication, carrying out the
//! commands, refusals, confirmations, held messages. The top of the service floor.

use super::{conditionals, deadlines, personal};
use std::borrow::Cow;

use rusqlite::Connection;

use super::auth::{self, Carried, Pending};
use super::compose::{self, Refused};
use super::errors::*;
use super::guard::{self, CodeCheck};
use super::play;
use super::service::*;
use crate::board::geometry::Color;
use crate::mail::command::{self, Command};
use crate::mail::domain_auth::DomainVerdict;
use crate::mail::message::{self, IncomingMessage};
use crate::mail::reply_text::{own_text, OwnText};
use crate::notation::syntax::{TurnSyntax, ORTHODOX};
use crate::rules::VariantInfo;
use crate::store::guesses::SecretKind;
use crate::store::{self, StoreError, StoredGame};

impl Arbiter {
    /// Handles one raw message in one transaction. A message handled before (same
    /// Message-ID, or same bytes when it has none) changes nothing.
    ///
    /// # Errors
    ///
    /// Only failures of the service (store, templates); a player's mistake
    /// is an `Ok` with a queued error reply.
    pub fn handle(&mut self, raw: &[u8], source: &str) -> Result<Handled, ArbiterError> {
        self.handle_sized(raw, raw.len(), source)
    }

    /// [`Arbiter::handle`] for a message of `size` bytes of which `raw` may hold only
    /// the beginning: above the size limit only its header block is parsed
    /// (`[mail] max_message_bytes`), and the sender gets the refusal that says so.
    ///
    /// # Errors
    ///
    /// As [`Arbiter::handle`].
    pub fn handle_sized(
        &mut self,
        raw: &[u8],
        size: usize,
        source: &str,
    ) -> Result<Handled, ArbiterError> {
        let mut results = self.handle_batch(&[Incoming { raw, size, source }])?;
        results.pop().unwrap_or_else(|| {
            Err(ArbiterError::Corrupt {
                game: 0,
                reason: "a batch of one gave no result".into(),
            })
        })
    }

    /// Handles several messages in ONE durable transaction (group commit):
    /// one fsync of the database for the batch instead of one per message.
    /// Each message runs under a savepoint of its own, so a message that fails
    /// (a game found corrupt) or passes the search budget (held for the
    /// organisers) is rolled back alone and the others stand. The results come in
    /// the order of `batch`; every `Ok` is committed when this returns `Ok`. Once
    /// the handling has taken `[mail] batch_time`, the batch is committed early:
    /// the results are then those of a prefix of `batch`, and the caller hands the
    /// rest in again.
    ///
    /// # Errors
    ///
    /// The first failure of the service itself (the store, the templates):
    /// nothing of the batch is committed then, and every message is tried again.
    /// A corrupt game is the `Err` of its own message only.
    pub fn handle_batch(
        &mut self,
        batch: &[Incoming<'_>],
    ) -> Result<Vec<Result<Handled, ArbiterError>>, ArbiterError> {
        let own = &self.service.config.arbiter.address;
        // Reading the messages is done before the write transaction, which covers
        // only the database work; so is the DKIM/ARC check, which
        // asks DNS. The reads share one read transaction ([`Store::snapshot`]).
        let snapshot = self.store.snapshot()?;
        let read: Vec<(IncomingMessage, Reading)> = batch
            .iter()
            .map(|m| {
                let msg = if m.size as u64 > self.max_message_bytes() {
                    message::parse_header_block(m.raw, m.size, own)
                } else {
                    message::parse(m.raw, own)
                };
                let mut reading = self.service.read(&snapshot, &msg);
                reading.unverified = self.domain_check(m.raw, &msg);
                (msg, reading)
            })
            .collect();
        drop(snapshot);
        // Only this batch's boards go to the delivery: those of replies queued
        // before (clocks, commands) are read from the store as always.
        self.service.drawn.borrow_mut().clear();
        let time_limit = self.service.config.mail.batch_time().unwrap_or_default();
        let started = std::time::Instant::now();
        let tx = self.store.transaction()?;
        let mut results = Vec::with_capacity(batch.len());
        for (m, (msg, reading)) in batch.iter().zip(&read) {
            // `[mail] batch_time`: commit what is done, the rest waits for the next
            // batch (always at least one message per batch).
            if !results.is_empty() && started.elapsed() >= time_limit {
                break;
            }
            tx.execute_batch("SAVEPOINT message")
                .map_err(StoreError::from)?;
            match self.service.one_message(&tx, msg, reading, m.raw, m.source) {
                Ok(handled) => {
                    tx.execute_batch("RELEASE message")
                        .map_err(StoreError::from)?;
                    results.push(Ok(handled));
                }
                Err(e @ ArbiterError::Corrupt { .. }) => {
                    tx.execute_batch("ROLLBACK TO message; RELEASE message")
                        .map_err(StoreError::from)?;
                    results.push(Err(e));
                }
                Err(e) => return Err(e),
            }
        }
        tx.commit().map_err(StoreError::from)?;
        Ok(results)
    }

    /// The messages held for the organisers, oldest first.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub fn held(&self) -> Result<Vec<store::HeldMessage>, ArbiterError> {
        Ok(store::held_messages(self.store.conn())?)
    }

    /// Judges a held message again, under the budget now configured: its `held`
    /// record is replaced by the new outcome in one transaction (so a release that
    /// passes the budget again leaves it held, unchanged). The message is read from
    /// the bytes kept when it was held, whatever the inbox kind.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::NotHeld`] when no message with that key is held;
    /// [`ArbiterError::Store`].
    pub fn release(&mut self, key: &str) -> Result<Handled, ArbiterError> {
        // The DKIM/ARC check asks DNS: done on the kept bytes before the transaction.
        let unverified = match store::held_raw(self.store.conn(), key)? {
            Some(raw) => {
                let own = &self.service.config.arbiter.address;
                self.domain_check(&raw, &message::parse(&raw, own))
            }
            None => None,
        };
        let tx = self.store.transaction()?;
        let Some((source, raw)) = store::take_held(&tx, key)? else {
            return Err(ArbiterError::NotHeld(key.to_string()));
        };
        let own = &self.service.config.arbiter.address;
        let msg = message::parse(&raw, own);
        let mut reading = self.service.read(&tx, &msg);
        reading.unverified = unverified;
        let budget = self.service.config.limits.budget();
        let service = &self.service;
        let handled =
            match crate::rules::budget::within(budget, || service.process(&tx, &msg, &reading)) {
                Ok(handled) => handled?,
                Err(exceeded) => {
                    return Ok(Handled {
                        outcome: "held",
                        detail: format!("still held: {exceeded}"),
                        game: None,
                    })
                }
            };
        if handled.outcome == "held" {
            store::keep_held_raw(&tx, &msg.key, &raw)?;
        }
        record(&tx, &msg, &handled, &source, self.service.now())?;
        tx.commit().map_err(StoreError::from)?;
        Ok(handled)
    }
}

impl Arbiter {
    /// Why the message is not authenticated by the domain of its `From:` (DKIM, or
    /// ARC from a trusted sealer), when `[auth] verify_dkim =
    /// "require"`; `None` when it is, or when the switch is off, or when the check
    /// cannot matter (automatic, forged, unreadable or oversized mail is never
    /// applied; the answer to a confirmation request is proven by its token, which
    /// only the registered address received). Network I/O, bounded by
    /// `[auth] dkim_timeout`: call it outside any transaction.
    pub(super) fn domain_check(&self, raw: &[u8], msg: &IncomingMessage) -> Option<String> {
        let verifier = self.domain_verifier.as_ref()?;
        if msg.automatic.is_some()
            || msg.forged.is_some()
            || msg.size as u64 > self.max_message_bytes()
            || auth::confirmation_token(msg, &self.service.config.arbiter.address).is_some()
        {
            return None;
        }
        let sender = msg.sender.as_deref()?;
        let Some((_, domain)) = sender.rsplit_once('@') else {
            return Some(format!(
                "{sender} has no domain to check a DKIM signature against"
            ));
        };
        match verifier.check(raw, domain) {
            DomainVerdict::Authenticated(how) => {
                tracing::info!(key = %msg.key, %how, "sender's domain authenticated");
                None
            }
            DomainVerdict::Unauthenticated(why) => {
                tracing::info!(key = %msg.key, %why, "sender's domain not authenticated");
                Some(why)
            }
        }
    }
}

/// What is read from a message before the write transaction: the
/// player's own text and the commands in it, read with the syntax of the game the
/// message seems to be about. The game is guessed with plain reads (no write lock);
/// the transaction finds it again, and reads the lines again only in the rare case
/// that it turns out to be a game of another variant.
#[derive(Default)]
pub(super) struct Reading {
    own: OwnText,
    /// The variant whose syntax `commands` were read with (`None`: the orthodox one).
    variant: Option<&'static str>,
    lines: Vec<String>,
    commands: Vec<Command>,
    /// Why the mail is not authenticated by its `From:` domain (DKIM/ARC),
    /// when `[auth] verify_dkim = "require"`; `None` otherwise.
    unverified: Option<String>,
}

impl Reading {
    pub(super) fn new(own: OwnText, variant: Option<&'static VariantInfo>) -> Reading {
        let (lines, commands) = read_commands(&own, variant);
        Reading {
            own,
            variant: variant.map(|v| v.id),
            lines,
            commands,
            unverified: None,
        }
    }

    /// The lines and commands as the game's `variant` reads them (borrowed when the
    /// guess was right, so nothing is copied inside the transaction).
    pub(super) fn for_variant(
        &self,
        variant: Option<&'static VariantInfo>,
    ) -> (Cow<'_, [String]>, Cow<'_, [Command]>) {
        if variant.map(|v| v.id) == self.variant {
            (Cow::Borrowed(&self.lines), Cow::Borrowed(&self.commands))
        } else {
            let (lines, commands) = read_commands(&self.own, variant);
            (Cow::Owned(lines), Cow::Owned(commands))
        }
    }
}

/// The player's lines (with a final bare `--` when the variant reads it as a turn)
/// and the commands in them.
pub(super) fn read_commands(
    own: &OwnText,
    variant: Option<&'static VariantInfo>,
) -> (Vec<String>, Vec<Command>) {
    let syntax: &dyn TurnSyntax = variant.map_or(&ORTHODOX, |v| v.syntax);
    let mut lines = own.lines.clone();
    if own.ended_at_bare_dashes && syntax.dashes_are_a_turn() {
        lines.push("--".into());
    }
    let commands = command::parse(&lines, syntax);
    (lines, commands)
}

/// One message of a batch: its bytes (at most the size limit plus the header
/// room), its whole size, and where it came from (the Maildir id or IMAP UID).
#[derive(Clone, Copy, Debug)]
pub struct Incoming<'a> {
    pub raw: &'a [u8],
    pub size: usize,
    pub source: &'a str,
}

impl Service {
    /// One message inside the batch's transaction (under its savepoint): a
    /// duplicate changes nothing; else its commands are carried out within the
    /// search budget, and past it everything it wrote is rolled back and it is
    /// held for the organisers; then the message record.
    ///
    /// # Errors
    ///
    /// As [`Arbiter::handle_batch`].
    fn one_message(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
        reading: &Reading,
        raw: &[u8],
        source: &str,
    ) -> Result<Handled, ArbiterError> {
        if store::message_seen(tx, &msg.key)? {
            return Ok(Handled {
                outcome: "duplicate",
                detail: format!("{} was handled before", msg.key),
                game: None,
            });
        }
        // Checking runs within the search budget. Past it, everything
        // the processing wrote is rolled back (to this message's savepoint), and
        // the message is held for the organisers instead.
        let budget = self.config.limits.budget();
        let checked = crate::rules::budget::within(budget, || self.process(tx, msg, reading));
        let handled = match checked {
            Ok(handled) => {
                let handled = handled?;
                if handled.outcome == "held" {
                    // Held while someone guesses secrets: kept for `held release`.
                    store::keep_held_raw(tx, &msg.key, raw)?;
                }
                handled
            }
            Err(exceeded) => {
                tx.execute_batch("ROLLBACK TO message")
                    .map_err(StoreError::from)?;
                tracing::warn!(key = %msg.key, error = %exceeded, "message held for the organisers");
                store::keep_held_raw(tx, &msg.key, raw)?;
                self.hold(tx, msg, source, &exceeded)?
            }
        };
        record(tx, msg, &handled, source, self.now())?;
        Ok(handled)
    }

    /// Reads a message's own text and commands before any write lock is taken.
    pub(super) fn read(&self, conn: &Connection, msg: &IncomingMessage) -> Reading {
        if msg.automatic.is_some() || msg.forged.is_some() || msg.body.is_none() {
            return Reading::default();
        }
        let own = msg.body.as_deref().map(own_text).unwrap_or_default();
        // A guess only: a failed read here is read again inside the transaction.
        let variant = msg
            .sender
            .as_deref()
            .and_then(|sender| self.find_game(conn, msg, sender).ok().flatten())
            .and_then(|id| store::variant_of(conn, id).ok().flatten())
            .and_then(|v| crate::rules::variant(&v).ok());
        Reading::new(own, variant)
    }

    pub(super) fn process(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
        reading: &Reading,
    ) -> Result<Handled, ArbiterError> {
        if let Some(reason) = &msg.automatic {
            return Ok(Handled {
                outcome: "ignored-automatic",
                detail: reason.clone(),
                game: None,
            });
        }
        if let Some(reason) = &msg.forged {
            // Never applied, never answered: a reply could go to a forged address.
            return Ok(Handled {
                outcome: "unreadable",
                detail: reason.clone(),
                game: None,
            });
        }
        let Some(sender) = msg.sender.as_deref() else {
            return Ok(Handled {
                outcome: "unreadable",
                detail: "no sender address could be read; nobody to answer".into(),
                game: None,
            });
        };
        let letter = Letter {
            msg,
            sender,
            quiet: self.over_rate_limit(tx, sender)?,
        };
        if let Some(reason) = self.sender_mismatch(msg, sender) {
            return self.refuse(tx, &letter, Refused::new(None, &reason));
        }
        let limit = self.config.mail.max_message_bytes;
        if msg.size as u64 > limit {
            let reason = format!(
                "the message is {} bytes, more than the limit of {limit} bytes; send your move as plain text without attachments",
                msg.size
            );
            return self.refuse(tx, &letter, Refused::new(None, &reason));
        }
        let own_address = &self.config.arbiter.address;
        match auth::confirmation_tokens(msg, own_address) {
            Carried::One(token) => {
                // The token of a challenge, of an entry or of a kept command.
                if let Some(handled) =
                    self.answer_challenge(tx, &letter, &token, &reading.own.lines)?
                {
                    return Ok(handled);
                }
                if let Some(handled) = self.answer_entry(tx, &letter, &token, &reading.own.lines)? {
                    return Ok(handled);
                }
                return self.confirm(tx, &letter, &token);
            }
            Carried::Several(tokens) => {
                // One mail tests one token: several count as none, and as a failed try.
                let tried = format!(
                    "{} different confirmation tokens: {}",
                    tokens.len(),
                    auth::shown(&tokens, String::clone)
                );
                tracing::warn!(key = %msg.key, %tried, "several tokens in one mail count as none");
                if let Some(held) = self.failed_try(tx, &letter, None, SecretKind::Token, &tried)? {
                    return Ok(held);
                }
            }
            Carried::Nothing => {}
        }
        // A challenge, or an organiser's command.
        if let Some(handled) = self.by_mail(tx, &letter, &reading.own.lines)? {
            return Ok(handled);
        }
        // The game first: its variant says how the lines are read.
        // Only the stored variant id is needed here; the game itself is loaded (and
        // checked) once the message turns out to be more than a request for help.
        let game_id = self.find_game(tx, msg, sender)?;
        // The game code: counted when wrong, and a wrong one is held while the game
        // or the sender is guarded, whatever the mail asks.
        // `unproven`: why the mail is not proven to be the player's by the code;
        // `code_missing`: whether the player's reply would have carried it.
        let (unproven, code_missing) = match self.check_game_code(tx, &letter, game_id)? {
            CodeCheck::Held(held) => return Ok(held),
            CodeCheck::Unproven(why) => (Some(why), true),
            CodeCheck::Guarded(why) => (Some(why), false),
            CodeCheck::Proven => (None, false),
        };
        let variant = match game_id {
            Some(id) => store::variant_of(tx, id)?.and_then(|v| crate::rules::variant(&v).ok()),
            None => None,
        };
        let (lines, commands) = reading.for_variant(variant);
        if commands.is_empty() {
            let reason = nothing_found(msg, &lines);
            let status = game_id
                .map(|id| compose::status_of(tx, id, sender))
                .unwrap_or_default();
            let refused = Refused {
                status: &status,
                notation_of: variant,
                ..Refused::new(game_id, &reason)
            };
            return self.refuse(tx, &letter, refused);
        }
        if commands.iter().any(Command::is_personal) {
            // Name, time zone, leave: the player's, not one game's.
            // They change clocks and PGN tags, so like a move they count only from a
            // mail that carries the player's code for a game.
            let carried = unproven.is_none();
            if let Some(why) = reading.unverified.as_deref().filter(|_| carried) {
                let reason = format!(
                    "a name, time zone, language or leave counts only from a mail that its domain \
                     authenticates, and {why}"
                );
                return self.refuse(tx, &letter, Refused::new(game_id, &reason));
            }
            if !carried {
                let reason = "a name, time zone, language or leave counts only in a reply to one \
                              of my messages about your game or your entry (the reply carries \
                              your code or the entry's token; a mail without it could come from \
                              anyone)";
                return self.refuse(tx, &letter, Refused::new(game_id, reason));
            }
            return personal::handle(self, tx, &letter, &commands);
        }
        if commands.iter().all(|c| *c == Command::Help) {
            if let Some(why) = &letter.quiet {
                return Ok(rate_limited(why, "help", None));
            }
            // The player's own part of the help (a Missed-Mark player's rule); a game
            // that cannot be loaded still gets the variant's help.
            let for_player = match game_id {
                Some(id) => load(tx, id).ok().flatten().and_then(|(game, record)| {
                    game.color_of(sender)
                        .and_then(|c| record.current().help_for(c))
                }),
                None => None,
            };
            compose::help(self, tx, msg, sender, variant, for_player)?;
            return Ok(Handled {
                outcome: "answered",
                detail: "help".into(),
                game: None,
            });
        }
        let Some(game_id) = game_id else {
            let reason =
                "I could not tell which game this is for: reply to one of my messages about \
                          the game, or put its number in the subject, like [Game 12]"
                    .to_string();
            return self.refuse(tx, &letter, Refused::new(None, &reason));
        };
        let Some((game, record)) = load(tx, game_id)? else {
            let reason = format!("there is no game {game_id}");
            return self.refuse(tx, &letter, Refused::new(None, &reason));
        };
        let Some(color) = game.color_of(sender) else {
            let reason = format!("{sender} is not a player of game {game_id}; only its two players may send commands for it");
            return self.refuse(tx, &letter, Refused::new(Some(game_id), &reason));
        };
        // The status line of a refusal is that of the game as loaded: a refusal
        // leaves it unchanged, so it is never loaded a second time.
        let status = compose::status(&record, color, game.draw_offer);
        match play::apply(&game, record, color, &commands) {
            Err(refusal) => {
                let reason = refusal.to_string();
                let refused = Refused {
                    status: &status,
                    notation_of: variant.filter(|_| refusal.is_about_the_move()),
                    ..Refused::new(Some(game_id), &reason)
                };
                self.refuse(tx, &letter, refused)
            }
            Ok(done) => {
                let sets_lines = commands.iter().any(|c| {
                    matches!(c, Command::Conditional { .. } | Command::CancelConditionals)
                });
                if done.changed() || sets_lines {
                    // Both must hold when mail-auth verification is on: the code,
                    // and the sender's domain ("lacks it or fails DKIM").
                    let why = match (unproven.as_deref(), reading.unverified.as_deref()) {
                        (None, None) => None,
                        (Some(code), None) => Some(code.to_string()),
                        (None, Some(dkim)) => Some(dkim.to_string()),
                        (Some(code), Some(dkim)) => Some(format!("{code}, and {dkim}")),
                    };
                    if let Some(why) = why.as_deref().filter(|_| sets_lines) {
                        // A forged line could make a player's moves for him: lines
                        // count only from a mail that proves it is the player's.
                        let reason = format!(
                            "conditional moves count only in a reply to one of my messages \
                             about game {game_id} that carries your code and passes the mail \
                             checks, and {why}; nothing was done: reply to my last message"
                        );
                        return self.refuse(tx, &letter, Refused::new(Some(game_id), &reason));
                    }
                    if let Some(why) = why {
                        return self.ask_confirmation(
                            tx,
                            &letter,
                            &game,
                            color,
                            &commands,
                            &why,
                            code_missing,
                        );
                    }
                }
                self.carry_out(tx, &letter, &game, color, &commands, done)
            }
        }
    }

    /// Writes accepted commands and queues their replies. A message that changes
    /// nothing (board, history, help) is answered unless the sender is over the rate
    /// limit.
    pub(super) fn carry_out(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        game: &StoredGame,
        color: Color,
        commands: &[Command],
        done: play::Done,
    ) -> Result<Handled, ArbiterError> {
        let mut done = done;
        if !done.changed() && !commands.iter().any(Command::is_conditional) {
            if let Some(why) = &letter.quiet {
                return Ok(rate_limited(why, &done.summary(), Some(game.id)));
            }
        }
        conditionals::settle(self, tx, game, color, commands, &mut done)?;
        let done = &done;
        play::write(tx, game, done, self.now())?;
        deadlines::after_commands(self, tx, game, done)?;
        compose::after_commands(self, tx, letter.msg, game, color, done)?;
        let outcome = if done.changed() {
            "applied"
        } else {
            "answered"
        };
        Ok(Handled {
            outcome,
            detail: done.summary(),
            game: Some(game.id),
        })
    }

    /// Commands that would change a game came without the player's code
    /// (docs/OPERATIONS.md, "Threat model"):
    /// they are kept with a fresh token and the game's stamp, and the registered
    /// address is asked to confirm them. Nothing in the game changes. `why` follows
    /// "because" in the request; `code_missing` says whether the code was among the
    /// reasons (not when only the sender's domain failed DKIM/ARC).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn ask_confirmation(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        game: &StoredGame,
        color: Color,
        commands: &[Command],
        why: &str,
        code_missing: bool,
    ) -> Result<Handled, ArbiterError> {
        let kept = Pending::keep(commands);
        let what = auth::describe(&kept);
        if let Some(why) = &letter.quiet {
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
                message_key: letter.msg.key.clone(),
                status: "waiting".into(),
            },
        )?;
        compose::confirmation_request(
            self,
            tx,
            letter.msg,
            game,
            registered,
            &token,
            &what,
            (why, code_missing),
        )?;
        Ok(Handled {
            outcome: "unconfirmed",
            detail: format!(
                "not authenticated for game {} ({why}): {registered} asked to confirm {what}",
                game.id
            ),
            game: Some(game.id),
        })
    }

    /// The answer to a confirmation request: the kept commands are carried out once,
    /// if the request is still waiting, the answer comes from the address asked, and
    /// the game has not moved on since (else a refusal says why, and nothing changes).
    pub(super) fn confirm(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        token: &str,
    ) -> Result<Handled, ArbiterError> {
        let Some(pending) = store::credentials::confirmation(tx, token)? else {
            let tried = format!("unknown confirmation token {token}");
            if let Some(held) = self.failed_try(tx, letter, None, SecretKind::Token, &tried)? {
                return Ok(held);
            }
            let reason = format!(
                "this answers no confirmation request of mine (its token {token} is unknown); nothing was done: send your command again"
            );
            return self.refuse(tx, letter, Refused::new(None, &reason));
        };
        let game_id = pending.game_id;
        let kept: Vec<Pending> = serde_json::from_str(&pending.commands).unwrap_or_default();
        let what = auth::describe(&kept);
        if !pending.email.eq_ignore_ascii_case(letter.sender) {
            let tried = format!("the confirmation token {token} of another address");
            if let Some(held) =
                self.failed_try(tx, letter, Some(game_id), SecretKind::Token, &tried)?
            {
                return Ok(held);
            }
            let reason = format!(
                "the confirmation request {token} went to another address; only that address can confirm it, and nothing was done"
            );
            return self.refuse(tx, letter, Refused::new(Some(game_id), &reason));
        }
        if pending.status != "waiting" {
            let before = if pending.status == "applied" {
                "it was carried out then"
            } else {
                "nothing was carried out then"
            };
            let reason = format!(
                "the confirmation request for \"{what}\" was answered before ({before}); nothing was done again"
            );
            return self.refuse(tx, letter, Refused::new(Some(game_id), &reason));
        }
        let Some((game, record)) = load(tx, game_id)? else {
            let reason = format!("there is no game {game_id}");
            return self.refuse(tx, letter, Refused::new(None, &reason));
        };
        let Some(color) = game.color_of(letter.sender) else {
            let reason = format!("{} is not a player of game {game_id}", letter.sender);
            return self.refuse(tx, letter, Refused::new(Some(game_id), &reason));
        };
        let status = compose::status(&record, color, game.draw_offer);
        let stamp = store::credentials::game_stamp(tx, game_id)?;
        if stamp.as_deref() != Some(pending.stamp.as_str()) || kept.is_empty() {
            store::credentials::close_confirmation(tx, token, "stale")?;
            let reason = format!(
                "game {game_id} moved on since I asked you to confirm \"{what}\", so nothing was done; send your command again if it still stands"
            );
            let refused = Refused {
                status: &status,
                ..Refused::new(Some(game_id), &reason)
            };
            return self.refuse(tx, letter, refused);
        }
        let commands: Vec<Command> = kept.iter().map(Pending::command).collect();
        match play::apply(&game, record, color, &commands) {
            Err(refusal) => {
                store::credentials::close_confirmation(tx, token, "stale")?;
                let reason = refusal.to_string();
                let refused = Refused {
                    status: &status,
                    ..Refused::new(Some(game_id), &reason)
                };
                self.refuse(tx, letter, refused)
            }
            Ok(done) => {
                store::credentials::close_confirmation(tx, token, "applied")?;
                // A confirmed change is always carried out and both players hear of it.
                let unlimited = Letter {
                    quiet: None,
                    ..*letter
                };
                let mut handled = self.carry_out(tx, &unlimited, &game, color, &commands, done)?;
                handled.detail = format!("confirmed ({token}): {}", handled.detail);
                Ok(handled)
            }
        }
    }

    /// Why a message's `Sender:` may not send for its `From:`, if so.
    pub(super) fn sender_mismatch(&self, msg: &IncomingMessage, sender: &str) -> Option<String> {
        let agent = msg.sender_header.as_deref()?;
        if agent.eq_ignore_ascii_case(sender) || self.config.auth.sender_allowed(agent) {
            return None;
        }
        Some(format!(
            "the message is from {sender} but was sent by {agent} (its Sender: header); \
             mail sent on someone else's behalf is not accepted unless the organiser allows that sender"
        ))
    }

    /// Why answers to `sender` alone are not sent now: the sender got
    /// the configured number of them in the rolling hour before (refusals,
    /// confirmation requests, help, the board; updates of a game are never limited).
    /// Organisers (`[arbiter] organisers`) have the players' limit. The hour ends at
    /// the service's now (`--now` when given).
    pub(super) fn over_rate_limit(
        &self,
        tx: &Connection,
        sender: &str,
    ) -> Result<Option<String>, ArbiterError> {
        let player = store::credentials::plays_any_game(tx, sender)?;
        let (limit, who) = if self.is_organiser(sender) {
            (self.config.mail.player_answers_per_hour, "an organiser")
        } else if player {
            (self.config.mail.player_answers_per_hour, "a player")
        } else {
            (
                self.config.mail.stranger_answers_per_hour,
                "an address that plays no game",
            )
        };
        let since = (self.now() - chrono::Duration::hours(1))
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
        let count = store::credentials::answers_since(tx, sender, &since)?;
        Ok((count >= limit).then(|| {
            format!("{sender} had {count} answers in the last hour, the limit for {who} is {limit}")
        }))
    }

    /// Which game a message is about: the `[Game N]` tag, else the game of a
    /// `+gN-code` recipient address, else a thread reference to one of our replies,
    /// else the sender's only active game.
    pub(super) fn find_game(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
        sender: &str,
    ) -> Result<Option<i64>, ArbiterError> {
        if let Some(id) = msg.subject.as_deref().and_then(command::game_tag) {
            return Ok(Some(id));
        }
        if let Some(id) = auth::game_of_address(msg, &self.config.arbiter.address) {
            return Ok(Some(id));
        }
        for id in &msg.thread {
            if let Some(game) = store::game_of_our_message(tx, id)? {
                return Ok(Some(game));
            }
        }
        let active = store::active_games_of(tx, sender)?;
        Ok(if active.len() == 1 {
            Some(active[0])
        } else {
            None
        })
    }

    /// An error reply to the sender alone; the message is recorded as refused (or
    /// as rate-limited, unanswered, when the sender is over the limit).
    /// Holds `msg` for the organisers: the sender and every organiser are told, the
    /// game is not touched.
    pub(super) fn hold(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
        source: &str,
        exceeded: &crate::rules::budget::Exceeded,
    ) -> Result<Handled, ArbiterError> {
        let game = match msg.sender.as_deref() {
            Some(sender) => self.find_game(tx, msg, sender)?,
            None => None,
        };
        compose::held(self, tx, msg, game, source, exceeded)?;
        Ok(Handled {
            outcome: "held",
            detail: format!("held for the organisers: {exceeded}"),
            game,
        })
    }

    pub(super) fn refuse(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        refused: Refused<'_>,
    ) -> Result<Handled, ArbiterError> {
        if let Some(why) = &letter.quiet {
            return Ok(rate_limited(
                why,
                &format!("refused: {}", refused.reason),
                refused.game,
            ));
        }
        if let Some(at) = self.refused_alike_today(tx, letter.sender, &refused)? {
            tracing::info!(key = %letter.msg.key, sender = %letter.sender, %at, "the same refusal went out within a day: not sent again");
            return Ok(Handled {
                outcome: "rate-limited",
                detail: format!(
                    "not answered (the same refusal went to {} at {at}; at most once a day, \
                     RFC 3834 section 2): refused: {}",
                    letter.sender, refused.reason
                ),
                game: refused.game,
            });
        }
        compose::error(self, tx, letter.msg, letter.sender, &refused)?;
        Ok(Handled {
            outcome: "refused",
            detail: refused.reason.to_string(),
            game: refused.game,
        })
    }
}

impl Service {
    /// When the same refusal (same game, same reason) went to `address` within the
    /// day before now, that instant; else `None`, and the refusal about to go out
    /// is noted. RFC 3834 section 2: an automatic answer goes to the same address
    /// at most once in a period, so that a robot that answers every mail (and
    /// strips Auto-Submitted) cannot keep a loop going at the hourly limit.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    fn refused_alike_today(
        &self,
        tx: &Connection,
        address: &str,
        refused: &Refused<'_>,
    ) -> Result<Option<String>, ArbiterError> {
        use sha2::{Digest, Sha256};
        let mut hash = Sha256::new();
        hash.update(refused.game.unwrap_or(0).to_le_bytes());
        hash.update(refused.reason.as_bytes());
        let digest: String = hash.finalize().iter().map(|b| format!("{b:02x}")).collect();
        let now = self.now();
        let day_before = guard::instant(now - chrono::Duration::days(1));
        let address = address.to_ascii_lowercase();
        if let Some(at) = store::guesses::refusal_sent_at(tx, &address, &digest)? {
            if at >= day_before {
                return Ok(Some(at));
            }
        }
        store::guesses::forget_refusals_before(tx, &day_before)?;
        store::guesses::mark_refusal_sent(tx, &address, &digest, &guard::instant(now))?;
        Ok(None)
    }
}

/// Records a handled message with its outcome, received at `now` (the service's
/// now: `--now` when given, so that simulated time counts answers per hour too).
pub(super) fn record(
    tx: &Connection,
    msg: &IncomingMessage,
    handled: &Handled,
    source: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), ArbiterError> {
    let received_at = now.to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    store::record_message(
        tx,
        &store::MessageRecord {
            key: &msg.key,
            sender: msg.sender.as_deref(),
            subject: msg.subject.as_deref(),
            game_id: handled.game,
            outcome: handled.outcome,
            detail: &handled.detail,
            source,
            received_at: &received_at,
        },
    )?;
    Ok(())
}

/// Why a message with no command was not used, as precisely as the message allows.
pub(super) fn nothing_found(msg: &IncomingMessage, lines: &[String]) -> String {
    if msg.body.is_none() && msg.attachments > 0 {
        return "the message has only attachments; write your move in the text of the message"
            .into();
    }
    if lines.iter().all(|l| l.trim().is_empty()) {
        return "the message is empty: write your move (or a command such as \"board\") alone on a line".into();
    }
    let mut reason =
        "no move or command was found: write your move alone on a line, like \"Nf3\" or \"12... Nf6\"".to_string();
    if msg.encoding_problem {
        reason.push_str(" (part of the message is in a character set I could not read; plain UTF-8 text works best)");
    }
    reason
}
