//! The two published CwDA games of Roytman and Betza, 1996 (ruling G2):
//! the Clobberers' pieces are written by their Betza designators without parentheses
//! (`WAg1-e3`, `NBd1-h5+`). Each score as published stops at the right turn with a
//! clear reason; each corrected copy (its corrections listed and justified in its
//! `[Correction]` tags) replays to the resignation.

use crate::common;

use pbem_arbiter::rules::replay::{read_scores, replay, ReplayReport, ReplaySettings};

use crate::common::stop;

fn run(name: &str) -> ReplayReport {
    common::replay_data(&format!("cwda/{name}"))
}

fn canonical(report: &ReplayReport, ply: u32) -> (&str, &str) {
    let t = &report.turns[ply as usize - 1];
    assert_eq!(t.ply, ply);
    (t.input.as_str(), t.canonical.as_deref().unwrap_or(""))
}

#[test]
fn clobberers_v_fides_as_published_stops_at_black_move_sixteen() {
    let (ply, input, error) = stop(&run("roytman-betza-1996-published.pgn"));
    // 10... g7-g6 has already moved the g-pawn.
    assert_eq!((ply, input.as_str()), (32, "g7-g5!"));
    assert!(
        error.contains("g7-g5! is not legal: no black pawn can move to g5"),
        "{error}"
    );
}

#[test]
fn clobberers_v_fides_corrected_replays_to_the_resignation() {
    let report = run("roytman-betza-1996-corrected.pgn");
    assert!(!report.stopped, "{:?}", report.turns.last());
    assert_eq!(report.turns.len(), 68);
    assert!(report.turns.iter().all(|t| t.ok));
    // Designators without parentheses, written back by the FEN letters of the army.
    assert_eq!(canonical(&report, 3), ("WAg1-e3", "We3"));
    assert_eq!(canonical(&report, 5), ("FADc1-c3", "Ac3"));
    assert_eq!(canonical(&report, 17), ("BDh1:d5!", "Dxd5"));
    assert_eq!(canonical(&report, 19), ("NBd1-h5+", "Ch5+"));
    assert!(report.turns[18].check);
    assert_eq!(canonical(&report, 28), ("O-O-O", "O-O-O"));
    assert_eq!(canonical(&report, 32), ("g6-g5!", "g5"));
    assert_eq!(canonical(&report, 68), ("Nd7-f6+", "Nf6+"));
    // "36. Resigns" after Black's 34th: White, to move, resigns.
    assert_eq!(report.result, "0-1");
    assert_eq!(report.termination, "Black wins by resignation");
    assert_eq!(
        report.turns[67].fen.as_deref(),
        Some("2k5/1pA4p/3D1n2/3K2p1/6r1/1P6/2P4P/8 w - - 1 35")
    );
}

#[test]
fn fides_v_clobberers_as_published_stops_at_black_move_thirty_two() {
    let (ply, input, error) = stop(&run("betza-roytman-1996-published.pgn"));
    // The Cardinal is on a6 (29... NBb5-a6); c6 holds White's Rook.
    assert_eq!((ply, input.as_str()), (64, "NBc6-b4"));
    assert!(
        error.contains("NBc6-b4 is not legal: no black cardinal can move to b4"),
        "{error}"
    );
}

#[test]
fn fides_v_clobberers_corrected_replays_to_the_resignation() {
    let report = run("betza-roytman-1996-corrected.pgn");
    assert!(!report.stopped, "{:?}", report.turns.last());
    assert_eq!(report.turns.len(), 125);
    assert!(report.turns.iter().all(|t| t.ok));
    assert_eq!(canonical(&report, 4), ("WAg8-e6", "We6"));
    assert_eq!(canonical(&report, 26), ("WAc4:c3+!", "Wxc3+"));
    assert_eq!(canonical(&report, 28), ("BDh8:c3", "Dxc3"));
    assert_eq!(canonical(&report, 64), ("NBa6-b4", "Cb4"));
    // The parenthesised annotation is read as one (G3), not as part of the move.
    assert_eq!(canonical(&report, 75), ("Ra7-b7(?)", "Rb7"));
    assert_eq!(canonical(&report, 92), ("NBd6-b4", "Cb4"));
    assert_eq!(canonical(&report, 121), ("Rc3-b3", "Rb3"));
    assert_eq!(report.turns[120].number, 61);
    assert_eq!(canonical(&report, 125), ("Rb4-d4+", "Rd4+"));
    assert!(report.turns[124].check);
    assert_eq!(report.result, "1-0");
    assert_eq!(report.termination, "White wins by resignation");
}

#[test]
fn the_skipped_move_number_is_refused_once_the_moves_are_right() {
    // The corrected moves with the published numbering: the replay stops at "62.".
    let path = format!(
        "{}/tests/data/cwda/betza-roytman-1996-corrected.pgn",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path)
        .unwrap()
        .replace("61. Rc3-b3", "62. Rc3-b3")
        .replace("62. Rb3-b4", "63. Rb3-b4")
        .replace("63. Rb4-d4+", "64. Rb4-d4+");
    let games = read_scores(&text, None).unwrap();
    let report = replay(&games[0], &ReplaySettings::default()).unwrap();
    let (ply, input, error) = stop(&report);
    assert_eq!((ply, input.as_str()), (121, "Rc3-b3"));
    assert!(
        error.contains("move number 62 is wrong: it is now move 61"),
        "{error}"
    );
}

#[test]
fn designators_in_parentheses_and_names_read_alike() {
    // Betza's notes write the designators in parentheses ("(WA)g1-e3"); the army's
    // FEN letters and the pieces' names in parentheses are read too. All four
    // spellings give the same game.
    let path = format!(
        "{}/tests/data/cwda/roytman-betza-1996-corrected.pgn",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let (tags, moves) = text.split_at(text.find("\n1. ").unwrap());
    let respell = |spell: &dyn Fn(&str) -> String| -> String {
        let words: Vec<String> = moves
            .split(' ')
            .map(|w| {
                for d in ["FAD", "WA", "BD", "NB"] {
                    if let Some(rest) = w.strip_prefix(d) {
                        return format!("{}{rest}", spell(d));
                    }
                }
                w.to_string()
            })
            .collect();
        format!("{tags}{}", words.join(" "))
    };
    let fens = |text: &str| -> Vec<String> {
        let games = read_scores(text, None).unwrap();
        let report = replay(&games[0], &ReplaySettings::default()).unwrap();
        assert!(!report.stopped, "{:?}", report.turns.last());
        report.turns.into_iter().map(|t| t.fen.unwrap()).collect()
    };
    let published = fens(&text);
    assert_eq!(published.len(), 68);
    let bracketed = respell(&|d| format!("({d})"));
    assert!(bracketed.contains("2.  (WA)g1-e3"), "{bracketed}");
    assert_eq!(fens(&bracketed), published);
    let letters = respell(&|d| {
        match d {
            "WA" => "W",
            "FAD" => "A",
            "BD" => "D",
            _ => "C",
        }
        .to_string()
    });
    assert!(letters.contains("2.  Wg1-e3"), "{letters}");
    assert_eq!(fens(&letters), published);
    let names = respell(&|d| {
        match d {
            "WA" => "(Waffle)",
            "FAD" => "(FAD)",
            "BD" => "(Bede)",
            _ => "(Cardinal)",
        }
        .to_string()
    });
    assert!(names.contains("10. (Cardinal)d1-h5+"), "{names}");
    assert_eq!(fens(&names), published);
}
