//! A Missed-Mark game by mail through the real binary: displaced moves in
//! each notation form, a refused mismatch that lists what would fit, the help reply
//! for the player's own rule, the intended move in the replies, a mate, and the PGN
//! export (with the rules in tags) replayed by `arbiter replay`; and a displaced move
//! that a phone or a desktop client wrapped as `format=flowed` text (RFC 3676),
//! read as the one line the player wrote.

use crate::common::{reply_mail as mail, to, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

fn game(w: &mut World, extra: &[&str]) -> i64 {
    let mut args = vec!["--variant", "missedmark"];
    args.extend_from_slice(extra);
    w.game_with(ALICE, BOB, &args)
}

#[test]
fn displaced_moves_by_mail_in_every_form() {
    let mut w = World::new();
    let g = game(&mut w, &["--option", "white-rule=total"]);
    // Total displacement: intending Nb1-c3, the rook beside the knight lands on b3.
    w.deliver(&mail(ALICE, "d1@x", g, "1. Ra1-b3 (intend Nb1-c3)"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let body = &to(&r, BOB)[0].body;
    assert!(
        body.contains("Ra1-b3 (Nb1-c3)") && body.contains("intended b1-c3"),
        "{body}"
    );
    w.deliver(&mail(BOB, "d2@x", g, "1... Ra8-b6 (intended Nb8-c6)"));
    assert_eq!(w.poll().len(), 2);
    // A mismatch: under total the rook would not land on f3; the reply lists the fit.
    w.deliver(&mail(ALICE, "d3@x", g, "2. Rh1-f3 (Ng1-f3)"));
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(
        r[0].body.contains("total displacement") && r[0].body.contains("Moves in Missed-Mark"),
        "{}",
        r[0].body
    );
    w.deliver(&mail(ALICE, "d4@x", g, "2. Rh1-g3 (Ng1-f3)"));
    assert_eq!(w.poll().len(), 2);
    // Help explains the notation, and the player's own rule with an example.
    w.deliver(&mail(BOB, "d5@x", g, "help"));
    let r = w.poll();
    assert!(
        r[0].body.contains("(intend Nb1-c3)")
            && r[0].body.contains("You play Black by total displacement")
            && r[0].body.contains("Rh1-g3 (Ng1-f3)"),
        "{}",
        r[0].body
    );
    w.deliver(&mail(ALICE, "d6@x", g, "help"));
    let r = w.poll();
    assert!(
        r[0].body.contains("You play White by total displacement"),
        "{}",
        r[0].body
    );
}

#[test]
fn a_mate_and_the_export_replays() {
    let mut w = World::new();
    let g = game(
        &mut w,
        &[
            "--option",
            "white-rule=source",
            "--option",
            "black-rule=source",
            "--fen",
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        ],
    );
    w.deliver(&mail(ALICE, "e1@x", g, "Ra1-a8"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(
        r[0].body.contains("Ra1-a8#") && r[0].body.contains("1-0"),
        "{}",
        r[0].body
    );
    let (code, pgn, err) = w.arbiter(&["export", &g.to_string()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        pgn.contains("[Variant \"missedmark\"]")
            && pgn.contains("[VariantOption \"black-rule=source\"]")
            && pgn.contains("[VariantOption \"white-rule=source\"]"),
        "{pgn}"
    );
    let file = w.dir.path().join("game.pgn");
    std::fs::write(&file, &pgn).unwrap();
    let (code, out, err) = w.arbiter(&["replay", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
}

/// The position before Black's 4... d7:d4 (Qc7-c4) in the rule text's sample game
/// (tests/data/missedmark/sample-game.pgn): Black plays by total displacement.
const BEFORE_D7_D4: &str = "rnb1kbnr/ppqppppp/8/8/3B4/1P6/P1P1PPPP/RN1QKBNR b KQkq - 0 4";

/// A mail of tests/data/mail/flowed/, as its client sent it (CRLF, trailing spaces).
fn flowed_mail(name: &str) -> Vec<u8> {
    let path = format!(
        "{}/tests/data/mail/flowed/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&path).unwrap()
}

/// Bob's mail `name` about game 1 is played: both players hear of 4... d7xd4 (Qc7-c4).
fn played(name: &str) {
    let mut w = World::new();
    let g = game(&mut w, &["--fen", BEFORE_D7_D4]);
    assert_eq!(g, 1, "the mails in tests/data/mail/flowed/ name game 1");
    w.deliver_bytes(&flowed_mail(name));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{name}: {r:?}");
    let body = &to(&r, ALICE)[0].body;
    assert!(body.contains("d7xd4 (Qc7-c4)"), "{name}: {body}");
    let (code, pgn, err) = w.arbiter(&["export", "1"]);
    assert_eq!(code, 0, "{err}");
    assert!(pgn.contains("d7xd4 (Qc7-c4)"), "{name}: {pgn}");
}

#[test]
fn a_flowed_displaced_move_is_read_as_one_line() {
    // `d7:d4 ` CRLF `(Qc7-c4)` with delsp=no: the space stays (iPhone Mail).
    played("missedmark-delsp-no.eml");
    // delsp=yes: the flow space goes, the word space before it stays (Apple Mail),
    // and the signature after it is no move.
    played("missedmark-delsp-yes.eml");
    // delsp=yes with the break inside the intended move: `(Qc7- ` CRLF `c4)`.
    played("missedmark-delsp-yes-in-word.eml");
    // A Thunderbird reply under a flowed quote (two depths): the quoted lines join
    // only their own depth and never swallow the move written under them.
    played("missedmark-quoted.eml");
}

#[test]
fn the_same_lines_sent_fixed_are_two_lines() {
    // Without format=flowed the line break is the player's: `d7:d4` alone is refused
    // as a displaced move without its intended move (X5).
    let mut w = World::new();
    let g = game(&mut w, &["--fen", BEFORE_D7_D4]);
    assert_eq!(g, 1);
    let raw = String::from_utf8(flowed_mail("missedmark-delsp-no.eml")).unwrap();
    let fixed = raw.replace("; format=flowed; delsp=no", "");
    assert_ne!(raw, fixed);
    w.deliver_bytes(fixed.as_bytes());
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(
        r[0].to == BOB && r[0].body.contains("write it with its intended move"),
        "{}",
        r[0].body
    );
}
