//! The `tournament` commands: one grammar (clap) and one runner for the command
//! line (`arbiter tournament ...`) and for an organiser's mail (a line `tournament
//! new "Winter Cup" --system swiss --rounds 5 --player ...`). Both
//! give the same answer text; the command line prints it, the mail replies with
//! it.

use clap::{Args, Parser, Subcommand};
use rusqlite::Connection;

use crate::arbiter::errors::{ArbiterError, TournamentError};
use crate::arbiter::events::swiss_rounds::{pair_in, trf_of};
use crate::arbiter::events::tournaments::{
    create_in, pgn_of, start_in, table, withdraw_in, NewTournament,
};
use crate::arbiter::players::personal::leave_days_in;
use crate::arbiter::players::ratings::Seed;
use crate::arbiter::service::Service;
use crate::corr::clock::TimeControl;
use crate::rules::Options;
use crate::store::tournament_tables as rows;

#[derive(Subcommand, Debug, Clone, PartialEq, Eq)]
pub enum TournamentCommand {
    /// Make a tournament (round robin, or Swiss with --system swiss); prints its
    /// number alone on the first line. Pairing numbers (start ranks) follow the
    /// order of --player (draw or seed the order first).
    New(NewTournamentArgs),
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
    /// The crosstable and standings with the event's tie-breaks (`new
    /// --tiebreaks`; by default a round robin with direct encounter,
    /// Sonneborn-Berger and Buchholz, a Swiss with Buchholz cut 1, Buchholz and
    /// Sonneborn-Berger; FIDE C.07); a knock-out cup's bracket.
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

/// The flags of `tournament new`.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct NewTournamentArgs {
    /// The tournament's name ([Event] in its PGN).
    pub name: String,
    #[arg(long, default_value = "chess")]
    pub variant: String,
    /// Variant option KEY=VALUE (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Time control of every game (see `game new --time-control`).
    #[arg(long, value_name = "CONTROL")]
    pub time_control: Option<String>,
    /// Double round robin: each pair meets twice, colours reversed.
    #[arg(long)]
    pub double: bool,
    /// `round-robin` (Berger tables) or `swiss` (Dutch system, paired round by
    /// round by `[tournament] pairing_engine`; needs --rounds).
    #[arg(long, default_value = "round-robin")]
    pub system: String,
    /// The number of rounds of a Swiss (fewer than the number of players).
    #[arg(long)]
    pub rounds: Option<u32>,
    /// An entrant: EMAIL or "Name <EMAIL>" (repeatable, at least 2).
    #[arg(
        long = "player",
        value_name = "ENTRANT",
        required_unless_present = "entries_until"
    )]
    pub players: Vec<String>,
    /// Whether players may leave conditional moves (`if ... then ...` lines) in
    /// the event's games: `on` (the default) or `off`.
    #[arg(long, value_name = "on|off", default_value = "on", value_parser = ["on", "off"])]
    pub conditionals: String,
    /// Open the tournament for entries by mail (`enter N`) until this day
    /// (2026-12-10: its end, UTC) or instant (RFC 3339); --player is then
    /// optional (those given are entered at once).
    #[arg(long, value_name = "DATE")]
    pub entries_until: Option<String>,
    /// With --entries-until: at most this many entrants.
    #[arg(long, value_name = "N", requires = "entries_until")]
    pub max_players: Option<u32>,
    /// With --entries-until: only players rated at least R (1 to 3999) enter: the
    /// arbiter's rating in the variant, else a rating from elsewhere.
    #[arg(long, value_name = "R", requires = "entries_until",
          value_parser = clap::value_parser!(u32).range(1..=3999))]
    pub min_rating: Option<u32>,
    /// A knock-out cup (`--system knockout`): games per match, colours
    /// alternating, the higher seed White first.
    #[arg(long, value_name = "N")]
    pub games: Option<u32>,
    /// A knock-out cup: how a tied match is decided: `extra` (another pair of
    /// games, until one leads; the default) or `seed` (the higher seed goes
    /// through).
    #[arg(long, value_name = "extra|seed")]
    pub tie_rule: Option<String>,
    /// The ordered list of tie-breaks (FIDE C.07 Art. 4.1), FIDE's acronyms
    /// comma-separated: DE (direct encounter), WIN, WON, BPG, BWG, PS
    /// (progressive score), BH (Buchholz), SB (Sonneborn-Berger); BH and SB also
    /// with -C1, -C2 (cut) or -M1, -M2 (median). Default: DE,SB,BH for a round
    /// robin, BH-C1,BH,SB for a Swiss.
    #[arg(long, value_name = "LIST")]
    pub tiebreaks: Option<String>,
    /// Give the pairing numbers (a knock-out cup's seeds) at the start by rating,
    /// highest first: `rating`
    /// (the arbiter's own Glicko-2 rating in the variant) or `external` (the
    /// ICCF or FIDE rating entered with `player external`); players without one
    /// last, ties in the order given. Without it: the order given.
    #[arg(long, value_name = "rating|external")]
    pub seed: Option<Seed>,
    /// The event's games do not count for the ratings.
    #[arg(long)]
    pub unrated: bool,
    /// The event and its games are never published on the site.
    #[arg(long)]
    pub private: bool,
}

impl TournamentCommand {
    /// The command as a mail line that [`read_mail_line`] reads back to it:
    /// `tournament new 'Winter Cup' --variant chess ...`, words quoted as a shell
    /// would need them.
    pub fn to_mail_line(&self) -> String {
        let mut words: Vec<String> = vec!["tournament".into()];
        let mut push = |w: &str| words.push(w.to_string());
        match self {
            TournamentCommand::New(a) => {
                push("new");
                push(&a.name);
                for (flag, value) in [
                    ("--variant", Some(a.variant.as_str())),
                    ("--time-control", a.time_control.as_deref()),
                    ("--system", Some(a.system.as_str())),
                    ("--conditionals", Some(a.conditionals.as_str())),
                    ("--entries-until", a.entries_until.as_deref()),
                    ("--seed", a.seed.map(Seed::word)),
                ] {
                    if let Some(v) = value {
                        push(&format!("{flag}={v}"));
                    }
                }
                if let Some(r) = a.rounds {
                    push(&format!("--rounds={r}"));
                }
                if a.double {
                    push("--double");
                }
                if a.unrated {
                    push("--unrated");
                }
                if a.private {
                    push("--private");
                }
                if let Some(m) = a.max_players {
                    push(&format!("--max-players={m}"));
                }
                if let Some(m) = a.min_rating {
                    push(&format!("--min-rating={m}"));
                }
                if let Some(g) = a.games {
                    push(&format!("--games={g}"));
                }
                if let Some(t) = &a.tie_rule {
                    push(&format!("--tie-rule={t}"));
                }
                if let Some(t) = &a.tiebreaks {
                    push(&format!("--tiebreaks={t}"));
                }
                // `--flag=value`: a value that starts with '-' is not a flag then.
                for o in &a.options {
                    push(&format!("--option={o}"));
                }
                for p in &a.players {
                    push(&format!("--player={p}"));
                }
            }
            TournamentCommand::Start { tournament } => {
                push("start");
                push(&tournament.to_string());
            }
            TournamentCommand::Pair { tournament } => {
                push("pair");
                push(&tournament.to_string());
            }
            TournamentCommand::Trf { tournament } => {
                push("trf");
                push(&tournament.to_string());
            }
            TournamentCommand::Table { tournament, html } => {
                push("table");
                push(&tournament.to_string());
                if *html {
                    push("--html");
                }
            }
            TournamentCommand::Withdraw {
                tournament,
                email,
                reason,
                by,
            } => {
                push("withdraw");
                push(&tournament.to_string());
                push(email);
                push(&format!("--reason={reason}"));
                push(&format!("--by={by}"));
            }
            TournamentCommand::Pgn { tournament } => {
                push("pgn");
                push(&tournament.to_string());
            }
            TournamentCommand::LeaveDays { tournament, days } => {
                push("leave-days");
                push(&tournament.to_string());
                push(&days.to_string());
            }
            TournamentCommand::List => push("list"),
        }
        shlex::try_join(words.iter().map(String::as_str)).unwrap_or_else(|_| words.join(" "))
    }
}

/// A mail line as the command line's words: `tournament` and the rest.
#[derive(Parser, Debug)]
#[command(
    name = "tournament",
    no_binary_name = false,
    disable_version_flag = true
)]
struct MailLine {
    #[command(subcommand)]
    command: TournamentCommand,
}

/// Reads an organiser's mail line `tournament SUBCOMMAND ...` with the command
/// line's grammar. Words are split as a shell does (quotes keep a name with
/// spaces together: `tournament new "Winter Cup" ...`).
///
/// # Errors
///
/// The reason in words, as clap writes it for the command line (an
/// unknown subcommand or flag, a missing value), or unbalanced quotes.
pub fn read_mail_line(line: &str) -> Result<TournamentCommand, String> {
    let words = shlex::split(line.trim())
        .ok_or_else(|| "the line has a quote that is not closed".to_string())?;
    match words.first() {
        Some(w) if w.eq_ignore_ascii_case("tournament") => {}
        _ => return Err("a tournament command starts with the word \"tournament\"".into()),
    }
    MailLine::try_parse_from(words)
        .map(|l| l.command)
        .map_err(|e| e.render().to_string().trim().to_string())
}

/// `--system` and `--rounds` together: `None` for a round robin, the number of
/// rounds for a Swiss.
///
/// # Errors
///
/// [`TournamentError::System`] for rounds in a round robin, a Swiss
/// without rounds or an unknown system.
fn swiss_rounds(system: &str, rounds: Option<u32>) -> Result<Option<u32>, TournamentError> {
    match (system, rounds) {
        ("round-robin", None) => Ok(None),
        ("round-robin", Some(_)) => Err(TournamentError::System(
            "--rounds is for --system swiss (a round robin has its own)".into(),
        )),
        ("swiss", Some(rounds)) => Ok(Some(rounds)),
        ("knockout", None) => Ok(None),
        ("knockout", Some(_)) => Err(TournamentError::System(
            "--rounds is for --system swiss (a cup has as many rounds as its field needs)".into(),
        )),
        ("swiss", None) => Err(TournamentError::System("a Swiss needs --rounds N".into())),
        (other, _) => Err(TournamentError::System(format!(
            "--system {other:?}: use \"round-robin\", \"swiss\" or \"knockout\""
        ))),
    }
}

/// `--games` and `--tie-rule` of a knock-out cup: `None` for another system.
///
/// # Errors
///
/// [`TournamentError::System`] for either flag without `--system
/// knockout`, or an unknown tie rule.
fn knockout(
    args: &NewTournamentArgs,
) -> Result<Option<(u32, crate::corr::knockout::TieRule)>, TournamentError> {
    if args.system != "knockout" {
        if args.games.is_some() || args.tie_rule.is_some() {
            return Err(TournamentError::System(
                "--games and --tie-rule are for --system knockout".into(),
            ));
        }
        return Ok(None);
    }
    let tie = match args.tie_rule.as_deref() {
        None => crate::corr::knockout::TieRule::Extra,
        Some(text) => crate::corr::knockout::TieRule::parse(text).map_err(|t| {
            TournamentError::System(format!(
                "--tie-rule {t:?}: use \"extra\" (another pair of games) or \"seed\" (the higher seed goes through)"
            ))
        })?,
    };
    Ok(Some((args.games.unwrap_or(2), tie)))
}

/// Variant options given as `--option KEY=VALUE`.
///
/// # Errors
///
/// [`TournamentError::Option`] for an item without `=`.
fn options(list: &[String]) -> Result<Options, TournamentError> {
    let mut options = Options::new();
    for item in list {
        let Some((key, value)) = item.split_once('=') else {
            return Err(TournamentError::Option(item.clone()));
        };
        options.insert(key.trim().to_string(), value.trim().to_string());
    }
    Ok(options)
}

/// Runs `command` inside the transaction `tx`, for `by` (the organiser, into the
/// logs), and returns the answer text (without the count of messages sent, which
/// only delivery knows).
///
/// # Errors
///
/// The [`ArbiterError`] of the operation (a tournament error, a pairing
/// error, a store error); the transaction is then the caller's to roll back.
pub(crate) fn run(
    service: &Service,
    tx: &Connection,
    command: &TournamentCommand,
    by: &str,
) -> Result<String, ArbiterError> {
    Ok(match command {
        TournamentCommand::New(args) => {
            let time_control = match args.time_control.as_deref() {
                Some(text) => Some(
                    TimeControl::parse(text)
                        .map_err(|e| TournamentError::System(format!("--time-control: {e}")))?,
                ),
                None => None,
            };
            let id = create_in(
                service,
                tx,
                &NewTournament {
                    name: &args.name,
                    variant: &args.variant,
                    options: &options(&args.options)?,
                    time_control,
                    double: args.double,
                    swiss_rounds: swiss_rounds(&args.system, args.rounds)?,
                    knockout: knockout(args)?,
                    tiebreaks: match args.tiebreaks.as_deref() {
                        Some(text) => {
                            Some(crate::corr::tiebreak::parse_list(text).map_err(|e| {
                                TournamentError::System(format!("--tiebreaks: {e}"))
                            })?)
                        }
                        None => None,
                    },
                    players: &args.players,
                    conditionals: args.conditionals == "on",
                    entries_until: args
                        .entries_until
                        .as_deref()
                        .map(crate::arbiter::events::entries::entries_until)
                        .transpose()?,
                    max_players: args.max_players,
                    min_rating: args.min_rating,
                    seed: args.seed,
                    rated: !args.unrated,
                    private: args.private,
                },
            )?;
            format!(
                "{id}\ntournament {id}: {}, {} players{}{}; start it with `tournament start {id}`\n",
                args.name,
                args.players.len(),
                match args.seed {
                    Some(Seed::External) => {
                        "; pairing numbers by the ratings from elsewhere at the start"
                    }
                    Some(Seed::Rating) => "; pairing numbers by rating at the start",
                    None => "",
                },
                if args.unrated { "; unrated" } else { "" },
            )
        }
        TournamentCommand::Start { tournament } => {
            let games = start_in(service, tx, *tournament)?;
            format!(
                "tournament {tournament}: {} game(s) started ({})\n",
                games.len(),
                games
                    .iter()
                    .map(|g| g.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        }
        TournamentCommand::Pair { tournament } => match pair_in(service, tx, *tournament)? {
            Some(round) => format!("tournament {tournament}: round {round} paired\n"),
            None => format!(
                "tournament {tournament}: nothing to pair (a round is running, or it is over)\n"
            ),
        },
        TournamentCommand::Trf { tournament } => trf_of(tx, *tournament)?,
        TournamentCommand::Table { tournament, html } => table(
            service,
            tx,
            *tournament,
            crate::arbiter::events::table_form::TableForm::page(*html),
        )?,
        TournamentCommand::Withdraw {
            tournament,
            email,
            reason,
            by: named,
        } => {
            let by = if named == "organiser" { by } else { named };
            let w = withdraw_in(service, tx, *tournament, email, by, reason)?;
            format!(
                "{email} withdrew having completed {} of {} games: results {}; {} game(s) forfeited\n",
                w.completed,
                w.total,
                if w.annulled { "annulled" } else { "stand" },
                w.forfeited.len(),
            )
        }
        TournamentCommand::Pgn { tournament } => pgn_of(tx, *tournament)?,
        TournamentCommand::LeaveDays { tournament, days } => {
            leave_days_in(tx, *tournament, *days)?;
            format!("tournament {tournament}: {days} day(s) of leave a year per player\n")
        }
        TournamentCommand::List => rows::list(tx)?
            .into_iter()
            .map(|(id, name, variant, status)| {
                format!("{id:>5}  {variant:<10} {status:<11} {name}\n")
            })
            .collect(),
    })
}

impl crate::arbiter::service::Arbiter {
    /// Runs a `tournament` command in a transaction of its own (the command
    /// line's); returns the answer text. See [`read_mail_line`] for the grammar.
    ///
    /// # Errors
    ///
    /// The [`ArbiterError`] of the operation; nothing is written then.
    pub fn tournament_command(
        &mut self,
        command: &TournamentCommand,
        by: &str,
    ) -> Result<String, ArbiterError> {
        let tx = self.store.transaction()?;
        let answer = run(&self.service, &tx, command, by)?;
        tx.commit().map_err(crate::store::StoreError::from)?;
        Ok(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mail_lines_read_with_the_command_lines_grammar() {
        let c = read_mail_line(
            "tournament new \"Winter Cup\" --system swiss --rounds 3 --player a@x.org --player b@x.org",
        )
        .unwrap();
        let TournamentCommand::New(args) = c else {
            panic!("{c:?}")
        };
        assert_eq!(args.name, "Winter Cup");
        assert_eq!(args.rounds, Some(3));
        assert_eq!(
            read_mail_line("Tournament start 4"),
            Ok(TournamentCommand::Start { tournament: 4 })
        );
        assert!(read_mail_line("tournament frobnicate")
            .unwrap_err()
            .contains("frobnicate"));
        assert!(read_mail_line("tournament new \"Cup")
            .unwrap_err()
            .contains("quote"));
        assert!(read_mail_line("tournament start twelve").is_err());
    }
}
