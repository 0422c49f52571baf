//! Momentum Chess (docs/rules/momentum.md: rulings M1-M8, G1-G3), played
//! with the Chess with Different Armies armies (options `white-army`, `black-army`).
//!
//! A position is an orthodox board plus the momentum of the pieces in motion. A turn
//! is an ordered list of events ([`turn::MomentumEvent`]): one momentum event for each of the
//! mover's pieces in motion, and exactly one action (start or stop). Legality and
//! check look at every ordering of the opponent's next turn ([`search`]).
//!
//! Position text: the FEN of the armies plus a seventh field listing the pieces in
//! motion, `-` if none, else `SQUARE@DX/DY` (White's frame) with `x` for capture mode,
//! e.g. `e4@0/2,b5@-1/1x`; slide or leap follows from the piece and the displacement.
//!
//! The rooms:
//!
//! - [`position`]: the position ([`MomentumPosition`]), its turn ([`MomentumTurn`]),
//!   its [`Rules`](crate::rules::Rules) and registry entry ([`VARIANT`]).
//! - [`motion_field`]: the seventh field of the position text read and checked.
//! - [`motion`]: what a piece in motion keeps between turns (M3), and the small
//!   sets a turn in progress needs.
//! - [`turn`]: a turn in progress, event by event, each checked against M2-M6.
//! - [`groups`]: the pieces in motion split into groups whose events commute.
//! - [`search`]: legality, check (M1) and every distinct turn, group by group.
//! - [`exhaustive`]: the plain searches the tests compare [`search`] with.
//! - [`notation`]: the turn written and read (M5), autostops filled in.

pub mod exhaustive;
pub mod groups;
pub mod motion;
pub mod motion_field;
pub mod notation;
pub mod position;
pub mod search;
pub mod turn;

pub use position::{from_text, start, MomentumPosition, MomentumTurn, VARIANT};
