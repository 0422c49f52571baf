//! Digests exactly once under kill -9: many players' digests fall due in the same
//! minute while `arbiter poll --once` is killed with SIGKILL at random moments
//! (seeded) and opponents' moves land in the inbox while it runs. At the end every
//! opponent's move is held once and taken by exactly one digest, each digest
//! lists the games whose moves it took, no player gets two digests for one digest
//! time, and every digest is in the outbox folder once.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::common::{self, read_sent, reply_mail, World};
use rand::{RngExt, SeedableRng};

const PLAYERS: usize = 24;
const GAMES_EACH: usize = 2;
const DAYS: usize = 3;
const KILLS_PER_DAY: usize = 12;
const SEED: u64 = 0xD16E_5717;
const WHITE: [&str; DAYS] = ["a3", "b3", "c3"];
const BLACK: [&str; DAYS] = ["a6", "b6", "c6"];

fn hero(p: usize) -> String {
    format!("hero{p}@example.org")
}

fn opponent(p: usize, g: usize) -> String {
    format!("op{p}x{g}@example.org")
}

/// `poll --once --now NOW` killed with SIGKILL after `ms` milliseconds, unless
/// it ended before; `land` is delivered into the inbox while it runs.
fn killed_poll(w: &mut World, cfg: &Path, now: &str, ms: u64, land: &[String]) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--data-dir")
        .arg(w.data())
        .args([
            "--config",
            cfg.to_str().unwrap(),
            "poll",
            "--once",
            "--now",
            now,
        ])
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(ms / 2));
    for mail in land {
        w.deliver_as_written(mail);
    }
    std::thread::sleep(Duration::from_millis(ms / 2));
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn kill_9_during_digest_building_loses_and_doubles_nothing() {
    let mut w = World::new();
    let cfg = w.config("digest.toml", "");
    w.ok_with_config_at(&cfg, &["init"], "2026-12-01T08:00:00Z");
    // games[p][g]: hero p is Black against opponent (p, g).
    let mut games = vec![Vec::new(); PLAYERS];
    for (p, own) in games.iter_mut().enumerate() {
        for g in 0..GAMES_EACH {
            let (white, black) = (opponent(p, g), hero(p));
            let args = ["game", "new", "--white", &white, "--black", &black];
            let out = w.ok_with_config_at(&cfg, &args, "2026-12-01T08:00:00Z");
            own.push(out.lines().next().unwrap().trim().parse::<i64>().unwrap());
        }
    }
    w.new_replies();
    for (p, own) in games.iter().enumerate() {
        let id = format!("set{p}@hero.test");
        w.deliver(&reply_mail(&hero(p), &id, own[0], "digest daily 17:00"));
    }
    w.ok_with_config_at(&cfg, &["poll", "--once"], "2026-12-01T09:00:00Z");
    assert_eq!(
        w.count("SELECT COUNT(*) FROM players WHERE digest_times = '17:00'"),
        PLAYERS as i64
    );
    let mut rng = rand::rngs::StdRng::seed_from_u64(SEED);
    for day in 0..DAYS {
        let date = format!("2026-12-{:02}", day + 2);
        // The opponents' moves, as mails (each with the opponent's code): half
        // before the digest time, the rest landing while killed polls build
        // the digests.
        let mut moves: Vec<String> = Vec::new();
        for (p, own) in games.iter().enumerate() {
            for (g, game) in own.iter().enumerate() {
                let id = format!("d{day}p{p}g{g}@op.test");
                let mail = reply_mail(&opponent(p, g), &id, *game, WHITE[day]);
                let mail = String::from_utf8(w.as_replied(mail.as_bytes())).unwrap();
                moves.push(mail);
            }
        }
        let later = moves.split_off(moves.len() / 2);
        for mail in &moves {
            w.deliver_as_written(mail);
        }
        let mut landing = later.chunks(later.len().div_ceil(KILLS_PER_DAY));
        for round in 0..KILLS_PER_DAY {
            let now = format!("{date}T17:{:02}:00Z", round);
            let land: Vec<String> = landing.next().map(<[String]>::to_vec).unwrap_or_default();
            killed_poll(&mut w, &cfg, &now, rng.random_range(0..600), &land);
        }
        for mail in landing.flatten() {
            w.deliver_as_written(mail);
        }
        w.ok_with_config_at(&cfg, &["poll", "--once"], &format!("{date}T17:59:00Z"));
        // The heroes answer in every game.
        for (p, own) in games.iter().enumerate() {
            for (g, game) in own.iter().enumerate() {
                let id = format!("d{day}p{p}g{g}@hero.test");
                w.deliver(&reply_mail(&hero(p), &id, *game, BLACK[day]));
            }
        }
        w.ok_with_config_at(&cfg, &["poll", "--once"], &format!("{date}T19:00:00Z"));
    }
    // The next day's digest takes what landed after the last one was built.
    w.ok_with_config_at(&cfg, &["poll", "--once"], "2026-12-05T17:00:00Z");

    // Every opponent's move held exactly once, and taken.
    let moves = (PLAYERS * GAMES_EACH * DAYS) as i64;
    assert_eq!(w.count("SELECT COUNT(*) FROM digest_entries"), moves);
    assert_eq!(
        w.count("SELECT COUNT(DISTINCT game_id || '/' || ply) FROM digest_entries"),
        moves,
        "a move held twice"
    );
    assert_eq!(
        w.count("SELECT COUNT(*) FROM digest_entries WHERE digest_id IS NULL"),
        0,
        "a move in no digest"
    );
    // Each entry's digest went to its player, and names its game.
    let db = w.db();
    let rows: Vec<(i64, String, String, String, String, String, String)> = common::rows(
        &db,
        "SELECT e.game_id, o.to_addr, p.email, o.subject, o.message_id, o.status, o.created_at \
         FROM digest_entries e JOIN outbox o ON o.id = e.digest_id \
         JOIN players p ON p.id = e.player_id",
        [],
    );
    assert_eq!(rows.len() as i64, moves);
    let outbox = w.data().join("outbox");
    for (game, to, player, subject, message_id, status, _) in &rows {
        assert_eq!(to, player);
        assert!(subject.starts_with("Digest:"), "{subject}");
        assert_eq!(status, "sent");
        let sent = read_sent(&outbox.join(format!("{message_id}.eml")));
        assert!(
            // Among the games on move (`== Game N: `) or the news of others.
            sent.body.contains(&format!("Game {game}: ")),
            "game {game} not in its digest:\n{}",
            sent.body
        );
    }
    // No player got two digests for one digest time: at most one a day, and
    // every digest took something.
    let digests: Vec<(String, i64)> = common::rows(
        &db,
        "SELECT o.to_addr, o.id FROM outbox o WHERE o.subject LIKE 'Digest:%'",
        [],
    );
    let mut per_player: BTreeMap<String, usize> = BTreeMap::new();
    for (to, id) in &digests {
        *per_player.entry(to.clone()).or_default() += 1;
        assert!(
            w.count(&format!(
                "SELECT COUNT(*) FROM digest_entries WHERE digest_id = {id}"
            )) > 0,
            "an empty digest to {to}"
        );
    }
    for (to, n) in &per_player {
        assert!(
            *n <= DAYS + 1,
            "{to}: {n} digests in {} digest times",
            DAYS + 1
        );
    }
    assert_eq!(per_player.len(), PLAYERS);
    // Each digest in the outbox folder once (named by its Message-ID).
    let files = std::fs::read_dir(&outbox)
        .unwrap()
        .filter(|e| {
            let path = e.as_ref().unwrap().path();
            read_sent(&path).subject.starts_with("Digest:")
        })
        .count();
    assert_eq!(files, digests.len());
}
