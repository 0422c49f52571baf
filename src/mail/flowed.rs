//! Unwrapping `text/plain; format=flowed` (RFC 3676), as Apple Mail, iOS Mail and
//! Thunderbird send it, before any line of a mail is read. A phone that
//! wraps `d7:d4 (Qc7-c4)` sends `d7:d4 ` and `(Qc7-c4)` on two lines; the trailing
//! space says that the two are one line.
//!
//! Written by hand: no well-kept crate decodes RFC 3676 on its own. mail-parser
//! (which reads our MIME) leaves flowed text as it is, `pulldown-cmark-to-flowed`
//! only writes it, and the decoders that exist live inside whole mail clients. The
//! rules fit in this module, and the tests below check each one.

/// The signature separator (RFC 3676 §4.3): never flowed, whatever follows.
const SIGNATURE_SEPARATOR: &str = "-- ";

/// The `format` and `delsp` parameters of a text part's Content-Type (RFC 3676 §4.1,
/// §4.2): `Some(delsp)` when `format` is `flowed` (any case), `delsp` true when that
/// parameter is `yes` (any case); `None` for fixed text (no `format`, or any other
/// value), which is read as written.
pub fn flowed_params(format: Option<&str>, delsp: Option<&str>) -> Option<bool> {
    format
        .is_some_and(|f| f.trim().eq_ignore_ascii_case("flowed"))
        .then(|| delsp.is_some_and(|d| d.trim().eq_ignore_ascii_case("yes")))
}

/// One line of flowed text, read (RFC 3676 §4.1-§4.5).
struct Line<'a> {
    /// How many `>` quote marks it starts with (§4.5).
    depth: usize,
    /// Its text without quote marks and without the space-stuffing space (§4.4), and
    /// without the flowed line's trailing space when `delsp=yes` (§4.2).
    text: &'a str,
    /// It ends in a space and is not the signature separator (§4.2, §4.3): the next
    /// line of the same quote depth continues it.
    flowed: bool,
    /// It is the signature separator `-- ` (§4.3).
    signature: bool,
}

fn read_line(line: &str, delsp: bool) -> Line<'_> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    let depth = line.bytes().take_while(|&b| b == b'>').count();
    // `>` is one byte, so `depth` is a char boundary.
    let rest = &line[depth..];
    // §4.4: a leading space is space-stuffing (and after quote marks, §4.5).
    let rest = rest.strip_prefix(' ').unwrap_or(rest);
    if rest == SIGNATURE_SEPARATOR {
        return Line {
            depth,
            text: rest,
            flowed: false,
            signature: true,
        };
    }
    let flowed = rest.ends_with(' ');
    let text = if flowed && delsp {
        &rest[..rest.len() - 1]
    } else {
        rest
    };
    Line {
        depth,
        text,
        flowed,
        signature: false,
    }
}

/// Unwraps flowed text (RFC 3676 §4): each run of flowed lines and the line that
/// ends it become one line. `text` is the decoded body, lines ending in `\n` or
/// `\r\n`; `delsp` is the part's `DelSp=yes` (§4.2: the flowed line's trailing space
/// is then deleted when joining, else kept). The result has `\n` line ends, and a
/// final `\n` when `text` had one.
///
/// - Space-stuffing is removed: one leading space, after any quote marks (§4.4).
/// - Quoted lines (§4.5) join only lines of the same quote depth; a flowed line
///   followed by a line of another depth ends there, as if fixed. A joined quoted
///   line is written back with its marks and one space: `> text`, `>> text`.
/// - The signature separator `-- ` is never flowed (§4.3), and a flowed line just
///   before it ends there, so the separator stays a line of its own.
///
/// Never fails: text that is not properly flowed is read as well as it can be.
pub fn unflow(text: &str, delsp: bool) -> String {
    let body = text.strip_suffix('\n').unwrap_or(text);
    let trailing_newline = body.len() != text.len();
    let mut out = String::with_capacity(text.len());
    // The logical line being joined: its quote depth and text so far.
    let mut open: Option<(usize, String)> = None;
    for raw in body.split('\n') {
        let line = read_line(raw, delsp);
        if let Some((depth, joined)) = open.take() {
            if depth == line.depth && !line.signature {
                let mut joined = joined;
                joined.push_str(line.text);
                if line.flowed {
                    open = Some((depth, joined));
                } else {
                    push_line(&mut out, depth, &joined);
                }
                continue;
            }
            push_line(&mut out, depth, &joined);
        }
        if line.flowed {
            open = Some((line.depth, line.text.to_string()));
        } else {
            push_line(&mut out, line.depth, line.text);
        }
    }
    if let Some((depth, joined)) = open {
        push_line(&mut out, depth, &joined);
    }
    if !trailing_newline {
        out.pop();
    }
    out
}

/// Appends one logical line and `\n`: its quote marks, a space after them when there
/// is text, the text.
fn push_line(out: &mut String, depth: usize, text: &str) {
    if depth > 0 {
        out.extend(std::iter::repeat_n('>', depth));
        if !text.is_empty() {
            out.push(' ');
        }
    }
    out.push_str(text);
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters() {
        assert_eq!(flowed_params(Some("flowed"), None), Some(false));
        assert_eq!(flowed_params(Some("Flowed"), Some("YES")), Some(true));
        assert_eq!(flowed_params(Some("flowed"), Some("no")), Some(false));
        assert_eq!(flowed_params(Some("fixed"), Some("yes")), None);
        assert_eq!(flowed_params(None, Some("yes")), None);
    }

    #[test]
    fn delsp_no_keeps_the_space() {
        assert_eq!(unflow("d7:d4 \r\n(Qc7-c4)\r\n", false), "d7:d4 (Qc7-c4)\n");
        // Without a final line end the result has none either.
        assert_eq!(unflow("d7:d4 \n(Qc7-c4)", false), "d7:d4 (Qc7-c4)");
    }

    #[test]
    fn delsp_yes_deletes_the_space() {
        // A break inside a word: the space only marks the break (§4.2).
        assert_eq!(unflow("d7:d4 (Qc7- \r\nc4)\r\n", true), "d7:d4 (Qc7-c4)\n");
        // A break at a space: the sender wrote the word space and the flow space.
        assert_eq!(unflow("d7:d4  \r\n(Qc7-c4)\r\n", true), "d7:d4 (Qc7-c4)\n");
    }

    #[test]
    fn fixed_lines_stay_apart() {
        assert_eq!(
            unflow("Nf3\nthanks\n\nbye\n", false),
            "Nf3\nthanks\n\nbye\n"
        );
        // An empty line after a flowed one is the fixed line that ends its paragraph
        // (§4.1); the next line starts a new one.
        assert_eq!(unflow("Nf3 \n\nresign\n", false), "Nf3 \nresign\n");
    }

    #[test]
    fn a_line_wrapped_twice() {
        let text = "if 24... Qxe5 then 25. d4, \r\nif 25... Qe7 then \r\n26. d5\r\nbye\r\n";
        assert_eq!(
            unflow(text, false),
            "if 24... Qxe5 then 25. d4, if 25... Qe7 then 26. d5\nbye\n"
        );
        let text = "if 24... Qxe5 then 25. d4,  \r\nif 25... Qe7 then  \r\n26. d5\r\nbye\r\n";
        assert_eq!(
            unflow(text, true),
            "if 24... Qxe5 then 25. d4, if 25... Qe7 then 26. d5\nbye\n"
        );
    }

    #[test]
    fn space_stuffed_lines() {
        // §4.4: lines that start with a space, `From ` or `>` are sent with one more
        // space in front; it goes, the rest stays.
        assert_eq!(
            unflow(" From here on\n  indented\n >not a quote\nplain\n", false),
            "From here on\n indented\n>not a quote\nplain\n"
        );
        // A stuffed line can be flowed too.
        assert_eq!(
            unflow(" From d7:d4 \n(Qc7-c4)\n", false),
            "From d7:d4 (Qc7-c4)\n"
        );
    }

    #[test]
    fn quoted_lines_join_only_at_their_own_depth() {
        let text = "> Your move was \r\n> Nf3, I \r\n>> think \r\n>> so\r\nNc6 \r\nthen\r\n";
        assert_eq!(
            unflow(text, false),
            "> Your move was Nf3, I \n>> think so\nNc6 then\n"
        );
        // Quote marks written without the space after them (`>>text`) read alike.
        assert_eq!(unflow(">>a \n>>b\n", false), ">> a b\n");
        // A flowed quoted line never swallows the player's own line after it.
        assert_eq!(
            unflow("> quoted \r\nd7:d4\r\n", false),
            "> quoted \nd7:d4\n"
        );
        // An empty quoted line stays a bare mark.
        assert_eq!(unflow(">\n> x\n", false), ">\n> x\n");
    }

    #[test]
    fn the_signature_separator_is_not_flowed() {
        let text = "Nf3 \r\n-- \r\nAlice \r\nSmith\r\n";
        assert_eq!(unflow(text, false), "Nf3 \n-- \nAlice Smith\n");
        // With delsp=yes every flowed line's space goes, the separator's stays.
        assert_eq!(unflow(text, true), "Nf3\n-- \nAliceSmith\n");
        // Quoted, too.
        assert_eq!(unflow("> -- \n> Bob\n", false), "> -- \n> Bob\n");
    }

    #[test]
    fn any_text_unflows_without_panic() {
        for text in [
            "", "\n", " ", ">", "> ", ">>> \n", "\r", "é \nü", "-- ", " -- \n x",
        ] {
            let _ = unflow(text, true);
            let _ = unflow(text, false);
        }
        assert_eq!(unflow("", false), "");
        assert_eq!(unflow("\n", false), "\n");
    }
}
