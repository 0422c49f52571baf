//! The template context of a game seen from one player's side
//! ([`GameFacts`], [`GameContext`]): the board, the clocks, the players and
//! their ratings, the move list and the status line in the reader's language
//! and notation; and the event line of a tournament game.

use rusqlite::Connection;
use serde_json::{json, Value};

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::{self, Desk};
use crate::arbiter::outgoing::event_words::cup_game_line;
use crate::arbiter::played::clock_text;
use crate::board::diagram::Diagram;
use crate::board::geometry::Color;
use crate::corr::ids::GameId;
use crate::mail::labels;
use crate::notation::dialect::{to_figurines, Dialect, Language, MoveNotation};
use crate::notation::forms::SquareForms;
use crate::notation::move_label;
use crate::notation::words::Phrase;
use crate::output::drawing::{Board, BoardStyle};
use crate::output::locale;
use crate::output::spoken;
use crate::rules::game::GameRecord;
use crate::store::tournament_tables as rows;
use crate::store::{self, StoreError, StoredGame};

/// The diagram of the position before the game's last turn (the start before the
/// first), or `None` before any turn or when a stored position does not read.
fn previous_diagram(record: &GameRecord) -> Option<Diagram> {
    let turns = record.turns();
    match turns.len() {
        0 => None,
        1 => Some(record.start().diagram()),
        n => (record.variant.from_text)(&turns[n - 2].position_after, &record.options)
            .ok()
            .map(|p| p.diagram()),
    }
}

/// The template context of a game from `viewer`'s side, with the clock lines
/// (`clock`) of a game with a time control, the players' names, their
/// ratings in the variant (`white_rating`, `black_rating`: `1532`, `1662?` when
/// provisional, null without one) and whether the game is `rated`;
/// `diagram` is the board's text, `board` the same board as data ([`Board`]) for
/// the HTML part (pass the context to [`super::Body::with_board`]). For both readers,
/// work out the [`GameFacts`] once and call [`GameFacts::context`] twice.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn game_context(
    desk: Desk<'_>,
    game: &StoredGame,
    record: &GameRecord,
    viewer: Color,
    offer: Option<Color>,
) -> Result<GameContext, ArbiterError> {
    GameFacts::new(desk.tx, game, record)?.context(desk, viewer, offer)
}

/// What a game's context says the same to either reader: the position before
/// and after the last turn, the king in check, the event, the ratings, the move
/// list. Worked out once for the two replies of a turn, not once for each: the
/// two diagrams and five queries were the larger part of composing a reply's
/// context.
pub(crate) struct GameFacts<'a> {
    game: &'a StoredGame,
    record: &'a GameRecord,
    after: Diagram,
    before: Option<Diagram>,
    /// The square of the king in check (`e1`), if one is.
    check: Option<String>,
    white_rating: Option<String>,
    black_rating: Option<String>,
    rated: bool,
    move_list: String,
}

impl<'a> GameFacts<'a> {
    /// The facts of `game` as `record` stands.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub(crate) fn new(
        tx: &Connection,
        game: &'a StoredGame,
        record: &'a GameRecord,
    ) -> Result<GameFacts<'a>, ArbiterError> {
        let after = record.current().diagram();
        let check = if record.current().is_check() {
            // The king of the side to move, by its letter in the diagram.
            let king = if record.next_turn().1 == Color::White {
                "K"
            } else {
                "k"
            };
            after
                .pieces
                .iter()
                .find(|(_, p)| p.as_str() == king)
                .map(|(square, _)| square.to_string())
        } else {
            None
        };
        // Both players' ratings in the game's variant, when they have one.
        let rating = |email: &str| -> Result<Option<String>, ArbiterError> {
            Ok(crate::store::ratings::rating_of(tx, record.variant.id, email)?.map(|r| r.label()))
        };
        Ok(GameFacts {
            game,
            record,
            before: previous_diagram(record),
            after,
            check,
            white_rating: rating(&game.white)?,
            black_rating: rating(&game.black)?,
            rated: !store::ratings::game_unrated(tx, game.id)?,
            move_list: wrap_moves(&record.move_list()),
        })
    }

    /// The move list as the reader of `dialect` reads moves: in the notation
    /// and piece letters (or figurines) of their settings.
    fn move_list_for(&self, dialect: Dialect) -> String {
        if self.record.turns().is_empty() {
            let language = dialect.language.unwrap_or_default();
            return Phrase::new("moves-none-yet").in_language(language);
        }
        match dialect.notation {
            _ if dialect.needs_squares() => {
                wrap_moves(&self.record.move_list_written(|c, f| dialect.write(c, f)))
            }
            MoveNotation::Figurine => to_figurines(&self.move_list),
            _ => dialect
                .language
                .unwrap_or_default()
                .from_english(&self.move_list),
        }
    }

    /// The board in words as the reader of `dialect` reads it (their
    /// language, the last turn in their letters): the piece lists, then the
    /// last turn spelled out.
    fn spoken(&self, dialect: Dialect) -> String {
        let language = dialect.language.unwrap_or_default();
        let mut text = spoken::piece_list_in(&self.after, language);
        if let (Some(before), Some(last)) = (&self.before, self.record.turns().last()) {
            text.push('\n');
            text.push_str(&spoken::last_move_in(
                before,
                &self.after,
                (last.side, &dialect.write(&last.canonical, None)),
                language,
            ));
        }
        text
    }

    /// The template context from `viewer`'s side (see [`game_context`]).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub(crate) fn context(
        &self,
        desk: Desk<'_>,
        viewer: Color,
        offer: Option<Color>,
    ) -> Result<GameContext, ArbiterError> {
        let (game, record, tx) = (self.game, self.record, desk.tx);
        let mut board = match &self.before {
            Some(before) => Board::new(&self.after, viewer).with_last_move(before, &self.after),
            None => Board::new(&self.after, viewer),
        };
        let dialect = crate::arbiter::office::dialect_of(tx, game.player(viewer))?;
        let language = dialect.language.unwrap_or_default();
        board.check = self.check.clone();
        board.spoken = Some(self.spoken(dialect));
        board.language = language;
        board.style = store::clock_tables::board_style(tx, game.player(viewer))?
            .and_then(|s| BoardStyle::parse(&s))
            .unwrap_or_default();
        let (_, to_move) = record.next_turn();
        let clock = clock_text::lines(desk.office, desk.tx, game, Some(viewer))?;
        let team_game = crate::store::team_tables::meeting_of(tx, game.id)?.is_some();
        let event = match cup_game_line(tx, game.id, language)? {
            Some(line) => Some(line),
            None => with_meeting(event_line(tx, game.id, language)?, tx, game.id, language)?,
        };
        let values = json!({
            "lang": language.code(),
            "game": game.id,
            "event": event,
            // A team game's every mail names its event, meeting and board
            // (header.txt); other games' only in their first mail.
            "meeting": event.as_ref().filter(|_| team_game),
            "variant_name": record.variant.name,
            "white": game.display(Color::White),
            "black": game.display(Color::Black),
            "white_rating": self.white_rating,
            "black_rating": self.black_rating,
            "rated": self.rated,
            "clock": clock,
            "your_side": locale::side(language, viewer),
            "your_turn": record.outcome().is_none() && to_move == viewer,
            "to_move": locale::side(language, to_move),
            "diagram": board.text(),
            "move_list": self.move_list_for(dialect),
            "status": status(record, viewer, offer, language),
            "arbiter_name": desk.office.config.arbiter.name,
        });
        Ok(GameContext { values, board })
    }
}

/// The template context of a game ([`game_context`]): the values the text
/// templates read, and beside them the board as data for the HTML part, kept
/// typed. Only the values go to a text template; the board never becomes a
/// `serde_json::Value` (64 maps built and written out again for every reply).
pub(crate) struct GameContext {
    /// What the text templates read (`context["name"]` reads and sets them).
    pub values: Value,
    /// The board drawn for the reader.
    pub board: Board,
}

impl std::ops::Index<&str> for GameContext {
    type Output = Value;

    fn index(&self, name: &str) -> &Value {
        &self.values[name]
    }
}

impl std::ops::IndexMut<&str> for GameContext {
    fn index_mut(&mut self, name: &str) -> &mut Value {
        &mut self.values[name]
    }
}

impl serde::Serialize for GameContext {
    /// The values alone (see [`GameContext`]).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.values.serialize(serializer)
    }
}

/// Whose turn it is (from the reader's side), check, a standing draw offer, or
/// the result, in the reader's `language` ([`locale`]).
pub fn status(
    record: &GameRecord,
    viewer: Color,
    offer: Option<Color>,
    language: Language,
) -> String {
    let side = |c: Color| locale::side(language, c);
    if let Some(outcome) = record.outcome() {
        return Phrase::new("status-game-over")
            .with("result", outcome.result())
            .with("how", locale::outcome(language, outcome))
            .in_language(language);
    }
    let (number, to_move) = record.next_turn();
    let id = if to_move == viewer {
        "status-your-move"
    } else {
        "status-their-move"
    };
    let mut text = Phrase::new(id)
        .with("side", side(to_move))
        .with("number", move_label(number, to_move))
        .in_language(language);
    if record.current().is_check() {
        text.push(' ');
        let check = Phrase::new("status-check").with("side", side(to_move));
        text.push_str(&check.in_language(language));
    }
    if let Some(offerer) = offer {
        text.push(' ');
        let offer = if offerer == viewer {
            Phrase::new("status-your-offer")
        } else {
            Phrase::new("status-their-offer").with("side", side(offerer))
        };
        text.push_str(&offer.in_language(language));
    }
    text
}

/// The move list wrapped to 72 columns, continuation lines indented under "Moves: ".
fn wrap_moves(list: &str) -> String {
    if list.is_empty() {
        return "(none yet)".into();
    }
    let mut out = String::new();
    let mut width = 7;
    for word in list.split(' ') {
        if width + word.len() + 1 > 72 {
            out.push_str("\n       ");
            width = 7;
        } else if !out.is_empty() {
            out.push(' ');
            width += 1;
        }
        out.push_str(word);
        width += word.len();
    }
    out
}

/// The status line of game `id` for `sender`, when the game loads and the sender
/// plays in it; else empty.
pub fn status_of(tx: &Connection, id: GameId, sender: &str) -> String {
    match office::load(tx, id) {
        Ok(Some((stored, record))) => stored
            .color_of(sender)
            .map(|color| {
                let language = crate::arbiter::office::dialect_of(tx, sender)
                    .ok()
                    .and_then(|d| d.language)
                    .unwrap_or_default();
                status(&record, color, stored.draw_offer, language)
            })
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// How a reply with turns for several games is written, for the instructions
/// of the overview and the digest, in the reader's words: the game label in
/// their language (`label`: `Partie 12`, [`labels::game_word`]) and two example
/// lines (`first`: `Partie 12: Sf3`, `second`: `14: e5`) with the moves in
/// their notation and letters (`7163`, `5755` for a numeric reader).
pub(crate) fn several_games_example(dialect: Dialect) -> Value {
    let language = dialect.language.unwrap_or_default();
    let word = labels::game_word(language.code());
    let forms = |long: &str, numeric: &str| SquareForms {
        long: long.to_string(),
        numeric: Some(numeric.to_string()),
    };
    let first = dialect.write("Nf3", Some(&forms("Ng1-f3", "7163")));
    let second = dialect.write("e5", Some(&forms("e7-e5", "5755")));
    json!({
        "label": format!("{word} 12"),
        "first": format!("{word} 12: {first}"),
        "second": format!("14: {second}"),
    })
}

/// The line of the event for a tournament game's messages (`Spring Open
/// (tournament 1), round 2`) in `language`, or `None`.
pub(crate) fn event_line(
    conn: &Connection,
    game: GameId,
    language: Language,
) -> Result<Option<String>, StoreError> {
    Ok(rows::of_game(conn, game)?.map(|(id, name, round, _)| {
        crate::arbiter::outgoing::event_words::event_line(language, &name, id, round)
    }))
}

/// The event line `event` of a team event's game followed by its meeting and
/// board (`...; match Ajax - Blues, board 2`) in `language`; any other game's
/// line as it is.
fn with_meeting(
    event: Option<String>,
    conn: &Connection,
    game: GameId,
    language: Language,
) -> Result<Option<String>, StoreError> {
    let Some(line) = event else {
        return Ok(None);
    };
    Ok(Some(
        match crate::store::team_tables::meeting_of(conn, game)? {
            Some((home, away, board)) => format!(
                "{line}; {}",
                crate::arbiter::outgoing::event_words::meeting_line(language, &home, &away, board)
            ),
            None => line,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::wrap_moves;

    #[test]
    fn move_lists_wrap_under_the_label() {
        let list = (1..=30)
            .map(|n| format!("{n}. e4 e5"))
            .collect::<Vec<_>>()
            .join(" ");
        let wrapped = wrap_moves(&list);
        let lines: Vec<&str> = wrapped.lines().collect();
        assert!(lines.len() > 1);
        assert!(lines[0].len() + "Moves: ".len() <= 72, "{}", lines[0]);
        assert!(
            lines[1..]
                .iter()
                .all(|l| l.len() <= 72 && l.starts_with("       ")),
            "{wrapped}"
        );
        assert_eq!(wrap_moves(""), "(none yet)");
    }
}
