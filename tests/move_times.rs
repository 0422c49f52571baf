//! The time of every ply, by mail in simulated time (`--now`): each turn is
//! stored with the instant the arbiter handled its mail; `history` lists every
//! ply with that instant and the days its mover used; `arbiter export` writes it
//! as a `{[%timestamp ...] [%emt ...]}` comment after the move, which
//! `arbiter replay` reads back; the published game page shows it beside the
//! move.

mod common;

use common::{reply_mail, World};

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
    // The page's data: minutes since the epoch of the game's start, then the
    // minutes each ply took; its script writes `<time>` beside each move
    // (tests/accessibility.rs reads them in Chromium).
    let page = std::fs::read_to_string(site.join(format!("games/{game}.html"))).unwrap();
    let created: String = w
        .db()
        .query_row("SELECT created_at FROM games WHERE id = ?1", [game], |r| {
            r.get(0)
        })
        .unwrap();
    let start = chrono::DateTime::parse_from_rfc3339(&created)
        .unwrap()
        .timestamp()
        .div_euclid(60);
    let e4 = chrono::DateTime::parse_from_rfc3339("2026-11-25T10:00:00Z")
        .unwrap()
        .timestamp()
        / 60;
    // A game made before its first move counts from its start, else from the move.
    let (start, first) = if start <= e4 {
        (start, e4 - start)
    } else {
        (e4, 0)
    };
    assert!(
        page.contains(&format!(
            "\"times\":{{\"start\":{start},\"used\":[{first},2160,720]}}"
        )),
        "{}",
        &page[page.find("\"times\"").unwrap_or(0)..][..80.min(page.len())]
    );
}
