//! The integration tests, one test crate: each module is what was once a test file
//! of its own (tests/X.rs is now tests/suite/X.rs, its tests named `X::...`), so the
//! library and the test code are linked once, not once per file. `common` holds the
//! helpers the modules share (the real `arbiter` binary over a temporary data
//! directory, real servers, a real browser); a module's own helpers stay in it.
//!
//! One module's tests: `cargo test --test suite X::`; one test: `cargo test --test
//! suite X::NAME -- --exact`. A new test file is a new module here (`mod X;`), not a
//! new file directly under tests/ (each of those is a crate of its own, linking the
//! whole library again).

mod common;

mod accessibility;
mod armies;
mod auth;
mod automatic;
mod bad_input;
mod batch;
mod big_mail;
mod blackholes;
mod blackholes_by_mail;
mod board_list;
mod bounces;
mod captains;
mod challenges;
mod cli;
mod conditionals;
mod correspondence;
mod cwda_games;
mod dialects_by_mail;
mod digest;
mod digest_kill9;
mod dkim;
mod e2e;
mod events_by_mail;
mod events_in_languages;
mod faults;
mod guessing;
mod headers;
mod held;
mod help_in_languages;
mod imap_tls;
mod kill9;
mod knightmare;
mod knightmare_movegen;
mod languages_by_mail;
mod locales;
mod mail_text_by_mail;
mod missedmark;
mod missedmark_by_mail;
mod momentum;
mod momentum_games;
mod momentum_groups;
mod momentum_oracle;
mod move_times;
mod moves_written_back;
mod no_english;
mod not_lost;
mod notation;
mod notation_by_mail;
mod notes_in_languages;
mod operations;
mod overview;
mod packaging;
mod perft;
mod perft_cwda;
mod publish;
mod ratings;
mod readers;
mod real_servers;
mod reasons_in_languages;
mod refusals_in_languages;
mod rendering;
mod replay_games;
mod reply_text;
mod resume;
mod revolving;
mod roundtrip;
mod setup;
mod smtp;
mod swiss;
mod team_records;
mod teams;
mod thematic;
mod tournament;
mod xfcc;
mod xfcc_password;
mod xfcc_server;
