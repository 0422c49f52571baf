//! The arbiter service floor: the transaction that turns one message into commands
//! and replies, and everything the service does on a clock or an organiser's word.
//!
//! Imports: every floor below (board, notation, rules, corr, config, mail, store,
//! output). What is where, in rooms:
//!
//! | room | what it does |
//! |---|---|
//! | `errors`, `office` | the floor's errors; the service's state ([`Arbiter`], [`Office`]), what became of a message ([`Handled`]), loading a stored game |
//! | [`auth`] | secret codes and tokens, plus-addresses, which secrets a mail carries, the commands kept while they wait for confirmation |
//! | `message` | one incoming message: the batch transaction and the reading before it (`handling`), guessing counted and held (`guard`), organiser commands and entries by mail (`by_mail`), delivery reports that mark a bouncing address (`bounces`) |
//! | `game` | playing one game: commands applied (`play`), conditional lines, clocks and deadlines, a new game, organiser actions on a game, verification by replay |
//! | `players` | a player's own settings (name, time zone, language, leave, digest) and the Glicko-2 ratings |
//! | `events` | tournaments: entries, round robins, Swiss and knock-out rounds, the command grammar shared by the command line and mail, tables |
//! | `outgoing` | what goes out: replies composed and queued (`compose`), the digests of opponents' moves (`digest`), delivered (`delivery`), the published site (`publish`) |
//!
//! Inside the floor, files point down this order, never up: `errors`, `office`,
//! `players::ratings`, `auth`, `game::play`, `game::verify`, `game::clock_text`,
//! `events::lookup`, `game::conditionals`; `outgoing::compose` (reply building,
//! below everything that queues mail); `message::guard`, `message::bounces`; `game::deadlines`,
//! `game::organiser`, `players::personal`, `game::new_game`, `events::entries`;
//! `outgoing::digest`;
//! `events::tournaments`, `events::swiss_rounds`, `events::knockout_rounds`,
//! `events::commands`, `message::by_mail`, `outgoing::publish`;
//! `outgoing::delivery`, `message::handling` (the top).

#![warn(missing_docs)]

pub mod auth;
mod errors;
mod events;
mod game;
mod message;
mod office;
mod outgoing;
mod players;

pub use errors::{ArbiterError, LineError, OrganiserError, Refusal, SettingError, TournamentError};
pub use events::commands::{read_mail_line, NewTournamentArgs, TournamentCommand};
pub use events::entries::entries_until;
pub use events::tournaments::{NewTournament, Withdrawal};
pub use game::challenges::{read_proposal, ChallengeError, Proposal};
pub use game::conditionals::{written_lines, PendingLine};
pub use game::deadlines::{ClockLine, ClockReport};
pub use game::new_game::{GameFlags, GameSetup};
pub use game::organiser::{parse_result, OrganiserAction};
pub use game::play::Event;
pub use game::verify::Verification;
pub use message::handling::RawMessage;
pub use office::{Arbiter, Delivery, DrawnBoards, Handled, MessageOutcome, Office};
pub use outgoing::publish::PublishReport;
pub use players::personal::{checked_language, checked_leave, LANGUAGES};
pub use players::ratings::{read_player_line, ExternalArgs, Seed};
