//! The mail side on arbitrary input: the raw bytes as a message, and the text as a
//! reply body (own text, game labels and parts, move labels dropped, then commands
//! and the lines not read in every variant's turn syntax, a language checked against the accepted codes), as an inline-signed
//! OpenPGP body, as an HTML-only body, and as a
//! Subject (the player's own words read as commands too), its words as a
//! challenge, and as an organiser's tournament line and `player external` line.
//! Never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pbem_arbiter::mail::command;
use pbem_arbiter::mail::{html_text, labels, message, pgp_inline, reply_text, subject};
use pbem_arbiter::rules::registry;

fn commands(body: &str) {
    let own = reply_text::own_text(body);
    // A mail for several games: every line lands in exactly one place, a
    // label's line giving at most its text after the colon.
    if let Some(split) = command::game_parts(&own.lines) {
        let placed = split.before.len() + split.parts.iter().map(|(_, l)| l.len()).sum::<usize>();
        assert!(placed <= own.lines.len());
        assert!(!split.parts.is_empty());
    }
    for line in &own.lines {
        if let Some(label) = labels::game_label(line) {
            assert!(label.rest.is_none_or(|rest| !rest.is_empty() && line.contains(rest)));
        }
    }
    for variant in registry() {
        let mut lines: Vec<String> = own
            .lines
            .iter()
            .map(|l| labels::without_label(l).to_string())
            .collect();
        if own.ended_at_bare_dashes && variant.syntax.dashes_are_a_turn() {
            lines.push("--".into());
        }
        // A line named back as not read gave no command.
        for line in command::unread_lines(&lines, variant.syntax) {
            assert!(command::parse(std::slice::from_ref(&line), variant.syntax).is_empty());
        }
        for c in command::parse(&lines, variant.syntax) {
            // A language as read is accepted only as one of the codes listed.
            if let command::Command::Language(Ok(language)) = c {
                assert!(pbem_arbiter::arbiter::LANGUAGES.contains(&language.code()));
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    commands(&text);
    // An inline-signed body's text is never longer than the body, and an HTML
    // body's text reads like any other.
    assert!(pgp_inline::signed_text(&text).len() <= text.len());
    commands(&html_text::html_to_text(&text));
    let _ = command::game_tag(&text);
    // The challenge reader, on the words after "challenge".
    let words: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    let _ = pbem_arbiter::arbiter::read_proposal(&words);
    // An organiser's tournament line, with the command line's
    // grammar; what it reads, written out again, reads back the same.
    if let Ok(command) = pbem_arbiter::arbiter::read_mail_line(&text) {
        let again = pbem_arbiter::arbiter::read_mail_line(&command.to_mail_line());
        assert_eq!(again.as_ref(), Ok(&command), "{text}");
    }
    // An organiser's `player external` line, and the check of
    // what it reads.
    if let Ok(args) = pbem_arbiter::arbiter::read_player_line(&text) {
        let _ = args.checked();
    }

    let incoming = message::parse(data, "arbiter@localhost");
    if let Some(body) = &incoming.body {
        commands(body);
    }
    if let Some(subject) = &incoming.subject {
        let words = subject::own_words(subject, std::slice::from_ref(subject));
        assert!(words.is_empty(), "{subject:?} left {words:?} of itself");
        commands(&subject::own_words(subject, &[]));
        let _ = command::game_tag(subject);
        let _ = command::game_codes(subject);
        let _ = command::confirm_tags(subject);
        let _ = command::organiser_tags(subject);
    }
    // The sender-authentication readers of a message: a mail counts as carrying a
    // secret only when it carries exactly one distinct secret of that kind, however
    // many codes, tokens or organiser codes it lists (seeds many_codes, many_tokens).
    let own = "arbiter@localhost";
    use pbem_arbiter::arbiter::auth::{self, Carried};
    match auth::game_codes(&incoming, own) {
        Carried::Several(codes) => {
            assert!(codes.len() >= 2);
            for (i, code) in codes.iter().enumerate() {
                assert!(!codes[..i].contains(code), "{code:?} twice");
            }
        }
        Carried::One((_, code)) => assert_eq!(code, code.to_ascii_lowercase()),
        Carried::Nothing => {}
    }
    let tokens = auth::confirmation_tokens(&incoming, own);
    let one = auth::confirmation_token(&incoming, own);
    assert_eq!(one.is_some(), matches!(tokens, Carried::One(_)));
    if let Carried::Several(codes) = auth::organiser_codes(incoming.subject.as_deref()) {
        assert!(codes.len() >= 2);
    }
    let _ = auth::game_of_address(&incoming, own);
});
