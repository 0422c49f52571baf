//! A game record: start position, turns, and the rules that need the whole history
//! (repetition, claims, resignation, agreement; ruling G1). Any variant, through
//! [`AnyPosition`]. A game can always be rebuilt from its start and its turn texts
//! ([`GameRecord::rebuild`], which replays every turn), or resumed from what a store
//! keeps ([`GameRecord::resume`], which replays nothing).

use thiserror::Error;

use super::{
    variant, AnyPosition, DrawReason, Options, Outcome, RulesError, VariantInfo, WinReason,
};
use crate::board::geometry::Color;
use crate::notation::forms::SquareForms;
use crate::notation::words::Phrase;
use crate::notation::NotationError;

/// One turn as played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnRecord {
    /// 1-based ply count from the start position.
    pub ply: u32,
    /// Full-move number of the turn.
    pub number: u32,
    /// The side that played the turn.
    pub side: Color,
    /// The text as the player gave it.
    pub input: String,
    /// Canonical notation.
    pub canonical: String,
    /// Position text after the turn.
    pub position_after: String,
    /// Lines about the turn for a reply (Momentum's autostops in words).
    pub notes: Vec<Phrase>,
    /// The turn with every square named, in long algebraic and ICCF numeric
    /// notation ([`crate::rules::Rules::turn_forms`]), worked out from the
    /// position before it when it was played (or as a store kept them); `None`
    /// for a turn that names no square.
    pub forms: Option<SquareForms>,
}

/// Why a game action was refused.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The game has ended; how.
    #[error("the game is over: {}", .0.describe())]
    Over(Outcome),
    /// The turn text was not accepted.
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The move number written is not the game's.
    #[error("move number {given} is wrong: it is now {} (a move number, when written, must be the game's: docs/rules/chess.md)", describe_turn(*expected, *side))]
    WrongNumber {
        /// The move number written.
        given: u32,
        /// The game's move number.
        expected: u32,
        /// The side to move.
        side: Color,
    },
    /// The move number was written for the side not to move.
    #[error("{given} was written for {}, but it is {}'s turn ({})", given_side.name(), side.name(), describe_turn(*expected, *side))]
    WrongSide {
        /// The move number written.
        given: u32,
        /// The side the number was written for (`12.` White, `12...` Black).
        given_side: Color,
        /// The game's move number.
        expected: u32,
        /// The side to move.
        side: Color,
    },
    /// A draw claim with neither threefold repetition nor fifty quiet moves.
    #[error("no draw can be claimed: the position has occurred {} (3 needed) and {} been played without a capture or pawn move (50 needed; G1, FIDE 9.2 and 9.3)", counted(*occurrences as u64, "time", "times"), counted(u64::from(*quiet_moves), "move has", "moves have"))]
    ClaimRefused {
        /// How often the current position has occurred.
        occurrences: usize,
        /// Moves by each side since the last capture or pawn move.
        quiet_moves: u32,
    },
    /// The variant, its options or a position could not be made.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// A stored turn no longer replays on the stored game.
    #[error("stored turn {ply} ({text}) no longer replays: {reason}")]
    Corrupt {
        /// The stored turn's ply, 1-based.
        ply: u32,
        /// The stored turn's text.
        text: String,
        /// Why it does not replay, in words.
        reason: String,
    },
    /// A stored position text does not read.
    #[error("the stored position {what} cannot be read: {reason}")]
    Unreadable {
        /// Which position: `of the start`, `after ply N`, or the text itself.
        what: String,
        /// Why it does not read, in words.
        reason: String,
    },
}

/// `1 time`, `2 times`: `n` and the English words for one or for another
/// count, as the English message file's plural selector on the count writes
/// them (`refusal-claim-refused`).
fn counted(n: u64, one: &str, other: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {other}")
    }
}

fn describe_turn(number: u32, side: Color) -> String {
    match side {
        Color::White => format!("move {number}."),
        Color::Black => format!("move {number}..."),
    }
}

/// The record of one game of any variant.
#[derive(Debug, Clone)]
pub struct GameRecord {
    /// The game's variant.
    pub variant: &'static VariantInfo,
    /// The variant's options the game was made with.
    pub options: Options,
    start: Box<dyn AnyPosition>,
    current: Box<dyn AnyPosition>,
    /// The repetition key of the position after each ply; `keys[0]` is the start's.
    /// Only keys are kept for the history, not positions: repetition compares keys.
    keys: Vec<String>,
    turns: Vec<TurnRecord>,
    outcome: Option<Outcome>,
}

impl GameRecord {
    /// A new game from the variant's start position, or from a position text.
    ///
    /// # Errors
    ///
    /// [`RulesError`] for an unknown variant, a bad option or position text.
    pub fn new(
        variant_id: &str,
        options: &Options,
        start: Option<&str>,
    ) -> Result<GameRecord, RulesError> {
        let info = variant(variant_id)?;
        info.check_options(options)?;
        let position = match start {
            Some(text) => (info.from_text)(text, options)?,
            None => (info.start)(options)?,
        };
        let outcome = position.outcome();
        Ok(GameRecord {
            variant: info,
            options: options.clone(),
            keys: vec![position.repetition_key()],
            start: position.clone_box(),
            current: position,
            turns: Vec::new(),
            outcome,
        })
    }

    /// A game as a store keeps it, without replaying a turn: the current position
    /// is read from its text, the turns are taken as they are (their forms
    /// too), and the repetition
    /// history is the list of stored keys (`keys[i]` after `turns[i]`; a `None`,
    /// from a store older than the key column, is computed from that turn's
    /// `position_after`). The cost does not grow with the length of the game
    /// beyond copying the stored turns and keys.
    ///
    /// Nothing here proves that the turns lead to `current`: that is
    /// [`GameRecord::rebuild`]'s job (`arbiter game verify`). The outcome is what
    /// the current position and the repetition history decide; an outcome decided
    /// outside the board is set afterwards with [`GameRecord::finish`].
    ///
    /// # Errors
    ///
    /// [`RulesError`] (inside [`GameError::Rules`]) for an unknown variant or
    /// bad option; [`GameError::Unreadable`] for a position text that does not read;
    /// [`GameError::Corrupt`] when there are not as many keys as turns.
    pub fn resume(
        variant_id: &str,
        options: &Options,
        start: Option<&str>,
        current: &str,
        turns: Vec<TurnRecord>,
        keys: Vec<Option<String>>,
    ) -> Result<GameRecord, GameError> {
        let info = variant(variant_id)?;
        info.check_options(options)?;
        let unreadable = |what: String| {
            move |e: RulesError| GameError::Unreadable {
                what,
                reason: e.to_string(),
            }
        };
        let start_position = match start {
            Some(text) => {
                (info.from_text)(text, options).map_err(unreadable("of the start".into()))?
            }
            None => (info.start)(options)?,
        };
        let position =
            (info.from_text)(current, options).map_err(unreadable(format!("{current:?}")))?;
        if keys.len() != turns.len() {
            return Err(GameError::Corrupt {
                ply: turns.len() as u32,
                text: String::new(),
                reason: format!("{} turns but {} repetition keys", turns.len(), keys.len()),
            });
        }
        let mut all_keys = Vec::with_capacity(turns.len() + 1);
        all_keys.push(start_position.repetition_key());
        for (turn, key) in turns.iter().zip(keys) {
            let key = match key {
                Some(key) => key,
                None => (info.from_text)(&turn.position_after, options)
                    .map_err(unreadable(format!("after ply {}", turn.ply)))?
                    .repetition_key(),
            };
            all_keys.push(key);
        }
        let mut game = GameRecord {
            variant: info,
            options: options.clone(),
            start: start_position,
            current: position,
            keys: all_keys,
            turns,
            outcome: None,
        };
        game.outcome = game.board_outcome();
        Ok(game)
    }

    /// Rebuilds a game from its start and turn texts.
    ///
    /// # Errors
    ///
    /// [`GameError::Corrupt`] naming the first turn that does not replay.
    pub fn rebuild<'a>(
        variant_id: &str,
        options: &Options,
        start: Option<&str>,
        turns: impl IntoIterator<Item = &'a str>,
    ) -> Result<GameRecord, GameError> {
        let mut game = GameRecord::new(variant_id, options, start)?;
        for (i, text) in turns.into_iter().enumerate() {
            game.play(text).map_err(|e| GameError::Corrupt {
                ply: i as u32 + 1,
                text: text.to_string(),
                reason: e.to_string(),
            })?;
        }
        Ok(game)
    }

    /// The start position.
    pub fn start(&self) -> &dyn AnyPosition {
        self.start.as_ref()
    }

    /// The current position.
    pub fn current(&self) -> &dyn AnyPosition {
        self.current.as_ref()
    }

    /// The repetition key of the start and of the position after each turn
    /// (`repetition_keys()[ply]`), for a store to keep.
    pub fn repetition_keys(&self) -> &[String] {
        &self.keys
    }

    /// The turns played so far.
    pub fn turns(&self) -> &[TurnRecord] {
        &self.turns
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Full-move number and side of the next turn.
    pub fn next_turn(&self) -> (u32, Color) {
        let p = self.current();
        (p.fullmove_number(), p.side_to_move())
    }

    /// Checks a move number the player wrote (`12.` or `12...`) against the game.
    ///
    /// # Errors
    ///
    /// [`GameError::WrongNumber`] or [`GameError::WrongSide`].
    pub fn check_number(&self, given: u32, side: Option<Color>) -> Result<(), GameError> {
        let (expected, to_move) = self.next_turn();
        if let Some(given_side) = side {
            if given_side != to_move {
                return Err(GameError::WrongSide {
                    given,
                    given_side,
                    expected,
                    side: to_move,
                });
            }
        }
        if given != expected {
            return Err(GameError::WrongNumber {
                given,
                expected,
                side: to_move,
            });
        }
        Ok(())
    }

    /// Plays one turn from text, then ends the game if the position or the history
    /// says so (mate, stalemate, dead position, fivefold, seventy-five moves).
    ///
    /// # Errors
    ///
    /// [`GameError::Over`] once the game has ended; [`GameError::Notation`].
    pub fn play(&mut self, text: &str) -> Result<&TurnRecord, GameError> {
        if let Some(outcome) = &self.outcome {
            return Err(GameError::Over(outcome.clone()));
        }
        let current = self.current();
        let (number, side) = (current.fullmove_number(), current.side_to_move());
        let played = current.play_text(text)?;
        let record = TurnRecord {
            ply: self.turns.len() as u32 + 1,
            number,
            side,
            input: text.trim().to_string(),
            canonical: played.canonical,
            position_after: played.position.position_text(),
            notes: played.notes,
            forms: played.forms,
        };
        self.keys.push(played.position.repetition_key());
        self.current = played.position;
        self.turns.push(record);
        self.outcome = self.board_outcome();
        Ok(&self.turns[self.turns.len() - 1])
    }

    /// The end the position or the history decides by itself: mate, stalemate, dead
    /// position, seventy-five moves (the position), fivefold repetition (the history).
    fn board_outcome(&self) -> Option<Outcome> {
        self.current().outcome().or_else(|| {
            (self.repetition_count() >= 5).then_some(Outcome::Draw(DrawReason::FivefoldRepetition))
        })
    }

    /// How many times the current position has occurred (G1: all variant state counts).
    pub fn repetition_count(&self) -> usize {
        let key = &self.keys[self.keys.len() - 1];
        self.keys.iter().filter(|k| *k == key).count()
    }

    /// A draw claim by the side to move or its opponent: granted for threefold
    /// repetition of the current position or 50 moves by each side without capture
    /// or pawn move (G1).
    ///
    /// # Errors
    ///
    /// [`GameError::ClaimRefused`] with the counts; [`GameError::Over`].
    pub fn claim_draw(&mut self) -> Result<&Outcome, GameError> {
        if let Some(outcome) = &self.outcome {
            return Err(GameError::Over(outcome.clone()));
        }
        let reason = if self.repetition_count() >= 3 {
            DrawReason::ThreefoldRepetition
        } else if self.current().halfmove_clock() >= 100 {
            DrawReason::FiftyMoveRule
        } else {
            return Err(GameError::ClaimRefused {
                occurrences: self.repetition_count(),
                quiet_moves: self.current().halfmove_clock() / 2,
            });
        };
        Ok(self.outcome.insert(Outcome::Draw(reason)))
    }

    /// Ends the game by resignation of `color`.
    ///
    /// # Errors
    ///
    /// [`GameError::Over`].
    pub fn resign(&mut self, color: Color) -> Result<&Outcome, GameError> {
        self.finish(Outcome::Win {
            winner: color.opponent(),
            reason: WinReason::Resignation,
        })
    }

    /// Ends the game drawn by agreement.
    ///
    /// # Errors
    ///
    /// [`GameError::Over`].
    pub fn agree_draw(&mut self) -> Result<&Outcome, GameError> {
        self.finish(Outcome::Draw(DrawReason::Agreement))
    }

    /// Sets an outcome decided outside the board (stored games reloaded as finished).
    ///
    /// # Errors
    ///
    /// [`GameError::Over`] when the game already has one.
    pub fn finish(&mut self, outcome: Outcome) -> Result<&Outcome, GameError> {
        if let Some(existing) = &self.outcome {
            return Err(GameError::Over(existing.clone()));
        }
        Ok(self.outcome.insert(outcome))
    }

    /// The move list in the usual form: `1. e4 e5 2. Nf3 Nc6`.
    pub fn move_list(&self) -> String {
        self.numbered(self.turns.iter().map(|t| t.canonical.clone()))
    }

    /// The move list as [`GameRecord::move_list`] numbers it, each turn written
    /// by `write` ([`GameRecord::turns_written`]).
    pub fn move_list_written(
        &self,
        write: impl Fn(&str, Option<&SquareForms>) -> String,
    ) -> String {
        self.numbered(self.turns_written(write).into_iter())
    }

    /// Each turn written by `write` from its canonical text and its forms with
    /// every square named ([`TurnRecord::forms`], kept with the turn: no
    /// position is read), first turn first.
    pub fn turns_written(
        &self,
        write: impl Fn(&str, Option<&SquareForms>) -> String,
    ) -> Vec<String> {
        self.turns
            .iter()
            .map(|turn| write(&turn.canonical, turn.forms.as_ref()))
            .collect()
    }

    /// Turn texts numbered as a move list: `1. e4 e5 2. Nf3`, `1... e5` when
    /// the first turn is Black's.
    fn numbered(&self, texts: impl Iterator<Item = String>) -> String {
        let mut out = String::new();
        for (i, (turn, text)) in self.turns.iter().zip(texts).enumerate() {
            if !out.is_empty() {
                out.push(' ');
            }
            match turn.side {
                Color::White => out.push_str(&format!("{}. ", turn.number)),
                Color::Black if i == 0 => out.push_str(&format!("{}... ", turn.number)),
                Color::Black => {}
            }
            out.push_str(&text);
        }
        out
    }
}

/// The forms with every square named ([`TurnRecord::forms`]) of turns kept
/// without them, worked out again: each turn's canonical text read in the
/// position before it (the start, else the stored position after the turn
/// before), as the turn was when it was played. `turns` are the turns' canonical
/// texts and positions after, first turn first; one entry each, `None` for a turn
/// that names no square, or whose position before does not read or does not
/// take it. No turn is played: the cost is one position read per turn.
///
/// # Errors
///
/// [`RulesError`] for an unknown variant, a bad option or a start position
/// text that does not read.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::rules::game::{forms_of_stored, GameRecord};
/// use pbem_arbiter::rules::Options;
///
/// let mut game = GameRecord::new("chess", &Options::new(), None).unwrap();
/// game.play("e4").unwrap();
/// game.play("Nf6").unwrap();
/// let stored: Vec<(&str, &str)> = game
///     .turns()
///     .iter()
///     .map(|t| (t.canonical.as_str(), t.position_after.as_str()))
///     .collect();
/// let forms = forms_of_stored("chess", &Options::new(), None, stored).unwrap();
/// assert_eq!(forms[1].as_ref().unwrap().long, "Ng8-f6");
/// assert_eq!(forms[1].as_ref().unwrap().numeric.as_deref(), Some("7866"));
/// ```
pub fn forms_of_stored<'a>(
    variant_id: &str,
    options: &Options,
    start: Option<&str>,
    turns: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Result<Vec<Option<SquareForms>>, RulesError> {
    let info = variant(variant_id)?;
    info.check_options(options)?;
    let mut before = Some(match start {
        Some(text) => (info.from_text)(text, options)?,
        None => (info.start)(options)?,
    });
    let mut forms = Vec::new();
    for (canonical, position_after) in turns {
        forms.push(before.and_then(|p| p.turn_forms_of(canonical)));
        before = (info.from_text)(position_after, options).ok();
    }
    Ok(forms)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chess() -> GameRecord {
        GameRecord::new("chess", &Options::new(), None).unwrap()
    }

    #[test]
    fn plays_and_lists_moves() {
        let mut g = chess();
        for m in ["e4", "e5", "Nf3", "Nc6"] {
            g.play(m).unwrap();
        }
        assert_eq!(g.move_list(), "1. e4 e5 2. Nf3 Nc6");
        assert_eq!(g.next_turn(), (3, Color::White));
        assert!(g.check_number(3, Some(Color::White)).is_ok());
        assert!(matches!(
            g.check_number(2, None),
            Err(GameError::WrongNumber { .. })
        ));
        assert!(matches!(
            g.check_number(3, Some(Color::Black)),
            Err(GameError::WrongSide { .. })
        ));
    }

    #[test]
    fn threefold_is_claimed_and_fivefold_is_automatic() {
        let mut g = chess();
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        assert!(matches!(
            g.claim_draw(),
            Err(GameError::ClaimRefused { .. })
        ));
        for m in shuffle.iter().chain(shuffle.iter()) {
            g.play(m).unwrap();
        }
        assert_eq!(g.repetition_count(), 3);
        assert!(g.outcome().is_none());
        let mut claimed = g.clone();
        assert_eq!(
            claimed.claim_draw().unwrap(),
            &Outcome::Draw(DrawReason::ThreefoldRepetition)
        );
        for m in shuffle.iter().chain(shuffle.iter()) {
            g.play(m).unwrap();
        }
        assert_eq!(
            g.outcome(),
            Some(&Outcome::Draw(DrawReason::FivefoldRepetition))
        );
        assert!(matches!(g.play("e4"), Err(GameError::Over(_))));
    }

    #[test]
    fn fifty_move_claim() {
        let mut g = GameRecord::new(
            "chess",
            &Options::new(),
            Some("8/8/4k3/8/8/3K4/5NN1/8 w - - 99 80"),
        )
        .unwrap();
        assert!(g.claim_draw().is_err());
        g.play("Ke3").unwrap();
        assert_eq!(
            g.claim_draw().unwrap(),
            &Outcome::Draw(DrawReason::FiftyMoveRule)
        );
    }

    /// `game` as a store would give it back: turns, current position text and keys
    /// (or no keys, as in a store older than the key column).
    fn resumed(game: &GameRecord, with_keys: bool) -> GameRecord {
        let keys = game.repetition_keys()[1..]
            .iter()
            .map(|k| with_keys.then(|| k.clone()))
            .collect();
        GameRecord::resume(
            game.variant.id,
            &game.options,
            None,
            &game.current().position_text(),
            game.turns().to_vec(),
            keys,
        )
        .unwrap()
    }

    #[test]
    fn a_resumed_game_counts_repetitions_like_the_played_one() {
        let mut g = chess();
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        for m in ["e4", "e5"]
            .iter()
            .chain(shuffle.iter())
            .chain(shuffle.iter())
        {
            g.play(m).unwrap();
        }
        for with_keys in [true, false] {
            let mut r = resumed(&g, with_keys);
            assert_eq!(r.repetition_keys(), g.repetition_keys());
            assert_eq!(r.repetition_count(), 3);
            assert_eq!(r.move_list(), g.move_list());
            assert_eq!(r.next_turn(), g.next_turn());
            assert!(r.outcome().is_none());
            assert_eq!(
                r.clone().claim_draw().unwrap(),
                &Outcome::Draw(DrawReason::ThreefoldRepetition)
            );
            for m in shuffle.iter().chain(shuffle.iter()) {
                r.play(m).unwrap();
            }
            assert_eq!(
                r.outcome(),
                Some(&Outcome::Draw(DrawReason::FivefoldRepetition))
            );
            // A game that ended by fivefold is resumed as ended.
            assert_eq!(resumed(&r, with_keys).outcome(), r.outcome());
        }
    }

    #[test]
    fn resume_reads_the_position_and_refuses_an_unreadable_one() {
        let mut g = chess();
        for m in ["f3", "e5", "g4", "Qh4#"] {
            g.play(m).unwrap();
        }
        let r = resumed(&g, true);
        assert_eq!(r.current().position_text(), g.current().position_text());
        assert_eq!(r.outcome(), g.outcome());
        let e = GameRecord::resume("chess", &Options::new(), None, "not a fen", vec![], vec![])
            .unwrap_err();
        assert!(matches!(e, GameError::Unreadable { .. }), "{e}");
        let e = GameRecord::resume(
            "chess",
            &Options::new(),
            None,
            &g.current().position_text(),
            g.turns().to_vec(),
            vec![],
        )
        .unwrap_err();
        assert!(matches!(e, GameError::Corrupt { .. }), "{e}");
    }

    #[test]
    fn rebuild_names_the_bad_turn() {
        let e =
            GameRecord::rebuild("chess", &Options::new(), None, ["e4", "e5", "Ke3"]).unwrap_err();
        assert!(matches!(e, GameError::Corrupt { ply: 3, .. }), "{e}");
    }
}
