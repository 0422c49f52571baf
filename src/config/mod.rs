//! Configuration: a TOML file (see config.example.toml), or the embedded defaults
//! when there is none. Checked once at start; every error names the key and the reason.
//!
//! What is where:
//!
//! - `load`: reading the file or the embedded defaults ([`DEFAULT_TOML`]),
//!   turning serde's errors into the operator's words, and the TOML of
//!   `check-config --show` with the secrets hidden;
//! - `validate`: the checks the types cannot make, one step per section;
//! - `sections`: [`Config`] itself and `[arbiter]`, `[mail]`, `[templates]`,
//!   `[publish]`, with the durations read from them;
//! - `auth`: `[auth]`; `inbox`: `[inbox]` and `[inbox.imap]`; `transport`:
//!   `[transport]` and `[transport.smtp]`; `play`: `[limits]`, `[clock]` and
//!   `[tournament]`; `xfcc`: `[xfcc]`, the endpoint of the players' chess
//!   programs;
//! - `security`: [`Security`], the protection of a connection to a mail server
//!   (the other words a key may take, [`TransportKind`], [`InboxKind`] and
//!   [`Challenges`], stand beside their sections);
//! - `duration`: [`ConfigDuration`], a duration read once with the configuration; `error`: [`ConfigError`];
//! - `paths`: [`Paths`], where the arbiter keeps its files;
//! - `required`: the keys without a default, for the message when one is missing.
#![warn(missing_docs)]

mod auth;
mod duration;
mod error;
mod inbox;
mod load;
mod paths;
mod play;
mod required;
mod sections;
mod security;
mod transport;
mod validate;
mod xfcc;

pub use auth::{AuthSection, VerifyDkim};
pub use duration::{ConfigDuration, DurationError};
pub use error::ConfigError;
pub use inbox::{ImapSection, InboxKind, InboxSection};
pub use load::DEFAULT_TOML;
pub use paths::Paths;
pub use play::{ClockSection, LimitsSection, TournamentSection};
pub use required::{RequiredKey, MINIMAL_FILE, REQUIRED_KEYS};
pub use sections::{
    ArbiterSection, Challenges, Config, MailSection, PublishSection, TemplatesSection,
};
pub use security::Security;
pub use transport::{SmtpSection, TransportKind, TransportSection};
pub use xfcc::XfccSection;
