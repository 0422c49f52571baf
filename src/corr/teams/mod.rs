//! Team events without mail or SQL: the schedule of a team match or a team
//! round robin (who meets whom, on which board, with which colour), each
//! meeting's game and match points, the team standings with the team
//! tie-breaks of FIDE C.07, and each board's own table. The service stores and
//! mails them; a team's players are its boards here (board 1, 2, ...), the
//! service maps a team and a board to a name.
//!
//! All points are in half points (`u32`) as in [`super::tiebreak`]: a game won
//! is 2, drawn 1, lost 0; game points are the sum of a team's games. Match
//! points are whole numbers: 2 for a meeting won (more game points than the
//! other team), 1 drawn, 0 lost (C.07 Art. 11.1, MPTS and GPTS).
//!
//! The tie-breaks are those of the FIDE Play-off and Tie-Break Regulations
//! (Handbook C.07, the text of 1 August 2024 as revised from 1 March 2026:
//! <https://handbook.fide.com/chapter/TieBreakRegulations082024>), written with
//! FIDE's acronyms ([`parse_list`]); teams still tied after the primary score
//! are ranked by the first of the list, those still tied by the next, and so
//! on (Art. 4.2), then share a rank. docs/rules/teams.md says what each rests on.
//!
//! | acronym | C.07 | what |
//! |---|---|---|
//! | `MPTS`, `GPTS` | Art. 11.1 | match points, game points |
//! | `MPvGP` | Art. 13.1 | the score that is not the primary one |
//! | `EDE` | Art. 13.3 | extended direct encounter: direct encounter (Art. 6) among the tied teams on the primary score, if that separates nobody on the other score; each smaller group still tied again from the primary score; the value is the place in the group (`-` alone, or when not every two of the group have met) |
//! | `BC` | Art. 12.1 | board count: the sum of board number times the game points scored on that board over all games, the lower first; only among teams with the same game points |
//! | `TBR` | Art. 12.2 | top board results: game points on board 1, then board 2, ...; a place |
//! | `BBE` | Art. 12.3 | bottom board elimination: game points without the bottom board, then without the two bottom boards, ...; a place |
//! | `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB` | Art. 13.2.1 to 13.2.4 | extended Sonneborn-Berger: over the meetings, the opponent's final match (M) or game (G) points, the second letter, times the team's own match or game points in the meeting, the third letter; `-C1`, `-C2` (Art. 14.1.2) |
//! | `BH:MP`, `BH:GP` | Art. 8.1 on a team score (Art. 13) | Buchholz: the sum of the opponents' final match or game points; `-C1`, `-C2`, `-M1`, `-M2` (Art. 14) |
//!
//! The pairings being pre-determined, a forfeit is a game like the others and
//! there is no other unplayed round (Art. 15.2); the Berger table's bye gives
//! nothing and counts for nothing.
//!
//! Rooms: `schedule` (who meets whom, the board colours), `results` (the
//! games as played, each meeting's points), `tiebreaks` (the list and its
//! words), `standings` (the ranking), `boards` (each board's own table).

mod boards;
mod results;
mod schedule;
mod standings;
#[cfg(test)]
mod tests;
mod tiebreaks;

pub use boards::{board_table, BoardLine};
pub use results::{meetings, MeetingScore, Team, TeamGame, TeamScore};
pub use schedule::{schedule, TeamBoardGame};
pub use standings::{standings, TeamStanding};
pub use tiebreaks::{
    default_list, legend, list_text, parse_list, TeamTieBreak, TeamTieBreakError, TeamValue,
    GP_DEFAULT, MP_DEFAULT,
};
