//! A Black Holes game by mail through the real binary: drops, a long
//! form with the rule text's `S`, a refused relativistic path that lists its landings,
//! the diagram 5 files wide with holes and a legend, the help reply with the drop and
//! relativistic notation, and from the rule text's exercise position a relativistic
//! capture that mates; the PGN export replays with `arbiter replay`.

use crate::common::{reply_mail as mail, to, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

fn game(w: &mut World, fen: Option<&str>) -> i64 {
    let mut args = vec!["--variant", "blackholes"];
    args.extend(fen.iter().flat_map(|f| ["--fen", f]));
    w.game_with(ALICE, BOB, &args)
}

#[test]
fn a_black_holes_game_by_mail() {
    let mut w = World::new();
    let g = game(&mut w, None);
    w.deliver(&mail(ALICE, "b1@x", g, "Here goes:\n\n1. e4\n"));
    assert_eq!(w.poll().len(), 2);
    // The rule text's letter S for the knight, in the long form.
    w.deliver(&mail(BOB, "b2@x", g, "1... Sb8-c6"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(r[0].body.contains("played 1... Nc6"), "{}", r[0].body);
    // A drop needs an empty square of one's own first rank: e1 holds the king.
    w.deliver(&mail(ALICE, "b3@x", g, "(He1)"));
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(r[0].body.contains("(B2)"), "{}", r[0].body);
    w.deliver(&mail(ALICE, "b4@x", g, "2. Ke2"));
    assert_eq!(w.poll().len(), 2);
    w.deliver(&mail(BOB, "b5@x", g, "2... (Hb8)"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    let body = &to(&r, ALICE)[0].body;
    assert!(body.contains("Black played 2... (Hb8)"), "{body}");
    // The board is 5 files wide, the hole drawn h, and the legend explains it.
    assert!(body.contains("+---+---+---+---+---+\n"), "{body}");
    assert!(!body.contains("+---+---+---+---+---+---+"), "{body}");
    assert!(
        body.contains("Hole") && (body.contains(":h:") || body.contains(" h ")),
        "{body}"
    );
    // Help shows the drop and the relativistic notation.
    w.deliver(&mail(ALICE, "b6@x", g, "help"));
    let r = w.poll();
    assert!(
        r[0].body.contains("(He1)") && r[0].body.contains("Ra1-b1-a4xb4"),
        "{}",
        r[0].body
    );
}

#[test]
fn a_relativistic_capture_mates_and_the_export_replays() {
    let mut w = World::new();
    // The rule text's exercise diagram, Black to move.
    let g = game(
        &mut w,
        Some("Bnkqb/1hrpH/1hhhp/p1p1H/H1P1P/PR3/Pp1P1/1QHKN b - - 0 1"),
    );
    // An impossible path is refused with the landings it has.
    w.deliver(&mail(BOB, "m0@x", g, "Sb8-c6-c6xd2"));
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(
        r[0].body.contains("lands on") && r[0].body.contains("(B4)"),
        "{}",
        r[0].body
    );
    // The rook enters its hole on c6, leaves from d6 and takes d2: mate.
    w.deliver(&mail(BOB, "m1@x", g, "1... Rc7-c6-d6xd2"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(
        r[0].body.contains("Rc7-c6-d6xd2#") && r[0].body.contains("0-1"),
        "{}",
        r[0].body
    );
    let (code, pgn, err) = w.arbiter(&["export", &g.to_string()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        pgn.contains("[Variant \"blackholes\"]") && pgn.contains("[SetUp \"1\"]"),
        "{pgn}"
    );
    let file = w.dir.path().join("game.pgn");
    std::fs::write(&file, &pgn).unwrap();
    let (code, out, err) = w.arbiter(&["replay", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Rc7-c6-d6xd2#"), "{out}");
}
