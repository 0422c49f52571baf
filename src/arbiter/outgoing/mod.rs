//! What goes out: replies composed from the templates and queued in the
//! message's transaction (`compose`), how a mail names a tournament and a round
//! (`event_words`), the mails about opponents' moves gathered into a player's
//! digest at its times (`digest`), and the outbox delivered with retries
//! (`delivery`).

pub(crate) mod compose;
pub(crate) mod delivery;
pub(crate) mod digest;
pub(crate) mod event_words;
