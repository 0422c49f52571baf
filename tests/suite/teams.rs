//! A team match of two teams of four, run end to end by mail with simulated
//! time (`--now`): the real binary, a real Maildir inbox, the file outbox and
//! the SQLite file. Ajax (captained by a player who does not play) meets Blues
//! (captained by its first board), two games a board with the colours
//! reversed; the games end in a checkmate, draws by agreement, resignations and
//! a loss on time. The team crosstable and each board's table are compared with
//! the ones worked by hand, in the organiser's text, in the results mail and on
//! the published site, whose page headless Chromium draws.

use crate::common::browser::{near, screenshot_sized, Picture};
use crate::common::{to, Event, Sent};

const TD: &str = "td@example.org";
const CAPTAIN: &str = "captain@ajax.org";
/// Ajax's players, board 1 to 4: (name, address).
const AJAX: [(&str, &str); 4] = [
    ("Ann", "ann@ajax.org"),
    ("Al", "al@ajax.org"),
    ("Abe", "abe@ajax.org"),
    ("Amy", "amy@ajax.org"),
];
/// Blues' players, board 1 to 4.
const BLUES: [(&str, &str); 4] = [
    ("Bea", "bea@blues.org"),
    ("Bob", "bob@blues.org"),
    ("Bud", "bud@blues.org"),
    ("Bel", "bel@blues.org"),
];

/// `Name <address>,...` of a team's players.
fn players(team: &[(&str, &str)]) -> String {
    team.iter()
        .map(|(n, a)| format!("{n} <{a}>"))
        .collect::<Vec<_>>()
        .join(",")
}

/// The results mails among `replies`: one per entrant.
fn results_mails(replies: &[Sent]) -> Vec<&Sent> {
    replies
        .iter()
        .filter(|r| r.subject.starts_with("Winter Match") && r.subject.contains("crosstable"))
        .collect()
}

/// `tournament new` refuses teams that do not make a team event, saying why.
#[test]
fn team_events_that_do_not_fit_are_refused_with_the_reason() {
    let ev = Event::new(TD);
    let now = "2027-01-04T00:00:00Z";
    ev.run(&["init"], now);
    let refused = |args: &[&str], why: &str| {
        let mut all = vec!["--config", ev.config.to_str().unwrap()];
        all.extend_from_slice(&["tournament", "new", "X"]);
        all.extend_from_slice(args);
        all.extend_from_slice(&["--now", now]);
        let (code, out, err) = ev.world.arbiter(&all);
        assert_ne!(code, 0, "{args:?}: {out}");
        assert!(err.contains(why), "{args:?}: {err}");
    };
    let match_of =
        |a: &'static str, b: &'static str| ["--system", "team-match", "--team", a, "--team", b];
    refused(
        &match_of("Ajax=a@x.org,b@x.org", "Blues=c@x.org"),
        "the teams must have as many players each: Blues has one player, Ajax has 2",
    );
    refused(
        &match_of("Ajax=a@x.org,b@x.org", "AJAX=c@x.org,d@x.org"),
        "two teams are named AJAX",
    );
    refused(
        &match_of("Ajax=a@x.org,b@x.org", "Blues=c@x.org,a@x.org"),
        "a@x.org plays for Ajax and for Blues: a player plays for one team only",
    );
    refused(
        &["--system", "team-match", "--team", "Ajax=a@x.org"],
        "a team match is between 2 teams (--team), given: 1",
    );
    refused(
        &[
            "--system",
            "team-round-robin",
            "--team",
            "A=a@x.org",
            "--team",
            "B=b@x.org",
        ],
        "a team round robin needs at least 3 teams (--team), given: 2",
    );
    refused(
        &match_of("Ajax a@x.org", "Blues=c@x.org"),
        "--team \"Ajax a@x.org\": write NAME=PLAYER,PLAYER,...",
    );
    refused(
        &["--team", "Ajax=a@x.org", "--player", "b@x.org"],
        "--team, --games-per-board, --team-score and --max-replacements are for --system team-match or team-round-robin",
    );
}

#[test]
fn a_team_match_of_two_teams_of_four_by_mail_through_simulated_time() {
    let mut ev = Event::new(TD);
    let start = "2027-01-04T00:00:00Z";
    ev.run(&["init"], start);
    let ajax = format!("Ajax={CAPTAIN}:{}", players(&AJAX));
    let blues = format!("Blues={}", players(&BLUES));
    let out = ev.run(
        &[
            "tournament",
            "new",
            "Winter Match",
            "--system",
            "team-match",
            "--time-control",
            "5d/move",
            "--team",
            &ajax,
            "--team",
            &blues,
        ],
        start,
    );
    assert_eq!(out.lines().next(), Some("1"), "{out}");
    assert!(out.contains("2 teams, 8 players"), "{out}");
    let captains: Vec<(String, String)> = ev.world.rows(
        "SELECT t.name, p.email FROM tournament_teams t JOIN players p ON p.id = t.captain_id \
         ORDER BY t.seat",
        [],
    );
    assert_eq!(
        captains,
        [
            ("Ajax".to_string(), CAPTAIN.to_string()),
            ("Blues".to_string(), BLUES[0].1.to_string())
        ]
    );

    // Every game at once: board k against board k, two games a board with the
    // colours reversed, Ajax White in game 1 of the odd boards.
    let out = ev.run(&["tournament", "start", "1"], start);
    assert!(out.contains("8 game(s) started (1 2 3 4 5 6 7 8)"), "{out}");
    let pairs: Vec<(i64, String, String)> = ev.world.rows(
        "SELECT g.id, w.email, b.email FROM games g JOIN players w ON w.id = g.white_id \
         JOIN players b ON b.id = g.black_id ORDER BY g.id",
        [],
    );
    let (a, b) = (|i: usize| AJAX[i].1, |i: usize| BLUES[i].1);
    let expected = [
        (a(0), b(0)),
        (b(0), a(0)),
        (b(1), a(1)),
        (a(1), b(1)),
        (a(2), b(2)),
        (b(2), a(2)),
        (b(3), a(3)),
        (a(3), b(3)),
    ];
    for ((id, w, bl), (ew, eb)) in pairs.iter().zip(expected) {
        assert_eq!((w.as_str(), bl.as_str()), (ew, eb), "game {id}");
    }
    // Each player's first mails name the event, the meeting and the board.
    let first = ev.world.new_replies();
    assert_eq!(first.len(), 16);
    for (board, (_, address)) in BLUES.iter().enumerate() {
        let mails = to(&first, address);
        assert_eq!(mails.len(), 2);
        let line = format!(
            "Winter Match (tournament 1), round 1; team match Ajax - Blues, board {}",
            board + 1
        );
        assert!(mails.iter().all(|m| m.body.contains(&line)), "{mails:#?}");
    }

    // Day 1. Board 1: Ann mates Bea (scholar's mate), then they agree a draw.
    let day1 = "2027-01-05T10:00:00Z";
    let (ann, bea) = (AJAX[0].1, BLUES[0].1);
    for (who, mv) in [
        (ann, "e4"),
        (bea, "e5"),
        (ann, "Bc4"),
        (bea, "Nc6"),
        (ann, "Qh5"),
        (bea, "Nf6"),
        (ann, "Qxf7#"),
    ] {
        let replies = ev.mail(who, 1, mv, day1);
        // Every game mail names the meeting and the board, not only the first.
        assert!(
            replies.iter().any(|m| m.body.contains(
                "Winter Match (tournament 1), round 1; team match Ajax - Blues, board 1"
            )),
            "{replies:#?}"
        );
    }
    assert_eq!(ev.result(1), ("1-0".into(), "checkmate".into()));
    // A result: the team tables to every entrant.
    let plays = [
        (bea, 2, "e4"),
        (ann, 2, "e5"),
        (bea, 2, "draw"),
        (ann, 2, "draw"),
        // Board 2: Al resigns to Bob, then Al and Bob draw.
        (BLUES[1].1, 3, "e4"),
        (AJAX[1].1, 3, "resign"),
        (AJAX[1].1, 4, "d4"),
        (BLUES[1].1, 4, "d5"),
        (AJAX[1].1, 4, "draw"),
        (BLUES[1].1, 4, "draw"),
        // Board 3: Bud resigns to Abe; in game 6 Bud opens and Abe never
        // answers.
        (AJAX[2].1, 5, "e4"),
        (BLUES[2].1, 5, "resign"),
        (BLUES[2].1, 6, "e4"),
        // Board 4: Bel resigns with White before a move; then a draw.
        (BLUES[3].1, 7, "resign"),
        (AJAX[3].1, 8, "e4"),
        (BLUES[3].1, 8, "e5"),
        (AJAX[3].1, 8, "draw"),
    ];
    for (who, game, body) in plays {
        let replies = ev.mail(who, game, body, day1);
        if (game, body) == (3, "resign") {
            let mails = results_mails(&replies);
            let mut whom: Vec<&str> = mails.iter().map(|m| m.to.as_str()).collect();
            whom.sort_unstable();
            // Every player, and Ajax's captain, who does not play.
            let mut all: Vec<&str> = AJAX.iter().chain(&BLUES).map(|p| p.1).collect();
            all.push(CAPTAIN);
            all.sort_unstable();
            assert_eq!(whom, all, "{replies:#?}");
            assert!(mails[0].body.contains("Board 2"), "{}", mails[0].body);
        }
    }
    let replies = ev.mail(BLUES[3].1, 8, "draw", day1);
    assert_eq!(results_mails(&replies).len(), 9);
    assert_eq!(ev.result(7), ("0-1".into(), "resignation".into()));

    // Abe's deadline (five days after Bud's e4) passes: the loss on time, the
    // last result, the final tables.
    let replies = ev.poll("2027-01-11T12:00:00Z");
    assert_eq!(ev.result(6), ("1-0".into(), "time-forfeit".into()));
    let finals = results_mails(&replies);
    assert_eq!(finals.len(), 9, "{replies:#?}");
    assert!(
        finals[0].subject.contains("final crosstable"),
        "{}",
        finals[0].subject
    );

    // Worked by hand. Game points of Ajax: board 1 1 + ½, board 2 0 + ½,
    // board 3 1 + 0, board 4 1 + ½ = 4½; Blues 8 - 4½ = 3½. The meeting is
    // over: Ajax 2 match points, Blues 0. Ranked by game points (the default):
    // Ajax first. Ajax's cell against Blues: 4½ (2); Blues': 3½ (0). The
    // tie-breaks (MPTS, EDE, EGGSB, BC, BBE by default) separate no one: each
    // team is alone on its score. Boards: 1 Ann 1½ of 2, Bea ½; 2 Bob 1½, Al ½;
    // 3 Abe 1, Bud 1 (equal: one rank, by pairing number); 4 Amy 1½, Bel ½.
    let table = ev.run(&["tournament", "table", "1"], "2027-01-11T13:00:00Z");
    let words = |line: &str| -> Vec<String> { line.split_whitespace().map(String::from).collect() };
    let line_of = |start: &str, contains: &str| -> Vec<String> {
        let from = table
            .find(start)
            .unwrap_or_else(|| panic!("{start} in {table}"));
        words(
            table[from..]
                .lines()
                .find(|l| l.contains(contains))
                .unwrap_or_else(|| panic!("{contains} after {start} in {table}")),
        )
    };
    assert!(
        table.starts_with("Winter Match (tournament 1): chess, team match, 2 games per board, ranked by game points, 5d/move"),
        "{table}"
    );
    assert_eq!(
        line_of("Rk  No  Team", "Rk"),
        ["Rk", "No", "Team", "1", "2", "MP", "GP", "MPTS", "EDE", "EGGSB", "BC", "BBE"]
    );
    let crosstable = |name: &str| line_of("Rk  No  Team", name)[..8].to_vec();
    assert_eq!(
        crosstable("Ajax"),
        ["1", "1", "Ajax", "*", "4½", "(2)", "2", "4½"]
    );
    assert_eq!(
        crosstable("Blues"),
        ["2", "2", "Blues", "3½", "(0)", "*", "0", "3½"]
    );
    // MPTS: the match points again (2, 0); EGGSB (C.07 Art. 13.2.4): the
    // opponent's game points times the game points scored in the meeting,
    // 3½ x 4½ = 15.75 for Ajax and 4½ x 3½ = 15.75 for Blues.
    let tiebreaks = |name: &str| {
        let line = line_of("Rk  No  Team", name);
        (line[8].clone(), line[10].clone())
    };
    assert_eq!(tiebreaks("Ajax"), ("2".to_string(), "15.75".to_string()));
    assert_eq!(tiebreaks("Blues"), ("0".to_string(), "15.75".to_string()));
    let board = |n: u32, name: &str| line_of(&format!("Board {n}\n"), name);
    assert_eq!(board(1, "Ann"), ["1", "Ajax", "Ann", "1½", "2"]);
    assert_eq!(board(1, "Bea"), ["2", "Blues", "Bea", "½", "2"]);
    assert_eq!(board(2, "Bob"), ["1", "Blues", "Bob", "1½", "2"]);
    assert_eq!(board(2, "Al"), ["2", "Ajax", "Al", "½", "2"]);
    assert_eq!(board(3, "Abe"), ["1", "Ajax", "Abe", "1", "2"]);
    assert_eq!(board(3, "Bud"), ["1", "Blues", "Bud", "1", "2"]);
    assert_eq!(board(4, "Amy"), ["1", "Ajax", "Amy", "1½", "2"]);
    assert_eq!(board(4, "Bel"), ["2", "Blues", "Bel", "½", "2"]);
    assert!(table.contains("ranked by game points first"), "{table}");
    // The final mail holds the same tables.
    assert!(finals[0].body.contains("Board 4"), "{}", finals[0].body);
    assert!(
        finals
            .iter()
            .all(|m| m.body.contains("Ajax") && m.body.contains("4½ (2)")),
        "{finals:#?}"
    );

    // The organiser's HTML page.
    let html = ev.run(
        &["tournament", "table", "1", "--html"],
        "2027-01-11T13:00:00Z",
    );
    assert!(html.contains("<table class=\"teams\">"), "{html}");
    assert!(
        html.contains("<td class=\"name\">Blues</td><td>3½ (0)</td><td class=\"self\">*</td>"),
        "{html}"
    );

    // The records: each game's teams and board in the PGN, each team's
    // start numbers (boards 1 to 4, Ajax first) on its TRF-16 013 line.
    let pgn = ev.run(&["tournament", "pgn", "1"], "2027-01-11T13:00:00Z");
    assert_eq!(pgn.matches("[WhiteTeam \"Ajax\"]").count(), 4, "{pgn}");
    assert_eq!(pgn.matches("[BlackTeam \"Ajax\"]").count(), 4, "{pgn}");
    assert_eq!(pgn.matches("[Board \"4\"]").count(), 2, "{pgn}");
    let trf = ev.run(&["tournament", "trf", "1"], "2027-01-11T13:00:00Z");
    let ajax = format!("013 {:<31} {:>4} {:>4} {:>4} {:>4}", "Ajax", 1, 2, 3, 4);
    assert!(trf.lines().any(|l| l.trim_end() == ajax), "{trf}");

    // The published site: the team crosstable, then each board's table.
    let site = ev.world.dir.path().join("site");
    let (code, out, err) = ev.world.arbiter(&["publish", site.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("published"), "{out}");
    let page = site.join("events/1.html");
    let text = std::fs::read_to_string(&page).unwrap();
    assert!(text.contains("<table class=\"teams\">"), "{text}");
    for n in 1..=4 {
        assert!(text.contains(&format!("<h2>Board {n}</h2>")), "{text}");
    }
    // The round's games by their team board (two games each), not their
    // running number in the round (1 to 8).
    assert_eq!(text.matches("<li>Board 4:").count(), 2, "{text}");
    assert!(!text.contains("<li>Board 5:"), "{text}");
    assert!(
        text.contains("<td class=\"name\">Ann</td><td>1½</td><td>2</td>"),
        "{text}"
    );
    // Drawn by headless Chromium: the two crosstable cells of a team against
    // itself in grey (#ddd), and the rules of five tables (the crosstable of 3
    // rows, the four boards' of 3 each: 4 horizontal rules a table).
    let png = screenshot_sized(&ev.world, &page, "team-event.png", (1000, 2000));
    let pic = Picture::read(&png);
    let grey = pic
        .rgb
        .iter()
        .filter(|p| near(**p, [0xdd, 0xdd, 0xdd]))
        .count();
    assert!(grey > 200, "no grey diagonal cell: {grey} px");
    let rules = (0..pic.height)
        .filter(|&y| {
            let mut run = 0;
            (0..pic.width).any(|x| {
                run = if near(pic.at(x, y), [0xbb, 0xbb, 0xbb]) {
                    run + 1
                } else {
                    0
                };
                run >= 100
            })
        })
        .count();
    assert!(rules >= 20, "{rules} horizontal rules of tables");
}
