//! The answers, written as ASP.NET's XfccBasic writes them, because the Tcl
//! clients (Scid, the LSS and ICCF clients) cut them with regular expressions
//! rather than reading them as XML:
//!
//! - one line, the declaration glued to `<soap:Envelope`, the SOAP prefix
//!   literally `soap:`;
//! - the operation's response element declares the service namespace as the
//!   default one, and everything inside it is unprefixed and has no attribute
//!   (Scid cuts `.*<GetMyGamesResult>` and reads what is left as XML without
//!   namespaces; it cuts `.*<MakeAMoveResponse.*">`, up to the LAST `">`);
//! - `<soap:Fault>` without attributes, `faultcode` and `faultstring`
//!   unprefixed;
//! - every element of a game with a start and an end tag, never `<tag/>` (the
//!   LSS client reads fields with `<(tag)>([^<]*)</\1>`); the elements of
//!   [`GAME_FIELDS`] in their order, booleans `true`/`false`.

use super::codes::{FaultCode, MakeAMoveResult, SERVICE_NS, SOAP_NS};
use super::fields::{FieldValue, XfccGame, GAME_FIELDS};
use super::xml::escape_into;

/// The XML declaration and the envelope's start, as every answer begins.
fn start(out: &mut String, xsi: bool) {
    out.push_str("<?xml version=\"1.0\" encoding=\"utf-8\"?><soap:Envelope xmlns:soap=\"");
    out.push_str(SOAP_NS);
    out.push('"');
    if xsi {
        out.push_str(
            " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\"",
        );
    }
    out.push_str("><soap:Body>");
}

/// The envelope's end.
fn end(out: &mut String) {
    out.push_str("</soap:Body></soap:Envelope>");
}

/// `<name>text</name>`, the text escaped.
fn element(out: &mut String, name: &str, text: &str) {
    out.push('<');
    out.push_str(name);
    out.push('>');
    escape_into(out, text);
    out.push_str("</");
    out.push_str(name);
    out.push('>');
}

/// The answer to `GetMyGames`: the games in a `GetMyGamesResult`, each an
/// `XfccGame` with the elements of [`GAME_FIELDS`] (HTTP 200).
///
/// ```
/// let answer = pbem_arbiter::xfcc::reply::games_response(&[]);
/// assert!(answer.contains("<GetMyGamesResult></GetMyGamesResult>"));
/// ```
pub fn games_response(games: &[XfccGame]) -> String {
    let mut out = String::with_capacity(400 + games.len() * 1200);
    start(&mut out, true);
    out.push_str("<GetMyGamesResponse xmlns=\"");
    out.push_str(SERVICE_NS);
    out.push_str("\"><GetMyGamesResult>");
    for game in games {
        out.push_str("<XfccGame>");
        for field in GAME_FIELDS {
            match (field.value)(game) {
                FieldValue::Text(text) => element(&mut out, field.field.name, text),
                FieldValue::Int(n) => {
                    element(&mut out, field.field.name, itoa::Buffer::new().format(n))
                }
                FieldValue::Boolean(b) => {
                    element(&mut out, field.field.name, if b { "true" } else { "false" });
                }
                FieldValue::Absent => {}
            }
        }
        out.push_str("</XfccGame>");
    }
    out.push_str("</GetMyGamesResult></GetMyGamesResponse>");
    end(&mut out);
    out
}

/// The answer to `MakeAMove`: its result word (HTTP 200, whatever the
/// result).
///
/// ```
/// use pbem_arbiter::xfcc::{reply, MakeAMoveResult};
///
/// assert!(reply::move_response(MakeAMoveResult::Success)
///     .contains("<MakeAMoveResult>Success</MakeAMoveResult>"));
/// ```
pub fn move_response(result: MakeAMoveResult) -> String {
    let mut out = String::with_capacity(400);
    start(&mut out, true);
    out.push_str("<MakeAMoveResponse xmlns=\"");
    out.push_str(SERVICE_NS);
    out.push_str("\">");
    element(&mut out, "MakeAMoveResult", result.word());
    out.push_str("</MakeAMoveResponse>");
    end(&mut out);
    out
}

/// A SOAP 1.1 fault (§4.4; HTTP 500, §6.2): `code` and `text`, e.g.
/// `soap:Client` and `AuthenticationFailed` (the Tcl clients look for the
/// result words in `faultstring`).
///
/// ```
/// use pbem_arbiter::xfcc::{reply, FaultCode};
///
/// let answer = reply::fault(FaultCode::Client, "AuthenticationFailed");
/// assert!(answer.contains("<soap:Fault><faultcode>soap:Client</faultcode><faultstring>AuthenticationFailed</faultstring></soap:Fault>"));
/// ```
pub fn fault(code: FaultCode, text: &str) -> String {
    let mut out = String::with_capacity(300 + text.len());
    start(&mut out, false);
    out.push_str("<soap:Fault>");
    element(&mut out, "faultcode", code.qualified());
    element(&mut out, "faultstring", text);
    out.push_str("</soap:Fault>");
    end(&mut out);
    out
}

/// A call's answer as the HTTP layer sends it: the SOAP envelope, and whether
/// it is a fault (sent with HTTP status 500, SOAP 1.1 §6.2) or not (200). Both
/// go out as `Content-Type: text/xml; charset=utf-8`.
///
/// ```
/// use pbem_arbiter::xfcc::{reply, FaultCode, MakeAMoveResult};
/// use pbem_arbiter::xfcc::reply::CallAnswer;
///
/// let answer = CallAnswer::Success(reply::move_response(MakeAMoveResult::NotYourTurn));
/// assert!(!answer.is_fault());
/// let answer = CallAnswer::Fault(reply::fault(FaultCode::Client, "AuthenticationFailed"));
/// assert!(answer.is_fault() && answer.body().contains("<soap:Fault>"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CallAnswer {
    /// A response envelope ([`games_response`], [`move_response`]): HTTP 200.
    Success(String),
    /// A fault envelope ([`fault`]): HTTP 500.
    Fault(String),
}

impl CallAnswer {
    /// A fault of `code` saying `text` ([`fault`]).
    pub fn fault(code: FaultCode, text: &str) -> CallAnswer {
        CallAnswer::Fault(fault(code, text))
    }

    /// Whether this is a fault (HTTP 500).
    pub fn is_fault(&self) -> bool {
        matches!(self, CallAnswer::Fault(_))
    }

    /// The envelope's text.
    pub fn body(&self) -> &str {
        match self {
            CallAnswer::Success(body) | CallAnswer::Fault(body) => body,
        }
    }

    /// The envelope's text, taken out.
    pub fn into_body(self) -> String {
        match self {
            CallAnswer::Success(body) | CallAnswer::Fault(body) => body,
        }
    }
}

#[cfg(test)]
mod tests {
    use regex::Regex;

    use super::{fault, games_response, move_response};
    use crate::xfcc::codes::{FaultCode, MakeAMoveResult, SERVICE_NS, SOAP_NS};
    use crate::xfcc::fields::tests::sample;
    use crate::xfcc::fields::{FieldValue, GAME_FIELDS};

    /// Tcl's `regsub RE text "" text`: the first match removed (Tcl's `.`
    /// matches a newline, as `(?s)` does here).
    fn regsub(re: &str, text: &str) -> String {
        Regex::new(&format!("(?s){re}"))
            .unwrap()
            .replace(text, "")
            .into_owned()
    }

    #[test]
    fn scid_cuts_the_games_out_and_reads_them_without_namespaces() {
        let games = [sample(12), sample(13)];
        let answer = games_response(&games);
        // Scid's WritePGN: regsub {.*<GetMyGamesResult>} and {</GetMyGamesResult>.*},
        // then tDOM's //XfccGame on what is left.
        let cut = regsub(
            "</GetMyGamesResult>.*",
            &regsub(".*<GetMyGamesResult>", &answer),
        );
        let wrapped = format!("<r>{cut}</r>");
        let doc = roxmltree::Document::parse(&wrapped).unwrap();
        let read: Vec<_> = doc
            .descendants()
            .filter(|n| n.has_tag_name("XfccGame"))
            .collect();
        assert_eq!(read.len(), 2);
        for (node, game) in read.iter().zip(&games) {
            assert!(node.attributes().len() == 0 && node.tag_name().namespace().is_none());
            let names: Vec<_> = node
                .children()
                .filter(roxmltree::Node::is_element)
                .map(|c| c.tag_name().name())
                .collect();
            let expected: Vec<_> = GAME_FIELDS
                .iter()
                .filter(|f| (f.value)(game) != FieldValue::Absent)
                .map(|f| f.field.name)
                .collect();
            assert_eq!(names, expected);
            let text = |name: &str| {
                node.children()
                    .find(|c| c.has_tag_name(name))
                    .and_then(|c| c.text())
                    .unwrap_or_default()
                    .to_string()
            };
            // PrintStatus: the six clock elements are integers; the flags `true`/`false`.
            for clock in [
                "daysPlayer",
                "hoursPlayer",
                "minutesPlayer",
                "daysOpponent",
                "hoursOpponent",
                "minutesOpponent",
            ] {
                text(clock).parse::<u32>().unwrap();
            }
            assert_eq!(
                (text("hasWhite"), text("myTurn")),
                ("false".into(), "true".into())
            );
            assert_eq!(text("daysPlayer"), "9");
            // Escaped, and back; the control character left out, the CR kept.
            assert_eq!(text("white"), game.white);
            assert_eq!(text("black"), "Bob");
            assert_eq!(text("message"), "hi\r\nthere");
            assert_eq!(text("moves"), game.moves);
        }
    }

    #[test]
    fn scid_reads_the_move_result_and_the_fault() {
        let result_re =
            Regex::new("<[^>]*:?MakeAMoveResult>(.*?)</[^>]*:?MakeAMoveResult>").unwrap();
        for result in MakeAMoveResult::ALL {
            let answer = move_response(*result);
            // Scid's SOAPError: regsub {.*<MakeAMoveResponse.*\">} (greedy: to the
            // LAST `">`) and {</MakeAMoveResponse>.*}.
            let cut = regsub(
                "</MakeAMoveResponse>.*",
                &regsub(".*<MakeAMoveResponse.*\">", &answer),
            );
            assert_eq!(cut, format!("<MakeAMoveResult>{result}</MakeAMoveResult>"));
            // scidCommunity's clients: <[^>]*:?MakeAMoveResult>(.*?)</[^>]*:?MakeAMoveResult>
            assert_eq!(&result_re.captures(&answer).unwrap()[1], result.word());
        }
        let answer = fault(FaultCode::Client, "AuthenticationFailed");
        let cut = regsub("</soap:Fault>.*", &regsub(".*<soap:Fault>", &answer));
        assert_eq!(
            cut,
            "<faultcode>soap:Client</faultcode><faultstring>AuthenticationFailed</faultstring>"
        );
        // iccf.tcl takes "GetMyGamesResult" in the body for "credentials good";
        // lss.tcl looks for the word anywhere.
        assert!(!answer.contains("GetMyGamesResult"));
        assert!(Regex::new("AuthenticationFailed|InvalidUsernameOrPassword")
            .unwrap()
            .is_match(&answer));
    }

    #[test]
    fn the_lss_client_finds_every_field_and_no_tag_is_empty_element() {
        let mut game = sample(12);
        game.event.clear();
        game.server_info.clear();
        let answer = games_response(&[game.clone()]);
        let game_re = Regex::new("(?s)<XfccGame>(.*?)</XfccGame>").unwrap();
        let inner = &game_re.captures(&answer).unwrap()[1];
        for field in GAME_FIELDS {
            if (field.value)(&game) == FieldValue::Absent {
                assert!(
                    !inner.contains(&format!("<{}>", field.field.name)),
                    "{field:?}"
                );
                continue;
            }
            // `<(tag)>([^<]*)</\1>` for each tag (Rust's regex has no back-references).
            let name = field.field.name;
            let re = Regex::new(&format!("<{name}>([^<]*)</{name}>")).unwrap();
            assert!(re.is_match(inner), "{name} in {inner}");
        }
        for answer in [
            answer,
            games_response(&[]),
            move_response(MakeAMoveResult::Success),
            fault(FaultCode::Client, "x"),
        ] {
            assert!(!answer.contains("/>"), "{answer}");
            assert!(answer.starts_with(
                "<?xml version=\"1.0\" encoding=\"utf-8\"?><soap:Envelope xmlns:soap="
            ));
            // The declaration glued to the envelope, as ASP.NET writes it.
            assert!(!answer[..answer.find("<soap:Body>").unwrap()].contains('\n'));
        }
        assert!(games_response(&[]).contains("<GetMyGamesResult></GetMyGamesResult>"));
    }

    #[test]
    fn the_answers_are_soap_in_their_namespaces() {
        for answer in [
            games_response(&[sample(1)]),
            move_response(MakeAMoveResult::NotYourTurn),
            fault(FaultCode::Server, "a < b & \"c\""),
        ] {
            let doc = roxmltree::Document::parse(&answer).unwrap();
            let root = doc.root_element();
            assert!(root.has_tag_name((SOAP_NS, "Envelope")));
            let body = root.first_element_child().unwrap();
            assert!(body.has_tag_name((SOAP_NS, "Body")));
            let response = body.first_element_child().unwrap();
            if response.tag_name().name() == "Fault" {
                assert_eq!(response.tag_name().namespace(), Some(SOAP_NS));
                let string = response
                    .children()
                    .find(|c| c.has_tag_name("faultstring"))
                    .unwrap();
                assert_eq!(string.text(), Some("a < b & \"c\""));
                assert!(answer.contains("<faultcode>soap:Server</faultcode>"));
            } else {
                assert_eq!(response.tag_name().namespace(), Some(SERVICE_NS));
                let result = response.first_element_child().unwrap();
                assert_eq!(result.tag_name().namespace(), Some(SERVICE_NS));
            }
        }
    }
}
