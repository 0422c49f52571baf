//! Xfcc, the XfccBasic web service of players' chess programs, answered by
//! the arbiter: the same games, rules and clocks as by mail, in the same
//! transactions. The `xfcc` floor reads the calls and writes the answers; the
//! daemon serves them over HTTP.
//!
//! - `calls`: one call from its password to its answer ([`Arbiter::xfcc_call`],
//!   [`XfccAnswer`]);
//! - `listing`: `GetMyGames`, a player's games as `XfccGame`s;
//! - `moves`: `MakeAMove`, a call read as the commands of a mail, carried out
//!   once, each refusal its `MakeAMoveResult`.
//!
//! [`Arbiter::xfcc_call`]: crate::arbiter::Arbiter::xfcc_call

mod calls;
mod listing;
mod moves;

pub use calls::XfccAnswer;
