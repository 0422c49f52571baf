//! The Maildir inbox (maildir crate). A message is read from new/ and moved to cur/
//! with flag S only after the transaction that handled it has committed, so a crash
//! in between means the message is seen again and de-duplicated, never lost.

use std::path::{Path, PathBuf};

use maildir::Maildir;
use thiserror::Error;

/// An inbox problem.
#[derive(Debug, Error)]
pub enum InboxError {
    /// A file or folder of the Maildir could not be read, moved or written.
    #[error("inbox {path}: {error}")]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The operating system's error.
        error: std::io::Error,
    },
}

/// One message waiting in new/.
#[derive(Debug, Clone)]
pub struct Waiting {
    /// Maildir id (the file name without flags).
    pub id: String,
    /// The message's file in new/.
    pub path: PathBuf,
}

/// A Maildir folder used as the arbiter's inbox.
pub struct Inbox {
    maildir: Maildir,
    path: PathBuf,
}

impl Inbox {
    /// Opens the Maildir at `path`, creating new/, cur/ and tmp/ if missing.
    ///
    /// # Errors
    ///
    /// [`InboxError::Io`] when the folders cannot be made.
    pub fn open(path: &Path) -> Result<Inbox, InboxError> {
        let maildir = Maildir::from(path.to_path_buf());
        maildir.create_dirs().map_err(|error| InboxError::Io {
            path: path.into(),
            error,
        })?;
        Ok(Inbox {
            maildir,
            path: path.into(),
        })
    }

    /// The new/ folder, where deliveries land.
    pub fn new_dir(&self) -> PathBuf {
        self.path.join("new")
    }

    /// Messages in new/, oldest first (Maildir names start with the delivery time;
    /// the modification time decides between names that do not).
    pub fn waiting(&self) -> Vec<Waiting> {
        let mut out: Vec<(std::time::SystemTime, Waiting)> = self
            .maildir
            .list_new()
            .filter_map(Result::ok)
            .map(|entry| {
                let path = entry.path().clone();
                let time = std::fs::metadata(&path)
                    .and_then(|m| m.modified())
                    .unwrap_or(std::time::UNIX_EPOCH);
                (
                    time,
                    Waiting {
                        id: entry.id().to_string(),
                        path,
                    },
                )
            })
            .collect();
        out.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)));
        out.into_iter().map(|(_, w)| w).collect()
    }

    /// The bytes of the waiting `message`, never more than `limit` of them (the
    /// size is known before anything is parsed, and a huge message costs no more
    /// memory than that), and the file's whole size in bytes.
    ///
    /// # Errors
    ///
    /// [`InboxError::Io`] when the file cannot be opened or read; it stays in new/.
    pub fn read(&self, message: &Waiting, limit: u64) -> Result<(Vec<u8>, usize), InboxError> {
        use std::io::Read;
        let io = |error| InboxError::Io {
            path: message.path.clone(),
            error,
        };
        let file = std::fs::File::open(&message.path).map_err(io)?;
        let size = file.metadata().map_err(io)?.len();
        let mut raw = Vec::new();
        file.take(limit).read_to_end(&mut raw).map_err(io)?;
        Ok((raw, usize::try_from(size).unwrap_or(usize::MAX)))
    }

    /// Moves a handled message from new/ to cur/ with the Seen flag.
    ///
    /// # Errors
    ///
    /// [`InboxError::Io`].
    pub fn mark_handled(&self, id: &str) -> Result<(), InboxError> {
        self.maildir
            .move_new_to_cur_with_flags(id, "S")
            .map_err(|error| InboxError::Io {
                path: self.path.clone(),
                error,
            })
    }

    /// Delivers raw bytes into new/ (for tests, examples and `arbiter` tools).
    ///
    /// # Errors
    ///
    /// [`InboxError::Io`].
    pub fn deliver(&self, raw: &[u8]) -> Result<String, InboxError> {
        self.maildir.store_new(raw).map_err(|e| InboxError::Io {
            path: self.path.clone(),
            error: std::io::Error::other(e.to_string()),
        })
    }
}
