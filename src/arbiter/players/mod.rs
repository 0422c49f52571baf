//! The players: their own settings by mail and on the command line (`personal`:
//! name, time zone, language, leave, a new address) and a refused setting in the
//! reader's language (`setting_words`), the Glicko-2 rating lists kept from the
//! game records, seeding, ratings from elsewhere (`ratings`); the overview of all
//! of a player's games by mail (`overview`).

pub(crate) mod overview;
pub(crate) mod personal;
pub(crate) mod ratings;
pub(crate) mod setting_words;
