//! The ways players write moves, mapped to the toolkit's English algebraic form
//! before a variant reads them, and back when the arbiter writes to a player.
//!
//! - ICCF numeric notation, read in [`super::numeric`]: a square is two digits,
//!   file then rank (`a1` = `11`, `e2` = `52`), a move the from-square and the
//!   to-square (`5254`), a promotion a fifth digit for the piece's rank (1 queen,
//!   2 rook, 3 bishop, 4 knight; each variant maps it to its own piece of that
//!   rank, [`super::forms::PROMOTION_PLACES`]). Any other part of a variant's
//!   notation stays as it is around the squares: a Black Holes drop `(H51)`, a
//!   relativistic path `11-21-14x24`, a Missed-Mark intended move `5254(5253)`.
//!   See docs/rules/chess.md; written back to a player in [`Dialect::write`].
//! - Figurine algebraic: the Unicode chess symbols U+2654 to U+265F stand for the
//!   piece letter, whatever their colour (`♘f3` and `♞f3` are `Nf3`).
//! - Each player's piece letters: [`Language`] names the FIDE pieces' letters of the
//!   languages the arbiter reads (`Sf3` in German is `Nf3`, `Rf2` in French is `Kf2`).
//!
//! The mapping is text to text, so that every variant reads the result with the
//! same toolkit ([`super::algebraic`]); fairy letters are left alone.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::notation::forms::SquareForms;

/// The FIDE piece letter a figurine stands for (U+2654 to U+265F, either colour).
pub fn figurine_letter(c: char) -> Option<char> {
    let offset = u32::from(c).checked_sub(0x2654)?;
    ["K", "Q", "R", "B", "N", "P"]
        .get((offset % 6) as usize)
        .filter(|_| offset < 12)
        .and_then(|s| s.chars().next())
}

/// The white figurine for a FIDE piece letter (`N` -> `♘`).
pub fn letter_figurine(letter: char) -> Option<char> {
    let index = "KQRBNP".find(letter)?;
    char::from_u32(0x2654 + index as u32)
}

/// True when `text` holds a figurine.
pub fn has_figurine(text: &str) -> bool {
    text.chars().any(|c| figurine_letter(c).is_some())
}

/// Each figurine replaced by its English letter.
pub fn figurines_to_letters(text: &str) -> String {
    text.chars()
        .map(|c| figurine_letter(c).unwrap_or(c))
        .collect()
}

/// A language whose piece letters a player may write (ISO 639-1 code); also the
/// language the arbiter writes to that player in, where it has message files
/// (`output::locale`). Read from and written to a config file as its code.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Deserialize, serde::Serialize,
)]
#[serde(try_from = "String", into = "String")]
pub enum Language {
    /// English: K Q R B N.
    #[default]
    English,
    /// German: K D T L S.
    German,
    /// French: R D T F C.
    French,
    /// Spanish: R D T A C.
    Spanish,
    /// Italian: R D T A C.
    Italian,
    /// Dutch: K D T L P.
    Dutch,
    /// Portuguese: R D T B C.
    Portuguese,
    /// Swedish: K D T L S.
    Swedish,
    /// Polish: K H W G S.
    Polish,
    /// Czech: K D V S J.
    Czech,
    /// Hungarian: K V B F H.
    Hungarian,
    /// Russian: Кр Ф Л С К.
    Russian,
}

/// A language code the arbiter does not read.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("{code:?} is not a language code I accept: write one of {accepted}")]
pub struct UnknownLanguage {
    /// The code as given, trimmed and in lower case.
    pub code: String,
    /// The accepted codes, separated by spaces.
    pub accepted: String,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 12] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Italian,
        Language::Dutch,
        Language::Portuguese,
        Language::Swedish,
        Language::Polish,
        Language::Czech,
        Language::Hungarian,
        Language::Russian,
    ];

    /// The language's English name.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "German",
            Language::French => "French",
            Language::Spanish => "Spanish",
            Language::Italian => "Italian",
            Language::Dutch => "Dutch",
            Language::Portuguese => "Portuguese",
            Language::Swedish => "Swedish",
            Language::Polish => "Polish",
            Language::Czech => "Czech",
            Language::Hungarian => "Hungarian",
            Language::Russian => "Russian",
        }
    }

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Italian => "it",
            Language::Dutch => "nl",
            Language::Portuguese => "pt",
            Language::Swedish => "sv",
            Language::Polish => "pl",
            Language::Czech => "cs",
            Language::Hungarian => "hu",
            Language::Russian => "ru",
        }
    }

    /// The letters of king, queen, rook, bishop and knight, in that order.
    pub fn letters(self) -> [&'static str; 5] {
        match self {
            Language::English => ["K", "Q", "R", "B", "N"],
            Language::German | Language::Swedish => ["K", "D", "T", "L", "S"],
            Language::French => ["R", "D", "T", "F", "C"],
            Language::Spanish | Language::Italian => ["R", "D", "T", "A", "C"],
            Language::Dutch => ["K", "D", "T", "L", "P"],
            Language::Portuguese => ["R", "D", "T", "B", "C"],
            Language::Polish => ["K", "H", "W", "G", "S"],
            Language::Czech => ["K", "D", "V", "S", "J"],
            Language::Hungarian => ["K", "V", "B", "F", "H"],
            Language::Russian => ["Кр", "Ф", "Л", "С", "К"],
        }
    }

    /// The letters a diagram draws the FIDE pieces with for a reader of the
    /// language: king, queen, rook, bishop, knight and pawn, in that order (upper
    /// case, White's; Black's are the same in lower case). The first five are
    /// [`Language::letters`]; the pawn's is the first letter of the language's
    /// word for it (German `B`, Bauer; Russian `П`, пешка), and in Dutch, whose
    /// knight is `P` (paard), `Pi` (pion).
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::notation::dialect::Language;
    ///
    /// assert_eq!(Language::English.diagram_letters(), ["K", "Q", "R", "B", "N", "P"]);
    /// assert_eq!(Language::German.diagram_letters(), ["K", "D", "T", "L", "S", "B"]);
    /// assert_eq!(Language::Dutch.diagram_letters()[5], "Pi");
    /// ```
    pub fn diagram_letters(self) -> [&'static str; 6] {
        let [k, q, r, b, n] = self.letters();
        let pawn = match self {
            Language::German | Language::Swedish => "B",
            Language::Dutch => "Pi",
            Language::Hungarian => "G",
            Language::Russian => "П",
            Language::English
            | Language::French
            | Language::Spanish
            | Language::Italian
            | Language::Portuguese
            | Language::Polish
            | Language::Czech => "P",
        };
        [k, q, r, b, n, pawn]
    }

    /// The language's letter for the English letter `english` (K Q R B N), or the
    /// letter itself when it names no FIDE piece (fairy letters, `P`).
    pub fn letter_for(self, english: char) -> String {
        match "KQRBN".find(english) {
            Some(i) => self.letters()[i].to_string(),
            None => english.to_string(),
        }
    }

    /// True when `c` is (the first letter of) one of the language's piece letters.
    pub fn is_piece_letter(self, c: char) -> bool {
        self.letters().iter().any(|l| l.starts_with(c))
    }

    /// The text with the language's piece letters replaced by English ones; other
    /// characters stay (squares, fairy letters). English text is returned as it is.
    /// Dutch `P` is a knight, so a Dutch pawn letter is written `p`.
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::notation::dialect::Language;
    ///
    /// assert_eq!(Language::German.to_english("Sf3"), "Nf3");
    /// assert_eq!(Language::French.to_english("Rf2"), "Kf2");
    /// assert_eq!(Language::German.to_english("e8=D"), "e8=Q");
    /// assert_eq!(Language::Russian.to_english("Крe2"), "Ke2");
    /// ```
    pub fn to_english(self, text: &str) -> String {
        if self == Language::English {
            return text.to_string();
        }
        let letters = self.letters();
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        'outer: while let Some(c) = rest.chars().next() {
            // Longest letters first (Russian Кр before К).
            let mut order: Vec<usize> = (0..5).collect();
            order.sort_by_key(|&i| std::cmp::Reverse(letters[i].chars().count()));
            for i in order {
                if let Some(after) = rest.strip_prefix(letters[i]) {
                    if c.is_uppercase() {
                        out.push_str(&"KQRBN"[i..=i]);
                        rest = after;
                        continue 'outer;
                    }
                }
            }
            // An English letter that is no piece letter here (`N` in German) stays
            // as it is: fairy letters are the variant's.
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
        out
    }

    /// The text with English piece letters (K Q R B N, upper case) replaced by the
    /// language's; the reverse of [`Language::to_english`] for the arbiter's own
    /// canonical texts.
    pub fn from_english(self, text: &str) -> String {
        if self == Language::English {
            return text.to_string();
        }
        // Dutch P is the knight: an English P (a pawn, `Nc6(P)` in ProDem) is then
        // written in lower case, which every reader takes for the pawn letter.
        let p_is_a_piece = self.letters().contains(&"P");
        text.chars()
            .map(|c| {
                if "KQRBN".contains(c) {
                    self.letter_for(c)
                } else if c == 'P' && p_is_a_piece {
                    "p".to_string()
                } else {
                    c.to_string()
                }
            })
            .collect()
    }
}

impl FromStr for Language {
    type Err = UnknownLanguage;

    /// Reads an ISO 639-1 code, any case, trimmed.
    fn from_str(code: &str) -> Result<Language, UnknownLanguage> {
        let code = code.trim().to_ascii_lowercase();
        Language::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .ok_or_else(|| UnknownLanguage {
                code,
                accepted: Language::ALL.map(Language::code).join(" "),
            })
    }
}

impl TryFrom<String> for Language {
    type Error = UnknownLanguage;

    fn try_from(code: String) -> Result<Language, UnknownLanguage> {
        code.parse()
    }
}

impl From<Language> for String {
    fn from(language: Language) -> String {
        language.code().to_string()
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A text with the white figurine for each English piece letter (K Q R B N) that
/// starts a word's piece designator: `Nf3` -> `♘f3`, `e8=Q` -> `e8=♕`. Castling and
/// fairy letters stay.
pub fn to_figurines(text: &str) -> String {
    text.chars()
        .map(|c| {
            if "KQRBN".contains(c) {
                letter_figurine(c).unwrap_or(c)
            } else {
                c
            }
        })
        .collect()
}

/// How the arbiter writes moves to a player (the `notation` setting).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MoveNotation {
    /// Standard algebraic notation, the default (`Nf3`).
    #[default]
    San,
    /// Long algebraic: from-square and to-square (`Ng1-f3`).
    Long,
    /// ICCF numeric (`7163`).
    Numeric,
    /// Figurine algebraic (`♘f3`).
    Figurine,
}

/// A notation name the arbiter does not know.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("{name:?} is not a notation I write: write one of san, long, numeric, figurine")]
pub struct UnknownNotation {
    /// The name as given, trimmed and in lower case.
    pub name: String,
}

impl MoveNotation {
    /// The setting's word.
    pub fn name(self) -> &'static str {
        match self {
            MoveNotation::San => "san",
            MoveNotation::Long => "long",
            MoveNotation::Numeric => "numeric",
            MoveNotation::Figurine => "figurine",
        }
    }
}

impl FromStr for MoveNotation {
    type Err = UnknownNotation;

    /// Reads `san`, `long`, `numeric` (or `iccf`), `figurine`, any case.
    fn from_str(name: &str) -> Result<MoveNotation, UnknownNotation> {
        let name = name.trim().to_ascii_lowercase();
        match name.as_str() {
            "san" | "algebraic" => Ok(MoveNotation::San),
            "long" | "lan" => Ok(MoveNotation::Long),
            "numeric" | "iccf" => Ok(MoveNotation::Numeric),
            "figurine" | "figurines" => Ok(MoveNotation::Figurine),
            _ => Err(UnknownNotation { name }),
        }
    }
}

impl fmt::Display for MoveNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How one player writes moves and wants them written back: the language of the
/// piece letters (none set: English letters, with a hint when another language's
/// letters would read) and the notation of the moves the arbiter writes to the
/// player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dialect {
    /// The player's `language` setting, when given.
    pub language: Option<Language>,
    /// The player's `notation` setting (SAN when not given).
    pub notation: MoveNotation,
}

impl Dialect {
    /// The settings as stored (a code and a notation name); a stored value that no
    /// longer reads counts as not set.
    pub fn from_stored(language: Option<&str>, notation: Option<&str>) -> Dialect {
        Dialect {
            language: language.and_then(|l| l.parse().ok()),
            notation: notation.and_then(|n| n.parse().ok()).unwrap_or_default(),
        }
    }

    /// A move's text as the player wrote it, with the player's piece letters read
    /// as English ones.
    pub fn to_english(&self, text: &str) -> String {
        self.language.unwrap_or_default().to_english(text)
    }

    /// The text with a capital first letter that may be a phone's capital file
    /// (`E4`, `Exd5`, `Bxc3`) in lower case; `None` when the text starts otherwise.
    /// A capital that is a piece letter (`B`) is tried as written first: see
    /// docs/rules/chess.md.
    pub fn lowered_file(text: &str) -> Option<String> {
        let mut chars = text.trim().chars();
        let first = chars.next().filter(|c| ('A'..='H').contains(c))?;
        let rest = chars.as_str();
        rest.starts_with(|c: char| c.is_ascii_digit() || c == 'x' || c == ':')
            .then(|| format!("{}{rest}", first.to_ascii_lowercase()))
    }
}

impl Dialect {
    /// A move's canonical text (English SAN or the variant's own notation, with
    /// `+`/`#`) written as this player asked: in long algebraic or ICCF numeric
    /// notation when the setting asks for it and the variant gave the turn's
    /// `forms` (else as the canonical text), with the language's piece letters or
    /// figurines.
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::board::geometry::Square;
    /// use pbem_arbiter::notation::dialect::{Dialect, Language, MoveNotation};
    /// use pbem_arbiter::notation::forms::{SquareForms, TurnSquares};
    ///
    /// let g1f3 = TurnSquares {
    ///     from: Square::parse("g1").unwrap(),
    ///     to: Square::parse("f3").unwrap(),
    ///     promotion: None,
    /// };
    /// let forms = SquareForms::of_move("Nf3+", g1f3);
    /// let german = Dialect { language: Some(Language::German), notation: MoveNotation::San };
    /// assert_eq!(german.write("Nf3+", Some(&forms)), "Sf3+");
    /// let numeric = Dialect { language: None, notation: MoveNotation::Numeric };
    /// assert_eq!(numeric.write("Nf3+", Some(&forms)), "7163");
    /// let long = Dialect { language: Some(Language::German), notation: MoveNotation::Long };
    /// assert_eq!(long.write("Nf3+", Some(&forms)), "Sg1-f3+");
    /// let figurine = Dialect { language: None, notation: MoveNotation::Figurine };
    /// assert_eq!(figurine.write("Nf3+", None), "\u{2658}f3+");
    /// ```
    pub fn write(&self, canonical: &str, forms: Option<&SquareForms>) -> String {
        let language = self.language.unwrap_or_default();
        match (self.notation, forms) {
            (
                MoveNotation::Numeric,
                Some(SquareForms {
                    numeric: Some(n), ..
                }),
            ) => n.clone(),
            (MoveNotation::Long, Some(f)) => language.from_english(&f.long),
            (MoveNotation::Figurine, _) => to_figurines(canonical),
            _ => language.from_english(canonical),
        }
    }

    /// True when this player reads moves with every square named (long
    /// algebraic or ICCF numeric): what is written to them needs each turn's
    /// [`SquareForms`].
    pub fn needs_squares(&self) -> bool {
        matches!(self.notation, MoveNotation::Long | MoveNotation::Numeric)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figurines_and_languages() {
        assert_eq!(figurines_to_letters("♘f3"), "Nf3");
        assert_eq!(figurines_to_letters("♞f3"), "Nf3");
        assert_eq!(figurines_to_letters("e8=♛"), "e8=Q");
        assert_eq!(to_figurines("Nxf3"), "♘xf3");
        for language in Language::ALL {
            for english in ["Kf2", "Qd1", "Rf2", "Bc4", "Nf3", "e8=Q", "O-O"] {
                let written = language.from_english(english);
                assert_eq!(
                    language.to_english(&written),
                    english,
                    "{language} {written}"
                );
            }
        }
        assert_eq!("DE".parse::<Language>(), Ok(Language::German));
        assert!("xx"
            .parse::<Language>()
            .unwrap_err()
            .to_string()
            .contains("\"xx\""));
        assert_eq!("Numeric".parse::<MoveNotation>(), Ok(MoveNotation::Numeric));
    }
}
