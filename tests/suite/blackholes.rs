//! Black Holes: the rule text's examples, its notation fragment, its
//! exercises, and perft against the independent enumerator
//! (scripts/independent-blackholes.py, written from the rule text alone; its counts
//! are in tests/data/perft-blackholes.txt, which scripts/test.sh re-checks with it).

use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::replay::{read_scores, replay, ReplaySettings};
use pbem_arbiter::rules::{AnyPosition, Options};

/// The first example diagram of the rule text (three holes a side).
const EXAMPLE: &str = "rn1qk/p1ppp/Bphh1/3hH/HP3/3N1/PBPPP/RH1QK w - - 0 1";
/// The exercise diagram (four holes a side).
const EXERCISE: &str = "Bnkqb/1hrpH/1hhhp/p1p1H/H1P1P/PR3/Pp1P1/1QHKN b - - 0 1";

fn position(text: &str) -> Box<dyn AnyPosition> {
    let info = pbem_arbiter::rules::variant("blackholes").unwrap();
    (info.from_text)(text, &Options::new()).unwrap()
}

fn turns(text: &str) -> Vec<String> {
    position(text).legal_turn_texts()
}

fn relativistic_of(text: &str, piece: &str) -> Vec<String> {
    let mut out: Vec<String> = turns(text)
        .into_iter()
        .filter(|t| t.starts_with(piece) && t.matches(['-', 'x']).count() == 3)
        .collect();
    out.sort();
    out
}

#[test]
fn the_rook_and_the_bishop_have_exactly_the_relativistic_moves_the_text_lists() {
    assert_eq!(
        relativistic_of(EXAMPLE, "Ra1"),
        vec!["Ra1-b1-a4xb4", "Ra1-b1-b1-c1", "Ra1-b1-b1xd1"]
    );
    assert_eq!(
        relativistic_of(EXAMPLE, "Bb2"),
        vec!["Bb2-e5-a4-b5", "Bb2-e5-a4xc6", "Bb2-e5-b1xc2"]
    );
}

#[test]
fn the_pawn_hole_and_knight_captures_the_text_lists_exist() {
    let black = EXAMPLE.replace(" w ", " b ");
    let all = turns(&black);
    for capture in [
        "d7-c6-d5xa2",
        "e7-d6-d5xa2",
        "d7-c6-d6xb4",
        "e7-d6-d6xb4",
        "Hd6-d5-c6xc2",
        // The text's Sb8-c6-c6xd2 cannot be: leaving c6 in the direction b8->c6
        // lands on d4 and then e2.
        "Nb8-c6-c6xe2",
    ] {
        assert!(
            all.iter()
                .any(|t| t.trim_end_matches(['+', '#']) == capture),
            "{capture} missing from {all:?}"
        );
    }
    // The impossible form is refused with the landings its path has.
    let e = position(&black)
        .play_text("Sb8-c6-c6xd2")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("lands on d4 or e2, not d2") && e.contains("B4"),
        "{e}"
    );
    // S is read as the knight everywhere (B1).
    let played = position(&black).play_text("Sb8-c6-c6xe2").unwrap();
    assert_eq!(
        played.canonical.trim_end_matches(['+', '#']),
        "Nb8-c6-c6xe2"
    );
}

const FRAGMENT: &str = "[Variant \"blackholes\"]\n\n1.e4 a5 2.Ke2 Ra6 3.(He1) (Ha8) 4.Ke3 Ha7 5.He2 Hb6 6.Hd3 Hc6 7.d2-d3-d3-d6 Ra6-c6-c6xd6 8.Qe2 Sb8-c6-c6xe2";

#[test]
fn the_notation_fragment_replays_and_seven_ke4_is_refused() {
    let games = read_scores(FRAGMENT, None).unwrap();
    let report = replay(&games[0], &ReplaySettings::default()).unwrap();
    assert!(!report.stopped, "{:?}", report.turns.last());
    assert_eq!(report.turns.len(), 16);
    assert_eq!(report.turns[4].canonical.as_deref(), Some("(He1)"));
    assert_eq!(report.turns[5].canonical.as_deref(), Some("(Ha8)"));
    assert_eq!(report.turns[12].canonical.as_deref(), Some("d2-d3-d3-d6"));
    // 7. Ke4 instead: the white pawn from 1. e4 stands on e4, so the king cannot go
    // there at all (the text overlooks it); with that pawn gone, Ke4 would leave the
    // king to b7-c6-c6xe4, a relativistic pawn capture (B6).
    let mut game = GameRecord::new("blackholes", &Options::new(), None).unwrap();
    for t in [
        "e4", "a5", "Ke2", "Ra6", "(He1)", "(Ha8)", "Ke3", "Ha7", "He2", "Hb6", "Hd3", "Hc6",
    ] {
        game.play(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    assert!(game.play("Ke4").is_err());
    let fen = game.current().position_text().replacen("4P", "5", 1);
    assert!(
        fen.starts_with("1nbqk/1pppp/r1h2/p4/5/3HK/PPPP1/RNBQ1 w"),
        "{fen}"
    );
    let e = position(&fen).play_text("Ke4").unwrap_err().to_string();
    assert!(e.contains("relativistic") && e.contains("B6"), "{e}");
}

#[test]
fn the_exercises_are_solved() {
    // 2. Both sides can mate in one. White's: Hc1-c2 (threatening Ne1-c2-e7xc8, which
    // nothing can parry); Black's: Rc7-c6-d6xd2 and Hb7-b6-d6xd2.
    let white = EXERCISE.replace(" b ", " w ");
    let mates = |text: &str| -> Vec<String> {
        let mut out: Vec<String> = turns(text)
            .into_iter()
            .filter(|t| t.ends_with('#'))
            .collect();
        out.sort();
        out
    };
    assert_eq!(mates(&white), vec!["Hc2#"]);
    assert_eq!(mates(EXERCISE), vec!["Hb7-b6-d6xd2#", "Rc7-c6-d6xd2#"]);
    // 1. Black checks by a normal move that threatens a relativistic knight move:
    // the checking normal moves of Black are hole steps (Hb6-a7, Hb7-a7, Hb6-b5) that
    // open a path for the knight on b8 through a black hole.
    let p = position(EXERCISE);
    let mut checks: Vec<String> = p
        .legal_turn_texts()
        .into_iter()
        .filter(|t| t.ends_with('+') && t.matches(['-', 'x']).count() < 3 && !t.starts_with('('))
        .collect();
    checks.sort();
    assert_eq!(checks, vec!["H6a7+", "H7a7+", "Hbb5+"]);
}

#[test]
fn perft_agrees_with_the_independent_enumerator() {
    let table = include_str!("../data/perft-blackholes.txt");
    let mut compared = 0;
    for line in table
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (fen, counts) = line.split_once(';').unwrap();
        let p = position(fen.trim());
        for (depth, expected) in counts.split_whitespace().enumerate() {
            // Depth 4 from the start is for release builds (`arbiter perft`); the
            // table's depth-4 figure is checked by scripts/test.sh with the oracle.
            if depth == 3 {
                continue;
            }
            assert_eq!(
                p.perft(depth as u32 + 1).to_string(),
                expected,
                "{fen} depth {}",
                depth + 1
            );
            compared += 1;
        }
    }
    assert!(compared >= 48, "{compared}");
}

#[test]
fn exercise_three_how_many_pieces_surely_moved_relativistically() {
    // A retrograde question, answered from facts of the position that the engine's
    // own board and piece data give (docs/rules/blackholes.md has the reasoning).
    let p = position(EXERCISE);
    let text = p.position_text();
    let board: Vec<Vec<char>> = text
        .split_whitespace()
        .next()
        .unwrap()
        .split('/')
        .map(|rank| {
            rank.chars()
                .flat_map(|c| match c.to_digit(10) {
                    Some(n) => vec!['.'; n as usize],
                    None => vec![c],
                })
                .collect()
        })
        .collect();
    let at = |sq: &str| {
        let f = (sq.as_bytes()[0] - b'a') as usize;
        let r = (sq.as_bytes()[1] - b'1') as usize;
        board[7 - r][f]
    };
    let count = |c: char| board.iter().flatten().filter(|&&x| x == c).count();
    // Both sides still have every piece and pawn they started with (no promotion, and
    // no capture of anything but a hole, which only a relativistic move can take).
    for (white, black, n) in [
        ('P', 'p', 5),
        ('Q', 'q', 1),
        ('R', 'r', 1),
        ('B', 'b', 1),
        ('N', 'n', 1),
        ('K', 'k', 1),
    ] {
        assert_eq!((count(white), count(black)), (n, n), "{white}{black}");
    }
    // 1. White's bishop (from c1) stands on a8, a square of the other colour.
    assert_eq!(at("a8"), 'B');
    let dark = |file: u32, rank: u32| (file + rank).is_multiple_of(2);
    assert_ne!(dark(0, 7), dark(2, 0), "a8 and c1 differ in colour");
    // 2. Black's bishop stands on e8, whose only diagonal neighbour on five files is
    //    d7, where Black's d-pawn has stood all game (a pawn never returns home).
    assert_eq!((at("e8"), at("d7")), ('b', 'p'));
    // 3. Two White pawns on the a-file and none on b: one changed file without taking
    //    a piece (none is missing), so through a hole.
    assert_eq!((at("a2"), at("a3")), ('P', 'P'));
    assert!((1..8).all(|r| board[7 - r][1] != 'P'));
}
