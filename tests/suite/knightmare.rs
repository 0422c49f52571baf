//! Combining Knightmare Chess: every clause of K1-K5 from a set-up position, the
//! rule text's fool's mate by a knight forming a Knightmare on c7, the position text,
//! and perft 1-3 from the start.

use crate::common::play;
use pbem_arbiter::board::geometry::Color;
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::{Options, Outcome, WinReason};

fn game(fen: &str) -> GameRecord {
    GameRecord::new("knightmare", &Options::new(), Some(fen)).unwrap()
}

fn board(g: &GameRecord) -> String {
    g.current()
        .position_text()
        .split(' ')
        .next()
        .unwrap()
        .to_string()
}

fn last(g: &GameRecord) -> String {
    g.turns().last().unwrap().canonical.clone()
}

#[test]
fn k1_regular_onto_opposing_regular_combines() {
    let mut g = game("4k3/8/8/3n4/8/1B6/8/4K3 w - - 0 1 -");
    play(&mut g, &["B~Nd5"]);
    assert_eq!(board(&g), "4k3/8/8/3(Bn)4/8/8/8/4K3");
    assert_eq!(last(&g), "B~Nd5");
    // The same move written as a capture is read too (the rule text allows it).
    let mut x = game("4k3/8/8/3n4/8/1B6/8/4K3 w - - 0 1 -");
    play(&mut x, &["Bxd5"]);
    assert_eq!(last(&x), "B~Nd5");
    // A "~" on a move that forms nothing is refused with the rule.
    let mut y = game("4k3/8/8/3p4/8/1B6/8/4K3 w - - 0 1 -");
    assert!(y.play("B~Pd5").is_err());
}

#[test]
fn k1_every_other_capture_removes() {
    // A Knightmare capturing a regular piece removes it (White moves it as a bishop).
    let mut g = game("4k3/8/8/8/1r6/8/3(Bn)4/4K3 w - - 0 1 -");
    play(&mut g, &["BNxb4"]);
    assert_eq!(board(&g), "4k3/8/8/8/1(Bn)6/8/8/4K3");
    // A Knightmare capturing a Knightmare removes both of its halves.
    let mut g = game("4k3/8/8/8/1(Rq)6/8/3(Bn)4/4K3 w - - 0 1 -");
    play(&mut g, &["BNxb4"]);
    assert_eq!(board(&g), "4k3/8/8/8/1(Bn)6/8/8/4K3");
    // A regular piece capturing a Knightmare removes both halves.
    let mut g = game("4k3/8/8/8/1(Bn)6/8/8/1R2K3 w - - 0 1 -");
    play(&mut g, &["Rxb4"]);
    assert_eq!(board(&g), "4k3/8/8/8/1R6/8/8/4K3");
    // A pawn captures a regular piece and removes it; a king captures a Knightmare.
    let mut g = game("4k3/8/8/8/3n4/4P3/8/4K3 w - - 0 1 -");
    play(&mut g, &["exd4"]);
    assert_eq!(board(&g), "4k3/8/8/8/3P4/8/8/4K3");
    let mut g = game("4k3/8/8/8/8/8/3(Rb)4/4K3 w - - 0 1 d2");
    play(&mut g, &["Kxd2"]);
    assert_eq!(board(&g), "4k3/8/8/8/8/8/3K4/8");
}

#[test]
fn k1_a_knightmare_may_not_capture_its_mover_s_regular_pieces() {
    // White moves (Bn) as a bishop; its own rook on b4 is not a target for White...
    let g = game("4k3/8/8/8/1R6/8/3(Bn)4/4K3 w - - 0 1 -");
    let e = g.clone().play("BNxb4").unwrap_err().to_string();
    assert!(e.contains("not legal"), "{e}");
    // ... but Black, moving it as a knight, may take White's rook? d2-b3 is no knight
    // move to b4; Black's knight half reaches b3, c4, e4, f3, f1, b1: take on c4.
    let mut b = game("4k3/8/8/8/2R5/8/3(Bn)4/4K3 b - - 0 1 -");
    play(&mut b, &["BNxc4"]);
    assert_eq!(board(&b), "4k3/8/8/8/2(Bn)5/8/8/4K3");
}

#[test]
fn k2_a_piece_may_not_move_twice_in_a_row() {
    let mut g = game("4k3/8/8/3n4/8/1B6/8/4K3 w - - 0 1 -");
    play(&mut g, &["B~Nd5"]);
    // Black may not move the Knightmare just formed (it counts as just moved by White).
    let e = g.play("BNf4").unwrap_err().to_string();
    assert!(e.contains("moved last") && e.contains("K2"), "{e}");
    play(&mut g, &["Kd7"]);
    // White keeps control by moving it every turn.
    play(&mut g, &["BNe6+"]);
    assert!(
        g.play("BNg5").is_err(),
        "Black may not move it the turn after White did"
    );
    play(&mut g, &["Kc7"]);
    play(&mut g, &["Kf2"]);
    // Now White moved another piece: Black may move it, as a knight.
    play(&mut g, &["BNg5"]);
    assert!(g.play("BNf6").unwrap_err().to_string().contains("K2"));
}

#[test]
fn k3_pictorial_check_and_forming_does_not_lift_check() {
    // The Knightmare cannot move for Black (it moved last) but checks with White's half.
    let g = game("4k3/8/3(Nq)4/8/8/8/8/4K3 b - - 0 1 d6");
    assert!(g.current().is_check());
    // A rook checks along the e-file; a bishop joining it keeps the rook half there:
    // the check stays, so the move is illegal.
    let g = game("4k3/8/8/8/4R3/3b4/8/K7 b - - 0 1 -");
    let e = g.clone().play("B~Re4").unwrap_err().to_string();
    assert!(e.contains("would leave the black king in check"), "{e}");
}

#[test]
fn fools_mate_by_a_knight_forming_a_knightmare_on_c7() {
    // The rule text: "fool's mates by Knight to c7 ... if an escape route hasn't been
    // opened for the King". The black queen stands on c7.
    let mut g = game("3nkb2/2qppp2/8/1N6/8/8/8/4K3 w - - 0 1 -");
    play(&mut g, &["N~Qc7"]);
    assert_eq!(last(&g), "N~Qc7#");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winner: Color::White,
            reason: WinReason::Checkmate
        })
    );
}

#[test]
fn k4_castling_and_promotion() {
    // Castling with an unmoved regular rook; a rook that combined has lost the right.
    let mut g = game("r3k3/8/8/8/8/8/8/R3K2R w KQq - 0 1 -");
    play(&mut g, &["O-O"]);
    let mut g = game("r3k3/8/8/8/8/8/8/R3K2R w KQq - 0 1 -");
    play(&mut g, &["R~Ra8"]);
    assert!(
        g.current().position_text().contains(" K - "),
        "{}",
        g.current().position_text()
    );
    // Promotion to a regular piece of the promoter's colour.
    let mut g = game("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1 -");
    play(&mut g, &["a8=N"]);
    assert_eq!(board(&g), "Nn2k3/8/8/8/8/8/8/4K3");
    let mut g = game("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1 -");
    play(&mut g, &["axb8=Q+"]);
    assert_eq!(board(&g), "1Q2k3/8/8/8/8/8/8/4K3");
}

#[test]
fn k5_notation_and_position_text() {
    let mut g = game("4k3/8/8/8/8/8/3(Qn)4/4K3 w - - 0 1 -");
    // Named by its two letters in the order Q R B N, whoever owns which half.
    play(&mut g, &["QNd2-e3"]);
    assert_eq!(last(&g), "QNe3+");
    let text = g.current().position_text();
    assert_eq!(text, "4k3/8/8/8/8/4(Qn)3/8/4K3 b - - 1 1 e3");
    let again = GameRecord::new("knightmare", &Options::new(), Some(&text)).unwrap();
    assert_eq!(again.current().position_text(), text);
    // A wrongly ordered name is read in order too: NQ is QN.
    let mut h = game("4k3/8/8/8/8/8/3(Qn)4/4K3 w - - 0 1 -");
    play(&mut h, &["NQe3"]);
    for bad in [
        "4k3/8/8/8/8/8/3(qN)4/4K3 w - - 0 1 -",
        "4k3/8/8/8/8/8/3(Pn)4/4K3 w - - 0 1 -",
    ] {
        assert!(
            GameRecord::new("knightmare", &Options::new(), Some(bad)).is_err(),
            "{bad}"
        );
    }
    // The diagram shows both halves and the legend who moves which.
    let d = g.current().diagram();
    assert_eq!(d.legend[0].symbol, "Qn");
    assert_eq!(
        d.legend[0].betza,
        "White moves it as a queen, Black as a knight"
    );
}

#[test]
fn perft_from_the_start() {
    // No Knightmare can exist before ply 3, and one formed at ply 3 is a leaf counted
    // like any capture: perft 1-3 equals FIDE's published figures (stack.md), a count
    // independent of this program; depths 1 and 2 also by hand (20 moves; 20 x 20).
    let g = GameRecord::new("knightmare", &Options::new(), None).unwrap();
    assert_eq!(
        (1..=3).map(|d| g.current().perft(d)).collect::<Vec<_>>(),
        vec![20, 400, 8902]
    );
}

#[test]
fn a_lone_minor_piece_is_a_dead_position_and_combining_resets_the_count() {
    // K+N v K cannot mate and the knight has nothing to combine with (K1).
    use pbem_arbiter::rules::DrawReason;
    let g = game("4k3/8/8/8/8/8/8/4KN2 w - - 0 1 -");
    assert_eq!(g.outcome(), Some(&Outcome::Draw(DrawReason::DeadPosition)));
    let g = game("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1 -");
    assert_eq!(g.outcome(), None);
    // Combining is irreversible (the board never returns to two single pieces): it
    // resets the fifty-move count like a capture (decision, FIDE 9.3).
    let mut g = game("3k4/8/8/3n4/8/8/8/3QK3 w - - 40 30 -");
    play(&mut g, &["Q~Nd5"]);
    assert_eq!(g.current().halfmove_clock(), 0);
}
