//! A drawn [`Board`] as SVG: the one drawing of a board as a picture, used by the
//! reply's PNG ([`super::picture`], rasterised by resvg) and by the published
//! site's pages ([`super::site`], shown by the browser).
//!
//! Squares: light and dark, the last turn's highlighted, each a `<rect>` with its
//! colour as a `fill` attribute and as classes (`sq l`/`sq d`, `h` when
//! highlighted), so that a page's style sheet may recolour them as a game is
//! stepped through. Pieces: each square's content is a group translated to the
//! square, drawn from (0, 0), so the same markup serves every square
//! ([`piece_markup`]). The FIDE pieces are the solid chess glyphs of the vendored
//! DejaVu Sans (U+265A to U+265F) as `<path>` outlines read from the font with
//! ttf-parser, defined once (`<defs>`, [`glyph_defs`]) and drawn with `<use>`:
//! no font is needed to show them, and a browser cannot swap in an emoji. Every
//! other piece (an army's, a Knightmare, a hole) is a lettered disc of its side's
//! colour. A piece in motion carries an orange arrow in its direction (Momentum,
//! M3), or an orange dot when the direction is not known; a king in check sits on
//! a red ring.

use std::fmt::Write as _;
use std::sync::OnceLock;

use super::drawing::{Board, BoardCell};

/// The font the labels are drawn with and the glyphs are read from (DejaVu Sans,
/// vendored in `assets/fonts/` with its licence).
pub const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// A square's side, in pixels (CSS pixels on a page).
pub const SQUARE_PX: u32 = 40;
/// The margin left of and under the board, for the rank and file labels.
pub const MARGIN_PX: u32 = 18;

/// A light square's colour, as CSS hex.
pub const LIGHT: &str = "#f0d9b5";
/// A dark square's colour, as CSS hex.
pub const DARK: &str = "#b58863";
/// A light square changed by the last turn, as CSS hex.
pub const LAST_LIGHT: &str = "#cdd26a";
/// A dark square changed by the last turn, as CSS hex.
pub const LAST_DARK: &str = "#aaa23a";
const LABEL: &str = "#555555";
const MOTION: &str = "#ff8c00";
const CHECK: &str = "#d00000";

/// The picture's width and height in pixels for `board`.
pub fn size(board: &Board) -> (u32, u32) {
    let files = board.files.len() as u32;
    let ranks = board.rows.len() as u32;
    (MARGIN_PX + files * SQUARE_PX, ranks * SQUARE_PX + MARGIN_PX)
}

/// The board as a whole SVG document with the glyphs it uses defined in it;
/// `check` names the square of a king in check (`e1`), if any.
pub fn svg(board: &Board, check: Option<&str>) -> String {
    let mut out = String::new();
    svg_into(&mut out, board, check, true);
    out
}

/// [`svg`] written into `out`; without `defs` the glyphs are left to a
/// [`glyph_defs`] elsewhere in the page (a published page defines every glyph
/// its moves need once).
pub fn svg_into(out: &mut String, board: &Board, check: Option<&str>, defs: bool) {
    let (width, height) = size(board);
    let glyphs = if defs {
        glyph_defs(
            board
                .rows
                .iter()
                .flat_map(|r| &r.cells)
                .filter_map(|c| c.piece.as_deref()),
        )
    } else {
        String::new()
    };
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans\">{glyphs}\
         <rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>"
    );
    for (r, row) in board.rows.iter().enumerate() {
        let y = r as u32 * SQUARE_PX;
        label(out, &row.rank, MARGIN_PX / 2, y + SQUARE_PX / 2 + 4);
        for (f, cell) in row.cells.iter().enumerate() {
            let x = MARGIN_PX + f as u32 * SQUARE_PX;
            square(out, cell, x, y, check == Some(cell.square.as_str()));
        }
    }
    let bottom = board.rows.len() as u32 * SQUARE_PX;
    for (f, file) in board.files.iter().enumerate() {
        let x = MARGIN_PX + f as u32 * SQUARE_PX + SQUARE_PX / 2;
        label(out, file, x, bottom + 13);
    }
    out.push_str("</svg>");
}

/// A coordinate label centred at (x, baseline y).
pub fn label(out: &mut String, text: &str, x: u32, y: u32) {
    let _ = write!(
        out,
        "<text x=\"{x}\" y=\"{y}\" font-size=\"12\" text-anchor=\"middle\" fill=\"{LABEL}\">{}</text>",
        escape(text)
    );
}

/// A square's colour as `#rrggbb`: light or `dark`, highlighted when the last
/// turn changed it (`last_move`); the same in the picture and the HTML table.
pub fn fill(dark: bool, last_move: bool) -> &'static str {
    match (dark, last_move) {
        (false, false) => LIGHT,
        (true, false) => DARK,
        (false, true) => LAST_LIGHT,
        (true, true) => LAST_DARK,
    }
}

/// One square at (x, y) and, in a group translated there with the square's name
/// as `id`, what stands on it ([`piece_markup`]).
pub fn square(out: &mut String, cell: &BoardCell, x: u32, y: u32, in_check: bool) {
    let fill = fill(cell.dark, cell.last_move);
    let class = match (cell.dark, cell.last_move) {
        (false, false) => "sq l",
        (true, false) => "sq d",
        (false, true) => "sq l h",
        (true, true) => "sq d h",
    };
    let s = SQUARE_PX;
    let _ = write!(
        out,
        "<rect id=\"r-{}\" class=\"{class}\" x=\"{x}\" y=\"{y}\" width=\"{s}\" height=\"{s}\" \
         fill=\"{fill}\"/><g id=\"p-{}\" transform=\"translate({x} {y})\">{}</g>",
        escape(&cell.square),
        escape(&cell.square),
        piece_markup(cell.piece.as_deref(), cell.marked, cell.direction, in_check)
    );
}

/// What stands on a square, drawn in a square whose top-left corner is (0, 0):
/// the piece `piece` (upper case White, lower case Black; `None`, nothing), the
/// motion mark when `marked` (an arrow along `direction`, given as (right, up)
/// steps on the picture, else a dot), and the check ring. Refers to the glyphs of
/// [`glyph_defs`].
pub fn piece_markup(
    piece: Option<&str>,
    marked: bool,
    direction: Option<(i8, i8)>,
    in_check: bool,
) -> String {
    let mut out = String::new();
    let s = SQUARE_PX;
    let c = s / 2;
    if in_check {
        let _ = write!(
            out,
            "<circle cx=\"{c}\" cy=\"{c}\" r=\"18\" fill=\"none\" stroke=\"{CHECK}\" stroke-width=\"3\"/>"
        );
    }
    let Some(piece) = piece else {
        return out;
    };
    let white = is_white(piece);
    match glyph(piece) {
        Some(g) => {
            let fill = if white { "#ffffff" } else { "#000000" };
            let _ = write!(
                out,
                "<use href=\"#glyph-{}\" fill=\"{fill}\" stroke=\"#000000\" stroke-width=\"1.2\"/>",
                glyph_name(g)
            );
        }
        None => disc(&mut out, piece, white),
    }
    if marked {
        match direction {
            Some((dx, dy)) if (dx, dy) != (0, 0) => arrow(&mut out, dx, dy),
            _ => {
                let _ = write!(
                    out,
                    "<circle cx=\"{}\" cy=\"7\" r=\"4\" fill=\"{MOTION}\" stroke=\"#000000\" stroke-width=\"1\"/>",
                    s - 7
                );
            }
        }
    }
    out
}

/// Whether a diagram symbol is White's: it has letters and none in lower case.
pub fn is_white(piece: &str) -> bool {
    piece.chars().any(|c| c.is_alphabetic()) && piece.chars().all(|c| !c.is_lowercase())
}

/// A lettered disc of its side's colour: an army's piece, a Knightmare, a hole.
fn disc(out: &mut String, piece: &str, white: bool) {
    let (disc, ink) = if white {
        ("#ffffff", "#000000")
    } else {
        ("#000000", "#ffffff")
    };
    let text: String = piece.chars().filter(|c| *c != '*').take(3).collect();
    let size = match text.chars().count() {
        0 | 1 => 18,
        2 => 14,
        _ => 11,
    };
    let c = SQUARE_PX / 2;
    let _ = write!(
        out,
        "<circle cx=\"{c}\" cy=\"{c}\" r=\"15\" fill=\"{disc}\" stroke=\"#000000\" stroke-width=\"1.5\"/>\
         <text x=\"{c}\" y=\"{}\" font-size=\"{size}\" font-weight=\"bold\" text-anchor=\"middle\" \
         fill=\"{ink}\">{}</text>",
        c + size / 3 + 1,
        escape(&text)
    );
}

/// An orange arrow in the square's top-right corner pointing (dx right, dy up),
/// for a piece in motion (any step: a knight's (1, 2) points its own way).
fn arrow(out: &mut String, dx: i8, dy: i8) {
    let degrees = f64::from(-dy).atan2(f64::from(dx)).to_degrees();
    let (cx, cy) = (SQUARE_PX - 9, 9);
    let _ = write!(
        out,
        "<path d=\"M{} {cy}h10l-4 -4m4 4l-4 4\" transform=\"rotate({degrees:.0} {cx} {cy})\" \
         fill=\"none\" stroke=\"#000000\" stroke-width=\"4\" stroke-linecap=\"round\"/>\
         <path d=\"M{} {cy}h10l-4 -4m4 4l-4 4\" transform=\"rotate({degrees:.0} {cx} {cy})\" \
         fill=\"none\" stroke=\"{MOTION}\" stroke-width=\"2\" stroke-linecap=\"round\"/>",
        cx - 5,
        cx - 5,
    );
}

/// The solid chess glyph of a FIDE piece's letter (either case), if it is one.
fn glyph(piece: &str) -> Option<char> {
    let mut chars = piece.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return None;
    };
    Some(match c.to_ascii_uppercase() {
        'K' => '\u{265A}',
        'Q' => '\u{265B}',
        'R' => '\u{265C}',
        'B' => '\u{265D}',
        'N' => '\u{265E}',
        'P' => '\u{265F}',
        _ => return None,
    })
}

/// The `id` suffix of a glyph's definition: its code point in hex.
fn glyph_name(glyph: char) -> String {
    format!("{:x}", u32::from(glyph))
}

/// `<defs>` with the outline of every FIDE glyph that one of `pieces` needs (no
/// `<defs>` at all when none does), each a `<path id="glyph-265a">` sized for a
/// square of [`SQUARE_PX`] at (0, 0).
pub fn glyph_defs<'a>(pieces: impl IntoIterator<Item = &'a str>) -> String {
    let mut wanted: Vec<char> = pieces.into_iter().filter_map(glyph).collect();
    wanted.sort_unstable();
    wanted.dedup();
    if wanted.is_empty() {
        return String::new();
    }
    let mut out = String::from("<defs>");
    for g in wanted {
        let _ = write!(
            out,
            "<path id=\"glyph-{}\" d=\"{}\"/>",
            glyph_name(g),
            outline(g)
        );
    }
    out.push_str("</defs>");
    out
}

/// The path data of a glyph's outline in a square's coordinates (34 px type,
/// centred, baseline 8 px above the square's bottom), read from the font once.
fn outline(glyph: char) -> &'static str {
    static OUTLINES: OnceLock<Vec<(char, String)>> = OnceLock::new();
    let all = OUTLINES.get_or_init(|| {
        ('\u{265A}'..='\u{265F}')
            .map(|g| (g, read_outline(g).unwrap_or_default()))
            .collect()
    });
    all.iter()
        .find(|(g, _)| *g == glyph)
        .map_or("", |(_, d)| d.as_str())
}

/// The outline of `glyph` from the vendored font, `None` if the font lacks it.
fn read_outline(glyph: char) -> Option<String> {
    let face = ttf_parser::Face::parse(FONT, 0).ok()?;
    let id = face.glyph_index(glyph)?;
    let scale = 34.0 / f32::from(face.units_per_em());
    let advance = f32::from(face.glyph_hor_advance(id)?) * scale;
    let mut path = PathData {
        d: String::new(),
        scale,
        dx: (SQUARE_PX as f32 - advance) / 2.0,
        baseline: (SQUARE_PX - 8) as f32,
    };
    face.outline_glyph(id, &mut path)?;
    Some(path.d)
}

/// Builds SVG path data from a glyph's outline: font units (y up) to the
/// square's pixels (y down), one decimal.
struct PathData {
    d: String,
    scale: f32,
    dx: f32,
    baseline: f32,
}

impl PathData {
    fn point(&mut self, x: f32, y: f32) {
        let _ = write!(
            self.d,
            "{:.1} {:.1} ",
            self.dx + x * self.scale,
            self.baseline - y * self.scale
        );
    }
}

impl ttf_parser::OutlineBuilder for PathData {
    fn move_to(&mut self, x: f32, y: f32) {
        self.d.push('M');
        self.point(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.d.push('L');
        self.point(x, y);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.d.push('Q');
        self.point(x1, y1);
        self.point(x, y);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.d.push('C');
        self.point(x1, y1);
        self.point(x2, y2);
        self.point(x, y);
    }
    fn close(&mut self) {
        self.d.push('Z');
    }
}

/// `text` safe inside SVG or HTML text and attributes: minijinja's escaping, as
/// the templates and the HTML part's table ([`super::board_html`]) escape, so
/// that one escaper serves every picture and page; its numeric references
/// (`&#x27;`, `&#x2f;`) are XML too.
pub fn escape(text: &str) -> String {
    minijinja::HtmlEscape(text).to_string()
}

/// Appends `text` escaped as [`escape`] escapes it. Square names, rank
/// numbers, file letters and piece letters hold nothing to escape and are copied
/// as they are, without `write!` (144 calls a table).
pub fn push_escaped(out: &mut String, text: &str) {
    if text
        .bytes()
        .any(|b| matches!(b, b'<' | b'>' | b'&' | b'"' | b'\'' | b'/'))
    {
        // Writing to a String cannot fail.
        let _ = write!(out, "{}", minijinja::HtmlEscape(text));
    } else {
        out.push_str(text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_fide_glyph_has_an_outline_inside_its_square() {
        for g in '\u{265A}'..='\u{265F}' {
            let d = outline(g);
            assert!(d.starts_with('M') && d.ends_with('Z'), "{g}: {d}");
            let numbers: Vec<f32> = d
                .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
                .filter_map(|n| n.parse().ok())
                .collect();
            assert!(
                numbers.iter().all(|&n| (-1.0..=41.0).contains(&n)),
                "{g}: a point outside the square"
            );
        }
    }

    #[test]
    fn an_arrow_points_where_the_piece_moves() {
        let up = piece_markup(Some("P"), true, Some((0, 1)), false);
        assert!(up.contains("rotate(-90 "), "{up}");
        let dot = piece_markup(Some("P"), true, None, false);
        assert!(dot.contains("<circle") && !dot.contains("rotate"), "{dot}");
        let disc = piece_markup(Some("<&>"), false, None, false);
        assert!(disc.contains("&lt;&amp;&gt;"), "{disc}");
    }

    proptest::proptest! {
        /// The short cut escapes as minijinja does, for any text.
        #[test]
        fn push_escaped_is_html_escape(text in ".{0,12}|[a-h<>&\"'/]{0,6}") {
            let mut out = String::from("x");
            push_escaped(&mut out, &text);
            proptest::prop_assert_eq!(out, format!("x{}", minijinja::HtmlEscape(&text)));
        }
    }
}
