//! The rules engine's own words in the reader's language, by mail through the
//! real binary: why a move is illegal, what a variant's notation looks like when
//! a move does not read, and the lines under a move (Momentum's autostops,
//! Missed-Mark's intended move) come from the message files (`moves.ftl` and
//! each variant's own file in locales/<code>/), not from English strings in the
//! engine. Each test builds the expected sentence from the same
//! `notation::words::Phrase` the engine says, so a sentence left in English
//! fails.

use crate::common::{only, say, send, translated, World};
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter::notation::words::{Phrase, Word};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// A game of `variant` between Alice (White) and Bob, Alice reading `language`.
fn game_in(w: &mut World, variant: &str, language: Language) -> i64 {
    let g = w.game_with(ALICE, BOB, &["--variant", variant]);
    send(
        w,
        ALICE,
        "lang@x",
        g,
        &format!("language {}", language.code()),
    );
    g
}

/// The refusal of `text` as illegal for `reason`, in `language`.
fn illegal(language: Language, text: &str, reason: &Phrase) -> String {
    say(
        language,
        "refusal-illegal",
        &[
            ("text", text.into()),
            ("reason", translated(reason, language).into()),
        ],
    )
}

#[test]
fn an_illegal_chess_move_is_explained_in_german_and_french() {
    for language in [Language::German, Language::French] {
        let mut w = World::new();
        let g = game_in(&mut w, "chess", language);
        send(&mut w, ALICE, "m1@x", g, "e4");
        send(&mut w, BOB, "m2@x", g, "e5");
        let r = send(&mut w, ALICE, "m3@x", g, "Ke3");
        let body = &only(&r, ALICE).body;
        let reason = Phrase::new("no-such-move")
            .with("side", "white")
            .with("piece", Word::Id("spoken-king"))
            .with("to", "e3")
            .with("rule", "FIDE 3.8");
        let expected = illegal(language, "Ke3", &reason);
        assert!(body.contains(&expected), "{expected}\n{body}");
        assert!(!body.contains("can move to"), "{body}");
        // Castling without the right, and the squares between.
        let reason = Phrase::new("castle-squares").with("wing", Word::Id("wing-king"));
        let r = send(&mut w, ALICE, "m4@x", g, "O-O");
        let body = &only(&r, ALICE).body;
        let expected = illegal(language, "O-O", &reason);
        assert!(body.contains(&expected), "{expected}\n{body}");
    }
}

#[test]
fn an_unreadable_move_gets_the_variants_hint_in_spanish_and_russian() {
    for (variant, hint) in [("knightmare", "knightmare-hint"), ("chess", "chess-hint")] {
        for language in [Language::Spanish, Language::Russian] {
            let mut w = World::new();
            let g = game_in(&mut w, variant, language);
            let r = send(&mut w, ALICE, "m1@x", g, "Zz9");
            let body = &only(&r, ALICE).body;
            let expected = say(
                language,
                "refusal-unreadable",
                &[
                    ("text", "\"Zz9\"".into()),
                    ("hint", translated(&Phrase::new(hint), language).into()),
                ],
            );
            assert!(body.contains(&expected), "{expected}\n{body}");
        }
    }
}

#[test]
fn a_numeric_move_with_no_square_is_explained_in_dutch() {
    let mut w = World::new();
    let g = game_in(&mut w, "chess", Language::Dutch);
    let r = send(&mut w, ALICE, "m1@x", g, "5294");
    let body = &only(&r, ALICE).body;
    let hint = Phrase::new("numeric-no-square").with("pair", "94");
    let expected = say(
        Language::Dutch,
        "refusal-unreadable",
        &[
            ("text", "\"5294\"".into()),
            ("hint", translated(&hint, Language::Dutch).into()),
        ],
    );
    assert!(body.contains(&expected), "{expected}\n{body}");
}

#[test]
fn a_momentum_autostop_is_told_in_italian() {
    let mut w = World::new();
    let g = game_in(&mut w, "momentum", Language::Italian);
    send(&mut w, ALICE, "m1@x", g, "e4");
    send(&mut w, BOB, "m2@x", g, "e5");
    let r = send(&mut w, ALICE, "m3@x", g, "Nf3");
    let alice = &only(&r, ALICE).body;
    let note = Phrase::new("momentum-autostop")
        .with("piece", Word::Id("spoken-pawn"))
        .with("at", "e4")
        .with(
            "why",
            Phrase::new("momentum-blocked-path").with("square", "e5"),
        );
    let italian = translated(&note, Language::Italian);
    assert!(alice.contains(&italian), "{italian}\n{alice}");
    // Bob, who set nothing, reads it in English.
    let bob = &only(&r, BOB).body;
    assert!(
        bob.contains("Autostop: the pawn on e4 stops by itself, because e5 is in the way."),
        "{bob}"
    );
}
