//! Sender authentication, through the real binary: a mail with a
//! player's From: but without the player's code for the game never changes the game
//! (a forged resign, draw offer or move); the registered address is asked to confirm,
//! and the answer to that request carries the command out exactly once, or not at
//! all when the game moved on. A Sender:/From: mismatch is refused unless the config
//! allows that sender.

use crate::common::{answer, to, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

fn mail(from: &str, id: &str, subject: &str, extra: &str, body: &str) -> String {
    format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: {subject}\nMessage-ID: <{id}>\n{extra}\
         Date: Mon, 23 Nov 2026 10:00:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=utf-8\n\n{body}\n"
    )
}

fn started() -> World {
    let mut w = World::new();
    w.game_with(ALICE, BOB, &["--variant", "chess"]);
    w
}

fn turns(w: &World) -> i64 {
    w.count("SELECT COUNT(*) FROM turns WHERE game_id = 1")
}

/// The game as it stands: status, result, standing draw offer.
fn state(w: &World) -> (String, Option<String>, Option<String>) {
    w.db()
        .query_row(
            "SELECT status, result, draw_offer FROM games WHERE id = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap()
}

fn untouched(w: &World) {
    assert_eq!(turns(w), 0);
    assert_eq!(state(w), ("active".into(), None, None));
}

#[test]
fn a_forged_resign_draw_offer_and_move_never_change_a_game() {
    let mut w = started();
    // Each with the player's From: but not the player's code: one forged mail per
    // command, and one per player, as a stranger who knows the addresses writes them.
    w.deliver_as_written(&mail(ALICE, "f1@evil", "[Game 1]", "", "resign"));
    w.deliver_as_written(&mail(ALICE, "f2@evil", "Re: [Game 1]", "", "draw"));
    w.deliver_as_written(&mail(ALICE, "f3@evil", "[Game 1] my move", "", "e4"));
    w.deliver_as_written(&mail(BOB, "f4@evil", "[Game 1]", "", "resign"));
    // A made-up code, in the address and in the subject.
    w.deliver_as_written(
        &mail(ALICE, "f5@evil", "[Game 1 abcd2345]", "", "e4")
            .replace("To: arbiter@localhost", "To: arbiter+g1-abcd2345@localhost"),
    );
    let replies = w.poll();
    untouched(&w);
    assert_eq!(w.outcomes(), vec!["unconfirmed"; 5]);
    // Only the registered addresses hear of it: one confirmation request for each
    // forged mail, none to the other player.
    assert_eq!(to(&replies, ALICE).len(), 4, "{replies:#?}");
    assert_eq!(to(&replies, BOB).len(), 1, "{replies:#?}");
    for r in &replies {
        assert!(r.subject.contains("Please confirm"), "{}", r.subject);
        assert!(r.subject.contains("[Confirm "), "{}", r.subject);
        assert!(
            r.reply_to
                .as_deref()
                .is_some_and(|a| a.starts_with("arbiter+c-")),
            "{r:?}"
        );
        assert!(r.body.contains("did not carry your code"), "{}", r.body);
        assert!(r.body.contains("nothing was done yet"), "{}", r.body);
    }
    let alice = to(&replies, ALICE);
    assert!(alice[0].body.contains("    resign\n"), "{}", alice[0].body);
    assert!(alice[1].body.contains("    draw\n"), "{}", alice[1].body);
    assert!(alice[2].body.contains("    e4\n"), "{}", alice[2].body);
    // Bob's own code, on a mail from Alice's address, is no code of Alice's.
    let bob_code = w
        .db()
        .query_row(
            "SELECT secret FROM player_secrets WHERE game_id = 1 AND email = ?1",
            [BOB],
            |r| r.get::<_, String>(0),
        )
        .unwrap();
    w.deliver_as_written(
        &mail(
            ALICE,
            "f6@evil",
            &format!("[Game 1 {bob_code}]"),
            "",
            "resign",
        )
        .replace(
            "To: arbiter@localhost",
            &format!("To: arbiter+g1-{bob_code}@localhost"),
        ),
    );
    w.poll();
    untouched(&w);
}

#[test]
fn confirming_applies_the_command_exactly_once() {
    let mut w = started();
    // A fresh mail from Alice, not a reply: [Game 1] but no code.
    w.deliver_as_written(&mail(ALICE, "a1@example.org", "[Game 1]", "", "e4"));
    let requests = w.poll();
    assert_eq!(requests.len(), 1);
    let request = requests[0].clone();
    assert_eq!(request.to, ALICE);
    untouched(&w);
    // Alice answers with the Reply button: the move is played, both players hear.
    w.deliver_as_written(&answer(&request, ALICE, "a2@example.org", "yes"));
    let replies = w.poll();
    assert_eq!(turns(&w), 1);
    assert_eq!(replies.len(), 2, "{replies:#?}");
    for r in &replies {
        assert!(r.body.contains("White played 1. e4"), "{}", r.body);
    }
    assert_eq!(
        to(&replies, ALICE)[0].in_reply_to.as_deref(),
        Some("a2@example.org")
    );
    // The same answer again (a copy delivered twice) is a duplicate; a second answer
    // to the same request is refused: nothing is played twice.
    w.deliver_as_written(&answer(&request, ALICE, "a2@example.org", "yes"));
    w.deliver_as_written(&answer(&request, ALICE, "a3@example.org", "yes!"));
    let replies = w.poll();
    assert_eq!(turns(&w), 1);
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert!(
        replies[0]
            .body
            .contains("was answered before (it was carried out then)"),
        "{}",
        replies[0].body
    );
    assert_eq!(
        w.count("SELECT COUNT(*) FROM confirmations WHERE status = 'applied'"),
        1
    );
    assert_eq!(
        w.outcomes(),
        vec!["unconfirmed", "applied", "refused"],
        "the copy of the answer is a duplicate, not recorded again"
    );
}

#[test]
fn a_confirmed_resignation_and_draw_offer_are_carried_out() {
    let mut w = started();
    w.deliver_as_written(&mail(BOB, "b1@example.net", "[Game 1]", "", "draw"));
    let request = w.poll()[0].clone();
    w.deliver_as_written(&answer(&request, BOB, "b2@example.net", ""));
    let replies = w.poll();
    assert_eq!(replies.len(), 2, "{replies:#?}");
    assert_eq!(state(&w), ("active".into(), None, Some("black".into())));
    w.deliver_as_written(&mail(ALICE, "a1@example.org", "[Game 1]", "", "resign"));
    let request = w.poll()[0].clone();
    assert_eq!(state(&w).0, "active");
    w.deliver_as_written(&answer(&request, ALICE, "a2@example.org", "I resign, yes"));
    w.poll();
    assert_eq!(state(&w), ("finished".into(), Some("0-1".into()), None));
}

#[test]
fn a_confirmation_after_the_game_moved_on_does_nothing() {
    let mut w = started();
    w.deliver_as_written(&mail(ALICE, "a1@example.org", "[Game 1]", "", "e4"));
    let request = w.poll()[0].clone();
    // Alice then replies properly to the game's first message with another move.
    w.deliver(&mail(ALICE, "a2@example.org", "Re: [Game 1]", "", "d4"));
    assert_eq!(w.poll().len(), 2);
    assert_eq!(turns(&w), 1);
    // The old request answered late: the game moved on, nothing is played.
    w.deliver_as_written(&answer(&request, ALICE, "a3@example.org", "yes"));
    let replies = w.poll();
    assert_eq!(turns(&w), 1);
    assert_eq!(replies.len(), 1);
    assert!(
        replies[0]
            .body
            .contains("game 1 moved on since I asked you to confirm \"e4\""),
        "{}",
        replies[0].body
    );
    assert!(
        replies[0].body.contains("Game 1 is unchanged."),
        "{}",
        replies[0].body
    );
    assert_eq!(
        w.count("SELECT COUNT(*) FROM confirmations WHERE status = 'stale'"),
        1
    );
}

#[test]
fn only_the_address_asked_can_confirm() {
    let mut w = started();
    w.deliver_as_written(&mail(ALICE, "a1@example.org", "[Game 1]", "", "resign"));
    let request = w.poll()[0].clone();
    // Bob (or anyone) who got hold of the request cannot confirm it for Alice.
    w.deliver_as_written(&answer(&request, BOB, "b1@example.net", "yes"));
    let replies = w.poll();
    untouched(&w);
    assert_eq!(replies.len(), 1);
    assert_eq!(replies[0].to, BOB);
    assert!(
        replies[0].body.contains("went to another address"),
        "{}",
        replies[0].body
    );
    // A made-up token confirms nothing.
    w.deliver_as_written(
        &mail(
            ALICE,
            "a2@example.org",
            "Re: [Confirm zzzzzzzzzzzz]",
            "",
            "yes",
        )
        .replace(
            "To: arbiter@localhost",
            "To: arbiter+c-zzzzzzzzzzzz@localhost",
        ),
    );
    let replies = w.poll();
    untouched(&w);
    assert!(
        replies[0].body.contains("is unknown"),
        "{}",
        replies[0].body
    );
}

#[test]
fn commands_that_change_nothing_need_no_code() {
    let mut w = started();
    w.deliver_as_written(&mail(BOB, "b1@example.net", "[Game 1]", "", "board"));
    let replies = w.poll();
    assert_eq!(replies.len(), 1);
    assert_eq!(replies[0].to, BOB);
    assert!(replies[0].body.contains("+---+"), "{}", replies[0].body);
    assert_eq!(w.outcomes(), vec!["answered"]);
}

#[test]
fn a_sender_header_for_another_from_is_refused_unless_allowed() {
    let mut w = started();
    // With Alice's code (as her Reply button sends it), but sent by someone else.
    w.deliver(&mail(
        ALICE,
        "s1@example.org",
        "Re: [Game 1]",
        "Sender: mallory@evil.example\n",
        "resign",
    ));
    let replies = w.poll();
    untouched(&w);
    assert_eq!(replies.len(), 1);
    assert_eq!(replies[0].to, ALICE);
    assert!(
        replies[0]
            .body
            .contains("is from alice@example.org but was sent by mallory@evil.example"),
        "{}",
        replies[0].body
    );
    // The same Sender: as From: is no mismatch.
    w.deliver(&mail(
        ALICE,
        "s2@example.org",
        "Re: [Game 1]",
        "Sender: Alice <Alice@Example.org>\n",
        "e4",
    ));
    w.poll();
    assert_eq!(turns(&w), 1);
    // An organiser who allows the club's secretary to send for the players.
    let config = w.dir.path().join("secretary.toml");
    std::fs::write(
        &config,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[auth]\nallowed_senders = [\"secretary@example.net\"]\n",
    )
    .unwrap();
    w.deliver(&mail(
        BOB,
        "s3@example.net",
        "Re: [Game 1]",
        "Sender: secretary@example.net\n",
        "e5",
    ));
    let (code, _, err) = w.arbiter(&["--config", config.to_str().unwrap(), "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(turns(&w), 2);
}

#[test]
fn require_secret_false_trusts_from_alone() {
    let mut w = started();
    let config = w.dir.path().join("trusting.toml");
    std::fs::write(
        &config,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[auth]\nrequire_secret = false\n",
    )
    .unwrap();
    w.deliver_as_written(&mail(ALICE, "a1@example.org", "[Game 1]", "", "e4"));
    let (code, _, err) = w.arbiter(&["--config", config.to_str().unwrap(), "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(turns(&w), 1);
}

#[test]
fn a_forged_leave_name_or_time_zone_changes_nothing() {
    // Settings change clocks and PGN tags: like a move they count
    // only with the player's code.
    let mut w = started();
    for (id, body) in [
        ("f1@x", "leave 2026-12-24 2027-01-02"),
        ("f2@x", "name Mallory"),
        ("f3@x", "timezone Europe/Berlin"),
    ] {
        w.deliver_as_written(&mail(ALICE, id, "Re: [Game 1]", "", body));
    }
    let replies = w.poll();
    let refusals = to(&replies, ALICE);
    // One refusal: the same refusal goes to an address at most once a day (RFC
    // 3834 section 2); the other two are recorded, not sent.
    assert_eq!(refusals.len(), 1, "{replies:#?}");
    assert_eq!(
        w.outcomes()[..],
        ["refused", "rate-limited", "rate-limited"]
    );
    for r in &refusals {
        assert!(
            r.body.contains("counts only in a reply to one of my"),
            "{}",
            r.body
        );
    }
    assert!(
        to(&replies, BOB).is_empty(),
        "the opponent hears of no leave"
    );
    assert_eq!(w.count("SELECT COUNT(*) FROM leaves"), 0);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM players WHERE name IS NOT NULL OR time_zone IS NOT NULL"),
        0
    );
    // The same with the code (a Reply button) is the player's own.
    w.deliver(&mail(
        ALICE,
        "g1@x",
        "Re: [Game 1]",
        "",
        "name Alice Liddell",
    ));
    let replies = w.poll();
    assert_eq!(to(&replies, ALICE).len(), 1, "{replies:#?}");
    assert_eq!(
        w.count("SELECT COUNT(*) FROM players WHERE name = 'Alice Liddell'"),
        1
    );
}
