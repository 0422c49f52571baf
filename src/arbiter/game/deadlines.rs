//! The clocks in the service: starting them with a game, charging
//! a move, the clock lines of every reply, and the check on every poll that sends
//! reminders and ends games whose time ran out. The arithmetic is [`crate::corr::clock`];
//! the rows are [`crate::store::clock_tables`].

use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::errors::Refusal;
use crate::arbiter::office::dialect_of;
use crate::arbiter::office::{load, Arbiter, Desk, Office};
use crate::arbiter::outgoing::compose;
use crate::arbiter::played::clock_text::{leaves, lines, running_leaves, when_in};
use crate::arbiter::played::outcome::Done;
use crate::board::geometry::Color;
use crate::corr::clock::{span, Clock, Leave};
use crate::corr::ids::GameId;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::output::locale;
use crate::rules::{DrawReason, Outcome, WinReason};
use crate::store::{self, clock_tables, StoreError, StoredGame};

/// What one check of the clocks did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClockReport {
    /// Reminders queued.
    pub reminders: usize,
    /// Games ended on time.
    pub forfeits: Vec<GameId>,
    /// Challenges by mail that lapsed unanswered (their challengers told).
    pub lapsed_challenges: usize,
}

/// A running clock as `arbiter clocks` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockLine {
    /// The game's number.
    pub game: GameId,
    /// The side whose clock runs.
    pub side: Color,
    /// That side's player: `Jane Doe <jane@example.org>`, or the address alone.
    pub player: String,
    /// Seconds left at the time asked (negative: overdue).
    pub left: i64,
    /// `None` while the game is paused.
    pub deadline: Option<DateTime<Utc>>,
}

impl ClockLine {
    /// True when the deadline has passed (the next poll ends the game on time).
    pub fn overdue(&self) -> bool {
        self.left < 0
    }
}

impl Office {
    /// The time the arbiter takes as now: `--now` when given (tests, replays), else
    /// the system clock.
    pub(crate) fn now(&self) -> DateTime<Utc> {
        self.now.unwrap_or_else(Utc::now)
    }
}

/// After a message's commands were written: each new turn charges its side and
/// starts the other clock; an ended game stops the clocks. Nothing for a game
/// without a time control.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn charge_clocks(
    office: &Office,
    tx: &Connection,
    game: &StoredGame,
    done: &Done,
) -> Result<(), ArbiterError> {
    let Some(mut clock) = clock_tables::load_clock(tx, game.id)? else {
        return Ok(());
    };
    let now = office.now();
    let turns = done.record.turns();
    for turn in &turns[done.turns_before.min(turns.len())..] {
        let made = turns.iter().filter(|t| t.side == turn.side).count();
        let leaves = leaves(tx, game.player(turn.side))?;
        clock.after_move(
            turn.side,
            u32::try_from(made).unwrap_or(u32::MAX),
            now,
            &leaves,
        );
    }
    if done.record.outcome().is_some() {
        let leaves = running_leaves(tx, game, &clock)?;
        clock.stop(now, &leaves, true);
    }
    clock_tables::save_clock(tx, game.id, &clock)?;
    Ok(())
}

impl Arbiter {
    /// Sets the time the arbiter takes as now (`--now`, for tests and replays);
    /// `None`: the system clock.
    pub fn set_now(&mut self, now: Option<DateTime<Utc>>) {
        self.office.now = now;
    }

    /// The clock lines of game `id` as a reply shows them to the player of
    /// `viewer` (`None`: in UTC only), or `None` without a time control.
    ///
    /// # Errors
    ///
    /// [`Refusal::NoSuchGame`](crate::arbiter::Refusal::NoSuchGame); [`ArbiterError::Store`].
    pub fn clock_text(
        &self,
        id: GameId,
        viewer: Option<Color>,
    ) -> Result<Option<String>, ArbiterError> {
        let conn = self.store.conn();
        let game = store::load_game_state(conn, id)?.ok_or(Refusal::NoSuchGame(id))?;
        lines(&self.office, conn, &game, viewer)
    }

    /// Every running or paused clock at the arbiter's now, by game (`arbiter
    /// clocks`); changes nothing.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub fn clocks(&self) -> Result<Vec<ClockLine>, ArbiterError> {
        clock_lines(&self.office, self.store.conn())
    }

    /// The check of every running clock at the arbiter's now, on every poll
    /// (FIDE 6.9): a game whose deadline has passed is lost on time by the side to move
    /// (a draw when the opponent could not have won, FIDE 6.9), and both players and
    /// the organisers are told; else a reminder is sent to the player to move when
    /// a configured time before the deadline is reached. One transaction per game.
    /// Then challenges by mail not answered by their expiry lapse, and their
    /// challengers are told.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`],
    /// [`ArbiterError::Corrupt`] for a game that does not load.
    pub fn check_clocks(&mut self) -> Result<ClockReport, ArbiterError> {
        let now = self.office.now();
        let thresholds = self.office.reminders.clone();
        let mut report = ClockReport::default();
        for id in clock_tables::clocked_games(self.store.conn())? {
            let tx = self.store.transaction()?;
            let (Some(game), Some(mut clock)) = (
                store::load_game_state(&tx, id)?,
                clock_tables::load_clock(&tx, id)?,
            ) else {
                continue;
            };
            let leaves = running_leaves(&tx, &game, &clock)?;
            if let Some(side) = clock.flagged(now, &leaves) {
                lose_on_time(self.office.desk(&tx), id, side, clock, &leaves)?;
                report.forfeits.push(id);
            } else if let Some(threshold) = clock.reminder_due(now, &leaves, &thresholds) {
                let side = clock.running.unwrap_or(Color::White);
                remind(self.office.desk(&tx), &game, side, &clock, &leaves)?;
                clock.reminded = Some(threshold);
                clock_tables::save_clock(&tx, id, &clock)?;
                clock_tables::log(
                    &tx,
                    id,
                    now,
                    "clock",
                    "reminder",
                    &format!(
                        "{} reminded: {} left until the deadline",
                        side.title(),
                        span(clock.until_deadline(now, &leaves).unwrap_or(0))
                    ),
                )?;
                report.reminders += 1;
            }
            tx.commit().map_err(StoreError::from)?;
        }
        let tx = self.store.transaction()?;
        for challenge in store::challenges::lapsing(&tx, now)? {
            self.office.lapse(&tx, &challenge)?;
            report.lapsed_challenges += 1;
        }
        tx.commit().map_err(StoreError::from)?;
        Ok(report)
    }
}

/// Ends game `id` on time when its running clock is past its deadline at the
/// office's now (FIDE 6.9), as the check of every poll would: the side that
/// lost on time, or `None` when the clock has not fallen (or the game has
/// none).
///
/// # Errors
///
/// As [`Arbiter::check_clocks`].
pub(crate) fn flag_fall(desk: Desk<'_>, id: GameId) -> Result<Option<Color>, ArbiterError> {
    let Desk { office, tx } = desk;
    let (Some(game), Some(clock)) = (
        store::load_game_state(tx, id)?,
        clock_tables::load_clock(tx, id)?,
    ) else {
        return Ok(None);
    };
    let leaves = running_leaves(tx, &game, &clock)?;
    let Some(side) = clock.flagged(office.now(), &leaves) else {
        return Ok(None);
    };
    lose_on_time(desk, id, side, clock, &leaves)?;
    Ok(Some(side))
}

/// Stops `clock` at its deadline and ends game `id` on time against `side`.
fn lose_on_time(
    desk: Desk<'_>,
    id: GameId,
    side: Color,
    mut clock: Clock,
    leaves: &[Leave],
) -> Result<(), ArbiterError> {
    let deadline = clock.deadline(leaves).unwrap_or(desk.office.now());
    clock.stop(deadline, leaves, true);
    forfeit(desk, id, side, deadline, &clock)
}

/// A reminder to the player of `side`: the time left until the deadline and the
/// deadline itself, both as the leaves ahead make them (a leave
/// moves the deadline, so "left" is the time to the deadline, not the clock's
/// time); when the two differ, the clock's time as well.
fn remind(
    desk: Desk<'_>,
    game: &StoredGame,
    side: Color,
    clock: &Clock,
    leaves: &[Leave],
) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    let Some((game, record)) = load(tx, game.id)? else {
        return Err(Refusal::NoSuchGame(game.id).into());
    };
    let zone = clock_tables::player(tx, game.player(side))?.and_then(|p| p.time_zone);
    let now = office.now();
    let on_clock = clock.left_at(side, now, leaves);
    let deadline = clock.deadline(leaves).unwrap_or(now);
    let left = (deadline - now).num_seconds();
    let language = dialect_of(tx, game.player(side))?
        .language
        .unwrap_or_default();
    let mut context = compose::game_context(desk, &game, &record, side, game.draw_offer)?;
    context["left"] = json!(span(left));
    context["deadline"] = json!(when_in(deadline, zone.as_deref(), language));
    if on_clock != left {
        context["on_clock"] = json!(span(on_clock));
    }
    let body = office.templates.render("reminder.txt", &context)?;
    let subject = Phrase::new("subject-reminder")
        .with("left", span(left))
        .in_language(language);
    compose::Reply::new(
        game.player(side),
        &subject,
        compose::Body::with_board(&body, &context),
    )
    .about(Some(game.id))
    .queue(desk)
}

/// Ends game `id` on time against `side` at `deadline`, writes it with its log
/// line, and tells both players and the organisers.
fn forfeit(
    desk: Desk<'_>,
    id: GameId,
    side: Color,
    deadline: DateTime<Utc>,
    clock: &Clock,
) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    let Some((game, mut record)) = load(tx, id)? else {
        return Err(Refusal::NoSuchGame(id).into());
    };
    let winner = side.opponent();
    let outcome = if record.current().can_win(winner) {
        Outcome::Win {
            winner,
            reason: WinReason::TimeForfeit,
        }
    } else {
        Outcome::Draw(DrawReason::TimeoutCannotWin)
    };
    crate::arbiter::game::play::finish(tx, id, &mut record, outcome.clone(), office.now())?;
    clock_tables::save_clock(tx, id, clock)?;
    // The log's line in English; each reader's mail in their language.
    let what = |language: Language| {
        Phrase::new("time-ran-out")
            .with("side", side)
            .with("at", when_in(deadline, None, language))
            .with("result", outcome.result())
            .with("how", locale::outcome_phrase(&outcome))
            .in_language(language)
    };
    clock_tables::log(
        tx,
        id,
        office.now(),
        "clock",
        "time-forfeit",
        &what(Language::English),
    )?;
    let subject = Phrase::new("time-ran-out-subject")
        .with("side", side)
        .with("result", outcome.result())
        .with("how", locale::outcome_phrase(&outcome));
    let mut readers: Vec<(String, Color, bool)> = Color::BOTH
        .iter()
        .map(|&c| (game.player(c).to_string(), c, true))
        .collect();
    for organiser in &office.config.arbiter.organisers {
        let organiser = organiser.trim().to_ascii_lowercase();
        if !readers.iter().any(|(a, _, _)| *a == organiser) {
            readers.push((organiser, Color::White, false));
        }
    }
    for (to, viewer, player) in readers {
        let language = crate::arbiter::office::dialect_of(tx, &to)?
            .language
            .unwrap_or_default();
        let mut context = compose::game_context(desk, &game, &record, viewer, None)?;
        context["what"] = json!(what(language));
        context["player"] = json!(player);
        let body = office.templates.render("forfeit.txt", &context)?;
        compose::Reply::new(
            &to,
            &subject.in_language(language),
            compose::Body::with_board(&body, &context),
        )
        .about(Some(id))
        .queue(desk)?;
    }
    Ok(())
}

/// Every running or paused clock at the service's now, by game (see
/// [`Arbiter::clocks`]).
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn clock_lines(
    office: &Office,
    conn: &Connection,
) -> Result<Vec<ClockLine>, ArbiterError> {
    let now = office.now();
    let mut out = Vec::new();
    for id in clock_tables::clocked_games(conn)? {
        let (Some(game), Some(clock)) = (
            store::load_game_state(conn, id)?,
            clock_tables::load_clock(conn, id)?,
        ) else {
            continue;
        };
        let Some(side) = clock.running else { continue };
        let leaves = running_leaves(conn, &game, &clock)?;
        out.push(ClockLine {
            game: id,
            side,
            player: game.display(side),
            left: clock.left_at(side, now, &leaves),
            deadline: clock.deadline(&leaves),
        });
    }
    Ok(out)
}

/// The overdue games as lines for an organiser's `overdue` by mail:
/// `Game 12: White a@x.org, 1 day 2 hours over, deadline 2026-12-01 12:00:00 UTC`.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn overdue_lines(
    office: &Office,
    conn: &Connection,
) -> Result<Vec<String>, ArbiterError> {
    Ok(clock_lines(office, conn)?
        .into_iter()
        .filter(ClockLine::overdue)
        .map(|l| {
            let deadline = l
                .deadline
                .map(|d| d.format("%Y-%m-%d %H:%M:%S UTC").to_string())
                .unwrap_or_else(|| "paused".into());
            format!(
                "Game {}: {} {}, {} over, deadline {deadline}",
                l.game,
                l.side.title(),
                l.player,
                crate::corr::clock::span(-l.left)
            )
        })
        .collect())
}
