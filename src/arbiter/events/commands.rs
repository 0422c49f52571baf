//! The `tournament` commands: one grammar (clap) and one runner for the command
//! line (`arbiter tournament ...`) and for an organiser's mail (a line `tournament
//! new "Winter Cup" --system swiss --rounds 5 --player ...`). Both
//! give the same answer text; the command line prints it, the mail replies with
//! it.

use clap::{Args, Parser, Subcommand};
use rusqlite::Connection;

use crate::arbiter::errors::{ArbiterError, LineError, TournamentError};
use crate::arbiter::events::swiss_rounds::{pair_in, trf_of};
use crate::arbiter::events::team_events::{NewTeams, TeamEntry};
use crate::arbiter::events::tournaments::{
    create_in, pgn_of, start_in, table, withdraw_in, NewTournament,
};
use crate::arbiter::office::Office;
use crate::arbiter::players::personal::leave_days_in;
use crate::arbiter::players::ratings::Seed;
use crate::corr::clock::TimeControl;
use crate::corr::knockout::UnknownTieRule;
use crate::corr::teams::TeamScore;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::rules::Options;
use crate::store::tournament_tables::{self as rows, TournamentSystem};

/// A tournament command, from the command line or an organiser's mail.
#[derive(Subcommand, Debug, Clone, PartialEq, Eq)]
pub enum TournamentCommand {
    /// Make a tournament (round robin, or Swiss with --system swiss); prints its
    /// number alone on the first line. Pairing numbers (start ranks) follow the
    /// order of --player (draw or seed the order first).
    New(Box<NewTournamentArgs>),
    /// Start at now (--now) and mail the players: a round robin makes every game
    /// of every round (Berger tables, FIDE C.05 Annex 1) at once; a Swiss pairs
    /// round 1 with its pairing engine (each next round is paired when the last
    /// one is over).
    Start {
        /// The tournament's number.
        tournament: i64,
    },
    /// Pair the next round of a Swiss now, when its last round is over (the
    /// arbiter also does so at every poll).
    Pair {
        /// The tournament's number.
        tournament: i64,
    },
    /// The Swiss as a FIDE TRF-16 file (with JaVaFo's XXR/XXC lines): the rounds
    /// whose games are all over; a pairing engine fed it pairs the next round.
    Trf {
        /// The tournament's number.
        tournament: i64,
    },
    /// The crosstable and standings with the event's tie-breaks (`new
    /// --tiebreaks`; by default a round robin with direct encounter,
    /// Sonneborn-Berger and Buchholz, a Swiss with Buchholz cut 1, Buchholz and
    /// Sonneborn-Berger; FIDE C.07); a knock-out cup's bracket.
    Table {
        /// The tournament's number.
        tournament: i64,
        /// An HTML page instead of text.
        #[arg(long)]
        html: bool,
    },
    /// Withdraw a player: running games are forfeited; in a round robin (FIDE C.06
    /// V.4) with less than half of the games completed the player's results are
    /// annulled; in a Swiss they stand and the player is not paired again.
    Withdraw {
        /// The tournament's number.
        tournament: i64,
        /// The player's address.
        email: String,
        /// Why: into each game's log and the players' mail.
        #[arg(long)]
        reason: String,
        /// Who withdraws the player, for the log and the mail.
        #[arg(long, default_value = "organiser")]
        by: String,
    },
    /// Every game of the tournament as PGN (the archive).
    Pgn {
        /// The tournament's number.
        tournament: i64,
    },
    /// Set the tournament's yearly leave allowance per player, in days (0 to 366;
    /// without it, `[clock] leave_days_per_year`). A player's leave must fit the
    /// allowance of every tournament they play in.
    LeaveDays {
        /// The tournament's number.
        tournament: i64,
        /// The yearly allowance per player, in days (0 to 366).
        days: u32,
    },
    /// List the tournaments.
    List,
}

/// The flags of `tournament new`.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct NewTournamentArgs {
    /// The tournament's name (`[Event]` in its PGN).
    pub name: String,
    /// The variant every game is played in.
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
    /// An entrant: `EMAIL` or `"Name <EMAIL>"` (repeatable, at least 2).
    #[arg(
        long = "player",
        value_name = "ENTRANT",
        required_unless_present_any = ["entries_until", "teams"]
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
    /// A team of a team event (`--system team-match`, two teams, or
    /// `team-round-robin`, three or more): `NAME=PLAYER,PLAYER,...`, the
    /// players in board order and the first of them the captain; or
    /// `NAME=CAPTAIN:PLAYER,...` with the captain named before a colon (who may
    /// also play). A player is `EMAIL` or `Name <EMAIL>`. Repeatable; the teams
    /// get their pairing numbers in the order given.
    #[arg(long = "team", value_name = "NAME=PLAYERS")]
    pub teams: Vec<String>,
    /// A team event: the games each board plays in a meeting, 1 or 2 (one
    /// with each colour). Default: 2 for a match, 1 for a team round robin.
    #[arg(long, value_name = "1|2")]
    pub games_per_board: Option<u32>,
    /// A team event: the score the teams are ranked by first, `gp` (game
    /// points, as ICCF; the default) or `mp` (match points, 2 a meeting won, 1
    /// drawn); FIDE C.07's GPTS and MPTS. --tiebreaks then takes the team
    /// tie-breaks (MPTS, GPTS, MPvGP, EDE, BC, TBR, BBE, EMMSB, EMGSB, EGMSB,
    /// EGGSB, BH:MP, BH:GP).
    #[arg(long, value_name = "gp|mp")]
    pub team_score: Option<String>,
    /// A team event: the replacements a team may have during the event
    /// (default 3, as ICCF's Olympiad).
    #[arg(long, value_name = "N")]
    pub max_replacements: Option<u32>,
}

impl TournamentCommand {
    /// The command as a mail line that [`read_mail_line`] reads back to it:
    /// `tournament new 'Winter Cup' --variant chess ...`, words quoted as a shell
    /// would need them.
    pub fn to_mail_line(&self) -> String {
        let mut words: Vec<String> = vec!["tournament".into()];
        words.extend(self.words());
        shlex::try_join(words.iter().map(String::as_str)).unwrap_or_else(|_| words.join(" "))
    }

    /// The words after `tournament`: the subcommand, its arguments and flags.
    fn words(&self) -> Vec<String> {
        match self {
            TournamentCommand::New(a) => a.words(),
            TournamentCommand::Start { tournament } => subcommand("start", *tournament, []),
            TournamentCommand::Pair { tournament } => subcommand("pair", *tournament, []),
            TournamentCommand::Trf { tournament } => subcommand("trf", *tournament, []),
            TournamentCommand::Table { tournament, html } => {
                subcommand("table", *tournament, [html.then(|| "--html".to_string())])
            }
            TournamentCommand::Withdraw {
                tournament,
                email,
                reason,
                by,
            } => subcommand(
                "withdraw",
                *tournament,
                [
                    Some(email.clone()),
                    Some(format!("--reason={reason}")),
                    Some(format!("--by={by}")),
                ],
            ),
            TournamentCommand::Pgn { tournament } => subcommand("pgn", *tournament, []),
            TournamentCommand::LeaveDays { tournament, days } => {
                subcommand("leave-days", *tournament, [Some(days.to_string())])
            }
            TournamentCommand::List => vec!["list".into()],
        }
    }
}

/// The words of a subcommand on one tournament: its name, the tournament's
/// number, then those of `rest` that are given.
fn subcommand<const N: usize>(
    name: &str,
    tournament: i64,
    rest: [Option<String>; N],
) -> Vec<String> {
    [name.to_string(), tournament.to_string()]
        .into_iter()
        .chain(rest.into_iter().flatten())
        .collect()
}

impl NewTournamentArgs {
    /// The words of `new`: the name, then the flags given as `--flag=value`
    /// (a value that starts with '-' is not a flag then), in a fixed order.
    fn words(&self) -> Vec<String> {
        let mut words = vec!["new".to_string(), self.name.clone()];
        words.extend(given(self.flags_before_switches()));
        words.extend(
            self.switches()
                .into_iter()
                .filter(|&(_, on)| on)
                .map(|(flag, _)| flag.to_string()),
        );
        words.extend(given(self.flags_after_switches()));
        words.extend(self.options.iter().map(|o| format!("--option={o}")));
        words.extend(self.players.iter().map(|p| format!("--player={p}")));
        words.extend(self.teams.iter().map(|t| format!("--team={t}")));
        words.extend(given([
            (
                "--games-per-board",
                self.games_per_board.map(|g| g.to_string()),
            ),
            ("--team-score", self.team_score.clone()),
            (
                "--max-replacements",
                self.max_replacements.map(|m| m.to_string()),
            ),
        ]));
        words
    }

    /// The flags with a value written before the switches, each with its value
    /// as text if given.
    fn flags_before_switches(&self) -> [(&'static str, Option<String>); 7] {
        [
            ("--variant", Some(self.variant.clone())),
            ("--time-control", self.time_control.clone()),
            ("--system", Some(self.system.clone())),
            ("--conditionals", Some(self.conditionals.clone())),
            ("--entries-until", self.entries_until.clone()),
            ("--seed", self.seed.map(|s| s.word().to_string())),
            ("--rounds", self.rounds.map(|r| r.to_string())),
        ]
    }

    /// The flags without a value, each with whether it is given.
    fn switches(&self) -> [(&'static str, bool); 3] {
        [
            ("--double", self.double),
            ("--unrated", self.unrated),
            ("--private", self.private),
        ]
    }

    /// The flags with a value written after the switches, each with its value as
    /// text if given.
    fn flags_after_switches(&self) -> [(&'static str, Option<String>); 5] {
        [
            ("--max-players", self.max_players.map(|m| m.to_string())),
            ("--min-rating", self.min_rating.map(|m| m.to_string())),
            ("--games", self.games.map(|g| g.to_string())),
            ("--tie-rule", self.tie_rule.clone()),
            ("--tiebreaks", self.tiebreaks.clone()),
        ]
    }
}

/// The flags of `flags` that are given, as words `--flag=value`.
fn given<const N: usize>(
    flags: [(&'static str, Option<String>); N],
) -> impl Iterator<Item = String> {
    flags
        .into_iter()
        .filter_map(|(flag, value)| value.map(|v| format!("{flag}={v}")))
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
/// [`LineError::Grammar`] with the reason as clap writes it for the command
/// line (an unknown subcommand or flag, a missing value);
/// [`LineError::Quote`] for unbalanced quotes; [`LineError::FirstWord`] for a
/// line whose first word is not `tournament`.
pub fn read_mail_line(line: &str) -> Result<TournamentCommand, LineError> {
    let words = shlex::split(line.trim()).ok_or(LineError::Quote)?;
    match words.first() {
        Some(w) if w.eq_ignore_ascii_case("tournament") => {}
        _ => return Err(LineError::FirstWord("tournament")),
    }
    MailLine::try_parse_from(words)
        .map(|l| l.command)
        .map_err(|e| LineError::Grammar(e.render().to_string().trim().to_string()))
}

/// `--system` and `--rounds` together: `None` for a round robin, the number of
/// rounds for a Swiss.
///
/// # Errors
///
/// [`TournamentError::System`] for rounds in a round robin, a Swiss
/// without rounds or an unknown system.
fn swiss_rounds(system: &str, rounds: Option<u32>) -> Result<Option<u32>, TournamentError> {
    let Ok(kind) = TournamentSystem::from_stored(system) else {
        return Err(TournamentError::System(
            Phrase::new("tournament-system-unknown").with("text", format!("{system:?}")),
        ));
    };
    match (kind, rounds) {
        (
            TournamentSystem::RoundRobin
            | TournamentSystem::TeamMatch
            | TournamentSystem::TeamRoundRobin,
            None,
        ) => Ok(None),
        (
            TournamentSystem::RoundRobin
            | TournamentSystem::TeamMatch
            | TournamentSystem::TeamRoundRobin,
            Some(_),
        ) => Err(TournamentError::System(Phrase::new(
            "tournament-system-rounds-round-robin",
        ))),
        (TournamentSystem::Swiss, Some(rounds)) => Ok(Some(rounds)),
        (TournamentSystem::Knockout, None) => Ok(None),
        (TournamentSystem::Knockout, Some(_)) => Err(TournamentError::System(Phrase::new(
            "tournament-system-rounds-knockout",
        ))),
        (TournamentSystem::Swiss, None) => Err(TournamentError::System(Phrase::new(
            "tournament-system-swiss-rounds",
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
    if TournamentSystem::from_stored(&args.system).ok() != Some(TournamentSystem::Knockout) {
        if args.games.is_some() || args.tie_rule.is_some() {
            return Err(TournamentError::System(Phrase::new(
                "tournament-system-knockout-flags",
            )));
        }
        return Ok(None);
    }
    let tie = match args.tie_rule.as_deref() {
        None => crate::corr::knockout::TieRule::Extra,
        Some(text) => {
            crate::corr::knockout::TieRule::parse(text).map_err(|UnknownTieRule(t)| {
                TournamentError::System(
                    Phrase::new("tournament-system-tie-rule").with("text", format!("{t:?}")),
                )
            })?
        }
    };
    Ok(Some((args.games.unwrap_or(2), tie)))
}

/// The teams and team rules of `tournament new` for a team system
/// (`team-match`, `team-round-robin`); `None` for another system.
///
/// # Errors
///
/// [`TournamentError::System`] for a team flag without a team system, a
/// `--team` that does not read, an unknown `--team-score` or a `--tiebreaks`
/// list that names no team tie-break.
fn team_event(args: &NewTournamentArgs) -> Result<Option<NewTeams>, TournamentError> {
    let system = TournamentSystem::from_stored(&args.system).ok();
    let round_robin = match system {
        Some(TournamentSystem::TeamMatch) => false,
        Some(TournamentSystem::TeamRoundRobin) => true,
        _ => {
            if !args.teams.is_empty()
                || args.games_per_board.is_some()
                || args.team_score.is_some()
                || args.max_replacements.is_some()
            {
                return Err(TournamentError::System(Phrase::new(
                    "tournament-team-flags",
                )));
            }
            return Ok(None);
        }
    };
    let mut teams = Vec::new();
    for text in &args.teams {
        teams.push(TeamEntry::read(text).ok_or_else(|| {
            TournamentError::System(
                Phrase::new("tournament-team-unreadable").with("text", format!("{text:?}")),
            )
        })?);
    }
    let score = match args.team_score.as_deref() {
        None => TeamScore::GamePoints,
        Some(text) => TeamScore::parse(text).ok_or_else(|| {
            TournamentError::System(
                Phrase::new("tournament-team-score").with("text", format!("{text:?}")),
            )
        })?,
    };
    let tiebreaks = args
        .tiebreaks
        .as_deref()
        .map(|text| {
            crate::corr::teams::parse_list(text).map_err(|e| {
                TournamentError::System(
                    Phrase::new("tournament-system-tiebreaks").with("error", e.to_string()),
                )
            })
        })
        .transpose()?;
    Ok(Some(NewTeams {
        round_robin,
        teams,
        games_per_board: args
            .games_per_board
            .unwrap_or(if round_robin { 1 } else { 2 }),
        score,
        max_replacements: args.max_replacements.unwrap_or(3),
        tiebreaks,
    }))
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
    office: &Office,
    tx: &Connection,
    command: &TournamentCommand,
    by: &str,
) -> Result<String, ArbiterError> {
    Ok(match command {
        TournamentCommand::New(args) => run_new(office, tx, args)?,
        TournamentCommand::Start { tournament } => run_start(office, tx, *tournament)?,
        TournamentCommand::Pair { tournament } => run_pair(office, tx, *tournament)?,
        TournamentCommand::Trf { tournament } => trf_of(tx, *tournament)?,
        TournamentCommand::Table { tournament, html } => {
            // A text table in the organiser's language (English for one who
            // plays no game here); a page in English.
            let language = if *html {
                Language::English
            } else {
                crate::arbiter::office::language_of(tx, by)?
            };
            table(
                office,
                tx,
                *tournament,
                crate::arbiter::events::table_form::TableForm::page(*html),
                language,
            )?
        }
        TournamentCommand::Withdraw {
            tournament,
            email,
            reason,
            by: named,
        } => {
            let by = if named == "organiser" { by } else { named };
            run_withdraw(office, tx, *tournament, email, by, reason)?
        }
        TournamentCommand::Pgn { tournament } => pgn_of(tx, *tournament)?,
        TournamentCommand::LeaveDays { tournament, days } => {
            leave_days_in(tx, *tournament, *days)?;
            format!("tournament {tournament}: {days} day(s) of leave a year per player\n")
        }
        TournamentCommand::List => run_list(tx)?,
    })
}

/// `tournament new`: reads the flags, makes the tournament and says so.
fn run_new(
    office: &Office,
    tx: &Connection,
    args: &NewTournamentArgs,
) -> Result<String, ArbiterError> {
    let teams = team_event(args)?;
    let id = create_in(
        office,
        tx,
        &NewTournament {
            name: &args.name,
            variant: &args.variant,
            options: &options(&args.options)?,
            time_control: time_control(args.time_control.as_deref())?,
            double: args.double,
            swiss_rounds: swiss_rounds(&args.system, args.rounds)?,
            knockout: knockout(args)?,
            tiebreaks: if teams.is_some() {
                None
            } else {
                tiebreaks(args.tiebreaks.as_deref())?
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
            teams: teams.clone(),
        },
    )?;
    if let Some(teams) = &teams {
        let players: usize = teams.teams.iter().map(|t| t.players.len()).sum();
        return Ok(format!(
            "{id}\ntournament {id}: {}, {} teams, {players} players{}; start it with `tournament start {id}`\n",
            args.name,
            teams.teams.len(),
            if args.unrated { "; unrated" } else { "" },
        ));
    }
    Ok(format!(
        "{id}\ntournament {id}: {}, {} players{}{}; start it with `tournament start {id}`\n",
        args.name,
        args.players.len(),
        seed_note(args.seed),
        if args.unrated { "; unrated" } else { "" },
    ))
}

/// `--time-control` read, if given.
///
/// # Errors
///
/// [`TournamentError::System`] for a time control that does not read.
fn time_control(text: Option<&str>) -> Result<Option<TimeControl>, TournamentError> {
    text.map(|text| {
        TimeControl::parse(text).map_err(|e| {
            TournamentError::System(
                Phrase::new("tournament-system-time-control").with("error", e.to_string()),
            )
        })
    })
    .transpose()
}

/// `--tiebreaks` read, if given.
///
/// # Errors
///
/// [`TournamentError::System`] for a list that does not read.
fn tiebreaks(
    text: Option<&str>,
) -> Result<Option<Vec<crate::corr::tiebreak::TieBreak>>, TournamentError> {
    text.map(|text| {
        crate::corr::tiebreak::parse_list(text).map_err(|e| {
            TournamentError::System(
                Phrase::new("tournament-system-tiebreaks").with("error", e.to_string()),
            )
        })
    })
    .transpose()
}

/// The note of `tournament new`'s answer on how pairing numbers are given.
fn seed_note(seed: Option<Seed>) -> &'static str {
    match seed {
        Some(Seed::External) => "; pairing numbers by the ratings from elsewhere at the start",
        Some(Seed::Rating) => "; pairing numbers by rating at the start",
        None => "",
    }
}

/// `tournament start`: starts the tournament and lists the games started.
fn run_start(office: &Office, tx: &Connection, tournament: i64) -> Result<String, ArbiterError> {
    let games = start_in(office, tx, tournament)?;
    Ok(format!(
        "tournament {tournament}: {} game(s) started ({})\n",
        games.len(),
        games
            .iter()
            .map(|g| g.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    ))
}

/// `tournament pair`: pairs the next round of a Swiss, if it is due.
fn run_pair(office: &Office, tx: &Connection, tournament: i64) -> Result<String, ArbiterError> {
    Ok(match pair_in(office, tx, tournament)? {
        Some(round) => format!("tournament {tournament}: round {round} paired\n"),
        None => format!(
            "tournament {tournament}: nothing to pair (a round is running, or it is over)\n"
        ),
    })
}

/// `tournament withdraw`: withdraws `email` and says what became of the results.
fn run_withdraw(
    office: &Office,
    tx: &Connection,
    tournament: i64,
    email: &str,
    by: &str,
    reason: &str,
) -> Result<String, ArbiterError> {
    let w = withdraw_in(office, tx, tournament, email, by, reason)?;
    Ok(format!(
        "{email} withdrew having completed {} of {} games: results {}; {} game(s) forfeited\n",
        w.completed,
        w.total,
        if w.annulled { "annulled" } else { "stand" },
        w.forfeited.len(),
    ))
}

/// `tournament list`: one line per tournament.
fn run_list(tx: &Connection) -> Result<String, ArbiterError> {
    Ok(rows::list(tx)?
        .into_iter()
        .map(|(id, name, variant, status)| format!("{id:>5}  {variant:<10} {status:<11} {name}\n"))
        .collect())
}

impl crate::arbiter::office::Arbiter {
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
        let answer = run(&self.office, &tx, command, by)?;
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
            .to_string()
            .contains("frobnicate"));
        assert!(read_mail_line("tournament new \"Cup")
            .unwrap_err()
            .to_string()
            .contains("quote"));
        assert!(read_mail_line("tournament start twelve").is_err());
    }
}
