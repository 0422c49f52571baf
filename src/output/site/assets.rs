//! The site's style sheet and script, built into the binary from assets/site/,
//! written beside the pages.

use super::page::Page;

/// The style sheet of every page.
pub const CSS: &str = include_str!("../../../assets/site/site.css");
/// The script that steps through a game's boards (every page works without it).
pub const JS: &str = include_str!("../../../assets/site/site.js");

/// The style sheet and the script, as pages.
pub fn assets() -> Vec<Page> {
    vec![
        Page {
            path: "site.css".into(),
            text: CSS.into(),
        },
        Page {
            path: "site.js".into(),
            text: JS.into(),
        },
    ]
}
