//! Sets of squares as the bits of one word, for boards of at most eight files and
//! eight ranks (the chessboard, the 5x8 Black Holes board): square (file, rank) is
//! bit `rank * 8 + file`. A step `(dx, dy)` changes that index by `dy * 8 + dx` at
//! every square where it stays on the board, so the squares of a line come in
//! increasing (or decreasing) bit order, and the first piece a rider meets is the
//! lowest (or highest) set bit of the line's squares that hold a piece: the
//! "classical" first-blocker method of bitboard engines, which serves every Betza
//! step (the knight's or the dabbaba's line as well as the rook's). [`BitWalkTable`]
//! is the bit form of [`super::walks::WalkTable`], made once per variant.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

use super::color::ByColor;
use super::geometry::{Geometry, Square};
use super::steps::StepTable;
use super::walks::StepSpec;

/// The most files, and the most ranks, of a board whose squares fit in [`Bits`].
pub const BIT_SIDE: u8 = 8;

/// A set of squares of a board of at most 8x8 ([`BIT_SIDE`]): bit `rank * 8 + file`
/// (both 0-based). Squares off that frame are never in a set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bits(pub u64);

impl Bits {
    /// No square.
    pub const EMPTY: Bits = Bits(0);

    /// The set of the one square `s`; empty when `s` lies off the 8x8 frame.
    ///
    /// ```
    /// use pbem_arbiter::board::bits::Bits;
    /// use pbem_arbiter::board::geometry::Square;
    ///
    /// let e4 = Square::parse("e4").unwrap();
    /// assert_eq!(Bits::of(e4), Bits(1 << (3 * 8 + 4)));
    /// assert_eq!(Bits::of(Square::parse("i1").unwrap()), Bits::EMPTY);
    /// ```
    #[inline]
    pub fn of(s: Square) -> Bits {
        let index = s.index();
        // On the 8x8 frame exactly when the file (low nibble) and the rank (high
        // nibble) are both below 8: the 0x88 test.
        let on = u64::from(index & 0x88 == 0);
        Bits(on << bit_index(s))
    }

    /// True when `s` is in the set.
    #[inline]
    pub fn contains(self, s: Square) -> bool {
        self & Bits::of(s) != Bits::EMPTY
    }

    /// True when no square is in the set.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many squares the set holds.
    #[inline]
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The square of the lowest bit (the first in rank-by-rank order from a1), if any.
    #[inline]
    pub fn first(self) -> Option<Square> {
        (self.0 != 0).then(|| square_of_bit(self.0.trailing_zeros()))
    }

    /// The square of the highest bit, if any.
    #[inline]
    pub fn last(self) -> Option<Square> {
        (self.0 != 0).then(|| square_of_bit(63 - self.0.leading_zeros()))
    }

    /// The squares of the set from the lowest bit up (rank by rank from a1).
    #[inline]
    pub fn squares(self) -> BitSquares {
        BitSquares(self.0)
    }
}

/// The bit of a square on the 8x8 frame (`rank * 8 + file`); for a square off the
/// frame some other bit below 64.
#[inline]
fn bit_index(s: Square) -> u32 {
    let index = s.index() as u32;
    ((index >> 1) & 0x38) | (index & 7)
}

/// The square of bit `bit` (below 64).
#[inline]
fn square_of_bit(bit: u32) -> Square {
    Square::from_index((((bit & 0x38) << 1) | (bit & 7)) as u8)
}

impl BitAnd for Bits {
    type Output = Bits;
    #[inline]
    fn bitand(self, other: Bits) -> Bits {
        Bits(self.0 & other.0)
    }
}

impl BitOr for Bits {
    type Output = Bits;
    #[inline]
    fn bitor(self, other: Bits) -> Bits {
        Bits(self.0 | other.0)
    }
}

impl Not for Bits {
    type Output = Bits;
    #[inline]
    fn not(self) -> Bits {
        Bits(!self.0)
    }
}

impl BitAndAssign for Bits {
    #[inline]
    fn bitand_assign(&mut self, other: Bits) {
        self.0 &= other.0;
    }
}

impl BitOrAssign for Bits {
    #[inline]
    fn bitor_assign(&mut self, other: Bits) {
        self.0 |= other.0;
    }
}

/// The squares of a [`Bits`] from the lowest bit up ([`Bits::squares`]).
pub struct BitSquares(u64);

impl Iterator for BitSquares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(square_of_bit(bit))
    }
}

/// One step of a list from one square, as bits: the squares it may reach on an
/// empty board (within its range and the board), how to find where a piece stops it,
/// its modes and its place in the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitWalk {
    /// The squares the step reaches from the square on an empty board, in order
    /// along the line (never the square itself; at least one).
    pub span: Bits,
    /// The line's index in the table's `beyond` (the squares past each square).
    line: u32,
    /// True when the line runs to higher bits (the step's index change is positive).
    ascending: bool,
    /// May end on an empty square.
    pub moves: bool,
    /// May end on an enemy piece.
    pub captures: bool,
    /// The index of the step in its list (a capture line's index, for its ranges).
    pub source: u8,
}

/// The steps of range 1 of one list from one square (the leapers'), gathered as
/// sets: where they may move, and where they may capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Leaps {
    /// Squares of the steps that may end on an empty square.
    pub moves: Bits,
    /// Squares of the steps that may end on an enemy piece.
    pub captures: Bits,
    /// Squares of the steps that may only capture (a pawn's en-passant capture
    /// goes there).
    pub captures_only: Bits,
}

/// What one list holds for one square: its gathered leaps, and where its walks
/// are in the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct SquareEntry {
    leaps: Leaps,
    first: u32,
    count: u8,
}

/// For lists of steps numbered 0, 1, ... and every square of a board of at most
/// 8x8, the walks that leave the square, as bits ([`BitWalkTable::walks`]); with
/// `split_leaps`, the steps of range 1 are gathered in [`Leaps`] instead
/// ([`BitWalkTable::leaps_and_walks`]).
#[derive(Clone, Debug, Default)]
pub struct BitWalkTable {
    walks: Vec<BitWalk>,
    /// Per list and square (`list * 64 + bit`): the leaps, and `(first, count)`
    /// into `walks`.
    entries: Vec<SquareEntry>,
    /// Per line and bit, the squares beyond that square along the line, to the
    /// edge.
    beyond: Vec<[Bits; 64]>,
}

impl BitTables {
    /// The bit tables of a variant on a board of `geometry` (at most 8x8, else
    /// `None`): its move lists and its capture lines (as [`BitWalkTable::new`]
    /// takes them), each side's promotion rank and piece types that move as pawns
    /// (`pawns`, by type id), and the types each side may hold (`types`: its army
    /// and what it promotes to).
    pub fn new(
        geometry: Geometry,
        steps: &StepTable,
        move_lists: &[Vec<StepSpec>],
        attack_lists: &[Vec<StepSpec>],
        promotion_ranks: ByColor<Option<u8>>,
        pawns: Vec<bool>,
        types: ByColor<Vec<u8>>,
    ) -> Option<BitTables> {
        let moves = BitWalkTable::new(geometry, steps, move_lists, true)?;
        let attacks = BitWalkTable::new(geometry, steps, attack_lists, false)?;
        let rank_set = |rank: u8| {
            geometry
                .squares()
                .filter(|s| s.rank() == rank)
                .fold(Bits::EMPTY, |set, s| set | Bits::of(s))
        };
        let shifts: Vec<Vec<Shift>> = move_lists
            .iter()
            .map(|list| {
                list.iter()
                    .filter(|spec| spec.range == 1)
                    .map(|spec| Shift {
                        from: geometry
                            .squares()
                            .filter(|&s| steps.steps_along(spec.line, s) > 0)
                            .fold(Bits::EMPTY, |set, s| set | Bits::of(s)),
                        shift: spec.line.dy() * 8 + spec.line.dx(),
                        moves: spec.moves,
                        captures: spec.captures,
                    })
                    .collect()
            })
            .collect();
        let type_count = pawns.len();
        let pawn_set_type = ByColor::from_fn(|c| {
            let mut pawn_types = types[c]
                .iter()
                .copied()
                .filter(|&t| pawns.get(usize::from(t)).copied().unwrap_or(false));
            let first = pawn_types.next()?;
            let list = c.index() * type_count + usize::from(first);
            let leaps_only = move_lists
                .get(list)
                .is_some_and(|specs| specs.iter().all(|spec| spec.range == 1));
            (pawn_types.all(|t| t == first) && leaps_only).then_some(first)
        });
        let double_step_from = ByColor::from_fn(|c| {
            let forward = steps.line(0, c.forward());
            geometry
                .squares()
                .filter(|&s| {
                    s.rank() == geometry.relative_rank(c, 1) && steps.steps_along(forward, s) >= 2
                })
                .fold(Bits::EMPTY, |set, s| set | Bits::of(s))
        });
        Some(BitTables {
            moves,
            attacks,
            promotion_ranks: promotion_ranks.map(|rank| rank.map_or(Bits::EMPTY, rank_set)),
            pawns,
            shifts,
            pawn_set_type,
            double_step_from,
            forward: ByColor::from_fn(|c| c.forward() * 8),
        })
    }
}

impl BitWalkTable {
    /// The table of `lists` on a board of `geometry` (whose step table is `steps`),
    /// or `None` when the board has more than [`BIT_SIDE`] files or ranks.
    pub fn new(
        geometry: Geometry,
        steps: &StepTable,
        lists: &[Vec<StepSpec>],
        split_leaps: bool,
    ) -> Option<BitWalkTable> {
        if geometry.files > BIT_SIDE || geometry.ranks > BIT_SIDE {
            return None;
        }
        let mut table = BitWalkTable {
            walks: Vec::new(),
            entries: vec![SquareEntry::default(); lists.len() * 64],
            beyond: Vec::new(),
        };
        let mut lines: Vec<(i8, i8)> = Vec::new();
        for (list_index, list) in lists.iter().enumerate() {
            for square in geometry.squares() {
                let first = table.walks.len();
                let mut leaps = Leaps::default();
                for (source, spec) in list.iter().enumerate().take(256) {
                    let reach = steps.steps_along(spec.line, square).min(spec.range);
                    if reach == 0 {
                        continue;
                    }
                    let mut span = Bits::EMPTY;
                    let mut at = square;
                    for _ in 0..reach {
                        at = spec.line.next(at);
                        span |= Bits::of(at);
                    }
                    if split_leaps && spec.range == 1 {
                        if spec.moves {
                            leaps.moves |= span;
                        }
                        if spec.captures {
                            leaps.captures |= span;
                            if !spec.moves {
                                leaps.captures_only |= span;
                            }
                        }
                        continue;
                    }
                    let key = (spec.line.dx(), spec.line.dy());
                    let line = match lines.iter().position(|&l| l == key) {
                        Some(i) => i,
                        None => {
                            lines.push(key);
                            table.beyond.push(beyond_line(geometry, steps, spec));
                            lines.len() - 1
                        }
                    };
                    table.walks.push(BitWalk {
                        span,
                        line: line as u32,
                        ascending: i16::from(spec.line.dy()) * 8 + i16::from(spec.line.dx()) > 0,
                        moves: spec.moves,
                        captures: spec.captures,
                        source: source as u8,
                    });
                }
                table.entries[list_index * 64 + bit_index(square) as usize] = SquareEntry {
                    leaps,
                    first: first as u32,
                    count: (table.walks.len() - first) as u8,
                };
            }
        }
        Some(table)
    }

    /// The entry of `list` for `square` (an empty one for a list or square the
    /// table does not hold).
    #[inline]
    fn entry(&self, list: usize, square: Square) -> SquareEntry {
        self.entries
            .get(list * 64 + bit_index(square) as usize)
            .copied()
            .unwrap_or_default()
    }

    /// The walks of list `list` that leave `square` (its riders only, when the
    /// table splits the leaps off); empty for a list or square the table does not
    /// hold.
    #[inline]
    pub fn walks(&self, list: usize, square: Square) -> &[BitWalk] {
        let entry = self.entry(list, square);
        let first = entry.first as usize;
        self.walks
            .get(first..first + usize::from(entry.count))
            .unwrap_or(&[])
    }

    /// The gathered leaps of list `list` from `square` (empty unless the table
    /// splits them off), and its walks.
    #[inline]
    pub fn leaps_and_walks(&self, list: usize, square: Square) -> (Leaps, &[BitWalk]) {
        let entry = self.entry(list, square);
        let first = entry.first as usize;
        let walks = self
            .walks
            .get(first..first + usize::from(entry.count))
            .unwrap_or(&[]);
        (entry.leaps, walks)
    }

    /// The squares of `walk` it reaches with `occupied` holding pieces: its span up to
    /// and including the first occupied square. Without a branch on whether there
    /// is one: past the last square of an ascending line (bit 63 at most) and before
    /// the first of a descending one (bit 0 at least) nothing lies beyond.
    #[inline]
    pub fn reach(&self, walk: &BitWalk, occupied: Bits) -> Bits {
        let on_line = (walk.span & occupied).0;
        let bit = if walk.ascending {
            (on_line | 1 << 63).trailing_zeros()
        } else {
            63 - (on_line | 1).leading_zeros()
        };
        walk.span & !self.beyond_bit(walk, bit)
    }

    /// The nearest square of `blockers` (a subset of the walk's span) along the walk,
    /// as its bit, if any.
    #[inline]
    pub fn blocker(&self, walk: &BitWalk, blockers: Bits) -> Option<u32> {
        if blockers.is_empty() {
            return None;
        }
        Some(if walk.ascending {
            blockers.0.trailing_zeros()
        } else {
            63 - blockers.0.leading_zeros()
        })
    }

    /// The squares of `walk`'s line past the square of bit `bit` (below 64), to the
    /// edge.
    #[inline]
    pub fn beyond_bit(&self, walk: &BitWalk, bit: u32) -> Bits {
        self.beyond
            .get(walk.line as usize)
            .map_or(Bits::EMPTY, |line| line[(bit & 63) as usize])
    }
}

/// For every square of the board, the squares that `spec`'s step reaches from it
/// to the edge, as bits (the square itself not included).
fn beyond_line(geometry: Geometry, steps: &StepTable, spec: &StepSpec) -> [Bits; 64] {
    let mut out = [Bits::EMPTY; 64];
    for square in geometry.squares() {
        let mut set = Bits::EMPTY;
        let mut at = square;
        for _ in 0..steps.steps_along(spec.line, square) {
            at = spec.line.next(at);
            set |= Bits::of(at);
        }
        out[bit_index(square) as usize] = set;
    }
    out
}

/// The bit of square `s` on the 8x8 frame, for a square known to lie there.
#[inline]
pub fn bit_of(s: Square) -> u32 {
    bit_index(s)
}

/// The square of bit `bit` (below 64).
#[inline]
pub fn square_at(bit: u32) -> Square {
    square_of_bit(bit)
}

/// A variant's moves and capture lines as bit walks, for a board of at most 8x8
/// ([`crate::board::pieces::VariantDef::bit_tables`]).
#[derive(Clone, Debug)]
pub struct BitTables {
    /// The move walks, one list per side and piece type (`side * types + type`, as
    /// [`crate::board::pieces::VariantDef::walks`]), the steps of range 1 gathered
    /// as [`Leaps`].
    pub moves: BitWalkTable,
    /// The capture lines of each side walked back from each target square (one list
    /// per side, as [`crate::board::pieces::VariantDef::attack_walks`]; every line a
    /// walk, [`BitWalk::source`] its index).
    pub attacks: BitWalkTable,
    /// The squares of the rank each side's pawns promote on (empty for a side
    /// without promotions).
    pub promotion_ranks: ByColor<Bits>,
    /// Per piece type (its id as index): moves as a pawn.
    pub pawns: Vec<bool>,
    /// Per move list (as [`BitTables::moves`]), its steps of range 1 as shifts of
    /// a whole set ([`Shift`]), in the list's order.
    pub shifts: Vec<Vec<Shift>>,
    /// Per side, the one piece type with the pawn flag it may hold (in its army or
    /// by promotion) when that type has only steps of range 1: the pawns then move
    /// as one set, by [`BitTables::shifts`]. `None` when a side has another pawn
    /// type too, or a pawn that rides.
    pub pawn_set_type: ByColor<Option<u8>>,
    /// Per side, the squares a pawn may make its double step from (its second
    /// rank, where two steps forward stay on the board).
    pub double_step_from: ByColor<Bits>,
    /// Per side, one step forward as a shift of a set.
    pub forward: ByColor<i8>,
}

/// One step of range 1 applied to a set of squares at once: every square of
/// `from` moved by `shift` bits (`dy * 8 + dx`; left for a positive shift).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shift {
    /// The squares from which the step stays on the board.
    pub from: Bits,
    /// The change of the bit index.
    pub shift: i8,
    /// May end on an empty square.
    pub moves: bool,
    /// May end on an enemy piece.
    pub captures: bool,
}

impl Shift {
    /// The squares the step reaches from the squares of `pieces` (those of them
    /// from which it stays on the board).
    #[inline]
    pub fn apply(&self, pieces: Bits) -> Bits {
        shifted(pieces & self.from, self.shift)
    }
}

/// `set` moved by `shift` bits: towards higher bits for a positive shift.
#[inline]
pub fn shifted(set: Bits, shift: i8) -> Bits {
    if shift >= 0 {
        Bits(set.0 << (shift as u32 & 63))
    } else {
        Bits(set.0 >> (shift.unsigned_abs() as u32 & 63))
    }
}
