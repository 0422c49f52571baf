//! A turn split into independent parts. Two momentum events commute when
//! they look at disjoint squares: neither reads nor changes a square of the other. So
//! the mover's pieces in motion fall into groups (pieces whose event squares overlap,
//! closed under overlap), and the events of different groups never interact. Only the
//! action (one start or one stop) can join groups: a start reads and changes the
//! squares of its own path. The searches in `search.rs` therefore walk one group, or
//! the few groups one action touches, at a time, and combine the results, instead of
//! walking the states of every piece at once (2^k states for k pieces in motion).

use super::turn::Progress;
use crate::board::color::{ByColor, Color};
use crate::board::geometry::Square;
use crate::board::geometry::SquareSet;
use crate::board::pieces::{PieceTypeId, VariantDef, Wing};
use crate::rules::fen::decode;
use crate::rules::movegen::{self, BoardView, Landing};
use crate::rules::moves::{castling_squares, push_move, Move, MoveKind};

/// A set of groups as bits, group `i` being bit `i`. A side has at most 32 pieces in
/// motion, so at most 32 groups.
pub type GroupMask = u64;

/// The mover's pending pieces split into groups whose momentum events touch disjoint
/// squares.
#[derive(Clone, Debug, Default)]
pub struct Groups {
    /// Per group: its pending pieces (by square).
    pieces: Vec<SquareSet>,
    /// Per group: every square its pieces' events look at (start, path, next square).
    squares: Vec<SquareSet>,
    /// The squares of every group.
    all: SquareSet,
}

impl Groups {
    /// The groups of the pending pieces of `p`.
    pub fn of(def: &VariantDef, p: &Progress) -> Groups {
        let mut pieces: Vec<SquareSet> = Vec::new();
        let mut squares: Vec<SquareSet> = Vec::new();
        for from in p.pending.squares() {
            let mut own = SquareSet::default();
            own.insert(from);
            let mut touched = event_squares(def, p, from);
            let mut i = 0;
            while i < squares.len() {
                if squares[i].intersects(&touched) {
                    touched = touched.union(&squares.swap_remove(i));
                    own = own.union(&pieces.swap_remove(i));
                } else {
                    i += 1;
                }
            }
            pieces.push(own);
            squares.push(touched);
        }
        let all = squares
            .iter()
            .fold(SquareSet::default(), |all, s| all.union(s));
        Groups {
            pieces,
            squares,
            all,
        }
    }

    /// How many groups there are.
    pub fn len(&self) -> usize {
        self.pieces.len()
    }

    /// True when no piece is in motion.
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
    }

    /// Every group.
    pub fn everything(&self) -> GroupMask {
        match self.len() {
            64.. => GroupMask::MAX,
            n => (1 << n) - 1,
        }
    }

    /// The groups whose squares meet `squares`.
    pub fn touching(&self, squares: &SquareSet) -> GroupMask {
        self.squares
            .iter()
            .enumerate()
            .filter(|(_, s)| s.intersects(squares))
            .fold(0, |mask, (i, _)| mask | 1 << i)
    }

    /// The group of the pending piece on `at`, if it is one.
    pub fn group_of(&self, at: Square) -> Option<usize> {
        self.pieces.iter().position(|s| s.contains(at))
    }

    /// The pending pieces of the groups in `mask`.
    pub fn pieces_in(&self, mask: GroupMask) -> SquareSet {
        self.select(&self.pieces, mask)
    }

    /// The squares of the groups in `mask`.
    pub fn squares_in(&self, mask: GroupMask) -> SquareSet {
        self.select(&self.squares, mask)
    }

    /// The squares of group `i`.
    pub fn squares_of(&self, i: usize) -> &SquareSet {
        &self.squares[i]
    }

    /// The squares of every group.
    pub fn all_squares(&self) -> &SquareSet {
        &self.all
    }

    fn select(&self, sets: &[SquareSet], mask: GroupMask) -> SquareSet {
        sets.iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .fold(SquareSet::default(), |all, (_, s)| all.union(s))
    }
}

/// The squares a pending piece's momentum event looks at: where it stands, the
/// squares it slides over and its next square (M3).
pub fn event_squares(def: &VariantDef, p: &Progress, from: Square) -> SquareSet {
    let mut out = SquareSet::default();
    out.insert(from);
    if let Some(m) = p.motions.get(from) {
        add_line(def, from, m.dx, m.dy, &mut out);
    }
    out
}

/// Adds the squares from `from` (exclusive) to `from + (dx, dy)` along their line:
/// a rider's path and its end. For a leap the points of its line are more than it
/// reads, which only joins groups that need not be joined (never the reverse).
fn add_line(def: &VariantDef, from: Square, dx: i8, dy: i8, out: &mut SquareSet) {
    let g = gcd(dx.unsigned_abs(), dy.unsigned_abs()).max(1) as i8;
    let (ux, uy) = (dx / g, dy / g);
    for k in 1..=g {
        match from.offset(ux * k, uy * k, def.geometry) {
            Some(q) => out.insert(q),
            None => break,
        }
    }
}

/// The squares a start move reads or changes: its square, the squares on its line up
/// to its target, the target and the en-passant victim's square. The victim's square
/// is read as well as changed: en passant is possible only while that pawn still
/// stands there (M6), so a group whose continuation may take it first is walked
/// together with the capture. `None` for castling, whose legality (M4, M8:
/// no square the king passes may be one the opponent could capture on, judged when
/// the castling is resolved) depends on the whole board.
pub fn move_squares(def: &VariantDef, m: &Move) -> Option<SquareSet> {
    if matches!(m.kind, MoveKind::Castle(_)) {
        return None;
    }
    let mut out = SquareSet::default();
    out.insert(m.from);
    let (dx, dy) = (
        m.to.file() as i8 - m.from.file() as i8,
        m.to.rank() as i8 - m.from.rank() as i8,
    );
    add_line(def, m.from, dx, dy, &mut out);
    if let Some(victim) = en_passant_victim(m) {
        out.insert(victim);
    }
    Some(out)
}

/// The squares a start move changes: its square, its target, the en-passant victim's
/// square; for castling the king's and the rook's squares before and after.
pub fn written_squares(def: &VariantDef, p: &Progress, m: &Move) -> SquareSet {
    let mut out = SquareSet::default();
    out.insert(m.from);
    out.insert(m.to);
    if let Some(victim) = en_passant_victim(m) {
        out.insert(victim);
    }
    if let MoveKind::Castle(wing) = m.kind {
        let side = p.side();
        if let Some(rook) = p.setup.castling[side][wing as usize] {
            out.insert(rook);
        }
        if let Some(rule) = def.castling[side][wing as usize] {
            if let Some(rook_to) = Square::new(rule.rook_to, m.from.rank()) {
                out.insert(rook_to);
            }
        }
    }
    out
}

fn en_passant_victim(m: &Move) -> Option<Square> {
    (m.kind == MoveKind::EnPassant)
        .then(|| Square::new(m.to.file(), m.from.rank()))
        .flatten()
}

/// The squares every pending piece's momentum event looks at ([`event_squares`]):
/// [`Groups::all_squares`] without forming the groups.
pub fn all_event_squares(def: &VariantDef, p: &Progress) -> SquareSet {
    p.pending.squares().fold(SquareSet::default(), |all, from| {
        all.union(&event_squares(def, p, from))
    })
}

/// The moves of [`candidate_starts`] that capture on `target`, a square holding a
/// piece of the opponent, with `see_through` the squares of the groups
/// ([`all_event_squares`]): found by walking the mover's capture lines back from the
/// target (a piece of the mover on a line is a candidate when its type captures
/// that far along it; the walk goes on past it only on a square of `see_through`,
/// and stops at an enemy piece), not by generating every move.
pub fn candidate_starts_onto(
    def: &VariantDef,
    p: &Progress,
    see_through: &SquareSet,
    target: Square,
) -> Vec<Move> {
    let side = p.side();
    let rays = &def.capture_rays[side];
    let mut out = Vec::new();
    for walk in def.attack_walks(side, target) {
        let Some(ray) = rays.get(usize::from(walk.source)) else {
            continue;
        };
        let mut at = target;
        for k in 1..=walk.reach {
            at = walk.line.next(at);
            match decode(p.setup.cells[at.index()]) {
                None => {}
                Some((color, t)) if color == side => {
                    if ray.attacks(t, k) {
                        let pawn = def.piece(t).pawn;
                        push_move(def, pawn, side, at, target, MoveKind::Normal, &mut out);
                    }
                    if !see_through.contains(at) {
                        break;
                    }
                }
                Some(_) => break,
            }
        }
    }
    out
}

/// Every start move that may be possible at some point of the turn starting at `p`
/// (more, never fewer): the mover's pieces' moves on a board where the groups'
/// squares hold only what no momentum event can change. During the mover's turn a
/// square of a group holds either the enemy piece that stood there at the start (or
/// the mover's piece that took it) or the mover's pieces moving through; so the
/// squares a move passes over are empty at some moment only if they are empty on
/// that board, and a target holds an enemy piece only if it does there. Castling is
/// left out: [`castling_candidates`].
pub fn candidate_starts(def: &VariantDef, p: &Progress, groups: &Groups) -> Vec<Move> {
    let mut out = Vec::new();
    let view = StartView {
        def,
        p,
        movers: None,
        see_through: Some(groups.all_squares()),
    };
    movegen::generate(&view, &mut out);
    out
}

/// The castling moves the side to move has the right to (board conditions and M4 are
/// checked when they are played).
pub fn castling_candidates(def: &VariantDef, p: &Progress) -> Vec<Move> {
    let side = p.side();
    let Some(king) = p.setup.royal[side] else {
        return Vec::new();
    };
    Wing::BOTH
        .into_iter()
        .filter_map(|wing| castling_squares(def, p.setup.castling, side, king, wing))
        .map(|c| c.king_move)
        .collect()
}

/// The start moves of the pieces on `movers` that may start now (castling left out).
pub fn start_moves_of(def: &VariantDef, p: &Progress, movers: &SquareSet) -> Vec<Move> {
    let mut out = Vec::new();
    if !p.action_used {
        let view = StartView {
            def,
            p,
            movers: Some(movers),
            see_through: None,
        };
        movegen::generate(&view, &mut out);
    }
    out
}

/// The board of a turn in progress as the start moves see it (castling left out).
struct StartView<'a> {
    def: &'a VariantDef,
    p: &'a Progress,
    /// Only these pieces move, and only if they may start now; `None`: every piece
    /// of the side to move.
    movers: Option<&'a SquareSet>,
    /// Squares seen as [`candidate_starts`] sees the groups' squares: an enemy piece
    /// there is capturable, anything else is empty.
    see_through: Option<&'a SquareSet>,
}

impl BoardView for StartView<'_> {
    fn def(&self) -> &VariantDef {
        self.def
    }

    fn side(&self) -> Color {
        self.p.side()
    }

    fn mover(&self, from: Square) -> Option<PieceTypeId> {
        match self.movers {
            Some(movers) if !(movers.contains(from) && self.p.may_start(from)) => None,
            _ => self.p.setup.mover(from),
        }
    }

    fn target(&self, to: Square) -> Landing {
        if !self.see_through.is_some_and(|s| s.contains(to)) {
            return self.p.setup.target(to);
        }
        match decode(self.p.setup.cells[to.index()]) {
            Some((c, _)) if c != self.p.side() => Landing::Capturable,
            _ => Landing::Empty,
        }
    }

    fn en_passant(&self) -> Option<Square> {
        self.p.setup.ep
    }

    fn castling_rights(&self) -> ByColor<[Option<Square>; 2]> {
        ByColor::splat([None; 2])
    }

    fn attacked(&self, _square: Square) -> bool {
        false
    }
}

fn gcd(a: u8, b: u8) -> u8 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
