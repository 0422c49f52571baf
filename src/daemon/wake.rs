//! The word that wakes the poll loop before its wait is up: what arrives by
//! another way than the inbox (a move made over Xfcc) has replies to send and
//! results to announce now, not after `poll_interval`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::Arc;

/// Wakes the poll loop of `arbiter run`: the Maildir loop's wait ends at once,
/// the IMAP loop's IDLE is ended (and entered again after the round). Cheap to
/// clone; a wake sent while a round runs makes the next wait end at once, so
/// nothing waits for the interval. Waking a loop that has ended does nothing.
#[derive(Debug, Clone)]
pub struct PollWake {
    /// The Maildir loop's channel (the inotify watcher sends on it too).
    word: Sender<()>,
    /// Read (and cleared) by the IMAP loop.
    flag: Arc<AtomicBool>,
}

impl PollWake {
    /// Asks the poll loop for a round now.
    pub fn wake(&self) {
        self.flag.store(true, Ordering::SeqCst);
        // A loop that has ended has dropped its receiver: nothing to wake.
        let _ = self.word.send(());
    }

    /// A wake that wakes nothing (no loop listens): for a handler run outside
    /// `arbiter run`, as in tests.
    pub fn detached() -> PollWake {
        pair().0
    }

    /// The Maildir loop's sender, for its inotify watcher.
    pub(super) fn sender(&self) -> Sender<()> {
        self.word.clone()
    }
}

/// The poll loop's side of [`PollWake`].
#[derive(Debug)]
pub(super) struct Wakened {
    /// The Maildir loop waits on this.
    pub(super) words: Receiver<()>,
    /// The IMAP loop takes this (set and cleared).
    pub(super) flag: Arc<AtomicBool>,
}

impl Wakened {
    /// Whether a wake came since the last look; clears it.
    pub(super) fn take(&self) -> bool {
        self.flag.swap(false, Ordering::SeqCst)
    }
}

/// A new wake and the loop's side of it.
pub(super) fn pair() -> (PollWake, Wakened) {
    let (word, words) = std::sync::mpsc::channel();
    let flag = Arc::new(AtomicBool::new(false));
    (
        PollWake {
            word,
            flag: Arc::clone(&flag),
        },
        Wakened { words, flag },
    )
}
