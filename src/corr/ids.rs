//! The number of a correspondence game ([`GameId`]), parsed once where it enters
//! (a `[Game N]` Subject tag, a command-line argument, a row of the store) and
//! carried as its own type after that, so that a game's number cannot be passed
//! where a tournament's, a player's or a message's number is expected.
//!
//! Why here: the type belongs to the correspondence domain, and `corr` is the
//! lowest floor that every floor naming a game can import without an upward
//! import (docs/ARCHITECTURE.md, "Floors"; `scripts/check-layers.py`): `mail`
//! (the Subject tag, the outbox row), `store`, `output` (the site's pages),
//! `arbiter` and the command line all sit above it. The floor stays free of SQL:
//! the store reads and writes a `GameId` as an INTEGER through its own
//! `rusqlite::types::ToSql` and `FromSql` impls.

use std::fmt;
use std::num::ParseIntError;
use std::str::FromStr;

use thiserror::Error;

/// A game's number: the `games.id` row id of the store, counted up from 1 in the
/// order the games were made. The mails write it bare ("Game 12", `[Game 12]`),
/// and so do [`Display`](fmt::Display), [`FromStr`] and serde.
///
/// A `GameId` names a game only as far as the store holds one with that number:
/// a number that names none (0, a negative number, one past the last game) is
/// "no such game" where it is looked up, never a panic.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::corr::ids::GameId;
///
/// let id: GameId = "12".parse().unwrap();
/// assert_eq!(id, GameId::new(12));
/// assert_eq!(id.get(), 12);
/// assert_eq!(format!("Game {id}"), "Game 12");
/// assert_eq!(serde_json::to_string(&id).unwrap(), "12");
/// assert!("twelve".parse::<GameId>().is_err());
/// ```
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(transparent)]
pub struct GameId(i64);

impl GameId {
    /// The largest number a game can have; a `[Game N]` tag whose number does not
    /// fit reads as this one, which names no game (see
    /// `mail::command::game_tag`).
    pub const MAX: GameId = GameId(i64::MAX);

    /// The game numbered `id` (the store's `games.id`).
    #[must_use]
    pub const fn new(id: i64) -> GameId {
        GameId(id)
    }

    /// The number, as the store keeps it (`games.id`, an INTEGER).
    #[must_use]
    pub const fn get(self) -> i64 {
        self.0
    }
}

impl fmt::Display for GameId {
    /// The bare number, as the mails write it ("Game 12").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// A text that is not a game number.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{text:?} is not a game number: {reason}")]
pub struct GameIdError {
    /// The text as given.
    pub text: String,
    /// Why it is not a number (empty, not digits, too large for an `i64`), said
    /// once, in the message.
    pub reason: ParseIntError,
}

impl FromStr for GameId {
    type Err = GameIdError;

    /// The decimal number, as `i64` reads it (an optional sign, then digits).
    ///
    /// # Errors
    ///
    /// [`GameIdError`] when the text is empty, holds anything but the sign and
    /// digits, or is a number beyond the `i64` range.
    fn from_str(text: &str) -> Result<GameId, GameIdError> {
        text.parse().map(GameId).map_err(|reason| GameIdError {
            text: text.to_string(),
            reason,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{GameId, GameIdError};

    #[test]
    fn reads_and_writes_the_bare_number() {
        assert_eq!("7".parse::<GameId>(), Ok(GameId::new(7)));
        assert_eq!(GameId::new(7).to_string(), "7");
        assert_eq!(
            serde_json::from_str::<GameId>("7").ok(),
            Some(GameId::new(7))
        );
    }

    #[test]
    fn a_text_that_is_no_number_is_a_typed_error() {
        for text in ["", "x", "1.5", "99999999999999999999"] {
            let err: GameIdError = text.parse::<GameId>().unwrap_err();
            assert_eq!(err.text, text);
        }
    }
}
