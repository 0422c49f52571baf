//! Revolving Chess, Promotions and Demotions (ProDem), Move Up Take Down (MUTD):
//! docs/rules/revolving.md, prodem.md and mutd.md (rulings R1, P1-P3, U1, N1, G1-G3).
//! FIDE pieces on the orthodox board; after each move the moved piece changes into
//! another type by the variant's rule ([`Change`]). The move itself is the orthodox
//! engine's; this module adds the change, each variant's legality and end, and the
//! notation with the piece after the change in parentheses (`Nc3(B)`).

use std::sync::{Arc, OnceLock};

use super::fen::{decode, parse_fen, Setup};
use super::fide::ids::{BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};
use super::fide::{fide_def, standard_diagram};
use super::moves::{Move, MoveKind};
use super::position::{
    AnyPosition, DrawReason, Options, Outcome, Rules, RulesError, VariantInfo, WinReason,
};
use super::setup::{self, SetupError, SetupRules};
use super::standard::{apply, generate_moves, is_attacked, StandardPosition};
use crate::board::color::{ByColor, Color};
use crate::board::diagram::Diagram;
use crate::board::geometry::Square;
use crate::board::pieces::{PieceTypeId, VariantDef};
use crate::notation::forms::SquareForms;
use crate::notation::syntax::{Words, ORTHODOX};
use crate::notation::NotationError;

/// N1: a capture may name the captured piece instead of its square (`R:B(Q)`).
const N1_WORDS: Words = Words {
    named_captures: true,
    ..ORTHODOX
};

/// N1 and P1: ProDem's pass `--` may stand alone on a line.
const PRODEM_WORDS: Words = Words {
    pass_line: true,
    ..N1_WORDS
};

/// Which rule changes the moved piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Change {
    /// R1: N->B->R->Q->N after every move; pawns and kings do not revolve.
    Revolving,
    /// P1-P3: promoted on even turns, demoted on odd turns (P < N or B < R < Q).
    ProDem,
    /// U1: up P->N->B->R->Q->P after a move, down after a capture; pawnless cycle.
    Mutd,
}

impl Change {
    fn id(self) -> &'static str {
        match self {
            Change::Revolving => "revolving",
            Change::ProDem => "prodem",
            Change::Mutd => "mutd",
        }
    }
}

/// Registry entries.
pub const REVOLVING: VariantInfo = VariantInfo {
    id: "revolving",
    name: "Revolving Chess",
    summary: "a moved piece revolves N->B->R->Q->N; the stalemated player loses (R1)",
    options: &[],
    start: |o| start(Change::Revolving, o).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    from_text: |t, o| {
        from_fen(Change::Revolving, t, o).map(|p| Box::new(p) as Box<dyn AnyPosition>)
    },
    syntax: &N1_WORDS,
    help_id: "help-variant-revolving",
    rules_page: include_str!("../../docs/rules/revolving.md"),
};

/// Promotions and Demotions.
pub const PRODEM: VariantInfo = VariantInfo {
    id: "prodem",
    name: "Promotions and Demotions",
    summary: "even turns promote the moved piece, odd turns demote it; capture the king (P1-P3)",
    options: &[],
    start: |o| start(Change::ProDem, o).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    from_text: |t, o| from_fen(Change::ProDem, t, o).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    syntax: &PRODEM_WORDS,
    help_id: "help-variant-prodem",
    rules_page: include_str!("../../docs/rules/prodem.md"),
};

/// Move Up Take Down.
pub const MUTD: VariantInfo = VariantInfo {
    id: "mutd",
    name: "Move Up Take Down",
    summary: "a moved piece goes up P->N->B->R->Q->P, a capturing one down; capture the king (U1)",
    options: &[],
    start: |o| start(Change::Mutd, o).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    from_text: |t, o| from_fen(Change::Mutd, t, o).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    syntax: &N1_WORDS,
    help_id: "help-variant-mutd",
    rules_page: include_str!("../../docs/rules/mutd.md"),
};

/// FIDE pieces without promotion or castling (ProDem and MUTD, P3/U1).
fn plain_def() -> Arc<VariantDef> {
    static DEF: OnceLock<Arc<VariantDef>> = OnceLock::new();
    Arc::clone(DEF.get_or_init(|| {
        let fide = fide_def();
        Arc::new(VariantDef::new(
            "revolving-family",
            fide.geometry,
            fide.pieces.clone(),
            fide.army.clone(),
            ByColor::new(Vec::new(), Vec::new()),
            ByColor::splat([None; 2]),
            NO_CASTLING_START,
        ))
    }))
}

/// A position of one of the three variants: made only by [`from_fen`] (the set-up
/// checked by the variant's [`SetupRules`]) and by playing a turn.
#[derive(Clone, Debug)]
pub struct RevolvingPosition {
    def: Arc<VariantDef>,
    setup: Setup,
    change: Change,
}

/// One turn: a move and the type the moved piece becomes (for castling: the rook's),
/// or ProDem's pass on turn 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RevolvingTurn {
    /// A move, and the type the moved piece becomes.
    Move {
        /// The orthodox move.
        mv: Move,
        /// The type the moved piece (for castling: the rook) becomes.
        becomes: PieceTypeId,
    },
    /// ProDem's pass on turn 1 (P1).
    Pass,
}

/// ProDem and MUTD start from FIDE's position without castling rights (P3, U1).
const NO_CASTLING_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

fn start(change: Change, options: &Options) -> Result<RevolvingPosition, RulesError> {
    let fen = if change == Change::Revolving {
        super::fide::START_FEN
    } else {
        NO_CASTLING_START
    };
    from_fen(change, fen, options)
}

/// A position from FEN.
///
/// # Errors
///
/// [`RulesError`] for an option (none are taken) or a bad FEN.
pub fn from_fen(
    change: Change,
    fen: &str,
    options: &Options,
) -> Result<RevolvingPosition, RulesError> {
    if let Some(key) = options.keys().next() {
        return Err(RulesError::UnknownOption {
            variant: change.id().into(),
            key: key.clone(),
        });
    }
    let def = match change {
        Change::Revolving => fide_def(),
        _ => plain_def(),
    };
    let setup = parse_fen(&def, fen).map_err(SetupError::from)?;
    // ProDem and MUTD: no check, so a king may stand attacked; pawns may stand on the
    // first and last ranks; no castling, no en passant (P3, U1).
    let rules = match change {
        Change::Revolving => &SetupRules::REVOLVING,
        Change::ProDem => &SetupRules::PRODEM,
        Change::Mutd => &SetupRules::MUTD,
    };
    setup::check(&def, &setup, rules, |color| {
        setup.royal[color].is_some_and(|king| is_attacked(&def, &setup, king, color.opponent()))
    })?;
    Ok(RevolvingPosition { def, setup, change })
}

impl RevolvingPosition {
    /// The variant description (the FIDE pieces; no castling or promotion in ProDem
    /// and MUTD).
    pub fn def(&self) -> &VariantDef {
        &self.def
    }

    /// The board and state.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Which of the three variants.
    pub fn change(&self) -> Change {
        self.change
    }

    fn standard(&self) -> StandardPosition {
        StandardPosition::view(Arc::clone(&self.def), self.setup)
    }

    fn side(&self) -> Color {
        self.setup.side
    }

    fn type_at(&self, s: Square) -> Option<PieceTypeId> {
        decode(self.setup.cells[s.index()]).map(|(_, t)| t)
    }

    fn pawns_on_board(&self) -> bool {
        self.def
            .geometry
            .squares()
            .any(|s| self.type_at(s) == Some(PAWN))
    }

    /// The types a moved piece of type `t` may become (empty: it may not move, P2).
    fn becomes(&self, t: PieceTypeId, capture: bool) -> Vec<PieceTypeId> {
        if t == KING {
            return vec![KING];
        }
        match self.change {
            Change::Revolving => vec![match t {
                KNIGHT => BISHOP,
                BISHOP => ROOK,
                ROOK => QUEEN,
                QUEEN => KNIGHT,
                other => other,
            }],
            Change::ProDem => {
                let even = self.setup.fullmove.is_multiple_of(2);
                match (t, even) {
                    (PAWN, true) => vec![KNIGHT, BISHOP],
                    (KNIGHT | BISHOP, true) => vec![ROOK],
                    (ROOK, true) => vec![QUEEN],
                    (QUEEN, false) => vec![ROOK],
                    (ROOK, false) => vec![KNIGHT, BISHOP],
                    (KNIGHT | BISHOP, false) => vec![PAWN],
                    _ => Vec::new(),
                }
            }
            Change::Mutd => {
                let cycle: &[PieceTypeId] = if self.pawns_on_board() {
                    &[PAWN, KNIGHT, BISHOP, ROOK, QUEEN]
                } else {
                    &[KNIGHT, BISHOP, ROOK, QUEEN]
                };
                let Some(i) = cycle.iter().position(|&c| c == t) else {
                    return vec![t];
                };
                let n = cycle.len();
                vec![if capture {
                    cycle[(i + n - 1) % n]
                } else {
                    cycle[(i + 1) % n]
                }]
            }
        }
    }

    /// Every turn that obeys the pieces' moves and the change rule; for Revolving the
    /// king's safety is checked by the caller.
    fn candidate_turns(&self) -> Vec<RevolvingTurn> {
        let side = self.side();
        if self.change == Change::ProDem && side == Color::White && self.setup.fullmove == 1 {
            return vec![RevolvingTurn::Pass]; // P1: White passes on turn 1.
        }
        let mut moves = Vec::new();
        generate_moves(
            &self.def,
            &self.setup,
            &mut moves,
            self.change == Change::Revolving,
        );
        if self.change != Change::Revolving {
            let last = self
                .def
                .geometry
                .relative_rank(side, self.def.geometry.ranks - 1);
            moves.retain(|m| !(self.type_at(m.from) == Some(PAWN) && m.from.rank() == last));
            moves.retain(|m| m.kind != MoveKind::EnPassant);
            self.first_rank_pawn_steps(&mut moves);
        }
        let mut turns = Vec::new();
        for m in moves {
            let Some(t) = self.type_at(m.from) else {
                continue;
            };
            let capture = self.standard().is_capture(&m);
            let choices = match (m.kind, m.promotion) {
                (MoveKind::Castle(_), _) => vec![QUEEN],
                (_, Some(p)) => vec![p],
                _ => self.becomes(t, capture),
            };
            turns.extend(
                choices
                    .into_iter()
                    .map(|becomes| RevolvingTurn::Move { mv: m, becomes }),
            );
        }
        turns
    }

    /// P3/U1: a pawn on its own first rank may move one or two squares (the one-square
    /// step comes from its Betza atoms).
    fn first_rank_pawn_steps(&self, moves: &mut Vec<Move>) {
        let side = self.side();
        let g = self.def.geometry;
        let first = g.relative_rank(side, 0);
        for s in g.squares().filter(|s| s.rank() == first) {
            if decode(self.setup.cells[s.index()]) != Some((side, PAWN)) {
                continue;
            }
            let (Some(over), Some(to)) = (
                s.offset(0, side.forward(), g),
                s.offset(0, 2 * side.forward(), g),
            ) else {
                continue;
            };
            if self.setup.cells[over.index()] == 0 && self.setup.cells[to.index()] == 0 {
                moves.push(Move {
                    from: s,
                    to,
                    promotion: None,
                    kind: MoveKind::Normal,
                });
            }
        }
    }

    /// The setup after a turn.
    fn after(&self, turn: &RevolvingTurn) -> Setup {
        let mut setup = self.setup;
        match *turn {
            RevolvingTurn::Pass => {
                if setup.side == Color::Black {
                    setup.fullmove += 1;
                }
                setup.side = setup.side.opponent();
                setup.halfmove_clock += 1;
                setup.ep = None;
            }
            RevolvingTurn::Move { mv, becomes } => {
                let side = setup.side;
                apply(&self.def, &mut setup, &mv);
                let square = match mv.kind {
                    MoveKind::Castle(wing) => self.def.castling[side][wing as usize]
                        .and_then(|rule| Square::new(rule.rook_to, mv.from.rank()))
                        .unwrap_or(mv.to),
                    _ => mv.to,
                };
                setup.cells[square.index()] = super::fen::cell(side, becomes);
                if becomes == KING {
                    setup.royal[side] = Some(square);
                }
                if self.change != Change::Revolving {
                    setup.ep = None;
                }
            }
        }
        setup
    }

    fn own_king_safe(&self, setup: &Setup, side: Color) -> bool {
        setup.royal[side].is_none_or(|k| !is_attacked(&self.def, setup, k, side.opponent()))
    }

    fn with(&self, setup: Setup) -> RevolvingPosition {
        RevolvingPosition {
            def: Arc::clone(&self.def),
            setup,
            change: self.change,
        }
    }

    fn king_attacked(&self) -> bool {
        let side = self.side();
        !self.own_king_safe(&self.setup, side)
    }
}

impl Rules for RevolvingPosition {
    type Turn = RevolvingTurn;

    fn side_to_move(&self) -> Color {
        self.side()
    }

    fn fullmove_number(&self) -> u32 {
        self.setup.fullmove
    }

    /// Revolving: the king may not be left attacked, judged with the moved piece after
    /// its change (R1). ProDem and MUTD have no check: every candidate is legal (P3, U1).
    fn legal_turns(&self) -> Vec<RevolvingTurn> {
        // A captured king ends the game (P3, U1): no turn follows, so perft stops
        // there.
        if self.setup.royal.iter().any(Option::is_none) {
            return Vec::new();
        }
        let side = self.side();
        let mut turns = self.candidate_turns();
        if self.change == Change::Revolving {
            turns.retain(|t| self.own_king_safe(&self.after(t), side));
        }
        turns
    }

    fn play(&self, turn: &RevolvingTurn) -> Self {
        self.with(self.after(turn))
    }

    /// Revolving: as in FIDE. ProDem and MUTD have no check (P3, U1).
    fn is_check(&self) -> bool {
        self.change == Change::Revolving && self.king_attacked()
    }

    fn outcome(&self) -> Option<Outcome> {
        let side = self.side();
        for color in Color::BOTH {
            if self.setup.royal[color].is_none() {
                return Some(Outcome::Win {
                    winner: color.opponent(),
                    reason: WinReason::KingCaptured,
                });
            }
        }
        if self.legal_turns().is_empty() {
            // Revolving: mate as in FIDE, and the stalemated player loses (R1); ProDem and
            // MUTD: a player with no legal move loses (P3, U1).
            let reason = if Rules::is_check(self) {
                WinReason::Checkmate
            } else {
                WinReason::NoLegalMove
            };
            return Some(Outcome::Win {
                winner: side.opponent(),
                reason,
            });
        }
        // Dead position: bare kings only; a lone knight or bishop is no dead position
        // here, for it revolves into a queen (decision, G1 "K v K at least").
        let bare = self
            .def
            .geometry
            .squares()
            .all(|s| self.type_at(s).is_none_or(|t| t == KING));
        if self.change == Change::Revolving && bare {
            return Some(Outcome::Draw(DrawReason::DeadPosition));
        }
        if self.setup.halfmove_clock >= 150 {
            return Some(Outcome::Draw(DrawReason::SeventyFiveMoveRule));
        }
        None
    }

    fn parse_turn(&self, text: &str) -> Result<RevolvingTurn, NotationError> {
        notation::parse(self, text)
    }

    fn write_turn(&self, turn: &RevolvingTurn) -> String {
        notation::write(self, turn)
    }

    /// N1 with numeric squares (docs/rules/prodem.md): the change stays a letter
    /// in parentheses, `Nb1-c3(B)` = `2133(B)`; ProDem's pass names no square.
    fn turn_forms(&self, turn: &RevolvingTurn, canonical: &str) -> Option<SquareForms> {
        let RevolvingTurn::Move { mv, .. } = turn else {
            return None;
        };
        let squares = super::san::move_squares(self.def(), self.side(), mv)?;
        Some(SquareForms::of_move(canonical, squares))
    }

    fn position_text(&self) -> String {
        self.standard().fen()
    }

    /// For ProDem the parity of the turn number counts too (what the next change
    /// depends on, G1).
    fn repetition_key(&self) -> String {
        let base = self.standard().fen_without_counters();
        match self.change {
            Change::ProDem => format!(
                "{base} {}",
                if self.setup.fullmove.is_multiple_of(2) {
                    "even"
                } else {
                    "odd"
                }
            ),
            _ => base,
        }
    }

    fn halfmove_clock(&self) -> u32 {
        self.setup.halfmove_clock
    }

    fn diagram(&self) -> Diagram {
        let mut d = standard_diagram(&self.standard());
        if self.change == Change::ProDem {
            let (n, even) = (self.setup.fullmove, self.setup.fullmove.is_multiple_of(2));
            d.notes.push(format!(
                "RevolvingTurn {n} is {}: a piece moved now is {}.",
                if even { "even" } else { "odd" },
                if even { "promoted" } else { "demoted" }
            ));
        }
        d
    }
}

pub mod notation {
    //! N1: SAN plus the piece after the change in parentheses (`Nc3(B)`, `O-O(Q)`); a
    //! captured piece may be named (`R:B(Q)`, `Ne:N(P)`, `Ba:Rc3(P)`), the destination
    //! then optional; long forms (`Re8e5(N)`); `--` for ProDem's pass. The suffix is
    //! optional where the result is forced and must agree where given.

    use super::{RevolvingPosition, RevolvingTurn, PAWN};
    use crate::board::geometry::{Geometry, Square};
    use crate::board::pieces::Wing;
    use crate::notation::algebraic::{self, PieceName};
    use crate::notation::words::{or_list, Phrase, Word};
    use crate::notation::{promotion_fits, NotationError, TurnText};
    use crate::rules::fen::decode;
    use crate::rules::moves::MoveKind;
    use crate::rules::position::Rules;

    #[derive(Debug, Default)]
    struct Pattern {
        piece: Option<char>,
        from_file: Option<u8>,
        from_rank: Option<u8>,
        victim: Option<char>,
        to: Option<Square>,
        promotion: Option<char>,
        suffix: Option<char>,
        castle: Option<Wing>,
    }

    /// Reads a move text with the shared toolkit; N1's pieces are single
    /// FEN letters, and a letter in parentheses is the piece after the change.
    fn read(text: &str) -> Option<Pattern> {
        let mv = algebraic::read_move(text, Geometry::STANDARD)?;
        let letter = |name: &PieceName| match name {
            PieceName::Letter(c) if "KQRBNP".contains(*c) => Some(Some(*c)),
            PieceName::Unnamed => Some(None),
            _ => None,
        };
        Some(Pattern {
            piece: letter(&mv.piece)?.filter(|_| mv.castle.is_none()),
            from_file: mv.from_file,
            from_rank: mv.from_rank,
            victim: match &mv.victim {
                Some(v) => Some(letter(v)??),
                None => None,
            },
            to: mv.to,
            promotion: mv.promotion,
            suffix: mv.parenthesised,
            castle: mv.castle,
        })
    }

    fn letter(p: &RevolvingPosition, t: u8) -> char {
        p.def.piece(t).letter
    }

    /// True when the turn agrees with everything written but the suffix.
    fn fits(p: &RevolvingPosition, pat: &Pattern, turn: &RevolvingTurn) -> bool {
        let RevolvingTurn::Move { mv, .. } = turn else {
            return false;
        };
        if let Some(wing) = pat.castle {
            return mv.kind == MoveKind::Castle(wing);
        }
        if matches!(mv.kind, MoveKind::Castle(_)) {
            return false;
        }
        let Some((_, t)) = decode(p.setup.cells[mv.from.index()]) else {
            return false;
        };
        let full_origin = pat.from_file.is_some() && pat.from_rank.is_some();
        let piece_ok = match pat.piece {
            Some(l) => letter(p, t) == l,
            None => t == PAWN || full_origin,
        };
        let victim = decode(p.setup.cells[mv.to.index()]).map(|(_, v)| letter(p, v));
        piece_ok
            && pat.from_file.is_none_or(|f| f == mv.from.file())
            && pat.from_rank.is_none_or(|r| r == mv.from.rank())
            && pat.to.is_none_or(|s| s == mv.to)
            // The sample scores write `:` on plain moves too (`R:a6(Q)` in the Revolving
            // game), so the mark alone is not checked; a named victim is.
            && pat.victim.is_none_or(|v| victim == Some(v))
            && promotion_fits(pat.promotion, mv.promotion.map(|t| letter(p, t)))
    }

    /// Reads one turn.
    ///
    /// # Errors
    ///
    /// [`NotationError`]: unreadable, illegal (with a reason; a suffix that
    /// disagrees says what the piece becomes), or ambiguous (with the candidates).
    pub fn parse(p: &RevolvingPosition, text: &str) -> Result<RevolvingTurn, NotationError> {
        let turn = TurnText::new(text)?;
        let (raw, clean) = (turn.raw, turn.clean.as_str());
        let legal = p.legal_turns();
        if turn.is_null_move() {
            return legal
                .into_iter()
                .find(|t| *t == RevolvingTurn::Pass)
                .ok_or_else(|| {
                    if p.change == super::Change::ProDem {
                        NotationError::Illegal {
                            text: raw.into(),
                            reason: Phrase::new("prodem-pass"),
                        }
                    } else {
                        NotationError::NullMove {
                            text: raw.into(),
                            variant: p.change.id().into(),
                        }
                    }
                });
        }
        let pat = read(clean).ok_or_else(|| NotationError::Unreadable {
            text: raw.into(),
            hint: Phrase::new("revolving-hint"),
        })?;
        let fitting: Vec<RevolvingTurn> =
            legal.iter().copied().filter(|t| fits(p, &pat, t)).collect();
        let matching: Vec<RevolvingTurn> = fitting
            .iter()
            .copied()
            .filter(|t| match (t, pat.suffix) {
                (RevolvingTurn::Move { becomes, .. }, Some(s)) => letter(p, *becomes) == s,
                _ => true,
            })
            .collect();
        if matching.is_empty() && !fitting.is_empty() {
            let becomes: Vec<Word> = fitting
                .iter()
                .filter_map(|t| match t {
                    RevolvingTurn::Move { becomes, .. } => {
                        Some(Word::Plain(letter(p, *becomes).to_string()))
                    }
                    RevolvingTurn::Pass => None,
                })
                .collect();
            let becomes = or_list(becomes).unwrap_or_else(|| Word::from("?"));
            return Err(NotationError::Illegal {
                text: raw.into(),
                reason: Phrase::new("revolving-becomes")
                    .with("becomes", becomes)
                    .with("suffix", pat.suffix.unwrap_or('?').to_string()),
            });
        }
        crate::notation::choose(raw, matching, || why_not(p, &pat), |t| write(p, t))
    }

    /// Why no legal turn fits the text (R1, P1-P3, U1, FIDE 3).
    fn why_not(p: &RevolvingPosition, pat: &Pattern) -> Phrase {
        let side = p.side_to_move();
        if pat.castle.is_some() {
            return Phrase::new("revolving-castling");
        }
        // A move that fits but is not legal can only leave the king in check: only
        // Revolving keeps FIDE's check (R1); ProDem and MUTD have none (P3, U1).
        if p.candidate_turns().iter().any(|t| fits(p, pat, t)) {
            return Phrase::new("revolving-self-check").with("side", side.name());
        }
        let piece = match pat.piece {
            Some(l) => p
                .def
                .pieces
                .iter()
                .find(|t| t.letter == l)
                .map_or(Word::Id("piece-any"), Word::piece),
            None => Word::Id("spoken-pawn"),
        };
        let reason = match (pat.to, pat.victim) {
            (Some(square), _) => {
                Phrase::new("revolving-no-reach").with("square", square.to_string())
            }
            (None, Some(victim)) => {
                Phrase::new("revolving-no-capture").with("victim", victim.to_string())
            }
            (None, None) => Phrase::new("revolving-no-move"),
        };
        reason
            .with("side", side.name())
            .with("piece", piece)
            .with("why", Phrase::new(why_id(p, pat)))
    }

    /// The note after a refused move: ProDem's odd or even turn (P2) when it is
    /// the reason, else where the variant's moves are written.
    fn why_id(p: &RevolvingPosition, pat: &Pattern) -> &'static str {
        if p.change == super::Change::ProDem {
            let even = p.setup.fullmove.is_multiple_of(2);
            match (pat.piece, even) {
                (None | Some('P'), false) => return "prodem-odd",
                (Some('Q'), true) => return "prodem-even",
                _ => {}
            }
        }
        match p.change {
            super::Change::Revolving => "revolving-moves",
            super::Change::ProDem => "prodem-moves",
            super::Change::Mutd => "mutd-moves",
        }
    }

    /// Canonical text: SAN with the piece after its change, `+`/`#` (G3).
    pub fn write(p: &RevolvingPosition, turn: &RevolvingTurn) -> String {
        let RevolvingTurn::Move { mv, becomes } = *turn else {
            return "--".into();
        };
        let Some((_, t)) = decode(p.setup.cells[mv.from.index()]) else {
            return "--".into();
        };
        let mut out = match mv.kind {
            MoveKind::Castle(Wing::King) => "O-O".to_string(),
            MoveKind::Castle(Wing::Queen) => "O-O-O".to_string(),
            _ => {
                let capture = decode(p.setup.cells[mv.to.index()]).is_some()
                    || mv.kind == MoveKind::EnPassant;
                let mut s = String::new();
                if t == PAWN {
                    if capture {
                        s.push(mv.from.file_char());
                    }
                } else {
                    s.push(letter(p, t));
                    s.push_str(&disambiguation(p, turn));
                }
                if capture {
                    s.push('x');
                }
                s.push_str(&mv.to.to_string());
                if let Some(promo) = mv.promotion {
                    s.push('=');
                    s.push(letter(p, promo));
                }
                s
            }
        };
        // The suffix names a change; a piece that stays what it was (a king, a pawn in
        // Revolving) is written as in SAN.
        if becomes != t && mv.promotion.is_none() || matches!(mv.kind, MoveKind::Castle(_)) {
            out.push_str(&format!("({})", letter(p, becomes)));
        }
        let after = p.play(turn);
        let opponent_attacked = !after.own_king_safe(&after.setup, after.side());
        if opponent_attacked {
            out.push(
                if after.change == super::Change::Revolving && after.legal_turns().is_empty() {
                    '#'
                } else {
                    '+'
                },
            );
        }
        out
    }

    fn disambiguation(p: &RevolvingPosition, turn: &RevolvingTurn) -> String {
        let RevolvingTurn::Move { mv, .. } = *turn else {
            return String::new();
        };
        let t = decode(p.setup.cells[mv.from.index()]).map(|(_, t)| t);
        let rivals: Vec<Square> = p
            .legal_turns()
            .iter()
            .filter_map(|o| match o {
                RevolvingTurn::Move { mv: m, .. } if m.to == mv.to && m.from != mv.from => {
                    Some(m.from)
                }
                _ => None,
            })
            .filter(|from| decode(p.setup.cells[from.index()]).map(|(_, t)| t) == t)
            .collect();
        crate::rules::san::disambiguate(mv.from, &rivals)
    }
}
