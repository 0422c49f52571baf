//! Round-robin tournaments without mail or SQL: the Berger pairing
//! tables, the withdrawal rule, the standings with their tie-breaks and the
//! crosstable as text. The service (`arbiter::tournament`) stores and mails them.
//!
//! Sources, as implemented:
//! - Pairings and colours: the Berger tables of the FIDE Handbook, C.05 General
//!   Regulations for Competitions, Annex 1 ("Berger Tables for Round-Robin
//!   Tournaments"). For an odd number of players the highest number is a bye. A
//!   double round robin repeats the first cycle with the colours reversed, and
//!   the last two rounds of the first cycle are exchanged, as the Annex
//!   recommends, so that nobody gets the same colour three times in a row at the
//!   turn of the cycles.
//! - Withdrawal: FIDE Handbook C.06 FIDE Tournament Rules (2011), V.4: a player
//!   who withdraws from a round robin having completed less than 50% of his games
//!   keeps his games in the table, but the points scored by him and against him do
//!   not count in the final standings; with 50% or more his score stands. In both
//!   cases his unplayed games are marked `-` for him and `+` for his opponents
//!   (here: each game still running is ended as a forfeit win for the opponent).
//! - Tie-breaks: FIDE Handbook C.07 Play-off and Tie-Break Regulations, computed
//!   by [`super::tiebreak`] in the order the organiser chose (Art. 4.1), by
//!   default direct encounter (DE, Art. 6: the points the tied players scored in
//!   the games among themselves, used only when all of them have met each other),
//!   Sonneborn-Berger (SB, Art. 8.2: each opponent's score times the points scored
//!   against him) and Buchholz (BH, Art. 8.1: the sum of the opponents' scores);
//!   then the pairing number. The pairings being pre-determined, a forfeit counts
//!   as a game against the scheduled opponent and the Berger table's bye counts
//!   for nothing.

use std::fmt::Write as _;

use super::tiebreak::{self, Participant, Round, TieBreak, Value};
pub use super::tiebreak::{halves, quarters};

/// One game of the schedule: pairing numbers (1-based) of White and Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairing {
    /// 1-based; the rounds of a double round robin's second cycle follow the first.
    pub round: u32,
    /// 1-based, in the order of the Berger table.
    pub board: u32,
    /// White's pairing number.
    pub white: u32,
    /// Black's pairing number.
    pub black: u32,
}

/// The Berger pairings of `players` players over `cycles` cycles (1: single round
/// robin, 2: double), round by round. A player's pairing number is its place in
/// the list of entrants (1-based). With an odd number of players the missing
/// highest number is a bye: those games are not in the list.
///
/// Round `r` of the table for `n` (even) players, `m = n - 1`: player `n` meets
/// `x` with `2x = r + 1 (mod m)`, `n` having Black in odd rounds; board `k + 1`
/// has `x + k` (White) against `x - k` (Black), mod `m` in `1..=m`. This is the
/// rule the published tables follow (`1-6, 2-5, 3-4`; `6-4, 5-3, 1-2`; ...).
pub fn berger(players: u32, cycles: u32) -> Vec<Pairing> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let m = n - 1;
    let wrap = |v: i64| -> u32 { ((v - 1).rem_euclid(i64::from(m)) + 1) as u32 };
    let inverse_two = i64::from(m.div_ceil(2));
    let mut first: Vec<Vec<(u32, u32)>> = Vec::new();
    for r in 1..=m {
        let x = wrap(((i64::from(r) + 1) * inverse_two).rem_euclid(i64::from(m)));
        let mut round = vec![if r % 2 == 1 { (x, n) } else { (n, x) }];
        for k in 1..n / 2 {
            round.push((
                wrap(i64::from(x) + i64::from(k)),
                wrap(i64::from(x) - i64::from(k)),
            ));
        }
        first.push(round);
    }
    let mut rounds: Vec<Vec<(u32, u32)>> = Vec::new();
    if cycles >= 2 && first.len() >= 3 {
        let mut swapped = first.clone();
        let len = swapped.len();
        swapped.swap(len - 2, len - 1);
        rounds.extend(swapped);
    } else {
        rounds.extend(first.clone());
    }
    for cycle in 1..cycles {
        for round in &first {
            rounds.push(
                round
                    .iter()
                    .map(|&(w, b)| if cycle % 2 == 1 { (b, w) } else { (w, b) })
                    .collect(),
            );
        }
    }
    let mut out = Vec::new();
    for (r, round) in rounds.iter().enumerate() {
        let mut board = 0;
        for &(white, black) in round {
            if white > players || black > players {
                continue;
            }
            board += 1;
            out.push(Pairing {
                round: r as u32 + 1,
                board,
                white,
                black,
            });
        }
    }
    out
}

/// An entrant as the standings see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    /// Pairing number, 1-based.
    pub seat: u32,
    /// The name the tables show.
    pub name: String,
    /// Withdrew (FIDE C.06 V.4).
    pub withdrawn: bool,
    /// Withdrew having completed less than half of his games: his games count for
    /// nobody (C.06 V.4.a).
    pub annulled: bool,
}

/// A game as the standings see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoredGame {
    /// The round, 1-based.
    pub round: u32,
    /// White's pairing number.
    pub white: u32,
    /// Black's pairing number.
    pub black: u32,
    /// White's points in half points (2 win, 1 draw, 0 loss); `None` while the
    /// game runs or when it ended without a result (aborted).
    pub white_halves: Option<u32>,
    /// Not played: forfeited at a withdrawal (`+`/`-` in the table).
    pub unplayed: bool,
}

/// One line of the standings. Points are in half points; the tie-breaks are
/// [`Value`]s (half points, quarter points or counts), so that they compare
/// exactly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// 1-based; tied entrants (equal on every tie-break) share a rank.
    pub rank: u32,
    /// Pairing number, 1-based.
    pub seat: u32,
    /// The name the tables show.
    pub name: String,
    /// Points, in half points.
    pub points_halves: u32,
    /// One value per tie-break of the list, in its order; not applicable for an
    /// annulled entrant.
    pub tiebreaks: Vec<Value>,
    /// Games with a result that count.
    pub games: u32,
    /// As [`Entrant::withdrawn`].
    pub withdrawn: bool,
    /// As [`Entrant::annulled`].
    pub annulled: bool,
}

/// The points of `seat` in `game` in half points, when the game counts (it has a
/// result and involves no annulled entrant).
fn halves_of(game: &ScoredGame, seat: u32) -> Option<u32> {
    let white = game.white_halves?;
    if game.white == seat {
        Some(white)
    } else if game.black == seat {
        Some(2 - white.min(2))
    } else {
        None
    }
}

/// The standings: points, then the tie-breaks of `list` in order (C.07 Art. 4.1;
/// see [`super::tiebreak`]), then the pairing number. Annulled entrants come
/// last, with their points but no rank among the others and no tie-break; their
/// games count for nobody.
pub fn standings(entrants: &[Entrant], games: &[ScoredGame], list: &[TieBreak]) -> Vec<Standing> {
    let annulled: Vec<u32> = entrants
        .iter()
        .filter(|e| e.annulled)
        .map(|e| e.seat)
        .collect();
    let counts = |g: &ScoredGame| {
        g.white_halves.is_some() && !annulled.contains(&g.white) && !annulled.contains(&g.black)
    };
    let participants = participants(entrants, games, &counts);
    let values = tiebreak::values(&participants, tiebreak::PairingSystem::RoundRobin, list);
    let mut lines: Vec<Standing> = entrants
        .iter()
        .map(|e| {
            let tiebreaks = participants
                .iter()
                .position(|p| p.seat == e.seat)
                .map(|i| values[i].clone())
                .unwrap_or_else(|| vec![Value::NotApplicable; list.len()]);
            standing_line(e, games, &counts, tiebreaks)
        })
        .collect();
    let key = |s: &Standing| {
        (
            s.annulled,
            std::cmp::Reverse(s.points_halves),
            std::cmp::Reverse(s.tiebreaks.iter().map(|v| v.key()).collect::<Vec<_>>()),
        )
    };
    rank_by(&mut lines, key, |s| s.seat, |s, r| s.rank = r);
    lines
}

/// The entrants that are not annulled, with their rounds as the tie-breaks see
/// them: a round without a game is the Berger table's bye; a game without a
/// result, or one that does not count (`counts`: with an annulled entrant), counts
/// for nothing.
fn participants(
    entrants: &[Entrant],
    games: &[ScoredGame],
    counts: &dyn Fn(&ScoredGame) -> bool,
) -> Vec<Participant> {
    let last_round = games.iter().map(|g| g.round).max().unwrap_or(0);
    let as_round = |g: &ScoredGame, seat: u32| {
        let opponent = if g.white == seat { g.black } else { g.white };
        match halves_of(g, seat) {
            Some(halves) if counts(g) && g.unplayed => Round::Forfeit { opponent, halves },
            Some(halves) if counts(g) => Round::Game {
                opponent,
                white: g.white == seat,
                halves,
            },
            _ => Round::Pending,
        }
    };
    let rounds_of = |seat: u32| -> Vec<Round> {
        (1..=last_round)
            .flat_map(|r| {
                let mine: Vec<Round> = games
                    .iter()
                    .filter(|g| g.round == r && (g.white == seat || g.black == seat))
                    .map(|g| as_round(g, seat))
                    .collect();
                if mine.is_empty() {
                    vec![Round::Absent]
                } else {
                    mine
                }
            })
            .collect()
    };
    entrants
        .iter()
        .filter(|e| !e.annulled)
        .map(|e| Participant {
            seat: e.seat,
            rounds: rounds_of(e.seat),
        })
        .collect()
}

/// Entrant `e`'s line before ranking: points and games of the games that count
/// (an annulled entrant's own results count for the entrant's own line).
fn standing_line(
    e: &Entrant,
    games: &[ScoredGame],
    counts: &dyn Fn(&ScoredGame) -> bool,
    tiebreaks: Vec<Value>,
) -> Standing {
    let own: Vec<&ScoredGame> = games
        .iter()
        .filter(|g| {
            (g.white == e.seat || g.black == e.seat)
                && (counts(g) || (e.annulled && g.white_halves.is_some()))
        })
        .collect();
    Standing {
        rank: 0,
        seat: e.seat,
        name: e.name.clone(),
        points_halves: own.iter().filter_map(|g| halves_of(g, e.seat)).sum(),
        tiebreaks,
        games: own.len() as u32,
        withdrawn: e.withdrawn,
        annulled: e.annulled,
    }
}

/// Sorts standings lines by `key`, then by pairing number (`seat`), and sets
/// each one's rank (`set_rank`, 1-based); lines equal on `key` share a rank.
pub(crate) fn rank_by<T, K: Ord>(
    lines: &mut [T],
    key: impl Fn(&T) -> K,
    seat: impl Fn(&T) -> u32,
    set_rank: impl Fn(&mut T, u32),
) {
    lines.sort_by(|a, b| key(a).cmp(&key(b)).then(seat(a).cmp(&seat(b))));
    let mut rank = 0;
    for i in 0..lines.len() {
        if i == 0 || key(&lines[i]) != key(&lines[i - 1]) {
            rank = i as u32 + 1;
        }
        set_rank(&mut lines[i], rank);
    }
}

/// The mark of one game in the row of `seat`: `1`, `½`, `0`; `+`/`-` for a
/// forfeit at a withdrawal; `.` while it runs; `*` for a game ended without a
/// result.
pub fn cell_mark(game: &ScoredGame, seat: u32, running: bool) -> &'static str {
    match halves_of(game, seat) {
        Some(2) if game.unplayed => "+",
        Some(0) if game.unplayed => "-",
        Some(2) => "1",
        Some(1) => "½",
        Some(_) => "0",
        None if running => ".",
        None => "*",
    }
}

/// The marks of the games between `seat` and `opponent`, in round order (two per
/// cell in a double round robin).
pub fn cell(games: &[(ScoredGame, bool)], seat: u32, opponent: u32) -> String {
    let mut between: Vec<&(ScoredGame, bool)> = games
        .iter()
        .filter(|(g, _)| {
            (g.white == seat && g.black == opponent) || (g.white == opponent && g.black == seat)
        })
        .collect();
    between.sort_by_key(|(g, _)| g.round);
    between
        .iter()
        .map(|(g, running)| cell_mark(g, seat, *running))
        .collect()
}

/// One row of the crosstable, as text fields (for the text table and the HTML
/// template alike).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Row {
    /// The rank, or `-` for an annulled entrant.
    pub rank: String,
    /// Pairing number, 1-based.
    pub seat: u32,
    /// The name the tables show.
    pub name: String,
    /// One cell per pairing number: the marks of the games against that entrant
    /// ([`cell`]), `x` against oneself.
    pub cells: Vec<String>,
    /// Points as text (`2½`, `½`, `0`).
    pub points: String,
    /// One value per tie-break of the list, in its order (`-` for direct
    /// encounter where it does not apply, and for an annulled entrant).
    pub tiebreaks: Vec<String>,
    /// Why the entrant stands apart (a withdrawal), else empty.
    pub note: String,
}

/// The words of a crosstable as text (round robin and Swiss alike), in the
/// reader's language: the caller builds them ([`TableWords::english`] gives the
/// English ones). A column is as wide as its head when the head is longer than
/// the column's English width; the English table is unchanged by them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableWords {
    /// The rank's column head: `Rk`.
    pub rank: String,
    /// The pairing number's column head: `No`.
    pub number: String,
    /// The name's column head: `Player`.
    pub player: String,
    /// The points' column head: `Pts`.
    pub points: String,
    /// A Swiss round's column head before its number: `R` (`R1`, `R2`).
    pub round: String,
    /// The note of a round-robin entrant who withdrew and whose results are
    /// annulled.
    pub annulled: String,
    /// The note of a round-robin entrant who withdrew and whose results stand.
    pub stands: String,
    /// The note of a Swiss entrant who withdrew.
    pub withdrew: String,
    /// The legend under the table ([`legend`], [`super::swiss::legend`] in
    /// English).
    pub legend: String,
}

impl TableWords {
    /// The English words, with `legend` under the table.
    pub fn english(legend: String) -> TableWords {
        TableWords {
            rank: "Rk".into(),
            number: "No".into(),
            player: "Player".into(),
            points: "Pts".into(),
            round: "R".into(),
            annulled: "withdrew: results annulled (FIDE C.06 V.4.a)".into(),
            stands: "withdrew: results stand (FIDE C.06 V.4.b)".into(),
            withdrew: "withdrew".into(),
            legend,
        }
    }
}

/// The legend printed under a crosstable whose tie-breaks are `list`.
pub fn legend(list: &[TieBreak]) -> String {
    format!(
        "1 win, ½ draw, 0 loss; +/- forfeit at a withdrawal; . still playing; * no result. {}",
        tiebreak::legend(list)
    )
}

/// The crosstable's rows in the order of the standings (tie-breaks `list`).
/// `games` pairs each game with true while it runs; the notes are `words`'.
pub fn crosstable(
    entrants: &[Entrant],
    games: &[(ScoredGame, bool)],
    list: &[TieBreak],
    words: &TableWords,
) -> Vec<Row> {
    let plain: Vec<ScoredGame> = games.iter().map(|(g, _)| *g).collect();
    // One mark per game between two entrants: two in a double round robin.
    let per_pair = plain
        .iter()
        .filter(|g| (g.white, g.black) == (1, 2) || (g.white, g.black) == (2, 1))
        .count()
        .max(1);
    standings(entrants, &plain, list)
        .into_iter()
        .map(|s| Row {
            rank: if s.annulled {
                "-".to_string()
            } else {
                s.rank.to_string()
            },
            seat: s.seat,
            name: s.name.clone(),
            cells: entrants
                .iter()
                .map(|e| {
                    if e.seat == s.seat {
                        "x".repeat(per_pair)
                    } else {
                        cell(games, s.seat, e.seat)
                    }
                })
                .collect(),
            points: halves(s.points_halves),
            tiebreaks: s.tiebreaks.iter().map(Value::to_string).collect(),
            note: if s.annulled {
                words.annulled.clone()
            } else if s.withdrawn {
                words.stands.clone()
            } else {
                String::new()
            },
        })
        .collect()
}

/// The crosstable as plain text: rank, pairing number, name, one column per
/// pairing number, points, one column per tie-break of `list`, then the legend;
/// the heads, notes and legend are `words`.
pub fn crosstable_text(
    entrants: &[Entrant],
    games: &[(ScoredGame, bool)],
    list: &[TieBreak],
    words: &TableWords,
) -> String {
    let rows = crosstable(entrants, games, list, words);
    let cell_width = 1 + rows
        .first()
        .and_then(|r| r.cells.iter().map(|c| c.chars().count()).max())
        .unwrap_or(1);
    let heads: Vec<String> = entrants.iter().map(|e| e.seat.to_string()).collect();
    let lines: Vec<TextRow<'_>> = rows
        .iter()
        .map(|row| TextRow {
            rank: &row.rank,
            seat: row.seat,
            name: &row.name,
            cells: &row.cells,
            tails: std::iter::once(&row.points)
                .chain(&row.tiebreaks)
                .map(String::as_str)
                .collect(),
            note: &row.note,
        })
        .collect();
    layout(&heads, cell_width, &tails(list, words), &lines, words)
}

/// The tail columns of a table: points (headed as `words` say), then each
/// tie-break of `list` (heading, width).
pub(crate) fn tails(list: &[TieBreak], words: &TableWords) -> Vec<(String, usize)> {
    let points = words.points.chars().count().max(5);
    std::iter::once((words.points.clone(), points))
        .chain(list.iter().map(|t| (t.acronym(), t.width())))
        .collect()
}

/// One row of a text table for [`layout`].
pub(crate) struct TextRow<'a> {
    pub rank: &'a str,
    pub seat: u32,
    pub name: &'a str,
    /// One per heading of the middle columns.
    pub cells: &'a [String],
    /// One per tail column (points and tie-breaks).
    pub tails: Vec<&'a str>,
    /// Printed after the row when not empty.
    pub note: &'a str,
}

/// Lays out a crosstable as text (round robin and Swiss alike): `Rk  No  Player`
/// (the heads of `words`), the middle columns (`heads`, each `cell_width` wide:
/// pairing numbers or rounds), the tail columns (heading, width), one line per
/// row, then the legend of `words`. The name column is as wide as the longest
/// name, between 6 and 32 characters (at least as wide as its head); longer
/// names are cut. The rank and number columns are 2 wide, or as wide as their
/// heads.
pub(crate) fn layout(
    heads: &[String],
    cell_width: usize,
    tails: &[(String, usize)],
    rows: &[TextRow<'_>],
    words: &TableWords,
) -> String {
    let width = rows
        .iter()
        .map(|r| r.name.chars().count())
        .max()
        .unwrap_or(4)
        .clamp(6, 32)
        .max(words.player.chars().count());
    let rank_width = words.rank.chars().count().max(2);
    let seat_width = words.number.chars().count().max(2);
    let mut out = String::new();
    let _ = write!(
        out,
        "{:<rank_width$}  {:<seat_width$}  {:<width$}",
        words.rank, words.number, words.player
    );
    for head in heads {
        let _ = write!(out, " {head:>cell_width$}");
    }
    out.push(' ');
    for (head, w) in tails {
        let _ = write!(out, " {head:>w$}");
    }
    out.push('\n');
    for row in rows {
        let name: String = row.name.chars().take(width).collect();
        let _ = write!(
            out,
            "{:>rank_width$}  {:>seat_width$}  {name:<width$}",
            row.rank, row.seat
        );
        for mark in row.cells {
            let _ = write!(out, " {mark:>cell_width$}");
        }
        out.push(' ');
        for (value, (_, w)) in row.tails.iter().zip(tails) {
            let _ = write!(out, " {value:>w$}");
        }
        if !row.note.is_empty() {
            let _ = write!(out, "  {}", row.note);
        }
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&words.legend);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corr::tiebreak::ROUND_ROBIN_DEFAULT;

    /// The rounds as `W-B` lists.
    fn table(players: u32, cycles: u32) -> Vec<String> {
        let pairings = berger(players, cycles);
        let rounds = pairings.iter().map(|p| p.round).max().unwrap_or(0);
        (1..=rounds)
            .map(|r| {
                pairings
                    .iter()
                    .filter(|p| p.round == r)
                    .map(|p| format!("{}-{}", p.white, p.black))
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .collect()
    }

    /// The published Berger tables (FIDE Handbook C.05 Annex 1; the same tables
    /// are reprinted at c.w.fox.tripod.com/chess/berger.html).
    #[test]
    fn berger_tables_match_the_published_ones() {
        assert_eq!(table(4, 1), ["1-4, 2-3", "4-3, 1-2", "2-4, 3-1"]);
        assert_eq!(
            table(6, 1),
            [
                "1-6, 2-5, 3-4",
                "6-4, 5-3, 1-2",
                "2-6, 3-1, 4-5",
                "6-5, 1-4, 2-3",
                "3-6, 4-2, 5-1"
            ]
        );
        assert_eq!(
            table(8, 1),
            [
                "1-8, 2-7, 3-6, 4-5",
                "8-5, 6-4, 7-3, 1-2",
                "2-8, 3-1, 4-7, 5-6",
                "8-6, 7-5, 1-4, 2-3",
                "3-8, 4-2, 5-1, 6-7",
                "8-7, 1-6, 2-5, 3-4",
                "4-8, 5-3, 6-2, 7-1"
            ]
        );
        // Ten players, round 2 and the last round.
        let ten = table(10, 1);
        assert_eq!(ten[1], "10-6, 7-5, 8-4, 9-3, 1-2");
        assert_eq!(ten[8], "5-10, 6-4, 7-3, 8-2, 9-1");
        // Five players: the table of six, number 6 a bye.
        assert_eq!(table(5, 1)[0], "2-5, 3-4");
    }

    #[test]
    fn every_pair_meets_once_per_cycle_and_colours_reverse() {
        for players in 2..=12 {
            for cycles in 1..=2 {
                let pairings = berger(players, cycles);
                for a in 1..=players {
                    for b in a + 1..=players {
                        let met: Vec<&Pairing> = pairings
                            .iter()
                            .filter(|p| {
                                (p.white, p.black) == (a, b) || (p.white, p.black) == (b, a)
                            })
                            .collect();
                        assert_eq!(met.len() as u32, cycles, "{players} players: {a} v {b}");
                        if cycles == 2 {
                            assert_ne!(met[0].white, met[1].white);
                        }
                    }
                }
                // Nobody plays twice in a round.
                let rounds = pairings.iter().map(|p| p.round).max().unwrap_or(0);
                for r in 1..=rounds {
                    let mut seen = Vec::new();
                    for p in pairings.iter().filter(|p| p.round == r) {
                        assert!(!seen.contains(&p.white) && !seen.contains(&p.black));
                        seen.extend([p.white, p.black]);
                    }
                }
                // Double round robin: never three games in a row with one colour.
                if cycles == 2 && players % 2 == 0 && players >= 4 {
                    for seat in 1..=players {
                        let colours: Vec<bool> = (1..=rounds)
                            .filter_map(|r| {
                                pairings
                                    .iter()
                                    .find(|p| p.round == r && (p.white == seat || p.black == seat))
                                    .map(|p| p.white == seat)
                            })
                            .collect();
                        assert!(
                            !colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                            "{players} players, seat {seat}: {colours:?}"
                        );
                    }
                }
            }
        }
    }

    fn entrant(seat: u32, name: &str) -> Entrant {
        Entrant {
            seat,
            name: name.into(),
            withdrawn: false,
            annulled: false,
        }
    }

    fn game(white: u32, black: u32, white_halves: u32) -> ScoredGame {
        ScoredGame {
            round: 1,
            white,
            black,
            white_halves: Some(white_halves),
            unplayed: false,
        }
    }

    /// A hand-computed table: A beat B, drew C, lost to D; B beat C and D; C drew D.
    /// Points A 1½, B 2, C 1, D 1½. A and D tie: D beat A (DE). SB of A: B 2 * 1 +
    /// C 1 * ½ = 2.5; of D: A 1½ * 1 + C 1 * ½ = 2.
    #[test]
    fn standings_with_tie_breaks() {
        let entrants: Vec<Entrant> = ["A", "B", "C", "D"]
            .iter()
            .enumerate()
            .map(|(i, n)| entrant(i as u32 + 1, n))
            .collect();
        let games = [
            game(1, 2, 2),
            game(1, 3, 1),
            game(4, 1, 2),
            game(2, 3, 2),
            game(2, 4, 2),
            game(3, 4, 1),
        ];
        let s = standings(&entrants, &games, &ROUND_ROBIN_DEFAULT);
        let order: Vec<&str> = s.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(order, ["B", "D", "A", "C"]);
        // The values in the order DE, SB, BH.
        assert_eq!(s[1].tiebreaks[0], Value::Halves(2));
        assert_eq!(s[2].tiebreaks[0], Value::Halves(0));
        assert_eq!(s[2].tiebreaks[1].to_string(), "2.50");
        assert_eq!(s[1].tiebreaks[1].to_string(), "2.00");
        // Buchholz of B: A 1½ + C 1 + D 1½ = 4.
        assert_eq!(s[0].tiebreaks[2].to_string(), "4");
        assert_eq!(s.iter().map(|l| l.rank).collect::<Vec<_>>(), [1, 2, 3, 4]);
        // Without the game between A and D, DE does not apply; SB decides.
        let games: Vec<ScoredGame> = games
            .iter()
            .copied()
            .filter(|g| (g.white, g.black) != (4, 1))
            .collect();
        let s = standings(&entrants, &games, &ROUND_ROBIN_DEFAULT);
        assert!(s
            .iter()
            .all(|l| l.tiebreaks[0] == Value::NotApplicable || l.points_halves != 2));
    }

    /// FIDE C.06 V.4.a: the games of an annulled entrant count for nobody.
    #[test]
    fn annulled_entrant_counts_for_nobody() {
        let mut entrants: Vec<Entrant> = ["A", "B", "C"]
            .iter()
            .enumerate()
            .map(|(i, n)| entrant(i as u32 + 1, n))
            .collect();
        entrants[2].withdrawn = true;
        entrants[2].annulled = true;
        let games = [game(1, 2, 1), game(3, 1, 2), game(2, 3, 2)];
        let s = standings(&entrants, &games, &ROUND_ROBIN_DEFAULT);
        assert_eq!(s[2].name, "C");
        assert_eq!(s[0].points_halves, 1);
        assert_eq!(s[1].points_halves, 1);
        assert_eq!(s[0].rank, s[1].rank);
        let text = crosstable_text(
            &entrants,
            &games.iter().map(|g| (*g, false)).collect::<Vec<_>>(),
            &ROUND_ROBIN_DEFAULT,
            &TableWords::english(legend(&ROUND_ROBIN_DEFAULT)),
        );
        assert!(text.contains("results annulled"), "{text}");
    }
}
