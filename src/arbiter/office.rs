//! The service's state and what every module of the floor shares: the [`Arbiter`]
//! (the store and the [`Office`]), what became of a message ([`Handled`]), the one
//! message being handled ([`MessageInHand`]), loading a stored game without a replay
//! ([`load`]), the checked player address and how a player reads the mails
//! ([`dialect_of`], [`language_of`]).

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::errors::Refusal;
use std::sync::atomic::{AtomicU64, Ordering};

use lettre::message::Mailbox;
use rusqlite::Connection;

use crate::arbiter::auth::{self};
use crate::config::{Config, Paths};
use crate::corr::ids::GameId;
use crate::mail::domain_auth::DomainVerifier;
use crate::mail::message::IncomingMessage;
use crate::mail::outbound::{self};
use crate::notation::dialect::{Dialect, Language};
use crate::notation::forms::SquareForms;
use crate::output::templates::Templates;
use crate::rules::game::{GameError, GameRecord, TurnRecord};
use crate::rules::Outcome;
pub use crate::store::MessageOutcome;
use crate::store::{self, GameStatus, Store, StoredGame};

/// What became of one incoming message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Handled {
    /// The outcome, kept in the messages table as its word ([`MessageOutcome::as_str`]).
    pub outcome: MessageOutcome,
    /// Words for the log and the messages table.
    pub detail: String,
    /// The game the message was about, when one was found.
    pub game: Option<GameId>,
}

/// How many replies a delivery round sent and how many failed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Delivery {
    /// Replies sent.
    pub sent: usize,
    /// Replies that could not be sent this round.
    pub failed: usize,
}

/// The arbiter: its store and its [`Office`]. The one service type of the floor:
/// the daemon and the command line hold an `Arbiter`; its methods open the
/// transactions and hand them to the office.
pub struct Arbiter {
    pub(crate) store: Store,
    pub(crate) office: Office,
    /// `transport.retry_backoff`: the unit of the wait after a failed sending.
    pub(crate) retry_backoff: std::time::Duration,
    /// The DKIM/ARC check of the sender's domain, when `[auth] verify_dkim` asks for
    /// it.
    pub(crate) domain_verifier: Option<DomainVerifier>,
}

/// The arbiter's office: its configuration, templates, From mailbox and clock,
/// everything of the [`Arbiter`] but the store. The handling of a message and the
/// composing of replies are methods of the office that take the open transaction,
/// so that they run while the transaction holds the store.
#[derive(Clone)]
pub struct Office {
    pub(crate) config: Config,
    pub(crate) templates: Templates,
    pub(crate) from: Mailbox,
    /// `--now`: the time taken as now (tests, replays); `None`: the system clock.
    pub(crate) now: Option<chrono::DateTime<chrono::Utc>>,
    /// `clock.reminders` in seconds before a deadline.
    pub(crate) reminders: Vec<i64>,
    /// The boards of the replies queued since [`Arbiter::take_drawn_boards`] last
    /// took them, by the reply's Message-ID: handed to the delivery beside the
    /// handling, which then draws each reply's HTML part and picture from the board
    /// in memory instead of reading the stored JSON back.
    pub(crate) drawn: std::cell::RefCell<DrawnBoards>,
    /// Paragraphs for the top of the next answer to the sender of the message
    /// in hand ([`Office::note_for_answer`]): the lines of the mail that were
    /// not read, a confirmation's held commands dropped. Emptied before and
    /// after each message.
    pub(crate) answer_notes: std::cell::RefCell<Vec<AnswerNote>>,
}

/// A paragraph for the top of an answer to the sender of the message in hand
/// ([`Office::note_for_answer`]).
#[derive(Debug, Clone)]
pub(crate) struct AnswerNote {
    /// The game it is about: it goes into the answer about that game (or into
    /// the first answer, when `None` or when the answer names no game).
    pub(crate) game: Option<GameId>,
    /// The paragraph, in the sender's language.
    pub(crate) text: String,
}

/// Boards of queued replies, by the reply's Message-ID (no brackets): what the
/// handling drew, in memory, for the delivery. A board whose reply was rolled back
/// is never asked for (a Message-ID is never made twice).
pub type DrawnBoards = Vec<(String, crate::output::drawing::Board)>;

pub(crate) static SEQUENCE: AtomicU64 = AtomicU64::new(0);

/// One message being handled, with what its answers depend on.
pub(crate) struct MessageInHand<'a> {
    pub(crate) msg: &'a IncomingMessage,
    /// The sender's address (From), lower-cased.
    pub(crate) sender: &'a str,
    /// Why answers to the sender alone are not sent (the rate limit).
    pub(crate) quiet: Option<String>,
}

impl Arbiter {
    /// Opens the store under the data directory (creating it) with these settings.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Io`] when the data directory cannot be made;
    /// [`ArbiterError::Store`]; [`ArbiterError::Outbound`] for a bad arbiter address.
    pub fn open(config: Config, paths: &Paths) -> Result<Arbiter, ArbiterError> {
        std::fs::create_dir_all(&paths.data_dir).map_err(|error| ArbiterError::Io {
            path: paths.data_dir.clone(),
            error,
        })?;
        let store = Store::open(&paths.database)?;
        let templates =
            Templates::new(paths.templates.as_deref()).with_site_language(config.publish.language);
        let from = outbound::arbiter_mailbox(&config.arbiter.name, &config.arbiter.address)?;
        let retry_backoff = config.transport.retry_backoff.get();
        let reminders = config.reminders();
        let domain_verifier = DomainVerifier::from_config(&config.auth)?;
        Ok(Arbiter {
            retry_backoff,
            domain_verifier,
            store,
            office: Office {
                config,
                templates,
                from,
                now: None,
                reminders,
                drawn: Default::default(),
                answer_notes: Default::default(),
            },
        })
    }

    /// The database connection, for reads.
    pub fn conn(&self) -> &Connection {
        self.store.conn()
    }

    /// A stored game and its record, loaded without a replay and checked cheaply
    /// (see `load`).
    ///
    /// # Errors
    ///
    /// [`Refusal::NoSuchGame`](crate::arbiter::Refusal::NoSuchGame); [`ArbiterError::Corrupt`].
    pub fn game(&self, id: GameId) -> Result<(StoredGame, GameRecord), ArbiterError> {
        load(self.store.conn(), id)?.ok_or(Refusal::NoSuchGame(id).into())
    }

    /// The time of every ply of `game`: when the arbiter received it and how long
    /// its mover took ([`crate::output::move_times`]).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub fn move_times(
        &self,
        game: &StoredGame,
    ) -> Result<Vec<crate::output::move_times::MoveTime>, ArbiterError> {
        move_times(self.store.conn(), game)
    }

    /// The address a player's Reply button writes to about game `id`: the arbiter's
    /// address with the player's code for the game as a plus-address
    /// (`arbiter+g12-k7f3qxyz@host`). `None` when `player` has no code
    /// in that game (not a player, or no message about the game sent yet).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub fn reply_address(&self, id: GameId, player: &str) -> Result<Option<String>, ArbiterError> {
        let own = &self.office.config.arbiter.address;
        Ok(store::credentials::secret_of(
            self.store.conn(),
            id,
            &player.trim().to_ascii_lowercase(),
        )?
        .map(|secret| auth::plus_address(own, &auth::game_tag(id, &secret))))
    }

    /// The configured size limit of an incoming message, in bytes.
    pub fn max_message_bytes(&self) -> u64 {
        self.office.config.mail.max_message_bytes
    }

    /// The boards of the replies queued since the last call, for the delivery
    /// ([`Arbiter::deliver_beside`]); the handling of a batch takes them after its
    /// commit. What is not taken is dropped at the start of the next batch.
    pub fn take_drawn_boards(&self) -> DrawnBoards {
        self.office.drawn.take()
    }

    /// A second arbiter on the same store, by a connection of its own, with the
    /// same settings and templates, for a thread of its own: what sends replies
    /// beside the handling of a long inbox ([`Arbiter::deliver_beside`]), and
    /// what answers the calls of players' chess programs
    /// ([`Arbiter::xfcc_call`]). It checks no senders' domains.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`] when the database cannot be opened again.
    pub fn beside(&self) -> Result<Arbiter, ArbiterError> {
        Ok(Arbiter {
            store: self.store.reopen()?,
            office: Office {
                drawn: Default::default(),
                answer_notes: Default::default(),
                ..self.office.clone()
            },
            retry_backoff: self.retry_backoff,
            domain_verifier: None,
        })
    }

    /// `[mail] batch_messages`: how many waiting messages one transaction handles;
    /// at least 1.
    pub fn batch_messages(&self) -> usize {
        self.office.config.mail.batch_messages.max(1)
    }

    /// Where reading the IMAP mailbox `mailbox` stopped: (UIDVALIDITY, last UID up
    /// to which every message was handled).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub fn imap_position(&self, mailbox: &str) -> Result<Option<(u32, u32)>, ArbiterError> {
        Ok(store::imap_position(self.store.conn(), mailbox)?)
    }

    /// Remembers where reading the IMAP mailbox `mailbox` stopped.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
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
}

impl Office {
    /// A fresh Message-ID (without brackets) in the arbiter's domain, ending in
    /// 64 random bits: only the mail's recipient (and the servers it passes)
    /// learns it, so a delivery report that names it is about a mail its sender
    /// saw (`message::bounces`); a forged report cannot guess another player's.
    /// Without the random source the id has no random part (the reply's return
    /// token then fails to be made, and the reply with it).
    pub(crate) fn new_message_id(&self, game: Option<GameId>) -> String {
        let domain = self
            .config
            .arbiter
            .address
            .rsplit('@')
            .next()
            .unwrap_or("localhost");
        let millis = chrono::Utc::now().timestamp_millis();
        let seq = SEQUENCE.fetch_add(1, Ordering::Relaxed);
        let random = crate::store::return_token()
            .map(|r| format!(".{r}"))
            .unwrap_or_default();
        format!(
            "arbiter.{}.{millis}.{}.{seq}{random}@{domain}",
            game.map_or(0, GameId::get),
            std::process::id()
        )
    }
}

impl Office {
    /// Keeps `text` for the top of the next answer to the sender of the message
    /// in hand about `game` (any answer when `None`): the one queued by
    /// `compose::Reply::queue_row` in the message's thread to its sender.
    pub(crate) fn note_for_answer(&self, game: Option<GameId>, text: String) {
        self.answer_notes
            .borrow_mut()
            .push(AnswerNote { game, text });
    }

    /// The notes kept for an answer about `game` (every note when `None`, and
    /// the notes about no game in any case), taken out.
    pub(crate) fn take_answer_notes(&self, game: Option<GameId>) -> Vec<String> {
        let mut notes = self.answer_notes.borrow_mut();
        let (taken, kept): (Vec<AnswerNote>, Vec<AnswerNote>) = notes
            .drain(..)
            .partition(|n| game.is_none() || n.game.is_none() || n.game == game);
        *notes = kept;
        taken.into_iter().map(|n| n.text).collect()
    }

    /// Every note still kept, taken out (the end of a message: notes no answer
    /// took go to the message's record).
    pub(crate) fn leftover_answer_notes(&self) -> Vec<AnswerNote> {
        self.answer_notes.borrow_mut().drain(..).collect()
    }
}

/// The office at work inside one open transaction: what the handling of a
/// message, a pass over the deadlines or an organiser's command hands to the
/// code that reads and writes the store and queues replies. Cheap to copy; it
/// lives no longer than the transaction.
#[derive(Clone, Copy)]
pub(crate) struct Desk<'a> {
    /// The configuration, templates and clock.
    pub(crate) office: &'a Office,
    /// The open transaction everything is read and written in.
    pub(crate) tx: &'a Connection,
}

impl Office {
    /// The office at work in the transaction `tx`.
    pub(crate) fn desk<'a>(&'a self, tx: &'a Connection) -> Desk<'a> {
        Desk { office: self, tx }
    }
}

impl std::ops::Deref for Desk<'_> {
    type Target = Office;

    /// A desk is its office at work: what the office has and does, the desk
    /// has and does (as a rusqlite `Transaction` is its `Connection`).
    fn deref(&self) -> &Office {
        self.office
    }
}

/// A message handled but not answered: the sender is over the rate limit.
/// It is logged here and recorded with this outcome.
pub(crate) fn rate_limited(why: &str, what: &str, game: Option<GameId>) -> Handled {
    tracing::warn!(reason = %why, "answer not sent: rate limit");
    Handled {
        outcome: MessageOutcome::RateLimited,
        detail: format!("not answered ({why}): {what}"),
        game,
    }
}

/// The reading settings of the player at `email` (language, notation), defaults
/// when the address is no player's.
///
/// # Errors
///
/// [`store::StoreError::Sqlite`].
pub(crate) fn dialect_of(tx: &Connection, email: &str) -> Result<Dialect, store::StoreError> {
    let player = store::clock_tables::player(tx, email)?;
    Ok(player.map_or_else(Dialect::default, |p| {
        Dialect::from_stored(p.language.as_deref(), p.notation.as_deref())
    }))
}

/// The language the player at `email` reads the arbiter's mails in: their
/// `language` setting, English without one (see [`crate::output::locale`]).
///
/// # Errors
///
/// [`store::StoreError::Sqlite`].
pub(crate) fn language_of(tx: &Connection, email: &str) -> Result<Language, store::StoreError> {
    Ok(dialect_of(tx, email)?.language.unwrap_or_default())
}

pub(crate) fn checked_address(address: &str) -> Result<String, ArbiterError> {
    let trimmed = address.trim().to_ascii_lowercase();
    trimmed
        .parse::<lettre::Address>()
        .map_err(|_| Refusal::Address(address.to_string()))?;
    Ok(trimmed)
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
/// # Errors
///
/// [`ArbiterError::Corrupt`] when a check fails; [`ArbiterError::Store`].
pub(crate) fn load(
    conn: &Connection,
    id: GameId,
) -> Result<Option<(StoredGame, GameRecord)>, ArbiterError> {
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
    let (turns, keys) = stored_turns(&mut game, history).map_err(|e| corrupt(e.to_string()))?;
    let mut record = GameRecord::resume(
        &game.variant,
        &game.options,
        game.start_position.as_deref(),
        &game.current_position,
        turns,
        keys,
    )
    .map_err(|e| corrupt(e.to_string()))?;
    check_positions(&game, &record, no_turns).map_err(|e| corrupt(e.to_string()))?;
    if game.status == GameStatus::Finished && record.outcome().is_none() {
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

/// The time of every ply of `game` (its receipt and the time its mover used),
/// read from the stored turns.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn move_times(
    conn: &Connection,
    game: &StoredGame,
) -> Result<Vec<crate::output::move_times::MoveTime>, ArbiterError> {
    let received = store::turn_times(conn, game.id)?;
    Ok(crate::output::move_times::move_times(
        &game.created_at,
        received.iter().map(|(ply, at)| (*ply, at.as_str())),
    ))
}

/// The stored turns as the record takes them (the canonical text as the input, as
/// in a rebuild) and their repetition keys; the plies of turns without a key go to
/// `game.keyless_plies`.
///
/// # Errors
///
/// [`Corruption::PlyGap`] for a gap in the plies (a side that is no colour
/// does not read from the store).
fn stored_turns(
    game: &mut StoredGame,
    history: Vec<store::HistoryTurn>,
) -> Result<(Vec<TurnRecord>, Vec<Option<String>>), Corruption> {
    let mut turns = Vec::with_capacity(history.len());
    let mut keys = Vec::with_capacity(history.len());
    for (i, t) in history.into_iter().enumerate() {
        if t.ply as usize != i + 1 {
            return Err(Corruption::PlyGap {
                after: i,
                ply: t.ply,
            });
        }
        let side = t.side;
        if t.repetition_key.is_none() {
            game.keyless_plies.push(t.ply);
        }
        keys.push(t.repetition_key);
        turns.push(TurnRecord {
            ply: t.ply,
            number: t.number,
            side,
            input: t.canonical.clone(),
            canonical: t.canonical,
            position_after: t.position_after,
            notes: Vec::new(),
            forms: t.long.map(|long| SquareForms {
                long,
                numeric: t.numeric,
            }),
        });
    }
    Ok((turns, keys))
}

/// The stored current position reads back to itself, and with no turn played it
/// is the start position.
///
/// # Errors
///
/// [`Corruption::ReadsBack`], [`Corruption::NotStart`].
fn check_positions(
    game: &StoredGame,
    record: &GameRecord,
    no_turns: bool,
) -> Result<(), Corruption> {
    let read_back = record.current().position_text();
    if read_back != game.current_position {
        return Err(Corruption::ReadsBack {
            stored: game.current_position.clone(),
            read_back,
        });
    }
    if no_turns {
        let start = record.start().position_text();
        if start != game.current_position {
            return Err(Corruption::NotStart {
                stored: game.current_position.clone(),
                start,
            });
        }
    }
    Ok(())
}

/// What [`load`] finds corrupt in a stored game's turns or position; its
/// `Display` is the reason of [`ArbiterError::Corrupt`].
#[derive(Debug, thiserror::Error)]
enum Corruption {
    /// The stored turns skip a ply: after ply `after` comes ply `ply`.
    #[error("stored turns go from ply {after} to ply {ply}")]
    PlyGap {
        /// The last ply in order.
        after: usize,
        /// The ply that follows it.
        ply: u32,
    },
    /// The stored current position does not read back to the same text.
    #[error("stored position {stored:?} does not read back: it reads as {read_back:?}")]
    ReadsBack {
        /// The stored position text.
        stored: String,
        /// What the variant reads it as.
        read_back: String,
    },
    /// No turn is stored, and the current position is not the start.
    #[error(
        "stored position {stored:?} does not match its turns: with no turn played it is the start, {start:?}"
    )]
    NotStart {
        /// The stored position text.
        stored: String,
        /// The start position's text.
        start: String,
    },
}
