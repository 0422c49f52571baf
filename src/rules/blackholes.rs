//! Black Holes (Juraj Lörinc 1999; docs/rules/blackholes.md holds the rules and rulings B1-B9,
//! G1-G3): FIDE chess on a 5x8 board with holes. A hole is dropped on one's own first
//! rank instead of a move (B2), moves one king step to an empty square, never captures
//! and is never captured by a normal move (B3), and carries pieces: a relativistic
//! move enters an own hole (the black hole) with a normal-shaped move, reappears on
//! any own hole (the white hole) and rides on in the entry direction (B4).
//!
//! Normal moves come from the one orthodox generator ([`movegen`]) with holes as
//! pieces nothing captures ([`movegen::Landing::Uncapturable`]); drops and relativistic moves are
//! this module's own turns. Legality (B6): after a turn the mover's king may not be
//! capturable by any enemy turn, relativistic captures included; check, mate and
//! stalemate follow from it.

use compact_str::ToCompactString;
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use super::fen::{cell, decode, key_fields, parse_fen, Setup};
use super::fide::ids::{BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};
use super::movegen;
use super::moves::{Move, MoveKind};
use super::position::{AnyPosition, Options, Outcome, Rules, RulesError, VariantInfo};
use super::setup::{self, SetupError, SetupRules};
use super::standard::{self, letter, SetupView};
use crate::board::color::{ByColor, Color};
use crate::board::diagram::{Diagram, LegendEntry};
use crate::board::geometry::{Geometry, Square};
use crate::board::pieces::{CastlingWing, PieceType, PieceTypeId, VariantDef, Wing};
use crate::notation::algebraic::{self, PieceName};
use crate::notation::forms::{numeric_square, SquareForms};
use crate::notation::syntax::{orthodox_turn_word, Group, TurnSyntax};
use crate::notation::{board_field, choose, promotion_fits, NotationError, TurnText};

/// The hole's piece type id, after the FIDE six.
pub const HOLE: PieceTypeId = 6;

/// The 5x8 board (B1).
pub const GEOMETRY: Geometry = Geometry { files: 5, ranks: 8 };

/// The start position.
pub const START: &str = "rnbqk/ppppp/5/5/5/5/PPPPP/RNBQK w Qq - 0 1";

/// The registry entry for `blackholes`.
pub const VARIANT: VariantInfo = VariantInfo {
    id: "blackholes",
    name: "Black Holes",
    summary: "5x8 chess with holes: drops on the first rank, moves through own holes (B1-B9)",
    options: &[],
    start: |o| from_text(START, o).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    from_text: |t, o| from_text(t, o).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    syntax: &BlackHolesSyntax,
    help_id: "help-variant-blackholes",
    rules_page: include_str!("../../docs/rules/blackholes.md"),
};

/// The pieces (the knight written `N`, `S` read too, B1), promotions to Q R B N and the
/// hole (B5), and queen-side castling only: K e1-c1, R a1-d1 (B1).
pub fn def() -> &'static VariantDef {
    static DEF: OnceLock<Arc<VariantDef>> = OnceLock::new();
    DEF.get_or_init(|| {
        let mut pieces: Vec<PieceType> = super::fide::fide_static().pieces.clone();
        pieces.push(hole_type());
        let army: Vec<PieceTypeId> = (0..=HOLE).collect();
        let promotions = vec![QUEEN, ROOK, BISHOP, KNIGHT, HOLE];
        let queen_side = CastlingWing {
            king_from: 4,
            rook_from: 0,
            king_to: 2,
            rook_to: 3,
        };
        Arc::new(VariantDef::new(
            VARIANT.id,
            GEOMETRY,
            pieces,
            ByColor::new(army.clone(), army),
            ByColor::new(promotions.clone(), promotions),
            ByColor::splat([None, Some(queen_side)]),
            START,
        ))
    })
}

/// B3: one king step onto an empty square (`mK`); it captures nothing by a normal move.
fn hole_type() -> PieceType {
    match PieceType::new('H', "Hole", "mK") {
        Ok(t) => t,
        Err(e) => unreachable!("the hole's Betza string is valid: {e}"),
    }
}

/// One turn (B2, B4, B7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlackholesTurn {
    /// A move of the orthodox generator (holes included: one king step).
    Normal(Move),
    /// An own hole dropped on an empty square of one's own first rank (B2).
    Drop(Square),
    /// A relativistic move (B4): `from` enters the own hole on `entry` (the black
    /// hole), reappears on the own hole on `exit` (the white hole) and rides on to
    /// `to`. `en_passant` holds the pawn taken en passant by a diagonal pawn entry.
    Relativistic {
        /// Where the piece starts.
        from: Square,
        /// The mover's own hole it enters (the black hole).
        entry: Square,
        /// The mover's own hole it reappears on (the white hole).
        exit: Square,
        /// Where it lands.
        to: Square,
        /// The piece a pawn promotes to on landing on the last rank (B8).
        promotion: Option<PieceTypeId>,
        /// The square of the pawn taken en passant, if any.
        en_passant: Option<Square>,
    },
}

impl BlackholesTurn {
    /// The square the turn's piece ends on (the dropped hole's square for a drop).
    fn destination(&self) -> Square {
        match *self {
            BlackholesTurn::Normal(m) => m.to,
            BlackholesTurn::Drop(at) => at,
            BlackholesTurn::Relativistic { to, .. } => to,
        }
    }
}

/// A Black Holes position. Built only by [`from_text`] (checked) and by playing turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlackHolesPosition {
    setup: Setup,
}

/// A position from its text: FEN on 5 files with `H`/`h` for holes, `N` or `S` for
/// knights, castling `Q`/`q`/`-` (B1).
///
/// # Errors
///
/// [`RulesError::Position`] naming the field or the rule the text breaks
/// (one king each, no pawn on a first or last rank, the side not to move not in check).
pub fn from_text(text: &str, options: &Options) -> Result<BlackHolesPosition, RulesError> {
    if let Some(key) = options.keys().next() {
        return Err(RulesError::UnknownOption {
            variant: VARIANT.id.into(),
            key: key.clone(),
        });
    }
    let mut fields: Vec<String> = text.split_whitespace().map(String::from).collect();
    if let Some(board) = fields.first_mut() {
        *board = board.replace('S', "N").replace('s', "n");
    }
    let setup = parse_fen(def(), &fields.join(" ")).map_err(SetupError::from)?;
    let position = BlackHolesPosition { setup };
    setup::check(def(), &setup, &SETUP_RULES, |color| {
        position.king_capturable(&setup, color)
    })?;
    Ok(position)
}

/// The set-up checks (`rules::setup`): FIDE's, with B1's castling and B6's check.
const SETUP_RULES: SetupRules = SetupRules {
    variant: "blackholes",
    castling: "B1: queen side only, the unmoved king on e1/e8 and rook on a1/a8",
    check: Some("B6, FIDE art. 3.9: relativistic captures of the king are check too"),
    ..SetupRules::FIDE
};

/// B1, B6: the king may not stand on, pass or land on a square where the opponent,
/// moving next, could capture it (relativistic captures included).
fn castling_square_attacked(setup: &Setup, square: Square) -> bool {
    let side = setup.side;
    let mut probe = *setup;
    if let Some(king) = probe.royal[side] {
        let k = probe.cells[king.index()];
        probe.cells[king.index()] = 0;
        probe.cells[square.index()] = k;
        probe.royal[side] = Some(square);
    }
    reaches(&probe, side.opponent(), square)
}

/// True when `by`, moving next on `setup`, has a pseudo-legal turn ending on `square`
/// (a capture there, normal or relativistic).
fn reaches(setup: &Setup, by: Color, square: Square) -> bool {
    let mut as_mover = *setup;
    as_mover.side = by;
    // Castling and drops capture nothing; leaving them out also keeps castling's own
    // "attacked" question from asking the other side's castling in turn, without end.
    captures_and_moves(&as_mover, false)
        .iter()
        .any(|t| !matches!(t, BlackholesTurn::Drop(_)) && t.destination() == square)
}

/// Every turn of the side to move that obeys the pieces' moves, not yet checked for
/// the mover's king: normal moves, drops (B2), relativistic moves (B4, B8, B9).
fn pseudo_turns(setup: &Setup) -> Vec<BlackholesTurn> {
    captures_and_moves(setup, true)
}

/// [`pseudo_turns`], castling only when `with_castling`.
fn captures_and_moves(setup: &Setup, with_castling: bool) -> Vec<BlackholesTurn> {
    let mut moves = Vec::new();
    // B3: an enemy hole is never taken by a normal move; B5: FIDE's double step.
    let attacked = |square| castling_square_attacked(setup, square);
    let mut view = SetupView::new(def(), setup);
    view.uncapturable = Some(HOLE);
    view.attacked_by = Some(&attacked);
    view.with_castling = with_castling;
    movegen::generate(&view, &mut moves);
    let mut turns: Vec<BlackholesTurn> = moves.into_iter().map(BlackholesTurn::Normal).collect();
    let home = GEOMETRY.relative_rank(setup.side, 0);
    for file in 0..GEOMETRY.files {
        if let Some(at) = Square::new(file, home) {
            if setup.cells[at.index()] == 0 {
                turns.push(BlackholesTurn::Drop(at));
            }
        }
    }
    relativistic(setup, &mut turns);
    turns
}

/// The own holes of the side to move.
fn own_holes(setup: &Setup) -> Vec<Square> {
    GEOMETRY
        .squares()
        .filter(|s| setup.cells[s.index()] == cell(setup.side, HOLE))
        .collect()
}

/// How a piece entered its black hole (B4): the step it will repeat on leaving the
/// white hole, and what a pawn's entry requires of the landing.
#[derive(Clone, Copy)]
struct HoleEntry {
    hole: Square,
    step: (i8, i8),
    /// A pawn's straight entry: the landing may not capture.
    quiet_only: bool,
    /// A pawn's diagonal entry: the landing must capture (en passant included).
    capture_only: bool,
}

/// One relativistic move being searched (B4): the piece of type `piece` and side
/// `side` leaving `from`, entering its black hole as `entry` says and leaving by
/// the white hole `exit`.
#[derive(Clone, Copy)]
struct Passage {
    from: Square,
    piece: PieceTypeId,
    side: Color,
    entry: HoleEntry,
    exit: Square,
}

/// B4: every relativistic move of the side to move, appended to `out`.
fn relativistic(setup: &Setup, out: &mut Vec<BlackholesTurn>) {
    let side = setup.side;
    let holes = own_holes(setup);
    if holes.is_empty() {
        return;
    }
    let oriented = &def().oriented[side];
    for from in GEOMETRY.squares() {
        let Some((c, t)) = decode(setup.cells[from.index()]) else {
            continue;
        };
        if c != side || t == KING {
            continue; // B6: kings never move relativistically.
        }
        for entry in entries(setup, from, t, &oriented[t as usize].atoms) {
            for &exit in &holes {
                if t == HOLE && exit == from {
                    continue; // B4: a moving hole does not leave from itself.
                }
                let passage = Passage {
                    from,
                    piece: t,
                    side,
                    entry,
                    exit,
                };
                ride(setup, passage, out);
            }
        }
    }
}

/// The own holes a piece on `from` can enter with a normal-shaped move (B4): a clear
/// path onto the hole, taken as empty (a move) or as enemy-occupied (a pawn's
/// diagonal capture); a pawn on its second rank also by its double step (B8).
fn entries(
    setup: &Setup,
    from: Square,
    t: PieceTypeId,
    atoms: &[crate::board::betza::Atom],
) -> Vec<HoleEntry> {
    let side = setup.side;
    let own_hole = cell(side, HOLE);
    let pawn = t == PAWN;
    let mut out = Vec::new();
    for atom in atoms {
        let mut at = from;
        let mut k: u8 = 0;
        while let Some(next) = at.offset(atom.dx, atom.dy, GEOMETRY) {
            k += 1;
            at = next;
            let here = setup.cells[at.index()];
            if here == own_hole && (atom.moves || atom.captures) {
                out.push(HoleEntry {
                    hole: at,
                    step: (atom.dx, atom.dy),
                    quiet_only: pawn && !atom.captures,
                    capture_only: pawn && !atom.moves,
                });
            }
            if here != 0 || (atom.range != 0 && k >= atom.range) {
                break;
            }
        }
    }
    if pawn && from.rank() == GEOMETRY.relative_rank(side, 1) {
        let f = side.forward();
        if let (Some(over), Some(hole)) =
            (from.offset(0, f, GEOMETRY), from.offset(0, 2 * f, GEOMETRY))
        {
            if setup.cells[over.index()] == 0 && setup.cells[hole.index()] == own_hole {
                out.push(HoleEntry {
                    hole,
                    step: (0, f),
                    quiet_only: true,
                    capture_only: false,
                });
            }
        }
    }
    out
}

/// The exit ride of `passage` from its white hole in its entry's step (B4): one or
/// more steps over empty squares (the departure square counts as empty, B9),
/// landing on an empty square or on anything but the mover's own king.
fn ride(setup: &Setup, passage: Passage, out: &mut Vec<BlackholesTurn>) {
    let Passage {
        from,
        piece: t,
        side,
        entry,
        exit,
    } = passage;
    let own_king = cell(side, KING);
    let mut at = exit;
    while let Some(next) = at.offset(entry.step.0, entry.step.1, GEOMETRY) {
        at = next;
        let here = if at == from {
            0
        } else {
            setup.cells[at.index()]
        };
        if here == own_king {
            break;
        }
        let en_passant = (t == PAWN && here == 0 && setup.ep == Some(at))
            .then(|| at.offset(0, -side.forward(), GEOMETRY))
            .flatten()
            .filter(|&v| setup.cells[v.index()] == cell(side.opponent(), PAWN));
        let captures = here != 0 || en_passant.is_some();
        let allowed = !(entry.quiet_only && captures || entry.capture_only && !captures);
        if allowed {
            push_landing(passage, at, en_passant, out);
        }
        if here != 0 {
            break;
        }
    }
}

/// One relativistic move of `passage` landing on `to` (taking the pawn on
/// `en_passant`, if any) per promotion choice when a pawn lands on its last rank
/// (B5, B8: it promotes where it finally lands).
fn push_landing(
    passage: Passage,
    to: Square,
    en_passant: Option<Square>,
    out: &mut Vec<BlackholesTurn>,
) {
    let Passage {
        from,
        piece: t,
        side,
        entry,
        exit,
    } = passage;
    let last = to.rank() == GEOMETRY.relative_rank(side, GEOMETRY.ranks - 1);
    let choices: Vec<Option<PieceTypeId>> = if t == PAWN && last {
        def().promotions[side].iter().map(|&p| Some(p)).collect()
    } else {
        vec![None]
    };
    for promotion in choices {
        out.push(BlackholesTurn::Relativistic {
            from,
            entry: entry.hole,
            exit,
            to,
            promotion,
            en_passant,
        });
    }
}

/// The set-up after a turn (trusted to be pseudo-legal).
fn after(setup: &Setup, turn: &BlackholesTurn) -> Setup {
    let mut s = *setup;
    let side = s.side;
    match *turn {
        BlackholesTurn::Normal(m) => standard::apply(def(), &mut s, &m),
        BlackholesTurn::Drop(at) => {
            s.cells[at.index()] = cell(side, HOLE);
            s.ep = None;
            s.halfmove_clock += 1;
            finish_turn(&mut s, side);
        }
        BlackholesTurn::Relativistic {
            from,
            to,
            promotion,
            en_passant,
            ..
        } => {
            let moving = s.cells[from.index()];
            let irreversible = s.cells[to.index()] != 0
                || en_passant.is_some()
                || decode(moving).is_some_and(|(_, t)| t == PAWN);
            s.cells[from.index()] = 0;
            if let Some(v) = en_passant {
                s.cells[v.index()] = 0;
            }
            let them = side.opponent();
            if s.royal[them] == Some(to) {
                s.royal[them] = None;
            }
            s.cells[to.index()] = promotion.map_or(moving, |p| cell(side, p));
            for color in Color::BOTH {
                for wing in 0..2 {
                    if s.castling[color][wing].is_some_and(|r| r == from || r == to) {
                        s.castling[color][wing] = None;
                    }
                }
            }
            s.ep = None; // B5: only a normal double step allows en passant.
            s.halfmove_clock = if irreversible {
                0
            } else {
                s.halfmove_clock + 1
            };
            finish_turn(&mut s, side);
        }
    }
    s
}

fn finish_turn(s: &mut Setup, side: Color) {
    if side == Color::Black {
        s.fullmove += 1;
    }
    s.side = side.opponent();
}

impl BlackHolesPosition {
    fn squares(&self) -> impl Iterator<Item = Square> {
        GEOMETRY.squares()
    }

    fn piece_at(&self, at: Square) -> Option<(Color, PieceTypeId)> {
        decode(self.setup.cells[at.index()])
    }

    /// M1-style test of B6: the opponent of `color`, moving next, could take its king.
    fn king_capturable(&self, setup: &Setup, color: Color) -> bool {
        setup.royal[color].is_some_and(|k| reaches(setup, color.opponent(), k))
    }

    /// A relativistic path in ICCF numeric squares: start, entry and exit joined
    /// by `-`, `x` before a capturing landing, the promotion's place digit
    /// (`37-36-46x42`, B4, B7); `None` on a square past the ninth file or rank.
    fn numeric_path(
        &self,
        [from, entry, exit, to]: [Square; 4],
        promotion: Option<PieceTypeId>,
        turn: &BlackholesTurn,
    ) -> Option<String> {
        let path = [from, entry, exit]
            .map(numeric_square)
            .into_iter()
            .collect::<Option<Vec<_>>>()?
            .join("-");
        let sep = if self.is_capture(turn) { 'x' } else { '-' };
        let landing = numeric_square(to)?;
        let digit = match promotion {
            Some(t) => super::san::promotion_place(def(), t)?.to_string(),
            None => String::new(),
        };
        Some(format!("{path}{sep}{landing}{digit}"))
    }

    fn is_capture(&self, turn: &BlackholesTurn) -> bool {
        match *turn {
            BlackholesTurn::Normal(m) => {
                m.kind == MoveKind::EnPassant
                    || (!matches!(m.kind, MoveKind::Castle(_))
                        && self.setup.cells[m.to.index()] != 0)
            }
            BlackholesTurn::Drop(_) => false,
            BlackholesTurn::Relativistic {
                from,
                to,
                en_passant,
                ..
            } => en_passant.is_some() || (to != from && self.setup.cells[to.index()] != 0),
        }
    }

    /// The en-passant square worth writing: only when a legal turn takes en passant.
    fn live_ep(&self) -> Option<Square> {
        let ep = self.setup.ep?;
        self.legal_turns()
            .iter()
            .any(|t| match *t {
                BlackholesTurn::Normal(m) => m.kind == MoveKind::EnPassant,
                BlackholesTurn::Relativistic { en_passant, .. } => en_passant.is_some(),
                BlackholesTurn::Drop(_) => false,
            })
            .then_some(ep)
    }

    fn board_text(&self) -> String {
        board_field(GEOMETRY, |s| {
            self.piece_at(s)
                .map(|(c, t)| letter(def(), c, t).to_compact_string())
        })
    }
}

impl Rules for BlackHolesPosition {
    type Turn = BlackholesTurn;

    fn side_to_move(&self) -> Color {
        self.setup.side
    }

    fn fullmove_number(&self) -> u32 {
        self.setup.fullmove
    }

    fn legal_turns(&self) -> Vec<BlackholesTurn> {
        let side = self.setup.side;
        pseudo_turns(&self.setup)
            .into_iter()
            .filter(|t| !self.king_capturable(&after(&self.setup, t), side))
            .collect()
    }

    fn play(&self, turn: &BlackholesTurn) -> Self {
        BlackHolesPosition {
            setup: after(&self.setup, turn),
        }
    }

    /// B6: relativistic threats give check too.
    fn is_check(&self) -> bool {
        self.king_capturable(&self.setup, self.setup.side)
    }

    /// Checkmate or stalemate (FIDE, with B6's check); bare kings are a dead position
    /// (a hole can still capture, so a side with one is not bare); seventy-five moves.
    fn outcome(&self) -> Option<Outcome> {
        let bare = self
            .squares()
            .all(|s| self.piece_at(s).is_none_or(|(_, t)| t == KING));
        super::position::fide_end(
            self.setup.side,
            !self.legal_turns().is_empty(),
            Rules::is_check(self),
            bare,
            self.setup.halfmove_clock,
        )
    }

    fn parse_turn(&self, text: &str) -> Result<BlackholesTurn, NotationError> {
        notation::parse(self, text)
    }

    fn write_turn(&self, turn: &BlackholesTurn) -> String {
        notation::write(self, turn)
    }

    /// B7 with numeric squares (docs/rules/blackholes.md): a normal move as in
    /// chess, a drop `(He1)` = `(H51)`, a path `Rc7-c6-d6xd2` = `37-36-46x42`.
    fn turn_forms(&self, turn: &BlackholesTurn, canonical: &str) -> Option<SquareForms> {
        let numeric = match *turn {
            BlackholesTurn::Normal(m) => {
                let squares = super::san::move_squares(def(), self.setup.side, &m)?;
                return Some(SquareForms::of_move(canonical, squares));
            }
            BlackholesTurn::Drop(at) => numeric_square(at).map(|at| format!("(H{at})")),
            BlackholesTurn::Relativistic {
                from,
                entry,
                exit,
                to,
                promotion,
                ..
            } => self.numeric_path([from, entry, exit, to], promotion, turn),
        };
        Some(SquareForms {
            long: canonical.to_string(),
            numeric,
        })
    }

    fn position_text(&self) -> String {
        self.setup.position_text(self.board_text(), self.live_ep())
    }

    fn repetition_key(&self) -> String {
        key_fields(self.board_text(), &self.setup, self.live_ep())
    }

    fn halfmove_clock(&self) -> u32 {
        self.setup.halfmove_clock
    }

    fn diagram(&self) -> Diagram {
        let mut pieces = BTreeMap::new();
        for s in self.squares() {
            if let Some((c, t)) = self.piece_at(s) {
                pieces.insert(s, letter(def(), c, t).to_compact_string());
            }
        }
        let legend = vec![
            LegendEntry {
                symbol: "N".into(),
                name: "Knight (the rule text's S)".into(),
                betza: "N".into(),
            },
            LegendEntry {
                symbol: "H".into(),
                name: "Hole (one king step to an empty square; carries pieces, B3-B4)".into(),
                betza: "mK".into(),
            },
        ];
        Diagram {
            geometry: GEOMETRY,
            pieces,
            marked: Vec::new(),
            directions: Default::default(),
            notes: Vec::new(),
            legend,
        }
    }
}

/// B7 in a score or a mail: a drop in parentheses, `(He1)`, is a turn of its own; any
/// other free-standing parenthesis is a remark or a variation.
#[derive(Clone, Copy, Debug, Default)]
pub struct BlackHolesSyntax;

impl TurnSyntax for BlackHolesSyntax {
    fn is_turn_word(&self, word: &str) -> bool {
        orthodox_turn_word(word)
    }

    fn group(&self, inner: &str, _after_turn: bool) -> Group {
        let group = format!("({inner})");
        let clean = TurnText::new(&group).map(|t| t.clean).unwrap_or_default();
        if algebraic::read_drop(&clean, GEOMETRY).is_some() {
            Group::Turn
        } else {
            Group::Skip
        }
    }
}

/// Reading and writing B7's notation.
mod notation {
    use super::*;
    use crate::notation::algebraic::{LegsText, MoveText};
    use crate::notation::words::{or_list, Phrase, Word};

    /// The piece a letter names: `S` and `N` are the knight (B1), `P` the pawn.
    fn piece_of(name: &PieceName) -> Option<Option<PieceTypeId>> {
        match name {
            PieceName::Unnamed => Some(None),
            PieceName::Letter('S') => Some(Some(KNIGHT)),
            PieceName::Letter(l) => def()
                .pieces
                .iter()
                .position(|p| p.letter == *l)
                .map(|i| Some(i as PieceTypeId)),
            PieceName::Designator(_) => None,
        }
    }

    fn promotion_letter(t: Option<PieceTypeId>) -> Option<char> {
        t.map(|t| def().piece(t).letter)
    }

    fn written_promotion(l: Option<char>) -> Option<char> {
        l.map(|c| if c == 'S' { 'N' } else { c })
    }

    /// Reads one turn (B7).
    ///
    /// # Errors
    ///
    /// [`NotationError`]: unreadable; illegal with the reason (a relativistic
    /// path whose landing is not where the text says lists the landings it has);
    /// ambiguous with the candidates.
    pub fn parse(p: &BlackHolesPosition, text: &str) -> Result<BlackholesTurn, NotationError> {
        let turn = TurnText::without_pass(text, VARIANT.id)?;
        let (raw, clean) = (turn.raw, turn.clean.as_str());
        let legal = p.legal_turns();
        if let Some((piece, at)) = algebraic::read_drop(clean, GEOMETRY) {
            return parse_drop(p, raw, &legal, piece, at);
        }
        if let Some(legs) = algebraic::read_legs(clean, GEOMETRY) {
            return parse_relativistic(p, raw, &legal, &legs);
        }
        let mv = algebraic::read_move(clean, GEOMETRY).ok_or_else(|| unreadable(raw))?;
        parse_normal(p, raw, &legal, &mv)
    }

    /// The drop written `piece@at` among the `legal` turns: only a hole (B2).
    fn parse_drop(
        p: &BlackHolesPosition,
        raw: &str,
        legal: &[BlackholesTurn],
        piece: PieceName,
        at: Square,
    ) -> Result<BlackholesTurn, NotationError> {
        if piece != PieceName::Letter('H') {
            return Err(NotationError::Illegal {
                text: raw.into(),
                reason: Phrase::new("blackholes-drop-hole"),
            });
        }
        let matches: Vec<BlackholesTurn> = legal
            .iter()
            .copied()
            .filter(|t| *t == BlackholesTurn::Drop(at))
            .collect();
        choose(raw, matches, || drop_refusal(p, at), |t| write(p, t))
    }

    /// The relativistic move written as its four squares (from, entry hole, exit
    /// hole, landing) among the `legal` turns.
    fn parse_relativistic(
        p: &BlackHolesPosition,
        raw: &str,
        legal: &[BlackholesTurn],
        legs: &LegsText,
    ) -> Result<BlackholesTurn, NotationError> {
        let piece = piece_of(&legs.piece).ok_or_else(|| unreadable(raw))?;
        let [from, entry, exit, to] = legs.squares[..] else {
            return Err(unreadable(raw));
        };
        let fits = |t: &BlackholesTurn| match *t {
            BlackholesTurn::Relativistic {
                from: f,
                entry: e,
                exit: x,
                to: d,
                promotion,
                ..
            } => {
                (f, e, x, d) == (from, entry, exit, to)
                    && piece.is_none_or(|pt| p.piece_at(f).is_some_and(|(_, t)| t == pt))
                    && (!legs.capture || p.is_capture(t))
                    && promotion_fits(
                        written_promotion(legs.promotion),
                        promotion_letter(promotion),
                    )
            }
            _ => false,
        };
        let matches: Vec<BlackholesTurn> = legal.iter().copied().filter(fits).collect();
        choose(
            raw,
            matches,
            || path_refusal(p, from, entry, exit, to),
            |t| write(p, t),
        )
    }

    /// The normal move or castling written in SAN among the `legal` turns; when
    /// none fits, whether one would but leaves the king capturable.
    fn parse_normal(
        p: &BlackHolesPosition,
        raw: &str,
        legal: &[BlackholesTurn],
        mv: &MoveText,
    ) -> Result<BlackholesTurn, NotationError> {
        let named = piece_of(&mv.piece).ok_or_else(|| unreadable(raw))?;
        let fits = |t: &BlackholesTurn| {
            let BlackholesTurn::Normal(m) = *t else {
                return false;
            };
            if let Some(wing) = mv.castle {
                return m.kind == MoveKind::Castle(wing);
            }
            let Some((_, t)) = p.piece_at(m.from) else {
                return false;
            };
            let piece_ok = match named {
                Some(pt) => pt == t,
                None => t == PAWN || mv.full_origin(),
            };
            piece_ok
                && mv.from_file.is_none_or(|f| f == m.from.file())
                && mv.from_rank.is_none_or(|r| r == m.from.rank())
                && mv.to == Some(m.to)
                && !matches!(m.kind, MoveKind::Castle(_))
                && (!mv.capture || p.is_capture(&BlackholesTurn::Normal(m)))
                && promotion_fits(
                    written_promotion(mv.promotion_or_parenthesised()),
                    promotion_letter(m.promotion),
                )
        };
        let matches: Vec<BlackholesTurn> = legal.iter().copied().filter(fits).collect();
        let pseudo = pseudo_turns(&p.setup);
        choose(
            raw,
            matches,
            || {
                if pseudo.iter().any(fits) {
                    self_check(p)
                } else {
                    Phrase::new("blackholes-no-move").with("side", p.setup.side.name())
                }
            },
            |t| write(p, t),
        )
    }

    fn unreadable(raw: &str) -> NotationError {
        NotationError::Unreadable {
            text: raw.into(),
            hint: Phrase::new("blackholes-hint"),
        }
    }

    fn self_check(p: &BlackHolesPosition) -> Phrase {
        Phrase::new("blackholes-self-check")
            .with("side", p.setup.side.name())
            .with("other", p.setup.side.opponent().name())
    }

    fn drop_refusal(p: &BlackHolesPosition, at: Square) -> Phrase {
        let home = GEOMETRY.relative_rank(p.setup.side, 0);
        if at.rank() != home || p.setup.cells[at.index()] != 0 {
            return Phrase::new("blackholes-drop-rank").with("rank", (home + 1).to_string());
        }
        self_check(p)
    }

    /// Why no legal relativistic move has this path: the landings it does have, or
    /// why it has none.
    fn path_refusal(
        p: &BlackHolesPosition,
        from: Square,
        entry: Square,
        exit: Square,
        to: Square,
    ) -> Phrase {
        let pseudo = pseudo_turns(&p.setup);
        let landings: Vec<String> = pseudo
            .iter()
            .filter_map(|t| match *t {
                BlackholesTurn::Relativistic {
                    from: f,
                    entry: e,
                    exit: x,
                    to: d,
                    ..
                } if (f, e, x) == (from, entry, exit) => Some(d.to_string()),
                _ => None,
            })
            .collect();
        if landings.iter().any(|d| *d == to.to_string()) {
            return self_check(p);
        }
        let mut unique = landings;
        unique.dedup();
        let Some(landings) = or_list(unique.into_iter().map(Word::Plain).collect()) else {
            return Phrase::new("blackholes-no-path")
                .with("from", from.to_string())
                .with("entry", entry.to_string())
                .with("exit", exit.to_string());
        };
        Phrase::new("blackholes-lands")
            .with("from", from.to_string())
            .with("entry", entry.to_string())
            .with("exit", exit.to_string())
            .with("landings", landings)
            .with("to", to.to_string())
    }

    /// Canonical text (B7): SAN for normal moves, `(He1)` for drops, the full path
    /// for relativistic moves; `+`/`#` (G3). Knights are written `N`.
    pub fn write(p: &BlackHolesPosition, turn: &BlackholesTurn) -> String {
        let mut out = match *turn {
            BlackholesTurn::Drop(at) => format!("(H{at})"),
            BlackholesTurn::Normal(m) => san(p, &m),
            BlackholesTurn::Relativistic {
                from,
                entry,
                exit,
                to,
                promotion,
                ..
            } => {
                let mut s = String::new();
                if let Some((_, t)) = p.piece_at(from) {
                    if t != PAWN {
                        s.push(def().piece(t).letter);
                    }
                }
                let sep = if p.is_capture(turn) { 'x' } else { '-' };
                s.push_str(&format!("{from}-{entry}-{exit}{sep}{to}"));
                if let Some(l) = promotion_letter(promotion) {
                    s.push('=');
                    s.push(l);
                }
                s
            }
        };
        let next = p.play(turn);
        if Rules::is_check(&next) {
            out.push(if Rules::legal_turns(&next).is_empty() {
                '#'
            } else {
                '+'
            });
        }
        out
    }

    fn san(p: &BlackHolesPosition, m: &Move) -> String {
        if let MoveKind::Castle(wing) = m.kind {
            return if wing == Wing::Queen { "O-O-O" } else { "O-O" }.into();
        }
        let Some((_, t)) = p.piece_at(m.from) else {
            return format!("{}{}", m.from, m.to);
        };
        let capture = p.is_capture(&BlackholesTurn::Normal(*m));
        let mut s = String::new();
        if t == PAWN {
            if capture {
                s.push(m.from.file_char());
            }
        } else {
            s.push(def().piece(t).letter);
            let rivals: Vec<Square> = p
                .legal_turns()
                .iter()
                .filter_map(|o| match *o {
                    BlackholesTurn::Normal(o)
                        if o.to == m.to
                            && o.from != m.from
                            && p.piece_at(o.from).map(|(_, ot)| ot) == Some(t) =>
                    {
                        Some(o.from)
                    }
                    _ => None,
                })
                .collect();
            s.push_str(&crate::rules::san::disambiguate(m.from, &rivals));
        }
        if capture {
            s.push('x');
        }
        s.push_str(&m.to.to_string());
        if let Some(l) = promotion_letter(m.promotion) {
            s.push('=');
            s.push(l);
        }
        s
    }
}
