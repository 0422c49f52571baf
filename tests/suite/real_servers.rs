//! A whole game through real mail servers on loopback: the players'
//! mails are APPENDed by IMAP into the arbiter's INBOX on Dovecot, the real `arbiter`
//! binary runs with an `imap` inbox (IDLE) and an `smtp` transport to OpenSMTPD, and
//! the replies are read back from the Maildir OpenSMTPD delivers into. Fool's mate
//! (four plies) plus one refused illegal move; on the way Dovecot is stopped and
//! started again (the daemon connects again and goes on), and OpenSMTPD is stopped
//! while the mating move arrives (the replies wait in the outbox and go out once it
//! is back): nothing lost, nothing doubled.
//!
//! Needs root and the Debian packages `dovecot-imapd` and `opensmtpd` (`.ci/run`
//! installs them); fails with that message otherwise.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::servers::{
    free_port, maildir_files, require, Daemon, Dovecot, ImapClient, Smtpd, SmtpdSlot,
    IMAP_PASSWORD, IMAP_USER,
};
use crate::common::{read_sent, reply_mail, Sent, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// `arbiter run` with its log in the test's directory.
fn start_daemon(w: &World, config: &Path) -> Daemon {
    let log = std::fs::File::create(w.dir.path().join("arbiter-run.log")).unwrap();
    Daemon::start(&w.data(), config, "info", log.into())
}

fn assert_running(daemon: &mut Daemon, w: &World) {
    assert!(
        daemon.is_running(),
        "arbiter run exited; its log:\n{}",
        log(w)
    );
}

fn log(w: &World) -> String {
    std::fs::read_to_string(w.dir.path().join("arbiter-run.log")).unwrap_or_default()
}

/// Waits for `done` (checked every 50 ms) with a generous deadline, so that a broken
/// run fails instead of hanging; no time is asserted.
fn wait_until(w: &World, what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(90);
    while !done() {
        assert!(
            Instant::now() < deadline,
            "gave up waiting for {what}; arbiter log:\n{}",
            log(w)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The replies OpenSMTPD delivered, as read from its Maildir, taken as they come.
struct Delivered {
    maildir: PathBuf,
    seen: BTreeSet<PathBuf>,
}

impl Delivered {
    /// Waits for `n` more deliveries and returns them (and fails if more came).
    fn next(&mut self, w: &World, n: usize) -> Vec<Sent> {
        let want = self.seen.len() + n;
        wait_until(w, &format!("{n} more delivered replies"), || {
            maildir_files(&self.maildir).len() >= want
        });
        // A moment for a wrongly doubled delivery to show up as well.
        std::thread::sleep(Duration::from_millis(300));
        let files = maildir_files(&self.maildir);
        assert_eq!(files.len(), want, "expected exactly {n} new replies");
        let fresh: Vec<Sent> = files
            .iter()
            .filter(|p| !self.seen.contains(*p))
            .map(|p| read_sent(p))
            .collect();
        self.seen.extend(files);
        fresh
    }
}

/// A player's mail as their Reply button sends it: to the Reply-To of the arbiter's
/// last message about the game, which carries their code.
fn replied(w: &World, raw: &str) -> String {
    String::from_utf8(w.as_replied(raw.as_bytes())).expect("UTF-8 mail")
}

fn only_to<'a>(replies: &'a [Sent], who: &str) -> &'a Sent {
    let found: Vec<&Sent> = replies.iter().filter(|r| r.to == who).collect();
    assert_eq!(found.len(), 1, "one reply to {who} expected: {replies:?}");
    found[0]
}

fn write_config(w: &World, imap_port: u16, smtp_port: u16) -> PathBuf {
    let path = w.dir.path().join("arbiter.toml");
    std::fs::write(
        &path,
        format!(
            "[arbiter]\naddress = \"arbiter@localhost\"\n\
             [mail]\n# IDLE and the retry timer do the waking; the timer is only a fallback.\npoll_interval = \"10m\"\n\
             [inbox]\nkind = \"imap\"\n\
             [inbox.imap]\nhost = \"127.0.0.1\"\nport = {imap_port}\nsecurity = \"none\"\n\
             username = \"{IMAP_USER}\"\npassword = \"{IMAP_PASSWORD}\"\n\
             [transport]\nkind = \"smtp\"\nretry_backoff = \"500ms\"\n\
             [transport.smtp]\nhost = \"127.0.0.1\"\nport = {smtp_port}\nsecurity = \"none\"\n"
        ),
    )
    .unwrap();
    path
}

#[test]
fn a_game_through_dovecot_and_opensmtpd_with_both_servers_down_for_a_while() {
    require();
    let slot = SmtpdSlot::take();
    let w = World::new();
    let servers = common::servers::shared_tempdir();
    let imap_dir = servers.path().join("imap");
    let dovecot = Dovecot::start(&imap_dir);
    let imap_port = dovecot.port;
    let smtp_port = free_port();
    let smtpd = Smtpd::start(&slot, servers.path(), smtp_port);
    let config = write_config(&w, imap_port, smtp_port);
    let config_text = config.to_string_lossy().into_owned();
    let mut delivered = Delivered {
        maildir: smtpd.maildir.clone(),
        seen: BTreeSet::new(),
    };

    // The game; its first messages go out through OpenSMTPD.
    let (code, out, err) = w.arbiter(&[
        "--config",
        &config_text,
        "game",
        "new",
        "--white",
        ALICE,
        "--black",
        BOB,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("first messages sent: 2"), "{out}");
    let first = delivered.next(&w, 2);
    assert!(only_to(&first, ALICE).subject.starts_with("[Game 1 "));
    only_to(&first, BOB);

    let mut daemon = start_daemon(&w, &config);
    let mut imap = ImapClient::login(imap_port, IMAP_USER, IMAP_PASSWORD);

    // 1. f3
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(ALICE, "p1@example.org", 1, "f3")),
    );
    let r = delivered.next(&w, 2);
    assert!(
        only_to(&r, BOB).body.contains("White played 1. f3"),
        "{r:?}"
    );
    only_to(&r, ALICE);

    // An illegal move: refused to Bob alone, the game unchanged.
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(BOB, "p2@example.net", 1, "Qh4")),
    );
    let r = delivered.next(&w, 1);
    let refusal = only_to(&r, BOB);
    assert!(
        refusal.body.contains("Qh4 is not legal"),
        "{}",
        refusal.body
    );
    assert!(
        refusal.body.contains("Game 1 is unchanged"),
        "{}",
        refusal.body
    );

    // 1... e5
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(BOB, "p3@example.net", 1, "e5")),
    );
    let r = delivered.next(&w, 2);
    assert!(
        only_to(&r, ALICE).body.contains("Black played 1... e5"),
        "{r:?}"
    );

    // Dovecot goes away and comes back on the same port with the same mail: the
    // daemon keeps running and connects again.
    drop(imap);
    dovecot.stop();
    std::thread::sleep(Duration::from_secs(2));
    assert_running(&mut daemon, &w);
    let dovecot = Dovecot::start_on(&imap_dir, imap_port);
    let mut imap = ImapClient::login(imap_port, IMAP_USER, IMAP_PASSWORD);

    // 2. g4
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(ALICE, "p4@example.org", 1, "g4")),
    );
    let r = delivered.next(&w, 2);
    assert!(
        only_to(&r, BOB).body.contains("White played 2. g4"),
        "{r:?}"
    );
    assert!(
        log(&w).contains("IMAP server unavailable") || log(&w).contains("IMAP session ended"),
        "the outage should be logged:\n{}",
        log(&w)
    );

    // OpenSMTPD goes away; the mate is applied and its replies wait in the outbox.
    smtpd.stop();
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(BOB, "p5@example.net", 1, "Qh4#")),
    );
    wait_until(&w, "two replies waiting after a failed attempt", || {
        w.count("SELECT COUNT(*) FROM outbox WHERE status = 'waiting' AND attempts >= 1") == 2
    });
    assert_eq!(w.count("SELECT COUNT(*) FROM turns WHERE game_id = 1"), 4);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM games WHERE id = 1 AND result = '0-1'"),
        1
    );
    assert_eq!(
        maildir_files(&delivered.maildir).len(),
        delivered.seen.len()
    );
    assert_running(&mut daemon, &w);

    // Back: the waiting replies go out, once each.
    let smtpd = Smtpd::start(&slot, servers.path(), smtp_port);
    let r = delivered.next(&w, 2);
    for who in [ALICE, BOB] {
        assert!(
            only_to(&r, who)
                .body
                .contains("Game over: 0-1 (Black wins by checkmate)."),
            "{r:?}"
        );
    }

    // Nothing lost, nothing doubled: every reply the outbox holds was delivered
    // exactly once, and every delivered reply is one of them.
    wait_until(&w, "every reply marked sent", || {
        w.count("SELECT COUNT(*) FROM outbox WHERE status <> 'sent'") == 0
    });
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for path in maildir_files(&delivered.maildir) {
        *seen.entry(read_sent(&path).message_id).or_default() += 1;
    }
    let db = w.db();
    let mut stmt = db
        .prepare("SELECT message_id FROM outbox ORDER BY id")
        .unwrap();
    let queued: Vec<String> = stmt
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(queued.len(), 11, "2 first messages, 4 plies x 2, 1 refusal");
    assert_eq!(
        seen.keys().cloned().collect::<Vec<_>>(),
        {
            let mut q = queued.clone();
            q.sort();
            q
        },
        "delivered Message-IDs differ from the outbox"
    );
    assert!(
        seen.values().all(|&n| n == 1),
        "a reply was delivered twice: {seen:?}"
    );

    // Every mail was moved to `processed` after its commit; the read position is kept.
    assert_eq!(imap.count("INBOX"), 0);
    assert_eq!(imap.count("processed"), 5);
    assert_eq!(
        w.count("SELECT COUNT(*) FROM messages WHERE source LIKE 'imap:INBOX;UIDVALIDITY=%'"),
        5
    );
    assert_eq!(w.count("SELECT MAX(last_uid) FROM imap_state"), 5);

    // SIGTERM ends the daemon cleanly.
    let status = daemon.stop();
    assert!(
        status.is_some_and(|s| s.success()),
        "arbiter run did not stop cleanly on SIGTERM ({status:?}); log:\n{}",
        log(&w)
    );
    drop(smtpd);
    drop(dovecot);
}

/// A new UIDVALIDITY voids the remembered UIDs (RFC 3501 2.3.1.1): Dovecot's UID list
/// and indexes are removed while it is down, so that the next mail gets UID 1 again under a new
/// UIDVALIDITY; `arbiter poll --once` must read it, not skip it as already handled.
#[test]
fn a_new_uidvalidity_reads_the_folder_again() {
    require();
    let mut w = World::new();
    let servers = common::servers::shared_tempdir();
    let imap_dir = servers.path().join("imap");
    let dovecot = Dovecot::start(&imap_dir);
    let port = dovecot.port;
    let config = w.dir.path().join("arbiter.toml");
    std::fs::write(
        &config,
        format!(
            "[arbiter]\naddress = \"arbiter@localhost\"\n[inbox]\nkind = \"imap\"\n\
             [inbox.imap]\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\n\
             username = \"{IMAP_USER}\"\npassword = \"{IMAP_PASSWORD}\"\n"
        ),
    )
    .unwrap();
    let config = config.to_string_lossy().into_owned();
    w.game_with(ALICE, BOB, &["--config", &config]);
    let validity = |w: &World| w.count("SELECT MAX(uid_validity) FROM imap_state");

    let mut imap = ImapClient::login(port, IMAP_USER, IMAP_PASSWORD);
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(ALICE, "v1@example.org", 1, "e4")),
    );
    drop(imap);
    let (code, out, err) = w.arbiter(&["--config", &config, "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("handled 1 message(s), sent 2"), "{out}");
    assert_eq!(w.new_replies().len(), 2);
    let first = validity(&w);
    assert_eq!(w.count("SELECT MAX(last_uid) FROM imap_state"), 1);

    dovecot.stop();
    // The UID list and the indexes (which keep the UIDVALIDITY too) of INBOX.
    for entry in std::fs::read_dir(imap_dir.join("Maildir")).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file()
            && path
                .file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("dovecot")
        {
            std::fs::remove_file(path).unwrap();
        }
    }
    // Dovecot takes the time in seconds as a new UIDVALIDITY.
    std::thread::sleep(Duration::from_millis(1100));
    let dovecot = Dovecot::start_on(&imap_dir, port);
    let mut imap = ImapClient::login(port, IMAP_USER, IMAP_PASSWORD);
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(BOB, "v2@example.net", 1, "e5")),
    );
    let (code, out, err) = w.arbiter(&["--config", &config, "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("handled 1 message(s), sent 2"), "{out}");
    let r = w.new_replies();
    assert!(
        only_to(&r, ALICE).body.contains("Black played 1... e5"),
        "{r:?}"
    );
    assert_ne!(validity(&w), first, "the new UIDVALIDITY is remembered");
    assert_eq!(w.count("SELECT MAX(last_uid) FROM imap_state"), 1);
    assert_eq!(imap.count("INBOX"), 0);
    drop(imap);
    dovecot.stop();
}

/// The size limit over IMAP: a mail above `mail.max_message_bytes` is fetched only up to
/// the limit plus room for its headers (`BODY.PEEK[]<0.N>` after `RFC822.SIZE`) and
/// refused by a reply naming its size; it is moved out of INBOX like any other.
#[test]
fn an_oversized_mail_over_imap_is_refused_by_its_size() {
    require();
    let mut w = World::new();
    let servers = common::servers::shared_tempdir();
    let dovecot = Dovecot::start(&servers.path().join("imap"));
    let port = dovecot.port;
    let config = w.dir.path().join("arbiter.toml");
    std::fs::write(
        &config,
        format!(
            "[arbiter]\naddress = \"arbiter@localhost\"\n[mail]\nmax_message_bytes = 100000\n\
             [inbox]\nkind = \"imap\"\n[inbox.imap]\nhost = \"127.0.0.1\"\nport = {port}\n\
             security = \"none\"\nusername = \"{IMAP_USER}\"\npassword = \"{IMAP_PASSWORD}\"\n"
        ),
    )
    .unwrap();
    let config = config.to_string_lossy().into_owned();
    w.game_with(ALICE, BOB, &["--config", &config]);
    let padding = "x".repeat(76);
    let body = format!("e4\n{}", format!("{padding}\n").repeat(5000));
    let mut imap = ImapClient::login(port, IMAP_USER, IMAP_PASSWORD);
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(ALICE, "big@example.org", 1, &body)),
    );
    let (code, out, err) = w.arbiter(&["--config", &config, "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("handled 1 message(s), sent 1"), "{out}");
    let r = w.new_replies();
    let refusal = only_to(&r, ALICE);
    assert!(
        refusal.body.contains("more than the limit of 100000 bytes"),
        "{}",
        refusal.body
    );
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
    assert_eq!(imap.count("INBOX"), 0);
    assert_eq!(imap.count("processed"), 1);
    drop(imap);
    dovecot.stop();
}

/// Dovecot's post-login CAPABILITY (2.3, Debian 12) with the named extensions left
/// out, for `imap_capability`: the server still understands them, but a client that
/// reads its capabilities, as the arbiter does, must not use them.
fn capabilities_without(left_out: &[&str]) -> String {
    const DOVECOT_CAPABILITIES: &str = "IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE \
        SORT SORT=DISPLAY THREAD=REFERENCES THREAD=REFS THREAD=ORDEREDSUBJECT MULTIAPPEND \
        URL-PARTIAL CATENATE UNSELECT CHILDREN NAMESPACE UIDPLUS LIST-EXTENDED I18NLEVEL=1 \
        CONDSTORE QRESYNC ESEARCH ESORT SEARCHRES WITHIN CONTEXT=SEARCH LIST-STATUS BINARY \
        MOVE SNIPPET=FUZZY PREVIEW=FUZZY PREVIEW STATUS=SIZE SAVEDATE LITERAL+ NOTIFY";
    DOVECOT_CAPABILITIES
        .split_whitespace()
        .filter(|c| !left_out.contains(c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The fallback of `move_to_processed`: on a server without MOVE a
/// handled message goes to `processed` by `UID COPY`, `\Deleted` and `UID EXPUNGE`,
/// and without UIDPLUS as well by a plain `EXPUNGE`. Dovecot's logout line counts
/// the messages a session marked `\Deleted`, which only the fallback does (a `UID
/// MOVE` marks none: the first case, with every capability, is the control), so the
/// test knows which way the messages went.
#[test]
fn messages_reach_processed_on_servers_without_move_or_uidplus() {
    require();
    for (left_out, fallback) in [
        (&[][..], false),
        (&["MOVE"][..], true),
        (&["MOVE", "UIDPLUS"][..], true),
    ] {
        let mut w = World::new();
        let servers = common::servers::shared_tempdir();
        let extra = format!("imap_capability = {}\n", capabilities_without(left_out));
        let dovecot = Dovecot::start_with(&servers.path().join("imap"), free_port(), &extra);
        let port = dovecot.port;
        let config = w.dir.path().join("arbiter.toml");
        std::fs::write(
            &config,
            format!(
                "[arbiter]\naddress = \"arbiter@localhost\"\n\
                 [inbox]\nkind = \"imap\"\n[inbox.imap]\nhost = \"127.0.0.1\"\nport = {port}\n\
                 security = \"none\"\nusername = \"{IMAP_USER}\"\npassword = \"{IMAP_PASSWORD}\"\n"
            ),
        )
        .unwrap();
        let config = config.to_string_lossy().into_owned();
        w.game_with(ALICE, BOB, &["--config", &config]);
        let mut imap = ImapClient::login(port, IMAP_USER, IMAP_PASSWORD);
        imap.append(
            "INBOX",
            &replied(&w, &reply_mail(ALICE, "m1@example.org", 1, "e4")),
        );
        let (code, out, err) = w.arbiter(&["--config", &config, "poll", "--once"]);
        assert_eq!(code, 0, "{left_out:?}: {err}");
        assert!(out.contains("handled 1 message(s)"), "{left_out:?}: {out}");
        imap.append(
            "INBOX",
            &replied(&w, &reply_mail(BOB, "m2@example.net", 1, "e5")),
        );
        let (code, out, err) = w.arbiter(&["--config", &config, "poll", "--once"]);
        assert_eq!(code, 0, "{left_out:?}: {err}");
        assert!(out.contains("handled 1 message(s)"), "{left_out:?}: {out}");
        assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 2, "{left_out:?}");
        assert_eq!(imap.count("INBOX"), 0, "{left_out:?}");
        assert_eq!(imap.count("processed"), 2, "{left_out:?}");
        drop(imap);
        dovecot.stop();
        let server_log =
            std::fs::read_to_string(servers.path().join("imap/dovecot.log")).unwrap_or_default();
        assert_eq!(
            server_log.matches("deleted=1 expunged=1").count(),
            if fallback { 2 } else { 0 },
            "{left_out:?}: Dovecot's log:\n{server_log}"
        );
    }
}

/// A move from a chess program (Xfcc) with the inbox on IMAP and the replies by
/// SMTP: the password comes by OpenSMTPD into the player's Maildir, Scid's
/// `MakeAMove` is answered `Success`, and the opponent's mail arrives in the
/// Maildir at once: the call wakes the IMAP loop out of IDLE (the timer is ten
/// minutes), and the mover gets none.
#[test]
fn a_move_from_a_chess_program_reaches_the_opponent_through_opensmtpd() {
    require();
    let slot = SmtpdSlot::take();
    let w = World::new();
    let servers = common::servers::shared_tempdir();
    let dovecot = Dovecot::start(&servers.path().join("imap"));
    let smtp_port = free_port();
    let smtpd = Smtpd::start(&slot, servers.path(), smtp_port);
    let config = write_config(&w, dovecot.port, smtp_port);
    let mut text = std::fs::read_to_string(&config).unwrap();
    text.push_str("[xfcc]\nlisten = \"127.0.0.1:0\"\n");
    std::fs::write(&config, text).unwrap();
    let config_text = config.to_string_lossy().into_owned();
    let mut delivered = Delivered {
        maildir: smtpd.maildir.clone(),
        seen: BTreeSet::new(),
    };
    let (code, _, err) = w.arbiter(&[
        "--config",
        &config_text,
        "game",
        "new",
        "--white",
        ALICE,
        "--black",
        BOB,
    ]);
    assert_eq!(code, 0, "{err}");
    delivered.next(&w, 2);
    let mut daemon = start_daemon(&w, &config);
    let mut address = None;
    wait_until(&w, "xfcc listening", || {
        address = common::xfcc::listening_address(&log(&w));
        address.is_some()
    });
    let address = address.unwrap();
    let mut imap = ImapClient::login(dovecot.port, IMAP_USER, IMAP_PASSWORD);
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(ALICE, "xfcc@example.org", 1, "xfcc")),
    );
    // The settings' answer and the password, each a mail of its own.
    let mails = delivered.next(&w, 2);
    let password = mails
        .iter()
        .filter(|m| m.to == ALICE)
        .find_map(|m| crate::xfcc::password_in(&m.body))
        .unwrap_or_else(|| panic!("no password: {mails:?}"));
    let request = common::xfcc::request(
        "POST",
        "/xfccbasic.asmx",
        &address.to_string(),
        &[("Content-Type", common::xfcc::SCID_CONTENT_TYPE)],
        &common::xfcc::scid_make_a_move(&common::xfcc::ScidMove {
            username: ALICE,
            password: &password,
            game_id: 1,
            movecount: 1,
            my_move: "f3",
            ..common::xfcc::ScidMove::default()
        }),
    );
    let answer = common::xfcc::HttpConnection::open(address).send(&request);
    assert!(
        answer
            .text()
            .contains("<MakeAMoveResult>Success</MakeAMoveResult>"),
        "{}",
        answer.text()
    );
    let r = delivered.next(&w, 1);
    assert!(
        only_to(&r, BOB).body.contains("White played 1. f3"),
        "{r:?}"
    );
    assert_running(&mut daemon, &w);
    daemon.stop();
}
