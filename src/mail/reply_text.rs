//! Finding the player's own lines in a reply body: quoted text (`>` lines, "On ...
//! wrote:" headers in several languages, Outlook's "-----Original Message-----" and
//! "From:/Sent:" header blocks, forwarded-message markers), signatures (`-- `, "Sent
//! from my ..."), and the arbiter's own diagram when a client quotes it without `>`
//! are left out. Inline replies between quoted blocks are kept.
//!
//! Written by hand: the only crate for this (`email_reply_parser` 0.1) is a
//! one-release port. The fixtures in tests/data/mail/replies-text are the spec.

use std::sync::OnceLock;

use regex::Regex;

/// The player's own lines, in order, without trailing blank lines.
pub fn own_lines(body: &str) -> Vec<String> {
    own_text(body).lines
}

/// The player's own text of a reply body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OwnText {
    /// The player's own lines, in order, without leading or trailing blank lines.
    pub lines: Vec<String>,
    /// True when the own text ended at a line that is exactly `--` (no trailing
    /// space): a signature delimiter as many clients write it, or a game's pass move
    /// (the reader of the game's notation decides which).
    pub ended_at_bare_dashes: bool,
}

/// The player's own text: [`own_lines`] and how it ended.
pub fn own_text(body: &str) -> OwnText {
    let lines: Vec<&str> = body.lines().map(|l| l.trim_end_matches('\r')).collect();
    let mut out: Vec<String> = Vec::new();
    let mut ended_at_bare_dashes = false;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if is_quoted(line) || is_diagram_line(line) {
            i += 1;
            continue;
        }
        if let Some(consumed) = reply_header_at(&lines, i) {
            i += consumed;
            // A quote without `>` marks (the header alone shows it) runs to the end;
            // a `>`-marked one may have the player's inline replies between its parts.
            match lines[i..].iter().find(|l| !l.trim().is_empty()) {
                Some(next) if !is_quoted(next) => break,
                _ => continue,
            }
        }
        if ends_own_text(&lines, i) {
            ended_at_bare_dashes = line == "--";
            break;
        }
        out.push(trimmed_end(line));
        i += 1;
    }
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
    }
    let leading = out.iter().take_while(|l| l.trim().is_empty()).count();
    out.drain(..leading);
    OwnText {
        lines: out,
        ended_at_bare_dashes,
    }
}

fn trimmed_end(line: &str) -> String {
    line.trim_end().to_string()
}

fn is_quoted(line: &str) -> bool {
    line.trim_start().starts_with('>')
}

/// Lines of an ASCII board as the arbiter draws it (`+---+---+`, `  8 |:r:| ...|`,
/// the file letters under it), when a client quotes a reply without `>`.
pub(crate) fn is_diagram_line(line: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"^\s*(\+(-+\+){3,}|\d{0,2}\s*\|.*\|\s*|([a-p]\s{2,}){3,}[a-p])\s*$")
            .expect("the diagram pattern is a valid regex")
    });
    re.is_match(line)
}

/// "On <date>, <name> wrote:" and its translations. Headers that begin with a word
/// such as "On", "Le", "Am" may be wrapped over up to three lines; those that only end
/// in the verb ("... kirjoitti:") must fit on one line. Returns how many lines it takes.
fn reply_header_at(lines: &[&str], i: usize) -> Option<usize> {
    static START: OnceLock<Regex> = OnceLock::new();
    static WRAPPED: OnceLock<Regex> = OnceLock::new();
    static ONE_LINE: OnceLock<Regex> = OnceLock::new();
    let start = START.get_or_init(|| {
        Regex::new(r"(?i)^\s*(on|le|am|el|il|op|den|em|w dniu|dne)\s")
            .expect("the header start pattern is a valid regex")
    });
    let wrapped = WRAPPED.get_or_init(|| {
        Regex::new(
            r"(?is)^\s*(on|le|am|el|il|op|den|em|w dniu|dne)\s.{4,}\b(wrote|a\s+écrit|schrieb|escribió|ha\s+scritto|schreef|skrev|escreveu|napisał|napsal\(a\)|napsal)\s*:\s*$",
        )
        .expect("the wrapped header pattern is a valid regex")
    });
    let one_line = ONE_LINE.get_or_init(|| {
        Regex::new(
            r"(?i)^.{4,}\b(wrote|kirjoitti|napisał|написал|написала|skrev|schrieb|escribió|escreveu|a\s+écrit|ha\s+scritto|schreef|írta)\b[^:]{0,100}:\s*$",
        )
        .expect("the one-line header pattern is a valid regex")
    });
    let first = lines[i].trim();
    if first.is_empty() || is_quoted(first) || first.len() > 300 {
        return None;
    }
    let dated = |t: &str| t.ends_with("wrote:") || t.chars().any(|c| c.is_ascii_digit());
    if one_line.is_match(first) && dated(first) {
        return Some(1);
    }
    // Gmail sometimes wraps the address's closing `>:` onto the next line.
    if let Some(next) = lines
        .get(i + 1)
        .map(|l| l.trim())
        .filter(|l| l.len() <= 40 && l.ends_with(':'))
    {
        let joined = format!("{first}{next}");
        if one_line.is_match(&joined) && dated(&joined) {
            return Some(2);
        }
    }
    if !start.is_match(first) {
        return None;
    }
    let mut joined = first.to_string();
    for n in 1..3 {
        let Some(line) = lines.get(i + n) else { break };
        if line.trim().is_empty() || is_quoted(line) {
            break;
        }
        joined.push(' ');
        joined.push_str(line.trim());
        if joined.len() < 400 && wrapped.is_match(&joined) {
            return Some(n + 1);
        }
    }
    None
}

/// True when line `i` starts what follows the player's own text to the end: a
/// signature, an Outlook original-message block, a forwarded message.
fn ends_own_text(lines: &[&str], i: usize) -> bool {
    let line = lines[i];
    let trimmed = line.trim();
    if line == "-- " || line == "--" || line == "__" || is_rule(trimmed) {
        return true;
    }
    if is_sent_from(trimmed) || is_original_message_separator(trimmed) {
        return true;
    }
    if trimmed.eq_ignore_ascii_case("Begin forwarded message:") {
        return true;
    }
    is_header_block(lines, i)
}

/// A horizontal rule of dashes, underscores or equals signs (Outlook, list footers).
fn is_rule(line: &str) -> bool {
    line.len() >= 10 && line.chars().all(|c| matches!(c, '-' | '_' | '=' | '*'))
}

/// "Sent from my iPhone", "Sent from my Samsung Galaxy smartphone", "Get Outlook for
/// iOS", "Envoyé de mon iPhone", "Von meinem iPhone gesendet": short lines only.
fn is_sent_from(line: &str) -> bool {
    static OPENING: OnceLock<Regex> = OnceLock::new();
    static RE: OnceLock<Regex> = OnceLock::new();
    // The whole pattern is compiled only when a line opens as one of its
    // phrases: its ten Unicode word classes took about 36 M instructions to
    // compile, at the first mail of every process, and most mail
    // has no such line. Every line the whole pattern accepts opens so (the same
    // engine folds the case of both), so the answer is the same.
    let opening = OPENING.get_or_init(|| {
        Regex::new(
            r"(?i)^(sent |get outlook for |envoyé |von meinem |enviado desde mi |inviato da|verzonden |sendt fra min |отправлено с )",
        )
        .expect("the sent-from opening pattern is a valid regex")
    });
    if line.len() > 90 || !opening.is_match(line) {
        return false;
    }
    let re =
        RE.get_or_init(|| Regex::new(SENT_FROM).expect("the sent-from pattern is a valid regex"));
    re.is_match(line) && !line.contains(',')
}

/// The phone and webmail footers [`is_sent_from`] recognises.
const SENT_FROM: &str = r"(?i)^(sent (from|via|with) (my )?[\w.\- ]+|get outlook for \w+|envoyé de(puis)? mon [\w ]+|von meinem [\w ]+ gesendet|enviado desde mi [\w ]+|inviato da[l]? (mio )?[\w ]+|verzonden (met|vanaf) mijn [\w ]+|sendt fra min [\w ]+|отправлено с [\w ]+|envoyé à partir de [\w ]+)\.?(<[^>]*>)?$";

/// `-----Original Message-----` and its translations; `---------- Forwarded message ---------`:
/// two or more dashes, 3 to 40 letters, apostrophes and spaces (with any white space
/// around them), two or more dashes.
fn is_original_message_separator(line: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    // The upper bound is counted outside the pattern: `[\p{L}' ]{3,40}` compiles the
    // Unicode letter class 40 times, about 2% of a 1,000-mail poll's instructions.
    // The text between the dashes holds no dash, so it is the line
    // trimmed of dashes; the letters run from its first to its last non-space.
    let re = RE.get_or_init(|| {
        Regex::new(r"^-{2,}\s*[\p{L}' ]{3,}\s*-{2,}$")
            .expect("the separator pattern is a valid regex")
    });
    re.is_match(line) && line.trim_matches('-').trim().chars().count() <= 40
}

/// An Outlook-style header block: two or more header lines (`From:`, `Sent:`, `To:`,
/// `Subject:` and their translations) within four lines, one of them a sender line
/// (`From:`, `Von:`, `De :`...). Prose such as "mail that comes from: x" does not
/// start a line with a header name, so it is not taken for one.
fn is_header_block(lines: &[&str], i: usize) -> bool {
    static FROM: OnceLock<Regex> = OnceLock::new();
    static OTHER: OnceLock<Regex> = OnceLock::new();
    let from = FROM.get_or_init(|| {
        Regex::new(r"^\*?(From|Von|De|Van|Fra|Da|Från|Od|От|Lähettäjä|Feladó)\s?\*?:\s*\S")
            .expect("the From header pattern is a valid regex")
    });
    let other = OTHER.get_or_init(|| {
        Regex::new(
            r"^\*?(Sent|Date|To|Subject|Cc|Gesendet|Datum|An|Betreff|Envoyé|À|A|Objet|Sujet|Message du|Enviado|Para|Asunto|Verzonden|Aan|Onderwerp|Sendt|Til|Emne|Inviato|Oggetto|Skickat|Ämne|Отправлено|Кому|Тема|Lähetetty|Vastaanottaja|Aihe)\s?\*?:",
        )
        .expect("the header pattern is a valid regex")
    });
    let is_header = |l: &str| from.is_match(l.trim()) || other.is_match(l.trim());
    if !is_header(lines[i]) {
        return false;
    }
    let window: Vec<&str> = lines.iter().skip(i).take(4).copied().collect();
    window.iter().filter(|l| is_header(l)).count() >= 2
        && window.iter().any(|l| from.is_match(l.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_inline_replies_and_drops_quotes_and_signature() {
        let body = "On Tue, Apr 29, 2014 at 4:22 PM, Dev <d@example.com>\nwrote:\n> quoted\n\nNf3\n\n> more\nresign\n-- \nsig\n";
        assert_eq!(own_lines(body), vec!["Nf3", "", "resign"]);
    }

    #[test]
    fn drops_a_quoted_diagram_without_markers() {
        let body = "e5\n\n    +---+---+---+---+---+---+---+---+\n  8 | r |:n:| b |:q:| k |:b:| n |:r:|\n      a   b   c   d   e   f   g   h\n";
        assert_eq!(own_lines(body), vec!["e5"]);
    }

    #[test]
    fn outlook_blocks_end_the_text() {
        let body = "Qxf7#\n\n-----Original Message-----\nFrom: Arbiter\nNf3\n";
        assert_eq!(own_lines(body), vec!["Qxf7#"]);
        let body = "Qxf7#\nFrom: Arbiter <a@b.c>\nSent: Monday\nTo: me\n\nNf3\n";
        assert_eq!(own_lines(body), vec!["Qxf7#"]);
        let body = "I need data from: john@example.com\nSubject: none\n";
        assert_eq!(own_lines(body).len(), 2);
    }

    #[test]
    fn sent_from_my_phone() {
        assert_eq!(own_lines("Nc6\n\nSent from my iPhone\n"), vec!["Nc6"]);
        assert_eq!(
            own_lines("Nc6\nSent from my desk, is much easier\n").len(),
            2
        );
    }

    proptest::proptest! {
        /// The separator test says what the pattern with the bound inside it said
        /// (`^-{2,}\s*[\p{L}' ]{3,40}\s*-{2,}$`), on lines of dashes, letters,
        /// apostrophes and white space around the 40-letter bound.
        #[test]
        fn separator_is_the_bounded_pattern(
            line in "-{1,3}[ \t]{0,2}[a-zé' ]{36,43}[ \t]{0,2}-{1,3}|-{0,4}[ \t]{0,3}[a-zé' \t-]{0,8}[ \t]{0,3}-{0,4}"
        ) {
            static BOUNDED: OnceLock<Regex> = OnceLock::new();
            let bounded = BOUNDED
                .get_or_init(|| Regex::new(r"^-{2,}\s*[\p{L}' ]{3,40}\s*-{2,}$").unwrap());
            proptest::prop_assert_eq!(is_original_message_separator(&line), bounded.is_match(&line));
        }
    }

    proptest::proptest! {
        /// The opening filter changes no answer: the same as the whole pattern
        /// alone, on lines that open with each phrase in any case, or nearly.
        #[test]
        fn sent_from_is_the_whole_pattern(
            opening in "(?i)(sent (from|via|with) (my )?|get outlook for |envoyé de(puis)? mon |von meinem |enviado desde mi |inviato dal? (mio )?|verzonden (met|vanaf) mijn |sendt fra min |отправлено с |envoyé à partir de |sen|envoy)",
            rest in "[a-zA-Zé0-9 .,-]{0,20}( gesendet)?\\.?(<[a-z@.]{0,8}>)?",
        ) {
            static WHOLE: OnceLock<Regex> = OnceLock::new();
            let whole = WHOLE.get_or_init(|| Regex::new(SENT_FROM).unwrap());
            let line = format!("{opening}{rest}");
            proptest::prop_assert_eq!(
                is_sent_from(&line),
                line.len() <= 90 && whole.is_match(&line) && !line.contains(',')
            );
        }
    }

    #[test]
    fn separator_bounds() {
        let letters = |n: usize| format!("--{}--", "x".repeat(n));
        assert!(is_original_message_separator(&letters(40)));
        assert!(!is_original_message_separator(&letters(41)));
        assert!(is_original_message_separator(&format!(
            "-- {} --",
            "x".repeat(40)
        )));
        assert!(is_original_message_separator("-- ab --"));
        assert!(!is_original_message_separator("--ab--"));
        assert!(is_original_message_separator("-----Original Message-----"));
    }
}
