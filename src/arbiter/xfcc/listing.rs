//! `GetMyGames`: a player's games as their chess program lists them, each an
//! [`XfccGame`] filled from the store: the running games and those that ended
//! in the last 30 days, in game order.

use chrono::{DateTime, Utc};
use rusqlite::Connection;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::{load, Office};
use crate::arbiter::played::clock_text::leaves;
use crate::board::geometry::Color;
use crate::corr::clock::Clock;
use crate::output::pgn::time_control_tag;
use crate::rules::game::GameRecord;
use crate::rules::{DrawReason, Outcome, WinReason};
use crate::store::overview::{games_of, OverviewGame};
use crate::store::{self, clock_tables, StoredGame};
use crate::xfcc::movetext::{movetext, MovetextPly};
use crate::xfcc::{TimeLeft, XfccGame, XfccResult};

/// How far back finished games are listed, in days (as the overview of one's
/// games by mail).
const FINISHED_DAYS: i64 = 30;

/// The clock a game without a time control shows on both sides: the clients
/// need a number in each of the six fields, and "999 days" reads as "no
/// limit" where 0 would read as "out of time".
const NO_LIMIT: TimeLeft = TimeLeft {
    days: 999,
    hours: 0,
    minutes: 0,
};

impl Office {
    /// The games of `email` as `GetMyGames` lists them: every running game and
    /// each one that ended in the last [`FINISHED_DAYS`] days. A game whose
    /// stored record does not load is left out (and logged), so that one bad
    /// game does not hide the others.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub(crate) fn xfcc_games(
        &self,
        conn: &Connection,
        email: &str,
    ) -> Result<Vec<XfccGame>, ArbiterError> {
        let now = self.now();
        let since = clock_tables::instant_text(now - chrono::Duration::days(FINISHED_DAYS));
        let own_leaves = leaves(conn, email)?;
        let mut games = Vec::new();
        for listed in games_of(conn, email, &since)? {
            match self.xfcc_game(conn, &listed, &own_leaves, now) {
                Ok(Some(game)) => games.push(game),
                Ok(None) => {}
                Err(ArbiterError::Corrupt { game, reason }) => {
                    tracing::error!(%game, %reason, "a game left out of GetMyGames: it does not load");
                }
                Err(e) => return Err(e),
            }
        }
        Ok(games)
    }

    /// One listed game, seen by its player of `listed.color`.
    fn xfcc_game(
        &self,
        conn: &Connection,
        listed: &OverviewGame,
        own_leaves: &[crate::corr::clock::Leave],
        now: DateTime<Utc>,
    ) -> Result<Option<XfccGame>, ArbiterError> {
        let Some((game, record)) = load(conn, listed.id)? else {
            return Ok(None);
        };
        let color = listed.color;
        let outcome = record.outcome();
        let to_move = record.current().side_to_move();
        let (player_left, opponent_left) = match &listed.clock {
            Some(clock) => {
                let other = leaves(conn, game.player(color.opponent()))?;
                (
                    time_left(clock, color, now, own_leaves),
                    time_left(clock, color.opponent(), now, &other),
                )
            }
            None => (NO_LIMIT, NO_LIMIT),
        };
        let event = store::tournament_tables::of_game(conn, game.id)?;
        let plies = plies(conn, &game, &record)?;
        let result = outcome.map(Outcome::result);
        Ok(Some(XfccGame {
            id: game.id,
            white: game.name(Color::White).to_string(),
            black: game.name(Color::Black).to_string(),
            event: event.as_ref().map(|e| e.1.clone()).unwrap_or_default(),
            site: self.config.arbiter.name.clone(),
            my_turn: outcome.is_none() && to_move == color,
            has_white: color == Color::White,
            player_left,
            opponent_left,
            moves: movetext(&plies, result),
            draw_offered: outcome.is_none() && game.draw_offer == Some(color.opponent()),
            message: store::xfcc_messages::standing(conn, game.id, color.opponent())?
                .unwrap_or_default(),
            server_info: String::new(),
            fen: game.start_position.clone(),
            result: outcome.map_or(XfccResult::Ongoing, xfcc_result),
            event_date: String::new(),
            date: pgn_date(&game.created_at),
            round: event.as_ref().map(|e| e.2.to_string()).unwrap_or_default(),
            board: event.as_ref().map(|e| e.3.to_string()).unwrap_or_default(),
            white_elo: rating(conn, &game, Color::White)?,
            black_elo: rating(conn, &game, Color::Black)?,
            variant: game.variant.clone(),
            time_control: listed
                .clock
                .as_ref()
                .map(|c| time_control_tag(&c.control))
                .unwrap_or_default(),
            game_link: self.game_link(&game, listed.private),
        }))
    }

    /// The game's page on the published site, when the site has an address
    /// and the game is public.
    fn game_link(&self, game: &StoredGame, private: bool) -> String {
        match self.config.publish.base_url.as_deref() {
            Some(base) if !private => {
                format!("{}/games/{}.html", base.trim_end_matches('/'), game.id)
            }
            _ => String::new(),
        }
    }
}

/// The time `side` has left at `now`, cut to minutes.
fn time_left(
    clock: &Clock,
    side: Color,
    now: DateTime<Utc>,
    leaves: &[crate::corr::clock::Leave],
) -> TimeLeft {
    TimeLeft::from_seconds(clock.left_at(side, now, leaves))
}

/// The turns of `record` with the times the arbiter received them (a turn
/// whose time does not read takes the one before it, else the game's start).
///
/// # Errors
///
/// [`ArbiterError::Store`].
fn plies<'a>(
    conn: &Connection,
    game: &StoredGame,
    record: &'a GameRecord,
) -> Result<Vec<MovetextPly<'a>>, ArbiterError> {
    let times = store::turn_times(conn, game.id)?;
    let mut times = times.iter().peekable();
    let mut at = clock_tables::read_instant(&game.created_at).unwrap_or_default();
    let mut plies = Vec::with_capacity(record.turns().len());
    for turn in record.turns() {
        while times.next_if(|(ply, _)| *ply < turn.ply).is_some() {}
        if let Some((_, text)) = times.next_if(|(ply, _)| *ply == turn.ply) {
            at = clock_tables::read_instant(text).unwrap_or(at);
        }
        plies.push(MovetextPly {
            number: turn.number,
            side: turn.side,
            text: &turn.canonical,
            received_at: at,
        });
    }
    Ok(plies)
}

/// How `outcome` reads as an Xfcc `result`: an organiser's decision is
/// "adjudicated", a forfeit without play "defaulted", an aborted game
/// "cancelled".
fn xfcc_result(outcome: &Outcome) -> XfccResult {
    match outcome {
        Outcome::Win { winner, reason } => match (winner, reason) {
            (Color::White, WinReason::Adjudication) => XfccResult::WhiteWinAdjudicated,
            (Color::Black, WinReason::Adjudication) => XfccResult::BlackWinAdjudicated,
            (Color::White, WinReason::Forfeit) => XfccResult::WhiteDefaulted,
            (Color::Black, WinReason::Forfeit) => XfccResult::BlackDefaulted,
            (Color::White, _) => XfccResult::WhiteWins,
            (Color::Black, _) => XfccResult::BlackWins,
        },
        Outcome::Draw(DrawReason::Adjudication) => XfccResult::DrawAdjudicated,
        Outcome::Draw(_) => XfccResult::Draw,
        Outcome::Aborted => XfccResult::Cancelled,
    }
}

/// A stored instant (RFC 3339) as a PGN date, `YYYY.MM.DD`; empty when it
/// does not read.
fn pgn_date(at: &str) -> String {
    clock_tables::read_instant(at)
        .map(|at| at.format("%Y.%m.%d").to_string())
        .unwrap_or_default()
}

/// The rating of the player of `color` in the game's variant, rounded, when
/// the player is in its list.
///
/// # Errors
///
/// [`ArbiterError::Store`].
fn rating(conn: &Connection, game: &StoredGame, color: Color) -> Result<Option<u32>, ArbiterError> {
    let rating = store::ratings::rating_of(conn, &game.variant, game.player(color))?;
    Ok(rating.and_then(|r| {
        let rounded = r.rating.round();
        (rounded >= 0.0 && rounded <= f64::from(u32::MAX)).then_some(rounded as u32)
    }))
}
