//! [`Security`]: how a connection to a mail server is protected, for
//! `[transport.smtp] security` and `[inbox.imap] security`.

use std::fmt;

use serde::{Deserialize, Serialize};

/// How a connection to the SMTP relay or the IMAP server is protected, spelt
/// `tls`, `starttls` or `none` in the file; any other word is refused when the
/// file is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Security {
    /// TLS from the first byte (SMTP port 465, IMAP port 993).
    Tls,
    /// A plain connection upgraded by STARTTLS (SMTP port 587, IMAP port 143).
    Starttls,
    /// Plain text throughout (SMTP port 25, IMAP port 143): for a server on
    /// loopback only.
    #[serde(rename = "none")]
    Plain,
}

impl Security {
    /// The word the configuration file uses: `tls`, `starttls` or `none`.
    pub fn as_str(self) -> &'static str {
        match self {
            Security::Tls => "tls",
            Security::Starttls => "starttls",
            Security::Plain => "none",
        }
    }
}

impl fmt::Display for Security {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::Security;

    #[test]
    fn the_words_shown_are_the_words_read() {
        #[derive(serde::Deserialize, serde::Serialize)]
        struct Holder {
            security: Security,
        }
        for security in [Security::Tls, Security::Starttls, Security::Plain] {
            let text = toml::to_string(&Holder { security }).unwrap();
            assert_eq!(text, format!("security = \"{security}\"\n"));
            let back: Holder = toml::from_str(&text).unwrap();
            assert_eq!(back.security, security);
        }
    }
}
