//! Tournaments: making and running them (`tournaments`: round robins, withdrawals,
//! results announced), open entry by mail (`entries`), the Swiss rounds paired by
//! an engine (`swiss_rounds`) and knock-out rounds (`knockout_rounds`), team events (`team_events`), the
//! command grammar shared by the command line and organisers' mail (`commands`),
//! finding a tournament and its games (`lookup`), and the tables' shared form
//! (`table_form`) and words in the reader's language (`table_words`).

pub(crate) mod commands;
pub(crate) mod entries;
pub(crate) mod knockout_rounds;
pub(crate) mod lookup;
pub(crate) mod swiss_rounds;
pub(crate) mod table_form;
pub(crate) mod table_words;
pub(crate) mod team_events;
pub(crate) mod tournaments;
