//! Polling: check the clocks (reminders, losses on time), handle what is in the
//! inbox (each message in its own transaction, moved to cur/ or to the IMAP
//! processed folder only after the commit), then send what is waiting in the
//! outbox. `run` repeats that whenever mail lands (inotify on the Maildir's new/,
//! IMAP IDLE) and at the latest every `poll_interval` or when a retried reply is
//! due, until SIGINT or SIGTERM. An IMAP server that is gone is connected to again
//! with backoff; the daemon goes on.
//!
//! A poll's order is the arbiter's ([`crate::arbiter::Arbiter::poll`]); the daemon
//! loops, waits for mail, handles the signals and calls it.
//!
//! Where things are:
//!
//! - `error`: [`DaemonError`].
//! - `run`: [`run`] and [`InboxSource`].
//! - `maildir`: the Maildir loop and its inotify watcher.
//! - `imap`: the IMAP loop (connections, IDLE, read positions), its async
//!   runtime and [`poll_once_imap`].
//! - `stopping`: [`stop_flag`] (SIGINT, SIGTERM), the sleep that looks at it, the
//!   wait for mail between rounds, the growing wait after a failed poll, the
//!   round's log line.
//! - [`instance`]: one arbiter per data folder.
//! - [`xfcc`]: the Xfcc endpoint (HTTP), on a thread of its own beside the
//!   poll loop.
//! - `wake`: [`PollWake`], which wakes the poll loop before its wait is up.
#![warn(missing_docs)]

mod error;
mod imap;
pub mod instance;
mod maildir;
mod run;
mod stopping;
mod wake;
pub mod xfcc;

pub use error::DaemonError;
pub use imap::poll_once_imap;
pub use run::{run, InboxSource};
pub use stopping::{stop_flag, MAX_FAULT_BACKOFF};
pub use wake::PollWake;
