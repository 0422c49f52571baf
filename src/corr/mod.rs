//! The correspondence domain, pure: time controls and a game's two clocks
//! ([`clock`]), round robins ([`round_robin`]), Swiss tournaments ([`swiss`]),
//! knock-out cups ([`knockout`]), the tie-breaks of the first two ([`tiebreak`],
//! FIDE C.07), team matches and team round robins with their team tie-breaks
//! ([`teams`]), Glicko-2 ratings per variant ([`ratings`]), a game's number
//! ([`ids`]) and a player's digest times on the wall clock of a time zone
//! ([`digest`]).
//! Arithmetic on UTC instants, pairings, standings and ratings; no SQL, no mail.
//!
//! Imports: the board floor (colours). The Swiss pairing engine is an outside
//! program that [`swiss`] runs on a TRF file it writes in a temporary directory.
#![warn(missing_docs)]

pub mod clock;
pub mod digest;
pub mod ids;
pub mod knockout;
pub mod ratings;
pub mod round_robin;
pub mod swiss;
pub mod teams;
pub mod tiebreak;
