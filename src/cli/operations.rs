//! Running the arbiter: `init` (make the data directory), `run` (the daemon),
//! `poll --once`, `status` and `check-config`. docs/OPERATIONS.md is the
//! operator's side of this module.

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use anyhow::{bail, Context, Result};

use pbem_arbiter::arbiter::PollReport;
use pbem_arbiter::config::{Config, InboxKind, Paths, TransportKind};
use pbem_arbiter::daemon::xfcc::XfccEndpoint;
use pbem_arbiter::daemon::{self, instance, InboxSource};
use pbem_arbiter::mail::inbound::Inbox;
use pbem_arbiter::mail::outbound::Outbound;
use pbem_arbiter::output::templates::Templates;
use pbem_arbiter::store;
use pbem_arbiter::store::status::Status;
use pbem_arbiter::store::OutboxStatus;

use super::Startup;

/// `arbiter init`: the inbox (Maildir), the outbox and the database made, and
/// their places printed.
pub fn init(setup: &Startup) -> Result<ExitCode> {
    let (arbiter, _inbox, _transport) = setup.open_all()?;
    drop(arbiter);
    let paths = &setup.paths;
    std::fs::create_dir_all(&paths.outbox)
        .with_context(|| format!("creating {}", paths.outbox.display()))?;
    say!("data directory: {}", paths.data_dir.display());
    say!("inbox (Maildir): {}", paths.inbox.display());
    say!("outbox: {}", paths.outbox.display());
    say!("database: {}", paths.database.display());
    Ok(ExitCode::SUCCESS)
}

/// How long `arbiter run` may take to finish after SIGTERM/SIGINT before it exits
/// anyway (a relay or a search that does not return in time). Exiting then is safe
/// for the same reason kill -9 is: each message and each reply is its own
/// transaction, rolled back and done again at the next start.
const STOP_GRACE: Duration = Duration::from_secs(2);

/// `arbiter run`: the daemon, until SIGINT/SIGTERM. Refuses `--now`; checks the
/// templates and takes the data directory's lock before anything else.
pub fn run(setup: &Startup) -> Result<ExitCode> {
    if setup.now.is_some() {
        bail!("--now is for commands that run once (poll --once, game new, clocks); run follows the system clock");
    }
    // The handlers first: a SIGTERM while starting up also ends the daemon in order.
    let stop = daemon::stop_flag().context("installing signal handlers")?;
    check_templates(&setup.paths)?;
    let _claim = instance::claim(&setup.paths.data_dir)?;
    let (mut arbiter, inbox, transport) = setup.open_all()?;
    let config = &setup.config;
    let xfcc = XfccEndpoint::from_config(&config.xfcc)?;
    stop_watchdog(&stop);
    let source = match &config.inbox.imap {
        Some(imap) if config.inbox.kind == InboxKind::Imap => InboxSource::Imap(imap.clone()),
        _ => InboxSource::Maildir(inbox),
    };
    daemon::run(
        &mut arbiter,
        &source,
        &transport,
        config.mail.poll_interval.get(),
        xfcc,
        &stop,
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Starts a thread that ends the process [`STOP_GRACE`] after `stop` is set, if the
/// daemon has not returned by then (SIGTERM ends `run` within 2 s).
fn stop_watchdog(stop: &Arc<AtomicBool>) {
    let stop = Arc::clone(stop);
    std::thread::spawn(move || {
        while !stop.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(STOP_GRACE);
        tracing::warn!(
            grace = ?STOP_GRACE,
            "still busy after the stop signal; exiting now (the unfinished message or reply is done at the next start)"
        );
        std::process::exit(0);
    });
}

/// `arbiter poll --once`: the clocks checked, the inbox handled, the replies sent,
/// at now (`--now`), under the data directory's lock.
pub fn poll(setup: &Startup) -> Result<ExitCode> {
    let _claim = instance::claim(&setup.paths.data_dir)?;
    let (mut arbiter, inbox, transport) = setup.open_all_at_now()?;
    let config = &setup.config;
    let report = match &config.inbox.imap {
        Some(imap) if config.inbox.kind == InboxKind::Imap => {
            daemon::poll_once_imap(&mut arbiter, imap, &transport)?
        }
        _ => arbiter.poll(&inbox, &transport)?,
    };
    say_poll_report(&report);
    Ok(ExitCode::SUCCESS)
}

/// What a poll did: the clocks' reminders and losses on time and lapsed
/// challenges (when there were any), mail left in the inbox, the counts.
fn say_poll_report(report: &PollReport) {
    let clocks = &report.clocks;
    if clocks.reminders > 0 || !clocks.forfeits.is_empty() {
        say!(
            "clocks: {} reminder(s); lost on time: {}",
            clocks.reminders,
            if clocks.forfeits.is_empty() {
                "none".to_string()
            } else {
                clocks
                    .forfeits
                    .iter()
                    .map(|g| format!("game {g}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        );
    }
    if clocks.lapsed_challenges > 0 {
        say!("challenges lapsed unanswered: {}", clocks.lapsed_challenges);
    }
    for deferred in &report.deferred {
        say!("left in the inbox: {deferred}");
    }
    say!(
        "handled {} message(s), sent {} reply(ies), {} failed",
        report.handled.len(),
        report.delivery.sent,
        report.delivery.failed
    );
}

/// `arbiter status`: only reads, takes no lock.
pub fn status(setup: &Startup) -> Result<ExitCode> {
    let paths = &setup.paths;
    if !paths.database.exists() {
        bail!(
            "no database at {} (make the data directory with `arbiter init`)",
            paths.database.display()
        );
    }
    match instance::holder(&paths.data_dir) {
        Some(pid) => say!("daemon: process {pid} holds {}", paths.data_dir.display()),
        None => say!("daemon: none holds {}", paths.data_dir.display()),
    }
    if setup.config.inbox.kind == InboxKind::Maildir {
        let inbox = Inbox::open(&paths.inbox)?;
        say!(
            "inbox: {} mail(s) waiting in {}",
            inbox.waiting().len(),
            inbox.new_dir().display()
        );
    }
    let arbiter = setup.arbiter()?;
    say_outbox_status(&store::status::status(arbiter.conn())?);
    Ok(ExitCode::SUCCESS)
}

/// The store's side of `status`: the outbox, the last mail, recent errors, held
/// messages, bouncing addresses.
fn say_outbox_status(s: &Status) {
    say!(
        "outbox: {} waiting ({} after a failure), {} failed (given up), {} sent",
        s.waiting,
        s.retrying,
        s.failed,
        s.sent
    );
    if let Some(oldest) = &s.oldest_waiting {
        say!("oldest waiting reply queued at {oldest}");
    }
    if let Some(next) = &s.next_retry {
        say!("next retry at {next}");
    }
    match &s.last_mail {
        Some(m) => say!(
            "last mail: {} from {} at {}: {} ({} handled in all)",
            m.key,
            m.sender.as_deref().unwrap_or("(unknown)"),
            m.received_at,
            m.outcome,
            s.handled
        ),
        None => say!("last mail: none handled yet"),
    }
    if s.recent_errors.is_empty() {
        say!("recent errors: none");
    } else {
        say!("recent errors (newest first):");
        for e in &s.recent_errors {
            say!(
                "  reply to {} {} after {} attempt(s){}: {}",
                e.to,
                e.status,
                e.attempts,
                e.next_attempt_at
                    .as_deref()
                    .filter(|_| e.status == OutboxStatus::Waiting)
                    .map(|t| format!(", next at {t}"))
                    .unwrap_or_default(),
                e.error
            );
        }
    }
    say!("held: {} message(s) (see `arbiter held list`)", s.held);
    if s.bouncing.is_empty() {
        say!("bouncing: none");
    } else {
        say!(
            "bouncing: mail to {} address(es) comes back:",
            s.bouncing.len()
        );
        for b in &s.bouncing {
            let words = match (&b.status, &b.diagnostic) {
                (Some(status), Some(words)) if words.contains(status.as_str()) => words.clone(),
                (Some(status), Some(words)) => format!("{status} {words}"),
                (Some(status), None) => status.clone(),
                (None, Some(words)) => words.clone(),
                (None, None) => "-".into(),
            };
            say!(
                "  {} since {}, {} report(s), the latest at {}: {} ({words}; mail {})",
                b.address,
                b.first_at,
                b.reports,
                b.last_at,
                b.cause,
                b.message_id
            );
        }
    }
}

/// `arbiter check-config`: the config was read and checked by the time this runs
/// (a bad key ends the program before); here the transport is built and every
/// template rendered. Makes nothing on disk.
pub fn check_config(setup: &Startup) -> Result<ExitCode> {
    let (config, paths) = (&setup.config, &setup.paths);
    let origin = setup
        .config_file
        .as_ref()
        .map_or("(embedded defaults)".to_string(), |f| {
            f.display().to_string()
        });
    say!("config {origin}: every key valid");
    if config.transport.kind != TransportKind::File {
        // (The file transport would make its folder: a check makes nothing.)
        Outbound::from_config(config, paths).context("setting up the transport")?;
    }
    say!("transport: {}", describe_transport(config));
    say!("inbox: {}", describe_inbox(config, paths));
    if let Some(endpoint) = XfccEndpoint::from_config(&config.xfcc)? {
        say!(
            "xfcc: {} on {}{}",
            if endpoint.tls() {
                "TLS (certificate and key read)"
            } else {
                "plain HTTP"
            },
            endpoint.listen(),
            config
                .xfcc
                .public_url
                .as_ref()
                .map_or(String::new(), |url| format!(", public address {url}"))
        );
    }
    let checked = check_templates(paths)?;
    say!(
        "templates: {} rendered with sample data ({})",
        checked.len(),
        paths
            .templates
            .as_ref()
            .map_or("built-in".to_string(), |d| format!(
                "overrides from {}",
                d.display()
            ))
    );
    say_unused_template_files(paths, &checked);
    say!("OK");
    Ok(ExitCode::SUCCESS)
}

/// `arbiter check-config --show`: the configuration in force as TOML, after a
/// comment naming where it comes from. The config was read and checked by the
/// time this runs; nothing else is checked, nothing made on disk.
pub fn show_config(setup: &Startup) -> Result<ExitCode> {
    let toml = setup.config.to_toml_secrets_hidden()?;
    match &setup.config_file {
        Some(file) => say!(
            "# The configuration in force: {} over the embedded defaults.",
            file.display()
        ),
        None => say!("# The configuration in force: the embedded defaults (no --config)."),
    }
    say!("# Passwords and codes are hidden; keys left unset (e.g. mail.inbox: under --data-dir) are not shown.");
    say!();
    say_raw!("{toml}");
    Ok(ExitCode::SUCCESS)
}

/// The transport's kind, and for SMTP the relay, port and security.
fn describe_transport(config: &Config) -> String {
    let relay = config
        .transport
        .smtp
        .as_ref()
        .filter(|_| config.transport.kind == TransportKind::Smtp)
        .map(|s| {
            format!(
                " via {}:{} ({})",
                s.host,
                s.port.map_or("default".into(), |p| p.to_string()),
                s.security
            )
        })
        .unwrap_or_default();
    format!("{}{relay}", config.transport.kind)
}

/// The IMAP server and folder, or the Maildir.
fn describe_inbox(config: &Config, paths: &Paths) -> String {
    match config.inbox.kind {
        InboxKind::Imap => config.inbox.imap.as_ref().map_or("imap".to_string(), |i| {
            format!("imap {}:{} folder {}", i.host, i.port(), i.folder)
        }),
        InboxKind::Maildir => format!("maildir {}", paths.inbox.display()),
    }
}

/// A note for each file in the operator's template folder that overrides no
/// template (a misspelt name), sorted by name.
fn say_unused_template_files(paths: &Paths, checked: &[&str]) {
    let Some(dir) = &paths.templates else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut unknown: Vec<String> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| !checked.contains(&n.as_str()))
        .collect();
    unknown.sort();
    for name in unknown {
        say!(
            "note: {} overrides no template (not used)",
            dir.join(name).display()
        );
    }
}

/// Renders every reply template with sample data.
///
/// # Errors
///
/// The template that does not parse or render, with minijinja's reason.
fn check_templates(paths: &Paths) -> Result<Vec<&'static str>> {
    Templates::new(paths.templates.as_deref())
        .check()
        .context("checking the reply templates")
}
