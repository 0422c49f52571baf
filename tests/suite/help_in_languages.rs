//! The help reply and each variant's notation help in the reader's language, by
//! mail through the real binary (a Maildir inbox, `arbiter poll --once`, a real
//! SQLite file): a player who sends `language de` (or `fr`) reads the help reply
//! and, under a refused move, the variant's help from locales/<code>/help.ftl;
//! command words, notation examples and rule ids stay as they are; a player who
//! set nothing reads English. And every variant has its help in every
//! translated language.

use crate::common::{only, say, send, World};
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter::notation::words::{Phrase, TRANSLATED};
use pbem_arbiter::output::locale;
use pbem_arbiter::output::templates::Templates;
use pbem_arbiter::rules::{registry, variant};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// A block message as the help reply shows it: each line indented by four.
fn block(language: Language, id: &str) -> String {
    say(language, id, &[])
        .lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A game of `variant` between Alice (White) and Bob, Alice writing `language`.
fn game_in(w: &mut World, variant: &str, language: Language) -> i64 {
    let g = w.game_with(ALICE, BOB, &["--variant", variant]);
    let setting = format!("language {}", language.code());
    send(w, ALICE, "l0@x", g, &setting);
    g
}

/// Alice asks for help about a chess game and, separately, with no game: both
/// replies in `language`, Bob's in English.
fn help_reply_in(language: Language) {
    let mut w = World::new();
    let g = game_in(&mut w, "chess", language);
    let r = send(&mut w, ALICE, "h1@x", g, "help");
    let help = only(&r, ALICE);
    let chess = variant("chess").unwrap();
    let notation = locale::variant_help(language, chess);
    assert!(help.body.contains(&notation), "{notation}\n{}", help.body);
    for id in [
        "help-how",
        "help-commands-heading",
        "help-conditionals",
        "help-conditionals-matching",
        "help-settings",
        "help-sending",
    ] {
        let text = say(language, id, &[]);
        assert!(help.body.contains(&text), "{id}: {text}\n{}", help.body);
    }
    for id in [
        "help-commands",
        "help-conditionals-commands",
        "help-settings-commands",
    ] {
        let text = block(language, id);
        assert!(help.body.contains(&text), "{id}: {text}\n{}", help.body);
    }
    let moves_in = say(language, "help-moves-in", &[("variant", chess.name.into())]);
    assert!(help.body.contains(&moves_in), "{}", help.body);
    let subject = say(
        language,
        "help-subject-variant",
        &[("variant", chess.name.into())],
    );
    assert!(help.subject.contains(&subject), "{}", help.subject);
    // The command words stay English; no English sentence is left.
    for command in ["    resign ", "    claim draw ", "    cancel conditionals "] {
        assert!(help.body.contains(command), "{command}\n{}", help.body);
    }
    for english in [
        "Commands, the same",
        "How to play by mail",
        "Conditional moves:",
    ] {
        assert!(!help.body.contains(english), "{english}\n{}", help.body);
    }

    // With no game (the template as the arbiter fills it): the list of
    // variants, introduced in the language.
    let list = Templates::new(None)
        .render(
            "help.txt",
            serde_json::json!({
                "lang": language.code(),
                "arbiter_name": "PBEM Arbiter",
                "variants": ["Black Holes (blackholes)"],
            }),
        )
        .unwrap();
    let variants = say(language, "help-variants", &[]);
    assert!(list.contains(&variants), "{list}");
    assert!(list.contains("\n    Black Holes (blackholes)\n"), "{list}");
    assert!(list.contains(&block(language, "help-commands")), "{list}");

    // Bob set nothing and reads English.
    let r = send(&mut w, BOB, "h3@x", g, "help");
    let bob = only(&r, BOB);
    assert!(
        bob.body.contains("Commands, the same in every variant:")
            && bob
                .body
                .contains("    Nf3, exd5, O-O, e8=Q    a move in SAN"),
        "{}",
        bob.body
    );
    assert!(
        bob.subject.contains("Help: playing FIDE chess by mail"),
        "{}",
        bob.subject
    );
}

#[test]
fn the_help_reply_in_german() {
    help_reply_in(Language::German);
}

#[test]
fn the_help_reply_in_french() {
    help_reply_in(Language::French);
}

/// Alice's refused move in `variant` shows its help in `language`.
fn refused_move_in(variant_id: &str, language: Language, refused: &str) {
    let mut w = World::new();
    let g = game_in(&mut w, variant_id, language);
    let r = send(&mut w, ALICE, "r1@x", g, refused);
    let reply = only(&r, ALICE);
    let v = variant(variant_id).unwrap();
    let notation = locale::variant_help(language, v);
    assert!(reply.body.contains(&notation), "{notation}\n{}", reply.body);
    let english = locale::variant_help(Language::English, v);
    assert!(!reply.body.contains(&english), "{}", reply.body);
    let frame = say(language, "error-notation", &[("variant", v.name.into())]);
    assert!(reply.body.contains(&frame), "{frame}\n{}", reply.body);
}

#[test]
fn a_refused_drop_in_black_holes_shows_its_help_in_german() {
    // e1 holds the king: a hole may only drop on an empty square (B2).
    refused_move_in("blackholes", Language::German, "(He1)");
}

#[test]
fn a_refused_momentum_turn_shows_its_help_in_french() {
    refused_move_in("momentum", Language::French, "e2-e6");
}

/// The rule ids of a help text: words such as B2, M5, X5, FIDE articles' letters
/// followed by digits.
fn rule_ids(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| {
            let letters = w.trim_end_matches(|c: char| c.is_ascii_digit());
            !letters.is_empty()
                && letters.len() < w.len()
                && letters.chars().all(|c| c.is_ascii_uppercase())
        })
        .collect()
}

#[test]
fn every_variant_has_its_help_in_every_language() {
    for v in registry() {
        let english = locale::variant_help(Language::English, v);
        let conditional = english
            .lines()
            .find(|l| l.trim_start().starts_with("if "))
            .unwrap_or_else(|| panic!("{}: no conditional example", v.id));
        for language in TRANSLATED {
            let text = Phrase::new(v.help_id).try_in_language(language);
            assert!(text.is_some(), "{language}: no {}", v.help_id);
            let help = locale::variant_help(language, v);
            assert!(help.ends_with('\n'), "{language} {}", v.id);
            if language != Language::English {
                assert_ne!(help, english, "{language} {} is English", v.id);
            }
            // The examples and rule ids read the same in every language.
            assert!(help.contains(conditional), "{language} {}: {help}", v.id);
            for id in rule_ids(&english) {
                assert!(help.contains(id), "{language} {}: no {id}\n{help}", v.id);
            }
            for line in help.lines() {
                assert!(line.starts_with("    "), "{language} {}: {line:?}", v.id);
                assert!(line.chars().count() <= 82, "{language} {}: {line:?}", v.id);
            }
        }
        // A language without message files reads English.
        assert_eq!(locale::variant_help(Language::Swedish, v), english);
    }
}
