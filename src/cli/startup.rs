//! What every command on the data directory starts from ([`Startup`]): `--now`
//! read, the configuration loaded, the data directory's paths placed, and the
//! arbiter, inbox and transport opened on them.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use chrono::{DateTime, Utc};

use pbem_arbiter::arbiter::Arbiter;
use pbem_arbiter::config::{Config, Paths};
use pbem_arbiter::mail::inbound::Inbox;
use pbem_arbiter::mail::outbound::Outbound;

/// What every command on the data directory starts from: the configuration in
/// force, where the data lives, and the instant taken as now (`--now`).
pub struct Startup {
    /// The config file named by `--config`; `None`: the embedded defaults.
    pub config_file: Option<PathBuf>,
    pub config: Config,
    pub paths: Paths,
    /// `--now`, or `None` for the system clock.
    pub now: Option<DateTime<Utc>>,
}

impl Startup {
    /// Reads `--now` first, then the config (the file, or the embedded defaults),
    /// and places the data directory's paths.
    ///
    /// # Errors
    ///
    /// A `--now` that is not RFC 3339; a config file that cannot be read or
    /// has a bad key (named with the reason).
    pub fn load(config_file: Option<&Path>, data_dir: &Path, now: Option<&str>) -> Result<Startup> {
        let now = now.map(parse_now).transpose()?;
        let config = match config_file {
            Some(path) => Config::load(path)?,
            None => Config::embedded()?,
        };
        let paths = Paths::new(data_dir, &config);
        Ok(Startup {
            config_file: config_file.map(Path::to_path_buf),
            config,
            paths,
            now,
        })
    }

    /// The arbiter on the data directory, on the system clock.
    pub fn arbiter(&self) -> Result<Arbiter> {
        Ok(Arbiter::open(self.config.clone(), &self.paths)?)
    }

    /// The arbiter on the data directory, taking `--now` as now.
    pub fn arbiter_at_now(&self) -> Result<Arbiter> {
        let mut arbiter = self.arbiter()?;
        arbiter.set_now(self.now);
        Ok(arbiter)
    }

    /// The arbiter, the Maildir inbox and the transport, opened in that order
    /// (each makes what it needs on disk); the arbiter on the system clock.
    pub fn open_all(&self) -> Result<(Arbiter, Inbox, Outbound)> {
        let arbiter = self.arbiter()?;
        let inbox = Inbox::open(&self.paths.inbox)?;
        let transport = Outbound::from_config(&self.config, &self.paths)?;
        Ok((arbiter, inbox, transport))
    }

    /// [`Startup::open_all`] with the arbiter taking `--now` as now.
    pub fn open_all_at_now(&self) -> Result<(Arbiter, Inbox, Outbound)> {
        let (mut arbiter, inbox, transport) = self.open_all()?;
        arbiter.set_now(self.now);
        Ok((arbiter, inbox, transport))
    }
}

/// `--now TEXT` as an instant.
///
/// # Errors
///
/// Text that is not RFC 3339, with an example of what is.
fn parse_now(text: &str) -> Result<DateTime<Utc>> {
    Ok(DateTime::parse_from_rfc3339(text)
        .with_context(|| {
            format!("--now {text:?}: write an RFC 3339 instant like 2026-12-24T10:00:00Z")
        })?
        .to_utc())
}
