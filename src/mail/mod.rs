//! Mail in and out. Knows RFC 5322, MIME, Maildir and SMTP; knows no chess rule.
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
