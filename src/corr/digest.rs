//! A player's digest times, pure: `digest daily 18:00`, `digest 08:00 18:00` and
//! `digest off` read into [`DigestTimes`], and the next time a digest falls due
//! ([`DigestTimes::next_after`]). The times are wall-clock times in the player's
//! IANA time zone (chrono-tz): a digest at 18:00 stays at 18:00 local across a
//! change to or from summer time; a time that a change skips (02:30 on the night
//! the clocks go forward) falls due at the first instant after the gap, and a
//! time that occurs twice (the night the clocks go back) at its first occurrence.

use std::fmt;

use chrono::{DateTime, Days, LocalResult, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

/// The most digest times a day a player may ask for.
pub const MOST_TIMES: usize = 24;

/// Why a digest setting does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DigestError {
    /// A word that is not a time written `HH:MM` (24-hour clock).
    #[error("{0:?} is not a time: write it as HH:MM on the 24-hour clock, like 18:00")]
    NotATime(String),
    /// No time was given.
    #[error(
        "no time given: write \"digest daily 18:00\", \"digest 08:00 18:00\" or \"digest off\""
    )]
    NoTime,
    /// More than [`MOST_TIMES`] times.
    #[error("at most {MOST_TIMES} digest times a day")]
    TooMany,
}

/// The times of day a player's digest falls due, in the player's time zone,
/// sorted, each once; never empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestTimes(Vec<NaiveTime>);

impl DigestTimes {
    /// Reads the words after `digest`: `off` (`Ok(None)`), or an optional `daily`
    /// followed by one or more `HH:MM` times (`Ok(Some(times))`), in any case.
    ///
    /// # Errors
    ///
    /// [`DigestError`]: no time, a word that is no `HH:MM` time, too many times.
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::corr::digest::DigestTimes;
    ///
    /// let times = DigestTimes::read("daily 18:00").unwrap().unwrap();
    /// assert_eq!(times.to_string(), "18:00");
    /// let twice = DigestTimes::read("18:00 8:30").unwrap().unwrap();
    /// assert_eq!(twice.to_string(), "08:30 18:00");
    /// assert_eq!(DigestTimes::read("Off"), Ok(None));
    /// assert!(DigestTimes::read("daily 25:00").is_err());
    /// ```
    pub fn read(text: &str) -> Result<Option<DigestTimes>, DigestError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.len() == 1 && words[0].eq_ignore_ascii_case("off") {
            return Ok(None);
        }
        let words = match words.split_first() {
            Some((first, rest)) if first.eq_ignore_ascii_case("daily") => rest,
            _ => &words[..],
        };
        if words.is_empty() {
            return Err(DigestError::NoTime);
        }
        if words.len() > MOST_TIMES {
            return Err(DigestError::TooMany);
        }
        let mut times = words
            .iter()
            .map(|w| {
                let w = w.trim_end_matches([',', ';']);
                NaiveTime::parse_from_str(w, "%H:%M")
                    .map_err(|_| DigestError::NotATime((*w).to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        times.sort();
        times.dedup();
        Ok(Some(DigestTimes(times)))
    }

    /// The times, sorted.
    pub fn times(&self) -> &[NaiveTime] {
        &self.0
    }

    /// The first instant after `now` at which one of the times is reached on the
    /// wall clock of `zone`. Always `Some` for a zone of chrono-tz (a day has at
    /// most one gap); `None` only past the end of chrono's calendar.
    ///
    /// # Examples
    ///
    /// ```
    /// use chrono::{DateTime, Utc};
    /// use pbem_arbiter::corr::digest::DigestTimes;
    ///
    /// let at = |t: &str| t.parse::<DateTime<Utc>>().unwrap();
    /// let times = DigestTimes::read("daily 18:00").unwrap().unwrap();
    /// let berlin = chrono_tz::Europe::Berlin;
    /// // Summer time: 18:00 in Berlin is 16:00 UTC; winter time 17:00 UTC.
    /// assert_eq!(times.next_after(at("2026-10-24T12:00:00Z"), berlin), Some(at("2026-10-24T16:00:00Z")));
    /// assert_eq!(times.next_after(at("2026-10-24T16:00:00Z"), berlin), Some(at("2026-10-25T17:00:00Z")));
    /// ```
    pub fn next_after(&self, now: DateTime<Utc>, zone: Tz) -> Option<DateTime<Utc>> {
        let today = now.with_timezone(&zone).date_naive();
        // Yesterday too: a time just before midnight local may still be ahead in UTC
        // terms for no zone, but a gap can move a time across midnight.
        let mut day = today.checked_sub_days(Days::new(1))?;
        for _ in 0..4 {
            if let Some(next) = self
                .0
                .iter()
                .filter_map(|time| instant(zone, day, *time))
                .filter(|at| *at > now)
                .min()
            {
                return Some(next);
            }
            day = day.checked_add_days(Days::new(1))?;
        }
        None
    }
}

/// The UTC instant of `time` on `day` on the wall clock of `zone`: the earlier
/// of two when the clocks go back, the end of the gap when they go forward.
fn instant(zone: Tz, day: NaiveDate, time: NaiveTime) -> Option<DateTime<Utc>> {
    let local = day.and_time(time);
    match zone.from_local_datetime(&local) {
        LocalResult::Single(at) => Some(at.with_timezone(&Utc)),
        LocalResult::Ambiguous(first, _) => Some(first.with_timezone(&Utc)),
        LocalResult::None => {
            // In a gap: the first whole minute after it (gaps are at most a few
            // hours; 24 hours bounds the walk).
            (1..=24 * 60).find_map(|m| {
                let later = local + chrono::Duration::minutes(m);
                zone.from_local_datetime(&later)
                    .earliest()
                    .map(|at| at.with_timezone(&Utc))
            })
        }
    }
}

impl fmt::Display for DigestTimes {
    /// The times as `HH:MM`, space-separated (the form stored and shown).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, time) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", time.format("%H:%M"))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        text.parse().unwrap()
    }

    #[test]
    fn times_read_and_refused() {
        assert_eq!(DigestTimes::read("off"), Ok(None));
        assert_eq!(DigestTimes::read("daily"), Err(DigestError::NoTime));
        assert_eq!(DigestTimes::read(""), Err(DigestError::NoTime));
        assert!(matches!(
            DigestTimes::read("daily 6pm"),
            Err(DigestError::NotATime(_))
        ));
        let times = DigestTimes::read("DAILY 18:00, 08:00 18:00")
            .unwrap()
            .unwrap();
        assert_eq!(times.to_string(), "08:00 18:00");
        let many = vec!["01:00"; 25].join(" ");
        assert_eq!(DigestTimes::read(&many), Err(DigestError::TooMany));
    }

    #[test]
    fn local_wall_clock_across_summer_time() {
        let times = DigestTimes::read("18:00").unwrap().unwrap();
        let berlin = chrono_tz::Europe::Berlin;
        // Spring forward on 2026-03-29: 18:00 CET then 18:00 CEST.
        assert_eq!(
            times.next_after(at("2026-03-28T18:00:00Z"), berlin),
            Some(at("2026-03-29T16:00:00Z"))
        );
        assert_eq!(
            times.next_after(at("2026-03-28T16:59:59Z"), berlin),
            Some(at("2026-03-28T17:00:00Z"))
        );
        // A time in the gap (02:30 on 2026-03-29) falls due at 03:00 CEST.
        let gap = DigestTimes::read("02:30").unwrap().unwrap();
        assert_eq!(
            gap.next_after(at("2026-03-28T12:00:00Z"), berlin),
            Some(at("2026-03-29T01:00:00Z"))
        );
        // A time that occurs twice (02:30 on 2026-10-25) falls due once, first.
        assert_eq!(
            gap.next_after(at("2026-10-24T12:00:00Z"), berlin),
            Some(at("2026-10-25T00:30:00Z"))
        );
        assert_eq!(
            gap.next_after(at("2026-10-25T00:30:00Z"), berlin),
            Some(at("2026-10-26T01:30:00Z"))
        );
        // Several times a day: the next of them.
        let two = DigestTimes::read("08:00 18:00").unwrap().unwrap();
        assert_eq!(
            two.next_after(at("2026-11-27T08:00:00Z"), berlin),
            Some(at("2026-11-27T17:00:00Z"))
        );
        assert_eq!(
            two.next_after(at("2026-11-27T17:00:00Z"), chrono_tz::UTC),
            Some(at("2026-11-27T18:00:00Z"))
        );
    }
}
