//! The words of the wire: the namespaces, the operations and the SOAP 1.1 fault
//! codes.

use std::fmt;

/// The XfccBasic service's namespace: the operations' elements and their
/// parameters are in it (ICCF's WSDL `targetNamespace`).
pub const SERVICE_NS: &str = "http://www.bennedik.com/webservices/XfccBasic";

/// The SOAP 1.1 envelope's namespace (SOAP 1.1 §4.1.2, W3C Note 2000-05-08).
pub const SOAP_NS: &str = "http://schemas.xmlsoap.org/soap/envelope/";

/// The SOAP 1.2 envelope's namespace: XfccBasic speaks SOAP 1.1 only, and an
/// envelope in this one is a `VersionMismatch`.
pub const SOAP12_NS: &str = "http://www.w3.org/2003/05/soap-envelope";

/// The XML Schema instance namespace, of `xsi:nil`.
pub const XSI_NS: &str = "http://www.w3.org/2001/XMLSchema-instance";

/// The two operations of XfccBasic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operation {
    /// `GetMyGames(username, password)`: the player's games.
    GetMyGames,
    /// `MakeAMove(username, password, gameId, ...)`: a move, a flag, a message.
    MakeAMove,
}

impl Operation {
    /// The operation's element name (and the last part of its `SOAPAction`):
    /// `GetMyGames` or `MakeAMove`.
    pub fn name(self) -> &'static str {
        match self {
            Operation::GetMyGames => "GetMyGames",
            Operation::MakeAMove => "MakeAMove",
        }
    }

    /// The operation named `name` exactly (the case counts, as in XML).
    pub fn named(name: &str) -> Option<Operation> {
        match name {
            "GetMyGames" => Some(Operation::GetMyGames),
            "MakeAMove" => Some(Operation::MakeAMove),
            _ => None,
        }
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A SOAP 1.1 fault code (SOAP 1.1 §4.4.1), written `soap:` and its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaultCode {
    /// The envelope is not in the SOAP 1.1 namespace.
    VersionMismatch,
    /// A header entry with `mustUnderstand="1"` that the arbiter does not know.
    MustUnderstand,
    /// The request itself is wrong: the client should not send it again as it is.
    Client,
    /// The arbiter failed: the same request may work later.
    Server,
}

impl FaultCode {
    /// The qualified name written in `faultcode`: `soap:Client`, ...
    pub fn qualified(self) -> &'static str {
        match self {
            FaultCode::VersionMismatch => "soap:VersionMismatch",
            FaultCode::MustUnderstand => "soap:MustUnderstand",
            FaultCode::Client => "soap:Client",
            FaultCode::Server => "soap:Server",
        }
    }
}
