//! Sending replies with lettre: file (each reply an .eml in the outbox folder), SMTP
//! (STARTTLS, TLS or plain, with optional auth) or sendmail. Every reply carries its
//! own Message-ID, In-Reply-To and References for threading, and
//! `Auto-Submitted: auto-replied` (RFC 3834) and `X-Loop` naming the arbiter so that
//! other robots do not answer it, and the Reply-To plus-address that carries the
//! player's code for the game. Its envelope sender is the arbiter's address with
//! the reply's return token (VERP, [`return_path`]), so that a delivery report
//! comes back naming the reply ([`super::bounce`]).
//!
//! Every reply is MIME (`MIME-Version: 1.0`, a `Date`):
//! `multipart/alternative` of the text (text/plain, UTF-8, `format=flowed`:
//! lines of at most 78 columns that a reader's program may refill, RFC 3676,
//! [`super::flowed::flow`]) and its HTML rendering
//! (text/html), built with lettre's `MultiPart`; display names that are not ASCII
//! are encoded words (RFC 2047), as lettre writes every `Mailbox`.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use lettre::address::Envelope;
use lettre::message::header::{Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{Message, SendmailTransport, SmtpTransport, Transport};
use thiserror::Error;

use super::msg_id;
use crate::config::{Config, Paths, Security, TransportKind};
use crate::corr::ids::GameId;

/// Why a reply could not be built or sent. Each message names its cause, which
/// stays typed; no variant has a `source()` (the text goes whole into the outbox's
/// `last_error` and the logs, and under anyhow's `{:#}` each cause is printed once).
#[derive(Debug, Error)]
pub enum OutboundError {
    /// An address lettre does not read.
    #[error("address {address:?}: {error}")]
    Address {
        /// The address as given.
        address: String,
        /// lettre's reason.
        error: lettre::address::AddressError,
    },
    /// lettre refused to build the message.
    #[error("building the message: {0}")]
    Build(lettre::error::Error),
    /// lettre refused a part's content type.
    #[error("building the message: {0}")]
    ContentType(lettre::message::header::ContentTypeErr),
    /// The transport did not take the reply.
    #[error("sending: {0}")]
    Send(SendFailure),
    /// The transport the config names could not be set up.
    #[error("transport setup: {0}")]
    Setup(SetupFailure),
}

/// What sending a reply failed on.
#[derive(Debug, Error)]
pub enum SendFailure {
    /// The SMTP relay refused or failed; `timed_out` when the socket's timeout ran
    /// out (the message then says so first).
    #[error("{}{error}", if *.timed_out { "the relay did not answer in time (transport.smtp.timeout): " } else { "" })]
    Smtp {
        /// lettre's SMTP error.
        error: lettre::transport::smtp::Error,
        /// True when the socket's timeout ran out.
        timed_out: bool,
    },
    /// The sendmail command failed.
    #[error("{0}")]
    Sendmail(lettre::transport::sendmail::Error),
    /// A file or folder of the file transport.
    #[error("{0}")]
    File(FileFailure),
}

impl SendFailure {
    /// A failure of the file transport at `path`.
    fn file(path: &Path, error: std::io::Error) -> SendFailure {
        SendFailure::File(FileFailure::new(path, error))
    }
}

/// A file or folder of the file transport that could not be written, synced or
/// renamed: its path and the OS error, shared (one failed flush fails every reply
/// of its batch).
#[derive(Debug, Clone, Error)]
#[error("{}: {error}", .path.display())]
pub struct FileFailure {
    /// The file or folder.
    pub path: PathBuf,
    /// The OS error, shared by the batch's replies.
    pub error: Arc<std::io::Error>,
}

impl FileFailure {
    fn new(path: &Path, error: std::io::Error) -> FileFailure {
        FileFailure {
            path: path.to_path_buf(),
            error: Arc::new(error),
        }
    }
}

/// What setting the transport up failed on.
#[derive(Debug, Error)]
pub enum SetupFailure {
    /// `[transport] kind = "smtp"` without a `[transport.smtp]` table.
    #[error("no [transport.smtp]")]
    NoSmtp,
    /// lettre refused the relay (its name, its TLS settings).
    #[error("{0}")]
    Relay(lettre::transport::smtp::Error),
    /// The outbox folder of the file transport could not be made.
    #[error("{}: {error}", .path.display())]
    Folder {
        /// The outbox folder.
        path: PathBuf,
        /// The OS error.
        error: std::io::Error,
    },
}

/// The `Auto-Submitted` header (RFC 3834), which lettre does not define.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AutoSubmitted(pub String);

impl Header for AutoSubmitted {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Auto-Submitted")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(AutoSubmitted(s.trim().to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// The `X-Loop` header naming the arbiter (RFC 3834 §5 practice): a reply that comes
/// back carrying it is recognised as the arbiter's own and never answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XLoop(pub String);

impl Header for XLoop {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("X-Loop")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(XLoop(s.trim().to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// The `Precedence` header (RFC 2076, and what auto-responders look for: RFC 3834
/// §2 asks them not to answer `bulk` or `list` mail), which lettre does not define.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Precedence(pub String);

impl Header for Precedence {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Precedence")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(Precedence(s.trim().to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// The `List-Id` header (RFC 2919): `Open Cup <tournament-1.example.org>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListId(pub String);

impl Header for ListId {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Id")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListId(s.trim().to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// A configured way of sending.
pub enum Outbound {
    /// Each reply an `.eml` file in this folder.
    File(std::path::PathBuf),
    /// Through an SMTP relay.
    Smtp(Box<SmtpTransport>),
    /// Through the local sendmail command.
    Sendmail(SendmailTransport),
}

impl Outbound {
    /// The transport the config names; the file transport's folder is created.
    ///
    /// # Errors
    ///
    /// [`OutboundError::Setup`].
    pub fn from_config(config: &Config, paths: &Paths) -> Result<Outbound, OutboundError> {
        match config.transport.kind {
            TransportKind::Smtp => {
                let smtp = config
                    .transport
                    .smtp
                    .as_ref()
                    .ok_or(OutboundError::Setup(SetupFailure::NoSmtp))?;
                let builder = match smtp.security {
                    Security::Tls => SmtpTransport::relay(&smtp.host),
                    Security::Plain => Ok(SmtpTransport::builder_dangerous(&smtp.host)),
                    Security::Starttls => SmtpTransport::starttls_relay(&smtp.host),
                }
                .map_err(|e| OutboundError::Setup(SetupFailure::Relay(e)))?;
                let default_port = match smtp.security {
                    Security::Tls => 465,
                    Security::Plain => 25,
                    Security::Starttls => 587,
                };
                let timeout = smtp.timeout.get();
                let mut builder = builder
                    .port(smtp.port.unwrap_or(default_port))
                    .timeout(Some(timeout));
                if let (Some(user), Some(pass)) = (&smtp.username, &smtp.password) {
                    builder = builder.credentials(Credentials::new(user.clone(), pass.clone()));
                }
                Ok(Outbound::Smtp(Box::new(builder.build())))
            }
            TransportKind::Sendmail => Ok(Outbound::Sendmail(
                match &config.transport.sendmail_command {
                    Some(command) => SendmailTransport::new_with_command(command),
                    None => SendmailTransport::new(),
                },
            )),
            TransportKind::File => Ok(Outbound::File(file_transport(&paths.outbox)?)),
        }
    }

    /// Sends one queued reply from `from`, as [`build`] makes it.
    ///
    /// # Errors
    ///
    /// [`OutboundError`] with the transport's message.
    pub fn send(
        &self,
        reply: &QueuedReply,
        from: &Mailbox,
        parts: &Parts<'_>,
    ) -> Result<(), OutboundError> {
        let message = build(reply, from, parts)?;
        let result = match self {
            Outbound::File(dir) => write_atomically(dir, &reply.message_id, &file_bytes(&message)),
            Outbound::Smtp(t) => t.send(&message).map(|_| ()).map_err(|e| SendFailure::Smtp {
                timed_out: timed_out(&e),
                error: e,
            }),
            Outbound::Sendmail(t) => t.send(&message).map(|_| ()).map_err(SendFailure::Sendmail),
        };
        result.map_err(OutboundError::Send)
    }

    /// Sends several replies (group commit) in two halves; this is
    /// the CPU's. With the file transport every reply is rendered (`render` makes
    /// its HTML part and picture, [`Rendered`]), built and written to its
    /// temporary name, shared out among the render workers; [`Staged::place`],
    /// the disk's half, then makes them durable and puts them in place.
    /// Other transports send one by one here, and placing has nothing left to do.
    /// Split in two so that a batch is written while the one before is synced
    /// (docs/PERFORMANCE.md has the figures).
    pub fn stage_batch(
        &self,
        replies: &[Outgoing<'_>],
        from: &Mailbox,
        render: impl Fn(&QueuedReply) -> Rendered + Sync,
    ) -> Staged {
        let Outbound::File(dir) = self else {
            return Staged::Sent(
                replies
                    .iter()
                    .map(|out| self.send(out.reply, from, &render(out.reply).parts(out)))
                    .collect(),
            );
        };
        // Rendering and building a reply is CPU work (HTML, picture, MIME): the
        // batch is shared out among the cores, each reply rendered, built and
        // written to its temporary file on one thread in one go (two passes over
        // the batch would wait twice for the slower core, and files written by
        // this thread alone would leave the other cores idle meanwhile).
        let written = in_parallel(replies, |out| {
            let rendered = render(out.reply);
            let bytes = file_bytes(&build(out.reply, from, &rendered.parts(out))?);
            write_unsynced(dir, &out.reply.message_id, &bytes).map_err(OutboundError::Send)
        });
        Staged::Written {
            dir: dir.clone(),
            written,
        }
    }
}

/// A batch of replies on its way out ([`Outbound::stage_batch`]).
pub enum Staged {
    /// File transport: each reply written to its temporary file (the first path),
    /// neither durable nor under its name (the second) yet.
    Written {
        /// The transport's outbox folder.
        dir: PathBuf,
        /// Per reply, in order: (temporary path, final path) or the failure.
        written: Vec<Result<(PathBuf, PathBuf), OutboundError>>,
    },
    /// Other transports: what sending each reply came to.
    Sent(Vec<Result<(), OutboundError>>),
}

impl Staged {
    /// The second half of sending a batch, the disk's: ONE flush of the file
    /// system makes the written replies durable, each is renamed into place and
    /// the folder is synced once. The results come in the order of the batch;
    /// a reply whose files could not be made durable is reported not sent, its
    /// temporary file removed, to be written again at its retry.
    pub fn place(self) -> Vec<Result<(), OutboundError>> {
        let (dir, written) = match self {
            Staged::Sent(results) => return results,
            Staged::Written { dir, written } => (dir, written),
        };
        if let Err(e) = sync_written(&dir, &written) {
            return written
                .iter()
                .map(|w| {
                    if let Ok((tmp, _)) = w {
                        let _ = std::fs::remove_file(tmp);
                    }
                    Err(OutboundError::Send(SendFailure::File(e.clone())))
                })
                .collect();
        }
        let renamed: Vec<Result<(), OutboundError>> = written
            .into_iter()
            .map(|w| {
                let (tmp, done) = w?;
                std::fs::rename(&tmp, &done).map_err(|e| {
                    let _ = std::fs::remove_file(&tmp);
                    OutboundError::Send(SendFailure::file(&done, e))
                })
            })
            .collect();
        match std::fs::File::open(&dir).and_then(|d| d.sync_all()) {
            Ok(()) => renamed,
            // The renames may not be durable: report every reply as not sent, so
            // that each is written again (under the same name) at its retry.
            Err(e) => {
                let failure = FileFailure::new(&dir, e);
                renamed
                    .iter()
                    .map(|_| Err(OutboundError::Send(SendFailure::File(failure.clone()))))
                    .collect()
            }
        }
    }
}

/// Runs `background` on the render workers while `here` runs on the calling
/// thread, and returns `here`'s result once both are done (`background` hands its
/// own out through what it captures). Without workers, one after the other on
/// this thread. The delivery writes one batch while it syncs the one before.
pub fn beside<B>(background: impl FnOnce() + Send, here: impl FnOnce() -> B) -> B {
    match workers() {
        Some(pool) => pool.in_place_scope(|scope| {
            scope.spawn(|_| background());
            here()
        }),
        None => {
            background();
            here()
        }
    }
}

/// `f` on every item, shared out among the machine's cores (at most 4 threads;
/// none for a short list); the results in the order of `items`.
///
/// On rayon's pool of workers that live as long as the process (a thread pool
/// is what rayon is kept for; not written here): spawning two threads for every
/// page of replies gave each new thread its own compressor and caches to build,
/// and left one core idle while the other finished its fixed half.
pub fn in_parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use rayon::prelude::*;
    if items.len() < 8 {
        return items.iter().map(&f).collect();
    }
    match workers() {
        Some(pool) => pool.install(|| items.par_iter().with_max_len(4).map(&f).collect()),
        None => items.iter().map(&f).collect(),
    }
}

/// The process's render workers, one per core up to 4; `None` when the pool
/// cannot be built (the work then runs on the calling thread).
fn workers() -> Option<&'static rayon::ThreadPool> {
    static POOL: std::sync::OnceLock<Option<rayon::ThreadPool>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .clamp(1, 4);
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("render-{i}"))
            .start_handler(|_| yield_to_the_handling())
            .build()
            .map_err(|e| tracing::warn!(error = %e, "no render workers"))
            .ok()
    })
    .as_ref()
}

/// Lowers the calling thread's priority (nice 10, Linux: a thread's own), for the
/// render workers and the delivery beside the handling: while a long inbox is
/// handled, the handling (one thread, the poll's longest path) and the threads
/// that send its replies want more cores than there are, and the handling shared
/// its core with them. They take what the handling leaves; alone,
/// they run at full speed all the same. Failing to lower it changes nothing but
/// the speed.
pub fn yield_to_the_handling() {
    #[cfg(target_os = "linux")]
    if let Err(e) =
        rustix::process::setpriority_process(Some(rustix::thread::gettid()), RENDER_NICE)
    {
        tracing::debug!(error = %e, "render worker keeps its priority");
    }
}

/// The nice value of the render workers (see [`yield_to_the_handling`]).
#[cfg(target_os = "linux")]
const RENDER_NICE: i32 = 10;

/// The file name of a reply with this Message-ID: the ID with anything but
/// letters, digits and `.-_@` replaced by `_`.
fn reply_file_name(message_id: &str) -> String {
    message_id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || ".-_@".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Writes a reply to its temporary name `DIR/.<name>.tmp`, not yet synced;
/// returns (temporary, final) paths.
fn write_unsynced(
    dir: &Path,
    message_id: &str,
    bytes: &[u8],
) -> Result<(PathBuf, PathBuf), SendFailure> {
    use std::io::Write;
    let name = reply_file_name(message_id);
    let tmp = dir.join(format!(".{name}.tmp"));
    let done = dir.join(format!("{name}.eml"));
    let write = || -> std::io::Result<()> {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(bytes)
    };
    match write() {
        Ok(()) => Ok((tmp, done)),
        Err(e) => {
            // A full disk: no partial temporary file stays behind.
            let _ = std::fs::remove_file(&tmp);
            Err(SendFailure::file(&done, e))
        }
    }
}

/// Makes the written temporary files durable. On Linux one `syncfs` of the
/// folder's file system flushes them all in one call (why by hand: no mail crate
/// writes a batch of files); elsewhere each file is synced.
fn sync_written(
    dir: &Path,
    written: &[Result<(PathBuf, PathBuf), OutboundError>],
) -> Result<(), FileFailure> {
    #[cfg(target_os = "linux")]
    {
        let _ = written;
        let folder = std::fs::File::open(dir).map_err(|e| FileFailure::new(dir, e))?;
        rustix::fs::syncfs(&folder).map_err(|e| FileFailure::new(dir, e.into()))
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = dir;
        for (tmp, _) in written.iter().flatten() {
            std::fs::File::open(tmp)
                .and_then(|f| f.sync_all())
                .map_err(|e| FileFailure::new(tmp, e))?;
        }
        Ok(())
    }
}

/// True when an SMTP error is the socket's timeout running out: lettre's
/// `is_timeout` looks for `TimedOut` only, while a read timeout on Linux reports
/// `WouldBlock` (EAGAIN).
fn timed_out(e: &lettre::transport::smtp::Error) -> bool {
    if e.is_timeout() {
        return true;
    }
    let mut source = std::error::Error::source(e);
    while let Some(err) = source {
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            return matches!(
                io.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            );
        }
        source = err.source();
    }
    false
}

fn file_transport(dir: &Path) -> Result<std::path::PathBuf, OutboundError> {
    std::fs::create_dir_all(dir).map_err(|error| {
        OutboundError::Setup(SetupFailure::Folder {
            path: dir.to_path_buf(),
            error,
        })
    })?;
    Ok(dir.to_path_buf())
}

/// Writes one reply as `DIR/<Message-ID>.eml` the way a Maildir delivery does: to a
/// temporary name, synced, then renamed, so that a reader (or a crash, kill -9
/// included) never sees a partial file, and named by its stable Message-ID, so that
/// a reply sent again after a crash replaces itself instead of doubling. Written by hand: lettre's `FileTransport` writes in place under a fresh
/// random name.
fn write_atomically(dir: &Path, message_id: &str, bytes: &[u8]) -> Result<(), SendFailure> {
    use std::io::Write;
    let name = reply_file_name(message_id);
    let tmp = dir.join(format!(".{name}.tmp"));
    let done = dir.join(format!("{name}.eml"));
    let write = || -> std::io::Result<()> {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&tmp, &done)?;
        std::fs::File::open(dir)?.sync_all()
    };
    write().map_err(|e| {
        // A full disk: no partial temporary file stays behind; the
        // reply waits in the outbox and is written whole at its retry.
        let _ = std::fs::remove_file(&tmp);
        SendFailure::file(&done, e)
    })
}

/// The arbiter's From mailbox.
///
/// # Errors
///
/// [`OutboundError::Address`].
pub fn arbiter_mailbox(name: &str, address: &str) -> Result<Mailbox, OutboundError> {
    let address = address.parse().map_err(bad_address(address))?;
    Ok(Mailbox::new(Some(name.to_string()), address))
}

/// A queued reply to send, with its recipient's display name (a player's name,
/// put in `To:`), found before the batch is sent.
#[derive(Debug, Clone, Copy)]
pub struct Outgoing<'a> {
    /// The reply as queued.
    pub reply: &'a QueuedReply,
    /// The recipient's display name, if the player gave one.
    pub to_name: Option<&'a str>,
}

/// What a reply's HTML part and picture came to when it was rendered for sending
/// (see [`Parts`]).
#[derive(Debug, Clone, Default)]
pub struct Rendered {
    /// The HTML part (see [`Parts::html`]); `None` sends the text alone.
    pub html: Option<String>,
    /// The board picture, a PNG (see [`Parts::board_png`]); only with `html`.
    pub board_png: Option<Vec<u8>>,
    /// The pictures of the boards after the first (see [`Parts::more_pngs`]);
    /// only with `html`.
    pub more_pngs: Vec<(String, Vec<u8>)>,
}

impl Rendered {
    /// The parts of `out` with what was rendered.
    fn parts<'a>(&'a self, out: &Outgoing<'a>) -> Parts<'a> {
        Parts {
            to_name: out.to_name,
            html: self.html.as_deref(),
            board_png: self.board_png.as_deref(),
            more_pngs: &self.more_pngs,
        }
    }
}

/// What a reply has beside its stored row, found when it is sent.
#[derive(Debug, Clone, Copy, Default)]
pub struct Parts<'a> {
    /// The recipient's display name (a player's name), put in `To:`.
    pub to_name: Option<&'a str>,
    /// The HTML rendering of the text (`reply::Templates::html`); `None` sends the
    /// text alone (a single text/plain part).
    pub html: Option<&'a str>,
    /// The board as a PNG, attached inline beside the HTML part (`multipart/related`)
    /// as [`BOARD_CID`], which the HTML shows.
    pub board_png: Option<&'a [u8]>,
    /// The pictures of the further boards the HTML part shows (a digest's
    /// games), each with its Content-ID ([`board_cid`]), attached inline as the
    /// first is.
    pub more_pngs: &'a [(String, Vec<u8>)],
}

/// The Content-ID of the board picture in a reply (without angle brackets); the
/// HTML part shows it as `cid:board@pbem-arbiter`.
pub const BOARD_CID: &str = "board@pbem-arbiter";

/// The Content-ID of the picture of a reply's board number `index` (0 for the
/// first, [`BOARD_CID`]; `board-2@pbem-arbiter` for the second, and so on), as
/// the HTML part shows it (`cid:`, RFC 2392).
///
/// ```
/// use pbem_arbiter::mail::outbound::board_cid;
/// assert_eq!(board_cid(0), "board@pbem-arbiter");
/// assert_eq!(board_cid(2), "board-3@pbem-arbiter");
/// ```
pub fn board_cid(index: usize) -> String {
    if index == 0 {
        BOARD_CID.to_string()
    } else {
        format!("board-{}@pbem-arbiter", index + 1)
    }
}

/// Builds the RFC 5322 message of a queued reply: `multipart/alternative` of its
/// text and `parts.html`, or its text alone when there is no HTML.
///
/// # Errors
///
/// [`OutboundError::Address`] for a bad recipient; [`OutboundError::Build`].
pub fn build(
    reply: &QueuedReply,
    from: &Mailbox,
    parts: &Parts<'_>,
) -> Result<Message, OutboundError> {
    let to = recipient(reply, parts)?;
    let envelope = Envelope::new(Some(return_path(reply, from)), vec![to.email.clone()])
        .map_err(OutboundError::Build)?;
    let builder = Message::builder()
        .envelope(envelope)
        .from(from.clone())
        .to(to)
        .subject(foldable(&reply.subject))
        .message_id(Some(format!("<{}>", reply.message_id)))
        .header(AutoSubmitted("auto-replied".into()))
        .header(XLoop(from.email.to_string()));
    let builder = threading_and_list(builder, reply, from)?;
    with_body(builder, reply, parts)
}

/// The envelope sender of a reply (RFC 5321 §4.1.1.2 `MAIL FROM`, sendmail's
/// `-f`, the file transport's `Return-Path:`): the `From:` address with the tag
/// of the reply's return token in its local part (VERP,
/// `arbiter+b-4f9c2a0e1b7d3c55@host`: [`super::bounce::return_tag`]), so that a
/// delivery report names the reply by the address it comes back to; the
/// `From:` address itself for a reply without a token, or when the tagged
/// address would not be one (a local part past 64 octets).
pub fn return_path(reply: &QueuedReply, from: &Mailbox) -> lettre::Address {
    let Some(token) = &reply.return_token else {
        return from.email.clone();
    };
    let user = from.email.user();
    let base = user.split('+').next().unwrap_or(user);
    let local = format!("{base}+{}", super::bounce::return_tag(token));
    if local.len() > 64 {
        return from.email.clone();
    }
    lettre::Address::new(local, from.email.domain()).unwrap_or_else(|_| from.email.clone())
}

/// A reply as the file transport writes it: its envelope sender first, as the
/// `Return-Path:` a delivering server adds (RFC 5321 §4.4), then the message.
/// Only the file carries it: a message handed to a relay has none (the relay's
/// `MAIL FROM` is the envelope).
fn file_bytes(message: &Message) -> Vec<u8> {
    let mut out = match message.envelope().from() {
        Some(sender) => format!("Return-Path: <{sender}>\r\n").into_bytes(),
        None => Vec::new(),
    };
    out.extend_from_slice(&message.formatted());
    out
}

/// An [`OutboundError::Address`] for `address`.
fn bad_address(address: &str) -> impl FnOnce(lettre::address::AddressError) -> OutboundError {
    let address = address.to_string();
    move |error| OutboundError::Address { address, error }
}

/// The To mailbox: the reply's address, with the player's name when it is given
/// and is not the address itself.
fn recipient(reply: &QueuedReply, parts: &Parts<'_>) -> Result<Mailbox, OutboundError> {
    let mut to: Mailbox = reply.to.parse().map_err(bad_address(&reply.to))?;
    if to.name.is_none() {
        to.name = parts
            .to_name
            .map(str::trim)
            .filter(|n| !n.is_empty() && !n.eq_ignore_ascii_case(&reply.to))
            .map(String::from);
    }
    Ok(to)
}

/// The Reply-To plus-address, In-Reply-To and References for threading, and the
/// List-Id with `Precedence: bulk` of bulk mail.
fn threading_and_list(
    mut builder: lettre::message::MessageBuilder,
    reply: &QueuedReply,
    from: &Mailbox,
) -> Result<lettre::message::MessageBuilder, OutboundError> {
    if let Some(reply_to) = &reply.reply_to {
        let mailbox = reply_to
            .parse::<lettre::Address>()
            .map_err(bad_address(reply_to))?;
        builder = builder.reply_to(Mailbox::new(from.name.clone(), mailbox));
    }
    if let Some(parent) = reply
        .in_reply_to
        .as_deref()
        .filter(|id| msg_id::is_referable(id))
    {
        builder = builder.in_reply_to(format!("<{parent}>"));
    }
    if let Some(list) = &reply.list_id {
        builder = builder
            .header(Precedence("bulk".into()))
            .header(ListId(list_id_value(list)));
    }
    // Checked again here, for replies queued before their ids were checked.
    let references: Vec<String> = msg_id::references(reply.references.split_whitespace())
        .into_iter()
        .map(|r| format!("<{r}>"))
        .collect();
    if !references.is_empty() {
        builder = builder.references(references.join(" "));
    }
    Ok(builder)
}

/// The message with its body: the text alone, or the text and its HTML rendering
/// (with the board pictures when there are any).
fn with_body(
    builder: lettre::message::MessageBuilder,
    reply: &QueuedReply,
    parts: &Parts<'_>,
) -> Result<Message, OutboundError> {
    let pictures: Vec<(&str, &[u8])> = parts
        .board_png
        .map(|png| (BOARD_CID, png))
        .into_iter()
        .chain(
            parts
                .more_pngs
                .iter()
                .map(|(cid, png)| (cid.as_str(), png.as_slice())),
        )
        .collect();
    let text = text_part(&reply.body)?;
    let message = match parts.html {
        // multipart/alternative: the text, then multipart/related: the HTML and the
        // board pictures it shows by cid: (RFC 2387), which clients that block
        // remote images and strip SVG still show.
        Some(html) if !pictures.is_empty() => {
            let png = lettre::message::header::ContentType::parse("image/png")
                .map_err(OutboundError::ContentType)?;
            let mut related = MultiPart::related().singlepart(html_part(html));
            for (cid, picture) in pictures {
                related = related.singlepart(
                    lettre::message::Attachment::new_inline(cid.to_string())
                        .body(base64_body(picture), png.clone()),
                );
            }
            builder.multipart(MultiPart::alternative().singlepart(text).multipart(related))
        }
        Some(html) => builder.multipart(
            MultiPart::alternative()
                .singlepart(text)
                .singlepart(html_part(html)),
        ),
        None => builder.singlepart(text),
    };
    message.map_err(OutboundError::Build)
}

/// The text part of a reply whose text is `body`: `text/plain; charset=utf-8;
/// format=flowed` (RFC 3676), its long lines cut at spaces to
/// [`flowed::LINE_WIDTH`] columns ([`flowed::flow`]) after the templates and
/// message files have filled them in, the board's grid left whole
/// ([`super::reply_text::is_diagram_line`]). lettre picks the transfer encoding
/// (7bit, or quoted-printable, which keeps the flowing spaces as `=20`).
///
/// [`flowed::LINE_WIDTH`]: super::flowed::LINE_WIDTH
/// [`flowed::flow`]: super::flowed::flow
///
/// # Errors
///
/// [`OutboundError::ContentType`] (not reached: the type is a constant).
fn text_part(body: &str) -> Result<SinglePart, OutboundError> {
    use super::flowed;
    let content_type =
        lettre::message::header::ContentType::parse("text/plain; charset=utf-8; format=flowed")
            .map_err(OutboundError::ContentType)?;
    let text = flowed::flow(body, flowed::LINE_WIDTH, super::reply_text::is_diagram_line);
    Ok(SinglePart::builder().header(content_type).body(text))
}

/// The most octets of one word of a Subject or a List-Id's name ([`foldable`],
/// [`list_id_value`]): on a line of its own after `Subject: ` with the `...` of a
/// cut word, well within RFC 5322 §2.1.1's 998, and beyond any word the arbiter
/// writes (an address is at most 319).
const MAX_HEADER_WORD: usize = 900;

/// `text` made into a Subject that lettre can fold (RFC 5322 §2.2.3): every run
/// of white space (tabs, CR, LF included) one space, and a word longer than
/// [`MAX_HEADER_WORD`] octets cut there and ended by `...`. lettre folds a header
/// at its spaces alone, and writes a word without one on a single line however
/// long: so the words are bounded here, and lettre does the folding (and the
/// RFC 2047 encoding of words that are not ASCII).
fn foldable(text: &str) -> String {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|word| {
            if word.len() <= MAX_HEADER_WORD {
                word.to_string()
            } else {
                format!("{}...", &word[..word.floor_char_boundary(MAX_HEADER_WORD)])
            }
        })
        .collect();
    words.join(" ")
}

/// The List-Id value `value` (`"Name" <id.host>`, RFC 2919 §3) made foldable:
/// its white space made single spaces ([`foldable`]), and without its name when a
/// word of the name is longer than [`MAX_HEADER_WORD`] (the name is optional, and
/// a word cut inside its quotes would leave them open).
fn list_id_value(value: &str) -> String {
    match value.rsplit_once(" <") {
        Some((name, id)) if name.split_whitespace().any(|w| w.len() > MAX_HEADER_WORD) => {
            format!("<{id}")
        }
        _ => foldable(value),
    }
}

/// The `text/html; charset=utf-8` part of `html`, its lines ended CRLF ([`crlf`]):
/// 7bit when it is ASCII and every line with its CRLF is under 76 bytes, that is
/// at most 73 bytes before the CRLF (lettre's count; the default `reply.html` and
/// the board's table keep their lines so), else base64. Not lettre's own choice, which
/// takes quoted-printable for a long-lined ASCII body: encoding it byte by byte was
/// about 6% of a 1,000-mail poll, where base64 is a table look-up
/// per three bytes (and a third larger).
fn html_part(html: &str) -> SinglePart {
    use lettre::message::header::{ContentTransferEncoding, ContentType};
    use lettre::message::Body;
    let bytes = crlf(html).into_bytes();
    // lettre checks the encoding against the body and gives the bytes back when
    // 7bit would not carry them.
    let body = match Body::new_with_encoding(bytes, ContentTransferEncoding::SevenBit) {
        Ok(body) => body,
        Err(bytes) => match Body::new_with_encoding(bytes, ContentTransferEncoding::Base64) {
            Ok(body) => body,
            // Not reached (base64 carries anything); lettre's own choice then.
            Err(bytes) => Body::new(bytes),
        },
    };
    SinglePart::builder()
        .header(ContentType::TEXT_HTML)
        .body(body)
}

/// `bytes` as a base64 body (RFC 2045 §6.8): lines of 76 characters ended by
/// CRLF, the last without, as lettre writes them. Encoded here in one pass and cut
/// into lines after: lettre encodes each 57-byte line on its own, on base64's
/// slow path for short input (docs/PERFORMANCE.md has the figures). Encoded by
/// base64-simd (SIMD chosen at run
/// time, scalar where the processor has none): the `base64` crate's scalar
/// encoding of the pictures was about 6% of the poll's instructions.
fn base64_body(bytes: &[u8]) -> lettre::message::Body {
    const LINE: usize = 76;
    let encoded = base64_simd::STANDARD.encode_to_string(bytes);
    let mut out = Vec::with_capacity(encoded.len() + 2 * encoded.len() / LINE);
    for (i, line) in encoded.as_bytes().chunks(LINE).enumerate() {
        if i > 0 {
            out.extend_from_slice(b"\r\n");
        }
        out.extend_from_slice(line);
    }
    lettre::message::Body::dangerous_pre_encoded(
        out,
        lettre::message::header::ContentTransferEncoding::Base64,
    )
}

/// `text` with CRLF line ends (RFC 5322), made in one pass. Written here because
/// lettre makes a text body CRLF by inserting each `\r` into the string, one move
/// of the rest of the string per line: for a reply's HTML part (some 30 kB, a few
/// hundred lines) that was about 4% of a 1,000-mail poll. Only the
/// HTML part comes here ([`html_part`]): lettre picks 7bit or quoted-printable by
/// line length, counting a `\r`, so a short text part is left to lettre and keeps
/// its encoding.
fn crlf(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 32);
    // Line ends found by memchr's vector search: `str::split_inclusive` looked
    // for them a character at a time, about 5% of a render worker's instructions.
    let mut start = 0;
    for end in memchr::memchr_iter(b'\n', text.as_bytes()) {
        // `\n` is one byte of its own in UTF-8, so these are character boundaries.
        let line = &text[start..end];
        out.push_str(line);
        out.push_str(if line.ends_with('\r') { "\n" } else { "\r\n" });
        start = end + 1;
    }
    out.push_str(&text[start..]);
    out
}

/// A reply in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedReply {
    /// The outbox row's id.
    pub id: i64,
    /// The game's number, if the reply belongs to one.
    pub game_id: Option<GameId>,
    /// Our own Message-ID, without angle brackets.
    pub message_id: String,
    /// The Message-ID answered, without angle brackets.
    pub in_reply_to: Option<String>,
    /// Space-separated Message-IDs, without angle brackets.
    pub references: String,
    /// The recipient's address.
    pub to: String,
    /// The subject line.
    pub subject: String,
    /// The body text.
    pub body: String,
    /// Sending attempts so far.
    pub attempts: u32,
    /// The Reply-To address, if any.
    pub reply_to: Option<String>,
    /// The board the text shows, as JSON, as the store keeps it with the reply.
    pub board: Option<String>,
    /// The List-Id of bulk mail.
    pub list_id: Option<String>,
    /// The boards the text shows after `board` (a digest's games), as a JSON
    /// array, as the store keeps it; `None` when it shows one board or none.
    pub more_boards: Option<String>,
    /// The language the text is written in (ISO 639-1 code) as the store keeps
    /// it; `None` for a reply queued before the store kept it (English).
    pub language: Option<String>,
    /// The return token of its envelope sender (VERP: the `From:` address with
    /// the tag [`super::bounce::return_tag`]), where delivery reports come back;
    /// `None` for a reply queued before the store kept one (sent from the
    /// `From:` address itself).
    pub return_token: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_is_base64_in_lines_as_lettre_writes_them() {
        use lettre::message::header::ContentTransferEncoding;
        for len in [0, 1, 56, 57, 58, 114, 12_345] {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 7 % 256) as u8).collect();
            let ours = base64_body(&bytes);
            let lettres = lettre::message::Body::new_with_encoding(
                bytes.clone(),
                ContentTransferEncoding::Base64,
            )
            .unwrap();
            assert_eq!(ours.encoding(), ContentTransferEncoding::Base64);
            assert_eq!(ours.into_vec(), lettres.into_vec(), "{len} bytes");
        }
    }

    #[test]
    fn line_ends_become_crlf_once() {
        assert_eq!(crlf("a\nb\r\nc\n\nd"), "a\r\nb\r\nc\r\n\r\nd");
        assert_eq!(crlf("\n"), "\r\n");
        assert_eq!(crlf("é\n"), "é\r\n");
        assert_eq!(crlf(""), "");
    }

    #[test]
    fn the_html_part_goes_7bit_when_it_can_else_base64() {
        use base64::Engine;
        let encoded = |html: &str| String::from_utf8(html_part(html).formatted()).unwrap();
        let short = "<p>\nGame 1: Alice v Bob\n</p>\n";
        let part = encoded(short);
        assert!(part.contains("Content-Transfer-Encoding: 7bit"), "{part}");
        // 73 bytes and the CRLF are the longest line that 7bit carries.
        let longest = format!("<p>\n{}\n</p>\n", "x".repeat(73));
        assert!(encoded(&longest).contains("Content-Transfer-Encoding: 7bit"));
        assert!(
            part.contains("Content-Type: text/html; charset=utf-8"),
            "{part}"
        );
        assert!(
            part.contains("<p>\r\nGame 1: Alice v Bob\r\n</p>\r\n"),
            "{part}"
        );
        // A line of 74 bytes or more, or a letter beyond ASCII: base64, which
        // gives back the same HTML with CRLF line ends.
        for html in [
            format!("<p>\n{}\n</p>\n", "x".repeat(74)),
            format!("<p>{}</p>\n", "x".repeat(80)),
            "<p>Zoë</p>\n".to_string(),
        ] {
            let part = encoded(&html);
            assert!(part.contains("Content-Transfer-Encoding: base64"), "{part}");
            let body: String = part
                .split("\r\n\r\n")
                .nth(1)
                .unwrap()
                .split_whitespace()
                .collect();
            let decoded = base64::engine::general_purpose::STANDARD
                .decode(body)
                .unwrap();
            assert_eq!(String::from_utf8(decoded).unwrap(), crlf(&html));
        }
    }

    fn queued() -> QueuedReply {
        QueuedReply {
            id: 1,
            game_id: Some(GameId::new(3)),
            message_id: "a.1@localhost".into(),
            in_reply_to: Some("p@x".into()),
            references: "r@x p@x".into(),
            to: "bob@example.org".into(),
            subject: "[Game 3] e4".into(),
            body: "Board\n".into(),
            attempts: 0,
            reply_to: Some("arbiter+g3-abcd2345@localhost".into()),
            board: None,
            list_id: None,
            more_boards: None,
            language: None,
            return_token: None,
        }
    }

    #[test]
    fn the_envelope_sender_carries_the_return_token() {
        let from = arbiter_mailbox("Arbiter", "arbiter@localhost").unwrap();
        let parts = Parts::default();
        let plain = build(&queued(), &from, &parts).unwrap();
        assert_eq!(
            plain.envelope().from().map(ToString::to_string).as_deref(),
            Some("arbiter@localhost")
        );
        let reply = QueuedReply {
            return_token: Some("4f9c2a0e1b7d3c55".into()),
            ..queued()
        };
        let tagged = build(&reply, &from, &parts).unwrap();
        assert_eq!(
            tagged.envelope().from().map(ToString::to_string).as_deref(),
            Some("arbiter+b-4f9c2a0e1b7d3c55@localhost")
        );
        let to: Vec<String> = tagged
            .envelope()
            .to()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(to, ["bob@example.org"]);
        // From: and Reply-To stay; only the file carries a Return-Path.
        let text = String::from_utf8(tagged.formatted()).unwrap();
        assert!(
            text.contains("From: Arbiter <arbiter@localhost>\r\n"),
            "{text}"
        );
        assert!(!text.contains("Return-Path"), "{text}");
        let file = String::from_utf8(file_bytes(&tagged)).unwrap();
        assert!(
            file.starts_with("Return-Path: <arbiter+b-4f9c2a0e1b7d3c55@localhost>\r\n"),
            "{file}"
        );
        // A local part that would pass 64 octets: the From: address.
        let long = arbiter_mailbox("Arbiter", &format!("{}@localhost", "a".repeat(50))).unwrap();
        assert_eq!(return_path(&reply, &long), long.email);
    }

    #[test]
    fn replies_carry_threading_and_auto_submitted() {
        let reply = queued();
        let from = arbiter_mailbox("Arbiter", "arbiter@localhost").unwrap();
        let parts = Parts {
            to_name: None,
            html: Some("<p>Board</p>"),
            board_png: None,
            more_pngs: &[],
        };
        let text = String::from_utf8(build(&reply, &from, &parts).unwrap().formatted()).unwrap();
        for needle in [
            "Message-ID: <a.1@localhost>",
            "In-Reply-To: <p@x>",
            "References: <r@x> <p@x>",
            "Auto-Submitted: auto-replied",
            "Subject: [Game 3] e4",
            "X-Loop: arbiter@localhost",
            "Reply-To: Arbiter <arbiter+g3-abcd2345@localhost>",
            "MIME-Version: 1.0",
            "Date: ",
            "Content-Type: multipart/alternative;",
            "Content-Type: text/plain; charset=utf-8; format=flowed",
            "Content-Type: text/html; charset=utf-8",
        ] {
            assert!(text.contains(needle), "{needle} missing in\n{text}");
        }
        // With the board picture: the HTML and the PNG in multipart/related, the
        // picture inline with its Content-ID.
        let png = [0x89u8, b'P', b'N', b'G'];
        let parts = Parts {
            board_png: Some(&png),
            ..parts
        };
        let text = String::from_utf8(build(&reply, &from, &parts).unwrap().formatted()).unwrap();
        for needle in [
            "Content-Type: multipart/alternative;",
            "Content-Type: multipart/related;",
            "Content-ID: <board@pbem-arbiter>",
            "Content-Disposition: inline",
            "Content-Type: image/png",
        ] {
            assert!(text.contains(needle), "{needle} missing in\n{text}");
        }
        // With the pictures of further boards (a digest): each inline, by its own
        // Content-ID.
        let more = vec![(board_cid(1), png.to_vec()), (board_cid(2), png.to_vec())];
        let parts = Parts {
            more_pngs: &more,
            ..parts
        };
        let text = String::from_utf8(build(&reply, &from, &parts).unwrap().formatted()).unwrap();
        assert_eq!(text.matches("Content-Type: image/png").count(), 3, "{text}");
        for needle in [
            "Content-ID: <board@pbem-arbiter>",
            "Content-ID: <board-2@pbem-arbiter>",
            "Content-ID: <board-3@pbem-arbiter>",
        ] {
            assert!(text.contains(needle), "{needle} missing in\n{text}");
        }
        // Without HTML: one text/plain part, still MIME.
        let parts = Parts::default();
        let text = String::from_utf8(build(&reply, &from, &parts).unwrap().formatted()).unwrap();
        assert!(text.contains("MIME-Version: 1.0"), "{text}");
        assert!(!text.contains("multipart"), "{text}");
    }

    /// The header lines of `raw`, up to the blank line.
    fn header_lines(raw: &[u8]) -> Vec<String> {
        let text = String::from_utf8_lossy(raw);
        let head = text.split("\r\n\r\n").next().unwrap_or("").to_string();
        head.split("\r\n").map(String::from).collect()
    }

    /// True when a header line could not be folded shorter: after its field name
    /// (or the white space that starts a continuation line) it is one word.
    fn unfoldable(line: &str) -> bool {
        let value = match line.strip_prefix([' ', '\t']) {
            Some(rest) => rest,
            None => line.split_once(": ").map_or(line, |(_, value)| value),
        };
        !value.trim_start().contains([' ', '\t'])
    }

    /// RFC 5322 §2.1.1 and §2.2.3: a hostile 3,000-octet Message-ID is left out of
    /// In-Reply-To and References; a 10 kB subject of words is folded by lettre,
    /// one of a single word is cut; no line is longer than 998 octets, none longer
    /// than 78 where it could have been folded.
    #[test]
    fn long_headers_are_folded_or_left_out() {
        let huge = format!("{}@example.org", "a".repeat(3_000));
        let chain: Vec<String> = (0..15).map(|n| format!("m{n}@x")).collect();
        let words = format!("Re: {}", "spam and eggs ".repeat(800));
        for subject in [
            words.clone(),
            "x".repeat(10_000),
            format!("Zoë {}", "é".repeat(5_000)),
        ] {
            let mut reply = queued();
            reply.in_reply_to = Some(huge.clone());
            reply.references = format!("{huge} {} \u{202e}a@b", chain.join(" "));
            reply.subject = subject;
            let from = arbiter_mailbox("Arbiter", "arbiter@localhost").unwrap();
            let raw = build(&reply, &from, &Parts::default()).unwrap().formatted();
            for line in header_lines(&raw) {
                assert!(line.len() <= 998, "{} octets: {line:.100}", line.len());
                assert!(line.len() <= 78 || unfoldable(&line), "{line}");
            }
            let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
            assert!(m.in_reply_to().is_empty(), "{:?}", m.in_reply_to());
            let refs = m.references().as_text_list().unwrap_or_default();
            assert_eq!(refs.len(), msg_id::MAX_REFERENCES, "{refs:?}");
            assert_eq!(refs[0], "m0@x");
            assert_eq!(refs[msg_id::MAX_REFERENCES - 1], "m14@x");
        }
    }

    #[test]
    fn subjects_and_list_ids_are_made_foldable() {
        assert_eq!(
            foldable("[Game 3]  e4\t\r\nBcc: x@evil"),
            "[Game 3] e4 Bcc: x@evil"
        );
        let cut = foldable(&"é".repeat(MAX_HEADER_WORD));
        assert_eq!(cut, format!("{}...", "é".repeat(MAX_HEADER_WORD / 2)));
        let word = "x".repeat(MAX_HEADER_WORD);
        assert_eq!(foldable(&format!("a {word} b")), format!("a {word} b"));
        let list = "\"Open\tCup\" <tournament-1.localhost>";
        assert_eq!(list_id_value(list), "\"Open Cup\" <tournament-1.localhost>");
        let long = format!("\"Open {word}x Cup\" <tournament-1.localhost>");
        assert_eq!(list_id_value(&long), "<tournament-1.localhost>");
    }

    /// Display names that are not ASCII go out as RFC 2047 encoded
    /// words, and a mail reader (mail-parser) reads them back; the parts decode to
    /// the same text, the text/plain part first.
    #[test]
    fn utf8_names_are_encoded_words_and_parts_read_back() {
        let mut reply = queued();
        reply.subject = "[Game 3] Zoë played Nf3".into();
        reply.body = "Zoë Ångström played Nf3.\n\n  8 | r |\n".into();
        let from = arbiter_mailbox("Schiedsrichter Jürgen", "arbiter@localhost").unwrap();
        let parts = Parts {
            to_name: Some("Zoë Ångström"),
            html: Some("<p>Zoë Ångström played Nf3.</p>"),
            board_png: None,
            more_pngs: &[],
        };
        let raw = build(&reply, &from, &parts).unwrap().formatted();
        let head_end = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
        let head = std::str::from_utf8(&raw[..head_end]).unwrap();
        assert!(head.is_ascii(), "headers must be ASCII: {head}");
        for field in ["From:", "To:", "Reply-To:", "Subject:"] {
            let line = head
                .split("\r\n")
                .find(|l| l.starts_with(field))
                .unwrap_or_else(|| panic!("{field} missing in {head}"));
            assert!(line.contains("=?utf-8?"), "{line}");
        }
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        let from = m.from().and_then(|a| a.first()).unwrap();
        assert_eq!(from.name(), Some("Schiedsrichter Jürgen"));
        assert_eq!(from.address(), Some("arbiter@localhost"));
        let to = m.to().and_then(|a| a.first()).unwrap();
        assert_eq!(to.name(), Some("Zoë Ångström"));
        assert_eq!(to.address(), Some("bob@example.org"));
        assert_eq!(m.subject(), Some("[Game 3] Zoë played Nf3"));
        assert!(m.date().is_some());
        // Flowed: the indented line is space-stuffed on the wire, and a reader of
        // RFC 3676 reads the text as it was.
        let wire = m.body_text(0).unwrap().replace("\r\n", "\n");
        assert_eq!(wire, "Zoë Ångström played Nf3.\n\n   8 | r |\n");
        assert_eq!(
            crate::mail::flowed::unflow(&wire, false),
            "Zoë Ångström played Nf3.\n\n  8 | r |\n"
        );
        assert_eq!(
            m.body_html(0).unwrap().trim_end(),
            "<p>Zoë Ångström played Nf3.</p>"
        );
    }
}
