//! Conditional lines: replies a player leaves to moves the opponent may
//! make, written in a mail as
//!
//! ```text
//! if 24... Qxe5 then 25. d4
//! if 24... Qxe5 then 25. d4; if 25... Qe7 then 26. d5
//! ```
//!
//! A line starts with the word `if`; each step is `if CONDITION then REPLY`, and the
//! steps of one line (a chain) are separated by `;` (a `,` directly before the next
//! `if` is read the same way). The words `if` and `then` and the `;` appear in no
//! variant's turn: Momentum's turns contain commas, Missed-Mark's and Black Holes'
//! parentheses, ProDem's pass is `--`, so the turns between the keywords are handed
//! whole to the variant's [`TurnSyntax`], which reads them as it reads any score.
//!
//! This module only splits a line into turn texts; whether a turn is legal, and
//! which turns match, is for the variant and the arbiter to say.

use std::fmt;

use super::score::{self, ScoreTurn};
use super::syntax::TurnSyntax;
use crate::board::geometry::Color;
use crate::notation::words::Phrase;

/// One step of a line: the opponent's turn that must be played, and the reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConditionalStep {
    /// The opponent's turn the line waits for.
    pub condition: ScoreTurn,
    /// The player's turn played when the condition is met.
    pub reply: ScoreTurn,
}

/// A conditional line: its steps in the order they would be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConditionalLine {
    /// At least one step.
    pub steps: Vec<ConditionalStep>,
}

/// Why a line that starts with `if` is not a conditional line. Each message is
/// written for the player (`locales/<code>/notes.ftl`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConditionalError {
    /// A step without `then`.
    MissingThen {
        /// The step's number in the line, from 1.
        step: usize,
    },
    /// A step with more than one `then`.
    TwoThens {
        /// The step's number in the line, from 1.
        step: usize,
    },
    /// A step whose condition or reply is empty.
    Empty {
        /// The step's number in the line, from 1.
        step: usize,
        /// Which half of the step.
        what: Half,
    },
    /// A step whose condition or reply is not exactly one turn.
    NotOneTurn {
        /// The step's number in the line, from 1.
        step: usize,
        /// Which half of the step.
        what: Half,
        /// That part of the step as written.
        text: String,
    },
}

/// A half of a conditional step: the opponent's turn or the owner's reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    /// The opponent's turn, before `then`.
    Condition,
    /// The owner's reply, after `then`.
    Reply,
}

impl ConditionalError {
    /// What is wrong, as a message of `locales/<code>/notes.ftl`.
    pub fn phrase(&self) -> Phrase {
        let step = |id| Phrase::new(id).with("step", self.step());
        match self {
            ConditionalError::MissingThen { .. } => step("conditional-missing-then"),
            ConditionalError::TwoThens { .. } => step("conditional-two-thens"),
            ConditionalError::Empty { what, .. } => step(match what {
                Half::Condition => "conditional-no-condition",
                Half::Reply => "conditional-no-reply",
            }),
            ConditionalError::NotOneTurn { what, text, .. } => step(match what {
                Half::Condition => "conditional-condition-not-one-turn",
                Half::Reply => "conditional-reply-not-one-turn",
            })
            .with("text", text.as_str()),
        }
    }

    /// The step's number in the line, from 1.
    pub fn step(&self) -> usize {
        match self {
            ConditionalError::MissingThen { step }
            | ConditionalError::TwoThens { step }
            | ConditionalError::Empty { step, .. }
            | ConditionalError::NotOneTurn { step, .. } => *step,
        }
    }
}

impl fmt::Display for ConditionalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

impl std::error::Error for ConditionalError {}

/// True when `line` is meant as a conditional line: its first word is `if` (any
/// case). Such a line is never prose and never a move.
pub fn is_conditional(line: &str) -> bool {
    line.split_whitespace()
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case("if"))
}

/// Reads one conditional line, grouping the words of each turn as `syntax` says.
///
/// # Errors
///
/// [`ConditionalError`] naming the step (1-based) at fault.
pub fn read_line(line: &str, syntax: &dyn TurnSyntax) -> Result<ConditionalLine, ConditionalError> {
    let mut steps = Vec::new();
    for (index, text) in split_steps(line).into_iter().enumerate() {
        let step = index + 1;
        let mut halves = split_word(text, "then");
        let condition = halves.remove(0);
        let reply = match halves.len() {
            0 => return Err(ConditionalError::MissingThen { step }),
            1 => halves.remove(0),
            _ => return Err(ConditionalError::TwoThens { step }),
        };
        steps.push(ConditionalStep {
            condition: one_turn(condition, step, Half::Condition, syntax)?,
            reply: one_turn(reply, step, Half::Reply, syntax)?,
        });
    }
    if steps.is_empty() {
        return Err(ConditionalError::Empty {
            step: 1,
            what: Half::Condition,
        });
    }
    Ok(ConditionalLine { steps })
}

/// The texts after each `if` of the line, separators trimmed.
fn split_steps(line: &str) -> Vec<&str> {
    split_word(line, "if")
        .into_iter()
        .skip(1)
        .map(|s| s.trim().trim_end_matches([';', ',']).trim())
        .collect()
}

/// `text` split at every whole word `word` (any case; a word may be glued to a
/// `;` or `,` before it: `d4;if`). The first piece is what comes before the first.
fn split_word<'a>(text: &'a str, word: &str) -> Vec<&'a str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (at, token) in tokens(text) {
        let bare = token.trim_start_matches([';', ',']);
        if bare.eq_ignore_ascii_case(word) {
            let keyword_at = at + (token.len() - bare.len());
            pieces.push(&text[start..keyword_at]);
            start = keyword_at + bare.len();
        }
    }
    pieces.push(&text[start..]);
    pieces
}

/// The whitespace-separated tokens of `text` with their byte offsets.
fn tokens(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_whitespace().map(move |token| {
        let at = token.as_ptr() as usize - text.as_ptr() as usize;
        (at, token)
    })
}

fn one_turn(
    text: &str,
    step: usize,
    what: Half,
    syntax: &dyn TurnSyntax,
) -> Result<ScoreTurn, ConditionalError> {
    let text = text.trim().trim_end_matches([';', ',']).trim();
    if text.is_empty() {
        return Err(ConditionalError::Empty { step, what });
    }
    let mut turns: Vec<ScoreTurn> = score::read_with(text, syntax)
        .into_iter()
        .flat_map(|g| g.turns)
        .collect();
    // The turn must be what its canonical writing reads as: a turn that begins
    // or ends with a separator (trimmed from a line), or one that the score
    // reader takes differently at the start of a text (`%` starts a comment
    // there), would not read back the same from the line written out.
    let stable = |t: &ScoreTurn| {
        let text = t.text.trim();
        !(text.is_empty() || text.starts_with([';', ',']) || text.ends_with([';', ',']))
            && score::read_with(&Numbered(t).to_string(), syntax)
                .into_iter()
                .flat_map(|g| g.turns)
                .eq(std::iter::once(t.clone()))
    };
    if turns.len() != 1 || !turns.iter().all(stable) {
        // Named in a reply: at most 60 characters of it.
        let mut shown: String = text.chars().take(60).collect();
        if shown.len() < text.len() {
            shown.push_str("...");
        }
        return Err(ConditionalError::NotOneTurn {
            step,
            what,
            text: shown,
        });
    }
    Ok(turns.remove(0))
}

impl fmt::Display for ConditionalLine {
    /// The canonical writing: `if N... T then N. R; if ...`, each turn with the
    /// number written before it when there was one.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, step) in self.steps.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(
                f,
                "if {} then {}",
                Numbered(&step.condition),
                Numbered(&step.reply)
            )?;
        }
        Ok(())
    }
}

/// A turn with its move number as a score writes it (`24...`, `25.`, `25:`).
pub struct Numbered<'a>(pub &'a ScoreTurn);

impl fmt::Display for Numbered<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0.number, self.0.side) {
            (Some(n), Some(Color::White)) => write!(f, "{n}. {}", self.0.text),
            (Some(n), Some(Color::Black)) => write!(f, "{n}... {}", self.0.text),
            (Some(n), None) => write!(f, "{n}: {}", self.0.text),
            (None, _) => f.write_str(&self.0.text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::syntax::{Words, ORTHODOX};

    const MOMENTUM: Words = Words {
        comma_lists: true,
        pass_line: false,
        named_captures: false,
    };

    #[test]
    fn a_chain_of_two_steps() {
        let line = read_line(
            "if 24... Qxe5 then 25. d4; if 25... Qe7 then 26. d5",
            &ORTHODOX,
        )
        .unwrap();
        assert_eq!(line.steps.len(), 2);
        assert_eq!(line.steps[0].condition.text, "Qxe5");
        assert_eq!(line.steps[0].condition.number, Some(24));
        assert_eq!(line.steps[0].condition.side, Some(Color::Black));
        assert_eq!(line.steps[1].reply.text, "d5");
        assert_eq!(
            line.to_string(),
            "if 24... Qxe5 then 25. d4; if 25... Qe7 then 26. d5"
        );
    }

    #[test]
    fn a_comma_before_the_next_if_separates_steps_too() {
        let line = read_line("If Qxe5 THEN d4, if Qe7 then d5", &ORTHODOX).unwrap();
        assert_eq!(line.to_string(), "if Qxe5 then d4; if Qe7 then d5");
    }

    #[test]
    fn momentum_comma_turns_stay_whole() {
        let line = read_line(
            "if f3-f4, Ra4:d4 then e6, Bb5; if e2-e4 then d7-d5",
            &MOMENTUM,
        )
        .unwrap();
        assert_eq!(line.steps[0].condition.text, "f3-f4, Ra4:d4");
        assert_eq!(line.steps[0].reply.text, "e6, Bb5");
        assert_eq!(line.steps[1].condition.text, "e2-e4");
    }

    #[test]
    fn bad_lines_name_the_step() {
        assert_eq!(
            read_line("if Qxe5 d4", &ORTHODOX),
            Err(ConditionalError::MissingThen { step: 1 })
        );
        assert_eq!(
            read_line("if Qxe5 then d4; if Qe7 then", &ORTHODOX),
            Err(ConditionalError::Empty {
                step: 2,
                what: Half::Reply
            })
        );
        assert!(matches!(
            read_line("if Qxe5 then d4 d5", &ORTHODOX),
            Err(ConditionalError::NotOneTurn { step: 1, .. })
        ));
        assert!(is_conditional("IF e5 then Nf3"));
        assert!(!is_conditional("iffy e4"));
    }
}
