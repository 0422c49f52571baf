//! What answers a call: the [`Handler`] the server hands each call to, and the
//! one `arbiter run` serves, which the arbiter answers.

use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

use crate::arbiter::{Arbiter, XfccAnswer};
use crate::daemon::wake::PollWake;
use crate::xfcc::reply::{self, CallAnswer};
use crate::xfcc::XfccCall;

/// Answers one call from an IP address. Runs on the server's blocking pool
/// (at most [`super::CALLS_AT_ONCE`] at once), so it may wait for the
/// database or hash a password; it must not panic (a panic is answered with
/// a `soap:Server` fault, and logged).
pub type Handler = Arc<dyn Fn(&XfccCall, IpAddr) -> CallAnswer + Send + Sync>;

/// The handler of `arbiter run`: each call answered by `arbiter` (a second
/// arbiter on the store, [`Arbiter::beside`], with a connection of its own),
/// one call at a time, in transactions of its own as a mail's ([`Arbiter::xfcc_call`]).
/// Every call but a listing of games may have queued mail (the opponent's
/// update, the organisers' notice of guessing): it wakes the poll loop so that
/// the mail goes out, and a result is announced, at once.
pub fn arbiter_handler(arbiter: Arbiter, wake: PollWake) -> Handler {
    // The dummy hash checked for a user without a password is made on the
    // first check: made now, the first unknown user costs what the others do.
    crate::arbiter::auth::verify_password("", None);
    let arbiter = Mutex::new(arbiter);
    Arc::new(move |call: &XfccCall, peer: IpAddr| {
        // A panic inside a call rolled its transaction back as it unwound: the
        // arbiter it leaves behind holds no transaction and may go on.
        let answer = arbiter
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .xfcc_call(call, peer);
        if !matches!(answer, XfccAnswer::Games(_)) {
            wake.wake();
        }
        written(answer)
    })
}

/// An answer written as its envelope.
fn written(answer: XfccAnswer) -> CallAnswer {
    match answer {
        XfccAnswer::Games(games) => CallAnswer::Success(reply::games_response(&games)),
        XfccAnswer::Moved(result) => CallAnswer::Success(reply::move_response(result)),
        XfccAnswer::Fault(code, text) => CallAnswer::fault(code, text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xfcc::{FaultCode, MakeAMoveResult};

    #[test]
    fn answers_are_written_as_their_envelopes() {
        let games = written(XfccAnswer::Games(Vec::new()));
        assert!(!games.is_fault());
        assert!(games
            .body()
            .contains("<GetMyGamesResult></GetMyGamesResult>"));
        let moved = written(XfccAnswer::Moved(MakeAMoveResult::NotYourTurn));
        assert!(!moved.is_fault());
        assert!(moved
            .body()
            .contains("<MakeAMoveResult>NotYourTurn</MakeAMoveResult>"));
        let fault = written(XfccAnswer::Fault(FaultCode::Client, "AuthenticationFailed"));
        assert!(fault.is_fault());
        assert!(fault
            .body()
            .contains("<faultstring>AuthenticationFailed</faultstring>"));
    }
}
