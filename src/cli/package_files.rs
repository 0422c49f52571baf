//! `arbiter package-files DIR` (hidden): the man pages and the shell completions
//! of the Debian package, made from the clap definitions in [`super::args`]
//! (clap_mangen, clap_complete). scripts/package.sh runs the binary it is about
//! to package, so the pages and completions describe exactly that binary's
//! commands and carry its version; nothing is written by hand.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::CommandFactory;
use clap_complete::Shell;

use super::args::Cli;

/// The binary's name, as `Cli` gives it and the shells call it.
const BINARY: &str = "arbiter";

/// The completion files, each under the name its shell looks for in the
/// directory Debian gives it: bash-completion's `completions/arbiter`, zsh's
/// `vendor-completions/_arbiter`, fish's `vendor_completions.d/arbiter.fish`.
const COMPLETIONS: [(Shell, &str); 3] = [
    (Shell::Bash, "arbiter"),
    (Shell::Zsh, "_arbiter"),
    (Shell::Fish, "arbiter.fish"),
];

/// The command line without its hidden subcommands (this one): clap_complete
/// offers hidden subcommands like any other, and clap has no way to take one
/// out, so the root is built again from the parts an operator sees.
fn public_command() -> clap::Command {
    let full = Cli::command();
    // The name and version `#[command(name = "arbiter", version)]` gives `Cli`.
    let mut public = clap::Command::new(BINARY)
        .version(env!("CARGO_PKG_VERSION"))
        .args(full.get_arguments().cloned())
        .subcommands(full.get_subcommands().filter(|s| !s.is_hide_set()).cloned())
        .subcommand_required(full.is_subcommand_required_set());
    if let Some(about) = full.get_about() {
        public = public.about(about.clone());
    }
    if let Some(about) = full.get_long_about() {
        public = public.long_about(about.clone());
    }
    public
}

/// Writes `DIR/man/` (one roff page per command that is not hidden: `arbiter.1`,
/// `arbiter-game.1`, `arbiter-game-new.1`, ...) and `DIR/completions/` (the
/// files of [`COMPLETIONS`]), making the folders, and prints what it wrote.
///
/// # Errors
///
/// A folder or file that cannot be made or written, named.
pub fn write(dir: &Path) -> Result<ExitCode> {
    let man = dir.join("man");
    let completions = dir.join("completions");
    for folder in [&man, &completions] {
        std::fs::create_dir_all(folder).with_context(|| format!("making {}", folder.display()))?;
    }
    clap_mangen::generate_to(public_command(), &man)
        .with_context(|| format!("writing the man pages into {}", man.display()))?;
    let pages = std::fs::read_dir(&man)
        .with_context(|| format!("reading {}", man.display()))?
        .count();
    say!("man pages: {pages} in {}", man.display());
    for (shell, name) in COMPLETIONS {
        // Rendered into memory first: clap_complete panics on a failed write.
        let mut text = Vec::new();
        clap_complete::generate(shell, &mut public_command(), BINARY, &mut text);
        let path = completions.join(name);
        std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
        say!("{shell} completion: {}", path.display());
    }
    Ok(ExitCode::SUCCESS)
}
