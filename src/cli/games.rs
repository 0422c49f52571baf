//! `arbiter game ...` (make, show, verify, list; the organiser's abort,
//! adjudicate, takeback, resend, pause, resume), `arbiter clocks` and
//! `arbiter export`.

use std::process::ExitCode;

use anyhow::Result;

use pbem_arbiter::arbiter::{parse_result, Arbiter, GameFlags, GameSetup, OrganiserAction};
use pbem_arbiter::board::geometry::Color;
use pbem_arbiter::corr::clock::{self, TimeControl};
use pbem_arbiter::corr::ids::GameId;
use pbem_arbiter::notation::move_label;
use pbem_arbiter::output::drawing::render;
use pbem_arbiter::output::pgn;
use pbem_arbiter::store;

use super::args::{GameCommand, NewGameArgs, OrganiserArgs};
use super::{parse_options, Startup};

/// Runs one `arbiter game` subcommand.
pub fn game(setup: &Startup, command: GameCommand) -> Result<ExitCode> {
    match command {
        GameCommand::New(args) => new_game(setup, &args),
        GameCommand::Show { game, conditionals } => show(setup, game, conditionals),
        GameCommand::Verify { game } => verify(setup, game),
        GameCommand::List => list(setup),
        GameCommand::Abort(args) => organise(setup, args, OrganiserAction::Abort),
        GameCommand::Adjudicate { args, result } => organise(
            setup,
            args,
            OrganiserAction::Adjudicate(parse_result(&result)?),
        ),
        GameCommand::Takeback(args) => organise(setup, args, OrganiserAction::TakeBack),
        GameCommand::Resend { args, to } => organise(setup, args, OrganiserAction::Resend { to }),
        GameCommand::Pause(args) => organise(setup, args, OrganiserAction::Pause),
        GameCommand::Resume(args) => organise(setup, args, OrganiserAction::Resume),
    }
}

/// `game new`: prints the game's number alone on the first line and mails both
/// players; the clock (if any) starts at now.
fn new_game(setup: &Startup, new: &NewGameArgs) -> Result<ExitCode> {
    let control = new
        .time_control
        .as_deref()
        .map(TimeControl::parse)
        .transpose()?;
    let (mut arbiter, _inbox, transport) = setup.open_all_at_now()?;
    let options = parse_options(&new.options)?;
    let setup = GameSetup {
        variant: &new.variant,
        options: &options,
        white: &new.white,
        black: &new.black,
        fen: new.fen.as_deref(),
        time_control: control,
    };
    let id = arbiter.create_game_timed(
        &setup,
        GameFlags {
            rated: !new.unrated,
            private: new.private,
        },
    )?;
    say!("{id}");
    let delivery = arbiter.announce_and_deliver(&transport)?;
    say!(
        "game {id}: {}, White {}, Black {}; first messages sent: {}",
        new.variant,
        new.white,
        new.black,
        delivery.sent
    );
    Ok(ExitCode::SUCCESS)
}

/// `game show`: players, status, diagram, moves, clock and the organisers' log.
fn show(setup: &Startup, id: GameId, conditionals: bool) -> Result<ExitCode> {
    let arbiter = setup.arbiter_at_now()?;
    let (stored, record) = arbiter.game(id)?;
    say!("Game {id}: {} ({})", record.variant.name, record.variant.id);
    say!("White: {}", stored.display(Color::White));
    say!("Black: {}", stored.display(Color::Black));
    match record.outcome() {
        Some(o) => say!("Status: finished, {} ({})", o.result(), o.describe()),
        None => {
            let (n, side) = record.next_turn();
            say!(
                "Status: active, {} to move ({})",
                side.title(),
                move_label(n, side)
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
    say_log(&arbiter, id)?;
    if conditionals {
        say_conditionals(&arbiter, id)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Each player's pending conditional moves (`game show --conditionals`, for
/// organisers).
fn say_conditionals(arbiter: &Arbiter, id: GameId) -> Result<()> {
    say!();
    say!("Conditional moves pending:");
    for side in Color::BOTH {
        let lines = pbem_arbiter::arbiter::written_lines(arbiter.conn(), id, side)?;
        if lines.is_empty() {
            say!("  {}: none", side.title());
        }
        for line in lines {
            say!("  {}: {line}", side.title());
        }
    }
    Ok(())
}

/// The game's log of organisers' actions (who, what, why), when it has any.
fn say_log(arbiter: &Arbiter, id: GameId) -> Result<()> {
    let log = store::clock_tables::game_log(arbiter.conn(), id)?;
    if log.is_empty() {
        return Ok(());
    }
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
    Ok(())
}

/// `game verify`: exit code 1 on any disagreement between the store and a replay.
fn verify(setup: &Startup, game: GameId) -> Result<ExitCode> {
    let arbiter = setup.arbiter()?;
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

/// `game list`: one line per game.
fn list(setup: &Startup) -> Result<ExitCode> {
    let arbiter = setup.arbiter()?;
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

/// An organiser's command on a game: carried out, logged with who and why, and
/// told to both players.
fn organise(setup: &Startup, args: OrganiserArgs, action: OrganiserAction) -> Result<ExitCode> {
    let (mut arbiter, _inbox, transport) = setup.open_all_at_now()?;
    let what = arbiter.organise(args.game, &action, &args.by, &args.reason)?;
    let delivery = arbiter.announce_and_deliver(&transport)?;
    say!(
        "game {}: {} {what}; {} message(s) sent",
        args.game,
        args.by,
        delivery.sent
    );
    Ok(ExitCode::SUCCESS)
}

/// `arbiter clocks`: the running clocks at now, OVERDUE past the deadline.
pub fn clocks(setup: &Startup) -> Result<ExitCode> {
    let arbiter = setup.arbiter_at_now()?;
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

/// `arbiter publish [DIR]`: the whole site, into DIR or `[publish] dir`.
pub fn publish(setup: &Startup, dir: Option<&std::path::Path>) -> Result<ExitCode> {
    let dir = match dir.or(setup.config.publish.dir.as_deref()) {
        Some(dir) => dir.to_path_buf(),
        None => anyhow::bail!(
            "name the site's folder: `arbiter publish DIR`, or set [publish] dir in the config"
        ),
    };
    let arbiter = setup.arbiter()?;
    let report = arbiter.publish_all(&dir)?;
    say!(
        "published {} game(s) and {} event(s) in {}: {} file(s) written, {} unchanged, {} removed",
        report.games,
        report.events,
        dir.display(),
        report.written,
        report.unchanged,
        report.removed
    );
    Ok(ExitCode::SUCCESS)
}

/// `arbiter export`: the game as PGN, dated by the day it was made.
pub fn export(setup: &Startup, game: GameId) -> Result<ExitCode> {
    let arbiter = setup.arbiter()?;
    let (stored, record) = arbiter.game(game)?;
    let date = stored
        .created_at
        .get(..10)
        .unwrap_or("????-??-??")
        .replace('-', ".");
    let times = arbiter.move_times(&stored)?;
    say_raw!("{}", pgn::export(&stored, &record, &date, &times));
    Ok(ExitCode::SUCCESS)
}
