//! What goes out: replies composed from the templates and queued in the
//! message's transaction (`compose`), the mails about opponents' moves gathered
//! into a player's digest at its times (`digest`), delivered with retries
//! (`delivery`), and the published site of games and events (`publish`).

pub(crate) mod compose;
pub(crate) mod delivery;
pub(crate) mod digest;
pub(crate) mod publish;
