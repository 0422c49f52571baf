//! The orthodox engine's legal moves, judged with bit sets on boards of at most
//! 8x8 ([`crate::board::bits`]) the way bitboard engines judge them (shakmaty's
//! legal generator, the Chess Programming Wiki's "check evasion" and "pinned pieces"
//! pages): the checks and the pins are found once, from the king, along the
//! opponent's capture lines; a piece that is not pinned may then go to any square
//! that answers the check (every square when there is none), a pinned piece only
//! along the line it is pinned on, and the king to a square no capture line of the
//! opponent reaches once the king is lifted off. Only en passant and castling are
//! played and tested. The rules are the atoms of the [`VariantDef`], so FIDE chess
//! and every army of Chess with Different Armies are judged by the same code.
//!
//! [`Legal::moves`] lists the moves in the order of the one generator
//! ([`crate::rules::movegen`], which it drives); [`Legal::count`] only counts them,
//! as set sizes (perft's last ply).

use super::fen::{decode, Setup};
use super::movegen;
use super::moves::{push_move, Move, MoveKind, MoveSink};
use super::standard::{apply, is_attacked, SetupView, StandardPosition};
use crate::board::bits::{self, BitTables, BitWalk, Bits, Leaps};
use crate::board::color::{ByColor, Color};
use crate::board::geometry::Square;
use crate::board::pieces::{CaptureRay, VariantDef};

/// Each side's pieces, and its pieces that move as pawns, as bit sets, kept
/// beside a [`Setup`]'s cells (which say what stands where).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occupancy {
    by: ByColor<Bits>,
    pawns: ByColor<Bits>,
}

impl Occupancy {
    /// The pieces of `setup` under `def` (on the 8x8 frame; a larger board's other
    /// squares are not read).
    pub fn of(def: &VariantDef, setup: &Setup) -> Occupancy {
        let mut occupancy = Occupancy {
            by: ByColor::splat(Bits::EMPTY),
            pawns: ByColor::splat(Bits::EMPTY),
        };
        for square in Bits(u64::MAX).squares() {
            occupancy.read(def, setup, square);
        }
        occupancy
    }

    /// `square` set again from `setup`'s cell.
    #[inline]
    fn read(&mut self, def: &VariantDef, setup: &Setup, square: Square) {
        let bit = Bits::of(square);
        for color in Color::BOTH {
            self.by[color] &= !bit;
            self.pawns[color] &= !bit;
        }
        if let Some((color, t)) = decode(setup.cells[square.index()]) {
            self.by[color] |= bit;
            if def.piece(t).pawn {
                self.pawns[color] |= bit;
            }
        }
    }

    /// `color`'s pieces.
    #[inline]
    pub fn of_color(&self, color: Color) -> Bits {
        self.by[color]
    }

    /// The occupancy after `m`, played on `before` into `after`: the squares the
    /// move changes (its two squares, an en-passant victim, a castling rook's) read
    /// again from `after`'s cells.
    pub fn after_move(
        &self,
        def: &VariantDef,
        before: &Setup,
        after: &Setup,
        m: &Move,
    ) -> Occupancy {
        let side = before.side;
        let mut next = *self;
        next.read(def, after, m.from);
        next.read(def, after, m.to);
        match m.kind {
            MoveKind::Castle(wing) => {
                if let Some(rook) = before.castling[side][wing as usize] {
                    next.read(def, after, rook);
                }
                let rule = def.castling[side][wing as usize];
                if let Some(rook_to) = rule.and_then(|r| Square::new(r.rook_to, m.from.rank())) {
                    next.read(def, after, rook_to);
                }
            }
            MoveKind::EnPassant => {
                if let Some(victim) = Square::new(m.to.file(), m.from.rank()) {
                    next.read(def, after, victim);
                }
            }
            MoveKind::Normal | MoveKind::DoubleStep => {}
        }
        next
    }
}

/// One position's legality, found once: the side to move's king, the checks and
/// the pins. Made by [`Legal::new`] for a variant with bit tables
/// ([`VariantDef::bit_tables`]).
pub struct Legal<'a> {
    def: &'a VariantDef,
    tables: &'a BitTables,
    setup: &'a Setup,
    side: Color,
    own: Bits,
    enemy: Bits,
    /// The side to move's pieces that move as pawns.
    pawns: Bits,
    /// The side to move's royal piece, if it has one (without one, every
    /// pseudo-legal move is legal).
    king: Option<Square>,
    /// Whether the king stands in check.
    in_check: bool,
    /// Where a piece other than the king may go: every square without check; in
    /// check, the squares that take the checking piece or stand between it and the
    /// king (for each check); none when no one square answers every check.
    evasion: Bits,
    /// The side's pieces that stand alone between the king and an enemy piece that
    /// would attack it along that line if they moved.
    pinned: Bits,
}

impl<'a> Legal<'a> {
    /// The legality of `setup` (whose pieces `occupancy` holds) under `def`, or
    /// `None` when the variant's board has no bit tables.
    pub fn new(def: &'a VariantDef, setup: &'a Setup, occupancy: &Occupancy) -> Option<Legal<'a>> {
        let tables = def.bit_tables()?;
        let side = setup.side;
        let opponent = side.opponent();
        let own = occupancy.of_color(side);
        let enemy = occupancy.of_color(opponent);
        let mut legal = Legal {
            def,
            tables,
            setup,
            side,
            own,
            enemy,
            pawns: occupancy.pawns[side],
            king: setup.royal[side],
            in_check: false,
            evasion: Bits(u64::MAX),
            pinned: Bits::EMPTY,
        };
        if let Some(king) = legal.king {
            legal.find_checks_and_pins(king);
        }
        Some(legal)
    }

    /// Walks the opponent's capture lines out from `king`: the first piece on a
    /// line checks when it is the opponent's and attacks that far; when it is the
    /// side's own, it is pinned if the next piece beyond is the opponent's and
    /// attacks the king through it.
    fn find_checks_and_pins(&mut self, king: Square) {
        let opponent = self.side.opponent();
        let occupied = self.own | self.enemy;
        let rays = &self.def.capture_rays[opponent];
        let attacks = &self.tables.attacks;
        for walk in attacks.walks(opponent.index(), king) {
            // No enemy piece on the line: neither a check nor a pin along it.
            if walk.span & self.enemy == Bits::EMPTY {
                continue;
            }
            let on_line = walk.span & occupied;
            let Some(first) = attacks.blocker(walk, on_line) else {
                continue;
            };
            let beyond = attacks.beyond_bit(walk, first);
            let near = Bits(1 << first);
            if near & self.enemy != Bits::EMPTY {
                let segment = walk.span & !beyond;
                if self.attacks_along(first, rays, walk, segment) {
                    self.in_check = true;
                    self.evasion &= segment;
                }
                continue;
            }
            // Only an enemy piece beyond the side's own can pin it.
            let rest = on_line & beyond;
            if rest & self.enemy == Bits::EMPTY {
                continue;
            }
            let Some(second) = attacks.blocker(walk, rest) else {
                continue;
            };
            let segment = walk.span & !attacks.beyond_bit(walk, second);
            if Bits(1 << second) & self.enemy != Bits::EMPTY
                && self.attacks_along(second, rays, walk, segment)
            {
                self.pinned |= near;
            }
        }
    }

    /// True when the piece on bit `bit` attacks along `walk`'s capture line (of
    /// `rays`) across `segment` (the squares from the target's neighbour on the
    /// line up to the piece).
    #[inline]
    fn attacks_along(&self, bit: u32, rays: &[CaptureRay], walk: &BitWalk, segment: Bits) -> bool {
        let at = bits::square_at(bit);
        let Some(ray) = rays.get(usize::from(walk.source)) else {
            return false;
        };
        decode(self.setup.cells[at.index()])
            .is_some_and(|(_, t)| ray.attacks(t, segment.count() as u8))
    }

    /// The squares a pinned piece on `from` may go to: the line from the king to the
    /// piece that pins it (that piece included), on every line it is pinned on.
    fn pin_line(&self, from: Square) -> Bits {
        let Some(king) = self.king else {
            return Bits(u64::MAX);
        };
        let opponent = self.side.opponent();
        let occupied = self.own | self.enemy;
        let rays = &self.def.capture_rays[opponent];
        let attacks = &self.tables.attacks;
        let mut line = Bits(u64::MAX);
        for walk in attacks.walks(opponent.index(), king) {
            let on_line = walk.span & occupied;
            let Some(first) = attacks.blocker(walk, on_line) else {
                continue;
            };
            if bits::square_at(first) != from {
                continue;
            }
            let beyond = attacks.beyond_bit(walk, first);
            let Some(second) = attacks.blocker(walk, on_line & beyond) else {
                continue;
            };
            let segment = walk.span & !attacks.beyond_bit(walk, second);
            if Bits(1 << second) & self.enemy != Bits::EMPTY
                && self.attacks_along(second, rays, walk, segment)
            {
                line &= segment;
            }
        }
        line
    }

    /// True when the opponent attacks `to` with the side's king lifted off the board
    /// (so that it hides no line it would step along).
    fn attacked_without_king(&self, to: Square) -> bool {
        let opponent = self.side.opponent();
        let king = self.king.map_or(Bits::EMPTY, Bits::of);
        let occupied = (self.own | self.enemy) & !king;
        let rays = &self.def.capture_rays[opponent];
        let attacks = &self.tables.attacks;
        attacks.walks(opponent.index(), to).iter().any(|walk| {
            let on_line = walk.span & occupied;
            if on_line & self.enemy == Bits::EMPTY {
                return false;
            }
            let Some(first) = attacks.blocker(walk, on_line) else {
                return false;
            };
            let segment = walk.span & !attacks.beyond_bit(walk, first);
            Bits(1 << first) & self.enemy != Bits::EMPTY
                && self.attacks_along(first, rays, walk, segment)
        })
    }

    /// Where a piece other than the king on `from` may go.
    #[inline]
    fn allowed(&self, from: Square) -> Bits {
        if self.pinned.contains(from) {
            self.evasion & self.pin_line(from)
        } else {
            self.evasion
        }
    }

    /// True when the pseudo-legal move `m` of the side to move is legal.
    fn is_legal(&self, m: &Move) -> bool {
        match m.kind {
            MoveKind::Normal | MoveKind::DoubleStep if Some(m.from) == self.king => {
                if m.kind == MoveKind::Normal && m.promotion.is_none() {
                    !self.attacked_without_king(m.to)
                } else {
                    self.played_and_safe(m)
                }
            }
            MoveKind::Normal | MoveKind::DoubleStep => self.allowed(m.from).contains(m.to),
            MoveKind::EnPassant | MoveKind::Castle(_) => self.played_and_safe(m),
        }
    }

    /// True when `m`, played, leaves the mover's royal piece unattacked.
    fn played_and_safe(&self, m: &Move) -> bool {
        let mut after = *self.setup;
        apply(self.def, &mut after, m);
        after.royal[self.side]
            .is_none_or(|k| !is_attacked(self.def, &after, k, self.side.opponent()))
    }

    /// The legal moves, appended to `out` in the order of the one generator
    /// ([`movegen::generate`]: piece by piece rank by rank from a1, each piece's atoms
    /// in their order, each outward).
    pub fn moves(&self, out: &mut Vec<Move>) {
        let mut view = SetupView::new(self.def, self.setup);
        view.known_check = self.king.map(|_| self.in_check);
        let mut sink = Filter { legal: self, out };
        movegen::generate(&view, &mut sink);
    }

    /// How many legal moves there are: [`Legal::moves`]'s length, counted as the
    /// sizes of each piece's sets of legal squares (a promotion counts once per
    /// piece it may become).
    pub fn count(&self) -> u64 {
        let mut count = Count(0);
        self.collect(&mut count);
        count.0
    }

    /// The legal moves appended to `out` in the order their sets give them (piece
    /// by piece, the pawns that move as one set by step), cheaper than
    /// [`Legal::moves`]: for a search that visits them all (perft).
    pub fn moves_in_any_order(&self, out: &mut Vec<Move>) {
        self.collect(out);
    }

    /// Gives every legal move to `out`: each piece's legal squares as one set, the
    /// pawns that are not pinned (when the side has one pawn type that only leaps)
    /// as one set per step, the king's steps tested one by one, and en passant and
    /// castling played and tested.
    fn collect<C: Collect>(&self, out: &mut C) {
        let def = self.def;
        let side = self.side;
        let occupied = self.own | self.enemy;
        let empty = !occupied;
        let base = side.index() * def.pieces.len();
        let king = self.king.map_or(Bits::EMPTY, Bits::of);
        let pawn_set = match self.tables.pawn_set_type[side] {
            Some(t) => (t, self.pawns & !self.pinned),
            None => (0, Bits::EMPTY),
        };
        let mut special: Vec<Move> = Vec::new();
        let mut pieces = (self.own & !king & !pawn_set.1).0;
        while pieces != 0 {
            let bit = pieces.trailing_zeros();
            pieces &= pieces - 1;
            let from = bits::square_at(bit);
            let Some((_, t)) = decode(self.setup.cells[from.index()]) else {
                continue;
            };
            let pawn = self.pawns.0 >> bit & 1 != 0;
            let mut allowed = self.evasion;
            if self.pinned.0 >> bit & 1 != 0 {
                allowed &= self.pin_line(from);
            }
            if allowed.is_empty() && !pawn {
                continue;
            }
            let (leaps, walks) = self
                .tables
                .moves
                .leaps_and_walks(base + usize::from(t), from);
            let mut reach = (leaps.moves & empty) | (leaps.captures & self.enemy);
            for walk in walks {
                let line = self.tables.moves.reach(walk, occupied);
                if walk.moves {
                    reach |= line & empty;
                }
                if walk.captures {
                    reach |= line & self.enemy;
                }
            }
            out.moves(self, from, reach & allowed, pawn);
            if pawn {
                self.en_passant(from, (leaps, walks), &mut special);
                self.double_steps(Bits(1 << bit), allowed, out);
            }
        }
        let (pawn_type, pawns) = pawn_set;
        if !pawns.is_empty() {
            let list = base + usize::from(pawn_type);
            let shifts = self.tables.shifts.get(list).map_or(&[][..], Vec::as_slice);
            for shift in shifts {
                let reached = shift.apply(pawns);
                let mut targets = Bits::EMPTY;
                if shift.moves {
                    targets |= reached & empty;
                }
                if shift.captures {
                    targets |= reached & self.enemy;
                }
                out.shifted(self, targets & self.evasion, shift.shift, MoveKind::Normal);
            }
            self.double_steps(pawns, self.evasion, out);
            if let Some(ep) = self.setup.ep {
                let target = Bits::of(ep) & empty;
                for shift in shifts.iter().filter(|s| s.captures && !s.moves) {
                    let from = bits::shifted(target, -shift.shift) & pawns & shift.from;
                    special.extend(from.squares().map(|from| Move {
                        from,
                        to: ep,
                        promotion: None,
                        kind: MoveKind::EnPassant,
                    }));
                }
            }
        }
        if let Some(from) = self.king {
            self.king_moves(from, out, &mut special);
        }
        for m in special {
            if self.played_and_safe(&m) {
                out.one(m);
            }
        }
    }

    /// Gives the king's steps to squares the opponent does not attack once it is
    /// lifted off to `out`; adds its castlings (and any move of a royal pawn) to
    /// `special`, to be played and tested.
    fn king_moves<C: Collect>(&self, from: Square, out: &mut C, special: &mut Vec<Move>) {
        let def = self.def;
        let Some((_, t)) = decode(self.setup.cells[from.index()]) else {
            return;
        };
        let list = self.side.index() * def.pieces.len() + usize::from(t);
        if self
            .tables
            .pawns
            .get(usize::from(t))
            .copied()
            .unwrap_or(false)
        {
            // A royal pawn (no variant has one): every move played and tested.
            let mut moves = Vec::new();
            movegen::generate(&SetupView::new(def, self.setup), &mut moves);
            special.extend(moves.into_iter().filter(|m| m.from == from));
            return;
        }
        let occupied = self.own | self.enemy;
        let (leaps, walks) = self.tables.moves.leaps_and_walks(list, from);
        let mut reach = (leaps.moves & !occupied) | (leaps.captures & self.enemy);
        for walk in walks {
            let line = self.tables.moves.reach(walk, occupied);
            if walk.moves {
                reach |= line & !occupied;
            }
            if walk.captures {
                reach |= line & self.enemy;
            }
        }
        let mut safe = Bits::EMPTY;
        for to in reach.squares() {
            if !self.attacked_without_king(to) {
                safe |= Bits::of(to);
            }
        }
        out.moves(self, from, safe, false);
        if !self.in_check && self.castling_may_pass(from) {
            let mut view = SetupView::new(def, self.setup);
            view.known_check = Some(false);
            movegen::castling(&view, from, special);
        }
    }

    /// True when some castling right of the side stands with every square it needs
    /// empty (what [`movegen::castling`] then judges in full).
    fn castling_may_pass(&self, king: Square) -> bool {
        let rights = self.setup.castling[self.side];
        let rules = self.def.castling[self.side];
        let occupied = (self.own | self.enemy).0 >> (8 * u32::from(king.rank() & 7));
        // The files from `a` to `b`, both included, as bits of one rank.
        let span = |a: u8, b: u8| (0xffu64 >> (7 - a.max(b))) & (0xff << a.min(b));
        rights.iter().zip(rules).any(|(rook, rule)| {
            let (Some(rook), Some(rule)) = (rook, rule) else {
                return false;
            };
            let (king_file, rook_file) = (king.file(), rook.file());
            if [king_file, rook_file, rule.king_to, rule.rook_to]
                .iter()
                .any(|&f| f > 7)
            {
                return true; // off the bit frame: the full test decides
            }
            let need = (span(king_file, rule.king_to) | span(rook_file, rule.rook_to))
                & !(1 << king_file | 1 << rook_file);
            need & occupied & 0xff == 0
        })
    }

    /// The en-passant capture of the pawn on `from` (with its leaps and walks), if
    /// it has one: added to `special`, to be played and tested.
    fn en_passant(
        &self,
        from: Square,
        (leaps, walks): (Leaps, &[BitWalk]),
        special: &mut Vec<Move>,
    ) {
        let Some(ep) = self.setup.ep else {
            return;
        };
        let occupied = self.own | self.enemy;
        let target = Bits::of(ep) & !occupied;
        let mut reach = leaps.captures_only & target;
        for walk in walks.iter().filter(|w| w.captures && !w.moves) {
            reach |= self.tables.moves.reach(walk, occupied) & target;
        }
        if !reach.is_empty() {
            special.push(Move {
                from,
                to: ep,
                promotion: None,
                kind: MoveKind::EnPassant,
            });
        }
    }

    /// Gives the legal double steps of the pawns `pawns` (not the king) to `out`:
    /// two steps forward from their second rank over an empty square onto an empty
    /// one in `allowed`.
    fn double_steps<C: Collect>(&self, pawns: Bits, allowed: Bits, out: &mut C) {
        let side = self.side;
        let from = pawns & self.tables.double_step_from[side];
        if from.is_empty() {
            return;
        }
        let empty = !(self.own | self.enemy);
        let forward = self.tables.forward[side];
        let over = bits::shifted(from, forward) & empty;
        let to = bits::shifted(over, forward) & empty & allowed;
        out.shifted(self, to, 2 * forward, MoveKind::DoubleStep);
    }
}

/// Where [`Legal::collect`] gives the legal moves: a count (perft's last ply) or
/// a list.
trait Collect {
    /// The moves of the piece on `from` (a pawn when `pawn`) to each square of
    /// `to`, of kind [`MoveKind::Normal`]; a pawn's move to its promotion rank once
    /// per piece it may become.
    fn moves(&mut self, legal: &Legal, from: Square, to: Bits, pawn: bool);
    /// The moves of pawns by one step as a shift of a set: onto each square of
    /// `to` from the square `shift` bits back, of kind `kind` (a normal move or a
    /// double step), promotions as in [`Collect::moves`].
    fn shifted(&mut self, legal: &Legal, to: Bits, shift: i8, kind: MoveKind);
    /// One move more.
    fn one(&mut self, m: Move);
}

/// The moves counted.
struct Count(u64);

impl Count {
    /// The moves of pawns onto `to`, a promotion once per piece it may become.
    #[inline]
    fn pawn_moves(&mut self, legal: &Legal, to: Bits) {
        let promotion_rank = legal.tables.promotion_ranks[legal.side];
        let more = (legal.def.promotions[legal.side].len() as u32).saturating_sub(1);
        self.0 += u64::from(to.count());
        if to & promotion_rank != Bits::EMPTY {
            self.0 += u64::from((to & promotion_rank).count() * more);
        }
    }
}

impl Collect for Count {
    #[inline]
    fn moves(&mut self, legal: &Legal, _from: Square, to: Bits, pawn: bool) {
        if pawn {
            self.pawn_moves(legal, to);
        } else {
            self.0 += u64::from(to.count());
        }
    }

    #[inline]
    fn shifted(&mut self, legal: &Legal, to: Bits, _shift: i8, _kind: MoveKind) {
        self.pawn_moves(legal, to);
    }

    #[inline]
    fn one(&mut self, _m: Move) {
        self.0 += 1;
    }
}

impl Collect for Vec<Move> {
    fn moves(&mut self, legal: &Legal, from: Square, to: Bits, pawn: bool) {
        for to in to.squares() {
            push_move(
                legal.def,
                pawn,
                legal.side,
                from,
                to,
                MoveKind::Normal,
                self,
            );
        }
    }

    fn shifted(&mut self, legal: &Legal, to: Bits, shift: i8, kind: MoveKind) {
        for bit in BitIndices(to.0) {
            let from = bits::square_at((bit as i32 - i32::from(shift)) as u32 & 63);
            push_move(
                legal.def,
                true,
                legal.side,
                from,
                bits::square_at(bit),
                kind,
                self,
            );
        }
    }

    fn one(&mut self, m: Move) {
        self.push(m);
    }
}

/// The set bits of a word, lowest first.
struct BitIndices(u64);

impl Iterator for BitIndices {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(bit)
    }
}

/// The generator's moves, the legal ones kept.
struct Filter<'l, 'a, 'o> {
    legal: &'l Legal<'a>,
    out: &'o mut Vec<Move>,
}

impl MoveSink for Filter<'_, '_, '_> {
    #[inline]
    fn push(&mut self, m: Move) {
        if self.legal.is_legal(&m) {
            self.out.push(m);
        }
    }
}

/// The orthodox engine's legal moves and perft, from [`Legal`] on a board of at most
/// 8x8 and by playing and testing the generator's moves on a larger one.
impl StandardPosition {
    /// Every legal move of the side to move, in the generator's order
    /// ([`movegen::generate`]).
    pub fn legal_moves(&self) -> Vec<Move> {
        let (def, setup) = (self.def(), self.setup());
        match Legal::new(def, setup, &Occupancy::of(def, setup)) {
            Some(legal) => {
                let mut moves = Vec::with_capacity(64);
                legal.moves(&mut moves);
                moves
            }
            None => self.played_and_tested(),
        }
    }

    /// Whether any legal move exists: [`StandardPosition::legal_moves`] is not
    /// empty (mate and stalemate ask only this).
    pub fn has_legal_move(&self) -> bool {
        let (def, setup) = (self.def(), self.setup());
        match Legal::new(def, setup, &Occupancy::of(def, setup)) {
            Some(legal) => legal.count() > 0,
            None => !self.played_and_tested().is_empty(),
        }
    }

    /// Counts the leaf nodes of the legal-move tree to `depth` plies (perft): the
    /// last ply counted as set sizes, the plies before it played on a copy with the
    /// occupancy kept beside it; on a board larger than 8x8, over
    /// [`StandardPosition::legal_moves`].
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let (def, setup) = (self.def(), self.setup());
        if def.bit_tables().is_some() {
            return perft_bits(def, setup, &Occupancy::of(def, setup), depth);
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.play(m).perft(depth - 1)).sum()
    }

    /// The generator's moves, each played and its king tested (a board without
    /// bit tables).
    fn played_and_tested(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.pseudo_legal_moves(&mut moves);
        moves.retain(|m| self.is_legal(m));
        moves
    }
}

/// [`StandardPosition::perft`] on a board with bit tables, `occupancy` holding
/// `setup`'s pieces; `depth` is 1 or more.
fn perft_bits(def: &VariantDef, setup: &Setup, occupancy: &Occupancy, depth: u32) -> u64 {
    let Some(legal) = Legal::new(def, setup, occupancy) else {
        return 0;
    };
    if depth == 1 {
        return legal.count();
    }
    let mut moves = Vec::with_capacity(64);
    legal.moves_in_any_order(&mut moves);
    moves
        .iter()
        .map(|m| {
            let mut after = *setup;
            apply(def, &mut after, m);
            let occupancy = occupancy.after_move(def, setup, &after, m);
            perft_bits(def, &after, &occupancy, depth - 1)
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::armies::Army;
    use crate::rules::cwda;
    use crate::rules::standard::StandardPosition;

    /// The legal moves as the generator's pseudo-legal moves, each played and its
    /// king tested (what the engine did before the bit sets).
    fn played_and_tested(p: &StandardPosition) -> Vec<Move> {
        let mut moves = Vec::new();
        p.pseudo_legal_moves(&mut moves);
        moves.retain(|m| p.is_legal(m));
        moves
    }

    /// In every position of random games between every pair of armies (FIDE's
    /// among them), the bit sets give the moves of playing and testing: the same
    /// list in the same order, the same set in any order, and their number.
    #[test]
    fn the_bit_sets_agree_with_playing_and_testing() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut positions = 0;
        for white in Army::ALL {
            for black in Army::ALL {
                let mut options = crate::rules::Options::new();
                options.insert("white-army".into(), white.id().into());
                options.insert("black-army".into(), black.id().into());
                for _ in 0..4 {
                    let mut p = cwda::start(&options).unwrap();
                    for _ in 0..120 {
                        let expected = played_and_tested(&p);
                        let setup = p.setup();
                        let occupancy = Occupancy::of(p.def(), setup);
                        let legal = Legal::new(p.def(), setup, &occupancy).unwrap();
                        let mut ordered = Vec::new();
                        legal.moves(&mut ordered);
                        assert_eq!(ordered, expected, "{}", p.fen());
                        let mut any = Vec::new();
                        legal.moves_in_any_order(&mut any);
                        let key = |m: &Move| format!("{m:?}");
                        let mut a: Vec<String> = any.iter().map(key).collect();
                        let mut b: Vec<String> = expected.iter().map(key).collect();
                        a.sort();
                        b.sort();
                        assert_eq!(a, b, "{}", p.fen());
                        assert_eq!(legal.count(), expected.len() as u64, "{}", p.fen());
                        positions += 1;
                        if expected.is_empty() {
                            break;
                        }
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        let m = expected[(seed % expected.len() as u64) as usize];
                        p = p.play(&m);
                    }
                }
            }
        }
        assert!(positions > 5_000, "{positions} positions");
    }

    /// The occupancy kept move by move is the occupancy read from the cells.
    #[test]
    fn the_occupancy_follows_the_moves() {
        let def = crate::rules::fide::fide_def();
        let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let p = crate::rules::fide::from_fen(fen, &crate::rules::Options::new()).unwrap();
        let before = Occupancy::of(&def, p.setup());
        for m in p.legal_moves() {
            let after = p.play(&m);
            let kept = before.after_move(&def, p.setup(), after.setup(), &m);
            assert_eq!(kept, Occupancy::of(&def, after.setup()), "{m:?}");
        }
    }
}
