//! A limit on the work a search may do (the safety valve). A variant whose
//! turn search can grow large (Momentum with many pieces in motion) counts each state
//! it visits with [`spend`]; once the limit of the enclosing [`within`] is passed,
//! `spend` answers `false` and the search gives up at once. Its answer is then
//! meaningless, and `within` says so: the caller (the arbiter) holds the message for
//! the organiser instead of judging it. Outside `within` there is no limit.
//!
//! The limit lives in a thread-local, so the rules API keeps its plain signatures:
//! the searches run on the caller's thread, and nothing else reads it.

use std::cell::Cell;
use std::time::{Duration, Instant};

use thiserror::Error;

/// How much work one call of [`within`] may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Search states (each a position or a turn in progress the search visits).
    pub states: u64,
    /// Wall-clock time.
    pub time: Duration,
}

impl Default for Budget {
    /// 5 million states or 30 seconds, whichever comes first: far above any position
    /// of a real game (listing every turn of the benchmarks' 16 pieces in motion per
    /// side visits a few thousand), low enough to keep memory in bounds (a state
    /// seen costs a 16-byte fingerprint).
    fn default() -> Self {
        Budget {
            states: 5_000_000,
            time: Duration::from_secs(30),
        }
    }
}

/// The work passed the budget; what the search returned is not an answer.
#[derive(Clone, Copy, Debug, Error, PartialEq, Eq)]
#[error("the search passed its budget ({states} states, {seconds} s)")]
pub struct Exceeded {
    /// The budget's search states (`[limits] search_states`).
    pub states: u64,
    /// The budget's time, in whole seconds (`[limits] search_seconds`).
    pub seconds: u64,
}

#[derive(Clone, Copy)]
struct ActiveBudget {
    left: u64,
    deadline: Instant,
    exceeded: bool,
}

thread_local! {
    static RUNNING: Cell<Option<ActiveBudget>> = const { Cell::new(None) };
}

/// How many states pass between two looks at the clock.
const CLOCK_EVERY: u64 = 4096;

/// Runs `f` under `budget`.
///
/// # Errors
///
/// [`Exceeded`] when a search inside `f` passed the budget (the value `f`
/// returned is dropped).
pub fn within<T>(budget: Budget, f: impl FnOnce() -> T) -> Result<T, Exceeded> {
    let outer = RUNNING.with(|r| {
        r.replace(Some(ActiveBudget {
            left: budget.states,
            deadline: Instant::now() + budget.time,
            exceeded: false,
        }))
    });
    let value = f();
    let ran = RUNNING.with(|r| r.replace(outer));
    match ran {
        Some(run) if run.exceeded => Err(Exceeded {
            states: budget.states,
            seconds: budget.time.as_secs(),
        }),
        _ => Ok(value),
    }
}

/// Counts one search state. Returns `false` when the budget is spent: the search
/// should stop now.
pub fn spend() -> bool {
    RUNNING.with(|r| {
        let Some(mut run) = r.get() else {
            return true;
        };
        if run.exceeded {
            return false;
        }
        run.left = run.left.saturating_sub(1);
        if run.left == 0 || (run.left % CLOCK_EVERY == 0 && Instant::now() >= run.deadline) {
            run.exceeded = true;
        }
        r.set(Some(run));
        !run.exceeded
    })
}

/// True when the budget of the enclosing [`within`] is spent.
pub fn exceeded() -> bool {
    RUNNING.with(|r| r.get().is_some_and(|run| run.exceeded))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spent_budget_is_reported_and_no_budget_means_no_limit() {
        let small = Budget {
            states: 10,
            time: Duration::from_secs(60),
        };
        let spent = within(small, || (0..100).take_while(|_| spend()).count());
        assert!(spent.is_err());
        let fine = within(small, || (0..5).take_while(|_| spend()).count());
        assert_eq!(fine, Ok(5));
        assert!((0..1000).all(|_| spend()));
        assert!(!exceeded());
    }
}
