//! Piece types and variant descriptions as data (the Fairy-Stockfish way): a variant
//! is a board size, a list of piece types given by Betza strings, a start position
//! and its castling and promotion rules. The move generator in
//! [`crate::rules::movegen`] reads nothing else of a variant's pieces.

use crate::board::betza::{self, Atom, BetzaError};
use crate::board::bits::BitTables;
use crate::board::color::{ByColor, Color};
use crate::board::geometry::{Geometry, Square};
use crate::board::steps::{StepLine, StepTable};
use crate::board::walks::{SquareWalk, StepSpec, WalkTable};

/// Index of a piece type in its [`VariantDef::pieces`] list.
pub type PieceTypeId = u8;

/// One kind of piece.
#[derive(Clone, Debug)]
pub struct PieceType {
    /// Upper-case FEN letter (White's; Black's is the lower case).
    pub letter: char,
    /// English name, e.g. `Knight`.
    pub name: String,
    /// Betza string, e.g. `N` or `fmWfcF`.
    pub betza: String,
    /// The Betza string read into atoms, in White's frame.
    pub atoms: Vec<Atom>,
    /// Losing this piece (checkmate, capture) loses the game: the king.
    pub royal: bool,
    /// Moves and promotes as a pawn (double step from its own second rank, en
    /// passant, promotion on the last rank) on top of its Betza atoms.
    pub pawn: bool,
    /// The FIDE letter of the place it stands on in its army (`R`, `N`, `B`, `Q`):
    /// Momentum scores name an army's pieces this way too (`Ra8-d8` for a Charging Rook).
    pub place: Option<char>,
}

impl PieceType {
    /// A piece type from its letter, name and Betza string.
    ///
    /// # Errors
    ///
    /// The [`BetzaError`] of an unreadable Betza string.
    pub fn new(letter: char, name: &str, betza: &str) -> Result<PieceType, BetzaError> {
        Ok(PieceType {
            letter: letter.to_ascii_uppercase(),
            name: name.to_string(),
            betza: betza.to_string(),
            atoms: betza::parse(betza)?,
            royal: false,
            pawn: false,
            place: None,
        })
    }

    /// Marks the piece royal (a king).
    pub fn royal(mut self) -> PieceType {
        self.royal = true;
        self
    }

    /// Marks the piece as a pawn.
    pub fn pawn(mut self) -> PieceType {
        self.pawn = true;
        self
    }
}

/// Castling on one wing for one side, all files 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CastlingWing {
    /// File the king starts on.
    pub king_from: u8,
    /// File the rook (castling partner) starts on.
    pub rook_from: u8,
    /// File the king ends on.
    pub king_to: u8,
    /// File the rook ends on.
    pub rook_to: u8,
}

/// The king side (towards the higher files) and the queen side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Wing {
    /// Towards the higher files (O-O); index 0.
    King = 0,
    /// Towards the a-file (O-O-O); index 1.
    Queen = 1,
}

impl Wing {
    /// Both wings in index order: king side, then queen side.
    pub const BOTH: [Wing; 2] = [Wing::King, Wing::Queen];
}

/// A piece type's atoms as seen by one side, with Black's forward flipped.
#[derive(Clone, Debug)]
pub struct OrientedAtoms {
    /// The piece type's atoms in board terms: `dy` is the Betza `dy` times the
    /// side's [`Color::forward`], so positive towards the higher ranks.
    pub atoms: Vec<Atom>,
}

/// One line along which a side may capture: attackers stand at `k * (dx, dy)` back
/// from the target, for `k` up to their ranges. Used to answer "is this square
/// attacked" by walking each line once.
#[derive(Clone, Debug)]
pub struct CaptureRay {
    /// Files per capturing step of an attacker (board terms, as in
    /// [`OrientedAtoms`]; positive towards the higher files).
    pub dx: i8,
    /// Ranks per capturing step of an attacker (board terms; positive towards the
    /// higher ranks).
    pub dy: i8,
    /// Longest range of any piece type along this line (`u8::MAX`: unlimited).
    pub reach: u8,
    /// The range per piece type ([`PieceTypeId`] as index): 0 for a type that does
    /// not capture along this line, `u8::MAX` for an unlimited rider. A table, not a
    /// list, because it is read at every occupied square an attack walk meets.
    pub ranges: Vec<u8>,
    /// The step back from the target towards the attackers, `(-dx, -dy)`, resolved in
    /// [`VariantDef::steps`].
    pub back: StepLine,
}

impl CaptureRay {
    /// True when a piece of type `t` standing `k` steps (1 or more) back along this
    /// line from a square attacks it.
    #[inline]
    pub fn attacks(&self, t: PieceTypeId, k: u8) -> bool {
        self.ranges
            .get(usize::from(t))
            .is_some_and(|&range| range >= k)
    }
}

/// A variant described as data.
#[derive(Clone, Debug)]
pub struct VariantDef {
    /// Variant id as used on the command line, e.g. `chess`.
    pub id: String,
    /// Board size.
    pub geometry: Geometry,
    /// Every piece type that can appear, for both sides.
    pub pieces: Vec<PieceType>,
    /// Which piece types each side plays with (FEN letters are looked up here).
    pub army: ByColor<Vec<PieceTypeId>>,
    /// Piece types a pawn of each side may promote to.
    pub promotions: ByColor<Vec<PieceTypeId>>,
    /// Castling per side and wing, when it exists.
    pub castling: ByColor<[Option<CastlingWing>; 2]>,
    /// The start position as FEN.
    pub start_fen: String,
    /// Atoms of each piece type per side (by side, then [`PieceTypeId`] as index).
    pub oriented: ByColor<Vec<OrientedAtoms>>,
    /// Capture lines per attacking side.
    pub capture_rays: ByColor<Vec<CaptureRay>>,
    /// How far each step goes on this board from each square.
    pub steps: StepTable,
    /// One step straight forward per side: a pawn's double step.
    forward: ByColor<StepLine>,
    /// The walks of each piece type per side from each square
    /// ([`VariantDef::walks`]).
    move_walks: WalkTable,
    /// The capture lines of each side walked back from each target square
    /// ([`VariantDef::attack_walks`]).
    attack_walks: WalkTable,
    /// The castling partner per side and wing: the piece type on the rook's square
    /// of [`VariantDef::castling`] in the start position (a rook in FIDE chess, the
    /// BD for the Colorbound Clobberers, M7).
    castling_partners: ByColor<[Option<PieceTypeId>; 2]>,
    /// The rank a pawn of each side promotes on, `None` for a side without
    /// promotions ([`VariantDef::promotion_rank`]).
    promotion_ranks: ByColor<Option<u8>>,
    /// The walks as bit sets, on a board of at most 8x8 ([`VariantDef::bit_tables`]).
    bit_tables: Option<BitTables>,
}

impl VariantDef {
    /// Builds a variant description and precomputes the per-side tables.
    pub fn new(
        id: &str,
        geometry: Geometry,
        pieces: Vec<PieceType>,
        army: ByColor<Vec<PieceTypeId>>,
        promotions: ByColor<Vec<PieceTypeId>>,
        castling: ByColor<[Option<CastlingWing>; 2]>,
        start_fen: &str,
    ) -> VariantDef {
        let steps = StepTable::new(geometry);
        let oriented = ByColor::from_fn(|c| oriented_atoms(&pieces, c));
        // A side attacks with its army and with whatever it may promote to (in Chess with
        // Different Armies that includes the other army's pieces).
        let capture_rays = ByColor::from_fn(|c| {
            let mut types = army[c].clone();
            types.extend(promotions[c].iter().filter(|t| !army[c].contains(t)));
            capture_rays(&oriented[c], &types, &steps)
        });
        let castling_partners = ByColor::from_fn(|c| {
            castling[c].map(|rule| {
                let rank = geometry.relative_rank(c, 0);
                let letter = start_letter(start_fen, geometry, rule?.rook_from, rank)?;
                partner_type(&pieces, &army[c], c, letter)
            })
        });
        let promotion_ranks = ByColor::from_fn(|c| {
            (!promotions[c].is_empty())
                .then(|| geometry.relative_rank(c, geometry.ranks.saturating_sub(1)))
        });
        let move_lists = move_lists(&steps, &oriented);
        let attack_lists = attack_lists(&capture_rays);
        let move_walks = WalkTable::new(geometry, &steps, &move_lists);
        let attack_walks = WalkTable::new(geometry, &steps, &attack_lists);
        let bit_tables = BitTables::new(
            geometry,
            &steps,
            &move_lists,
            &attack_lists,
            promotion_ranks,
            pieces.iter().map(|p| p.pawn).collect(),
            ByColor::from_fn(|c| {
                let mut types = army[c].clone();
                types.extend(promotions[c].iter().filter(|t| !army[c].contains(t)));
                types
            }),
        );
        VariantDef {
            id: id.to_string(),
            geometry,
            pieces,
            army,
            promotions,
            castling,
            start_fen: start_fen.to_string(),
            oriented,
            capture_rays,
            forward: ByColor::from_fn(|c| steps.line(0, c.forward())),
            steps,
            move_walks,
            attack_walks,
            castling_partners,
            promotion_ranks,
            bit_tables,
        }
    }

    /// The move walks and capture lines as bit sets ([`crate::board::bits`]), on a
    /// board of at most 8x8 files and ranks; `None` on a larger board.
    #[inline]
    pub fn bit_tables(&self) -> Option<&BitTables> {
        self.bit_tables.as_ref()
    }

    /// The rank (0-based) on which a pawn of `side` promotes: the last rank from
    /// its side, or `None` when the side has nothing to promote to (ProDem and Move
    /// Up Take Down let pawns reach the last rank as pawns). Kept, not computed, as
    /// the generator asks it for every pawn move.
    #[inline]
    pub fn promotion_rank(&self, side: Color) -> Option<u8> {
        self.promotion_ranks[side]
    }

    /// The piece type that castles with `color`'s king on `wing` (see
    /// [`VariantDef::castling`]), or `None` without castling there.
    pub fn castling_partner(&self, color: Color, wing: Wing) -> Option<PieceTypeId> {
        self.castling_partners[color][wing as usize]
    }

    /// The piece type a FEN letter names for `color` (upper case for White): one of
    /// its army, else one its pawns may promote to (in Chess with Different Armies a
    /// piece of the other army, M6/M7, so that every reachable position
    /// can be written down and read back).
    pub fn type_for_letter(&self, color: Color, letter: char) -> Option<PieceTypeId> {
        let upper = letter.to_ascii_uppercase();
        let named = |&t: &PieceTypeId| self.pieces[t as usize].letter == upper;
        let own = self.army[color].iter().copied().find(named);
        own.or_else(|| self.promotions[color].iter().copied().find(named))
    }

    /// One step straight forward for `side` (up the board for White).
    #[inline]
    pub fn forward(&self, side: Color) -> StepLine {
        self.forward[side]
    }

    /// The walks of a piece of type `t` of `side` standing on `from`: each of its
    /// atoms that stays on the board, with how far it may go from there.
    #[inline]
    pub fn walks(&self, side: Color, t: PieceTypeId, from: Square) -> &[SquareWalk] {
        let list = side.index() * self.pieces.len() + usize::from(t);
        self.move_walks.from(list, from)
    }

    /// The capture lines of `by` walked back from `target`: each line
    /// ([`SquareWalk::source`] indexes `capture_rays[by]`) that stays on the board,
    /// with how far an attacker may stand from there.
    #[inline]
    pub fn attack_walks(&self, by: Color, target: Square) -> &[SquareWalk] {
        self.attack_walks.from(by.index(), target)
    }

    /// The piece type named by an upper-case letter for either side.
    pub fn piece(&self, id: PieceTypeId) -> &PieceType {
        &self.pieces[id as usize]
    }
}

/// The atoms of every piece type as `side` sees them: Black's forward flipped.
fn oriented_atoms(pieces: &[PieceType], side: Color) -> Vec<OrientedAtoms> {
    pieces
        .iter()
        .map(|p| OrientedAtoms {
            atoms: p
                .atoms
                .iter()
                .map(|a| Atom {
                    dy: a.dy * side.forward(),
                    ..*a
                })
                .collect(),
        })
        .collect()
}

/// The piece type of `side`'s `army` that the start position's `letter` on a
/// castling rook square names, if the letter is `side`'s (upper case for White).
fn partner_type(
    pieces: &[PieceType],
    army: &[PieceTypeId],
    side: Color,
    letter: char,
) -> Option<PieceTypeId> {
    let upper = letter.to_ascii_uppercase();
    let own = (letter == upper) == (side == Color::White);
    own.then(|| {
        army.iter()
            .copied()
            .find(|&t| pieces[t as usize].letter == upper)
    })?
}

/// The FEN letter on (`file`, `rank`) of a FEN's board field, if a piece stands there.
fn start_letter(fen: &str, geometry: Geometry, file: u8, rank: u8) -> Option<char> {
    let board = fen.split_whitespace().next()?;
    let row = board
        .split('/')
        .nth(usize::from(geometry.ranks.checked_sub(rank + 1)?))?;
    let mut at: u32 = 0;
    let mut digits = String::new();
    for ch in row.chars() {
        if ch.is_ascii_digit() {
            digits.push(ch);
            continue;
        }
        at += digits.parse::<u32>().unwrap_or(0);
        digits.clear();
        if at == u32::from(file) {
            return Some(ch);
        }
        at += 1;
    }
    None
}

/// The steps of the move walks, one list per side and piece type
/// (`side * types + type`).
fn move_lists(steps: &StepTable, oriented: &ByColor<Vec<OrientedAtoms>>) -> Vec<Vec<StepSpec>> {
    oriented
        .iter()
        .flat_map(|types| types.iter())
        .map(|o| {
            o.atoms
                .iter()
                .map(|a| StepSpec {
                    line: steps.line(a.dx, a.dy),
                    range: if a.range == 0 { u8::MAX } else { a.range },
                    moves: a.moves,
                    captures: a.captures,
                })
                .collect()
        })
        .collect()
}

/// The steps of the attack walks, one list per attacking side: its capture lines
/// walked back.
fn attack_lists(rays: &ByColor<Vec<CaptureRay>>) -> Vec<Vec<StepSpec>> {
    rays.iter()
        .map(|side_rays| {
            side_rays
                .iter()
                .map(|ray| StepSpec {
                    line: ray.back,
                    range: ray.reach,
                    moves: false,
                    captures: true,
                })
                .collect()
        })
        .collect()
}

fn capture_rays(
    oriented: &[OrientedAtoms],
    army: &[PieceTypeId],
    steps: &StepTable,
) -> Vec<CaptureRay> {
    let mut rays: Vec<CaptureRay> = Vec::new();
    for &t in army {
        for atom in oriented[t as usize].atoms.iter().filter(|a| a.captures) {
            let index = match rays.iter().position(|r| r.dx == atom.dx && r.dy == atom.dy) {
                Some(i) => i,
                None => {
                    rays.push(CaptureRay {
                        dx: atom.dx,
                        dy: atom.dy,
                        reach: 1,
                        ranges: Vec::new(),
                        back: steps.line(-atom.dx, -atom.dy),
                    });
                    rays.len() - 1
                }
            };
            let ray = &mut rays[index];
            let range = if atom.range == 0 { u8::MAX } else { atom.range };
            if ray.ranges.len() <= usize::from(t) {
                ray.ranges.resize(usize::from(t) + 1, 0);
            }
            let known = &mut ray.ranges[usize::from(t)];
            *known = (*known).max(range);
            ray.reach = ray.reach.max(range);
        }
    }
    rays
}
