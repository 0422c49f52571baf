//! Composing and queueing replies, in three rooms by job:
//!
//! | file | what it does |
//! |---|---|
//! | `envelope` | a reply's envelope and its queueing in the transaction: [`Reply`] (recipient, subject, [`Body`], [`Thread`], game, Reply-To), the `[Game N code]` tag and the Reply-To that carries the player's code (see `auth`), the threading headers |
//! | `context` | the template context of a game seen from one player's side ([`GameFacts`], [`GameContext`]), its status line, the event line |
//! | `notices` | the replies in the arbiter's own words: notices and announcements, help, refusals ([`Refused`]), confirmation requests, held messages |
//! | `game_replies` | the replies about a game's play: the first message of a new game, the update after accepted commands, the board and history asked for |

mod context;
mod envelope;
mod game_replies;
mod notices;

pub(crate) use context::{game_context, several_games_example, GameContext};
pub use context::{status, status_of};
pub(crate) use envelope::{without_game_tag, Body, Reply};
pub(crate) use game_replies::mover_wrote;
pub use game_replies::{after_commands, new_game, PlayOrigin};
pub(crate) use notices::ConfirmationRequest;
pub use notices::{confirmation_request, error, held, help, Refused};
