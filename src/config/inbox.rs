//! `[inbox]` and `[inbox.imap]`: where incoming mail is read.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::security::Security;

/// `[inbox]`: where incoming mail is read.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct InboxSection {
    /// `maildir` (the default: the Maildir at `mail.inbox`, noticed by inotify with
    /// the `mail.poll_interval` timer as a fallback) or `imap` (an `[inbox.imap]`
    /// table; new mail noticed by IMAP IDLE).
    #[serde(default)]
    pub kind: InboxKind,
    /// The IMAP mailbox, read when `kind = "imap"`.
    pub imap: Option<ImapSection>,
}

impl Default for InboxSection {
    fn default() -> Self {
        InboxSection {
            kind: InboxKind::Maildir,
            imap: None,
        }
    }
}

/// `[inbox] kind`: where incoming mail is read, spelt `maildir` or `imap`; any
/// other word is refused when the file is read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum InboxKind {
    /// The Maildir at `mail.inbox` (the default).
    #[default]
    Maildir,
    /// The IMAP mailbox of `[inbox.imap]`.
    Imap,
}

/// `[inbox.imap]`: the IMAP mailbox the arbiter reads (RFC 3501, IDLE RFC 2177,
/// MOVE RFC 6851).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ImapSection {
    /// The IMAP server's host name or IP address.
    pub host: String,
    /// Default 993 for `tls`, 143 for `starttls` and `none`.
    pub port: Option<u16>,
    /// The login name.
    pub username: String,
    /// The login password (hidden by `check-config --show`).
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
    pub security: Security,
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
        self.port.unwrap_or(match self.security {
            Security::Tls => 993,
            Security::Starttls | Security::Plain => 143,
        })
    }
}

fn default_imap_folder() -> String {
    "INBOX".into()
}

fn default_processed_folder() -> String {
    "processed".into()
}

fn default_imap_security() -> Security {
    Security::Tls
}

#[cfg(test)]
mod tests {
    use super::InboxKind;
    use crate::config::Config;

    #[test]
    fn inbox_kinds() {
        let c = Config::embedded().unwrap();
        assert_eq!(c.inbox.kind, InboxKind::Maildir);
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
