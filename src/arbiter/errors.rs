//! The errors of the service, at the bottom of the floor so that every module can
//! return them: [`ArbiterError`], either a [`Refusal`] of what a player or an
//! organiser asked (with [`SettingError`], [`OrganiserError`], [`TournamentError`])
//! or a failure of the service itself.

use std::fmt;

use chrono::NaiveDate;
use thiserror::Error;

use crate::config::ConfigError;
use crate::corr::ids::GameId;
use crate::mail::outbound::OutboundError;
use crate::notation::dialect::{Language, UnknownLanguage, UnknownNotation};
use crate::notation::words::{Phrase, Word};
use crate::output::locale::outcome_phrase;
use crate::output::templates::TemplateError;
use crate::rules::{Outcome, RulesError};
use crate::store::tournament_tables::TournamentStatus;
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
    /// A password could not be hashed (the cause, in words): the hash's
    /// parameters or output do not fit, never the password itself.
    #[error("cannot hash a password: {0}")]
    Hash(String),
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
    #[error("{}", self.english())]
    NoSuchGame(GameId),
    /// No held message has this id (the held message's id, as given).
    #[error("{}", self.english())]
    NotHeld(String),
    /// The text given (here) is not an e-mail address.
    #[error("{}", self.english())]
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

impl Refusal {
    /// The refusal's words, not yet in a language, for the refusals that have
    /// them (`locales/<code>/organiser-errors.ftl`): no such game, no such held
    /// message, not an address, an organiser's or a tournament command's
    /// refusal, the rules engine's (an unknown variant or option, a bad option);
    /// `None` for the others, which are written in English.
    pub fn phrase(&self) -> Option<Phrase> {
        Some(match self {
            Refusal::NoSuchGame(game) => {
                Phrase::new("arbiter-refusal-no-such-game").with("game", game.to_string())
            }
            Refusal::NotHeld(id) => Phrase::new("arbiter-refusal-not-held").with("id", id.as_str()),
            Refusal::Address(text) => {
                Phrase::new("arbiter-refusal-address").with("text", format!("{text:?}"))
            }
            Refusal::Organiser(e) => e.phrase(),
            Refusal::Tournament(e) => e.phrase(),
            Refusal::Rules(e) => e.phrase(),
            Refusal::Setting(_) | Refusal::External(_) => return None,
        })
    }

    /// The refusal as a reader of `language` reads it: its [`Refusal::phrase`]
    /// in that language, else its English `Display`.
    pub fn in_language(&self, language: Language) -> String {
        match self.phrase() {
            Some(phrase) => phrase.in_language(language),
            None => self.to_string(),
        }
    }

    /// The English of a refusal with a [`Refusal::phrase`] (its `Display`).
    fn english(&self) -> String {
        self.in_language(Language::English)
    }
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
    #[error("name, timezone, language, notation, board, leave, digest and xfcc go in a message of their own, without moves or other commands; nothing was done")]
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
    #[error("{} of leave in {year} is more than the {} left of the yearly allowance of {} ({taken} taken)", days(*asked), days(*left), days(i64::from(*allowance)))]
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
    /// `xfcc` where the service has no Xfcc endpoint (`[xfcc] listen` unset).
    #[error("this service has no Xfcc endpoint: no chess program can play here, so no password was made")]
    NoXfcc,
}

impl From<UnknownLanguage> for SettingError {
    fn from(e: UnknownLanguage) -> SettingError {
        SettingError::UnknownLanguage {
            code: e.code,
            accepted: e.accepted,
        }
    }
}

/// Why an organiser's command was refused; the game is then unchanged. Each
/// message is a [`Phrase`] ([`OrganiserError::phrase`], `locales/<code>/organiser-errors.ftl`),
/// written in the organiser's language by mail; `Display` is its English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrganiserError {
    /// The text given (here) is not a result: 1-0, 0-1 or 1/2-1/2.
    BadResult(String),
    /// The game is over already, so the command does not apply.
    Over {
        /// The game's number.
        game: GameId,
        /// How the game ended.
        outcome: Outcome,
    },
    /// A take-back in a game (the game's number) with no turn played yet.
    NoTurn(GameId),
    /// A pause or resume in a game (the game's number) without a time control.
    NoClock(GameId),
    /// A pause in a game (the game's number) whose clocks are paused already.
    Paused(GameId),
    /// A resume in a game (the game's number) whose clocks are not paused.
    NotPaused(GameId),
    /// A resend in a game with no reply (to that address, if one was given) to resend.
    NothingToResend {
        /// The game's number.
        game: GameId,
        /// The address the reply was to go to, if the organiser named one.
        to: Option<String>,
    },
    /// A command that needs a reason came without one.
    NoReason,
}

impl OrganiserError {
    /// The refusal's words, not yet in a language: `game 12 is over already:
    /// 1-0 (White wins by checkmate)` in English.
    pub fn phrase(&self) -> Phrase {
        let game = |id: &'static str, game: &GameId| Phrase::new(id).with("game", game.to_string());
        match self {
            OrganiserError::BadResult(text) => {
                Phrase::new("organiser-error-bad-result").with("text", format!("{text:?}"))
            }
            OrganiserError::Over { game: id, outcome } => game("organiser-error-over", id)
                .with("result", outcome.result())
                .with("how", outcome_phrase(outcome)),
            OrganiserError::NoTurn(id) => game("organiser-error-no-turn", id),
            OrganiserError::NoClock(id) => game("organiser-error-no-clock", id),
            OrganiserError::Paused(id) => game("organiser-error-paused", id),
            OrganiserError::NotPaused(id) => game("organiser-error-not-paused", id),
            OrganiserError::NothingToResend { game: id, to: None } => {
                game("organiser-error-nothing-to-resend", id)
            }
            OrganiserError::NothingToResend {
                game: id,
                to: Some(to),
            } => game("organiser-error-nothing-to-resend-to", id).with("to", to.as_str()),
            OrganiserError::NoReason => Phrase::new("organiser-error-no-reason"),
        }
    }
}

/// The English of [`OrganiserError::phrase`].
impl fmt::Display for OrganiserError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl std::error::Error for OrganiserError {}

/// Where a tournament stands, as a refusal names it: the message
/// `tournament-status-registering` (`-running`, `-finished`) for a status the
/// store holds, any other text as it is.
/// `1 day`, `2 days`, as the English message `setting-over-allowance`
/// writes a count of days.
fn days(n: i64) -> String {
    if n == 1 {
        "1 day".to_string()
    } else {
        format!("{n} days")
    }
}

fn status_word(status: TournamentStatus) -> Word {
    Word::Id(match status {
        TournamentStatus::Registering => "tournament-status-registering",
        TournamentStatus::Running => "tournament-status-running",
        TournamentStatus::Finished => "tournament-status-finished",
    })
}

/// Why an organiser's mail line of the command line's grammar (`tournament ...`,
/// `player external ...`) does not read; `Display` is the English the organiser
/// is answered with, after the frame in their language.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineError {
    /// A quote that is not closed (words are split as a shell does).
    #[error("the line has a quote that is not closed")]
    Quote,
    /// The line does not start with the command's word (`tournament`, `player`).
    #[error("a {0} command starts with the word \"{0}\"")]
    FirstWord(&'static str),
    /// The command line's grammar refused it: clap's message (an unknown
    /// subcommand or flag, a missing value), as clap renders it, trimmed.
    #[error("{0}")]
    Grammar(String),
}

/// Why a tournament command was refused; nothing is changed then. Each message
/// is a [`Phrase`] ([`TournamentError::phrase`], `locales/<code>/organiser-errors.ftl`),
/// written in the organiser's language by mail; `Display` is its English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentError {
    /// No tournament has this number (the tournament's number).
    NoSuchTournament(i64),
    /// A new tournament without a name.
    NoName,
    /// A round robin with fewer than 2 players (the number given).
    TooFew(usize),
    /// The same player (the address) entered twice.
    Twice(String),
    /// An entrant (the text given) that is neither an address nor `Name <address>`.
    Entrant(String),
    /// A start of a tournament that is not registering.
    NotRegistering {
        /// The tournament's number.
        id: i64,
        /// Where the tournament stands (running or finished).
        status: TournamentStatus,
    },
    /// A withdrawal from a tournament that is not running.
    NotRunning {
        /// The tournament's number.
        id: i64,
        /// Where the tournament stands (registering or finished).
        status: TournamentStatus,
    },
    /// A withdrawal of a player who is not entered in the tournament.
    NotEntrant {
        /// The tournament's number.
        id: i64,
        /// The player's address.
        email: String,
    },
    /// A withdrawal of a player who withdrew already.
    Withdrawn {
        /// The tournament's number.
        id: i64,
        /// The player's address.
        email: String,
    },
    /// A Swiss command for a tournament (the tournament's number) that is not a Swiss.
    NotSwiss(i64),
    /// A Swiss with more rounds than players less one (someone would meet twice).
    Rounds {
        /// The number of players.
        players: usize,
        /// The number of rounds asked for.
        rounds: u32,
    },
    /// `--double` given for a Swiss; it is for a round robin.
    DoubleSwiss,
    /// `--system`, `--rounds`, `--games`, `--time-control` or another option
    /// of a new tournament that does not fit: the words that say how
    /// (`tournament-system-*`).
    System(Phrase),
    /// A tournament option (the text given) that is not written `KEY=VALUE`.
    Option(String),
}

impl TournamentError {
    /// The refusal's words, not yet in a language: `there is no tournament 3`
    /// in English.
    pub fn phrase(&self) -> Phrase {
        let tournament =
            |id: &'static str, t: &i64| Phrase::new(id).with("tournament", t.to_string());
        match self {
            TournamentError::NoSuchTournament(t) => tournament("tournament-error-no-such", t),
            TournamentError::NoName => Phrase::new("tournament-error-no-name"),
            TournamentError::TooFew(given) => {
                Phrase::new("tournament-error-too-few").with("given", given.to_string())
            }
            TournamentError::Twice(email) => {
                Phrase::new("tournament-error-twice").with("email", email.as_str())
            }
            TournamentError::Entrant(text) => {
                Phrase::new("tournament-error-entrant").with("text", format!("{text:?}"))
            }
            TournamentError::NotRegistering { id, status } => {
                tournament("tournament-error-not-registering", id)
                    .with("status", status_word(*status))
            }
            TournamentError::NotRunning { id, status } => {
                tournament("tournament-error-not-running", id).with("status", status_word(*status))
            }
            TournamentError::NotEntrant { id, email } => {
                tournament("tournament-error-not-entrant", id).with("email", email.as_str())
            }
            TournamentError::Withdrawn { id, email } => {
                tournament("tournament-error-withdrawn", id).with("email", email.as_str())
            }
            TournamentError::NotSwiss(t) => tournament("tournament-error-not-swiss", t),
            TournamentError::Rounds { players, rounds } => Phrase::new("tournament-error-rounds")
                .with("players", *players)
                .with("most", players.saturating_sub(1))
                .with("rounds", *rounds),
            TournamentError::DoubleSwiss => Phrase::new("tournament-error-double-swiss"),
            TournamentError::System(how) => how.clone(),
            TournamentError::Option(text) => {
                Phrase::new("tournament-error-option").with("text", format!("{text:?}"))
            }
        }
    }
}

/// The English of [`TournamentError::phrase`].
impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl std::error::Error for TournamentError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::WinReason;

    /// The English of the organiser's refusals reads as it did before they
    /// became phrases, word for word.
    #[test]
    fn english_reads_as_before() {
        let game = GameId::new(12);
        let over = OrganiserError::Over {
            game,
            outcome: Outcome::Win {
                winner: crate::board::color::Color::White,
                reason: WinReason::Adjudication,
            },
        };
        let cases: Vec<(String, &str)> = vec![
            (
                OrganiserError::BadResult("2-0".into()).to_string(),
                "\"2-0\" is not a result: write 1-0, 0-1 or 1/2-1/2",
            ),
            (
                over.to_string(),
                "game 12 is over already: 1-0 (White wins by adjudication)",
            ),
            (
                OrganiserError::NothingToResend {
                    game,
                    to: Some("bob@example.org".into()),
                }
                .to_string(),
                "game 12 has no reply to resend to bob@example.org",
            ),
            (
                OrganiserError::NoReason.to_string(),
                "say why: the reason goes into the game's log and the players' mail",
            ),
            (
                TournamentError::NotRunning {
                    id: 3,
                    status: TournamentStatus::Finished,
                }
                .to_string(),
                "tournament 3 is finished: withdrawals are for a running tournament",
            ),
            (
                TournamentError::Rounds {
                    players: 4,
                    rounds: 5,
                }
                .to_string(),
                "a Swiss of 4 players has at most 3 rounds (nobody meets twice), not 5",
            ),
            (
                TournamentError::Entrant("x".into()).to_string(),
                "\"x\" is neither an address nor \"Name <address>\"",
            ),
            (
                TournamentError::System(
                    Phrase::new("tournament-system-tie-rule").with("text", "\"coin\""),
                )
                .to_string(),
                "--tie-rule \"coin\": use \"extra\" (another pair of games) or \"seed\" (the higher seed goes through)",
            ),
            (
                TournamentError::System(
                    Phrase::new("tournament-system-entries-until").with("text", "\"soon\""),
                )
                .to_string(),
                "--entries-until \"soon\": write a day like 2026-12-10 or an instant like 2026-12-10T18:00:00Z",
            ),
            (
                TournamentError::System(Phrase::new("tournament-system-double-cup")).to_string(),
                "--double is for a round robin; a cup's matches have --games",
            ),
            (
                Refusal::NoSuchGame(game).to_string(),
                "there is no game 12",
            ),
            (
                Refusal::Address("nobody".into()).to_string(),
                "\"nobody\" is not an e-mail address",
            ),
        ];
        for (got, want) in cases {
            assert_eq!(got, want);
        }
    }

    /// A refusal with words of its own reads in the reader's language.
    #[test]
    fn a_refusal_reads_in_german() {
        let refusal = Refusal::Tournament(TournamentError::NoSuchTournament(7));
        assert_eq!(
            refusal.in_language(Language::German),
            "es gibt kein Turnier 7"
        );
    }
}
