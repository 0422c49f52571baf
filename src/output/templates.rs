//! Reply bodies from minijinja templates: the defaults in templates/ are built into
//! the binary; an operator's folder overrides them file by file. The HTML part of a
//! reply is rendered from its text and its board when it is sent, by
//! `reply.html` (HTML-escaped by minijinja, as every `.html` template).

use std::path::{Path, PathBuf};

use minijinja::value::{Kwargs, Value, ValueKind};
use minijinja::{Environment, State};
use serde::Serialize;

use crate::notation::dialect::Language;
use crate::notation::words::{Phrase, Word};
use crate::output::drawing::Board;

/// The built-in templates, by file name.
pub const EMBEDDED: &[(&str, &str)] = &[
    ("new_game.txt", include_str!("../../templates/new_game.txt")),
    ("update.txt", include_str!("../../templates/update.txt")),
    ("board.txt", include_str!("../../templates/board.txt")),
    ("error.txt", include_str!("../../templates/error.txt")),
    ("held.txt", include_str!("../../templates/held.txt")),
    (
        "held_note.txt",
        include_str!("../../templates/held_note.txt"),
    ),
    ("help.txt", include_str!("../../templates/help.txt")),
    ("confirm.txt", include_str!("../../templates/confirm.txt")),
    ("reminder.txt", include_str!("../../templates/reminder.txt")),
    ("forfeit.txt", include_str!("../../templates/forfeit.txt")),
    ("personal.txt", include_str!("../../templates/personal.txt")),
    ("digest.txt", include_str!("../../templates/digest.txt")),
    (
        "leave_notice.txt",
        include_str!("../../templates/leave_notice.txt"),
    ),
    (
        "organiser.txt",
        include_str!("../../templates/organiser.txt"),
    ),
    ("notice.txt", include_str!("../../templates/notice.txt")),
    ("overview.txt", include_str!("../../templates/overview.txt")),
    (
        "tournament.txt",
        include_str!("../../templates/tournament.txt"),
    ),
    (
        "crosstable.html",
        include_str!("../../templates/crosstable.html"),
    ),
    ("bracket.html", include_str!("../../templates/bracket.html")),
    (
        "crosstable_table.html",
        include_str!("../../templates/crosstable_table.html"),
    ),
    (
        "bracket_table.html",
        include_str!("../../templates/bracket_table.html"),
    ),
    (
        "team_crosstable.html",
        include_str!("../../templates/team_crosstable.html"),
    ),
    (
        "team_table.html",
        include_str!("../../templates/team_table.html"),
    ),
    (
        "site/base.html",
        include_str!("../../templates/site/base.html"),
    ),
    (
        "site/index.html",
        include_str!("../../templates/site/index.html"),
    ),
    (
        "site/game.html",
        include_str!("../../templates/site/game.html"),
    ),
    (
        "site/event.html",
        include_str!("../../templates/site/event.html"),
    ),
    (
        "site/rules.html",
        include_str!("../../templates/site/rules.html"),
    ),
    ("bye.txt", include_str!("../../templates/bye.txt")),
    (
        "pairing_error.txt",
        include_str!("../../templates/pairing_error.txt"),
    ),
    ("header.txt", include_str!("../../templates/header.txt")),
    ("footer.txt", include_str!("../../templates/footer.txt")),
    ("reply.html", include_str!("../../templates/reply.html")),
];

/// A template that could not be rendered; the message names the template and
/// minijinja's error, and [`std::error::Error::source`] goes on from there (the
/// error of an included template, which minijinja's message leaves out), so that
/// each cause is printed once in a chain.
#[derive(Debug)]
pub struct TemplateError {
    /// The template's name (`reply.txt`, ...).
    pub name: String,
    /// minijinja's error.
    pub error: minijinja::Error,
}

impl std::fmt::Display for TemplateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "template {}: {}", self.name, self.error)
    }
}

impl std::error::Error for TemplateError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.error)
    }
}

/// The reply templates.
#[derive(Clone)]
pub struct Templates {
    env: Environment<'static>,
    /// The language of the published site's own words (`[publish] language`).
    site_language: Language,
}

impl Templates {
    /// Embedded templates, overridden by same-named files in `override_dir`.
    pub fn new(override_dir: Option<&Path>) -> Templates {
        let mut env = Environment::new();
        if let Ok(syntax) = minijinja::syntax::SyntaxConfig::builder()
            .keep_trailing_newline(true)
            .build()
        {
            env.set_syntax(syntax);
        }
        env.add_function("t", translate);
        let dir: Option<PathBuf> = override_dir.map(Path::to_path_buf);
        env.set_loader(move |name| {
            if let Some(dir) = &dir {
                let path = dir.join(name);
                if path.is_file() {
                    return std::fs::read_to_string(&path).map(Some).map_err(|e| {
                        minijinja::Error::new(
                            minijinja::ErrorKind::InvalidOperation,
                            format!("{}: {e}", path.display()),
                        )
                    });
                }
            }
            Ok(EMBEDDED
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, t)| t.to_string()))
        });
        Templates {
            env,
            site_language: Language::English,
        }
    }

    /// These templates with the published site's words in `language`
    /// (`[publish] language`; English by default).
    pub fn with_site_language(mut self, language: Language) -> Templates {
        self.site_language = language;
        self
    }

    /// The language of the published site's own words.
    pub fn site_language(&self) -> Language {
        self.site_language
    }

    /// Renders the site template `name` (`site/*.html`) with `context`, an
    /// object to which the site's language is added as `lang`.
    ///
    /// # Errors
    ///
    /// [`TemplateError`], as [`Templates::render`].
    pub fn render_site(
        &self,
        name: &str,
        mut context: serde_json::Value,
    ) -> Result<String, TemplateError> {
        if let Some(values) = context.as_object_mut() {
            values.insert("lang".into(), self.site_language.code().into());
        }
        self.render(name, context)
    }

    /// Renders template `name` with `context`.
    ///
    /// # Errors
    ///
    /// [`TemplateError`] for a missing template or a syntax/render error
    /// (an operator's broken override, for instance).
    pub fn render(&self, name: &str, context: impl Serialize) -> Result<String, TemplateError> {
        let wrap = |error| TemplateError {
            name: name.to_string(),
            error,
        };
        let template = self.env.get_template(name).map_err(wrap)?;
        template
            .render(minijinja::value::Serde(context))
            .map_err(wrap)
    }

    /// The HTML part of a reply whose text is `text`, by the
    /// `reply.html` template: the text's paragraphs with the same words, and where
    /// the text shows `board` (its [`Board::text`], as the templates put it with
    /// `{{ diagram }}`) the board as a table with its notes and legend. A board the
    /// text does not show is left out; `title` is the subject.
    ///
    /// # Errors
    ///
    /// [`TemplateError`] (an operator's broken `reply.html`).
    pub fn html(
        &self,
        title: &str,
        text: &str,
        board: Option<&Board>,
    ) -> Result<String, TemplateError> {
        self.html_with_picture(title, text, board, false)
    }

    /// [`Templates::html`] that also shows the board as the picture attached
    /// inline as `cid:` [`crate::mail`]'s board ID when `picture` is true,
    /// above the table, which stays for readers that show no pictures.
    ///
    /// # Errors
    ///
    /// [`TemplateError`].
    pub fn html_with_picture(
        &self,
        title: &str,
        text: &str,
        board: Option<&Board>,
        picture: bool,
    ) -> Result<String, TemplateError> {
        let boards: Vec<(&Board, bool)> = board.map(|b| (b, picture)).into_iter().collect();
        self.html_with_pictures(title, text, &boards, Language::English)
    }

    /// [`Templates::html_with_picture`] for a text in `language` (the page's
    /// `lang`, for screen readers) that shows several boards (a digest's
    /// games), each with whether its picture is attached: each board
    /// the text shows, in the order of `boards` and of the text, is drawn where
    /// its drawing stands, the picture of board number `i` shown as
    /// `cid:` [`crate::mail::outbound::board_cid`]`(i)`, with the board in words
    /// as its alt text. The first board fills `before`, `board`, `picture` and
    /// `after` (all the text after it) as for one board, so that an operator's
    /// `reply.html` written for one board still renders; the further ones are
    /// `more` (each with the paragraphs `before` it, its `board`, `picture` and
    /// `cid`), and `rest` the paragraphs after the last.
    ///
    /// # Errors
    ///
    /// [`TemplateError`].
    pub fn html_with_pictures(
        &self,
        title: &str,
        text: &str,
        boards: &[(&Board, bool)],
        language: Language,
    ) -> Result<String, TemplateError> {
        let lang = language.code();
        let mut found = Vec::new();
        let mut from = 0;
        for (index, (board, picture)) in boards.iter().enumerate() {
            let drawn = board.text();
            let key = board.key();
            let Some(at) = text
                .get(from..)
                .and_then(|rest| find_drawing(rest, &drawn, &key))
            else {
                continue;
            };
            found.push((from + at, from + at + drawn.len(), index, *board, *picture));
            from += at + drawn.len();
        }
        let Some(&(first_at, first_end, first_index, first, first_picture)) = found.first() else {
            return self.render("reply.html", ReplyHtml::text_alone(title, lang, text));
        };
        // A reply with one board shows it as a picture and as a table (for the
        // readers that show no pictures); one with several (a digest) draws each
        // once: its picture, or its table where it has no picture.
        let several = found.len() > 1;
        let mut more = Vec::new();
        for pair in found.windows(2) {
            let (_, previous_end, ..) = pair[0];
            let (at, _, index, board, picture) = pair[1];
            more.push(MoreBoard {
                before: paragraphs(text.get(previous_end..at).unwrap_or("")),
                board: HtmlBoard::new(board, !picture || !several),
                picture: picture.then(|| PictureSize::of(board)),
                cid: crate::mail::outbound::board_cid(index),
            });
        }
        let last_end = found.last().map_or(first_end, |f| f.1);
        let context = ReplyHtml {
            title,
            lang,
            before: paragraphs(text.get(..first_at).unwrap_or("")),
            board: Some(HtmlBoard::new(first, !first_picture || !several)),
            picture: first_picture.then(|| PictureSize::of(first)),
            cid: crate::mail::outbound::board_cid(first_index),
            after: paragraphs(text.get(first_end..).unwrap_or("")),
            more,
            rest: paragraphs(text.get(last_end..).unwrap_or("")),
        };
        self.render("reply.html", context)
    }

    /// Renders every template (each built-in name, or the operator's file that
    /// overrides it) with [`sample_context`], as `arbiter check-config` does at
    /// start; returns the names checked, in order.
    ///
    /// # Errors
    ///
    /// The first [`TemplateError`], naming the template (and minijinja's
    /// line) that does not parse or render.
    pub fn check(&self) -> Result<Vec<&'static str>, TemplateError> {
        let (sample, site) = (sample_context(), site_sample_context());
        let mut checked = Vec::new();
        for (name, _) in EMBEDDED {
            if name.starts_with("site/") {
                self.render(name, &site)?;
            } else {
                self.render(name, &sample)?;
            }
            checked.push(*name);
        }
        Ok(checked)
    }
}

/// The template function `t(id, name=value, ...)`: message `id` of
/// locales/ in the language of the context's `lang` (a [`Language`] code;
/// English when it is missing or unknown), with the keyword arguments as its
/// placeholders ([`Phrase::try_in_language`]): a whole number as a number
/// (for the plural forms), anything else as its text.
///
/// # Errors
///
/// A minijinja error for an id that no message file has, or a placeholder the
/// message needs and the call does not give, so that `arbiter check-config`
/// names an operator's template that asks for one.
fn translate(state: &State, id: &str, kwargs: Kwargs) -> Result<String, minijinja::Error> {
    let language = state
        .lookup("lang")
        .and_then(|v| v.as_str().and_then(|code| code.parse::<Language>().ok()))
        .unwrap_or_default();
    let mut phrase = Phrase::new(id.to_string());
    for key in kwargs.args() {
        let value: Value = kwargs.get(key)?;
        let word = match value.as_i64() {
            Some(n) if value.kind() == ValueKind::Number => Word::Number(n),
            _ => Word::Plain(value.to_string()),
        };
        phrase = phrase.with(key.to_string(), word);
    }
    phrase.try_in_language(language).ok_or_else(|| {
        minijinja::Error::new(
            minijinja::ErrorKind::InvalidOperation,
            format!("locales/en has no message {id:?} with the placeholders given"),
        )
    })
}

/// Sample values for every variable of the published site's templates
/// (`site/*.html`), the shapes `output::site` passes.
pub fn site_sample_context() -> serde_json::Value {
    // A round of a round robin (games by board), then a cup's final (games by
    // match, one a tie-break game).
    let event_rounds = serde_json::json!([
        {"round": 1, "name": null, "matches": [],
         "games": [{"id": 12, "board": 1, "white": "Alice", "black": "Bob", "result": "1-0"}]},
        {"round": 2, "name": "Final", "games": [], "matches": [{"number": 1, "games": [
            {"id": 13, "board": 1, "white": "Alice", "black": "Bob", "result": "1-0", "game": 1},
            {"id": 14, "board": 1, "white": "Bob", "black": "Alice", "result": "", "tie_break": 1}
        ]}]}
    ]);
    let game = serde_json::json!({"ply": 1, "text": "e4",
        "time": {"at": "2026-11-24T10:00Z", "shown": "2026-11-24 10:00 UTC, 0.0 days"}});
    serde_json::json!({
        "root": "../",
        "title": "Alice – Bob",
        "id": 12,
        "white": "Alice",
        "black": "Bob",
        "variant": {"id": "chess", "name": "FIDE chess", "summary": "the FIDE Laws of Chess"},
        "event": {"id": 1, "name": "Winter Cup", "round": 2, "variant": "chess",
                  "system": "swiss", "status": "running"},
        "result": "1-0",
        "termination": "checkmate",
        "date": "2026-11-24",
        "plies": 1,
        "board": "<svg></svg>",
        "glyphs": "",
        "notes": ["a note"],
        "legend": [{"symbol": "N", "name": "Knight", "betza": "N"}],
        "moves": [{"number": 1, "white": game, "black": null}],
        "part": 1,
        "parts": [{"number": 1, "file": "12.html"}],
        "shown_ply": 1,
        "data": "{}",
        "events": [{"id": 1, "name": "Winter Cup", "variant": "chess", "system": "swiss",
                    "status": "running"}],
        "games": [{"id": 12, "white": "Alice", "black": "Bob", "variant": "chess",
                   "event": "Winter Cup, round 2", "event_id": 1, "result": "1-0",
                   "plies": 1, "updated": "2026-11-24"}],
        "table": "<table></table>",
        "event_rounds": event_rounds,
        "body": "<p>The rules.</p>",
    })
}

/// Sample values for every variable the built-in templates use (game, players,
/// diagram, clock, lists of events and notes ...), the shapes the arbiter passes:
/// enough to render each template through all its branches that sample data
/// reaches. Used by [`Templates::check`].
pub fn sample_context() -> serde_json::Value {
    let mut sample = sample_values();
    // The language of the HTML pages (`reply.html`, the tables' pages).
    sample["lang"] = serde_json::json!("en");
    // The digest's values (`digest.txt`).
    sample["when"] = serde_json::json!("Fri 27 Nov 2026 18:00 CET");
    sample["games"] = serde_json::json!([{
        "game": 12,
        "white": "Alice <alice@example.org>",
        "black": "Bob <bob@example.org>",
        "variant_name": "Chess",
        "last_move": "1... e5",
        "diagram": "  +------------------------+\n8 | r  n  b  q  k  b  n  r |\n  +------------------------+\n",
        "status": "Your move (White to play 2.).",
        "clock": "White must move by 2026-12-24 10:00 UTC",
    }]);
    sample["news"] = serde_json::json!([{"game": 13, "summary": "2. Nf3, Black to move"}]);
    // The overview's values (`overview.txt`).
    sample["running"] = serde_json::json!([{
        "id": 12,
        "variant": "Chess",
        "colour": "White",
        "opponent": "Bob",
        "your_move": true,
        "to_move": "White",
        "moves": 3,
        "last": "2. Nf3",
        "left": "9d 23h",
        "deadline": "2026-12-24 10:00 UTC (11:00 Europe/Berlin)",
        "link": "https://example.org/games/12.html",
    }]);
    sample["finished"] = serde_json::json!([{
        "id": 11,
        "variant": "Chess",
        "result": "1-0",
        "termination": "checkmate",
        "colour": "Black",
        "opponent": "Bob",
        "ended": "2026-11-20",
        "link": "https://example.org/games/11.html",
    }]);
    sample["yours"] = serde_json::json!(1);
    sample["days"] = serde_json::json!(30);
    sample["zone"] = serde_json::json!("Europe/Berlin");
    // How to move in several games at once (the overview and the digest).
    sample["several"] = serde_json::json!({
        "label": "Game 12",
        "first": "Game 12: Nf3",
        "second": "14: e5",
    });
    sample
}

/// The values of every reply template but the digest's and the overview's.
fn sample_values() -> serde_json::Value {
    serde_json::json!({
        "arbiter_name": "PBEM Arbiter",
        "game": 12,
        "variant_name": "Chess",
        "white": "Alice <alice@example.org>",
        "black": "Bob <bob@example.org>",
        "white_rating": "1532",
        "black_rating": "1662?",
        "rated": false,
        "status": "Black to move (1...)",
        "diagram": "  +------------------------+\n8 | r  n  b  q  k  b  n  r |\n  +------------------------+\n",
        "move_list": "1. e4",
        "clock": "White: 9d 23h left\nBlack: 10d left, deadline 2026-12-24 10:00 UTC\n",
        "subject": "Re: [Game 12]",
        "what": "aborted the game",
        "reason": "a sample reason",
        "why": "it did not carry your code for game 12",
        "code_missing": true,
        "notation": "Moves are written in SAN: e4, Nf3, O-O.",
        "limit": "100000 search states",
        "key": "<sample@example.org>",
        "your_side": "Black",
        "your_turn": true,
        "who": "alice@example.org",
        "to_move": "Black",
        "source": "1700000000.M1P1.host",
        "sender": "alice@example.org",
        "note": "a sample note",
        "line": "e4",
        "left": "9d 23h",
        "leave": "2026-12-24 to 2026-12-31",
        "for_player": "alice@example.org",
        "deadline": "2026-12-24 10:00 UTC",
        "by": "organiser",
        "player": true,
        "move": {
            "side": "White",
            "label": "1.",
            "input": "e4",
            "canonical": "e4",
            "notes": ["check"],
        },
        "events": ["White played 1. e4"],
        "done": ["e4: applied"],
        "variants": ["chess (Chess)"],
        "leave_days": ["2026-12-24"],
    })
}

/// The context of `reply.html`, given to the template as it is (not through a
/// `serde_json::Value` first: the board's 64 or more cells were built twice per
/// reply).
#[derive(Serialize)]
struct ReplyHtml<'a> {
    title: &'a str,
    /// The language the text is written in (ISO 639-1 code), the page's `lang`.
    lang: &'static str,
    /// The text's paragraphs before the board, each as its lines.
    before: Vec<Vec<&'a str>>,
    board: Option<HtmlBoard<'a>>,
    /// The inline picture's size in pixels, when the reply carries one.
    picture: Option<PictureSize>,
    /// The picture's Content-ID ([`crate::mail::outbound::board_cid`]).
    cid: String,
    /// The text's paragraphs after the (first) board, each as its lines: all of
    /// the text after it, the drawings of further boards included.
    after: Vec<Vec<&'a str>>,
    /// The boards after the first, each with the paragraphs before it; empty
    /// for a text with one board.
    more: Vec<MoreBoard<'a>>,
    /// The text's paragraphs after the last board, each as its lines.
    rest: Vec<Vec<&'a str>>,
}

impl<'a> ReplyHtml<'a> {
    /// A reply whose text shows no board: its paragraphs alone.
    fn text_alone(title: &'a str, lang: &'static str, text: &'a str) -> ReplyHtml<'a> {
        ReplyHtml {
            title,
            lang,
            before: paragraphs(text),
            board: None,
            picture: None,
            cid: String::new(),
            after: Vec::new(),
            more: Vec::new(),
            rest: Vec::new(),
        }
    }
}

/// A board after the first of a reply that shows several (a digest's games).
#[derive(Serialize)]
struct MoreBoard<'a> {
    /// The text's paragraphs between the board before and this one.
    before: Vec<Vec<&'a str>>,
    board: HtmlBoard<'a>,
    /// The inline picture's size in pixels, when the reply carries it.
    picture: Option<PictureSize>,
    /// The picture's Content-ID ([`crate::mail::outbound::board_cid`]).
    cid: String,
}

/// A [`Board`] as `reply.html` draws it: the table's markup, made in Rust
/// ([`super::board_html::table`]; minijinja's evaluation of the 64
/// cells was most of the part's cost), and the notes and legend under it.
#[derive(Serialize)]
struct HtmlBoard<'a> {
    /// The `<table>`, marked safe: escaped where it was made; `None` when the
    /// board is shown by its picture alone (a digest's board with a picture).
    table: Option<minijinja::Value>,
    /// The lines under the table that say how to read it, in the reader's
    /// language ([`Board::html_key`]).
    key: Vec<String>,
    notes: &'a [String],
    legend: &'a [crate::board::diagram::LegendEntry],
    /// The board in words, the picture's alt text, broken into lines of at most
    /// 54 characters (white space inside an attribute, so the words read the
    /// same) so that the HTML part can travel as 7bit (RFC 5322 §2.1.1).
    alt: Option<String>,
    /// The same words as lines, shown above the picture for a reader who asked
    /// for lists (`board list` or `both`); empty otherwise.
    words: Vec<&'a str>,
}

impl<'a> HtmlBoard<'a> {
    /// `board` as the part draws it, with its table when `table` is true.
    fn new(board: &'a Board, table: bool) -> HtmlBoard<'a> {
        let words = match (&board.spoken, board.style.is_grid()) {
            (Some(spoken), false) => spoken.lines().collect(),
            _ => Vec::new(),
        };
        HtmlBoard {
            table: table
                .then(|| minijinja::Value::from_safe_string(super::board_html::table(board))),
            key: board.html_key().lines().map(String::from).collect(),
            notes: &board.notes,
            legend: &board.legend,
            alt: board.spoken.as_ref().map(|s| short_lines(s, 54)),
            words,
        }
    }
}

/// The words of `text` (any white space between them) on lines of at most
/// `width` characters where the words allow, joined by a line feed and a space.
fn short_lines(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in text.split_whitespace() {
        let length = word.chars().count();
        if line > 0 && line + 1 + length > width {
            out.push_str("\n ");
            line = 1;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += length;
    }
    out
}

/// A picture's width and height in pixels.
#[derive(Serialize)]
struct PictureSize {
    width: u32,
    height: u32,
}

impl PictureSize {
    /// The size of `board`'s picture ([`super::picture::size`]).
    fn of(board: &Board) -> PictureSize {
        let (width, height) = super::picture::size(board);
        PictureSize { width, height }
    }
}

/// `text` cut into paragraphs at blank lines, each as its lines without line ends
/// (the template shows a paragraph's lines with `<br>` between them).
fn paragraphs(text: &str) -> Vec<Vec<&str>> {
    let mut out = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
        } else {
            current.push(line);
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// Where `drawn` (a [`Board::text`]) first stands in `text`, as `text.find(drawn)`
/// says, found by the lines that end every drawing, `key` ([`Board::key`]): its
/// searcher is made once for the English key ([`TEXT_KEY`]), not once a reply
/// with the whole drawing (about 700 bytes) as needle. A key cannot overlap
/// itself (no prefix of a sentence is also its suffix), so the searcher's
/// non-overlapping matches are all of them.
///
/// [`TEXT_KEY`]: crate::output::drawing::TEXT_KEY
fn find_drawing(text: &str, drawn: &str, key: &str) -> Option<usize> {
    use crate::output::drawing::TEXT_KEY;
    static KEY_LINE: std::sync::OnceLock<memchr::memmem::Finder<'static>> =
        std::sync::OnceLock::new();
    let before_key = drawn
        .strip_suffix('\n')
        .unwrap_or(drawn)
        .strip_suffix(key)
        .map(str::len);
    let Some(before_key) = before_key else {
        return text.find(drawn);
    };
    let own;
    let finder = if key == TEXT_KEY {
        KEY_LINE.get_or_init(|| memchr::memmem::Finder::new(TEXT_KEY))
    } else {
        own = memchr::memmem::Finder::new(key);
        &own
    };
    finder.find_iter(text.as_bytes()).find_map(|key_at| {
        let start = key_at.checked_sub(before_key)?;
        (text.as_bytes().get(start..start + drawn.len())? == drawn.as_bytes()).then_some(start)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_templates_render_and_overrides_win() {
        let t = Templates::new(None);
        let help = t
            .render("help.txt", serde_json::json!({"arbiter_name": "Arbiter"}))
            .unwrap();
        assert!(help.contains("claim draw"));
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("help.txt"),
            "Custom help from {{ arbiter_name }}\n",
        )
        .unwrap();
        let t = Templates::new(Some(dir.path()));
        assert_eq!(
            t.render("help.txt", serde_json::json!({"arbiter_name": "Bob"}))
                .unwrap(),
            "Custom help from Bob\n"
        );
        assert!(t.render("nope.txt", serde_json::json!({})).is_err());
    }

    #[test]
    fn html_part_shows_the_words_and_the_board_as_a_table_escaped() {
        use crate::board::diagram::Diagram;
        use crate::board::geometry::{Color, Geometry, Square};
        use crate::output::drawing::Board;
        let mut pieces = std::collections::BTreeMap::new();
        pieces.insert(Square::parse("e1").unwrap(), "K".into());
        pieces.insert(Square::parse("e8").unwrap(), "<k>".into());
        let board = Board::new(
            &Diagram {
                geometry: Geometry::STANDARD,
                pieces,
                marked: vec![Square::parse("e1").unwrap()],
                directions: Default::default(),
                notes: vec!["Note & more".into()],
                legend: vec![],
            },
            Color::White,
        );
        let text = format!(
            "Game 1: <Alice> v Bob\n\n{}Moves: 1. e4\n\nYour move.\n-- \nArbiter\n",
            board.text()
        );
        let t = Templates::new(None);
        let html = t.html("[Game 1] e4 & more", &text, Some(&board)).unwrap();
        assert!(html.contains("Game 1: &lt;Alice&gt; v Bob"), "{html}");
        assert!(
            html.contains("&lt;k&gt;") && !html.contains("<k>"),
            "{html}"
        );
        assert!(html.contains("[Game 1] e4 &amp; more"), "{html}");
        assert!(html.contains("Note &amp; more"), "{html}");
        assert!(html.contains("Moves: 1. e4"), "{html}");
        assert!(html.contains("Your move."), "{html}");
        assert!(
            !html.contains("+---+"),
            "the ASCII board is replaced: {html}"
        );
        assert_eq!(html.matches("<td").count(), 64, "{html}");
        // Short lines, so that the part travels 7bit.
        // lettre counts a line with its CRLF: at most 73 bytes before it.
        assert!(html.lines().all(|l| l.len() <= 73), "{html}");
        assert!(
            html.find("Game 1:") < html.find("<table") && html.find("<table") < html.find("Moves:")
        );
        // A text that does not show the board: its words, no table.
        let html = t
            .html("Help", "Help\n\nSend a move.\n", Some(&board))
            .unwrap();
        assert!(
            html.contains("Send a move.") && !html.contains("<table"),
            "{html}"
        );
    }

    #[test]
    fn a_digest_draws_each_board_once() {
        use crate::board::diagram::Diagram;
        use crate::board::geometry::Color;
        let board = Board::new(&Diagram::of_pieces(&[("e1", "K")]), Color::White);
        let other = Board::new(&Diagram::of_pieces(&[("e8", "k")]), Color::White);
        let text = format!("One\n\n{}\nTwo\n\n{}\nEnd\n", board.text(), other.text());
        let t = Templates::new(None);
        let count = |boards: &[(&Board, bool)]| {
            let html = t
                .html_with_pictures("Digest", &text, boards, Language::English)
                .unwrap();
            (html.matches("<img").count(), html.matches("<table").count())
        };
        // Two pictures: no table.
        assert_eq!(count(&[(&board, true), (&other, true)]), (2, 0));
        // A board without its picture is its table.
        assert_eq!(count(&[(&board, true), (&other, false)]), (1, 1));
        // One board: its picture and its table, for readers that show no
        // pictures.
        let one = format!("One\n\n{}End\n", board.text());
        let html = t
            .html_with_pictures("Move", &one, &[(&board, true)], Language::English)
            .unwrap();
        assert_eq!(
            (html.matches("<img").count(), html.matches("<table").count()),
            (1, 1)
        );
        assert!(html.contains("The same board as a table:"), "{html}");
    }

    #[test]
    fn the_html_part_says_its_own_words_in_the_readers_language() {
        use crate::board::diagram::Diagram;
        use crate::board::geometry::Color;
        let mut board = Board::new(&Diagram::of_pieces(&[("d1", "Q")]), Color::White);
        board.language = Language::German;
        let text = format!("Eins\n\n{}Ende\n", board.text());
        let html = Templates::new(None)
            .html_with_pictures("Zug", &text, &[(&board, true)], Language::German)
            .unwrap();
        for words in [
            "Dasselbe Brett als Tabelle:",
            "aria-label=\"Brett\"",
            "Großbuchstaben: Weiß; Kleinbuchstaben: Schwarz.<br>",
            "Buchstaben: K König, D Dame",
            ">D</td>",
        ] {
            assert!(html.contains(words), "{words}\n{html}");
        }
        assert!(
            !html.contains("Upper case") && !html.contains(">Q</td>"),
            "{html}"
        );
    }

    proptest::proptest! {
        /// The drawing is found where `str::find` finds it, in texts that hold
        /// it once, twice, cut short, or the key line alone.
        #[test]
        fn find_drawing_is_str_find(
            parts in proptest::collection::vec(0usize..5, 0..6),
            drawn in "[a-c\n]{0,6}",
        ) {
            use crate::output::drawing::TEXT_KEY;
            let drawn = format!("{drawn}{TEXT_KEY}\n");
            let pieces = [
                drawn.clone(),
                TEXT_KEY.to_string(),
                drawn[1..].to_string(),
                "a\n".to_string(),
                drawn[..drawn.len() - 1].to_string(),
            ];
            let text: String = parts.iter().map(|&i| pieces[i].as_str()).collect();
            proptest::prop_assert_eq!(find_drawing(&text, &drawn, TEXT_KEY), text.find(&drawn));
            proptest::prop_assert_eq!(find_drawing(&text, "abc", TEXT_KEY), text.find("abc"));
            // A key of another language, made for the call.
            let german = drawn.replace(TEXT_KEY, "Gro\u{df}buchstaben: Wei\u{df}.");
            let text = text.replace(TEXT_KEY, "Gro\u{df}buchstaben: Wei\u{df}.");
            proptest::prop_assert_eq!(
                find_drawing(&text, &german, "Gro\u{df}buchstaben: Wei\u{df}."),
                text.find(&german)
            );
        }
    }
}
