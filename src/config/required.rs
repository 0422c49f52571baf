//! The keys a configuration file cannot leave out, what each is for, and the
//! smallest file that works: so that a file lacking one is refused in the
//! operator's words ("section [arbiter] lacks `address`, the address players write
//! to") instead of serde's "missing field `address`".

/// One key with no default: where it lives and why it is needed.
pub struct RequiredKey {
    /// The section, as written in the file (`arbiter`, `inbox.imap`); empty for the
    /// top level (the required sections themselves).
    pub section: &'static str,
    /// The key inside the section.
    pub key: &'static str,
    /// What the arbiter uses it for, in a sentence for the operator.
    pub purpose: &'static str,
    /// A snippet of TOML that satisfies it.
    pub example: &'static str,
    /// What the snippet is: the minimal valid file, or the section at its smallest.
    pub example_label: &'static str,
}

/// The smallest valid configuration file: everything else has a default
/// (`arbiter check-config --show` prints them).
pub const MINIMAL_FILE: &str = "[arbiter]\naddress = \"arbiter@example.org\"\n";

/// Every key without a default, with the section it belongs to.
pub const REQUIRED_KEYS: &[RequiredKey] = &[
    RequiredKey {
        section: "",
        key: "arbiter",
        purpose:
            "the section [arbiter] holds the arbiter's own address, the one key every file needs",
        example: MINIMAL_FILE,
        example_label: MINIMAL_LABEL,
    },
    RequiredKey {
        section: "arbiter",
        key: "address",
        purpose: "the address players write their moves to; every reply is sent from it",
        example: MINIMAL_FILE,
        example_label: MINIMAL_LABEL,
    },
    RequiredKey {
        section: "inbox.imap",
        key: "host",
        purpose: "the IMAP server the arbiter reads its mail from",
        example: IMAP_EXAMPLE,
        example_label: SECTION_LABEL,
    },
    RequiredKey {
        section: "inbox.imap",
        key: "username",
        purpose: "the login of the arbiter's mailbox on the IMAP server",
        example: IMAP_EXAMPLE,
        example_label: SECTION_LABEL,
    },
    RequiredKey {
        section: "inbox.imap",
        key: "password",
        purpose: "the password of the arbiter's mailbox on the IMAP server",
        example: IMAP_EXAMPLE,
        example_label: SECTION_LABEL,
    },
    RequiredKey {
        section: "transport.smtp",
        key: "host",
        purpose: "the SMTP relay the arbiter sends its replies through",
        example: SMTP_EXAMPLE,
        example_label: SECTION_LABEL,
    },
];

const MINIMAL_LABEL: &str = "A minimal valid file";
const SECTION_LABEL: &str = "The section at its smallest";
const IMAP_EXAMPLE: &str =
    "[inbox.imap]\nhost = \"imap.example.org\"\nusername = \"arbiter\"\npassword = \"secret\"\n";
const SMTP_EXAMPLE: &str = "[transport.smtp]\nhost = \"smtp.example.org\"\n";

/// The required key named by serde's "missing field `KEY`" at `section` (the
/// serde path of the table that lacks it, `.` or empty for the top level), or
/// `None` when the message is some other error or the key is not in
/// [`REQUIRED_KEYS`].
pub fn missing_key(section: &str, message: &str) -> Option<&'static RequiredKey> {
    let key = message.strip_prefix("missing field `")?.split('`').next()?;
    let section = section.trim_matches('.');
    REQUIRED_KEYS
        .iter()
        .find(|k| k.key == key && k.section == section)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_messages_for_required_keys_are_recognised() {
        let k = missing_key("arbiter", "missing field `address`");
        assert_eq!(k.map(|k| k.section), Some("arbiter"));
        let k = missing_key(".", "missing field `arbiter`");
        assert_eq!(k.map(|k| k.key), Some("arbiter"));
        assert!(missing_key("arbiter", "invalid type: integer").is_none());
        assert!(missing_key("mail", "missing field `address`").is_none());
    }
}
