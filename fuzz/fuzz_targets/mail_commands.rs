//! The mail side on arbitrary input: the raw bytes as a message, and the text as a
//! reply body (own lines, then commands) and as a Subject. Never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pbem_arbiter::command;
use pbem_arbiter::mail::{message, reply_text};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lines = reply_text::own_lines(&text);
    let _ = command::parse(&lines);
    let _ = command::game_tag(&text);

    let incoming = message::parse(data, "arbiter@localhost");
    if let Some(body) = &incoming.body {
        let _ = command::parse(&reply_text::own_lines(body));
    }
    if let Some(subject) = &incoming.subject {
        let _ = command::game_tag(subject);
    }
});
