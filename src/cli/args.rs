//! The command line's grammar: the clap derive types, every subcommand, flag and
//! help text, and the variant options `--option KEY=VALUE` read into the rules'
//! [`Options`] ([`parse_options`]). Nothing else here runs; `main.rs` parses these
//! and hands each command to its module.

use std::path::PathBuf;

use anyhow::{bail, Result};
use clap::{Args, Parser, Subcommand};
pub use pbem_arbiter::arbiter::{ExternalArgs, TournamentCommand};
use pbem_arbiter::corr::ids::GameId;
use pbem_arbiter::rules::Options;

#[derive(Parser)]
#[command(
    name = "arbiter",
    version,
    about = "A play-by-email arbiter for chess and chess variants"
)]
pub struct Cli {
    /// Config file (TOML); without it the embedded defaults are used.
    #[arg(long, global = true, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Where the inbox, outbox and database live.
    #[arg(
        long,
        global = true,
        value_name = "DIR",
        default_value = "./arbiter-data"
    )]
    pub data_dir: PathBuf,
    /// For testing and replaying: take this instant (RFC 3339, e.g.
    /// 2026-12-24T10:00:00Z) as now, for clocks, deadlines, reminders and leave.
    /// Every command that depends on the time takes it; `run` refuses it.
    #[arg(long, global = true, value_name = "RFC3339")]
    pub now: Option<String>,
    #[command(subcommand)]
    pub command: CliCommand,
}

#[derive(Subcommand)]
pub enum CliCommand {
    /// Create the data directory: inbox (Maildir), outbox and database.
    Init,
    /// Run as a daemon: handle mail as it lands (inotify on the Maildir, or IMAP
    /// IDLE), at the latest every poll_interval, until SIGINT/SIGTERM.
    Run,
    /// Check the config and render every reply template with sample data; exit
    /// code 1 naming the key or the template at fault (`run` does the same at start).
    CheckConfig {
        /// Print the configuration in force as TOML instead: every key of the file,
        /// and the embedded default of every key it leaves out (passwords and
        /// organisers' codes hidden).
        #[arg(long)]
        show: bool,
    },
    /// What the arbiter is doing: replies waiting or failed, the last mail handled
    /// and when, recent sending errors, held messages, and whether a daemon runs.
    Status,
    /// Handle what is in the inbox, send what is waiting, and exit.
    Poll {
        /// Poll once and exit (the only mode; `arbiter run` repeats).
        #[arg(long)]
        once: bool,
    },
    /// Make, show and list games.
    #[command(subcommand)]
    Game(GameCommand),
    /// Messages held for the organisers because checking them passed the search
    /// limits of `[limits]` (list them, or judge one again under the limits now set).
    #[command(subcommand)]
    Held(HeldCommand),
    /// List the running clocks at now (see --now): deadline, time left, OVERDUE
    /// for a game whose deadline has passed (the next poll ends it on time).
    Clocks,
    /// Players' names, time zones and addresses (the organiser's commands).
    #[command(subcommand)]
    Player(PlayerCommand),
    /// Tournaments, round robin or Swiss: make, start, pair, crosstable, withdrawals, archive, TRF.
    #[command(subcommand)]
    Tournament(TournamentCommand),
    /// The Glicko-2 rating lists, one per variant: rating, deviation (RD),
    /// volatility, rated games, the last month played, and the rating, ID and
    /// title from elsewhere.
    Ratings {
        /// This variant's list alone.
        #[arg(long)]
        variant: Option<String>,
        /// Throw the stored lists away and compute each again from the game
        /// records alone, then print them (the same table, if all is well).
        #[arg(long)]
        recompute: bool,
    },
    /// Print a game as PGN (with a Variant tag).
    Export { game: GameId },
    /// Write the published site (static HTML: index, events, games with the board
    /// after every ply, PGN, rules) into DIR, by default `[publish] dir`. Private
    /// games are left out; players are shown by name, never by address.
    Publish {
        /// The site's folder (made if missing).
        dir: Option<PathBuf>,
    },
    /// Validate a game score (PGN or a plain move list) turn by turn.
    Replay(ReplayArgs),
    /// Count the leaf nodes of the legal-move tree (perft).
    Perft(PerftArgs),
    /// List the variants the arbiter referees; `variants --help VARIANT` shows how
    /// that variant's turns are written, with examples.
    #[command(disable_help_flag = true)]
    Variants {
        /// A variant id: print its notation with examples (alone: this list).
        #[arg(long = "help", value_name = "VARIANT", num_args = 0..=1, default_missing_value = "")]
        help: Option<String>,
    },
    /// Write the man pages and the shell completions made from these
    /// definitions into DIR: `man/` (one page per command, `arbiter.1`,
    /// `arbiter-game-new.1`, ...) and `completions/` (bash `arbiter`, zsh
    /// `_arbiter`, fish `arbiter.fish`). Hidden: scripts/package.sh runs it for
    /// the Debian package.
    #[command(hide = true)]
    PackageFiles {
        /// The folder to write into (made if missing).
        dir: PathBuf,
    },
}

#[derive(Subcommand)]
pub enum GameCommand {
    /// Make a game; prints its number alone on the first line and mails both players.
    New(NewGameArgs),
    /// Show a game: players, diagram, moves, status.
    Show {
        game: GameId,
        /// Organisers: also each player's pending conditional moves, which the
        /// players' opponents never see.
        #[arg(long)]
        conditionals: bool,
    },
    /// Replay a game from its start and compare every stored turn, position and the
    /// result with the replay; exit code 1 on any disagreement.
    Verify { game: GameId },
    /// List every game.
    List,
    /// Organiser: end a game without a result (PGN "*").
    Abort(OrganiserArgs),
    /// Organiser: end a game with RESULT (1-0, 0-1, 1/2-1/2).
    Adjudicate {
        #[command(flatten)]
        args: OrganiserArgs,
        result: String,
    },
    /// Organiser: take back the last ply; that side is to move again.
    Takeback(OrganiserArgs),
    /// Organiser: send the latest reply about the game again (to each player, or
    /// to --to alone).
    Resend {
        #[command(flatten)]
        args: OrganiserArgs,
        #[arg(long, value_name = "EMAIL")]
        to: Option<String>,
    },
    /// Organiser: stop the clock of the side to move.
    Pause(OrganiserArgs),
    /// Organiser: start a paused clock again.
    Resume(OrganiserArgs),
}

/// The flags of `game new`.
#[derive(Args)]
pub struct NewGameArgs {
    #[arg(long, default_value = "chess")]
    pub variant: String,
    #[arg(long)]
    pub white: String,
    #[arg(long)]
    pub black: String,
    /// Variant option KEY=VALUE (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Start from this position instead of the variant's start.
    #[arg(long)]
    pub fen: Option<String>,
    /// Time control: "10/50d" (10 moves in 50 days, repeating), "3d/move"
    /// (3 days per move) or "30d+1d cap 60d" (Fischer: 30 days, plus 1 day a
    /// move, at most 60 days); hours as "36h". The clock starts now (--now).
    #[arg(long, value_name = "CONTROL")]
    pub time_control: Option<String>,
    /// The game does not count for the ratings.
    #[arg(long)]
    pub unrated: bool,
    /// The game is never published on the site (`arbiter publish`, `[publish]`).
    #[arg(long)]
    pub private: bool,
}

/// What every organiser command on a game takes; each is recorded in the game's
/// log with who and why (shown by `game show`) and told to both players.
#[derive(Args)]
pub struct OrganiserArgs {
    pub game: GameId,
    /// Why (required, except for resend): into the log and the players' mail.
    #[arg(long, default_value = "")]
    pub reason: String,
    /// Who: into the log and the players' mail.
    #[arg(long, default_value = "organiser")]
    pub by: String,
}

#[derive(Subcommand)]
pub enum PlayerCommand {
    /// Set a player's name (used in replies and PGN tags).
    Name {
        email: String,
        /// The name; several words are joined with spaces.
        #[arg(required = true, num_args = 1..)]
        name: Vec<String>,
    },
    /// Set a player's time zone (IANA name, e.g. Europe/Berlin): replies show
    /// deadlines in it beside UTC.
    Timezone { email: String, zone: String },
    /// Change a player's address; games, name and leave follow, and the old
    /// address is kept in the player's history.
    Address {
        old: String,
        new: String,
        /// Who makes the change, for the history and the games' logs.
        #[arg(long, default_value = "organiser")]
        by: String,
    },
    /// Set the rating, ID and title a player carries from elsewhere (ICCF or
    /// FIDE): shown in the tables, written into the TRF, used by `tournament new
    /// --seed external`.
    External(ExternalArgs),
    /// Revoke a player's Xfcc password (a lost or shared one): no chess
    /// program signs in as the player until the player sends `xfcc` again.
    XfccOff { email: String },
}

#[derive(Subcommand)]
pub enum HeldCommand {
    /// List the held messages: key, received, sender, game, why.
    List,
    /// Judge a held message again under the limits now configured, and send the
    /// replies (the usual ones if it is judged; none if it passes the limits again).
    Release {
        /// The message's key, as `held list` prints it (`<Message-ID>`).
        key: String,
    },
}

#[derive(Args)]
pub struct ReplayArgs {
    /// Variant id; default: the score's `[Variant]` tag, else chess.
    #[arg(long)]
    pub variant: Option<String>,
    /// Start position; default: the score's `[FEN]` tag, else the start position.
    #[arg(long)]
    pub fen: Option<String>,
    /// One JSON object per turn, then one with the result.
    #[arg(long)]
    pub json: bool,
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// The score file, or - for standard input.
    pub file: String,
}

#[derive(Args)]
pub struct PerftArgs {
    #[arg(long, default_value = "chess")]
    pub variant: String,
    #[arg(long)]
    pub fen: Option<String>,
    /// Count per first move.
    #[arg(long)]
    pub divide: bool,
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Depth in plies.
    pub depth: u32,
}

/// Variant options given as `--option KEY=VALUE` (repeatable).
///
/// # Errors
///
/// An item without `=`.
pub fn parse_options(list: &[String]) -> Result<Options> {
    let mut options = Options::new();
    for item in list {
        let Some((key, value)) = item.split_once('=') else {
            bail!("option {item:?} must be KEY=VALUE");
        };
        options.insert(key.trim().to_string(), value.trim().to_string());
    }
    Ok(options)
}
