//! `arbiter`: the command line of pbem-arbiter. This file only parses the
//! arguments (clap, [`cli::args`]) and hands each command to its module in
//! [`cli`]; errors are reported with anyhow here, at the edge (the library returns
//! typed errors).

#[macro_use]
mod cli;

use std::process::ExitCode;

use clap::Parser;

use cli::args::{Cli, CliCommand};
use cli::{engine, games, held, operations, package_files, players, tournaments, Startup};

fn main() -> ExitCode {
    init_logging();
    match run(Cli::parse()) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Logs to stderr at `RUST_LOG` (default `info`); colour codes only for a person
/// at a terminal: journald, files and pipes get plain text.
fn init_logging() {
    use std::io::IsTerminal;
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .init();
}

/// The commands of the rules engine and the package's files need neither a
/// config nor a data directory; every other command starts from the [`Startup`]
/// (`--now`, then the config).
fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        CliCommand::Replay(args) => engine::replay(args),
        CliCommand::Perft(args) => engine::perft(args),
        CliCommand::Variants { help } => engine::variants(help.as_deref()),
        CliCommand::PackageFiles { dir } => package_files::write(&dir),
        command => {
            let setup = Startup::load(cli.config.as_deref(), &cli.data_dir, cli.now.as_deref())?;
            run_on_data(&setup, command)
        }
    }
}

/// The commands on the data directory.
fn run_on_data(setup: &Startup, command: CliCommand) -> anyhow::Result<ExitCode> {
    match command {
        CliCommand::Init => operations::init(setup),
        CliCommand::Run => operations::run(setup),
        CliCommand::CheckConfig { show: false } => operations::check_config(setup),
        CliCommand::CheckConfig { show: true } => operations::show_config(setup),
        CliCommand::Status => operations::status(setup),
        CliCommand::Poll { once: _ } => operations::poll(setup),
        CliCommand::Game(command) => games::game(setup, command),
        CliCommand::Clocks => games::clocks(setup),
        CliCommand::Export { game } => games::export(setup, game),
        CliCommand::Publish { dir } => games::publish(setup, dir.as_deref()),
        CliCommand::Held(command) => held::held(setup, command),
        CliCommand::Player(command) => players::player(setup, command),
        CliCommand::Ratings { variant, recompute } => {
            players::ratings(setup, variant.as_deref(), recompute)
        }
        CliCommand::Tournament(command) => tournaments::tournament(setup, command),
        CliCommand::Replay(args) => engine::replay(args),
        CliCommand::Perft(args) => engine::perft(args),
        CliCommand::Variants { help } => engine::variants(help.as_deref()),
        CliCommand::PackageFiles { dir } => package_files::write(&dir),
    }
}
