//! Mail in and out. Knows RFC 5322, MIME, Maildir and SMTP; knows no chess rule.
//!
//! | room | owns |
//! |---|---|
//! | [`inbound`] | the Maildir inbox: a message moved to cur/ only after its transaction committed |
//! | [`imap`] | the IMAP inbox: one folder read by UID, plain, STARTTLS or TLS |
//! | [`message`] | one incoming message read: sender, Subject, ids, the text body |
//! | [`flowed`] | `format=flowed` bodies unwrapped (RFC 3676) |
//! | [`html_text`] | the text of an HTML-only body, its quote left out |
//! | [`pgp_inline`] | the text of a body signed inline with OpenPGP (RFC 4880 §7) |
//! | [`reply_text`] | the player's own lines of a reply: quotes, signatures and the arbiter's diagram left out |
//! | [`subject`] | the player's own words in a Subject |
//! | [`labels`] | the move and game labels players write in their language (`Move: e4`, `Partie 12: Sf3`) |
//! | [`command`] | the commands in the player's own lines: moves, `resign`, `draw`, settings, game tags |
//! | [`domain_auth`] | DKIM and ARC: is a mail authenticated by its `From:` domain? |
//! | [`bounce`] | delivery reports about a mail the arbiter sent (RFC 3464) |
//! | [`msg_id`] | the message ids a reply refers to, chains shortened (RFC 5322 §3.6.4) |
//! | [`outbound`] | sending replies: a file per reply, SMTP or sendmail, threaded |
#![warn(missing_docs)]

pub mod bounce;
pub mod command;
pub mod domain_auth;
pub mod flowed;
pub mod html_text;
pub mod imap;
pub mod inbound;
pub mod labels;
pub mod message;
pub mod msg_id;
pub mod outbound;
pub mod pgp_inline;
pub mod reply_text;
pub mod subject;
