//! The IMAP inbox: one IMAP folder read with `async-imap` over tokio,
//! plain, STARTTLS or TLS (tokio-rustls; the webpki roots, or the CA certificates of
//! `[inbox.imap] ca_file`). Messages are found by UID, read with `BODY.PEEK[]` (so
//! the server does not mark them seen before their turn has committed), their size
//! read first (`RFC822.SIZE`) so that an oversized message is never downloaded
//! whole, and moved to the processed folder (`UID MOVE`, RFC 6851; else `UID COPY` +
//! `\Deleted` + expunge) only after the arbiter's transaction committed. New mail is
//! noticed by IDLE (RFC 2177), or by a timer on servers without it. Knows IMAP, not
//! chess; the daemon drives it.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use async_imap::extensions::idle::IdleResponse;
use async_imap::types::{Fetch, UnsolicitedResponse};
use async_imap::{Client, Session};
use futures_util::TryStreamExt;
use thiserror::Error;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;

use crate::config::{ImapSection, Security};

/// How long one IMAP command (or the connection) may take before the session is
/// given up and made again: a hanging server never stalls the arbiter for longer.
const COMMAND_TIMEOUT: Duration = Duration::from_secs(60);

/// The longest IDLE before it is renewed (RFC 2177: servers may log out a client
/// idle for 30 minutes).
const MAX_IDLE: Duration = Duration::from_secs(29 * 60);

/// An IMAP failure. Every one of them ends the session; the daemon connects again
/// with backoff.
#[derive(Debug, Error)]
pub enum ImapError {
    /// The TCP connection could not be made.
    #[error("IMAP {server}: cannot connect: {error}")]
    Connect {
        /// The server as `host:port`.
        server: String,
        /// The operating system's error.
        error: std::io::Error,
    },
    /// The TLS handshake failed.
    #[error("IMAP {server}: TLS: {reason}")]
    Tls {
        /// The server as `host:port`.
        server: String,
        /// Why, in words.
        reason: String,
    },
    /// The server refused the login.
    #[error("IMAP {server}: login as {user:?} refused: {reason}")]
    Login {
        /// The server as `host:port`.
        server: String,
        /// The user name.
        user: String,
        /// The server's answer.
        reason: String,
    },
    /// An IMAP command failed.
    #[error("IMAP {server}: {what}: {error}")]
    Command {
        /// The server as `host:port`.
        server: String,
        /// The command, in words (`login`, ...).
        what: String,
        /// async-imap's error.
        error: async_imap::error::Error,
    },
    /// The server did not answer in time.
    #[error("IMAP {server}: {what}: no answer within {seconds} s")]
    Timeout {
        /// The server as `host:port`.
        server: String,
        /// The command, in words (`login`, ...).
        what: String,
        /// The time waited, in seconds.
        seconds: u64,
    },
    /// The folder has no UIDVALIDITY, so UIDs cannot mark where reading stopped.
    #[error("IMAP {server}: folder {folder:?} has no UIDVALIDITY (UIDs unsupported)")]
    NoUidValidity {
        /// The server as `host:port`.
        server: String,
        /// The folder.
        folder: String,
    },
}

/// The byte stream under a session: plain TCP or TLS, chosen at run time.
pub trait ImapStream: AsyncRead + AsyncWrite + Unpin + Send + fmt::Debug {}
impl<T: AsyncRead + AsyncWrite + Unpin + Send + fmt::Debug> ImapStream for T {}

type Stream = Box<dyn ImapStream>;

/// What a wait for new mail ended with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Woken {
    /// The server announced a change (new mail, most likely).
    NewData,
    /// The wait's time was up.
    Timeout,
    /// The stop flag was set (SIGINT/SIGTERM).
    Stopped,
}

/// One message as fetched: its bytes (at most the limit asked for) and its full
/// size in bytes as the server reports it (`RFC822.SIZE`).
#[derive(Debug, Clone)]
pub struct Fetched {
    /// The message's bytes, at most the limit asked for.
    pub raw: Vec<u8>,
    /// Its full size in bytes (`RFC822.SIZE`), which may exceed `raw.len()`.
    pub size: usize,
}

/// A logged-in IMAP session with the inbox folder selected.
pub struct ImapInbox {
    session: Option<Session<Stream>>,
    settings: ImapSection,
    server: String,
    uid_validity: u32,
    can_move: bool,
    can_idle: bool,
    uidplus: bool,
}

impl ImapInbox {
    /// Connects, logs in, makes the processed folder if it is missing and selects
    /// the inbox folder.
    ///
    /// # Errors
    ///
    /// [`ImapError`] for a server that cannot be reached, refuses the login
    /// or a command, or does not answer within a minute.
    pub async fn connect(settings: &ImapSection) -> Result<ImapInbox, ImapError> {
        let server = format!("{}:{}", settings.host, settings.port());
        let stream = open_stream(settings, &server).await?;
        let client = Client::new(stream);
        let session = within(&server, "login", async {
            client
                .login(&settings.username, &settings.password)
                .await
                .map_err(|(e, _)| e)
        })
        .await?
        .map_err(|e: async_imap::error::Error| ImapError::Login {
            server: server.clone(),
            user: settings.username.clone(),
            reason: e.to_string(),
        })?;
        let mut inbox = ImapInbox {
            session: Some(session),
            settings: settings.clone(),
            server,
            uid_validity: 0,
            can_move: false,
            can_idle: false,
            uidplus: false,
        };
        let capabilities = inbox
            .run("CAPABILITY", |s| Box::pin(s.capabilities()))
            .await?;
        inbox.can_move = capabilities.has_str("MOVE");
        inbox.can_idle = capabilities.has_str("IDLE");
        inbox.uidplus = capabilities.has_str("UIDPLUS");
        let processed = settings.processed_folder.clone();
        // CREATE of a folder that exists is a NO: nothing to do then. A NO for
        // another reason shows up when the first message is moved.
        match inbox
            .run("CREATE", |s| Box::pin(s.create(processed.clone())))
            .await
        {
            Ok(()) | Err(ImapError::Command { .. }) => {}
            Err(e) => return Err(e),
        }
        let folder = settings.folder.clone();
        let selected = inbox
            .run("SELECT", |s| Box::pin(s.select(folder.clone())))
            .await?;
        inbox.uid_validity = selected.uid_validity.ok_or(ImapError::NoUidValidity {
            server: inbox.server.clone(),
            folder: settings.folder.clone(),
        })?;
        tracing::info!(server = %inbox.server, folder = %settings.folder, uid_validity = inbox.uid_validity,
            idle = inbox.can_idle, r#move = inbox.can_move, "IMAP inbox selected");
        Ok(inbox)
    }

    /// The name under which the read position is remembered:
    /// `user@host:port/folder`.
    pub fn mailbox_key(&self) -> String {
        format!(
            "{}@{}/{}",
            self.settings.username, self.server, self.settings.folder
        )
    }

    /// The selected folder's UIDVALIDITY.
    pub fn uid_validity(&self) -> u32 {
        self.uid_validity
    }

    /// Where a message of this UID came from, for the messages table and the log:
    /// `imap:FOLDER;UIDVALIDITY=V;UID=U` (after RFC 5092's IMAP URLs).
    pub fn source(&self, uid: u32) -> String {
        format!(
            "imap:{};UIDVALIDITY={};UID={uid}",
            self.settings.folder, self.uid_validity
        )
    }

    /// The UIDs above `after` in the folder, ascending.
    ///
    /// # Errors
    ///
    /// [`ImapError`].
    pub async fn uids_after(&mut self, after: u32) -> Result<Vec<u32>, ImapError> {
        let query = format!("UID {}:*", after.saturating_add(1));
        let found = self
            .run("UID SEARCH", |s| Box::pin(s.uid_search(query.clone())))
            .await?;
        // `N:*` always matches the last message, even when its UID is below N.
        let mut uids: Vec<u32> = found.into_iter().filter(|&u| u > after).collect();
        uids.sort_unstable();
        Ok(uids)
    }

    /// Fetches message `uid` without marking it seen: its size first, then at most
    /// `limit` bytes of it (the size is known before anything is read
    /// or parsed). `None` when the message is gone (expunged meanwhile).
    ///
    /// # Errors
    ///
    /// [`ImapError`].
    pub async fn fetch(&mut self, uid: u32, limit: u64) -> Result<Option<Fetched>, ImapError> {
        let set = uid.to_string();
        let sizes = self
            .run("UID FETCH RFC822.SIZE", |s| {
                let set = set.clone();
                Box::pin(async move {
                    s.uid_fetch(set, "RFC822.SIZE")
                        .await?
                        .try_collect::<Vec<Fetch>>()
                        .await
                })
            })
            .await?;
        let Some(size) = sizes
            .iter()
            .find(|f| f.uid == Some(uid))
            .and_then(|f| f.size)
        else {
            return Ok(None);
        };
        let query = if u64::from(size) <= limit {
            "BODY.PEEK[]".to_string()
        } else {
            format!("BODY.PEEK[]<0.{limit}>")
        };
        let bodies = self
            .run("UID FETCH BODY.PEEK[]", |s| {
                let (set, query) = (set.clone(), query.clone());
                Box::pin(async move {
                    s.uid_fetch(set, query)
                        .await?
                        .try_collect::<Vec<Fetch>>()
                        .await
                })
            })
            .await?;
        Ok(bodies
            .iter()
            .find(|f| f.uid == Some(uid))
            .and_then(|f| f.body())
            .map(|body| Fetched {
                raw: body.to_vec(),
                size: usize::try_from(size).unwrap_or(usize::MAX),
            }))
    }

    /// Moves message `uid` to the processed folder: `UID MOVE` where the server has
    /// MOVE, else `UID COPY`, `\Deleted` and `UID EXPUNGE` (or a plain `EXPUNGE`
    /// without UIDPLUS, which also removes other messages marked deleted in the
    /// folder: the arbiter's folder holds no others).
    ///
    /// # Errors
    ///
    /// [`ImapError`].
    pub async fn move_to_processed(&mut self, uid: u32) -> Result<(), ImapError> {
        let set = uid.to_string();
        let target = self.settings.processed_folder.clone();
        if self.can_move {
            return self
                .run("UID MOVE", |s| {
                    Box::pin(s.uid_mv(set.clone(), target.clone()))
                })
                .await;
        }
        self.run("UID COPY", |s| {
            Box::pin(s.uid_copy(set.clone(), target.clone()))
        })
        .await?;
        self.run("UID STORE +FLAGS (\\Deleted)", |s| {
            let set = set.clone();
            Box::pin(async move {
                s.uid_store(set, "+FLAGS.SILENT (\\Deleted)")
                    .await?
                    .try_collect::<Vec<Fetch>>()
                    .await
            })
        })
        .await?;
        if self.uidplus {
            self.run("UID EXPUNGE", |s| {
                let set = set.clone();
                Box::pin(async move { s.uid_expunge(set).await?.try_collect::<Vec<u32>>().await })
            })
            .await?;
        } else {
            self.run("EXPUNGE", |s| {
                Box::pin(async move { s.expunge().await?.try_collect::<Vec<u32>>().await })
            })
            .await?;
        }
        Ok(())
    }

    /// Waits for new mail for at most `timeout`: IDLE where the server has it, else
    /// a sleep followed by NOOP. Returns early when `stop` is set (checked every
    /// 100 ms). A new-mail notice the server sent during an earlier command ends the
    /// wait at once, so that no arrival is missed between a search and the IDLE.
    ///
    /// # Errors
    ///
    /// [`ImapError`]; the session is unusable after one.
    pub async fn wait(
        &mut self,
        timeout: Duration,
        stop: &Arc<AtomicBool>,
    ) -> Result<Woken, ImapError> {
        let timeout = timeout.min(MAX_IDLE);
        if self.pending_new_mail() {
            return Ok(Woken::NewData);
        }
        if !self.can_idle {
            if sleep_unless_stopped(timeout, stop).await {
                return Ok(Woken::Stopped);
            }
            self.run("NOOP", |s| Box::pin(s.noop())).await?;
            return Ok(if self.pending_new_mail() {
                Woken::NewData
            } else {
                Woken::Timeout
            });
        }
        let server = self.server.clone();
        let session = self.session.take().ok_or_else(|| lost(&server))?;
        let notices = session.unsolicited_responses.clone();
        let mut idle = session.idle();
        within(&server, "IDLE", idle.init())
            .await?
            .map_err(|source| command_error(&server, "IDLE", source))?;
        let mut woken = if drain_new_mail(&notices) {
            Woken::NewData
        } else {
            let (wait, interrupt) = idle.wait_with_timeout(timeout);
            let stopper = async move {
                stopped(stop).await;
                interrupt
            };
            tokio::pin!(wait);
            let response = tokio::select! {
                response = &mut wait => response,
                interrupt = stopper => {
                    drop(interrupt);
                    wait.await
                }
            };
            match response.map_err(|source| command_error(&server, "IDLE", source))? {
                IdleResponse::NewData(_) => Woken::NewData,
                IdleResponse::Timeout => Woken::Timeout,
                IdleResponse::ManualInterrupt => Woken::Stopped,
            }
        };
        let session = within(&server, "DONE", idle.done())
            .await?
            .map_err(|source| command_error(&server, "IDLE DONE", source))?;
        self.session = Some(session);
        if woken == Woken::Timeout && self.pending_new_mail() {
            woken = Woken::NewData;
        }
        Ok(woken)
    }

    /// Logs out (best effort: the session ends either way).
    pub async fn logout(mut self) {
        if let Some(mut session) = self.session.take() {
            let _ = tokio::time::timeout(Duration::from_secs(5), session.logout()).await;
        }
    }

    /// Whether the server reported new mail (`EXISTS`, `RECENT`) in the responses of
    /// earlier commands; empties that queue.
    fn pending_new_mail(&mut self) -> bool {
        self.session
            .as_ref()
            .is_some_and(|s| drain_new_mail(&s.unsolicited_responses))
    }

    /// Runs one command on the session within [`COMMAND_TIMEOUT`].
    async fn run<T>(
        &mut self,
        what: &str,
        command: impl for<'s> FnOnce(
            &'s mut Session<Stream>,
        ) -> std::pin::Pin<
            Box<dyn std::future::Future<Output = async_imap::error::Result<T>> + Send + 's>,
        >,
    ) -> Result<T, ImapError> {
        let server = self.server.clone();
        let session = self.session.as_mut().ok_or_else(|| lost(&server))?;
        within(&server, what, command(session))
            .await?
            .map_err(|source| command_error(&server, what, source))
    }
}

fn drain_new_mail(notices: &async_channel::Receiver<UnsolicitedResponse>) -> bool {
    let mut new_mail = false;
    while let Ok(notice) = notices.try_recv() {
        new_mail |= matches!(
            notice,
            UnsolicitedResponse::Exists(_) | UnsolicitedResponse::Recent(_)
        );
    }
    new_mail
}

fn lost(server: &str) -> ImapError {
    command_error(server, "session", async_imap::error::Error::ConnectionLost)
}

fn command_error(server: &str, what: &str, error: async_imap::error::Error) -> ImapError {
    ImapError::Command {
        server: server.into(),
        what: what.into(),
        error,
    }
}

/// `future` within [`COMMAND_TIMEOUT`].
async fn within<T>(
    server: &str,
    what: &str,
    future: impl std::future::Future<Output = T>,
) -> Result<T, ImapError> {
    tokio::time::timeout(COMMAND_TIMEOUT, future)
        .await
        .map_err(|_| ImapError::Timeout {
            server: server.into(),
            what: what.into(),
            seconds: COMMAND_TIMEOUT.as_secs(),
        })
}

/// Completes once `stop` is set (looked at every 100 ms): the other arm of a
/// `select!` that must end on SIGTERM.
pub async fn stopped(stop: &Arc<AtomicBool>) {
    while !stop.load(Ordering::SeqCst) {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Sleeps `duration`, waking every 100 ms to look at `stop`; true when stopped.
pub async fn sleep_unless_stopped(duration: Duration, stop: &Arc<AtomicBool>) -> bool {
    let until = tokio::time::Instant::now() + duration;
    while tokio::time::Instant::now() < until {
        if stop.load(Ordering::SeqCst) {
            return true;
        }
        let left = until.saturating_duration_since(tokio::time::Instant::now());
        tokio::time::sleep(left.min(Duration::from_millis(100))).await;
    }
    stop.load(Ordering::SeqCst)
}

/// TCP, then TLS as configured; the greeting is read (and STARTTLS done) here.
async fn open_stream(settings: &ImapSection, server: &str) -> Result<Stream, ImapError> {
    let tcp = within(
        server,
        "connect",
        TcpStream::connect((settings.host.as_str(), settings.port())),
    )
    .await?
    .map_err(|error| ImapError::Connect {
        server: server.into(),
        error,
    })?;
    let _ = tcp.set_nodelay(true);
    match settings.security {
        Security::Tls => {
            let tls = tls_wrap(tcp, settings, server).await?;
            read_greeting(Box::new(tls), server).await
        }
        Security::Starttls => {
            let plain = read_greeting(Box::new(tcp), server).await?;
            let mut client = Client::new(plain);
            within(
                server,
                "STARTTLS",
                client.run_command_and_check_ok("STARTTLS", None),
            )
            .await?
            .map_err(|source| command_error(server, "STARTTLS", source))?;
            // The plain stream goes back out of the client, boxed: unbox it by
            // wrapping the box itself (TLS over any stream).
            let inner: Stream = client.into_inner();
            let tls = tls_wrap(inner, settings, server).await?;
            Ok(Box::new(tls))
        }
        Security::Plain => read_greeting(Box::new(tcp), server).await,
    }
}

/// The CA certificates of a PEM file (`[inbox.imap] ca_file`), as trust anchors.
///
/// # Errors
///
/// [`CaFileError`]: an unreadable file or bad PEM, no certificate in it, a
/// certificate rustls does not take as an anchor.
fn ca_roots(path: &std::path::Path) -> Result<tokio_rustls::rustls::RootCertStore, CaFileError> {
    use tokio_rustls::rustls::pki_types::pem::PemObject;
    use tokio_rustls::rustls::pki_types::CertificateDer;
    let shown = || path.display().to_string();
    let certificates: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(path)
        .map_err(|e| CaFileError::Pem(shown(), e))?
        .collect::<Result<_, _>>()
        .map_err(|e| CaFileError::Pem(shown(), e))?;
    if certificates.is_empty() {
        return Err(CaFileError::Empty(shown()));
    }
    let mut roots = tokio_rustls::rustls::RootCertStore::empty();
    for certificate in certificates {
        roots
            .add(certificate)
            .map_err(|e| CaFileError::Anchor(shown(), e))?;
    }
    Ok(roots)
}

/// Why the CA file of `[inbox.imap] ca_file` gave no trust anchors; each names
/// the file as given (the first field).
#[derive(Debug, thiserror::Error)]
enum CaFileError {
    /// The file does not read, or is not PEM.
    #[error("ca_file {0}: {1}")]
    Pem(String, tokio_rustls::rustls::pki_types::pem::Error),
    /// The file holds no certificate.
    #[error("ca_file {0}: no certificate in it")]
    Empty(String),
    /// rustls does not take a certificate of the file as a trust anchor.
    #[error("ca_file {0}: {1}")]
    Anchor(String, tokio_rustls::rustls::Error),
}

/// Reads the server greeting (`* OK ...`) off a fresh stream and gives it back.
async fn read_greeting(stream: Stream, server: &str) -> Result<Stream, ImapError> {
    let mut client = Client::new(stream);
    let greeting = within(server, "greeting", client.read_response())
        .await?
        .map_err(|e| command_error(server, "greeting", e.into()))?;
    if greeting.is_none() {
        return Err(lost(server));
    }
    Ok(client.into_inner())
}

/// TLS over `stream`, the server's certificate checked for `settings.host` against
/// the CA certificates of `settings.ca_file`, or the Mozilla roots (webpki-roots)
/// when none is configured.
async fn tls_wrap<S>(
    stream: S,
    settings: &ImapSection,
    server: &str,
) -> Result<tokio_rustls::client::TlsStream<S>, ImapError>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    use tokio_rustls::rustls;
    let host = settings.host.as_str();
    let tls_error = |reason: String| ImapError::Tls {
        server: server.into(),
        reason,
    };
    let roots = match &settings.ca_file {
        Some(path) => ca_roots(path).map_err(|e| tls_error(e.to_string()))?,
        None => rustls::RootCertStore {
            roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
        },
    };
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(|e| tls_error(e.to_string()))?
    .with_root_certificates(roots)
    .with_no_client_auth();
    let name = rustls::pki_types::ServerName::try_from(host.to_string())
        .map_err(|e| tls_error(format!("{host:?}: {e}")))?;
    let connector = tokio_rustls::TlsConnector::from(Arc::new(config));
    within(server, "TLS handshake", connector.connect(name, stream))
        .await?
        .map_err(|e| tls_error(e.to_string()))
}
