//! Where the arbiter keeps its files.

use std::path::{Path, PathBuf};

use super::sections::Config;

/// Where the arbiter keeps its files, from `--data-dir` and the config.
#[derive(Debug, Clone)]
pub struct Paths {
    /// The data directory (`--data-dir`).
    pub data_dir: PathBuf,
    /// The Maildir read: `mail.inbox`, else `DATA_DIR/inbox`.
    pub inbox: PathBuf,
    /// The file transport's folder: `transport.outbox`, else `DATA_DIR/outbox`.
    pub outbox: PathBuf,
    /// The SQLite database, `DATA_DIR/arbiter.sqlite3`.
    pub database: PathBuf,
    /// The operator's templates: `templates.dir`, else `DATA_DIR/templates` when
    /// it is a folder, else none (the embedded templates alone).
    pub templates: Option<PathBuf>,
}

impl Paths {
    /// Resolves every path against the data directory.
    pub fn new(data_dir: &Path, config: &Config) -> Paths {
        let templates = config.templates.dir.clone().or_else(|| {
            let dir = data_dir.join("templates");
            dir.is_dir().then_some(dir)
        });
        Paths {
            data_dir: data_dir.to_path_buf(),
            inbox: config
                .mail
                .inbox
                .clone()
                .unwrap_or_else(|| data_dir.join("inbox")),
            outbox: config
                .transport
                .outbox
                .clone()
                .unwrap_or_else(|| data_dir.join("outbox")),
            database: data_dir.join("arbiter.sqlite3"),
            templates,
        }
    }
}
