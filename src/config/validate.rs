//! [`Config::validate`]: the checks the types of the sections cannot make, one
//! step per section, each failing with [`ConfigError::Invalid`] naming the key.

use super::auth::AuthSection;
use super::error::ConfigError;
use super::inbox::{InboxKind, InboxSection};
use super::play::{LimitsSection, TournamentSection};
use super::sections::{ArbiterSection, Config};
use super::transport::TransportKind;

impl Config {
    /// Checks every section in turn: `[arbiter]`, `[mail]`, `[clock]`, `[auth]`,
    /// `[tournament]`, `[limits]`, `[transport]`, `[inbox]`, `[xfcc]`.
    ///
    /// # Errors
    ///
    /// [`ConfigError::Invalid`] naming the first key found wrong and why.
    pub(super) fn validate(&self) -> Result<(), ConfigError> {
        arbiter(&self.arbiter)?;
        organisers(&self.arbiter)?;
        self.validate_mail()?;
        self.validate_clock()?;
        auth(&self.auth)?;
        tournament(&self.tournament)?;
        limits(&self.limits)?;
        self.validate_transport()?;
        inbox(&self.inbox)?;
        self.xfcc.validate()
    }

    /// `[mail]`: the poll interval and batch time read, a batch of at least one
    /// message, messages of at least 1 KiB.
    fn validate_mail(&self) -> Result<(), ConfigError> {
        self.mail.poll_interval.positive("mail.poll_interval")?;
        if self.mail.batch_messages == 0 {
            return Err(ConfigError::Invalid {
                key: "mail.batch_messages",
                reason: "a batch needs at least one message".into(),
            });
        }
        if self.mail.max_message_bytes < 1024 {
            return Err(ConfigError::Invalid {
                key: "mail.max_message_bytes",
                reason: "must be at least 1024 bytes".into(),
            });
        }
        Ok(())
    }

    /// `[clock]`: the reminders read, at most a year's days of leave.
    fn validate_clock(&self) -> Result<(), ConfigError> {
        for reminder in &self.clock.reminders {
            reminder.positive("clock.reminders")?;
        }
        if self.clock.leave_days_per_year > 366 {
            return Err(ConfigError::Invalid {
                key: "clock.leave_days_per_year",
                reason: "a year has at most 366 days".into(),
            });
        }
        Ok(())
    }

    /// `[transport]`: for SMTP a `[transport.smtp]` with a timeout that reads
    /// and a username only with a password; a retry backoff that reads.
    fn validate_transport(&self) -> Result<(), ConfigError> {
        if self.transport.kind == TransportKind::Smtp {
            let smtp = self.transport.smtp.as_ref().ok_or(ConfigError::Invalid {
                key: "transport.smtp",
                reason: "kind = \"smtp\" needs a [transport.smtp] section with host".into(),
            })?;
            smtp.timeout.positive("transport.smtp.timeout")?;
            if smtp.username.is_some() != smtp.password.is_some() {
                return Err(ConfigError::Invalid {
                    key: "transport.smtp.password",
                    reason: "username and password go together".into(),
                });
            }
        }
        self.transport
            .retry_backoff
            .positive("transport.retry_backoff")?;
        Ok(())
    }
}

/// `[arbiter]`: an address that parses, 1 to 365 days for a challenge's answer.
fn arbiter(arbiter: &ArbiterSection) -> Result<(), ConfigError> {
    let address = arbiter.address.trim();
    if address.parse::<lettre::Address>().is_err() {
        return Err(ConfigError::Invalid {
            key: "arbiter.address",
            reason: format!("{address:?} is not an e-mail address"),
        });
    }
    if !(1..=365).contains(&arbiter.challenge_days) {
        return Err(ConfigError::Invalid {
            key: "arbiter.challenge_days",
            reason: format!("{} is not 1 to 365 days", arbiter.challenge_days),
        });
    }
    Ok(())
}

/// `[arbiter] organisers` are addresses, and each of `organiser_codes` belongs
/// to one of them and has at least 12 characters and no `]`.
fn organisers(arbiter: &ArbiterSection) -> Result<(), ConfigError> {
    for organiser in &arbiter.organisers {
        if organiser.trim().parse::<lettre::Address>().is_err() {
            return Err(ConfigError::Invalid {
                key: "arbiter.organisers",
                reason: format!("{organiser:?} is not an e-mail address"),
            });
        }
    }
    for (organiser, code) in &arbiter.organiser_codes {
        if !arbiter
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
    Ok(())
}

/// `[auth]`: DNS servers, timeout and window that read, a guess limit of at
/// least one, allowed senders that are addresses or `@domain`s.
fn auth(auth: &AuthSection) -> Result<(), ConfigError> {
    auth.dns_server_addresses()?;
    auth.dkim_timeout.positive("auth.dkim_timeout")?;
    auth.guess_window.positive("auth.guess_window")?;
    if auth.guess_limit == 0 {
        return Err(ConfigError::Invalid {
            key: "auth.guess_limit",
            reason: "must be at least 1 (the failed tries allowed in auth.guess_window)".into(),
        });
    }
    for allowed in &auth.allowed_senders {
        let address = allowed.trim().trim_start_matches('@');
        if address.is_empty() || address.contains(char::is_whitespace) {
            return Err(ConfigError::Invalid {
                key: "auth.allowed_senders",
                reason: format!("{allowed:?} is neither an address nor an @domain"),
            });
        }
    }
    Ok(())
}

/// `[tournament]`: a bye worth 1, 1/2 or 0 and a pairing engine that names a
/// program.
fn tournament(tournament: &TournamentSection) -> Result<(), ConfigError> {
    tournament.bye_halves()?;
    if tournament.pairing_engine.is_empty() {
        return Err(ConfigError::Invalid {
            key: "tournament.pairing_engine",
            reason: "it names no program".into(),
        });
    }
    Ok(())
}

/// `[limits]`: a search budget of more than zero states and seconds.
fn limits(limits: &LimitsSection) -> Result<(), ConfigError> {
    if limits.search_states == 0 || limits.search_seconds == 0 {
        return Err(ConfigError::Invalid {
            key: "limits",
            reason: "search_states and search_seconds must be more than zero".into(),
        });
    }
    Ok(())
}

/// `[inbox]`: for IMAP an `[inbox.imap]` with a host, two different folders and
/// a CA file that can be read.
fn inbox(inbox: &InboxSection) -> Result<(), ConfigError> {
    if inbox.kind != InboxKind::Imap {
        return Ok(());
    }
    let imap = inbox.imap.as_ref().ok_or(ConfigError::Invalid {
        key: "inbox.imap",
        reason: "kind = \"imap\" needs an [inbox.imap] section with host, username and password"
            .into(),
    })?;
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

#[cfg(test)]
mod tests {
    use crate::config::Config;

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
}
