//! FIDE chess: the base every variant modifies (ruling G1). The orthodox engine of
//! [`crate::rules::standard`] with the six FIDE pieces as Betza data, plus the rules
//! that turn a position into a result: checkmate, stalemate, dead position and the
//! seventy-five-move rule. Repetition and claims need the game record and live in
//! [`crate::rules::game`].

use compact_str::ToCompactString;
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use super::fen::decode;
use super::moves::Move;
use super::position::{
    AnyPosition, DrawReason, Options, Outcome, Rules, RulesError, VariantInfo, WinReason,
};
use super::setup::SetupRules;
use super::standard::{letter, StandardPosition};
use crate::board::color::{ByColor, Color};
use crate::board::diagram::{Diagram, LegendEntry};
use crate::board::geometry::{Geometry, Square};
use crate::board::pieces::{CastlingWing, PieceType, VariantDef};
use crate::notation::forms::SquareForms;
use crate::notation::NotationError;
use crate::rules::san;

/// The FIDE start position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The registry entry for `chess`.
pub const VARIANT: VariantInfo = VariantInfo {
    id: "chess",
    name: "FIDE chess",
    summary: "the FIDE Laws of Chess: castling, en passant, promotion; draws per ruling G1",
    options: &[],
    start: |options| start(options).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    from_text: |text, options| from_fen(text, options).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    syntax: &crate::notation::syntax::ORTHODOX,
    help_id: "help-variant-chess",
    rules_page: include_str!("../../docs/rules/chess.md"),
};

/// The piece type ids of [`fide_def`] (K Q R B N P, in that order), shared by the
/// variants that play on the FIDE piece set (Revolving, ProDem, MUTD, Knightmare).
pub mod ids {
    use crate::board::pieces::PieceTypeId;

    /// The king (`K`).
    pub const KING: PieceTypeId = 0;
    /// The queen (`Q`).
    pub const QUEEN: PieceTypeId = 1;
    /// The rook (`R`).
    pub const ROOK: PieceTypeId = 2;
    /// The bishop (`B`).
    pub const BISHOP: PieceTypeId = 3;
    /// The knight (`N`).
    pub const KNIGHT: PieceTypeId = 4;
    /// The pawn (`P`).
    pub const PAWN: PieceTypeId = 5;
}

/// The FIDE piece set: K Q R B N P, with their Betza strings.
pub fn fide_def() -> Arc<VariantDef> {
    Arc::clone(fide_arc())
}

/// [`fide_def`] borrowed for the whole run, without a reference count to keep: for
/// positions that always play with the FIDE pieces (Knightmare).
pub fn fide_static() -> &'static VariantDef {
    fide_arc()
}

fn fide_arc() -> &'static Arc<VariantDef> {
    static DEF: OnceLock<Arc<VariantDef>> = OnceLock::new();
    DEF.get_or_init(|| Arc::new(build_def()))
}

fn build_def() -> VariantDef {
    use ids::*;
    let piece = |l, name, betza| {
        PieceType::new(l, name, betza)
            .unwrap_or_else(|e| unreachable!("FIDE Betza strings are valid: {e}"))
    };
    // Indexed by the ids of [`ids`].
    let pieces = vec![
        piece('K', "King", "K").royal(),
        piece('Q', "Queen", "Q"),
        piece('R', "Rook", "R"),
        piece('B', "Bishop", "B"),
        piece('N', "Knight", "N"),
        piece('P', "Pawn", "fmWfcF").pawn(),
    ];
    let army = vec![KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN];
    let promotions = vec![QUEEN, ROOK, BISHOP, KNIGHT];
    let king_side = CastlingWing {
        king_from: 4,
        rook_from: 7,
        king_to: 6,
        rook_to: 5,
    };
    let queen_side = CastlingWing {
        king_from: 4,
        rook_from: 0,
        king_to: 2,
        rook_to: 3,
    };
    VariantDef::new(
        "chess",
        Geometry::STANDARD,
        pieces,
        ByColor::new(army.clone(), army),
        ByColor::new(promotions.clone(), promotions),
        ByColor::splat([Some(king_side), Some(queen_side)]),
        START_FEN,
    )
}

/// The start position of FIDE chess (chess takes no options).
///
/// # Errors
///
/// [`RulesError::UnknownOption`] for any option given.
pub fn start(options: &Options) -> Result<StandardPosition, RulesError> {
    from_fen(START_FEN, options)
}

/// A FIDE position from FEN.
///
/// # Errors
///
/// [`RulesError::Position`] with the FEN problem; [`RulesError::UnknownOption`].
///
/// # Examples
///
/// ```
/// use pbem_arbiter::rules::fide::{from_fen, START_FEN};
/// use pbem_arbiter::rules::Options;
///
/// let start = from_fen(START_FEN, &Options::new()).unwrap();
/// assert_eq!(start.fen(), START_FEN);
/// assert_eq!(start.legal_moves().len(), 20);
///
/// // Readable, but no position: White's king stands in check with Black to move.
/// assert!(from_fen("4k3/8/8/8/8/8/8/r3K3 b - - 0 1", &Options::new()).is_err());
/// ```
pub fn from_fen(fen: &str, options: &Options) -> Result<StandardPosition, RulesError> {
    VARIANT.check_options(options)?;
    Ok(StandardPosition::from_fen(
        fide_def(),
        fen,
        &SetupRules::FIDE,
    )?)
}

impl Rules for StandardPosition {
    type Turn = Move;

    fn side_to_move(&self) -> Color {
        self.side()
    }

    fn fullmove_number(&self) -> u32 {
        self.setup().fullmove
    }

    fn legal_turns(&self) -> Vec<Move> {
        self.legal_moves()
    }

    fn play(&self, turn: &Move) -> Self {
        StandardPosition::play(self, turn)
    }

    fn is_check(&self) -> bool {
        StandardPosition::is_check(self)
    }

    /// Checkmate, stalemate (a draw, G1), dead position, seventy-five-move rule
    /// (automatic, G1; a mate on the last move stands).
    fn outcome(&self) -> Option<Outcome> {
        if !self.has_legal_move() {
            return Some(if self.is_check() {
                Outcome::Win {
                    winner: self.side().opponent(),
                    reason: WinReason::Checkmate,
                }
            } else {
                Outcome::Draw(DrawReason::Stalemate)
            });
        }
        if is_dead_position(self) {
            return Some(Outcome::Draw(DrawReason::DeadPosition));
        }
        if self.setup().halfmove_clock >= 150 {
            return Some(Outcome::Draw(DrawReason::SeventyFiveMoveRule));
        }
        None
    }

    fn parse_turn(&self, text: &str) -> Result<Move, NotationError> {
        san::parse(self, text)
    }

    fn write_turn(&self, turn: &Move) -> String {
        san::write(self, turn)
    }

    fn turn_forms(&self, turn: &Move, canonical: &str) -> Option<SquareForms> {
        san::forms(self, turn, canonical)
    }

    fn position_text(&self) -> String {
        self.fen()
    }

    fn repetition_key(&self) -> String {
        self.fen_without_counters()
    }

    fn halfmove_clock(&self) -> u32 {
        self.setup().halfmove_clock
    }

    fn diagram(&self) -> Diagram {
        // FIDE chess needs no legend (none is made: two diagrams a move mail);
        // Chess with Different Armies (the same engine) lists each army's pieces.
        if self.def().id == VARIANT.id {
            pieces_diagram(self)
        } else {
            standard_diagram(self)
        }
    }

    /// FIDE 6.9's cases a program can decide at once, on the piece counts: a bare
    /// king cannot win, nor can a king with one knight or one bishop against a bare
    /// king. Every other case counts as "can win" (a helpmate may exist). Chess
    /// with Different Armies shares this engine: its one-piece cases are those whose
    /// piece moves as a knight or a bishop.
    fn can_win(&self, side: Color) -> bool {
        let def = self.def();
        let mut own = Vec::new();
        let mut theirs = 0;
        for square in def.geometry.squares() {
            if let Some((color, t)) = self.piece_at(square) {
                let piece = def.piece(t);
                if piece.royal {
                    continue;
                }
                if color == side {
                    own.push(piece.betza.as_str());
                } else {
                    theirs += 1;
                }
            }
        }
        match own.as_slice() {
            [] => false,
            [betza] => theirs > 0 || !(*betza == "N" || *betza == "B"),
            _ => true,
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        StandardPosition::perft(self, depth)
    }
}

/// The diagram of an orthodox position, with a legend of the piece types in play.
pub fn standard_diagram(position: &StandardPosition) -> Diagram {
    let def = position.def();
    let mut legend = Vec::new();
    for color in Color::BOTH {
        for &t in &def.army[color] {
            let piece = def.piece(t);
            let symbol = letter(def, color, t).to_string();
            if !legend.iter().any(|e: &LegendEntry| e.symbol == symbol) {
                legend.push(LegendEntry {
                    symbol,
                    name: piece.name.clone(),
                    betza: piece.betza.clone(),
                });
            }
        }
    }
    Diagram {
        legend,
        ..pieces_diagram(position)
    }
}

/// The diagram of an orthodox position: its pieces, no legend.
fn pieces_diagram(position: &StandardPosition) -> Diagram {
    let def = position.def();
    let mut pieces = BTreeMap::new();
    for square in def.geometry.squares() {
        if let Some((color, t)) = position.piece_at(square) {
            pieces.insert(square, letter(def, color, t).to_compact_string());
        }
    }
    Diagram {
        geometry: def.geometry,
        pieces,
        marked: Vec::new(),
        directions: Default::default(),
        notes: Vec::new(),
        legend: Vec::new(),
    }
}

/// FIDE 5.2.2, the cases a program can decide at once: K v K; K and one knight or one
/// bishop v K; and kings with bishops only, all on squares of one colour.
pub fn is_dead_position(position: &StandardPosition) -> bool {
    let def = position.def();
    let mut others: Vec<(Color, &str, Square)> = Vec::new();
    for square in def.geometry.squares() {
        if let Some((color, t)) = decode(position.setup().cells[square.index()]) {
            let piece = def.piece(t);
            if !piece.royal {
                others.push((color, piece.betza.as_str(), square));
            }
        }
    }
    match others.as_slice() {
        [] => true,
        [(_, betza, _)] => *betza == "N" || *betza == "B",
        list => {
            list.iter().all(|(_, b, _)| *b == "B")
                && list
                    .iter()
                    .all(|(_, _, s)| s.is_dark() == list[0].2.is_dark())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> StandardPosition {
        from_fen(fen, &Options::new()).unwrap()
    }

    #[test]
    fn the_ids_name_the_pieces_of_the_def() {
        use ids::*;
        let def = fide_def();
        let letters = [KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN].map(|t| def.piece(t).letter);
        assert_eq!(letters, ['K', 'Q', 'R', 'B', 'N', 'P']);
        assert!(def.piece(KING).royal && def.piece(PAWN).pawn);
    }

    #[test]
    fn start_position_round_trips() {
        let p = start(&Options::new()).unwrap();
        assert_eq!(p.fen(), START_FEN);
        assert_eq!(p.legal_moves().len(), 20);
    }

    #[test]
    fn mate_stalemate_dead() {
        let mate = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assert_eq!(
            Rules::outcome(&mate),
            Some(Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Checkmate
            })
        );
        let stale = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assert_eq!(
            Rules::outcome(&stale),
            Some(Outcome::Draw(DrawReason::Stalemate))
        );
        assert_eq!(
            Rules::outcome(&pos("8/8/4k3/8/8/3K4/8/8 w - - 0 1")),
            Some(Outcome::Draw(DrawReason::DeadPosition))
        );
        assert_eq!(
            Rules::outcome(&pos("8/8/4k3/8/8/3K4/5N2/8 w - - 0 1")),
            Some(Outcome::Draw(DrawReason::DeadPosition))
        );
        assert_eq!(
            Rules::outcome(&pos("8/8/4k3/8/8/3K4/5NN1/8 w - - 0 1")),
            None
        );
        // Bishops on c1 (dark) and f8 (dark): dead; on c1 and c8 (light): not.
        assert_eq!(
            Rules::outcome(&pos("5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1")),
            Some(Outcome::Draw(DrawReason::DeadPosition))
        );
        assert_eq!(
            Rules::outcome(&pos("2b5/8/4k3/8/8/3K4/8/2B5 w - - 0 1")),
            None
        );
        let seventy_five = pos("8/8/4k3/8/8/3K4/5NN1/8 w - - 150 200");
        assert_eq!(
            Rules::outcome(&seventy_five),
            Some(Outcome::Draw(DrawReason::SeventyFiveMoveRule))
        );
    }

    #[test]
    fn who_can_win_after_a_time_out() {
        // FIDE 6.9: a bare king, or a king and one minor piece against a bare king,
        // cannot win; with anything more (or an enemy piece to help) it can.
        let queen = pos("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
        assert!(Rules::can_win(&queen, Color::White));
        assert!(!Rules::can_win(&queen, Color::Black));
        let knight = pos("4k3/8/8/8/8/8/8/N3K3 w - - 0 1");
        assert!(!Rules::can_win(&knight, Color::White));
        let knight_v_pawn = pos("4k3/4p3/8/8/8/8/8/N3K3 w - - 0 1");
        assert!(Rules::can_win(&knight_v_pawn, Color::White));
        assert!(Rules::can_win(
            &start(&Options::new()).unwrap(),
            Color::Black
        ));
    }

    #[test]
    fn fen_errors_are_clear() {
        let e = from_fen("8/8/8/8/8/8/8/8 w - - 0 1", &Options::new()).unwrap_err();
        assert!(e.to_string().contains("White has no king"), "{e}");
        assert!(e.to_string().contains("Black has no king"), "{e}");
        let e = from_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            &Options::new(),
        )
        .unwrap_err();
        assert!(e.to_string().contains("side to move"), "{e}");
        let e = from_fen("4k3/8/8/8/8/8/8/4K2R w Q - 0 1", &Options::new()).unwrap_err();
        assert!(e.to_string().contains("castling"), "{e}");
        let e = from_fen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", &Options::new()).unwrap_err();
        assert!(e.to_string().contains("is in check"), "{e}");
    }
}
