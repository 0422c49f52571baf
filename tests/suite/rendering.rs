//! What players see of a real reply. The real binary plays 1. e4 in a
//! temporary data directory (Maildir inbox, file outbox, SQLite); the reply it
//! writes is a MIME `multipart/alternative` message whose text/plain part is the
//! ASCII board as before, and whose text/html part is
//! - drawn by a real browser: headless Chromium takes a screenshot, and the light
//!   and dark squares' colours are found at the places the CSS sizes give them, the
//!   pieces' letters on the occupied squares and none on the emptied e2/e7 square;
//! - read in a terminal: `w3m -dump`, the HTML viewer terminal mail readers (mutt,
//!   neomutt) use through mailcap for text/html, shows the board's ranks and files.
//!
//! `RENDERING_KEEP=DIR cargo test --test suite rendering::` keeps the pages and screenshots.
//! Both programs come from Debian (`chromium`, `w3m`; .ci/run installs them); a
//! test FAILS with a message naming the package when one is missing.

use std::path::PathBuf;
use std::time::Duration;

use crate::common::browser::{
    near, run, screenshot, Picture, DARK, LAST_DARK, LAST_LIGHT, LIGHT, W3M,
};
use crate::common::{reply_mail, to, Sent, World};
use mail_parser::MimeHeaders;

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
/// templates/reply.html: each square is 48 x 48 CSS px.
const CELL: u32 = 48;

/// A chess game between players with names in UTF-8 under an arbiter named in
/// UTF-8, after 1. e4: the replies to White and to Black.
fn after_e4() -> (World, Sent, Sent) {
    let mut w = World::new();
    let config = w.dir.path().join("arbiter.toml");
    std::fs::write(
        &config,
        "[arbiter]\naddress = \"arbiter@localhost\"\nname = \"Schiedsrichter Jürgen\"\n",
    )
    .unwrap();
    let config = config.to_str().unwrap().to_string();
    let (code, out, err) = w.arbiter(&[
        "--config",
        &config,
        "game",
        "new",
        "--variant",
        "chess",
        "--white",
        ALICE,
        "--black",
        BOB,
    ]);
    assert_eq!(code, 0, "{err}");
    let game: i64 = out.lines().next().unwrap().trim().parse().unwrap();
    for (email, name) in [(ALICE, "Zoë Ångström"), (BOB, "Bob O'Brien")] {
        let (code, _, err) = w.arbiter(&["--config", &config, "player", "name", email, name]);
        assert_eq!(code, 0, "{err}");
    }
    w.new_replies();
    w.deliver(&reply_mail(ALICE, "m1@example.org", game, "1. e4"));
    let (code, _, err) = w.arbiter(&["--config", &config, "poll", "--once"]);
    assert_eq!(code, 0, "{err}");
    let replies = w.new_replies();
    let white = to(&replies, ALICE)[0].clone();
    let black = to(&replies, BOB)[0].clone();
    (w, white, black)
}

/// The HTML part of `reply`, written next to it as a file a browser opens.
fn html_file(w: &World, reply: &Sent, name: &str) -> PathBuf {
    let html = reply
        .html
        .as_deref()
        .unwrap_or_else(|| panic!("no text/html part in {}", reply.path.display()));
    let path = w.dir.path().join(name);
    std::fs::write(&path, html).unwrap();
    path
}

/// Checks the board in the screenshot: every square's colour at its inner corner,
/// the empty squares' colour at their centres, a letter on `occupied` and none on
/// `emptied` (column, row from the top-left of the picture).
fn check_board(pic: &Picture, occupied: (u32, u32), emptied: (u32, u32), what: &str) {
    let (x0, y0) = pic.board_corner();
    let centre = |col: u32, row: u32| (x0 + col * CELL + CELL / 2, y0 + row * CELL + CELL / 2);
    for row in 0..8 {
        for col in 0..8 {
            // The last turn's two squares are highlighted.
            let last = (col, row) == occupied || (col, row) == emptied;
            let want = match ((row + col) % 2 == 0, last) {
                (true, false) => LIGHT,
                (false, false) => DARK,
                (true, true) => LAST_LIGHT,
                (false, true) => LAST_DARK,
            };
            let (x, y) = (x0 + col * CELL + 5, y0 + row * CELL + 5);
            let got = pic.at(x, y);
            assert!(
                near(got, want),
                "{what}: square at column {col}, row {row} is {got:?} at ({x}, {y}), want {want:?} (board at ({x0}, {y0}))"
            );
            // Rows 2 to 5 from the top hold no piece but the pawn on e4.
            if (2..6).contains(&row) && (col, row) != occupied {
                let (x, y) = centre(col, row);
                assert!(
                    near(pic.at(x, y), want),
                    "{what}: centre of empty square ({col}, {row})"
                );
            }
        }
    }
    // Right of the eighth column and under the eighth row: the page, not the board.
    assert!(
        !near(pic.at(x0 + 8 * CELL + 5, y0 + 5), LIGHT)
            && !near(pic.at(x0 + 8 * CELL + 5, y0 + 5), DARK),
        "{what}: board wider than 8 squares of {CELL} px"
    );
    assert!(
        !near(pic.at(x0 + 5, y0 + 8 * CELL + 5), LIGHT)
            && !near(pic.at(x0 + 5, y0 + 8 * CELL + 5), DARK),
        "{what}: board taller than 8 squares of {CELL} px"
    );
    let (x, y) = centre(0, 0);
    assert!(pic.ink_near(x, y), "{what}: no letter on the top-left rook");
    let (x, y) = centre(occupied.0, occupied.1);
    assert!(
        pic.ink_near(x, y),
        "{what}: no letter on the pawn that moved"
    );
    // White's pieces are drawn white (outlined), Black's black.
    assert!(
        pic.white_near(x, y),
        "{what}: White's pawn is not drawn white"
    );
    let (x, y) = centre(0, 0);
    let top_left_is_white = what.contains("Black");
    assert_eq!(
        pic.white_near(x, y),
        top_left_is_white,
        "{what}: the top-left rook's colour"
    );
    let (x, y) = centre(emptied.0, emptied.1);
    assert!(
        !pic.ink_near(x, y),
        "{what}: a letter on the square the pawn left"
    );
}

#[test]
fn a_reply_is_multipart_alternative_with_the_same_words() {
    let (_w, white, black) = after_e4();
    for reply in [&white, &black] {
        let raw = std::fs::read(&reply.path).unwrap();
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        assert_eq!(m.header_raw("MIME-Version").map(str::trim), Some("1.0"));
        assert!(m.date().is_some(), "no Date");
        let kind = m.content_type().unwrap();
        assert_eq!(
            (kind.ctype(), kind.subtype()),
            ("multipart", Some("alternative"))
        );
        // The text part is the text the players always had: the ASCII board.
        assert!(reply.body.contains("+---+---+"), "{}", reply.body);
        assert!(reply.body.contains("dark squares are drawn :x:"));
        let html = reply.html.as_deref().unwrap();
        assert!(
            !html.contains("+---+"),
            "the HTML part draws a table: {html}"
        );
        // The HTML part's text with minijinja's escapes read back.
        let words = html
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#x27;", "'")
            .replace("&#x2f;", "/")
            .replace("&amp;", "&");
        // Every line of words outside the ASCII board is in the HTML part too.
        for line in reply.body.lines() {
            let line = line.trim();
            let board = line.contains('|') || line.starts_with('+') || line.contains(":x:");
            let files = line.split_whitespace().all(|w| w.len() == 1);
            if line.is_empty() || board || files {
                continue;
            }
            assert!(
                words.contains(line),
                "{line:?} missing from the HTML part:\n{html}"
            );
        }
        assert_eq!(html.matches("<td title=").count(), 64, "{html}");
    }
    // The names in UTF-8 went out as RFC 2047 encoded words and read back.
    let raw = std::fs::read(&white.path).unwrap();
    let head = &raw[..raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap()];
    assert!(head.is_ascii());
    let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
    let from = m.from().and_then(|a| a.first()).unwrap();
    assert_eq!(from.name(), Some("Schiedsrichter Jürgen"));
    let to = m.to().and_then(|a| a.first()).unwrap();
    assert_eq!(to.name(), Some("Zoë Ångström"));
    assert_eq!(to.address(), Some(ALICE));
}

#[test]
fn chromium_draws_the_board_from_each_side() {
    let (w, white, black) = after_e4();
    let page = html_file(&w, &white, "white.html");
    let pic = Picture::read(&screenshot(&w, &page, "white.png"));
    // White's side: e4 is column 4, row 4 from the top; e2 row 6.
    check_board(&pic, (4, 4), (4, 6), "White's reply");
    let page = html_file(&w, &black, "black.html");
    let pic = Picture::read(&screenshot(&w, &page, "black.png"));
    // Black's side (h1 top-left): e4 is column 3, row 3; e2 row 1.
    check_board(&pic, (3, 3), (3, 1), "Black's reply");
}

#[test]
fn w3m_shows_the_board_in_a_terminal() {
    let (w, white, black) = after_e4();
    for (reply, name, rows) in [
        (
            &white,
            "white.html",
            [
                "8rnbqkbnr",
                "7pppppppp",
                "4P",
                "2PPPPPPP",
                "1RNBQKBNR",
                "abcdefgh",
            ],
        ),
        (
            &black,
            "black.html",
            [
                "1RNBKQBNR",
                "2PPPPPPP",
                "4P",
                "7pppppppp",
                "8rnbkqbnr",
                "hgfedcba",
            ],
        ),
    ] {
        let page = html_file(&w, reply, name);
        let page = page.to_str().unwrap();
        let args = [
            "-dump",
            "-T",
            "text/html",
            "-cols",
            "100",
            "-O",
            "UTF-8",
            page,
        ];
        let (ok, out, err) = run(W3M, &args, Duration::from_secs(60), "w3m");
        assert!(ok, "w3m failed: {err}");
        let squeezed: Vec<String> = out
            .lines()
            .map(|l| l.split_whitespace().collect())
            .collect();
        let mut from = 0;
        for row in rows {
            let found = squeezed[from..].iter().position(|l| l == row);
            let Some(at) = found else {
                panic!("{name}: no line {row:?} (in order) in\n{out}");
            };
            from += at + 1;
        }
        assert!(out.contains("Moves: 1. e4"), "{out}");
        assert!(
            out.contains("Upper case: White; lower case: Black."),
            "{out}"
        );
    }
}

/// The symbols of the ASCII board in a text part, row by row (empty squares as "").
fn ascii_cells(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()) && l.contains('|'))
        .flat_map(|l| {
            let cells: Vec<&str> = l.split('|').collect();
            cells[1..cells.len() - 1]
                .iter()
                .map(|c| c.trim_matches([':', ' ', '*']).to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The symbols of the HTML table, row by row, with minijinja's escapes read back.
fn html_cells(html: &str) -> Vec<String> {
    let cell = regex::Regex::new(r#"<td title="[^"]*" style="[^"]*">([^<]*)</td>"#).unwrap();
    cell.captures_iter(html)
        .map(|c| {
            c[1].trim_end_matches('*')
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&#x2f;", "/")
                .replace("&amp;", "&")
        })
        .collect()
}

/// Every variant's board is drawn from its data: the HTML table holds the same
/// symbols on the same squares as the ASCII board of the text part, from each side.
#[test]
fn every_variant_draws_its_board_as_a_table() {
    for variant in pbem_arbiter::rules::registry() {
        let mut w = World::new();
        let (code, _, err) = w.arbiter(&[
            "game",
            "new",
            "--variant",
            variant.id,
            "--white",
            ALICE,
            "--black",
            BOB,
        ]);
        assert_eq!(code, 0, "{}: {err}", variant.id);
        let replies = w.new_replies();
        assert_eq!(replies.len(), 2, "{}", variant.id);
        for reply in &replies {
            let html = reply.html.as_deref().unwrap();
            let ascii = ascii_cells(&reply.body);
            assert!(ascii.len() >= 40, "{}: {}", variant.id, reply.body);
            assert_eq!(html_cells(html), ascii, "{} to {}", variant.id, reply.to);
        }
    }
}

/// A player whose mail program writes HTML only and quotes the arbiter's HTML part
/// (board table included) in a `<blockquote>` under the answer, with no "wrote:"
/// line: only the answer is played.
#[test]
fn an_html_only_answer_quoting_the_table_plays_only_the_move() {
    let (mut w, _white, black) = after_e4();
    let quoted = black.html.as_deref().unwrap();
    let body = quoted
        .split_once("<body")
        .and_then(|(_, rest)| rest.split_once('>'))
        .map(|(_, rest)| rest.replace("</body>", "").replace("</html>", ""))
        .unwrap();
    w.deliver(&format!(
        "From: {BOB}\nTo: arbiter@localhost\nSubject: Re: {}\nMessage-ID: <m2@example.net>\n\
         In-Reply-To: <{}>\nDate: Mon, 23 Nov 2026 10:05:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/html; charset=utf-8\n\n<html><body><div>1... e5</div>\
         <div><br></div>\
         <blockquote type=\"cite\">{body}</blockquote></body></html>\n",
        black.subject, black.message_id
    ));
    let replies = w.poll();
    let to_bob = to(&replies, BOB);
    assert_eq!(to_bob.len(), 1, "{replies:#?}");
    assert!(
        to_bob[0].body.contains("Black played 1... e5"),
        "{}",
        to_bob[0].body
    );
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 2);
}

/// The HTML part shows the board as a PNG attached inline
/// (multipart/related, cid:), drawn from the reader's side: the squares' colours,
/// the last move's squares highlighted, a piece where one stands and none on the
/// square it left; under 30 KB; and Chromium shows it in the HTML part.
#[test]
fn the_reply_shows_the_board_as_an_inline_picture() {
    const SQUARE: u32 = 40;
    const MARGIN: u32 = 18;
    let (w, white, black) = after_e4();
    for (reply, name, e4, e2) in [
        (&white, "white", (4u32, 4u32), (4u32, 6u32)),
        (&black, "black", (3, 3), (3, 1)),
    ] {
        let raw = std::fs::read(&reply.path).unwrap();
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        let part = m
            .parts
            .iter()
            .find(|p| p.content_id() == Some("board@pbem-arbiter"))
            .unwrap_or_else(|| panic!("{name}: no inline board picture"));
        assert_eq!(
            part.content_type().map(|c| (c.ctype(), c.subtype())),
            Some(("image", Some("png"))),
            "{name}"
        );
        let bytes = part.contents();
        assert!(bytes.len() < 30_000, "{name}: {} bytes", bytes.len());
        let file = w.dir.path().join(format!("{name}-board.png"));
        std::fs::write(&file, bytes).unwrap();
        let pic = Picture::read(&file);
        assert_eq!(
            (pic.width, pic.height),
            (MARGIN + 8 * SQUARE, 8 * SQUARE + MARGIN)
        );
        for row in 0..8 {
            for col in 0..8 {
                let last = (col, row) == e4 || (col, row) == e2;
                let want = match ((row + col) % 2 == 0, last) {
                    (true, false) => LIGHT,
                    (false, false) => DARK,
                    (true, true) => LAST_LIGHT,
                    (false, true) => LAST_DARK,
                };
                let (x, y) = (MARGIN + col * SQUARE + 2, row * SQUARE + 2);
                assert!(
                    near(pic.at(x, y), want),
                    "{name}: square ({col}, {row}) is {:?}, want {want:?}",
                    pic.at(x, y)
                );
            }
        }
        let centre = |(col, row): (u32, u32)| (MARGIN + col * SQUARE + 20, row * SQUARE + 22);
        let (x, y) = centre(e4);
        assert!(
            pic.white_near(x, y) && pic.ink_near(x, y),
            "{name}: no white pawn on e4"
        );
        let (x, y) = centre(e2);
        assert!(
            !pic.white_near(x, y) && !pic.ink_near(x, y),
            "{name}: a piece on e2"
        );
        // In Chromium the HTML part shows it (the cid: pointed at the file): its
        // 40 px squares are the first board on the page.
        let html = reply
            .html
            .as_deref()
            .unwrap()
            .replace("cid:board@pbem-arbiter", &format!("{name}-board.png"));
        let page = w.dir.path().join(format!("{name}-picture.html"));
        std::fs::write(&page, html).unwrap();
        let shot = Picture::read(&screenshot(&w, &page, &format!("{name}-picture-shot.png")));
        let (x0, y0) = shot.board_corner();
        assert!(
            near(shot.at(x0 + SQUARE + 5, y0 + 5), DARK),
            "{name}: the page's first board does not have 40 px squares: not the picture"
        );
    }
}
