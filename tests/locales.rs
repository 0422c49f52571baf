//! The message files of the arbiter's mails (locales/<code>/*.ftl, Project
//! Fluent): every file parses, every language has every English message id with
//! the same placeholders and no other, no English words are left in a
//! translation, and each language keeps its glossary of chess terms with the
//! sources named (locales/<code>/GLOSSARY.md).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter::output::locale::{self, TRANSLATED};

/// The repository's locales/ folder.
fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// Each message of a language's files: id -> its value's text (the lines of a
/// multi-line value joined), comments left out.
fn messages(code: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let dir = locales().join(code);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut current: Option<String> = None;
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                current = None;
                continue;
            }
            if let Some(rest) = line.strip_prefix("    ") {
                let id = current.clone().unwrap_or_else(|| panic!("{line:?}"));
                let value: &mut String = out.get_mut(&id).unwrap();
                value.push(' ');
                value.push_str(rest.trim());
                continue;
            }
            let (id, value) = line
                .split_once(" =")
                .unwrap_or_else(|| panic!("{}: {line:?}", file.display()));
            let previous = out.insert(id.trim().to_string(), value.trim().to_string());
            assert!(previous.is_none(), "{code}: {id} twice");
            current = Some(id.trim().to_string());
        }
    }
    out
}

/// The placeholders a value names (`{ $side }` -> `side`).
fn placeholders(value: &str) -> BTreeSet<String> {
    value
        .split("{ $")
        .skip(1)
        .filter_map(|rest| rest.split_once(' ').map(|(name, _)| name.to_string()))
        .collect()
}

#[test]
fn every_file_parses_as_fluent() {
    for language in TRANSLATED {
        let dir = locales().join(language.code());
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|x| x == "ftl") {
                let text = std::fs::read_to_string(&path).unwrap();
                if let Err((_, errors)) = FluentResource::try_new(text) {
                    panic!("{}: {errors:?}", path.display());
                }
            }
        }
    }
}

#[test]
fn every_language_has_every_message_with_the_same_placeholders() {
    let english = messages("en");
    assert!(english.len() > 50, "{}", english.len());
    for language in TRANSLATED.into_iter().skip(1) {
        let code = language.code();
        let translated = messages(code);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !translated.contains_key(*id))
            .collect();
        let extra: Vec<&String> = translated
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{code}: missing {missing:?}, not in English {extra:?}"
        );
        for (id, value) in &english {
            assert_eq!(
                placeholders(&translated[id]),
                placeholders(value),
                "{code} {id}: {:?}",
                translated[id]
            );
        }
    }
}

/// English words no translated message may hold, beyond the command words a
/// player sends (quoted), names, notation and rule ids ("message" is French as
/// well, so it is not here).
const ENGLISH: [&str; 17] = [
    "the",
    "your",
    "you",
    "move",
    "moves",
    "game",
    "wins",
    "draw by",
    "received",
    "reminder",
    "deadline",
    "unchanged",
    "played",
    "white",
    "black",
    "left",
    "send",
];

/// `value` without its `{ $placeholder }`s (their names are English on purpose).
fn strip_placeholders(value: &str) -> String {
    let mut out = String::new();
    let mut rest = value;
    while let Some(start) = rest.find("{ $") {
        out.push_str(&rest[..start]);
        rest = rest[start..].split_once('}').map_or("", |(_, after)| after);
    }
    out.push_str(rest);
    out
}

#[test]
fn no_english_is_left_in_a_translation() {
    for language in TRANSLATED.into_iter().skip(1) {
        let code = language.code();
        for (id, value) in messages(code) {
            // Quoted words are what a player sends (commands, notation, the
            // subject tag): they stay English on purpose.
            let value = strip_placeholders(&value);
            let unquoted: String = value
                .split('"')
                .step_by(2)
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase();
            let words: Vec<&str> = unquoted
                .split(|c: char| !c.is_alphanumeric() && c != '-')
                .collect();
            for english in ENGLISH {
                let hit = if english.contains(' ') {
                    unquoted.contains(english)
                } else {
                    words.contains(&english)
                };
                assert!(!hit, "{code} {id} holds the English {english:?}: {value:?}");
            }
        }
    }
}

#[test]
fn each_language_keeps_a_glossary_with_its_sources() {
    for language in TRANSLATED.into_iter().skip(1) {
        let path = locales().join(language.code()).join("GLOSSARY.md");
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for term in [
            "checkmate",
            "stalemate",
            "castling",
            "en passant",
            "Buchholz",
        ] {
            assert!(
                text.to_lowercase().contains(&term.to_lowercase()),
                "{}: no {term}",
                path.display()
            );
        }
        assert!(text.contains("FIDE"), "{}: no source named", path.display());
    }
}

#[test]
fn the_sides_and_an_outcome_read_in_each_language() {
    let german = locale::text(Language::German, "side-white", &[]);
    assert_eq!(german, "Weiß");
    for language in TRANSLATED.into_iter().skip(1) {
        let white = locale::side(language, pbem_arbiter::board::color::Color::White);
        assert_ne!(white, "White", "{language}");
        let check = locale::text(language, "status-check", &[("side", white.clone().into())]);
        assert!(
            check.contains(&white) && check != "status-check",
            "{language}: {check}"
        );
    }
    // Each language's date pattern reads, with its own month names.
    let at = chrono::DateTime::parse_from_rfc3339("2026-12-05T10:00:00Z").unwrap();
    for language in TRANSLATED.into_iter().skip(1) {
        let local = locale::date_time(language, &at).unwrap_or_else(|| panic!("{language}"));
        assert!(
            local.contains("2026") && !local.contains("December"),
            "{language}: {local}"
        );
    }
    // A language without files reads English.
    assert_eq!(locale::text(Language::Swedish, "side-black", &[]), "Black");
}
