//! A request's bytes read into an [`XfccCall`]: a SOAP 1.1 envelope (W3C Note
//! "Simple Object Access Protocol (SOAP) 1.1", 2000-05-08, §4) holding one
//! XfccBasic operation, as Scid, the LSS and ICCF clients and SOAP toolkits send
//! it.
//!
//! What is read, and what is refused with an [`EnvelopeError`] (each one a
//! SOAP fault, [`EnvelopeError::fault_code`]):
//!
//! - at most [`MAX_REQUEST_BYTES`], UTF-8 (a byte order mark skipped), an XML
//!   declaration naming no encoding but UTF-8, no DTD (so no entity is ever
//!   defined, let alone expanded), at most [`MAX_NODES`] nodes;
//! - the root `Envelope` in the SOAP 1.1 namespace (SOAP 1.2's is a version
//!   mismatch), one `Body` in it, and in the Body exactly one element: the
//!   operation, `GetMyGames` or `MakeAMove` in the service namespace (any
//!   prefix, or the default namespace); a `Header` is allowed, but an entry of
//!   it with `mustUnderstand="1"` is refused (SOAP 1.1 §4.2.3);
//! - the operation comes from the Body, never from `SOAPAction`: that header,
//!   when given (quoted or not) and not empty, must end with `/` and the
//!   Body's operation;
//! - the parameters are the operation's child elements in the service
//!   namespace or in none, keyed by local name in any order, each at most
//!   once; others are ignored; `xsi:nil="true"` counts as left out; text with
//!   its entities and CDATA sections decoded, no element inside;
//! - `username`, `password` and (for `MakeAMove`) `gameId` must be there;
//!   left out, `myMove` and `myMessage` are empty and the flags false;
//!   the flags read as xs:boolean (an empty one as false) (`true`, `false`, `1`, `0`, white space
//!   around them trimmed); `gameId` and `movecount` as xs:int of at least 0,
//!   kept as `None` when they are not (so that the arbiter can answer
//!   `InvalidGameID` or `InvalidMoveNumber`, which every client shows).

use thiserror::Error;

use super::codes::{FaultCode, Operation, SERVICE_NS, SOAP12_NS, SOAP_NS, XSI_NS};
use super::fields::MOVE_PARAMETERS;
use crate::corr::ids::GameId;

/// The largest request read, in bytes: a `MakeAMove` with a message of 2,000
/// characters takes less than 4 KiB.
pub const MAX_REQUEST_BYTES: usize = 64 * 1024;

/// The most XML nodes (elements, attributes' holders, texts) a request may
/// have: a request has about 40.
pub const MAX_NODES: u32 = 4096;

/// One XfccBasic call, read from its envelope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum XfccCall {
    /// `GetMyGames(username, password)`.
    GetMyGames(Credentials),
    /// `MakeAMove(username, password, gameId, resign, acceptDraw, movecount,
    /// myMove, offerDraw, claimDraw, myMessage)`.
    MakeAMove(MoveCall),
}

impl XfccCall {
    /// Which operation this is.
    pub fn operation(&self) -> Operation {
        match self {
            XfccCall::GetMyGames(_) => Operation::GetMyGames,
            XfccCall::MakeAMove(_) => Operation::MakeAMove,
        }
    }

    /// Who says they call: the username and password every call carries.
    pub fn credentials(&self) -> &Credentials {
        match self {
            XfccCall::GetMyGames(credentials) => credentials,
            XfccCall::MakeAMove(call) => &call.credentials,
        }
    }
}

/// The `username` and `password` of a call, as sent (entities decoded,
/// nothing trimmed).
#[derive(Clone, PartialEq, Eq)]
pub struct Credentials {
    /// The player's address, as the program sends it.
    pub username: String,
    /// The password, as the program sends it.
    pub password: String,
}

impl std::fmt::Debug for Credentials {
    /// The username only: a password is never printed.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Credentials")
            .field("username", &self.username)
            .field("password", &"(hidden)")
            .finish()
    }
}

/// The parameters of a `MakeAMove`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveCall {
    /// `username` and `password`.
    pub credentials: Credentials,
    /// `gameId`; `None` when it is no xs:int of at least 0 (`InvalidGameID`).
    pub game_id: Option<GameId>,
    /// `resign`.
    pub resign: bool,
    /// `acceptDraw`: accept the opponent's standing offer.
    pub accept_draw: bool,
    /// `movecount`: the full-move number of `my_move`; `None` when left out or
    /// no xs:int of at least 0.
    pub movecount: Option<u32>,
    /// `myMove`, as sent (empty when left out).
    pub my_move: String,
    /// `offerDraw`.
    pub offer_draw: bool,
    /// `claimDraw`.
    pub claim_draw: bool,
    /// `myMessage`, as sent (empty when left out).
    pub my_message: String,
}

/// Why a request is no call: each one answered with a SOAP fault of
/// [`EnvelopeError::fault_code`].
#[derive(Debug, Error)]
pub enum EnvelopeError {
    /// Longer than [`MAX_REQUEST_BYTES`].
    #[error("the request has {bytes} bytes, more than {MAX_REQUEST_BYTES}")]
    TooLarge {
        /// The request's length.
        bytes: usize,
    },
    /// Bytes that are no UTF-8.
    #[error("the request is not UTF-8")]
    NotUtf8(#[source] std::str::Utf8Error),
    /// An XML declaration naming another encoding.
    #[error("the request declares the encoding {0:?}; only UTF-8 is read")]
    Encoding(String),
    /// A document type declaration (`<!DOCTYPE`): never read, so that no
    /// entity can be defined.
    #[error("the request has a document type declaration (DTD), which is not read")]
    Dtd,
    /// More than [`MAX_NODES`] nodes.
    #[error("the request has more than {MAX_NODES} XML nodes")]
    TooManyNodes,
    /// Not well-formed XML (or namespaces that do not resolve).
    #[error("the request is not well-formed XML: {0}")]
    Xml(#[source] roxmltree::Error),
    /// An `Envelope` in the SOAP 1.2 namespace.
    #[error("the envelope is SOAP 1.2; this service speaks SOAP 1.1")]
    Soap12,
    /// A root element that is no SOAP 1.1 `Envelope`.
    #[error("the root element {0} is no SOAP 1.1 Envelope")]
    NotAnEnvelope(String),
    /// An envelope without a `Body`, or with two.
    #[error("the envelope has {0} Body elements, not one")]
    Bodies(usize),
    /// A header entry the arbiter must understand and does not.
    #[error("the header entry {0} must be understood and is not")]
    MustUnderstand(String),
    /// A `Body` without an element.
    #[error("the Body holds no operation")]
    NoOperation,
    /// A second element in the `Body` after the operation.
    #[error("the Body holds a second element, {0}, after the operation")]
    SecondOperation(String),
    /// An element in the `Body` that is no operation of XfccBasic
    /// (`MakeAMove2`, or `GetMyGames` in another namespace).
    #[error("unknown operation {0}")]
    UnknownOperation(String),
    /// A `SOAPAction` header naming another operation than the Body.
    #[error("the SOAPAction {action:?} does not name the Body's operation {operation}")]
    SoapAction {
        /// The header's value, as given.
        action: String,
        /// The Body's operation.
        operation: Operation,
    },
    /// A parameter given twice.
    #[error("the parameter {0} is given twice")]
    Twice(&'static str),
    /// A parameter that must be given and is not.
    #[error("the parameter {0} is missing")]
    Missing(&'static str),
    /// A parameter with an element inside, where text belongs.
    #[error("the parameter {0} holds an element, not text")]
    NotText(&'static str),
    /// A flag that is no xs:boolean.
    #[error("the parameter {name} is {text:?}, not true, false, 1 or 0")]
    Boolean {
        /// The parameter's name.
        name: &'static str,
        /// Its text.
        text: String,
    },
}

impl EnvelopeError {
    /// The SOAP 1.1 fault code of the answer: `VersionMismatch` for SOAP 1.2,
    /// `MustUnderstand` for a header entry, `Client` for all the others.
    pub fn fault_code(&self) -> FaultCode {
        match self {
            EnvelopeError::Soap12 => FaultCode::VersionMismatch,
            EnvelopeError::MustUnderstand(_) => FaultCode::MustUnderstand,
            _ => FaultCode::Client,
        }
    }
}

/// Reads one request: the body of an HTTP POST, and its `SOAPAction` header
/// when it has one.
///
/// ```
/// use pbem_arbiter::xfcc::envelope::{read, XfccCall};
///
/// let request = br#"<?xml version="1.0" encoding="utf-8"?>
/// <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
///  <soap:Body>
///   <GetMyGames xmlns="http://www.bennedik.com/webservices/XfccBasic">
///    <username>ann@example.org</username><password>s&amp;cret</password>
///   </GetMyGames>
///  </soap:Body>
/// </soap:Envelope>"#;
/// let call = read(request, Some("\"http://www.bennedik.com/webservices/XfccBasic/GetMyGames\""))?;
/// assert!(matches!(&call, XfccCall::GetMyGames(c) if c.password == "s&cret"));
/// assert_eq!(call.credentials().username, "ann@example.org");
/// // The SOAPAction must name the Body's operation.
/// assert!(read(request, Some("http://www.bennedik.com/webservices/XfccBasic/MakeAMove")).is_err());
/// # Ok::<(), pbem_arbiter::xfcc::envelope::EnvelopeError>(())
/// ```
///
/// # Errors
///
/// An [`EnvelopeError`] naming the first thing found wrong (see the module's
/// list).
pub fn read(bytes: &[u8], soap_action: Option<&str>) -> Result<XfccCall, EnvelopeError> {
    if bytes.len() > MAX_REQUEST_BYTES {
        return Err(EnvelopeError::TooLarge { bytes: bytes.len() });
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let text = std::str::from_utf8(bytes).map_err(EnvelopeError::NotUtf8)?;
    declared_encoding(text)?;
    let options = roxmltree::ParsingOptions {
        allow_dtd: false,
        nodes_limit: MAX_NODES,
    };
    let document = roxmltree::Document::parse_with_options(text, options).map_err(|e| match e {
        roxmltree::Error::DtdDetected => EnvelopeError::Dtd,
        roxmltree::Error::NodesLimitReached => EnvelopeError::TooManyNodes,
        e => EnvelopeError::Xml(e),
    })?;
    let operation = operation_element(document.root_element())?;
    let kind = Operation::named(operation.tag_name().name())
        .filter(|_| operation.tag_name().namespace() == Some(SERVICE_NS))
        .ok_or_else(|| EnvelopeError::UnknownOperation(qualified(operation)))?;
    if let Some(action) = soap_action {
        check_action(action, kind)?;
    }
    let parameters = Parameters::of(operation)?;
    let credentials = Credentials {
        username: parameters.required("username")?,
        password: parameters.required("password")?,
    };
    Ok(match kind {
        Operation::GetMyGames => XfccCall::GetMyGames(credentials),
        Operation::MakeAMove => XfccCall::MakeAMove(MoveCall {
            credentials,
            game_id: xs_int(&parameters.required("gameId")?).map(|n| GameId::new(i64::from(n))),
            resign: parameters.flag("resign")?,
            accept_draw: parameters.flag("acceptDraw")?,
            movecount: parameters.text("movecount").as_deref().and_then(xs_int),
            my_move: parameters.text("myMove").unwrap_or_default(),
            offer_draw: parameters.flag("offerDraw")?,
            claim_draw: parameters.flag("claimDraw")?,
            my_message: parameters.text("myMessage").unwrap_or_default(),
        }),
    })
}

/// The names of `MakeAMove`'s parameters, in the WSDL's order (those of
/// `GetMyGames` are its first two): the names of [`MOVE_PARAMETERS`].
pub(crate) const PARAMETERS: [&str; MOVE_PARAMETERS.len()] = {
    let mut names = [""; MOVE_PARAMETERS.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = MOVE_PARAMETERS[i].name;
        i += 1;
    }
    names
};

/// An XML declaration's `encoding`, when it has one, must be UTF-8 (any
/// case, with or without the hyphen).
fn declared_encoding(text: &str) -> Result<(), EnvelopeError> {
    let Some(declaration) = text
        .strip_prefix("<?xml")
        .filter(|rest| rest.starts_with(|c: char| c.is_ascii_whitespace()))
        .and_then(|rest| rest.split_once("?>"))
        .map(|(declaration, _)| declaration)
    else {
        return Ok(());
    };
    let Some((_, after)) = declaration.split_once("encoding") else {
        return Ok(());
    };
    let value = after
        .trim_start()
        .strip_prefix('=')
        .map(str::trim_start)
        .and_then(|v| {
            let quote = v.chars().next().filter(|q| *q == '"' || *q == '\'')?;
            v[1..].split(quote).next()
        });
    match value {
        Some(v) if v.eq_ignore_ascii_case("utf-8") || v.eq_ignore_ascii_case("utf8") => Ok(()),
        // A declaration that does not read is roxmltree's to refuse.
        None => Ok(()),
        Some(v) => Err(EnvelopeError::Encoding(v.to_string())),
    }
}

/// The operation element: the one element child of the envelope's one Body,
/// after the header entries are checked.
fn operation_element<'a, 'i>(
    envelope: roxmltree::Node<'a, 'i>,
) -> Result<roxmltree::Node<'a, 'i>, EnvelopeError> {
    let name = envelope.tag_name();
    if name.name() == "Envelope" && name.namespace() == Some(SOAP12_NS) {
        return Err(EnvelopeError::Soap12);
    }
    if name.name() != "Envelope" || name.namespace() != Some(SOAP_NS) {
        return Err(EnvelopeError::NotAnEnvelope(qualified(envelope)));
    }
    let soap_child = |local: &'static str| {
        envelope.children().filter(move |n| {
            n.is_element()
                && n.tag_name().name() == local
                && n.tag_name().namespace() == Some(SOAP_NS)
        })
    };
    for header in soap_child("Header") {
        for entry in header.children().filter(roxmltree::Node::is_element) {
            let must = entry.attribute((SOAP_NS, "mustUnderstand")).map(str::trim);
            if matches!(must, Some("1" | "true")) {
                return Err(EnvelopeError::MustUnderstand(qualified(entry)));
            }
        }
    }
    let bodies: Vec<_> = soap_child("Body").collect();
    let [body] = bodies[..] else {
        return Err(EnvelopeError::Bodies(bodies.len()));
    };
    let mut elements = body.children().filter(roxmltree::Node::is_element);
    let operation = elements.next().ok_or(EnvelopeError::NoOperation)?;
    if let Some(second) = elements.next() {
        return Err(EnvelopeError::SecondOperation(qualified(second)));
    }
    Ok(operation)
}

/// A `SOAPAction` header (SOAP 1.1 §6.1.1): quoted or bare; empty says
/// nothing; else its last `/`-part must be the Body's operation.
fn check_action(action: &str, operation: Operation) -> Result<(), EnvelopeError> {
    let bare = action.trim();
    let bare = bare
        .strip_prefix('"')
        .and_then(|b| b.strip_suffix('"'))
        .unwrap_or(bare)
        .trim();
    if bare.is_empty() {
        return Ok(());
    }
    match bare.rsplit_once('/') {
        Some((_, last)) if last == operation.name() => Ok(()),
        _ => Err(EnvelopeError::SoapAction {
            action: action.to_string(),
            operation,
        }),
    }
}

/// An element's name for a message: `{namespace}local`, or `local`.
fn qualified(node: roxmltree::Node) -> String {
    let name = node.tag_name();
    match name.namespace() {
        Some(ns) => format!("{{{ns}}}{}", name.name()),
        None => name.name().to_string(),
    }
}

/// An xs:int of at least 0 (XML Schema Part 2 §3.3.17: an optional sign, then
/// decimal digits), white space around it trimmed; `None` for anything else.
fn xs_int(text: &str) -> Option<u32> {
    let digits = text.trim();
    let digits = digits.strip_prefix('+').unwrap_or(digits);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits
        .parse::<u32>()
        .ok()
        .filter(|n| i32::try_from(*n).is_ok())
}

/// The parameters of an operation element, each at most once.
struct Parameters {
    /// The text of each of [`PARAMETERS`] given (and not nil), by index.
    texts: [Option<String>; PARAMETERS.len()],
}

impl Parameters {
    /// Reads the child elements of `operation`.
    fn of(operation: roxmltree::Node) -> Result<Parameters, EnvelopeError> {
        let mut texts: [Option<String>; PARAMETERS.len()] = Default::default();
        let mut seen = [false; PARAMETERS.len()];
        for child in operation.children().filter(roxmltree::Node::is_element) {
            if !matches!(child.tag_name().namespace(), None | Some(SERVICE_NS)) {
                continue;
            }
            let Some(index) = PARAMETERS
                .iter()
                .position(|p| *p == child.tag_name().name())
            else {
                continue;
            };
            let name = PARAMETERS[index];
            if std::mem::replace(&mut seen[index], true) {
                return Err(EnvelopeError::Twice(name));
            }
            let nil = child
                .attribute((XSI_NS, "nil"))
                .is_some_and(|v| matches!(v.trim(), "true" | "1"));
            if nil {
                continue;
            }
            if child.children().any(|n| n.is_element()) {
                return Err(EnvelopeError::NotText(name));
            }
            texts[index] = Some(
                child
                    .children()
                    .filter(roxmltree::Node::is_text)
                    .filter_map(|n| n.text())
                    .collect(),
            );
        }
        Ok(Parameters { texts })
    }

    /// The text of `name`, `None` when it was left out or nil.
    fn text(&self, name: &str) -> Option<String> {
        let index = PARAMETERS.iter().position(|p| *p == name)?;
        self.texts[index].clone()
    }

    /// The text of `name`, which must be given.
    fn required(&self, name: &'static str) -> Result<String, EnvelopeError> {
        self.text(name).ok_or(EnvelopeError::Missing(name))
    }

    /// The xs:boolean `name`: false when left out or empty.
    fn flag(&self, name: &'static str) -> Result<bool, EnvelopeError> {
        match self.text(name).as_deref().map(str::trim) {
            None | Some("" | "false" | "0") => Ok(false),
            Some("true" | "1") => Ok(true),
            Some(text) => Err(EnvelopeError::Boolean {
                name,
                text: text.to_string(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{read, Credentials, EnvelopeError, MoveCall, XfccCall, MAX_REQUEST_BYTES};
    use crate::corr::ids::GameId;
    use crate::xfcc::codes::FaultCode;

    /// The bytes Scid's correspondence.tcl sends for GetMyGames (its
    /// `SOAPstart`, the operation, `SOAPend`: TABs and newlines as it writes them).
    const SCID_GET: &[u8] = include_bytes!("fixtures/scid-getmygames.xml");
    /// ... and for MakeAMove (offerDraw `1`, a message Scid escaped).
    const SCID_MOVE: &[u8] = include_bytes!("fixtures/scid-makeamove.xml");

    /// The envelope scidCommunity's lss.tcl and iccf.tcl build: a prefixed
    /// service namespace, an empty `soap:Header`, indentation.
    fn lss(operation: &str) -> String {
        format!(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
             <soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:ns=\"http://www.bennedik.com/webservices/XfccBasic\">\n\
             \x20   <soap:Header/>\n\
             \x20   <soap:Body>\n{operation}\n    </soap:Body></soap:Envelope>"
        )
    }

    fn credentials(username: &str, password: &str) -> Credentials {
        Credentials {
            username: username.into(),
            password: password.into(),
        }
    }

    fn moved(call: &XfccCall) -> &MoveCall {
        match call {
            XfccCall::MakeAMove(m) => m,
            other => panic!("not a MakeAMove: {other:?}"),
        }
    }

    #[test]
    fn scids_requests_read_byte_for_byte() {
        assert!(
            SCID_GET.starts_with(b"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\t<soap:Envelope")
        );
        let call = read(SCID_GET, None).unwrap();
        assert_eq!(call, XfccCall::GetMyGames(credentials("bad", "good")));
        let call = read(SCID_MOVE, None).unwrap();
        assert_eq!(
            moved(&call),
            &MoveCall {
                credentials: credentials("ann", "good"),
                game_id: Some(GameId::new(12)),
                resign: false,
                accept_draw: false,
                movecount: Some(2),
                my_move: "Nf3".into(),
                offer_draw: true,
                claim_draw: false,
                my_message: "hi <there> & co".into(),
            }
        );
        // Scid sends no SOAPAction; zeep and iccf.tcl quote it, lss.tcl does not.
        for action in [
            "\"http://www.bennedik.com/webservices/XfccBasic/MakeAMove\"",
            "http://www.bennedik.com/webservices/XfccBasic/MakeAMove",
            "\"\"",
            "",
        ] {
            assert_eq!(read(SCID_MOVE, Some(action)).unwrap(), call, "{action}");
        }
    }

    #[test]
    fn lss_and_iccf_clients_requests_read() {
        let get = lss("        <ns:GetMyGames><ns:username>ann@example.org</ns:username><ns:password>p&amp;w</ns:password></ns:GetMyGames>");
        assert_eq!(
            read(
                get.as_bytes(),
                Some("http://www.bennedik.com/webservices/XfccBasic/GetMyGames")
            )
            .unwrap(),
            XfccCall::GetMyGames(credentials("ann@example.org", "p&w"))
        );
        // Resigning: lss.tcl sends an empty myMove and true/false words.
        let make = lss("        <ns:MakeAMove>
            <ns:username>ann@example.org</ns:username>
            <ns:password>pw</ns:password>
            <ns:gameId>12</ns:gameId>
            <ns:resign>true</ns:resign>
            <ns:acceptDraw>false</ns:acceptDraw>
            <ns:movecount>7</ns:movecount>
            <ns:myMove></ns:myMove>
            <ns:offerDraw>false</ns:offerDraw>
            <ns:claimDraw>false</ns:claimDraw>
            <ns:myMessage>Well played</ns:myMessage>
        </ns:MakeAMove>");
        let call = read(
            make.as_bytes(),
            Some("\"http://www.bennedik.com/webservices/XfccBasic/MakeAMove\""),
        )
        .unwrap();
        let m = moved(&call);
        assert!(m.resign && !m.accept_draw && !m.offer_draw && !m.claim_draw);
        assert_eq!((m.game_id, m.movecount), (Some(GameId::new(12)), Some(7)));
        assert_eq!(
            (m.my_move.as_str(), m.my_message.as_str()),
            ("", "Well played")
        );
    }

    #[test]
    fn zeeps_request_reads_with_parameters_left_out() {
        // zeep: single quotes in the declaration, `soap-env:` and `ns0:` prefixes,
        // the parameters left None not written (here myMove and myMessage).
        let zeep = "<?xml version='1.0' encoding='utf-8'?>\n<soap-env:Envelope xmlns:soap-env=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap-env:Body><ns0:MakeAMove xmlns:ns0=\"http://www.bennedik.com/webservices/XfccBasic\"><ns0:username>ann</ns0:username><ns0:password>good</ns0:password><ns0:gameId>12</ns0:gameId><ns0:resign>true</ns0:resign><ns0:acceptDraw>false</ns0:acceptDraw><ns0:movecount>2</ns0:movecount><ns0:offerDraw>false</ns0:offerDraw><ns0:claimDraw>false</ns0:claimDraw></ns0:MakeAMove></soap-env:Body></soap-env:Envelope>";
        let call = read(
            zeep.as_bytes(),
            Some("\"http://www.bennedik.com/webservices/XfccBasic/MakeAMove\""),
        )
        .unwrap();
        let m = moved(&call);
        assert!(m.resign);
        assert_eq!((m.my_move.as_str(), m.my_message.as_str()), ("", ""));
    }

    /// A MakeAMove in the default namespace with `body` as its parameters.
    fn make_a_move(body: &str) -> String {
        format!(
            "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\" \
             xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><soap:Body>\
             <MakeAMove xmlns=\"http://www.bennedik.com/webservices/XfccBasic\">\
             <username>u</username><password>p</password>{body}</MakeAMove></soap:Body></soap:Envelope>"
        )
    }

    #[test]
    fn lucas_chess_leaves_my_move_out_or_nil() {
        for body in [
            "<gameId>5</gameId><resign>1</resign>",
            "<gameId>5</gameId><resign>1</resign><myMove xsi:nil=\"true\"/><myMessage xsi:nil=\"true\"/>",
        ] {
            let call = read(make_a_move(body).as_bytes(), None).unwrap();
            let m = moved(&call);
            assert!(m.resign, "{body}");
            assert_eq!((m.my_move.as_str(), m.movecount), ("", None), "{body}");
        }
    }

    #[test]
    fn flags_read_as_xs_boolean_and_numbers_as_xs_int() {
        for (text, value) in [
            ("1", true),
            ("true", true),
            (" 0 ", false),
            ("false", false),
            ("", false),
        ] {
            let call = read(
                make_a_move(&format!("<gameId>1</gameId><claimDraw>{text}</claimDraw>")).as_bytes(),
                None,
            )
            .unwrap();
            assert_eq!(moved(&call).claim_draw, value, "{text:?}");
        }
        for text in ["yes", "TRUE", "2"] {
            let e = read(
                make_a_move(&format!("<gameId>1</gameId><offerDraw>{text}</offerDraw>")).as_bytes(),
                None,
            )
            .unwrap_err();
            assert!(
                matches!(
                    e,
                    EnvelopeError::Boolean {
                        name: "offerDraw",
                        ..
                    }
                ),
                "{text}: {e}"
            );
            assert_eq!(e.fault_code(), FaultCode::Client);
        }
        for (text, value) in [
            (" 12 ", Some(12)),
            ("+3", Some(3)),
            ("0", Some(0)),
            ("-1", None),
            ("1.5", None),
            ("x", None),
            ("2147483648", None),
            ("", None),
        ] {
            let call = read(
                make_a_move(&format!(
                    "<gameId>{text}</gameId><movecount>{text}</movecount>"
                ))
                .as_bytes(),
                None,
            )
            .unwrap();
            let m = moved(&call);
            assert_eq!(
                m.game_id,
                value.map(|v| GameId::new(i64::from(v))),
                "{text:?}"
            );
            assert_eq!(m.movecount, value, "{text:?}");
        }
        // CDATA and character references are text like any other.
        let call = read(make_a_move("<gameId>1</gameId><myMove><![CDATA[e8=Q+]]></myMove><myMessage>&#x263A; &lt;3</myMessage>").as_bytes(), None).unwrap();
        assert_eq!(
            (
                moved(&call).my_move.as_str(),
                moved(&call).my_message.as_str()
            ),
            ("e8=Q+", "\u{263A} <3")
        );
        // Parameters in no namespace, in any order, unknown ones ignored.
        let call = read(
            "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>\
             <x:MakeAMove xmlns:x=\"http://www.bennedik.com/webservices/XfccBasic\">\
             <myMove>e4</myMove><gameId>9</gameId><password>p</password><hint>?</hint><username>u</username>\
             </x:MakeAMove></s:Body></s:Envelope>"
                .as_bytes(),
            None,
        )
        .unwrap();
        assert_eq!(
            (moved(&call).my_move.as_str(), moved(&call).game_id),
            ("e4", Some(GameId::new(9)))
        );
    }

    #[test]
    fn bad_requests_are_faults_naming_the_cause() {
        let request = |body: &str| make_a_move(&format!("<gameId>1</gameId>{body}"));
        let mut not_utf8 = request("<myMessage>").into_bytes();
        not_utf8.extend([0xC3, 0x28]);
        not_utf8.extend(b"</myMessage></MakeAMove></soap:Body></soap:Envelope>");
        let latin1 = String::from_utf8(SCID_GET.to_vec())
            .unwrap()
            .replace("encoding=\"utf-8\"", "encoding=\"ISO-8859-1\"");
        type Check = fn(&EnvelopeError) -> bool;
        let cases: Vec<(Vec<u8>, Check, FaultCode)> = vec![
            (
                b"<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY a \"aaaa\">]><x>&a;</x>".to_vec(),
                |e| matches!(e, EnvelopeError::Dtd),
                FaultCode::Client,
            ),
            (
                request("").replace("</soap:Body>", "<Extra/></soap:Body>").into_bytes(),
                |e| matches!(e, EnvelopeError::SecondOperation(n) if n == "Extra"),
                FaultCode::Client,
            ),
            (
                request("").replace("MakeAMove", "MakeAMove2").into_bytes(),
                |e| matches!(e, EnvelopeError::UnknownOperation(n) if n.ends_with("}MakeAMove2")),
                FaultCode::Client,
            ),
            (
                request("")
                    .replace(
                        "http://schemas.xmlsoap.org/soap/envelope/",
                        "http://www.w3.org/2003/05/soap-envelope",
                    )
                    .into_bytes(),
                |e| matches!(e, EnvelopeError::Soap12),
                FaultCode::VersionMismatch,
            ),
            (
                request(&format!("<myMessage>{}</myMessage>", "x".repeat(64 * 1024))).into_bytes(),
                |e| matches!(e, EnvelopeError::TooLarge { bytes } if *bytes > MAX_REQUEST_BYTES),
                FaultCode::Client,
            ),
            (not_utf8, |e| matches!(e, EnvelopeError::NotUtf8(_)), FaultCode::Client),
            (
                latin1.into_bytes(),
                |e| matches!(e, EnvelopeError::Encoding(enc) if enc == "ISO-8859-1"),
                FaultCode::Client,
            ),
            (
                request("").replace("<soap:Body>", "<soap:Header><a:Auth xmlns:a=\"urn:x\" soap:mustUnderstand=\"1\"/></soap:Header><soap:Body>").into_bytes(),
                |e| matches!(e, EnvelopeError::MustUnderstand(n) if n == "{urn:x}Auth"),
                FaultCode::MustUnderstand,
            ),
            (
                request("").replace("</soap:Body>", "</soap:Body><soap:Body/>").into_bytes(),
                |e| matches!(e, EnvelopeError::Bodies(2)),
                FaultCode::Client,
            ),
            (
                b"<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body> </soap:Body></soap:Envelope>".to_vec(),
                |e| matches!(e, EnvelopeError::NoOperation),
                FaultCode::Client,
            ),
            (
                b"<Envelope><Body/></Envelope>".to_vec(),
                |e| matches!(e, EnvelopeError::NotAnEnvelope(n) if n == "Envelope"),
                FaultCode::Client,
            ),
            (
                request("").replace("MakeAMove xmlns=\"http://www.bennedik.com/webservices/XfccBasic\"", "MakeAMove").into_bytes(),
                |e| matches!(e, EnvelopeError::UnknownOperation(n) if n == "MakeAMove"),
                FaultCode::Client,
            ),
            (
                request("<gameId>2</gameId>").into_bytes(),
                |e| matches!(e, EnvelopeError::Twice("gameId")),
                FaultCode::Client,
            ),
            (
                make_a_move("<myMove>e4</myMove>").into_bytes(),
                |e| matches!(e, EnvelopeError::Missing("gameId")),
                FaultCode::Client,
            ),
            (
                request("<myMove><b>e4</b></myMove>").into_bytes(),
                |e| matches!(e, EnvelopeError::NotText("myMove")),
                FaultCode::Client,
            ),
            (
                request("<myMove>e4</myMove").into_bytes(),
                |e| matches!(e, EnvelopeError::Xml(_)),
                FaultCode::Client,
            ),
            (
                request(&"<x/>".repeat(5000)).into_bytes(),
                |e| matches!(e, EnvelopeError::TooManyNodes),
                FaultCode::Client,
            ),
        ];
        for (bytes, expected, code) in cases {
            let e = read(&bytes, None).unwrap_err();
            assert!(expected(&e), "{e:?}");
            assert_eq!(e.fault_code(), code, "{e}");
        }
        // A SOAPAction naming the other operation, or another word.
        for action in [
            "\"http://www.bennedik.com/webservices/XfccBasic/GetMyGames\"",
            "MakeAMove",
            "http://www.bennedik.com/webservices/XfccBasic/MakeAMove2",
        ] {
            let e = read(SCID_MOVE, Some(action)).unwrap_err();
            assert!(
                matches!(e, EnvelopeError::SoapAction { .. }),
                "{action}: {e}"
            );
        }
        // GetMyGames without its password.
        let e = read(
            String::from_utf8(SCID_GET.to_vec())
                .unwrap()
                .replace("<password>good</password>", "")
                .as_bytes(),
            None,
        )
        .unwrap_err();
        assert!(matches!(e, EnvelopeError::Missing("password")), "{e}");
    }

    /// A MakeAMove written the way the test clients do, every parameter
    /// escaped with `&amp;`, `&lt;`, `&gt;`.
    fn written(call: &MoveCall) -> String {
        let escape = |t: &str| {
            t.replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;")
        };
        let flag = |b: bool| if b { "true" } else { "0" };
        format!(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\">\
             <s:Body><MakeAMove xmlns=\"http://www.bennedik.com/webservices/XfccBasic\">\
             <myMessage>{}</myMessage><username>{}</username><password>{}</password><gameId>{}</gameId>\
             <resign>{}</resign><acceptDraw>{}</acceptDraw><movecount>{}</movecount><myMove>{}</myMove>\
             <offerDraw>{}</offerDraw><claimDraw>{}</claimDraw></MakeAMove></s:Body></s:Envelope>",
            escape(&call.my_message),
            escape(&call.credentials.username),
            escape(&call.credentials.password),
            call.game_id.map_or(-1, GameId::get),
            flag(call.resign),
            flag(call.accept_draw),
            call.movecount.map_or("x".to_string(), |n| n.to_string()),
            escape(&call.my_move),
            flag(call.offer_draw),
            flag(call.claim_draw),
        )
    }

    /// Text XML 1.0 can carry, as a parser hands it back: no C0 control but
    /// TAB and LF (a CR is read as LF, XML 1.0 §2.11).
    fn xml_text() -> impl Strategy<Value = String> {
        "[^\\x00-\\x08\\x0B-\\x1F\\u{FFFE}\\u{FFFF}]{0,40}"
    }

    proptest! {
        #[test]
        fn a_written_call_reads_back(
            username in xml_text(),
            password in xml_text(),
            game in proptest::option::of(0..=i32::MAX),
            movecount in proptest::option::of(0..=i32::MAX),
            my_move in xml_text(),
            my_message in xml_text(),
            flags in proptest::array::uniform4(any::<bool>()),
        ) {
            let call = MoveCall {
                credentials: credentials(&username, &password),
                game_id: game.map(|g| GameId::new(i64::from(g))),
                resign: flags[0],
                accept_draw: flags[1],
                movecount: movecount.map(|n| n.unsigned_abs()),
                my_move,
                offer_draw: flags[2],
                claim_draw: flags[3],
                my_message,
            };
            prop_assert_eq!(read(written(&call).as_bytes(), None).unwrap(), XfccCall::MakeAMove(call));
        }

        #[test]
        fn any_bytes_give_a_call_or_an_error(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            let _ = read(&bytes, None);
        }
    }
}
