//! The one algebraic toolkit every variant reads its moves with: a move
//! text split into its parts, and how a piece designator names a piece type.
//!
//! A move text is, in this order: an optional piece designator, an optional origin
//! (file, rank or both), an optional separator (`-` for a move, `x` or `:` for a
//! capture, `~` for a piece that joins the one it lands on) with an optional name of
//! the piece on the target (`R:B`, `Ba:Rc3`, `Q~Nc2`), the target square (which may be
//! left out when the piece there is named), an optional promotion written `=Q`, `/Q`
//! or `Q`, and an optional letter in parentheses (`(Q)`: a promotion, or the piece
//! after its change in the revolving family). Castling is `O-O`/`O-O-O` (also with
//! zeros or lower case), optionally with a letter in parentheses. Squares are
//! files `a`-`p` and ranks `1`-`16`, checked against the board's
//! [`Geometry`] (8x8, 5x8, up to 16x16).
//!
//! A piece designator is a FEN letter (`N`), a Betza string with or without parentheses
//! (`(WA)`, `WA`, `(FAD)`, `(fNbB)`; without parentheses only upper case), or a piece's
//! name in parentheses (`(Waffle)`). A Betza designator names the piece with exactly
//! the same moves, in any order of its atoms: `(NB)` is the Cardinal `BN`.
//!
//! Reading a move is always matching: a variant lists the moves that fit a
//! [`MoveText`] and [`super::choose`] picks the one, or says why none or several fit.

use std::sync::OnceLock;

use regex::Regex;

use crate::board::geometry::{Geometry, Square};
use crate::board::pieces::{PieceType, Wing};

/// How a move text names the moving piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceName {
    /// No designator: a pawn in SAN, any piece after a full origin square.
    Unnamed,
    /// A single upper-case letter (`N`, `P`, `K`).
    Letter(char),
    /// Several letters or a parenthesised group: a Betza string or a name (`WA`,
    /// `(fNbB)`, `(Waffle)`), or a variant's own multi-letter name (`QN`).
    Designator(String),
}

/// The parts of one move text that matter for matching it against legal moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    /// How the moving piece is named (a castling text names the king).
    pub piece: PieceName,
    /// Origin file, 0-based (`a` = 0).
    pub from_file: Option<u8>,
    /// Origin rank, 0-based (`1` = 0).
    pub from_rank: Option<u8>,
    /// `x` or `:` was written.
    pub capture: bool,
    /// `~` was written: the mover joins the piece it lands on (Knightmare, K5).
    pub joins: bool,
    /// The piece on the target, when named (`R:B`, `Ba:Rc3`, `Q~Nc2`).
    pub victim: Option<PieceName>,
    /// The target square (`None` for castling, or when only the victim is named).
    pub to: Option<Square>,
    /// Promotion letter, upper case, from `=Q`, `/Q`, `Q` or UCI's `q`.
    pub promotion: Option<char>,
    /// A letter in parentheses after the target, `(Q)`: a promotion in chess, the
    /// piece after its change in the revolving family (N1); the variant decides.
    pub parenthesised: Option<char>,
    /// `O-O` or `O-O-O`.
    pub castle: Option<Wing>,
}

impl MoveText {
    /// True when the text gives the origin square in full.
    pub fn full_origin(&self) -> bool {
        self.from_file.is_some() && self.from_rank.is_some()
    }

    /// The promotion the text asks for: `=Q`, `/Q`, `Q` or `(Q)`.
    pub fn promotion_or_parenthesised(&self) -> Option<char> {
        self.promotion.or(self.parenthesised)
    }

    /// True when the text is a stop in place (`e4-e4`, Momentum's M5).
    pub fn is_same_square(&self) -> bool {
        self.to.is_some_and(|to| {
            self.from_file == Some(to.file()) && self.from_rank == Some(to.rank())
        })
    }
}

/// A piece designator before a move: a group in parentheses or upper-case letters.
const DESIGNATOR: &str = r"(?:\((?P<group>[A-Za-z0-9]{1,24})\)|(?P<upper>[A-Z]{1,8}))?";

/// `^`, the designator, then `rest`, compiled once into `cell`.
fn pattern(cell: &'static OnceLock<Regex>, rest: &str) -> &'static Regex {
    cell.get_or_init(|| {
        Regex::new(&format!("^{DESIGNATOR}{rest}")).expect("the move patterns are valid regexes")
    })
}

fn move_regex() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    pattern(
        &RE,
        r"(?P<ff>[a-p])?(?P<fr>[0-9]{1,2})?(?:(?P<sep>[-x:~])(?P<victim>[A-Z]{1,2})?)?(?:(?P<tf>[a-p])(?P<tr>[0-9]{1,2}))?(?:[=/]?(?P<promo>[A-Za-z]))?(?:\((?P<paren>[A-Za-z])\))?$",
    )
}

fn castle_regex() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"^(?P<castle>[O0o](?:-?[O0o]){1,2})(?:\((?P<paren>[A-Za-z])\))?$")
            .expect("the castling pattern is a valid regex")
    })
}

/// Reads one move text (annotations already stripped, no spaces) on a board of
/// `geometry`; `None` when it is no algebraic move.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::board::geometry::{Geometry, Square};
/// use pbem_arbiter::board::pieces::Wing;
/// use pbem_arbiter::notation::algebraic::{read_move, PieceName};
///
/// let knight = read_move("Ng1-f3", Geometry::STANDARD).unwrap();
/// assert_eq!(knight.piece, PieceName::Letter('N'));
/// assert_eq!((knight.from_file, knight.from_rank), (Some(6), Some(0)));
/// assert_eq!(knight.to, Square::parse("f3"));
///
/// let promotion = read_move("exd8=Q", Geometry::STANDARD).unwrap();
/// assert_eq!(promotion.piece, PieceName::Unnamed);
/// assert!(promotion.capture);
/// assert_eq!((promotion.from_file, promotion.promotion), (Some(4), Some('Q')));
///
/// assert_eq!(read_move("0-0-0", Geometry::STANDARD).unwrap().castle, Some(Wing::Queen));
/// assert_eq!(read_move("hello", Geometry::STANDARD), None);
/// ```
pub fn read_move(text: &str, geometry: Geometry) -> Option<MoveText> {
    if let Some(c) = castle_regex().captures(text) {
        let letters = c["castle"].chars().filter(|c| *c != '-').count();
        return Some(MoveText {
            piece: PieceName::Letter('K'),
            from_file: None,
            from_rank: None,
            capture: false,
            joins: false,
            victim: None,
            to: None,
            promotion: None,
            parenthesised: upper_letter(c.name("paren")),
            castle: Some(if letters == 3 {
                Wing::Queen
            } else {
                Wing::King
            }),
        });
    }
    let caps = move_regex().captures(text)?;
    let file = |name: &str| {
        caps.name(name)
            .and_then(|m| m.as_str().bytes().next())
            .map(|b| b - b'a')
    };
    let rank = |name: &str| -> Option<Option<u8>> {
        match caps.name(name) {
            None => Some(None),
            Some(m) => {
                let n: u8 = m.as_str().parse().ok()?;
                Some(Some(n.checked_sub(1)?))
            }
        }
    };
    let victim = caps.name("victim").map(|m| designator(m.as_str()));
    let (mut from_file, mut from_rank) = (file("ff"), rank("fr")?);
    let (mut to_file, mut to_rank) = (file("tf"), rank("tr")?);
    if to_file.is_none() && victim.is_none() {
        // `Nc3`, `e4`: the only square written is the target.
        (to_file, to_rank, from_file, from_rank) = (from_file, from_rank, None, None);
    }
    let to = match (to_file, to_rank) {
        (Some(f), Some(r)) => Some(geometry.square(f, r)?),
        (None, None) if victim.is_some() => None,
        _ => return None,
    };
    let promo = caps.name("promo").map(|m| m.as_str());
    // A lower-case promotion letter is only UCI style, after a full origin square.
    if promo.is_some_and(|p| p.chars().all(|c| c.is_ascii_lowercase()))
        && (from_file.is_none() || from_rank.is_none())
    {
        return None;
    }
    let piece = written_piece(&caps);
    let sep = caps.name("sep").map(|m| m.as_str());
    Some(MoveText {
        piece,
        from_file,
        from_rank,
        capture: matches!(sep, Some("x" | ":")),
        joins: sep == Some("~"),
        victim,
        to,
        promotion: upper_letter(caps.name("promo")),
        parenthesised: upper_letter(caps.name("paren")),
        castle: None,
    })
}

fn upper_letter(m: Option<regex::Match<'_>>) -> Option<char> {
    m.and_then(|m| m.as_str().chars().next())
        .map(|c| c.to_ascii_uppercase())
}

/// A move of several legs written square by square: the piece, then every square it
/// touches in order, `-` between them and `x` or `:` before a capturing last one
/// (Black Holes' relativistic move, B7: `Ra1-b1-a4xb4`, `d2-d3-d3-d6`,
/// `a7-a8-b6-b8=Q` with the promotion after the landing square, B8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegsText {
    /// How the moving piece is named.
    pub piece: PieceName,
    /// Every square written, in order (at least three).
    pub squares: Vec<Square>,
    /// The last leg is written as a capture.
    pub capture: bool,
    /// Promotion letter, upper case, from `=Q`, `/Q`, `Q` or `(Q)`.
    pub promotion: Option<char>,
}

fn legs_regex() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    pattern(
        &RE,
        r"(?P<legs>[a-p][0-9]{1,2}(?:-[a-p][0-9]{1,2}){1,}[-x:][a-p][0-9]{1,2})(?:[=/]?(?P<promo>[A-Z])|\((?P<paren>[A-Za-z])\))?$",
    )
}

/// Reads a move of three or more squares (annotations already stripped, no spaces);
/// `None` when it is not one or a square is off the board.
pub fn read_legs(text: &str, geometry: Geometry) -> Option<LegsText> {
    let caps = legs_regex().captures(text)?;
    let legs = caps.name("legs")?.as_str();
    let capture = legs
        .rfind(['-', 'x', ':'])
        .is_some_and(|i| legs[i..].starts_with(['x', ':']));
    let squares = legs
        .split(['-', 'x', ':'])
        .map(|sq| geometry.parse_square(sq))
        .collect::<Option<Vec<Square>>>()?;
    let piece = written_piece(&caps);
    Some(LegsText {
        piece,
        squares,
        capture,
        promotion: upper_letter(caps.name("promo")).or(upper_letter(caps.name("paren"))),
    })
}

/// A drop of a piece onto an empty square: `(He1)` as Black Holes writes it (B7), or
/// `H@e1` as drop variants usually do. Returns the piece and the square.
///
/// # Panics
///
/// Never: the pattern is a fixed regex, valid (the first call compiles it).
pub fn read_drop(text: &str, geometry: Geometry) -> Option<(PieceName, Square)> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(
            r"^(?:\((?P<a>[A-Z])(?P<sa>[a-p][0-9]{1,2})\)|(?P<b>[A-Z])@(?P<sb>[a-p][0-9]{1,2}))$",
        )
        .expect("the drop pattern is a valid regex")
    });
    let caps = re.captures(text)?;
    let (piece, square) = match (caps.name("a"), caps.name("b")) {
        (Some(a), _) => (a.as_str(), caps.name("sa")?.as_str()),
        (None, Some(b)) => (b.as_str(), caps.name("sb")?.as_str()),
        (None, None) => return None,
    };
    Some((designator(piece), geometry.parse_square(square)?))
}

/// The piece designator a move pattern captured (its `group` or `upper` part).
fn written_piece(caps: &regex::Captures<'_>) -> PieceName {
    match (caps.name("group"), caps.name("upper")) {
        (Some(g), _) => designator(g.as_str()),
        (None, Some(u)) => designator(u.as_str()),
        (None, None) => PieceName::Unnamed,
    }
}

fn designator(text: &str) -> PieceName {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_uppercase() => PieceName::Letter(c),
        _ => PieceName::Designator(text.to_string()),
    }
}

/// True when `name` designates `piece`: its FEN letter, its name (any case, spaces
/// left out), or a Betza string with exactly its moves. `P`, an unnamed piece and army
/// place letters are left to the caller (they depend on the origin written and on the
/// variant).
pub fn names(name: &PieceName, piece: &PieceType) -> bool {
    match name {
        PieceName::Unnamed => false,
        PieceName::Letter(l) => !piece.pawn && piece.letter == *l,
        PieceName::Designator(d) => {
            let squeezed: String = piece.name.split_whitespace().collect();
            squeezed.eq_ignore_ascii_case(d) || same_moves(d, piece)
        }
    }
}

/// True when the Betza string `text` gives exactly the moves of `piece` (the same
/// set of atoms, whatever their order).
fn same_moves(text: &str, piece: &PieceType) -> bool {
    let Ok(mut atoms) = crate::board::betza::parse(text) else {
        return false;
    };
    let key = |a: &crate::board::betza::Atom| (a.dx, a.dy, a.range, a.moves, a.captures);
    let mut own = piece.atoms.clone();
    atoms.sort_by_key(key);
    atoms.dedup();
    own.sort_by_key(key);
    own.dedup();
    atoms == own
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> MoveText {
        read_move(text, Geometry::STANDARD).unwrap_or_else(|| panic!("{text}"))
    }

    #[test]
    fn designators_with_and_without_parentheses() {
        for (text, want) in [
            ("(WA)g1-e3", "WA"),
            ("WAg1-e3", "WA"),
            ("FADc3:d4", "FAD"),
            ("(NB)d1-h5", "NB"),
            ("(fNbB)c8-d6", "fNbB"),
        ] {
            let m = read(text);
            assert_eq!(m.piece, PieceName::Designator(want.into()), "{text}");
        }
        assert_eq!(read("Nf3").piece, PieceName::Letter('N'));
        assert_eq!(read("e4").piece, PieceName::Unnamed);
    }

    #[test]
    fn promotions_and_squares() {
        for text in ["e8=Q", "e8/Q", "e8Q", "e8(Q)", "e7e8q"] {
            assert_eq!(read(text).promotion_or_parenthesised(), Some('Q'), "{text}");
        }
        assert!(read_move("e8q", Geometry::STANDARD).is_none());
        assert!(read_move("e9", Geometry::STANDARD).is_none());
        assert!(read_move("a99999999999", Geometry::STANDARD).is_none());
        let m = read("Ng1-f3");
        assert_eq!((m.from_file, m.from_rank), (Some(6), Some(0)));
        assert_eq!(read("O-O-O").castle, Some(Wing::Queen));
        assert_eq!(read("O-O(Q)").parenthesised, Some('Q'));
        let m = read("R:B(Q)");
        assert_eq!(
            (m.to, m.victim.clone()),
            (None, Some(PieceName::Letter('B')))
        );
        let m = read("Ba:Rc3(P)");
        assert_eq!((m.from_file, m.parenthesised), (Some(0), Some('P')));
        let m = read("Q~Nc2");
        assert!(m.joins && m.victim == Some(PieceName::Letter('N')));
        assert_eq!(read("QNe4").piece, PieceName::Designator("QN".into()));
        assert_eq!(read("Nbd7").from_file, Some(1));
        assert!(read_move("Nb", Geometry::STANDARD).is_none());
        assert_eq!(read("0-0").castle, Some(Wing::King));
    }

    #[test]
    fn legs_and_drops() {
        let five = Geometry { files: 5, ranks: 8 };
        let sq = |t: &str| Square::parse(t).unwrap_or_else(|| unreachable!());
        let l = read_legs("Ra1-b1-a4xb4", five).unwrap();
        assert_eq!(l.piece, PieceName::Letter('R'));
        assert_eq!(l.squares, vec![sq("a1"), sq("b1"), sq("a4"), sq("b4")]);
        assert!(l.capture);
        let l = read_legs("d2-d3-d3-d6", five).unwrap();
        assert!(!l.capture && l.piece == PieceName::Unnamed && l.squares.len() == 4);
        assert_eq!(
            read_legs("a7-a8-b6-b8=Q", five).unwrap().promotion,
            Some('Q')
        );
        assert!(
            read_legs("Ra1-f1-a4xb4", five).is_none(),
            "f is off a 5x8 board"
        );
        assert!(
            read_legs("Ra1xb1-a4-b4", five).is_none(),
            "only the last leg captures"
        );
        assert!(read_legs("Ra1-a4", five).is_none());
        assert_eq!(
            read_drop("(He1)", five),
            Some((PieceName::Letter('H'), sq("e1")))
        );
        assert_eq!(
            read_drop("H@a8", five),
            Some((PieceName::Letter('H'), sq("a8")))
        );
        assert!(read_drop("(Hf1)", five).is_none());
    }

    #[test]
    fn betza_designators_name_the_piece_with_the_same_moves() {
        let cardinal = PieceType::new('C', "Cardinal", "BN").unwrap();
        let knishop = PieceType::new('U', "Knishop", "fhNbB").unwrap();
        let waffle = PieceType::new('W', "Waffle", "WA").unwrap();
        assert!(names(&PieceName::Designator("NB".into()), &cardinal));
        assert!(names(&PieceName::Designator("fNbB".into()), &knishop));
        assert!(names(&PieceName::Designator("AW".into()), &waffle));
        assert!(names(&PieceName::Designator("waffle".into()), &waffle));
        assert!(!names(&PieceName::Designator("WD".into()), &waffle));
        assert!(names(&PieceName::Letter('W'), &waffle));
    }
}
