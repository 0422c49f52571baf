//! The notes a player alone reads about their own conditional lines, in that
//! player's language, by mail through the real binary (a Maildir inbox,
//! `arbiter poll --once --now`, a real SQLite file): lines kept, lines refused
//! with the reason in the frame of the reader's language (a reason from the
//! rules engine stays English inside it), a reply played at once for its owner
//! when the opponent's mail is the one that came, `conditionals` and
//! `cancel conditionals`. The expected texts come from locales/<code>/notes.ftl.

use crate::common::{only, reply_mail, say, Sent, World};
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter::notation::words::{Phrase, Word, TRANSLATED};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// Delivers one mail and polls at `now`; the replies.
fn send(w: &mut World, from: &str, id: &str, g: i64, body: &str, now: &str) -> Vec<Sent> {
    w.deliver(&reply_mail(from, id, g, body));
    w.poll_at(now)
}

/// Asserts that `body` holds `wanted`.
fn holds(body: &str, wanted: &str) {
    assert!(body.contains(wanted), "{wanted}\n---\n{body}");
}

/// Alice (White) reads `hers`, Bob (Black) reads `his`: each one's notes come
/// in their own language, whoever sent the mail that made them.
fn notes_in(hers: Language, his: Language) {
    let mut w = World::new();
    let g = w.game_with(ALICE, BOB, &["--variant", "chess"]);
    let now = "2026-11-01T10:00:00Z";
    send(
        &mut w,
        ALICE,
        "n0@x",
        g,
        &format!("language {}", hers.code()),
        now,
    );
    send(
        &mut w,
        BOB,
        "n1@x",
        g,
        &format!("language {}", his.code()),
        now,
    );

    // One line kept, one refused for answering the same turn twice, one
    // refused by the rules engine (its reason in the same language).
    let r = send(
        &mut w,
        ALICE,
        "n2@x",
        g,
        "1. d4\nif 1... d5 then 2. c4\nif 1... d5 then 2. e4\nif 1... e5 then 2. Ke3",
        now,
    );
    let alice = &only(&r, ALICE).body;
    let kept = say(hers, "notes-kept", &[("count", 1.into())]);
    holds(alice, &format!("{kept}\n  1. if 1... d5 then 2. c4"));
    holds(alice, &say(hers, "notes-refused", &[]));
    let two = say(
        hers,
        "notes-why-two-replies",
        &[
            ("condition", "1... d5".into()),
            ("reply", "2. e4".into()),
            ("line", 1.into()),
            ("other", "2. c4".into()),
        ],
    );
    let line = |number: i64, written: &str, why: &str| {
        say(
            hers,
            "notes-refused-line",
            &[
                ("number", number.into()),
                ("written", written.to_string().into()),
                ("why", why.to_string().into()),
            ],
        )
    };
    holds(alice, &line(2, "if 1... d5 then 2. e4", &two));
    let reason = Phrase::new("no-such-move")
        .with("side", "white")
        .with("piece", Word::Id("spoken-king"))
        .with("to", "e3")
        .with("rule", "FIDE 3.8")
        .in_language(hers);
    let illegal = say(
        hers,
        "refusal-illegal",
        &[("text", "Ke3".into()), ("reason", reason.into())],
    );
    let ply = say(
        hers,
        "notes-why-ply",
        &[
            ("ply", 3.into()),
            ("turn", "2. Ke3".into()),
            ("reason", illegal.into()),
        ],
    );
    holds(alice, &line(3, "if 1... e5 then 2. Ke3", &ply));
    assert!(!alice.contains("Conditional"), "{alice}");
    // The opponent reads nothing of them.
    assert!(!only(&r, BOB).body.contains("if 1..."), "{r:?}");
    // A line that does not read as steps: why, in the same language.
    let unread = send(&mut w, ALICE, "n2b@x", g, "if 1... d5 2. c4", now);
    let missing = Phrase::new("conditional-missing-then")
        .with("step", Word::Number(1))
        .in_language(hers);
    holds(&only(&unread, ALICE).body, &missing);

    // Bob's 1... d5 calls for Alice's 2. c4, played at once: Alice, who sent
    // nothing, reads it in her language. Bob's own line in the same mail
    // answers 2. c4 with 2... e6, played at once in turn: his notes in his.
    let r = send(
        &mut w,
        BOB,
        "n3@x",
        g,
        "1... d5\nif 2. c4 then 2... e6",
        "2026-11-02T10:00:00Z",
    );
    assert_eq!(w.canonical_turns(g), ["d4", "d5", "c4", "e6"]);
    let alice = &only(&r, ALICE).body;
    holds(
        alice,
        &say(hers, "notes-played", &[("reply", "2. c4".into())]),
    );
    assert!(!alice.contains("2... e6 then"), "{alice}");
    let bob = &only(&r, BOB).body;
    let kept = say(his, "notes-kept", &[("count", 1.into())]);
    holds(bob, &format!("{kept}\n  1. if 2. c4 then 2... e6"));
    holds(
        bob,
        &say(his, "notes-played", &[("reply", "2... e6".into())]),
    );
    assert!(!bob.contains("Your conditional"), "{bob}");

    // `conditionals` lists Alice's lines; `cancel conditionals` drops them.
    let later = "2026-11-03T10:00:00Z";
    send(
        &mut w,
        ALICE,
        "n4@x",
        g,
        "3. e3\nif 3... c6 then 4. f4",
        later,
    );
    let r = send(&mut w, ALICE, "n5@x", g, "conditionals", later);
    let shown = only(&r, ALICE);
    let pending = say(hers, "notes-pending", &[]);
    holds(
        &shown.body,
        &format!("{pending}\n  1. if 3... c6 then 4. f4"),
    );
    let subject = say(hers, "notes-subject", &[]);
    assert!(shown.subject.ends_with(&subject), "{}", shown.subject);
    let r = send(&mut w, ALICE, "n6@x", g, "cancel conditionals", later);
    let cancelled = only(&r, ALICE);
    holds(
        &cancelled.body,
        &say(hers, "notes-cancelled", &[("count", 1.into())]),
    );
    assert_eq!(w.count("SELECT count(*) FROM conditionals"), 0);
    let r = send(&mut w, BOB, "n7@x", g, "cancel conditionals", later);
    let none = only(&r, BOB);
    holds(&none.body, &say(his, "notes-cancelled-none", &[]));
    let subject = say(his, "notes-subject", &[]);
    assert!(none.subject.ends_with(&subject), "{}", none.subject);
}

#[test]
fn german_owner_and_french_opponent() {
    notes_in(Language::German, Language::French);
}

#[test]
fn french_owner_and_german_opponent() {
    notes_in(Language::French, Language::German);
}

#[test]
fn english_notes_read_as_before() {
    let en = Language::English;
    let played = [
        ("reply", "2. Nf3".into()),
        ("go_on", 2.into()),
        ("dropped", 1.into()),
    ];
    assert_eq!(
        say(en, "notes-played-going-on-dropping", &played),
        "Your conditional reply 2. Nf3 was played at once; 2 lines go on; 1 line that \
         expected another move is dropped."
    );
    assert_eq!(
        say(en, "notes-kept-replacing", &[("count", 3.into())]),
        "Conditional moves kept (3 lines, replacing the ones you had left before; your \
         opponent cannot see them):"
    );
    // Every count reads in every language, the plural forms included.
    for language in TRANSLATED {
        for n in [1, 2, 5, 21] {
            let text = say(language, "notes-cancelled", &[("count", n.into())]);
            assert!(
                text.contains(&n.to_string()) || n == 1,
                "{language} {n}: {text}"
            );
        }
    }
}
