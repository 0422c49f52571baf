//! The Maildir loop: a poll, then a wait that ends when a file lands in new/
//! (inotify through the notify crate), when a [`PollWake`] is sent, when the
//! wait's time is up, or on stop.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::stopping::{log_round, next_wake, sleep_stop, FaultBackoff};
use super::wake::{PollWake, Wakened};
use crate::arbiter::{Arbiter, ArbiterError};
use crate::mail::inbound::Inbox;
use crate::mail::outbound::Outbound;

/// The Maildir loop: a poll, then a wait that ends when a file lands in new/
/// (inotify through the notify crate), when the wait's time is up (the timer stays
/// as a fallback: a lost or unsupported watch only slows pickup down), when `wake`
/// is sent (its words arrive on `wakened`) or on stop.
///
/// # Errors
///
/// None today: a failed poll is logged and tried again after a growing wait.
pub(super) fn run_maildir(
    arbiter: &mut Arbiter,
    inbox: &Inbox,
    transport: &Outbound,
    interval: Duration,
    stop: &Arc<AtomicBool>,
    (wake, wakened): (&PollWake, &Wakened),
) -> Result<(), ArbiterError> {
    let _watcher = watch_new(&inbox.new_dir(), wake.sender());
    let mut backoff = FaultBackoff::default();
    while !stop.load(Ordering::SeqCst) {
        let wait = match arbiter
            .poll_until(inbox, transport, stop)
            .and_then(|report| {
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
                // outbox; the daemon waits and tries again.
                let wait = backoff.next();
                tracing::error!(error = %e, retry_in = ?wait, "poll failed; nothing is lost, trying again");
                sleep_stop(wait, stop);
                continue;
            }
        };
        wait_for_mail(&wakened.words, wait, stop);
    }
    Ok(())
}

/// Waits up to `wait` for a word from the watcher on `wake`, looking at `stop`
/// every 100 ms; a word takes in every other one already sent (one poll takes in
/// everything that landed so far). A watcher that is gone leaves the timer alone.
fn wait_for_mail(wake: &Receiver<()>, wait: Duration, stop: &AtomicBool) {
    let until = Instant::now() + wait;
    while !stop.load(Ordering::SeqCst) && Instant::now() < until {
        let slice = Duration::from_millis(100).min(until.saturating_duration_since(Instant::now()));
        match wake.recv_timeout(slice) {
            Ok(()) => {
                while wake.try_recv().is_ok() {}
                break;
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => std::thread::sleep(slice),
        }
    }
}

/// Watches a Maildir's new/ for arriving files: a file made there (a delivery's
/// link or rename from tmp/, or one written in place and closed) sends on
/// `landed`. `None` (logged) when the watch cannot be set up: the timer then does
/// the work alone.
fn watch_new(new: &std::path::Path, landed: Sender<()>) -> Option<notify::RecommendedWatcher> {
    use notify::{RecursiveMode, Watcher};
    let handler = move |event: notify::Result<notify::Event>| {
        if event.is_ok_and(|event| arrived(&event.kind)) {
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

/// True for an event of a file arriving in the watched folder: made there, renamed
/// into it, or written in place and closed.
fn arrived(kind: &notify::EventKind) -> bool {
    use notify::event::{AccessKind, AccessMode, ModifyKind, RenameMode};
    use notify::EventKind;
    matches!(
        kind,
        EventKind::Create(_)
            | EventKind::Modify(ModifyKind::Name(
                RenameMode::To | RenameMode::Both | RenameMode::Any
            ))
            | EventKind::Access(AccessKind::Close(AccessMode::Write))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::daemon::wake::pair;

    #[test]
    fn a_wake_ends_the_wait_for_mail_at_once_and_one_sent_during_a_round_is_kept() {
        let (wake, wakened) = pair();
        let stop = AtomicBool::new(false);
        let waker = wake.clone();
        let sender = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            waker.wake();
        });
        let started = Instant::now();
        wait_for_mail(&wakened.words, Duration::from_secs(30), &stop);
        assert!(started.elapsed() < Duration::from_secs(10));
        sender.join().unwrap_or_else(|_| unreachable!());
        // Sent while no one waits (a round in progress): the next wait ends at once.
        wake.wake();
        let started = Instant::now();
        wait_for_mail(&wakened.words, Duration::from_secs(30), &stop);
        assert!(started.elapsed() < Duration::from_secs(10));
        // The IMAP loop's flag was set too, and is cleared when taken.
        assert!(wakened.take() && !wakened.take());
    }
}
