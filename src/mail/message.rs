//! One incoming message, read with mail-parser: sender, Subject, Message-ID, thread
//! references, the text body (text/plain preferred, HTML-only converted to text
//! without its quotes: [`super::html_text`], any
//! charset or transfer encoding, `format=flowed` unwrapped: RFC 3676; an inline
//! OpenPGP signed text read without its armour: RFC 4880 §7), whether it
//! is an automatic message that must never be answered (RFC 3834), and the
//! delivery report an automatic message is ([`super::bounce`]). This module knows
//! no chess rule.

use std::borrow::Cow;

use mail_parser::{HeaderValue, MessageParser, MimeHeaders};
use sha2::{Digest, Sha256};

use super::bounce::{self, DeliveryReport};
use super::{flowed, html_text, pgp_inline};

/// An incoming message, decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IncomingMessage {
    /// Stable id for de-duplication: `<Message-ID>`, else `sha256:<hex>` of the raw bytes.
    pub key: String,
    /// Message-ID without angle brackets.
    pub message_id: Option<String>,
    /// The sender's address (From), lower-cased.
    pub sender: Option<String>,
    /// The Subject header, decoded and trimmed.
    pub subject: Option<String>,
    /// Message-IDs from In-Reply-To and References, without angle brackets, nearest first.
    pub thread: Vec<String>,
    /// The text body, decoded, with `\n` line ends; a `format=flowed` part unwrapped
    /// (RFC 3676, [`super::flowed::unflow`]); an inline-signed OpenPGP text without
    /// its armour and signature, dash-escapes undone (RFC 4880 §7,
    /// [`super::pgp_inline::signed_text`]). `None` when the message has no text part.
    pub body: Option<String>,
    /// Number of attachments.
    pub attachments: usize,
    /// Why this message must not be answered (auto-reply, bounce, mailing list...).
    pub automatic: Option<String>,
    /// A charset mail-parser could not decode exactly, if any.
    pub encoding_problem: bool,
    /// Size of the raw message in bytes.
    pub size: usize,
    /// Why the sender cannot be trusted at all (two `From:` headers):
    /// such a message is never applied nor answered.
    pub forged: Option<String>,
    /// The addresses it was sent to, lower-cased: `To`, `Cc`, and what the delivery
    /// agent recorded (`Delivered-To`, `X-Original-To`). A player's code for a game
    /// comes back in one of them.
    pub recipients: Vec<String>,
    /// The `Sender:` address, lower-cased, when the header is there.
    pub sender_header: Option<String>,
    /// The delivery report the message is ([`bounce::read`]): read only for
    /// automatic mail and mail whose `From:` has no address (`MAILER-DAEMON <>`),
    /// never for a person's mail (a player who forwards a bounce is answered).
    pub report: Option<DeliveryReport>,
}

/// The stable key of raw bytes that have no usable Message-ID.
pub fn content_key(raw: &[u8]) -> String {
    let digest = Sha256::digest(raw);
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("sha256:{hex}")
}

/// Reads a raw RFC 5322 message. Never panics; a message mail-parser cannot read at
/// all still gets a key (the content hash) and no sender, so it is recorded and kept.
/// `own_address` is the arbiter's address: mail from it is automatic (a loop).
pub fn parse(raw: &[u8], own_address: &str) -> IncomingMessage {
    let size = raw.len();
    let Some(message) = MessageParser::default().parse(raw) else {
        return IncomingMessage {
            key: content_key(raw),
            message_id: None,
            sender: None,
            subject: None,
            thread: Vec::new(),
            body: None,
            attachments: 0,
            automatic: None,
            encoding_problem: false,
            size,
            forged: None,
            recipients: Vec::new(),
            sender_header: None,
            report: None,
        };
    };
    let message_id = message
        .message_id()
        .map(clean_id)
        .filter(|id| !id.is_empty());
    let key = match &message_id {
        Some(id) => format!("<{id}>"),
        None => content_key(raw),
    };
    let sender = sender_of(&message);
    let thread = thread_of(&message);
    let body = body_of(&message);
    let encoding_problem = message
        .text_bodies()
        .chain(message.html_bodies())
        .any(|p| p.is_encoding_problem);
    let automatic = automatic_reason(&message, sender.as_deref(), own_address);
    let forged = forged_reason(&message);
    // Reports come as automatic mail, or from a `MAILER-DAEMON <>` whose From:
    // has no address; a person's mail is never read as one.
    let report = (automatic.is_some() || sender.is_none())
        .then(|| bounce::read(&message))
        .flatten();
    IncomingMessage {
        key,
        message_id,
        sender,
        subject: message.subject().map(|s| s.trim().to_string()),
        thread,
        body,
        attachments: message.attachment_count(),
        automatic,
        encoding_problem,
        size,
        forged,
        recipients: recipients(&message),
        sender_header: message
            .sender()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .map(|a| a.trim().to_ascii_lowercase()),
        report,
    }
}

/// The sender's address (the first `From:` mailbox), lower-cased; `None` without
/// one that has an `@`.
fn sender_of(message: &mail_parser::Message<'_>) -> Option<String> {
    message
        .from()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .map(|a| a.trim().to_ascii_lowercase())
        .filter(|a| a.contains('@'))
}

/// The Message-IDs the message answers: In-Reply-To, then References from the
/// latest back, each once.
fn thread_of(message: &mail_parser::Message<'_>) -> Vec<String> {
    let mut thread = ids(message.in_reply_to());
    for id in ids(message.references()).into_iter().rev() {
        if !thread.contains(&id) {
            thread.push(id);
        }
    }
    thread
}

/// Why the sender cannot be told: more than one `From:` header (RFC 5322 §3.6
/// allows one).
fn forged_reason(message: &mail_parser::Message<'_>) -> Option<String> {
    let froms = message
        .headers()
        .iter()
        .filter(|h| h.name().eq_ignore_ascii_case("From"))
        .count();
    (froms > 1).then(|| {
        format!("{froms} From: headers; which one sent it cannot be told (RFC 5322 allows one)")
    })
}

/// The text body ([`mail_parser::Message::body_text`] 0) with `\n` line ends: an
/// HTML-only body converted with its blocks on lines of their own and its quotes
/// left out ([`html_text::html_to_text`]), a `format=flowed` part unwrapped (RFC
/// 3676), an inline-signed OpenPGP text without its armour (RFC 4880 §7).
fn body_of(message: &mail_parser::Message<'_>) -> Option<String> {
    let html = message
        .text_part(0)
        .filter(|part| part.is_text_html())
        .and_then(|part| part.text_contents());
    let text = match html {
        Some(html) => html_text::html_to_text(html),
        None => message.body_text(0)?.into_owned(),
    };
    let text = text.replace("\r\n", "\n");
    let text = match flowed_delsp(message) {
        Some(delsp) => flowed::unflow(&text, delsp),
        None => text,
    };
    Some(match pgp_inline::signed_text(&text) {
        Cow::Borrowed(_) => text,
        Cow::Owned(signed) => signed,
    })
}

/// `Some(delsp)` when the text body ([`mail_parser::Message::body_text`] 0) is a
/// `text/plain` part sent as `format=flowed` (RFC 3676 §4.1), `delsp` true for
/// `DelSp=yes` (§4.2); `None` for fixed text and for a body converted from HTML.
fn flowed_delsp(message: &mail_parser::Message<'_>) -> Option<bool> {
    let part = message.text_part(0)?;
    if !part.is_text() || part.is_text_html() {
        return None;
    }
    let ct = part.content_type()?;
    if !ct.ctype().eq_ignore_ascii_case("text")
        || !ct
            .subtype()
            .is_some_and(|s| s.eq_ignore_ascii_case("plain"))
    {
        return None;
    }
    let param = |name: &str| {
        ct.attributes()?
            .iter()
            .find(|a| a.name.eq_ignore_ascii_case(name))
            .map(|a| a.value.as_ref())
    };
    flowed::flowed_params(param("format"), param("delsp"))
}

/// The addresses of `To`, `Cc`, `Delivered-To` and `X-Original-To`, lower-cased.
/// mail-parser reads the first two as address lists; the delivery agent's headers
/// are a bare address, possibly in angle brackets.
fn recipients(message: &mail_parser::Message<'_>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for list in [message.to(), message.cc()].into_iter().flatten() {
        out.extend(
            list.iter()
                .filter_map(|a| a.address())
                .map(|a| a.trim().to_ascii_lowercase()),
        );
    }
    for name in ["Delivered-To", "X-Original-To"] {
        for value in message.header_values(name) {
            if let Some(text) = value.as_text() {
                let bare = text.trim().trim_start_matches('<').trim_end_matches('>');
                if bare.contains('@') {
                    out.push(bare.trim().to_ascii_lowercase());
                }
            }
        }
    }
    out
}

/// True when `address` is the arbiter's own `own` address, with or without a
/// `+tag` in its local part (`arbiter+g12-k7f3q@host` is the arbiter too).
pub fn is_own_address(address: &str, own: &str) -> bool {
    let (Some((local, domain)), Some((own_local, own_domain))) =
        (address.trim().rsplit_once('@'), own.trim().rsplit_once('@'))
    else {
        return false;
    };
    let base = local.split('+').next().unwrap_or(local);
    let own_base = own_local.split('+').next().unwrap_or(own_local);
    base.eq_ignore_ascii_case(own_base) && domain.eq_ignore_ascii_case(own_domain)
}

/// Reads only the header block of a message too large to parse: who
/// sent it, its ids and subject, for the refusal; no body. `size` is the whole
/// message's size in bytes; `raw` may hold only its beginning.
pub fn parse_header_block(raw: &[u8], size: usize, own_address: &str) -> IncomingMessage {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .or_else(|| raw.windows(2).position(|w| w == b"\n\n"))
        .unwrap_or(raw.len());
    let mut head = raw[..end].to_vec();
    head.extend_from_slice(b"\r\n\r\n");
    let mut msg = parse(&head, own_address);
    msg.body = None;
    msg.attachments = 0;
    msg.size = size;
    msg
}

fn clean_id(id: &str) -> String {
    id.trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim()
        .to_string()
}

fn ids(value: &HeaderValue<'_>) -> Vec<String> {
    match value.as_text_list() {
        Some(list) => list
            .iter()
            .map(|s| clean_id(s))
            .filter(|s| !s.is_empty())
            .collect(),
        None => Vec::new(),
    }
}

/// RFC 3834 and common practice: `Auto-Submitted` other than `no`,
/// `Precedence: bulk|junk|list`, an empty Return-Path, a MAILER-DAEMON, postmaster or
/// noreply-style sender, X-Autoreply-style headers, list mail (`List-Id`,
/// `List-Unsubscribe`), an `X-Loop` naming the arbiter, a delivery report, or the
/// arbiter's own address (plus-addresses included). Every reason that holds is
/// named, joined by "; ".
fn automatic_reason(
    message: &mail_parser::Message<'_>,
    sender: Option<&str>,
    own: &str,
) -> Option<String> {
    let mut reasons = header_reasons(message, own);
    if let Some(sender) = sender {
        reasons.extend(sender_reasons(sender, own));
    }
    let root = message.root_part();
    if let Some(ct) = root.content_type() {
        if ct.c_type.eq_ignore_ascii_case("multipart")
            && ct
                .c_subtype
                .as_deref()
                .is_some_and(|s| s.eq_ignore_ascii_case("report"))
        {
            reasons.push("a delivery status report (multipart/report)".into());
        }
    }
    (!reasons.is_empty()).then(|| reasons.join("; "))
}

/// The headers that mark automatic mail: `Auto-Submitted` other than `no`
/// (RFC 3834 §5), `Precedence: bulk|junk|list`, an empty Return-Path,
/// X-Autoreply-style and list headers, an `X-Loop` naming the arbiter (`own`).
fn header_reasons(message: &mail_parser::Message<'_>, own: &str) -> Vec<String> {
    let mut reasons: Vec<String> = Vec::new();
    if let Some(value) = message.header_raw("Auto-Submitted") {
        let value = value.trim().to_ascii_lowercase();
        // RFC 3834 §5: `no` (with optional parameters) is the only value of a person.
        let keyword = value.split(';').next().unwrap_or("").trim();
        if !value.is_empty() && keyword != "no" {
            reasons.push(format!("Auto-Submitted: {value}"));
        }
    }
    if let Some(value) = message.header_raw("Precedence") {
        let value = value.trim().to_ascii_lowercase();
        if matches!(value.as_str(), "bulk" | "junk" | "list") {
            reasons.push(format!("Precedence: {value}"));
        }
    }
    if let Some(raw) = message.header_raw("Return-Path") {
        if raw
            .trim()
            .trim_start_matches('<')
            .trim_end_matches('>')
            .trim()
            .is_empty()
        {
            reasons.push("empty Return-Path (a bounce)".into());
        }
    }
    for header in [
        "X-Autoreply",
        "X-Autorespond",
        "List-Id",
        "List-Unsubscribe",
    ] {
        if let Some(value) = message.header_raw(header) {
            reasons.push(format!("{header}: {}", value.trim()));
        }
    }
    // X-Loop naming the arbiter: one of its own replies came back (RFC 3834 §5).
    for value in message.header_values("X-Loop") {
        if let Some(text) = value.as_text() {
            if text
                .split(|c: char| c.is_whitespace() || c == ',' || c == '<' || c == '>')
                .any(|word| is_own_address(word, own))
            {
                reasons.push(format!("X-Loop: {}", text.trim()));
            }
        }
    }
    reasons
}

/// The senders that mark automatic mail: a MAILER-DAEMON or postmaster, a
/// noreply-style address, the arbiter's own address (`own`, plus-addresses
/// included).
fn sender_reasons(sender: &str, own: &str) -> Vec<String> {
    let mut reasons: Vec<String> = Vec::new();
    let local = sender.split('@').next().unwrap_or("");
    if local.eq_ignore_ascii_case("mailer-daemon") || local.eq_ignore_ascii_case("postmaster") {
        reasons.push(format!("sent by {sender} (a bounce)"));
    }
    // The local part before any `+tag`, letters and digits only: `no-reply`,
    // `do_not_reply`, `bounces+x` (exact names, so that `bouncer@` is a player).
    let base = local.split('+').next().unwrap_or(local);
    let squeezed: String = base
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    if [
        "noreply",
        "donotreply",
        "donotrespond",
        "noresponse",
        "bounce",
        "bounces",
    ]
    .contains(&squeezed.as_str())
    {
        reasons.push(format!(
            "sent by {sender} (an address that takes no replies)"
        ));
    }
    if is_own_address(sender, own) {
        reasons.push("sent by the arbiter's own address".into());
    }
    reasons
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_basics() {
        let raw = b"From: Alice <Alice@Example.org>\r\nTo: arbiter@localhost\r\nSubject: Re: [Game 3] move\r\n\
Message-ID: <abc@example.org>\r\nIn-Reply-To: <m2@arbiter>\r\nReferences: <m1@arbiter> <m2@arbiter>\r\n\r\nNf3\r\n";
        let m = parse(raw, "arbiter@localhost");
        assert_eq!(m.key, "<abc@example.org>");
        assert_eq!(m.sender.as_deref(), Some("alice@example.org"));
        assert_eq!(m.subject.as_deref(), Some("Re: [Game 3] move"));
        assert_eq!(
            m.thread,
            vec!["m2@arbiter".to_string(), "m1@arbiter".to_string()]
        );
        assert_eq!(m.body.as_deref().map(str::trim), Some("Nf3"));
        assert_eq!(m.automatic, None);
    }

    #[test]
    fn recipients_and_sender_are_read() {
        let raw =
            b"Delivered-To: <arbiter+g1-x@localhost>\r\nFrom: a@b.c\r\nSender: Sec <SEC@b.c>\r\n\
To: Arbiter <arbiter@localhost>, other@b.c\r\nCc: c@b.c\r\nSubject: x\r\n\r\nhello\r\n";
        let m = parse(raw, "arbiter@localhost");
        assert_eq!(
            m.recipients,
            vec![
                "arbiter@localhost",
                "other@b.c",
                "c@b.c",
                "arbiter+g1-x@localhost"
            ]
        );
        assert_eq!(m.sender_header.as_deref(), Some("sec@b.c"));
        assert!(is_own_address("ARBITER+x@LOCALHOST", "arbiter@localhost"));
        assert!(!is_own_address("arbiter@elsewhere", "arbiter@localhost"));
        assert!(!is_own_address("arbiterx@localhost", "arbiter@localhost"));
    }

    #[test]
    fn flowed_text_is_unwrapped() {
        let mail = |ct: &str, body: &str| {
            format!("From: a@b.c\r\nSubject: x\r\nMIME-Version: 1.0\r\nContent-Type: {ct}\r\n\r\n{body}")
        };
        let body = |ct: &str, text: &str| {
            parse(mail(ct, text).as_bytes(), "arbiter@localhost")
                .body
                .unwrap_or_default()
        };
        let wrapped = "d7:d4 \r\n(Qc7-c4)\r\n";
        assert_eq!(
            body(
                "text/plain; charset=utf-8; format=flowed; delsp=no",
                wrapped
            ),
            "d7:d4 (Qc7-c4)\n"
        );
        assert_eq!(
            body("text/plain; format=\"Flowed\"", wrapped),
            "d7:d4 (Qc7-c4)\n"
        );
        assert_eq!(
            body(
                "text/plain; charset=utf-8; format=flowed; delsp=yes",
                "d7:d4 (Qc7- \r\nc4)\r\n"
            ),
            "d7:d4 (Qc7-c4)\n"
        );
        // Fixed text keeps its lines, trailing spaces and all.
        assert_eq!(
            body("text/plain; charset=utf-8", wrapped),
            "d7:d4 \n(Qc7-c4)\n"
        );
        // The flowed part of a multipart/alternative mail is the one unwrapped.
        let multi = "multipart/alternative; boundary=b";
        let text = "--b\r\nContent-Type: text/plain; format=flowed\r\n\r\nd7:d4 \r\n(Qc7-c4)\r\n\
--b\r\nContent-Type: text/html\r\n\r\n<p>d7:d4 (Qc7-c4)</p>\r\n--b--\r\n";
        assert_eq!(body(multi, text).trim_end(), "d7:d4 (Qc7-c4)");
    }

    #[test]
    fn two_from_headers_are_a_forgery() {
        let raw = b"From: alice@b.c\r\nFrom: bob@b.c\r\nSubject: x\r\n\r\nresign\r\n";
        assert!(parse(raw, "arbiter@localhost").forged.is_some());
        let raw = b"From: alice@b.c\r\nSubject: x\r\n\r\nresign\r\n";
        assert!(parse(raw, "arbiter@localhost").forged.is_none());
    }

    #[test]
    fn recognises_automatic_mail() {
        for header in [
            "Auto-Submitted: auto-replied",
            "Precedence: bulk",
            "Precedence: list",
            "Return-Path: <>",
            "List-Id: <chess.lists.example.org>",
            "List-Unsubscribe: <mailto:leave@example.org>",
            "X-Loop: arbiter@localhost",
            "X-Loop: <Arbiter+g1-abcd2345@Localhost>",
            "X-Autoreply: yes",
            "X-Autorespond: thanks",
            "Content-Type: multipart/report; report-type=delivery-status; boundary=x",
        ] {
            let raw = format!("From: a@b.c\r\n{header}\r\nSubject: x\r\n\r\nhello\r\n");
            assert!(
                parse(raw.as_bytes(), "arbiter@localhost")
                    .automatic
                    .is_some(),
                "{header}"
            );
        }
        let raw = b"From: a@b.c\r\nAuto-Submitted: no\r\nSubject: x\r\n\r\nhello\r\n";
        assert_eq!(parse(raw, "arbiter@localhost").automatic, None);
        let raw = b"From: MAILER-DAEMON@b.c\r\nSubject: x\r\n\r\nhello\r\n";
        assert!(parse(raw, "arbiter@localhost").automatic.is_some());
        for from in [
            "noreply@b.c",
            "no-reply@b.c",
            "do_not_reply@b.c",
            "bounces+x@b.c",
        ] {
            let raw = format!("From: {from}\r\nSubject: x\r\n\r\nhello\r\n");
            assert!(
                parse(raw.as_bytes(), "arbiter@localhost")
                    .automatic
                    .is_some(),
                "{from}"
            );
        }
        for from in ["nora@b.c", "bouncer@b.c"] {
            let raw = format!("From: {from}\r\nX-Loop: other@b.c\r\nSubject: x\r\n\r\nhello\r\n");
            assert_eq!(
                parse(raw.as_bytes(), "arbiter@localhost").automatic,
                None,
                "{from}"
            );
        }
        let raw = b"From: Arbiter@Localhost\r\nSubject: x\r\n\r\nhello\r\n";
        assert!(parse(raw, "arbiter@localhost").automatic.is_some());
        // One of the arbiter's own plus-addresses is the arbiter too.
        let raw = b"From: arbiter+g1-abc@localhost\r\nSubject: x\r\n\r\nhello\r\n";
        assert!(parse(raw, "arbiter@localhost").automatic.is_some());
        // `no` with a parameter is a person's mail (RFC 3834 §5).
        let raw = b"From: a@b.c\r\nAuto-Submitted: no; owner=a\r\nSubject: x\r\n\r\nhello\r\n";
        assert_eq!(parse(raw, "arbiter@localhost").automatic, None);
        // Every reason that holds is named.
        let raw =
            b"From: a@b.c\r\nPrecedence: list\r\nList-Id: <l.b.c>\r\nSubject: x\r\n\r\nhello\r\n";
        let why = parse(raw, "arbiter@localhost").automatic.unwrap();
        assert!(
            why.contains("Precedence: list") && why.contains("List-Id"),
            "{why}"
        );
    }
}
