//! Exactly once under kill -9: the real `arbiter run` over a Maildir
//! inbox and the file outbox, a stream of move mails for several games delivered
//! while the daemon is killed with SIGKILL at random moments (seeded) and started
//! again. At the end no move is lost or doubled, no reply is doubled, no outbox file
//! is empty, partial or temporary, and every mail is answered. And two `poll
//! --once` on one data directory at the same time: the second refuses, naming the
//! first.

use std::collections::{BTreeMap, BTreeSet};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::common::{read_sent, reply_mail, wait_for, World};
use rand::{RngExt, SeedableRng};

/// How many times the daemon is killed (each after 0-400 ms of work); with the
/// restarts about 40-90 s in a debug build.
const ROUNDS: usize = 150;
/// The seed of the kill moments and of the order in which games get their moves.
const SEED: u64 = 0x00C0_FFEE_1212;
const GAMES: usize = 4;
/// Every game plays these plies, White and Black in turn.
const PLIES: [&str; 24] = [
    "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d3", "d6", "O-O", "O-O", "h3", "h6",
    "a3", "a6", "Re1", "Re8", "Nbd2", "Be6", "Bb3", "Qd7", "Nf1", "Rad8",
];

fn players(game: usize) -> (String, String) {
    (
        format!("white{game}@example.org"),
        format!("black{game}@example.org"),
    )
}

fn move_id(game: i64, ply: usize) -> String {
    format!("g{game}p{ply}@kill9.test")
}

/// The inputs of a game's stored turns, in ply order.
fn turns(w: &World, game: i64) -> Vec<String> {
    let db = w.db();
    let mut stmt = db
        .prepare("SELECT input FROM turns WHERE game_id = ?1 ORDER BY ply")
        .unwrap();
    stmt.query_map([game], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// A data directory with the `GAMES` games, their first mails sent.
fn init_games() -> (World, Vec<i64>) {
    let mut w = World::new();
    let (code, _, err) = w.arbiter(&["init"]);
    assert_eq!(code, 0, "{err}");
    let games: Vec<i64> = (0..GAMES)
        .map(|g| {
            let (white, black) = players(g);
            w.new_game(&white, &black)
        })
        .collect();
    (w, games)
}

/// Delivers the next move of each game whose last move is stored (skipping a game
/// now and then, so that the games' mails interleave differently each round).
fn deliver_due(
    w: &mut World,
    games: &[i64],
    delivered: &mut [usize],
    rng: &mut rand::rngs::StdRng,
) {
    for (g, game) in games.iter().enumerate() {
        let ply = delivered[g];
        if ply >= PLIES.len() || turns(w, *game).len() < ply || rng.random_range(0..2) == 0 {
            continue;
        }
        let (white, black) = players(g);
        let from = if ply.is_multiple_of(2) { white } else { black };
        w.deliver(&reply_mail(&from, &move_id(*game, ply), *game, PLIES[ply]));
        delivered[g] += 1;
    }
}

#[test]
fn kill_9_at_random_moments_loses_and_doubles_nothing() {
    kill_9_stream("");
}

/// The same stream with batches of one message: whenever two mails wait, the
/// replies of each batch are sent by a second connection while the next batch is
/// handled, and their "sent" marks may wait for the handling's write
/// lock; kill -9 there too loses and doubles nothing.
#[test]
fn kill_9_while_replies_go_out_beside_the_handling_loses_and_doubles_nothing() {
    kill_9_stream("batch_messages = 1\n");
}

/// Moves of [`GAMES`] games sent a few at a time while the daemon is killed
/// [`ROUNDS`] times at random moments, with `mail` added to the `[mail]` section
/// of its config; then every check of exactly once.
fn kill_9_stream(mail: &str) {
    let (mut w, games) = init_games();
    let config = w.config(
        "run.toml",
        &format!("[mail]\npoll_interval = \"1s\"\n{mail}[transport]\nretry_backoff = \"1s\"\n"),
    );
    let mut rng = rand::rngs::StdRng::seed_from_u64(SEED);
    // Moves delivered per game; the next one goes in once the last is stored (a
    // player answers the arbiter's reply).
    let mut delivered = vec![0usize; GAMES];
    let mut daemon = w.spawn_run(Some(&config), "run.log");
    for _ in 0..ROUNDS {
        deliver_due(&mut w, &games, &mut delivered, &mut rng);
        std::thread::sleep(Duration::from_millis(rng.random_range(0..400)));
        daemon.kill9();
        daemon = w.spawn_run(Some(&config), "run.log");
    }
    let during_kills: usize = delivered.iter().sum();
    // No more kills: the rest of the stream, until every move is stored and every
    // reply sent.
    let finished = wait_for(Duration::from_secs(90), || {
        deliver_due(&mut w, &games, &mut delivered, &mut rng);
        delivered.iter().all(|d| *d == PLIES.len())
            && games.iter().all(|g| turns(&w, *g).len() == PLIES.len())
            && w.count("SELECT COUNT(*) FROM outbox WHERE status <> 'sent'") == 0
    });
    let log = daemon.log_text();
    assert!(
        finished,
        "the stream did not finish: delivered {delivered:?}; log:\n{log}"
    );
    let status = daemon.terminate(Duration::from_secs(10));
    assert!(status.is_some_and(|s| s.success()), "{status:?}\n{log}");

    // 0 moves lost, 0 doubled: each game's turns are exactly the plies sent.
    for g in &games {
        assert_eq!(turns(&w, *g), PLIES.to_vec(), "game {g}");
    }
    // Every move mail recorded once, applied, and answered to its sender once.
    for g in &games {
        for ply in 0..PLIES.len() {
            let id = move_id(*g, ply);
            assert_eq!(
                w.count(&format!(
                    "SELECT COUNT(*) FROM messages WHERE key = '<{id}>' AND outcome = 'applied'"
                )),
                1,
                "{id}"
            );
            assert_eq!(
                w.count(&format!(
                    "SELECT COUNT(*) FROM outbox WHERE in_reply_to = '{id}'"
                )),
                1,
                "{id} answered once"
            );
        }
    }
    // 0 replies doubled: each player got the new-game mail and one reply per ply.
    for (i, g) in games.iter().enumerate() {
        let (white, black) = players(i);
        for who in [white, black] {
            assert_eq!(
                w.count(&format!(
                    "SELECT COUNT(*) FROM outbox WHERE game_id = {g} AND to_addr = '{who}'"
                )),
                1 + PLIES.len() as i64,
                "{who}"
            );
        }
    }
    // The outbox folder: one whole .eml per reply, named by its Message-ID, nothing
    // else (no temporary file, no empty or partial file).
    let db = w.db();
    let mut stmt = db.prepare("SELECT message_id FROM outbox").unwrap();
    let queued: BTreeSet<String> = stmt
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let mut files: BTreeMap<String, String> = BTreeMap::new();
    for entry in std::fs::read_dir(w.data().join("outbox")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.ends_with(".eml"), "a stray file in the outbox: {name}");
        let bytes = std::fs::read(&path).unwrap();
        assert!(!bytes.is_empty(), "{name} is empty");
        let sent = read_sent(&path);
        assert!(
            sent.body.contains("Game") || sent.body.contains("move"),
            "{name} is partial:\n{}",
            String::from_utf8_lossy(&bytes)
        );
        assert!(
            files
                .insert(sent.message_id.clone(), name.clone())
                .is_none(),
            "Message-ID {} twice",
            sent.message_id
        );
    }
    assert_eq!(
        files.keys().cloned().collect::<BTreeSet<_>>(),
        queued,
        "one file per queued reply"
    );
    // The inbox is empty: every mail was handled and moved to cur/.
    for sub in ["new", "tmp"] {
        let left = std::fs::read_dir(w.data().join("inbox").join(sub))
            .unwrap()
            .count();
        assert_eq!(left, 0, "inbox/{sub}");
    }
    eprintln!(
        "{ROUNDS} kills; {} moves ({during_kills} delivered while killing); {} replies",
        GAMES * PLIES.len(),
        queued.len()
    );
}

/// Black leaves every reply of the game as one conditional line:
/// each White move mail then plays two plies in one transaction. Killed at random
/// moments, the daemon still plays every conditional reply exactly once, and the
/// pending lines survive each restart.
#[test]
fn kill_9_with_conditional_moves_plays_each_reply_once() {
    const KILLS: usize = 60;
    let (mut w, games) = init_games();
    // Black's whole game as one line: if 1. e4 then 1... e5; if 2. Nf3 then ...
    let line = PLIES
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("if {}. {} then {}... {}", i + 1, pair[0], i + 1, pair[1]))
        .collect::<Vec<_>>()
        .join("; ");
    for (g, game) in games.iter().enumerate() {
        let (_, black) = players(g);
        w.deliver(&reply_mail(
            &black,
            &format!("g{game}lines@kill9.test"),
            *game,
            &line,
        ));
    }
    let config = w.config(
        "run.toml",
        "[mail]\npoll_interval = \"1s\"\n[transport]\nretry_backoff = \"1s\"\n\
         [limits]\nconditional_plies = 24\n",
    );
    let mut rng = rand::rngs::StdRng::seed_from_u64(SEED ^ 0x20);
    let mut delivered = vec![0usize; GAMES];
    let mut deliver_white = |w: &mut World, rng: &mut rand::rngs::StdRng| {
        for (g, game) in games.iter().enumerate() {
            let ply = delivered[g];
            let lines_kept = w.count(&format!(
                "SELECT COUNT(*) FROM messages WHERE key = '<g{game}lines@kill9.test>'"
            )) == 1;
            if ply >= PLIES.len()
                || !lines_kept
                || turns(w, *game).len() < ply
                || rng.random_range(0..2) == 0
            {
                continue;
            }
            let (white, _) = players(g);
            w.deliver(&reply_mail(&white, &move_id(*game, ply), *game, PLIES[ply]));
            delivered[g] += 2;
        }
    };
    let mut daemon = w.spawn_run(Some(&config), "run.log");
    for _ in 0..KILLS {
        deliver_white(&mut w, &mut rng);
        std::thread::sleep(Duration::from_millis(rng.random_range(0..400)));
        daemon.kill9();
        daemon = w.spawn_run(Some(&config), "run.log");
    }
    let finished = wait_for(Duration::from_secs(90), || {
        deliver_white(&mut w, &mut rng);
        games.iter().all(|g| turns(&w, *g).len() == PLIES.len())
            && w.count("SELECT COUNT(*) FROM outbox WHERE status <> 'sent'") == 0
    });
    let log = daemon.log_text();
    assert!(
        finished,
        "the stream did not finish: {delivered:?}; log:\n{log}"
    );
    let status = daemon.terminate(Duration::from_secs(10));
    assert!(status.is_some_and(|s| s.success()), "{status:?}\n{log}");
    for (i, g) in games.iter().enumerate() {
        assert_eq!(turns(&w, *g), PLIES.to_vec(), "game {g}");
        // One mail to each player per White move (both plies in it), the new-game
        // mail, and Black's acknowledgement of the lines: nothing doubled.
        let (white, black) = players(i);
        for (who, extra) in [(white, 0), (black, 1)] {
            assert_eq!(
                w.count(&format!(
                    "SELECT COUNT(*) FROM outbox WHERE game_id = {g} AND to_addr = '{who}'"
                )),
                1 + extra + (PLIES.len() / 2) as i64,
                "{who}"
            );
        }
    }
    assert_eq!(
        w.count("SELECT COUNT(*) FROM conditionals"),
        0,
        "every line used up"
    );
}

#[test]
fn two_polls_at_once_one_refuses_naming_the_other() {
    let mut w = World::new();
    let (code, _, err) = w.arbiter(&["init"]);
    assert_eq!(code, 0, "{err}");
    let game = w.new_game("white@example.org", "black@example.org");
    // Enough mail for the first poll to be busy a while: board requests.
    for i in 0..300 {
        w.deliver(&reply_mail(
            "white@example.org",
            &format!("b{i}@poll.test"),
            game,
            "board",
        ));
    }
    let spawn = || {
        Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .arg("--data-dir")
            .arg(w.data())
            .args(["poll", "--once"])
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let first = spawn();
    // The first has claimed the directory once its id is in the lock file.
    let lock = w.data().join("arbiter.lock");
    assert!(wait_for(Duration::from_secs(30), || {
        std::fs::read_to_string(&lock).is_ok_and(|t| t.trim() == first.id().to_string())
    }));
    let second = spawn().wait_with_output().unwrap();
    let first_pid = first.id();
    let first = first.wait_with_output().unwrap();
    assert!(first.status.success(), "{first:?}");
    let err = String::from_utf8_lossy(&second.stderr);
    if second.status.success() {
        // Only possible when the first had finished before the second started.
        assert!(
            w.count("SELECT COUNT(*) FROM messages") == 300,
            "the second poll ran while the first held the directory: {err}"
        );
    } else {
        eprintln!("the second poll refused: {err}");
        assert!(
            err.contains(&format!("process {first_pid}")) && err.contains("only one may run"),
            "{err}"
        );
    }
    // Each board request answered once, whoever handled it.
    w.arbiter(&["poll", "--once"]);
    assert_eq!(w.count("SELECT COUNT(*) FROM messages"), 300);
    let answers = w.count("SELECT COUNT(*) FROM outbox WHERE in_reply_to LIKE 'b%@poll.test'");
    let distinct = w.count(
        "SELECT COUNT(DISTINCT in_reply_to) FROM outbox WHERE in_reply_to LIKE 'b%@poll.test'",
    );
    assert_eq!(answers, distinct, "no request answered twice");
}
