//! An event's page (`events/N.html`): its table, rounds and games.

use serde_json::json;

use super::index_page::IndexEvent;
use super::page::{Page, SiteError};
use crate::output::templates::Templates;
use crate::rules::position::VariantInfo;

/// An event's page: `table_html`, the event's table as the fragment
/// `tournament table --html` shows inside its page (names escaped by its
/// template), and `rounds`: each `{"round": N, "name", "games": [{"id",
/// "board", "white", "black", "result"}], "matches"}`; a knock-out cup's round
/// has its `name` (`Semi-finals`) and its games in `matches`, each `{"number":
/// M, "games": [...]}` with `"game": K` or `"tie_break": J` in each game,
/// else `name` is null and `matches` empty.
///
/// # Errors
///
/// [`SiteError::Template`].
pub fn event_page(
    templates: &Templates,
    event: &IndexEvent,
    variant: &VariantInfo,
    table_html: &str,
    rounds: serde_json::Value,
) -> Result<Page, SiteError> {
    let text = templates.render_site(
        "site/event.html",
        json!({
            "root": "../",
            "title": event.name,
            "event": event,
            "variant": {"id": variant.id, "name": variant.name},
            "table": table_html,
            "event_rounds": rounds,
        }),
    )?;
    Ok(Page {
        path: format!("events/{}.html", event.id),
        text,
    })
}
