//! The words the store keeps in TEXT columns (a game's status, a tournament's
//! system, a challenge's status, a side, ...) as Rust enums, bound and read by
//! their word: the SQLite file holds the same text it always held.
//!
//! - `stored_words!` (a crate-private macro) declares such an enum with its
//!   `as_str`, `from_stored`, `Display`, `ToSql` and `FromSql`.
//! - [`Color`] binds and reads as `white` or `black` ([`Color::name`]), and a
//!   knock-out cup's [`TieRule`] as `extra` or `seed` ([`TieRule::word`]); their
//!   impls stand here, not beside the types, to keep the lower floors free of SQL.
//!
//! Reading a word that is none of the enum's is an error naming the word
//! ([`StoreError::Unreadable`]), never a panic.

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};

use super::error::StoreError;
use crate::board::color::Color;
use crate::corr::knockout::TieRule;

/// Declares a fieldless enum stored as one word per variant:
///
/// ```text
/// stored_words! {
///     /// Doc of the enum.
///     pub enum GameStatus: "game status" {
///         /// Doc of the variant.
///         Active = "active",
///         Finished = "finished",
///     }
/// }
/// ```
///
/// The enum derives `Debug, Clone, Copy, PartialEq, Eq, Hash` and gets `ALL`
/// (every variant, in the order written), `as_str` (its word), `from_stored`
/// (the variant of a word; [`StoreError::Unreadable`] naming the word and the
/// string after the colon otherwise), `Display` (the word), `ToSql` (the word as
/// TEXT) and `FromSql` (a TEXT column's word; any other word is a conversion error
/// carrying the `Unreadable`).
macro_rules! stored_words {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident : $what:literal {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $name {
            /// Every value, in the order of the declaration.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The word its column holds.
            pub fn as_str(self) -> &'static str {
                match self {
                    $( $name::$variant => $text, )+
                }
            }

            /// The value whose word is `text` (exactly, as [`Self::as_str`]
            /// writes it).
            ///
            /// # Errors
            ///
            /// [`StoreError::Unreadable`](crate::store::error::StoreError::Unreadable)
            /// naming `text`, for any other text.
            pub fn from_stored(text: &str) -> Result<$name, $crate::store::error::StoreError> {
                $name::ALL
                    .iter()
                    .copied()
                    .find(|word| word.as_str() == text)
                    .ok_or_else(|| $crate::store::error::StoreError::Unreadable {
                        what: $what,
                        text: text.to_string(),
                    })
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl rusqlite::types::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(rusqlite::types::ToSqlOutput::from(self.as_str()))
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(
                value: rusqlite::types::ValueRef<'_>,
            ) -> rusqlite::types::FromSqlResult<Self> {
                $name::from_stored(value.as_str()?)
                    .map_err(|e| rusqlite::types::FromSqlError::Other(Box::new(e)))
            }
        }
    };
}
pub(crate) use stored_words;

/// The side whose word is `text` (`white` or `black`, as [`Color::name`] writes it).
///
/// # Errors
///
/// [`StoreError::Unreadable`] naming `text`, for any other text.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::board::color::Color;
/// use pbem_arbiter::store::words::color_from_stored;
///
/// assert_eq!(color_from_stored("black").unwrap(), Color::Black);
/// assert!(color_from_stored("Black").is_err());
/// ```
pub fn color_from_stored(text: &str) -> Result<Color, StoreError> {
    Color::from_name(text).ok_or_else(|| StoreError::Unreadable {
        what: "side",
        text: text.to_string(),
    })
}

impl ToSql for Color {
    /// The side's word, `white` or `black`, as TEXT.
    ///
    /// # Errors
    ///
    /// Never.
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.name()))
    }
}

impl FromSql for Color {
    /// A TEXT column's `white` or `black`.
    ///
    /// # Errors
    ///
    /// `FromSqlError::InvalidType` for a value that is not TEXT;
    /// `FromSqlError::Other` carrying [`StoreError::Unreadable`] for any other word.
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Color> {
        color_from_stored(value.as_str()?).map_err(|e| FromSqlError::Other(Box::new(e)))
    }
}

impl ToSql for TieRule {
    /// The rule's word, `extra` or `seed` ([`TieRule::word`]), as TEXT.
    ///
    /// # Errors
    ///
    /// Never.
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.word()))
    }
}

impl FromSql for TieRule {
    /// A TEXT column's `extra` or `seed`, exactly as [`TieRule::word`] writes it.
    ///
    /// # Errors
    ///
    /// `FromSqlError::InvalidType` for a value that is not TEXT;
    /// `FromSqlError::Other` carrying [`StoreError::Unreadable`] for any other word.
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<TieRule> {
        let text = value.as_str()?;
        [TieRule::Extra, TieRule::HigherSeed]
            .into_iter()
            .find(|rule| rule.word() == text)
            .ok_or_else(|| {
                FromSqlError::Other(Box::new(StoreError::Unreadable {
                    what: "tie rule",
                    text: text.to_string(),
                }))
            })
    }
}

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    use crate::board::color::Color;
    use crate::store::games::GameStatus;

    #[test]
    fn a_side_binds_and_reads_as_its_word() {
        let conn = Connection::open_in_memory().unwrap();
        let (side, text): (Color, String) = conn
            .query_row("SELECT ?1, ?1", [Color::Black], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .unwrap();
        assert_eq!(side, Color::Black);
        assert_eq!(text, "black");
    }

    #[test]
    fn an_unknown_word_is_an_error_naming_it() {
        let conn = Connection::open_in_memory().unwrap();
        let side = conn.query_row("SELECT 'grey'", [], |r| r.get::<_, Color>(0));
        let message = side.unwrap_err().to_string();
        assert!(
            message.contains("stored side \"grey\" does not read"),
            "{message}"
        );
        let status = conn.query_row("SELECT 'paused'", [], |r| r.get::<_, GameStatus>(0));
        let message = status.unwrap_err().to_string();
        assert!(
            message.contains("stored game status \"paused\" does not read"),
            "{message}"
        );
    }

    #[test]
    fn a_word_enum_binds_its_word() {
        let conn = Connection::open_in_memory().unwrap();
        let text: String = conn
            .query_row("SELECT ?1", [GameStatus::Finished], |r| r.get(0))
            .unwrap();
        assert_eq!(text, "finished");
        assert_eq!(
            GameStatus::from_stored("active").unwrap(),
            GameStatus::Active
        );
    }
}
