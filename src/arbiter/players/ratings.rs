//! Ratings in the service: each variant's Glicko-2 list
//! ([`crate::corr::ratings`]) kept in the store and computed again from the game
//! records whenever they change, the start ranks of a tournament seeded by
//! rating, and the ratings players carry from elsewhere.
//!
//! Stored, and always from scratch: when a game ends (a move, the clock, an
//! organiser) its end is recorded at the arbiter's now and the list of its
//! variant is computed again from every finished game of the variant (a
//! withdrawal that annuls results does the same), in the same transaction. So a
//! reply, a crosstable or a seeding reads one row per player, and `arbiter
//! ratings --recompute`, which throws every list away and computes each again,
//! gives the same table: the stored list is a function of the game records
//! alone. A computation costs one read of the variant's finished games and a few
//! arithmetic steps per game: 20,000 games of 500 players over 36 months are
//! read, rated and stored in about 0.1 s (`arbiter ratings --recompute`, a debug
//! build).

use chrono::{DateTime, Utc};
use clap::{Args, Parser, Subcommand, ValueEnum};
use rusqlite::Connection;

use crate::arbiter::errors::{ArbiterError, LineError};
use crate::arbiter::office::{checked_address, Arbiter};
use crate::corr::ids::GameId;
use crate::corr::ratings::{self as maths, External};
use crate::store::clock_tables::instant_text;
use crate::store::ratings as rows;
use crate::store::tournament_tables::{self as tournament_rows, StoredTournament};
use crate::store::{self, StoreError};

/// A game ended at `at`: its end is recorded and its variant's list computed
/// again.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn game_ended(
    tx: &Connection,
    game: GameId,
    variant: &str,
    at: DateTime<Utc>,
) -> Result<(), ArbiterError> {
    rows::record_end(tx, game, &instant_text(at))?;
    refresh(tx, variant)
}

/// Computes the list of `variant` again from its finished games and stores it in
/// place of the old one.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn refresh(tx: &Connection, variant: &str) -> Result<(), ArbiterError> {
    let games = rows::finished_games(tx, variant)?;
    rows::replace_list(tx, variant, &maths::rate_games(&games))?;
    Ok(())
}

/// How a table shows the player at `email` named `name` in an event of
/// `variant`: [`maths::table_name`] with the player's rating in the variant and
/// what the player carries from elsewhere.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn table_name(
    conn: &Connection,
    variant: &str,
    email: &str,
    name: &str,
) -> Result<String, ArbiterError> {
    let own = rows::rating_of(conn, variant, email)?;
    let external = rows::external_of(conn, email)?;
    Ok(maths::table_name(name, own.as_ref(), external.as_ref()))
}

/// How a tournament's entrants are ordered at its start; on
/// the command line `--seed rating` or `--seed external`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Seed {
    /// By the arbiter's own rating in the event's variant.
    Rating,
    /// By the rating from elsewhere (ICCF, FIDE) an organiser entered.
    External,
}

impl Seed {
    /// `rating` or `external`, as the command line and the store write it.
    pub fn word(self) -> &'static str {
        match self {
            Seed::Rating => "rating",
            Seed::External => "external",
        }
    }

    /// Reads [`Seed::word`]'s words; `None` for another.
    pub fn parse(word: &str) -> Option<Seed> {
        match word {
            "rating" => Some(Seed::Rating),
            "external" => Some(Seed::External),
            _ => None,
        }
    }
}

/// At the start of tournament `t`: when it is seeded, its entrants get new
/// pairing numbers in the order of [`maths::seeded`] (highest rating first,
/// players without one last, ties in the order they had). Returns whether the
/// order was changed.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn seed_entrants(tx: &Connection, t: &StoredTournament) -> Result<bool, ArbiterError> {
    let Some(seed) = rows::seed_of(tx, t.id)?.as_deref().and_then(Seed::parse) else {
        return Ok(false);
    };
    let entrants = tournament_rows::entrants(tx, t.id)?;
    let mut keyed = Vec::with_capacity(entrants.len());
    for e in &entrants {
        let rating = match seed {
            Seed::Rating => rows::rating_of(tx, &t.variant, &e.email)?.map(|r| r.rating),
            Seed::External => rows::external_of(tx, &e.email)?
                .and_then(|x| x.rating)
                .map(f64::from),
        };
        keyed.push((e.seat, rating));
    }
    let order = maths::seeded(&keyed);
    let changed = order.iter().zip(&entrants).any(|(seat, e)| *seat != e.seat);
    if changed {
        rows::reseat(tx, t.id, &order)?;
    }
    Ok(changed)
}

/// Sets (`Some`) or clears (`None`) what the player at `email` carries from
/// elsewhere (a player the arbiter does not know yet is added).
///
/// # Errors
///
/// [`Refusal::Address`](crate::arbiter::Refusal::Address) for a bad address; [`ArbiterError::Store`].
pub(crate) fn set_external_in(
    tx: &Connection,
    email: &str,
    external: Option<&External>,
) -> Result<String, ArbiterError> {
    let email = checked_address(email)?;
    let player = store::player_id(tx, &email)?;
    rows::set_external(tx, player, external)?;
    Ok(email)
}

/// The flags of `player external` (the command line's, and an organiser's mail
/// line `player external ...`): one grammar for both.
#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct ExternalArgs {
    /// The player's address.
    pub email: String,
    /// Whose rating and ID: `iccf` or `fide`.
    #[arg(long, value_name = "iccf|fide", required_unless_present = "clear")]
    pub from: Option<String>,
    /// The rating there (1 to 3999).
    #[arg(long)]
    pub rating: Option<u32>,
    /// The player's ID there (ICCF ID or FIDE ID, digits).
    #[arg(long, value_name = "ID")]
    pub id: Option<String>,
    /// The title (GM, SIM, IM, CCM, FM, ...: 1 to 3 letters).
    #[arg(long)]
    pub title: Option<String>,
    /// Forget what the player carries from elsewhere.
    #[arg(long, conflicts_with_all = ["from", "rating", "id", "title"])]
    pub clear: bool,
}

impl ExternalArgs {
    /// What the flags set: `None` for `--clear`.
    ///
    /// # Errors
    ///
    /// The [`ExternalError`](crate::corr::ratings::ExternalError) of a
    /// value that does not fit.
    pub fn checked(&self) -> Result<Option<External>, crate::corr::ratings::ExternalError> {
        if self.clear {
            return Ok(None);
        }
        External::checked(
            self.from.as_deref().unwrap_or_default(),
            self.rating,
            self.id.as_deref(),
            self.title.as_deref(),
        )
        .map(Some)
    }
}

/// An organiser's mail line `player SUBCOMMAND ...`: only `external` is read by
/// mail.
#[derive(Parser, Debug)]
#[command(name = "player", no_binary_name = false, disable_version_flag = true)]
struct PlayerMailLine {
    #[command(subcommand)]
    command: PlayerMailCommand,
}

#[derive(Subcommand, Debug)]
enum PlayerMailCommand {
    /// Set the rating, ID and title a player carries from elsewhere.
    External(ExternalArgs),
}

/// Reads an organiser's mail line `player external EMAIL --from iccf --rating
/// 2450 ...` with the command line's grammar (words split as a shell does).
///
/// # Errors
///
/// [`LineError::Grammar`] with the reason as clap writes it;
/// [`LineError::Quote`] for unbalanced quotes; [`LineError::FirstWord`] for a
/// line whose first word is not `player`.
pub fn read_player_line(line: &str) -> Result<ExternalArgs, LineError> {
    let words = shlex::split(line.trim()).ok_or(LineError::Quote)?;
    match words.first() {
        Some(w) if w.eq_ignore_ascii_case("player") => {}
        _ => return Err(LineError::FirstWord("player")),
    }
    PlayerMailLine::try_parse_from(words)
        .map(|l| match l.command {
            PlayerMailCommand::External(args) => args,
        })
        .map_err(|e| LineError::Grammar(e.render().to_string().trim().to_string()))
}

/// Carries out `player external` inside `tx`; returns the answer text.
///
/// # Errors
///
/// [`Refusal::External`](crate::arbiter::Refusal::External) for a value that does not fit;
/// [`Refusal::Address`](crate::arbiter::Refusal::Address); [`ArbiterError::Store`].
pub(crate) fn external_in(tx: &Connection, args: &ExternalArgs) -> Result<String, ArbiterError> {
    let external = args.checked()?;
    let email = set_external_in(tx, &args.email, external.as_ref())?;
    Ok(match external {
        Some(e) => format!("{email}: {}\n", external_words(&e)),
        None => format!("{email}: nothing from elsewhere\n"),
    })
}

/// The words of what a player carries from elsewhere: `ICCF 2450, ID 123456,
/// title SIM`.
pub(crate) fn external_words(e: &External) -> String {
    let mut parts = vec![e.body.name().to_string()];
    if let Some(r) = e.rating {
        parts[0] = format!("{} {r}", e.body.name());
    }
    if let Some(id) = &e.id {
        parts.push(format!("ID {id}"));
    }
    if let Some(t) = &e.title {
        parts.push(format!("title {t}"));
    }
    parts.join(", ")
}

/// The rating lists as text (`arbiter ratings`): per variant its latest period,
/// then one line per player, highest rating first: rank, player, rating (`?`
/// when provisional), deviation, volatility, rated games, the last month played,
/// and what the player carries from elsewhere.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn table(conn: &Connection, variant: Option<&str>) -> Result<String, ArbiterError> {
    let lines = rows::list(conn, variant)?;
    let periods = rows::periods(conn)?;
    let mut out = String::new();
    let mut current: Option<&str> = None;
    let mut rank = 0;
    for line in &lines {
        if current != Some(line.variant.as_str()) {
            current = Some(line.variant.as_str());
            rank = 0;
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(&list_heading(&line.variant, &periods));
        }
        rank += 1;
        out.push_str(&rating_line(conn, rank, line)?);
    }
    if out.is_empty() {
        out = match variant {
            Some(v) => format!("{v}: no rated game yet\n"),
            None => "no rated game yet\n".to_string(),
        };
    } else {
        out.push_str(
            "\n? provisional (RD 110 or more). A month's results count together, the running \
             month's as far as it goes.\n",
        );
    }
    Ok(out)
}

/// The two heading lines of `variant`'s list: its system and latest period (of
/// `periods`, as `(variant, period)`), then the column heads.
fn list_heading(variant: &str, periods: &[(String, String)]) -> String {
    let period = periods
        .iter()
        .find(|(v, _)| v == variant)
        .map_or("-", |(_, p)| p.as_str());
    format!(
        "{variant}: Glicko-2, rating periods of a calendar month (UTC), latest {period}\n\
         {:>3}  {:<40} {:>7} {:>6} {:>8} {:>5}  {:<7}  {}\n",
        "Rk", "Player", "Rating", "RD", "Vol.", "Games", "Last", "Elsewhere"
    )
}

/// One player's line of a list, at `rank`, with what the player carries from
/// elsewhere.
fn rating_line(
    conn: &Connection,
    rank: u32,
    line: &rows::StoredRating,
) -> Result<String, ArbiterError> {
    let who = match &line.name {
        Some(name) => format!("{name} <{}>", line.email),
        None => line.email.clone(),
    };
    let elsewhere = rows::external_of(conn, &line.email)?
        .map(|e| external_words(&e))
        .unwrap_or_default();
    let r = line.rating;
    let text = format!(
        "{rank:>3}  {who:<40} {:>6.1}{} {:>6.1} {:>8.5} {:>5}  {:<7}  {elsewhere}",
        r.rating,
        if r.provisional() { "?" } else { " " },
        r.deviation,
        r.volatility,
        line.games,
        line.last_played.map(|p| p.to_string()).unwrap_or_default(),
    );
    Ok(format!("{}\n", text.trim_end()))
}

impl Arbiter {
    /// The rating lists (of `variant` alone, when given) as text: see
    /// `arbiter ratings`.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub fn ratings_table(&self, variant: Option<&str>) -> Result<String, ArbiterError> {
        table(self.store.conn(), variant)
    }

    /// Throws every stored rating list away and computes each again from the game
    /// records alone (`arbiter ratings --recompute`); returns the variants
    /// computed.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub fn recompute_ratings(&mut self) -> Result<Vec<String>, ArbiterError> {
        let tx = self.store.transaction()?;
        let variants = rows::variants(&tx)?;
        rows::clear_lists(&tx)?;
        for v in &variants {
            refresh(&tx, v)?;
        }
        tx.commit().map_err(StoreError::from)?;
        Ok(variants)
    }

    /// `player external`: sets or clears the rating, ID and title
    /// a player carries from elsewhere; returns the answer text.
    ///
    /// # Errors
    ///
    /// [`Refusal::External`](crate::arbiter::Refusal::External); [`Refusal::Address`](crate::arbiter::Refusal::Address);
    /// [`ArbiterError::Store`]. Nothing is written then.
    pub fn set_external_rating(&mut self, args: &ExternalArgs) -> Result<String, ArbiterError> {
        let tx = self.store.transaction()?;
        let answer = external_in(&tx, args)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(answer)
    }
}
