//! Delivery reports ("bounces") about the arbiter's own mails: the report read by
//! [`crate::mail::bounce`] names the mail by the return token of its envelope
//! sender (VERP, `arbiter+b-TOKEN@host`) or by its Message-ID; each mail went to
//! one address, and only that address is marked. A failure marks the address as
//! bouncing (`store::bounces`), and at the start of a spell tells the organisers
//! (each in their language) and the opponent in each running game of the player
//! (in the opponent's language) that the player may not be hearing of the game. A
//! delay marks nothing (the server still tries, and reports again if it gives
//! up); a report that the mail arrived clears the mark, as does any later mail
//! from the address. The report is recorded (outcome `bounce`) and never
//! answered; no clock is touched: stopping one is the organisers' decision.
//!
//! What a forger can do: both names of a mail are secrets of its recipient's
//! mail path (the token is 64 random bits; a Message-ID ends in 64 random bits,
//! `Office::new_message_id`), so a report about a mail to another player cannot
//! be written, and one naming a mail the arbiter never sent marks nothing. A mail
//! whose id came from an arbiter before the random part is guessable: a report
//! that names it by Message-ID alone marks only when it also names the address
//! the mail went to. A forged `From:` can clear a mark (never set one): the
//! organisers have heard of the spell by then.

use chrono::{DateTime, Utc};
use rusqlite::Connection;

use crate::arbiter::auth::{self, Carried};
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::message::guard::instant;
use crate::arbiter::office::language_of;
use crate::arbiter::office::{Desk, Handled, MessageOutcome, Office};
use crate::arbiter::outgoing::compose;
use crate::arbiter::played::clock_text::when_in;
use crate::corr::ids::GameId;
use crate::mail::bounce::{Action, Cause, DeliveryReport, RecipientStatus};
use crate::mail::message::IncomingMessage;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::store::bounces::{self as marks, Failure, OurMail};
use crate::store::{self, clock_tables};

/// How a report named the mail it is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NamedBy {
    /// The return token of the address the report came back to.
    Token,
    /// The Message-ID of the returned mail.
    MessageId,
}

impl Office {
    /// The outcome of a delivery report about one of the arbiter's mails, never
    /// answered; `None` when `msg` is no report, or names no mail the arbiter
    /// sent (it is then handled as any automatic mail).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`], and those of
    /// queuing the notices.
    pub(super) fn delivery_report(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
    ) -> Result<Option<Handled>, ArbiterError> {
        let Some(report) = &msg.report else {
            return Ok(None);
        };
        let Some((mail, named_by)) = self.mail_reported(tx, msg, report)? else {
            return Ok(None);
        };
        let Some(entry) = report.status_for(&mail.to) else {
            return Ok(None);
        };
        let handled = |detail: String| Handled {
            outcome: MessageOutcome::Bounce,
            detail,
            game: mail.game_id,
        };
        let about = format!(
            "delivery report ({}) of {} to {}",
            entry.action.as_str(),
            mail.message_id,
            mail.to
        );
        if named_by == NamedBy::MessageId && !entry.names(&mail.to) {
            let why = "names the mail by its Message-ID alone, and not the address it went to";
            return Ok(Some(handled(format!("{about}: {why}; nothing marked"))));
        }
        let now = self.now();
        Ok(Some(match entry.action {
            Action::Failed => {
                let told = self.mark_bouncing(tx, msg, &mail, entry, now)?;
                handled(format!(
                    "{about}: {} {}; {told}",
                    entry.status.as_deref().unwrap_or("-"),
                    entry.cause().as_str()
                ))
            }
            Action::Delayed => handled(format!(
                "{about}: not marked, the mail server still tries {}",
                entry.status.as_deref().unwrap_or("")
            )),
            Action::Delivered | Action::Relayed | Action::Expanded => {
                let cleared = marks::clear(tx, &mail.to, &instant(now))?;
                handled(format!(
                    "{about}: {}",
                    if cleared {
                        "the mark cleared"
                    } else {
                        "no mark to clear"
                    }
                ))
            }
        }))
    }

    /// Clears the bouncing mark of `sender`, from whom a mail came: the address
    /// works again. Nobody is told.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub(super) fn heard_from(&self, tx: &Connection, sender: &str) -> Result<(), ArbiterError> {
        if marks::clear(tx, sender, &instant(self.now()))? {
            tracing::info!(%sender, "a mail from a bouncing address: the mark cleared");
        }
        Ok(())
    }

    /// The mail of ours the report is about, and how it named it: the one
    /// return token of the recipients that are the arbiter's address (several
    /// different ones name none), else the report's original Message-ID.
    fn mail_reported(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
        report: &DeliveryReport,
    ) -> Result<Option<(OurMail, NamedBy)>, ArbiterError> {
        if let Carried::One(token) = auth::return_tokens(msg, &self.config.arbiter.address) {
            if let Some(mail) = marks::mail_with_token(tx, &token)? {
                return Ok(Some((mail, NamedBy::Token)));
            }
        }
        match &report.original_id {
            Some(id) => Ok(marks::mail_with_id(tx, id)?.map(|mail| (mail, NamedBy::MessageId))),
            None => Ok(None),
        }
    }

    /// Marks `mail.to` as bouncing; at the start of a spell, tells the
    /// organisers and the opponents. Returns what was done, for the record.
    fn mark_bouncing(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
        mail: &OurMail,
        entry: &RecipientStatus,
        now: DateTime<Utc>,
    ) -> Result<String, ArbiterError> {
        let at = instant(now);
        let cause = entry.cause();
        let failure = Failure {
            address: &mail.to,
            cause: cause.as_str(),
            status: entry.status.as_deref(),
            diagnostic: entry.diagnostic.as_deref(),
            message_id: &mail.message_id,
            report_key: &msg.key,
            at: &at,
        };
        if !marks::mark(tx, &failure)? {
            return Ok("bouncing already, nobody told again".into());
        }
        let games = store::active_games_of(tx, &mail.to)?;
        let words = server_words(entry);
        self.desk(tx)
            .tell_organisers_of_bounce(&mail.to, &games, now, cause, &words)?;
        let opponents = self.tell_opponents_of_bounce(tx, &mail.to, &games, now, cause)?;
        marks::mark_told(tx, &mail.to, &at)?;
        tracing::warn!(address = %mail.to, %words, "mail to a player comes back: marked as bouncing");
        Ok(format!(
            "marked as bouncing; {} organiser(s) and {opponents} opponent(s) told",
            self.config.arbiter.organisers.len()
        ))
    }
}

impl Desk<'_> {
    /// One notice to each organiser, in the organiser's language: the address,
    /// since when, why, the player's running games, and what is left to them.
    fn tell_organisers_of_bounce(
        &self,
        address: &str,
        games: &[GameId],
        since: DateTime<Utc>,
        cause: Cause,
        words: &str,
    ) -> Result<(), ArbiterError> {
        let tx = self.tx;
        if self.config.arbiter.organisers.is_empty() {
            tracing::warn!(%address, "mail to a player comes back: no organisers to tell");
        }
        for organiser in &self.config.arbiter.organisers {
            let to = organiser.trim();
            let language = language_of(tx, to)?;
            let zone = clock_tables::player(tx, to)?.and_then(|p| p.time_zone);
            let since = when_in(since, zone.as_deref(), language);
            let mut paragraphs = vec![reflowed(
                &Phrase::new("bounce-organisers-intro")
                    .with("since", since)
                    .with("address", address)
                    .with("why", cause_words(language, cause))
                    .in_language(language),
            )];
            if !words.is_empty() {
                paragraphs.push(
                    Phrase::new("bounce-organisers-words")
                        .with("words", words)
                        .in_language(language),
                );
            }
            paragraphs.push(self.games_list(tx, language, address, games)?);
            paragraphs.push(reflowed(
                &Phrase::new("bounce-organisers-what").in_language(language),
            ));
            let subject = Phrase::new("bounce-organisers-subject")
                .with("address", address)
                .in_language(language);
            let text = paragraphs.join("\n\n");
            compose::Reply::new(to, &subject, &text).queue_notice(*self)?;
        }
        Ok(())
    }
}

impl Office {
    /// The player's running games, one line each with the opponent, in
    /// `language`.
    fn games_list(
        &self,
        tx: &Connection,
        language: Language,
        address: &str,
        games: &[GameId],
    ) -> Result<String, ArbiterError> {
        if games.is_empty() {
            return Ok(Phrase::new("bounce-organisers-no-game").in_language(language));
        }
        let mut lines = vec![Phrase::new("bounce-organisers-games")
            .with("count", games.len())
            .in_language(language)];
        for &id in games {
            let Some(game) = store::load_game_state(tx, id)? else {
                continue;
            };
            let Some(color) = game.color_of(address) else {
                continue;
            };
            let opponent = game.name(color.opponent()).to_string();
            lines.push(format!(
                "  {}",
                Phrase::new("bounce-organisers-game")
                    .with("game", id.to_string())
                    .with("opponent", opponent)
                    .in_language(language)
            ));
        }
        Ok(lines.join("\n"))
    }

    /// The notice to the opponent in each running game of `address`, in the
    /// opponent's language; returns how many were queued.
    fn tell_opponents_of_bounce(
        &self,
        tx: &Connection,
        address: &str,
        games: &[GameId],
        since: DateTime<Utc>,
        cause: Cause,
    ) -> Result<usize, ArbiterError> {
        let mut told = 0;
        for &id in games {
            let Some(game) = store::load_game_state(tx, id)? else {
                continue;
            };
            let Some(color) = game.color_of(address) else {
                continue;
            };
            let to = game.player(color.opponent()).to_string();
            let language = language_of(tx, &to)?;
            let zone = clock_tables::player(tx, &to)?.and_then(|p| p.time_zone);
            let mut text = Phrase::new("bounce-opponent")
                .with("since", when_in(since, zone.as_deref(), language))
                .with("opponent", game.name(color).to_string())
                .with("game", id.to_string())
                .with("why", cause_words(language, cause))
                .in_language(language);
            if !self.config.arbiter.organisers.is_empty() {
                text.push(' ');
                text.push_str(&Phrase::new("bounce-opponent-organisers").in_language(language));
            }
            let subject = Phrase::new("bounce-opponent-subject").in_language(language);
            let text = reflowed(&text);
            compose::Reply::new(&to, &subject, &text)
                .about(Some(id))
                .queue_notice(self.desk(tx))?;
            told += 1;
        }
        Ok(told)
    }
}

/// The most characters of a line of a notice's paragraph ([`reflowed`]).
const LINE: usize = 76;

/// One paragraph of a notice broken at spaces into lines of at most [`LINE`]
/// characters (a longer word on a line of its own), a command in double
/// quotes never broken: the messages' own line breaks fall elsewhere once an
/// instant or an address is put in.
fn reflowed(text: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match words.last_mut() {
            Some(open) if open.matches('"').count() % 2 == 1 => {
                open.push(' ');
                open.push_str(word);
            }
            _ => words.push(word.to_string()),
        }
    }
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in &words {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > LINE {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines.join("\n")
}

/// The cause in `language`: `the mailbox is full`.
fn cause_words(language: Language, cause: Cause) -> String {
    Phrase::new(format!("bounce-cause-{}", cause.as_str())).in_language(language)
}

/// The receiving server's status and words as it wrote them (`5.2.2: 552 5.2.2
/// Mailbox full`), empty when the report gave neither.
fn server_words(entry: &RecipientStatus) -> String {
    match (&entry.status, &entry.diagnostic) {
        (Some(status), Some(words)) if words.contains(status.as_str()) => words.clone(),
        (Some(status), Some(words)) => format!("{status}: {words}"),
        (Some(status), None) => status.clone(),
        (None, Some(words)) => words.clone(),
        (None, None) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_are_reflowed_to_short_lines() {
        let text = "Seit 2027-03-01 12:00:00 UTC (Montag, 1. März 2027, 12:00 UTC) kommen\nmeine Mails\n   zurück.";
        let out = reflowed(text);
        assert!(out.lines().all(|l| l.chars().count() <= LINE), "{out}");
        assert_eq!(
            out.split_whitespace().collect::<Vec<_>>(),
            text.split_whitespace().collect::<Vec<_>>()
        );
        assert_eq!(reflowed(&"x".repeat(100)), "x".repeat(100));
        let quoted = format!(
            "{} (\"arbiter game pause GAME --reason WHY\", or so)",
            "word ".repeat(12)
        );
        assert!(
            reflowed(&quoted).contains("\"arbiter game pause GAME --reason WHY\""),
            "{}",
            reflowed(&quoted)
        );
        assert_eq!(reflowed(""), "");
    }
}
