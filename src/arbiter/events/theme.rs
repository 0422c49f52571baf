//! Thematic events: a tournament whose every game starts from a set position
//! (`tournament new --fen`) or after a set opening (`--opening "1. e4 e5 2.
//! f4"`), as ICCF's thematic tournaments and chess.com's are played. The set
//! start is checked once, when the event is made, with the variant's own
//! readers (its position text; its moves read as a score in its own turn
//! syntax and played one by one, as a player's moves are); it is stored as the
//! position ([`StoredTheme`]), which every game of the event starts from
//! ([`crate::arbiter::events::lookup::game_setup`]).

use crate::arbiter::errors::TournamentError;
use crate::arbiter::played::refusal_words::game_error_phrase;
use crate::notation::dialect::Language;
use crate::notation::move_label;
use crate::notation::score;
use crate::notation::words::{Phrase, Word};
use crate::output::locale;
use crate::rules::game::{GameError, GameRecord};
use crate::rules::{Options, RulesError};
use crate::store::tournament_tables::StoredTheme;

/// The set start an organiser gave for a thematic event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThemeGiven<'a> {
    /// A position in the variant's own text (`--fen`: FEN for chess).
    Position(&'a str),
    /// Moves from the variant's usual start in its own notation, move numbers
    /// optional (`--opening "1. e4 e5 2. f4"`).
    Opening {
        /// The moves as written.
        moves: &'a str,
        /// The piece letters the organiser writes (`Sf3` in German), read as
        /// English ones first, as a player's moves are; English letters are
        /// read too.
        letters: Language,
    },
}

/// Checks the set start `given` in `variant` with `options` and gives what is
/// stored: the position every game starts from, and the opening's moves
/// numbered as the variant writes them (`1. e4 e5 2. f4`) when moves were
/// given.
///
/// # Errors
///
/// [`TournamentError::System`] with its reason, in words for the organiser's
/// language: a position the variant refuses (`tournament-theme-position`, the
/// rules engine's reasons inside); a game that is over there
/// (`tournament-theme-over`); no move in the opening (`tournament-theme-empty`);
/// the first move of the opening that does not read or is not legal, with its
/// number and why (`tournament-theme-move`). A [`RulesError`] for an unknown
/// variant or option is given as the same refusal a tournament of that variant
/// gets (`tournament-theme-position` does not apply).
pub fn checked(
    variant: &str,
    options: &Options,
    given: ThemeGiven<'_>,
) -> Result<StoredTheme, TournamentError> {
    let (record, opening) = match given {
        ThemeGiven::Position(text) => {
            let record =
                GameRecord::new(variant, options, Some(text.trim())).map_err(position_refused)?;
            (record, None)
        }
        ThemeGiven::Opening { moves, letters } => {
            let record = played(variant, options, moves, letters)?;
            let moves = record.move_list();
            (record, Some(moves))
        }
    };
    if let Some(outcome) = record.outcome() {
        return Err(TournamentError::System(
            Phrase::new("tournament-theme-over")
                .with("result", outcome.result())
                .with("how", locale::outcome_phrase(outcome)),
        ));
    }
    Ok(StoredTheme {
        fen: record.current().position_text(),
        opening,
    })
}

/// The game after the opening `text`, read as a score in the variant's own
/// turn syntax, each turn checked against the move number written before it
/// and played from the usual start by the variant's reader (the piece
/// letters of `letters` read as English ones first, then the turn as written).
///
/// # Errors
///
/// As [`checked`] for an opening.
fn played(
    variant: &str,
    options: &Options,
    text: &str,
    letters: Language,
) -> Result<GameRecord, TournamentError> {
    let mut record = GameRecord::new(variant, options, None).map_err(position_refused)?;
    let turns = score::read_with(text, record.variant.syntax)
        .into_iter()
        .next()
        .map(|game| game.turns)
        .unwrap_or_default();
    if turns.is_empty() {
        return Err(TournamentError::System(Phrase::new(
            "tournament-theme-empty",
        )));
    }
    for turn in &turns {
        let (number, side) = record.next_turn();
        let checked = match turn.number {
            Some(n) => record.check_number(n, turn.side),
            None => Ok(()),
        };
        let english = letters.to_english(&turn.text);
        let played = checked.and_then(|()| match record.play(&english) {
            Ok(_) => Ok(()),
            Err(e) if english != turn.text => record.play(&turn.text).map(|_| ()).map_err(|_| e),
            Err(e) => Err(e),
        });
        if let Err(e) = played {
            return Err(TournamentError::System(
                Phrase::new("tournament-theme-move")
                    .with("label", move_label(number, side))
                    .with("text", turn.text.as_str())
                    .with("reason", reason(&e)),
            ));
        }
    }
    Ok(record)
}

/// Why a move of the opening was refused, in words for a [`Phrase`] (the
/// errors without a message of their own in their English).
fn reason(e: &GameError) -> Word {
    match (game_error_phrase(e), e) {
        (Some(phrase), _) => phrase.into(),
        (None, GameError::Rules(rules)) => rules.phrase().into(),
        (None, other) => other.to_string().into(),
    }
}

/// A position (or variant, or option) the rules engine refused, as the
/// tournament's refusal: an unknown variant or option as its own message, a
/// position with `tournament-theme-position` around the engine's reasons.
fn position_refused(e: RulesError) -> TournamentError {
    match e {
        RulesError::Position(_) => TournamentError::System(
            Phrase::new("tournament-theme-position").with("error", e.phrase()),
        ),
        other => TournamentError::System(other.phrase()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn english(e: TournamentError) -> String {
        e.to_string()
    }

    /// An opening written with English piece letters.
    fn opening(moves: &str) -> ThemeGiven<'_> {
        ThemeGiven::Opening {
            moves,
            letters: Language::English,
        }
    }

    #[test]
    fn an_opening_reads_in_the_organisers_piece_letters_and_in_english_ones() {
        let german = |moves| ThemeGiven::Opening {
            moves,
            letters: Language::German,
        };
        let theme = checked("chess", &Options::new(), german("1. e4 e5 2. Sf3 Sc6")).unwrap();
        assert_eq!(theme.opening.as_deref(), Some("1. e4 e5 2. Nf3 Nc6"));
        let same = checked("chess", &Options::new(), german("1. e4 e5 2. Nf3 Nc6")).unwrap();
        assert_eq!(same, theme);
    }

    #[test]
    fn the_kings_gambit_is_the_position_after_its_moves() {
        let theme = checked("chess", &Options::new(), opening("1. e4 e5 2. f4")).unwrap();
        assert_eq!(
            theme.fen,
            "rnbqkbnr/pppp1ppp/8/4p3/4PP2/8/PPPP2PP/RNBQKBNR b KQkq - 0 2"
        );
        assert_eq!(theme.opening.as_deref(), Some("1. e4 e5 2. f4"));
        let bare = checked("chess", &Options::new(), opening("e4 e5 f4")).unwrap();
        assert_eq!(bare, theme);
    }

    #[test]
    fn refusals_say_why() {
        let e = checked("chess", &Options::new(), opening("1. e4 e5 2. Ke3")).unwrap_err();
        assert!(english(e.clone()).contains("2."), "{e}");
        assert!(english(e.clone()).contains("Ke3"), "{e}");
        let e = checked("chess", &Options::new(), opening("1. f3 e5 2. g4 Qh4#")).unwrap_err();
        assert!(english(e.clone()).contains("0-1"), "{e}");
        let e = checked(
            "chess",
            &Options::new(),
            ThemeGiven::Position("8/8/8/8/8/8/8/8 w - - 0 1"),
        )
        .unwrap_err();
        assert!(english(e.clone()).contains("position"), "{e}");
        let e = checked("chess", &Options::new(), opening("  ")).unwrap_err();
        assert!(!english(e).is_empty());
    }
}
