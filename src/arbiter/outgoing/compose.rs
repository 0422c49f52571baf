//! Composing and queueing replies: the template context of a game seen from one
//! player's side, the subject with its `[Game N code]` tag and the Reply-To that
//! carries the player's code (see `auth`), and the threading headers.

use crate::store::tournament_tables as rows;
use crate::store::StoreError;
use rusqlite::Connection;
use serde_json::{json, Value};

use crate::arbiter::auth;
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::{dialect_of, MessageInHand, Office};
use crate::arbiter::played::outcome::{Done, Event};
use crate::board::geometry::Color;
use crate::corr::ids::GameId;
use crate::mail::labels;
use crate::mail::message::IncomingMessage;
use crate::mail::msg_id;
use crate::notation::dialect::{to_figurines, Dialect, Language, MoveNotation};
use crate::notation::move_label;
use crate::notation::words::Phrase;
use crate::output::drawing::{Board, BoardStyle};
use crate::output::locale;
use crate::rules::game::GameRecord;
use crate::rules::{registry, VariantInfo};
use crate::store::{self, StoredGame};
use fluent_bundle::FluentValue;

/// How a reply threads: as an answer to the player's message, or as the next
/// message in our own thread with that player.
pub(crate) enum Thread<'a> {
    Answer(&'a IncomingMessage),
    Continue,
}

/// A reply's text and, when it shows a game, the board drawn in it ([`Board`] as
/// JSON, the `board` of [`game_context`]): stored with the reply so that its HTML
/// part shows the board as a table.
pub(crate) struct Body<'a> {
    text: &'a str,
    board: Option<&'a Board>,
    /// The boards the text shows after `board` (a digest's games).
    more_boards: &'a [Board],
    /// The mailing list this mail goes to as bulk mail (RFC 2919 List-Id), if it
    /// does (an organiser's announcement).
    list_id: Option<&'a str>,
}

impl<'a> Body<'a> {
    /// `text` sent as bulk mail to the list `list_id` (`Name <id.host>`): marked
    /// `Precedence: bulk` with that `List-Id`, so that vacation replies and other
    /// auto-responders leave it alone.
    pub(crate) fn bulk(text: &'a str, list_id: &'a str) -> Body<'a> {
        Body {
            text,
            board: None,
            more_boards: &[],
            list_id: Some(list_id),
        }
    }

    /// `text` rendered from `context`, with the context's board.
    pub(crate) fn with_board(text: &'a str, context: &'a GameContext) -> Body<'a> {
        Body {
            text,
            board: Some(&context.board),
            more_boards: &[],
            list_id: None,
        }
    }

    /// `text` showing several games' boards (a digest): `context`'s first, then
    /// `more_boards` in the order the text shows them.
    pub(crate) fn with_boards(
        text: &'a str,
        context: &'a GameContext,
        more_boards: &'a [Board],
    ) -> Body<'a> {
        Body {
            text,
            board: Some(&context.board),
            more_boards,
            list_id: None,
        }
    }
}

impl<'a> From<&'a str> for Body<'a> {
    fn from(text: &'a str) -> Body<'a> {
        Body {
            text,
            board: None,
            more_boards: &[],
            list_id: None,
        }
    }
}

impl<'a> From<&'a String> for Body<'a> {
    fn from(text: &'a String) -> Body<'a> {
        Body {
            text,
            board: None,
            more_boards: &[],
            list_id: None,
        }
    }
}

/// Queues a short notice in the arbiter's own words, without a board: `text` (its
/// paragraphs, without a signature) and the footer of every reply, by the
/// `notice.txt` template; `game`, the subject's tag and the rest as [`queue`].
///
/// # Errors
///
/// [`ArbiterError::Template`], and those of [`queue`].
#[allow(clippy::too_many_arguments)]
pub(crate) fn notice(
    arbiter: &Office,
    tx: &Connection,
    game: Option<GameId>,
    to: &str,
    subject: &str,
    text: &str,
    thread: Thread<'_>,
    reply_to: Option<String>,
) -> Result<(), ArbiterError> {
    // The frame (the footer) in the reader's language.
    let language = dialect_of(tx, to)?.language.unwrap_or_default();
    let body = arbiter.templates.render(
        "notice.txt",
        json!({"text": text, "arbiter_name": arbiter.config.arbiter.name, "lang": language.code()}),
    )?;
    queue(arbiter, tx, game, to, subject, &body, thread, reply_to)
}

/// Queues the notice `text` to the sender of the message in hand, as the answer
/// to it (in its thread), about game `game` when there is one.
///
/// # Errors
///
/// As [`notice`].
pub(crate) fn answer_notice(
    arbiter: &Office,
    tx: &Connection,
    in_hand: &MessageInHand<'_>,
    game: Option<GameId>,
    subject: &str,
    text: &str,
    reply_to: Option<String>,
) -> Result<(), ArbiterError> {
    let thread = Thread::Answer(in_hand.msg);
    notice(
        arbiter,
        tx,
        game,
        in_hand.sender,
        subject,
        text,
        thread,
        reply_to,
    )
}

/// Queues an organiser's announcement to one entrant as bulk mail of the list
/// `list_id`: the `notice.txt` text, `Precedence: bulk` and the
/// `List-Id`, so that auto-responders do not answer it (RFC 3834 §2).
///
/// # Errors
///
/// [`ArbiterError::Template`], and those of [`queue`].
pub(crate) fn announcement(
    arbiter: &Office,
    tx: &Connection,
    to: &str,
    subject: &str,
    text: &str,
    list_id: &str,
) -> Result<(), ArbiterError> {
    // The frame (the footer) in the reader's language.
    let language = dialect_of(tx, to)?.language.unwrap_or_default();
    let body = arbiter.templates.render(
        "notice.txt",
        json!({"text": text, "arbiter_name": arbiter.config.arbiter.name, "lang": language.code()}),
    )?;
    queue(
        arbiter,
        tx,
        None,
        to,
        subject,
        Body::bulk(&body, list_id),
        Thread::Continue,
        None,
    )
}

/// Queues one reply. `subject` is the text after the tag: with a game, the subject
/// starts with `[Game N code]` when `to` plays in it (its code, made the first time
/// it is needed), else `[Game N]`; and the Reply-To is the plus-address with that
/// code, unless `reply_to` names another.
#[allow(clippy::too_many_arguments)]
pub(crate) fn queue<'b>(
    arbiter: &Office,
    tx: &Connection,
    game: Option<GameId>,
    to: &str,
    subject: &str,
    body: impl Into<Body<'b>>,
    thread: Thread<'_>,
    reply_to: Option<String>,
) -> Result<(), ArbiterError> {
    let body: Body<'_> = body.into();
    queue_row(arbiter, tx, game, to, subject, body, thread, reply_to).map(drop)
}

/// [`queue`], returning the reply's outbox row.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Encode`].
#[allow(clippy::too_many_arguments)]
pub(crate) fn queue_row(
    arbiter: &Office,
    tx: &Connection,
    game: Option<GameId>,
    to: &str,
    subject: &str,
    body: Body<'_>,
    thread: Thread<'_>,
    reply_to: Option<String>,
) -> Result<i64, ArbiterError> {
    let board = body
        .board
        .map(serde_json::to_string)
        .transpose()
        .map_err(|e| ArbiterError::Encode(e.to_string()))?;
    let more_boards = Some(body.more_boards)
        .filter(|more| !more.is_empty())
        .map(serde_json::to_string)
        .transpose()
        .map_err(|e| ArbiterError::Encode(e.to_string()))?;
    let own = &arbiter.config.arbiter.address;
    let (subject, reply_to) = match game {
        Some(id) => match auth::secret_for(tx, id, to)? {
            Some(secret) => (
                format!("[Game {id} {secret}] {subject}"),
                reply_to.or_else(|| Some(auth::plus_address(own, &auth::game_tag(id, &secret)))),
            ),
            None => (format!("[Game {id}] {subject}"), reply_to),
        },
        None => (subject.to_string(), reply_to),
    };
    let subject = subject.as_str();
    // The paragraphs kept for the answer to the sender (lines not read, held
    // commands dropped) go at its top, where the sender reads first.
    let answers_sender = matches!(
        thread,
        Thread::Answer(msg) if msg.sender.as_deref().is_some_and(|s| s.eq_ignore_ascii_case(to))
    );
    let notes = if answers_sender {
        arbiter.take_answer_notes(game)
    } else {
        Vec::new()
    };
    let text = if notes.is_empty() {
        std::borrow::Cow::Borrowed(body.text)
    } else {
        std::borrow::Cow::Owned(format!("{}\n\n{}", notes.join("\n\n"), body.text))
    };
    let (in_reply_to, references) = threading(tx, game, to, thread)?;
    let message_id = arbiter.new_message_id(game);
    // The reader's language as the text was written in it (English for a
    // language without message files).
    let language = locale::written_in(dialect_of(tx, to)?.language.unwrap_or_default());
    let row = store::queue_reply(
        tx,
        &store::NewReply {
            game_id: game,
            message_id: &message_id,
            in_reply_to: in_reply_to.as_deref(),
            references: &references.join(" "),
            to,
            subject,
            body: &text,
            reply_to: reply_to.as_deref(),
            board: board.as_deref(),
            more_boards: more_boards.as_deref(),
            list_id: body.list_id,
            language: language.code(),
        },
    )?;
    if let Some(board) = body.board {
        arbiter.drawn.borrow_mut().push((message_id, board.clone()));
    }
    Ok(row)
}

/// The In-Reply-To and References of a reply to `to` (RFC 5322 §3.6.4): an answer
/// refers to the player's message and its thread, a continuation to our last
/// reply to `to` about `game` and that reply's References. Only referable ids
/// ([`msg_id::is_referable`]) are carried on, and of a long chain the first and
/// the latest ([`msg_id::references`]): a malformed, hostile or overlong id of the
/// sender's is left out rather than copied into the reply's header lines.
///
/// # Errors
///
/// [`ArbiterError::Store`].
fn threading(
    tx: &Connection,
    game: Option<GameId>,
    to: &str,
    thread: Thread<'_>,
) -> Result<(Option<String>, Vec<String>), ArbiterError> {
    let (parent, chain): (Option<String>, Vec<String>) = match thread {
        Thread::Answer(msg) => {
            let mut chain: Vec<String> = msg.thread.iter().rev().cloned().collect();
            chain.extend(msg.message_id.clone());
            (msg.message_id.clone(), chain)
        }
        Thread::Continue => match game
            .map(|g| store::last_reply_to(tx, g, to))
            .transpose()?
            .flatten()
        {
            Some((last, refs)) => {
                let mut chain: Vec<String> = refs.split_whitespace().map(String::from).collect();
                chain.push(last.clone());
                (Some(last), chain)
            }
            None => (None, Vec::new()),
        },
    };
    let references = msg_id::references(chain.iter().map(String::as_str))
        .into_iter()
        .map(String::from)
        .collect();
    Ok((parent.filter(|id| msg_id::is_referable(id)), references))
}

/// The diagram of the position before the game's last turn (the start before the
/// first), or `None` before any turn or when a stored position does not read.
fn previous_diagram(record: &GameRecord) -> Option<crate::board::diagram::Diagram> {
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
/// the HTML part (pass the context to [`Body::with_board`]). For both readers,
/// work out the [`GameFacts`] once and call [`GameFacts::context`] twice.
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn game_context(
    arbiter: &Office,
    tx: &Connection,
    game: &StoredGame,
    record: &GameRecord,
    viewer: Color,
    offer: Option<Color>,
) -> Result<GameContext, ArbiterError> {
    GameFacts::new(tx, game, record)?.context(arbiter, tx, viewer, offer)
}

/// What a game's context says the same to either reader: the position before
/// and after the last turn, the king in check, the event, the ratings, the move
/// list. Worked out once for the two replies of a turn, not once for each: the
/// two diagrams and five queries were the larger part of composing a reply's
/// context.
pub(crate) struct GameFacts<'a> {
    game: &'a StoredGame,
    record: &'a GameRecord,
    after: crate::board::diagram::Diagram,
    before: Option<crate::board::diagram::Diagram>,
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
            return locale::text(language, "moves-none-yet", &[]);
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
        let mut text = crate::output::spoken::piece_list_in(&self.after, language);
        if let (Some(before), Some(last)) = (&self.before, self.record.turns().last()) {
            text.push('\n');
            text.push_str(&crate::output::spoken::last_move_in(
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
        arbiter: &Office,
        tx: &Connection,
        viewer: Color,
        offer: Option<Color>,
    ) -> Result<GameContext, ArbiterError> {
        let (game, record) = (self.game, self.record);
        let mut board = match &self.before {
            Some(before) => Board::new(&self.after, viewer).with_last_move(before, &self.after),
            None => Board::new(&self.after, viewer),
        };
        let dialect = dialect_of(tx, game.player(viewer))?;
        let language = dialect.language.unwrap_or_default();
        board.check = self.check.clone();
        board.spoken = Some(self.spoken(dialect));
        board.language = language;
        board.style = store::clock_tables::board_style(tx, game.player(viewer))?
            .and_then(|s| BoardStyle::parse(&s))
            .unwrap_or_default();
        let (_, to_move) = record.next_turn();
        let clock = crate::arbiter::played::clock_text::lines(arbiter, tx, game, Some(viewer))?;
        let values = json!({
            "lang": language.code(),
            "game": game.id,
            "event": event_line(tx, game.id, language)?,
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
            "arbiter_name": arbiter.config.arbiter.name,
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
    let say = |id: &str, args: &[locale::Arg<'_>]| locale::text(language, id, args);
    let side = |c: Color| -> FluentValue<'static> { locale::side(language, c).into() };
    if let Some(outcome) = record.outcome() {
        let how = locale::outcome(language, outcome);
        return say(
            "status-game-over",
            &[("result", outcome.result().into()), ("how", how.into())],
        );
    }
    let (number, to_move) = record.next_turn();
    let number: FluentValue<'static> = move_label(number, to_move).into();
    let mut text = if to_move == viewer {
        say(
            "status-your-move",
            &[("side", side(to_move)), ("number", number)],
        )
    } else {
        say(
            "status-their-move",
            &[("side", side(to_move)), ("number", number)],
        )
    };
    if record.current().is_check() {
        text.push(' ');
        text.push_str(&say("status-check", &[("side", side(to_move))]));
    }
    if let Some(offerer) = offer {
        text.push(' ');
        text.push_str(&if offerer == viewer {
            say("status-your-offer", &[])
        } else {
            say("status-their-offer", &[("side", side(offerer))])
        });
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

/// The first message to both players of a new game.
pub fn new_game(
    arbiter: &Office,
    tx: &Connection,
    game: &StoredGame,
    record: &GameRecord,
) -> Result<(), ArbiterError> {
    let facts = GameFacts::new(tx, game, record)?;
    for color in Color::BOTH {
        let language = dialect_of(tx, game.player(color))?
            .language
            .unwrap_or_default();
        let subject = locale::text(
            language,
            "subject-new-game",
            &[
                ("white", game.white.clone().into()),
                ("black", game.black.clone().into()),
                ("variant", record.variant.name.into()),
            ],
        );
        let context = facts.context(arbiter, tx, color, None)?;
        let body = arbiter.templates.render("new_game.txt", &context)?;
        queue(
            arbiter,
            tx,
            Some(game.id),
            game.player(color),
            &subject,
            Body::with_board(&body, &context),
            Thread::Continue,
            None,
        )?;
    }
    Ok(())
}

/// The help text, to the sender alone and in the sender's language
/// (`locales/<code>/help.ftl`; command words stay English): the notation of the
/// game's variant when the message is about a game, else the variants and how to
/// ask about one.
///
/// # Errors
///
/// [`ArbiterError`] when the sender's settings cannot be read, the template
/// fails or the reply cannot be queued.
pub fn help(
    arbiter: &Office,
    tx: &Connection,
    msg: &IncomingMessage,
    sender: &str,
    variant: Option<&'static VariantInfo>,
    for_player: Option<String>,
) -> Result<(), ArbiterError> {
    let language = dialect_of(tx, sender)?.language.unwrap_or_default();
    let body = arbiter.templates.render(
        "help.txt",
        json!({
            "lang": language.code(),
            "arbiter_name": arbiter.config.arbiter.name,
            "variant_name": variant.map(|v| v.name),
            "notation": variant.map(|v| locale::variant_help(language, v)),
            "for_player": for_player,
            "variants": registry().iter().map(|v| format!("{} ({})", v.name, v.id)).collect::<Vec<_>>(),
        }),
    )?;
    let subject = match variant {
        Some(v) => locale::text(
            language,
            "help-subject-variant",
            &[("variant", v.name.into())],
        ),
        None => locale::text(language, "help-subject", &[]),
    };
    queue(
        arbiter,
        tx,
        None,
        sender,
        &subject,
        &body,
        Thread::Answer(msg),
        None,
    )
}

/// The status line of game `id` for `sender`, when the game loads and the sender
/// plays in it; else empty.
pub fn status_of(tx: &Connection, id: GameId, sender: &str) -> String {
    match crate::arbiter::office::load(tx, id) {
        Ok(Some((stored, record))) => stored
            .color_of(sender)
            .map(|color| {
                let language = dialect_of(tx, sender)
                    .ok()
                    .and_then(|d| d.language)
                    .unwrap_or_default();
                status(&record, color, stored.draw_offer, language)
            })
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// What an error reply says.
#[derive(Debug, Clone, Copy)]
pub struct Refused<'a> {
    /// The game the message was about, when known.
    pub game: Option<GameId>,
    /// Why the message was not used, for the player.
    pub reason: &'a str,
    /// Where the sender's game stands (empty when there is none to tell).
    pub status: &'a str,
    /// The game's variant when the reply should show its notation help (a move
    /// that was not accepted).
    pub notation_of: Option<&'static VariantInfo>,
}

impl<'a> Refused<'a> {
    /// A refusal with nothing but its reason and game.
    pub fn new(game: Option<GameId>, reason: &'a str) -> Refused<'a> {
        Refused {
            game,
            reason,
            status: "",
            notation_of: None,
        }
    }
}

/// An error reply to the sender alone; the game (if any) is unchanged.
pub fn error(
    arbiter: &Office,
    tx: &Connection,
    msg: &IncomingMessage,
    sender: &str,
    refused: &Refused<'_>,
) -> Result<(), ArbiterError> {
    let Refused {
        game,
        reason,
        status: status_text,
        notation_of,
    } = *refused;
    // The clocks of the sender's game (every reply shows them).
    let clock = match game {
        Some(id) => match store::load_game_state(tx, id)? {
            Some(stored) => match stored.color_of(sender) {
                Some(color) => {
                    crate::arbiter::played::clock_text::lines(arbiter, tx, &stored, Some(color))?
                }
                None => None,
            },
            None => None,
        },
        None => None,
    };
    let language = dialect_of(tx, sender)?.language.unwrap_or_default();
    let body = arbiter.templates.render(
        "error.txt",
        json!({
            "lang": language.code(),
            "subject": msg.subject,
            "reason": reason,
            "variant_name": notation_of.map(|v| v.name),
            "notation": notation_of.map(|v| locale::variant_help(language, v)),
            "game": game,
            "status": status_text,
            "clock": clock,
            "arbiter_name": arbiter.config.arbiter.name,
        }),
    )?;
    let subject = locale::text(
        language,
        "subject-refused",
        &[("reason", first_words(reason).into())],
    );
    queue(
        arbiter,
        tx,
        game,
        sender,
        &subject,
        &body,
        Thread::Answer(msg),
        None,
    )
}

/// The request to the registered address to confirm commands that came without the
/// player's code: its Reply-To and its subject carry the token.
/// `why`: why the mail did not count by itself, in words that follow "because"
/// ("it did not carry your code for game 3"; the DKIM reason when the sender's
/// domain did not authenticate it), and whether the code was missing (the request
/// then reminds the player to use the Reply button next time).
#[allow(clippy::too_many_arguments)]
pub fn confirmation_request(
    arbiter: &Office,
    tx: &Connection,
    msg: &IncomingMessage,
    game: &StoredGame,
    to: &str,
    token: &str,
    what: &str,
    (why, code_missing): (&Phrase, bool),
) -> Result<(), ArbiterError> {
    let language = dialect_of(tx, to)?.language.unwrap_or_default();
    let why = why.in_language(language);
    let body = arbiter.templates.render(
        "confirm.txt",
        json!({
            "lang": language.code(),
            "subject": msg.subject,
            "game": game.id,
            "what": what,
            "why": why,
            "code_missing": code_missing,
            "arbiter_name": arbiter.config.arbiter.name,
        }),
    )?;
    let words = locale::text(
        language,
        "confirm-subject",
        &[("what", first_words(what).into())],
    );
    let subject = format!("{words} [Confirm {token}]");
    let reply_to = auth::plus_address(&arbiter.config.arbiter.address, &auth::confirm_tag(token));
    queue(
        arbiter,
        tx,
        Some(game.id),
        to,
        &subject,
        &body,
        Thread::Answer(msg),
        Some(reply_to),
    )
}

/// A message held for the organisers: the sender is told it is neither
/// accepted nor refused, each organiser gets a note naming it.
pub fn held(
    arbiter: &Office,
    tx: &Connection,
    msg: &IncomingMessage,
    game: Option<GameId>,
    source: &str,
    exceeded: &crate::rules::budget::Exceeded,
) -> Result<(), ArbiterError> {
    let values = json!({
        "subject": msg.subject,
        "sender": msg.sender,
        "key": msg.key,
        "source": source,
        "game": game,
        "arbiter_name": arbiter.config.arbiter.name,
    });
    // The values in the language of `reader`: the limit in its words.
    let in_language_of = |reader: &str| -> Result<(Language, Value), ArbiterError> {
        let language = dialect_of(tx, reader)?.language.unwrap_or_default();
        let limit = locale::text(
            language,
            "held-limit",
            &[
                ("states", exceeded.states.to_string().into()),
                ("seconds", exceeded.seconds.to_string().into()),
            ],
        );
        let mut values = values.clone();
        values["lang"] = json!(language.code());
        values["limit"] = json!(limit);
        Ok((language, values))
    };
    if let Some(sender) = msg.sender.as_deref() {
        let (language, values) = in_language_of(sender)?;
        let body = arbiter.templates.render("held.txt", values)?;
        let subject = locale::text(language, "held-subject", &[]);
        let thread = Thread::Answer(msg);
        queue(arbiter, tx, game, sender, &subject, &body, thread, None)?;
    }
    for organiser in &arbiter.config.arbiter.organisers {
        let organiser = organiser.trim();
        let (language, values) = in_language_of(organiser)?;
        let body = arbiter.templates.render("held_note.txt", values)?;
        let subject = locale::text(language, "held-note-subject", &[]);
        let thread = Thread::Answer(msg);
        queue(arbiter, tx, game, organiser, &subject, &body, thread, None)?;
    }
    Ok(())
}

/// `subject` without a leading `[Game N ...]` tag (a stored reply sent again gets
/// its tag back from [`queue`]).
pub(crate) fn without_game_tag(subject: &str) -> &str {
    match subject
        .strip_prefix("[Game ")
        .and_then(|rest| rest.split_once("] "))
    {
        Some((_, rest)) => rest,
        None => subject,
    }
}

fn first_words(reason: &str) -> String {
    let short: String = reason.chars().take(60).collect();
    if short.len() < reason.len() {
        format!("{}...", short.trim_end())
    } else {
        short
    }
}

/// The replies after accepted commands: an update to both players when the game
/// changed; the board, history or help to the sender when asked.
pub fn after_commands(
    arbiter: &Office,
    tx: &Connection,
    msg: &IncomingMessage,
    game: &StoredGame,
    sender_color: Color,
    done: &Done,
) -> Result<(), ArbiterError> {
    if done.changed() {
        return updates(arbiter, tx, msg, game, sender_color, done);
    }
    let sender = game.player(sender_color);
    let language = dialect_of(tx, sender)?.language.unwrap_or_default();
    let notes = notes_for(done, sender_color, language);
    let shows = done
        .events
        .iter()
        .any(|e| matches!(e, Event::ShowBoard | Event::ShowHistory));
    if !notes.is_empty() || shows {
        let mut context = game_context(arbiter, tx, game, &done.record, sender_color, done.offer)?;
        context["private_notes"] = json!(notes);
        if done.events.contains(&Event::ShowHistory) {
            context["move_times"] = json!(history_lines(tx, game, &done.record, sender)?);
        }
        let body = arbiter.templates.render("board.txt", &context)?;
        let subject = if notes.is_empty() {
            let turns = done.record.turns().len();
            locale::text(language, "board-subject", &[("turns", turns.into())])
        } else {
            locale::text(language, "notes-subject", &[])
        };
        let body = Body::with_board(&body, &context);
        let thread = Thread::Answer(msg);
        queue(
            arbiter,
            tx,
            Some(game.id),
            sender,
            &subject,
            body,
            thread,
            None,
        )?;
    }
    if done.events.contains(&Event::Help) {
        let for_player = done.record.current().help_for(sender_color);
        let variant = Some(done.record.variant);
        help(arbiter, tx, msg, sender, variant, for_player)?;
    }
    Ok(())
}

/// The lines of `history`: each ply with its number, its move, when it was
/// received (UTC and the reader's time zone, when set) and the days its mover
/// used: `12... Nf6  2026-11-27 10:00:00 UTC, 1.5 days`.
///
/// # Errors
///
/// [`ArbiterError::Store`].
fn history_lines(
    tx: &Connection,
    game: &StoredGame,
    record: &GameRecord,
    reader: &str,
) -> Result<Vec<String>, ArbiterError> {
    let zone = store::clock_tables::player(tx, reader)?.and_then(|p| p.time_zone);
    let times = crate::arbiter::office::move_times(tx, game)?;
    let mut times = times.iter().peekable();
    let dialect = dialect_of(tx, reader)?;
    let written = record.turns_written(|c, f| dialect.write(c, f));
    let mut lines = Vec::with_capacity(record.turns().len());
    for (turn, text) in record.turns().iter().zip(written) {
        while times.next_if(|t| t.ply < turn.ply).is_some() {}
        let number = match turn.side {
            Color::White => format!("{}.", turn.number),
            Color::Black => format!("{}...", turn.number),
        };
        let mut line = format!("{number:<6} {text}");
        if let Some(time) = times.next_if(|t| t.ply == turn.ply) {
            let when = crate::arbiter::played::clock_text::when(time.at, zone.as_deref());
            line.push_str(&format!("  {when}, {}", time.days()));
        }
        lines.push(line);
    }
    Ok(lines)
}

/// The update of a changed game to both players, each from their side: the
/// move, what else happened that both may know, and each one's own notes; the
/// sender's as the answer to their message.
fn updates(
    arbiter: &Office,
    tx: &Connection,
    msg: &IncomingMessage,
    game: &StoredGame,
    sender_color: Color,
    done: &Done,
) -> Result<(), ArbiterError> {
    let facts = GameFacts::new(tx, game, &done.record)?;
    for color in Color::BOTH {
        // Each player reads the move and the events in the notation, letters
        // and language of their settings.
        let dialect = dialect_of(tx, game.player(color))?;
        let language = dialect.language.unwrap_or_default();
        let events: Vec<String> = done
            .events
            .iter()
            .filter(|e| e.is_public())
            .filter_map(|e| e.phrase(dialect))
            .map(|p| p.in_language(language))
            .collect();
        let subject = update_subject(done, dialect);
        if color != sender_color && held_for_digest(arbiter, tx, game, color, done, &subject)? {
            continue;
        }
        let mut context = facts.context(arbiter, tx, color, done.offer)?;
        context["events"] = json!(events);
        context["private_notes"] = json!(notes_for(done, color, language));
        if let Some(Event::Moved {
            side,
            label,
            input,
            canonical,
            notes,
            forms,
        }) = done.moved()
        {
            let written = dialect.write(canonical, forms.as_ref());
            let notes: Vec<String> = notes.iter().map(|n| n.in_language(language)).collect();
            context["move"] = json!({
                "side": locale::side(language, *side), "label": label, "input": input,
                "canonical": written, "notes": notes,
            });
        }
        let body = arbiter.templates.render("update.txt", &context)?;
        let thread = if color == sender_color {
            Thread::Answer(msg)
        } else {
            Thread::Continue
        };
        let body = Body::with_board(&body, &context);
        queue(
            arbiter,
            tx,
            Some(game.id),
            game.player(color),
            &subject,
            body,
            thread,
            None,
        )?;
    }
    Ok(())
}

/// Holds the update of `color`'s player for the next digest instead of sending
/// it, when that player has a digest on and `done` is a move that leaves the
/// game running without private notes for them: written in the move's
/// transaction, so that the move and its entry commit together. A game's end,
/// a draw offer or claim without a move, and notes of the player's own
/// conditional lines still go at once. True when held.
///
/// # Errors
///
/// [`ArbiterError::Store`].
fn held_for_digest(
    arbiter: &Office,
    tx: &Connection,
    game: &StoredGame,
    color: Color,
    done: &Done,
    subject: &str,
) -> Result<bool, ArbiterError> {
    if done.moved().is_none()
        || done.record.outcome().is_some()
        || done.private_notes.iter().any(|(c, _)| *c == color)
    {
        return Ok(false);
    }
    let Some(player) = store::digests::digest_player(tx, game.player(color))? else {
        return Ok(false);
    };
    let ply = i64::try_from(done.record.turns().len()).unwrap_or(i64::MAX);
    let at = arbiter
        .now()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    store::digests::hold(tx, player, game.id, ply, subject, &at)?;
    Ok(true)
}

/// The notes of `done` for `color`'s eyes only (conditional moves), in the
/// reader's `language`.
fn notes_for(done: &Done, color: Color, language: Language) -> Vec<String> {
    done.private_notes
        .iter()
        .filter(|(c, _)| *c == color)
        .map(|(_, n)| n.text(language))
        .collect()
}

/// The subject of the update to the reader of `dialect`: the turn (and a
/// conditional reply played after it) in the reader's notation and letters,
/// from the forms kept with the turn, then who is to move or the result, in
/// the reader's language.
fn update_subject(done: &Done, dialect: Dialect) -> String {
    let language = dialect.language.unwrap_or_default();
    let what = match done.moved() {
        Some(Event::Moved {
            label,
            canonical,
            forms,
            ..
        }) => {
            let mut what = format!("{label} {}", dialect.write(canonical, forms.as_ref()));
            for e in &done.events {
                if let Event::ConditionalPlayed {
                    label,
                    canonical,
                    forms,
                    ..
                } = e
                {
                    what.push_str(&format!(
                        " {label} {}",
                        dialect.write(canonical, forms.as_ref())
                    ));
                }
            }
            what
        }
        _ => done
            .events
            .iter()
            .filter(|e| e.is_public())
            .find_map(|e| e.phrase(dialect))
            .map(|p| p.in_language(language))
            .unwrap_or_default(),
    };
    match done.record.outcome() {
        Some(outcome) => locale::text(
            language,
            "subject-over",
            &[
                ("what", what.into()),
                ("result", outcome.result().into()),
                ("how", locale::outcome(language, outcome).into()),
            ],
        ),
        None => {
            let (_, to_move) = done.record.next_turn();
            // An event's sentence ends before the comma that follows it.
            let what = what.trim_end_matches('.').to_string();
            locale::text(
                language,
                "subject-to-move",
                &[
                    ("what", what.into()),
                    ("side", locale::side(language, to_move).into()),
                ],
            )
        }
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
    let forms = |long: &str, numeric: &str| crate::notation::forms::SquareForms {
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
