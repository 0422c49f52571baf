//! 1,000 move mails from a Maildir inbox to the file outbox: parse, find the game,
//! load and check it, validate the move, commit the turn, the message record and
//! two replies in one durable transaction (WAL, synchronous = FULL), move the mail to
//! cur/, then write the 2,000 replies as .eml files. 100 games of 10 moves each.
//! Target: at least 200 messages per second. `cargo bench --bench mail_throughput`.

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use pbem_arbiter::arbiter::Arbiter;
use pbem_arbiter::config::{Config, Paths};
use pbem_arbiter::daemon::poll_once;
use pbem_arbiter::mail::inbound::Inbox;
use pbem_arbiter::mail::outbound::Outbound;
use pbem_arbiter::rules::Options;

const GAMES: usize = 100;
const MOVES: [&str; 10] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
];

struct Setup {
    _dir: tempfile::TempDir,
    arbiter: Arbiter,
    inbox: Inbox,
    outbound: Outbound,
}

/// A data directory with 100 games and their 1,000 move mails waiting in new/, in
/// the order the players would send them (ply by ply across all games).
fn setup() -> Setup {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Config::embedded().expect("the embedded config");
    let paths = Paths::new(dir.path(), &config);
    let mut arbiter = Arbiter::open(config.clone(), &paths).expect("the store");
    let inbox = Inbox::open(&paths.inbox).expect("the inbox");
    let outbound = Outbound::from_config(&config, &paths).expect("the file transport");
    for g in 0..GAMES {
        arbiter
            .create_game(
                "chess",
                &Options::new(),
                &format!("w{g}@example.org"),
                &format!("b{g}@example.org"),
                None,
            )
            .expect("a game");
    }
    arbiter.deliver(&outbound).expect("the first messages");
    for (ply, mv) in MOVES.iter().enumerate() {
        for g in 0..GAMES {
            let from = if ply % 2 == 0 {
                format!("w{g}@example.org")
            } else {
                format!("b{g}@example.org")
            };
            let raw = format!(
                "From: {from}\r\nTo: arbiter@localhost\r\nSubject: Re: [Game {}] move\r\nMessage-ID: <m{g}.{ply}@example.org>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{mv}\r\n\r\n-- \r\nA player\r\n",
                g + 1
            );
            inbox.deliver(raw.as_bytes()).expect("delivery");
        }
    }
    Setup {
        _dir: dir,
        arbiter,
        inbox,
        outbound,
    }
}

fn throughput(c: &mut Criterion) {
    let mut group = c.benchmark_group("mail");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(30));
    group.bench_function("1000 move mails, Maildir to outbox", |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                let mut s = setup();
                let start = Instant::now();
                let report = poll_once(&mut s.arbiter, &s.inbox, &s.outbound).expect("a poll");
                total += start.elapsed();
                assert_eq!(report.handled.len(), GAMES * MOVES.len());
                assert!(report.handled.iter().all(|o| *o == "applied"));
                assert_eq!(report.delivery.sent, 2 * GAMES * MOVES.len());
            }
            total
        });
    });
    group.finish();
}

criterion_group!(benches, throughput);
criterion_main!(benches);
