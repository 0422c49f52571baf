//! Glicko-2 ratings per variant, pure: no SQL, no mail. The maths is
//! the `skillratings` crate's ([`skillratings::glicko2`]), which implements Mark
//! Glickman's "Example of the Glicko-2 system" (glicko.net, the paper of 2000,
//! revised 2013 and 2022) step by step; this module chooses what goes in and keeps
//! the list.
//!
//! What the arbiter chose, and why (docs/EVENTS.md, "Ratings", says the same):
//!
//! - **Rating period: the calendar month, UTC.** Glickman leaves the length to the
//!   administrator and says the system works best when a period holds a moderate to
//!   large number of games per player (10 to 15 on average). A correspondence game
//!   lasts months; a week or a game per period (as fast online play does) would
//!   hold one game at most, and every result would be treated as news. An active
//!   correspondence player, with many games running side by side, finishes several
//!   a month; a quarter (the rhythm of ICCF's rating lists) would hold more, but
//!   would keep a result out of the list for up to three months. Games in one
//!   period count as played at once (the paper's model), so the order of results
//!   within a month changes nothing.
//! - **Start values: Glickman's**: rating 1500, deviation (RD) 350, volatility
//!   0.06 ([`START`]); the system constant τ = 0.5 ([`TAU`], the paper's example;
//!   it suggests 0.3 to 1.2) and the convergence tolerance ε = 0.000001 of step 5
//!   ([`CONVERGENCE`]).
//! - **Who is in the list**: a player enters a variant's list in the period of the
//!   first rated game in it. Each later period without a game grows the deviation
//!   once (the paper's step 6 alone, φ' = √(φ² + σ²), capped at 350 by
//!   `skillratings`), counted up to the latest period in which the variant had a
//!   rated game: the list is a function of the game records alone, not of the day
//!   it is read.
//! - **Which games count** ([`exclusion`]): a finished game with a result (1-0,
//!   0-1, ½-½) between two players; not a game made unrated, not an aborted one
//!   (`*`), not one forfeited without play at a withdrawal, not one lost (or
//!   drawn) on time before both players had moved, not one whose result was
//!   annulled (a round-robin withdrawal before half the games, FIDE C.06 V.4.a).
//!
//! The running month counts as far as it goes: its results are rated as if the
//! period ended now, and again, all together, with each new result in it.

use std::collections::BTreeMap;
use std::fmt;

use crate::corr::ids::GameId;
use chrono::{DateTime, Datelike, Utc};
use skillratings::glicko2::{glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use thiserror::Error;

/// The start values of a player new to a variant's list (Glickman's step 1): rating
/// 1500, deviation 350, volatility 0.06.
pub const START: Rating = Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};

/// The system constant τ, which limits how fast the volatility changes (the
/// paper's example uses 0.5; "reasonable choices are between 0.3 and 1.2").
pub const TAU: f64 = 0.5;

/// The convergence tolerance ε of the volatility's iteration (step 5.4).
pub const CONVERGENCE: f64 = 0.000_001;

/// A rating whose deviation is at least this is shown as provisional, `1532?`
/// (lichess's threshold; a newcomer has 350, a few results bring it under).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A player's Glicko-2 rating on the Glicko scale (the paper's r, RD and σ; the
/// conversion to μ and φ of step 2 and back of step 8 is `skillratings`').
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// r: the rating, 1500 at the start.
    pub rating: f64,
    /// RD: the rating deviation, in rating points (one standard deviation).
    pub deviation: f64,
    /// σ: the volatility, the expected fluctuation of the rating.
    pub volatility: f64,
}

impl Rating {
    /// True when the deviation is [`PROVISIONAL_DEVIATION`] or more.
    pub fn provisional(&self) -> bool {
        self.deviation >= PROVISIONAL_DEVIATION
    }

    /// The rating for people: rounded to a whole point, `?` after it when
    /// provisional (`1532`, `1662?`).
    pub fn label(&self) -> String {
        format!(
            "{:.0}{}",
            self.rating,
            if self.provisional() { "?" } else { "" }
        )
    }

    fn to_glicko2(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn from_glicko2(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }

    /// Checks that every number is finite and the deviation and volatility are
    /// positive.
    ///
    /// # Errors
    ///
    /// [`RatingError::Invalid`] naming the first number that is not.
    pub fn checked(self) -> Result<Rating, RatingError> {
        for (what, value) in [
            ("rating", self.rating),
            ("deviation", self.deviation),
            ("volatility", self.volatility),
        ] {
            if !value.is_finite() || (what != "rating" && value <= 0.0) {
                return Err(RatingError::Invalid { what, value });
            }
        }
        Ok(self)
    }
}

/// One side's score in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// 1 point.
    Win,
    /// 1/2 point.
    Draw,
    /// 0 points.
    Loss,
}

impl Score {
    /// The other side's score.
    pub fn reversed(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }

    fn outcome(self) -> Outcomes {
        match self {
            Score::Win => Outcomes::WIN,
            Score::Draw => Outcomes::DRAW,
            Score::Loss => Outcomes::LOSS,
        }
    }

    /// White's score from a PGN result (`1-0`, `0-1`, `1/2-1/2`); `None` for
    /// anything else (`*`).
    pub fn of_white(result: &str) -> Option<Score> {
        match result {
            "1-0" => Some(Score::Win),
            "1/2-1/2" => Some(Score::Draw),
            "0-1" => Some(Score::Loss),
            _ => None,
        }
    }
}

/// Why a rating computation was refused.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum RatingError {
    /// A rating given from outside the games (the paper's worked example) with a
    /// number that is not finite, or a deviation or volatility not above 0.
    #[error("a rating's {what} must be a finite number (above 0 for a deviation or volatility), not {value}")]
    Invalid {
        /// Which number: `rating`, `deviation` or `volatility`.
        what: &'static str,
        /// The number given.
        value: f64,
    },
    /// Periods must come in order, each once.
    #[error("rating period {given} comes after {last}: periods are rated in order, each once")]
    PeriodOrder {
        /// The last period rated.
        last: Period,
        /// The period asked for, not after `last`.
        given: Period,
    },
}

/// One rating period: a calendar month, UTC.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Period {
    year: i32,
    /// 1 to 12.
    month: u32,
}

impl Period {
    /// The period of an instant: its month in UTC.
    pub fn of(at: DateTime<Utc>) -> Period {
        Period {
            year: at.year(),
            month: at.month(),
        }
    }

    /// The period of year `year`, month `month` (1 to 12); `None` for another month.
    pub fn new(year: i32, month: u32) -> Option<Period> {
        (1..=12).contains(&month).then_some(Period { year, month })
    }

    /// Reads `YYYY-MM`, as [`Period`]'s `Display` writes it.
    pub fn parse(text: &str) -> Option<Period> {
        let (year, month) = text.split_once('-')?;
        Period::new(year.parse().ok()?, month.parse().ok()?)
    }

    /// How many periods from `self` to `later` (0 for the same period; negative
    /// when `later` is earlier).
    pub fn months_until(self, later: Period) -> i64 {
        (i64::from(later.year) - i64::from(self.year)) * 12 + i64::from(later.month)
            - i64::from(self.month)
    }
}

impl fmt::Display for Period {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

/// One rating period for one player, the whole of the paper's algorithm (steps 2
/// to 8): `player`'s rating before the period and each result in it, the
/// opponent's rating before the period with the player's score; returns the
/// rating after it. With no result the deviation alone grows (step 6: φ' = √(φ² +
/// σ²), at most 350).
pub fn rate_period(player: &Rating, results: &[(Rating, Score)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = results
        .iter()
        .map(|(opponent, score)| (opponent.to_glicko2(), score.outcome()))
        .collect();
    let config = Glicko2Config {
        tau: TAU,
        convergence_tolerance: CONVERGENCE,
    };
    Rating::from_glicko2(glicko2_rating_period(
        &player.to_glicko2(),
        &results,
        &config,
    ))
}

/// A finished game as the rating sees it (the store's facts, read by the arbiter).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinishedGame {
    /// The game's number.
    pub game: GameId,
    /// The players' keys (the store's player ids).
    pub white: i64,
    /// Black's key (a store player id).
    pub black: i64,
    /// The PGN result: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// The outcome's code (`checkmate`, `time-forfeit`, `forfeit`, ...).
    pub termination: String,
    /// Turns played.
    pub plies: u32,
    /// When it ended, at the arbiter's now.
    pub ended_at: DateTime<Utc>,
    /// Made unrated (`--unrated`, an unrated tournament or challenge).
    pub unrated: bool,
    /// Forfeited without play (a withdrawal: `+`/`-` in the crosstable).
    pub unplayed: bool,
    /// A player's results in its tournament were annulled (FIDE C.06 V.4.a).
    pub annulled: bool,
}

/// Why a finished game does not count for the ratings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exclusion {
    /// Made unrated.
    Unrated,
    /// Without a result: aborted (`*`).
    NoResult,
    /// Forfeited without play at a withdrawal.
    Unplayed,
    /// Lost (or drawn) on time before both players had moved.
    TimeBeforeBothMoved,
    /// The result was annulled (a withdrawal, FIDE C.06 V.4.a).
    Annulled,
    /// Both sides were the same player.
    SamePlayer,
}

impl fmt::Display for Exclusion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Exclusion::Unrated => "unrated",
            Exclusion::NoResult => "no result",
            Exclusion::Unplayed => "forfeited without play",
            Exclusion::TimeBeforeBothMoved => "lost on time before both players moved",
            Exclusion::Annulled => "annulled",
            Exclusion::SamePlayer => "one player on both sides",
        })
    }
}

/// Why `game` does not count for the ratings, or `None` when it counts (see the
/// module documentation).
pub fn exclusion(game: &FinishedGame) -> Option<Exclusion> {
    let on_time = matches!(
        game.termination.as_str(),
        "time-forfeit" | "timeout-cannot-win"
    );
    if game.unrated {
        Some(Exclusion::Unrated)
    } else if Score::of_white(&game.result).is_none() {
        Some(Exclusion::NoResult)
    } else if game.unplayed || game.termination == "forfeit" {
        Some(Exclusion::Unplayed)
    } else if on_time && game.plies < 2 {
        Some(Exclusion::TimeBeforeBothMoved)
    } else if game.annulled {
        Some(Exclusion::Annulled)
    } else if game.white == game.black {
        Some(Exclusion::SamePlayer)
    } else {
        None
    }
}

/// A player's line in a variant's list.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingLine {
    /// The player's rating after the last period rated.
    pub rating: Rating,
    /// Rated games played.
    pub games: u32,
    /// The last period in which the player had a rated game (`None` for a player
    /// put in the list with a known rating who has not played since).
    pub last_played: Option<Period>,
}

/// One rated result of a period: White's and Black's keys and White's score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatedResult {
    /// White's key (a store player id).
    pub white: i64,
    /// Black's key (a store player id).
    pub black: i64,
    /// White's score; Black's is the opposite.
    pub white_score: Score,
}

/// A variant's rating list, period by period.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RatingList {
    entries: BTreeMap<i64, RatingLine>,
    period: Option<Period>,
}

impl RatingList {
    /// An empty list, no period rated yet.
    pub fn new() -> RatingList {
        RatingList::default()
    }

    /// The latest period rated.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// Puts `player` in the list with a known rating (the paper's worked example
    /// starts so); a player already there is overwritten.
    ///
    /// # Errors
    ///
    /// [`RatingError::Invalid`].
    pub fn insert(&mut self, player: i64, rating: Rating) -> Result<(), RatingError> {
        self.entries.insert(
            player,
            RatingLine {
                rating: rating.checked()?,
                games: 0,
                last_played: None,
            },
        );
        Ok(())
    }

    /// The line of `player`, if in the list.
    pub fn get(&self, player: i64) -> Option<&RatingLine> {
        self.entries.get(&player)
    }

    /// Every line, by player key.
    pub fn entries(&self) -> impl Iterator<Item = (i64, &RatingLine)> {
        self.entries.iter().map(|(k, e)| (*k, e))
    }

    /// Rates `period` with its `results`, all at once (the paper's model): every
    /// player in the list before it and every newcomer (entering at [`START`]) is
    /// rated from the ratings as they stood before the period, with the results of
    /// the player's games in the order given; a player without a game in it, and
    /// every player in each period skipped since the last one rated, has the
    /// deviation grown (step 6 alone).
    ///
    /// # Errors
    ///
    /// [`RatingError::PeriodOrder`] for a period not after the last one.
    pub fn rate(&mut self, period: Period, results: &[RatedResult]) -> Result<(), RatingError> {
        if let Some(last) = self.period {
            if period <= last {
                return Err(RatingError::PeriodOrder {
                    last,
                    given: period,
                });
            }
            // Whole periods without a rated game in the variant: each grows every
            // deviation once (a deviation at 350 grows no more, so at most a few
            // hundred rounds whatever the gap).
            let skipped = last.months_until(period) - 1;
            for entry in self.entries.values_mut() {
                for _ in 0..skipped {
                    let grown = rate_period(&entry.rating, &[]);
                    if grown == entry.rating {
                        break;
                    }
                    entry.rating = grown;
                }
            }
        }
        for r in results {
            for player in [r.white, r.black] {
                self.entries.entry(player).or_insert(RatingLine {
                    rating: START,
                    games: 0,
                    last_played: None,
                });
            }
        }
        let before: BTreeMap<i64, Rating> =
            self.entries.iter().map(|(k, e)| (*k, e.rating)).collect();
        let mut own: BTreeMap<i64, Vec<(Rating, Score)>> = BTreeMap::new();
        for r in results {
            let (Some(white), Some(black)) = (before.get(&r.white), before.get(&r.black)) else {
                continue;
            };
            own.entry(r.white)
                .or_default()
                .push((*black, r.white_score));
            own.entry(r.black)
                .or_default()
                .push((*white, r.white_score.reversed()));
        }
        for (player, entry) in &mut self.entries {
            let played = own.get(player).map_or(&[][..], Vec::as_slice);
            entry.rating = rate_period(&entry.rating, played);
            if !played.is_empty() {
                entry.games += u32::try_from(played.len()).unwrap_or(u32::MAX);
                entry.last_played = Some(period);
            }
        }
        self.period = Some(period);
        Ok(())
    }
}

/// A variant's list from its finished games: the excluded ones left out
/// ([`exclusion`]), the rest rated period by period in the order of their ends
/// (then as given), from an empty list.
pub fn rate_games(games: &[FinishedGame]) -> RatingList {
    let mut periods: BTreeMap<Period, Vec<RatedResult>> = BTreeMap::new();
    for g in games.iter().filter(|g| exclusion(g).is_none()) {
        if let Some(white_score) = Score::of_white(&g.result) {
            periods
                .entry(Period::of(g.ended_at))
                .or_default()
                .push(RatedResult {
                    white: g.white,
                    black: g.black,
                    white_score,
                });
        }
    }
    let mut list = RatingList::new();
    for (period, results) in periods {
        // In order by construction, so never refused.
        let _ = list.rate(period, &results);
    }
    list
}

/// The body a rating from elsewhere comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RatingBody {
    /// The International Correspondence Chess Federation.
    Iccf,
    /// FIDE, the international chess federation.
    Fide,
}

impl RatingBody {
    /// `ICCF` or `FIDE`.
    pub fn name(self) -> &'static str {
        match self {
            RatingBody::Iccf => "ICCF",
            RatingBody::Fide => "FIDE",
        }
    }

    /// Reads `iccf` or `fide`, in any case.
    pub fn parse(text: &str) -> Option<RatingBody> {
        match text.trim().to_ascii_lowercase().as_str() {
            "iccf" => Some(RatingBody::Iccf),
            "fide" => Some(RatingBody::Fide),
            _ => None,
        }
    }
}

/// Why a rating from elsewhere was refused; each message is written for the
/// organiser who entered it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ExternalError {
    /// Neither `iccf` nor `fide`; the body as written.
    #[error("{0:?} is no rating body I know: write iccf or fide")]
    Body(String),
    #[error("a rating from elsewhere is a whole number from 1 to 3999 (the TRF's four columns), not {0}")]
    /// A rating outside 1 to 3999; the number given.
    Rating(u32),
    /// An ID that is not 1 to 11 digits; the ID as written.
    #[error("an ICCF or FIDE ID is 1 to 11 digits (the TRF's ID columns), not {0:?}")]
    Id(String),
    /// A title that is not 1 to 3 letters; the title as written.
    #[error(
        "a title is 1 to 3 letters (GM, SIM, IM, CCM, FM, ...; the TRF's title columns), not {0:?}"
    )]
    Title(String),
    /// Neither a rating, an ID nor a title.
    #[error("give a rating, an ID or a title (or clear them)")]
    Empty,
}

/// What a player carries from elsewhere, as an organiser entered
/// it: the body, and its rating, ID and title, each when known. Shown in the
/// tables and written into the TRF's title (columns 11-13), rating (49-52) and ID
/// (58-68) columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct External {
    /// The rating body the rating and ID belong to.
    pub body: RatingBody,
    /// 1 to 3999.
    pub rating: Option<u32>,
    /// 1 to 11 digits.
    pub id: Option<String>,
    /// 1 to 3 capital letters.
    pub title: Option<String>,
}

impl External {
    /// Checks what an organiser entered: the body (`iccf`, `fide`), a rating of 1
    /// to 3999, an ID of 1 to 11 digits, a title of 1 to 3 letters (written in
    /// capitals); at least one of the three.
    ///
    /// # Errors
    ///
    /// The [`ExternalError`] of the first value that does not fit.
    pub fn checked(
        body: &str,
        rating: Option<u32>,
        id: Option<&str>,
        title: Option<&str>,
    ) -> Result<External, ExternalError> {
        let body = RatingBody::parse(body).ok_or_else(|| ExternalError::Body(body.to_string()))?;
        if let Some(r) = rating.filter(|r| !(1..=3999).contains(r)) {
            return Err(ExternalError::Rating(r));
        }
        let id = id.map(str::trim).map(|id| {
            let fine = (1..=11).contains(&id.len()) && id.chars().all(|c| c.is_ascii_digit());
            if fine {
                Ok(id.to_string())
            } else {
                Err(ExternalError::Id(id.to_string()))
            }
        });
        let title = title.map(str::trim).map(|t| {
            let fine = (1..=3).contains(&t.len()) && t.chars().all(|c| c.is_ascii_alphabetic());
            if fine {
                Ok(t.to_ascii_uppercase())
            } else {
                Err(ExternalError::Title(t.to_string()))
            }
        });
        let (id, title) = (id.transpose()?, title.transpose()?);
        if rating.is_none() && id.is_none() && title.is_none() {
            return Err(ExternalError::Empty);
        }
        Ok(External {
            body,
            rating,
            id,
            title,
        })
    }

    /// The rating for people: `ICCF 2450`; `None` without a rating.
    pub fn rating_label(&self) -> Option<String> {
        self.rating.map(|r| format!("{} {r}", self.body.name()))
    }
}

/// How a table shows a player: the title from elsewhere before the name, then in
/// brackets the arbiter's own rating in the event's variant ([`Rating::label`])
/// and the rating from elsewhere: `SIM Jane Doe (1532, ICCF 2450)`, `Bob (1662?)`,
/// `Carol` for a player with neither.
pub fn table_name(name: &str, own: Option<&Rating>, external: Option<&External>) -> String {
    let title = external.and_then(|e| e.title.as_deref());
    let ratings: Vec<String> = own
        .map(Rating::label)
        .into_iter()
        .chain(external.and_then(External::rating_label))
        .collect();
    let mut text = match title {
        Some(t) => format!("{t} {name}"),
        None => name.to_string(),
    };
    if !ratings.is_empty() {
        text.push_str(&format!(" ({})", ratings.join(", ")));
    }
    text
}

/// Start ranks by rating: `entrants` (a key and the rating to seed by, `None` for
/// a player without one) in the order wanted, highest rating first; players
/// without a rating after all those with one; equal ratings, and those without,
/// keep the order given (the organiser's, or the order of entry).
pub fn seeded<K: Copy>(entrants: &[(K, Option<f64>)]) -> Vec<K> {
    let mut order: Vec<(usize, K, Option<f64>)> = entrants
        .iter()
        .enumerate()
        .map(|(i, (k, r))| (i, *k, r.filter(|r| r.is_finite())))
        .collect();
    order.sort_by(|a, b| match (a.2, b.2) {
        (Some(x), Some(y)) => y.total_cmp(&x).then(a.0.cmp(&b.0)),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => a.0.cmp(&b.0),
    });
    order.into_iter().map(|(_, k, _)| k).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().to_utc()
    }

    fn game(id: i64, white: i64, black: i64, result: &str, ended: &str) -> FinishedGame {
        FinishedGame {
            game: GameId::new(id),
            white,
            black,
            result: result.into(),
            termination: "resignation".into(),
            plies: 20,
            ended_at: at(ended),
            unrated: false,
            unplayed: false,
            annulled: false,
        }
    }

    #[test]
    fn periods_are_calendar_months() {
        let p = Period::of(at("2027-01-31T23:59:59Z"));
        assert_eq!(p.to_string(), "2027-01");
        assert_eq!(Period::parse("2027-01"), Some(p));
        assert_eq!(Period::parse("2027-13"), None);
        assert_eq!(p.months_until(Period::of(at("2027-02-01T00:00:00Z"))), 1);
        assert_eq!(p.months_until(Period::new(2028, 1).unwrap()), 12);
    }

    #[test]
    fn exclusions() {
        let base = game(1, 1, 2, "1-0", "2027-01-02T00:00:00Z");
        assert_eq!(exclusion(&base), None);
        let with = |f: &dyn Fn(&mut FinishedGame)| {
            let mut g = base.clone();
            f(&mut g);
            exclusion(&g)
        };
        assert_eq!(with(&|g| g.unrated = true), Some(Exclusion::Unrated));
        assert_eq!(
            with(&|g| {
                g.result = "*".into();
                g.termination = "aborted".into()
            }),
            Some(Exclusion::NoResult)
        );
        assert_eq!(
            with(&|g| g.termination = "forfeit".into()),
            Some(Exclusion::Unplayed)
        );
        let early = |plies| {
            with(&|g| {
                g.termination = "time-forfeit".into();
                g.plies = plies
            })
        };
        assert_eq!(early(0), Some(Exclusion::TimeBeforeBothMoved));
        assert_eq!(early(1), Some(Exclusion::TimeBeforeBothMoved));
        assert_eq!(early(2), None);
        assert_eq!(with(&|g| g.annulled = true), Some(Exclusion::Annulled));
        assert_eq!(with(&|g| g.black = 1), Some(Exclusion::SamePlayer));
    }

    #[test]
    fn one_game_between_newcomers() {
        let list = rate_games(&[game(1, 10, 20, "1-0", "2027-01-05T00:00:00Z")]);
        let (w, b) = (list.get(10).unwrap(), list.get(20).unwrap());
        // Symmetric: 1500 ± 162.3, deviation 350 -> 290.3.
        assert!((w.rating.rating - 1500.0 + (b.rating.rating - 1500.0)).abs() < 1e-9);
        assert!((w.rating.rating - 1662.3).abs() < 0.1, "{w:?}");
        assert!((w.rating.deviation - 290.3).abs() < 0.1, "{w:?}");
        assert_eq!((w.games, b.games), (1, 1));
        assert_eq!(w.rating.label(), "1662?");
    }

    #[test]
    fn a_period_is_rated_at_once_and_skipped_periods_grow_the_deviation() {
        // Two results in one month: the order within the month changes nothing.
        let one = rate_games(&[
            game(1, 1, 2, "1-0", "2027-01-05T00:00:00Z"),
            game(2, 1, 3, "1/2-1/2", "2027-01-20T00:00:00Z"),
        ]);
        let two = rate_games(&[
            game(2, 1, 3, "1/2-1/2", "2027-01-05T00:00:00Z"),
            game(1, 1, 2, "1-0", "2027-01-20T00:00:00Z"),
        ]);
        assert_eq!(one.get(1), two.get(1));
        // Player 3 sits out February and March; player 2 plays in April.
        let later = rate_games(&[
            game(1, 1, 2, "1-0", "2027-01-05T00:00:00Z"),
            game(2, 1, 3, "1/2-1/2", "2027-01-20T00:00:00Z"),
            game(3, 2, 1, "0-1", "2027-04-02T00:00:00Z"),
        ]);
        let (before, after) = (one.get(3).unwrap(), later.get(3).unwrap());
        assert_eq!(before.rating.rating, after.rating.rating);
        assert!(after.rating.deviation > before.rating.deviation);
        let mut grown = before.rating;
        for _ in 0..3 {
            grown = rate_period(&grown, &[]);
        }
        assert_eq!(after.rating, grown);
        assert_eq!(later.period(), Period::new(2027, 4));
        assert_eq!(later.get(1).unwrap().games, 3);
    }

    #[test]
    fn ratings_from_elsewhere_are_checked() {
        let e = External::checked("ICCF", Some(2450), Some("123456"), Some("sim")).unwrap();
        assert_eq!(e.title.as_deref(), Some("SIM"));
        assert_eq!(e.rating_label().as_deref(), Some("ICCF 2450"));
        assert!(matches!(
            External::checked("uscf", Some(2000), None, None),
            Err(ExternalError::Body(_))
        ));
        assert_eq!(
            External::checked("fide", Some(4000), None, None),
            Err(ExternalError::Rating(4000))
        );
        assert!(matches!(
            External::checked("fide", None, Some("12a"), None),
            Err(ExternalError::Id(_))
        ));
        assert!(matches!(
            External::checked("fide", None, Some("123456789012"), None),
            Err(ExternalError::Id(_))
        ));
        assert!(matches!(
            External::checked("fide", None, None, Some("LSIM")),
            Err(ExternalError::Title(_))
        ));
        assert_eq!(
            External::checked("fide", None, None, None),
            Err(ExternalError::Empty)
        );
        let own = Rating {
            rating: 1532.4,
            deviation: 80.0,
            volatility: 0.06,
        };
        assert_eq!(
            table_name("Jane Doe", Some(&own), Some(&e)),
            "SIM Jane Doe (1532, ICCF 2450)"
        );
        assert_eq!(table_name("Bob", Some(&START), None), "Bob (1500?)");
        assert_eq!(table_name("Carol", None, None), "Carol");
    }

    #[test]
    fn seeding_by_rating_keeps_the_given_order_for_ties() {
        let order = seeded(&[
            (1, None),
            (2, Some(1500.0)),
            (3, Some(1700.0)),
            (4, None),
            (5, Some(1500.0)),
        ]);
        assert_eq!(order, [3, 2, 5, 1, 4]);
    }

    #[test]
    fn periods_in_order_only() {
        let mut list = RatingList::new();
        let jan = Period::new(2027, 1).unwrap();
        list.rate(jan, &[]).unwrap();
        assert!(matches!(
            list.rate(jan, &[]),
            Err(RatingError::PeriodOrder { .. })
        ));
        assert!(list
            .insert(
                1,
                Rating {
                    rating: 1500.0,
                    deviation: 0.0,
                    volatility: 0.06
                }
            )
            .is_err());
    }
}
