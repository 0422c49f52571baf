//! Pickup latency (a mail that lands is answered within 1 s): the time
//! from a mail landing in the inbox until its reply is committed to the outbox table,
//! with the real `arbiter run` binary (release build) whose fallback timer is ten
//! minutes away, so that only the wake-up under test can explain a fast pickup:
//!
//! - Maildir: a file written into tmp/ and renamed into new/ (as a delivery agent
//!   does), noticed by inotify;
//! - IMAP: an APPEND into the arbiter's INBOX on a real Dovecot on loopback, noticed
//!   by IDLE (the time includes the APPEND itself).
//!
//! Each mail is a `board` request in an existing game (read the game, answer the
//! sender). Needs root and Dovecot, like tests/suite/real_servers.rs (`.ci/run` installs
//! it). `cargo bench --bench pickup_latency`.

// The integration tests' real servers; this benchmark starts only some of them.
#[path = "../tests/suite/common/servers.rs"]
#[allow(dead_code)]
mod servers;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use pbem_arbiter::arbiter::Arbiter;
use pbem_arbiter::config::{Config, Paths};
use pbem_arbiter::rules::Options;

const WHITE: &str = "white@example.org";

/// A data directory with one chess game, its first messages sent, and a config
/// (`extra` appended) whose fallback timer is 10 minutes. The player's answers per
/// hour are not limited here: criterion sends hundreds of requests from one player,
/// and the default limit (10 an hour) left the 11th unanswered, the bench waiting.
fn data_dir(dir: &Path, extra: &str) -> (PathBuf, PathBuf) {
    let config_path = dir.join("arbiter.toml");
    std::fs::write(
        &config_path,
        format!(
            "[arbiter]\naddress = \"arbiter@localhost\"\n[mail]\npoll_interval = \"10m\"\n\
             player_answers_per_hour = 1000000\n{extra}"
        ),
    )
    .expect("the config");
    let config = Config::load(&config_path).expect("a valid config");
    let data = dir.join("data");
    let paths = Paths::new(&data, &config);
    let mut arbiter = Arbiter::open(config, &paths).expect("the store");
    arbiter
        .create_game("chess", &Options::new(), WHITE, "black@example.org", None)
        .expect("a game");
    (data, config_path)
}

fn board_request(n: u64) -> String {
    format!(
        "From: {WHITE}\r\nTo: arbiter@localhost\r\nSubject: Re: [Game 1]\r\nMessage-ID: <bench{n}@example.org>\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\nboard\r\n"
    )
}

/// Rows in the outbox table.
fn replies(db: &rusqlite::Connection) -> i64 {
    db.query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0))
        .expect("the outbox count")
}

/// Waits (polling every 0.2 ms, at most 30 s) until the outbox has more than
/// `before` rows.
fn wait_for_reply(db: &rusqlite::Connection, before: i64) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while replies(db) <= before {
        assert!(Instant::now() < deadline, "no reply within 30 s");
        std::thread::sleep(Duration::from_micros(200));
    }
}

fn open_db(data: &Path) -> rusqlite::Connection {
    let db = rusqlite::Connection::open_with_flags(
        data.join("arbiter.sqlite3"),
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
    )
    .expect("the database");
    db.busy_timeout(Duration::from_secs(5))
        .expect("a busy timeout");
    db
}

fn maildir(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (data, config) = data_dir(dir.path(), "");
    let _daemon = servers::Daemon::start(&data, &config, "warn", Stdio::inherit());
    let db = open_db(&data);
    let (tmp, new) = (data.join("inbox/tmp"), data.join("inbox/new"));
    // The daemon makes the Maildir and sends the first messages on start.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !new.is_dir() || replies(&db) < 2 {
        assert!(Instant::now() < deadline, "arbiter run did not start");
        std::thread::sleep(Duration::from_millis(10));
    }
    std::thread::sleep(Duration::from_millis(200));
    let mut n = 0u64;
    let mut group = c.benchmark_group("pickup");
    group.sample_size(20);
    group.bench_function("Maildir new/ (inotify) to outbox", |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                n += 1;
                let before = replies(&db);
                let name = format!("{n}.M{n}P1.bench");
                std::fs::write(tmp.join(&name), board_request(n)).expect("a file in tmp/");
                let start = Instant::now();
                std::fs::rename(tmp.join(&name), new.join(&name)).expect("into new/");
                wait_for_reply(&db, before);
                total += start.elapsed();
            }
            total
        })
    });
    group.finish();
}

fn imap(c: &mut Criterion) {
    servers::require();
    let dir = servers::shared_tempdir();
    let dovecot = servers::Dovecot::start(&dir.path().join("imap"));
    let (data, config) = data_dir(
        dir.path(),
        &format!(
            "[inbox]\nkind = \"imap\"\n[inbox.imap]\nhost = \"127.0.0.1\"\nport = {}\nsecurity = \"none\"\n\
             username = \"{}\"\npassword = \"{}\"\n",
            dovecot.port,
            servers::IMAP_USER,
            servers::IMAP_PASSWORD
        ),
    );
    let daemon = servers::Daemon::start(&data, &config, "warn", Stdio::inherit());
    let db = open_db(&data);
    let mut client =
        servers::ImapClient::login(dovecot.port, servers::IMAP_USER, servers::IMAP_PASSWORD);
    let deadline = Instant::now() + Duration::from_secs(30);
    while replies(&db) < 2 {
        assert!(Instant::now() < deadline, "arbiter run did not start");
        std::thread::sleep(Duration::from_millis(10));
    }
    // Let the daemon settle into IDLE.
    std::thread::sleep(Duration::from_millis(500));
    let mut n = 0u64;
    let mut group = c.benchmark_group("pickup");
    group.sample_size(20);
    group.bench_function("IMAP APPEND (IDLE) to outbox", |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                n += 1;
                let before = replies(&db);
                let start = Instant::now();
                client.append("INBOX", &board_request(n));
                wait_for_reply(&db, before);
                total += start.elapsed();
            }
            total
        })
    });
    group.finish();
    drop(daemon);
    dovecot.stop();
}

criterion_group!(benches, maildir, imap);
criterion_main!(benches);
