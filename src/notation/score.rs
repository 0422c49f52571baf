//! Reading whole game scores: PGN as tools write it (tag pairs, `{}`/`;` comments,
//! `()` variations, `$n` NAGs, a UTF-8 BOM, several games per file) and loose scores
//! as players type them (move numbers `12.`, `12...`, `12:`, glued or not; results
//! `1-0`, `0-1`, `1/2-1/2`, `*`, "resigns").
//!
//! The reader only splits a score into turn texts; each variant reads its own turns.
//! Which words make one turn is the variant's [`TurnSyntax`], chosen per game from
//! its tags before its first move is read ([`read_each_with`]), so that a game is
//! found by the same reading that reads its turns: one whose first turn is a
//! parenthesised group (a Black Holes drop `(Hb1)`, B7) is a game like any other,
//! where an orthodox reading would see only a variation. A turn may span several
//! words (Momentum's comma list `e6, Bb5`), and a free-standing `( ... )` is a
//! variation unless the syntax says it is a turn or part of one. A parenthesised group
//! glued to a word is always part of it (`Nc3(B)`, `(fhNrlbK)c8-d6`).
//! No PGN crate is used: the well-kept ones (pgn-reader) hand out SAN already parsed
//! for FIDE chess, which cannot carry variant turns.

use std::sync::OnceLock;

use regex::Regex;

use super::syntax::{Group, TurnSyntax, ORTHODOX};
use crate::board::geometry::Color;

/// One game of a score file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScoreGame {
    /// PGN tag pairs in file order.
    pub tags: Vec<(String, String)>,
    /// The turns of the game's main line, in order.
    pub turns: Vec<ScoreTurn>,
    /// The result written in the score, normalised to `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: Option<String>,
    /// Who resigned, when the score says so in words.
    pub resigned: Option<ResignedBy>,
    /// The time each turn was received, where a comment after it says so with the
    /// embedded command `[%timestamp 2026-11-27T10:00:00Z]` (as `arbiter export`
    /// writes it, docs/PGN-TIMES.md): the turn's index in `turns` and the
    /// timestamp's text, in order.
    pub timestamps: Vec<(usize, String)>,
}

/// A resignation written in the score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResignedBy {
    /// "White resigns" / "Black resigns".
    Side(Color),
    /// A bare "resigns": the side to move at that point.
    SideToMove,
}

impl ScoreGame {
    /// The value of a tag, by case-insensitive name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag_value(&self.tags, name)
    }

    /// The `[%timestamp]` of the turn at `index` in `turns`, if a comment gave one.
    pub fn timestamp(&self, index: usize) -> Option<&str> {
        self.timestamps
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, t)| t.as_str())
    }
}

/// The value of the embedded command `[%timestamp VALUE]` in a comment's text,
/// if it holds one.
pub fn timestamp_in(comment: &str) -> Option<&str> {
    let (_, rest) = comment.split_once("[%timestamp")?;
    let value = rest.split(']').next()?.trim();
    (!value.is_empty()).then_some(value)
}

/// The value of the tag `name` (case-insensitive) among `tags`, the tag pairs of one
/// game in file order; the first one when it is there twice.
pub fn tag_value<'t>(tags: &'t [(String, String)], name: &str) -> Option<&'t str> {
    tags.iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

/// One turn's text with the move number written before it, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreTurn {
    /// The number written before the turn (`12.` or `12...`).
    pub number: Option<u32>,
    /// White for `12.`, Black for `12...`; `None` when no number was written or for `12:`.
    pub side: Option<Color>,
    /// The turn as written, annotations included.
    pub text: String,
}

/// Splits a score into games with the orthodox turn syntax (one word per turn); use
/// [`read_with`] once the variant is known. Never fails.
pub fn read(text: &str) -> Vec<ScoreGame> {
    read_with(text, &ORTHODOX)
}

/// Splits a score into games, grouping words into turns as `syntax` says for every
/// game. Never fails: text that is not a move is handed on as a turn and the
/// variant's reader says why it is not one.
pub fn read_with(text: &str, syntax: &dyn TurnSyntax) -> Vec<ScoreGame> {
    read_each_with(text, &|_| syntax)
}

/// What [`read_each_with`] asks for each game: the turn syntax for the game's tag
/// pairs (file order). `'f` is how long the chooser lives, `'s` the syntax it gives.
pub type SyntaxFor<'f, 's> = dyn 'f + Fn(&[(String, String)]) -> &'s dyn TurnSyntax;

/// Splits a score into games, each game's words grouped into turns by the syntax
/// `syntax_for` gives for that game's tag pairs (file order; empty for a game
/// without tags). It is asked once per game, when the game's first move, number or
/// group is met (tags come first in PGN), and again if a tag follows before any
/// turn. A free-standing group after a game's result belongs to the next game and
/// is judged by the syntax for no tags. Never fails.
pub fn read_each_with<'s>(text: &str, syntax_for: &SyntaxFor<'_, 's>) -> Vec<ScoreGame> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let joined = join_numeric_squares(text);
    let text = joined.as_ref();
    let mut reader = Reader {
        games: vec![ScoreGame::default()],
        pending: None,
        ended: false,
        syntax_for,
        syntax: None,
    };
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut line_start = true;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let at_line_start = line_start;
        line_start = false;
        match c {
            '%' if at_line_start => i = skip_line(&chars, i),
            ';' => i = skip_line(&chars, i),
            '[' => {
                let (tag, next) = read_tag(&chars, i);
                i = next;
                if let Some(tag) = tag {
                    reader.tag(tag);
                }
            }
            '{' => {
                let (comment, end) = read_comment(&chars, i);
                reader.comment(&comment);
                i = end;
            }
            '(' if !glued_group(&chars, i) => {
                let end = skip_variation(&chars, i);
                let close = if chars.get(end.wrapping_sub(1)) == Some(&')') {
                    end - 1
                } else {
                    end
                };
                let inner: String = chars[(i + 1).min(close)..close].iter().collect();
                reader.group(inner.trim());
                i = end;
            }
            ')' => i += 1,
            '$' => {
                i += 1;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
            }
            _ => {
                let (word, next) = read_word(&chars, i);
                i = next;
                reader.word(&word);
            }
        }
    }
    reader
        .games
        .retain(|g| !(g.tags.is_empty() && g.turns.is_empty() && g.result.is_none()));
    reader.games
}

struct Reader<'f, 's> {
    /// The syntax of a game, from its tags.
    syntax_for: &'f SyntaxFor<'f, 's>,
    /// The current game's syntax, once asked for.
    syntax: Option<&'s dyn TurnSyntax>,
    games: Vec<ScoreGame>,
    /// Move number (and side) waiting for its turn.
    pending: Option<(u32, Option<Color>)>,
    /// The current game has seen its result.
    ended: bool,
}

impl<'s> Reader<'_, 's> {
    fn current(&mut self) -> &mut ScoreGame {
        let last = self.games.len() - 1;
        &mut self.games[last]
    }

    /// The current game's syntax, asked for from its tags the first time.
    fn syntax(&mut self) -> &'s dyn TurnSyntax {
        if let Some(syntax) = self.syntax {
            return syntax;
        }
        let last = self.games.len() - 1;
        let syntax = (self.syntax_for)(&self.games[last].tags);
        self.syntax = Some(syntax);
        syntax
    }

    fn start_new_game_if_needed(&mut self) {
        let g = self.current();
        if !g.turns.is_empty() || g.result.is_some() || self.ended {
            self.games.push(ScoreGame::default());
            self.ended = false;
            self.pending = None;
            self.syntax = None;
        }
    }

    fn tag(&mut self, tag: (String, String)) {
        self.start_new_game_if_needed();
        self.current().tags.push(tag);
        // A game's syntax depends on all of its tags.
        self.syntax = None;
    }

    /// A comment: its `[%timestamp]`, if any, belongs to the current game's last
    /// turn.
    fn comment(&mut self, text: &str) {
        if self.ended {
            return;
        }
        if let Some(stamp) = timestamp_in(text) {
            let game = self.current();
            if let Some(last) = game.turns.len().checked_sub(1) {
                game.timestamps.push((last, stamp.to_string()));
            }
        }
    }

    /// A free-standing `( ... )` group: skipped, a turn, or part of the last turn, as
    /// the syntax says.
    fn group(&mut self, inner: &str) {
        // `(?)`, `(!)`, `(!?)` written apart from the move: an annotation (G3).
        if !inner.is_empty() && inner.chars().all(|c| matches!(c, '!' | '?')) {
            return;
        }
        // After a result the group opens the next game, which has no tags and no
        // turn before it.
        let after_turn = !self.ended && self.pending.is_none() && !self.current().turns.is_empty();
        let syntax = if self.ended {
            (self.syntax_for)(&[])
        } else {
            self.syntax()
        };
        match syntax.group(inner, after_turn) {
            Group::Skip => {}
            Group::Turn => self.word(&format!("({inner})")),
            Group::JoinsPrevious => {
                if let Some(last) = self.current().turns.last_mut() {
                    last.text.push_str(&format!(" ({inner})"));
                }
            }
        }
    }

    fn word(&mut self, word: &str) {
        if let Some(result) = result_token(word) {
            self.current().result = Some(result.to_string());
            self.ended = true;
            return;
        }
        match word.to_ascii_lowercase().as_str() {
            "resigns" | "resigned" | "resign" | "resigns." => {
                let side = match self.current().turns.last().map(|t| t.text.as_str()) {
                    Some("White") => Some(Color::White),
                    Some("Black") => Some(Color::Black),
                    _ => None,
                };
                if side.is_some() {
                    self.current().turns.pop();
                }
                self.current().resigned =
                    Some(side.map_or(ResignedBy::SideToMove, ResignedBy::Side));
                return;
            }
            "e.p." | "ep" | "+" | "#" | "!" | "?" | "!!" | "??" | "!?" | "?!" | "=" | "+-"
            | "-+" | "+/-" | "-/+" | "+=" | "=+" | "\u{b1}" | "\u{2213}" | "\u{2a72}"
            | "\u{2a71}" => return,
            _ => {}
        }
        if self.ended {
            self.start_new_game_if_needed();
        }
        let (number, rest) = split_move_number(word);
        if let Some(n) = number {
            self.pending = Some(n);
        }
        let Some(rest) = rest else { return };
        let syntax = self.syntax();
        let joins_previous = self
            .current()
            .turns
            .last()
            .is_some_and(|t| syntax.continues(&t.text, rest));
        if joins_previous && number.is_none() {
            if let Some(last) = self.current().turns.last_mut() {
                if !rest.starts_with(',') {
                    last.text.push(' ');
                }
                last.text.push_str(rest);
                return;
            }
        }
        let (number, side) = match self.pending.take() {
            Some((n, s)) => (Some(n), s),
            None => (None, None),
        };
        self.current().turns.push(ScoreTurn {
            number,
            side,
            text: rest.to_string(),
        });
    }
}

/// An ICCF numeric move written with a space between its squares (`52 54`,
/// `57 581`) joined into one word (`5254`), so that neither square is taken for a
/// move number.
///
/// # Panics
///
/// Never: the pattern is a fixed regex, valid (the first call compiles it).
fn join_numeric_squares(text: &str) -> std::borrow::Cow<'_, str> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"(^|\s)([1-8][1-8])[ \t]+([1-8][1-8][0-9]?)\b")
            .expect("the numeric-squares pattern is a valid regex")
    });
    re.replace_all(text, "$1$2$3")
}

/// `1-0`, `0-1`, `1/2-1/2` (and `½-½`), `*`, normalised.
fn result_token(word: &str) -> Option<&'static str> {
    match word {
        "1-0" => Some("1-0"),
        "0-1" => Some("0-1"),
        "1/2-1/2" | "\u{bd}-\u{bd}" | "1/2" | "=-=" => Some("1/2-1/2"),
        "*" => Some("*"),
        _ => None,
    }
}

/// Splits `12.`, `12...`, `12:`, `12.e4`, `12...Nf6` into the move number (with White
/// for one dot, Black for three dots or an ellipsis) and the rest, if any.
fn split_move_number(word: &str) -> (Option<(u32, Option<Color>)>, Option<&str>) {
    let digits = word.bytes().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > 4 {
        return (None, Some(word));
    }
    // A bare number (`10 B:c4(R)`, as some published tables write it) is a move
    // number too; `0000` stays a null move for the variant to judge.
    // Four digits are an ICCF numeric move (`5254`), never a move number.
    if digits == word.len() && digits < 4 && !word.starts_with('0') {
        return (word.parse::<u32>().ok().map(|n| (n, None)), None);
    }
    let after = &word[digits..];
    let dots = after
        .chars()
        .take_while(|&c| c == '.' || c == '\u{2026}' || c == ':')
        .collect::<String>();
    if dots.is_empty() {
        return (None, Some(word));
    }
    let Ok(n) = word[..digits].parse::<u32>() else {
        return (None, Some(word));
    };
    let side = if dots.contains('\u{2026}') || dots.matches('.').count() >= 2 {
        Some(Color::Black)
    } else if dots == "." {
        Some(Color::White)
    } else {
        None
    };
    let rest = &after[dots.len()..];
    (Some((n, side)), (!rest.is_empty()).then_some(rest))
}

/// The text of the `{ ... }` comment opening at `i` (without its braces) and
/// the index just after it (the text's end for an unclosed one).
fn read_comment(chars: &[char], i: usize) -> (String, usize) {
    let end = skip_until(chars, i, '}');
    let close = if chars.get(end.wrapping_sub(1)) == Some(&'}') {
        end - 1
    } else {
        end
    };
    (chars[(i + 1).min(close)..close].iter().collect(), end)
}

fn skip_line(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() && chars[i] != '\n' {
        i += 1;
    }
    i
}

/// The index just after the next `end` from `i`, or the text's length when there
/// is none (never past it: an unclosed `{` inside a variation ends the text).
fn skip_until(chars: &[char], mut i: usize, end: char) -> usize {
    while i < chars.len() && chars[i] != end {
        i += 1;
    }
    (i + 1).min(chars.len())
}

/// Skips a `( ... )` variation, nested ones and comments inside included.
fn skip_variation(chars: &[char], mut i: usize) -> usize {
    let mut depth = 0;
    while i < chars.len() {
        match chars[i] {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            '{' => {
                i = skip_until(chars, i, '}');
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// True when the `(` at `i` opens a group that belongs to a word: its `)` comes before
/// any whitespace and is directly followed by more of the word (`(fhNrlbK)c8-d6`).
fn glued_group(chars: &[char], i: usize) -> bool {
    let mut j = i + 1;
    while j < chars.len() && chars[j] != ')' {
        if chars[j].is_whitespace() || chars[j] == '(' {
            return false;
        }
        j += 1;
    }
    // Glued when more of a move follows (`(WA)g1-e3`), not an annotation alone
    // (`(Pg2-g4)!`, Missed-Mark's intended move with its mark).
    j + 1 < chars.len() && chars[j + 1].is_ascii_alphanumeric() && j > i + 1
}

/// A word runs to whitespace or a comment/variation start; a parenthesised group
/// glued to it (`Nc3(B)`) is part of it.
fn read_word(chars: &[char], mut i: usize) -> (String, usize) {
    let mut word = String::new();
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() || c == '{' || c == ';' || c == ')' {
            break;
        }
        if c == '(' {
            let close = chars[i..].iter().position(|&x| x == ')').map(|p| i + p);
            match close {
                Some(end)
                    if chars[i + 1..end]
                        .iter()
                        .all(|x| !x.is_whitespace() && *x != '(')
                        && end > i + 1 =>
                {
                    word.extend(&chars[i..=end]);
                    i = end + 1;
                    continue;
                }
                _ => break,
            }
        }
        word.push(c);
        i += 1;
    }
    (word, i)
}

/// Reads `[Key "Value"]`; returns the index after `]`.
fn read_tag(chars: &[char], i: usize) -> (Option<(String, String)>, usize) {
    let mut j = i + 1;
    let mut key = String::new();
    while j < chars.len() && !chars[j].is_whitespace() && chars[j] != ']' && chars[j] != '"' {
        key.push(chars[j]);
        j += 1;
    }
    while j < chars.len() && chars[j] != '"' && chars[j] != ']' {
        j += 1;
    }
    let mut value = String::new();
    if j < chars.len() && chars[j] == '"' {
        j += 1;
        while j < chars.len() && chars[j] != '"' {
            if chars[j] == '\\' && j + 1 < chars.len() {
                j += 1;
            }
            value.push(chars[j]);
            j += 1;
        }
    }
    while j < chars.len() && chars[j] != ']' && chars[j] != '\n' {
        j += 1;
    }
    let next = if j < chars.len() && chars[j] == ']' {
        j + 1
    } else {
        j
    };
    // Without a quoted value it is a remark in brackets (`[if Ke7 then h4]`), not a tag.
    let quoted = chars[i..next].contains(&'"');
    ((!key.is_empty() && quoted).then_some((key, value)), next)
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_unclosed_comment_inside_a_variation_ends_the_text() {
        // Found by the conditional-line proptest: `({` at the end of a
        // text made the reader slice past it and panic.
        for text in ["e4 ({", "1. e4 (e5 {c", "x({ then", "(({"] {
            let _ = read(text);
        }
        assert_eq!(
            read("1. e4 (1... e5 {").first().map(|g| g.turns.len()),
            Some(1)
        );
    }

    use super::*;

    fn texts(g: &ScoreGame) -> Vec<&str> {
        g.turns.iter().map(|t| t.text.as_str()).collect()
    }

    #[test]
    fn pgn_with_comments_variations_and_nags() {
        let games = read(
            "\u{feff}[Event \"x\"]\n[FEN \"8/8 w - - 0 1\"]\n\n1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 $1 Nc6 ; line comment\n3.Bb5 a6 1-0\n",
        );
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].tag("fen"), Some("8/8 w - - 0 1"));
        assert_eq!(
            texts(&games[0]),
            vec!["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]
        );
        assert_eq!(games[0].result.as_deref(), Some("1-0"));
        assert_eq!(games[0].turns[4].number, Some(3));
        assert_eq!(games[0].turns[4].side, Some(Color::White));
    }

    #[test]
    fn timestamps_in_comments_belong_to_the_turn_before() {
        let games = read(
            "1. e4 {[%timestamp 2026-11-27T10:00:00Z] [%emt 1:00:00]} 1... e5 {a plain comment}\n2. Nf3 {[%emt 0:10:00]\n[%timestamp 2026-11-28T09:30:00Z]} (2. c3 {[%timestamp 2026-01-01T00:00:00Z]}) * {[%timestamp 2026-12-01T00:00:00Z]}",
        );
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!(texts(g), vec!["e4", "e5", "Nf3"]);
        assert_eq!(g.timestamp(0), Some("2026-11-27T10:00:00Z"));
        assert_eq!(g.timestamp(1), None);
        assert_eq!(g.timestamp(2), Some("2026-11-28T09:30:00Z"));
        assert_eq!(g.timestamps.len(), 2);
        assert_eq!(timestamp_in("{[%timestamp ]}"), None);
    }

    #[test]
    fn loose_scores() {
        let g = &read("12... Nf6 13: e7:d8=Q 14...Kd7 resigns")[0];
        assert_eq!(texts(g), vec!["Nf6", "e7:d8=Q", "Kd7"]);
        assert_eq!(g.turns[0].side, Some(Color::Black));
        assert_eq!(g.turns[1].number, Some(13));
        assert_eq!(g.turns[1].side, None);
        assert_eq!(g.resigned, Some(ResignedBy::SideToMove));
        let g = &read("1. e4 e5 White resigns")[0];
        assert_eq!(g.resigned, Some(ResignedBy::Side(Color::White)));
        assert_eq!(texts(g), vec!["e4", "e5"]);
    }

    #[test]
    fn comma_joined_and_glued_groups() {
        let g = &read_with(
            "1. e4 d6 2. e6, Bb5 (fhNrlbK)c8-d6 3. Nc3(B) O-O(Q) (3. a3 a6)",
            &super::super::syntax::Words {
                comma_lists: true,
                ..super::super::syntax::ORTHODOX
            },
        )[0];
        assert_eq!(
            texts(g),
            vec!["e4", "d6", "e6, Bb5", "(fhNrlbK)c8-d6", "Nc3(B)", "O-O(Q)"]
        );
    }

    #[test]
    fn parenthesised_marks_are_annotations() {
        // A syntax whose groups are turns (a Black Holes drop) still skips `(?)`.
        #[derive(Debug)]
        struct Drops;
        impl TurnSyntax for Drops {
            fn group(&self, _inner: &str, _after_turn: bool) -> Group {
                Group::Turn
            }
        }
        let g = &read_with("38. Ra7-b7(?) Nb4-a6 39. Rb7-a7 (!?) (He1)", &Drops)[0];
        assert_eq!(texts(g), vec!["Ra7-b7(?)", "Nb4-a6", "Rb7-a7", "(He1)"]);
    }

    #[test]
    fn each_game_is_read_in_the_syntax_its_tags_choose() {
        #[derive(Debug)]
        struct Drops;
        impl TurnSyntax for Drops {
            fn group(&self, _inner: &str, _after_turn: bool) -> Group {
                Group::Turn
            }
        }
        let by_tag = |tags: &[(String, String)]| -> &'static dyn TurnSyntax {
            match tag_value(tags, "variant") {
                Some("drops") => &Drops,
                _ => &ORTHODOX,
            }
        };
        // A score that opens with a group is a game when its syntax says the group
        // is a turn; the orthodox reading sees a variation only.
        assert_eq!(
            texts(&read_each_with("1... (He1)", &|_| &Drops)[0]),
            vec!["(He1)"]
        );
        assert!(read("1... (He1)").is_empty());
        let games = read_each_with(
            "[Variant \"drops\"]\n\n1... (He1) 2. e4 *\n\n[Event \"B\"]\n\n1. e4 (1. d4) e5 *\n\n\
             [Event \"C\"]\n[Variant \"drops\"]\n\n(Hb1) 1-0 (Hc1)\n",
            &by_tag,
        );
        let all: Vec<Vec<&str>> = games.iter().map(texts).collect();
        assert_eq!(
            all,
            vec![vec!["(He1)", "e4"], vec!["e4", "e5"], vec!["(Hb1)"]],
            "{games:?}"
        );
        // The group after C's result opens a game without tags, read orthodox: a
        // variation, so no game.
        assert_eq!(games.len(), 3);
        assert_eq!(games[2].tag("event"), Some("C"));
    }

    #[test]
    fn several_games() {
        let games = read("[Event \"A\"]\n\n*\n\n[Event \"B\"]\n\n1. d4 *\n");
        assert_eq!(games.len(), 2);
        assert!(games[0].turns.is_empty());
        assert_eq!(texts(&games[1]), vec!["d4"]);
    }
}
