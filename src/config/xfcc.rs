//! `[xfcc]`: the Xfcc endpoint (XfccBasic over SOAP 1.1 and HTTP) that players'
//! chess programs talk to, and its checks.

use std::net::SocketAddr;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::error::ConfigError;

/// `[xfcc]`: where `arbiter run` serves the Xfcc endpoint. Every key is
/// optional; without `listen` there is no endpoint and the other keys are
/// refused (they would do nothing).
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct XfccSection {
    /// The IP address and port to listen on, `"127.0.0.1:8089"` or
    /// `"[::1]:8089"` (port 0: one the system picks). Plain HTTP only on a
    /// loopback address (a reverse proxy on the same machine adds the TLS);
    /// any other address needs `tls_cert` and `tls_key`.
    pub listen: Option<String>,
    /// The endpoint's address as players type it into their program,
    /// `https://chess.example/xfccbasic.asmx` (`http://` or `https://`, a host,
    /// no query or fragment): told in the password mail and written as the
    /// WSDL's `soap:address`. Unset, the WSDL names the address the request
    /// came to.
    pub public_url: Option<String>,
    /// A PEM file with the server's certificate chain (the server's own
    /// certificate first): the endpoint then speaks TLS. Goes with `tls_key`.
    pub tls_cert: Option<PathBuf>,
    /// The PEM file of `tls_cert`'s private key. Goes with `tls_cert`.
    pub tls_key: Option<PathBuf>,
}

impl XfccSection {
    /// The address to listen on, `None` when there is no endpoint.
    ///
    /// # Errors
    ///
    /// [`ConfigError::Invalid`] for `xfcc.listen` when it is no IP address
    /// with a port.
    pub fn listen_address(&self) -> Result<Option<SocketAddr>, ConfigError> {
        let Some(text) = &self.listen else {
            return Ok(None);
        };
        let text = text.trim();
        text.parse::<SocketAddr>()
            .map(Some)
            .map_err(|_| ConfigError::Invalid {
                key: "xfcc.listen",
                reason: format!(
                    "{text:?} is not an IP address with a port (write e.g. \"127.0.0.1:8089\" or \"[::1]:8089\")"
                ),
            })
    }

    /// Whether the endpoint speaks TLS (`tls_cert` and `tls_key` both set).
    pub fn tls(&self) -> bool {
        self.tls_cert.is_some() && self.tls_key.is_some()
    }

    /// The checks of `[xfcc]`: `listen` reads as an IP address and port; the
    /// other keys only with it; `tls_cert` and `tls_key` together and both
    /// existing files; plain HTTP only on a loopback address; `public_url`
    /// an `http://` or `https://` address with a host and without query,
    /// fragment or white space.
    ///
    /// # Errors
    ///
    /// [`ConfigError::Invalid`] naming the first key found wrong and why.
    pub(super) fn validate(&self) -> Result<(), ConfigError> {
        let Some(listen) = self.listen_address()? else {
            for (key, set) in [
                ("xfcc.public_url", self.public_url.is_some()),
                ("xfcc.tls_cert", self.tls_cert.is_some()),
                ("xfcc.tls_key", self.tls_key.is_some()),
            ] {
                if set {
                    return Err(ConfigError::Invalid {
                        key,
                        reason: "there is no Xfcc endpoint without xfcc.listen (set it, or leave this key out)".into(),
                    });
                }
            }
            return Ok(());
        };
        if self.tls_cert.is_some() != self.tls_key.is_some() {
            return Err(ConfigError::Invalid {
                key: if self.tls_cert.is_some() {
                    "xfcc.tls_key"
                } else {
                    "xfcc.tls_cert"
                },
                reason: "tls_cert and tls_key go together".into(),
            });
        }
        for (key, path) in [
            ("xfcc.tls_cert", &self.tls_cert),
            ("xfcc.tls_key", &self.tls_key),
        ] {
            if let Some(path) = path {
                if let Err(e) = std::fs::metadata(path) {
                    return Err(ConfigError::Invalid {
                        key,
                        reason: format!("cannot read {}: {e}", path.display()),
                    });
                }
            }
        }
        if !self.tls() && !listen.ip().is_loopback() {
            return Err(ConfigError::Invalid {
                key: "xfcc.listen",
                reason: format!(
                    "{listen} is not a loopback address: plain HTTP would carry the players' passwords in clear; \
                     set tls_cert and tls_key, or listen on 127.0.0.1 behind a reverse proxy that adds TLS"
                ),
            });
        }
        if let Some(url) = &self.public_url {
            public_url(url)?;
        }
        Ok(())
    }
}

/// `[xfcc] public_url`: `http://` or `https://` (any case), a host, no query,
/// fragment, white space or control character.
fn public_url(url: &str) -> Result<(), ConfigError> {
    let invalid = |why: &str| ConfigError::Invalid {
        key: "xfcc.public_url",
        reason: format!("{url:?} {why} (write e.g. \"https://chess.example/xfccbasic.asmx\")"),
    };
    let lower = url.to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))
        .ok_or_else(|| invalid("does not start with http:// or https://"))?;
    if url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(invalid("has white space or a control character"));
    }
    if url.contains(['?', '#']) {
        return Err(invalid("has a query or fragment (`?` or `#`)"));
    }
    let host = rest.split('/').next().unwrap_or_default();
    if host.is_empty() || host.contains('@') {
        return Err(invalid("names no host (or a user before it)"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::config::Config;

    fn parse(xfcc: &str) -> Result<Config, String> {
        Config::parse(
            &format!("[arbiter]\naddress = \"a@b.c\"\n[xfcc]\n{xfcc}"),
            "t",
        )
        .map_err(|e| e.to_string())
    }

    #[test]
    fn no_listen_no_endpoint_and_no_other_key() {
        let c = parse("").unwrap();
        assert_eq!(c.xfcc.listen_address().unwrap(), None);
        assert!(!c.xfcc.tls());
        let e = parse("public_url = \"https://x.example/xfccbasic.asmx\"\n").unwrap_err();
        assert!(
            e.contains("xfcc.public_url") && e.contains("xfcc.listen"),
            "{e}"
        );
        let e = parse("tls_cert = \"/etc/hostname\"\n").unwrap_err();
        assert!(e.contains("xfcc.tls_cert"), "{e}");
    }

    #[test]
    fn listen_is_an_ip_address_and_port() {
        for good in ["127.0.0.1:8089", " 127.0.0.1:0 ", "[::1]:8089"] {
            let c = parse(&format!("listen = {good:?}\n")).unwrap();
            assert!(c.xfcc.listen_address().unwrap().is_some(), "{good}");
        }
        for bad in ["localhost:8089", "127.0.0.1", "8089", "127.0.0.1:99999", ""] {
            let e = parse(&format!("listen = {bad:?}\n")).unwrap_err();
            assert!(
                e.contains("xfcc.listen") && e.contains("127.0.0.1:8089"),
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn plain_http_only_on_loopback_and_tls_files_together_and_present() {
        let e = parse("listen = \"0.0.0.0:8089\"\n").unwrap_err();
        assert!(
            e.contains("xfcc.listen") && e.contains("loopback") && e.contains("tls_cert"),
            "{e}"
        );
        let dir = tempfile::tempdir().unwrap();
        let cert = dir.path().join("cert.pem");
        let key = dir.path().join("key.pem");
        std::fs::write(&cert, "x").unwrap();
        std::fs::write(&key, "x").unwrap();
        let e = parse(&format!(
            "listen = \"0.0.0.0:8089\"\ntls_cert = {:?}\n",
            cert.display().to_string()
        ))
        .unwrap_err();
        assert!(
            e.contains("xfcc.tls_key") && e.contains("go together"),
            "{e}"
        );
        let e = parse(&format!(
            "listen = \"0.0.0.0:8089\"\ntls_cert = {:?}\ntls_key = \"/nowhere/key.pem\"\n",
            cert.display().to_string()
        ))
        .unwrap_err();
        assert!(
            e.contains("xfcc.tls_key") && e.contains("/nowhere/key.pem"),
            "{e}"
        );
        let c = parse(&format!(
            "listen = \"0.0.0.0:8089\"\ntls_cert = {:?}\ntls_key = {:?}\n",
            cert.display().to_string(),
            key.display().to_string()
        ))
        .unwrap();
        assert!(c.xfcc.tls());
    }

    #[test]
    fn public_url_is_an_http_address_with_a_host() {
        for good in [
            "https://chess.example/xfccbasic.asmx",
            "HTTP://127.0.0.1:8089/XfccBasic.asmx",
            "https://[::1]:8089/x",
        ] {
            parse(&format!(
                "listen = \"127.0.0.1:8089\"\npublic_url = {good:?}\n"
            ))
            .unwrap_or_else(|e| panic!("{good}: {e}"));
        }
        for bad in [
            "chess.example/xfccbasic.asmx",
            "ftp://chess.example/x",
            "https:///xfccbasic.asmx",
            "https://chess.example/x?WSDL",
            "https://chess.example/x#a",
            "https://chess .example/x",
            "https://user@chess.example/x",
        ] {
            let e = parse(&format!(
                "listen = \"127.0.0.1:8089\"\npublic_url = {bad:?}\n"
            ))
            .unwrap_err();
            assert!(e.contains("xfcc.public_url"), "{bad}: {e}");
        }
    }
}
