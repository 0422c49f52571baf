//! pbem-arbiter: a play-by-email arbiter for chess and chess variants.
//!
//! The library is built in floors; each floor may import only the floors below it
//! (docs/ARCHITECTURE.md draws them, `scripts/check-layers.py` checks them):
//!
//! | floor | owns |
//! |---|---|
//! | [`board`] | squares, colours, board sizes, Betza atoms, piece types and variant definitions as data, the diagram model |
//! | [`notation`] | the one algebraic toolkit every variant reads its turns with, turn grouping, game scores |
//! | [`rules`] | the rules engine: the one `Rules` trait, every variant, games, replay |
//! | [`corr`] | the correspondence domain, pure: time controls and clocks, round robins, Swiss |
//! | [`config`] | the operator's TOML configuration |
//! | [`mail`] | reading and sending mail: Maildir, IMAP, RFC 5322, the player's lines and commands, DKIM/ARC |
//! | [`xfcc`] | the chess programs' web service (XfccBasic over SOAP 1.1) as texts: requests read, answers written |
//! | [`store`] | SQLite: the schema, migrations and queries |
//! | [`output`] | what people read: drawn boards, PGN, reply templates |
//! | [`arbiter`] | the service: one transaction per message, replies composed and queued |
//! | [`daemon`] | the poll loop, inotify and IDLE, signals, the single-instance lock |
//!
//! The command line (`src/main.rs` and `src/cli/`) sits on top, in the binary.
//!
//! Every public function that returns a `Result` says when it fails under a
//! `# Errors` heading, and one that can panic says when under `# Panics`; clippy
//! checks both (with `-D warnings` in CI).
#![warn(missing_docs)]
#![warn(clippy::missing_errors_doc, clippy::missing_panics_doc)]

pub mod arbiter;
pub mod board;
pub mod config;
pub mod corr;
pub mod daemon;
pub mod mail;
pub mod notation;
pub mod output;
pub mod rules;
pub mod store;
pub mod xfcc;
