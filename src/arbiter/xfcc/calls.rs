//! One call of a chess program, from its reading to its answer: the password
//! checked (and a wrong one counted as guessing is), then `GetMyGames` or
//! `MakeAMove` for the player it proves.

use std::net::IpAddr;

use crate::arbiter::auth;
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::Arbiter;
use crate::store::guesses::SecretKind;
use crate::store::{self, StoreError};
use crate::xfcc::{FaultCode, MakeAMoveResult, XfccCall, XfccGame};

/// What the arbiter answers a call, before it is written as XML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum XfccAnswer {
    /// `GetMyGames`: the player's games.
    Games(Vec<XfccGame>),
    /// `MakeAMove`: its result (sent with HTTP 200, never as a fault).
    Moved(MakeAMoveResult),
    /// A SOAP fault: its code and its `faultstring`.
    Fault(FaultCode, &'static str),
}

/// The fault string of a wrong password on `GetMyGames` (its `MakeAMove`
/// answer is the result `AuthenticationFailed`).
const AUTHENTICATION_FAILED: &str = "AuthenticationFailed";

impl Arbiter {
    /// Answers `call`, which came from `remote`: its password checked against
    /// the player's (a wrong one counted against the username as a failed try
    /// at a secret; while the username is guarded after too many, every call
    /// fails and counts, whatever its password), then the games listed or the
    /// move carried out in one transaction. A failure of the arbiter itself is
    /// logged and answered as a server error: nothing changed then.
    pub fn xfcc_call(&mut self, call: &XfccCall, remote: IpAddr) -> XfccAnswer {
        let credentials = call.credentials();
        let username = credentials.username.trim().to_ascii_lowercase();
        let answer = self
            .xfcc_authenticate(&username, &credentials.password, remote)
            .and_then(|proven| match call {
                XfccCall::GetMyGames(_) if !proven => {
                    Ok(XfccAnswer::Fault(FaultCode::Client, AUTHENTICATION_FAILED))
                }
                XfccCall::GetMyGames(_) => {
                    let snapshot = self.store.snapshot()?;
                    Ok(XfccAnswer::Games(
                        self.office.xfcc_games(&snapshot, &username)?,
                    ))
                }
                XfccCall::MakeAMove(_) if !proven => {
                    Ok(XfccAnswer::Moved(MakeAMoveResult::AuthenticationFailed))
                }
                XfccCall::MakeAMove(call) => self.xfcc_move(&username, call).map(XfccAnswer::Moved),
            });
        answer.unwrap_or_else(|error| {
            tracing::error!(%error, operation = call.operation().name(), "xfcc call failed");
            match call {
                XfccCall::GetMyGames(_) => XfccAnswer::Fault(FaultCode::Server, "ServerError"),
                XfccCall::MakeAMove(_) => XfccAnswer::Moved(MakeAMoveResult::ServerError),
            }
        })
    }

    /// True when `password` is the one `username` has (lower-case, trimmed).
    /// The check costs the same whether the user exists or not; a wrong
    /// password is a failed try at a secret, counted against the username
    /// with `xfcc:<remote address>` as the evidence's key; a guarded username
    /// fails at once (and counts), without the check.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    fn xfcc_authenticate(
        &mut self,
        username: &str,
        password: &str,
        remote: IpAddr,
    ) -> Result<bool, ArbiterError> {
        let key = format!("xfcc:{remote}");
        let guarded = self
            .office
            .guarded(self.store.conn(), None, username)?
            .is_some();
        if !guarded {
            let stored = store::xfcc::password_hash(self.store.conn(), username)?;
            if auth::verify_password(password, stored.as_deref()) {
                return Ok(true);
            }
        }
        if username.is_empty() {
            return Ok(false);
        }
        let tx = self.store.transaction()?;
        let tried = if guarded {
            "an Xfcc password, not checked while guessing is held"
        } else {
            "a wrong Xfcc password"
        };
        self.office
            .failed_try(&tx, username, &key, None, SecretKind::XfccPassword, tried)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(false)
    }
}
