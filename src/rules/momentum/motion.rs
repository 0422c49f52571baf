//! Momentum (ruling M3): what a piece in motion keeps between turns, and the small
//! fixed-size sets a turn in progress needs (copyable and hashable, so that the turn
//! search can remember the states it has seen).

use crate::board::geometry::{Color, Square};
use crate::board::pieces::{PieceTypeId, VariantDef};

/// The momentum of a piece: the displacement of its start move, in White's frame
/// (files and ranks from White's side), and its mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Motion {
    /// Files per event, in White's frame (positive towards the h-file).
    pub dx: i8,
    /// Ranks per event, in White's frame (positive towards Black's side).
    pub dy: i8,
    /// Capture mode: a continuation must take an enemy piece (M3).
    pub capture: bool,
    /// A slide needs the squares in between empty; a leap ignores them (M3).
    pub slide: bool,
}

impl Motion {
    /// The momentum a piece of type `t` gets from a start move of `(dx, dy)`: a leap
    /// when one of its leaper atoms makes that move in one step, else a slide; a pawn's
    /// double step is a slide, its single step and capture are leaps (M3).
    pub fn from_move(
        def: &VariantDef,
        t: PieceTypeId,
        color: Color,
        dx: i8,
        dy: i8,
        capture: bool,
        double_step: bool,
    ) -> Motion {
        let leap = !double_step
            && def
                .piece(t)
                .atoms
                .iter()
                .any(|a| a.range == 1 && (a.dx, a.dy * color.forward()) == (dx, dy));
        Motion {
            dx,
            dy,
            capture,
            slide: !leap,
        }
    }

    /// The position-text form `DX/DY`, with `x` for capture mode (e.g. `-1/1x`).
    pub fn text(&self) -> String {
        format!(
            "{}/{}{}",
            self.dx,
            self.dy,
            if self.capture { "x" } else { "" }
        )
    }
}

/// The pieces in motion and their momentum, at most 32 (every piece on the board).
/// Kept sorted by square, the slots past `len` cleared, so that equal sets are equal
/// arrays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Motions {
    squares: [u8; 32],
    motions: [Motion; 32],
    len: u8,
}

const STILL: Motion = Motion {
    dx: 0,
    dy: 0,
    capture: false,
    slide: false,
};

impl Default for Motions {
    fn default() -> Self {
        Motions {
            squares: [0; 32],
            motions: [STILL; 32],
            len: 0,
        }
    }
}

/// Hashes the entries in use as two writes (their squares, then each momentum packed
/// in one word), not a write per field: the turn search hashes a state at every
/// event. Equal sets hash alike, since equal sets hold the same entries in the same
/// order (kept sorted by square) and the slots past them are not read.
impl std::hash::Hash for Motions {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let n = usize::from(self.len);
        let mut packed = [0u32; 32];
        for (word, m) in packed.iter_mut().zip(&self.motions[..n]) {
            *word = u32::from(m.dx as u8)
                | u32::from(m.dy as u8) << 8
                | u32::from(m.capture) << 16
                | u32::from(m.slide) << 17;
        }
        state.write_u8(self.len);
        state.write(&self.squares[..n]);
        u32::hash_slice(&packed[..n], state);
    }
}

impl Motions {
    fn position(&self, s: Square) -> Option<usize> {
        self.squares[..self.len as usize]
            .iter()
            .position(|&q| q as usize == s.index())
    }

    /// The momentum of the piece on `s`, if it is in motion.
    pub fn get(&self, s: Square) -> Option<Motion> {
        self.position(s).map(|i| self.motions[i])
    }

    /// Gives the piece on `s` momentum `m` (replacing any).
    pub fn set(&mut self, s: Square, m: Motion) {
        match self.position(s) {
            Some(i) => self.motions[i] = m,
            None if (self.len as usize) < 32 => {
                // Into its place by square, the entries after it moved up one.
                let n = self.len as usize;
                let at = self.squares[..n]
                    .iter()
                    .position(|&q| usize::from(q) > s.index())
                    .unwrap_or(n);
                self.squares.copy_within(at..n, at + 1);
                self.motions.copy_within(at..n, at + 1);
                self.squares[at] = s.index() as u8;
                self.motions[at] = m;
                self.len += 1;
            }
            None => {}
        }
    }

    /// The piece on `s` stops (or is captured).
    pub fn remove(&mut self, s: Square) {
        if let Some(i) = self.position(s) {
            // The entries after it moved down one, keeping the order by square.
            let n = self.len as usize;
            self.squares.copy_within(i + 1..n, i);
            self.motions.copy_within(i + 1..n, i);
            // Clear the freed slot: equality sees the whole arrays, so a stale entry
            // would make one set of pieces in motion two.
            self.squares[n - 1] = 0;
            self.motions[n - 1] = STILL;
            self.len -= 1;
        }
    }

    /// The piece on `from`, in motion, now stands on `to`.
    pub fn relocate(&mut self, from: Square, to: Square) {
        if let Some(m) = self.get(from) {
            self.remove(from);
            self.remove(to);
            self.set(to, m);
        }
    }

    /// (square, momentum) pairs, by square.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Motion)> + '_ {
        (0..self.len as usize).filter_map(|i| {
            Square::new(self.squares[i] % 16, self.squares[i] / 16).map(|s| (s, self.motions[i]))
        })
    }

    /// True when no piece is in motion.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_set_is_equal_however_it_was_built() {
        let sq = |t: &str| Square::parse(t).unwrap_or_else(|| unreachable!());
        let m = Motion {
            dx: 0,
            dy: 1,
            capture: false,
            slide: false,
        };
        let mut built = Motions::default();
        built.set(sq("e4"), m);
        built.set(sq("d4"), m);
        built.remove(sq("e4"));
        let mut direct = Motions::default();
        direct.set(sq("d4"), m);
        assert_eq!(built, direct);
    }
}
