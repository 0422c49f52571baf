//! The team standings: the primary score, then the ordered tie-breaks.

use super::results::{meetings, MeetingScore, Team, TeamGame, TeamScore};
use super::tiebreaks::{TeamTieBreak, TeamValue};
use crate::corr::round_robin::rank_by;
use crate::corr::tiebreak::Cut;

/// One line of the team standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamStanding {
    /// 1-based; teams equal on the primary score and every tie-break share a
    /// rank (listed by pairing number).
    pub rank: u32,
    /// Pairing number, 1-based.
    pub seat: u32,
    /// Match points of the meetings that are over.
    pub match_points: u32,
    /// Game points of the games with a result, in half points.
    pub game_halves: u32,
    /// One value per tie-break of the list, in its order.
    pub values: Vec<TeamValue>,
}

/// The team standings: the `primary` score, then the tie-breaks of `list` in
/// order (C.07 Art. 4.2: each tie-break separates the teams still equal on the
/// score and on every tie-break before it), then the pairing number.
///
/// What each tie-break reads (see the module documentation for the
/// definitions): the scores count every game with a result and the match
/// points of every meeting that is over; the extended direct encounter, the
/// extended Sonneborn-Berger and the Buchholz read the meetings that are over;
/// board count, top board results and bottom board elimination read every
/// game with a result. The pairings being pre-determined, a forfeit is a game
/// like the others (C.07 Art. 15.2) and the Berger table's bye, a round
/// without a meeting, counts for nothing. A withdrawn team keeps its games.
pub fn standings(
    teams: &[Team],
    games: &[TeamGame],
    primary: TeamScore,
    list: &[TeamTieBreak],
) -> Vec<TeamStanding> {
    let met = meetings(games);
    let mut lines: Vec<TeamStanding> = teams
        .iter()
        .map(|t| {
            let mp = met
                .iter()
                .filter_map(|m| side(m, t.seat).map(|s| s.mp))
                .sum();
            let gp = met
                .iter()
                .filter_map(|m| side(m, t.seat).map(|s| s.gp))
                .sum();
            TeamStanding {
                rank: 0,
                seat: t.seat,
                match_points: mp,
                game_halves: gp,
                values: Vec::with_capacity(list.len()),
            }
        })
        .collect();
    let event = TeamResults {
        primary,
        meetings: met,
        games,
        totals: lines
            .iter()
            .map(|l| (l.seat, (l.match_points, l.game_halves)))
            .collect(),
    };
    for &tiebreak in list {
        let groups = tied_groups(&lines, primary);
        let mut values = vec![TeamValue::NotApplicable; lines.len()];
        for group in &groups {
            let seats: Vec<u32> = group.iter().map(|&i| lines[i].seat).collect();
            let found = event.group_values(tiebreak, &seats);
            for (&i, value) in group.iter().zip(found) {
                values[i] = value;
            }
        }
        for (line, value) in lines.iter_mut().zip(values) {
            line.values.push(value);
        }
    }
    let key = |s: &TeamStanding| {
        std::cmp::Reverse((
            event.total(s.seat, primary),
            s.values.iter().map(|v| v.key()).collect::<Vec<_>>(),
        ))
    };
    rank_by(&mut lines, key, |s| s.seat, |s, r| s.rank = r);
    lines
}

/// One side of a meeting that is over: the opponent, the side's match points
/// and game points (half points).
#[derive(Debug, Clone, Copy)]
struct Side {
    opponent: u32,
    mp: u32,
    gp: u32,
    over: bool,
}

/// Team `seat`'s side of meeting `m`, if it plays in it. Match points are 0
/// until the meeting is over.
fn side(m: &MeetingScore, seat: u32) -> Option<Side> {
    if m.home == seat {
        Some(Side {
            opponent: m.away,
            mp: m.home_mp,
            gp: m.home_halves,
            over: m.over,
        })
    } else if m.away == seat {
        Some(Side {
            opponent: m.home,
            mp: m.away_mp,
            gp: m.away_halves,
            over: m.over,
        })
    } else {
        None
    }
}

/// The indexes of `lines` grouped by equal primary score and equal values so
/// far: the teams each next tie-break separates.
fn tied_groups(lines: &[TeamStanding], primary: TeamScore) -> Vec<Vec<usize>> {
    let key = |l: &TeamStanding| {
        (
            match primary {
                TeamScore::MatchPoints => l.match_points,
                TeamScore::GamePoints => l.game_halves,
            },
            l.values.iter().map(|v| v.key()).collect::<Vec<_>>(),
        )
    };
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in 0..lines.len() {
        match groups
            .iter_mut()
            .find(|g| key(&lines[g[0]]) == key(&lines[i]))
        {
            Some(g) => g.push(i),
            None => groups.push(vec![i]),
        }
    }
    groups
}

/// What the tie-breaks read of an event.
pub(super) struct TeamResults<'a> {
    pub(super) primary: TeamScore,
    pub(super) meetings: Vec<MeetingScore>,
    pub(super) games: &'a [TeamGame],
    /// Match points and game points (half points) by pairing number.
    pub(super) totals: Vec<(u32, (u32, u32))>,
}

impl TeamResults<'_> {
    /// Team `seat`'s total in `score` (match points, or game points in half
    /// points).
    fn total(&self, seat: u32, score: TeamScore) -> u32 {
        self.totals
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(0, |&(_, (mp, gp))| match score {
                TeamScore::MatchPoints => mp,
                TeamScore::GamePoints => gp,
            })
    }

    /// Team `seat`'s sides of the meetings that are over.
    fn sides(&self, seat: u32) -> Vec<Side> {
        self.meetings
            .iter()
            .filter_map(|m| side(m, seat))
            .filter(|s| s.over)
            .collect()
    }

    /// The values of `tiebreak` for the teams of one tied group (pairing
    /// numbers), in the group's order.
    fn group_values(&self, tiebreak: TeamTieBreak, group: &[u32]) -> Vec<TeamValue> {
        let alone = group.len() < 2;
        match tiebreak {
            TeamTieBreak::Score(score) => group.iter().map(|&t| self.score(t, score)).collect(),
            TeamTieBreak::Secondary => group
                .iter()
                .map(|&t| self.score(t, self.primary.other()))
                .collect(),
            TeamTieBreak::ExtendedSonnebornBerger { opponent, own, cut } => group
                .iter()
                .map(|&t| self.sonneborn_berger(t, opponent, own, cut))
                .collect(),
            TeamTieBreak::Buchholz { on, cut } => {
                group.iter().map(|&t| self.buchholz(t, on, cut)).collect()
            }
            _ if alone => vec![TeamValue::NotApplicable; group.len()],
            TeamTieBreak::ExtendedDirectEncounter => self.extended_direct_encounter(group),
            TeamTieBreak::BoardCount => self.board_count(group),
            TeamTieBreak::TopBoardResults => {
                let keys: Vec<Vec<u32>> = group.iter().map(|&t| self.board_points(t)).collect();
                places(&keys)
            }
            TeamTieBreak::BoardElimination => {
                let keys: Vec<Vec<u32>> = group
                    .iter()
                    .map(|&t| {
                        let boards = self.board_points(t);
                        (1..boards.len())
                            .rev()
                            .map(|kept| boards[..kept].iter().sum())
                            .collect()
                    })
                    .collect();
                places(&keys)
            }
        }
    }

    /// A score as a value: match points whole, game points in half points.
    fn score(&self, seat: u32, score: TeamScore) -> TeamValue {
        match score {
            TeamScore::MatchPoints => TeamValue::Points(self.total(seat, score)),
            TeamScore::GamePoints => TeamValue::Halves(self.total(seat, score)),
        }
    }

    /// Extended Sonneborn-Berger (C.07 Art. 13.2): over the meetings that are
    /// over, the opponent's final `opponent` score times the team's own `own`
    /// score in the meeting; Cut-1 and Cut-2 (Art. 14.1.2) leave out the
    /// products of the opponents with the lowest `opponent` score, the lowest
    /// product first among equal ones.
    fn sonneborn_berger(
        &self,
        seat: u32,
        opponent: TeamScore,
        own: TeamScore,
        cut: Cut,
    ) -> TeamValue {
        let items: Vec<(u32, u32)> = self
            .sides(seat)
            .iter()
            .map(|s| {
                let theirs = self.total(s.opponent, opponent);
                let mine = match own {
                    TeamScore::MatchPoints => s.mp,
                    TeamScore::GamePoints => s.gp,
                };
                (theirs, theirs * mine)
            })
            .collect();
        let sum = cut_sum(items, cut);
        match (opponent, own) {
            (TeamScore::MatchPoints, TeamScore::MatchPoints) => TeamValue::Points(sum),
            (TeamScore::GamePoints, TeamScore::GamePoints) => TeamValue::Quarters(sum),
            _ => TeamValue::Halves(sum),
        }
    }

    /// Buchholz on a team score (C.07 Art. 8.1 read on `on`, Art. 13): the sum
    /// of the opponents' final scores over the meetings that are over, with
    /// the cuts of Art. 14.
    fn buchholz(&self, seat: u32, on: TeamScore, cut: Cut) -> TeamValue {
        let items: Vec<(u32, u32)> = self
            .sides(seat)
            .iter()
            .map(|s| {
                let theirs = self.total(s.opponent, on);
                (theirs, theirs)
            })
            .collect();
        let sum = cut_sum(items, cut);
        match on {
            TeamScore::MatchPoints => TeamValue::Points(sum),
            TeamScore::GamePoints => TeamValue::Halves(sum),
        }
    }

    /// Team `seat`'s game points on each board (index 0 is board 1), in half
    /// points, over every game with a result (C.07 Art. 12: a forfeit counts as
    /// the win or loss it gave).
    pub(super) fn board_points(&self, seat: u32) -> Vec<u32> {
        let boards = self.games.iter().map(|g| g.board).max().unwrap_or(0) as usize;
        let mut out = vec![0; boards];
        for g in self.games {
            let Some(home) = g.home_halves.map(|h| h.min(2)) else {
                continue;
            };
            let own = if g.home == seat {
                home
            } else if g.away == seat {
                2 - home
            } else {
                continue;
            };
            if let Some(slot) = (g.board as usize)
                .checked_sub(1)
                .and_then(|b| out.get_mut(b))
            {
                *slot += own;
            }
        }
        out
    }

    /// Board count (C.07 Art. 12.1) of a tied group: each team's sum of board
    /// number times the game points scored on that board, over all its games;
    /// the lower ranks first. It applies only among teams with the same game
    /// points: else not applicable.
    fn board_count(&self, group: &[u32]) -> Vec<TeamValue> {
        let gp = |t: u32| self.total(t, TeamScore::GamePoints);
        if group.iter().any(|&t| gp(t) != gp(group[0])) {
            return vec![TeamValue::NotApplicable; group.len()];
        }
        group
            .iter()
            .map(|&t| {
                let count = self
                    .board_points(t)
                    .iter()
                    .enumerate()
                    .map(|(b, &p)| (b as u32 + 1) * p)
                    .sum();
                TeamValue::LowHalves(count)
            })
            .collect()
    }

    /// Extended direct encounter (C.07 Art. 13.3) of a tied group: the place of
    /// each team when the group is ranked by direct encounter (Art. 6) on the
    /// primary score, or, if that separates nobody, on the other score (13.3.1);
    /// each smaller group of teams still tied is ranked again from the primary
    /// score (13.3.3). Not applicable when not every two teams of the group have
    /// a meeting that is over (Art. 6.2).
    fn extended_direct_encounter(&self, group: &[u32]) -> Vec<TeamValue> {
        let all_met = group.iter().enumerate().all(|(i, &a)| {
            group[i + 1..]
                .iter()
                .all(|&b| self.sides(a).iter().any(|s| s.opponent == b))
        });
        if !all_met {
            return vec![TeamValue::NotApplicable; group.len()];
        }
        let order = self.encounter_order(group.to_vec());
        let mut place = vec![TeamValue::NotApplicable; group.len()];
        let mut before = 0;
        for tied in &order {
            for t in tied {
                if let Some(i) = group.iter().position(|g| g == t) {
                    place[i] = TeamValue::Place(before + 1);
                }
            }
            before += tied.len() as u32;
        }
        place
    }

    /// The teams of `group` (every two of which have met) in the order of
    /// Art. 13.3: smaller groups of teams still tied, best first.
    fn encounter_order(&self, group: Vec<u32>) -> Vec<Vec<u32>> {
        if group.len() < 2 {
            return vec![group];
        }
        for score in [self.primary, self.primary.other()] {
            let points: Vec<u64> = group
                .iter()
                .map(|&t| self.encounter_points(t, &group, score))
                .collect();
            let mut levels: Vec<u64> = points.clone();
            levels.sort_unstable_by(|a, b| b.cmp(a));
            levels.dedup();
            if levels.len() > 1 {
                return levels
                    .iter()
                    .flat_map(|level| {
                        let tied: Vec<u32> = group
                            .iter()
                            .zip(&points)
                            .filter(|(_, p)| *p == level)
                            .map(|(&t, _)| t)
                            .collect();
                        self.encounter_order(tied)
                    })
                    .collect();
            }
        }
        vec![group]
    }

    /// Team `seat`'s points in `score` in its meetings with the other teams of
    /// `group` that are over; the points against a team met more than once are
    /// their average (C.07 Art. 6.1.2). Scaled by 12 so that the averages of up
    /// to four meetings stay whole.
    fn encounter_points(&self, seat: u32, group: &[u32], score: TeamScore) -> u64 {
        group
            .iter()
            .filter(|&&o| o != seat)
            .map(|&o| {
                let against: Vec<u64> = self
                    .sides(seat)
                    .iter()
                    .filter(|s| s.opponent == o)
                    .map(|s| {
                        u64::from(match score {
                            TeamScore::MatchPoints => s.mp,
                            TeamScore::GamePoints => s.gp,
                        })
                    })
                    .collect();
                if against.is_empty() {
                    0
                } else {
                    against.iter().sum::<u64>() * 12 / against.len() as u64
                }
            })
            .sum()
    }
}

/// The place of each of `keys` (compared from the first element on, the higher
/// the better): 1 plus the number of better keys.
fn places(keys: &[Vec<u32>]) -> Vec<TeamValue> {
    keys.iter()
        .map(|k| TeamValue::Place(1 + keys.iter().filter(|o| *o > k).count() as u32))
        .collect()
}

/// The sum of the values of `items` (each `(opponent's score, value)`) after
/// the cuts of C.07 Art. 14: each cut of a least significant value leaves out
/// the item of the lowest opponent's score (the lowest value among equal ones),
/// each cut of a most significant value the highest. A cut of more values than
/// there are leaves nothing. (In a round robin no round is unplayed by choice,
/// so the exception of Art. 16.5 does not arise.)
fn cut_sum(mut items: Vec<(u32, u32)>, cut: Cut) -> u32 {
    items.sort_unstable();
    let low = (cut.low as usize).min(items.len());
    let high = (cut.high as usize).min(items.len() - low);
    items[low..items.len() - high].iter().map(|i| i.1).sum()
}
