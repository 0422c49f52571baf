//! The IMAP inbox: the loop that connects (again, with backoff, whenever the
//! server is gone), handles what waits above the remembered UID and waits in IDLE;
//! and the one-shot `poll --once`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use super::error::DaemonError;
use super::stopping::{log_round, next_wake, FaultBackoff};
use super::wake::Wakened;
use crate::arbiter::{Arbiter, ArbiterError, PollReport, HEADER_ROOM};
use crate::config::ImapSection;
use crate::mail::imap::{sleep_unless_stopped, stopped, ImapError, ImapInbox, Woken};
use crate::mail::outbound::Outbound;

/// The longest wait before an unreachable IMAP server is tried again.
const MAX_RECONNECT_BACKOFF: Duration = Duration::from_secs(60);

/// The IMAP loop: connect (again, with backoff, whenever the server is gone), then
/// handle, deliver and wait in IDLE until stopped; a wake on `wakened` ends the
/// IDLE for a round at once.
///
/// # Errors
///
/// None today: outages and failed polls are logged and tried again.
pub(super) async fn run_imap(
    arbiter: &mut Arbiter,
    settings: &ImapSection,
    transport: &Outbound,
    interval: Duration,
    stop: &Arc<AtomicBool>,
    wakened: &Wakened,
) -> Result<(), ArbiterError> {
    let mut backoff = Duration::from_secs(1);
    let mut faults = FaultBackoff::default();
    while !stop.load(Ordering::SeqCst) {
        let connected = tokio::select! {
            connected = ImapInbox::connect(settings) => connected,
            () = stopped(stop) => break,
        };
        let mut inbox = match connected {
            Ok(inbox) => inbox,
            Err(e) => {
                tracing::warn!(error = %e, retry_in = ?backoff, "IMAP server unavailable; trying again");
                deliver_while_away(arbiter, transport, stop);
                sleep_unless_stopped(backoff, stop).await;
                backoff = (backoff * 2).min(MAX_RECONNECT_BACKOFF);
                continue;
            }
        };
        backoff = Duration::from_secs(1);
        let ended = imap_session(arbiter, &mut inbox, transport, interval, stop, wakened).await;
        end_session(ended, inbox, &mut faults, backoff, stop).await;
    }
    Ok(())
}

/// Sends the replies already queued while the inbox is away (logged, a failure
/// too).
fn deliver_while_away(arbiter: &mut Arbiter, transport: &Outbound, stop: &AtomicBool) {
    match arbiter.announce_and_deliver_until(transport, stop) {
        Ok(delivery) => log_round(&PollReport {
            delivery,
            ..PollReport::default()
        }),
        Err(e) => {
            tracing::error!(error = %e, "sending the waiting replies failed; trying again")
        }
    }
}

/// After a session: logs out, and after a failure waits before the next
/// connection (`faults`' growing wait for a store fault, `backoff` for a session
/// the server ended).
async fn end_session(
    ended: Result<(), DaemonError>,
    inbox: ImapInbox,
    faults: &mut FaultBackoff,
    backoff: Duration,
    stop: &Arc<AtomicBool>,
) {
    match ended {
        Ok(()) => inbox.logout().await,
        Err(DaemonError::Arbiter(e)) => {
            // A locked or full database, a full disk: the message being handled
            // was rolled back and stays in the folder.
            inbox.logout().await;
            let wait = faults.next();
            tracing::error!(error = %e, retry_in = ?wait, "poll failed; nothing is lost, trying again");
            sleep_unless_stopped(wait, stop).await;
        }
        Err(e) => {
            tracing::warn!(error = %e, "IMAP session ended; connecting again");
            sleep_unless_stopped(backoff, stop).await;
        }
    }
}

/// One IMAP session: where reading stopped (a new UIDVALIDITY voids it), then
/// rounds of handling and waiting until stopped.
async fn imap_session(
    arbiter: &mut Arbiter,
    inbox: &mut ImapInbox,
    transport: &Outbound,
    interval: Duration,
    stop: &Arc<AtomicBool>,
    wakened: &Wakened,
) -> Result<(), DaemonError> {
    let mut last = start_position(arbiter, inbox)?;
    loop {
        let report = imap_round(arbiter, inbox, &mut last, transport, stop).await?;
        log_round(&report);
        if stop.load(Ordering::SeqCst) {
            return Ok(());
        }
        let wait = next_wake(arbiter, interval)?;
        if wait_or_wake(inbox, wait, stop, wakened).await? == Woken::Stopped {
            return Ok(());
        }
    }
}

/// [`ImapInbox::wait`], ended early by a wake too (then [`Woken::NewData`]: a
/// round follows). The IDLE is left in order (DONE) either way: the wait is
/// interrupted through a flag of its own that a watcher sets on a stop or a
/// wake.
async fn wait_or_wake(
    inbox: &mut ImapInbox,
    wait: Duration,
    stop: &Arc<AtomicBool>,
    wakened: &Wakened,
) -> Result<Woken, ImapError> {
    if wakened.take() {
        return Ok(Woken::NewData);
    }
    let interrupt = Arc::new(AtomicBool::new(false));
    let watcher = async {
        while !stop.load(Ordering::SeqCst) && !wakened.flag.load(Ordering::SeqCst) {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        interrupt.store(true, Ordering::SeqCst);
        // Never ends: the wait below must finish its IDLE itself.
        std::future::pending::<()>().await;
    };
    let woken = tokio::select! {
        woken = inbox.wait(wait, &interrupt) => woken?,
        () = watcher => Woken::Stopped,
    };
    if woken == Woken::Stopped && !stop.load(Ordering::SeqCst) {
        wakened.take();
        return Ok(Woken::NewData);
    }
    Ok(woken)
}

/// The last UID handled in the selected folder, from the store; 0 (read from the
/// start) when the folder's UIDVALIDITY is not the one remembered.
fn start_position(arbiter: &Arbiter, inbox: &ImapInbox) -> Result<u32, ArbiterError> {
    let key = inbox.mailbox_key();
    let validity = inbox.uid_validity();
    let last = match arbiter.imap_position(&key)? {
        Some((known, uid)) if known == validity => uid,
        Some((known, _)) => {
            tracing::warn!(mailbox = %key, was = known, now = validity,
                "UIDVALIDITY changed: commands_read the folder from the start (handled Message-IDs are not applied twice)");
            0
        }
        None => 0,
    };
    arbiter.save_imap_position(&key, validity, last)?;
    Ok(last)
}

/// Handles every message above `last` in UID order, each in its own transaction,
/// moving it to the processed folder after the commit; then delivers due replies.
/// `last` (and the store) advance over every message that is done with, up to the
/// first one left in place (a corrupt game's), so that a crash or a lost connection
/// before a move means the message is read again and found to be a duplicate.
/// When `stop` is set the round ends between two messages (a server that hangs
/// while a message is being fetched does not hold it up either).
async fn imap_round(
    arbiter: &mut Arbiter,
    inbox: &mut ImapInbox,
    last: &mut u32,
    transport: &Outbound,
    stop: &Arc<AtomicBool>,
) -> Result<PollReport, DaemonError> {
    // The poll's order, as for the Maildir (`Arbiter::poll`): the clocks first, so
    // that a move after its deadline finds the game lost on time.
    let mut report = arbiter.before_messages()?;
    let key = inbox.mailbox_key();
    let mut contiguous = true;
    let uids = tokio::select! {
        uids = inbox.uids_after(*last) => uids?,
        () = stopped(stop) => return Ok(report),
    };
    for uid in uids {
        let Some(done) = handle_uid(arbiter, inbox, uid, stop, &mut report).await? else {
            return Ok(report);
        };
        if done && contiguous {
            *last = uid;
            arbiter.save_imap_position(&key, inbox.uid_validity(), uid)?;
        } else {
            contiguous = false;
        }
    }
    arbiter.after_messages(&mut report, transport, stop)?;
    Ok(report)
}

/// Fetches and handles the message `uid`, moving it to the processed folder once
/// its transaction committed. `Some(true)` when it is done with (handled, or
/// expunged by someone else meanwhile), `Some(false)` when it stays for the repair
/// of a corrupt game, `None` when `stop` was set during the fetch.
async fn handle_uid(
    arbiter: &mut Arbiter,
    inbox: &mut ImapInbox,
    uid: u32,
    stop: &Arc<AtomicBool>,
    report: &mut PollReport,
) -> Result<Option<bool>, DaemonError> {
    let limit = arbiter.max_message_bytes().saturating_add(HEADER_ROOM);
    let fetched = tokio::select! {
        fetched = inbox.fetch(uid, limit) => fetched?,
        () = stopped(stop) => return Ok(None),
    };
    let Some(fetched) = fetched else {
        return Ok(Some(true));
    };
    let source = inbox.source(uid);
    let handled = report.count(
        arbiter.handle_sized(&fetched.raw, fetched.size, &source),
        &source,
    )?;
    if handled {
        move_to_processed(inbox, uid).await?;
    }
    Ok(Some(handled))
}

/// Moves a handled message to the processed folder; a move the server refuses (a
/// NO) is logged and leaves the message in the folder, handled (the read position
/// passes it).
async fn move_to_processed(inbox: &mut ImapInbox, uid: u32) -> Result<(), ImapError> {
    match inbox.move_to_processed(uid).await {
        Ok(()) => Ok(()),
        Err(ImapError::Command { ref error, .. })
            if matches!(error, async_imap::error::Error::No(_)) =>
        {
            tracing::warn!(uid, error = %error, "could not move the message to the processed folder");
            Ok(())
        }
        Err(e) => Err(e),
    }
}

/// The single-threaded async runtime the IMAP client runs on.
///
/// # Errors
///
/// [`DaemonError::Runtime`].
pub(super) fn imap_runtime() -> Result<tokio::runtime::Runtime, DaemonError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(DaemonError::Runtime)
}

/// `poll --once` for an IMAP inbox: connect, handle what waits, deliver, log out.
///
/// # Errors
///
/// [`DaemonError::Imap`] when the server cannot be reached or fails;
/// [`DaemonError::Arbiter`]; [`DaemonError::Runtime`].
pub fn poll_once_imap(
    arbiter: &mut Arbiter,
    settings: &ImapSection,
    transport: &Outbound,
) -> Result<PollReport, DaemonError> {
    imap_runtime()?.block_on(async {
        let mut inbox = ImapInbox::connect(settings).await?;
        let mut last = start_position(arbiter, &inbox)?;
        let never = Arc::new(AtomicBool::new(false));
        let report = imap_round(arbiter, &mut inbox, &mut last, transport, &never).await;
        inbox.logout().await;
        report
    })
}
