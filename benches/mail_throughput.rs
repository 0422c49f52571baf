//! 1,000 move mails from a Maildir inbox to the file outbox: parse, find the game,
//! load and check it, validate the move, commit the turn, the message record and
//! two replies in one durable transaction (WAL, synchronous = FULL), move the mail to
//! cur/, then write the 2,000 replies as .eml files. 100 games of 10 moves each.
//! Target: at least 200 messages per second. Each mail is sent to the Reply-To
//! address that carries its player's code, as a Reply button sends it.
//!
//! A second group handles one move mail of 1 MB (a long body of prose
//! lines, long lines, blank lines and a quote below the move) with
//! `Arbiter::handle`: parse, find the player's lines and commands, then the one
//! transaction. Target: well under 1 s.
//!
//! `cargo bench --bench mail_throughput`

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use pbem_arbiter::arbiter::{Arbiter, MessageOutcome};
use pbem_arbiter::config::{Config, Paths};
use pbem_arbiter::corr::ids::GameId;
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
/// the order the players would send them (ply by ply across all games), with
/// `[mail] batch_messages = batch` (group commit).
fn setup(batch: usize) -> Setup {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut config = Config::embedded().expect("the embedded config");
    config.mail.batch_messages = batch;
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
            let to = arbiter
                .reply_address(GameId::new(g as i64 + 1), &from)
                .expect("the store")
                .expect("the player's code");
            let raw = format!(
                "From: {from}\r\nTo: {to}\r\nSubject: Re: [Game {}] move\r\nMessage-ID: <m{g}.{ply}@example.org>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{mv}\r\n\r\n-- \r\nA player\r\n",
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
    // The batch size's effect: 1 is one durable transaction per mail (as before
    // group commit), 64 the default.
    for batch in [1, 8, 64] {
        let name = format!("1000 move mails, Maildir to outbox, batches of {batch}");
        group.bench_function(name, |b| {
            b.iter_custom(|iterations| {
                let mut total = Duration::ZERO;
                for _ in 0..iterations {
                    let mut s = setup(batch);
                    let start = Instant::now();
                    let report = s.arbiter.poll(&s.inbox, &s.outbound).expect("a poll");
                    total += start.elapsed();
                    assert_eq!(report.handled.len(), GAMES * MOVES.len());
                    assert!(report.handled.iter().all(|o| *o == MessageOutcome::Applied));
                    assert_eq!(report.delivery.sent, 2 * GAMES * MOVES.len());
                }
                total
            });
        });
    }
    group.finish();
}

/// A move mail of about 1 MB: the move, then prose lines, lines of 1,000
/// characters, blank lines and a quoted block, over and over.
fn big_mail(to: &str) -> Vec<u8> {
    let mut body = String::from("e4\r\n\r\n");
    let long = "a long line of ordinary words that the reader must skip ".repeat(18);
    while body.len() < 1_000_000 {
        body.push_str(&long);
        body.push_str("\r\n");
        for i in 0..20 {
            body.push_str(&format!(
                "Thanks for the game, this is line {i} of my letter.\r\n"
            ));
        }
        body.push_str("\r\n\r\n\r\n");
        for _ in 0..10 {
            body.push_str("> quoted text of an earlier message\r\n");
        }
    }
    format!(
        "From: white@example.org\r\nTo: {to}\r\nSubject: Re: [Game 1] move\r\nMessage-ID: <big@example.org>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}"
    )
    .into_bytes()
}

fn one_megabyte(c: &mut Criterion) {
    let mut group = c.benchmark_group("mail");
    group.sample_size(10);
    group.bench_function("one 1 MB move mail, handled", |b| {
        b.iter_batched(
            || {
                let dir = tempfile::tempdir().expect("a temporary directory");
                let config = Config::embedded().expect("the embedded config");
                let paths = Paths::new(dir.path(), &config);
                let mut arbiter = Arbiter::open(config, &paths).expect("the store");
                arbiter
                    .create_game(
                        "chess",
                        &Options::new(),
                        "white@example.org",
                        "black@example.org",
                        None,
                    )
                    .expect("a game");
                let to = arbiter
                    .reply_address(GameId::new(1), "white@example.org")
                    .expect("the store")
                    .expect("the player's code");
                let raw = big_mail(&to);
                assert!(raw.len() >= 1_000_000 && (raw.len() as u64) < arbiter.max_message_bytes());
                (dir, arbiter, raw)
            },
            |(dir, mut arbiter, raw)| {
                let handled = arbiter.handle(&raw, "bench").expect("handled");
                assert_eq!(
                    handled.outcome,
                    MessageOutcome::Applied,
                    "{}",
                    handled.detail
                );
                // Returned, so that the store is closed and removed outside the timing.
                (dir, arbiter)
            },
            BatchSize::PerIteration,
        );
    });
    group.finish();
}

criterion_group!(benches, throughput, one_megabyte);
criterion_main!(benches);
