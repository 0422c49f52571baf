//! How far a step goes before it leaves the board, looked up instead of computed:
//! the walk of a leaper or a rider (the generator's atoms, the attack lines walked
//! back from a king) becomes one table read per atom and index arithmetic per square
//! (the perft rows of docs/PERFORMANCE.md).
//!
//! The table covers every step of Betza's atoms, whose files and ranks move at most
//! [`MAX_STEP`] (`G` is (3,3)); a longer step is computed when asked, so any atom
//! still walks correctly.

use super::geometry::{Geometry, Square, MAX_SIDE};

/// The largest file or rank change of one step the table holds: Betza's `H`, `C`,
/// `Z` and `G` atoms move 3.
pub const MAX_STEP: i8 = 3;

/// Steps per axis of the table: `-MAX_STEP..=MAX_STEP`.
const SPAN: usize = 2 * MAX_STEP as usize + 1;

/// For one board size, how many repetitions of each step `(dx, dy)` stay on the board
/// from each square. Squares are 0-based ([`Square::index`]); a step is counted in
/// files (`dx`, towards the h-file positive) and ranks (`dy`, towards Black positive).
#[derive(Clone, Debug)]
pub struct StepTable {
    geometry: Geometry,
    /// Indexed by `(dy + MAX_STEP) * SPAN + (dx + MAX_STEP)`, then [`Square::index`].
    steps: Box<[[u8; 256]; SPAN * SPAN]>,
}

impl StepTable {
    /// The table of a board of `geometry` (at most 16x16).
    pub fn new(geometry: Geometry) -> StepTable {
        let mut steps = Box::new([[0u8; 256]; SPAN * SPAN]);
        for dy in -MAX_STEP..=MAX_STEP {
            for dx in -MAX_STEP..=MAX_STEP {
                let row = &mut steps[slot(dx, dy)];
                for square in geometry.squares() {
                    row[square.index()] = count_steps(geometry, square, dx, dy);
                }
            }
        }
        StepTable { geometry, steps }
    }

    /// The step `(dx, dy)` resolved for [`StepTable::steps_along`].
    pub fn line(&self, dx: i8, dy: i8) -> StepLine {
        let row = (dx.abs() <= MAX_STEP && dy.abs() <= MAX_STEP).then(|| slot(dx, dy) as u8);
        let delta = i16::from(dy) * i16::from(MAX_SIDE) + i16::from(dx);
        StepLine { dx, dy, delta, row }
    }

    /// How many times the resolved step `line` can be taken from `from` without
    /// leaving the board: 0 when the first step leaves it; 0 for the null step and
    /// for a square off the board. Every square of the line from `from` up to that
    /// many steps is on the board.
    #[inline]
    pub fn steps_along(&self, line: StepLine, from: Square) -> u8 {
        match line.row {
            Some(row) => self.steps[usize::from(row)][from.index()],
            None => count_steps(self.geometry, from, line.dx, line.dy),
        }
    }
}

/// A step `(dx, dy)` resolved against a [`StepTable`] once ([`StepTable::line`]),
/// so that a walk at every node reads its row without working it out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepLine {
    dx: i8,
    dy: i8,
    /// The change of [`Square::index`] per step.
    delta: i16,
    /// The table's row, `None` for a step longer than [`MAX_STEP`].
    row: Option<u8>,
}

impl StepLine {
    /// Files moved per step (towards the h-file positive).
    pub fn dx(self) -> i8 {
        self.dx
    }

    /// Ranks moved per step (towards Black positive).
    pub fn dy(self) -> i8 {
        self.dy
    }

    /// The square one step on from `at`, for a walk that [`StepTable::steps_along`]
    /// keeps on the board (past it, some other square; never a panic).
    #[inline]
    pub fn next(self, at: Square) -> Square {
        Square::from_index((at.index() as i16 + self.delta) as u8)
    }
}

/// The row of the table that holds the step `(dx, dy)` (both within `MAX_STEP`).
#[inline]
fn slot(dx: i8, dy: i8) -> usize {
    (dy + MAX_STEP) as usize * SPAN + (dx + MAX_STEP) as usize
}

/// The steps counted by walking (what the table caches): every `k` with
/// `from + k * (dx, dy)` still on the board.
fn count_steps(geometry: Geometry, from: Square, dx: i8, dy: i8) -> u8 {
    if (dx, dy) == (0, 0) || !geometry.contains(from) {
        return 0;
    }
    let mut k = 0;
    let mut at = from;
    while let Some(next) = at.offset(dx, dy, geometry) {
        k += 1;
        at = next;
    }
    debug_assert!(k < MAX_SIDE);
    k
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_agrees_with_walking_on_every_board_and_step() {
        for geometry in [
            Geometry::STANDARD,
            Geometry { files: 5, ranks: 8 },
            Geometry {
                files: 16,
                ranks: 16,
            },
            Geometry { files: 1, ranks: 3 },
        ] {
            let table = StepTable::new(geometry);
            for square in geometry.squares() {
                for dy in -5..=5 {
                    for dx in -5..=5 {
                        let line = table.line(dx, dy);
                        let n = table.steps_along(line, square);
                        assert_eq!(n, count_steps(geometry, square, dx, dy));
                        let mut at = square;
                        for _ in 0..n {
                            let next = line.next(at);
                            assert_eq!(at.offset(dx, dy, geometry), Some(next));
                            at = next;
                        }
                        if (dx, dy) != (0, 0) {
                            assert_eq!(at.offset(dx, dy, geometry), None);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_rook_on_a1_of_a_chessboard_goes_seven_up_and_none_down() {
        let table = StepTable::new(Geometry::STANDARD);
        let a1 = Square::parse("a1").unwrap_or_else(|| unreachable!());
        let steps = |dx, dy| table.steps_along(table.line(dx, dy), a1);
        assert_eq!(steps(0, 1), 7);
        assert_eq!(steps(0, -1), 0);
        // A nightrider from a1: c2, e3, g4 (the files run out) and b3, c5, d7.
        assert_eq!(steps(2, 1), 3);
        assert_eq!(steps(1, 2), 3);
        assert_eq!(steps(-1, 2), 0);
    }
}
