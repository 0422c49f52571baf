//! Each variant reads its own turns from a mail, through the real
//! binary, a Maildir inbox and a real SQLite file: the game is found first, then its
//! variant groups the words of a line into turns. A Momentum turn written on one line
//! with commas, a ProDem pass `--` alone on a line, a CwDA army piece named by its
//! Betza designator, and a Knightmare formed with its check suffix are applied; a
//! wrong one gets a reply naming the rule and the variant's own notation help.

use crate::common::{reply_mail as mail, to, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// `game new` with these arguments after `--variant`; returns the game number.
fn game(w: &mut World, args: &[&str]) -> i64 {
    let mut all = vec!["--variant"];
    all.extend_from_slice(args);
    w.game_with(ALICE, BOB, &all)
}

fn moves(w: &World, game: i64) -> Vec<String> {
    w.canonical_turns(game)
}

#[test]
fn a_momentum_turn_written_on_one_line_is_one_turn() {
    let mut w = World::new();
    let g = game(
        &mut w,
        &[
            "momentum",
            "--fen",
            "8/p7/8/5N2/R2n2k1/5P2/8/K7 w - - 0 1 f3@0/1",
        ],
    );
    // Left out, the pawn in motion makes the turn incomplete: refused with the rule
    // named and the Momentum notation shown.
    w.deliver(&mail(ALICE, "m0@x", g, "Ra4:d4"));
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    let body = &r[0].body;
    assert!(
        body.contains("incomplete")
            && body.contains("M5)")
            && body.contains("Moves in Momentum Chess are written like this"),
        "{body}"
    );
    assert!(moves(&w, g).is_empty());
    // Written on one line with a comma: one turn of two events.
    w.deliver(&mail(
        ALICE,
        "m1@x",
        g,
        "Here is my turn:\n\n1. f3-f4, Ra4:d4\n\nAlice",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    // Check: Nf5-h6, f4-f5, Rd4:g4 would take the king (M1).
    assert_eq!(moves(&w, g), vec!["f3-f4, Ra4:d4+"]);
}

#[test]
fn a_momentum_en_passant_after_the_pawn_was_taken_is_refused_naming_m6() {
    // The bishop in motion takes c5 by momentum; d5:c6 after it has nothing
    // to take (M6) and is refused; written the other way round the turn is legal.
    let mut w = World::new();
    let g = game(
        &mut w,
        &[
            "momentum",
            "--fen",
            "4k3/8/8/2pP4/8/4B3/8/4K3 w - c6 0 1 e3@-2/2x,c5@0/-2",
        ],
    );
    w.deliver(&mail(ALICE, "ep0@x", g, "1. Be3:c5, d5:c6"));
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    let body = &r[0].body;
    assert!(
        body.contains("nothing to take en passant on c6") && body.contains("(M6)"),
        "{body}"
    );
    assert!(moves(&w, g).is_empty());
    w.deliver(&mail(ALICE, "ep1@x", g, "1. d5:c6"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(moves(&w, g), vec!["d5:c6"]);
}

#[test]
fn a_prodem_pass_on_turn_one_and_a_refused_pass_later() {
    let mut w = World::new();
    let g = game(&mut w, &["prodem"]);
    // `--` alone on a line: a signature delimiter in most mail, White's pass in ProDem.
    w.deliver(&mail(ALICE, "p1@x", g, "--"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{}", r[0].body);
    assert_eq!(moves(&w, g), vec!["--"]);
    w.deliver(&mail(BOB, "p2@x", g, "1... Nc6"));
    assert_eq!(w.poll().len(), 2);
    // Turn 2: a pass is refused with P1 named, and the ProDem notation shown.
    w.deliver(&mail(ALICE, "p3@x", g, "2. --"));
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    let body = &r[0].body;
    assert!(body.contains("(P1)"), "{body}");
    assert!(
        body.contains("Moves in Promotions and Demotions are written like this")
            && body.contains("White's pass on turn 1"),
        "{body}"
    );
    assert_eq!(moves(&w, g).len(), 2);
}

#[test]
fn a_cwda_army_piece_by_its_betza_designator() {
    let mut w = World::new();
    let g = game(
        &mut w,
        &["cwda", "--option", "white-army=colorbound-clobberers"],
    );
    w.deliver(&mail(ALICE, "c1@x", g, "1. (WA)g1-e3"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(moves(&w, g), vec!["We3"]);
    w.deliver(&mail(BOB, "c2@x", g, "e5"));
    w.poll();
    // Without parentheses, and the Cardinal written NB (its atoms in another order).
    w.deliver(&mail(ALICE, "c3@x", g, "FADc1-c3"));
    assert_eq!(w.poll().len(), 2);
    w.deliver(&mail(BOB, "c4@x", g, "Nc6"));
    w.poll();
    w.deliver(&mail(ALICE, "c5@x", g, "f2-f3"));
    w.poll();
    w.deliver(&mail(BOB, "c6@x", g, "Nf6"));
    w.poll();
    w.deliver(&mail(ALICE, "c7@x", g, "NBd1-f2"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(moves(&w, g).last().map(String::as_str), Some("Cf2"));
    // A designator that is no piece of the army: refused, with the CwDA notation.
    w.deliver(&mail(BOB, "c8@x", g, "(WA)g8-e6"));
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    let body = &to(&r, BOB)[0].body;
    assert!(
        body.contains("no piece of the black army is WA")
            && body.contains("Moves in Chess with Different Armies are written like this")
            && body.contains("(WA)g1-e3"),
        "{body}"
    );
}

#[test]
fn a_knightmare_formed_with_its_check_suffix() {
    let mut w = World::new();
    let g = game(
        &mut w,
        &["knightmare", "--fen", "3k4/8/8/3n4/8/8/8/3QK3 w - - 0 1 -"],
    );
    w.deliver(&mail(ALICE, "k1@x", g, "1. Q~Nd5+"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(moves(&w, g), vec!["Q~Nd5+"]);
}

#[test]
fn help_shows_the_games_own_notation() {
    let mut w = World::new();
    let g = game(&mut w, &["momentum"]);
    w.deliver(&mail(BOB, "h1@x", g, "help"));
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(
        r[0].body.contains("Moves in Momentum Chess")
            && r[0].body.contains("f3-f4, Ra4:d4")
            && r[0].body.contains("resign"),
        "{}",
        r[0].body
    );
    // A stranger with no game gets the list of variants instead.
    w.deliver(
        &mail("carol@example.com", "h2@x", 999, "help")
            .replace("Subject: Re: [Game 999]", "Subject: help"),
    );
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(
        r[0].body.contains("Momentum Chess (momentum)"),
        "{}",
        r[0].body
    );
    let (code, out, _) = w.arbiter(&["variants", "--help", "cwda"]);
    assert_eq!(code, 0);
    assert!(out.contains("(WA)g1-e3"), "{out}");
}
