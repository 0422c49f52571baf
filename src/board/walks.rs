//! The walks that leave each square, made once per variant: for every list of steps
//! (a piece type's atoms for one side, a side's capture lines walked back from a
//! target) and every square of the board, the steps that stay on the board with how
//! far each may go from there. The move generator and the attack walks read a slice
//! per square instead of asking, at every node, how far each step reaches
//! (attack tables per Betza atom built once per army).

use super::geometry::{Geometry, Square, CELLS};
use super::steps::{StepLine, StepTable};

/// One step of a list, as given to [`WalkTable::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepSpec {
    /// The step, resolved in the board's [`StepTable`].
    pub line: StepLine,
    /// Most steps in one move or line: 1 for a leaper, `u8::MAX` for an unlimited
    /// rider.
    pub range: u8,
    /// May end on an empty square.
    pub moves: bool,
    /// May end on an enemy piece.
    pub captures: bool,
}

/// One step from one square: its line, how many times it may be taken from there
/// (the smaller of its range and the steps to the edge, at least 1), its modes, and
/// its place in the list it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareWalk {
    /// The step.
    pub line: StepLine,
    /// Steps that stay on the board and within range from this square (1 or more).
    pub reach: u8,
    /// May end on an empty square.
    pub moves: bool,
    /// May end on an enemy piece.
    pub captures: bool,
    /// The index of the step in its list (a capture line's index, for its ranges).
    pub source: u8,
}

/// For lists of steps numbered 0, 1, ... and every square of one board, the walks
/// that leave the square ([`WalkTable::from`]).
#[derive(Clone, Debug, Default)]
pub struct WalkTable {
    walks: Vec<SquareWalk>,
    /// `(first, count)` into `walks`, per list and square: `list * 256 + index`.
    spans: Vec<(u32, u8)>,
}

impl WalkTable {
    /// The table of `lists` (at most 256 steps each) on a board of `geometry`, whose
    /// step table is `steps`.
    pub fn new(geometry: Geometry, steps: &StepTable, lists: &[Vec<StepSpec>]) -> WalkTable {
        let mut table = WalkTable {
            walks: Vec::new(),
            spans: vec![(0, 0); lists.len() * CELLS],
        };
        for (list_index, list) in lists.iter().enumerate() {
            for square in geometry.squares() {
                let first = table.walks.len();
                for (source, spec) in list.iter().enumerate().take(256) {
                    let reach = steps.steps_along(spec.line, square).min(spec.range);
                    if reach > 0 {
                        table.walks.push(SquareWalk {
                            line: spec.line,
                            reach,
                            moves: spec.moves,
                            captures: spec.captures,
                            source: source as u8,
                        });
                    }
                }
                let count = (table.walks.len() - first) as u8;
                table.spans[list_index * CELLS + square.index()] = (first as u32, count);
            }
        }
        table
    }

    /// The walks of list `list` that leave `square`, in the list's order; empty for
    /// a list or square the table does not hold.
    #[inline]
    pub fn from(&self, list: usize, square: Square) -> &[SquareWalk] {
        match self.spans.get(list * CELLS + square.index()) {
            Some(&(first, count)) => {
                let first = first as usize;
                self.walks
                    .get(first..first + usize::from(count))
                    .unwrap_or(&[])
            }
            None => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(steps: &StepTable, dx: i8, dy: i8, range: u8) -> StepSpec {
        StepSpec {
            line: steps.line(dx, dy),
            range,
            moves: true,
            captures: true,
        }
    }

    #[test]
    fn a_corner_keeps_only_the_steps_that_stay_on_the_board() {
        let g = Geometry::STANDARD;
        let steps = StepTable::new(g);
        let knight: Vec<StepSpec> = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1)]
            .iter()
            .map(|&(dx, dy)| spec(&steps, dx, dy, 1))
            .collect();
        let rook: Vec<StepSpec> = [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .iter()
            .map(|&(dx, dy)| spec(&steps, dx, dy, u8::MAX))
            .collect();
        let table = WalkTable::new(g, &steps, &[knight, rook]);
        let square = |name: &str| g.parse_square(name).unwrap_or_else(|| unreachable!());
        let a1: Vec<(i8, i8, u8)> = table
            .from(0, square("a1"))
            .iter()
            .map(|w| (w.line.dx(), w.line.dy(), w.reach))
            .collect();
        assert_eq!(a1, [(1, 2, 1), (2, 1, 1)]);
        let rook_d4: Vec<(i8, i8, u8, u8)> = table
            .from(1, square("d4"))
            .iter()
            .map(|w| (w.line.dx(), w.line.dy(), w.reach, w.source))
            .collect();
        assert_eq!(
            rook_d4,
            [(1, 0, 4, 0), (-1, 0, 3, 1), (0, 1, 4, 2), (0, -1, 3, 3)]
        );
        assert!(table.from(2, square("d4")).is_empty());
        assert!(table.from(0, Square::from_index(0x0f)).is_empty());
    }
}
