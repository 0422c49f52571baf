//! `arbiter run`: the inbox kind chosen and its loop run until stopped.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use super::error::DaemonError;
use super::imap::{imap_runtime, run_imap};
use super::maildir::run_maildir;
use crate::arbiter::Arbiter;
use crate::config::ImapSection;
use crate::mail::inbound::Inbox;
use crate::mail::outbound::Outbound;

/// Where incoming mail is read: the `[inbox]` of the config.
pub enum InboxSource {
    /// A Maildir's new/ and cur/ folders.
    Maildir(Inbox),
    /// An IMAP mailbox, read with IDLE.
    Imap(ImapSection),
}

/// Handles mail until `stop` is set (by SIGINT/SIGTERM), then returns: each time
/// mail lands (inotify on new/ for a Maildir, IDLE for IMAP), and at the latest
/// every `interval` or when a reply that failed before is due again. An IMAP server
/// that is down or drops the connection is connected to again with backoff (1 s,
/// doubling, at most 60 s); replies are still sent meanwhile.
///
/// A poll that fails (a database locked longer than its busy timeout, a full disk,
/// a broken template) is logged and tried again after 1 s, 2 s, ... at most
/// [`MAX_FAULT_BACKOFF`](super::MAX_FAULT_BACKOFF); what it was handling was rolled
/// back and waits. When `stop` is set the poll in progress ends between two
/// messages or two replies.
///
/// # Errors
///
/// [`DaemonError::Runtime`]. Server outages and store faults are logged, never
/// returned.
pub fn run(
    arbiter: &mut Arbiter,
    source: &InboxSource,
    transport: &Outbound,
    interval: Duration,
    stop: &Arc<AtomicBool>,
) -> Result<(), DaemonError> {
    tracing::info!(interval = ?interval, "arbiter running; stop with Ctrl-C or SIGTERM");
    match source {
        InboxSource::Maildir(inbox) => run_maildir(arbiter, inbox, transport, interval, stop)?,
        InboxSource::Imap(settings) => {
            let runtime = imap_runtime()?;
            runtime.block_on(run_imap(arbiter, settings, transport, interval, stop))?;
        }
    }
    tracing::info!("arbiter stopped");
    Ok(())
}
