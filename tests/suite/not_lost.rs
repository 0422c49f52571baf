//! No word of a player lost, by mail through the real binary in simulated time:
//! a reply to the overview labels each game's part with the word for "game" in
//! any of the twelve languages the arbiter reads; a line the arbiter did not
//! use is quoted back under "not read" with its game, and its game is
//! untouched; a part for a game that is not the player's is refused by number;
//! an answer to "please confirm e4" that says `d4` plays d4; and answers to
//! addresses that play no game are bounded in all, not only per address.

use crate::common;

use crate::common::club::{Club, Settings};
use crate::common::{mail_with_subject, Sent, World};
use pbem_arbiter::mail::labels::LABELS;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const CAROL: &str = "carol@example.com";
const START: &str = "2026-11-01T10:00:00Z";

/// `count` FIDE games of Alice (White, her move) against Bob; their numbers.
fn games_of_alice(w: &mut World, count: usize) -> Vec<i64> {
    (0..count)
        .map(|_| {
            let args = ["game", "new", "--white", ALICE, "--black", BOB];
            let out = w.ok_at(&args, START);
            w.new_replies();
            out.lines().next().unwrap().trim().parse().unwrap()
        })
        .collect()
}

/// Alice's overview of her games, asked for at `now`.
fn overview(w: &mut World, id: &str, now: &str) -> Sent {
    w.deliver_as_written(&mail_with_subject(ALICE, id, "my games", "games"));
    let replies = w.poll_at(now);
    assert_eq!(replies.len(), 1, "{replies:?}");
    replies.into_iter().next().unwrap()
}

/// A reply to `sent` from `from` with `body`, as a mail client writes it: to
/// its Reply-To, its subject after "Re: ", threaded to it.
fn reply(sent: &Sent, from: &str, id: &str, body: &str) -> String {
    let to = sent.reply_to.as_deref().unwrap();
    format!(
        "From: {from}\nTo: {to}\nSubject: Re: {}\nMessage-ID: <{id}>\nIn-Reply-To: {}\n\
         Date: Tue, 03 Nov 2026 11:00:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=utf-8\n\n{body}\n",
        sent.subject, sent.message_id
    )
}

/// `word` as players write it in line `i` of a mail: with a capital, all in
/// capitals, or in lower case without its accents.
fn written(word: &str, i: usize) -> String {
    match i % 3 {
        0 => {
            let mut chars = word.chars();
            let first: String = chars
                .next()
                .into_iter()
                .flat_map(char::to_uppercase)
                .collect();
            format!("{first}{}", chars.as_str())
        }
        1 => word.to_uppercase(),
        _ => word
            .replace(['á', 'à'], "a")
            .replace(['é', 'è'], "e")
            .replace('ó', "o")
            .replace('ů', "u")
            .replace('ä', "a"),
    }
}

#[test]
fn every_languages_game_label_in_a_reply_to_the_overview_plays_its_game() {
    let mut w = World::new();
    let words: Vec<(&str, &str)> = LABELS
        .iter()
        .flat_map(|l| l.games.iter().map(move |g| (l.code, *g)))
        .collect();
    assert!(words.len() >= 12);
    let games = games_of_alice(&mut w, words.len() + 1);
    let sent = overview(&mut w, "o1@x", "2026-11-02T10:00:00Z");
    // One line per game, each language's words in turn, and one in ICCF
    // numeric notation after a bare number.
    let mut body = String::from("Hello,\n");
    for (i, ((_, word), game)) in words.iter().zip(&games).enumerate() {
        body.push_str(&format!("{} {game}: e4\n", written(word, i)));
    }
    let last = games[words.len()];
    body.push_str(&format!("{last}: 5254\nThanks!\n"));
    w.deliver_as_written(&reply(&sent, ALICE, "labels@x", &body));
    let replies = w.poll_at("2026-11-02T11:00:00Z");
    for (game, (code, word)) in games.iter().zip(&words) {
        assert_eq!(
            w.canonical_turns(*game),
            ["e4"],
            "{code} {word}, game {game}: {replies:#?}"
        );
    }
    assert_eq!(w.canonical_turns(last), ["e4"]);
    assert_eq!(w.outcomes().last().map(String::as_str), Some("applied"));
    // Nothing was named back: every line was read, or is a greeting.
    assert!(
        replies.iter().all(|r| !r.body.contains("Not read")),
        "{replies:#?}"
    );
}

#[test]
fn a_german_players_overview_and_labelled_reply() {
    let mut w = World::new();
    let games = games_of_alice(&mut w, 3);
    w.deliver(&common::reply_mail(
        ALICE,
        "de@x",
        games[0],
        "language de\nnotation numeric",
    ));
    w.poll_at("2026-11-01T11:00:00Z");
    let sent = overview(&mut w, "o1@x", "2026-11-02T10:00:00Z");
    // The instructions show her own word and her notation.
    assert!(
        sent.body.contains("    Partie 12: 7163\n    14: 5755"),
        "{}",
        sent.body
    );
    assert!(sent.body.contains("\"Partie 12\""), "{}", sent.body);
    assert!(!sent.body.contains("Game 12"), "{}", sent.body);
    let body = format!(
        "Hallo,\nPartie {}: 5254\nSpiel {}: d2-d4\n{}: Sc3\n",
        games[0], games[1], games[2]
    );
    w.deliver_as_written(&reply(&sent, ALICE, "de2@x", &body));
    w.poll_at("2026-11-02T11:00:00Z");
    assert_eq!(w.canonical_turns(games[0]), ["e4"]);
    assert_eq!(w.canonical_turns(games[1]), ["d4"]);
    assert_eq!(w.canonical_turns(games[2]), ["Nc3"]);
}

#[test]
fn a_line_not_read_is_quoted_back_with_its_game_and_its_game_untouched() {
    let mut w = World::new();
    let games = games_of_alice(&mut w, 2);
    let sent = overview(&mut w, "o1@x", "2026-11-02T10:00:00Z");
    let body = format!("Game {}: e4\nSpielnummer {} => d4\n", games[0], games[1]);
    w.deliver_as_written(&reply(&sent, ALICE, "unread@x", &body));
    let replies = w.poll_at("2026-11-02T11:00:00Z");
    assert_eq!(w.canonical_turns(games[0]), ["e4"]);
    assert!(w.canonical_turns(games[1]).is_empty());
    let to_alice = common::only(&replies, ALICE);
    let expected = format!(
        "Not read, under game {}: nothing was done with this line:\n> Spielnummer {} => d4\n",
        games[0], games[1]
    );
    assert!(to_alice.body.contains(&expected), "{}", to_alice.body);
    // Bob's update of game 1 shows nothing of Alice's unread line.
    let to_bob = common::only(&replies, BOB);
    assert!(!to_bob.body.contains("Spielnummer"), "{}", to_bob.body);
    // The HTML part says it too.
    let html = to_alice.html.as_deref().unwrap();
    assert!(html.contains("Spielnummer"), "{html}");

    // In a mail about one game: the move is played, the line named back, in
    // the player's language once she has one.
    w.deliver(&common::reply_mail(
        ALICE,
        "lang@x",
        games[1],
        "language de",
    ));
    w.poll_at("2026-11-02T12:00:00Z");
    let body = "Hallo Bob,\nd4\nPartie 3 Sf3\nViele Grüße, und danke für die Partie heute!\n";
    w.deliver(&common::reply_mail(ALICE, "one@x", games[1], body));
    let replies = w.poll_at("2026-11-02T13:00:00Z");
    assert_eq!(w.canonical_turns(games[1]), ["d4"]);
    let to_alice = common::only(&replies, ALICE);
    assert!(
        to_alice.body.starts_with(&format!(
            "Nicht gelesen, in Partie {}: Mit dieser Zeile wurde nichts gemacht:\n> Partie 3 Sf3\n",
            games[1]
        )),
        "{}",
        to_alice.body
    );
    assert!(!to_alice.body.contains("Grüße"), "{}", to_alice.body);

    // A mail with nothing read: the refusal says why and names the line.
    w.deliver(&common::reply_mail(
        ALICE,
        "none@x",
        games[0],
        "my move: e5 please? no, Sf3 => f3",
    ));
    let replies = w.poll_at("2026-11-02T14:00:00Z");
    let refusal = common::only(&replies, ALICE);
    assert!(
        refusal.body.contains("> my move: e5 please? no, Sf3 => f3"),
        "{}",
        refusal.body
    );
    assert_eq!(w.canonical_turns(games[0]), ["e4"]);
}

#[test]
fn a_part_for_a_game_that_is_not_the_players_is_refused_by_number() {
    let mut w = World::new();
    let games = games_of_alice(&mut w, 1);
    let out = w.ok_at(&["game", "new", "--white", BOB, "--black", CAROL], START);
    w.new_replies();
    let theirs: i64 = out.lines().next().unwrap().trim().parse().unwrap();
    let sent = overview(&mut w, "o1@x", "2026-11-02T10:00:00Z");
    let body = format!("Game {}: e4\nGame {theirs}: e4\nGame 977: e4\n", games[0]);
    w.deliver_as_written(&reply(&sent, ALICE, "parts@x", &body));
    let replies = w.poll_at("2026-11-02T11:00:00Z");
    assert_eq!(w.canonical_turns(games[0]), ["e4"]);
    assert!(w.canonical_turns(theirs).is_empty());
    let bodies: Vec<&str> = common::to(&replies, ALICE)
        .iter()
        .map(|r| r.body.as_str())
        .collect();
    assert!(
        bodies
            .iter()
            .any(|b| b.contains(&format!("{ALICE} is not a player of game {theirs}"))),
        "{bodies:#?}"
    );
    assert!(
        bodies.iter().any(|b| b.contains("there is no game 977")),
        "{bodies:#?}"
    );
    assert!(common::to(&replies, CAROL).is_empty());
}

#[test]
fn an_answer_to_please_confirm_e4_that_says_d4_plays_d4() {
    let mut w = World::new();
    let games = games_of_alice(&mut w, 1);
    let game = games[0];
    // A new mail without the code: e4 is held, Alice asked to confirm.
    w.deliver_as_written(&mail_with_subject(
        ALICE,
        "e4@x",
        &format!("[Game {game}]"),
        "e4",
    ));
    let replies = w.poll_at("2026-11-02T10:00:00Z");
    let request = common::only(&replies, ALICE).clone();
    assert!(request.subject.contains("[Confirm "), "{}", request.subject);
    assert!(w.canonical_turns(game).is_empty());
    // She answers with another move: d4 is played, e4 dropped, and she is told.
    w.deliver_as_written(&common::answer(&request, ALICE, "d4@x", "d4"));
    let replies = w.poll_at("2026-11-02T11:00:00Z");
    assert_eq!(w.canonical_turns(game), ["d4"], "{replies:#?}");
    let to_alice = common::only(&replies, ALICE);
    assert!(
        to_alice.body.contains(&format!(
            "Your answer to my request to confirm \"e4\" in game {game} holds commands of its own"
        )),
        "{}",
        to_alice.body
    );
    assert_eq!(common::to(&replies, BOB).len(), 1);
    // The request is answered: a second answer does nothing.
    w.deliver_as_written(&common::answer(&request, ALICE, "again@x", "yes"));
    w.poll_at("2026-11-02T12:00:00Z");
    assert_eq!(w.canonical_turns(game), ["d4"]);
    // An answer with no command still confirms what was held.
    w.deliver_as_written(&mail_with_subject(
        BOB,
        "e5@x",
        &format!("[Game {game}]"),
        "d5",
    ));
    let replies = w.poll_at("2026-11-02T13:00:00Z");
    let request = common::only(&replies, BOB).clone();
    w.deliver_as_written(&common::answer(&request, BOB, "yes@x", "yes, please"));
    w.poll_at("2026-11-02T14:00:00Z");
    assert_eq!(w.canonical_turns(game), ["d4", "d5"]);
}

#[test]
fn three_hundred_strangers_get_at_most_the_total_of_answers() {
    const TD: &str = "td@example.com";
    let mut c = Club::new(TD, "a-long-random-code", Settings::default());
    for i in 0..300 {
        let from = format!("stranger{i}@example.net");
        let id = format!("s{i}@example.net");
        c.w.deliver_as_written(&mail_with_subject(&from, &id, "hello", "games"));
    }
    let replies = c.poll_at("2026-11-02T10:00:00Z");
    let to_strangers = replies.iter().filter(|r| r.to != TD).count();
    assert_eq!(to_strangers, 100, "{}", replies.len());
    let to_td = common::to(&replies, TD);
    assert_eq!(to_td.len(), 1, "{to_td:#?}");
    assert!(
        to_td[0]
            .body
            .contains("100 answers went to addresses that play no game"),
        "{}",
        to_td[0].body
    );
    assert!(
        to_td[0]
            .body
            .contains("stranger_answers_per_hour_total = 100"),
        "{}",
        to_td[0].body
    );
    // Every mail is recorded: 100 answered, 200 kept unanswered.
    assert_eq!(c.w.count("SELECT COUNT(*) FROM messages"), 300);
    assert_eq!(
        c.w.count("SELECT COUNT(*) FROM messages WHERE outcome = 'rate-limited'"),
        200
    );
    // Within the hour, more of the same: still unanswered, the organiser not
    // told again.
    c.w.deliver_as_written(&mail_with_subject(
        "late@example.net",
        "late1@x",
        "hi",
        "games",
    ));
    let replies = c.poll_at("2026-11-02T10:30:00Z");
    assert!(replies.is_empty(), "{replies:#?}");
    // A player is answered as always.
    let (code, _, err) =
        c.w.arbiter(&["game", "new", "--white", ALICE, "--black", BOB]);
    assert_eq!(code, 0, "{err}");
    c.w.new_replies();
    c.w.deliver(&common::reply_mail(ALICE, "help@x", 1, "help"));
    let replies = c.poll_at("2026-11-02T10:40:00Z");
    assert_eq!(common::to(&replies, ALICE).len(), 1, "{replies:#?}");
    // After the hour: answered again.
    c.w.deliver_as_written(&mail_with_subject(
        "late@example.net",
        "late2@x",
        "hi",
        "games",
    ));
    let replies = c.poll_at("2026-11-02T11:01:00Z");
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert_eq!(replies[0].to, "late@example.net");
}
