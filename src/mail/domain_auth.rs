//! Mail-auth verification of the sender's domain (`[auth] verify_dkim =
//! "require"`): is a mail authenticated by the domain of its `From:` address?
//!
//! DKIM (RFC 6376) and ARC (RFC 8617) are checked by the `mail-auth` crate; this
//! module only applies the arbiter's policy to its results:
//!
//! - **DKIM**: a signature that verifies (`pass`) with a `d=` aligned with the `From:`
//!   domain (relaxed alignment as in DMARC, RFC 7489 §3.1.1: equal, or the `From:`
//!   domain is a subdomain of `d=`).
//! - **ARC**: or an ARC chain that verifies (`cv=pass` all the way, `pass`), sealed
//!   only by domains the operator trusts (`[auth] arc_trusted_sealers`), whose
//!   oldest ARC-Authentication-Results (`i=1`) says `dkim=pass` for an aligned
//!   `header.d` or `dmarc=pass` for the `From:` domain: the trusted list or
//!   forwarder saw the original signature verify before it changed the mail.
//!
//! Anything else is unauthenticated, with a reason in words for the log and the
//! player. DNS failures (temperror) and a check that takes longer than the timeout
//! are unauthenticated too (never an error): the mail then takes the confirmation
//! path, which keeps its commands, so nothing is lost.
//!
//! The check does network I/O, so the arbiter runs it before its write transaction.
//! It runs on a thread of its own with a current-thread tokio runtime, because the
//! caller may already be inside a runtime (the IMAP daemon), where blocking on a
//! second one is not allowed. Knows no chess rule.

use std::net::SocketAddr;
use std::time::Duration;

use mail_auth::hickory_resolver::config::{
    ConnectionConfig, NameServerConfig, ResolverConfig, ResolverOpts,
};
use mail_auth::{AuthenticatedMessage, DkimResult, MessageAuthenticator};

use crate::config::{AuthSection, ConfigError, VerifyDkim};
use crate::notation::words::Phrase;

/// What the check found: authenticated by the `From:` domain or not, with words
/// saying how or why not (`"DKIM signature of example.org verified"`, `"the DKIM
/// signature for example.org did not verify (...)"`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DomainVerdict {
    /// Authenticated by the `From:` domain; how, in words.
    Authenticated(String),
    /// Not authenticated; why not, as a message of `locales/<code>/proof.ftl`
    /// (the reader's language when the mail is answered).
    Unauthenticated(Phrase),
}

/// The operator's DKIM/ARC settings, checked once at start.
#[derive(Debug, Clone)]
pub struct DomainVerifier {
    /// DNS servers to ask; empty: the system resolver.
    dns_servers: Vec<SocketAddr>,
    /// Trusted ARC sealer domains, lower-cased.
    trusted_sealers: Vec<String>,
    /// The longest one check may take, DNS included.
    timeout: Duration,
}

impl DomainVerifier {
    /// The verifier `[auth]` asks for: `None` when `verify_dkim` is `"off"`.
    ///
    /// # Errors
    ///
    /// [`ConfigError::Invalid`] for a bad `dns_servers` entry.
    pub fn from_config(auth: &AuthSection) -> Result<Option<DomainVerifier>, ConfigError> {
        if auth.verify_dkim == VerifyDkim::Off {
            return Ok(None);
        }
        Ok(Some(DomainVerifier {
            dns_servers: auth.dns_server_addresses()?,
            trusted_sealers: auth
                .arc_trusted_sealers
                .iter()
                .map(|d| d.trim().trim_end_matches('.').to_ascii_lowercase())
                .collect(),
            timeout: auth.dkim_timeout.get(),
        }))
    }

    /// Checks the raw message `raw` (RFC 5322 bytes as received) against
    /// `from_domain`, the domain of its `From:` address. Blocks for at most the
    /// configured timeout (plus the time to start a thread).
    pub fn check(&self, raw: &[u8], from_domain: &str) -> DomainVerdict {
        let from_domain = from_domain
            .trim()
            .trim_end_matches('.')
            .to_ascii_lowercase();
        let seconds = self.timeout.as_secs_f64();
        let outcome = std::thread::scope(|scope| {
            scope
                .spawn(|| {
                    let runtime = tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build()
                        .map_err(|e| Phrase::new("dkim-no-runtime").with("error", e.to_string()))?;
                    runtime.block_on(async {
                        tokio::time::timeout(self.timeout, self.verify(raw, &from_domain))
                            .await
                            .map_err(|_| {
                                Phrase::new("dkim-timeout")
                                    .with("domain", from_domain.as_str())
                                    .with("seconds", seconds.to_string())
                            })?
                    })
                })
                .join()
                .unwrap_or_else(|_| Err(Phrase::new("dkim-failed")))
        });
        match outcome {
            Ok(verdict) => verdict,
            Err(reason) => DomainVerdict::Unauthenticated(reason),
        }
    }

    /// A mail-auth authenticator that asks the configured DNS servers (2 s per
    /// query, one attempt each), or the system resolver when none is configured.
    /// Call it inside the tokio runtime that will use it.
    ///
    /// # Errors
    ///
    /// [`ResolverError`] when the resolver cannot be set up (an unreadable
    /// /etc/resolv.conf).
    pub fn authenticator(&self) -> Result<MessageAuthenticator, ResolverError> {
        let made = if self.dns_servers.is_empty() {
            MessageAuthenticator::new_system_conf()
        } else {
            let servers = self
                .dns_servers
                .iter()
                .map(|addr| {
                    let mut udp = ConnectionConfig::udp();
                    udp.port = addr.port();
                    let mut tcp = ConnectionConfig::tcp();
                    tcp.port = addr.port();
                    NameServerConfig::new(addr.ip(), true, vec![udp, tcp])
                })
                .collect();
            let mut options = ResolverOpts::default();
            options.timeout = Duration::from_secs(2);
            options.attempts = 1;
            MessageAuthenticator::new(ResolverConfig::from_name_servers(servers), options)
        };
        made.map_err(ResolverError)
    }

    async fn verify(&self, raw: &[u8], from_domain: &str) -> Result<DomainVerdict, Phrase> {
        let Some(message) = AuthenticatedMessage::parse(raw) else {
            return Ok(DomainVerdict::Unauthenticated(Phrase::new(
                "dkim-unreadable-header",
            )));
        };
        let authenticator = self
            .authenticator()
            .map_err(|e| Phrase::new("dkim-no-dns").with("error", e.to_string()))?;
        let dkim = authenticator.verify_dkim(&message).await;
        let signatures: Vec<Signed> = dkim
            .iter()
            .map(|out| Signed {
                domain: out
                    .signature()
                    .map(|s| s.d.trim_end_matches('.').to_ascii_lowercase())
                    .unwrap_or_default(),
                result: Found::of(out.result()),
            })
            .collect();
        let chain = if message.ams_headers.is_empty() {
            None
        } else {
            let arc = authenticator.verify_arc(&message).await;
            let mut sets: Vec<(u32, String, String)> = arc
                .sets()
                .iter()
                .map(|set| {
                    (
                        set.seal.header.i,
                        set.seal.header.d.trim_end_matches('.').to_ascii_lowercase(),
                        String::from_utf8_lossy(set.results.value).into_owned(),
                    )
                })
                .collect();
            sets.sort_by_key(|(i, _, _)| *i);
            Some(Chain {
                result: Found::of(arc.result()),
                sealers: sets.iter().map(|(_, d, _)| d.clone()).collect(),
                oldest_results: sets.first().map(|(_, _, r)| r.clone()),
            })
        };
        Ok(judge(
            from_domain,
            &signatures,
            chain.as_ref(),
            &self.trusted_sealers,
        ))
    }
}

/// A DKIM or ARC result in the policy's terms.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Found {
    Pass,
    /// Did not verify (fail, neutral, permerror), with the crate's words.
    Fail(String),
    /// The key could not be looked up (DNS), with the crate's words.
    TempError(String),
    None,
}

impl Found {
    fn of(result: &DkimResult) -> Found {
        match result {
            DkimResult::Pass => Found::Pass,
            DkimResult::Neutral(e) | DkimResult::Fail(e) | DkimResult::PermError(e) => {
                Found::Fail(e.to_string())
            }
            DkimResult::TempError(e) => Found::TempError(e.to_string()),
            DkimResult::None => Found::None,
        }
    }
}

/// One DKIM-Signature: its `d=` (lower-cased; empty when unreadable) and result.
#[derive(Debug, Clone)]
struct Signed {
    domain: String,
    result: Found,
}

/// An ARC chain: its result, its sealers (oldest first) and the text of its oldest
/// ARC-Authentication-Results.
#[derive(Debug, Clone)]
struct Chain {
    result: Found,
    sealers: Vec<String>,
    oldest_results: Option<String>,
}

/// Relaxed alignment (RFC 7489 §3.1.1): `from` equals `d` or is a subdomain of it.
fn aligned(from: &str, d: &str) -> bool {
    !d.is_empty()
        && (from.eq_ignore_ascii_case(d)
            || from
                .to_ascii_lowercase()
                .ends_with(&format!(".{}", d.to_ascii_lowercase())))
}

/// True when an Authentication-Results text (RFC 8601) reports `dkim=pass` for a
/// `header.d` (or `header.i=...@domain`) aligned with `from`, or `dmarc=pass` for
/// `header.from` = `from`. Written by hand: mail-auth 0.13 writes these headers but
/// has no public reader for them; the format is `authserv-id; method=result
/// property=value ...; ...`.
fn results_pass_for(results: &str, from: &str) -> bool {
    results.split(';').any(|clause| {
        let words: Vec<&str> = clause
            .split_whitespace()
            .map(|w| w.trim_matches(['(', ')']))
            .collect();
        let property = |name: &str| {
            words.iter().find_map(|w| {
                w.split_once('=')
                    .filter(|(k, _)| k.eq_ignore_ascii_case(name))
                    .map(|(_, v)| v.trim_matches('"').trim_end_matches('.'))
            })
        };
        let method = words.first().and_then(|w| w.split_once('='));
        match method {
            Some((m, r)) if m.eq_ignore_ascii_case("dkim") && r.eq_ignore_ascii_case("pass") => {
                let d = property("header.d").or_else(|| {
                    property("header.i").and_then(|i| i.rsplit_once('@').map(|(_, d)| d))
                });
                d.is_some_and(|d| aligned(from, d))
            }
            Some((m, r)) if m.eq_ignore_ascii_case("dmarc") && r.eq_ignore_ascii_case("pass") => {
                property("header.from").is_some_and(|d| d.eq_ignore_ascii_case(from))
            }
            _ => false,
        }
    })
}

/// The policy (see the module comment) applied to what was found.
fn judge(
    from: &str,
    signatures: &[Signed],
    chain: Option<&Chain>,
    trusted_sealers: &[String],
) -> DomainVerdict {
    if let Some(s) = signatures
        .iter()
        .find(|s| s.result == Found::Pass && aligned(from, &s.domain))
    {
        return DomainVerdict::Authenticated(format!("DKIM signature of {} verified", s.domain));
    }
    let arc_note = match chain.map(|c| arc_verdict(from, c, trusted_sealers)) {
        Some(ArcSays::Vouches(words)) => return DomainVerdict::Authenticated(words),
        Some(ArcSays::DoesNotHelp(note)) => note,
        None => None,
    };
    let reason = dkim_reason(from, signatures);
    DomainVerdict::Unauthenticated(match arc_note {
        Some(note) => Phrase::new("dkim-and-arc")
            .with("dkim", reason)
            .with("arc", note),
        None => reason,
    })
}

/// What an ARC chain says for the `From:` domain.
enum ArcSays {
    /// A chain sealed only by trusted sealers vouches for the domain's DKIM
    /// signature: the mail is authenticated (the words of the verdict).
    Vouches(String),
    /// Why the chain does not help, if it says anything at all.
    DoesNotHelp(Option<Phrase>),
}

/// What the ARC `chain` says for `from`, given the sealers this arbiter trusts.
fn arc_verdict(from: &str, chain: &Chain, trusted_sealers: &[String]) -> ArcSays {
    let untrusted: Vec<&str> = chain
        .sealers
        .iter()
        .filter(|d| !trusted_sealers.contains(d))
        .map(String::as_str)
        .collect();
    ArcSays::DoesNotHelp(match &chain.result {
        Found::Pass if untrusted.is_empty() && !chain.sealers.is_empty() => {
            let vouched = chain
                .oldest_results
                .as_deref()
                .is_some_and(|r| results_pass_for(r, from));
            if vouched {
                return ArcSays::Vouches(format!(
                    "ARC chain sealed by {} (trusted) vouches for {from}",
                    chain.sealers.join(", ")
                ));
            }
            Some(
                Phrase::new("arc-not-vouched")
                    .with("sealers", chain.sealers.join(", "))
                    .with("domain", from),
            )
        }
        Found::Pass if untrusted.is_empty() => Some(Phrase::new("arc-sealed-by-nobody")),
        Found::Pass => Some(Phrase::new("arc-untrusted").with("sealers", untrusted.join(", "))),
        Found::Fail(e) => Some(Phrase::new("arc-failed").with("error", e.as_str())),
        Found::TempError(e) => Some(Phrase::new("arc-unchecked").with("error", e.as_str())),
        Found::None => None,
    })
}

/// Why no DKIM signature authenticates `from`: its own signature's key could not
/// be looked up, or it did not verify, or the mail is signed by others or not at
/// all.
fn dkim_reason(from: &str, signatures: &[Signed]) -> Phrase {
    let own: Vec<&Signed> = signatures
        .iter()
        .filter(|s| aligned(from, &s.domain))
        .collect();
    let lookup_failed = own.iter().find_map(|s| match &s.result {
        Found::TempError(e) => Some((s, e)),
        _ => None,
    });
    if let Some((s, e)) = lookup_failed {
        return Phrase::new("dkim-no-key")
            .with("domain", s.domain.as_str())
            .with("error", e.as_str());
    }
    if let Some(s) = own.first() {
        return match &s.result {
            Found::Fail(e) => Phrase::new("dkim-failed-because")
                .with("domain", s.domain.as_str())
                .with("error", e.as_str()),
            _ => Phrase::new("dkim-not-verified").with("domain", s.domain.as_str()),
        };
    }
    let others: Vec<&str> = signatures
        .iter()
        .filter(|s| !s.domain.is_empty())
        .map(|s| s.domain.as_str())
        .collect();
    if others.is_empty() {
        Phrase::new("dkim-none").with("domain", from)
    } else {
        Phrase::new("dkim-others")
            .with("others", others.join(", "))
            .with("domain", from)
    }
}

/// The DNS resolver of the DKIM and ARC checks could not be set up; the message
/// is the resolver's own.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct ResolverError(mail_auth::hickory_resolver::net::NetError);

#[cfg(test)]
mod tests {
    use super::*;

    fn signed(domain: &str, result: Found) -> Signed {
        Signed {
            domain: domain.into(),
            result,
        }
    }

    #[test]
    fn alignment_is_relaxed() {
        assert!(aligned("example.org", "example.org"));
        assert!(aligned("mail.example.org", "example.org"));
        assert!(!aligned("example.org", "mail.example.org"));
        assert!(!aligned("badexample.org", "example.org"));
        assert!(!aligned("example.org", ""));
    }

    #[test]
    fn an_aligned_pass_authenticates_and_others_say_why_not() {
        let pass = [signed("example.org", Found::Pass)];
        assert!(matches!(
            judge("example.org", &pass, None, &[]),
            DomainVerdict::Authenticated(_)
        ));
        let evil = [signed("evil.example", Found::Pass)];
        let DomainVerdict::Unauthenticated(why) = judge("example.org", &evil, None, &[]) else {
            panic!("evil.example's signature authenticated example.org")
        };
        assert!(
            why.to_string().contains("signed (DKIM) by evil.example"),
            "{why}"
        );
        let broken = [signed("example.org", Found::Fail("body hash".into()))];
        let DomainVerdict::Unauthenticated(why) = judge("example.org", &broken, None, &[]) else {
            panic!()
        };
        assert!(
            why.to_string()
                .contains("DKIM signature for example.org did not verify"),
            "{why}"
        );
        let DomainVerdict::Unauthenticated(why) = judge("example.org", &[], None, &[]) else {
            panic!()
        };
        assert!(
            why.to_string().contains("no DKIM signature of example.org"),
            "{why}"
        );
    }

    #[test]
    fn arc_counts_only_from_trusted_sealers_that_saw_a_pass() {
        let broken = [signed("example.org", Found::Fail("body hash".into()))];
        let chain = Chain {
            result: Found::Pass,
            sealers: vec!["lists.example.net".into()],
            oldest_results: Some(
                " i=1; lists.example.net; dkim=pass header.d=example.org header.s=sel".into(),
            ),
        };
        let trusted = ["lists.example.net".to_string()];
        assert!(matches!(
            judge("example.org", &broken, Some(&chain), &trusted),
            DomainVerdict::Authenticated(_)
        ));
        let DomainVerdict::Unauthenticated(why) = judge("example.org", &broken, Some(&chain), &[])
        else {
            panic!()
        };
        assert!(why.to_string().contains("does not trust"), "{why}");
        let other = Chain {
            oldest_results: Some(" i=1; lists.example.net; dkim=pass header.d=evil.example".into()),
            ..chain.clone()
        };
        assert!(matches!(
            judge("example.org", &broken, Some(&other), &trusted),
            DomainVerdict::Unauthenticated(_)
        ));
    }

    #[test]
    fn authentication_results_are_read_per_clause() {
        assert!(results_pass_for(
            "i=1; mx.example.net; spf=fail; dkim=pass (good) header.i=@example.org",
            "example.org"
        ));
        assert!(results_pass_for(
            "i=1; mx; dmarc=pass (p=none) header.from=example.org",
            "example.org"
        ));
        assert!(!results_pass_for(
            "i=1; mx; dkim=fail header.d=example.org",
            "example.org"
        ));
        assert!(!results_pass_for("", "example.org"));
    }
}
