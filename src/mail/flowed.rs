//! Unwrapping `text/plain; format=flowed` (RFC 3676), as Apple Mail, iOS Mail and
//! Thunderbird send it, before any line of a mail is read. A phone that
//! wraps `d7:d4 (Qc7-c4)` sends `d7:d4 ` and `(Qc7-c4)` on two lines; the trailing
//! space says that the two are one line.
//!
//! Written by hand: no well-kept crate decodes RFC 3676 on its own. mail-parser
//! (which reads our MIME) leaves flowed text as it is, `pulldown-cmark-to-flowed`
//! only writes it, and the decoders that exist live inside whole mail clients. The
//! rules fit in this module, and the tests below check each one.
//!
//! The replies' text parts are written flowed ([`flow`]): a line longer than a
//! mail line is cut at its spaces by the `textwrap` crate, each piece but the
//! last ending in the space that says "continued", so that a reader whose
//! program knows RFC 3676 sees the paragraph refilled to its window, and any
//! other reader sees lines of at most 78 columns.

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

/// The longest line a reply's text part has on the wire where it has a space
/// to break at, in columns: RFC 3676 §4.2's (and RFC 5322 §2.1.1's) 78.
pub const LINE_WIDTH: usize = 78;

/// `text` (lines ended by `\n`) as a `format=flowed` body (RFC 3676, DelSp=no)
/// that [`unflow`] reads back as `text` with each line's trailing white space
/// removed: every line whose wire form would be longer than `width` columns
/// (Unicode display width) is cut at spaces into pieces of at most `width`
/// columns, each piece but the last ending in the flowing space (§4.2); a run
/// of spaces where a line is cut reads back as one. A line with no space to cut
/// at stays whole, and so does a line `keep` says is to be kept (the board's
/// grid). Lines that start with a space, `>` or `From ` are space-stuffed
/// (§4.4), the pieces of a cut line too; trailing white space is removed from
/// every line (a trailing space would say "flowed"), except the signature
/// separator `-- ` (§4.3). The cutting is `textwrap`'s first fit at ASCII
/// spaces, never inside a word nor at a hyphen (`e2-e4`, `Europe/Berlin` stay
/// whole).
///
/// # Examples
///
/// ```
/// use pbem_arbiter::mail::flowed::{flow, unflow};
///
/// let text = "Your digest comes daily at 18:00 (Europe/Berlin time). The next one falls due on Tue.\n-- \nArbiter\n";
/// let flowed = flow(text, 40, |_| false);
/// assert!(flowed.lines().all(|l| l.chars().count() <= 40));
/// assert!(flowed.starts_with("Your digest comes daily at 18:00 \n"));
/// assert!(flowed.contains("\n-- \n"));
/// assert_eq!(unflow(&flowed, false), text);
/// ```
pub fn flow(text: &str, width: usize, keep: impl Fn(&str) -> bool) -> String {
    use textwrap::{
        core::display_width, wrap, Options, WordSeparator, WordSplitter, WrapAlgorithm,
    };
    let body = text.strip_suffix('\n').unwrap_or(text);
    let trailing_newline = body.len() != text.len();
    let mut out = String::with_capacity(text.len() + text.len() / 32);
    // The pieces of a cut line have room for a stuffing space and the flowing
    // space beside their text.
    let options = Options::new(width.saturating_sub(2).max(1))
        .break_words(false)
        .word_separator(WordSeparator::AsciiSpace)
        .word_splitter(WordSplitter::NoHyphenation)
        .wrap_algorithm(WrapAlgorithm::FirstFit);
    for raw in body.split('\n') {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if raw == SIGNATURE_SEPARATOR {
            out.push_str(raw);
            out.push('\n');
            continue;
        }
        let line = raw.trim_end();
        let stuffed = usize::from(needs_stuffing(line));
        if display_width(line) + stuffed <= width || keep(line) {
            push_stuffed(&mut out, line);
            out.push('\n');
            continue;
        }
        let pieces = wrap(line, &options);
        let last = pieces.len().saturating_sub(1);
        for (i, piece) in pieces.iter().enumerate() {
            push_stuffed(&mut out, piece);
            if i < last {
                out.push(' ');
            }
            out.push('\n');
        }
    }
    if !trailing_newline {
        out.pop();
    }
    out
}

/// True for a line that a reader of flowed text would take otherwise than as
/// written without a space before it (RFC 3676 §4.4): one that starts with a
/// space (stuffing is taken off), `>` (a quote) or `From ` (mangled by some
/// mail stores).
fn needs_stuffing(line: &str) -> bool {
    line.starts_with(' ') || line.starts_with('>') || line.starts_with("From ")
}

/// Appends `line`, space-stuffed where [`needs_stuffing`] says.
fn push_stuffed(out: &mut String, line: &str) {
    if needs_stuffing(line) {
        out.push(' ');
    }
    out.push_str(line);
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

    /// What [`flow`] writes reads back as written, with every wire line of at
    /// most the width where it has a space to break at.
    #[test]
    fn flowed_text_reads_back_and_keeps_to_its_width() {
        let long = "word ".repeat(40);
        let text = format!(
            "Short line.\n\n    {long}end of the indented one\n{long}\nFrom here on {long}\n\
             > not a quote {long}\n    +---+---+\n  8 | r |:n:|\n{}\n-- \nArbiter\n",
            "x".repeat(100)
        );
        let flowed = flow(&text, 78, |_| false);
        for line in flowed.lines() {
            assert!(
                line.chars().count() <= 78 || !line.trim().contains(' '),
                "{line:?}\n{flowed}"
            );
        }
        let expected: String = text
            .lines()
            .map(|l| format!("{}\n", l.trim_end()))
            .collect();
        let expected = expected.replace("\n--\n", "\n-- \n");
        assert_eq!(unflow(&flowed, false), expected);
        // Stuffed: the indented lines, the quote mark and `From `.
        assert!(flowed.contains("\n     word word"), "{flowed}");
        assert!(flowed.contains("\n From here on"), "{flowed}");
        assert!(flowed.contains("\n > not a quote"), "{flowed}");
        assert!(
            flowed.contains("\n     +---+---+\n   8 | r |:n:|\n"),
            "{flowed}"
        );
        // Only the cut lines end in a space, and the signature separator.
        let spaced = flowed.lines().filter(|l| l.ends_with(' ')).count();
        assert!(
            spaced > 5 && flowed.contains("\n-- \nArbiter\n"),
            "{flowed}"
        );
        // A line that is to be kept stays whole, however long.
        let grid = format!("  8 |{}", " x |".repeat(30));
        assert_eq!(flow(&grid, 78, |l| l.contains('|')), format!(" {grid}"));
    }

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
