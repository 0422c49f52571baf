//! The daily digest by mail, in simulated time (`--now`): a player with 25 games
//! in four variants sets `digest daily 18:00` in Europe/Berlin and gets exactly
//! one mail a day about the opponents' moves, listing every game where it is
//! their move with its board, the opponent's last move and the deadline; a
//! reminder, a game's end and the answers to the player's own mail still come at
//! once; `digest off` sends what waited and ends the digest.

use crate::common;

use std::path::PathBuf;

use crate::common::{reply_mail, Sent, World};
use mail_parser::MimeHeaders;

const HERO: &str = "hero@example.org";
const GAMES: usize = 25;
const VARIANTS: [&str; 4] = ["chess", "cwda", "revolving", "knightmare"];
/// White's moves on days 1, 2, 3 and Black's answers (pawn steps, legal in each
/// of the four variants).
const WHITE: [&str; 3] = ["a3", "b3", "c3"];
const BLACK: [&str; 3] = ["a6", "b6", "c6"];

fn opponent(i: usize) -> String {
    format!("op{i}@example.org")
}

struct Digests {
    w: World,
    cfg: PathBuf,
    games: Vec<i64>,
}

impl Digests {
    /// `arbiter --config CFG ARGS --now NOW`; stdout.
    fn run(&self, args: &[&str], now: &str) -> String {
        self.w.ok_with_config_at(&self.cfg, args, now)
    }

    fn poll(&mut self, now: &str) -> Vec<Sent> {
        self.run(&["poll", "--once"], now);
        self.w.new_replies()
    }
}

/// 25 games of the hero, Black in each, in four variants; game 1 with a time
/// control of 3 days per move (reminders 48 h and 24 h before the deadline).
fn setup() -> Digests {
    let w = World::new();
    let cfg = w.config("digest.toml", "");
    let mut d = Digests {
        w,
        cfg,
        games: Vec::new(),
    };
    d.run(&["init"], "2026-12-01T08:00:00Z");
    for i in 0..GAMES {
        let white = opponent(i);
        let mut args = vec!["game", "new", "--white", &white, "--black", HERO];
        args.extend_from_slice(&["--variant", VARIANTS[i % VARIANTS.len()]]);
        if i == 0 {
            args.extend_from_slice(&["--time-control", "3d/move"]);
        }
        let out = d.run(&args, "2026-12-01T08:00:00Z");
        d.games
            .push(out.lines().next().unwrap().trim().parse().unwrap());
    }
    d.w.new_replies();
    d
}

/// `count` FIDE games of the hero (Black in each) without a time control, made
/// at the start; their first mails read.
fn fide_games_of_the_hero(count: usize) -> Digests {
    let w = World::new();
    let cfg = w.config("digest.toml", "");
    let mut d = Digests {
        w,
        cfg,
        games: Vec::new(),
    };
    for i in 0..count {
        let white = opponent(i);
        let out = d.run(
            &["game", "new", "--white", &white, "--black", HERO],
            "2026-12-01T08:00:00Z",
        );
        d.games
            .push(out.lines().next().unwrap().trim().parse().unwrap());
    }
    d.w.new_replies();
    d
}

/// The mails to the hero that answer no mail of the hero's: what the digest
/// gathers, and what still comes at once (reminders, a game's end).
fn unasked(replies: &[Sent]) -> Vec<&Sent> {
    replies
        .iter()
        .filter(|r| r.to == HERO)
        .filter(|r| {
            r.in_reply_to
                .as_deref()
                .is_none_or(|id| !id.contains("@hero."))
        })
        .collect()
}

/// Each opponent plays White's move of `day` (1-based) in every running game.
fn opponents_move(d: &mut Digests, day: usize, skip: &[usize]) {
    for (i, game) in d.games.clone().into_iter().enumerate() {
        if skip.contains(&i) {
            continue;
        }
        let id = format!("w{day}g{game}@op.test");
        d.w.deliver(&reply_mail(&opponent(i), &id, game, WHITE[day - 1]));
    }
}

/// The hero answers in every game but those of `skip`.
fn hero_moves(d: &mut Digests, day: usize, skip: &[usize]) {
    for (i, game) in d.games.clone().into_iter().enumerate() {
        if skip.contains(&i) {
            continue;
        }
        let id = format!("b{day}g{game}@hero.test");
        d.w.deliver(&reply_mail(HERO, &id, game, BLACK[day - 1]));
    }
}

#[test]
fn one_digest_a_day_while_opponents_move() {
    let mut d = setup();
    // The setting, in the player's time zone, confirmed in it.
    let first = d.games[0];
    d.w.deliver(&reply_mail(
        HERO,
        "set@hero.test",
        first,
        "timezone Europe/Berlin\ndigest daily 18:00",
    ));
    let replies = d.poll("2026-12-01T09:00:00Z");
    let confirm = &unasked_or_all(&replies)[0];
    assert!(
        confirm
            .body
            .contains("Your digest comes daily at 18:00 (Europe/Berlin time)")
            && confirm
                .body
                .contains("The next one falls due on Tue 1 Dec 2026 at 18:00 CET"),
        "{}",
        confirm.body
    );

    // Day 1: every opponent moves; the hero gets nothing until 18:00 Berlin.
    opponents_move(&mut d, 1, &[]);
    let replies = d.poll("2026-12-01T10:00:00Z");
    assert_eq!(replies.len(), GAMES, "the opponents' own answers only");
    assert!(unasked(&replies).is_empty());
    assert!(unasked(&d.poll("2026-12-01T16:59:00Z")).is_empty());
    let replies = d.poll("2026-12-01T17:00:00Z");
    let digest = only_digest(&replies);
    // The player code, as the overview carries it: a reply with turns for several
    // games counts without confirmation.
    assert!(
        digest
            .subject
            .starts_with("Digest: your move in 25 games [Player "),
        "{}",
        digest.subject
    );
    assert!(
        digest
            .reply_to
            .as_deref()
            .is_some_and(|r| r.starts_with("arbiter+p-") && r.ends_with("@localhost")),
        "{:?}",
        digest.reply_to
    );
    for game in &d.games {
        assert!(digest.body.contains(&format!("== Game {game}: ")), "{game}");
    }
    assert_eq!(
        digest
            .body
            .matches("Your opponent's last move: 1. a3")
            .count(),
        GAMES
    );
    assert!(
        digest.body.contains(
            "Black must move by 2026-12-04 10:00:00 UTC (2026-12-04 11:00:00 CET Europe/Berlin)"
        ),
        "{}",
        digest.body
    );
    assert!(digest.html.is_some());
    // Polled again the same evening: no second digest.
    assert!(unasked(&d.poll("2026-12-01T17:30:00Z")).is_empty());

    // The hero answers in every game but game 1 (the clocked one): the answers
    // to the hero's own mail come at once.
    hero_moves(&mut d, 1, &[0]);
    let replies = d.poll("2026-12-01T18:30:00Z");
    assert_eq!(common::to(&replies, HERO).len(), GAMES - 1);
    assert!(unasked(&replies).is_empty());

    // Day 2: the opponents move (game 1's opponent waits for the hero); one
    // resigns instead; the hero's own mail with a move out of turn is refused at
    // once (an illegal move); the reminder of game 1 (48 h left) comes at once.
    opponents_move(&mut d, 2, &[0, 1]);
    d.w.deliver(&reply_mail(
        &opponent(1),
        "resign@op.test",
        d.games[1],
        "resign",
    ));
    d.w.deliver(&reply_mail(HERO, "early@hero.test", d.games[2], "Qxh1"));
    let replies = d.poll("2026-12-02T10:00:00Z");
    let at_once = unasked(&replies);
    assert_eq!(at_once.len(), 2, "{:?}", subjects(&at_once));
    assert!(
        at_once.iter().any(|r| r.subject.contains("Reminder")),
        "{:?}",
        subjects(&at_once)
    );
    assert!(
        at_once.iter().any(|r| r.subject.contains("resign")),
        "{:?}",
        subjects(&at_once)
    );
    let refused: Vec<&Sent> = common::to(&replies, HERO)
        .into_iter()
        .filter(|r| {
            r.in_reply_to
                .as_deref()
                .is_some_and(|id| id.contains("early@hero.test"))
        })
        .collect();
    assert_eq!(refused.len(), 1, "the refusal of the hero's own mail");
    let replies = d.poll("2026-12-02T17:00:00Z");
    let digest = only_digest(&replies);
    // Game 1 still waits for the hero (no news there), game 2 is over.
    assert!(
        digest
            .subject
            .starts_with("Digest: your move in 24 games [Player "),
        "{}",
        digest.subject
    );
    assert!(digest.body.contains(&format!("== Game {}: ", d.games[0])));
    assert!(!digest.body.contains(&format!("== Game {}: ", d.games[1])));
    assert_eq!(
        digest
            .body
            .matches("Your opponent's last move: 2. b3")
            .count(),
        GAMES - 2
    );

    // Day 3: the hero answers in the evening of day 2, the opponents move the
    // next morning; the 24 h reminder of game 1 comes at once, the rest at 18:00.
    hero_moves(&mut d, 2, &[0, 1]);
    d.poll("2026-12-02T18:30:00Z");
    opponents_move(&mut d, 3, &[0, 1]);
    let at_once = d.poll("2026-12-03T10:00:00Z");
    let at_once = unasked(&at_once);
    assert_eq!(at_once.len(), 1, "{:?}", subjects(&at_once));
    assert!(
        at_once[0].subject.contains("Reminder"),
        "{}",
        at_once[0].subject
    );
    let replies = d.poll("2026-12-03T17:00:00Z");
    let digest = only_digest(&replies);
    assert!(
        digest
            .subject
            .starts_with("Digest: your move in 24 games [Player "),
        "{}",
        digest.subject
    );
    assert_eq!(
        digest
            .body
            .matches("Your opponent's last move: 3. c3")
            .count(),
        GAMES - 2
    );
    // Exactly one digest per day so far, each entry taken once.
    assert_eq!(
        d.w.count("SELECT COUNT(*) FROM outbox WHERE subject LIKE 'Digest:%'"),
        3
    );
    assert_eq!(
        d.w.count("SELECT COUNT(*) FROM digest_entries WHERE digest_id IS NULL"),
        0
    );
    assert_eq!(
        d.w.count("SELECT COUNT(*) FROM digest_entries"),
        (GAMES + 2 * (GAMES - 2)) as i64
    );
}

#[test]
fn digest_off_sends_what_waited_and_every_mail_at_once_again() {
    let mut d = setup();
    let first = d.games[0];
    d.w.deliver(&reply_mail(
        HERO,
        "set@hero.test",
        first,
        "digest 08:00 18:00",
    ));
    let replies = d.poll("2026-12-01T09:00:00Z");
    assert!(
        replies[0]
            .body
            .contains("Your digest comes at 08:00 18:00 each day (UTC time)"),
        "{}",
        replies[0].body
    );
    opponents_move(&mut d, 1, &[]);
    assert!(unasked(&d.poll("2026-12-01T10:00:00Z")).is_empty());
    d.w.deliver(&reply_mail(HERO, "off@hero.test", first, "digest off"));
    let replies = d.poll("2026-12-01T11:00:00Z");
    let hero = common::to(&replies, HERO);
    assert_eq!(hero.len(), 2, "{:?}", subjects(&hero));
    assert!(hero.iter().any(|r| r.body.contains("Your digest is off")));
    assert!(hero
        .iter()
        .any(|r| r.subject.starts_with("Digest: your move in 25 games [")));
    // From now on each move comes at once.
    hero_moves(&mut d, 1, &[]);
    d.poll("2026-12-01T12:00:00Z");
    opponents_move(&mut d, 2, &[]);
    let replies = d.poll("2026-12-01T13:00:00Z");
    assert_eq!(unasked(&replies).len(), GAMES);
    assert!(unasked(&d.poll("2026-12-01T18:00:00Z")).is_empty());
}

/// A refused setting changes nothing.
#[test]
fn a_digest_time_that_does_not_read_is_refused() {
    let mut d = setup();
    let first = d.games[0];
    d.w.deliver(&reply_mail(
        HERO,
        "bad@hero.test",
        first,
        "digest daily 25:00",
    ));
    let replies = d.poll("2026-12-01T09:00:00Z");
    assert!(
        replies[0].body.contains("\"25:00\" is not a time"),
        "{}",
        replies[0].body
    );
    assert_eq!(
        d.w.count("SELECT COUNT(*) FROM players WHERE digest_times IS NOT NULL"),
        0
    );
}

fn unasked_or_all(replies: &[Sent]) -> Vec<&Sent> {
    common::to(replies, HERO)
}

fn only_digest(replies: &[Sent]) -> &Sent {
    let mine = unasked(replies);
    assert_eq!(mine.len(), 1, "{:?}", subjects(&mine));
    assert!(
        mine[0].subject.starts_with("Digest:"),
        "{}",
        mine[0].subject
    );
    mine[0]
}

fn subjects(replies: &[&Sent]) -> Vec<String> {
    replies.iter().map(|r| r.subject.clone()).collect()
}

/// A digest listing three games draws each game's board as a picture in its
/// HTML part, each picture attached inline under its own Content-ID and
/// described by the board in words (its alt text), as a reply's one board is.
#[test]
fn a_digest_of_three_games_has_three_board_pictures() {
    let mut d = fide_games_of_the_hero(3);
    let first = d.games[0];
    d.w.deliver(&reply_mail(
        HERO,
        "set@hero.test",
        first,
        "digest daily 18:00\nnotation numeric",
    ));
    d.poll("2026-12-01T09:00:00Z");
    opponents_move(&mut d, 1, &[]);
    d.poll("2026-12-01T10:00:00Z");
    let replies = d.poll("2026-12-01T18:00:00Z");
    let digest = only_digest(&replies);
    assert!(digest.subject.starts_with("Digest: your move in 3 games"));
    // The opponents' move a3, in the hero's ICCF numeric notation.
    assert_eq!(
        digest
            .body
            .matches("Your opponent's last move: 1. 1213")
            .count(),
        3,
        "{}",
        digest.body
    );
    let html = digest.html.as_deref().unwrap();
    // Each game's board once: a picture by its cid, with the piece list as alt
    // text, and no table beside it (a board without its picture would be its
    // table).
    let cids = [
        "board@pbem-arbiter",
        "board-2@pbem-arbiter",
        "board-3@pbem-arbiter",
    ];
    for cid in cids {
        assert_eq!(
            html.matches(&format!("src=\"cid:{cid}\"")).count(),
            1,
            "{html}"
        );
    }
    assert_eq!(html.matches("<img ").count(), 3, "{html}");
    assert_eq!(html.matches("alt=\"The board: ").count(), 3, "{html}");
    assert_eq!(
        html.matches("The same board as a table:").count(),
        0,
        "{html}"
    );
    assert_eq!(html.matches("<table").count(), 0, "{html}");
    // The alt text is the board in words: White's and Black's pieces.
    assert!(html.contains("alt=\"The board: White: Ke1, Qd1"), "{html}");
    // The words between the boards stay where the text has them.
    for game in &d.games {
        assert!(html.contains(&format!("== Game {game}: ")), "{html}");
    }
    assert!(
        html.find(&format!("== Game {}: ", d.games[1])) < html.find("cid:board-2@"),
        "{html}"
    );
    // The .eml carries the three PNG pictures inline, by those Content-IDs.
    let raw = std::fs::read(&digest.path).unwrap();
    let message = mail_parser::MessageParser::default().parse(&raw).unwrap();
    let mut pictures: Vec<String> = message
        .parts
        .iter()
        .filter(|p| p.content_type().is_some_and(|t| t.ctype() == "image"))
        .map(|p| {
            assert!(p.contents().starts_with(b"\x89PNG"), "a PNG");
            p.content_id().unwrap_or("").to_string()
        })
        .collect();
    pictures.sort();
    let mut expected = cids.map(String::from);
    expected.sort();
    assert_eq!(pictures, expected, "{}", String::from_utf8_lossy(&raw));
}

/// A reader of ICCF numeric notation reads the digest's moves in it, from the
/// forms kept with each turn: the opponent's last move of a game on move, the
/// line of a game where the reader has answered since (the update held for the
/// digest, written in the reader's notation when the move came), and
/// `history`.
#[test]
fn a_numeric_readers_digest_and_history() {
    let mut d = fide_games_of_the_hero(2);
    let (first, second) = (d.games[0], d.games[1]);
    d.w.deliver(&reply_mail(
        HERO,
        "set@hero.test",
        first,
        "digest daily 18:00\nnotation numeric",
    ));
    d.poll("2026-12-01T09:00:00Z");
    for (i, game) in d.games.clone().into_iter().enumerate() {
        let id = format!("w{game}@op.test");
        d.w.deliver(&reply_mail(&opponent(i), &id, game, "Nf3"));
    }
    assert!(unasked(&d.poll("2026-12-01T10:00:00Z")).is_empty());
    d.w.deliver(&reply_mail(HERO, "b@hero.test", second, "7866"));
    d.poll("2026-12-01T11:00:00Z");
    let replies = d.poll("2026-12-01T18:00:00Z");
    let digest = only_digest(&replies);
    assert!(
        digest.body.contains(&format!("== Game {first}: ")),
        "{}",
        digest.body
    );
    assert!(
        digest.body.contains("Your opponent's last move: 1. 7163"),
        "{}",
        digest.body
    );
    assert!(
        digest
            .body
            .contains(&format!("Game {second}: 1. 7163, Black to move")),
        "{}",
        digest.body
    );
    assert!(!digest.body.contains("Nf3"), "{}", digest.body);
    d.w.deliver(&reply_mail(HERO, "h@hero.test", second, "history"));
    let replies = d.poll("2026-12-01T19:00:00Z");
    let history = &common::only(&replies, HERO).body;
    assert!(
        history.contains("1.     7163") && history.contains("1...   7866"),
        "{history}"
    );
}
