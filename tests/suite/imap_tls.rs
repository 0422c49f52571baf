//! The IMAP inbox over TLS against a real Dovecot on loopback: both
//! kinds the IMAP code supports, TLS from the first byte (`security = "tls"`, the
//! imaps port) and STARTTLS (`security = "starttls"`, the plain port), with the
//! server's certificate checked against the CA the operator names in
//! `[inbox.imap] ca_file`. Without that CA the certificate is refused (the Mozilla
//! roots do not know it) and nothing is read: the mail waits in INBOX.
//!
//! The CA and the server certificate (for 127.0.0.1) are made by the test with the
//! `openssl` program; they are test keys, thrown away with the test's directory.
//! Needs root, `dovecot-imapd` and `openssl` (`.ci/run` installs them).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::servers::{
    free_port, require, Dovecot, DovecotTls, ImapClient, IMAP_PASSWORD, IMAP_USER,
};
use crate::common::{reply_mail, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// Runs `openssl ARGS` in `dir`; fails the test with its stderr otherwise.
fn openssl(dir: &Path, args: &[&str]) {
    let out = Command::new("openssl")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the openssl program (Debian: apt-get install openssl)");
    assert!(
        out.status.success(),
        "openssl {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A test CA (`ca.pem`) and a certificate it signed for 127.0.0.1 and localhost
/// (`server.pem`, key `server.key`), all in `dir`.
pub(crate) fn make_certificates(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    let ec = [
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
    ];
    let mut ca = vec!["req", "-x509", "-days", "2", "-subj", "/CN=arbiter test CA"];
    ca.extend(ec);
    ca.extend(["-keyout", "ca.key", "-out", "ca.pem"]);
    openssl(dir, &ca);
    let mut request = vec!["req", "-subj", "/CN=127.0.0.1"];
    request.extend(ec);
    request.extend(["-keyout", "server.key", "-out", "server.csr"]);
    openssl(dir, &request);
    std::fs::write(
        dir.join("server.ext"),
        "subjectAltName = IP:127.0.0.1, DNS:localhost\nbasicConstraints = CA:FALSE\n\
         extendedKeyUsage = serverAuth\nkeyUsage = digitalSignature\n",
    )
    .unwrap();
    openssl(
        dir,
        &[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-days",
            "2",
            "-extfile",
            "server.ext",
            "-out",
            "server.pem",
        ],
    );
}

/// A config reading Dovecot's INBOX at `port` with `security`, trusting `ca_file`.
fn config(w: &World, name: &str, port: u16, security: &str, ca_file: Option<&Path>) -> PathBuf {
    let ca = ca_file.map_or(String::new(), |p| {
        format!("ca_file = \"{}\"\n", p.display())
    });
    let path = w.dir.path().join(name);
    std::fs::write(
        &path,
        format!(
            "[arbiter]\naddress = \"arbiter@localhost\"\n[inbox]\nkind = \"imap\"\n\
             [inbox.imap]\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"{security}\"\n\
             {ca}username = \"{IMAP_USER}\"\npassword = \"{IMAP_PASSWORD}\"\n"
        ),
    )
    .unwrap();
    path
}

/// Dovecot in `dir`/imap with a certificate of a test CA, on a plain port (with
/// STARTTLS) and an imaps port; the server, its TLS settings and the CA's PEM file.
fn tls_dovecot(dir: &Path) -> (Dovecot, DovecotTls, PathBuf) {
    let imap_dir = dir.join("imap");
    let certs = imap_dir.join("certs");
    make_certificates(&certs);
    let tls = DovecotTls {
        cert: certs.join("server.pem"),
        key: certs.join("server.key"),
        imaps_port: free_port(),
    };
    let dovecot = Dovecot::start_tls(&imap_dir, free_port(), &tls);
    (dovecot, tls, certs.join("ca.pem"))
}

fn poll(w: &World, config: &Path) -> (i32, String, String) {
    w.arbiter(&["--config", config.to_str().unwrap(), "poll", "--once"])
}

fn replied(w: &World, raw: &str) -> String {
    String::from_utf8(w.as_replied(raw.as_bytes())).expect("UTF-8 mail")
}

#[test]
fn moves_are_read_over_imaps_and_starttls_with_the_configured_ca() {
    require();
    let mut w = World::new();
    let servers = common::servers::shared_tempdir();
    let (dovecot, tls, ca) = tls_dovecot(servers.path());
    let imaps = config(&w, "imaps.toml", tls.imaps_port, "tls", Some(&ca));
    let starttls = config(&w, "starttls.toml", dovecot.port, "starttls", Some(&ca));
    w.game_with(ALICE, BOB, &["--config", imaps.to_str().unwrap()]);

    let mut imap = ImapClient::login(dovecot.port, IMAP_USER, IMAP_PASSWORD);
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(ALICE, "t1@example.org", 1, "e4")),
    );
    let (code, out, err) = poll(&w, &imaps);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("handled 1 message(s), sent 2"), "{out}");
    assert_eq!(w.new_replies().len(), 2);

    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(BOB, "t2@example.net", 1, "e5")),
    );
    let (code, out, err) = poll(&w, &starttls);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("handled 1 message(s), sent 2"), "{out}");
    assert_eq!(w.count("SELECT COUNT(*) FROM turns WHERE game_id = 1"), 2);
    assert_eq!(imap.count("INBOX"), 0);
    drop(imap);
    dovecot.stop();
}

#[test]
fn without_the_ca_the_certificate_is_refused_and_the_mail_waits() {
    require();
    let mut w = World::new();
    let servers = common::servers::shared_tempdir();
    let (dovecot, tls, ca) = tls_dovecot(servers.path());
    assert!(ca.exists());
    let untrusting = config(&w, "roots.toml", tls.imaps_port, "tls", None);
    w.game_with(ALICE, BOB, &["--config", untrusting.to_str().unwrap()]);
    let mut imap = ImapClient::login(dovecot.port, IMAP_USER, IMAP_PASSWORD);
    imap.append(
        "INBOX",
        &replied(&w, &reply_mail(ALICE, "t1@example.org", 1, "e4")),
    );
    let (code, _, err) = poll(&w, &untrusting);
    assert_ne!(code, 0, "a certificate of an unknown CA was accepted");
    assert!(err.contains("TLS") && err.contains("certificate"), "{err}");
    assert_eq!(imap.count("INBOX"), 1, "the mail waits in INBOX");
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
    // A ca_file that is not there is named at start.
    let missing = config(
        &w,
        "missing.toml",
        tls.imaps_port,
        "tls",
        Some(Path::new("/nonexistent/ca.pem")),
    );
    let (code, _, err) = poll(&w, &missing);
    assert_ne!(code, 0);
    assert!(err.contains("inbox.imap.ca_file"), "{err}");
    drop(imap);
    dovecot.stop();
}
