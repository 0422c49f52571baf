//! A round robin of 4 players in two variants, run end to end
//! by mail with simulated time (`--now`): the real binary, a real Maildir inbox,
//! the file outbox and the SQLite file. Two tournaments with the same four players,
//! one in chess and one in Chess with Different Armies (Nutty Knights v
//! Colorbound Clobberers), both 5 days per move: Dave is on leave (his clocks stop,
//! so his chess game against Alice is not lost on time), Bob loses on time after
//! two reminders, the organiser adjudicates one game; the crosstable with its
//! tie-breaks goes to every entrant after each result; the archive PGN is read by
//! python-chess (chess) and by `arbiter replay` (both variants).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{to, Event, Sent};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";
const CAROL: &str = "carol@example.org";
const DAVE: &str = "dave@example.org";
const TD: &str = "td@example.org";

/// The crosstable mails among `replies`: one per entrant, each with the table.
fn crosstables<'a>(replies: &'a [Sent], tournament: &str) -> Vec<&'a Sent> {
    replies
        .iter()
        .filter(|r| r.subject.starts_with(tournament) && r.subject.contains("crosstable"))
        .collect()
}

fn assert_every_entrant_got_a_crosstable(replies: &[Sent], tournament: &str) {
    let tables = crosstables(replies, tournament);
    let mut whom: Vec<&str> = tables.iter().map(|r| r.to.as_str()).collect();
    whom.sort_unstable();
    assert_eq!(whom, [ALICE, BOB, CAROL, DAVE], "{replies:#?}");
    assert!(tables.iter().all(|r| r.body.contains("Rk  No  Player")));
}

/// Writes `text` into the test's directory and returns the path.
fn file(event: &Event, name: &str, text: &str) -> PathBuf {
    let path = event.world.dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// python-chess (the venv of scripts/test.sh) reads every game of the file:
/// returns one line per game: `Round White Black Result Termination plies mate`.
fn python_chess(path: &Path) -> Vec<String> {
    let script = r#"
import sys, chess.pgn
with open(sys.argv[1]) as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            break
        if game.errors:
            raise SystemExit("python-chess: %r" % game.errors)
        h = game.headers
        board = game.end().board()
        print(h["Round"], h["White"], h["Black"], h["Result"], h["Termination"].replace(" ", "_"),
              h["TimeControl"], board.ply(), int(board.is_checkmate()), h["Event"].replace(" ", "_"))
"#;
    let out = Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(path)
        .output()
        .expect("python3 with python-chess 1.11.2: run the tests with PATH=$PWD/.venv/bin:$PATH after `bash scripts/test.sh` made .venv");
    assert!(
        out.status.success(),
        "python-chess could not read the archive (is chess==1.11.2 of scripts/requirements.txt installed? \
         scripts/test.sh makes .venv): {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn a_round_robin_in_two_variants_by_mail_through_simulated_time() {
    let mut ev = Event::new(TD);
    let start = "2027-01-04T00:00:00Z";
    ev.run(&["init"], start);
    let players = [
        format!("Alice Archer <{ALICE}>"),
        format!("Bob Baker <{BOB}>"),
        format!("Carol Cooper <{CAROL}>"),
        format!("Dave Dyer <{DAVE}>"),
    ];
    let mut args = vec![
        "tournament",
        "new",
        "Winter Chess",
        "--variant",
        "chess",
        "--time-control",
        "5d/move",
    ];
    for p in &players {
        args.extend_from_slice(&["--player", p]);
    }
    assert_eq!(ev.run(&args, start).lines().next(), Some("1"));
    args[2] = "Winter Armies";
    args[4] = "cwda";
    args.extend_from_slice(&[
        "--option",
        "white-army=nutty-knights",
        "--option",
        "black-army=colorbound-clobberers",
    ]);
    assert_eq!(ev.run(&args, start).lines().next(), Some("2"));

    // Both start at once: every game of every round (Berger: 1-4, 2-3; 4-3, 1-2;
    // 2-4, 3-1), each player mailed about each game, the event named.
    let out = ev.run(&["tournament", "start", "1"], start);
    assert!(out.contains("6 game(s) started (1 2 3 4 5 6)"), "{out}");
    let out = ev.run(&["tournament", "start", "2"], start);
    assert!(out.contains("6 game(s) started (7 8 9 10 11 12)"), "{out}");
    let first = ev.world.new_replies();
    assert_eq!(first.len(), 24);
    assert!(to(&first, DAVE)
        .iter()
        .any(|r| r.body.contains("Winter Chess (tournament 1), round 1")
            && r.body.contains("White: Alice Archer <alice@example.org>")));
    let pairs: Vec<(i64, String, String)> = {
        ev.world.rows(
            "SELECT g.id, w.email, b.email FROM games g JOIN players w ON w.id = g.white_id \
             JOIN players b ON b.id = g.black_id WHERE g.id <= 6 ORDER BY g.id",
            [],
        )
    };
    let expected = [
        (ALICE, DAVE),
        (BOB, CAROL),
        (DAVE, CAROL),
        (ALICE, BOB),
        (BOB, DAVE),
        (CAROL, ALICE),
    ];
    for ((id, w, b), (ew, eb)) in pairs.iter().zip(expected) {
        assert_eq!((w.as_str(), b.as_str()), (ew, eb), "game {id}");
    }

    // Dave takes leave from tomorrow for ten days; his opponents are told.
    let replies = ev.mail(
        DAVE,
        1,
        "leave 2027-01-05 2027-01-14",
        "2027-01-04T01:00:00Z",
    );
    assert!(
        to(&replies, ALICE)
            .iter()
            .any(|r| r.subject.contains("Your opponent is on leave")),
        "{replies:#?}"
    );

    // Day 1: the chess games. Alice opens against Dave (who is on leave from now).
    let day1 = "2027-01-05T10:00:00Z";
    ev.mail(ALICE, 1, "e4", day1);
    // Carol resigns to Dave: a result, and the crosstable to every entrant.
    let replies = ev.mail(CAROL, 3, "resign", day1);
    assert_every_entrant_got_a_crosstable(&replies, "Winter Chess");
    assert!(crosstables(&replies, "Winter Chess")[0]
        .body
        .contains("Round 2, game 3: Dave Dyer - Carol Cooper 1-0 (White wins by resignation)"));
    // Alice mates Bob (scholar's mate, every move by mail).
    for (who, mv) in [
        (BOB, "e5"),
        (ALICE, "Bc4"),
        (BOB, "Nc6"),
        (ALICE, "Qh5"),
        (BOB, "Nf6"),
        (ALICE, "Qxf7#"),
    ] {
        if who == BOB && mv == "e5" {
            ev.mail(ALICE, 4, "e4", day1);
        }
        ev.mail(who, 4, mv, day1);
    }
    assert_eq!(ev.result(4), ("1-0".into(), "checkmate".into()));
    ev.mail(ALICE, 6, "resign", day1);

    // The armies: every game over on day 1.
    let arm = [
        (DAVE, 7, "resign"),
        (BOB, 8, "e4"),
        (CAROL, 8, "e5"),
        (BOB, 8, "draw"),
        (CAROL, 8, "draw"),
        (DAVE, 9, "e4\ndraw"),
        (CAROL, 9, "draw"),
        (ALICE, 10, "e4"),
        (BOB, 10, "e5"),
        (BOB, 10, "resign"),
        (BOB, 11, "resign"),
        (CAROL, 12, "d4"),
        (ALICE, 12, "d5"),
    ];
    for (who, game, body) in arm {
        ev.mail(who, game, body, day1);
    }
    let replies = ev.mail(CAROL, 12, "resign", day1);
    let last = crosstables(&replies, "Winter Armies");
    assert_eq!(last.len(), 4);
    assert!(
        last[0].subject.contains("final crosstable"),
        "{}",
        last[0].subject
    );
    assert!(last[0].body.contains("final standings"));

    // Day 2: the organiser adjudicates Bob v Dave a draw; mailed, with a table.
    let out = ev.run(
        &[
            "game",
            "adjudicate",
            "5",
            "1/2-1/2",
            "--reason",
            "both players agreed by telephone",
            "--by",
            TD,
        ],
        "2027-01-06T09:00:00Z",
    );
    assert!(out.contains("ended the game: 1/2-1/2"), "{out}");
    let replies = ev.world.new_replies();
    assert_every_entrant_got_a_crosstable(&replies, "Winter Chess");
    assert_eq!(ev.result(5), ("1/2-1/2".into(), "adjudication".into()));

    // Bob never moves against Carol: reminders 48 h and 24 h before his deadline
    // (2027-01-09 00:00), then the loss on time, told to both and the organiser.
    let replies = ev.poll("2027-01-07T12:00:00Z");
    let reminders: Vec<&Sent> = to(&replies, BOB)
        .into_iter()
        .filter(|r| r.subject.contains("Reminder: your move"))
        .collect();
    assert_eq!(reminders.len(), 1, "{replies:#?}");
    assert!(reminders[0].subject.starts_with("[Game 2 "));
    let replies = ev.poll("2027-01-08T12:00:00Z");
    assert!(to(&replies, BOB)
        .iter()
        .any(|r| r.subject.contains("Reminder: your move")));
    let replies = ev.poll("2027-01-09T12:00:00Z");
    assert_eq!(ev.result(2), ("0-1".into(), "time-forfeit".into()));
    assert!(!to(&replies, TD).is_empty(), "the organiser is told");
    assert_every_entrant_got_a_crosstable(&replies, "Winter Chess");
    // Dave's game against Alice: 5 days per move have passed since Alice's e4, but
    // his clock stopped for his leave: not lost on time.
    let replies = ev.poll("2027-01-12T12:00:00Z");
    assert_eq!(ev.result(1).0, "*");
    assert!(crosstables(&replies, "Winter Chess").is_empty());
    let clocks = ev.run(&["clocks"], "2027-01-12T12:00:00Z");
    assert!(
        clocks.contains(DAVE) && !clocks.contains("OVERDUE"),
        "{clocks}"
    );

    // After his leave Dave resigns: the last result, the final crosstable.
    let replies = ev.mail(DAVE, 1, "resign", "2027-01-16T10:00:00Z");
    let finals = crosstables(&replies, "Winter Chess");
    assert_eq!(finals.len(), 4);
    assert!(finals[0].subject.contains("final crosstable"));

    // The crosstable with its tie-breaks: Carol and Alice 2 points each, Carol
    // first on direct encounter (she beat Alice), also ahead on Sonneborn-Berger.
    let table = ev.run(&["tournament", "table", "1"], "2027-01-16T12:00:00Z");
    let lines: Vec<&str> = table.lines().collect();
    let row = |name: &str| {
        *lines
            .iter()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} in {table}"))
    };
    // The ratings after each name, `(1500?)`, are left out here.
    let words = |line: &str| -> Vec<String> {
        line.split_whitespace()
            .filter(|w| !w.starts_with('('))
            .map(String::from)
            .collect()
    };
    // Rk No First Last cells(4) Pts DE SB BH
    assert_eq!(
        words(row("Carol Cooper")),
        ["1", "3", "Carol", "Cooper", "1", "1", "x", "0", "2", "1", "2.50", "4"]
    );
    assert_eq!(
        words(row("Alice Archer")),
        ["2", "1", "Alice", "Archer", "x", "1", "0", "1", "2", "0", "2.00", "4"]
    );
    assert_eq!(
        words(row("Dave Dyer")),
        ["3", "4", "Dave", "Dyer", "0", "½", "1", "x", "1½", "-", "2.25", "4½"]
    );
    assert_eq!(
        words(row("Bob Baker")),
        ["4", "2", "Bob", "Baker", "0", "x", "0", "½", "½", "-", "0.75", "5½"]
    );
    let html = ev.run(
        &["tournament", "table", "1", "--html"],
        "2027-01-16T12:00:00Z",
    );
    // The name with Carol's rating in chess after it.
    assert!(
        html.contains("<table>") && html.contains("<td class=\"name\">Carol Cooper ("),
        "{html}"
    );

    // The archive: python-chess reads every chess game with the PGN standard's tags.
    let pgn = ev.run(&["tournament", "pgn", "1"], "2027-01-16T12:00:00Z");
    let path = file(&ev, "winter-chess.pgn", &pgn);
    let games = python_chess(&path);
    assert_eq!(
        games,
        [
            "1 Alice Archer Dave Dyer 1-0 normal 1/432000 1 0 Winter_Chess",
            "1 Bob Baker Carol Cooper 0-1 time_forfeit 1/432000 0 0 Winter_Chess",
            "2 Dave Dyer Carol Cooper 1-0 normal 1/432000 0 0 Winter_Chess",
            "2 Alice Archer Bob Baker 1-0 normal 1/432000 7 1 Winter_Chess",
            "3 Bob Baker Dave Dyer 1/2-1/2 adjudication 1/432000 0 0 Winter_Chess",
            "3 Carol Cooper Alice Archer 1-0 normal 1/432000 0 0 Winter_Chess",
        ]
    );
    // `arbiter replay` reads every game of both archives.
    for (id, name) in [("1", "winter-chess.pgn"), ("2", "winter-armies.pgn")] {
        let pgn = ev.run(&["tournament", "pgn", id], "2027-01-16T12:00:00Z");
        assert_eq!(pgn.matches("[Event ").count(), 6);
        let path = file(&ev, name, &pgn);
        let (code, out, err) = ev.world.arbiter(&["replay", path.to_str().unwrap()]);
        assert_eq!(code, 0, "{out}{err}");
        assert_eq!(out.matches("== Game ").count(), 6, "{out}");
    }
    let armies = ev.run(&["tournament", "pgn", "2"], "2027-01-16T12:00:00Z");
    assert!(armies.contains("[Variant \"cwda\"]"));
    assert!(armies.contains("[VariantOption \"black-army=colorbound-clobberers\"]"));
    assert!(armies.contains("[Event \"Winter Armies\"]") && armies.contains("[Round \"3\"]"));
}

/// Withdrawals (FIDE C.06 V.4) from the command line: with less than half of his
/// games completed a player's results are annulled, with half or more they stand;
/// in both cases his running games are won by forfeit (`+`/`-`, PGN
/// `abandoned`). A double round robin of 3 players has byes and 6 games; names are
/// escaped in the HTML table.
#[test]
fn withdrawals_annul_or_stand_and_double_round_robins_have_byes() {
    let ev = Event::new(TD);
    let now = "2027-02-01T00:00:00Z";
    ev.run(&["init"], now);
    let new = |name: &str, extra: &[&str]| -> String {
        let mut args = vec!["tournament", "new", name];
        for p in [ALICE, BOB, CAROL, DAVE] {
            args.extend_from_slice(&["--player", p]);
        }
        args.extend_from_slice(extra);
        ev.run(&args, now).lines().next().unwrap().to_string()
    };
    assert_eq!(new("Early <b>Exit</b>", &[]), "1");
    assert_eq!(new("Late Exit", &[]), "2");
    ev.run(&["tournament", "start", "1"], now);
    ev.run(&["tournament", "start", "2"], now);
    // Tournament 1: Dave has finished 1 of 3 games when he withdraws: annulled.
    ev.run(&["game", "adjudicate", "1", "1-0", "--reason", "test"], now);
    let out = ev.run(
        &[
            "tournament",
            "withdraw",
            "1",
            DAVE,
            "--reason",
            "moved abroad",
        ],
        now,
    );
    assert!(
        out.contains("completed 1 of 3 games: results annulled; 2 game(s) forfeited"),
        "{out}"
    );
    assert_eq!(ev.result(3), ("0-1".into(), "forfeit".into()));
    assert_eq!(ev.result(5), ("1-0".into(), "forfeit".into()));
    let table = ev.run(&["tournament", "table", "1"], now);
    let dave = table.lines().find(|l| l.contains(DAVE)).unwrap();
    assert!(
        dave.starts_with(" -   4") && dave.contains("0  -  -  x"),
        "{table}"
    );
    assert!(
        dave.contains("results annulled (FIDE C.06 V.4.a)"),
        "{table}"
    );
    // Alice's win against him counts for nobody.
    let alice = table.lines().find(|l| l.contains(ALICE)).unwrap();
    assert!(alice.split_whitespace().nth(7) == Some("0"), "{table}");
    let pgn = ev.run(&["tournament", "pgn", "1"], now);
    assert_eq!(
        pgn.matches("[Termination \"abandoned\"]").count(),
        2,
        "{pgn}"
    );
    let html = ev.run(&["tournament", "table", "1", "--html"], now);
    assert!(
        html.contains("Early &lt;b&gt;Exit&lt;&#x2f;b&gt;"),
        "{html}"
    );
    // A second withdrawal is refused.
    let (code, _, err) = ev.world.arbiter(&[
        "--config",
        ev.config.to_str().unwrap(),
        "tournament",
        "withdraw",
        "1",
        DAVE,
        "--reason",
        "again",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("withdrew from tournament 1 already"), "{err}");

    // Tournament 2 (games 7-12): Dave finished 2 of 3 (games 7 and 9): results stand.
    ev.run(&["game", "adjudicate", "7", "0-1", "--reason", "test"], now);
    ev.run(
        &["game", "adjudicate", "9", "1/2-1/2", "--reason", "test"],
        now,
    );
    let out = ev.run(
        &["tournament", "withdraw", "2", DAVE, "--reason", "ill"],
        now,
    );
    assert!(
        out.contains("completed 2 of 3 games: results stand"),
        "{out}"
    );
    let table = ev.run(&["tournament", "table", "2"], now);
    let dave = table.lines().find(|l| l.contains(DAVE)).unwrap();
    assert!(dave.starts_with(" 1 "), "Dave leads with 1½: {table}");
    assert!(dave.contains("results stand (FIDE C.06 V.4.b)"), "{table}");

    // A double round robin of three: byes, 6 games, each pair twice with both colours.
    let out = ev.run(
        &[
            "tournament",
            "new",
            "Trio",
            "--double",
            "--player",
            ALICE,
            "--player",
            BOB,
            "--player",
            CAROL,
        ],
        now,
    );
    assert_eq!(out.lines().next(), Some("3"));
    let out = ev.run(&["tournament", "start", "3"], now);
    assert!(out.contains("6 game(s) started"), "{out}");
    let table = ev.run(&["tournament", "table", "3"], now);
    assert!(table.contains("double round robin"), "{table}");
    assert!(table.contains(" xx "), "two marks a cell: {table}");
}
