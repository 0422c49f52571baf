//! Correspondence time controls and the clocks of a game. Pure
//! arithmetic on UTC instants and seconds: no SQL, no mail, no chess rule.
//!
//! Time controls, as written on the command line (`--time-control`) and stored:
//!
//! | text | meaning |
//! |---|---|
//! | `10/50d`, `10 moves in 50 days` | ICCF: 10 moves in 50 days, repeating; unused time carries over to the next period |
//! | `3d/move`, `3 days/move`, `3 days per move` | each move within 3 days; unused time is lost |
//! | `30d+1d`, `30d+1d cap 60d` | Fischer: 30 days at the start, 1 day added after each move, never more than 60 days on the clock |
//!
//! Durations are whole days (`d`, `day`, `days`) or hours (`h`, `hour`, `hours`);
//! the clock counts seconds. A side's time runs while it is to move, except during
//! its player's leave ([`Leave`]) and while the game is paused.

use std::fmt;
use std::sync::OnceLock;

use chrono::{DateTime, Utc};
use regex::Regex;

use crate::board::color::{ByColor, Color};
use crate::notation::words::Phrase;

/// Seconds in a day.
pub const DAY: i64 = 86_400;
/// Seconds in an hour.
pub const HOUR: i64 = 3_600;
/// The longest duration a time control may name: ten years, in seconds.
const LONGEST: i64 = 3_650 * DAY;

/// A time control. Every duration is in seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeControl {
    /// ICCF style: `moves` moves in `period` seconds, repeating; time not used in a
    /// period carries over to the next.
    Moves {
        /// Moves to make in each period (1 to 1000).
        moves: u32,
        /// The period's length, in seconds.
        period: i64,
    },
    /// `per_move` seconds for every move; time not used is lost.
    PerMove {
        /// Seconds for each move.
        per_move: i64,
    },
    /// Fischer: `start` seconds at the start, `increment` seconds added after each
    /// of the side's moves, never more than `cap` seconds on the clock (no cap when
    /// `None`).
    Fischer {
        /// Seconds on the clock at the start.
        start: i64,
        /// Seconds added after each of the side's moves (may be 0).
        increment: i64,
        /// Most seconds the clock may show, at least `start`; `None`: no cap.
        cap: Option<i64>,
    },
}

/// Why a time-control text was not accepted; it says itself as a [`Phrase`] of
/// `locales/<code>/clock.ftl` ([`TimeControlError::phrase`]), its `Display` the
/// English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TimeControlError {
    /// The text has none of the known forms.
    Syntax {
        /// The text as given.
        text: String,
    },
    /// The form is known but a number is out of range.
    Value {
        /// The text as given.
        text: String,
        /// Which number and why.
        problem: ValueProblem,
    },
}

/// Which number of a time control is out of range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueProblem {
    /// More moves than a number holds.
    TooManyMoves,
    /// Moves outside 1 to 1000.
    MovesRange,
    /// A number too large to hold.
    NumberTooLarge,
    /// A duration over ten years.
    TooLong,
    /// No time for the moves.
    Zero,
    /// A Fischer cap below the start time.
    CapBelowStart,
}

impl TimeControlError {
    /// What is wrong, as a message of `locales/<code>/clock.ftl`.
    pub fn phrase(&self) -> Phrase {
        match self {
            TimeControlError::Syntax { text } => {
                Phrase::new("time-control-syntax").with("text", format!("{text:?}"))
            }
            TimeControlError::Value { text, problem } => {
                let id = match problem {
                    ValueProblem::TooManyMoves => "time-control-too-many-moves",
                    ValueProblem::MovesRange => "time-control-moves-range",
                    ValueProblem::NumberTooLarge => "time-control-number-too-large",
                    ValueProblem::TooLong => "time-control-too-long",
                    ValueProblem::Zero => "time-control-zero",
                    ValueProblem::CapBelowStart => "time-control-cap-below-start",
                };
                Phrase::new("time-control-value")
                    .with("text", format!("{text:?}"))
                    .with("reason", Phrase::new(id))
            }
        }
    }
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.phrase(), f)
    }
}

impl std::error::Error for TimeControlError {}

impl TimeControl {
    /// Reads a time control (see the module documentation for the forms). Case and
    /// spaces do not matter: `10 moves in 50 days` is `10/50d`.
    ///
    /// # Errors
    ///
    /// [`TimeControlError::Syntax`] for text of no known form;
    /// [`TimeControlError::Value`] for zero moves or a zero duration (an increment
    /// may be zero), more than 1000 moves, a duration over ten years, or a cap
    /// below the start.
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::corr::clock::{TimeControl, DAY};
    ///
    /// assert_eq!(
    ///     TimeControl::parse("10 moves in 50 days"),
    ///     Ok(TimeControl::Moves { moves: 10, period: 50 * DAY })
    /// );
    /// assert_eq!(
    ///     TimeControl::parse("30d+1d cap 60d"),
    ///     Ok(TimeControl::Fischer { start: 30 * DAY, increment: DAY, cap: Some(60 * DAY) })
    /// );
    /// assert!(TimeControl::parse("0/50d").is_err());
    /// assert!(TimeControl::parse("fast").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let trimmed = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let control = read_form(&trimmed)?;
        let value = |problem| value_error(&trimmed, problem);
        match control {
            TimeControl::Moves { period: 0, .. }
            | TimeControl::PerMove { per_move: 0 }
            | TimeControl::Fischer { start: 0, .. } => return Err(value(ValueProblem::Zero)),
            TimeControl::Fischer {
                start,
                cap: Some(cap),
                ..
            } if cap < start => return Err(value(ValueProblem::CapBelowStart)),
            _ => {}
        }
        Ok(control)
    }

    /// Seconds on each side's clock at the start of the game.
    pub fn initial(&self) -> i64 {
        match *self {
            TimeControl::Moves { period, .. } => period,
            TimeControl::PerMove { per_move } => per_move,
            TimeControl::Fischer { start, .. } => start,
        }
    }

    /// The time control in words, for replies: "10 moves in 50 days, repeating".
    pub fn describe(&self) -> String {
        match *self {
            TimeControl::Moves { moves, period } => {
                format!("{moves} moves in {}, repeating", words(period))
            }
            TimeControl::PerMove { per_move } => format!("{} per move", words(per_move)),
            TimeControl::Fischer {
                start,
                increment,
                cap,
            } => {
                let mut text = format!(
                    "Fischer: {} at the start, plus {} after each move",
                    words(start),
                    words(increment)
                );
                if let Some(cap) = cap {
                    text.push_str(&format!(", at most {} on the clock", words(cap)));
                }
                text
            }
        }
    }
}

/// The canonical text, which [`TimeControl::parse`] reads back: `10/50d`,
/// `3d/move`, `30d+1d cap 60d`.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::corr::clock::{TimeControl, HOUR};
///
/// let control = TimeControl::parse("3 days per move").unwrap();
/// assert_eq!(control.to_string(), "3d/move");
/// assert_eq!(TimeControl::parse(&control.to_string()), Ok(control));
/// assert_eq!(TimeControl::PerMove { per_move: 36 * HOUR }.to_string(), "36h/move");
/// ```
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Moves { moves, period } => write!(f, "{moves}/{}", short(period)),
            TimeControl::PerMove { per_move } => write!(f, "{}/move", short(per_move)),
            TimeControl::Fischer {
                start,
                increment,
                cap,
            } => {
                write!(f, "{}+{}", short(start), short(increment))?;
                match cap {
                    Some(cap) => write!(f, " cap {}", short(cap)),
                    None => Ok(()),
                }
            }
        }
    }
}

/// `50d` or `36h` (durations of a time control are whole hours).
fn short(seconds: i64) -> String {
    if seconds % DAY == 0 {
        format!("{}d", seconds / DAY)
    } else {
        format!("{}h", seconds / HOUR)
    }
}

/// `50 days`, `1 day`, `36 hours`.
fn words(seconds: i64) -> String {
    let (n, unit) = if seconds % DAY == 0 {
        (seconds / DAY, "day")
    } else {
        (seconds / HOUR, "hour")
    };
    format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
}

/// A span of seconds for replies: `2d 03:04:05` (negative spans with a minus sign).
pub fn span(seconds: i64) -> String {
    let sign = if seconds < 0 { "-" } else { "" };
    let s = seconds.unsigned_abs();
    format!(
        "{sign}{}d {:02}:{:02}:{:02}",
        s / 86_400,
        s % 86_400 / 3_600,
        s % 3_600 / 60,
        s % 60
    )
}

/// A stretch of time during which a player's clocks stop: from
/// `from` (inclusive) to `until` (exclusive), UTC.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Leave {
    /// The first instant of the leave.
    pub from: DateTime<Utc>,
    /// The first instant after the leave.
    pub until: DateTime<Utc>,
}

/// Seconds of `[start, end)` that fall outside every leave.
fn charged_between(start: DateTime<Utc>, end: DateTime<Utc>, leaves: &[Leave]) -> i64 {
    if end <= start {
        return 0;
    }
    let mut total = (end - start).num_seconds();
    // Overlaps are counted once: the leaves are merged first.
    for (from, until) in merged(leaves) {
        let a = from.max(start);
        let b = until.min(end);
        if b > a {
            total -= (b - a).num_seconds();
        }
    }
    total
}

/// The leaves as sorted, disjoint spans.
fn merged(leaves: &[Leave]) -> Vec<(DateTime<Utc>, DateTime<Utc>)> {
    let mut spans: Vec<_> = leaves
        .iter()
        .filter(|l| l.until > l.from)
        .map(|l| (l.from, l.until))
        .collect();
    spans.sort();
    let mut out: Vec<(DateTime<Utc>, DateTime<Utc>)> = Vec::new();
    for (from, until) in spans {
        match out.last_mut() {
            Some(last) if from <= last.1 => last.1 = last.1.max(until),
            _ => out.push((from, until)),
        }
    }
    out
}

/// Both clocks of a game. Times are seconds; instants are UTC.
///
/// `left` and `used` are as of the last accounting: for the side whose clock runs,
/// the time since `since` (less its player's leave) is still to be charged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    /// The game's time control.
    pub control: TimeControl,
    /// Seconds used so far by White and Black (index [`Color::index`]).
    pub used: ByColor<i64>,
    /// Seconds left on White's and Black's clock (negative: the time ran out).
    pub left: ByColor<i64>,
    /// The side whose clock runs (the side to move); `None` once the game is over.
    pub running: Option<Color>,
    /// When the running side's clock was last started; `None` while the game is
    /// paused by an organiser.
    pub since: Option<DateTime<Utc>>,
    /// The smallest reminder (seconds before the deadline) already sent for the
    /// running side's current move, so that each is sent once.
    pub reminded: Option<i64>,
}

impl Clock {
    /// The clocks of a new game: both sides get the control's initial time and the
    /// clock of `to_move` starts at `at`.
    ///
    /// # Examples
    ///
    /// ```
    /// use chrono::{TimeZone, Utc};
    /// use pbem_arbiter::board::color::{ByColor, Color};
    /// use pbem_arbiter::corr::clock::{Clock, TimeControl, DAY};
    ///
    /// let start = Utc.with_ymd_and_hms(2026, 12, 1, 12, 0, 0).unwrap();
    /// let mut clock = Clock::start(TimeControl::parse("3d/move").unwrap(), Color::White, start);
    /// assert_eq!(clock.left, ByColor::new(3 * DAY, 3 * DAY));
    /// let deadline = Utc.with_ymd_and_hms(2026, 12, 4, 12, 0, 0).unwrap();
    /// assert_eq!(clock.deadline(&[]), Some(deadline));
    ///
    /// // White moves after one day: Black's clock runs, White has its 3 days again.
    /// let moved = Utc.with_ymd_and_hms(2026, 12, 2, 12, 0, 0).unwrap();
    /// clock.after_move(Color::White, 1, moved, &[]);
    /// assert_eq!(clock.running, Some(Color::Black));
    /// assert_eq!(clock.used[Color::White], DAY);
    /// assert_eq!(clock.flagged(moved, &[]), None);
    /// ```
    pub fn start(control: TimeControl, to_move: Color, at: DateTime<Utc>) -> Clock {
        let initial = control.initial();
        Clock {
            control,
            used: ByColor::new(0, 0),
            left: ByColor::new(initial, initial),
            running: Some(to_move),
            since: Some(at),
            reminded: None,
        }
    }

    /// Seconds the running side has used since its clock started, up to `now`,
    /// less its player's `leaves` (0 when no clock runs).
    pub fn charged(&self, now: DateTime<Utc>, leaves: &[Leave]) -> i64 {
        match (self.running, self.since) {
            (Some(_), Some(since)) => charged_between(since, now, leaves),
            _ => 0,
        }
    }

    /// Seconds `side` has left at `now` (negative once its time ran out); `leaves`
    /// are those of the running side's player.
    pub fn left_at(&self, side: Color, now: DateTime<Utc>, leaves: &[Leave]) -> i64 {
        let mut left = self.left[side];
        if self.running == Some(side) {
            left -= self.charged(now, leaves);
        }
        left
    }

    /// Seconds `side` has used at `now`.
    pub fn used_at(&self, side: Color, now: DateTime<Utc>, leaves: &[Leave]) -> i64 {
        let mut used = self.used[side];
        if self.running == Some(side) {
            used += self.charged(now, leaves);
        }
        used
    }

    /// The instant at which the running side's time runs out, counting its player's
    /// `leaves` as stopped time; `None` when no clock runs (game over or paused).
    pub fn deadline(&self, leaves: &[Leave]) -> Option<DateTime<Utc>> {
        self.running?;
        let mut t = self.since?;
        let mut budget = self.left[self.running?].max(0);
        for (from, until) in merged(leaves) {
            if until <= t {
                continue;
            }
            if from > t {
                let before = (from - t).num_seconds();
                if budget <= before {
                    break;
                }
                budget -= before;
            }
            t = until;
        }
        Some(t + chrono::Duration::seconds(budget))
    }

    /// The side whose time has run out at `now`, if any: its clock shows less than
    /// nothing (a move exactly at the deadline is in time).
    pub fn flagged(&self, now: DateTime<Utc>, leaves: &[Leave]) -> Option<Color> {
        let side = self.running?;
        self.since?;
        (self.left_at(side, now, leaves) < 0).then_some(side)
    }

    /// Accounts for a move of `mover` at `at`: the time since its clock started
    /// (less `leaves`, its player's) is charged, the control adds time (a new
    /// period after every `moves`-th move, `moves_made` being the mover's moves
    /// including this one; the time per move; the Fischer increment up to the cap),
    /// and the opponent's clock starts. A paused game stays paused.
    pub fn after_move(
        &mut self,
        mover: Color,
        moves_made: u32,
        at: DateTime<Utc>,
        leaves: &[Leave],
    ) {
        let i = mover;
        if self.running == Some(mover) {
            let charged = self.charged(at, leaves);
            self.used[i] += charged;
            self.left[i] -= charged;
        }
        match self.control {
            TimeControl::Moves { moves, period } => {
                if moves_made > 0 && moves_made.is_multiple_of(moves) {
                    self.left[i] += period;
                }
            }
            TimeControl::PerMove { per_move } => self.left[i] = per_move,
            TimeControl::Fischer { increment, cap, .. } => {
                self.left[i] += increment;
                if let Some(cap) = cap {
                    self.left[i] = self.left[i].min(cap);
                }
            }
        }
        self.running = Some(mover.opponent());
        if self.since.is_some() {
            self.since = Some(at);
        }
        self.reminded = None;
    }

    /// Charges the running side up to `at` and stops its clock: for good when the
    /// game is over (`over`), else as a pause that [`Clock::resume`] ends.
    pub fn stop(&mut self, at: DateTime<Utc>, leaves: &[Leave], over: bool) {
        if let Some(side) = self.running {
            let charged = self.charged(at, leaves);
            self.used[side] += charged;
            self.left[side] -= charged;
        }
        self.since = None;
        if over {
            self.running = None;
        }
    }

    /// Starts the running side's clock again at `at` after a pause.
    pub fn resume(&mut self, at: DateTime<Utc>) {
        if self.running.is_some() && self.since.is_none() {
            self.since = Some(at);
        }
    }

    /// Seconds from `now` to the running side's deadline ([`Clock::deadline`]):
    /// the real time the player has to move, the days of their `leaves` still to
    /// come included (negative once the deadline has passed); `None` when no
    /// clock runs. Unlike [`Clock::left_at`], which counts the clock's time only,
    /// this is what a reminder speaks of.
    pub fn until_deadline(&self, now: DateTime<Utc>, leaves: &[Leave]) -> Option<i64> {
        Some((self.deadline(leaves)? - now).num_seconds())
    }

    /// The reminder due at `now`, if any: the smallest of `thresholds` (seconds
    /// before the deadline) that the time until the real deadline
    /// ([`Clock::until_deadline`], leave days included) has reached
    /// and that was not sent yet for this move. A leave ahead thus puts the
    /// reminders off with the deadline, while the clock's own time would call
    /// for them already. A threshold not below the time the side had until its
    /// deadline when its clock started is never sent (a 48-hour reminder makes no
    /// sense with one day per move and no leave). `None` once the time has run
    /// out (that is a forfeit).
    pub fn reminder_due(
        &self,
        now: DateTime<Utc>,
        leaves: &[Leave],
        thresholds: &[i64],
    ) -> Option<i64> {
        let side = self.running?;
        let since = self.since?;
        if self.left_at(side, now, leaves) < 0 {
            return None;
        }
        let deadline = self.deadline(leaves)?;
        let at_start = (deadline - since).num_seconds();
        let left = (deadline - now).num_seconds();
        thresholds
            .iter()
            .copied()
            .filter(|&t| t < at_start && left <= t && self.reminded.is_none_or(|r| t < r))
            .min()
    }
}

/// The three forms of a time control (`N/Dd`, `Dd/move`, `Dd+Id [cap Cd]`), as
/// patterns; durations in days or hours.
fn forms() -> &'static [Regex; 3] {
    static FORMS: OnceLock<[Regex; 3]> = OnceLock::new();
    FORMS.get_or_init(|| {
        let dur = r"(\d{1,6})\s*(d|days?|h|hours?)";
        let compile = |p: &str| {
            Regex::new(&format!("^(?i){p}$"))
                .unwrap_or_else(|e| unreachable!("the time-control patterns are valid: {e}"))
        };
        [
            compile(&format!(r"(\d{{1,6}})\s*(?:/|moves?\s+in)\s*{dur}")),
            compile(&format!(r"{dur}\s*(?:/|per)\s*move")),
            compile(&format!(r"{dur}\s*\+\s*{dur}(?:\s+(?:cap|max)\s+{dur})?")),
        ]
    })
}

/// The time control `text` (white space made single spaces) writes, in one of the
/// [`forms`], before its values are checked against each other.
///
/// # Errors
///
/// [`TimeControlError::Syntax`] for no form; [`TimeControlError::Value`] for a
/// number of moves or a duration out of range.
fn read_form(text: &str) -> Result<TimeControl, TimeControlError> {
    let [moves, per_move, fischer] = forms();
    let seconds = |n: &str, unit: &str| span_seconds(text, n, unit);
    if let Some(c) = moves.captures(text) {
        let n: u32 = c[1]
            .parse()
            .map_err(|_| value_error(text, ValueProblem::TooManyMoves))?;
        if n == 0 || n > 1000 {
            return Err(value_error(text, ValueProblem::MovesRange));
        }
        return Ok(TimeControl::Moves {
            moves: n,
            period: seconds(&c[2], &c[3])?,
        });
    }
    if let Some(c) = per_move.captures(text) {
        return Ok(TimeControl::PerMove {
            per_move: seconds(&c[1], &c[2])?,
        });
    }
    if let Some(c) = fischer.captures(text) {
        let cap = match (c.get(5), c.get(6)) {
            (Some(n), Some(u)) => Some(seconds(n.as_str(), u.as_str())?),
            _ => None,
        };
        return Ok(TimeControl::Fischer {
            start: seconds(&c[1], &c[2])?,
            increment: seconds(&c[3], &c[4])?,
            cap,
        });
    }
    Err(TimeControlError::Syntax { text: text.into() })
}

/// `n` days (`unit` starting with `d`) or hours (`h`) in seconds.
///
/// # Errors
///
/// [`TimeControlError::Value`] for the time control `text` when the number does
/// not fit or the duration is longer than ten years.
fn span_seconds(text: &str, n: &str, unit: &str) -> Result<i64, TimeControlError> {
    let n: i64 = n
        .parse()
        .map_err(|_| value_error(text, ValueProblem::NumberTooLarge))?;
    let unit = if unit.to_ascii_lowercase().starts_with('h') {
        HOUR
    } else {
        DAY
    };
    let s = n.saturating_mul(unit);
    if s > LONGEST {
        return Err(value_error(text, ValueProblem::TooLong));
    }
    Ok(s)
}

/// The error for a time control `text` whose values do not fit, and why.
fn value_error(text: &str, problem: ValueProblem) -> TimeControlError {
    TimeControlError::Value {
        text: text.to_string(),
        problem,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().to_utc()
    }

    #[test]
    fn the_three_forms_read_and_write_back() {
        for (text, canonical) in [
            ("10/50d", "10/50d"),
            ("10 moves in 50 days", "10/50d"),
            ("3d/move", "3d/move"),
            ("3 days/move", "3d/move"),
            ("3 DAYS PER MOVE", "3d/move"),
            ("36h/move", "36h/move"),
            ("30d+1d cap 60d", "30d+1d cap 60d"),
            ("30 days + 1 day max 60 days", "30d+1d cap 60d"),
            ("7d+0d", "7d+0d"),
        ] {
            let control = TimeControl::parse(text).unwrap();
            assert_eq!(control.to_string(), canonical, "{text}");
            assert_eq!(TimeControl::parse(canonical).unwrap(), control);
        }
        assert_eq!(
            TimeControl::parse("10/50d").unwrap().describe(),
            "10 moves in 50 days, repeating"
        );
    }

    #[test]
    fn bad_time_controls_say_why() {
        for (text, needle) in [
            ("soon", "is not a time control"),
            ("10/50", "is not a time control"),
            ("0/50d", "1 to 1000"),
            ("0d/move", "more than zero"),
            ("30d+1d cap 20d", "cap is less"),
            ("99999d/move", "ten years"),
        ] {
            let e = TimeControl::parse(text).unwrap_err().to_string();
            assert!(e.contains(needle), "{text}: {e}");
        }
    }

    #[test]
    fn iccf_periods_carry_over() {
        let control = TimeControl::parse("2/10d").unwrap();
        let t0 = at("2026-01-01T00:00:00Z");
        let mut clock = Clock::start(control, Color::White, t0);
        clock.after_move(Color::White, 1, t0 + chrono::Duration::days(3), &[]);
        assert_eq!(clock.left.white, 7 * DAY);
        clock.after_move(Color::Black, 1, t0 + chrono::Duration::days(4), &[]);
        // White's second move ends the period: 6 days left plus 10 new ones.
        clock.after_move(Color::White, 2, t0 + chrono::Duration::days(5), &[]);
        assert_eq!(clock.left.white, 16 * DAY);
        assert_eq!(clock.used.white, 4 * DAY);
        assert_eq!(clock.used.black, DAY);
    }

    #[test]
    fn fischer_adds_up_to_the_cap_and_per_move_resets() {
        let t0 = at("2026-01-01T00:00:00Z");
        let mut f = Clock::start(
            TimeControl::parse("5d+2d cap 6d").unwrap(),
            Color::White,
            t0,
        );
        f.after_move(Color::White, 1, t0 + chrono::Duration::hours(12), &[]);
        assert_eq!(f.left.white, 6 * DAY);
        let mut p = Clock::start(TimeControl::parse("3d/move").unwrap(), Color::White, t0);
        p.after_move(Color::White, 1, t0 + chrono::Duration::days(2), &[]);
        assert_eq!(p.left.white, 3 * DAY);
        assert_eq!(p.used.white, 2 * DAY);
    }

    #[test]
    fn leave_stops_the_clock_and_moves_the_deadline() {
        let t0 = at("2026-12-02T10:00:00Z");
        let clock = Clock::start(TimeControl::parse("3d/move").unwrap(), Color::Black, t0);
        let leave = [Leave {
            from: at("2026-12-03T00:00:00Z"),
            until: at("2026-12-06T00:00:00Z"),
        }];
        assert_eq!(clock.deadline(&[]), Some(at("2026-12-05T10:00:00Z")));
        // 14 hours before the leave, 58 after it.
        assert_eq!(clock.deadline(&leave), Some(at("2026-12-08T10:00:00Z")));
        assert_eq!(
            clock.left_at(Color::Black, at("2026-12-06T11:00:00Z"), &leave),
            47 * HOUR
        );
        assert_eq!(clock.flagged(at("2026-12-08T10:00:00Z"), &leave), None);
        assert_eq!(
            clock.flagged(at("2026-12-08T10:00:01Z"), &leave),
            Some(Color::Black)
        );
        // A leave that has begun already when the clock starts.
        let inside = Clock::start(
            TimeControl::parse("1d/move").unwrap(),
            Color::White,
            at("2026-12-04T00:00:00Z"),
        );
        assert_eq!(inside.deadline(&leave), Some(at("2026-12-07T00:00:00Z")));
    }

    #[test]
    fn reminders_come_once_each_smallest_first_when_late() {
        let t0 = at("2026-01-01T00:00:00Z");
        let mut clock = Clock::start(TimeControl::parse("3d/move").unwrap(), Color::White, t0);
        let th = [48 * HOUR, 24 * HOUR];
        assert_eq!(
            clock.reminder_due(t0 + chrono::Duration::hours(23), &[], &th),
            None
        );
        assert_eq!(
            clock.reminder_due(t0 + chrono::Duration::hours(25), &[], &th),
            Some(48 * HOUR)
        );
        clock.reminded = Some(48 * HOUR);
        assert_eq!(
            clock.reminder_due(t0 + chrono::Duration::hours(26), &[], &th),
            None
        );
        // Polled late: only the 24-hour reminder, not both.
        clock.reminded = None;
        assert_eq!(
            clock.reminder_due(t0 + chrono::Duration::hours(60), &[], &th),
            Some(24 * HOUR)
        );
        assert_eq!(
            clock.reminder_due(t0 + chrono::Duration::days(4), &[], &th),
            None
        );
        // One day per move: no 48-hour reminder.
        let short = Clock::start(TimeControl::parse("1d/move").unwrap(), Color::White, t0);
        assert_eq!(short.reminder_due(t0, &[], &th), None);
    }

    /// A leave ahead moves the deadline, and the reminders with it.
    /// Three days per move from 2026-11-28 12:00, leave on 2026-11-30 to 12-02
    /// (UTC days): 36 hours before the leave, 36 after it, deadline 2026-12-04
    /// 12:00. On 2026-11-29 13:30 the clock shows 1d 22:30:00, but the deadline is
    /// 4d 22:30:00 away: no reminder yet.
    #[test]
    fn reminders_follow_the_deadline_past_a_leave() {
        let t0 = at("2026-11-28T12:00:00Z");
        let mut clock = Clock::start(TimeControl::parse("3d/move").unwrap(), Color::White, t0);
        let leave = [Leave {
            from: at("2026-11-30T00:00:00Z"),
            until: at("2026-12-03T00:00:00Z"),
        }];
        let th = [48 * HOUR, 24 * HOUR];
        let early = at("2026-11-29T13:30:00Z");
        assert_eq!(clock.deadline(&leave), Some(at("2026-12-04T12:00:00Z")));
        assert_eq!(
            span(clock.left_at(Color::White, early, &leave)),
            "1d 22:30:00"
        );
        assert_eq!(
            clock.until_deadline(early, &leave).map(span).as_deref(),
            Some("4d 22:30:00")
        );
        assert_eq!(clock.reminder_due(early, &leave, &th), None);
        // On leave, two and a half days before the deadline: still none.
        assert_eq!(
            clock.reminder_due(at("2026-12-02T00:00:00Z"), &leave, &th),
            None
        );
        // 47 hours before the deadline (the clock shows 35: 12 are leave).
        let due = at("2026-12-02T13:00:00Z");
        assert_eq!(clock.reminder_due(due, &leave, &th), Some(48 * HOUR));
        assert_eq!(clock.until_deadline(due, &leave), Some(47 * HOUR));
        clock.reminded = Some(48 * HOUR);
        assert_eq!(
            clock.reminder_due(at("2026-12-03T11:00:00Z"), &leave, &th),
            None
        );
        assert_eq!(
            clock.reminder_due(at("2026-12-03T13:00:00Z"), &leave, &th),
            Some(24 * HOUR)
        );
        // Without the leave the same clock would have called at once.
        assert_eq!(clock.reminder_due(early, &[], &th), None);
        clock.reminded = None;
        assert_eq!(clock.reminder_due(early, &[], &th), Some(48 * HOUR));
        // One day per move and a leave of three days: 96 hours to the deadline
        // at the start, so the 48-hour reminder now makes sense.
        let short = Clock::start(
            TimeControl::parse("1d/move").unwrap(),
            Color::White,
            at("2026-11-29T12:00:00Z"),
        );
        assert_eq!(short.deadline(&leave), Some(at("2026-12-03T12:00:00Z")));
        assert_eq!(
            short.reminder_due(at("2026-12-01T13:00:00Z"), &leave, &th),
            Some(48 * HOUR)
        );
        assert_eq!(
            short.reminder_due(at("2026-11-30T00:00:00Z"), &[], &th),
            None
        );
    }

    #[test]
    fn pause_and_game_over_stop_the_clock() {
        let t0 = at("2026-01-01T00:00:00Z");
        let mut clock = Clock::start(TimeControl::parse("3d/move").unwrap(), Color::White, t0);
        clock.stop(t0 + chrono::Duration::days(1), &[], false);
        assert_eq!(clock.deadline(&[]), None);
        assert_eq!(clock.flagged(t0 + chrono::Duration::days(9), &[]), None);
        clock.resume(t0 + chrono::Duration::days(10));
        assert_eq!(clock.deadline(&[]), Some(t0 + chrono::Duration::days(12)));
        clock.stop(t0 + chrono::Duration::days(11), &[], true);
        assert_eq!(clock.running, None);
        assert_eq!(clock.used.white, 2 * DAY);
        assert_eq!(span(clock.left.white), "1d 00:00:00");
        assert_eq!(span(-3661), "-0d 01:01:01");
    }
}
