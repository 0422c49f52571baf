//! `arbiter player ...`: the organiser sets a player's name, time zone or address.

use std::process::ExitCode;

use anyhow::Result;

use super::args::PlayerCommand;
use super::Setup;

/// Runs one `arbiter player` subcommand, on the arbiter at now (`--now`).
pub fn player(setup: &Setup, command: PlayerCommand) -> Result<ExitCode> {
    let mut arbiter = setup.arbiter_at_now()?;
    match command {
        PlayerCommand::Name { email, name } => {
            let name = arbiter.set_player_name(&email, &name.join(" "))?;
            say!("{email}: name {name}");
        }
        PlayerCommand::Timezone { email, zone } => {
            let zone = arbiter.set_player_time_zone(&email, &zone)?;
            say!("{email}: time zone {zone}");
        }
        PlayerCommand::Address { old, new, by } => {
            arbiter.change_player_address(&old, &new, &by)?;
            say!("{old} is now {new}");
        }
    }
    Ok(ExitCode::SUCCESS)
}
