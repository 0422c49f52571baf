//! Board geometry: squares and board sizes, not tied to 8x8 (the sides are in
//! [`super::color`]).
//!
//! Files and ranks are 0-based inside the program (file 0 is `a`, rank 0 is White's
//! first rank, written `1`). A board has at most 16 files and 16 ranks, which covers
//! every board of the game family (8x8, and 5x8 for Black Holes).

use std::fmt;

/// The sides, kept here too for the paths that name `geometry::Color`.
pub use super::color::Color;

/// The largest number of files or ranks a board may have.
pub const MAX_SIDE: u8 = 16;

/// The cells of the largest board (`MAX_SIDE` squared): the length of every table
/// indexed by [`Square::index`].
pub const CELLS: usize = MAX_SIDE as usize * MAX_SIDE as usize;

/// A short text drawn on a square: a piece's symbol (`N`, `k`, `(A)`) or a
/// square's name (`e4`, [`Square::name`]). Kept inline up to 24 bytes (no
/// allocation), as a board holds up to one per square and every reply draws two
/// boards, stores them and reads them back.
pub type Symbol = compact_str::CompactString;

/// A square, stored as `rank * 16 + file` (both 0-based), so that one encoding serves
/// every board size up to 16x16. Whether a square lies on a given board is a question
/// for [`Geometry::contains`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square on `file` and `rank` (0-based), or `None` when either is 16 or more.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < MAX_SIDE && rank < MAX_SIDE).then(|| Square(rank * MAX_SIDE + file))
    }

    /// 0-based file (`a` = 0).
    pub fn file(self) -> u8 {
        self.0 % MAX_SIDE
    }

    /// 0-based rank (White's first rank = 0).
    pub fn rank(self) -> u8 {
        self.0 / MAX_SIDE
    }

    /// Index into a 256-cell board array.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The square `dx` files and `dy` ranks away, if it is on a board of `geometry`.
    pub fn offset(self, dx: i8, dy: i8, geometry: Geometry) -> Option<Square> {
        let file = self.file() as i16 + dx as i16;
        let rank = self.rank() as i16 + dy as i16;
        if file < 0 || rank < 0 || file >= geometry.files as i16 || rank >= geometry.ranks as i16 {
            return None;
        }
        Some(Square(rank as u8 * MAX_SIDE + file as u8))
    }

    /// The square of a 256-cell board index ([`Square::index`]): every `u8` is a
    /// square of the largest board; whether it lies on a smaller one is
    /// [`Geometry::contains`]'s question.
    #[inline]
    pub fn from_index(index: u8) -> Square {
        Square(index)
    }

    /// Reads an algebraic square name such as `e4` or `b10` (file letter, 1-based rank).
    /// Returns `None` for anything else; the caller checks the board bounds.
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let rank_text = chars.as_str();
        if rank_text.is_empty() || !rank_text.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let rank: u8 = rank_text.parse().ok()?;
        if rank == 0 {
            return None;
        }
        Square::new(file as u8 - b'a', rank - 1)
    }

    /// True when the square is a dark square: a1 is dark, as on every chessboard (and
    /// on the 5x8 Black Holes board, whose lower-right square e1 is dark too).
    pub fn is_dark(self) -> bool {
        (self.file() + self.rank()).is_multiple_of(2)
    }

    /// The file letter, `a` for file 0.
    pub fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The name, file letter then 1-based rank (`e4`, `p16`), as [`Symbol`]
    /// (inline, no allocation). Written from its bytes, not through `write!` and
    /// integer formatting: every reply draws its board's 64 squares by name twice.
    pub fn name(self) -> Symbol {
        let (file, rank) = (b'a' + self.file(), self.rank() + 1);
        let (name, len) = if rank < 10 {
            ([file, b'0' + rank, 0], 2)
        } else {
            ([file, b'0' + rank / 10, b'0' + rank % 10], 3)
        };
        // ASCII by construction: the fallback is never taken.
        Symbol::from(std::str::from_utf8(&name[..len]).unwrap_or("?"))
    }
}

impl fmt::Display for Square {
    /// [`Square::name`], padded as the format asks.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.name())
    }
}

/// A set of squares of a board up to 16x16, as 256 bits (bit [`Square::index`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SquareSet([u64; 4]);

impl SquareSet {
    /// Adds `s`.
    pub fn insert(&mut self, s: Square) {
        self.0[s.index() / 64] |= 1 << (s.index() % 64);
    }
    /// Takes `s` out.
    pub fn remove(&mut self, s: Square) {
        self.0[s.index() / 64] &= !(1 << (s.index() % 64));
    }
    /// True when `s` is in the set.
    pub fn contains(&self, s: Square) -> bool {
        self.0[s.index() / 64] & (1 << (s.index() % 64)) != 0
    }
    /// True when no square is in the set.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }
    /// Every square of the largest board.
    pub fn full() -> SquareSet {
        SquareSet([u64::MAX; 4])
    }
    /// The squares in either set.
    pub fn union(&self, other: &SquareSet) -> SquareSet {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a |= b;
        }
        out
    }
    /// True when some square is in both sets.
    pub fn intersects(&self, other: &SquareSet) -> bool {
        self.0.iter().zip(other.0).any(|(a, b)| a & b != 0)
    }
    /// The squares in increasing order of [`Square::index`] (the iterator holds a
    /// copy of the set, not a borrow).
    pub fn squares(&self) -> impl Iterator<Item = Square> + use<> {
        SetSquares {
            words: self.0,
            word: 0,
        }
    }
}

/// The size of a board: number of files (columns) and ranks (rows).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    /// Number of files (columns), named `a`, `b`, ... from White's left.
    pub files: u8,
    /// Number of ranks (rows), numbered from 1 at White's side.
    pub ranks: u8,
}

impl Geometry {
    /// The 8x8 chessboard.
    pub const STANDARD: Geometry = Geometry { files: 8, ranks: 8 };

    /// True when `square` is on this board.
    pub fn contains(self, square: Square) -> bool {
        square.file() < self.files && square.rank() < self.ranks
    }

    /// Every square of the board, rank by rank from a1 upwards.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        BoardSquares {
            geometry: self,
            file: 0,
            rank: 0,
        }
    }

    /// The rank index that is `n`-th from `color`'s own side (0 = own first rank).
    pub fn relative_rank(self, color: Color, n: u8) -> u8 {
        match color {
            Color::White => n,
            Color::Black => self.ranks - 1 - n,
        }
    }

    /// The square at 0-based `file` and `rank`, when it lies on this board.
    pub fn square(self, file: u8, rank: u8) -> Option<Square> {
        Square::new(file, rank).filter(|s| self.contains(*s))
    }

    /// Reads a square name and checks that it lies on this board.
    pub fn parse_square(self, text: &str) -> Option<Square> {
        Square::parse(text).filter(|s| self.contains(*s))
    }
}

/// The squares of a [`SquareSet`] in increasing index ([`SquareSet::squares`]): the
/// lowest set bit taken off one word at a time.
struct SetSquares {
    words: [u64; 4],
    word: usize,
}

impl Iterator for SetSquares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        while self.word < 4 {
            let bits = self.words[self.word];
            if bits != 0 {
                self.words[self.word] = bits & (bits - 1);
                return Some(Square(
                    (self.word * 64 + bits.trailing_zeros() as usize) as u8,
                ));
            }
            self.word += 1;
        }
        None
    }
}

/// The squares of a board rank by rank ([`Geometry::squares`]): a plain counter,
/// because the move generator walks it at every node.
struct BoardSquares {
    geometry: Geometry,
    file: u8,
    rank: u8,
}

impl Iterator for BoardSquares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let g = self.geometry;
        if self.rank >= g.ranks.min(MAX_SIDE) || self.file >= g.files.min(MAX_SIDE) {
            return None;
        }
        let square = Square(self.rank * MAX_SIDE + self.file);
        self.file += 1;
        if self.file == g.files {
            self.file = 0;
            self.rank += 1;
        }
        Some(square)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_are_file_then_rank() {
        for file in 0..MAX_SIDE {
            for rank in 0..MAX_SIDE {
                let sq = Square::new(file, rank).unwrap();
                let name = format!("{}{}", char::from(b'a' + file), rank + 1);
                assert_eq!(sq.to_string(), name);
                assert_eq!(format!("{sq:>4}|{sq:<4}|"), format!("{name:>4}|{name:<4}|"));
            }
        }
    }

    #[test]
    fn square_names_round_trip() {
        for sq in Geometry::STANDARD.squares() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(
            Square::parse("e4").map(|s| (s.file(), s.rank())),
            Some((4, 3))
        );
        assert_eq!(Square::parse("e0"), None);
        assert_eq!(Square::parse("E4"), None);
        assert_eq!(Square::parse("e"), None);
    }

    #[test]
    fn the_squares_of_a_board_run_from_a1_rank_by_rank() {
        let all: Vec<String> = Geometry::STANDARD
            .squares()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(all.len(), 64);
        assert_eq!((all[0].as_str(), all[63].as_str()), ("a1", "h8"));
    }

    #[test]
    fn squares_off_the_largest_board_are_none_not_an_overflow() {
        assert_eq!(Square::new(0, 30), None);
        assert_eq!(Square::new(30, 0), None);
        assert_eq!(Square::new(255, 255), None);
        assert_eq!(Square::parse("d31"), None);
        assert_eq!(Square::parse("c32"), None);
        assert_eq!(
            Square::parse("p16").map(|s| (s.file(), s.rank())),
            Some((15, 15))
        );
    }

    #[test]
    fn offsets_stay_on_the_board() {
        let small = Geometry { files: 5, ranks: 8 };
        let e1 = Square::parse("e1").unwrap();
        assert_eq!(e1.offset(1, 0, small), None);
        assert_eq!(e1.offset(-1, 1, small), Square::parse("d2"));
        assert!(e1.is_dark());
        assert!(Square::parse("a1").unwrap().is_dark());
        assert!(!Square::parse("h1").unwrap().is_dark());
    }
}
