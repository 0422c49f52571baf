//! Why a player's commands were refused ([`PlayRefusal`]), and the refusal in the
//! words of the reader's language: the frames of [`PlayRefusal`], [`GameError`] and [`NotationError`] from
//! `locales/<code>/refusals.ftl`, with the rules engine's own reasons inside them
//! (why a move is illegal, what the notation looks like: its
//! [`crate::notation::words::Phrase`]s) in the same language; a refusal with no
//! message of its own yet is written as its English `Display`. In English every
//! text is the `Display` text.

use thiserror::Error;

use crate::board::color::Color;
use crate::corr::ids::GameId;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::notation::{move_label, NotationError};
use crate::output::locale;
use crate::rules::game::GameError;
use crate::rules::Outcome;

/// Why a player's commands were refused; the game is then unchanged. Each message is
/// written for the player.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayRefusal {
    /// The move text, the move number, a claim or the game's state (the
    /// [`GameError`] says which, with the rule it rests on).
    #[error(transparent)]
    Game(#[from] GameError),
    #[error("game {game} is over: {} {} (FIDE 5)", .outcome.result(), .outcome.describe())]
    GameOver { game: GameId, outcome: Outcome },
    #[error("only one move per message: \"{text}\" comes after your move; nothing was played, send your move alone (docs/rules/chess.md)")]
    SecondMove { text: String },
    #[error("it is not your turn: {} is to move ({}); the players move alternately (FIDE 1.1)", .to_move.title(), move_label(*.number, *.to_move))]
    NotYourTurn { to_move: Color, number: u32 },
    /// The move reads in another language's piece letters only; the player set no
    /// language, so English letters were read.
    #[error("{error}; with {} piece letters ({}) it is the legal move {canonical}: send \"language {}\" on a line of its own to have your moves read with those letters", .language.name(), .language.letters().join(" "), .language.code())]
    OtherLetters {
        /// Why the English reading failed.
        error: GameError,
        /// The first language whose letters read.
        language: Language,
        /// The move it would be, in SAN.
        canonical: String,
    },
    #[error("there is no draw offer from your opponent to decline (FIDE 9.1.2)")]
    NoOfferToDecline,
    #[error("your draw offer already stands; your opponent has not answered it yet (FIDE 9.1.2)")]
    OfferStands,
    #[error("only the player to move may claim a draw, or claim it together with the move that repeats the position (FIDE 9.2.1)")]
    ClaimNotToMove,
}

impl PlayRefusal {
    /// True when the refusal is about how a move was written or whether it is
    /// legal: the reply then shows the variant's notation help.
    pub fn is_about_the_move(&self) -> bool {
        matches!(
            self,
            PlayRefusal::Game(GameError::Notation(_)) | PlayRefusal::OtherLetters { .. }
        )
    }
}

/// `refusal` as the reader of `language` reads it.
pub(crate) fn refusal_text(refusal: &PlayRefusal, language: Language) -> String {
    match refusal {
        PlayRefusal::Game(error) => game_error_text(error, language),
        PlayRefusal::GameOver { game, outcome } => Phrase::new("refusal-game-over")
            .with("game", game.to_string())
            .with("result", outcome.result())
            .with("how", locale::outcome(language, outcome))
            .in_language(language),
        PlayRefusal::SecondMove { text } => Phrase::new("refusal-second-move")
            .with("text", text.clone())
            .in_language(language),
        PlayRefusal::NotYourTurn { to_move, number } => Phrase::new("refusal-not-your-turn")
            .with("side", locale::side(language, *to_move))
            .with("number", move_label(*number, *to_move))
            .in_language(language),
        PlayRefusal::NoOfferToDecline => Phrase::new("refusal-no-offer").in_language(language),
        PlayRefusal::OfferStands => Phrase::new("refusal-offer-stands").in_language(language),
        PlayRefusal::ClaimNotToMove => {
            Phrase::new("refusal-claim-not-to-move").in_language(language)
        }
        PlayRefusal::OtherLetters { .. } => refusal.to_string(),
    }
}

/// A [`GameError`] in `language`.
pub(crate) fn game_error_text(error: &GameError, language: Language) -> String {
    if let GameError::Notation(notation) = error {
        return notation_text(notation, language);
    }
    match game_error_phrase(error) {
        Some(phrase) => phrase.in_language(language),
        None => error.to_string(),
    }
}

/// A [`GameError`]'s words, not yet in a language (`locales/<code>/refusals.ftl`),
/// for a sentence that is itself a [`Phrase`]; `None` for the errors that have
/// no message of their own yet (written as their English `Display`).
pub(crate) fn game_error_phrase(error: &GameError) -> Option<Phrase> {
    Some(match error {
        GameError::Notation(notation) => notation_phrase(notation),
        GameError::Over(outcome) => {
            Phrase::new("refusal-over").with("how", locale::outcome_phrase(outcome))
        }
        GameError::WrongNumber {
            given,
            expected,
            side,
        } => Phrase::new("refusal-wrong-number")
            .with("given", given.to_string())
            .with("expected", move_label(*expected, *side)),
        GameError::WrongSide {
            given,
            given_side,
            expected,
            side,
        } => Phrase::new("refusal-wrong-side")
            .with("given", given.to_string())
            .with("written", given_side.name())
            .with("side", side.name())
            .with("expected", move_label(*expected, *side)),
        GameError::ClaimRefused {
            occurrences,
            quiet_moves,
        } => Phrase::new("refusal-claim-refused")
            .with("occurrences", *occurrences)
            .with("quiet", *quiet_moves),
        _ => return None,
    })
}

/// A [`NotationError`] in `language`, the engine's reason inside as written;
/// an ambiguous move's candidates joined by the language's "or".
fn notation_text(error: &NotationError, language: Language) -> String {
    match error {
        NotationError::Ambiguous {
            text: t,
            candidates,
        } => {
            let or = format!(" {} ", Phrase::new("refusal-or").in_language(language));
            Phrase::new("refusal-ambiguous")
                .with("text", t.as_str())
                .with("candidates", candidates.join(&or))
                .in_language(language)
        }
        _ => notation_phrase(error).in_language(language),
    }
}

/// A [`NotationError`]'s words, the engine's reason inside as written (an
/// ambiguous move's candidates joined by commas: [`notation_text`] joins them
/// with the language's "or").
fn notation_phrase(error: &NotationError) -> Phrase {
    match error {
        NotationError::Empty => Phrase::new("refusal-empty"),
        NotationError::Unreadable { text: t, hint } => Phrase::new("refusal-unreadable")
            .with("text", format!("{t:?}"))
            .with("hint", hint.clone()),
        NotationError::Illegal { text: t, reason } => Phrase::new("refusal-illegal")
            .with("text", t.as_str())
            .with("reason", reason.clone()),
        NotationError::Ambiguous {
            text: t,
            candidates,
        } => Phrase::new("refusal-ambiguous")
            .with("text", t.as_str())
            .with("candidates", candidates.join(", ")),
        NotationError::NullMove { text: t, variant } => Phrase::new("refusal-null-move")
            .with("text", t.as_str())
            .with("variant", variant.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Outcome, WinReason};

    /// In English every refusal reads as its `Display` text.
    #[test]
    fn english_is_the_display_text() {
        let refusals = [
            PlayRefusal::NotYourTurn {
                to_move: Color::Black,
                number: 12,
            },
            PlayRefusal::SecondMove { text: "e5".into() },
            PlayRefusal::NoOfferToDecline,
            PlayRefusal::OfferStands,
            PlayRefusal::ClaimNotToMove,
            PlayRefusal::Game(GameError::WrongNumber {
                given: 3,
                expected: 12,
                side: Color::Black,
            }),
            PlayRefusal::Game(GameError::WrongSide {
                given: 12,
                given_side: Color::Black,
                expected: 12,
                side: Color::White,
            }),
            PlayRefusal::Game(GameError::ClaimRefused {
                occurrences: 2,
                quiet_moves: 7,
            }),
            PlayRefusal::Game(GameError::Over(Outcome::Win {
                winner: Color::White,
                reason: WinReason::Checkmate,
            })),
            PlayRefusal::Game(GameError::Notation(NotationError::Empty)),
            PlayRefusal::Game(GameError::Notation(NotationError::Unreadable {
                text: "x\"y".into(),
                hint: Phrase::new("chess-hint"),
            })),
            PlayRefusal::Game(GameError::Notation(NotationError::Illegal {
                text: "Ke3".into(),
                reason: Phrase::new("castle-in-check"),
            })),
            PlayRefusal::Game(GameError::Notation(NotationError::Ambiguous {
                text: "Ne4".into(),
                candidates: vec!["Nce4".into(), "Nge4".into()],
            })),
            PlayRefusal::Game(GameError::Notation(NotationError::NullMove {
                text: "--".into(),
                variant: "chess".into(),
            })),
        ];
        for refusal in refusals {
            assert_eq!(
                refusal_text(&refusal, Language::English),
                refusal.to_string()
            );
        }
        let german = refusal_text(
            &PlayRefusal::NotYourTurn {
                to_move: Color::Black,
                number: 12,
            },
            Language::German,
        );
        assert!(german.starts_with("Sie sind nicht am Zug"), "{german}");
    }
}
