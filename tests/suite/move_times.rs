//! The time of every ply, by mail in simulated time (`--now`): each turn is
//! stored with the instant the arbiter handled its mail; `history` lists every
//! ply with that instant and the days its mover used; `arbiter export` writes it
//! as a `{[%timestamp ...] [%emt ...]}` comment after the move, which
//! `arbiter replay` reads back; the published game page shows it beside the
//! move, in its HTML (w3m, without JavaScript, reads it).

use std::time::Duration;

use crate::common::browser::{run, W3M};
use crate::common::{reply_mail, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// A game with three plies, each received at a known simulated instant.
fn game_with_times(w: &mut World) -> i64 {
    let game = w.game_with(ALICE, BOB, &[]);
    for (i, (from, mv, now)) in [
        (ALICE, "e4", "2026-11-25T10:00:00Z"),
        (BOB, "e5", "2026-11-26T22:00:00Z"),
        (ALICE, "Nf3", "2026-11-27T10:00:00Z"),
    ]
    .into_iter()
    .enumerate()
    {
        w.deliver(&reply_mail(from, &format!("t{i}@x"), game, mv));
        w.poll_at(now);
    }
    game
}

#[test]
fn history_export_replay_and_page_show_each_plys_time() {
    let mut w = World::new();
    let game = game_with_times(&mut w);
    assert_eq!(
        w.count(&format!(
            "SELECT COUNT(*) FROM turns WHERE game_id = {game} AND received_at = '2026-11-26T22:00:00.000Z'"
        )),
        1
    );

    // history: every ply with its time and the days used.
    w.deliver(&reply_mail(BOB, "h@x", game, "history"));
    let replies = w.poll_at("2026-11-27T12:00:00Z");
    let answer = replies
        .iter()
        .find(|r| r.to == BOB)
        .expect("history answer");
    assert!(
        answer
            .body
            .contains("1...   e5  2026-11-26 22:00:00 UTC, 1.5 days"),
        "{}",
        answer.body
    );
    assert!(
        answer
            .body
            .contains("2.     Nf3  2026-11-27 10:00:00 UTC, 0.5 days"),
        "{}",
        answer.body
    );

    // The PGN export: one comment per ply.
    let (code, pgn, err) = w.arbiter(&["export", &game.to_string()]);
    assert_eq!(code, 0, "{err}");
    let flat = pgn.replace('\n', " ");
    assert!(
        flat.contains("1... e5 {[%timestamp 2026-11-26T22:00:00Z] [%emt 36:00:00]} 2. Nf3 {[%timestamp 2026-11-27T10:00:00Z] [%emt 12:00:00]}"),
        "{pgn}"
    );

    // replay reads them back.
    let file = w.dir.path().join("game.pgn");
    std::fs::write(&file, &pgn).unwrap();
    let (code, out, err) = w.arbiter(&["replay", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().filter(|l| l.contains(" ok ")).collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[1].ends_with("received 2026-11-26T22:00:00Z"), "{out}");
    let (code, json, err) = w.arbiter(&["replay", "--json", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        json.contains("\"received_at\":\"2026-11-27T10:00:00Z\""),
        "{json}"
    );

    // The published page: beside each move.
    let site = w.dir.path().join("site");
    let (code, _, err) = w.arbiter(&["publish", site.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    // Each move's time of receipt and the days its mover used, as a `<time>`
    // element in the move list itself (tests/suite/accessibility.rs reads them in
    // Chromium), so that a reader without JavaScript sees them: w3m shows them.
    let file = site.join(format!("games/{game}.html"));
    let page = std::fs::read_to_string(&file).unwrap();
    for (at, shown) in [
        ("2026-11-26T22:00Z", "2026-11-26 22:00 UTC, 1.5 days"),
        ("2026-11-27T10:00Z", "2026-11-27 10:00 UTC, 0.5 days"),
    ] {
        assert!(
            page.contains(&format!("<time datetime=\"{at}\">{shown}</time>")),
            "{page}"
        );
    }
    assert!(
        page.contains("<time datetime=\"2026-11-25T10:00Z\">2026-11-25 10:00 UTC, "),
        "{page}"
    );
    let (ok, text, err) = run(
        W3M,
        &["-dump", "-cols", "200", file.to_str().unwrap()],
        Duration::from_secs(60),
        "w3m",
    );
    assert!(ok, "w3m: {err}");
    assert!(
        text.contains("e5 2026-11-26 22:00 UTC, 1.5 days")
            && text.contains("Nf3 2026-11-27 10:00 UTC, 0.5 days"),
        "{text}"
    );
}
