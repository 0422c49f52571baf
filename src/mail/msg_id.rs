//! The message identifiers a reply refers to (RFC 5322 §3.6.4): which ids of an
//! incoming message may be carried on into a reply's `In-Reply-To` and
//! `References`, and how a long `References` chain is shortened. An id that is not
//! a well-formed `msg-id` of bounded length is left out, so that a sender's id can
//! neither break a reply's header lines (RFC 5322 §2.1.1: at most 998 octets) nor
//! carry control characters, spaces or other text into them.

/// The most octets of an id (`id-left "@" id-right`, without its angle brackets)
/// that a reply refers to. RFC 5322 sets no limit of its own; 250 keeps a header
/// line of one id within the 998 octets of RFC 5322 §2.1.1 with room to spare,
/// and is far beyond the ids that mail software makes.
pub const MAX_ID_OCTETS: usize = 250;

/// The most ids a reply's `References` carries: the first of the thread and the
/// latest ones (RFC 5322 §3.6.4 lets a long chain be shortened).
pub const MAX_REFERENCES: usize = 10;

/// True when `id` (without its angle brackets) may be referred to by a reply: at
/// most [`MAX_ID_OCTETS`] octets, and `id-left "@" id-right` by the grammar of
/// RFC 5322 §3.6.4 without its obsolete forms: `id-left` a `dot-atom-text`,
/// `id-right` a `dot-atom-text` or a `no-fold-literal` (`[` `dtext`... `]`). So no
/// control character, space, NUL, CR, LF, character beyond ASCII (an RTL mark),
/// quoted string, empty part or missing `@` passes.
pub fn is_referable(id: &str) -> bool {
    if id.len() > MAX_ID_OCTETS {
        return false;
    }
    let Some((left, right)) = id.split_once('@') else {
        return false;
    };
    is_dot_atom_text(left) && (is_dot_atom_text(right) || is_no_fold_literal(right))
}

/// The `References` of a reply to a thread whose ids are `chain`, oldest first:
/// the referable ones ([`is_referable`]), and of a chain longer than
/// [`MAX_REFERENCES`] the first and the latest `MAX_REFERENCES - 1` (RFC 5322
/// §3.6.4: the first message of a thread and the most recent ones are the ones
/// that thread it).
pub fn references<'a>(chain: impl IntoIterator<Item = &'a str>) -> Vec<&'a str> {
    let mut kept: Vec<&str> = chain.into_iter().filter(|id| is_referable(id)).collect();
    if kept.len() > MAX_REFERENCES {
        kept.drain(1..kept.len() - (MAX_REFERENCES - 1));
    }
    kept
}

/// `dot-atom-text = 1*atext *("." 1*atext)` (RFC 5322 §3.2.3).
fn is_dot_atom_text(text: &str) -> bool {
    !text.is_empty()
        && text
            .split('.')
            .all(|atom| !atom.is_empty() && atom.bytes().all(is_atext))
}

/// `atext` (RFC 5322 §3.2.3): a letter, a digit or one of ``!#$%&'*+-/=?^_`{|}~``.
fn is_atext(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~".contains(&byte)
}

/// `no-fold-literal = "[" *dtext "]"` (RFC 5322 §3.6.4).
fn is_no_fold_literal(text: &str) -> bool {
    text.strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .is_some_and(|inner| inner.bytes().all(is_dtext))
}

/// `dtext` (RFC 5322 §3.4.1): printable ASCII but `[`, `]` and `\`.
fn is_dtext(byte: u8) -> bool {
    matches!(byte, 33..=90 | 94..=126)
}

#[cfg(test)]
mod tests {
    use super::{is_referable, references, MAX_ID_OCTETS, MAX_REFERENCES};

    #[test]
    fn well_formed_ids_are_referable() {
        for id in [
            "a@b",
            "abc.def@example.org",
            "arbiter.3.1700000000000.42.7@localhost",
            "x!#$%&'*+-/=?^_`{|}~@host-name.example",
            "CAF=x+y@mail.gmail.com",
            "id@[127.0.0.1]",
            "id@[odd@but:dtext]",
            "id@[]",
        ] {
            assert!(is_referable(id), "{id}");
        }
        let longest = format!("{}@x", "a".repeat(MAX_ID_OCTETS - 2));
        assert!(is_referable(&longest));
    }

    #[test]
    fn malformed_hostile_and_overlong_ids_are_not() {
        let too_long = format!("{}@x", "a".repeat(MAX_ID_OCTETS - 1));
        let huge = format!("{}@example.org", "a".repeat(3_000));
        for id in [
            "",
            "no-at-sign",
            "@right",
            "left@",
            "@",
            "a@b@c",
            ".a@b",
            "a.@b",
            "a..b@c",
            "a@b..c",
            "a b@c",
            "a@b c",
            "a\tb@c",
            "a\0b@c",
            "a\r\nBcc: x@evil",
            "a@b\r\nBcc: x@evil",
            "a\nb@c",
            "\u{202e}a@b",
            "a@b\u{202e}",
            "zoë@example.org",
            "\"quoted\"@example.org",
            "a@[un]closed]",
            "a@[back\\slash]",
            "a@[open",
            "<a@b>",
            "a@b>",
            "a,b@c",
            "a(comment)@c",
            "=?utf-8?q?a=0D=0ABcc:_x@evil?=",
            "a\x7f@b",
            &too_long,
            &huge,
        ] {
            assert!(!is_referable(id), "{id:?}");
        }
    }

    #[test]
    fn references_keep_the_first_and_the_latest_referable_ids() {
        assert!(references([]).is_empty());
        assert_eq!(references(["a@x", "bad id", "b@x"]), ["a@x", "b@x"]);
        let ids: Vec<String> = (0..25).map(|n| format!("m{n}@x")).collect();
        let kept = references(ids.iter().map(String::as_str));
        assert_eq!(kept.len(), MAX_REFERENCES);
        assert_eq!(kept[0], "m0@x");
        assert_eq!(
            kept[1..],
            ids[16..].iter().map(String::as_str).collect::<Vec<_>>()[..]
        );
        // Ids left out are not counted: ten referable ids among bad ones all stay.
        let mut mixed: Vec<String> = ids[..MAX_REFERENCES].to_vec();
        mixed.insert(3, "x".repeat(MAX_ID_OCTETS + 1) + "@x");
        mixed.insert(0, "\u{202e}@x".into());
        let kept = references(mixed.iter().map(String::as_str));
        assert_eq!(
            kept,
            ids[..MAX_REFERENCES]
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
        );
    }
}
