//! Sending what waits in the outbox: the replies' HTML parts rendered at send
//! time, failures retried with backoff.

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::{Arbiter, Delivery, DrawnBoards};
use crate::mail::outbound::{self, Outbound};
use crate::output::drawing::Board;
use crate::store::{self, StoreError};

impl Arbiter {
    /// How long until the next waiting reply is due: `Some(ZERO)` when one is due
    /// now, `None` when nothing waits. The daemon sleeps no longer than this, so a
    /// retry goes out on time, not at the next poll.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub fn next_delivery_in(&self) -> Result<Option<std::time::Duration>, ArbiterError> {
        let Some(text) = store::next_attempt_at(self.store.conn())? else {
            return Ok(None);
        };
        let Ok(at) = chrono::DateTime::parse_from_rfc3339(&text) else {
            return Ok(Some(std::time::Duration::ZERO));
        };
        let wait = at.with_timezone(&chrono::Utc) - chrono::Utc::now();
        Ok(Some(wait.to_std().unwrap_or(std::time::Duration::ZERO)))
    }

    /// Sends the replies that are due; each is marked sent (or failed, to be tried
    /// again later with backoff) in its own small transaction. Only sends: a poll
    /// and a command that sends mail close entries and announce results first
    /// ([`Arbiter::announce_and_deliver`]).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`]; sending
    /// failures are counted, not returned.
    pub fn deliver(&mut self, transport: &Outbound) -> Result<Delivery, ArbiterError> {
        self.deliver_until(transport, &std::sync::atomic::AtomicBool::new(false))
    }

    /// [`Arbiter::deliver`] that stops between two replies once `stop` is set
    /// (SIGTERM); the rest wait in the outbox.
    ///
    /// # Errors
    ///
    /// As [`Arbiter::deliver`].
    pub fn deliver_until(
        &mut self,
        transport: &Outbound,
        stop: &std::sync::atomic::AtomicBool,
    ) -> Result<Delivery, ArbiterError> {
        let mut delivery = Delivery::default();
        let mut after_id = 0;
        let mut drawn = DrawnByMessageId::new();
        while !stop.load(std::sync::atomic::Ordering::SeqCst) {
            let Some(page) = self.read_page(transport, &mut after_id, &mut drawn)? else {
                break;
            };
            let staged = page.stage(transport, &self.office.templates, &self.office.from);
            let marks = page.marks(staged.place());
            let tx = self.store.transaction()?;
            commit_marks(tx, &marks, self.retry_backoff, &mut delivery)?;
        }
        Ok(delivery)
    }

    /// Sends the replies that fall due while another connection handles a long
    /// inbox (delivery of one batch's replies overlaps the handling of
    /// the next, so that the poll's wall time is not the sum of the two). Sends
    /// what is due, then waits for the next message on `committed` (a batch was
    /// committed, with the boards its replies show) and sends again, until the
    /// sender hangs up or `stop` is set. A reply whose board came that way is drawn
    /// from it; the others from the board stored with them.
    /// Results, entries and failed replies are left to the delivery after the
    /// handling ([`Arbiter::announce_and_deliver`]): this only sends.
    ///
    /// The "sent" marks wait, in order, while the handling holds the store's write
    /// lock, and are written at the first page that finds it free, and all at the
    /// end: this thread never waits for the lock page by page. A crash before they
    /// are written sends those replies again under the same names (the file
    /// transport replaces them), as any crash between sending and marking does.
    ///
    /// Pages go out in a pipeline: while this thread makes one page durable and
    /// puts it in place ([`outbound::Staged::place`]: `syncfs`, renames, the folder's
    /// sync), the render workers write the next ([`outbound::beside`]). When `stop`
    /// is set, the page already
    /// written is put in place and marked before this returns.
    ///
    /// # Errors
    ///
    /// As [`Arbiter::deliver`].
    pub fn deliver_beside(
        &mut self,
        transport: &Outbound,
        stop: &std::sync::atomic::AtomicBool,
        committed: &std::sync::mpsc::Receiver<DrawnBoards>,
    ) -> Result<Delivery, ArbiterError> {
        let mut delivery = Delivery::default();
        let mut unwritten: Vec<Mark> = Vec::new();
        let mut drawn = DrawnByMessageId::new();
        // One cursor for the whole handling: a reply sent but not yet marked is
        // never read again.
        let mut after_id = 0;
        // The page written to temporary files, to be made durable and put in
        // place while the render workers write the next one.
        let mut written: Option<(ReplyPage, outbound::Staged)> = None;
        loop {
            while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                // The boards of batches committed while the last page was sent.
                while let Ok(boards) = committed.try_recv() {
                    drawn.extend(boards);
                }
                let next = self.read_page(transport, &mut after_id, &mut drawn)?;
                if next.is_none() && written.is_none() {
                    break;
                }
                let mut staged = None;
                let (templates, from) = (&self.office.templates, &self.office.from);
                let (store, retry_backoff) = (&mut self.store, self.retry_backoff);
                outbound::beside(
                    || {
                        staged = next
                            .as_ref()
                            .map(|page| page.stage(transport, templates, from))
                    },
                    || -> Result<(), ArbiterError> {
                        if let Some((page, staged)) = written.take() {
                            unwritten.extend(page.marks(staged.place()));
                        }
                        // The marks' commit waits for its sync beside the
                        // rendering too.
                        if let Some(tx) = store.transaction_if_free()? {
                            commit_marks(tx, &unwritten, retry_backoff, &mut delivery)?;
                            unwritten.clear();
                        }
                        Ok(())
                    },
                )?;
                written = next.zip(staged);
            }
            // Stopped: what was written goes in place before the marks.
            if let Some((page, staged)) = written.take() {
                unwritten.extend(page.marks(staged.place()));
            }
            if stop.load(std::sync::atomic::Ordering::SeqCst) {
                break;
            }
            let Ok(boards) = committed.recv() else {
                break;
            };
            drawn.extend(boards);
        }
        let tx = self.store.transaction()?;
        commit_marks(tx, &unwritten, self.retry_backoff, &mut delivery)?;
        Ok(delivery)
    }

    /// The next page of due replies after reply `after_id` (one batch's worth with
    /// the file transport, else one reply), with their recipients' names and the
    /// boards `drawn` holds for them (taken out of it), moving `after_id` past them;
    /// `None` when no reply is due.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    fn read_page(
        &mut self,
        transport: &Outbound,
        after_id: &mut i64,
        drawn: &mut DrawnByMessageId,
    ) -> Result<Option<ReplyPage>, ArbiterError> {
        // Group commit: the file transport writes a batch of replies
        // with one flush and one folder sync, and their "sent" marks are one
        // transaction. A crash in between sends them again under the same names:
        // a reply replaces itself, never doubles. Other transports go one by one
        // (a batch of one), so that SIGTERM stops between two replies.
        let batch = if matches!(transport, outbound::Outbound::File(_)) {
            self.office.config.mail.batch_messages.max(1)
        } else {
            1
        };
        // One batch's replies read at a time (a 1,000-mail poll held all
        // 2,000 replies and built 256 MIME messages at once, 66 MB), with their
        // recipients' names, in one read transaction ([`store::Store::snapshot`]).
        let snapshot = self.store.snapshot()?;
        let replies = store::due_replies(&snapshot, &store::now(), *after_id, batch)?;
        let Some(last) = replies.last() else {
            return Ok(None);
        };
        *after_id = last.id;
        let mut names = Vec::with_capacity(replies.len());
        for reply in &replies {
            names.push(store::clock_tables::player(&snapshot, &reply.to)?.and_then(|p| p.name));
        }
        let boards = replies
            .iter()
            .filter_map(|reply| drawn.remove_entry(&reply.message_id))
            .collect();
        Ok(Some(ReplyPage {
            replies,
            names,
            boards,
        }))
    }
}

/// A page of due replies, read to be sent ([`Arbiter::read_page`]).
struct ReplyPage {
    replies: Vec<crate::mail::outbound::QueuedReply>,
    /// Each recipient's name, in the order of `replies`.
    names: Vec<Option<String>>,
    /// The boards handed over by the handling for these replies.
    boards: DrawnByMessageId,
}

impl ReplyPage {
    /// Renders, builds and writes (file transport) or sends (others) the page's
    /// replies: HTML, pictures and MIME made on every core
    /// ([`Outbound::stage_batch`]), from `from`. A function of the templates
    /// alone, so that it runs beside the store's work.
    fn stage(
        &self,
        transport: &Outbound,
        templates: &crate::output::templates::Templates,
        from: &lettre::message::Mailbox,
    ) -> outbound::Staged {
        let outgoing: Vec<outbound::Outgoing<'_>> = self
            .replies
            .iter()
            .zip(&self.names)
            .map(|(reply, name)| outbound::Outgoing {
                reply,
                to_name: name.as_deref(),
            })
            .collect();
        transport.stage_batch(&outgoing, from, |reply| {
            html_of(templates, reply, self.boards.get(&reply.message_id))
        })
    }

    /// What sending each reply came to (`results`, in the page's order), to be
    /// written in the store.
    fn marks(&self, results: Vec<Result<(), outbound::OutboundError>>) -> Vec<Mark> {
        self.replies
            .iter()
            .zip(results)
            .map(|(reply, result)| Mark {
                id: reply.id,
                to: reply.to.clone(),
                attempts: reply.attempts + 1,
                error: result.err().map(|e| e.to_string()),
            })
            .collect()
    }
}

/// The boards handed over by the handling ([`DrawnBoards`]), by Message-ID; each
/// is dropped once its reply has been sent.
type DrawnByMessageId = std::collections::HashMap<String, Board>;

/// What sending one queued reply came to, to be written in the store.
struct Mark {
    /// The reply's id in the outbox table.
    id: i64,
    /// Its recipient, for the log.
    to: String,
    /// Attempts with this one.
    attempts: u32,
    /// Why the sending failed; `None` when it went out.
    error: Option<String>,
}

/// Marks each reply sent, or failed with its next attempt after a backoff of
/// `retry_backoff` doubled per attempt (up to 64 times; given up after 10 attempts),
/// counting into `delivery`, and commits `tx`.
///
/// # Errors
///
/// [`ArbiterError::Store`].
fn commit_marks(
    tx: rusqlite::Transaction<'_>,
    marks: &[Mark],
    retry_backoff: std::time::Duration,
    delivery: &mut Delivery,
) -> Result<(), ArbiterError> {
    for mark in marks {
        match &mark.error {
            None => {
                store::mark_sent(&tx, mark.id)?;
                delivery.sent += 1;
            }
            Some(error) => {
                let wait = retry_backoff.saturating_mul(1u32 << mark.attempts.min(6));
                let wait = chrono::Duration::from_std(wait)
                    .unwrap_or_else(|_| chrono::Duration::seconds(3600));
                let next = (chrono::Utc::now() + wait)
                    .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
                store::mark_failed(&tx, mark.id, error, &next, mark.attempts >= 10)?;
                tracing::warn!(reply = mark.id, to = %mark.to, error = %error, "reply not sent");
                delivery.failed += 1;
            }
        }
    }
    tx.commit().map_err(StoreError::from)?;
    Ok(())
}

/// The HTML part of a queued reply, rendered now from its text and
/// its board (`drawn`, the board in memory when the handling handed it over, else
/// the one stored with the reply: the same board, as its JSON reads back equal)
/// and the further boards stored with it (a digest's games), each with its
/// picture; `None` (the reply goes out as text alone, logged) when the operator's
/// `reply.html` does not render or the stored board does not read: a reply is
/// never kept back for its HTML.
/// A function of the templates alone, so that a batch renders on every core.
fn html_of(
    templates: &crate::output::templates::Templates,
    reply: &crate::mail::outbound::QueuedReply,
    drawn: Option<&Board>,
) -> outbound::Rendered {
    let stored;
    let board = match (drawn, reply.board.as_deref()) {
        (Some(board), _) => Some(board),
        (None, Some(json)) => match serde_json::from_str::<Board>(json) {
            Ok(board) => {
                stored = board;
                Some(&stored)
            }
            Err(e) => {
                tracing::warn!(reply = reply.id, error = %e, "stored board unreadable");
                None
            }
        },
        (None, None) => None,
    };
    let more = more_boards(reply);
    // Each board as a picture; without one the table alone shows it.
    let png = |b: &Board| {
        crate::output::picture::png(b, b.check.as_deref())
            .map_err(|e| tracing::warn!(reply = reply.id, error = %e, "no board picture"))
            .ok()
    };
    let first_png = board.and_then(png);
    let more_pngs: Vec<Option<Vec<u8>>> = more.iter().map(png).collect();
    let boards: Vec<(&Board, bool)> = board
        .map(|b| (b, first_png.is_some()))
        .into_iter()
        .chain(more.iter().zip(&more_pngs).map(|(b, p)| (b, p.is_some())))
        .collect();
    let language = reply
        .language
        .as_deref()
        .and_then(|code| code.parse().ok())
        .unwrap_or_default();
    let html = match templates.html_with_pictures(&reply.subject, &reply.body, &boards, language) {
        Ok(html) => Some(html),
        Err(e) => {
            tracing::warn!(reply = reply.id, error = %e, "no HTML part");
            None
        }
    };
    // Pictures go only with the HTML part that shows them; the further boards'
    // are numbered after the first (`board_cid`), as the HTML names them.
    let offset = usize::from(board.is_some());
    let more_pngs = more_pngs
        .into_iter()
        .enumerate()
        .filter_map(|(i, p)| Some((outbound::board_cid(i + offset), p?)))
        .filter(|_| html.is_some())
        .collect();
    let board_png = html.as_ref().and(first_png);
    outbound::Rendered {
        html,
        board_png,
        more_pngs,
    }
}

/// The boards a queued reply shows after its first (a digest's games), read
/// from the JSON stored with it; none when it has none or they do not read
/// (logged: the text and the first board still go out).
fn more_boards(reply: &crate::mail::outbound::QueuedReply) -> Vec<Board> {
    let Some(json) = reply.more_boards.as_deref() else {
        return Vec::new();
    };
    serde_json::from_str(json).unwrap_or_else(|e| {
        tracing::warn!(reply = reply.id, error = %e, "stored boards unreadable");
        Vec::new()
    })
}
