//! A variant's rules page (`rules/ID.html`), from its `docs/rules/ID.md` through
//! pulldown-cmark.

use serde_json::json;

use super::page::{Page, SiteError};
use crate::notation::words::Phrase;
use crate::output::templates::Templates;
use crate::rules::position::VariantInfo;

/// A variant's rules page from its `docs/rules/ID.md` (our own text: its HTML, if
/// any, is kept).
///
/// # Errors
///
/// [`SiteError::Template`].
pub fn rules_page(templates: &Templates, variant: &VariantInfo) -> Result<Page, SiteError> {
    let parser =
        pulldown_cmark::Parser::new_ext(variant.rules_page, pulldown_cmark::Options::ENABLE_TABLES);
    let mut body = String::new();
    pulldown_cmark::html::push_html(&mut body, parser);
    let text = templates.render_site(
        "site/rules.html",
        json!({
            "root": "../",
            "title": Phrase::new("site-rules-title")
                .with("variant", variant.name)
                .in_language(templates.site_language()),
            "variant": {"id": variant.id, "name": variant.name, "summary": variant.summary},
            "body": body,
        }),
    )?;
    Ok(Page {
        path: format!("rules/{}.html", variant.id),
        text,
    })
}
