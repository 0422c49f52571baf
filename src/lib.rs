//! pbem-arbiter: a play-by-email arbiter for chess and chess variants.
//!
//! The rules engine ([`rules`], [`notation`], [`betza`], [`geometry`], [`diagram`])
//! knows nothing of mail or SQL; the mail code ([`mail`]) knows no rule; the
//! [`arbiter`] joins them in one SQLite transaction per message ([`store`]).

pub mod arbiter;
pub mod betza;
pub mod clock;
pub mod command;
pub mod config;
pub mod daemon;
pub mod diagram;
pub mod geometry;
pub mod instance;
pub mod mail;
pub mod notation;
pub mod pgn;
pub mod replay;
pub mod reply;
pub mod rules;
pub mod store;
pub mod swiss;
pub mod tournament;
