//! `arbiter held ...`: the messages held for the organisers because checking
//! them passed the search limits of `[limits]`.

use std::process::ExitCode;

use anyhow::{bail, Result};

use pbem_arbiter::daemon::instance;

use super::args::HeldCommand;
use super::Startup;

/// Runs one `arbiter held` subcommand.
pub fn held(setup: &Startup, command: HeldCommand) -> Result<ExitCode> {
    match command {
        HeldCommand::List => list(setup),
        HeldCommand::Release { key } => release(setup, &key),
    }
}

/// `held list`: key, received, sender, game and why, one line each, then the count.
fn list(setup: &Startup) -> Result<ExitCode> {
    let arbiter = setup.arbiter()?;
    let held = arbiter.held()?;
    for m in &held {
        say!(
            "{}  {}  from {}  game {}  {}",
            m.key,
            m.received_at,
            m.sender.as_deref().unwrap_or("(unknown)"),
            m.game_id.map_or("?".to_string(), |g| g.to_string()),
            m.detail
        );
    }
    say!("{} message(s) held", held.len());
    Ok(ExitCode::SUCCESS)
}

/// `held release KEY`: the message judged again under the limits now set, and
/// the replies sent, at `--now` when given (as a poll judges a mail, so that the
/// hourly limit and the guard against guessing count in the same time). Holds
/// the data directory's lock, as a poll does.
fn release(setup: &Startup, key: &str) -> Result<ExitCode> {
    let _claim = instance::claim(&setup.paths.data_dir)?;
    let (mut arbiter, _inbox, transport) = setup.open_all_at_now()?;
    if !arbiter.held()?.iter().any(|m| m.key == key) {
        bail!("no message {key} is held (see `arbiter held list`)");
    }
    let handled = arbiter.release(key)?;
    let delivery = arbiter.announce_and_deliver(&transport)?;
    say!(
        "{key}: {} ({}); sent {} reply(ies)",
        handled.outcome,
        handled.detail,
        delivery.sent
    );
    Ok(ExitCode::SUCCESS)
}
