//! Polling: check the clocks (reminders, losses on time; issue 13 §2), handle what
//! is in the inbox (each message in its own transaction, moved to cur/ or to the
//! IMAP processed folder only after the commit), then send what is waiting in the
//! outbox. `run` repeats that whenever mail lands (inotify on the Maildir's new/,
//! IMAP IDLE) and at the latest every `poll_interval` or when a retried reply is
//! due, until SIGINT or SIGTERM. An IMAP server that is gone is connected to again
//! with backoff; the daemon goes on (issue 12 §1, §7).

pub mod instance;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use thiserror::Error;

use crate::arbiter::{Arbiter, ArbiterError, ClockReport, Delivery, DrawnBoards, Incoming};
use crate::config::ImapSection;
use crate::mail::imap::{sleep_unless_stopped, stopped, ImapError, ImapInbox, Woken};
use crate::mail::inbound::Inbox;
use crate::mail::outbound::Outbound;

/// A failure that ends `run` or a one-shot poll.
#[derive(Debug, Error)]
pub enum DaemonError {
    /// The store or the templates failed (the mail being handled stays unhandled).
    #[error(transparent)]
    Arbiter(#[from] ArbiterError),
    /// The IMAP server (only for a one-shot poll: `run` connects again).
    #[error(transparent)]
    Imap(#[from] ImapError),
    /// The async runtime for IMAP could not be made.
    #[error("starting the IMAP runtime: {0}")]
    Runtime(std::io::Error),
}

/// Where incoming mail is read: the `[inbox]` of the config.
pub enum InboxSource {
    Maildir(Inbox),
    Imap(ImapSection),
}

/// What one poll did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PollReport {
    /// Messages handled, by outcome (`applied`, `refused`, ...), in order.
    pub handled: Vec<&'static str>,
    /// Messages left in new/ because they could not be read from disk.
    pub unreadable_files: usize,
    /// Messages left in new/ because their game's stored record is corrupt (they wait
    /// for the organiser's repair; other games go on).
    pub deferred: Vec<String>,
    pub delivery: Delivery,
    /// Reminders and losses on time of this poll's clock check.
    pub clocks: ClockReport,
}

/// Checks the clocks (first, so that a move that arrives after its deadline finds
/// the game lost on time), handles every waiting message, then delivers due replies.
///
/// Errors: [`ArbiterError`] when the store fails; the message being handled stays in
/// new/ and is tried again at the next poll.
pub fn poll_once(
    arbiter: &mut Arbiter,
    inbox: &Inbox,
    transport: &Outbound,
) -> Result<PollReport, ArbiterError> {
    poll_until(arbiter, inbox, transport, &AtomicBool::new(false))
}

/// [`poll_once`] that ends early, between two messages or two replies, once `stop`
/// is set (SIGTERM ends `arbiter run` between messages, issue 12 §7); what is left
/// waits in new/ and in the outbox for the next start.
///
/// Errors: as [`poll_once`].
pub fn poll_until(
    arbiter: &mut Arbiter,
    inbox: &Inbox,
    transport: &Outbound,
    stop: &AtomicBool,
) -> Result<PollReport, ArbiterError> {
    let mut report = PollReport {
        clocks: arbiter.check_clocks()?,
        ..PollReport::default()
    };
    let waiting: std::collections::VecDeque<_> = inbox.waiting().into();
    // More than one batch waits: a second connection sends each batch's replies
    // while the next batch is handled (issue 23 §1), so that the poll takes the
    // longer of the two, not their sum. A lone batch is handled and then answered
    // as before, without a thread or a connection more.
    let beside = if waiting.len() > arbiter.batch_messages() {
        std::thread::scope(|scope| -> Result<Delivery, ArbiterError> {
            let mut deliverer = arbiter.deliverer()?;
            let (committed, batches) = std::sync::mpsc::channel();
            let sending = scope.spawn(move || {
                crate::mail::outbound::yield_to_the_handling();
                deliverer.deliver_beside(transport, stop, &batches)
            });
            let handled = handle_waiting(arbiter, inbox, waiting, stop, &mut report, |boards| {
                // The deliverer has ended only on an error, which its join returns.
                let _ = committed.send(boards);
            });
            drop(committed);
            // A panic there is passed on, as it would have been on this thread.
            let sent = sending
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            handled?;
            sent
        })?
    } else {
        handle_waiting(arbiter, inbox, waiting, stop, &mut report, drop)?;
        Delivery::default()
    };
    if stop.load(Ordering::SeqCst) {
        report.delivery = beside;
        return Ok(report);
    }
    let after = arbiter.deliver_until(transport, stop)?;
    report.delivery = Delivery {
        sent: beside.sent + after.sent,
        failed: beside.failed + after.failed,
    };
    // The site after the replies, outside every mail's transaction (issue 22 §3).
    arbiter.publish_configured();
    Ok(report)
}

/// The first batch of a long inbox (see [`handle_waiting`]).
const FIRST_BATCH: usize = 8;

/// Handles the messages `waiting` in new/ in batches of up to `[mail]
/// batch_messages` (group commit, issue 23 §1), each in one durable transaction; a
/// message moves to cur/ only after its batch has committed, and `committed` is
/// called after each commit, before the batch's moves, with the boards of the
/// replies the batch queued ([`Arbiter::take_drawn_boards`]). Returns between two
/// batches once `stop` is set.
///
/// Errors: [`ArbiterError`] when the store fails; the batch being handled stays in
/// new/ and is tried again at the next poll.
fn handle_waiting(
    arbiter: &mut Arbiter,
    inbox: &Inbox,
    mut waiting: std::collections::VecDeque<crate::mail::inbound::Waiting>,
    stop: &AtomicBool,
    report: &mut PollReport,
    mut committed: impl FnMut(DrawnBoards),
) -> Result<(), ArbiterError> {
    let batch_size = arbiter.batch_messages();
    // A long inbox starts with small batches, each twice the last, up to
    // `batch_size`: the delivery beside has the first replies to send after 8
    // messages instead of 64, so that both cores work from the start (issue 23
    // §1). A short inbox is one batch, as before.
    let mut size = if waiting.len() > batch_size {
        batch_size.min(FIRST_BATCH)
    } else {
        batch_size
    };
    while !waiting.is_empty() {
        if stop.load(Ordering::SeqCst) {
            return Ok(());
        }
        let mut batch = Vec::new();
        while batch.len() < size {
            let Some(next) = waiting.pop_front() else {
                break;
            };
            match read_bounded(&next.path, arbiter.max_message_bytes()) {
                Ok((raw, size)) => batch.push((next, raw, size)),
                Err(e) => {
                    tracing::warn!(file = %next.path.display(), error = %e, "cannot read message; left in new/");
                    report.unreadable_files += 1;
                }
            }
        }
        let incoming: Vec<Incoming<'_>> = batch
            .iter()
            .map(|(w, raw, size)| Incoming {
                raw,
                size: *size,
                source: &w.id,
            })
            .collect();
        let results = arbiter.handle_batch(&incoming)?;
        size = (size * 2).min(batch_size);
        // The replies are in the store: the delivery may send them while the
        // messages move.
        committed(arbiter.take_drawn_boards());
        // A batch committed early (`[mail] batch_time`) leaves its tail for the next.
        for (w, _, _) in batch.iter().skip(results.len()).rev() {
            waiting.push_front(w.clone());
        }
        for ((w, _, _), result) in batch.iter().zip(results) {
            if !settle(result, &w.id, report)? {
                continue;
            }
            if let Err(e) = inbox.mark_handled(&w.id) {
                // Another arbiter may have moved it after its own commit; the
                // message record makes a second handling a no-op either way.
                tracing::warn!(id = %w.id, error = %e, "could not move the message to cur/");
            }
        }
    }
    Ok(())
}

/// Logs and counts one message's result from a batch. True when it committed (the
/// message may now leave the inbox); false when it waits for the repair of a
/// corrupt game.
///
/// Errors: an [`ArbiterError`] other than a corrupt game.
fn settle(
    result: Result<crate::arbiter::Handled, ArbiterError>,
    id: &str,
    report: &mut PollReport,
) -> Result<bool, ArbiterError> {
    match result {
        Ok(handled) => {
            tracing::info!(id = %id, outcome = handled.outcome.as_str(), game = ?handled.game, detail = %handled.detail, "message");
            report.handled.push(handled.outcome.as_str());
            Ok(true)
        }
        Err(e @ ArbiterError::Corrupt { .. }) => {
            tracing::error!(id = %id, error = %e, "message left in the inbox until the game is repaired");
            report.deferred.push(format!("{id}: {e}"));
            Ok(false)
        }
        Err(e) => Err(e),
    }
}

/// Hands one message (`raw`: at most the size limit plus [`HEADER_ROOM`] bytes of
/// it; `size`: its whole size) to [`Arbiter::handle_sized`], the same for every
/// inbox kind. True when its transaction committed (the message may now be moved
/// out of the inbox); false when it waits for the repair of a corrupt game.
///
/// Errors: [`ArbiterError`] other than a corrupt game.
fn handle_one(
    arbiter: &mut Arbiter,
    raw: &[u8],
    size: usize,
    id: &str,
    report: &mut PollReport,
) -> Result<bool, ArbiterError> {
    settle(arbiter.handle_sized(raw, size, id), id, report)
}

/// Room for a message's header block beyond the size limit: enough to read who sent an
/// oversized message, so that the refusal reaches them.
pub const HEADER_ROOM: u64 = 64 * 1024;

/// Reads a message file, but never more than `limit` bytes plus room for its header
/// block (issue 12 §6: the size is known before anything is parsed, and a huge
/// message costs no more memory than that). Returns the bytes read and the file's size.
fn read_bounded(path: &std::path::Path, limit: u64) -> std::io::Result<(Vec<u8>, usize)> {
    use std::io::Read;
    let file = std::fs::File::open(path)?;
    let size = file.metadata()?.len();
    let mut raw = Vec::new();
    file.take(limit.saturating_add(HEADER_ROOM))
        .read_to_end(&mut raw)?;
    Ok((raw, usize::try_from(size).unwrap_or(usize::MAX)))
}

/// The longest wait before an unreachable IMAP server is tried again.
const MAX_RECONNECT_BACKOFF: Duration = Duration::from_secs(60);

/// Handles mail until `stop` is set (by SIGINT/SIGTERM), then returns: each time
/// mail lands (inotify on new/ for a Maildir, IDLE for IMAP), and at the latest
/// every `interval` or when a reply that failed before is due again. An IMAP server
/// that is down or drops the connection is connected to again with backoff (1 s,
/// doubling, at most 60 s); replies are still sent meanwhile.
///
/// A poll that fails (a database locked longer than its busy timeout, a full disk,
/// a broken template) is logged and tried again after 1 s, 2 s, ... at most
/// [`MAX_FAULT_BACKOFF`]; what it was handling was rolled back and waits (issue 12
/// §7). When `stop` is set the poll in progress ends between two messages or two
/// replies.
///
/// Errors: [`DaemonError::Runtime`]. Server outages and store faults are logged,
/// never returned.
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
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(DaemonError::Runtime)?;
            runtime.block_on(run_imap(arbiter, settings, transport, interval, stop))?;
        }
    }
    tracing::info!("arbiter stopped");
    Ok(())
}

fn log_round(report: &PollReport) {
    if !report.handled.is_empty() || report.delivery.sent + report.delivery.failed > 0 {
        tracing::info!(
            handled = report.handled.len(),
            sent = report.delivery.sent,
            failed = report.delivery.failed,
            "poll"
        );
    }
}

/// How long to wait for mail: `interval`, or less when a retried reply is due
/// sooner (at least 100 ms, so that a reply due now cannot spin the loop).
fn next_wake(arbiter: &Arbiter, interval: Duration) -> Result<Duration, ArbiterError> {
    Ok(match arbiter.next_delivery_in()? {
        Some(due) => due.clamp(
            Duration::from_millis(100),
            interval.max(Duration::from_millis(100)),
        ),
        None => interval,
    })
}

/// The Maildir loop: a poll, then a wait that ends when a file lands in new/
/// (inotify through the notify crate), when the wait's time is up (the timer stays
/// as a fallback: a lost or unsupported watch only slows pickup down) or on stop.
fn run_maildir(
    arbiter: &mut Arbiter,
    inbox: &Inbox,
    transport: &Outbound,
    interval: Duration,
    stop: &Arc<AtomicBool>,
) -> Result<(), ArbiterError> {
    let (landed, wake) = std::sync::mpsc::channel::<()>();
    let _watcher = watch_new(&inbox.new_dir(), landed);
    let mut backoff = FaultBackoff::default();
    while !stop.load(Ordering::SeqCst) {
        let wait = match poll_until(arbiter, inbox, transport, stop).and_then(|report| {
            log_round(&report);
            next_wake(arbiter, interval)
        }) {
            Ok(wait) => {
                backoff.reset();
                wait
            }
            Err(e) => {
                // A locked or full database, a full disk, an unreadable template:
                // what was being handled is rolled back and stays in new/ or in the
                // outbox; the daemon waits and tries again (issue 12 §7).
                let wait = backoff.next();
                tracing::error!(error = %e, retry_in = ?wait, "poll failed; nothing is lost, trying again");
                sleep_stop(wait, stop);
                continue;
            }
        };
        let until = Instant::now() + wait;
        while !stop.load(Ordering::SeqCst) && Instant::now() < until {
            let slice =
                Duration::from_millis(100).min(until.saturating_duration_since(Instant::now()));
            match wake.recv_timeout(slice) {
                Ok(()) => {
                    // One poll takes in everything that landed so far.
                    while wake.try_recv().is_ok() {}
                    break;
                }
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => std::thread::sleep(slice),
            }
        }
    }
    Ok(())
}

/// The longest wait before a poll that failed (locked database, full disk) is tried
/// again.
pub const MAX_FAULT_BACKOFF: Duration = Duration::from_secs(30);

/// The wait after a failed poll: 1 s, doubling, at most [`MAX_FAULT_BACKOFF`];
/// back to 1 s after a poll that went through.
#[derive(Debug)]
struct FaultBackoff(Duration);

impl Default for FaultBackoff {
    fn default() -> Self {
        FaultBackoff(Duration::from_secs(1))
    }
}

impl FaultBackoff {
    fn next(&mut self) -> Duration {
        let wait = self.0;
        self.0 = (self.0 * 2).min(MAX_FAULT_BACKOFF);
        wait
    }

    fn reset(&mut self) {
        *self = FaultBackoff::default();
    }
}

/// Sleeps `duration`, waking every 100 ms to look at `stop`.
fn sleep_stop(duration: Duration, stop: &AtomicBool) {
    let until = Instant::now() + duration;
    while !stop.load(Ordering::SeqCst) && Instant::now() < until {
        std::thread::sleep(
            Duration::from_millis(100).min(until.saturating_duration_since(Instant::now())),
        );
    }
}

/// Watches a Maildir's new/ for arriving files: a file made there (a delivery's
/// link or rename from tmp/, or one written in place and closed) sends on
/// `landed`. `None` (logged) when the watch cannot be set up: the timer then does
/// the work alone.
fn watch_new(
    new: &std::path::Path,
    landed: std::sync::mpsc::Sender<()>,
) -> Option<notify::RecommendedWatcher> {
    use notify::event::{AccessKind, AccessMode, ModifyKind, RenameMode};
    use notify::{EventKind, RecursiveMode, Watcher};
    let handler = move |event: notify::Result<notify::Event>| {
        let Ok(event) = event else { return };
        let arrived = matches!(
            event.kind,
            EventKind::Create(_)
                | EventKind::Modify(ModifyKind::Name(
                    RenameMode::To | RenameMode::Both | RenameMode::Any
                ))
                | EventKind::Access(AccessKind::Close(AccessMode::Write))
        );
        if arrived {
            let _ = landed.send(());
        }
    };
    let watch = || -> notify::Result<notify::RecommendedWatcher> {
        let mut watcher = notify::recommended_watcher(handler)?;
        watcher.watch(new, RecursiveMode::NonRecursive)?;
        Ok(watcher)
    };
    match watch() {
        Ok(watcher) => Some(watcher),
        Err(e) => {
            tracing::warn!(dir = %new.display(), error = %e, "cannot watch the inbox; polling on the timer only");
            None
        }
    }
}

/// The IMAP loop: connect (again, with backoff, whenever the server is gone), then
/// handle, deliver and wait in IDLE until stopped.
async fn run_imap(
    arbiter: &mut Arbiter,
    settings: &ImapSection,
    transport: &Outbound,
    interval: Duration,
    stop: &Arc<AtomicBool>,
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
                // Replies already queued still go out while the inbox is away.
                match arbiter.deliver_until(transport, stop) {
                    Ok(delivery) => log_round(&PollReport {
                        delivery,
                        ..PollReport::default()
                    }),
                    Err(e) => {
                        tracing::error!(error = %e, "sending the waiting replies failed; trying again")
                    }
                }
                sleep_unless_stopped(backoff, stop).await;
                backoff = (backoff * 2).min(MAX_RECONNECT_BACKOFF);
                continue;
            }
        };
        backoff = Duration::from_secs(1);
        match imap_session(arbiter, &mut inbox, transport, interval, stop).await {
            Ok(()) => inbox.logout().await,
            Err(DaemonError::Arbiter(e)) => {
                // A locked or full database, a full disk: the message being handled
                // was rolled back and stays in the folder (issue 12 §7).
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
    Ok(())
}

/// One IMAP session: where reading stopped (a new UIDVALIDITY voids it), then
/// rounds of handling and waiting until stopped.
async fn imap_session(
    arbiter: &mut Arbiter,
    inbox: &mut ImapInbox,
    transport: &Outbound,
    interval: Duration,
    stop: &Arc<AtomicBool>,
) -> Result<(), DaemonError> {
    let mut last = start_position(arbiter, inbox)?;
    loop {
        let report = imap_round(arbiter, inbox, &mut last, transport, stop).await?;
        log_round(&report);
        if stop.load(Ordering::SeqCst) {
            return Ok(());
        }
        let wait = next_wake(arbiter, interval)?;
        if inbox.wait(wait, stop).await? == Woken::Stopped {
            return Ok(());
        }
    }
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
                "UIDVALIDITY changed: reading the folder from the start (handled Message-IDs are not applied twice)");
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
    // The clocks first, as for the Maildir (a move after its deadline finds the game
    // lost on time).
    let mut report = PollReport {
        clocks: arbiter.check_clocks()?,
        ..PollReport::default()
    };
    let limit = arbiter.max_message_bytes().saturating_add(HEADER_ROOM);
    let key = inbox.mailbox_key();
    let mut contiguous = true;
    let uids = tokio::select! {
        uids = inbox.uids_after(*last) => uids?,
        () = stopped(stop) => return Ok(report),
    };
    for uid in uids {
        let fetched = tokio::select! {
            fetched = inbox.fetch(uid, limit) => fetched?,
            () = stopped(stop) => return Ok(report),
        };
        let done = match fetched {
            None => true, // expunged by someone else meanwhile
            Some(fetched) => {
                let source = inbox.source(uid);
                let handled =
                    handle_one(arbiter, &fetched.raw, fetched.size, &source, &mut report)?;
                if handled {
                    match inbox.move_to_processed(uid).await {
                        Ok(()) => {}
                        // The server refused the move (a NO): the message stays in
                        // the folder, handled; the read position passes it.
                        Err(ImapError::Command { ref source, .. })
                            if matches!(source, async_imap::error::Error::No(_)) =>
                        {
                            tracing::warn!(uid, error = %source, "could not move the message to the processed folder");
                        }
                        Err(e) => return Err(e.into()),
                    }
                }
                handled
            }
        };
        if done && contiguous {
            *last = uid;
            arbiter.save_imap_position(&key, inbox.uid_validity(), uid)?;
        } else {
            contiguous = false;
        }
    }
    report.delivery = arbiter.deliver_until(transport, stop)?;
    // The site after the replies, outside every mail's transaction (issue 22 §3).
    arbiter.publish_configured();
    Ok(report)
}

/// `poll --once` for an IMAP inbox: connect, handle what waits, deliver, log out.
///
/// Errors: [`DaemonError::Imap`] when the server cannot be reached or fails;
/// [`DaemonError::Arbiter`]; [`DaemonError::Runtime`].
pub fn poll_once_imap(
    arbiter: &mut Arbiter,
    settings: &ImapSection,
    transport: &Outbound,
) -> Result<PollReport, DaemonError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(DaemonError::Runtime)?;
    runtime.block_on(async {
        let mut inbox = ImapInbox::connect(settings).await?;
        let mut last = start_position(arbiter, &inbox)?;
        let never = Arc::new(AtomicBool::new(false));
        let report = imap_round(arbiter, &mut inbox, &mut last, transport, &never).await;
        inbox.logout().await;
        report
    })
}

/// A flag set by SIGINT or SIGTERM (signal-hook).
///
/// Errors: the OS error when a handler cannot be installed.
pub fn stop_flag() -> std::io::Result<Arc<AtomicBool>> {
    let stop = Arc::new(AtomicBool::new(false));
    signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&stop))?;
    signal_hook::flag::register(signal_hook::consts::SIGTERM, Arc::clone(&stop))?;
    Ok(stop)
}
