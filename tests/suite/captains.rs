//! Captains by mail in team events, through the real binary (a Maildir inbox,
//! `arbiter poll --once --now`, a real SQLite file). Two captains enter their
//! teams in an open team match by mail, the listed players confirm (one days
//! after the others, one says no and the captain lists another in their place),
//! a hostile mail of each kind is refused with nothing changed, the boards are
//! the confirmed players in the captain's order, and the match starts board
//! against board. In a team round robin of four teams of three, a replacement
//! granted by mail takes over the board's running games with new codes (the old
//! code moves nothing, the new one plays, the finished game stays with the
//! board), captains get the results mail, and a team's withdrawal forfeits its
//! running games. Every expected text comes from the message files in
//! locales/, in English and in German.

use crate::common::club::{Club, Settings};
use crate::common::{only, say, to, translated, Sent};
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter::notation::words::{Phrase, Word};

const TD: &str = "td@example.com";
const CODE: &str = "td-secret-4f7q9x2m";
/// Ajax's captain, who does not play.
const CAP_A: &str = "cap@ajax.org";
const A1: &str = "a1@ajax.org";
const A2: &str = "a2@ajax.org";
const A3: &str = "a3@ajax.org";
const A4: &str = "a4@ajax.org";
/// The Blues' captain, who plays on board 1 and reads German.
const B1: &str = "b1@blues.net";
const B2: &str = "b2@blues.net";
const B3: &str = "b3@blues.net";
const STRANGER: &str = "x@evil.example";

/// A club whose arbiter is named "Arbiter".
fn club() -> Club {
    Club::new(TD, CODE, Settings::named("Arbiter"))
}

/// The Open Teams match's name and number, and `team`.
fn open(team: &str) -> Vec<(&'static str, Word)> {
    vec![
        ("name", "Open Teams".into()),
        ("tournament", Word::from("1")),
        ("team", team.into()),
    ]
}

/// `args` with more placeholders after them.
fn and(
    mut args: Vec<(&'static str, Word)>,
    more: &[(&'static str, Word)],
) -> Vec<(&'static str, Word)> {
    args.extend_from_slice(more);
    args
}

impl Club {
    /// The teams' boards as held now: (team, board, address), by team and board.
    fn cap_boards(&self) -> Vec<(i64, i64, String)> {
        self.w.rows(
            "SELECT m.team, m.board, p.email FROM tournament_team_members m \
             JOIN players p ON p.id = m.player_id WHERE m.until IS NULL ORDER BY m.team, m.board",
            [],
        )
    }

    /// `player` answers `request` with `text` at `now`; the replies.
    fn cap_answer(&mut self, request: &Sent, player: &str, text: &str, now: &str) -> Vec<Sent> {
        self.answer(request, player, text, now)
    }
}

/// The one mail to `who` among `replies` that carries a confirmation token.
fn request<'a>(replies: &'a [Sent], who: &str) -> &'a Sent {
    let asking: Vec<&Sent> = to(replies, who)
        .into_iter()
        .filter(|m| m.subject.contains("[Confirm "))
        .collect();
    assert_eq!(asking.len(), 1, "{who}");
    asking[0]
}

#[test]
fn two_captains_enter_an_open_team_match_by_mail() {
    let mut c = club();
    let replies = c.organiser(
        "tournament new \"Open Teams\" --system team-match --variant chess \
         --time-control 5d/move --entries-until 2026-12-05T12:00:00Z",
        "2026-12-01T09:00:00Z",
    );
    assert!(
        only(&replies, TD).subject.starts_with("Done"),
        "{}",
        only(&replies, TD).body
    );

    // A player alone cannot enter a team event: the refusal says how a team is entered.
    let replies = c.send(STRANGER, "entry", "enter 1", "2026-12-01T09:05:00Z");
    let refusal = &only(&replies, STRANGER).body;
    assert!(
        refusal.contains(&say(
            Language::English,
            "captain-individual-entry",
            &open("")
        )),
        "{refusal}"
    );

    // Ajax's captain lists three players (one with a name, a greeting after the list).
    let replies = c.send(
        CAP_A,
        "our team",
        &format!(
            "enter 1 team Ajax\n\n1. {A1}\n2. Ann Two <{A2}>\n3. {A3}\n\nRegards, the captain"
        ),
        "2026-12-01T09:10:00Z",
    );
    assert_eq!(
        replies.len(),
        4,
        "{:?}",
        replies.iter().map(|r| &r.to).collect::<Vec<_>>()
    );
    let entered = only(&replies, CAP_A);
    let en = Language::English;
    assert_eq!(
        entered.subject,
        say(en, "captain-entered-subject", &open("Ajax"))
    );
    assert!(
        entered.body.contains(&say(
            en,
            "captain-entered",
            &and(open("Ajax"), &[("count", Word::Number(3))])
        )),
        "{}",
        entered.body
    );
    assert!(entered
        .body
        .contains("The 3 players you listed are asked to confirm"));
    assert!(
        entered
            .body
            .contains(&format!("Ann Two <{A2}>: not answered yet")),
        "{}",
        entered.body
    );
    let asked = |place: i64| {
        say(
            en,
            "captain-ask-intro",
            &and(
                open("Ajax"),
                &[("captain", CAP_A.into()), ("place", Word::Number(place))],
            ),
        )
    };
    let a1_request = request(&replies, A1).clone();
    let a2_request = request(&replies, A2).clone();
    let a3_request = request(&replies, A3).clone();
    assert!(a2_request.body.contains(&asked(2)), "{}", a2_request.body);
    assert!(
        a1_request.body.contains("\n    confirm\n"),
        "{}",
        a1_request.body
    );
    assert!(
        a1_request.body.contains("\n    decline\n"),
        "{}",
        a1_request.body
    );

    // The Blues' captain plays on board 1.
    let replies = c.send(
        B1,
        "entry",
        &format!("enter 1 team Blues\n{B1}\n{B2}\n{B3}"),
        "2026-12-01T09:20:00Z",
    );
    assert_eq!(replies.len(), 4);
    let b1_request = request(&replies, B1).clone();
    let b2_request = request(&replies, B2).clone();
    let b3_request = request(&replies, B3).clone();
    let teams = |c: &Club| c.w.count("SELECT COUNT(*) FROM tournament_teams");
    assert_eq!(teams(&c), 2);

    // Hostile mails: a team's name taken, a player of another team listed, an
    // order from someone who is not the captain. Each refused, nothing changed.
    let replies = c.send(
        STRANGER,
        "entry",
        &format!("enter 1 team ajax\n{STRANGER}"),
        "2026-12-01T09:30:00Z",
    );
    assert!(
        only(&replies, STRANGER)
            .body
            .contains(&say(en, "captain-name-taken", &open("Ajax"))),
        "{}",
        only(&replies, STRANGER).body
    );
    let replies = c.send(
        STRANGER,
        "entry",
        &format!("enter 1 team Reds\n{B2}"),
        "2026-12-01T09:31:00Z",
    );
    assert!(
        only(&replies, STRANGER).body.contains(&say(
            en,
            "captain-plays-already",
            &and(open("Reds"), &[("address", B2.into())])
        )),
        "{}",
        only(&replies, STRANGER).body
    );
    let replies = c.send(
        B2,
        "order",
        &format!("order 1 Ajax\n{B2}"),
        "2026-12-01T09:32:00Z",
    );
    assert!(
        only(&replies, B2)
            .body
            .contains(&say(en, "captain-not-captain", &open("Ajax"))),
        "{}",
        only(&replies, B2).body
    );
    assert_eq!(teams(&c), 2);
    assert!(c.cap_boards().is_empty());

    // Ajax's players answer: two confirm, one says no; the captain hears each.
    let replies = c.cap_answer(&a1_request, A1, "confirm", "2026-12-01T10:00:00Z");
    let on_team = &only(&replies, A1).body;
    assert!(
        on_team.contains(&say(
            en,
            "captain-confirmed",
            &and(open("Ajax"), &[("board", Word::Number(1))])
        )),
        "{on_team}"
    );
    let news = only(&replies, CAP_A);
    assert_eq!(news.subject, say(en, "captain-news-subject", &open("Ajax")));
    assert!(news.body.contains(&say(
        en,
        "captain-told-confirmed",
        &and(open("Ajax"), &[("player", A1.into())])
    )));
    assert!(
        news.body.contains(&format!("{A1}: board 1")),
        "{}",
        news.body
    );
    c.cap_answer(&a2_request, A2, "Confirm!", "2026-12-01T11:00:00Z");
    // Someone else's answer with a player's token does nothing.
    let replies = c.cap_answer(&a3_request, STRANGER, "confirm", "2026-12-01T11:30:00Z");
    assert!(to(&replies, CAP_A).is_empty());
    let replies = c.cap_answer(&a3_request, A3, "decline", "2026-12-01T12:00:00Z");
    let news = only(&replies, CAP_A);
    assert!(
        news.body.contains(&say(
            en,
            "captain-told-declined",
            &and(open("Ajax"), &[("player", A3.into())])
        )),
        "{}",
        news.body
    );
    assert!(
        news.body.contains(&format!("{A3}: declined")),
        "{}",
        news.body
    );

    // The captain lists another player in the place of the one who said no.
    let replies = c.send(
        CAP_A,
        "order",
        &format!("order 1 Ajax\n{A1}\nDan Four <{A4}>\n{A2}"),
        "2026-12-01T13:00:00Z",
    );
    let ordered = only(&replies, CAP_A);
    assert!(
        ordered
            .body
            .contains(&say(en, "captain-ordered", &open("Ajax"))),
        "{}",
        ordered.body
    );
    assert!(
        ordered.body.contains(&format!("Ann Two <{A2}>: board 2")),
        "{}",
        ordered.body
    );
    assert!(
        ordered
            .body
            .contains(&format!("Dan Four <{A4}>: not answered yet")),
        "{}",
        ordered.body
    );
    let a4_request = request(&replies, A4).clone();
    assert!(
        to(&replies, A3).is_empty(),
        "a player who said no is not told again"
    );
    c.cap_answer(&a4_request, A4, "yes", "2026-12-01T14:00:00Z");

    // The Blues' captain confirms in German and from then reads the team's news in German.
    let de = Language::German;
    let replies = c.cap_answer(
        &b1_request,
        B1,
        "confirm\nlanguage de",
        "2026-12-01T15:00:00Z",
    );
    let mails = to(&replies, B1);
    assert_eq!(
        mails.len(),
        2,
        "{:?}",
        mails.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    let blues = open("Blues");
    let confirmed = translated(
        &blues
            .iter()
            .fold(Phrase::new("captain-confirmed"), |p, (k, v)| {
                p.with(*k, v.clone())
            })
            .with("board", 1),
        de,
    );
    assert!(
        mails.iter().any(|m| m.body.contains(&confirmed)),
        "{confirmed}"
    );
    let told = say(
        de,
        "captain-told-confirmed",
        &and(open("Blues"), &[("player", B1.into())]),
    );
    assert!(
        mails
            .iter()
            .any(|m| m.body.contains(&told) && m.body.contains(&format!("{B1}: Brett 1"))),
        "{told}"
    );
    c.cap_answer(&b2_request, B2, "confirm", "2026-12-02T09:00:00Z");
    // The last player answers days later, still before the entries close.
    let replies = c.cap_answer(&b3_request, B3, "confirm", "2026-12-04T20:00:00Z");
    let news = only(&replies, B1);
    assert!(
        news.body.contains(&format!("{B3}: Brett 3")),
        "{}",
        news.body
    );

    assert_eq!(
        c.cap_boards(),
        vec![
            (1, 1, A1.to_string()),
            (1, 2, A4.to_string()),
            (1, 3, A2.to_string()),
            (2, 1, B1.to_string()),
            (2, 2, B2.to_string()),
            (2, 3, B3.to_string()),
        ]
    );
    assert_eq!(
        c.w.count("SELECT COUNT(*) FROM tournament_players WHERE tournament_id = 1"),
        6
    );

    // After the closing instant the order is fixed.
    let replies = c.send(
        CAP_A,
        "order",
        &format!("order 1 Ajax\n{A2}\n{A1}\n{A4}"),
        "2026-12-06T09:00:00Z",
    );
    let refusal = &only(&replies, CAP_A).body;
    assert!(refusal.contains("closed"), "{refusal}");
    assert_eq!(c.cap_boards()[1], (1, 2, A4.to_string()));

    // The organiser starts the match: board k against board k, two games each.
    let replies = c.organiser("tournament start 1", "2026-12-06T10:00:00Z");
    assert!(
        only(&replies, TD).subject.starts_with("Done"),
        "{}",
        only(&replies, TD).body
    );
    assert_eq!(c.w.count("SELECT COUNT(*) FROM tournament_team_games"), 6);
    for player in [A1, A4, A2, B1, B2, B3] {
        assert_eq!(to(&replies, player).len(), 2, "{player}");
    }
    assert!(to(&replies, A3).is_empty() && to(&replies, CAP_A).is_empty());
}

/// Ajax's second board during the league.
const NEW: &str = "new@ajax.org";

impl Club {
    /// The running league: a team round robin of four teams of three (Ajax's
    /// captain does not play, the Blues' plays board 1), one replacement a team,
    /// started by the organiser; the replies to the start.
    fn cap_league(&mut self) -> Vec<Sent> {
        let team = |name: &str, captain: &str, players: [&str; 3]| {
            format!(" --team \"{name}={captain}:{}\"", players.join(","))
        };
        let teams = [
            team("Ajax", CAP_A, [A1, A2, A3]),
            team("Blues", B1, [B1, B2, B3]),
            team(
                "Cats",
                "c1@cats.org",
                ["c1@cats.org", "c2@cats.org", "c3@cats.org"],
            ),
            team(
                "Dogs",
                "d1@dogs.org",
                ["d1@dogs.org", "d2@dogs.org", "d3@dogs.org"],
            ),
        ]
        .concat();
        let made = self.organiser(
            &format!(
                "tournament new League --system team-round-robin --variant chess \
                 --time-control 5d/move --max-replacements 1{teams}"
            ),
            "2026-12-01T09:00:00Z",
        );
        assert!(
            only(&made, TD).subject.starts_with("Done"),
            "{}",
            only(&made, TD).body
        );
        self.organiser("tournament start 1", "2026-12-01T10:00:00Z")
    }

    /// The games `email` plays, running ones only when `running`.
    fn cap_games_of(&self, email: &str, running: bool) -> Vec<i64> {
        self.w
            .rows::<(i64,), _>(
                "SELECT g.id FROM games g JOIN players w ON w.id = g.white_id \
             JOIN players b ON b.id = g.black_id WHERE (w.email = ?1 OR b.email = ?1) \
             AND (?2 = 0 OR g.status = 'active') ORDER BY g.id",
                rusqlite::params![email, running],
            )
            .into_iter()
            .map(|(g,)| g)
            .collect()
    }
}

/// The mail among `mails` about game `game` (its subject's `[Game N]`).
fn about_game<'a>(mails: &[&'a Sent], game: i64) -> &'a Sent {
    let tag = format!("[Game {game}");
    mails
        .iter()
        .find(|m| m.subject.contains(&tag))
        .unwrap_or_else(|| panic!("no mail about game {game}"))
}

#[test]
fn a_replacement_granted_by_mail_takes_over_the_running_games_with_new_codes() {
    let mut c = club();
    let en = Language::English;
    let started = c.cap_league();
    let old_mails = to(&started, A2);
    let a2_games = c.cap_games_of(A2, true);
    assert_eq!(a2_games.len(), 3);
    // A2 resigns the first game: that result stays with board 2 of Ajax.
    let first = about_game(&old_mails, a2_games[0]).clone();
    let replies = c.answer(&first, A2, "resign", "2026-12-02T09:00:00Z");
    assert_eq!(c.cap_games_of(A2, true).len(), 2);
    // The results mail goes to every captain too, who may not play.
    let results = only(&replies, CAP_A);
    assert!(results.body.contains("League"), "{}", results.body);
    assert_eq!(
        to(&replies, B1)
            .iter()
            .filter(|m| m.subject == results.subject)
            .count(),
        1
    );

    // Hostile requests: from someone who captains no team, for a board the team
    // lacks, for a player who plays in the event already.
    let replies = c.send(
        B2,
        "replacement",
        &format!("replace 2 {NEW}"),
        "2026-12-03T09:00:00Z",
    );
    assert!(only(&replies, B2)
        .body
        .contains(&say(en, "captain-captains-none", &[])));
    let replies = c.send(
        B1,
        "replacement",
        &format!("replace 4 {NEW}"),
        "2026-12-03T09:01:00Z",
    );
    let no_board = say(
        en,
        "captain-no-board",
        &and(
            open("Blues"),
            &[("board", Word::Number(4)), ("boards", Word::Number(3))],
        ),
    );
    assert!(
        only(&replies, B1)
            .body
            .contains(&no_board.replace("Open Teams", "League")),
        "{}",
        only(&replies, B1).body
    );
    let replies = c.send(
        CAP_A,
        "replacement",
        &format!("replace 2 {B2}"),
        "2026-12-03T09:02:00Z",
    );
    assert!(
        only(&replies, CAP_A)
            .body
            .contains("plays in League (tournament 1) already"),
        "{}",
        only(&replies, CAP_A).body
    );
    assert_eq!(c.w.count("SELECT COUNT(*) FROM team_requests"), 0);

    // Ajax's captain asks; the organiser gets the request with the words to answer.
    let replies = c.send(
        CAP_A,
        "replacement",
        &format!("replace 2 {NEW}"),
        "2026-12-03T10:00:00Z",
    );
    let asked = only(&replies, TD).clone();
    assert!(asked.subject.contains("[Confirm "), "{}", asked.subject);
    assert!(
        asked.body.contains(&format!("{CAP_A}, captain of team Ajax in League (tournament 1), asks that {NEW} replace {A2} on board 2.")),
        "{}",
        asked.body
    );
    assert!(asked.body.contains("\n    approve\n") && asked.body.contains("\n    refuse"));
    assert!(only(&replies, CAP_A)
        .body
        .contains(&say(en, "captain-request-sent", &[])));
    // A player's answer to the organisers' request is refused.
    let replies = c.answer(&asked, B2, "approve", "2026-12-03T10:30:00Z");
    assert!(to(&replies, NEW).is_empty());

    // The organiser grants it: the two running games pass to the new player.
    let replies = c.answer(&asked, TD, "approve", "2026-12-03T11:00:00Z");
    let new_mails = to(&replies, NEW);
    // A mail about each running game (with its code) and the notice.
    assert_eq!(
        new_mails.len(),
        3,
        "{:?}",
        new_mails.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    let notice = new_mails
        .iter()
        .find(|m| m.subject.starts_with("Team Ajax"))
        .unwrap();
    assert!(
        notice.body.contains(&format!(
            "The organiser ({TD}) gave board 2 of team Ajax to {NEW} in place of {A2}."
        )),
        "{}",
        notice.body
    );
    assert!(
        notice
            .body
            .contains("The board's 2 running games pass to the new player with new codes"),
        "{}",
        notice.body
    );
    assert_eq!(
        to(&replies, A2).len(),
        1,
        "the old player gets the notice only"
    );
    assert_eq!(to(&replies, CAP_A).len(), 1);
    assert_eq!(c.cap_games_of(A2, true), Vec::<i64>::new());
    assert_eq!(c.cap_games_of(NEW, true), a2_games[1..].to_vec());
    // The finished game stays A2's: the board's result so far.
    assert_eq!(c.cap_games_of(A2, false), vec![a2_games[0]]);
    assert_eq!(
        c.w.rows::<(String,), _>(
            "SELECT p.email FROM tournament_team_members m JOIN players p ON p.id = m.player_id \
             WHERE m.team = 1 AND m.board = 2 ORDER BY m.until IS NULL",
            []
        ),
        vec![(A2.to_string(),), (NEW.to_string(),)]
    );

    // The old player's code for a running game no longer works; the new one's does.
    let white_is_new = |c: &Club, g: i64| {
        c.w.count(&format!(
            "SELECT COUNT(*) FROM games g JOIN players w ON w.id = g.white_id \
             WHERE g.id = {g} AND w.email = '{NEW}'"
        )) == 1
    };
    let game = a2_games[1..]
        .iter()
        .copied()
        .find(|&g| white_is_new(&c, g))
        .unwrap_or(a2_games[1]);
    let turns = |c: &Club| {
        c.w.count(&format!(
            "SELECT COUNT(*) FROM turns WHERE game_id = {game}"
        ))
    };
    let before = turns(&c);
    let old_mail = about_game(&old_mails, game).clone();
    let new_mail = about_game(&new_mails, game).clone();
    assert_ne!(old_mail.reply_to, new_mail.reply_to);
    // The games start at once: White is to move in each.
    let new_is_white = white_is_new(&c, game);
    assert!(new_is_white, "the new player has White in a running game");
    let first_move = if new_is_white { "e4" } else { "e5" };
    let replies = c.answer(&old_mail, A2, first_move, "2026-12-03T12:00:00Z");
    assert_eq!(turns(&c), before, "the old code moved nothing");
    assert!(to(&replies, NEW).is_empty());
    if new_is_white {
        let replies = c.answer(&new_mail, NEW, "e4", "2026-12-03T13:00:00Z");
        assert_eq!(turns(&c), before + 1, "the new code plays");
        assert!(!to(&replies, NEW).is_empty());
    }

    // One replacement is the league's limit.
    let replies = c.send(
        CAP_A,
        "replacement",
        "replace 1 n2@ajax.org",
        "2026-12-04T09:00:00Z",
    );
    assert!(
        only(&replies, CAP_A)
            .body
            .contains("has had its one replacement in League"),
        "{}",
        only(&replies, CAP_A).body
    );

    // A withdrawal the organiser refuses changes nothing; the captain hears why.
    let replies = c.send(CAP_A, "withdrawal", "withdraw team", "2026-12-04T10:00:00Z");
    let asked = only(&replies, TD).clone();
    let replies = c.answer(&asked, TD, "refuse", "2026-12-04T11:00:00Z");
    assert!(
        only(&replies, CAP_A).body.contains(&format!(
            "The organiser {TD} refused your request for team Ajax in League: the team's withdrawal."
        )),
        "{}",
        only(&replies, CAP_A).body
    );
    assert_eq!(c.cap_games_of(A1, true).len(), 3);
    // An answer to a request answered before is refused.
    let replies = c.answer(&asked, TD, "approve", "2026-12-04T12:00:00Z");
    assert!(
        only(&replies, TD)
            .body
            .contains("was answered before (refused)"),
        "{}",
        only(&replies, TD).body
    );
    assert_eq!(c.cap_games_of(A1, true).len(), 3);

    // The Blues withdraw: their running games are forfeited, their results stand.
    let replies = c.send(B1, "withdrawal", "withdraw team", "2026-12-05T09:00:00Z");
    let asked = only(&replies, TD).clone();
    let replies = c.answer(&asked, TD, "approve", "2026-12-05T10:00:00Z");
    let told = to(&replies, B1);
    assert!(told.iter().any(|m| m
        .body
        .contains("Team Blues has withdrawn from League (tournament 1).")));
    assert_eq!(c.cap_games_of(B1, true), Vec::<i64>::new());
    assert_eq!(c.cap_games_of(B2, true), Vec::<i64>::new());
    assert_eq!(
        c.w.count("SELECT COUNT(*) FROM tournament_teams WHERE withdrawn_at IS NOT NULL"),
        1
    );
}
