//! The player with many games, by mail in simulated time (`--now`): one overview
//! of all of a player's games (`games`), most urgent first, carrying the player's
//! code; a reply to it with turns for several games, each game's part handled on
//! its own; and the same mail without the player's code, which plays nothing.

use crate::common;

use crate::common::{mail_with_subject, Sent, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const START: &str = "2026-11-01T10:00:00Z";

/// A new game at `now` with Alice as White (`alice_white`) or Black, in `extra`'s
/// variant and time control; returns its number.
fn game(w: &mut World, alice_white: bool, extra: &[&str], now: &str) -> i64 {
    let (white, black) = if alice_white {
        (ALICE, BOB)
    } else {
        (BOB, ALICE)
    };
    let mut args = vec!["game", "new", "--white", white, "--black", black];
    args.extend_from_slice(extra);
    let out = w.ok_at(&args, now);
    w.new_replies();
    out.lines().next().unwrap().trim().parse().unwrap()
}

/// Alice's 25 games in four variants, each `N` days a move with N less the
/// later the game: FIDE chess (games 1, 2, 5, 6, ...), Black Holes (3, 7, ...),
/// Momentum (4, 8, ...) and Missed-Mark (25). Alice is White in the odd-numbered
/// games (her move), Bob in the even ones.
fn twenty_five_games(w: &mut World) -> Vec<i64> {
    let mut games = Vec::new();
    for i in 0..25 {
        let alice_white = i % 2 == 0;
        let variant = match i % 4 {
            0 | 1 => vec!["--variant", "chess"],
            2 => vec!["--variant", "blackholes"],
            _ => vec!["--variant", "momentum"],
        };
        let mut extra = variant;
        if i == 24 {
            extra = vec!["--variant", "missedmark", "--option", "white-rule=total"];
        }
        let control = format!("{}d/move", 30 - i);
        extra.extend_from_slice(&["--time-control", &control]);
        games.push(game(w, alice_white, &extra, START));
    }
    games
}

fn overview(w: &mut World, id: &str, now: &str) -> Sent {
    w.deliver_as_written(&mail_with_subject(ALICE, id, "my games", "games"));
    let replies = w.poll_at(now);
    assert_eq!(replies.len(), 1, "{replies:?}");
    replies.into_iter().next().unwrap()
}

#[test]
fn one_overview_lists_every_game_most_urgent_first() {
    let mut w = World::new();
    let games = twenty_five_games(&mut w);
    // One game ended: Bob resigns game 2 (his move there, as White).
    w.deliver(&common::reply_mail(BOB, "r@x", games[1], "resign"));
    w.poll_at("2026-11-02T10:00:00Z");
    // Deadlines in the player's time zone too, once she has set one.
    w.deliver(&common::reply_mail(
        ALICE,
        "tz@x",
        games[0],
        "timezone Europe/Berlin",
    ));
    w.poll_at("2026-11-02T10:30:00Z");
    let sent = overview(&mut w, "o1@x", "2026-11-03T10:00:00Z");
    assert_eq!(sent.to, ALICE);
    assert!(sent.subject.starts_with("[Player "), "{}", sent.subject);
    assert!(
        sent.subject.contains("24 running, your move in 13"),
        "{}",
        sent.subject
    );
    let reply_to = sent.reply_to.as_deref().unwrap();
    assert!(reply_to.starts_with("arbiter+p-"), "{reply_to}");
    let body = &sent.body;
    // Most urgent first: Alice's move with the least time left (game 25, 6 days a
    // move, two days gone) before game 23 and so on; Bob's moves after them.
    let at = |n: i64| {
        body.find(&format!("Game {n}, "))
            .unwrap_or_else(|| panic!("game {n} missing:\n{body}"))
    };
    assert!(at(25) < at(23) && at(23) < at(1), "{body}");
    assert!(at(1) < at(4), "{body}");
    for n in [3, 5, 7] {
        assert!(at(n) < at(n + 1), "{body}");
    }
    assert!(
        body.contains("Black Holes") && body.contains("Momentum"),
        "{body}"
    );
    assert!(body.contains("Missed-Mark"), "{body}");
    assert!(body.contains("Your time left: 4d"), "{body}");
    assert!(
        body.contains("Move by 2026-11-07 10:00:00 UTC (2026-11-07 11:00:00 CET Europe/Berlin)"),
        "{body}"
    );
    // The finished game, with its result.
    assert!(body.contains("Finished in the last 30 days"), "{body}");
    assert!(body.contains("Game 2, FIDE chess: 0-1"), "{body}");
    // No other mail, and no game changed.
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
    // A stranger learns nothing: "you play no game".
    w.deliver_as_written(&mail_with_subject("eve@example.com", "e1@x", "x", "games"));
    let r = w.poll_at("2026-11-03T10:05:00Z");
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].to, "eve@example.com");
    assert!(r[0].body.contains("you play no game"), "{}", r[0].body);
    assert!(!r[0].body.contains("Game 1"), "{}", r[0].body);
}

/// A reply to `sent` (the overview) from Alice with `body`, as her mail client
/// writes it: to the overview's Reply-To, its subject after "Re: ".
fn reply_to_overview(sent: &Sent, id: &str, body: &str) -> String {
    let to = sent.reply_to.as_deref().unwrap();
    format!(
        "From: {ALICE}\nTo: {to}\nSubject: Re: {}\nMessage-ID: <{id}>\nIn-Reply-To: {}\n\
         Date: Tue, 03 Nov 2026 11:00:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=utf-8\n\n{body}\n",
        sent.subject, sent.message_id
    )
}

/// The turns for five games in three variants: FIDE chess as `Game N: turn`
/// (1) and `N: turn` (5), Black Holes (7, and an illegal king move in 3), and
/// Missed-Mark's turn with its intended move in a block under its `Game N` line
/// (25).
const FIVE_GAMES: &str = "Hello Bob's arbiter, my moves:\n\
                          Game 1: e4\n\
                          5: Nf3\n\
                          Game 3: Ke2\n\
                          Game 7: e4\n\
                          Game 25\n\
                          1. Ra1-b3 (intend Nb1-c3)\n";

#[test]
fn turns_for_five_games_in_one_reply_one_refused_alone() {
    let mut w = World::new();
    twenty_five_games(&mut w);
    let sent = overview(&mut w, "o1@x", "2026-11-03T10:00:00Z");
    w.deliver_as_written(&reply_to_overview(&sent, "five@x", FIVE_GAMES));
    let replies = w.poll_at("2026-11-03T11:00:00Z");
    for (game, turn) in [(1, "e4"), (5, "Nf3"), (7, "e4")] {
        assert_eq!(w.canonical_turns(game), [turn], "game {game}: {replies:?}");
    }
    assert_eq!(w.canonical_turns(25).len(), 1, "{replies:?}");
    assert!(w.canonical_turns(3).is_empty());
    // Game 3's refusal, to Alice alone, names its game; Bob hears of the four.
    let refusals: Vec<&Sent> = common::to(&replies, ALICE)
        .into_iter()
        .filter(|r| r.subject.contains("[Game 3 "))
        .collect();
    assert_eq!(refusals.len(), 1, "{replies:?}");
    assert!(refusals[0].body.contains("Ke2"), "{}", refusals[0].body);
    let to_bob = common::to(&replies, BOB);
    for game in [1, 5, 7, 25] {
        let tag = format!("[Game {game} ");
        assert!(
            to_bob.iter().any(|r| r.subject.contains(&tag)),
            "game {game}: {to_bob:?}"
        );
    }
    assert!(!to_bob.iter().any(|r| r.subject.contains("[Game 3 ")));
    // Four parts played, one refused: the mail is recorded as partly played,
    // each part with its own outcome.
    assert_eq!(w.outcomes().last().map(String::as_str), Some("partly"));
    assert_eq!(
        w.count("SELECT COUNT(*) FROM message_parts WHERE message_key = '<five@x>' AND outcome = 'applied'"),
        4
    );
    assert_eq!(
        w.count("SELECT COUNT(*) FROM message_parts WHERE game_id = 3 AND outcome = 'refused'"),
        1
    );
    let detail: String = w
        .db()
        .query_row(
            "SELECT detail FROM messages WHERE key = '<five@x>'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert!(
        detail.contains("game 3: ") && detail.contains("(refused)"),
        "{detail}"
    );
    // The overview now shows game 1 as Bob's move, its last turn Alice's e4.
    let again = overview(&mut w, "o2@x", "2026-11-03T12:00:00Z");
    assert!(
        again.subject.contains("your move in 9"),
        "{}",
        again.subject
    );
    assert!(again.body.contains("last 1. e4"), "{}", again.body);
}

#[test]
fn a_forged_mail_for_several_games_plays_nothing() {
    let mut w = World::new();
    twenty_five_games(&mut w);
    let sent = overview(&mut w, "o1@x", "2026-11-03T10:00:00Z");
    // Without the player code (a fresh mail to the arbiter's plain address): each
    // game's part waits for a confirmation from the registered address.
    let forged = common::mail_with_subject(ALICE, "forged@evil", "moves", FIVE_GAMES);
    w.deliver_as_written(&forged);
    let replies = w.poll_at("2026-11-03T11:00:00Z");
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0, "{replies:?}");
    assert!(common::to(&replies, BOB).is_empty(), "{replies:?}");
    assert!(
        replies.iter().all(|r| r.to == ALICE),
        "only the registered address hears: {replies:?}"
    );
    assert_eq!(w.outcomes().last().map(String::as_str), Some("unconfirmed"));
    // With a wrong player code: a failed try, counted once, and nothing played.
    let mut wrong = Sent {
        reply_to: Some("arbiter+p-abcd2345@localhost".into()),
        ..sent.clone()
    };
    wrong.subject = "Your games".into();
    w.deliver_as_written(&reply_to_overview(&wrong, "wrong@evil", FIVE_GAMES));
    w.poll_at("2026-11-03T11:05:00Z");
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM failed_tries WHERE kind = 'player-code'"),
        1
    );
    // The real reply plays.
    w.deliver_as_written(&reply_to_overview(&sent, "real@x", "Game 1: e4"));
    w.poll_at("2026-11-03T11:10:00Z");
    assert_eq!(w.canonical_turns(1), ["e4"]);
    // A forgery with parts for all 25 games, an hour later: the registered
    // address gets no more answers than the hourly limit allows (10), and
    // nothing is played.
    let all: String = (1..=25).map(|g| format!("{g}: e4\n")).collect();
    let flood = common::mail_with_subject(ALICE, "flood@evil", "moves", &all);
    w.deliver_as_written(&flood);
    let replies = w.poll_at("2026-11-03T13:00:00Z");
    assert_eq!(replies.len(), 10, "{replies:?}");
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 1);
}

/// Each answered part of a mail counts toward the hourly limit of answers to
/// the sender alone (10 for a player) for the mails after it too: nine
/// answered parts and one later mail reach it, and the mail after that within
/// the hour is handled unanswered.
#[test]
fn answered_parts_count_toward_the_hourly_limit_of_later_mails() {
    let mut w = World::new();
    for _ in 0..10 {
        game(&mut w, true, &["--time-control", "10d/move"], START);
    }
    // Without the player code: each of the nine parts asks Alice to confirm.
    let nine: String = (1..=9).map(|g| format!("Game {g}: e4\n")).collect();
    w.deliver_as_written(&mail_with_subject(ALICE, "nine@x", "moves", &nine));
    let replies = w.poll_at("2026-11-03T11:00:00Z");
    assert_eq!(common::to(&replies, ALICE).len(), 9, "{replies:?}");
    assert_eq!(
        w.count("SELECT COUNT(*) FROM message_parts WHERE outcome = 'unconfirmed'"),
        9
    );
    // The tenth answer of the hour goes out; the eleventh does not.
    w.deliver(&common::reply_mail(ALICE, "board1@x", 10, "board"));
    assert_eq!(w.poll_at("2026-11-03T11:20:00Z").len(), 1);
    assert_eq!(w.outcomes().last().map(String::as_str), Some("answered"));
    w.deliver(&common::reply_mail(ALICE, "board2@x", 10, "board"));
    let replies = w.poll_at("2026-11-03T11:30:00Z");
    assert!(replies.is_empty(), "{replies:?}");
    assert_eq!(
        w.outcomes().last().map(String::as_str),
        Some("rate-limited")
    );
    // Once the parts' hour has passed, Alice is answered again.
    w.deliver(&common::reply_mail(ALICE, "board3@x", 10, "board"));
    assert_eq!(w.poll_at("2026-11-03T12:05:00Z").len(), 1);
}

/// A part held while its game is guarded (someone guessing game 2's codes) is
/// kept on its own for the organisers, the mail's other part handled as usual:
/// `arbiter held list` shows it under its own key, and `arbiter held release`
/// judges that part alone again (still held while the game is guarded; played
/// once the configuration lets it through).
#[test]
fn a_held_part_is_kept_and_released_alone() {
    let mut w = World::new();
    game(&mut w, true, &[], START);
    game(&mut w, true, &[], START);
    let real: String = w
        .db()
        .query_row(
            "SELECT secret FROM player_secrets WHERE game_id = 2 AND email = ?1",
            [ALICE],
            |r| r.get(0),
        )
        .unwrap();
    let wrong = |n: usize| {
        let code = format!("wrong{n}xy");
        if code == real {
            "zzzzzzzz".to_string()
        } else {
            code
        }
    };
    // Eve guesses game 2's code five times: game 2 is guarded.
    for n in 0..5 {
        let to = format!("arbiter+g2-{}@localhost", wrong(n));
        let guess = mail_with_subject("eve@example.com", &format!("g{n}@evil"), "x", "e4")
            .replace("To: arbiter@localhost", &format!("To: {to}"));
        w.deliver_as_written(&guess);
    }
    w.poll_at("2026-11-03T10:00:00Z");
    assert_eq!(w.count("SELECT COUNT(*) FROM failed_tries"), 5);
    // A mail for games 1 and 2 with a wrong code for game 2: game 1's part asks
    // Alice to confirm, game 2's is held.
    let to = format!("arbiter+g2-{}@localhost", wrong(7));
    let mixed = mail_with_subject(ALICE, "mixed@x", "moves", "Game 1: e4\nGame 2: d4")
        .replace("To: arbiter@localhost", &format!("To: {to}"));
    w.deliver_as_written(&mixed);
    w.poll_at("2026-11-03T10:10:00Z");
    assert_eq!(
        w.count(
            "SELECT COUNT(*) FROM messages WHERE key = '<mixed@x>' AND outcome = 'unconfirmed'"
        ),
        1
    );
    assert_eq!(
        w.count("SELECT COUNT(*) FROM confirmations WHERE game_id = 1"),
        1
    );
    let part = "<mixed@x>#game-2";
    let out = w.ok_at(&["held", "list"], "2026-11-03T10:15:00Z");
    assert!(
        out.contains(part) && out.contains("1 message(s) held"),
        "{out}"
    );
    // Released while game 2 is still guarded: held again, under the same key.
    let out = w.ok_at(&["held", "release", part], "2026-11-03T10:20:00Z");
    assert!(out.contains("held"), "{out}");
    assert!(w.canonical_turns(2).is_empty());
    let out = w.ok_at(&["held", "list"], "2026-11-03T10:25:00Z");
    assert!(
        out.contains(part) && out.contains("1 message(s) held"),
        "{out}"
    );
    // Released once the guessing has aged out (an hour after the last try),
    // under a configuration that asks no code: game 2's part alone is played;
    // game 1's still waits for Alice's confirmation.
    let config = w.dir.path().join("no-codes.toml");
    std::fs::write(
        &config,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[auth]\nrequire_secret = false\n",
    )
    .unwrap();
    let config = config.display().to_string();
    let out = w.ok_at(
        &["--config", &config, "held", "release", part],
        "2026-11-03T11:30:00Z",
    );
    assert!(out.contains("applied"), "{out}");
    assert_eq!(w.canonical_turns(2), ["d4"]);
    assert!(w.canonical_turns(1).is_empty());
    let out = w.ok_at(&["held", "list"], "2026-11-03T11:35:00Z");
    assert!(out.contains("0 message(s) held"), "{out}");
}

/// The overview writes each game's last turn in the reader's notation and
/// letters, from the forms kept with the turn: ICCF numeric `1. 5254`, a Black
/// Holes drop `(H28)`, Revolving's change `2133(B)`; long algebraic in German
/// letters `Sg8-f6`.
#[test]
fn the_last_turns_in_the_readers_notation() {
    let mut w = World::new();
    let chess = game(&mut w, true, &["--variant", "chess"], START);
    let holes = game(&mut w, false, &["--variant", "blackholes"], START);
    let revolving = game(&mut w, true, &["--variant", "revolving"], START);
    let mail = |from: &str, id: &str, g: i64, body: &str| {
        common::reply_mail(from, &format!("{id}@x"), g, body)
    };
    for (from, id, g, body) in [
        (ALICE, "c1", chess, "e4"),
        (BOB, "h1", holes, "e4"),
        (ALICE, "h2", holes, "Nc6"),
        (BOB, "h3", holes, "Ke2"),
        (ALICE, "h4", holes, "(Hb8)"),
        (ALICE, "r1", revolving, "Nc3(B)"),
    ] {
        w.deliver(&mail(from, id, g, body));
        w.poll_at(START);
    }
    w.deliver(&mail(ALICE, "n", chess, "notation numeric"));
    w.poll_at(START);
    let body = overview(&mut w, "o1@x", "2026-11-02T10:00:00Z").body;
    for (g, last) in [
        (chess, "1. 5254"),
        (holes, "2... (H28)"),
        (revolving, "1. 2133(B)"),
    ] {
        let line = body
            .split(&format!("Game {g}, "))
            .nth(1)
            .unwrap_or_else(|| panic!("game {g}:\n{body}"));
        let until = line.find("\nGame ").unwrap_or(line.len());
        assert!(
            line[..until].contains(&format!("last {last}.")),
            "{g}: {body}"
        );
    }
    w.deliver(&mail(ALICE, "d", chess, "notation long\nlanguage de"));
    w.poll_at(START);
    w.deliver(&mail(BOB, "c2", chess, "Nf6"));
    w.poll_at(START);
    let body = overview(&mut w, "o2@x", "2026-11-02T11:00:00Z").body;
    assert!(body.contains("1... Sg8-f6"), "{body}");
    assert!(body.contains("(Hb8)"), "{body}");
}

/// A game stored by an arbiter before the turns kept their forms: its data
/// directory made at that schema version, its turns written as that arbiter
/// wrote them. The binary's migration fills the forms when it opens the data
/// directory, so the numeric reader's overview and `history` show `1. 5254`
/// without reading a position, and `game verify` finds the forms right.
#[test]
fn the_migration_fills_the_forms_of_a_game_stored_before_it() {
    use pbem_arbiter::rules::game::GameRecord;
    use pbem_arbiter::rules::Options;
    let w = World::new();
    std::fs::create_dir_all(w.data()).unwrap();
    let mut conn = rusqlite::Connection::open(w.data().join("arbiter.sqlite3")).unwrap();
    let migrations = pbem_arbiter::store::migrations();
    let has_forms = |version: usize| {
        let mut probe = rusqlite::Connection::open_in_memory().unwrap();
        migrations.to_version(&mut probe, version).unwrap();
        probe
            .query_row(
                "SELECT COUNT(*) FROM pragma_table_info('turns') WHERE name = 'long_form'",
                [],
                |r| r.get::<_, i64>(0),
            )
            .unwrap()
            > 0
    };
    let before = (1..200).find(|v| has_forms(*v)).unwrap() - 1;
    migrations.to_version(&mut conn, before).unwrap();
    let mut record = GameRecord::new("chess", &Options::new(), None).unwrap();
    for text in ["e4", "Nf6", "Nc3"] {
        record.play(text).unwrap();
    }
    conn.execute(
        "INSERT INTO players (id, email, created_at, notation) VALUES \
         (1, ?1, '2026-11-01T10:00:00Z', 'numeric'), (2, ?2, '2026-11-01T10:00:00Z', NULL)",
        [ALICE, BOB],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO games (id, variant, white_id, black_id, status, current_position, \
         created_at, updated_at) VALUES (1, 'chess', 1, 2, 'active', ?1, \
         '2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z')",
        [record.current().position_text()],
    )
    .unwrap();
    for (t, key) in record.turns().iter().zip(&record.repetition_keys()[1..]) {
        conn.execute(
            "INSERT INTO turns (game_id, ply, number, side, input, canonical, position_after, \
             repetition_key, received_at) VALUES (1, ?1, ?2, ?3, ?4, ?4, ?5, ?6, \
             '2026-11-01T11:00:00.000Z')",
            rusqlite::params![
                t.ply,
                t.number,
                t.side.name(),
                t.canonical,
                t.position_after,
                key
            ],
        )
        .unwrap();
    }
    drop(conn);
    let mut w = w;
    let body = overview(&mut w, "o1@x", "2026-11-02T10:00:00Z").body;
    assert!(body.contains("3 plies played, last 2. 2133."), "{body}");
    let forms: Vec<(String, String)> =
        w.rows("SELECT long_form, numeric_form FROM turns ORDER BY ply", []);
    let pairs = [("e2-e4", "5254"), ("Ng8-f6", "7866"), ("Nb1-c3", "2133")];
    assert_eq!(forms, pairs.map(|(l, n)| (l.to_string(), n.to_string())));
    w.deliver(&common::reply_mail(ALICE, "h@x", 1, "history"));
    let replies = w.poll_at("2026-11-02T10:05:00Z");
    let history = &common::only(&replies, ALICE).body;
    for line in ["1.     5254", "1...   7866", "2.     2133"] {
        assert!(history.contains(line), "{line}: {history}");
    }
    let (code, out, err) = w.arbiter(&["game", "verify", "1"]);
    assert_eq!(code, 0, "{out}{err}");
}
