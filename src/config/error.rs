//! [`ConfigError`]: every way a configuration can be refused, each naming the key.

use std::path::PathBuf;

use thiserror::Error;

/// A configuration problem, naming the key.
#[derive(Debug, Error)]
pub enum ConfigError {
    /// The file could not be read; the message names the OS error (it is not
    /// given again as the source).
    #[error("cannot read config file {path}: {error}")]
    Read {
        /// The config file's path.
        path: PathBuf,
        /// The OS error.
        error: std::io::Error,
    },
    /// TOML the configuration types do not accept, as toml says it (line and
    /// column included).
    #[error("config {path}: {message}")]
    Parse {
        /// The config file's path, or the name of the embedded defaults.
        path: String,
        /// toml's message, with the line and column.
        message: String,
    },
    /// A key without a default is absent: `what` names it with its section
    /// (`section [arbiter] lacks the required key address`), `purpose` says what
    /// it is for and `example` is TOML that satisfies it.
    #[error("config {path}: {what}: {purpose}.\n{example_label}:\n\n{example}")]
    MissingKey {
        /// The config file's path, or the name of the embedded defaults.
        path: String,
        /// The missing key with its section.
        what: String,
        /// What the key is for.
        purpose: &'static str,
        /// TOML that satisfies it.
        example: &'static str,
        /// The words that introduce the example.
        example_label: &'static str,
    },
    /// A key whose value its type does not take: a word a key of a few words
    /// cannot take (`transport.kind = "pigeon"`), text that is no duration
    /// (`mail.poll_interval = "soon"`, see [`super::DurationError`]). `key` is its
    /// full name, `message` toml's, with the line (and the words allowed).
    #[error("config {path}: key `{key}`: {message}")]
    Value {
        /// The config file's path, or the name of the embedded defaults.
        path: String,
        /// The key's full name (`transport.kind`).
        key: String,
        /// toml's message, with the line.
        message: String,
    },
    /// A value of the right type that the arbiter cannot use, and why.
    #[error("config key `{key}`: {reason}")]
    Invalid {
        /// The key's full name.
        key: &'static str,
        /// Why the value cannot be used.
        reason: String,
    },
    /// The configuration could not be written back as TOML (`--show`).
    #[error("cannot write the config as TOML: {message}")]
    Show {
        /// toml's message.
        message: String,
    },
}
