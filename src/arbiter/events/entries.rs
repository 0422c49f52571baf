//! Open entry by mail: a tournament made with `--entries-until DATE
//! [--max-players N]` takes entries from anyone until that instant. A player mails
//! `enter 12` (or `enter Winter Cup`); the arbiter answers with a confirmation
//! request carrying a token (the confirmation machinery of [`crate::arbiter::auth`]:
//! Reply-To `arbiter+c-TOKEN@host`, subject `[Confirm TOKEN]`), so that an entry
//! counts only when the address that will play answers it (`confirm`). `withdraw
//! entry 12` takes an entry back before the start. When the closing instant passes
//! (at the next poll) or the organiser starts the event, entries close and every
//! entrant and organiser is told who is in. Late, duplicate, over-limit and
//! unknown-event entries get a reply saying why.
//!
//! An entrant has no game, so no game's code, before the start: the entry's
//! token proves the address instead. The answer to the request may carry the
//! entrant's settings (`name`, `timezone`, `language`, `leave`) beside `confirm`,
//! and the "entered" mail carries the same token (Reply-To and subject), so that
//! a reply to it gives settings too; an entered entry's token takes nothing else.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use rusqlite::Connection;

use crate::arbiter::auth;
use crate::arbiter::errors::{ArbiterError, TournamentError};
use crate::arbiter::office::language_of;
use crate::arbiter::office::{Arbiter, Desk, Handled, MessageInHand, MessageOutcome, Office};
use crate::arbiter::outgoing::compose::{self, Refused};
use crate::arbiter::players::personal::{self, Checked};
use crate::arbiter::players::setting_words;
use crate::mail::command;
use crate::notation::dialect::Language;
use crate::notation::syntax::ORTHODOX;
use crate::notation::words::Phrase;
use crate::store::clock_tables::{instant_text, read_instant};
use crate::store::entries::{self, Entry, EntryRules, EntryStatus};
use crate::store::tournament_tables::{self as rows, StoredTournament};
use crate::store::StoreError;

/// Reads the `--entries-until` value: a day `2026-12-10` (entries close at the
/// end of that day, 23:59:59 UTC) or an RFC 3339 instant.
///
/// # Errors
///
/// [`TournamentError::System`] naming the value and the forms read.
pub fn entries_until(text: &str) -> Result<DateTime<Utc>, TournamentError> {
    let text = text.trim();
    if let Ok(day) = NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        let end = NaiveTime::from_hms_opt(23, 59, 59).unwrap_or_default();
        return Ok(day.and_time(end).and_utc());
    }
    DateTime::parse_from_rfc3339(text)
        .map(|t| t.to_utc())
        .map_err(|_| {
            TournamentError::System(
                Phrase::new("tournament-system-entries-until").with("text", format!("{text:?}")),
            )
        })
}

/// Opens tournament `id` for entries until `until` (UTC), at most `max` players,
/// each rated at least `min_rating` when given.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn open_in(
    tx: &Connection,
    id: i64,
    until: DateTime<Utc>,
    max: Option<u32>,
    min_rating: Option<u32>,
) -> Result<(), ArbiterError> {
    entries::open(
        tx,
        &EntryRules {
            tournament_id: id,
            entries_until: instant_text(until),
            max_players: max,
            min_rating,
            closed_at: None,
        },
    )?;
    Ok(())
}

/// The tournament a player names after `enter` or `withdraw entry`: its number
/// (`12`, `#12`) or its name (any case).
fn named_tournament(
    tx: &Connection,
    words: &[String],
) -> Result<Option<StoredTournament>, StoreError> {
    let text = words.join(" ");
    let text = text.trim().trim_start_matches('#');
    if let Ok(id) = text.parse::<i64>() {
        return rows::load(tx, id);
    }
    for (id, name, _, _) in rows::list(tx)? {
        if name.trim().eq_ignore_ascii_case(text) {
            return rows::load(tx, id);
        }
    }
    Ok(None)
}

/// Why tournament `t` takes no entry now, if so, in `language`: an event that
/// has started says when it started (its entries closed then, whatever
/// `--entries-until` said); one still registering whose closing instant passed
/// says that instant.
pub(crate) fn closed_because(
    t: &StoredTournament,
    rules: Option<&EntryRules>,
    now: DateTime<Utc>,
    language: Language,
) -> Option<String> {
    let Some(rules) = rules else {
        return Some(named("entry-by-organiser", t).in_language(language));
    };
    if t.status != rows::TournamentStatus::Registering {
        return Some(started_because(t, language));
    }
    let until = read_instant(&rules.entries_until).ok();
    if rules.closed_at.is_some() || until.is_some_and(|u| now > u) {
        let until = until.map_or_else(|| rules.entries_until.clone(), when);
        let closed = named("entry-closed-on", t).with("until", until);
        return Some(closed.in_language(language));
    }
    None
}

/// Why a started event takes no entry, in `language`: `entries to Winter Cup
/// (tournament 1) closed when it started on 2026-12-01 10:00 UTC` (without the
/// date when none was recorded).
fn started_because(t: &StoredTournament, language: Language) -> String {
    let started = t.started_at.as_deref().and_then(|s| read_instant(s).ok());
    match started {
        Some(at) => named("entry-closed-started-on", t)
            .with("at", when(at))
            .in_language(language),
        None => named("entry-closed-started", t).in_language(language),
    }
}

/// An instant for a player: `2026-12-01 10:00 UTC`.
fn when(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M UTC").to_string()
}

/// Whether tournament `t` takes an entry from `email` now: `Ok(Err(why))` when
/// not (closed, entered already, full, rated too low or not at all), with the
/// reason for the player in their language ([`NotTaken`]).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
fn takes_entry(
    tx: &Connection,
    t: &StoredTournament,
    rules: Option<&EntryRules>,
    email: &str,
    now: DateTime<Utc>,
) -> Result<Result<(), NotTaken>, StoreError> {
    let language = language_of(tx, email)?;
    if let Some(why) = closed_because(t, rules, now, language) {
        let not_taken = Phrase::new("entry-not-taken").with("why", why);
        return Ok(Err(NotTaken(not_taken.in_language(language))));
    }
    let entrants = rows::entrants(tx, t.id)?;
    if entrants.iter().any(|e| e.email.eq_ignore_ascii_case(email)) {
        return Ok(Err(NotTaken(
            named("entry-already", t).in_language(language),
        )));
    }
    if let Some(max) = rules.and_then(|r| r.max_players) {
        if entrants.len() >= max as usize {
            let full = named("entry-full", t).with("max", max.to_string());
            return Ok(Err(NotTaken(full.in_language(language))));
        }
    }
    if let Some(min) = rules.and_then(|r| r.min_rating) {
        return rated_enough(tx, t, email, min, language);
    }
    Ok(Ok(()))
}

/// Whether the player at `email` is rated at least `min` for tournament `t`:
/// `Ok(Err(why))` when not, or when the player has no rating, `why` in
/// `language` ([`NotTaken`]).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
fn rated_enough(
    tx: &Connection,
    t: &StoredTournament,
    email: &str,
    min: u32,
    language: Language,
) -> Result<Result<(), NotTaken>, StoreError> {
    let min_text = min.to_string();
    match rating_for_entry(tx, t, email, language)? {
        Some((r, _)) if r >= i64::from(min) => Ok(Ok(())),
        Some((r, what)) => {
            let low = named("entry-rating-low", t)
                .with("min", min_text)
                .with("what", what)
                .with("rating", r.to_string());
            Ok(Err(NotTaken(low.in_language(language))))
        }
        None => {
            let none = named("entry-rating-none", t)
                .with("min", min_text)
                .with("variant", t.variant.as_str());
            Ok(Err(NotTaken(none.in_language(language))))
        }
    }
}

/// Why a tournament takes no entry from a player now, in the player's language
/// (the whole sentence they are answered with).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
struct NotTaken(String);

/// The rating an entry to `t` is judged by, with what it is in words of
/// `language`: the arbiter's own rating in the event's variant, else one from
/// elsewhere.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
fn rating_for_entry(
    tx: &Connection,
    t: &StoredTournament,
    email: &str,
    language: Language,
) -> Result<Option<(i64, String)>, StoreError> {
    if let Some(r) = crate::store::ratings::rating_of(tx, &t.variant, email)? {
        let what = Phrase::new("entry-rating-own")
            .with("variant", t.variant.as_str())
            .in_language(language);
        return Ok(Some((r.rating.round() as i64, what)));
    }
    Ok(
        crate::store::ratings::external_of(tx, email)?.and_then(|x| {
            x.rating.map(|r| {
                let what = Phrase::new("entry-rating-elsewhere").in_language(language);
                (i64::from(r), what)
            })
        }),
    )
}

/// Message `id` of events.ftl with `t`'s name and number put in (`$name`,
/// `$tournament`).
fn named(id: &'static str, t: &StoredTournament) -> Phrase {
    Phrase::new(id)
        .with("name", t.name.as_str())
        .with("tournament", t.id.to_string())
}

/// The confirmation request's text for an entry to `t`, closing as `rules` say,
/// in `language`: the command word `confirm` stays English on a line of its own.
fn confirmation_request(
    t: &StoredTournament,
    rules: Option<&EntryRules>,
    language: Language,
) -> String {
    let until = rules
        .map(|r| read_instant(&r.entries_until).map_or_else(|_| r.entries_until.clone(), when))
        .unwrap_or_default();
    let title = crate::arbiter::events::table_words::entry_title(language, t);
    let intro = named("entry-request-intro", t)
        .with("title", title)
        .in_language(language);
    format!(
        "{intro}\n\n{}\n\n    confirm\n\n{}\n\n{}",
        Phrase::new("entry-request-confirm").in_language(language),
        Phrase::new("entry-request-settings").in_language(language),
        Phrase::new("entry-request-close")
            .with("until", until)
            .in_language(language),
    )
}

impl Office {
    /// `enter 12`: checks the event, then asks the sender's address to confirm.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`],
    /// [`ArbiterError::Random`].
    pub(crate) fn enter(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        words: &[String],
    ) -> Result<Handled, ArbiterError> {
        let refuse = |reason: &str| self.refuse(tx, in_hand, Refused::new(None, reason));
        let Some(t) = named_tournament(tx, words)? else {
            let language = language_of(tx, in_hand.sender)?;
            let unknown = Phrase::new("entry-unknown").with("words", words.join(" "));
            return refuse(&unknown.in_language(language));
        };
        if crate::store::captains::max_replacements(tx, t.id)?.is_some() {
            // A team event takes its entries from captains (events::captains).
            let language = language_of(tx, in_hand.sender)?;
            return refuse(&named("captain-individual-entry", &t).in_language(language));
        }
        let rules = entries::rules(tx, t.id)?;
        if let Err(NotTaken(why)) = takes_entry(tx, &t, rules.as_ref(), in_hand.sender, self.now())?
        {
            return refuse(&why);
        }
        if let Some(why) = &in_hand.quiet {
            return Ok(crate::arbiter::office::rate_limited(why, "entry", None));
        }
        self.request_entry_confirmation(tx, in_hand, &t, rules.as_ref())?;
        Ok(Handled {
            outcome: MessageOutcome::Answered,
            detail: format!("entry to tournament {} waits for its confirmation", t.id),
            game: None,
        })
    }

    /// Stores the sender's entry to `t` as waiting under a new token and mails
    /// the confirmation request (Reply-To and subject carrying the token).
    fn request_entry_confirmation(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        t: &StoredTournament,
        rules: Option<&EntryRules>,
    ) -> Result<(), ArbiterError> {
        let token = auth::random_code(auth::TOKEN_LEN)?;
        entries::add(
            tx,
            &Entry {
                token: token.clone(),
                tournament_id: t.id,
                email: in_hand.sender.to_ascii_lowercase(),
                status: EntryStatus::Waiting,
            },
            &instant_text(self.now()),
        )?;
        let reply_to = auth::plus_address(&self.config.arbiter.address, &auth::confirm_tag(&token));
        let language = language_of(tx, in_hand.sender)?;
        let subject = Phrase::new("entry-request-subject")
            .with("name", t.name.as_str())
            .with("token", token.as_str())
            .in_language(language);
        compose::Reply::answer(in_hand, &subject, &confirmation_request(t, rules, language))
            .reply_to(Some(reply_to))
            .queue_notice(self.desk(tx))?;
        Ok(())
    }

    /// The answer to an entry's confirmation request, or to the "entered" mail
    /// (which carries the same token); `None` when `token` is no entry's. The
    /// token proves the address, so the entrant's settings (`name`, `timezone`,
    /// `language`, `leave`, each on a line of its own) count in either answer,
    /// before any game exists. To the request: `confirm` enters (with the settings,
    /// all checked first); settings without it are written and the entry still
    /// waits; anything else cancels the entry. To the "entered" mail: settings are
    /// written; other mail is read as any mail (`withdraw entry 12`).
    ///
    /// # Errors
    ///
    /// As [`Office::enter`].
    pub(crate) fn answer_entry(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        token: &str,
        lines: &[String],
    ) -> Result<Option<Handled>, ArbiterError> {
        let Some(entry) = entries::by_token(tx, token)? else {
            return Ok(None);
        };
        let language = language_of(tx, in_hand.sender)?;
        if !entry.email.eq_ignore_ascii_case(in_hand.sender) {
            return self.refuse_entry(
                tx,
                in_hand,
                &Phrase::new("entry-other-address").in_language(language),
            );
        }
        let commands = command::parse(lines, &ORTHODOX);
        let settings = match personal::check_for(self, tx, &entry.email, &commands)? {
            Ok(settings) => settings,
            Err(e) => {
                let error = setting_words::setting_error_text(&e, language);
                let reason = Phrase::new("entry-settings-refused")
                    .with("error", error)
                    .in_language(language);
                return self.refuse_entry(tx, in_hand, &reason);
            }
        };
        match (entry.status, settings) {
            (EntryStatus::Waiting, settings) => self
                .confirm_entry(tx, in_hand, &entry, lines, settings)
                .map(Some),
            (EntryStatus::Entered, Some(settings)) => self
                .entrant_settings(tx, in_hand, &entry, &settings, false)
                .map(Some),
            (EntryStatus::Entered, None) => match self.by_mail(tx, in_hand, lines)? {
                Some(handled) => Ok(Some(handled)),
                None => self.refuse_entry(
                    tx,
                    in_hand,
                    &Phrase::new("entry-answers-to-entered").in_language(language),
                ),
            },
            (status, _) => {
                let reason = Phrase::new("entry-answered-before")
                    .with("status", status.as_str())
                    .in_language(language);
                self.refuse_entry(tx, in_hand, &reason)
            }
        }
    }

    /// A refusal about an entry (no game).
    fn refuse_entry(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        reason: &str,
    ) -> Result<Option<Handled>, ArbiterError> {
        self.refuse(tx, in_hand, Refused::new(None, reason))
            .map(Some)
    }

    /// The answer to a waiting entry's request: `confirm` (the first word of the
    /// first line that is no setting) enters ([`Office::take_entry`]); settings
    /// alone are written and the entry still waits; else the entry is cancelled.
    ///
    /// # Errors
    ///
    /// As [`Office::enter`].
    fn confirm_entry(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        entry: &Entry,
        lines: &[String],
        settings: Option<Checked>,
    ) -> Result<Handled, ArbiterError> {
        let refuse = |reason: &str| self.refuse(tx, in_hand, Refused::new(None, reason));
        let confirmed = matches!(answer_word(lines).as_str(), "confirm" | "yes" | "enter");
        if !confirmed {
            if let Some(settings) = settings {
                return self.entrant_settings(tx, in_hand, entry, &settings, true);
            }
            entries::set_status(tx, &entry.token, EntryStatus::Cancelled)?;
            let language = language_of(tx, &entry.email)?;
            return refuse(&Phrase::new("entry-not-confirmed").in_language(language));
        }
        self.take_entry(tx, in_hand, entry, settings)
    }

    /// A confirmed entry: taken when the event still takes it (else the entry is
    /// stale and the refusal says why), `settings` written, the "entered" mail
    /// sent with the entry's token.
    ///
    /// # Errors
    ///
    /// As [`Office::enter`].
    fn take_entry(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        entry: &Entry,
        settings: Option<Checked>,
    ) -> Result<Handled, ArbiterError> {
        let refuse = |reason: &str| self.refuse(tx, in_hand, Refused::new(None, reason));
        let language = language_of(tx, &entry.email)?;
        let Some(t) = rows::load(tx, entry.tournament_id)? else {
            return refuse(&Phrase::new("entry-gone").in_language(language));
        };
        let rules = entries::rules(tx, t.id)?;
        if let Err(NotTaken(why)) = takes_entry(tx, &t, rules.as_ref(), &entry.email, self.now())? {
            entries::set_status(tx, &entry.token, EntryStatus::Stale)?;
            if settings.is_some() {
                let unwritten = Phrase::new("entry-settings-unwritten").with("why", why);
                return refuse(&unwritten.in_language(language));
            }
            return refuse(&why);
        }
        let entrants = rows::entrants(tx, t.id)?;
        let seat = entrants.iter().map(|e| e.seat).max().unwrap_or(0) + 1;
        rows::add_entrant(tx, t.id, seat, &entry.email)?;
        entries::set_status(tx, &entry.token, EntryStatus::Entered)?;
        let done = match &settings {
            Some(settings) => personal::write_for(self, tx, &entry.email, settings)?,
            None => Vec::new(),
        };
        // The settings are written: a `language` among them is the mail's.
        let language = language_of(tx, &entry.email)?;
        let done: Vec<String> = done.iter().map(|d| d.text(language)).collect();
        let text = entered_text(&t, seat, entrants.len() + 1, &done, language);
        let subject = Phrase::new("entered-subject")
            .with("name", t.name.as_str())
            .with("token", entry.token.as_str())
            .in_language(language);
        compose::Reply::answer(in_hand, &subject, &text)
            .reply_to(Some(self.entry_reply_to(&entry.token)))
            .queue_notice(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail: format!("{} entered tournament {}", entry.email, t.id),
            game: None,
        })
    }

    /// Writes an entrant's checked settings (proven by the entry's token) and
    /// answers with them in the entrant's language (as now set), after the note
    /// that the entry still waits when `waits`.
    ///
    /// # Errors
    ///
    /// As [`Office::enter`].
    fn entrant_settings(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        entry: &Entry,
        settings: &Checked,
        waits: bool,
    ) -> Result<Handled, ArbiterError> {
        let done = personal::write_for(self, tx, &entry.email, settings)?;
        let language = language_of(tx, &entry.email)?;
        let mut body = personal::reply_body(self, tx, &entry.email, settings, &done)?;
        if waits {
            let note = Phrase::new("entry-still-waits").in_language(language);
            body = format!("{note}\n\n{body}");
        }
        compose::Reply::new(
            in_hand.sender,
            &Phrase::new("settings-subject").in_language(language),
            &body,
        )
        .answering(in_hand.msg)
        .reply_to(Some(self.entry_reply_to(&entry.token)))
        .queue(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail: format!(
                "entrant {} (entry to tournament {}): {}",
                entry.email,
                entry.tournament_id,
                personal::english(&done)
            ),
            game: None,
        })
    }

    /// The Reply-To of the mails about an entry: the arbiter's address with the
    /// entry's token, which proves the address of the reply.
    fn entry_reply_to(&self, token: &str) -> String {
        auth::plus_address(&self.config.arbiter.address, &auth::confirm_tag(token))
    }

    /// `withdraw entry 12`: takes the sender's entry back before the start.
    ///
    /// # Errors
    ///
    /// As [`Office::enter`].
    pub(crate) fn withdraw_entry(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        words: &[String],
    ) -> Result<Handled, ArbiterError> {
        let refuse = |reason: &str| self.refuse(tx, in_hand, Refused::new(None, reason));
        let language = language_of(tx, in_hand.sender)?;
        let Some(t) = named_tournament(tx, words)? else {
            let unknown = Phrase::new("withdraw-unknown").with("words", words.join(" "));
            return refuse(&unknown.in_language(language));
        };
        if t.status != rows::TournamentStatus::Registering {
            return refuse(&named("withdraw-started", &t).in_language(language));
        }
        if !entries::remove_entrant(tx, t.id, in_hand.sender)? {
            return refuse(&named("withdraw-not-entered", &t).in_language(language));
        }
        compose::Reply::answer(
            in_hand,
            &Phrase::new("withdrawn-subject")
                .with("name", t.name.as_str())
                .in_language(language),
            &named("withdrawn", &t).in_language(language),
        )
        .queue_notice(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail: format!(
                "{} withdrew the entry to tournament {}",
                in_hand.sender, t.id
            ),
            game: None,
        })
    }
}

/// The word that answers an entry's request: the first word of the first line
/// that is no setting, lower case, without punctuation around it.
fn answer_word(lines: &[String]) -> String {
    lines
        .iter()
        .filter(|l| {
            let read = command::parse(std::slice::from_ref(*l), &ORTHODOX);
            read.is_empty() || !read.iter().all(|c| c.is_personal())
        })
        .find_map(|l| l.split_whitespace().next())
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_ascii_lowercase()
        })
        .unwrap_or_default()
}

/// The text of the "entered" mail in `language`: the seat, the settings `done`
/// with the entry, and how to give settings and withdraw.
fn entered_text(
    t: &StoredTournament,
    seat: u32,
    entered: usize,
    done: &[String],
    language: Language,
) -> String {
    let seat_line = named("entered-seat", t)
        .with("seat", seat.to_string())
        .with("entered", entered.to_string())
        .in_language(language);
    let mut text = format!(
        "{seat_line}\n{}\n{}\n",
        Phrase::new("entered-next").in_language(language),
        Phrase::new("entered-withdraw")
            .with("tournament", t.id.to_string())
            .in_language(language),
    );
    if !done.is_empty() {
        text.push_str(&format!("\n{}\n", done.join("\n")));
    }
    // The examples stay inside a sentence: a line of their own, left unquoted by
    // a mail program in the reply, would read as the entrant's setting.
    text.push_str(&format!(
        "\n{}\n",
        Phrase::new("entered-settings").in_language(language)
    ));
    text
}

/// Closes the entries of tournament `t` and tells every entrant and organiser who
/// is in, when the entries close.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Template`].
pub(crate) fn close_in(desk: Desk<'_>, t: &StoredTournament) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    entries::close(tx, t.id, &instant_text(office.now()))?;
    let entrants = rows::entrants(tx, t.id)?;
    let list: Vec<String> = entrants
        .iter()
        .map(|e| format!("  {:>3}  {}", e.seat, e.display_name()))
        .collect();
    let mut told: Vec<&str> = Vec::new();
    for to in entrants
        .iter()
        .map(|e| e.email.as_str())
        .chain(office.config.arbiter.organisers.iter().map(String::as_str))
    {
        if told.iter().any(|t| t.eq_ignore_ascii_case(to)) {
            continue;
        }
        told.push(to);
        let language = language_of(tx, to)?;
        let text = format!(
            "{}\n\n{}\n\n{}",
            named("entries-closed", t)
                .with("count", entrants.len())
                .in_language(language),
            list.join("\n"),
            Phrase::new("entries-closed-start").in_language(language),
        );
        let subject = Phrase::new("entries-closed-subject")
            .with("name", t.name.as_str())
            .in_language(language);
        compose::Reply::new(to, &subject, &text).queue_notice(desk)?;
    }
    Ok(())
}

impl Arbiter {
    /// Closes the entries of every tournament whose closing instant has passed
    /// (run before each delivery, like the result announcements).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`].
    pub fn close_entries(&mut self) -> Result<usize, ArbiterError> {
        let now = self.office.now();
        let due: Vec<EntryRules> = entries::open_ones(self.store.conn())?
            .into_iter()
            .filter(|r| read_instant(&r.entries_until).is_ok_and(|u| now > u))
            .collect();
        if due.is_empty() {
            return Ok(0);
        }
        let tx = self.store.transaction()?;
        for rules in &due {
            if let Some(t) = rows::load(&tx, rules.tournament_id)? {
                close_in(self.office.desk(&tx), &t)?;
            }
        }
        tx.commit().map_err(StoreError::from)?;
        Ok(due.len())
    }
}
