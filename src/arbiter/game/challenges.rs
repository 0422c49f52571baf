//! Challenges by mail: `challenge bob@example.net momentum
//! black-army=nutty-knights 3d/move as black` (the address, the variant,
//! `KEY=VALUE` options, an optional time control in any form `TimeControl::parse`
//! reads, an optional `as white` or `as black`; the challenger plays White unless
//! `as black`). The variant, options and time control are checked at once with the
//! same parsers as `arbiter new`; a refusal names the reason. The challenged player
//! gets a request carrying a token made by the confirmation machinery of
//! [`crate::arbiter::auth`] (Reply-To `arbiter+c-TOKEN@host`, subject `[Confirm
//! TOKEN]`); a reply `accept` makes the game (with
//! [`crate::arbiter::game::new_game::new_game_in`], so both players get the usual
//! first mails), `decline` tells the challenger. With `[arbiter] challenges =
//! "approval"` an accepted challenge goes to the organisers with a token of its
//! own, and the game starts when one of them answers `approve` (`refuse` ends it).
//! Unanswered challenges lapse after `[arbiter] challenge_days`.

use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;

use crate::arbiter::auth;
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::game::new_game::{new_game_in, GameSetup};
use crate::arbiter::office::language_of;
use crate::arbiter::office::{rate_limited, Desk, Handled, MessageInHand, MessageOutcome, Office};
use crate::arbiter::outgoing::compose::{self, Refused};
use crate::board::color::Color;
use crate::config::Challenges;
use crate::corr::clock::{TimeControl, TimeControlError};
use crate::notation::dialect::Language;
use crate::notation::words::{Phrase, Word};
use crate::rules::game::GameRecord;
use crate::rules::{Options, RulesError};
use crate::store::challenges::{Challenge, ChallengeStatus};
use crate::store::guesses::SecretKind;
use crate::store::{self, StoreError};

/// The first line with text, lower-cased words.
pub(crate) fn first_words(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .find(|l| !l.trim().is_empty())
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// A challenge as read from its line.
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
    /// the ratings.
    pub rated: bool,
}

/// Why a challenge's line does not read: each with its message in
/// `locales/<code>/refusals-more.ftl` (the engine's own reasons inside, where
/// they have one), its `Display` the English text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChallengeError {
    /// No address or no variant: how to write a challenge.
    Usage,
    /// `as` without `white` or `black` after it.
    AsWhat,
    /// The text given (here) is not an e-mail address.
    Address(String),
    /// The time control does not read.
    TimeControl(TimeControlError),
    /// The rules engine refuses the variant or its options.
    Rules(RulesError),
}

impl std::fmt::Display for ChallengeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_language(Language::English))
    }
}

impl std::error::Error for ChallengeError {}

impl ChallengeError {
    /// The reason as the reader of `language` reads it, the rules engine's and
    /// the clock's reasons included (a position text's own reasons stay
    /// English).
    pub fn in_language(&self, language: Language) -> String {
        match self {
            ChallengeError::Usage => Phrase::new("refused-challenge-usage").in_language(language),
            ChallengeError::AsWhat => Phrase::new("refused-challenge-as")
                .with(
                    "usage",
                    Phrase::new("refused-challenge-usage").in_language(language),
                )
                .in_language(language),
            ChallengeError::Address(text) => Phrase::new("refused-not-an-address")
                .with("address", format!("{text:?}"))
                .in_language(language),
            ChallengeError::TimeControl(e) => e.phrase().in_language(language),
            ChallengeError::Rules(e) => e.phrase().in_language(language),
        }
    }
}

/// Reads `challenge ADDRESS VARIANT [KEY=VALUE ...] [TIME CONTROL] [as white|black]
/// [unrated]` given as its words without the first, `challenge` (the
/// word `unrated`, anywhere after the variant). The variant and
/// options are checked by the rules engine, the time control by
/// [`TimeControl::parse`].
///
/// # Errors
///
/// the reason ([`ChallengeError`], for the refusal's text): no address or
/// variant, a bad address, `as` without `white` or `black`, a bad time control,
/// an unknown variant or option.
pub fn read_proposal(words: &[String]) -> Result<Proposal, ChallengeError> {
    let (Some(address), Some(variant)) = (words.first(), words.get(1)) else {
        return Err(ChallengeError::Usage);
    };
    let challenged = crate::arbiter::office::checked_address(address)
        .map_err(|_| ChallengeError::Address(address.clone()))?;
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
            let side = words.get(i + 1).map(|c| c.to_ascii_lowercase());
            match side.as_deref().and_then(Color::from_name) {
                Some(side) => challenger_white = side == Color::White,
                None => return Err(ChallengeError::AsWhat),
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
        Some(TimeControl::parse(&rest.join(" ")).map_err(ChallengeError::TimeControl)?)
    };
    // The rules engine's own check of variant and options (unknown variant, bad
    // option), without making a game.
    GameRecord::new(variant, &options, None).map_err(ChallengeError::Rules)?;
    Ok(Proposal {
        challenged,
        variant: variant.to_ascii_lowercase(),
        options,
        time_control,
        challenger_white,
        rated,
    })
}

impl Office {
    /// A notice about a challenge (no game) as the next message in our thread
    /// with `to`, by [`compose::Reply::queue_notice`].
    fn notice(
        &self,
        tx: &Connection,
        to: &str,
        subject: &str,
        text: &str,
        reply_to: Option<String>,
    ) -> Result<(), ArbiterError> {
        compose::Reply::new(to, subject, text)
            .reply_to(reply_to)
            .queue_notice(self.desk(tx))
    }

    /// A challenge by mail (`challenge ADDRESS VARIANT ...`): refused with the
    /// reason when it does not read or challenges the sender; else kept with a
    /// token, sent to the challenged player, and its sending told to the sender.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`],
    /// [`ArbiterError::Random`].
    pub(crate) fn challenge(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        words: &[String],
    ) -> Result<Handled, ArbiterError> {
        let proposal = match read_proposal(words) {
            Ok(p) => p,
            Err(error) => {
                let language = language_of(tx, in_hand.sender)?;
                let reason = error.in_language(language);
                return self.refuse_saying(
                    tx,
                    in_hand,
                    None,
                    &Phrase::new("refused-challenge").with("reason", reason),
                );
            }
        };
        if proposal.challenged.eq_ignore_ascii_case(in_hand.sender) {
            return self.refuse_saying(
                tx,
                in_hand,
                None,
                &Phrase::new("refused-challenge-yourself"),
            );
        }
        if let Some(why) = &in_hand.quiet {
            return Ok(rate_limited(why, "challenge", None));
        }
        let (token, expires_at) = self.keep_challenge(tx, in_hand.sender, &proposal)?;
        let terms = proposal_terms(&proposal);
        self.desk(tx)
            .send_challenge(in_hand.sender, &proposal, &terms, &token, expires_at)?;
        let language = language_of(tx, in_hand.sender)?;
        let text = Phrase::new("challenge-sent")
            .with("challenged", proposal.challenged.as_str())
            .with("terms", terms.clone())
            .in_language(language);
        let subject = Phrase::new("challenge-sent-subject").in_language(language);
        compose::Reply::answer(in_hand, &subject, &text).queue_notice(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Answered,
            detail: format!("challenge {token} to {}: {terms}", proposal.challenged),
            game: None,
        })
    }
}

impl Desk<'_> {
    /// The challenge to the challenged player, in their language (English for
    /// an address that does not play here yet): the terms, the colour they
    /// would play, how to accept or decline (a reply carrying the challenge's
    /// `token`), and when it lapses.
    fn send_challenge(
        &self,
        sender: &str,
        proposal: &Proposal,
        terms: &Phrase,
        token: &str,
        expires_at: DateTime<Utc>,
    ) -> Result<(), ArbiterError> {
        let tx = self.tx;
        let other = challenger_color(proposal).opponent().name();
        let language = language_of(tx, &proposal.challenged)?;
        let request = Phrase::new("challenge-request")
            .with("challenger", sender)
            .with("terms", terms.clone())
            .with("color", other)
            .in_language(language);
        let text = format!(
            "{request}\n\n{}\n\n    accept\n\n{}\n\n    decline\n\n{}",
            Phrase::new("challenge-accept").in_language(language),
            Phrase::new("challenge-decline").in_language(language),
            Phrase::new("challenge-lapses")
                .with("at", when(expires_at))
                .in_language(language),
        );
        let reply_to = auth::plus_address(&self.config.arbiter.address, &auth::confirm_tag(token));
        let words = Phrase::new("challenge-subject")
            .with("challenger", sender)
            .in_language(language);
        let subject = format!("{words} [Confirm {token}]");
        self.notice(tx, &proposal.challenged, &subject, &text, Some(reply_to))
    }
}

impl Office {
    /// Keeps the challenge `proposal` by `challenger` with a fresh token, waiting
    /// until `[arbiter] challenge_days` from now; returns the token and that
    /// instant.
    fn keep_challenge(
        &self,
        tx: &Connection,
        challenger: &str,
        proposal: &Proposal,
    ) -> Result<(String, DateTime<Utc>), ArbiterError> {
        let token = auth::random_code(auth::TOKEN_LEN)?;
        let expires_at = self.now() + Duration::days(i64::from(self.config.arbiter.challenge_days));
        let options = serde_json::to_string(&proposal.options)
            .map_err(|e| ArbiterError::Encode(e.to_string()))?;
        let challenge = Challenge {
            token: token.clone(),
            challenger: challenger.to_string(),
            challenged: proposal.challenged.clone(),
            variant: proposal.variant.clone(),
            options,
            time_control: proposal.time_control.map(|c| c.to_string()),
            challenger_color: challenger_color(proposal),
            status: ChallengeStatus::Waiting,
            approve_token: None,
            game_id: None,
            expires_at,
        };
        store::challenges::add(tx, &challenge)?;
        if !proposal.rated {
            store::ratings::set_unrated_challenge(tx, &token)?;
        }
        Ok((token, expires_at))
    }

    /// The answer to a challenge's request (`accept`, `decline`) or to an
    /// organisers' approval request (`approve`, `refuse`); `None` when `token` is
    /// no challenge's.
    ///
    /// # Errors
    ///
    /// As [`Office::by_mail`].
    pub(crate) fn answer_challenge(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        token: &str,
        lines: &[String],
    ) -> Result<Option<Handled>, ArbiterError> {
        let Some(challenge) = store::challenges::by_token(tx, token)? else {
            return Ok(None);
        };
        let options: Options = serde_json::from_str(&challenge.options).unwrap_or_default();
        let answer = Answer {
            terms: challenge_terms(tx, &challenge, &options)?,
            word: answer_word(lines),
            challenge: &challenge,
            options,
        };
        if challenge.approve_token.as_deref() == Some(token) {
            return self.approval_answer(tx, in_hand, token, &answer).map(Some);
        }
        self.challenged_answer(tx, in_hand, token, &answer)
            .map(Some)
    }

    /// An organiser's answer to the approval request of an accepted challenge:
    /// `approve` starts the game, `refuse` ends the challenge and tells both.
    fn approval_answer(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        token: &str,
        answer: &Answer<'_>,
    ) -> Result<Handled, ArbiterError> {
        let c = answer.challenge;
        if !self.is_organiser(in_hand.sender) {
            let id = "refused-approve-not-organiser";
            return self.refuse_saying(tx, in_hand, None, &Phrase::new(id));
        }
        if c.status != ChallengeStatus::Approval {
            let id = "refused-approval-answered";
            return self.refuse_saying(
                tx,
                in_hand,
                None,
                &Phrase::new(id)
                    .with("challenger", c.challenger.as_str())
                    .with("challenged", c.challenged.as_str())
                    .with("status", c.status.as_str()),
            );
        }
        match Said::by_approver(&answer.word) {
            Said::Yes => self.start(tx, c, &answer.options),
            Said::No => {
                store::challenges::update(
                    tx,
                    &c.token,
                    ChallengeStatus::Refused,
                    Some(token),
                    None,
                )?;
                let text = Phrase::new("approval-refused")
                    .with("organiser", in_hand.sender)
                    .with("terms", answer.terms.clone())
                    .with("challenger", c.challenger.as_str())
                    .with("challenged", c.challenged.as_str());
                for to in [&c.challenger, &c.challenged] {
                    let language = language_of(tx, to)?;
                    let subject = Phrase::new("approval-refused-subject").in_language(language);
                    self.notice(tx, to, &subject, &text.in_language(language), None)?;
                }
                Ok(Handled {
                    outcome: MessageOutcome::Applied,
                    detail: format!("challenge {} refused by {}", c.token, in_hand.sender),
                    game: None,
                })
            }
            Said::Unread => {
                self.refuse_saying(tx, in_hand, None, &Phrase::new("refused-approval-word"))
            }
        }
    }

    /// The challenged player's answer: `accept` or `decline`, from the address
    /// challenged (another address's use of the token is a failed try), while
    /// the challenge waits and has not lapsed.
    fn challenged_answer(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        token: &str,
        answer: &Answer<'_>,
    ) -> Result<Handled, ArbiterError> {
        let c = answer.challenge;
        if !c.challenged.eq_ignore_ascii_case(in_hand.sender) {
            let tried = format!("the challenge token {token} of another address");
            if let Some(held) = self.failed_try(
                tx,
                in_hand.sender,
                &in_hand.msg.key,
                None,
                SecretKind::Token,
                &tried,
            )? {
                return Ok(held);
            }
            let id = "refused-challenge-other-address";
            return self.refuse_saying(
                tx,
                in_hand,
                None,
                &Phrase::new(id).with("challenged", c.challenged.as_str()),
            );
        }
        let language = language_of(tx, in_hand.sender)?;
        if let Some(reason) = self.not_waiting(tx, c, language)? {
            return self.refuse(tx, in_hand, Refused::new(None, &reason));
        }
        match Said::by_challenged(&answer.word) {
            Said::Yes if self.config.arbiter.challenges == Challenges::Approval => {
                self.ask_approval(tx, answer)
            }
            Said::Yes => self.start(tx, c, &answer.options),
            Said::No => {
                store::challenges::update(tx, &c.token, ChallengeStatus::Declined, None, None)?;
                let language = language_of(tx, &c.challenger)?;
                let text = Phrase::new("challenge-declined")
                    .with("challenged", c.challenged.as_str())
                    .with("terms", answer.terms.clone())
                    .in_language(language);
                let subject = Phrase::new("challenge-declined-subject").in_language(language);
                self.notice(tx, &c.challenger, &subject, &text, None)?;
                Ok(Handled {
                    outcome: MessageOutcome::Applied,
                    detail: format!("challenge {} declined", c.token),
                    game: None,
                })
            }
            Said::Unread => {
                self.refuse_saying(tx, in_hand, None, &Phrase::new("refused-challenge-word"))
            }
        }
    }

    /// Why challenge `c` takes no answer now, if so: it lapsed (a waiting one past
    /// its expiry is marked lapsed and the challenger told), or it was answered;
    /// in `language`, the reader's.
    fn not_waiting(
        &self,
        tx: &Connection,
        c: &Challenge,
        language: Language,
    ) -> Result<Option<String>, ArbiterError> {
        let waiting = c.status == ChallengeStatus::Waiting;
        if c.status == ChallengeStatus::Lapsed || (waiting && self.now() > c.expires_at) {
            if waiting {
                self.lapse(tx, c)?;
            }
            return Ok(Some(
                Phrase::new("refused-challenge-lapsed")
                    .with("challenger", c.challenger.as_str())
                    .with("at", when(c.expires_at))
                    .with("days", self.config.arbiter.challenge_days)
                    .with("variant", c.variant.as_str())
                    .in_language(language),
            ));
        }
        Ok((!waiting).then(|| {
            Phrase::new("refused-challenge-answered")
                .with("status", c.status.as_str())
                .in_language(language)
        }))
    }

    /// An accepted challenge under `[arbiter] challenges = "approval"`: the
    /// organisers get a request with a token of its own, both players hear that
    /// the game waits for it.
    fn ask_approval(&self, tx: &Connection, answer: &Answer<'_>) -> Result<Handled, ArbiterError> {
        let c = answer.challenge;
        let approve = auth::random_code(auth::TOKEN_LEN)?;
        store::challenges::update(
            tx,
            &c.token,
            ChallengeStatus::Approval,
            Some(&approve),
            None,
        )?;
        let reply_to =
            auth::plus_address(&self.config.arbiter.address, &auth::confirm_tag(&approve));
        let request = Phrase::new("approval-request")
            .with("challenger", c.challenger.as_str())
            .with("challenged", c.challenged.as_str())
            .with("terms", answer.terms.clone());
        for organiser in &self.config.arbiter.organisers {
            let language = language_of(tx, organiser.trim())?;
            let text = format!(
                "{}\n\n{}\n\n    approve\n\n{}\n\n    refuse",
                request.in_language(language),
                Phrase::new("approval-approve").in_language(language),
                Phrase::new("approval-refuse").in_language(language),
            );
            let subject = format!(
                "{} [Confirm {approve}]",
                Phrase::new("approval-subject").in_language(language)
            );
            self.notice(tx, organiser, &subject, &text, Some(reply_to.clone()))?;
        }
        let text = Phrase::new("approval-waiting")
            .with("challenger", c.challenger.as_str())
            .with("challenged", c.challenged.as_str())
            .with("terms", answer.terms.clone());
        for to in [&c.challenger, &c.challenged] {
            let language = language_of(tx, to)?;
            let subject = Phrase::new("approval-waiting-subject").in_language(language);
            self.notice(tx, to, &subject, &text.in_language(language), None)?;
        }
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail: format!("challenge {} accepted; organisers asked", c.token),
            game: None,
        })
    }

    /// Marks a challenge that was not answered by its expiry as lapsed and tells
    /// the challenger; by the clock pass of every poll, or at once
    /// when the late answer comes first.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`].
    pub(crate) fn lapse(&self, tx: &Connection, c: &Challenge) -> Result<(), ArbiterError> {
        store::challenges::update(
            tx,
            &c.token,
            ChallengeStatus::Lapsed,
            c.approve_token.as_deref(),
            None,
        )?;
        let options: Options = serde_json::from_str(&c.options).unwrap_or_default();
        let terms = challenge_terms(tx, c, &options)?;
        let language = language_of(tx, &c.challenger)?;
        let text = Phrase::new("challenge-lapsed")
            .with("challenged", c.challenged.as_str())
            .with("terms", terms)
            .with("at", when(c.expires_at))
            .with(
                "days",
                Word::Number(self.config.arbiter.challenge_days.into()),
            )
            .in_language(language);
        let subject = Phrase::new("challenge-lapsed-subject").in_language(language);
        self.notice(tx, &c.challenger, &subject, &text, None)
    }

    /// Makes the challenge's game (the usual first mails to both players).
    fn start(
        &self,
        tx: &Connection,
        c: &Challenge,
        options: &Options,
    ) -> Result<Handled, ArbiterError> {
        let players = if c.challenger_color == Color::White {
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
        let setup = GameSetup {
            variant: &c.variant,
            options,
            white: players.0,
            black: players.1,
            fen: None,
            time_control: control,
        };
        let id = new_game_in(self.desk(tx), &setup, None, rated)?;
        store::challenges::update(
            tx,
            &c.token,
            ChallengeStatus::Started,
            c.approve_token.as_deref(),
            Some(id),
        )?;
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail: format!("challenge {} accepted: game {id}", c.token),
            game: Some(id),
        })
    }
}

/// The side the challenger of `proposal` plays.
fn challenger_color(proposal: &Proposal) -> Color {
    if proposal.challenger_white {
        Color::White
    } else {
        Color::Black
    }
}

/// An instant for a notice: `2026-12-24 10:00 UTC`.
fn when(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M UTC").to_string()
}

/// The terms of a stored challenge in words ([`terms`], unrated or not).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
fn challenge_terms(
    tx: &Connection,
    c: &Challenge,
    options: &Options,
) -> Result<Phrase, StoreError> {
    let unrated = store::ratings::challenge_unrated(tx, &c.token)?;
    Ok(terms(
        &c.variant,
        options,
        c.time_control.as_deref(),
        !unrated,
    ))
}

/// The terms of a challenge in words, not yet in a language: the variant and
/// its options as written, the time control in its canonical text, and
/// `unrated` when the game will not count for the ratings (`momentum
/// (black-army=nutty-knights), time control 3d/move, unrated` in English).
fn terms(variant: &str, options: &Options, control: Option<&str>, rated: bool) -> Phrase {
    let mut text = variant.to_string();
    if !options.is_empty() {
        let o: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
        text.push_str(&format!(" ({})", o.join(" ")));
    }
    let terms = match control {
        Some(c) => Phrase::new("challenge-terms")
            .with("variant", text)
            .with("control", c),
        None => Phrase::new("challenge-terms-untimed").with("variant", text),
    };
    if rated {
        terms
    } else {
        Phrase::new("challenge-terms-unrated").with("terms", terms)
    }
}

/// A stored challenge being answered, with what every answer needs.
struct Answer<'c> {
    challenge: &'c Challenge,
    /// The challenge's options, read back from their JSON.
    options: Options,
    /// Its terms in words, for each reader's language ([`terms`]).
    terms: Phrase,
    /// The first word of the answer, lower case, without punctuation.
    word: String,
}

/// What the first word of an answer to a challenge says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Said {
    /// Yes: the challenged player accepts, or an organiser approves.
    Yes,
    /// No: the challenged player declines, or an organiser refuses.
    No,
    /// A word that answers neither way.
    Unread,
}

impl Said {
    /// The challenged player's answer word ([`answer_word`]): `accept`,
    /// `accepted` or `yes`; `decline`, `declined` or `no`.
    fn by_challenged(word: &str) -> Said {
        match word {
            "accept" | "accepted" | "yes" => Said::Yes,
            "decline" | "declined" | "no" => Said::No,
            _ => Said::Unread,
        }
    }

    /// An approving organiser's answer word ([`answer_word`]): `approve`,
    /// `approved` or `yes`; `refuse`, `decline` or `no`.
    pub(crate) fn by_approver(word: &str) -> Said {
        match word {
            "approve" | "approved" | "yes" => Said::Yes,
            "refuse" | "decline" | "no" => Said::No,
            _ => Said::Unread,
        }
    }
}

/// The first word of an answer's first line with text, lower case, without the
/// punctuation around it (`Accept!` is `accept`).
fn answer_word(lines: &[String]) -> String {
    first_words(lines)
        .first()
        .map(|w| {
            w.trim_matches(|ch: char| !ch.is_alphanumeric())
                .to_ascii_lowercase()
        })
        .unwrap_or_default()
}
/// The terms of a proposal as the mails write them ([`terms`]): the variant,
/// its options, the time control, and `unrated` when it is.
fn proposal_terms(proposal: &Proposal) -> Phrase {
    terms(
        &proposal.variant,
        &proposal.options,
        proposal.time_control.map(|c| c.to_string()).as_deref(),
        proposal.rated,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English of the challenge mails is the wording they always had.
    #[test]
    fn challenge_words_read_in_english_as_before() {
        let mut options = Options::new();
        options.insert("black-army".into(), "nutty-knights".into());
        let unrated = terms("momentum", &options, Some("3d/move"), false);
        assert_eq!(
            unrated.to_string(),
            "momentum (black-army=nutty-knights), time control 3d/move, unrated"
        );
        let untimed = terms("chess", &Options::new(), None, true);
        assert_eq!(untimed.to_string(), "chess, no time control");
        let request = Phrase::new("challenge-request")
            .with("challenger", "a@x.org")
            .with("terms", untimed.clone())
            .with("color", "black");
        assert_eq!(
            request.to_string(),
            "a@x.org challenges you to a game of chess, no time control; you would play black."
        );
        let lapsed = Phrase::new("challenge-lapsed")
            .with("challenged", "b@x.org")
            .with("terms", untimed.clone())
            .with("at", "2026-11-26 10:00 UTC")
            .with("days", Word::Number(14));
        assert_eq!(
            lapsed.to_string(),
            "Your challenge to b@x.org (chess, no time control) lapsed: it was not answered by \
             2026-11-26 10:00 UTC, 14 days after you sent it. No game was made; you may send a \
             new challenge."
        );
        let refused = Phrase::new("approval-refused")
            .with("organiser", "td@x.org")
            .with("terms", untimed.clone())
            .with("challenger", "a@x.org")
            .with("challenged", "b@x.org");
        assert_eq!(
            refused.to_string(),
            "The organiser td@x.org did not approve the game chess, no time control between \
             a@x.org and b@x.org."
        );
        let german = unrated.in_language(Language::German);
        assert_eq!(
            german,
            "momentum (black-army=nutty-knights), Bedenkzeit 3d/move, ungewertet"
        );
    }
}
