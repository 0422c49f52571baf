//! The words of the arbiter in the reader's language, with Project Fluent
//! (<https://projectfluent.org>): the message files are `locales/<code>/*.ftl`,
//! built into the library; English is the default and the fallback for a
//! language without files and for an id a language lacks (tests/suite/locales.rs
//! checks that none does). The language is the reader's `language` setting
//! ([`Language`], the same one that names their piece letters). Placeholders are
//! put in without Unicode isolation marks: the text goes into plain-text mail,
//! where the marks would show as stray characters.
//!
//! The loader sits on the notation floor so that every floor above it, the rules
//! engine among them, can say things as [`Phrase`]s: a message id and its
//! placeholders, written in a language only when a reader is known. A phrase's
//! `Display` is its English text, so an error's English message and its
//! translations come from the same files.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

use fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader};

use crate::board::color::Color;
use crate::board::pieces::PieceType;
use crate::notation::dialect::Language;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// The languages with message files, English first: a reader whose setting is
/// another [`Language`] reads English.
pub const TRANSLATED: [Language; 7] = [
    Language::English,
    Language::German,
    Language::French,
    Language::Spanish,
    Language::Italian,
    Language::Dutch,
    Language::Russian,
];

/// The language a reader of `language` reads: itself when it has message
/// files ([`TRANSLATED`]), else English.
pub fn written_in(language: Language) -> Language {
    if TRANSLATED.contains(&language) {
        language
    } else {
        Language::English
    }
}

/// One placeholder's value as the loader takes it.
type Arg<'a> = (&'a str, FluentValue<'a>);

/// The message `id` in `language` with its placeholders `args`, or `None` when
/// neither `language` nor English has message `id` with every placeholder it
/// names given in `args` (English is the fallback of the loader).
fn lookup(language: Language, id: &str, args: &[Arg<'_>]) -> Option<String> {
    let map: HashMap<Cow<'static, str>, FluentValue<'_>> = args
        .iter()
        .map(|(k, v)| (Cow::Owned((*k).to_string()), v.clone()))
        .collect();
    LOCALES.try_lookup_complete(&identifier(language), id, Some(&map))
}

/// The Fluent language identifier of a [`Language`] (its ISO 639-1 code).
fn identifier(language: Language) -> LanguageIdentifier {
    language.code().parse().unwrap_or_default()
}

/// The value of one placeholder of a [`Phrase`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Word {
    /// Put in as it is in every language: a square, a move, piece letters, a
    /// Betza string, a rule id (FIDE 3.8.2, K2).
    Plain(String),
    /// A count or another whole number, for the language's plural forms
    /// (ru: one/few/many/other): written in digits, with a minus sign when
    /// negative and no grouping (`1`, `21`, `-3`, `10000`). Every integer
    /// type converts into it with `into()`; an unsigned one above
    /// [`i64::MAX`] (never a count of anything stored) reads as [`i64::MAX`].
    Number(i64),
    /// A side's name in the language (`side-white`, `side-black`).
    Side(Color),
    /// Another message without placeholders, in the same language: a piece's
    /// name (`spoken-knight`), a wing (`wing-king`).
    Id(&'static str),
    /// Another phrase, in the same language.
    Phrase(Box<Phrase>),
}

impl Word {
    /// A piece's name: a FIDE piece (a pawn, or the letter K Q R B N with its
    /// FIDE moves) by its name in the language (`spoken-knight`), any other
    /// piece by its own English name in lower case, as its variant's text names
    /// it (the legend under the board shows the same).
    pub fn piece(piece: &PieceType) -> Word {
        const FIDE: [(char, &str, &str); 5] = [
            ('K', "K", "spoken-king"),
            ('Q', "Q", "spoken-queen"),
            ('R', "R", "spoken-rook"),
            ('B', "B", "spoken-bishop"),
            ('N', "N", "spoken-knight"),
        ];
        if piece.pawn {
            return Word::Id("spoken-pawn");
        }
        match FIDE
            .iter()
            .find(|(l, b, _)| piece.letter == *l && piece.betza == *b)
        {
            Some((_, _, id)) => Word::Id(id),
            None => Word::Plain(piece.name.to_lowercase()),
        }
    }
}

impl From<String> for Word {
    fn from(text: String) -> Word {
        Word::Plain(text)
    }
}

impl From<&str> for Word {
    fn from(text: &str) -> Word {
        Word::Plain(text.to_string())
    }
}

impl From<&String> for Word {
    fn from(text: &String) -> Word {
        Word::Plain(text.clone())
    }
}

/// Whole numbers that fit an `i64` become a [`Word::Number`] as they are.
macro_rules! number_from {
    ($($t:ty)+) => {$(
        impl From<$t> for Word {
            fn from(n: $t) -> Word {
                Word::Number(i64::from(n))
            }
        }
    )+};
}
number_from!(i8 i16 i32 i64 u8 u16 u32);

/// Unsigned numbers become a [`Word::Number`], [`i64::MAX`] above it.
macro_rules! number_from_unsigned {
    ($($t:ty)+) => {$(
        impl From<$t> for Word {
            fn from(n: $t) -> Word {
                Word::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )+};
}
number_from_unsigned!(u64 usize);

impl From<Phrase> for Word {
    fn from(phrase: Phrase) -> Word {
        Word::Phrase(Box::new(phrase))
    }
}

impl From<Color> for Word {
    fn from(side: Color) -> Word {
        Word::Side(side)
    }
}

/// Something said, not yet in a language: the id of a message of
/// `locales/<code>/*.ftl` and its placeholders. [`Phrase::in_language`] writes
/// it for a reader; its `Display` is the English text. This is the one way to
/// put the arbiter's words in a reader's language: the loader is private to
/// this module.
///
/// A placeholder given as text stays text and one given as a number stays a
/// number: a message that selects on it (`{ $count -> [one] ... }`) picks
/// the language's plural form for a number only, and `"1"` as text matches
/// the key `[1]` alone.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::board::color::Color;
/// use pbem_arbiter::notation::dialect::Language;
/// use pbem_arbiter::notation::words::{Phrase, Word};
///
/// let check = Phrase::new("status-check").with("side", Color::Black);
/// assert_eq!(check.to_string(), "Black is in check.");
/// assert_eq!(check.in_language(Language::German), "Schwarz steht im Schach.");
/// assert_eq!(Phrase::new("side-white").in_language(Language::German), "Weiß");
/// // A number picks the language's plural form; the same digits as text do not.
/// let pawns = |count: Word| Phrase::new("spoken-pawns").with("count", count);
/// assert_eq!(pawns(Word::Number(3)).in_language(Language::Russian), "пешки");
/// assert_eq!(pawns(Word::Number(5)).in_language(Language::Russian), "пешек");
/// assert_eq!(pawns(Word::from("3")).in_language(Language::Russian), "пешек");
/// let more = Phrase::new("notes-refused-more").with("count", -3);
/// assert_eq!(more.to_string(), "... and -3 more");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phrase {
    id: Cow<'static, str>,
    args: Vec<(Cow<'static, str>, Word)>,
}

impl Phrase {
    /// The message `id` with no placeholder yet: usually a literal
    /// (`"status-check"`), or an id made at run time (`format!("bounce-cause-{cause}")`,
    /// a template's `t("footer")`).
    pub fn new(id: impl Into<Cow<'static, str>>) -> Phrase {
        Phrase {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// The phrase with placeholder `name` set to `value`: a text, a number, a
    /// side, a [`Word`] or another phrase.
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::notation::dialect::Language;
    /// use pbem_arbiter::notation::words::Phrase;
    ///
    /// let footer = Phrase::new("footer").with("arbiter", "Arbiter");
    /// assert!(footer.to_string().contains("Arbiter"));
    /// let pawns = Phrase::new("spoken-pawns").with("count", 2_usize);
    /// assert_eq!(pawns.to_string(), "pawns");
    /// ```
    #[must_use]
    pub fn with(mut self, name: impl Into<Cow<'static, str>>, value: impl Into<Word>) -> Phrase {
        self.args.push((name.into(), value.into()));
        self
    }

    /// The message id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The placeholders' names, in the order they were set.
    pub fn names(&self) -> impl Iterator<Item = &str> + '_ {
        self.args.iter().map(|(name, _)| name.as_ref())
    }

    /// The phrase as a reader of `language` reads it: each [`Word::Side`] and
    /// [`Word::Id`] in that language too. A message the language lacks is read
    /// in English, and one English lacks too is its id (a programming error
    /// that tests/suite/locales.rs keeps out).
    pub fn in_language(&self, language: Language) -> String {
        self.try_in_language(language)
            .unwrap_or_else(|| self.id.to_string())
    }

    /// [`Phrase::in_language`], or `None` when neither `language` nor English
    /// has the message with every placeholder it names set: for an id or a
    /// pattern that comes from outside the code (an operator's template, a
    /// language's date pattern).
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::notation::dialect::Language;
    /// use pbem_arbiter::notation::words::Phrase;
    ///
    /// let german = Phrase::new("side-black").try_in_language(Language::German);
    /// assert_eq!(german.as_deref(), Some("Schwarz"));
    /// assert_eq!(Phrase::new("no-such-id").try_in_language(Language::German), None);
    /// // status-check needs its $side.
    /// assert_eq!(Phrase::new("status-check").try_in_language(Language::English), None);
    /// ```
    pub fn try_in_language(&self, language: Language) -> Option<String> {
        let args: Vec<Arg<'_>> = self
            .args
            .iter()
            .map(|(name, word)| (name.as_ref(), value(word, language)))
            .collect();
        lookup(language, &self.id, &args)
    }
}

/// `items` joined by the language's "and" (`the rook on e8 and the bishop on
/// b4`): the message `list-and` around the first and the rest; `None` for no
/// item.
pub fn and_list(items: Vec<Word>) -> Option<Word> {
    joined("list-and", items)
}

/// `items` joined by the language's "or" (`d6 or e5`), the message `list-or`;
/// `None` for no item.
pub fn or_list(items: Vec<Word>) -> Option<Word> {
    joined("list-or", items)
}

/// `items` joined pairwise by message `id` (`{ $first } and { $rest }`).
fn joined(id: &'static str, items: Vec<Word>) -> Option<Word> {
    let mut items = items.into_iter().rev();
    let last = items.next()?;
    Some(items.fold(last, |rest, first| {
        Phrase::new(id)
            .with("first", first)
            .with("rest", rest)
            .into()
    }))
}

/// A placeholder's value in `language`.
fn value(word: &Word, language: Language) -> FluentValue<'static> {
    match word {
        Word::Plain(text) => text.clone().into(),
        Word::Number(n) => (*n).into(),
        Word::Side(side) => side_name(language, *side).into(),
        Word::Id(id) => Phrase::new(*id).in_language(language).into(),
        Word::Phrase(phrase) => phrase.in_language(language).into(),
    }
}

/// A side's name in `language` (`White`, `Weiß`, `Blancs` ...), the messages
/// `side-white` and `side-black`.
fn side_name(language: Language, side: Color) -> String {
    Phrase::new(match side {
        Color::White => "side-white",
        Color::Black => "side-black",
    })
    .in_language(language)
}

impl fmt::Display for Phrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_language(Language::English))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::pieces::PieceType;

    #[test]
    fn lists_join_pairwise_in_the_language() {
        let squares = |list: &[&str]| list.iter().map(|s| Word::from(*s)).collect::<Vec<_>>();
        assert_eq!(or_list(Vec::new()), None);
        let one = Phrase::new("refusal-illegal").with("text", "Ke3").with(
            "reason",
            or_list(squares(&["d6"])).unwrap_or(Word::from("")),
        );
        assert_eq!(one.to_string(), "Ke3 is not legal: d6");
        let three = Phrase::new("refusal-illegal").with("text", "Ke3").with(
            "reason",
            and_list(squares(&["a", "b", "c"])).unwrap_or(Word::from("")),
        );
        assert_eq!(three.to_string(), "Ke3 is not legal: a and b and c");
        assert_eq!(
            three.in_language(Language::German),
            "Ke3 ist nicht regelgemäß: a und b und c"
        );
    }

    #[test]
    fn fide_pieces_are_named_in_the_language_and_army_pieces_as_written() {
        let knight = PieceType::new('N', "Knight", "N").map(|p| Word::piece(&p));
        assert_eq!(knight.ok(), Some(Word::Id("spoken-knight")));
        let fad = PieceType::new('F', "Fad", "FAD").map(|p| Word::piece(&p));
        assert_eq!(fad.ok(), Some(Word::Plain("fad".into())));
        // A letter of a FIDE piece with other moves is no FIDE piece.
        let charging = PieceType::new('R', "Charging Rook", "fWbrlK").map(|p| Word::piece(&p));
        assert_eq!(charging.ok(), Some(Word::Plain("charging rook".into())));
    }

    #[test]
    fn a_language_without_files_reads_english() {
        assert_eq!(written_in(Language::German), Language::German);
        assert_eq!(written_in(Language::Portuguese), Language::English);
    }
}
