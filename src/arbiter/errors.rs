//! The errors of the service: [`ArbiterError`] (a failure of the service itself,
//! never a player's mistake, which gets a reply) and the refusals of the organisers'
//! and players' commands it carries ([`SettingError`], [`OrganiserError`],
//! [`TournamentError`]), at the bottom of the floor so that every module can return
//! them.

use chrono::NaiveDate;
use thiserror::Error;

use crate::config::ConfigError;
use crate::mail::outbound::OutboundError;
use crate::output::templates::TemplateError;
use crate::rules::RulesError;
use crate::store::StoreError;

/// A failure of the service itself (not of a player's message, which gets a reply).
#[derive(Debug, Error)]
pub enum ArbiterError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Template(#[from] TemplateError),
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error(transparent)]
    Outbound(#[from] OutboundError),
    #[error("there is no game {0}")]
    NoSuchGame(i64),
    #[error("game {game}: {reason}")]
    Corrupt { game: i64, reason: String },
    #[error("no message {0} is held")]
    NotHeld(String),
    #[error("{0:?} is not an e-mail address")]
    Address(String),
    #[error("the operating system's random source failed: {0}")]
    Random(String),
    #[error("cannot encode the commands waiting for confirmation: {0}")]
    Encode(String),
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A player's setting refused.
    #[error(transparent)]
    Setting(#[from] SettingError),
    /// An organiser's command that does not fit the game.
    #[error(transparent)]
    Organiser(#[from] OrganiserError),
    /// A tournament command that does not fit the tournament.
    #[error(transparent)]
    Tournament(#[from] TournamentError),
    /// A rating from elsewhere that does not fit.
    #[error(transparent)]
    External(#[from] crate::corr::ratings::ExternalError),
    /// A Swiss round that could not be paired: nothing was paired.
    #[error(transparent)]
    Pairing(#[from] crate::corr::swiss::PairingError),
    /// A page of the published site that could not be made.
    #[error(transparent)]
    Site(#[from] crate::output::site::SiteError),
    #[error("{}: {source}", .path.display())]
    Io {
        path: std::path::PathBuf,
        #[source]
        source: std::io::Error,
    },
}

/// The longest name, in characters.
pub const NAME_MAX: usize = 60;

/// Why a setting was refused; each message is written for the player or organiser.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SettingError {
    #[error("name, timezone, language and leave go in a message of their own, without moves or other commands; nothing was done")]
    Mixed,
    #[error("{0} plays no game here; settings are for players")]
    NotAPlayer(String),
    #[error("a name must have a letter in it, and at most {NAME_MAX} characters without line breaks or <, >, \", @")]
    BadName,
    #[error("{0:?} is not a time zone I know: write an IANA name such as Europe/Berlin, America/New_York or UTC")]
    UnknownTimeZone(String),
    #[error("{code:?} is not a language code I accept: write one of {accepted}")]
    UnknownLanguage { code: String, accepted: String },
    #[error("{0:?} is not a date: write it as YYYY-MM-DD, like 2026-12-24")]
    NotADate(String),
    #[error("the leave ends ({last}) before it begins ({first})")]
    Backwards { first: NaiveDate, last: NaiveDate },
    #[error("the leave begins in the past ({first}; today is {today}, UTC)")]
    InThePast { first: NaiveDate, today: NaiveDate },
    #[error("the leave {first} to {last} overlaps your leave {other_first} to {other_last}")]
    Overlaps {
        first: NaiveDate,
        last: NaiveDate,
        other_first: NaiveDate,
        other_last: NaiveDate,
    },
    #[error("{asked} day(s) of leave in {year} is more than the {left} day(s) left of the yearly allowance of {allowance} days ({taken} taken)")]
    OverAllowance {
        year: i32,
        asked: i64,
        taken: i64,
        left: i64,
        allowance: u32,
    },
    #[error("{0} is not a player here")]
    NoSuchPlayer(String),
    #[error("a yearly leave allowance of {0} days is more than a year has (366 at most)")]
    AllowanceTooLarge(u32),
    #[error("{0} is already the address of a player here")]
    AddressTaken(String),
}

/// Why an organiser's command was refused; the game is then unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OrganiserError {
    #[error("{0:?} is not a result: write 1-0, 0-1 or 1/2-1/2")]
    BadResult(String),
    #[error("game {game} is over already: {result} ({describe})")]
    Over {
        game: i64,
        result: String,
        describe: String,
    },
    #[error("game {0} has no turn to take back")]
    NoTurn(i64),
    #[error("game {0} has no time control, so no clock to pause or resume")]
    NoClock(i64),
    #[error("the clocks of game {0} are paused already")]
    Paused(i64),
    #[error("the clocks of game {0} are not paused")]
    NotPaused(i64),
    #[error("game {game} has no reply to resend{}", .to.as_ref().map(|t| format!(" to {t}")).unwrap_or_default())]
    NothingToResend { game: i64, to: Option<String> },
    #[error("say why: the reason goes into the game's log and the players' mail")]
    NoReason,
}

/// Why a tournament command was refused; nothing is changed then.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TournamentError {
    #[error("there is no tournament {0}")]
    NoSuchTournament(i64),
    #[error("a tournament needs a name")]
    NoName,
    #[error("a round robin needs at least 2 players, {0} given")]
    TooFew(usize),
    #[error("{0} is entered twice")]
    Twice(String),
    #[error("{0:?} is neither an address nor \"Name <address>\"")]
    Entrant(String),
    #[error("tournament {id} is {status}: only a tournament that is registering starts")]
    NotRegistering { id: i64, status: String },
    #[error("tournament {id} is {status}: withdrawals are for a running tournament")]
    NotRunning { id: i64, status: String },
    #[error("{email} is not entered in tournament {id}")]
    NotEntrant { id: i64, email: String },
    #[error("{email} withdrew from tournament {id} already")]
    Withdrawn { id: i64, email: String },
    #[error("tournament {0} is not a Swiss")]
    NotSwiss(i64),
    #[error("a Swiss of {players} players has at most {} rounds (nobody meets twice), not {rounds}", .players.saturating_sub(1))]
    Rounds { players: usize, rounds: u32 },
    #[error("--double is for a round robin, not a Swiss")]
    DoubleSwiss,
    /// `--system`, `--rounds` or `--time-control` do not fit (the text says how).
    #[error("{0}")]
    System(String),
    #[error("option {0:?} must be KEY=VALUE")]
    Option(String),
}
