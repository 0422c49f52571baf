//! The time-control reader (`10/50d`, `3d/move`, `30d+1d cap 60d`) and
//! the leave-dates reader (`leave 2026-12-24 2027-01-02`) on arbitrary
//! text: never panics; a time control that reads writes out to a text that reads
//! back to the same value.
#![no_main]

use chrono::{DateTime, Utc};
use libfuzzer_sys::fuzz_target;
use pbem_arbiter::arbiter::checked_leave;
use pbem_arbiter::corr::clock::TimeControl;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(control) = TimeControl::parse(&text) {
        let written = control.to_string();
        assert_eq!(TimeControl::parse(&written), Ok(control), "{written}");
        let _ = control.describe();
        let _ = control.initial();
    }
    // The two dates of a leave, split at the first space.
    let (first, last) = text.split_once(' ').unwrap_or((&text, ""));
    let now = DateTime::<Utc>::from_timestamp(1_800_000_000, 0).unwrap_or_default();
    let _ = checked_leave(&[], first, last, now, 30);
});
