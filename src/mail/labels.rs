//! The words players put before what they send, in their own language: a move
//! label (`Move: e4`, `Zug: Sf3`, `Mon coup : Cf3`), dropped before the line is
//! read, and a game label that starts one game's part of a mail with turns for
//! several games (`Game 12: Nf3`, `Partie 12: Sf3`, `Partida 3: e5`, `Партия 3:
//! e5`, `3. játszma: e4`). Labels are read in any case and with or without their
//! accents (`Játszma`, `jatszma`; `Mój ruch`, `moj ruch`), as players write
//! them. This module knows no chess rule.

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

use crate::corr::ids::GameId;

/// The label words of one language, in lower case with their accents.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Labels {
    /// The language's ISO 639-1 code.
    pub code: &'static str,
    /// The words for "move" and "my move" (and a few common variants): a move
    /// label, followed by a colon.
    pub moves: &'static [&'static str],
    /// The words chess players use for "game", the first the usual one: a game
    /// label, followed by the game's number.
    pub games: &'static [&'static str],
}

/// The labels of every language the arbiter reads (its `language` settings).
pub const LABELS: &[Labels] = &[
    Labels {
        code: "en",
        moves: &["move", "my move", "my move is", "next move"],
        games: &["game"],
    },
    Labels {
        code: "de",
        moves: &["zug", "mein zug", "nächster zug"],
        games: &["partie", "spiel"],
    },
    Labels {
        code: "fr",
        moves: &["coup", "mon coup"],
        games: &["partie", "jeu"],
    },
    Labels {
        code: "es",
        moves: &["jugada", "mi jugada", "movimiento", "mi movimiento"],
        games: &["partida", "juego"],
    },
    Labels {
        code: "it",
        moves: &["mossa", "mia mossa", "la mia mossa"],
        games: &["partita", "gioco"],
    },
    Labels {
        code: "nl",
        moves: &["zet", "mijn zet"],
        games: &["partij", "spel"],
    },
    Labels {
        code: "pt",
        moves: &["lance", "meu lance", "jogada", "minha jogada"],
        games: &["partida", "jogo"],
    },
    Labels {
        code: "sv",
        moves: &["drag", "mitt drag"],
        games: &["parti", "spel"],
    },
    Labels {
        code: "pl",
        moves: &["ruch", "mój ruch"],
        games: &["partia", "gra"],
    },
    Labels {
        code: "cs",
        moves: &["tah", "můj tah"],
        games: &["partie", "hra"],
    },
    Labels {
        code: "hu",
        moves: &["lépés", "lépésem", "az én lépésem"],
        games: &["játszma", "parti"],
    },
    Labels {
        code: "ru",
        moves: &["ход", "мой ход"],
        games: &["партия", "игра"],
    },
];

/// The marks players write between a game word and its number (`Partie Nr. 3`,
/// `Game #3`, `Partita n. 3`, `Партия № 3`, `Partie č. 3`), folded as
/// [`fold`] folds them, without a final dot.
const NUMBER_MARKS: &[&str] = &[
    "#", "no", "nr", "n°", "nº", "№", "n", "c", "num", "nro", "sz",
];

/// The most characters a label of [`LABELS`] has before its colon, white space
/// included: longer heads are not looked up.
const LONGEST_LABEL: usize = 24;

/// `text` in lower case without its accents (the combining marks of its
/// canonical decomposition, Unicode UAX #15), its words separated by one space:
/// how labels are compared.
fn fold(text: &str) -> String {
    let bare: String = text
        .nfd()
        .filter(|c| !is_combining_mark(*c))
        .collect::<String>()
        .to_lowercase();
    bare.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The usual word for "game" in the language `code` ([`LABELS`]), with a
/// capital, as the arbiter writes it in its instructions (`Partie`, `Partida`,
/// `Партия`); English `Game` for a code it has no labels for.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::mail::labels::game_word;
///
/// assert_eq!(game_word("de"), "Partie");
/// assert_eq!(game_word("ru"), "Партия");
/// assert_eq!(game_word("xx"), "Game");
/// ```
pub fn game_word(code: &str) -> String {
    let word = LABELS
        .iter()
        .find(|l| l.code == code)
        .and_then(|l| l.games.first())
        .copied()
        .unwrap_or("game");
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// `line` without a leading move label of [`LABELS`] (any case, with or without
/// accents, white space around the words and the colon allowed, as in French
/// `Mon coup : Cf3`), the rest trimmed; `line` itself when it starts with no
/// label.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::mail::labels::without_label;
///
/// assert_eq!(without_label("Move: e4"), "e4");
/// assert_eq!(without_label("  MY  MOVE:12... Nf6 "), "12... Nf6");
/// assert_eq!(without_label("Zug: Sf3"), "Sf3");
/// assert_eq!(without_label("Мой ход: Кf3"), "Кf3");
/// assert_eq!(without_label("Moj ruch: Sf3"), "Sf3");
/// assert_eq!(without_label("Ra4:d4"), "Ra4:d4");
/// assert_eq!(without_label("Note: e4 is good"), "Note: e4 is good");
/// ```
pub fn without_label(line: &str) -> &str {
    let Some((head, rest)) = line.split_once(':') else {
        return line;
    };
    if head.chars().count() > LONGEST_LABEL {
        return line;
    }
    let words = fold(head);
    if LABELS
        .iter()
        .flat_map(|l| l.moves)
        .any(|label| fold(label) == words)
    {
        rest.trim()
    } else {
        line
    }
}

/// A line that starts one game's part of a mail: the game and the text after
/// the label, when the line holds more (`Partie 12: Sf3` gives 12 and `Sf3`;
/// `Game 15` alone gives 15 and nothing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameLabel<'a> {
    /// The game named.
    pub game: GameId,
    /// The rest of the line after the colon, trimmed; `None` when empty.
    pub rest: Option<&'a str>,
}

/// The game label `line` starts with, if it does. The forms, in any case and
/// with or without accents:
///
/// - a game word of [`LABELS`] (`Game`, `Partie`, `Partida`, `Партия`, ...),
///   an optional number mark (`#`, `Nr.`, `No.`, `n.`, `№`, `č.`), the number,
///   then a colon and the part's first text, or nothing (`Partie 12: Sf3`,
///   `Partie Nr. 12`, `game #12:`);
/// - the number, a dot and a game word, as Hungarian players write it (`3.
///   játszma: e4`);
/// - the number and a colon with the part's first text (`12: Sf3`), but not a
///   time of day (`10:30`: a digit right after the colon).
///
/// A number too large for any game is [`GameId::MAX`], which names no game.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::corr::ids::GameId;
/// use pbem_arbiter::mail::labels::game_label;
///
/// let label = game_label("Partie 3: Sf3").unwrap();
/// assert_eq!((label.game, label.rest), (GameId::new(3), Some("Sf3")));
/// assert_eq!(game_label("JATSZMA 4: e4").unwrap().game, GameId::new(4));
/// assert_eq!(game_label("3. játszma: e4").unwrap().rest, Some("e4"));
/// assert_eq!(game_label("Партия № 7").unwrap().rest, None);
/// assert_eq!(game_label("12: 5254").unwrap().rest, Some("5254"));
/// assert_eq!(game_label("10:30"), None);
/// assert_eq!(game_label("12... Nf6"), None);
/// assert_eq!(game_label("Spielnummer 2 => d4"), None);
/// ```
pub fn game_label(line: &str) -> Option<GameLabel<'_>> {
    let text = line.trim();
    after_number_first(text).or_else(|| after_game_word(text).or_else(|| number_then_colon(text)))
}

/// `Partie 12: ...`, `Partie Nr. 12`, `game#12`.
fn after_game_word(text: &str) -> Option<GameLabel<'_>> {
    let word_end = text
        .char_indices()
        .find(|(_, c)| !c.is_alphabetic() && !is_combining_mark(*c))
        .map_or(text.len(), |(i, _)| i);
    if !is_game_word(&text[..word_end]) {
        return None;
    }
    let rest = skip_number_mark(text[word_end..].trim_start());
    let (game, rest) = number(rest)?;
    let rest = rest.trim_start();
    if rest.is_empty() {
        return Some(GameLabel { game, rest: None });
    }
    part_text(rest).map(|rest| GameLabel { game, rest })
}

/// `3. játszma: e4`: the number, a dot, a game word.
fn after_number_first(text: &str) -> Option<GameLabel<'_>> {
    let (game, rest) = number(text)?;
    let rest = rest.strip_prefix('.')?.trim_start();
    let word_end = rest
        .char_indices()
        .find(|(_, c)| !c.is_alphabetic() && !is_combining_mark(*c))
        .map_or(rest.len(), |(i, _)| i);
    if word_end == 0 || !is_game_word(&rest[..word_end]) {
        return None;
    }
    let rest = rest[word_end..].trim_start();
    if rest.is_empty() {
        return Some(GameLabel { game, rest: None });
    }
    part_text(rest).map(|rest| GameLabel { game, rest })
}

/// `12: Nf3`: a number and a colon.
fn number_then_colon(text: &str) -> Option<GameLabel<'_>> {
    let (game, rest) = number(text)?;
    part_text(rest.trim_start()).map(|rest| GameLabel { game, rest })
}

/// The text after a label's colon: `None` when `rest` does not start with a
/// colon, or when a digit follows the colon at once (a time of day, `10:30`);
/// `Some(None)` when nothing follows it.
fn part_text(rest: &str) -> Option<Option<&str>> {
    let after = rest.strip_prefix(':')?;
    if after.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let after = after.trim();
    Some((!after.is_empty()).then_some(after))
}

fn is_game_word(word: &str) -> bool {
    let word = fold(word);
    !word.is_empty()
        && LABELS
            .iter()
            .flat_map(|l| l.games)
            .any(|game| fold(game) == word)
}

/// `text` after a number mark and its dot (`Nr. 12` gives `12`), or `text`
/// itself when it starts with none.
fn skip_number_mark(text: &str) -> &str {
    let mark_end = text
        .char_indices()
        .find(|(_, c)| c.is_ascii_digit() || c.is_whitespace() || *c == '.')
        .map_or(text.len(), |(i, _)| i);
    if mark_end == 0 || !NUMBER_MARKS.contains(&fold(&text[..mark_end]).as_str()) {
        return text;
    }
    let rest = &text[mark_end..];
    rest.strip_prefix('.').unwrap_or(rest).trim_start()
}

/// The game number `text` starts with (1 to 18 digits; more, or too large for
/// a game, is [`GameId::MAX`]) and the text after it.
fn number(text: &str) -> Option<(GameId, &str)> {
    let end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    if end == 0 || end > 18 {
        return None;
    }
    let game = text[..end].parse().unwrap_or(GameId::MAX);
    Some((game, &text[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_move_label_of_the_table_is_dropped() {
        for labels in LABELS {
            for label in labels.moves {
                let code = labels.code;
                assert!(label.chars().count() <= LONGEST_LABEL, "{code}: {label}");
                assert_eq!(label.to_lowercase(), *label, "{code}: {label}");
                let mut capital = label.chars();
                let first: String = capital
                    .next()
                    .into_iter()
                    .flat_map(char::to_uppercase)
                    .collect();
                let written = format!("{first}{}: e4", capital.as_str());
                assert_eq!(without_label(&written), "e4", "{code}: {written}");
                let bare = format!("{}: e4", fold(label).to_uppercase());
                assert_eq!(without_label(&bare), "e4", "{code}: {bare}");
            }
        }
    }

    #[test]
    fn every_game_word_of_the_table_starts_a_part() {
        for labels in LABELS {
            for word in labels.games {
                let code = labels.code;
                assert_eq!(word.to_lowercase(), *word, "{code}: {word}");
                for written in [
                    format!("{word} 12: e4"),
                    format!("{} 12: e4", word.to_uppercase()),
                    format!("{} 12: e4", fold(word)),
                    format!("{} nr. 12:e4", game_word(code)),
                    format!("12. {word}: e4"),
                ] {
                    let label = game_label(&written).unwrap_or_else(|| panic!("{written}"));
                    assert_eq!(label.game, GameId::new(12), "{written}");
                    assert_eq!(label.rest, Some("e4"), "{written}");
                }
                let written = format!("  {word} #12 ");
                let alone = game_label(&written).unwrap();
                assert_eq!((alone.game, alone.rest), (GameId::new(12), None));
            }
        }
    }

    #[test]
    fn twelve_languages_have_labels() {
        let codes: Vec<&str> = LABELS.iter().map(|l| l.code).collect();
        assert_eq!(
            codes,
            ["en", "de", "fr", "es", "it", "nl", "pt", "sv", "pl", "cs", "hu", "ru"]
        );
        for labels in LABELS {
            assert!(!labels.games.is_empty() && !labels.moves.is_empty());
        }
    }

    #[test]
    fn other_lines_are_left_as_they_are() {
        for line in [
            "e4",
            "Hi Bob: here it is",
            "Moves: e4 e5",
            "Remove: e4",
            "d7:d4 (Qc7-c4)",
            "R:B(Q)",
            "",
            ":",
            "Tah",
        ] {
            assert_eq!(without_label(line), line);
        }
        assert_eq!(without_label("Move:"), "");
        assert_eq!(
            without_label("Mon coup : I will think about it"),
            "I will think about it"
        );
        assert_eq!(without_label("Move: Ra4:d4"), "Ra4:d4");
    }

    #[test]
    fn lines_that_are_no_game_label() {
        for line in [
            "12... Nf6",
            "12. e4",
            "10:30",
            "Game over: e4",
            "Games 12: e4",
            "Spielnummer 2 => d4",
            "Partie: e4",
            "Partie 12 e4",
            "The game 12: e4",
            "",
        ] {
            assert_eq!(game_label(line), None, "{line}");
        }
        assert_eq!(
            game_label("game 99999999999999999999: e4").map(|l| l.game),
            None
        );
        assert!(game_label("game 999999999999999999: e4").is_some());
    }
}
