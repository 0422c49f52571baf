//! The replies in the arbiter's own words, to one reader: the help text, the
//! refusal of a message ([`Refused`]), the request to confirm commands that came
//! without the player's code ([`ConfirmationRequest`]), and the notes about a
//! message held for the organisers.

use serde_json::{json, Value};

use crate::arbiter::auth;
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::Desk;
use crate::arbiter::played::clock_text;
use crate::corr::ids::GameId;
use crate::mail::message::IncomingMessage;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::output::locale;
use crate::rules::budget::Exceeded;
use crate::rules::{registry, VariantInfo};
use crate::store::{self, StoredGame};

use super::envelope::Reply;

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
    desk: Desk<'_>,
    msg: &IncomingMessage,
    sender: &str,
    variant: Option<&'static VariantInfo>,
    for_player: Option<String>,
) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    let language = crate::arbiter::office::dialect_of(tx, sender)?
        .language
        .unwrap_or_default();
    let body = office.templates.render(
        "help.txt",
        json!({
            "lang": language.code(),
            "arbiter_name": office.config.arbiter.name,
            "variant_name": variant.map(|v| v.name),
            "notation": variant.map(|v| locale::variant_help(language, v)),
            "for_player": for_player,
            "variants": registry().iter().map(|v| format!("{} ({})", v.name, v.id)).collect::<Vec<_>>(),
            "xfcc": office.config.xfcc.listen.is_some(),
        }),
    )?;
    let subject = match variant {
        Some(v) => Phrase::new("help-subject-variant").with("variant", v.name),
        None => Phrase::new("help-subject"),
    }
    .in_language(language);
    Reply::new(sender, &subject, &body)
        .answering(msg)
        .queue(desk)
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
///
/// # Errors
///
/// [`ArbiterError`] when the game or the sender's settings cannot be read,
/// the template fails or the reply cannot be queued.
pub fn error(
    desk: Desk<'_>,
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
    let Desk { office, tx } = desk;
    let clock = sender_clock(desk, game, sender)?;
    let language = crate::arbiter::office::dialect_of(tx, sender)?
        .language
        .unwrap_or_default();
    let body = office.templates.render(
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
            "arbiter_name": office.config.arbiter.name,
        }),
    )?;
    let subject = Phrase::new("subject-refused")
        .with("reason", first_words(reason))
        .in_language(language);
    Reply::new(sender, &subject, &body)
        .about(game)
        .answering(msg)
        .queue(desk)
}

/// The clock lines of `sender`'s side in `game` (every reply shows them), or
/// `None` without a game, a stored game, a side of the sender's or a clock.
///
/// # Errors
///
/// [`ArbiterError::Store`].
fn sender_clock(
    desk: Desk<'_>,
    game: Option<GameId>,
    sender: &str,
) -> Result<Option<String>, ArbiterError> {
    let Some(id) = game else {
        return Ok(None);
    };
    let Some(stored) = store::load_game_state(desk.tx, id)? else {
        return Ok(None);
    };
    match stored.color_of(sender) {
        Some(color) => clock_text::lines(desk.office, desk.tx, &stored, Some(color)),
        None => Ok(None),
    }
}

/// What a confirmation request asks and why ([`confirmation_request`]).
pub(crate) struct ConfirmationRequest<'a> {
    /// The registered address asked.
    pub(crate) to: &'a str,
    /// The token the answer carries (in its Reply-To and subject).
    pub(crate) token: &'a str,
    /// The commands waiting, in words.
    pub(crate) what: &'a str,
    /// Why the mail did not count by itself, in words that follow "because"
    /// ("it did not carry your code for game 3"; the DKIM reason when the
    /// sender's domain did not authenticate it).
    pub(crate) why: &'a Phrase,
    /// Whether the code was missing (the request then reminds the player to
    /// use the Reply button next time).
    pub(crate) code_missing: bool,
}

/// The request to the registered address to confirm commands that came without
/// the player's code, as an answer to `msg` about `game`: its Reply-To and its
/// subject carry the token.
///
/// # Errors
///
/// [`ArbiterError`] when the reader's settings cannot be read, the template
/// fails or the reply cannot be queued.
pub fn confirmation_request(
    desk: Desk<'_>,
    msg: &IncomingMessage,
    game: &StoredGame,
    request: &ConfirmationRequest<'_>,
) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    let ConfirmationRequest {
        to,
        token,
        what,
        why,
        code_missing,
    } = *request;
    let language = crate::arbiter::office::dialect_of(tx, to)?
        .language
        .unwrap_or_default();
    let why = why.in_language(language);
    let body = office.templates.render(
        "confirm.txt",
        json!({
            "lang": language.code(),
            "subject": msg.subject,
            "game": game.id,
            "what": what,
            "why": why,
            "code_missing": code_missing,
            "arbiter_name": office.config.arbiter.name,
        }),
    )?;
    let words = Phrase::new("confirm-subject")
        .with("what", first_words(what))
        .in_language(language);
    let subject = format!("{words} [Confirm {token}]");
    let reply_to = auth::plus_address(&office.config.arbiter.address, &auth::confirm_tag(token));
    Reply::new(to, &subject, &body)
        .about(Some(game.id))
        .answering(msg)
        .reply_to(Some(reply_to))
        .queue(desk)
}

/// A message held for the organisers: the sender is told it is neither
/// accepted nor refused, each organiser gets a note naming it.
///
/// # Errors
///
/// [`ArbiterError`] when a reader's settings cannot be read, a template fails
/// or a reply cannot be queued.
pub fn held(
    desk: Desk<'_>,
    msg: &IncomingMessage,
    game: Option<GameId>,
    source: &str,
    exceeded: &Exceeded,
) -> Result<(), ArbiterError> {
    let office = desk.office;
    let values = json!({
        "subject": msg.subject,
        "sender": msg.sender,
        "key": msg.key,
        "source": source,
        "game": game,
        "arbiter_name": office.config.arbiter.name,
    });
    let readers = msg
        .sender
        .as_deref()
        .map(|s| (s, "held.txt", "held-subject"));
    let organisers = office
        .config
        .arbiter
        .organisers
        .iter()
        .map(|organiser| (organiser.trim(), "held_note.txt", "held-note-subject"));
    for (reader, template, subject_id) in readers.into_iter().chain(organisers) {
        let (language, values) = held_values(desk, &values, reader, exceeded)?;
        let body = office.templates.render(template, values)?;
        let subject = Phrase::new(subject_id).in_language(language);
        Reply::new(reader, &subject, &body)
            .about(game)
            .answering(msg)
            .queue(desk)?;
    }
    Ok(())
}

/// The values of a held message's note in the language of `reader`: the limit
/// in its words.
///
/// # Errors
///
/// [`ArbiterError::Store`].
fn held_values(
    desk: Desk<'_>,
    values: &Value,
    reader: &str,
    exceeded: &Exceeded,
) -> Result<(Language, Value), ArbiterError> {
    let language = crate::arbiter::office::dialect_of(desk.tx, reader)?
        .language
        .unwrap_or_default();
    let limit = Phrase::new("held-limit")
        .with("states", exceeded.states.to_string())
        .with("seconds", exceeded.seconds.to_string())
        .in_language(language);
    let mut values = values.clone();
    values["lang"] = json!(language.code());
    values["limit"] = json!(limit);
    Ok((language, values))
}

/// The first 60 characters of `reason`, with `...` when it is longer.
fn first_words(reason: &str) -> String {
    let short: String = reason.chars().take(60).collect();
    if short.len() < reason.len() {
        format!("{}...", short.trim_end())
    } else {
        short
    }
}
