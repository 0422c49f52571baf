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

use std::collections::HashMap;

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
    let mut reader = ScoreReader {
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

struct ScoreReader<'f, 's> {
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

impl<'s> ScoreReader<'_, 's> {
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

/// ICCF numeric moves written with a space between their squares (`52 54`,
/// `57 581`) joined into one word (`5254`), so that neither square is taken for a
/// move number, and a bare move number before them (`11 52 54 57 55`, `1 5254 5755`)
/// left a move number.
///
/// The words are read in runs of bare numbers and numeric moves (a square pair on
/// one line, or four or five digits). A run is read as ICCF scores are written:
/// moves, then a move number and White's and Black's move again and again, the
/// numbers counting up by one, the last number with one move or two; a number may
/// end a run only before a turn written otherwise (`12 (H51)`). Of the readings
/// the one with the most move numbers is taken, a number as early as possible on
/// a tie; `52 54 57 55` has none. A run no reading fits (`1 2 52 54`: two numbers
/// in a row) has its pairs joined from the left.
fn join_numeric_squares(text: &str) -> std::borrow::Cow<'_, str> {
    let words = numeric_words(text);
    let mut joins = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if words[i].kind.is_none() {
            i += 1;
            continue;
        }
        let start = i;
        while i < words.len() && words[i].kind.is_some() {
            i += 1;
        }
        let then_turn = words.get(i).is_some_and(|w| w.turn_after_number);
        joins.extend(
            run_pairs(&words[start..i], then_turn)
                .into_iter()
                .map(|k| start + k),
        );
    }
    if joins.is_empty() {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut copied = 0;
    for k in joins {
        // The white space between a pair's squares is left out.
        out.push_str(&text[copied..words[k].end]);
        copied = words[k + 1].start;
    }
    out.push_str(&text[copied..]);
    std::borrow::Cow::Owned(out)
}

/// What a word of a score may be in a run of ICCF numeric words.
#[derive(Clone, Copy, Debug, Default)]
struct NumericKind {
    /// A bare number of one to three digits without a leading zero.
    number: Option<u32>,
    /// A pair's first square: two digits 1-8.
    first: bool,
    /// A pair's second square: two digits 1-8, maybe a promotion digit, maybe
    /// annotations or a comma after.
    second: bool,
    /// A whole numeric move: four or five digits, maybe annotations after.
    whole: bool,
}

/// One white-space separated word of a score.
struct NumericWord {
    /// Byte range in the text.
    start: usize,
    end: usize,
    /// No line break between it and the word before.
    same_line: bool,
    /// `None` when the word is no part of a run.
    kind: Option<NumericKind>,
    /// A turn written otherwise, which a bare move number may stand before (not a
    /// result, a comment, a move number or a numeric word).
    turn_after_number: bool,
}

/// The score's words with what each may be in a run of ICCF numeric words.
fn numeric_words(text: &str) -> Vec<NumericWord> {
    let mut words = Vec::new();
    let mut start = None;
    let mut line_break = false;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                let word = &text[s..i];
                let kind = numeric_kind(word);
                words.push(NumericWord {
                    start: s,
                    end: i,
                    same_line: !line_break,
                    kind,
                    turn_after_number: kind.is_none() && turn_after_number(word),
                });
                start = None;
                line_break = c == '\n';
            }
            (true, None) => line_break |= c == '\n',
            (false, None) => start = Some(i),
            (false, Some(_)) => {}
        }
    }
    words
}

/// What `word` may be in a run of ICCF numeric words, `None` when nothing.
fn numeric_kind(word: &str) -> Option<NumericKind> {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let (number, after) = word.split_at(digits);
    let annotated = after
        .chars()
        .all(|c| matches!(c, '+' | '#' | '!' | '?' | ','));
    if digits == 0 || !annotated {
        return None;
    }
    let squares = |n: usize| number.bytes().take(n).all(|b| (b'1'..=b'8').contains(&b));
    let kind = NumericKind {
        number: (after.is_empty() && digits <= 3 && !number.starts_with('0'))
            .then(|| number.parse().ok())
            .flatten(),
        first: after.is_empty() && digits == 2 && squares(2),
        second: (digits == 2 || digits == 3) && squares(2),
        whole: digits == 4 || digits == 5,
    };
    (kind.number.is_some() || kind.first || kind.second || kind.whole).then_some(kind)
}

/// True when `word` may be a turn after a bare move number: not a result, a
/// comment, a tag, a move number (`12.`) or a NAG.
fn turn_after_number(word: &str) -> bool {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let numbered = digits > 0 && word[digits..].starts_with(['.', ':', '\u{2026}']);
    result_token(word).is_none()
        && !numbered
        && !word.starts_with(['{', ';', '[', '$', '%'])
        && word != "resigns"
}

/// The longest run read as a whole; a longer one has its pairs joined from the left.
const LONGEST_RUN: usize = 256;

/// Where a reading of a run stands: the next word, the move number expected next
/// (none before the first), and how many moves followed the last number.
type RunState = (usize, Option<u32>, u8);

/// The indices (in `run`) of the words that start a square pair, in the reading
/// [`join_numeric_squares`] describes; `then_turn` when a turn written otherwise
/// follows the run.
fn run_pairs(run: &[NumericWord], then_turn: bool) -> Vec<usize> {
    let pair_at = |i: usize| {
        run[i].kind.is_some_and(|k| k.first)
            && run
                .get(i + 1)
                .is_some_and(|w| w.same_line && w.kind.is_some_and(|k| k.second))
    };
    let mut memo = HashMap::new();
    let read = (run.len() <= LONGEST_RUN)
        .then(|| most_numbers(run, then_turn, &pair_at, (0, None, 0), &mut memo))
        .flatten();
    let mut pairs = Vec::new();
    let mut i = 0;
    if read.is_none() {
        while i < run.len() {
            if pair_at(i) {
                pairs.push(i);
                i += 1;
            }
            i += 1;
        }
        return pairs;
    }
    // Follow the best reading from the start.
    let mut state: RunState = (0, None, 0);
    while state.0 < run.len() {
        let Some(&Some((_, step))) = memo.get(&state) else {
            break;
        };
        if step == Step::Pair {
            pairs.push(state.0);
        }
        state = next_state(state, step);
    }
    pairs
}

/// How a reading of a run takes its next word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Number(u32),
    Pair,
    Whole,
}

/// The state after `step`.
fn next_state((i, expected, moves): RunState, step: Step) -> RunState {
    match step {
        Step::Number(n) => (i + 1, Some(n.saturating_add(1)), 0),
        // Moves before the first number are not counted.
        Step::Pair => (
            i + 2,
            expected,
            expected.map_or(0, |_| moves.saturating_add(1)),
        ),
        Step::Whole => (
            i + 1,
            expected,
            expected.map_or(0, |_| moves.saturating_add(1)),
        ),
    }
}

/// The most move numbers a reading of the rest of `run` from `state` has, with the
/// first step of such a reading (memoised in `memo`); `None` when no reading fits.
fn most_numbers(
    run: &[NumericWord],
    then_turn: bool,
    pair_at: &dyn Fn(usize) -> bool,
    state: RunState,
    memo: &mut HashMap<RunState, Option<(u32, Step)>>,
) -> Option<u32> {
    let (i, expected, moves) = state;
    let waiting = expected.is_some() && moves == 0;
    let Some(kind) = run.get(i).and_then(|w| w.kind) else {
        return (!waiting || then_turn).then_some(0);
    };
    if let Some(known) = memo.get(&state) {
        return known.map(|(n, _)| n);
    }
    // Up to two moves (White's and Black's) after a number.
    let room = expected.is_none() || moves < 2;
    let mut steps = Vec::with_capacity(3);
    // A number after another follows both of its moves and counts up by one.
    if let Some(n) = kind
        .number
        .filter(|&n| expected.is_none_or(|e| e == n && moves == 2))
    {
        steps.push(Step::Number(n));
    }
    if room && pair_at(i) {
        steps.push(Step::Pair);
    }
    if room && kind.whole {
        steps.push(Step::Whole);
    }
    let mut best: Option<(u32, Step)> = None;
    for step in steps {
        let gain = u32::from(matches!(step, Step::Number(_)));
        let next = next_state(state, step);
        if let Some(n) = most_numbers(run, then_turn, pair_at, next, memo) {
            if best.is_none_or(|(b, _)| n + gain > b) {
                best = Some((n + gain, step));
            }
        }
    }
    memo.insert(state, best);
    best.map(|(n, _)| n)
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

    /// (number, side, text) of each turn of the first game.
    fn numbered(text: &str) -> Vec<(Option<u32>, Option<Color>, String)> {
        read(text)
            .first()
            .map(|g| {
                g.turns
                    .iter()
                    .map(|t| (t.number, t.side, t.text.clone()))
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn bare_move_numbers_before_iccf_numeric_moves() {
        let four = |a: u32, b: u32| {
            vec![
                (Some(a), None, "5254".to_string()),
                (None, None, "5755".to_string()),
                (Some(b), None, "7163".to_string()),
            ]
        };
        assert_eq!(numbered("1 5254 5755 2 7163"), four(1, 2));
        assert_eq!(numbered("1 52 54 57 55 2 71 63"), four(1, 2));
        assert_eq!(numbered("11 52 54 57 55 12 71 63"), four(11, 12));
        assert_eq!(numbered("11 52 54 57 55\n12 7163 *"), four(11, 12));
        assert_eq!(
            numbered("11 52 54 57 55"),
            vec![(Some(11), None, "5254".into()), (None, None, "5755".into())]
        );
        assert_eq!(numbered("11 52 54"), vec![(Some(11), None, "5254".into())]);
        // A number follows both moves of the number before: 14 11 is a move here.
        assert_eq!(
            numbered("13 1111 14 11 14 1111"),
            vec![
                (Some(13), None, "1111".into()),
                (None, None, "1411".into()),
                (Some(14), None, "1111".into())
            ]
        );
        // A number before a turn written otherwise.
        assert_eq!(
            numbered("12 52 54 57 55 13 Nf3"),
            vec![
                (Some(12), None, "5254".into()),
                (None, None, "5755".into()),
                (Some(13), None, "Nf3".into())
            ]
        );
    }

    #[test]
    fn iccf_numeric_forms_without_bare_numbers_stay() {
        let texts_of =
            |text: &str| -> Vec<String> { numbered(text).into_iter().map(|(_, _, t)| t).collect() };
        assert_eq!(texts_of("52 54"), ["5254"]);
        assert_eq!(texts_of("52-54"), ["52-54"]);
        assert_eq!(texts_of("5254"), ["5254"]);
        assert_eq!(texts_of("52 54 57 55"), ["5254", "5755"]);
        assert_eq!(texts_of("57 581+ 12 11"), ["57581+", "1211"]);
        assert_eq!(texts_of("52 54 57 55 1-0"), ["5254", "5755"]);
        // Dotted numbers never take part: 52 54 57 53 is two moves.
        assert_eq!(
            texts_of("1. 52 54 57 53 2. 71 63"),
            ["5254", "5753", "7163"]
        );
        assert_eq!(
            numbered("1. 5254 5755 2. 7163")[2],
            (Some(2), Some(Color::White), "7163".into())
        );
        // Three words: a move number and a pair, as `11 52 54`.
        assert_eq!(numbered("52 54 57"), vec![(Some(52), None, "5457".into())]);
        // No reading fits two numbers in a row: pairs are joined from the left.
        assert_eq!(texts_of("1 2 52 54"), ["5254"]);
        // A run longer than LONGEST_RUN words too.
        let long = texts_of(&"52 54 ".repeat(LONGEST_RUN));
        assert_eq!(long.len(), LONGEST_RUN);
        assert!(long.iter().all(|t| t == "5254"));
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
