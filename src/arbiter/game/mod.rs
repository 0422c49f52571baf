//! Playing one game: a challenge by mail that makes one (`challenges`), a
//! message's commands checked and applied to the game (`play`), conditional lines
//! (`conditionals`), deadlines, reminders and losses on time (`deadlines`), a new
//! game and its first mails (`new_game`), an organiser's actions on a game
//! (`organiser`: abort, adjudicate, take back, resend, pause, resume), and a game
//! replayed from its start against what is stored (`verify`).

pub(crate) mod challenges;
pub(crate) mod conditionals;
pub(crate) mod deadlines;
pub(crate) mod new_game;
pub(crate) mod organiser;
pub(crate) mod play;
pub(crate) mod verify;
