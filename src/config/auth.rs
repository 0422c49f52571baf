//! `[auth]`: whose mail may change a game, and how the sender's domain is checked.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::duration::ConfigDuration;
use super::error::ConfigError;

/// `[auth]`: whose mail may change a game.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct AuthSection {
    /// When true (the default), a move, resignation or draw command counts only from
    /// a mail that carries the player's code for the game (the Reply-To plus-address
    /// or the `[Game N code]` subject tag of the arbiter's messages); any other mail
    /// from the player's address gets a confirmation request first. False trusts
    /// `From:` alone.
    #[serde(default = "default_true")]
    pub require_secret: bool,
    /// `Sender:` addresses allowed on mail whose `From:` is another address: an
    /// address (`secretary@example.org`) or a whole domain (`@example.org`). Mail
    /// whose `Sender:` differs from its `From:` and is not listed is refused.
    #[serde(default)]
    pub allowed_senders: Vec<String>,
    /// Mail-auth verification of the sender's domain: `"off"` (the
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
    pub dkim_timeout: ConfigDuration,
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
    pub guess_window: ConfigDuration,
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

fn default_dkim_timeout() -> ConfigDuration {
    ConfigDuration::fixed(Duration::from_secs(10), "10s")
}

fn default_guess_limit() -> u64 {
    5
}

fn default_guess_window() -> ConfigDuration {
    ConfigDuration::fixed(Duration::from_secs(3600), "1h")
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
    /// # Errors
    ///
    /// [`ConfigError::Invalid`] naming `auth.dns_servers` and the entry
    /// that is neither `IP` nor `IP:PORT`.
    pub fn dns_server_addresses(&self) -> Result<Vec<SocketAddr>, ConfigError> {
        self.dns_servers
            .iter()
            .map(|text| {
                let text = text.trim();
                text.parse::<SocketAddr>()
                    .or_else(|_| {
                        text.parse::<IpAddr>()
                            .map(|ip| SocketAddr::new(ip, 53))
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

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::VerifyDkim;
    use crate::config::Config;

    #[test]
    fn dkim_verification_is_off_by_default_and_its_keys_are_checked() {
        let c = Config::embedded().unwrap();
        assert_eq!(c.auth.verify_dkim, VerifyDkim::Off);
        assert!(c.auth.dns_servers.is_empty());
        assert_eq!(c.auth.dkim_timeout.get(), Duration::from_secs(10));
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
}
