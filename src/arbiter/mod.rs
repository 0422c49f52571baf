//! The arbiter service floor: the transaction that turns one message into commands
//! and replies, and everything the service does on a clock or an organiser's word.
//!
//! Imports: every floor below (board, notation, rules, corr, config, mail, store,
//! output). The rooms are floors of their own: a room imports only itself and the
//! rooms below it (`scripts/check-layers.py` checks it). Top first:
//!
//! | room | what it does |
//! |---|---|
//! | `poll` | one poll in its order ([`Arbiter::poll`], [`PollReport`]): the clocks, the waiting messages in batches (the replies sent beside them when several batches wait), the digests, entries, results and replies due, the site |
//! | `publish` | the published site of games and events ([`PublishReport`]) |
//! | `xfcc` | the calls of players' chess programs (Xfcc): a password checked, the player's games listed, a move carried out once ([`XfccAnswer`]) |
//! | `message` | one incoming message: the batch transaction and the reading before it (`handling`), what it asks (`process`), carrying out and confirming (`confirm`), answers to the sender alone (`answers`), guessing counted and held (`guard`), mail told by its first word (`by_mail`), organisers' mail (`organiser_mail`), several games in one mail (`parts`), delivery reports that mark a bouncing address (`bounces`) |
//! | `events` | tournaments: round robins and results (`tournaments`), open entry (`entries`), Swiss and knock-out rounds (`swiss_rounds`, `knockout_rounds`), the command grammar shared by the command line and mail (`commands`), a tournament's facts (`lookup`), the tables' form and words (`table_form`, `table_words`) |
//! | `game` | playing one game: a challenge (`challenges`), commands applied (`play`), conditional lines (`conditionals`), clocks and deadlines (`deadlines`), a new game (`new_game`), organiser actions on a game (`organiser`), verification by replay (`verify`) |
//! | `players` | a player's own settings (`personal`, `setting_words`), the Glicko-2 ratings (`ratings`), a player's games by mail (`overview`) |
//! | `outgoing` | what goes out: replies composed and queued (`compose`), how a mail names an event (`event_words`), the digests of opponents' moves (`digest`), delivered (`delivery`) |
//! | `played` | what a play came to, in the reader's words: its events and result (`outcome`), notes on conditional lines (`notes`), refusals (`refusal_words`), the clock lines (`clock_text`) |
//! | `office` | the service's state ([`Arbiter`], [`Office`]), the office at work in one open transaction (`Desk`), what became of a message ([`Handled`]), loading a stored game, a player's reading settings |
//! | [`auth`] | secret codes and tokens, plus-addresses, which secrets a mail carries, the commands kept while they wait for confirmation |
//! | `errors` | the floor's errors ([`ArbiterError`] and the refusals of commands) |

#![warn(missing_docs)]

pub mod auth;
mod errors;
mod events;
mod game;
mod message;
mod office;
mod outgoing;
mod played;
mod players;
mod poll;
mod publish;
mod xfcc;

pub use errors::{ArbiterError, LineError, OrganiserError, Refusal, SettingError, TournamentError};
pub use events::captains::{read_list, ListError, Listed};
pub use events::commands::{read_mail_line, NewTournamentArgs, TournamentCommand};
pub use events::entries::entries_until;
pub use events::team_events::{NewTeams, TeamEntry};
pub use events::tournaments::{NewTournament, Withdrawal};
pub use game::challenges::{read_proposal, ChallengeError, Proposal};
pub use game::conditionals::{written_lines, PendingLine};
pub use game::deadlines::{ClockLine, ClockReport};
pub use game::new_game::{GameFlags, GameSetup};
pub use game::organiser::{parse_result, OrganiserAction};
pub use game::verify::Verification;
pub use message::handling::RawMessage;
pub use office::{Arbiter, Delivery, DrawnBoards, Handled, MessageOutcome, Office};
pub use played::outcome::Event;
pub use players::personal::{checked_language, checked_leave, LANGUAGES};
pub use players::ratings::{read_player_line, ExternalArgs, Seed};
pub use poll::{PollReport, HEADER_ROOM};
pub use publish::PublishReport;
pub use xfcc::XfccAnswer;
