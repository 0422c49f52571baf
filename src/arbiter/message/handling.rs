//! The transaction that turns one message into commands and replies: the reading
//! before the write lock, finding the game, sender authentication, carrying out the
//! commands, refusals, confirmations, held messages. The top of the service floor.

use std::borrow::Cow;

use rusqlite::Connection;

use crate::arbiter::auth::{self};
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::errors::Refusal;
use crate::arbiter::office::{AnswerNote, Arbiter, Handled, MessageOutcome, Office};
use crate::corr::ids::GameId;
use crate::mail::command::{self, Command};
use crate::mail::domain_auth::DomainVerdict;
use crate::mail::labels::without_label;
use crate::mail::message::{self, IncomingMessage};
use crate::mail::reply_text::{own_text, OwnText};
use crate::mail::subject::{self};
use crate::notation::syntax::{TurnSyntax, ORTHODOX};
use crate::notation::words::Phrase;
use crate::rules::VariantInfo;
use crate::store::{self, StoreError};

impl Arbiter {
    /// Handles one raw message in one transaction. A message handled before (same
    /// Message-ID, or same bytes when it has none) changes nothing.
    ///
    /// # Errors
    ///
    /// only failures of the service (store, templates); a player's mistake
    /// is an `Ok` with a queued error reply.
    pub fn handle(&mut self, raw: &[u8], source: &str) -> Result<Handled, ArbiterError> {
        self.handle_sized(raw, raw.len(), source)
    }

    /// [`Arbiter::handle`] for a message of `size` bytes of which `raw` may hold only
    /// the beginning: above the size limit only its header block is parsed,
    /// and the sender gets the refusal that says so.
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
        let mut results = self.handle_batch(&[RawMessage { raw, size, source }])?;
        results.pop().unwrap_or_else(|| {
            Err(ArbiterError::Corrupt {
                game: GameId::new(0),
                reason: "a batch of one gave no result".into(),
            })
        })
    }

    /// Handles several messages in ONE durable transaction (group commit, issue
    /// 23 §1): one fsync of the database for the batch instead of one per message.
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
    /// the first failure of the service itself (the store, the templates):
    /// nothing of the batch is committed then, and every message is tried again.
    /// A corrupt game is the `Err` of its own message only.
    pub fn handle_batch(
        &mut self,
        batch: &[RawMessage<'_>],
    ) -> Result<Vec<Result<Handled, ArbiterError>>, ArbiterError> {
        let own = &self.office.config.arbiter.address;
        // Reading the messages is done before the write transaction, which covers
        // only the database work; so is the DKIM/ARC check, which
        // asks DNS. The reads share one read transaction ([`Store::snapshot`]).
        let snapshot = self.store.snapshot()?;
        let read: Vec<(IncomingMessage, MessageCommands)> = batch
            .iter()
            .map(|m| {
                let msg = if m.size as u64 > self.max_message_bytes() {
                    message::parse_header_block(m.raw, m.size, own)
                } else {
                    message::parse(m.raw, own)
                };
                let mut commands_read = self.office.read(&snapshot, &msg);
                commands_read.unverified = self.domain_check(m.raw, &msg);
                (msg, commands_read)
            })
            .collect();
        drop(snapshot);
        // Only this batch's boards go to the delivery: those of replies queued
        // before (clocks, commands) are read from the store as always.
        self.office.drawn.borrow_mut().clear();
        let time_limit = self.office.config.mail.batch_time.get();
        let started = std::time::Instant::now();
        let tx = self.store.transaction()?;
        let mut results = Vec::with_capacity(batch.len());
        for (m, (msg, commands_read)) in batch.iter().zip(&read) {
            // `[mail] batch_time`: commit what is done, the rest waits for the next
            // batch (always at least one message per batch).
            if !results.is_empty() && started.elapsed() >= time_limit {
                break;
            }
            tx.execute_batch("SAVEPOINT message")
                .map_err(StoreError::from)?;
            match self
                .office
                .one_message(&tx, msg, commands_read, m.raw, m.source)
            {
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
    /// the bytes kept when it was held, whatever the inbox kind. A held part of a
    /// mail with turns for several games (its key `<id>#game-12`) is judged alone:
    /// that game's part of the mail, as if the mail held nothing else.
    ///
    /// # Errors
    ///
    /// [`Refusal::NotHeld`](crate::arbiter::Refusal::NotHeld) when no message with that key is held;
    /// [`ArbiterError::Store`].
    pub fn release(&mut self, key: &str) -> Result<Handled, ArbiterError> {
        // The DKIM/ARC check asks DNS: done on the kept bytes before the transaction.
        let unverified = match store::held_raw(self.store.conn(), key)? {
            Some(raw) => {
                let own = &self.office.config.arbiter.address;
                self.domain_check(&raw, &message::parse(&raw, own))
            }
            None => None,
        };
        let tx = self.store.transaction()?;
        let Some((source, raw)) = store::take_held(&tx, key)? else {
            return Err(Refusal::NotHeld(key.to_string()).into());
        };
        let own = &self.office.config.arbiter.address;
        let mut msg = message::parse(&raw, own);
        // A held part of a mail for several games: only that game's part is
        // judged again, under the part's own key.
        let part = part_of(key, &msg.key);
        if part.is_some() {
            msg.key = key.to_string();
        }
        let mut commands_read = self.office.read(&tx, &msg);
        if let Some(game) = part {
            commands_read = commands_read.only_part(game);
        }
        commands_read.unverified = unverified;
        let budget = self.office.config.limits.budget();
        let office = &self.office;
        office.answer_notes.borrow_mut().clear();
        let handled = match crate::rules::budget::within(budget, || {
            office.process(&tx, &msg, &commands_read)
        }) {
            Ok(handled) => with_leftover_notes(handled?, office.leftover_answer_notes()),
            Err(exceeded) => {
                return Ok(Handled {
                    outcome: MessageOutcome::Held,
                    detail: format!("still held: {exceeded}"),
                    game: None,
                })
            }
        };
        if handled.outcome == MessageOutcome::Held {
            store::keep_held_raw(&tx, &msg.key, &raw)?;
        }
        record(&tx, &msg, &handled, &source, self.office.now())?;
        keep_held_parts(&tx, &msg, &handled, &raw, &source, self.office.now())?;
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
    pub(crate) fn domain_check(&self, raw: &[u8], msg: &IncomingMessage) -> Option<Phrase> {
        let verifier = self.domain_verifier.as_ref()?;
        if msg.automatic.is_some()
            || msg.forged.is_some()
            || msg.size as u64 > self.max_message_bytes()
            || auth::confirmation_token(msg, &self.office.config.arbiter.address).is_some()
        {
            return None;
        }
        let sender = msg.sender.as_deref()?;
        let Some((_, domain)) = sender.rsplit_once('@') else {
            return Some(Phrase::new("proof-no-domain").with("sender", sender));
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
pub(crate) struct MessageCommands {
    pub(crate) own: OwnText,
    /// The player's own words in the Subject ([`subject::own_words`]), read for
    /// commands when the body holds none.
    subject: String,
    /// The variant whose syntax `read` was read with (`None`: the orthodox one).
    variant: Option<&'static str>,
    read: ReadLines,
    /// Why the mail is not authenticated by its `From:` domain (DKIM/ARC), when `[auth] verify_dkim = "require"`; `None` otherwise.
    pub(crate) unverified: Option<Phrase>,
}

/// The lines of a mail (or of one game's part of it) as one game's syntax reads
/// them ([`read_commands`]).
#[derive(Default, Clone)]
pub(crate) struct ReadLines {
    /// The lines the commands were read from (the Subject's words when the
    /// body held no command).
    pub(crate) lines: Vec<String>,
    /// The commands, in order.
    pub(crate) commands: Vec<Command>,
    /// The body's lines that gave no command and are no ordinary prose, to be
    /// named back as not read ([`command::unread_lines`]).
    pub(crate) unread: Vec<String>,
}

impl MessageCommands {
    pub(crate) fn new(
        own: OwnText,
        subject: String,
        variant: Option<&'static VariantInfo>,
    ) -> MessageCommands {
        let read = read_commands(&own, &subject, variant);
        MessageCommands {
            own,
            subject,
            variant: variant.map(|v| v.id),
            read,
            unverified: None,
        }
    }

    /// The mail's part for `game` alone (a `Game N` line and the part's lines),
    /// to judge a held part again; no part for `game`: no lines at all.
    pub(crate) fn only_part(self, game: GameId) -> MessageCommands {
        let mut lines = vec![format!("Game {game}")];
        if let Some((_, part)) = command::game_parts(&self.own.lines)
            .into_iter()
            .flat_map(|split| split.parts)
            .find(|(id, _)| *id == game)
        {
            lines.extend(part);
        }
        let own = OwnText {
            lines,
            ended_at_bare_dashes: false,
        };
        MessageCommands::new(own, String::new(), None)
    }

    /// The lines, commands and unread lines as the game's `variant` reads them
    /// (borrowed when the guess was right, so nothing is copied inside the
    /// transaction).
    pub(crate) fn for_variant(&self, variant: Option<&'static VariantInfo>) -> Cow<'_, ReadLines> {
        if variant.map(|v| v.id) == self.variant {
            Cow::Borrowed(&self.read)
        } else {
            Cow::Owned(read_commands(&self.own, &self.subject, variant))
        }
    }
}

/// The player's lines (with a final bare `--` when the variant reads it as a turn,
/// and a move label such as `Move:` or `Zug:` dropped: [`without_label`]), the
/// commands in them and the lines not read. When the lines hold no command, the
/// player's own words of the Subject (`subject`) are read as one line instead: a
/// move written there counts, and the body wins when both hold one.
pub(crate) fn read_commands(
    own: &OwnText,
    subject: &str,
    variant: Option<&'static VariantInfo>,
) -> ReadLines {
    let syntax: &dyn TurnSyntax = variant.map_or(&ORTHODOX, |v| v.syntax);
    let mut lines: Vec<String> = own
        .lines
        .iter()
        .map(|line| without_label(line).to_string())
        .collect();
    if own.ended_at_bare_dashes && syntax.dashes_are_a_turn() {
        lines.push("--".into());
    }
    let commands = command::parse(&lines, syntax);
    // Named back as the player wrote them, move label and all.
    let unread = own
        .lines
        .iter()
        .zip(&lines)
        .filter(|(_, read)| command::is_unread(read, syntax))
        .map(|(written, _)| written.trim().to_string())
        .collect();
    let subject = without_label(subject);
    if commands.is_empty() && !subject.trim().is_empty() {
        let subject_line = vec![subject.to_string()];
        let from_subject = command::parse(&subject_line, syntax);
        if !from_subject.is_empty() {
            return ReadLines {
                lines: subject_line,
                commands: from_subject,
                unread,
            };
        }
    }
    ReadLines {
        lines,
        commands,
        unread,
    }
}

/// One message of a batch: its bytes (at most the size limit plus the header
/// room), its whole size, and where it came from (the Maildir id or IMAP UID).
#[derive(Clone, Copy, Debug)]
pub struct RawMessage<'a> {
    /// The message's bytes, cut at the size limit plus the header room.
    pub raw: &'a [u8],
    /// The whole message's size, in bytes.
    pub size: usize,
    /// Where it came from: the Maildir id or the IMAP UID.
    pub source: &'a str,
}

impl Office {
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
        commands_read: &MessageCommands,
        raw: &[u8],
        source: &str,
    ) -> Result<Handled, ArbiterError> {
        if store::message_seen(tx, &msg.key)? {
            return Ok(Handled {
                outcome: MessageOutcome::Duplicate,
                detail: format!("{} was handled before", msg.key),
                game: None,
            });
        }
        // Checking runs within the search budget. Past it, everything
        // the processing wrote is rolled back (to this message's savepoint), and
        // the message is held for the organisers instead.
        let budget = self.config.limits.budget();
        self.answer_notes.borrow_mut().clear();
        let checked = crate::rules::budget::within(budget, || self.process(tx, msg, commands_read));
        let handled = match checked {
            Ok(handled) => {
                let handled = handled?;
                if handled.outcome == MessageOutcome::Held {
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
        let handled = with_leftover_notes(handled, self.leftover_answer_notes());
        record(tx, msg, &handled, source, self.now())?;
        keep_held_parts(tx, msg, &handled, raw, source, self.now())?;
        Ok(handled)
    }

    /// Reads a message's own text and commands before any write lock is taken.
    pub(crate) fn read(&self, conn: &Connection, msg: &IncomingMessage) -> MessageCommands {
        if msg.automatic.is_some() || msg.forged.is_some() || msg.body.is_none() {
            return MessageCommands::default();
        }
        let own = msg.body.as_deref().map(own_text).unwrap_or_default();
        // A guess only: a failed read here is read again inside the transaction.
        let game = msg
            .sender
            .as_deref()
            .and_then(|sender| self.find_game(conn, msg, sender).ok().flatten());
        let variant = game
            .and_then(|id| store::variant_of(conn, id).ok().flatten())
            .and_then(|v| crate::rules::variant(&v).ok());
        let subject = subject_words(conn, msg, game);
        MessageCommands::new(own, subject, variant)
    }
}

/// The most thread references looked up for the subject answered.
const THREAD_LOOKUPS: usize = 20;

/// `handled` with the notes that no answer took (the sender got none: over the
/// hourly limit, or held) added to its detail, so that the organisers still
/// read the lines that were not read.
fn with_leftover_notes(handled: Handled, notes: Vec<AnswerNote>) -> Handled {
    if notes.is_empty() {
        return handled;
    }
    let texts: Vec<String> = notes
        .into_iter()
        .map(|n| n.text.replace('\n', " "))
        .collect();
    Handled {
        detail: format!(
            "{}; not in any answer: {}",
            handled.detail,
            texts.join(" | ")
        ),
        ..handled
    }
}

/// The player's own words in the Subject of `msg`: without the reply prefixes, the
/// tags, and the subjects of the arbiter's messages it may answer (those its
/// thread references name, and the last one sent to the sender about `game`).
/// A store that cannot be read leaves the arbiter's subjects unknown: their words
/// are then read like the player's (they read as prose, not as commands).
fn subject_words(conn: &Connection, msg: &IncomingMessage, game: Option<GameId>) -> String {
    let Some(subject) = msg.subject.as_deref() else {
        return String::new();
    };
    let nearest = &msg.thread[..msg.thread.len().min(THREAD_LOOKUPS)];
    let mut ours = store::subjects_of_our_messages(conn, nearest).unwrap_or_default();
    if let (Some(game), Some(sender)) = (game, msg.sender.as_deref()) {
        ours.extend(store::last_subject_to(conn, game, sender).ok().flatten());
    }
    subject::own_words(subject, &ours)
}

/// Records a handled message with its outcome, received at `now` (the service's
/// now: `--now` when given, so that simulated time counts answers per hour too).
pub(crate) fn record(
    tx: &Connection,
    msg: &IncomingMessage,
    handled: &Handled,
    source: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), ArbiterError> {
    record_as(tx, &msg.key, msg, handled, source, now)
}

/// Keeps each held part of a mail with turns for several games for the
/// organisers, when the mail itself is not held (a held mail is kept whole):
/// a `held` record under the part's key ([`part_key`]) and the mail's bytes,
/// so that `arbiter held list` shows it and `arbiter held release` judges that
/// part alone again.
fn keep_held_parts(
    tx: &Connection,
    msg: &IncomingMessage,
    handled: &Handled,
    raw: &[u8],
    source: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), ArbiterError> {
    if handled.outcome == MessageOutcome::Held {
        return Ok(());
    }
    for (game, detail) in store::held_parts(tx, &msg.key)? {
        let key = part_key(&msg.key, game);
        if store::message_seen(tx, &key)? {
            continue;
        }
        store::keep_held_raw(tx, &key, raw)?;
        let part = Handled {
            outcome: MessageOutcome::Held,
            detail,
            game: Some(game),
        };
        record_as(tx, &key, msg, &part, source, now)?;
    }
    Ok(())
}

/// [`record`] under the key `key` (a held part's own, [`part_key`]).
fn record_as(
    tx: &Connection,
    key: &str,
    msg: &IncomingMessage,
    handled: &Handled,
    source: &str,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), ArbiterError> {
    let received_at = now.to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    store::record_message(
        tx,
        &store::MessageRecord {
            key,
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

/// The key under which a held part of the mail `mail_key` is kept for the
/// organisers (`arbiter held list`, `arbiter held release`): the mail's key
/// and the part's game, `<id@example.org>#game-12`.
fn part_key(mail_key: &str, game: GameId) -> String {
    format!("{mail_key}#game-{game}")
}

/// The game of the held part `key` of the mail `mail_key` ([`part_key`]);
/// `None` when `key` is the mail's own.
fn part_of(key: &str, mail_key: &str) -> Option<GameId> {
    key.strip_prefix(mail_key)?
        .strip_prefix("#game-")?
        .parse()
        .ok()
}
