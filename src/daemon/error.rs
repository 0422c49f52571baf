//! The daemon's error type.

use thiserror::Error;

use super::xfcc::XfccError;
use crate::arbiter::ArbiterError;
use crate::mail::imap::ImapError;

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
    /// The Xfcc endpoint could not start.
    #[error(transparent)]
    Xfcc(#[from] XfccError),
}
