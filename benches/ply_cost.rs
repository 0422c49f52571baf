//! The cost of one move mail by the length of its game: a real
//! SQLite store (WAL, synchronous = FULL) with a chess game at ply 10 and one at ply
//! 600, and one move mail for each handled by `Arbiter::handle` from raw RFC 5322
//! bytes, each with a fresh Message-ID. The arbiter stays open, as a daemon's would;
//! after each timed mail everything it wrote is taken back (outside the timing), so
//! every iteration sees the same store. Target: ply 600 at most 1.5x ply 10.
//! A second group does the same on a new connection for every mail (a fresh copy of
//! the database file, made and opened outside the timing), as `arbiter poll --once`
//! would; a third times the load alone (`Arbiter::game`: no transaction, no fsync).
//!
//! `cargo bench --bench ply_cost -- --warm-up-time 1 --measurement-time 5`
//!
//! The long game is a deterministic walk through legal moves that never captures,
//! never lets a position occur a third time, pushes a pawn whenever 45 moves have
//! passed without one (so neither the fifty- nor the seventy-five-move rule comes
//! near), and never plays a move that ends the game. It is stored the ordinary way:
//! each move a mail handled by the arbiter.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use pbem_arbiter::arbiter::{Arbiter, MessageOutcome};
use pbem_arbiter::board::geometry::Color;
use pbem_arbiter::config::{Config, Paths};
use pbem_arbiter::corr::ids::GameId;
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::Options;

const WHITE: &str = "white@example.org";
const BLACK: &str = "black@example.org";
const LENGTHS: [usize; 2] = [10, 600];

static MAIL: AtomicU64 = AtomicU64::new(0);

/// A move mail as the player's Reply button sends it: to the Reply-To address that
/// carries the player's code for the game.
fn mail(game: GameId, from: &str, to: &str, text: &str) -> Vec<u8> {
    let n = MAIL.fetch_add(1, Ordering::Relaxed);
    format!(
        "From: {from}\r\nTo: {to}\r\nSubject: Re: [Game {game}] move\r\n\
         Message-ID: <bench.{n}@example.org>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n\
         {text}\r\n\r\n-- \r\nA player\r\n"
    )
    .into_bytes()
}

fn next_random(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

/// The next move of the walk described above.
fn next_move(game: &GameRecord, keys: &[String], state: &mut u64) -> String {
    let position = game.current();
    let mut moves = position.legal_turn_texts();
    // A Fisher-Yates shuffle, so that the walk wanders.
    for i in (1..moves.len()).rev() {
        let j = next_random(state) as usize % (i + 1);
        moves.swap(i, j);
    }
    let pawn = |m: &str| m.starts_with(|c: char| c.is_ascii_lowercase());
    let want_pawn = position.halfmove_clock() >= 90;
    let acceptable = |m: &&String, strict: bool| {
        if strict && (m.contains('x') || pawn(m) != want_pawn) {
            return false;
        }
        let Ok(played) = position.play_text(m) else {
            return false;
        };
        let key = played.position.repetition_key();
        let seen = keys.iter().filter(|k| **k == key).count();
        played.position.outcome().is_none() && seen < 2
    };
    moves
        .iter()
        .find(|m| acceptable(m, true))
        .or_else(|| moves.iter().find(|m| acceptable(m, false)))
        .expect("a move that does not end the game")
        .clone()
}

struct Template {
    _dir: tempfile::TempDir,
    database: PathBuf,
    /// Per game: its number, the player to move, the address that player replies
    /// to, and the text of the next move.
    next: Vec<(GameId, String, String, String)>,
}

/// A data directory with one chess game per entry of `LENGTHS`, each played to that
/// ply by mail.
fn template() -> Template {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Config::embedded().expect("the embedded config");
    let paths = Paths::new(dir.path(), &config);
    let mut arbiter = Arbiter::open(config, &paths).expect("the store");
    let mut next = Vec::new();
    for (g, &plies) in LENGTHS.iter().enumerate() {
        let id = arbiter
            .create_game("chess", &Options::new(), WHITE, BLACK, None)
            .expect("a game");
        let mut record = GameRecord::new("chess", &Options::new(), None).expect("chess");
        let mut keys = vec![record.current().repetition_key()];
        let mut state = 7 + g as u64;
        for _ in 0..plies {
            let text = next_move(&record, &keys, &mut state);
            let from = player(record.next_turn().1);
            let to = reply_address(&arbiter, id, from);
            let handled = arbiter
                .handle(&mail(id, from, &to, &text), "setup")
                .expect("handled");
            assert_eq!(
                handled.outcome,
                MessageOutcome::Applied,
                "{text}: {}",
                handled.detail
            );
            record.play(&text).expect("legal");
            keys.push(record.current().repetition_key());
        }
        let (_, loaded) = arbiter.game(id).expect("the game");
        assert_eq!(loaded.turns().len(), plies);
        assert!(loaded.outcome().is_none());
        let text = next_move(&record, &keys, &mut state);
        let from = player(record.next_turn().1);
        let to = reply_address(&arbiter, id, from);
        next.push((id, from.to_string(), to, text));
    }
    drop(arbiter);
    Template {
        database: paths.database,
        _dir: dir,
        next,
    }
}

fn reply_address(arbiter: &Arbiter, game: GameId, player: &str) -> String {
    arbiter
        .reply_address(game, player)
        .expect("the store")
        .expect("the player's code")
}

fn player(color: Color) -> &'static str {
    match color {
        Color::White => WHITE,
        Color::Black => BLACK,
    }
}

/// One open arbiter on a copy of the template's database: opened once, so that its
/// page cache is as warm as a running daemon's.
fn open_copy(database: &Path) -> (tempfile::TempDir, Arbiter) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config = Config::embedded().expect("the embedded config");
    let paths = Paths::new(dir.path(), &config);
    std::fs::copy(database, &paths.database).expect("a copy of the database");
    let arbiter = Arbiter::open(config, &paths).expect("the store");
    (dir, arbiter)
}

fn count(arbiter: &Arbiter, sql: &str) -> i64 {
    arbiter
        .conn()
        .query_row(sql, [], |r| r.get(0))
        .expect("a count")
}

/// Takes back everything one handled mail wrote: its turn, its message record, its
/// replies, and the game's state columns.
fn undo(arbiter: &Arbiter, game: GameId, plies: usize, position: &str, outbox: i64, messages: i64) {
    arbiter
        .conn()
        .execute_batch(&format!(
            "BEGIN; DELETE FROM turns WHERE game_id = {game} AND ply > {plies}; \
             DELETE FROM outbox_content WHERE id > {outbox}; DELETE FROM outbox WHERE id > {outbox}; \
             DELETE FROM messages WHERE id > {messages}; \
             UPDATE games SET status = 'active', result = NULL, termination = NULL, \
             draw_offer = NULL, current_position = '{position}' WHERE id = {game}; COMMIT;"
        ))
        .expect("undo");
}

fn ply_cost(c: &mut Criterion) {
    let t = template();
    let (_dir, mut arbiter) = open_copy(&t.database);
    let mut group = c.benchmark_group("one move mail");
    group.measurement_time(Duration::from_secs(5));
    for (&plies, (id, from, to, text)) in LENGTHS.iter().zip(&t.next) {
        let position = arbiter
            .game(*id)
            .expect("the game")
            .1
            .current()
            .position_text();
        let outbox = count(&arbiter, "SELECT COALESCE(MAX(id), 0) FROM outbox");
        let messages = count(&arbiter, "SELECT COALESCE(MAX(id), 0) FROM messages");
        group.bench_function(format!("at ply {plies}"), |b| {
            b.iter_custom(|iterations| {
                let mut total = Duration::ZERO;
                for _ in 0..iterations {
                    let raw = mail(*id, from, to, text);
                    let start = Instant::now();
                    let handled = arbiter.handle(&raw, "bench").expect("handled");
                    total += start.elapsed();
                    assert_eq!(
                        handled.outcome,
                        MessageOutcome::Applied,
                        "{}",
                        handled.detail
                    );
                    undo(&arbiter, *id, plies, &position, outbox, messages);
                }
                total
            });
        });
    }
    group.finish();

    // As `arbiter poll --once` sees it: a new connection on a store that the OS has
    // cached but SQLite has not (a fresh copy of the file per iteration, made and
    // opened outside the timing).
    let mut group = c.benchmark_group("one move mail, new connection");
    group.measurement_time(Duration::from_secs(5));
    for (&plies, (id, from, to, text)) in LENGTHS.iter().zip(&t.next) {
        group.bench_function(format!("at ply {plies}"), |b| {
            b.iter_batched_ref(
                || (open_copy(&t.database), mail(*id, from, to, text)),
                |((_, fresh), raw)| {
                    let handled = fresh.handle(raw, "bench").expect("handled");
                    assert_eq!(
                        handled.outcome,
                        MessageOutcome::Applied,
                        "{}",
                        handled.detail
                    );
                },
                BatchSize::PerIteration,
            );
        });
    }
    group.finish();

    let mut group = c.benchmark_group("load a game");
    for (&plies, (id, _, _, _)) in LENGTHS.iter().zip(&t.next) {
        group.bench_function(format!("at ply {plies}"), |b| {
            b.iter(|| arbiter.game(*id).expect("the game"));
        });
    }
    group.finish();
}

criterion_group!(benches, ply_cost);
criterion_main!(benches);
