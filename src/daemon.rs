//! Polling: check the clocks (reminders, losses on time; issue 13 §2), handle what
//! is in the inbox (each message in its own transaction, moved to cur/ only after
//! the commit), then send what is waiting in the outbox. `run`
//! repeats that every `poll_interval` until SIGINT or SIGTERM.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::arbiter::{Arbiter, ArbiterError, ClockReport, Delivery};
use crate::mail::inbound::Inbox;
use crate::mail::outbound::Outbound;

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
    let mut report = PollReport {
        clocks: arbiter.check_clocks()?,
        ..PollReport::default()
    };
    for waiting in inbox.waiting() {
        let (raw, size) = match read_bounded(&waiting.path, arbiter.max_message_bytes()) {
            Ok(read) => read,
            Err(e) => {
                tracing::warn!(file = %waiting.path.display(), error = %e, "cannot read message; left in new/");
                report.unreadable_files += 1;
                continue;
            }
        };
        let handled = match arbiter.handle_sized(&raw, size, &waiting.id) {
            Ok(handled) => handled,
            Err(e @ ArbiterError::Corrupt { .. }) => {
                tracing::error!(id = %waiting.id, error = %e, "message left in new/ until the game is repaired");
                report.deferred.push(format!("{}: {e}", waiting.id));
                continue;
            }
            Err(e) => return Err(e),
        };
        tracing::info!(id = %waiting.id, outcome = handled.outcome, game = ?handled.game, detail = %handled.detail, "message");
        if let Err(e) = inbox.mark_handled(&waiting.id) {
            // Another arbiter may have moved it after its own commit; the message
            // record makes a second handling a no-op either way.
            tracing::warn!(id = %waiting.id, error = %e, "could not move the message to cur/");
        }
        report.handled.push(handled.outcome);
    }
    report.delivery = arbiter.deliver(transport)?;
    Ok(report)
}

/// Room for a message's header block beyond the size limit: enough to read who sent an
/// oversized message, so that the refusal reaches them.
const HEADER_ROOM: u64 = 64 * 1024;

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

/// Polls every `interval` until `stop` is set (by SIGINT/SIGTERM), then returns.
///
/// Errors: the first [`ArbiterError`] of a poll.
pub fn run(
    arbiter: &mut Arbiter,
    inbox: &Inbox,
    transport: &Outbound,
    interval: Duration,
    stop: &Arc<AtomicBool>,
) -> Result<(), ArbiterError> {
    tracing::info!(interval = ?interval, "arbiter running; stop with Ctrl-C or SIGTERM");
    while !stop.load(Ordering::SeqCst) {
        let report = poll_once(arbiter, inbox, transport)?;
        if !report.handled.is_empty() || report.delivery.sent + report.delivery.failed > 0 {
            tracing::info!(
                handled = report.handled.len(),
                sent = report.delivery.sent,
                failed = report.delivery.failed,
                "poll"
            );
        }
        let until = Instant::now() + interval;
        while !stop.load(Ordering::SeqCst) && Instant::now() < until {
            std::thread::sleep(
                Duration::from_millis(100).min(until.saturating_duration_since(Instant::now())),
            );
        }
    }
    tracing::info!("arbiter stopped");
    Ok(())
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
