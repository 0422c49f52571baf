//! SAN, long algebraic and coordinate notation for the orthodox engine.
//!
//! Reading matches the text against the legal moves, so an accepted text names
//! exactly one legal move. Accepted: SAN with `x` or `:` for captures (`Nxf3`,
//! `e:d5`), castling as `O-O`/`0-0`, promotion as `e8=Q`, `e8Q` or `e8/Q`; long
//! algebraic (`e2-e4`, `Ng1-f3`, `e7:d8=Q`); coordinates (`e2e4`, `e7e8q`).
//! Annotations (G3) are ignored.

use std::sync::OnceLock;

use regex::Regex;

use super::{is_null_move, strip_annotations, NotationError};
use crate::geometry::{Geometry, Square};
use crate::rules::pieces::{VariantDef, Wing};
use crate::rules::standard::{letter, Move, MoveKind, StandardPosition};

const HINT: &str = "write SAN such as Nf3, exd5, O-O or e8=Q, long algebraic such as Ng1-f3, \
                    or coordinates such as e2e4";

/// The canonical SAN of a legal move, with `+` or `#` (G3).
pub fn write(position: &StandardPosition, m: &Move) -> String {
    let mut san = write_without_suffix(position, m);
    let after = position.play(m);
    if after.is_check() {
        san.push(if after.legal_moves().is_empty() {
            '#'
        } else {
            '+'
        });
    }
    san
}

/// SAN without the check suffix, disambiguated against the legal moves.
pub fn write_without_suffix(position: &StandardPosition, m: &Move) -> String {
    if let MoveKind::Castle(wing) = m.kind {
        return castle_text(wing).to_string();
    }
    let def = &position.def;
    let Some((_, t)) = position.piece_at(m.from) else {
        return format!("{}{}", m.from, m.to);
    };
    let mut san = String::new();
    let capture = position.is_capture(m);
    if def.piece(t).pawn {
        if capture {
            san.push(m.from.file_char());
        }
    } else {
        san.push(def.piece(t).letter);
        san.push_str(&disambiguation(position, m, t));
    }
    if capture {
        san.push('x');
    }
    san.push_str(&m.to.to_string());
    if let Some(p) = m.promotion {
        san.push('=');
        san.push(letter(def, crate::geometry::Color::White, p));
    }
    san
}

fn castle_text(wing: Wing) -> &'static str {
    match wing {
        Wing::King => "O-O",
        Wing::Queen => "O-O-O",
    }
}

/// File, rank or both of the origin, as SAN needs when another piece of the same
/// type can reach the same square.
fn disambiguation(position: &StandardPosition, m: &Move, t: u8) -> String {
    let rivals: Vec<Square> = position
        .legal_moves()
        .into_iter()
        .filter(|o| {
            o.to == m.to
                && o.from != m.from
                && !matches!(o.kind, MoveKind::Castle(_))
                && position.piece_at(o.from).map(|(_, ot)| ot) == Some(t)
        })
        .map(|o| o.from)
        .collect();
    disambiguate(m.from, &rivals)
}

/// SAN's disambiguation of a move from `from` when pieces of the same kind on
/// `rivals` can reach the same square: nothing, the file, the rank, or both; every
/// variant's notation uses it.
pub fn disambiguate(from: Square, rivals: &[Square]) -> String {
    if rivals.is_empty() {
        String::new()
    } else if rivals.iter().all(|r| r.file() != from.file()) {
        from.file_char().to_string()
    } else if rivals.iter().all(|r| r.rank() != from.rank()) {
        (from.rank() + 1).to_string()
    } else {
        from.to_string()
    }
}

/// The parts of a move text that matter for matching.
#[derive(Debug, Default)]
struct Pattern {
    piece: Option<char>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    capture: bool,
    to: Option<Square>,
    promotion: Option<char>,
    castle: Option<Wing>,
}

fn move_regex() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(
            r"^(?P<piece>[A-Z])?(?P<ff>[a-p])?(?P<fr>[0-9]{1,2})?(?P<sep>[-x:])?(?P<tf>[a-p])(?P<tr>[0-9]{1,2})(?:[=/(]?(?P<promo>[A-Za-z])\)?)?$",
        )
        .expect("the move pattern is a valid regex")
    })
}

fn castle_regex() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"^[O0o](?:-?[O0o]){1,2}$").expect("the castling pattern is a valid regex")
    })
}

fn read_pattern(text: &str, geometry: Geometry) -> Option<Pattern> {
    if castle_regex().is_match(text) {
        let letters = text.chars().filter(|c| *c != '-').count();
        let wing = if letters == 3 {
            Wing::Queen
        } else {
            Wing::King
        };
        return Some(Pattern {
            castle: Some(wing),
            ..Pattern::default()
        });
    }
    let caps = move_regex().captures(text)?;
    let number = |name: &str| -> Option<Option<u8>> {
        match caps.name(name) {
            None => Some(None),
            Some(m) => {
                let n: u8 = m.as_str().parse().ok()?;
                n.checked_sub(1).map(Some)
            }
        }
    };
    let to_text = format!("{}{}", &caps["tf"], &caps["tr"]);
    let to = geometry.parse_square(&to_text)?;
    let from_file = caps.name("ff").map(|m| m.as_str().as_bytes()[0] - b'a');
    let promotion = caps.name("promo").map(|m| {
        m.as_str()
            .chars()
            .next()
            .unwrap_or('?')
            .to_ascii_uppercase()
    });
    // A lower-case promotion letter is only UCI style, after a full origin square.
    if caps
        .name("promo")
        .is_some_and(|m| m.as_str().chars().all(|c| c.is_ascii_lowercase()))
        && (from_file.is_none() || caps.name("fr").is_none())
    {
        return None;
    }
    Some(Pattern {
        piece: caps
            .name("piece")
            .map(|m| m.as_str().chars().next().unwrap_or('?')),
        from_file,
        from_rank: number("fr")?,
        capture: matches!(caps.name("sep").map(|m| m.as_str()), Some("x") | Some(":")),
        to: Some(to),
        promotion,
        castle: None,
    })
}

/// Reads one move in SAN, long algebraic or coordinates.
///
/// Errors: [`NotationError::Unreadable`] for text that is no move notation,
/// [`NotationError::Illegal`] with the reason, [`NotationError::Ambiguous`] with the
/// candidates in SAN, [`NotationError::NullMove`] for `--`/`Z0`.
pub fn parse(position: &StandardPosition, text: &str) -> Result<Move, NotationError> {
    let raw = text.trim();
    if raw.is_empty() {
        return Err(NotationError::Empty);
    }
    if is_null_move(raw) {
        return Err(NotationError::NullMove {
            text: raw.into(),
            variant: position.def.id.clone(),
        });
    }
    let clean: String = strip_annotations(raw)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let pattern =
        read_pattern(&clean, position.def.geometry).ok_or_else(|| NotationError::Unreadable {
            text: raw.into(),
            hint: HINT.into(),
        })?;
    let legal = position.legal_moves();
    let matches: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| fits(position, &pattern, m))
        .collect();
    super::choose(
        raw,
        matches,
        || why_not(position, &pattern),
        |m| write(position, m),
    )
}

/// True when move `m` agrees with everything the text said.
fn fits(position: &StandardPosition, p: &Pattern, m: &Move) -> bool {
    if let Some(wing) = p.castle {
        return m.kind == MoveKind::Castle(wing);
    }
    let def = &position.def;
    let Some((_, t)) = position.piece_at(m.from) else {
        return false;
    };
    let piece = def.piece(t);
    let full_origin = p.from_file.is_some() && p.from_rank.is_some();
    let piece_ok = match p.piece {
        Some('P') => piece.pawn,
        Some(l) => piece.letter == l && !piece.pawn,
        None => full_origin || piece.pawn,
    };
    if !piece_ok {
        return false;
    }
    if p.from_file.is_some_and(|f| f != m.from.file())
        || p.from_rank.is_some_and(|r| r != m.from.rank())
    {
        return false;
    }
    if p.to != Some(m.to) {
        return false;
    }
    if p.capture && !position.is_capture(m) {
        return false;
    }
    match (p.promotion, m.promotion) {
        (Some(l), Some(t)) => def.piece(t).letter == l,
        (Some(_), None) => false,
        (None, _) => true,
    }
}

/// A reason for a text that matched no legal move, in the player's terms.
fn why_not(position: &StandardPosition, p: &Pattern) -> String {
    let side = position.side();
    if let Some(wing) = p.castle {
        let name = if wing == Wing::King {
            "king side"
        } else {
            "queen side"
        };
        if position.setup.castling[side.index()][wing as usize].is_none() {
            return format!("{} no longer has the right to castle {name}", side.title());
        }
        if position.is_check() {
            return "you cannot castle out of check".into();
        }
        return format!(
            "castling {name} needs the squares between king and rook empty, and the king may not \
             pass through or land on an attacked square"
        );
    }
    let mut pseudo = Vec::new();
    position.pseudo_legal_moves(&mut pseudo);
    if pseudo.iter().any(|m| fits(position, p, m)) {
        return format!("it would leave the {} king in check", side.name());
    }
    let relaxed = Pattern {
        capture: false,
        promotion: None,
        ..*p
    };
    let legal = position.legal_moves();
    let to = p.to.map_or(String::new(), |s| s.to_string());
    if p.capture && legal.iter().any(|m| fits(position, &relaxed, m)) {
        return format!("there is nothing to capture on {to}");
    }
    if p.promotion.is_some() && legal.iter().any(|m| fits(position, &relaxed, m)) {
        return match legal
            .iter()
            .find(|m| fits(position, &relaxed, m) && m.promotion.is_some())
        {
            Some(_) => format!(
                "a pawn may not promote to that piece (choose {})",
                promotion_choices(&position.def, side)
            ),
            None => "only a pawn reaching the last rank promotes".into(),
        };
    }
    let piece_name = match p.piece {
        Some('P') | None => "pawn".to_string(),
        Some(l) => position.def.army[side.index()]
            .iter()
            .map(|&t| position.def.piece(t))
            .find(|pt| pt.letter == l)
            .map_or_else(|| format!("piece {l}"), |pt| pt.name.to_lowercase()),
    };
    if p.piece
        .is_some_and(|l| l != 'P' && position.def.type_for_letter(side, l).is_none())
    {
        return format!("there is no piece {} in this game", p.piece.unwrap_or('?'));
    }
    format!("no {} {piece_name} can move to {to}", side.name())
}

fn promotion_choices(def: &VariantDef, side: crate::geometry::Color) -> String {
    def.promotions[side.index()]
        .iter()
        .map(|&t| def.piece(t).letter.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_origin_rank_of_zero_is_unreadable_not_an_overflow() {
        let g = Geometry { files: 8, ranks: 8 };
        for text in ["0e4", "e0e4", "Ng0f3", "e00-e4"] {
            assert!(read_pattern(text, g).is_none(), "{text}");
        }
        assert!(read_pattern("e2e4", g).is_some());
    }
}
