//! What a score or a position text writes: a move number before a turn
//! ([`move_label`]) and the board field of a FEN-like position text
//! ([`board_field`]).

use crate::board::color::Color;
use crate::board::geometry::{Geometry, Square};

/// The board field of a FEN-like position text: ranks from the last down, files from
/// `a`, empty squares counted, each occupied square written as `symbol` gives it (a
/// letter, or `(Nr)` for a Knightmare; inline, not a `String` a square: the board
/// field is written for every turn stored).
pub fn board_field(
    geometry: Geometry,
    symbol: impl Fn(Square) -> Option<crate::board::geometry::Symbol>,
) -> String {
    let mut out = String::with_capacity(80);
    for rank in (0..geometry.ranks).rev() {
        let mut empty = 0;
        for square in (0..geometry.files).filter_map(|f| Square::new(f, rank)) {
            match symbol(square) {
                None => empty += 1,
                Some(text) => {
                    if empty > 0 {
                        out.push_str(itoa::Buffer::new().format(empty));
                        empty = 0;
                    }
                    out.push_str(&text);
                }
            }
        }
        if empty > 0 {
            out.push_str(itoa::Buffer::new().format(empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// A move number as a score writes it before a turn: `12.` before White's,
/// `12...` before Black's (PGN standard, 8.2.2.2).
///
/// # Examples
///
/// ```
/// use pbem_arbiter::board::color::Color;
/// use pbem_arbiter::notation::move_label;
///
/// assert_eq!(move_label(12, Color::White), "12.");
/// assert_eq!(move_label(12, Color::Black), "12...");
/// ```
pub fn move_label(number: u32, side: Color) -> String {
    let dots = if side == Color::White { "." } else { "..." };
    format!("{number}{dots}")
}
