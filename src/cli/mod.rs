//! The command line floor: what `arbiter SUBCOMMAND` does, one module per group of
//! subcommands. It sits on top of everything, in the binary crate, not the library.
//!
//! | module | owns |
//! |---|---|
//! | [`say`] | `say!` and `say_raw!`: printing that ignores a closed stdout |
//! | [`args`] | the clap grammar: every subcommand, flag and help text; variant options read (`parse_options`) |
//! | [`startup`] | what every command on the data directory starts from: `--now`, the config, the paths, the arbiter opened |
//! | [`operations`] | running the arbiter: `init`, `run`, `poll`, `status`, `check-config` |
//! | [`games`] | `game ...`, `clocks`, `export` |
//! | [`tournaments`] | `tournament ...` |
//! | [`players`] | `player ...`, `ratings` |
//! | [`held`] | `held list`, `held release` |
//! | [`engine`] | the rules engine without a data directory: `replay`, `perft`, `variants` |
//! | [`package_files`] | the man pages and shell completions of the Debian package (hidden `package-files`) |
//!
//! May import: the whole library (`pbem_arbiter`). Nothing in the library imports
//! this floor. Errors are `anyhow` here and only here, at the binary's edge: the
//! library returns typed errors and this floor adds what the operator was doing.
//! Output goes through `say!` and `say_raw!`, which ignore a closed stdout
//! (`arbiter game list | head -n 1`) instead of panicking.
//!
//! Module names are not the library's (`games`, not `game`; `operations`, not
//! `daemon`): no two modules share a name across floors.
#![warn(missing_docs)]

#[macro_use]
mod say;

pub mod args;
pub mod engine;
pub mod games;
pub mod held;
pub mod operations;
pub mod package_files;
pub mod players;
pub mod startup;
pub mod tournaments;

pub use args::parse_options;
pub use startup::Startup;
