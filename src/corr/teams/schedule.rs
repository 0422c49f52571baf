//! The schedule of a team event: meetings from the Berger tables, board colours.

use crate::corr::round_robin::berger;

/// One game of a team event's schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamBoardGame {
    /// 1-based; the rounds of a double round robin's second cycle follow the first.
    pub round: u32,
    /// The first-named team of the meeting (its pairing number, 1-based).
    pub home: u32,
    /// The other team of the meeting (its pairing number, 1-based).
    pub away: u32,
    /// 1-based board: board `k` of one team plays board `k` of the other.
    pub board: u32,
    /// 1 or 2: with two games per board, game 1 and game 2 have the colours
    /// reversed.
    pub game: u32,
    /// Whether the home team's player has White.
    pub home_white: bool,
}

/// The schedule of a team event of `teams` teams of `boards` boards, each board
/// playing `games_per_board` games (1 or 2) in each meeting, over `cycles`
/// cycles (1: every team meets every other once; 2: twice, colours reversed).
///
/// A team match is `schedule(2, boards, games_per_board, 1)`: one meeting. A
/// team round robin takes its meetings from the Berger tables over the teams
/// ([`berger`], FIDE C.05 Annex 1): the team the table gives White is the
/// first-named (home) team and has White on the odd boards, Black on the even
/// ones, so the colours alternate by board and, as the Berger table alternates
/// each team's colour, by round. With two games per board, game 2 of each
/// board has the colours of game 1 reversed. Values of `games_per_board` other
/// than 2 are read as 1; fewer than 2 teams or no board give no game.
pub fn schedule(teams: u32, boards: u32, games_per_board: u32, cycles: u32) -> Vec<TeamBoardGame> {
    let games = if games_per_board == 2 { 2 } else { 1 };
    let mut out = Vec::new();
    for pairing in berger(teams, cycles.max(1)) {
        for board in 1..=boards {
            for game in 1..=games {
                out.push(TeamBoardGame {
                    round: pairing.round,
                    home: pairing.white,
                    away: pairing.black,
                    board,
                    game,
                    home_white: (board % 2 == 1) == (game == 1),
                });
            }
        }
    }
    out
}
