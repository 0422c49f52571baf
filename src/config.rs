//! Configuration: a TOML file (see config.example.toml), or the embedded defaults
//! when there is none. Checked once at start; every error names the key and the reason.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;
use thiserror::Error;

/// The embedded default configuration (the same text as config.example.toml).
pub const DEFAULT_TOML: &str = include_str!("../config.example.toml");

/// A configuration problem, naming the key.
#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("cannot read config file {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("config {path}: {message}")]
    Parse { path: String, message: String },
    #[error("config key `{key}`: {reason}")]
    Invalid { key: &'static str, reason: String },
}

/// The whole configuration.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub arbiter: ArbiterSection,
    #[serde(default)]
    pub mail: MailSection,
    #[serde(default)]
    pub transport: TransportSection,
    #[serde(default)]
    pub templates: TemplatesSection,
    #[serde(default)]
    pub clock: ClockSection,
}

/// `[arbiter]`: who the arbiter is.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArbiterSection {
    /// The arbiter's own address: From of every reply; mail from it is never answered.
    pub address: String,
    /// Display name in From.
    #[serde(default = "default_name")]
    pub name: String,
    /// Organisers' addresses: told of every loss on time (issue 13 §2).
    #[serde(default)]
    pub organisers: Vec<String>,
}

fn default_name() -> String {
    "PBEM Arbiter".into()
}

/// `[mail]`: the inbox and how it is read.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailSection {
    /// How often `arbiter run` polls, e.g. `"30s"`, `"2m"` (humantime format).
    #[serde(default = "default_poll")]
    pub poll_interval: String,
    /// Messages larger than this many bytes are refused with a reply.
    #[serde(default = "default_max_bytes")]
    pub max_message_bytes: u64,
    /// Maildir to read; default `DATA_DIR/inbox`.
    pub inbox: Option<PathBuf>,
}

impl Default for MailSection {
    fn default() -> Self {
        MailSection {
            poll_interval: default_poll(),
            max_message_bytes: default_max_bytes(),
            inbox: None,
        }
    }
}

fn default_poll() -> String {
    "30s".into()
}

fn default_max_bytes() -> u64 {
    1024 * 1024
}

/// `[transport]`: how replies leave.
#[derive(Debug, Clone, Deserialize)]
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
}

impl Default for TransportSection {
    fn default() -> Self {
        TransportSection {
            kind: default_kind(),
            outbox: None,
            smtp: None,
            sendmail_command: None,
        }
    }
}

fn default_kind() -> String {
    "file".into()
}

/// `[transport.smtp]`.
#[derive(Debug, Clone, Deserialize)]
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
}

fn default_security() -> String {
    "starttls".into()
}

/// `[templates]`: the operator's own reply templates.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TemplatesSection {
    /// A folder whose files override the embedded templates by name; default
    /// `DATA_DIR/templates` when it exists.
    pub dir: Option<PathBuf>,
}

/// `[clock]`: reminders and leave (issue 13 §2, §3).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockSection {
    /// How long before a deadline a reminder goes to the player to move, e.g.
    /// `["48h", "24h"]` (humantime format); each is sent once per move.
    #[serde(default = "default_reminders")]
    pub reminders: Vec<String>,
    /// Days of leave each player may take per calendar year.
    #[serde(default = "default_leave_days")]
    pub leave_days_per_year: u32,
}

impl Default for ClockSection {
    fn default() -> Self {
        ClockSection {
            reminders: default_reminders(),
            leave_days_per_year: default_leave_days(),
        }
    }
}

fn default_reminders() -> Vec<String> {
    vec!["48h".into(), "24h".into()]
}

fn default_leave_days() -> u32 {
    30
}

impl Config {
    /// The embedded defaults.
    ///
    /// Errors: none in practice; a broken embedded file is reported as a parse error.
    pub fn embedded() -> Result<Config, ConfigError> {
        Config::parse(DEFAULT_TOML, "(embedded defaults)")
    }

    /// Reads a config file.
    ///
    /// Errors: [`ConfigError`] naming the key and the reason.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: path.into(),
            source,
        })?;
        Config::parse(&text, &path.display().to_string())
    }

    /// Parses and checks TOML text.
    ///
    /// Errors: [`ConfigError::Parse`] (the toml message names the key and line) or
    /// [`ConfigError::Invalid`].
    pub fn parse(text: &str, origin: &str) -> Result<Config, ConfigError> {
        let config: Config = toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: origin.into(),
            message: e.to_string(),
        })?;
        config.validate()?;
        Ok(config)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        let address = self.arbiter.address.trim();
        if address.parse::<lettre::Address>().is_err() {
            return Err(ConfigError::Invalid {
                key: "arbiter.address",
                reason: format!("{address:?} is not an e-mail address"),
            });
        }
        self.poll_interval()?;
        self.reminders()?;
        for organiser in &self.arbiter.organisers {
            if organiser.trim().parse::<lettre::Address>().is_err() {
                return Err(ConfigError::Invalid {
                    key: "arbiter.organisers",
                    reason: format!("{organiser:?} is not an e-mail address"),
                });
            }
        }
        if self.clock.leave_days_per_year > 366 {
            return Err(ConfigError::Invalid {
                key: "clock.leave_days_per_year",
                reason: "a year has at most 366 days".into(),
            });
        }
        if self.mail.max_message_bytes < 1024 {
            return Err(ConfigError::Invalid {
                key: "mail.max_message_bytes",
                reason: "must be at least 1024 bytes".into(),
            });
        }
        match self.transport.kind.as_str() {
            "file" | "sendmail" => {}
            "smtp" => {
                let smtp = self.transport.smtp.as_ref().ok_or(ConfigError::Invalid {
                    key: "transport.smtp",
                    reason: "kind = \"smtp\" needs a [transport.smtp] section with host".into(),
                })?;
                if !matches!(smtp.security.as_str(), "starttls" | "tls" | "none") {
                    return Err(ConfigError::Invalid {
                        key: "transport.smtp.security",
                        reason: format!("{:?} is not one of starttls, tls, none", smtp.security),
                    });
                }
                if smtp.username.is_some() != smtp.password.is_some() {
                    return Err(ConfigError::Invalid {
                        key: "transport.smtp.password",
                        reason: "username and password go together".into(),
                    });
                }
            }
            other => {
                return Err(ConfigError::Invalid {
                    key: "transport.kind",
                    reason: format!("{other:?} is not one of file, smtp, sendmail"),
                })
            }
        }
        Ok(())
    }

    /// `clock.reminders` in seconds before the deadline, largest first.
    ///
    /// Errors: [`ConfigError::Invalid`] for text humantime cannot read, or zero.
    pub fn reminders(&self) -> Result<Vec<i64>, ConfigError> {
        let mut out = Vec::new();
        for text in &self.clock.reminders {
            let d = humantime::parse_duration(text).map_err(|e| ConfigError::Invalid {
                key: "clock.reminders",
                reason: format!("{text:?}: {e} (write e.g. \"48h\" or \"2days\")"),
            })?;
            let seconds = i64::try_from(d.as_secs()).unwrap_or(i64::MAX);
            if seconds == 0 {
                return Err(ConfigError::Invalid {
                    key: "clock.reminders",
                    reason: format!("{text:?}: must be more than zero"),
                });
            }
            out.push(seconds);
        }
        out.sort_unstable_by(|a, b| b.cmp(a));
        Ok(out)
    }

    /// `mail.poll_interval` as a duration.
    ///
    /// Errors: [`ConfigError::Invalid`] for text humantime cannot read, or zero.
    pub fn poll_interval(&self) -> Result<Duration, ConfigError> {
        let d = humantime::parse_duration(&self.mail.poll_interval).map_err(|e| {
            ConfigError::Invalid {
                key: "mail.poll_interval",
                reason: format!(
                    "{:?}: {e} (write e.g. \"30s\" or \"2m\")",
                    self.mail.poll_interval
                ),
            }
        })?;
        if d.is_zero() {
            return Err(ConfigError::Invalid {
                key: "mail.poll_interval",
                reason: "must be more than zero".into(),
            });
        }
        Ok(d)
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_defaults_are_valid() {
        let c = Config::embedded().unwrap();
        assert_eq!(c.transport.kind, "file");
        assert_eq!(c.poll_interval().unwrap(), Duration::from_secs(30));
    }

    #[test]
    fn errors_name_the_key() {
        let e = Config::parse("[arbiter]\naddress = \"nope\"\n", "t").unwrap_err();
        assert!(e.to_string().contains("arbiter.address"), "{e}");
        let e = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[mail]\npoll_interval = \"soon\"\n",
            "t",
        )
        .unwrap_err();
        assert!(e.to_string().contains("mail.poll_interval"), "{e}");
        let e = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[transport]\nkind = \"pigeon\"\n",
            "t",
        )
        .unwrap_err();
        assert!(e.to_string().contains("transport.kind"), "{e}");
        let e = Config::parse("[arbiter]\naddress = \"a@b.c\"\ncolour = 1\n", "t").unwrap_err();
        assert!(e.to_string().contains("colour"), "{e}");
        let e = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[transport]\nkind = \"smtp\"\n",
            "t",
        )
        .unwrap_err();
        assert!(e.to_string().contains("transport.smtp"), "{e}");
        let e = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[clock]\nreminders = [\"tomorrow\"]\n",
            "t",
        )
        .unwrap_err();
        assert!(e.to_string().contains("clock.reminders"), "{e}");
        let e = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\norganisers = [\"nobody\"]\n",
            "t",
        )
        .unwrap_err();
        assert!(e.to_string().contains("arbiter.organisers"), "{e}");
    }

    #[test]
    fn clock_defaults() {
        let c = Config::embedded().unwrap();
        assert_eq!(c.reminders().unwrap(), vec![48 * 3600, 24 * 3600]);
        assert_eq!(c.clock.leave_days_per_year, 30);
    }
}
