//! The armies of Chess with Different Armies as data: for each piece, its exact
//! destination squares from d4 on an empty board (White moving up), written out by
//! hand from the description of the piece in words (Betza's strings read per M7);
//! then the army rules of M7: set-ups, castling, promotion, FEN letters.

use std::sync::Arc;

use pbem_arbiter::rules::armies::Army;
use pbem_arbiter::rules::cwda;
use pbem_arbiter::rules::fen::parse_fen;
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::standard::generate;
use pbem_arbiter::rules::Options;

/// Destinations of the piece `letter` of `army` standing alone on `square`.
fn destinations(army: Army, letter: char, square: &str, white: bool) -> Vec<String> {
    let def = Arc::new(cwda::def(army, army));
    let (file, rank) = (square.as_bytes()[0] - b'a', square.as_bytes()[1] - b'1');
    let mut rows = vec![String::from("8"); 8];
    let symbol = if white {
        letter
    } else {
        letter.to_ascii_lowercase()
    };
    rows[7 - rank as usize] = match file {
        0 => format!("{symbol}7"),
        7 => format!("7{symbol}"),
        f => format!("{f}{symbol}{}", 7 - f),
    };
    let fen = format!(
        "{} {} - - 0 1",
        rows.join("/"),
        if white { "w" } else { "b" }
    );
    let setup = parse_fen(&def, &fen).unwrap();
    let mut moves = Vec::new();
    generate(&def, &setup, &mut moves);
    let mut out: Vec<String> = moves.iter().map(|m| m.to.to_string()).collect();
    out.sort();
    out
}

fn squares(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

#[test]
fn colorbound_clobberers() {
    let a = Army::ColorboundClobberers;
    // Bede (BD): bishop, or a leap of two squares orthogonally.
    assert_eq!(
        destinations(a, 'D', "d4", true),
        squares("a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1 b4 f4 d2 d6")
    );
    // Waffle (WA): one square orthogonally, or a leap of two squares diagonally.
    assert_eq!(
        destinations(a, 'W', "d4", true),
        squares("c4 e4 d3 d5 b2 b6 f2 f6")
    );
    // FAD: one square diagonally, or a leap of two squares diagonally or orthogonally.
    assert_eq!(
        destinations(a, 'A', "d4", true),
        squares("c3 c5 e3 e5 b2 b6 f2 f6 b4 f4 d2 d6")
    );
    // Cardinal (BN): bishop or knight.
    assert_eq!(
        destinations(a, 'C', "d4", true),
        squares("a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1 b3 b5 c2 c6 e2 e6 f3 f5")
    );
}

#[test]
fn nutty_knights() {
    let a = Army::NuttyKnights;
    // Charging Rook (frlRbK): rook forward, right and left; king backward.
    assert_eq!(
        destinations(a, 'G', "d4", true),
        squares("d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4 c3 d3 e3")
    );
    // Fibnif (fbNF): ferz, or the four narrow (two forward, one aside) knight moves.
    assert_eq!(
        destinations(a, 'I', "d4", true),
        squares("c3 c5 e3 e5 c2 c6 e2 e6")
    );
    // Charging Knight (fhNrlbK): the four forward knight moves; king sideways and backward.
    assert_eq!(
        destinations(a, 'H', "d4", true),
        squares("b5 c6 e6 f5 c4 e4 c3 d3 e3")
    );
    // ... and forward is down for Black.
    assert_eq!(
        destinations(a, 'H', "d5", false),
        squares("b4 c3 e3 f4 c5 e5 c6 d6 e6")
    );
    // Colonel (fhNfrlRK): forward knight moves, rook forward and sideways, king.
    assert_eq!(
        destinations(a, 'O', "d4", true),
        squares("b5 c6 e6 f5 d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4 c3 d3 e3 c5 e5")
    );
}

#[test]
fn remarkable_rookies() {
    let a = Army::RemarkableRookies;
    // Short Rook (R4): rook, at most four squares.
    assert_eq!(
        destinations(a, 'S', "a1", true),
        squares("a2 a3 a4 a5 b1 c1 d1 e1")
    );
    // Woody Rook (WD): one square, or a leap of two, orthogonally.
    assert_eq!(
        destinations(a, 'M', "d4", true),
        squares("c4 e4 d3 d5 b4 f4 d2 d6")
    );
    // Half-Duck (HFD): a leap of three orthogonally, one diagonally, two orthogonally.
    assert_eq!(
        destinations(a, 'F', "d4", true),
        squares("a4 g4 d1 d7 c3 c5 e3 e5 b4 f4 d2 d6")
    );
    // Chancellor (RN): rook or knight.
    assert_eq!(
        destinations(a, 'E', "d4", true),
        squares("d1 d2 d3 d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4 b3 b5 c2 c6 e2 e6 f3 f5")
    );
}

#[test]
fn forward_fides() {
    let a = Army::ForwardFides;
    // Charging Rook (frlRrlbK): rook forward and sideways; king sideways and backward.
    assert_eq!(
        destinations(a, 'G', "d4", true),
        squares("d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4 c3 d3 e3")
    );
    // Knishop (fhNbB): knight forward, bishop backward.
    assert_eq!(
        destinations(a, 'U', "d4", true),
        squares("b5 c6 e6 f5 c3 b2 a1 e3 f2 g1")
    );
    // Bishight (fBbhN): bishop forward, knight backward.
    assert_eq!(
        destinations(a, 'V', "d4", true),
        squares("c5 b6 a7 e5 f6 g7 h8 b3 c2 e2 f3")
    );
    // Forequeen (fsQbhNbK): queen forward and sideways, knight and king backward.
    assert_eq!(
        destinations(a, 'X', "d4", true),
        squares("d5 d6 d7 d8 c5 b6 a7 e5 f6 g7 h8 a4 b4 c4 e4 f4 g4 h4 b3 c2 e2 f3 c3 d3 e3")
    );
}

#[test]
fn fabulous_fides_are_the_fide_pieces() {
    let a = Army::FabulousFides;
    assert_eq!(
        destinations(a, 'N', "d4", true),
        squares("b3 b5 c2 c6 e2 e6 f3 f5")
    );
    assert_eq!(destinations(a, 'Q', "d4", true).len(), 27);
}

fn game(white: &str, black: &str, fen: Option<&str>) -> GameRecord {
    let mut options = Options::new();
    options.insert("white-army".into(), white.into());
    options.insert("black-army".into(), black.into());
    GameRecord::new("cwda", &options, fen).unwrap()
}

#[test]
fn set_ups_use_the_army_letters() {
    let g = game("colorbound-clobberers", "nutty-knights", None);
    assert_eq!(
        g.current().position_text(),
        "gihokhig/pppppppp/8/8/8/8/PPPPPPPP/DWACKAWD w KQkq - 0 1"
    );
    let g = game("remarkable-rookies", "forward-fides", None);
    assert_eq!(
        g.current().position_text(),
        "guvxkvug/pppppppp/8/8/8/8/PPPPPPPP/SMFEKFMS w KQkq - 0 1"
    );
    let g = GameRecord::new("cwda", &Options::new(), None).unwrap();
    assert_eq!(
        g.current().position_text(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn clobberers_castle_queen_side_to_b1_and_c1() {
    let mut g = game(
        "colorbound-clobberers",
        "fabulous-fides",
        Some("r3k2r/8/8/8/8/8/8/D3K2D w KQkq - 0 1"),
    );
    g.play("O-O-O").unwrap();
    assert_eq!(
        g.current().position_text(),
        "r3k2r/8/8/8/8/8/8/1KD4D b kq - 1 1"
    );
    g.play("O-O-O").unwrap();
    assert_eq!(
        g.current().position_text(),
        "2kr3r/8/8/8/8/8/8/1KD4D w - - 2 2"
    );
    let mut g = game(
        "colorbound-clobberers",
        "fabulous-fides",
        Some("r3k2r/8/8/8/8/8/8/D3K2D w KQkq - 0 1"),
    );
    g.play("O-O").unwrap();
    assert_eq!(
        g.current().position_text(),
        "r3k2r/8/8/8/8/8/8/D4DK1 b kq - 1 1"
    );
}

#[test]
fn pawns_promote_to_any_piece_type_in_the_game() {
    let g = game(
        "nutty-knights",
        "remarkable-rookies",
        Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"),
    );
    let position = g.current();
    let mut promotions: Vec<String> = position
        .legal_turn_texts()
        .into_iter()
        .filter(|t| t.starts_with("a8"))
        .collect();
    promotions.sort();
    // White's own G I H O and Black's S M F E; those that reach e8 along the rank
    // give check, the promoted Chancellor of Black's army included.
    assert_eq!(
        promotions,
        vec!["a8=E+", "a8=F", "a8=G+", "a8=H", "a8=I", "a8=M", "a8=O+", "a8=S+"]
    );
    let mut g = g;
    g.play("a8=E").unwrap();
    assert_eq!(
        g.current().position_text(),
        "E3k3/8/8/8/8/8/8/4K3 b - - 0 1"
    );
    assert!(g.current().is_check());
}

#[test]
fn fen_round_trips_and_san_uses_the_letters() {
    let g = game("forward-fides", "colorbound-clobberers", None);
    let fen = g.current().position_text();
    let again = game("forward-fides", "colorbound-clobberers", Some(&fen));
    assert_eq!(again.current().position_text(), fen);
    let mut g = g;
    g.play("Ub1-c3").unwrap_or_else(|e| panic!("{e}"));
    g.play("Wb8-d6").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.move_list(), "1. Uc3 Wd6");
    let e = g.play("Rc4").unwrap_err().to_string();
    assert!(e.contains("no piece R"), "{e}");
}

#[test]
fn every_piece_has_distinct_steps() {
    for white in Army::ALL {
        for black in Army::ALL {
            let def = cwda::def(white, black);
            for piece in &def.pieces {
                let mut steps: Vec<(i8, i8)> = piece.atoms.iter().map(|a| (a.dx, a.dy)).collect();
                let n = steps.len();
                steps.sort();
                steps.dedup();
                assert_eq!(
                    steps.len(),
                    n,
                    "{} {} has a step twice",
                    piece.name,
                    piece.betza
                );
            }
        }
    }
}
