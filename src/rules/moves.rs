//! The orthodox move every engine shares: [`Move`] and [`MoveKind`], a pawn move
//! expanded into its promotion choices ([`push_move`]) and the squares of a
//! castling ([`castling_squares`]). Below the generator ([`super::movegen`]) and
//! the orthodox engine ([`super::standard`]), which both use them.

use crate::board::geometry::{Color, Square};
use crate::board::pieces::{PieceTypeId, VariantDef, Wing};

/// How a move changes the board beyond "piece goes from, to".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Normal,
    /// A pawn's two-square step, which may allow en passant.
    DoubleStep,
    /// A pawn capture onto the en-passant square.
    EnPassant,
    /// Castling: `from`/`to` are the king's squares.
    Castle(Wing),
}

/// One orthodox move. For castling, `from` and `to` are the king's squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    /// Piece type a pawn promotes to.
    pub promotion: Option<PieceTypeId>,
    pub kind: MoveKind,
}

/// Appends a move, expanded into one move per promotion choice when a pawn reaches
/// the last rank of a variant that promotes.
pub fn push_move(
    def: &VariantDef,
    pawn: bool,
    side: Color,
    from: Square,
    to: Square,
    kind: MoveKind,
    out: &mut Vec<Move>,
) {
    // A variant without promotions (ProDem, Move Up Take Down) lets pawns reach the
    // last rank as pawns.
    let last_rank = to.rank() == def.geometry.relative_rank(side, def.geometry.ranks - 1);
    if pawn && last_rank && !def.promotions[side.index()].is_empty() {
        for &p in &def.promotions[side.index()] {
            out.push(Move {
                from,
                to,
                promotion: Some(p),
                kind,
            });
        }
    } else {
        out.push(Move {
            from,
            to,
            promotion: None,
            kind,
        });
    }
}

/// The squares a castling on `wing` involves, while `rights` still hold its rook.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastlingSquares {
    /// The king's move (`from`/`to` are the king's squares).
    pub king_move: Move,
    /// Where the rook stands now.
    pub rook: Square,
    /// Every square between and onto which king and rook go, but their own.
    pub must_be_empty: Vec<Square>,
    /// The squares the king stands on, passes and lands on (none may be attacked).
    pub king_path: Vec<Square>,
}

/// The squares of a castling by `side` on `wing` (FIDE's conditions, with the files
/// of the variant's castling rule), or `None` without the right or the rule. Every
/// engine asks this and judges "attacked" and "empty" its own way.
pub fn castling_squares(
    def: &VariantDef,
    rights: [[Option<Square>; 2]; 2],
    side: Color,
    king: Square,
    wing: Wing,
) -> Option<CastlingSquares> {
    let rook = rights[side.index()][wing as usize]?;
    let rule = def.castling[side.index()][wing as usize]?;
    let rank = king.rank();
    let king_to = Square::new(rule.king_to, rank)?;
    let rook_to = Square::new(rule.rook_to, rank)?;
    let span = |a: u8, b: u8| a.min(b)..=a.max(b);
    let must_be_empty = span(king.file(), king_to.file())
        .chain(span(rook.file(), rook_to.file()))
        .filter(|&f| f != king.file() && f != rook.file())
        .filter_map(|f| Square::new(f, rank))
        .collect();
    let king_path = span(king.file(), king_to.file())
        .filter_map(|f| Square::new(f, rank))
        .collect();
    Some(CastlingSquares {
        king_move: Move {
            from: king,
            to: king_to,
            promotion: None,
            kind: MoveKind::Castle(wing),
        },
        rook,
        must_be_empty,
        king_path,
    })
}
