//! The replies about a game's play: the first message of a new game to both
//! players, and after accepted commands the update to both (or the entry held
//! for a player's digest), the board, the history or the help asked for.

use serde_json::json;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::{self, Desk};
use crate::arbiter::played::clock_text;
use crate::arbiter::played::outcome::{Done, Event};
use crate::board::geometry::Color;
use crate::mail::message::IncomingMessage;
use crate::notation::dialect::{Dialect, Language};
use crate::notation::words::Phrase;
use crate::output::locale;
use crate::rules::game::GameRecord;
use crate::store::{self, StoredGame};
use rusqlite::Connection;

use super::context::{game_context, GameFacts};
use super::envelope::{Body, Reply, Thread};
use super::notices::help;

/// The first message to both players of a new game.
///
/// # Errors
///
/// [`ArbiterError`] when a player's settings cannot be read, a template fails
/// or a reply cannot be queued.
pub fn new_game(
    desk: Desk<'_>,
    game: &StoredGame,
    record: &GameRecord,
) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    let facts = GameFacts::new(tx, game, record)?;
    let theme = store::tournament_tables::theme_of_game(tx, game.id)?;
    for color in Color::BOTH {
        let dialect = crate::arbiter::office::dialect_of(tx, game.player(color))?;
        let language = dialect.language.unwrap_or_default();
        let subject = Phrase::new("subject-new-game")
            .with("white", game.white.as_str())
            .with("black", game.black.as_str())
            .with("variant", record.variant.name)
            .in_language(language);
        let mut context = facts.context(desk, color, None)?;
        if let Some(theme) = &theme {
            context["theme"] = json!(crate::arbiter::outgoing::event_words::theme_line(
                dialect,
                theme,
                record.variant.id,
                &record.options,
            ));
        }
        let body = office.templates.render("new_game.txt", &context)?;
        Reply::new(
            game.player(color),
            &subject,
            Body::with_board(&body, &context),
        )
        .about(Some(game.id))
        .queue(desk)?;
    }
    Ok(())
}

/// Where accepted commands came from, for the replies after them.
#[derive(Clone, Copy)]
pub enum PlayOrigin<'a> {
    /// A player's mail: the sender's update is the answer to it.
    Mail(&'a IncomingMessage),
    /// A call of the player's chess program (Xfcc): the program shows the
    /// move, so the mover's own update goes only when `own_mail` (`xfcc mail
    /// on`); `message` is what the mover wrote to the opponent with it.
    Xfcc {
        /// The mover asked for their own update mail too.
        own_mail: bool,
        /// The mover's words to the opponent, if any.
        message: Option<&'a str>,
    },
}

impl<'a> PlayOrigin<'a> {
    /// How the mover's own reply threads: as the answer to the mail, else as
    /// the next message of the game's thread; `None`: no own reply.
    fn own_thread(self) -> Option<Thread<'a>> {
        match self {
            PlayOrigin::Mail(msg) => Some(Thread::Answer(msg)),
            PlayOrigin::Xfcc { own_mail: true, .. } => Some(Thread::Continue),
            PlayOrigin::Xfcc {
                own_mail: false, ..
            } => None,
        }
    }
}

/// The replies after accepted commands: an update to both players when the game
/// changed; the board, history or help to the sender when asked (by mail).
///
/// # Errors
///
/// [`ArbiterError`] when the game or a player's settings cannot be read, a
/// template fails or a reply cannot be queued.
pub fn after_commands(
    desk: Desk<'_>,
    origin: PlayOrigin<'_>,
    game: &StoredGame,
    sender_color: Color,
    done: &Done,
) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    if done.changed() {
        return updates(desk, origin, game, sender_color, done);
    }
    // Only a mail asks for the board, the history or help.
    let PlayOrigin::Mail(msg) = origin else {
        return Ok(());
    };
    let sender = game.player(sender_color);
    let language = crate::arbiter::office::dialect_of(tx, sender)?
        .language
        .unwrap_or_default();
    let notes = notes_for(done, sender_color, language);
    let shows = done
        .events
        .iter()
        .any(|e| matches!(e, Event::ShowBoard | Event::ShowHistory));
    if !notes.is_empty() || shows {
        let mut context = game_context(desk, game, &done.record, sender_color, done.offer)?;
        context["private_notes"] = json!(notes);
        if done.events.contains(&Event::ShowHistory) {
            context["move_times"] = json!(history_lines(tx, game, &done.record, sender)?);
        }
        let body = office.templates.render("board.txt", &context)?;
        let subject = if notes.is_empty() {
            let turns = done.record.turns().len();
            Phrase::new("board-subject")
                .with("turns", turns)
                .in_language(language)
        } else {
            Phrase::new("notes-subject").in_language(language)
        };
        Reply::new(sender, &subject, Body::with_board(&body, &context))
            .about(Some(game.id))
            .answering(msg)
            .queue(desk)?;
    }
    if done.events.contains(&Event::Help) {
        let for_player = done.record.current().help_for(sender_color);
        let variant = Some(done.record.variant);
        help(desk, msg, sender, variant, for_player)?;
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
    let times = office::move_times(tx, game)?;
    let mut times = times.iter().peekable();
    let dialect = crate::arbiter::office::dialect_of(tx, reader)?;
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
            let when = clock_text::when(time.at, zone.as_deref());
            line.push_str(&format!("  {when}, {}", time.days()));
        }
        lines.push(line);
    }
    Ok(lines)
}

/// The update of a changed game to both players, each from their side: the
/// move, what else happened that both may know, and each one's own notes; the
/// sender's as the answer to their message.
///
/// # Errors
///
/// As [`after_commands`].
fn updates(
    desk: Desk<'_>,
    origin: PlayOrigin<'_>,
    game: &StoredGame,
    sender_color: Color,
    done: &Done,
) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    let facts = GameFacts::new(tx, game, &done.record)?;
    for color in Color::BOTH {
        // Each player reads the move and the events in the notation, letters
        // and language of their settings.
        let dialect = crate::arbiter::office::dialect_of(tx, game.player(color))?;
        let language = dialect.language.unwrap_or_default();
        let events: Vec<String> = done
            .events
            .iter()
            .filter(|e| e.is_public())
            .filter_map(|e| e.phrase(dialect))
            .map(|p| p.in_language(language))
            .collect();
        let subject = update_subject(done, dialect);
        let thread = if color == sender_color {
            match origin.own_thread() {
                Some(thread) => thread,
                None => continue,
            }
        } else {
            Thread::Continue
        };
        let message = match origin {
            PlayOrigin::Xfcc {
                message: Some(text),
                ..
            } if color != sender_color => Some(mover_wrote(sender_color, text, language)),
            _ => None,
        };
        if color != sender_color
            && message.is_none()
            && held_for_digest(desk, game, color, done, &subject)?
        {
            continue;
        }
        let mut context = facts.context(desk, color, done.offer)?;
        context["events"] = json!(events);
        context["message"] = json!(message);
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
        let body = office.templates.render("update.txt", &context)?;
        let body = Body::with_board(&body, &context);
        Reply::new(game.player(color), &subject, body)
            .about(Some(game.id))
            .in_thread(thread)
            .queue(desk)?;
    }
    Ok(())
}

/// What the mover of `side` wrote to the opponent with a move made from a
/// chess program: a line that says so, then the words quoted (`> `), line by
/// line.
pub(crate) fn mover_wrote(side: Color, text: &str, language: Language) -> String {
    let mut out = Phrase::new("xfcc-opponent-wrote")
        .with("side", side.name())
        .in_language(language);
    for line in text.lines() {
        out.push_str("\n> ");
        out.push_str(line);
    }
    out
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
    desk: Desk<'_>,
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
    let Some(player) = store::digests::digest_player(desk.tx, game.player(color))? else {
        return Ok(false);
    };
    let ply = i64::try_from(done.record.turns().len()).unwrap_or(i64::MAX);
    let at = desk
        .office
        .now()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    store::digests::hold(desk.tx, player, game.id, ply, subject, &at)?;
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
        Some(outcome) => Phrase::new("subject-over")
            .with("what", what)
            .with("result", outcome.result())
            .with("how", locale::outcome(language, outcome))
            .in_language(language),
        None => {
            let (_, to_move) = done.record.next_turn();
            // An event's sentence ends before the comma that follows it.
            let what = what.trim_end_matches('.').to_string();
            Phrase::new("subject-to-move")
                .with("what", what)
                .with("side", locale::side(language, to_move))
                .in_language(language)
        }
    }
}
