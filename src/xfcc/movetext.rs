//! The `moves` of an `XfccGame` as ICCF writes them: PGN movetext with the
//! time the server received each move in a `%ccsnt` comment, one full move a
//! line.

use std::fmt::Write as _;

use chrono::{DateTime, Utc};

use crate::board::color::Color;

/// One ply of a game, as the arbiter stored it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovetextPly<'a> {
    /// The full-move number (PGN's, 1 for the first move from the usual start).
    pub number: u32,
    /// Who played it.
    pub side: Color,
    /// The turn's canonical text in the variant's notation (`Nf3`, `O-O`).
    pub text: &'a str,
    /// When the arbiter received it.
    pub received_at: DateTime<Utc>,
}

/// The movetext of `plies`: `1.e4 {[%ccsnt 2026.11.02,12:56]} e5 {[%ccsnt
/// 2026.11.03,08:10]} ` a full move, each move followed by the comment and a
/// space, each full move after the first on a line of its own; Black's move
/// that opens the text (after a set position) numbered `N...` (PGN standard
/// §8.2.2.2); and, when the game is over, its `result` (`1-0`, `0-1`,
/// `1/2-1/2`) on a last line. The times are UTC to the minute,
/// `YYYY.MM.DD,HH:MM`, as ICCF's server writes them.
///
/// ```
/// use chrono::{TimeZone, Utc};
/// use pbem_arbiter::board::color::Color;
/// use pbem_arbiter::xfcc::movetext::{movetext, MovetextPly};
///
/// let at = |d, h, m| Utc.with_ymd_and_hms(2026, 11, d, h, m, 30).unwrap();
/// let plies = [
///     MovetextPly { number: 1, side: Color::White, text: "e4", received_at: at(2, 12, 56) },
///     MovetextPly { number: 1, side: Color::Black, text: "e5", received_at: at(3, 8, 10) },
///     MovetextPly { number: 2, side: Color::White, text: "Nf3", received_at: at(4, 9, 0) },
/// ];
/// assert_eq!(
///     movetext(&plies, None),
///     "1.e4 {[%ccsnt 2026.11.02,12:56]} e5 {[%ccsnt 2026.11.03,08:10]} \n2.Nf3 {[%ccsnt 2026.11.04,09:00]} "
/// );
/// assert!(movetext(&plies[1..], Some("0-1")).starts_with("1...e5 {"));
/// assert!(movetext(&plies[1..], Some("0-1")).ends_with("} \n0-1"));
/// ```
pub fn movetext(plies: &[MovetextPly], result: Option<&str>) -> String {
    let mut out = String::with_capacity(plies.len() * 36 + 8);
    for (i, ply) in plies.iter().enumerate() {
        let time = ply.received_at.format("%Y.%m.%d,%H:%M");
        match ply.side {
            Color::White => {
                if i > 0 {
                    out.push('\n');
                }
                let _ = write!(out, "{}.", ply.number);
            }
            Color::Black if i == 0 => {
                let _ = write!(out, "{}...", ply.number);
            }
            Color::Black => {}
        }
        let _ = write!(out, "{} {{[%ccsnt {time}]}} ", ply.text);
    }
    if let Some(result) = result {
        if !plies.is_empty() {
            out.push('\n');
        }
        out.push_str(result);
    }
    out
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::{movetext, MovetextPly};
    use crate::board::color::Color;

    #[test]
    fn iccfs_layout_a_full_move_a_line_and_the_result_last() {
        let at = Utc.with_ymd_and_hms(2018, 10, 2, 12, 56, 59).unwrap();
        let ply = |number, side, text| MovetextPly {
            number,
            side,
            text,
            received_at: at,
        };
        let plies = [
            ply(11, Color::White, "d4"),
            ply(11, Color::Black, "d5"),
            ply(12, Color::White, "c4"),
            ply(12, Color::Black, "c6"),
        ];
        assert_eq!(
            movetext(&plies, Some("0-1")),
            "11.d4 {[%ccsnt 2018.10.02,12:56]} d5 {[%ccsnt 2018.10.02,12:56]} \n\
             12.c4 {[%ccsnt 2018.10.02,12:56]} c6 {[%ccsnt 2018.10.02,12:56]} \n0-1"
        );
        assert_eq!(movetext(&[], Some("1/2-1/2")), "1/2-1/2");
        assert_eq!(movetext(&[], None), "");
    }
}
