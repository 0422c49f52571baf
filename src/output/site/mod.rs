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
//!
//! The rooms: `page` (a file of the site, [`Page`], and [`SiteError`]), `index_page`
//! (the front page and what it lists, [`index_page()`]), `event_page` ([`event_page()`]),
//! [`game_page`] (a game's pages), `rules_page` ([`rules_page()`]) and `assets` (the
//! style sheet and the script, [`CSS`], [`JS`], [`assets()`]).

mod assets;
mod event_page;
pub mod game_page;
mod index_page;
mod page;
mod rules_page;

pub use assets::{assets, CSS, JS};
pub use event_page::event_page;
pub use game_page::{game_pages, GameSource};
pub use index_page::{index_page, IndexEvent, IndexGame};
pub use page::{Page, SiteError};
pub use rules_page::rules_page;
