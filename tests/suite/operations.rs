//! Operations with the real binary: `arbiter check-config` (the
//! config and every template rendered with sample data, failures naming the key or
//! the template; `run` checks the same at start), `arbiter status`, logs without
//! colour codes when stderr is no terminal, and the Debian package's systemd unit
//! in debian/ (checked by systemd-analyze, from the Debian package systemd;
//! tests/suite/packaging.rs checks it again inside the package).

use std::path::Path;
use std::process::Command;

use crate::common::{self, reply_mail, World};

const WHITE: &str = "white@example.org";
const BLACK: &str = "black@example.org";

#[test]
fn check_config_passes_a_good_config_and_names_what_is_wrong() {
    let w = World::new();
    let (code, out, err) = w.arbiter(&["check-config"]);
    assert_eq!(code, 0, "{err}");
    let every = format!(
        "templates: {} rendered",
        pbem_arbiter::output::templates::EMBEDDED.len()
    );
    assert!(out.contains(&every), "{out}");
    assert!(out.trim_end().ends_with("OK"), "{out}");
    // Nothing is made by a check.
    assert!(!w.data().exists());

    let bad = w.config("bad.toml", "[mail]\npoll_interval = \"soon\"\n");
    let (code, _, err) = w.arbiter(&["--config", &bad.display().to_string(), "check-config"]);
    assert_eq!(code, 1);
    assert!(err.contains("mail.poll_interval"), "{err}");

    let smtp = w.config(
        "smtp.toml",
        "[transport]\nkind = \"smtp\"\n[transport.smtp]\nhost = \"127.0.0.1\"\ntimeout = \"0s\"\n",
    );
    let (code, _, err) = w.arbiter(&["--config", &smtp.display().to_string(), "check-config"]);
    assert_eq!(code, 1);
    assert!(err.contains("transport.smtp.timeout"), "{err}");

    // An operator's template that does not parse, and one that fails to render.
    let templates = w.dir.path().join("templates");
    std::fs::create_dir_all(&templates).unwrap();
    let config = w.config(
        "templates.toml",
        &format!("[templates]\ndir = \"{}\"\n", templates.display()),
    );
    let config = config.display().to_string();
    std::fs::write(templates.join("update.txt"), "Game {{ game }\n").unwrap();
    let (code, _, err) = w.arbiter(&["--config", &config, "check-config"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("update.txt") && err.contains("syntax error"),
        "{err}"
    );
    // `run` refuses to start with it too.
    let (code, _, err) = w.arbiter(&["--config", &config, "run"]);
    assert_eq!(code, 1);
    assert!(err.contains("update.txt"), "{err}");
    std::fs::remove_file(templates.join("update.txt")).unwrap();
    std::fs::write(
        templates.join("error.txt"),
        "{% include \"nowhere.txt\" %}\n",
    )
    .unwrap();
    let (code, _, err) = w.arbiter(&["--config", &config, "check-config"]);
    assert_eq!(code, 1);
    assert!(err.contains("error.txt"), "{err}");
    // A good override passes, and a file that overrides nothing is pointed out.
    std::fs::write(templates.join("error.txt"), "Sorry: {{ reason }}\n").unwrap();
    std::fs::write(templates.join("mvoe.txt"), "typo\n").unwrap();
    let (code, out, err) = w.arbiter(&["--config", &config, "check-config"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("mvoe.txt overrides no template"), "{out}");
}

#[test]
fn check_config_checks_the_xfcc_section_naming_the_key() {
    let w = World::new();
    let check = |name: &str, xfcc: &str| {
        let config = w.config(name, &format!("[xfcc]\n{xfcc}"));
        w.arbiter(&["--config", &config.display().to_string(), "check-config"])
    };
    let (code, out, err) = check(
        "good.toml",
        "listen = \"127.0.0.1:8089\"\npublic_url = \"https://chess.example/xfccbasic.asmx\"\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.trim_end().ends_with("OK"), "{out}");
    for (xfcc, key, why) in [
        ("listen = \"localhost:8089\"\n", "xfcc.listen", "IP address with a port"),
        ("listen = \"0.0.0.0:8089\"\n", "xfcc.listen", "loopback"),
        (
            "listen = \"127.0.0.1:8089\"\npublic_url = \"chess.example\"\n",
            "xfcc.public_url",
            "http://",
        ),
        (
            "public_url = \"https://chess.example/xfccbasic.asmx\"\n",
            "xfcc.public_url",
            "without xfcc.listen",
        ),
        (
            "listen = \"127.0.0.1:8089\"\ntls_cert = \"/nowhere/cert.pem\"\n",
            "xfcc.tls_key",
            "go together",
        ),
        (
            "listen = \"127.0.0.1:8089\"\ntls_cert = \"/nowhere/cert.pem\"\ntls_key = \"/nowhere/key.pem\"\n",
            "xfcc.tls_cert",
            "/nowhere/cert.pem",
        ),
        ("port = 8089\n", "port", "unknown field"),
    ] {
        let (code, _, err) = check("bad.toml", xfcc);
        assert_eq!(code, 1, "{xfcc}");
        assert!(err.contains(key) && err.contains(why), "{xfcc}: {err}");
    }
    assert!(!w.data().exists());
}

#[test]
fn status_shows_queue_last_mail_errors_and_held() {
    let mut w = World::new();
    let (code, _, err) = w.arbiter(&["status"]);
    assert_eq!(code, 1);
    assert!(err.contains("arbiter init"), "{err}");
    let game = w.game_with(WHITE, BLACK, &[]);
    w.deliver(&reply_mail(WHITE, "status1@x", game, "e4"));
    w.deliver_as_written("From: stranger@example.org\nTo: arbiter@localhost\nSubject: hello\nMessage-ID: <status2@x>\n\nhi\n");
    let (code, out, err) = w.arbiter(&["status"]);
    assert_eq!(code, 0, "{err}");
    for needle in [
        "daemon: none holds",
        "inbox: 2 mail(s) waiting",
        "outbox: 0 waiting (0 after a failure), 0 failed (given up), 2 sent",
        "last mail: none handled yet",
        "recent errors: none",
        "held: 0 message(s)",
    ] {
        assert!(out.contains(needle), "{needle:?} in\n{out}");
    }
    w.poll();
    let (code, out, err) = w.arbiter(&["status"]);
    assert_eq!(code, 0, "{err}");
    for needle in [
        "inbox: 0 mail(s) waiting",
        "0 waiting",
        "last mail: <status2@x> from stranger@example.org at ",
        "(2 handled in all)",
    ] {
        assert!(out.contains(needle), "{needle:?} in\n{out}");
    }
}

#[test]
fn logs_carry_no_colour_codes_when_stderr_is_no_terminal() {
    let mut w = World::new();
    let game = w.game_with(WHITE, BLACK, &[]);
    w.deliver(&reply_mail(WHITE, "log1@x", game, "e4"));
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--data-dir")
        .arg(w.data())
        .args(["poll", "--once"])
        .env("RUST_LOG", "info")
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("INFO") && err.contains("outcome"), "{err}");
    assert!(!err.contains('\u{1b}'), "colour codes in a pipe:\n{err:?}");
}

#[test]
fn the_systemd_unit_verifies_and_is_hardened() {
    let unit = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/debian/pbem-arbiter.service"
    ))
    .unwrap();
    for needle in [
        "Restart=on-failure",
        "StandardError=journal",
        "User=pbem-arbiter",
        "ExecStartPre=/usr/bin/arbiter --config /etc/pbem-arbiter/config.toml --data-dir /var/lib/pbem-arbiter check-config",
        "ExecStart=/usr/bin/arbiter --config /etc/pbem-arbiter/config.toml --data-dir /var/lib/pbem-arbiter run",
        "StateDirectory=pbem-arbiter",
        "ReadWritePaths=/var/lib/pbem-arbiter",
        "ProtectSystem=strict",
        "ProtectHome=true",
        "PrivateTmp=true",
        "NoNewPrivileges=true",
    ] {
        assert!(unit.contains(needle), "{needle} missing");
    }
    // systemd-analyze checks the unit against the real binary (its man page,
    // which the package installs, is not looked for here).
    let (score, report) = common::systemd_exposure(&unit, Path::new(env!("CARGO_BIN_EXE_arbiter")));
    assert!(score < 3.0, "exposure {score}:\n{report}");
}
