//! Reading a configuration: the file or the embedded defaults, parsed and
//! checked, and written back as TOML for `check-config --show`.

use std::path::Path;

use super::error::ConfigError;
use super::required;
use super::sections::Config;

/// The embedded default configuration (the same text as config.example.toml).
pub const DEFAULT_TOML: &str = include_str!("../../config.example.toml");

impl Config {
    /// The embedded defaults.
    ///
    /// # Errors
    ///
    /// None in practice: a broken embedded file would be reported as by
    /// [`Config::parse`].
    pub fn embedded() -> Result<Config, ConfigError> {
        Config::parse(DEFAULT_TOML, "(embedded defaults)")
    }

    /// Reads a config file.
    ///
    /// # Errors
    ///
    /// [`ConfigError`] naming the key and the reason.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|error| ConfigError::Read {
            path: path.into(),
            error,
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
    /// # Errors
    ///
    /// [`ConfigError::Show`] if serialising fails (not expected: every
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
    /// # Errors
    ///
    /// [`ConfigError::MissingKey`] for a key without a default (see
    /// [`REQUIRED_KEYS`](crate::config::REQUIRED_KEYS)), [`ConfigError::Value`] for a word a key cannot take or text that is no duration,
    /// [`ConfigError::Parse`] for other TOML and type errors (the toml message
    /// names the line) or [`ConfigError::Invalid`].
    pub fn parse(text: &str, origin: &str) -> Result<Config, ConfigError> {
        // serde_path_to_error tells which table a "missing field" is missing from,
        // which toml's own message does not say.
        let config: Config = serde_path_to_error::deserialize(toml::Deserializer::new(text))
            .map_err(|e| Config::read_error(origin, &e))?;
        config.validate()?;
        Ok(config)
    }

    /// The error for TOML that did not deserialise: a missing required key in the
    /// operator's words, a word a key cannot take with the key's full name,
    /// anything else as toml says it.
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
        let message = e.inner().message();
        if message.starts_with("unknown variant") || message.contains("is no duration") {
            // A key that takes one of a few words (`transport.kind`) or a duration:
            // toml's message shows only the line, not the key's table.
            return ConfigError::Value {
                path: origin.into(),
                key: e.path().to_string(),
                message: e.inner().to_string(),
            };
        }
        ConfigError::Parse {
            path: origin.into(),
            message: e.inner().to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::config::{Config, TransportKind};

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
        assert_eq!(c.transport.kind, TransportKind::File);
        assert_eq!(c.mail.poll_interval.get(), Duration::from_secs(30));
        assert!(c.auth.require_secret);
        assert_eq!(c.mail.stranger_answers_per_hour, 5);
        assert_eq!(c.mail.player_answers_per_hour, 10);
        // A config file without [auth] gets the same safe default.
        let c = Config::parse("[arbiter]\naddress = \"a@b.c\"\n", "t").unwrap();
        assert!(c.auth.require_secret);
    }

    #[test]
    fn a_word_a_key_cannot_take_is_refused_naming_the_key_and_the_words() {
        for (text, key, words) in [
            (
                "[transport]\nkind = \"pigeon\"\n",
                "transport.kind",
                &["`file`", "`smtp`", "`sendmail`"][..],
            ),
            (
                "[transport]\nkind = \"smtp\"\n[transport.smtp]\nhost = \"h\"\nsecurity = \"ssl\"\n",
                "transport.smtp.security",
                &["`tls`", "`starttls`", "`none`"],
            ),
            (
                "[inbox]\nkind = \"imap\"\n[inbox.imap]\nhost = \"h\"\nusername = \"u\"\npassword = \"p\"\nsecurity = \"ssl\"\n",
                "inbox.imap.security",
                &["`tls`", "`starttls`", "`none`"],
            ),
            ("[inbox]\nkind = \"pop3\"\n", "inbox.kind", &["`maildir`", "`imap`"]),
            (
                "[arbiter]\nchallenges = \"closed\"\n",
                "arbiter.challenges",
                &["`open`", "`approval`"],
            ),
        ] {
            let text = format!("[arbiter]\naddress = \"a@b.c\"\n{text}").replace(
                "\n[arbiter]\nchallenges",
                "\nchallenges",
            );
            let e = Config::parse(&text, "t").unwrap_err().to_string();
            assert!(e.contains(&format!("key `{key}`")), "{key}: {e}");
            for word in words {
                assert!(e.contains(word), "{key}: {word}: {e}");
            }
        }
    }

    #[test]
    fn the_shown_toml_spells_the_words_as_the_file_does() {
        let c = Config::parse(
            "[arbiter]\naddress = \"a@b.c\"\nchallenges = \"approval\"\n\
             [transport]\nkind = \"smtp\"\n[transport.smtp]\nhost = \"relay\"\nsecurity = \"none\"\n\
             [inbox.imap]\nhost = \"h\"\nusername = \"u\"\npassword = \"p\"\n",
            "t",
        )
        .unwrap();
        let shown: toml::Table = toml::from_str(&c.to_toml_secrets_hidden().unwrap()).unwrap();
        assert_eq!(shown["arbiter"]["challenges"].as_str(), Some("approval"));
        assert_eq!(shown["transport"]["kind"].as_str(), Some("smtp"));
        assert_eq!(
            shown["transport"]["smtp"]["security"].as_str(),
            Some("none")
        );
        assert_eq!(shown["inbox"]["kind"].as_str(), Some("maildir"));
        assert_eq!(shown["inbox"]["imap"]["security"].as_str(), Some("tls"));
    }
}
