//! Xfcc calls through HTTP on loopback, answered by the real `arbiter run`
//! (release build) with `[xfcc] listen = "127.0.0.1:0"`, over one keep-alive
//! connection (a plain `TcpStream` writing Scid's request bytes, with
//! `Content-Type: text/xml; charset=utf-8`, and reading the answer up to its
//! `Content-Length`). Timed: from the first byte of the request written until
//! the last byte of the answer read.
//!
//! - `GetMyGames` of a player with 200 games (four variants, against 50
//!   opponents, each with a clock of 10 moves in 50 days and 20 plies
//!   played, so that every game's movetext is real): the password's Argon2id
//!   verification, the two queries of the listing, the clocks, the movetext,
//!   the XML. Target: under 100 ms. The same for a player with one game, to
//!   show the verification's share, and the verification alone (in the
//!   benchmark's process, `arbiter::auth::verify_password`).
//! - `MakeAMove`: a legal move each time (two players taking turns in eight
//!   chess games, one game after the other; each move the next ply of a walk
//!   that never ends a game), the verification, the move played as a mail's
//!   would be, the opponent's mail queued, the durable commit (WAL,
//!   `synchronous = FULL`). Each answer is asserted to be `Success`. Target:
//!   under 100 ms wall.
//!
//! The data directory is made in the benchmark's own process (games and
//! moves by mail through `Arbiter::handle`, passwords by `xfcc` mails, read
//! from their queued mail) before the daemon starts; the daemon's first
//! delivery of the queued replies is waited out before any timing.
//!
//! `cargo bench --bench xfcc -- --warm-up-time 1 --measurement-time 5`

// The integration tests' real servers; this benchmark starts only the daemon.
#[path = "../tests/suite/common/servers.rs"]
#[allow(dead_code)]
mod servers;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use pbem_arbiter::arbiter::{auth, Arbiter, GameFlags, GameSetup, MessageOutcome};
use pbem_arbiter::config::{Config, Paths};
use pbem_arbiter::corr::clock::TimeControl;
use pbem_arbiter::corr::ids::GameId;
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::Options;

/// The player with many games.
const PLAYER: &str = "many@example.org";
const GAMES: usize = 200;
const PLIES: usize = 20;
const VARIANTS: [&str; 4] = ["chess", "blackholes", "momentum", "prodem"];
/// The player with one game.
const ONE: &str = "one@example.org";
/// The two players of the `MakeAMove` games.
const MOVERS: [&str; 2] = ["white@example.org", "black@example.org"];
const MOVE_GAMES: usize = 8;

/// Scid's requests as it sends them (user `bad`/`ann`, password `good`, game
/// 12, movecount 2, `Nf3`, a draw offer and a message), templated below.
const GET_MY_GAMES: &str = include_str!("../src/xfcc/fixtures/scid-getmygames.xml");
const MAKE_A_MOVE: &str = include_str!("../src/xfcc/fixtures/scid-makeamove.xml");

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

fn next_random(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

/// One game's walk (benches/ply_cost.rs): legal turns in a shuffled order,
/// preferring no capture and a pawn move once 45 moves passed without one,
/// never a position a third time, never a turn that ends the game.
struct Walk {
    id: GameId,
    record: GameRecord,
    keys: Vec<String>,
    state: u64,
}

impl Walk {
    fn new(id: GameId, variant: &str, seed: u64) -> Walk {
        let record = GameRecord::new(variant, &Options::new(), None).expect("the variant");
        let keys = vec![record.current().repetition_key()];
        Walk {
            id,
            record,
            keys,
            state: seed,
        }
    }

    /// The next turn's text, its full-move number and the side's index (0
    /// White, 1 Black).
    fn next(&mut self) -> (String, u32, usize) {
        let position = self.record.current();
        let mut turns = position.legal_turn_texts();
        for i in (1..turns.len()).rev() {
            let j = next_random(&mut self.state) as usize % (i + 1);
            turns.swap(i, j);
        }
        let pawn = |m: &str| m.starts_with(|c: char| c.is_ascii_lowercase());
        let want_pawn = position.halfmove_clock() >= 90;
        let keys = &self.keys;
        let acceptable = |m: &&String, strict: bool| {
            if strict && (m.contains('x') || pawn(m) != want_pawn) {
                return false;
            }
            let Ok(played) = position.play_text(m) else {
                return false;
            };
            let key = played.position.repetition_key();
            played.position.outcome().is_none() && keys.iter().filter(|k| **k == key).count() < 2
        };
        let text = turns
            .iter()
            .find(|m| acceptable(m, true))
            .or_else(|| turns.iter().find(|m| acceptable(m, false)))
            .expect("a turn that does not end the game")
            .clone();
        let (number, color) = self.record.next_turn();
        let side = usize::from(color != pbem_arbiter::board::geometry::Color::White);
        (text, number, side)
    }

    fn played(&mut self, text: &str) {
        self.record.play(text).expect("legal");
        self.keys.push(self.record.current().repetition_key());
    }
}

/// The password of a password mail: alone on an indented line, 20 symbols
/// of A-Z a-z 0-9 - _ (as tests/suite/xfcc.rs reads it).
fn password_in(body: &str) -> Option<String> {
    body.lines().find_map(|line| {
        let word = line.trim();
        let alone = line.starts_with([' ', '\t'])
            && word.chars().count() == 20
            && word
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        alone.then(|| word.to_string())
    })
}

fn reply_address(arbiter: &Arbiter, game: GameId, player: &str) -> String {
    arbiter
        .reply_address(game, player)
        .expect("the store")
        .expect("the player's code")
}

/// Plays `plies` turns of `walk` by mail.
fn play(arbiter: &mut Arbiter, walk: &mut Walk, players: [&str; 2], plies: usize) {
    for _ in 0..plies {
        let (text, _, side) = walk.next();
        let from = players[side];
        let to = reply_address(arbiter, walk.id, from);
        let raw = mail(from, &to, &format!("Re: [Game {}]", walk.id), &text);
        let handled = arbiter.handle(&raw, "setup").expect("handled");
        assert_eq!(
            handled.outcome,
            MessageOutcome::Applied,
            "{text}: {}",
            handled.detail
        );
        walk.played(&text);
    }
}

/// `xfcc` by mail about `game`: the password read from the mail queued.
fn ask_password(arbiter: &mut Arbiter, player: &str, game: GameId) -> String {
    let to = reply_address(arbiter, game, player);
    let raw = mail(player, &to, &format!("Re: [Game {game}]"), "xfcc");
    let handled = arbiter.handle(&raw, "setup").expect("handled");
    // The password goes in a mail of its own, beside the answer to the mail.
    let mut statement = arbiter
        .conn()
        .prepare(
            "SELECT c.body FROM outbox o JOIN outbox_content c ON c.id = o.id \
             WHERE o.to_addr = ?1 ORDER BY o.id DESC LIMIT 2",
        )
        .expect("the query");
    let bodies: Vec<String> = statement
        .query_map([player], |r| r.get(0))
        .expect("the mails")
        .collect::<Result<_, _>>()
        .expect("the mails");
    bodies
        .iter()
        .find_map(|body| password_in(body))
        .unwrap_or_else(|| panic!("no password ({}): {bodies:?}", handled.detail))
}

struct Setup {
    _dir: tempfile::TempDir,
    data: PathBuf,
    config: PathBuf,
    many: String,
    one: String,
    movers: [String; 2],
    walks: Vec<Walk>,
}

fn setup() -> Setup {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let config_path = dir.path().join("arbiter.toml");
    std::fs::write(
        &config_path,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[mail]\nplayer_answers_per_hour = 1000000\n\
         [xfcc]\nlisten = \"127.0.0.1:0\"\n",
    )
    .expect("the config");
    let config = Config::load(&config_path).expect("a valid config");
    let data = dir.path().join("data");
    let paths = Paths::new(&data, &config);
    let mut arbiter = Arbiter::open(config, &paths).expect("the store");
    let control = TimeControl::parse("10/50d").expect("a time control");
    let new_game = |arbiter: &mut Arbiter, variant: &str, white: &str, black: &str| {
        arbiter
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
            .expect("a game")
    };
    let mut first = None;
    for i in 0..GAMES {
        let opponent = format!("opponent{}@example.net", i % 50);
        let players = if i % 2 == 0 {
            [PLAYER, opponent.as_str()]
        } else {
            [opponent.as_str(), PLAYER]
        };
        let variant = VARIANTS[i % VARIANTS.len()];
        let id = new_game(&mut arbiter, variant, players[0], players[1]);
        first.get_or_insert(id);
        let mut walk = Walk::new(id, variant, 11 + i as u64);
        play(&mut arbiter, &mut walk, players, PLIES);
    }
    let many = ask_password(&mut arbiter, PLAYER, first.expect("a game"));
    let single = new_game(&mut arbiter, "chess", ONE, "opponent0@example.net");
    let one = ask_password(&mut arbiter, ONE, single);
    let mut walks = Vec::new();
    for g in 0..MOVE_GAMES {
        let id = new_game(&mut arbiter, "chess", MOVERS[0], MOVERS[1]);
        walks.push(Walk::new(id, "chess", 101 + g as u64));
    }
    let movers = [
        ask_password(&mut arbiter, MOVERS[0], walks[0].id),
        ask_password(&mut arbiter, MOVERS[1], walks[0].id),
    ];
    Setup {
        _dir: dir,
        data,
        config: config_path,
        many,
        one,
        movers,
        walks,
    }
}

/// An HTTP/1.1 keep-alive connection (tests/suite/common/xfcc.rs).
struct Connection {
    stream: BufReader<TcpStream>,
    host: String,
}

impl Connection {
    fn open(address: SocketAddr) -> Connection {
        let stream = TcpStream::connect(address).expect("a connection");
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .expect("a read timeout");
        stream.set_nodelay(true).expect("no delay");
        Connection {
            stream: BufReader::new(stream),
            host: address.to_string(),
        }
    }

    /// The bytes of a POST of `body` to the endpoint.
    fn request(&self, body: &str) -> Vec<u8> {
        format!(
            "POST /xfccbasic.asmx HTTP/1.1\r\nHost: {}\r\n\
             Content-Type: text/xml; charset=utf-8\r\nContent-Length: {}\r\n\r\n{body}",
            self.host,
            body.len()
        )
        .into_bytes()
    }

    /// Writes `request`, reads the answer: its status and body.
    fn send(&mut self, request: &[u8]) -> (u16, String) {
        let stream = self.stream.get_mut();
        stream.write_all(request).expect("the request written");
        stream.flush().expect("the request sent");
        let mut line = String::new();
        self.stream.read_line(&mut line).expect("the status line");
        let status: u16 = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no HTTP status line: {line:?}"));
        let mut length = 0;
        loop {
            let mut line = String::new();
            self.stream.read_line(&mut line).expect("a header line");
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                break;
            }
            if let Some((name, value)) = line.split_once(':') {
                if name.trim().eq_ignore_ascii_case("content-length") {
                    length = value.trim().parse().expect("a length");
                }
            }
        }
        let mut body = vec![0; length];
        self.stream.read_exact(&mut body).expect("the body");
        (status, String::from_utf8_lossy(&body).into_owned())
    }
}

fn get_my_games(user: &str, password: &str) -> String {
    GET_MY_GAMES
        .replace(
            "<username>bad</username>",
            &format!("<username>{user}</username>"),
        )
        .replace(
            "<password>good</password>",
            &format!("<password>{password}</password>"),
        )
}

fn make_a_move(user: &str, password: &str, game: GameId, movecount: u32, turn: &str) -> String {
    MAKE_A_MOVE
        .replace(
            "<username>ann</username>",
            &format!("<username>{user}</username>"),
        )
        .replace(
            "<password>good</password>",
            &format!("<password>{password}</password>"),
        )
        .replace("<gameId>12</gameId>", &format!("<gameId>{game}</gameId>"))
        .replace(
            "<movecount>2</movecount>",
            &format!("<movecount>{movecount}</movecount>"),
        )
        .replace("<myMove>Nf3</myMove>", &format!("<myMove>{turn}</myMove>"))
        .replace("<offerDraw>1</offerDraw>", "<offerDraw>0</offerDraw>")
        .replace("<myMessage>hi &lt;there&gt; &amp; co</myMessage>", "")
}

/// Waits (at most 60 s) until the daemon logs its endpoint's address.
fn listening_address(log: &Path) -> SocketAddr {
    const SAID: &str = "xfcc listening on ";
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        if let Some(at) = text.rfind(SAID) {
            if let Some(address) = text[at + SAID.len()..]
                .split_whitespace()
                .next()
                .and_then(|a| a.parse().ok())
            {
                return address;
            }
        }
        assert!(Instant::now() < deadline, "no `{SAID}` in: {text}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Waits (at most 300 s) until no queued mail waits.
fn wait_for_delivery(data: &Path) {
    let db = rusqlite::Connection::open_with_flags(
        data.join("arbiter.sqlite3"),
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
    )
    .expect("the database");
    db.busy_timeout(Duration::from_secs(5))
        .expect("a busy timeout");
    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        let waiting: i64 = db
            .query_row(
                "SELECT COUNT(*) FROM outbox WHERE status = 'waiting'",
                [],
                |r| r.get(0),
            )
            .expect("the count");
        if waiting == 0 {
            return;
        }
        assert!(Instant::now() < deadline, "{waiting} mails still waiting");
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn xfcc(c: &mut Criterion) {
    let mut s = setup();
    let log = s.data.join("run.log");
    let stderr = std::fs::File::create(&log).expect("the log file");
    let _daemon = servers::Daemon::start(&s.data, &s.config, "info", Stdio::from(stderr));
    let address = listening_address(&log);
    wait_for_delivery(&s.data);
    let mut connection = Connection::open(address);

    let many = connection.request(&get_my_games(PLAYER, &s.many));
    let (status, text) = connection.send(&many);
    assert_eq!(status, 200, "{text}");
    assert_eq!(text.matches("<XfccGame>").count(), GAMES, "{text}");
    eprintln!("GetMyGames of {GAMES} games: {} bytes of XML", text.len());
    let one = connection.request(&get_my_games(ONE, &s.one));
    let (status, text) = connection.send(&one);
    assert_eq!(status, 200, "{text}");
    assert_eq!(text.matches("<XfccGame>").count(), 1, "{text}");

    let mut group = c.benchmark_group("xfcc");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(5));
    group.bench_function("GetMyGames, 200 games", |b| {
        b.iter(|| {
            let (status, text) = connection.send(&many);
            assert_eq!(status, 200, "{text}");
        })
    });
    group.bench_function("GetMyGames, 1 game", |b| {
        b.iter(|| {
            let (status, text) = connection.send(&one);
            assert_eq!(status, 200, "{text}");
        })
    });
    let mut next = 0;
    group.bench_function("MakeAMove", |b| {
        b.iter_custom(|iterations| {
            let mut total = Duration::ZERO;
            for _ in 0..iterations {
                let walk = &mut s.walks[next % MOVE_GAMES];
                next += 1;
                let (turn, number, side) = walk.next();
                let body = make_a_move(MOVERS[side], &s.movers[side], walk.id, number, &turn);
                let request = connection.request(&body);
                let start = Instant::now();
                let (status, text) = connection.send(&request);
                total += start.elapsed();
                assert_eq!(status, 200, "{text}");
                assert!(
                    text.contains("<MakeAMoveResult>Success</MakeAMoveResult>"),
                    "{turn} in game {}: {text}",
                    walk.id
                );
                walk.played(&turn);
            }
            total
        })
    });
    // The password check alone, in this process: the same function the
    // daemon calls for every call, on a hash made as the daemon makes them.
    let stored = auth::hash_password(&s.one).expect("a hash");
    group.bench_function("Argon2id verification alone", |b| {
        b.iter(|| assert!(auth::verify_password(&s.one, Some(&stored))))
    });
    group.finish();
}

criterion_group!(benches, xfcc);
criterion_main!(benches);
