//! One poll of a Maildir inbox: the clocks, then the waiting messages in batches
//! (each batch one transaction, its messages moved to cur/ after the commit), then
//! the digests due, then the due replies, sent beside the handling by a second connection when more than
//! one batch waits.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::arbiter::{
    Arbiter, ArbiterError, ClockReport, Delivery, DrawnBoards, MessageOutcome, RawMessage,
};
use crate::mail::inbound::{Inbox, Waiting};
use crate::mail::outbound::Outbound;

/// What one poll did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PollReport {
    /// Messages handled, by outcome (`applied`, `refused`, ...), in order.
    pub handled: Vec<MessageOutcome>,
    /// Messages left in new/ because they could not be read from disk.
    pub unreadable_files: usize,
    /// Messages left in new/ because their game's stored record is corrupt (they wait
    /// for the organiser's repair; other games go on).
    pub deferred: Vec<String>,
    /// The delivery of due replies after the handling.
    pub delivery: Delivery,
    /// Reminders and losses on time of this poll's clock check.
    pub clocks: ClockReport,
    /// Digests queued after the handling (`Arbiter::send_digests`).
    pub digests: usize,
}

/// Checks the clocks (first, so that a move that arrives after its deadline finds
/// the game lost on time), handles every waiting message, then delivers due replies.
///
/// # Errors
///
/// [`ArbiterError`] when the store fails; the message being handled stays in
/// new/ and is tried again at the next poll.
pub fn poll_once(
    arbiter: &mut Arbiter,
    inbox: &Inbox,
    transport: &Outbound,
) -> Result<PollReport, ArbiterError> {
    poll_until(arbiter, inbox, transport, &AtomicBool::new(false))
}

/// [`poll_once`] that ends early, between two messages or two replies, once `stop`
/// is set (SIGTERM ends `arbiter run` between messages); what is left waits in new/
/// and in the outbox for the next start.
///
/// # Errors
///
/// As [`poll_once`].
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
    let waiting: VecDeque<_> = inbox.waiting().into();
    // More than one batch waits: a second connection sends each batch's replies
    // while the next batch is handled, so that the poll takes the longer of the
    // two, not their sum. A lone batch is handled and then answered as before,
    // without a thread or a connection more.
    let beside = if waiting.len() > arbiter.batch_messages() {
        handle_and_deliver_beside(arbiter, inbox, transport, waiting, stop, &mut report)?
    } else {
        handle_waiting(arbiter, inbox, waiting, stop, &mut report, drop)?;
        Delivery::default()
    };
    if stop.load(Ordering::SeqCst) {
        report.delivery = beside;
        return Ok(report);
    }
    // The digests due, after the handling: a move of this poll is in them.
    report.digests = arbiter.send_digests()?;
    let after = arbiter.deliver_until(transport, stop)?;
    report.delivery = Delivery {
        sent: beside.sent + after.sent,
        failed: beside.failed + after.failed,
    };
    // The site after the replies, outside every mail's transaction.
    arbiter.publish_configured();
    Ok(report)
}

/// [`handle_waiting`] on this thread while a second connection, on a thread of its
/// own, sends the replies of each batch once it has committed; returns what that
/// delivery sent.
///
/// # Errors
///
/// [`ArbiterError`] from the handling (first) or from the delivery.
fn handle_and_deliver_beside(
    arbiter: &mut Arbiter,
    inbox: &Inbox,
    transport: &Outbound,
    waiting: VecDeque<Waiting>,
    stop: &AtomicBool,
    report: &mut PollReport,
) -> Result<Delivery, ArbiterError> {
    std::thread::scope(|scope| -> Result<Delivery, ArbiterError> {
        let mut deliverer = arbiter.deliverer()?;
        let (committed, batches) = std::sync::mpsc::channel();
        let sending = scope.spawn(move || {
            crate::mail::outbound::yield_to_the_handling();
            deliverer.deliver_beside(transport, stop, &batches)
        });
        let handled = handle_waiting(arbiter, inbox, waiting, stop, report, |boards| {
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
    })
}

/// The first batch of a long inbox (see [`handle_waiting`]).
const FIRST_BATCH: usize = 8;

/// A message read from new/: where it is, its bytes (at most the size limit plus
/// [`HEADER_ROOM`]) and its whole size.
type ReadMessage = (Waiting, Vec<u8>, usize);

/// Handles the messages `waiting` in new/ in batches of up to `[mail]
/// batch_messages` (group commit), each in one durable transaction; a message
/// moves to cur/ only after its batch has committed, and `committed` is called
/// after each commit, before the batch's moves, with the boards of the replies the
/// batch queued ([`Arbiter::take_drawn_boards`]). Returns between two batches once
/// `stop` is set.
///
/// # Errors
///
/// [`ArbiterError`] when the store fails; the batch being handled stays in new/
/// and is tried again at the next poll.
fn handle_waiting(
    arbiter: &mut Arbiter,
    inbox: &Inbox,
    mut waiting: VecDeque<Waiting>,
    stop: &AtomicBool,
    report: &mut PollReport,
    mut committed: impl FnMut(DrawnBoards),
) -> Result<(), ArbiterError> {
    let batch_size = arbiter.batch_messages();
    let mut size = first_batch_size(waiting.len(), batch_size);
    while !waiting.is_empty() {
        if stop.load(Ordering::SeqCst) {
            return Ok(());
        }
        let batch = read_batch(&mut waiting, size, arbiter.max_message_bytes(), report);
        let incoming: Vec<RawMessage<'_>> = batch
            .iter()
            .map(|(w, raw, size)| RawMessage {
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
        move_handled(inbox, &batch, results, report)?;
    }
    Ok(())
}

/// The size of the first batch for `waiting` messages. A long inbox starts with
/// small batches, each twice the last, up to `batch_size`: the delivery beside has
/// the first replies to send after 8 messages instead of 64, so that both cores
/// work from the start. A short inbox is one batch.
fn first_batch_size(waiting: usize, batch_size: usize) -> usize {
    if waiting > batch_size {
        batch_size.min(FIRST_BATCH)
    } else {
        batch_size
    }
}

/// Takes up to `size` messages from the front of `waiting` and reads each (at
/// most `limit` bytes plus [`HEADER_ROOM`]); a file that cannot be read is logged,
/// counted in `report` and left in new/.
fn read_batch(
    waiting: &mut VecDeque<Waiting>,
    size: usize,
    limit: u64,
    report: &mut PollReport,
) -> Vec<ReadMessage> {
    let mut batch = Vec::new();
    while batch.len() < size {
        let Some(next) = waiting.pop_front() else {
            break;
        };
        match read_bounded(&next.path, limit) {
            Ok((raw, size)) => batch.push((next, raw, size)),
            Err(e) => {
                tracing::warn!(file = %next.path.display(), error = %e, "cannot read message; left in new/");
                report.unreadable_files += 1;
            }
        }
    }
    batch
}

/// Settles each result of a committed batch and moves its message to cur/ (a
/// message of a corrupt game stays in new/).
///
/// # Errors
///
/// An [`ArbiterError`] other than a corrupt game.
fn move_handled(
    inbox: &Inbox,
    batch: &[ReadMessage],
    results: Vec<Result<crate::arbiter::Handled, ArbiterError>>,
    report: &mut PollReport,
) -> Result<(), ArbiterError> {
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
    Ok(())
}

/// Logs and counts one message's result. True when it committed (the message may
/// now leave the inbox); false when it waits for the repair of a corrupt game.
///
/// # Errors
///
/// An [`ArbiterError`] other than a corrupt game.
pub(super) fn settle(
    result: Result<crate::arbiter::Handled, ArbiterError>,
    id: &str,
    report: &mut PollReport,
) -> Result<bool, ArbiterError> {
    match result {
        Ok(handled) => {
            tracing::info!(id = %id, outcome = handled.outcome.as_str(), game = ?handled.game, detail = %handled.detail, "message");
            report.handled.push(handled.outcome);
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

/// Room for a message's header block beyond the size limit: enough to read who sent an
/// oversized message, so that the refusal reaches them.
pub const HEADER_ROOM: u64 = 64 * 1024;

/// Reads a message file, but never more than `limit` bytes plus room for its header
/// block (the size is known before anything is parsed, and a huge message costs no
/// more memory than that). Returns the bytes read and the file's size.
fn read_bounded(path: &std::path::Path, limit: u64) -> std::io::Result<(Vec<u8>, usize)> {
    use std::io::Read;
    let file = std::fs::File::open(path)?;
    let size = file.metadata()?.len();
    let mut raw = Vec::new();
    file.take(limit.saturating_add(HEADER_ROOM))
        .read_to_end(&mut raw)?;
    Ok((raw, usize::try_from(size).unwrap_or(usize::MAX)))
}
