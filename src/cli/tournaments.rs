//! `arbiter tournament ...`: round robins and Swiss tournaments made, started,
//! paired, tabled, archived; withdrawals and the leave allowance.

use std::process::ExitCode;

use anyhow::{bail, Result};

use pbem_arbiter::arbiter::{Arbiter, NewTournament};
use pbem_arbiter::corr::clock::TimeControl;
use pbem_arbiter::corr::tiebreak;
use pbem_arbiter::mail::outbound::Outbound;

use super::args::{NewTournamentArgs, TournamentCommand};
use super::{parse_options, Setup};

/// Runs one `arbiter tournament` subcommand, on the arbiter at now (`--now`).
pub fn tournament(setup: &Setup, command: TournamentCommand) -> Result<ExitCode> {
    let (mut arbiter, _inbox, transport) = setup.open_all_at_now()?;
    let arbiter = &mut arbiter;
    match command {
        TournamentCommand::New(args) => new_tournament(arbiter, &args)?,
        TournamentCommand::Start { tournament } => start(arbiter, &transport, tournament)?,
        TournamentCommand::Pair { tournament } => pair(arbiter, &transport, tournament)?,
        TournamentCommand::Trf { tournament } => {
            say_raw!("{}", arbiter.tournament_trf(tournament)?);
        }
        TournamentCommand::Table { tournament, html } => {
            say_raw!("{}", arbiter.tournament_table(tournament, html)?);
        }
        TournamentCommand::Withdraw {
            tournament,
            email,
            reason,
            by,
        } => withdraw(arbiter, &transport, tournament, &email, &by, &reason)?,
        TournamentCommand::Pgn { tournament } => {
            say_raw!("{}", arbiter.tournament_pgn(tournament)?);
        }
        TournamentCommand::LeaveDays { tournament, days } => {
            arbiter.set_tournament_leave_days(tournament, days)?;
            say!("tournament {tournament}: {days} day(s) of leave a year per player");
        }
        TournamentCommand::List => {
            for (id, name, variant, status) in arbiter.tournaments()? {
                say!("{id:>5}  {variant:<10} {status:<11} {name}");
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `tournament new`: prints the tournament's number alone on the first line.
fn new_tournament(arbiter: &mut Arbiter, args: &NewTournamentArgs) -> Result<()> {
    let swiss_rounds = swiss_rounds(&args.system, args.rounds)?;
    let options = parse_options(&args.options)?;
    let time_control = args
        .time_control
        .as_deref()
        .map(TimeControl::parse)
        .transpose()?;
    let tiebreaks = match args.tiebreaks.as_deref() {
        Some(text) => match tiebreak::parse_list(text) {
            Ok(list) => Some(list),
            Err(e) => bail!("--tiebreaks: {e}"),
        },
        None => None,
    };
    let id = arbiter.create_tournament(&NewTournament {
        name: &args.name,
        variant: &args.variant,
        options: &options,
        time_control,
        double: args.double,
        swiss_rounds,
        players: &args.players,
        conditionals: args.conditionals == "on",
        tiebreaks,
    })?;
    say!("{id}");
    say!(
        "tournament {id}: {}, {} players; start it with `arbiter tournament start {id}`",
        args.name,
        args.players.len()
    );
    Ok(())
}

/// `--system` and `--rounds` together: `None` for a round robin, the number of
/// rounds for a Swiss.
///
/// Errors: rounds for a round robin, a Swiss without rounds, an unknown system.
fn swiss_rounds(system: &str, rounds: Option<u32>) -> Result<Option<u32>> {
    match (system, rounds) {
        ("round-robin", None) => Ok(None),
        ("round-robin", Some(_)) => {
            bail!("--rounds is for --system swiss (a round robin has its own)")
        }
        ("swiss", Some(rounds)) => Ok(Some(rounds)),
        ("swiss", None) => bail!("a Swiss needs --rounds N"),
        (other, _) => bail!("--system {other:?}: use \"round-robin\" or \"swiss\""),
    }
}

/// `tournament start`: the games made (all of a round robin, round 1 of a Swiss)
/// and the players mailed.
fn start(arbiter: &mut Arbiter, transport: &Outbound, tournament: i64) -> Result<()> {
    let games = arbiter.start_tournament(tournament)?;
    let delivery = arbiter.deliver(transport)?;
    say!(
        "tournament {tournament}: {} game(s) started ({}); {} message(s) sent",
        games.len(),
        games
            .iter()
            .map(|g| g.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        delivery.sent
    );
    Ok(())
}

/// `tournament pair`: the next round of a Swiss, when the last one is over.
fn pair(arbiter: &mut Arbiter, transport: &Outbound, tournament: i64) -> Result<()> {
    let round = arbiter.pair_swiss(tournament)?;
    let delivery = arbiter.deliver(transport)?;
    match round {
        Some(round) => say!(
            "tournament {tournament}: round {round} paired; {} message(s) sent",
            delivery.sent
        ),
        None => {
            say!("tournament {tournament}: nothing to pair (a round is running, or it is over)")
        }
    }
    Ok(())
}

/// `tournament withdraw`: the player's running games forfeited, their results
/// annulled or standing as the system says, everyone told.
fn withdraw(
    arbiter: &mut Arbiter,
    transport: &Outbound,
    tournament: i64,
    email: &str,
    by: &str,
    reason: &str,
) -> Result<()> {
    let w = arbiter.withdraw(tournament, email, by, reason)?;
    let delivery = arbiter.deliver(transport)?;
    say!(
        "{email} withdrew having completed {} of {} games: results {}; {} game(s) forfeited; {} message(s) sent",
        w.completed,
        w.total,
        if w.annulled { "annulled" } else { "stand" },
        w.forfeited.len(),
        delivery.sent
    );
    Ok(())
}
