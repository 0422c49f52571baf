//! ICCF numeric notation read into the toolkit's algebraic form: squares as two
//! digits, file then rank (e2 = 52), a fifth digit for a promotion (ICCF's
//! rules for correspondence chess; <https://www.iccf.com>).

use std::fmt;

use crate::notation::forms::PROMOTION_PLACES;
use crate::notation::words::Phrase;

/// Why a text in ICCF numeric notation is no move: every message names the form
/// read and what is wrong with it (`locales/<code>/moves.ftl`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumericError {
    /// A digit pair with a 0 or a 9: no square of an 8x8 board or smaller.
    NoSquare {
        /// The two digits as written.
        pair: String,
    },
    /// A run of digits that is neither a square, two squares, nor two squares and a
    /// promotion digit.
    Length {
        /// The digits as written.
        digits: String,
        /// How many there are.
        count: usize,
    },
    /// A fifth digit other than 1 to 4.
    PromotionDigit {
        /// The digit as written.
        digit: char,
    },
}

impl NumericError {
    /// What is wrong, as a message of `locales/<code>/moves.ftl`.
    pub fn phrase(&self) -> Phrase {
        match self {
            NumericError::NoSquare { pair } => {
                Phrase::new("numeric-no-square").with("pair", pair.as_str())
            }
            NumericError::Length { digits, count } => Phrase::new("numeric-length")
                .with("digits", digits.as_str())
                .with("count", *count),
            NumericError::PromotionDigit { digit } => {
                Phrase::new("numeric-promotion-digit").with("digit", digit.to_string())
            }
        }
    }
}

impl fmt::Display for NumericError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl std::error::Error for NumericError {}

/// A turn text in the toolkit's English form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct English {
    /// The text with squares as letters and digits and piece letters in English.
    pub text: String,
    /// The promotion digit of an ICCF numeric move (1 queen-rank ... 4 knight-rank),
    /// already written into [`English::text`] as `=Q`, `=R`, `=B` or `=N`; a variant
    /// whose pieces on those places have other letters maps it with
    /// [`PROMOTION_PLACES`].
    pub numeric_promotion: Option<u8>,
}

/// True when a text (without white space) is written in ICCF numeric notation: it
/// has a run of two or more digits and no lower-case letter but a capture's `x`.
pub fn looks_numeric(text: &str) -> bool {
    let mut run = 0;
    let mut longest = 0;
    for c in text.chars() {
        if c.is_ascii_lowercase() && c != 'x' {
            return false;
        }
        run = if c.is_ascii_digit() { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    longest >= 2
}

/// Reads the squares of a text in ICCF numeric notation (white space already
/// removed) into algebraic ones; everything else stays.
///
/// # Errors
///
/// [`NumericError`] naming the digits that are no square, a run of digits of a
/// wrong length, or a promotion digit other than 1 to 4.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::notation::numeric::numeric_to_algebraic;
///
/// assert_eq!(numeric_to_algebraic("5254").unwrap().text, "e2e4");
/// let promotion = numeric_to_algebraic("57581").unwrap();
/// assert_eq!((promotion.text.as_str(), promotion.numeric_promotion), ("e7e8=Q", Some(1)));
/// assert_eq!(numeric_to_algebraic("(H51)").unwrap().text, "(He1)");
/// assert_eq!(numeric_to_algebraic("11-21-14x24").unwrap().text, "a1-b1-a4xb4");
/// assert!(numeric_to_algebraic("5299").is_err());
/// assert!(numeric_to_algebraic("525").is_err());
/// ```
pub fn numeric_to_algebraic(text: &str) -> Result<English, NumericError> {
    let mut out = String::with_capacity(text.len());
    let mut numeric_promotion = None;
    let mut squares_before = 0;
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let digits: String = chars[start..i].iter().collect();
        let (squares, promotion) = match digits.len() {
            2 => (&digits[..], None),
            4 => (&digits[..], None),
            3 if squares_before > 0 => (&digits[..2], digits.chars().nth(2)),
            5 => (&digits[..4], digits.chars().nth(4)),
            count => return Err(NumericError::Length { digits, count }),
        };
        for pair in squares.as_bytes().chunks(2) {
            let (file, rank) = (pair[0], pair[1]);
            if !(b'1'..=b'8').contains(&file) || !(b'1'..=b'8').contains(&rank) {
                return Err(NumericError::NoSquare {
                    pair: String::from_utf8_lossy(pair).into_owned(),
                });
            }
            out.push(char::from(file - b'1' + b'a'));
            out.push(char::from(rank));
            squares_before += 1;
        }
        if let Some(digit) = promotion {
            let place = digit
                .to_digit(10)
                .and_then(|d| d.checked_sub(1))
                .and_then(|d| PROMOTION_PLACES.get(d as usize))
                .ok_or(NumericError::PromotionDigit { digit })?;
            out.push('=');
            out.push(*place);
            numeric_promotion = digit.to_digit(10).map(|d| d as u8);
        }
    }
    Ok(English {
        text: out,
        numeric_promotion,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_squares_and_errors() {
        assert_eq!(numeric_to_algebraic("52-54").unwrap().text, "e2-e4");
        assert_eq!(numeric_to_algebraic("5171").unwrap().text, "e1g1");
        assert_eq!(
            numeric_to_algebraic("17-18-26-281").unwrap().text,
            "a7-a8-b6-b8=Q"
        );
        assert_eq!(
            numeric_to_algebraic("0000"),
            Err(NumericError::NoSquare { pair: "00".into() })
        );
        assert!(matches!(
            numeric_to_algebraic("52545"),
            Err(NumericError::PromotionDigit { digit: '5' })
        ));
        assert!(matches!(
            numeric_to_algebraic("525"),
            Err(NumericError::Length { count: 3, .. })
        ));
        assert!(looks_numeric("5254") && looks_numeric("(H51)") && looks_numeric("52x54"));
        assert!(!looks_numeric("e4") && !looks_numeric("Nf3") && !looks_numeric("E4"));
    }
}
