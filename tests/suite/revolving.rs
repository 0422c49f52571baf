//! Revolving Chess, Promotions and Demotions, Move Up Take Down:
//! every clause of R1, P1-P3, U1 and N1 from set-up positions, the sample games as
//! published and corrected (G2), and perft 1-3 from the start pinned and cross-checked
//! by an independent move enumerator written here (play/undo on a plain array).

use crate::common;

use crate::common::play;
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::replay::ReplayReport;
use pbem_arbiter::rules::{Options, Outcome, WinReason};

fn game(variant: &str, fen: Option<&str>) -> GameRecord {
    GameRecord::new(variant, &Options::new(), fen).unwrap()
}

fn last(g: &GameRecord) -> String {
    g.turns().last().unwrap().canonical.clone()
}

// ---- R1: Revolving ----

#[test]
fn revolving_pieces_turn_n_b_r_q_n() {
    let mut g = game("revolving", None);
    play(&mut g, &["Nc3", "Nf6"]);
    assert_eq!(last(&g), "Nf6(B)");
    assert!(
        g.current()
            .position_text()
            .starts_with("rnbqkb1r/pppppppp/5b2/8/8/2B5/"),
        "{}",
        g.current().position_text()
    );
    play(&mut g, &["e4", "Bd4(R)"]);
    play(&mut g, &["Bxd4"]);
    assert_eq!(last(&g), "Bxd4(R)");
    play(&mut g, &["e5"]);
    // Pawns do not revolve.
    assert_eq!(last(&g), "e5");
    play(&mut g, &["Rxd7"]);
    assert_eq!(last(&g), "Rxd7(Q)+");
    play(&mut g, &["Qxd7"]);
    assert_eq!(last(&g), "Qxd7(N)");
}

#[test]
fn revolving_self_check_says_self_check() {
    // This was refused as "no white king can reach f2".
    let g = game("revolving", Some("5rk1/8/8/8/8/8/8/4K3 w - - 0 1"));
    let e = g.current().play_text("Kf2").unwrap_err().to_string();
    assert!(
        e.contains("it would leave the white king in check") && e.contains("R1"),
        "{e}"
    );
}

#[test]
fn revolving_castles_with_the_rook_becoming_a_queen() {
    let mut g = game("revolving", Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    play(&mut g, &["O-O(Q)"]);
    assert_eq!(
        g.current().position_text(),
        "r3k2r/8/8/8/8/8/8/R4QK1 b kq - 1 1"
    );
    let e = g.play("O-O-O(R)").unwrap_err().to_string();
    assert!(e.contains("becomes Q, not R"), "{e}");
}

#[test]
fn revolving_promotion_does_not_also_revolve_and_check_uses_the_new_piece() {
    let mut g = game("revolving", Some("7k/P7/8/8/8/8/8/K7 w - - 0 1"));
    play(&mut g, &["a8=R"]);
    assert_eq!(last(&g), "a8=R+");
    // Check is judged with the piece after its change: a rook on b7 would not attack
    // a8, the queen it becomes does.
    let mut g = game("revolving", Some("k7/8/8/8/8/8/8/1R5K w - - 0 1"));
    play(&mut g, &["Rb7"]);
    assert_eq!(last(&g), "Rb7(Q)+");
}

#[test]
fn revolving_mate_and_stalemate_loses() {
    let mut g = game("revolving", Some("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"));
    play(&mut g, &["Ra8"]);
    assert_eq!(last(&g), "Ra8(Q)#");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winner: pbem_arbiter::board::geometry::Color::White,
            reason: WinReason::Checkmate
        })
    );
    // Stalemate: the stalemated player loses (R1). The knight becomes a bishop on h2
    // that covers b8; the king on b6 covers a7 and b7; Black is not in check.
    let mut st = game("revolving", Some("k7/8/1K6/8/8/5N2/8/8 w - - 0 1"));
    play(&mut st, &["Nh2"]);
    assert_eq!(last(&st), "Nh2(B)");
    assert_eq!(
        st.outcome(),
        Some(&Outcome::Win {
            winner: pbem_arbiter::board::geometry::Color::White,
            reason: WinReason::NoLegalMove
        })
    );
    // A lone knight is no dead position here: it revolves into a queen.
    assert!(game("revolving", Some("k7/8/1K6/8/8/5N2/8/8 w - - 0 1"))
        .outcome()
        .is_none());
}

// ---- P1-P3: ProDem ----

#[test]
fn prodem_white_passes_on_turn_one_then_even_promotes_odd_demotes() {
    let mut g = game("prodem", None);
    assert!(g
        .play("e4")
        .unwrap_err()
        .to_string()
        .contains("no white pawn"));
    play(&mut g, &["--"]);
    // Turn 1 is odd: Black's knight is demoted to a pawn; a pawn may not move (P2).
    assert!(g
        .play("e5")
        .unwrap_err()
        .to_string()
        .contains("a pawn cannot be demoted"));
    play(&mut g, &["Nf6"]);
    assert_eq!(last(&g), "Nf6(P)");
    // Turn 2 is even: a pawn is promoted to a knight or a bishop, the player names it.
    let e = g.play("c4").unwrap_err().to_string();
    assert!(
        e.contains("ambiguous") && e.contains("c4(B)") && e.contains("c4(N)"),
        "{e}"
    );
    play(&mut g, &["c4(B)"]);
    assert_eq!(last(&g), "c4(B)");
}

#[test]
fn prodem_queens_may_not_move_on_even_turns_and_rooks_choose_when_demoted() {
    let mut g = game("prodem", Some("4k3/8/8/8/8/8/8/R2QK3 w - - 0 2"));
    assert!(g
        .play("Qd5")
        .unwrap_err()
        .to_string()
        .contains("a queen cannot be promoted"));
    play(&mut g, &["Ra5"]);
    assert_eq!(last(&g), "Ra5(Q)");
    let mut odd = game("prodem", Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 3"));
    let e = odd.play("Ra5").unwrap_err().to_string();
    assert!(e.contains("Ra5(B)") && e.contains("Ra5(N)"), "{e}");
    play(&mut odd, &["Ra5(N)"]);
}

#[test]
fn prodem_pawn_rules_no_check_and_king_capture() {
    // P3: a pawn on its own first rank may move two squares; one on its last rank never.
    let g = game("prodem", Some("P3k3/8/8/8/8/8/8/3PK3 w - - 0 2"));
    let texts = g.current().legal_turn_texts();
    assert!(texts.iter().any(|t| t.starts_with("d3(")), "{texts:?}");
    assert!(!texts.iter().any(|t| t.starts_with('a')), "{texts:?}");
    // No check: a king may be left attacked, and capturing it wins.
    let mut g = game("prodem", Some("4k3/8/8/8/8/8/4r3/3K4 w - - 0 2"));
    play(&mut g, &["Kc1"]);
    let mut g = game("prodem", Some("4k3/4Q3/8/8/8/8/8/4K3 w - - 0 3"));
    play(&mut g, &["Qxe8"]);
    assert_eq!(last(&g), "Qxe8(R)");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winner: pbem_arbiter::board::geometry::Color::White,
            reason: WinReason::KingCaptured
        })
    );
    // No en passant and no castling: a set-up that claims either is refused (P3).
    for fen in [
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
        "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 2",
    ] {
        let e = GameRecord::new("prodem", &Options::new(), Some(fen)).unwrap_err();
        assert!(e.to_string().contains("(P3: ProDem has no"), "{e}");
    }
    // A player with no legal move loses: on an even turn queens may not move, and the
    // king is hemmed in by them.
    let g = game("prodem", Some("k7/8/8/8/8/8/QQ6/KQ6 w - - 0 2"));
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winner: pbem_arbiter::board::geometry::Color::Black,
            reason: WinReason::NoLegalMove
        })
    );
}

// ---- U1: Move Up Take Down ----

#[test]
fn mutd_moves_go_up_captures_go_down() {
    let mut g = game("mutd", None);
    play(&mut g, &["g4"]);
    assert_eq!(last(&g), "g4(N)");
    play(&mut g, &["d5", "Nh6"]);
    assert_eq!(last(&g), "Nh6(B)");
    // A capturing pawn becomes a queen.
    let mut g = game("mutd", Some("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"));
    play(&mut g, &["exd5"]);
    assert_eq!(last(&g), "exd5(Q)");
    // Kings never change; a capture by a knight goes down to a pawn.
    let mut g = game("mutd", Some("4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1"));
    play(&mut g, &["Nxd5"]);
    assert_eq!(last(&g), "Nxd5(P)");
}

#[test]
fn mutd_without_pawns_the_cycle_is_n_b_r_q() {
    let mut g = game("mutd", Some("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"));
    play(&mut g, &["Qd5"]);
    assert_eq!(last(&g), "Qd5(N)");
    let mut g = game("mutd", Some("4k3/8/8/3r4/8/8/8/3NK3 w - - 0 1"));
    let e = g.play("Nc3(P)").unwrap_err().to_string();
    assert!(e.contains("becomes B, not P"), "{e}");
    let mut g = game("mutd", Some("4k3/8/8/8/8/2r5/8/3NK3 w - - 0 1"));
    play(&mut g, &["Nxc3"]);
    assert_eq!(
        last(&g),
        "Nxc3(Q)",
        "a capture goes down the pawnless cycle N->Q"
    );
    // Moving is compulsory and a player without a move loses; king capture wins.
    let mut g = game("mutd", Some("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"));
    play(&mut g, &["Rxe8"]);
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winner: pbem_arbiter::board::geometry::Color::White,
            reason: WinReason::KingCaptured
        })
    );
}

// ---- N1: notation ----

#[test]
fn notation_forms() {
    // A captured piece named, the destination left out: R:B(Q)... from a set-up.
    let mut g = game("mutd", Some("4k3/8/8/1b6/8/8/8/1R2K3 w - - 0 1"));
    play(&mut g, &["R:B(B)"]);
    assert_eq!(last(&g), "Rxb5(B)+");
    let mut g = game("mutd", Some("4k3/8/8/8/2r5/8/8/B3K3 w - - 0 1"));
    assert!(
        g.play("Ba:Rc3(P)").is_err(),
        "c3 is empty: the named rook stands on c4"
    );
    let mut g = game("mutd", Some("4k3/8/8/8/8/2r5/8/B3K3 w - - 0 1"));
    play(&mut g, &["Ba:Rc3(N)"]);
    // Long form and the suffix left out where the result is forced.
    let mut g = game("revolving", Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    play(&mut g, &["Ra1a5"]);
    assert_eq!(last(&g), "Ra5(Q)");
    // A wrong suffix says what the piece becomes.
    let mut g = game("revolving", Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
    assert_eq!(
        g.play("Ra5(N)").unwrap_err().to_string(),
        "Ra5(N) is not legal: after this move the piece becomes Q, not N"
    );
}

// ---- the sample games (G2) ----

fn run(name: &str) -> ReplayReport {
    common::replay_data(&format!("revolving/{name}"))
}

#[test]
fn revolving_game_replays_to_move_27_and_stops_at_28_f3() {
    let r = run("revolving-published.pgn");
    let t = r.turns.last().unwrap();
    assert!(r.stopped);
    assert_eq!((t.ply, t.input.as_str()), (56, "f3"));
    assert_eq!(
        t.error.as_deref(),
        Some("f3 is not legal: no black pawn can reach f3 (its moves: FIDE 3.2-3.8, after R1's changes)")
    );
}

#[test]
fn prodem_game_one_published_stops_and_corrected_replays() {
    let r = run("prodem1-published.pgn");
    let t = r.turns.last().unwrap();
    assert!(r.stopped);
    assert_eq!((t.ply, t.input.as_str()), (28, "Bc6(R)"));
    let r = run("prodem1-corrected.pgn");
    assert!(!r.stopped, "{:?}", r.turns.last());
    assert_eq!(r.turns.len(), 47);
    assert_eq!(r.result, "1-0");
}

#[test]
fn prodem_game_two_stops_at_its_first_impossible_move() {
    let r = run("prodem2-published.pgn");
    let t = r.turns.last().unwrap();
    assert!(r.stopped);
    assert_eq!((t.ply, t.input.as_str()), (2, "Nc3(P)"));
    assert_eq!(
        t.error.as_deref(),
        Some("Nc3(P) is not legal: no black knight can reach c3 (its moves: FIDE 3.2-3.8, with P2-P3)")
    );
}

#[test]
fn mutd_game_replays_to_its_end_through_the_pawnless_cycle() {
    let r = run("mutd-published.pgn");
    assert!(!r.stopped, "{:?}", r.turns.last());
    assert_eq!(r.turns.len(), 73);
    assert_eq!(r.result, "1-0");
    // 33... Qe4(N): no pawn is left, so the queen moving goes round to a knight.
    let t = &r.turns[65];
    assert_eq!(t.input, "Qe4(N)+");
    assert!(!t
        .fen
        .as_deref()
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .contains(['p', 'P']));
}

// ---- perft, with an independent count ----

mod independent {
    //! A plain move enumerator for the three variants from the start position, written
    //! separately from the engine: an 8x8 array, play/undo, the FIDE moves by hand.
    //! Enough for perft 3 from the start (no castling, en passant or promotion can
    //! happen that early).

    #[derive(Clone, Copy, PartialEq)]
    pub enum V {
        Revolving,
        ProDem,
        Mutd,
    }

    // Pieces: 0 empty; 1 P 2 N 3 B 4 R 5 Q 6 K; negative for Black.
    pub struct Board {
        pub sq: [i8; 64],
        pub white: bool,
        pub turn: u32,
        pub v: V,
    }

    impl Board {
        pub fn start(v: V) -> Board {
            let back = [4, 2, 3, 5, 6, 3, 2, 4];
            let mut sq = [0i8; 64];
            for f in 0..8 {
                sq[f] = back[f];
                sq[8 + f] = 1;
                sq[48 + f] = -1;
                sq[56 + f] = -back[f];
            }
            Board {
                sq,
                white: true,
                turn: 1,
                v,
            }
        }

        fn own(&self, p: i8) -> bool {
            if self.white {
                p > 0
            } else {
                p < 0
            }
        }

        /// (from, to) pairs by the pieces' moves (no castling, no en passant).
        fn raw(&self) -> Vec<(usize, usize)> {
            let mut out = Vec::new();
            for from in 0..64 {
                let p = self.sq[from];
                if p == 0 || !self.own(p) {
                    continue;
                }
                let (f, r) = ((from % 8) as i32, (from / 8) as i32);
                let dir = if self.white { 1 } else { -1 };
                let add = |df: i32,
                           dr: i32,
                           slide: bool,
                           quiet: bool,
                           capture: bool,
                           out: &mut Vec<(usize, usize)>| {
                    let (mut nf, mut nr) = (f + df, r + dr);
                    while (0..8).contains(&nf) && (0..8).contains(&nr) {
                        let to = (nr * 8 + nf) as usize;
                        let q = self.sq[to];
                        if q == 0 {
                            if quiet {
                                out.push((from, to));
                            }
                        } else {
                            if capture && !self.own(q) {
                                out.push((from, to));
                            }
                            break;
                        }
                        if !slide {
                            break;
                        }
                        nf += df;
                        nr += dr;
                    }
                };
                match p.abs() {
                    1 => {
                        let last = if self.white { 7 } else { 0 };
                        if r != last {
                            add(0, dir, false, true, false, &mut out);
                            add(1, dir, false, false, true, &mut out);
                            add(-1, dir, false, false, true, &mut out);
                            let home = if self.white { 1 } else { 6 };
                            let first = if self.white { 0 } else { 7 };
                            let one = ((r + dir) * 8 + f) as usize;
                            let two = ((r + 2 * dir) * 8 + f) as usize;
                            if (r == home || (self.v != V::Revolving && r == first))
                                && self.sq[one] == 0
                                && self.sq[two] == 0
                            {
                                out.push((from, two));
                            }
                        }
                    }
                    2 => {
                        for (df, dr) in [
                            (1, 2),
                            (2, 1),
                            (-1, 2),
                            (-2, 1),
                            (1, -2),
                            (2, -1),
                            (-1, -2),
                            (-2, -1),
                        ] {
                            add(df, dr, false, true, true, &mut out);
                        }
                    }
                    k => {
                        let straight = k == 4 || k == 5 || k == 6;
                        let diagonal = k == 3 || k == 5 || k == 6;
                        for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                            if straight {
                                add(df, dr, k != 6, true, true, &mut out);
                            }
                        }
                        for (df, dr) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                            if diagonal {
                                add(df, dr, k != 6, true, true, &mut out);
                            }
                        }
                    }
                }
            }
            out
        }

        fn changes(&self, p: i8, capture: bool) -> Vec<i8> {
            let a = p.abs();
            if a == 6 {
                return vec![6];
            }
            match self.v {
                V::Revolving => vec![match a {
                    2 => 3,
                    3 => 4,
                    4 => 5,
                    5 => 2,
                    x => x,
                }],
                V::ProDem => {
                    let even = self.turn.is_multiple_of(2);
                    match (a, even) {
                        (1, true) => vec![2, 3],
                        (2 | 3, true) => vec![4],
                        (4, true) => vec![5],
                        (5, false) => vec![4],
                        (4, false) => vec![2, 3],
                        (2 | 3, false) => vec![1],
                        _ => vec![],
                    }
                }
                V::Mutd => {
                    let pawns = self.sq.iter().any(|&q| q.abs() == 1);
                    let cycle: Vec<i8> = if pawns {
                        vec![1, 2, 3, 4, 5]
                    } else {
                        vec![2, 3, 4, 5]
                    };
                    let i = cycle.iter().position(|&c| c == a).unwrap_or(0);
                    let n = cycle.len();
                    vec![if capture {
                        cycle[(i + n - 1) % n]
                    } else {
                        cycle[(i + 1) % n]
                    }]
                }
            }
        }

        fn attacked(&self, target: usize) -> bool {
            // Is `target` attacked by the side to move (after a move, the opponent)?
            self.raw().iter().any(|&(_, to)| to == target)
                || (0..64).any(|from| {
                    let p = self.sq[from];
                    p.abs() == 1 && self.own(p) && {
                        let dir = if self.white { 1 } else { -1 };
                        let (f, r) = ((from % 8) as i32, (from / 8) as i32);
                        [(1, dir), (-1, dir)].iter().any(|&(df, dr)| {
                            let (nf, nr) = (f + df, r + dr);
                            (0..8).contains(&nf)
                                && (0..8).contains(&nr)
                                && (nr * 8 + nf) as usize == target
                        })
                    }
                })
        }

        pub fn perft(&mut self, depth: u32) -> u64 {
            if depth == 0 {
                return 1;
            }
            if self.v == V::ProDem && self.white && self.turn == 1 {
                self.white = false;
                let n = self.perft(depth - 1);
                self.white = true;
                return n;
            }
            let mut nodes = 0;
            for (from, to) in self.raw() {
                let (p, q) = (self.sq[from], self.sq[to]);
                for c in self.changes(p, q != 0) {
                    let sign = p.signum();
                    self.sq[to] = c * sign;
                    self.sq[from] = 0;
                    let (white, turn) = (self.white, self.turn);
                    self.white = !white;
                    if !white {
                        self.turn += 1;
                    }
                    let legal = self.v != V::Revolving || {
                        let king = (0..64).find(|&s| self.sq[s] == 6 * sign);
                        king.is_none_or(|k| !self.attacked(k))
                    };
                    if legal {
                        nodes += self.perft(depth - 1);
                    }
                    self.white = white;
                    self.turn = turn;
                    self.sq[from] = p;
                    self.sq[to] = q;
                }
            }
            nodes
        }
    }
}

#[test]
fn perft_from_the_start_with_an_independent_count() {
    use independent::{Board, V};
    for (variant, v, by_hand) in [
        ("revolving", V::Revolving, [20u64, 400]),
        // ProDem: White must pass (1); Black's four knight moves demote them (4).
        ("prodem", V::ProDem, [1, 4]),
        ("mutd", V::Mutd, [20, 400]),
    ] {
        let g = game(variant, None);
        let engine: Vec<u64> = (1..=3).map(|d| g.current().perft(d)).collect();
        let mut board = Board::start(v);
        let independent: Vec<u64> = (1..=3).map(|d| board.perft(d)).collect();
        assert_eq!(engine, independent, "{variant}");
        assert_eq!(engine[..2], by_hand, "{variant} by hand");
    }
    // The pinned figures.
    assert_eq!(game("revolving", None).current().perft(3), 8972);
    assert_eq!(game("prodem", None).current().perft(3), 144);
    assert_eq!(game("mutd", None).current().perft(3), 9930);
}

#[test]
fn nothing_follows_a_captured_king() {
    // ProDem's king capture ends the game, and perft stops there.
    let mut g = game("prodem", Some("4k3/8/8/8/8/8/1n6/4R2K w - - 0 2"));
    play(&mut g, &["Rxe8(Q)"]);
    assert!(g.current().legal_turn_texts().is_empty());
    assert!(g.outcome().is_some());
}
