//! Boards in words, for screen readers: the position as piece lists
//! (`White: Kg1, Qd1, Ra1, Rf1, pawns a2 b2 c3; Black: ...`) and the last turn
//! spelled out (`White knight g1 to f3, capturing Black pawn on f3`). Both are
//! read from the diagrams alone (what stands where, the marks, notes and legend
//! each variant's `Rules::diagram` gives), so they hold for every variant without
//! naming one: pieces in motion, holes and combined pieces are pieces and marks
//! of the diagram, and the variant's notes (an intended move, a motion) follow
//! the lists as they follow the drawn board.

use std::collections::BTreeMap;

use crate::board::color::{ByColor, Color};
use crate::board::diagram::Diagram;
use crate::board::geometry::Square;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;

/// The FIDE pieces' English names by letter, for diagrams without a legend,
/// with the id of each name in `locales/<code>/spoken.ftl`.
const FIDE_NAMES: [(char, &str, &str); 6] = [
    ('K', "king", "spoken-king"),
    ('Q', "queen", "spoken-queen"),
    ('R', "rook", "spoken-rook"),
    ('B', "bishop", "spoken-bishop"),
    ('N', "knight", "spoken-knight"),
    ('P', "pawn", "spoken-pawn"),
];

/// The side a symbol belongs to: upper case White, lower case Black (the first
/// letter decides).
fn side_of(symbol: &str) -> Color {
    match symbol.chars().find(|c| c.is_alphabetic()) {
        Some(c) if c.is_lowercase() => Color::Black,
        _ => Color::White,
    }
}

/// The order pieces are listed in: king, queen, rook, bishop, knight, the other
/// letters in alphabetical order, pawns last.
fn rank_of(letters: &str) -> (u8, String) {
    let first = match letters {
        "K" => 0,
        "Q" => 1,
        "R" => 2,
        "B" => 3,
        "N" => 4,
        "P" => 9,
        _ => 5,
    };
    (first, letters.to_string())
}

/// The position as piece lists, one per side, then the marked empty squares, the
/// letters of the legend that are no FIDE piece and the diagram's notes, each
/// on its own line: `White: Ke1, Qd1, Ra1 Rh1, ..., pawns a2 b2; Black: ...`.
/// A marked piece carries `*`, as on the drawn board.
pub fn piece_list(diagram: &Diagram) -> String {
    piece_list_in(diagram, Language::English)
}

/// [`piece_list`] in `language`: its words, its side names and its letters
/// for the FIDE pieces (`Weiß: Kg1, Dd1, ...`); a variant's own letters, the
/// legend's names and the diagram's notes as the variant writes them.
pub fn piece_list_in(diagram: &Diagram, language: Language) -> String {
    let mut by_side: ByColor<Groups> = ByColor::default();
    let mut shared = Vec::new();
    for (square, symbol) in &diagram.pieces {
        if is_shared(symbol.as_str()) {
            shared.push(shared_piece(diagram, *square, symbol.as_str()));
            continue;
        }
        let letters = symbol.as_str().to_uppercase();
        by_side[side_of(symbol.as_str())]
            .entry(rank_of(&letters))
            .or_default()
            .push(*square);
    }
    let sides: Vec<String> = by_side
        .zip_color()
        .into_iter()
        .map(|(side, groups)| side_line(diagram, side, groups, language))
        .collect();
    let mut out = format!("{}.", sides.join("; "));
    if !shared.is_empty() {
        let list = shared.join("; ");
        out.push('\n');
        out.push_str(
            &Phrase::new("spoken-shared")
                .with("list", list)
                .in_language(language),
        );
    }
    out.push_str(&extras(diagram, language));
    out
}

/// One side's pieces by kind, in the order of [`rank_of`]: the squares of each.
type Groups = BTreeMap<(u8, String), Vec<Square>>;

/// One side's list: `White: Ke1, Qd1, Ra1, Rh1, pawns a2 b2` (a marked piece with
/// `*`), or `no pieces`.
fn side_line(diagram: &Diagram, side: Color, mut groups: Groups, language: Language) -> String {
    let marked = |s: &Square| if diagram.marked.contains(s) { "*" } else { "" };
    let mut parts = Vec::new();
    for ((_, letters), squares) in groups.iter_mut() {
        squares.sort_by_key(|s| (s.file(), s.rank()));
        let names: Vec<String> = squares
            .iter()
            .map(|s| format!("{}{}", s.name(), marked(s)))
            .collect();
        if letters == "P" {
            let word = Phrase::new("spoken-pawns")
                .with("count", names.len())
                .in_language(language);
            parts.push(format!("{word} {}", names.join(" ")));
        } else {
            let letters = letters_in(diagram, letters, language);
            parts.extend(names.iter().map(|n| format!("{letters}{n}")));
        }
    }
    let list = if parts.is_empty() {
        Phrase::new("spoken-no-pieces").in_language(language)
    } else {
        parts.join(", ")
    };
    Phrase::new("spoken-side-list")
        .with("side", side)
        .with("list", list)
        .in_language(language)
}

/// A piece's letters as the reader of `language` writes them: a FIDE piece's
/// letter in the language's letters, any other symbol as the variant writes it.
fn letters_in(diagram: &Diagram, letters: &str, language: Language) -> String {
    let fide = letters.len() == 1
        && FIDE_NAMES.iter().any(|(c, _, _)| letters.starts_with(*c))
        && diagram
            .legend
            .iter()
            .find(|l| l.symbol.eq_ignore_ascii_case(letters))
            .is_none_or(|l| is_fide(&l.symbol.to_uppercase(), &l.name));
    match letters.chars().next() {
        Some(c) if fide => language.letter_for(c),
        _ => letters.to_string(),
    }
}

/// The lines after the lists: the marked empty squares, the legend's letters that
/// name no FIDE piece, and the diagram's notes, each starting with a line feed.
fn extras(diagram: &Diagram, language: Language) -> String {
    let mut out = String::new();
    let empty_marks: Vec<String> = diagram
        .marked
        .iter()
        .filter(|s| !diagram.pieces.contains_key(s))
        .map(|s| s.name().to_string())
        .collect();
    if !empty_marks.is_empty() {
        let squares = empty_marks.join(" ");
        out.push('\n');
        out.push_str(
            &Phrase::new("spoken-marked")
                .with("squares", squares)
                .in_language(language),
        );
    }
    let letters: Vec<String> = diagram
        .legend
        .iter()
        .filter(|l| l.symbol.chars().all(|c| !c.is_lowercase()))
        .filter(|l| !is_fide(&l.symbol, &l.name))
        .map(|l| format!("{} {}", l.symbol, l.name))
        .collect();
    if !letters.is_empty() {
        let list = letters.join("; ");
        out.push('\n');
        out.push_str(
            &Phrase::new("spoken-letters")
                .with("list", list)
                .in_language(language),
        );
    }
    for note in &diagram.notes {
        out.push('\n');
        out.push_str(note);
    }
    out
}

fn is_fide(symbol: &str, name: &str) -> bool {
    let name = name.split(" (").next().unwrap_or(name);
    FIDE_NAMES.iter().any(|(c, n, _)| {
        symbol.len() == 1 && symbol.starts_with(*c) && name.eq_ignore_ascii_case(n)
    })
}

/// A symbol of upper and lower case letters stands for a piece both sides own
/// (White's half upper case, Black's lower case).
fn is_shared(symbol: &str) -> bool {
    symbol.chars().any(char::is_uppercase) && symbol.chars().any(char::is_lowercase)
}

/// A shared piece with its legend's words: `Nbe4 (Knightmare ...: White moves it
/// as a knight, Black as a bishop)`.
fn shared_piece(diagram: &Diagram, square: Square, symbol: &str) -> String {
    match diagram.legend.iter().find(|l| l.symbol == symbol) {
        Some(l) => format!("{symbol}{} ({}: {})", square.name(), l.name, l.betza),
        None => format!("{symbol}{}", square.name()),
    }
}

/// A symbol's name in words, `knight`: the legend's name (its first words, before
/// a parenthesis), else the FIDE name of each letter joined by `-` (a combined
/// piece `NB` is `knight-bishop`), else the letters.
fn name_of(diagram: &Diagram, symbol: &str, language: Language) -> String {
    let upper = symbol.to_uppercase();
    if let Some(entry) = diagram
        .legend
        .iter()
        .find(|l| l.symbol.eq_ignore_ascii_case(&upper))
    {
        let name = entry.name.split(" (").next().unwrap_or(&entry.name);
        return name.to_lowercase();
    }
    let names: Option<Vec<String>> = upper
        .chars()
        .map(|c| {
            let (_, _, id) = FIDE_NAMES.iter().find(|(l, _, _)| *l == c)?;
            Some(Phrase::new(*id).in_language(language))
        })
        .collect();
    match names {
        Some(names) if !names.is_empty() => names.join("-"),
        _ => upper,
    }
}

/// The last turn in words, from the diagrams before and after it: each piece of
/// `mover` that went from one square to another (`White knight g1 to f3`; `now
/// a queen` when it changed), placed or taken off, each piece of the opponent
/// that went (`capturing Black pawn on d5`), then the turn as written:
/// `Last move: White knight g1 to f3, capturing Black pawn on f3 (Nxf3).`
pub fn last_move(before: &Diagram, after: &Diagram, mover: Color, written: &str) -> String {
    last_move_in(before, after, (mover, written), Language::English)
}

/// [`last_move`] in `language` (its words, side and piece names) for the turn
/// of `mover` written `written`.
pub fn last_move_in(
    before: &Diagram,
    after: &Diagram,
    (mover, written): (Color, &str),
    language: Language,
) -> String {
    let Changes {
        left,
        arrived,
        taken,
    } = changes(before, after, mover);
    let name = |d: &Diagram, s: &str| name_of(d, s, language);
    let square = |s: Square| s.name().to_string();
    let mut words = Vec::new();
    let (pairs, left, arrived) = paired(left, arrived);
    for (from, symbol, (to, now)) in pairs {
        let mut text = Phrase::new("spoken-moved")
            .with("side", mover)
            .with("piece", name(before, &symbol))
            .with("from", square(from))
            .with("to", square(to))
            .in_language(language);
        if now != symbol {
            let changed = Phrase::new("spoken-now").with("piece", name(after, &now));
            text.push_str(&changed.in_language(language));
        }
        words.push(text);
    }
    for (from, symbol) in left {
        let taken_off = Phrase::new("spoken-taken-off")
            .with("side", mover)
            .with("piece", name(before, &symbol))
            .with("from", square(from));
        words.push(taken_off.in_language(language));
    }
    for (to, symbol) in arrived {
        let placed = Phrase::new("spoken-placed")
            .with("side", mover)
            .with("piece", name(after, &symbol))
            .with("to", square(to));
        words.push(placed.in_language(language));
    }
    let mut text = if words.is_empty() {
        Phrase::new("spoken-nothing")
            .with("side", mover)
            .in_language(language)
    } else {
        let and = Phrase::new("spoken-and").in_language(language);
        words.join(&format!(" {and} "))
    };
    for (on, symbol) in taken {
        let id = match after.pieces.get(&on) {
            Some(now) if is_shared(now.as_str()) => "spoken-combining",
            _ => "spoken-capturing",
        };
        let gone = Phrase::new(id)
            .with("side", side_of(&symbol))
            .with("piece", name(before, &symbol))
            .with("square", square(on));
        text.push_str(&gone.in_language(language));
    }
    Phrase::new("spoken-last-move")
        .with("text", text)
        .with("written", written)
        .in_language(language)
}

/// The squares whose piece changed in a turn, by square: the mover's pieces that
/// left a square, those that arrived on one, and the opponent's that went.
struct Changes {
    left: Vec<Placed>,
    arrived: Vec<Placed>,
    taken: Vec<Placed>,
}

/// What changed from `before` to `after` for a turn of `mover`.
fn changes(before: &Diagram, after: &Diagram, mover: Color) -> Changes {
    let piece = |d: &Diagram, s: &Square| d.pieces.get(s).map(|p| p.as_str().to_string());
    let mut squares: Vec<Square> = before
        .pieces
        .keys()
        .chain(after.pieces.keys())
        .copied()
        .collect();
    squares.sort();
    squares.dedup();
    let mut found = Changes {
        left: Vec::new(),
        arrived: Vec::new(),
        taken: Vec::new(),
    };
    for s in squares {
        let (old, new) = (piece(before, &s), piece(after, &s));
        if old == new {
            continue;
        }
        if let Some(old) = old {
            if side_of(&old) == mover {
                found.left.push((s, old));
            } else {
                found.taken.push((s, old));
            }
        }
        if let Some(new) = new.filter(|n| side_of(n) == mover) {
            found.arrived.push((s, new));
        }
    }
    found
}

/// A piece on a square: the square and the piece's symbol there.
type Placed = (Square, String);

/// A moved piece: where it left, its symbol there, and where it arrived with its
/// symbol there.
type Moved = (Square, String, Placed);

/// The mover's pieces that left a square paired with those that arrived: the same
/// symbol first (a move), then what is left in order (a change of piece); and
/// what stayed unpaired of each (taken off, placed).
fn paired(
    mut left: Vec<Placed>,
    mut arrived: Vec<Placed>,
) -> (Vec<Moved>, Vec<Placed>, Vec<Placed>) {
    let mut pairs = Vec::new();
    left.retain(
        |(from, symbol)| match arrived.iter().position(|(_, s)| s == symbol) {
            Some(i) => {
                pairs.push((*from, symbol.clone(), arrived.remove(i)));
                false
            }
            None => true,
        },
    );
    while !left.is_empty() && !arrived.is_empty() {
        let (from, symbol) = left.remove(0);
        pairs.push((from, symbol, arrived.remove(0)));
    }
    (pairs, left, arrived)
}

#[cfg(test)]
mod tests {
    use super::{last_move, piece_list};
    use crate::board::diagram::Diagram;
    use crate::board::geometry::Color;

    #[test]
    fn pieces_by_side_king_first_pawns_last() {
        let d = Diagram::of_pieces(&[
            ("g1", "K"),
            ("f1", "R"),
            ("a1", "R"),
            ("c3", "P"),
            ("a2", "P"),
            ("g8", "k"),
            ("h7", "p"),
        ]);
        assert_eq!(
            piece_list(&d),
            "White: Kg1, Ra1, Rf1, pawns a2 c3; Black: Kg8, pawn h7."
        );
    }

    #[test]
    fn moves_captures_castling_and_promotion_in_words() {
        let before = Diagram::of_pieces(&[("g1", "N"), ("f3", "p")]);
        let after = Diagram::of_pieces(&[("f3", "N")]);
        assert_eq!(
            last_move(&before, &after, Color::White, "Nxf3"),
            "Last move: White knight g1 to f3, capturing Black pawn on f3 (Nxf3)."
        );
        let before = Diagram::of_pieces(&[("e8", "k"), ("h8", "r")]);
        let after = Diagram::of_pieces(&[("g8", "k"), ("f8", "r")]);
        assert_eq!(
            last_move(&before, &after, Color::Black, "O-O"),
            "Last move: Black king e8 to g8 and Black rook h8 to f8 (O-O)."
        );
        let before = Diagram::of_pieces(&[("e7", "P")]);
        let after = Diagram::of_pieces(&[("e8", "Q")]);
        assert_eq!(
            last_move(&before, &after, Color::White, "e8=Q"),
            "Last move: White pawn e7 to e8, now a queen (e8=Q)."
        );
    }

    #[test]
    fn a_piece_of_both_sides_is_listed_apart_and_combining_is_no_capture() {
        let before = Diagram::of_pieces(&[("e1", "K"), ("b1", "N"), ("e8", "k"), ("c3", "b")]);
        let mut after = Diagram::of_pieces(&[("e1", "K"), ("c3", "Nb"), ("e8", "k")]);
        after.legend.push(crate::board::diagram::LegendEntry {
            symbol: "Nb".into(),
            name: "Knightmare on c3".into(),
            betza: "White moves it as a knight, Black as a bishop".into(),
        });
        assert_eq!(
            piece_list(&after),
            "White: Ke1; Black: Ke8.\nShared by both sides: Nbc3 (Knightmare on c3: White moves it as a knight, Black as a bishop)."
        );
        assert_eq!(
            last_move(&before, &after, Color::White, "Nc3"),
            "Last move: White knight b1 to c3, now a knightmare on c3, combining with Black bishop on c3 (Nc3)."
        );
    }
}
