//! The durations of the configuration (`"30s"`, `"1h"`, `"2days"`): read once, with
//! the configuration, into [`ConfigDuration`].

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::error::ConfigError;

/// A duration of the configuration: its value, read once when the configuration is
/// read, and the text it was written as (`"2days"`), which `check-config --show`
/// and the messages that name a setting write back unchanged.
///
/// Read with humantime's grammar: numbers with units (`s`, `m`, `h`, `d`/`days`,
/// `ms`, ...), several added (`"1h 30m"`).
///
/// ```
/// use std::time::Duration;
/// use pbem_arbiter::config::ConfigDuration;
///
/// let d = ConfigDuration::try_from("1h 30m".to_string()).unwrap();
/// assert_eq!(d.get(), Duration::from_secs(5400));
/// assert_eq!(d.to_string(), "1h 30m");
/// assert!(ConfigDuration::try_from("soon".to_string()).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(try_from = "String", into = "String")]
pub struct ConfigDuration {
    value: Duration,
    text: String,
}

impl ConfigDuration {
    /// The duration.
    pub fn get(&self) -> Duration {
        self.value
    }

    /// The duration in whole seconds (at most `i64::MAX`).
    pub fn whole_seconds(&self) -> i64 {
        i64::try_from(self.value.as_secs()).unwrap_or(i64::MAX)
    }

    /// The text it was written as.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// A default: `value` written as `text` (a unit test checks that `text`
    /// reads as `value`).
    pub(super) fn fixed(value: Duration, text: &str) -> ConfigDuration {
        ConfigDuration {
            value,
            text: text.into(),
        }
    }

    /// The same duration when it is more than zero.
    ///
    /// # Errors
    ///
    /// [`ConfigError::Invalid`] naming `key` when it is zero.
    pub(super) fn positive(&self, key: &'static str) -> Result<Duration, ConfigError> {
        if self.value.is_zero() {
            return Err(ConfigError::Invalid {
                key,
                reason: format!("{:?}: must be more than zero", self.text),
            });
        }
        Ok(self.value)
    }
}

/// Text that is no duration, as serde reports it with the key's line (see
/// [`ConfigError::Value`]).
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("{text:?} is no duration: {reason} (write e.g. \"30s\", \"2m\", \"1h\" or \"2days\")")]
pub struct DurationError {
    /// The text as written.
    pub text: String,
    /// humantime's reason.
    pub reason: String,
}

impl TryFrom<String> for ConfigDuration {
    type Error = DurationError;

    fn try_from(text: String) -> Result<Self, Self::Error> {
        match humantime::parse_duration(&text) {
            Ok(value) => Ok(ConfigDuration { value, text }),
            Err(e) => Err(DurationError {
                reason: e.to_string(),
                text,
            }),
        }
    }
}

impl From<ConfigDuration> for String {
    fn from(d: ConfigDuration) -> String {
        d.text
    }
}

impl fmt::Display for ConfigDuration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::ConfigDuration;
    use crate::config::{AuthSection, ClockSection, MailSection, TransportSection};

    fn reads_as_written(d: &ConfigDuration) {
        let read = ConfigDuration::try_from(d.as_str().to_string()).unwrap();
        assert_eq!(
            &read,
            d,
            "the default {:?} reads as another value",
            d.as_str()
        );
    }

    #[test]
    fn every_default_reads_as_the_value_it_stands_for() {
        let mail = MailSection::default();
        let auth = AuthSection::default();
        let transport = TransportSection::default();
        reads_as_written(&mail.poll_interval);
        reads_as_written(&mail.batch_time);
        reads_as_written(&auth.dkim_timeout);
        reads_as_written(&auth.guess_window);
        reads_as_written(&transport.retry_backoff);
        ClockSection::default()
            .reminders
            .iter()
            .for_each(reads_as_written);
    }

    #[test]
    fn zero_reads_but_is_not_positive() {
        let zero = ConfigDuration::try_from("0s".to_string()).unwrap();
        assert!(zero.positive("mail.poll_interval").is_err());
    }
}
