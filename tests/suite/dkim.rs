//! Mail-auth verification of the sender's domain (`[auth] verify_dkim =
//! "require"`), through the real binary and a real DNS server on loopback (dnsmasq,
//! serving the test's DKIM keys as TXT records; offline): a player's mail changes a
//! game only when it carries the player's code AND a DKIM signature of the `From:`
//! domain verifies (or an ARC chain sealed by a trusted list vouches for it); any
//! other such mail is kept, the registered address is asked to confirm it, and the
//! reason is named in the request and the log. With the switch off nothing changes.
//!
//! The keys are ed25519 keys made by each test (mail-auth's own generator) for
//! made-up domains; nothing here is a real key.

use std::path::PathBuf;

use crate::common::servers::Dnsmasq;
use crate::common::{answer, to, Sent, World};
use base64::Engine;
use mail_auth::arc::ArcSealer;
use mail_auth::common::crypto::Ed25519Key;
use mail_auth::common::headers::HeaderWriter;
use mail_auth::dkim::DkimSigner;
use mail_auth::{AuthenticatedMessage, AuthenticationResults};
use pbem_arbiter::config::{AuthSection, VerifyDkim};
use pbem_arbiter::mail::domain_auth::{DomainVerdict, DomainVerifier};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
/// The ARC sealer the operator trusts (a mailing list) and one it does not.
const LIST: &str = "lists.example.net";
const OTHER_LIST: &str = "lists.other.net";

/// Test keys (PKCS#8 DER), made fresh for each test.
struct Keys {
    example: Vec<u8>,
    evil: Vec<u8>,
    list: Vec<u8>,
    other_list: Vec<u8>,
}

fn fresh_key() -> Vec<u8> {
    Ed25519Key::generate_pkcs8().unwrap()
}

fn key(der: &[u8]) -> Ed25519Key {
    Ed25519Key::from_pkcs8_der(der).unwrap()
}

/// The DKIM key record (RFC 8463) of a key: `v=DKIM1; k=ed25519; p=BASE64`.
fn record(der: &[u8]) -> String {
    let public = base64::engine::general_purpose::STANDARD.encode(key(der).public_key());
    format!("v=DKIM1; k=ed25519; p={public}")
}

/// A game of ALICE and BOB, a DNS server with every key, and a config that turns
/// the check on (trusting LIST's ARC seals).
struct Setup {
    w: World,
    dns: Option<Dnsmasq>,
    keys: Keys,
    config: PathBuf,
}

fn setup() -> Setup {
    let keys = Keys {
        example: fresh_key(),
        evil: fresh_key(),
        list: fresh_key(),
        other_list: fresh_key(),
    };
    let dns = Dnsmasq::start(&[
        ("sel._domainkey.example.org".into(), record(&keys.example)),
        ("sel._domainkey.evil.example".into(), record(&keys.evil)),
        (format!("arc._domainkey.{LIST}"), record(&keys.list)),
        (
            format!("arc._domainkey.{OTHER_LIST}"),
            record(&keys.other_list),
        ),
    ]);
    let mut w = World::new();
    w.game_with(ALICE, BOB, &["--variant", "chess"]);
    let config = w.config(
        "dkim.toml",
        &format!(
            "[auth]\nverify_dkim = \"require\"\ndns_servers = [\"{}\"]\n\
             arc_trusted_sealers = [\"{LIST}\"]\ndkim_timeout = \"5s\"\n",
            dns.address()
        ),
    );
    Setup {
        w,
        dns: Some(dns),
        keys,
        config,
    }
}

impl Setup {
    /// `arbiter --config dkim.toml poll --once`, then the replies it wrote.
    fn poll(&mut self) -> Vec<Sent> {
        let config = self.config.to_str().unwrap().to_string();
        let (code, _, err) = self.w.arbiter(&["--config", &config, "poll", "--once"]);
        assert_eq!(code, 0, "{err}");
        self.w.new_replies()
    }

    /// ALICE's reply `body` (carrying her code), signed by `domain` with `der`.
    fn alice_signed(&self, der: &[u8], domain: &str, body: &str) -> Vec<u8> {
        signed(der, domain, &self.replied("m1@x", "my move", body))
    }

    /// Delivers `raw` as written and polls: the replies.
    fn send(&mut self, raw: &[u8]) -> Vec<Sent> {
        self.w.deliver_bytes_as_written(raw);
        self.poll()
    }

    /// A mail from ALICE with this subject and body, addressed as her Reply button
    /// addresses it (so it carries her code), CRLF line ends.
    fn replied(&self, id: &str, subject: &str, body: &str) -> Vec<u8> {
        self.w.as_replied(mail(ALICE, id, subject, body).as_bytes())
    }
}

fn mail(from: &str, id: &str, subject: &str, body: &str) -> String {
    format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: {subject}\nMessage-ID: <{id}>\n\
         Date: Mon, 23 Nov 2026 10:00:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=utf-8\n\n{body}\n"
    )
    .replace('\n', "\r\n")
}

/// `raw` with a DKIM-Signature of `domain` (selector `sel`) on top, as the sender's
/// outgoing server adds it.
fn signed(der: &[u8], domain: &str, raw: &[u8]) -> Vec<u8> {
    let signature = DkimSigner::from_key(key(der))
        .domain(domain)
        .selector("sel")
        .headers(["From", "To", "Subject", "Message-ID", "Date"])
        .sign(raw)
        .unwrap();
    [signature.to_header().as_bytes(), raw].concat()
}

/// What a mailing list `sealer` does with a signed mail: it checks the DKIM
/// signature (through `dns`), puts its tag in front of the subject (which breaks
/// the signature), and adds an ARC set (RFC 8617) that records the check.
fn through_list(dns: &Dnsmasq, der: &[u8], sealer: &str, raw: &[u8]) -> Vec<u8> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let text = String::from_utf8(raw.to_vec()).unwrap();
    let changed = text.replacen("Subject: ", "Subject: [chess-list] ", 1);
    runtime.block_on(async {
        let authenticator = verifier(dns).authenticator().unwrap();
        let original = AuthenticatedMessage::parse(raw).unwrap();
        let dkim = authenticator.verify_dkim(&original).await;
        assert_eq!(dkim[0].result(), &mail_auth::DkimResult::Pass, "{dkim:?}");
        let arc = authenticator.verify_arc(&original).await;
        let results = AuthenticationResults::new(sealer).with_dkim_results(&dkim, ALICE);
        let modified = AuthenticatedMessage::parse(changed.as_bytes()).unwrap();
        let set = ArcSealer::from_key(key(der))
            .domain(sealer)
            .selector("arc")
            .headers(["From", "To", "Subject", "DKIM-Signature"])
            .seal(&modified, &results, &arc)
            .unwrap();
        [set.to_header().as_bytes(), changed.as_bytes()].concat()
    })
}

fn turns(w: &World) -> i64 {
    w.count("SELECT COUNT(*) FROM turns WHERE game_id = 1")
}

/// The outcome and detail of the last recorded message (the log of the messages).
fn last(w: &World) -> (String, String) {
    w.db()
        .query_row(
            "SELECT outcome, detail FROM messages ORDER BY id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

/// The one confirmation request ALICE got, checked to name `reason`.
fn request_naming<'a>(replies: &'a [Sent], reason: &str) -> &'a Sent {
    let requests: Vec<&Sent> = to(replies, ALICE)
        .into_iter()
        .filter(|r| r.subject.contains("[Confirm "))
        .collect();
    assert_eq!(requests.len(), 1, "{replies:#?}");
    assert!(requests[0].body.contains(reason), "{}", requests[0].body);
    assert!(
        to(replies, BOB).is_empty(),
        "BOB hears of nothing: {replies:#?}"
    );
    requests[0]
}

#[test]
fn a_signed_mail_with_the_code_is_applied() {
    let mut s = setup();
    let raw = s.alice_signed(&s.keys.example, "example.org", "e4");
    let replies = s.send(&raw);
    assert_eq!(turns(&s.w), 1, "{replies:#?}");
    assert_eq!(last(&s.w).0, "applied");
    assert!(!to(&replies, BOB).is_empty());
}

#[test]
fn a_body_altered_in_transit_asks_for_confirmation_then_applies_once() {
    let mut s = setup();
    let raw = s.alice_signed(&s.keys.example, "example.org", "e4");
    // A relay appends its footer after the signature was made.
    let mut altered = raw.clone();
    altered.extend_from_slice(b"\r\n-- \r\nSent through a relay that adds footers\r\n");
    s.w.deliver_bytes_as_written(&altered);
    let replies = s.poll();
    assert_eq!(turns(&s.w), 0, "not applied: {replies:#?}");
    let request = request_naming(&replies, "DKIM signature for example.org did not verify");
    // The code was there: no advice to use the Reply button.
    assert!(!request.body.contains("Next time"), "{}", request.body);
    let (outcome, detail) = last(&s.w);
    assert_eq!(outcome, "unconfirmed");
    assert!(
        detail.contains("DKIM signature for example.org did not verify"),
        "{detail}"
    );
    // The answer proves itself by the token only the registered address received.
    let yes = answer(request, ALICE, "yes@x", "");
    s.w.deliver_as_written(&yes);
    let replies = s.poll();
    assert_eq!(turns(&s.w), 1, "applied when confirmed: {replies:#?}");
    assert_eq!(last(&s.w).0, "applied");
    // Once: the same answer again changes nothing.
    s.w.deliver_as_written(&answer(request, ALICE, "yes-again@x", ""));
    s.poll();
    assert_eq!(turns(&s.w), 1);
    assert_eq!(last(&s.w).0, "refused");
}

#[test]
fn an_unsigned_mail_asks_for_confirmation() {
    let mut s = setup();
    let raw = s.replied("m1@x", "my move", "e4");
    let replies = s.send(&raw);
    assert_eq!(turns(&s.w), 0);
    request_naming(&replies, "carries no DKIM signature of example.org");
    assert_eq!(last(&s.w).0, "unconfirmed");
}

#[test]
fn a_signed_mail_without_the_code_asks_for_confirmation() {
    // Both must hold when the switch is on: the domain's signature and the code.
    let mut s = setup();
    let raw = signed(
        &s.keys.example,
        "example.org",
        mail(ALICE, "m1@x", "[Game 1] my move", "e4").as_bytes(),
    );
    let replies = s.send(&raw);
    assert_eq!(turns(&s.w), 0);
    let request = request_naming(&replies, "did not carry your code for game 1");
    assert!(
        request
            .body
            .contains("Next time, reply to one of my messages"),
        "{}",
        request.body
    );
}

#[test]
fn a_signature_of_another_domain_does_not_count() {
    let mut s = setup();
    let raw = s.alice_signed(&s.keys.evil, "evil.example", "resign");
    let replies = s.send(&raw);
    let status: String =
        s.w.db()
            .query_row("SELECT status FROM games WHERE id = 1", [], |r| r.get(0))
            .unwrap();
    assert_eq!(
        status, "active",
        "a resign signed by evil.example ended the game"
    );
    request_naming(
        &replies,
        "signed (DKIM) by evil.example, not by example.org",
    );
}

/// ALICE's signed move "e4", sent through the list of `sealer` (its key `der`),
/// delivered and polled: the setup and the replies.
fn listed_move(trusted: bool) -> (Setup, Vec<Sent>) {
    let mut s = setup();
    let (der, sealer) = if trusted {
        (&s.keys.list, LIST)
    } else {
        (&s.keys.other_list, OTHER_LIST)
    };
    let raw = s.alice_signed(&s.keys.example, "example.org", "e4");
    let listed = through_list(s.dns.as_ref().unwrap(), der, sealer, &raw);
    s.w.deliver_bytes_as_written(&listed);
    let replies = s.poll();
    (s, replies)
}

#[test]
fn arc_from_a_trusted_list_over_a_broken_signature_is_applied() {
    let (s, replies) = listed_move(true);
    assert_eq!(turns(&s.w), 1, "{replies:#?}");
    assert_eq!(last(&s.w).0, "applied");
}

#[test]
fn arc_from_an_untrusted_list_is_not_applied() {
    let (s, replies) = listed_move(false);
    assert_eq!(turns(&s.w), 0);
    request_naming(
        &replies,
        "sealed by lists.other.net, which this arbiter does not trust",
    );
}

#[test]
fn dns_down_keeps_the_move_for_confirmation() {
    let mut s = setup();
    let raw = s.alice_signed(&s.keys.example, "example.org", "e4");
    s.w.deliver_bytes_as_written(&raw);
    if let Some(dns) = s.dns.take() {
        dns.stop();
    }
    let replies = s.poll();
    assert_eq!(turns(&s.w), 0, "not applied without a verified signature");
    let request = request_naming(&replies, "example.org");
    let (outcome, detail) = last(&s.w);
    assert_eq!(outcome, "unconfirmed");
    assert!(
        detail.contains("could not be checked") || detail.contains("took longer"),
        "{detail}"
    );
    // Nothing lost: the kept move is played when the request is answered.
    s.w.deliver_as_written(&answer(request, ALICE, "yes@x", ""));
    s.poll();
    assert_eq!(turns(&s.w), 1);
}

#[test]
fn with_the_switch_off_nothing_changes() {
    let mut s = setup();
    // Unsigned, and signed by another domain: applied on the code alone, as before.
    let raw = s.replied("m1@x", "my move", "e4");
    s.w.deliver_bytes_as_written(&raw);
    s.w.poll();
    assert_eq!(turns(&s.w), 1);
    let raw = signed(
        &s.keys.evil,
        "evil.example",
        &s.w.as_replied(mail(BOB, "m2@x", "my move", "e5").as_bytes()),
    );
    s.w.deliver_bytes_as_written(&raw);
    s.w.poll();
    assert_eq!(turns(&s.w), 2);
    let outcomes = s.w.outcomes();
    assert_eq!(outcomes, ["applied", "applied"]);
}

/// The arbiter's verifier, switched on, asking `dns` (the library, not the binary).
fn verifier(dns: &Dnsmasq) -> DomainVerifier {
    let auth = AuthSection {
        verify_dkim: VerifyDkim::Require,
        dns_servers: vec![dns.address()],
        ..AuthSection::default()
    };
    DomainVerifier::from_config(&auth).unwrap().unwrap()
}

#[test]
fn a_real_signed_mail_whose_key_is_out_of_reach_is_unauthenticated_not_an_error() {
    // A real mail signed twice (RSA and ed25519) by proxforge.de, whose keys only the
    // real DNS holds (tests/data/mail/SOURCES.md).
    let raw = std::fs::read("tests/data/mail/mime/thirdparty/015.eml").unwrap();
    let dns = Dnsmasq::start(&[]);
    let verifier = verifier(&dns);
    match verifier.check(&raw, "proxforge.de") {
        DomainVerdict::Unauthenticated(why) => {
            assert!(why.to_string().contains("proxforge.de"), "{why}")
        }
        other => panic!("{other:?}"),
    }
    // Every real mail of the corpus goes through the check without a crash.
    for dir in [
        "tests/data/mail/mime/thirdparty",
        "tests/data/mail/mime/malformed",
    ] {
        for entry in std::fs::read_dir(dir).unwrap() {
            let raw = std::fs::read(entry.unwrap().path()).unwrap();
            let _ = verifier.check(&raw, "example.org");
        }
    }
}

#[test]
fn the_check_runs_inside_the_imap_daemons_runtime() {
    // The IMAP daemon handles mail inside a tokio runtime, where blocking on a
    // second runtime would panic: the check runs on a thread of its own.
    let der = fresh_key();
    let dns = Dnsmasq::start(&[("sel._domainkey.example.org".into(), record(&der))]);
    let verifier = verifier(&dns);
    let raw = signed(
        &der,
        "example.org",
        mail(ALICE, "m@x", "s", "e4").as_bytes(),
    );
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let verdict = runtime.block_on(async { verifier.check(&raw, "example.org") });
    assert!(
        matches!(verdict, DomainVerdict::Authenticated(_)),
        "{verdict:?}"
    );
    // A subdomain of the signing domain is aligned (relaxed); the parent is not.
    assert!(matches!(
        verifier.check(&raw, "mail.example.org"),
        DomainVerdict::Authenticated(_)
    ));
    assert!(matches!(
        verifier.check(&raw, "org"),
        DomainVerdict::Unauthenticated(_)
    ));
}
