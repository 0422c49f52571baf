//! Helpers shared by the tests that drive the real `arbiter` binary over a temporary
//! data directory (Maildir inbox, file outbox, SQLite).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use mail_parser::{MessageParser, MimeHeaders};

pub mod browser;
pub mod club;
pub mod servers;
pub mod xfcc;

/// One reply found in the outbox.
#[derive(Debug, Clone)]
pub struct Sent {
    pub to: String,
    pub subject: String,
    pub message_id: String,
    pub in_reply_to: Option<String>,
    pub auto_submitted: Option<String>,
    /// The Reply-To address, if any.
    pub reply_to: Option<String>,
    /// The text/plain part (the first text part), as a reader of
    /// `format=flowed` reads it (RFC 3676: the lines cut at 78 columns joined
    /// again).
    pub body: String,
    /// The text/plain part's lines as they travel (cut at 78 columns, a space
    /// at the end of each line that continues).
    pub wire_text: String,
    /// The text/html part, when the reply has one.
    pub html: Option<String>,
    /// The text/html part's Content-Transfer-Encoding (`7bit`, `base64`).
    pub html_encoding: Option<String>,
    /// The file the reply was written to.
    pub path: PathBuf,
}

/// A data directory and the outbox files seen so far.
pub struct World {
    pub dir: tempfile::TempDir,
    seen: BTreeSet<PathBuf>,
    delivered: usize,
}

impl World {
    pub fn new() -> World {
        World {
            dir: tempfile::tempdir().unwrap(),
            seen: BTreeSet::new(),
            delivered: 0,
        }
    }

    pub fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    /// Runs the binary with `--data-dir` and returns (exit code, stdout, stderr).
    pub fn arbiter(&self, args: &[&str]) -> (i32, String, String) {
        let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .arg("--data-dir")
            .arg(self.data())
            .args(args)
            .env("RUST_LOG", "warn")
            .output()
            .unwrap();
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    /// `arbiter game new` for chess; returns the game number (first line of stdout).
    pub fn new_game(&mut self, white: &str, black: &str) -> i64 {
        let (code, out, err) = self.arbiter(&[
            "game",
            "new",
            "--variant",
            "chess",
            "--white",
            white,
            "--black",
            black,
        ]);
        assert_eq!(code, 0, "{err}");
        out.lines().next().unwrap().trim().parse().unwrap()
    }

    /// Puts a message into the inbox's new/ folder with CRLF line ends, as a
    /// player's mail client sends a reply: through [`World::as_replied`], so that a
    /// player's mail carries the player's code for the game.
    pub fn deliver(&mut self, raw: &str) {
        self.deliver_bytes(raw.replace('\n', "\r\n").as_bytes());
    }

    /// Puts these bytes, [`World::as_replied`], into the inbox's new/ folder.
    pub fn deliver_bytes(&mut self, raw: &[u8]) {
        let raw = self.as_replied(raw);
        self.deliver_bytes_as_written(&raw);
    }

    /// Puts a message into new/ with CRLF line ends exactly as written: no code
    /// added (a forged mail, a fresh mail that is no reply).
    pub fn deliver_as_written(&mut self, raw: &str) {
        self.deliver_bytes_as_written(raw.replace('\n', "\r\n").as_bytes());
    }

    /// Puts exact bytes into the inbox's new/ folder.
    pub fn deliver_bytes_as_written(&mut self, raw: &[u8]) {
        let new = self.data().join("inbox/new");
        std::fs::create_dir_all(&new).unwrap();
        self.delivered += 1;
        let name = format!("1700000000.M{}P1.test", self.delivered);
        let tmp = self.data().join("inbox/tmp");
        std::fs::create_dir_all(&tmp).unwrap();
        std::fs::write(tmp.join(&name), raw).unwrap();
        std::fs::rename(tmp.join(&name), new.join(&name)).unwrap();
    }

    /// The message as a player's Reply button would have addressed it: when its
    /// From: is a player the arbiter wrote to about the game it names (its `[Game N]`
    /// tag, a thread reference to one of the arbiter's messages, else the sender's
    /// only game), its `To:` header becomes the Reply-To of those messages
    /// (`arbiter+gN-code@localhost`), which carries the player's code. Anything
    /// else (strangers, unreadable mail, a game the sender was never written to
    /// about) is left as written.
    pub fn as_replied(&self, raw: &[u8]) -> Vec<u8> {
        match self.reply_address(raw) {
            Some(address) => with_to(raw, &address),
            None => raw.to_vec(),
        }
    }

    fn reply_address(&self, raw: &[u8]) -> Option<String> {
        let m = MessageParser::default().parse(raw)?;
        let from = m.from()?.first()?.address()?.trim().to_ascii_lowercase();
        if !self.data().join("arbiter.sqlite3").exists() {
            return None;
        }
        let db = self.db();
        let game_of = |id: &str| -> Option<i64> {
            db.query_row(
                "SELECT game_id FROM outbox WHERE message_id = ?1",
                [id.trim_matches(['<', '>', ' '])],
                |r| r.get::<_, Option<i64>>(0),
            )
            .ok()
            .flatten()
        };
        let mut thread: Vec<String> = Vec::new();
        for value in [m.in_reply_to(), m.references()] {
            if let Some(list) = value.as_text_list() {
                thread.extend(list.iter().map(|s| s.to_string()));
            }
        }
        let game = m
            .subject()
            .and_then(pbem_arbiter::mail::command::game_tag)
            .map(pbem_arbiter::corr::ids::GameId::get)
            .or_else(|| thread.iter().find_map(|id| game_of(id)))
            .or_else(|| {
                let mut stmt = db
                    .prepare(
                        "SELECT DISTINCT game_id FROM outbox WHERE to_addr = ?1 AND reply_to LIKE '%+g%'",
                    )
                    .ok()?;
                let games: Vec<i64> = stmt
                    .query_map([&from], |r| r.get(0))
                    .ok()?
                    .filter_map(Result::ok)
                    .collect();
                (games.len() == 1).then(|| games[0])
            })?;
        db.query_row(
            "SELECT reply_to FROM outbox WHERE to_addr = ?1 AND game_id = ?2 AND reply_to LIKE '%+g%' \
             ORDER BY id DESC LIMIT 1",
            rusqlite::params![from, game],
            |r| r.get(0),
        )
        .ok()
    }

    /// `arbiter ARGS... --now NOW` (simulated time), asserted to succeed; its
    /// standard output.
    pub fn ok_at(&self, args: &[&str], now: &str) -> String {
        let mut all = args.to_vec();
        all.extend_from_slice(&["--now", now]);
        let (code, out, err) = self.arbiter(&all);
        assert_eq!(code, 0, "{args:?}: {err}");
        out
    }

    /// `arbiter --config CONFIG ARGS... --now NOW`, asserted to succeed; its
    /// standard output.
    pub fn ok_with_config_at(&self, config: &Path, args: &[&str], now: &str) -> String {
        let mut all = vec!["--config", config.to_str().unwrap()];
        all.extend_from_slice(args);
        self.ok_at(&all, now)
    }

    /// `arbiter poll --once`, then the replies it wrote.
    pub fn poll(&mut self) -> Vec<Sent> {
        let (code, _, err) = self.arbiter(&["poll", "--once"]);
        assert_eq!(code, 0, "{err}");
        self.new_replies()
    }

    /// `arbiter poll --once --now NOW` (simulated time), then the
    /// replies it wrote.
    pub fn poll_at(&mut self, now: &str) -> Vec<Sent> {
        let (code, _, err) = self.arbiter(&["poll", "--once", "--now", now]);
        assert_eq!(code, 0, "{err}");
        self.new_replies()
    }

    /// Replies written to the outbox since the last call.
    pub fn new_replies(&mut self) -> Vec<Sent> {
        let outbox = self.data().join("outbox");
        let mut files: Vec<PathBuf> = std::fs::read_dir(&outbox)
            .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        files.retain(|p| p.extension().is_some_and(|e| e == "eml") && !self.seen.contains(p));
        files.sort();
        let mut out = Vec::new();
        for path in files {
            self.seen.insert(path.clone());
            out.push(read_sent(&path));
        }
        out
    }

    pub fn db(&self) -> rusqlite::Connection {
        rusqlite::Connection::open(self.data().join("arbiter.sqlite3")).unwrap()
    }

    /// Every row of `sql` with `params` in the store, each read into `T`: a tuple
    /// of the columns' types.
    pub fn rows<T, P: rusqlite::Params>(&self, sql: &str, params: P) -> Vec<T>
    where
        T: for<'a> TryFrom<&'a rusqlite::Row<'a>, Error = rusqlite::Error>,
    {
        rows(&self.db(), sql, params)
    }

    /// The canonical texts of game `game`'s turns, in ply order.
    pub fn canonical_turns(&self, game: i64) -> Vec<String> {
        let db = self.db();
        let mut stmt = db
            .prepare("SELECT canonical FROM turns WHERE game_id = ?1 ORDER BY ply")
            .unwrap();
        stmt.query_map([game], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    }

    pub fn count(&self, sql: &str) -> i64 {
        self.db().query_row(sql, [], |r| r.get(0)).unwrap()
    }

    /// The outcome of every recorded message, oldest first.
    pub fn outcomes(&self) -> Vec<String> {
        let db = self.db();
        let mut stmt = db
            .prepare("SELECT outcome FROM messages ORDER BY id")
            .unwrap();
        stmt.query_map([], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    }
}

/// `raw` with its `To:` header (folded lines included) replaced by `To: address`,
/// or one added at the top when there is none; line ends as in `raw`.
pub fn with_to(raw: &[u8], address: &str) -> Vec<u8> {
    let crlf = raw.windows(2).any(|w| w == b"\r\n");
    let eol: &[u8] = if crlf { b"\r\n" } else { b"\n" };
    let blank = if crlf { &b"\r\n\r\n"[..] } else { &b"\n\n"[..] };
    let end = raw
        .windows(blank.len())
        .position(|w| w == blank)
        .map_or(raw.len(), |p| p + eol.len());
    let mut out = Vec::with_capacity(raw.len() + address.len());
    let mut replaced = false;
    let mut skipping = false;
    for line in raw[..end].split_inclusive(|&b| b == b'\n') {
        if skipping && line.first().is_some_and(|b| *b == b' ' || *b == b'\t') {
            continue;
        }
        skipping = false;
        if !replaced && line.len() >= 3 && line[..3].eq_ignore_ascii_case(b"to:") {
            out.extend_from_slice(format!("To: {address}").as_bytes());
            out.extend_from_slice(eol);
            replaced = true;
            skipping = true;
            continue;
        }
        out.extend_from_slice(line);
    }
    if !replaced {
        let mut head = format!("To: {address}").into_bytes();
        head.extend_from_slice(eol);
        out.splice(0..0, head);
    }
    out.extend_from_slice(&raw[end..]);
    out
}

pub fn read_sent(path: &Path) -> Sent {
    let raw = std::fs::read(path).unwrap();
    let m = MessageParser::default().parse(&raw).unwrap();
    // The part's own text (mail-parser's `body_text` refills flowed lines).
    let wire_text = m
        .text_part(0)
        .and_then(|p| p.text_contents())
        .map(|b| b.replace("\r\n", "\n"))
        .unwrap_or_default();
    let text_type = m.text_part(0).and_then(|p| p.content_type());
    let format = text_type.and_then(|t| t.attribute("format"));
    let delsp = text_type.and_then(|t| t.attribute("delsp"));
    Sent {
        to: m
            .to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .unwrap_or("")
            .to_string(),
        subject: m.subject().unwrap_or("").to_string(),
        message_id: m.message_id().unwrap_or("").to_string(),
        in_reply_to: m.in_reply_to().as_text().map(String::from),
        auto_submitted: m.header_raw("Auto-Submitted").map(|v| v.trim().to_string()),
        reply_to: m
            .reply_to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .map(String::from),
        body: pbem_arbiter::mail::flowed::flowed_params(format, delsp).map_or_else(
            || wire_text.clone(),
            |delsp| pbem_arbiter::mail::flowed::unflow(&wire_text, delsp),
        ),
        wire_text,
        html: m
            .html_part(0)
            .filter(|p| p.is_text_html())
            .and_then(|p| p.text_contents())
            .map(String::from),
        html_encoding: m
            .html_part(0)
            .filter(|p| p.is_text_html())
            .and_then(|p| p.content_transfer_encoding())
            .map(String::from),
        path: path.to_path_buf(),
    }
}

/// The replies addressed to `who`.
pub fn to<'a>(replies: &'a [Sent], who: &str) -> Vec<&'a Sent> {
    replies.iter().filter(|r| r.to == who).collect()
}

/// The one reply to `who` among `replies` (asserts there is exactly one).
pub fn only<'a>(replies: &'a [Sent], who: &str) -> &'a Sent {
    let mine = to(replies, who);
    assert_eq!(mine.len(), 1, "{who}: {replies:#?}");
    mine[0]
}

/// Message `id` of `language` with `args`, as the arbiter writes it (from
/// locales/); asserts the message exists.
pub fn say(
    language: pbem_arbiter::notation::dialect::Language,
    id: &str,
    args: &[(&str, pbem_arbiter::notation::words::Word)],
) -> String {
    let phrase = args.iter().fold(
        pbem_arbiter::notation::words::Phrase::new(id.to_string()),
        |phrase, (name, word)| phrase.with(name.to_string(), word.clone()),
    );
    let text = phrase.in_language(language);
    assert_ne!(text, id, "{language}: no {id}");
    text
}

/// `phrase` in `language`, which must not read as its English: a message the
/// language lacks falls back to English, and a test of the language must
/// notice.
pub fn translated(
    phrase: &pbem_arbiter::notation::words::Phrase,
    language: pbem_arbiter::notation::dialect::Language,
) -> String {
    let text = phrase.in_language(language);
    assert_ne!(
        text,
        phrase.to_string(),
        "{language}: {} is English",
        phrase.id()
    );
    text
}

/// A plain-text mail from `from` with Message-ID `id`, `subject` and `body` (CRLF
/// line ends are added by [`World::deliver`]): a challenge, an organiser's command.
pub fn mail_with_subject(from: &str, id: &str, subject: &str, body: &str) -> String {
    format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: {subject}\nMessage-ID: <{id}>\n\
         Date: Mon, 23 Nov 2026 10:00:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=utf-8\n\n{body}\n"
    )
}

/// A plain-text move mail from `from` about game `game`, as a mail client sends a
/// reply (CRLF line ends are added by [`World::deliver`]).
pub fn reply_mail(from: &str, id: &str, game: i64, body: &str) -> String {
    format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: Re: [Game {game}]\nMessage-ID: <{id}>\n\
         Date: Mon, 23 Nov 2026 10:00:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=utf-8\n\n{body}\n"
    )
}

/// Delivers one [`reply_mail`] from `from` (Message-ID `id`) about game `g` saying
/// `body`, then polls; the replies.
pub fn send(w: &mut World, from: &str, id: &str, g: i64, body: &str) -> Vec<Sent> {
    w.deliver(&reply_mail(from, id, g, body));
    w.poll()
}

/// Plays `turns` on `g` in order; panics naming the first turn refused and why.
pub fn play(g: &mut pbem_arbiter::rules::game::GameRecord, turns: &[&str]) {
    for t in turns {
        g.play(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

impl World {
    /// `arbiter game new --white WHITE --black BLACK` with `args` after it (variant,
    /// options, FEN); the replies it mails are taken; returns the game number.
    pub fn game_with(&mut self, white: &str, black: &str, args: &[&str]) -> i64 {
        let mut all = vec!["game", "new", "--white", white, "--black", black];
        all.extend_from_slice(args);
        let (code, out, err) = self.arbiter(&all);
        assert_eq!(code, 0, "{err}");
        self.new_replies();
        out.lines().next().unwrap().trim().parse().unwrap()
    }
}

/// Replays the one game of `tests/data/<path>`, read in the variant its `[Variant]`
/// tag names (with its `[VariantOption]` tags).
pub fn replay_data(path: &str) -> pbem_arbiter::rules::replay::ReplayReport {
    use pbem_arbiter::rules::replay::{read_scores, replay, ReplaySettings};
    let full = format!("{}/tests/data/{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(full).unwrap();
    let games = read_scores(&text, None).unwrap();
    assert_eq!(games.len(), 1, "{path}");
    replay(&games[0], &ReplaySettings::default()).unwrap()
}

/// Where a replay stopped: (ply, the turn as written, the reason).
pub fn stop(report: &pbem_arbiter::rules::replay::ReplayReport) -> (u32, String, String) {
    let last = report.turns.last().unwrap();
    assert!(
        report.stopped,
        "expected a stop, the replay went to the end"
    );
    (
        last.ply,
        last.input.clone(),
        last.error.clone().unwrap_or_default(),
    )
}

/// A running `arbiter run` over a [`World`]'s data directory, its stderr in a log
/// file; killed (SIGKILL) when dropped, so that a failing test leaks no daemon.
pub struct Daemon {
    pub child: std::process::Child,
    pub log: PathBuf,
    /// The log's length when this daemon started (what it logs comes after).
    start: usize,
}

impl World {
    /// Writes `DIR/NAME` with `[arbiter] address = "arbiter@localhost"` followed by
    /// `sections` (TOML), for `--config`.
    pub fn config(&self, name: &str, sections: &str) -> PathBuf {
        let path = self.dir.path().join(name);
        std::fs::write(
            &path,
            format!("[arbiter]\naddress = \"arbiter@localhost\"\n{sections}"),
        )
        .unwrap();
        path
    }

    /// Starts `arbiter [--config CONFIG] run` (RUST_LOG=info), its stderr appended
    /// to `DIR/LOG_NAME`.
    pub fn spawn_run(&self, config: Option<&Path>, log_name: &str) -> Daemon {
        let log = self.dir.path().join(log_name);
        let start = std::fs::metadata(&log).map_or(0, |m| m.len() as usize);
        let stderr = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .unwrap();
        let mut command = Command::new(env!("CARGO_BIN_EXE_arbiter"));
        if let Some(config) = config {
            command.arg("--config").arg(config);
        }
        let child = command
            .arg("--data-dir")
            .arg(self.data())
            .arg("run")
            .env("RUST_LOG", "info")
            .stdout(std::process::Stdio::null())
            .stderr(stderr)
            .spawn()
            .unwrap();
        Daemon { child, log, start }
    }
}

impl Daemon {
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// kill -9, and reap the process.
    pub fn kill9(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Waits until the daemon runs (its signal handlers in place: a SIGTERM before
    /// them would end it by the signal's default, as CI once saw), then sends
    /// SIGTERM; the exit status if the daemon ended within `limit` (a generous
    /// bound, not a measurement), else `None`. Panics with the log if the daemon
    /// never said it runs.
    pub fn terminate(&mut self, limit: std::time::Duration) -> Option<std::process::ExitStatus> {
        assert!(self.wait_running(), "{}", self.log_text());
        let sent = Command::new("kill")
            .arg("-TERM")
            .arg(self.pid().to_string())
            .status()
            .unwrap();
        assert!(sent.success());
        let deadline = std::time::Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            if std::time::Instant::now() > deadline {
                return None;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// What the daemon logged so far (with what earlier daemons logged to the same
    /// file before it).
    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// What this daemon logged so far (without what earlier daemons logged to
    /// the same file).
    pub fn own_log_text(&self) -> String {
        self.log_text()
            .get(self.start..)
            .unwrap_or_default()
            .to_string()
    }

    /// Waits (at most 30 s) until this daemon has logged that it runs: its signal
    /// handlers are in place from then on. False if it did not.
    pub fn wait_running(&self) -> bool {
        wait_for(std::time::Duration::from_secs(30), || {
            self.log_text()
                .get(self.start..)
                .is_some_and(|own| own.contains("arbiter running"))
        })
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        self.kill9();
    }
}

/// Calls `done` every 50 ms until it is true (then true) or `limit` has passed
/// (then false).
pub fn wait_for(limit: std::time::Duration, mut done: impl FnMut() -> bool) -> bool {
    let deadline = std::time::Instant::now() + limit;
    loop {
        if done() {
            return true;
        }
        if std::time::Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// What a mail client's Reply button makes of `request`: To: its Reply-To, the
/// subject with "Re: ", threaded to it, the request quoted below `text`.
pub fn answer(request: &Sent, from: &str, id: &str, text: &str) -> String {
    let quoted: String = request.body.lines().map(|l| format!("> {l}\n")).collect();
    format!(
        "From: {from}\nTo: {}\nSubject: Re: {}\nMessage-ID: <{id}>\nIn-Reply-To: <{}>\n\
         Date: Mon, 23 Nov 2026 10:05:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=utf-8\n\n{text}\n\nOn Mon, 23 Nov 2026, Arbiter wrote:\n{quoted}",
        request.reply_to.as_deref().unwrap(),
        request.subject,
        request.message_id.trim_matches(['<', '>']),
    )
}

/// A tournament's world: the data directory, a config naming `organiser` (the
/// `TD` of the tournament tests), and a count of the mails delivered.
pub struct Event {
    pub world: World,
    pub config: PathBuf,
    pub mails: usize,
}

impl Event {
    /// A world with the config `[arbiter] organisers = [organiser]`.
    pub fn new(organiser: &str) -> Event {
        let world = World::new();
        let config = world.dir.path().join("arbiter.toml");
        std::fs::write(
            &config,
            format!("[arbiter]\naddress = \"arbiter@localhost\"\norganisers = [\"{organiser}\"]\n"),
        )
        .unwrap();
        Event {
            world,
            config,
            mails: 0,
        }
    }

    /// `arbiter --config C ARGS --now NOW`: asserts success, returns stdout.
    pub fn run(&self, args: &[&str], now: &str) -> String {
        let mut all = vec!["--config", self.config.to_str().unwrap()];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--now", now]);
        let (code, out, err) = self.world.arbiter(&all);
        assert_eq!(code, 0, "{args:?}: {err}");
        out
    }

    /// `poll --once --now NOW`, then the replies it wrote.
    pub fn poll(&mut self, now: &str) -> Vec<Sent> {
        self.run(&["poll", "--once"], now);
        self.world.new_replies()
    }

    /// A reply by `from` about `game` with `body`, then a poll at `now`.
    pub fn mail(&mut self, from: &str, game: i64, body: &str, now: &str) -> Vec<Sent> {
        self.mails += 1;
        let id = format!("m{}@example.org", self.mails);
        self.world.deliver(&reply_mail(from, &id, game, body));
        let replies = self.poll(now);
        let state: (String, Option<String>) = self
            .world
            .db()
            .query_row(
                "SELECT outcome, detail FROM messages ORDER BY id DESC LIMIT 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!(state.0, "applied", "{from} game {game} {body:?}: {state:?}");
        replies
    }

    /// The result and termination code of `game` (`*` and empty while it runs).
    pub fn result(&self, game: i64) -> (String, String) {
        self.world
            .db()
            .query_row(
                "SELECT COALESCE(result, '*'), COALESCE(termination, '') FROM games WHERE id = ?1",
                [game],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap()
    }
}

/// The moves of a PGN export without its comments (each ply's
/// `{[%timestamp ...] [%emt ...]}`) and without the `3...` that a comment puts
/// before Black's move: `1. e4 e5 2. Nf3`, as a score is written by hand.
pub fn moves_of(pgn: &str) -> String {
    let mut text = String::new();
    let mut depth = 0;
    for c in pgn.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => text.push(if c == '\n' { ' ' } else { c }),
            _ => {}
        }
    }
    let mut words: Vec<&str> = Vec::new();
    for word in text.split_whitespace() {
        let black_number = word.ends_with("...")
            && word
                .trim_end_matches('.')
                .chars()
                .all(|c| c.is_ascii_digit());
        let after_move = words
            .last()
            .is_some_and(|w| !w.ends_with('.') && !w.ends_with(']'));
        if !(black_number && after_move) {
            words.push(word);
        }
    }
    words.join(" ")
}

/// Every row of `sql` with `params` in `db`, each read into `T`: a tuple of the
/// columns' types (rusqlite reads a row into a tuple by `TryFrom<&Row>`).
pub fn rows<T, P: rusqlite::Params>(db: &rusqlite::Connection, sql: &str, params: P) -> Vec<T>
where
    T: for<'a> TryFrom<&'a rusqlite::Row<'a>, Error = rusqlite::Error>,
{
    let mut stmt = db.prepare(sql).unwrap();
    stmt.query_map(params, |r| T::try_from(r))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// The systemd unit `unit` (a pbem-arbiter.service text naming /usr/bin/arbiter),
/// with `binary` in the binary's place, checked by `systemd-analyze verify`
/// (asserted to pass without a word), and its exposure score by
/// `systemd-analyze security` (0 safest, 10 unsafe) with that command's report.
/// `--threshold` misreports offline in systemd 252, so the score is read from
/// the report's last line.
pub fn systemd_exposure(unit: &str, binary: &Path) -> (f64, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("pbem-arbiter.service");
    std::fs::write(
        &path,
        unit.replace("/usr/bin/arbiter", &binary.display().to_string()),
    )
    .unwrap();
    let out = Command::new("systemd-analyze")
        .args(["verify", "--man=no"])
        .arg(&path)
        .output()
        .expect("systemd-analyze (apt-get install systemd; scripts/test.sh installs it)");
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = Command::new("systemd-analyze")
        .args(["security", "--offline=true"])
        .arg(&path)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&out.stdout).into_owned();
    let score: f64 = report
        .lines()
        .find_map(|l| l.split_once("Overall exposure level for pbem-arbiter.service: "))
        .and_then(|(_, rest)| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no exposure level in\n{report}"));
    (score, report)
}
