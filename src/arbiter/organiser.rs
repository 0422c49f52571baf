//! The organiser's commands on a game: abort, adjudicate, take back
//! the last ply, resend the last replies, pause and resume the clocks. Each is one
//! transaction, recorded in the game's log with who and why, and told to both
//! players (a resend is its own message).

use super::errors::OrganiserError;
use serde_json::json;

use super::clock_text::running_leaves;
use super::compose::{self, Thread};
use super::conditionals;
use rusqlite::Connection;

use super::errors::ArbiterError;
use super::service::{load, Arbiter, Service};
use crate::board::geometry::Color;
use crate::rules::{DrawReason, Outcome, WinReason};
use crate::store::{self, clock_tables, StoreError};

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
        to: Option<String>,
    },
    /// Stop the clock of the side to move until [`OrganiserAction::Resume`].
    Pause,
    Resume,
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
    /// `by` (an address or a name) for `reason`; returns what was done, in words.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Organiser`] when the action does not fit the game
    /// (over already, no turn, no clock, not paused, nothing to resend, no reason
    /// for an action that changes the game); [`ArbiterError::NoSuchGame`];
    /// [`ArbiterError::Store`], [`ArbiterError::Template`].
    pub fn organise(
        &mut self,
        id: i64,
        action: &OrganiserAction,
        by: &str,
        reason: &str,
    ) -> Result<String, ArbiterError> {
        let tx = self.store.transaction()?;
        let what = organise_in(&self.service, &tx, id, action, by, reason)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(what)
    }
}

/// [`Arbiter::organise`] inside the caller's transaction (a withdrawal ends several
/// games in one).
///
/// # Errors
///
/// As [`Arbiter::organise`].
pub(super) fn organise_in(
    service: &Service,
    tx: &Connection,
    id: i64,
    action: &OrganiserAction,
    by: &str,
    reason: &str,
) -> Result<String, ArbiterError> {
    let reason = reason.trim();
    if reason.is_empty() && !matches!(action, OrganiserAction::Resend { .. }) {
        return Err(OrganiserError::NoReason.into());
    }
    let now = service.now();
    let (game, mut record) = load(tx, id)?.ok_or(ArbiterError::NoSuchGame(id))?;
    let over = |outcome: &Outcome| OrganiserError::Over {
        game: id,
        result: outcome.result().to_string(),
        describe: outcome.describe(),
    };
    let mut clock = clock_tables::load_clock(tx, id)?;
    let (action_code, what) = match action {
        OrganiserAction::Abort | OrganiserAction::Adjudicate(_) | OrganiserAction::Forfeit(_) => {
            if let Some(outcome) = record.outcome() {
                return Err(over(outcome).into());
            }
            let outcome = match action {
                OrganiserAction::Adjudicate(Some(winner)) => Outcome::Win {
                    winner: *winner,
                    reason: WinReason::Adjudication,
                },
                OrganiserAction::Adjudicate(None) => Outcome::Draw(DrawReason::Adjudication),
                OrganiserAction::Forfeit(winner) => Outcome::Win {
                    winner: *winner,
                    reason: WinReason::Forfeit,
                },
                _ => Outcome::Aborted,
            };
            super::play::finish(tx, id, &mut record, outcome.clone(), now)?;
            if let Some(clock) = clock.as_mut() {
                let leaves = running_leaves(tx, &game, clock)?;
                clock.stop(now, &leaves, true);
            }
            let code = match action {
                OrganiserAction::Abort => "abort",
                OrganiserAction::Forfeit(_) => "forfeit",
                _ => "adjudicate",
            };
            (
                code,
                format!(
                    "ended the game: {} ({})",
                    outcome.result(),
                    outcome.describe()
                ),
            )
        }
        OrganiserAction::TakeBack => {
            if let Some(outcome) = record.outcome() {
                return Err(over(outcome).into());
            }
            let turns = record.turns();
            let Some(last) = turns.last() else {
                return Err(OrganiserError::NoTurn(id).into());
            };
            let what = format!(
                "took back {}'s last turn, {} (ply {})",
                last.side.title(),
                last.canonical,
                last.ply
            );
            let mover = last.side;
            let previous = match turns.len() {
                1 => record.start().position_text(),
                n => turns[n - 2].position_after.clone(),
            };
            clock_tables::delete_last_turn(tx, id)?;
            store::update_game(
                tx,
                id,
                &store::GameState {
                    finished: false,
                    result: None,
                    termination: None,
                    current_position: &previous,
                    draw_offer: None,
                },
            )?;
            if let Some(clock) = clock.as_mut() {
                // The opponent's time since the ply is not charged (the ply is
                // undone); the side to move again starts its clock now with
                // the time it had after the ply (a new period, a reset time per
                // move or an increment stay given).
                let paused = clock.since.is_none();
                clock.running = Some(mover);
                clock.since = (!paused).then_some(now);
                clock.reminded = None;
            }
            ("takeback", what)
        }
        OrganiserAction::Resend { to } => {
            let replies: Vec<_> = clock_tables::last_replies(tx, id)?
                .into_iter()
                .filter(|(addr, _, _)| {
                    to.as_ref()
                        .is_none_or(|t| t.trim().eq_ignore_ascii_case(addr))
                })
                .collect();
            if replies.is_empty() {
                return Err(OrganiserError::NothingToResend {
                    game: id,
                    to: to.clone(),
                }
                .into());
            }
            for (addr, subject, body) in &replies {
                // The stored subject has its tag already; queue puts it back.
                let subject = compose::without_game_tag(subject);
                compose::queue(
                    service,
                    tx,
                    Some(id),
                    addr,
                    subject,
                    body,
                    Thread::Continue,
                    None,
                )?;
            }
            let whom: Vec<&str> = replies.iter().map(|(a, _, _)| a.as_str()).collect();
            let what = format!("resent the last reply to {}", whom.join(", "));
            clock_tables::log(tx, id, now, by, "resend", &format!("{what}. {reason}"))?;
            return Ok(what);
        }
        OrganiserAction::Pause | OrganiserAction::Resume => {
            let Some(c) = clock.as_mut() else {
                return Err(OrganiserError::NoClock(id).into());
            };
            if let Some(outcome) = record.outcome() {
                return Err(over(outcome).into());
            }
            if *action == OrganiserAction::Pause {
                if c.since.is_none() {
                    return Err(OrganiserError::Paused(id).into());
                }
                let leaves = running_leaves(tx, &game, c)?;
                c.stop(now, &leaves, false);
                ("pause", "paused the clocks".to_string())
            } else {
                if c.since.is_some() {
                    return Err(OrganiserError::NotPaused(id).into());
                }
                c.resume(now);
                ("resume", "started the clocks again".to_string())
            }
        }
    };
    if let Some(clock) = &clock {
        clock_tables::save_clock(tx, id, clock)?;
    }
    clock_tables::log(tx, id, now, by, action_code, &format!("{what}. {reason}"))?;
    // Conditional moves stop on every organiser's action that changes the game or
    // its clock; their owners are told, and only they.
    let dropped = if *action == OrganiserAction::Resume {
        Vec::new()
    } else {
        conditionals::drop_all(tx, id)?
    };
    // The game as it now stands, for both players.
    let (game, record) = load(tx, id)?.ok_or(ArbiterError::NoSuchGame(id))?;
    let subject = format!("The organiser {what}");
    for color in Color::BOTH {
        let mut context =
            compose::game_context(service, tx, &game, &record, color, game.draw_offer)?;
        if dropped.contains(&color) {
            context["private_notes"] = json!([format!(
                "Your conditional moves in this game are dropped: the organiser {what}."
            )]);
        }
        context["by"] = json!(by);
        context["what"] = json!(what);
        context["reason"] = json!(reason);
        let body = service.templates.render("organiser.txt", &context)?;
        compose::queue(
            service,
            tx,
            Some(id),
            game.player(color),
            &subject,
            compose::Body::with_board(&body, &context),
            Thread::Continue,
            None,
        )?;
    }
    Ok(what)
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
