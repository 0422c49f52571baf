//! Each board's own table (a board prize is judged there).

use super::results::TeamGame;
use crate::corr::round_robin::rank_by;

/// One line of a board's own table: the player of one team at one board (the
/// service maps the team and the board to a name).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardLine {
    /// 1-based; equal on points and games share a rank.
    pub rank: u32,
    /// The team's pairing number.
    pub team: u32,
    /// Points of the games with a result, in half points.
    pub halves: u32,
    /// Games with a result.
    pub games: u32,
}

/// The table of board `board`: each team's player at that board with its
/// points and games, ranked by points, then by fewer games (the same points in
/// fewer games), then by the team's pairing number.
pub fn board_table(board: u32, games: &[TeamGame]) -> Vec<BoardLine> {
    let mut lines: Vec<BoardLine> = Vec::new();
    for g in games.iter().filter(|g| g.board == board) {
        for (team, own) in [
            (g.home, g.home_halves.map(|h| h.min(2))),
            (g.away, g.home_halves.map(|h| 2 - h.min(2))),
        ] {
            let i = match lines.iter().position(|l| l.team == team) {
                Some(i) => i,
                None => {
                    lines.push(BoardLine {
                        rank: 0,
                        team,
                        halves: 0,
                        games: 0,
                    });
                    lines.len() - 1
                }
            };
            if let Some(h) = own {
                lines[i].halves += h;
                lines[i].games += 1;
            }
        }
    }
    let key = |l: &BoardLine| (std::cmp::Reverse(l.halves), l.games);
    rank_by(&mut lines, key, |l| l.team, |l, r| l.rank = r);
    lines
}
