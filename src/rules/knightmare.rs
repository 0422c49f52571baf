//! Combining Knightmare Chess (Peter Aronson; docs/rules/knightmare.md
//! holds the rules and rulings K1-K5, G1-G3). FIDE chess, except that a regular piece (N, B, R,
//! Q) moving onto an opposing regular piece joins it into a Knightmare that belongs to
//! both sides, each moving it as its own half.
//!
//! A square holds nothing, a piece of one side, or a Knightmare (a White half and a
//! Black half). Movement and attacks come from the FIDE pieces' Betza atoms
//! ([`crate::rules::fide::fide_def`]); this module adds combining (K1), the last-moved rule (K2),
//! pictorial check (K3), castling and promotion (K4) and the notation (K5).
//!
//! Position text: FEN where a Knightmare square is written `(Nr)` (White's half upper
//! case first, Black's lower case second), then a seventh field with the square of the
//! piece moved last (`-` at the start).

use compact_str::ToCompactString;
use std::collections::BTreeMap;

use super::fen::{key_fields, read_castling_field, Setup};
use super::fide::fide_static;
use super::fide::ids::{BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};
use super::movegen::{self, BoardView, Landing};
use super::moves::{Move, MoveKind};
use super::position::{
    AnyPosition, DrawReason, Options, Outcome, Rules, RulesError, VariantInfo, WinReason,
};
use super::setup::{self, Occupant, SetupCell, SetupError, SetupRules};
use super::standard::{attacked_along_lines, counters_after};
use crate::board::color::{ByColor, Color};
use crate::board::diagram::{Diagram, LegendEntry};
use crate::board::geometry::{Geometry, Square};
use crate::board::pieces::{PieceTypeId, VariantDef, Wing};
use crate::notation::algebraic::{self, MoveText, PieceName};
use crate::notation::forms::{SquareForms, TurnSquares};
use crate::notation::words::Phrase;
use crate::notation::{choose, promotion_fits, NotationError, TurnText};

fn regular(t: PieceTypeId) -> bool {
    matches!(t, QUEEN | ROOK | BISHOP | KNIGHT)
}

/// The registry entry for `knightmare`.
pub const VARIANT: VariantInfo = VariantInfo {
    id: "knightmare",
    name: "Combining Knightmare Chess",
    summary: "a regular piece moving onto an opposing one joins it into a Knightmare both sides move (K1-K5)",
    options: &[],
    start: |o| from_text(START, o).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    from_text: |t, o| from_text(t, o).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    syntax: &crate::notation::syntax::ORTHODOX,
    help_id: "help-variant-knightmare",
    rules_page: include_str!("../../docs/rules/knightmare.md"),
};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 -";

/// What stands on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum KnightmareCell {
    /// Nothing.
    #[default]
    Empty,
    /// One side's piece of a FIDE type ([`crate::rules::fide::ids`]).
    Piece(Color, PieceTypeId),
    /// Two regular pieces joined: White moves it as `white`, Black as `black` (K1).
    Knightmare {
        /// The type White moves it as.
        white: PieceTypeId,
        /// The type Black moves it as.
        black: PieceTypeId,
    },
}

impl KnightmareCell {
    /// The kind `side` moves this cell as, if `side` may move it at all.
    fn kind_for(self, side: Color) -> Option<PieceTypeId> {
        match self {
            KnightmareCell::Piece(c, t) if c == side => Some(t),
            KnightmareCell::Knightmare { white, black } => {
                Some(if side == Color::White { white } else { black })
            }
            _ => None,
        }
    }
}

/// A Knightmare Chess position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The orthodox state with Knightmare cells: side to move, castling rights (K4: an
    /// unmoved king and regular rook), en passant, clocks, the kings' squares.
    pub board: Setup<KnightmareCell>,
    /// The square of the piece moved last (K2); a newly formed Knightmare counts.
    pub last_moved: Option<Square>,
}

/// A position; the FIDE pieces' data is [`BoardView::def`]. Made only by
/// [`from_text`] (the set-up checked by [`SetupRules::KNIGHTMARE`]) and by playing a
/// move.
#[derive(Clone, Debug, PartialEq)]
pub struct KnightmarePosition {
    state: State,
}

fn letter_of(t: PieceTypeId) -> char {
    ['K', 'Q', 'R', 'B', 'N', 'P'][t as usize % 6]
}

fn kind_of(c: char) -> Option<PieceTypeId> {
    match c.to_ascii_uppercase() {
        'K' => Some(KING),
        'Q' => Some(QUEEN),
        'R' => Some(ROOK),
        'B' => Some(BISHOP),
        'N' => Some(KNIGHT),
        'P' => Some(PAWN),
        _ => None,
    }
}

/// The Knightmare's name, its two letters in the order Q R B N (K5): `QN`.
pub fn knightmare_name(white: PieceTypeId, black: PieceTypeId) -> String {
    let (a, b) = if white <= black {
        (white, black)
    } else {
        (black, white)
    };
    format!("{}{}", letter_of(a), letter_of(b))
}

/// A position from its position text.
///
/// # Errors
///
/// [`RulesError::Position`] naming the problem; [`RulesError::UnknownOption`].
pub fn from_text(text: &str, options: &Options) -> Result<KnightmarePosition, RulesError> {
    if let Some(key) = options.keys().next() {
        return Err(RulesError::UnknownOption {
            variant: "knightmare".into(),
            key: key.clone(),
        });
    }
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() < 4 {
        return Err(unreadable(format!(
            "position text needs at least 4 fields, found {}",
            fields.len()
        )));
    }
    let mut state = State {
        board: Setup::empty(KnightmareCell::Empty),
        last_moved: None,
    };
    read_board(fields[0], &mut state.board)?;
    read_state_fields(&fields, &mut state)?;
    let position = KnightmarePosition { state };
    setup::check(
        fide_static(),
        &position.state.board,
        &SetupRules::KNIGHTMARE,
        |color| position.king_attacked(&position.state, color),
    )?;
    Ok(position)
}

/// A position text that cannot be read, saying why.
fn unreadable(message: String) -> RulesError {
    RulesError::Position(SetupError::unreadable(message))
}

/// Reads the board field (eight ranks, the eighth first) into `board`'s cells and
/// royal squares.
fn read_board(field: &str, board: &mut Setup<KnightmareCell>) -> Result<(), RulesError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(unreadable(format!(
            "the board has 8 ranks, the text {}",
            ranks.len()
        )));
    }
    for (i, row) in ranks.iter().enumerate() {
        read_rank(row, 7 - i as u8, board)?;
    }
    Ok(())
}

/// Reads one rank of the board field (`rank` 0-based): digits for empty squares,
/// FEN letters, and `(Xy)` for a Knightmare.
fn read_rank(row: &str, rank: u8, board: &mut Setup<KnightmareCell>) -> Result<(), RulesError> {
    let mut file: u8 = 0;
    let chars: Vec<char> = row.chars().collect();
    let mut j = 0;
    while j < chars.len() {
        let c = chars[j];
        let square = Square::new(file, rank);
        if let Some(d) = c.to_digit(10) {
            file = file
                .checked_add(d as u8)
                .filter(|f| *f <= 8)
                .ok_or_else(|| unreadable(format!("rank {} has more than 8 files", rank + 1)))?;
            j += 1;
            continue;
        }
        let Some(square) = square.filter(|_| file < 8) else {
            return Err(unreadable(format!(
                "rank {} has more than 8 files",
                rank + 1
            )));
        };
        if c == '(' {
            board.cells[square.index()] = read_knightmare(&chars[j + 1..], rank)?;
            j += 4;
        } else {
            let t = kind_of(c).ok_or_else(|| unreadable(format!("{c:?} is not a piece")))?;
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            board.cells[square.index()] = KnightmareCell::Piece(color, t);
            if t == KING {
                board.royal[color] = Some(square);
            }
            j += 1;
        }
        file += 1;
    }
    if file != 8 {
        return Err(unreadable(format!(
            "rank {} has {file} files, not 8",
            rank + 1
        )));
    }
    Ok(())
}

/// The Knightmare written `(Xy)` (K5), from `rest`, the text after its `(`: a White
/// regular piece's letter, a Black one's, and `)`.
fn read_knightmare(rest: &[char], rank: u8) -> Result<KnightmareCell, RulesError> {
    let (Some(&w), Some(&b), Some(')')) = (rest.first(), rest.get(1), rest.get(2).copied()) else {
        return Err(unreadable(format!(
            "a Knightmare is written (Xy), e.g. (Nr), on rank {}",
            rank + 1
        )));
    };
    let (Some(wt), Some(bt)) = (kind_of(w), kind_of(b)) else {
        return Err(unreadable(format!("({w}{b}) is no Knightmare")));
    };
    if !w.is_ascii_uppercase() || !b.is_ascii_lowercase() || !regular(wt) || !regular(bt) {
        return Err(unreadable(format!("({w}{b}): a Knightmare joins a White regular piece (upper case, first) and a Black one")));
    }
    Ok(KnightmareCell::Knightmare {
        white: wt,
        black: bt,
    })
}

/// Reads the fields after the board (at least three: side to move, castling, en
/// passant; then the optional clocks and the last-moved square) into `state`.
fn read_state_fields(fields: &[&str], state: &mut State) -> Result<(), RulesError> {
    state.board.side = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(unreadable(format!("side to move {other:?} is not w or b"))),
    };
    let def = fide_static();
    // K4: castling needs the unmoved king and a regular rook, not a Knightmare half
    // (checked with the set-up below).
    state.board.castling = read_castling_field(def, fields[2]).map_err(SetupError::from)?;
    if fields[3] != "-" {
        state.board.ep = Some(
            def.geometry
                .parse_square(fields[3])
                .ok_or_else(|| unreadable(format!("en passant {:?}", fields[3])))?,
        );
    }
    if let Some(t) = fields.get(4) {
        state.board.halfmove_clock = t
            .parse()
            .map_err(|_| unreadable(format!("halfmove clock {t:?}")))?;
    }
    if let Some(t) = fields.get(5) {
        state.board.fullmove = t
            .parse::<u32>()
            .map_err(|_| unreadable(format!("fullmove number {t:?}")))?
            .max(1);
    }
    if let Some(t) = fields.get(6).filter(|t| **t != "-") {
        state.last_moved = Some(
            def.geometry
                .parse_square(t)
                .ok_or_else(|| unreadable(format!("last-moved square {t:?}")))?,
        );
    }
    Ok(())
}

/// The royal square and castling rights after `m` of the side to move (`mover` the
/// piece moved): a king move takes its side's rights, a move from or onto a rook's
/// square the right of that rook (K4).
fn rights_after(board: &mut Setup<KnightmareCell>, m: &Move, mover: KnightmareCell) {
    let side = board.side;
    if matches!(mover, KnightmareCell::Piece(_, KING)) {
        board.royal[side] = Some(m.to);
        board.castling[side] = [None; 2];
    }
    for color in Color::BOTH {
        for wing in 0..2 {
            if board.castling[color][wing].is_some_and(|r| r == m.from || r == m.to) {
                board.castling[color][wing] = None;
            }
        }
    }
}

/// K4: a Knightmare is neither a king, nor a pawn, nor a regular rook for castling.
impl SetupCell for KnightmareCell {
    fn occupant(self) -> Occupant {
        match self {
            KnightmareCell::Empty => Occupant::Empty,
            KnightmareCell::Piece(c, t) => Occupant::Piece(c, t),
            KnightmareCell::Knightmare { .. } => Occupant::Other,
        }
    }

    fn describe(self, def: &VariantDef) -> String {
        match self {
            KnightmareCell::Knightmare { white, black } => {
                format!("the Knightmare {}", knightmare_name(white, black))
            }
            other => match other.occupant() {
                Occupant::Piece(c, t) => {
                    format!("a {} {}", c.title(), def.piece(t).name.to_lowercase())
                }
                _ => "nothing".into(),
            },
        }
    }
}

impl KnightmarePosition {
    /// The board (with Knightmare cells) and the last-moved square.
    pub fn state(&self) -> &State {
        &self.state
    }

    fn squares(&self) -> impl Iterator<Item = Square> {
        self.def().geometry.squares()
    }

    /// K3: `color`'s king is attacked by the other side, whose Knightmares attack as
    /// its halves, also when they may not move now (pictorial check).
    fn king_attacked(&self, state: &State, color: Color) -> bool {
        let Some(king) = state.board.royal[color] else {
            return false;
        };
        self.attacked(state, king, color.opponent())
    }

    fn attacked(&self, state: &State, target: Square, by: Color) -> bool {
        attacked_along_lines(
            self.def(),
            target,
            by,
            |at| state.board.cells[at.index()] != KnightmareCell::Empty,
            |at| state.board.cells[at.index()].kind_for(by),
        )
    }

    /// Moves that obey the pieces' movement, K1's capture rules, K2 and K4's
    /// castling, not yet checked for the mover's king (K3): the one generator of
    /// [`movegen`] over this position's [`BoardView`].
    pub fn pseudo_legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        movegen::generate(self, &mut out);
        out
    }

    /// True when the move joins two regular pieces into a Knightmare (K1).
    pub fn combines(&self, m: &Move) -> bool {
        let side = self.state.board.side;
        matches!(self.state.board.cells[m.from.index()], KnightmareCell::Piece(c, t) if c == side && regular(t))
            && matches!(self.state.board.cells[m.to.index()], KnightmareCell::Piece(c, t) if c != side && regular(t))
    }

    fn is_capture(&self, m: &Move) -> bool {
        m.kind == MoveKind::EnPassant
            || (!matches!(m.kind, MoveKind::Castle(_))
                && self.state.board.cells[m.to.index()] != KnightmareCell::Empty)
    }

    /// The state after a move (trusted to be pseudo-legal).
    fn after(&self, m: &Move) -> State {
        let mut s = self.state;
        let side = s.board.side;
        let mover = s.board.cells[m.from.index()];
        let capture = self.is_capture(m);
        let pawn = matches!(mover, KnightmareCell::Piece(_, PAWN));
        match m.kind {
            MoveKind::Castle(wing) => self.castle(&mut s.board, m, wing, mover),
            _ => {
                if !self.land(&mut s.board, m, mover) {
                    return s;
                }
            }
        }
        rights_after(&mut s.board, m, mover);
        (s.board.ep, s.board.halfmove_clock, s.board.fullmove) = counters_after(
            m,
            side,
            self.def().geometry,
            capture || pawn,
            (s.board.halfmove_clock, s.board.fullmove),
        );
        s.last_moved = Some(m.to);
        s.board.side = side.opponent();
        s
    }

    /// Castling on `wing` (K4): the king (`mover`) and the rook to their squares,
    /// while the right and the rule stand.
    fn castle(
        &self,
        board: &mut Setup<KnightmareCell>,
        m: &Move,
        wing: Wing,
        mover: KnightmareCell,
    ) {
        let side = board.side;
        if let (Some(rook_from), Some(rule)) = (
            board.castling[side][wing as usize],
            self.def().castling[side][wing as usize],
        ) {
            board.cells[rook_from.index()] = KnightmareCell::Empty;
            board.cells[m.from.index()] = KnightmareCell::Empty;
            if let Some(rook_to) = Square::new(rule.rook_to, m.from.rank()) {
                board.cells[rook_to.index()] = KnightmareCell::Piece(side, ROOK);
            }
            board.cells[m.to.index()] = mover;
        }
    }

    /// A move other than castling: the pawn taken en passant leaves, and `mover`
    /// lands on the target joined into a Knightmare (K1), promoted, or as it is.
    /// False, the board left as it is, for a combining move that finds no two
    /// pieces to join.
    fn land(&self, board: &mut Setup<KnightmareCell>, m: &Move, mover: KnightmareCell) -> bool {
        let side = board.side;
        if m.kind == MoveKind::EnPassant {
            if let Some(victim) = Square::new(m.to.file(), m.from.rank()) {
                board.cells[victim.index()] = KnightmareCell::Empty;
            }
        }
        let landed = if self.combines(m) {
            let (KnightmareCell::Piece(_, mine), KnightmareCell::Piece(_, theirs)) =
                (mover, board.cells[m.to.index()])
            else {
                return false;
            };
            match side {
                Color::White => KnightmareCell::Knightmare {
                    white: mine,
                    black: theirs,
                },
                Color::Black => KnightmareCell::Knightmare {
                    white: theirs,
                    black: mine,
                },
            }
        } else if let Some(p) = m.promotion {
            KnightmareCell::Piece(side, p)
        } else {
            mover
        };
        board.cells[m.from.index()] = KnightmareCell::Empty;
        board.cells[m.to.index()] = landed;
        true
    }

    /// The board field of the position text.
    fn board_text(&self) -> String {
        crate::notation::board_field(self.def().geometry, |sq| {
            match self.state.board.cells[sq.index()] {
                KnightmareCell::Empty => None,
                KnightmareCell::Piece(c, t) => {
                    let l = letter_of(t);
                    Some(
                        (if c == Color::White {
                            l
                        } else {
                            l.to_ascii_lowercase()
                        })
                        .to_compact_string(),
                    )
                }
                KnightmareCell::Knightmare { white, black } => Some(compact_str::format_compact!(
                    "({}{})",
                    letter_of(white),
                    letter_of(black).to_ascii_lowercase()
                )),
            }
        })
    }

    fn key_fields(&self) -> String {
        let board = &self.state.board;
        let ep = board.ep.filter(|_| {
            self.legal_moves()
                .iter()
                .any(|m| m.kind == MoveKind::EnPassant)
        });
        key_fields(self.board_text(), board, ep)
    }

    /// Legal moves: pseudo-legal ones that leave the mover's king unattacked (K3).
    pub fn legal_moves(&self) -> Vec<Move> {
        let side = self.state.board.side;
        self.pseudo_legal_moves()
            .into_iter()
            .filter(|m| !self.king_attacked(&self.after(m), side))
            .collect()
    }

    /// The name of what stands on a square in notation: a letter, or a Knightmare's two.
    fn name_at(&self, sq: Square) -> String {
        match self.state.board.cells[sq.index()] {
            KnightmareCell::Piece(_, t) => letter_of(t).to_string(),
            KnightmareCell::Knightmare { white, black } => knightmare_name(white, black),
            KnightmareCell::Empty => String::new(),
        }
    }
}

/// The board as the side to move sees it: a Knightmare is moved as the mover's half,
/// except the one moved last (K2); the mover's own pieces are never targets, so a
/// Knightmare it moves takes none of its regular pieces (K1); every other piece or
/// Knightmare is taken (or combined with, K1), but for the enemy king; castling
/// rights are kept only while king and regular rook are unmoved (K4), a pawn promotes
/// to the FIDE list of regular pieces (K4), and squares are attacked with Knightmare
/// halves, also unmovable ones (K3).
impl BoardView for KnightmarePosition {
    fn def(&self) -> &VariantDef {
        fide_static()
    }

    fn side(&self) -> Color {
        self.state.board.side
    }

    fn mover(&self, from: Square) -> Option<PieceTypeId> {
        let cell = self.state.board.cells[from.index()];
        if matches!(cell, KnightmareCell::Knightmare { .. }) && self.state.last_moved == Some(from)
        {
            return None; // K2
        }
        cell.kind_for(self.state.board.side)
    }

    fn target(&self, to: Square) -> Landing {
        let side = self.state.board.side;
        match self.state.board.cells[to.index()] {
            KnightmareCell::Empty => Landing::Empty,
            KnightmareCell::Piece(c, _) if c == side => Landing::Own,
            KnightmareCell::Piece(_, KING) => Landing::Uncapturable,
            _ => Landing::Capturable,
        }
    }

    fn en_passant(&self) -> Option<Square> {
        self.state.board.ep
    }

    fn castling_rights(&self) -> ByColor<[Option<Square>; 2]> {
        self.state.board.castling
    }

    fn attacked(&self, square: Square) -> bool {
        KnightmarePosition::attacked(self, &self.state, square, self.state.board.side.opponent())
    }
}

impl Rules for KnightmarePosition {
    type Turn = Move;

    fn side_to_move(&self) -> Color {
        self.state.board.side
    }

    fn fullmove_number(&self) -> u32 {
        self.state.board.fullmove
    }

    fn legal_turns(&self) -> Vec<Move> {
        self.legal_moves()
    }

    fn play(&self, turn: &Move) -> Self {
        KnightmarePosition {
            state: self.after(turn),
        }
    }

    fn is_check(&self) -> bool {
        self.king_attacked(&self.state, self.state.board.side)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.legal_moves().is_empty() {
            return Some(if Rules::is_check(self) {
                Outcome::Win {
                    winner: self.state.board.side.opponent(),
                    reason: WinReason::Checkmate,
                }
            } else {
                Outcome::Draw(DrawReason::Stalemate)
            });
        }
        // Dead position (G1, FIDE 5.2.2): bare kings, or a king and a lone knight or
        // bishop against a bare king: a lone minor piece can neither mate nor combine,
        // as combining needs an opposing regular piece (K1).
        let others: Vec<KnightmareCell> = self
            .squares()
            .map(|s| self.state.board.cells[s.index()])
            .filter(|c| !matches!(c, KnightmareCell::Empty | KnightmareCell::Piece(_, KING)))
            .collect();
        let dead = match others[..] {
            [] => true,
            [KnightmareCell::Piece(_, t)] => t == KNIGHT || t == BISHOP,
            _ => false,
        };
        if dead {
            return Some(Outcome::Draw(DrawReason::DeadPosition));
        }
        if self.state.board.halfmove_clock >= 150 {
            return Some(Outcome::Draw(DrawReason::SeventyFiveMoveRule));
        }
        None
    }

    fn parse_turn(&self, text: &str) -> Result<Move, NotationError> {
        parse(self, text)
    }

    fn write_turn(&self, turn: &Move) -> String {
        write(self, turn)
    }

    fn turn_forms(&self, turn: &Move, canonical: &str) -> Option<SquareForms> {
        let squares: TurnSquares =
            super::san::move_squares(self.def(), self.state.board.side, turn)?;
        Some(SquareForms::of_move(canonical, squares))
    }

    fn position_text(&self) -> String {
        let s = &self.state;
        format!(
            "{} {} {} {}",
            self.key_fields(),
            s.board.halfmove_clock,
            s.board.fullmove,
            s.last_moved.map_or("-".to_string(), |q| q.to_string())
        )
    }

    /// G1: Knightmare ownership and the last-moved piece count.
    fn repetition_key(&self) -> String {
        format!(
            "{} {}",
            self.key_fields(),
            self.state
                .last_moved
                .map_or("-".to_string(), |q| q.to_string())
        )
    }

    fn halfmove_clock(&self) -> u32 {
        self.state.board.halfmove_clock
    }

    /// Each Knightmare shows both halves (`Nr`: White's knight half, Black's rook half);
    /// the legend says which half each player moves (K5).
    fn diagram(&self) -> Diagram {
        let mut pieces = BTreeMap::new();
        let mut legend = Vec::new();
        for sq in self.squares() {
            match self.state.board.cells[sq.index()] {
                KnightmareCell::Empty => {}
                KnightmareCell::Piece(c, t) => {
                    let l = letter_of(t);
                    pieces.insert(
                        sq,
                        (if c == Color::White {
                            l
                        } else {
                            l.to_ascii_lowercase()
                        })
                        .to_compact_string(),
                    );
                }
                KnightmareCell::Knightmare { white, black } => {
                    let symbol = format!(
                        "{}{}",
                        letter_of(white),
                        letter_of(black).to_ascii_lowercase()
                    );
                    let name = |t| self.def().piece(t).name.to_lowercase();
                    legend.push(LegendEntry {
                        symbol: symbol.clone(),
                        name: format!("Knightmare {} on {sq}", knightmare_name(white, black)),
                        betza: format!(
                            "White moves it as a {}, Black as a {}",
                            name(white),
                            name(black)
                        ),
                    });
                    pieces.insert(sq, symbol.into());
                }
            }
        }
        let mut notes = Vec::new();
        if let Some(last) = self.state.last_moved {
            if matches!(
                self.state.board.cells[last.index()],
                KnightmareCell::Knightmare { .. }
            ) {
                notes.push(format!(
                    "The Knightmare on {last} moved last: {} may not move it now (K2).",
                    self.state.board.side.title()
                ));
            }
        }
        Diagram {
            geometry: self.def().geometry,
            pieces,
            marked: Vec::new(),
            directions: Default::default(),
            notes,
            legend,
        }
    }
}

// ---- notation (K5) ----

/// A move text read with the shared toolkit, its piece names put in K5's order.
struct KnightmarePattern {
    mover: Option<String>,
    text: MoveText,
    victim: Option<String>,
    to: Square,
    promotion: Option<PieceTypeId>,
}

/// Letters in the order Q R B N, as K5 names a Knightmare.
fn ordered(name: &str) -> String {
    let mut kinds: Vec<PieceTypeId> = name.chars().filter_map(kind_of).collect();
    kinds.sort();
    kinds.iter().map(|&k| letter_of(k)).collect()
}

/// A piece name of K5: one letter of K Q R B N P, or a Knightmare's two of Q R B N.
fn k5_name(name: &PieceName) -> Option<String> {
    let text = match name {
        PieceName::Unnamed => return None,
        PieceName::Letter(c) => c.to_string(),
        PieceName::Designator(d) => d.clone(),
    };
    let valid = match text.len() {
        1 => text.chars().all(|c| "KQRBNP".contains(c)),
        2 => text.chars().all(|c| "QRBN".contains(c)),
        _ => false,
    };
    valid.then(|| ordered(&text))
}

fn read(text: &str) -> Option<KnightmarePattern> {
    let mv = algebraic::read_move(text, Geometry::STANDARD)?;
    let mover = match &mv.piece {
        PieceName::Unnamed => None,
        name => Some(k5_name(name)?),
    };
    let victim = match &mv.victim {
        None => None,
        Some(name) => Some(k5_name(name)?),
    };
    let promotion = match mv.promotion_or_parenthesised() {
        None => None,
        Some(c) => Some(kind_of(c).filter(|&t| regular(t))?),
    };
    Some(KnightmarePattern {
        mover,
        victim,
        to: mv.to?,
        promotion,
        text: mv,
    })
}

fn fits(p: &KnightmarePosition, pat: &KnightmarePattern, m: &Move) -> bool {
    if matches!(m.kind, MoveKind::Castle(_)) {
        return false;
    }
    let name = p.name_at(m.from);
    let mover_ok = match &pat.mover {
        Some(n) => *n == name,
        None => name == "P" || pat.text.full_origin(),
    };
    let combines = p.combines(m);
    let victim_ok = match &pat.victim {
        Some(v) => p.name_at(m.to) == *v,
        None => true,
    };
    mover_ok
        && pat.text.from_file.is_none_or(|f| f == m.from.file())
        && pat.text.from_rank.is_none_or(|r| r == m.from.rank())
        && pat.to == m.to
        && victim_ok
        && (!pat.text.joins || combines)
        && (!pat.text.capture || p.is_capture(m))
        && promotion_fits(pat.promotion.map(letter_of), m.promotion.map(letter_of))
}

/// Reads a move (K5).
///
/// # Errors
///
/// [`NotationError`] as for chess; a `~` on a move that forms no Knightmare
/// says so, and a move of a Knightmare that moved last names K2.
pub fn parse(p: &KnightmarePosition, text: &str) -> Result<Move, NotationError> {
    let turn = TurnText::without_pass(text, VARIANT.id)?;
    let (raw, clean) = (turn.raw, turn.clean);
    let legal = p.legal_moves();
    let castle = algebraic::read_move(&clean, Geometry::STANDARD).and_then(|m| m.castle);
    if let Some(wing) = castle {
        return legal
            .into_iter()
            .find(|m| m.kind == MoveKind::Castle(wing))
            .ok_or_else(|| NotationError::Illegal {
                text: raw.into(),
                reason: Phrase::new("knightmare-castling"),
            });
    }
    let pat = read(&clean).ok_or_else(|| NotationError::Unreadable {
        text: raw.into(),
        hint: Phrase::new("knightmare-hint"),
    })?;
    let matches: Vec<Move> = legal.iter().copied().filter(|m| fits(p, &pat, m)).collect();
    choose(raw, matches, || why_not(p, &pat), |m| write(p, m))
}

/// Why no legal move fits the text (K1-K3, FIDE 3).
fn why_not(p: &KnightmarePosition, pat: &KnightmarePattern) -> Phrase {
    let side = p.state.board.side;
    if let (Some(last), Some(name)) = (p.state.last_moved, &pat.mover) {
        if name.len() == 2
            && p.name_at(last) == *name
            && pat.text.from_file.is_none_or(|f| f == last.file())
        {
            return Phrase::new("knightmare-moved-last")
                .with("name", name.as_str())
                .with("square", last.to_string());
        }
    }
    let mut pseudo = p.pseudo_legal_moves();
    pseudo.retain(|m| fits(p, pat, m));
    if !pseudo.is_empty() {
        return Phrase::new("knightmare-self-check").with("side", side.name());
    }
    if pat.text.joins {
        return Phrase::new("knightmare-joins");
    }
    Phrase::new("knightmare-no-move")
        .with("side", side.name())
        .with("letters", pat.mover.clone().unwrap_or_else(|| "P".into()))
        .with("to", pat.to.to_string())
}

/// Canonical text (K5): SAN; a Knightmare by its two letters; `Q~Nc2` when forming one.
pub fn write(p: &KnightmarePosition, m: &Move) -> String {
    let mut out = match m.kind {
        MoveKind::Castle(Wing::King) => "O-O".into(),
        MoveKind::Castle(Wing::Queen) => "O-O-O".into(),
        _ => {
            let name = p.name_at(m.from);
            let mut s = String::new();
            let capture = p.is_capture(m);
            if name == "P" {
                if capture {
                    s.push(m.from.file_char());
                }
            } else {
                s.push_str(&name);
                s.push_str(&disambiguation(p, m, &name));
            }
            if p.combines(m) {
                s.push('~');
                s.push_str(&p.name_at(m.to));
            } else if capture {
                s.push('x');
            }
            s.push_str(&m.to.to_string());
            if let Some(t) = m.promotion {
                s.push('=');
                s.push(letter_of(t));
            }
            s
        }
    };
    let after = p.play(m);
    if Rules::is_check(&after) {
        out.push(if after.legal_moves().is_empty() {
            '#'
        } else {
            '+'
        });
    }
    out
}

fn disambiguation(p: &KnightmarePosition, m: &Move, name: &str) -> String {
    let rivals: Vec<Square> = p
        .legal_moves()
        .iter()
        .filter(|o| o.to == m.to && o.from != m.from && p.name_at(o.from) == name)
        .map(|o| o.from)
        .collect();
    crate::rules::san::disambiguate(m.from, &rivals)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_run_of_digits_is_an_error_not_an_overflow() {
        let text = format!("4k3/8/8/8/8/8/8/4K{} w - - 0 1", "9".repeat(40));
        let e = from_text(&text, &Options::new()).unwrap_err();
        assert!(e.to_string().contains("more than 8 files"), "{e}");
    }
}
