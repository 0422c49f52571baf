//! Making a game: checked, stored with its clock, and the first mail to both
//! players queued ([`GameSetup`], [`new_game_in`], used by challenges, round robins and Swiss rounds).

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::errors::Refusal;
use crate::arbiter::office::{checked_address, Arbiter, Desk};

use crate::arbiter::outgoing::compose::{self};
use crate::corr::clock::{Clock, TimeControl};
use crate::corr::ids::GameId;
use crate::rules::game::GameRecord;
use crate::rules::Options;
use crate::store::{self, StoreError};

/// How a new game is listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameFlags {
    /// Counts for the ratings.
    pub rated: bool,
    /// Never published on the site.
    pub private: bool,
}

impl Default for GameFlags {
    /// Rated and public.
    fn default() -> Self {
        GameFlags {
            rated: true,
            private: false,
        }
    }
}

/// What a new game is: its variant and options, its players, the position it
/// starts from and its time control.
#[derive(Debug, Clone, Copy)]
pub struct GameSetup<'a> {
    /// The variant's id or name (`chess`, `nutty-knights`).
    pub variant: &'a str,
    /// The variant's options (`white-army=nutty-knights`).
    pub options: &'a Options,
    /// White's address.
    pub white: &'a str,
    /// Black's address.
    pub black: &'a str,
    /// The start position in the variant's FEN, when not the usual one.
    pub fen: Option<&'a str>,
    /// The time control; `None` for a game without clocks.
    pub time_control: Option<TimeControl>,
}

impl Arbiter {
    /// Makes a game and queues the first message to both players; returns its number.
    ///
    /// # Errors
    ///
    /// [`Refusal::Rules`](crate::arbiter::Refusal::Rules) for an unknown variant, option or bad FEN;
    /// [`Refusal::Address`](crate::arbiter::Refusal::Address) for a bad player address; [`ArbiterError::Store`].
    pub fn create_game(
        &mut self,
        variant: &str,
        options: &Options,
        white: &str,
        black: &str,
        fen: Option<&str>,
    ) -> Result<GameId, ArbiterError> {
        let setup = GameSetup {
            variant,
            options,
            white,
            black,
            fen,
            time_control: None,
        };
        self.create_game_timed(&setup, GameFlags::default())
    }

    /// [`Arbiter::create_game`] as `setup` says, with its time control: the
    /// clock of the side to move starts at the arbiter's now, and the first
    /// messages show it; `flags` make it unrated (`--unrated`) or private
    /// (`--private`: never published), in the same transaction.
    ///
    /// # Errors
    ///
    /// As [`Arbiter::create_game`].
    pub fn create_game_timed(
        &mut self,
        setup: &GameSetup<'_>,
        flags: GameFlags,
    ) -> Result<GameId, ArbiterError> {
        let tx = self.store.transaction()?;
        let id = new_game_in(self.office.desk(&tx), setup, None, flags.rated)?;
        if flags.private {
            store::publishing::set_private_game(&tx, id)?;
        }
        tx.commit().map_err(StoreError::from)?;
        Ok(id)
    }
}

/// Makes the game of `setup` inside the desk's transaction at the service's
/// now, starts its clock (with a time control) and queues the first message to
/// both players; returns its number. `event`, (tournament, round, board) for a
/// game of a tournament (filed before the first message, which names the
/// event); `rated` false makes the game unrated (a game of an unrated
/// tournament is unrated by its tournament).
///
/// # Errors
///
/// As [`Arbiter::create_game`].
pub(crate) fn new_game_in(
    desk: Desk<'_>,
    setup: &GameSetup<'_>,
    event: Option<(i64, u32, u32)>,
    rated: bool,
) -> Result<GameId, ArbiterError> {
    new_game_filed(desk, setup, event, rated, |_| Ok(()))
}

/// [`new_game_in`], with `file` run on the new game's number once the game is
/// filed under its event and before its first mails are composed (a team
/// event files the game's meeting and board there, which those mails name).
pub(crate) fn new_game_filed(
    desk: Desk<'_>,
    setup: &GameSetup<'_>,
    event: Option<(i64, u32, u32)>,
    rated: bool,
    file: impl FnOnce(GameId) -> Result<(), ArbiterError>,
) -> Result<GameId, ArbiterError> {
    let Desk { office, tx } = desk;
    let GameSetup {
        variant,
        options,
        fen,
        time_control,
        ..
    } = *setup;
    let white = checked_address(setup.white)?;
    let black = checked_address(setup.black)?;
    let record = GameRecord::new(variant, options, fen)?;
    let start = record.current().position_text();
    let id = store::create_game(
        tx,
        &store::NewGame {
            variant: record.variant.id,
            options,
            white: &white,
            black: &black,
            start_position: fen,
            current_position: &start,
        },
    )?;
    if let Some(at) = office.now {
        // A game made at a simulated time (`--now`) is dated then (PGN [Date]).
        store::clock_tables::set_created_at(tx, id, at)?;
    }
    if let Some(control) = time_control {
        let (_, to_move) = record.next_turn();
        let clock = Clock::start(control, to_move, office.now());
        store::clock_tables::save_clock(tx, id, &clock)?;
    }
    if let Some((tournament, round, board)) = event {
        store::tournament_tables::add_game(tx, tournament, id, round, board)?;
    }
    file(id)?;
    if !rated {
        store::ratings::set_unrated_game(tx, id)?;
    }
    let game = store::load_game(tx, id)?.ok_or(Refusal::NoSuchGame(id))?;
    compose::new_game(desk, &game, &record)?;
    Ok(id)
}
