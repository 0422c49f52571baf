//! ASCII diagrams in the `+---+` style of the Black Holes rule text: dark squares
//! are drawn `:X:` (or `:::` when empty), light squares ` X `; files and ranks are
//! labelled; the board is drawn from the side of the player who reads it.
//!
//! [`Board`] is the diagram as drawn for one reader (rows top to bottom, cells left
//! to right, notes, legend), plain data that knows no rule: the text of a reply is
//! drawn from it, and it is stored with the reply (JSON) so that the HTML part's
//! table is built from the same data, not by reading the ASCII back.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::board::diagram::{Diagram, LegendEntry};
use crate::board::geometry::{Color, Square, Symbol, CELLS};
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;

/// The line under every board in an English reply's text, saying how to read
/// it (`board-key` of locales/en/legend.ftl; [`Board::key`] in the reader's
/// language).
pub const TEXT_KEY: &str = "Upper case: White; lower case: Black; dark squares are drawn :x:.";

/// The FIDE pieces' letters as the variants draw them, in the order of
/// [`Language::diagram_letters`], with the English names a legend gives them
/// and the ids of their names in `locales/<code>/spoken.ftl`.
const FIDE_PIECES: [(char, &str, &str); 6] = [
    ('K', "king", "spoken-king"),
    ('Q', "queen", "spoken-queen"),
    ('R', "rook", "spoken-rook"),
    ('B', "bishop", "spoken-bishop"),
    ('N', "knight", "spoken-knight"),
    ('P', "pawn", "spoken-pawn"),
];

/// A diagram as drawn for one reader: `rows` from the top of the picture down (the
/// reader's first rank last), each cell from left to right; `files` the labels under
/// the columns in the same order. Serialised as JSON with a queued reply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// File letters left to right (`a`..`h` for White, `h`..`a` for Black).
    pub files: Vec<String>,
    /// Ranks, top of the picture first.
    pub rows: Vec<BoardRow>,
    /// Lines printed under the board.
    pub notes: Vec<String>,
    /// The pieces' names and moves.
    pub legend: Vec<LegendEntry>,
    /// The square of a king in check (`e1`), marked in the picture;
    /// absent in boards stored before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<String>,
    /// The board in words ([`crate::output::spoken`]): the piece lists and the
    /// last turn spelled out; the picture's alt text, and the text part's board
    /// for a reader who asked for lists. Absent in boards stored before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spoken: Option<String>,
    /// How the reader wants the board in the text part; absent (the grid) in
    /// boards stored before.
    #[serde(default, skip_serializing_if = "BoardStyle::is_grid")]
    pub style: BoardStyle,
    /// The reader's language: the FIDE pieces are drawn with its letters
    /// ([`Language::diagram_letters`]) in the text and the HTML table, and the
    /// key under the board is in its words. English (absent) in boards stored
    /// before. The picture draws glyphs and does not read it.
    #[serde(default, skip_serializing_if = "is_english")]
    pub language: Language,
}

fn is_english(language: &Language) -> bool {
    *language == Language::English
}

/// How a player reads boards in the text part of replies (`board grid|list|both`
/// by mail): the ASCII grid, piece lists in words for a screen reader
/// ([`crate::output::spoken`]), or both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardStyle {
    /// The `+---+` grid.
    #[default]
    Grid,
    /// Piece lists and the last turn in words.
    List,
    /// The grid, then the lists.
    Both,
}

impl BoardStyle {
    /// `grid`, `list` or `both` (any case, trimmed); `None` for another word.
    pub fn parse(text: &str) -> Option<BoardStyle> {
        match text.trim().to_ascii_lowercase().as_str() {
            "grid" => Some(BoardStyle::Grid),
            "list" => Some(BoardStyle::List),
            "both" => Some(BoardStyle::Both),
            _ => None,
        }
    }

    /// The word as stored and written: `grid`, `list`, `both`.
    pub fn as_str(self) -> &'static str {
        match self {
            BoardStyle::Grid => "grid",
            BoardStyle::List => "list",
            BoardStyle::Both => "both",
        }
    }

    /// True for the grid (the default, not stored with a board).
    pub fn is_grid(&self) -> bool {
        *self == BoardStyle::Grid
    }
}

/// One rank of a drawn [`Board`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardRow {
    /// The rank's number as printed (`1`-based).
    pub rank: String,
    /// The rank's squares left to right as drawn for this reader (the a-file
    /// first for White, the last file first for Black).
    pub cells: Vec<BoardCell>,
}

/// One square of a drawn [`Board`]. Stored (JSON, with its reply) as an array in
/// the order of the fields, `["e4","P",true]`, cut after the last field that is
/// not at its default (no piece: `null` when a later field follows; false; no
/// direction): a board was about 2.4 kB a reply as objects, written by the
/// handling and read by the delivery of every reply. Read back from
/// that array or from the object of boards stored before (serde's derive reads
/// both; a field left out is its default).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct BoardCell {
    /// Its name, e.g. `e4` (inline, like the symbol).
    pub square: Symbol,
    /// The symbol standing on it (upper case White, lower case Black), if any.
    #[serde(default)]
    pub piece: Option<Symbol>,
    /// A dark square (a1 is dark).
    #[serde(default)]
    pub dark: bool,
    /// Marked with `*` (e.g. a piece in motion).
    #[serde(default)]
    pub marked: bool,
    /// Changed by the last turn (its squares are highlighted in the HTML
    /// part); absent in boards stored before, read as false.
    #[serde(default)]
    pub last_move: bool,
    /// The direction of a piece in motion as drawn for this reader: (right, up)
    /// steps on the picture (Momentum's M3); absent in boards stored
    /// before.
    #[serde(default)]
    pub direction: Option<(i8, i8)>,
}

impl Serialize for BoardCell {
    /// The array of [`BoardCell`]'s doc, by hand as serde's derive writes either
    /// every field or an object.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let flags = [self.dark, self.marked, self.last_move];
        let len = if self.direction.is_some() {
            6
        } else {
            // The square, the piece, then up to the last flag that is set.
            flags
                .iter()
                .rposition(|&f| f)
                .map_or(if self.piece.is_some() { 2 } else { 1 }, |last| 3 + last)
        };
        let mut seq = serializer.serialize_seq(Some(len))?;
        seq.serialize_element(&self.square)?;
        if len > 1 {
            seq.serialize_element(&self.piece)?;
        }
        for flag in flags.iter().take(len.saturating_sub(2).min(3)) {
            seq.serialize_element(flag)?;
        }
        if let Some(direction) = &self.direction {
            seq.serialize_element(direction)?;
        }
        seq.end()
    }
}

impl Board {
    /// The diagram seen from `perspective`'s side (that side's first rank at the
    /// bottom).
    pub fn new(diagram: &Diagram, perspective: Color) -> Board {
        let g = diagram.geometry;
        let ranks: Vec<u8> = match perspective {
            Color::White => (0..g.ranks).rev().collect(),
            Color::Black => (0..g.ranks).collect(),
        };
        let files: Vec<u8> = match perspective {
            Color::White => (0..g.files).collect(),
            Color::Black => (0..g.files).rev().collect(),
        };
        // The pieces by square index, read once in square order: a look-up in the
        // diagram's map for every cell was half of a board's making, two boards a
        // move mail.
        let mut pieces: Vec<Option<&Symbol>> = vec![None; CELLS];
        for (square, piece) in &diagram.pieces {
            pieces[square.index()] = Some(piece);
        }
        let mut digits = itoa::Buffer::new();
        let rows = ranks
            .iter()
            .map(|&rank| {
                let mut cells = Vec::with_capacity(files.len());
                for square in files.iter().filter_map(|&file| Square::new(file, rank)) {
                    cells.push(BoardCell {
                        square: square.name(),
                        piece: pieces[square.index()].cloned(),
                        dark: square.is_dark(),
                        marked: diagram.marked.contains(&square),
                        last_move: false,
                        direction: diagram.directions.get(&square).map(
                            |&(dx, dy)| match perspective {
                                Color::White => (dx, dy),
                                Color::Black => (-dx, -dy),
                            },
                        ),
                    });
                }
                BoardRow {
                    rank: digits.format(u32::from(rank) + 1).to_string(),
                    cells,
                }
            })
            .collect();
        Board {
            files: files
                .iter()
                .map(|&f| char::from(b'a' + f).to_string())
                .collect(),
            rows,
            notes: diagram.notes.clone(),
            legend: diagram.legend.clone(),
            check: None,
            spoken: None,
            style: BoardStyle::Grid,
            language: Language::English,
        }
    }

    /// The symbol `symbol` (a cell's piece) as drawn for this board's reader:
    /// a FIDE piece in the letters of [`Board::language`] (upper case White,
    /// lower case Black, as the variant draws it), any other symbol as the
    /// variant draws it. A letter is a FIDE piece when it is one of `KQRBNP`
    /// and the board's legend gives it no other name (an army's own `R` that is
    /// no rook keeps its letter).
    pub fn drawn<'s>(&self, symbol: &'s str) -> Cow<'s, str> {
        if self.language == Language::English {
            return Cow::Borrowed(symbol);
        }
        match fide_index(&self.legend, symbol) {
            Some(i) => {
                let letter = self.language.diagram_letters()[i];
                if symbol.chars().all(char::is_uppercase) {
                    Cow::Borrowed(letter)
                } else {
                    Cow::Owned(letter.to_lowercase())
                }
            }
            None => Cow::Borrowed(symbol),
        }
    }

    /// True when the reader's letters differ from the English ones and the
    /// board shows a FIDE piece: the key then says which letter is which piece.
    fn draws_own_letters(&self) -> bool {
        self.language.diagram_letters() != Language::English.diagram_letters()
            && self
                .rows
                .iter()
                .flat_map(|r| &r.cells)
                .filter_map(|c| c.piece.as_deref())
                .any(|p| fide_index(&self.legend, p).is_some())
    }

    /// The lines under the board in a reply's text that say how to read it, in
    /// the reader's language, without a final line feed: which case is which
    /// side and how dark squares are drawn ([`TEXT_KEY`] in English), then, when
    /// the board draws FIDE pieces with other letters than English, which
    /// letter is which piece (`Buchstaben: K König, D Dame, ...`).
    pub fn key(&self) -> String {
        self.key_with("board-key")
    }

    /// [`Board::key`] as the HTML part writes it under its table, where the
    /// squares are coloured (`board-key-html`: no word on how dark squares are
    /// drawn).
    pub fn html_key(&self) -> String {
        self.key_with("board-key-html")
    }

    fn key_with(&self, id: &'static str) -> String {
        let mut key = if self.language == Language::English && id == "board-key" {
            TEXT_KEY.to_string()
        } else {
            Phrase::new(id).in_language(self.language)
        };
        if self.draws_own_letters() {
            key.push('\n');
            key.push_str(&self.letters_line());
        }
        key
    }

    /// `Buchstaben: K König, D Dame, T Turm, L Läufer, S Springer, B Bauer.`
    fn letters_line(&self) -> String {
        let letters = self.language.diagram_letters();
        let list: Vec<String> = FIDE_PIECES
            .iter()
            .zip(letters)
            .map(|((_, _, id), letter)| {
                format!("{letter} {}", Phrase::new(*id).in_language(self.language))
            })
            .collect();
        Phrase::new("board-letters")
            .with("list", list.join(", "))
            .in_language(self.language)
    }

    /// Marks as the last turn's the squares whose content differs between
    /// `before` (the position before the last turn) and the board's own diagram
    /// `after`: what moved, was taken, dropped or changed, in any variant, without
    /// knowing its moves.
    ///
    /// The two diagrams' pieces are walked side by side in square order and only
    /// the few cells that changed are looked up by name, not every cell (two boards
    /// a move mail).
    pub fn with_last_move(mut self, before: &Diagram, after: &Diagram) -> Board {
        for cell in self.rows.iter_mut().flat_map(|r| r.cells.iter_mut()) {
            cell.last_move = false;
        }
        for square in changed_squares(before, after) {
            let name = square.name();
            if let Some(cell) = self
                .rows
                .iter_mut()
                .flat_map(|r| r.cells.iter_mut())
                .find(|c| c.square == name)
            {
                cell.last_move = true;
            }
        }
        self
    }

    /// The `+---+` drawing with its file labels and notes (no legend).
    pub fn ascii(&self) -> String {
        let width = self
            .rows
            .iter()
            .flat_map(|r| &r.cells)
            .filter_map(|c| c.piece.as_deref())
            .map(|s| self.drawn(s).chars().count())
            .max()
            .unwrap_or(1)
            .max(1);
        let cell = width + 2;
        let separator = format!(
            "    +{}",
            format!("{}+", "-".repeat(cell)).repeat(self.files.len())
        );
        let mut out = String::with_capacity((separator.len() + 1) * (2 * self.rows.len() + 2));
        out.push_str(&separator);
        out.push('\n');
        // Written in place, not a String per square: a reply's text and its HTML
        // part each draw the board. Writing to a String cannot fail.
        for row in &self.rows {
            push_aligned(&mut out, &row.rank, 3, Align::Right);
            out.push_str(" |");
            for c in &row.cells {
                let piece = c.piece.as_deref().map(|p| self.drawn(p));
                draw_square(&mut out, c, piece.as_deref(), width);
                out.push('|');
            }
            out.push('\n');
            out.push_str(&separator);
            out.push('\n');
        }
        out.push_str("    ");
        for name in &self.files {
            push_aligned(&mut out, name, cell + 1, Align::Centre);
        }
        out.truncate(out.trim_end().len());
        out.push('\n');
        for note in &self.notes {
            out.push_str(note);
            out.push('\n');
        }
        out
    }

    /// The board as a reply's text shows it in the reader's [`BoardStyle`]: the
    /// drawing, the legend (after a blank line, when there is one) and
    /// [`Board::key`]; for `list` the words of [`Board::spoken`] instead, for `both`
    /// the words after the drawing (the grid alone while there are no words).
    pub fn text(&self) -> String {
        let spoken = self.spoken.as_deref().filter(|_| !self.style.is_grid());
        if let (BoardStyle::List, Some(spoken)) = (self.style, spoken) {
            return format!("{spoken}\n");
        }
        let mut out = self.ascii();
        if !self.legend.is_empty() {
            out.push('\n');
            out.push_str(&legend_text(&self.legend));
        }
        out.push_str(&self.key());
        out.push('\n');
        if let Some(spoken) = spoken {
            out.push('\n');
            out.push_str(spoken);
            out.push('\n');
        }
        out
    }
}

/// Draws the diagram from `perspective`'s side (that side's first rank at the bottom).
pub fn render(diagram: &Diagram, perspective: Color) -> String {
    Board::new(diagram, perspective).ascii()
}

/// Appends one square, `width` + 2 characters: ` X ` light, `:X:` dark, the
/// symbol `piece` (the cell's as drawn for the reader) centred, `*` last when
/// marked.
fn draw_square(out: &mut String, cell: &BoardCell, piece: Option<&str>, width: usize) {
    let fill = if cell.dark { ':' } else { ' ' };
    out.push(fill);
    match piece {
        Some(s) => push_aligned(out, s, width, Align::Centre),
        None => out.extend(std::iter::repeat_n(fill, width)),
    }
    out.push(if cell.marked { '*' } else { fill });
}

/// The squares whose symbol differs between the two diagrams (on one and not the
/// other, or another symbol), in square order: a merge of the two ordered maps.
fn changed_squares(before: &Diagram, after: &Diagram) -> Vec<Square> {
    use std::cmp::Ordering;
    let (mut old, mut new) = (
        before.pieces.iter().peekable(),
        after.pieces.iter().peekable(),
    );
    let mut changed = Vec::new();
    loop {
        match (old.peek(), new.peek()) {
            (None, None) => return changed,
            (Some(&(&square, _)), None) | (None, Some(&(&square, _))) => {
                changed.push(square);
                old.next_if(|(s, _)| **s == square);
                new.next_if(|(s, _)| **s == square);
            }
            (Some(&(&a, was)), Some(&(&b, is))) => match a.cmp(&b) {
                Ordering::Less => {
                    changed.push(a);
                    old.next();
                }
                Ordering::Greater => {
                    changed.push(b);
                    new.next();
                }
                Ordering::Equal => {
                    if was != is {
                        changed.push(a);
                    }
                    old.next();
                    new.next();
                }
            },
        }
    }
}

/// How [`push_aligned`] places a text in its width.
#[derive(Clone, Copy)]
enum Align {
    /// As `{:^width$}`: the odd space on the right.
    Centre,
    /// As `{:>width$}`.
    Right,
}

/// Appends `text` padded with spaces to `width` characters (as `format!` counts
/// them), placed as `align` says. By hand, not through `write!`: a reply's text
/// draws about 150 of these.
fn push_aligned(out: &mut String, text: &str, width: usize, align: Align) {
    let pad = width.saturating_sub(text.chars().count());
    let left = match align {
        Align::Centre => pad / 2,
        Align::Right => pad,
    };
    out.extend(std::iter::repeat_n(' ', left));
    out.push_str(text);
    out.extend(std::iter::repeat_n(' ', pad - left));
}

/// Which FIDE piece `symbol` is (its index in [`FIDE_PIECES`]): one of the
/// letters `KQRBNP` in either case that `legend` does not name otherwise (a
/// legend line for it, if any, names the FIDE piece, `Knight (the rule text's
/// S)` included).
fn fide_index(legend: &[LegendEntry], symbol: &str) -> Option<usize> {
    let mut chars = symbol.chars();
    let letter = chars.next()?.to_ascii_uppercase();
    if chars.next().is_some() {
        return None;
    }
    let index = FIDE_PIECES.iter().position(|(c, _, _)| *c == letter)?;
    let named_otherwise = legend
        .iter()
        .find(|l| l.symbol.eq_ignore_ascii_case(symbol))
        .is_some_and(|l| {
            let name = l.name.split(" (").next().unwrap_or(&l.name);
            !name.eq_ignore_ascii_case(FIDE_PIECES[index].1)
        });
    (!named_otherwise).then_some(index)
}

/// The legend as text lines: symbol, name, Betza string (`K   King  K`).
pub fn render_legend(diagram: &Diagram) -> String {
    legend_text(&diagram.legend)
}

fn legend_text(legend: &[LegendEntry]) -> String {
    // The columns are as wide as their longest entry plus two spaces, so a long
    // name (Black Holes' "Hole (... B3-B4)") never runs into the Betza column.
    let symbol = legend
        .iter()
        .map(|e| e.symbol.chars().count())
        .max()
        .unwrap_or(0)
        .max(2)
        + 2;
    let name = legend
        .iter()
        .map(|e| e.name.chars().count())
        .max()
        .unwrap_or(0)
        + 2;
    let mut out = String::new();
    for entry in legend {
        let line = format!(
            "{:<symbol$}{:<name$}{}",
            entry.symbol, entry.name, entry.betza
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {

    #[test]
    fn the_last_turn_marks_every_square_it_changed() {
        let diagram = crate::board::diagram::Diagram::of_pieces;
        // Castling O-O: four squares change, nothing else.
        let before = diagram(&[("e1", "K"), ("h1", "R"), ("e8", "k")]);
        let after = diagram(&[("g1", "K"), ("f1", "R"), ("e8", "k")]);
        let board = Board::new(&after, Color::White).with_last_move(&before, &after);
        let mut last: Vec<&str> = board
            .rows
            .iter()
            .flat_map(|r| &r.cells)
            .filter(|c| c.last_move)
            .map(|c| c.square.as_str())
            .collect();
        last.sort_unstable();
        assert_eq!(last, ["e1", "f1", "g1", "h1"]);
    }

    use std::collections::BTreeMap;

    use super::*;
    use crate::board::geometry::Geometry;

    #[test]
    fn draws_dark_and_light_squares_and_labels() {
        let mut pieces = BTreeMap::new();
        pieces.insert(Square::parse("a1").unwrap(), "R".into());
        pieces.insert(Square::parse("e8").unwrap(), "k".into());
        let d = Diagram {
            geometry: Geometry::STANDARD,
            pieces,
            marked: vec![],
            directions: Default::default(),
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
        let board = Board::new(&d, Color::Black);
        assert_eq!(board.rows[0].rank, "1");
        assert_eq!(board.rows[0].cells[7].piece.as_deref(), Some("R"));
        assert!(board.rows[0].cells[7].dark);
        let json = serde_json::to_string(&board).unwrap();
        assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), board);
        assert!(json.contains(r#"["h1"],["g1",null,true],"#), "{json}");
        assert!(json.contains(r#"["a1","R",true]]"#), "{json}");
        assert_eq!(board.text(), format!("{black}{TEXT_KEY}\n"));
    }

    /// Any cell, as the handling stores it.
    fn any_cell() -> impl proptest::strategy::Strategy<Value = BoardCell> {
        use proptest::prelude::*;
        (
            "[a-z]{1,2}[0-9]{1,2}",
            proptest::option::of(".{0,3}"),
            any::<[bool; 3]>(),
            proptest::option::of(any::<(i8, i8)>()),
        )
            .prop_map(
                |(square, piece, [dark, marked, last_move], direction)| BoardCell {
                    square: square.into(),
                    piece: piece.map(Symbol::from),
                    dark,
                    marked,
                    last_move,
                    direction,
                },
            )
    }

    proptest::proptest! {
        /// A stored cell reads back as it was, whichever fields are at their
        /// defaults (the short arrays of the stored form).
        #[test]
        fn a_cell_reads_back_from_its_array(cell in any_cell()) {
            let json = serde_json::to_string(&cell).unwrap();
            proptest::prop_assert!(json.starts_with('['), "{}", json);
            proptest::prop_assert_eq!(serde_json::from_str::<BoardCell>(&json).unwrap(), cell);
        }
    }

    #[test]
    fn cells_stored_as_objects_before_still_read() {
        let old = r#"{"square":"c5","piece":"p","dark":true,"last_move":true}"#;
        let cell: BoardCell = serde_json::from_str(old).unwrap();
        assert_eq!(
            cell,
            BoardCell {
                square: "c5".into(),
                piece: Some("p".into()),
                dark: true,
                marked: false,
                last_move: true,
                direction: None,
            }
        );
        let moving = r#"{"square":"d4","piece":"N","marked":true,"direction":[1,-2]}"#;
        let cell: BoardCell = serde_json::from_str(moving).unwrap();
        assert_eq!(cell.direction, Some((1, -2)));
        assert_eq!(
            serde_json::to_string(&cell).unwrap(),
            r#"["d4","N",false,true,false,[1,-2]]"#
        );
        let cell: BoardCell = serde_json::from_str(r#"{"square":"e4"}"#).unwrap();
        assert_eq!(serde_json::to_string(&cell).unwrap(), r#"["e4"]"#);
        // As the first boards were stored, every field written out.
        let first = r#"{"square":"e4","piece":null,"dark":false,"marked":false}"#;
        assert_eq!(serde_json::from_str::<BoardCell>(first).unwrap(), cell);
    }

    #[test]
    fn a_reader_of_german_reads_the_fide_pieces_in_german_letters() {
        let d = Diagram::of_pieces(&[("d1", "Q"), ("e8", "k"), ("a2", "P"), ("h7", "p")]);
        let english = Board::new(&d, Color::White);
        let mut board = english.clone();
        board.language = Language::German;
        let text = board.text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], "  8 |   |:::|   |:::| k |:::|   |:::|");
        assert_eq!(lines[3], "  7 |:::|   |:::|   |:::|   |:::| b |");
        assert_eq!(lines[13], "  2 | B |:::|   |:::|   |:::|   |:::|");
        assert_eq!(lines[15], "  1 |:::|   |:::| D |:::|   |:::|   |");
        assert!(
            text.ends_with(
                "Großbuchstaben: Weiß; Kleinbuchstaben: Schwarz; dunkle Felder sind als :x: \
                 gezeichnet.\nBuchstaben: K König, D Dame, T Turm, L Läufer, S Springer, B Bauer.\n"
            ),
            "{text}"
        );
        // English reads as it always did; the stored form names the language.
        assert_eq!(english.text(), format!("{}{TEXT_KEY}\n", english.ascii()));
        let json = serde_json::to_string(&board).unwrap();
        assert!(json.contains(r#""language":"de""#), "{json}");
        assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), board);
        assert!(!serde_json::to_string(&english)
            .unwrap()
            .contains("language"));
        // Russian letters are wider: the king is two letters, the cells follow.
        board.language = Language::Russian;
        assert!(board.ascii().contains("| кр |"), "{}", board.ascii());
        assert!(board.ascii().contains("| П  |"), "{}", board.ascii());
    }

    #[test]
    fn a_variants_own_letters_stay() {
        let entry = |symbol: &str, name: &str| LegendEntry {
            symbol: symbol.into(),
            name: name.into(),
            betza: String::new(),
        };
        let mut d = Diagram::of_pieces(&[("a1", "R"), ("b1", "N"), ("c1", "H"), ("d1", "Nr")]);
        d.legend = vec![
            entry("R", "Short Rook"),
            entry("N", "Knight (the rule text's S)"),
            entry("H", "Hole"),
        ];
        let mut board = Board::new(&d, Color::White);
        board.language = Language::German;
        assert_eq!(board.drawn("R"), "R");
        assert_eq!(board.drawn("N"), "S");
        assert_eq!(board.drawn("H"), "H");
        assert_eq!(board.drawn("Nr"), "Nr");
        assert_eq!(board.drawn("n"), "s");
    }

    #[test]
    fn the_legend_sizes_the_name_column_by_the_longest_name() {
        // Black Holes' long names ran into the Betza column.
        let entry = |symbol: &str, name: &str, betza: &str| LegendEntry {
            symbol: symbol.into(),
            name: name.into(),
            betza: betza.into(),
        };
        let legend = [
            entry("N", "Knight (the rule text's S)", "N"),
            entry("H", "Hole (one king step to an empty square; B3-B4)", "mK"),
        ];
        let text = legend_text(&legend);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0].find(" N").map(|i| i + 1), lines[1].find("mK"));
        assert!(lines[1].contains("B3-B4)  mK"), "{text}");
        assert!(lines[0].starts_with("N   Knight"), "{text}");
    }

    proptest::proptest! {
        /// The alignment by hand pads as `format!` does.
        #[test]
        fn push_aligned_is_format(text in ".{0,5}", width in 0usize..8) {
            let mut centred = String::new();
            push_aligned(&mut centred, &text, width, Align::Centre);
            proptest::prop_assert_eq!(centred, format!("{text:^width$}"));
            let mut right = String::new();
            push_aligned(&mut right, &text, width, Align::Right);
            proptest::prop_assert_eq!(right, format!("{text:>width$}"));
        }
    }

    proptest::proptest! {
        /// The changed squares are those whose symbol differs, as looked up one by
        /// one.
        #[test]
        fn changed_squares_are_those_that_differ(
            before in proptest::collection::btree_map(0u8..64, "[PNk]", 0..20),
            after in proptest::collection::btree_map(0u8..64, "[PNk]", 0..20),
        ) {
            let diagram = |pieces: &std::collections::BTreeMap<u8, String>| {
                let mut d = Diagram::of_pieces(&[]);
                for (&i, symbol) in pieces {
                    d.pieces.insert(Square::new(i % 8, i / 8).unwrap(), Symbol::from(symbol.as_str()));
                }
                d
            };
            let (before, after) = (diagram(&before), diagram(&after));
            let expected: Vec<Square> = (0..64)
                .map(|i| Square::new(i % 8, i / 8).unwrap())
                .filter(|s| before.pieces.get(s) != after.pieces.get(s))
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect();
            proptest::prop_assert_eq!(changed_squares(&before, &after), expected);
        }
    }
}
