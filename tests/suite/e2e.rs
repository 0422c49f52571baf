//! A whole game played by mail through the real binary: a temporary Maildir inbox,
//! the file outbox and a real SQLite file. The messages have the shapes real clients
//! send: plain text, HTML only, quoted-printable, a reply quoting the previous diagram
//! under "On ... wrote:", a signature, an Outlook "Original Message" block. Mistakes
//! along the way (a move out of turn, an illegal move, a stranger, a duplicate
//! delivery) get replies to the sender alone and leave the game unchanged.

use crate::common;

use crate::common::{to, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

fn headers(from: &str, id: &str, subject: &str, in_reply_to: Option<&str>) -> String {
    let mut h = format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: {subject}\nMessage-ID: <{id}>\nDate: Sat, 21 Nov 2026 10:00:00 +0000\nMIME-Version: 1.0\n"
    );
    if let Some(parent) = in_reply_to {
        h.push_str(&format!(
            "In-Reply-To: <{parent}>\nReferences: <{parent}>\n"
        ));
    }
    h
}

fn plain(from: &str, id: &str, subject: &str, parent: Option<&str>, body: &str) -> String {
    format!(
        "{}Content-Type: text/plain; charset=utf-8\n\n{body}\n",
        headers(from, id, subject, parent)
    )
}

/// The diagram lines of a reply body (the board drawn with +---+).
fn board_lines(body: &str) -> Vec<&str> {
    body.lines()
        .filter(|l| {
            l.contains("+---+")
                || l.trim_start().starts_with(|c: char| c.is_ascii_digit()) && l.contains('|')
        })
        .collect()
}

fn quote(body: &str) -> String {
    body.lines()
        .map(|l| format!("> {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_whole_game_by_mail() {
    let mut w = World::new();
    let game = w.new_game(ALICE, BOB);
    assert_eq!(game, 1);
    let first = w.new_replies();
    assert_eq!(first.len(), 2, "both players get the first message");
    let to_alice = to(&first, ALICE)[0].clone();
    let to_bob = to(&first, BOB)[0].clone();
    // Each player's messages carry the player's own code for the game
    // (docs/OPERATIONS.md, "Threat model"):
    // in the subject tag and in the Reply-To plus-address, the same code.
    let code = |s: &common::Sent| {
        let reply_to = s.reply_to.clone().unwrap();
        let code = reply_to
            .strip_prefix("arbiter+g1-")
            .and_then(|r| r.strip_suffix("@localhost"))
            .unwrap()
            .to_string();
        assert!(
            s.subject.starts_with(&format!("[Game 1 {code}] ")),
            "{}",
            s.subject
        );
        code
    };
    assert_ne!(code(&to_alice), code(&to_bob));
    assert!(to_alice.body.contains("You play White. It is your move."));
    assert!(to_bob.body.contains("You play Black."));
    assert_eq!(to_alice.auto_submitted.as_deref(), Some("auto-replied"));

    // A move out of turn from Black: refused, to Bob alone.
    w.deliver(&plain(
        BOB,
        "b0@example.net",
        "Re: [Game 1] New game",
        Some(&to_bob.message_id),
        "e5",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].to, BOB);
    assert!(
        r[0].body
            .contains("it is not your turn: White is to move (1.)"),
        "{}",
        r[0].body
    );

    // 1. e4: plain text, threaded only by In-Reply-To (no tag in the subject).
    w.deliver(&plain(
        ALICE,
        "a1@example.org",
        "Re: my game",
        Some(&to_alice.message_id),
        "Hello Bob!\n\ne4\n\nAlice",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let (a, b) = (to(&r, ALICE)[0], to(&r, BOB)[0]);
    for reply in [a, b] {
        // Names and moves in ASCII: the HTML part travels as it is, its lines
        // short enough for 7bit (base64 cost CPU and a third more).
        assert_eq!(reply.html_encoding.as_deref(), Some("7bit"), "{reply:?}");
        assert!(
            reply
                .body
                .contains("White played 1. e4 (received as \"e4\")."),
            "{}",
            reply.body
        );
        assert!(reply.body.contains("Moves: 1. e4"));
        assert!(
            reply.subject.starts_with("[Game 1 ")
                && reply.subject.contains("] 1. e4, Black to move"),
            "{}",
            reply.subject
        );
        assert_eq!(board_lines(&reply.body).len(), 17);
    }
    // Each player sees the board from their side: White's first rank at the bottom.
    assert!(
        board_lines(&a.body)[15].starts_with("  1 |:R:|"),
        "{}",
        a.body
    );
    assert!(
        board_lines(&b.body)[15].starts_with("  8 |:r:|"),
        "{}",
        b.body
    );
    assert_eq!(a.in_reply_to.as_deref(), Some("a1@example.org"));
    assert!(b.body.contains("Your move (Black to play 1...)."));
    let last_to_bob = b.clone();

    // 1... e5: HTML only.
    w.deliver(&format!(
        "{}Content-Type: text/html; charset=utf-8\n\n<html><body><div>e5</div><div><br></div><div>-- Bob</div></body></html>\n",
        headers(BOB, "b1@example.net", "Re: [Game 1] 1. e4, Black to move", Some(&last_to_bob.message_id))
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(to(&r, BOB)[0]
        .body
        .contains("Black played 1... e5 (received as \"e5\")."));

    // The same message delivered twice: applied once, no reply.
    w.deliver(&format!(
        "{}Content-Type: text/html; charset=utf-8\n\n<html><body><div>e5</div></body></html>\n",
        headers(
            BOB,
            "b1@example.net",
            "Re: [Game 1] 1. e4, Black to move",
            None
        )
    ));
    assert!(w.poll().is_empty());

    // 2. Bc4: quoted-printable, with a move number and an annotation.
    w.deliver(&format!(
        "{}Content-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: quoted-printable\n\nBonjour Bob, voil=E0 mon coup=A0:\n\n2. Bc4!?\n\nAmiti=E9s,=20\nAlice\n",
        headers(ALICE, "a2@example.org", "Re: [Game 1] 1... e5, White to move", None)
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let a = to(&r, ALICE)[0];
    assert!(
        a.body
            .contains("White played 2. Bc4 (received as \"Bc4!?\")"),
        "{}",
        a.body
    );
    let previous_to_bob = to(&r, BOB)[0].body.clone();

    // A stranger writes about the game: refused, to the stranger alone.
    w.deliver(&plain(
        "eve@example.com",
        "e1@example.com",
        "[Game 1] move",
        None,
        "Nc6",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].to, "eve@example.com");
    assert!(r[0].body.contains("not a player of game 1"));

    // 2... Nc6: a reply quoting the previous diagram under "On ... wrote:".
    let body = format!(
        "Nc6\n\nOn Sat, Nov 21, 2026 at 10:05 AM PBEM Arbiter <arbiter@localhost> wrote:\n{}\n",
        quote(&previous_to_bob)
    );
    w.deliver(&plain(
        BOB,
        "b2@example.net",
        "Re: [Game 1] 2. Bc4, Black to move",
        None,
        &body,
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(to(&r, ALICE)[0]
        .body
        .contains("Black played 2... Nc6 (received as \"Nc6\")."));

    // An illegal move: refused with the reason, to Alice alone; the game is unchanged.
    w.deliver(&plain(
        ALICE,
        "a3x@example.org",
        "Re: [Game 1]",
        None,
        "Qh6",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].to, ALICE);
    assert!(
        r[0].body
            .contains("Qh6 is not legal: no white queen can move to h6 (FIDE 3.4)"),
        "{}",
        r[0].body
    );
    assert!(
        r[0].body
            .contains("Game 1 is unchanged. Your move (White to play 3.)."),
        "{}",
        r[0].body
    );

    // 3. Qh5: with a signature and "Sent from my iPhone".
    w.deliver(&plain(
        ALICE,
        "a3@example.org",
        "Re: [Game 1]",
        None,
        "Qh5\n\n-- \nAlice Liddell\nWonderland Chess Club\n1. e4 fan\n\nSent from my iPhone",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let previous_to_bob = to(&r, BOB)[0].body.clone();

    // 3... Nf6??: Outlook style, the original below "-----Original Message-----",
    // its diagram unquoted.
    let body = format!(
        "Nf6??\n\n-----Original Message-----\nFrom: PBEM Arbiter <arbiter@localhost>\nSent: Saturday, November 21, 2026 10:10 AM\nTo: {BOB}\nSubject: [Game 1] 3. Qh5\n\n{previous_to_bob}\n"
    );
    w.deliver(&plain(
        BOB,
        "b3@example.net",
        "RE: [Game 1] 3. Qh5, Black to move",
        None,
        &body,
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(to(&r, BOB)[0]
        .body
        .contains("Black played 3... Nf6 (received as \"Nf6??\")."));

    // 4. Qxf7#: multipart/alternative, text and HTML.
    w.deliver(&format!(
        "{}Content-Type: multipart/alternative; boundary=\"XX\"\n\n--XX\nContent-Type: text/plain; charset=utf-8\n\n4. Qxf7#\n--XX\nContent-Type: text/html; charset=utf-8\n\n<p>4. Qxf7#</p>\n--XX--\n",
        headers(ALICE, "a4@example.org", "Re: [Game 1]", None)
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    for reply in &r {
        assert!(
            reply
                .body
                .contains("White played 4. Qxf7# (received as \"Qxf7#\")."),
            "{}",
            reply.body
        );
        assert!(
            reply
                .body
                .contains("Game over: 1-0 (White wins by checkmate)."),
            "{}",
            reply.body
        );
        assert!(reply.subject.contains("1-0"));
        assert_eq!(board_lines(&reply.body).len(), 17);
    }

    // After the end: a move is refused.
    w.deliver(&plain(BOB, "b4@example.net", "Re: [Game 1]", None, "Ke7"));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert!(
        r[0].body
            .contains("game 1 is over: 1-0 White wins by checkmate"),
        "{}",
        r[0].body
    );

    // The database: the game, its turns as received and canonical, every message.
    let db = w.db();
    let (status, result): (String, String) = db
        .query_row("SELECT status, result FROM games WHERE id = 1", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!((status.as_str(), result.as_str()), ("finished", "1-0"));
    let turns: Vec<(String, String)> = common::rows(
        &db,
        "SELECT input, canonical FROM turns WHERE game_id = 1 ORDER BY ply",
        [],
    );
    let canonical: Vec<&str> = turns.iter().map(|t| t.1.as_str()).collect();
    assert_eq!(
        canonical,
        vec!["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]
    );
    assert_eq!(turns[5].0, "Nf6??");
    // 12 deliveries; the duplicate is recognised, not recorded again.
    assert_eq!(w.count("SELECT COUNT(*) FROM messages"), 11);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM messages WHERE outcome = 'applied'"),
        7
    );
    assert_eq!(
        w.count("SELECT COUNT(*) FROM messages WHERE outcome = 'refused'"),
        4
    );
    assert_eq!(
        w.count("SELECT COUNT(*) FROM outbox WHERE status = 'sent'"),
        2 + 7 * 2 + 4
    );
    // Every message left new/ for cur/, flagged Seen.
    let cur: Vec<String> = std::fs::read_dir(w.data().join("inbox/cur"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(cur.len(), 12);
    assert!(cur.iter().all(|n| n.ends_with(":2,S")));

    // The same game from the command line.
    let (code, out, _) = w.arbiter(&["export", "1"]);
    assert_eq!(code, 0);
    assert!(out.contains("[Variant \"chess\"]") && out.contains("[Result \"1-0\"]"));
    assert!(
        common::moves_of(&out).contains("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0"),
        "{out}"
    );
    let (_, out, _) = w.arbiter(&["game", "show", "1"]);
    assert!(out.contains("Status: finished, 1-0 (White wins by checkmate)"));
    let (_, out, _) = w.arbiter(&["game", "list"]);
    assert!(out.contains("finished") && out.contains("7 plies"), "{out}");
}

#[test]
fn draws_by_offer_claim_and_resignation() {
    let mut w = World::new();
    w.new_game(ALICE, BOB);
    w.new_replies();
    let mv = |w: &mut World, from: &str, n: &str, body: &str| {
        w.deliver(&plain(from, &format!("{n}@x"), "Re: [Game 1]", None, body));
        w.poll()
    };
    // Offer with a move, then declined by moving.
    let r = mv(&mut w, ALICE, "1", "Nf3 draw");
    assert!(
        to(&r, BOB)[0].body.contains("White offers a draw"),
        "{}",
        to(&r, BOB)[0].body
    );
    let r = mv(&mut w, BOB, "2", "Nf6");
    assert!(
        to(&r, ALICE)[0].body.contains("White's draw offer lapsed"),
        "{}",
        to(&r, ALICE)[0].body
    );
    // Decline without an offer: refused.
    let r = mv(&mut w, ALICE, "3", "decline");
    assert!(r[0].body.contains("no draw offer from your opponent"));
    // Shuffle knights to a threefold repetition, then claim it.
    for (i, (who, m)) in [
        (ALICE, "Ng1"),
        (BOB, "Ng8"),
        (ALICE, "Nf3"),
        (BOB, "Nf6"),
        (ALICE, "Ng1"),
        (BOB, "Ng8"),
    ]
    .iter()
    .enumerate()
    {
        let r = mv(&mut w, who, &format!("s{i}"), m);
        assert_eq!(r.len(), 2, "{m}: {r:?}");
    }
    let r = mv(&mut w, BOB, "c0", "claim draw");
    assert!(
        r[0].body.contains("only the player to move may claim"),
        "{}",
        r[0].body
    );
    let r = mv(&mut w, ALICE, "c1", "claim draw");
    assert_eq!(r.len(), 2);
    assert!(
        r[0].body
            .contains("Game over: 1/2-1/2 (Draw by threefold repetition (claimed))."),
        "{}",
        r[0].body
    );

    // A second game: offer and accept; a third: resignation.
    let mut w = World::new();
    w.new_game(ALICE, BOB);
    w.new_replies();
    mv(&mut w, BOB, "1", "draw");
    let r = mv(&mut w, ALICE, "2", "draw");
    assert!(r[0].body.contains("Draw by agreement"), "{}", r[0].body);
    let mut w = World::new();
    w.new_game(ALICE, BOB);
    w.new_replies();
    let r = mv(&mut w, BOB, "1", "I resign.");
    assert_eq!(r.len(), 2);
    assert!(
        r[0].body.contains("Black resigned.") && r[0].body.contains("1-0"),
        "{}",
        r[0].body
    );
}

#[test]
fn board_history_and_help_go_to_the_sender_only() {
    let mut w = World::new();
    w.new_game(ALICE, BOB);
    w.new_replies();
    w.deliver(&plain(BOB, "h1@x", "[Game 1]", None, "board"));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].to, BOB);
    assert!(r[0].body.contains("+---+"));
    w.deliver(&plain(
        "newcomer@example.com",
        "h2@x",
        "how does this work?",
        None,
        "help",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert!(r[0].body.contains("claim draw"));
    // A wrong move number is refused.
    w.deliver(&plain(ALICE, "h3@x", "[Game 1]", None, "2. e4"));
    let r = w.poll();
    assert!(
        r[0].body
            .contains("move number 2 is wrong: it is now move 1."),
        "{}",
        r[0].body
    );
    w.deliver(&plain(ALICE, "h4@x", "[Game 1]", None, "1... e4"));
    let r = w.poll();
    assert!(
        r[0].body
            .contains("was written for black, but it is white's turn"),
        "{}",
        r[0].body
    );
}

#[test]
fn a_game_with_different_armies_by_mail() {
    let mut w = World::new();
    let (code, out, err) = w.arbiter(&[
        "game",
        "new",
        "--variant",
        "cwda",
        "--option",
        "white-army=nutty-knights",
        "--option",
        "black-army=colorbound-clobberers",
        "--white",
        ALICE,
        "--black",
        BOB,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().next(), Some("1"));
    let first = w.new_replies();
    let to_alice = to(&first, ALICE)[0];
    assert!(to_alice.body.contains("Chess with Different Armies"));
    // The legend names every letter with its piece and Betza string.
    for entry in [
        "Charging Knight",
        "fhNrlbK",
        "Fibnif",
        "fbNF",
        "Cardinal",
        "BN",
    ] {
        assert!(
            to_alice.body.contains(entry),
            "{entry} missing:\n{}",
            to_alice.body
        );
    }
    w.deliver(&plain(ALICE, "n1@x", "[Game 1]", None, "Hc1-d3"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(
        to(&r, BOB)[0].body.contains("White played 1. Hd3"),
        "{}",
        to(&r, BOB)[0].body
    );
    w.deliver(&plain(BOB, "n2@x", "[Game 1]", None, "Wb8-d6"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let (_, out, _) = w.arbiter(&["export", "1"]);
    assert!(
        out.contains("[Variant \"cwda\"]")
            && out.contains("[VariantOption \"white-army=nutty-knights\"]"),
        "{out}"
    );
    assert!(common::moves_of(&out).contains("1. Hd3 Wd6"), "{out}");
    // A stored game is rebuilt with its armies.
    let (_, out, _) = w.arbiter(&["game", "show", "1"]);
    assert!(
        out.contains("Position: d1ackawd/pppppppp/3w4/8/8/3H4/PPPPPPPP/GI1OKHIG w KQkq - 2 2"),
        "{out}"
    );
}

#[test]
fn a_momentum_game_by_mail() {
    let mut w = World::new();
    let (code, _, err) = w.arbiter(&[
        "game",
        "new",
        "--variant",
        "momentum",
        "--option",
        "black-army=nutty-knights",
        "--white",
        ALICE,
        "--black",
        BOB,
    ]);
    assert_eq!(code, 0, "{err}");
    let first = w.new_replies();
    assert!(to(&first, BOB)[0].body.contains("Momentum Chess"));
    w.deliver(&plain(ALICE, "m1@x", "[Game 1]", None, "1. e4"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    // The diagram marks the piece in motion and says where it goes next.
    let b = to(&r, BOB)[0];
    assert!(
        b.body
            .contains("* e4: white pawn in motion 0/2, next e6 (quiet slide)"),
        "{}",
        b.body
    );
    assert!(
        b.body.contains(":P*") || b.body.contains(" P*"),
        "{}",
        b.body
    );
    w.deliver(&plain(BOB, "m2@x", "[Game 1]", None, "(fhNrlbK)c8-d6"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    // An incomplete turn: the pawn in motion is left out.
    w.deliver(&plain(ALICE, "m3@x", "[Game 1]", None, "Nf3"));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert!(
        r[0].body
            .contains("the pawn on e4 is in motion and must continue to e6"),
        "{}",
        r[0].body
    );
    // The whole turn in one message, events in order.
    w.deliver(&plain(ALICE, "m4@x", "[Game 1]", None, "2. e4-e6, f2-f3"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(
        to(&r, BOB)[0].body.contains("White played 2. e4-e6, f2-f3"),
        "{}",
        to(&r, BOB)[0].body
    );
    // Black's turn with an autostop: the c8 knight, moved to d6, would go on to e4.
    w.deliver(&plain(
        BOB,
        "m5@x",
        "[Game 1]",
        None,
        "(fhNfrlRK)d8:e6, (fhNrlbK)d6-e4",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    // White: the f-pawn continues f3-f4; the Nutty army's letters in the legend.
    w.deliver(&plain(ALICE, "m6@x", "[Game 1]", None, "f3-f4, Bf1-e2"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let a = to(&r, ALICE)[0];
    assert!(
        a.body.contains("Colonel") && a.body.contains("fhNfrlRK"),
        "{}",
        a.body
    );
    // Black stops the knight and the Colonel's capture momentum takes on f4 (compulsory).
    w.deliver(&plain(
        BOB,
        "m7@x",
        "[Game 1]",
        None,
        "(fhNrlbK)e4-e4, (fhNfrlRK)e6:f4",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    // A second game: a blocked pawn stops by itself, and the reply says so in words.
    let (code, _, _) = w.arbiter(&[
        "game",
        "new",
        "--variant",
        "momentum",
        "--white",
        ALICE,
        "--black",
        BOB,
    ]);
    assert_eq!(code, 0);
    w.new_replies();
    for (who, id, text) in [
        (ALICE, "k1@x", "e4"),
        (BOB, "k2@x", "e5"),
        (ALICE, "k3@x", "Nf3"),
    ] {
        w.deliver(&plain(who, id, "[Game 2]", None, text));
        let r = w.poll();
        assert_eq!(r.len(), 2, "{text}: {r:?}");
        if text == "Nf3" {
            let a = to(&r, ALICE)[0];
            assert!(a.body.contains("White played 2. Ng1-f3 (received as \"Nf3\").\n  Autostop: the pawn on e4 stops by itself, because e5 is in the way."), "{}", a.body);
        }
    }
    let (_, out, _) = w.arbiter(&["export", "1"]);
    assert!(out.contains("[Variant \"momentum\"]"), "{out}");
}

/// Makes a game of `variant` from `fen`, returns its number.
fn variant_game(w: &mut World, variant: &str, fen: &str) -> i64 {
    let (code, out, err) = w.arbiter(&[
        "game",
        "new",
        "--variant",
        variant,
        "--fen",
        fen,
        "--white",
        ALICE,
        "--black",
        BOB,
    ]);
    assert_eq!(code, 0, "{err}");
    w.new_replies();
    out.lines().next().unwrap().parse().unwrap()
}

#[test]
fn revolving_prodem_and_mutd_games_played_to_a_finish_by_mail() {
    let mut w = World::new();
    // Revolving: the rook becomes a queen on a8 and mates.
    let g = variant_game(&mut w, "revolving", "6k1/5ppp/8/8/8/8/7P/R3K3 w - - 0 1");
    w.deliver(&plain(
        ALICE,
        "rv1@x",
        &format!("[Game {g}]"),
        None,
        "Ra8(Q)",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(
        r[0].body.contains("White played 1. Ra8(Q)#")
            && r[0]
                .body
                .contains("Game over: 1-0 (White wins by checkmate)."),
        "{}",
        r[0].body
    );
    // ProDem: an odd turn demotes; the queen takes the king and wins.
    let g = variant_game(&mut w, "prodem", "4k3/8/8/8/8/8/3q4/Q3K3 w - - 0 3");
    w.deliver(&plain(
        ALICE,
        "pd1@x",
        &format!("[Game {g}]"),
        None,
        "3. Qa4(R)",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(
        to(&r, BOB)[0]
            .body
            .contains("Turn 3 is odd: a piece moved now is demoted."),
        "{}",
        to(&r, BOB)[0].body
    );
    w.deliver(&plain(
        BOB,
        "pd2@x",
        &format!("[Game {g}]"),
        None,
        "Qxe1(R)",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(
        r[0].body
            .contains("Game over: 0-1 (Black wins by capturing the king)."),
        "{}",
        r[0].body
    );
    // Move Up Take Down: a wrong suffix is refused with what the piece becomes; then a
    // capture of the king.
    let g = variant_game(&mut w, "mutd", "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1");
    w.deliver(&plain(
        ALICE,
        "mu1@x",
        &format!("[Game {g}]"),
        None,
        "Rxe8(Q)",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 1);
    assert!(
        r[0].body
            .contains("after this move the piece becomes B, not Q"),
        "{}",
        r[0].body
    );
    w.deliver(&plain(
        ALICE,
        "mu2@x",
        &format!("[Game {g}]"),
        None,
        "R:K(B)",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(
        r[0].body.contains("White played 1. Rxe8(B)")
            && r[0].body.contains("1-0 (White wins by capturing the king)"),
        "{}",
        r[0].body
    );
    let (_, out, _) = w.arbiter(&["game", "list"]);
    assert_eq!(out.matches("finished").count(), 3, "{out}");
}

#[test]
fn a_knightmare_game_played_to_a_finish_by_mail() {
    let mut w = World::new();
    let g = variant_game(
        &mut w,
        "knightmare",
        "3nkb2/2qppp1p/8/8/8/2N5/8/4K3 w - - 0 1 -",
    );
    w.deliver(&plain(ALICE, "km1@x", &format!("[Game {g}]"), None, "Nb5"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    w.deliver(&plain(BOB, "km2@x", &format!("[Game {g}]"), None, "h6"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    // The knight joins the black queen on c7: the reply shows both halves and says who
    // moves which; the fresh Knightmare checks and Black may not move it: mate.
    w.deliver(&plain(
        ALICE,
        "km3@x",
        &format!("[Game {g}]"),
        None,
        "N~Qc7",
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let b = to(&r, BOB)[0];
    assert!(b.body.contains("White played 2. N~Qc7#"), "{}", b.body);
    assert!(
        b.body.contains("Nq")
            && b.body
                .contains("White moves it as a knight, Black as a queen"),
        "{}",
        b.body
    );
    assert!(
        b.body.contains("Game over: 1-0 (White wins by checkmate)."),
        "{}",
        b.body
    );
    let (_, out, _) = w.arbiter(&["game", "show", &g.to_string()]);
    assert!(
        out.contains("Status: finished, 1-0 (White wins by checkmate)"),
        "{out}"
    );
}
