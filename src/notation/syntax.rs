//! The shape of a variant's turns in running text: which words of a mail
//! line or a game score make up one turn. The shared readers ([`super::score`] and
//! the mail command reader) find move numbers, results, comments, tags and command
//! words themselves, and ask the game's [`TurnSyntax`] everything else: whether a word
//! can be part of a turn at all (so that prose is ignored), whether a word continues
//! the turn before it (Momentum's comma list, M5), what a free-standing parenthesised
//! group is (a variation in PGN, the intended move of a Missed-Mark turn, X5, or a
//! Black Holes drop, B7), and whether a bare `--` is a turn (ProDem's pass, P1).
//!
//! Shared code never names a variant: each variant hands its syntax over in its
//! [`crate::rules::VariantInfo`].

use std::fmt::Debug;
use std::sync::OnceLock;

use regex::Regex;

/// What a free-standing `( ... )` group in a score or a mail line is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// A variation or a remark: skipped (PGN's `( ... )`).
    Skip,
    /// A turn of its own (a Black Holes drop `(He1)`).
    Turn,
    /// Part of the turn written just before it (a Missed-Mark intended move).
    JoinsPrevious,
}

/// How one variant's turns are shaped in text. Every method has the orthodox
/// answer as its default, so a variant overrides only what its notation changes.
pub trait TurnSyntax: Debug + Send + Sync {
    /// True when `word` can be part of a turn. A mail line counts only when every word
    /// of it can (or is a move number, a result or a command word), so that "Hi Bob,
    /// here is my move:" is never read as a move.
    fn is_turn_word(&self, word: &str) -> bool {
        orthodox_turn_word(word)
    }

    /// True when `word` continues the turn whose text so far is `previous` rather than
    /// starting a new one.
    fn continues(&self, _previous: &str, _word: &str) -> bool {
        false
    }

    /// What a free-standing parenthesised group is; `inner` is its text without the
    /// parentheses, `after_turn` tells whether a turn was written just before it.
    fn group(&self, _inner: &str, _after_turn: bool) -> Group {
        Group::Skip
    }

    /// True when a line that is only `--` is a turn (a pass) rather than the start of
    /// a signature.
    fn dashes_are_a_turn(&self) -> bool {
        false
    }
}

/// A turn syntax described by data: what most variants need (Fairy-Stockfish
/// style). Variants with notation of their own implement [`TurnSyntax`] themselves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// A turn may be a comma-separated list of events written over several words
    /// (Momentum, M5: `e6, Bb5` or `f3-f4,Ra4:d4`).
    pub comma_lists: bool,
    /// A line that is only `--` is a pass (ProDem, P1).
    pub pass_line: bool,
    /// A capture may name the captured piece instead of its square (`R:B(Q)`,
    /// `Ne:N(P)`; the revolving family, N1).
    pub named_captures: bool,
}

/// One word per turn (`e4`, `Ng1-f3`, `(WA)g1-e3`), PGN variations.
pub const ORTHODOX: Words = Words {
    comma_lists: false,
    pass_line: false,
    named_captures: false,
};

impl TurnSyntax for Words {
    fn is_turn_word(&self, word: &str) -> bool {
        (self.comma_lists && word == ",")
            || orthodox_turn_word(word)
            || (self.named_captures
                && names_a_captured_piece(word.trim_end_matches(['+', '#', '!', '?'])))
    }

    fn continues(&self, previous: &str, word: &str) -> bool {
        self.comma_lists && (previous.trim_end().ends_with(',') || word.starts_with(','))
    }

    fn dashes_are_a_turn(&self) -> bool {
        self.pass_line
    }
}

/// A word that can be part of an orthodox turn: a move (SAN, long algebraic,
/// coordinates, a Betza designator), a null move `--`, castling. Prose words have no
/// digit and are not castling.
///
/// # Panics
///
/// Never: the pattern is a fixed regex, valid (the first call compiles it).
pub fn orthodox_turn_word(word: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"^[A-Za-z0-9:\-=+#!?/(),.~@*\u{2026}\u{2654}-\u{265F}\u{0400}-\u{04FF}]{1,40}$")
            .expect("the move-word pattern is a valid regex")
    });
    // Figurines (U+2654 to U+265F) and Cyrillic piece letters (Russian, Кр Ф Л С К)
    // are piece letters too (super::dialect).
    if !re.is_match(word) {
        return false;
    }
    let core = word.trim_matches(|c: char| ",.!?+#".contains(c));
    core.chars().any(|c| c.is_ascii_digit())
        || matches!(
            core.to_ascii_uppercase().replace('0', "O").as_str(),
            "O-O" | "O-O-O" | "OO" | "OOO"
        )
        || core == "--"
}

/// N1's capture with the captured piece named and no square: `R:B(Q)`, `Ne:N(P)`.
fn names_a_captured_piece(word: &str) -> bool {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"^[KQRBNP]?[a-h]?[x:][KQRBNP](\([A-Za-z]\))?$")
            .expect("the capture pattern is a valid regex")
    });
    re.is_match(word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orthodox_words() {
        for w in [
            "e4",
            "Ng1-f3",
            "O-O",
            "0-0-0",
            "(WA)g1-e3",
            "--",
            "e8=Q+",
            "5254",
            "52-54",
            "♘f3",
            "Крe2",
        ] {
            assert!(orthodox_turn_word(w), "{w}");
        }
        for w in ["Hi", "move:", "Thanks", "Box:"] {
            assert!(!orthodox_turn_word(w), "{w}");
        }
        let n1 = Words {
            named_captures: true,
            ..ORTHODOX
        };
        assert!(n1.is_turn_word("R:B(Q)") && !ORTHODOX.is_turn_word("R:B(Q)"));
    }

    #[test]
    fn comma_lists_continue() {
        let lists = Words {
            comma_lists: true,
            ..ORTHODOX
        };
        assert!(lists.continues("f3-f4,", "Ra4:d4"));
        assert!(lists.continues("f3-f4", ",Ra4:d4"));
        assert!(!lists.continues("f3-f4", "Ra4:d4"));
        assert!(!ORTHODOX.continues("f3-f4,", "Ra4:d4"));
    }
}
