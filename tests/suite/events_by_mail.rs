//! Tournament commands by mail, through the real binary: an organiser
//! who never uses the command line makes a round robin, starts it, reads its table,
//! lists the tournaments and sets the leave allowance, each by a mail with the
//! organiser's code, and gets the command line's answer. A stranger's `tournament
//! new`, a missing code, an unknown command and a bad tournament number get a reply
//! saying why and change nothing.

use crate::common;

use crate::common::club::{Club, Settings};
use crate::common::{answer, to, Sent};

const TD: &str = "td@example.com";
const CODE: &str = "td-secret-4f7q9x2m";
const PLAYERS: [&str; 4] = [
    "alice@example.org",
    "bob@example.net",
    "carol@example.org",
    "dave@example.net",
];

/// A club with the organiser `TD` and nothing else configured.
fn club() -> Club {
    Club::new(TD, CODE, Settings::default())
}

impl Club {
    /// A raw mail (an answer to a request) polled at `now`; the replies.
    fn deliver(&mut self, raw: &str, now: &str) -> Vec<Sent> {
        self.w.deliver_as_written(raw);
        self.poll_at(now)
    }

    /// `player` mails `enter 1` and confirms with the token of the request.
    fn enter(&mut self, player: &str, now: &str) -> Vec<Sent> {
        let replies = self.send(player, "entry", "enter 1", now);
        let request = only_to(&replies, player).clone();
        assert!(request.subject.contains("[Confirm "), "{}", request.body);
        let id = self.message_id("c");
        let raw = answer(&request, player, &id, "confirm");
        self.deliver(&raw, now)
    }

    fn entrants(&self) -> i64 {
        self.w
            .count("SELECT COUNT(*) FROM tournament_players WHERE tournament_id = 1")
    }

    fn tournaments(&self) -> i64 {
        self.w.count("SELECT COUNT(*) FROM tournaments")
    }
}

fn only_to<'a>(replies: &'a [Sent], who: &str) -> &'a Sent {
    let mine = to(replies, who);
    assert_eq!(
        mine.len(),
        1,
        "{who}: {:?}",
        replies
            .iter()
            .map(|r| (&r.to, &r.subject))
            .collect::<Vec<_>>()
    );
    mine[0]
}

#[test]
fn an_organiser_runs_a_round_robin_from_the_mailbox() {
    let mut c = club();
    let now = "2026-12-01T09:00:00Z";
    let players: String = PLAYERS.iter().map(|p| format!(" --player {p}")).collect();
    let replies = c.organiser(
        &format!("tournament new \"Winter Cup\" --variant chess --time-control 5d/move{players}"),
        now,
    );
    let done = only_to(&replies, TD);
    assert!(
        done.subject.starts_with("Done: tournament new"),
        "{}",
        done.subject
    );
    assert!(
        done.body.contains("tournament 1: Winter Cup, 4 players"),
        "{}",
        done.body
    );
    assert_eq!(c.tournaments(), 1);

    let replies = c.organiser("tournament start 1", "2026-12-01T10:00:00Z");
    assert!(
        only_to(&replies, TD)
            .body
            .contains("6 game(s) started (1 2 3 4 5 6)"),
        "{}",
        only_to(&replies, TD).body
    );
    // Every player is mailed about each of their three games.
    for p in PLAYERS {
        assert_eq!(to(&replies, p).len(), 3, "{p}");
    }

    let replies = c.organiser("tournament table 1", "2026-12-01T11:00:00Z");
    let table = &only_to(&replies, TD).body;
    assert!(table.contains("Winter Cup (tournament 1)"), "{table}");
    let replies = c.organiser("tournament list", "2026-12-01T12:00:00Z");
    assert!(only_to(&replies, TD).body.contains("Winter Cup"));
    let replies = c.organiser("tournament leave-days 1 14", "2026-12-01T13:00:00Z");
    assert!(
        only_to(&replies, TD)
            .body
            .contains("14 day(s) of leave a year"),
        "{}",
        only_to(&replies, TD).body
    );
    // The same answer as the command line gives.
    let (code, out, err) = c.w.arbiter(&[
        "--config",
        c.config.to_str().unwrap(),
        "tournament",
        "table",
        "1",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), table.split("\n-- \n").next().unwrap().trim());
}

#[test]
fn strangers_missing_codes_and_bad_commands_change_nothing_and_hear_why() {
    let mut c = club();
    let now = "2026-12-01T09:00:00Z";
    let new = "tournament new Cup --player a@example.org --player b@example.org";
    // A stranger.
    let replies = c.send("eve@example.org", "event", new, now);
    assert!(
        only_to(&replies, "eve@example.org")
            .body
            .contains("only an organiser of this arbiter may send tournament commands"),
        "{replies:?}"
    );
    // The organiser's address without the code (a forged From: looks the same).
    let replies = c.send(TD, "event", new, "2026-12-01T09:10:00Z");
    assert!(only_to(&replies, TD).body.contains("[Organiser CODE]"));
    assert_eq!(c.tournaments(), 0);
    // An unknown subcommand, a bad number, a bad option value, unknown tournament.
    for (body, why) in [
        ("tournament frobnicate 1", "frobnicate"),
        ("tournament start twelve", "twelve"),
        (
            "tournament new Cup --system ladder --player a@example.org --player b@example.org",
            "ladder",
        ),
        ("tournament start 9", "there is no tournament 9"),
        (
            "tournament new Cup --entries-until 2026-13-45",
            "write a day like 2026-12-10",
        ),
        (
            "tournament new Cup --system knockout --tie-rule coin --player a@example.org --player b@example.org",
            "--tie-rule \"coin\"",
        ),
        ("tournament new Cup --max-players 8 --player a@example.org", "--entries-until"),
        ("tournament new \"Cup --player a@example.org", "quote"),
        (
            "tournament new Cup --player a@example.org",
            "at least 2 players",
        ),
    ] {
        let replies = c.organiser(body, "2026-12-01T10:00:00Z");
        let reply = only_to(&replies, TD);
        assert!(reply.body.contains(why), "{body}: {}", reply.body);
    }
    assert_eq!(c.tournaments(), 0);
}

#[test]
fn an_open_swiss_takes_entries_by_mail_and_starts_by_mail() {
    let mut c = club();
    let replies = c.organiser(
        "tournament new \"Open Cup\" --system swiss --rounds 3 --entries-until 2026-12-10 --max-players 8",
        "2026-12-01T09:00:00Z",
    );
    assert!(
        only_to(&replies, TD)
            .body
            .contains("tournament 1: Open Cup"),
        "{}",
        only_to(&replies, TD).body
    );
    let player = |i: usize| format!("p{i}@example.org");
    for i in 1..=8 {
        let replies = c.enter(&player(i), "2026-12-02T10:00:00Z");
        let body = &only_to(&replies, &player(i)).body;
        assert!(body.contains(&format!("as player {i} of {i}")), "{body}");
    }
    assert_eq!(c.entrants(), 8);
    // Full, duplicate, unknown event.
    let replies = c.send(&player(9), "entry", "enter 1", "2026-12-03T10:00:00Z");
    assert!(only_to(&replies, &player(9))
        .body
        .contains("is full: 8 players"));
    let replies = c.send(
        &player(1),
        "entry",
        "enter Open Cup",
        "2026-12-03T10:00:00Z",
    );
    assert!(only_to(&replies, &player(1))
        .body
        .contains("entered in Open Cup (tournament 1) already"));
    let replies = c.send(&player(9), "entry", "enter 99", "2026-12-03T10:00:00Z");
    assert!(only_to(&replies, &player(9))
        .body
        .contains("no tournament \"99\""));
    // A forged entry: the request goes to the real address; an answer from
    // elsewhere enters nobody.
    let replies = c.send(
        &player(2),
        "entry",
        "withdraw entry 1",
        "2026-12-04T10:00:00Z",
    );
    assert!(only_to(&replies, &player(2)).body.contains("is withdrawn"));
    assert_eq!(c.entrants(), 7);
    let replies = c.send(&player(9), "entry", "enter 1", "2026-12-04T11:00:00Z");
    let request = only_to(&replies, &player(9)).clone();
    let forged = answer(&request, "mallory@example.org", "f1@example.com", "confirm");
    let replies = c.deliver(&forged, "2026-12-04T11:05:00Z");
    assert!(only_to(&replies, "mallory@example.org")
        .body
        .contains("another address"));
    assert_eq!(c.entrants(), 7);
    let real = answer(&request, &player(9), "f2@example.com", "confirm");
    c.deliver(&real, "2026-12-04T11:10:00Z");
    assert_eq!(c.entrants(), 8);
    // The closing instant passes: everyone hears who is in; a late entry is refused.
    let replies = c.send(&player(10), "entry", "enter 1", "2026-12-11T09:00:00Z");
    assert!(
        only_to(&replies, &player(10))
            .body
            .contains("entries for Open Cup (tournament 1) closed"),
        "{}",
        only_to(&replies, &player(10)).body
    );
    for who in [player(1), player(9), TD.to_string()] {
        assert!(
            to(&replies, &who)
                .iter()
                .any(|r| r.subject.contains("Open Cup: entries closed")
                    && r.body.contains("8 players")),
            "{who}"
        );
    }
    assert!(
        to(&replies, &player(2)).is_empty(),
        "the withdrawn entrant is not told"
    );
    // An announcement goes to every entrant as bulk mail with the event's List-Id.
    let replies = c.organiser(
        "announce 1 Welcome to the Open Cup!\nRound 1 is paired tomorrow.",
        "2026-12-11T09:30:00Z",
    );
    assert!(only_to(&replies, TD).body.contains("went to 8 entrants"));
    for i in [1, 3, 9] {
        let mail = only_to(&replies, &player(i));
        assert!(
            mail.body
                .contains("Welcome to the Open Cup!\nRound 1 is paired tomorrow."),
            "{}",
            mail.body
        );
        let raw = String::from_utf8(std::fs::read(&mail.path).unwrap()).unwrap();
        assert!(raw.contains("\r\nPrecedence: bulk\r\n"), "{raw}");
        assert!(
            raw.contains("\r\nList-Id: \"Open Cup\" <tournament-1.localhost>\r\n"),
            "{raw}"
        );
    }
    assert!(
        to(&replies, &player(2)).is_empty(),
        "not to the withdrawn entry"
    );
    // The organiser starts it by mail: round 1 is paired, every entrant mailed.
    let replies = c.organiser("tournament start 1", "2026-12-11T10:00:00Z");
    assert!(
        only_to(&replies, TD).body.contains("4 game(s) started"),
        "{}",
        only_to(&replies, TD).body
    );
    for i in [1, 3, 4, 5, 6, 7, 8, 9] {
        assert_eq!(to(&replies, &player(i)).len(), 1, "{}", player(i));
    }
    // Results come in by mail (Black resigns every game); each round's end pairs
    // the next in the same poll, until the third round's last result sends the
    // final table, with the ratings the games made, to every entrant.
    let mut last = Vec::new();
    for day in 12..30 {
        let games = running(&c);
        if games.is_empty() {
            break;
        }
        for (game, _, black, _, _) in games {
            last = c.resign(&black, game, &format!("2026-12-{day}T10:00:00Z"));
        }
    }
    assert_eq!(
        c.w.count("SELECT COUNT(*) FROM tournaments WHERE status = 'finished'"),
        1
    );
    assert_eq!(c.w.count("SELECT MAX(round) FROM tournament_games"), 3);
    for i in [1, 3, 9] {
        let table = to(&last, &player(i))
            .into_iter()
            .find(|r| r.subject.contains("Open Cup: final crosstable"))
            .unwrap_or_else(|| panic!("{}: no final table", player(i)));
        // Every entrant carries a rating now (provisional: marked ?).
        assert!(table.body.contains("?)"), "{}", table.body);
    }
    let (code, ratings, err) = c.w.arbiter(&[
        "--config",
        c.config.to_str().unwrap(),
        "ratings",
        "--variant",
        "chess",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(ratings.contains(&player(1)), "{ratings}");
}

/// The running games of tournament 1: (game, White, Black, round, match).
/// The event line (the first line) of each new-game mail to `who` among
/// `replies`, in the order sent.
fn cup_lines(replies: &[Sent], who: &str) -> Vec<String> {
    to(replies, who)
        .iter()
        .filter_map(|m| m.body.lines().next())
        .filter(|line| line.starts_with("Spring Cup (tournament 1):"))
        .map(str::to_string)
        .collect()
}

fn running(c: &Club) -> Vec<(i64, String, String, u32, u32)> {
    c.w.rows(
        "SELECT g.id, w.email, b.email, tg.round, tg.board FROM tournament_games tg \
         JOIN games g ON g.id = tg.game_id JOIN players w ON w.id = g.white_id \
         JOIN players b ON b.id = g.black_id WHERE g.status = 'active' ORDER BY g.id",
        [],
    )
}

impl Club {
    /// `player` resigns `game` (a reply carrying the player's code), at `now`.
    fn resign(&mut self, player: &str, game: i64, now: &str) -> Vec<Sent> {
        let id = self.message_id("r");
        self.w
            .deliver(&common::reply_mail(player, &id, game, "resign"));
        self.poll_at(now)
    }

    /// Every running game in which `loser` plays is resigned by `loser`; the
    /// replies.
    fn lose_all(&mut self, loser: &str, now: &str) -> Vec<Sent> {
        let mut replies = Vec::new();
        for (game, white, black, _, _) in running(self) {
            if white == loser || black == loser {
                replies.extend(self.resign(loser, game, now));
            }
        }
        replies
    }
}

#[test]
fn a_knockout_cup_of_six_with_a_tied_match_runs_by_mail() {
    let mut c = club();
    let p = |i: usize| format!("k{i}@example.org");
    let players: String = (1..=6).map(|i| format!(" --player {}", p(i))).collect();
    let replies = c.organiser(
        &format!(
            "tournament new \"Spring Cup\" --system knockout --games 2 --tie-rule extra{players}"
        ),
        "2027-03-01T09:00:00Z",
    );
    assert!(only_to(&replies, TD)
        .body
        .contains("tournament 1: Spring Cup, 6 players"));
    // Round 1: seeds 1 and 2 have byes; 4 v 5 and 3 v 6 play two games each,
    // the higher seed White first.
    let replies = c.organiser("tournament start 1", "2027-03-01T10:00:00Z");
    assert!(
        only_to(&replies, TD).body.contains("4 game(s) started"),
        "{}",
        only_to(&replies, TD).body
    );
    // A cup game's mails name the round (of three: the quarter-finals), the match
    // and the game in it, never a board.
    let lines = cup_lines(&replies, &p(4));
    assert_eq!(
        lines,
        [
            "Spring Cup (tournament 1): Quarter-finals, match 2, game 1",
            "Spring Cup (tournament 1): Quarter-finals, match 2, game 2"
        ]
    );
    let games = running(&c);
    let pairs: Vec<(String, String, u32, u32)> = games
        .iter()
        .map(|(_, w, b, r, m)| (w.clone(), b.clone(), *r, *m))
        .collect();
    assert_eq!(
        pairs,
        [
            (p(4), p(5), 1, 2),
            (p(5), p(4), 1, 2),
            (p(3), p(6), 1, 4),
            (p(6), p(3), 1, 4)
        ]
    );
    // 3 beats 6 2-0; 4 and 5 win a game each: tied, so another pair is made.
    c.lose_all(&p(6), "2027-03-02T10:00:00Z");
    let (g1, g2) = (games[0].0, games[1].0);
    c.resign(&p(4), g1, "2027-03-03T10:00:00Z");
    let replies = c.resign(&p(5), g2, "2027-03-03T11:00:00Z");
    assert_eq!(
        cup_lines(&replies, &p(5)),
        [
            "Spring Cup (tournament 1): Quarter-finals, match 2, tie-break game 1",
            "Spring Cup (tournament 1): Quarter-finals, match 2, tie-break game 2"
        ]
    );
    let extra: Vec<(String, String, u32, u32)> = running(&c)
        .into_iter()
        .map(|(_, w, b, r, m)| (w, b, r, m))
        .collect();
    assert_eq!(
        extra,
        [(p(4), p(5), 1, 2), (p(5), p(4), 1, 2)],
        "the tie-break pair"
    );
    let replies = c.organiser("tournament table 1", "2027-03-03T12:00:00Z");
    let table = &only_to(&replies, TD).body;
    assert!(table.contains("1-1"), "{table}");
    assert!(table.contains("-> k3@example.org"), "{table}");
    // 5 loses the extra pair: the semi-finals are 1 v 4 and 2 v 3.
    let replies = c.lose_all(&p(5), "2027-03-04T10:00:00Z");
    assert_eq!(
        cup_lines(&replies, &p(1)),
        [
            "Spring Cup (tournament 1): Semi-finals, match 1, game 1",
            "Spring Cup (tournament 1): Semi-finals, match 1, game 2"
        ]
    );
    let semis: Vec<(String, String, u32, u32)> = running(&c)
        .into_iter()
        .map(|(_, w, b, r, m)| (w, b, r, m))
        .collect();
    assert_eq!(
        semis,
        [
            (p(1), p(4), 2, 1),
            (p(4), p(1), 2, 1),
            (p(2), p(3), 2, 2),
            (p(3), p(2), 2, 2)
        ]
    );
    c.lose_all(&p(4), "2027-03-05T10:00:00Z");
    c.lose_all(&p(3), "2027-03-05T11:00:00Z");
    let final_games = running(&c);
    assert_eq!(final_games.len(), 2);
    assert_eq!(
        (final_games[0].1.as_str(), final_games[0].3),
        (p(1).as_str(), 3)
    );
    c.lose_all(&p(2), "2027-03-06T10:00:00Z");
    assert!(running(&c).is_empty());
    assert_eq!(
        c.w.count("SELECT COUNT(*) FROM tournaments WHERE status = 'finished'"),
        1
    );
    let replies = c.organiser("tournament table 1 --html", "2027-03-06T11:00:00Z");
    let html = &only_to(&replies, TD).body;
    assert!(
        html.contains("<h2>Final</h2>") && html.contains("Winner: <strong>k1@example.org</strong>"),
        "{html}"
    );
    let replies = c.organiser("tournament table 1", "2027-03-06T12:00:00Z");
    let text = &only_to(&replies, TD).body;
    assert!(
        text.contains("Quarter-finals") || text.contains("Round 1"),
        "{text}"
    );
    assert!(text.contains("Winner: k1@example.org"), "{text}");
    // The matches show each player's rating in the variant.
    assert!(text.contains("k1@example.org (1"), "{text}");
}

#[test]
fn a_minimum_rating_keeps_out_the_unrated_until_an_organiser_enters_a_rating() {
    let mut c = club();
    c.organiser(
        "tournament new \"Masters\" --entries-until 2026-12-10 --min-rating 1800",
        "2026-12-01T09:00:00Z",
    );
    let replies = c.send(
        "zoe@example.org",
        "entry",
        "enter Masters",
        "2026-12-02T09:00:00Z",
    );
    let body = &only_to(&replies, "zoe@example.org").body;
    assert!(
        body.contains("takes players rated 1800 or more, and you have no rating in chess"),
        "{body}"
    );
    c.organiser(
        "player external zoe@example.org --from iccf --rating 1750",
        "2026-12-02T10:00:00Z",
    );
    let replies = c.send(
        "zoe@example.org",
        "entry",
        "enter Masters",
        "2026-12-02T11:00:00Z",
    );
    assert!(
        only_to(&replies, "zoe@example.org")
            .body
            .contains("your rating from elsewhere is 1750"),
        "{}",
        only_to(&replies, "zoe@example.org").body
    );
    c.organiser(
        "player external zoe@example.org --from iccf --rating 2050",
        "2026-12-02T12:00:00Z",
    );
    c.enter("zoe@example.org", "2026-12-02T13:00:00Z");
    assert_eq!(c.entrants(), 1);
}

#[test]
fn an_entry_after_the_start_hears_that_entries_closed_when_the_event_started() {
    let mut c = club();
    c.organiser(
        "tournament new \"Winter Cup\" --entries-until 2026-12-20",
        "2026-11-28T09:00:00Z",
    );
    c.enter("ann@example.org", "2026-11-29T09:00:00Z");
    c.enter("ben@example.org", "2026-11-29T10:00:00Z");
    // One asks before the start and answers after it.
    let replies = c.send(
        "cat@example.org",
        "entry",
        "enter 1",
        "2026-11-30T09:00:00Z",
    );
    let request = only_to(&replies, "cat@example.org").clone();
    let replies = c.organiser("tournament start 1", "2026-12-01T10:00:00Z");
    assert!(
        to(&replies, TD)
            .iter()
            .any(|r| r.subject.starts_with("Done") && r.body.contains("1 game(s) started")),
        "{replies:?}"
    );
    let started = "entries to Winter Cup (tournament 1) closed when it started on \
                   2026-12-01 10:00 UTC";
    let replies = c.send(
        "dan@example.org",
        "entry",
        "enter 12",
        "2026-12-02T09:00:00Z",
    );
    let body = &only_to(&replies, "dan@example.org").body;
    assert!(body.contains("no tournament \"12\""), "{body}");
    let replies = c.send(
        "dan@example.org",
        "entry",
        "enter 1",
        "2026-12-02T09:10:00Z",
    );
    let body = &only_to(&replies, "dan@example.org").body;
    assert!(body.contains(started), "{body}");
    assert!(!body.contains("2026-12-20"), "{body}");
    let late = answer(
        &request,
        "cat@example.org",
        "late@example.com",
        "confirm\nname Cat Example",
    );
    let replies = c.deliver(&late, "2026-12-02T09:20:00Z");
    let body = &only_to(&replies, "cat@example.org").body;
    assert!(body.contains(started), "{body}");
    assert!(
        body.contains("your settings were not written either"),
        "{body}"
    );
    assert_eq!(c.entrants(), 2);
    assert_eq!(
        c.w.count("SELECT COUNT(*) FROM players WHERE name = 'Cat Example'"),
        0
    );
}

impl Club {
    /// `player`'s reply about `game` (carrying the player's code) saying `body`,
    /// polled at `now`; the replies.
    fn reply(&mut self, player: &str, game: i64, body: &str, now: &str) -> Vec<Sent> {
        let id = self.message_id("p");
        self.w.deliver(&common::reply_mail(player, &id, game, body));
        self.poll_at(now)
    }
}

#[test]
fn a_player_who_sends_an_organisers_command_hears_that_only_an_organiser_may() {
    let mut c = club();
    let (ann, ben) = ("ann@example.org", "ben@example.org");
    c.organiser(
        &format!("tournament new \"Winter Cup\" --player {ann} --player {ben}"),
        "2026-12-01T09:00:00Z",
    );
    c.organiser("tournament start 1", "2026-12-01T10:00:00Z");
    let only = "only an organiser of this arbiter may";
    for (body, what) in [
        ("abort 1 I am bored", "abort a game"),
        ("adjudicate 1 1-0", "adjudicate a game"),
        ("takeback 1 misclick", "take back a move"),
        ("resend 1", "have a game's mail sent again"),
        ("Pause 1 holiday", "pause a game"),
        ("resume 1", "resume a paused game"),
        ("overdue", "ask for the overdue games"),
        ("announce 1 Hello all", "make an announcement"),
        ("tournament start 1", "tournament commands"),
    ] {
        let replies = c.reply(ann, 1, body, "2026-12-01T11:00:00Z");
        let reply = only_to(&replies, ann);
        assert!(reply.body.contains(only), "{body}: {}", reply.body);
        assert!(reply.body.contains(what), "{body}: {}", reply.body);
        assert!(!reply.body.contains("no move or command"), "{}", reply.body);
        assert!(to(&replies, ben).is_empty(), "{body}");
    }
    // From a stranger too, by a fresh mail.
    let replies = c.send("eve@example.org", "hi", "\nabort 1", "2026-12-01T11:10:00Z");
    assert!(only_to(&replies, "eve@example.org").body.contains(only));
    assert_eq!(
        c.w.count("SELECT COUNT(*) FROM games WHERE status = 'active'"),
        1
    );
    assert_eq!(c.w.count("SELECT COUNT(*) FROM turns"), 0);
    // Only the first word of the first line counts, and never over a move: prose
    // that starts with such a word before a move, or the word after a move, leaves
    // the move to the move reader.
    let replies = c.reply(
        ann,
        1,
        "Pause here, I needed a while to find it:\n\ne4",
        "2026-12-01T12:00:00Z",
    );
    assert!(!to(&replies, ben).is_empty(), "{replies:?}");
    assert_eq!(c.w.count("SELECT COUNT(*) FROM turns"), 1);
    c.reply(ben, 1, "e5\nabort 1", "2026-12-01T13:00:00Z");
    assert_eq!(c.w.count("SELECT COUNT(*) FROM turns"), 2);
}

impl Club {
    /// The stored name and language of the player at `email`.
    fn settings_of(&self, email: &str) -> (Option<String>, Option<String>) {
        self.w
            .db()
            .query_row(
                "SELECT name, language FROM players WHERE email = ?1",
                [email],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap()
    }
}

/// The one reply to `who` whose subject starts with `subject`.
fn titled<'a>(replies: &'a [Sent], who: &str, subject: &str) -> &'a Sent {
    let mine = only_to(replies, who);
    assert!(mine.subject.starts_with(subject), "{}", mine.subject);
    mine
}

#[test]
fn entrants_give_their_name_zone_and_language_in_replies_to_the_entry_mails() {
    let mut c = club();
    let (ann, ben, cat) = ("ann@example.org", "ben@example.org", "cat@example.org");
    c.organiser(
        "tournament new \"Winter Cup\" --entries-until 2026-12-10",
        "2026-12-01T09:00:00Z",
    );
    // Settings with the confirmation: entered, and the settings written.
    let replies = c.send(ann, "entry", "enter 1", "2026-12-02T09:00:00Z");
    let request = only_to(&replies, ann).clone();
    assert!(request.body.contains("language de"), "{}", request.body);
    let replies = c.answer(
        &request,
        ann,
        "Confirm\nname Ann Example\ntimezone Europe/Berlin\nlanguage DE",
        "2026-12-02T09:10:00Z",
    );
    // With "language de" the "entered" mail is German (locales/de/events.ftl).
    let entered = titled(&replies, ann, "Angemeldet: Winter Cup [Confirm ").clone();
    for line in [
        "als Spieler 1 von 1",
        "Ihr Name ist jetzt Ann Example.",
        "Ihre Zeitzone ist jetzt Europe/Berlin.",
        "Ihre Sprache ist jetzt de.",
    ] {
        assert!(entered.body.contains(line), "{line}: {}", entered.body);
    }
    assert!(entered
        .reply_to
        .as_deref()
        .unwrap()
        .starts_with("arbiter+c-"));
    assert_eq!(
        c.settings_of(ann),
        (Some("Ann Example".into()), Some("de".into()))
    );
    // Settings alone: written, and the entry still waits for its confirmation.
    let replies = c.send(ben, "entry", "enter Winter Cup", "2026-12-02T10:00:00Z");
    let request = only_to(&replies, ben).clone();
    let replies = c.answer(&request, ben, "name Ben Example", "2026-12-02T10:10:00Z");
    let changed = titled(&replies, ben, "Settings changed");
    assert!(changed.body.contains("Your name is now Ben Example."));
    assert!(changed.body.contains("still waits"), "{}", changed.body);
    assert_eq!(c.entrants(), 1);
    let replies = c.answer(&request, ben, "confirm", "2026-12-02T10:20:00Z");
    let entered_ben = titled(&replies, ben, "Entered: Winter Cup").clone();
    assert!(entered_ben.body.contains("as player 2 of 2"));
    // A reply to the "entered" mail: settings, each checked before any is written.
    let replies = c.answer(
        &entered_ben,
        ben,
        "timezone Europe/Paris\nlanguage xx",
        "2026-12-03T09:00:00Z",
    );
    let refused = &only_to(&replies, ben).body;
    assert!(
        refused.contains("\"xx\" is not a language code I accept: write one of en de fr es it nl pt sv pl cs hu ru"),
        "{refused}"
    );
    let replies = c.answer(
        &entered_ben,
        ben,
        "language fr\nleave 2026-12-24 2026-12-26",
        "2026-12-03T09:10:00Z",
    );
    let changed = &titled(&replies, ben, "Réglages modifiés").body;
    assert!(
        changed.contains("Votre langue est désormais fr."),
        "{changed}"
    );
    assert!(
        changed.contains("Congé du 2026-12-24 au 2026-12-26"),
        "{changed}"
    );
    assert_eq!(
        c.settings_of(ben),
        (Some("Ben Example".into()), Some("fr".into()))
    );
    // The token takes nothing else (Ben reads French now), and nothing from
    // another address.
    let replies = c.answer(&entered_ben, ben, "confirm", "2026-12-03T09:20:00Z");
    assert!(only_to(&replies, ben)
        .body
        .contains("vous êtes déjà inscrit ; une réponse à mon message"));
    let replies = c.answer(
        &entered,
        "eve@example.org",
        "name Eve",
        "2026-12-03T09:30:00Z",
    );
    assert!(only_to(&replies, "eve@example.org")
        .body
        .contains("another address"));
    assert_eq!(c.settings_of(ann).0.as_deref(), Some("Ann Example"));
    // Any other mail in reply to it is read as ever: withdraw entry.
    c.enter(cat, "2026-12-04T09:00:00Z");
    let replies = c.send(cat, "entry", "enter 1", "2026-12-04T09:10:00Z");
    assert!(only_to(&replies, cat).body.contains("already"));
    assert_eq!(c.entrants(), 3);
    // The entry list and the tables show the names.
    let replies = c.organiser("tournament table 1", "2026-12-05T09:00:00Z");
    let table = &only_to(&replies, TD).body;
    assert!(
        table.contains("Ann Example") && table.contains("Ben Example"),
        "{table}"
    );
    let replies = c.send(
        "dan@example.org",
        "entry",
        "enter 1",
        "2026-12-11T09:00:00Z",
    );
    let closed = to(&replies, ann)
        .into_iter()
        .find(|r| r.subject.contains("Anmeldung geschlossen"))
        .unwrap_or_else(|| panic!("{replies:?}"));
    assert!(
        closed.body.contains("1  Ann Example") && closed.body.contains("2  Ben Example"),
        "{}",
        closed.body
    );
    // A player in a game sets the language as a name or time zone.
    c.organiser("tournament start 1", "2026-12-11T10:00:00Z");
    let game: i64 = c.w.count(
        "SELECT MIN(g.id) FROM games g JOIN players p ON p.id = g.white_id OR p.id = g.black_id \
         WHERE p.email = 'ann@example.org'",
    );
    let replies = c.reply(ann, game, "language it", "2026-12-11T11:00:00Z");
    assert!(
        titled(&replies, ann, "Impostazioni cambiate")
            .body
            .contains("La Sua lingua ora è it."),
        "{replies:?}"
    );
    assert_eq!(c.settings_of(ann).1.as_deref(), Some("it"));
}

#[test]
fn a_reply_to_the_entered_mail_can_withdraw_the_entry() {
    let mut c = club();
    let cat = "cat@example.org";
    c.organiser(
        "tournament new \"Winter Cup\" --entries-until 2026-12-10",
        "2026-12-01T09:00:00Z",
    );
    let replies = c.enter(cat, "2026-12-02T09:00:00Z");
    let entered = titled(&replies, cat, "Entered: Winter Cup").clone();
    let replies = c.answer(&entered, cat, "withdraw entry 1", "2026-12-02T10:00:00Z");
    assert!(only_to(&replies, cat).body.contains("is withdrawn"));
    assert_eq!(c.entrants(), 0);
}
