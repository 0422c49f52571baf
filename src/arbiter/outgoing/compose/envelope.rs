//! A reply's envelope and its queueing: the [`Reply`] builder (recipient,
//! subject, [`Body`], [`Thread`], game, Reply-To), the subject with its
//! `[Game N code]` tag and the Reply-To that carries the player's code (see
//! `auth`), and the threading headers, written to the outbox in the
//! transaction of a [`Desk`].

use std::borrow::Cow;

use serde_json::json;

use crate::arbiter::auth;
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::{Desk, MessageInHand};
use crate::corr::ids::GameId;
use crate::mail::message::IncomingMessage;
use crate::mail::msg_id;
use crate::notation::words::written_in;
use crate::output::drawing::Board;
use crate::store;

use super::context::GameContext;

/// How a reply threads: as an answer to the player's message, or as the next
/// message in our own thread with that player.
pub(crate) enum Thread<'a> {
    /// The answer to this message of the player's, in its thread.
    Answer(&'a IncomingMessage),
    /// The next message in our thread with the recipient about the reply's
    /// game (the first of a thread without one).
    Continue,
}

/// A reply's text and, when it shows a game, the board drawn in it ([`Board`] as
/// JSON, the `board` of [`super::game_context`]): stored with the reply so that
/// its HTML part shows the board as a table.
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
            list_id: Some(list_id),
            ..Body::from(text)
        }
    }

    /// `text` rendered from `context`, with the context's board.
    pub(crate) fn with_board(text: &'a str, context: &'a GameContext) -> Body<'a> {
        Body {
            board: Some(&context.board),
            ..Body::from(text)
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
            board: Some(&context.board),
            more_boards,
            ..Body::from(text)
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
        Body::from(text.as_str())
    }
}

/// A reply on its way to the outbox: its recipient, subject and [`Body`], how
/// it threads, the game it is about and its Reply-To. [`Reply::new`] or
/// [`Reply::answer`] makes one (by default about no game, continuing our thread
/// with the recipient, with the arbiter's own Reply-To); [`Reply::queue`] writes
/// it in a desk's transaction, [`Reply::queue_notice`] framed as a notice.
pub(crate) struct Reply<'a> {
    to: &'a str,
    subject: &'a str,
    body: Body<'a>,
    thread: Thread<'a>,
    game: Option<GameId>,
    reply_to: Option<String>,
}

impl<'a> Reply<'a> {
    /// A reply to `to`: `subject` is the text after the game's tag (see
    /// [`Reply::queue`]), `body` its text (and boards).
    pub(crate) fn new(to: &'a str, subject: &'a str, body: impl Into<Body<'a>>) -> Reply<'a> {
        Reply {
            to,
            subject,
            body: body.into(),
            thread: Thread::Continue,
            game: None,
            reply_to: None,
        }
    }

    /// A reply to the sender of the message in hand, as the answer to it (in
    /// its thread).
    pub(crate) fn answer(
        in_hand: &'a MessageInHand<'_>,
        subject: &'a str,
        body: impl Into<Body<'a>>,
    ) -> Reply<'a> {
        Reply::new(in_hand.sender, subject, body).answering(in_hand.msg)
    }

    /// The reply is about `game`, when there is one: its subject is tagged
    /// with the game (see [`Reply::queue`]).
    pub(crate) fn about(self, game: Option<GameId>) -> Reply<'a> {
        Reply { game, ..self }
    }

    /// The reply threads as `thread` says.
    pub(crate) fn in_thread(self, thread: Thread<'a>) -> Reply<'a> {
        Reply { thread, ..self }
    }

    /// The reply answers `msg` (in its thread).
    pub(crate) fn answering(self, msg: &'a IncomingMessage) -> Reply<'a> {
        self.in_thread(Thread::Answer(msg))
    }

    /// The reply's Reply-To is `address` when it is `Some` (else the
    /// plus-address with the recipient's code for the game, if any).
    pub(crate) fn reply_to(self, address: Option<String>) -> Reply<'a> {
        Reply {
            reply_to: address,
            ..self
        }
    }

    /// Queues the reply's text as a short notice in the arbiter's own words:
    /// the text (its paragraphs, without a signature) and the footer of every
    /// reply, in the recipient's language, by the `notice.txt` template; no
    /// board, the rest as [`Reply::queue`] (bulk mail stays bulk mail).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Template`], and those of [`Reply::queue`].
    pub(crate) fn queue_notice(self, desk: Desk<'_>) -> Result<(), ArbiterError> {
        self.queue_notice_row(desk).map(drop)
    }

    /// [`Reply::queue_notice`], returning the reply's outbox row.
    ///
    /// # Errors
    ///
    /// As [`Reply::queue_notice`].
    pub(crate) fn queue_notice_row(self, desk: Desk<'_>) -> Result<i64, ArbiterError> {
        let language = crate::arbiter::office::dialect_of(desk.tx, self.to)?
            .language
            .unwrap_or_default();
        let framed = desk.office.templates.render(
            "notice.txt",
            json!({"text": self.body.text, "arbiter_name": desk.office.config.arbiter.name, "lang": language.code()}),
        )?;
        let body = Body {
            text: &framed,
            list_id: self.body.list_id,
            board: None,
            more_boards: &[],
        };
        Reply { body, ..self }.queue_row(desk)
    }

    /// Queues the reply in the desk's transaction. With a game, the subject
    /// starts with `[Game N code]` when the recipient plays in it (its code,
    /// made the first time it is needed), else `[Game N]`; and the Reply-To is
    /// the plus-address with that code, unless [`Reply::reply_to`] named
    /// another.
    ///
    /// # Errors
    ///
    /// As [`Reply::queue_row`].
    pub(crate) fn queue(self, desk: Desk<'_>) -> Result<(), ArbiterError> {
        self.queue_row(desk).map(drop)
    }

    /// [`Reply::queue`], returning the reply's outbox row.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Encode`].
    pub(crate) fn queue_row(self, desk: Desk<'_>) -> Result<i64, ArbiterError> {
        let (board, more_boards) = boards_json(&self.body)?;
        let (subject, reply_to) = self.tagged(desk)?;
        let text = self.with_answer_notes(desk);
        let (in_reply_to, references) = threading(desk, self.game, self.to, &self.thread)?;
        let message_id = desk.office.new_message_id(self.game);
        // The reader's language as the text was written in it (English for a
        // language without message files).
        let language = crate::arbiter::office::dialect_of(desk.tx, self.to)?
            .language
            .unwrap_or_default();
        let language = written_in(language);
        let row = store::queue_reply(
            desk.tx,
            &store::NewReply {
                game_id: self.game,
                message_id: &message_id,
                in_reply_to: in_reply_to.as_deref(),
                references: &references.join(" "),
                to: self.to,
                subject: &subject,
                body: &text,
                reply_to: reply_to.as_deref(),
                board: board.as_deref(),
                more_boards: more_boards.as_deref(),
                list_id: self.body.list_id,
                language: language.code(),
            },
        )?;
        if let Some(board) = self.body.board {
            desk.office
                .drawn
                .borrow_mut()
                .push((message_id, board.clone()));
        }
        Ok(row)
    }

    /// The subject with the game's tag and the Reply-To (see [`Reply::queue`]).
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    fn tagged(&self, desk: Desk<'_>) -> Result<(String, Option<String>), ArbiterError> {
        let (subject, reply_to) = (self.subject, self.reply_to.clone());
        let Some(id) = self.game else {
            return Ok((subject.to_string(), reply_to));
        };
        let own = &desk.office.config.arbiter.address;
        Ok(match auth::secret_for(desk.tx, id, self.to)? {
            Some(secret) => (
                format!("[Game {id} {secret}] {subject}"),
                reply_to.or_else(|| Some(auth::plus_address(own, &auth::game_tag(id, &secret)))),
            ),
            None => (format!("[Game {id}] {subject}"), reply_to),
        })
    }

    /// The body's text, below the paragraphs kept for the answer to the sender
    /// (lines not read, held commands dropped) when the reply is that answer:
    /// they go at its top, where the sender reads first.
    fn with_answer_notes(&self, desk: Desk<'_>) -> Cow<'a, str> {
        let answers_sender = matches!(
            self.thread,
            Thread::Answer(msg) if msg.sender.as_deref().is_some_and(|s| s.eq_ignore_ascii_case(self.to))
        );
        let notes = if answers_sender {
            desk.office.take_answer_notes(self.game)
        } else {
            Vec::new()
        };
        if notes.is_empty() {
            Cow::Borrowed(self.body.text)
        } else {
            Cow::Owned(format!("{}\n\n{}", notes.join("\n\n"), self.body.text))
        }
    }
}

/// The body's board and further boards as JSON, as the outbox stores them
/// (`None` for no board, and for no further boards).
///
/// # Errors
///
/// [`ArbiterError::Encode`].
fn boards_json(body: &Body<'_>) -> Result<(Option<String>, Option<String>), ArbiterError> {
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
    Ok((board, more_boards))
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
    desk: Desk<'_>,
    game: Option<GameId>,
    to: &str,
    thread: &Thread<'_>,
) -> Result<(Option<String>, Vec<String>), ArbiterError> {
    let (parent, chain): (Option<String>, Vec<String>) = match thread {
        Thread::Answer(msg) => {
            let mut chain: Vec<String> = msg.thread.iter().rev().cloned().collect();
            chain.extend(msg.message_id.clone());
            (msg.message_id.clone(), chain)
        }
        Thread::Continue => match game
            .map(|g| store::last_reply_to(desk.tx, g, to))
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

/// `subject` without a leading `[Game N ...]` tag (a stored reply sent again gets
/// its tag back from [`Reply::queue`]).
pub(crate) fn without_game_tag(subject: &str) -> &str {
    match subject
        .strip_prefix("[Game ")
        .and_then(|rest| rest.split_once("] "))
    {
        Some((_, rest)) => rest,
        None => subject,
    }
}
