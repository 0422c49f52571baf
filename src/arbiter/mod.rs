//! The arbiter service: an incoming message becomes commands, the commands are
//! checked and played on the game, and the turn, the message record and the replies
//! are written in ONE SQLite transaction. Mail code and rules meet only here.

pub mod auth;
mod by_mail;
mod compose;
mod deadlines;
mod events;
mod organiser;
mod personal;
mod play;
mod swiss_rounds;
mod verify;

use std::borrow::Cow;
use std::sync::atomic::{AtomicU64, Ordering};

use lettre::message::Mailbox;
use rusqlite::Connection;
use thiserror::Error;

use crate::board::geometry::Color;
use crate::config::{Config, ConfigError, Paths};
use crate::corr::clock::{Clock, TimeControl};
use crate::mail::command::{self, Command};
use crate::mail::domain_auth::{DomainVerdict, DomainVerifier};
use crate::mail::message::{self, IncomingMessage};
use crate::mail::outbound::{self, Outbound, OutboundError};
use crate::mail::reply_text::{own_text, OwnText};
use crate::notation::syntax::{TurnSyntax, ORTHODOX};
use crate::output::drawing::Board;
use crate::output::templates::{TemplateError, Templates};
use crate::rules::game::{GameError, GameRecord, TurnRecord};
use crate::rules::{Options, Outcome, RulesError, VariantInfo};
use crate::store::{self, Store, StoreError, StoredGame};
use auth::Pending;
use compose::Refused;

pub use by_mail::{read_proposal, Proposal};
pub use deadlines::{ClockLine, ClockReport};
pub use events::{NewTournament, TournamentError, Withdrawal};
pub use organiser::{parse_result, OrganiserAction, OrganiserError};
pub use personal::{checked_leave, SettingError};
pub use play::Event;
pub use verify::Verification;

/// A failure of the service itself (not of a player's message, which gets a reply).
#[derive(Debug, Error)]
pub enum ArbiterError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Template(#[from] TemplateError),
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error(transparent)]
    Outbound(#[from] OutboundError),
    #[error("there is no game {0}")]
    NoSuchGame(i64),
    #[error("game {game}: {reason}")]
    Corrupt { game: i64, reason: String },
    #[error("no message {0} is held")]
    NotHeld(String),
    #[error("{0:?} is not an e-mail address")]
    Address(String),
    #[error("the operating system's random source failed: {0}")]
    Random(String),
    #[error("cannot encode the commands waiting for confirmation: {0}")]
    Encode(String),
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A player's setting refused (issue 13 §3, §4).
    #[error(transparent)]
    Setting(#[from] SettingError),
    /// An organiser's command that does not fit the game (issue 13 §6).
    #[error(transparent)]
    Organiser(#[from] OrganiserError),
    /// A tournament command that does not fit the tournament (issue 13 §7).
    #[error(transparent)]
    Tournament(#[from] TournamentError),
    /// A Swiss round that could not be paired (issue 13 §7): nothing was paired.
    #[error(transparent)]
    Pairing(#[from] crate::corr::swiss::PairingError),
    #[error("{}: {source}", .path.display())]
    Io {
        path: std::path::PathBuf,
        #[source]
        source: std::io::Error,
    },
}

/// What became of one incoming message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handled {
    /// `applied`, `refused`, `answered`, `unconfirmed` (a confirmation request went
    /// to the registered address, issue 12 §3), `rate-limited` (an answer to the
    /// sender alone was due but the sender had too many in the last hour, issue 12
    /// §5), `ignored-automatic`, `unreadable`, `duplicate`.
    pub outcome: &'static str,
    /// Words for the log and the messages table.
    pub detail: String,
    pub game: Option<i64>,
}

/// How many replies a delivery round sent and how many failed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Delivery {
    pub sent: usize,
    pub failed: usize,
}

/// The arbiter: the store, and what the replies need.
pub struct Arbiter {
    store: Store,
    service: Service,
    /// `transport.retry_backoff`: the unit of the wait after a failed sending.
    retry_backoff: std::time::Duration,
    /// The DKIM/ARC check of the sender's domain, when `[auth] verify_dkim` asks for
    /// it (issue 12 §3).
    domain_verifier: Option<DomainVerifier>,
}

/// Configuration, templates and the From mailbox: everything but the store, so that
/// reply composing can run while a transaction holds the store.
pub struct Service {
    config: Config,
    templates: Templates,
    from: Mailbox,
    /// `--now`: the time taken as now (tests, replays); `None`: the system clock.
    now: Option<chrono::DateTime<chrono::Utc>>,
    /// `clock.reminders` in seconds before a deadline.
    reminders: Vec<i64>,
}

static SEQUENCE: AtomicU64 = AtomicU64::new(0);

impl Arbiter {
    /// Opens the store under the data directory (creating it) with these settings.
    ///
    /// Errors: [`ArbiterError::Io`] when the data directory cannot be made;
    /// [`ArbiterError::Store`]; [`ArbiterError::Outbound`] for a bad arbiter address.
    pub fn open(config: Config, paths: &Paths) -> Result<Arbiter, ArbiterError> {
        std::fs::create_dir_all(&paths.data_dir).map_err(|source| ArbiterError::Io {
            path: paths.data_dir.clone(),
            source,
        })?;
        let store = Store::open(&paths.database)?;
        let templates = Templates::new(paths.templates.as_deref());
        let from = outbound::arbiter_mailbox(&config.arbiter.name, &config.arbiter.address)?;
        let retry_backoff = config
            .retry_backoff()
            .unwrap_or(std::time::Duration::from_secs(60));
        let reminders = config.reminders()?;
        let domain_verifier = DomainVerifier::from_config(&config.auth)?;
        Ok(Arbiter {
            retry_backoff,
            domain_verifier,
            store,
            service: Service {
                config,
                templates,
                from,
                now: None,
                reminders,
            },
        })
    }

    /// The database connection, for reads.
    pub fn conn(&self) -> &Connection {
        self.store.conn()
    }

    /// Makes a game and queues the first message to both players; returns its number.
    ///
    /// Errors: [`ArbiterError::Rules`] for an unknown variant, option or bad FEN;
    /// [`ArbiterError::Address`] for a bad player address; [`ArbiterError::Store`].
    pub fn create_game(
        &mut self,
        variant: &str,
        options: &Options,
        white: &str,
        black: &str,
        fen: Option<&str>,
    ) -> Result<i64, ArbiterError> {
        self.create_game_timed(variant, options, white, black, fen, None)
    }

    /// [`Arbiter::create_game`] with a time control (issue 13 §1): the clock of the
    /// side to move starts at the arbiter's now, and the first messages show it.
    ///
    /// Errors: as [`Arbiter::create_game`].
    pub fn create_game_timed(
        &mut self,
        variant: &str,
        options: &Options,
        white: &str,
        black: &str,
        fen: Option<&str>,
        time_control: Option<TimeControl>,
    ) -> Result<i64, ArbiterError> {
        let tx = self.store.transaction()?;
        let id = new_game_in(
            &self.service,
            &tx,
            variant,
            options,
            (white, black),
            fen,
            time_control,
            None,
        )?;
        tx.commit().map_err(StoreError::from)?;
        Ok(id)
    }

    /// A stored game and its record, loaded without a replay and checked cheaply
    /// (see `load`).
    ///
    /// Errors: [`ArbiterError::NoSuchGame`]; [`ArbiterError::Corrupt`].
    pub fn game(&self, id: i64) -> Result<(StoredGame, GameRecord), ArbiterError> {
        load(self.store.conn(), id)?.ok_or(ArbiterError::NoSuchGame(id))
    }

    /// The address a player's Reply button writes to about game `id`: the arbiter's
    /// address with the player's code for the game as a plus-address
    /// (`arbiter+g12-k7f3qxyz@host`, issue 12 §3). `None` when `player` has no code
    /// in that game (not a player, or no message about the game sent yet).
    ///
    /// Errors: [`ArbiterError::Store`].
    pub fn reply_address(&self, id: i64, player: &str) -> Result<Option<String>, ArbiterError> {
        let own = &self.service.config.arbiter.address;
        Ok(
            store::secret_of(self.store.conn(), id, &player.trim().to_ascii_lowercase())?
                .map(|secret| auth::plus_address(own, &auth::game_tag(id, &secret))),
        )
    }

    /// Replays a stored game from its start and compares every stored turn, key,
    /// position and the result with the replay (`arbiter game verify`).
    ///
    /// Errors: [`ArbiterError::NoSuchGame`]; [`ArbiterError::Store`].
    pub fn verify(&self, id: i64) -> Result<Verification, ArbiterError> {
        verify::verify(self.store.conn(), id)?.ok_or(ArbiterError::NoSuchGame(id))
    }

    /// Handles one raw message in one transaction. A message handled before (same
    /// Message-ID, or same bytes when it has none) changes nothing.
    ///
    /// Errors: only failures of the service (store, templates); a player's mistake
    /// is an `Ok` with a queued error reply.
    pub fn handle(&mut self, raw: &[u8], source: &str) -> Result<Handled, ArbiterError> {
        self.handle_sized(raw, raw.len(), source)
    }

    /// The configured size limit of an incoming message, in bytes.
    pub fn max_message_bytes(&self) -> u64 {
        self.service.config.mail.max_message_bytes
    }

    /// [`Arbiter::handle`] for a message of `size` bytes of which `raw` may hold only
    /// the beginning: above the size limit only its header block is parsed (issue 12
    /// §6), and the sender gets the refusal that says so.
    ///
    /// Errors: as [`Arbiter::handle`].
    pub fn handle_sized(
        &mut self,
        raw: &[u8],
        size: usize,
        source: &str,
    ) -> Result<Handled, ArbiterError> {
        let own = &self.service.config.arbiter.address;
        let msg = if size as u64 > self.max_message_bytes() {
            message::parse_header_block(raw, size, own)
        } else {
            message::parse(raw, own)
        };
        // Reading the message is done before the write transaction, which covers only
        // the database work (issue 12 §6); so is the DKIM/ARC check, which asks DNS.
        let mut reading = self.service.read(self.store.conn(), &msg);
        reading.unverified = self.domain_check(raw, &msg);
        let tx = self.store.transaction()?;
        if store::message_seen(&tx, &msg.key)? {
            return Ok(Handled {
                outcome: "duplicate",
                detail: format!("{} was handled before", msg.key),
                game: None,
            });
        }
        // Checking runs within the search budget (issue 9 §4). Past it, everything
        // the processing wrote is rolled back, and the message is held for the
        // organisers instead, in a new transaction.
        let budget = self.service.config.limits.budget();
        let service = &self.service;
        let checked = crate::rules::budget::within(budget, || service.process(&tx, &msg, &reading));
        let (tx, handled) = match checked {
            Ok(handled) => (tx, handled?),
            Err(exceeded) => {
                drop(tx);
                let tx = self.store.transaction()?;
                tracing::warn!(key = %msg.key, error = %exceeded, "message held for the organisers");
                store::keep_held_raw(&tx, &msg.key, raw)?;
                let handled = self.service.hold(&tx, &msg, source, &exceeded)?;
                (tx, handled)
            }
        };
        record(&tx, &msg, &handled, source, self.service.now())?;
        tx.commit().map_err(StoreError::from)?;
        Ok(handled)
    }

    /// The messages held for the organisers (issue 9 §4), oldest first.
    ///
    /// Errors: [`ArbiterError::Store`].
    pub fn held(&self) -> Result<Vec<store::HeldMessage>, ArbiterError> {
        Ok(store::held_messages(self.store.conn())?)
    }

    /// Judges a held message again, under the budget now configured: its `held`
    /// record is replaced by the new outcome in one transaction (so a release that
    /// passes the budget again leaves it held, unchanged). The message is read from
    /// the bytes kept when it was held, whatever the inbox kind.
    ///
    /// Errors: [`ArbiterError::NotHeld`] when no message with that key is held;
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
        record(&tx, &msg, &handled, &source, self.service.now())?;
        tx.commit().map_err(StoreError::from)?;
        Ok(handled)
    }

    /// How long until the next waiting reply is due: `Some(ZERO)` when one is due
    /// now, `None` when nothing waits. The daemon sleeps no longer than this, so a
    /// retry goes out on time, not at the next poll.
    ///
    /// Errors: [`ArbiterError::Store`].
    pub fn next_delivery_in(&self) -> Result<Option<std::time::Duration>, ArbiterError> {
        let Some(text) = store::next_attempt_at(self.store.conn())? else {
            return Ok(None);
        };
        let Ok(at) = chrono::DateTime::parse_from_rfc3339(&text) else {
            return Ok(Some(std::time::Duration::ZERO));
        };
        let wait = at.with_timezone(&chrono::Utc) - chrono::Utc::now();
        Ok(Some(wait.to_std().unwrap_or(std::time::Duration::ZERO)))
    }

    /// Where reading the IMAP mailbox `mailbox` stopped: (UIDVALIDITY, last UID up
    /// to which every message was handled); issue 12 §1.
    ///
    /// Errors: [`ArbiterError::Store`].
    pub fn imap_position(&self, mailbox: &str) -> Result<Option<(u32, u32)>, ArbiterError> {
        Ok(store::imap_position(self.store.conn(), mailbox)?)
    }

    /// Remembers where reading the IMAP mailbox `mailbox` stopped.
    ///
    /// Errors: [`ArbiterError::Store`].
    pub fn save_imap_position(
        &self,
        mailbox: &str,
        uid_validity: u32,
        last_uid: u32,
    ) -> Result<(), ArbiterError> {
        Ok(store::save_imap_position(
            self.store.conn(),
            mailbox,
            uid_validity,
            last_uid,
        )?)
    }

    /// Sends the replies that are due; each is marked sent (or failed, to be tried
    /// again later with backoff) in its own small transaction. Tournament results
    /// not yet announced get their crosstable mail queued first
    /// ([`Arbiter::announce_results`]), so every poll and command that sends mail
    /// announces the results it made.
    ///
    /// Errors: [`ArbiterError::Store`], [`ArbiterError::Template`]; sending
    /// failures are counted, not returned.
    pub fn deliver(&mut self, transport: &Outbound) -> Result<Delivery, ArbiterError> {
        self.deliver_until(transport, &std::sync::atomic::AtomicBool::new(false))
    }

    /// [`Arbiter::deliver`] that stops between two replies once `stop` is set
    /// (SIGTERM, issue 12 §7); the rest wait in the outbox.
    ///
    /// Errors: as [`Arbiter::deliver`].
    pub fn deliver_until(
        &mut self,
        transport: &Outbound,
        stop: &std::sync::atomic::AtomicBool,
    ) -> Result<Delivery, ArbiterError> {
        self.announce_results()?;
        let due = store::due_replies(self.store.conn(), &store::now())?;
        let mut delivery = Delivery::default();
        for reply in due {
            if stop.load(std::sync::atomic::Ordering::SeqCst) {
                break;
            }
            let html = self.html_part(&reply);
            let to_name =
                store::clock_tables::player(self.store.conn(), &reply.to)?.and_then(|p| p.name);
            let parts = outbound::Parts {
                to_name: to_name.as_deref(),
                html: html.as_deref(),
            };
            match transport.send(&reply, &self.service.from, &parts) {
                Ok(()) => {
                    store::mark_sent(self.store.conn(), reply.id)?;
                    delivery.sent += 1;
                }
                Err(e) => {
                    let attempts = reply.attempts + 1;
                    let wait = self.retry_backoff.saturating_mul(1u32 << attempts.min(6));
                    let wait = chrono::Duration::from_std(wait)
                        .unwrap_or_else(|_| chrono::Duration::seconds(3600));
                    let next = (chrono::Utc::now() + wait)
                        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
                    store::mark_failed(
                        self.store.conn(),
                        reply.id,
                        &e.to_string(),
                        &next,
                        attempts >= 10,
                    )?;
                    tracing::warn!(reply = reply.id, to = %reply.to, error = %e, "reply not sent");
                    delivery.failed += 1;
                }
            }
        }
        Ok(delivery)
    }
}

impl Arbiter {
    /// Why the message is not authenticated by the domain of its `From:` (DKIM, or
    /// ARC from a trusted sealer; issue 12 §3), when `[auth] verify_dkim =
    /// "require"`; `None` when it is, or when the switch is off, or when the check
    /// cannot matter (automatic, forged, unreadable or oversized mail is never
    /// applied; the answer to a confirmation request is proven by its token, which
    /// only the registered address received). Network I/O, bounded by
    /// `[auth] dkim_timeout`: call it outside any transaction.
    fn domain_check(&self, raw: &[u8], msg: &IncomingMessage) -> Option<String> {
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

    /// The HTML part of a queued reply (issue 12 §8), rendered now from its text and
    /// its board; `None` (the reply goes out as text alone, logged) when the
    /// operator's `reply.html` does not render or the stored board does not read:
    /// a reply is never kept back for its HTML.
    fn html_part(&self, reply: &store::QueuedReply) -> Option<String> {
        let board = match reply.board.as_deref().map(serde_json::from_str::<Board>) {
            Some(Ok(board)) => Some(board),
            Some(Err(e)) => {
                tracing::warn!(reply = reply.id, error = %e, "stored board unreadable");
                None
            }
            None => None,
        };
        let templates = &self.service.templates;
        match templates.html(&reply.subject, &reply.body, board.as_ref()) {
            Ok(html) => Some(html),
            Err(e) => {
                tracing::warn!(reply = reply.id, error = %e, "no HTML part");
                None
            }
        }
    }
}

/// What is read from a message before the write transaction (issue 12 §6): the
/// player's own text and the commands in it, read with the syntax of the game the
/// message seems to be about. The game is guessed with plain reads (no write lock);
/// the transaction finds it again, and reads the lines again only in the rare case
/// that it turns out to be a game of another variant.
#[derive(Default)]
struct Reading {
    own: OwnText,
    /// The variant whose syntax `commands` were read with (`None`: the orthodox one).
    variant: Option<&'static str>,
    lines: Vec<String>,
    commands: Vec<Command>,
    /// Why the mail is not authenticated by its `From:` domain (DKIM/ARC, issue 12
    /// §3), when `[auth] verify_dkim = "require"`; `None` otherwise.
    unverified: Option<String>,
}

impl Reading {
    fn new(own: OwnText, variant: Option<&'static VariantInfo>) -> Reading {
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
    fn for_variant(
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
fn read_commands(
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

/// One message being handled, with what its answers depend on.
struct Letter<'a> {
    msg: &'a IncomingMessage,
    /// The sender's address (From), lower-cased.
    sender: &'a str,
    /// Why answers to the sender alone are not sent (the rate limit, issue 12 §5).
    quiet: Option<String>,
}

impl Service {
    /// Reads a message's own text and commands before any write lock is taken.
    fn read(&self, conn: &Connection, msg: &IncomingMessage) -> Reading {
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

    fn process(
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
        if let Some(token) = auth::confirmation_token(msg, own_address) {
            // The token of a challenge (issue 13 §5) or of a kept command (§3).
            if let Some(handled) = self.answer_challenge(tx, &letter, &token, &reading.own.lines)? {
                return Ok(handled);
            }
            return self.confirm(tx, &letter, &token);
        }
        // A challenge, or an organiser's command (issue 13 §5, §6).
        if let Some(handled) = self.by_mail(tx, &letter, &reading.own.lines)? {
            return Ok(handled);
        }
        // The game first: its variant says how the lines are read (issue 8 §1).
        // Only the stored variant id is needed here; the game itself is loaded (and
        // checked) once the message turns out to be more than a request for help.
        let game_id = self.find_game(tx, msg, sender)?;
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
            // Name, time zone, leave: the player's, not one game's (issue 13 §3, §4).
            // They change clocks and PGN tags, so like a move they count only from a
            // mail that carries the player's code for a game (issue 12 §3).
            let own_address = &self.config.arbiter.address;
            let carried = match game_id {
                Some(id) if self.config.auth.require_secret => auth::secret_for(tx, id, sender)?
                    .is_some_and(|secret| auth::carries_secret(msg, own_address, id, &secret)),
                _ => !self.config.auth.require_secret,
            };
            if let Some(why) = reading.unverified.as_deref().filter(|_| carried) {
                let reason = format!(
                    "a name, time zone or leave counts only from a mail that its domain \
                     authenticates, and {why}"
                );
                return self.refuse(tx, &letter, Refused::new(game_id, &reason));
            }
            if !carried {
                let reason = "a name, time zone or leave counts only in a reply to one of my \
                              messages about your game (the reply carries your code for it; a \
                              mail without it could come from anyone)";
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
                if done.changed() {
                    let carried = !self.config.auth.require_secret
                        || auth::secret_for(tx, game_id, sender)?.is_some_and(|secret| {
                            auth::carries_secret(msg, own_address, game_id, &secret)
                        });
                    // Both must hold when mail-auth verification is on: the code,
                    // and the sender's domain (issue 12 §3, "lacks it or fails DKIM").
                    let why = match (carried, reading.unverified.as_deref()) {
                        (true, None) => None,
                        (false, None) => {
                            Some(format!("it did not carry your code for game {game_id}"))
                        }
                        (true, Some(dkim)) => Some(dkim.to_string()),
                        (false, Some(dkim)) => Some(format!(
                            "it did not carry your code for game {game_id}, and {dkim}"
                        )),
                    };
                    if let Some(why) = why {
                        return self.ask_confirmation(
                            tx, &letter, &game, color, &commands, &why, !carried,
                        );
                    }
                }
                self.carry_out(tx, &letter, &game, color, &done)
            }
        }
    }

    /// Writes accepted commands and queues their replies. A message that changes
    /// nothing (board, history, help) is answered unless the sender is over the rate
    /// limit.
    fn carry_out(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        game: &StoredGame,
        color: Color,
        done: &play::Done,
    ) -> Result<Handled, ArbiterError> {
        if !done.changed() {
            if let Some(why) = &letter.quiet {
                return Ok(rate_limited(why, &done.summary(), Some(game.id)));
            }
        }
        play::write(tx, game, done)?;
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

    /// Commands that would change a game came without the player's code (issue 12
    /// §3): they are kept with a fresh token and the game's stamp, and the registered
    /// address is asked to confirm them. Nothing in the game changes. `why` follows
    /// "because" in the request; `code_missing` says whether the code was among the
    /// reasons (not when only the sender's domain failed DKIM/ARC).
    #[allow(clippy::too_many_arguments)]
    fn ask_confirmation(
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
        store::add_confirmation(
            tx,
            &store::Confirmation {
                token: token.clone(),
                game_id: game.id,
                email: registered.to_string(),
                commands: serde_json::to_string(&kept)
                    .map_err(|e| ArbiterError::Encode(e.to_string()))?,
                stamp: store::game_stamp(tx, game.id)?.unwrap_or_default(),
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
    fn confirm(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        token: &str,
    ) -> Result<Handled, ArbiterError> {
        let Some(pending) = store::confirmation(tx, token)? else {
            let reason = format!(
                "this answers no confirmation request of mine (its token {token} is unknown); nothing was done: send your command again"
            );
            return self.refuse(tx, letter, Refused::new(None, &reason));
        };
        let game_id = pending.game_id;
        let kept: Vec<Pending> = serde_json::from_str(&pending.commands).unwrap_or_default();
        let what = auth::describe(&kept);
        if !pending.email.eq_ignore_ascii_case(letter.sender) {
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
        let stamp = store::game_stamp(tx, game_id)?;
        if stamp.as_deref() != Some(pending.stamp.as_str()) || kept.is_empty() {
            store::close_confirmation(tx, token, "stale")?;
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
                store::close_confirmation(tx, token, "stale")?;
                let reason = refusal.to_string();
                let refused = Refused {
                    status: &status,
                    ..Refused::new(Some(game_id), &reason)
                };
                self.refuse(tx, letter, refused)
            }
            Ok(done) => {
                store::close_confirmation(tx, token, "applied")?;
                // A confirmed change is always carried out and both players hear of it.
                let unlimited = Letter {
                    quiet: None,
                    ..*letter
                };
                let mut handled = self.carry_out(tx, &unlimited, &game, color, &done)?;
                handled.detail = format!("confirmed ({token}): {}", handled.detail);
                Ok(handled)
            }
        }
    }

    /// Why a message's `Sender:` may not send for its `From:` (issue 12 §3), if so.
    fn sender_mismatch(&self, msg: &IncomingMessage, sender: &str) -> Option<String> {
        let agent = msg.sender_header.as_deref()?;
        if agent.eq_ignore_ascii_case(sender) || self.config.auth.sender_allowed(agent) {
            return None;
        }
        Some(format!(
            "the message is from {sender} but was sent by {agent} (its Sender: header); \
             mail sent on someone else's behalf is not accepted unless the organiser allows that sender"
        ))
    }

    /// Why answers to `sender` alone are not sent now (issue 12 §5): the sender got
    /// the configured number of them in the rolling hour before (refusals,
    /// confirmation requests, help, the board; updates of a game are never limited).
    /// Organisers (`[arbiter] organisers`) have the players' limit. The hour ends at
    /// the service's now (`--now` when given).
    fn over_rate_limit(
        &self,
        tx: &Connection,
        sender: &str,
    ) -> Result<Option<String>, ArbiterError> {
        let player = store::plays_any_game(tx, sender)?;
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
        let count = store::answers_since(tx, sender, &since)?;
        Ok((count >= limit).then(|| {
            format!("{sender} had {count} answers in the last hour, the limit for {who} is {limit}")
        }))
    }

    /// Which game a message is about: the `[Game N]` tag, else the game of a
    /// `+gN-code` recipient address, else a thread reference to one of our replies,
    /// else the sender's only active game.
    fn find_game(
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
    /// game is not touched (issue 9 §4).
    fn hold(
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

    fn refuse(
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
        compose::error(self, tx, letter.msg, letter.sender, &refused)?;
        Ok(Handled {
            outcome: "refused",
            detail: refused.reason.to_string(),
            game: refused.game,
        })
    }

    /// A fresh Message-ID (without brackets) in the arbiter's domain.
    fn new_message_id(&self, game: Option<i64>) -> String {
        let domain = self
            .config
            .arbiter
            .address
            .rsplit('@')
            .next()
            .unwrap_or("localhost");
        let millis = chrono::Utc::now().timestamp_millis();
        let seq = SEQUENCE.fetch_add(1, Ordering::Relaxed);
        format!(
            "arbiter.{}.{millis}.{}.{seq}@{domain}",
            game.unwrap_or(0),
            std::process::id()
        )
    }
}

/// A message handled but not answered: the sender is over the rate limit (issue 12
/// §5). It is logged here and recorded with this outcome.
fn rate_limited(why: &str, what: &str, game: Option<i64>) -> Handled {
    tracing::warn!(reason = %why, "answer not sent: rate limit");
    Handled {
        outcome: "rate-limited",
        detail: format!("not answered ({why}): {what}"),
        game,
    }
}

/// Records a handled message with its outcome, received at `now` (the service's
/// now: `--now` when given, so that simulated time counts answers per hour too).
fn record(
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

/// Makes a game inside `tx` at the service's now, starts its clock (with a time
/// control) and queues the first message to both players; returns its number.
/// `players` is (White, Black); `event`, (tournament, round, board) for a game of a
/// tournament (filed before the first message, which names the event).
///
/// Errors: as [`Arbiter::create_game`].
#[allow(clippy::too_many_arguments)]
fn new_game_in(
    service: &Service,
    tx: &Connection,
    variant: &str,
    options: &Options,
    players: (&str, &str),
    fen: Option<&str>,
    time_control: Option<TimeControl>,
    event: Option<(i64, u32, u32)>,
) -> Result<i64, ArbiterError> {
    let white = checked_address(players.0)?;
    let black = checked_address(players.1)?;
    let record = GameRecord::new(variant, options, fen)?;
    let start = record.current().position_text();
    let id = store::create_game(
        tx,
        &store::NewGame {
            variant: record.variant.id,
            options,
            white: &white,
            black: &black,
            start_position: fen,
            current_position: &start,
        },
    )?;
    if let Some(at) = service.now {
        // A game made at a simulated time (`--now`) is dated then (PGN [Date]).
        store::clock_tables::set_created_at(tx, id, at)?;
    }
    if let Some(control) = time_control {
        let (_, to_move) = record.next_turn();
        let clock = Clock::start(control, to_move, service.now());
        store::clock_tables::save_clock(tx, id, &clock)?;
    }
    if let Some((tournament, round, board)) = event {
        store::tournament_tables::add_game(tx, tournament, id, round, board)?;
    }
    let game = store::load_game(tx, id)?.ok_or(ArbiterError::NoSuchGame(id))?;
    compose::new_game(service, tx, &game, &record)?;
    Ok(id)
}

fn checked_address(address: &str) -> Result<String, ArbiterError> {
    let trimmed = address.trim().to_ascii_lowercase();
    trimmed
        .parse::<lettre::Address>()
        .map_err(|_| ArbiterError::Address(address.to_string()))?;
    Ok(trimmed)
}

/// Why a message with no command was not used, as precisely as the message allows.
fn nothing_found(msg: &IncomingMessage, lines: &[String]) -> String {
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

/// Loads a game for a message, inside a transaction or on the plain connection,
/// without replaying it: the current position is read from its stored text and the
/// turns are taken as stored, with the repetition key kept for each of them
/// ([`GameRecord::resume`]). So the cost of a message hardly grows with the length of
/// its game.
///
/// Repetition (G1) needs the history, and there were two ways to have it without a
/// replay: read the stored positions since the last irreversible ply (halfmove clock
/// reset) and compute their keys, or keep each ply's key in a column of its own
/// (migration 2). The column was chosen: it needs no belief that no variant can ever
/// return to a position from before a reset of its clock (Revolving, ProDem and MUTD
/// change pieces, Momentum has pieces in motion), it costs no position reading at
/// all (up to 150 per message for the other way), and the counts are exactly those
/// of a replay. Turns stored before the column have their key computed here from
/// their position, and written with the game's next accepted turn.
///
/// Cheap checks on every load: the plies are 1, 2, ... without a gap, the last
/// turn's position (else the start position) is the game's current position, and
/// the current position text reads back to itself. A replay of every turn, which
/// also proves the turns themselves, is `arbiter game verify` ([`verify`]).
///
/// Errors: [`ArbiterError::Corrupt`] when a check fails; [`ArbiterError::Store`].
fn load(conn: &Connection, id: i64) -> Result<Option<(StoredGame, GameRecord)>, ArbiterError> {
    let Some(mut game) = store::load_game_state(conn, id)? else {
        return Ok(None);
    };
    let corrupt = |reason: String| ArbiterError::Corrupt { game: id, reason };
    let history = store::history(conn, id)?;
    if let Some(last) = history.last() {
        if last.position_after != game.current_position {
            return Err(corrupt(format!(
                "stored position {:?} does not match its turns: the last turn (ply {}, {}) gives {:?}",
                game.current_position, last.ply, last.canonical, last.position_after
            )));
        }
    }
    let no_turns = history.is_empty();
    let mut turns = Vec::with_capacity(history.len());
    let mut keys = Vec::with_capacity(history.len());
    for (i, t) in history.into_iter().enumerate() {
        if t.ply as usize != i + 1 {
            return Err(corrupt(format!(
                "stored turns go from ply {i} to ply {}",
                t.ply
            )));
        }
        let side = match t.side.as_str() {
            "white" => Color::White,
            "black" => Color::Black,
            other => return Err(corrupt(format!("turn {} has side {other:?}", t.ply))),
        };
        if t.repetition_key.is_none() {
            game.keyless_plies.push(t.ply);
        }
        keys.push(t.repetition_key);
        // As in a rebuild from the canonical texts, the input is the canonical text.
        turns.push(TurnRecord {
            ply: t.ply,
            number: t.number,
            side,
            input: t.canonical.clone(),
            canonical: t.canonical,
            position_after: t.position_after,
            notes: Vec::new(),
        });
    }
    let mut record = GameRecord::resume(
        &game.variant,
        &game.options,
        game.start_position.as_deref(),
        &game.current_position,
        turns,
        keys,
    )
    .map_err(|e| corrupt(e.to_string()))?;
    let read_back = record.current().position_text();
    if read_back != game.current_position {
        return Err(corrupt(format!(
            "stored position {:?} does not read back: it reads as {read_back:?}",
            game.current_position
        )));
    }
    if no_turns {
        let start = record.start().position_text();
        if start != game.current_position {
            return Err(corrupt(format!(
                "stored position {:?} does not match its turns: with no turn played it is the start, {start:?}",
                game.current_position
            )));
        }
    }
    if game.status == "finished" && record.outcome().is_none() {
        let outcome = game
            .result
            .as_deref()
            .zip(game.termination.as_deref())
            .and_then(|(r, t)| Outcome::from_code(r, t))
            .ok_or_else(|| corrupt("finished without a readable result".into()))?;
        record
            .finish(outcome)
            .map_err(|e: GameError| corrupt(e.to_string()))?;
    }
    Ok(Some((game, record)))
}
