//! One poll, in its order: the clocks first (so that a move that arrives after its
//! deadline finds the game lost on time); then the waiting messages, each batch in
//! one transaction and its messages moved to cur/ after the commit, with the
//! replies sent beside the handling by a second connection when more than one
//! batch waits; then the digests due (a move of this poll is in them), the
//! tournament entries whose time is up closed, the new results announced, the
//! due replies delivered; and last the site published, outside every mail's
//! transaction. A Maildir inbox is polled whole here ([`Arbiter::poll`]); an IMAP
//! inbox, read by the daemon's async client, between [`Arbiter::before_messages`]
//! and [`Arbiter::after_messages`].

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::game::deadlines::ClockReport;
use crate::arbiter::message::handling::RawMessage;
use crate::arbiter::office::{Arbiter, Delivery, DrawnBoards, Handled, MessageOutcome};
use crate::mail::inbound::{Inbox, InboxError, Waiting};
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

impl PollReport {
    /// Logs and counts one message's result, the message known as `id`. True when
    /// it committed (the message may now leave the inbox); false when it waits for
    /// the repair of a corrupt game.
    ///
    /// # Errors
    ///
    /// An [`ArbiterError`] other than a corrupt game.
    pub fn count(
        &mut self,
        result: Result<Handled, ArbiterError>,
        id: &str,
    ) -> Result<bool, ArbiterError> {
        match result {
            Ok(handled) => {
                tracing::info!(id = %id, outcome = handled.outcome.as_str(), game = ?handled.game, detail = %handled.detail, "message");
                self.handled.push(handled.outcome);
                Ok(true)
            }
            Err(e @ ArbiterError::Corrupt { .. }) => {
                tracing::error!(id = %id, error = %e, "message left in the inbox until the game is repaired");
                self.deferred.push(format!("{id}: {e}"));
                Ok(false)
            }
            Err(e) => Err(e),
        }
    }
}

/// Room for a message's header block beyond the size limit: enough to read who sent an
/// oversized message, so that the refusal reaches them.
pub const HEADER_ROOM: u64 = 64 * 1024;

/// The first batch of a long inbox (see [`Arbiter::handle_waiting`]).
const FIRST_BATCH: usize = 8;

/// A message read from new/: where it is, its bytes (at most the size limit plus
/// [`HEADER_ROOM`]) and its whole size.
type ReadMessage = (Waiting, Vec<u8>, usize);

impl Arbiter {
    /// One poll of the Maildir `inbox`, replies sent by `transport`: the clocks,
    /// every waiting message, the digests, entries, results and replies due, the
    /// site (the order of the module's head).
    ///
    /// # Errors
    ///
    /// [`ArbiterError`] when the store fails; the message being handled stays in
    /// new/ and is tried again at the next poll.
    pub fn poll(
        &mut self,
        inbox: &Inbox,
        transport: &Outbound,
    ) -> Result<PollReport, ArbiterError> {
        self.poll_until(inbox, transport, &AtomicBool::new(false))
    }

    /// [`Arbiter::poll`] that ends early, between two messages or two replies, once
    /// `stop` is set (SIGTERM ends `arbiter run` between messages); what is left
    /// waits in new/ and in the outbox for the next start.
    ///
    /// # Errors
    ///
    /// As [`Arbiter::poll`].
    pub fn poll_until(
        &mut self,
        inbox: &Inbox,
        transport: &Outbound,
        stop: &AtomicBool,
    ) -> Result<PollReport, ArbiterError> {
        let mut report = self.before_messages()?;
        let waiting: VecDeque<_> = inbox.waiting().into();
        // More than one batch waits: a second connection sends each batch's replies
        // while the next batch is handled, so that the poll takes the longer of the
        // two, not their sum. A lone batch is handled and then answered as before,
        // without a thread or a connection more.
        let beside = if waiting.len() > self.batch_messages() {
            self.handle_and_deliver_beside(inbox, transport, waiting, stop, &mut report)?
        } else {
            self.handle_waiting(inbox, waiting, stop, &mut report, drop)?;
            Delivery::default()
        };
        if stop.load(Ordering::SeqCst) {
            report.delivery = beside;
            return Ok(report);
        }
        self.after_messages(&mut report, transport, stop)?;
        report.delivery = Delivery {
            sent: beside.sent + report.delivery.sent,
            failed: beside.failed + report.delivery.failed,
        };
        Ok(report)
    }

    /// The poll's first step, before any message: the clocks checked (reminders,
    /// losses on time, lapsed challenges), in the report begun.
    ///
    /// # Errors
    ///
    /// As [`Arbiter::check_clocks`].
    pub fn before_messages(&mut self) -> Result<PollReport, ArbiterError> {
        Ok(PollReport {
            clocks: self.check_clocks()?,
            ..PollReport::default()
        })
    }

    /// The poll's steps after the messages: the digests due (a move of this poll
    /// is in them), then the entries, results and replies due
    /// ([`Arbiter::announce_and_deliver_until`]), counted in `report`, then the site
    /// (outside every mail's transaction).
    ///
    /// # Errors
    ///
    /// As [`Arbiter::send_digests`] and [`Arbiter::announce_and_deliver`]; a
    /// site that fails is logged ([`Arbiter::publish_configured`]).
    pub fn after_messages(
        &mut self,
        report: &mut PollReport,
        transport: &Outbound,
        stop: &AtomicBool,
    ) -> Result<(), ArbiterError> {
        report.digests = self.send_digests()?;
        report.delivery = self.announce_and_deliver_until(transport, stop)?;
        self.publish_configured();
        Ok(())
    }

    /// What every poll and every command that sends mail ends with: the entries of
    /// tournaments whose closing instant has passed closed
    /// ([`Arbiter::close_entries`]), the results not yet announced mailed
    /// ([`Arbiter::announce_results`]), so that a result by mail, by the clock or
    /// by an organiser is announced in the same poll or command, then the due
    /// replies delivered ([`Arbiter::deliver`]).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`]; sending failures are
    /// counted, not returned.
    pub fn announce_and_deliver(&mut self, transport: &Outbound) -> Result<Delivery, ArbiterError> {
        self.announce_and_deliver_until(transport, &AtomicBool::new(false))
    }

    /// [`Arbiter::announce_and_deliver`] whose delivery stops between two replies
    /// once `stop` is set ([`Arbiter::deliver_until`]).
    ///
    /// # Errors
    ///
    /// As [`Arbiter::announce_and_deliver`].
    pub fn announce_and_deliver_until(
        &mut self,
        transport: &Outbound,
        stop: &AtomicBool,
    ) -> Result<Delivery, ArbiterError> {
        self.close_entries()?;
        self.announce_results()?;
        self.deliver_until(transport, stop)
    }

    /// [`Arbiter::handle_waiting`] on this thread while a second connection, on a
    /// thread of its own, sends the replies of each batch once it has committed;
    /// returns what that delivery sent.
    ///
    /// # Errors
    ///
    /// [`ArbiterError`] from the handling (first) or from the delivery.
    fn handle_and_deliver_beside(
        &mut self,
        inbox: &Inbox,
        transport: &Outbound,
        waiting: VecDeque<Waiting>,
        stop: &AtomicBool,
        report: &mut PollReport,
    ) -> Result<Delivery, ArbiterError> {
        std::thread::scope(|scope| -> Result<Delivery, ArbiterError> {
            let mut deliverer = self.beside()?;
            let (committed, batches) = std::sync::mpsc::channel();
            let sending = scope.spawn(move || {
                crate::mail::outbound::yield_to_the_handling();
                deliverer.deliver_beside(transport, stop, &batches)
            });
            let handled = self.handle_waiting(inbox, waiting, stop, report, |boards| {
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
        &mut self,
        inbox: &Inbox,
        mut waiting: VecDeque<Waiting>,
        stop: &AtomicBool,
        report: &mut PollReport,
        mut committed: impl FnMut(DrawnBoards),
    ) -> Result<(), ArbiterError> {
        let batch_size = self.batch_messages();
        let mut size = first_batch_size(waiting.len(), batch_size);
        let limit = self.max_message_bytes().saturating_add(HEADER_ROOM);
        while !waiting.is_empty() {
            if stop.load(Ordering::SeqCst) {
                return Ok(());
            }
            let batch = read_batch(inbox, &mut waiting, size, limit, report);
            let incoming: Vec<RawMessage<'_>> = batch
                .iter()
                .map(|(w, raw, size)| RawMessage {
                    raw,
                    size: *size,
                    source: &w.id,
                })
                .collect();
            let results = self.handle_batch(&incoming)?;
            size = (size * 2).min(batch_size);
            // The replies are in the store: the delivery may send them while the
            // messages move.
            committed(self.take_drawn_boards());
            // A batch committed early (`[mail] batch_time`) leaves its tail for the next.
            for (w, _, _) in batch.iter().skip(results.len()).rev() {
                waiting.push_front(w.clone());
            }
            move_handled(inbox, &batch, results, report)?;
        }
        Ok(())
    }
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

/// Takes up to `size` messages from the front of `waiting` and reads each from
/// `inbox` (at most `limit` bytes); a file that cannot be read is logged, counted
/// in `report` and left in new/.
fn read_batch(
    inbox: &Inbox,
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
        match inbox.read(&next, limit) {
            Ok((raw, size)) => batch.push((next, raw, size)),
            Err(InboxError::Io { error: e, .. }) => {
                tracing::warn!(file = %next.path.display(), error = %e, "cannot read message; left in new/");
                report.unreadable_files += 1;
            }
        }
    }
    batch
}

/// Counts each result of a committed batch and moves its message to cur/ (a
/// message of a corrupt game stays in new/).
///
/// # Errors
///
/// An [`ArbiterError`] other than a corrupt game.
fn move_handled(
    inbox: &Inbox,
    batch: &[ReadMessage],
    results: Vec<Result<Handled, ArbiterError>>,
    report: &mut PollReport,
) -> Result<(), ArbiterError> {
    for ((w, _, _), result) in batch.iter().zip(results) {
        if !report.count(result, &w.id)? {
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
