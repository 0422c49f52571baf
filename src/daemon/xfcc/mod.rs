//! The Xfcc endpoint that `arbiter run` serves beside the mail: XfccBasic
//! (SOAP 1.1) over HTTP/1.1, plain on a loopback address behind a reverse
//! proxy or TLS itself, for the players' chess programs (Scid, Lucas Chess,
//! SOAP toolkits). It reads and writes the wire with [`crate::xfcc`] and hands
//! each call to a [`Handler`] on a blocking thread.
//!
//! Where things are:
//!
//! - `server`: [`XfccEndpoint`] (the `[xfcc]` section with its TLS files
//!   read), [`XfccServer`] (the listener's thread and runtime, the connection
//!   cap, the deadlines, the stop), [`XfccError`];
//! - `route`: one request answered: the path, the methods, the WSDL and its
//!   address, the content type, the body's limit and deadline, the envelope
//!   read and handed over; [`asks_for_wsdl`], [`soap_content_type`],
//!   [`valid_host`];
//! - `tls`: the certificate and key read into a rustls configuration
//!   ([`server_config`], [`TlsFilesError`]);
//! - `handler`: [`Handler`] and [`arbiter_handler`], the arbiter's answers.

mod handler;
mod route;
mod server;
mod tls;

pub use handler::{arbiter_handler, Handler};
pub use route::{asks_for_wsdl, soap_content_type, valid_host, BODY_DEADLINE, PATH};
pub use server::{
    XfccEndpoint, XfccError, XfccServer, CALLS_AT_ONCE, HEADER_DEADLINE, MAX_CONNECTIONS,
    TLS_HANDSHAKE_DEADLINE,
};
pub use tls::{server_config, TlsFilesError};
