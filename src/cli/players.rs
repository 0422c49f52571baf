//! `arbiter player ...`: the organiser sets a player's name, time zone, address,
//! or the rating, ID and title the player carries from elsewhere, or revokes
//! the player's Xfcc password; and
//! `arbiter ratings`, the players' Glicko-2 lists.

use std::process::ExitCode;

use anyhow::Result;

use super::args::PlayerCommand;
use super::Startup;

/// Runs one `arbiter player` subcommand, on the arbiter at now (`--now`).
pub fn player(setup: &Startup, command: PlayerCommand) -> Result<ExitCode> {
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
        PlayerCommand::External(args) => {
            say_raw!("{}", arbiter.set_external_rating(&args)?);
        }
        PlayerCommand::XfccOff { email } => {
            if arbiter.revoke_xfcc_password(&email)? {
                say!("{email}: Xfcc password revoked");
            } else {
                say!("{email}: no Xfcc password");
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `arbiter ratings [--variant V] [--recompute]`: the rating lists; with
/// `--recompute` every list is first thrown away and computed again from the
/// game records.
pub fn ratings(setup: &Startup, variant: Option<&str>, recompute: bool) -> Result<ExitCode> {
    let mut arbiter = setup.arbiter_at_now()?;
    if recompute {
        arbiter.recompute_ratings()?;
    }
    say_raw!("{}", arbiter.ratings_table(variant)?);
    Ok(ExitCode::SUCCESS)
}
