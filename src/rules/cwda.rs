//! Chess with Different Armies (`cwda`): FIDE rules with each side's army chosen
//! when the game is made (options `white-army`, `black-army`; default Fabulous
//! FIDEs; ruling M7). The orthodox engine with other data: nothing here moves a piece.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::armies::Army;
use super::position::{AnyPosition, OptionSpec, Options, RulesError, VariantInfo};
use super::setup::SetupRules;
use super::standard::StandardPosition;
use crate::board::color::ByColor;
use crate::board::geometry::Geometry;
use crate::board::pieces::{PieceType, PieceTypeId, VariantDef};

const ARMY_IDS: &[&str] = &[
    "fabulous-fides",
    "colorbound-clobberers",
    "nutty-knights",
    "remarkable-rookies",
    "forward-fides",
];

/// The options every army variant takes.
pub const ARMY_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "white-army",
        values: ARMY_IDS,
        default: "fabulous-fides",
    },
    OptionSpec {
        key: "black-army",
        values: ARMY_IDS,
        default: "fabulous-fides",
    },
];

/// The registry entry for `cwda`.
pub const VARIANT: VariantInfo = VariantInfo {
    id: "cwda",
    name: "Chess with Different Armies",
    summary: "FIDE rules, each side with its own army (Betza); ruling M7",
    options: ARMY_OPTIONS,
    start: |options| start(options).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    from_text: |text, options| from_fen(text, options).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    syntax: &crate::notation::syntax::ORTHODOX,
    help_id: "help-variant-cwda",
    rules_page: include_str!("../../docs/rules/cwda.md"),
};

/// The two armies named by the options (default Fabulous FIDEs).
///
/// # Errors
///
/// [`RulesError::UnknownOption`] / [`RulesError::BadOption`].
pub fn armies(options: &Options) -> Result<(Army, Army), RulesError> {
    VARIANT.check_options(options)?;
    let pick = |key: &str| {
        options
            .get(key)
            .map_or(Some(Army::FabulousFides), |v| Army::from_id(v))
            .ok_or_else(|| RulesError::BadOption {
                key: key.to_string(),
                value: options.get(key).cloned().unwrap_or_default(),
                allowed: ARMY_IDS.iter().map(|a| a.to_string()).collect(),
            })
    };
    Ok((pick("white-army")?, pick("black-army")?))
}

/// The descriptions made so far, by (White's army, Black's army).
type DefsByArmies = HashMap<(Army, Army), Arc<VariantDef>>;

/// [`def`] made once per pair of armies and shared: a description carries its walk
/// tables (`board::walks`), too much to build again for every position read.
pub fn shared_def(white: Army, black: Army) -> Arc<VariantDef> {
    static DEFS: OnceLock<Mutex<DefsByArmies>> = OnceLock::new();
    let defs = DEFS.get_or_init(|| Mutex::new(HashMap::new()));
    // A poisoned lock still holds complete descriptions: each is inserted whole.
    let mut defs = defs.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    Arc::clone(
        defs.entry((white, black))
            .or_insert_with(|| Arc::new(def(white, black))),
    )
}

/// The variant description for two armies: king and pawn shared, each army's four
/// pieces, the start position, castling per army, promotion to any piece type in
/// the game (M7; a letter both armies use stays the promoting side's own piece).
pub fn def(white: Army, black: Army) -> VariantDef {
    let mut pieces = vec![
        built_in('K', "King", "K").royal(),
        built_in('P', "Pawn", "fmWfcF").pawn(),
    ];
    let white_types = army_types(white, &mut pieces);
    let black_types = army_types(black, &mut pieces);
    let white_promotions = promotions(&pieces, &white_types, &black_types);
    let black_promotions = promotions(&pieces, &black_types, &white_types);
    let with_royals = |types: &[PieceTypeId]| -> Vec<PieceTypeId> {
        [0, 1].iter().chain(types).copied().collect()
    };
    let start_fen = format!(
        "{}/pppppppp/8/8/8/8/PPPPPPPP/{} w KQkq - 0 1",
        black.back_rank().to_ascii_lowercase(),
        white.back_rank()
    );
    VariantDef::new(
        "cwda",
        Geometry::STANDARD,
        pieces,
        ByColor::new(with_royals(&white_types), with_royals(&black_types)),
        ByColor::new(white_promotions, black_promotions),
        ByColor::new(
            [Some(white.king_side()), Some(white.queen_side())],
            [Some(black.king_side()), Some(black.queen_side())],
        ),
        &start_fen,
    )
}

/// A piece type of the built-in tables, whose Betza strings are valid (every cwda
/// start position builds them all).
fn built_in(letter: char, name: &str, betza: &str) -> PieceType {
    PieceType::new(letter, name, betza)
        .unwrap_or_else(|e| unreachable!("built-in Betza strings are valid: {e}"))
}

/// The piece types of `army`'s rook, knight, bishop and queen places, added to
/// `pieces` unless a type with the same letter and Betza string is there already.
fn army_types(army: Army, pieces: &mut Vec<PieceType>) -> Vec<PieceTypeId> {
    army.pieces()
        .iter()
        .zip(['R', 'N', 'B', 'Q'])
        .map(|(p, place)| {
            match pieces
                .iter()
                .position(|t| t.letter == p.letter && t.betza == p.betza)
            {
                Some(i) => i as PieceTypeId,
                None => {
                    let mut piece = built_in(p.letter, p.name, p.betza);
                    piece.place = Some(place);
                    pieces.push(piece);
                    (pieces.len() - 1) as PieceTypeId
                }
            }
        })
        .collect()
}

/// What a pawn of the army `own` promotes to (M7): its own pieces, then those of
/// `other` whose letter none of its own uses.
fn promotions(
    pieces: &[PieceType],
    own: &[PieceTypeId],
    other: &[PieceTypeId],
) -> Vec<PieceTypeId> {
    let mut list = own.to_vec();
    for &t in other {
        if !list
            .iter()
            .any(|&o| pieces[o as usize].letter == pieces[t as usize].letter)
        {
            list.push(t);
        }
    }
    list
}

/// The start position for the armies in `options`.
///
/// # Errors
///
/// [`RulesError`] for a bad option.
pub fn start(options: &Options) -> Result<StandardPosition, RulesError> {
    let (white, black) = armies(options)?;
    Ok(StandardPosition::start(
        shared_def(white, black),
        &SetupRules::CWDA,
    )?)
}

/// A position from FEN with the army letters.
///
/// # Errors
///
/// [`RulesError`] for a bad option or FEN.
pub fn from_fen(fen: &str, options: &Options) -> Result<StandardPosition, RulesError> {
    let (white, black) = armies(options)?;
    Ok(StandardPosition::from_fen(
        shared_def(white, black),
        fen,
        &SetupRules::CWDA,
    )?)
}
