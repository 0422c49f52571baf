//! Mail that is no game's turn, told by the first word of its first line: a
//! challenge (`game::challenges`), an entry (`events::entries`), or an organiser's
//! command (`message::organiser_mail`); an organiser's word from someone who is no
//! organiser is refused with the reason.

use rusqlite::Connection;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::game::challenges::first_words;
use crate::arbiter::outgoing::compose::Refused;
use crate::arbiter::service::{Handled, Letter, Service};
use crate::mail::command;
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

impl Service {
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
        letter: &Letter<'_>,
        lines: &[String],
    ) -> Result<Option<Handled>, ArbiterError> {
        let words = first_words(lines);
        let Some(first) = words.first().map(|w| w.to_ascii_lowercase()) else {
            return Ok(None);
        };
        if first == "challenge" {
            return self.challenge(tx, letter, &words[1..]).map(Some);
        }
        // Entries by mail: `enter 12`, `withdraw entry 12`.
        if first == "enter" && words.len() > 1 {
            return self.enter(tx, letter, &words[1..]).map(Some);
        }
        if first == "withdraw" && words.len() > 2 && words[1].eq_ignore_ascii_case("entry") {
            return self.withdraw_entry(tx, letter, &words[2..]).map(Some);
        }
        let organiser = self.is_organiser(letter.sender);
        if first == "tournament" {
            if !organiser {
                let reason = "only an organiser of this arbiter may send tournament commands \
                              (from an address in its list of organisers, with the organiser's \
                              code in the subject); nothing was done";
                return self
                    .refuse(tx, letter, Refused::new(None, reason))
                    .map(Some);
            }
            let line = lines.iter().find(|l| !l.trim().is_empty());
            return self
                .organiser_tournament(tx, letter, line.map_or("", |l| l.as_str()))
                .map(Some);
        }
        if first == "player"
            && words
                .get(1)
                .is_some_and(|w| w.eq_ignore_ascii_case("external"))
        {
            if !organiser {
                let reason = "only an organiser of this arbiter may enter a player's rating from \
                              elsewhere (from an address in its list of organisers, with the \
                              organiser's code in the subject); nothing was done";
                return self
                    .refuse(tx, letter, Refused::new(None, reason))
                    .map(Some);
            }
            let line = lines.iter().find(|l| !l.trim().is_empty());
            return self
                .organiser_player(tx, letter, line.map_or("", |l| l.as_str()))
                .map(Some);
        }
        if !organiser {
            if let Some(reason) = organisers_only(&first, lines) {
                return self
                    .refuse(tx, letter, Refused::new(None, &reason))
                    .map(Some);
            }
        }
        if organiser && first == "announce" {
            return self.announce(tx, letter, lines).map(Some);
        }
        if organiser && ORGANISER_WORDS.contains(&first.as_str()) {
            return self
                .organiser_command(tx, letter, &first, &words[1..])
                .map(Some);
        }
        Ok(None)
    }
}

/// The refusal of an organiser's word (`abort`, `announce`, ...) that starts the
/// first line of a mail from an address that is no organiser's; `None` when
/// `first` is no such word, or when the lines after that first line hold a move
/// or command in some variant's syntax (then the first line is prose, and the
/// mail goes to the move reader as before: a move is never lost to this).
fn organisers_only(first: &str, lines: &[String]) -> Option<String> {
    let what = match first {
        "announce" => "make an announcement to an event's entrants",
        "abort" => "abort a game",
        "adjudicate" => "adjudicate a game",
        "takeback" => "take back a move",
        "resend" => "have a game's mail sent again",
        "pause" => "pause a game",
        "resume" => "resume a paused game",
        "overdue" => "ask for the overdue games",
        _ => return None,
    };
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
    Some(format!(
        "\"{first}\" is an organiser's command: only an organiser of this arbiter may {what} \
         (from an address in its list of organisers, with the organiser's code in the subject); \
         nothing was done"
    ))
}
