//! Moves where players really put them, through the real binary, a Maildir inbox
//! and a real SQLite file, with the mails as their clients write them
//! (tests/data/mail/clients/, their sources named in tests/data/mail/SOURCES.md):
//! the Subject of a mail whose body holds no command, the text of a mail signed
//! inline with OpenPGP, an HTML-only mail with Gmail's quote, and a move after a
//! label such as `Move:` or `Zug:`.

use crate::common::{reply_mail, to, Sent, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.net";

/// A mail of tests/data/mail/clients/ with its `{{NAME}}` placeholders filled in,
/// byte for byte otherwise.
fn client_mail(name: &str, fill: &[(&str, &str)]) -> Vec<u8> {
    let path = format!(
        "{}/tests/data/mail/clients/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut text = String::from_utf8(std::fs::read(&path).unwrap()).unwrap();
    for (key, value) in fill {
        text = text.replace(&format!("{{{{{key}}}}}"), value);
    }
    text.into_bytes()
}

/// The last reply the arbiter sent to `who` among `replies`.
fn last_to<'a>(replies: &'a [Sent], who: &str) -> &'a Sent {
    to(replies, who).last().copied().unwrap()
}

/// A chess game of Alice (White) and Bob, and the new-game mails to each.
fn chess() -> (World, i64, Vec<Sent>) {
    let mut w = World::new();
    let (code, out, err) = w.arbiter(&[
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
    let g = out.lines().next().unwrap().trim().parse().unwrap();
    let sent = w.new_replies();
    (w, g, sent)
}

#[test]
fn a_move_in_the_subject_counts_when_the_body_has_none() {
    let (mut w, g, _) = chess();
    // Alice's phone writes a fresh mail: the move in the subject, an empty body.
    let subject = format!("[Game {g}] e4");
    w.deliver_bytes(&client_mail(
        "gmail-android-subject-only.eml",
        &[("SUBJECT", &subject)],
    ));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(w.canonical_turns(g), ["e4"]);
    // Bob answers the update from his iPhone: the arbiter's subject kept, his
    // move after it, the body empty but for the phone's footer and the quote.
    let update = last_to(&r, BOB);
    let subject = format!("Re: {} e5", update.subject);
    let id = update.message_id.trim_matches(['<', '>']).to_string();
    let fill = [("SUBJECT", subject.as_str()), ("IN-REPLY-TO", id.as_str())];
    w.deliver_bytes(&client_mail("iphone-move-in-subject.eml", &fill));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(w.canonical_turns(g), ["e4", "e5"]);
}

#[test]
fn the_arbiters_own_subject_is_no_move() {
    let (mut w, g, _) = chess();
    w.deliver(&reply_mail(ALICE, "a1@x", g, "1. e4"));
    let r = w.poll();
    let update = last_to(&r, BOB);
    // The update's subject names Alice's move: answered as it is, with an empty
    // body, it moves nothing.
    assert!(update.subject.contains("e4"), "{}", update.subject);
    let subject = format!("Re: {}", update.subject);
    let id = update.message_id.trim_matches(['<', '>']).to_string();
    let fill = [("SUBJECT", subject.as_str()), ("IN-REPLY-TO", id.as_str())];
    w.deliver_bytes(&client_mail("iphone-move-in-subject.eml", &fill));
    let r = w.poll();
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(r[0].body.contains("the message is empty"), "{}", r[0].body);
    assert_eq!(w.canonical_turns(g), ["e4"]);
    // Prose in the subject stays ignored.
    for (n, words) in ["Hello", "my move", "AW: Fwd: my move is below"]
        .iter()
        .enumerate()
    {
        let subject = format!("Re: [Game {g}] {words}");
        let raw = reply_mail(BOB, &format!("p{n}@x"), g, "").replace(
            &format!("Subject: Re: [Game {g}]"),
            &format!("Subject: {subject}"),
        );
        w.deliver(&raw);
        let r = w.poll();
        assert!(
            r.is_empty() || r[0].body.contains("the message is empty"),
            "{words}: {r:?}"
        );
        assert_eq!(w.canonical_turns(g), ["e4"], "{words}");
    }
}

#[test]
fn the_body_wins_over_the_subject() {
    let (mut w, g, _) = chess();
    let raw = reply_mail(ALICE, "b1@x", g, "Nf3").replace(
        &format!("Subject: Re: [Game {g}]"),
        &format!("Subject: Re: [Game {g}] d4"),
    );
    w.deliver(&raw);
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(w.canonical_turns(g), ["Nf3"]);
}

/// A mail of tests/data/mail/clients/ for game 1, byte for byte.
fn fixed_mail(name: &str) -> Vec<u8> {
    client_mail(name, &[])
}

#[test]
fn mail_signed_inline_with_openpgp_is_read_between_its_armour_lines() {
    let (mut w, g, _) = chess();
    assert_eq!(g, 1, "the mails in tests/data/mail/clients/ name game 1");
    // Mutt: the move, then a signature whose `-- ` is dash-escaped (`- -- `).
    w.deliver_bytes(&fixed_mail("mutt-inline-signed.eml"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(w.canonical_turns(g), ["e4"]);
    // Enigmail: a greeting, the move and the quote of the arbiter's mail, all
    // inside the signed text.
    w.deliver_bytes(&fixed_mail("enigmail-inline-signed.eml"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(w.canonical_turns(g), ["e4", "e5"]);
}

#[test]
fn mail_signed_with_pgp_mime_or_s_mime_is_read_from_its_text_part() {
    let (mut w, g, _) = chess();
    assert_eq!(g, 1, "the mails in tests/data/mail/clients/ name game 1");
    // Thunderbird's OpenPGP (RFC 3156): the text in a base64 part inside
    // multipart/signed, the signature an attachment.
    w.deliver_bytes(&fixed_mail("thunderbird-pgp-mime-signed.eml"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(w.canonical_turns(g), ["e4"]);
    // Outlook's S/MIME (RFC 8551): multipart/alternative inside multipart/signed,
    // smime.p7s attached, the original message below an Outlook separator.
    w.deliver_bytes(&fixed_mail("outlook-smime-signed.eml"));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(w.canonical_turns(g), ["e4", "e5"]);
}

#[test]
fn an_html_only_reply_with_gmails_quote_is_read_above_the_quote() {
    let (mut w, g, sent) = chess();
    // Alice answers the new-game mail: HTML only, her move, then Gmail's
    // attribution line and the quote of the arbiter's mail (which names a move).
    let new_game = last_to(&sent, ALICE);
    let subject = format!("Re: {}", new_game.subject);
    let id = new_game.message_id.trim_matches(['<', '>']).to_string();
    let fill = [("SUBJECT", subject.as_str()), ("IN-REPLY-TO", id.as_str())];
    w.deliver_bytes(&client_mail("gmail-html-only.eml", &fill));
    let r = w.poll();
    assert_eq!(r.len(), 2, "{r:?}");
    assert_eq!(w.canonical_turns(g), ["e4"]);
}

#[test]
fn a_labelled_move_is_read_in_every_listed_language() {
    let (mut w, g, _) = chess();
    assert_eq!(g, 1, "the mails in tests/data/mail/clients/ name game 1");
    // iPhone Mail, English: a greeting, `My move: e4`, a sign-off, the footer.
    w.deliver_bytes(&fixed_mail("iphone-labelled-move.eml"));
    assert_eq!(w.poll().len(), 2);
    // Thunderbird, German: `Zug: e5` between a greeting and the quote.
    w.deliver_bytes(&fixed_mail("thunderbird-labelled-move-de.eml"));
    assert_eq!(w.poll().len(), 2);
    assert_eq!(w.canonical_turns(g), ["e4", "e5"]);
    // The other languages' labels, with English piece letters; French typography
    // puts a space before the colon.
    let turns = [
        (ALICE, "Mon coup : Nf3", "Nf3"),
        (BOB, "Мой ход: Nc6", "Nc6"),
        (ALICE, "Jugada: Bb5", "Bb5"),
        (BOB, "La mia mossa: a6", "a6"),
        (ALICE, "Zet: Ba4", "Ba4"),
        (BOB, "Lance: Nf6", "Nf6"),
        (ALICE, "Mitt drag: O-O", "O-O"),
        (BOB, "Mój ruch: Be7", "Be7"),
        (ALICE, "Tah: Re1", "Re1"),
        (BOB, "Lépésem: b5", "b5"),
    ];
    for (n, (who, line, canonical)) in turns.iter().enumerate() {
        let body = format!("Hello,\n\n{line}\n\nThanks");
        w.deliver(&reply_mail(who, &format!("l{n}@x"), g, &body));
        let r = w.poll();
        assert_eq!(r.len(), 2, "{line}: {r:?}");
        assert_eq!(
            w.canonical_turns(g).last().map(String::as_str),
            Some(*canonical),
            "{line}"
        );
    }
    assert_eq!(w.canonical_turns(g).len(), 12);
}

#[test]
fn a_label_before_prose_is_no_move() {
    let (mut w, g, _) = chess();
    for (n, body) in ["Move: I will think about it", "Note: e4"]
        .iter()
        .enumerate()
    {
        w.deliver(&reply_mail(ALICE, &format!("n{n}@x"), g, body));
        let r = w.poll();
        assert!(
            r.is_empty() || r[0].body.contains("no move or command was found"),
            "{body}: {r:?}"
        );
    }
    assert!(w.canonical_turns(g).is_empty());
}
