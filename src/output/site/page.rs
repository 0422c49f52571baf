//! A file of the published site and the error of making one.

use thiserror::Error;

use crate::output::templates::TemplateError;

/// A page (or any file) of the site: its path under the site's folder, `/`
/// separated, and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    pub path: String,
    pub text: String,
}

/// A page that could not be made.
#[derive(Debug, Error)]
pub enum SiteError {
    #[error("game {game}: the position after ply {ply} does not read: {reason}")]
    Position {
        game: i64,
        ply: usize,
        reason: String,
    },
    #[error(transparent)]
    Template(#[from] TemplateError),
}
