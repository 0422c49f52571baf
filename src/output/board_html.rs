//! The board of a reply's HTML part as a table: a row per rank with
//! its number, a cell per square in the picture's colours (light `#f0d9b5`, dark
//! `#b58863`, the last turn's squares highlighted: [`board_svg::fill`]), White's
//! pieces drawn white with a black outline and Black's black, the
//! file letters under the last rank. Every square is 48 x 48 CSS px; styles are
//! inline, as many mail clients drop `<style>`; no line is longer than 73 bytes
//! (76 with its CRLF is where 7bit ends, [`crate::mail::outbound`]), so that the
//! part travels 7bit.
//!
//! Written here in Rust, not in `reply.html`, because the 64 cells' markup
//! evaluated by minijinja was most of a reply's HTML cost (the mail throughput
//! row of docs/PERFORMANCE.md). Text is escaped by minijinja's own
//! [`minijinja::HtmlEscape`] ([`board_svg::push_escaped`]), as the template
//! escapes the rest of the part.

use super::board_svg;
use super::drawing::{Board, BoardCell};
use crate::notation::words::Phrase;

/// The board as an HTML `<table>`: rows top to bottom as [`Board::rows`], cells
/// left to right, each with its square's name as `title` (`e4`), what stands on it
/// as the reader draws it ([`Board::drawn`]: the FIDE pieces in the letters of
/// the reader's language) and `*` when it is marked; then a row of the file
/// letters. The table's `aria-label` is the word for the board in the reader's
/// language (`board-label`). What the cells share
/// and CSS inherits (the pieces' font, centring, black ink) is said once on the
/// table, so that a cell is two lines.
pub fn table(board: &Board) -> String {
    // About 150 bytes a square.
    let squares: usize = board.rows.iter().map(|r| r.cells.len()).sum();
    let mut out = String::with_capacity(600 + 160 * squares + 120 * board.files.len());
    out.push_str("<table role=\"grid\" cellspacing=\"0\" cellpadding=\"0\"\n aria-label=\"");
    board_svg::push_escaped(
        &mut out,
        &Phrase::new("board-label").in_language(board.language),
    );
    out.push_str(
        "\"\n \
         style=\"border-collapse:collapse;margin:4px 0 8px 0;\n \
         font-family:Helvetica,Arial,sans-serif;font-size:22px;font-weight:bold;\n \
         text-align:center;color:#000000;\">",
    );
    for row in &board.rows {
        out.push_str(
            "\n<tr>\n<th scope=\"row\" style=\"width:24px;height:48px;padding:0 4px 0 0;\n \
             text-align:right;font-size:15px;font-weight:normal;\n \
             color:#555555;\">",
        );
        board_svg::push_escaped(&mut out, &row.rank);
        out.push_str("</th>");
        for cell in &row.cells {
            square(&mut out, cell, board);
        }
        out.push_str("\n</tr>");
    }
    out.push_str("\n<tr>\n<th></th>");
    for file in &board.files {
        out.push_str(
            "\n<th scope=\"col\" style=\"height:24px;font-size:15px;font-weight:normal;\n \
             color:#555555;\">",
        );
        board_svg::push_escaped(&mut out, file);
        out.push_str("</th>");
    }
    out.push_str("\n</tr>\n</table>");
    out
}

/// One square's `<td>`: two lines, four for a White piece (white ink with a
/// black outline); its piece as `board`'s reader draws it.
fn square(out: &mut String, cell: &BoardCell, board: &Board) {
    out.push_str("\n<td title=\"");
    board_svg::push_escaped(out, &cell.square);
    out.push_str(
        "\" style=\"width:48px;min-width:48px;max-width:48px;\n \
         height:48px;padding:0;background-color:",
    );
    out.push_str(board_svg::fill(cell.dark, cell.last_move));
    out.push(';');
    let piece = cell.piece.as_deref().unwrap_or_default();
    if board_svg::is_white(piece) {
        out.push_str(
            "color:#ffffff;\n text-shadow:-1px -1px 0 #000,1px -1px 0 #000,\n \
             -1px 1px 0 #000,1px 1px 0 #000;",
        );
    }
    out.push_str("\">");
    board_svg::push_escaped(out, &board.drawn(piece));
    if cell.marked {
        out.push('*');
    }
    out.push_str("</td>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::diagram::Diagram;
    use crate::board::geometry::{Color, Square};

    #[test]
    fn each_square_is_a_cell_in_its_colours_with_short_lines() {
        let mut marked = Diagram::of_pieces(&[("a1", "R"), ("e8", "k"), ("d4", "<&>")]);
        marked.marked = vec![Square::parse("e8").unwrap()];
        let html = table(&Board::new(&marked, Color::White));
        assert_eq!(html.matches("<td title=").count(), 64);
        assert_eq!(html.matches("<tr>").count(), 9);
        // a1 is dark, White's rook drawn white with an outline.
        let a1 = &html[html.find("title=\"a1\"").unwrap()..];
        let a1 = &a1[..a1.find("</td>").unwrap()];
        assert!(a1.contains("background-color:#b58863;"), "{a1}");
        assert!(a1.contains("color:#ffffff;\n text-shadow:"), "{a1}");
        assert!(a1.ends_with(">R"), "{a1}");
        // e8 is light, Black's king black, marked.
        let e8 = &html[html.find("title=\"e8\"").unwrap()..];
        let e8 = &e8[..e8.find("</td>").unwrap()];
        assert!(e8.contains("background-color:#f0d9b5;"), "{e8}");
        // Black ink is the table's own.
        assert!(!e8.contains("color:#ffffff") && !e8.contains("text-shadow"));
        assert!(html.starts_with("<table") && html[..300].contains("color:#000000;"));
        assert!(e8.ends_with(">k*"), "{e8}");
        // A symbol is escaped as the template escapes.
        assert!(html.contains(">&lt;&amp;&gt;</td>") && !html.contains("<&>"));
        assert!(html.lines().all(|l| l.len() <= 73), "{html}");
        assert!(html.ends_with("</tr>\n</table>"));
    }

    #[test]
    fn the_last_turn_is_highlighted() {
        let before = Diagram::of_pieces(&[("e2", "P")]);
        let after = Diagram::of_pieces(&[("e4", "P")]);
        let html = table(&Board::new(&after, Color::White).with_last_move(&before, &after));
        // e4 and e2 are light squares the pawn changed; e3, dark, it passed over.
        for (square, fill) in [("e4", "#cdd26a"), ("e2", "#cdd26a"), ("e3", "#b58863")] {
            let at = &html[html.find(&format!("title=\"{square}\"")).unwrap()..];
            let at = &at[..at.find("</td>").unwrap()];
            assert!(
                at.contains(&format!("background-color:{fill};")),
                "{square}: {at}"
            );
        }
    }
}
