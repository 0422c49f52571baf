//! `arbiter run`: the inbox kind chosen and its loop run until stopped, with
//! the Xfcc endpoint beside it when one is configured.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use super::error::DaemonError;
use super::imap::{imap_runtime, run_imap};
use super::maildir::run_maildir;
use super::wake;
use super::xfcc::{arbiter_handler, XfccEndpoint, XfccServer};
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
/// With an `xfcc` endpoint, it is served from a thread of its own (logged as
/// `xfcc listening on ADDRESS`, the address bound, so that port 0 says which
/// port it got) until `stop`; its handler can wake the loop for a round at once.
///
/// A poll that fails (a database locked longer than its busy timeout, a full disk,
/// a broken template) is logged and tried again after 1 s, 2 s, ... at most
/// [`MAX_FAULT_BACKOFF`](super::MAX_FAULT_BACKOFF); what it was handling was rolled
/// back and waits. When `stop` is set the poll in progress ends between two
/// messages or two replies.
///
/// # Errors
///
/// [`DaemonError::Runtime`]; [`DaemonError::Xfcc`] when the endpoint cannot
/// listen. Server outages and store faults are logged, never returned.
pub fn run(
    arbiter: &mut Arbiter,
    source: &InboxSource,
    transport: &Outbound,
    interval: Duration,
    xfcc: Option<XfccEndpoint>,
    stop: &Arc<AtomicBool>,
) -> Result<(), DaemonError> {
    let (wake, wakened) = wake::pair();
    let server = match xfcc {
        Some(endpoint) => {
            let tls = endpoint.tls();
            let handler = arbiter_handler(arbiter.beside()?, wake.clone());
            let server = XfccServer::start(endpoint, handler, Arc::clone(stop))?;
            tracing::info!(tls, "xfcc listening on {}", server.address());
            Some(server)
        }
        None => None,
    };
    tracing::info!(interval = ?interval, "arbiter running; stop with Ctrl-C or SIGTERM");
    let ran = match source {
        InboxSource::Maildir(inbox) => {
            run_maildir(arbiter, inbox, transport, interval, stop, (&wake, &wakened))
                .map_err(DaemonError::from)
        }
        InboxSource::Imap(settings) => imap_runtime().and_then(|runtime| {
            runtime
                .block_on(run_imap(
                    arbiter, settings, transport, interval, stop, &wakened,
                ))
                .map_err(DaemonError::from)
        }),
    };
    if let Some(server) = server {
        // The loops end only on the stop flag, which ends the server too; after
        // an error, set it so the server ends as well.
        stop.store(true, std::sync::atomic::Ordering::SeqCst);
        server.join();
    }
    ran?;
    tracing::info!("arbiter stopped");
    Ok(())
}
