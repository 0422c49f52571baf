//! The orthodox engine: one move per turn, pieces from a [`VariantDef`], check and
//! checkmate on a royal piece, castling, en passant and promotion as in FIDE chess.
//! FIDE chess and Chess with Different Armies are this engine with different data.
//!
//! A [`Setup`] is a board plus state read from FEN that has not been checked; a
//! [`StandardPosition`] is a setup that passed the checks and can be played on. Its
//! moves come from the one generator of [`crate::rules::movegen`], over a setup seen
//! as a [`BoardView`]; the move type, promotion ([`crate::rules::moves::push_move`])
//! and the castling squares ([`crate::rules::moves::castling_squares`]) live in
//! [`crate::rules::moves`] and are shared by every engine.

use compact_str::ToCompactString;
use std::sync::Arc;

use super::fen::{cell, decode, key_fields, own_pieces, parse_fen, Setup};
use super::movegen::{self, BoardView, Landing};
use super::moves::{Move, MoveKind, MoveSink};
use super::setup::{self, SetupError, SetupRules};
use crate::board::color::{ByColor, Color};
use crate::board::geometry::{Geometry, Square, MAX_SIDE};
use crate::board::pieces::{PieceTypeId, VariantDef};

/// A checked position of an orthodox variant: made only by [`StandardPosition::start`],
/// [`StandardPosition::from_fen`] or [`StandardPosition::from_setup`], which check the
/// set-up ([`setup::check`]), and by [`StandardPosition::play`].
#[derive(Clone, Debug)]
pub struct StandardPosition {
    def: Arc<VariantDef>,
    setup: Setup,
}

impl PartialEq for StandardPosition {
    fn eq(&self, other: &Self) -> bool {
        self.setup == other.setup && self.def.id == other.def.id
    }
}

impl StandardPosition {
    /// The variant's start position.
    ///
    /// # Errors
    ///
    /// A [`SetupError`] when the variant's own start FEN is wrong (a bug in
    /// the variant's data, reported rather than panicking).
    pub fn start(def: Arc<VariantDef>, rules: &SetupRules) -> Result<StandardPosition, SetupError> {
        let fen = def.start_fen.clone();
        StandardPosition::from_fen(def, &fen, rules)
    }

    /// Reads a FEN and checks it as [`StandardPosition::from_setup`] does.
    ///
    /// # Errors
    ///
    /// [`SetupError`]: the unreadable field, or every problem of the set-up.
    pub fn from_fen(
        def: Arc<VariantDef>,
        fen: &str,
        rules: &SetupRules,
    ) -> Result<StandardPosition, SetupError> {
        let setup = parse_fen(&def, fen)?;
        StandardPosition::from_setup(def, setup, rules)
    }

    /// The checked constructor: kings, castling rights, en passant, pawns on the end
    /// ranks and the side not to move in check, as `rules` say ([`setup::check`]).
    ///
    /// # Errors
    ///
    /// [`SetupError`] listing every problem found.
    pub fn from_setup(
        def: Arc<VariantDef>,
        setup: Setup,
        rules: &SetupRules,
    ) -> Result<StandardPosition, SetupError> {
        setup::check(&def, &setup, rules, |color| {
            setup.royal[color].is_some_and(|king| is_attacked(&def, &setup, king, color.opponent()))
        })?;
        Ok(StandardPosition { def, setup })
    }

    /// A view of a set-up another engine has checked by its own rules (Revolving,
    /// ProDem, MUTD, Momentum), for what they share with this engine: FEN, the
    /// diagram, capture tests. Not a checked position of an orthodox variant.
    pub(crate) fn view(def: Arc<VariantDef>, setup: Setup) -> StandardPosition {
        StandardPosition { def, setup }
    }

    /// The variant description.
    pub fn def(&self) -> &VariantDef {
        &self.def
    }

    /// The board and state.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The side to move.
    pub fn side(&self) -> Color {
        self.setup.side
    }

    /// Piece on a square as (colour, type).
    pub fn piece_at(&self, square: Square) -> Option<(Color, PieceTypeId)> {
        decode(self.setup.cells[square.index()])
    }

    /// True when the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.is_royal_attacked(&self.setup, self.setup.side)
    }

    /// True when `color`'s royal piece in `setup` is attacked by the other side.
    fn is_royal_attacked(&self, setup: &Setup, color: Color) -> bool {
        match setup.royal[color] {
            Some(square) => is_attacked(&self.def, setup, square, color.opponent()),
            None => false,
        }
    }

    /// Every move that obeys the pieces' movement, castling conditions included, but
    /// may leave the mover's king in check.
    pub fn pseudo_legal_moves(&self, out: &mut Vec<Move>) {
        generate(&self.def, &self.setup, out);
    }

    /// True when a pseudo-legal move does not leave the mover's king attacked.
    pub fn is_legal(&self, m: &Move) -> bool {
        let mut after = self.setup;
        apply(&self.def, &mut after, m);
        !self.is_royal_attacked(&after, self.setup.side)
    }

    /// The position after a move (the move is trusted to be legal).
    pub fn play(&self, m: &Move) -> StandardPosition {
        let mut setup = self.setup;
        apply(&self.def, &mut setup, m);
        StandardPosition {
            def: Arc::clone(&self.def),
            setup,
        }
    }

    /// True when the move takes a piece (en passant included).
    pub fn is_capture(&self, m: &Move) -> bool {
        m.kind == MoveKind::EnPassant
            || (!matches!(m.kind, MoveKind::Castle(_)) && self.setup.cells[m.to.index()] != 0)
    }

    /// The en-passant square to write in FEN: only when a legal en-passant capture
    /// exists, as python-chess and shakmaty write it, so that positions that differ
    /// only by an unusable right compare equal (G1 repetition).
    pub fn legal_ep_square(&self) -> Option<Square> {
        let ep = self.setup.ep?;
        let mut moves = Vec::new();
        self.pseudo_legal_moves(&mut moves);
        moves
            .iter()
            .any(|m| m.kind == MoveKind::EnPassant && self.is_legal(m))
            .then_some(ep)
    }

    /// The position as FEN (6 fields).
    pub fn fen(&self) -> String {
        format!(
            "{} {} {}",
            self.fen_without_counters(),
            self.setup.halfmove_clock,
            self.setup.fullmove
        )
    }

    /// Board, side, castling and en-passant fields: what makes positions "the same"
    /// for repetition (G1).
    pub fn fen_without_counters(&self) -> String {
        key_fields(self.board_fen(), &self.setup, self.legal_ep_square())
    }

    /// The board field of FEN.
    pub fn board_fen(&self) -> String {
        crate::notation::board_field(self.def.geometry, |square| {
            decode(self.setup.cells[square.index()])
                .map(|(color, t)| letter(&self.def, color, t).to_compact_string())
        })
    }
}

/// The FEN letter of a piece: upper case for White.
pub fn letter(def: &VariantDef, color: Color, t: PieceTypeId) -> char {
    let l = def.piece(t).letter;
    if color == Color::White {
        l
    } else {
        l.to_ascii_lowercase()
    }
}

impl Setup {
    /// The piece type the side to move moves from `from` (the orthodox
    /// [`BoardView::mover`] answer every engine on plain cells shares).
    pub fn mover(&self, from: Square) -> Option<PieceTypeId> {
        decode(self.cells[from.index()])
            .filter(|&(c, _)| c == self.side)
            .map(|(_, t)| t)
    }

    /// What `to` holds for the side to move: empty, own, or an enemy piece it may
    /// take (the orthodox [`BoardView::target`] answer; a variant with pieces nothing
    /// takes refines it).
    pub fn target(&self, to: Square) -> Landing {
        match decode(self.cells[to.index()]) {
            None => Landing::Empty,
            Some((c, _)) if c == self.side => Landing::Own,
            Some(_) => Landing::Capturable,
        }
    }
}

/// True when `square` is attacked by a piece of `by` (whatever stands on it).
pub fn is_attacked(def: &VariantDef, setup: &Setup, square: Square, by: Color) -> bool {
    attacked_along_lines(
        def,
        square,
        by,
        |at| setup.cells[at.index()] != 0,
        |at| {
            decode(setup.cells[at.index()])
                .filter(|(c, _)| *c == by)
                .map(|(_, t)| t)
        },
    )
}

/// The one walk behind every "is this square attacked" of every engine: each capture
/// line of `by` is walked back from `target`; the first occupied square on a line
/// (`occupied`) either holds a piece of `by` that attacks as the type `attacker` names
/// and whose atom reaches that far, or only blocks (`attacker` gives `None`: a piece
/// of the other side, a piece in motion in Momentum).
pub fn attacked_along_lines(
    def: &VariantDef,
    target: Square,
    by: Color,
    occupied: impl Fn(Square) -> bool,
    attacker: impl Fn(Square) -> Option<PieceTypeId>,
) -> bool {
    let rays = &def.capture_rays[by];
    for walk in def.attack_walks(by, target) {
        let mut at = target;
        // `1..=n` as `1..n + 1`: an inclusive range costs a check more per step.
        for k in 1..u16::from(walk.reach) + 1 {
            let k = k as u8;
            at = walk.line.next(at);
            if occupied(at) {
                let ray = &rays[usize::from(walk.source)];
                if attacker(at).is_some_and(|t| ray.attacks(t, k)) {
                    return true;
                }
                break;
            }
        }
    }
    false
}

/// Pseudo-legal moves of the side to move, appended to `out`.
pub fn generate(def: &VariantDef, setup: &Setup, out: &mut impl MoveSink) {
    generate_moves(def, setup, out, true);
}

/// Pseudo-legal moves of the side to move; castling only when `with_castling` (a
/// variant that judges "attacked" its own way, like Momentum, adds castling itself).
pub fn generate_moves(
    def: &VariantDef,
    setup: &Setup,
    out: &mut impl MoveSink,
    with_castling: bool,
) {
    let mut view = SetupView::new(def, setup);
    view.with_castling = with_castling;
    movegen::generate(&view, out);
}

/// A [`Setup`] as the side to move sees it, for [`movegen`]: one colour per cell,
/// every enemy piece capturable (a king too: such a move is never legal, the caller
/// filters it), FIDE's double step and castling. The public fields are the variations
/// the variants on plain cells need, as data.
pub struct SetupView<'a> {
    def: &'a VariantDef,
    setup: &'a Setup,
    /// Castling rights count (false: the variant adds castling itself, or has none).
    pub with_castling: bool,
    /// A piece type no normal move takes (a Black Holes hole, B3).
    pub uncapturable: Option<PieceTypeId>,
    /// A pawn on its own first rank may step one or two squares forward too
    /// (Missed-Mark, X4).
    pub first_rank_double_step: bool,
    /// Who attacks a square, when the variant's attacks are not the pieces' normal
    /// captures (Black Holes' relativistic captures, B6); `None`: [`is_attacked`].
    pub attacked_by: Option<&'a dyn Fn(Square) -> bool>,
    /// Whether the side to move is in check, when the caller already knows it by
    /// [`is_attacked`] (perft, from the king's lines); `None`: asked when needed.
    pub known_check: Option<bool>,
}

impl<'a> SetupView<'a> {
    /// FIDE's view of `setup` under `def`.
    pub fn new(def: &'a VariantDef, setup: &'a Setup) -> SetupView<'a> {
        SetupView {
            def,
            setup,
            with_castling: true,
            uncapturable: None,
            first_rank_double_step: false,
            attacked_by: None,
            known_check: None,
        }
    }
}

impl BoardView for SetupView<'_> {
    fn def(&self) -> &VariantDef {
        self.def
    }

    fn side(&self) -> Color {
        self.setup.side
    }

    fn mover(&self, from: Square) -> Option<PieceTypeId> {
        self.setup.mover(from)
    }

    fn each_mover(&self, mut f: impl FnMut(Square, PieceTypeId)) {
        // A rank's 16 cells are read as one word and the side's pieces picked out by
        // bit arithmetic: a branch per cell on "empty?" and "whose?" was mispredicted
        // often enough to be a sixth of perft's time (perf annotate).
        let g = self.def.geometry;
        let files = files_mask(g.files);
        for rank in 0..g.ranks {
            let first = usize::from(rank) * usize::from(MAX_SIDE);
            let Some(row) = self.setup.cells.get(first..first + usize::from(MAX_SIDE)) else {
                continue;
            };
            let mut bytes = [0u8; MAX_SIDE as usize];
            bytes.copy_from_slice(row);
            let mut own = own_pieces(u128::from_le_bytes(bytes) & files, self.setup.side);
            while own != 0 {
                let file = (own.trailing_zeros() / 8) as usize;
                own &= own - 1;
                if let Some((_, t)) = decode(row[file]) {
                    f(Square::from_index((first + file) as u8), t);
                }
            }
        }
    }

    #[inline]
    fn target(&self, to: Square) -> Landing {
        match decode(self.setup.cells[to.index()]) {
            None => Landing::Empty,
            Some((c, _)) if c == self.setup.side => Landing::Own,
            Some((_, t)) if Some(t) == self.uncapturable => Landing::Uncapturable,
            Some(_) => Landing::Capturable,
        }
    }

    fn en_passant(&self) -> Option<Square> {
        self.setup.ep
    }

    fn may_double_step(&self, from: Square) -> bool {
        let g = self.def.geometry;
        let side = self.setup.side;
        from.rank() == g.relative_rank(side, 1)
            || (self.first_rank_double_step && from.rank() == g.relative_rank(side, 0))
    }

    fn castling_rights(&self) -> ByColor<[Option<Square>; 2]> {
        if self.with_castling {
            self.setup.castling
        } else {
            ByColor::splat([None; 2])
        }
    }

    fn attacked(&self, square: Square) -> bool {
        match self.attacked_by {
            Some(attacked) => attacked(square),
            None => is_attacked(self.def, self.setup, square, self.setup.side.opponent()),
        }
    }

    fn in_check(&self, king: Square) -> bool {
        match self.known_check {
            Some(check) => check,
            None => self.attacked(king),
        }
    }
}

/// The bytes of a rank's cells (one byte per file, file 0 lowest) that lie on a
/// board of `files` files, as a mask over a 16-cell word.
fn files_mask(files: u8) -> u128 {
    match files {
        0 => 0,
        f if f >= MAX_SIDE => u128::MAX,
        f => (1u128 << (8 * u32::from(f))) - 1,
    }
}

/// Plays a move on a setup: board, castling rights, en passant, clocks, side.
pub fn apply(def: &VariantDef, setup: &mut Setup, m: &Move) {
    let side = setup.side;
    let moving = setup.cells[m.from.index()];
    let captured = setup.cells[m.to.index()] != 0 || m.kind == MoveKind::EnPassant;
    let is_pawn = decode(moving).is_some_and(|(_, t)| def.piece(t).pawn);
    apply_to_board(def, setup, m);
    (setup.ep, setup.halfmove_clock, setup.fullmove) = counters_after(
        m,
        side,
        def.geometry,
        captured || is_pawn,
        (setup.halfmove_clock, setup.fullmove),
    );
    setup.side = side.opponent();
}

/// What a move by `side` leaves beside the board in every orthodox engine: the
/// en-passant square (the square a double step passed over, else none), the half-move
/// clock (reset by an `irreversible` move, a capture or a pawn move; else one more)
/// and the full-move number (one more after Black's move), from the `(half-move clock,
/// full-move number)` before it.
pub fn counters_after(
    m: &Move,
    side: Color,
    geometry: Geometry,
    irreversible: bool,
    (halfmove_clock, fullmove): (u32, u32),
) -> (Option<Square>, u32, u32) {
    let ep = match m.kind {
        MoveKind::DoubleStep => m.from.offset(0, side.forward(), geometry),
        _ => None,
    };
    let halfmove_clock = if irreversible { 0 } else { halfmove_clock + 1 };
    let fullmove = fullmove + u32::from(side == Color::Black);
    (ep, halfmove_clock, fullmove)
}

/// The board part of a move of the side to move: pieces (castling, en passant and
/// promotion included), royal squares and castling rights; not the side, clocks or
/// en-passant right.
pub fn apply_to_board(def: &VariantDef, setup: &mut Setup, m: &Move) {
    let side = setup.side;
    let moving = setup.cells[m.from.index()];
    match m.kind {
        MoveKind::Castle(wing) => {
            let rook_from = setup.castling[side][wing as usize];
            let rule = def.castling[side][wing as usize];
            if let (Some(rook_from), Some(rule)) = (rook_from, rule) {
                let rook = setup.cells[rook_from.index()];
                setup.cells[rook_from.index()] = 0;
                setup.cells[m.from.index()] = 0;
                if let Some(rook_to) = Square::new(rule.rook_to, m.from.rank()) {
                    setup.cells[rook_to.index()] = rook;
                }
                setup.cells[m.to.index()] = moving;
            }
        }
        _ => {
            if m.kind == MoveKind::EnPassant {
                if let Some(victim) = Square::new(m.to.file(), m.from.rank()) {
                    setup.cells[victim.index()] = 0;
                }
            }
            setup.cells[m.from.index()] = 0;
            setup.cells[m.to.index()] = match m.promotion {
                Some(p) => cell(side, p),
                None => moving,
            };
        }
    }
    if decode(moving).is_some_and(|(_, t)| def.piece(t).royal) {
        setup.royal[side] = Some(m.to);
        setup.castling[side] = [None; 2];
    }
    for color in Color::BOTH {
        for wing in 0..2 {
            if let Some(rook) = setup.castling[color][wing] {
                if rook == m.from || rook == m.to {
                    setup.castling[color][wing] = None;
                }
            }
        }
    }
    let them = side.opponent();
    if setup.royal[them] == Some(m.to) {
        setup.royal[them] = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::geometry::Geometry;
    use crate::board::pieces::{CastlingWing, Wing};
    use crate::rules::fen::FenError;
    use crate::rules::fide::ids::{BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK};

    /// The Black Holes board (5x8) without its holes: the same engine, other data (B1:
    /// only queen-side castling, K e1-c1 and R a1-d1).
    fn five_by_eight() -> Arc<VariantDef> {
        // The FIDE pieces, the knight written S as in the Black Holes text.
        let mut pieces = crate::rules::fide::fide_def().pieces.clone();
        pieces[KNIGHT as usize].letter = 'S';
        let army = vec![KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN];
        let queen_side = CastlingWing {
            king_from: 4,
            rook_from: 0,
            king_to: 2,
            rook_to: 3,
        };
        Arc::new(VariantDef::new(
            "five-by-eight",
            Geometry { files: 5, ranks: 8 },
            pieces,
            ByColor::new(army.clone(), army),
            ByColor::from_fn(|_| vec![QUEEN, ROOK, BISHOP, KNIGHT]),
            ByColor::splat([None, Some(queen_side)]),
            "rsbqk/ppppp/5/5/5/5/PPPPP/RSBQK w Qq - 0 1",
        ))
    }

    #[test]
    fn the_engine_is_not_tied_to_8x8() {
        let rules = SetupRules::FIDE;
        let start = StandardPosition::start(five_by_eight(), &rules).unwrap();
        assert_eq!(start.fen(), "rsbqk/ppppp/5/5/5/5/PPPPP/RSBQK w Qq - 0 1");
        // Five pawns with single and double steps, and the knight's two moves.
        assert_eq!(start.legal_moves().len(), 12);
        assert_eq!(start.perft(2), 144);
        let castle =
            StandardPosition::from_fen(five_by_eight(), "4k/5/5/5/5/5/5/R3K w Q - 0 1", &rules)
                .unwrap();
        let m = castle
            .legal_moves()
            .into_iter()
            .find(|m| matches!(m.kind, MoveKind::Castle(Wing::Queen)))
            .unwrap();
        let after = castle.play(&m);
        assert_eq!(after.board_fen(), "4k/5/5/5/5/5/5/2KR1");
        assert!(StandardPosition::from_fen(
            five_by_eight(),
            "4k/5/5/5/5/5/5/R3K w K - 0 1",
            &rules
        )
        .is_err());
    }

    /// A board wider than the bit sets' 8x8 is judged by playing and testing.
    #[test]
    fn a_board_of_nine_files_has_no_bit_sets_and_still_counts() {
        let pieces = crate::rules::fide::fide_def().pieces.clone();
        let army = vec![KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN];
        let def = Arc::new(VariantDef::new(
            "nine-by-nine",
            Geometry { files: 9, ranks: 9 },
            pieces,
            ByColor::new(army.clone(), army),
            ByColor::from_fn(|_| vec![QUEEN, ROOK, BISHOP, KNIGHT]),
            ByColor::splat([None, None]),
            "8k/9/9/9/4R4/9/9/9/K8 w - - 0 1",
        ));
        assert!(def.bit_tables().is_none());
        let p = StandardPosition::start(def, &SetupRules::FIDE).unwrap();
        // The king's three steps and the rook's eight along its rank and eight
        // along its file.
        assert_eq!(p.legal_moves().len(), 19);
        assert_eq!(p.perft(1), 19);
        assert!(p.has_legal_move());
        let replies: u64 = p.legal_moves().iter().map(|m| p.play(m).perft(1)).sum();
        assert_eq!(p.perft(2), replies);
    }

    #[test]
    fn a_long_run_of_digits_is_an_error_not_an_overflow() {
        let def = five_by_eight();
        for fen in [
            "4k/5/5/5/5/5/5/R4294967295 w - - 0 1",
            "4k/5/5/5/5/5/5/R3K99999999999999999999 w - - 0 1",
            "4k/5/5/5/5/5/5/99999999999999999999R3K w - - 0 1",
        ] {
            let e = parse_fen(&def, fen).unwrap_err();
            assert!(
                matches!(e, FenError::FileCount { rank: 1, .. }),
                "{fen}: {e}"
            );
        }
    }

    /// `has_legal_move` says what `legal_moves` being non-empty says, in every
    /// position of random games from the FIDE start (some end in mate or
    /// stalemate) and in a mate and a stalemate set up.
    #[test]
    fn has_legal_move_is_legal_moves_not_empty() {
        let rules = SetupRules::FIDE;
        let def = crate::rules::fide::fide_def();
        let check = |p: &StandardPosition| {
            assert_eq!(
                p.has_legal_move(),
                !p.legal_moves().is_empty(),
                "{}",
                p.fen()
            );
        };
        for fen in [
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            "6Qk/8/6K1/8/8/8/8/8 b - - 0 1",
        ] {
            let p = StandardPosition::from_fen(Arc::clone(&def), fen, &rules).unwrap();
            check(&p);
        }
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut ends = 0;
        for _ in 0..60 {
            let mut p = StandardPosition::start(Arc::clone(&def), &rules).unwrap();
            for _ in 0..300 {
                check(&p);
                let moves = p.legal_moves();
                if moves.is_empty() {
                    ends += 1;
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                p = p.play(&moves[(seed % moves.len() as u64) as usize]);
            }
        }
        assert!(ends > 0, "some random game reached mate or stalemate");
    }
}
