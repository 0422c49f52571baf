//! The organiser's commands on a game: abort, adjudicate, take back
//! the last ply, resend the last replies, pause and resume the clocks. Each is one
//! transaction, recorded in the game's log with who and why, and told to both
//! players (a resend is its own message).

use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::errors::OrganiserError;
use crate::arbiter::errors::Refusal;
use crate::arbiter::game::conditionals;
use crate::arbiter::office::dialect_of;
use crate::arbiter::office::{load, Arbiter, Desk, Office};
use crate::arbiter::outgoing::compose;
use crate::arbiter::played::clock_text::running_leaves;
use crate::board::geometry::Color;
use crate::corr::clock::Clock;
use crate::corr::ids::GameId;
use crate::notation::words::Phrase;
use crate::output::locale;
use crate::rules::game::GameRecord;
use crate::rules::{DrawReason, Outcome, WinReason};
use crate::store::{self, clock_tables, StoreError, StoredGame};

/// What an organiser does to a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrganiserAction {
    /// End the game without a result (PGN `*`).
    Abort,
    /// End the game with this result: the winner, or `None` for a draw.
    Adjudicate(Option<Color>),
    /// End the game as a win for this side without play: its opponent withdrew
    /// from the tournament (FIDE C.06 V.4).
    Forfeit(Color),
    /// Take back the last ply; the side that played it is to move again.
    TakeBack,
    /// Send the latest reply about the game again to each player, or to this
    /// address alone.
    Resend {
        /// The one address to send it to; `None`: each player.
        to: Option<String>,
    },
    /// Stop the clock of the side to move until [`OrganiserAction::Resume`].
    Pause,
    /// Start the paused clock again.
    Resume,
}

/// What an organiser's action did to a game, for the players' mails in their
/// language and the game's log in English.
enum Did {
    /// The game ended with this outcome.
    Ended(Outcome),
    /// The last turn of this side was taken back: its move and ply.
    TookBack(Color, String, u32),
    /// The clocks stopped.
    Paused,
    /// The clocks started again.
    Resumed,
}

impl Did {
    /// What was done, not yet in a language: `ended the game: 1-0 (White wins
    /// by adjudication)` in English.
    fn phrase(&self) -> Phrase {
        match self {
            Did::Ended(outcome) => Phrase::new("organiser-ended")
                .with("result", outcome.result())
                .with("how", locale::outcome_phrase(outcome)),
            Did::TookBack(side, canonical, ply) => Phrase::new("organiser-took-back")
                .with("side", *side)
                .with("move", canonical.as_str())
                .with("ply", ply.to_string()),
            Did::Paused => Phrase::new("organiser-paused"),
            Did::Resumed => Phrase::new("organiser-resumed"),
        }
    }
}

/// Reads an adjudicated result: `1-0` (White wins), `0-1`, `1/2-1/2` (also `½-½`,
/// `draw`): the winner, or `None` for a draw.
///
/// # Errors
///
/// [`OrganiserError::BadResult`].
pub fn parse_result(text: &str) -> Result<Option<Color>, OrganiserError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "1-0" => Ok(Some(Color::White)),
        "0-1" => Ok(Some(Color::Black)),
        "1/2-1/2" | "½-½" | "draw" => Ok(None),
        _ => Err(OrganiserError::BadResult(text.to_string())),
    }
}

impl Arbiter {
    /// Carries out an organiser's `action` on game `id` at the arbiter's now, by
    /// `by` (an address or a name) for `reason`; returns what was done, in words
    /// of no language yet (its `Display` is the English: `ended the game: 1-0
    /// (White wins by adjudication)`).
    ///
    /// # Errors
    ///
    /// [`Refusal::Organiser`](crate::arbiter::Refusal::Organiser) when the action does not fit the game
    /// (over already, no turn, no clock, not paused, nothing to resend, no reason
    /// for an action that changes the game); [`Refusal::NoSuchGame`](crate::arbiter::Refusal::NoSuchGame);
    /// [`ArbiterError::Store`], [`ArbiterError::Template`].
    pub fn organise(
        &mut self,
        id: GameId,
        action: &OrganiserAction,
        by: &str,
        reason: &str,
    ) -> Result<Phrase, ArbiterError> {
        let tx = self.store.transaction()?;
        let what = organise_in(&self.office, &tx, id, action, by, reason)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(what)
    }
}

/// [`Arbiter::organise`] inside the caller's transaction (a withdrawal ends several
/// games in one): the action carried out on the game and its clock, recorded in
/// the game's log, the players' conditional moves dropped (but on a resume), and
/// both players told.
///
/// # Errors
///
/// As [`Arbiter::organise`].
pub(crate) fn organise_in(
    office: &Office,
    tx: &Connection,
    id: GameId,
    action: &OrganiserAction,
    by: &str,
    reason: &str,
) -> Result<Phrase, ArbiterError> {
    let reason = reason.trim();
    if reason.is_empty() && !matches!(action, OrganiserAction::Resend { .. }) {
        return Err(OrganiserError::NoReason.into());
    }
    let now = office.now();
    let (game, mut record) = load(tx, id)?.ok_or(Refusal::NoSuchGame(id))?;
    let mut clock = clock_tables::load_clock(tx, id)?;
    let mut ending = |outcome, code| {
        end_game(tx, &game, &mut record, clock.as_mut(), now, outcome).map(|did| (code, did))
    };
    let (code, did) = match action {
        OrganiserAction::Resend { to } => {
            return resend(office.desk(tx), id, to.as_deref(), by, reason);
        }
        OrganiserAction::Abort => ending(Outcome::Aborted, "abort")?,
        OrganiserAction::Adjudicate(Some(winner)) => ending(
            Outcome::Win {
                winner: *winner,
                reason: WinReason::Adjudication,
            },
            "adjudicate",
        )?,
        OrganiserAction::Adjudicate(None) => {
            ending(Outcome::Draw(DrawReason::Adjudication), "adjudicate")?
        }
        OrganiserAction::Forfeit(winner) => ending(
            Outcome::Win {
                winner: *winner,
                reason: WinReason::Forfeit,
            },
            "forfeit",
        )?,
        OrganiserAction::TakeBack => ("takeback", take_back(tx, id, &record, clock.as_mut(), now)?),
        OrganiserAction::Pause => ("pause", pause(tx, &game, &record, clock.as_mut(), now)?),
        OrganiserAction::Resume => ("resume", resume(id, &record, clock.as_mut(), now)?),
    };
    if let Some(clock) = &clock {
        clock_tables::save_clock(tx, id, clock)?;
    }
    let what = did.phrase();
    clock_tables::log(tx, id, now, by, code, &format!("{what}. {reason}"))?;
    // Conditional moves stop on every organiser's action that changes the game or
    // its clock; their owners are told, and only they.
    let dropped = if *action == OrganiserAction::Resume {
        Vec::new()
    } else {
        conditionals::drop_all(tx, id)?
    };
    tell_players(office.desk(tx), id, &did, (by, reason), &dropped)?;
    Ok(what)
}

/// The refusal of an action on a game that is over.
fn over(id: GameId, outcome: &Outcome) -> ArbiterError {
    OrganiserError::Over {
        game: id,
        outcome: outcome.clone(),
    }
    .into()
}

/// Ends a running game with `outcome` (its clock stopped); what was done.
fn end_game(
    tx: &Connection,
    game: &StoredGame,
    record: &mut GameRecord,
    clock: Option<&mut Clock>,
    now: DateTime<Utc>,
    outcome: Outcome,
) -> Result<Did, ArbiterError> {
    if let Some(before) = record.outcome() {
        return Err(over(game.id, before));
    }
    let what = Did::Ended(outcome.clone());
    crate::arbiter::game::play::finish(tx, game.id, record, outcome, now)?;
    if let Some(clock) = clock {
        let leaves = running_leaves(tx, game, clock)?;
        clock.stop(now, &leaves, true);
    }
    Ok(what)
}

/// Takes back the last ply of a running game: the position before it stored,
/// and the side that played it to move again, its clock restarted now with the
/// time it had after the ply (the opponent's time since is not charged; a new
/// period, a reset time per move or an increment stay given).
fn take_back(
    tx: &Connection,
    id: GameId,
    record: &GameRecord,
    clock: Option<&mut Clock>,
    now: DateTime<Utc>,
) -> Result<Did, ArbiterError> {
    if let Some(outcome) = record.outcome() {
        return Err(over(id, outcome));
    }
    let turns = record.turns();
    let Some(last) = turns.last() else {
        return Err(OrganiserError::NoTurn(id).into());
    };
    let what = Did::TookBack(last.side, last.canonical.clone(), last.ply);
    let previous = match turns.len() {
        1 => record.start().position_text(),
        n => turns[n - 2].position_after.clone(),
    };
    clock_tables::delete_last_turn(tx, id)?;
    let state = store::GameState {
        finished: false,
        result: None,
        termination: None,
        current_position: &previous,
        draw_offer: None,
    };
    store::update_game(tx, id, &state)?;
    if let Some(clock) = clock {
        let paused = clock.since.is_none();
        clock.running = Some(last.side);
        clock.since = (!paused).then_some(now);
        clock.reminded = None;
    }
    Ok(what)
}

/// Stops the running clock of a running game.
fn pause(
    tx: &Connection,
    game: &StoredGame,
    record: &GameRecord,
    clock: Option<&mut Clock>,
    now: DateTime<Utc>,
) -> Result<Did, ArbiterError> {
    let Some(clock) = clock else {
        return Err(OrganiserError::NoClock(game.id).into());
    };
    if let Some(outcome) = record.outcome() {
        return Err(over(game.id, outcome));
    }
    if clock.since.is_none() {
        return Err(OrganiserError::Paused(game.id).into());
    }
    let leaves = running_leaves(tx, game, clock)?;
    clock.stop(now, &leaves, false);
    Ok(Did::Paused)
}

/// Starts the paused clock of a running game again.
fn resume(
    id: GameId,
    record: &GameRecord,
    clock: Option<&mut Clock>,
    now: DateTime<Utc>,
) -> Result<Did, ArbiterError> {
    let Some(clock) = clock else {
        return Err(OrganiserError::NoClock(id).into());
    };
    if let Some(outcome) = record.outcome() {
        return Err(over(id, outcome));
    }
    if clock.since.is_some() {
        return Err(OrganiserError::NotPaused(id).into());
    }
    clock.resume(now);
    Ok(Did::Resumed)
}

/// Sends the latest reply about game `id` again, to each player or to `to` alone,
/// and records it in the game's log; the game is not changed.
fn resend(
    desk: Desk<'_>,
    id: GameId,
    to: Option<&str>,
    by: &str,
    reason: &str,
) -> Result<Phrase, ArbiterError> {
    let Desk { office, tx } = desk;
    let replies: Vec<_> = clock_tables::last_replies(tx, id)?
        .into_iter()
        .filter(|(addr, _, _)| to.is_none_or(|t| t.trim().eq_ignore_ascii_case(addr)))
        .collect();
    if replies.is_empty() {
        return Err(OrganiserError::NothingToResend {
            game: id,
            to: to.map(str::to_string),
        }
        .into());
    }
    for (addr, subject, body) in &replies {
        // The stored subject has its tag already; queue puts it back.
        let subject = compose::without_game_tag(subject);
        compose::Reply::new(addr, subject, body)
            .about(Some(id))
            .queue(desk)?;
    }
    let whom: Vec<&str> = replies.iter().map(|(a, _, _)| a.as_str()).collect();
    let what = Phrase::new("organiser-resent").with("whom", whom.join(", "));
    clock_tables::log(
        tx,
        id,
        office.now(),
        by,
        "resend",
        &format!("{what}. {reason}"),
    )?;
    Ok(what)
}

/// Tells both players of game `id` what the organiser did (`by`, and why), with
/// the game as it now stands, each in their language; the sides in `dropped`
/// hear that their conditional moves are dropped.
fn tell_players(
    desk: Desk<'_>,
    id: GameId,
    did: &Did,
    (by, reason): (&str, &str),
    dropped: &[Color],
) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    let (game, record) = load(tx, id)?.ok_or(Refusal::NoSuchGame(id))?;
    for color in Color::BOTH {
        let language = dialect_of(tx, game.player(color))?
            .language
            .unwrap_or_default();
        let what = did.phrase().in_language(language);
        let subject = Phrase::new("organiser-subject")
            .with("what", what.as_str())
            .in_language(language);
        let mut context = compose::game_context(desk, &game, &record, color, game.draw_offer)?;
        if dropped.contains(&color) {
            context["private_notes"] = json!([Phrase::new("organiser-dropped")
                .with("what", what.as_str())
                .in_language(language)]);
        }
        context["by"] = json!(by);
        context["what"] = json!(what);
        context["reason"] = json!(reason);
        let body = office.templates.render("organiser.txt", &context)?;
        compose::Reply::new(
            game.player(color),
            &subject,
            compose::Body::with_board(&body, &context),
        )
        .about(Some(id))
        .queue(desk)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_read() {
        assert_eq!(parse_result("1-0"), Ok(Some(Color::White)));
        assert_eq!(parse_result(" 0-1 "), Ok(Some(Color::Black)));
        assert_eq!(parse_result("1/2-1/2"), Ok(None));
        assert!(parse_result("2-0")
            .unwrap_err()
            .to_string()
            .contains("not a result"));
    }
}
