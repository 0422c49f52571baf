//! Delivery reports on arbitrary input: the raw bytes as a message read by
//! `mail::message::parse` and by the bounce reader (`mail::bounce::read_bytes`),
//! and the plus-address tags of the return address (VERP). Never panics; a
//! report that reads names at least one recipient, its words on one line of at
//! most `MAX_DIAGNOSTIC` characters, and the message reader keeps the same report
//! whenever it reads one.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pbem_arbiter::mail::{bounce, message};

fuzz_target!(|data: &[u8]| {
    let incoming = message::parse(data, "arbiter@localhost");
    let report = bounce::read_bytes(data);
    if let Some(kept) = &incoming.report {
        assert_eq!(Some(kept), report.as_ref());
    }
    if let Some(report) = &report {
        assert!(!report.recipients.is_empty());
        for entry in &report.recipients {
            if let Some(words) = &entry.diagnostic {
                assert!(words.chars().count() <= bounce::MAX_DIAGNOSTIC, "{words:?}");
                assert!(!words.contains(['\r', '\n']), "{words:?}");
            }
            let _ = entry.cause();
            if let Some(address) = &entry.address {
                assert!(entry.names(address));
            }
        }
        if let Some(id) = &report.original_id {
            assert!(id.contains('@') && !id.contains(char::is_whitespace), "{id:?}");
        }
    }
    // The return address's tag: what reads as a token writes back the same tag.
    let text = String::from_utf8_lossy(data);
    if let Some(token) = bounce::token_of_tag(&text) {
        assert_eq!(bounce::token_of_tag(&bounce::return_tag(&token)), Some(token));
    }
    let own = "arbiter@localhost";
    let _ = pbem_arbiter::arbiter::auth::return_tokens(&incoming, own);
});
