//! Delivery reports ("bounces") about the arbiter's mails, through the real binary:
//! a report of a reply that failed marks the player's address as bouncing,
//! `arbiter status` and the overview show it, the organisers and the opponent are
//! told once, the report is never answered, and a later mail from the player
//! clears the mark. Clocks are not touched. And the reader on real reports of the
//! common mail servers (tests/data/mail/bounces/SOURCES.md).

mod common;

use std::path::PathBuf;

use pbem_arbiter::mail::bounce::{self, Action, Cause, ReportForm};

fn sample(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/mail/bounces/sisimai")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A real report and what it says: its file, its form, the failed address, the
/// action, the status, the cause and the Message-ID of the mail it is about.
type Case = (
    &'static str,
    ReportForm,
    &'static str,
    Action,
    Option<&'static str>,
    Cause,
    Option<&'static str>,
);

/// Each real report: its form, the failed address, what became of the mail, the
/// status, the cause and the Message-ID of the mail it is about.
#[test]
fn real_reports_of_the_common_servers_are_read() {
    use Action::Failed;
    use ReportForm::{Standard, Text};
    let cases: [Case; 11] = [
        (
            "rfc3464-01.eml",
            Standard,
            "userunknown@bouncehammer.jp",
            Failed,
            Some("5.1.1"),
            Cause::NoSuchAddress,
            Some("E1C50F1B-1C83-4820-BC36-AC6FBFBE8568@example.org"),
        ),
        (
            "lhost-outlook-01.eml",
            Standard,
            "kijitora@example.jp",
            Failed,
            Some("5.2.2"),
            Cause::MailboxFull,
            Some("BLU436-SMTP6645ECA6E7FEFFE86D040BBA770@phx.gbl"),
        ),
        (
            "lhost-exchange2007-01.eml",
            Standard,
            "mikeneko@example.co.jp",
            Failed,
            Some("5.1.1"),
            Cause::NoSuchAddress,
            None,
        ),
        (
            "rhost-google-01.eml",
            Standard,
            "shironeko@example.ne.jp",
            Failed,
            Some("5.2.1"),
            Cause::MailboxDisabled,
            None,
        ),
        (
            "lhost-postfix-02.eml",
            Standard,
            "filtered@example.co.jp",
            Failed,
            Some("5.2.1"),
            Cause::MailboxDisabled,
            None,
        ),
        (
            "lhost-exim-01.eml",
            Text,
            "kijitora@example.ed.jp",
            Failed,
            Some("5.7.0"),
            Cause::Refused,
            Some("E1P1ce6-000Egt-GZ@e1.example.org"),
        ),
        (
            "lhost-qmail-01.eml",
            Text,
            "kijitora@example.ne.jp",
            Failed,
            Some("5.5.0"),
            Cause::NoSuchAddress,
            Some("000000000.9999999999999.JavaMail.postmaster@mailhub"),
        ),
        (
            "lhost-yahoo-01.eml",
            Text,
            "kijitora@example.org",
            Failed,
            Some("5.1.1"),
            Cause::NoSuchAddress,
            Some("6AE6249A-E7A8-4980-862C-F499F6B8E7C5@y.example.co.jp"),
        ),
        (
            "lhost-gmail-01.eml",
            Text,
            "userunknown@example.jp",
            Failed,
            Some("5.1.1"),
            Cause::NoSuchAddress,
            Some("D992C2C3-F175-4C4D-97E2-53A90E4E5BF5@gmail.com"),
        ),
        (
            "lhost-office365-01.eml",
            Text,
            "kijitora@example.com",
            Failed,
            Some("5.1.10"),
            Cause::NoSuchAddress,
            Some("FFFFFFFF.EEEEEEEE@example.ed.jp"),
        ),
        (
            "lhost-gmx-01.eml",
            Text,
            "shironeko@example.jp",
            Failed,
            Some("5.2.2"),
            Cause::MailboxFull,
            Some("trinity-d174cb7e-d4a8-4dd5-8b53-7a9f70928e75-1417217529360@3capp-mailcom-lxa02"),
        ),
    ];
    for (name, form, address, action, status, cause, id) in cases {
        let raw = sample(name);
        // Every one is automatic mail, and the message reader keeps the report.
        let message = pbem_arbiter::mail::message::parse(&raw, "arbiter@localhost");
        assert!(message.automatic.is_some(), "{name}");
        let report = message
            .report
            .unwrap_or_else(|| panic!("{name}: no report"));
        assert_eq!(report.form, form, "{name}");
        assert_eq!(report.original_id.as_deref(), id, "{name}");
        let entry = report.status_for(address).unwrap();
        assert!(entry.names(address), "{name}: {entry:?}");
        assert_eq!(entry.action, action, "{name}");
        assert_eq!(entry.status.as_deref(), status, "{name}");
        assert_eq!(entry.cause(), cause, "{name}");
        assert!(entry.diagnostic.is_some(), "{name}");
        assert_eq!(bounce::read_bytes(&raw), Some(report), "{name}");
    }
    // Postfix names both recipients of its mail.
    let postfix = bounce::read_bytes(&sample("lhost-postfix-02.eml")).unwrap();
    assert_eq!(postfix.recipients.len(), 2);
    // An auto-reply and an abuse report are automatic, but no delivery report.
    for name in ["rfc3834-01.eml", "arf-01.eml"] {
        let message = pbem_arbiter::mail::message::parse(&sample(name), "arbiter@localhost");
        assert!(message.automatic.is_some(), "{name}");
        assert_eq!(message.report, None, "{name}");
    }
}

use common::club::{Club, Settings};
use common::{reply_mail, to, Sent};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
const ORGANISER: &str = "td@example.org";
const DAEMON: &str = "mailer-daemon@mx.example.net";

const T0: &str = "2027-03-01T10:00:00Z";
const T1: &str = "2027-03-01T12:00:00Z";
const T2: &str = "2027-03-01T14:00:00Z";
const T3: &str = "2027-03-01T16:00:00Z";

/// A club with one organiser and game 1, Alice v Bob, 3 days a move; the
/// arbiter's first mail to Bob (the new game).
fn started() -> (Club, Sent) {
    let mut club = Club::new(ORGANISER, "td-code-4f9c2a7b", Settings::default());
    let config = club.config.to_str().unwrap().to_string();
    let (code, out, err) = club.w.arbiter(&[
        "--config",
        &config,
        "--now",
        T0,
        "game",
        "new",
        "--variant",
        "chess",
        "--white",
        ALICE,
        "--black",
        BOB,
        "--time-control",
        "3d/move",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().next(), Some("1"));
    let replies = club.w.new_replies();
    let to_bob = common::only(&replies, BOB).clone();
    (club, to_bob)
}

/// The envelope sender of a mail the arbiter wrote: the file transport's
/// `Return-Path:`, its first line.
fn return_path(sent: &Sent) -> String {
    let raw = std::fs::read_to_string(&sent.path).unwrap();
    let first = raw.lines().next().unwrap_or("");
    first
        .strip_prefix("Return-Path: <")
        .and_then(|rest| rest.strip_suffix('>'))
        .unwrap_or_else(|| panic!("no Return-Path first: {raw}"))
        .to_string()
}

/// An RFC 3464 report from `DAEMON` to `rcpt` saying `action` (with `status`)
/// for `failed`, with the returned mail's header lines when `original` is given.
fn standard_report(
    id: &str,
    rcpt: &str,
    failed: &str,
    action: &str,
    status: &str,
    original: Option<&str>,
) -> String {
    let returned = original
        .map(|mid| {
            format!(
                "--REPORT\nContent-Type: text/rfc822-headers\n\nFrom: PBEM Arbiter <arbiter@localhost>\n\
                 To: {failed}\nSubject: [Game 1 x] New game\nMessage-ID: <{mid}>\n\n"
            )
        })
        .unwrap_or_default();
    format!(
        "Return-Path: <>\nDelivered-To: {rcpt}\nFrom: Mail Delivery System <{DAEMON}>\nTo: {rcpt}\n\
         Subject: Undelivered Mail Returned to Sender\nMessage-ID: <{id}>\nAuto-Submitted: auto-replied\n\
         Date: Mon, 01 Mar 2027 11:00:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: multipart/report; report-type=delivery-status; boundary=\"REPORT\"\n\n\
         --REPORT\nContent-Type: text/plain\n\nYour message could not be delivered.\n\n\
         --REPORT\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; mx.example.net\n\n\
         Final-Recipient: rfc822; {failed}\nAction: {action}\nStatus: {status}\n\
         Diagnostic-Code: smtp; 552 {status} Mailbox full\n\n{returned}--REPORT--\n"
    )
}

/// The outcome and detail of the message recorded under `<id>`.
fn recorded(club: &Club, id: &str) -> (String, String) {
    club.w
        .db()
        .query_row(
            "SELECT outcome, detail FROM messages WHERE key = ?1",
            [format!("<{id}>")],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

/// `arbiter status`'s lines about bouncing addresses.
fn status_bouncing(club: &Club) -> String {
    let config = club.config.to_str().unwrap();
    let (code, out, err) = club.w.arbiter(&["--config", config, "status"]);
    assert_eq!(code, 0, "{err}");
    out.lines()
        .skip_while(|l| !l.starts_with("bouncing:"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Game 1's clock row, to see that no report touches it.
fn clock(club: &Club) -> String {
    club.w
        .db()
        .query_row(
            "SELECT control || ' ' || white_used || ' ' || black_used || ' ' || \
             COALESCE(running, '-') || ' ' || COALESCE(since, '-') FROM clocks WHERE game_id = 1",
            [],
            |r| r.get(0),
        )
        .unwrap()
}

/// Alice's overview (`games`), at `now`.
fn overview(club: &mut Club, id: &str, now: &str) -> String {
    club.w.deliver(&reply_mail(ALICE, id, 1, "games"));
    let replies = club.poll_at(now);
    common::only(&replies, ALICE).body.clone()
}

#[test]
fn a_report_naming_the_reply_marks_the_player_and_tells_the_organiser_and_the_opponent_once() {
    let (mut club, to_bob) = started();
    // Alice reads German: her notice comes in German.
    club.w
        .deliver(&reply_mail(ALICE, "lang@example.org", 1, "language de"));
    club.poll_at(T0);
    let before = clock(&club);
    // The report comes back to the plain address (no return token), naming the
    // new-game mail to Bob by its Message-ID.
    club.w.deliver_as_written(&standard_report(
        "dsn.1@mx.example.net",
        "arbiter@localhost",
        BOB,
        "failed",
        "5.2.2",
        Some(&to_bob.message_id),
    ));
    let replies = club.poll_at(T1);
    assert_eq!(recorded(&club, "dsn.1@mx.example.net").0, "bounce");
    // Nothing to the mail server nor to Bob; one notice each to the organiser and
    // to Alice.
    assert!(
        to(&replies, DAEMON).is_empty() && to(&replies, BOB).is_empty(),
        "{replies:#?}"
    );
    assert_eq!(replies.len(), 2, "{replies:#?}");
    let organiser = common::only(&replies, ORGANISER);
    let organiser_text = organiser
        .body
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(
        organiser.subject,
        "Mail to bob@example.net comes back undelivered"
    );
    for words in [
        "Since 2027-03-01 12:00:00 UTC, my mail to bob@example.net comes back undelivered: the mailbox is full.",
        "The receiving mail server wrote: 552 5.2.2 Mailbox full",
        "The player has 1 running game:",
        "Game 1 against alice@example.org",
        "(\"arbiter game pause GAME --reason WHY\", or \"pause GAME reason\" by mail)",
    ] {
        assert!(organiser_text.contains(words), "{words:?} not in {}", organiser.body);
    }
    let alice = common::only(&replies, ALICE);
    assert!(alice.subject.starts_with("[Game 1 "), "{}", alice.subject);
    assert!(
        alice
            .subject
            .ends_with("Ihr Gegner erfährt womöglich nichts von der Partie"),
        "{}",
        alice.subject
    );
    let text = alice.body.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        text.contains("kommen meine Mails an Ihren Gegner bob@example.net in Partie 1 unzustellbar zurück (das Postfach ist voll)"),
        "{text}"
    );
    assert!(
        text.contains("Die Turnierleiter wurden benachrichtigt."),
        "{text}"
    );
    // `arbiter status` names the address, the reason and the time.
    let status = status_bouncing(&club);
    assert!(
        status.starts_with("bouncing: mail to 1 address(es) comes back:"),
        "{status}"
    );
    assert!(
        status.contains("bob@example.net since 2027-03-01T12:00:00.000Z, 1 report(s)")
            && status.contains("mailbox-full (552 5.2.2 Mailbox full; mail "),
        "{status}"
    );
    // A second report of the same spell: counted, nobody told again.
    club.w.deliver_as_written(&standard_report(
        "dsn.2@mx.example.net",
        "arbiter@localhost",
        BOB,
        "failed",
        "5.2.2",
        Some(&to_bob.message_id),
    ));
    let replies = club.poll_at(T2);
    assert!(replies.is_empty(), "{replies:#?}");
    assert_eq!(recorded(&club, "dsn.2@mx.example.net").0, "bounce");
    assert!(status_bouncing(&club).contains("2 report(s), the latest at 2027-03-01T14:00:00.000Z"));
    // The clock is the organiser's business: untouched.
    assert_eq!(clock(&club), before);
    // Alice's overview marks the game.
    let body = overview(&mut club, "games.1@example.org", T2);
    assert!(
        body.contains(
            "Mails an bob@example.net kommen seit 2027-03-01 12:00:00 UTC unzustellbar zurück."
        ),
        "{body}"
    );
    // A mail from Bob clears the mark, telling nobody: the status and the
    // overview no longer show it.
    club.w
        .deliver(&reply_mail(BOB, "bob.1@example.net", 1, "board"));
    let replies = club.poll_at(T3);
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert_eq!(status_bouncing(&club), "bouncing: none");
    let body = overview(&mut club, "games.2@example.org", T3);
    assert!(!body.contains("unzustellbar"), "{body}");
    // A new failure after that is a new spell: told again.
    club.w.deliver_as_written(&standard_report(
        "dsn.3@mx.example.net",
        "arbiter@localhost",
        BOB,
        "failed",
        "5.1.1",
        Some(&to_bob.message_id),
    ));
    let replies = club.poll_at("2027-03-01T18:00:00Z");
    assert_eq!(replies.len(), 2, "{replies:#?}");
    assert!(common::only(&replies, ORGANISER)
        .body
        .contains("the address does not exist"));
}

#[test]
fn a_report_through_the_return_address_needs_no_message_id() {
    let (mut club, to_bob) = started();
    let verp = return_path(&to_bob);
    assert!(
        verp.starts_with("arbiter+b-") && verp.ends_with("@localhost"),
        "{verp}"
    );
    // Each mail has a return address of its own.
    let to_alice: Vec<String> = std::fs::read_dir(club.w.data().join("outbox"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p != &to_bob.path)
        .map(|p| return_path(&common::read_sent(&p)))
        .collect();
    assert_eq!(to_alice.len(), 1);
    assert_ne!(to_alice[0], verp);
    club.w.deliver_as_written(&standard_report(
        "dsn.v@mx.example.net",
        &verp,
        BOB,
        "failed",
        "5.1.1",
        None,
    ));
    let replies = club.poll_at(T1);
    let (outcome, detail) = recorded(&club, "dsn.v@mx.example.net");
    assert_eq!(outcome, "bounce", "{detail}");
    assert_eq!(replies.len(), 2, "{replies:#?}");
    assert!(common::only(&replies, ALICE)
        .body
        .contains("(the address does not exist)"));
    assert!(status_bouncing(&club).contains("bob@example.net since"));
    // A report that the next mail arrived clears the mark.
    club.w.deliver_as_written(&standard_report(
        "dsn.ok@mx.example.net",
        &verp,
        BOB,
        "delivered",
        "2.0.0",
        None,
    ));
    assert!(club.poll_at(T2).is_empty());
    assert_eq!(recorded(&club, "dsn.ok@mx.example.net").0, "bounce");
    assert_eq!(status_bouncing(&club), "bouncing: none");
}

#[test]
fn the_text_reports_of_the_common_servers_mark_too() {
    // Exim's text, through the return address, naming no Message-ID.
    let (mut club, to_bob) = started();
    let exim = format!(
        "Return-path: <>\nDelivered-To: {verp}\nFrom: Mail Delivery System <Mailer-Daemon@mx.example.net>\n\
         To: {verp}\nSubject: Mail delivery failed: returning message to sender\n\
         Message-Id: <exim.1@mx.example.net>\nX-Failed-Recipients: bob@example.net\nAuto-Submitted: auto-replied\n\n\
         This message was created automatically by mail delivery software.\n\n\
         A message that you sent could not be delivered to one or more of its\n\
         recipients. This is a permanent error. The following address(es) failed:\n\n\
           bob@example.net\n    host mx.example.net [192.0.2.20]: 550 5.1.1 User unknown\n",
        verp = return_path(&to_bob)
    );
    club.w.deliver_as_written(&exim);
    let replies = club.poll_at(T1);
    assert_eq!(recorded(&club, "exim.1@mx.example.net").0, "bounce");
    assert_eq!(replies.len(), 2, "{replies:#?}");
    assert!(status_bouncing(&club)
        .contains("no-such-address (host mx.example.net [192.0.2.20]: 550 5.1.1 User unknown"));

    // qmail's, from a MAILER-DAEMON without an address, to the plain address,
    // with the copy of the mail (its Message-ID).
    let (mut club, to_bob) = started();
    let qmail = format!(
        "Return-Path: <>\nFrom: MAILER-DAEMON <>\nTo: arbiter@localhost\nSubject: failure notice\n\
         Message-ID: <qmail.1@mx.example.net>\n\n\
         Hi. This is the qmail-send program at mx.example.net.\n\
         I'm afraid I wasn't able to deliver your message to the following addresses.\n\
         This is a permanent error; I've given up. Sorry it didn't work out.\n\n\
         <bob@example.net>:\nRemote host said: 552 Mailbox quota exceeded\n\n\
         --- Below this line is a copy of the message.\n\n\
         Return-Path: <arbiter@localhost>\nMessage-ID: <{}>\nFrom: arbiter@localhost\nTo: bob@example.net\n\nhello\n",
        to_bob.message_id
    );
    club.w.deliver_as_written(&qmail);
    let replies = club.poll_at(T1);
    assert_eq!(recorded(&club, "qmail.1@mx.example.net").0, "bounce");
    assert_eq!(replies.len(), 2, "{replies:#?}");
    assert!(common::only(&replies, ALICE)
        .body
        .contains("(the mailbox is full)"));
}

#[test]
fn a_report_about_no_mail_of_ours_or_a_delay_marks_nobody() {
    let (mut club, to_bob) = started();
    let to_alice = std::fs::read_dir(club.w.data().join("outbox"))
        .unwrap()
        .map(|e| common::read_sent(&e.unwrap().path()))
        .find(|s| s.to == ALICE)
        .unwrap();
    let reports = [
        // A Message-ID the arbiter never sent.
        (
            "forged.1@mx.example.net",
            standard_report(
                "forged.1@mx.example.net",
                "arbiter@localhost",
                BOB,
                "failed",
                "5.1.1",
                Some("arbiter.1.1.1.1.0123456789abcdef@localhost"),
            ),
            "ignored-automatic",
        ),
        // A return token the arbiter never gave.
        (
            "forged.2@mx.example.net",
            standard_report(
                "forged.2@mx.example.net",
                "arbiter+b-0123456789abcdef@localhost",
                BOB,
                "failed",
                "5.1.1",
                None,
            ),
            "ignored-automatic",
        ),
        // The mail to Alice, said to have failed for Bob: neither is marked.
        (
            "forged.3@mx.example.net",
            standard_report(
                "forged.3@mx.example.net",
                "arbiter@localhost",
                BOB,
                "failed",
                "5.1.1",
                Some(&to_alice.message_id),
            ),
            "bounce",
        ),
        // A delay: the server still tries.
        (
            "delay.1@mx.example.net",
            standard_report(
                "delay.1@mx.example.net",
                &return_path(&to_bob),
                BOB,
                "delayed",
                "4.4.1",
                None,
            ),
            "bounce",
        ),
    ];
    for (id, raw, outcome) in reports {
        club.w.deliver_as_written(&raw);
        let replies = club.poll_at(T1);
        assert!(replies.is_empty(), "{id}: {replies:#?}");
        let (got, detail) = recorded(&club, id);
        assert_eq!(got, outcome, "{id}: {detail}");
        assert_eq!(status_bouncing(&club), "bouncing: none", "{id}: {detail}");
    }
    assert_eq!(club.w.count("SELECT COUNT(*) FROM bounces"), 0);
}
