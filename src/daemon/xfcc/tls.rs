//! The endpoint's TLS: `[xfcc] tls_cert` and `tls_key` read (PEM) into a
//! rustls server configuration offering HTTP/1.1 only (ALPN, RFC 7301).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tokio_rustls::rustls;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};

/// Why `tls_cert` or `tls_key` gave no TLS configuration; each names the file.
#[derive(Debug, thiserror::Error)]
pub enum TlsFilesError {
    /// The file does not read, or is not PEM (or holds no key).
    #[error("{key} {}: {error}", .path.display())]
    Pem {
        /// `xfcc.tls_cert` or `xfcc.tls_key`.
        key: &'static str,
        /// The file, as configured.
        path: PathBuf,
        /// What the PEM reader said.
        error: rustls::pki_types::pem::Error,
    },
    /// The certificate file holds no certificate.
    #[error("xfcc.tls_cert {}: no certificate in it", .0.display())]
    NoCertificate(PathBuf),
    /// rustls refuses the pair (a key that is not the certificate's, a kind of
    /// key it does not know).
    #[error("xfcc.tls_cert {} with xfcc.tls_key {}: {error}", .cert.display(), .key.display())]
    Refused {
        /// The certificate file.
        cert: PathBuf,
        /// The key file.
        key: PathBuf,
        /// rustls's reason.
        error: rustls::Error,
    },
}

/// The server configuration of the certificate chain in `cert` (PEM, the
/// server's own certificate first) and its private key in `key` (PEM: PKCS#8,
/// PKCS#1 or SEC1), TLS 1.2 and 1.3 (rustls's safe defaults, the ring
/// provider), ALPN `http/1.1`.
///
/// # Errors
///
/// [`TlsFilesError`] naming the file that does not read, is no PEM, holds no
/// certificate or key, or a pair rustls refuses.
pub fn server_config(cert: &Path, key: &Path) -> Result<Arc<rustls::ServerConfig>, TlsFilesError> {
    fn pem(
        key: &'static str,
        path: &Path,
    ) -> impl Fn(rustls::pki_types::pem::Error) -> TlsFilesError {
        let path = path.to_path_buf();
        move |error| TlsFilesError::Pem {
            key,
            path: path.clone(),
            error,
        }
    }
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(cert)
        .map_err(pem("xfcc.tls_cert", cert))?
        .collect::<Result<_, _>>()
        .map_err(pem("xfcc.tls_cert", cert))?;
    if chain.is_empty() {
        return Err(TlsFilesError::NoCertificate(cert.to_path_buf()));
    }
    let private = PrivateKeyDer::from_pem_file(key).map_err(pem("xfcc.tls_key", key))?;
    let refused = |error| TlsFilesError::Refused {
        cert: cert.to_path_buf(),
        key: key.to_path_buf(),
        error,
    };
    let mut config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(refused)?
    .with_no_client_auth()
    .with_single_cert(chain, private)
    .map_err(refused)?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(Arc::new(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_that_are_no_pem_are_named() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| unreachable!("{e}"));
        let cert = dir.path().join("cert.pem");
        let key = dir.path().join("key.pem");
        std::fs::write(&cert, "not a certificate\n").unwrap_or_else(|e| unreachable!("{e}"));
        std::fs::write(&key, "not a key\n").unwrap_or_else(|e| unreachable!("{e}"));
        let e = server_config(&cert, &key).unwrap_err().to_string();
        assert!(e.contains("xfcc.tls_cert") && e.contains("cert.pem"), "{e}");
        let missing = dir.path().join("nowhere.pem");
        let e = server_config(&missing, &key).unwrap_err().to_string();
        assert!(e.contains("nowhere.pem"), "{e}");
    }
}
