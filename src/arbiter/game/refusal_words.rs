//! A refusal in the words of the reader's language: the frames of
//! [`Refusal`], [`GameError`] and [`NotationError`] from
//! `locales/<code>/refusals.ftl`. The rules engine's own reasons inside them (why
//! a move is illegal, what the notation looks like) are put in as the engine
//! writes them; a refusal with no message of its own yet is written as its
//! English `Display`. In English every text is the `Display` text.

use fluent_bundle::FluentValue;

use crate::arbiter::game::play::Refusal;
use crate::board::color::Color;
use crate::notation::dialect::Language;
use crate::notation::NotationError;
use crate::output::locale;
use crate::rules::game::GameError;

/// `refusal` as the reader of `language` reads it.
pub(crate) fn refusal_text(refusal: &Refusal, language: Language) -> String {
    let say = |id: &str, args: &[locale::Arg<'_>]| locale::text(language, id, args);
    match refusal {
        Refusal::Game(error) => game_error_text(error, language),
        Refusal::GameOver { game, outcome } => say(
            "refusal-game-over",
            &[
                ("game", game.to_string().into()),
                ("result", outcome.result().into()),
                ("how", locale::outcome(language, outcome).into()),
            ],
        ),
        Refusal::SecondMove { text } => {
            say("refusal-second-move", &[("text", text.clone().into())])
        }
        Refusal::NotYourTurn { to_move, number } => {
            let dots = if *to_move == Color::White { "." } else { "..." };
            say(
                "refusal-not-your-turn",
                &[
                    ("side", locale::side(language, *to_move).into()),
                    ("number", format!("{number}{dots}").into()),
                ],
            )
        }
        Refusal::NoOfferToDecline => say("refusal-no-offer", &[]),
        Refusal::OfferStands => say("refusal-offer-stands", &[]),
        Refusal::ClaimNotToMove => say("refusal-claim-not-to-move", &[]),
        Refusal::OtherLetters { .. } => refusal.to_string(),
    }
}

/// A [`GameError`] in `language`.
fn game_error_text(error: &GameError, language: Language) -> String {
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
        } => {
            let dots = if *side == Color::White { "." } else { "..." };
            say(
                "refusal-wrong-number",
                &[
                    ("given", given.to_string().into()),
                    ("expected", format!("{expected}{dots}").into()),
                ],
            )
        }
        GameError::ClaimRefused {
            occurrences,
            quiet_moves,
        } => say(
            "refusal-claim-refused",
            &[
                ("occurrences", occurrences.to_string().into()),
                ("quiet", quiet_moves.to_string().into()),
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
            &[("text", format!("{t:?}").into()), ("hint", text(hint))],
        ),
        NotationError::Illegal { text: t, reason } => say(
            "refusal-illegal",
            &[("text", text(t)), ("reason", text(reason))],
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
    use crate::rules::{Outcome, WinReason};

    /// In English every refusal reads as its `Display` text.
    #[test]
    fn english_is_the_display_text() {
        let refusals = [
            Refusal::NotYourTurn {
                to_move: Color::Black,
                number: 12,
            },
            Refusal::SecondMove { text: "e5".into() },
            Refusal::NoOfferToDecline,
            Refusal::OfferStands,
            Refusal::ClaimNotToMove,
            Refusal::Game(GameError::WrongNumber {
                given: 3,
                expected: 12,
                side: Color::Black,
            }),
            Refusal::Game(GameError::ClaimRefused {
                occurrences: 2,
                quiet_moves: 7,
            }),
            Refusal::Game(GameError::Over(Outcome::Win {
                winner: Color::White,
                reason: WinReason::Checkmate,
            })),
            Refusal::Game(GameError::Notation(NotationError::Empty)),
            Refusal::Game(GameError::Notation(NotationError::Unreadable {
                text: "x\"y".into(),
                hint: "write e4".into(),
            })),
            Refusal::Game(GameError::Notation(NotationError::Illegal {
                text: "Ke3".into(),
                reason: "no king can reach e3".into(),
            })),
            Refusal::Game(GameError::Notation(NotationError::Ambiguous {
                text: "Ne4".into(),
                candidates: vec!["Nce4".into(), "Nge4".into()],
            })),
            Refusal::Game(GameError::Notation(NotationError::NullMove {
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
            &Refusal::NotYourTurn {
                to_move: Color::Black,
                number: 12,
            },
            Language::German,
        );
        assert!(german.starts_with("Sie sind nicht am Zug"), "{german}");
    }
}
