//! The text of an HTML-only body, as the player sees it: every block element
//! (`<div>`, `<p>`, `<li>`, a table row...) on lines of its own, and the quote of
//! an earlier message left out: a `<blockquote>` (Gmail's
//! `<blockquote class="gmail_quote">`, Apple Mail's `<blockquote type="cite">`)
//! and Gmail's attribution line (`<div class="gmail_attr">On ... wrote:</div>`).
//! mail-parser's own conversion breaks lines at `<br>` and `</p>` only, so a Gmail
//! reply `<div dir="ltr">1. e4</div><div class="gmail_quote"><div
//! class="gmail_attr">On ... wrote:<br></div>` read as one line `1. e4On ...
//! wrote:`, which is the attribution of a quote and was left out whole.

/// Elements that stand on lines of their own (HTML Living Standard, §4.4 grouping
/// content, §4.9 tabular data, §4.3 sections).
const BLOCKS: &[&str] = &[
    "address",
    "article",
    "aside",
    "blockquote",
    "dd",
    "div",
    "dl",
    "dt",
    "footer",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hr",
    "li",
    "ol",
    "p",
    "pre",
    "section",
    "table",
    "tr",
    "ul",
];

/// The classes of elements that are a quote, or say whose quote follows: Gmail's
/// attribution line and its quote.
const QUOTE_CLASSES: &[&str] = &["gmail_attr", "gmail_quote"];

/// The text of `html`: block elements on lines of their own, quotes of earlier
/// messages (every `<blockquote>`, and the elements of Gmail's classes
/// `gmail_attr` and `gmail_quote`) left out, then mail-parser's conversion
/// ([`mail_parser::decoders::html::html_to_text`]: tags dropped, entities decoded,
/// white space squeezed).
///
/// # Examples
///
/// ```
/// use pbem_arbiter::mail::html_text::html_to_text;
///
/// let gmail = "<div dir=\"ltr\">1. e4</div><div class=\"gmail_quote\"><div dir=\"ltr\" \
///              class=\"gmail_attr\">On Mon, 23 Nov 2026, Arbiter wrote:<br></div>\
///              <blockquote class=\"gmail_quote\">Your move<br></blockquote></div>";
/// assert_eq!(html_to_text(gmail).trim(), "1. e4");
/// ```
pub fn html_to_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len() + 64);
    // The name of the quote element being left out, and how deep in it we are.
    let mut skipping: Option<(String, usize)> = None;
    let mut at = 0;
    while let Some(tag) = next_tag(html, at) {
        if skipping.is_none() {
            out.push_str(&html[at..tag.start]);
        }
        let text = &html[tag.start..tag.end];
        match &mut skipping {
            Some((name, depth)) if *name == tag.name => {
                if tag.closing {
                    *depth -= 1;
                } else if !text.ends_with("/>") {
                    *depth += 1;
                }
                if *depth == 0 {
                    skipping = None;
                    out.push_str("<br>");
                }
            }
            Some(_) => {}
            None if !tag.closing && is_quote(&tag.name, text) => {
                skipping = Some((tag.name.clone(), 1));
                out.push_str("<br>");
            }
            None => {
                if BLOCKS.contains(&tag.name.as_str()) {
                    out.push_str("<br>");
                }
                out.push_str(text);
            }
        }
        at = tag.end;
    }
    if skipping.is_none() {
        out.push_str(&html[at..]);
    }
    mail_parser::decoders::html::html_to_text(&out)
}

/// One tag of an HTML text: where it starts and ends (after its `>`), its name in
/// lower case, and whether it closes an element.
struct Tag {
    start: usize,
    end: usize,
    name: String,
    closing: bool,
}

/// The next tag at or after byte `from`: `<` then an optional `/` and a letter
/// (a `<` in text, `<!--` and `<!DOCTYPE` are no element tags). Quoted attribute
/// values may hold `>`.
fn next_tag(html: &str, from: usize) -> Option<Tag> {
    let bytes = html.as_bytes();
    let mut i = from;
    loop {
        let start = i + html.get(i..)?.find('<')?;
        let closing = bytes.get(start + 1) == Some(&b'/');
        let name_at = start + 1 + usize::from(closing);
        let name_len = bytes
            .get(name_at..)?
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric())
            .count();
        if name_len == 0 || !bytes[name_at].is_ascii_alphabetic() {
            i = start + 1;
            continue;
        }
        let end = tag_end(bytes, name_at + name_len)?;
        return Some(Tag {
            start,
            end,
            name: html[name_at..name_at + name_len].to_ascii_lowercase(),
            closing,
        });
    }
}

/// The byte after the `>` that ends a tag whose attributes start at `from`,
/// skipping quoted attribute values; `None` when the text ends first.
fn tag_end(bytes: &[u8], from: usize) -> Option<usize> {
    let mut quote: Option<u8> = None;
    for (i, &b) in bytes.iter().enumerate().skip(from) {
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'"' || b == b'\'' => quote = Some(b),
            None if b == b'>' => return Some(i + 1),
            None => {}
        }
    }
    None
}

/// True when the opening tag `text` of element `name` starts a quote: a
/// `<blockquote>`, or an element of one of [`QUOTE_CLASSES`].
fn is_quote(name: &str, text: &str) -> bool {
    if name == "blockquote" {
        return true;
    }
    let lower = text.to_ascii_lowercase();
    let Some(at) = lower.find("class=") else {
        return false;
    };
    let value = lower[at + "class=".len()..].trim_start_matches(['"', '\'']);
    let value = value.split(['"', '\'', '>']).next().unwrap_or_default();
    value
        .split_whitespace()
        .any(|class| QUOTE_CLASSES.contains(&class))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(html: &str) -> Vec<String> {
        html_to_text(html)
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(String::from)
            .collect()
    }

    #[test]
    fn blocks_stand_on_lines_of_their_own() {
        assert_eq!(
            lines("<div>Hi Bob,</div><div>1. e4</div><p>Alice</p><ul><li>a</li><li>b</li></ul>"),
            ["Hi Bob,", "1. e4", "Alice", "a", "b"]
        );
        assert_eq!(lines("e4<br>draw?"), ["e4", "draw?"]);
        // Inline elements and entities stay on the line.
        assert_eq!(
            lines("<div><b>12...</b> <span>Nf6</span> draw?</div>"),
            ["12... Nf6 draw?"]
        );
    }

    #[test]
    fn quotes_are_left_out_with_their_nesting() {
        let html = "<div>e5</div><blockquote type=\"cite\"><div>On Monday</div>\
                    <blockquote>older<blockquote>oldest</blockquote></blockquote>\
                    1. e4</blockquote><div>Bob</div>";
        assert_eq!(lines(html), ["e5", "Bob"]);
        // Gmail's inline reply: the player's text between two quotes.
        let html = "<div class=\"gmail_quote\"><div class=\"gmail_attr\">On Mon, A wrote:<br>\
                    </div><blockquote class=\"gmail_quote\">Your move</blockquote></div>\
                    <div>Nf3</div><div class='gmail_quote'><blockquote>more</blockquote></div>";
        assert_eq!(lines(html), ["Nf3"]);
    }

    #[test]
    fn odd_html_is_read_without_panicking() {
        assert!(html_to_text("a < b and 3<4 <!-- <div> --> c").starts_with('a'));
        assert_eq!(lines("<div title=\"x\">e4</div><br/><img src=x />"), ["e4"]);
        // An unclosed quote or tag leaves the rest out, and nothing breaks.
        assert_eq!(lines("e4<blockquote>never closed"), ["e4"]);
        assert_eq!(lines("e4<div class=\"a"), ["e4"]);
        assert_eq!(lines("</blockquote></div>Nf3"), ["Nf3"]);
        assert_eq!(lines("é<dív>ü</dív><div>ß</div>"), ["éü", "ß"]);
    }

    proptest::proptest! {
        /// Any mix of tags, quotes, classes and letters converts without panicking,
        /// and a text without `<` keeps its words.
        #[test]
        fn any_html_converts(
            html in "(<|>|/|div|blockquote|p|br|class=|\"|'|gmail_quote|gmail_attr|é|ü|e4| |\n){0,80}",
            words in "[a-z0-9.]{1,8}( [a-z0-9.]{1,8}){0,4}",
        ) {
            let _ = html_to_text(&html);
            let text = html_to_text(&words);
            proptest::prop_assert_eq!(text.trim(), words.as_str());
        }
    }
}
