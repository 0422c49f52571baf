//! The message files of the arbiter's mails (locales/<code>/*.ftl, Project
//! Fluent): every file parses, every language has every English message id with
//! the same placeholders and no other, no English words are left in a
//! translation, and each language keeps its glossary of chess terms with the
//! sources named (locales/<code>/GLOSSARY.md). And the help mail and the players'
//! document say the same: every command the English help lists is in
//! docs/PLAYING.md.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter::notation::words::{Phrase, TRANSLATED};
use pbem_arbiter::output::locale;

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
    let german = Phrase::new("side-white").in_language(Language::German);
    assert_eq!(german, "Weiß");
    for language in TRANSLATED.into_iter().skip(1) {
        let white = locale::side(language, pbem_arbiter::board::color::Color::White);
        assert_ne!(white, "White", "{language}");
        let check = Phrase::new("status-check")
            .with("side", white.clone())
            .in_language(language);
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
    assert_eq!(
        Phrase::new("side-black").in_language(Language::Swedish),
        "Black"
    );
}

/// A `{ $name }` in a message value: its name, the variables of the selectors
/// it sits in, and the value's text before and after it.
struct Use<'a> {
    name: &'a str,
    inside: Vec<&'a str>,
    before: &'a str,
    after: &'a str,
}

/// A `{ $name -> ... }` selector in a message value: its variable, its variant
/// keys and its default key (the one marked `*`).
struct Select<'a> {
    name: &'a str,
    keys: Vec<&'a str>,
    default: Option<&'a str>,
}

/// The placeables of a value as [`messages`] gives it (lines joined): every
/// `{ $name }` and every selector, nested ones included.
fn read_value(value: &str) -> (Vec<Use<'_>>, Vec<Select<'_>>) {
    // What each open brace is: the index of a selector, or another placeable.
    let mut stack: Vec<Option<usize>> = Vec::new();
    let mut uses = Vec::new();
    let mut selects: Vec<Select<'_>> = Vec::new();
    let mut i = 0;
    while i < value.len() {
        let rest = &value[i..];
        if let Some(tail) = rest.strip_prefix("{ $") {
            let len = tail
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
                .unwrap_or(tail.len());
            let name = &tail[..len];
            let after_name = &tail[len..];
            if let Some(after) = after_name.strip_prefix(" }") {
                uses.push(Use {
                    name,
                    inside: stack.iter().flatten().map(|s| selects[*s].name).collect(),
                    before: &value[..i],
                    after,
                });
                i = value.len() - after.len();
                continue;
            }
            if let Some(after) = after_name.strip_prefix(" ->") {
                stack.push(Some(selects.len()));
                selects.push(Select {
                    name,
                    keys: Vec::new(),
                    default: None,
                });
                i = value.len() - after.len();
                continue;
            }
        }
        if rest.starts_with('{') {
            stack.push(None);
        } else if rest.starts_with('}') {
            stack.pop();
        } else if let Some(Some(s)) = stack.last() {
            // A variant key at the selector's own level: `[one]` or `*[other]`
            // after a space.
            let default = rest.starts_with("*[");
            let key = rest
                .strip_prefix("*[")
                .or_else(|| rest.strip_prefix('['))
                .and_then(|k| k.split_once(']'))
                .map(|(k, _)| k)
                .filter(|k| !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric()));
            let spaced = value[..i].ends_with(' ') || value[..i].ends_with("->");
            if let (Some(key), true) = (key, spaced) {
                selects[*s].keys.push(key);
                if default {
                    selects[*s].default = Some(key);
                }
            }
        }
        i += rest.chars().next().map_or(1, char::len_utf8);
    }
    (uses, selects)
}

/// Every language with message files, English too: (code, id, value).
fn every_message() -> Vec<(&'static str, String, String)> {
    TRANSLATED
        .into_iter()
        .flat_map(|language| {
            let code = language.code();
            messages(code)
                .into_iter()
                .map(move |(id, value)| (code, id, value))
        })
        .collect()
}

/// The faults found, one a line, or nothing.
fn report(faults: &[String]) {
    assert!(faults.is_empty(), "\n{}", faults.join("\n"));
}

/// Placeholders that hold a count (a number of games, days, plies, players ...)
/// beyond those English itself selects on with `[one]`. `left` and `used` are
/// not here: in the clock lines they hold a time in words (`3 days`), not a
/// number.
const COUNTS: [&str; 27] = [
    "count",
    "n",
    "days",
    "plies",
    "points",
    "running",
    "yours",
    "sent",
    "games",
    "go_on",
    "dropped",
    "moves",
    "asked",
    "allowance",
    "taken",
    "limit",
    "max",
    "most",
    "players",
    "rounds",
    "seconds",
    "size",
    "occurrences",
    "quiet",
    "parts",
    "states",
    "done",
];

/// The placeholders that hold a count: [`COUNTS`] and every variable English
/// selects on with a `[one]` variant.
fn counts() -> BTreeSet<String> {
    let mut out: BTreeSet<String> = COUNTS.iter().map(|s| s.to_string()).collect();
    for value in messages("en").values() {
        let (_, selects) = read_value(value);
        for select in selects {
            if select.keys.contains(&"one") {
                out.insert(select.name.to_string());
            }
        }
    }
    out
}

/// The languages whose counted nouns take more than two forms, with the CLDR
/// plural categories a selector on a count must name (beside its default), and
/// the words that may follow a count outside a selector because they are no
/// counted noun (a preposition: "3 из 5"; a unit symbol: "30 с").
const MANY_FORMS: [(&str, [&str; 3], &[&str]); 3] = [
    ("ru", ["one", "few", "many"], &["из", "с"]),
    ("pl", ["one", "few", "many"], &["z", "s"]),
    ("cs", ["one", "few", "many"], &["z", "s"]),
];

#[test]
fn a_count_before_a_noun_takes_the_languages_plural_forms() {
    let counts = counts();
    let mut faults = Vec::new();
    for (code, id, value) in every_message() {
        let Some((_, categories, not_nouns)) = MANY_FORMS.iter().find(|(c, ..)| *c == code) else {
            continue;
        };
        let (uses, selects) = read_value(&value);
        for u in uses {
            if !counts.contains(u.name) || u.inside.contains(&u.name) {
                continue;
            }
            let Some(next) = u.after.strip_prefix(' ') else {
                continue;
            };
            let word: String = next.chars().take_while(|c| c.is_alphabetic()).collect();
            if !word.is_empty() && !not_nouns.contains(&word.as_str()) {
                faults.push(format!(
                    "{code} {id}: {{ ${} }} is followed by {word:?} outside a selector on ${}: {value:?}",
                    u.name, u.name
                ));
            }
        }
        for s in selects.iter().filter(|s| counts.contains(s.name)) {
            let missing: Vec<&&str> = categories.iter().filter(|c| !s.keys.contains(c)).collect();
            if !missing.is_empty() || s.default.is_none() {
                faults.push(format!(
                    "{code} {id}: the selector on ${} lacks {missing:?} or a default: {value:?}",
                    s.name
                ));
            }
        }
    }
    report(&faults);
}

#[test]
fn no_plural_is_written_with_brackets_or_a_slash() {
    // "game(s)", "Partie(n)", "jugador(es)", "раз(а)", "{ $n }(s)"; "volta/e",
    // "giocatore/i"; "vez/veces". A capital in brackets is notation ("R:B(Q)"),
    // and "w/b" has one letter before the slash.
    let bracket = regex::Regex::new(r"[\p{Ll}}]\(\p{Ll}{1,3}\)").unwrap();
    let slash = regex::Regex::new(r"\p{Ll}{2}/\p{Ll}{1,2}\b|vez/veces").unwrap();
    let mut faults = Vec::new();
    for (code, id, value) in every_message() {
        for hit in bracket.find_iter(&value).chain(slash.find_iter(&value)) {
            faults.push(format!(
                "{code} {id}: {:?} writes a plural by hand; use a selector on the count: {value:?}",
                hit.as_str()
            ));
        }
    }
    report(&faults);
}

/// Placeholders that hold a side's name (side-white, side-black) wherever a
/// message prints them; where they hold the key `white` or `black` instead,
/// the message selects on them and never prints them.
const SIDE_NAMES: [&str; 2] = ["side", "other"];

#[test]
fn a_spanish_side_before_its_verb_has_its_article() {
    // "blancas jugaron" is no Spanish sentence: a bare plural noun cannot be a
    // preverbal subject ("las blancas jugaron"); the files write the article
    // before every side, after the verb too ("Juegan las blancas").
    let mut faults = Vec::new();
    for (code, id, value) in every_message() {
        if code != "es" {
            continue;
        }
        let (uses, _) = read_value(&value);
        for u in uses.iter().filter(|u| SIDE_NAMES.contains(&u.name)) {
            let before = u.before.trim_end();
            let starts = before.is_empty() || before.ends_with(['.', ':', ';', ',', ']']);
            let verb_follows = u
                .after
                .strip_prefix(' ')
                .is_some_and(|next| next.starts_with(char::is_alphabetic));
            if starts && verb_follows {
                faults.push(format!(
                    "{code} {id}: {{ ${} }} is a subject before its verb without \"las\": {value:?}",
                    u.name
                ));
            }
        }
    }
    report(&faults);
}

/// Placeholders that hold a number written in digits. French elides "que" before
/// a vowel ("qu'il"), and a text can never know the first letter of a value in
/// words: a reason (proof-*: "il ne portait pas ..."), a name, a side, a move.
/// Digits are safe: neither "huit" nor "onze" takes elision ("que 8", "que 11").
const NUMBERS: [&str; 36] = [
    "count",
    "n",
    "days",
    "plies",
    "running",
    "yours",
    "sent",
    "games",
    "go_on",
    "dropped",
    "moves",
    "asked",
    "allowance",
    "taken",
    "max",
    "most",
    "players",
    "rounds",
    "seconds",
    "size",
    "occurrences",
    "quiet",
    "parts",
    "states",
    "done",
    "game",
    "tournament",
    "round",
    "ply",
    "number",
    "year",
    "step",
    "line",
    "seat",
    "rank",
    "expected",
];

#[test]
fn no_french_que_stands_before_words_that_may_need_its_elision() {
    let mut faults = Vec::new();
    for (code, id, value) in every_message() {
        if code != "fr" {
            continue;
        }
        let (uses, _) = read_value(&value);
        for u in uses.iter().filter(|u| !NUMBERS.contains(&u.name)) {
            let before = u.before.trim_end();
            let word: String = before
                .chars()
                .rev()
                .take_while(|c| c.is_alphabetic())
                .collect::<Vec<char>>()
                .into_iter()
                .rev()
                .collect::<String>()
                .to_lowercase();
            if ["que", "lorsque", "puisque", "quoique"].contains(&word.as_str()) {
                faults.push(format!(
                    "{code} {id}: \"{word} {{ ${} }}\" needs \"qu'\" when the value starts with a vowel; rephrase (\"Comme {{ ${} }}\"): {value:?}",
                    u.name, u.name
                ));
            }
        }
    }
    report(&faults);
}

/// The forms a language's GLOSSARY.md says to avoid: the backquoted forms in
/// the last cell of each row of the table under `## One term per thing`.
fn avoided(code: &str) -> Vec<String> {
    let path = locales().join(code).join("GLOSSARY.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut lines = text
        .lines()
        .skip_while(|l| l.trim() != "## One term per thing")
        .skip(1)
        .skip_while(|l| l.trim().is_empty())
        .take_while(|l| l.starts_with('|'));
    // The heading row; then the separator row.
    lines.next();
    let mut forms = Vec::new();
    for row in lines.filter(|l| !l.contains("---")) {
        let last = row
            .trim()
            .trim_end_matches('|')
            .rsplit('|')
            .next()
            .unwrap_or("");
        forms.extend(last.split('`').skip(1).step_by(2).map(str::to_string));
    }
    forms
}

/// `value` without its placeholders, selector heads and variant keys (what
/// `placeable` matches): the words a reader sees, one variant after another.
fn words_only(value: &str, placeable: &regex::Regex) -> String {
    placeable.replace_all(value, " ").into_owned()
}

/// Whether `form` stands in `text` as whole words: no letter or digit right
/// before it, nor right after it unless it ends with `*` (then it is the start
/// of a word).
fn holds(text: &str, form: &str) -> bool {
    let (stem, prefix) = match form.strip_suffix('*') {
        Some(stem) => (stem, true),
        None => (form, false),
    };
    text.match_indices(stem).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + stem.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric)
            && (prefix || !after.is_some_and(char::is_alphanumeric))
    })
}

#[test]
fn each_language_uses_one_term_per_thing() {
    let placeable = regex::Regex::new(r"\{ \$[\w-]+ (\}|->)|\*?\[[\w-]+\]|\}").unwrap();
    let mut faults = Vec::new();
    for language in TRANSLATED.into_iter().skip(1) {
        let code = language.code();
        let forms = avoided(code);
        assert!(
            !forms.is_empty(),
            "locales/{code}/GLOSSARY.md has no \"## One term per thing\" table with a form to avoid"
        );
        for (id, value) in messages(code) {
            let text = words_only(&value, &placeable);
            for form in forms.iter().filter(|f| holds(&text, f)) {
                faults.push(format!(
                    "{code} {id}: {form:?} is a form locales/{code}/GLOSSARY.md avoids: {value:?}"
                ));
            }
        }
    }
    report(&faults);
}

#[test]
fn counts_read_in_each_plural_form() {
    // bye.txt is given whole points as a number: one point reads as bye-worth-one.
    for language in TRANSLATED {
        let one = Phrase::new("bye-worth")
            .with("points", 1)
            .in_language(language);
        assert_eq!(
            one,
            Phrase::new("bye-worth-one").in_language(language),
            "{language}"
        );
    }
    let ru = |id: &str, name: &str, n: u32| {
        Phrase::new(id.to_string())
            .with(name.to_string(), n)
            .in_language(Language::Russian)
    };
    let running: Vec<String> = [1, 2, 5, 21]
        .into_iter()
        .map(|n| ru("results-running", "running", n))
        .collect();
    assert_eq!(
        running,
        [
            "Ещё идёт 1 партия.",
            "Ещё идут 2 партии.",
            "Ещё идут 5 партий.",
            "Ещё идёт 21 партия."
        ]
    );
    assert_eq!(ru("bye-worth", "points", 0), "0 очков");
    assert_eq!(
        ru("notes-why-too-many", "limit", 21),
        "в одной партии можно оставить не более 21 варианта ([limits] conditional_lines)"
    );
    let days: Vec<String> = [1, 2, 5]
        .into_iter()
        .map(|n| ru("overview-finished", "days", n))
        .collect();
    assert_eq!(
        days,
        [
            "Закончены за последний 1 день:",
            "Закончены за последние 2 дня:",
            "Закончены за последние 5 дней:"
        ]
    );
    let english = |n: u32| {
        Phrase::new("refusal-claim-refused")
            .with("occurrences", n)
            .with("quiet", n)
            .in_language(Language::English)
    };
    assert!(english(1).contains("occurred 1 time (3 needed) and 1 move has been played"));
    assert!(english(2).contains("occurred 2 times (3 needed) and 2 moves have been played"));
}

/// The commands the English help mail lists (locales/en/help.ftl: the blocks
/// `help-commands`, `help-conditionals-commands`, `help-settings-commands`),
/// each as its leading lower-case words: `claim draw`, `board list`, `if`,
/// `digest daily`, `name` (of `name Jane Doe`). An entry starts in the block's
/// first column, its explanation after a run of two or more spaces or on the
/// lines below, indented.
fn help_commands() -> Vec<String> {
    let path = locales().join("en").join("help.ftl");
    let text = std::fs::read_to_string(&path).unwrap();
    let blocks = [
        "help-commands",
        "help-conditionals-commands",
        "help-settings-commands",
    ];
    let mut commands = Vec::new();
    let mut in_block = false;
    for line in text.lines() {
        if let Some((id, _)) = line.split_once(" =") {
            if !line.starts_with(' ') {
                in_block = blocks.contains(&id.trim());
                continue;
            }
        }
        let Some(entry) = line.strip_prefix("    ").filter(|_| in_block) else {
            in_block &= line.starts_with(' ');
            continue;
        };
        if entry.starts_with(' ') || entry.is_empty() {
            continue; // an explanation's next line
        }
        let column = entry.split("  ").next().unwrap_or(entry);
        let words: Vec<&str> = column
            .split(' ')
            .take_while(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase()))
            .collect();
        assert!(
            !words.is_empty(),
            "{}: no command in {line:?}",
            path.display()
        );
        commands.push(words.join(" "));
    }
    commands
}

/// Whether `doc` (its white space collapsed) names `command` as the start of a
/// code span: `` `board` `` or `` `name Jane Doe` `` name `board` and `name`,
/// `` `board list` `` names `board list` but not `board`.
fn names_in_code(doc: &str, command: &str) -> bool {
    let opening = format!("`{command}");
    doc.match_indices(&opening).any(|(at, _)| {
        let mut after = doc[at + opening.len()..].chars();
        match after.next() {
            Some('`') => true,
            Some(' ') => !after.next().is_some_and(|c| c.is_ascii_lowercase()),
            _ => false,
        }
    })
}

#[test]
fn every_command_of_the_help_mail_is_in_the_players_document() {
    let commands = help_commands();
    for expected in [
        "resign",
        "claim draw",
        "games",
        "if",
        "cancel conditionals",
        "leave",
    ] {
        assert!(
            commands.iter().any(|c| c == expected),
            "{expected:?} not read from the help: {commands:?}"
        );
    }
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/PLAYING.md");
    let doc = std::fs::read_to_string(&path).unwrap();
    let doc = doc.split_whitespace().collect::<Vec<_>>().join(" ");
    let faults: Vec<String> = commands
        .iter()
        .filter(|c| !names_in_code(&doc, c))
        .map(|c| format!("the help mail lists `{c}`, docs/PLAYING.md does not"))
        .collect();
    report(&faults);
}
