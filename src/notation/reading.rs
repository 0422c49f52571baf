//! Reading one turn's text, as every variant's reader does: the annotation marks
//! dropped (G3, [`strip_annotations`]), figurines and ICCF numeric squares made
//! algebraic ([`TurnText`]), a null move told apart ([`is_null_move`]), a written
//! promotion checked ([`promotion_fits`]), and the one legal move the text names
//! chosen ([`choose`]).

use crate::notation::dialect;
use crate::notation::error::NotationError;
use crate::notation::numeric;
use crate::notation::words::Phrase;

/// Removes the annotation marks a player or a tool may append (`+ ++ # ! ? !! ?? !?
/// ?! ???`, G3), the same marks in parentheses as printed scores soften them (`(?)`,
/// `(!)`, `(!?)`: Betza's `38. Ra7-b7(?)`), and an `e.p.`/`ep` suffix; the arbiter
/// writes `+`/`#` itself. A parenthesised group with anything else in it (`(B)`,
/// `(WA)`) is part of the move and stays.
pub fn strip_annotations(text: &str) -> &str {
    let mut t = text.trim();
    for suffix in ["e.p.", "ep"] {
        if let Some(rest) = t.strip_suffix(suffix) {
            if rest.ends_with(|c: char| c.is_ascii_digit() || c == ' ') {
                t = rest.trim_end();
            }
        }
    }
    loop {
        t = t
            .trim_end_matches(['+', '#', '!', '?', '\u{2020}', '\u{2021}'])
            .trim_end();
        let Some(inner_end) = t.strip_suffix(')') else {
            return t;
        };
        let marks = inner_end
            .chars()
            .rev()
            .take_while(|c| matches!(c, '!' | '?'))
            .count();
        let open = &inner_end[..inner_end.len() - marks];
        match open.strip_suffix('(') {
            Some(rest) if marks > 0 => t = rest.trim_end(),
            _ => return t,
        }
    }
}

/// One turn's text as every reader starts from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnText<'a> {
    /// The text as written, trimmed: what error messages quote.
    pub raw: &'a str,
    /// Without annotations (G3) and without white space, figurines as letters and
    /// ICCF numeric squares as algebraic ones ([`dialect`]): what is matched.
    pub clean: String,
    /// The promotion digit of an ICCF numeric move (1 queen-rank ... 4
    /// knight-rank), written into [`TurnText::clean`] as `=Q`, `=R`, `=B`, `=N`
    /// ([`forms::PROMOTION_PLACES`](crate::notation::forms::PROMOTION_PLACES)).
    pub numeric_promotion: Option<u8>,
}

impl<'a> TurnText<'a> {
    /// Reads a turn's text: figurines become letters, and a text in ICCF numeric
    /// notation (digit pairs for squares, no lower-case letter but `x`) gets
    /// algebraic squares ([`numeric::numeric_to_algebraic`]); a null move text
    /// (`0000`) stays as written.
    ///
    /// # Errors
    ///
    /// [`NotationError::Empty`] for a blank text; [`NotationError::Unreadable`] for
    /// a numeric text whose digits are no squares, with the reason.
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::notation::TurnText;
    ///
    /// assert_eq!(TurnText::new("52-54").unwrap().clean, "e2-e4");
    /// assert_eq!(TurnText::new("\u{2658}f3+").unwrap().clean, "Nf3");
    /// assert!(TurnText::new("5299").is_err());
    /// ```
    pub fn new(text: &'a str) -> Result<TurnText<'a>, NotationError> {
        let raw = text.trim();
        if raw.is_empty() {
            return Err(NotationError::Empty);
        }
        let clean: String = dialect::figurines_to_letters(strip_annotations(raw))
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if is_null_move(raw) || !numeric::looks_numeric(&clean) {
            return Ok(TurnText {
                raw,
                clean,
                numeric_promotion: None,
            });
        }
        let english =
            numeric::numeric_to_algebraic(&clean).map_err(|e| NotationError::Unreadable {
                text: raw.into(),
                hint: e.phrase(),
            })?;
        Ok(TurnText {
            raw,
            clean: english.text,
            numeric_promotion: english.numeric_promotion,
        })
    }

    /// True for the texts players and tools use for a null move or a pass.
    pub fn is_null_move(&self) -> bool {
        is_null_move(self.raw)
    }

    /// Reads a turn's text in a variant that has no pass.
    ///
    /// # Errors
    ///
    /// [`NotationError::Empty`]; [`NotationError::NullMove`] naming `variant`.
    pub fn without_pass(text: &'a str, variant: &str) -> Result<TurnText<'a>, NotationError> {
        let turn = TurnText::new(text)?;
        if turn.is_null_move() {
            return Err(NotationError::NullMove {
                text: turn.raw.into(),
                variant: variant.into(),
            });
        }
        Ok(turn)
    }
}

/// True when a promotion written in a move text (`written`, a letter) agrees with the
/// one a move makes (`made`, that piece's letter): nothing written fits any move, a
/// letter written needs that very promotion.
pub fn promotion_fits(written: Option<char>, made: Option<char>) -> bool {
    match (written, made) {
        (Some(w), Some(m)) => w == m,
        (Some(_), None) => false,
        (None, _) => true,
    }
}

/// Chooses the one move a text names among the legal moves it fits: none is an
/// illegal text (with `reason`), several an ambiguous one (the candidates written
/// canonically, sorted). Every variant's reader ends here.
///
/// # Errors
///
/// [`NotationError::Illegal`] or [`NotationError::Ambiguous`].
pub fn choose<T: Copy>(
    text: &str,
    matches: Vec<T>,
    reason: impl FnOnce() -> Phrase,
    write: impl Fn(&T) -> String,
) -> Result<T, NotationError> {
    match matches.as_slice() {
        [one] => Ok(*one),
        [] => Err(NotationError::Illegal {
            text: text.into(),
            reason: reason(),
        }),
        many => {
            let mut candidates: Vec<String> = many.iter().map(write).collect();
            candidates.sort();
            candidates.dedup();
            Err(NotationError::Ambiguous {
                text: text.into(),
                candidates,
            })
        }
    }
}

/// True for the texts that players and tools use for a null move or pass.
pub fn is_null_move(text: &str) -> bool {
    matches!(text.trim(), "--" | "Z0" | "0000" | "@@@@" | "null" | "pass")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annotations_are_ignored() {
        for (given, want) in [
            ("Nf3+", "Nf3"),
            ("Qxf7#", "Qxf7"),
            ("e4!?", "e4"),
            ("exd6 e.p.", "exd6"),
            ("exd6ep", "exd6"),
            ("O-O-O++", "O-O-O"),
            ("Nc3???", "Nc3"),
            ("Ra7-b7(?)", "Ra7-b7"),
            ("Ra7-b7 (!?)", "Ra7-b7"),
            ("Qh5+(!)", "Qh5"),
            ("e8=Q(?)+", "e8=Q"),
            ("B:c4(R)", "B:c4(R)"),
            ("(WA)g1-e3", "(WA)g1-e3"),
            ("e4()", "e4()"),
        ] {
            assert_eq!(strip_annotations(given), want, "{given}");
        }
    }
}
