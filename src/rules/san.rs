//! SAN, long algebraic and coordinate notation for the orthodox engine.
//!
//! Reading matches the text against the legal moves, so an accepted text names
//! exactly one legal move. Accepted: SAN with `x` or `:` for captures (`Nxf3`,
//! `e:d5`), castling as `O-O`/`0-0`, promotion as `e8=Q`, `e8Q` or `e8/Q`; long
//! algebraic (`e2-e4`, `Ng1-f3`, `e7:d8=Q`); coordinates (`e2e4`, `e7e8q`).
//! Annotations (G3) are ignored.

use crate::board::geometry::{Color, Square};
use crate::board::pieces::{PieceType, PieceTypeId, VariantDef, Wing};
use crate::notation::algebraic::{self, MoveText, PieceName};
use crate::notation::forms::{place_digit, SquareForms, TurnSquares};
use crate::notation::words::{and_list, Phrase, Word};
use crate::notation::{NotationError, TurnText};
use crate::rules::moves::{Move, MoveKind};
use crate::rules::standard::{letter, StandardPosition};

/// The canonical SAN of a legal move, with `+` or `#` (G3).
pub fn write(position: &StandardPosition, m: &Move) -> String {
    let mut san = write_without_suffix(position, m);
    let after = position.play(m);
    if after.is_check() {
        san.push(if !after.has_legal_move() { '#' } else { '+' });
    }
    san
}

/// SAN without the check suffix, disambiguated against the legal moves.
pub fn write_without_suffix(position: &StandardPosition, m: &Move) -> String {
    if let MoveKind::Castle(wing) = m.kind {
        return castle_text(wing).to_string();
    }
    let def = position.def();
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
        san.push(letter(def, crate::board::geometry::Color::White, p));
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

/// Reads one move in SAN, long algebraic or coordinates.
///
/// # Errors
///
/// [`NotationError::Unreadable`] for text that is no move notation,
/// [`NotationError::Illegal`] with the reason, [`NotationError::Ambiguous`] with the
/// candidates in SAN, [`NotationError::NullMove`] for `--`/`Z0`.
pub fn parse(position: &StandardPosition, text: &str) -> Result<Move, NotationError> {
    let turn = TurnText::without_pass(text, &position.def().id)?;
    let (raw, clean) = (turn.raw, turn.clean);
    let mut pattern = algebraic::read_move(&clean, position.def().geometry).ok_or_else(|| {
        NotationError::Unreadable {
            text: raw.into(),
            hint: Phrase::new("chess-hint"),
        }
    })?;
    if let Some(digit) = turn.numeric_promotion {
        pattern.promotion = numeric_promotion(position, digit).or(pattern.promotion);
    }
    let legal = position.legal_moves();
    let matches: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| fits(position, &pattern, m))
        .collect();
    crate::notation::choose(
        raw,
        matches,
        || why_not(position, &pattern),
        |m| write(position, m),
    )
}

/// The letter of the piece an ICCF numeric promotion digit names for the side to
/// move: its army's piece on that place (1 queen, 2 rook, 3 bishop, 4 knight;
/// [`crate::notation::forms::PROMOTION_PLACES`]), in FIDE chess the piece itself.
fn numeric_promotion(position: &StandardPosition, digit: u8) -> Option<char> {
    let place =
        *crate::notation::forms::PROMOTION_PLACES.get(usize::from(digit).checked_sub(1)?)?;
    let def = position.def();
    let side = position.side();
    def.promotions[side]
        .iter()
        .map(|&t| (t, def.piece(t)))
        .filter(|(t, _)| def.army[side].contains(t))
        .find(|(_, p)| p.place.map_or(p.letter == place, |own| own == place))
        .map(|(_, p)| p.letter)
}

/// Move `m` of `position`, whose SAN is `san` ([`write()`]), in long algebraic
/// and ICCF numeric notation (docs/rules/chess.md, "Notation"): castling as the
/// king's move, a promotion as its place digit.
pub fn forms(position: &StandardPosition, m: &Move, san: &str) -> Option<SquareForms> {
    let squares = move_squares(position.def(), position.side(), m)?;
    Some(SquareForms::of_move(san, squares))
}

/// The squares of an orthodox move `m` of `side` in a variant of `def`, for ICCF
/// numeric and long algebraic notation: castling as the king's move, a
/// promotion as its place digit ([`promotion_place`]); every engine built on
/// [`Move`] writes its numeric moves so. `None` when a castling rule is missing.
pub fn move_squares(def: &VariantDef, side: Color, m: &Move) -> Option<TurnSquares> {
    let to = match m.kind {
        MoveKind::Castle(wing) => {
            let rule = def.castling[side][wing as usize]?;
            Square::new(rule.king_to, m.from.rank())?
        }
        _ => m.to,
    };
    let promotion = match m.promotion {
        None => None,
        Some(t) => Some(promotion_place(def, t)?),
    };
    Some(TurnSquares {
        from: m.from,
        to,
        promotion,
    })
}

/// The ICCF numeric place digit of a promotion to piece type `t` of `def`: the
/// piece's place in its army (Chess with Different Armies), else its letter
/// (1 queen ... 4 knight, [`crate::notation::forms::PROMOTION_PLACES`]).
pub fn promotion_place(def: &VariantDef, t: PieceTypeId) -> Option<u8> {
    let piece = def.piece(t);
    place_digit(piece.place.unwrap_or(piece.letter))
}

/// True when move `m` agrees with everything the text said.
fn fits(position: &StandardPosition, p: &MoveText, m: &Move) -> bool {
    if let Some(wing) = p.castle {
        return m.kind == MoveKind::Castle(wing);
    }
    let def = position.def();
    let Some((_, t)) = position.piece_at(m.from) else {
        return false;
    };
    let piece = def.piece(t);
    let piece_ok = match &p.piece {
        PieceName::Letter('P') => piece.pawn,
        PieceName::Unnamed => p.full_origin() || piece.pawn,
        name => algebraic::names(name, piece),
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
    crate::notation::promotion_fits(
        p.promotion_or_parenthesised(),
        m.promotion.map(|t| def.piece(t).letter),
    )
}

/// A reason for a text that matched no legal move, in the player's terms.
fn why_not(position: &StandardPosition, p: &MoveText) -> Phrase {
    if let Some(wing) = p.castle {
        return castling_refusal(position, wing);
    }
    let mut pseudo = Vec::new();
    position.pseudo_legal_moves(&mut pseudo);
    if let Some(m) = pseudo.iter().find(|m| fits(position, p, m)) {
        return self_check(position, m);
    }
    let to = p.to.map_or(String::new(), |s| s.to_string());
    if let Some(reason) = mark_refusal(position, p, &to) {
        return reason;
    }
    no_such_move(position, p, &to)
}

/// A wing's name (`king side`), the message `wing-king` or `wing-queen`.
pub fn wing_word(wing: Wing) -> Word {
    match wing {
        Wing::King => Word::Id("wing-king"),
        Wing::Queen => Word::Id("wing-queen"),
    }
}

/// Why castling on `wing` is not legal: no right, check, or the squares (FIDE 3.8.2).
fn castling_refusal(position: &StandardPosition, wing: Wing) -> Phrase {
    let side = position.side();
    if position.setup().castling[side][wing as usize].is_none() {
        return Phrase::new("castle-no-right")
            .with("side", side)
            .with("wing", wing_word(wing));
    }
    if position.is_check() {
        return Phrase::new("castle-in-check");
    }
    Phrase::new("castle-squares").with("wing", wing_word(wing))
}

/// When the move would be legal without its capture mark or its promotion, why
/// that mark is wrong (the mark must be true; a promotion to a piece the pawn may
/// take, and only on the last rank).
fn mark_refusal(position: &StandardPosition, p: &MoveText, to: &str) -> Option<Phrase> {
    let relaxed = MoveText {
        capture: false,
        promotion: None,
        parenthesised: None,
        ..p.clone()
    };
    let legal = position.legal_moves();
    if p.capture && legal.iter().any(|m| fits(position, &relaxed, m)) {
        return Some(Phrase::new("capture-nothing").with("to", to));
    }
    if p.promotion_or_parenthesised().is_some() && legal.iter().any(|m| fits(position, &relaxed, m))
    {
        return Some(
            match legal
                .iter()
                .find(|m| fits(position, &relaxed, m) && m.promotion.is_some())
            {
                Some(_) => Phrase::new("promotion-wrong-piece").with(
                    "choices",
                    promotion_choices(position.def(), position.side()),
                ),
                None => Phrase::new("promotion-not-last-rank"),
            },
        );
    }
    None
}

/// That no piece as named can move to `to`, with the rule of its movement; or that
/// the named piece is not in the side's army.
fn no_such_move(position: &StandardPosition, p: &MoveText, to: &str) -> Phrase {
    if let Some(reason) = from_square_reason(position, p, to) {
        return reason;
    }
    let side = position.side();
    let army = &position.def().army[side];
    let named = army
        .iter()
        .map(|&t| position.def().piece(t))
        .find(|pt| algebraic::names(&p.piece, pt));
    let piece = match (&p.piece, named) {
        (PieceName::Letter('P') | PieceName::Unnamed, _) => Word::Id("spoken-pawn"),
        (_, Some(pt)) => Word::piece(pt),
        (PieceName::Letter(l), None) => {
            return Phrase::new("no-piece-letter").with("letter", l.to_string());
        }
        (PieceName::Designator(d), None) => {
            return Phrase::new("no-army-piece")
                .with("side", side.name())
                .with("designator", d.as_str());
        }
    };
    let rule = named.map_or(Word::from("FIDE 3.7"), movement_rule);
    Phrase::new("no-such-move")
        .with("side", side.name())
        .with("piece", piece)
        .with("to", to)
        .with("rule", rule)
}

/// For a text with a full origin and no piece letter (ICCF numeric `5155`,
/// coordinates `e1e5`): that the piece of the side there cannot make the move;
/// `None` for a pawn or no piece of the side there (the pawn's reason follows).
fn from_square_reason(position: &StandardPosition, p: &MoveText, to: &str) -> Option<Phrase> {
    if p.piece != PieceName::Unnamed {
        return None;
    }
    let from = Square::new(p.from_file?, p.from_rank?)?;
    let side = position.side();
    match position.piece_at(from) {
        Some((color, t)) if color == side => {
            let piece = position.def().piece(t);
            (!piece.pawn).then(|| {
                Phrase::new("piece-cannot-move")
                    .with("side", side.name())
                    .with("piece", Word::piece(piece))
                    .with("from", from.to_string())
                    .with("to", to)
                    .with("rule", movement_rule(piece))
            })
        }
        // An empty origin reads as a pawn's move (long algebraic `g7-g5` names
        // the pawn): the pawn's reason follows.
        _ => None,
    }
}

/// Where a piece's moves are written down: the FIDE article for the FIDE pieces, the
/// Betza string (ruling M7) for an army's own pieces.
fn movement_rule(piece: &PieceType) -> Word {
    let fide = [
        ('K', "K", "FIDE 3.8"),
        ('Q', "Q", "FIDE 3.4"),
        ('R', "R", "FIDE 3.3"),
        ('B', "B", "FIDE 3.2"),
        ('N', "N", "FIDE 3.6"),
    ];
    match fide
        .iter()
        .find(|(l, b, _)| piece.letter == *l && piece.betza == *b)
    {
        Some((_, _, article)) => Word::from(*article),
        None if piece.pawn => Word::from("FIDE 3.7"),
        None => Phrase::new("rule-betza")
            .with("betza", piece.betza.as_str())
            .into(),
    }
}

/// Why a move that fits the text leaves the mover's king attacked: which enemy
/// pieces would attack it, and the rule (FIDE 3.9.2).
fn self_check(position: &StandardPosition, m: &Move) -> Phrase {
    let side = position.side();
    let after = position.play(m);
    let king = position.def().geometry.squares().find(|&sq| {
        after
            .piece_at(sq)
            .is_some_and(|(c, t)| c == side && position.def().piece(t).royal)
    });
    let mut replies = Vec::new();
    after.pseudo_legal_moves(&mut replies);
    let mut attackers: Vec<(Square, PieceTypeId)> = replies
        .iter()
        .filter(|r| Some(r.to) == king)
        .filter_map(|r| Some((r.from, after.piece_at(r.from)?.1)))
        .collect();
    attackers.dedup();
    let attackers: Vec<Word> = attackers
        .into_iter()
        .map(|(square, t)| {
            Phrase::new("attacker")
                .with("piece", Word::piece(position.def().piece(t)))
                .with("square", square.to_string())
                .into()
        })
        .collect();
    match and_list(attackers) {
        None => Phrase::new("self-check").with("side", side.name()),
        Some(list) => Phrase::new("self-check-from")
            .with("side", side.name())
            .with("attackers", list),
    }
}

fn promotion_choices(def: &VariantDef, side: crate::board::geometry::Color) -> String {
    def.promotions[side]
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
        let g = crate::board::geometry::Geometry::STANDARD;
        for text in ["0e4", "e0e4", "Ng0f3", "e00-e4"] {
            assert!(algebraic::read_move(text, g).is_none(), "{text}");
        }
        assert!(algebraic::read_move("e2e4", g).is_some());
    }
}
