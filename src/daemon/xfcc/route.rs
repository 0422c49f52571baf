//! One HTTP request answered: the path, the method, the WSDL, the body read
//! within its limits and handed to the handler.
//!
//! - the path `/xfccbasic.asmx`, compared without case (ICCF serves
//!   `XfccBasic.asmx`, SchemingMind `xfccbasic.asmx`); any other is 404;
//! - `GET` with the query `WSDL` (any case, as clients are configured with
//!   `?WSDL` or `?wsdl`): the WSDL, its `soap:address` the configured public
//!   address or else the one the request came to (its `Host` and the scheme
//!   served); a `GET` without it is 404;
//! - `POST`: `Content-Type: text/xml`, with no charset or UTF-8 (Scid quotes
//!   it: `charset="utf-8"`), else 415; at most
//!   [`MAX_REQUEST_BYTES`] (413), read within [`BODY_DEADLINE`] (408); the
//!   envelope read ([`crate::xfcc::envelope::read`]), a request that is no call
//!   answered with its SOAP fault (500), a call handed to the handler;
//! - any other method: 405 with `Allow: GET, POST`.

use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use http_body_util::{BodyExt, Full, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::header::{HeaderValue, ALLOW, CONTENT_LENGTH, CONTENT_TYPE, HOST};
use hyper::{Method, Request, Response, StatusCode};

use super::handler::Handler;
use crate::xfcc::envelope::{self, MAX_REQUEST_BYTES};
use crate::xfcc::reply::CallAnswer;
use crate::xfcc::{wsdl, FaultCode};

/// The endpoint's path, compared without case.
pub const PATH: &str = "/xfccbasic.asmx";

/// How long a request's body may take to arrive, from the end of its header.
pub const BODY_DEADLINE: Duration = Duration::from_secs(10);

/// The `Content-Type` of the envelopes and the WSDL.
const XML: &str = "text/xml; charset=utf-8";

/// What every request is answered with: the handler and how the endpoint is
/// reached.
pub(super) struct Route {
    /// The calls' handler.
    pub(super) handler: Handler,
    /// `[xfcc] public_url`, the WSDL's address when set.
    pub(super) public_url: Option<String>,
    /// Whether the listener speaks TLS (the scheme of a WSDL address made
    /// from `Host`).
    pub(super) tls: bool,
}

/// The answer to one request from `peer` (never an error: every failure is
/// an HTTP status or a SOAP fault).
pub(super) async fn respond(
    route: Arc<Route>,
    request: Request<Incoming>,
    peer: IpAddr,
) -> Result<Response<Full<Bytes>>, Infallible> {
    if !request.uri().path().eq_ignore_ascii_case(PATH) {
        return Ok(plain(
            StatusCode::NOT_FOUND,
            "Not found: the Xfcc endpoint is /xfccbasic.asmx (its WSDL: /xfccbasic.asmx?WSDL).\n",
        ));
    }
    Ok(match *request.method() {
        Method::GET => wsdl_answer(&route, &request),
        Method::POST => post(&route, request, peer).await,
        _ => {
            let mut response = plain(
                StatusCode::METHOD_NOT_ALLOWED,
                "Method not allowed: GET the WSDL (?WSDL), POST the SOAP calls.\n",
            );
            response
                .headers_mut()
                .insert(ALLOW, HeaderValue::from_static("GET, POST"));
            response
        }
    })
}

/// `GET ...?WSDL`: the WSDL; another query or none: 404; a WSDL to be
/// addressed from a missing or odd `Host`: 400.
fn wsdl_answer(route: &Route, request: &Request<Incoming>) -> Response<Full<Bytes>> {
    if !asks_for_wsdl(request.uri().query()) {
        return plain(
            StatusCode::NOT_FOUND,
            "Not found: the WSDL is at ?WSDL; the calls are POSTed here.\n",
        );
    }
    let location = match &route.public_url {
        Some(url) => url.clone(),
        None => {
            let host = request.headers().get(HOST).and_then(|h| h.to_str().ok());
            match host.filter(|h| valid_host(h)) {
                Some(host) => format!(
                    "{}://{host}{}",
                    if route.tls { "https" } else { "http" },
                    request.uri().path()
                ),
                None => {
                    return plain(
                        StatusCode::BAD_REQUEST,
                        "Bad request: no valid Host header to write the WSDL's address with.\n",
                    )
                }
            }
        }
    };
    xml(StatusCode::OK, wsdl::wsdl(&location))
}

/// A `POST`: the content type and size checked, the body read in time, the
/// envelope read and the call handed to the handler on the blocking pool.
async fn post(
    route: &Arc<Route>,
    request: Request<Incoming>,
    peer: IpAddr,
) -> Response<Full<Bytes>> {
    let content_type = request
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok());
    if !content_type.is_some_and(soap_content_type) {
        return plain(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Unsupported media type: send SOAP 1.1, Content-Type: text/xml; charset=utf-8.\n",
        );
    }
    let declared = request
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_REQUEST_BYTES as u64) {
        return too_large();
    }
    let soap_action = request
        .headers()
        .get("soapaction")
        .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
    let body = Limited::new(request.into_body(), MAX_REQUEST_BYTES);
    let bytes = match tokio::time::timeout(BODY_DEADLINE, body.collect()).await {
        Err(_) => {
            return plain(
                StatusCode::REQUEST_TIMEOUT,
                "Request timeout: the body did not arrive in time.\n",
            )
        }
        Ok(Err(e)) if e.is::<http_body_util::LengthLimitError>() => return too_large(),
        Ok(Err(_)) => {
            return plain(
                StatusCode::BAD_REQUEST,
                "Bad request: the body could not be read.\n",
            )
        }
        Ok(Ok(collected)) => collected.to_bytes(),
    };
    let call = match envelope::read(&bytes, soap_action.as_deref()) {
        Ok(call) => call,
        Err(e) => {
            tracing::info!(%peer, error = %e, "xfcc: a request that is no call");
            return answer(CallAnswer::fault(e.fault_code(), &e.to_string()));
        }
    };
    let handler = Arc::clone(&route.handler);
    let operation = call.operation();
    match tokio::task::spawn_blocking(move || handler(&call, peer)).await {
        Ok(reply) => {
            tracing::debug!(%peer, %operation, fault = reply.is_fault(), "xfcc call");
            answer(reply)
        }
        Err(e) => {
            tracing::error!(%peer, %operation, error = %e, "xfcc: the call's handler failed");
            answer(CallAnswer::fault(FaultCode::Server, "ServerError"))
        }
    }
}

/// Whether the query asks for the WSDL: `WSDL` in any case, alone or as the
/// first of its parameters (`?wsdl`, `?WSDL`, `?wsdl=`, `?wsdl&x=1`).
///
/// ```
/// # use pbem_arbiter::daemon::xfcc::asks_for_wsdl;
/// assert!(asks_for_wsdl(Some("WSDL")) && asks_for_wsdl(Some("wsdl")));
/// assert!(!asks_for_wsdl(None) && !asks_for_wsdl(Some("disco")));
/// ```
pub fn asks_for_wsdl(query: Option<&str>) -> bool {
    query
        .and_then(|q| q.split('&').next())
        .map(|first| first.split('=').next().unwrap_or_default())
        .is_some_and(|name| name.eq_ignore_ascii_case("wsdl"))
}

/// Whether `value` is a `Content-Type` of a SOAP 1.1 request: the media type
/// `text/xml` (any case) and, if a charset is given (quoted or not), UTF-8.
/// SOAP 1.2's `application/soap+xml` is not one.
///
/// ```
/// # use pbem_arbiter::daemon::xfcc::soap_content_type;
/// assert!(soap_content_type("text/xml; charset=\"utf-8\""));
/// assert!(soap_content_type("text/xml") && soap_content_type("Text/XML;charset=UTF-8"));
/// assert!(!soap_content_type("text/xml; charset=iso-8859-1"));
/// assert!(!soap_content_type("application/soap+xml; charset=utf-8"));
/// ```
pub fn soap_content_type(value: &str) -> bool {
    let mut parts = value.split(';');
    let media = parts.next().unwrap_or_default().trim();
    if !media.eq_ignore_ascii_case("text/xml") {
        return false;
    }
    parts.all(|parameter| {
        let (name, value) = parameter.split_once('=').unwrap_or((parameter, ""));
        !name.trim().eq_ignore_ascii_case("charset")
            || value.trim().trim_matches('"').eq_ignore_ascii_case("utf-8")
    })
}

/// Whether `host` is a `Host` header fit to be written into the WSDL's
/// address: a name or an IP address (IPv6 in brackets) and an optional port,
/// nothing else (RFC 9110 §7.2; no user, path or markup).
///
/// ```
/// # use pbem_arbiter::daemon::xfcc::valid_host;
/// assert!(valid_host("chess.example") && valid_host("127.0.0.1:8089") && valid_host("[::1]:8089"));
/// assert!(!valid_host("") && !valid_host("a\"b") && !valid_host("x/y") && !valid_host("u@h"));
/// ```
pub fn valid_host(host: &str) -> bool {
    !host.is_empty()
        && host.len() <= 255
        && host
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-.:[]_".contains(&b))
}

/// A plain-text answer.
fn plain(status: StatusCode, text: &'static str) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from_static(text.as_bytes())));
    *response.status_mut() = status;
    response.headers_mut().insert(
        CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}

/// 413.
fn too_large() -> Response<Full<Bytes>> {
    plain(
        StatusCode::PAYLOAD_TOO_LARGE,
        "Payload too large: a call has at most 64 KiB.\n",
    )
}

/// An XML answer.
fn xml(status: StatusCode, text: String) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(text)));
    *response.status_mut() = status;
    response
        .headers_mut()
        .insert(CONTENT_TYPE, HeaderValue::from_static(XML));
    response
}

/// A call's answer: 200, or 500 for a fault (SOAP 1.1 §6.2).
fn answer(answer: CallAnswer) -> Response<Full<Bytes>> {
    let status = if answer.is_fault() {
        StatusCode::INTERNAL_SERVER_ERROR
    } else {
        StatusCode::OK
    };
    xml(status, answer.into_body())
}
