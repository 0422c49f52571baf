//! The player with many games, by mail in simulated time (`--now`): one overview
//! of all of a player's games (`games`), most urgent first, carrying the player's
//! code; a reply to it with turns for several games, each game's part handled on
//! its own; and the same mail without the player's code, which plays nothing.

mod common;

use common::{mail_with_subject, Sent, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const START: &str = "2026-11-01T10:00:00Z";

/// `arbiter ARGS... --now NOW`; asserts success, returns stdout.
fn run(w: &World, args: &[&str], now: &str) -> String {
    let mut all = args.to_vec();
    all.extend_from_slice(&["--now", now]);
    let (code, out, err) = w.arbiter(&all);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

/// A new game at `now` with Alice as White (`alice_white`) or Black, in `extra`'s
/// variant and time control; returns its number.
fn game(w: &mut World, alice_white: bool, extra: &[&str], now: &str) -> i64 {
    let (white, black) = if alice_white { (ALICE, BOB) } else { (BOB, ALICE) };
    let mut args = vec!["game", "new", "--white", white, "--black", black];
    args.extend_from_slice(extra);
    let out = run(w, &args, now);
    w.new_replies();
    out.lines().next().unwrap().trim().parse().unwrap()
}

/// Alice's 25 games in four variants: chess (odd numbers Alice's move, with
/// clocks that leave her less time the later the game), Black Holes, Missed-Mark
/// and Momentum; Bob is White in the even ones.
fn twenty_five_games(w: &mut World) -> Vec<i64> {
    let mut games = Vec::new();
    for i in 0..25 {
        let alice_white = i % 2 == 0;
        let variant = match i % 4 {
            0 | 1 => vec!["--variant", "chess"],
            2 => vec!["--variant", "blackholes"],
            _ => vec!["--variant", "momentum"],
        };
        let mut extra = variant;
        if i == 24 {
            extra = vec!["--variant", "missedmark", "--option", "white-rule=total"];
        }
        let control = format!("{}d/move", 30 - i);
        extra.extend_from_slice(&["--time-control", &control]);
        games.push(game(w, alice_white, &extra, START));
    }
    games
}

fn overview(w: &mut World, id: &str, now: &str) -> Sent {
    w.deliver_as_written(&mail_with_subject(ALICE, id, "my games", "games"));
    let replies = w.poll_at(now);
    assert_eq!(replies.len(), 1, "{replies:?}");
    replies.into_iter().next().unwrap()
}

#[test]
fn one_overview_lists_every_game_most_urgent_first() {
    let mut w = World::new();
    let games = twenty_five_games(&mut w);
    // One game ended: Bob resigns game 2 (his move there, as White).
    w.deliver(&common::reply_mail(BOB, "r@x", games[1], "resign"));
    w.poll_at("2026-11-02T10:00:00Z");
    let sent = overview(&mut w, "o1@x", "2026-11-03T10:00:00Z");
    assert_eq!(sent.to, ALICE);
    assert!(sent.subject.starts_with("[Player "), "{}", sent.subject);
    assert!(
        sent.subject.contains("24 running, your move in 13"),
        "{}",
        sent.subject
    );
    let reply_to = sent.reply_to.as_deref().unwrap();
    assert!(reply_to.starts_with("arbiter+p-"), "{reply_to}");
    let body = &sent.body;
    // Most urgent first: Alice's move with the least time left (game 25, 6 days a
    // move, two days gone) before game 23 and so on; Bob's moves after them.
    let at = |n: i64| {
        body.find(&format!("Game {n}, "))
            .unwrap_or_else(|| panic!("game {n} missing:\n{body}"))
    };
    assert!(at(25) < at(23) && at(23) < at(1), "{body}");
    assert!(at(1) < at(4), "{body}");
    for n in [3, 5, 7] {
        assert!(at(n) < at(n + 1), "{body}");
    }
    assert!(body.contains("Black Holes") && body.contains("Momentum"), "{body}");
    assert!(body.contains("Missed-Mark"), "{body}");
    assert!(body.contains("Your time left: 4d"), "{body}");
    assert!(body.contains("Move by 2026-11-07 10:00:00 UTC"), "{body}");
    // The finished game, with its result.
    assert!(body.contains("Finished in the last 30 days"), "{body}");
    assert!(body.contains("Game 2, FIDE chess: 0-1"), "{body}");
    // No other mail, and no game changed.
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
    // A stranger learns nothing: "you play no game".
    w.deliver_as_written(&mail_with_subject("eve@example.com", "e1@x", "x", "games"));
    let r = w.poll_at("2026-11-03T10:05:00Z");
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].to, "eve@example.com");
    assert!(r[0].body.contains("you play no game"), "{}", r[0].body);
    assert!(!r[0].body.contains("Game 1"), "{}", r[0].body);
}
