//! The three sample games of the Momentum rule text (ruling G2): each
//! score as published stops at the right turn with a clear reason; each corrected
//! copy (its corrections listed and justified in its `[Correction]` tags) replays to
//! its end. Game 1, played under the old rules, replays as published with its `+`
//! marks ignored (G3), so it needs no corrected copy.

use crate::common;

use pbem_arbiter::rules::replay::ReplayReport;

use crate::common::stop;

fn run(name: &str) -> ReplayReport {
    common::replay_data(&format!("momentum/{name}"))
}

#[test]
fn game_one_replays_as_published() {
    let report = run("game1-published.pgn");
    assert!(!report.stopped, "{:?}", report.turns.last());
    assert_eq!(report.turns.len(), 52);
    // Black's 23rd was "+" under the old rules only; the arbiter writes its own marks.
    let t = &report.turns[45];
    assert_eq!(t.input, "(fbNF)e2-f1,(frlRbK)b8-d8+");
    assert_eq!(t.canonical.as_deref(), Some("Ie2-f1, Gb8-d8"));
    // The last turn names the Charging Rook by its army place letter, R.
    assert_eq!(report.turns[51].canonical.as_deref(), Some("f5-f3, Ga8-d8"));
}

#[test]
fn game_two_as_published_stops_at_black_move_four() {
    let (ply, input, error) = stop(&run("game2-published.pgn"));
    assert_eq!((ply, input.as_str()), (8, "(fBbhN)d8:e7,c6-c5"));
    assert!(error.contains("(fBbhN)d8:e7 is not legal"), "{error}");
}

#[test]
fn game_two_corrected_replays_to_its_end_and_move_fifteen_is_refused() {
    let report = run("game2-corrected.pgn");
    assert!(!report.stopped, "{:?}", report.turns.last());
    assert_eq!(report.turns.len(), 28);
    assert_eq!(report.turns[7].canonical.as_deref(), Some("Vf8:e7, c6-c5"));
    // Betza's own 15. Bf4, f:g4: two actions in one turn.
    let mut game = report.game;
    let e = game.play("Bf4, f:g4").unwrap_err().to_string();
    assert!(
        e.contains("one action (a start or a stop) has been used already"),
        "{e}"
    );
}

#[test]
fn game_three_as_published_stops_at_black_move_eleven() {
    let (ply, input, error) = stop(&run("game3-published.pgn"));
    assert_eq!((ply, input.as_str()), (22, "(fhNrlbK)d6:g5"));
    assert!(error.contains("(fhNrlbK)d6:g5 is not legal"), "{error}");
}

#[test]
fn game_three_corrected_replays_to_the_resignation() {
    let report = run("game3-corrected.pgn");
    assert!(!report.stopped, "{:?}", report.turns.last());
    assert_eq!(report.turns.len(), 25);
    assert_eq!(report.result, "1-0");
    assert_eq!(report.termination, "White wins by resignation");
}

#[test]
fn the_pruned_king_capture_search_agrees_with_the_exhaustive_one() {
    use pbem_arbiter::rules::momentum::{self, exhaustive, search};
    use pbem_arbiter::rules::Options;
    let mut checked = 0;
    for (name, white, black) in [
        ("game1-published.pgn", "remarkable-rookies", "nutty-knights"),
        ("game2-corrected.pgn", "fabulous-fides", "forward-fides"),
        ("game3-corrected.pgn", "remarkable-rookies", "nutty-knights"),
    ] {
        let mut options = Options::new();
        options.insert("white-army".into(), white.into());
        options.insert("black-army".into(), black.into());
        for turn in run(name).turns {
            let position = momentum::from_text(turn.fen.as_deref().unwrap(), &options).unwrap();
            for king in position.setup().royal.iter().flatten() {
                let mut attacker = *position.setup();
                if pbem_arbiter::rules::fen::decode(attacker.cells[king.index()]).map(|(c, _)| c)
                    == Some(attacker.side)
                {
                    attacker.side = attacker.side.opponent();
                }
                let fast =
                    search::king_capturable(position.def(), &attacker, position.motions(), *king);
                let slow = exhaustive::king_capturable(
                    position.def(),
                    &attacker,
                    position.motions(),
                    *king,
                );
                assert_eq!(
                    fast,
                    slow,
                    "{name} after {}: {}",
                    turn.input,
                    turn.fen.as_deref().unwrap()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn every_legal_turn_round_trips_through_its_canonical_text() {
    use pbem_arbiter::rules::momentum;
    use pbem_arbiter::rules::{Options, Rules};
    let mut options = Options::new();
    options.insert("white-army".into(), "remarkable-rookies".into());
    options.insert("black-army".into(), "nutty-knights".into());
    let mut checked = 0;
    for turn in run("game3-corrected.pgn").turns.iter().step_by(3) {
        let position = momentum::from_text(turn.fen.as_deref().unwrap(), &options).unwrap();
        for legal in position.legal_turns() {
            let text = position.write_turn(&legal);
            let again = position
                .parse_turn(&text)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                position.play(&again).position_text(),
                position.play(&legal).position_text(),
                "{text} in {}",
                position.position_text()
            );
            checked += 1;
        }
    }
    assert!(checked > 200, "{checked}");
}
