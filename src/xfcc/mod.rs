//! Xfcc: the XfccBasic web service (SOAP 1.1 over HTTP) that players' chess
//! programs speak, as texts: a request's bytes read into a call, and (later
//! rooms) the answers written. Like `mail`, it reads and writes texts and never
//! knows a rule or a table: the arbiter turns a call into commands.
//!
//! - `codes`: the words of the wire, the namespaces, [`Operation`] and the
//!   SOAP fault codes ([`FaultCode`]);
//! - [`envelope`]: a request's bytes (and its `SOAPAction`) read into an
//!   [`XfccCall`], or the [`EnvelopeError`] its fault names.

mod codes;
pub mod envelope;

pub use codes::{FaultCode, Operation, SERVICE_NS, SOAP12_NS, SOAP_NS, XSI_NS};
pub use envelope::{Credentials, EnvelopeError, MoveCall, XfccCall};
