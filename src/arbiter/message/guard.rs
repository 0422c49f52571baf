//! Guessing must not pay: a mail authenticates by a secret only when it carries
//! exactly one of its kind ([`auth::Carried`]), every wrong secret is a failed try
//! counted against the game and against the sender the mail claims to be, and past
//! `[auth] guess_limit` failed tries within `[auth] guess_window` the game or the
//! sender is *guarded*: a mail with a wrong secret for it is held unanswered (the
//! organisers are told once per spell of guessing, with the evidence), and a mail
//! with the right game code counts only after the confirmation request, which goes
//! to the registered address alone. So a forger learns nothing from the mails
//! after the first few, and the real player still plays. The threat model and the
//! guessing budget it gives are in docs/OPERATIONS.md, "Threat model".

use chrono::{DateTime, Utc};
use rusqlite::Connection;

use crate::arbiter::auth::{self, Carried};
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::language_of;
use crate::arbiter::office::{Handled, MessageInHand, MessageOutcome, Office};
use crate::arbiter::outgoing::compose;
use crate::corr::ids::GameId;
use crate::notation::dialect::Language;
use crate::notation::words::{and_list, Phrase, Word};
use crate::store::credentials;
use crate::store::guesses::{self, FailedTry, SecretKind, Target};

/// How many failed tries the organisers' notice lists (the rest are counted).
const EVIDENCE_SHOWN: u32 = 20;

/// How long failed tries are kept as evidence after they stop counting.
const KEPT_DAYS: i64 = 30;

/// What the game-code check of a mail found, for the game it acts on.
#[derive(Debug)]
pub(crate) enum CodeCheck {
    /// The mail carries exactly one code, the sender's for this game, and neither
    /// the game nor the sender is guarded.
    Proven,
    /// Not proven: the confirmation rule applies. The words follow "because" in
    /// the request ("it did not carry your code for game 12",
    /// `locales/<code>/proof.ftl`).
    Unproven(Phrase),
    /// The right code, but the game or the sender is guarded: the confirmation
    /// rule applies all the same; the words say why, as for `Unproven`.
    Guarded(Phrase),
    /// A wrong secret while the game or the sender is guarded: the mail is held
    /// unanswered (the outcome to record).
    Held(Handled),
}

impl Office {
    /// The game-code check of `letter` for game `game` (the game the mail acts on,
    /// if any): counts a wrong code, or several different codes, as a failed try,
    /// and says whether the mail is proven, unproven or held. With `[auth]
    /// require_secret = false` every mail is proven (the `From:` alone counts).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`]; [`ArbiterError::Template`] for the organisers' notice.
    pub(crate) fn check_game_code(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        game: Option<GameId>,
    ) -> Result<CodeCheck, ArbiterError> {
        if !self.config.auth.require_secret {
            return Ok(CodeCheck::Proven);
        }
        let own = &self.config.arbiter.address;
        let missing = || match game {
            Some(id) => Phrase::new("proof-no-game-code").with("game", id.to_string()),
            None => Phrase::new("proof-no-code"),
        };
        match auth::game_codes(in_hand.msg, own) {
            Carried::Nothing => Ok(CodeCheck::Unproven(missing())),
            Carried::Several(codes) => {
                let tried = auth::shown(&codes, |(g, c)| format!("game {g} code {c}"));
                let tried = format!("{} different game codes: {tried}", codes.len());
                tracing::warn!(key = %in_hand.msg.key, %tried, "several codes in one mail count as none");
                if let Some(held) = self.failed_try(
                    tx,
                    in_hand.sender,
                    &in_hand.msg.key,
                    game,
                    SecretKind::GameCode,
                    &tried,
                )? {
                    return Ok(CodeCheck::Held(held));
                }
                Ok(CodeCheck::Unproven(
                    Phrase::new("proof-several-codes").with("count", codes.len()),
                ))
            }
            Carried::One((id, code)) => {
                let right = credentials::secret_of(tx, id, in_hand.sender)?
                    .is_some_and(|secret| secret.eq_ignore_ascii_case(&code));
                if !right {
                    let tried = format!("game {id} code {code}");
                    if let Some(held) = self.failed_try(
                        tx,
                        in_hand.sender,
                        &in_hand.msg.key,
                        Some(id),
                        SecretKind::GameCode,
                        &tried,
                    )? {
                        return Ok(CodeCheck::Held(held));
                    }
                    return Ok(CodeCheck::Unproven(missing()));
                }
                if game != Some(id) {
                    return Ok(CodeCheck::Unproven(missing()));
                }
                match self.guarded(tx, Some(id), in_hand.sender)? {
                    Some(spell) => Ok(CodeCheck::Guarded(spell)),
                    None => Ok(CodeCheck::Proven),
                }
            }
        }
    }

    /// The player-code check of `in_hand` (the code for all of the sender's
    /// games, `+p-CODE` or `[Player CODE]`): a wrong code, or several different
    /// ones, is a failed try counted against the sender, as a wrong game code
    /// is; `game` is the game a part of the mail acts on, whose guard counts too.
    /// With `[auth] require_secret = false` every mail is proven.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`]; [`ArbiterError::Template`] for the organisers' notice.
    pub(crate) fn check_player_code(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        game: Option<GameId>,
    ) -> Result<CodeCheck, ArbiterError> {
        if !self.config.auth.require_secret {
            return Ok(CodeCheck::Proven);
        }
        let missing = || Phrase::new("proof-no-player-code");
        let tried = match auth::player_codes(in_hand.msg, &self.config.arbiter.address) {
            Carried::Nothing => return Ok(CodeCheck::Unproven(missing())),
            Carried::Several(codes) => format!(
                "{} different player codes: {}",
                codes.len(),
                auth::shown(&codes, String::clone)
            ),
            Carried::One(code) => {
                let right = credentials::player_code_of(tx, in_hand.sender)?
                    .is_some_and(|own| own.eq_ignore_ascii_case(&code));
                if right {
                    return Ok(match self.guarded(tx, game, in_hand.sender)? {
                        Some(spell) => CodeCheck::Guarded(spell),
                        None => CodeCheck::Proven,
                    });
                }
                format!("player code {code}")
            }
        };
        match self.failed_try(
            tx,
            in_hand.sender,
            &in_hand.msg.key,
            None,
            SecretKind::PlayerCode,
            &tried,
        )? {
            Some(held) => Ok(CodeCheck::Held(held)),
            None => Ok(CodeCheck::Unproven(missing())),
        }
    }

    /// Counts one failed try at a secret of `kind` (`tried`: what was tried, in
    /// words) against `game` and the claimed `sender` (a mail's `From:`, or the
    /// username a chess program gave); `key` says where the try came from, as
    /// the evidence lists it (a mail's key, `<Message-ID>` or `sha256:...`, or
    /// `xfcc:<remote IP>`). When the game or the sender was already guarded
    /// before this try, the try is held: `Some` with the outcome to record,
    /// after the organisers were told if a new spell begins. `None`: not
    /// guarded, the caller goes on as with a missing secret. `tried` is kept
    /// and logged: it must never be a password in clear (say "a wrong
    /// password" instead).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`]; [`ArbiterError::Template`].
    pub(crate) fn failed_try(
        &self,
        tx: &Connection,
        sender: &str,
        key: &str,
        game: Option<GameId>,
        kind: SecretKind,
        tried: &str,
    ) -> Result<Option<Handled>, ArbiterError> {
        let guarded = self.guarded_targets(tx, game, sender)?;
        let now = self.now();
        guesses::forget_before(tx, &instant(now - chrono::Duration::days(KEPT_DAYS)))?;
        guesses::record(
            tx,
            &FailedTry {
                at: instant(now),
                game_id: game,
                sender: sender.to_string(),
                kind,
                message_key: key.to_string(),
                tried: tried.chars().take(300).collect(),
            },
        )?;
        tracing::warn!(%key, %sender, ?game, kind = kind.as_str(), %tried, "failed try at a secret");
        if guarded.is_empty() {
            return Ok(None);
        }
        // The counts with this mail's try, as the evidence lists them.
        let guarded: Vec<(Target, u64)> = guarded.into_iter().map(|(t, n)| (t, n + 1)).collect();
        let mut begun = Vec::new();
        for (target, count) in &guarded {
            if self.mark_spell(tx, target)? {
                begun.push((target.clone(), *count));
            }
        }
        if !begun.is_empty() {
            self.tell_organisers(tx, &begun)?;
        }
        let (target, count) = &guarded[0];
        let detail = format!(
            "held unanswered: {} had {count} failed tries at secrets in the last {} with this \
             mail's (limit {}); this mail tried {tried}",
            target.key(),
            self.config.auth.guess_window,
            self.config.auth.guess_limit
        );
        Ok(Some(Handled {
            outcome: MessageOutcome::Held,
            detail,
            game,
        }))
    }

    /// Why the game `game` or the sender is guarded now, in words ("game 12 had 6
    /// failed tries at its codes in the last 1h"), or `None` when neither is.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub(crate) fn guarded(
        &self,
        tx: &Connection,
        game: Option<GameId>,
        sender: &str,
    ) -> Result<Option<Phrase>, ArbiterError> {
        let guarded = self.guarded_targets(tx, game, sender)?;
        Ok(guarded.first().map(|(target, count)| {
            let spell = match target {
                Target::Game(id) => Phrase::new("proof-spell-game").with("game", id.to_string()),
                Target::Sender(address) => {
                    Phrase::new("proof-spell-sender").with("sender", address.to_ascii_lowercase())
                }
            };
            let spell = spell
                .with("count", *count)
                .with("window", self.config.auth.guess_window.to_string())
                .with("limit", self.config.auth.guess_limit);
            Phrase::new("proof-guarded").with("spell", spell)
        }))
    }

    /// The targets (the game, the sender) with at least `[auth] guess_limit` failed
    /// tries in the window that ends now, with their counts.
    fn guarded_targets(
        &self,
        tx: &Connection,
        game: Option<GameId>,
        sender: &str,
    ) -> Result<Vec<(Target, u64)>, ArbiterError> {
        let since = instant(self.window_start());
        let mut targets = vec![Target::Sender(sender.to_string())];
        targets.extend(game.map(Target::Game));
        let mut guarded = Vec::new();
        for target in targets.into_iter().rev() {
            let count = guesses::count_since(tx, &target, &since)?;
            if count >= self.config.auth.guess_limit {
                guarded.push((target, count));
            }
        }
        Ok(guarded)
    }

    /// Notes a mail held in the spell of guessing against `target`; true when no
    /// mail was held for it within the window before: a new spell begins, which
    /// the organisers are told of.
    fn mark_spell(&self, tx: &Connection, target: &Target) -> Result<bool, ArbiterError> {
        let window_start = instant(self.window_start());
        let begins = guesses::last_held(tx, target)?.is_none_or(|last| last < window_start);
        guesses::mark_held(tx, target, &instant(self.now()), begins)?;
        Ok(begins)
    }

    /// One notice to the organisers of the spells of guessing that begin with this
    /// mail (against the game, the sender, or both), with the evidence of the
    /// first; each organiser reads it in their language.
    fn tell_organisers(
        &self,
        tx: &Connection,
        begun: &[(Target, u64)],
    ) -> Result<(), ArbiterError> {
        let Some((target, count)) = begun.first() else {
            return Ok(());
        };
        let count = *count;
        let since = instant(self.window_start());
        let evidence = guesses::evidence(tx, target, &since, EVIDENCE_SHOWN)?;
        let game = begun.iter().find_map(|(target, _)| match target {
            Target::Game(id) => Some(*id),
            Target::Sender(_) => None,
        });
        let what = and_list(begun.iter().map(|(t, _)| target_words(t).into()).collect())
            .unwrap_or_else(|| Word::from(""));
        let window = self.config.auth.guess_window.to_string();
        let found = Phrase::new("guess-found")
            .with("first", target_words(target))
            .with("count", count)
            .with("window", window.as_str())
            .with("limit", self.config.auth.guess_limit);
        let held = Phrase::new("guess-held")
            .with("what", what.clone())
            .with("window", window.as_str());
        let subject = Phrase::new("guess-subject").with("what", what);
        if self.config.arbiter.organisers.is_empty() {
            tracing::warn!(what = %subject, %count, "guessing: no organisers to tell");
        }
        for organiser in &self.config.arbiter.organisers {
            let to = organiser.trim();
            let language = language_of(tx, to)?;
            let mut lines: Vec<String> = evidence
                .iter()
                .map(|e| evidence_line(e, language))
                .collect();
            if count > evidence.len() as u64 {
                let more = Phrase::new("guess-more").with("count", count - evidence.len() as u64);
                lines.push(more.in_language(language));
            }
            let text = format!(
                "{}\n\n{}\n\n{}\n\n{}",
                found.in_language(language),
                held.in_language(language),
                Phrase::new("guess-evidence").in_language(language),
                lines.join("\n"),
            );
            let subject = subject.in_language(language);
            compose::Reply::new(to, &subject, &text)
                .about(game)
                .queue_notice(self.desk(tx))?;
        }
        Ok(())
    }

    /// The start of the window in which failed tries count: now less `[auth]
    /// guess_window` (a window too long for chrono counts from the earliest time).
    fn window_start(&self) -> DateTime<Utc> {
        chrono::Duration::from_std(self.config.auth.guess_window.get())
            .ok()
            .and_then(|window| self.now().checked_sub_signed(window))
            .unwrap_or(DateTime::<Utc>::MIN_UTC)
    }
}

/// What failed tries count against, in words: `game 12`, `sender a@b.org`
/// (`locales/<code>/guessing.ftl`).
fn target_words(target: &Target) -> Phrase {
    match target {
        Target::Game(id) => Phrase::new("guess-target-game").with("game", id.to_string()),
        Target::Sender(address) => {
            Phrase::new("guess-target-sender").with("sender", address.to_ascii_lowercase())
        }
    }
}

/// One line of evidence for a reader of `language`: `2026-11-27T10:00:00.000Z
/// a@b.org  game 12  game-code  <id@x>  game 12 code abcd2345` (the kind and
/// what the mail carried as the tables keep them).
fn evidence_line(failed: &FailedTry, language: Language) -> String {
    let game = failed.game_id.map_or_else(
        || "-".to_string(),
        |g| {
            Phrase::new("guess-tried-game")
                .with("game", g.to_string())
                .in_language(language)
        },
    );
    let key: String = failed.message_key.chars().take(80).collect();
    format!(
        "{}  {}  {game}  {}  {key}  {}",
        failed.at,
        failed.sender,
        failed.kind.as_str(),
        failed.tried
    )
}

/// An instant as the tables keep it: RFC 3339, UTC, milliseconds.
pub(crate) fn instant(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The notice's English is the wording it always had.
    #[test]
    fn the_guessing_notice_reads_in_english_as_before() {
        let game = target_words(&Target::Game(GameId::new(12)));
        let sender = target_words(&Target::Sender("A@B.org".into()));
        let what = and_list(vec![game.clone().into(), sender.into()]);
        let found = Phrase::new("guess-found")
            .with("first", game)
            .with("count", Word::Number(6))
            .with("window", "1h")
            .with("limit", Word::Number(5));
        assert_eq!(
            found.to_string(),
            "Someone is guessing secrets: game 12 had 6 failed tries in the last 1h (the most \
             allowed is 5; [auth] guess_limit and guess_window)."
        );
        let subject = Phrase::new("guess-subject").with("what", what.unwrap_or(Word::from("")));
        assert_eq!(
            subject.to_string(),
            "Guessing secrets: mails for game 12 and sender a@b.org held"
        );
    }
}
