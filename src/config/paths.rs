//! Where the arbiter keeps its files.

use std::path::{Path, PathBuf};

use super::sections::Config;

/// Where the arbiter keeps its files, from `--data-dir` and the config.
#[derive(Debug, Clone)]
pub struct Paths {
    pub data_dir: PathBuf,
    pub inbox: PathBuf,
    pub outbox: PathBuf,
    pub database: PathBuf,
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
