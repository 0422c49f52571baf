//! The rules engine from the command line, without a data directory or a config:
//! `replay` (check a game score turn by turn), `perft` (count the legal-move
//! tree) and `variants` (what the arbiter referees and how turns are written).

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};

use pbem_arbiter::board::geometry::Color;
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter::output::drawing::render;
use pbem_arbiter::output::locale;
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::replay::{self, ReplayReport, ReplaySettings};
use pbem_arbiter::rules::{self, VariantInfo};

use super::args::{PerftArgs, ReplayArgs};
use super::parse_options;

/// `arbiter replay`: every game of the score replayed; exit code 1 when any of
/// them stops at an illegal turn.
pub fn replay(args: ReplayArgs) -> Result<ExitCode> {
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
            say_json(&report, index)?;
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
        say_text(&report);
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

/// The score's text: the file, or standard input for `-` (invalid UTF-8 replaced,
/// not refused).
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

/// `replay --json`: one JSON object per turn, then one with the result of game
/// number `index + 1`.
fn say_json(report: &ReplayReport, index: usize) -> Result<()> {
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
    Ok(())
}

/// One replayed game for a person: each turn, where it stopped, the final
/// diagram, position and result.
fn say_text(report: &ReplayReport) {
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
}

/// `arbiter perft`: the number of leaf nodes at the depth, or per first move with
/// `--divide`.
pub fn perft(args: PerftArgs) -> Result<ExitCode> {
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
    Ok(ExitCode::SUCCESS)
}

/// `arbiter variants`: the list with each variant's options; with `--help ID`
/// (not empty), how that variant's turns are written.
pub fn variants(help: Option<&str>) -> Result<ExitCode> {
    match help {
        Some(id) if !id.is_empty() => say_notation_help(rules::variant(id)?),
        _ => rules::registry().iter().for_each(say_variant_line),
    }
    Ok(ExitCode::SUCCESS)
}

/// `variants --help ID`.
fn say_notation_help(v: &VariantInfo) {
    say!("{} ({}): {}\n", v.name, v.id, v.summary);
    say!("How turns are written:\n");
    let help = locale::variant_help(Language::English, v);
    say!("{}", help.trim_end());
}

/// One variant of the list, and its options on a line below when it has some.
fn say_variant_line(v: &VariantInfo) {
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
