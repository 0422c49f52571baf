//! The orthodox move every engine shares: [`Move`] and [`MoveKind`], a pawn move
//! expanded into its promotion choices ([`push_move`]) and the squares of a
//! castling ([`castling_squares`]). Below the generator ([`super::movegen`]) and
//! the orthodox engine ([`super::standard`]), which both use them.

use crate::board::color::{ByColor, Color};
use crate::board::geometry::{Square, MAX_SIDE};
use crate::board::pieces::{PieceTypeId, VariantDef, Wing};

/// How a move changes the board beyond "piece goes from, to".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Piece goes from, to (taking what stands there, if anything).
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
    /// Where the piece stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
    /// Piece type a pawn promotes to.
    pub promotion: Option<PieceTypeId>,
    /// What else the move does.
    pub kind: MoveKind,
}

/// Where generated moves go: a list ([`Vec<Move>`], what every engine keeps), or
/// a sink that only counts what needs no further look (perft's last ply).
pub trait MoveSink {
    /// Takes one move.
    fn push(&mut self, m: Move);
}

impl MoveSink for Vec<Move> {
    #[inline]
    fn push(&mut self, m: Move) {
        Vec::push(self, m);
    }
}

/// Appends a move, expanded into one move per promotion choice when a pawn reaches
/// the last rank of a variant that promotes.
#[inline]
pub fn push_move(
    def: &VariantDef,
    pawn: bool,
    side: Color,
    from: Square,
    to: Square,
    kind: MoveKind,
    out: &mut impl MoveSink,
) {
    // A variant without promotions (ProDem, Move Up Take Down) lets pawns reach the
    // last rank as pawns.
    let promotes = pawn && def.promotion_rank(side) == Some(to.rank());
    if promotes {
        push_promotions(def, side, from, to, kind, out);
    } else {
        out.push(Move {
            from,
            to,
            promotion: None,
            kind,
        });
    }
}

/// One move per promotion choice: apart, so that the common move stays a few
/// instructions where the generator inlines [`push_move`].
#[inline(never)]
fn push_promotions(
    def: &VariantDef,
    side: Color,
    from: Square,
    to: Square,
    kind: MoveKind,
    out: &mut impl MoveSink,
) {
    for &p in &def.promotions[side] {
        out.push(Move {
            from,
            to,
            promotion: Some(p),
            kind,
        });
    }
}

/// The squares a castling involves, while the rights still hold its rook: on one
/// rank, as file bits (bit `f` for file `f`, 0-based), so that the generator asks
/// them at every node of a search without building square sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlingSquares {
    /// The king's move (`from`/`to` are the king's squares).
    pub king_move: Move,
    /// Where the rook stands now.
    pub rook: Square,
    /// The rank of king and rook (0-based).
    pub rank: u8,
    /// Files between and onto which king and rook go, but their own.
    pub must_be_empty: u16,
    /// Files the king stands on, passes and lands on.
    pub king_path: u16,
}

impl CastlingSquares {
    /// The squares of the rank whose file bits are set in `files`, from the a-file up.
    /// The bits are walked as they are, not through a 256-square
    /// [`crate::board::geometry::SquareSet`]:
    /// castling is asked at every node of a search, and building and scanning the
    /// set would be most of its cost.
    pub fn squares(&self, files: u16) -> impl Iterator<Item = Square> + use<> {
        let rank = self.rank;
        let mut bits = files;
        std::iter::from_fn(move || {
            while bits != 0 {
                let file = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                if let Some(square) = Square::new(file, rank) {
                    return Some(square);
                }
            }
            None
        })
    }
}

/// The squares of a castling by `side` on `wing` (FIDE's conditions, with the files
/// of the variant's castling rule), or `None` without the right or the rule. Every
/// engine asks this and judges "attacked" and "empty" its own way.
#[inline]
pub fn castling_squares(
    def: &VariantDef,
    rights: ByColor<[Option<Square>; 2]>,
    side: Color,
    king: Square,
    wing: Wing,
) -> Option<CastlingSquares> {
    let rook = rights[side][wing as usize]?;
    let rule = def.castling[side][wing as usize]?;
    let rank = king.rank();
    let king_to = Square::new(rule.king_to, rank)?;
    if rule.rook_to >= MAX_SIDE {
        return None;
    }
    let span = |a: u8, b: u8| -> u16 {
        let (low, high) = (a.min(b), a.max(b));
        (u16::MAX >> (15 - high)) & (u16::MAX << low)
    };
    let king_path = span(king.file(), rule.king_to);
    let both = king_path | span(rook.file(), rule.rook_to);
    let own = (1 << king.file()) | (1 << rook.file());
    Some(CastlingSquares {
        king_move: Move {
            from: king,
            to: king_to,
            promotion: None,
            kind: MoveKind::Castle(wing),
        },
        rook,
        rank,
        must_be_empty: both & !own,
        king_path,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_squares_are_the_files_named_on_the_kings_rank() {
        let squares = |rank: u8, files: u16| {
            let king = Square::new(4, rank.min(15)).unwrap_or_else(|| unreachable!());
            let c = CastlingSquares {
                king_move: Move {
                    from: king,
                    to: king,
                    promotion: None,
                    kind: MoveKind::Normal,
                },
                rook: king,
                rank,
                must_be_empty: files,
                king_path: 0,
            };
            c.squares(files).map(|s| s.to_string()).collect::<Vec<_>>()
        };
        assert_eq!(squares(0, 0b1110), ["b1", "c1", "d1"]);
        assert_eq!(squares(7, 0b0110_0000), ["f8", "g8"]);
        assert_eq!(squares(15, 1 << 15), ["p16"]);
        assert!(squares(16, u16::MAX).is_empty());
    }
}
