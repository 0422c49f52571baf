//! `arbiter tournament ...`: round robins and Swiss tournaments made, started,
//! paired, tabled, archived; withdrawals and the leave allowance. The grammar and
//! the runner are the library's ([`pbem_arbiter::arbiter::TournamentCommand`]),
//! shared with organisers' mail; here the answer is printed and the mail sent.

use std::process::ExitCode;

use anyhow::Result;

use super::args::TournamentCommand;
use super::Startup;

/// Runs one `arbiter tournament` subcommand, on the arbiter at now (`--now`),
/// prints its answer and sends the mail it queued.
pub fn tournament(setup: &Startup, command: TournamentCommand) -> Result<ExitCode> {
    let (mut arbiter, _inbox, transport) = setup.open_all_at_now()?;
    let answer = arbiter.tournament_command(&command, "organiser")?;
    say_raw!("{answer}");
    let delivery = arbiter.announce_and_deliver(&transport)?;
    if delivery.sent > 0 {
        say!("{} message(s) sent", delivery.sent);
    }
    Ok(ExitCode::SUCCESS)
}
