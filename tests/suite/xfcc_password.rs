//! Xfcc passwords by mail: `xfcc` in a mail that proves itself (the player's
//! code for a game) makes a password, keeps only its hash and sends it, alone
//! on an indented line, to the player's registered address in a mail of its
//! own, with the endpoint's address; `xfcc` again replaces it, `xfcc off`
//! revokes it, `xfcc mail on|off` sets the mail about one's own moves made
//! from the program. The password's text leaves the outbox once it is sent.

use std::path::PathBuf;

use pbem_arbiter::arbiter::auth;
use pbem_arbiter::notation::dialect::Language;

use crate::common::{reply_mail, say, Sent, World};

const ANN: &str = "ann@example.org";
const BOB: &str = "bob@example.org";
const URL: &str = "https://chess.example/xfccbasic.asmx";
const NOW: &str = "2026-12-01T10:00:00Z";

struct Xfcc {
    w: World,
    cfg: PathBuf,
    game: i64,
    mails: usize,
}

impl Xfcc {
    /// A game of Ann (White) and Bob under a config with `sections`.
    fn new(sections: &str) -> Xfcc {
        let mut w = World::new();
        let cfg = w.config("xfcc.toml", sections);
        let out = w.ok_with_config_at(&cfg, &["game", "new", "--white", ANN, "--black", BOB], NOW);
        let game = out.lines().next().unwrap().trim().parse().unwrap();
        w.new_replies();
        Xfcc {
            w,
            cfg,
            game,
            mails: 0,
        }
    }

    /// The Xfcc endpoint configured, with its public address.
    fn served() -> Xfcc {
        Xfcc::new(&format!(
            "[xfcc]\nlisten = \"127.0.0.1:8089\"\npublic_url = \"{URL}\"\n"
        ))
    }

    /// `body` from `from` about the game as a reply that carries the player's
    /// code (`proven`) or not; the replies of the poll.
    fn mail(&mut self, from: &str, body: &str, proven: bool) -> Vec<Sent> {
        self.mails += 1;
        let raw = reply_mail(from, &format!("m{}@ann.test", self.mails), self.game, body);
        if proven {
            self.w.deliver(&raw);
        } else {
            self.w.deliver_as_written(&raw);
        }
        self.w
            .ok_with_config_at(&self.cfg, &["poll", "--once"], NOW);
        self.w.new_replies()
    }

    /// The stored hashes of Ann's password (none, or one).
    fn hashes(&self) -> Vec<String> {
        let rows: Vec<(String,)> = self.w.rows(
            "SELECT x.hash FROM xfcc_passwords x JOIN players p ON p.id = x.player_id \
             WHERE p.email = ?1",
            [ANN],
        );
        rows.into_iter().map(|(hash,)| hash).collect()
    }

    fn own_mail(&self) -> Vec<i64> {
        let rows: Vec<(i64,)> = self.w.rows(
            "SELECT x.own_mail FROM xfcc_passwords x JOIN players p ON p.id = x.player_id \
             WHERE p.email = ?1",
            [ANN],
        );
        rows.into_iter().map(|(on,)| on).collect()
    }
}

/// White space collapsed, so that a sentence reads the same however the
/// mail's lines were filled.
fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn says(mail: &Sent, text: &str) -> bool {
    squash(&mail.body).contains(&squash(text))
}

/// The password of a password mail: the one line indented by four spaces,
/// 20 symbols of `A-Z a-z 0-9 - _` alone on it (asserted).
fn password_in(mail: &Sent) -> String {
    let lines: Vec<&str> = mail
        .body
        .lines()
        .filter(|l| l.starts_with("    ") && !l.trim().is_empty())
        .collect();
    assert_eq!(lines.len(), 1, "one indented line: {}", mail.body);
    let password = lines[0].trim_start();
    assert_eq!(password.len(), 20, "{password:?}");
    assert!(
        password
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
        "{password:?}"
    );
    assert_eq!(lines[0], format!("    {password}"), "alone on its line");
    password.to_string()
}

/// The one password mail among `replies` (asserted), and the other replies.
fn split(replies: &[Sent], subject: &str) -> (Sent, Vec<Sent>) {
    let (mut password, others): (Vec<Sent>, Vec<Sent>) = replies
        .iter()
        .cloned()
        .partition(|r| r.subject.contains(subject));
    assert_eq!(password.len(), 1, "one password mail: {replies:#?}");
    (password.remove(0), others)
}

#[test]
fn an_unproven_xfcc_is_refused_and_makes_no_password() {
    let mut x = Xfcc::served();
    let replies = x.mail(ANN, "xfcc", false);
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert_eq!(replies[0].to, ANN);
    assert!(
        says(
            &replies[0],
            &say(Language::English, "refused-settings-unproven", &[])
        ),
        "{}",
        replies[0].body
    );
    assert!(x.hashes().is_empty());
    let subject = say(Language::English, "xfcc-password-subject", &[]);
    assert!(replies.iter().all(|r| !r.subject.contains(&subject)));
}

#[test]
fn a_proven_xfcc_sends_one_password_to_the_registered_address_alone() {
    let mut x = Xfcc::served();
    let subject = say(Language::English, "xfcc-password-subject", &[]);
    let replies = x.mail(ANN, "xfcc", true);
    assert!(replies.iter().all(|r| r.to == ANN), "{replies:#?}");
    let (mail, others) = split(&replies, &subject);
    let password = password_in(&mail);
    assert!(mail.body.contains(URL), "{}", mail.body);
    assert!(
        says(
            &mail,
            &say(
                Language::English,
                "xfcc-password-username",
                &[("username", ANN.into())]
            )
        ),
        "{}",
        mail.body
    );
    assert!(
        mail.body
            .contains("Play > Correspondence Chess > Configure Xfcc"),
        "{}",
        mail.body
    );
    // The settings answer says where it went, and never holds the password.
    assert_eq!(others.len(), 1, "{others:#?}");
    assert!(
        says(
            &others[0],
            &say(
                Language::English,
                "settings-xfcc-sent",
                &[("email", ANN.into())]
            )
        ),
        "{}",
        others[0].body
    );
    assert!(!others[0].body.contains(&password));
    // Only the hash is kept, and it is the password's.
    let hashes = x.hashes();
    assert_eq!(hashes.len(), 1);
    assert!(hashes[0].starts_with("$argon2id$"), "{}", hashes[0]);
    assert!(!hashes[0].contains(&password));
    assert!(auth::verify_password(&password, Some(&hashes[0])));
    assert_eq!(
        x.own_mail(),
        [0],
        "no mail about one's own moves by default"
    );
    // The password left the outbox once the mail was sent, and is in no record.
    let message_id = mail.message_id.trim_matches(['<', '>']).to_string();
    let kept: Vec<(String, String)> = x.w.rows(
        "SELECT o.status, c.body FROM outbox o JOIN outbox_content c ON c.id = o.id \
         WHERE o.message_id = ?1",
        [&message_id],
    );
    assert_eq!(kept.len(), 1, "{message_id}");
    assert_eq!(kept[0].0, "sent");
    assert!(!kept[0].1.contains(&password), "{}", kept[0].1);
    let anywhere = format!("%{password}%");
    for sql in [
        "SELECT COUNT(*) FROM outbox_content WHERE body LIKE ?1",
        "SELECT COUNT(*) FROM messages WHERE detail LIKE ?1",
        "SELECT COUNT(*) FROM outbox WHERE subject LIKE ?1",
    ] {
        let n: Vec<(i64,)> = x.w.rows(sql, [&anywhere]);
        assert_eq!(n, [(0,)], "{sql}");
    }
}

#[test]
fn xfcc_again_replaces_the_password_and_off_revokes_it() {
    let mut x = Xfcc::served();
    let subject = say(Language::English, "xfcc-password-subject", &[]);
    // Two in one mail make one password.
    let first = password_in(&split(&x.mail(ANN, "xfcc\nxfcc", true), &subject).0);
    let old_hash = x.hashes();
    let second = password_in(&split(&x.mail(ANN, "XFCC", true), &subject).0);
    assert_ne!(first, second);
    let hashes = x.hashes();
    assert_eq!(hashes.len(), 1, "one password per player");
    assert_ne!(hashes, old_hash);
    assert!(!auth::verify_password(&first, Some(&hashes[0])));
    assert!(auth::verify_password(&second, Some(&hashes[0])));

    let replies = x.mail(ANN, "xfcc mail on", true);
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert!(says(
        &replies[0],
        &say(Language::English, "settings-xfcc-mail-on", &[])
    ));
    assert_eq!(x.own_mail(), [1]);
    let replies = x.mail(ANN, "xfcc mail off", true);
    assert!(says(
        &replies[0],
        &say(Language::English, "settings-xfcc-mail-off", &[])
    ));
    assert_eq!(x.own_mail(), [0]);

    let replies = x.mail(ANN, "xfcc off", true);
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert!(says(
        &replies[0],
        &say(Language::English, "settings-xfcc-off", &[])
    ));
    assert!(x.hashes().is_empty());
    let replies = x.mail(ANN, "xfcc mail on", true);
    assert!(says(
        &replies[0],
        &say(Language::English, "settings-xfcc-no-password", &[])
    ));
    assert!(x.own_mail().is_empty());
}

#[test]
fn a_german_player_reads_the_password_mail_in_german() {
    let mut x = Xfcc::served();
    x.mail(ANN, "language de", true);
    let subject = say(Language::German, "xfcc-password-subject", &[]);
    let replies = x.mail(ANN, "xfcc", true);
    let (mail, others) = split(&replies, &subject);
    password_in(&mail);
    assert!(says(
        &mail,
        &say(Language::German, "xfcc-password-intro", &[])
    ));
    assert!(says(
        &mail,
        &say(Language::German, "xfcc-password-keep", &[])
    ));
    assert!(
        says(
            &others[0],
            &say(
                Language::German,
                "settings-xfcc-sent",
                &[("email", ANN.into())]
            )
        ),
        "{}",
        others[0].body
    );
}

#[test]
fn without_an_endpoint_xfcc_is_refused() {
    let mut x = Xfcc::new("");
    let replies = x.mail(ANN, "xfcc", true);
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert!(
        says(&replies[0], &say(Language::English, "setting-no-xfcc", &[])),
        "{}",
        replies[0].body
    );
    assert!(x.hashes().is_empty());
}

#[test]
fn the_password_goes_to_the_address_as_registered_not_as_the_mail_wrote_it() {
    let mut x = Xfcc::served();
    let subject = say(Language::English, "xfcc-password-subject", &[]);
    let replies = x.mail("Ann@EXAMPLE.org", "xfcc", true);
    let (mail, _) = split(&replies, &subject);
    assert_eq!(mail.to, ANN, "the registered address");
    password_in(&mail);
    assert_eq!(x.hashes().len(), 1);
}

/// The help reply lists `xfcc` where the service has an Xfcc endpoint, in
/// the reader's language, and not where it has none.
#[test]
fn the_help_lists_xfcc_only_with_an_endpoint() {
    let block = |language: Language| {
        say(language, "help-xfcc-commands", &[])
            .lines()
            .map(|l| format!("    {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut x = Xfcc::served();
    let help = x.mail(ANN, "help", false);
    assert_eq!(help.len(), 1, "{help:#?}");
    let settings = say(Language::English, "help-settings-commands", &[]);
    let last = settings.lines().last().unwrap();
    let listed = format!("{last}\n{}\n\n", block(Language::English));
    assert!(help[0].body.contains(&listed), "{listed}\n{}", help[0].body);
    x.mail(ANN, "language fr", true);
    let help = x.mail(ANN, "help", false);
    assert!(
        help[0].body.contains(&block(Language::French)),
        "{}",
        help[0].body
    );

    let mut x = Xfcc::new("");
    let help = x.mail(ANN, "help", false);
    assert!(!help[0].body.contains("xfcc"), "{}", help[0].body);
    assert!(help[0].body.contains(last), "{}", help[0].body);
}

/// The organiser revokes a player's password from the command line.
#[test]
fn the_organiser_revokes_a_password() {
    let mut x = Xfcc::served();
    x.mail(ANN, "xfcc", true);
    assert_eq!(x.hashes().len(), 1);
    let out =
        x.w.ok_with_config_at(&x.cfg, &["player", "xfcc-off", "Ann@Example.org"], NOW);
    assert!(out.contains("Xfcc password revoked"), "{out}");
    assert!(x.hashes().is_empty());
    let out =
        x.w.ok_with_config_at(&x.cfg, &["player", "xfcc-off", ANN], NOW);
    assert!(out.contains("no Xfcc password"), "{out}");
    let (code, _, err) = x.w.arbiter(&["player", "xfcc-off", "nobody@example.org"]);
    assert_ne!(code, 0);
    assert!(err.contains("nobody@example.org"), "{err}");
}
