//! Commands in a player's own lines: moves (optionally numbered, `12... Nf6`), and
//! `resign`, `draw`, `decline`, `claim draw`, `board`, `history`, `help`; the
//! player's own settings: `name Jane Doe`, `timezone
//! Europe/Berlin`, `language de`, `leave 2026-12-24 2027-01-02`, `digest daily
//! 18:00` (also `digest 08:00 18:00`, `digest off`), `xfcc` (also `xfcc off`,
//! `xfcc mail on`, `xfcc mail off`). Also the `[Game N]`,
//! `[Confirm TOKEN]`, `[Organiser CODE]` and `[Player CODE]` tags of a Subject.
//!
//! A line counts only when all of it reads as commands: prose ("Hi Bob, here is my
//! move:") is ignored, so that greetings and sign-offs never become illegal moves.
//! Command words and move numbers are the same in every variant; which words make up
//! one turn is the game's [`TurnSyntax`], so the game is found before its mail is
//! read. The move texts themselves are read later by the variant.

use std::sync::OnceLock;

use regex::Regex;

use crate::board::geometry::Color;
use crate::corr::ids::GameId;
use crate::mail::labels;
use crate::notation::conditional::{self, ConditionalError, ConditionalLine};
use crate::notation::dialect::{Language, MoveNotation, UnknownLanguage, UnknownNotation};
use crate::notation::score;
use crate::notation::syntax::TurnSyntax;

/// One thing a player asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A turn, with the move number and side the player wrote before it, if any.
    Move {
        /// The move number written before it (`12.` or `12...`), if any.
        number: Option<u32>,
        /// The side that number was written for (`12.` White, `12...` Black).
        side: Option<Color>,
        /// The turn's text, as written.
        text: String,
    },
    /// Resign the game.
    Resign,
    /// Offer a draw, or accept the opponent's standing offer.
    Draw,
    /// Decline the opponent's standing draw offer.
    Decline,
    /// Claim a draw by threefold repetition or the fifty-move rule (G1).
    ClaimDraw,
    /// Send the board (`board`, `show board`, `position`).
    Board,
    /// Send the moves so far (`history`, `moves`).
    History,
    /// Send the help text.
    Help,
    /// `name Jane Doe`: the player's name, as written.
    Name(String),
    /// `timezone Europe/Berlin`: the zone replies show deadlines in, beside UTC,
    /// as written (the arbiter checks the IANA name).
    TimeZone(String),
    /// `language de`: the player's language, an ISO 639-1 code, read (or the
    /// code it did not know, which the reply names); it decides the piece letters
    /// the player's moves are read and written with (docs/rules/chess.md).
    Language(Result<Language, UnknownLanguage>),
    /// `notation numeric`: how the arbiter writes moves to the player (SAN, long
    /// algebraic, ICCF numeric, figurines), or the word it did not know.
    Notation(Result<MoveNotation, UnknownNotation>),
    /// `board grid|list|both`: how the player's replies show boards in their
    /// text part (the grid, piece lists for a screen reader, or both), as written.
    BoardStyle(String),
    /// `leave 2026-12-24 2027-01-02`: leave on these UTC days, both included;
    /// the dates as written, `YYYY-MM-DD` in shape (the arbiter checks them).
    Leave {
        /// The first day of leave, as written.
        first: String,
        /// The last day of leave, as written.
        last: String,
    },
    /// `digest daily 18:00`, `digest 08:00 18:00`, `digest off`: the words after
    /// `digest`, as written (the arbiter reads them with
    /// `corr::digest::DigestTimes::read`).
    Digest(String),
    /// `xfcc`, `xfcc off`, `xfcc mail on`, `xfcc mail off`: the player's
    /// password for a chess program (Xfcc), and the mail about the moves made
    /// from it.
    Xfcc(XfccSetting),
    /// A conditional line: `if 24... Qxe5 then 25. d4; if ...`, with its
    /// 1-based number among the mail's conditional lines and the line as written.
    /// A line that does not read is kept with its error, so that the reply can say
    /// why while the rest of the mail is carried out.
    Conditional {
        /// Its number among the mail's conditional lines, from 1.
        number: usize,
        /// The line as written.
        written: String,
        /// The line read, or why it does not read.
        line: Result<ConditionalLine, ConditionalError>,
    },
    /// `conditionals`: the sender's own pending conditional lines.
    ShowConditionals,
    /// `cancel conditionals`: drop the sender's pending conditional lines.
    CancelConditionals,
}

/// What `xfcc ...` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum XfccSetting {
    /// `xfcc`: a new password (in place of the one before, if any).
    NewPassword,
    /// `xfcc off`: no password any more.
    Off,
    /// `xfcc mail on` (true), `xfcc mail off` (false): whether the player also
    /// gets the mail about a move made from the chess program.
    OwnMail(bool),
}

impl Command {
    /// True for the player's own settings (name, time zone, language, leave, digest, xfcc),
    /// which concern the player rather than one game.
    pub fn is_personal(&self) -> bool {
        matches!(
            self,
            Command::Name(_)
                | Command::TimeZone(_)
                | Command::Language(_)
                | Command::Notation(_)
                | Command::BoardStyle(_)
                | Command::Leave { .. }
                | Command::Digest(_)
                | Command::Xfcc(_)
        )
    }

    /// True for commands about the sender's conditional lines.
    pub fn is_conditional(&self) -> bool {
        matches!(
            self,
            Command::Conditional { .. } | Command::ShowConditionals | Command::CancelConditionals
        )
    }
}

/// The keyword phrases, longest first.
const KEYWORDS: &[(&str, Command)] = &[
    ("cancel conditional moves", Command::CancelConditionals),
    ("cancel conditionals", Command::CancelConditionals),
    ("show conditionals", Command::ShowConditionals),
    ("conditional moves", Command::ShowConditionals),
    ("conditionals", Command::ShowConditionals),
    ("i offer a draw", Command::Draw),
    ("i accept the draw", Command::Draw),
    ("accept the draw", Command::Draw),
    ("i claim a draw", Command::ClaimDraw),
    ("claim a draw", Command::ClaimDraw),
    ("decline the draw", Command::Decline),
    ("show the board", Command::Board),
    ("i resign", Command::Resign),
    ("offer draw", Command::Draw),
    ("draw offer", Command::Draw),
    ("accept draw", Command::Draw),
    ("claim draw", Command::ClaimDraw),
    ("draw claim", Command::ClaimDraw),
    ("decline draw", Command::Decline),
    ("no draw", Command::Decline),
    ("show board", Command::Board),
    ("resign", Command::Resign),
    ("resigns", Command::Resign),
    ("draw", Command::Draw),
    ("draw?", Command::Draw),
    ("accept", Command::Draw),
    ("decline", Command::Decline),
    ("claim", Command::ClaimDraw),
    ("board", Command::Board),
    ("position", Command::Board),
    ("history", Command::History),
    ("moves", Command::History),
    ("help", Command::Help),
];

/// Reads the commands from the player's own lines, in order, grouping the words of a
/// move line into turns as the game's `syntax` says.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::board::geometry::Color;
/// use pbem_arbiter::mail::command::{parse, Command};
/// use pbem_arbiter::notation::syntax::ORTHODOX;
///
/// let lines = ["Hi Bob, here is my move:", "12... Nf6", "draw?"].map(String::from);
/// assert_eq!(
///     parse(&lines, &ORTHODOX),
///     [
///         Command::Move { number: Some(12), side: Some(Color::Black), text: "Nf6".into() },
///         Command::Draw,
///     ]
/// );
/// ```
pub fn parse(lines: &[String], syntax: &dyn TurnSyntax) -> Vec<Command> {
    let mut conditionals = 0;
    let mut out = Vec::new();
    for line in lines {
        if conditional::is_conditional(line) {
            conditionals += 1;
            out.push(Command::Conditional {
                number: conditionals,
                written: line.trim().to_string(),
                line: conditional::read_line(line, syntax),
            });
        } else {
            out.extend(parse_line(line, syntax));
        }
    }
    out
}

fn parse_line(line: &str, syntax: &dyn TurnSyntax) -> Vec<Command> {
    let text = line.trim().trim_end_matches(['.', '!']).trim();
    if text.is_empty() {
        return Vec::new();
    }
    let lower = text.to_lowercase();
    if let Some(c) = keyword(&lower) {
        return vec![c];
    }
    if let Some(c) = personal(text) {
        return vec![c];
    }
    // Moves, optionally followed by one keyword phrase ("Nf3 draw"). Only the last
    // few words can be that phrase (no keyword has more than `KEYWORD_WORDS` words,
    // and no word is empty), and the moves are a prefix of turn words: so each word
    // is judged once and each candidate tail is short, linear in the line
    // (rejoining every split was quadratic).
    // A line of two or three digits alone is an ICCF numeric move cut short (`525`),
    // not a move number: the variant says why it is no move.
    if (2..=3).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit()) {
        return vec![Command::Move {
            number: None,
            side: None,
            text: text.to_string(),
        }];
    }
    let words = words_and_groups(text);
    let turn_words = words
        .iter()
        .position(|w| !syntax.is_turn_word(w))
        .unwrap_or(words.len());
    let shortest = words.len().saturating_sub(KEYWORD_WORDS).max(1);
    for keep in (shortest..=words.len().min(turn_words)).rev() {
        let (moves, rest) = words.split_at(keep);
        let trailing = if rest.is_empty() {
            None
        } else {
            let tail = rest.join(" ").to_lowercase();
            match keyword(tail.trim_end_matches(['.', '!'])) {
                Some(c) => Some(c),
                None => continue,
            }
        };
        let mut out = moves_of(&moves.join(" "), syntax);
        out.extend(trailing);
        return out;
    }
    Vec::new()
}

/// The lines of a player's own text that gave no command and are no ordinary
/// prose: the lines the arbiter must name back as not read, in order, trimmed.
/// A line counts as meant for the arbiter when it holds a word shaped like a
/// turn (the game's `syntax` says so; a move number, a time of day or a date
/// alone is no such word) or starts with a command or setting word (`resign
/// please`, `draw offer accepted`), and has fewer than [`PROSE_WORDS`] words of
/// prose (letters only, two or more): `Spielnummer 2 => d4` and `Partie 3 Sf3`
/// are named back, `I think I will play e4 here, thanks` and `Hi Bob,` are prose.
/// Conditional lines and lines that read as commands are used, never named.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::mail::command::unread_lines;
/// use pbem_arbiter::notation::syntax::ORTHODOX;
///
/// let lines = ["Hi Bob,", "e4", "Spielnummer 2 => d4", "I think I will play e4 here, thanks"]
///     .map(String::from);
/// assert_eq!(unread_lines(&lines, &ORTHODOX), ["Spielnummer 2 => d4"]);
/// ```
pub fn unread_lines(lines: &[String], syntax: &dyn TurnSyntax) -> Vec<String> {
    lines
        .iter()
        .filter(|line| is_unread(line, syntax))
        .map(|line| line.trim().to_string())
        .collect()
}

/// Whether `line` is one that [`unread_lines`] names back: it gives no command
/// and is no ordinary prose.
pub fn is_unread(line: &str, syntax: &dyn TurnSyntax) -> bool {
    !conditional::is_conditional(line)
        && parse_line(line, syntax).is_empty()
        && meant_for_the_arbiter(line, syntax)
}

/// From this many words of prose on, a line is ordinary prose ([`unread_lines`]).
pub const PROSE_WORDS: usize = 5;

/// The first words of commands and settings, for [`unread_lines`]: a line
/// starting with one of them was meant as a command.
const COMMAND_WORDS: &[&str] = &[
    "resign",
    "draw",
    "decline",
    "claim",
    "accept",
    "offer",
    "board",
    "history",
    "moves",
    "help",
    "name",
    "timezone",
    "tz",
    "language",
    "lang",
    "notation",
    "leave",
    "digest",
    "xfcc",
    "conditionals",
    "cancel",
    "games",
    "overview",
];

/// Whether `line` looks written for the arbiter rather than to a person
/// ([`unread_lines`]).
fn meant_for_the_arbiter(line: &str, syntax: &dyn TurnSyntax) -> bool {
    let text = line.trim();
    let words = words_and_groups(text);
    let Some(first) = words.first() else {
        return false;
    };
    let bare = |w: &str| {
        w.trim_matches(|c: char| !c.is_alphanumeric())
            .to_lowercase()
    };
    let prose = words
        .iter()
        .map(|w| bare(w))
        .filter(|w| w.chars().count() >= 2 && w.chars().all(char::is_alphabetic))
        .count();
    if prose >= PROSE_WORDS {
        return false;
    }
    COMMAND_WORDS.contains(&bare(first).as_str())
        || words
            .iter()
            .any(|w| syntax.is_turn_word(w) && !no_turn_alone(w))
}

/// A word the turn reader accepts that is no turn by itself: a move number
/// (`12.`, `12...`, `3:`), a number of up to three digits, a time of day
/// (`18:00`) or a date (`2026-12-24`).
fn no_turn_alone(word: &str) -> bool {
    let digits = word.trim_end_matches(['.', ':', ',', '\u{2026}']);
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if all_digits(digits) && digits.len() <= 3 {
        return true;
    }
    let parts: Vec<&str> = digits.split([':', '-']).collect();
    match parts.as_slice() {
        [h, m] if word.contains(':') => {
            h.len() <= 2 && m.len() == 2 && all_digits(h) && all_digits(m)
        }
        [y, m, d] => {
            y.len() == 4 && m.len() == 2 && d.len() == 2 && [y, m, d].iter().all(|p| all_digits(p))
        }
        _ => false,
    }
}

/// The most words of a keyword phrase ("i accept the draw").
const KEYWORD_WORDS: usize = 4;

/// The words of a line, a parenthesised group with spaces kept as one word
/// (`(intend Nb1-c3)`), so that the game's syntax judges the group as a whole.
fn words_and_groups(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = None;
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '(' => {
                depth += 1;
                start.get_or_insert(i);
            }
            ')' => depth = depth.saturating_sub(1),
            c if c.is_whitespace() && depth == 0 => {
                if let Some(s) = start.take() {
                    out.push(&text[s..i]);
                }
            }
            _ => {
                start.get_or_insert(i);
            }
        }
    }
    if let Some(s) = start {
        out.push(&text[s..]);
    }
    out
}

/// `name ...`, `timezone ...` / `time zone ...` / `tz ...`, `notation WORD`, `language CODE` /
/// `lang CODE`, `leave DATE DATE` (also `leave from DATE to DATE`, `leave DATE -
/// DATE`), `digest ...` whose words are `off` or times shaped like `18:00`
/// (optionally after `daily`), `xfcc` (`xfcc off`, `xfcc mail on`, `xfcc mail
/// off`), in any case. Leave dates must be shaped like `2026-12-24`, so that prose
/// such as "leave it to me" is no command; a language is one word after the keyword.
fn personal(text: &str) -> Option<Command> {
    static RE: OnceLock<[Regex; 6]> = OnceLock::new();
    let [name, zone, language, notation, leave, digest] = RE.get_or_init(|| {
        let compile = |p: &str| {
            Regex::new(p).unwrap_or_else(|e| unreachable!("the command patterns are valid: {e}"))
        };
        [
            compile(r"(?i)^name\s*:?\s+(\S.*)$"),
            compile(r"(?i)^(?:time\s*zone|tz)\s*:?\s+(\S+)$"),
            compile(r"(?i)^(?:language|lang)\s*:?\s+(\S+)$"),
            compile(r"(?i)^notation\s*:?\s+(\S+)$"),
            compile(
                r"(?i)^leave\s*:?\s+(?:from\s+)?(\d{4}-\d{1,2}-\d{1,2})\s*(?:-|to|until|\s)\s*(\d{4}-\d{1,2}-\d{1,2})$",
            ),
            compile(r"(?i)^digest\s*:?\s+(off|(?:daily\s+)?\d{1,2}:\d{2}(?:[\s,;]+\d{1,2}:\d{2})*)$"),
        ]
    });
    if let Some(c) = leave.captures(text) {
        return Some(Command::Leave {
            first: c[1].to_string(),
            last: c[2].to_string(),
        });
    }
    if let Some(c) = digest.captures(text) {
        return Some(Command::Digest(c[1].to_string()));
    }
    if let Some(setting) = xfcc(text) {
        return Some(Command::Xfcc(setting));
    }
    if let Some(c) = zone.captures(text) {
        return Some(Command::TimeZone(c[1].to_string()));
    }
    if let Some(c) = language.captures(text) {
        return Some(Command::Language(c[1].parse()));
    }
    if let Some(c) = notation.captures(text) {
        return Some(Command::Notation(c[1].parse()));
    }
    if let Some(style) = board_style(text) {
        return Some(style);
    }
    name.captures(text)
        .map(|c| Command::Name(c[1].trim().to_string()))
}

/// `xfcc`, `xfcc off`, `xfcc mail on`, `xfcc mail off` (any case, `xfcc:`
/// too, any white space between the words).
fn xfcc(text: &str) -> Option<XfccSetting> {
    let rest = text.get(..4).filter(|w| w.eq_ignore_ascii_case("xfcc"))?;
    let words: Vec<String> = text[rest.len()..]
        .trim_start_matches(':')
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    match words
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [] => Some(XfccSetting::NewPassword),
        ["off"] => Some(XfccSetting::Off),
        ["mail", "on"] => Some(XfccSetting::OwnMail(true)),
        ["mail", "off"] => Some(XfccSetting::OwnMail(false)),
        _ => None,
    }
}

/// `board grid`, `board list`, `board both` (any case, `board:` too): the
/// style is one of these three words, so that `board` alone still asks for the
/// board.
fn board_style(text: &str) -> Option<Command> {
    let rest = text.get(..5).filter(|w| w.eq_ignore_ascii_case("board"))?;
    let word = text[rest.len()..].trim_start_matches(':').trim();
    ["grid", "list", "both"]
        .iter()
        .find(|w| w.eq_ignore_ascii_case(word))
        .map(|w| Command::BoardStyle((*w).to_string()))
}

fn keyword(lower: &str) -> Option<Command> {
    KEYWORDS
        .iter()
        .find(|(k, _)| *k == lower)
        .map(|(_, c)| c.clone())
}

fn moves_of(text: &str, syntax: &dyn TurnSyntax) -> Vec<Command> {
    score::read_with(text, syntax)
        .into_iter()
        .flat_map(|g| g.turns)
        .map(|t| Command::Move {
            number: t.number,
            side: t.side,
            text: t.text,
        })
        .collect()
}

/// A mail with turns for several games, split per game ([`game_parts`]).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameParts {
    /// The lines before the first game's label (a greeting), which belong to
    /// no game.
    pub before: Vec<String>,
    /// Each game's part: the game and its lines, in the order of the games'
    /// first labels.
    pub parts: Vec<(GameId, Vec<String>)>,
}

/// The lines of a mail with turns for several games, split per game: a line
/// with a game label ([`labels::game_label`]: `Game 12: Nf3`, `Partie 12: Sf3`,
/// `12: Nf3`, in the twelve languages the arbiter reads) starts game 12's part
/// with the text after the colon, a label alone (`Game 12`, `Partida 12:`)
/// starts it empty, and every line after it belongs to it until the next label
/// (a variant's turn that spans lines, conditional lines). Lines before the
/// first part (a greeting) are kept apart. `None` when no line starts a part:
/// the mail is one game's. A game named twice gets one part, its lines in
/// order. Only the labels are read here; each part is read later with its own
/// game's syntax.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::corr::ids::GameId;
/// use pbem_arbiter::mail::command::game_parts;
///
/// let lines = ["Hi,", "Game 12: Nf3", "Partie 14: e5", "Partida 15", "1. e4", "draw"]
///     .map(String::from);
/// let split = game_parts(&lines).unwrap();
/// assert_eq!(split.before, ["Hi,"]);
/// assert_eq!(split.parts.len(), 3);
/// assert_eq!(split.parts[0], (GameId::new(12), vec!["Nf3".to_string()]));
/// assert_eq!(split.parts[1], (GameId::new(14), vec!["e5".to_string()]));
/// assert_eq!(split.parts[2].1, ["1. e4", "draw"]);
/// assert_eq!(game_parts(&["12... Nf6".to_string()]), None);
/// ```
pub fn game_parts(lines: &[String]) -> Option<GameParts> {
    let mut split = GameParts::default();
    let mut current: Option<usize> = None;
    for line in lines {
        match labels::game_label(line) {
            Some(label) => {
                let index = match split.parts.iter().position(|(g, _)| *g == label.game) {
                    Some(index) => index,
                    None => {
                        split.parts.push((label.game, Vec::new()));
                        split.parts.len() - 1
                    }
                };
                split.parts[index].1.extend(label.rest.map(String::from));
                current = Some(index);
            }
            None => match current {
                Some(index) => split.parts[index].1.push(line.clone()),
                None => split.before.push(line.clone()),
            },
        }
    }
    (!split.parts.is_empty()).then_some(split)
}

/// The `[Game N]` tag of a Subject, with the player's code when the arbiter put it
/// there (`[Game 12 k7f3qxyz]`): any case, `#` allowed (`[game #12]`).
fn tag_pattern() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"(?i)\[\s*game\s*#?\s*(\d+)(?:\s+([a-z0-9]{1,64}))?\s*\]")
            .expect("the tag pattern is a valid regex")
    })
}

/// The game number of a `[Game N]` tag in a Subject (any case, `#` allowed: `[game #12]`;
/// a code after the number is allowed: `[Game 12 k7f3qxyz]`).
/// A number too large for any game is [`GameId::MAX`], which names no game (game
/// numbers count up from 1), so that the reply says "no such game" instead of
/// guessing the sender's game.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::corr::ids::GameId;
/// use pbem_arbiter::mail::command::game_tag;
///
/// assert_eq!(game_tag("Re: [Game 12] your move"), Some(GameId::new(12)));
/// assert_eq!(game_tag("[game #12 k7f3qxyz]"), Some(GameId::new(12)));
/// assert_eq!(game_tag("[Game 99999999999999999999]"), Some(GameId::MAX));
/// assert_eq!(game_tag("Game 12"), None);
/// ```
pub fn game_tag(subject: &str) -> Option<GameId> {
    tag_pattern().captures(subject).map(|c| tag_number(&c[1]))
}

/// The number of a tag (digits only, by the pattern); one too large for an `i64`
/// is [`GameId::MAX`].
fn tag_number(digits: &str) -> GameId {
    digits.parse().unwrap_or(GameId::MAX)
}

/// Every `[Game N code]` tag of a Subject: the game number and the code, lower-cased.
/// Tags without a code are left out.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::corr::ids::GameId;
/// use pbem_arbiter::mail::command::game_codes;
///
/// assert_eq!(
///     game_codes("[Game 12 K7F3QXYZ] and [Game 13] and [Game 14 abc]"),
///     [(GameId::new(12), "k7f3qxyz".to_string()), (GameId::new(14), "abc".to_string())]
/// );
/// ```
pub fn game_codes(subject: &str) -> Vec<(GameId, String)> {
    tag_pattern()
        .captures_iter(subject)
        .filter_map(|c| {
            let code = c.get(2)?.as_str().to_ascii_lowercase();
            Some((tag_number(&c[1]), code))
        })
        .collect()
}

/// The tokens of every `[Confirm TOKEN]` tag in a Subject, lower-cased, in order
/// (the caller counts the distinct ones: a mail authenticates by one only).
///
/// # Panics
///
/// Never: the pattern is a fixed regex, valid (the first call compiles it).
pub fn confirm_tags(subject: &str) -> Vec<String> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"(?i)\[\s*confirm\s+([a-z0-9]{1,64})\s*\]")
            .expect("the confirm pattern is a valid regex")
    });
    re.captures_iter(subject)
        .map(|c| c[1].to_ascii_lowercase())
        .collect()
}

/// The codes of every `[Player CODE]` tag in a Subject, lower-cased, in order (the
/// caller counts the distinct ones: a mail authenticates by one only).
///
/// # Panics
///
/// Never: the pattern is a fixed regex, valid (the first call compiles it).
///
/// # Examples
///
/// ```
/// use pbem_arbiter::mail::command::player_tags;
///
/// assert_eq!(player_tags("Re: [Player K7F3QXYZ] Your games"), ["k7f3qxyz"]);
/// assert!(player_tags("Re: [Game 12 k7f3qxyz]").is_empty());
/// ```
pub fn player_tags(subject: &str) -> Vec<String> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"(?i)\[\s*player\s+([a-z0-9]{1,64})\s*\]")
            .expect("the player pattern is a valid regex")
    });
    re.captures_iter(subject)
        .map(|c| c[1].to_ascii_lowercase())
        .collect()
}

/// The codes of every `[Organiser CODE]` tag in a Subject, trimmed and as written
/// (organiser codes hold no `]`, and compare exactly), in order.
///
/// # Panics
///
/// Never: the pattern is a fixed regex, valid (the first call compiles it).
pub fn organiser_tags(subject: &str) -> Vec<String> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"(?i)\[organiser ([^\]]*)\]").expect("the organiser pattern is a valid regex")
    });
    re.captures_iter(subject)
        .map(|c| c[1].trim().to_string())
        .filter(|code| !code.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Comma lists (Momentum) and named captures (N1) together, to see both shapes.
    const TEST_WORDS: crate::notation::syntax::Words = crate::notation::syntax::Words {
        comma_lists: true,
        pass_line: false,
        named_captures: true,
    };

    fn cmds(text: &str) -> Vec<Command> {
        parse(
            &text.lines().map(String::from).collect::<Vec<_>>(),
            &TEST_WORDS,
        )
    }

    fn mv(number: Option<u32>, side: Option<Color>, text: &str) -> Command {
        Command::Move {
            number,
            side,
            text: text.into(),
        }
    }

    #[test]
    fn moves_and_keywords() {
        assert_eq!(cmds("Nf3"), vec![mv(None, None, "Nf3")]);
        assert_eq!(
            cmds("12... Nf6"),
            vec![mv(Some(12), Some(Color::Black), "Nf6")]
        );
        assert_eq!(
            cmds("12.O-O"),
            vec![mv(Some(12), Some(Color::White), "O-O")]
        );
        assert_eq!(cmds("Resign."), vec![Command::Resign]);
        assert_eq!(cmds("Nf3 draw"), vec![mv(None, None, "Nf3"), Command::Draw]);
        assert_eq!(
            cmds("e4 offer draw"),
            vec![mv(None, None, "e4"), Command::Draw]
        );
        assert_eq!(
            cmds("claim draw\nboard\nhistory\nhelp"),
            vec![
                Command::ClaimDraw,
                Command::Board,
                Command::History,
                Command::Help
            ]
        );
        assert_eq!(cmds("0-0"), vec![mv(None, None, "0-0")]);
        assert_eq!(cmds("e6, Bb5"), vec![mv(None, None, "e6, Bb5")]);
        assert_eq!(cmds("R:B(Q)"), vec![mv(None, None, "R:B(Q)")]);
        assert_eq!(cmds("Ne:N(P)"), vec![mv(None, None, "Ne:N(P)")]);
        assert!(cmds("Box: exact").is_empty());
    }

    #[test]
    fn prose_is_ignored() {
        assert!(cmds("Hi Bob, here is my move:\nThanks for the game!\nCheers, Alice").is_empty());
        assert_eq!(
            cmds("Hello\n\nexd5\n\nBest regards"),
            vec![mv(None, None, "exd5")]
        );
        assert!(cmds("I think I will play e4 now").is_empty());
    }

    #[test]
    fn lines_not_read_are_those_meant_for_the_arbiter() {
        let unread = |text: &str| {
            unread_lines(
                &text.lines().map(String::from).collect::<Vec<_>>(),
                &TEST_WORDS,
            )
        };
        assert_eq!(
            unread("Hi Bob,\ne4\nSpielnummer 2 => d4\nPartie 3 Sf3\nresign please"),
            ["Spielnummer 2 => d4", "Partie 3 Sf3", "resign please"]
        );
        for prose in [
            "Hi Bob, here is my move:",
            "I think I will play e4 here, thanks",
            "See you at 18:00",
            "Back on 2026-12-24",
            "Game 12 was fun",
            "Cheers, Alice",
            "",
            "if 24... Qxe5 then 25. d4",
            "draw",
            "12... Nf6",
        ] {
            assert!(unread(prose).is_empty(), "{prose}");
        }
        assert!(no_turn_alone("12.") && no_turn_alone("12...") && no_turn_alone("18:00"));
        assert!(!no_turn_alone("5254") && !no_turn_alone("e4") && !no_turn_alone("52-54"));
    }

    #[test]
    fn parenthesised_groups_are_one_word() {
        assert_eq!(
            words_and_groups("Bc1-c3 (intend Nb1-c3)  c7-c5"),
            vec!["Bc1-c3", "(intend Nb1-c3)", "c7-c5"]
        );
        // A group with spaces is no orthodox turn word: the line is prose there.
        assert!(cmds("e4 (my best move)").is_empty());
    }

    #[test]
    fn no_keyword_is_longer_than_the_tail_looked_at() {
        for (k, _) in KEYWORDS {
            assert!(k.split_whitespace().count() <= KEYWORD_WORDS, "{k}");
        }
    }

    #[test]
    fn a_long_line_reads_in_linear_time() {
        // 100,000 words: quadratic rejoining took minutes here; now one pass.
        let line = "e4 ".repeat(100_000) + "resign";
        let out = cmds(&line);
        assert_eq!(out.len(), 100_001);
        assert_eq!(out.last(), Some(&Command::Resign));
        let prose = "word ".repeat(100_000);
        assert!(cmds(&prose).is_empty());
    }

    #[test]
    fn personal_settings() {
        assert_eq!(
            cmds("name Jane Doe"),
            vec![Command::Name("Jane Doe".into())]
        );
        assert_eq!(
            cmds("Name: Jane Doe."),
            vec![Command::Name("Jane Doe".into())]
        );
        assert_eq!(
            cmds("timezone Europe/Berlin"),
            vec![Command::TimeZone("Europe/Berlin".into())]
        );
        assert_eq!(
            cmds("time zone America/New_York"),
            vec![Command::TimeZone("America/New_York".into())]
        );
        let leave = Command::Leave {
            first: "2026-12-24".into(),
            last: "2027-01-02".into(),
        };
        assert_eq!(cmds("leave 2026-12-24 2027-01-02"), vec![leave.clone()]);
        assert_eq!(
            cmds("Leave from 2026-12-24 to 2027-01-02"),
            vec![leave.clone()]
        );
        assert_eq!(cmds("leave 2026-12-24 - 2027-01-02"), vec![leave]);
        assert!(cmds("leave it to me").is_empty());
        assert_eq!(
            cmds("language de"),
            vec![Command::Language(Ok(Language::German))]
        );
        assert_eq!(
            cmds("Language: FR."),
            vec![Command::Language(Ok(Language::French))]
        );
        assert_eq!(
            cmds("lang pt"),
            vec![Command::Language(Ok(Language::Portuguese))]
        );
        assert!(matches!(&cmds("language xx")[..], [Command::Language(Err(e))] if e.code == "xx"));
        assert_eq!(
            cmds("notation numeric"),
            vec![Command::Notation(Ok(MoveNotation::Numeric))]
        );
        assert_eq!(
            cmds("Digest daily 18:00"),
            vec![Command::Digest("daily 18:00".into())]
        );
        assert_eq!(
            cmds("digest: 08:00 18:00"),
            vec![Command::Digest("08:00 18:00".into())]
        );
        assert_eq!(cmds("digest off"), vec![Command::Digest("off".into())]);
        assert!(cmds("digest the news at tea time").is_empty());
        assert!(Command::Digest("off".into()).is_personal());
        assert_eq!(cmds("xfcc"), vec![Command::Xfcc(XfccSetting::NewPassword)]);
        assert_eq!(cmds("XFCC."), vec![Command::Xfcc(XfccSetting::NewPassword)]);
        assert_eq!(cmds("xfcc off"), vec![Command::Xfcc(XfccSetting::Off)]);
        assert_eq!(
            cmds("Xfcc: mail  on"),
            vec![Command::Xfcc(XfccSetting::OwnMail(true))]
        );
        assert_eq!(
            cmds("xfcc mail off"),
            vec![Command::Xfcc(XfccSetting::OwnMail(false))]
        );
        assert!(cmds("xfcc please").is_empty());
        assert!(cmds("xfccx").is_empty());
        assert!(Command::Xfcc(XfccSetting::Off).is_personal());
        assert!(cmds("language is hard").is_empty());
        assert!(Command::Language(Ok(Language::German)).is_personal());
        assert_eq!(cmds("board list"), vec![Command::BoardStyle("list".into())]);
        assert_eq!(
            cmds("Board: BOTH"),
            vec![Command::BoardStyle("both".into())]
        );
        assert_eq!(cmds("board"), vec![Command::Board]);
        assert!(Command::BoardStyle("grid".into()).is_personal());
        assert!(cmds("leave 2026-12-24").is_empty());
        assert!(Command::Name(String::new()).is_personal() && !Command::Resign.is_personal());
    }

    #[test]
    fn subject_tags() {
        let game = GameId::new;
        assert_eq!(game_tag("Re: [Game 12] 11... Nf6"), Some(game(12)));
        assert_eq!(game_tag("RE: [game #7]"), Some(game(7)));
        assert_eq!(game_tag("my move"), None);
        assert_eq!(
            game_tag("[Game 99999999999999999999999]"),
            Some(GameId::MAX)
        );
        assert_eq!(game_tag("Re: [Game 12 k7f3qxyz] 1. e4"), Some(game(12)));
        assert_eq!(
            game_codes("Re: [Game 12 K7f3qxyz] e4 [Game 3]"),
            vec![(game(12), "k7f3qxyz".to_string())]
        );
        assert_eq!(
            confirm_tags("Re: Please confirm [Confirm AbC234]")
                .first()
                .map(String::as_str),
            Some("abc234")
        );
        assert!(confirm_tags("[Game 1] confirm").is_empty());
        assert_eq!(
            organiser_tags("Re: x [Organiser  code-of-td-1 ] [organiser other]"),
            ["code-of-td-1", "other"]
        );
    }
}
