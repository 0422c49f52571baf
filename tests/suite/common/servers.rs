//! Real mail servers on loopback for the tests and benchmarks: Dovecot
//! (IMAP) and OpenSMTPD (SMTP) from Debian's `dovecot-imapd` and `opensmtpd`
//! packages, started from configs written into a temporary directory (the working
//! configs of /work/shared/stack.md), on free ports, and stopped by process id when
//! their guard is dropped, so that no server outlives its test. They need root (CI
//! runs as root; `.ci/run` installs the packages): without it, or without the
//! programs, [`require`] fails the test with what to do, never skips it.

use std::fs::File;
use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

pub const DOVECOT: &str = "/usr/sbin/dovecot";
pub const SMTPD: &str = "/usr/sbin/smtpd";
/// The IMAP account the arbiter reads (Dovecot passwd-file user).
pub const IMAP_USER: &str = "arbiter";
pub const IMAP_PASSWORD: &str = "testpass";

/// Fails (panics) with instructions unless this process is root and both servers
/// are installed.
pub fn require() {
    let missing: Vec<&str> = [DOVECOT, SMTPD]
        .into_iter()
        .filter(|p| !Path::new(p).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "{} missing: this test needs real mail servers. Install them with \
         `apt-get update && apt-get install -y --no-install-recommends dovecot-imapd opensmtpd` \
         (or run .ci/run, which does it)",
        missing.join(" and ")
    );
    assert_eq!(
        id(&["-u"]),
        0,
        "this test starts Dovecot and OpenSMTPD and must run as root (as CI does: .ci/run)"
    );
}

fn id(args: &[&str]) -> u32 {
    let out = Command::new("id")
        .args(args)
        .output()
        .expect("the id program");
    String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .expect("a numeric id")
}

/// The uid and gid of `nobody`, who owns the mail files.
pub fn nobody() -> (u32, u32) {
    (id(&["-u", "nobody"]), id(&["-g", "nobody"]))
}

/// A port nothing listens on right now.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .expect("a loopback port")
        .local_addr()
        .expect("its address")
        .port()
}

/// Gives `path` and everything under it to nobody.
pub fn give_to_nobody(path: &Path) {
    let (uid, gid) = nobody();
    std::os::unix::fs::chown(path, Some(uid), Some(gid)).expect("chown to nobody");
    if path.is_dir() {
        for entry in std::fs::read_dir(path).expect("a directory") {
            give_to_nobody(&entry.expect("an entry").path());
        }
    }
}

/// A temporary directory the servers' unprivileged users can enter.
pub fn shared_tempdir() -> tempfile::TempDir {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755))
        .expect("chmod 755");
    dir
}

/// Makes the Maildir folders cur/, new/, tmp/ under `path`, owned by nobody.
pub fn make_maildir(path: &Path) {
    for sub in ["cur", "new", "tmp"] {
        std::fs::create_dir_all(path.join(sub)).expect("a Maildir folder");
    }
    give_to_nobody(path);
}

fn wait_for_port(port: u16, child: &mut Child, name: &str, log: &Path) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        if let Ok(Some(status)) = child.try_wait() {
            panic!(
                "{name} exited ({status}) before listening on port {port}; its log:\n{}",
                std::fs::read_to_string(log).unwrap_or_default()
            );
        }
        assert!(
            Instant::now() < deadline,
            "{name} did not listen on port {port} within 30 s; its log:\n{}",
            std::fs::read_to_string(log).unwrap_or_default()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The process ids whose parent (transitively) is `pid`, read from /proc.
fn descendants(pid: u32) -> Vec<u32> {
    let mut parents: Vec<(u32, u32)> = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(id) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        // pid (comm) state ppid ...: comm may hold spaces, so read after its ')'.
        let ppid = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .and_then(|p| p.parse::<u32>().ok());
        if let Some(ppid) = ppid {
            parents.push((id, ppid));
        }
    }
    let mut found = vec![pid];
    let mut i = 0;
    while i < found.len() {
        let parent = found[i];
        found.extend(
            parents
                .iter()
                .filter(|(_, p)| *p == parent)
                .map(|(c, _)| *c),
        );
        i += 1;
    }
    found.remove(0);
    found
}

/// Stops a server and every process it started: SIGKILL to its descendants (a
/// Dovecot imap process would otherwise go on serving its open connection after
/// the master is gone, and no outage would happen), SIGTERM to it, then SIGKILL
/// after 10 s.
fn terminate_tree(child: &mut Child) {
    if let Ok(Some(_)) = child.try_wait() {
        return;
    }
    for pid in descendants(child.id()) {
        let _ = Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .stderr(Stdio::null())
            .status();
    }
    terminate(child);
}

/// Sends SIGTERM to `child`, waits up to 10 s for it, then SIGKILL.
fn terminate(child: &mut Child) {
    if let Ok(Some(_)) = child.try_wait() {
        return;
    }
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if let Ok(Some(_)) = child.try_wait() {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// TLS for a test Dovecot: its certificate and key (PEM files) and the port of its
/// `imaps` listener.
pub struct DovecotTls {
    pub cert: PathBuf,
    pub key: PathBuf,
    pub imaps_port: u16,
}

/// Dovecot serving one user, `arbiter`, whose mail is the Maildir `DIR/Maildir`.
pub struct Dovecot {
    child: Child,
    pub port: u16,
}

impl Dovecot {
    /// Starts Dovecot in `dir` (made if needed) on a free port.
    pub fn start(dir: &Path) -> Dovecot {
        Dovecot::start_on(dir, free_port())
    }

    /// Starts Dovecot in `dir` on `port` (again on the same port and mail after
    /// [`Dovecot::stop`]: the same server back from an outage).
    pub fn start_on(dir: &Path, port: u16) -> Dovecot {
        Dovecot::start_full(dir, port, None, "")
    }

    /// Starts Dovecot in `dir` on `port` with `extra` lines appended to its config
    /// (e.g. an `imap_capability` that hides MOVE, to exercise a client's fallback).
    pub fn start_with(dir: &Path, port: u16, extra: &str) -> Dovecot {
        Dovecot::start_full(dir, port, None, extra)
    }

    /// Starts Dovecot in `dir` on `port` (plain IMAP, STARTTLS offered) and on
    /// `tls.imaps_port` (TLS from the first byte), with that certificate and key.
    pub fn start_tls(dir: &Path, port: u16, tls: &DovecotTls) -> Dovecot {
        Dovecot::start_full(dir, port, Some(tls), "")
    }

    /// Starts Dovecot in `dir` on `port`, with TLS when `tls` is given and `extra`
    /// lines appended to its config.
    fn start_full(dir: &Path, port: u16, tls: Option<&DovecotTls>, extra: &str) -> Dovecot {
        let maildir = dir.join("Maildir");
        for sub in ["run", "state", "home"] {
            std::fs::create_dir_all(dir.join(sub)).expect("a Dovecot folder");
        }
        make_maildir(&maildir);
        let d = dir.display();
        std::fs::write(
            dir.join("passwd"),
            format!("{IMAP_USER}:{{PLAIN}}{IMAP_PASSWORD}::::::\n"),
        )
        .expect("the passwd file");
        let config = dir.join("dovecot.conf");
        let (ssl, imaps_port) = match tls {
            Some(tls) => (
                format!(
                    "ssl = yes\nssl_cert = <{}\nssl_key = <{}\n",
                    tls.cert.display(),
                    tls.key.display()
                ),
                tls.imaps_port,
            ),
            None => ("ssl = no\n".to_string(), 0),
        };
        std::fs::write(
            &config,
            format!(
                "protocols = imap\nlisten = 127.0.0.1\nbase_dir = {d}/run\nstate_dir = {d}/state\n\
                 log_path = {d}/dovecot.log\n{ssl}disable_plaintext_auth = no\n\
                 auth_mechanisms = plain login\ndefault_internal_user = nobody\n\
                 default_internal_group = nogroup\ndefault_login_user = nobody\n\
                 passdb {{\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%n {d}/passwd\n}}\n\
                 userdb {{\n  driver = static\n  args = uid=nobody gid=nogroup home={d}/home/%n\n}}\n\
                 mail_location = maildir:{}\n\
                 service imap-login {{\n  chroot =\n  inet_listener imap {{\n    port = {port}\n  }}\n  \
                 inet_listener imaps {{\n    port = {imaps_port}\n  }}\n}}\nservice anvil {{\n  chroot =\n}}\n{extra}\n",
                maildir.display()
            ),
        )
        .expect("the Dovecot config");
        give_to_nobody(dir);
        let (uid, gid) = nobody();
        let log = dir.join("dovecot.stderr");
        let mut child = Command::new(DOVECOT)
            .arg("-F")
            .arg("-c")
            .arg(&config)
            .uid(uid)
            .gid(gid)
            .stdin(Stdio::null())
            .stdout(File::create(&log).expect("a log file"))
            .stderr(File::create(dir.join("dovecot.stderr2")).expect("a log file"))
            .spawn()
            .expect("starting Dovecot");
        wait_for_port(port, &mut child, "Dovecot", &dir.join("dovecot.log"));
        Dovecot { child, port }
    }

    /// Stops the server (its processes killed, SIGTERM to its master) and waits
    /// for it: open connections drop, as in a real outage.
    pub fn stop(mut self) {
        terminate_tree(&mut self.child);
    }
}

impl Drop for Dovecot {
    fn drop(&mut self) {
        terminate_tree(&mut self.child);
    }
}

/// The right to run OpenSMTPD on this machine: it has one control socket
/// (/var/run/smtpd.sock) and one spool, so two at once cannot run; this file lock
/// makes concurrent test runs take turns.
pub struct SmtpdSlot {
    _lock: File,
}

impl SmtpdSlot {
    /// Waits for the machine's one OpenSMTPD slot.
    pub fn take() -> SmtpdSlot {
        let file = File::create(std::env::temp_dir().join("pbem-arbiter-opensmtpd.lock"))
            .expect("the OpenSMTPD lock file");
        file.lock().expect("the OpenSMTPD lock");
        SmtpdSlot { _lock: file }
    }
}

/// OpenSMTPD on loopback delivering every recipient into one Maildir.
pub struct Smtpd {
    child: Child,
    pub maildir: PathBuf,
}

impl Smtpd {
    /// Starts OpenSMTPD on `port` delivering into `dir/delivered` (a Maildir owned
    /// by nobody), its config `dir/smtpd.conf` owned by root.
    pub fn start(slot: &SmtpdSlot, dir: &Path, port: u16) -> Smtpd {
        let maildir = dir.join("delivered");
        if !maildir.exists() {
            make_maildir(&maildir);
        }
        let rules = format!(
            "table catchall {{ \"@\" = \"nobody\" }}\n\
             action \"to_maildir\" maildir \"{}\" user nobody virtual <catchall>\n\
             match from any for any action \"to_maildir\"\n",
            maildir.display()
        );
        Smtpd::start_with(slot, dir, port, &rules, maildir)
    }

    /// Starts OpenSMTPD on `port` with `rules` (smtpd.conf without its `listen`
    /// line) in `dir/smtpd.conf`; `maildir` is where the rules deliver.
    pub fn start_with(
        _slot: &SmtpdSlot,
        dir: &Path,
        port: u16,
        rules: &str,
        maildir: PathBuf,
    ) -> Smtpd {
        let config = dir.join("smtpd.conf");
        std::fs::write(&config, format!("listen on 127.0.0.1 port {port}\n{rules}"))
            .expect("the OpenSMTPD config");
        let check = Command::new(SMTPD)
            .arg("-n")
            .arg("-f")
            .arg(&config)
            .output()
            .expect("smtpd -n");
        assert!(
            check.status.success(),
            "smtpd -n refuses the config: {}",
            String::from_utf8_lossy(&check.stderr)
        );
        let log = dir.join(format!("smtpd-{port}.log"));
        let mut child = Command::new(SMTPD)
            .arg("-d")
            .arg("-f")
            .arg(&config)
            .stdin(Stdio::null())
            .stdout(File::create(&log).expect("a log file"))
            .stderr(
                File::options()
                    .append(true)
                    .open(&log)
                    .expect("the log file"),
            )
            .spawn()
            .expect("starting OpenSMTPD");
        wait_for_port(port, &mut child, "OpenSMTPD", &log);
        Smtpd { child, maildir }
    }

    /// Stops the server (SIGTERM; its helper processes follow) and waits for it.
    pub fn stop(mut self) {
        terminate(&mut self.child);
    }
}

impl Drop for Smtpd {
    fn drop(&mut self) {
        terminate(&mut self.child);
    }
}

/// The files in a Maildir's new/ and cur/, sorted by name.
pub fn maildir_files(maildir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = ["new", "cur"]
        .iter()
        .flat_map(|sub| {
            std::fs::read_dir(maildir.join(sub))
                .map(|d| {
                    d.filter_map(|e| e.ok().map(|e| e.path()))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
        .collect();
    files.sort();
    files
}

/// An IMAP client session on the test server (async-imap over plain TCP), for
/// APPENDing players' mail and looking into folders.
pub struct ImapClient {
    runtime: tokio::runtime::Runtime,
    session: async_imap::Session<tokio::net::TcpStream>,
}

impl ImapClient {
    /// Logs in as `user` on the Dovecot at `port`.
    pub fn login(port: u16, user: &str, password: &str) -> ImapClient {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a tokio runtime");
        let session = runtime.block_on(async {
            let tcp = tokio::net::TcpStream::connect(("127.0.0.1", port))
                .await
                .expect("connecting to Dovecot");
            let mut client = async_imap::Client::new(tcp);
            client
                .read_response()
                .await
                .expect("the greeting")
                .expect("a greeting");
            client
                .login(user, password)
                .await
                .map_err(|(e, _)| e)
                .expect("IMAP login")
        });
        ImapClient { runtime, session }
    }

    /// APPENDs a message (LF line ends become CRLF) to `folder`.
    pub fn append(&mut self, folder: &str, raw: &str) {
        let raw = raw.replace("\r\n", "\n").replace('\n', "\r\n");
        self.runtime
            .block_on(self.session.append(folder, None, None, raw.as_bytes()))
            .expect("IMAP APPEND");
    }

    /// How many messages `folder` holds (0 when it does not exist).
    pub fn count(&mut self, folder: &str) -> u32 {
        self.runtime
            .block_on(self.session.status(folder, "(MESSAGES)"))
            .map(|mailbox| mailbox.exists)
            .unwrap_or(0)
    }
}

/// The real `arbiter run` over a data directory with a config, as a child process;
/// stopped with SIGTERM (then SIGKILL after 10 s) when dropped.
pub struct Daemon {
    child: Child,
}

impl Daemon {
    /// Starts `arbiter --data-dir DATA --config CONFIG run` with `RUST_LOG=rust_log`,
    /// its log to `stderr`.
    pub fn start(data: &Path, config: &Path, rust_log: &str, stderr: Stdio) -> Daemon {
        let child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .arg("--data-dir")
            .arg(data)
            .arg("--config")
            .arg(config)
            .arg("run")
            .env("RUST_LOG", rust_log)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr)
            .spawn()
            .expect("starting arbiter run");
        Daemon { child }
    }

    /// Whether the process still runs.
    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// SIGTERM, then its exit status; `None` when it had to be killed after 10 s.
    pub fn stop(&mut self) -> Option<ExitStatus> {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        None
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        if self.is_running() {
            self.stop();
        }
    }
}

pub const DNSMASQ: &str = "/usr/sbin/dnsmasq";

/// A real DNS server on loopback (dnsmasq from Debian's `dnsmasq-base`) that answers
/// only the TXT records it was given (DKIM keys) and nothing else: no
/// upstream, no hosts file, no config file. Stopped by process id when dropped.
pub struct Dnsmasq {
    child: Child,
    /// The UDP and TCP port it answers on, at 127.0.0.1.
    pub port: u16,
}

impl Dnsmasq {
    /// Starts dnsmasq serving `records`, each (name, TXT text), on a free port; waits
    /// until it listens. Fails (panics) with what to install when dnsmasq is missing.
    pub fn start(records: &[(String, String)]) -> Dnsmasq {
        assert!(
            Path::new(DNSMASQ).exists(),
            "{DNSMASQ} missing: the DKIM tests need a real DNS server. Install it with \
             `apt-get update && apt-get install -y --no-install-recommends dnsmasq-base` \
             (or run .ci/run, which does it)"
        );
        let port = free_port();
        let mut command = Command::new(DNSMASQ);
        command.args([
            "--no-daemon",
            "--conf-file=/dev/null",
            "--no-resolv",
            "--no-hosts",
            "--pid-file=",
            "--listen-address=127.0.0.1",
            "--bind-interfaces",
            &format!("--port={port}"),
        ]);
        for (name, text) in records {
            // One TXT string: no shell, so no quotes (dnsmasq would keep them); a
            // comma would start a second string, and DKIM records have none. Keys
            // of ed25519 are short enough for one 255-byte string.
            assert!(!text.contains(','), "a TXT text with a comma: {text}");
            command.arg(format!("--txt-record={name},{text}"));
        }
        let child = command
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("dnsmasq starts");
        let dns = Dnsmasq { child, port };
        // Listening: the TCP side accepts connections.
        let deadline = Instant::now() + Duration::from_secs(10);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                Instant::now() < deadline,
                "dnsmasq did not listen on {port}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        dns
    }

    /// `127.0.0.1:PORT`, for `[auth] dns_servers`.
    pub fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    pub fn stop(mut self) {
        terminate(&mut self.child);
    }
}

impl Drop for Dnsmasq {
    fn drop(&mut self) {
        terminate(&mut self.child);
    }
}
