//! A game's published page: the players' public names, the
//! variant with a link to its rules page, the event and round, the result and
//! how the game ended, the move list in the variant's own notation (each move a
//! link `#pN`), and the board: the final position drawn as SVG (shown without
//! JavaScript), and the position after every ply as data that `site.js` draws on
//! the same SVG when a move is clicked or the arrow keys pressed. Beside each
//! move the page shows when it was received and the days its mover used, as a
//! `<time>` element of the move list itself, so that a reader without
//! JavaScript sees them too (the PGN download has them as well).
//!
//! A long game is split into parts of [`PLIES_PER_PART`] plies, each page with
//! its own moves and boards, so that a page stays small whatever the game's
//! length (a 10,000-ply game is twenty pages of about 80 KB, each ply's time
//! of receipt written in its move list).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::json;

use super::page::{Page, SiteError};
use crate::board::diagram::Diagram;
use crate::board::geometry::Color;
use crate::corr::ids::GameId;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::output::board_svg;
use crate::output::drawing::Board;
use crate::output::move_times::move_times;
use crate::output::templates::Templates;
use crate::rules::position::{AnyPosition, VariantInfo};
use crate::rules::Options;
use crate::store::StoredTurn;

/// The most plies one page of a game shows.
pub const PLIES_PER_PART: usize = 500;

/// What a game's page shows, gathered by the publisher (names already public).
pub struct GameSource<'a> {
    /// The game's number.
    pub id: GameId,
    /// The game's variant.
    pub variant: &'static VariantInfo,
    /// The variant's options the game was made with.
    pub options: &'a Options,
    /// White's public name (never an address).
    pub white: &'a str,
    /// Black's public name (never an address).
    pub black: &'a str,
    /// `1-0`, `0-1`, `1/2-1/2`, or `None` while the game goes on.
    pub result: Option<&'a str>,
    /// How it ended, in words (`checkmate`, `resignation`, ...).
    pub termination: Option<&'a str>,
    /// The event: (tournament number, name, round).
    pub event: Option<(i64, &'a str, u32)>,
    /// The start position's text; `None`: the variant's start.
    pub start: Option<&'a str>,
    /// Every turn played, in ply order.
    pub turns: &'a [StoredTurn],
    /// The day the game began (`2026-11-24`).
    pub date: &'a str,
    /// When the game began, RFC 3339 UTC (the first ply's time used counts
    /// from it).
    pub started: &'a str,
}

/// One position as the page draws it: the diagram and the square of a king in
/// check.
struct Drawn {
    diagram: Diagram,
    check: Option<String>,
}

/// The pages of a game: `games/N.html`, then `games/N-2.html`... for a game
/// longer than [`PLIES_PER_PART`] plies.
///
/// # Errors
///
/// [`SiteError::Position`] for a stored position that does not read;
/// [`SiteError::Template`].
pub fn game_pages(templates: &Templates, game: &GameSource<'_>) -> Result<Vec<Page>, SiteError> {
    let positions = drawn_positions(game)?;
    let parts = game.turns.len().div_ceil(PLIES_PER_PART).max(1);
    (0..parts)
        .map(|part| {
            let first = part * PLIES_PER_PART;
            let last = (first + PLIES_PER_PART).min(game.turns.len());
            part_page(templates, game, &positions, part, parts, first, last)
        })
        .collect()
}

/// The file name of part `part` (0-based) of game `id`.
pub fn part_file(id: GameId, part: usize) -> String {
    if part == 0 {
        format!("{id}.html")
    } else {
        format!("{id}-{}.html", part + 1)
    }
}

/// The start and the position after every ply, read from the stored texts (no
/// replay: the store keeps each position).
fn drawn_positions(game: &GameSource<'_>) -> Result<Vec<Drawn>, SiteError> {
    let unreadable = |ply: usize| {
        move |e: crate::rules::RulesError| SiteError::Position {
            game: game.id,
            ply,
            reason: e.to_string(),
        }
    };
    let start = match game.start {
        Some(text) => (game.variant.from_text)(text, game.options),
        None => (game.variant.start)(game.options),
    }
    .map_err(unreadable(0))?;
    let mut out = Vec::with_capacity(game.turns.len() + 1);
    out.push(drawn(start.as_ref()));
    for (i, turn) in game.turns.iter().enumerate() {
        let position = (game.variant.from_text)(&turn.position_after, game.options)
            .map_err(unreadable(i + 1))?;
        out.push(drawn(position.as_ref()));
    }
    Ok(out)
}

fn drawn(position: &dyn AnyPosition) -> Drawn {
    let diagram = position.diagram();
    let check = position.is_check().then(|| {
        let king = match position.side_to_move() {
            Color::White => "K",
            Color::Black => "k",
        };
        diagram
            .pieces
            .iter()
            .find(|(_, p)| p.as_str() == king)
            .map(|(s, _)| s.to_string())
    });
    Drawn {
        check: check.flatten(),
        diagram,
    }
}

/// A square's content as the page's data writes it: the symbol, `*` when
/// marked, `@dx,dy` with a direction (White's side, as the page is drawn).
fn token(diagram: &Diagram, square: &crate::board::geometry::Square) -> String {
    let mut t = diagram
        .pieces
        .get(square)
        .map(|s| s.to_string())
        .unwrap_or_default();
    if diagram.marked.contains(square) {
        t.push('*');
    }
    if let Some((dx, dy)) = diagram.directions.get(square) {
        let _ = write!(t, "@{dx},{dy}");
    }
    t
}

fn tokens(diagram: &Diagram) -> BTreeMap<String, String> {
    let mut squares: Vec<_> = diagram.pieces.keys().collect();
    squares.extend(diagram.marked.iter());
    squares
        .into_iter()
        .map(|s| (s.to_string(), token(diagram, s)))
        .filter(|(_, t)| !t.is_empty())
        .collect()
}

/// The squares whose token differs between two positions, with the new token
/// (empty: emptied), as `e2= e4=P`.
fn diff(before: &BTreeMap<String, String>, after: &BTreeMap<String, String>) -> String {
    let mut changes: Vec<String> = Vec::new();
    for (square, t) in after {
        if before.get(square) != Some(t) {
            changes.push(format!("{square}={t}"));
        }
    }
    for square in before.keys() {
        if !after.contains_key(square) {
            changes.push(format!("{square}="));
        }
    }
    changes.join(" ")
}

/// The markup of a token (and of the same with a check ring, key `token+`).
fn markup(token: &str, in_check: bool) -> String {
    let (rest, direction) = match token.split_once('@') {
        Some((rest, d)) => {
            let mut steps = d.split(',').filter_map(|n| n.parse::<i8>().ok());
            (rest, steps.next().zip(steps.next()))
        }
        None => (token, None),
    };
    let marked = rest.ends_with('*');
    let piece = rest.trim_end_matches('*');
    board_svg::piece_markup(
        (!piece.is_empty()).then_some(piece),
        marked,
        direction,
        in_check,
    )
}

/// What the page's script steps through, plies `first..=last` of `positions`:
/// the first position's pieces by square, each ply's changes, the
/// checked kings, each piece's markup once and the squares in drawing order; and
/// the SVG definitions of the glyphs they use.
fn step_data(
    positions: &[Drawn],
    board: &Board,
    first: usize,
    last: usize,
) -> (serde_json::Value, String) {
    let token_maps: Vec<BTreeMap<String, String>> = positions[first..=last]
        .iter()
        .map(|p| tokens(&p.diagram))
        .collect();
    let diffs: Vec<String> = token_maps.windows(2).map(|w| diff(&w[0], &w[1])).collect();
    let checks: Vec<&str> = positions[first..=last]
        .iter()
        .map(|p| p.check.as_deref().unwrap_or(""))
        .collect();
    let mut pieces: BTreeMap<String, String> = BTreeMap::new();
    for (i, map) in token_maps.iter().enumerate() {
        for (square, t) in map.iter() {
            let checked = checks[i] == square.as_str();
            let key = if checked { format!("{t}+") } else { t.clone() };
            pieces.entry(key).or_insert_with(|| markup(t, checked));
        }
    }
    let glyphs = board_svg::glyph_defs(
        pieces
            .keys()
            .map(|k| k.split(['*', '@', '+']).next().unwrap_or_default()),
    );
    let data = json!({
        "first": first,
        "start": token_maps[0],
        "diffs": diffs,
        "checks": checks,
        "pieces": pieces,
        "squares": board.rows.iter().flat_map(|r| r.cells.iter().map(|c| c.square.clone())).collect::<Vec<_>>(),
    });
    (data, glyphs)
}

/// The words the page's stepping script writes (assets/site/site.js), in the
/// site's language: `{"start": ..., "after_ply": ..., ...}`.
fn script_words(language: Language) -> serde_json::Value {
    let letters: BTreeMap<String, String> = ['K', 'Q', 'R', 'B', 'N']
        .map(|c| (c.to_string(), language.letter_for(c)))
        .into_iter()
        .collect();
    json!({
        "start": Phrase::new("site-js-start").in_language(language),
        "after_ply": Phrase::new("site-js-after-ply").in_language(language),
        "the_start": Phrase::new("site-js-the-start").in_language(language),
        "after_ply_cap": Phrase::new("site-js-after-ply-cap").in_language(language),
        "board_start": Phrase::new("site-js-board-start").in_language(language),
        "board_after": Phrase::new("site-js-board-after").in_language(language),
        "white": Phrase::new("site-white").in_language(language),
        "black": Phrase::new("site-black").in_language(language),
        "pawn": Phrase::new("site-js-pawn").in_language(language),
        "pawns": Phrase::new("site-js-pawns").in_language(language),
        "no_pieces": Phrase::new("site-js-no-pieces").in_language(language),
        "shared": Phrase::new("site-js-shared").in_language(language),
        "letters": letters,
    })
}

/// One page: plies `first+1 ..= last` (0-based `first` is the ply the page's
/// data starts from).
fn part_page(
    templates: &Templates,
    game: &GameSource<'_>,
    positions: &[Drawn],
    part: usize,
    parts: usize,
    first: usize,
    last: usize,
) -> Result<Page, SiteError> {
    let shown = &positions[last];
    let mut board = Board::new(&shown.diagram, Color::White);
    if last > 0 {
        board = board.with_last_move(&positions[last - 1].diagram, &shown.diagram);
    }
    let mut svg = String::new();
    board_svg::svg_into(&mut svg, &board, shown.check.as_deref(), false);
    let (mut data, glyphs) = step_data(positions, &board, first, last);
    data["words"] = script_words(templates.site_language());
    let moves = move_list(game, first, last);
    let text = templates.render_site(
        "site/game.html",
        json!({
            "root": "../",
            "title": format!("{} – {}", game.white, game.black),
            "id": game.id,
            "white": game.white,
            "black": game.black,
            "variant": {"id": game.variant.id, "name": game.variant.name},
            "event": game.event.map(|(id, name, round)| json!({"id": id, "name": name, "round": round})),
            "result": game.result,
            "termination": game.termination,
            "date": game.date,
            "plies": game.turns.len(),
            "board": svg,
            "board_words": crate::output::spoken::piece_list_in(&shown.diagram, templates.site_language()).replace('\n', " "),
            "glyphs": glyphs,
            "notes": shown.diagram.notes,
            "legend": shown.diagram.legend,
            "moves": moves,
            "part": part + 1,
            "parts": (0..parts).map(|p| json!({"number": p + 1, "file": part_file(game.id, p)})).collect::<Vec<_>>(),
            "shown_ply": last,
            // `</` never appears in the JSON inside the <script> element.
            "data": serde_json::to_string(&data).unwrap_or_default().replace("</", "<\\/"),
        }),
    )?;
    Ok(Page {
        path: format!("games/{}", part_file(game.id, part)),
        text,
    })
}

/// The move list of plies `first+1 ..= last`: one entry a full move, each turn
/// with its ply number (`1... e5` when a part or a set-up start begins with
/// Black) and, when its time reads, when it was received and the days its
/// mover used ([`ply_times`]).
fn move_list(game: &GameSource<'_>, first: usize, last: usize) -> Vec<serde_json::Value> {
    let mut times = ply_times(game, first, last).into_iter().peekable();
    let mut rows: Vec<serde_json::Value> = Vec::new();
    for turn in &game.turns[first..last] {
        while times.next_if(|(ply, _)| *ply < turn.ply).is_some() {}
        let time = times.next_if(|(ply, _)| *ply == turn.ply).map(|(_, t)| t);
        let entry = json!({"ply": turn.ply, "text": turn.canonical, "time": time});
        let white = turn.side == crate::board::color::Color::White;
        match rows.last_mut() {
            Some(row) if !white && row["number"] == turn.number && row["black"].is_null() => {
                row["black"] = entry;
            }
            _ => rows.push(json!({
                "number": turn.number,
                "white": if white { entry.clone() } else { serde_json::Value::Null },
                "black": if white { serde_json::Value::Null } else { entry },
            })),
        }
    }
    rows
}

/// When plies `first+1 ..= last` were received, for the move list: each ply
/// whose time reads, with `at` (its `<time datetime>`, RFC 3339 UTC to the
/// minute) and `shown` (`2026-11-26 22:00 UTC, 1.5 days`: the receipt and the
/// days its mover used, as the `history` answer writes them), in ply order.
/// In the HTML itself, so that a reader without JavaScript (w3m, a screen
/// reader's browse mode) sees them.
fn ply_times(game: &GameSource<'_>, first: usize, last: usize) -> Vec<(u32, serde_json::Value)> {
    let since = match first {
        0 => game.started,
        _ => game.turns[first - 1].received_at.as_str(),
    };
    move_times(
        since,
        game.turns[first..last]
            .iter()
            .map(|t| (t.ply, t.received_at.as_str())),
    )
    .iter()
    .map(|time| {
        let days = time.used.num_seconds().max(0) as f64 / 86_400.0;
        let at = time.at.format("%Y-%m-%dT%H:%MZ").to_string();
        let shown = format!("{} UTC, {days:.1} days", time.at.format("%Y-%m-%d %H:%M"));
        (time.ply, json!({"at": at, "shown": shown}))
    })
    .collect()
}
