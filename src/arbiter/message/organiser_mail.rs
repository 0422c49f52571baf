//! An organiser's command by mail: from an address in `[arbiter] organisers`, with
//! the organiser's code from `[arbiter] organiser_codes` in the subject as
//! `[Organiser CODE]` (any `From:` can be forged; the code cannot be guessed, never
//! travels in the arbiter's own mail, and a mail with several counts as carrying
//! none). Commands: `abort N reason`, `adjudicate N 1-0 reason`, `takeback N
//! reason`, `resend N [ADDRESS]`, `pause N reason`, `resume N reason`, `overdue`.
//! They go through the path of [`crate::arbiter::Arbiter::organise`], which records
//! who and why in the game's log. With the code too: `tournament ...` (the command
//! line's grammar), `player external EMAIL --from iccf --rating 2450 ...` (a rating
//! from elsewhere) and `announce N TEXT`.

use rusqlite::Connection;

use crate::arbiter::auth::{self, Carried};
use crate::arbiter::errors::Refusal;
use crate::arbiter::errors::{ArbiterError, LineError, OrganiserError};
use crate::arbiter::events::commands::{self, read_mail_line};
use crate::arbiter::game::organiser::{organise_in, parse_result, OrganiserAction};
use crate::arbiter::office::language_of;
use crate::arbiter::office::{rate_limited, Desk, Handled, MessageInHand, MessageOutcome, Office};
use crate::arbiter::outgoing::compose::{self, Refused};
use crate::arbiter::players::ratings::read_player_line;
use crate::corr::ids::GameId;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::store::guesses::SecretKind;
use crate::store::{self, StoreError};

impl Office {
    /// `None` when the letter's subject carries its sender's organiser code as
    /// `[Organiser CODE]` and no other organiser code (any `From:` can be forged;
    /// the code cannot be guessed, and one mail tests one code). Else the mail's
    /// outcome: a wrong code, or several, is a failed try, held while the sender is
    /// guarded and refused otherwise; no code at all is refused.
    ///
    /// # Errors
    ///
    /// As [`Office::by_mail`].
    fn without_organiser_code(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
    ) -> Result<Option<Handled>, ArbiterError> {
        let code = self
            .config
            .arbiter
            .organiser_codes
            .iter()
            .find(|(a, _)| a.trim().eq_ignore_ascii_case(in_hand.sender))
            .map(|(_, c)| c.trim());
        let tried = match auth::organiser_codes(in_hand.msg.subject.as_deref()) {
            Carried::One(carried) if code == Some(carried.as_str()) => return Ok(None),
            Carried::Nothing => {
                let reason = no_code(tx, in_hand.sender)?;
                return self
                    .refuse(tx, in_hand, Refused::new(None, &reason))
                    .map(Some);
            }
            Carried::One(_) => "a wrong organiser code".to_string(),
            Carried::Several(codes) => format!("{} different organiser codes", codes.len()),
        };
        if let Some(held) = self.failed_try(
            tx,
            in_hand.sender,
            &in_hand.msg.key,
            None,
            SecretKind::OrganiserCode,
            &tried,
        )? {
            return Ok(Some(held));
        }
        let reason = no_code(tx, in_hand.sender)?;
        self.refuse(tx, in_hand, Refused::new(None, &reason))
            .map(Some)
    }

    /// An organiser's `tournament ...` line: read with the command
    /// line's grammar, run in the message's transaction, answered with the command
    /// line's text; the players' mail it queues goes out with the reply.
    ///
    /// # Errors
    ///
    /// As [`Office::organiser_line`].
    pub(crate) fn organiser_tournament(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        line: &str,
    ) -> Result<Handled, ArbiterError> {
        self.desk(tx)
            .organiser_line(in_hand, line, "tournament", read_mail_line, |tx, c| {
                commands::run(self, tx, c, in_hand.sender)
            })
    }

    /// An organiser's `player external EMAIL --from iccf --rating 2450 ...` line
    ///, as [`Office::organiser_tournament`].
    ///
    /// # Errors
    ///
    /// As [`Office::organiser_line`].
    pub(crate) fn organiser_player(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        line: &str,
    ) -> Result<Handled, ArbiterError> {
        self.desk(tx)
            .organiser_line(in_hand, line, "player", read_player_line, |tx, args| {
                crate::arbiter::players::ratings::external_in(tx, args)
            })
    }
}

impl Desk<'_> {
    /// One organiser's command line of the command line's grammar: the code
    /// checked, the line read by `read` (a line that does not read is answered
    /// with clap's message), carried out by `run` in the message's transaction
    /// under a savepoint (a refused command leaves nothing behind and is answered
    /// with the reason), answered with the command line's text.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`] and the other
    /// errors that are not the organiser's (those are answered).
    fn organiser_line<C>(
        &self,
        in_hand: &MessageInHand<'_>,
        line: &str,
        what: &str,
        read: impl Fn(&str) -> Result<C, LineError>,
        run: impl Fn(&Connection, &C) -> Result<String, ArbiterError>,
    ) -> Result<Handled, ArbiterError> {
        let tx = self.tx;
        if let Some(handled) = self.without_organiser_code(tx, in_hand)? {
            return Ok(handled);
        }
        let shown = shorten(line.trim(), 200);
        let language = language_of(tx, in_hand.sender)?;
        let command = match read(line) {
            Ok(c) => c,
            Err(why) => {
                let frame = Phrase::new("organiser-not-read")
                    .with("line", shown.as_str())
                    .with("what", what)
                    .in_language(language);
                let reason = format!("{frame}\n\n{why}");
                return self.refuse(tx, in_hand, Refused::new(None, &reason));
            }
        };
        tx.execute_batch("SAVEPOINT organiser_command")
            .map_err(StoreError::from)?;
        match run(tx, &command) {
            Ok(answer) => {
                tx.execute_batch("RELEASE organiser_command")
                    .map_err(StoreError::from)?;
                compose::Reply::answer(
                    in_hand,
                    &Phrase::new("organiser-done-subject")
                        .with("line", shorten(line.trim(), 60))
                        .in_language(language),
                    &answer,
                )
                .queue_notice(*self)?;
                Ok(Handled {
                    outcome: MessageOutcome::Applied,
                    detail: format!("organiser {}: {shown}", in_hand.sender),
                    game: None,
                })
            }
            Err(e) => {
                tx.execute_batch("ROLLBACK TO organiser_command; RELEASE organiser_command")
                    .map_err(StoreError::from)?;
                if answerable(&e) {
                    let reason = Phrase::new("organiser-not-done")
                        .with("line", shown.as_str())
                        .with("why", reason_in(&e, language))
                        .in_language(language);
                    self.refuse(tx, in_hand, Refused::new(None, &reason))
                } else {
                    Err(e)
                }
            }
        }
    }
}

impl Office {
    /// `announce 12 TEXT` (the rest of the line and the lines after it): the text
    /// goes to every entrant of tournament 12 who has not withdrawn, as bulk mail
    /// with the event's List-Id; the organiser gets "Done".
    ///
    /// # Errors
    ///
    /// As [`Office::by_mail`].
    pub(crate) fn announce(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        lines: &[String],
    ) -> Result<Handled, ArbiterError> {
        if let Some(handled) = self.without_organiser_code(tx, in_hand)? {
            return Ok(handled);
        }
        // The organiser's own language when the organiser plays here.
        let own = language_of(tx, in_hand.sender)?;
        let usage = Phrase::new("organiser-announce-usage").in_language(own);
        let Some((id, text)) = read_announcement(lines) else {
            return self.refuse(tx, in_hand, Refused::new(None, &usage));
        };
        let Some(t) = store::tournament_tables::load(tx, id)? else {
            let reason = Phrase::new("organiser-announce-unknown")
                .with("tournament", id.to_string())
                .in_language(own);
            return self.refuse(tx, in_hand, Refused::new(None, &reason));
        };
        if text.is_empty() {
            return self.refuse(tx, in_hand, Refused::new(None, &usage));
        }
        if let Some(why) = &in_hand.quiet {
            return Ok(rate_limited(why, "announce", None));
        }
        let list_id = list_id(&t.name, id, &self.config.arbiter.address);
        let entrants = store::tournament_tables::entrants(tx, id)?;
        let mut sent = 0;
        for e in entrants.iter().filter(|e| e.withdrawn_at.is_none()) {
            // The frame in the entrant's language; the organiser's words as written.
            let language = crate::arbiter::office::language_of(tx, &e.email)?;
            let subject = Phrase::new("announce-subject")
                .with("name", t.name.as_str())
                .in_language(language);
            compose::Reply::new(&e.email, &subject, compose::Body::bulk(&text, &list_id))
                .queue_notice(self.desk(tx))?;
            sent += 1;
        }
        let subject = Phrase::new("organiser-announced-subject")
            .with("name", t.name.as_str())
            .in_language(own);
        let done = Phrase::new("organiser-announced")
            .with("name", t.name.as_str())
            .with("tournament", id.to_string())
            .with("sent", sent)
            .in_language(own);
        compose::Reply::answer(in_hand, &subject, &done).queue_notice(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail: format!(
                "organiser {}: announced to {sent} entrant(s) of tournament {id}",
                in_hand.sender
            ),
            game: None,
        })
    }

    pub(crate) fn organiser_command(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        word: &str,
        words: &[String],
    ) -> Result<Handled, ArbiterError> {
        if let Some(handled) = self.without_organiser_code(tx, in_hand)? {
            return Ok(handled);
        }
        if word == "overdue" {
            return self.overdue(tx, in_hand);
        }
        // The organiser's own language when the organiser plays here.
        let language = language_of(tx, in_hand.sender)?;
        let (id, action, reason) = match read_game_command(word, words) {
            Ok(command) => command,
            Err(why) => {
                let why = why.in_language(word, language);
                return self.refuse(tx, in_hand, Refused::new(None, &why));
            }
        };
        let what = match organise_in(self, tx, id, &action, in_hand.sender, &reason) {
            Ok(what) => what,
            Err(ArbiterError::Refused(e @ (Refusal::Organiser(_) | Refusal::NoSuchGame(_)))) => {
                let reason = e.in_language(language);
                return self.refuse(tx, in_hand, Refused::new(None, &reason));
            }
            Err(e) => return Err(e),
        };
        let text = Phrase::new("organiser-game-done")
            .with("game", id.to_string())
            .with("what", what.in_language(language))
            .in_language(language);
        let done = Phrase::new("organiser-done").in_language(language);
        compose::Reply::answer(in_hand, &done, &text)
            .about(Some(id))
            .queue_notice(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail: format!("organiser {}: {what}", in_hand.sender),
            game: Some(id),
        })
    }

    /// `overdue`: the organiser gets the list of games whose deadline has passed.
    fn overdue(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
    ) -> Result<Handled, ArbiterError> {
        let lines = crate::arbiter::game::deadlines::overdue_lines(self, tx)?;
        let language = language_of(tx, in_hand.sender)?;
        let text = if lines.is_empty() {
            Phrase::new("organiser-overdue-none").in_language(language)
        } else {
            format!(
                "{}\n\n{}",
                Phrase::new("organiser-overdue").in_language(language),
                lines.join("\n")
            )
        };
        let subject = Phrase::new("organiser-overdue-subject").in_language(language);
        compose::Reply::answer(in_hand, &subject, &text).queue_notice(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Answered,
            detail: "overdue".into(),
            game: None,
        })
    }
}

/// Reads an organiser's command on one game from its first word and the words
/// after it: `abort 12 reason`, `adjudicate 12 1-0 reason`, `takeback 12 reason`,
/// `resend 12 [ADDRESS]` (to that player alone), `pause 12 reason`, `resume 12
/// reason`. Returns the game, the action and the reason (the rest of the line).
///
/// # Errors
///
/// [`GameCommandError::Usage`] without a game number or result that reads;
/// [`GameCommandError::Result`] for a result that does not read.
fn read_game_command(
    word: &str,
    words: &[String],
) -> Result<(GameId, OrganiserAction, String), GameCommandError> {
    let Some((id, mut rest)) = words.split_first() else {
        return Err(GameCommandError::Usage);
    };
    let Ok(id) = id.trim_start_matches('#').parse::<GameId>() else {
        return Err(GameCommandError::Usage);
    };
    let action = match word {
        "abort" => OrganiserAction::Abort,
        "takeback" => OrganiserAction::TakeBack,
        "pause" => OrganiserAction::Pause,
        "resume" => OrganiserAction::Resume,
        "resend" => {
            let to = rest.first().filter(|w| w.contains('@')).cloned();
            if to.is_some() {
                rest = &rest[1..];
            }
            OrganiserAction::Resend { to }
        }
        _ => {
            let Some((result, after)) = rest.split_first() else {
                return Err(GameCommandError::Usage);
            };
            rest = after;
            OrganiserAction::Adjudicate(parse_result(result).map_err(GameCommandError::Result)?)
        }
    };
    Ok((id, action, rest.join(" ")))
}

/// Why an organiser's command on one game does not read ([`read_game_command`]).
#[derive(Debug, thiserror::Error)]
enum GameCommandError {
    /// No game number, a number that does not read, or `adjudicate` without a
    /// result: the command's usage is the answer.
    #[error("no game number, or no result to adjudicate")]
    Usage,
    /// The result of `adjudicate` does not read.
    #[error("{0}")]
    Result(OrganiserError),
}

impl GameCommandError {
    /// The refusal's words in `language`: the usage of the command `word`, or
    /// why its result does not read.
    fn in_language(&self, word: &str, language: Language) -> String {
        match self {
            GameCommandError::Usage => match word {
                "adjudicate" => Phrase::new("organiser-usage-adjudicate").in_language(language),
                "resend" => Phrase::new("organiser-usage-resend").in_language(language),
                _ => Phrase::new("organiser-usage")
                    .with("word", word)
                    .in_language(language),
            },
            GameCommandError::Result(e) => e.phrase().in_language(language),
        }
    }
}

/// The refusal of an organiser's command without the organiser's code, in the
/// sender's language.
///
/// # Errors
///
/// [`StoreError`] reading the sender's language.
fn no_code(tx: &Connection, sender: &str) -> Result<String, StoreError> {
    let language = language_of(tx, sender)?;
    Ok(Phrase::new("organiser-no-code").in_language(language))
}

/// True for the errors that are the organiser's to mend (a bad tournament, option,
/// setting, pairing), answered by mail; the others are the arbiter's.
fn answerable(e: &ArbiterError) -> bool {
    matches!(e, ArbiterError::Refused(_) | ArbiterError::Pairing(_))
}

/// Why an organiser's command was refused, in `language`: a [`Refusal`] in the
/// words it has there (`locales/<code>/organiser-errors.ftl`), anything else in
/// English.
fn reason_in(e: &ArbiterError, language: Language) -> String {
    match e {
        ArbiterError::Refused(refusal) => refusal.in_language(language),
        other => other.to_string(),
    }
}

/// At most `max` characters of `text`, with `...` when cut.
fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        format!("{}...", text.chars().take(max).collect::<String>())
    }
}

/// Reads `announce TOURNAMENT TEXT` from the organiser's lines: the tournament's
/// number (`12` or `#12`) and the text, the rest of the first line and the lines
/// after it, trimmed (empty when there is none). `None` without a number.
fn read_announcement(lines: &[String]) -> Option<(i64, String)> {
    let mut own = lines.iter().skip_while(|l| l.trim().is_empty());
    let first = own.next().map(|l| l.trim()).unwrap_or_default();
    let mut words = first.splitn(3, char::is_whitespace).skip(1);
    let id = words.next()?.trim_start_matches('#').parse::<i64>().ok()?;
    let mut text: Vec<&str> = words.next().map(str::trim).into_iter().collect();
    text.extend(own.map(String::as_str));
    Some((id, text.join("\n").trim().to_string()))
}

/// The RFC 2919 List-Id of tournament `id`'s announcements: its name (without the
/// characters that would end the phrase) and `tournament-ID.DOMAIN`, the domain
/// of the arbiter's `address`.
fn list_id(name: &str, id: i64, address: &str) -> String {
    let domain = address.rsplit_once('@').map_or("localhost", |(_, d)| d);
    let name: String = name
        .chars()
        .filter(|c| !matches!(c, '"' | '\\' | '<' | '>'))
        .collect();
    format!("\"{name}\" <tournament-{id}.{domain}>")
}
