//! The listener: a thread of its own with a single-threaded tokio runtime,
//! accepting at most [`MAX_CONNECTIONS`] connections at once (more wait in the
//! kernel's backlog), each served by hyper's HTTP/1.1 (keep-alive, a deadline
//! for every request's header, a small read buffer), after a TLS handshake when
//! the endpoint has a certificate. The handler's calls run on the runtime's
//! blocking pool, at most [`CALLS_AT_ONCE`] at once. The stop flag ends the
//! accepting; the connections are then closed after their request in flight.

use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use thiserror::Error;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::task::JoinSet;
use tokio_rustls::rustls;
use tokio_rustls::TlsAcceptor;

use super::handler::Handler;
use super::route::{respond, Route};
use super::tls::{server_config, TlsFilesError};
use crate::config::{ConfigError, XfccSection};
use crate::mail::imap::stopped;

/// The most connections served at once.
pub const MAX_CONNECTIONS: usize = 64;

/// The most calls handled at once (the handler's threads: each may hash a
/// password, which takes tens of milliseconds and about 19 MiB).
pub const CALLS_AT_ONCE: usize = 4;

/// How long a request's header may take to arrive, counted from when the
/// server waits for it: after the connection is made, and after each answer
/// on a kept-alive connection (so an idle connection is closed after it too).
pub const HEADER_DEADLINE: Duration = Duration::from_secs(20);

/// How long a TLS handshake may take.
pub const TLS_HANDSHAKE_DEADLINE: Duration = Duration::from_secs(10);

/// The connections' read buffer (hyper's minimum is 8 KiB): a request's
/// header must fit in it.
const READ_BUFFER: usize = 16 * 1024;

/// How long, after the stop, the answers in flight may take.
const STOP_GRACE: Duration = Duration::from_secs(1);

/// Why the endpoint does not start.
#[derive(Debug, Error)]
pub enum XfccError {
    /// `[xfcc] listen` does not read.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// `tls_cert` or `tls_key` do not make a TLS configuration.
    #[error(transparent)]
    Tls(#[from] TlsFilesError),
    /// The address cannot be listened on (in use, not this machine's, a
    /// privileged port).
    #[error("xfcc.listen {address}: {error}")]
    Bind {
        /// The configured address.
        address: SocketAddr,
        /// The operating system's error.
        error: std::io::Error,
    },
    /// The thread or its runtime could not be made.
    #[error("starting the Xfcc endpoint's thread: {0}")]
    Runtime(std::io::Error),
}

/// The endpoint as configured: where to listen, the public address, the TLS
/// configuration with its files read.
#[derive(Clone)]
pub struct XfccEndpoint {
    listen: SocketAddr,
    public_url: Option<String>,
    tls: Option<Arc<rustls::ServerConfig>>,
}

impl std::fmt::Debug for XfccEndpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("XfccEndpoint")
            .field("listen", &self.listen)
            .field("public_url", &self.public_url)
            .field("tls", &self.tls.is_some())
            .finish()
    }
}

impl XfccEndpoint {
    /// The endpoint of `[xfcc]`, its certificate and key read; `None` without
    /// `listen`. (The section's other checks ran when the config was read.)
    ///
    /// # Errors
    ///
    /// [`XfccError::Config`] for a `listen` that does not read,
    /// [`XfccError::Tls`] naming the TLS file that does not read.
    pub fn from_config(section: &XfccSection) -> Result<Option<XfccEndpoint>, XfccError> {
        let Some(listen) = section.listen_address()? else {
            return Ok(None);
        };
        let tls = match (&section.tls_cert, &section.tls_key) {
            (Some(cert), Some(key)) => Some(server_config(cert, key)?),
            _ => None,
        };
        Ok(Some(XfccEndpoint {
            listen,
            public_url: section.public_url.clone(),
            tls,
        }))
    }

    /// The address to listen on, as configured.
    pub fn listen(&self) -> SocketAddr {
        self.listen
    }

    /// Whether the endpoint speaks TLS.
    pub fn tls(&self) -> bool {
        self.tls.is_some()
    }
}

/// The running endpoint: its thread, until the stop flag ends it.
#[derive(Debug)]
pub struct XfccServer {
    address: SocketAddr,
    thread: JoinHandle<()>,
}

impl XfccServer {
    /// Listens on `endpoint`'s address (bound here, so that a busy port is an
    /// error now) and serves from a thread of its own until `stop` is set,
    /// handing each call to `handler`.
    ///
    /// # Errors
    ///
    /// [`XfccError::Bind`] when the address cannot be listened on,
    /// [`XfccError::Runtime`] when the thread or its runtime cannot be made.
    pub fn start(
        endpoint: XfccEndpoint,
        handler: Handler,
        stop: Arc<AtomicBool>,
    ) -> Result<XfccServer, XfccError> {
        let bind = |error| XfccError::Bind {
            address: endpoint.listen,
            error,
        };
        let listener = std::net::TcpListener::bind(endpoint.listen).map_err(bind)?;
        listener.set_nonblocking(true).map_err(bind)?;
        let address = listener.local_addr().map_err(bind)?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .max_blocking_threads(CALLS_AT_ONCE)
            .thread_name("xfcc-call")
            .build()
            .map_err(XfccError::Runtime)?;
        let route = Arc::new(Route {
            handler,
            public_url: endpoint.public_url,
            tls: endpoint.tls.is_some(),
        });
        let acceptor = endpoint.tls.map(TlsAcceptor::from);
        let thread = std::thread::Builder::new()
            .name("xfcc".into())
            .spawn(move || {
                runtime.block_on(async {
                    match TcpListener::from_std(listener) {
                        Ok(listener) => accept_loop(listener, route, acceptor, stop).await,
                        Err(e) => tracing::error!(error = %e, "xfcc: the listener failed"),
                    }
                });
                runtime.shutdown_timeout(STOP_GRACE);
            })
            .map_err(XfccError::Runtime)?;
        Ok(XfccServer { address, thread })
    }

    /// The address listened on (with the port the system chose for port 0).
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Waits for the thread to end (after the stop flag was set).
    pub fn join(self) {
        if self.thread.join().is_err() {
            tracing::error!("the Xfcc endpoint's thread panicked");
        }
    }
}

/// Accepts connections until `stop`, each served on a task of its own with a
/// permit of [`MAX_CONNECTIONS`]; then gives the ones open [`STOP_GRACE`] to
/// finish.
async fn accept_loop(
    listener: TcpListener,
    route: Arc<Route>,
    acceptor: Option<TlsAcceptor>,
    stop: Arc<AtomicBool>,
) {
    let permits = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let mut connections = JoinSet::new();
    loop {
        let permit = tokio::select! {
            permit = Arc::clone(&permits).acquire_owned() => match permit {
                Ok(permit) => permit,
                Err(_) => break,
            },
            () = stopped(&stop) => break,
        };
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = stopped(&stop) => break,
        };
        match accepted {
            Ok((socket, peer)) => {
                let _ = socket.set_nodelay(true);
                connections.spawn(connection(
                    socket,
                    peer,
                    Arc::clone(&route),
                    acceptor.clone(),
                    Arc::clone(&stop),
                    permit,
                ));
            }
            Err(e) => {
                // Out of file descriptors, most likely: wait a little.
                tracing::warn!(error = %e, "xfcc: accepting a connection failed");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        while connections.try_join_next().is_some() {}
    }
    let _ = tokio::time::timeout(STOP_GRACE, async {
        while connections.join_next().await.is_some() {}
    })
    .await;
}

/// One connection: the TLS handshake (in time) when there is TLS, then HTTP.
async fn connection(
    socket: TcpStream,
    peer: SocketAddr,
    route: Arc<Route>,
    acceptor: Option<TlsAcceptor>,
    stop: Arc<AtomicBool>,
    _permit: OwnedSemaphorePermit,
) {
    let Some(acceptor) = acceptor else {
        return serve_http(TokioIo::new(socket), peer.ip(), route, &stop).await;
    };
    match tokio::time::timeout(TLS_HANDSHAKE_DEADLINE, acceptor.accept(socket)).await {
        Ok(Ok(stream)) => serve_http(TokioIo::new(stream), peer.ip(), route, &stop).await,
        Ok(Err(e)) => tracing::debug!(%peer, error = %e, "xfcc: TLS handshake failed"),
        Err(_) => tracing::debug!(%peer, "xfcc: TLS handshake timed out"),
    }
}

/// HTTP/1.1 on one connection until the client closes it, a deadline passes,
/// or `stop` (then the request in flight is answered first).
async fn serve_http<I>(io: I, peer: IpAddr, route: Arc<Route>, stop: &Arc<AtomicBool>)
where
    I: hyper::rt::Read + hyper::rt::Write + Unpin + Send + 'static,
{
    let service = service_fn(move |request| respond(Arc::clone(&route), request, peer));
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_DEADLINE)
        .keep_alive(true)
        .max_buf_size(READ_BUFFER);
    let connection = builder.serve_connection(io, service);
    tokio::pin!(connection);
    tokio::select! {
        served = connection.as_mut() => {
            if let Err(e) = served {
                tracing::debug!(%peer, error = %e, "xfcc: connection ended");
            }
        }
        () = stopped(stop) => {
            connection.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(STOP_GRACE, connection).await;
        }
    }
}
