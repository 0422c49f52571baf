//! What answers a call: the [`Handler`] the server hands each call to, and the
//! one `arbiter run` uses today.

use std::net::IpAddr;
use std::sync::Arc;

use crate::daemon::wake::PollWake;
use crate::xfcc::reply::{self, CallAnswer};
use crate::xfcc::{FaultCode, MakeAMoveResult, XfccCall};

/// Answers one call from an IP address. Runs on the server's blocking pool
/// (at most [`super::CALLS_AT_ONCE`] at once), so it may wait for the
/// database or hash a password; it must not panic (a panic is answered with
/// a `soap:Server` fault, and logged).
pub type Handler = Arc<dyn Fn(&XfccCall, IpAddr) -> CallAnswer + Send + Sync>;

/// The handler `arbiter run` serves while no call is carried out: every
/// `GetMyGames` is the fault `AuthenticationFailed`, every `MakeAMove` the
/// result `AuthenticationFailed`, as for an unknown player. `wake` is for a
/// handler that makes moves: it wakes the poll loop so that the replies go out
/// at once.
///
/// ```
/// use pbem_arbiter::xfcc::envelope::read;
///
/// let wake = pbem_arbiter::daemon::PollWake::detached();
/// let handler = pbem_arbiter::daemon::xfcc::placeholder_handler(wake);
/// let call = read(include_bytes!("../../xfcc/fixtures/scid-getmygames.xml"), None)?;
/// let answer = handler(&call, std::net::Ipv4Addr::LOCALHOST.into());
/// assert!(answer.is_fault() && answer.body().contains("AuthenticationFailed"));
/// # Ok::<(), pbem_arbiter::xfcc::EnvelopeError>(())
/// ```
pub fn placeholder_handler(wake: PollWake) -> Handler {
    Arc::new(move |call: &XfccCall, _peer: IpAddr| {
        let _ = &wake;
        match call {
            XfccCall::GetMyGames(_) => CallAnswer::fault(FaultCode::Client, "AuthenticationFailed"),
            XfccCall::MakeAMove(_) => {
                CallAnswer::Success(reply::move_response(MakeAMoveResult::AuthenticationFailed))
            }
        }
    })
}
