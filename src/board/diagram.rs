//! The diagram model: what stands where on a board, which squares are marked, the
//! notes and legend to print under it. Each variant's `Rules::diagram` builds one
//! (rules floor); the output floor draws it for a reader (`output::drawing`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::geometry::{Geometry, Square, Symbol};

/// One line of the legend under a diagram.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegendEntry {
    /// The symbol as drawn (e.g. `N`).
    pub symbol: String,
    /// Piece name (e.g. `Knight`).
    pub name: String,
    /// Betza string of its moves (e.g. `N`).
    pub betza: String,
}

/// A board ready to be drawn: what stands where, which squares are marked, notes and
/// a legend to print under it. Built by each variant's
/// `Rules::diagram` (the rules floor).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The board's size.
    pub geometry: Geometry,
    /// Symbol per occupied square (upper case White, lower case Black); at most 3
    /// characters each.
    pub pieces: BTreeMap<Square, Symbol>,
    /// Squares to mark with `*` beside the symbol (e.g. pieces in motion).
    pub marked: Vec<Square>,
    /// The direction a piece moves in by itself, per square, as (file step, rank
    /// step) from White's side (`(0, 1)`: toward rank 8): Momentum's motion (M3),
    /// drawn as an arrow in pictures and on published pages.
    pub directions: BTreeMap<Square, (i8, i8)>,
    /// Lines printed under the board.
    pub notes: Vec<String>,
    /// The pieces' names and moves.
    pub legend: Vec<LegendEntry>,
}

#[cfg(test)]
impl Diagram {
    /// For tests: the 8 x 8 board with `pieces` (square name, symbol), nothing
    /// marked, no motion, notes or legend. Panics on a square name that does not
    /// read.
    pub(crate) fn of_pieces(pieces: &[(&str, &str)]) -> Diagram {
        Diagram {
            geometry: Geometry::STANDARD,
            pieces: pieces
                .iter()
                .map(|(square, symbol)| (Square::parse(square).unwrap(), Symbol::from(*symbol)))
                .collect(),
            marked: vec![],
            directions: BTreeMap::new(),
            notes: vec![],
            legend: vec![],
        }
    }
}
