//! The Swiss half of the tournament tests: "a Swiss of 9 players pairs its rounds as
//! the chosen pairing engine does". Nine players, five rounds of chess at 5 days
//! per move, run by mail with simulated time (`--now`) through the real binary,
//! a real Maildir inbox, the file outbox and the SQLite file. Results by mail
//! (resignations, draws agreed), a loss on time, a withdrawal in round 3 (his
//! running game forfeited, `+`/`-`; absent afterwards) and a game aborted by the
//! organiser in round 4 (no result: a double forfeit, `-`/`-`).
//!
//! The independent check: the test keeps its own record of every result, writes
//! its own TRF from it (not the arbiter's export), runs the pairing engine
//! (py4swiss of scripts/requirements.txt, in the venv first on PATH) and compares
//! the engine's pairings, board by board, with the games and the bye the arbiter
//! made. Then invariants of the Dutch system on the test's record: no rematch,
//! one bye per player at most, the bye in the lowest score group, colour
//! difference within ±2, never three games in a row with one colour. And the
//! arbiter's own TRF export, fed to py4swiss, gives the round the arbiter paired.

use std::path::Path;
use std::process::Command;

use crate::common::Event;

const TD: &str = "td@example.org";
const ROUNDS: u32 = 5;
const PLAYERS: u32 = 9;

fn email(seat: u32) -> String {
    format!("p{seat}@example.org")
}

/// What the test saw a player do in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entry {
    /// Opponent, White?, the player's result as the TRF writes it (`1` `=` `0`
    /// `+` `-`; a loss on time is a game played: `1`/`0`).
    Game(u32, bool, char),
    Bye,
    Absent,
}

/// The test's own record: per seat (index seat - 1), one entry per round.
type Record = Vec<Vec<Entry>>;

/// Half points of an entry (the bye is worth one point, the default).
fn halves(e: &Entry) -> u32 {
    match e {
        Entry::Game(_, _, '1' | '+') | Entry::Bye => 2,
        Entry::Game(_, _, '=') => 1,
        _ => 0,
    }
}

fn score(record: &Record, seat: u32) -> u32 {
    record[seat as usize - 1].iter().map(halves).sum()
}

/// The test's own TRF of the rounds in `record` (written here, column by
/// column, from the FIDE TRF-16 description), with `0000 - Z` in the round to
/// pair for the players in `absent`.
fn own_trf(record: &Record, absent: &[u32]) -> String {
    let mut out = format!("012 Own record\nXXR {ROUNDS}\nXXC white1\n");
    for seat in 1..=PLAYERS {
        let h = score(record, seat);
        let points = format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 });
        out.push_str(&format!(
            "001 {seat:>4}{}{points:>4} {seat:>4}",
            " ".repeat(72)
        ));
        for e in &record[seat as usize - 1] {
            out.push_str(&match *e {
                Entry::Game(o, white, r) => {
                    format!("  {o:>4} {} {r}", if white { 'w' } else { 'b' })
                }
                Entry::Bye => "  0000 - U".to_string(),
                Entry::Absent => "  0000 - Z".to_string(),
            });
        }
        if absent.contains(&seat) {
            out.push_str("  0000 - Z");
        }
        out.push('\n');
    }
    out
}

/// Runs py4swiss on `trf`; returns its boards as `(white, black)`, 0 the bye.
fn py4swiss(dir: &Path, name: &str, trf: &str) -> Vec<(u32, u32)> {
    let input = dir.join(format!("{name}.trf"));
    let output = dir.join(format!("{name}.out"));
    std::fs::write(&input, trf).unwrap();
    let run = Command::new("py4swiss")
        .arg("--strict")
        .arg("-t")
        .arg(&input)
        .arg("-p")
        .arg(&output)
        .output()
        .expect(
            "py4swiss (py4swiss==0.3.1 of scripts/requirements.txt): run the tests with \
             PATH=$PWD/.venv/bin:$PATH after `bash scripts/test.sh` made .venv",
        );
    assert!(
        run.status.success(),
        "py4swiss failed on\n{trf}\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let text = std::fs::read_to_string(&output).unwrap();
    let mut lines = text.lines();
    let count: usize = lines.next().unwrap().trim().parse().unwrap();
    let boards: Vec<(u32, u32)> = lines
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Vec<u32> = l.split_whitespace().map(|x| x.parse().unwrap()).collect();
            (v[0], v[1])
        })
        .collect();
    assert_eq!(boards.len(), count, "{text}");
    boards
}

/// The round as the arbiter made it: `(game, white, black)` by board, then the
/// bye's seat (as a `(seat, 0)` board, the engine's way), from the database.
fn arbiter_round(ev: &Event, round: u32) -> (Vec<(i64, u32, u32)>, Option<u32>) {
    let db = ev.world.db();
    let mut stmt = db
        .prepare(
            "SELECT g.id, w.email, b.email FROM tournament_games tg JOIN games g ON g.id = tg.game_id \
             JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id \
             WHERE tg.round = ?1 ORDER BY tg.board",
        )
        .unwrap();
    let seat = |e: String| -> u32 { e[1..e.find('@').unwrap()].parse().unwrap() };
    let games = stmt
        .query_map([round], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
            ))
        })
        .unwrap()
        .map(|r| {
            let (g, w, b) = r.unwrap();
            (g, seat(w), seat(b))
        })
        .collect();
    let bye = db
        .query_row(
            "SELECT seat FROM tournament_byes WHERE round = ?1",
            [round],
            |r| r.get(0),
        )
        .ok();
    (games, bye)
}

/// The arbiter's round `round` equals the engine's answer for the test's record.
fn assert_round_is_the_engines(ev: &Event, record: &Record, absent: &[u32], round: u32) {
    let expected = py4swiss(
        ev.world.dir.path(),
        &format!("own-r{round}"),
        &own_trf(record, absent),
    );
    let (games, bye) = arbiter_round(ev, round);
    let mut made: Vec<(u32, u32)> = games.iter().map(|&(_, w, b)| (w, b)).collect();
    made.extend(bye.map(|s| (s, 0)));
    assert_eq!(
        made,
        expected,
        "round {round}: the arbiter's pairings differ from py4swiss on the test's own TRF:\n{}",
        own_trf(record, absent)
    );
}

/// The Dutch system's invariants on the record after round `round` was paired.
fn assert_invariants(record: &Record, withdrawn: &[u32], round: u32) {
    let mut met = std::collections::HashSet::new();
    for seat in 1..=PLAYERS {
        let entries = &record[seat as usize - 1];
        assert!(
            entries.iter().filter(|e| **e == Entry::Bye).count() <= 1,
            "round {round}: {seat} has two byes: {entries:?}"
        );
        let colours: Vec<bool> = entries
            .iter()
            .filter_map(|e| match *e {
                Entry::Game(o, white, r) if r != '+' && r != '-' => {
                    if seat < o {
                        assert!(
                            met.insert((seat, o)),
                            "round {round}: {seat} and {o} meet twice"
                        );
                    }
                    Some(white)
                }
                _ => None,
            })
            .collect();
        let whites = colours.iter().filter(|&&w| w).count() as i64;
        let diff = 2 * whites - colours.len() as i64;
        assert!(diff.abs() <= 2, "round {round}: {seat} colours {colours:?}");
        assert!(
            !colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
            "round {round}: {seat} has one colour three times in a row: {colours:?}"
        );
    }
    // The bye of this round goes to the lowest score among those who may have it
    // (still playing, no bye before).
    let r = round as usize - 1;
    if let Some(bye) = (1..=PLAYERS).find(|&s| record[s as usize - 1].get(r) == Some(&Entry::Bye)) {
        let before = |s: u32| -> u32 { record[s as usize - 1][..r].iter().map(halves).sum() };
        let lowest = (1..=PLAYERS)
            .filter(|s| !withdrawn.contains(s))
            .filter(|&s| !record[s as usize - 1][..r].contains(&Entry::Bye))
            .map(before)
            .min()
            .unwrap();
        assert_eq!(
            before(bye),
            lowest,
            "round {round}: the bye went to {bye}, not to the lowest score group"
        );
    }
}

/// Adds round `round` as the arbiter paired it to the record, results pending
/// (`?`), and returns its games.
fn record_round(
    ev: &Event,
    record: &mut Record,
    withdrawn: &[u32],
    round: u32,
) -> Vec<(i64, u32, u32)> {
    let (games, bye) = arbiter_round(ev, round);
    for &(_, w, b) in &games {
        record[w as usize - 1].push(Entry::Game(b, true, '?'));
        record[b as usize - 1].push(Entry::Game(w, false, '?'));
    }
    if let Some(s) = bye {
        record[s as usize - 1].push(Entry::Bye);
    }
    for &s in withdrawn {
        record[s as usize - 1].push(Entry::Absent);
    }
    for (i, entries) in record.iter().enumerate() {
        assert_eq!(
            entries.len(),
            round as usize,
            "seat {} in round {round}",
            i + 1
        );
    }
    games
}

/// Sets the result of the game between `white` and `black` in the last round.
fn set_result(record: &mut Record, white: u32, black: u32, white_mark: char) {
    let black_mark = match white_mark {
        '1' => '0',
        '0' => '1',
        '+' => '-',
        '-' => '+',
        other => other,
    };
    for (seat, mark) in [(white, white_mark), (black, black_mark)] {
        let last = record[seat as usize - 1].last_mut().unwrap();
        if let Entry::Game(o, c, _) = *last {
            *last = Entry::Game(o, c, mark);
        }
    }
}

/// The arbiter's TRF export fed to py4swiss gives round `round` as the arbiter
/// paired it; returns the export.
fn assert_export_pairs_the_round(ev: &Event, round: u32, now: &str) -> String {
    let trf = ev.run(&["tournament", "trf", "1"], now);
    let again = py4swiss(ev.world.dir.path(), &format!("export-r{round}"), &trf);
    let (games, bye) = arbiter_round(ev, round);
    let mut made: Vec<(u32, u32)> = games.iter().map(|&(_, w, b)| (w, b)).collect();
    made.extend(bye.map(|s| (s, 0)));
    assert_eq!(
        made, again,
        "round {round}: py4swiss on the arbiter's TRF:\n{trf}"
    );
    trf
}

/// Tournament 1's status.
fn status(ev: &Event) -> String {
    ev.world
        .db()
        .query_row("SELECT status FROM tournaments WHERE id = 1", [], |r| {
            r.get(0)
        })
        .unwrap()
}

#[test]
fn a_swiss_of_nine_pairs_its_rounds_as_the_engine_does() {
    let mut ev = Event::new(TD);
    let day = |d: u32| format!("2027-03-{d:02}T10:00:00Z");
    ev.run(&["init"], &day(1));
    let mut args: Vec<String> = [
        "tournament",
        "new",
        "Nine in the Net",
        "--system",
        "swiss",
        "--rounds",
        "5",
        "--time-control",
        "5d/move",
    ]
    .map(String::from)
    .to_vec();
    for seat in 1..=PLAYERS {
        args.push("--player".into());
        args.push(format!("Player {seat} <{}>", email(seat)));
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    assert_eq!(ev.run(&args, &day(1)).lines().next(), Some("1"));
    let out = ev.run(&["tournament", "start", "1"], &day(1));
    assert!(out.contains("4 game(s) started"), "{out}");

    let mut record: Record = vec![Vec::new(); PLAYERS as usize];
    let mut withdrawn: Vec<u32> = Vec::new();
    let mut now = 1;
    for round in 1..=ROUNDS {
        // The round the arbiter paired is the engine's on the test's own TRF.
        let absent: Vec<u32> = withdrawn.clone();
        assert_round_is_the_engines(&ev, &record, &absent, round);
        if round > 1 {
            let trf = assert_export_pairs_the_round(&ev, round, &day(now));
            assert!(trf.starts_with("012 Nine in the Net\n"), "{trf}");
            for line in ["XXR 5", "XXC white1", "062 9", "042 2027/03/01"] {
                assert!(trf.contains(&format!("\n{line}\n")), "{line}: {trf}");
            }
        }
        let games = record_round(&ev, &mut record, &withdrawn, round);
        assert_invariants(&record, &withdrawn, round);
        if let Some(bye) = arbiter_round(&ev, round).1 {
            let told: i64 = ev
                .world
                .db()
                .query_row(
                    "SELECT COUNT(*) FROM outbox WHERE to_addr = ?1 AND subject LIKE ?2",
                    rusqlite::params![email(bye), format!("%round {round}: bye%")],
                    |r| r.get(0),
                )
                .unwrap();
            assert_eq!(told, 1, "round {round}: the bye mail to {bye}");
        }
        // Results by board: 1 White wins (Black resigns), 2 a draw agreed,
        // 3 Black wins (White resigns), 4 varies: round 2 a loss on time, round 3
        // a withdrawal (forfeit), round 4 aborted by the organiser, else White
        // wins.
        for (board, &(game, w, b)) in games.iter().enumerate() {
            match (board, round) {
                (0, _) | (3, 1 | 5) => {
                    ev.mail(&email(b), game, "resign", &day(now));
                    set_result(&mut record, w, b, '1');
                }
                (1, _) => {
                    ev.mail(&email(w), game, "draw", &day(now));
                    ev.mail(&email(b), game, "draw", &day(now));
                    set_result(&mut record, w, b, '=');
                }
                (2, _) => {
                    ev.mail(&email(w), game, "resign", &day(now));
                    set_result(&mut record, w, b, '0');
                }
                (3, 2) => {
                    // Nobody moves: White loses on time after 5 days.
                    now += 6;
                    ev.poll(&day(now));
                    assert_eq!(ev.result(game), ("0-1".into(), "time-forfeit".into()));
                    set_result(&mut record, w, b, '0');
                }
                (3, 4) => {
                    // The organiser aborts the game: no result, a double
                    // forfeit for the pairing (`-` for both, nobody scores).
                    let out = ev.run(
                        &[
                            "game",
                            "abort",
                            &game.to_string(),
                            "--reason",
                            "both silent",
                            "--by",
                            TD,
                        ],
                        &day(now),
                    );
                    assert!(!out.is_empty());
                    set_result(&mut record, w, b, '-');
                    let last = record[b as usize - 1].last_mut().unwrap();
                    if let Entry::Game(o, c, _) = *last {
                        *last = Entry::Game(o, c, '-');
                    }
                }
                (3, 3) => {
                    // Black withdraws; his running game is won by White by forfeit.
                    let out = ev.run(
                        &[
                            "tournament",
                            "withdraw",
                            "1",
                            &email(b),
                            "--reason",
                            "moved abroad",
                            "--by",
                            TD,
                        ],
                        &day(now),
                    );
                    assert!(out.contains("results stand"), "{out}");
                    set_result(&mut record, w, b, '+');
                    withdrawn.push(b);
                }
                _ => unreachable!("board {board}"),
            }
        }
        now += 1;
        ev.poll(&day(now));
    }
    assert_eq!(withdrawn.len(), 1);

    // Over: the final table, status finished, nothing more paired.
    assert_eq!(status(&ev), "finished");
    assert_eq!(
        ev.world.count("SELECT MAX(round) FROM tournament_games"),
        i64::from(ROUNDS)
    );
    let table = ev.run(&["tournament", "table", "1"], &day(now));
    assert!(
        table.contains("Swiss (Dutch system) of 5 rounds"),
        "{table}"
    );
    assert!(table.contains("BH-C1"), "{table}");
    // The table's points are the test's.
    for seat in 1..=PLAYERS {
        let name = format!("Player {seat}");
        let line = table.lines().find(|l| l.contains(&name)).unwrap();
        let h = score(&record, seat);
        let points = match (h / 2, h % 2) {
            (0, 1) => "½".to_string(),
            (w, 1) => format!("{w}½"),
            (w, _) => w.to_string(),
        };
        assert!(
            line.split_whitespace().any(|f| f == points),
            "{name}: {points} points expected in {line:?}"
        );
    }
    let html = ev.run(&["tournament", "table", "1", "--html"], &day(now));
    assert!(
        html.contains("<th>BH-C1</th>") && html.contains("<th>R5</th>"),
        "{html}"
    );
    // The archive names each game's round.
    let pgn = ev.run(&["tournament", "pgn", "1"], &day(now));
    assert!(pgn.contains("[Event \"Nine in the Net\"]") && pgn.contains("[Round \"5\"]"));
    // The final export has all five rounds, the forfeit and the absences.
    let trf = ev.run(&["tournament", "trf", "1"], &day(now));
    let gone = withdrawn[0];
    let line = trf
        .lines()
        .find(|l| l.starts_with(&format!("001 {gone:>4}")))
        .unwrap();
    assert!(line.ends_with("0000 - Z  0000 - Z"), "{line}");
    assert!(line.contains(" b -"), "{line}");
    assert!(
        trf.lines().filter(|l| l.contains("0000 - U")).count() == 3,
        "{trf}"
    );
    // 052: the day of the last result (the poll after it is a day later).
    assert!(
        trf.contains(&format!("\n052 2027/03/{:02}\n", now - 1)),
        "{trf}"
    );
}

/// The engine missing, failing or answering nonsense stops the round: the start
/// is refused (nothing made), and a later round is left unpaired with a mail to
/// the organiser, once, until the engine works again.
#[test]
fn a_broken_pairing_engine_pairs_nothing_and_says_why() {
    let mut ev = Event::new(TD);
    let now = "2027-03-01T10:00:00Z";
    ev.run(&["init"], now);
    let good = std::fs::read_to_string(&ev.config).unwrap();
    let with_engine = |engine: &str| format!("{good}\n[tournament]\npairing_engine = {engine}\n");
    let make = |ev: &Event| {
        ev.run(
            &[
                "tournament",
                "new",
                "Three",
                "--system",
                "swiss",
                "--rounds",
                "2",
                "--player",
                "p1@example.org",
                "--player",
                "p2@example.org",
                "--player",
                "p3@example.org",
            ],
            now,
        )
    };
    make(&ev);
    let start = |ev: &Event| {
        let mut all = vec!["--config", ev.config.to_str().unwrap()];
        all.extend_from_slice(&["tournament", "start", "1", "--now", now]);
        ev.world.arbiter(&all)
    };
    for (engine, why) in [
        (
            r#"["/nonexistent/py4swiss", "-t", "{trf}", "-p", "{pairings}"]"#,
            "could not be started",
        ),
        (
            r#"["sh", "-c", "echo engine broke >&2; exit 3"]"#,
            "engine broke",
        ),
        (
            r#"["sh", "-c", "printf '1\n1 2\n' > {pairings}"]"#,
            "3 is not paired",
        ),
        (
            r#"["sh", "-c", "printf '2\n1 2\n3 2\n' > {pairings}"]"#,
            "2 is paired twice",
        ),
        (r#"["sh", "-c", "true"]"#, "no pairings file"),
    ] {
        std::fs::write(&ev.config, with_engine(engine)).unwrap();
        let (code, _, err) = start(&ev);
        assert_ne!(code, 0, "{engine}");
        assert!(err.contains(why), "{engine}: {err}");
        assert_eq!(ev.world.count("SELECT COUNT(*) FROM games"), 0, "{engine}");
        assert_eq!(status(&ev), "registering");
    }
    // With the engine, round 1 is paired; then it breaks before round 2.
    std::fs::write(&ev.config, &good).unwrap();
    let (code, _, err) = start(&ev);
    assert_eq!(code, 0, "{err}");
    ev.world.new_replies();
    std::fs::write(&ev.config, with_engine(r#"["sh", "-c", "exit 9"]"#)).unwrap();
    let game: i64 = ev.world.count("SELECT MIN(game_id) FROM tournament_games");
    let white: String = ev
        .world
        .db()
        .query_row(
            "SELECT p.email FROM games g JOIN players p ON p.id = g.white_id WHERE g.id = ?1",
            [game],
            |r| r.get(0),
        )
        .unwrap();
    let replies = ev.mail(&white, game, "resign", now);
    let told: Vec<_> = replies.iter().filter(|r| r.to == TD).collect();
    assert_eq!(told.len(), 1, "{replies:#?}");
    assert!(
        told[0].subject.contains("round 2 not paired"),
        "{}",
        told[0].subject
    );
    assert!(told[0].body.contains("failed"), "{}", told[0].body);
    assert_eq!(ev.world.count("SELECT MAX(round) FROM tournament_games"), 1);
    // Told once, not at every poll.
    let replies = ev.poll(now);
    assert!(replies.iter().all(|r| r.to != TD), "{replies:#?}");
    // Fixed: `tournament pair` pairs round 2 at once.
    std::fs::write(&ev.config, &good).unwrap();
    let out = ev.run(&["tournament", "pair", "1"], now);
    assert!(out.contains("round 2 paired"), "{out}");
    assert_eq!(ev.world.count("SELECT MAX(round) FROM tournament_games"), 2);
    let error: Option<String> = ev
        .world
        .db()
        .query_row(
            "SELECT pairing_error FROM tournaments WHERE id = 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(error, None);
}

/// Bad `tournament new` arguments for a Swiss are refused with the reason.
#[test]
fn swiss_arguments_are_checked() {
    let ev = Event::new(TD);
    let now = "2027-03-01T10:00:00Z";
    ev.run(&["init"], now);
    let players = [
        "--player",
        "p1@example.org",
        "--player",
        "p2@example.org",
        "--player",
        "p3@example.org",
    ];
    for (extra, why) in [
        (vec!["--system", "swiss"], "needs --rounds"),
        (
            vec!["--system", "swiss", "--rounds", "3"],
            "at most 2 rounds",
        ),
        (
            vec!["--system", "swiss", "--rounds", "2", "--double"],
            "--double is for a round robin",
        ),
        (
            vec!["--system", "dutch", "--rounds", "2"],
            "use \"round-robin\", \"swiss\", \"knockout\", \"team-match\" or \"team-round-robin\"",
        ),
        (vec!["--rounds", "2"], "--rounds is for --system swiss"),
        (
            vec![
                "--system",
                "swiss",
                "--rounds",
                "2",
                "--tiebreaks",
                "BH,XYZ",
            ],
            "--tiebreaks: \"XYZ\" is not a tie-break I know",
        ),
        (
            vec!["--tiebreaks", "SB,sb"],
            "--tiebreaks: SB is named twice",
        ),
        (vec!["--tiebreaks", ""], "--tiebreaks: no tie-break named"),
    ] {
        let mut all = vec![
            "--config",
            ev.config.to_str().unwrap(),
            "tournament",
            "new",
            "X",
        ];
        all.extend_from_slice(&extra);
        all.extend_from_slice(&players);
        let (code, _, err) = ev.world.arbiter(&all);
        assert_ne!(code, 0, "{extra:?}");
        assert!(err.contains(why), "{extra:?}: {err}");
    }
    assert_eq!(ev.world.count("SELECT COUNT(*) FROM tournaments"), 0);
}

/// `[tournament] bye_points = "1/2"`: the bye is worth half a point in the table
/// and the TRF says so (`XXS PAB=0.5`), and py4swiss fed the export pairs the
/// next round as the arbiter did.
#[test]
fn a_half_point_bye_is_written_for_the_engine() {
    let mut ev = Event::new(TD);
    let now = "2027-03-01T10:00:00Z";
    let config = std::fs::read_to_string(&ev.config).unwrap();
    std::fs::write(
        &ev.config,
        format!("{config}\n[tournament]\nbye_points = \"1/2\"\n"),
    )
    .unwrap();
    ev.run(&["init"], now);
    let mut args = vec![
        "tournament",
        "new",
        "Five",
        "--system",
        "swiss",
        "--rounds",
        "3",
    ];
    let players: Vec<String> = (1..=5).map(email).collect();
    for p in &players {
        args.extend_from_slice(&["--player", p]);
    }
    ev.run(&args, now);
    ev.run(&["tournament", "start", "1"], now);
    let (games, bye) = arbiter_round(&ev, 1);
    let bye = bye.expect("five players: a bye");
    for &(game, _, b) in &games {
        ev.mail(&email(b), game, "resign", now);
    }
    let table = ev.run(&["tournament", "table", "1"], now);
    let line = table
        .lines()
        .find(|l| l.contains(&format!("p{bye}@example.org")))
        .unwrap();
    assert!(line.contains("bye½"), "{table}");
    let trf = assert_export_pairs_the_round(&ev, 2, now);
    assert!(trf.contains("\nXXS PAB=0.5\n"), "{trf}");
}

/// Tie-breaks through the binary: a Swiss of seven players and three rounds,
/// a bye in every round, tie-breaks by FIDE C.07 (in force since 1 March 2026).
/// Two events with the same players and results: tournament 1 with the default
/// tie-breaks (BH-C1, BH, SB), tournament 2 with the organiser's own list
/// `--tiebreaks win,ps,bh,sb/c1,de` (C.07 Art. 4.1), kept in its own table.
///
/// py4swiss pairs (checked below), and the results go by board: board 1 White
/// wins, board 2 a draw, board 3 Black wins.
/// R1: 1-4 1-0, 5-2 ½-½, 3-6 0-1, bye 7. R2: 7-1 1-0, 6-5 ½-½, 2-3 0-1, bye 4.
/// R3: 6-7 1-0, 1-5 ½-½, 4-3 0-1, bye 2.
/// Scores: 1 1½, 2 1½, 3 2, 4 1, 5 1½, 6 2½, 7 2.
///
/// By hand: a bye counts as a game against a dummy opponent with the player's
/// own final score (Art. 16.4), at most the points of a draw times the number of
/// rounds, ½ x 3 = 1½ (Art. 16.4.2). Nobody withdrew, so the adjusted scores of
/// Art. 16.3 are the scores. A bye is no voluntarily unplayed round: cut 1 takes
/// the lowest value (Art. 14.1, 16.5). SB: each opponent's (or dummy's) score
/// times the points scored in that round (Art. 8.2).
///
/// | No | opponents (scores) | BH | BH-C1 | SB |
/// |---|---|---|---|---|
/// | 6 | 3 (2), 5 (1½), 7 (2) | 5½ | 4 | 2x1 + 1½x½ + 2x1 = 4.75 |
/// | 7 | dummy min(2, 1½) = 1½, 1 (1½), 6 (2½) | 5½ | 4 | 1½x1 + 1½x1 + 2½x0 = 3.00 |
/// | 3 | 6 (2½), 2 (1½), 4 (1) | 5 | 4 | 0 + 1½x1 + 1x1 = 2.50 |
/// | 5 | 2 (1½), 6 (2½), 1 (1½) | 5½ | 4 | (1½ + 2½ + 1½)x½ = 2.75 |
/// | 2 | 5 (1½), 3 (2), dummy min(1½, 1½) = 1½ | 5 | 3½ | 1½x½ + 2x0 + 1½x1 = 2.25 |
/// | 1 | 4 (1), 7 (2), 5 (1½) | 4½ | 3½ | 1x1 + 2x0 + 1½x½ = 1.75 |
/// | 4 | 1 (1½), dummy min(1, 1½) = 1, 3 (2) | 4½ | 3½ | 0 + 1x1 + 0 = 1.00 |
///
/// The arbiter used to add nothing for a bye: BH 4 for 7 (5½ right), 3½ for 2
/// (5 right) and for 4 (4½ right), cut 1 and SB short the same way.
///
/// Tournament 2: WIN counts the bye as a win (Art. 7.1); PS adds the score after
/// each round (Art. 7.5: 7 has 1 + 2 + 2 = 5, 3 has 0 + 1 + 2 = 3, 1 has
/// 1 + 1 + 1½ = 3½, 2 has ½ + ½ + 1½ = 2½); SB-C1 leaves out the contribution of
/// the lowest opponent (Art. 14.1: 6 loses 5's ¾, 7 one of its two 1½, 3 the 1
/// against 4, 1 the 1 against 4, 2 the ¾ against 5, 5 one of its ¾, 4 the
/// dummy's 1); DE does not apply (`-`): no group tied so far has all met. So 1
/// (WIN 1, PS 3½) and 2 (WIN 1, PS 2½) now come before 5 (WIN 0).
#[test]
fn a_swiss_with_byes_has_fide_tie_breaks_in_the_organisers_order() {
    let mut ev = Event::new(TD);
    let day = |d: u32| format!("2027-03-{d:02}T10:00:00Z");
    ev.run(&["init"], &day(1));
    for (name, extra) in [("Seven", None), ("Seven Again", Some("win,ps,bh,sb/c1,de"))] {
        let mut args: Vec<String> = [
            "tournament",
            "new",
            name,
            "--system",
            "swiss",
            "--rounds",
            "3",
        ]
        .map(String::from)
        .to_vec();
        if let Some(list) = extra {
            args.extend(["--tiebreaks".to_string(), list.to_string()]);
        }
        for seat in 1..=7 {
            args.push("--player".into());
            args.push(format!("Player {seat} <{}>", email(seat)));
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        ev.run(&args, &day(1));
    }
    let stored: Vec<(i64, String)> = ev.world.rows(
        "SELECT tournament_id, list FROM tournament_tiebreaks ORDER BY tournament_id",
        [],
    );
    assert_eq!(stored, [(2, "WIN,PS,BH,SB-C1,DE".to_string())]);
    ev.run(&["tournament", "start", "1"], &day(1));
    ev.run(&["tournament", "start", "2"], &day(1));
    let pairings = [
        ([(1, 4), (5, 2), (3, 6)], 7),
        ([(7, 1), (6, 5), (2, 3)], 4),
        ([(6, 7), (1, 5), (4, 3)], 2),
    ];
    let mut now = 1;
    for (round, (boards, bye)) in (1..=3).zip(pairings) {
        let db = ev.world.db();
        let mut stmt = db
            .prepare(
                "SELECT g.id, w.email, b.email FROM tournament_games tg \
                 JOIN games g ON g.id = tg.game_id \
                 JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id \
                 WHERE tg.tournament_id = ?1 AND tg.round = ?2 ORDER BY tg.board",
            )
            .unwrap();
        let seat = |e: String| -> u32 { e[1..e.find('@').unwrap()].parse().unwrap() };
        for tournament in [1, 2] {
            let games: Vec<(i64, u32, u32)> = stmt
                .query_map([tournament, round], |r| {
                    Ok((r.get(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?))
                })
                .unwrap()
                .map(|r| {
                    let (g, w, b) = r.unwrap();
                    (g, seat(w), seat(b))
                })
                .collect();
            let made: Vec<(u32, u32)> = games.iter().map(|&(_, w, b)| (w, b)).collect();
            assert_eq!(made, boards, "tournament {tournament}, round {round}");
            let byes: u32 = db
                .query_row(
                    "SELECT seat FROM tournament_byes WHERE tournament_id = ?1 AND round = ?2",
                    [tournament, round],
                    |r| r.get(0),
                )
                .unwrap();
            assert_eq!(byes, bye, "tournament {tournament}, round {round}");
            for (board, &(game, w, b)) in games.iter().enumerate() {
                match board {
                    0 => {
                        ev.mail(&email(b), game, "resign", &day(now));
                    }
                    1 => {
                        ev.mail(&email(w), game, "draw", &day(now));
                        ev.mail(&email(b), game, "draw", &day(now));
                    }
                    _ => {
                        ev.mail(&email(w), game, "resign", &day(now));
                    }
                }
            }
        }
        now += 1;
        ev.poll(&day(now));
    }
    let rows = |id: &str| -> Vec<String> {
        let table = ev.run(&["tournament", "table", id], &day(now));
        table
            .lines()
            .filter(|l| l.contains("Player ") && !l.starts_with("Rk"))
            // The ratings after each name, `(1753?)`, are left out.
            .map(|l| {
                l.split_whitespace()
                    .filter(|w| !w.starts_with('('))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    };
    // Rk No Player R1 R2 R3 Pts BH-C1 BH SB
    assert_eq!(
        rows("1"),
        [
            "1 6 Player 6 3b1 5w½ 7w1 2½ 4 5½ 4.75",
            "2 7 Player 7 bye1 1w1 6b0 2 4 5½ 3.00",
            "3 3 Player 3 6w0 2b1 4b1 2 4 5 2.50",
            "4 5 Player 5 2w½ 6b½ 1b½ 1½ 4 5½ 2.75",
            "5 2 Player 2 5b½ 3w0 bye1 1½ 3½ 5 2.25",
            "6 1 Player 1 4w1 7b0 5w½ 1½ 3½ 4½ 1.75",
            "7 4 Player 4 1b0 bye1 3w0 1 3½ 4½ 1.00",
        ]
    );
    // Rk No Player R1 R2 R3 Pts WIN PS BH SB-C1 DE
    assert_eq!(
        rows("2"),
        [
            "1 6 Player 6 3b1 5w½ 7w1 2½ 2 5 5½ 4.00 -",
            "2 7 Player 7 bye1 1w1 6b0 2 2 5 5½ 1.50 -",
            "3 3 Player 3 6w0 2b1 4b1 2 2 3 5 1.50 -",
            "4 1 Player 1 4w1 7b0 5w½ 1½ 1 3½ 4½ 0.75 -",
            "5 2 Player 2 5b½ 3w0 bye1 1½ 1 2½ 5 1.50 -",
            "6 5 Player 5 2w½ 6b½ 1b½ 1½ 0 3 5½ 2.00 -",
            "7 4 Player 4 1b0 bye1 3w0 1 1 2 4½ 0.00 -",
        ]
    );
    let table = ev.run(&["tournament", "table", "2"], &day(now));
    assert!(
        table.contains("Ties: wins (WIN), progressive score (PS), Buchholz (BH), Sonneborn-Berger cut 1 (SB-C1), direct encounter (DE) (FIDE C.07)."),
        "{table}"
    );
    let html = ev.run(&["tournament", "table", "2", "--html"], &day(now));
    assert!(
        html.contains("<th>Pts</th><th>WIN</th><th>PS</th><th>BH</th><th>SB-C1</th><th>DE</th>"),
        "{html}"
    );
    let html = ev.run(&["tournament", "table", "1", "--html"], &day(now));
    assert!(
        html.contains("<th>Pts</th><th>BH-C1</th><th>BH</th><th>SB</th><th></th>"),
        "{html}"
    );
    // The final crosstable mailed to the entrants has the same figures.
    let finals: i64 = ev.world.count(
        "SELECT COUNT(*) FROM outbox o JOIN outbox_content c ON c.id = o.id \
         WHERE o.subject = 'Seven: final crosstable' \
         AND c.body LIKE '%Player 7 %bye1%1w1%6b0%2%4%5½%3.00%'",
    );
    assert_eq!(finals, 7);
}
