//! The arbiter service floor: the transaction that turns one message into commands
//! and replies, and everything the service does on a clock or an organiser's word.
//!
//! Imports: every floor below (board, notation, rules, corr, config, mail, store,
//! output). Inside, modules point down this list, never up:
//! `errors`, `service` (the state every module shares), `ratings` (Glicko-2 lists
//! kept from the game records, seeding, ratings from elsewhere), `auth`, `play`, `verify`,
//! `clock_text`, `tournament_lookup`, `conditionals` (pending conditional lines);
//! `compose` (reply building, below everything that queues mail); `guard` (failed
//! tries at secrets, and what is held while someone guesses); `deadlines`, `organiser`, `personal`, `new_game`, `entries`; `events`,
//! `swiss_rounds`, `knockout_rounds`, `tournament_commands` (one grammar for the command line and
//! mail), `by_mail`, `publish` (the published site); `delivery`, `handling` (the top).

pub mod auth;
mod by_mail;
mod clock_text;
mod compose;
mod conditionals;
mod deadlines;
mod delivery;
mod entries;
mod errors;
mod events;
mod guard;
mod handling;
mod knockout_rounds;
mod new_game;
mod organiser;
mod personal;
mod play;
mod publish;
mod ratings;
mod service;
mod swiss_rounds;
mod table_form;
mod tournament_commands;
mod tournament_lookup;
mod verify;

pub use by_mail::{read_proposal, Proposal};
pub use conditionals::{written_lines, PendingLine};
pub use deadlines::{ClockLine, ClockReport};
pub use entries::entries_until;
pub use errors::{ArbiterError, OrganiserError, SettingError, TournamentError};
pub use events::{NewTournament, Withdrawal};
pub use handling::Incoming;
pub use new_game::GameFlags;
pub use organiser::{parse_result, OrganiserAction};
pub use personal::{checked_language, checked_leave, LANGUAGES};
pub use play::Event;
pub use publish::PublishReport;
pub use ratings::{read_player_line, ExternalArgs, Seed};
pub use service::{Arbiter, Delivery, DrawnBoards, Handled, Service};
pub use tournament_commands::{read_mail_line, NewTournamentArgs, TournamentCommand};
pub use verify::Verification;
