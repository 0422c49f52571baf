//! Text made safe for XML 1.0: the writer's one escaping function.

/// Appends `text` to `out` escaped for XML 1.0 element content and for an
/// attribute in double quotes: `&`, `<`, `>` and `"` as entities; characters
/// XML 1.0 cannot carry at all (C0 controls but TAB, LF and CR; U+FFFE,
/// U+FFFF; XML 1.0 §2.2) left out; CR written `&#13;` so that a parser does
/// not turn it into LF (§2.11).
///
/// ```
/// let mut out = String::new();
/// pbem_arbiter::xfcc::xml::escape_into(&mut out, "a<b & \"c\"\u{1}>");
/// assert_eq!(out, "a&lt;b &amp; &quot;c&quot;&gt;");
/// ```
pub fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\r' => out.push_str("&#13;"),
            '\t' | '\n' => out.push(c),
            c if c < ' ' || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
}
