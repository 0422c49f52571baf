//! Moves written back to each player in the notation of their `notation`
//! setting, in every variant, by mail through the real binary (a Maildir inbox,
//! `arbiter poll --once`, a real SQLite file): the update's move, the move list
//! and `history` in ICCF numeric or long algebraic notation with each variant's
//! own parts (a Black Holes drop and path, a Missed-Mark intended move, a
//! Momentum comma turn, a Revolving change), as docs/rules/<variant>.md writes
//! them; the player who set nothing reads the canonical text.

use crate::common;

use crate::common::{send, Sent, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// The body of the one reply to `who` among `replies`.
fn body_to(replies: &[Sent], who: &str) -> String {
    let to = common::to(replies, who);
    assert_eq!(to.len(), 1, "{who}: {replies:?}");
    to[0].body.clone()
}

/// Alice (White) reads numeric, Bob (Black) long algebraic.
fn settings(w: &mut World, g: i64) {
    send(w, ALICE, "s0@x", g, "notation numeric");
    send(w, BOB, "s1@x", g, "notation long");
}

#[test]
fn black_holes_drops_and_paths_in_numeric_and_long() {
    let mut w = World::new();
    let g = w.game_with(ALICE, BOB, &["--variant", "blackholes"]);
    settings(&mut w, g);
    let r = send(&mut w, ALICE, "h0@x", g, "e4");
    assert!(body_to(&r, BOB).contains("White played 1. e2-e4"), "{r:?}");
    assert!(body_to(&r, ALICE).contains("White played 1. 5254"), "{r:?}");
    let r = send(&mut w, BOB, "h1@x", g, "Nc6");
    assert!(
        body_to(&r, ALICE).contains("Black played 1... 2836"),
        "{r:?}"
    );
    send(&mut w, ALICE, "h2@x", g, "Ke2");
    let r = send(&mut w, BOB, "h3@x", g, "(Hb8)");
    let to_alice = body_to(&r, ALICE);
    assert!(to_alice.contains("Black played 2... (H28)"), "{to_alice}");
    assert!(
        to_alice.contains("1. 5254 2836 2. 5152 (H28)"),
        "{to_alice}"
    );
    assert!(
        body_to(&r, BOB).contains("1. e2-e4 Nb8-c6 2. Ke1-e2 (Hb8)"),
        "{r:?}"
    );

    let p = w.game_with(
        ALICE,
        BOB,
        &[
            "--variant",
            "blackholes",
            "--fen",
            "Bnkqb/1hrpH/1hhhp/p1p1H/H1P1P/PR3/Pp1P1/1QHKN b - - 0 1",
        ],
    );
    let r = send(&mut w, BOB, "h4@x", p, "Rc7-c6-d6xd2");
    assert!(
        body_to(&r, ALICE).contains("Black played 1... 37-36-46x42"),
        "{r:?}"
    );
    assert!(
        body_to(&r, BOB).contains("Black played 1... Rc7-c6-d6xd2#"),
        "{r:?}"
    );
}

#[test]
fn missed_mark_intended_moves_in_numeric() {
    let mut w = World::new();
    let g = w.game_with(
        ALICE,
        BOB,
        &["--variant", "missedmark", "--option", "white-rule=total"],
    );
    settings(&mut w, g);
    send(&mut w, ALICE, "x0@x", g, "Ra1-b3 (Nb1-c3)");
    let r = send(&mut w, BOB, "x1@x", g, "Ra8-b6 (Nb8-c6)");
    let to_alice = body_to(&r, ALICE);
    assert!(
        to_alice.contains("Black played 1... 1826 (2836)"),
        "{to_alice}"
    );
    assert!(
        to_alice.contains("1. 1123 (2133) 1826 (2836)"),
        "{to_alice}"
    );
    let history = send(&mut w, ALICE, "x2@x", g, "history");
    assert!(
        history
            .iter()
            .any(|s| s.body.contains("1...   1826 (2836)")),
        "{history:?}"
    );
}

#[test]
fn a_momentum_comma_turn_in_numeric() {
    let mut w = World::new();
    let g = w.game_with(
        ALICE,
        BOB,
        &[
            "--variant",
            "momentum",
            "--fen",
            "8/p7/8/5N2/R2n2k1/5P2/8/K7 w - - 0 1 f3@0/1",
        ],
    );
    send(&mut w, BOB, "o0@x", g, "notation numeric");
    let r = send(&mut w, ALICE, "o1@x", g, "f3-f4, Ra4:d4");
    assert!(
        body_to(&r, BOB).contains("White played 1. 6364, 14x44"),
        "{r:?}"
    );
    assert!(
        body_to(&r, ALICE).contains("White played 1. f3-f4, Ra4:d4+"),
        "{r:?}"
    );
}

#[test]
fn revolving_changes_in_numeric_and_german_long() {
    let mut w = World::new();
    let g = w.game_with(ALICE, BOB, &["--variant", "revolving"]);
    send(&mut w, ALICE, "r0@x", g, "notation numeric");
    send(&mut w, BOB, "r1@x", g, "notation long");
    send(&mut w, BOB, "r2@x", g, "language de");
    let r = send(&mut w, ALICE, "r3@x", g, "Nc3(B)");
    assert!(
        body_to(&r, ALICE).contains("White played 1. 2133(B)"),
        "{r:?}"
    );
    assert!(
        body_to(&r, BOB).contains("Weiß spielte 1. Sb1-c3(L)"),
        "{r:?}"
    );
}

#[test]
fn conditional_lines_are_confirmed_in_the_owners_notation() {
    let mut w = World::new();
    let g = w.game_with(ALICE, BOB, &[]);
    send(&mut w, ALICE, "c0@x", g, "notation numeric");
    let r = send(
        &mut w,
        ALICE,
        "c1@x",
        g,
        "1. e4\nif 1... e5 then 2. Nf3; if 2... Nc6 then 3. Bb5",
    );
    let to_alice = body_to(&r, ALICE);
    assert!(
        to_alice.contains("if 1... 5755 then 2. 7163; if 2... 2836 then 3. 6125"),
        "{to_alice}"
    );
    let r = send(&mut w, BOB, "c2@x", g, "e5");
    let to_alice = body_to(&r, ALICE);
    assert!(
        to_alice.contains("Your conditional reply 2. 7163 was played"),
        "{to_alice}"
    );

    let h = w.game_with(BOB, ALICE, &[]);
    send(&mut w, BOB, "c3@x", h, "language de");
    let r = send(&mut w, BOB, "c4@x", h, "1. e4\nif 1... e5 then 2. Sf3");
    assert!(body_to(&r, BOB).contains("if 1... e5 then 2. Sf3"), "{r:?}");
}
