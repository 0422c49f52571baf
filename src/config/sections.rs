//! The whole [`Config`] and its smaller sections: `[arbiter]`, `[mail]`,
//! `[templates]` and `[publish]`, with the durations read from them.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::auth::AuthSection;
use super::duration::ConfigDuration;
use super::inbox::InboxSection;
use super::play::{ClockSection, LimitsSection, TournamentSection};
use super::transport::TransportSection;
use super::xfcc::XfccSection;
use crate::notation::dialect::Language;

/// The whole configuration, one field per section of the file; every section
/// but `[arbiter]` may be left out (its defaults are those of
/// config.example.toml). [`Config::parse`] reads and validates it.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// `[arbiter]`, the one required section.
    pub arbiter: ArbiterSection,
    /// `[mail]`.
    #[serde(default)]
    pub mail: MailSection,
    /// `[inbox]`.
    #[serde(default)]
    pub inbox: InboxSection,
    /// `[transport]`.
    #[serde(default)]
    pub transport: TransportSection,
    /// `[templates]`.
    #[serde(default)]
    pub templates: TemplatesSection,
    /// `[clock]`.
    #[serde(default)]
    pub clock: ClockSection,
    /// `[limits]`.
    #[serde(default)]
    pub limits: LimitsSection,
    /// `[auth]`.
    #[serde(default)]
    pub auth: AuthSection,
    /// `[tournament]`.
    #[serde(default)]
    pub tournament: TournamentSection,
    /// `[publish]`.
    #[serde(default)]
    pub publish: PublishSection,
    /// `[xfcc]`.
    #[serde(default)]
    pub xfcc: XfccSection,
}

/// `[publish]`: the published site of events and games.
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
    /// The address the site is served at (`https://chess.example/games`), when
    /// it is served: the overview of a player's games then links each public
    /// game's page (`BASE/games/N.html`).
    #[serde(default)]
    pub base_url: Option<String>,
    /// The language of the site's own words (headings, labels, the stepping
    /// script's announcements), an ISO 639-1 code with message files in
    /// locales/ (`en` by default); players' names and moves stay as they are.
    #[serde(default)]
    pub language: Language,
}

impl Default for PublishSection {
    fn default() -> Self {
        PublishSection {
            dir: None,
            title: default_site_title(),
            base_url: None,
            language: Language::English,
        }
    }
}

fn default_site_title() -> String {
    "Correspondence games refereed by pbem-arbiter".to_string()
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
    /// The organisers' addresses: told of every loss on time and of every
    /// message held for them.
    #[serde(default)]
    pub organisers: Vec<String>,
    /// Each organiser's code for commands by mail, by address: an
    /// organiser's mail (`abort 12 reason`, ...) is carried out only when its
    /// subject holds `[Organiser CODE]`, since any `From:` can be forged. At least
    /// 12 characters; an organiser without a code cannot command by mail.
    #[serde(default)]
    pub organiser_codes: BTreeMap<String, String>,
    /// Challenges by mail: `"open"` (default: a game starts when the
    /// challenged player accepts) or `"approval"` (then an organiser must approve).
    #[serde(default)]
    pub challenges: Challenges,
    /// Days a challenge by mail waits for the challenged player's answer ;
    /// after that it lapses, the challenger is told, and an answer gets a reply
    /// saying so. Default 14: two weeks covers a player who reads mail weekly, and
    /// is short enough that a forgotten challenge does not start a game months on.
    /// 1 to 365.
    #[serde(default = "default_challenge_days")]
    pub challenge_days: u32,
}

/// `[arbiter] challenges`: how a challenge by mail becomes a game, spelt `open`
/// or `approval`; any other word is refused when the file is read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Challenges {
    /// The game starts when the challenged player accepts (the default).
    #[default]
    Open,
    /// An organiser must approve the accepted challenge first.
    Approval,
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
    pub poll_interval: ConfigDuration,
    /// Messages larger than this many bytes are refused with a reply.
    #[serde(default = "default_max_bytes")]
    pub max_message_bytes: u64,
    /// Maildir to read; default `DATA_DIR/inbox`.
    pub inbox: Option<PathBuf>,
    /// At most this many answers to the sender alone (refusals, confirmation
    /// requests, help, the board) per rolling hour to an address that plays no game;
    /// later messages are handled, logged and recorded, not answered.
    #[serde(default = "default_stranger_answers")]
    pub stranger_answers_per_hour: u64,
    /// At most this many answers per rolling hour to all the addresses that
    /// play no game together: past it, such mail is recorded and kept, not
    /// answered, until the hour is over, and the organisers are told once an
    /// hour (a list of forged senders cannot make the arbiter a source of
    /// backscatter, RFC 3834 section 2).
    #[serde(default = "default_stranger_answers_total")]
    pub stranger_answers_per_hour_total: u64,
    /// The same limit for an address that plays in a game.
    #[serde(default = "default_player_answers")]
    pub player_answers_per_hour: u64,
    /// Group commit: at most this many waiting messages are handled
    /// in one durable transaction (one fsync for them all). A lone message is
    /// handled at once, never held back to fill a batch.
    #[serde(default = "default_batch_messages")]
    pub batch_messages: usize,
    /// ... and a batch is committed once its handling has taken this long
    /// (humantime, e.g. `"50ms"`), so that no reply waits long for the others.
    #[serde(default = "default_batch_time")]
    pub batch_time: ConfigDuration,
}

impl Default for MailSection {
    fn default() -> Self {
        MailSection {
            poll_interval: default_poll(),
            max_message_bytes: default_max_bytes(),
            inbox: None,
            stranger_answers_per_hour: default_stranger_answers(),
            stranger_answers_per_hour_total: default_stranger_answers_total(),
            player_answers_per_hour: default_player_answers(),
            batch_messages: default_batch_messages(),
            batch_time: default_batch_time(),
        }
    }
}

fn default_batch_messages() -> usize {
    64
}

fn default_batch_time() -> ConfigDuration {
    ConfigDuration::fixed(Duration::from_millis(50), "50ms")
}

fn default_stranger_answers() -> u64 {
    5
}

fn default_stranger_answers_total() -> u64 {
    100
}

fn default_player_answers() -> u64 {
    10
}

fn default_poll() -> ConfigDuration {
    ConfigDuration::fixed(Duration::from_secs(30), "30s")
}

fn default_max_bytes() -> u64 {
    1024 * 1024
}

/// `[templates]`: the operator's own reply templates.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TemplatesSection {
    /// A folder whose files override the embedded templates by name; default
    /// `DATA_DIR/templates` when it exists.
    pub dir: Option<PathBuf>,
}

impl Config {
    /// `clock.reminders` in whole seconds before the deadline, largest first.
    pub fn reminders(&self) -> Vec<i64> {
        let mut out: Vec<i64> = self
            .clock
            .reminders
            .iter()
            .map(ConfigDuration::whole_seconds)
            .collect();
        out.sort_unstable_by(|a, b| b.cmp(a));
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::config::Config;

    #[test]
    fn clock_defaults() {
        let c = Config::embedded().unwrap();
        assert_eq!(c.reminders(), vec![48 * 3600, 24 * 3600]);
        assert_eq!(c.clock.leave_days_per_year, 30);
    }
}
