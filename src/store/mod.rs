//! The SQLite store (one file, WAL, migrations): players, games, turns, messages
//! seen, and the outbox. It knows tables, not rules: positions and turns are text
//! that the rules engine wrote.
//!
//! Every incoming message is handled inside ONE transaction ([`Store::transaction`]):
//! its turn, its message record and its queued replies commit together or not at all.
//! `synchronous = FULL` makes each commit durable.
//!
//! Where things are:
//!
//! - `error`: [`StoreError`].
//! - `connection`: the [`Store`] (opening, pragmas, migrations, write and read
//!   transactions, a second connection), the statement cache every query goes
//!   through, the list-query helper `all_rows` and [`now`].
//! - `players`: [`player_id`].
//! - `game_id`: a game's number ([`GameId`](crate::corr::ids::GameId)) as an INTEGER.
//! - `words`: the stored words (statuses, systems, sides) as enums, and a side
//!   ([`Color`](crate::board::color::Color)) as TEXT.
//! - `games`: creating, loading, listing and updating games.
//! - `turns`: appending turns and reading them back.
//! - `messages`: messages seen and the messages held for the organisers.
//! - `outbox`: queued replies, their delivery state, threading.
//! - `imap_positions`: where reading each IMAP mailbox stopped.
//! - `overview`: a player's games in one query, for the overview by mail.
//! - `schema`: the migrations.
//! - [`bounces`]: the mail a delivery report is about, and the addresses that bounce.
//! - [`captains`]: captains' mail in team events: the players a captain names,
//!   and the requests the organisers answer.
//! - [`challenges`]: challenges by mail.
//! - [`clock_tables`]: each game's clocks, players' leave, names, time zones and
//!   former addresses, each game's log.
//! - [`conditionals`]: pending conditional lines.
//! - [`credentials`]: players' secret codes, commands waiting for confirmation,
//!   the rate limit.
//! - [`digests`]: a player's digest times and the mail waiting for a digest.
//! - [`entries`]: a tournament's entry rules and entries waiting for confirmation.
//! - [`guesses`]: wrong secrets tried, guessing spells, refusals sent.
//! - [`publishing`]: what the published site reads, and its queue of pages.
//! - [`ratings`]: game ends, rating lists, seeding, ratings from elsewhere.
//! - [`status`]: what `arbiter status` shows.
//! - [`team_tables`]: a team event's rules, teams, captains, members by board
//!   and each game's meeting and board.
//! - [`tournament_tables`]: tournaments, their entrants and games.
//! - [`xfcc`]: players' Xfcc passwords (their hashes) and whether they get
//!   the mail about their own moves made from a chess program.
//! - [`xfcc_messages`]: what a player wrote to the opponent from a chess
//!   program (Xfcc), the last words of each side of a game.
//! - `sql_conditions`: SQL conditions several statements share (a macro, so that
//!   the statements stay literals for the statement cache).
#![warn(missing_docs)]

#[macro_use]
mod sql_conditions;

pub mod bounces;
pub mod captains;
pub mod challenges;
pub mod clock_tables;
pub mod conditionals;
mod connection;
pub mod credentials;
pub mod digests;
pub mod entries;
mod error;
mod game_id;
mod games;
pub mod guesses;
mod imap_positions;
mod messages;
mod outbox;
pub mod overview;
mod players;
pub mod publishing;
pub mod ratings;
mod schema;
pub mod status;
pub mod team_tables;
pub mod tournament_tables;
mod turns;
pub mod words;
pub mod xfcc;
pub mod xfcc_messages;

pub(crate) use connection::{all_rows, CachedStatements};
pub use connection::{now, Store};
pub use error::StoreError;
pub use games::{
    active_games_of, create_game, list_games, load_game, load_game_state, update_game, variant_of,
    GameState, GameStatus, GameSummary, NewGame, StoredGame,
};
pub use imap_positions::{imap_position, save_imap_position};
pub use messages::{
    held_messages, held_parts, held_raw, keep_held_raw, message_seen, record_message, record_part,
    take_held, HeldMessage, MessageOutcome, MessageRecord, PartRecord,
};
pub use outbox::{
    due_replies, game_of_our_message, last_reply_to, last_subject_to, mark_failed, mark_secret,
    mark_sent, next_attempt_at, queue_reply, return_token, subjects_of_our_messages, NewReply,
    OutboxStatus, RETURN_TOKEN_LEN, SECRET_BODY,
};
pub use players::player_id;
pub use schema::migrations;
pub use turns::{
    append_turn, fill_repetition_key, history, turn_times, HistoryTurn, NewTurn, StoredTurn,
};
