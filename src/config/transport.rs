//! `[transport]` and `[transport.smtp]`: how replies leave.

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::duration::ConfigDuration;
use super::security::Security;

/// `[transport]`: how replies leave.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TransportSection {
    /// `file` (the default), `smtp` or `sendmail`.
    #[serde(default)]
    pub kind: TransportKind,
    /// Folder for the file transport; default `DATA_DIR/outbox`.
    pub outbox: Option<PathBuf>,
    /// The SMTP relay, used when `kind = "smtp"`.
    pub smtp: Option<SmtpSection>,
    /// Path of the sendmail program (default `/usr/sbin/sendmail`).
    pub sendmail_command: Option<String>,
    /// Backoff of a reply that could not be sent (humantime, e.g. `"1m"`): attempt n
    /// (1, 2, ...) is followed by a wait of this times 2^n, at most 64 times this;
    /// default one minute (the first retry after 2 minutes).
    #[serde(default = "default_retry_backoff")]
    pub retry_backoff: ConfigDuration,
}

impl Default for TransportSection {
    fn default() -> Self {
        TransportSection {
            kind: TransportKind::File,
            outbox: None,
            smtp: None,
            sendmail_command: None,
            retry_backoff: default_retry_backoff(),
        }
    }
}

/// `[transport] kind`: how replies leave, spelt `file`, `smtp` or `sendmail`;
/// any other word is refused when the file is read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum TransportKind {
    /// Each reply an `.eml` file in the outbox folder (the default).
    #[default]
    File,
    /// Through the SMTP relay of `[transport.smtp]`.
    Smtp,
    /// Handed to the sendmail program.
    Sendmail,
}

impl TransportKind {
    /// The word the configuration file uses: `file`, `smtp` or `sendmail`.
    pub fn as_str(self) -> &'static str {
        match self {
            TransportKind::File => "file",
            TransportKind::Smtp => "smtp",
            TransportKind::Sendmail => "sendmail",
        }
    }
}

impl fmt::Display for TransportKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

fn default_retry_backoff() -> ConfigDuration {
    ConfigDuration::fixed(Duration::from_secs(60), "1m")
}

/// `[transport.smtp]`.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpSection {
    /// The relay's host name or IP address.
    pub host: String,
    /// Default 587 for `starttls`, 465 for `tls`, 25 for `none`.
    pub port: Option<u16>,
    /// `starttls` (the default), `tls` or `none`.
    #[serde(default = "default_security")]
    pub security: Security,
    /// The login name; given only with `password`.
    pub username: Option<String>,
    /// The login password (hidden by `check-config --show`).
    pub password: Option<String>,
    /// How long one step of talking to the relay (connecting, each command and
    /// answer) may take before the reply counts as not sent and waits for its retry
    /// (humantime, e.g. `"30s"`; default 30 s), so that a relay that accepts and
    /// never answers cannot hold the daemon.
    #[serde(default = "default_smtp_timeout")]
    pub timeout: ConfigDuration,
}

fn default_smtp_timeout() -> ConfigDuration {
    ConfigDuration::fixed(Duration::from_secs(30), "30s")
}

fn default_security() -> Security {
    Security::Starttls
}
