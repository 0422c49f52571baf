//! A played turn written with every square it uses: long algebraic and ICCF
//! numeric notation, for the players whose `notation` setting asks for them
//! ([`super::dialect::MoveNotation`]). Each variant builds its turn's forms from
//! its own turn type ([`crate::rules::Rules::turn_forms`]); this file holds the
//! pieces they share. The forms read back through the same variant's reader
//! (tests/suite/readers.rs, the round trip in every notation).

use crate::board::geometry::Square;

/// The FIDE letter of the place a numeric promotion digit names, digit 1 first:
/// 1 queen, 2 rook, 3 bishop, 4 knight (ICCF numeric notation). In Chess with
/// Different Armies the digit names the army's piece on that place.
pub const PROMOTION_PLACES: [char; 4] = ['Q', 'R', 'B', 'N'];

/// The squares of one piece's move, as ICCF numeric notation and long algebraic
/// write it: the from-square and the to-square (the king's squares when
/// castling), and the promotion's place digit (1 queen ... 4 knight,
/// [`PROMOTION_PLACES`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnSquares {
    /// Where the moving piece stood.
    pub from: Square,
    /// Where it went.
    pub to: Square,
    /// The promotion's place digit, 1 to 4.
    pub promotion: Option<u8>,
}

impl TurnSquares {
    /// The move in ICCF numeric notation (`5254`, `57581`); `None` on a board
    /// wider or longer than 9.
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::board::geometry::Square;
    /// use pbem_arbiter::notation::forms::TurnSquares;
    ///
    /// let e7e8 = TurnSquares {
    ///     from: Square::parse("e7").unwrap(),
    ///     to: Square::parse("e8").unwrap(),
    ///     promotion: Some(1),
    /// };
    /// assert_eq!(e7e8.numeric().as_deref(), Some("57581"));
    /// ```
    pub fn numeric(&self) -> Option<String> {
        let mut out = numeric_square(self.from)?;
        out.push_str(&numeric_square(self.to)?);
        out.extend(self.promotion.map(promotion_digit));
        Some(out)
    }
}

/// A square as ICCF numeric notation writes it, file digit then rank digit
/// (`e2` -> `52`); `None` for a square past the ninth file or rank.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::board::geometry::Square;
/// use pbem_arbiter::notation::forms::numeric_square;
///
/// assert_eq!(numeric_square(Square::parse("e2").unwrap()).as_deref(), Some("52"));
/// ```
pub fn numeric_square(square: Square) -> Option<String> {
    let digit = |n: u8| (n < 9).then(|| char::from(b'1' + n));
    Some(
        [digit(square.file())?, digit(square.rank())?]
            .iter()
            .collect(),
    )
}

/// The place digit of a promotion to the piece whose place letter is `place`
/// (`Q` -> 1 ... `N` -> 4, [`PROMOTION_PLACES`]); `None` for another letter.
pub fn place_digit(place: char) -> Option<u8> {
    let index = PROMOTION_PLACES.iter().position(|p| *p == place)?;
    u8::try_from(index + 1).ok()
}

/// The digit character of a place digit 1 to 4.
fn promotion_digit(place: u8) -> char {
    char::from(b'0' + place % 10)
}

/// A turn written with every square it uses: the forms a player's `notation
/// long` and `notation numeric` settings ask for. Both in English letters;
/// [`super::dialect::Dialect::write`] puts the player's letters in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareForms {
    /// Long algebraic, with the check mark: `Ng1-f3+`, `O-O`, `Nb1-c3(B)`,
    /// `(He1)`, `Rc7-c6-d6xd2`, `Bc1-c3 (Nb1-c3)`, `f3-f4, Ra4:d4`.
    pub long: String,
    /// ICCF numeric notation, without check marks: `7163`, `5171`, `2133(B)`,
    /// `(H51)`, `37-36-46x42`, `3133 (2133)`, `6364, 14x44`; `None` on a board
    /// wider or longer than 9 squares.
    pub numeric: Option<String>,
}

impl SquareForms {
    /// The forms of one piece's move from its canonical SAN (`san`, with the
    /// variant's piece names, Knightmare's joining `~` and Revolving's
    /// parenthesised change) and its squares: long algebraic puts the
    /// from-square in (`Nf3+` -> `Ng1-f3+`, castling stays `O-O`), numeric is
    /// the squares' digits with the joining `~` and the parenthesised change kept
    /// (`Qd1~c3` -> `41~33`, `Nc3(B)` -> `2133(B)`).
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::board::geometry::Square;
    /// use pbem_arbiter::notation::forms::{SquareForms, TurnSquares};
    ///
    /// let b1c3 = TurnSquares {
    ///     from: Square::parse("b1").unwrap(),
    ///     to: Square::parse("c3").unwrap(),
    ///     promotion: None,
    /// };
    /// let forms = SquareForms::of_move("Nc3(B)+", b1c3);
    /// assert_eq!(forms.long, "Nb1-c3(B)+");
    /// assert_eq!(forms.numeric.as_deref(), Some("2133(B)"));
    /// ```
    pub fn of_move(san: &str, squares: TurnSquares) -> SquareForms {
        let change = san
            .find('(')
            .and_then(|open| san[open..].find(')').map(|close| &san[open..=open + close]));
        let numeric = numeric_square(squares.from).and_then(|from| {
            let to = numeric_square(squares.to)?;
            let join = if san.contains('~') { "~" } else { "" };
            let promotion: String = squares.promotion.map(promotion_digit).into_iter().collect();
            Some(format!(
                "{from}{join}{to}{promotion}{}",
                change.unwrap_or("")
            ))
        });
        SquareForms {
            long: long_text(san, squares),
            numeric,
        }
    }
}

/// Long algebraic from SAN and the move's squares: the piece name SAN gives (one
/// letter, or Knightmare's two), from-square, `-`, `x` or `~`, to-square, then
/// SAN's promotion, change and check suffix (`Nf3+` -> `Ng1-f3+`,
/// `QNxe5` -> `QNd3xe5`, `Q~Nc3` -> `Qd1~c3`); castling stays `O-O`.
fn long_text(san: &str, s: TurnSquares) -> String {
    if san.starts_with('O') || san.starts_with('0') {
        return san.to_string();
    }
    let piece: String = san.chars().take_while(char::is_ascii_uppercase).collect();
    let separator = if san.contains('~') {
        '~'
    } else if san.contains('x') || san.contains(':') {
        'x'
    } else {
        '-'
    };
    let tail_start = san.find(['=', '+', '#', '(']).unwrap_or(san.len());
    format!("{piece}{}{separator}{}{}", s.from, s.to, &san[tail_start..])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn squares(from: &str, to: &str, promotion: Option<u8>) -> TurnSquares {
        TurnSquares {
            from: Square::parse(from).unwrap(),
            to: Square::parse(to).unwrap(),
            promotion,
        }
    }

    #[test]
    fn moves_in_long_and_numeric() {
        let cases = [
            ("Nf3+", squares("g1", "f3", None), "Ng1-f3+", "7163"),
            ("exd5", squares("e4", "d5", None), "e4xd5", "5445"),
            ("e8=Q#", squares("e7", "e8", Some(1)), "e7-e8=Q#", "57581"),
            ("O-O", squares("e1", "g1", None), "O-O", "5171"),
            ("QNxe5", squares("d3", "e5", None), "QNd3xe5", "4355"),
            ("Q~Nc3", squares("d1", "c3", None), "Qd1~c3", "41~33"),
            ("O-O(B)", squares("e1", "g1", None), "O-O(B)", "5171(B)"),
        ];
        for (san, s, long, numeric) in cases {
            let forms = SquareForms::of_move(san, s);
            assert_eq!(forms.long, long, "{san}");
            assert_eq!(forms.numeric.as_deref(), Some(numeric), "{san}");
        }
        assert_eq!(place_digit('N'), Some(4));
        assert_eq!(place_digit('C'), None);
    }
}
