//! The Debian package, as `bash scripts/package.sh` makes it: its files (the
//! binary, the unit, the sysusers file, the conffile, the docs, the man pages and
//! completions made from the clap definitions), `lintian` (no error), the binary
//! out of the package playing a game on its built-in templates and locales, the
//! packaged config refusing to start without `[arbiter] address`, the unit
//! checked by `systemd-analyze`; and, as root, what an operator does with it:
//! `dpkg -i`, the service started (by systemd where it is PID 1, else the unit's
//! own ExecStartPre/ExecStart lines run as its user) over a database one
//! migration behind, which its first start migrates, a move played by mail
//! through OpenSMTPD into the service user's Maildir, an upgrade to a newer
//! package with an edited config and a game in progress, a downgrade that refuses
//! the newer database, and the purge.
//!
//! Every step that ran and every step this machine cannot do is written to
//! stderr as `packaging: ...` (not captured by the test harness), so a passing
//! run says what it checked.

use crate::common;

use std::io::Write as _;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use crate::common::servers::{free_port, maildir_files, Smtpd, SmtpdSlot, SMTPD};
use crate::common::{answer, read_sent, wait_for, Sent};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const VERSION: &str = env!("CARGO_PKG_VERSION");
/// Where the package puts things.
const CONFIG: &str = "/etc/pbem-arbiter/config.toml";
const DATA: &str = "/var/lib/pbem-arbiter";
const UNIT: &str = "usr/lib/systemd/system/pbem-arbiter.service";
const USER: &str = "pbem-arbiter";
/// The line of the packaged config the operator must change.
const ADDRESS_UNSET: &str = "# address = \"arbiter@example.org\"\n";
const ADDRESS: &str = "club@packaging-test.example";
const WHITE: &str = "white@players.example";
const BLACK: &str = "black@players.example";
/// A file the install test leaves in the data directory, so that a later run
/// knows an installation there is its own leftover, never an operator's.
const MARK: &str = "packaging-test-leftover";

/// A line of the test's report, on stderr past the harness's capture.
fn say(line: &str) {
    let _ = writeln!(std::io::stderr(), "packaging: {line}");
}

/// Runs `cmd`, returns its output; panics with `what` and its stderr unless it
/// exits 0.
fn ok(cmd: &mut Command, what: &str) -> Output {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{what}: {cmd:?} exited {}:\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| Path::new(ROOT).join("target"), PathBuf::from)
}

fn architecture() -> String {
    text(&ok(Command::new("dpkg").arg("--print-architecture"), "dpkg").stdout)
        .trim()
        .to_string()
}

/// `bash scripts/package.sh` with `args`, once per `args` and test run; the .deb
/// it made.
fn package_sh(args: &[&str], deb: PathBuf) -> Result<PathBuf, String> {
    let started = Instant::now();
    let mut cmd = Command::new("bash");
    cmd.arg("scripts/package.sh")
        .args(args)
        .current_dir(ROOT)
        .stdin(Stdio::null());
    // As from an operator's shell: the variables cargo gives a test would make
    // the release build differ from one made outside (build scripts such as
    // ring's rerun when CARGO_MANIFEST_DIR or OUT_DIR changes) and so compile it
    // all again.
    for (name, _) in std::env::vars_os() {
        let name = name.to_string_lossy();
        if name == "CARGO"
            || name.starts_with("CARGO_PKG_")
            || name.starts_with("CARGO_BIN_")
            || name.starts_with("CARGO_MANIFEST_")
            || [
                "CARGO_CRATE_NAME",
                "CARGO_PRIMARY_PACKAGE",
                "CARGO_TARGET_TMPDIR",
                "OUT_DIR",
            ]
            .contains(&&*name)
        {
            cmd.env_remove(&*name);
        }
    }
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run bash scripts/package.sh: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "bash scripts/package.sh {args:?} exited {}:\n{}\n{}",
            out.status,
            text(&out.stdout),
            text(&out.stderr)
        ));
    }
    if !deb.is_file() {
        return Err(format!(
            "bash scripts/package.sh {args:?} made no {}:\n{}",
            deb.display(),
            text(&out.stdout)
        ));
    }
    let size = std::fs::metadata(&deb).map(|m| m.len()).unwrap_or(0);
    say(&format!(
        "bash scripts/package.sh {} made {} ({} KiB) in {} s",
        args.join(" "),
        deb.display(),
        size / 1024,
        started.elapsed().as_secs()
    ));
    Ok(deb)
}

/// The file name of this tree's package.
fn package_name() -> String {
    format!("pbem-arbiter_{VERSION}-1_{}.deb", architecture())
}

/// The package of this tree, as `bash scripts/package.sh` makes it in
/// `target/debian/pbem-arbiter_<version>-1_<arch>.deb`, copied into the tests'
/// own folder: cargo-deb deletes every .deb of the package in target/debian
/// when it makes another, as the upgrade test does.
fn package() -> &'static Path {
    static DEB: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    let deb = DEB.get_or_init(|| {
        let name = package_name();
        let made = package_sh(&[], target_dir().join("debian").join(&name))?;
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("packaging");
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let kept = dir.join(&name);
        std::fs::copy(&made, &kept).map_err(|e| format!("{}: {e}", kept.display()))?;
        Ok(kept)
    });
    match deb {
        Ok(path) => path,
        Err(e) => panic!("{e}"),
    }
}

/// The package unpacked (`dpkg-deb -R`): its files, and DEBIAN/ with the
/// control files and maintainer scripts.
struct Unpacked {
    dir: tempfile::TempDir,
}

impl Unpacked {
    fn new(deb: &Path) -> Unpacked {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("root");
        ok(
            Command::new("dpkg-deb").arg("-R").arg(deb).arg(&root),
            "unpacking the package",
        );
        Unpacked { dir }
    }

    fn path(&self, inside: &str) -> PathBuf {
        self.dir
            .path()
            .join("root")
            .join(inside.trim_start_matches('/'))
    }

    fn read(&self, inside: &str) -> String {
        std::fs::read_to_string(self.path(inside))
            .unwrap_or_else(|e| panic!("{inside} in the package: {e}"))
    }

    fn arbiter(&self) -> PathBuf {
        self.path("usr/bin/arbiter")
    }
}

fn gunzip(path: &Path) -> String {
    use std::io::Read as _;
    let mut out = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap())
        .read_to_string(&mut out)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    out
}

fn source(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap()
}

/// The variants' rules pages (docs/rules/, without the oracles' notes).
fn rules_pages() -> Vec<String> {
    let mut pages: Vec<String> = std::fs::read_dir(Path::new(ROOT).join("docs/rules"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md") && !n.ends_with("-oracle.md"))
        .collect();
    pages.sort();
    pages
}

#[test]
fn the_package_holds_what_an_operator_needs() {
    let deb = package();
    let field = |name: &str| {
        text(
            &ok(
                Command::new("dpkg-deb").arg("-f").arg(deb).arg(name),
                "dpkg-deb -f",
            )
            .stdout,
        )
        .trim()
        .to_string()
    };
    assert_eq!(field("Package"), "pbem-arbiter");
    assert_eq!(field("Version"), format!("{VERSION}-1"));
    assert_eq!(field("Architecture"), architecture());
    let depends = field("Depends");
    assert!(
        depends.contains("libc6") && depends.contains("systemd | systemd-sysusers"),
        "{depends}"
    );

    // Every file with its mode and owner, as dpkg will install it.
    let listing = text(&ok(Command::new("dpkg-deb").arg("-c").arg(deb), "dpkg-deb -c").stdout);
    let mode_of = |path: &str| -> String {
        listing
            .lines()
            .find(|l| l.ends_with(&format!(" ./{path}")))
            .map(|l| l.split_whitespace().take(2).collect::<Vec<_>>().join(" "))
            .unwrap_or_else(|| panic!("{path} is not in the package:\n{listing}"))
    };
    assert_eq!(mode_of("usr/bin/arbiter"), "-rwxr-xr-x 0/0");
    assert_eq!(mode_of("etc/pbem-arbiter/config.toml"), "-rw-r----- 0/0");
    let mut expected = vec![
        UNIT.to_string(),
        "usr/lib/sysusers.d/pbem-arbiter.conf".into(),
        "usr/share/doc/pbem-arbiter/README.md".into(),
        "usr/share/doc/pbem-arbiter/OPERATIONS.md".into(),
        "usr/share/doc/pbem-arbiter/PLAYING.md".into(),
        "usr/share/doc/pbem-arbiter/EVENTS.md".into(),
        "usr/share/doc/pbem-arbiter/copyright".into(),
        "usr/share/doc/pbem-arbiter/changelog.Debian.gz".into(),
        "usr/share/man/man1/arbiter.1.gz".into(),
        "usr/share/man/man1/arbiter-run.1.gz".into(),
        "usr/share/man/man1/arbiter-check-config.1.gz".into(),
        "usr/share/man/man1/arbiter-game-new.1.gz".into(),
        "usr/share/man/man1/arbiter-tournament-new.1.gz".into(),
        "usr/share/bash-completion/completions/arbiter".into(),
        "usr/share/zsh/vendor-completions/_arbiter".into(),
        "usr/share/fish/vendor_completions.d/arbiter.fish".into(),
    ];
    expected.extend(
        rules_pages()
            .iter()
            .map(|p| format!("usr/share/doc/pbem-arbiter/rules/{p}")),
    );
    for path in &expected {
        assert_eq!(mode_of(path), "-rw-r--r-- 0/0", "{path}");
    }
    assert!(!listing.contains("-oracle.md"), "{listing}");
    assert!(
        !listing.contains("package-files"),
        "the hidden command got a page:\n{listing}"
    );
    // Templates and locales are in the binary (include_str!, fluent's
    // static_loader): no data files beside it.
    assert!(
        !listing.contains("templates/") && !listing.contains(".ftl"),
        "{listing}"
    );
    say(&format!(
        "{} files and modes listed as expected",
        expected.len() + 2
    ));

    let unpacked = Unpacked::new(deb);
    assert_eq!(unpacked.read("DEBIAN/conffiles"), format!("{CONFIG}\n"));
    for (file, source_file) in [
        (UNIT, "debian/pbem-arbiter.service"),
        (
            "usr/lib/sysusers.d/pbem-arbiter.conf",
            "debian/pbem-arbiter.sysusers",
        ),
        ("usr/share/doc/pbem-arbiter/copyright", "debian/copyright"),
        ("usr/share/doc/pbem-arbiter/README.md", "README.md"),
        (
            "usr/share/doc/pbem-arbiter/OPERATIONS.md",
            "docs/OPERATIONS.md",
        ),
        ("usr/share/doc/pbem-arbiter/PLAYING.md", "docs/PLAYING.md"),
        ("usr/share/doc/pbem-arbiter/EVENTS.md", "docs/EVENTS.md"),
    ] {
        assert_eq!(unpacked.read(file), source(source_file), "{file}");
    }
    let sysusers = unpacked.read("usr/lib/sysusers.d/pbem-arbiter.conf");
    assert!(
        sysusers.contains("u     pbem-arbiter -")
            && sysusers.contains("/var/lib/pbem-arbiter /usr/sbin/nologin"),
        "{sysusers}"
    );
    let changelog = gunzip(&unpacked.path("usr/share/doc/pbem-arbiter/changelog.Debian.gz"));
    assert!(
        changelog.starts_with(&format!("pbem-arbiter ({VERSION}-1) ")),
        "{changelog}"
    );

    // The maintainer scripts: valid sh; the user made before the config is given
    // to its group; the service stopped before an upgrade or removal and started
    // after one only when enabled (deb-systemd-invoke starts no disabled unit).
    for script in ["postinst", "prerm", "postrm"] {
        let path = unpacked.path(&format!("DEBIAN/{script}"));
        ok(Command::new("sh").arg("-n").arg(&path), script);
        assert_eq!(
            path.metadata().unwrap().permissions().mode() & 0o777,
            0o755,
            "{script}"
        );
    }
    let postinst = unpacked.read("DEBIAN/postinst");
    let at = |needle: &str| {
        postinst
            .find(needle)
            .unwrap_or_else(|| panic!("{needle} not in postinst:\n{postinst}"))
    };
    assert!(at("systemd-sysusers pbem-arbiter.conf") < at("chown root:pbem-arbiter"));
    assert!(at("chown root:pbem-arbiter") < at("deb-systemd-invoke start pbem-arbiter.service"));
    // cargo-deb's "dont-enable" part: enabled again on upgrade only if it was.
    assert!(
        postinst.contains("deb-systemd-helper --quiet was-enabled")
            && !postinst.contains("so new installations run enable"),
        "enabled at install:\n{postinst}"
    );
    let prerm = unpacked.read("DEBIAN/prerm");
    assert!(
        prerm.contains("deb-systemd-invoke stop pbem-arbiter.service"),
        "{prerm}"
    );
    say("control fields, conffiles, maintainer scripts, docs and copyright as expected");

    // The man pages and completions, made from the clap definitions.
    let man = gunzip(&unpacked.path("usr/share/man/man1/arbiter.1.gz"));
    assert!(man.contains(".TH arbiter 1"), "{man}");
    assert!(man.contains(&format!("arbiter {VERSION}")), "{man}");
    for command in ["check\\-config", "tournament", "held"] {
        assert!(man.contains(command), "{command} in\n{man}");
    }
    let new_game = gunzip(&unpacked.path("usr/share/man/man1/arbiter-game-new.1.gz"));
    assert!(new_game.contains("\\-\\-time\\-control"), "{new_game}");
    let bash = unpacked.path("usr/share/bash-completion/completions/arbiter");
    ok(
        Command::new("bash").arg("-n").arg(&bash),
        "bash -n on the completion",
    );
    for (file, needle) in [
        (
            "usr/share/bash-completion/completions/arbiter",
            "check-config",
        ),
        (
            "usr/share/zsh/vendor-completions/_arbiter",
            "#compdef arbiter",
        ),
        (
            "usr/share/fish/vendor_completions.d/arbiter.fish",
            "complete -c arbiter",
        ),
    ] {
        let completion = unpacked.read(file);
        assert!(completion.contains(needle), "{needle} in {file}");
        assert!(
            !completion.contains("package-files"),
            "hidden command in {file}"
        );
    }
    say("man pages (arbiter.1 and one per command) and bash, zsh, fish completions as expected");
}

#[test]
fn lintian_reports_no_error() {
    let deb = package();
    let out = Command::new("lintian")
        .args(["--fail-on", "error", "--info"])
        .arg(deb)
        .output()
        .expect("lintian (apt-get install lintian; scripts/test.sh installs it as root)");
    let report = text(&out.stdout);
    for line in report.lines() {
        say(&format!("lintian: {line}"));
    }
    assert!(
        out.status.success() && !report.lines().any(|l| l.starts_with("E: ")),
        "lintian reports an error:\n{report}\n{}",
        text(&out.stderr)
    );
    say(&format!(
        "lintian: no error ({} warning(s), {} note(s))",
        report.lines().filter(|l| l.starts_with("W: ")).count(),
        report.lines().filter(|l| l.starts_with("I: ")).count()
    ));
}

#[test]
fn the_binary_from_the_package_plays_on_its_built_in_templates_and_locales() {
    let unpacked = Unpacked::new(package());
    let arbiter = unpacked.arbiter();
    let out = ok(Command::new(&arbiter).arg("--version"), "arbiter --version");
    assert_eq!(text(&out.stdout).trim(), format!("arbiter {VERSION}"));
    // In an empty folder, nowhere near templates/ or locales/.
    let cwd = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        ok(
            Command::new(&arbiter)
                .current_dir(cwd.path())
                .env("RUST_LOG", "warn")
                .args(args),
            &args.join(" "),
        )
    };
    run(&["init"]);
    let made = text(&run(&["game", "new", "--white", WHITE, "--black", BLACK]).stdout);
    assert_eq!(made.lines().next(), Some("1"), "{made}");
    let outbox = cwd.path().join("arbiter-data/outbox");
    let inbox = cwd.path().join("arbiter-data/inbox/new");
    // The replies written since the last call.
    let mut seen = std::collections::BTreeSet::new();
    let mut fresh = || -> Vec<Sent> {
        let new: Vec<Sent> = std::fs::read_dir(&outbox)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| is_reply(p) && !seen.contains(p))
            .map(|p| read_sent(&p))
            .collect();
        seen.extend(new.iter().map(|s| s.path.clone()));
        new
    };
    // The one reply of `replies` to `who`.
    let one_to = |replies: &[Sent], who: &str| -> Sent {
        let to: Vec<&Sent> = replies.iter().filter(|s| s.to == who).collect();
        assert_eq!(to.len(), 1, "replies to {who}: {replies:#?}");
        to[0].clone()
    };
    let started = fresh();
    let to_white = one_to(&started, WHITE);
    one_to(&started, BLACK);
    std::fs::write(
        inbox.join("1.eml"),
        answer(&to_white, WHITE, "m1@players.example", "e4"),
    )
    .unwrap();
    run(&["poll", "--once"]);
    let to_black = one_to(&fresh(), BLACK);
    assert!(to_black.body.contains("e4"), "{}", to_black.body);
    // A setting in German, answered in German: the locales are built in.
    std::fs::write(
        inbox.join("2.eml"),
        answer(&to_white, WHITE, "m2@players.example", "language de"),
    )
    .unwrap();
    run(&["poll", "--once"]);
    let german = one_to(&fresh(), WHITE);
    assert!(
        german.body.contains("Ihre Sprache ist jetzt de"),
        "{}",
        german.body
    );
    say("the packaged binary, run in an empty folder, played 1. e4 and answered `language de` in German");
}

#[test]
fn the_packaged_config_waits_for_the_address() {
    let unpacked = Unpacked::new(package());
    let arbiter = unpacked.arbiter();
    let packaged = unpacked.path(CONFIG);
    let data = tempfile::tempdir().unwrap();
    let with = |config: &Path, args: &[&str]| {
        Command::new(&arbiter)
            .arg("--config")
            .arg(config)
            .arg("--data-dir")
            .arg(data.path())
            .args(args)
            .output()
            .unwrap()
    };
    // What the unit runs before the operator has set the address: refused,
    // naming the key, and nothing is made.
    for args in [&["check-config"][..], &["run"][..]] {
        let out = with(&packaged, args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = text(&out.stderr);
        assert!(
            err.contains("section [arbiter] lacks the required key `address`"),
            "{args:?}: {err}"
        );
    }
    assert!(std::fs::read_dir(data.path()).unwrap().next().is_none());
    say("the packaged config: check-config and run refuse it, naming [arbiter] address");

    // Set, it is config.example.toml with the package's Maildir: every other key
    // in force is the example's.
    let text_of = std::fs::read_to_string(&packaged).unwrap();
    assert_eq!(text_of.matches(ADDRESS_UNSET).count(), 1, "{text_of}");
    let set = data.path().join("set.toml");
    std::fs::write(
        &set,
        text_of.replace(ADDRESS_UNSET, &format!("address = \"{ADDRESS}\"\n")),
    )
    .unwrap();
    let example = data.path().join("example.toml");
    std::fs::write(
        &example,
        source("config.example.toml").replace("arbiter@localhost", ADDRESS),
    )
    .unwrap();
    let show = |config: &Path| {
        let out = with(config, &["check-config", "--show"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout)
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| format!("{l}\n"))
            .collect::<String>()
    };
    let packaged_show = show(&set);
    assert!(
        packaged_show.contains("inbox = \"/var/lib/pbem-arbiter/Maildir\""),
        "{packaged_show}"
    );
    assert_eq!(
        packaged_show.replace("inbox = \"/var/lib/pbem-arbiter/Maildir\"\n", ""),
        show(&example)
    );
    let out = with(&set, &["check-config"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    say("the packaged config with the address set: check-config OK; the keys in force are config.example.toml's but mail.inbox");
}

/// The unit's `Key=value` lines for `key`.
fn unit_values<'a>(unit: &'a str, key: &str) -> Vec<&'a str> {
    unit.lines()
        .filter_map(|l| l.strip_prefix(key)?.strip_prefix('='))
        .collect()
}

#[test]
fn the_packaged_unit_verifies_and_is_hardened() {
    let unpacked = Unpacked::new(package());
    let unit = unpacked.read(UNIT);
    for (key, value) in [
        ("User", USER),
        ("Group", USER),
        ("ExecStartPre", "/usr/bin/arbiter --config /etc/pbem-arbiter/config.toml --data-dir /var/lib/pbem-arbiter check-config"),
        ("ExecStart", "/usr/bin/arbiter --config /etc/pbem-arbiter/config.toml --data-dir /var/lib/pbem-arbiter run"),
        ("StateDirectory", "pbem-arbiter"),
        ("ReadWritePaths", "/var/lib/pbem-arbiter"),
        ("ProtectSystem", "strict"),
        ("ProtectHome", "true"),
        ("NoNewPrivileges", "true"),
        ("PrivateTmp", "true"),
        ("Restart", "on-failure"),
        ("WantedBy", "multi-user.target"),
    ] {
        assert_eq!(unit_values(&unit, key), [value], "{key}");
    }
    // systemd-analyze checks the unit with the package's binary in its place.
    let (score, report) = common::systemd_exposure(&unit, &unpacked.arbiter());
    assert!(score < 3.0, "exposure {score}:\n{report}");
    say(&format!(
        "the unit: systemd-analyze verify passes; systemd-analyze security rates it {score}"
    ));
}

/// The machine's pbem-arbiter installation, as far as the test made it: purged,
/// its data directory and user removed, and any emulated service stopped, when
/// dropped (also when a step fails).
struct Installation {
    service: Service,
}

/// How the service runs: by systemd (PID 1), or, where systemd does not run, as
/// the unit's own ExecStartPre and ExecStart lines run as its user.
enum Service {
    Systemd,
    Emulated(Option<Child>),
}

impl Installation {
    fn user_ids() -> (u32, u32) {
        let line = text(
            &ok(
                Command::new("getent").args(["passwd", USER]),
                "getent passwd",
            )
            .stdout,
        );
        let fields: Vec<&str> = line.trim().split(':').collect();
        assert_eq!(fields.len(), 7, "{line}");
        assert_eq!(&fields[5..], [DATA, "/usr/sbin/nologin"], "{line}");
        (fields[2].parse().unwrap(), fields[3].parse().unwrap())
    }

    /// `arbiter ARGS` on the installed config and data, as the service user.
    fn arbiter(args: &[&str]) -> Output {
        Command::new("runuser")
            .args([
                "-u",
                USER,
                "--",
                "/usr/bin/arbiter",
                "--config",
                CONFIG,
                "--data-dir",
                DATA,
            ])
            .args(args)
            .env("RUST_LOG", "warn")
            .output()
            .unwrap()
    }

    /// The command line of the installed unit's `key` (ExecStartPre, ExecStart),
    /// run as systemd would: as User/Group, no new privileges, the unit's umask
    /// and environment.
    fn unit_command(key: &str) -> Command {
        let unit = std::fs::read_to_string(Path::new("/").join(UNIT)).unwrap();
        let line = unit_values(&unit, key);
        assert_eq!(line.len(), 1, "{key}");
        let umask = unit_values(&unit, "UMask");
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(format!("umask {} && exec \"$@\"", umask[0]))
            .arg("sh")
            .args([
                "setpriv",
                "--reuid",
                USER,
                "--regid",
                USER,
                "--init-groups",
                "--no-new-privs",
                "--",
            ])
            .args(line[0].split_whitespace())
            .env_clear()
            .env("PATH", "/usr/local/bin:/usr/bin:/bin")
            .env("HOME", DATA)
            .env("USER", USER)
            .env("LOGNAME", USER)
            .stdin(Stdio::null());
        for assignment in unit_values(&unit, "Environment") {
            let (name, value) = assignment.split_once('=').unwrap();
            cmd.env(name, value);
        }
        cmd
    }

    /// Starts the service and waits until its daemon holds the data directory.
    fn start(&mut self) {
        match &mut self.service {
            Service::Systemd => {
                ok(
                    Command::new("systemctl").args(["start", "pbem-arbiter"]),
                    "systemctl start",
                );
            }
            Service::Emulated(child) => {
                ok(
                    &mut Installation::unit_command("ExecStartPre"),
                    "the unit's ExecStartPre",
                );
                let log = std::fs::File::create(
                    std::env::temp_dir().join("pbem-arbiter-packaging-run.log"),
                )
                .unwrap();
                *child = Some(
                    Installation::unit_command("ExecStart")
                        .stdout(Stdio::null())
                        .stderr(log)
                        .spawn()
                        .unwrap(),
                );
            }
        }
        let held = wait_for(Duration::from_secs(30), || {
            text(&Installation::arbiter(&["status"]).stdout).contains("daemon: process")
        });
        assert!(
            held,
            "the service's daemon did not take the data directory:\n{}",
            Installation::log()
        );
    }

    /// Stops the service, as `systemctl stop` (or the package's prerm) does.
    fn stop(&mut self) {
        match &mut self.service {
            Service::Systemd => {
                ok(
                    Command::new("systemctl").args(["stop", "pbem-arbiter"]),
                    "systemctl stop",
                );
            }
            Service::Emulated(child) => {
                if let Some(mut child) = child.take() {
                    let _ = Command::new("kill")
                        .args(["-TERM", &child.id().to_string()])
                        .status();
                    let status = child.wait().unwrap();
                    assert!(
                        status.success(),
                        "arbiter run exited {status} at SIGTERM:\n{}",
                        Installation::log()
                    );
                }
            }
        }
    }

    /// The service's log: the journal's under systemd, else the emulated
    /// ExecStart's stderr.
    fn log() -> String {
        if Path::new("/run/systemd/system").is_dir() {
            let out = Command::new("journalctl")
                .args(["-u", "pbem-arbiter", "-n", "50", "--no-pager"])
                .output();
            return out.map_or_else(|e| format!("journalctl: {e}"), |o| text(&o.stdout));
        }
        std::fs::read_to_string(std::env::temp_dir().join("pbem-arbiter-packaging-run.log"))
            .unwrap_or_default()
    }

    /// Removes what a test run left: the package purged, its data and user.
    fn clean() {
        let _ = Command::new("dpkg")
            .args(["--purge", "pbem-arbiter"])
            .output();
        let _ = std::fs::remove_dir_all(DATA);
        let _ = Command::new("userdel").arg(USER).output();
        let _ = Command::new("groupdel").arg(USER).output();
    }
}

impl Drop for Installation {
    fn drop(&mut self) {
        if let Service::Emulated(Some(child)) = &mut self.service {
            let _ = child.kill();
            let _ = child.wait();
        }
        if matches!(self.service, Service::Systemd) {
            let _ = Command::new("systemctl")
                .args(["disable", "--now", "pbem-arbiter"])
                .output();
        }
        Installation::clean();
    }
}

fn dpkg(args: &[&str], deb: Option<&Path>, what: &str) -> String {
    let mut cmd = Command::new("dpkg");
    cmd.args(args)
        .stdin(Stdio::null())
        .env("DEBIAN_FRONTEND", "noninteractive");
    if let Some(deb) = deb {
        cmd.arg(deb);
    }
    let out = ok(&mut cmd, what);
    let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
    for line in all.lines() {
        say(&format!("  {line}"));
    }
    all
}

/// The database's schema version (`PRAGMA user_version`, one per migration).
fn schema_version(conn: &rusqlite::Connection) -> i64 {
    conn.pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap()
}

/// Sends `raw` to `to` through the SMTP server on `port`.
fn send_mail(port: u16, from: &str, to: &str, raw: &str) {
    use lettre::address::Envelope;
    use lettre::Transport as _;
    let envelope = Envelope::new(Some(from.parse().unwrap()), vec![to.parse().unwrap()]).unwrap();
    lettre::SmtpTransport::builder_dangerous("127.0.0.1")
        .port(port)
        .build()
        .send_raw(&envelope, raw.replace('\n', "\r\n").as_bytes())
        .unwrap_or_else(|e| panic!("sending to {to} through OpenSMTPD: {e}"));
}

/// A reply in an outbox: `NAME.eml`, not the `.NAME.tmp` it is written to
/// before being renamed into place.
fn is_reply(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "eml")
        && !path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with('.'))
}

/// The replies in the installed outbox to `who`, oldest first.
fn outbox_to(who: &str) -> Vec<Sent> {
    let mut all: Vec<Sent> = std::fs::read_dir(Path::new(DATA).join("outbox"))
        .map(|d| {
            d.map(|e| e.unwrap().path())
                .filter(|p| is_reply(p))
                .map(|p| read_sent(&p))
                .filter(|s| s.to == who)
                .collect()
        })
        .unwrap_or_default();
    all.sort_by_key(|s| s.path.metadata().and_then(|m| m.modified()).ok());
    all
}

/// One move by mail: `who` answers the latest mail to them with `text`, through
/// OpenSMTPD into the service user's Maildir; waits for the daemon's mail to
/// `opponent` that follows.
fn play_by_mail(port: u16, who: &str, opponent: &str, id: &str, text_sent: &str) -> Sent {
    let request = outbox_to(who)
        .pop()
        .unwrap_or_else(|| panic!("no mail to {who}"));
    let to = request
        .reply_to
        .clone()
        .expect("a Reply-To with the player's code");
    let before = outbox_to(opponent).len();
    send_mail(port, who, &to, &answer(&request, who, id, text_sent));
    let answered = wait_for(Duration::from_secs(30), || {
        outbox_to(opponent).len() > before
    });
    assert!(
        answered,
        "no mail to {opponent} after {who}'s {text_sent:?}; Maildir: {:?}\n{}",
        maildir_files(&Path::new(DATA).join("Maildir")),
        Installation::log()
    );
    outbox_to(opponent).pop().unwrap()
}

#[test]
fn installs_plays_upgrades_and_purges_as_an_operator_would() {
    if !Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| text(&o.stdout).trim() == "0")
    {
        say("SKIPPED dpkg -i, the service, the upgrade and the purge: not root (they change the system; CI runs as root)");
        return;
    }
    assert!(
        Path::new(SMTPD).exists(),
        "OpenSMTPD delivers the test's mail: apt-get install opensmtpd (scripts/test.sh does)"
    );
    let deb = package().to_path_buf();
    let installed = Command::new("dpkg-query")
        .args(["-W", "pbem-arbiter"])
        .output()
        .is_ok_and(|o| o.status.success());
    if installed || Path::new(DATA).exists() {
        assert!(
            Path::new(DATA).join(MARK).exists(),
            "pbem-arbiter is installed here, or {DATA} exists, and not from this test: it would be replaced. \
             Remove it first (dpkg --purge pbem-arbiter; back up and remove {DATA})"
        );
        say("removing what an earlier run of this test left");
        Installation::clean();
    }
    let systemd = Path::new("/run/systemd/system").is_dir();
    let mut install = Installation {
        service: if systemd {
            Service::Systemd
        } else {
            Service::Emulated(None)
        },
    };
    if systemd {
        say("systemd runs here (PID 1): the service is started and stopped with systemctl");
    } else {
        say("SKIPPED systemctl start/stop and the unit's sandbox: systemd is not PID 1 here (a container); \
             instead the installed unit's ExecStartPre and ExecStart lines run as User=pbem-arbiter \
             (setpriv, no new privileges, its UMask and Environment), and the package's prerm/postinst \
             stop and start are done by the test around the upgrade");
    }

    // 1. dpkg -i: the user, the config for its group, the data directory; the
    //    unit installed disabled, nothing started.
    say(&format!("dpkg -i {}", deb.display()));
    dpkg(&["-i"], Some(&deb), "dpkg -i");
    let (uid, gid) = Installation::user_ids();
    assert!(uid < 1000, "a system user: {uid}");
    std::fs::write(Path::new(DATA).join(MARK), "").unwrap();
    let config_meta = std::fs::metadata(CONFIG).unwrap();
    assert_eq!(
        (
            config_meta.mode() & 0o777,
            config_meta.uid(),
            config_meta.gid()
        ),
        (0o640, 0, gid)
    );
    let data_meta = std::fs::metadata(DATA).unwrap();
    assert_eq!(
        (data_meta.mode() & 0o777, data_meta.uid(), data_meta.gid()),
        (0o750, uid, gid)
    );
    let enabled = Command::new("systemctl")
        .args(["is-enabled", "pbem-arbiter"])
        .output()
        .unwrap();
    assert_eq!(
        text(&enabled.stdout).trim(),
        "disabled",
        "{}",
        text(&enabled.stderr)
    );
    // Its Documentation=man:arbiter(1) is checked where `man` can find it: a
    // minimal image may lack man-db or have dpkg leave out /usr/share/man.
    let man_page = Command::new("man")
        .args(["-w", "arbiter"])
        .output()
        .is_ok_and(|o| o.status.success());
    let verify = Command::new("systemd-analyze")
        .arg("verify")
        .arg(if man_page { "--man=yes" } else { "--man=no" })
        .arg(format!("/{UNIT}"))
        .output()
        .unwrap();
    assert!(
        verify.status.success() && verify.stderr.is_empty(),
        "{}",
        text(&verify.stderr)
    );
    say(&format!(
        "installed: user {USER} (uid {uid}, home {DATA}, nologin), {CONFIG} 0640 root:{USER}, \
         {DATA} 0750, unit disabled; systemd-analyze verify on the installed unit passes{}",
        if man_page {
            " (its man page found by man)"
        } else {
            "; SKIPPED its man page: `man -w arbiter` finds none here (no man-db, or dpkg excludes /usr/share/man)"
        }
    ));

    // 2. Not started before the address is set: the config check says why.
    match install.service {
        Service::Systemd => {
            let out = Command::new("systemctl")
                .args(["start", "pbem-arbiter"])
                .output()
                .unwrap();
            assert!(!out.status.success(), "started without an address");
            let log = Installation::log();
            assert!(log.contains("lacks the required key `address`"), "{log}");
            let _ = Command::new("systemctl")
                .args(["reset-failed", "pbem-arbiter"])
                .output();
        }
        Service::Emulated(_) => {
            let out = Installation::unit_command("ExecStartPre").output().unwrap();
            assert_eq!(out.status.code(), Some(1));
            assert!(
                text(&out.stderr).contains("lacks the required key `address`"),
                "{}",
                text(&out.stderr)
            );
        }
    }
    say("before the address is set, the start stops at the unit's config check, which names [arbiter] address");

    // 3. The operator sets the address and starts the service.
    let edited = std::fs::read_to_string(CONFIG).unwrap().replace(
        ADDRESS_UNSET,
        &format!("address = \"{ADDRESS}\"\n# edited by the operator\n"),
    );
    std::fs::write(CONFIG, &edited).unwrap();
    if systemd {
        ok(
            Command::new("systemctl").args(["enable", "pbem-arbiter"]),
            "systemctl enable",
        );
    }
    // The data an older arbiter left, as an upgrade finds it: its database one
    // migration behind this binary's schema, the user's. The first start
    // migrates it.
    let database = Path::new(DATA).join("arbiter.sqlite3");
    let latest = {
        let mut probe = rusqlite::Connection::open_in_memory().unwrap();
        pbem_arbiter::store::migrations()
            .to_latest(&mut probe)
            .unwrap();
        schema_version(&probe)
    };
    {
        let mut conn = rusqlite::Connection::open(&database).unwrap();
        pbem_arbiter::store::migrations()
            .to_version(&mut conn, usize::try_from(latest - 1).unwrap())
            .unwrap();
    }
    std::os::unix::fs::chown(&database, Some(uid), Some(gid)).unwrap();
    install.start();
    let migrated = schema_version(
        &rusqlite::Connection::open_with_flags(
            &database,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        )
        .unwrap(),
    );
    assert_eq!(migrated, latest, "the first start did not migrate");
    say(&format!(
        "the address set, the service started over a database at schema version {}: its daemon \
         holds /var/lib/pbem-arbiter and migrated it to {latest}",
        latest - 1
    ));

    // 4. A game, and one move by mail: OpenSMTPD on loopback delivers into the
    //    service user's ~/Maildir (its home), as docs/OPERATIONS.md sets it up.
    let slot = SmtpdSlot::take();
    let spool = common::servers::shared_tempdir();
    let port = free_port();
    let smtpd = Smtpd::start_with(
        &slot,
        spool.path(),
        port,
        &format!(
            "table arbiter {{ \"@\" = \"{USER}\" }}\n\
             action \"arbiter\" maildir virtual <arbiter>\n\
             match from any for any action \"arbiter\"\n"
        ),
        Path::new(DATA).join("Maildir"),
    );
    let out = Installation::arbiter(&["game", "new", "--white", WHITE, "--black", BLACK]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let to_black = play_by_mail(port, WHITE, BLACK, "move1@players.example", "e4");
    assert!(to_black.body.contains("e4"), "{}", to_black.body);
    let delivered = maildir_files(&Path::new(DATA).join("Maildir"));
    assert_eq!(delivered.len(), 1, "{delivered:?}");
    assert_eq!(
        delivered[0].metadata().unwrap().uid(),
        uid,
        "delivered as the service user"
    );
    say("a game made; white's 1. e4 went by SMTP through OpenSMTPD into ~pbem-arbiter/Maildir, the daemon answered black");

    // 5. The upgrade: the service stopped (prerm), a newer package with the
    //    edited config and the game in progress, started again.
    let newer_version = format!("{VERSION}+upgradetest-1");
    let newer_dir = tempfile::tempdir().unwrap();
    let newer = package_sh(
        &[
            "--deb-version",
            &newer_version,
            "--output",
            &newer_dir.path().display().to_string(),
        ],
        newer_dir.path().join(format!(
            "pbem-arbiter_{newer_version}_{}.deb",
            architecture()
        )),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    // cargo-deb removed target/debian's package for this one: put it back.
    std::fs::copy(&deb, target_dir().join("debian").join(package_name())).unwrap();
    ok(
        Command::new("dpkg").args([
            "--compare-versions",
            &newer_version,
            "gt",
            &format!("{VERSION}-1"),
        ]),
        "the upgrade's version is newer",
    );
    if !systemd {
        say("stopping the daemon as the package's prerm does under systemd");
        install.stop();
    }
    say(&format!("dpkg -i {}", newer.display()));
    dpkg(&["-i"], Some(&newer), "dpkg -i (upgrade)");
    assert_eq!(
        std::fs::read_to_string(CONFIG).unwrap(),
        edited,
        "the edited config was replaced"
    );
    for leftover in ["dpkg-new", "dpkg-dist", "dpkg-old"] {
        assert!(
            !Path::new(&format!("{CONFIG}.{leftover}")).exists(),
            "{leftover}"
        );
    }
    let config_meta = std::fs::metadata(CONFIG).unwrap();
    assert_eq!(
        (config_meta.mode() & 0o777, config_meta.gid()),
        (0o640, gid)
    );
    assert_eq!(Installation::user_ids(), (uid, gid));
    let version = text(
        &ok(
            Command::new("dpkg-query").args(["-W", "-f", "${Version}", "pbem-arbiter"]),
            "dpkg-query",
        )
        .stdout,
    );
    assert_eq!(version, newer_version);
    match install.service {
        Service::Systemd => {
            let active = Command::new("systemctl")
                .args(["is-active", "pbem-arbiter"])
                .output()
                .unwrap();
            assert_eq!(
                text(&active.stdout).trim(),
                "active",
                "the postinst did not start it again"
            );
        }
        Service::Emulated(_) => {
            say("starting the daemon again as the package's postinst does under systemd (the unit is enabled there)");
            install.start();
        }
    }
    let to_white = play_by_mail(port, BLACK, WHITE, "move2@players.example", "e5");
    assert!(to_white.body.contains("e5"), "{}", to_white.body);
    let shown = text(&Installation::arbiter(&["game", "show", "1"]).stdout);
    assert!(shown.contains("e4") && shown.contains("e5"), "{shown}");
    say(&format!(
        "upgraded to {newer_version}: the edited config kept (no prompt, no .dpkg-dist), same user; \
         the game went on: black's 1... e5 by mail answered"
    ));
    install.stop();
    smtpd.stop();

    // 6. A downgrade over a database a newer arbiter wrote is refused, saying so.
    say(&format!("dpkg -i {} (a downgrade)", deb.display()));
    dpkg(&["-i"], Some(&deb), "dpkg -i (downgrade)");
    {
        let conn = rusqlite::Connection::open(&database).unwrap();
        conn.pragma_update(None, "user_version", schema_version(&conn) + 1)
            .unwrap();
    }
    for leftover in ["arbiter.sqlite3-wal", "arbiter.sqlite3-shm"] {
        let path = Path::new(DATA).join(leftover);
        if path.exists() {
            std::os::unix::fs::chown(&path, Some(uid), Some(gid)).unwrap();
        }
    }
    let refused = match install.service {
        Service::Systemd => {
            let _ = Command::new("systemctl")
                .args(["start", "pbem-arbiter"])
                .output();
            std::thread::sleep(Duration::from_secs(2));
            let log = Installation::log();
            let _ = Command::new("systemctl")
                .args(["stop", "pbem-arbiter"])
                .output();
            log
        }
        Service::Emulated(_) => {
            let out = Installation::unit_command("ExecStart").output().unwrap();
            assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
            text(&out.stderr)
        }
    };
    assert!(
        refused.contains("newer than this arbiter knows"),
        "{refused}"
    );
    let status = Installation::arbiter(&["status"]);
    assert!(
        text(&status.stderr).contains("newer than this arbiter knows"),
        "{}",
        text(&status.stderr)
    );
    say("downgraded over a database one schema version newer (set by the test, as a newer arbiter leaves it): \
         the service and `arbiter status` refuse it, saying so");

    // 7. The purge: the package's files and the config go; the games stay.
    say("dpkg --purge pbem-arbiter");
    let purged = dpkg(&["--purge", "pbem-arbiter"], None, "dpkg --purge");
    assert!(purged.contains("kept /var/lib/pbem-arbiter"), "{purged}");
    for gone in [
        "/usr/bin/arbiter",
        CONFIG,
        "/etc/pbem-arbiter",
        &format!("/{UNIT}"),
        "/usr/lib/sysusers.d/pbem-arbiter.conf",
    ] {
        assert!(!Path::new(gone).exists(), "{gone} left after the purge");
    }
    assert!(database.exists(), "the purge deleted the games");
    let status = Command::new("dpkg-query")
        .args(["-W", "-f", "${db:Status-Status}", "pbem-arbiter"])
        .output()
        .unwrap();
    assert!(
        !status.status.success() || text(&status.stdout) == "not-installed",
        "{}",
        text(&status.stdout)
    );
    say("purged: binary, unit, sysusers file and /etc/pbem-arbiter gone; /var/lib/pbem-arbiter kept, as the purge said");
    drop(install);
    assert!(!Path::new(DATA).exists());
    say("cleaned up: /var/lib/pbem-arbiter and the user removed");
}
