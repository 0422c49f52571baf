//! How a mail names a tournament and a tournament game's round, in the reader's
//! language (`event-name`, `event-line` of `locales/<code>/events.ftl`), a
//! thematic event's set start (`event-theme-*`) and a team game's meeting
//! (`event-meeting-line`): the words every mail about an event shows, below the
//! modules that compose those mails; and a knock-out cup's rounds by their names
//! and its games by match and game (`event-cup-*`, and `bracket-*` of
//! `locales/<code>/tables.ftl`), for the mails and the published site.

use std::collections::BTreeMap;

use rusqlite::Connection;

use crate::corr::ids::GameId;
use crate::corr::knockout::{self, MatchSlot};
use crate::notation::dialect::{Dialect, Language};
use crate::notation::words::Phrase;
use crate::rules::game::GameRecord;
use crate::rules::Options;
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

/// The line of a thematic event's game mails that names its set start, for
/// the reader of `dialect`: `Thematic event: every game starts after the set
/// opening 1. e4 e5 2. f4.`, the moves written as that reader writes moves
/// ([`opening_written`]), or from the set position (its text) when no moves
/// were given. `variant` and `options` are the game's.
pub(crate) fn theme_line(
    dialect: Dialect,
    theme: &crate::store::tournament_tables::StoredTheme,
    variant: &str,
    options: &Options,
) -> String {
    let mut written = theme.clone();
    if let Some(moves) = opening_written(theme, variant, options, dialect) {
        written.opening = Some(moves);
    }
    theme_phrase("event-theme-opening", "event-theme-position", &written)
        .in_language(dialect.language.unwrap_or_default())
}

/// A thematic event's set opening written as the reader of `dialect` writes
/// moves (`1. e4 e5 2. Sf3` in German letters, ICCF numeric for a reader of
/// numeric notation): the stored moves read in the variant's turn syntax and
/// played again from the usual start, each written from its canonical text and
/// its forms. `None` for a theme without moves, or moves that no longer play
/// (the stored text is shown then).
fn opening_written(
    theme: &crate::store::tournament_tables::StoredTheme,
    variant: &str,
    options: &Options,
    dialect: Dialect,
) -> Option<String> {
    let moves = theme.opening.as_deref()?;
    let info = crate::rules::variant(variant).ok()?;
    let turns = crate::notation::score::read_with(moves, info.syntax)
        .into_iter()
        .next()?
        .turns;
    let record = GameRecord::rebuild(
        variant,
        options,
        None,
        turns.iter().map(|turn| turn.text.as_str()),
    )
    .ok()?;
    Some(record.move_list_written(|canonical, forms| dialect.write(canonical, forms)))
}

/// A thematic event's set start named in few words, in `language`: `set
/// opening 1. e4 e5 2. f4` or `set position FEN` (a table's title, the site).
pub(crate) fn theme_name(
    language: Language,
    theme: &crate::store::tournament_tables::StoredTheme,
) -> String {
    theme_phrase(
        "event-theme-short-opening",
        "event-theme-short-position",
        theme,
    )
    .in_language(language)
}

/// Message `opening` with the set opening's moves, or `position` with the set
/// position's text when the theme has no moves.
fn theme_phrase(
    opening: &'static str,
    position: &'static str,
    theme: &crate::store::tournament_tables::StoredTheme,
) -> Phrase {
    match &theme.opening {
        Some(moves) => Phrase::new(opening).with("moves", moves.as_str()),
        None => Phrase::new(position).with("fen", theme.fen.as_str()),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::dialect::MoveNotation;
    use crate::store::tournament_tables::StoredTheme;

    #[test]
    fn a_set_opening_is_written_as_the_reader_writes_moves() {
        let theme = StoredTheme {
            fen: "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3".into(),
            opening: Some("1. e4 e5 2. Nf3 Nc6".into()),
        };
        let german = Dialect {
            language: Some(Language::German),
            notation: MoveNotation::default(),
        };
        let line = theme_line(german, &theme, "chess", &Options::new());
        assert_eq!(
            line,
            "Thematurnier: Jede Partie beginnt nach der vorgegebenen Eröffnung 1. e4 e5 2. Sf3 Sc6."
        );
        let english = theme_line(Dialect::default(), &theme, "chess", &Options::new());
        assert!(
            english.ends_with("opening 1. e4 e5 2. Nf3 Nc6."),
            "{english}"
        );
        let position = StoredTheme {
            opening: None,
            ..theme
        };
        let line = theme_line(Dialect::default(), &position, "chess", &Options::new());
        assert!(
            line.ends_with(
                "position r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3."
            ),
            "{line}"
        );
    }
}
