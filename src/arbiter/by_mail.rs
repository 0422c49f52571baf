//! Challenges and organiser commands by mail (issue 13 §5, §6).
//!
//! A challenge: `challenge bob@example.net momentum black-army=nutty-knights 3d/move
//! as black` (the address, the variant, `KEY=VALUE` options, an optional time
//! control in any form `TimeControl::parse` reads, an optional `as white` or `as
//! black`; the challenger plays White unless `as black`). The variant, options and
//! time control are checked at once with the same parsers as `arbiter new`; a
//! refusal names the reason. The challenged player gets a request carrying a token
//! made by the confirmation machinery of [`super::auth`] (Reply-To
//! `arbiter+c-TOKEN@host`, subject `[Confirm TOKEN]`); a reply `accept` makes the
//! game (with [`super::new_game_in`], so both players get the usual first mails),
//! `decline` tells the challenger. With `[arbiter] challenges = "approval"` an
//! accepted challenge goes to the organisers with a token of its own, and the game
//! starts when one of them answers `approve` (`refuse` ends it).
//!
//! An organiser's command: from an address in `[arbiter] organisers`, with the
//! organiser's code from `[arbiter] organiser_codes` in the subject as
//! `[Organiser CODE]` (any `From:` can be forged; the code cannot be guessed and
//! never travels in the arbiter's own mail). Commands: `abort N reason`,
//! `adjudicate N 1-0 reason`, `takeback N reason`, `resend N [ADDRESS]`, `pause N reason`,
//! `resume N reason`, `overdue`. They go through [`super::Arbiter::organise`]'s
//! path, which records who and why in the game's log. With the code too:
//! `tournament ...` (the command line's grammar) and `player external EMAIL
//! --from iccf --rating 2450 ...` (a rating from elsewhere, issue 21 §10).

use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;

use super::auth::{self, Carried};
use super::compose::{self, Refused, Thread};
use super::errors::ArbiterError;
use super::new_game::new_game_in;
use super::organiser::{organise_in, parse_result, OrganiserAction};
use super::ratings::read_player_line;
use super::service::{Handled, Letter, Service};
use super::tournament_commands::{self, read_mail_line};
use crate::config::Challenges;
use crate::corr::clock::TimeControl;
use crate::mail::command;
use crate::rules::game::GameRecord;
use crate::rules::{registry, Options};
use crate::store::guesses::SecretKind;
use crate::store::{self, challenges::Challenge, StoreError};

/// The words that start an organiser's command.
const ORGANISER_WORDS: [&str; 7] = [
    "abort",
    "adjudicate",
    "takeback",
    "resend",
    "pause",
    "resume",
    "overdue",
];

/// The first line with text, lower-cased words.
fn first_words(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .find(|l| !l.trim().is_empty())
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// A challenge as read from its line (issue 13 §5).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proposal {
    /// The challenged player's address, checked as `arbiter new` checks one.
    pub challenged: String,
    /// The variant id, lower case.
    pub variant: String,
    /// The `KEY=VALUE` options, as written.
    pub options: Options,
    /// The time control, if one was written.
    pub time_control: Option<TimeControl>,
    /// True unless `as black` was written.
    pub challenger_white: bool,
    /// False when the word `unrated` was written: the game will not count for
    /// the ratings (issue 21 §5).
    pub rated: bool,
}

/// Reads `challenge ADDRESS VARIANT [KEY=VALUE ...] [TIME CONTROL] [as white|black]
/// [unrated]` given as its words without the first, `challenge` (issue 13 §5; the
/// word `unrated`, anywhere after the variant, issue 21 §5). The variant and
/// options are checked by the rules engine, the time control by
/// [`TimeControl::parse`].
///
/// Errors: the reason in words (for the refusal's text): no address or variant, a
/// bad address, `as` without `white` or `black`, a bad time control, an unknown
/// variant or option.
pub fn read_proposal(words: &[String]) -> Result<Proposal, String> {
    let usage = "write: challenge ADDRESS VARIANT [OPTION=VALUE ...] [TIME CONTROL] [as white|as black] [unrated], like \"challenge bob@example.net momentum 3d/move\"";
    let (Some(address), Some(variant)) = (words.first(), words.get(1)) else {
        return Err(usage.to_string());
    };
    let challenged = super::service::checked_address(address).map_err(|e| e.to_string())?;
    let mut options = Options::new();
    let mut rest = Vec::new();
    let mut challenger_white = true;
    let mut rated = true;
    let mut i = 2;
    while i < words.len() {
        let w = &words[i];
        if w.eq_ignore_ascii_case("unrated") {
            rated = false;
            i += 1;
            continue;
        }
        if w.eq_ignore_ascii_case("as") {
            match words.get(i + 1).map(|c| c.to_ascii_lowercase()).as_deref() {
                Some("white") => challenger_white = true,
                Some("black") => challenger_white = false,
                _ => return Err(format!("after \"as\" write white or black; {usage}")),
            }
            i += 2;
            continue;
        }
        if let Some((k, v)) = w.split_once('=') {
            options.insert(k.trim().to_string(), v.trim().to_string());
        } else {
            rest.push(w.as_str());
        }
        i += 1;
    }
    let time_control = if rest.is_empty() {
        None
    } else {
        Some(TimeControl::parse(&rest.join(" ")).map_err(|e| e.to_string())?)
    };
    // The rules engine's own check of variant and options (unknown variant, bad
    // option), without making a game.
    GameRecord::new(variant, &options, None).map_err(|e| e.to_string())?;
    Ok(Proposal {
        challenged,
        variant: variant.to_ascii_lowercase(),
        options,
        time_control,
        challenger_white,
        rated,
    })
}

impl Service {
    /// True when `address` is one of `[arbiter] organisers`.
    pub(super) fn is_organiser(&self, address: &str) -> bool {
        self.config
            .arbiter
            .organisers
            .iter()
            .any(|o| o.trim().eq_ignore_ascii_case(address))
    }

    /// A message whose first line is a challenge, or an organiser's command from an
    /// organiser's address: handled here (`Some`); so is an organiser's word first
    /// in a mail from another address with no move after it, refused with the
    /// reason; else `None`, and the message is read as a player's.
    ///
    /// Errors: [`ArbiterError::Store`], [`ArbiterError::Template`],
    /// [`ArbiterError::Random`].
    pub(super) fn by_mail(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        lines: &[String],
    ) -> Result<Option<Handled>, ArbiterError> {
        let words = first_words(lines);
        let Some(first) = words.first().map(|w| w.to_ascii_lowercase()) else {
            return Ok(None);
        };
        if first == "challenge" {
            return self.challenge(tx, letter, &words[1..]).map(Some);
        }
        // Entries by mail (issue 21 §2): `enter 12`, `withdraw entry 12`.
        if first == "enter" && words.len() > 1 {
            return self.enter(tx, letter, &words[1..]).map(Some);
        }
        if first == "withdraw" && words.len() > 2 && words[1].eq_ignore_ascii_case("entry") {
            return self.withdraw_entry(tx, letter, &words[2..]).map(Some);
        }
        let organiser = self.is_organiser(letter.sender);
        if first == "tournament" {
            if !organiser {
                let reason = "only an organiser of this arbiter may send tournament commands \
                              (from an address in its list of organisers, with the organiser's \
                              code in the subject); nothing was done";
                return self
                    .refuse(tx, letter, Refused::new(None, reason))
                    .map(Some);
            }
            let line = lines.iter().find(|l| !l.trim().is_empty());
            return self
                .organiser_tournament(tx, letter, line.map_or("", |l| l.as_str()))
                .map(Some);
        }
        if first == "player"
            && words
                .get(1)
                .is_some_and(|w| w.eq_ignore_ascii_case("external"))
        {
            if !organiser {
                let reason = "only an organiser of this arbiter may enter a player's rating from \
                              elsewhere (from an address in its list of organisers, with the \
                              organiser's code in the subject); nothing was done";
                return self
                    .refuse(tx, letter, Refused::new(None, reason))
                    .map(Some);
            }
            let line = lines.iter().find(|l| !l.trim().is_empty());
            return self
                .organiser_player(tx, letter, line.map_or("", |l| l.as_str()))
                .map(Some);
        }
        if !organiser {
            if let Some(reason) = organisers_only(&first, lines) {
                return self
                    .refuse(tx, letter, Refused::new(None, &reason))
                    .map(Some);
            }
        }
        if organiser && first == "announce" {
            return self.announce(tx, letter, lines).map(Some);
        }
        if organiser && ORGANISER_WORDS.contains(&first.as_str()) {
            return self
                .organiser_command(tx, letter, &first, &words[1..])
                .map(Some);
        }
        Ok(None)
    }

    /// A notice about a challenge (no game) as the next message in our thread
    /// with `to`, by [`compose::notice`].
    fn notice(
        &self,
        tx: &Connection,
        to: &str,
        subject: &str,
        text: &str,
        reply_to: Option<String>,
    ) -> Result<(), ArbiterError> {
        compose::notice(
            self,
            tx,
            None,
            to,
            subject,
            text,
            Thread::Continue,
            reply_to,
        )
    }

    fn challenge(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        words: &[String],
    ) -> Result<Handled, ArbiterError> {
        let proposal = match read_proposal(words) {
            Ok(p) => p,
            Err(reason) => {
                let reason = format!("challenge refused: {reason}");
                return self.refuse(tx, letter, Refused::new(None, &reason));
            }
        };
        if proposal.challenged.eq_ignore_ascii_case(letter.sender) {
            return self.refuse(
                tx,
                letter,
                Refused::new(None, "challenge refused: you cannot challenge yourself"),
            );
        }
        if let Some(why) = &letter.quiet {
            return Ok(super::service::rate_limited(why, "challenge", None));
        }
        let token = auth::random_code(auth::TOKEN_LEN)?;
        let expires_at = self.now() + Duration::days(i64::from(self.config.arbiter.challenge_days));
        let control = proposal.time_control.map(|c| c.to_string());
        let options = serde_json::to_string(&proposal.options)
            .map_err(|e| ArbiterError::Encode(e.to_string()))?;
        let color = if proposal.challenger_white {
            "white"
        } else {
            "black"
        };
        store::challenges::add(
            tx,
            &Challenge {
                token: token.clone(),
                challenger: letter.sender.to_string(),
                challenged: proposal.challenged.clone(),
                variant: proposal.variant.clone(),
                options,
                time_control: control.clone(),
                challenger_color: color.into(),
                status: "waiting".into(),
                approve_token: None,
                game_id: None,
                expires_at,
            },
        )?;
        if !proposal.rated {
            store::ratings::set_unrated_challenge(tx, &token)?;
        }
        let mut terms = terms(&proposal.variant, &proposal.options, control.as_deref());
        if !proposal.rated {
            terms.push_str(", unrated");
        }
        let other = if proposal.challenger_white {
            "black"
        } else {
            "white"
        };
        let text = format!(
            "{sender} challenges you to a game of {terms}; you would play {other}.\n\n\
             To accept, reply to this message with the word\n\n    accept\n\n\
             To decline, reply with\n\n    decline\n\n\
             The challenge lapses if it is not answered by {expires}.",
            sender = letter.sender,
            expires = when(expires_at),
        );
        let reply_to = auth::plus_address(&self.config.arbiter.address, &auth::confirm_tag(&token));
        self.notice(
            tx,
            &proposal.challenged,
            &format!("Challenge from {} [Confirm {token}]", letter.sender),
            &text,
            Some(reply_to),
        )?;
        let text = format!(
            "Your challenge to {} ({terms}) went out; you will hear when it is answered.",
            proposal.challenged
        );
        compose::notice(
            self,
            tx,
            None,
            letter.sender,
            "Challenge sent",
            &text,
            Thread::Answer(letter.msg),
            None,
        )?;
        Ok(Handled {
            outcome: "answered",
            detail: format!("challenge {token} to {}: {terms}", proposal.challenged),
            game: None,
        })
    }

    /// The answer to a challenge's request (`accept`, `decline`) or to an
    /// organisers' approval request (`approve`, `refuse`); `None` when `token` is
    /// no challenge's.
    ///
    /// Errors: as [`Service::by_mail`].
    pub(super) fn answer_challenge(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        token: &str,
        lines: &[String],
    ) -> Result<Option<Handled>, ArbiterError> {
        let Some(c) = store::challenges::by_token(tx, token)? else {
            return Ok(None);
        };
        let word = first_words(lines)
            .first()
            .map(|w| {
                w.trim_matches(|ch: char| !ch.is_alphanumeric())
                    .to_ascii_lowercase()
            })
            .unwrap_or_default();
        let approving = c.approve_token.as_deref() == Some(token);
        let options: Options = serde_json::from_str(&c.options).unwrap_or_default();
        let terms = challenge_terms(tx, &c, &options)?;
        let refuse = |reason: &str| {
            self.refuse(tx, letter, Refused::new(None, reason))
                .map(Some)
        };
        if approving {
            if !self.is_organiser(letter.sender) {
                return refuse("only an organiser can approve a challenge; nothing was done");
            }
            if c.status != "approval" {
                return refuse(&format!(
                    "the challenge {} v {} was answered before ({}); nothing was done",
                    c.challenger, c.challenged, c.status
                ));
            }
            return match word.as_str() {
                "approve" | "approved" | "yes" => self.start(tx, &c, &options).map(Some),
                "refuse" | "decline" | "no" => {
                    store::challenges::update(tx, &c.token, "refused", Some(token), None)?;
                    let text = format!(
                        "The organiser {} did not approve the game {terms} between {} and {}.",
                        letter.sender, c.challenger, c.challenged
                    );
                    for to in [&c.challenger, &c.challenged] {
                        self.notice(tx, to, "Challenge not approved", &text, None)?;
                    }
                    Ok(Some(Handled {
                        outcome: "applied",
                        detail: format!("challenge {} refused by {}", c.token, letter.sender),
                        game: None,
                    }))
                }
                _ => refuse(
                    "answer the request with \"approve\" or \"refuse\" alone on the first line",
                ),
            };
        }
        if !c.challenged.eq_ignore_ascii_case(letter.sender) {
            let tried = format!("the challenge token {token} of another address");
            if let Some(held) = self.failed_try(tx, letter, None, SecretKind::Token, &tried)? {
                return Ok(Some(held));
            }
            return refuse(&format!(
                "this challenge went to {}; only that address can answer it, and nothing was done",
                c.challenged
            ));
        }
        if c.status == "lapsed" || (c.status == "waiting" && self.now() > c.expires_at) {
            if c.status == "waiting" {
                self.lapse(tx, &c)?;
            }
            return refuse(&format!(
                "this challenge from {} lapsed at {}, {} days after it was made, without an \
                 answer; nothing was done. To play, send a challenge of your own: \
                 challenge {} {}",
                c.challenger,
                when(c.expires_at),
                self.config.arbiter.challenge_days,
                c.challenger,
                c.variant
            ));
        }
        if c.status != "waiting" {
            return refuse(&format!(
                "this challenge was answered before ({}); nothing was done again",
                c.status
            ));
        }
        match word.as_str() {
            "accept" | "accepted" | "yes" => {
                if self.config.arbiter.challenges == Challenges::Approval {
                    let approve = auth::random_code(auth::TOKEN_LEN)?;
                    store::challenges::update(tx, &c.token, "approval", Some(&approve), None)?;
                    let reply_to = auth::plus_address(
                        &self.config.arbiter.address,
                        &auth::confirm_tag(&approve),
                    );
                    let text = format!(
                        "{} challenged {} to a game of {terms}, and the challenge was accepted.\n\n\
                         To let the game start, reply to this message with\n\n    approve\n\n\
                         To stop it, reply with\n\n    refuse",
                        c.challenger, c.challenged
                    );
                    let subject = format!("Approve a game? [Confirm {approve}]");
                    for organiser in &self.config.arbiter.organisers {
                        self.notice(tx, organiser, &subject, &text, Some(reply_to.clone()))?;
                    }
                    let text = format!(
                        "The challenge {} v {} ({terms}) was accepted; the game starts when an organiser approves it.",
                        c.challenger, c.challenged
                    );
                    for to in [&c.challenger, &c.challenged] {
                        self.notice(
                            tx,
                            to,
                            "Challenge accepted, waiting for approval",
                            &text,
                            None,
                        )?;
                    }
                    return Ok(Some(Handled {
                        outcome: "applied",
                        detail: format!("challenge {} accepted; organisers asked", c.token),
                        game: None,
                    }));
                }
                self.start(tx, &c, &options).map(Some)
            }
            "decline" | "declined" | "no" => {
                store::challenges::update(tx, &c.token, "declined", None, None)?;
                let text = format!("{} declined your challenge ({terms}).", c.challenged);
                self.notice(tx, &c.challenger, "Challenge declined", &text, None)?;
                Ok(Some(Handled {
                    outcome: "applied",
                    detail: format!("challenge {} declined", c.token),
                    game: None,
                }))
            }
            _ => refuse(
                "answer the challenge with \"accept\" or \"decline\" alone on the first line",
            ),
        }
    }

    /// Marks a challenge that was not answered by its expiry as lapsed and tells
    /// the challenger (issue 13 §5); by the clock pass of every poll, or at once
    /// when the late answer comes first.
    ///
    /// Errors: [`ArbiterError::Store`], [`ArbiterError::Template`].
    pub(super) fn lapse(&self, tx: &Connection, c: &Challenge) -> Result<(), ArbiterError> {
        store::challenges::update(tx, &c.token, "lapsed", c.approve_token.as_deref(), None)?;
        let options: Options = serde_json::from_str(&c.options).unwrap_or_default();
        let terms = challenge_terms(tx, c, &options)?;
        let text = format!(
            "Your challenge to {} ({terms}) lapsed: it was not answered by {}, {} days after \
             you sent it. No game was made; you may send a new challenge.",
            c.challenged,
            when(c.expires_at),
            self.config.arbiter.challenge_days
        );
        self.notice(tx, &c.challenger, "Challenge lapsed", &text, None)
    }

    /// Makes the challenge's game (the usual first mails to both players).
    fn start(
        &self,
        tx: &Connection,
        c: &Challenge,
        options: &Options,
    ) -> Result<Handled, ArbiterError> {
        let players = if c.challenger_color == "white" {
            (c.challenger.as_str(), c.challenged.as_str())
        } else {
            (c.challenged.as_str(), c.challenger.as_str())
        };
        // Stored as canonical text that the parser wrote, so it reads back.
        let control = c
            .time_control
            .as_deref()
            .and_then(|t| TimeControl::parse(t).ok());
        let rated = !store::ratings::challenge_unrated(tx, &c.token)?;
        let id = new_game_in(
            self, tx, &c.variant, options, players, None, control, None, rated,
        )?;
        store::challenges::update(
            tx,
            &c.token,
            "started",
            c.approve_token.as_deref(),
            Some(id),
        )?;
        Ok(Handled {
            outcome: "applied",
            detail: format!("challenge {} accepted: game {id}", c.token),
            game: Some(id),
        })
    }

    /// `None` when the letter's subject carries its sender's organiser code as
    /// `[Organiser CODE]` and no other organiser code (any `From:` can be forged;
    /// the code cannot be guessed, and one mail tests one code). Else the mail's
    /// outcome: a wrong code, or several, is a failed try, held while the sender is
    /// guarded and refused otherwise; no code at all is refused.
    ///
    /// # Errors
    ///
    /// As [`Service::by_mail`].
    fn without_organiser_code(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
    ) -> Result<Option<Handled>, ArbiterError> {
        let code = self
            .config
            .arbiter
            .organiser_codes
            .iter()
            .find(|(a, _)| a.trim().eq_ignore_ascii_case(letter.sender))
            .map(|(_, c)| c.trim());
        let tried = match auth::organiser_codes(letter.msg.subject.as_deref()) {
            Carried::One(carried) if code == Some(carried.as_str()) => return Ok(None),
            Carried::Nothing => {
                return self
                    .refuse(tx, letter, Refused::new(None, NO_CODE))
                    .map(Some)
            }
            Carried::One(_) => "a wrong organiser code".to_string(),
            Carried::Several(codes) => format!("{} different organiser codes", codes.len()),
        };
        if let Some(held) = self.failed_try(tx, letter, None, SecretKind::OrganiserCode, &tried)? {
            return Ok(Some(held));
        }
        self.refuse(tx, letter, Refused::new(None, NO_CODE))
            .map(Some)
    }

    /// An organiser's `tournament ...` line (issue 21 §1): read with the command
    /// line's grammar, run in the message's transaction, answered with the command
    /// line's text; the players' mail it queues goes out with the reply.
    ///
    /// Errors: as [`Service::organiser_line`].
    fn organiser_tournament(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        line: &str,
    ) -> Result<Handled, ArbiterError> {
        self.organiser_line(tx, letter, line, "tournament", read_mail_line, |tx, c| {
            tournament_commands::run(self, tx, c, letter.sender)
        })
    }

    /// An organiser's `player external EMAIL --from iccf --rating 2450 ...` line
    /// (issue 21 §10), as [`Service::organiser_tournament`].
    ///
    /// Errors: as [`Service::organiser_line`].
    fn organiser_player(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        line: &str,
    ) -> Result<Handled, ArbiterError> {
        self.organiser_line(tx, letter, line, "player", read_player_line, |tx, args| {
            super::ratings::external_in(tx, args)
        })
    }

    /// One organiser's command line of the command line's grammar: the code
    /// checked, the line read by `read` (a line that does not read is answered
    /// with clap's message), carried out by `run` in the message's transaction
    /// under a savepoint (a refused command leaves nothing behind and is answered
    /// with the reason), answered with the command line's text.
    ///
    /// Errors: [`ArbiterError::Store`], [`ArbiterError::Template`] and the other
    /// errors that are not the organiser's (those are answered).
    fn organiser_line<C>(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        line: &str,
        what: &str,
        read: impl Fn(&str) -> Result<C, String>,
        run: impl Fn(&Connection, &C) -> Result<String, ArbiterError>,
    ) -> Result<Handled, ArbiterError> {
        if let Some(handled) = self.without_organiser_code(tx, letter)? {
            return Ok(handled);
        }
        let shown = shorten(line.trim(), 200);
        let command = match read(line) {
            Ok(c) => c,
            Err(why) => {
                let reason = format!("\"{shown}\" is no {what} command I can carry out:\n\n{why}");
                return self.refuse(tx, letter, Refused::new(None, &reason));
            }
        };
        tx.execute_batch("SAVEPOINT organiser_command")
            .map_err(StoreError::from)?;
        match run(tx, &command) {
            Ok(answer) => {
                tx.execute_batch("RELEASE organiser_command")
                    .map_err(StoreError::from)?;
                compose::notice(
                    self,
                    tx,
                    None,
                    letter.sender,
                    &format!("Done: {}", shorten(line.trim(), 60)),
                    &answer,
                    Thread::Answer(letter.msg),
                    None,
                )?;
                Ok(Handled {
                    outcome: "applied",
                    detail: format!("organiser {}: {shown}", letter.sender),
                    game: None,
                })
            }
            Err(e) => {
                tx.execute_batch("ROLLBACK TO organiser_command; RELEASE organiser_command")
                    .map_err(StoreError::from)?;
                if answerable(&e) {
                    let reason = format!("\"{shown}\" was not carried out: {e}");
                    self.refuse(tx, letter, Refused::new(None, &reason))
                } else {
                    Err(e)
                }
            }
        }
    }

    /// `announce 12 TEXT` (the rest of the line and the lines after it): the text
    /// goes to every entrant of tournament 12 who has not withdrawn, as bulk mail
    /// with the event's List-Id (issue 21 §3); the organiser gets "Done".
    ///
    /// Errors: as [`Service::by_mail`].
    fn announce(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        lines: &[String],
    ) -> Result<Handled, ArbiterError> {
        if let Some(handled) = self.without_organiser_code(tx, letter)? {
            return Ok(handled);
        }
        let usage = "write: announce TOURNAMENT TEXT (the text may go on over the next lines)";
        let mut own = lines.iter().skip_while(|l| l.trim().is_empty());
        let first = own.next().map(|l| l.trim()).unwrap_or_default();
        let mut words = first.splitn(3, char::is_whitespace).skip(1);
        let Some(id) = words
            .next()
            .and_then(|n| n.trim_start_matches('#').parse::<i64>().ok())
        else {
            return self.refuse(tx, letter, Refused::new(None, usage));
        };
        let Some(t) = store::tournament_tables::load(tx, id)? else {
            let reason = format!("there is no tournament {id}; nothing was announced");
            return self.refuse(tx, letter, Refused::new(None, &reason));
        };
        let mut text: Vec<&str> = words.next().map(str::trim).into_iter().collect();
        text.extend(own.map(String::as_str));
        let text = text.join("\n").trim().to_string();
        if text.is_empty() {
            return self.refuse(tx, letter, Refused::new(None, usage));
        }
        if let Some(why) = &letter.quiet {
            return Ok(super::service::rate_limited(why, "announce", None));
        }
        let domain = self
            .config
            .arbiter
            .address
            .rsplit_once('@')
            .map_or("localhost", |(_, d)| d);
        let name: String = t
            .name
            .chars()
            .filter(|c| !matches!(c, '"' | '\\' | '<' | '>'))
            .collect();
        let list_id = format!("\"{name}\" <tournament-{id}.{domain}>");
        let subject = format!("{}: from the organiser", t.name);
        let entrants = store::tournament_tables::entrants(tx, id)?;
        let mut sent = 0;
        for e in entrants.iter().filter(|e| e.withdrawn_at.is_none()) {
            compose::announcement(self, tx, &e.email, &subject, &text, &list_id)?;
            sent += 1;
        }
        compose::notice(
            self,
            tx,
            None,
            letter.sender,
            &format!("Done: announced to {}", t.name),
            &format!(
                "Your announcement went to {sent} entrant(s) of {} (tournament {id}).",
                t.name
            ),
            Thread::Answer(letter.msg),
            None,
        )?;
        Ok(Handled {
            outcome: "applied",
            detail: format!(
                "organiser {}: announced to {sent} entrant(s) of tournament {id}",
                letter.sender
            ),
            game: None,
        })
    }

    fn organiser_command(
        &self,
        tx: &Connection,
        letter: &Letter<'_>,
        word: &str,
        words: &[String],
    ) -> Result<Handled, ArbiterError> {
        if let Some(handled) = self.without_organiser_code(tx, letter)? {
            return Ok(handled);
        }
        if word == "overdue" {
            let lines = super::deadlines::overdue_lines(self, tx)?;
            let text = if lines.is_empty() {
                "No game is overdue.".to_string()
            } else {
                format!("Overdue games:\n\n{}", lines.join("\n"))
            };
            compose::notice(
                self,
                tx,
                None,
                letter.sender,
                "Overdue games",
                &text,
                Thread::Answer(letter.msg),
                None,
            )?;
            return Ok(Handled {
                outcome: "answered",
                detail: "overdue".into(),
                game: None,
            });
        }
        let usage = match word {
            "adjudicate" => "write: adjudicate GAME RESULT reason".to_string(),
            "resend" => "write: resend GAME [ADDRESS]".to_string(),
            _ => format!("write: {word} GAME reason"),
        };
        let Some(id) = words
            .first()
            .and_then(|n| n.trim_start_matches('#').parse::<i64>().ok())
        else {
            return self.refuse(tx, letter, Refused::new(None, &usage));
        };
        let mut rest = &words[1..];
        let action = match word {
            "abort" => OrganiserAction::Abort,
            "takeback" => OrganiserAction::TakeBack,
            "resend" => {
                // `resend 12 bob@example.net`: to that player alone, as `--to`.
                let to = rest.first().filter(|w| w.contains('@')).cloned();
                if to.is_some() {
                    rest = &rest[1..];
                }
                OrganiserAction::Resend { to }
            }
            "pause" => OrganiserAction::Pause,
            "resume" => OrganiserAction::Resume,
            _ => {
                let Some(result) = rest.first() else {
                    return self.refuse(tx, letter, Refused::new(None, &usage));
                };
                rest = &rest[1..];
                match parse_result(result) {
                    Ok(r) => OrganiserAction::Adjudicate(r),
                    Err(e) => {
                        let reason = e.to_string();
                        return self.refuse(tx, letter, Refused::new(None, &reason));
                    }
                }
            }
        };
        let reason = rest.join(" ");
        match organise_in(self, tx, id, &action, letter.sender, &reason) {
            Ok(what) => {
                compose::notice(
                    self,
                    tx,
                    Some(id),
                    letter.sender,
                    "Done",
                    &format!("Game {id}: {what}."),
                    Thread::Answer(letter.msg),
                    None,
                )?;
                Ok(Handled {
                    outcome: "applied",
                    detail: format!("organiser {}: {what}", letter.sender),
                    game: Some(id),
                })
            }
            Err(e @ (ArbiterError::Organiser(_) | ArbiterError::NoSuchGame(_))) => {
                let reason = e.to_string();
                self.refuse(tx, letter, Refused::new(None, &reason))
            }
            Err(e) => Err(e),
        }
    }
}

/// The refusal of an organiser's command without the organiser's code.
const NO_CODE: &str = "an organiser's command counts only with the organiser's code in the \
                       subject, as [Organiser CODE] (any From: can be forged); nothing was done";

/// The refusal of an organiser's word (`abort`, `announce`, ...) that starts the
/// first line of a mail from an address that is no organiser's; `None` when
/// `first` is no such word, or when the lines after that first line hold a move
/// or command in some variant's syntax (then the first line is prose, and the
/// mail goes to the move reader as before: a move is never lost to this).
fn organisers_only(first: &str, lines: &[String]) -> Option<String> {
    let what = match first {
        "announce" => "make an announcement to an event's entrants",
        "abort" => "abort a game",
        "adjudicate" => "adjudicate a game",
        "takeback" => "take back a move",
        "resend" => "have a game's mail sent again",
        "pause" => "pause a game",
        "resume" => "resume a paused game",
        "overdue" => "ask for the overdue games",
        _ => return None,
    };
    let rest: Vec<String> = lines
        .iter()
        .skip_while(|l| l.trim().is_empty())
        .skip(1)
        .cloned()
        .collect();
    if registry()
        .iter()
        .any(|v| !command::parse(&rest, v.syntax).is_empty())
    {
        return None;
    }
    Some(format!(
        "\"{first}\" is an organiser's command: only an organiser of this arbiter may {what} \
         (from an address in its list of organisers, with the organiser's code in the subject); \
         nothing was done"
    ))
}

/// True for the errors that are the organiser's to mend (a bad tournament, option,
/// setting, pairing), answered by mail; the others are the arbiter's.
fn answerable(e: &ArbiterError) -> bool {
    matches!(
        e,
        ArbiterError::Tournament(_)
            | ArbiterError::Rules(_)
            | ArbiterError::Setting(_)
            | ArbiterError::Organiser(_)
            | ArbiterError::Pairing(_)
            | ArbiterError::NoSuchGame(_)
            | ArbiterError::Address(_)
            | ArbiterError::External(_)
    )
}

/// At most `max` characters of `text`, with `...` when cut.
fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        format!("{}...", text.chars().take(max).collect::<String>())
    }
}

/// An instant for a notice: `2026-12-24 10:00 UTC`.
fn when(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M UTC").to_string()
}

/// The terms of a stored challenge in words ([`terms`], then `, unrated` for an
/// unrated one).
///
/// Errors: [`StoreError::Sqlite`].
fn challenge_terms(
    tx: &Connection,
    c: &Challenge,
    options: &Options,
) -> Result<String, StoreError> {
    let mut text = terms(&c.variant, options, c.time_control.as_deref());
    if store::ratings::challenge_unrated(tx, &c.token)? {
        text.push_str(", unrated");
    }
    Ok(text)
}

/// The terms of a challenge in words: `momentum (black-army=nutty-knights), 3d/move`.
fn terms(variant: &str, options: &Options, control: Option<&str>) -> String {
    let mut text = variant.to_string();
    if !options.is_empty() {
        let o: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
        text.push_str(&format!(" ({})", o.join(" ")));
    }
    match control {
        Some(c) => format!("{text}, time control {c}"),
        None => format!("{text}, no time control"),
    }
}
