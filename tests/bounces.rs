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
