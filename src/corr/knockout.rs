//! Knock-out cups, pure: the standard seeded bracket, byes, matches
//! of several games with colours alternating, and who goes through. No SQL, no
//! mail: the arbiter floor feeds the games played and makes the games this module
//! asks for.
//!
//! - Bracket: the field is seeded 1..n (start rank, or rating) into the standard
//!   bracket of the next power of two P (1 v P, then the order that keeps seeds 1
//!   and 2 apart until the final: for 8, 1-8 4-5 2-7 3-6). A seed whose opponent
//!   would be above n has a bye into round 2: the byes go to the top seeds.
//! - A match is `games` games (2 by default), the higher seed White in the first and
//!   colours alternating.
//! - A tied match is decided by the event's [`TieRule`]: `Extra` plays another pair
//!   of games (colours as before), again until one player leads after a pair;
//!   `HigherSeed` sends the higher seed (the smaller number) through.
//! - Round r+1 pairs the winners of matches 2k-1 and 2k of round r, in bracket
//!   order; a round starts when every match of the round before is decided.

/// How a tied match is decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieRule {
    /// Another pair of games, colours as before, until a pair leaves a leader.
    Extra,
    /// The higher seed (smaller seed number) goes through.
    HigherSeed,
}

impl TieRule {
    /// Reads `extra` or `seed` (also `higher-seed`), in any case, spaces around
    /// ignored.
    ///
    /// # Errors
    ///
    /// [`UnknownTieRule`] with the text trimmed and in lower case, for a message
    /// naming the two words.
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::corr::knockout::{TieRule, UnknownTieRule};
    ///
    /// assert_eq!(TieRule::parse(" Seed "), Ok(TieRule::HigherSeed));
    /// assert_eq!(TieRule::parse("Coin"), Err(UnknownTieRule("coin".into())));
    /// ```
    pub fn parse(text: &str) -> Result<TieRule, UnknownTieRule> {
        match text.trim().to_ascii_lowercase().as_str() {
            "extra" => Ok(TieRule::Extra),
            "seed" | "higher-seed" => Ok(TieRule::HigherSeed),
            other => Err(UnknownTieRule(other.to_string())),
        }
    }

    /// The word [`TieRule::parse`] reads.
    pub fn word(self) -> &'static str {
        match self {
            TieRule::Extra => "extra",
            TieRule::HigherSeed => "seed",
        }
    }
}

/// A tie rule that is neither `extra` nor `seed`: the text as read (trimmed, in
/// lower case).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown tie rule {0:?} (extra or seed)")]
pub struct UnknownTieRule(pub String);

/// The seeds of the first round in bracket order, in pairs: for a bracket of
/// `size` (a power of two), `[1, size, size/2, size/2+1, ...]`, so that seed 1
/// meets seed 2 in the final at the earliest.
pub fn bracket_order(size: u32) -> Vec<u32> {
    let mut order = vec![1u32];
    while (order.len() as u32) < size.max(1) {
        let n = order.len() as u32 * 2;
        order = order.iter().flat_map(|&s| [s, n + 1 - s]).collect();
    }
    order
}

/// The bracket's size: the smallest power of two at least `players` (2 at least).
pub fn bracket_size(players: u32) -> u32 {
    players.max(2).next_power_of_two()
}

/// The number of rounds of a cup of `players`.
pub fn rounds(players: u32) -> u32 {
    bracket_size(players).trailing_zeros()
}

/// One game of a match as played or running: the seeds with White and Black and
/// White's score in half points (`None` while it runs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchGame {
    /// White's seed.
    pub white: u32,
    /// Black's seed.
    pub black: u32,
    /// White's score in half points (0, 1 or 2); `None` while the game runs.
    pub white_halves: Option<u32>,
}

/// A match of a round: its two seeds (the higher seed first), or one seed with
/// a bye, and its games so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    /// 1-based position in the round, in bracket order.
    pub number: u32,
    /// The higher seed (the smaller number).
    pub high: u32,
    /// `None`: a bye for `high`.
    pub low: Option<u32>,
    /// The match's games so far, in the order they were made.
    pub games: Vec<MatchGame>,
}

/// What a match needs next, or who won it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchState {
    /// Decided: this seed goes through.
    Won(u32),
    /// Games are running.
    Running,
    /// These games are to be made now: (White seed, Black seed).
    Play(Vec<(u32, u32)>),
}

/// The match's score in half points: (high, low).
pub fn score(m: &Match) -> (u32, u32) {
    let mut high = 0;
    let mut low = 0;
    for g in &m.games {
        if let Some(w) = g.white_halves {
            let (white, black) = (w, 2u32.saturating_sub(w));
            if g.white == m.high {
                high += white;
                low += black;
            } else {
                low += white;
                high += black;
            }
        }
    }
    (high, low)
}

/// The colours of game `index` (0-based) of a match: the higher seed White in
/// even-numbered games.
fn colours(m: &Match, low: u32, index: usize) -> (u32, u32) {
    if index.is_multiple_of(2) {
        (m.high, low)
    } else {
        (low, m.high)
    }
}

/// Where match `m` stands for a cup of `games` games per match and `tie` rule.
pub fn state(m: &Match, games: u32, tie: TieRule) -> MatchState {
    let Some(low) = m.low else {
        return MatchState::Won(m.high);
    };
    let games = games.max(1) as usize;
    if m.games.len() < games {
        let missing = (m.games.len()..games).map(|i| colours(m, low, i)).collect();
        return MatchState::Play(missing);
    }
    if m.games.iter().any(|g| g.white_halves.is_none()) {
        return MatchState::Running;
    }
    let played = m.games.len();
    if played > games && (played - games) % 2 == 1 {
        // An extra pair is decided only when both its games are over.
        return MatchState::Play(vec![colours(m, low, played)]);
    }
    let (h, l) = score(m);
    if h != l {
        return MatchState::Won(if h > l { m.high } else { low });
    }
    match tie {
        TieRule::HigherSeed => MatchState::Won(m.high),
        TieRule::Extra => {
            MatchState::Play((played..played + 2).map(|i| colours(m, low, i)).collect())
        }
    }
}

/// A game's place in its match: one of the match's own games, or a game of the
/// extra pairs a tied match plays under [`TieRule::Extra`] after them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchSlot {
    /// Game k (from 1) of the match's `games`.
    Game(u32),
    /// Tie-break game j (from 1), the j-th game after the match's `games`.
    TieBreak(u32),
}

/// The place of each game of one match, the games given in the order they were
/// made, each with whether it counts (an aborted game does not, and is played
/// again: it keeps the place of the game that replaces it): the n-th game that
/// counts is game n while n is at most `games` (1 at least), else tie-break game
/// n - `games`, as [`state`] asks for them.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::corr::knockout::{slots, MatchSlot};
///
/// // Two games, the second aborted and replayed, then a tie-break pair.
/// assert_eq!(
///     slots(&[true, false, true, true, true], 2),
///     [
///         MatchSlot::Game(1),
///         MatchSlot::Game(2),
///         MatchSlot::Game(2),
///         MatchSlot::TieBreak(1),
///         MatchSlot::TieBreak(2),
///     ]
/// );
/// ```
pub fn slots(counts: &[bool], games: u32) -> Vec<MatchSlot> {
    let games = games.max(1);
    let mut before = 0u32;
    counts
        .iter()
        .map(|&counts| {
            let n = before + 1;
            if counts {
                before = n;
            }
            if n <= games {
                MatchSlot::Game(n)
            } else {
                MatchSlot::TieBreak(n - games)
            }
        })
        .collect()
}

/// The first round of a cup of `players` seeds: matches in bracket order, the top
/// seeds with byes when `players` is not a power of two.
pub fn first_round(players: u32) -> Vec<Match> {
    let order = bracket_order(bracket_size(players));
    order
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let (a, b) = (pair[0], pair.get(1).copied().unwrap_or(u32::MAX));
            let (high, low) = (a.min(b), a.max(b));
            Match {
                number: i as u32 + 1,
                high,
                low: (low <= players).then_some(low),
                games: Vec::new(),
            }
        })
        .collect()
}

/// The next round from the winners of a decided round, in bracket order
/// (`winners[i]` won match i+1); `None` when a match is not decided yet.
pub fn next_round(winners: &[Option<u32>]) -> Option<Vec<Match>> {
    let winners: Vec<u32> = winners.iter().copied().collect::<Option<Vec<u32>>>()?;
    if winners.len() < 2 {
        return Some(Vec::new());
    }
    Some(
        winners
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| {
                let (a, b) = (pair[0], pair.get(1).copied().unwrap_or(u32::MAX));
                Match {
                    number: i as u32 + 1,
                    high: a.min(b),
                    low: (a.max(b) != u32::MAX).then_some(a.max(b)),
                    games: Vec::new(),
                }
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_bracket_keeps_the_top_seeds_apart() {
        assert_eq!(bracket_order(2), [1, 2]);
        assert_eq!(bracket_order(4), [1, 4, 2, 3]);
        assert_eq!(bracket_order(8), [1, 8, 4, 5, 2, 7, 3, 6]);
        assert_eq!(rounds(6), 3);
        assert_eq!(rounds(8), 3);
        assert_eq!(rounds(9), 4);
    }

    #[test]
    fn six_players_give_byes_to_seeds_1_and_2() {
        let r1 = first_round(6);
        let pairs: Vec<(u32, Option<u32>)> = r1.iter().map(|m| (m.high, m.low)).collect();
        assert_eq!(pairs, [(1, None), (4, Some(5)), (2, None), (3, Some(6))]);
        assert_eq!(state(&r1[0], 2, TieRule::Extra), MatchState::Won(1));
        assert_eq!(
            state(&r1[1], 2, TieRule::Extra),
            MatchState::Play(vec![(4, 5), (5, 4)])
        );
    }

    #[test]
    fn a_tied_match_plays_another_pair_or_sends_the_higher_seed_through() {
        let m = Match {
            number: 2,
            high: 4,
            low: Some(5),
            games: vec![
                MatchGame {
                    white: 4,
                    black: 5,
                    white_halves: Some(2),
                },
                MatchGame {
                    white: 5,
                    black: 4,
                    white_halves: Some(2),
                },
            ],
        };
        assert_eq!(score(&m), (2, 2));
        assert_eq!(state(&m, 2, TieRule::HigherSeed), MatchState::Won(4));
        assert_eq!(
            state(&m, 2, TieRule::Extra),
            MatchState::Play(vec![(4, 5), (5, 4)])
        );
        let mut longer = m.clone();
        longer.games.push(MatchGame {
            white: 4,
            black: 5,
            white_halves: Some(1),
        });
        longer.games.push(MatchGame {
            white: 5,
            black: 4,
            white_halves: Some(1),
        });
        assert_eq!(
            state(&longer, 2, TieRule::Extra),
            MatchState::Play(vec![(4, 5), (5, 4)])
        );
        longer.games.push(MatchGame {
            white: 4,
            black: 5,
            white_halves: Some(0),
        });
        assert_eq!(
            state(&longer, 2, TieRule::Extra),
            MatchState::Play(vec![(5, 4)])
        );
        longer.games.push(MatchGame {
            white: 5,
            black: 4,
            white_halves: None,
        });
        assert_eq!(state(&longer, 2, TieRule::Extra), MatchState::Running);
    }

    #[test]
    fn winners_meet_in_bracket_order() {
        let r2 = next_round(&[Some(1), Some(5), Some(2), Some(3)]).unwrap();
        let pairs: Vec<(u32, Option<u32>)> = r2.iter().map(|m| (m.high, m.low)).collect();
        assert_eq!(pairs, [(1, Some(5)), (2, Some(3))]);
        assert!(next_round(&[Some(1), None]).is_none());
        assert_eq!(next_round(&[Some(3)]), Some(Vec::new()));
    }
}
