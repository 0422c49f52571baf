//! Configuration: a TOML file (see config.example.toml), or the embedded defaults
//! when there is none. Checked once at start; every error names the key and the reason.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use thiserror::Error;

mod required;
pub use required::{RequiredKey, MINIMAL_FILE, REQUIRED_KEYS};

/// The embedded default configuration (the same text as config.example.toml).
pub const DEFAULT_TOML: &str = include_str!("../../config.example.toml");

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
    /// A key without a default is absent: `what` names it with its section
    /// ("section [arbiter] lacks the required key `address`"), `purpose` says what
    /// it is for and `example` is TOML that satisfies it.
    #[error("config {path}: {what}: {purpose}.\n{example_label}:\n\n{example}")]
    MissingKey {
        path: String,
        what: String,
        purpose: &'static str,
        example: &'static str,
        example_label: &'static str,
    },
    #[error("config key `{key}`: {reason}")]
    Invalid { key: &'static str, reason: String },
    #[error("cannot write the config as TOML: {message}")]
    Show { message: String },
}

/// The whole configuration.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    pub arbiter: ArbiterSection,
    #[serde(default)]
    pub mail: MailSection,
    #[serde(default)]
    pub inbox: InboxSection,
    #[serde(default)]
    pub transport: TransportSection,
    #[serde(default)]
    pub templates: TemplatesSection,
    #[serde(default)]
    pub clock: ClockSection,
    #[serde(default)]
    pub limits: LimitsSection,
    #[serde(default)]
    pub auth: AuthSection,
    #[serde(default)]
    pub tournament: TournamentSection,
    #[serde(default)]
    pub publish: PublishSection,
}

/// `[publish]`: the published site of events and games (issue 22 §3).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PublishSection {
    /// The site's folder. When set, `arbiter run` (and `poll`) bring the pages
    /// of every changed game and its event up to date after each batch of mail,
    /// outside the mail's transaction; unset, the site is made only by
    /// `arbiter publish DIR`.
    pub dir: Option<PathBuf>,
    /// The title of the site's front page.
    #[serde(default = "default_site_title")]
    pub title: String,
}

impl Default for PublishSection {
    fn default() -> Self {
        PublishSection {
            dir: None,
            title: default_site_title(),
        }
    }
}

fn default_site_title() -> String {
    "Correspondence games refereed by pbem-arbiter".to_string()
}

/// `[auth]`: whose mail may change a game (issue 12 §3).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct AuthSection {
    /// When true (the default), a move, resignation or draw command counts only from
    /// a mail that carries the player's code for the game (the Reply-To plus-address
    /// or the `[Game N code]` subject tag of the arbiter's messages); any other mail
    /// from the player's address gets a confirmation request first. False trusts
    /// `From:` alone, as before issue 12.
    #[serde(default = "default_true")]
    pub require_secret: bool,
    /// `Sender:` addresses allowed on mail whose `From:` is another address: an
    /// address (`secretary@example.org`) or a whole domain (`@example.org`). Mail
    /// whose `Sender:` differs from its `From:` and is not listed is refused.
    #[serde(default)]
    pub allowed_senders: Vec<String>,
    /// Mail-auth verification of the sender's domain (issue 12 §3): `"off"` (the
    /// default) or `"require"`. With `"require"`, a command that would change a game
    /// counts only from a mail that carries the player's code AND is authenticated by
    /// the domain of its `From:` (a DKIM signature that verifies with an aligned
    /// `d=`, or an ARC chain sealed by [`AuthSection::arc_trusted_sealers`]); any
    /// other such mail gets the confirmation request. Needs DNS (TXT lookups of
    /// `selector._domainkey.domain`).
    #[serde(default)]
    pub verify_dkim: VerifyDkim,
    /// DNS servers for the DKIM/ARC key lookups, as `"IP"` (port 53) or
    /// `"IP:PORT"`; empty (the default): the system resolver (/etc/resolv.conf).
    #[serde(default)]
    pub dns_servers: Vec<String>,
    /// Domains whose ARC seals are trusted (a mailing list or forwarder that may
    /// alter a mail and so break its DKIM signature): a mail whose ARC chain
    /// verifies, is sealed only by these domains, and whose oldest
    /// ARC-Authentication-Results says `dkim=pass` or `dmarc=pass` for the `From:`
    /// domain counts as authenticated. Empty by default.
    #[serde(default)]
    pub arc_trusted_sealers: Vec<String>,
    /// The longest a DKIM/ARC check of one mail may take, DNS included (humantime,
    /// default `"10s"`); past it the mail counts as unauthenticated.
    #[serde(default = "default_dkim_timeout")]
    pub dkim_timeout: String,
    /// Failed tries at secrets (a wrong game code, confirmation token or organiser
    /// code, or a mail carrying several) that one game or one claimed sender may
    /// have within [`AuthSection::guess_window`] (default 5). Past it, mails with a
    /// wrong secret for that game or from that sender are held unanswered, the
    /// organisers are told once, and a mail with the right game code counts only
    /// after the confirmation request (docs/OPERATIONS.md, "Threat model").
    #[serde(default = "default_guess_limit")]
    pub guess_limit: u64,
    /// The window in which failed tries count (humantime, default `"1h"`); older
    /// tries age out.
    #[serde(default = "default_guess_window")]
    pub guess_window: String,
}

/// `[auth] verify_dkim`: whether the sender's domain must authenticate a mail.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum VerifyDkim {
    /// No DKIM/ARC check (the code alone counts).
    #[default]
    Off,
    /// DKIM (or a trusted ARC chain) must authenticate the `From:` domain.
    Require,
}

/// The config value `text` of `key` read as a humantime duration (`"10s"`, `"1h"`,
/// `"2days"`) that is more than zero.
///
/// # Errors
///
/// [`ConfigError::Invalid`] naming `key`, the text and the `example` of a good
/// value, for text humantime cannot read, or zero.
fn positive_duration(
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

fn default_dkim_timeout() -> String {
    "10s".into()
}

fn default_guess_limit() -> u64 {
    5
}

fn default_guess_window() -> String {
    "1h".into()
}

impl Default for AuthSection {
    fn default() -> Self {
        AuthSection {
            require_secret: true,
            allowed_senders: Vec::new(),
            verify_dkim: VerifyDkim::Off,
            dns_servers: Vec::new(),
            arc_trusted_sealers: Vec::new(),
            dkim_timeout: default_dkim_timeout(),
            guess_limit: default_guess_limit(),
            guess_window: default_guess_window(),
        }
    }
}

fn default_true() -> bool {
    true
}

impl AuthSection {
    /// `dns_servers` as socket addresses (port 53 when none is written).
    ///
    /// Errors: [`ConfigError::Invalid`] naming `auth.dns_servers` and the entry
    /// that is neither `IP` nor `IP:PORT`.
    pub fn dns_server_addresses(&self) -> Result<Vec<std::net::SocketAddr>, ConfigError> {
        self.dns_servers
            .iter()
            .map(|text| {
                let text = text.trim();
                text.parse::<std::net::SocketAddr>()
                    .or_else(|_| {
                        text.parse::<std::net::IpAddr>()
                            .map(|ip| std::net::SocketAddr::new(ip, 53))
                    })
                    .map_err(|_| ConfigError::Invalid {
                        key: "auth.dns_servers",
                        reason: format!(
                            "{text:?} is not an IP address with an optional port (write e.g. \"127.0.0.1:5353\" or \"192.0.2.53\")"
                        ),
                    })
            })
            .collect()
    }

    /// `dkim_timeout` as a duration.
    ///
    /// Errors: [`ConfigError::Invalid`] for text humantime cannot read, or zero.
    pub fn dkim_timeout(&self) -> Result<Duration, ConfigError> {
        positive_duration("auth.dkim_timeout", &self.dkim_timeout, "\"10s\"")
    }

    /// `guess_window` as a duration.
    ///
    /// # Errors
    ///
    /// [`ConfigError::Invalid`] for text humantime cannot read, or zero.
    pub fn guess_window(&self) -> Result<Duration, ConfigError> {
        positive_duration("auth.guess_window", &self.guess_window, "\"1h\"")
    }

    /// True when `sender` (a `Sender:` address) may send for another `From:`.
    pub fn sender_allowed(&self, sender: &str) -> bool {
        self.allowed_senders.iter().any(|allowed| {
            let allowed = allowed.trim();
            if allowed.starts_with('@') {
                sender
                    .rsplit_once('@')
                    .is_some_and(|(_, domain)| domain.eq_ignore_ascii_case(&allowed[1..]))
            } else {
                sender.eq_ignore_ascii_case(allowed)
            }
        })
    }
}

/// `[arbiter]`: who the arbiter is.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ArbiterSection {
    /// The arbiter's own address: From of every reply; mail from it is never answered.
    pub address: String,
    /// Display name in From.
    #[serde(default = "default_name")]
    pub name: String,
    /// The organisers' addresses: told of every loss on time (issue 13 §2) and of
    /// every message held for them (issue 9 §4).
    #[serde(default)]
    pub organisers: Vec<String>,
    /// Each organiser's code for commands by mail (issue 13 §6), by address: an
    /// organiser's mail (`abort 12 reason`, ...) is carried out only when its
    /// subject holds `[Organiser CODE]`, since any `From:` can be forged. At least
    /// 12 characters; an organiser without a code cannot command by mail.
    #[serde(default)]
    pub organiser_codes: std::collections::BTreeMap<String, String>,
    /// Challenges by mail (issue 13 §5): `"open"` (default: a game starts when the
    /// challenged player accepts) or `"approval"` (then an organiser must approve).
    #[serde(default = "default_challenges")]
    pub challenges: String,
    /// Days a challenge by mail waits for the challenged player's answer (issue 13
    /// §5); after that it lapses, the challenger is told, and an answer gets a reply
    /// saying so. Default 14: two weeks covers a player who reads mail weekly, and
    /// is short enough that a forgotten challenge does not start a game months on.
    /// 1 to 365.
    #[serde(default = "default_challenge_days")]
    pub challenge_days: u32,
}

fn default_challenges() -> String {
    "open".into()
}

fn default_challenge_days() -> u32 {
    14
}

fn default_name() -> String {
    "PBEM Arbiter".into()
}

/// `[mail]`: the inbox and how it is read.
#[derive(Debug, Clone, Deserialize, Serialize)]
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
    /// At most this many answers to the sender alone (refusals, confirmation
    /// requests, help, the board) per rolling hour to an address that plays no game;
    /// later messages are handled, logged and recorded, not answered (issue 12 §5).
    #[serde(default = "default_stranger_answers")]
    pub stranger_answers_per_hour: u64,
    /// The same limit for an address that plays in a game.
    #[serde(default = "default_player_answers")]
    pub player_answers_per_hour: u64,
    /// Group commit (issue 23 §1): at most this many waiting messages are handled
    /// in one durable transaction (one fsync for them all). A lone message is
    /// handled at once, never held back to fill a batch.
    #[serde(default = "default_batch_messages")]
    pub batch_messages: usize,
    /// ... and a batch is committed once its handling has taken this long
    /// (humantime, e.g. `"50ms"`), so that no reply waits long for the others.
    #[serde(default = "default_batch_time")]
    pub batch_time: String,
}

impl Default for MailSection {
    fn default() -> Self {
        MailSection {
            poll_interval: default_poll(),
            max_message_bytes: default_max_bytes(),
            inbox: None,
            stranger_answers_per_hour: default_stranger_answers(),
            player_answers_per_hour: default_player_answers(),
            batch_messages: default_batch_messages(),
            batch_time: default_batch_time(),
        }
    }
}

fn default_batch_messages() -> usize {
    64
}

fn default_batch_time() -> String {
    "50ms".into()
}

impl MailSection {
    /// `batch_time` as a duration.
    ///
    /// Errors: [`ConfigError::Invalid`] naming `mail.batch_time` for text humantime
    /// cannot read.
    pub fn batch_time(&self) -> Result<Duration, ConfigError> {
        humantime::parse_duration(&self.batch_time).map_err(|e| ConfigError::Invalid {
            key: "mail.batch_time",
            reason: format!("{:?}: {e}", self.batch_time),
        })
    }
}

fn default_stranger_answers() -> u64 {
    5
}

fn default_player_answers() -> u64 {
    10
}

fn default_poll() -> String {
    "30s".into()
}

fn default_max_bytes() -> u64 {
    1024 * 1024
}

/// `[inbox]`: where incoming mail is read (issue 12 §1).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct InboxSection {
    /// `maildir` (the default: the Maildir at `mail.inbox`, noticed by inotify with
    /// the `mail.poll_interval` timer as a fallback) or `imap` (an `[inbox.imap]`
    /// table; new mail noticed by IMAP IDLE).
    #[serde(default = "default_inbox_kind")]
    pub kind: String,
    pub imap: Option<ImapSection>,
}

impl Default for InboxSection {
    fn default() -> Self {
        InboxSection {
            kind: default_inbox_kind(),
            imap: None,
        }
    }
}

fn default_inbox_kind() -> String {
    "maildir".into()
}

/// `[inbox.imap]`: the IMAP mailbox the arbiter reads (RFC 3501, IDLE RFC 2177,
/// MOVE RFC 6851).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ImapSection {
    pub host: String,
    /// Default 993 for `tls`, 143 for `starttls` and `none`.
    pub port: Option<u16>,
    pub username: String,
    pub password: String,
    /// The folder new mail arrives in; default `INBOX`.
    #[serde(default = "default_imap_folder")]
    pub folder: String,
    /// Where a message goes once its transaction has committed; made if missing;
    /// default `processed`.
    #[serde(default = "default_processed_folder")]
    pub processed_folder: String,
    /// `tls` (the default: TLS from the first byte), `starttls` or `none` (plain
    /// text: for a server on loopback only).
    #[serde(default = "default_imap_security")]
    pub security: String,
    /// A PEM file of CA certificates that the server's certificate must chain to
    /// with `tls` and `starttls` (an operator's own CA, or a self-signed server
    /// certificate's CA); it replaces the Mozilla roots (webpki-roots), which are
    /// used when it is not set.
    #[serde(default)]
    pub ca_file: Option<PathBuf>,
}

impl ImapSection {
    /// The port to connect to: the configured one, else the security's default.
    pub fn port(&self) -> u16 {
        self.port.unwrap_or(match self.security.as_str() {
            "tls" => 993,
            _ => 143,
        })
    }
}

fn default_imap_folder() -> String {
    "INBOX".into()
}

fn default_processed_folder() -> String {
    "processed".into()
}

fn default_imap_security() -> String {
    "tls".into()
}

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

/// `[templates]`: the operator's own reply templates.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TemplatesSection {
    /// A folder whose files override the embedded templates by name; default
    /// `DATA_DIR/templates` when it exists.
    pub dir: Option<PathBuf>,
}

/// `[limits]`: the safety valve of the rules search (issue 9 §4). A message whose
/// checking passes either limit is held for the organisers, never judged.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsSection {
    /// Search states (positions and turns in progress) one message may cost.
    #[serde(default = "default_search_states")]
    pub search_states: u64,
    /// Seconds of checking one message may cost.
    #[serde(default = "default_search_seconds")]
    pub search_seconds: u64,
    /// Conditional lines one player may leave pending in one game (issue 20).
    #[serde(default = "default_conditional_lines")]
    pub conditional_lines: usize,
    /// Plies (conditions and replies together) one conditional line may have.
    #[serde(default = "default_conditional_plies")]
    pub conditional_plies: usize,
}

fn default_conditional_lines() -> usize {
    20
}

fn default_conditional_plies() -> usize {
    20
}

impl Default for LimitsSection {
    fn default() -> Self {
        LimitsSection {
            search_states: default_search_states(),
            search_seconds: default_search_seconds(),
            conditional_lines: default_conditional_lines(),
            conditional_plies: default_conditional_plies(),
        }
    }
}

/// `[clock]`: reminders and leave (issue 13 §2, §3).
#[derive(Debug, Clone, Deserialize, Serialize)]
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

/// `[tournament]`: Swiss pairings (issue 13 §7).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentSection {
    /// The Dutch pairing engine: program and arguments, `{trf}` and `{pairings}`
    /// standing for the TRF it reads and the file it writes. Default: `py4swiss`
    /// on PATH (`["py4swiss", "-t", "{trf}", "-p", "{pairings}"]`); bbpPairings
    /// (`["bbpPairings", "--dutch", "{trf}", "-p", "{pairings}"]`) and JaVaFo
    /// (`["java", "-jar", "javafo.jar", "{trf}", "-p", "{pairings}"]`) read the
    /// same TRF and write the same answer.
    #[serde(default = "default_pairing_engine")]
    pub pairing_engine: Vec<String>,
    /// Points of the pairing-allocated bye of a new Swiss: `"1"` (FIDE C.04.1,
    /// the default), `"1/2"` or `"0"`.
    #[serde(default = "default_bye_points")]
    pub bye_points: String,
}

impl Default for TournamentSection {
    fn default() -> Self {
        TournamentSection {
            pairing_engine: default_pairing_engine(),
            bye_points: default_bye_points(),
        }
    }
}

impl TournamentSection {
    /// The bye's value in half points (2, 1 or 0).
    ///
    /// Errors: [`ConfigError::Invalid`] naming `tournament.bye_points`.
    pub fn bye_halves(&self) -> Result<u32, ConfigError> {
        match self.bye_points.trim() {
            "1" | "1.0" => Ok(2),
            "1/2" | "0.5" | "½" => Ok(1),
            "0" | "0.0" => Ok(0),
            other => Err(ConfigError::Invalid {
                key: "tournament.bye_points",
                reason: format!("{other:?} is none of \"1\", \"1/2\", \"0\""),
            }),
        }
    }
}

fn default_pairing_engine() -> Vec<String> {
    ["py4swiss", "-t", "{trf}", "-p", "{pairings}"]
        .map(String::from)
        .to_vec()
}

fn default_bye_points() -> String {
    "1".into()
}

impl LimitsSection {
    /// The limits as a search budget.
    pub fn budget(&self) -> crate::rules::budget::Budget {
        crate::rules::budget::Budget {
            states: self.search_states,
            time: Duration::from_secs(self.search_seconds),
        }
    }
}

fn default_search_states() -> u64 {
    crate::rules::budget::Budget::default().states
}

fn default_search_seconds() -> u64 {
    crate::rules::budget::Budget::default().time.as_secs()
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

    /// The configuration as TOML, every key with the value in force: what the file
    /// set, and for each key it left out the default it was read with (the
    /// defaults of [`Config::parse`] are the values of [`DEFAULT_TOML`]).
    /// Passwords and organisers' codes are replaced by `"(hidden)"`; a key
    /// without a value (e.g. `mail.inbox`, whose default depends on the data
    /// directory) is left out. `arbiter check-config --show` prints it.
    ///
    /// Errors: [`ConfigError::Show`] if serialising fails (not expected: every
    /// value is a string, number, boolean, list or table).
    pub fn to_toml_secrets_hidden(&self) -> Result<String, ConfigError> {
        let mut shown = self.clone();
        shown.hide_secrets();
        toml::to_string(&shown).map_err(|e| ConfigError::Show {
            message: e.to_string(),
        })
    }

    /// Replaces the IMAP and SMTP passwords and the organisers' codes with
    /// `"(hidden)"`, so that a printed config can be shown to someone.
    fn hide_secrets(&mut self) {
        const HIDDEN: &str = "(hidden)";
        if let Some(imap) = &mut self.inbox.imap {
            imap.password = HIDDEN.into();
        }
        if let Some(password) = self
            .transport
            .smtp
            .as_mut()
            .and_then(|s| s.password.as_mut())
        {
            *password = HIDDEN.into();
        }
        for code in self.arbiter.organiser_codes.values_mut() {
            *code = HIDDEN.into();
        }
    }

    /// Parses and checks TOML text.
    ///
    /// Errors: [`ConfigError::MissingKey`] for a key without a default (see
    /// [`REQUIRED_KEYS`]), [`ConfigError::Parse`] for other TOML and type errors
    /// (the toml message names the key and line) or [`ConfigError::Invalid`].
    pub fn parse(text: &str, origin: &str) -> Result<Config, ConfigError> {
        // serde_path_to_error tells which table a "missing field" is missing from,
        // which toml's own message does not say.
        let config: Config = serde_path_to_error::deserialize(toml::Deserializer::new(text))
            .map_err(|e| Config::read_error(origin, &e))?;
        config.validate()?;
        Ok(config)
    }

    /// The error for TOML that did not deserialise: a missing required key in the
    /// operator's words, anything else as toml says it.
    fn read_error(origin: &str, e: &serde_path_to_error::Error<toml::de::Error>) -> ConfigError {
        let section = e.path().to_string();
        if let Some(k) = required::missing_key(&section, e.inner().message()) {
            let what = if k.section.is_empty() {
                format!("the required section [{}] is missing", k.key)
            } else {
                format!("section [{}] lacks the required key `{}`", k.section, k.key)
            };
            return ConfigError::MissingKey {
                path: origin.into(),
                what,
                purpose: k.purpose,
                example: k.example,
                example_label: k.example_label,
            };
        }
        ConfigError::Parse {
            path: origin.into(),
            message: e.inner().to_string(),
        }
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
        self.mail.batch_time()?;
        if self.mail.batch_messages == 0 {
            return Err(ConfigError::Invalid {
                key: "mail.batch_messages",
                reason: "a batch needs at least one message".into(),
            });
        }
        self.reminders()?;
        self.auth.dns_server_addresses()?;
        self.auth.dkim_timeout()?;
        self.auth.guess_window()?;
        if self.auth.guess_limit == 0 {
            return Err(ConfigError::Invalid {
                key: "auth.guess_limit",
                reason: "must be at least 1 (the failed tries allowed in auth.guess_window)".into(),
            });
        }
        self.tournament.bye_halves()?;
        if self.tournament.pairing_engine.is_empty() {
            return Err(ConfigError::Invalid {
                key: "tournament.pairing_engine",
                reason: "it names no program".into(),
            });
        }
        for organiser in &self.arbiter.organisers {
            if organiser.trim().parse::<lettre::Address>().is_err() {
                return Err(ConfigError::Invalid {
                    key: "arbiter.organisers",
                    reason: format!("{organiser:?} is not an e-mail address"),
                });
            }
        }
        for (organiser, code) in &self.arbiter.organiser_codes {
            if !self
                .arbiter
                .organisers
                .iter()
                .any(|o| o.trim().eq_ignore_ascii_case(organiser.trim()))
            {
                return Err(ConfigError::Invalid {
                    key: "arbiter.organiser_codes",
                    reason: format!("{organiser:?} is not one of arbiter.organisers"),
                });
            }
            if code.trim().chars().count() < 12 || code.contains(']') {
                return Err(ConfigError::Invalid {
                    key: "arbiter.organiser_codes",
                    reason: format!(
                        "the code of {organiser} must have at least 12 characters and no ']'"
                    ),
                });
            }
        }
        if !matches!(self.arbiter.challenges.as_str(), "open" | "approval") {
            return Err(ConfigError::Invalid {
                key: "arbiter.challenges",
                reason: format!(
                    "{:?} is neither \"open\" nor \"approval\"",
                    self.arbiter.challenges
                ),
            });
        }
        if self.limits.search_states == 0 || self.limits.search_seconds == 0 {
            return Err(ConfigError::Invalid {
                key: "limits",
                reason: "search_states and search_seconds must be more than zero".into(),
            });
        }
        if !(1..=365).contains(&self.arbiter.challenge_days) {
            return Err(ConfigError::Invalid {
                key: "arbiter.challenge_days",
                reason: format!("{} is not 1 to 365 days", self.arbiter.challenge_days),
            });
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
        for allowed in &self.auth.allowed_senders {
            let address = allowed.trim().trim_start_matches('@');
            if address.is_empty() || address.contains(char::is_whitespace) {
                return Err(ConfigError::Invalid {
                    key: "auth.allowed_senders",
                    reason: format!("{allowed:?} is neither an address nor an @domain"),
                });
            }
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
                smtp.timeout()?;
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
        self.retry_backoff()?;
        self.validate_inbox()
    }

    fn validate_inbox(&self) -> Result<(), ConfigError> {
        match self.inbox.kind.as_str() {
            "maildir" => Ok(()),
            "imap" => {
                let imap = self.inbox.imap.as_ref().ok_or(ConfigError::Invalid {
                    key: "inbox.imap",
                    reason: "kind = \"imap\" needs an [inbox.imap] section with host, username and password".into(),
                })?;
                if !matches!(imap.security.as_str(), "tls" | "starttls" | "none") {
                    return Err(ConfigError::Invalid {
                        key: "inbox.imap.security",
                        reason: format!("{:?} is not one of tls, starttls, none", imap.security),
                    });
                }
                if imap.host.trim().is_empty() {
                    return Err(ConfigError::Invalid {
                        key: "inbox.imap.host",
                        reason: "must name the IMAP server".into(),
                    });
                }
                if imap.folder == imap.processed_folder {
                    return Err(ConfigError::Invalid {
                        key: "inbox.imap.processed_folder",
                        reason: format!("must differ from inbox.imap.folder ({:?})", imap.folder),
                    });
                }
                if let Some(path) = &imap.ca_file {
                    if let Err(e) = std::fs::metadata(path) {
                        return Err(ConfigError::Invalid {
                            key: "inbox.imap.ca_file",
                            reason: format!("cannot read {}: {e}", path.display()),
                        });
                    }
                }
                Ok(())
            }
            other => Err(ConfigError::Invalid {
                key: "inbox.kind",
                reason: format!("{other:?} is not one of maildir, imap"),
            }),
        }
    }

    /// `transport.retry_backoff` as a duration.
    ///
    /// Errors: [`ConfigError::Invalid`] for text humantime cannot read, or zero.
    pub fn retry_backoff(&self) -> Result<Duration, ConfigError> {
        positive_duration(
            "transport.retry_backoff",
            &self.transport.retry_backoff,
            "\"1m\" or \"30s\"",
        )
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
        positive_duration(
            "mail.poll_interval",
            &self.mail.poll_interval,
            "\"30s\" or \"2m\"",
        )
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
    fn dkim_verification_is_off_by_default_and_its_keys_are_checked() {
        let c = Config::embedded().unwrap();
        assert_eq!(c.auth.verify_dkim, VerifyDkim::Off);
        assert!(c.auth.dns_servers.is_empty());
        assert_eq!(c.auth.dkim_timeout().unwrap(), Duration::from_secs(10));
        let c = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[auth]\nverify_dkim = \"require\"\n\
             dns_servers = [\"127.0.0.1:5353\", \"192.0.2.53\"]\n",
            "t",
        )
        .unwrap();
        assert_eq!(c.auth.verify_dkim, VerifyDkim::Require);
        let servers = c.auth.dns_server_addresses().unwrap();
        assert_eq!(servers[0].port(), 5353);
        assert_eq!(servers[1].port(), 53);
        let bad = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[auth]\ndns_servers = [\"dns.example\"]\n",
            "t",
        )
        .unwrap_err()
        .to_string();
        assert!(
            bad.contains("auth.dns_servers") && bad.contains("dns.example"),
            "{bad}"
        );
        let bad = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[auth]\nverify_dkim = \"yes\"\n",
            "t",
        )
        .unwrap_err()
        .to_string();
        assert!(
            bad.contains("verify_dkim") || bad.contains("require"),
            "{bad}"
        );
    }

    #[test]
    fn a_key_left_out_of_a_file_has_the_value_of_the_embedded_defaults() {
        // `check-config --show` calls the result "the file over the embedded
        // defaults": true only while every serde default equals config.example.toml.
        let embedded = Config::embedded().unwrap();
        let minimal = Config::parse(
            &format!("[arbiter]\naddress = {:?}\n", embedded.arbiter.address),
            "t",
        )
        .unwrap();
        assert_eq!(
            minimal.to_toml_secrets_hidden().unwrap(),
            embedded.to_toml_secrets_hidden().unwrap()
        );
    }

    #[test]
    fn the_shown_toml_reads_back_and_hides_the_secrets() {
        let c = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\norganisers = [\"td@b.c\"]\n\
             [arbiter.organiser_codes]\n\"td@b.c\" = \"a-long-secret-code\"\n\
             [transport]\nkind = \"smtp\"\n\
             [transport.smtp]\nhost = \"relay\"\nusername = \"u\"\npassword = \"pw-secret\"\n",
            "t",
        )
        .unwrap();
        let shown = c.to_toml_secrets_hidden().unwrap();
        assert!(
            !shown.contains("pw-secret") && !shown.contains("a-long-secret-code"),
            "{shown}"
        );
        let back: toml::Table = toml::from_str(&shown).unwrap();
        assert_eq!(
            back["transport"]["smtp"]["password"].as_str(),
            Some("(hidden)")
        );
        assert_eq!(back["transport"]["smtp"]["host"].as_str(), Some("relay"));
        assert_eq!(back["mail"]["poll_interval"].as_str(), Some("30s"));
    }

    #[test]
    fn embedded_defaults_are_valid() {
        let c = Config::embedded().unwrap();
        assert_eq!(c.transport.kind, "file");
        assert_eq!(c.poll_interval().unwrap(), Duration::from_secs(30));
        assert!(c.auth.require_secret);
        assert_eq!(c.mail.stranger_answers_per_hour, 5);
        assert_eq!(c.mail.player_answers_per_hour, 10);
        // A config file without [auth] gets the same safe default.
        let c = Config::parse("[arbiter]\naddress = \"a@b.c\"\n", "t").unwrap();
        assert!(c.auth.require_secret);
    }

    #[test]
    fn allowed_senders_are_addresses_or_domains() {
        let c = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[auth]\nallowed_senders = [\"sec@x.org\", \"@lists.y.org\"]\n",
            "t",
        )
        .unwrap();
        assert!(c.auth.sender_allowed("SEC@x.org"));
        assert!(c.auth.sender_allowed("bot@lists.y.org"));
        assert!(!c.auth.sender_allowed("bot@y.org"));
        let e = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[auth]\nallowed_senders = [\"@\"]\n",
            "t",
        )
        .unwrap_err();
        assert!(e.to_string().contains("auth.allowed_senders"), "{e}");
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
            "[arbiter]\naddress = \"a@b.c\"\nchallenges = \"closed\"\n",
            "t",
        )
        .unwrap_err();
        assert!(e.to_string().contains("arbiter.challenges"), "{e}");
        let e =
            Config::parse("[arbiter]\naddress = \"a@b.c\"\nchallenge_days = 0\n", "t").unwrap_err();
        assert!(e.to_string().contains("arbiter.challenge_days"), "{e}");
        let e = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\norganisers = [\"td@b.c\"]\n[arbiter.organiser_codes]\n\"td@b.c\" = \"short\"\n",
            "t",
        )
        .unwrap_err();
        assert!(e.to_string().contains("arbiter.organiser_codes"), "{e}");
        let e = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[arbiter.organiser_codes]\n\"x@b.c\" = \"long-enough-code\"\n",
            "t",
        )
        .unwrap_err();
        assert!(
            e.to_string().contains("not one of arbiter.organisers"),
            "{e}"
        );
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

    #[test]
    fn inbox_kinds() {
        let c = Config::embedded().unwrap();
        assert_eq!(c.inbox.kind, "maildir");
        let c = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\n[inbox]\nkind = \"imap\"\n[inbox.imap]\nhost = \"127.0.0.1\"\nusername = \"u\"\npassword = \"p\"\nsecurity = \"none\"\n",
            "t",
        )
        .unwrap();
        let imap = c.inbox.imap.unwrap();
        assert_eq!(
            (
                imap.port(),
                imap.folder.as_str(),
                imap.processed_folder.as_str()
            ),
            (143, "INBOX", "processed")
        );
        for (text, key) in [
            ("[inbox]\nkind = \"imap\"\n", "inbox.imap"),
            ("[inbox]\nkind = \"pop3\"\n", "inbox.kind"),
            (
                "[inbox]\nkind = \"imap\"\n[inbox.imap]\nhost = \"h\"\nusername = \"u\"\npassword = \"p\"\nsecurity = \"ssl\"\n",
                "inbox.imap.security",
            ),
            ("[transport]\nretry_backoff = \"soon\"\n", "transport.retry_backoff"),
            (
                "[transport]\nkind = \"smtp\"\n[transport.smtp]\nhost = \"h\"\ntimeout = \"never\"\n",
                "transport.smtp.timeout",
            ),
        ] {
            let e = Config::parse(&format!("[arbiter]\naddress = \"a@b.c\"\n{text}"), "t")
                .unwrap_err();
            assert!(e.to_string().contains(key), "{key}: {e}");
        }
    }
}
