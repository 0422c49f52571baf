//! Round trips over random legal play, for every variant in the registry:
//! each turn's canonical text plays to the same canonical text and the same
//! position; each position text reads back to the same position text and repetition
//! key; every turn `divide(1)` lists replays from its text and keeps that text.

use pbem_arbiter::rules::{registry, variant, AnyPosition, Options, VariantInfo};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// The army ids of a variant's `white-army` option (cwda and momentum).
fn army_ids(id: &str) -> &'static [&'static str] {
    variant(id)
        .unwrap()
        .options
        .iter()
        .find(|o| o.key == "white-army")
        .map(|o| o.values)
        .unwrap_or(&[])
}

fn armies(id: &str, white: usize, black: usize) -> Options {
    let ids = army_ids(id);
    let mut options = Options::new();
    options.insert("white-army".into(), ids[white % ids.len()].into());
    options.insert("black-army".into(), ids[black % ids.len()].into());
    options
}

/// The position-text and divide properties of one position.
fn check_position(
    info: &VariantInfo,
    options: &Options,
    position: &dyn AnyPosition,
) -> Result<(), TestCaseError> {
    let text = position.position_text();
    let read = (info.from_text)(&text, options)
        .map_err(|e| TestCaseError::fail(format!("{}: {text:?} is refused: {e}", info.id)))?;
    prop_assert_eq!(
        read.position_text(),
        text.clone(),
        "{}: position text",
        info.id
    );
    prop_assert_eq!(
        read.repetition_key(),
        position.repetition_key(),
        "{}: repetition key of {:?}",
        info.id,
        text
    );
    for (listed, _) in position.divide(1) {
        let played = position.play_text(&listed).map_err(|e| {
            TestCaseError::fail(format!(
                "{}: at {text:?}, the listed turn {listed:?} is refused: {e}",
                info.id
            ))
        })?;
        prop_assert_eq!(
            played.canonical,
            listed.clone(),
            "{}: at {:?}, the canonical text of a listed turn",
            info.id,
            text
        );
    }
    Ok(())
}

/// Plays `choices.len()` plies at most from the start, each the listed turn at
/// `choice % count`, checking every position and turn on the way.
fn random_game(id: &str, options: &Options, choices: &[usize]) -> Result<(), TestCaseError> {
    let info = variant(id).unwrap();
    let mut position = (info.start)(options).unwrap();
    for &choice in choices {
        check_position(info, options, &*position)?;
        let turns = position.legal_turn_texts();
        if turns.is_empty() {
            return Ok(());
        }
        let before = position.position_text();
        let listed = &turns[choice % turns.len()];
        let first = position.play_text(listed).map_err(|e| {
            TestCaseError::fail(format!("{id}: at {before:?}, {listed:?} is refused: {e}"))
        })?;
        let again = position.play_text(&first.canonical).map_err(|e| {
            TestCaseError::fail(format!(
                "{id}: at {before:?}, the canonical {:?} is refused: {e}",
                first.canonical
            ))
        })?;
        prop_assert_eq!(
            &again.canonical,
            &first.canonical,
            "{}: at {:?}, canonical of {:?}",
            id,
            before,
            listed
        );
        prop_assert_eq!(
            again.position.position_text(),
            first.position.position_text(),
            "{}: at {:?}, position after {:?}",
            id,
            before,
            first.canonical
        );
        position = first.position;
    }
    check_position(info, options, &*position)
}

#[test]
fn the_registry_is_covered() {
    let ids: Vec<&str> = registry().iter().map(|v| v.id).collect();
    assert_eq!(
        ids,
        [
            "chess",
            "cwda",
            "momentum",
            "revolving",
            "prodem",
            "mutd",
            "knightmare",
            "blackholes",
            "missedmark"
        ],
        "a new variant needs its round-trip property here"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn chess_round_trips(choices in prop::collection::vec(any::<usize>(), 0..30)) {
        random_game("chess", &Options::new(), &choices)?;
    }

    #[test]
    fn cwda_round_trips(
        white in any::<usize>(),
        black in any::<usize>(),
        choices in prop::collection::vec(any::<usize>(), 0..30),
    ) {
        random_game("cwda", &armies("cwda", white, black), &choices)?;
    }

    #[test]
    fn revolving_round_trips(choices in prop::collection::vec(any::<usize>(), 0..30)) {
        random_game("revolving", &Options::new(), &choices)?;
    }

    #[test]
    fn prodem_round_trips(choices in prop::collection::vec(any::<usize>(), 0..30)) {
        random_game("prodem", &Options::new(), &choices)?;
    }

    #[test]
    fn mutd_round_trips(choices in prop::collection::vec(any::<usize>(), 0..30)) {
        random_game("mutd", &Options::new(), &choices)?;
    }

    #[test]
    fn knightmare_round_trips(choices in prop::collection::vec(any::<usize>(), 0..30)) {
        random_game("knightmare", &Options::new(), &choices)?;
    }

    #[test]
    fn blackholes_round_trips(choices in prop::collection::vec(any::<usize>(), 0..30)) {
        random_game("blackholes", &Options::new(), &choices)?;
    }

    #[test]
    fn missedmark_round_trips(
        white in 0usize..2,
        black in 0usize..2,
        choices in prop::collection::vec(any::<usize>(), 0..30),
    ) {
        let rule = |i: usize| ["source", "total"][i].to_string();
        let mut options = Options::new();
        options.insert("white-rule".into(), rule(white));
        options.insert("black-rule".into(), rule(black));
        random_game("missedmark", &options, &choices)?;
    }
}

proptest! {
    // Momentum lists its turns by searching the orderings of the momentum events:
    // fewer and shorter games.
    #![proptest_config(ProptestConfig::with_cases(5))]

    #[test]
    fn momentum_round_trips(
        white in any::<usize>(),
        black in any::<usize>(),
        choices in prop::collection::vec(any::<usize>(), 0..12),
    ) {
        random_game("momentum", &armies("momentum", white, black), &choices)?;
    }
}
