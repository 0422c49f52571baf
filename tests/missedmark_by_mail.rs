//! A Missed-Mark game by mail through the real binary (issue 11 §6): displaced moves in
//! each notation form, a refused mismatch that lists what would fit, the help reply
//! for the player's own rule, the intended move in the replies, a mate, and the PGN
//! export (with the rules in tags) replayed by `arbiter replay`.

mod common;

use common::{reply_mail as mail, to, World};

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
