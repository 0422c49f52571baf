//! A variant's position reader on arbitrary text: it must never panic, and a text
//! it accepts must write a position text that reads back to the same position text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pbem_arbiter_fuzz::pick_variant;

fuzz_target!(|data: &[u8]| {
    let Some((info, options, rest)) = pick_variant(data) else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Ok(position) = (info.from_text)(text, &options) else {
        return;
    };
    let written = position.position_text();
    let again = (info.from_text)(&written, &options).unwrap_or_else(|e| {
        panic!(
            "{} {options:?}: {text:?} was read, but its position text {written:?} is refused: {e}",
            info.id
        )
    });
    assert_eq!(
        again.position_text(),
        written,
        "{} {options:?}: the position text of {text:?} does not read back the same",
        info.id
    );
    let _ = position.repetition_key();
    let _ = position.outcome();
});
