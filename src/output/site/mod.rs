//! The published site: static HTML and CSS with a little
//! JavaScript, readable from `file://` or any static host, with no server. This
//! module makes the pages' text; the arbiter's publisher gathers what they show
//! (public names only, no private game) and writes them, each atomically.
//!
//! Layout of the site's folder:
//! - `index.html`: the events and the games;
//! - `events/N.html`: an event's table (crosstable, Swiss table or bracket),
//!   rounds and games; `events/N.pgn` its games;
//! - `games/N.html` (`games/N-2.html`... for a long game): a game
//!   ([`game_page`]); `games/N.pgn` its score;
//! - `rules/ID.html`: a variant's rules as implemented (`docs/rules/ID.md`);
//! - `site.css`, `site.js`.

pub mod game_page;
mod page;

use crate::corr::ids::GameId;
use crate::notation::words::Phrase;
use crate::output::templates::Templates;
use crate::rules::position::VariantInfo;
use serde::Serialize;
use serde_json::json;

pub use game_page::{game_pages, GameSource};
pub use page::{Page, SiteError};

/// The style sheet of every page.
pub const CSS: &str = include_str!("../../../assets/site/site.css");
/// The script that steps through a game's boards (every page works without it).
pub const JS: &str = include_str!("../../../assets/site/site.js");

/// A game as the index lists it.
#[derive(Debug, Clone, Serialize)]
pub struct IndexGame {
    /// The game's number.
    pub id: GameId,
    /// White's public name.
    pub white: String,
    /// Black's public name.
    pub black: String,
    /// The variant's id (`chess`, `momentum`, ...).
    pub variant: String,
    /// The event's name and round (`Winter Cup, round 2`), if any.
    pub event: Option<String>,
    /// The event's tournament number, if any.
    pub event_id: Option<i64>,
    /// `1-0` ... or `in play`.
    pub result: String,
    /// Plies played so far.
    pub plies: u32,
    /// The day of the last change (`2026-11-24`).
    pub updated: String,
}

/// An event as the index lists it.
#[derive(Debug, Clone, Serialize)]
pub struct IndexEvent {
    /// The tournament's number.
    pub id: i64,
    /// The tournament's name.
    pub name: String,
    /// The variant's id (`chess`, `momentum`, ...).
    pub variant: String,
    /// `round-robin`, `swiss` or `knockout`.
    pub system: String,
    /// `registering`, `running` or `finished`.
    pub status: String,
}

/// The site's front page: its events, then its games, newest first.
///
/// # Errors
///
/// [`SiteError::Template`].
pub fn index_page(
    templates: &Templates,
    title: &str,
    events: &[IndexEvent],
    games: &[IndexGame],
) -> Result<Page, SiteError> {
    let text = templates.render_site(
        "site/index.html",
        json!({"root": "", "title": title, "events": events, "games": games}),
    )?;
    Ok(Page {
        path: "index.html".into(),
        text,
    })
}

/// An event's page: `table_html`, the event's table as the fragment
/// `tournament table --html` shows inside its page (names escaped by its
/// template), and `rounds`: each `{"round": N, "games": [{"id",
/// "board", "white", "black", "result"}]}`.
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
