//! Set-ups checked in every variant through the Setup -> Position constructor:
//! each kind of problem per variant family, each refusal
//! naming its reason and rule, and a set-up with several problems listing them all.

use pbem_arbiter::board::geometry::{Color, Square};
use pbem_arbiter::rules::setup::SetupProblem;
use pbem_arbiter::rules::{variant, Options, RulesError};

fn options(pairs: &[(&str, &str)]) -> Options {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// The problems of a set-up in a variant (empty when it is accepted).
fn problems_with(id: &str, opts: &[(&str, &str)], text: &str) -> Vec<SetupProblem> {
    match (variant(id).unwrap().from_text)(text, &options(opts)) {
        Ok(_) => Vec::new(),
        Err(RulesError::Position(e)) => {
            assert!(!e.problems().is_empty());
            e.problems().to_vec()
        }
        Err(other) => panic!("{id} {text}: not a set-up error: {other}"),
    }
}

fn problems(id: &str, text: &str) -> Vec<SetupProblem> {
    problems_with(id, &[], text)
}

fn sq(name: &str) -> Square {
    pbem_arbiter::board::geometry::Geometry::STANDARD
        .parse_square(name)
        .unwrap()
}

/// The one problem of a refused set-up, its message checked for `words`.
fn only(id: &str, text: &str, words: &[&str]) -> SetupProblem {
    let found = problems(id, text);
    assert_eq!(found.len(), 1, "{id} {text}: {found:?}");
    let message = found[0].to_string();
    for w in words {
        assert!(message.contains(w), "{id} {text}: {message:?} lacks {w:?}");
    }
    found[0].clone()
}

fn accepted(id: &str, text: &str) {
    let found = problems(id, text);
    assert!(found.is_empty(), "{id} {text}: {found:?}");
}

// ---- two reproductions of former engine bugs ----

#[test]
fn issue_9_a_castling_right_with_a_knight_on_h1_is_refused() {
    let p = only(
        "revolving",
        "4k3/8/8/8/8/8/8/4K2N w K - 0 1",
        &["castling right K", "rook on h1", "White knight", "R1"],
    );
    assert!(matches!(
        p,
        SetupProblem::CastlingWithoutPartner { letter: 'K', square, .. } if square == sq("h1")
    ));
}

#[test]
fn issue_9_an_en_passant_square_without_the_pawn_is_refused() {
    let p = only(
        "chess",
        "4k3/8/8/3nP3/8/8/8/4K3 w - d6 0 1",
        &[
            "en-passant square d6",
            "black pawn",
            "d5",
            "Black knight",
            "3.7.4.1",
        ],
    );
    assert!(matches!(
        p,
        SetupProblem::EnPassantWithoutPawn { square, pawn, .. }
            if square == sq("d6") && pawn == sq("d5")
    ));
}

// ---- FIDE chess: every kind ----

#[test]
fn fide_kings_are_counted() {
    let p = only(
        "chess",
        "8/8/8/8/8/8/8/4K3 w - - 0 1",
        &["Black has no king"],
    );
    assert!(matches!(
        p,
        SetupProblem::NoKing {
            color: Color::Black,
            ..
        }
    ));
    let p = only(
        "chess",
        "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1",
        &["White has 2 kings (c1, e1)", "exactly one", "FIDE art. 2.3"],
    );
    assert!(matches!(
        p,
        SetupProblem::TooManyKings {
            color: Color::White,
            ..
        }
    ));
}

#[test]
fn fide_castling_rights_need_king_and_rook() {
    let p = only(
        "chess",
        "4k3/8/8/8/8/8/8/R2K4 w Q - 0 1",
        &["castling right Q", "king on e1", "nothing", "3.8.2"],
    );
    assert!(matches!(
        p,
        SetupProblem::CastlingWithoutKing { letter: 'Q', .. }
    ));
    let p = only(
        "chess",
        "r3k1b1/8/8/8/8/8/8/4K3 w kq - 0 1",
        &["castling right k", "rook on h8", "nothing"],
    );
    assert!(matches!(
        p,
        SetupProblem::CastlingWithoutPartner { letter: 'k', .. }
    ));
    // A queen is not a rook, and a black rook is not White's.
    assert_eq!(
        problems("chess", "4k3/8/8/8/8/8/8/r3K2Q w KQ - 0 1").len(),
        2
    );
    accepted("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}

#[test]
fn fide_en_passant_needs_the_pawn_that_just_double_stepped() {
    let p = only(
        "chess",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d5 0 1",
        &["en-passant square d5", "sixth rank"],
    );
    assert!(matches!(p, SetupProblem::EnPassantRank { .. }));
    // The square passed and the square the pawn came from must be empty.
    let p = only(
        "chess",
        "4k3/3b4/8/3pP3/8/8/8/4K3 w - d6 0 1",
        &["needs d7 empty", "Black bishop"],
    );
    assert!(
        matches!(p, SetupProblem::EnPassantSquareOccupied { occupied, .. } if occupied == sq("d7"))
    );
    let p = only(
        "chess",
        "4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1",
        &["needs d6 empty"],
    );
    assert!(matches!(p, SetupProblem::EnPassantSquareOccupied { .. }));
    // White's double step, Black to move.
    only(
        "chess",
        "4k3/8/8/8/3pB3/8/8/4K3 b - e3 0 1",
        &["white pawn", "e4", "White bishop"],
    );
    accepted("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    accepted("chess", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
}

#[test]
fn fide_pawns_never_stand_on_their_first_or_last_rank() {
    let p = only(
        "chess",
        "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
        &["white pawn", "a1, its first rank"],
    );
    assert!(matches!(p, SetupProblem::PawnOnEndRank { first: true, .. }));
    // Black's pawns: h8 is their first rank, h1 their last.
    let found = problems("chess", "4k2p/8/8/8/8/8/8/4K2p w - - 0 1");
    assert!(
        matches!(
            found[..],
            [
                SetupProblem::PawnOnEndRank { first: false, .. },
                SetupProblem::PawnOnEndRank { first: true, .. }
            ]
        ),
        "{found:?}"
    );
}

#[test]
fn fide_the_side_not_to_move_is_not_in_check() {
    let p = only(
        "chess",
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
        &["Black is in check but it is white's turn", "3.9.2"],
    );
    assert!(matches!(
        p,
        SetupProblem::WaitingSideInCheck {
            waiting: Color::Black,
            ..
        }
    ));
}

#[test]
fn unreadable_text_is_one_problem() {
    let p = only("chess", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", &["side to move"]);
    assert!(matches!(p, SetupProblem::Unreadable(_)));
    only(
        "chess",
        "4k3/8/8/8/8/8/8/4K3 w Z - 0 1",
        &["castling field"],
    );
    only(
        "chess",
        "4k3/8/8/8/8/8/8/4K3 w - z9 0 1",
        &["en-passant field"],
    );
}

#[test]
fn a_set_up_with_several_problems_lists_them_all() {
    let text = "4k2N/8/8/3nP3/8/8/8/P3K2N w KQk d6 0 1";
    let found = problems("chess", text);
    let kinds: Vec<&str> = found
        .iter()
        .map(|p| match p {
            SetupProblem::CastlingWithoutPartner { .. } => "partner",
            SetupProblem::EnPassantWithoutPawn { .. } => "ep pawn",
            SetupProblem::PawnOnEndRank { .. } => "pawn rank",
            other => panic!("{other}"),
        })
        .collect();
    // K: knight on h1; Q: nothing on a1 but a pawn; k: knight on h8; d6 without pawn;
    // the pawn on a1.
    assert_eq!(
        kinds,
        ["partner", "partner", "partner", "ep pawn", "pawn rank"]
    );
    let e = (variant("chess").unwrap().from_text)(text, &Options::new()).unwrap_err();
    let message = e.to_string();
    assert!(
        message.contains("5 problems: 1) castling right K"),
        "{message}"
    );
    assert!(
        message.contains("5) a white pawn stands on a1"),
        "{message}"
    );
    // Kings and check together: no king for Black, so check is not asked.
    assert_eq!(problems("chess", "8/8/8/8/8/8/8/8 w - - 0 1").len(), 2);
}

// ---- Chess with Different Armies (M7) ----

#[test]
fn cwda_castles_with_the_armys_rook_place_piece() {
    let clobberers = [("white-army", "colorbound-clobberers")];
    // The BD (Bede, D) on a1 castles with the king (M7); a Cardinal there does not.
    assert!(problems_with("cwda", &clobberers, "4k3/8/8/8/8/8/8/D3K2D w KQ - 0 1").is_empty());
    let found = problems_with("cwda", &clobberers, "4k3/8/8/8/8/8/8/C3K2D w KQ - 0 1");
    assert_eq!(found.len(), 1, "{found:?}");
    let message = found[0].to_string();
    assert!(
        message.contains("bede on a1") && message.contains("cardinal") && message.contains("M7"),
        "{message}"
    );
    // Nutty Knights: the Charging Rook (G) on the rook's place.
    let nutty = [("black-army", "nutty-knights")];
    assert!(problems_with("cwda", &nutty, "g3k2g/8/8/8/8/8/8/4K3 w kq - 0 1").is_empty());
    assert_eq!(
        problems_with("cwda", &nutty, "o3k2g/8/8/8/8/8/8/4K3 w kq - 0 1").len(),
        1
    );
    // The rest is FIDE's: kings, pawns, check, en passant.
    assert!(matches!(
        problems_with("cwda", &clobberers, "4k3/8/8/8/8/8/8/4K2P w - - 0 1")[..],
        [SetupProblem::PawnOnEndRank { .. }]
    ));
    assert!(matches!(
        problems_with("cwda", &clobberers, "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1")[..],
        [SetupProblem::TooManyKings { .. }]
    ));
    assert!(matches!(
        problems_with("cwda", &[], "4k3/8/8/3nP3/8/8/8/4K3 w - d6 0 1")[..],
        [SetupProblem::EnPassantWithoutPawn { .. }]
    ));
    assert!(matches!(
        problems_with("cwda", &clobberers, "4k3/8/8/8/C7/8/8/4K3 w - - 0 1")[..],
        [SetupProblem::WaitingSideInCheck { .. }]
    ));
}

// ---- Momentum (M1, M4, M6, M7) ----

#[test]
fn momentum_checks_kings_castling_en_passant_pawns_and_motion() {
    // M1: the side not to move may stand in check (the side to move takes the king).
    assert!(problems("momentum", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1 -").is_empty());
    assert!(matches!(
        problems("momentum", "4k3/8/8/8/8/8/8/8 w - - 0 1 -")[..],
        [SetupProblem::NoKing {
            color: Color::White,
            ..
        }]
    ));
    assert!(matches!(
        problems("momentum", "4k3/8/8/8/8/8/8/4K2N w K - 0 1 -")[..],
        [SetupProblem::CastlingWithoutPartner { .. }]
    ));
    // M7: the Clobberers' BD castles.
    assert!(problems_with(
        "momentum",
        &[("white-army", "colorbound-clobberers")],
        "4k3/8/8/8/8/8/8/D3K3 w Q - 0 1 -"
    )
    .is_empty());
    assert!(matches!(
        problems("momentum", "4k3/8/8/3nP3/8/8/8/4K3 w - d6 0 1 -")[..],
        [SetupProblem::EnPassantWithoutPawn { .. }]
    ));
    // M6: the double-stepped pawn must be there; a piece in motion may have passed
    // its squares in the same turn, so they need not be empty.
    assert!(problems("momentum", "4k3/3r4/8/3pP3/8/8/8/4K3 w - d6 0 1 -").is_empty());
    assert!(matches!(
        problems("momentum", "4k3/8/8/8/8/8/8/4K2P w - - 0 1 -")[..],
        [SetupProblem::PawnOnEndRank { .. }]
    ));
    let found = problems("momentum", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 e1@0/1,e4@0/1");
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].to_string().contains("M4") && found[1].to_string().contains("no piece on e4"));
}

// ---- Revolving (R1) ----

#[test]
fn revolving_checks_as_fide_with_r1_castling() {
    accepted("revolving", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(matches!(
        problems("revolving", "4k3/8/8/8/8/8/8/Q3K3 w Q - 0 1")[..],
        [SetupProblem::CastlingWithoutPartner { .. }]
    ));
    assert!(matches!(
        problems("revolving", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1")[..],
        [SetupProblem::WaitingSideInCheck { .. }]
    ));
    assert!(matches!(
        problems("revolving", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1")[..],
        [SetupProblem::PawnOnEndRank { first: false, .. }]
    ));
    assert!(matches!(
        problems("revolving", "4k3/8/8/8/8/8/8/4K1K1 w - - 0 1")[..],
        [SetupProblem::TooManyKings { .. }]
    ));
    assert!(matches!(
        problems("revolving", "4k3/8/8/8/3pN3/8/8/4K3 b - e3 0 1")[..],
        [SetupProblem::EnPassantWithoutPawn { .. }]
    ));
}

// ---- ProDem (P3) and Move Up Take Down (U1) ----

#[test]
fn prodem_and_mutd_allow_end_rank_pawns_and_no_castling_or_en_passant() {
    for (id, rule) in [("prodem", "P3"), ("mutd", "U1")] {
        // Pawns on their first and last ranks (P3, U1); a king left attacked.
        accepted(id, "P3k2P/8/8/8/8/8/8/p3K2p w - - 0 2");
        accepted(id, "4k3/8/8/8/8/8/8/4R1K1 w - - 0 2");
        // The side to move may have lost its king: the game is over (capture wins).
        accepted(id, "4Q3/8/8/8/8/8/8/4K3 b - - 0 2");
        // ... but not the side that just moved.
        let p = only(
            id,
            "4k3/8/8/8/8/8/8/8 b - - 0 2",
            &["White has no king", rule],
        );
        assert!(matches!(
            p,
            SetupProblem::NoKing {
                color: Color::White,
                ..
            }
        ));
        only(id, "4k3/8/8/8/8/8/8/3KK3 w - - 0 2", &["2 kings", rule]);
        let p = only(
            id,
            "4k3/8/8/8/8/8/8/R3K3 w Q - 0 2",
            &["castling right Q", "not in this variant", rule],
        );
        assert!(matches!(
            p,
            SetupProblem::CastlingNotInVariant { letter: 'Q', .. }
        ));
        let p = only(
            id,
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
            &["no en passant", rule],
        );
        assert!(matches!(p, SetupProblem::NoEnPassant { .. }));
    }
}

// ---- Combining Knightmare Chess (K4) ----

#[test]
fn knightmare_castles_only_with_a_regular_rook() {
    accepted("knightmare", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 -");
    let p = only(
        "knightmare",
        "(Nr)3k3/8/8/8/8/8/8/4K3 w q - 0 1 -",
        &["castling right q", "rook on a8", "the Knightmare RN", "K4"],
    );
    assert!(matches!(p, SetupProblem::CastlingWithoutPartner { .. }));
    only(
        "knightmare",
        "4k3/8/8/8/8/8/8/4K2N w K - 0 1 -",
        &["White knight", "K4"],
    );
    only(
        "knightmare",
        "4k3/8/8/8/8/8/8/3K3R w K - 0 1 -",
        &["king on e1"],
    );
}

#[test]
fn knightmare_checks_kings_en_passant_pawns_and_check() {
    assert!(matches!(
        problems("knightmare", "8/8/8/8/8/8/8/4K3 w - - 0 1 -")[..],
        [SetupProblem::NoKing {
            color: Color::Black,
            ..
        }]
    ));
    assert!(matches!(
        problems("knightmare", "4k3/8/8/3(Nn)P3/8/8/8/4K3 w - d6 0 1 -")[..],
        [SetupProblem::EnPassantWithoutPawn { .. }]
    ));
    assert!(matches!(
        problems("knightmare", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1 -")[..],
        [SetupProblem::PawnOnEndRank { .. }]
    ));
    // K3: a Knightmare checks with the half of the side that may move it.
    assert!(matches!(
        problems("knightmare", "4k3/8/8/8/8/8/8/4(Rn)1K1 w - - 0 1 -")[..],
        [SetupProblem::WaitingSideInCheck { .. }]
    ));
    let found = problems("knightmare", "4k3/8/8/8/8/8/8/P3K2N w K d6 0 1 -");
    assert_eq!(found.len(), 3, "{found:?}");
}
