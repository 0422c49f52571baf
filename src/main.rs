//! `arbiter`: the command line of pbem-arbiter (clap). Errors are reported with
//! anyhow here, at the edge; the library returns typed errors.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use clap::{Args, Parser, Subcommand};

use pbem_arbiter::arbiter::{parse_result, Arbiter, NewTournament, OrganiserAction};
use pbem_arbiter::board::geometry::Color;
use pbem_arbiter::config::{Config, Paths};
use pbem_arbiter::corr::clock::{self, TimeControl};
use pbem_arbiter::daemon::{self, InboxSource};
use pbem_arbiter::mail::inbound::Inbox;
use pbem_arbiter::mail::outbound::Outbound;
use pbem_arbiter::output::drawing::render;
use pbem_arbiter::output::pgn;
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::replay::{self, ReplaySettings};
use pbem_arbiter::rules::{self, Options};
use pbem_arbiter::store;

/// `println!` that ignores a closed stdout (`arbiter game new | head -n 1`) instead
/// of panicking.
macro_rules! say {
    () => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout());
    }};
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

/// `print!` that ignores a closed stdout.
macro_rules! say_raw {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($arg)*);
    }};
}

#[derive(Parser)]
#[command(
    name = "arbiter",
    version,
    about = "A play-by-email arbiter for chess and chess variants"
)]
struct Cli {
    /// Config file (TOML); without it the embedded defaults are used.
    #[arg(long, global = true, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Where the inbox, outbox and database live.
    #[arg(
        long,
        global = true,
        value_name = "DIR",
        default_value = "./arbiter-data"
    )]
    data_dir: PathBuf,
    /// For testing and replaying: take this instant (RFC 3339, e.g.
    /// 2026-12-24T10:00:00Z) as now, for clocks, deadlines, reminders and leave.
    /// Every command that depends on the time takes it; `run` refuses it.
    #[arg(long, global = true, value_name = "RFC3339")]
    now: Option<String>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Create the data directory: inbox (Maildir), outbox and database.
    Init,
    /// Run as a daemon: handle mail as it lands (inotify on the Maildir, or IMAP
    /// IDLE), at the latest every poll_interval, until SIGINT/SIGTERM.
    Run,
    /// Check the config and render every reply template with sample data; exit
    /// code 1 naming the key or the template at fault (`run` does the same at start).
    CheckConfig,
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
    /// Print a game as PGN (with a Variant tag).
    Export { game: i64 },
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
}

#[derive(Subcommand)]
enum GameCommand {
    /// Make a game; prints its number alone on the first line and mails both players.
    New {
        #[arg(long, default_value = "chess")]
        variant: String,
        #[arg(long)]
        white: String,
        #[arg(long)]
        black: String,
        /// Variant option KEY=VALUE (repeatable).
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Start from this position instead of the variant's start.
        #[arg(long)]
        fen: Option<String>,
        /// Time control: "10/50d" (10 moves in 50 days, repeating), "3d/move"
        /// (3 days per move) or "30d+1d cap 60d" (Fischer: 30 days, plus 1 day a
        /// move, at most 60 days); hours as "36h". The clock starts now (--now).
        #[arg(long, value_name = "CONTROL")]
        time_control: Option<String>,
    },
    /// Show a game: players, diagram, moves, status.
    Show { game: i64 },
    /// Replay a game from its start and compare every stored turn, position and the
    /// result with the replay; exit code 1 on any disagreement.
    Verify { game: i64 },
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

/// What every organiser command on a game takes; each is recorded in the game's
/// log with who and why (shown by `game show`) and told to both players.
#[derive(Args)]
struct OrganiserArgs {
    game: i64,
    /// Why (required, except for resend): into the log and the players' mail.
    #[arg(long, default_value = "")]
    reason: String,
    /// Who: into the log and the players' mail.
    #[arg(long, default_value = "organiser")]
    by: String,
}

#[derive(Subcommand)]
enum TournamentCommand {
    /// Make a tournament (round robin, or Swiss with --system swiss); prints its
    /// number alone on the first line. Pairing numbers (start ranks) follow the
    /// order of --player (draw or seed the order first).
    New {
        /// The tournament's name ([Event] in its PGN).
        name: String,
        #[arg(long, default_value = "chess")]
        variant: String,
        /// Variant option KEY=VALUE (repeatable).
        #[arg(long = "option", value_name = "KEY=VALUE")]
        options: Vec<String>,
        /// Time control of every game (see `game new --time-control`).
        #[arg(long, value_name = "CONTROL")]
        time_control: Option<String>,
        /// Double round robin: each pair meets twice, colours reversed.
        #[arg(long)]
        double: bool,
        /// `round-robin` (Berger tables) or `swiss` (Dutch system, paired round by
        /// round by `[tournament] pairing_engine`; needs --rounds).
        #[arg(long, default_value = "round-robin")]
        system: String,
        /// The number of rounds of a Swiss (fewer than the number of players).
        #[arg(long)]
        rounds: Option<u32>,
        /// An entrant: EMAIL or "Name <EMAIL>" (repeatable, at least 2).
        #[arg(long = "player", value_name = "ENTRANT", required = true)]
        players: Vec<String>,
    },
    /// Start at now (--now) and mail the players: a round robin makes every game
    /// of every round (Berger tables, FIDE C.05 Annex 1) at once; a Swiss pairs
    /// round 1 with its pairing engine (each next round is paired when the last
    /// one is over).
    Start { tournament: i64 },
    /// Pair the next round of a Swiss now, when its last round is over (the
    /// arbiter also does so at every poll).
    Pair { tournament: i64 },
    /// The Swiss as a FIDE TRF-16 file (with JaVaFo's XXR/XXC lines): the rounds
    /// whose games are all over; a pairing engine fed it pairs the next round.
    Trf { tournament: i64 },
    /// The crosstable and standings: a round robin with direct encounter, Sonneborn-Berger
    /// and Buchholz; a Swiss with Buchholz cut 1, Buchholz and Sonneborn-Berger.
    Table {
        tournament: i64,
        /// An HTML page instead of text.
        #[arg(long)]
        html: bool,
    },
    /// Withdraw a player: running games are forfeited; in a round robin (FIDE C.06
    /// V.4) with less than half of the games completed the player's results are
    /// annulled; in a Swiss they stand and the player is not paired again.
    Withdraw {
        tournament: i64,
        email: String,
        /// Why: into each game's log and the players' mail.
        #[arg(long)]
        reason: String,
        #[arg(long, default_value = "organiser")]
        by: String,
    },
    /// Every game of the tournament as PGN (the archive).
    Pgn { tournament: i64 },
    /// Set the tournament's yearly leave allowance per player, in days (0 to 366;
    /// without it, `[clock] leave_days_per_year`). A player's leave must fit the
    /// allowance of every tournament they play in.
    LeaveDays { tournament: i64, days: u32 },
    /// List the tournaments.
    List,
}

#[derive(Subcommand)]
enum PlayerCommand {
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
}

#[derive(Subcommand)]
enum HeldCommand {
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
struct ReplayArgs {
    /// Variant id; default: the score's [Variant] tag, else chess.
    #[arg(long)]
    variant: Option<String>,
    /// Start position; default: the score's [FEN] tag, else the start position.
    #[arg(long)]
    fen: Option<String>,
    /// One JSON object per turn, then one with the result.
    #[arg(long)]
    json: bool,
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// The score file, or - for standard input.
    file: String,
}

#[derive(Args)]
struct PerftArgs {
    #[arg(long, default_value = "chess")]
    variant: String,
    #[arg(long)]
    fen: Option<String>,
    /// Count per first move.
    #[arg(long)]
    divide: bool,
    #[arg(long = "option", value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Depth in plies.
    depth: u32,
}

fn main() -> ExitCode {
    use std::io::IsTerminal;
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .with_writer(std::io::stderr)
        // Colour codes only for a person at a terminal: journald, files and pipes
        // get plain text (issue 12 §9).
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    let cli = Cli::parse();
    match dispatch(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn dispatch(cli: Cli) -> Result<ExitCode> {
    match cli.command {
        Command::Replay(args) => replay_command(args),
        Command::Perft(args) => perft_command(args).map(|_| ExitCode::SUCCESS),
        Command::Variants { help: Some(id) } if !id.is_empty() => {
            let v = rules::variant(&id)?;
            say!("{} ({}): {}\n", v.name, v.id, v.summary);
            say!("How turns are written:\n");
            say!("{}", v.notation_help.trim_end());
            Ok(ExitCode::SUCCESS)
        }
        Command::Variants { .. } => {
            for v in rules::registry() {
                let options: Vec<String> = v
                    .options
                    .iter()
                    .map(|o| format!("{}={}", o.key, o.values.join("|")))
                    .collect();
                say!("{:<10} {} ({})", v.id, v.name, v.summary);
                if !options.is_empty() {
                    say!("           options: {}", options.join(", "));
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        command => {
            let now = match cli.now.as_deref() {
                Some(text) => Some(
                    chrono::DateTime::parse_from_rfc3339(text)
                        .with_context(|| {
                            format!("--now {text:?}: write an RFC 3339 instant like 2026-12-24T10:00:00Z")
                        })?
                        .to_utc(),
                ),
                None => None,
            };
            with_data(command, cli.config.as_deref(), &cli.data_dir, now)
        }
    }
}

/// The commands that use the configuration and the data directory.
fn with_data(
    command: Command,
    config_file: Option<&Path>,
    data_dir: &Path,
    now: Option<chrono::DateTime<chrono::Utc>>,
) -> Result<ExitCode> {
    let config = match config_file {
        Some(path) => Config::load(path)?,
        None => Config::embedded()?,
    };
    let paths = Paths::new(data_dir, &config);
    match command {
        Command::Init => init(&config, &paths),
        Command::CheckConfig => {
            check_config(&config, &paths, config_file)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Status => status(config, &paths),
        Command::Run => {
            if now.is_some() {
                bail!("--now is for commands that run once (poll --once, game new, clocks); run follows the system clock");
            }
            // The handlers first: a SIGTERM while starting up also ends the daemon
            // in order.
            let stop = daemon::stop_flag().context("installing signal handlers")?;
            check_templates(&paths)?;
            let _claim = pbem_arbiter::daemon::instance::claim(&paths.data_dir)?;
            let (mut arbiter, inbox, transport) = open_all(&config, &paths)?;
            stop_watchdog(&stop);
            let source = match &config.inbox.imap {
                Some(imap) if config.inbox.kind == "imap" => InboxSource::Imap(imap.clone()),
                _ => InboxSource::Maildir(inbox),
            };
            daemon::run(
                &mut arbiter,
                &source,
                &transport,
                config.poll_interval()?,
                &stop,
            )?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Poll { once: _ } => {
            let _claim = pbem_arbiter::daemon::instance::claim(&paths.data_dir)?;
            let (mut arbiter, inbox, transport) = open_all(&config, &paths)?;
            arbiter.set_now(now);
            let report = match &config.inbox.imap {
                Some(imap) if config.inbox.kind == "imap" => {
                    daemon::poll_once_imap(&mut arbiter, imap, &transport)?
                }
                _ => daemon::poll_once(&mut arbiter, &inbox, &transport)?,
            };
            if report.clocks.reminders > 0 || !report.clocks.forfeits.is_empty() {
                say!(
                    "clocks: {} reminder(s); lost on time: {}",
                    report.clocks.reminders,
                    if report.clocks.forfeits.is_empty() {
                        "none".to_string()
                    } else {
                        report
                            .clocks
                            .forfeits
                            .iter()
                            .map(|g| format!("game {g}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    }
                );
            }
            if report.clocks.lapsed_challenges > 0 {
                say!(
                    "challenges lapsed unanswered: {}",
                    report.clocks.lapsed_challenges
                );
            }
            for deferred in &report.deferred {
                say!("left in the inbox: {deferred}");
            }
            say!(
                "handled {} message(s), sent {} reply(ies), {} failed",
                report.handled.len(),
                report.delivery.sent,
                report.delivery.failed
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Game(GameCommand::New {
            variant,
            white,
            black,
            options,
            fen,
            time_control,
        }) => {
            let control = time_control
                .as_deref()
                .map(TimeControl::parse)
                .transpose()?;
            let (mut arbiter, _inbox, transport) = open_all(&config, &paths)?;
            arbiter.set_now(now);
            let options = parse_options(&options)?;
            let id = arbiter.create_game_timed(
                &variant,
                &options,
                &white,
                &black,
                fen.as_deref(),
                control,
            )?;
            say!("{id}");
            let delivery = arbiter.deliver(&transport)?;
            say!(
                "game {id}: {variant}, White {white}, Black {black}; first messages sent: {}",
                delivery.sent
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Game(GameCommand::Show { game }) => {
            let mut arbiter = Arbiter::open(config, &paths)?;
            arbiter.set_now(now);
            show(&arbiter, game)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Clocks => {
            let mut arbiter = Arbiter::open(config, &paths)?;
            arbiter.set_now(now);
            let lines = arbiter.clocks()?;
            if lines.is_empty() {
                say!("no running clocks");
            }
            for line in lines {
                let deadline = match line.deadline {
                    Some(d) => d.format("%Y-%m-%d %H:%M:%S UTC").to_string(),
                    None => "paused".to_string(),
                };
                say!(
                    "{:>5}  {:<5} {:<8} left {:>14}  deadline {}  {}",
                    line.game,
                    line.side.title(),
                    if line.overdue() { "OVERDUE" } else { "" },
                    clock::span(line.left),
                    deadline,
                    line.player
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Player(command) => {
            let mut arbiter = Arbiter::open(config, &paths)?;
            arbiter.set_now(now);
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
        Command::Game(GameCommand::Verify { game }) => {
            let arbiter = Arbiter::open(config, &paths)?;
            let found = arbiter.verify(game)?;
            for disagreement in &found.disagreements {
                say!("game {game}: {disagreement}");
            }
            if found.sound() {
                say!(
                    "game {game}: {} turn(s) replayed; the store agrees with the replay",
                    found.plies
                );
                Ok(ExitCode::SUCCESS)
            } else {
                say!(
                    "game {game}: {} disagreement(s); {} of {} turn(s) replayed",
                    found.disagreements.len(),
                    found.replayed,
                    found.plies
                );
                Ok(ExitCode::FAILURE)
            }
        }
        Command::Game(
            command @ (GameCommand::Abort(_)
            | GameCommand::Adjudicate { .. }
            | GameCommand::Takeback(_)
            | GameCommand::Resend { .. }
            | GameCommand::Pause(_)
            | GameCommand::Resume(_)),
        ) => {
            let (args, action) = match command {
                GameCommand::Abort(a) => (a, OrganiserAction::Abort),
                GameCommand::Adjudicate { args, result } => {
                    (args, OrganiserAction::Adjudicate(parse_result(&result)?))
                }
                GameCommand::Takeback(a) => (a, OrganiserAction::TakeBack),
                GameCommand::Resend { args, to } => (args, OrganiserAction::Resend { to }),
                GameCommand::Pause(a) => (a, OrganiserAction::Pause),
                GameCommand::Resume(a) => (a, OrganiserAction::Resume),
                _ => bail!("not an organiser command"),
            };
            let (mut arbiter, _inbox, transport) = open_all(&config, &paths)?;
            arbiter.set_now(now);
            let what = arbiter.organise(args.game, &action, &args.by, &args.reason)?;
            let delivery = arbiter.deliver(&transport)?;
            say!(
                "game {}: {} {what}; {} message(s) sent",
                args.game,
                args.by,
                delivery.sent
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Game(GameCommand::List) => {
            let arbiter = Arbiter::open(config, &paths)?;
            for g in store::list_games(arbiter.conn())? {
                say!(
                    "{:>5}  {:<8} {:<9} {:<8} {:>4} plies  {} v {}",
                    g.id,
                    g.variant,
                    g.status,
                    g.result.as_deref().unwrap_or("*"),
                    g.plies,
                    g.white,
                    g.black
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Held(HeldCommand::List) => {
            let arbiter = Arbiter::open(config, &paths)?;
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
        Command::Held(HeldCommand::Release { key }) => {
            let _claim = pbem_arbiter::daemon::instance::claim(&paths.data_dir)?;
            let (mut arbiter, _inbox, transport) = open_all(&config, &paths)?;
            if !arbiter.held()?.iter().any(|m| m.key == key) {
                anyhow::bail!("no message {key} is held (see `arbiter held list`)");
            }
            let handled = arbiter.release(&key)?;
            let delivery = arbiter.deliver(&transport)?;
            say!(
                "{key}: {} ({}); sent {} reply(ies)",
                handled.outcome,
                handled.detail,
                delivery.sent
            );
            Ok(ExitCode::SUCCESS)
        }
        Command::Tournament(command) => {
            let (mut arbiter, _inbox, transport) = open_all(&config, &paths)?;
            arbiter.set_now(now);
            tournament_command(&mut arbiter, &transport, command)
        }
        Command::Export { game } => {
            let arbiter = Arbiter::open(config, &paths)?;
            let (stored, record) = arbiter.game(game)?;
            let date = stored
                .created_at
                .get(..10)
                .unwrap_or("????-??-??")
                .replace('-', ".");
            say_raw!("{}", pgn::export(&stored, &record, &date));
            Ok(ExitCode::SUCCESS)
        }
        Command::Replay(args) => replay_command(args),
        Command::Perft(args) => perft_command(args).map(|_| ExitCode::SUCCESS),
        Command::Variants { .. } => Ok(ExitCode::SUCCESS),
    }
}

/// How long `arbiter run` may take to finish after SIGTERM/SIGINT before it exits
/// anyway (a relay or a search that does not return in time). Exiting then is safe
/// for the same reason kill -9 is: each message and each reply is its own
/// transaction, rolled back and done again at the next start.
const STOP_GRACE: std::time::Duration = std::time::Duration::from_secs(2);

/// Starts a thread that ends the process [`STOP_GRACE`] after `stop` is set, if the
/// daemon has not returned by then (issue 12 §7: SIGTERM ends `run` within 2 s).
fn stop_watchdog(stop: &std::sync::Arc<std::sync::atomic::AtomicBool>) {
    let stop = std::sync::Arc::clone(stop);
    std::thread::spawn(move || {
        while !stop.load(std::sync::atomic::Ordering::SeqCst) {
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        std::thread::sleep(STOP_GRACE);
        tracing::warn!(
            grace = ?STOP_GRACE,
            "still busy after the stop signal; exiting now (the unfinished message or reply is done at the next start)"
        );
        std::process::exit(0);
    });
}

/// Renders every reply template with sample data (issue 12 §9).
///
/// Errors: the template that does not parse or render, with minijinja's reason.
fn check_templates(paths: &Paths) -> Result<Vec<&'static str>> {
    pbem_arbiter::output::templates::Templates::new(paths.templates.as_deref())
        .check()
        .context("checking the reply templates")
}

/// `arbiter check-config`: the config was read and checked by the time this runs
/// (a bad key ends the program before); here the transport is built and every
/// template rendered.
fn check_config(config: &Config, paths: &Paths, file: Option<&Path>) -> Result<()> {
    let origin = file.map_or("(embedded defaults)".to_string(), |f| {
        f.display().to_string()
    });
    say!("config {origin}: every key valid");
    if config.transport.kind != "file" {
        // (The file transport would make its folder: a check makes nothing.)
        Outbound::from_config(config, paths).context("setting up the transport")?;
    }
    say!(
        "transport: {}{}",
        config.transport.kind,
        config
            .transport
            .smtp
            .as_ref()
            .filter(|_| config.transport.kind == "smtp")
            .map(|s| format!(
                " via {}:{} ({})",
                s.host,
                s.port.map_or("default".into(), |p| p.to_string()),
                s.security
            ))
            .unwrap_or_default()
    );
    say!(
        "inbox: {}",
        match config.inbox.kind.as_str() {
            "imap" => config
                .inbox
                .imap
                .as_ref()
                .map_or("imap".to_string(), |i| format!(
                    "imap {}:{} folder {}",
                    i.host,
                    i.port(),
                    i.folder
                )),
            _ => format!("maildir {}", paths.inbox.display()),
        }
    );
    let checked = check_templates(paths)?;
    say!(
        "templates: {} rendered with sample data ({})",
        checked.len(),
        paths
            .templates
            .as_ref()
            .map_or("built-in".to_string(), |d| format!(
                "overrides from {}",
                d.display()
            ))
    );
    if let Some(dir) = &paths.templates {
        if let Ok(entries) = std::fs::read_dir(dir) {
            let mut unknown: Vec<String> = entries
                .filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| !checked.contains(&n.as_str()))
                .collect();
            unknown.sort();
            for name in unknown {
                say!(
                    "note: {} overrides no template (not used)",
                    dir.join(name).display()
                );
            }
        }
    }
    say!("OK");
    Ok(())
}

/// `arbiter status` (issue 12 §9).
fn status(config: Config, paths: &Paths) -> Result<ExitCode> {
    if !paths.database.exists() {
        bail!(
            "no database at {} (make the data directory with `arbiter init`)",
            paths.database.display()
        );
    }
    match pbem_arbiter::daemon::instance::holder(&paths.data_dir) {
        Some(pid) => say!("daemon: process {pid} holds {}", paths.data_dir.display()),
        None => say!("daemon: none holds {}", paths.data_dir.display()),
    }
    if config.inbox.kind == "maildir" {
        let inbox = Inbox::open(&paths.inbox)?;
        say!(
            "inbox: {} mail(s) waiting in {}",
            inbox.waiting().len(),
            inbox.new_dir().display()
        );
    }
    let arbiter = Arbiter::open(config, paths)?;
    let s = store::status::status(arbiter.conn())?;
    say!(
        "outbox: {} waiting ({} after a failure), {} failed (given up), {} sent",
        s.waiting,
        s.retrying,
        s.failed,
        s.sent
    );
    if let Some(oldest) = &s.oldest_waiting {
        say!("oldest waiting reply queued at {oldest}");
    }
    if let Some(next) = &s.next_retry {
        say!("next retry at {next}");
    }
    match &s.last_mail {
        Some(m) => say!(
            "last mail: {} from {} at {}: {} ({} handled in all)",
            m.key,
            m.sender.as_deref().unwrap_or("(unknown)"),
            m.received_at,
            m.outcome,
            s.handled
        ),
        None => say!("last mail: none handled yet"),
    }
    if s.recent_errors.is_empty() {
        say!("recent errors: none");
    } else {
        say!("recent errors (newest first):");
        for e in &s.recent_errors {
            say!(
                "  reply to {} {} after {} attempt(s){}: {}",
                e.to,
                e.status,
                e.attempts,
                e.next_attempt_at
                    .as_deref()
                    .filter(|_| e.status == "waiting")
                    .map(|t| format!(", next at {t}"))
                    .unwrap_or_default(),
                e.error
            );
        }
    }
    say!("held: {} message(s) (see `arbiter held list`)", s.held);
    Ok(ExitCode::SUCCESS)
}

fn tournament_command(
    arbiter: &mut Arbiter,
    transport: &Outbound,
    command: TournamentCommand,
) -> Result<ExitCode> {
    match command {
        TournamentCommand::New {
            name,
            variant,
            options,
            time_control,
            double,
            system,
            rounds,
            players,
        } => {
            let swiss_rounds = match (system.as_str(), rounds) {
                ("round-robin", None) => None,
                ("round-robin", Some(_)) => {
                    anyhow::bail!("--rounds is for --system swiss (a round robin has its own)")
                }
                ("swiss", Some(rounds)) => Some(rounds),
                ("swiss", None) => anyhow::bail!("a Swiss needs --rounds N"),
                (other, _) => {
                    anyhow::bail!("--system {other:?}: use \"round-robin\" or \"swiss\"")
                }
            };
            let options = parse_options(&options)?;
            let time_control = time_control
                .as_deref()
                .map(TimeControl::parse)
                .transpose()?;
            let id = arbiter.create_tournament(&NewTournament {
                name: &name,
                variant: &variant,
                options: &options,
                time_control,
                double,
                swiss_rounds,
                players: &players,
            })?;
            say!("{id}");
            say!(
                "tournament {id}: {name}, {} players; start it with `arbiter tournament start {id}`",
                players.len()
            );
        }
        TournamentCommand::Start { tournament } => {
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
        }
        TournamentCommand::Pair { tournament } => {
            let round = arbiter.pair_swiss(tournament)?;
            let delivery = arbiter.deliver(transport)?;
            match round {
                Some(round) => say!(
                    "tournament {tournament}: round {round} paired; {} message(s) sent",
                    delivery.sent
                ),
                None => say!(
                    "tournament {tournament}: nothing to pair (a round is running, or it is over)"
                ),
            }
        }
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
        } => {
            let w = arbiter.withdraw(tournament, &email, &by, &reason)?;
            let delivery = arbiter.deliver(transport)?;
            say!(
                "{email} withdrew having completed {} of {} games: results {}; {} game(s) forfeited; {} message(s) sent",
                w.completed,
                w.total,
                if w.annulled { "annulled" } else { "stand" },
                w.forfeited.len(),
                delivery.sent
            );
        }
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

fn open_all(config: &Config, paths: &Paths) -> Result<(Arbiter, Inbox, Outbound)> {
    let arbiter = Arbiter::open(config.clone(), paths)?;
    let inbox = Inbox::open(&paths.inbox)?;
    let transport = Outbound::from_config(config, paths)?;
    Ok((arbiter, inbox, transport))
}

fn init(config: &Config, paths: &Paths) -> Result<ExitCode> {
    let (arbiter, _inbox, _transport) = open_all(config, paths)?;
    drop(arbiter);
    std::fs::create_dir_all(&paths.outbox)
        .with_context(|| format!("creating {}", paths.outbox.display()))?;
    say!("data directory: {}", paths.data_dir.display());
    say!("inbox (Maildir): {}", paths.inbox.display());
    say!("outbox: {}", paths.outbox.display());
    say!("database: {}", paths.database.display());
    Ok(ExitCode::SUCCESS)
}

fn show(arbiter: &Arbiter, id: i64) -> Result<()> {
    let (stored, record) = arbiter.game(id)?;
    say!("Game {id}: {} ({})", record.variant.name, record.variant.id);
    say!("White: {}", stored.display(Color::White));
    say!("Black: {}", stored.display(Color::Black));
    match record.outcome() {
        Some(o) => say!("Status: finished, {} ({})", o.result(), o.describe()),
        None => {
            let (n, side) = record.next_turn();
            say!(
                "Status: active, {} to move ({n}{})",
                side.title(),
                if side == Color::White { "." } else { "..." }
            );
        }
    }
    if let Some(offer) = stored.draw_offer {
        say!("Draw offer by {} stands", offer.title());
    }
    say!();
    say_raw!("{}", render(&record.current().diagram(), Color::White));
    say!();
    say!(
        "Moves: {}",
        if record.move_list().is_empty() {
            "(none)".into()
        } else {
            record.move_list()
        }
    );
    say!("Position: {}", record.current().position_text());
    if let Some(clock) = arbiter.clock_text(id, None)? {
        say!();
        say_raw!("{clock}");
    }
    let log = store::clock_tables::game_log(arbiter.conn(), id)?;
    if !log.is_empty() {
        say!();
        say!("Log:");
        for line in log {
            say!(
                "  {} {} {}: {}",
                line.at,
                line.actor,
                line.action,
                line.reason
            );
        }
    }
    Ok(())
}

fn parse_options(list: &[String]) -> Result<Options> {
    let mut options = Options::new();
    for item in list {
        let Some((key, value)) = item.split_once('=') else {
            bail!("option {item:?} must be KEY=VALUE");
        };
        options.insert(key.trim().to_string(), value.trim().to_string());
    }
    Ok(options)
}

fn read_input(file: &str) -> Result<String> {
    if file == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("reading standard input")?;
        return Ok(text);
    }
    let bytes = std::fs::read(Path::new(file)).with_context(|| format!("reading {file}"))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn replay_command(args: ReplayArgs) -> Result<ExitCode> {
    let text = read_input(&args.file)?;
    let games = replay::read_scores(&text, args.variant.as_deref())?;
    if games.is_empty() {
        bail!("{} holds no game score", args.file);
    }
    let settings = ReplaySettings {
        variant: args.variant,
        fen: args.fen,
        options: parse_options(&args.options)?,
    };
    let mut all_legal = true;
    for (index, game) in games.iter().enumerate() {
        let report = replay::replay(game, &settings)?;
        all_legal &= !report.stopped;
        if args.json {
            for turn in &report.turns {
                say!("{}", serde_json::to_string(turn)?);
            }
            let last_error = report
                .turns
                .iter()
                .find(|t| !t.ok)
                .and_then(|t| t.error.clone());
            say!(
                "{}",
                serde_json::json!({
                    "result": report.result,
                    "termination": report.termination,
                    "game": index + 1,
                    "stopped": report.stopped,
                    "error": last_error,
                    "fen": report.game.current().position_text(),
                })
            );
            continue;
        }
        if games.len() > 1 {
            let title = game
                .tag("White")
                .zip(game.tag("Black"))
                .map(|(w, b)| format!(": {w} v {b}"))
                .unwrap_or_default();
            say!("== Game {}{title}", index + 1);
        }
        for turn in &report.turns {
            say!("{}", replay::format_turn(turn));
        }
        if let Some(bad) = report.turns.iter().find(|t| !t.ok) {
            say!();
            say!(
                "Stopped at ply {} ({} {}): {}",
                bad.ply,
                bad.side,
                bad.input,
                bad.error.as_deref().unwrap_or("")
            );
        }
        say!();
        say_raw!("{}", render(&report.game.current().diagram(), Color::White));
        say!("Position: {}", report.game.current().position_text());
        say!("Result: {} ({})", report.result, report.termination);
        if games.len() > 1 {
            say!();
        }
    }
    Ok(if all_legal {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn perft_command(args: PerftArgs) -> Result<()> {
    let options = parse_options(&args.options)?;
    let game = GameRecord::new(&args.variant, &options, args.fen.as_deref())?;
    let position = game.current();
    if args.divide {
        let mut total = 0;
        for (turn, nodes) in position.divide(args.depth) {
            say!("{turn}: {nodes}");
            total += nodes;
        }
        say!();
        say!("Nodes: {total}");
    } else {
        say!("{}", position.perft(args.depth));
    }
    Ok(())
}
