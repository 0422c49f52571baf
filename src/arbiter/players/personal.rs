//! The player's own settings, by mail and by the organiser: a
//! name, a time zone, a language, a notation, how boards are shown (`board
//! grid|list|both`), leave (clocks stop, yearly allowance, the opponents told), a
//! digest (the times of day, in the player's time zone, at which the mail about
//! opponents' moves comes as one mail), the password of a chess program
//! (`xfcc`: made here, sent to the registered address alone in a mail of its
//! own, only its hash kept; `xfcc off`, `xfcc mail on|off`), and the
//! organiser's change of a player's
//! address (the old one
//! kept). An entrant who has no game yet sends them in a reply to the entry's mail
//! (its token proves the address; [`check_for`], [`write_for`]).
//!
//! A message with settings holds nothing else: every setting is checked before any
//! is written, so a refusal changes nothing.

use crate::arbiter::errors::{SettingError, NAME_MAX};
use crate::arbiter::outgoing::digest::utc_text;
use crate::arbiter::players::setting_words::setting_error_text;
use crate::notation::words::{written_in, Phrase};
use chrono::{DateTime, Datelike, NaiveDate, Utc};
use rusqlite::Connection;
use serde_json::json;

use crate::arbiter::auth;
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::{
    checked_address, load, Arbiter, Desk, Handled, MessageOutcome, Office,
};
use crate::arbiter::outgoing::compose::{self, Refused};
use crate::corr::clock::Leave;
use crate::corr::digest::DigestTimes;
use crate::corr::ids::GameId;
use crate::mail::command::{Command, XfccSetting};
use crate::notation::dialect::{Language, MoveNotation};
use crate::output::drawing::BoardStyle;
use crate::output::locale;
use crate::store::clock_tables::{self, Player, StoredLeave};
use crate::store::digests;
use crate::store::{self, StoreError};

/// One checked setting, ready to write.
enum Setting {
    Name(String),
    TimeZone(String),
    Language(Language),
    Notation(MoveNotation),
    Board(BoardStyle),
    Leave(StoredLeave),
    /// The digest times; `None`: off.
    Digest(Option<DigestTimes>),
    /// The Xfcc password or the mail about moves made from a chess program.
    Xfcc(XfccSetting),
}

/// Settings checked for one address, ready to write with [`write_for`].
pub(crate) struct Checked(Vec<Setting>);

/// A setting written, for the reply's line about it ([`Written::text`]).
pub(crate) enum Written {
    Name(String),
    TimeZone(String),
    Language(Language),
    Notation(MoveNotation),
    Board(BoardStyle),
    Leave(StoredLeave),
    Digest(DigestLine),
    Xfcc(XfccLine),
}

/// What the reply says about an `xfcc` setting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum XfccLine {
    /// A new password went to this (registered) address in a mail of its own.
    Sent(String),
    /// The password is revoked; `had`: there was one.
    Off {
        /// The player had a password.
        had: bool,
    },
    /// The mail about moves made from the program: on or off.
    OwnMail(bool),
    /// `xfcc mail on|off` without a password: nothing set.
    NoPassword,
}

impl XfccLine {
    /// The line in `language` (locales/*/xfcc.ftl); it never holds the
    /// password, so that it may go in the log and the message's record.
    fn text(&self, language: Language) -> String {
        let phrase = match self {
            XfccLine::Sent(email) => {
                Phrase::new("settings-xfcc-sent").with("email", email.as_str())
            }
            XfccLine::Off { had: true } => Phrase::new("settings-xfcc-off"),
            XfccLine::Off { had: false } => Phrase::new("settings-xfcc-off-none"),
            XfccLine::OwnMail(true) => Phrase::new("settings-xfcc-mail-on"),
            XfccLine::OwnMail(false) => Phrase::new("settings-xfcc-mail-off"),
            XfccLine::NoPassword => Phrase::new("settings-xfcc-no-password"),
        };
        phrase.in_language(language)
    }
}

/// What the reply says about a digest set: its times and the next one, or off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum DigestLine {
    /// Turned off; `waiting`: what waited for it goes out in one last mail now.
    Off {
        /// Entries were waiting for the digest.
        waiting: bool,
    },
    /// On at `times` each day, on the wall clock of `zone`.
    On {
        /// The times as the player reads them (`18:00`, `08:00 18:00`).
        times: String,
        /// One time a day (`daily at 18:00`) or several.
        once: bool,
        /// The time zone the times are in (UTC without one).
        zone: chrono_tz::Tz,
        /// When the next digest falls due.
        next: Option<DateTime<Utc>>,
    },
}

impl DigestLine {
    /// The line in `language` (locales/*/settings-more.ftl): `Your digest comes
    /// daily at 18:00 (Europe/Berlin time). The next one falls due on Tue 1 Dec
    /// 2026 at 18:00 CET. ...`; the next time in the language's long form with
    /// the zone's abbreviation (English: `Tue 1 Dec 2026 at 18:00 CET`).
    pub fn text(&self, language: Language) -> String {
        match self {
            DigestLine::Off { waiting: false } => {
                Phrase::new("settings-digest-off").in_language(language)
            }
            DigestLine::Off { waiting: true } => {
                Phrase::new("settings-digest-off-last").in_language(language)
            }
            DigestLine::On {
                times,
                once,
                zone,
                next,
            } => {
                let often = if *once { "once" } else { "several" };
                let mut line = Phrase::new("settings-digest-on")
                    .with("times", times.as_str())
                    .with("often", often)
                    .with("zone", zone.name())
                    .in_language(language);
                if let Some(at) = next {
                    let local = at.with_timezone(zone);
                    let when = match locale::date_time(written_in(language), &local) {
                        Some(long) => format!("{long} {}", local.format("%Z")),
                        None => local.format("%a %-d %b %Y at %H:%M %Z").to_string(),
                    };
                    line.push(' ');
                    line.push_str(
                        &Phrase::new("settings-digest-next")
                            .with("next", when)
                            .in_language(language),
                    );
                }
                line.push(' ');
                line.push_str(&Phrase::new("settings-digest-waits").in_language(language));
                line
            }
        }
    }
}

impl Written {
    /// The reply's line about the setting in `language` (locales/*/events.ftl).
    pub(crate) fn text(&self, language: Language) -> String {
        match self {
            Written::Name(name) => Phrase::new("settings-name")
                .with("name", name.as_str())
                .in_language(language),
            Written::TimeZone(zone) => Phrase::new("settings-timezone")
                .with("zone", zone.as_str())
                .in_language(language),
            Written::Language(set) => Phrase::new("settings-language")
                .with("language", set.code())
                .with("letters", set.letters().join(" "))
                .in_language(language),
            Written::Notation(notation) => Phrase::new("settings-notation")
                .with("notation", notation.name())
                .in_language(language),
            Written::Board(style) => Phrase::new(board_style_id(*style)).in_language(language),
            Written::Leave(leave) => Phrase::new("settings-leave")
                .with("first", leave.first_day.to_string())
                .with("last", leave.last_day.to_string())
                .in_language(language),
            Written::Digest(line) => line.text(language),
            Written::Xfcc(line) => line.text(language),
        }
    }
}

/// The lines about settings `done`, in English, one after the other (for the
/// log and the CLI).
pub(crate) fn english(done: &[Written]) -> String {
    let lines: Vec<String> = done.iter().map(|d| d.text(Language::English)).collect();
    lines.join(" ")
}

/// The language codes (ISO 639-1) a player may give with `language CODE`.
pub const LANGUAGES: [&str; 12] = [
    "en", "de", "fr", "es", "it", "nl", "pt", "sv", "pl", "cs", "hu", "ru",
];

/// Checks a language code against [`LANGUAGES`] (any case, trimmed, read as a
/// [`Language`]); returns it in lower case.
///
/// # Errors
///
/// [`SettingError::UnknownLanguage`], naming the accepted codes.
pub fn checked_language(code: &str) -> Result<String, SettingError> {
    code.parse::<Language>()
        .map(|l| l.code().to_string())
        .map_err(SettingError::from)
}

/// Checks a name: trimmed, 1 to [`NAME_MAX`] characters with a letter, no line
/// breaks, angle brackets, quotes or `@` (it goes into PGN tags and mail text).
///
/// # Errors
///
/// [`SettingError::BadName`].
pub fn checked_name(name: &str) -> Result<String, SettingError> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let fine = !name.is_empty()
        && name.chars().count() <= NAME_MAX
        && name.chars().any(char::is_alphabetic)
        && !name
            .chars()
            .any(|c| c.is_control() || matches!(c, '<' | '>' | '"' | '@'));
    if fine {
        Ok(name)
    } else {
        Err(SettingError::BadName)
    }
}

/// Checks an IANA time zone name (chrono-tz); returns its canonical spelling.
///
/// # Errors
///
/// [`SettingError::UnknownTimeZone`].
pub fn checked_time_zone(zone: &str) -> Result<String, SettingError> {
    zone.trim()
        .parse::<chrono_tz::Tz>()
        .map(|tz| tz.name().to_string())
        .map_err(|_| SettingError::UnknownTimeZone(zone.to_string()))
}

fn date(text: &str) -> Result<NaiveDate, SettingError> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| SettingError::NotADate(text.into()))
}

/// Days of `[first, last]` in each calendar year: (year, days).
fn days_by_year(first: NaiveDate, last: NaiveDate) -> Vec<(i32, i64)> {
    let mut out = Vec::new();
    let mut start = first;
    while start <= last {
        let year = start.year();
        let end = NaiveDate::from_ymd_opt(year, 12, 31).map_or(last, |d| d.min(last));
        out.push((year, (end - start).num_days() + 1));
        match end.succ_opt() {
            Some(next) => start = next,
            None => break,
        }
    }
    out
}

/// Checks a leave of `player` from `first` to `last` (UTC days, both included)
/// asked at `now` against the allowance of `allowance` days per calendar year:
/// the clocks stop from the later of `first` 00:00 and `now` until the day after
/// `last`, 00:00 UTC.
///
/// # Errors
///
/// [`SettingError`]: a date that does not read, a leave that ends before it
/// begins, begins before today, overlaps another, or goes over the allowance.
pub fn checked_leave(
    existing: &[StoredLeave],
    first: &str,
    last: &str,
    now: DateTime<Utc>,
    allowance: u32,
) -> Result<StoredLeave, SettingError> {
    let (first, last) = (date(first)?, date(last)?);
    if last < first {
        return Err(SettingError::Backwards { first, last });
    }
    let today = now.date_naive();
    if first < today {
        return Err(SettingError::InThePast { first, today });
    }
    if let Some(other) = existing
        .iter()
        .find(|o| o.first_day <= last && first <= o.last_day)
    {
        return Err(SettingError::Overlaps {
            first,
            last,
            other_first: other.first_day,
            other_last: other.last_day,
        });
    }
    for (year, asked) in days_by_year(first, last) {
        let taken: i64 = existing
            .iter()
            .flat_map(|o| days_by_year(o.first_day, o.last_day))
            .filter(|(y, _)| *y == year)
            .map(|(_, d)| d)
            .sum();
        if taken + asked > i64::from(allowance) {
            return Err(SettingError::OverAllowance {
                year,
                asked,
                taken,
                left: (i64::from(allowance) - taken).max(0),
                allowance,
            });
        }
    }
    let midnight = |d: NaiveDate| d.and_hms_opt(0, 0, 0).map(|t| t.and_utc());
    let (Some(from), Some(until)) = (midnight(first), last.succ_opt().and_then(midnight)) else {
        return Err(SettingError::NotADate(last.to_string()));
    };
    Ok(StoredLeave {
        first_day: first,
        last_day: last,
        span: Leave {
            from: from.max(now),
            until,
        },
    })
}

/// Days of leave taken per year, for the confirmation in `language`: `2026: 3
/// of 30 days`.
fn taken_by_year(leaves: &[StoredLeave], allowance: u32, language: Language) -> Vec<String> {
    let mut years: Vec<(i32, i64)> = Vec::new();
    for (year, days) in leaves
        .iter()
        .flat_map(|l| days_by_year(l.first_day, l.last_day))
    {
        match years.iter_mut().find(|(y, _)| *y == year) {
            Some(entry) => entry.1 += days,
            None => years.push((year, days)),
        }
    }
    years.sort();
    years
        .into_iter()
        .map(|(y, d)| {
            Phrase::new("settings-leave-year")
                .with("year", y.to_string())
                .with("days", d)
                .with("allowance", allowance)
                .in_language(language)
        })
        .collect()
}

/// The yearly leave allowance, in days, of the player at `email`:
/// the smallest allowance of each tournament the player plays in and has not
/// finished or left (the tournament's own, see
/// [`Arbiter::set_tournament_leave_days`], else `[clock] leave_days_per_year`), and
/// the global `[clock] leave_days_per_year` too when the player has a game outside
/// tournaments or plays in none. A leave stops the player's clocks in every game,
/// so it has to fit every allowance that applies.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
fn allowance(office: &Office, tx: &Connection, email: &str) -> Result<u32, StoreError> {
    let global = office.config.clock.leave_days_per_year;
    let scope = clock_tables::leave_scope(tx, email)?;
    let own = scope
        .tournaments
        .iter()
        .map(|(_, days)| days.unwrap_or(global));
    let smallest = if scope.tournaments.is_empty() || scope.outside_tournaments {
        own.chain([global]).min()
    } else {
        own.min()
    };
    Ok(smallest.unwrap_or(global))
}

/// Handles a message with settings from `sender`: all checked, then all written;
/// a confirmation to the sender and, for leave, a notice to the opponent of each
/// active game (each game's log records it).
///
/// # Errors
///
/// Only failures of the service; a refused setting is an `Ok` with an
/// error reply queued.
pub(crate) fn handle(
    office: &Office,
    tx: &Connection,
    in_hand: &crate::arbiter::office::MessageInHand<'_>,
    commands: &[Command],
) -> Result<Handled, ArbiterError> {
    let (msg, sender) = (in_hand.msg, in_hand.sender);
    match check(office, tx, sender, commands)? {
        Err(e) => {
            let language = crate::arbiter::office::language_of(tx, sender)?;
            let reason = setting_error_text(&e, language);
            office.refuse(tx, in_hand, Refused::new(None, &reason))
        }
        Ok((player, settings)) => {
            let done = write(office, tx, &player, &settings)?;
            let checked = Checked(settings);
            let body = reply_body(office, tx, &player.email, &checked, &done)?;
            // In the language as now set: "language de" is answered in German.
            let language = crate::arbiter::office::language_of(tx, &player.email)?;
            compose::Reply::new(
                sender,
                &Phrase::new("settings-subject").in_language(language),
                &body,
            )
            .answering(msg)
            .queue(office.desk(tx))?;
            Ok(Handled {
                outcome: MessageOutcome::Applied,
                detail: english(&done),
                game: None,
            })
        }
    }
}

/// The text of the reply to `checked` settings written for `email`: `done` (a
/// line for each, from [`write_for`]) and, when a leave was among them, the leave
/// taken per year; in the player's language as now set.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Template`].
pub(crate) fn reply_body(
    office: &Office,
    tx: &Connection,
    email: &str,
    checked: &Checked,
    done: &[Written],
) -> Result<String, ArbiterError> {
    let language = crate::arbiter::office::language_of(tx, email)?;
    let has_leave = checked.0.iter().any(|s| matches!(s, Setting::Leave(_)));
    let leave_days = if has_leave {
        let leaves = clock_tables::leaves_of(tx, email)?;
        taken_by_year(&leaves, allowance(office, tx, email)?, language)
    } else {
        Vec::new()
    };
    let done: Vec<String> = done.iter().map(|d| d.text(language)).collect();
    // The tip about time zones only while the player has none.
    let zone_set = clock_tables::player(tx, email)?.is_some_and(|p| p.time_zone.is_some());
    Ok(office.templates.render(
        "personal.txt",
        json!({
            "lang": language.code(),
            "done": done,
            "zone_set": zone_set,
            "leave_days": leave_days,
            "arbiter_name": office.config.arbiter.name,
        }),
    )?)
}

/// Every setting checked, nothing written.
fn check(
    office: &Office,
    tx: &Connection,
    sender: &str,
    commands: &[Command],
) -> Result<Result<(Player, Vec<Setting>), SettingError>, StoreError> {
    if !commands.iter().all(Command::is_personal) {
        return Ok(Err(SettingError::Mixed));
    }
    let Some(player) = clock_tables::player(tx, sender)? else {
        return Ok(Err(SettingError::NotAPlayer(sender.to_string())));
    };
    Ok(check_settings(office, tx, &player.email, commands)?.map(|s| (player, s)))
}

/// Every setting of `commands` checked for the address `email` (a player or
/// not), nothing written; a command that is no setting is [`SettingError::Mixed`].
fn check_settings(
    office: &Office,
    tx: &Connection,
    email: &str,
    commands: &[Command],
) -> Result<Result<Vec<Setting>, SettingError>, StoreError> {
    let mut existing = clock_tables::leaves_of(tx, email)?;
    let allowance = allowance(office, tx, email)?;
    let mut settings = Vec::new();
    for command in commands {
        // One new password per mail: a second `xfcc` would only send another.
        if *command == Command::Xfcc(XfccSetting::NewPassword)
            && settings
                .iter()
                .any(|s| matches!(s, Setting::Xfcc(XfccSetting::NewPassword)))
        {
            continue;
        }
        let setting = match command {
            Command::Name(name) => checked_name(name).map(Setting::Name),
            Command::TimeZone(zone) => checked_time_zone(zone).map(Setting::TimeZone),
            Command::Language(language) => language
                .clone()
                .map_err(SettingError::from)
                .map(Setting::Language),
            Command::Notation(notation) => notation
                .clone()
                .map_err(SettingError::from)
                .map(Setting::Notation),
            // The reader took one of the three words: another is the grid.
            Command::BoardStyle(word) => {
                Ok(Setting::Board(BoardStyle::parse(word).unwrap_or_default()))
            }
            Command::Leave { first, last } => {
                checked_leave(&existing, first, last, office.now(), allowance)
                    .inspect(|leave| existing.push(leave.clone()))
                    .map(Setting::Leave)
            }
            Command::Digest(words) => DigestTimes::read(words)
                .map(Setting::Digest)
                .map_err(SettingError::from),
            // Without an endpoint a password would open nothing.
            Command::Xfcc(_) if office.config.xfcc.listen.is_none() => Err(SettingError::NoXfcc),
            Command::Xfcc(setting) => Ok(Setting::Xfcc(*setting)),
            _ => Err(SettingError::Mixed),
        };
        match setting {
            Ok(s) => settings.push(s),
            Err(e) => return Ok(Err(e)),
        }
    }
    Ok(Ok(settings))
}

/// The settings among `commands` checked for `email`, whose address is proven
/// another way than by a game's code (the token of the entry's mail), and who
/// need not be a player yet: nothing is written. `Ok(Ok(None))` when `commands`
/// hold no setting; a setting refused is `Ok(Err(why))`. Commands that are no
/// settings are left for the caller.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub(crate) fn check_for(
    office: &Office,
    tx: &Connection,
    email: &str,
    commands: &[Command],
) -> Result<Result<Option<Checked>, SettingError>, StoreError> {
    let own: Vec<Command> = commands
        .iter()
        .filter(|c| c.is_personal())
        .cloned()
        .collect();
    if own.is_empty() {
        return Ok(Ok(None));
    }
    Ok(check_settings(office, tx, email, &own)?.map(|s| Some(Checked(s))))
}

/// Writes settings checked by [`check_for`] for `email`, making the player
/// when the address is none yet; returns a line for each, for the reply.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Template`].
pub(crate) fn write_for(
    office: &Office,
    tx: &Connection,
    email: &str,
    checked: &Checked,
) -> Result<Vec<Written>, ArbiterError> {
    let player = match clock_tables::player(tx, email)? {
        Some(p) => p,
        None => {
            store::player_id(tx, email)?;
            clock_tables::player(tx, email)?
                .ok_or_else(|| SettingError::NoSuchPlayer(email.to_string()))?
        }
    };
    write(office, tx, &player, &checked.0)
}

/// The message id of the reply's line for a board style set.
fn board_style_id(style: BoardStyle) -> &'static str {
    match style {
        BoardStyle::Grid => "settings-board-grid",
        BoardStyle::List => "settings-board-list",
        BoardStyle::Both => "settings-board-both",
    }
}

/// Writes checked settings; returns what was written, for a line each.
fn write(
    office: &Office,
    tx: &Connection,
    player: &Player,
    settings: &[Setting],
) -> Result<Vec<Written>, ArbiterError> {
    let mut done = Vec::new();
    for setting in settings {
        match setting {
            Setting::Name(name) => {
                clock_tables::set_name(tx, player.id, name)?;
                done.push(Written::Name(name.clone()));
            }
            Setting::TimeZone(zone) => {
                clock_tables::set_time_zone(tx, player.id, zone)?;
                done.push(Written::TimeZone(zone.clone()));
                if let Some(times) = digests::digest_times(tx, player.id)? {
                    if let Ok(Some(times)) = DigestTimes::read(&times) {
                        let line = schedule_digest(office, tx, player, Some(&times))?;
                        push_digest(&mut done, line);
                    }
                }
            }
            Setting::Digest(times) => {
                let line = schedule_digest(office, tx, player, times.as_ref())?;
                push_digest(&mut done, line);
            }
            Setting::Language(language) => {
                clock_tables::set_language(tx, player.id, language.code())?;
                done.push(Written::Language(*language));
            }
            Setting::Notation(notation) => {
                clock_tables::set_notation(tx, player.id, notation.name())?;
                done.push(Written::Notation(*notation));
            }
            Setting::Board(style) => {
                clock_tables::set_board_style(tx, player.id, style.as_str())?;
                done.push(Written::Board(*style));
            }
            Setting::Leave(leave) => {
                clock_tables::add_leave(tx, player.id, leave)?;
                done.push(Written::Leave(leave.clone()));
                tell_opponents(office.desk(tx), player, leave)?;
            }
            Setting::Xfcc(setting) => {
                done.push(Written::Xfcc(write_xfcc(office, tx, player, *setting)?));
            }
        }
    }
    Ok(done)
}

/// Carries out an `xfcc` setting of `player`. A new password is made
/// ([`auth::new_xfcc_password`]), its hash kept in place of the one before,
/// and the password sent in a mail of its own to the player's registered
/// address (never to another sender), marked secret so that its text leaves
/// the outbox once sent.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Random`], [`ArbiterError::Hash`],
/// [`ArbiterError::Template`].
fn write_xfcc(
    office: &Office,
    tx: &Connection,
    player: &Player,
    setting: XfccSetting,
) -> Result<XfccLine, ArbiterError> {
    let email = player.email.as_str();
    match setting {
        XfccSetting::NewPassword => {
            let password = auth::new_xfcc_password()?;
            let hash = auth::hash_password(&password)?;
            store::xfcc::set_password(tx, email, &hash, &utc_text(office.now()))?;
            send_password(office, tx, email, &password)?;
            Ok(XfccLine::Sent(email.to_string()))
        }
        XfccSetting::Off => Ok(XfccLine::Off {
            had: store::xfcc::revoke(tx, email)?,
        }),
        XfccSetting::OwnMail(on) => Ok(if store::xfcc::set_own_mail(tx, email, on)? {
            XfccLine::OwnMail(on)
        } else {
            XfccLine::NoPassword
        }),
    }
}

/// Queues the mail with `password` to the registered address `email`, in the
/// player's language: the password alone on an indented line, the endpoint's
/// address (`[xfcc] public_url`), the username (the address) and where Scid
/// takes them. The outbox row is marked secret ([`store::mark_secret`]).
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Template`].
fn send_password(
    office: &Office,
    tx: &Connection,
    email: &str,
    password: &str,
) -> Result<(), ArbiterError> {
    let language = crate::arbiter::office::language_of(tx, email)?;
    let line = |phrase: Phrase| phrase.in_language(language);
    let url = match office.config.xfcc.public_url.as_deref() {
        Some(url) => line(Phrase::new("xfcc-password-url").with("url", url.trim())),
        None => line(Phrase::new("xfcc-password-no-url")),
    };
    let text = format!(
        "{}\n\n    {password}\n\n{url}\n{}\n\n{}\n\n{}",
        line(Phrase::new("xfcc-password-intro")),
        line(Phrase::new("xfcc-password-username").with("username", email)),
        line(Phrase::new("xfcc-password-scid")),
        line(Phrase::new("xfcc-password-keep")),
    );
    let subject = line(Phrase::new("xfcc-password-subject"));
    let row = compose::Reply::new(email, &subject, &text).queue_notice_row(office.desk(tx))?;
    store::mark_secret(tx, row)?;
    Ok(())
}

/// Adds the reply's line about the digest to `done`, in place of the line of
/// an earlier setting of the same mail: a `timezone` after `digest` moves the
/// digest's times, and the reply says where they are now, once.
fn push_digest(done: &mut Vec<Written>, line: DigestLine) {
    done.retain(|w| !matches!(w, Written::Digest(_)));
    done.push(Written::Digest(line));
}

/// Sets `player`'s digest to `times` (`None`: off) with the next instant it falls
/// due after the arbiter's now, in the player's time zone as stored now (UTC
/// without one: a `timezone` earlier in the same mail counts); returns what the
/// reply says about it. Turned off with entries still waiting, a last digest
/// falls due at once and takes them.
///
/// # Errors
///
/// [`ArbiterError::Store`].
fn schedule_digest(
    office: &Office,
    tx: &Connection,
    player: &Player,
    times: Option<&DigestTimes>,
) -> Result<DigestLine, ArbiterError> {
    let now = office.now();
    let Some(times) = times else {
        let waiting = !digests::waiting(tx, player.id)?.is_empty();
        let next = waiting.then(|| utc_text(now));
        digests::set_digest(tx, player.id, None, next.as_deref())?;
        return Ok(DigestLine::Off { waiting });
    };
    let zone = player_zone(tx, &player.email)?;
    let next = times.next_after(now, zone);
    digests::set_digest(
        tx,
        player.id,
        Some(&times.to_string()),
        next.map(utc_text).as_deref(),
    )?;
    Ok(DigestLine::On {
        times: times.to_string(),
        once: times.times().len() == 1,
        zone,
        next,
    })
}

/// The time zone of the player at `email` as stored now; UTC without one.
fn player_zone(tx: &Connection, email: &str) -> Result<chrono_tz::Tz, StoreError> {
    Ok(clock_tables::player(tx, email)?
        .and_then(|p| p.time_zone)
        .and_then(|z| z.parse::<chrono_tz::Tz>().ok())
        .unwrap_or(chrono_tz::UTC))
}

/// `from 2026-12-24 to 2027-01-02 (UTC days, both included)`.
fn leave_text(leave: &StoredLeave) -> String {
    format!(
        "from {} to {} (UTC days, both included)",
        leave.first_day, leave.last_day
    )
}

/// A notice of the leave to the opponent in each of the player's active games, and
/// a line in each game's log.
fn tell_opponents(
    desk: Desk<'_>,
    player: &Player,
    leave: &StoredLeave,
) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    let text = leave_text(leave);
    for id in store::active_games_of(tx, &player.email)? {
        clock_tables::log(tx, id, office.now(), &player.email, "leave", &text)?;
        let Some((game, record)) = load(tx, id)? else {
            continue;
        };
        let Some(color) = game.color_of(&player.email) else {
            continue;
        };
        let opponent = color.opponent();
        let mut context = compose::game_context(desk, &game, &record, opponent, game.draw_offer)?;
        context["who"] = json!(game.display(color));
        context["first"] = json!(leave.first_day.to_string());
        context["last"] = json!(leave.last_day.to_string());
        let body = office.templates.render("leave_notice.txt", context)?;
        // The notice is the opponent's: in the opponent's language.
        let language = crate::arbiter::office::language_of(tx, game.player(opponent))?;
        let subject = Phrase::new("leave-notice-subject")
            .with("first", leave.first_day.to_string())
            .with("last", leave.last_day.to_string())
            .in_language(language);
        compose::Reply::new(game.player(opponent), &subject, &body)
            .about(Some(id))
            .queue(desk)?;
    }
    Ok(())
}

impl Arbiter {
    /// Sets a player's name (`arbiter player name`).
    ///
    /// # Errors
    ///
    /// [`Refusal::Setting`](crate::arbiter::Refusal::Setting) for an unknown player or a bad name;
    /// [`ArbiterError::Store`].
    pub fn set_player_name(&mut self, email: &str, name: &str) -> Result<String, ArbiterError> {
        let name = checked_name(name)?;
        self.set_player(email, Setting::Name(name.clone()))?;
        Ok(name)
    }

    /// Sets a player's time zone (`arbiter player timezone`).
    ///
    /// # Errors
    ///
    /// [`Refusal::Setting`](crate::arbiter::Refusal::Setting) for an unknown player or zone;
    /// [`ArbiterError::Store`].
    pub fn set_player_time_zone(
        &mut self,
        email: &str,
        zone: &str,
    ) -> Result<String, ArbiterError> {
        let zone = checked_time_zone(zone)?;
        self.set_player(email, Setting::TimeZone(zone.clone()))?;
        Ok(zone)
    }

    /// Sets a player's digest from the words after `digest` (`daily 18:00`,
    /// `08:00 18:00`, `off`; see [`DigestTimes::read`]), in the player's time
    /// zone, the next one after the arbiter's now; returns the reply's line.
    ///
    /// # Errors
    ///
    /// [`Refusal::Setting`](crate::arbiter::Refusal::Setting) for an unknown player
    /// or words that do not read; [`ArbiterError::Store`].
    pub fn set_player_digest(&mut self, email: &str, words: &str) -> Result<String, ArbiterError> {
        let times = DigestTimes::read(words).map_err(SettingError::from)?;
        let tx = self.store.transaction()?;
        let player = clock_tables::player(&tx, email.trim())?
            .ok_or_else(|| SettingError::NoSuchPlayer(email.to_string()))?;
        let line = schedule_digest(&self.office, &tx, &player, times.as_ref())?;
        tx.commit().map_err(StoreError::from)?;
        Ok(line.text(Language::English))
    }

    /// Revokes the Xfcc password of the player at `email` (`arbiter player
    /// xfcc-off`); true when there was one.
    ///
    /// # Errors
    ///
    /// [`Refusal::Setting`](crate::arbiter::Refusal::Setting) for an unknown
    /// player; [`ArbiterError::Store`].
    pub fn revoke_xfcc_password(&mut self, email: &str) -> Result<bool, ArbiterError> {
        let tx = self.store.transaction()?;
        let player = clock_tables::player(&tx, email.trim())?
            .ok_or_else(|| SettingError::NoSuchPlayer(email.to_string()))?;
        let had = store::xfcc::revoke(&tx, &player.email)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(had)
    }

    /// Sets tournament `tournament`'s own yearly leave allowance to `days` (`arbiter
    /// tournament leave-days`: a yearly allowance per tournament). A
    /// tournament without one has `[clock] leave_days_per_year`. Leave already
    /// granted stays.
    ///
    /// # Errors
    ///
    /// [`Refusal::Setting`](crate::arbiter::Refusal::Setting) for more than 366 days;
    /// [`Refusal::Tournament`](crate::arbiter::Refusal::Tournament) for a tournament that does not exist;
    /// [`ArbiterError::Store`].
    pub fn set_tournament_leave_days(
        &mut self,
        tournament: i64,
        days: u32,
    ) -> Result<(), ArbiterError> {
        let tx = self.store.transaction()?;
        leave_days_in(&tx, tournament, days)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(())
    }

    /// Writes one checked setting of the player at `email` (the organiser's
    /// commands; leave goes by mail, with its notices).
    fn set_player(&mut self, email: &str, setting: Setting) -> Result<(), ArbiterError> {
        let tx = self.store.transaction()?;
        let player = clock_tables::player(&tx, email.trim())?
            .ok_or_else(|| SettingError::NoSuchPlayer(email.to_string()))?;
        match &setting {
            Setting::Name(name) => clock_tables::set_name(&tx, player.id, name)?,
            Setting::TimeZone(zone) => clock_tables::set_time_zone(&tx, player.id, zone)?,
            Setting::Language(language) => {
                clock_tables::set_language(&tx, player.id, language.code())?
            }
            Setting::Notation(notation) => {
                clock_tables::set_notation(&tx, player.id, notation.name())?
            }
            Setting::Board(style) => clock_tables::set_board_style(&tx, player.id, style.as_str())?,
            Setting::Leave(leave) => clock_tables::add_leave(&tx, player.id, leave)?,
            Setting::Digest(times) => {
                schedule_digest(&self.office, &tx, &player, times.as_ref())?;
            }
            Setting::Xfcc(xfcc) => {
                write_xfcc(&self.office, &tx, &player, *xfcc)?;
            }
        }
        tx.commit().map_err(StoreError::from)?;
        Ok(())
    }

    /// Gives the player at `old` the address `new` (`arbiter player address`):
    /// their games, name and leave follow; the old address is kept in the
    /// player's history with the time (the arbiter's now) and `by`, and each of the
    /// player's games logs the change. Mail from the old address is then a
    /// stranger's.
    ///
    /// # Errors
    ///
    /// [`Refusal::Address`](crate::arbiter::Refusal::Address) for a new address that does not read;
    /// [`Refusal::Setting`](crate::arbiter::Refusal::Setting) when `old` is no player or `new` is one already;
    /// [`ArbiterError::Store`].
    pub fn change_player_address(
        &mut self,
        old: &str,
        new: &str,
        by: &str,
    ) -> Result<(), ArbiterError> {
        let new = checked_address(new)?;
        let now = self.office.now();
        let tx = self.store.transaction()?;
        let player = clock_tables::player(&tx, old.trim())?
            .ok_or_else(|| SettingError::NoSuchPlayer(old.to_string()))?;
        if clock_tables::player(&tx, &new)?.is_some() {
            return Err(SettingError::AddressTaken(new).into());
        }
        let games: Vec<GameId> = store::list_games(&tx)?
            .into_iter()
            .filter(|g| {
                g.white.eq_ignore_ascii_case(&player.email)
                    || g.black.eq_ignore_ascii_case(&player.email)
            })
            .map(|g| g.id)
            .collect();
        clock_tables::change_address(&tx, player.id, &player.email, &new, now, by)?;
        for id in games {
            clock_tables::log(
                &tx,
                id,
                now,
                by,
                "address",
                &format!("{} is now {new}", player.email),
            )?;
        }
        tx.commit().map_err(StoreError::from)?;
        Ok(())
    }
}

/// [`Arbiter::set_tournament_leave_days`] inside a transaction.
pub(crate) fn leave_days_in(
    tx: &Connection,
    tournament: i64,
    days: u32,
) -> Result<(), ArbiterError> {
    if days > 366 {
        return Err(SettingError::AllowanceTooLarge(days).into());
    }
    if store::tournament_tables::load(tx, tournament)?.is_none() {
        return Err(crate::arbiter::errors::TournamentError::NoSuchTournament(tournament).into());
    }
    clock_tables::set_tournament_leave_days(tx, tournament, days)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().to_utc()
    }

    #[test]
    fn leave_is_checked_against_the_allowance_per_year() {
        let now = at("2026-12-20T12:00:00Z");
        let first = checked_leave(&[], "2026-12-24", "2027-01-02", now, 30).unwrap();
        assert_eq!(first.span.from, at("2026-12-24T00:00:00Z"));
        assert_eq!(first.span.until, at("2027-01-03T00:00:00Z"));
        // Eight days in 2026 taken; 23 more in 2026 is one too many.
        let existing = vec![first];
        let e = checked_leave(
            &existing,
            "2026-12-01",
            "2026-12-23",
            at("2026-11-01T00:00:00Z"),
            30,
        )
        .unwrap_err();
        assert!(
            matches!(
                e,
                SettingError::OverAllowance {
                    year: 2026,
                    asked: 23,
                    taken: 8,
                    left: 22,
                    ..
                }
            ),
            "{e}"
        );
        assert!(checked_leave(
            &existing,
            "2026-12-02",
            "2026-12-23",
            at("2026-11-01T00:00:00Z"),
            30
        )
        .is_ok());
        let e = checked_leave(&existing, "2027-01-02", "2027-01-05", now, 30).unwrap_err();
        assert!(e.to_string().contains("overlaps"), "{e}");
        let e = checked_leave(&[], "2026-12-19", "2026-12-21", now, 30).unwrap_err();
        assert!(e.to_string().contains("past"), "{e}");
        let e = checked_leave(&[], "2026-12-25", "2026-12-21", now, 30).unwrap_err();
        assert!(e.to_string().contains("before it begins"), "{e}");
        let e = checked_leave(&[], "2026-02-30", "2026-12-21", now, 30).unwrap_err();
        assert!(e.to_string().contains("is not a date"), "{e}");
        // A leave from today stops the clock from now, not from midnight.
        let today = checked_leave(&[], "2026-12-20", "2026-12-20", now, 30).unwrap();
        assert_eq!(today.span.from, now);
    }

    #[test]
    fn names_and_zones() {
        assert_eq!(checked_name("  Jane   Doe ").unwrap(), "Jane Doe");
        assert!(checked_name("jane@example.org").is_err());
        assert!(checked_name("1234").is_err());
        assert!(checked_name(&"x".repeat(61)).is_err());
        assert_eq!(checked_time_zone("Europe/Berlin").unwrap(), "Europe/Berlin");
        assert!(checked_time_zone("Mars/Olympus").is_err());
        assert_eq!(checked_language(" DE ").unwrap(), "de");
        let e = checked_language("xx").unwrap_err();
        assert!(
            e.to_string()
                .contains("en de fr es it nl pt sv pl cs hu ru"),
            "{e}"
        );
    }
}
