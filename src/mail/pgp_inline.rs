//! The text of a body signed inline with OpenPGP: the cleartext signature
//! framework of RFC 4880 §7, as Mutt, older Enigmail and Gpg4win write it
//!
//! ```text
//! -----BEGIN PGP SIGNED MESSAGE-----
//! Hash: SHA256
//!
//! 1. e4
//! - --
//! Alice
//! -----BEGIN PGP SIGNATURE-----
//! ...
//! -----END PGP SIGNATURE-----
//! ```
//!
//! The signed text is kept with its dash-escapes undone (§7.1: `- -- ` is the
//! signature delimiter `-- `); the armour header lines and the signature block are
//! left out. The signature is not verified: the game code and the domain checks
//! say who sent a mail. Mail signed with PGP/MIME (RFC 3156) or S/MIME (RFC 8551)
//! carries its text in a MIME part of its own and needs nothing of this.

use std::borrow::Cow;

/// The cleartext header line (RFC 4880 §7).
const BEGIN_SIGNED: &str = "-----BEGIN PGP SIGNED MESSAGE-----";
/// The armour header line that opens the signature (RFC 4880 §6.2).
const BEGIN_SIGNATURE: &str = "-----BEGIN PGP SIGNATURE-----";
/// The armour tail line that closes the signature (RFC 4880 §6.2).
const END_SIGNATURE: &str = "-----END PGP SIGNATURE-----";

/// Where the reader is in a body.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Region {
    /// Outside any signed message: lines are kept as they are.
    Outside,
    /// After the cleartext header, in its armour headers (`Hash: SHA256`) up to the
    /// empty line.
    Headers,
    /// The signed text: lines kept, dash-escapes undone.
    Signed,
    /// The signature block, left out up to its tail line.
    Signature,
}

/// `body` with every inline-signed message in it replaced by its signed text
/// (dash-escapes undone, RFC 4880 §7.1), its cleartext header, armour headers and
/// signature block left out; lines outside such a message are kept. Armour lines
/// count only alone on a line (trailing white space allowed, §6.2), so a quoted
/// `> -----BEGIN PGP SIGNED MESSAGE-----` stays quoted text. A body with no
/// cleartext header is returned as it is, borrowed.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::mail::pgp_inline::signed_text;
///
/// let body = "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n1. e4\n- -- \nAlice\n\
///             -----BEGIN PGP SIGNATURE-----\n\niHUEARYIAB0W\n=Xk3v\n-----END PGP SIGNATURE-----\n";
/// assert_eq!(signed_text(body), "1. e4\n-- \nAlice\n");
/// assert_eq!(signed_text("Nf3\n"), "Nf3\n");
/// ```
pub fn signed_text(body: &str) -> Cow<'_, str> {
    if !body.lines().any(|l| armour(l) == BEGIN_SIGNED) {
        return Cow::Borrowed(body);
    }
    let mut out = String::with_capacity(body.len());
    let mut part = Region::Outside;
    for line in body.split_inclusive('\n') {
        let bare = armour(line);
        part = match part {
            Region::Outside if bare == BEGIN_SIGNED => Region::Headers,
            Region::Headers if bare.is_empty() => Region::Signed,
            Region::Headers if is_armour_header(bare) => Region::Headers,
            Region::Signed | Region::Headers if bare == BEGIN_SIGNATURE => Region::Signature,
            Region::Signature if bare == END_SIGNATURE => Region::Outside,
            Region::Signature => Region::Signature,
            Region::Outside => {
                out.push_str(line);
                Region::Outside
            }
            // The text itself; a missing empty line after the headers is forgiven.
            Region::Signed | Region::Headers => {
                out.push_str(line.strip_prefix("- ").unwrap_or(line));
                Region::Signed
            }
        };
    }
    Cow::Owned(out)
}

/// The line without its line end and trailing white space: how armour lines
/// compare (RFC 4880 §6.2).
fn armour(line: &str) -> &str {
    line.trim_end_matches(['\r', '\n', ' ', '\t'])
}

/// An armour header of a cleartext signed message: `Key: value` with a key of
/// letters, digits and dashes (`Hash: SHA256`, RFC 4880 §6.2 and §7).
fn is_armour_header(line: &str) -> bool {
    line.split_once(": ").is_some_and(|(key, _)| {
        !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIGNATURE: &str =
        "-----BEGIN PGP SIGNATURE-----\n\niHUEARYIAB0WIQQKGyw9\n=Xk3v\n-----END PGP SIGNATURE-----\n";

    #[test]
    fn the_signed_text_is_read_and_the_rest_left_out() {
        let body = format!(
            "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nHi Bob,\n\n12... Nf6\n\n\
             - -- \nAlice\n{SIGNATURE}"
        );
        assert_eq!(signed_text(&body), "Hi Bob,\n\n12... Nf6\n\n-- \nAlice\n");
    }

    #[test]
    fn crlf_several_headers_and_text_around_are_kept() {
        let body = format!(
            "Above.\r\n-----BEGIN PGP SIGNED MESSAGE-----  \r\nHash: SHA256\r\nCharset: UTF-8\r\n\r\n\
             - --\r\n- - a dash\r\n{}Below.\r\n",
            SIGNATURE.replace('\n', "\r\n")
        );
        assert_eq!(signed_text(&body), "Above.\r\n--\r\n- a dash\r\nBelow.\r\n");
    }

    #[test]
    fn quoted_armour_and_plain_text_are_left_alone() {
        let body = "e4\n> -----BEGIN PGP SIGNED MESSAGE-----\n> Hash: SHA256\n";
        assert!(matches!(signed_text(body), Cow::Borrowed(_)));
        assert_eq!(signed_text("- -- \n"), "- -- \n");
    }

    #[test]
    fn a_cut_message_loses_only_its_signature() {
        // No empty line after the headers, no signature tail: the text is kept.
        let body = "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA1\nNf3\n";
        assert_eq!(signed_text(body), "Nf3\n");
        let body = "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA1\n\nNf3\n\
                    -----BEGIN PGP SIGNATURE-----\nabc\n";
        assert_eq!(signed_text(body), "Nf3\n");
    }

    proptest::proptest! {
        /// Any mix of armour lines, dash-escapes and text reads without
        /// panicking, into no more than the body.
        #[test]
        fn any_body_reads_into_no_more_than_itself(
            lines in proptest::collection::vec(
                "-----BEGIN PGP SIGNED MESSAGE-----|-----BEGIN PGP SIGNATURE-----|-----END PGP SIGNATURE-----|Hash: SHA256|- -- |- e4|e4|> x|\r|",
                0..20,
            ),
        ) {
            let body = lines.join("\n");
            let text = signed_text(&body);
            proptest::prop_assert!(text.len() <= body.len());
            if !body.contains(BEGIN_SIGNED) {
                proptest::prop_assert_eq!(text.as_ref(), body.as_str());
            }
        }
    }
}
