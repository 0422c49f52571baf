//! Moves in the notations correspondence players write, by mail through the real
//! binary (a Maildir inbox, `arbiter poll --once`, a real SQLite file): ICCF numeric
//! notation (both players, castling, promotion, en passant, a conditional line),
//! figurines, each player's piece letters by the `language` setting, and the
//! variants' own numeric forms (docs/rules/). Bad input is refused alone, with a
//! reason that names the form read, and the game is unchanged.

mod common;

use common::{reply_mail as mail, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// A new game (`game new` with `args` after the players); its number.
fn game(w: &mut World, args: &[&str]) -> i64 {
    w.game_with(ALICE, BOB, args)
}

/// Delivers one mail and polls; the bodies of the replies.
fn send(w: &mut World, from: &str, id: &str, g: i64, body: &str) -> Vec<String> {
    w.deliver(&mail(from, id, g, body));
    w.poll().into_iter().map(|s| s.body).collect()
}

/// Sends a move that must be refused alone; returns the refusal's body.
fn refused(w: &mut World, from: &str, id: &str, g: i64, body: &str) -> String {
    let before = w.canonical_turns(g);
    let replies = send(w, from, id, g, body);
    assert_eq!(replies.len(), 1, "{body}: {replies:?}");
    assert_eq!(w.canonical_turns(g), before, "{body} changed the game");
    replies[0].clone()
}

#[test]
fn chess_in_iccf_numeric_with_castling_en_passant_and_promotion() {
    let mut w = World::new();
    let g = game(&mut w, &[]);
    let plies = [
        "5254", "7866", "5455", "4745", "5546", "5746", "71 63", "68-57", "6152", "5878", "5171",
    ];
    for (i, ply) in plies.iter().enumerate() {
        let from = if i % 2 == 0 { ALICE } else { BOB };
        let replies = send(&mut w, from, &format!("n{i}@x"), g, ply);
        assert_eq!(replies.len(), 2, "{ply}: {replies:?}");
    }
    assert_eq!(
        w.canonical_turns(g),
        ["e4", "Nf6", "e5", "d5", "exd6", "exd6", "Nf3", "Be7", "Be2", "O-O", "O-O"]
    );

    let p = game(&mut w, &["--fen", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"]);
    let body = refused(&mut w, ALICE, "p0@x", p, "57585");
    assert!(
        body.contains("57585") && body.contains("promotion piece"),
        "{body}"
    );
    assert_eq!(send(&mut w, ALICE, "p1@x", p, "57584").len(), 2);
    assert_eq!(w.canonical_turns(p), ["e8=N"]);
}

#[test]
fn bad_numeric_moves_are_refused_naming_the_form() {
    let mut w = World::new();
    let g = game(&mut w, &[]);
    let body = refused(&mut w, ALICE, "b0@x", g, "5299");
    assert!(
        body.contains("5299") && body.contains("ICCF numeric") && body.contains("99 is no square"),
        "{body}"
    );
    let body = refused(&mut w, ALICE, "b1@x", g, "525");
    assert!(
        body.contains("525") && body.contains("has 3 digits"),
        "{body}"
    );
    let body = refused(&mut w, ALICE, "b2@x", g, "0000");
    assert!(
        body.contains("0000") && body.contains("null move"),
        "{body}"
    );
    let body = refused(&mut w, ALICE, "b3@x", g, "52544");
    assert!(body.contains("52544 is not legal"), "{body}");
    let body = refused(&mut w, ALICE, "b4@x", g, "\u{2657}c4");
    assert!(body.contains("\u{2657}c4 is not legal"), "{body}");
    assert!(w.canonical_turns(g).is_empty());
}

#[test]
fn figurines_of_either_colour_name_the_piece() {
    let mut w = World::new();
    let g = game(&mut w, &[]);
    for (i, (from, ply)) in [
        (ALICE, "e4"),
        (BOB, "e5"),
        (ALICE, "\u{265e}f3"),
        (BOB, "\u{2658}c6"),
        (ALICE, "\u{2657}b5"),
    ]
    .into_iter()
    .enumerate()
    {
        assert_eq!(
            send(&mut w, from, &format!("f{i}@x"), g, ply).len(),
            2,
            "{ply}"
        );
    }
    assert_eq!(w.canonical_turns(g), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
}

#[test]
fn a_conditional_line_in_numeric() {
    let mut w = World::new();
    let g = game(&mut w, &[]);
    send(
        &mut w,
        ALICE,
        "c0@x",
        g,
        "1. 5254\nif 1... 5755 then 2. 7163",
    );
    assert_eq!(send(&mut w, BOB, "c1@x", g, "5755").len(), 2);
    assert_eq!(w.canonical_turns(g), ["e4", "e5", "Nf3"]);
}

#[test]
fn piece_letters_of_the_players_language_by_setting() {
    let mut w = World::new();
    let g = game(&mut w, &[]);
    // Without a setting, English letters are read; German letters get a hint.
    assert_eq!(send(&mut w, ALICE, "l0@x", g, "e4").len(), 2);
    assert_eq!(send(&mut w, BOB, "l1@x", g, "e5").len(), 2);
    let body = refused(&mut w, ALICE, "l2@x", g, "Sf3");
    assert!(
        body.contains("Sf3") && body.contains("send \"language de\""),
        "{body}"
    );
    // The setting, in a message of its own: answered in German
    // (locales/de/events.ftl).
    let replies = send(&mut w, ALICE, "l3@x", g, "language de");
    assert!(
        replies.iter().any(|b| b.contains(
            "Ihre Sprache ist jetzt de. Ihre Züge werden mit den Figurenbuchstaben K D T L S"
        )),
        "{replies:?}"
    );
    assert_eq!(send(&mut w, ALICE, "l4@x", g, "Sf3").len(), 2);
    // French: R is the king (roi).
    send(&mut w, BOB, "l5@x", g, "language fr");
    assert_eq!(send(&mut w, BOB, "l6@x", g, "Re7").len(), 2);
    assert_eq!(send(&mut w, ALICE, "l7@x", g, "Lc4").len(), 2);
    assert_eq!(send(&mut w, BOB, "l8@x", g, "Cf6").len(), 2);
    assert_eq!(
        w.canonical_turns(g),
        ["e4", "e5", "Nf3", "Ke7", "Bc4", "Nf6"]
    );
    // An unknown code is refused with the codes accepted, in Bob's French.
    let replies = send(&mut w, BOB, "l9@x", g, "language xx");
    assert!(
        replies.iter().any(
            |b| b.contains("\"xx\" n'est pas un code de langue que j'accepte")
                && b.contains("de fr")
        ),
        "{replies:?}"
    );
}

#[test]
fn a_phones_capital_file_letter_is_read_as_the_file() {
    let mut w = World::new();
    let g = game(&mut w, &[]);
    let replies = send(&mut w, ALICE, "c0@x", g, "E4");
    assert_eq!(replies.len(), 2, "{replies:?}");
    assert!(
        replies.iter().any(|b| b.contains("\"E4\" was read as e4")),
        "{replies:?}"
    );
    assert_eq!(send(&mut w, BOB, "c1@x", g, "D5").len(), 2);
    assert_eq!(send(&mut w, ALICE, "c2@x", g, "Exd5").len(), 2);
    assert_eq!(w.canonical_turns(g), ["e4", "d5", "exd5"]);
}

#[test]
fn black_holes_in_numeric_with_a_drop_and_a_relativistic_path() {
    let mut w = World::new();
    let g = game(&mut w, &["--variant", "blackholes"]);
    assert_eq!(send(&mut w, ALICE, "h0@x", g, "1. 5254").len(), 2);
    assert_eq!(send(&mut w, BOB, "h1@x", g, "1... 2836").len(), 2);
    // e1 holds the king: the drop is refused with the rule (B2).
    let body = refused(&mut w, ALICE, "h2@x", g, "(H51)");
    assert!(body.contains("(B2)"), "{body}");
    assert_eq!(send(&mut w, ALICE, "h3@x", g, "2. 5152").len(), 2);
    assert_eq!(send(&mut w, BOB, "h4@x", g, "2... (H28)").len(), 2);
    assert_eq!(w.canonical_turns(g), ["e4", "Nc6", "Ke2", "(Hb8)"]);
    // File 6 is off the 5x8 board.
    refused(&mut w, ALICE, "h5@x", g, "6264");

    let r = game(
        &mut w,
        &[
            "--variant",
            "blackholes",
            "--fen",
            "Bnkqb/1hrpH/1hhhp/p1p1H/H1P1P/PR3/Pp1P1/1QHKN b - - 0 1",
        ],
    );
    let replies = send(&mut w, BOB, "h6@x", r, "1... 37-36-46x42");
    assert_eq!(replies.len(), 2, "{replies:?}");
    assert_eq!(w.canonical_turns(r), ["Rc7-c6-d6xd2#"]);
}

#[test]
fn missed_mark_in_numeric_with_an_intended_move() {
    let mut w = World::new();
    let g = game(
        &mut w,
        &["--variant", "missedmark", "--option", "white-rule=total"],
    );
    let replies = send(&mut w, ALICE, "x0@x", g, "1. 1123 (intend 2133)");
    assert_eq!(replies.len(), 2, "{replies:?}");
    assert_eq!(send(&mut w, BOB, "x1@x", g, "1... 1826 (2836)").len(), 2);
    assert_eq!(w.canonical_turns(g), ["Ra1-b3 (Nb1-c3)", "Ra8-b6 (Nb8-c6)"]);
}

#[test]
fn a_momentum_comma_turn_in_numeric() {
    let mut w = World::new();
    let g = game(
        &mut w,
        &[
            "--variant",
            "momentum",
            "--fen",
            "8/p7/8/5N2/R2n2k1/5P2/8/K7 w - - 0 1 f3@0/1",
        ],
    );
    let replies = send(&mut w, ALICE, "o0@x", g, "1. 6364, 14x44");
    assert_eq!(replies.len(), 2, "{replies:?}");
    assert_eq!(w.canonical_turns(g), ["f3-f4, Ra4:d4+"]);
}

#[test]
fn moves_are_written_to_each_player_in_their_notation_and_letters() {
    let mut w = World::new();
    let g = game(&mut w, &[]);
    let replies = send(&mut w, BOB, "w0@x", g, "notation numeric");
    assert!(
        replies
            .iter()
            .any(|b| b.contains("Your notation is now numeric")),
        "{replies:?}"
    );
    send(&mut w, ALICE, "w1@x", g, "language de");
    w.deliver(&mail(ALICE, "w2@x", g, "Sf3"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let to_bob = &common::to(&r, BOB)[0].body;
    assert!(to_bob.contains("White played 1. 7163"), "{to_bob}");
    let to_alice = &common::to(&r, ALICE)[0].body;
    assert!(
        to_alice.contains("Weiß spielte 1. Sf3") && to_alice.contains("Züge: 1. Sf3"),
        "{to_alice}"
    );
    send(&mut w, BOB, "w3@x", g, "notation figurine");
    w.deliver(&mail(BOB, "w4@x", g, "2836"));
    let r = w.poll();
    let to_bob = &common::to(&r, BOB)[0].body;
    assert!(to_bob.contains("Black played 1... \u{2658}c6"), "{to_bob}");
    // The move list of any reply is in the reader's letters.
    let history = send(&mut w, ALICE, "w6@x", g, "history");
    assert!(
        history.iter().any(|b| b.contains("1. Sf3 Sc6")),
        "{history:?}"
    );
    let body = refused(&mut w, BOB, "w5@x", g, "notation fancy");
    assert!(body.contains("\"fancy\" is not a notation"), "{body}");
    // The PGN export stays English SAN.
    let (code, pgn, err) = w.arbiter(&["export", &g.to_string()]);
    assert_eq!(code, 0, "{err}");
    assert!(common::moves_of(&pgn).contains("1. Nf3 Nc6"), "{pgn}");
}

#[test]
fn a_conditional_line_in_the_players_letters() {
    let mut w = World::new();
    let g = game(&mut w, &[]);
    send(&mut w, ALICE, "d0@x", g, "language de");
    send(
        &mut w,
        ALICE,
        "d1@x",
        g,
        "1. e4\nif 1... e5 then 2. Sf3; if 2... Sc6 then 3. Lb5",
    );
    assert_eq!(send(&mut w, BOB, "d2@x", g, "e5").len(), 2);
    assert_eq!(send(&mut w, BOB, "d3@x", g, "Nc6").len(), 2);
    assert_eq!(w.canonical_turns(g), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
}

/// A mail of tests/data/mail/clients/ (game 1), byte for byte.
fn client_mail(name: &str) -> Vec<u8> {
    let path = format!(
        "{}/tests/data/mail/clients/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&path).unwrap()
}

#[test]
fn russian_letters_by_mail_in_base64_and_quoted_printable_bodies() {
    let mut w = World::new();
    let g = game(&mut w, &[]);
    assert_eq!(g, 1, "the mails in tests/data/mail/clients/ name game 1");
    // The answer is Russian already (locales/ru/events.ftl).
    let replies = send(&mut w, ALICE, "r0@x", g, "language ru");
    assert!(
        replies.iter().any(|b| b.contains(
            "Ваш язык теперь ru. Ваши ходы читаются и пишутся буквами фигур Кр Ф Л С К."
        )),
        "{replies:?}"
    );
    assert_eq!(send(&mut w, ALICE, "r1@x", g, "e4").len(), 2);
    assert_eq!(send(&mut w, BOB, "r2@x", g, "e5").len(), 2);
    // Gmail: Cyrillic text goes as base64, in a text part and an HTML part; the
    // knight К after the label "Мой ход:".
    w.deliver_bytes(&client_mail("gmail-move-ru-base64.eml"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let to_alice = &common::to(&r, ALICE)[0].body;
    // Alice reads Russian (her setting names her letters and her language).
    assert!(
        to_alice.contains("Сделан ход: белые сыграли 2. Кf3"),
        "{to_alice}"
    );
    let to_bob = &common::to(&r, BOB)[0].body;
    assert!(to_bob.contains("White played 2. Nf3"), "{to_bob}");
    // Bob's move, written to Alice in her letters.
    w.deliver(&mail(BOB, "r3@x", g, "Nc6"));
    let r = w.poll();
    let to_alice = &common::to(&r, ALICE)[0].body;
    assert!(
        to_alice.contains("Сделан ход: чёрные сыграли 2... Кc6"),
        "{to_alice}"
    );
    // iPhone Mail: quoted-printable; the king Кр, not the knight К.
    w.deliver_bytes(&client_mail("iphone-move-ru-qp.eml"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let to_alice = &common::to(&r, ALICE)[0].body;
    assert!(
        to_alice.contains("Сделан ход: белые сыграли 3. Крe2"),
        "{to_alice}"
    );
    // The reply's text part says it is UTF-8 (quoted-printable on the wire).
    let raw = std::fs::read(&common::to(&r, ALICE)[0].path).unwrap();
    assert!(
        String::from_utf8_lossy(&raw).contains("text/plain; charset=utf-8"),
        "{}",
        String::from_utf8_lossy(&raw)
    );
    assert_eq!(w.canonical_turns(g), ["e4", "e5", "Nf3", "Nc6", "Ke2"]);
    let history = send(&mut w, ALICE, "r4@x", g, "history");
    assert!(
        history
            .iter()
            .any(|b| b.contains("1. e4 e5 2. Кf3 Кc6 3. Крe2")),
        "{history:?}"
    );
}

/// The subject of each player's update writes the move in that player's
/// notation and letters, from the forms kept with the turn: the German reader's
/// `Sf3` above the English reader's `Nf3` in the same game, then ICCF numeric,
/// long algebraic and figurines, and a conditional reply played at once.
#[test]
fn each_players_subject_in_their_notation_and_letters() {
    let mut w = World::new();
    let g = game(&mut w, &[]);
    send(&mut w, ALICE, "s0@x", g, "language de");
    w.deliver(&mail(ALICE, "s1@x", g, "Sf3"));
    let r = w.poll();
    let subject = |who: &str| common::only(&r, who).subject.clone();
    assert!(
        subject(ALICE).ends_with("] 1. Sf3, Schwarz am Zug"),
        "{}",
        subject(ALICE)
    );
    assert!(
        subject(BOB).ends_with("] 1. Nf3, Black to move"),
        "{}",
        subject(BOB)
    );
    send(&mut w, BOB, "s2@x", g, "notation numeric");
    send(&mut w, ALICE, "s3@x", g, "notation long");
    w.deliver(&mail(BOB, "s4@x", g, "Nc6"));
    let r = w.poll();
    let subject = |who: &str| common::only(&r, who).subject.clone();
    assert!(
        subject(BOB).ends_with("] 1... 2836, White to move"),
        "{}",
        subject(BOB)
    );
    assert!(
        subject(ALICE).ends_with("] 1... Sb8-c6, Weiß am Zug"),
        "{}",
        subject(ALICE)
    );
    // Bob leaves a conditional reply; Alice's move plays it at once.
    send(&mut w, BOB, "s5@x", g, "if 2. e4 then 2... Nf6");
    w.deliver(&mail(ALICE, "s6@x", g, "e4"));
    let r = w.poll();
    let subjects = |who: &str| -> Vec<String> {
        common::to(&r, who)
            .iter()
            .map(|s| s.subject.clone())
            .collect()
    };
    assert!(
        subjects(BOB)
            .iter()
            .any(|s| s.ends_with("] 2. 5254 2... 7866, White to move")),
        "{:?}",
        subjects(BOB)
    );
    assert!(
        subjects(ALICE)
            .iter()
            .any(|s| s.ends_with("] 2. e2-e4 2... Sg8-f6, Weiß am Zug")),
        "{:?}",
        subjects(ALICE)
    );
    send(&mut w, BOB, "s7@x", g, "notation figurine");
    send(&mut w, ALICE, "s8@x", g, "notation numeric");
    w.deliver(&mail(ALICE, "s9@x", g, "Bb5"));
    let r = w.poll();
    let subject = |who: &str| common::only(&r, who).subject.clone();
    assert!(
        subject(BOB).ends_with("] 3. \u{2657}b5, Black to move"),
        "{}",
        subject(BOB)
    );
    assert!(
        subject(ALICE).ends_with("] 3. 6125, Schwarz am Zug"),
        "{}",
        subject(ALICE)
    );
}
