//! Replays of the real published games in tests/data/games/fide. Each must end
//! in the FEN that python-chess, an independent implementation, computes for it
//! (tests/data/fide-games-expected.txt, made and checked by scripts/independent-fens.py).
//! A score with a null move (ChessBase's `Z0`) stops there with the reason (G2).

use std::path::PathBuf;

use pbem_arbiter::notation::score;
use pbem_arbiter::rules::replay::{replay, ReplaySettings};

fn games_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/games/fide")
}

#[test]
fn published_games_end_in_the_independent_fen() {
    let expected = include_str!("../data/fide-games-expected.txt");
    let mut checked = 0;
    for line in expected.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        let [file, number, plies, stop, fen] = fields[..] else {
            panic!("bad line {line}")
        };
        let text = std::fs::read_to_string(games_dir().join(file)).unwrap();
        let games = score::read(&text);
        let index: usize = number.parse::<usize>().unwrap() - 1;
        let report = replay(&games[index], &ReplaySettings::default()).unwrap();
        let plies: usize = plies.parse().unwrap();
        assert_eq!(report.game.turns().len(), plies, "{file} game {number}");
        assert_eq!(
            report.game.current().position_text(),
            fen,
            "{file} game {number}"
        );
        match stop {
            "-" => assert!(
                !report.stopped,
                "{file} game {number}: {:?}",
                report.turns.last()
            ),
            ply => {
                assert!(report.stopped);
                let last = report.turns.last().unwrap();
                assert_eq!(last.ply.to_string(), ply);
                assert!(
                    last.error.as_deref().unwrap().contains("null move"),
                    "{:?}",
                    last.error
                );
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 13);
}

#[test]
fn results_come_from_the_board_or_the_score() {
    let text = std::fs::read_to_string(games_dir().join("molinari-bordais-1979.pgn")).unwrap();
    let report = replay(&score::read(&text)[0], &ReplaySettings::default()).unwrap();
    assert_eq!(report.result, "0-1");
    assert_eq!(report.termination, "Black wins by checkmate");
    assert!(report
        .turns
        .last()
        .unwrap()
        .canonical
        .as_deref()
        .unwrap()
        .ends_with('#'));

    let text = std::fs::read_to_string(games_dir().join("nepomniachtchi-liren-game1.pgn")).unwrap();
    let report = replay(&score::read(&text)[0], &ReplaySettings::default()).unwrap();
    assert_eq!(report.result, "1/2-1/2");
    assert_eq!(report.termination, "as given in the score");
}

#[test]
fn a_wrong_move_stops_the_replay_with_its_reason() {
    let games = score::read("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Ke3 Nf6");
    let report = replay(&games[0], &ReplaySettings::default()).unwrap();
    assert!(report.stopped);
    let last = report.turns.last().unwrap();
    assert_eq!(
        (last.ply, last.side, last.input.as_str()),
        (9, "white", "Ke3")
    );
    assert_eq!(
        last.error.as_deref(),
        Some("Ke3 is not legal: no white king can move to e3 (FIDE 3.8)")
    );
    let games = score::read("1. e4 e5 3. Nf3");
    let report = replay(&games[0], &ReplaySettings::default()).unwrap();
    assert_eq!(
        report.turns.last().unwrap().error.as_deref(),
        Some("move number 3 is wrong: it is now move 2. (a move number, when written, must be the game's: docs/rules/chess.md)")
    );
}

#[test]
fn fen_and_variant_tags_are_honoured() {
    let games = score::read("[Variant \"Standard\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *");
    let report = replay(&games[0], &ReplaySettings::default()).unwrap();
    assert_eq!(
        report.game.current().position_text(),
        "8/3k4/8/8/4P3/8/8/4K3 w - - 1 2"
    );
    let games = score::read("[Variant \"Atomic\"]\n\n1. e4 *");
    assert!(replay(&games[0], &ReplaySettings::default())
        .unwrap_err()
        .to_string()
        .contains("Atomic"));
}
