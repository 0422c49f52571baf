//! Xfcc: the XfccBasic web service (SOAP 1.1 over HTTP) that players' chess
//! programs speak, as texts: a request's bytes read into a call, the answers
//! and the WSDL written. Like `mail`, it reads and writes texts and never knows
//! a rule or a table: the arbiter turns a call into commands and fills the
//! games' fields.
//!
//! - `codes`: the words of the wire, the namespaces, [`Operation`], the SOAP
//!   fault codes ([`FaultCode`]) and the enumerations [`XfccResult`] and
//!   [`MakeAMoveResult`];
//! - [`envelope`]: a request's bytes (and its `SOAPAction`) read into an
//!   [`XfccCall`], or the [`EnvelopeError`] its fault names;
//! - [`fields`]: the one table of the elements of an [`XfccGame`] and of the
//!   operations' parameters, which both the answers and the WSDL are made from;
//! - [`reply`]: the answers (the games, a move's result, a fault), shaped for
//!   the clients that cut them with regular expressions;
//! - [`wsdl`]: the WSDL 1.1 for an endpoint's address;
//! - [`movetext`]: a game's moves with ICCF's `%ccsnt` times;
//! - [`xml`]: the writer's escaping.

mod codes;
pub mod envelope;
pub mod fields;
pub mod movetext;
pub mod reply;
pub mod wsdl;
pub mod xml;

pub use codes::{
    FaultCode, MakeAMoveResult, Operation, XfccResult, SERVICE_NS, SOAP12_NS, SOAP_NS, XSI_NS,
};
pub use envelope::{Credentials, EnvelopeError, MoveCall, XfccCall};
pub use fields::{TimeLeft, XfccGame};
