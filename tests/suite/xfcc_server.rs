//! The Xfcc endpoint served by the real `arbiter run` (Maildir inbox, `[xfcc]
//! listen = "127.0.0.1:0"`): the WSDL at `?WSDL` in any case with the right
//! address, the refusals (404, 405, 413, 415, a bad Host), Scid's exact
//! requests, envelopes that are no call answered with a SOAP fault, TLS with a
//! test CA (made with `openssl`, as tests/suite/imap_tls.rs does), a SOAP
//! toolkit (zeep, `tests/suite/xfcc_client.py` with the venv's python3) built
//! from the served WSDL, the stop on SIGTERM and `check-config` reading the
//! TLS files. The calls come from users without a password (the games and
//! the moves are tests/suite/xfcc.rs): GetMyGames is the fault
//! `AuthenticationFailed`, MakeAMove the result `AuthenticationFailed`.

use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use serde_json::json;
use tokio_rustls::rustls;

use crate::common::xfcc::{
    get, post, request, scid_get_my_games, scid_make_a_move, zeep, HttpConnection, HttpResponse,
    ScidMove, SCID_CONTENT_TYPE, SCID_GET_MY_GAMES, SCID_MAKE_A_MOVE,
};
use crate::common::World;
use crate::imap_tls::make_certificates;

const WSDL_SOAP_NS: &str = "http://schemas.xmlsoap.org/wsdl/soap/";

/// The `soap:address location` of a WSDL (which must parse as XML).
fn wsdl_location(response: &HttpResponse) -> String {
    assert_eq!(response.status, 200, "{}", response.text());
    assert_eq!(
        response.header("content-type"),
        Some("text/xml; charset=utf-8")
    );
    let text = response.text();
    let doc = roxmltree::Document::parse(&text).unwrap();
    let address = doc
        .descendants()
        .find(|n| n.has_tag_name((WSDL_SOAP_NS, "address")))
        .expect("a soap:address");
    address.attribute("location").unwrap().to_string()
}

/// The faultcode and faultstring of a fault answer (HTTP 500, text/xml).
fn fault_of(response: &HttpResponse) -> (String, String) {
    assert_eq!(response.status, 500, "{}", response.text());
    assert_eq!(
        response.header("content-type"),
        Some("text/xml; charset=utf-8")
    );
    let text = response.text();
    assert!(text.contains("<soap:Fault>"), "{text}");
    let doc = roxmltree::Document::parse(&text).unwrap();
    let child = |name: &str| {
        doc.descendants()
            .find(|n| n.has_tag_name(name))
            .and_then(|n| n.text())
            .unwrap_or_default()
            .to_string()
    };
    (child("faultcode"), child("faultstring"))
}

#[test]
fn the_wsdl_is_served_for_wsdl_in_any_case_with_the_address_the_request_came_to() {
    let w = World::new();
    let run = w.spawn_xfcc("", "");
    let a = run.address;
    assert_eq!(
        wsdl_location(&get(a, "/xfccbasic.asmx?WSDL")),
        format!("http://{a}/xfccbasic.asmx")
    );
    // The path as the client wrote it (ICCF's spelling), the query in lower case.
    assert_eq!(
        wsdl_location(&get(a, "/XfccBasic.asmx?wsdl")),
        format!("http://{a}/XfccBasic.asmx")
    );
    // Behind a proxy that passes the Host on: the name the client used.
    let mut c = HttpConnection::open(a);
    let proxied = c.send(&request(
        "GET",
        "/xfccbasic.asmx?Wsdl",
        "chess.example:8089",
        &[],
        b"",
    ));
    assert_eq!(
        wsdl_location(&proxied),
        "http://chess.example:8089/xfccbasic.asmx"
    );
    // Kept alive: a second request on the same connection, a Host that could
    // inject markup into the WSDL refused.
    let odd = c.send(&request(
        "GET",
        "/xfccbasic.asmx?WSDL",
        "x\"><evil",
        &[],
        b"",
    ));
    assert_eq!(odd.status, 400, "{}", odd.text());
}

#[test]
fn the_public_url_is_the_wsdl_address_whatever_the_host() {
    let w = World::new();
    let run = w.spawn_xfcc(
        "public_url = \"https://chess.example/xfcc/xfccbasic.asmx\"\n",
        "",
    );
    assert_eq!(
        wsdl_location(&get(run.address, "/xfccbasic.asmx?WSDL")),
        "https://chess.example/xfcc/xfccbasic.asmx"
    );
}

#[test]
fn other_paths_methods_media_types_and_sizes_are_refused() {
    let w = World::new();
    let run = w.spawn_xfcc("", "");
    let a = run.address;
    let host = a.to_string();
    for target in ["/", "/xfccbasic.asmx.bak", "/other?WSDL", "/xfccbasic.asmx"] {
        assert_eq!(get(a, target).status, 404, "{target}");
    }
    let put = HttpConnection::open(a).send(&request("PUT", "/xfccbasic.asmx", &host, &[], b"x"));
    assert_eq!(put.status, 405);
    assert_eq!(put.header("allow"), Some("GET, POST"));
    for content_type in [
        "application/soap+xml; charset=utf-8",
        "text/xml; charset=iso-8859-1",
        "text/plain",
    ] {
        let refused = post(a, content_type, None, SCID_GET_MY_GAMES);
        assert_eq!(refused.status, 415, "{content_type}");
    }
    let untyped = HttpConnection::open(a).send(&request(
        "POST",
        "/xfccbasic.asmx",
        &host,
        &[],
        SCID_GET_MY_GAMES,
    ));
    assert_eq!(untyped.status, 415);
    // More than 64 KiB announced: refused before a byte of the body is read.
    let large = HttpConnection::open(a).send(
        format!(
            "POST /xfccbasic.asmx HTTP/1.1\r\nHost: {host}\r\nContent-Type: text/xml\r\n\
             Content-Length: {}\r\n\r\n",
            64 * 1024 + 1
        )
        .as_bytes(),
    );
    assert_eq!(large.status, 413, "{}", large.text());
    // Sent in chunks, without a length: refused when the limit is passed.
    let mut chunked = format!(
        "POST /xfccbasic.asmx HTTP/1.1\r\nHost: {host}\r\nContent-Type: text/xml\r\n\
         Transfer-Encoding: chunked\r\n\r\n"
    )
    .into_bytes();
    let chunk = vec![b' '; 16 * 1024];
    for _ in 0..5 {
        chunked.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
        chunked.extend_from_slice(&chunk);
        chunked.extend_from_slice(b"\r\n");
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    assert_eq!(HttpConnection::open(a).send(&chunked).status, 413);
}

#[test]
fn scid_s_exact_requests_of_a_user_without_a_password_fail_authentication() {
    let w = World::new();
    let run = w.spawn_xfcc("", "");
    let a = run.address;
    // The templates give the fixtures back for the fixtures' values.
    assert_eq!(scid_get_my_games("bad", "good"), SCID_GET_MY_GAMES);
    let fixture = ScidMove {
        offer_draw: true,
        my_message: "hi <there> & co",
        ..ScidMove::default()
    };
    assert_eq!(
        String::from_utf8(scid_make_a_move(&fixture)).unwrap(),
        String::from_utf8(SCID_MAKE_A_MOVE.to_vec()).unwrap()
    );
    // Scid: Content-Type with the charset quoted, no SOAPAction.
    let games = post(a, SCID_CONTENT_TYPE, None, SCID_GET_MY_GAMES);
    assert_eq!(
        fault_of(&games),
        ("soap:Client".into(), "AuthenticationFailed".into())
    );
    // Scid's SOAPError cut: `.*<soap:Fault>` then the faultstring.
    assert!(games
        .text()
        .contains("<soap:Fault><faultcode>soap:Client</faultcode><faultstring>AuthenticationFailed</faultstring></soap:Fault>"));
    let moved = post(a, SCID_CONTENT_TYPE, None, SCID_MAKE_A_MOVE);
    assert_eq!(moved.status, 200, "{}", moved.text());
    assert!(moved
        .text()
        .contains("<MakeAMoveResult>AuthenticationFailed</MakeAMoveResult>"));
    // The LSS client's way: the SOAPAction bare; zeep's and ICCF's: quoted.
    let ns = "http://www.bennedik.com/webservices/XfccBasic";
    for action in [format!("{ns}/GetMyGames"), format!("\"{ns}/GetMyGames\"")] {
        let answer = post(
            a,
            "text/xml; charset=utf-8",
            Some(&action),
            SCID_GET_MY_GAMES,
        );
        assert_eq!(fault_of(&answer).1, "AuthenticationFailed", "{action}");
    }
}

#[test]
fn a_request_that_is_no_call_is_a_client_fault() {
    let w = World::new();
    let run = w.spawn_xfcc("", "");
    let a = run.address;
    let text = std::str::from_utf8(SCID_GET_MY_GAMES).unwrap();
    let with_dtd = text.replacen(
        "?>",
        "?><!DOCTYPE lol [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;\">]>",
        1,
    );
    assert!(with_dtd.contains("<!DOCTYPE"));
    let ns = "http://www.bennedik.com/webservices/XfccBasic";
    let other_action = format!("{ns}/MakeAMove");
    let cases: [(&[u8], Option<&str>); 4] = [
        (with_dtd.as_bytes(), None),
        (b"<soap:Envelope", None),
        (b"not xml at all", None),
        (SCID_GET_MY_GAMES, Some(&other_action)),
    ];
    for (body, action) in cases {
        let (code, string) = fault_of(&post(a, "text/xml", action, body));
        assert_eq!(code, "soap:Client", "{string}");
        assert!(!string.contains("AuthenticationFailed"), "{string}");
    }
    // SOAP 1.2's envelope in a SOAP 1.1 request: a version mismatch.
    let soap12 = text.replace(
        "http://schemas.xmlsoap.org/soap/envelope/",
        "http://www.w3.org/2003/05/soap-envelope",
    );
    let (code, _) = fault_of(&post(a, "text/xml", None, soap12.as_bytes()));
    assert_eq!(code, "soap:VersionMismatch");
}

#[test]
fn zeep_builds_a_client_from_the_served_wsdl_and_calls_through_it() {
    let w = World::new();
    let run = w.spawn_xfcc("", "");
    let answers = zeep(
        &format!("http://{}/xfccbasic.asmx?WSDL", run.address),
        None,
        &[
            json!({"op": "GetMyGames", "username": "ann@example.org", "password": "wrong"}),
            json!({"op": "MakeAMove", "username": "ann@example.org", "password": "wrong",
                   "gameId": 12, "resign": false, "acceptDraw": false, "movecount": 2,
                   "myMove": "Nf3", "offerDraw": true, "claimDraw": false, "myMessage": "hi"}),
        ],
    );
    assert_eq!(
        answers,
        [
            json!({"fault": "AuthenticationFailed", "code": "soap:Client"}),
            json!({"result": "AuthenticationFailed"}),
        ]
    );
}

/// A TLS connection to `address` trusting only the CA in `ca`, offering
/// HTTP/1.1 by ALPN.
fn tls_connection(
    address: SocketAddr,
    ca: &Path,
) -> HttpConnection<rustls::StreamOwned<rustls::ClientConnection, TcpStream>> {
    use rustls::pki_types::pem::PemObject;
    use rustls::pki_types::{CertificateDer, ServerName};
    let mut roots = rustls::RootCertStore::empty();
    for certificate in CertificateDer::pem_file_iter(ca).unwrap() {
        roots.add(certificate.unwrap()).unwrap();
    }
    let mut config = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_root_certificates(roots)
    .with_no_client_auth();
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    let name = ServerName::try_from("127.0.0.1").unwrap();
    let session = rustls::ClientConnection::new(Arc::new(config), name).unwrap();
    let tcp = TcpStream::connect(address).unwrap();
    tcp.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    HttpConnection::over(rustls::StreamOwned::new(session, tcp))
}

#[test]
fn tls_with_a_test_certificate_serves_the_same_and_zeep_trusts_it_by_its_ca() {
    let w = World::new();
    let certs = w.dir.path().join("certs");
    make_certificates(&certs);
    let run = w.spawn_xfcc(
        &format!(
            "tls_cert = \"{}\"\ntls_key = \"{}\"\n",
            certs.join("server.pem").display(),
            certs.join("server.key").display()
        ),
        "",
    );
    let a = run.address;
    let ca = certs.join("ca.pem");
    let mut c = tls_connection(a, &ca);
    let wsdl = c.send(&request(
        "GET",
        "/xfccbasic.asmx?WSDL",
        &a.to_string(),
        &[],
        b"",
    ));
    assert_eq!(
        c.stream().conn.alpn_protocol(),
        Some(&b"http/1.1"[..]),
        "ALPN"
    );
    assert_eq!(wsdl_location(&wsdl), format!("https://{a}/xfccbasic.asmx"));
    let games = c.send(&request(
        "POST",
        "/xfccbasic.asmx",
        &a.to_string(),
        &[("Content-Type", SCID_CONTENT_TYPE)],
        SCID_GET_MY_GAMES,
    ));
    assert_eq!(fault_of(&games).1, "AuthenticationFailed");
    // Plain HTTP to the TLS port gets no HTTP answer.
    let mut plain = TcpStream::connect(a).unwrap();
    plain
        .set_read_timeout(Some(Duration::from_secs(15)))
        .unwrap();
    std::io::Write::write_all(
        &mut plain,
        &request("GET", "/xfccbasic.asmx?WSDL", &a.to_string(), &[], b""),
    )
    .unwrap();
    let mut answer = Vec::new();
    let _ = std::io::Read::read_to_end(&mut plain, &mut answer);
    assert!(!answer.starts_with(b"HTTP/1.1 200"), "{answer:?}");
    let answers = zeep(
        &format!("https://127.0.0.1:{}/xfccbasic.asmx?wsdl", a.port()),
        Some(&ca),
        &[json!({"op": "GetMyGames", "username": "ann@example.org", "password": "x"})],
    );
    assert_eq!(
        answers,
        [json!({"fault": "AuthenticationFailed", "code": "soap:Client"})]
    );
}

#[test]
fn a_body_that_does_not_arrive_in_time_is_answered_408() {
    let w = World::new();
    let run = w.spawn_xfcc("", "");
    let a = run.address;
    let mut c = HttpConnection::open(a);
    let started = std::time::Instant::now();
    // 10 bytes of the 100 announced, then nothing (a slow client's way).
    let slow = c.send(
        format!(
            "POST /xfccbasic.asmx HTTP/1.1\r\nHost: {a}\r\nContent-Type: text/xml\r\n\
             Content-Length: 100\r\n\r\n<soap:Env"
        )
        .as_bytes(),
    );
    assert_eq!(slow.status, 408, "{}", slow.text());
    let waited = started.elapsed();
    assert!(
        waited >= Duration::from_secs(9) && waited < Duration::from_secs(25),
        "{waited:?}"
    );
}

#[test]
fn connections_above_the_cap_wait_until_one_closes() {
    let w = World::new();
    let run = w.spawn_xfcc("", "");
    let a = run.address;
    let wsdl = request("GET", "/xfccbasic.asmx?WSDL", &a.to_string(), &[], b"");
    // 64 connections, each answered once and kept open.
    let mut open: Vec<_> = (0..64)
        .map(|_| {
            let mut c = HttpConnection::open(a);
            assert_eq!(c.send(&wsdl).status, 200);
            c
        })
        .collect();
    // The 65th is made by the kernel but not served...
    let mut waiting = TcpStream::connect(a).unwrap();
    waiting
        .set_read_timeout(Some(Duration::from_millis(1500)))
        .unwrap();
    std::io::Write::write_all(&mut waiting, &wsdl).unwrap();
    let mut byte = [0u8; 1];
    let early = std::io::Read::read(&mut waiting, &mut byte);
    assert!(early.is_err(), "served above the cap: {early:?}");
    // ...until one of the others closes.
    drop(open.pop());
    waiting
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let mut c = HttpConnection::over(waiting);
    assert_eq!(c.read_response().status, 200);
}

#[test]
fn an_address_in_use_ends_run_naming_the_key() {
    let w = World::new();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let config = w.config(
        "taken.toml",
        &format!("[xfcc]\nlisten = \"{}\"\n", taken.local_addr().unwrap()),
    );
    let (code, out, err) = w.arbiter(&["--config", config.to_str().unwrap(), "run"]);
    assert_ne!(code, 0, "{out}{err}");
    assert!(err.contains("xfcc.listen"), "{err}");
}

#[test]
fn sigterm_stops_the_endpoint_with_the_daemon() {
    let w = World::new();
    let mut run = w.spawn_xfcc("", "");
    let a = run.address;
    // A connection kept open does not hold the stop up.
    let mut idle = HttpConnection::open(a);
    assert_eq!(
        idle.send(&request(
            "GET",
            "/xfccbasic.asmx?WSDL",
            &a.to_string(),
            &[],
            b""
        ))
        .status,
        200
    );
    let status = run.daemon.terminate(Duration::from_secs(10));
    assert!(
        status.is_some_and(|s| s.success()),
        "{status:?}: {}",
        run.daemon.log_text()
    );
    assert!(run.daemon.log_text().contains("arbiter stopped"));
    assert!(TcpStream::connect(a).is_err(), "still listening on {a}");
}

#[test]
fn check_config_reads_the_tls_files_and_names_one_that_is_no_pem() {
    let w = World::new();
    let certs = w.dir.path().join("certs");
    make_certificates(&certs);
    let good = w.config(
        "good.toml",
        &format!(
            "[xfcc]\nlisten = \"127.0.0.1:8089\"\ntls_cert = \"{}\"\ntls_key = \"{}\"\n",
            certs.join("server.pem").display(),
            certs.join("server.key").display()
        ),
    );
    let (code, out, err) = w.arbiter(&["--config", good.to_str().unwrap(), "check-config"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("xfcc: TLS") && out.contains("127.0.0.1:8089"),
        "{out}"
    );
    let garbage = certs.join("garbage.pem");
    std::fs::write(&garbage, "this is no PEM\n").unwrap();
    for (cert, key, named) in [
        (&garbage, &certs.join("server.key"), "xfcc.tls_cert"),
        (&certs.join("server.pem"), &garbage, "xfcc.tls_key"),
        // A key that is not the certificate's.
        (
            &certs.join("server.pem"),
            &certs.join("ca.key"),
            "xfcc.tls_key",
        ),
    ] {
        let bad = w.config(
            "bad.toml",
            &format!(
                "[xfcc]\nlisten = \"127.0.0.1:8089\"\ntls_cert = \"{}\"\ntls_key = \"{}\"\n",
                cert.display(),
                key.display()
            ),
        );
        let (code, out, err) = w.arbiter(&["--config", bad.to_str().unwrap(), "check-config"]);
        assert_ne!(code, 0, "{out}");
        assert!(err.contains(named), "{named}: {err}");
        assert!(
            err.contains("garbage.pem") || err.contains("ca.key"),
            "{err}"
        );
    }
}
