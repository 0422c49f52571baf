//! `arbiter run` keeps running, with the real binary and real faults:
//! another process holding the database's write lock longer than the busy timeout,
//! a full disk (a small tmpfs mounted over the data directory: needs root, as
//! `.ci/run` runs), an SMTP relay that accepts connections and never answers, and
//! SIGTERM in the middle of a batch or of a hanging send. Time is only bounded
//! generously (did it end at all), never measured.

use std::io::Write as _;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::common::{reply_mail, wait_for, World};

const WHITE: &str = "white@example.org";
const BLACK: &str = "black@example.org";

/// A fresh data directory with one chess game; returns the world and the game.
fn one_game(config: Option<&Path>) -> (World, i64) {
    let mut w = World::new();
    let mut args: Vec<String> = Vec::new();
    if let Some(config) = config {
        args.extend(["--config".into(), config.display().to_string()]);
    }
    args.extend(
        ["game", "new", "--white", WHITE, "--black", BLACK]
            .iter()
            .map(|s| s.to_string()),
    );
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, out, err) = w.arbiter(&args);
    assert_eq!(code, 0, "{err}");
    let game = out.lines().next().unwrap().trim().parse().unwrap();
    w.new_replies();
    (w, game)
}

fn turns(w: &World) -> i64 {
    w.count("SELECT COUNT(*) FROM turns")
}

#[test]
fn a_database_locked_by_another_process_is_waited_out() {
    let mut w = World::new();
    let config = w.config(
        "run.toml",
        "[mail]\npoll_interval = \"1s\"\n[transport]\nretry_backoff = \"1s\"\n",
    );
    let game = w.game_with(WHITE, BLACK, &[]);
    let mut daemon = w.spawn_run(Some(&config), "run.log");
    assert!(daemon.wait_running(), "{}", daemon.log_text());
    // Another process takes the write lock and holds it for longer than the
    // arbiter's busy timeout (10 s).
    let db = w.data().join("arbiter.sqlite3");
    let mut holder = Command::new("python3")
        .args([
            "-c",
            "import sqlite3, sys, time\n\
             c = sqlite3.connect(sys.argv[1], isolation_level=None)\n\
             c.execute('BEGIN EXCLUSIVE')\n\
             print('locked', flush=True)\n\
             time.sleep(13)\n\
             c.execute('ROLLBACK')\n",
        ])
        .arg(&db)
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 (scripts/test.sh installs it)");
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(holder.stdout.take().unwrap()),
        &mut line,
    )
    .unwrap();
    assert_eq!(line.trim(), "locked");
    w.deliver(&reply_mail(WHITE, "locked1@x", game, "e4"));
    assert!(
        wait_for(Duration::from_secs(30), || daemon
            .log_text()
            .contains("poll failed")),
        "{}",
        daemon.log_text()
    );
    assert!(
        daemon.child.try_wait().unwrap().is_none(),
        "the daemon ended on a locked database:\n{}",
        daemon.log_text()
    );
    assert!(holder.wait().unwrap().success());
    // Once the lock is gone the move is applied and answered.
    assert!(
        wait_for(Duration::from_secs(60), || turns(&w) == 1
            && w.count(
                "SELECT COUNT(*) FROM outbox WHERE status = 'sent' AND in_reply_to = 'locked1@x'"
            ) == 1),
        "{}",
        daemon.log_text()
    );
    let log = daemon.log_text();
    assert!(log.contains("database is locked"), "{log}");
    let status = daemon.terminate(Duration::from_secs(10));
    assert!(status.is_some_and(|s| s.success()), "{status:?}\n{log}");
}

/// A tmpfs mounted over a directory for the length of a test.
struct Mount(PathBuf);

impl Mount {
    fn tmpfs(dir: &Path, size: &str) -> Mount {
        std::fs::create_dir_all(dir).unwrap();
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir)
            .output()
            .expect("the mount program (util-linux)");
        assert!(
            out.status.success(),
            "mounting a {size} tmpfs on {} failed: this test fills a real disk and needs root \
             (CAP_SYS_ADMIN), as .ci/run has: {}",
            dir.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        Mount(dir.to_path_buf())
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

/// Writes zeros to `path` until the file system is full.
fn fill(path: &Path) {
    let mut file = std::fs::File::create(path).unwrap();
    let block = vec![0u8; 64 * 1024];
    loop {
        match file.write_all(&block) {
            Ok(()) => {}
            Err(e) => {
                assert_eq!(e.raw_os_error(), Some(28), "{e}"); // ENOSPC
                break;
            }
        }
    }
    let _ = file.sync_all();
}

#[test]
fn a_full_disk_stops_nothing_and_loses_nothing() {
    let w = World::new();
    let _mount = Mount::tmpfs(&w.data(), "8m");
    // The inbox lives outside the full file system (mail still arrives), the
    // database and the outbox on it.
    let inbox = w.dir.path().join("inbox");
    let config = w.config(
        "run.toml",
        &format!(
            "[mail]\npoll_interval = \"1s\"\ninbox = \"{}\"\n[transport]\nretry_backoff = \"1s\"\n",
            inbox.display()
        ),
    );
    let (code, _, err) = w.arbiter(&["--config", &config.display().to_string(), "init"]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = w.arbiter(&[
        "--config",
        &config.display().to_string(),
        "game",
        "new",
        "--white",
        WHITE,
        "--black",
        BLACK,
    ]);
    assert_eq!(code, 0, "{err}");
    let game: i64 = out.lines().next().unwrap().trim().parse().unwrap();
    let mut daemon = w.spawn_run(Some(&config), "run.log");
    assert!(daemon.wait_running(), "{}", daemon.log_text());
    let filler = w.data().join("filler");
    fill(&filler);
    let deliver = |w: &World, id: &str, from: &str, body: &str| {
        let raw = reply_mail(from, id, game, body).replace('\n', "\r\n");
        let raw = w.as_replied(raw.as_bytes());
        std::fs::create_dir_all(inbox.join("tmp")).unwrap();
        std::fs::create_dir_all(inbox.join("new")).unwrap();
        let name = format!("{id}.test");
        std::fs::write(inbox.join("tmp").join(&name), raw).unwrap();
        std::fs::rename(inbox.join("tmp").join(&name), inbox.join("new").join(&name)).unwrap();
    };
    deliver(&w, "full1@x", WHITE, "e4");
    assert!(
        wait_for(Duration::from_secs(30), || daemon
            .log_text()
            .contains("No space left on device")
            || daemon.log_text().contains("disk is full")),
        "the full disk was never hit:\n{}",
        daemon.log_text()
    );
    // Let it meet the full disk a few more times.
    std::thread::sleep(Duration::from_secs(3));
    assert!(
        daemon.child.try_wait().unwrap().is_none(),
        "the daemon ended on a full disk:\n{}",
        daemon.log_text()
    );
    std::fs::remove_file(&filler).unwrap();
    deliver(&w, "full2@x", BLACK, "e5");
    assert!(
        wait_for(Duration::from_secs(90), || turns(&w) == 2
            && w.count("SELECT COUNT(*) FROM outbox WHERE status <> 'sent'")
                == 0),
        "{}",
        daemon.log_text()
    );
    let log = daemon.log_text();
    let status = daemon.terminate(Duration::from_secs(10));
    assert!(status.is_some_and(|s| s.success()), "{status:?}\n{log}");
    // Each move once, each reply once as a whole file, no temporary file left.
    let db = w.db();
    let inputs: Vec<String> = db
        .prepare("SELECT input FROM turns ORDER BY ply")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(inputs, ["e4", "e5"]);
    let names: Vec<String> = std::fs::read_dir(w.data().join("outbox"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| n.ends_with(".eml")), "{names:?}");
    assert_eq!(
        names.len() as i64,
        w.count("SELECT COUNT(*) FROM outbox"),
        "{names:?}"
    );
    for name in &names {
        let len = std::fs::metadata(w.data().join("outbox").join(name))
            .unwrap()
            .len();
        assert!(len > 0, "{name} is empty");
    }
}

/// A TCP listener that accepts every connection and never says a word (a relay
/// that hangs); returns its port.
fn hanging_relay() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming() {
            held.push(stream);
        }
    });
    port
}

#[test]
fn a_hanging_smtp_relay_holds_up_no_move() {
    let port = hanging_relay();
    let smtp = format!(
        "[mail]\npoll_interval = \"1s\"\n[transport]\nkind = \"smtp\"\nretry_backoff = \"1s\"\n\
         [transport.smtp]\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\ntimeout = \"1s\"\n"
    );
    let (mut w, game) = one_game(None);
    let config = w.config("smtp.toml", &smtp);
    let mut daemon = w.spawn_run(Some(&config), "run.log");
    assert!(daemon.wait_running(), "{}", daemon.log_text());
    w.deliver(&reply_mail(WHITE, "hang1@x", game, "e4"));
    assert!(
        wait_for(Duration::from_secs(30), || turns(&w) == 1),
        "{}",
        daemon.log_text()
    );
    // The daemon is not stuck in the relay: the next move is handled too, while
    // the replies wait with the relay's error.
    w.deliver(&reply_mail(BLACK, "hang2@x", game, "e5"));
    assert!(
        wait_for(Duration::from_secs(30), || turns(&w) == 2
            && w.count(
                "SELECT COUNT(*) FROM outbox WHERE in_reply_to = 'hang2@x' AND attempts > 0"
            ) == 1),
        "{}",
        daemon.log_text()
    );
    assert_eq!(
        w.count("SELECT COUNT(*) FROM outbox WHERE status = 'sent' AND in_reply_to LIKE 'hang%'"),
        0
    );
    // arbiter status shows the queue and the relay's error.
    let (code, out, err) = w.arbiter(&["--config", &config.display().to_string(), "status"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(&format!("daemon: process {}", daemon.pid())),
        "{out}"
    );
    assert!(out.contains("after a failure"), "{out}");
    assert!(out.contains("recent errors (newest first):"), "{out}");
    assert!(
        out.contains("did not answer in time (transport.smtp.timeout)"),
        "{out}"
    );
    let log = daemon.log_text();
    let status = daemon.terminate(Duration::from_secs(10));
    assert!(status.is_some_and(|s| s.success()), "{status:?}\n{log}");
    // The replies waited; once the way out works (here the file outbox) each goes
    // out once, with its Message-ID.
    let files = w.config(
        "file.toml",
        "[transport]\nkind = \"file\"\nretry_backoff = \"1s\"\n",
    );
    assert!(
        wait_for(Duration::from_secs(60), || {
            w.arbiter(&["--config", &files.display().to_string(), "poll", "--once"]);
            w.count("SELECT COUNT(*) FROM outbox WHERE status <> 'sent'") == 0
        }),
        "the waiting replies were never sent"
    );
    let sent = w.new_replies();
    // Four replies to the two moves (the two new-game mails were taken before).
    assert_eq!(
        sent.len() as i64,
        w.count("SELECT COUNT(*) FROM outbox") - 2
    );
    assert_eq!(sent.len(), 4);
    assert_eq!(
        sent.iter()
            .filter(|s| s.in_reply_to.as_deref() == Some("hang1@x"))
            .count(),
        1
    );
}

#[test]
fn sigterm_ends_run_during_a_send_to_a_hanging_relay() {
    // The default SMTP timeout (30 s) is longer than the grace after SIGTERM (2 s):
    // the daemon ends anyway; the reply waits in the outbox.
    let port = hanging_relay();
    let smtp = format!(
        "[transport]\nkind = \"smtp\"\n[transport.smtp]\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\n"
    );
    let (mut w, game) = one_game(None);
    let config = w.config("smtp.toml", &smtp);
    let mut daemon = w.spawn_run(Some(&config), "run.log");
    assert!(daemon.wait_running(), "{}", daemon.log_text());
    w.deliver(&reply_mail(WHITE, "term1@x", game, "e4"));
    assert!(
        wait_for(Duration::from_secs(30), || turns(&w) == 1),
        "{}",
        daemon.log_text()
    );
    let status = daemon.terminate(Duration::from_secs(10));
    let log = daemon.log_text();
    assert!(
        status.is_some_and(|s| s.success()),
        "run did not end after SIGTERM: {status:?}\n{log}"
    );
    assert_eq!(
        w.count("SELECT COUNT(*) FROM outbox WHERE in_reply_to = 'term1@x' AND status = 'waiting'"),
        1
    );
}

#[test]
fn sigterm_ends_run_between_messages_and_the_rest_waits() {
    let (mut w, game) = one_game(None);
    const MAILS: i64 = 300;
    for i in 0..MAILS {
        w.deliver(&reply_mail(WHITE, &format!("batch{i}@x"), game, "board"));
    }
    let mut daemon = w.spawn_run(None, "run.log");
    assert!(
        wait_for(Duration::from_secs(30), || daemon
            .log_text()
            .contains("outcome=")),
        "{}",
        daemon.log_text()
    );
    let status = daemon.terminate(Duration::from_secs(10));
    let log = daemon.log_text();
    assert!(
        status.is_some_and(|s| s.success()),
        "run did not end after SIGTERM: {status:?}\n{log}"
    );
    // Every mail is either handled (and moved to cur/) or still in new/.
    let handled = w.count("SELECT COUNT(*) FROM messages");
    let waiting = std::fs::read_dir(w.data().join("inbox/new"))
        .unwrap()
        .count() as i64;
    assert_eq!(
        handled + waiting,
        MAILS,
        "handled {handled}, waiting {waiting}"
    );
    let (code, _, err) = w.arbiter(&["poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(w.count("SELECT COUNT(*) FROM messages"), MAILS);
}
