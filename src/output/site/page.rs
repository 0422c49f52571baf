//! A file of the published site and the error of making one.

use thiserror::Error;

use crate::corr::ids::GameId;
use crate::output::templates::TemplateError;

/// A page (or any file) of the site: its path under the site's folder, `/`
/// separated, and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The path under the site's folder, `/` separated (`games/12.html`).
    pub path: String,
    /// The file's whole text.
    pub text: String,
}

/// A page that could not be made.
#[derive(Debug, Error)]
pub enum SiteError {
    /// A stored position of a game does not read back.
    #[error("game {game}: the position after ply {ply} does not read: {reason}")]
    Position {
        /// The game's number.
        game: GameId,
        /// The ply after which the position stands (0: the start).
        ply: usize,
        /// Why it does not read, in words.
        reason: String,
    },
    /// A page's template could not be rendered.
    #[error(transparent)]
    Template(#[from] TemplateError),
}
