//! Bad input never panics and loses nothing (issue point 7b), one test each, through
//! the real binary: every message is recorded and moved to cur/; a message that can
//! be answered gets a reply saying exactly why; automatic mail is never answered.

mod common;

use std::path::PathBuf;

use common::{to, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

fn started() -> World {
    let mut w = World::new();
    w.new_game(ALICE, BOB);
    w.new_replies();
    w
}

fn msg(from: &str, id: &str, extra_headers: &str, content_type: &str, body: &str) -> String {
    format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: [Game 1] move\nMessage-ID: <{id}>\n{extra_headers}MIME-Version: 1.0\nContent-Type: {content_type}\n\n{body}\n"
    )
}

fn game_unchanged(w: &World) {
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM games WHERE status = 'active'"),
        1
    );
}

fn cur_count(w: &World) -> usize {
    std::fs::read_dir(w.data().join("inbox/cur"))
        .map(|d| d.count())
        .unwrap_or(0)
}

#[test]
fn malformed_mime_is_recorded_not_lost() {
    let mut w = started();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/mail/mime/malformed");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for f in &files {
        w.deliver_bytes(&std::fs::read(f).unwrap());
    }
    let (code, _, err) = w.arbiter(&["poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(cur_count(&w), files.len());
    assert_eq!(
        w.count("SELECT COUNT(*) FROM messages") as usize,
        files.len() - duplicates(&files)
    );
    game_unchanged(&w);
}

/// Malformed fixtures whose bytes (hence content key) or Message-IDs coincide.
fn duplicates(files: &[PathBuf]) -> usize {
    let keys: Vec<String> = files
        .iter()
        .map(|f| {
            pbem_arbiter::mail::message::parse(&std::fs::read(f).unwrap(), "arbiter@localhost").key
        })
        .collect();
    let unique: std::collections::BTreeSet<&String> = keys.iter().collect();
    keys.len() - unique.len()
}

#[test]
fn empty_body_gets_a_reply() {
    let mut w = started();
    w.deliver(&msg(ALICE, "e@x", "", "text/plain", ""));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].to, ALICE);
    assert!(r[0].body.contains("the message is empty"), "{}", r[0].body);
    game_unchanged(&w);
}

#[test]
fn only_attachments_gets_a_reply() {
    let mut w = started();
    w.deliver(&msg(
        ALICE,
        "att@x",
        "",
        "multipart/mixed; boundary=\"B\"",
        "--B\nContent-Type: application/pdf\nContent-Disposition: attachment; filename=\"move.pdf\"\nContent-Transfer-Encoding: base64\n\nJVBERi0xLjQK\n--B--",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert!(r[0].body.contains("only attachments"), "{}", r[0].body);
    game_unchanged(&w);
}

#[test]
fn oversized_message_is_refused_with_a_reply() {
    let mut w = started();
    let config = w.dir.path().join("small.toml");
    std::fs::write(
        &config,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[mail]\nmax_message_bytes = 2048\n",
    )
    .unwrap();
    w.deliver(&msg(
        ALICE,
        "big@x",
        "",
        "text/plain",
        &format!("e4\n\n{}", "x".repeat(5000)),
    ));
    let (code, _, err) = w.arbiter(&["--config", config.to_str().unwrap(), "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    let r = w.new_replies();
    assert_eq!(r.len(), 1);
    assert!(
        r[0].body.contains("more than the limit of 2048 bytes"),
        "{}",
        r[0].body
    );
    game_unchanged(&w);
}

#[test]
fn unknown_charset_is_read_without_panic() {
    let mut w = started();
    w.deliver(&msg(
        ALICE,
        "cs@x",
        "",
        "text/plain; charset=x-klingon-7",
        "e4",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "the ASCII move is still read: {r:?}");
    assert_eq!(w.outcomes(), vec!["applied"]);
}

#[test]
fn the_same_message_twice_is_applied_once() {
    let mut w = started();
    let m = msg(ALICE, "twice@x", "", "text/plain", "e4");
    w.deliver(&m);
    w.deliver(&m);
    let r = w.poll();
    assert_eq!(r.len(), 2, "one move, two replies: {r:?}");
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 1);
    assert_eq!(cur_count(&w), 2);
    // Without a Message-ID the content hash tells the copies apart from new mail.
    let no_id = "From: alice@example.org\nTo: arbiter@localhost\nSubject: [Game 1]\n\nboard\n";
    w.deliver(no_id);
    w.deliver(no_id);
    assert_eq!(w.poll().len(), 1);
}

#[test]
fn a_game_that_does_not_exist() {
    let mut w = started();
    w.deliver(&msg(ALICE, "nogame@x", "", "text/plain", "e4").replace("[Game 1]", "[Game 42]"));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert!(r[0].body.contains("there is no game 42"), "{}", r[0].body);
    game_unchanged(&w);
}

#[test]
fn a_sender_who_is_not_a_player() {
    let mut w = started();
    w.deliver(&msg("mallory@example.com", "m@x", "", "text/plain", "e4"));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].to, "mallory@example.com");
    assert!(r[0].body.contains("not a player of game 1"));
    game_unchanged(&w);
}

#[test]
fn automatic_mail_is_logged_kept_and_never_answered() {
    let mut w = started();
    let cases = [
        (ALICE, "Auto-Submitted: auto-replied\n"),
        (ALICE, "Auto-Submitted: auto-generated\n"),
        (ALICE, "Precedence: bulk\n"),
        (ALICE, "Precedence: junk\n"),
        (ALICE, "Precedence: list\n"),
        (ALICE, "Return-Path: <>\n"),
        ("MAILER-DAEMON@example.org", ""),
        ("arbiter@localhost", ""),
    ];
    for (i, (from, header)) in cases.iter().enumerate() {
        w.deliver(&msg(
            from,
            &format!("auto{i}@x"),
            header,
            "text/plain",
            "e4",
        ));
    }
    // A real bounce: a delivery status report.
    w.deliver(&msg(
        "postmaster@example.org",
        "dsn@x",
        "",
        "multipart/report; report-type=delivery-status; boundary=\"R\"",
        "--R\nContent-Type: text/plain\n\nDelivery failed\n--R\nContent-Type: message/delivery-status\n\nStatus: 5.1.1\n--R--",
    ));
    let r = w.poll();
    assert!(r.is_empty(), "{r:?}");
    assert_eq!(w.outcomes(), vec!["ignored-automatic"; cases.len() + 1]);
    assert_eq!(cur_count(&w), cases.len() + 1);
    game_unchanged(&w);
    // Auto-Submitted: no is an ordinary message.
    w.deliver(&msg(
        ALICE,
        "human@x",
        "Auto-Submitted: no\n",
        "text/plain",
        "e4",
    ));
    assert_eq!(to(&w.poll(), BOB).len(), 1);
}

#[test]
fn every_mime_fixture_is_read_without_panic() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/mail");
    let mut count = 0;
    for folder in [
        "mime/thirdparty",
        "mime/malformed",
        "mime/rfc",
        "client-replies",
    ] {
        for entry in std::fs::read_dir(root.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "eml") {
                continue;
            }
            let raw = std::fs::read(&path).unwrap();
            let m = pbem_arbiter::mail::message::parse(&raw, "arbiter@localhost");
            let lines = m
                .body
                .as_deref()
                .map(pbem_arbiter::mail::reply_text::own_lines)
                .unwrap_or_default();
            for variant in pbem_arbiter::rules::registry() {
                let _ = pbem_arbiter::mail::command::parse(&lines, variant.syntax);
            }
            assert!(!m.key.is_empty(), "{}", path.display());
            count += 1;
        }
    }
    assert!(count >= 60, "{count}");
}

#[test]
fn a_stored_position_that_disagrees_with_the_turns_is_caught_on_load() {
    let mut w = started();
    w.deliver(&msg(ALICE, "c1@x", "", "text/plain", "e4"));
    assert_eq!(w.poll().len(), 2);
    w.db()
        .execute(
            "UPDATE games SET current_position = '8/8/8/8/8/8/8/K6k w - - 0 1' WHERE id = 1",
            [],
        )
        .unwrap();
    let (code, _, err) = w.arbiter(&["game", "show", "1"]);
    assert_eq!(code, 1);
    assert!(err.contains("does not match its turns"), "{err}");
    let (code, out, _) = w.arbiter(&["game", "verify", "1"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("stored current position \"8/8/8/8/8/8/8/K6k w - - 0 1\""),
        "{out}"
    );
    // A move for that game is not played on a corrupt record: the message stays in
    // new/ for after the repair, and the other games go on.
    w.deliver(&msg(BOB, "c2@x", "", "text/plain", "e5"));
    w.deliver(&msg(ALICE, "c3@x", "", "text/plain", "help"));
    let (code, out, err) = w.arbiter(&["poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("left in the inbox") && out.contains("does not match its turns"),
        "{out}"
    );
    assert_eq!(out.matches("left in the inbox").count(), 1, "{out}");
    assert_eq!(
        std::fs::read_dir(w.data().join("inbox/new"))
            .unwrap()
            .count(),
        1
    );
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 1);
    assert_eq!(w.new_replies().len(), 1, "help was answered");
}

#[test]
fn a_current_position_that_does_not_read_back_defers_the_mail() {
    let mut w = started();
    w.deliver(&msg(ALICE, "r1@x", "", "text/plain", "e4"));
    assert_eq!(w.poll().len(), 2);
    // The last turn and the game agree, but the text is not a position.
    w.db()
        .execute_batch(
            "UPDATE games SET current_position = 'garbage' WHERE id = 1; \
             UPDATE turns SET position_after = 'garbage' WHERE game_id = 1 AND ply = 1;",
        )
        .unwrap();
    w.deliver(&msg(BOB, "r2@x", "", "text/plain", "e5"));
    let (code, out, err) = w.arbiter(&["poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("left in the inbox") && out.contains("cannot be read"),
        "{out}"
    );
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 1);
    let (code, out, _) = w.arbiter(&["game", "verify", "1"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("turn 1 (e4): stored position after \"garbage\""),
        "{out}"
    );
}

#[test]
fn game_verify_replays_every_stored_turn() {
    let mut w = started();
    for (i, (from, mv)) in [(ALICE, "e4"), (BOB, "e5"), (ALICE, "Nf3")]
        .into_iter()
        .enumerate()
    {
        w.deliver(&msg(from, &format!("v{i}@x"), "", "text/plain", mv));
        assert_eq!(w.poll().len(), 2);
    }
    let (code, out, err) = w.arbiter(&["game", "verify", "1"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("3 turn(s) replayed; the store agrees with the replay"),
        "{out}"
    );
    let (code, _, err) = w.arbiter(&["game", "verify", "7"]);
    assert_eq!(code, 1);
    assert!(err.contains("there is no game 7"), "{err}");

    // Turns stored before the key column (no keys): computed on load, verified, and
    // written with the next accepted turn.
    w.db()
        .execute("UPDATE turns SET repetition_key = NULL", [])
        .unwrap();
    let (code, out, _) = w.arbiter(&["game", "verify", "1"]);
    assert_eq!(code, 0, "{out}");
    w.deliver(&msg(BOB, "v3@x", "", "text/plain", "Nc6"));
    assert_eq!(w.poll().len(), 2);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM turns WHERE repetition_key IS NULL"),
        0
    );
    let (code, out, _) = w.arbiter(&["game", "verify", "1"]);
    assert_eq!(code, 0, "{out}");

    // A turn's numeric form changed: what a numeric reader reads is checked too.
    w.db()
        .execute(
            "UPDATE turns SET numeric_form = '1111' WHERE game_id = 1 AND ply = 3",
            [],
        )
        .unwrap();
    let (code, out, _) = w.arbiter(&["game", "verify", "1"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("turn 3 (Nf3): stored numeric form \"1111\", the replay gives \"7163\""),
        "{out}"
    );
    w.db()
        .execute(
            "UPDATE turns SET numeric_form = '7163' WHERE game_id = 1 AND ply = 3",
            [],
        )
        .unwrap();

    // A turn changed in the middle of the game. Loading for a message checks only
    // the last position (it replays nothing); the full replay finds the turn.
    w.db()
        .execute(
            "UPDATE turns SET canonical = 'd4' WHERE game_id = 1 AND ply = 1",
            [],
        )
        .unwrap();
    let (code, out, _) = w.arbiter(&["game", "verify", "1"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("turn 1 (d4): stored position after"), "{out}");
    assert!(
        out.contains("disagreement(s); 4 of 4 turn(s) replayed"),
        "{out}"
    );
    w.db()
        .execute(
            "UPDATE turns SET canonical = 'Ke2' WHERE game_id = 1 AND ply = 1",
            [],
        )
        .unwrap();
    let (code, out, _) = w.arbiter(&["game", "verify", "1"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("turn 1 (Ke2) does not replay"), "{out}");
    assert!(out.contains("0 of 4 turn(s) replayed"), "{out}");
}

#[test]
fn a_crash_between_commit_and_move_handles_the_message_once() {
    let mut w = started();
    // As Alice's Reply button sends it (with her code for the game).
    let raw =
        String::from_utf8(w.as_replied(msg(ALICE, "crash@x", "", "text/plain", "e4").as_bytes()))
            .unwrap();
    // Handle it through the library and "crash" before moving it to cur/.
    {
        let config = pbem_arbiter::config::Config::embedded().unwrap();
        let paths = pbem_arbiter::config::Paths::new(&w.data(), &config);
        let mut arbiter = pbem_arbiter::arbiter::Arbiter::open(config, &paths).unwrap();
        let handled = arbiter
            .handle(raw.replace('\n', "\r\n").as_bytes(), "crash")
            .unwrap();
        assert_eq!(
            handled.outcome,
            pbem_arbiter::arbiter::MessageOutcome::Applied
        );
    }
    w.deliver(&raw);
    let (code, _, err) = w.arbiter(&["poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 1);
    assert_eq!(cur_count(&w), 1);
    // The two replies of the first handling went out once.
    assert_eq!(w.count("SELECT COUNT(*) FROM outbox WHERE game_id = 1"), 4);
}

#[test]
fn forged_and_automatic_mail_never_changes_a_game() {
    // Two From: headers (the last one forged to be White's), a
    // mailing list, a noreply sender, an X-Loop naming the arbiter: none is applied
    // or answered; a [Game N] too large for any game is "no such game", not a guess.
    let mut w = started();
    w.deliver(&msg(
        ALICE,
        "f1@x",
        &format!("From: {BOB}\n"),
        "text/plain",
        "resign",
    ));
    w.deliver(&msg(
        ALICE,
        "f2@x",
        "List-Id: <chess.example.org>\n",
        "text/plain",
        "e4",
    ));
    w.deliver(&msg("no-reply@example.org", "f3@x", "", "text/plain", "e4"));
    w.deliver(&msg(
        ALICE,
        "f4@x",
        "X-Loop: arbiter@localhost\n",
        "text/plain",
        "e4",
    ));
    assert!(w.poll().is_empty(), "none of these is answered");
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM games WHERE status = 'finished'"),
        0
    );
    let raw = msg(ALICE, "f5@x", "", "text/plain", "e4")
        .replace("[Game 1]", "[Game 99999999999999999999999]");
    w.deliver(&raw);
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(r[0].body.contains("there is no game"), "{}", r[0].body);
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
}

#[test]
fn a_huge_message_is_read_only_up_to_the_limit_and_refused() {
    // A 3 MB mail (the default limit is 1 MiB) is never parsed whole;
    // its header block is enough to refuse it to its sender.
    let mut w = started();
    w.deliver(&msg(
        ALICE,
        "huge@x",
        "",
        "text/plain",
        &format!("e4\n\n{}", "x".repeat(3 * 1024 * 1024)),
    ));
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0].to, ALICE);
    assert!(r[0].body.contains("more than the limit"), "{}", r[0].body);
    game_unchanged(&w);
}
