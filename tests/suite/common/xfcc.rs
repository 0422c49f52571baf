//! The Xfcc endpoint of a real `arbiter run` (Maildir inbox, `[xfcc] listen =
//! "127.0.0.1:0"`, the bound address read from its log), a small HTTP/1.1
//! client over any byte stream (a `TcpStream`, or TLS over one) that sends
//! exactly the bytes it is given, and the zeep client `tests/suite/xfcc_client.py`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use super::{wait_for, Daemon, World};

/// Scid's `GetMyGames` as it sends it, byte for byte (user `bad`, password
/// `good`), with `Content-Type: text/xml; charset="utf-8"` and no SOAPAction.
pub const SCID_GET_MY_GAMES: &[u8] =
    include_bytes!("../../../src/xfcc/fixtures/scid-getmygames.xml");

/// Scid's `MakeAMove` as it sends it (user `ann`, password `good`, game 12,
/// movecount 2, `Nf3`, offerDraw `1`, a message with `<`, `>` and `&`).
pub const SCID_MAKE_A_MOVE: &[u8] = include_bytes!("../../../src/xfcc/fixtures/scid-makeamove.xml");

/// The `Content-Type` Scid sends (Tcl's http package, the charset quoted).
pub const SCID_CONTENT_TYPE: &str = "text/xml; charset=\"utf-8\"";

/// Scid's `GetMyGames` for `username` and `password`, put in as Scid puts
/// them (not escaped), the rest byte for byte as [`SCID_GET_MY_GAMES`].
pub fn scid_get_my_games(username: &str, password: &str) -> Vec<u8> {
    std::str::from_utf8(SCID_GET_MY_GAMES)
        .unwrap()
        .replacen(
            "<username>bad</username>",
            &format!("<username>{username}</username>"),
            1,
        )
        .replacen(
            "<password>good</password>",
            &format!("<password>{password}</password>"),
            1,
        )
        .into_bytes()
}

/// The parameters of a `MakeAMove` as Scid sends them (flags as `0`/`1`).
#[derive(Debug, Clone)]
pub struct ScidMove<'a> {
    pub username: &'a str,
    pub password: &'a str,
    pub game_id: i64,
    pub resign: bool,
    pub accept_draw: bool,
    pub movecount: u32,
    /// Scid's SAN of the last move of its game (the opponent's when resigning).
    pub my_move: &'a str,
    pub offer_draw: bool,
    pub claim_draw: bool,
    /// The comment, escaped here as Scid escapes it.
    pub my_message: &'a str,
}

impl Default for ScidMove<'_> {
    /// `ann`/`good`, game 12, movecount 2, `Nf3`, no flag, no message.
    fn default() -> Self {
        ScidMove {
            username: "ann",
            password: "good",
            game_id: 12,
            resign: false,
            accept_draw: false,
            movecount: 2,
            my_move: "Nf3",
            offer_draw: false,
            claim_draw: false,
            my_message: "",
        }
    }
}

/// `&`, `<`, `>` as entities (what Scid's `SendMove` escapes).
fn scid_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Scid's `MakeAMove` for `m`: the envelope of [`SCID_MAKE_A_MOVE`] byte for
/// byte, the operation element as Scid writes it (WSDL order, no white space,
/// flags `0`/`1`).
pub fn scid_make_a_move(m: &ScidMove) -> Vec<u8> {
    let text = std::str::from_utf8(SCID_MAKE_A_MOVE).unwrap();
    let start = text.find("<MakeAMove ").unwrap();
    let end = text.find("</MakeAMove>").unwrap() + "</MakeAMove>".len();
    let flag = |b: bool| if b { "1" } else { "0" };
    let operation = format!(
        "<MakeAMove xmlns=\"http://www.bennedik.com/webservices/XfccBasic\">\
         <username>{}</username><password>{}</password><gameId>{}</gameId>\
         <resign>{}</resign><acceptDraw>{}</acceptDraw><movecount>{}</movecount>\
         <myMove>{}</myMove><offerDraw>{}</offerDraw><claimDraw>{}</claimDraw>\
         <myMessage>{}</myMessage></MakeAMove>",
        scid_escape(m.username),
        scid_escape(m.password),
        m.game_id,
        flag(m.resign),
        flag(m.accept_draw),
        m.movecount,
        scid_escape(m.my_move),
        flag(m.offer_draw),
        flag(m.claim_draw),
        scid_escape(m.my_message),
    );
    format!("{}{operation}{}", &text[..start], &text[end..]).into_bytes()
}

/// A running `arbiter run` serving Xfcc; killed when dropped (the [`Daemon`]).
pub struct XfccRun {
    pub daemon: Daemon,
    /// The address the endpoint listens on.
    pub address: SocketAddr,
}

impl World {
    /// Starts `arbiter --config DIR/xfcc.toml run` with the config
    /// `[xfcc]\nlisten = "127.0.0.1:0"\n{xfcc_keys}{sections}` (`xfcc_keys`:
    /// more keys of `[xfcc]`, e.g. `public_url = "..."\n`; `sections`: other
    /// sections), and waits (at most 30 s) until it logs `xfcc listening on
    /// ADDRESS`. Panics with the log when it does not.
    pub fn spawn_xfcc(&self, xfcc_keys: &str, sections: &str) -> XfccRun {
        let config = self.config(
            "xfcc.toml",
            &format!("[xfcc]\nlisten = \"127.0.0.1:0\"\n{xfcc_keys}{sections}"),
        );
        self.spawn_xfcc_with(&config, "xfcc-run.log")
    }

    /// Starts `arbiter --config CONFIG run` (CONFIG with an `[xfcc] listen`),
    /// its log in `DIR/LOG_NAME`, and waits for the endpoint's address.
    pub fn spawn_xfcc_with(&self, config: &Path, log_name: &str) -> XfccRun {
        let daemon = self.spawn_run(Some(config), log_name);
        let mut address = None;
        let found = wait_for(Duration::from_secs(30), || {
            address = listening_address(&daemon.own_log_text());
            address.is_some()
        });
        assert!(found, "no `xfcc listening on`: {}", daemon.log_text());
        XfccRun {
            address: address.unwrap(),
            daemon,
        }
    }
}

/// The address of the last `xfcc listening on ADDRESS` in a log.
pub fn listening_address(log: &str) -> Option<SocketAddr> {
    const SAID: &str = "xfcc listening on ";
    let at = log.rfind(SAID)? + SAID.len();
    log[at..].split_whitespace().next()?.parse().ok()
}

/// One HTTP response as read off the wire.
#[derive(Debug, Clone)]
pub struct HttpResponse {
    /// The status code.
    pub status: u16,
    /// The header fields in order, names in lower case.
    pub headers: Vec<(String, String)>,
    /// The body (`Content-Length` bytes).
    pub body: Vec<u8>,
}

impl HttpResponse {
    /// The first header field named `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The body as text (UTF-8, lossy).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// An HTTP/1.1 connection over `S` (keep-alive: one request after another).
pub struct HttpConnection<S: Read + Write> {
    stream: BufReader<S>,
}

impl HttpConnection<TcpStream> {
    /// A plain TCP connection to `address` (reads time out after 30 s).
    pub fn open(address: SocketAddr) -> HttpConnection<TcpStream> {
        let stream = TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        HttpConnection::over(stream)
    }
}

impl<S: Read + Write> HttpConnection<S> {
    /// HTTP over an open stream (TLS, say).
    pub fn over(stream: S) -> HttpConnection<S> {
        HttpConnection {
            stream: BufReader::new(stream),
        }
    }

    /// The stream under the connection (TLS: its session, to look at).
    pub fn stream(&self) -> &S {
        self.stream.get_ref()
    }

    /// Writes `request` as it is and reads one response.
    pub fn send(&mut self, request: &[u8]) -> HttpResponse {
        let stream = self.stream.get_mut();
        stream.write_all(request).unwrap();
        stream.flush().unwrap();
        self.read_response()
    }

    /// Reads one response: the status line, the header, `Content-Length`
    /// bytes of body (none when there is no `Content-Length`).
    pub fn read_response(&mut self) -> HttpResponse {
        let mut line = String::new();
        self.stream.read_line(&mut line).unwrap();
        let status: u16 = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no HTTP status line: {line:?}"));
        let mut headers = Vec::new();
        loop {
            let mut line = String::new();
            self.stream.read_line(&mut line).unwrap();
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                break;
            }
            let (name, value) = line.split_once(':').unwrap();
            headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
        }
        let length: usize = headers
            .iter()
            .find(|(n, _)| n == "content-length")
            .map_or(0, |(_, v)| v.parse().unwrap());
        let mut body = vec![0; length];
        self.stream.read_exact(&mut body).unwrap();
        HttpResponse {
            status,
            headers,
            body,
        }
    }
}

/// A request's bytes: `METHOD TARGET HTTP/1.1`, `Host: HOST`, the `headers`
/// (name, value) as given, `Content-Length` when there is a body or the method
/// is POST, then the body.
pub fn request(
    method: &str,
    target: &str,
    host: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Vec<u8> {
    let mut out = format!("{method} {target} HTTP/1.1\r\nHost: {host}\r\n");
    for (name, value) in headers {
        out.push_str(&format!("{name}: {value}\r\n"));
    }
    if !body.is_empty() || method == "POST" {
        out.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    out.push_str("\r\n");
    let mut bytes = out.into_bytes();
    bytes.extend_from_slice(body);
    bytes
}

/// `GET TARGET` on a new connection to `address`.
pub fn get(address: SocketAddr, target: &str) -> HttpResponse {
    HttpConnection::open(address).send(&request("GET", target, &address.to_string(), &[], b""))
}

/// `POST /xfccbasic.asmx` of `body` with `content_type` (and `soap_action`
/// when given) on a new connection to `address`.
pub fn post(
    address: SocketAddr,
    content_type: &str,
    soap_action: Option<&str>,
    body: &[u8],
) -> HttpResponse {
    let mut headers = vec![("Content-Type", content_type)];
    if let Some(action) = soap_action {
        headers.push(("SOAPAction", action));
    }
    HttpConnection::open(address).send(&request(
        "POST",
        "/xfccbasic.asmx",
        &address.to_string(),
        &headers,
        body,
    ))
}

/// Runs `python3 tests/suite/xfcc_client.py WSDL_URL CALL...` (zeep, from the
/// venv of scripts/requirements.txt first on PATH), `ca` the CA file to trust
/// for https; each call a JSON object (see the script), each answer a JSON
/// value read back from its line of output.
pub fn zeep(
    wsdl_url: &str,
    ca: Option<&Path>,
    calls: &[serde_json::Value],
) -> Vec<serde_json::Value> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/suite/xfcc_client.py");
    let mut command = Command::new("python3");
    command.arg(script);
    if let Some(ca) = ca {
        command.arg("--ca").arg(ca);
    }
    command.arg(wsdl_url);
    for call in calls {
        command.arg(call.to_string());
    }
    let out = command.output().expect(
        "python3 with zeep (scripts/requirements.txt; the README's test command installs it)",
    );
    assert!(
        out.status.success(),
        "xfcc_client.py: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}
