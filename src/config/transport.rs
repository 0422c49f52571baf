//! `[transport]` and `[transport.smtp]`: how replies leave.

use std::path::PathBuf;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::duration::positive_duration;
use super::error::ConfigError;

/// `[transport]`: how replies leave.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TransportSection {
    /// `file` (each reply an .eml file), `smtp` or `sendmail`.
    #[serde(default = "default_kind")]
    pub kind: String,
    /// Folder for the file transport; default `DATA_DIR/outbox`.
    pub outbox: Option<PathBuf>,
    pub smtp: Option<SmtpSection>,
    /// Path of the sendmail program (default `/usr/sbin/sendmail`).
    pub sendmail_command: Option<String>,
    /// Backoff of a reply that could not be sent (humantime, e.g. `"1m"`): attempt n
    /// (1, 2, ...) is followed by a wait of this times 2^n, at most 64 times this;
    /// default one minute (the first retry after 2 minutes).
    #[serde(default = "default_retry_backoff")]
    pub retry_backoff: String,
}

impl Default for TransportSection {
    fn default() -> Self {
        TransportSection {
            kind: default_kind(),
            outbox: None,
            smtp: None,
            sendmail_command: None,
            retry_backoff: default_retry_backoff(),
        }
    }
}

fn default_kind() -> String {
    "file".into()
}

fn default_retry_backoff() -> String {
    "1m".into()
}

/// `[transport.smtp]`.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpSection {
    pub host: String,
    /// Default 587 for `starttls`, 465 for `tls`, 25 for `none`.
    pub port: Option<u16>,
    /// `starttls`, `tls` or `none`.
    #[serde(default = "default_security")]
    pub security: String,
    pub username: Option<String>,
    pub password: Option<String>,
    /// How long one step of talking to the relay (connecting, each command and
    /// answer) may take before the reply counts as not sent and waits for its retry
    /// (humantime, e.g. `"30s"`; default 30 s), so that a relay that accepts and
    /// never answers cannot hold the daemon (issue 12 §7).
    #[serde(default = "default_smtp_timeout")]
    pub timeout: String,
}

impl SmtpSection {
    /// `timeout` as a duration.
    ///
    /// Errors: [`ConfigError::Invalid`] naming `transport.smtp.timeout` for text
    /// humantime cannot read, or zero.
    pub fn timeout(&self) -> Result<Duration, ConfigError> {
        positive_duration("transport.smtp.timeout", &self.timeout, "\"30s\"")
    }
}

fn default_smtp_timeout() -> String {
    "30s".into()
}

fn default_security() -> String {
    "starttls".into()
}
