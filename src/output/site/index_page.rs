//! The site's front page (`index.html`): its events, then its games, newest first.

use serde::Serialize;
use serde_json::json;

use super::page::{Page, SiteError};
use crate::corr::ids::GameId;
use crate::output::templates::Templates;

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
    /// A thematic event's set start in words (`thematic event, set opening 1.
    /// e4 e5 2. f4`), for its own page; `None`: the usual start (or not shown).
    pub theme: Option<String>,
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
