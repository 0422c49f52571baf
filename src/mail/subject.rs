//! The player's own words in a Subject: what is left once the reply and forward
//! prefixes a mail client adds (`Re:`, `AW:`, `Fwd:`, `SV:`, `Re[2]:`...), the
//! arbiter's bracketed tags (`[Game 12 k7f3qxyz]`, `[Confirm ...]`,
//! `[Organiser ...]`) and the text of the arbiter's own subject are taken out.
//! Players of play-by-email servers (pbmserv among them) and phone users write a
//! move there: `Re: [Game 1 k7f3qxyz] 1. e4, Black to move e5` holds `e5`.
//! This module knows no chess rule: whether the words are commands is for the
//! command reader to say.

use std::sync::OnceLock;

use regex::Regex;

/// The words of `subject` that the player wrote: `subject` without its reply and
/// forward prefixes, without the arbiter's bracketed tags, and without the first
/// occurrence of the text of any of `ours` (the subjects of the arbiter's messages
/// the mail may answer, which are read the same way first), the longest first.
/// Runs of white space become one space; the result is trimmed, and empty when
/// the player added nothing.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::mail::subject::own_words;
///
/// let ours = ["[Game 1 k7f3qxyz] 1. e4, Black to move".to_string()];
/// assert_eq!(own_words("Re: [Game 1 k7f3qxyz] 1. e4, Black to move e5", &ours), "e5");
/// assert_eq!(own_words("AW: Re: [Game 1 k7f3qxyz]  1. e4, Black to move", &ours), "");
/// assert_eq!(own_words("[Game 1] Nf3", &[]), "Nf3");
/// assert_eq!(own_words("Re[2]: Fwd: Hello", &[]), "Hello");
/// ```
///
/// # Panics
///
/// Never: the patterns are fixed regexes, valid (the first call compiles them).
pub fn own_words(subject: &str, ours: &[String]) -> String {
    let mut words = plain(subject);
    let mut ours: Vec<String> = ours
        .iter()
        .map(|s| plain(s))
        .filter(|s| !s.is_empty())
        .collect();
    ours.sort_by_key(|s| std::cmp::Reverse(s.len()));
    for text in &ours {
        if let Some(at) = words.find(text.as_str()) {
            words.replace_range(at..at + text.len(), " ");
            break;
        }
    }
    squeeze(&words)
}

/// `subject` without reply and forward prefixes (at its start, and again after a
/// leading tag) and without the arbiter's tags, white space squeezed.
fn plain(subject: &str) -> String {
    let without_tags = tag_pattern().replace_all(subject, " ");
    let mut text = squeeze(&without_tags);
    while let Some(m) = prefix_pattern().find(&text) {
        text = text[m.end()..].trim_start().to_string();
    }
    text
}

fn squeeze(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The arbiter's bracketed tags: `[Game N code]`, `[Confirm TOKEN]`,
/// `[Organiser CODE]`, in any case.
fn tag_pattern() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"(?i)\[\s*(?:game|confirm|organiser)\b[^\]]{0,100}\]")
            .unwrap_or_else(|e| unreachable!("the tag pattern is a valid regex: {e}"))
    })
}

/// One reply or forward prefix at the start of a subject, as the mail clients of
/// several languages write it, with an optional count (`Re[2]:`, `Re^2:`,
/// `Re(2):`): English `Re`, `Fwd`, `Fw`; German `AW`, `WG`; Scandinavian `SV`,
/// `VS`, `VB`; Dutch `Antw`, `Doorst`; Polish and Czech `Odp`, `PD`; French `TR`,
/// `RE`; Spanish `RV`, `RE`; Italian `R`, `I`, `Rif`; Portuguese `RES`, `ENC`;
/// Hungarian `Vá`, `Továbbítás`; Russian `Отв`, `Ответ`, `Пересл`; Turkish `YNT`.
fn prefix_pattern() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(
            r"(?i)^(?:re|fwd?|aw|wg|sv|vs|vb|antw|doorst|odp|pd|tr|rv|r|i|rif|res|enc|vá|továbbítás|отв|ответ|пересл|ynt)\s*(?:\[\d+\]|\^\d+|\(\d+\))?\s*:",
        )
        .unwrap_or_else(|e| unreachable!("the prefix pattern is a valid regex: {e}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ours(subjects: &[&str]) -> Vec<String> {
        subjects.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn prefixes_and_tags_are_not_the_players_words() {
        for subject in [
            "Re: [Game 1 abc]",
            "RE: AW: Fwd: [game #1]",
            "[Game 1 abc] Re:",
            "Re[3]: Re^2: Re (2): [Confirm xyz]",
            "SV: VS: Antw: Odp: TR: RV: R: I: WG: Fw: [Organiser x-1]",
            "Отв: Пересл: [Game 3]",
            "",
            "   ",
        ] {
            assert_eq!(own_words(subject, &[]), "", "{subject}");
        }
        assert_eq!(own_words("Re: [Game 1 abc] e4", &[]), "e4");
        assert_eq!(own_words("[Game 1 abc] Re: 12... Nf6", &[]), "12... Nf6");
        assert_eq!(own_words("Re: Hello", &[]), "Hello");
        assert_eq!(own_words("my move", &[]), "my move");
        // A word that only begins like a prefix is kept.
        assert_eq!(own_words("Resign", &[]), "Resign");
        assert_eq!(own_words("Rf1", &[]), "Rf1");
        assert_eq!(own_words("Ra1: Rb1", &[]), "Ra1: Rb1");
    }

    #[test]
    fn the_arbiters_subject_is_taken_out() {
        let sent = ours(&["[Game 1 abc] 1. e4, Black to move"]);
        assert_eq!(
            own_words("Re: [Game 1 abc] 1. e4, Black to move", &sent),
            ""
        );
        assert_eq!(
            own_words("Re: [Game 1 abc] 1. e4, Black to move  1... e5", &sent),
            "1... e5"
        );
        assert_eq!(
            own_words("e5 [Game 1 abc] 1. e4, Black to move", &sent),
            "e5"
        );
        // A folded subject comes back with other white space.
        assert_eq!(
            own_words("Re: [Game 1 abc] 1. e4,\tBlack  to move c5", &sent),
            "c5"
        );
        // The longest of several subjects is taken out first.
        let sent = ours(&["New game", "[Game 2] New game: A v B (Chess)"]);
        assert_eq!(own_words("Re: New game: A v B (Chess) d4", &sent), "d4");
        // Another subject leaves the words as they are.
        let sent = ours(&["[Game 1 abc] Board after 3 turns"]);
        assert_eq!(own_words("Re: [Game 1 abc] e4", &sent), "e4");
    }
}
