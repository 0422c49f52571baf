//! The overview of a player's games by mail: one player with 500 running games
//! (four variants, against 50 opponents, each with a clock of 10 moves in 50
//! days; White's first turn played in half of them) sends `games`, and the
//! arbiter answers with the overview, most urgent first. Timed: `Arbiter::handle`
//! on the raw RFC 5322 bytes, the whole of the arbiter's time for that mail
//! (the reading, the one query of the player's games, the clocks, the template,
//! the reply queued, the durable commit; a real SQLite store, WAL,
//! `synchronous = FULL`). Target: under 100 ms. Each mail has a fresh
//! Message-ID; the hourly limit of answers is raised so that every one is
//! answered. Then the same with the player reading ICCF numeric notation (each
//! last turn written from the forms stored with it).
//!
//! `cargo bench --bench overview -- --warm-up-time 1 --measurement-time 5`

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use pbem_arbiter::arbiter::{Arbiter, GameFlags, GameSetup, MessageOutcome};
use pbem_arbiter::config::{Config, Paths};
use pbem_arbiter::corr::clock::TimeControl;
use pbem_arbiter::rules::Options;

const PLAYER: &str = "many@example.org";
const GAMES: usize = 500;
const VARIANTS: [&str; 4] = ["chess", "blackholes", "momentum", "prodem"];

static MAIL: AtomicU64 = AtomicU64::new(0);

fn mail(from: &str, to: &str, subject: &str, text: &str) -> Vec<u8> {
    let n = MAIL.fetch_add(1, Ordering::Relaxed);
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\n\
         Message-ID: <bench.{n}@example.org>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n\
         {text}\r\n"
    )
    .into_bytes()
}

/// An open arbiter with the player's 500 games.
fn arbiter(dir: &tempfile::TempDir) -> Arbiter {
    let mut config = Config::embedded().expect("the embedded config");
    config.mail.player_answers_per_hour = u64::MAX;
    let paths = Paths::new(dir.path(), &config);
    let mut arbiter = Arbiter::open(config, &paths).expect("the store");
    let control = TimeControl::parse("10/50d").expect("a time control");
    for i in 0..GAMES {
        let opponent = format!("opponent{}@example.net", i % 50);
        let (white, black) = if i % 2 == 0 {
            (PLAYER, opponent.as_str())
        } else {
            (opponent.as_str(), PLAYER)
        };
        let variant = VARIANTS[i % VARIANTS.len()];
        let id = arbiter
            .create_game_timed(
                &GameSetup {
                    variant,
                    options: &Options::new(),
                    white,
                    black,
                    fen: None,
                    time_control: Some(control),
                },
                GameFlags::default(),
            )
            .expect("a game");
        if i % 4 < 2 {
            let to = arbiter
                .reply_address(id, white)
                .expect("the store")
                .expect("the player's code");
            let handled = arbiter
                .handle(
                    &mail(white, &to, &format!("Re: [Game {id}]"), "e4"),
                    "setup",
                )
                .expect("handled");
            assert_eq!(
                handled.outcome,
                MessageOutcome::Applied,
                "{}",
                handled.detail
            );
        }
    }
    arbiter
}

fn overview(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut arbiter = arbiter(&dir);
    let mut group = c.benchmark_group("overview");
    group.measurement_time(Duration::from_secs(5));
    group.bench_function("500 games", |b| {
        b.iter(|| {
            let raw = mail(PLAYER, "arbiter@localhost", "my games", "games");
            let handled = arbiter.handle(&raw, "bench").expect("handled");
            assert_eq!(
                handled.outcome,
                MessageOutcome::Answered,
                "{}",
                handled.detail
            );
            assert!(handled.detail.contains("500 running"), "{}", handled.detail);
        });
    });
    // The same player reading ICCF numeric notation: each last turn written
    // from the forms kept with it (`1. 5254`), still without a position read.
    let db = rusqlite::Connection::open(dir.path().join("arbiter.sqlite3")).expect("the store");
    db.execute(
        "UPDATE players SET notation = 'numeric' WHERE email = ?1",
        [PLAYER],
    )
    .expect("the setting");
    group.bench_function("500 games, numeric reader", |b| {
        b.iter(|| {
            let raw = mail(PLAYER, "arbiter@localhost", "my games", "games");
            let handled = arbiter.handle(&raw, "bench").expect("handled");
            assert_eq!(
                handled.outcome,
                MessageOutcome::Answered,
                "{}",
                handled.detail
            );
        });
    });
    let body: String = db
        .query_row(
            "SELECT c.body FROM outbox o JOIN outbox_content c ON c.id = o.id \
             WHERE o.to_addr = ?1 ORDER BY o.id DESC LIMIT 1",
            [PLAYER],
            |r| r.get(0),
        )
        .expect("the overview");
    assert!(body.contains("last 1. 5254."), "{body}");
    group.finish();
}

criterion_group!(benches, overview);
criterion_main!(benches);
