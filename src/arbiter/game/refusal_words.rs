//! Why a player's commands were refused ([`PlayRefusal`]), and the refusal in the
//! words of the reader's language: the frames of [`PlayRefusal`], [`GameError`] and [`NotationError`] from
//! `locales/<code>/refusals.ftl`, with the rules engine's own reasons inside them
//! (why a move is illegal, what the notation looks like: its
//! [`crate::notation::words::Phrase`]s) in the same language; a refusal with no
//! message of its own yet is written as its English `Display`. In English every
//! text is the `Display` text.

use fluent_bundle::FluentValue;
use thiserror::Error;

use crate::board::color::Color;
use crate::corr::ids::GameId;
use crate::notation::dialect::Language;
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
    let say = |id: &str, args: &[locale::Arg<'_>]| locale::text(language, id, args);
    match refusal {
        PlayRefusal::Game(error) => game_error_text(error, language),
        PlayRefusal::GameOver { game, outcome } => say(
            "refusal-game-over",
            &[
                ("game", game.to_string().into()),
                ("result", outcome.result().into()),
                ("how", locale::outcome(language, outcome).into()),
            ],
        ),
        PlayRefusal::SecondMove { text } => {
            say("refusal-second-move", &[("text", text.clone().into())])
        }
        PlayRefusal::NotYourTurn { to_move, number } => say(
            "refusal-not-your-turn",
            &[
                ("side", locale::side(language, *to_move).into()),
                ("number", move_label(*number, *to_move).into()),
            ],
        ),
        PlayRefusal::NoOfferToDecline => say("refusal-no-offer", &[]),
        PlayRefusal::OfferStands => say("refusal-offer-stands", &[]),
        PlayRefusal::ClaimNotToMove => say("refusal-claim-not-to-move", &[]),
        PlayRefusal::OtherLetters { .. } => refusal.to_string(),
    }
}

/// A [`GameError`] in `language`.
pub(crate) fn game_error_text(error: &GameError, language: Language) -> String {
    let say = |id: &str, args: &[locale::Arg<'_>]| locale::text(language, id, args);
    match error {
        GameError::Notation(notation) => notation_text(notation, language),
        GameError::Over(outcome) => say(
            "refusal-over",
            &[("how", locale::outcome(language, outcome).into())],
        ),
        GameError::WrongNumber {
            given,
            expected,
            side,
        } => say(
            "refusal-wrong-number",
            &[
                ("given", given.to_string().into()),
                ("expected", move_label(*expected, *side).into()),
            ],
        ),
        GameError::WrongSide {
            given,
            given_side,
            expected,
            side,
        } => say(
            "refusal-wrong-side",
            &[
                ("given", given.to_string().into()),
                ("written", given_side.name().into()),
                ("side", side.name().into()),
                ("expected", move_label(*expected, *side).into()),
            ],
        ),
        GameError::ClaimRefused {
            occurrences,
            quiet_moves,
        } => say(
            "refusal-claim-refused",
            &[
                ("occurrences", (*occurrences).into()),
                ("quiet", (*quiet_moves).into()),
            ],
        ),
        _ => error.to_string(),
    }
}

/// A [`NotationError`] in `language`, the engine's reason inside as written.
fn notation_text(error: &NotationError, language: Language) -> String {
    let say = |id: &str, args: &[locale::Arg<'_>]| locale::text(language, id, args);
    let text = |t: &str| -> FluentValue<'static> { t.to_string().into() };
    match error {
        NotationError::Empty => say("refusal-empty", &[]),
        NotationError::Unreadable { text: t, hint } => say(
            "refusal-unreadable",
            &[
                ("text", format!("{t:?}").into()),
                ("hint", hint.in_language(language).into()),
            ],
        ),
        NotationError::Illegal { text: t, reason } => say(
            "refusal-illegal",
            &[
                ("text", text(t)),
                ("reason", reason.in_language(language).into()),
            ],
        ),
        NotationError::Ambiguous {
            text: t,
            candidates,
        } => {
            let or = format!(" {} ", say("refusal-or", &[]));
            say(
                "refusal-ambiguous",
                &[
                    ("text", text(t)),
                    ("candidates", candidates.join(&or).into()),
                ],
            )
        }
        NotationError::NullMove { text: t, variant } => say(
            "refusal-null-move",
            &[("text", text(t)), ("variant", text(variant))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::words::Phrase;
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
