//! The rules engine: one trait for every variant, and the registry of variants.
//!
//! The engine never touches mail or SQL. Each variant implements [`Rules`] on its
//! position type (with its own turn type); the rest of the program sees positions
//! through the object-safe [`AnyPosition`], which every [`Rules`] type gets for free,
//! and finds variants by id in [`registry()`].
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
