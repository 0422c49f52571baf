//! Mails of about 1 MB, through the real binary: the reply reader and
//! the command reader are linear, so each is handled and answered (these tests only
//! have to finish; the time is measured by `benches/mail_throughput.rs`, figures in
//! docs/PERFORMANCE.md). Quadratic readers took minutes for such mails.

use crate::common::{to, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";
/// Just under the default size limit (1 MiB) with the header block.
const BODY: usize = 1_040_000;

fn started() -> World {
    let mut w = World::new();
    w.game_with(ALICE, BOB, &["--variant", "chess"]);
    w
}

fn mail(from: &str, id: &str, body: &str) -> String {
    format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: Re: [Game 1]\nMessage-ID: <{id}>\n\
         MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}"
    )
}

/// `unit` repeated until the body is about `BODY` bytes once its line ends are CRLF.
fn filled(head: &str, unit: &str) -> String {
    let size = |t: &str| t.len() + t.matches('\n').count();
    let (mut body, step) = (head.to_string(), size(unit));
    let mut bytes = size(head);
    while bytes + step < BODY {
        body.push_str(unit);
        bytes += step;
    }
    body
}

#[test]
fn a_move_above_a_megabyte_of_prose_long_lines_blank_lines_and_quotes_is_played() {
    let mut w = started();
    let long = "and so on ".repeat(1_000);
    let unit = format!(
        "Thanks for the game, a line of my letter.\n{long}\n\n\n\n> an old quote\n> of the game\n"
    );
    let body = filled("e4\n\n", &unit);
    w.deliver(&mail(ALICE, "big1@example.org", &body));
    let replies = w.poll();
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 1);
    assert_eq!(replies.len(), 2, "{replies:#?}");
}

#[test]
fn a_megabyte_of_blank_lines_is_an_empty_message() {
    let mut w = started();
    let body = filled("", "\n");
    w.deliver(&mail(ALICE, "big2@example.org", &body));
    let replies = w.poll();
    assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
    assert!(
        to(&replies, ALICE)[0].body.contains("the message is empty"),
        "{replies:#?}"
    );
}

#[test]
fn a_megabyte_of_moves_on_one_line_or_on_many_is_refused_as_more_than_one_move() {
    // One line of 350,000 move words (quadratic before: every split of the line was
    // rejoined), then 260,000 lines of one move each.
    for (n, unit) in ["e4 ", "e4\n"].into_iter().enumerate() {
        let mut w = started();
        w.deliver(&mail(
            ALICE,
            &format!("big{n}@example.org"),
            &filled("", unit),
        ));
        let replies = w.poll();
        assert_eq!(w.count("SELECT COUNT(*) FROM turns"), 0);
        assert!(
            to(&replies, ALICE)[0]
                .body
                .contains("only one move per message"),
            "{replies:#?}"
        );
    }
}
