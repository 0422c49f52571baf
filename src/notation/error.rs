//! Why a turn text was not accepted ([`NotationError`]): every variant's reader
//! answers with it, and every message in it is written for the player.

use thiserror::Error;

use crate::notation::words::Phrase;

/// Why a turn text was not accepted. Every message is written for the player.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum NotationError {
    /// The text holds no move at all.
    #[error("no move given")]
    Empty,
    /// The text is no move in the variant's notation.
    #[error("cannot read {text:?} as a move: {hint}")]
    Unreadable {
        /// The text as the player wrote it.
        text: String,
        /// What the variant's notation looks like, or what is wrong with the
        /// text.
        hint: Phrase,
    },
    /// The text reads, but names no legal turn.
    #[error("{text} is not legal: {reason}")]
    Illegal {
        /// The text as the player wrote it.
        text: String,
        /// Why no legal turn fits.
        reason: Phrase,
    },
    /// The text fits more than one legal turn.
    #[error("{text} is ambiguous: it could be {}", candidates.join(" or "))]
    Ambiguous {
        /// The text as the player wrote it.
        text: String,
        /// Every legal turn it fits, in the variant's canonical notation.
        candidates: Vec<String>,
    },
    /// A pass (`--`) in a variant without one.
    #[error("{text} is a null move (a pass), which is not a legal move in {variant}")]
    NullMove {
        /// The text as the player wrote it.
        text: String,
        /// The variant's id (`knightmare`, ...).
        variant: String,
    },
}
