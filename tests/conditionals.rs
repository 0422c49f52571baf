//! Conditional moves by mail, through the real binary: lines left with
//! a move, a reply played at once when the opponent's turn matches (both players
//! mailed once, the owner's clock charged nothing), branches, chains, lines that no
//! longer match dropped, bad lines refused while the move is played, and the lines
//! never shown to the opponent.

mod common;

use common::{reply_mail, to, Sent, World};

const W: &str = "alice@example.org";
const B: &str = "bob@example.org";

/// One mail from `from` about `game`, polled at `now`; the replies.
fn mail(w: &mut World, from: &str, id: &str, game: i64, body: &str, now: &str) -> Vec<Sent> {
    w.deliver(&reply_mail(from, id, game, body));
    w.poll_at(now)
}

fn subjects(replies: &[Sent]) -> Vec<(&str, &str)> {
    replies
        .iter()
        .map(|r| (r.to.as_str(), r.subject.as_str()))
        .collect()
}

fn turns(w: &World, game: i64) -> Vec<String> {
    w.canonical_turns(game)
}

/// Every byte of every mail to `who` since the game began, and the PGN export.
fn everything_seen_by(w: &World, who: &str, game: i64) -> String {
    let mut all = String::new();
    for entry in std::fs::read_dir(w.data().join("outbox")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "eml") {
            let sent = common::read_sent(&path);
            if sent.to == who {
                all.push_str(&String::from_utf8_lossy(&std::fs::read(&path).unwrap()));
                all.push_str(&sent.body);
                all.push_str(sent.html.as_deref().unwrap_or(""));
            }
        }
    }
    let (code, pgn, err) = w.arbiter(&["export", &game.to_string()]);
    assert_eq!(code, 0, "{err}");
    all.push_str(&pgn);
    all
}

#[test]
fn chess_a_branch_is_chosen_by_the_opponent_and_a_chain_goes_on_with_nothing_on_the_owners_clock() {
    let mut w = World::new();
    let g = w.game_with(
        W,
        B,
        &[
            "--variant",
            "chess",
            "--time-control",
            "10d/move",
            "--now",
            "2026-11-01T00:00:00Z",
        ],
    );
    let replies = mail(
        &mut w,
        W,
        "c1@x",
        g,
        "1. e4\nif 1... e5 then 2. Nf3; if 2... Nc6 then 3. Bb5; if 3... a6 then 4. Ba4\n\
         if 1... c5 then 2. Ng1-f3\nif 1... e5 then 2. Nf3; if 2... Nf6 then 3. Nxe5",
        "2026-11-01T10:00:00Z",
    );
    let to_w = to(&replies, W);
    let to_b = to(&replies, B);
    assert_eq!((to_w.len(), to_b.len()), (1, 1), "{:?}", subjects(&replies));
    assert!(
        to_w[0].body.contains("Conditional moves kept (3 lines;"),
        "{}",
        to_w[0].body
    );
    assert!(
        to_w[0]
            .body
            .contains("if 1... e5 then 2. Nf3; if 2... Nc6 then 3. Bb5; if 3... a6 then 4. Ba4"),
        "{}",
        to_w[0].body
    );
    assert!(!to_b[0].body.contains("Conditional"), "{}", to_b[0].body);

    // Black's 1... e5 chooses the first branch: 2. Nf3 at once, one mail each.
    let replies = mail(&mut w, B, "c2@x", g, "e7-e5", "2026-11-02T10:00:00Z");
    assert_eq!(turns(&w, g), ["e4", "e5", "Nf3"]);
    let to_w = to(&replies, W);
    let to_b = to(&replies, B);
    assert_eq!((to_w.len(), to_b.len()), (1, 1), "{:?}", subjects(&replies));
    assert!(
        to_b[0].subject.contains("1... e5 2. Nf3"),
        "{}",
        to_b[0].subject
    );
    assert!(
        to_b[0].body.contains("White played 2. Nf3 at once"),
        "{}",
        to_b[0].body
    );
    assert!(
        to_w[0]
            .body
            .contains("Your conditional reply 2. Nf3 was played at once; 2 lines go on; 1 line that expected another move is dropped"),
        "{}",
        to_w[0].body
    );
    // The owner's clock: nothing charged for the conditional reply (White's 10
    // hours are those of 1. e4); Black's clock runs from now.
    assert!(
        to_b[0]
            .body
            .contains("White used 0d 10:00:00, left 10d 00:00:00"),
        "{}",
        to_b[0].body
    );
    assert!(
        to_b[0]
            .body
            .contains("Black must move by 2026-11-12 10:00:00 UTC"),
        "{}",
        to_b[0].body
    );

    // A chain: 2... Nc6 3. Bb5 at once, then 3... a6 4. Ba4.
    mail(&mut w, B, "c3@x", g, "Nc6", "2026-11-03T10:00:00Z");
    let replies = mail(&mut w, B, "c4@x", g, "a6", "2026-11-04T10:00:00Z");
    assert_eq!(turns(&w, g), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]);
    assert!(
        to(&replies, W)[0]
            .body
            .contains("Your conditional reply 4. Ba4 was played at once."),
        "{:?}",
        subjects(&replies)
    );
    assert_eq!(
        w.count("SELECT count(*) FROM conditionals"),
        0,
        "the chain is used up"
    );

    // Nothing of the lines ever reached Black, and no PGN shows them.
    let seen = everything_seen_by(&w, B, g);
    for secret in [
        "if 1...",
        "Nxe5",
        "Ng1-f3",
        "c5 then",
        "Conditional",
        "conditional reply",
    ] {
        assert!(!seen.contains(secret), "Black saw {secret:?}");
    }
}

#[test]
fn a_turn_no_line_expected_drops_the_lines_and_a_bad_line_is_refused_while_the_move_is_played() {
    let mut w = World::new();
    let g = w.game_with(W, B, &["--variant", "chess"]);
    let replies = mail(
        &mut w,
        W,
        "d1@x",
        g,
        "1. d4\nif 1... d5 then 2. c4\nif 1... Nf6 then 2. Nf6\nif 1... e5 then 2. dxe5; if 2... Qh4 then",
        "2026-11-01T10:00:00Z",
    );
    assert_eq!(turns(&w, g), ["d4"]);
    let body = &to(&replies, W)[0].body;
    assert!(body.contains("Conditional moves kept (1 line;"), "{body}");
    assert!(
        body.contains("line 2 (\"if 1... Nf6 then 2. Nf6\"): ply 3 (2. Nf6)"),
        "{body}"
    );
    assert!(body.contains("line 3 ("), "{body}");
    assert!(body.contains("step 2 has no reply"), "{body}");

    // Black plays something else: the line is dropped, nothing is played for White.
    let replies = mail(&mut w, B, "d2@x", g, "1... c5", "2026-11-02T10:00:00Z");
    assert_eq!(turns(&w, g), ["d4", "c5"]);
    let body = &to(&replies, W)[0].body;
    assert!(
        body.contains("Your opponent played c5, which none of your conditional lines expected"),
        "{body}"
    );
    assert!(!to(&replies, B)[0].body.contains("expected"));
    assert_eq!(w.count("SELECT count(*) FROM conditionals"), 0);

    // `conditionals` shows the sender's own lines; `cancel conditionals` drops them.
    mail(
        &mut w,
        W,
        "d3@x",
        g,
        "2. c4\nif 2... e6 then 3. Nc3",
        "2026-11-03T10:00:00Z",
    );
    let replies = mail(&mut w, W, "d4@x", g, "conditionals", "2026-11-03T11:00:00Z");
    assert_eq!(replies.len(), 1, "{:?}", subjects(&replies));
    assert!(
        replies[0].body.contains("1. if 2... e6 then 3. Nc3"),
        "{}",
        replies[0].body
    );
    let replies = mail(
        &mut w,
        W,
        "d5@x",
        g,
        "cancel conditionals",
        "2026-11-03T12:00:00Z",
    );
    assert!(
        replies[0]
            .body
            .contains("Your 1 pending conditional line is cancelled."),
        "{}",
        replies[0].body
    );
    assert_eq!(w.count("SELECT count(*) FROM conditionals"), 0);
}

#[test]
fn a_draw_offer_drops_the_lines_and_lines_without_the_code_are_refused() {
    let mut w = World::new();
    let g = w.game_with(W, B, &["--variant", "chess"]);
    mail(
        &mut w,
        W,
        "e1@x",
        g,
        "1. e4\nif 1... e5 then 2. Nf3",
        "2026-11-01T10:00:00Z",
    );
    let replies = mail(&mut w, B, "e2@x", g, "1... e5 draw", "2026-11-02T10:00:00Z");
    assert_eq!(turns(&w, g), ["e4", "e5"]);
    assert!(
        to(&replies, W)[0]
            .body
            .contains("Your conditional moves in this game are dropped"),
        "{:?}",
        subjects(&replies)
    );
    assert_eq!(w.count("SELECT count(*) FROM conditionals"), 0);

    // A forged mail (no code) cannot leave lines for a player.
    w.deliver_as_written(&reply_mail(W, "e3@x", g, "if 2... Nc6 then 3. Bb5"));
    let replies = w.poll_at("2026-11-02T11:00:00Z");
    assert!(
        replies[0]
            .body
            .contains("conditional moves count only in a reply"),
        "{:?}",
        subjects(&replies)
    );
    assert_eq!(w.count("SELECT count(*) FROM conditionals"), 0);
}

#[test]
fn momentum_comma_turns_as_condition_and_as_reply_and_a_chain_across_both_players() {
    let mut w = World::new();
    let g = w.game_with(
        W,
        B,
        &[
            "--variant",
            "momentum",
            "--fen",
            "8/p7/8/5N2/R2n2k1/5P2/8/K7 w - - 0 1 f3@0/1",
        ],
    );
    // Black leaves a reply to a turn of two events.
    let replies = mail(
        &mut w,
        B,
        "m1@x",
        g,
        "if 1. f3-f4, Ra4:d4 then 1... Kg4-h3",
        "2026-11-01T10:00:00Z",
    );
    assert_eq!(replies.len(), 1, "{:?}", subjects(&replies));
    assert!(
        replies[0].body.contains("Conditional moves kept (1 line;"),
        "{}",
        replies[0].body
    );
    // White plays that turn and leaves a comma turn as the answer to Black's reply:
    // Black's conditional reply, then White's, all in one transaction.
    let replies = mail(
        &mut w,
        W,
        "m2@x",
        g,
        "1. f3-f4, Ra4:d4\nif 1... Kg4-h3 then 2. Nf5-h6, f4-f5",
        "2026-11-02T10:00:00Z",
    );
    let played = turns(&w, g);
    assert_eq!(played.len(), 3, "{played:?}");
    assert_eq!(played[0], "f3-f4, Ra4:d4+");
    assert_eq!(played[1], "Kg4-h3");
    assert!(played[2].starts_with("Nf5-h6, f4-f5"), "{played:?}");
    assert_eq!(to(&replies, B).len(), 1, "{:?}", subjects(&replies));
    assert_eq!(w.count("SELECT count(*) FROM conditionals"), 0);
}

#[test]
fn missed_mark_a_displaced_move_as_condition() {
    let mut w = World::new();
    let g = w.game_with(
        W,
        B,
        &["--variant", "missedmark", "--option", "white-rule=total"],
    );
    mail(
        &mut w,
        B,
        "x1@x",
        g,
        "if 1. Ra1-b3 (Nb1-c3) then 1... e7-e5",
        "2026-11-01T10:00:00Z",
    );
    let replies = mail(
        &mut w,
        W,
        "x2@x",
        g,
        "1. Ra1-b3 (intend Nb1-c3)",
        "2026-11-02T10:00:00Z",
    );
    assert_eq!(turns(&w, g), ["Ra1-b3 (Nb1-c3)", "e7-e5"]);
    assert!(
        to(&replies, W)[0]
            .body
            .contains("Black played 1... e7-e5 at once"),
        "{}",
        to(&replies, W)[0].body
    );
}

#[test]
fn black_holes_a_drop_as_condition() {
    let mut w = World::new();
    let g = w.game_with(W, B, &["--variant", "blackholes"]);
    mail(
        &mut w,
        W,
        "h1@x",
        g,
        "1. e4\nif 1... Sb8-c6 then 2. Ke2; if 2... (Hb8) then 3. Ke1",
        "2026-11-01T10:00:00Z",
    );
    mail(&mut w, B, "h2@x", g, "1... Nc6", "2026-11-02T10:00:00Z");
    assert_eq!(turns(&w, g).len(), 3);
    mail(&mut w, B, "h3@x", g, "2... (Hb8)", "2026-11-03T10:00:00Z");
    let played = turns(&w, g);
    assert_eq!(played.len(), 5, "{played:?}");
    assert_eq!(played[3], "(Hb8)");
    assert_eq!(played[4], "Ke1");
}

#[test]
fn prodem_a_pass_as_condition() {
    let mut w = World::new();
    let g = w.game_with(W, B, &["--variant", "prodem"]);
    mail(
        &mut w,
        B,
        "p1@x",
        g,
        "if 1. -- then 1... Nc6",
        "2026-11-01T10:00:00Z",
    );
    w.deliver(&reply_mail(W, "p2@x", g, "--"));
    w.poll_at("2026-11-02T10:00:00Z");
    assert_eq!(turns(&w, g), ["--", "Nc6(P)"]);
}

#[test]
fn game_show_lists_them_only_when_asked_and_an_organisers_takeback_drops_them() {
    let mut w = World::new();
    let g = w.game_with(W, B, &["--variant", "chess"]);
    mail(
        &mut w,
        W,
        "t1@x",
        g,
        "1. e4\nif 1... e5 then 2. Nf3",
        "2026-11-01T10:00:00Z",
    );
    let (code, out, err) = w.arbiter(&["game", "show", &g.to_string()]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("Nf3"), "{out}");
    let (code, out, err) = w.arbiter(&["game", "show", &g.to_string(), "--conditionals"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("White: if 1... e5 then 2. Nf3"), "{out}");
    assert!(out.contains("Black: none"), "{out}");
    let (code, _, err) = w.arbiter(&["game", "takeback", &g.to_string(), "--reason", "slip"]);
    assert_eq!(code, 0, "{err}");
    let replies = w.new_replies();
    let to_w = to(&replies, W);
    assert!(
        to_w[0]
            .body
            .contains("Your conditional moves in this game are dropped: the organiser"),
        "{}",
        to_w[0].body
    );
    assert!(!to(&replies, B)[0].body.contains("conditional"));
    assert_eq!(w.count("SELECT count(*) FROM conditionals"), 0);
}

#[test]
fn an_event_that_forbids_conditionals_refuses_them_with_that_reason() {
    let mut w = World::new();
    let now = "2026-11-01T00:00:00Z";
    let (code, _, err) = w.arbiter(&["init"]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = w.arbiter(&[
        "tournament",
        "new",
        "Blitz by Post",
        "--conditionals",
        "off",
        "--player",
        W,
        "--player",
        B,
        "--now",
        now,
    ]);
    assert_eq!(code, 0, "{err}");
    let t = out.lines().next().unwrap().trim().to_string();
    let (code, _, err) = w.arbiter(&["tournament", "start", &t, "--now", now]);
    assert_eq!(code, 0, "{err}");
    w.new_replies();
    let (white, black, game): (String, String, i64) = w
        .db()
        .query_row(
            "SELECT w.email, b.email, g.id FROM games g JOIN players w ON w.id = g.white_id \
             JOIN players b ON b.id = g.black_id",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    let replies = mail(
        &mut w,
        &white,
        "f1@x",
        game,
        "1. e4\nif 1... e5 then 2. Nf3",
        "2026-11-01T10:00:00Z",
    );
    assert_eq!(turns(&w, game), ["e4"], "the move is still played");
    let body = &to(&replies, &white)[0].body;
    assert!(
        body.contains("Blitz by Post (tournament 1) does not allow conditional moves"),
        "{body}"
    );
    assert_eq!(w.count("SELECT count(*) FROM conditionals"), 0);
    assert!(!to(&replies, &black)[0].body.contains("conditional"));
}

#[test]
fn black_holes_a_relativistic_path_as_condition_and_a_relativistic_capture_as_reply() {
    let mut w = World::new();
    // The rule text's exercise diagram, White to move.
    let g = w.game_with(
        W,
        B,
        &[
            "--variant",
            "blackholes",
            "--fen",
            "Bnkqb/1hrpH/1hhhp/p1p1H/H1P1P/PR3/Pp1P1/1QHKN w - - 0 1",
        ],
    );
    mail(
        &mut w,
        B,
        "r1@x",
        g,
        "if 1. Qb1-c1-a4-b4 then 1... Rc7-c6-d6xd2\nif 1. Rc3 then 1... Rc7-c6-d6xd2",
        "2026-11-01T10:00:00Z",
    );
    let replies = mail(
        &mut w,
        W,
        "r2@x",
        g,
        "1. Qb1-c1-a4-b4",
        "2026-11-02T10:00:00Z",
    );
    let played = turns(&w, g);
    assert_eq!(played.len(), 2, "{played:?}");
    assert!(played[0].starts_with("Qb1-c1-a4-b4"), "{played:?}");
    assert!(played[1].starts_with("Rc7-c6-d6xd2"), "{played:?}");
    assert!(
        to(&replies, W)[0].body.contains("at once"),
        "{}",
        to(&replies, W)[0].body
    );
}

#[test]
fn a_flood_of_bad_lines_gets_a_bounded_answer_and_the_move_is_played() {
    let mut w = World::new();
    let g = w.game_with(W, B, &["--variant", "chess"]);
    let long = "Nf3 ".repeat(200);
    let mut body = String::from("1. e4\n");
    for i in 0..300 {
        body.push_str(&format!("if 1... e{i} then {long}\n"));
    }
    let replies = mail(&mut w, W, "fl@x", g, &body, "2026-11-01T10:00:00Z");
    assert_eq!(turns(&w, g), ["e4"]);
    let reply = &to(&replies, W)[0].body;
    assert!(
        reply.contains("... and 280 more"),
        "{}",
        &reply[..reply.len().min(2000)]
    );
    assert!(reply.len() < 20_000, "{} bytes", reply.len());
    assert_eq!(w.count("SELECT count(*) FROM conditionals"), 0);
}
