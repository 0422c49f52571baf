//! The errors of the service, at the bottom of the floor so that every module can
//! return them: [`ArbiterError`], either a [`Refusal`] of what a player or an
//! organiser asked (with [`SettingError`], [`OrganiserError`], [`TournamentError`])
//! or a failure of the service itself.

use chrono::NaiveDate;
use thiserror::Error;

use crate::config::ConfigError;
use crate::corr::ids::GameId;
use crate::mail::outbound::OutboundError;
use crate::notation::dialect::{UnknownLanguage, UnknownNotation};
use crate::output::templates::TemplateError;
use crate::rules::RulesError;
use crate::store::StoreError;

/// What went wrong in a service call: a [`Refusal`] of what was asked (answered to
/// whoever asked; asking again the same way is refused the same way), or a failure
/// of the service itself (the store, the templates, sending, a file), which may pass
/// when the same call is made again later. [`ArbiterError::is_refusal`] tells them
/// apart; the handling of a player's message turns its refusals into replies, so
/// the errors it returns are the service's own.
#[derive(Debug, Error)]
pub enum ArbiterError {
    /// The command does not fit (no such game, a bad setting, a tournament that is
    /// not running...): meant for the player or organiser who gave it.
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// The store (the database) failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A reply's or page's template could not be rendered.
    #[error(transparent)]
    Template(#[from] TemplateError),
    /// A reply could not be built or sent.
    #[error(transparent)]
    Outbound(#[from] OutboundError),
    /// A stored game that does not hold together (or another inconsistency of the service).
    #[error("game {game}: {reason}")]
    Corrupt {
        /// The game's number; 0 when no game is concerned.
        game: GameId,
        /// What is wrong, in words.
        reason: String,
    },
    /// The operating system's random source failed (the cause, in words).
    #[error("the operating system's random source failed: {0}")]
    Random(String),
    /// The commands waiting for confirmation could not be encoded for storing (the cause).
    #[error("cannot encode the commands waiting for confirmation: {0}")]
    Encode(String),
    /// The configuration is wrong or could not be read.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A Swiss round that could not be paired (the pairing engine missing,
    /// failing or answering nonsense): nothing was paired.
    #[error(transparent)]
    Pairing(#[from] crate::corr::swiss::PairingError),
    /// A page of the published site that could not be made.
    #[error(transparent)]
    Site(#[from] crate::output::site::SiteError),
    /// A file or directory could not be read or written; the message names the
    /// operating system's error (it is not given again as the source).
    #[error("{}: {error}", .path.display())]
    Io {
        /// The file or directory.
        path: std::path::PathBuf,
        /// The operating system's error.
        error: std::io::Error,
    },
}

impl ArbiterError {
    /// True for a [`Refusal`]: the caller asked for something that does not fit,
    /// and the same call will be refused again.
    pub fn is_refusal(&self) -> bool {
        matches!(self, ArbiterError::Refused(_))
    }
}

/// Why a command of a player or an organiser was refused: each message is written
/// for the person who gave the command, who can mend it.
#[derive(Debug, Error)]
pub enum Refusal {
    /// No game has this number (the game's number).
    #[error("there is no game {0}")]
    NoSuchGame(GameId),
    /// No held message has this id (the held message's id, as given).
    #[error("no message {0} is held")]
    NotHeld(String),
    /// The text given (here) is not an e-mail address.
    #[error("{0:?} is not an e-mail address")]
    Address(String),
    /// A variant, option or start position that cannot be played: an unknown
    /// variant, option or set-up.
    #[error(transparent)]
    Rules(#[from] RulesError),
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
}

impl From<RulesError> for ArbiterError {
    fn from(e: RulesError) -> Self {
        ArbiterError::Refused(Refusal::Rules(e))
    }
}

impl From<SettingError> for ArbiterError {
    fn from(e: SettingError) -> Self {
        ArbiterError::Refused(Refusal::Setting(e))
    }
}

impl From<OrganiserError> for ArbiterError {
    fn from(e: OrganiserError) -> Self {
        ArbiterError::Refused(Refusal::Organiser(e))
    }
}

impl From<TournamentError> for ArbiterError {
    fn from(e: TournamentError) -> Self {
        ArbiterError::Refused(Refusal::Tournament(e))
    }
}

impl From<crate::corr::ratings::ExternalError> for ArbiterError {
    fn from(e: crate::corr::ratings::ExternalError) -> Self {
        ArbiterError::Refused(Refusal::External(e))
    }
}

/// The longest name, in characters.
pub const NAME_MAX: usize = 60;

/// Why a setting was refused; each message is written for the player or organiser.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SettingError {
    /// A setting came with moves or other commands in the same message; nothing was done.
    #[error("name, timezone, language, notation, board, leave and digest go in a message of their own, without moves or other commands; nothing was done")]
    Mixed,
    /// The sender (the address here) plays no game, so has no settings.
    #[error("{0} plays no game here; settings are for players")]
    NotAPlayer(String),
    /// The name has no letter, is longer than `NAME_MAX` (60) characters, or has a line break,
    /// `<`, `>`, `"` or `@`.
    #[error("a name must have a letter in it, and at most {NAME_MAX} characters without line breaks or <, >, \", @")]
    BadName,
    /// The text given (here) is not an IANA time zone name.
    #[error("{0:?} is not a time zone I know: write an IANA name such as Europe/Berlin, America/New_York or UTC")]
    UnknownTimeZone(String),
    /// The language code is not one of those the arbiter writes in.
    #[error("{code:?} is not a language code I accept: write one of {accepted}")]
    UnknownLanguage {
        /// The code given.
        code: String,
        /// The accepted codes, as a list for the reply.
        accepted: String,
    },
    /// The word given is not a notation the arbiter writes moves in.
    #[error(transparent)]
    UnknownNotation(#[from] UnknownNotation),
    /// A digest setting that does not read (`digest daily HH:MM`, `digest HH:MM
    /// HH:MM`, `digest off`).
    #[error(transparent)]
    Digest(#[from] crate::corr::digest::DigestError),
    /// The text given (here) is not a date written YYYY-MM-DD.
    #[error("{0:?} is not a date: write it as YYYY-MM-DD, like 2026-12-24")]
    NotADate(String),
    /// A leave whose last day is before its first.
    #[error("the leave ends ({last}) before it begins ({first})")]
    Backwards {
        /// The leave's first day.
        first: NaiveDate,
        /// The leave's last day.
        last: NaiveDate,
    },
    /// A leave that begins before today (UTC).
    #[error("the leave begins in the past ({first}; today is {today}, UTC)")]
    InThePast {
        /// The leave's first day.
        first: NaiveDate,
        /// Today's date, UTC.
        today: NaiveDate,
    },
    /// A leave that overlaps one the player has already.
    #[error("the leave {first} to {last} overlaps your leave {other_first} to {other_last}")]
    Overlaps {
        /// The new leave's first day.
        first: NaiveDate,
        /// The new leave's last day.
        last: NaiveDate,
        /// The first day of the leave it overlaps.
        other_first: NaiveDate,
        /// The last day of the leave it overlaps.
        other_last: NaiveDate,
    },
    /// A leave longer than what is left of the year's allowance.
    #[error("{asked} day(s) of leave in {year} is more than the {left} day(s) left of the yearly allowance of {allowance} days ({taken} taken)")]
    OverAllowance {
        /// The calendar year the days fall in.
        year: i32,
        /// The days of leave asked for in that year.
        asked: i64,
        /// The days of leave already taken in that year.
        taken: i64,
        /// The days of the allowance left in that year.
        left: i64,
        /// The yearly allowance, in days.
        allowance: u32,
    },
    /// No player has this address (the address given).
    #[error("{0} is not a player here")]
    NoSuchPlayer(String),
    /// A yearly leave allowance (days, here) of more than 366 days.
    #[error("a yearly leave allowance of {0} days is more than a year has (366 at most)")]
    AllowanceTooLarge(u32),
    /// Another player has this address already (the address).
    #[error("{0} is already the address of a player here")]
    AddressTaken(String),
}

impl From<UnknownLanguage> for SettingError {
    fn from(e: UnknownLanguage) -> SettingError {
        SettingError::UnknownLanguage {
            code: e.code,
            accepted: e.accepted,
        }
    }
}

/// Why an organiser's command was refused; the game is then unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OrganiserError {
    /// The text given (here) is not a result: 1-0, 0-1 or 1/2-1/2.
    #[error("{0:?} is not a result: write 1-0, 0-1 or 1/2-1/2")]
    BadResult(String),
    /// The game is over already, so the command does not apply.
    #[error("game {game} is over already: {result} ({describe})")]
    Over {
        /// The game's number.
        game: GameId,
        /// The game's result, such as `1-0`.
        result: String,
        /// How the game ended, in words.
        describe: String,
    },
    /// A take-back in a game (the game's number) with no turn played yet.
    #[error("game {0} has no turn to take back")]
    NoTurn(GameId),
    /// A pause or resume in a game (the game's number) without a time control.
    #[error("game {0} has no time control, so no clock to pause or resume")]
    NoClock(GameId),
    /// A pause in a game (the game's number) whose clocks are paused already.
    #[error("the clocks of game {0} are paused already")]
    Paused(GameId),
    /// A resume in a game (the game's number) whose clocks are not paused.
    #[error("the clocks of game {0} are not paused")]
    NotPaused(GameId),
    /// A resend in a game with no reply (to that address, if one was given) to resend.
    #[error("game {game} has no reply to resend{}", .to.as_ref().map(|t| format!(" to {t}")).unwrap_or_default())]
    NothingToResend {
        /// The game's number.
        game: GameId,
        /// The address the reply was to go to, if the organiser named one.
        to: Option<String>,
    },
    /// A command that needs a reason came without one.
    #[error("say why: the reason goes into the game's log and the players' mail")]
    NoReason,
}

/// Why a tournament command was refused; nothing is changed then.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TournamentError {
    /// No tournament has this number (the tournament's number).
    #[error("there is no tournament {0}")]
    NoSuchTournament(i64),
    /// A new tournament without a name.
    #[error("a tournament needs a name")]
    NoName,
    /// A round robin with fewer than 2 players (the number given).
    #[error("a round robin needs at least 2 players, {0} given")]
    TooFew(usize),
    /// The same player (the address) entered twice.
    #[error("{0} is entered twice")]
    Twice(String),
    /// An entrant (the text given) that is neither an address nor `Name <address>`.
    #[error("{0:?} is neither an address nor \"Name <address>\"")]
    Entrant(String),
    /// A start of a tournament that is not registering.
    #[error("tournament {id} is {status}: only a tournament that is registering starts")]
    NotRegistering {
        /// The tournament's number.
        id: i64,
        /// The tournament's status, in words.
        status: String,
    },
    /// A withdrawal from a tournament that is not running.
    #[error("tournament {id} is {status}: withdrawals are for a running tournament")]
    NotRunning {
        /// The tournament's number.
        id: i64,
        /// The tournament's status, in words.
        status: String,
    },
    /// A withdrawal of a player who is not entered in the tournament.
    #[error("{email} is not entered in tournament {id}")]
    NotEntrant {
        /// The tournament's number.
        id: i64,
        /// The player's address.
        email: String,
    },
    /// A withdrawal of a player who withdrew already.
    #[error("{email} withdrew from tournament {id} already")]
    Withdrawn {
        /// The tournament's number.
        id: i64,
        /// The player's address.
        email: String,
    },
    /// A Swiss command for a tournament (the tournament's number) that is not a Swiss.
    #[error("tournament {0} is not a Swiss")]
    NotSwiss(i64),
    /// A Swiss with more rounds than players less one (someone would meet twice).
    #[error("a Swiss of {players} players has at most {} rounds (nobody meets twice), not {rounds}", .players.saturating_sub(1))]
    Rounds {
        /// The number of players.
        players: usize,
        /// The number of rounds asked for.
        rounds: u32,
    },
    /// `--double` given for a Swiss; it is for a round robin.
    #[error("--double is for a round robin, not a Swiss")]
    DoubleSwiss,
    /// `--system`, `--rounds` or `--time-control` do not fit (the text says how).
    #[error("{0}")]
    System(String),
    /// A tournament option (the text given) that is not written `KEY=VALUE`.
    #[error("option {0:?} must be KEY=VALUE")]
    Option(String),
}
