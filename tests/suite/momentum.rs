//! Momentum Chess: the examples of the rule text as tests, each from a set-up
//! position, the notation and position text, and the M-rulings (docs/rules/momentum.md).

use crate::common::play;
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::momentum::{self, MomentumPosition};
use pbem_arbiter::rules::{Options, Rules};

fn game(fen: Option<&str>) -> GameRecord {
    GameRecord::new("momentum", &Options::new(), fen).unwrap()
}

fn position(text: &str) -> MomentumPosition {
    momentum::from_text(text, &Options::new()).unwrap()
}

#[test]
fn bishop_to_b5_is_not_check_without_a_pawn_in_motion() {
    // White Ka7, Bc4; Black Ke8 (and a pawn, so that the position is not dead).
    let mut g = game(Some("4k3/K6p/8/8/2B5/8/8/8 w - - 0 1 -"));
    play(&mut g, &["Bc4-b5"]);
    assert!(
        !g.current().is_check(),
        "Bb5 cannot reach e8 next turn: its momentum carries it to a6"
    );
}

#[test]
fn bishop_to_b5_with_a_pawn_moving_on_a4_is_check() {
    // The pawn continues to a6 next turn; the bishop then autostops and may go to e8.
    let mut g = game(Some("4k3/K6p/8/8/P1B5/8/8/8 w - - 0 1 a4@0/1"));
    play(&mut g, &["Bc4-b5, a4-a5"]);
    assert!(g.current().is_check());
    assert_eq!(g.turns()[0].canonical, "Bc4-b5, a4-a5+");
}

#[test]
fn bishop_to_d3_is_check_and_b5_b4_answers_it() {
    // White Bf1 (Kh1); Black Kg6, pawn b5.
    let mut g = game(Some("8/8/6k1/1p6/8/8/8/5B1K w - - 0 1 -"));
    play(&mut g, &["Bf1-d3"]);
    assert!(
        g.current().is_check(),
        "the bishop autostops at d3 (b5 is occupied) and may take g6"
    );
    play(&mut g, &["b5-b4"]);
    assert!(!g.current().is_check());
    // Its momentum now carries the bishop on to b5, whatever White does.
    let after = g.current().position_text();
    assert!(after.ends_with("d3@-2/2,b4@0/-1"), "{after}");
    // The pawn has no momentum to stop; "b5-b5" is no action here.
    let mut h = game(Some("8/8/6k1/1p6/8/8/8/5B1K w - - 0 1 -"));
    play(&mut h, &["Bf1-d3"]);
    let e = h.play("b5-b5").unwrap_err().to_string();
    assert!(e.contains("no black piece in motion to stop there"), "{e}");
}

#[test]
fn e6_then_bb5_is_check() {
    let mut g = game(None);
    play(&mut g, &["e4", "d6", "e6, Bb5"]);
    assert!(g.current().is_check());
    assert_eq!(g.turns()[2].canonical, "e4-e6, Bf1-b5+");
}

#[test]
fn queen_d7_c5_d4_is_legal_after_qh5() {
    let mut g = game(None);
    play(
        &mut g,
        &["e4", "d6", "Bb5, e6", "c6, d5", "Qh5", "Qd7, c5, d4"],
    );
    assert_eq!(g.turns().len(), 6);
    // Without the queen's block, the c-pawn's compulsory move exposes the king.
    let mut h = game(None);
    play(&mut h, &["e4", "d6", "Bb5, e6", "c6, d5", "Qh5"]);
    assert!(h
        .play("Nf6, c5, d4")
        .unwrap_err()
        .to_string()
        .contains("could capture the black king"));
    // The rule text's better line: the knight stops the c6 pawn... and d4 blocks.
    let mut k = game(None);
    play(&mut k, &["e4", "d6", "Bb5, e6", "Nc6, d5", "Qh5"]);
    assert_eq!(k.turns().len(), 5);
}

#[test]
fn position_text_round_trips() {
    let mut g = game(None);
    play(&mut g, &["e4", "d6", "Bb5, e6", "c6, d5"]);
    let text = g.current().position_text();
    assert_eq!(text, "rnbqkbnr/pp2pppp/2p1P3/1B1p4/8/8/PPPP1PPP/RNBQK1NR w KQkq - 0 3 b5@-4/4,d5@0/-1,c6@0/-1,e6@0/2");
    assert_eq!(position(&text).position_text(), text);
    let capture = "4k3/8/8/1p6/2P5/8/8/4K3 b - - 0 1 c4@1/1x";
    assert_eq!(position(capture).position_text(), capture);
    for bad in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 e4@0/2",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 e1@0/1",
        "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1 e4@two",
    ] {
        assert!(momentum::from_text(bad, &Options::new()).is_err(), "{bad}");
    }
}

#[test]
fn incomplete_turns_name_the_piece_and_its_square() {
    let mut g = game(None);
    play(&mut g, &["e4", "d6"]);
    let e = g.play("Nf3").unwrap_err().to_string();
    assert!(
        e.contains("pawn on e4 is in motion and must continue to e6"),
        "{e}"
    );
    // The stop action keeps it on e4.
    let mut h = game(None);
    play(&mut h, &["e4", "d6", "e4-e4"]);
    assert!(h.current().position_text().ends_with(" d6@0/-1"));
    // Passing is not allowed: only the momentum event, no action.
    let mut k = game(None);
    play(&mut k, &["e4", "d6"]);
    let e = k.play("e4-e6").unwrap_err().to_string();
    assert!(e.contains("one action"), "{e}");
}

#[test]
fn autostops_are_filled_in_and_told_in_words() {
    let mut g = game(None);
    play(&mut g, &["e4", "e5"]);
    // Both pawns are blocked: they stop by themselves; only the action is written.
    let record = g.play("Nf3").unwrap().clone();
    assert_eq!(record.canonical, "Ng1-f3");
    assert_eq!(
        english(&record.notes),
        vec!["Autostop: the pawn on e4 stops by itself, because e5 is in the way."]
    );
    // "After 1. Ng1-f3 e7-e5, White cannot use the inertia of the Knight to capture":
    // its quiet momentum stops it before e5; it may then be started anew to capture,
    // and that start gives it capture momentum.
    play(&mut g, &["Nc6"]);
    let record = g.play("Nf3:e5").unwrap().clone();
    assert_eq!(record.notes[0].to_string(), "Autostop: the knight on f3 stops by itself, because e5 is occupied and it moves without capturing.");
    assert!(
        record.position_after.contains("e5@-1/2x"),
        "{}",
        record.position_after
    );
}

#[test]
fn the_order_decides_and_short_forms_are_read() {
    // The rule text: Bishop moved f1-d3 (in motion to b5), a pawn on c3 about to move
    // to c4: the order of events chooses whether the bishop goes on to b5 or stops.
    let base = "4k3/7p/8/8/8/2PB4/8/4K3 w - - 0 1 d3@-2/2";
    let mut bishop_first = game(Some(base));
    play(&mut bishop_first, &["d3-b5, c3-c4"]);
    assert!(bishop_first
        .current()
        .position_text()
        .starts_with("4k3/7p/8/1B6/2P5/8/8/4K3 b"));
    let mut pawn_first = game(Some(base));
    play(&mut pawn_first, &["c4"]);
    // Written alone, the pawn move comes first and the bishop, blocked, stops on d3.
    assert!(pawn_first
        .current()
        .position_text()
        .starts_with("4k3/7p/8/8/2P5/3B4/8/4K3 b"));
    assert_eq!(
        english(&pawn_first.turns()[0].notes),
        vec!["Autostop: the bishop on d3 stops by itself, because c4 is in the way."]
    );
    // With nothing in its way, the bishop must be written.
    let mut free = game(Some("4k3/7p/8/8/8/3B4/8/4K3 w - - 0 1 d3@-2/2"));
    let e = free.play("Kd2").unwrap_err().to_string();
    assert!(
        e.contains("bishop on d3 is in motion and must continue to b5"),
        "{e}"
    );
    play(&mut free, &["Bd3-b5, Kd2"]);
}

#[test]
fn castling_gives_the_rook_momentum_and_kings_never_move_on() {
    let mut g = game(Some("4k3/7p/8/8/8/8/8/R3K2R w KQ - 0 1 -"));
    play(&mut g, &["O-O"]);
    assert_eq!(
        g.current().position_text(),
        "4k3/7p/8/8/8/8/8/R4RK1 b - - 1 1 f1@-2/0"
    );
    play(&mut g, &["h6"]);
    // The rook continues f1-d1 next turn unless stopped.
    play(&mut g, &["f1-d1, Kg1-h1"]);
    assert!(
        g.current().position_text().ends_with("d1@-2/0,h6@0/-1"),
        "{}",
        g.current().position_text()
    );
}

#[test]
fn a_promoted_pawn_keeps_its_momentum() {
    let mut g = game(Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1 -"));
    play(&mut g, &["a8=Q"]);
    assert_eq!(
        g.current().position_text(),
        "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1 a8@0/1"
    );
    play(&mut g, &["Kd7"]);
    // The queen autostops (the board ends) and may start again at once.
    play(&mut g, &["Qa8-a1"]);
    assert!(
        g.current().position_text().ends_with("a1@0/-7"),
        "{}",
        g.current().position_text()
    );
}

#[test]
fn en_passant_only_against_a_start_double_step() {
    let mut g = game(Some("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1 -"));
    play(&mut g, &["d7-d5"]);
    play(&mut g, &["e5:d6"]);
    assert_eq!(
        g.current().position_text(),
        "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2 d6@-1/1x"
    );
}

#[test]
fn checkmate_and_king_capture_from_a_set_up() {
    use pbem_arbiter::rules::{Outcome, WinReason};
    // Qb1-b8: the queen autostops next turn (off the board) and takes h8 along the rank;
    // every king move is covered by the queen or the king: mate.
    let mut g = game(Some("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1 -"));
    play(&mut g, &["Qb1-b8"]);
    assert_eq!(g.turns()[0].canonical, "Qb1-b8#");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winner: pbem_arbiter::board::geometry::Color::White,
            reason: WinReason::Checkmate
        })
    );
    // A set-up where White can take the king at once: the capture wins (M1).
    let mut g = game(Some("4k3/8/8/8/8/8/8/4RK2 w - - 0 1 -"));
    play(&mut g, &["Re1:e8"]);
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winner: pbem_arbiter::board::geometry::Color::White,
            reason: WinReason::KingCaptured
        })
    );
}

#[test]
fn each_turn_is_listed_once_by_the_position_it_leaves() {
    // Turns that leave the same board, the same set of pieces in motion
    // and the same rights are one turn, whatever order the motion set was built in.
    use std::collections::BTreeSet;
    let start = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 -");
    let mut checked = 0;
    for first in start.legal_turns() {
        let p1 = start.play(&first);
        for second in p1.legal_turns() {
            let p2 = p1.play(&second);
            let turns = p2.legal_turns();
            let after: BTreeSet<String> =
                turns.iter().map(|t| p2.play(t).position_text()).collect();
            assert_eq!(after.len(), turns.len(), "{}", p2.position_text());
            checked += turns.len();
        }
    }
    assert_eq!(checked, 9456, "perft 3 from the start");
}

#[test]
fn an_unwritten_autostop_comes_at_the_earliest_point_so_the_piece_may_start_again() {
    // M5: the queen on d6 cannot continue to d4 while its own pawn stands there, so it
    // stops by itself before d4-d3 and may then start: Qd6:d7 takes the knight. The
    // engine listed this turn and, before the fix, refused to read it back.
    let p = position(
        "r3kbnr/p1pNpppp/b1nq3P/1p6/1PPpP3/B7/P2P1PP1/RN1QKB1R b KQkq e3 0 6 d4@0/-1,e4@0/2,d6@0/-2,d7@-1/2",
    );
    let listed = p.legal_turns();
    let turn = p.parse_turn("d4-d3, Qd6:d7").unwrap();
    assert!(listed.contains(&turn));
    assert_eq!(p.write_turn(&turn), "d4-d3, Qd6:d7");
    // Every listed turn reads back to itself from its canonical text.
    for t in &listed {
        let text = p.write_turn(t);
        let read = p
            .parse_turn(&text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(
            p.play(&read).position_text(),
            p.play(t).position_text(),
            "{text}"
        );
    }
}

/// A position of tests/data/momentum/sixteen-in-motion.txt (shared with the benchmark).
fn sixteen_in_motion(name: &str) -> momentum::MomentumPosition {
    let text = include_str!("../data/momentum/sixteen-in-motion.txt")
        .lines()
        .filter_map(|line| line.split_once('\t'))
        .find(|(n, _)| *n == name)
        .map(|(_, text)| text)
        .unwrap_or_else(|| panic!("no position {name}"));
    momentum::from_text(text, &Options::new()).unwrap()
}

#[test]
fn sixteen_pieces_in_motion_per_side_are_searched_whole() {
    // With every piece in motion the search stays small (it took 26 s and
    // 3 GB with 15 a side before the turn was split into independent groups). The
    // grouped search is compared with the plain one on smaller positions in
    // tests/suite/momentum_groups.rs; here it must finish, read back its own turn and find
    // the mate.
    use pbem_arbiter::rules::{Outcome, WinReason};
    let busy = sixteen_in_motion("sixteen-each");
    let turns = busy.legal_turns();
    assert_eq!(turns.len(), 4130);
    assert_eq!(busy.outcome(), None);
    let text = busy.write_turn(&turns[turns.len() / 2]);
    let read = busy.parse_turn(&text).unwrap();
    assert_eq!(
        busy.play(&read).position_text(),
        busy.play(&turns[turns.len() / 2]).position_text()
    );
    let mate = sixteen_in_motion("sixteen-each-mate");
    assert!(mate.is_check());
    assert!(mate.legal_turns().is_empty());
    assert_eq!(
        mate.outcome(),
        Some(Outcome::Win {
            winner: pbem_arbiter::board::geometry::Color::White,
            reason: WinReason::Checkmate
        })
    );
}

/// The positions of tests/data/perft-momentum.txt: (position text, counts from depth 1).
fn perft_table() -> Vec<(&'static str, Vec<u64>)> {
    include_str!("../data/perft-momentum.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let (text, counts) = line
                .split_once(';')
                .unwrap_or_else(|| panic!("no ';' in {line}"));
            let counts = counts
                .split_whitespace()
                .map(|n| n.parse().unwrap_or_else(|_| panic!("count {n} in {line}")))
                .collect();
            (text.trim(), counts)
        })
        .collect()
}

#[test]
fn perft_table_with_the_library_and_the_command_line() {
    // Ruling M6: every position of the table, by Rules::perft and by `arbiter
    // perft --variant momentum`; the independent enumerator confirms the same turns
    // (tests/suite/momentum_oracle.rs).
    let table = perft_table();
    assert_eq!(table.len(), 6);
    for (text, counts) in &table {
        let p = position(text);
        for (depth, expected) in counts.iter().enumerate() {
            let depth = depth as u32 + 1;
            assert_eq!(Rules::perft(&p, depth), *expected, "{text} depth {depth}");
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_arbiter"))
                .args(["perft", "--variant", "momentum", "--fen", text])
                .arg(depth.to_string())
                .env("RUST_LOG", "warn")
                .output()
                .unwrap();
            assert!(out.status.success(), "{text}: {out:?}");
            assert_eq!(
                String::from_utf8_lossy(&out.stdout).trim(),
                expected.to_string(),
                "arbiter perft {text} {depth}"
            );
        }
    }
}

#[test]
fn no_en_passant_once_a_momentum_event_took_the_pawn() {
    // Ruling M6: the bishop in motion takes c5 by its continuation; the
    // pawn that made the double step is gone, so d5:c6 has nothing to take (before
    // the fix it removed White's own bishop from c5).
    let start = "4k3/8/8/2pP4/8/4B3/8/4K3 w - c6 0 1 e3@-2/2x,c5@0/-2";
    let p = position(start);
    let texts: Vec<String> = p.legal_turns().iter().map(|t| p.write_turn(t)).collect();
    assert!(!texts.iter().any(|t| t == "Be3:c5, d5:c6"), "{texts:?}");
    assert!(texts.iter().any(|t| t == "Be3:c5, d5-d6"), "{texts:?}");
    // En passant first is legal: the bishop then finds nothing on c5 and stops.
    assert!(texts.iter().any(|t| t == "d5:c6"), "{texts:?}");
    let mut g = game(Some(start));
    let e = g.play("Be3:c5, d5:c6").unwrap_err().to_string();
    assert!(
        e.contains("nothing to take en passant on c6") && e.contains("(M6)"),
        "{e}"
    );
    play(&mut g, &["d5:c6"]);
    assert_eq!(
        g.current().position_text(),
        "4k3/8/2P5/8/8/4B3/8/4K3 b - - 0 1 c6@-1/1x"
    );
    assert_eq!(
        english(&g.turns()[0].notes),
        vec!["Autostop: the bishop on e3 stops by itself, because there is nothing to capture on c5."]
    );
    // For Black, with the pawn taken by a queen sliding along the rank.
    let mut b = game(Some("7k/8/8/8/2q1Pp2/8/8/K7 b - e3 0 1 c4@2/0x,e4@0/2"));
    let e = b.play("Qc4:e4, f4:e3").unwrap_err().to_string();
    assert!(e.contains("(M6)"), "{e}");
    play(&mut b, &["Qc4:e4, f4-f3"]);
}

#[test]
fn the_opponents_imagined_turn_has_no_en_passant_right() {
    // The en-passant right in a position is the side
    // to move's (M6); in the opponent's imagined turn of M1 ("were it to move now")
    // a black pawn on b7 took "en passant" onto c6 against nothing, which opened the
    // b-file for the rook in motion: White counted as in check.
    let p = position("1r2k3/1p6/8/2pP4/8/8/8/1K6 w - c6 0 1 b8@0/-7x");
    assert!(!p.is_check());
    // The same in castling's test (M4, M8): d7 "took" onto e6, and O-O-O was refused.
    let p = position("3r3k/3p4/8/4pP2/8/8/8/R3K3 w Q e6 0 1 d8@0/-7x,e5@0/-2");
    let texts: Vec<String> = p.legal_turns().iter().map(|t| p.write_turn(t)).collect();
    assert!(texts.iter().any(|t| t == "O-O-O"), "{texts:?}");
    // Legality after a turn keeps the right: it is the opponent's own (the
    // c7-c5, after which d5:c6 e.p. lets the bishop take the king, stays illegal).
    let p = position("8/2p1k3/8/3P4/8/B7/8/7K b - - 0 1 a3@4/4x");
    let texts: Vec<String> = p.legal_turns().iter().map(|t| p.write_turn(t)).collect();
    assert!(!texts.iter().any(|t| t.contains("c7-c5")), "{texts:?}");
}

#[test]
fn the_position_text_keeps_an_en_passant_right_that_m1_allows() {
    // After a6-a5, c7-c5 the d5 pawn stands between its king
    // and the rook, but the rook is in motion and must move on to a4 (or be stopped):
    // it cannot take h5 next turn, so d5:c6 is legal (M1, M6). The text used FIDE's
    // test and wrote "-", and a game read back from it lost the capture.
    let mut g = game(Some("4k3/2p5/r7/3P3K/8/8/8/8 b - - 0 1 a6@0/-1"));
    play(&mut g, &["a6-a5, c7-c5"]);
    let text = g.current().position_text();
    assert_eq!(text, "4k3/8/8/r1pP3K/8/8/8/8 w - c6 0 2 a5@0/-1,c5@0/-2");
    let p = position(&text);
    assert!(p.parse_turn("d5:c6").is_ok());
    // A free pawn beside: written; none, or a capture M1 forbids (the rook stands
    // still and would take h5): not written.
    let mut h = game(Some("4k3/2p5/8/3P4/8/8/8/K7 b - - 0 1 -"));
    play(&mut h, &["c7-c5"]);
    assert!(h.current().position_text().contains(" w - c6 "));
    let mut k = game(Some("4k3/2p5/8/8/8/8/8/K7 b - - 0 1 -"));
    play(&mut k, &["c7-c5"]);
    assert!(k.current().position_text().contains(" w - - "));
    let mut still = game(Some("4k3/2p5/8/r2P3K/8/8/8/8 b - - 0 1 -"));
    play(&mut still, &["c7-c5"]);
    assert!(still.current().position_text().contains(" w - - "));
}

/// Notes as the English reply writes them.
fn english(notes: &[pbem_arbiter::notation::words::Phrase]) -> Vec<String> {
    notes.iter().map(ToString::to_string).collect()
}
