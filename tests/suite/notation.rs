//! Reading and writing moves: every accepted form, the errors a player gets, and
//! round trips (SAN, long algebraic, coordinates, FEN) over random games.

use pbem_arbiter::notation::NotationError;
use pbem_arbiter::rules::fide::from_fen;
use pbem_arbiter::rules::moves::Move;
use pbem_arbiter::rules::standard::StandardPosition;
use pbem_arbiter::rules::{Options, Rules};
use proptest::prelude::*;

fn pos(fen: &str) -> StandardPosition {
    from_fen(fen, &Options::new()).unwrap()
}

fn start() -> StandardPosition {
    pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
}

fn san_of(p: &StandardPosition, text: &str) -> String {
    let m = p.parse_turn(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    p.write_turn(&m)
}

#[test]
fn every_input_form_names_the_same_move() {
    let p = start();
    for text in ["Nf3", "Ng1-f3", "Ng1f3", "g1f3", "g1-f3", "Nf3!", "Nf3?!"] {
        assert_eq!(san_of(&p, text), "Nf3", "{text}");
    }
    for text in ["e4", "e2-e4", "e2e4", "Pe4", "e4!!"] {
        assert_eq!(san_of(&p, text), "e4", "{text}");
    }
    let capture = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    for text in [
        "exd5", "e:d5", "ed5", "e4xd5", "e4:d5", "e4d5", "exd5+", "Pxd5",
    ] {
        assert_eq!(san_of(&capture, text), "exd5", "{text}");
    }
}

#[test]
fn castling_and_promotion_forms() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for text in ["O-O", "0-0", "o-o", "OO", "e1g1", "Ke1-g1", "O-O+"] {
        assert_eq!(san_of(&p, text), "O-O", "{text}");
    }
    for text in ["O-O-O", "0-0-0", "e1c1", "O-O-O+"] {
        assert_eq!(san_of(&p, text), "O-O-O", "{text}");
    }
    let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    for text in ["e8=Q", "e8Q", "e8/Q", "e7e8q", "e7-e8=Q", "e8=Q+"] {
        assert_eq!(san_of(&promo, text), "e8=Q+", "{text}");
    }
    for text in ["exd8=N", "e7:d8=N", "exd8N", "e7d8n", "ed8/N"] {
        assert_eq!(san_of(&promo, text), "exd8=N", "{text}");
    }
}

#[test]
fn en_passant_and_disambiguation() {
    let ep = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    assert_eq!(san_of(&ep, "exf6"), "exf6");
    assert_eq!(san_of(&ep, "exf6 e.p."), "exf6");
    assert_eq!(san_of(&ep, "e5f6"), "exf6");
    let knights = pos("4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1");
    assert_eq!(san_of(&knights, "Nce4"), "Nce4");
    assert_eq!(san_of(&knights, "Nge4"), "Nge4");
    assert_eq!(san_of(&knights, "Ng3e4"), "Nge4");
    let rooks = pos("4k3/8/R7/8/8/8/R7/4K3 w - - 0 1");
    assert_eq!(san_of(&rooks, "R2a4"), "R2a4");
    assert_eq!(san_of(&rooks, "R6a4"), "R6a4");
    let queens = pos("4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1");
    assert_eq!(san_of(&queens, "Qa3b2"), "Qa3b2");
}

#[test]
fn errors_say_why() {
    let knights = pos("4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1");
    assert_eq!(
        knights.parse_turn("Ne4").unwrap_err(),
        NotationError::Ambiguous {
            text: "Ne4".into(),
            candidates: vec!["Nce4".into(), "Nge4".into()]
        }
    );
    let p = start();
    assert_eq!(
        p.parse_turn("Nf4").unwrap_err().to_string(),
        "Nf4 is not legal: no white knight can move to f4 (FIDE 3.6)"
    );
    assert_eq!(
        p.parse_turn("e5").unwrap_err().to_string(),
        "e5 is not legal: no white pawn can move to e5 (FIDE 3.7)"
    );
    assert_eq!(
        p.parse_turn("Nxf3").unwrap_err().to_string(),
        "Nxf3 is not legal: there is nothing to capture on f3 (a capture mark must be true: docs/rules/chess.md)"
    );
    assert!(p
        .parse_turn("O-O")
        .unwrap_err()
        .to_string()
        .contains("castling king side needs"));
    assert!(matches!(
        p.parse_turn("hello"),
        Err(NotationError::Unreadable { .. })
    ));
    assert!(matches!(
        p.parse_turn("Z0"),
        Err(NotationError::NullMove { .. })
    ));
    assert!(matches!(p.parse_turn(""), Err(NotationError::Empty)));
    assert!(p
        .parse_turn("Xf3")
        .unwrap_err()
        .to_string()
        .contains("no piece X"));
    let pinned = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(
        pinned.parse_turn("Nf4").unwrap_err().to_string(),
        "Nf4 is not legal: it would leave the white king in check from the rook on e7 (FIDE 3.9.2)"
    );
    let promo = pos("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
    let e = promo.parse_turn("e8").unwrap_err();
    assert!(
        matches!(&e, NotationError::Ambiguous { candidates, .. } if candidates.len() == 4),
        "{e}"
    );
    assert!(promo
        .parse_turn("e8=K")
        .unwrap_err()
        .to_string()
        .contains("may not promote"));
    let moved = pos("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1");
    assert_eq!(
        moved.parse_turn("O-O").unwrap_err().to_string(),
        "O-O is not legal: White no longer has the right to castle king side (FIDE 3.8.2.1)"
    );
}

fn random_game(seed: u64, plies: usize) -> Vec<StandardPosition> {
    let mut state = seed | 1;
    let mut p = start();
    let mut out = vec![p.clone()];
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        p = p.play(&moves[(state % moves.len() as u64) as usize]);
        out.push(p.clone());
    }
    out
}

fn long_algebraic(p: &StandardPosition, m: &Move) -> String {
    let promo = m
        .promotion
        .map(|t| format!("={}", p.def().piece(t).letter))
        .unwrap_or_default();
    let sep = if p.is_capture(m) { ":" } else { "-" };
    format!("{}{sep}{}{promo}", m.from, m.to)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_legal_move_round_trips(seed in 1u64..u64::MAX, plies in 0usize..120) {
        for p in random_game(seed, plies).iter().rev().take(3) {
            for m in p.legal_moves() {
                let san = p.write_turn(&m);
                prop_assert_eq!(p.parse_turn(&san).unwrap(), m, "SAN {}", san);
                prop_assert_eq!(p.parse_turn(&long_algebraic(p, &m)).unwrap(), m);
                let coords = format!("{}{}{}", m.from, m.to, m.promotion.map(|t| p.def().piece(t).letter.to_ascii_lowercase().to_string()).unwrap_or_default());
                prop_assert_eq!(p.parse_turn(&coords).unwrap(), m, "coordinates {}", coords);
            }
            let fen = p.fen();
            prop_assert_eq!(pos(&fen).fen(), fen);
        }
    }
}
