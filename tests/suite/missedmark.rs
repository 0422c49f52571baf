//! Missed-Mark Chess: the rule text's sample game, its notation, the end
//! note's question, and perft against the independent enumerator
//! (scripts/independent-missedmark.py; its counts are in tests/data/perft-missedmark.txt,
//! which scripts/test.sh re-checks with it).

use pbem_arbiter::rules::replay::{read_scores, replay, ReplaySettings};
use pbem_arbiter::rules::{AnyPosition, Options};

fn options(white: &str, black: &str) -> Options {
    let mut o = Options::new();
    o.insert("white-rule".into(), white.into());
    o.insert("black-rule".into(), black.into());
    o
}

fn position(text: &str, white: &str, black: &str) -> Box<dyn AnyPosition> {
    let info = pbem_arbiter::rules::variant("missedmark").unwrap();
    (info.from_text)(text, &options(white, black)).unwrap()
}

const SAMPLE: &str = include_str!("../data/missedmark/sample-game.pgn");

#[test]
fn the_sample_game_replays_to_its_end_under_the_default_rules() {
    let games = read_scores(SAMPLE, None).unwrap();
    let report = replay(&games[0], &ReplaySettings::default()).unwrap();
    assert!(!report.stopped, "{:?}", report.turns.last());
    assert_eq!(report.turns.len(), 40);
    let canonical = |i: usize| report.turns[i].canonical.clone().unwrap_or_default();
    assert_eq!(canonical(0), "Bc1-c3 (Nb1-c3)");
    // Made for d7-d5 under total, c7-c5 is also the normal move and leaves the same
    // position: one move, written as the normal one.
    assert_eq!(canonical(1), "c7-c5");
    assert_eq!(canonical(10), "e2xd4 (Qd2xd4)");
    assert_eq!(canonical(14), "O-O-O");
    assert_eq!(canonical(15), "b7xb3 (Qc7xc3)");
    assert_eq!(canonical(35), "a7-a1/Q (Qb7-b1)");
    // The end note: g5:f6 is legal after move 20; no displaced move ever captures a
    // king (X3), so Black's f6:f1 for Rg6-g1 is no move.
    let mut game = report.game;
    game.play("g5:f6").unwrap();
    let after = game.current();
    assert!(after
        .legal_turn_texts()
        .iter()
        .all(|t| !t.starts_with("f6-f1") && !t.starts_with("f6xf1")));
}

#[test]
fn under_other_rules_the_sample_stops_at_the_first_move_that_does_not_fit() {
    for (white, black) in [
        ("total", "total"),
        ("total", "source"),
        ("source", "source"),
    ] {
        let settings = ReplaySettings {
            options: options(white, black),
            ..ReplaySettings::default()
        };
        let games = read_scores(SAMPLE, None).unwrap();
        let report = replay(&games[0], &settings).unwrap();
        assert!(report.stopped, "{white}/{black}");
        let last = report.turns.last().unwrap();
        let error = last.error.clone().unwrap_or_default();
        if white == "total" {
            // Under total, Nb1-c3 made with the bishop lands on d3, not c3.
            assert_eq!(last.ply, 1, "{white}/{black}: {error}");
            assert!(error.contains("total displacement"), "{error}");
        } else {
            // Black's c7-c5 for d7-d5 is a source move; under source c7 would go to d5.
            assert_eq!(last.ply, 2, "{white}/{black}: {error}");
            assert!(error.contains("source displacement"), "{error}");
        }
    }
}

#[test]
fn notation_forms_and_refusals() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let p = position(start, "source", "total");
    for text in [
        "Bc1-c3 (intend Nb1-c3)",
        "Bc1-c3 (intended Nb1-c3)",
        "Bc1-c3 (Nb1-c3)",
        "Bc1-c3 (Nb1-c3)!",
    ] {
        let played = p.play_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(played.canonical, "Bc1-c3 (Nb1-c3)", "{text}");
    }
    // Without its intended move, or with one that does not make it: refused, listing
    // the intended moves that would (X5).
    let e = p.play_text("Bc1-c3").unwrap_err().to_string();
    assert!(e.contains("Bc1-c3 (Nb1-c3)") && e.contains("X5"), "{e}");
    let e = p.play_text("Bc1-c3 (Ng1-f3)").unwrap_err().to_string();
    assert!(e.contains("Bc1-c3 (Nb1-c3)"), "{e}");
    // A parenthesis without a move is a comment.
    assert_eq!(
        p.play_text("e2-e4 (best by test)").unwrap().canonical,
        "e2-e4"
    );
}

#[test]
fn perft_agrees_with_the_independent_enumerator() {
    let table = include_str!("../data/perft-missedmark.txt");
    let mut compared = 0;
    for line in table
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let parts: Vec<&str> = line.split(';').map(str::trim).collect();
        let (white, black) = parts[0].split_once(' ').unwrap();
        let fen = if parts[1] == "startpos" {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        } else {
            parts[1]
        };
        let p = position(fen, white, black);
        for (depth, expected) in parts[2].split_whitespace().enumerate() {
            assert_eq!(
                p.perft(depth as u32 + 1).to_string(),
                expected,
                "{line} depth {}",
                depth + 1
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 20);
}
