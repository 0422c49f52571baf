//! No English in a translated mail, by mail through the real binary (a Maildir
//! inbox, `arbiter poll --once --now`, a real SQLite file): a German, a Spanish
//! and a Russian player's settings answer (`language`, `digest daily 18:00` and
//! `timezone Europe/Berlin` in one mail, the language first, last or between),
//! the refusal of a mail with no move in it, and the reply to a move with its
//! board hold no sentence of English in their text part nor in their HTML part.
//! The English sentences are those of locales/en/*.ftl and of the templates'
//! own text ([`english_sentences`]). No line of those text parts is longer than
//! 78 columns where it has a space to break at; a German reader's board shows
//! the queen as `D` and its key says so; a digest's HTML part draws each board
//! once.

mod common;

use std::collections::BTreeSet;
use std::path::Path;

use common::{mail_with_subject, only, reply_mail, say, to, Sent, World};
use pbem_arbiter::notation::dialect::Language;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const START: &str = "2026-12-01T10:00:00Z";

/// The words a command is made of, as a player writes them in any language
/// (the mails quote them, untranslated), the language codes among them: a
/// fragment made of these alone is not English prose.
const COMMAND_WORDS: &[&str] = &[
    "resign",
    "draw",
    "offer",
    "accept",
    "decline",
    "claim",
    "board",
    "history",
    "help",
    "games",
    "language",
    "timezone",
    "digest",
    "daily",
    "off",
    "name",
    "notation",
    "leave",
    "conditionals",
    "cancel",
    "if",
    "then",
    "approve",
    "refuse",
    "confirm",
    "enter",
    "withdraw",
    "challenge",
    "as",
    "white",
    "black",
    "unrated",
    "list",
    "grid",
    "both",
    "san",
    "long",
    "numeric",
    "figurine",
    "game",
    "en",
    "de",
    "fr",
    "es",
    "it",
    "nl",
    "pt",
    "sv",
    "pl",
    "cs",
    "hu",
    "ru",
];

/// The text of `value` (a Fluent message's value) cut into its fragments of
/// prose: at each placeholder, select expression and variant key, each quoted
/// text (a command, an example), each text in backquotes, and at each end of a
/// sentence or clause (`.` `:` `;` `!` `?` parentheses).
fn fragments(value: &str) -> Vec<String> {
    let mut text = value.to_string();
    // Quoted commands and examples, and code in backquotes, are no prose.
    for quote in ['"', '`', '«', '»', '„', '“', '”'] {
        let mut out = String::new();
        let mut inside = false;
        for c in text.chars() {
            if c == quote || (quote == '«' && c == '»') {
                inside = !inside;
                out.push('|');
            } else if !inside {
                out.push(c);
            }
        }
        text = out;
    }
    // Placeholders (`{ $side }`, `{ "{" }`), select expressions and their keys.
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' | '}' => out.push('|'),
            '$' => {
                while chars
                    .peek()
                    .is_some_and(|c| c.is_alphanumeric() || *c == '_')
                {
                    chars.next();
                }
                out.push('|');
            }
            '-' if chars.peek() == Some(&'>') => {
                chars.next();
                out.push('|');
            }
            '*' if chars.peek() == Some(&'[') => out.push('|'),
            '[' => {
                for c in chars.by_ref() {
                    if c == ']' {
                        break;
                    }
                }
                out.push('|');
            }
            _ => out.push(c),
        }
    }
    out.split(['|', '.', ':', ';', '!', '?', '(', ')', '\n'])
        .map(|f| f.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|f| is_prose(f))
        .collect()
}

/// True for a fragment of three or more words (letters alone: `Nf3`, `e4` and
/// `12...` are notation), not all of them command words.
fn is_prose(fragment: &str) -> bool {
    let words: Vec<String> = fragment
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_alphabetic() || c == '\''))
        .collect();
    words.len() >= 3 && !words.iter().all(|w| COMMAND_WORDS.contains(&w.as_str()))
}

/// Each message value of `file` (a Fluent file), its lines joined, comments
/// left out.
fn ftl_values(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap();
    let mut values: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if line.starts_with(' ') {
            if let Some(value) = values.last_mut() {
                value.push('\n');
                value.push_str(line.trim());
            }
            continue;
        }
        if let Some((_, value)) = line.split_once(" =") {
            values.push(value.trim().to_string());
        }
    }
    values
}

/// The literal text of a template: what is left when its `{{ }}`, `{% %}`
/// and `{# #}` and, in HTML, its tags are taken out.
fn template_text(text: &str) -> String {
    let mut out = text.to_string();
    for (open, close) in [("{#", "#}"), ("{{", "}}"), ("{%", "%}"), ("<", ">")] {
        let mut kept = String::new();
        let mut rest = out.as_str();
        while let Some(at) = rest.find(open) {
            kept.push_str(&rest[..at]);
            kept.push('|');
            rest = rest[at..]
                .find(close)
                .map_or("", |end| &rest[at + end + close.len()..]);
        }
        kept.push_str(rest);
        out = kept;
    }
    out
}

/// The English sentences of the mails: the prose fragments ([`fragments`]) of
/// every message of locales/en/*.ftl and of the templates' own text, in lower
/// case with single spaces.
fn english_sentences() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sentences = BTreeSet::new();
    for entry in std::fs::read_dir(root.join("locales/en")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "ftl") {
            for value in ftl_values(&path) {
                sentences.extend(fragments(&value));
            }
        }
    }
    for entry in std::fs::read_dir(root.join("templates")).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            let text = std::fs::read_to_string(&path).unwrap();
            sentences.extend(fragments(&template_text(&text)));
        }
    }
    sentences.into_iter().map(|s| s.to_lowercase()).collect()
}

/// `html` as text: entities read, tags' angle brackets and quotes made spaces
/// (the words of attributes such as `alt` stay).
fn html_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(c) = rest.chars().next() {
        if c == '&' {
            if let Some(end) = rest.find(';').filter(|&e| e < 10) {
                let entity = &rest[1..end];
                let decoded = match entity {
                    "quot" => Some('"'),
                    "amp" => Some('&'),
                    "lt" => Some('<'),
                    "gt" => Some('>'),
                    "nbsp" => Some(' '),
                    _ => entity
                        .strip_prefix("#x")
                        .and_then(|h| u32::from_str_radix(h, 16).ok())
                        .or_else(|| entity.strip_prefix('#').and_then(|d| d.parse().ok()))
                        .and_then(char::from_u32),
                };
                if let Some(d) = decoded {
                    out.push(d);
                    rest = &rest[end + 1..];
                    continue;
                }
            }
        }
        out.push(if matches!(c, '<' | '>' | '"' | '=') {
            ' '
        } else {
            c
        });
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// `text` in lower case with single spaces.
fn normal(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Fails on any English sentence in `mail`'s text part or HTML part, naming
/// each with the part it is in.
fn assert_no_english(mail: &Sent, sentences: &BTreeSet<String>, what: &str) {
    let text = normal(&mail.body);
    let html = normal(&html_text(mail.html.as_deref().unwrap_or_default()));
    let found: Vec<String> = sentences
        .iter()
        .flat_map(|s| {
            let mut parts = Vec::new();
            if text.contains(s.as_str()) {
                parts.push(format!("text: {s:?}"));
            }
            if html.contains(s.as_str()) {
                parts.push(format!("html: {s:?}"));
            }
            parts
        })
        .collect();
    assert!(
        found.is_empty(),
        "{what}: English in a translated mail:\n{}\n--- text\n{}\n--- html\n{}",
        found.join("\n"),
        mail.body,
        mail.html.as_deref().unwrap_or_default()
    );
}

/// Fails on a line of `mail`'s text part, as it travels, longer than 78
/// columns where it has a space to break at.
fn assert_short_lines(mail: &Sent, what: &str) {
    for line in mail.wire_text.lines() {
        let long = line.chars().count() > 78;
        assert!(
            !long || !line.trim().contains(' '),
            "{what}: a line of {} columns:\n{line}\n--- text part\n{}",
            line.chars().count(),
            mail.wire_text
        );
    }
}

/// The mails a player of `language` reads: the settings answer to `settings`
/// (with `language CODE` among them), the refusal of a mail without a move,
/// and the answer to the move `e4` with its board.
fn mails_in(language: Language, settings: &str) -> [Sent; 3] {
    let mut w = World::new();
    let g = w.new_game(ALICE, BOB);
    w.new_replies();
    w.deliver(&reply_mail(ALICE, "set@x", g, settings));
    let settings = only(&w.poll_at(START), ALICE).clone();
    assert_eq!(settings.subject, say(language, "settings-subject", &[]));
    w.deliver(&reply_mail(ALICE, "none@x", g, "hello there, how are you"));
    let refusal = only(&w.poll_at(START), ALICE).clone();
    let found = say(language, "nothing-found", &[]);
    assert!(refusal.body.contains(&found), "{found}\n{}", refusal.body);
    w.deliver(&reply_mail(ALICE, "e4@x", g, "e4"));
    let moved = only(&w.poll_at(START), ALICE).clone();
    assert!(moved.body.contains("+---"), "{}", moved.body);
    [settings, refusal, moved]
}

/// The three mails of `language` hold no English and no long line.
fn no_english_in(language: Language, settings: &str) {
    let sentences = english_sentences();
    assert!(sentences.len() > 500, "{}", sentences.len());
    let mails = mails_in(language, settings);
    for (mail, what) in mails.iter().zip(["settings answer", "refusal", "move"]) {
        assert_no_english(mail, &sentences, &format!("{language} {what}"));
        assert_short_lines(mail, &format!("{language} {what}"));
    }
    // The settings answer says every setting of the mail, in the language,
    // the digest once, and gives no tip on the time zone just set.
    let answer = &mails[0].body;
    let zone = say(
        language,
        "settings-timezone",
        &[("zone", "Europe/Berlin".into())],
    );
    assert!(answer.contains(&zone), "{zone}\n{answer}");
    assert_eq!(
        answer.matches("18:00").count(),
        2,
        "the digest's line once: {answer}"
    );
    let hint = say(language, "settings-zone-hint-how", &[]);
    assert!(!answer.contains(&hint), "{answer}");
}

#[test]
fn a_german_players_mails_hold_no_english() {
    no_english_in(
        Language::German,
        "digest daily 18:00\ntimezone Europe/Berlin\nlanguage de",
    );
}

#[test]
fn a_spanish_players_mails_hold_no_english() {
    no_english_in(
        Language::Spanish,
        "language es\ndigest daily 18:00\ntimezone Europe/Berlin",
    );
}

#[test]
fn a_russian_players_mails_hold_no_english() {
    no_english_in(
        Language::Russian,
        "digest daily 18:00\nlanguage ru\ntimezone Europe/Berlin",
    );
}

/// The check itself finds English: the same mails of a player who set no
/// language are full of it.
#[test]
fn the_check_finds_the_english_of_an_english_mail() {
    let sentences = english_sentences();
    let mails = mails_in(
        Language::English,
        "digest daily 18:00\ntimezone Europe/Berlin\nlanguage en",
    );
    for mail in &mails {
        let text = normal(&mail.body);
        assert!(
            sentences.iter().any(|s| text.contains(s.as_str())),
            "{}",
            mail.body
        );
    }
    // Commands, notation and placeholders are no English sentence.
    assert!(fragments(r#"send "digest daily 18:00" or "12... Nf6""#).is_empty());
    assert_eq!(
        fragments("Your move ({ $side } to play { $number })."),
        Vec::<String>::new()
    );
    assert_eq!(
        fragments("The game is over: { $result } { $how }; nothing was played."),
        ["The game is over", "nothing was played"]
    );
}

/// A German reader's board: the queen is `D` in the grid and in the HTML
/// table, and the key under the board says which letter is which piece.
#[test]
fn a_german_readers_board_draws_the_queen_as_d() {
    let [_, _, moved] = mails_in(Language::German, "language de");
    let first_rank = moved
        .body
        .lines()
        .find(|l| l.trim_start().starts_with("1 |"))
        .unwrap_or_default();
    assert_eq!(first_rank, "  1 |:T:| S |:L:| D |:K:| L |:S:| T |");
    let queen = say(Language::German, "spoken-queen", &[]);
    let letters = format!("D {queen}");
    assert!(moved.body.contains(&letters), "{letters}\n{}", moved.body);
    let html = moved.html.as_deref().unwrap_or_default();
    assert!(
        html.contains(">D</td>") && !html.contains(">Q</td>"),
        "{html}"
    );
    assert!(html.contains(&letters), "{html}");
}

/// A digest of twelve games draws each game's board once in its HTML part:
/// its picture (the board in words as its alt text), no table beside it.
#[test]
fn a_digest_draws_each_board_once() {
    const GAMES: usize = 12;
    let mut w = World::new();
    let mut games = Vec::new();
    for i in 0..GAMES {
        let white = format!("op{i}@example.org");
        let args = [
            "game", "new", "--white", &white, "--black", ALICE, "--now", START,
        ];
        let (code, out, err) = w.arbiter(&args);
        assert_eq!(code, 0, "{err}");
        games.push(out.lines().next().unwrap().trim().parse::<i64>().unwrap());
    }
    w.new_replies();
    w.deliver(&reply_mail(
        ALICE,
        "set@x",
        games[0],
        "language de\ndigest daily 18:00\ntimezone Europe/Berlin",
    ));
    w.poll_at(START);
    for (i, game) in games.iter().enumerate() {
        let white = format!("op{i}@example.org");
        w.deliver(&reply_mail(&white, &format!("m{i}@x"), *game, "e4"));
    }
    w.poll_at("2026-12-01T11:00:00Z");
    let replies = w.poll_at("2026-12-01T17:01:00Z");
    let digest = only(&replies, ALICE);
    let html = digest.html.as_deref().unwrap_or_default();
    assert_eq!(html.matches("<img ").count(), GAMES, "{html}");
    assert_eq!(html.matches("<table").count(), 0, "{html}");
    for i in 0..GAMES {
        let cid = pbem_arbiter::mail::outbound::board_cid(i);
        let shown = format!("src=\"cid:{cid}\"");
        assert_eq!(html.matches(&shown).count(), 1, "{cid}");
    }
    // Its text part draws each board once, in German letters, with no English.
    assert_eq!(
        digest.body.matches("  1 |").count(),
        GAMES,
        "{}",
        digest.body
    );
    assert_no_english(digest, &english_sentences(), "German digest");
    assert_short_lines(digest, "German digest");
}

/// What a German player reads as the game goes on, each in German with no
/// English and no long line: the opponent's draw offer with a move, the
/// answer to her own decline, the opponent's resignation with the game's end,
/// the refusal of an organiser's command she sent, and, in a game with a
/// clock, her loss on time (its subject too).
#[test]
fn a_german_players_game_events_hold_no_english() {
    let sentences = english_sentences();
    let de = Language::German;
    let mut w = World::new();
    let g = w.game_with(ALICE, BOB, &["--now", START]);
    w.deliver(&reply_mail(ALICE, "set@x", g, "language de"));
    w.poll_at(START);
    let mut read = Vec::new();
    for (from, id, text, what) in [
        (ALICE, "e4@x", "e4", "move"),
        (BOB, "e5@x", "e5\ndraw", "draw offered"),
        (ALICE, "dec@x", "decline", "draw declined"),
        (ALICE, "nf3@x", "Nf3", "move after the decline"),
        (BOB, "res@x", "resign", "resignation"),
    ] {
        w.deliver(&reply_mail(from, id, g, text));
        let replies = w.poll_at(START);
        read.push((only(&replies, ALICE).clone(), what));
    }
    let declined = &read[2].0.subject;
    assert!(
        declined.ends_with("abgelehnt, Weiß am Zug"),
        "a sentence's stop before the comma: {declined}"
    );
    let over = &read[4].0;
    let resigned = say(de, "game-event-resigned", &[("side", "Schwarz".into())]);
    assert!(over.body.contains(&resigned), "{resigned}\n{}", over.body);
    // An organiser's command from her address is refused in German.
    w.deliver(&mail_with_subject(ALICE, "abort@x", "abort", "abort 1"));
    let refusal = only(&w.poll_at(START), ALICE).clone();
    let why = say(
        de,
        "refused-organiser-command",
        &[("command", "abort".into())],
    );
    assert!(refusal.body.contains(&why), "{why}\n{}", refusal.body);
    read.push((refusal, "organiser's command refused"));
    // A game with a clock, lost on time: Alice moves too late.
    let timed = w.game_with(ALICE, BOB, &["--time-control", "1d/move", "--now", START]);
    let replies = w.poll_at("2026-12-02T10:00:01Z");
    let lost = to(&replies, ALICE)
        .into_iter()
        .find(|s| s.subject.contains("Bedenkzeit"))
        .unwrap_or_else(|| panic!("no loss on time for game {timed}: {replies:#?}"));
    assert!(!lost.subject.contains("time ran out"), "{}", lost.subject);
    read.push((lost.clone(), "loss on time"));
    for (mail, what) in &read {
        assert_no_english(mail, &sentences, &format!("de {what}"));
        assert_short_lines(mail, &format!("de {what}"));
    }
}
