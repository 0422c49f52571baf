//! The board floor, the lowest: the vocabulary every floor above shares and that
//! holds no rule. Squares ([`geometry`]), the sides and per-side pairs ([`color`]), Betza's funny notation read
//! into movement atoms ([`betza`]), piece types and variant definitions as data
//! ([`pieces`]), how far a step goes before the edge ([`steps`]) and the walks from each square
//! ([`walks`]; as bit sets on boards up to 8x8, [`bits`]), and the diagram model a variant fills in ([`diagram`]).
//!
//! Imports: nothing of the crate. Which moves are legal is the rules floor's.
#![warn(missing_docs)]

pub mod betza;
pub mod bits;
pub mod color;
pub mod diagram;
pub mod geometry;
pub mod pieces;
pub mod steps;
pub mod walks;
