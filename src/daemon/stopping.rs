//! Stopping and waiting: the flag SIGINT and SIGTERM set, a sleep that looks at
//! it, the wait for mail between two rounds and the growing wait after a poll
//! that failed; the log line of a round.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::arbiter::{Arbiter, ArbiterError, PollReport};

/// A flag set by SIGINT or SIGTERM (signal-hook).
///
/// # Errors
///
/// The OS error when a handler cannot be installed.
pub fn stop_flag() -> std::io::Result<Arc<AtomicBool>> {
    let stop = Arc::new(AtomicBool::new(false));
    signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&stop))?;
    signal_hook::flag::register(signal_hook::consts::SIGTERM, Arc::clone(&stop))?;
    Ok(stop)
}

/// Sleeps `duration`, waking every 100 ms to look at `stop`.
pub(super) fn sleep_stop(duration: Duration, stop: &AtomicBool) {
    let until = Instant::now() + duration;
    while !stop.load(Ordering::SeqCst) && Instant::now() < until {
        std::thread::sleep(
            Duration::from_millis(100).min(until.saturating_duration_since(Instant::now())),
        );
    }
}

/// The longest wait before a poll that failed (locked database, full disk) is tried
/// again.
pub const MAX_FAULT_BACKOFF: Duration = Duration::from_secs(30);

/// The wait after a failed poll: 1 s, doubling, at most [`MAX_FAULT_BACKOFF`];
/// back to 1 s after a poll that went through.
#[derive(Debug)]
pub(super) struct FaultBackoff(Duration);

impl Default for FaultBackoff {
    fn default() -> Self {
        FaultBackoff(Duration::from_secs(1))
    }
}

impl FaultBackoff {
    /// The wait before the next try; the one after it is twice as long.
    pub(super) fn next(&mut self) -> Duration {
        let wait = self.0;
        self.0 = (self.0 * 2).min(MAX_FAULT_BACKOFF);
        wait
    }

    /// Back to the first wait, after a poll that went through.
    pub(super) fn reset(&mut self) {
        *self = FaultBackoff::default();
    }
}

/// How long to wait for mail: `interval`, or less when a retried reply is due
/// sooner (at least 100 ms, so that a reply due now cannot spin the loop).
///
/// # Errors
///
/// [`ArbiterError`] when the store cannot say when the next reply is due.
pub(super) fn next_wake(arbiter: &Arbiter, interval: Duration) -> Result<Duration, ArbiterError> {
    Ok(match arbiter.next_delivery_in()? {
        Some(due) => due.clamp(
            Duration::from_millis(100),
            interval.max(Duration::from_millis(100)),
        ),
        None => interval,
    })
}

/// Logs a round that handled or sent something.
pub(super) fn log_round(report: &PollReport) {
    if !report.handled.is_empty() || report.delivery.sent + report.delivery.failed > 0 {
        tracing::info!(
            handled = report.handled.len(),
            sent = report.delivery.sent,
            failed = report.delivery.failed,
            "poll"
        );
    }
}
