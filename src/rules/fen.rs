//! FEN read into a [`Setup`]: the board and state of an orthodox-shaped position
//! that has not been checked (shakmaty's `Setup`), the [`Cell`] encoding of one
//! piece of one side, and the FEN fields written back (castling, key fields). What a
//! position must be to be played on is [`super::setup`]'s; the moves, the engines'.

use thiserror::Error;

use crate::board::color::{ByColor, Color};
use crate::board::geometry::Square;
use crate::board::pieces::{PieceTypeId, VariantDef, Wing};

/// A cell of the board: 0 is empty, otherwise bit 7 is Black and the low bits are
/// the piece type id plus one.
pub type Cell = u8;

const BLACK_BIT: u8 = 0x80;

/// Encodes a piece of `color` and type `t` as a cell.
pub fn cell(color: Color, t: PieceTypeId) -> Cell {
    (t + 1) | if color == Color::Black { BLACK_BIT } else { 0 }
}

/// Decodes a non-empty cell into (colour, piece type).
pub fn decode(c: Cell) -> Option<(Color, PieceTypeId)> {
    if c == 0 {
        return None;
    }
    let color = if c & BLACK_BIT != 0 {
        Color::Black
    } else {
        Color::White
    };
    Some((color, (c & !BLACK_BIT) - 1))
}

/// For a word of 16 cells (a rank's cells, one byte each, file 0 in the lowest
/// byte), bit 7 of each byte set where the cell holds a piece of `side`: Black's
/// cells have bit 7 set; White's are non-zero with bit 7 clear (adding 0x7f to the
/// low seven bits carries into bit 7 exactly when they are not all zero, and never
/// into the next byte).
pub fn own_pieces(word: u128, side: Color) -> u128 {
    const HIGH: u128 = u128::from_le_bytes([0x80; 16]);
    const LOW: u128 = u128::from_le_bytes([0x7f; 16]);
    match side {
        Color::Black => word & HIGH,
        Color::White => ((word & LOW) + LOW) & !word & HIGH,
    }
}

/// Board and state as read from FEN, not yet checked for legality. The cell type is
/// the engine's: a [`Cell`] (one piece of one side) for the orthodox engine, a cell
/// that may hold a Knightmare in [`crate::rules::knightmare`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup<C = Cell> {
    /// Indexed by [`Square::index`].
    pub cells: [C; 256],
    /// The side to move.
    pub side: Color,
    /// Rook square per side and wing ([`Wing`] as index) while that castling right stands.
    pub castling: ByColor<[Option<Square>; 2]>,
    /// The square passed over by the last double step (the en-passant target).
    pub ep: Option<Square>,
    /// Plies since the last capture or pawn move (fifty-move rule).
    pub halfmove_clock: u32,
    /// Full-move number, starting at 1 and increased after Black's move.
    pub fullmove: u32,
    /// Where each side's royal piece stands (kept in step with the cells).
    pub royal: ByColor<Option<Square>>,
}

impl<C: Copy> Setup<C> {
    /// An empty board (every cell `empty`), White to move, no castling right, no
    /// en-passant square, half-move clock 0, move 1, no royal piece: what a position
    /// text is read into.
    pub fn empty(empty: C) -> Setup<C> {
        Setup {
            cells: [empty; 256],
            side: Color::White,
            castling: ByColor::splat([None; 2]),
            ep: None,
            halfmove_clock: 0,
            fullmove: 1,
            royal: ByColor::splat(None),
        }
    }
}

/// A FEN text that cannot be read (what a position must be is checked by
/// [`crate::rules::setup`]).
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum FenError {
    /// Fewer than four fields; how many there are.
    #[error("FEN must have at least 4 fields (board, side, castling, en passant), found {0}")]
    FieldCount(usize),
    /// The board field has the wrong number of ranks.
    #[error("FEN board has {found} ranks; this variant's board has {expected}")]
    RankCount {
        /// Ranks in the text.
        found: usize,
        /// Ranks of the variant's board.
        expected: u8,
    },
    /// A rank describes the wrong number of files.
    #[error("FEN rank {rank} describes {found} files; the board has {expected}")]
    FileCount {
        /// Which rank of the board field, counted from 1 in the text's order.
        rank: u8,
        /// Files the rank's text describes.
        found: u32,
        /// Files of the variant's board.
        expected: u8,
    },
    /// A letter that names no piece of the variant; the letter.
    #[error("FEN letter {0:?} is not a piece of this variant")]
    UnknownPiece(char),
    /// A side field other than `w` or `b`; the field as written.
    #[error("FEN side to move must be 'w' or 'b', found {0:?}")]
    Side(String),
    /// A castling field that does not read; the field as written.
    #[error("FEN castling field {0:?} is not '-' or letters of KQkq")]
    Castling(String),
    /// An en-passant field that is neither `-` nor a square; the field as written.
    #[error("FEN en-passant field {0:?} is not '-' or a square")]
    EnPassant(String),
    /// A counter field that is not a number.
    #[error("FEN {field} {value:?} is not a number")]
    Number {
        /// `halfmove clock` or `fullmove number`.
        field: &'static str,
        /// The field as written.
        value: String,
    },
}

impl Setup {
    /// The position text of an orthodox engine: the key fields (board, side,
    /// castling, `ep`), then the half-move clock and the full-move number.
    pub fn position_text(&self, board: String, ep: Option<Square>) -> String {
        format!(
            "{} {} {}",
            key_fields(board, self, ep),
            self.halfmove_clock,
            self.fullmove
        )
    }
}

/// Reads FEN into a [`Setup`] without the legality checks.
///
/// # Errors
///
/// [`FenError`] naming the field.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::board::geometry::{Color, Square};
/// use pbem_arbiter::rules::fen::{parse_fen, FenError};
/// use pbem_arbiter::rules::fide::fide_def;
///
/// let def = fide_def();
/// let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
/// let setup = parse_fen(&def, after_e4).unwrap();
/// assert_eq!(setup.side, Color::Black);
/// assert_eq!(setup.ep, Square::parse("e3"));
/// assert_eq!((setup.halfmove_clock, setup.fullmove), (0, 1));
///
/// assert_eq!(parse_fen(&def, "8/8 w"), Err(FenError::FieldCount(2)));
/// assert_eq!(
///     parse_fen(&def, "8/8/8 w - -"),
///     Err(FenError::RankCount { found: 3, expected: 8 })
/// );
/// ```
pub fn parse_fen(def: &VariantDef, fen: &str) -> Result<Setup, FenError> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() < 4 {
        return Err(FenError::FieldCount(fields.len()));
    }
    let mut setup = Setup::empty(0);
    read_board_field(def, fields[0], &mut setup)?;
    read_state_fields(def, &fields, &mut setup)?;
    Ok(setup)
}

/// Reads FEN's board field (ranks from the last, `/` between them) into `setup`'s
/// cells and royal squares.
fn read_board_field(def: &VariantDef, field: &str, setup: &mut Setup) -> Result<(), FenError> {
    let g = def.geometry;
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != g.ranks as usize {
        return Err(FenError::RankCount {
            found: ranks.len(),
            expected: g.ranks,
        });
    }
    for (i, text) in ranks.iter().enumerate() {
        read_rank(def, text, g.ranks - 1 - i as u8, setup)?;
    }
    Ok(())
}

/// Reads one rank of the board field (`rank` 0-based): FEN letters of `def`'s
/// pieces and runs of empty squares, which must fill the board's files exactly.
fn read_rank(def: &VariantDef, text: &str, rank: u8, setup: &mut Setup) -> Result<(), FenError> {
    let g = def.geometry;
    let mut file: u32 = 0;
    let mut digits = String::new();
    for ch in text.chars() {
        if ch.is_ascii_digit() {
            digits.push(ch);
            continue;
        }
        file = skip_empty(def, rank, file, &digits)?;
        digits.clear();
        let color = if ch.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let t = def
            .type_for_letter(color, ch)
            .ok_or(FenError::UnknownPiece(ch))?;
        if file >= g.files as u32 {
            return Err(FenError::FileCount {
                rank: rank + 1,
                found: file + 1,
                expected: g.files,
            });
        }
        let square = Square::new(file as u8, rank).ok_or(FenError::UnknownPiece(ch))?;
        setup.cells[square.index()] = cell(color, t);
        if def.piece(t).royal {
            setup.royal[color] = Some(square);
        }
        file += 1;
    }
    file = skip_empty(def, rank, file, &digits)?;
    if file != g.files as u32 {
        return Err(FenError::FileCount {
            rank: rank + 1,
            found: file,
            expected: g.files,
        });
    }
    Ok(())
}

/// The file after a run of empty squares written `digits` (none: `file` itself) on
/// `rank`. A run longer than the board (however many digits) is a rank that
/// describes too many files, never an overflow.
fn skip_empty(def: &VariantDef, rank: u8, file: u32, digits: &str) -> Result<u32, FenError> {
    let g = def.geometry;
    if digits.is_empty() {
        return Ok(file);
    }
    match digits.parse::<u32>() {
        Ok(n) if n <= g.files as u32 => Ok(file + n),
        n => Err(FenError::FileCount {
            rank: rank + 1,
            found: n.map_or(u32::MAX, |n| file.saturating_add(n)),
            expected: g.files,
        }),
    }
}

/// Reads the fields after the board (side to move, castling, en passant, then the
/// optional half-move clock and full-move number) into `setup`.
fn read_state_fields(def: &VariantDef, fields: &[&str], setup: &mut Setup) -> Result<(), FenError> {
    setup.side = match fields[1] {
        "w" | "W" => Color::White,
        "b" | "B" => Color::Black,
        other => return Err(FenError::Side(other.to_string())),
    };
    setup.castling = read_castling_field(def, fields[2])?;
    if fields[3] != "-" {
        let square = def
            .geometry
            .parse_square(fields[3])
            .ok_or_else(|| FenError::EnPassant(fields[3].into()))?;
        setup.ep = Some(square);
    }
    if let Some(text) = fields.get(4) {
        setup.halfmove_clock = text.parse().map_err(|_| FenError::Number {
            field: "halfmove clock",
            value: text.to_string(),
        })?;
    }
    if let Some(text) = fields.get(5) {
        setup.fullmove = text.parse().map_err(|_| FenError::Number {
            field: "fullmove number",
            value: text.to_string(),
        })?;
        setup.fullmove = setup.fullmove.max(1);
    }
    Ok(())
}

/// Reads the castling field of FEN and of the variants' position texts (`KQkq`, any
/// subset, or `-`) into rook squares per side and wing (as [`Setup::castling`]): the
/// file of the variant's castling rule on the side's first rank, the corner where the
/// variant has no castling on that wing. Whether king and partner stand there is
/// the set-up check's question ([`crate::rules::setup::check`]).
///
/// # Errors
///
/// [`FenError::Castling`] for a character other than `KQkq` or a lone `-`.
pub fn read_castling_field(
    def: &VariantDef,
    field: &str,
) -> Result<ByColor<[Option<Square>; 2]>, FenError> {
    let mut rights = ByColor::splat([None; 2]);
    if field == "-" {
        return Ok(rights);
    }
    let g = def.geometry;
    for ch in field.chars() {
        let color = if ch.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let wing = match ch.to_ascii_uppercase() {
            'K' => Wing::King,
            'Q' => Wing::Queen,
            _ => return Err(FenError::Castling(field.into())),
        };
        let file = match (def.castling[color][wing as usize], wing) {
            (Some(rule), _) => rule.rook_from,
            (None, Wing::King) => g.files - 1,
            (None, Wing::Queen) => 0,
        };
        let rook = Square::new(file, g.relative_rank(color, 0))
            .ok_or_else(|| FenError::Castling(field.into()))?;
        rights[color][wing as usize] = Some(rook);
    }
    Ok(rights)
}

/// The first four fields of FEN and of the variants' position texts, what makes
/// positions "the same" for repetition (G1): the board field as given, the side to
/// move (`w`, `b`), castling ([`castling_field`]) and `ep`, the en-passant square to
/// write (the caller's choice: only when a legal en-passant capture exists), else `-`.
pub fn key_fields<C>(board: String, setup: &Setup<C>, ep: Option<Square>) -> String {
    let side = if setup.side == Color::White { "w" } else { "b" };
    let castling = castling_field(setup.castling);
    let ep = ep.map_or("-".to_string(), |s| s.to_string());
    format!("{board} {side} {castling} {ep}")
}

/// The castling field of FEN and of the variants' position texts: `KQkq` for the
/// rights that stand (White's first, king side first), `-` for none.
pub fn castling_field(rights: ByColor<[Option<Square>; 2]>) -> String {
    let mut out = String::new();
    for color in Color::BOTH {
        for wing in Wing::BOTH {
            if rights[color][wing as usize].is_some() {
                let c = if wing == Wing::King { 'K' } else { 'Q' };
                out.push(if color == Color::White {
                    c
                } else {
                    c.to_ascii_lowercase()
                });
            }
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every cell value in every one of the 16 places of a word: `own_pieces` marks
    /// exactly the cells `decode` gives to the side, and nothing in other bytes.
    /// (0x80, Black without a piece type, is no cell: [`cell`] never makes it.)
    #[test]
    fn own_pieces_agrees_with_decode_for_every_cell_and_place() {
        for side in Color::BOTH {
            for c in (0..=u8::MAX).filter(|&c| c != BLACK_BIT) {
                for place in 0..16 {
                    // A neighbour of each colour on either side, to catch a carry.
                    let mut bytes = [0u8; 16];
                    bytes[place] = c;
                    if place > 0 {
                        bytes[place - 1] = 0x7f;
                    }
                    if place < 15 {
                        bytes[place + 1] = 0x81;
                    }
                    let own = own_pieces(u128::from_le_bytes(bytes), side);
                    let expected = decode(c).is_some_and(|(color, _)| color == side);
                    assert_eq!(
                        own >> (8 * place + 7) & 1 == 1,
                        expected,
                        "{c:#x} at {place}"
                    );
                }
            }
        }
    }
}
