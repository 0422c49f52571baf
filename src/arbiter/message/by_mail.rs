//! Mail that is no game's turn, told by the first word of its first line: a
//! challenge (`game::challenges`), an entry (`events::entries`), a captain's
//! command (`events::captains`), the overview of
//! the sender's games (`players::overview`), or an organiser's
//! command (`message::organiser_mail`); an organiser's word from someone who is no
//! organiser is refused with the reason.

use rusqlite::Connection;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::events::captains::captain_word;
use crate::arbiter::game::challenges::first_words;
use crate::arbiter::office::{Handled, MessageInHand, Office};
use crate::mail::command;
use crate::notation::words::Phrase;
use crate::rules::registry;

/// The words that start an organiser's command.
const ORGANISER_WORDS: [&str; 7] = [
    "abort",
    "adjudicate",
    "takeback",
    "resend",
    "pause",
    "resume",
    "overdue",
];

impl Office {
    /// True when `address` is one of `[arbiter] organisers`.
    pub(crate) fn is_organiser(&self, address: &str) -> bool {
        self.config
            .arbiter
            .organisers
            .iter()
            .any(|o| o.trim().eq_ignore_ascii_case(address))
    }

    /// A message whose first line is a challenge, or an organiser's command from an
    /// organiser's address: handled here (`Some`); so is an organiser's word first
    /// in a mail from another address with no move after it, refused with the
    /// reason; else `None`, and the message is read as a player's.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`],
    /// [`ArbiterError::Random`].
    pub(crate) fn by_mail(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        lines: &[String],
    ) -> Result<Option<Handled>, ArbiterError> {
        let words = first_words(lines);
        if let Some(word) = captain_word(&words) {
            return self.captain_mail(tx, in_hand, word, lines).map(Some);
        }
        let Some(request) = read_request(&words) else {
            return Ok(None);
        };
        let first = words[0].to_ascii_lowercase();
        let line = lines
            .iter()
            .find(|l| !l.trim().is_empty())
            .map_or("", String::as_str);
        let organiser = self.is_organiser(in_hand.sender);
        let handled = match request {
            Request::Challenge => self.challenge(tx, in_hand, &words[1..])?,
            Request::Enter => self.enter(tx, in_hand, &words[1..])?,
            Request::WithdrawEntry => self.withdraw_entry(tx, in_hand, &words[2..])?,
            Request::Overview => self.overview(tx, in_hand)?,
            _ if !organiser => return self.not_an_organiser(tx, in_hand, request, &first, lines),
            Request::Tournament => self.organiser_tournament(tx, in_hand, line)?,
            Request::PlayerExternal => self.organiser_player(tx, in_hand, line)?,
            Request::Announce => self.announce(tx, in_hand, lines)?,
            Request::GameCommand => self.organiser_command(tx, in_hand, &first, &words[1..])?,
        };
        Ok(Some(handled))
    }

    /// An organiser's request from an address that is no organiser's: refused
    /// with the reason, unless it is a word that may start prose before a move
    /// (`None`: the mail goes to the move reader).
    fn not_an_organiser(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        request: Request,
        first: &str,
        lines: &[String],
    ) -> Result<Option<Handled>, ArbiterError> {
        let command = match request {
            Request::Tournament => "tournament",
            Request::PlayerExternal => "player",
            _ => match organisers_only(first, lines) {
                Some(command) => command,
                None => return Ok(None),
            },
        };
        self.refuse_saying(
            tx,
            in_hand,
            None,
            &Phrase::new("refused-organiser-command").with("command", command),
        )
        .map(Some)
    }
}

/// What the first line of a mail that is no game's turn asks, by its first words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Request {
    /// `challenge ADDRESS VARIANT ...`
    Challenge,
    /// `enter TOURNAMENT`
    Enter,
    /// `withdraw entry TOURNAMENT`
    WithdrawEntry,
    /// `games` or `overview` alone on the first line: the sender's games
    Overview,
    /// `tournament ...` (organisers: the command line's grammar)
    Tournament,
    /// `player external EMAIL ...` (organisers)
    PlayerExternal,
    /// `announce TOURNAMENT TEXT` (organisers)
    Announce,
    /// `abort`, `adjudicate`, `takeback`, `resend`, `pause`, `resume`, `overdue`
    /// (organisers)
    GameCommand,
}

/// The request the first words of a mail make, if any.
fn read_request(words: &[String]) -> Option<Request> {
    let first = words.first()?.to_ascii_lowercase();
    let second_is = |word: &str| words.get(1).is_some_and(|w| w.eq_ignore_ascii_case(word));
    Some(match first.as_str() {
        "challenge" => Request::Challenge,
        "games" | "overview" if words.len() == 1 => Request::Overview,
        "enter" if words.len() > 1 => Request::Enter,
        "withdraw" if words.len() > 2 && second_is("entry") => Request::WithdrawEntry,
        "tournament" => Request::Tournament,
        "player" if second_is("external") => Request::PlayerExternal,
        "announce" => Request::Announce,
        word if ORGANISER_WORDS.contains(&word) => Request::GameCommand,
        _ => return None,
    })
}

/// The organiser's word to refuse when it starts the first line of a mail
/// from an address that is no organiser's: `announce` or one of
/// [`ORGANISER_WORDS`] (`refused-organiser-command` in
/// locales/*/refusals-more.ftl says what each does); `None` when `first` is
/// no such word, or when the lines after that first line hold a move
/// or command in some variant's syntax (then the first line is prose, and the
/// mail goes to the move reader as before: a move is never lost to this).
fn organisers_only(first: &str, lines: &[String]) -> Option<&'static str> {
    let command = std::iter::once("announce")
        .chain(ORGANISER_WORDS)
        .find(|w| *w == first)?;
    let rest: Vec<String> = lines
        .iter()
        .skip_while(|l| l.trim().is_empty())
        .skip(1)
        .cloned()
        .collect();
    if registry()
        .iter()
        .any(|v| !command::parse(&rest, v.syntax).is_empty())
    {
        return None;
    }
    Some(command)
}
