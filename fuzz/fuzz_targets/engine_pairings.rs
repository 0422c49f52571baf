//! The Swiss pairing engine's answer (`swiss::parse_pairings`) on
//! arbitrary bytes: never panics; what it accepts pairs every expected player
//! exactly once (the first byte chooses how many players are expected).
#![no_main]

use libfuzzer_sys::fuzz_target;
use pbem_arbiter::corr::swiss::parse_pairings;

fuzz_target!(|data: &[u8]| {
    let Some((&n, rest)) = data.split_first() else {
        return;
    };
    let expected: Vec<u32> = (1..=u32::from(n % 64) + 1).collect();
    let text = String::from_utf8_lossy(rest);
    if let Ok(pairs) = parse_pairings(&text, &expected) {
        let mut seats: Vec<u32> = pairs
            .iter()
            .flat_map(|p| [Some(p.white), p.black])
            .flatten()
            .collect();
        seats.sort_unstable();
        assert_eq!(seats, expected, "{text}");
    }
});
