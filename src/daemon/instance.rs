//! One daemon per data directory: an OS file lock on
//! `DATA_DIR/arbiter.lock`, held for as long as `arbiter run` or `arbiter poll` works
//! on the directory, with the holder's process id written in the file so that a second
//! process can say who holds it. The lock is the operating system's (`flock`), so it
//! is released when the process ends, kill -9 included; no stale lock is left behind.
//! Written with the standard library's `File::try_lock` (no crate needed).

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use thiserror::Error;

/// Why the data directory could not be claimed.
#[derive(Debug, Error)]
pub enum InstanceError {
    /// Another process holds the data directory's lock.
    #[error("another arbiter (process {pid}) is working on {}; only one may run per data directory", .dir.display())]
    Busy {
        /// The data directory.
        dir: PathBuf,
        /// The other process's id, as its lock file says.
        pid: String,
    },
    /// The lock file could not be opened, locked or written.
    #[error("{}: {error}", .path.display())]
    Io {
        /// The lock file.
        path: PathBuf,
        /// The operating system's error.
        error: std::io::Error,
    },
}

/// The claim on a data directory; dropping it releases the lock.
#[derive(Debug)]
pub struct Instance {
    _file: File,
}

/// Claims `data_dir` for this process, or says which process holds it.
///
/// # Errors
///
/// [`InstanceError::Busy`] naming the other process's id;
/// [`InstanceError::Io`] when the lock file cannot be made.
pub fn claim(data_dir: &Path) -> Result<Instance, InstanceError> {
    let path = data_dir.join("arbiter.lock");
    let io = |error| InstanceError::Io {
        path: path.clone(),
        error,
    };
    std::fs::create_dir_all(data_dir).map_err(io)?;
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
        .map_err(io)?;
    match file.try_lock() {
        Ok(()) => {}
        Err(TryLockError::WouldBlock) => {
            let mut pid = String::new();
            let _ = file.read_to_string(&mut pid);
            return Err(InstanceError::Busy {
                dir: data_dir.to_path_buf(),
                pid: pid.trim().to_string(),
            });
        }
        Err(TryLockError::Error(e)) => return Err(io(e)),
    }
    file.set_len(0).map_err(io)?;
    file.seek(SeekFrom::Start(0)).map_err(io)?;
    write!(file, "{}", std::process::id()).map_err(io)?;
    file.flush().map_err(io)?;
    Ok(Instance { _file: file })
}

/// The process that holds the claim on `data_dir` now, if one does: the id written
/// in `DATA_DIR/arbiter.lock`, when the kernel's table of file locks
/// (`/proc/locks`, Linux) shows that process holding a lock on that file. Looked up
/// without taking the lock, so that `arbiter status` never gets in the daemon's
/// way; `None` on systems without `/proc/locks`. Hand-written: no crate reads
/// another process's `flock`.
pub fn holder(data_dir: &Path) -> Option<u32> {
    use std::os::unix::fs::MetadataExt;
    let path = data_dir.join("arbiter.lock");
    let inode = std::fs::metadata(&path).ok()?.ino();
    let pid: u32 = std::fs::read_to_string(&path).ok()?.trim().parse().ok()?;
    let locks = std::fs::read_to_string("/proc/locks").ok()?;
    // "1: FLOCK  ADVISORY  WRITE 4242 08:01:1234567 0 EOF"
    locks.lines().find_map(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let at = fields.iter().position(|f| *f == "FLOCK")?;
        let owner: u32 = fields.get(at + 3)?.parse().ok()?;
        let file_inode: u64 = fields.get(at + 4)?.rsplit(':').next()?.parse().ok()?;
        (owner == pid && file_inode == inode).then_some(pid)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_claim_is_refused_until_the_first_ends() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| unreachable!("{e}"));
        let first = claim(dir.path()).unwrap_or_else(|e| unreachable!("{e}"));
        let e = claim(dir.path()).unwrap_err().to_string();
        assert!(e.contains(&std::process::id().to_string()), "{e}");
        assert_eq!(holder(dir.path()), Some(std::process::id()));
        drop(first);
        assert_eq!(holder(dir.path()), None);
        assert!(claim(dir.path()).is_ok());
    }
}
