//! Answers to the sender alone and what they depend on: which game a message is
//! about, a Sender:/From: mismatch, the hourly limit of answers, a refusal (at
//! most once a day the same, RFC 3834 section 2), a message held for the
//! organisers, and why a message with no command was not used.

use rusqlite::Connection;

use crate::arbiter::auth::{self};
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::message::guard::{self};
use crate::arbiter::office::{rate_limited, Handled, MessageInHand, MessageOutcome, Office};
use crate::arbiter::outgoing::compose::{self, Refused};
use crate::corr::ids::GameId;
use crate::mail::command::{self};
use crate::mail::message::IncomingMessage;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::store::{self, StoreError};

/// `phrase` in the language of `reader` (their `language` setting; English
/// when they set none or play no game here).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub(crate) fn reader_says(
    tx: &Connection,
    reader: &str,
    phrase: &Phrase,
) -> Result<String, StoreError> {
    let language = crate::arbiter::office::language_of(tx, reader)?;
    Ok(phrase.in_language(language))
}

impl Office {
    /// Keeps the `lines` of the sender's mail that were not read (under
    /// `game`, when they were in its part or the mail is about it) for the top
    /// of the answer: quoted as written under a heading in the sender's
    /// language, so that no line meant for the arbiter is dropped in silence.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub(crate) fn name_unread(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        game: Option<GameId>,
        lines: &[String],
    ) -> Result<(), ArbiterError> {
        if lines.is_empty() {
            return Ok(());
        }
        let language = crate::arbiter::office::language_of(tx, in_hand.sender)?;
        let head = match game {
            Some(game) => Phrase::new("unread-head-game")
                .with("game", game.to_string())
                .with("count", lines.len())
                .in_language(language),
            None => Phrase::new("unread-head")
                .with("count", lines.len())
                .in_language(language),
        };
        let quoted: Vec<String> = lines.iter().map(|l| format!("> {l}")).collect();
        let how = Phrase::new("unread-how").in_language(language);
        self.note_for_answer(game, format!("{head}\n{}\n{how}", quoted.join("\n")));
        Ok(())
    }

    /// Why a message's `Sender:` may not send for its `From:`, if so.
    /// In `language`, the reader's.
    pub(crate) fn sender_mismatch(
        &self,
        msg: &IncomingMessage,
        sender: &str,
        language: Language,
    ) -> Option<String> {
        let agent = msg.sender_header.as_deref()?;
        if agent.eq_ignore_ascii_case(sender) || self.config.auth.sender_allowed(agent) {
            return None;
        }
        Some(
            Phrase::new("refused-sender-mismatch")
                .with("sender", sender)
                .with("agent", agent)
                .in_language(language),
        )
    }

    /// Why answers to `sender` alone are not sent now: the sender got
    /// the configured number of them in the rolling hour before (refusals,
    /// confirmation requests, help, the board; updates of a game are never limited).
    /// Organisers (`[arbiter] organisers`) have the players' limit. The hour ends at
    /// the service's now (`--now` when given).
    pub(crate) fn over_rate_limit(
        &self,
        tx: &Connection,
        sender: &str,
    ) -> Result<Option<String>, ArbiterError> {
        let (left, why) = self.answers_left(tx, sender)?;
        if left == 0 {
            if let Some(spent) = self.strangers_spent(tx, sender)? {
                self.tell_organisers_of_strangers(tx, spent)?;
            }
        }
        Ok((left == 0).then_some(why))
    }

    /// The answers that went to all the addresses that play no game together in
    /// the last hour, when `sender` is such an address and they reached `[mail]
    /// stranger_answers_per_hour_total`; `None` otherwise.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    fn strangers_spent(&self, tx: &Connection, sender: &str) -> Result<Option<u64>, ArbiterError> {
        if self.is_organiser(sender) || store::credentials::plays_any_game(tx, sender)? {
            return Ok(None);
        }
        let since = guard::instant(self.now() - chrono::Duration::hours(1));
        let organisers = &self.config.arbiter.organisers;
        let spent = store::credentials::stranger_answers_since(tx, &since, organisers)?;
        let total = self.config.mail.stranger_answers_per_hour_total;
        Ok((spent >= total).then_some(spent))
    }

    /// Tells every organiser, in their language, that the answers to addresses
    /// that play no game reached their hourly total (`spent` of them): once an
    /// hour at most, however many such mails come.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`].
    fn tell_organisers_of_strangers(
        &self,
        tx: &Connection,
        spent: u64,
    ) -> Result<(), ArbiterError> {
        const KEY: &str = "strangers";
        let now = self.now();
        let hour_before = guard::instant(now - chrono::Duration::hours(1));
        if store::guesses::told_at(tx, KEY)?.is_some_and(|at| at > hour_before) {
            return Ok(());
        }
        store::guesses::mark_told(tx, KEY, &guard::instant(now))?;
        let total = self.config.mail.stranger_answers_per_hour_total;
        tracing::warn!(
            spent,
            total,
            "answers to addresses that play no game stopped for the hour"
        );
        let at = crate::arbiter::played::clock_text::when(now, None);
        let until =
            crate::arbiter::played::clock_text::when(now + chrono::Duration::hours(1), None);
        for organiser in &self.config.arbiter.organisers {
            let organiser = organiser.trim();
            let language = crate::arbiter::office::language_of(tx, organiser)?;
            let subject = Phrase::new("strangers-subject")
                .with("until", until.as_str())
                .in_language(language);
            let text = Phrase::new("strangers-text")
                .with("count", spent)
                .with("limit", total)
                .with("at", at.as_str())
                .with("until", until.as_str())
                .in_language(language);
            compose::Reply::new(organiser, &subject, &text).queue_notice(self.desk(tx))?;
        }
        Ok(())
    }

    /// How many more answers to `sender` alone the hourly limit allows now, and
    /// the limit in words for when none is left ("a@b.org had 10 answers in the
    /// last hour, the limit for a player is 10"). A mail with parts for several
    /// games spends one per answered part.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub(crate) fn answers_left(
        &self,
        tx: &Connection,
        sender: &str,
    ) -> Result<(u64, String), ArbiterError> {
        let player = store::credentials::plays_any_game(tx, sender)?;
        let (limit, who) = if self.is_organiser(sender) {
            (self.config.mail.player_answers_per_hour, "an organiser")
        } else if player {
            (self.config.mail.player_answers_per_hour, "a player")
        } else {
            (
                self.config.mail.stranger_answers_per_hour,
                "an address that plays no game",
            )
        };
        let since = (self.now() - chrono::Duration::hours(1))
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
        let count = store::credentials::answers_since(tx, sender, &since)?;
        let left = limit.saturating_sub(count);
        if left > 0 && !player && !self.is_organiser(sender) {
            let organisers = &self.config.arbiter.organisers;
            let spent = store::credentials::stranger_answers_since(tx, &since, organisers)?;
            let total = self.config.mail.stranger_answers_per_hour_total;
            if spent >= total {
                return Ok((
                    0,
                    format!(
                        "addresses that play no game had {spent} answers in the last hour, \
                         the limit for them all is {total}"
                    ),
                ));
            }
        }
        Ok((
            left,
            format!(
                "{sender} had {count} answers in the last hour, the limit for {who} is {limit}"
            ),
        ))
    }

    /// Which game a message is about: the `[Game N]` tag, else the game of a
    /// `+gN-code` recipient address, else a thread reference to one of our replies,
    /// else the sender's only active game.
    pub(crate) fn find_game(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
        sender: &str,
    ) -> Result<Option<GameId>, ArbiterError> {
        if let Some(id) = msg.subject.as_deref().and_then(command::game_tag) {
            return Ok(Some(id));
        }
        if let Some(id) = auth::game_of_address(msg, &self.config.arbiter.address) {
            return Ok(Some(id));
        }
        for id in &msg.thread {
            if let Some(game) = store::game_of_our_message(tx, id)? {
                return Ok(Some(game));
            }
        }
        let active = store::active_games_of(tx, sender)?;
        Ok(if active.len() == 1 {
            Some(active[0])
        } else {
            None
        })
    }

    /// An error reply to the sender alone; the message is recorded as refused (or
    /// as rate-limited, unanswered, when the sender is over the limit).
    /// Holds `msg` for the organisers: the sender and every organiser are told, the
    /// game is not touched.
    pub(crate) fn hold(
        &self,
        tx: &Connection,
        msg: &IncomingMessage,
        source: &str,
        exceeded: &crate::rules::budget::Exceeded,
    ) -> Result<Handled, ArbiterError> {
        let game = match msg.sender.as_deref() {
            Some(sender) => self.find_game(tx, msg, sender)?,
            None => None,
        };
        compose::held(self.desk(tx), msg, game, source, exceeded)?;
        Ok(Handled {
            outcome: MessageOutcome::Held,
            detail: format!("held for the organisers: {exceeded}"),
            game,
        })
    }

    pub(crate) fn refuse(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        refused: Refused<'_>,
    ) -> Result<Handled, ArbiterError> {
        if let Some(why) = &in_hand.quiet {
            return Ok(rate_limited(
                why,
                &format!("refused: {}", refused.reason),
                refused.game,
            ));
        }
        if let Some(at) = self.refused_alike_today(tx, in_hand.sender, &refused)? {
            tracing::info!(key = %in_hand.msg.key, sender = %in_hand.sender, %at, "the same refusal went out within a day: not sent again");
            return Ok(Handled {
                outcome: MessageOutcome::RateLimited,
                detail: format!(
                    "not answered (the same refusal went to {} at {at}; at most once a day, \
                     RFC 3834 section 2): refused: {}",
                    in_hand.sender, refused.reason
                ),
                game: refused.game,
            });
        }
        compose::error(self.desk(tx), in_hand.msg, in_hand.sender, &refused)?;
        Ok(Handled {
            outcome: MessageOutcome::Refused,
            detail: refused.reason.to_string(),
            game: refused.game,
        })
    }

    /// A refusal whose reason is `phrase` in the language of the mail's
    /// sender, its reader ([`reader_says`]); refused as
    /// [`Office::refuse`] does.
    ///
    /// # Errors
    ///
    /// As [`Office::refuse`].
    pub(crate) fn refuse_saying(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        game: Option<GameId>,
        phrase: &Phrase,
    ) -> Result<Handled, ArbiterError> {
        let reason = reader_says(tx, in_hand.sender, phrase)?;
        self.refuse(tx, in_hand, Refused::new(game, &reason))
    }

    /// When the same refusal (same game, same reason) went to `address` within the
    /// day before now, that instant; else `None`, and the refusal about to go out
    /// is noted. RFC 3834 section 2: an automatic answer goes to the same address
    /// at most once in a period, so that a robot that answers every mail (and
    /// strips Auto-Submitted) cannot keep a loop going at the hourly limit.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    fn refused_alike_today(
        &self,
        tx: &Connection,
        address: &str,
        refused: &Refused<'_>,
    ) -> Result<Option<String>, ArbiterError> {
        use sha2::{Digest, Sha256};
        let mut hash = Sha256::new();
        hash.update(refused.game.map_or(0, GameId::get).to_le_bytes());
        hash.update(refused.reason.as_bytes());
        let digest: String = hash.finalize().iter().map(|b| format!("{b:02x}")).collect();
        let now = self.now();
        let day_before = guard::instant(now - chrono::Duration::days(1));
        let address = address.to_ascii_lowercase();
        if let Some(at) = store::guesses::refusal_sent_at(tx, &address, &digest)? {
            if at >= day_before {
                return Ok(Some(at));
            }
        }
        store::guesses::forget_refusals_before(tx, &day_before)?;
        store::guesses::mark_refusal_sent(tx, &address, &digest, &guard::instant(now))?;
        Ok(None)
    }
}

/// Why a message with no command was not used, as precisely as the message allows,
/// in `language`, the reader's (`locales/<code>/replies-more.ftl`).
pub(crate) fn nothing_found(msg: &IncomingMessage, lines: &[String], language: Language) -> String {
    if msg.body.is_none() && msg.attachments > 0 {
        return Phrase::new("nothing-attachments-only").in_language(language);
    }
    if lines.iter().all(|l| l.trim().is_empty()) {
        return Phrase::new("nothing-empty").in_language(language);
    }
    let mut reason = Phrase::new("nothing-found").in_language(language);
    if msg.encoding_problem {
        reason.push(' ');
        reason.push_str(&Phrase::new("nothing-charset").in_language(language));
    }
    reason
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English reasons read as they always did; the German ones are German.
    #[test]
    fn nothing_found_is_in_the_readers_language() {
        let mut msg = crate::mail::message::parse(
            b"From: a@example.org\r\nSubject: x\r\n\r\nhello\r\n",
            "arbiter@example.org",
        );
        let lines = vec!["hello".to_string()];
        assert_eq!(
            nothing_found(&msg, &lines, Language::English),
            "no move or command was found: write your move alone on a line, like \"Nf3\" or \"12... Nf6\""
        );
        msg.encoding_problem = true;
        assert!(nothing_found(&msg, &lines, Language::English)
            .ends_with(" (part of the message is in a character set I could not read; plain UTF-8 text works best)"));
        let german = nothing_found(&msg, &lines, Language::German);
        assert!(
            german.starts_with("weder ein Zug noch ein Befehl"),
            "{german}"
        );
        assert!(german.contains("Zeichensatz"), "{german}");
        assert_eq!(
            nothing_found(&msg, &[String::new()], Language::German),
            Phrase::new("nothing-empty").in_language(Language::German)
        );
    }
}
