//! Challenges and organiser commands by mail (issue 13 §5, §6), through the real
//! binary: a challenge accepted by a reply makes a game that then plays by mail; a
//! declined one tells the challenger; a bad variant is refused with the reason; with
//! `challenges = "approval"` the game starts only when an organiser approves; an
//! organiser's abort by mail is applied only with the organiser's code in the
//! subject, and a forged one changes nothing; a challenge not answered in
//! `challenge_days` lapses (the challenger told by the clock pass, a late answer
//! refused with the reason), in simulated time.

mod common;

use common::{answer, reply_mail, to, Sent, World};
use std::path::PathBuf;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const TD: &str = "td@example.com";
const CODE: &str = "td-secret-4f7q9x2m";

fn mail(from: &str, id: &str, subject: &str, body: &str) -> String {
    format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: {subject}\nMessage-ID: <{id}>\n\
         Date: Mon, 23 Nov 2026 10:00:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=utf-8\n\n{body}\n"
    )
}

struct Club {
    w: World,
    config: PathBuf,
}

impl Club {
    fn new(challenges: &str) -> Club {
        Club::with(challenges, "")
    }

    /// A club with more `[arbiter]` lines (`challenge_days = 3`).
    fn with(challenges: &str, more: &str) -> Club {
        let w = World::new();
        let config = w.dir.path().join("arbiter.toml");
        std::fs::write(
            &config,
            format!(
                "[arbiter]\naddress = \"arbiter@localhost\"\norganisers = [\"{TD}\"]\n\
                 challenges = \"{challenges}\"\n{more}\n[arbiter.organiser_codes]\n\"{TD}\" = \"{CODE}\"\n"
            ),
        )
        .unwrap();
        Club { w, config }
    }

    fn poll(&mut self) -> Vec<Sent> {
        let (code, _, err) =
            self.w
                .arbiter(&["--config", self.config.to_str().unwrap(), "poll", "--once"]);
        assert_eq!(code, 0, "{err}");
        self.w.new_replies()
    }

    /// `poll --once --now NOW` (simulated time, issue 13 §9).
    fn poll_at(&mut self, now: &str) -> Vec<Sent> {
        let config = self.config.to_str().unwrap();
        let (code, _, err) = self
            .w
            .arbiter(&["--config", config, "poll", "--once", "--now", now]);
        assert_eq!(code, 0, "{err}");
        self.w.new_replies()
    }

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
    let mut c = Club::new("open");
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
    let mut c = Club::new("open");
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
    let mut c = Club::new("open");
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
    let mut c = Club::new("approval");
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
    let mut c = Club::new("open");
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
    let mut c = Club::new("open");
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
    let mut c = Club::with("open", "challenge_days = 3");
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
    let mut c = Club::new("open");
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
