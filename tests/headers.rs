//! Hostile headers in, well-formed replies out (RFC 5322 §2.1.1, §2.2.3, §3.6.4),
//! through the real binary: a player's mail whose From display name, Subject,
//! Message-ID, In-Reply-To and References hold NUL, CR, LF, RTL marks, RFC 2047
//! encoded words with line breaks in them and 10 kB values is delivered to the
//! Maildir inbox and `arbiter poll --once` answers it. Every reply written to the
//! outbox then reads with mail-parser, goes to the player's registered address
//! alone with no header injected, has no line over 998 octets and no header line
//! over 78 characters that could have been folded, and threads by referable ids
//! only.

mod common;

use std::cell::{Cell, RefCell};

use base64::Engine;
use common::World;
use mail_parser::{HeaderValue, MessageParser};
use pbem_arbiter::mail::message::{parse, IncomingMessage};
use pbem_arbiter::mail::msg_id;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const OWN: &str = "arbiter@localhost";

/// The header fields a reply may have; anything else was injected.
const FIELDS: [&str; 16] = [
    // The file transport's envelope sender (the reply's return address, VERP).
    "Return-Path",
    "From",
    "To",
    "Subject",
    "Message-ID",
    "In-Reply-To",
    "References",
    "Auto-Submitted",
    "X-Loop",
    "Reply-To",
    "Date",
    "MIME-Version",
    "Content-Type",
    "Content-Transfer-Encoding",
    "Precedence",
    "List-Id",
];

/// Pieces of hostile header text; a value is a few of them run together.
fn piece() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("\0".to_string()),
        Just("\r".to_string()),
        Just("\n".to_string()),
        Just("\r\nBcc: x@evil.example".to_string()),
        Just("\r\n Cc: y@evil.example".to_string()),
        Just("\u{202e}".to_string()),
        Just("=?utf-8?q?a=0D=0ABcc:_x@evil?=".to_string()),
        Just("=?utf-8?b?DQpCY2M6IHhAZXZpbA==?=".to_string()),
        Just("a".repeat(10_000)),
        Just("word ".repeat(2_000)),
        Just(" \t ".to_string()),
        Just("@".to_string()),
        Just("<".to_string()),
        Just(">".to_string()),
        Just("\"".to_string()),
        Just("zoë".to_string()),
        Just("id.part".to_string()),
        Just("example.org".to_string()),
        Just("[127.0.0.1]".to_string()),
        "[a-z0-9.]{1,12}",
    ]
}

fn hostile() -> impl Strategy<Value = String> {
    proptest::collection::vec(piece(), 1..5).prop_map(|pieces| pieces.concat())
}

/// A display name written raw: hostile pieces without the characters that would
/// make another address of it (the sender stays the player, or there is none).
fn raw_name() -> impl Strategy<Value = String> {
    hostile().prop_map(|name| {
        name.chars()
            .filter(|c| !"<>@,;:\"()\\".contains(*c))
            .collect()
    })
}

/// The From header: the player's address behind a hostile display name, raw or
/// as an RFC 2047 encoded word (whose decoded text may hold CR LF and a header).
fn from() -> impl Strategy<Value = String> {
    prop_oneof![
        raw_name().prop_map(|name| format!("{name} <{ALICE}>")),
        hostile().prop_map(|name| {
            let word = base64::engine::general_purpose::STANDARD.encode(name);
            format!("=?utf-8?b?{word}?= <{ALICE}>")
        }),
        Just(format!("=?utf-8?q?a=0D=0ABcc:_x@evil?= <{ALICE}>")),
    ]
}

/// One id of a thread: a well-formed one or a hostile one, in angle brackets or not.
fn thread_id() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[a-z0-9]{1,8}@[a-z]{1,8}\\.example".prop_map(|id| format!("<{id}>")),
        // Well-formed and long: 236 to 251 octets, either side of the limit.
        1 => "[a-z]{225,240}@x\\.example".prop_map(|id| format!("<{id}>")),
        1 => hostile().prop_map(|id| format!("<{id}>")),
        1 => hostile(),
    ]
}

fn ids() -> impl Strategy<Value = Option<String>> {
    proptest::option::of(proptest::collection::vec(thread_id(), 1..16).prop_map(|v| v.join(" ")))
}

/// A hostile mail from the player (or from nobody, when its headers break apart).
#[derive(Debug, Clone)]
struct Hostile {
    from: String,
    subject: String,
    /// The Message-ID's text after the case's unique prefix.
    message_id: String,
    in_reply_to: Option<String>,
    references: Option<String>,
    /// A command that answers the sender alone and leaves the game as it is.
    body: &'static str,
}

fn hostile_mail() -> impl Strategy<Value = Hostile> {
    (
        from(),
        hostile(),
        prop_oneof![
            Just("@id.example".to_string()),
            "[a-z]{200,260}@id\\.example",
            hostile()
        ],
        ids(),
        ids(),
        prop_oneof![Just("zz9"), Just("board"), Just("help")],
    )
        .prop_map(
            |(from, subject, message_id, in_reply_to, references, body)| Hostile {
                from,
                subject,
                message_id,
                in_reply_to,
                references,
                body,
            },
        )
}

impl Hostile {
    /// The raw mail; `case` makes its Message-ID (and so its key) unique.
    fn raw(&self, case: u64) -> Vec<u8> {
        let mut head = format!(
            "From: {}\r\nTo: {OWN}\r\nSubject: Re: [Game 1] {}\r\nMessage-ID: <c{case}{}>\r\n",
            self.from, self.subject, self.message_id
        );
        if let Some(ids) = &self.in_reply_to {
            head.push_str(&format!("In-Reply-To: {ids}\r\n"));
        }
        if let Some(ids) = &self.references {
            head.push_str(&format!("References: {ids}\r\n"));
        }
        format!(
            "{head}X-Case: {case}\r\nMIME-Version: 1.0\r\n\
             Content-Type: text/plain; charset=utf-8\r\n\r\n{}\r\n",
            self.body
        )
        .into_bytes()
    }
}

/// A game of Alice's and Bob's, and a config under which the player is answered
/// as often as the cases ask (the rate limit would silence most of them).
fn world() -> (World, String) {
    let mut w = World::new();
    w.new_game(ALICE, BOB);
    w.new_replies();
    let config = w.dir.path().join("headers.toml");
    std::fs::write(
        &config,
        format!(
            "[arbiter]\naddress = \"{OWN}\"\n[mail]\n\
             player_answers_per_hour = 100000\nstranger_answers_per_hour = 100000\n"
        ),
    )
    .unwrap();
    (w, config.display().to_string())
}

/// True when a header line could not be folded shorter (RFC 5322 §2.2.3): after
/// its field name, or the white space that starts a continuation line, it is one
/// word.
fn unfoldable(line: &str) -> bool {
    let value = match line.strip_prefix([' ', '\t']) {
        Some(rest) => rest,
        None => line.split_once(':').map_or(line, |(_, value)| value),
    };
    !value.trim_start().contains([' ', '\t'])
}

/// The line rules: no line over 998 octets anywhere; in the header block, no line
/// over 78 characters that had a place to fold.
fn check_lines(raw: &[u8]) -> Result<(), TestCaseError> {
    for line in raw.split(|&b| b == b'\n') {
        prop_assert!(line.len() <= 999, "a line of {} octets", line.len());
    }
    let text = String::from_utf8_lossy(raw);
    let head = text.split("\r\n\r\n").next().unwrap_or("");
    for line in head.split("\r\n") {
        prop_assert!(
            line.len() <= 78 || unfoldable(line),
            "a long header line with a folding point: {}",
            line
        );
    }
    Ok(())
}

/// The ids of a threading header of a reply, as mail-parser reads them.
fn id_list(value: &HeaderValue<'_>) -> Vec<String> {
    value
        .as_text_list()
        .map(|ids| ids.iter().map(|id| id.to_string()).collect())
        .unwrap_or_default()
}

/// The rules of one reply to `incoming`: read by mail-parser, to the player alone,
/// no header but a reply's, the line rules, and threaded by referable ids only:
/// In-Reply-To the incoming Message-ID when that is referable, References the
/// referable ids of its thread (the first and the latest of a long one).
fn check_reply(raw: &[u8], incoming: &IncomingMessage) -> Result<(), TestCaseError> {
    let m = MessageParser::default().parse(raw);
    prop_assert!(m.is_some(), "mail-parser cannot read the reply");
    let Some(m) = m else { return Ok(()) };
    let to: Vec<&str> = m
        .to()
        .map(|list| list.iter().filter_map(|a| a.address()).collect())
        .unwrap_or_default();
    prop_assert_eq!(to, vec![ALICE]);
    prop_assert!(m.cc().is_none() && m.bcc().is_none());
    for header in m.headers() {
        let name = header.name();
        prop_assert!(
            FIELDS.iter().any(|f| f.eq_ignore_ascii_case(name)),
            "{}",
            name
        );
    }
    let tos = m
        .headers()
        .iter()
        .filter(|h| h.name().eq_ignore_ascii_case("To"));
    prop_assert_eq!(tos.count(), 1);
    check_lines(raw)?;
    let parent = incoming
        .message_id
        .clone()
        .filter(|id| msg_id::is_referable(id));
    prop_assert_eq!(
        id_list(m.in_reply_to()),
        parent.into_iter().collect::<Vec<_>>()
    );
    let chain: Vec<&str> = incoming
        .thread
        .iter()
        .rev()
        .chain(&incoming.message_id)
        .map(String::as_str)
        .collect();
    prop_assert_eq!(id_list(m.references()), msg_id::references(chain));
    Ok(())
}

#[test]
fn replies_to_hostile_headers_are_well_formed_and_go_to_the_player_alone() {
    let (world, config) = world();
    let world = RefCell::new(world);
    let (case, answered) = (Cell::new(0u64), Cell::new(0usize));
    let mut runner = TestRunner::new(Config {
        cases: 64,
        ..Config::default()
    });
    let result = runner.run(&hostile_mail(), |mail| {
        case.set(case.get() + 1);
        let mut w = world.borrow_mut();
        let raw = w.as_replied(&mail.raw(case.get()));
        let incoming = parse(&raw, OWN);
        w.deliver_bytes_as_written(&raw);
        let (code, _, err) = w.arbiter(&["--config", &config, "poll", "--once"]);
        prop_assert_eq!(code, 0, "{}", err);
        for sent in w.new_replies() {
            answered.set(answered.get() + 1);
            check_reply(&std::fs::read(&sent.path).unwrap(), &incoming)?;
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    // Most mails come from the player and are answered: the rules above were
    // checked on replies, not on an empty outbox.
    assert!(answered.get() >= 32, "{} replies", answered.get());
}
