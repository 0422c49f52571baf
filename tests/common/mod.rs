//! Helpers shared by the tests that drive the real `arbiter` binary over a temporary
//! data directory (Maildir inbox, file outbox, SQLite).
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use mail_parser::MessageParser;

/// One reply found in the outbox.
#[derive(Debug, Clone)]
pub struct Sent {
    pub to: String,
    pub subject: String,
    pub message_id: String,
    pub in_reply_to: Option<String>,
    pub auto_submitted: Option<String>,
    pub body: String,
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
    /// delivery agent would.
    pub fn deliver(&mut self, raw: &str) {
        self.deliver_bytes(raw.replace('\n', "\r\n").as_bytes());
    }

    /// Puts exact bytes into the inbox's new/ folder.
    pub fn deliver_bytes(&mut self, raw: &[u8]) {
        let new = self.data().join("inbox/new");
        std::fs::create_dir_all(&new).unwrap();
        self.delivered += 1;
        let name = format!("1700000000.M{}P1.test", self.delivered);
        let tmp = self.data().join("inbox/tmp");
        std::fs::create_dir_all(&tmp).unwrap();
        std::fs::write(tmp.join(&name), raw).unwrap();
        std::fs::rename(tmp.join(&name), new.join(&name)).unwrap();
    }

    /// `arbiter poll --once`, then the replies it wrote.
    pub fn poll(&mut self) -> Vec<Sent> {
        let (code, _, err) = self.arbiter(&["poll", "--once"]);
        assert_eq!(code, 0, "{err}");
        self.new_replies()
    }

    /// `arbiter poll --once --now NOW` (simulated time, issue 13 §9), then the
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

    pub fn count(&self, sql: &str) -> i64 {
        self.db().query_row(sql, [], |r| r.get(0)).unwrap()
    }
}

pub fn read_sent(path: &Path) -> Sent {
    let raw = std::fs::read(path).unwrap();
    let m = MessageParser::default().parse(&raw).unwrap();
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
        body: m
            .body_text(0)
            .map(|b| b.replace("\r\n", "\n"))
            .unwrap_or_default(),
    }
}

/// The replies addressed to `who`.
pub fn to<'a>(replies: &'a [Sent], who: &str) -> Vec<&'a Sent> {
    replies.iter().filter(|r| r.to == who).collect()
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
pub fn replay_data(path: &str) -> pbem_arbiter::replay::ReplayReport {
    use pbem_arbiter::replay::{read_scores, replay, ReplaySettings};
    let full = format!("{}/tests/data/{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(full).unwrap();
    let games = read_scores(&text, None).unwrap();
    assert_eq!(games.len(), 1, "{path}");
    replay(&games[0], &ReplaySettings::default()).unwrap()
}

/// Where a replay stopped: (ply, the turn as written, the reason).
pub fn stop(report: &pbem_arbiter::replay::ReplayReport) -> (u32, String, String) {
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
