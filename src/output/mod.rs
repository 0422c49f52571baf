//! The output floor: what people read. Boards drawn for one reader
//! ([`drawing`]: the `+---+` text and the cells the HTML table is built from,
//! [`board_html`]: that table), PGN
//! ([`pgn`]), the time of every ply ([`move_times`]), boards in words for
//! screen readers ([`spoken`]), the board as SVG ([`board_svg`]) and as a PNG
//! picture ([`picture`]), the reply templates ([`templates`], minijinja), their
//! words in the reader's language ([`locale`], Project Fluent) and the published
//! site's pages ([`site`]).
//!
//! Imports: board, notation (the reader's language), rules, corr and store (a stored game for its PGN). Nothing here
//! queues or sends mail.
#![warn(missing_docs)]

pub mod board_html;
pub mod board_svg;
pub mod drawing;
pub mod locale;
pub mod move_times;
pub mod pgn;
pub mod picture;
pub mod site;
pub mod spoken;
pub mod templates;
