//! The conditional-line reader on arbitrary text, in every variant's
//! turn syntax: it reads or says why, never panics, and what it reads, written out
//! canonically, reads back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pbem_arbiter::notation::conditional::read_line;
use pbem_arbiter::rules::registry;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for variant in registry() {
        if let Ok(line) = read_line(&text, variant.syntax) {
            let again = read_line(&line.to_string(), variant.syntax);
            assert_eq!(again.as_ref(), Ok(&line), "{text}");
        }
    }
});
