//! The rules engine: one trait for every variant, and the registry of variants.
//!
//! The engine never touches mail or SQL. Each variant implements [`Rules`] on its
//! position type (with its own turn type); the rest of the program sees positions
//! through the object-safe [`AnyPosition`], which every [`Rules`] type gets for free,
//! and finds variants by id in [`registry()`].
//!
//! | room | owns |
//! |---|---|
//! | [`position`] | the one [`Rules`] trait, [`AnyPosition`], [`Outcome`], [`RulesError`], [`VariantInfo`] |
//! | [`registry`](mod@registry) | every variant by id: the one place that names them all |
//! | [`fen`] | FEN read into an unchecked `Setup`, the orthodox cell, FEN fields written back |
//! | [`setup`] | set-up versus position: the checks a variant's constructor runs (`SetupRules`) |
//! | [`moves`] | the orthodox move ([`moves::Move`]), promotion choices, castling squares |
//! | [`movegen`] | the one pseudo-legal move generator, over a board seen through `BoardView` |
//! | [`standard`] | the orthodox engine over a variant's pieces as data |
//! | [`legal`] | the orthodox engine's legal moves from check and pin masks, perft |
//! | [`san`] | SAN, long algebraic and coordinate notation for the orthodox engine |
//! | [`fide`] | FIDE chess: the orthodox engine with the FIDE pieces, and how a game ends |
//! | [`armies`] | the five armies of Chess with Different Armies, as data |
//! | [`cwda`] | Chess with Different Armies: FIDE rules, each side's army chosen |
//! | [`momentum`] | Momentum Chess: pieces that keep moving |
//! | [`knightmare`] | Combining Knightmare Chess |
//! | [`blackholes`] | Black Holes: the 5x8 board with holes |
//! | [`missedmark`] | Missed-Mark Chess |
//! | [`revolving`] | Revolving Chess, ProDem and Move Up Take Down |
//! | [`game`] | a game record: the rules that need the whole history (repetition, claims) |
//! | [`replay`] | a game score replayed, turn by turn, stopping at the first illegal one |
//! | [`budget`] | the safety valve: a limit on the work a search may do |
#![warn(missing_docs)]

pub mod armies;
pub mod blackholes;
pub mod budget;
pub mod cwda;
pub mod fen;
pub mod fide;
pub mod game;
pub mod knightmare;
pub mod legal;
pub mod missedmark;
pub mod momentum;
pub mod movegen;
pub mod moves;
pub mod position;
pub mod registry;
pub mod replay;
pub mod revolving;
pub mod san;
pub mod setup;
pub mod standard;

pub use position::*;
pub use registry::{registry, variant};
