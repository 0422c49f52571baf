//! The cost of `[auth] verify_dkim = "require"` per mail: one
//! `DomainVerifier::check` (a thread and a current-thread runtime of its own, the
//! resolver set up, the message parsed, the DKIM key looked up in DNS, the
//! signature verified), against a real DNS server on loopback (dnsmasq, as in
//! tests/suite/dkim.rs; a test ed25519 key made here). It runs before the write
//! transaction, so it adds to the pickup latency, not to the time the database is
//! locked. Needs dnsmasq (`apt-get install dnsmasq-base`, as `.ci/run` does).
//! `cargo bench --bench dkim_check`.

// The integration tests' real servers; this benchmark starts only some of them.
#[path = "../tests/suite/common/servers.rs"]
#[allow(dead_code)]
mod servers;

use base64::Engine;
use criterion::{criterion_group, criterion_main, Criterion};
use mail_auth::common::crypto::Ed25519Key;
use mail_auth::common::headers::HeaderWriter;
use mail_auth::dkim::DkimSigner;
use pbem_arbiter::config::{AuthSection, VerifyDkim};
use pbem_arbiter::mail::domain_auth::{DomainVerdict, DomainVerifier};

const MAIL: &str = "From: alice@example.org\r\nTo: arbiter+g1-abcd2345@localhost\r\n\
                    Subject: Re: [Game 1 abcd2345] my move\r\nMessage-ID: <m1@example.org>\r\n\
                    Date: Mon, 23 Nov 2026 10:00:00 +0000\r\n\r\ne4\r\n";

fn dkim_check(c: &mut Criterion) {
    let der = Ed25519Key::generate_pkcs8().expect("a test key");
    let key = || Ed25519Key::from_pkcs8_der(&der).expect("the test key");
    let public = base64::engine::general_purpose::STANDARD.encode(key().public_key());
    let dns = servers::Dnsmasq::start(&[(
        "sel._domainkey.example.org".into(),
        format!("v=DKIM1; k=ed25519; p={public}"),
    )]);
    let auth = AuthSection {
        verify_dkim: VerifyDkim::Require,
        dns_servers: vec![dns.address()],
        ..AuthSection::default()
    };
    let verifier = DomainVerifier::from_config(&auth)
        .expect("a valid [auth]")
        .expect("switched on");
    let signature = DkimSigner::from_key(key())
        .domain("example.org")
        .selector("sel")
        .headers(["From", "To", "Subject", "Message-ID", "Date"])
        .sign(MAIL.as_bytes())
        .expect("signed");
    let signed = [signature.to_header().as_bytes(), MAIL.as_bytes()].concat();
    assert!(matches!(
        verifier.check(&signed, "example.org"),
        DomainVerdict::Authenticated(_)
    ));
    let mut group = c.benchmark_group("dkim");
    group.sample_size(50);
    group.bench_function(
        "check a signed mail (ed25519, key from DNS on loopback)",
        |b| b.iter(|| verifier.check(&signed, "example.org")),
    );
    group.bench_function("check an unsigned mail (no lookup)", |b| {
        b.iter(|| verifier.check(MAIL.as_bytes(), "example.org"))
    });
    group.finish();
}

criterion_group!(benches, dkim_check);
criterion_main!(benches);
