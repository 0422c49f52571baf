//! One incoming message, from its bytes to its outcome: the batch transaction and
//! the reading before the write lock, finding the game, authentication, carrying
//! out, refusals and confirmations (`handling`); failed tries at secrets counted,
//! and what is held while someone guesses (`guard`); challenges, entries and
//! organisers' commands by mail (`by_mail`).

pub(crate) mod by_mail;
pub(crate) mod guard;
pub(crate) mod handling;
