//! What playing a game came to, in the reader's words: the events of a message's
//! commands and their accepted result (`outcome`), the notes one player alone
//! reads about their conditional lines (`notes`), commands refused and the refusal
//! in the reader's language (`refusal_words`), and the clock lines of every reply
//! about a timed game (`clock_text`).

pub(crate) mod clock_text;
pub(crate) mod notes;
pub(crate) mod outcome;
pub(crate) mod refusal_words;
