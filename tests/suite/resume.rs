//! A game resumed from what the store keeps (`GameRecord::resume`: the current
//! position text, the turns, no replay) must be the game a replay gives: the same
//! repetition history, outcome and legal turns. With no stored keys (a store older
//! than the key column) each key is computed from the turn's position text, so this
//! also proves, for every variant, that a position read back from its text has the
//! repetition key of the position itself.

use std::path::PathBuf;

use pbem_arbiter::notation::score;
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::replay::{replay, ReplaySettings};
use pbem_arbiter::rules::{registry, Options};

fn assert_resumes(game: &GameRecord, what: &str) {
    let start = game.start().position_text();
    let stored: Vec<Option<String>> = game.repetition_keys()[1..]
        .iter()
        .cloned()
        .map(Some)
        .collect();
    for keys in [stored, vec![None; game.turns().len()]] {
        let resumed = GameRecord::resume(
            game.variant.id,
            &game.options,
            Some(&start),
            &game.current().position_text(),
            game.turns().to_vec(),
            keys,
        )
        .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(resumed.repetition_keys(), game.repetition_keys(), "{what}");
        assert_eq!(resumed.outcome(), game.outcome(), "{what}");
        assert_eq!(resumed.next_turn(), game.next_turn(), "{what}");
        assert_eq!(resumed.move_list(), game.move_list(), "{what}");
        assert_eq!(
            resumed.current().legal_turn_texts(),
            game.current().legal_turn_texts(),
            "{what}"
        );
    }
}

/// A deterministic walk through legal turns, `plies` long or to the end of the game.
fn walk(variant: &str, seed: u64, plies: usize) -> GameRecord {
    let mut game = GameRecord::new(variant, &Options::new(), None).unwrap();
    let mut state = seed;
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let turns = game.current().legal_turn_texts();
        if turns.is_empty() {
            break;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let pick = &turns[(state >> 33) as usize % turns.len()];
        game.play(pick).unwrap();
    }
    game
}

#[test]
fn every_variant_resumes_as_it_replays() {
    for info in registry() {
        // Momentum's list of every legal turn is costly with many pieces in motion.
        let plies = if info.id == "momentum" { 24 } else { 120 };
        for seed in 1..=3 {
            let game = walk(info.id, seed, plies);
            assert_resumes(&game, &format!("{} seed {seed}", info.id));
        }
    }
}

#[test]
fn the_sample_games_resume_as_they_replay() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in [
        root.join("tests/data/momentum"),
        root.join("tests/data/revolving"),
        root.join("tests/data/games/fide"),
    ] {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "pgn") {
                files.push(path);
            }
        }
    }
    files.sort();
    let mut checked = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, score) in score::read(&text).iter().enumerate() {
            let Ok(report) = replay(score, &ReplaySettings::default()) else {
                continue;
            };
            assert_resumes(&report.game, &format!("{} game {}", path.display(), i + 1));
            checked += 1;
        }
    }
    assert!(checked >= 15, "{checked}");
}
