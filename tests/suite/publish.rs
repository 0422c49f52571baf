//! The published site, made by the real binary from games played
//! by mail in a temporary data directory.
//! - every variant's game page, screenshotted by headless Chromium: each
//!   square's colour, the last turn's squares highlighted, a piece drawn on every
//!   occupied square and none on the empty ones, the board as wide and tall as
//!   the variant's (5x8 for Black Holes); w3m reads the page as text;
//! - names, never addresses; private games and events, and pending conditional
//!   moves, never published;
//! - `[publish] dir`: the poll brings the pages up to date after a turn; a
//!   publish that fails is logged, the move is played all the same, and the next
//!   poll publishes it;
//! - a 10,000-ply game is split into pages under 100 KB.
//!
//! `RENDERING_KEEP=DIR cargo test --test suite publish::` keeps the pages and screenshots.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::common::browser::{
    near, run, screenshot_sized, Picture, DARK, LAST_DARK, LAST_LIGHT, LIGHT, W3M,
};
use crate::common::{reply_mail, World};
use pbem_arbiter::board::diagram::Diagram;
use pbem_arbiter::rules::{variant, Options};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
/// templates: a square of the published board is 40 CSS px (output::board_svg).
const CELL: u32 = 40;

/// The options and start of each variant's game (a Momentum position with
/// pieces in motion, so that their arrows are drawn).
fn variants() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("chess", vec![]),
        ("cwda", vec!["--option", "white-army=colorbound-clobberers"]),
        (
            "momentum",
            vec![
                "--fen",
                "4k3/8/8/2pP4/8/4B3/8/4K3 w - c6 0 1 e3@-2/2x,c5@0/-2",
            ],
        ),
        ("revolving", vec![]),
        ("prodem", vec![]),
        ("mutd", vec![]),
        ("knightmare", vec![]),
        ("blackholes", vec![]),
        ("missedmark", vec![]),
    ]
}

/// Plays `plies` turns by mail, each the first legal turn the library lists for
/// the side to move (written as the arbiter writes it, so every variant's
/// notation is read back by mail).
fn play(w: &mut World, game: i64, plies: usize, tag: &str) {
    for ply in 0..plies {
        let (id, options, position) = stored(w, game);
        let info = variant(&id).unwrap();
        let p = (info.from_text)(&position, &options).unwrap();
        let Some(turn) = p.legal_turn_texts().into_iter().next() else {
            return;
        };
        let from = match p.side_to_move() {
            pbem_arbiter::board::geometry::Color::White => ALICE,
            pbem_arbiter::board::geometry::Color::Black => BOB,
        };
        w.deliver(&reply_mail(from, &format!("{tag}-{ply}@x"), game, &turn));
        let (code, _, err) = w.arbiter(&["poll", "--once"]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            w.count(&format!(
                "SELECT COUNT(*) FROM turns WHERE game_id = {game}"
            )),
            ply as i64 + 1,
            "{id}: {turn:?} was not played: {:?}",
            w.new_replies()
                .iter()
                .map(|r| r.body.clone())
                .collect::<Vec<_>>()
        );
    }
    w.new_replies();
}

/// The game's variant, options and current position text.
fn stored(w: &World, game: i64) -> (String, Options, String) {
    w.db()
        .query_row(
            "SELECT variant, options, current_position FROM games WHERE id = ?1",
            [game],
            |r| {
                let options: String = r.get(1)?;
                Ok((
                    r.get(0)?,
                    serde_json::from_str(&options).unwrap_or_default(),
                    r.get(2)?,
                ))
            },
        )
        .unwrap()
}

/// The diagrams before and after the last ply.
fn last_two(w: &World, game: i64) -> (Diagram, Diagram) {
    let (id, options, _) = stored(w, game);
    let info = variant(&id).unwrap();
    let texts: Vec<String> = {
        let db = w.db();
        let mut stmt = db
            .prepare("SELECT position_after FROM turns WHERE game_id = ?1 ORDER BY ply")
            .unwrap();
        stmt.query_map([game], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    let at = |i: usize| (info.from_text)(&texts[i], &options).unwrap().diagram();
    let n = texts.len();
    (at(n - 2), at(n - 1))
}

fn publish(w: &World) -> PathBuf {
    let site = w.dir.path().join("site");
    let (code, out, err) = w.arbiter(&["publish", site.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("published"), "{out}");
    site
}

/// Checks a screenshot of a game page against the diagrams: colours, highlight,
/// pieces, size.
fn check_page(pic: &Picture, before: &Diagram, after: &Diagram, what: &str) {
    let squares = [LIGHT, DARK, LAST_LIGHT, LAST_DARK];
    let (x0, y0) = (0..pic.height)
        .flat_map(|y| (0..pic.width).map(move |x| (x, y)))
        .find(|&(x, y)| squares.iter().any(|&c| near(pic.at(x, y), c)))
        .expect("no square in the screenshot");
    let g = after.geometry;
    let (files, ranks) = (u32::from(g.files), u32::from(g.ranks));
    let mut highlighted = 0;
    for row in 0..ranks {
        for col in 0..files {
            let square =
                pbem_arbiter::board::geometry::Square::new(col as u8, (ranks - 1 - row) as u8)
                    .unwrap();
            let changed = before.pieces.get(&square) != after.pieces.get(&square);
            highlighted += usize::from(changed);
            let want = match (square.is_dark(), changed) {
                (false, false) => LIGHT,
                (true, false) => DARK,
                (false, true) => LAST_LIGHT,
                (true, true) => LAST_DARK,
            };
            let (x, y) = (x0 + col * CELL + 4, y0 + row * CELL + 4);
            let got = pic.at(x, y);
            assert!(
                near(got, want),
                "{what}: {square} is {got:?} at ({x}, {y}), want {want:?}"
            );
            let (cx, cy) = (x0 + col * CELL + CELL / 2, y0 + row * CELL + CELL / 2);
            if after.pieces.contains_key(&square) {
                assert!(pic.ink_near(cx, cy), "{what}: no piece drawn on {square}");
            } else {
                assert!(
                    near(pic.at(cx, cy), want),
                    "{what}: something drawn on the empty {square}"
                );
            }
        }
    }
    assert!(highlighted >= 1, "{what}: the last turn changed nothing?");
    // Right of the last file and under the last rank: not a square.
    let right = pic.at(x0 + files * CELL + 4, y0 + 4);
    let under = pic.at(x0 + 4, y0 + ranks * CELL + 4);
    assert!(
        !squares.iter().any(|&c| near(right, c)) && !squares.iter().any(|&c| near(under, c)),
        "{what}: the board is larger than {files}x{ranks}"
    );
}

#[test]
fn every_variant_is_published_and_drawn() {
    let mut w = World::new();
    let mut games = Vec::new();
    for (id, args) in variants() {
        let mut all = vec!["--variant", id];
        all.extend(args);
        let game = w.game_with(ALICE, BOB, &all);
        play(&mut w, game, 2, id);
        games.push((id, game));
    }
    let site = publish(&w);
    let index = std::fs::read_to_string(site.join("index.html")).unwrap();
    for (id, game) in &games {
        let page = site.join(format!("games/{game}.html"));
        let html = std::fs::read_to_string(&page).unwrap();
        assert!(html.len() < 100_000, "{id}: page of {} bytes", html.len());
        assert!(
            index.contains(&format!("games/{game}.html")),
            "{id}: not in the index"
        );
        assert!(
            html.contains(&format!("../rules/{id}.html")),
            "{id}: no link to its rules"
        );
        assert!(site.join(format!("rules/{id}.html")).is_file());
        assert!(site.join(format!("games/{game}.pgn")).is_file());
        let png = screenshot_sized(&w, &page, &format!("{id}.png"), (1000, 900));
        let (before, after) = last_two(&w, *game);
        check_page(&Picture::read(&png), &before, &after, id);
        // A text viewer reads the page: the players, the moves.
        let (ok, text, err) = run(
            W3M,
            &["-dump", "-cols", "100", page.to_str().unwrap()],
            Duration::from_secs(60),
            "w3m",
        );
        assert!(ok, "w3m: {err}");
        assert!(
            text.contains("Moves") && text.contains("Player") && text.contains("PGN"),
            "{id}: {text}"
        );
    }
    // Momentum's pieces in motion carry arrows; the CwDA page has its legend.
    let html = |id: &str| {
        let game = games.iter().find(|(v, _)| *v == id).unwrap().1;
        std::fs::read_to_string(site.join(format!("games/{game}.html"))).unwrap()
    };
    assert!(html("momentum").contains("rotate("), "no motion arrow");
    assert!(html("cwda").contains("Moves (Betza)"), "no legend");
    keep(&site);
}

#[test]
fn names_never_addresses_and_private_things_stay_private() {
    let mut w = World::new();
    let public = w.game_with(ALICE, BOB, &[]);
    let private = w.game_with(ALICE, BOB, &["--private"]);
    let (code, _, err) = w.arbiter(&["player", "name", BOB, "Bob & O'Brien"]);
    assert_eq!(code, 0, "{err}");
    play(&mut w, public, 1, "pub");
    play(&mut w, private, 1, "priv");
    // Bob leaves a conditional line in the public game: never published.
    w.deliver(&reply_mail(BOB, "cond@x", public, "e5\nif Nf3 then Nc6"));
    let (code, _, err) = w.arbiter(&["poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    w.new_replies();
    // A private event: neither it nor its games.
    let (code, _, err) = w.arbiter(&[
        "tournament",
        "new",
        "Secret Cup",
        "--private",
        "--player",
        "carol@example.com",
        "--player",
        "dave@example.com",
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = w.arbiter(&["tournament", "start", "1"]);
    assert_eq!(code, 0, "{err}");
    let site = publish(&w);
    let mut all = String::new();
    for file in files(&site) {
        let name = file
            .strip_prefix(&site)
            .unwrap()
            .to_string_lossy()
            .to_string();
        assert!(
            !name.starts_with(&format!("games/{private}.")),
            "private game published: {name}"
        );
        all.push_str(&std::fs::read_to_string(&file).unwrap_or_default());
    }
    for secret in ["example.org", "example.net", "example.com", "Secret Cup"] {
        assert!(!all.contains(secret), "{secret:?} published");
    }
    let page = std::fs::read_to_string(site.join(format!("games/{public}.html"))).unwrap();
    assert!(
        page.contains(">e5</a>") && !page.contains("Nc6"),
        "the conditional line is published"
    );
    assert!(
        page.contains("Bob &amp; O&#x27;Brien") || page.contains("Bob &amp; O'Brien"),
        "{page}"
    );
    assert!(page.contains("Player 1"), "Alice has no name: Player 1");
    let pgn = std::fs::read_to_string(site.join(format!("games/{public}.pgn"))).unwrap();
    assert!(
        pgn.contains("[White \"Player 1\"]") && pgn.contains("[Black \"Bob & O'Brien\"]"),
        "{pgn}"
    );
}

#[test]
fn the_poll_publishes_each_turn_and_retries_a_failed_publish() {
    let mut w = World::new();
    let site = w.dir.path().join("www");
    let config = w.dir.path().join("arbiter.toml");
    // The site's folder cannot be made at first: a file stands in its way.
    std::fs::write(&site, "not a folder").unwrap();
    std::fs::write(
        &config,
        format!(
            "[arbiter]\naddress = \"arbiter@localhost\"\n[publish]\ndir = \"{}\"\ntitle = \"Club games\"\n",
            site.display()
        ),
    )
    .unwrap();
    let config = config.to_str().unwrap().to_string();
    let game = w.game_with(ALICE, BOB, &[]);
    w.deliver(&reply_mail(ALICE, "m1@x", game, "1. e4"));
    let (code, _, err) = w.arbiter(&["--config", &config, "poll", "--once"]);
    assert_eq!(
        code, 0,
        "the move is played although publishing fails: {err}"
    );
    assert!(err.contains("publishing failed"), "{err}");
    assert_eq!(w.canonical_turns(game), vec!["e4"]);
    assert_eq!(w.new_replies().len(), 2);
    assert_eq!(w.count("SELECT COUNT(*) FROM publish_queue"), 1);
    // The way cleared, the next poll publishes what waited, then each turn.
    std::fs::remove_file(&site).unwrap();
    let (code, _, err) = w.arbiter(&["--config", &config, "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    let page =
        |site: &Path| std::fs::read_to_string(site.join(format!("games/{game}.html"))).unwrap();
    assert!(page(&site).contains(">e4</a>"), "{}", page(&site));
    assert!(std::fs::read_to_string(site.join("index.html"))
        .unwrap()
        .contains("Club games"));
    assert_eq!(w.count("SELECT COUNT(*) FROM publish_queue"), 0);
    w.deliver(&reply_mail(BOB, "m2@x", game, "1... c5"));
    let (code, _, err) = w.arbiter(&["--config", &config, "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    assert!(page(&site).contains(">c5</a>"), "not brought up to date");
    // No temporary file is left behind.
    assert!(files(&site)
        .iter()
        .all(|f| !f.to_string_lossy().contains(".publishing-")));
}

#[test]
fn a_ten_thousand_ply_game_is_split_into_pages_under_100_kb() {
    use pbem_arbiter::output::site::{game_pages, GameSource};
    use pbem_arbiter::output::templates::Templates;
    use pbem_arbiter::store::StoredTurn;
    // Knights out and back: four positions, repeated (the page reads positions,
    // it does not judge repetition).
    let info = variant("chess").unwrap();
    let options = Options::new();
    let mut position = (info.start)(&options).unwrap();
    let mut cycle = Vec::new();
    for text in ["Nf3", "Nf6", "Ng1", "Ng8"] {
        let played = position.play_text(text).unwrap();
        cycle.push((played.canonical, played.position.position_text()));
        position = played.position;
    }
    let turns: Vec<StoredTurn> = (0..10_000u32)
        .map(|i| {
            let (canonical, after) = &cycle[i as usize % 4];
            StoredTurn {
                ply: i + 1,
                number: i / 2 + 1,
                side: if i % 2 == 0 {
                    pbem_arbiter::board::color::Color::White
                } else {
                    pbem_arbiter::board::color::Color::Black
                },
                input: canonical.clone(),
                canonical: canonical.clone(),
                position_after: after.clone(),
                repetition_key: None,
                // A ply an hour: each move's time is on its page too.
                received_at: format!(
                    "2026-{:02}-{:02}T{:02}:00:00.000Z",
                    i / 24 / 28 % 12 + 1,
                    i / 24 % 28 + 1,
                    i % 24
                ),
                long: None,
                numeric: None,
            }
        })
        .collect();
    let hostile = "<script>alert('x')</script>";
    let pages = game_pages(
        &Templates::new(None),
        &GameSource {
            id: pbem_arbiter::corr::ids::GameId::new(7),
            variant: info,
            options: &options,
            white: hostile,
            black: "Bob",
            result: None,
            termination: None,
            event: None,
            start: None,
            turns: &turns,
            date: "2026-11-24",
            started: "2026-11-24T09:00:00Z",
        },
    )
    .unwrap();
    assert_eq!(pages.len(), 20);
    assert_eq!(pages[0].path, "games/7.html");
    assert_eq!(pages[19].path, "games/7-20.html");
    for page in &pages {
        assert!(
            page.text.len() < 100_000,
            "{}: {} bytes",
            page.path,
            page.text.len()
        );
        assert!(
            !page.text.contains(hostile),
            "{}: the name is not escaped",
            page.path
        );
        assert!(page.text.contains("&lt;script&gt;"), "{}", page.path);
    }
    assert!(pages[19].text.contains("id=\"p10000\""));
    // Each ply's time is in the move list itself, for readers without a script.
    assert!(
        pages[19]
            .text
            .contains("<time datetime=\"2026-03-25T15:00Z\">2026-03-25 15:00 UTC, 0.0 days</time>"),
        "{}",
        &pages[19].text[pages[19].text.len() - 3000..]
    );
}

/// Every file under `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                todo.push(path);
            } else {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// `RENDERING_KEEP=DIR` keeps the site too.
fn keep(site: &Path) {
    if let Some(keep) = std::env::var_os("RENDERING_KEEP") {
        for file in files(site) {
            let to = Path::new(&keep)
                .join("site")
                .join(file.strip_prefix(site).unwrap());
            std::fs::create_dir_all(to.parent().unwrap()).unwrap();
            std::fs::copy(&file, to).unwrap();
        }
    }
}

#[test]
fn an_event_is_published_with_its_table_rounds_and_games() {
    let mut w = World::new();
    let (code, _, err) = w.arbiter(&[
        "tournament",
        "new",
        "Autumn <Open> & Cup",
        "--player",
        "Ann <ann@example.org>",
        "--player",
        "ben@example.org",
        "--player",
        "Cy <cy@example.org>",
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = w.arbiter(&["tournament", "start", "1"]);
    assert_eq!(code, 0, "{err}");
    w.new_replies();
    let site = publish(&w);
    let page = site.join("events/1.html");
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("Autumn &lt;Open&gt; &amp; Cup"), "{html}");
    assert!(
        html.contains("<table>") && html.contains("<h2>Round 1</h2>"),
        "{html}"
    );
    // A round robin's games by board, with no match.
    assert!(
        html.contains("<li>Board 1: ") && !html.contains("Match"),
        "{html}"
    );
    let games: Vec<i64> = {
        let db = w.db();
        let mut stmt = db.prepare("SELECT game_id FROM tournament_games").unwrap();
        stmt.query_map([], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    assert!(!games.is_empty());
    for game in &games {
        assert!(
            html.contains(&format!("games/{game}.html")),
            "no link to game {game}"
        );
        let game_page = std::fs::read_to_string(site.join(format!("games/{game}.html"))).unwrap();
        assert!(
            game_page.contains("events/1.html"),
            "game {game} names no event"
        );
    }
    // Ben has no name: he is Player N in the table, never his address.
    assert!(
        !html.contains("example.org") && html.contains("Player "),
        "{html}"
    );
    assert!(site.join("events/1.pgn").is_file());
    let pgn = std::fs::read_to_string(site.join("events/1.pgn")).unwrap();
    assert!(
        !pgn.contains("example.org") && pgn.contains("[Event \"Autumn <Open> & Cup\"]"),
        "{pgn}"
    );
    let (ok, text, err) = run(
        W3M,
        &["-dump", "-cols", "120", page.to_str().unwrap()],
        Duration::from_secs(60),
        "w3m",
    );
    assert!(ok, "w3m: {err}");
    assert!(
        text.contains("Autumn <Open> & Cup") && text.contains("Ann"),
        "{text}"
    );
    let index = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert!(index.contains("events/1.html"), "{index}");
}

#[test]
fn a_link_to_a_ply_shows_the_board_after_it() {
    let mut w = World::new();
    let game = w.game_with(ALICE, BOB, &[]);
    for (i, (who, text)) in [(ALICE, "e4"), (BOB, "d5"), (ALICE, "exd5")]
        .iter()
        .enumerate()
    {
        w.deliver(&reply_mail(who, &format!("k{i}@x"), game, text));
        let (code, _, err) = w.arbiter(&["poll", "--once"]);
        assert_eq!(code, 0, "{err}");
    }
    assert_eq!(w.canonical_turns(game), vec!["e4", "d5", "exd5"]);
    let site = publish(&w);
    let info = variant("chess").unwrap();
    let options = Options::new();
    let start = (info.start)(&options).unwrap();
    let after_e4 = start.play_text("e4").unwrap().position;
    // The script reads `#p1` and draws the board after 1. e4 (the HTML shows
    // the final position, after 2. exd5).
    let page = PathBuf::from(format!(
        "{}#p1",
        site.join(format!("games/{game}.html")).display()
    ));
    let png = screenshot_sized(&w, &page, "ply1.png", (1000, 900));
    check_page(
        &Picture::read(&png),
        &start.diagram(),
        &after_e4.diagram(),
        "chess after ply 1 by its link",
    );
}

#[test]
fn a_missed_mark_page_shows_the_intended_move_beside_the_made_one() {
    let mut w = World::new();
    let game = w.game_with(
        ALICE,
        BOB,
        &["--variant", "missedmark", "--option", "white-rule=total"],
    );
    w.deliver(&reply_mail(
        ALICE,
        "mm1@x",
        game,
        "1. Ra1-b3 (intend Nb1-c3)",
    ));
    let (code, _, err) = w.arbiter(&["poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    let site = publish(&w);
    let html = std::fs::read_to_string(site.join(format!("games/{game}.html"))).unwrap();
    assert!(html.contains(">Ra1-b3 (Nb1-c3)</a>"), "{html}");
}

#[test]
fn a_cup_is_published_with_its_bracket() {
    let mut w = World::new();
    let mut args = vec!["tournament", "new", "Cup", "--system", "knockout"];
    let players = [
        "Ann <a@example.org>",
        "Ben <b@example.org>",
        "Cy <c@example.org>",
        "Di <d@example.org>",
    ];
    for p in &players {
        args.extend(["--player", p]);
    }
    let (code, _, err) = w.arbiter(&args);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = w.arbiter(&["tournament", "start", "1"]);
    assert_eq!(code, 0, "{err}");
    // Match 1 (seeds 1 and 4, games 1 and 2) tied one all: a tie-break pair
    // (games 5 and 6) is made.
    w.deliver(&reply_mail("a@example.org", "c1@x", 1, "resign"));
    w.poll();
    w.deliver(&reply_mail("d@example.org", "c2@x", 2, "resign"));
    w.poll();
    let site = publish(&w);
    let html = std::fs::read_to_string(site.join("events/1.html")).unwrap();
    assert!(
        html.contains("Semi-finals") && html.contains("Seed"),
        "{html}"
    );
    assert!(
        html.contains("games/1.html") && !html.contains("example.org"),
        "{html}"
    );
    // The games by round name, match and place in the match, never boards.
    assert!(html.contains("<h2>Semi-finals</h2>"), "{html}");
    assert!(
        !html.contains("Round 1") && !html.contains("Board"),
        "{html}"
    );
    let listed = |label: &str, game: u32| format!("<li>{label}: <a href=\"../games/{game}.html\">");
    let mut at = 0;
    for wanted in [
        "<h3>Match 1</h3>".to_string(),
        listed("Game 1", 1),
        listed("Game 2", 2),
        listed("Tie-break game 1", 5),
        listed("Tie-break game 2", 6),
        "<h3>Match 2</h3>".to_string(),
        listed("Game 1", 3),
        listed("Game 2", 4),
    ] {
        let found = html[at..].find(&wanted);
        assert!(found.is_some(), "{wanted} after {at}: {html}");
        at += found.unwrap_or(0) + wanted.len();
    }
}

#[test]
fn the_site_speaks_the_language_of_its_config() {
    use pbem_arbiter::notation::dialect::Language;
    use pbem_arbiter::notation::words::Phrase;
    let mut w = World::new();
    let config = w.dir.path().join("arbiter.toml");
    std::fs::write(
        &config,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[publish]\nlanguage = \"de\"\n",
    )
    .unwrap();
    let config = config.to_str().unwrap().to_string();
    let game = w.game_with(ALICE, BOB, &[]);
    w.deliver(&reply_mail(ALICE, "d1@x", game, "1. e4"));
    w.poll();
    let site = w.dir.path().join("site");
    let (code, _, err) = w.arbiter(&["--config", &config, "publish", site.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let german = |id: &'static str| Phrase::new(id).in_language(Language::German);
    let index = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert!(index.contains("<html lang=\"de\">"), "{index}");
    for id in [
        "site-games",
        "site-white",
        "site-last-change",
        "site-footer",
    ] {
        assert!(index.contains(&german(id)), "{id}: {index}");
    }
    assert!(!index.contains("Last change"), "{index}");
    let page = std::fs::read_to_string(site.join(format!("games/{game}.html"))).unwrap();
    assert!(
        page.contains(&format!("<h2>{}</h2>", german("site-moves"))),
        "{page}"
    );
    // The stepping script's words travel in the page's data.
    let after_ply = serde_json::to_string(&german("site-js-after-ply")).unwrap();
    assert!(
        page.contains(&format!("\"after_ply\":{after_ply}")),
        "{page}"
    );
    // Moves and names stay as they are.
    assert!(page.contains(">e4</a>"), "{page}");

    // An event's page: the crosstable's and the bracket's heads in German.
    for system in ["round-robin", "knockout"] {
        let mut args = vec!["tournament", "new", system, "--system", system];
        for p in [
            "Ann <a@example.org>",
            "Ben <b@example.org>",
            "Cy <c@example.org>",
            "Di <d@example.org>",
        ] {
            args.extend(["--player", p]);
        }
        let (code, _, err) = w.arbiter(&args);
        assert_eq!(code, 0, "{err}");
    }
    for id in ["1", "2"] {
        let (code, _, err) = w.arbiter(&["tournament", "start", id]);
        assert_eq!(code, 0, "{err}");
    }
    let (code, _, err) = w.arbiter(&["--config", &config, "publish", site.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let crosstable = std::fs::read_to_string(site.join("events/1.html")).unwrap();
    for id in ["table-rank", "table-player", "table-points"] {
        let head = format!("<th>{}</th>", german(id));
        assert!(crosstable.contains(&head), "{head}: {crosstable}");
    }
    assert!(!crosstable.contains("<th>Player</th>"), "{crosstable}");
    let bracket = std::fs::read_to_string(site.join("events/2.html")).unwrap();
    for id in ["bracket-seed", "bracket-through", "bracket-semi-finals"] {
        assert!(bracket.contains(&german(id)), "{id}: {bracket}");
    }
    assert!(!bracket.contains("Semi-finals"), "{bracket}");
    // The cup's games by match and game, in German.
    let match_1 = Phrase::new("site-cup-match")
        .with("match", "1")
        .in_language(Language::German);
    let game_2 = Phrase::new("site-cup-game")
        .with("game", "2")
        .in_language(Language::German);
    assert!(
        bracket.contains(&format!("<h3>{match_1}</h3>")) && bracket.contains(&game_2),
        "{bracket}"
    );
    assert!(
        !bracket.contains("Match 1") && !bracket.contains("Game 2"),
        "{bracket}"
    );

    // A language with no such code is refused when the config is read.
    std::fs::write(
        &config,
        "[arbiter]\naddress = \"arbiter@localhost\"\n[publish]\nlanguage = \"xx\"\n",
    )
    .unwrap();
    let (code, _, err) = w.arbiter(&["--config", &config, "check-config"]);
    assert_ne!(code, 0);
    assert!(err.contains("\"xx\""), "{err}");
}
