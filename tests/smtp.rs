//! The SMTP transport against a real SMTP server on loopback (Python's aiosmtpd,
//! installed by scripts/test.sh), delivering into a Maildir; and a failed delivery
//! that is kept in the outbox for a later attempt.

mod common;

use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::{read_sent, World};

struct Server {
    child: Child,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn start_server(port: u16, maildir: &std::path::Path) -> Server {
    // aiosmtpd's Mailbox handler makes the Maildir itself (only if it does not exist).
    let child = Command::new("python3")
        .args([
            "-m",
            "aiosmtpd",
            "-n",
            "-l",
            &format!("127.0.0.1:{port}"),
            "-c",
            "aiosmtpd.handlers.Mailbox",
        ])
        .arg(maildir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("python3 with aiosmtpd (pip install aiosmtpd; scripts/test.sh does it)");
    let server = Server { child };
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            Instant::now() < deadline,
            "aiosmtpd did not start on port {port} (is it installed?)"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    server
}

fn smtp_config(w: &World, port: u16) -> String {
    let path = w.dir.path().join("smtp.toml");
    std::fs::write(
        &path,
        format!(
            "[arbiter]\naddress = \"arbiter@localhost\"\n[transport]\nkind = \"smtp\"\n[transport.smtp]\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\n"
        ),
    )
    .unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn replies_go_out_over_smtp() {
    let w = World::new();
    let port = free_port();
    let maildir = w.dir.path().join("received");
    let _server = start_server(port, &maildir);
    let config = smtp_config(&w, port);
    let (code, out, err) = w.arbiter(&[
        "--config",
        &config,
        "game",
        "new",
        "--white",
        "alice@example.org",
        "--black",
        "bob@example.net",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("first messages sent: 2"), "{out}");
    let received: Vec<_> = std::fs::read_dir(maildir.join("new"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(received.len(), 2);
    let mut to: Vec<String> = received
        .iter()
        .map(|p| read_sent(p))
        .map(|s| {
            assert_eq!(s.auto_submitted.as_deref(), Some("auto-replied"));
            assert!(s.subject.starts_with("[Game 1 "), "{}", s.subject);
            assert!(s.body.contains("+---+"));
            s.to
        })
        .collect();
    to.sort();
    assert_eq!(to, vec!["alice@example.org", "bob@example.net"]);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM outbox WHERE status = 'sent'"),
        2
    );
    // Each reply's MAIL FROM is the arbiter's address with the reply's own
    // return token (VERP), as the server recorded it (aiosmtpd's X-MailFrom).
    let mut senders: Vec<String> = received
        .iter()
        .map(|p| {
            let raw = std::fs::read_to_string(p).unwrap();
            raw.lines()
                .find_map(|l| l.strip_prefix("X-MailFrom: "))
                .unwrap_or_else(|| panic!("no X-MailFrom: {raw}"))
                .trim()
                .to_string()
        })
        .collect();
    senders.sort();
    let db = w.db();
    let mut stmt = db
        .prepare("SELECT 'arbiter+b-' || return_token || '@localhost' FROM outbox ORDER BY 1")
        .unwrap();
    let expected: Vec<String> = stmt
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(senders, expected);
}

#[test]
fn a_failed_delivery_is_kept_for_later() {
    let w = World::new();
    let port = free_port(); // nothing listens there
    let config = smtp_config(&w, port);
    let (code, out, err) = w.arbiter(&[
        "--config",
        &config,
        "game",
        "new",
        "--white",
        "alice@example.org",
        "--black",
        "bob@example.net",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("first messages sent: 0"), "{out}");
    assert_eq!(w.count("SELECT COUNT(*) FROM outbox WHERE status = 'waiting' AND attempts = 1 AND last_error IS NOT NULL AND next_attempt_at IS NOT NULL"), 2);
    // The game exists and the replies wait; the next poll does not resend before the backoff.
    let (code, out, _) = w.arbiter(&["--config", &config, "poll", "--once"]);
    assert_eq!(code, 0);
    assert!(out.contains("sent 0 reply(ies), 0 failed"), "{out}");
}
