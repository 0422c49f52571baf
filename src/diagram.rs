//! ASCII diagrams in the `+---+` style of the Black Holes rule text: dark squares
//! are drawn `:X:` (or `:::` when empty), light squares ` X `; files and ranks are
//! labelled; the board is drawn from the side of the player who reads it.

use std::collections::BTreeMap;

use crate::geometry::{Color, Geometry, Square};

/// One line of the legend under a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegendEntry {
    /// The symbol as drawn (e.g. `N`).
    pub symbol: String,
    /// Piece name (e.g. `Knight`).
    pub name: String,
    /// Betza string of its moves (e.g. `N`).
    pub betza: String,
}

/// A board ready to be drawn: what stands where, which squares are marked, notes and
/// a legend to print under it. Built by each variant's [`crate::rules::Rules::diagram`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub geometry: Geometry,
    /// Symbol per occupied square (upper case White, lower case Black); at most 3
    /// characters each.
    pub pieces: BTreeMap<Square, String>,
    /// Squares to mark with `*` beside the symbol (e.g. pieces in motion).
    pub marked: Vec<Square>,
    /// Lines printed under the board.
    pub notes: Vec<String>,
    /// The pieces' names and moves.
    pub legend: Vec<LegendEntry>,
}

/// Draws the diagram from `perspective`'s side (that side's first rank at the bottom).
pub fn render(diagram: &Diagram, perspective: Color) -> String {
    let g = diagram.geometry;
    let width = diagram
        .pieces
        .values()
        .map(|s| s.chars().count())
        .max()
        .unwrap_or(1)
        .max(1);
    let cell = width + 2;
    let ranks: Vec<u8> = match perspective {
        Color::White => (0..g.ranks).rev().collect(),
        Color::Black => (0..g.ranks).collect(),
    };
    let files: Vec<u8> = match perspective {
        Color::White => (0..g.files).collect(),
        Color::Black => (0..g.files).rev().collect(),
    };
    let separator = format!(
        "    +{}",
        format!("{}+", "-".repeat(cell)).repeat(files.len())
    );
    let mut out = String::new();
    out.push_str(&separator);
    out.push('\n');
    for &rank in &ranks {
        out.push_str(&format!("{:>3} |", rank + 1));
        for &file in &files {
            let Some(square) = Square::new(file, rank) else {
                continue;
            };
            out.push_str(&draw_square(diagram, square, width));
            out.push('|');
        }
        out.push('\n');
        out.push_str(&separator);
        out.push('\n');
    }
    out.push_str("    ");
    for &file in &files {
        let name = ((b'a' + file) as char).to_string();
        out.push_str(&format!("{:^w$}", name, w = cell + 1));
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    for note in &diagram.notes {
        out.push_str(note);
        out.push('\n');
    }
    out
}

fn draw_square(diagram: &Diagram, square: Square, width: usize) -> String {
    let fill = if square.is_dark() { ':' } else { ' ' };
    let symbol = match diagram.pieces.get(&square) {
        Some(s) => format!("{s:^width$}"),
        None => fill.to_string().repeat(width),
    };
    let mark = if diagram.marked.contains(&square) {
        '*'
    } else {
        fill
    };
    format!("{fill}{symbol}{mark}")
}

/// The legend as text lines: `K  King  (K)`.
pub fn render_legend(diagram: &Diagram) -> String {
    let mut out = String::new();
    for entry in &diagram.legend {
        out.push_str(&format!(
            "{:<4}{:<22}{}\n",
            entry.symbol, entry.name, entry.betza
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_dark_and_light_squares_and_labels() {
        let mut pieces = BTreeMap::new();
        pieces.insert(Square::parse("a1").unwrap(), "R".to_string());
        pieces.insert(Square::parse("e8").unwrap(), "k".to_string());
        let d = Diagram {
            geometry: Geometry::STANDARD,
            pieces,
            marked: vec![],
            notes: vec![],
            legend: vec![],
        };
        let white = render(&d, Color::White);
        let lines: Vec<&str> = white.lines().collect();
        assert_eq!(lines[1], "  8 |   |:::|   |:::| k |:::|   |:::|");
        assert_eq!(lines[15], "  1 |:R:|   |:::|   |:::|   |:::|   |");
        assert_eq!(lines[17].split_whitespace().collect::<String>(), "abcdefgh");
        let black = render(&d, Color::Black);
        let lines: Vec<&str> = black.lines().collect();
        assert_eq!(lines[1], "  1 |   |:::|   |:::|   |:::|   |:R:|");
        assert_eq!(lines[17].split_whitespace().collect::<String>(), "hgfedcba");
    }
}
