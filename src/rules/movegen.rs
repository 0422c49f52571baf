//! The one orthodox move generator: every engine that moves pieces by their Betza
//! atoms (FIDE chess, Chess with Different Armies, Momentum's start moves, Revolving,
//! ProDem, Move Up Take Down, Combining Knightmare Chess) walks the atoms here, over
//! its own board seen through [`BoardView`].
//!
//! The generator knows the piece table of a [`VariantDef`] (each type's atoms per
//! side: leaper or rider, range, move-only or capture-only; the pawn and royal flags;
//! the promotion list, applied by [`push_move`]) and the board size; everything a
//! variant decides about its own board it answers through the view: which piece type
//! the side to move moves from a square, what a target square holds for it, the
//! en-passant square, the double step, castling rights and attacked squares.
//!
//! Extension points, and where a variant puts what the generator does not do:
//! - board size: [`VariantDef::geometry`] (squares are 0-based file and rank, up to
//!   16x16); the walk stops at the edge.
//! - a square that holds a piece nothing captures by a normal move (an enemy king in
//!   Knightmare, a Black Holes hole): [`Landing::Uncapturable`] stops the walk there
//!   without a move.
//! - a piece that belongs to both sides (a Knightmare): [`BoardView::mover`] names the
//!   type the side to move moves it as, and [`BoardView::target`] says whether it may
//!   be taken.
//! - royal pieces: [`crate::board::pieces::PieceType::royal`]; a royal piece castles.
//!   Check is the caller's question (the generator's moves are pseudo-legal).
//! - drops (from an unlimited or counted supply) and moves of several legs: not
//!   generated here. [`generate`] only appends to the list it is given, so a variant
//!   appends its own drops or multi-leg moves before or after, in its own turn type.

use super::moves::{castling_squares, push_move, MoveKind, MoveSink};
use crate::board::color::{ByColor, Color};
use crate::board::geometry::Square;
use crate::board::pieces::{PieceTypeId, VariantDef, Wing};

/// What a square holds, as the side to move sees it when a piece would go there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// Nothing: a move-only atom may go there and a rider goes on.
    Empty,
    /// A piece of the side to move: blocks, never taken.
    Own,
    /// A piece the side to move may take (or, in Knightmare, combine with): a
    /// capture-only or move-and-capture atom goes there; blocks a rider beyond.
    Capturable,
    /// A piece nothing takes by a normal move (an enemy king in Knightmare, a hole):
    /// blocks, no move onto it.
    Uncapturable,
}

/// A board as the side to move sees it, all the generator asks of a variant.
/// Squares are 0-based ([`Square`]: file and rank from White's a1).
pub trait BoardView {
    /// The variant data: the board size ([`VariantDef::geometry`]), the piece table
    /// (atoms per side, pawn and royal flags), promotions and castling files.
    fn def(&self) -> &VariantDef;

    /// The side to move.
    fn side(&self) -> Color;

    /// The piece type the side to move moves from `from`, or `None` when it moves
    /// nothing there (an empty square, an enemy piece, a piece that may not move now,
    /// like a Knightmare moved last, K2). A piece of both sides answers with the
    /// mover's half.
    fn mover(&self, from: Square) -> Option<PieceTypeId>;

    /// Calls `f` with each square the side to move moves a piece from and that
    /// piece's type ([`BoardView::mover`]), rank by rank from a1. The default asks
    /// `mover` of every square; a view over a plain cell array scans the array.
    fn each_mover(&self, mut f: impl FnMut(Square, PieceTypeId)) {
        for from in self.def().geometry.squares() {
            if let Some(t) = self.mover(from) {
                f(from, t);
            }
        }
    }

    /// What `to` holds for the side to move (see [`Landing`]).
    fn target(&self, to: Square) -> Landing;

    /// The square a pawn of the side to move may capture en passant (the square the
    /// last double step passed over), if any. The captured pawn stands beside the
    /// capturer, on `to`'s file and the capturer's rank.
    fn en_passant(&self) -> Option<Square>;

    /// True when a pawn on `from` may step two squares straight forward (over an
    /// empty square onto an empty one, which the generator checks). FIDE's rule,
    /// the default: from the side's own second rank.
    fn may_double_step(&self, from: Square) -> bool {
        let def = self.def();
        from.rank() == def.geometry.relative_rank(self.side(), 1)
    }

    /// Castling rights: the rook's square per side and wing
    /// ([`Wing`] as index) while the right stands. All `None` for a view that adds
    /// castling itself (Momentum) or has none.
    fn castling_rights(&self) -> ByColor<[Option<Square>; 2]>;

    /// True when the opponent of the side to move attacks `square` (asked only for
    /// castling: the king may not start on, pass or land on such a square).
    fn attacked(&self, square: Square) -> bool;

    /// True when the side to move's royal piece on `king` stands in check (asked
    /// for castling). The default asks [`BoardView::attacked`]; a view whose caller
    /// already knows (a search that found checks and pins from the king) answers
    /// without a second walk.
    fn in_check(&self, king: Square) -> bool {
        self.attacked(king)
    }
}

/// Appends the pseudo-legal moves of the side to move to `out` (nothing is removed
/// or reordered): each piece's atoms walked from its square, en passant, the pawn's
/// double step, castling by a royal piece. The moves may leave the mover's royal
/// piece attacked; the caller filters.
pub fn generate<B: BoardView>(board: &B, out: &mut impl MoveSink) {
    let def = board.def();
    let side = board.side();
    let ep = board.en_passant();
    board.each_mover(|from, t| {
        let piece = def.piece(t);
        for walk in def.walks(side, t, from) {
            let mut to = from;
            for _ in 0..walk.reach {
                to = walk.line.next(to);
                match board.target(to) {
                    Landing::Empty => {
                        if walk.moves {
                            push_move(def, piece.pawn, side, from, to, MoveKind::Normal, out);
                        } else if piece.pawn && walk.captures && ep == Some(to) {
                            push_move(def, true, side, from, to, MoveKind::EnPassant, out);
                        }
                    }
                    Landing::Capturable => {
                        if walk.captures {
                            push_move(def, piece.pawn, side, from, to, MoveKind::Normal, out);
                        }
                        break;
                    }
                    Landing::Own | Landing::Uncapturable => break,
                }
            }
        }
        if piece.pawn && board.may_double_step(from) {
            double_step(board, from, out);
        }
        if piece.royal {
            castling(board, from, out);
        }
    });
}

/// A pawn's two squares straight forward, over an empty square onto an empty one.
#[inline]
fn double_step<B: BoardView>(board: &B, from: Square, out: &mut impl MoveSink) {
    let def = board.def();
    let side = board.side();
    let forward = def.forward(side);
    if def.steps.steps_along(forward, from) < 2 {
        return;
    }
    let over = forward.next(from);
    let to = forward.next(over);
    if board.target(over) == Landing::Empty && board.target(to) == Landing::Empty {
        push_move(def, true, side, from, to, MoveKind::DoubleStep, out);
    }
}

/// FIDE castling: right still held, every square between king and rook and their
/// destinations empty (but for the two castling pieces), king not in check and not
/// passing through or landing on an attacked square. The castlings of the royal
/// piece on `king` that pass these tests are appended to `out`.
pub(crate) fn castling<B: BoardView>(board: &B, king: Square, out: &mut impl MoveSink) {
    let rights = board.castling_rights();
    // Whether the king stands in check is asked once for both wings, and only when
    // a wing's squares are empty.
    let mut in_check: Option<bool> = None;
    for wing in Wing::BOTH {
        let Some(c) = castling_squares(board.def(), rights, board.side(), king, wing) else {
            continue;
        };
        if !c
            .squares(c.must_be_empty)
            .all(|sq| board.target(sq) == Landing::Empty)
        {
            continue;
        }
        if *in_check.get_or_insert_with(|| board.in_check(king)) {
            return;
        }
        let path = c.king_path & !(1 << king.file());
        if c.squares(path).all(|sq| !board.attacked(sq)) {
            out.push(c.king_move);
        }
    }
}
