//! Guessing secrets must not pay, through the real binary: a forged mail that lists
//! hundreds of codes (in its recipients or its subject) plays nothing even when the
//! player's code is among them; every wrong code, token or organiser code is a
//! failed try, and past `[auth] guess_limit` in `[auth] guess_window` the mails with
//! wrong secrets are held unanswered and the organisers told once, while the real
//! player still plays. And RFC 3834 section 2: the same refusal goes to the same
//! address at most once a day.

use crate::common::{answer, reply_mail, to, Event};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const TD: &str = "td@example.org";
const TD_CODE: &str = "td-code-4711-xyz";
const START: &str = "2026-12-01T00:00:00Z";

/// An event world with one chess game, Alice White and Bob Black, and TD an
/// organiser with an organiser code.
fn started() -> Event {
    let ev = Event::new(TD);
    std::fs::write(
        &ev.config,
        format!(
            "[arbiter]\naddress = \"arbiter@localhost\"\norganisers = [\"{TD}\"]\n\
             [arbiter.organiser_codes]\n\"{TD}\" = \"{TD_CODE}\"\n"
        ),
    )
    .unwrap();
    ev.run(
        &[
            "game",
            "new",
            "--variant",
            "chess",
            "--white",
            ALICE,
            "--black",
            BOB,
        ],
        START,
    );
    ev
}

/// The `--now` of `hours` after the start (and `minutes` more).
fn at(hours: u32, minutes: u32) -> String {
    let (day, hour) = (1 + hours / 24, hours % 24);
    format!("2026-12-{day:02}T{hour:02}:{minutes:02}:00Z")
}

fn code_of(ev: &Event, email: &str) -> String {
    ev.world
        .db()
        .query_row(
            "SELECT secret FROM player_secrets WHERE game_id = 1 AND email = ?1",
            [email],
            |r| r.get(0),
        )
        .unwrap()
}

fn forged(from: &str, id: &str, to: &str, subject: &str, body: &str) -> String {
    format!(
        "From: {from}\nTo: {to}\nSubject: {subject}\nMessage-ID: <{id}>\n\
         Date: Tue, 01 Dec 2026 10:00:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=utf-8\n\n{body}\n"
    )
}

fn turns(ev: &Event) -> i64 {
    ev.world
        .count("SELECT COUNT(*) FROM turns WHERE game_id = 1")
}

fn last_outcome(ev: &Event) -> (String, String) {
    ev.world
        .db()
        .query_row(
            "SELECT outcome, detail FROM messages ORDER BY id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

/// A code of the codes' alphabet that is not `real`, from `n`.
fn guess(n: usize, real: &str) -> String {
    let alphabet = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut n = n;
    let code: String = (0..8)
        .map(|_| {
            let c = alphabet[n % 32] as char;
            n /= 32;
            c
        })
        .collect();
    if code == real {
        "zzzzzzzz".into()
    } else {
        code
    }
}

#[test]
fn a_forged_mail_with_many_codes_plays_nothing_even_with_the_right_one_among_them() {
    let mut ev = started();
    ev.world.new_replies();
    let real = code_of(&ev, ALICE);
    // 400 recipients, one of them the player's own plus-address.
    let mut recipients: Vec<String> = (0..399)
        .map(|i| format!("arbiter+g1-{}@localhost", guess(i, &real)))
        .collect();
    recipients.insert(200, format!("arbiter+g1-{real}@localhost"));
    let mail = forged(
        ALICE,
        "many@evil",
        &recipients.join(",\n "),
        "[Game 1]",
        "e4",
    );
    ev.world.deliver_as_written(&mail);
    let replies = ev.poll(&at(10, 0));
    assert_eq!(turns(&ev), 0);
    let (outcome, detail) = last_outcome(&ev);
    assert_eq!(outcome, "unconfirmed", "{detail}");
    assert!(detail.contains("400 different codes"), "{detail}");
    // Only the registered address hears of it, asked to confirm.
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert_eq!(replies[0].to, ALICE);
    assert!(
        replies[0].body.contains("400 different codes"),
        "{}",
        replies[0].body
    );

    // 300 subject tags, one of them the player's code.
    let mut tags: Vec<String> = (0..299)
        .map(|i| format!("[Game 1 {}]", guess(1000 + i, &real)))
        .collect();
    tags.insert(7, format!("[Game 1 {real}]"));
    let mail = forged(
        ALICE,
        "tags@evil",
        "arbiter@localhost",
        &tags.join(" "),
        "e4",
    );
    ev.world.deliver_as_written(&mail);
    ev.poll(&at(10, 1));
    assert_eq!(turns(&ev), 0);
    let (outcome, detail) = last_outcome(&ev);
    assert_eq!(outcome, "unconfirmed", "{detail}");
    assert!(detail.contains("300 different codes"), "{detail}");
    // Both were failed tries, against the game and the claimed sender.
    assert_eq!(
        ev.world.count(
            "SELECT COUNT(*) FROM failed_tries WHERE game_id = 1 AND sender = 'alice@example.org'"
        ),
        2
    );
    // The same code in the address and the subject is one code: Alice's reply plays.
    ev.world.deliver(&forged(
        ALICE,
        "real@example.org",
        "arbiter@localhost",
        &format!("Re: [Game 1 {real}]"),
        "e4",
    ));
    ev.poll(&at(10, 2));
    assert_eq!(last_outcome(&ev).0, "applied");
    assert_eq!(turns(&ev), 1);
}

#[test]
fn a_thousand_wrong_guesses_in_a_day_end_held_with_one_notice_and_the_player_still_plays() {
    let mut ev = started();
    ev.world.new_replies();
    let real = code_of(&ev, ALICE);
    let mut requests = Vec::new();
    let mut notices = Vec::new();
    // 1,000 forged mails over 24 hours, 42 in each hour (40 in the last), each with
    // one wrong code for Alice in game 1.
    for n in 0..1000 {
        let code = guess(n, &real);
        let address = format!("arbiter+g1-{code}@localhost");
        let subject = format!("Re: [Game 1 {code}]");
        let mail = forged(ALICE, &format!("g{n}@evil"), &address, &subject, "e4");
        ev.world.deliver_as_written(&mail);
        if n % 42 == 41 || n == 999 {
            let hour = u32::try_from(n / 42).unwrap();
            let replies = ev.poll(&at(hour, 30));
            requests.extend(to(&replies, ALICE).into_iter().cloned());
            notices.extend(to(&replies, TD).into_iter().cloned());
            assert!(to(&replies, BOB).is_empty(), "{replies:#?}");
        }
    }
    assert_eq!(turns(&ev), 0);
    let held = ev
        .world
        .count("SELECT COUNT(*) FROM messages WHERE outcome = 'held'");
    let asked = ev
        .world
        .count("SELECT COUNT(*) FROM messages WHERE outcome = 'unconfirmed'");
    // The first five were asked of Alice, as any mail without her code; then held.
    assert_eq!((asked, held), (5, 995));
    assert_eq!(requests.len(), 5, "{requests:#?}");
    assert_eq!(notices.len(), 1, "{notices:#?}");
    let notice = &notices[0].body;
    assert!(notice.contains("Someone is guessing secrets"), "{notice}");
    assert!(notice.contains("game 1"), "{notice}");
    assert!(
        notice.contains(&format!("game 1 code {}", guess(0, &real))),
        "{notice}"
    );
    assert!(notice.contains("<g0@evil>"), "{notice}");
    // The held mails can be looked at (and judged again) by the organisers.
    let out = ev.run(&["held", "list"], &at(23, 40));
    assert!(out.contains("g999@evil"), "{out}");

    // The real Alice, while the guessing goes on: her reply carries her code, and
    // after one confirmation her move is played.
    ev.world
        .deliver(&reply_mail(ALICE, "alice1@example.org", 1, "e4"));
    let replies = ev.poll(&at(23, 45));
    assert_eq!(last_outcome(&ev).0, "unconfirmed");
    let request = to(&replies, ALICE)[0].clone();
    assert!(request.body.contains("guessing"), "{}", request.body);
    ev.world
        .deliver_as_written(&answer(&request, ALICE, "alice2@example.org", ""));
    ev.poll(&at(23, 50));
    assert_eq!(last_outcome(&ev).0, "applied", "{:?}", last_outcome(&ev));
    assert_eq!(turns(&ev), 1);

    // An hour after the last guess the counts have aged out: Bob's reply plays at
    // once, and no second notice went out.
    ev.world
        .deliver(&reply_mail(BOB, "bob1@example.net", 1, "e5"));
    let replies = ev.poll(&at(25, 0));
    assert_eq!(last_outcome(&ev).0, "applied", "{:?}", last_outcome(&ev));
    assert_eq!(turns(&ev), 2);
    assert!(to(&replies, TD).is_empty());
}

#[test]
fn wrong_tokens_and_organiser_codes_are_counted_and_held_alike() {
    let mut ev = started();
    ev.world.new_replies();
    // Organiser codes: one mail with several (the right one among them) is not
    // carried out.
    let subject = format!("[Organiser wrong-code-000001] [Organiser {TD_CODE}]");
    ev.world.deliver_as_written(&forged(
        TD,
        "o0@evil",
        "arbiter@localhost",
        &subject,
        "abort 1 forged",
    ));
    ev.poll(&at(1, 0));
    assert_eq!(last_outcome(&ev).0, "refused");
    assert_eq!(ev.result(1).0, "*");
    // Four more wrong codes: not carried out (the same refusal is not sent again
    // the same day); the sixth try is held, unanswered.
    for n in 1..=5 {
        let subject = format!("[Organiser wrong-code-{n:06}]");
        let id = format!("o{n}@evil");
        ev.world.deliver_as_written(&forged(
            TD,
            &id,
            "arbiter@localhost",
            &subject,
            "abort 1 forged",
        ));
        let replies = ev.poll(&at(1, n));
        let expected = if n < 5 { "rate-limited" } else { "held" };
        assert_eq!(last_outcome(&ev).0, expected, "try {n}: {replies:#?}");
    }
    assert_eq!(ev.result(1).0, "*");
    // The organiser's own mail, with the right code alone, is carried out.
    let subject = format!("Re: [Organiser {TD_CODE}]");
    ev.world.deliver_as_written(&forged(
        TD,
        "o9@example.org",
        "arbiter@localhost",
        &subject,
        "resend 1",
    ));
    ev.poll(&at(1, 10));
    assert_eq!(last_outcome(&ev).0, "applied", "{:?}", last_outcome(&ev));

    // Tokens: a mail with two different ones counts as carrying none; unknown
    // tokens are failed tries of the sender, held past the limit.
    let mail = forged(
        BOB,
        "t0@evil",
        "arbiter+c-aaaaaaaaaaaa@localhost",
        "Re: [Confirm bbbbbbbbbbbb]",
        "yes",
    );
    ev.world.deliver_as_written(&mail);
    ev.poll(&at(2, 0));
    let (outcome, detail) = last_outcome(&ev);
    assert_ne!(outcome, "held", "{detail}");
    for n in 1..=5 {
        let address = format!("arbiter+c-unknown{n:07}@localhost");
        let mail = forged(BOB, &format!("t{n}@evil"), &address, "Re: confirm", "yes");
        ev.world.deliver_as_written(&mail);
        ev.poll(&at(2, n));
    }
    let (outcome, detail) = last_outcome(&ev);
    assert_eq!(outcome, "held", "{detail}");
    assert_eq!(
        ev.world
            .count("SELECT COUNT(*) FROM failed_tries WHERE kind = 'token'"),
        6
    );
}

#[test]
fn the_same_refusal_goes_to_the_same_address_at_most_once_a_day() {
    let mut ev = started();
    ev.world.new_replies();
    // Alice's illegal move, three times the same day: one refusal.
    for (n, minute) in [(1, 0), (2, 20), (3, 40)] {
        ev.world
            .deliver(&reply_mail(ALICE, &format!("x{n}@example.org"), 1, "Ke2"));
        let replies = ev.poll(&at(3, minute));
        let (outcome, detail) = last_outcome(&ev);
        if n == 1 {
            assert_eq!(outcome, "refused", "{detail}");
            assert_eq!(to(&replies, ALICE).len(), 1);
        } else {
            assert_eq!(outcome, "rate-limited", "{detail}");
            assert!(detail.contains("RFC 3834"), "{detail}");
            assert!(replies.is_empty(), "{replies:#?}");
        }
    }
    // Another mistake is answered.
    ev.world
        .deliver(&reply_mail(ALICE, "y1@example.org", 1, "Qh5"));
    ev.poll(&at(3, 50));
    assert_eq!(last_outcome(&ev).0, "refused");
    // A day later the same refusal goes out again.
    ev.world
        .deliver(&reply_mail(ALICE, "x4@example.org", 1, "Ke2"));
    let replies = ev.poll(&at(27, 1));
    assert_eq!(last_outcome(&ev).0, "refused");
    assert_eq!(to(&replies, ALICE).len(), 1);
}
