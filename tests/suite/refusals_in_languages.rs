//! The arbiter's own refusals in the reader's language, by mail through the
//! real binary: a mail for a game that does not exist or that the sender does
//! not play in, settings without the player's code, a message too big, a
//! challenge that does not read or challenges the sender, and the overview
//! asked by an address with no game come from the message files
//! (`refusals-more.ftl` in locales/<code>/) in the sender's `language`, not in
//! English. Each test builds the expected sentence from the same message.

use crate::common::club::{Club, Settings};
use crate::common::{answer, only, reply_mail as mail, say, Sent};
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter::notation::words::Phrase;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const CAROL: &str = "carol@example.com";
const TD: &str = "td@example.org";
const CODE: &str = "k7f3qxyz9m2w";

/// A club with open challenges and a small limit on a message's size.
fn club() -> Club {
    Club::new(
        TD,
        CODE,
        Settings {
            arbiter: "challenges = \"open\"\n",
            sections: "[mail]\nmax_message_bytes = 4096\n",
            ..Settings::named("Arbiter")
        },
    )
}

impl Club {
    /// A reply about game `g` from `from`, carrying the player's code as a mail
    /// client's reply does; polled.
    fn reply_polled(&mut self, from: &str, g: i64, body: &str) -> Vec<Sent> {
        let id = self.message_id("m");
        self.w.deliver(&mail(from, &id, g, body));
        self.poll()
    }

    /// A mail about game `g` from `from` as written: no code.
    fn written(&mut self, from: &str, g: i64, body: &str) -> Vec<Sent> {
        let id = self.message_id("m");
        self.w.deliver_as_written(&mail(from, &id, g, body));
        self.poll()
    }

    /// A game between Alice (White) and Bob, Alice reading `language`.
    fn game_in(&mut self, language: Language) -> i64 {
        let g = self.w.game_with(ALICE, BOB, &[]);
        let replies = self.reply_polled(ALICE, g, &format!("language {}", language.code()));
        only(&replies, ALICE);
        g
    }
}

/// The one reply to Alice holds `expected`, and not the English `english`.
fn refused_with(replies: &[Sent], expected: &str, english: &str) {
    let body = &only(replies, ALICE).body;
    assert!(body.contains(expected), "{expected}\n{body}");
    assert!(!body.contains(english), "{english}\n{body}");
}

#[test]
fn a_german_players_mail_for_no_game_or_anothers_game_is_refused_in_german() {
    let mut c = club();
    let g = c.game_in(Language::German);
    let r = c.written(ALICE, 99, "e4");
    let expected = say(
        Language::German,
        "refused-no-game",
        &[("game", "99".into())],
    );
    refused_with(&r, &expected, "there is no game");

    let other = c.w.game_with(BOB, CAROL, &[]);
    assert_ne!(other, g);
    let r = c.written(ALICE, other, "e4");
    let expected = say(
        Language::German,
        "refused-not-a-player-commands",
        &[
            ("address", ALICE.into()),
            ("game", other.to_string().into()),
        ],
    );
    refused_with(&r, &expected, "is not a player of game");
}

#[test]
fn a_french_players_settings_without_the_code_and_big_mail_are_refused_in_french() {
    let mut c = club();
    let g = c.game_in(Language::French);
    let r = c.written(ALICE, g, "name Alice Example");
    let expected = say(Language::French, "refused-settings-unproven", &[]);
    refused_with(&r, &expected, "counts only in a reply");

    let big = format!("e4\n\n{}", "x".repeat(5000));
    let r = c.reply_polled(ALICE, g, &big);
    let body = &only(&r, ALICE).body;
    let head = say(
        Language::French,
        "refused-too-big",
        &[("size", "SIZE".into()), ("limit", "4096".into())],
    );
    let (before, after) = head.split_once("SIZE").unwrap();
    assert!(body.contains(before), "{before}\n{body}");
    assert!(body.contains(after), "{after}\n{body}");
    assert!(!body.contains("more than the limit"), "{body}");
}

#[test]
fn an_italian_players_bad_challenge_is_refused_in_italian() {
    let mut c = club();
    c.game_in(Language::Italian);
    let r = c.send(ALICE, "sfida", &format!("challenge {ALICE} chess"), None);
    let expected = say(Language::Italian, "refused-challenge-yourself", &[]);
    refused_with(&r, &expected, "you cannot challenge yourself");

    let r = c.send(ALICE, "sfida", &format!("challenge {CAROL} checkers"), None);
    let reason = say(
        Language::Italian,
        "rules-unknown-variant",
        &[("variant", "\"checkers\"".into())],
    );
    let expected = say(
        Language::Italian,
        "refused-challenge",
        &[("reason", reason.into())],
    );
    refused_with(&r, &expected, "unknown variant");

    // A bad option's value and a time control out of range: the rules
    // engine's and the clock's own reasons, in Italian too.
    let challenged = |c: &mut Club, words: &str, reason: Phrase| {
        let r = c.send(ALICE, "sfida", &format!("challenge {CAROL} {words}"), None);
        let reason = reason.in_language(Language::Italian);
        let expected = say(
            Language::Italian,
            "refused-challenge",
            &[("reason", reason.into())],
        );
        refused_with(&r, &expected, "challenge refused");
    };
    let bad = Phrase::new("rules-bad-option")
        .with("key", "white-army")
        .with("value", "\"goblins\"")
        .with(
            "allowed",
            "fabulous-fides, colorbound-clobberers, nutty-knights, remarkable-rookies, forward-fides",
        );
    challenged(&mut c, "cwda white-army=goblins", bad);
    let late = Phrase::new("time-control-value")
        .with("text", "\"2000/50d\"")
        .with("reason", Phrase::new("time-control-moves-range"));
    challenged(&mut c, "chess 2000/50d", late);

    let r = c.send(
        ALICE,
        "sfida",
        &format!("challenge {CAROL} chess as red"),
        None,
    );
    let usage = say(Language::Italian, "refused-challenge-usage", &[]);
    let reason = say(
        Language::Italian,
        "refused-challenge-as",
        &[("usage", usage.into())],
    );
    let expected = say(
        Language::Italian,
        "refused-challenge",
        &[("reason", reason.into())],
    );
    refused_with(&r, &expected, "challenge refused");
    // The English text of the same refusal is unchanged.
    let english = pbem_arbiter::arbiter::read_proposal(&[
        CAROL.to_string(),
        "chess".into(),
        "as".into(),
        "red".into(),
    ])
    .unwrap_err()
    .to_string();
    assert!(english.starts_with("after \"as\" write white or black; write: challenge ADDRESS"));
}

#[test]
fn the_overview_for_an_entrant_without_a_game_is_refused_in_spanish() {
    let mut c = club();
    c.organiser(
        "tournament new \"Winter Cup\" --entries-until 2099-12-10",
        None,
    );
    let replies = c.send(ALICE, "entry", "enter 1", None);
    let request = only(&replies, ALICE).clone();
    let id = c.message_id("m");
    let raw = answer(&request, ALICE, &id, "confirm\nlanguage es");
    c.w.deliver_as_written(&raw);
    let entered = c.poll();
    only(&entered, ALICE);
    let r = c.send(ALICE, "overview", "games", None);
    let expected = say(Language::Spanish, "refused-no-overview", &[]);
    refused_with(&r, &expected, "you play no game here");
}
