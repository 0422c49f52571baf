//! The humantime durations of the configuration (`"30s"`, `"1h"`, `"2days"`).

use std::time::Duration;

use super::error::ConfigError;

/// The config value `text` of `key` read as a humantime duration (`"10s"`, `"1h"`,
/// `"2days"`) that is more than zero.
///
/// # Errors
///
/// [`ConfigError::Invalid`] naming `key`, the text and the `example` of a good
/// value, for text humantime cannot read, or zero.
pub(super) fn positive_duration(
    key: &'static str,
    text: &str,
    example: &str,
) -> Result<Duration, ConfigError> {
    let d = humantime::parse_duration(text).map_err(|e| ConfigError::Invalid {
        key,
        reason: format!("{text:?}: {e} (write e.g. {example})"),
    })?;
    if d.is_zero() {
        return Err(ConfigError::Invalid {
            key,
            reason: "must be more than zero".into(),
        });
    }
    Ok(d)
}
