//! Notation shared by all variants; SAN for the orthodox engine is in
//! [`crate::rules::san`]. The rooms:
//!
//! - [`error`]: why a turn text was not accepted ([`NotationError`]).
//! - [`reading`]: one turn's text as every reader starts from it
//!   ([`TurnText`], annotation marks stripped by G3, null moves) and the one legal
//!   move it names ([`choose`]).
//! - [`algebraic`]: the one algebraic toolkit, a move text split into its parts.
//! - [`numeric`]: ICCF numeric notation read into algebraic squares.
//! - [`dialect`]: the ways players write moves (figurines, a language's piece
//!   letters, numeric squares) mapped to the toolkit's form and back.
//! - [`forms`]: a played turn in long algebraic and ICCF numeric notation.
//! - [`syntax`]: which words of a mail line or a game score make up one turn.
//! - [`conditional`]: conditional lines (`if 24... Qxe5 then 25. d4`).
//! - [`score`]: whole game scores, PGN and loose, read into games.
//! - [`writing`]: what a score or a position text writes: the move number before a
//!   turn ([`move_label`]), the board field of a FEN-like text ([`board_field`]).
//! - [`words`]: the arbiter's words in the reader's language (Project Fluent).
#![warn(missing_docs)]

pub mod algebraic;
pub mod conditional;
pub mod dialect;
pub mod error;
pub mod forms;
pub mod numeric;
pub mod reading;
pub mod score;
pub mod syntax;
pub mod words;
pub mod writing;

pub use error::NotationError;
pub use reading::{choose, is_null_move, promotion_fits, strip_annotations, TurnText};
pub use writing::{board_field, move_label};
