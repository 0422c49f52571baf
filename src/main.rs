//! `arbiter`: the command line of pbem-arbiter. This file only parses the
//! arguments (clap, [`cli::args`]) and hands each command to its module in
//! [`cli`]; errors are reported with anyhow here, at the edge (the library returns
//! typed errors).

#[macro_use]
mod cli;

use std::process::ExitCode;

use clap::Parser;

use cli::args::{Cli, Command};
use cli::{engine, games, held, operations, package_files, players, tournaments, Setup};

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
/// config nor a data directory; every other command starts from the [`Setup`]
/// (`--now`, then the config).
fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Replay(args) => engine::replay(args),
        Command::Perft(args) => engine::perft(args),
        Command::Variants { help } => engine::variants(help.as_deref()),
        Command::PackageFiles { dir } => package_files::write(&dir),
        command => {
            let setup = Setup::load(cli.config.as_deref(), &cli.data_dir, cli.now.as_deref())?;
            run_on_data(&setup, command)
        }
    }
}

/// The commands on the data directory.
fn run_on_data(setup: &Setup, command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Init => operations::init(setup),
        Command::Run => operations::run(setup),
        Command::CheckConfig { show: false } => operations::check_config(setup),
        Command::CheckConfig { show: true } => operations::show_config(setup),
        Command::Status => operations::status(setup),
        Command::Poll { once: _ } => operations::poll(setup),
        Command::Game(command) => games::game(setup, command),
        Command::Clocks => games::clocks(setup),
        Command::Export { game } => games::export(setup, game),
        Command::Publish { dir } => games::publish(setup, dir.as_deref()),
        Command::Held(command) => held::held(setup, command),
        Command::Player(command) => players::player(setup, command),
        Command::Ratings { variant, recompute } => {
            players::ratings(setup, variant.as_deref(), recompute)
        }
        Command::Tournament(command) => tournaments::tournament(setup, command),
        Command::Replay(args) => engine::replay(args),
        Command::Perft(args) => engine::perft(args),
        Command::Variants { help } => engine::variants(help.as_deref()),
        Command::PackageFiles { dir } => package_files::write(&dir),
    }
}
