//! Missed-Mark Chess (Ralph Betza; docs/rules/missedmark.md holds the rules and rulings X1-X5,
//! G1-G3): FIDE chess where a player may "miss the mark": an intended legal move made
//! with the piece one file beside the intended one. Each side plays by its rule (X1):
//! source displacement (the neighbour goes to the intended target) or total
//! displacement (to the target shifted by the same file).
//!
//! Normal moves come from the one orthodox generator ([`movegen`]) over the FIDE
//! pieces, with one change (X4): a pawn on its own first rank (put there by a
//! displaced move) steps one or two squares forward. Displaced moves are this
//! module's own turns. Legality (X3): the mover's king may not be attacked by a normal
//! enemy move afterwards; check and mate are FIDE's.

use compact_str::ToCompactString;
use std::collections::BTreeMap;

use super::fen::{cell, decode, key_fields, parse_fen, Setup};
use super::fide::fide_static;
use super::fide::ids::{KING, PAWN};
use super::movegen;
use super::moves::{Move, MoveKind};
use super::position::{AnyPosition, OptionSpec, Options, Outcome, Rules, RulesError, VariantInfo};
use super::setup::{self, SetupError, SetupProblem, SetupRules};
use super::standard::{self, is_attacked, letter, SetupView};
use crate::board::color::{ByColor, Color};
use crate::board::diagram::Diagram;
use crate::board::geometry::{Geometry, Square};
use crate::board::pieces::{PieceTypeId, VariantDef};
use crate::notation::algebraic::{self, MoveText, PieceName};
use crate::notation::forms::{SquareForms, TurnSquares};
use crate::notation::syntax::{orthodox_turn_word, Group, TurnSyntax};
use crate::notation::words::Phrase;
use crate::notation::{board_field, choose, NotationError, TurnText};

/// Which displacement a side plays by (X1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// The neighbour goes to the intended target.
    Source,
    /// The neighbour goes to the intended target shifted by the same file offset.
    Total,
}

impl Rule {
    fn id(self) -> &'static str {
        match self {
            Rule::Source => "source",
            Rule::Total => "total",
        }
    }
}

const RULES: &[&str] = &["source", "total"];

/// The registry entry for `missedmark`.
pub const VARIANT: VariantInfo = VariantInfo {
    id: "missedmark",
    name: "Missed-Mark Chess",
    summary: "an intended move may be made with the piece beside it, by source or total displacement (X1-X5)",
    options: &[
        OptionSpec {
            key: "white-rule",
            values: RULES,
            default: "source",
        },
        OptionSpec {
            key: "black-rule",
            values: RULES,
            default: "total",
        },
    ],
    start: |o| {
        from_text(super::fide::START_FEN, o).map(|p| Box::new(p) as Box<dyn AnyPosition>)
    },
    from_text: |t, o| from_text(t, o).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    syntax: &MissedMarkSyntax,
    help_id: "help-variant-missedmark",
    rules_page: include_str!("../../docs/rules/missedmark.md"),
};

/// The set-up checks (`rules::setup`): FIDE's, but a pawn may stand on its own first
/// rank (X4); one on its last rank is refused above.
const SETUP_RULES: SetupRules = SetupRules {
    variant: "missedmark",
    pawns_on_end_ranks: Some("X4: a pawn on its own first rank moves one or two squares forward"),
    pawns: "X4",
    ..SetupRules::FIDE
};

fn def() -> &'static VariantDef {
    fide_static()
}

const GEOMETRY: Geometry = Geometry::STANDARD;

/// One turn: a normal FIDE move, or a displaced one with the intended move it came
/// from (X2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MissedmarkTurn {
    /// A FIDE move made as intended.
    Normal(Move),
    /// A move that missed the mark (X2).
    Displaced {
        /// Where the piece that moved stood (beside the intended piece).
        from: Square,
        /// Where it landed.
        to: Square,
        /// A pawn landing on its own last rank promotes (X4).
        promotion: Option<PieceTypeId>,
        /// The intended move: its piece's square and its target.
        intended: (Square, Square),
    },
}

impl MissedmarkTurn {
    fn made(&self) -> Made {
        match *self {
            MissedmarkTurn::Normal(m) => (m.from, m.to, m.promotion),
            MissedmarkTurn::Displaced {
                from,
                to,
                promotion,
                ..
            } => (from, to, promotion),
        }
    }
}

/// A made move as written (X5): from, to, promotion.
type Made = (Square, Square, Option<PieceTypeId>);

/// A Missed-Mark position: the board and each side's rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissedMarkPosition {
    setup: Setup,
    rules: ByColor<Rule>,
}

fn rule_option(options: &Options, key: &str, default: Rule) -> Result<Rule, RulesError> {
    match options.get(key).map(String::as_str) {
        None => Ok(default),
        Some("source") => Ok(Rule::Source),
        Some("total") => Ok(Rule::Total),
        Some(other) => Err(RulesError::BadOption {
            key: key.into(),
            value: other.into(),
            allowed: RULES.iter().map(|r| r.to_string()).collect(),
        }),
    }
}

/// A position from FEN and the rules (`white-rule`, `black-rule`; default White
/// source, Black total, X1). Pawns may stand on their own first rank (X4), not on
/// their last.
///
/// # Errors
///
/// [`RulesError`] for an unknown option or value, or a position text that is
/// unreadable, has not exactly one king a side, a pawn on its last rank, or the side
/// not to move in check.
pub fn from_text(text: &str, options: &Options) -> Result<MissedMarkPosition, RulesError> {
    if let Some(key) = options
        .keys()
        .find(|k| !VARIANT.options.iter().any(|o| o.key == k.as_str()))
    {
        return Err(RulesError::UnknownOption {
            variant: VARIANT.id.into(),
            key: key.clone(),
        });
    }
    let rules = ByColor::new(
        rule_option(options, "white-rule", Rule::Source)?,
        rule_option(options, "black-rule", Rule::Total)?,
    );
    let setup = parse_fen(def(), text).map_err(SetupError::from)?;
    let position = MissedMarkPosition { setup, rules };
    let mut found = setup::problems(def(), &setup, &SETUP_RULES, |c| king_attacked(&setup, c));
    for s in GEOMETRY.squares() {
        if let Some((color, PAWN)) = position.piece_at(s) {
            if s.rank() == GEOMETRY.relative_rank(color, 7) {
                found.push(SetupProblem::PawnOnEndRank {
                    color,
                    square: s,
                    first: false,
                    rule: "X4: a pawn reaching its last rank promotes",
                });
            }
        }
    }
    if !found.is_empty() {
        return Err(SetupError::new(found).into());
    }
    Ok(position)
}

/// X3: only normal moves attack.
fn king_attacked(setup: &Setup, color: Color) -> bool {
    setup.royal[color].is_some_and(|k| is_attacked(def(), setup, k, color.opponent()))
}

/// The normal FIDE moves (X4's first-rank steps included) that leave the mover's king
/// safe.
fn normal_moves(setup: &Setup) -> Vec<Move> {
    let mut moves = Vec::new();
    // X4: a pawn on its own first rank steps one or two squares forward.
    let mut view = SetupView::new(def(), setup);
    view.first_rank_double_step = true;
    movegen::generate(&view, &mut moves);
    let side = setup.side;
    moves.retain(|m| {
        let mut after = *setup;
        standard::apply(def(), &mut after, m);
        !king_attacked(&after, side)
    });
    moves
}

/// The set-up after a displaced move (X2-X4): the piece on `from` goes to `to`,
/// capturing whatever stands there; a pawn on its own last rank promotes; no en
/// passant right; a king or rook moved or captured loses its castling right.
fn displaced_after(
    setup: &Setup,
    from: Square,
    to: Square,
    promotion: Option<PieceTypeId>,
) -> Setup {
    let mut s = *setup;
    let side = s.side;
    let moving = s.cells[from.index()];
    let irreversible = s.cells[to.index()] != 0 || decode(moving).is_some_and(|(_, t)| t == PAWN);
    s.cells[from.index()] = 0;
    s.cells[to.index()] = match (promotion, decode(moving)) {
        (Some(p), Some((owner, _))) => cell(owner, p),
        _ => moving,
    };
    if let Some((owner, KING)) = decode(moving) {
        s.royal[owner] = Some(to);
        s.castling[owner] = [None; 2];
    }
    for color in Color::BOTH {
        for wing in 0..2 {
            if s.castling[color][wing].is_some_and(|r| r == from || r == to) {
                s.castling[color][wing] = None;
            }
        }
    }
    s.ep = None;
    s.halfmove_clock = if irreversible {
        0
    } else {
        s.halfmove_clock + 1
    };
    if side == Color::Black {
        s.fullmove += 1;
    }
    s.side = side.opponent();
    s
}

impl MissedMarkPosition {
    fn piece_at(&self, at: Square) -> Option<(Color, PieceTypeId)> {
        decode(self.setup.cells[at.index()])
    }

    fn rule(&self) -> Rule {
        self.rules[self.setup.side]
    }

    /// Every displaced turn (X2-X4) the side to move can make, one per intended move
    /// that produces it; legal ones only.
    fn displaced_turns(&self, normal: &[Move]) -> Vec<MissedmarkTurn> {
        let side = self.setup.side;
        let mut intended: Vec<(Square, Square)> = normal
            .iter()
            .filter(|m| !matches!(m.kind, MoveKind::Castle(_) | MoveKind::EnPassant))
            .map(|m| (m.from, m.to))
            .collect();
        intended.dedup();
        let mut out = Vec::new();
        for (f, t) in intended {
            for dx in [-1i8, 1] {
                let Some(from) = f.offset(dx, 0, GEOMETRY) else {
                    continue;
                };
                let Some((owner, kind)) = self.piece_at(from) else {
                    continue;
                };
                let to = match self.rule() {
                    Rule::Source => Some(t),
                    Rule::Total => t.offset(dx, 0, GEOMETRY),
                };
                let Some(to) = to else { continue };
                if to == from || self.piece_at(to).is_some_and(|(_, k)| k == KING) {
                    continue; // X2: no move back onto its own square; X3: never a king.
                }
                let last = to.rank() == GEOMETRY.relative_rank(owner, 7);
                let promotions: Vec<Option<PieceTypeId>> = if kind == PAWN && last {
                    def().promotions[owner].iter().map(|&p| Some(p)).collect()
                } else {
                    vec![None]
                };
                for promotion in promotions {
                    let after = displaced_after(&self.setup, from, to, promotion);
                    if !king_attacked(&after, side) {
                        out.push(MissedmarkTurn::Displaced {
                            from,
                            to,
                            promotion,
                            intended: (f, t),
                        });
                    }
                }
            }
        }
        out
    }

    /// Every legal turn with its resulting set-up, before two ways to the same made
    /// move and position are merged.
    fn all_turns(&self) -> Vec<(MissedmarkTurn, Setup)> {
        let normal = normal_moves(&self.setup);
        let mut out: Vec<(MissedmarkTurn, Setup)> = normal
            .iter()
            .map(|m| {
                let mut after = self.setup;
                standard::apply(def(), &mut after, m);
                (MissedmarkTurn::Normal(*m), after)
            })
            .collect();
        for t in self.displaced_turns(&normal) {
            let (from, to, promotion) = t.made();
            out.push((t, displaced_after(&self.setup, from, to, promotion)));
        }
        out
    }

    fn board_text(&self) -> String {
        board_field(GEOMETRY, |s| {
            self.piece_at(s)
                .map(|(c, t)| letter(def(), c, t).to_compact_string())
        })
    }

    /// The en-passant square worth writing: only when a legal en-passant capture exists.
    fn live_ep(&self) -> Option<Square> {
        let ep = self.setup.ep?;
        normal_moves(&self.setup)
            .iter()
            .any(|m| m.kind == MoveKind::EnPassant)
            .then_some(ep)
    }
}

/// The repetition-relevant fields of a set-up under these rules.
fn key_of(setup: &Setup, rules: ByColor<Rule>) -> String {
    let p = MissedMarkPosition {
        setup: *setup,
        rules,
    };
    key_fields(p.board_text(), setup, p.live_ep())
}

impl Rules for MissedMarkPosition {
    type Turn = MissedmarkTurn;

    fn side_to_move(&self) -> Color {
        self.setup.side
    }

    fn fullmove_number(&self) -> u32 {
        self.setup.fullmove
    }

    /// Distinct made moves (D9): a made move reachable normally and by
    /// displacement, or by several intended moves, is one turn unless the positions
    /// it leaves differ (an en-passant right, a castling right).
    fn legal_turns(&self) -> Vec<MissedmarkTurn> {
        let mut seen: Vec<(Made, String)> = Vec::new();
        let mut out = Vec::new();
        for (turn, after) in self.all_turns() {
            let key = (turn.made(), key_of(&after, self.rules));
            if !seen.contains(&key) {
                seen.push(key);
                out.push(turn);
            }
        }
        out
    }

    fn play(&self, turn: &MissedmarkTurn) -> Self {
        let setup = match *turn {
            MissedmarkTurn::Normal(m) => {
                let mut after = self.setup;
                standard::apply(def(), &mut after, &m);
                after
            }
            MissedmarkTurn::Displaced {
                from,
                to,
                promotion,
                ..
            } => displaced_after(&self.setup, from, to, promotion),
        };
        MissedMarkPosition {
            setup,
            rules: self.rules,
        }
    }

    fn is_check(&self) -> bool {
        king_attacked(&self.setup, self.setup.side)
    }

    /// FIDE's ends (X3, D12): a side has a displaced move only when it has a normal one.
    fn outcome(&self) -> Option<Outcome> {
        let bare = GEOMETRY
            .squares()
            .all(|s| self.piece_at(s).is_none_or(|(_, t)| t == KING));
        super::position::fide_end(
            self.setup.side,
            !normal_moves(&self.setup).is_empty(),
            Rules::is_check(self),
            bare,
            self.setup.halfmove_clock,
        )
    }

    fn parse_turn(&self, text: &str) -> Result<MissedmarkTurn, NotationError> {
        notation::parse(self, text)
    }

    fn write_turn(&self, turn: &MissedmarkTurn) -> String {
        notation::write(self, turn)
    }

    /// X5 is long algebraic already; numeric writes the made move's squares and
    /// promotion digit, then the intended move's squares in parentheses
    /// (docs/rules/missedmark.md: `Bc1-c3 (Nb1-c3)` = `3133 (2133)`).
    fn turn_forms(&self, turn: &MissedmarkTurn, canonical: &str) -> Option<SquareForms> {
        let (from, to, promotion) = match *turn {
            MissedmarkTurn::Normal(m) => {
                let squares = super::san::move_squares(def(), self.setup.side, &m)?;
                (squares.from, squares.to, squares.promotion)
            }
            MissedmarkTurn::Displaced {
                from,
                to,
                promotion,
                ..
            } => {
                let digit = match promotion {
                    Some(t) => Some(super::san::promotion_place(def(), t)?),
                    None => None,
                };
                (from, to, digit)
            }
        };
        let mut numeric = TurnSquares {
            from,
            to,
            promotion,
        }
        .numeric();
        if let (MissedmarkTurn::Displaced { intended, .. }, Some(made)) = (turn, numeric.as_mut()) {
            let aim = TurnSquares {
                from: intended.0,
                to: intended.1,
                promotion: None,
            };
            made.push_str(&format!(" ({})", aim.numeric()?));
        }
        Some(SquareForms {
            long: canonical.to_string(),
            numeric,
        })
    }

    fn position_text(&self) -> String {
        self.setup.position_text(self.board_text(), self.live_ep())
    }

    fn repetition_key(&self) -> String {
        key_of(&self.setup, self.rules)
    }

    fn halfmove_clock(&self) -> u32 {
        self.setup.halfmove_clock
    }

    fn diagram(&self) -> Diagram {
        let mut pieces = BTreeMap::new();
        for s in GEOMETRY.squares() {
            if let Some((c, t)) = self.piece_at(s) {
                pieces.insert(s, letter(def(), c, t).to_compact_string());
            }
        }
        let mut d = Diagram {
            geometry: GEOMETRY,
            pieces,
            marked: Vec::new(),
            directions: Default::default(),
            notes: Vec::new(),
            legend: Vec::new(),
        };
        d.notes.push(format!(
            "Rules (X1): White {}, Black {} displacement.",
            self.rules.white.id(),
            self.rules.black.id()
        ));
        d
    }

    /// The player's own rule (X1) with the rule text's example.
    fn help_for(&self, viewer: Color) -> Option<String> {
        let example = match self.rules[viewer] {
            Rule::Source => {
                "intending Ng1-f3, you may move the rook beside the knight onto f3: \
                 write Rh1-f3 (Ng1-f3)"
            }
            Rule::Total => {
                "intending Ng1-f3, you may move the rook beside the knight by the same \
                 displacement, onto g3: write Rh1-g3 (Ng1-f3)"
            }
        };
        Some(format!(
            "You play {} by {} displacement (X1): {example}.",
            viewer.title(),
            self.rules[viewer].id()
        ))
    }

    fn turn_notes(&self, turn: &MissedmarkTurn) -> Vec<Phrase> {
        match *turn {
            MissedmarkTurn::Displaced { intended, .. } => vec![Phrase::new("missedmark-note")
                .with("side", self.setup.side)
                .with("from", intended.0.to_string())
                .with("to", intended.1.to_string())
                .with("rule", self.rule().id())],
            MissedmarkTurn::Normal(_) => Vec::new(),
        }
    }
}

/// X5 in a score or a mail: a parenthesis after a move that holds a move (`(Nb1-c3)`,
/// `(intend Nb1-c3)`, `(intended Qd2:d4)`) is the turn's intended move; any other
/// parenthesis (`(castle queen side)`) is a comment.
#[derive(Clone, Copy, Debug, Default)]
pub struct MissedMarkSyntax;

impl TurnSyntax for MissedMarkSyntax {
    fn is_turn_word(&self, word: &str) -> bool {
        orthodox_turn_word(word) || (word.starts_with('(') && word.ends_with(')'))
    }

    fn group(&self, inner: &str, after_turn: bool) -> Group {
        if after_turn && notation::intended_text(inner).is_some() {
            Group::JoinsPrevious
        } else {
            Group::Skip
        }
    }
}

/// Reading and writing X5.
mod notation {
    use super::*;
    use crate::notation::words::{or_list, Phrase, Word};

    /// The intended move in a parenthesis's text, without `intend`/`intended`.
    pub fn intended_text(inner: &str) -> Option<MoveText> {
        let words: Vec<&str> = inner.split_whitespace().collect();
        let text = match words[..] {
            [w] => w,
            [first, w]
                if first.eq_ignore_ascii_case("intend")
                    || first.eq_ignore_ascii_case("intended") =>
            {
                w
            }
            _ => return None,
        };
        let clean = TurnText::new(text).ok()?.clean;
        algebraic::read_move(&clean, GEOMETRY)
    }

    /// True when the written move names this made move: squares, the piece (any
    /// colour, `P` for a pawn), a capture mark only on a capture, the promotion.
    fn fits(p: &MissedMarkPosition, mv: &MoveText, turn: &MissedmarkTurn) -> bool {
        if let (Some(wing), MissedmarkTurn::Normal(m)) = (mv.castle, turn) {
            return m.kind == MoveKind::Castle(wing);
        }
        if mv.castle.is_some()
            || matches!(turn, MissedmarkTurn::Normal(m) if matches!(m.kind, MoveKind::Castle(_)))
        {
            return false;
        }
        let (from, to, promotion) = turn.made();
        let Some((_, kind)) = p.piece_at(from) else {
            return false;
        };
        let piece_ok = match &mv.piece {
            PieceName::Unnamed => kind == PAWN || mv.full_origin(),
            PieceName::Letter(l) => def().piece(kind).letter == *l,
            PieceName::Designator(_) => false,
        };
        let capture = p.piece_at(to).is_some()
            || matches!(turn, MissedmarkTurn::Normal(m) if m.kind == MoveKind::EnPassant);
        piece_ok
            && mv.from_file.is_none_or(|f| f == from.file())
            && mv.from_rank.is_none_or(|r| r == from.rank())
            && mv.to == Some(to)
            && (!mv.capture || capture)
            && crate::notation::promotion_fits(
                mv.promotion_or_parenthesised(),
                promotion.map(|t| def().piece(t).letter),
            )
    }

    /// Reads one turn (X5): the move made, then, for a displaced move, the intended
    /// move in parentheses.
    ///
    /// # Errors
    ///
    /// [`NotationError`]: unreadable; illegal with the reason (a displaced move
    /// without its intended move, or with one that does not produce it under the
    /// player's rule, lists the intended moves that would); ambiguous.
    pub fn parse(p: &MissedMarkPosition, text: &str) -> Result<MissedmarkTurn, NotationError> {
        let turn_text = TurnText::without_pass(text, VARIANT.id)?;
        let raw = turn_text.raw;
        let (made_text, intended) = split_intended(raw);
        let clean = TurnText::new(made_text)?.clean;
        let mv =
            algebraic::read_move(&clean, GEOMETRY).ok_or_else(|| NotationError::Unreadable {
                text: raw.into(),
                hint: Phrase::new("missedmark-hint"),
            })?;
        let mut unique = written_turns(p, &mv, intended.as_ref());
        unique.dedup();
        choose(raw, unique, || mismatch(p, &mv), |t| write(p, t))
    }

    /// The move made and the intended move in parentheses after it, if any (X5).
    fn split_intended(raw: &str) -> (&str, Option<MoveText>) {
        match raw.find('(') {
            Some(i) => {
                let inner = raw[i + 1..]
                    .trim_end_matches(|c: char| c != ')')
                    .trim_end_matches(')');
                (&raw[..i], intended_text(inner))
            }
            None => (raw, None),
        }
    }

    /// The turns, canonical, whose made move is `mv`: displaced ones whose intended
    /// move is `intended` when one is written, else the normal ones.
    fn written_turns(
        p: &MissedMarkPosition,
        mv: &MoveText,
        intended: Option<&MoveText>,
    ) -> Vec<MissedmarkTurn> {
        let all = p.all_turns();
        let legal = p.legal_turns();
        let written = |t: &MissedmarkTurn| match (*t, intended) {
            (
                MissedmarkTurn::Displaced {
                    intended: (f, to), ..
                },
                Some(want),
            ) => intended_fits(p, want, f, to),
            (MissedmarkTurn::Normal(_), None) => true,
            _ => false,
        };
        all.iter()
            .filter(|(t, _)| written(t) && fits(p, mv, t))
            .map(|(t, after)| canonical(p, &legal, &all, t, after))
            .collect()
    }

    /// The canonical turn for a made move: the first of `legal` with the same
    /// result as `t`, which leaves `after`.
    fn canonical(
        p: &MissedMarkPosition,
        legal: &[MissedmarkTurn],
        all: &[(MissedmarkTurn, Setup)],
        t: &MissedmarkTurn,
        after: &Setup,
    ) -> MissedmarkTurn {
        legal
            .iter()
            .copied()
            .find(|l| {
                l.made() == t.made()
                    && all
                        .iter()
                        .any(|(x, a)| x == l && key_of(a, p.rules) == key_of(after, p.rules))
            })
            .unwrap_or(*t)
    }

    fn intended_fits(p: &MissedMarkPosition, want: &MoveText, from: Square, to: Square) -> bool {
        let Some((_, kind)) = p.piece_at(from) else {
            return false;
        };
        let piece_ok = match &want.piece {
            PieceName::Unnamed => kind == PAWN || want.full_origin(),
            PieceName::Letter(l) => def().piece(kind).letter == *l,
            PieceName::Designator(_) => false,
        };
        piece_ok
            && want.from_file.is_none_or(|f| f == from.file())
            && want.from_rank.is_none_or(|r| r == from.rank())
            && want.to == Some(to)
    }

    /// Why a written move is no legal turn: the displaced moves that would make it,
    /// with their intended moves, or the rule it breaks.
    fn mismatch(p: &MissedMarkPosition, mv: &MoveText) -> Phrase {
        let ways: Vec<Word> = p
            .all_turns()
            .iter()
            .filter(|(t, _)| matches!(t, MissedmarkTurn::Displaced { .. }) && fits(p, mv, t))
            .map(|(t, _)| Word::Plain(write_plain(p, t)))
            .collect();
        let rule = p.rule().id();
        match or_list(ways) {
            None => Phrase::new("missedmark-no-move").with("rule", rule),
            Some(ways) => Phrase::new("missedmark-displaced")
                .with("rule", rule)
                .with("ways", ways),
        }
    }

    fn square_text(p: &MissedMarkPosition, from: Square, to: Square, capture: bool) -> String {
        let mut s = String::new();
        if let Some((_, t)) = p.piece_at(from) {
            if t != PAWN {
                s.push(def().piece(t).letter);
            }
        }
        s.push_str(&format!("{from}{}{to}", if capture { 'x' } else { '-' }));
        s
    }

    /// The canonical text without a check mark.
    fn write_plain(p: &MissedMarkPosition, turn: &MissedmarkTurn) -> String {
        match *turn {
            MissedmarkTurn::Normal(m) => match m.kind {
                MoveKind::Castle(w) => if w == crate::board::pieces::Wing::King {
                    "O-O"
                } else {
                    "O-O-O"
                }
                .into(),
                _ => {
                    let capture = m.kind == MoveKind::EnPassant || p.piece_at(m.to).is_some();
                    let mut s = square_text(p, m.from, m.to, capture);
                    if let Some(t) = m.promotion {
                        s.push('/');
                        s.push(def().piece(t).letter);
                    }
                    s
                }
            },
            MissedmarkTurn::Displaced {
                from,
                to,
                promotion,
                intended,
            } => {
                let mut s = square_text(p, from, to, p.piece_at(to).is_some());
                if let Some(t) = promotion {
                    s.push('/');
                    s.push(def().piece(t).letter);
                }
                let intended_capture = p.piece_at(intended.1).is_some();
                format!(
                    "{s} ({})",
                    square_text(p, intended.0, intended.1, intended_capture)
                )
            }
        }
    }

    /// Canonical text (X5): long algebraic, `/Q` promotion, the check mark after the
    /// made move, the intended move in parentheses: `Bc1-c3 (Nb1-c3)`.
    pub fn write(p: &MissedMarkPosition, turn: &MissedmarkTurn) -> String {
        let plain = write_plain(p, turn);
        let next = p.play(turn);
        let mark = if Rules::is_check(&next) {
            if Rules::legal_turns(&next).is_empty() {
                "#"
            } else {
                "+"
            }
        } else {
            ""
        };
        match plain.find(" (") {
            Some(i) => format!("{}{mark}{}", &plain[..i], &plain[i..]),
            None => format!("{plain}{mark}"),
        }
    }
}
