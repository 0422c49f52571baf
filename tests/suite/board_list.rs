//! Boards for screen readers, by mail: a player who sends `board list` gets
//! every board of their replies' text part as piece lists in words, the last
//! turn spelled out, instead of the ASCII grid (`board both`: the grid and the
//! lists); the HTML part's picture has the same words as its alt text. Checked
//! for every variant, each with what it adds to the lists (Momentum's pieces in
//! motion, the armies' letters of Chess with Different Armies, Black Holes'
//! 5x8 board, Missed-Mark's intended move in the turn as written).

use crate::common::{reply_mail, to, World};
use pbem_arbiter::board::geometry::Color;
use pbem_arbiter::rules::{variant, Options};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// Each variant's game (options, start) and a text its list must hold after
/// White's first turn.
fn variants() -> Vec<(&'static str, Vec<&'static str>, &'static str)> {
    vec![
        ("chess", vec![], "pawns a2 b2"),
        (
            "cwda",
            vec!["--option", "white-army=colorbound-clobberers"],
            "Letters: ",
        ),
        (
            "momentum",
            vec![
                "--fen",
                "4k3/8/8/2pP4/8/4B3/8/4K3 w - c6 0 1 e3@-2/2x,c5@0/-2",
            ],
            "Be3*, pawn d5; Black: Ke8, pawn c5*.\n* e3: white bishop in motion",
        ),
        ("revolving", vec![], "Black: Ke8"),
        ("prodem", vec![], "Black: Ke8"),
        ("mutd", vec![], "Black: Ke8"),
        ("knightmare", vec![], "Black: Ke8"),
        ("blackholes", vec![], "White: Ke1, Qd1, Ra1, Bc1, Nb1"),
        ("missedmark", vec![], "Rules (X1)"),
    ]
}

/// The first legal turn of the stored game's side to move, as the arbiter
/// writes it.
fn first_turn(w: &World, game: i64) -> (String, Color) {
    let (id, options, position): (String, String, String) = w
        .db()
        .query_row(
            "SELECT variant, options, current_position FROM games WHERE id = ?1",
            [game],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    let options: Options = serde_json::from_str(&options).unwrap_or_default();
    let p = (variant(&id).unwrap().from_text)(&position, &options).unwrap();
    (
        p.legal_turn_texts().into_iter().next().unwrap(),
        p.side_to_move(),
    )
}

#[test]
fn every_variants_board_as_piece_lists() {
    for (id, args, expected) in variants() {
        let mut w = World::new();
        let mut all = vec!["--variant", id];
        all.extend(args.iter().copied());
        let game = w.game_with(ALICE, BOB, &all);
        w.deliver(&reply_mail(ALICE, "style@x", game, "board list"));
        let r = w.poll();
        assert!(
            r.iter().any(|m| m.body.contains("(board list)")),
            "{id}: {r:?}"
        );
        // The board as it stands, asked for.
        w.deliver(&reply_mail(ALICE, "board@x", game, "board"));
        let shown = w.poll();
        let start = &to(&shown, ALICE)[0].body;
        assert!(start.contains("White: K"), "{id}: {start}");
        let (turn, side) = first_turn(&w, game);
        let from = if side == Color::White { ALICE } else { BOB };
        w.deliver(&reply_mail(from, "move@x", game, &turn));
        let r = w.poll();
        let alice = to(&r, ALICE);
        assert_eq!(alice.len(), 1, "{id}: {r:?}");
        let body = &alice[0].body;
        println!("== {id}\n{body}");
        assert!(
            !body.contains("+---+") && !body.contains(":::"),
            "{id}: {body}"
        );
        assert!(
            body.contains("White: K") && body.contains("; Black: "),
            "{id}: {body}"
        );
        assert!(
            body.contains(expected) || start.contains(expected),
            "{id}: {expected:?} in {start}\nor {body}"
        );
        let side_word = if side == Color::White {
            "White"
        } else {
            "Black"
        };
        assert!(
            body.contains(&format!("Last move: {side_word}")),
            "{id}: {body}"
        );
        let html = alice[0].html.as_deref().unwrap_or_default();
        assert!(html.contains("alt=\"The board: White: K"), "{id}: {html}");
        // Bob did not ask: his reply has the grid, his picture the words.
        let bob = to(&r, BOB);
        assert!(bob[0].body.contains("+---+"), "{id}: {}", bob[0].body);
        assert!(
            !bob[0].body.contains("Last move: "),
            "{id}: {}",
            bob[0].body
        );
    }
}

#[test]
fn both_shows_the_grid_and_the_lists() {
    let mut w = World::new();
    let game = w.game_with(ALICE, BOB, &[]);
    w.deliver(&reply_mail(ALICE, "style@x", game, "board both"));
    w.poll();
    w.deliver(&reply_mail(ALICE, "m1@x", game, "e4"));
    w.poll();
    w.deliver(&reply_mail(BOB, "m2@x", game, "d5"));
    w.poll();
    w.deliver(&reply_mail(ALICE, "m3@x", game, "exd5"));
    let r = w.poll();
    let body = &to(&r, ALICE)[0].body;
    assert!(body.contains("+---+"), "{body}");
    assert!(
        body.contains(
            "White: Ke1, Qd1, Ra1, Rh1, Bc1, Bf1, Nb1, Ng1, pawns a2 b2 c2 d2 d5 f2 g2 h2;"
        ),
        "{body}"
    );
    assert!(
        body.contains("Last move: White pawn e4 to d5, capturing Black pawn on d5 (exd5)."),
        "{body}"
    );
}
