//! Delivery reports ("bounces") about a mail the arbiter sent: which recipients
//! failed, were delayed or were reached, with the status and the mail server's
//! words, and which mail the report is about. Reads the standard form, a
//! `multipart/report` whose `message/delivery-status` part (RFC 3464 §2, or
//! `message/global-delivery-status` of RFC 6533) holds one block of fields per
//! recipient, and the common forms without that part: Exim's "Mail delivery
//! failed", qmail's and Yahoo's "failure notice", the older Gmail and Hotmail
//! texts, each naming the failed address in its text and returning the
//! original's header lines after a line such as "--- Below this line is a copy of
//! the message." Every part and every field is read with mail-parser, the one
//! MIME parser of the crate; this module only picks out the fields.
//!
//! The mail a report is about is named by the Message-ID of the original
//! (a returned `message/rfc822` part, `text/rfc822-headers`, an
//! `Original-Message-ID` or `X-Original-Message-ID` field, the copy in the text,
//! else the report's `In-Reply-To`), and by the address the report was sent to:
//! the arbiter sends each mail with an envelope sender (RFC 5321 §4.1.1.2,
//! `MAIL FROM`) of its own address with the tag [`return_tag`] (VERP), and a
//! report goes back to that address (RFC 5321 §4.5.5), where
//! [`token_of_tag`] reads it. Which of the two counts, and for which address, is
//! the service's to decide; this module knows no player and no rule.

use std::sync::LazyLock;

use mail_parser::{Message, MessageParser, MimeHeaders, PartType};
use regex::Regex;

/// What a report says of one recipient (RFC 3464 §2.3.3 `Action`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// The mail could not be delivered, and the server has given up.
    Failed,
    /// Not delivered yet; the server still tries.
    Delayed,
    /// Delivered to the recipient's mailbox.
    Delivered,
    /// Passed on to a system that sends no report.
    Relayed,
    /// Delivered and passed on to further addresses (a list, an alias).
    Expanded,
}

impl Action {
    /// The word of RFC 3464 §2.3.3: `failed`, `delayed`, `delivered`, `relayed`,
    /// `expanded`.
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Failed => "failed",
            Action::Delayed => "delayed",
            Action::Delivered => "delivered",
            Action::Relayed => "relayed",
            Action::Expanded => "expanded",
        }
    }

    /// The action a word names, in any case; `None` for any other word.
    pub fn from_word(word: &str) -> Option<Action> {
        let word = word.trim();
        [
            Action::Failed,
            Action::Delayed,
            Action::Delivered,
            Action::Relayed,
            Action::Expanded,
        ]
        .into_iter()
        .find(|a| a.as_str().eq_ignore_ascii_case(word))
    }

    /// True when the mail reached the recipient or a system that took it on
    /// (`delivered`, `relayed`, `expanded`).
    pub fn reached(self) -> bool {
        matches!(self, Action::Delivered | Action::Relayed | Action::Expanded)
    }
}

/// Why a mail did not reach its recipient, in a few kinds a reader can be told
/// in words: from the status code (RFC 3463 §3: `X.1.x` addressing, `X.2.x` the
/// mailbox, `X.7.x` security and policy), else from the server's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cause {
    /// The address does not exist (`X.1.1`, `X.1.2`, `X.1.3`, `X.1.6`, `X.1.10`).
    NoSuchAddress,
    /// The mailbox is full (`X.2.2`, `X.3.1`).
    MailboxFull,
    /// The mailbox is disabled (`X.2.1`).
    MailboxDisabled,
    /// The receiving server refused the mail (`X.7.x`: policy, spam, blocked).
    Refused,
    /// Anything else, or no status.
    Other,
}

impl Cause {
    /// The kebab-case name the store keeps: `no-such-address`, `mailbox-full`,
    /// `mailbox-disabled`, `refused`, `other`.
    pub fn as_str(self) -> &'static str {
        match self {
            Cause::NoSuchAddress => "no-such-address",
            Cause::MailboxFull => "mailbox-full",
            Cause::MailboxDisabled => "mailbox-disabled",
            Cause::Refused => "refused",
            Cause::Other => "other",
        }
    }

    /// The cause [`Cause::as_str`] names; [`Cause::Other`] for any other text.
    pub fn from_name(name: &str) -> Cause {
        [
            Cause::NoSuchAddress,
            Cause::MailboxFull,
            Cause::MailboxDisabled,
            Cause::Refused,
        ]
        .into_iter()
        .find(|c| c.as_str() == name)
        .unwrap_or(Cause::Other)
    }
}

/// What a report says of one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecipientStatus {
    /// The address as the sender gave it (`Original-Recipient`), lower-cased.
    pub original: Option<String>,
    /// The address the server tried last (`Final-Recipient`, or the address a
    /// text report names), lower-cased; `None` when the text named none.
    pub address: Option<String>,
    /// What became of the mail for this recipient.
    pub action: Action,
    /// The status code (RFC 3463: `5.2.2`), when the report gives one.
    pub status: Option<String>,
    /// The server's words (`Diagnostic-Code` without its type, or the line of a
    /// text report with the reply code), on one line, at most
    /// [`MAX_DIAGNOSTIC`] characters.
    pub diagnostic: Option<String>,
}

impl RecipientStatus {
    /// True when `address` is this recipient's original or final address (in
    /// any case).
    pub fn names(&self, address: &str) -> bool {
        let address = address.trim();
        [&self.original, &self.address]
            .into_iter()
            .flatten()
            .any(|a| a.eq_ignore_ascii_case(address))
    }

    /// Why the mail did not arrive, from the status code, else from the words.
    ///
    /// ```
    /// use pbem_arbiter::mail::bounce::{Action, Cause, RecipientStatus};
    /// let full = RecipientStatus {
    ///     original: None,
    ///     address: Some("bob@example.net".into()),
    ///     action: Action::Failed,
    ///     status: Some("5.2.2".into()),
    ///     diagnostic: None,
    /// };
    /// assert_eq!(full.cause(), Cause::MailboxFull);
    /// let unknown = RecipientStatus {
    ///     status: None,
    ///     diagnostic: Some("550 User unknown".into()),
    ///     ..full
    /// };
    /// assert_eq!(unknown.cause(), Cause::NoSuchAddress);
    /// ```
    pub fn cause(&self) -> Cause {
        if let Some(cause) = self.status.as_deref().and_then(cause_of_status) {
            return cause;
        }
        self.diagnostic
            .as_deref()
            .map_or(Cause::Other, cause_of_words)
    }
}

/// How a report was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReportForm {
    /// A `message/delivery-status` part (RFC 3464).
    Standard,
    /// A mail server's text without that part.
    Text,
}

/// A delivery report about one earlier mail, as [`read`] finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryReport {
    /// How it was written.
    pub form: ReportForm,
    /// One entry per recipient it names; never empty (a text report that names
    /// no address still says what became of the mail, with `address` `None`).
    pub recipients: Vec<RecipientStatus>,
    /// The Message-ID of the mail it is about, without angle brackets.
    pub original_id: Option<String>,
}

impl DeliveryReport {
    /// What the report says of `address`: its entry that names it, else (the
    /// mail went to one address, which forwarded it, or a text report named it
    /// otherwise) the first entry that failed, else the first entry.
    pub fn status_for(&self, address: &str) -> Option<&RecipientStatus> {
        self.recipients
            .iter()
            .find(|r| r.names(address))
            .or_else(|| self.recipients.iter().find(|r| r.action == Action::Failed))
            .or_else(|| self.recipients.first())
    }
}

/// The most characters of a diagnostic kept ([`RecipientStatus::diagnostic`]).
pub const MAX_DIAGNOSTIC: usize = 200;

/// The most recipients one report is read for: a report about one mail names
/// few, and a hostile one is not read without end.
const MAX_RECIPIENTS: usize = 20;

/// The tag of the arbiter's address that carries the return token of one mail
/// (its envelope sender, VERP): `b-TOKEN`.
///
/// ```
/// use pbem_arbiter::mail::bounce::{return_tag, token_of_tag};
/// assert_eq!(return_tag("4f9c2a"), "b-4f9c2a");
/// assert_eq!(token_of_tag("B-4F9C2A"), Some("4f9c2a".to_string()));
/// assert_eq!(token_of_tag("g12-abcd2345"), None);
/// ```
pub fn return_tag(token: &str) -> String {
    format!("b-{token}")
}

/// The return token a plus-address tag carries (`b-TOKEN`, any case), lower-cased;
/// `None` for any other tag, or a token that is not 1 to 64 letters and digits.
pub fn token_of_tag(tag: &str) -> Option<String> {
    let token = tag.strip_prefix("b-").or_else(|| tag.strip_prefix("B-"))?;
    let fits =
        !token.is_empty() && token.len() <= 64 && token.bytes().all(|b| b.is_ascii_alphanumeric());
    fits.then(|| token.to_ascii_lowercase())
}

/// Reads `raw` as a message and then as a delivery report ([`read`]); `None`
/// when it is no message or no report.
///
/// ```
/// use pbem_arbiter::mail::bounce::{read_bytes, Action, ReportForm};
/// let raw = b"From: MAILER-DAEMON@mx.example.org\r\nSubject: failure notice\r\n\
/// MIME-Version: 1.0\r\nContent-Type: multipart/report; report-type=delivery-status; boundary=b\r\n\r\n\
/// --b\r\nContent-Type: text/plain\r\n\r\nYour message could not be delivered.\r\n\
/// --b\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.example.org\r\n\r\n\
/// Final-Recipient: rfc822; Bob@Example.net\r\nAction: failed\r\nStatus: 5.2.2\r\n\
/// Diagnostic-Code: smtp; 552 5.2.2 Mailbox full\r\n\r\n\
/// --b\r\nContent-Type: text/rfc822-headers\r\n\r\nFrom: arbiter@example.org\r\n\
/// Message-ID: <a.1@example.org>\r\n\r\n--b--\r\n";
/// let report = read_bytes(raw).unwrap();
/// assert_eq!(report.form, ReportForm::Standard);
/// assert_eq!(report.original_id.as_deref(), Some("a.1@example.org"));
/// let bob = report.status_for("bob@example.net").unwrap();
/// assert_eq!(bob.action, Action::Failed);
/// assert_eq!(bob.status.as_deref(), Some("5.2.2"));
/// assert_eq!(bob.diagnostic.as_deref(), Some("552 5.2.2 Mailbox full"));
/// ```
pub fn read_bytes(raw: &[u8]) -> Option<DeliveryReport> {
    let message = MessageParser::default().parse(raw)?;
    read(&message)
}

/// The delivery report `message` is, if it is one: the standard form when it
/// has a delivery-status part with at least one recipient, else a mail server's
/// text when the message looks like one (sent by a `MAILER-DAEMON` or
/// `postmaster`, with an `X-Failed-Recipients` field, or with the subject of a
/// bounce). An auto-reply ("I am on holiday"), a report of another kind (RFC
/// 5965 abuse reports, read receipts) or a person's mail is `None`; a person who
/// forwards a bounce writes its subject too, so the caller asks this only of
/// automatic mail ([`super::message::IncomingMessage::report`]).
pub fn read(message: &Message<'_>) -> Option<DeliveryReport> {
    if let Some(recipients) = standard_recipients(message) {
        return Some(DeliveryReport {
            form: ReportForm::Standard,
            recipients,
            original_id: original_id(message),
        });
    }
    if !looks_like_a_bounce(message) {
        return None;
    }
    let texts = text_parts(message);
    let first = texts.first().map_or("", String::as_str);
    let (head, tail) = split_at_copy(first);
    let action = text_action(message.subject().unwrap_or(""), head);
    let diagnostic = diagnostic_line(head);
    let status =
        enhanced_status(diagnostic.as_deref().unwrap_or("")).or_else(|| enhanced_status(head));
    let mut addresses = failed_recipients_field(message);
    if addresses.is_empty() {
        addresses = addresses_in(head, message);
    }
    let entry = |address: Option<String>| RecipientStatus {
        original: None,
        address,
        action,
        status: status.clone(),
        diagnostic: diagnostic.clone(),
    };
    let recipients = if addresses.is_empty() {
        vec![entry(None)]
    } else {
        addresses.into_iter().map(|a| entry(Some(a))).collect()
    };
    let original_id = returned_message_id(message)
        .or_else(|| id_in_copy(tail))
        .or_else(|| texts.iter().skip(1).find_map(|t| id_in_copy(t)))
        .or_else(|| in_reply_to(message));
    Some(DeliveryReport {
        form: ReportForm::Text,
        recipients,
        original_id,
    })
}

/// The recipients of the message's delivery-status part (RFC 3464 §2.3: the
/// blocks after the first, the per-message fields), at most
/// [`MAX_RECIPIENTS`]; `None` without such a part or without a recipient in it.
fn standard_recipients(message: &Message<'_>) -> Option<Vec<RecipientStatus>> {
    let part = message
        .parts
        .iter()
        .find(|p| content_type_is(p, "message", &["delivery-status", "global-delivery-status"]))?;
    let text = String::from_utf8_lossy(part.contents()).replace("\r\n", "\n");
    let recipients: Vec<RecipientStatus> = text
        .split("\n\n")
        .filter_map(recipient_block)
        .take(MAX_RECIPIENTS)
        .collect();
    (!recipients.is_empty()).then_some(recipients)
}

/// One per-recipient block of a delivery-status part, its fields read by
/// mail-parser (folded lines, comments); `None` for the per-message block and
/// for a block that names no recipient and says nothing.
fn recipient_block(block: &str) -> Option<RecipientStatus> {
    let block = block.trim_matches('\n');
    if block.is_empty() {
        return None;
    }
    let raw = format!("{block}\n\n");
    let fields = MessageParser::default().parse_headers(raw.as_bytes())?;
    let field = |name: &str| {
        fields
            .header_raw(name)
            .map(one_line)
            .filter(|v| !v.is_empty())
    };
    let address = field("Final-Recipient").and_then(|v| typed_address(&v));
    let original = field("Original-Recipient").and_then(|v| typed_address(&v));
    if address.is_none() && original.is_none() {
        return None;
    }
    let status = field("Status").and_then(|s| enhanced_status(&s));
    let action = field("Action")
        .and_then(|a| Action::from_word(a.split_whitespace().next().unwrap_or("")))
        .or_else(|| status.as_deref().and_then(action_of_status))?;
    let diagnostic = field("Diagnostic-Code").map(|d| {
        let words = match d.split_once(';') {
            Some((kind, rest)) if !kind.contains(' ') => rest,
            _ => d.as_str(),
        };
        tidy(words)
    });
    Some(RecipientStatus {
        original,
        address,
        action,
        status,
        diagnostic: diagnostic.filter(|d| !d.is_empty()),
    })
}

/// The address of a `Final-Recipient` or `Original-Recipient` value
/// (`rfc822; bob@example.net`, RFC 3464 §2.3.1), lower-cased, without angle
/// brackets; `None` when it holds no `@`.
fn typed_address(value: &str) -> Option<String> {
    let address = value.split_once(';').map_or(value, |(_, a)| a);
    let address = address
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim();
    (address.contains('@') && !address.contains(char::is_whitespace))
        .then(|| address.to_ascii_lowercase())
}

/// The action a status code implies when the report gives none: `5.x.x`
/// failed, `4.x.x` delayed, `2.x.x` delivered (RFC 3463 §3.1).
fn action_of_status(status: &str) -> Option<Action> {
    match status.as_bytes().first() {
        Some(b'5') => Some(Action::Failed),
        Some(b'4') => Some(Action::Delayed),
        Some(b'2') => Some(Action::Delivered),
        _ => None,
    }
}

/// The first enhanced status code in `text` (RFC 3463: `5.1.1`), class 2, 4 or 5.
fn enhanced_status(text: &str) -> Option<String> {
    static STATUS: LazyLock<Option<Regex>> = LazyLock::new(|| {
        Regex::new(r"(?:^|[^0-9.])([245]\.[0-9]{1,3}\.[0-9]{1,3})(?:$|[^0-9.])").ok()
    });
    let re = STATUS.as_ref()?;
    re.captures(text)
        .and_then(|c| c.get(1))
        .map(|m| m.as_str().to_string())
}

/// The cause a status code names (RFC 3463 §3.2, 3.3, 3.4, 3.8).
fn cause_of_status(status: &str) -> Option<Cause> {
    let mut fields = status.split('.').skip(1);
    let subject = fields.next()?;
    let detail = fields.next()?;
    match (subject, detail) {
        ("1", "1" | "2" | "3" | "6" | "10") => Some(Cause::NoSuchAddress),
        ("2", "2") | ("3", "1") => Some(Cause::MailboxFull),
        ("2", "1") => Some(Cause::MailboxDisabled),
        ("7", _) => Some(Cause::Refused),
        _ => None,
    }
}

/// The cause a server's words name, by the phrases the big providers write.
fn cause_of_words(words: &str) -> Cause {
    let words = words.to_ascii_lowercase();
    let any = |phrases: &[&str]| phrases.iter().any(|p| words.contains(p));
    if any(&[
        "quota",
        "mailbox full",
        "mailbox is full",
        "insufficient storage",
        "over quota",
    ]) {
        Cause::MailboxFull
    } else if any(&[
        "user unknown",
        "unknown user",
        "no such user",
        "does not exist",
        "doesn't exist",
        "not found",
        "invalid recipient",
        "recipient unknown",
        "no mailbox",
    ]) {
        Cause::NoSuchAddress
    } else if any(&["disabled", "inactive", "suspended", "deactivated"]) {
        Cause::MailboxDisabled
    } else if any(&[
        "blocked",
        "spam",
        "policy",
        "denied",
        "blacklist",
        "blocklist",
    ]) {
        Cause::Refused
    } else {
        Cause::Other
    }
}

/// True when the part's content type is `ctype`/one of `subtypes` (any case).
fn content_type_is(part: &mail_parser::MessagePart<'_>, ctype: &str, subtypes: &[&str]) -> bool {
    part.content_type().is_some_and(|ct| {
        ct.ctype().eq_ignore_ascii_case(ctype)
            && ct
                .subtype()
                .is_some_and(|s| subtypes.iter().any(|w| s.eq_ignore_ascii_case(w)))
    })
}

/// The Message-ID of the mail a standard report is about: the returned message,
/// its returned header lines, an original-id field, the copy in a text part,
/// else the report's `In-Reply-To`.
fn original_id(message: &Message<'_>) -> Option<String> {
    returned_message_id(message)
        .or_else(|| original_id_field(message))
        .or_else(|| {
            text_parts(message)
                .iter()
                .find_map(|t| id_in_copy(split_at_copy(t).1))
        })
        .or_else(|| in_reply_to(message))
}

/// The Message-ID of a returned `message/rfc822` (or `message/global`) part, or
/// of the header lines of a `text/rfc822-headers` (or `message/global-headers`,
/// RFC 6533) part.
fn returned_message_id(message: &Message<'_>) -> Option<String> {
    message.parts.iter().find_map(|part| match &part.body {
        PartType::Message(returned) => returned.message_id().and_then(bare_id),
        _ if content_type_is(part, "text", &["rfc822-headers"])
            || content_type_is(part, "message", &["global-headers", "rfc822-headers"]) =>
        {
            let mut head = part.contents().to_vec();
            head.extend_from_slice(b"\r\n\r\n");
            MessageParser::default()
                .parse_headers(&head)
                .and_then(|h| h.message_id().and_then(bare_id))
        }
        _ => None,
    })
}

/// An `Original-Message-ID` or `X-Original-Message-ID` field of the report's own
/// header or of its delivery-status part's per-message block.
fn original_id_field(message: &Message<'_>) -> Option<String> {
    const NAMES: [&str; 2] = ["Original-Message-ID", "X-Original-Message-ID"];
    if let Some(id) = NAMES
        .iter()
        .find_map(|n| message.header_raw(*n).and_then(bare_id))
    {
        return Some(id);
    }
    let part = message
        .parts
        .iter()
        .find(|p| content_type_is(p, "message", &["delivery-status", "global-delivery-status"]))?;
    let text = String::from_utf8_lossy(part.contents()).replace("\r\n", "\n");
    let first = text.split("\n\n").find(|b| !b.trim().is_empty())?;
    let raw = format!("{}\n\n", first.trim_matches('\n'));
    let fields = MessageParser::default().parse_headers(raw.as_bytes())?;
    NAMES
        .iter()
        .find_map(|n| fields.header_raw(*n).and_then(bare_id))
}

/// The first id of the report's `In-Reply-To`.
fn in_reply_to(message: &Message<'_>) -> Option<String> {
    let value = message.in_reply_to();
    value
        .as_text()
        .or_else(|| {
            value
                .as_text_list()
                .and_then(|l| l.first().map(|s| s.as_ref()))
        })
        .and_then(bare_id)
}

/// A Message-ID value without angle brackets and white space; `None` when it
/// is empty, has no `@`, or is longer than 250 octets (RFC 5322 ids the
/// arbiter writes are far shorter).
fn bare_id(value: &str) -> Option<String> {
    let id = value.trim();
    let id = id.strip_prefix('<').unwrap_or(id);
    let id = id.split('>').next().unwrap_or(id).trim();
    (!id.is_empty() && id.contains('@') && id.len() <= 250 && !id.contains(char::is_whitespace))
        .then(|| id.to_string())
}

/// Every text part's text (HTML converted by mail-parser), CRLF made LF, in order.
fn text_parts(message: &Message<'_>) -> Vec<String> {
    (0..message.text_body_count())
        .filter_map(|i| message.body_text(i))
        .map(|t| t.replace("\r\n", "\n"))
        .collect()
}

/// The lines that begin the copy of the original in a text report, lower-cased.
const COPY_MARKERS: [&str; 9] = [
    "copy of the message",
    "original message",
    "returned message",
    "message follows",
    "original headers",
    "undelivered message headers",
    "headers of the original",
    "header of the original",
    "message headers follow",
];

/// A text report's explanation and the copy of the original after it: split at
/// the first line naming the copy ([`COPY_MARKERS`]), else at the first line
/// that starts a header block (`Return-Path:`, `Received:`, `Message-ID:`).
fn split_at_copy(text: &str) -> (&str, &str) {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let lower = line.trim().to_ascii_lowercase();
        let marker = COPY_MARKERS.iter().any(|m| lower.contains(m));
        let header = ["return-path:", "received:", "message-id:"]
            .iter()
            .any(|h| lower.starts_with(h));
        if marker || header {
            return (&text[..offset], &text[offset..]);
        }
        offset += line.len();
    }
    (text, "")
}

/// The Message-ID of the copy of the original in `copy`: the first
/// `Message-ID:` line's value, or the next line's when it is folded.
fn id_in_copy(copy: &str) -> Option<String> {
    let mut lines = copy.lines();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        let Some((name, value)) = trimmed.split_once(':') else {
            continue;
        };
        if !name.trim().eq_ignore_ascii_case("message-id") {
            continue;
        }
        if let Some(id) = bare_id(value) {
            return Some(id);
        }
        return lines.next().and_then(bare_id);
    }
    None
}

/// The subjects of bounces, lower-cased (what the big providers and the common
/// servers write).
const BOUNCE_SUBJECTS: [&str; 14] = [
    "undeliver",
    "undelivered mail",
    "delivery status notification",
    "delivery failure",
    "delivery failed",
    "delivery has failed",
    "failure notice",
    "returned mail",
    "returned to sender",
    "could not be delivered",
    "non-delivery",
    "nondeliverable",
    "delayed mail",
    "delivery delayed",
];

/// True when a message without a delivery-status part is a mail server's
/// report: sent by a `MAILER-DAEMON` or `postmaster` (RFC 5321 §4.5.5 sends
/// reports from a null path; these names are what servers write in `From:`),
/// with Exim's `X-Failed-Recipients`, or with the subject of a bounce.
fn looks_like_a_bounce(message: &Message<'_>) -> bool {
    let daemon = message
        .from()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .and_then(|a| a.split('@').next())
        .is_some_and(|local| {
            let local = local.trim().to_ascii_lowercase();
            [
                "mailer-daemon",
                "mailer_daemon",
                "mail-daemon",
                "postmaster",
            ]
            .contains(&local.as_str())
        });
    let subject = message.subject().unwrap_or("").to_ascii_lowercase();
    daemon
        || message.header_raw("X-Failed-Recipients").is_some()
        || BOUNCE_SUBJECTS.iter().any(|s| subject.contains(s))
}

/// What a text report says became of the mail: its status code's class when it
/// gives one (a `4.x.x` the server gave up on is a failure), else delayed when
/// its subject or text says it still tries, else failed.
fn text_action(subject: &str, head: &str) -> Action {
    let text = format!("{subject}\n{head}").to_ascii_lowercase();
    let any = |phrases: &[&str]| phrases.iter().any(|p| text.contains(p));
    let gave_up = any(&[
        "permanent",
        "given up",
        "gave up",
        "giving up",
        "not going to try again",
        "failed permanently",
    ]);
    match enhanced_status(head).as_deref().and_then(action_of_status) {
        Some(Action::Delayed) if gave_up => Action::Failed,
        Some(action) => action,
        None if gave_up => Action::Failed,
        None if any(&[
            "delay",
            "still being retried",
            "will continue to try",
            "will retry",
            "not yet been delivered",
            "has not been delivered yet",
        ]) =>
        {
            Action::Delayed
        }
        None => Action::Failed,
    }
}

/// The first line of `head` that holds a reply code or status code (`550`,
/// `5.1.1`): the server's words, tidied ([`tidy`]).
fn diagnostic_line(head: &str) -> Option<String> {
    static CODE: LazyLock<Option<Regex>> = LazyLock::new(|| {
        Regex::new(r"(?:^|[^0-9.])(?:[45][0-9][0-9][ -]|[45]\.[0-9]{1,3}\.[0-9]{1,3})").ok()
    });
    let re = CODE.as_ref()?;
    head.lines()
        .find(|l| re.is_match(l))
        .map(tidy)
        .filter(|l| !l.is_empty())
}

/// Exim's `X-Failed-Recipients` addresses, lower-cased.
fn failed_recipients_field(message: &Message<'_>) -> Vec<String> {
    let Some(value) = message.header_raw("X-Failed-Recipients") else {
        return Vec::new();
    };
    let mut out: Vec<String> = Vec::new();
    for word in value.split([',', ' ', '\t', '\r', '\n']) {
        if let Some(address) = typed_address(word) {
            if !out.contains(&address) && out.len() < MAX_RECIPIENTS {
                out.push(address);
            }
        }
    }
    out
}

/// The addresses a text report's explanation names, lower-cased, each once,
/// at most [`MAX_RECIPIENTS`]: words with one `@` and a dot after it, without
/// the brackets and punctuation around them, and without the report's own
/// sender and recipients.
fn addresses_in(head: &str, message: &Message<'_>) -> Vec<String> {
    let mut own: Vec<String> = Vec::new();
    for list in [message.from(), message.to()].into_iter().flatten() {
        own.extend(
            list.iter()
                .filter_map(|a| a.address())
                .map(|a| a.trim().to_ascii_lowercase()),
        );
    }
    let mut out: Vec<String> = Vec::new();
    let words = head.split(|c: char| {
        c.is_whitespace()
            || matches!(
                c,
                '<' | '>' | '(' | ')' | '[' | ']' | ',' | ';' | '"' | '\''
            )
    });
    for word in words {
        let word = word
            .trim_start_matches("mailto:")
            .trim_matches(|c: char| matches!(c, '.' | ':' | '!' | '?'));
        let Some((local, domain)) = word.split_once('@') else {
            continue;
        };
        if local.is_empty()
            || domain.contains('@')
            || !domain.contains('.')
            || domain.starts_with('.')
        {
            continue;
        }
        let address = word.to_ascii_lowercase();
        if !own.contains(&address) && !out.contains(&address) {
            out.push(address);
            if out.len() == MAX_RECIPIENTS {
                break;
            }
        }
    }
    out
}

/// A field value on one line: folded lines joined, white space runs one space.
fn one_line(value: &str) -> String {
    value.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A server's words made safe to quote in a notice: one line, no control
/// characters, at most [`MAX_DIAGNOSTIC`] characters (cut with `...`).
fn tidy(words: &str) -> String {
    let line: String = one_line(words)
        .chars()
        .filter(|c| !c.is_control())
        .collect();
    if line.chars().count() <= MAX_DIAGNOSTIC {
        return line;
    }
    let cut: String = line.chars().take(MAX_DIAGNOSTIC - 3).collect();
    format!("{}...", cut.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(raw: &str) -> Option<DeliveryReport> {
        read_bytes(raw.replace('\n', "\r\n").as_bytes())
    }

    const STANDARD: &str = "From: Mail Delivery System <MAILER-DAEMON@mx.example.org>
To: arbiter+b-0123abcd@example.org
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary=\"B\"

--B
Content-Type: text/plain

I'm sorry to have to inform you that your message could not be delivered.

--B
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.org
X-Original-Message-ID: <field.1@example.org>

Original-Recipient: rfc822; Bob@Example.net
Final-Recipient: rfc822;
 bob@mail.example.net
Action: failed (bad mailbox)
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 <bob@mail.example.net>:
  Recipient address rejected: User unknown

Final-Recipient: rfc822; carol@example.net
Action: delayed
Status: 4.4.1

--B
Content-Type: message/rfc822

From: arbiter@example.org
To: bob@example.net
Message-ID: <reply.7@example.org>
Subject: [Game 1] New game

hello
--B--
";

    #[test]
    fn a_standard_report_names_each_recipient_and_the_mail() {
        let r = report(STANDARD).unwrap();
        assert_eq!(r.form, ReportForm::Standard);
        assert_eq!(r.original_id.as_deref(), Some("reply.7@example.org"));
        assert_eq!(r.recipients.len(), 2);
        let bob = r.status_for("BOB@example.net").unwrap();
        assert_eq!(bob.original.as_deref(), Some("bob@example.net"));
        assert_eq!(bob.address.as_deref(), Some("bob@mail.example.net"));
        assert_eq!(bob.action, Action::Failed);
        assert_eq!(bob.status.as_deref(), Some("5.1.1"));
        assert_eq!(
            bob.diagnostic.as_deref(),
            Some("550 5.1.1 <bob@mail.example.net>: Recipient address rejected: User unknown")
        );
        assert_eq!(bob.cause(), Cause::NoSuchAddress);
        let carol = r.status_for("carol@example.net").unwrap();
        assert_eq!(carol.action, Action::Delayed);
        // An address the report does not name: the entry that failed.
        assert_eq!(r.status_for("dave@example.net"), Some(bob));
    }

    #[test]
    fn the_original_id_comes_from_the_headers_part_or_a_field() {
        let headers_only = STANDARD.replace(
            "Content-Type: message/rfc822",
            "Content-Type: text/rfc822-headers",
        );
        let r = report(&headers_only).unwrap();
        assert_eq!(r.original_id.as_deref(), Some("reply.7@example.org"));
        let no_copy = STANDARD.replace("Message-ID: <reply.7@example.org>\n", "");
        let r = report(&no_copy).unwrap();
        assert_eq!(r.original_id.as_deref(), Some("field.1@example.org"));
        let nothing = no_copy.replace("X-Original-Message-ID: <field.1@example.org>\n", "");
        assert_eq!(report(&nothing).unwrap().original_id, None);
        let answered = nothing.replace(
            "Subject: Undelivered",
            "In-Reply-To: <thread.2@example.org>\nSubject: Undelivered",
        );
        assert_eq!(
            report(&answered).unwrap().original_id.as_deref(),
            Some("thread.2@example.org")
        );
    }

    #[test]
    fn a_delivery_status_without_an_action_takes_its_status_class() {
        let raw = STANDARD
            .replace("Action: failed (bad mailbox)\n", "")
            .replace("Action: delayed\n", "");
        let r = report(&raw).unwrap();
        assert_eq!(r.recipients[0].action, Action::Failed);
        assert_eq!(r.recipients[1].action, Action::Delayed);
        let delivered = STANDARD.replace("Action: failed (bad mailbox)", "Action: Delivered");
        let r = report(&delivered).unwrap();
        assert!(r.status_for("bob@example.net").unwrap().action.reached());
    }

    #[test]
    fn text_reports_of_the_common_servers_are_read() {
        let exim = "From: Mail Delivery System <Mailer-Daemon@mx.example.org>
To: arbiter+b-0123abcd@example.org
Subject: Mail delivery failed: returning message to sender
X-Failed-Recipients: bob@example.net
Auto-Submitted: auto-replied

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  bob@example.net
    host mx.example.net [192.0.2.20]: 552 5.2.2 Mailbox full

------ This is a copy of the message, including all the headers. ------

Return-path: <arbiter+b-0123abcd@example.org>
Message-Id: <reply.8@example.org>
From: arbiter@example.org

hello
";
        let r = report(exim).unwrap();
        assert_eq!(r.form, ReportForm::Text);
        assert_eq!(r.original_id.as_deref(), Some("reply.8@example.org"));
        let bob = r.status_for("bob@example.net").unwrap();
        assert_eq!(bob.address.as_deref(), Some("bob@example.net"));
        assert_eq!(bob.action, Action::Failed);
        assert_eq!(bob.status.as_deref(), Some("5.2.2"));
        assert_eq!(bob.cause(), Cause::MailboxFull);
        assert_eq!(
            bob.diagnostic.as_deref(),
            Some("host mx.example.net [192.0.2.20]: 552 5.2.2 Mailbox full")
        );

        let qmail = "From: MAILER-DAEMON@mx.example.org
To: arbiter@example.org
Subject: failure notice

Hi. This is the qmail-send program at mx.example.org.
I'm afraid I wasn't able to deliver your message to the following addresses.
This is a permanent error; I've given up. Sorry it didn't work out.

<bob@example.net>:
192.0.2.32 does not like recipient.
Remote host said: 550 Unknown user bob@example.net

--- Below this line is a copy of the message.

Return-Path: <arbiter@example.org>
Message-ID:
 <reply.9@example.org>
From: arbiter@example.org
";
        let r = report(qmail).unwrap();
        assert_eq!(r.original_id.as_deref(), Some("reply.9@example.org"));
        assert_eq!(r.recipients.len(), 1);
        let bob = &r.recipients[0];
        assert_eq!(bob.address.as_deref(), Some("bob@example.net"));
        assert_eq!(bob.status, None);
        assert_eq!(bob.cause(), Cause::NoSuchAddress);
    }

    #[test]
    fn a_delay_is_no_failure() {
        let delayed = "From: MAILER-DAEMON@mx.example.org
Subject: Warning: message 1abc delayed 24 hours

This message was created automatically by mail delivery software.
A message that you sent has not yet been delivered to one or more of its
recipients after more than 24 hours on the queue on mx.example.org.

  bob@example.net
    host mx.example.net: 451 4.2.0 Try again later

No action is required on your part. Delivery attempts will continue.
";
        let r = report(delayed).unwrap();
        assert_eq!(r.recipients[0].action, Action::Delayed);
        let given_up = delayed.replace("Delivery attempts will continue.", "I have given up.");
        assert_eq!(
            report(&given_up).unwrap().recipients[0].action,
            Action::Failed
        );
    }

    #[test]
    fn a_persons_mail_and_an_auto_reply_are_no_report() {
        for raw in [
            "From: bob@example.net\nSubject: Re: [Game 1]\n\ne4\n",
            "From: bob@example.net\nAuto-Submitted: auto-replied\nSubject: Out of office\n\nI am away; mail to bob@example.net waits.\n",
            "From: abuse@example.net\nContent-Type: multipart/report; report-type=feedback-report; boundary=b\n\n--b\nContent-Type: text/plain\n\nspam\n--b--\n",
        ] {
            assert_eq!(report(raw), None, "{raw}");
        }
    }

    #[test]
    fn return_tags_read_back() {
        assert_eq!(token_of_tag(&return_tag("abc123")), Some("abc123".into()));
        for tag in [
            "b-",
            "b-a.b",
            "c-abc",
            "b-ab cd",
            &format!("b-{}", "a".repeat(65)),
        ] {
            assert_eq!(token_of_tag(tag), None, "{tag}");
        }
    }

    #[test]
    fn hostile_words_are_cut_to_one_line() {
        let long = format!("550 {}\u{7}\r\n end", "x".repeat(500));
        let tidied = tidy(&long);
        assert_eq!(tidied.chars().count(), MAX_DIAGNOSTIC);
        assert!(tidied.ends_with("...") && !tidied.contains(['\n', '\u{7}']));
        assert_eq!(tidy(&"é".repeat(300)).chars().count(), MAX_DIAGNOSTIC);
    }

    mod properties {
        use super::super::*;
        use proptest::prelude::*;

        fn address() -> impl Strategy<Value = String> {
            "[a-z][a-z0-9.]{0,10}@[a-z]{1,8}\\.(org|net|example)"
        }

        fn status() -> impl Strategy<Value = (Action, String)> {
            prop_oneof![
                (1u8..=7, 0u8..=20).prop_map(|(s, d)| (Action::Failed, format!("5.{s}.{d}"))),
                (1u8..=7, 0u8..=20).prop_map(|(s, d)| (Action::Delayed, format!("4.{s}.{d}"))),
                Just((Action::Delivered, "2.0.0".to_string())),
                Just((Action::Relayed, "2.0.0".to_string())),
            ]
        }

        fn entry() -> impl Strategy<Value = (String, Action, String, String)> {
            (
                address(),
                status(),
                "[A-Za-z][A-Za-z0-9 ,.]{0,60}[A-Za-z0-9]",
            )
                .prop_map(|(address, (action, status), words)| (address, action, status, words))
        }

        fn written(entries: &[(String, Action, String, String)], id: &str) -> String {
            let mut out = String::from(
                "From: MAILER-DAEMON@mx.example.org\r\nMIME-Version: 1.0\r\n\
                 Content-Type: multipart/report; report-type=delivery-status; boundary=\"=B=\"\r\n\r\n\
                 --=B=\r\nContent-Type: text/plain\r\n\r\nA report.\r\n\
                 --=B=\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.example.org\r\n",
            );
            for (address, action, status, words) in entries {
                out.push_str(&format!(
                    "\r\nFinal-Recipient: rfc822; {address}\r\nAction: {}\r\nStatus: {status}\r\n\
                     Diagnostic-Code: smtp; {words}\r\n",
                    action.as_str()
                ));
            }
            out.push_str(&format!(
                "\r\n--=B=\r\nContent-Type: text/rfc822-headers\r\n\r\nMessage-ID: <{id}>\r\n\r\n--=B=--\r\n"
            ));
            out
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(256))]

            #[test]
            fn a_written_report_reads_back(
                entries in proptest::collection::vec(entry(), 1..5),
                id in "[a-z0-9.]{1,20}@[a-z]{1,10}\\.org",
            ) {
                let r = read_bytes(written(&entries, &id).as_bytes()).unwrap();
                prop_assert_eq!(r.form, ReportForm::Standard);
                prop_assert_eq!(r.original_id.as_deref(), Some(id.as_str()));
                prop_assert_eq!(r.recipients.len(), entries.len());
                for (got, (address, action, status, words)) in r.recipients.iter().zip(&entries) {
                    prop_assert_eq!(got.address.as_deref(), Some(address.as_str()));
                    prop_assert_eq!(got.action, *action);
                    prop_assert_eq!(got.status.as_deref(), Some(status.as_str()));
                    let expected = one_line(words);
                    prop_assert_eq!(got.diagnostic.as_deref(), Some(expected.as_str()));
                }
            }

            #[test]
            fn any_bytes_read_or_are_no_report(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
                let _ = read_bytes(&bytes);
            }

            #[test]
            fn any_text_after_a_report_head_reads_or_is_no_report(text in "\\PC{0,400}") {
                let raw = format!(
                    "From: MAILER-DAEMON@mx.example.org\r\nSubject: failure notice\r\n\
                     Content-Type: multipart/report; boundary=b\r\n\r\n--b\r\n\
                     Content-Type: message/delivery-status\r\n\r\n{text}\r\n--b--\r\n"
                );
                if let Some(r) = read_bytes(raw.as_bytes()) {
                    prop_assert!(!r.recipients.is_empty());
                    for entry in &r.recipients {
                        prop_assert!(entry.diagnostic.as_ref().is_none_or(|d| d.chars().count() <= MAX_DIAGNOSTIC));
                    }
                }
                let _ = read_bytes(format!("From: postmaster@x.org\r\nSubject: x\r\n\r\n{text}").as_bytes());
            }
        }
    }
}
