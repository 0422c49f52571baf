//! How a mail names a tournament and a tournament game's round, in the reader's
//! language (`event-name`, `event-line` of `locales/<code>/events.ftl`): the words every
//! mail about an event shows, below the modules that compose those mails; and
//! a knock-out cup's rounds by their names and its games by match and game
//! (`event-cup-*`, and `bracket-*` of `locales/<code>/tables.ftl`), for the mails
//! and the published site.

use std::collections::BTreeMap;

use rusqlite::Connection;

use crate::corr::ids::GameId;
use crate::corr::knockout::{self, MatchSlot};
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::store::tournament_tables as rows;
use crate::store::{GameStatus, StoreError};

/// An event named in a mail, in `language`: `Winter Cup (tournament 1)`.
pub(crate) fn event_name(language: Language, name: &str, tournament: i64) -> String {
    Phrase::new("event-name")
        .with("name", name)
        .with("tournament", tournament.to_string())
        .in_language(language)
}

/// The event line of a tournament game's mails, in `language`: `Winter Cup
/// (tournament 1), round 2`.
pub(crate) fn event_line(language: Language, name: &str, tournament: i64, round: u32) -> String {
    Phrase::new("event-line")
        .with("name", name)
        .with("tournament", tournament.to_string())
        .with("round", round.to_string())
        .in_language(language)
}

/// The name of `round` of a knock-out cup of `rounds` rounds, in `language`:
/// `Final`, `Semi-finals`, `Quarter-finals`, else `Round N` (`bracket-*` of
/// `locales/<code>/tables.ftl`).
pub(crate) fn cup_round_name(language: Language, rounds: u32, round: u32) -> String {
    let id = match rounds.saturating_sub(round) {
        0 => "bracket-final",
        1 => "bracket-semi-finals",
        2 => "bracket-quarter-finals",
        _ => "bracket-round",
    };
    Phrase::new(id)
        .with("round", round.to_string())
        .in_language(language)
}

/// Where the games of a knock-out cup stand: each game's round, match and place
/// in its match ([`MatchSlot`]), read from the games stored (a cup game of round r,
/// match m is stored with `round` r and `board` m).
pub(crate) struct CupPlaces {
    /// The cup's rounds, the final the last.
    pub rounds: u32,
    /// Each game's round, match and place.
    pub games: BTreeMap<GameId, (u32, u32, MatchSlot)>,
}

impl CupPlaces {
    /// Reads tournament `tournament`'s games; `None` when it is not a knock-out cup.
    /// The games of a match are placed in the order they were made, an aborted game
    /// (finished without a result) at the place of the game played in its stead
    /// ([`knockout::slots`]).
    ///
    /// # Errors
    ///
    /// [`StoreError::Sqlite`].
    pub(crate) fn read(conn: &Connection, tournament: i64) -> Result<Option<Self>, StoreError> {
        let Some((per_match, _)) = rows::knockout_rules(conn, tournament)? else {
            return Ok(None);
        };
        let players = rows::entrants(conn, tournament)?.len() as u32;
        let mut matches: BTreeMap<(u32, u32), Vec<(GameId, bool)>> = BTreeMap::new();
        for g in rows::games(conn, tournament)? {
            let decided = matches!(g.result.as_deref(), Some("1-0" | "0-1" | "1/2-1/2"));
            let counts = g.status != GameStatus::Finished || decided;
            matches
                .entry((g.round, g.board))
                .or_default()
                .push((g.game_id, counts));
        }
        let mut games = BTreeMap::new();
        for ((round, number), list) in matches {
            let counts: Vec<bool> = list.iter().map(|&(_, c)| c).collect();
            for ((game, _), slot) in list.iter().zip(knockout::slots(&counts, per_match)) {
                games.insert(*game, (round, number, slot));
            }
        }
        Ok(Some(CupPlaces {
            rounds: knockout::rounds(players),
            games,
        }))
    }
}

/// The event line of a knock-out cup game's mails, in `language`: `Winter Cup
/// (tournament 1): Semi-finals, match 1, game 2` (`event-cup-game-line`), or
/// `..., tie-break game 1` (`event-cup-tie-break-line`); `round` is the round's
/// name ([`cup_round_name`]).
pub(crate) fn cup_event_line(
    language: Language,
    name: &str,
    tournament: i64,
    round: &str,
    number: u32,
    slot: MatchSlot,
) -> String {
    let (id, game) = match slot {
        MatchSlot::Game(k) => ("event-cup-game-line", k),
        MatchSlot::TieBreak(j) => ("event-cup-tie-break-line", j),
    };
    Phrase::new(id)
        .with("name", name)
        .with("tournament", tournament.to_string())
        .with("round", round)
        .with("match", number.to_string())
        .with("game", game.to_string())
        .in_language(language)
}

/// The event line of tournament game `game`'s mails when it is a knock-out cup
/// game (its round's name, match and place in the match, [`cup_event_line`]),
/// else `None`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub(crate) fn cup_game_line(
    conn: &Connection,
    game: GameId,
    language: Language,
) -> Result<Option<String>, StoreError> {
    let Some((tournament, name, ..)) = rows::of_game(conn, game)? else {
        return Ok(None);
    };
    let Some(cup) = CupPlaces::read(conn, tournament)? else {
        return Ok(None);
    };
    Ok(cup.games.get(&game).map(|&(round, number, slot)| {
        let round = cup_round_name(language, cup.rounds, round);
        cup_event_line(language, &name, tournament, &round, number, slot)
    }))
}

/// A team event game's meeting and board, in `language`: `match Ajax - Blues,
/// board 2` (the first-named team first).
pub(crate) fn meeting_line(language: Language, home: &str, away: &str, board: u32) -> String {
    Phrase::new("event-meeting-line")
        .with("home", home)
        .with("away", away)
        .with("board", board.to_string())
        .in_language(language)
}
