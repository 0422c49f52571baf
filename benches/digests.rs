//! 10,000 players' digests falling due in the same minute: each player has one
//! game in which the opponent has just moved (the mail about it held for the
//! digest, `digest daily 18:00`, UTC); at 18:00 one poll's
//! `Arbiter::send_digests` builds and queues the 10,000 digests (each with the
//! game's board, the opponent's last move, the status) and `Arbiter::deliver`
//! writes them as .eml files with the file transport (text, HTML and the board
//! picture). Target: all sent within 60 s. Prints the time of each phase.
//!
//! `cargo bench --bench digests` (`DIGEST_PLAYERS=1000` for a smaller run).
//! Run by `cargo test --all-targets` (no `--bench` argument, a debug build),
//! it is a smoke test of the same path with 20 players.

use std::time::Instant;

use chrono::{DateTime, Utc};
use pbem_arbiter::arbiter::Arbiter;
use pbem_arbiter::config::{Config, Paths};
use pbem_arbiter::corr::ids::GameId;
use pbem_arbiter::mail::inbound::Inbox;
use pbem_arbiter::mail::outbound::Outbound;
use pbem_arbiter::rules::Options;

fn at(text: &str) -> DateTime<Utc> {
    text.parse().expect("an RFC 3339 time")
}

fn main() {
    // Cargo passes `--bench` to a bench target only under `cargo bench`.
    let benching = std::env::args().any(|a| a == "--bench");
    let players: usize = std::env::var("DIGEST_PLAYERS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(if benching { 10_000 } else { 20 });
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Config::embedded().expect("the embedded config");
    let paths = Paths::new(dir.path(), &config);
    let mut arbiter = Arbiter::open(config.clone(), &paths).expect("the store");
    let inbox = Inbox::open(&paths.inbox).expect("the inbox");
    let outbound = Outbound::from_config(&config, &paths).expect("the file transport");
    let start = Instant::now();
    arbiter.set_now(Some(at("2026-12-01T09:00:00Z")));
    for p in 0..players {
        let (white, black) = (format!("w{p}@example.org"), format!("b{p}@example.org"));
        arbiter
            .create_game("chess", &Options::new(), &white, &black, None)
            .expect("a game");
        arbiter
            .set_player_digest(&black, "daily 18:00")
            .expect("the digest");
    }
    arbiter.deliver(&outbound).expect("the first messages");
    for p in 0..players {
        let from = format!("w{p}@example.org");
        let to = arbiter
            .reply_address(GameId::new(p as i64 + 1), &from)
            .expect("the store")
            .expect("the player's code");
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: Re: [Game {}] move\r\nMessage-ID: <m{p}@example.org>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\ne4\r\n",
            p + 1
        );
        inbox.deliver(raw.as_bytes()).expect("delivery");
    }
    arbiter.set_now(Some(at("2026-12-01T10:00:00Z")));
    let report = arbiter.poll(&inbox, &outbound).expect("the moves");
    assert_eq!(report.digests, 0);
    eprintln!(
        "set-up: {players} games, their moves handled: {:.1} s",
        start.elapsed().as_secs_f64()
    );

    arbiter.set_now(Some(at("2026-12-01T18:00:00Z")));
    let due = Instant::now();
    let queued = arbiter.send_digests().expect("the digests");
    let built = due.elapsed();
    let delivery = arbiter.deliver(&outbound).expect("the delivery");
    let all = due.elapsed();
    assert_eq!(queued, players, "one digest per player");
    assert_eq!(delivery.sent, players, "every digest sent");
    eprintln!(
        "{players} digests due in the same minute: built and queued in {:.2} s, \
         written as .eml in {:.2} s; all sent {:.2} s after they fell due ({:.0} digests/s)",
        built.as_secs_f64(),
        (all - built).as_secs_f64(),
        all.as_secs_f64(),
        players as f64 / all.as_secs_f64()
    );
}
