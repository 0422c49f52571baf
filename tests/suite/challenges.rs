//! Challenges and organiser commands by mail, through the real
//! binary: a challenge accepted by a reply makes a game that then plays by mail; a
//! declined one tells the challenger; a bad variant is refused with the reason; with
//! `challenges = "approval"` the game starts only when an organiser approves; an
//! organiser's abort by mail is applied only with the organiser's code in the
//! subject, and a forged one changes nothing; takeback, pause, resume and resend by
//! mail change a game exactly as the same commands from the CLI do; a challenge not answered in
//! `challenge_days` lapses (the challenger told by the clock pass, a late answer
//! refused with the reason), in simulated time.

use crate::common::club::{Club, Settings};
use crate::common::{answer, reply_mail, to, Sent};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const TD: &str = "td@example.com";
const CODE: &str = "td-secret-4f7q9x2m";

use crate::common::mail_with_subject as mail;

/// A club whose challenges are `challenges` (`open`, `approval`), with `more`
/// `[arbiter]` lines after them (`challenge_days = 3`).
fn club(challenges: &str, more: &str) -> Club {
    Club::new(
        TD,
        CODE,
        Settings {
            arbiter: &format!("challenges = \"{challenges}\"\n{more}\n"),
            ..Settings::default()
        },
    )
}

impl Club {
    fn games(&self) -> i64 {
        self.w.count("SELECT COUNT(*) FROM games")
    }
}

fn one<'a>(replies: &'a [Sent], who: &str) -> &'a Sent {
    let mine = to(replies, who);
    assert_eq!(mine.len(), 1, "{who}: {replies:#?}");
    mine[0]
}

#[test]
fn an_accepted_challenge_makes_a_game_that_plays_by_mail() {
    let mut c = club("open", "");
    c.w.deliver_as_written(&mail(
        ALICE,
        "c1@example.org",
        "a game?",
        "challenge bob@example.net chess 3 days/move",
    ));
    let replies = c.poll();
    let request = one(&replies, BOB);
    assert!(
        request.body.contains("alice@example.org challenges you"),
        "{}",
        request.body
    );
    assert!(request.body.contains("3d/move"), "{}", request.body);
    assert!(one(&replies, ALICE).subject.contains("Challenge sent"));
    assert_eq!(c.games(), 0);

    // Someone else answering Bob's request changes nothing.
    c.w.deliver_as_written(&answer(request, ALICE, "c2@example.org", "accept"));
    let replies = c.poll();
    assert!(one(&replies, ALICE).body.contains("only that address"));
    assert_eq!(c.games(), 0);

    c.w.deliver_as_written(&answer(request, BOB, "c3@example.net", "accept"));
    let replies = c.poll();
    assert_eq!(c.games(), 1);
    assert!(
        one(&replies, ALICE).subject.contains("New game"),
        "{replies:#?}"
    );
    assert!(one(&replies, BOB).subject.contains("New game"));
    let (white, black, tc): (String, String, Option<String>) =
        c.w.db()
            .query_row(
                "SELECT w.email, b.email, (SELECT time_control FROM challenges) FROM games g \
             JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .unwrap();
    assert_eq!((white.as_str(), black.as_str()), (ALICE, BOB));
    assert_eq!(tc.as_deref(), Some("3d/move"));

    // The game plays by mail: Alice's move is applied.
    c.w.deliver(&reply_mail(ALICE, "m1@example.org", 1, "e4"));
    c.poll();
    assert_eq!(c.w.count("SELECT COUNT(*) FROM turns WHERE game_id = 1"), 1);

    // A second accept is refused, no second game.
    c.w.deliver_as_written(&answer(request, BOB, "c4@example.net", "accept"));
    let replies = c.poll();
    assert!(one(&replies, BOB).body.contains("answered before"));
    assert_eq!(c.games(), 1);
}

#[test]
fn a_declined_challenge_tells_the_challenger() {
    let mut c = club("open", "");
    c.w.deliver_as_written(&mail(
        ALICE,
        "d1@example.org",
        "game",
        "challenge bob@example.net momentum black-army=nutty-knights as black",
    ));
    let replies = c.poll();
    let request = one(&replies, BOB).clone();
    assert!(
        request.body.contains("you would play white"),
        "{}",
        request.body
    );
    c.w.deliver_as_written(&answer(&request, BOB, "d2@example.net", "decline"));
    let replies = c.poll();
    assert!(one(&replies, ALICE)
        .body
        .contains("declined your challenge"));
    assert_eq!(c.games(), 0);
}

#[test]
fn a_bad_challenge_is_refused_with_the_reason() {
    let mut c = club("open", "");
    c.w.deliver_as_written(&mail(
        ALICE,
        "b1@example.org",
        "game",
        "challenge bob@example.net checkers",
    ));
    let replies = c.poll();
    let refusal = one(&replies, ALICE);
    assert!(refusal.body.contains("checkers"), "{}", refusal.body);
    assert!(
        refusal.body.contains("challenge refused"),
        "{}",
        refusal.body
    );
    assert!(to(&replies, BOB).is_empty());

    c.w.deliver_as_written(&mail(
        ALICE,
        "b2@example.org",
        "game",
        "challenge bob@example.net chess 3 fortnights",
    ));
    let replies = c.poll();
    assert!(one(&replies, ALICE).body.contains("3 fortnights"));
    assert_eq!(c.w.count("SELECT COUNT(*) FROM challenges"), 0);
}

#[test]
fn with_approval_an_organiser_starts_the_game() {
    let mut c = club("approval", "");
    c.w.deliver_as_written(&mail(
        ALICE,
        "a1@example.org",
        "game",
        "challenge bob@example.net chess",
    ));
    let replies = c.poll();
    let request = one(&replies, BOB).clone();
    c.w.deliver_as_written(&answer(&request, BOB, "a2@example.net", "accept"));
    let replies = c.poll();
    assert_eq!(c.games(), 0);
    let ask = one(&replies, TD).clone();
    // Bob cannot approve his own game with the organisers' token.
    c.w.deliver_as_written(&answer(&ask, BOB, "a3@example.net", "approve"));
    c.poll();
    assert_eq!(c.games(), 0);
    c.w.deliver_as_written(&answer(&ask, TD, "a4@example.com", "approve"));
    let replies = c.poll();
    assert_eq!(c.games(), 1);
    assert!(one(&replies, BOB).subject.contains("New game"));
}

#[test]
fn an_organisers_abort_by_mail_needs_the_code() {
    let mut c = club("open", "");
    c.w.game_with(ALICE, BOB, &["--variant", "chess"]);
    let status = |c: &Club| -> String {
        c.w.db()
            .query_row("SELECT status FROM games WHERE id = 1", [], |r| r.get(0))
            .unwrap()
    };
    // Forged: the organiser's From: without the code.
    c.w.deliver_as_written(&mail(TD, "o1@example.com", "abort", "abort 1 forged"));
    let replies = c.poll();
    assert!(one(&replies, TD).body.contains("[Organiser CODE]"));
    assert_eq!(status(&c), "active");
    assert_eq!(c.w.count("SELECT COUNT(*) FROM game_log"), 0);
    // A wrong code does nothing either.
    c.w.deliver_as_written(&mail(
        TD,
        "o2@example.com",
        "[Organiser guessed-code-1] x",
        "abort 1 guess",
    ));
    c.poll();
    assert_eq!(status(&c), "active");
    // A player cannot use organiser words.
    c.w.deliver(&reply_mail(
        ALICE,
        "o3@example.org",
        1,
        "abort 1 I want out",
    ));
    c.poll();
    assert_eq!(status(&c), "active");

    c.w.deliver_as_written(&mail(
        TD,
        "o4@example.com",
        &format!("[Organiser {CODE}] game 1"),
        "abort 1 both players asked",
    ));
    let replies = c.poll();
    assert_ne!(status(&c), "active");
    assert!(!to(&replies, ALICE).is_empty());
    let (by, why): (String, String) =
        c.w.db()
            .query_row(
                "SELECT actor, reason FROM game_log WHERE game_id = 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
    assert_eq!(by, TD);
    assert!(why.contains("both players asked"), "{why}");
}

#[test]
fn an_organiser_adjudicates_and_lists_overdue_games_by_mail() {
    let mut c = club("open", "");
    c.w.game_with(
        ALICE,
        BOB,
        &["--variant", "chess", "--time-control", "3d/move"],
    );
    let coded = |id: &str, body: &str| mail(TD, id, &format!("Re: [Organiser {CODE}]"), body);
    c.w.deliver_as_written(&coded("p1@example.com", "adjudicate 1 2-0 nonsense"));
    let replies = c.poll();
    assert!(
        one(&replies, TD).body.contains("not a result"),
        "{replies:#?}"
    );
    c.w.deliver_as_written(&coded("p2@example.com", "overdue"));
    let replies = c.poll();
    assert!(one(&replies, TD).body.contains("No game is overdue"));
    c.w.deliver_as_written(&coded(
        "p3@example.com",
        "adjudicate 1 0-1 White left the club",
    ));
    let replies = c.poll();
    assert!(
        one(&replies, ALICE).body.contains("White left the club"),
        "{replies:#?}"
    );
    let result: String =
        c.w.db()
            .query_row("SELECT result FROM games WHERE id = 1", [], |r| r.get(0))
            .unwrap();
    assert_eq!(result, "0-1");
    assert_eq!(
        c.w.count("SELECT COUNT(*) FROM game_log WHERE game_id = 1 AND action = 'adjudicate'"),
        1
    );
}

fn challenge_status(c: &Club) -> String {
    c.w.db()
        .query_row("SELECT status FROM challenges", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn an_unanswered_challenge_lapses_and_the_challenger_is_told() {
    let mut c = club("open", "challenge_days = 3");
    c.w.deliver_as_written(&mail(
        ALICE,
        "l1@example.org",
        "a game?",
        "challenge bob@example.net chess 3d/move",
    ));
    let replies = c.poll_at("2026-11-23T10:00:00Z");
    let request = one(&replies, BOB).clone();
    assert!(
        request
            .body
            .contains("lapses if it is not answered by 2026-11-26 10:00 UTC"),
        "{}",
        request.body
    );
    // Within the three days: nothing lapses.
    assert!(c.poll_at("2026-11-26T09:59:00Z").is_empty());
    assert_eq!(challenge_status(&c), "waiting");
    // After them the clock pass tells Alice, once.
    let replies = c.poll_at("2026-11-26T10:01:00Z");
    let lapsed = one(&replies, ALICE);
    assert!(lapsed.subject.contains("Challenge lapsed"), "{lapsed:#?}");
    assert!(
        lapsed
            .body
            .contains("was not answered by 2026-11-26 10:00 UTC"),
        "{}",
        lapsed.body
    );
    assert!(to(&replies, BOB).is_empty());
    assert_eq!(challenge_status(&c), "lapsed");
    assert!(c.poll_at("2026-11-27T10:00:00Z").is_empty());
    // Bob's late accept makes no game and says why.
    c.w.deliver_as_written(&answer(&request, BOB, "l2@example.net", "accept"));
    let replies = c.poll_at("2026-11-28T10:00:00Z");
    let refusal = one(&replies, BOB);
    assert!(
        refusal.body.contains("lapsed at 2026-11-26 10:00 UTC"),
        "{}",
        refusal.body
    );
    assert!(refusal.body.contains("challenge alice@example.org chess"));
    assert!(to(&replies, ALICE).is_empty());
    assert_eq!(c.games(), 0);
}

#[test]
fn a_challenge_lapses_after_fourteen_days_by_default() {
    let mut c = club("open", "");
    c.w.deliver_as_written(&mail(
        ALICE,
        "d1@example.org",
        "a game?",
        "challenge bob@example.net chess",
    ));
    let replies = c.poll_at("2026-11-23T10:00:00Z");
    let request = one(&replies, BOB).clone();
    assert!(
        request.body.contains("2026-12-07 10:00 UTC"),
        "{}",
        request.body
    );
    // Answered in time, on the last day: the game starts.
    c.w.deliver_as_written(&answer(&request, BOB, "d2@example.net", "accept"));
    c.poll_at("2026-12-07T09:00:00Z");
    assert_eq!(c.games(), 1);
    assert_eq!(challenge_status(&c), "started");

    // A second challenge answered late, before any clock pass lapsed it: Alice is
    // told once, Bob's accept is refused.
    c.w.deliver_as_written(&mail(
        ALICE,
        "d3@example.org",
        "another?",
        "challenge bob@example.net chess as black",
    ));
    let replies = c.poll_at("2026-12-08T10:00:00Z");
    let request = one(&replies, BOB).clone();
    c.w.deliver_as_written(&answer(&request, BOB, "d4@example.net", "accept"));
    let replies = c.poll_at("2026-12-23T10:00:00Z");
    assert!(one(&replies, ALICE).subject.contains("Challenge lapsed"));
    assert!(one(&replies, BOB).body.contains("lapsed"));
    assert_eq!(c.games(), 1);
}

/// What an organiser's command can change in game 1: the game row, its turns, its
/// clock and its log (who, what, why, when).
fn state(c: &Club) -> Vec<String> {
    let db = c.w.db();
    let mut out = Vec::new();
    for sql in [
        "SELECT status || '|' || IFNULL(result, '') || '|' || IFNULL(termination, '') || '|' \
         || current_position FROM games WHERE id = 1",
        "SELECT ply || ' ' || canonical FROM turns WHERE game_id = 1 ORDER BY ply",
        "SELECT control || '|' || white_used || '|' || black_used || '|' || white_left || '|' \
         || black_left || '|' || IFNULL(running, '-') || '|' || IFNULL(since, 'paused') \
         FROM clocks WHERE game_id = 1",
        "SELECT at || '|' || actor || '|' || action || '|' || reason FROM game_log \
         WHERE game_id = 1 ORDER BY id",
    ] {
        let mut stmt = db.prepare(sql).unwrap();
        let rows = stmt.query_map([], |r| r.get::<_, String>(0)).unwrap();
        out.extend(rows.map(Result::unwrap));
    }
    out
}

/// The subjects of `replies` to `who`, without the player's random code.
fn subjects(replies: &[Sent], who: &str) -> Vec<String> {
    to(replies, who)
        .iter()
        .map(|r| match r.subject.split_once(']') {
            Some((tag, rest)) => {
                format!(
                    "{}]{rest}",
                    tag.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
                )
            }
            None => r.subject.clone(),
        })
        .collect()
}

/// Organiser commands by mail: takeback, pause, resume and resend
/// sent as mail with the organiser's code change game 1 exactly as the same
/// commands from the command line do in a twin club (game, turns, clock, log with
/// who and why), and the players get the same mail; the organiser gets "Done". A
/// wrong code and bad arguments change nothing and get a reply naming why.
#[test]
fn organiser_commands_by_mail_do_what_the_cli_does() {
    // The organiser's answers are limited as a player's (10 an hour of the
    // simulated time), which these steps, hours apart, stay under.
    let more = "";
    let mut by_mail = club("open", more);
    let mut by_cli = club("open", more);
    for c in [&mut by_mail, &mut by_cli] {
        c.w.game_with(
            ALICE,
            BOB,
            &[
                "--variant",
                "chess",
                "--time-control",
                "3d/move",
                "--now",
                "2026-12-01T00:00:00Z",
            ],
        );
        c.w.deliver(&reply_mail(ALICE, "e1@example.org", 1, "e4"));
        c.poll_at("2026-12-01T01:00:00Z");
        c.w.deliver(&reply_mail(BOB, "e2@example.net", 1, "e5"));
        c.poll_at("2026-12-01T02:00:00Z");
    }
    assert_eq!(state(&by_mail), state(&by_cli));
    let coded =
        |id: &str, body: &str| mail(TD, id, &format!("Re: [Organiser {CODE}] game 1"), body);

    // A wrong code, a forged From:, and bad arguments: nothing changes, each gets a
    // reply that says why.
    let before = state(&by_mail);
    for (id, raw, why) in [
        (
            "x1@example.com",
            mail(
                TD,
                "x1@example.com",
                "[Organiser wrong-code-12345]",
                "takeback 1 oops",
            ),
            "[Organiser CODE]",
        ),
        (
            "x2@example.com",
            coded("x2@example.com", "takeback 1"),
            "say why",
        ),
        (
            "x3@example.com",
            coded("x3@example.com", "pause one reason"),
            "write: pause GAME reason",
        ),
        (
            "x4@example.com",
            coded("x4@example.com", "resume 1 not paused"),
            "are not paused",
        ),
        (
            "x5@example.com",
            coded("x5@example.com", "takeback 7 wrong game"),
            "7",
        ),
        (
            "x6@example.com",
            coded("x6@example.com", "resend"),
            "write: resend GAME [ADDRESS]",
        ),
    ] {
        by_mail.w.deliver_as_written(&raw);
        let replies = by_mail.poll_at("2026-12-01T02:30:00Z");
        let answer = one(&replies, TD);
        assert!(answer.body.contains(why), "{id}: {}", answer.body);
        assert!(
            to(&replies, ALICE).is_empty() && to(&replies, BOB).is_empty(),
            "{id}"
        );
        assert_eq!(state(&by_mail), before, "{id}");
    }
    // A player's address with the organiser's words is a player's mail, not a command.
    by_mail
        .w
        .deliver(&reply_mail(BOB, "x7@example.net", 1, "takeback 1 please"));
    by_mail.poll_at("2026-12-01T02:40:00Z");
    assert_eq!(state(&by_mail), before);

    // The same commands at the same simulated times, by mail and from the CLI.
    let steps: [(&str, &str, &[&str]); 4] = [
        (
            "2026-12-01T03:00:00Z",
            "takeback 1 Black mistyped",
            &["takeback", "1", "--reason", "Black mistyped"],
        ),
        (
            "2026-12-02T04:00:00Z",
            "pause 1 server move",
            &["pause", "1", "--reason", "server move"],
        ),
        (
            "2026-12-20T00:00:00Z",
            "resume 1 server back",
            &["resume", "1", "--reason", "server back"],
        ),
        (
            "2026-12-20T01:00:00Z",
            "resend 1 bob@example.net",
            &["resend", "1", "--to", BOB],
        ),
    ];
    for (i, (now, line, args)) in steps.iter().enumerate() {
        by_mail
            .w
            .deliver_as_written(&coded(&format!("s{i}@example.com"), line));
        let mailed = by_mail.poll_at(now);
        // The twin polls at the same time first, for the same clock pass
        // (reminders) that the poll reading the organiser's mail does.
        let mut from_cli = by_cli.poll_at(now);
        let config = by_cli.config.to_str().unwrap().to_string();
        let mut cli = vec!["--config", &config, "game"];
        cli.extend_from_slice(args);
        cli.extend_from_slice(&["--by", TD, "--now", now]);
        let (code, _, err) = by_cli.w.arbiter(&cli);
        assert_eq!(code, 0, "{line}: {err}");
        from_cli.extend(by_cli.w.new_replies());
        assert_eq!(state(&by_mail), state(&by_cli), "{line}");
        for who in [ALICE, BOB] {
            assert_eq!(
                subjects(&mailed, who),
                subjects(&from_cli, who),
                "{line}: {who}"
            );
        }
        let done = one(&mailed, TD);
        assert!(done.subject.contains("Done"), "{line}: {done:#?}");
        assert!(done.body.starts_with("Game 1: "), "{line}: {}", done.body);
        // Paused: no time runs out while the clocks stand still.
        if line.starts_with("pause") {
            assert!(by_mail.poll_at("2026-12-19T00:00:00Z").is_empty());
            assert!(by_cli.poll_at("2026-12-19T00:00:00Z").is_empty());
        }
    }
    let log = state(&by_mail);
    for (action, why) in [
        ("takeback", "Black mistyped"),
        ("pause", "server move"),
        ("resume", "server back"),
        ("resend", "resent the last reply to bob@example.net"),
    ] {
        assert!(
            log.iter()
                .any(|l| l.contains(&format!("|{TD}|{action}|")) && l.contains(why)),
            "{action}: {log:#?}"
        );
    }
    assert!(
        log.contains(&"1 e4".to_string()) && !log.iter().any(|l| l == "2 e5"),
        "{log:#?}"
    );
}
