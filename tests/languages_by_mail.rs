//! Mails in the reader's language, by mail through the real binary (a Maildir
//! inbox, `arbiter poll --once --now`, a real SQLite file): a player who sends
//! `language de` (or `fr`, `ru`) reads the game mails' own words in it (the
//! first line, the move, the status, the subject, a refusal's frame, a
//! reminder, a game's end), from the message files in locales/; the opponent
//! who set nothing reads English; the board is the same in every language.

mod common;

use common::{only, reply_mail as mail, say, Sent, World};
use mail_parser::MimeHeaders;
use pbem_arbiter::board::color::Color;
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter::output::locale;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const START: &str = "2026-12-01T10:00:00Z";

/// Delivers one mail and polls at `now`; the replies.
fn send(w: &mut World, from: &str, id: &str, g: i64, body: &str, now: &str) -> Vec<Sent> {
    w.deliver(&mail(from, id, g, body));
    w.poll_at(now)
}

/// The board's lines of a reply's text part (the grid and its frame).
fn board(body: &str) -> String {
    body.lines()
        .filter(|l| l.contains('|') || l.contains("+---"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The PNG pictures of a reply (the board drawn), in the order of the mail.
fn picture(sent: &Sent) -> Vec<Vec<u8>> {
    let raw = std::fs::read(&sent.path).unwrap();
    let message = mail_parser::MessageParser::default().parse(&raw).unwrap();
    let pictures: Vec<Vec<u8>> = message
        .parts
        .iter()
        .filter(|p| p.content_type().is_some_and(|t| t.ctype() == "image"))
        .map(|p| p.contents().to_vec())
        .collect();
    assert!(
        !pictures.is_empty(),
        "no picture in {}",
        sent.path.display()
    );
    pictures
}

/// The HTML part of a reply.
fn html_part(sent: &Sent) -> String {
    let raw = std::fs::read(&sent.path).unwrap();
    let message = mail_parser::MessageParser::default().parse(&raw).unwrap();
    message
        .body_html(0)
        .map(|html| html.into_owned())
        .unwrap_or_else(|| panic!("no HTML part in {}", sent.path.display()))
}

/// A game of Alice (White) and Bob with three days a move, made at [`START`].
fn timed_game(w: &mut World) -> i64 {
    let args = [
        "game",
        "new",
        "--white",
        ALICE,
        "--black",
        BOB,
        "--time-control",
        "3d/move",
        "--now",
        START,
    ];
    let (code, out, err) = w.arbiter(&args);
    assert_eq!(code, 0, "{err}");
    w.new_replies();
    out.lines().next().unwrap().trim().parse().unwrap()
}

/// Alice plays in `language`, Bob in English: a move, refusals, a reminder and
/// the end of the game, each checked against the message files.
fn a_game_in(language: Language) {
    let mut w = World::new();
    let g = timed_game(&mut w);
    let code = format!("language {}", language.code());
    send(&mut w, ALICE, "l0@x", g, &code, START);
    let side = |c: Color| locale::side(language, c);

    let r = send(&mut w, ALICE, "l1@x", g, "e4", START);
    let alice = only(&r, ALICE);
    let played = say(
        language,
        "update-played",
        &[
            ("side", side(Color::White).into()),
            ("label", "1.".into()),
            ("move", "e4".into()),
            ("input", "e4".into()),
        ],
    );
    assert!(alice.body.contains(&played), "{played}\n{}", alice.body);
    let moves = say(language, "moves-label", &[]);
    assert!(
        alice.body.contains(&format!("{moves} 1. e4")),
        "{}",
        alice.body
    );
    let waiting = say(
        language,
        "status-their-move",
        &[
            ("side", side(Color::Black).into()),
            ("number", "1...".into()),
        ],
    );
    assert!(alice.body.contains(&waiting), "{waiting}\n{}", alice.body);
    assert!(alice.subject.contains(&say(
        language,
        "subject-to-move",
        &[
            ("what", "1. e4".into()),
            ("side", side(Color::Black).into())
        ]
    )));
    assert!(!alice.body.contains("White played"), "{}", alice.body);
    // The opponent, who set nothing, reads English.
    let bob = only(&r, BOB);
    assert!(bob.body.contains("White played 1. e4"), "{}", bob.body);
    // The board is the one Alice reads in English, with her language's letters
    // for the pieces.
    let mut english = World::new();
    let e = timed_game(&mut english);
    let same = send(&mut english, ALICE, "e1@x", e, "e4", START);
    let letters = language.diagram_letters();
    let in_letters: String = board(&only(&same, ALICE).body)
        .chars()
        .map(|c| match "KQRBNP".find(c.to_ascii_uppercase()) {
            Some(i) if c.is_ascii_uppercase() => letters[i].to_string(),
            Some(i) if c.is_ascii_lowercase() => letters[i].to_lowercase(),
            _ => c.to_string(),
        })
        .collect();
    assert_eq!(board(&alice.body), in_letters);
    // The board's picture draws glyphs: the same, byte for byte.
    assert_eq!(picture(alice), picture(only(&same, ALICE)));
    // The HTML part says which language it is in (screen readers pick their
    // voice by it): Alice's hers, Bob's English.
    let lang = format!("<html lang=\"{}\">", language.code());
    assert!(html_part(alice).contains(&lang), "{}", html_part(alice));
    assert!(
        html_part(bob).contains("<html lang=\"en\">"),
        "{}",
        html_part(bob)
    );

    // Refused: not Alice's turn, and an illegal move.
    let r = send(&mut w, ALICE, "l2@x", g, "d4", START);
    let refusal = &only(&r, ALICE).body;
    let frame = say(language, "error-help", &[]);
    assert!(refusal.contains(&frame), "{frame}\n{refusal}");
    let not_yours = say(
        language,
        "refusal-not-your-turn",
        &[
            ("side", side(Color::Black).into()),
            ("number", "1...".into()),
        ],
    );
    assert!(refusal.contains(&not_yours), "{not_yours}\n{refusal}");
    assert!(
        refusal.contains(&say(language, "error-unchanged", &[("game", g.into())])),
        "{refusal}"
    );
    send(&mut w, BOB, "l3@x", g, "e5", START);
    let r = send(&mut w, ALICE, "l4@x", g, "Ke3", START);
    let illegal = &only(&r, ALICE).body;
    assert!(illegal.contains(&frame), "{illegal}");
    // The frame of the illegal move's reason is the language's; the reason
    // inside it is the rules engine's.
    let start = say(
        language,
        "refusal-illegal",
        &[("text", "Ke3".into()), ("reason", "@".into())],
    );
    let start = start.split('@').next().unwrap_or_default();
    assert!(illegal.contains(start), "{start}\n{illegal}");

    // The 48-hour reminder, 25 hours after Bob's move.
    let r = w.poll_at("2026-12-02T11:00:00Z");
    let reminder = only(&r, ALICE);
    assert!(
        reminder.body.contains(&say(language, "reminder-lost", &[])),
        "{}",
        reminder.body
    );
    assert!(
        reminder.subject.contains(&say(
            language,
            "subject-reminder",
            &[("left", "1d 23:00:00".into())]
        )),
        "{}",
        reminder.subject
    );

    // The deadline in the language's own form beside UTC, in the clock lines too.
    let deadline = chrono::DateTime::parse_from_rfc3339("2026-12-04T10:00:00Z").unwrap();
    let local = locale::date_time(language, &deadline.with_timezone(&chrono::Utc)).unwrap();
    let both = format!("2026-12-04 10:00:00 UTC ({local} UTC)");
    assert!(reminder.body.contains(&both), "{both}\n{}", reminder.body);
    let must = say(
        language,
        "clock-must-move",
        &[
            ("side", side(Color::White).into()),
            ("deadline", both.into()),
        ],
    );
    assert!(reminder.body.contains(&must), "{must}\n{}", reminder.body);

    // Bob resigns: the end in Alice's language.
    let r = send(&mut w, BOB, "l5@x", g, "resign", "2026-12-02T12:00:00Z");
    let how = say(
        language,
        "outcome-win-resignation",
        &[
            ("side", side(Color::White).into()),
            ("other", side(Color::Black).into()),
        ],
    );
    let over = say(
        language,
        "status-game-over",
        &[("result", "1-0".into()), ("how", how.into())],
    );
    assert!(only(&r, ALICE).body.contains(&over), "{over}\n{r:?}");
    assert!(
        only(&r, BOB).body.contains("White wins by resignation"),
        "{r:?}"
    );
}

#[test]
fn a_game_in_german() {
    a_game_in(Language::German);
}

#[test]
fn a_game_in_french() {
    a_game_in(Language::French);
}

#[test]
fn a_reply_in_russian_is_cyrillic_in_both_parts_and_the_subject() {
    let mut w = World::new();
    let g = timed_game(&mut w);
    send(&mut w, BOB, "r0@x", g, "language ru", START);
    let r = send(&mut w, ALICE, "r1@x", g, "Nf3", START);
    let bob = only(&r, BOB);
    let white = locale::side(Language::Russian, Color::White);
    assert_eq!(white, "белые");
    let played = say(
        Language::Russian,
        "update-played",
        &[
            ("side", white.clone().into()),
            ("label", "1.".into()),
            ("move", "Кf3".into()),
            ("input", "Nf3".into()),
        ],
    );
    assert!(bob.body.contains(&played), "{played}\n{}", bob.body);
    let html = bob.html.as_deref().unwrap_or_default();
    assert!(html.contains(&white), "{html}");
    assert!(
        bob.subject.contains("ходят чёрные")
            || bob
                .subject
                .contains(&say(Language::Russian, "side-black", &[])),
        "{}",
        bob.subject
    );
    // The Subject header itself is ASCII, in RFC 2047 encoded words.
    let raw = String::from_utf8_lossy(&std::fs::read(&bob.path).unwrap()).to_string();
    let subject_line = raw
        .lines()
        .find(|l| l.to_ascii_lowercase().starts_with("subject:"))
        .unwrap_or_default();
    assert!(
        subject_line.is_ascii() && subject_line.contains("=?"),
        "{subject_line}"
    );
}

#[test]
fn the_overview_in_german() {
    let mut w = World::new();
    let g = timed_game(&mut w);
    send(&mut w, ALICE, "o0@x", g, "language de", START);
    let r = send(&mut w, ALICE, "o1@x", g, "games", START);
    let overview = only(&r, ALICE);
    let subject = say(
        Language::German,
        "overview-subject",
        &[("running", 1.into()), ("yours", 1.into())],
    );
    assert!(overview.subject.contains(&subject), "{}", overview.subject);
    for id in ["overview-urgent", "overview-your-move", "overview-several"] {
        let words = say(Language::German, id, &[]);
        assert!(overview.body.contains(&words), "{id}: {}", overview.body);
    }
    let game = say(
        Language::German,
        "overview-game",
        &[
            ("game", g.into()),
            ("variant", "FIDE chess".into()),
            ("side", "Weiß".into()),
            ("opponent", BOB.into()),
        ],
    );
    assert!(overview.body.contains(&game), "{game}\n{}", overview.body);
}

#[test]
fn a_mail_without_its_code_is_asked_to_confirm_in_german() {
    let mut w = World::new();
    let g = timed_game(&mut w);
    send(&mut w, ALICE, "c0@x", g, "language de", START);
    // A new mail with the game's tag but no code (not a reply): asked to confirm.
    w.deliver_as_written(&mail(ALICE, "c1@x", g, "e4"));
    let r = w.poll_at(START);
    let request = only(&r, ALICE);
    assert!(
        request.subject.contains(
            &say(Language::German, "confirm-subject", &[("what", "@".into())])
                .split('@')
                .next()
                .unwrap_or_default()
                .to_string()
        ),
        "{}",
        request.subject
    );
    let how = say(Language::German, "confirm-how", &[]);
    assert!(request.body.contains(&how), "{how}\n{}", request.body);
    // Why, in German too: the code was missing.
    let why = pbem_arbiter::notation::words::Phrase::new("proof-no-game-code")
        .with("game", g.to_string())
        .in_language(Language::German);
    let because = say(Language::German, "confirm-why", &[("why", why.into())]);
    assert!(
        request.body.contains(&because),
        "{because}\n{}",
        request.body
    );
    assert!(w.canonical_turns(g).is_empty());
}

#[test]
fn the_board_in_words_in_german() {
    let mut w = World::new();
    let g = timed_game(&mut w);
    send(&mut w, ALICE, "w0@x", g, "language de\nboard list", START);
    let r = send(&mut w, ALICE, "w1@x", g, "Sf3", START);
    let alice = only(&r, ALICE);
    // The lists in German words and letters (Dame D, Turm T, Läufer L, Springer S).
    assert!(
        alice
            .body
            .contains("Weiß: Ke1, Dd1, Ta1, Th1, Lc1, Lf1, Sb1, Sf3, Bauern a2 b2"),
        "{}",
        alice.body
    );
    let moved = say(
        Language::German,
        "spoken-moved",
        &[
            ("side", "Weiß".into()),
            ("piece", "Springer".into()),
            ("from", "g1".into()),
            ("to", "f3".into()),
        ],
    );
    let last = say(
        Language::German,
        "spoken-last-move",
        &[("text", moved.into()), ("written", "Sf3".into())],
    );
    assert!(alice.body.contains(&last), "{last}\n{}", alice.body);
    // Bob, who set nothing, hears English.
    let bob = only(&r, BOB);
    assert!(!bob.body.contains("Springer"), "{}", bob.body);
}

#[test]
fn conditional_lines_without_the_code_are_refused_in_german() {
    let mut w = World::new();
    let g = timed_game(&mut w);
    send(&mut w, ALICE, "u0@x", g, "language de", START);
    // Not a reply: no code, so the lines cannot count.
    w.deliver_as_written(&mail(ALICE, "u1@x", g, "1. e4\nif 1... e5 then 2. Sf3"));
    let r = w.poll_at(START);
    let refusal = &only(&r, ALICE).body;
    let frame = say(
        Language::German,
        "refusal-conditionals-unproven",
        &[("game", g.to_string().into()), ("why", "@".into())],
    );
    let start = frame.split('@').next().unwrap_or_default();
    assert!(refusal.contains(start), "{start}\n{refusal}");
    assert!(w.canonical_turns(g).is_empty());
}

/// A refused setting's reason is in the player's language, the frame and the
/// reason alike; the opponent who set nothing reads it in English.
#[test]
fn a_refused_settings_reason_reads_in_the_players_language() {
    let mut w = World::new();
    let g = w.new_game(ALICE, BOB);
    send(&mut w, ALICE, "s0@x", g, "language de", START);
    let replies = send(&mut w, ALICE, "s1@x", g, "timezone Mars/Base", START);
    let refused = &only(&replies, ALICE).body;
    let zone = say(
        Language::German,
        "setting-unknown-zone",
        &[("zone", "\"Mars/Base\"".into())],
    );
    assert!(refused.contains(&zone), "{zone}\n{refused}");
    assert!(!refused.contains("is not a time zone"), "{refused}");
    let replies = send(
        &mut w,
        ALICE,
        "s2@x",
        g,
        "leave 2026-12-09 2026-12-03",
        START,
    );
    let refused = &only(&replies, ALICE).body;
    let backwards = say(
        Language::German,
        "setting-backwards",
        &[
            ("first", "2026-12-09".into()),
            ("last", "2026-12-03".into()),
        ],
    );
    assert!(refused.contains(&backwards), "{backwards}\n{refused}");
    let replies = send(&mut w, BOB, "s3@x", g, "timezone Mars/Base", START);
    let refused = &only(&replies, BOB).body;
    assert!(
        refused.contains(
            "\"Mars/Base\" is not a time zone I know: write an IANA name such as \
             Europe/Berlin, America/New_York or UTC"
        ),
        "{refused}"
    );
}
