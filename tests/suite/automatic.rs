//! RFC 3834 and floods, through the real binary. Automatic mail is
//! never answered nor applied: one test per kind, each a whole message from
//! tests/data/mail (the list kinds a real list message, the others written for the
//! project; see tests/data/mail/SOURCES.md). Those from a player carry a move and are
//! sent as the player's Reply button would (with the player's code), so only the
//! recognition keeps the move from being played. And a flood from one address gets
//! at most the configured number of answers per hour.

use std::path::PathBuf;

use crate::common::{to, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

fn data(path: &str) -> Vec<u8> {
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/mail")
        .join(path);
    std::fs::read(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

fn started() -> World {
    let mut w = World::new();
    w.game_with(ALICE, BOB, &["--variant", "chess"]);
    w
}

/// Delivers the message, polls, and checks: no reply, no turn, and the message
/// recorded as automatic with a reason containing `why`.
fn never_answered(path: &str, why: &str) {
    let mut w = started();
    w.deliver_bytes(&data(path));
    let replies = w.poll();
    assert!(replies.is_empty(), "{path}: {replies:#?}");
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0, "{path}");
    let (outcome, detail): (String, String) = w
        .db()
        .query_row("SELECT outcome, detail FROM messages", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!(outcome, "ignored-automatic", "{path}: {detail}");
    assert!(detail.contains(why), "{path}: {detail:?} lacks {why:?}");
}

#[test]
fn auto_submitted_auto_replied() {
    never_answered("automatic/auto-replied.eml", "Auto-Submitted: auto-replied");
}

#[test]
fn auto_submitted_auto_generated() {
    never_answered(
        "automatic/auto-generated.eml",
        "Auto-Submitted: auto-generated",
    );
}

#[test]
fn precedence_bulk() {
    never_answered("automatic/precedence-bulk.eml", "Precedence: bulk");
}

#[test]
fn precedence_junk() {
    never_answered("automatic/precedence-junk.eml", "Precedence: junk");
}

#[test]
fn precedence_list() {
    never_answered("automatic/precedence-list.eml", "Precedence: list");
}

#[test]
fn list_id() {
    never_answered("automatic/list-id.eml", "List-Id: Chess club");
}

#[test]
fn list_unsubscribe() {
    never_answered("automatic/list-unsubscribe.eml", "List-Unsubscribe:");
}

#[test]
fn a_real_list_message_is_known_by_each_of_its_list_headers() {
    for why in [
        "Precedence: list",
        "List-Id: Shapelib",
        "List-Unsubscribe: <http",
    ] {
        never_answered("mime/thirdparty/014.eml", why);
    }
}

#[test]
fn x_loop_naming_the_arbiter() {
    never_answered("automatic/x-loop.eml", "X-Loop: arbiter@localhost");
}

#[test]
fn x_autoreply() {
    never_answered("automatic/x-autoreply.eml", "X-Autoreply: yes");
}

#[test]
fn x_autorespond() {
    never_answered("automatic/x-autorespond.eml", "X-Autorespond:");
}

#[test]
fn multipart_report_delivery_status() {
    never_answered(
        "automatic/delivery-report.eml",
        "a delivery status report (multipart/report)",
    );
}

#[test]
fn empty_return_path() {
    never_answered("automatic/empty-return-path.eml", "empty Return-Path");
}

#[test]
fn mailer_daemon_sender() {
    never_answered(
        "automatic/mailer-daemon.eml",
        "sent by mailer-daemon@mx.example.org (a bounce)",
    );
}

#[test]
fn postmaster_sender() {
    never_answered(
        "automatic/postmaster.eml",
        "sent by postmaster@example.net (a bounce)",
    );
}

#[test]
fn noreply_sender() {
    never_answered(
        "automatic/noreply.eml",
        "sent by no-reply@club.example.org (an address that takes no replies)",
    );
}

#[test]
fn the_arbiters_own_replies_carry_the_loop_markers() {
    let mut w = World::new();
    w.new_game(ALICE, BOB);
    for reply in w.new_replies() {
        assert_eq!(reply.auto_submitted.as_deref(), Some("auto-replied"));
    }
    let outbox = w.data().join("outbox");
    for entry in std::fs::read_dir(outbox).unwrap() {
        let raw = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        assert!(raw.contains("\r\nX-Loop: arbiter@localhost\r\n"), "{raw}");
    }
}

#[test]
fn real_mail_from_people_is_not_automatic() {
    // Every real message of the shared test data but the list message: none may be
    // taken for automatic mail (a player's move would be lost).
    for dir in [
        "client-replies",
        "mime/rfc",
        "mime/thirdparty",
        "mime/malformed",
    ] {
        let full = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/mail")
            .join(dir);
        for entry in std::fs::read_dir(&full).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "eml") || path.ends_with("thirdparty/014.eml") {
                continue;
            }
            let m = pbem_arbiter::mail::message::parse(
                &std::fs::read(&path).unwrap(),
                "arbiter@localhost",
            );
            assert_eq!(m.automatic, None, "{}", path.display());
        }
    }
}

fn junk(from: &str, n: usize) -> String {
    format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: cheap watches {n}\nMessage-ID: <junk.{n}@spam.example>\n\
         Date: Mon, 23 Nov 2026 10:00:00 +0000\n\nBuy now, limited offer number {n}!\n"
    )
}

/// A stranger's request for help: each is answered (not a refusal), up to the
/// hourly limit.
fn asking(from: &str, n: usize) -> String {
    format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: how does this work {n}\n\
         Message-ID: <ask.{n}@spam.example>\nDate: Mon, 23 Nov 2026 10:00:00 +0000\n\nhelp\n"
    )
}

#[test]
fn five_hundred_junk_mails_from_one_address_get_at_most_five_replies() {
    let mut w = started();
    for n in 0..500 {
        w.deliver_as_written(&junk("spammer@spam.example", n));
    }
    let replies = w.poll();
    // The same refusal goes to one address once a day (RFC 3834 section 2).
    assert_eq!(
        to(&replies, "spammer@spam.example").len(),
        1,
        "{}",
        replies.len()
    );
    assert_eq!(replies.len(), 1);
    // Every one recorded, and moved out of new/: nothing lost, nothing answered twice.
    assert_eq!(w.count("SELECT COUNT(*) FROM messages"), 500);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM messages WHERE outcome = 'rate-limited'"),
        499
    );
    // Answers that differ are limited to five an hour.
    for n in 0..50 {
        w.deliver_as_written(&asking("asker@spam.example", n));
    }
    assert_eq!(to(&w.poll(), "asker@spam.example").len(), 5);
    assert_eq!(
        std::fs::read_dir(w.data().join("inbox/new"))
            .unwrap()
            .count(),
        0
    );
    // Another address is not held back by the first one's flood.
    w.deliver_as_written(&junk("someone@else.example", 1000));
    assert_eq!(w.poll().len(), 1);
}

#[test]
fn a_player_gets_ten_answers_an_hour_and_moves_still_count() {
    let mut w = started();
    for n in 0..20 {
        w.deliver(&format!(
            "From: {BOB}\nTo: arbiter@localhost\nSubject: Re: [Game 1]\nMessage-ID: <b{n}@example.net>\n\n\
             board\n"
        ));
    }
    let replies = w.poll();
    assert_eq!(replies.len(), 10, "{replies:#?}");
    // Over the limit, a move is still played and both players hear of it: updates of
    // a game are never held back.
    w.deliver(&format!(
        "From: {ALICE}\nTo: arbiter@localhost\nSubject: Re: [Game 1]\nMessage-ID: <a1@example.org>\n\ne4\n"
    ));
    w.deliver(&format!(
        "From: {BOB}\nTo: arbiter@localhost\nSubject: Re: [Game 1]\nMessage-ID: <b100@example.net>\n\ne5\n"
    ));
    let replies = w.poll();
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 2);
    assert_eq!(replies.len(), 4, "{replies:#?}");
    // A limit from the config.
    let config = w.dir.path().join("strict.toml");
    std::fs::write(
        &config,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[mail]\nstranger_answers_per_hour = 1\n",
    )
    .unwrap();
    for n in 0..3 {
        w.deliver_as_written(&junk("new@spam.example", n));
    }
    let (code, _, err) = w.arbiter(&["--config", config.to_str().unwrap(), "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(to(&w.new_replies(), "new@spam.example").len(), 1);
}

/// The hour of the rate limit is the arbiter's hour: with `--now` a
/// stranger's sixth answer within the simulated hour is held back, and one more
/// mail an hour and a minute later is answered again.
#[test]
fn the_rate_limit_counts_the_simulated_hour() {
    let mut w = started();
    let poll_at = |w: &World, now: &str| {
        let (code, _, err) = w.arbiter(&["poll", "--once", "--now", now]);
        assert_eq!(code, 0, "{err}");
    };
    for n in 0..6 {
        w.deliver_as_written(&asking("hourly@spam.example", n));
    }
    poll_at(&w, "2027-01-10T12:00:00Z");
    assert_eq!(to(&w.new_replies(), "hourly@spam.example").len(), 5);
    w.deliver_as_written(&asking("hourly@spam.example", 6));
    poll_at(&w, "2027-01-10T12:30:00Z");
    assert!(to(&w.new_replies(), "hourly@spam.example").is_empty());
    w.deliver_as_written(&asking("hourly@spam.example", 7));
    poll_at(&w, "2027-01-10T13:01:00Z");
    assert_eq!(to(&w.new_replies(), "hourly@spam.example").len(), 1);
}
