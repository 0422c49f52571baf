//! One incoming message, from its bytes to its outcome: the batch transaction and
//! the reading before the write lock (`handling`); what the message asks, step by
//! step (`process`); carrying out and the confirmation rule (`confirm`); answers to
//! the sender alone: the game found, refusals, limits, held messages
//! (`answers`); failed tries at secrets counted,
//! and what is held while someone guesses (`guard`); mail that is no game's turn,
//! told by its first word (`by_mail`), organisers' commands by mail
//! (`organiser_mail`), turns for several games in one mail, each game's
//! part handled on its own (`parts`), and delivery reports about the arbiter's
//! own mails, which mark the address that bounces (`bounces`).
//!
//! One incoming mail is one [`crate::mail::message::IncomingMessage`] (decoded by the mail
//! floor); the types here are its stages, named after it: `RawMessage` (its bytes as
//! the inbox gave them), `MessageCommands` (what is read from it before the write
//! lock) and `MessageInHand` (the message while it is answered: its sender, and
//! whether answers to the sender are held back by the rate limit).

pub(crate) mod answers;
pub(crate) mod bounces;
pub(crate) mod by_mail;
pub(crate) mod confirm;
pub(crate) mod guard;
pub(crate) mod handling;
pub(crate) mod organiser_mail;
pub(crate) mod parts;
pub(crate) mod process;
