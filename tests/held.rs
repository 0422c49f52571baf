//! The safety valve of `[limits]` (docs/OPERATIONS.md, "Held messages"): a
//! message whose checking passes the search budget
//! (`[limits]`) is held for the organisers with a clear note, never refused as
//! illegal, and the game is unchanged; `arbiter held release` judges it again under
//! the limits then configured. Real binary, real Maildir, real SQLite.

mod common;

use common::{reply_mail, to, World};
use pbem_arbiter::rules::{momentum, Options, Rules};

/// The position with 16 pieces in motion per side of tests/data/momentum.
fn sixteen_each() -> &'static str {
    include_str!("data/momentum/sixteen-in-motion.txt")
        .lines()
        .filter_map(|line| line.split_once('\t'))
        .find(|(name, _)| *name == "sixteen-each")
        .map(|(_, text)| text)
        .unwrap()
}

fn config(w: &World, name: &str, limits: &str) -> String {
    let path = w.dir.path().join(name);
    std::fs::write(
        &path,
        format!(
            "[arbiter]\naddress = \"arbiter@localhost\"\norganisers = [\"org@example.org\"]\n{limits}"
        ),
    )
    .unwrap();
    path.display().to_string()
}

#[test]
fn a_turn_past_the_search_budget_is_held_then_released() {
    let mut w = World::new();
    let tight = config(&w, "tight.toml", "[limits]\nsearch_states = 100\n");
    let roomy = config(&w, "roomy.toml", "");
    let fen = sixteen_each();
    let game = w.game_with(
        "white@example.org",
        "black@example.org",
        &["--config", &roomy, "--variant", "momentum", "--fen", fen],
    );
    let position = momentum::from_text(fen, &Options::new()).unwrap();
    let turn = position.write_turn(&position.legal_turns()[7]);
    w.deliver(&reply_mail(
        "white@example.org",
        "held-1@example.org",
        game,
        &turn,
    ));

    let (code, _, err) = w.arbiter(&["--config", &tight, "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    let replies = w.new_replies();
    assert_eq!(replies.len(), 2, "{replies:#?}");
    let player = to(&replies, "white@example.org");
    assert_eq!(player.len(), 1);
    let subject = &player[0].subject;
    assert!(subject.starts_with(&format!("[Game {game} ")), "{subject}");
    assert!(subject.ends_with("] Held for the organiser"), "{subject}");
    assert!(
        player[0].body.contains("neither accepted nor refused"),
        "{}",
        player[0].body
    );
    assert!(player[0]
        .body
        .contains(&format!("Game {game} is unchanged")));
    let note = to(&replies, "org@example.org");
    assert_eq!(note.len(), 1);
    assert!(
        note[0].body.contains("<held-1@example.org>"),
        "{}",
        note[0].body
    );
    assert!(
        note[0].body.contains("arbiter held release"),
        "{}",
        note[0].body
    );
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM messages WHERE outcome = 'held'"),
        1
    );

    // The same mail again is a duplicate, not a second hold.
    w.deliver(&reply_mail(
        "white@example.org",
        "held-1@example.org",
        game,
        &turn,
    ));
    let (code, _, err) = w.arbiter(&["--config", &tight, "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert!(w.new_replies().is_empty());

    let (code, out, err) = w.arbiter(&["--config", &tight, "held", "list"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("<held-1@example.org>") && out.contains("1 message(s) held"),
        "{out}"
    );

    // Released under the same tight limits it stays held, and nobody is mailed.
    let (code, out, err) = w.arbiter(&[
        "--config",
        &tight,
        "held",
        "release",
        "<held-1@example.org>",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("held"), "{out}");
    assert!(w.new_replies().is_empty());
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);

    // Under the default limits it is judged: the turn is played, both players told.
    let (code, out, err) = w.arbiter(&[
        "--config",
        &roomy,
        "held",
        "release",
        "<held-1@example.org>",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("applied"), "{out}");
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 1);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM messages WHERE outcome = 'held'"),
        0
    );
    let replies = w.new_replies();
    assert_eq!(to(&replies, "white@example.org").len(), 1, "{replies:#?}");
    assert_eq!(to(&replies, "black@example.org").len(), 1, "{replies:#?}");

    let (code, _, err) = w.arbiter(&[
        "--config",
        &roomy,
        "held",
        "release",
        "<held-1@example.org>",
    ]);
    assert_ne!(code, 0);
    assert!(
        err.contains("no message <held-1@example.org> is held"),
        "{err}"
    );
}
