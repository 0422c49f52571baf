//! The mails about events in each entrant's language, by mail through the real
//! binary (a Maildir inbox, `arbiter poll --once --now`, a real SQLite file): the
//! entry's request and confirmation, the settings reply ("Your language is now
//! de." in German once the setting is German), a Swiss round's pairing mails and
//! bye, the results mail, and an organiser's announcement to entrants of
//! different languages (the frame translated, the organiser's words as written).
//! Every expected text comes from the message files in locales/.

use crate::common;

use crate::common::club::{Club, Settings};
use crate::common::{only, say, to, translated, Sent, World};
use pbem_arbiter::board::color::Color;
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter::notation::words::{Phrase, Word};
use pbem_arbiter::output::locale;
use pbem_arbiter::rules::{Outcome, WinReason};

const TD: &str = "td@example.com";
const CODE: &str = "td-secret-4f7q9x2m";
const ANN: &str = "ann@example.org";
const BEN: &str = "ben@example.net";
const CAT: &str = "cat@example.org";

/// The footer of a mail in `language`.
fn footer(language: Language) -> String {
    say(language, "footer", &[("arbiter", "Arbiter".into())])
}

/// A club whose arbiter is named "Arbiter" (the name in the footer).
fn club() -> Club {
    Club::new(TD, CODE, Settings::named("Arbiter"))
}

impl Club {
    /// `player` enters tournament 1 and confirms with `settings` after `confirm`;
    /// the request and the "entered" mail.
    fn enter_and_confirm(&mut self, player: &str, settings: &str, now: &str) -> (Sent, Sent) {
        let replies = self.send(player, "entry", "enter 1", now);
        let request = only(&replies, player).clone();
        let replies = self.answer(&request, player, &format!("confirm\n{settings}"), now);
        (request, only(&replies, player).clone())
    }
}

/// The token of an entry's mail: `[Confirm TOKEN]` in its subject.
fn token(mail: &Sent) -> String {
    let start = mail.subject.find("[Confirm ").unwrap() + "[Confirm ".len();
    mail.subject[start..].trim_end_matches(']').to_string()
}

/// Name and number of the Winter Cup, tournament 1.
fn cup() -> [(&'static str, Word); 2] {
    [("name", "Winter Cup".into()), ("tournament", "1".into())]
}

/// The entry, the "entered" mail and the settings reply of a player who writes
/// `language CODE` with the confirmation, in that language.
fn an_entry_in(language: Language) {
    let mut c = club();
    c.organiser(
        "tournament new \"Winter Cup\" --entries-until 2026-12-10",
        "2026-12-01T09:00:00Z",
    );
    let code = format!("language {}", language.code());
    let (request, entered) = c.enter_and_confirm(ANN, &code, "2026-12-02T09:00:00Z");
    // The request goes out before the setting: English, as is the frame.
    assert!(
        request
            .subject
            .starts_with("Confirm your entry to Winter Cup"),
        "{}",
        request.subject
    );
    let subject = say(
        language,
        "entered-subject",
        &[
            ("name", "Winter Cup".into()),
            ("token", token(&entered).into()),
        ],
    );
    assert_eq!(entered.subject, subject);
    let [name, tournament] = cup();
    let seat = say(
        language,
        "entered-seat",
        &[
            name,
            tournament.clone(),
            ("seat", "1".into()),
            ("entered", "1".into()),
        ],
    );
    let set = say(
        language,
        "settings-language",
        &[
            ("language", language.code().into()),
            ("letters", language.letters().join(" ").into()),
        ],
    );
    for line in [
        seat,
        set,
        say(language, "entered-withdraw", &[tournament]),
        say(language, "entered-settings", &[]),
        footer(language),
    ] {
        assert!(entered.body.contains(&line), "{line}\n{}", entered.body);
    }
    assert!(
        !entered.body.contains("You are entered"),
        "{}",
        entered.body
    );
    // A reply to the "entered" mail with a setting: the settings mail.
    let replies = c.answer(&entered, ANN, "name Ann Example", "2026-12-03T09:00:00Z");
    let changed = only(&replies, ANN);
    assert_eq!(changed.subject, say(language, "settings-subject", &[]));
    let name = say(language, "settings-name", &[("name", "Ann Example".into())]);
    for line in [
        say(language, "settings-done", &[]),
        name,
        say(language, "settings-zone-hint-how", &[]),
    ] {
        assert!(changed.body.contains(&line), "{line}\n{}", changed.body);
    }
    // Another "confirm" to the "entered" mail does nothing, and says so.
    let replies = c.answer(&entered, ANN, "confirm", "2026-12-03T09:30:00Z");
    let refused = &only(&replies, ANN).body;
    let line = say(language, "entry-answers-to-entered", &[]);
    assert!(refused.contains(&line), "{line}\n{refused}");
    // A second entry is refused with the reason in the same language.
    let replies = c.send(ANN, "entry", "enter 1", "2026-12-03T10:00:00Z");
    let refused = &only(&replies, ANN).body;
    for line in [
        say(
            language,
            "error-not-used-subject",
            &[("subject", "entry".into())],
        ),
        say(language, "entry-already", &cup()),
    ] {
        assert!(refused.contains(&line), "{line}\n{refused}");
    }
    // A withdrawal in the same language.
    let replies = c.send(ANN, "entry", "withdraw entry 1", "2026-12-04T09:00:00Z");
    let gone = only(&replies, ANN);
    let subject = say(
        language,
        "withdrawn-subject",
        &[("name", "Winter Cup".into())],
    );
    assert_eq!(gone.subject, subject);
    assert!(gone.body.contains(&say(language, "withdrawn", &cup())));
}

#[test]
fn an_entry_and_its_settings_mail_in_german() {
    an_entry_in(Language::German);
}

#[test]
fn an_entry_and_its_settings_mail_in_french() {
    an_entry_in(Language::French);
}

#[test]
fn your_language_is_now_de_reads_in_german() {
    let mut c = club();
    c.organiser(
        "tournament new \"Winter Cup\" --entries-until 2026-12-10",
        "2026-12-01T09:00:00Z",
    );
    let (_, entered) = c.enter_and_confirm(BEN, "", "2026-12-02T09:00:00Z");
    assert!(entered.subject.starts_with("Entered: Winter Cup"));
    let replies = c.answer(&entered, BEN, "language de", "2026-12-02T10:00:00Z");
    let changed = only(&replies, BEN);
    assert_eq!(changed.subject, "Einstellungen geändert");
    let line = say(
        Language::German,
        "settings-language",
        &[("language", "de".into()), ("letters", "K D T L S".into())],
    );
    assert!(line.starts_with("Ihre Sprache ist jetzt de."), "{line}");
    assert!(changed.body.contains(&line), "{}", changed.body);
    assert!(!changed.body.contains("Your language"), "{}", changed.body);
    // Back to English: the reply is English again, as it was.
    let replies = c.answer(&entered, BEN, "language en", "2026-12-02T11:00:00Z");
    let changed = only(&replies, BEN);
    assert_eq!(changed.subject, "Settings changed");
    assert!(changed
        .body
        .contains("Your language is now en. Your moves are read and written with"));
}

/// A Swiss of three whose entrants read German (Ann), French (Ben) and English
/// (Cat): the announcement, the pairing mails, the bye and the results mail each
/// in the reader's language, the crosstable's title, heads and legend too.
#[test]
fn a_swiss_mails_each_entrant_in_their_language() {
    let mut c = club();
    c.organiser(
        "tournament new \"Winter Cup\" --system swiss --rounds 2 --entries-until 2026-12-10",
        "2026-12-01T09:00:00Z",
    );
    let reads = [
        (ANN, Language::German),
        (BEN, Language::French),
        (CAT, Language::English),
    ];
    for (who, language) in reads {
        let code = format!("language {}", language.code());
        c.enter_and_confirm(who, &code, "2026-12-02T09:00:00Z");
    }
    // The entries close: each hears who is in, in their language.
    let replies = c.poll_at("2026-12-11T09:00:00Z");
    for (who, language) in reads {
        let closed = to(&replies, who)
            .into_iter()
            .find(|r| r.subject == say(language, "entries-closed-subject", &[cup()[0].clone()]))
            .unwrap_or_else(|| panic!("{who}: {replies:?}"));
        let [name, tournament] = cup();
        let count = ("count", 3.into());
        let line = say(language, "entries-closed", &[name, tournament, count]);
        assert!(closed.body.contains(&line), "{}", closed.body);
    }
    // The organiser's announcement: the frame in each language, the words as written.
    let words = "Willkommen! Bienvenue! Welcome!\nRound 1 starts tomorrow.";
    let replies = c.organiser(&format!("announce 1 {words}"), "2026-12-11T09:30:00Z");
    for (who, language) in reads {
        let mail = only(&replies, who);
        let subject = say(language, "announce-subject", &[cup()[0].clone()]);
        assert_eq!(mail.subject, subject);
        assert!(mail.body.contains(words), "{}", mail.body);
        assert!(mail.body.contains(&footer(language)), "{}", mail.body);
    }
    assert_eq!(only(&replies, ANN).subject, "Winter Cup: vom Turnierleiter");
    assert_eq!(
        only(&replies, BEN).subject,
        "Winter Cup : de l'organisateur"
    );
    // The start pairs round 1: one game and one bye, each mail in its reader's
    // language.
    let replies = c.organiser("tournament start 1", "2026-12-11T10:00:00Z");
    let mut byes = 0;
    for (who, language) in reads {
        let mail = only(&replies, who);
        let bye_subject = say(
            language,
            "bye-subject",
            &[("name", "Winter Cup".into()), ("round", "1".into())],
        );
        if mail.subject == bye_subject {
            byes += 1;
            let event = say(language, "event-name", &cup());
            let worth = say(language, "bye-worth-one", &[]);
            let args = [
                ("event", event.into()),
                ("round", 1.into()),
                ("worth", worth.into()),
            ];
            let text = say(language, "bye", &args);
            assert!(mail.body.contains(&text), "{text}\n{}", mail.body);
        } else {
            let [name, tournament] = cup();
            let line = say(
                language,
                "event-line",
                &[name, tournament, ("round", "1".into())],
            );
            assert!(mail.body.starts_with(&line), "{line}\n{}", mail.body);
        }
    }
    assert_eq!(byes, 1);
    // The game ends: everyone gets the results mail in their language.
    let (game, black): (i64, String) =
        c.w.db()
            .query_row(
                "SELECT g.id, b.email FROM games g JOIN players b ON b.id = g.black_id",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
    let id = c.message_id("r");
    c.w.deliver(&common::reply_mail(&black, &id, game, "resign"));
    let replies = c.poll_at("2026-12-12T10:00:00Z");
    for (who, language) in reads {
        let results = to(&replies, who)
            .into_iter()
            .find(|r| r.body.contains(&say(language, "results-new-one", &[])))
            .unwrap_or_else(|| panic!("{who}: {replies:?}"));
        let resigned = Outcome::Win {
            winner: Color::White,
            reason: WinReason::Resignation,
        };
        let how = locale::outcome(language, &resigned);
        assert!(
            results.body.contains(&format!("1-0 ({how})")),
            "{}",
            results.body
        );
        let subject = say(
            language,
            "results-subject",
            &[
                ("name", "Winter Cup".into()),
                ("done", 1.into()),
                ("games", 1.into()),
            ],
        );
        assert_eq!(results.subject, subject);
        // The crosstable in the reader's language: its title, heads and legend.
        let kind = say(language, "event-kind-swiss", &[("rounds", "2".into())]);
        let heads = format!(
            "{}  {}  {}",
            say(language, "table-rank", &[]),
            say(language, "table-number", &[]),
            say(language, "table-player", &[])
        );
        let points = say(language, "table-points", &[]);
        let buchholz = say(language, "tiebreak-bh", &[]);
        let cut = say(
            language,
            "tiebreak-cut",
            &[("name", buchholz.into()), ("n", 1.into())],
        );
        for line in [kind, heads, points, cut] {
            assert!(results.body.contains(&line), "{line}\n{}", results.body);
        }
    }
    let results = |who: &str| {
        to(&replies, who)
            .into_iter()
            .find(|r| r.subject.contains("Winter Cup") && r.body.contains("BH-C1"))
            .unwrap()
            .body
            .clone()
    };
    let german = results(ANN);
    for english in ["Player", "Pts", "Ties:", "Each round", "Swiss (Dutch"] {
        assert!(!german.contains(english), "{english}\n{german}");
    }
    let english = results(CAT);
    assert!(english.contains("Rk  No  Player"), "{english}");
    assert!(
        english.contains("Ties: Buchholz cut 1 (BH-C1)"),
        "{english}"
    );
}

/// A player's leave is told to the opponent in the opponent's language; the
/// player's own settings reply is in theirs.
/// A knock-out cup of two whose entrants read German (Ann) and French (Ben): each
/// game's mail names the round by its name (the final), the match and the game in
/// it, in the reader's language.
#[test]
fn a_cup_games_mails_name_round_match_and_game_in_each_language() {
    let mut c = club();
    c.organiser(
        "tournament new \"Winter Cup\" --system knockout --games 2 --entries-until 2026-12-10",
        "2026-12-01T09:00:00Z",
    );
    let reads = [(ANN, Language::German), (BEN, Language::French)];
    for (who, language) in reads {
        let code = format!("language {}", language.code());
        c.enter_and_confirm(who, &code, "2026-12-02T09:00:00Z");
    }
    c.poll_at("2026-12-11T09:00:00Z");
    let replies = c.organiser("tournament start 1", "2026-12-11T10:00:00Z");
    for (who, language) in reads {
        let lines: Vec<&str> = to(&replies, who)
            .into_iter()
            .filter_map(|m| m.body.lines().next())
            .filter(|l| l.starts_with("Winter Cup ("))
            .collect();
        let round = say(language, "bracket-final", &[]);
        let line = |game: u32| {
            let [name, tournament] = cup();
            let args = [
                name,
                tournament,
                ("round", round.clone().into()),
                ("match", "1".into()),
                ("game", game.to_string().into()),
            ];
            say(language, "event-cup-game-line", &args)
        };
        assert_eq!(lines, [line(1), line(2)], "{who}: {replies:?}");
    }
    let first = only_first_line(&replies, ANN);
    assert_eq!(first, "Winter Cup (Turnier 1): Finale, Paarung 1, Partie 1");
}

/// The first line of the first mail to `who` among `replies`.
fn only_first_line(replies: &[Sent], who: &str) -> String {
    to(replies, who)
        .first()
        .and_then(|m| m.body.lines().next())
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_leave_is_told_to_the_opponent_in_the_opponents_language() {
    let mut w = World::new();
    let g = w.new_game(ANN, BEN);
    let now = "2026-12-01T10:00:00Z";
    w.deliver(&common::reply_mail(ANN, "l0@x", g, "language fr"));
    w.poll_at(now);
    w.deliver(&common::reply_mail(BEN, "l1@x", g, "language de"));
    w.poll_at(now);
    w.deliver(&common::reply_mail(
        BEN,
        "l2@x",
        g,
        "leave 2026-12-03 2026-12-05",
    ));
    let replies = w.poll_at(now);
    let span = [
        ("first", "2026-12-03".into()),
        ("last", "2026-12-05".into()),
    ];
    let notice = only(&replies, ANN);
    let subject = say(Language::French, "leave-notice-subject", &span);
    assert!(notice.subject.ends_with(&subject), "{}", notice.subject);
    for line in [
        say(Language::French, "leave-notice-span", &span),
        say(Language::French, "leave-notice-clock", &[]),
    ] {
        assert!(notice.body.contains(&line), "{line}\n{}", notice.body);
    }
    let own = only(&replies, BEN);
    assert_eq!(own.subject, say(Language::German, "settings-subject", &[]));
    for line in [
        say(Language::German, "settings-leave", &span),
        say(Language::German, "settings-leave-clocks", &[]),
    ] {
        assert!(own.body.contains(&line), "{line}\n{}", own.body);
    }
}

/// An organiser's action on a game is told to each player in their language:
/// the frame and what was done translated, the organiser's reason as written.
#[test]
fn an_organisers_takeback_is_told_to_each_player_in_their_language() {
    let mut w = World::new();
    let g = w.new_game(ANN, BEN);
    let now = "2026-12-01T10:00:00Z";
    for (who, id, body) in [
        (ANN, "o0@x", "language de"),
        (ANN, "o1@x", "e4"),
        (BEN, "o2@x", "e5"),
    ] {
        w.deliver(&common::reply_mail(who, id, g, body));
        w.poll_at(now);
    }
    let game = g.to_string();
    let args = [
        "game",
        "takeback",
        game.as_str(),
        "--reason",
        "Tippfehler / mistyped",
        "--by",
        TD,
        "--now",
        now,
    ];
    let (code, _, err) = w.arbiter(&args);
    assert_eq!(code, 0, "{err}");
    let replies = w.new_replies();
    let german = Language::German;
    let what = say(
        german,
        "organiser-took-back",
        &[
            ("side", locale::side(german, Color::Black).into()),
            ("move", "e5".into()),
            ("ply", "2".into()),
        ],
    );
    let ann = only(&replies, ANN);
    let subject = say(
        german,
        "organiser-subject",
        &[("what", what.as_str().into())],
    );
    assert!(ann.subject.ends_with(&subject), "{}", ann.subject);
    let did = say(
        german,
        "organiser-did",
        &[("by", TD.into()), ("what", what.as_str().into())],
    );
    for line in [
        did,
        say(
            german,
            "organiser-reason",
            &[("reason", "Tippfehler / mistyped".into())],
        ),
    ] {
        assert!(ann.body.contains(&line), "{line}\n{}", ann.body);
    }
    let ben = only(&replies, BEN);
    assert!(
        ben.body.contains(&format!(
            "The organiser ({TD}) took back Black's last turn, e5 (ply 2)."
        )),
        "{}",
        ben.body
    );
}

/// An entrant who reads German enters a second event: the refusals for a rating
/// below the event's minimum (none, then one from elsewhere too low) and, once
/// the rating suffices, the entry's request with the event's title in German.
#[test]
fn a_rating_refusal_and_the_entry_request_read_in_german() {
    let german = Language::German;
    let mut c = club();
    c.organiser(
        "tournament new \"Winter Cup\" --entries-until 2026-12-10",
        "2026-12-01T09:00:00Z",
    );
    c.enter_and_confirm(ANN, "language de", "2026-12-02T09:00:00Z");
    c.organiser(
        "tournament new \"Masters\" --system swiss --rounds 3 --entries-until 2026-12-10 --min-rating 1800",
        "2026-12-02T10:00:00Z",
    );
    let masters = || {
        [
            ("name", "Masters".into()),
            ("tournament", "2".into()),
            ("min", "1800".into()),
        ]
    };
    let replies = c.send(ANN, "entry", "enter 2", "2026-12-02T11:00:00Z");
    let refused = &only(&replies, ANN).body;
    let [name, tournament, min] = masters();
    let none = say(
        german,
        "entry-rating-none",
        &[name, tournament, min, ("variant", "chess".into())],
    );
    assert!(refused.contains(&none), "{none}\n{refused}");
    assert!(!refused.contains("takes players"), "{refused}");
    c.organiser(
        &format!("player external {ANN} --from iccf --rating 1750"),
        "2026-12-02T12:00:00Z",
    );
    let replies = c.send(ANN, "entry", "enter 2", "2026-12-02T13:00:00Z");
    let refused = &only(&replies, ANN).body;
    let [name, tournament, min] = masters();
    let what = say(german, "entry-rating-elsewhere", &[]);
    let low = say(
        german,
        "entry-rating-low",
        &[
            name,
            tournament,
            min,
            ("what", what.into()),
            ("rating", "1750".into()),
        ],
    );
    assert!(refused.contains(&low), "{low}\n{refused}");
    c.organiser(
        &format!("player external {ANN} --from iccf --rating 2050"),
        "2026-12-02T14:00:00Z",
    );
    let replies = c.send(ANN, "entry", "enter 2", "2026-12-02T15:00:00Z");
    let request = only(&replies, ANN);
    let kind = say(german, "event-system", &[("system", "swiss".into())]);
    assert_eq!(kind, "Schweizer System");
    let title = say(
        german,
        "event-title",
        &[
            ("name", "Masters".into()),
            ("tournament", "2".into()),
            ("variant", "chess".into()),
            ("kind", kind.into()),
            ("control", "".into()),
        ],
    );
    assert!(request.body.contains(&title), "{title}\n{}", request.body);
    assert!(!request.body.contains("tournament 2"), "{}", request.body);
}

/// An organiser who plays here with `language de` reads the replies to their
/// mail in German: the announcement's "Done", a command's "Done" with the
/// crosstable in German, the overdue list, a command that does not read; an
/// organiser who plays nowhere reads English.
#[test]
fn an_organisers_replies_read_in_the_organisers_language() {
    let german = Language::German;
    let mut c = club();
    // Before the organiser plays: English.
    let replies = c.organiser(
        "tournament new \"Winter Cup\" --entries-until 2026-12-10",
        "2026-12-01T09:00:00Z",
    );
    assert!(
        only(&replies, TD)
            .subject
            .starts_with("Done: tournament new"),
        "{replies:?}"
    );
    let replies = c.organiser("overdue", "2026-12-01T09:30:00Z");
    assert_eq!(only(&replies, TD).subject, "Overdue games");
    c.enter_and_confirm(TD, "language de", "2026-12-02T09:00:00Z");
    c.enter_and_confirm(ANN, "", "2026-12-02T09:00:00Z");
    let replies = c.organiser("announce 1 Willkommen!", "2026-12-02T10:00:00Z");
    // The organiser, entered too, gets the announcement and the "Done".
    let name = ("name", "Winter Cup".into());
    let subject = say(
        german,
        "organiser-announced-subject",
        std::slice::from_ref(&name),
    );
    let done = to(&replies, TD)
        .into_iter()
        .find(|r| r.subject == subject)
        .unwrap_or_else(|| panic!("{subject}: {replies:?}"));
    let line = say(
        german,
        "organiser-announced",
        &[name, ("tournament", "1".into()), ("sent", "2".into())],
    );
    assert!(done.body.contains(&line), "{line}\n{}", done.body);
    let replies = c.organiser("tournament table 1", "2026-12-02T11:00:00Z");
    let table = only(&replies, TD);
    let subject = say(
        german,
        "organiser-done-subject",
        &[("line", "tournament table 1".into())],
    );
    assert_eq!(table.subject, subject);
    let heads = format!(
        "{}  {}  {}",
        say(german, "table-rank", &[]),
        say(german, "table-number", &[]),
        say(german, "table-player", &[])
    );
    assert!(table.body.contains(&heads), "{heads}\n{}", table.body);
    let replies = c.organiser("overdue", "2026-12-02T12:00:00Z");
    let overdue = only(&replies, TD);
    assert_eq!(
        overdue.subject,
        say(german, "organiser-overdue-subject", &[])
    );
    let none = say(german, "organiser-overdue-none", &[]);
    assert!(overdue.body.contains(&none), "{none}\n{}", overdue.body);
    let replies = c.organiser("tournament frobnicate 1", "2026-12-02T13:00:00Z");
    let refused = &only(&replies, TD).body;
    let frame = say(
        german,
        "organiser-not-read",
        &[
            ("line", "tournament frobnicate 1".into()),
            ("what", "tournament".into()),
        ],
    );
    assert!(frame.contains("Turnier-Befehl"), "{frame}");
    assert!(refused.contains(&frame), "{frame}\n{refused}");
}

/// An organiser who plays here with `language de` reads why a command was
/// refused and what a game command did in German too, not only the frames:
/// a tournament command on a tournament that does not exist, an abort, an
/// adjudication of the game it ended and a result that does not read. Each
/// expected text is built from the same `Phrase` the arbiter says.
#[test]
fn an_organisers_refusals_and_what_was_done_read_in_the_organisers_language() {
    let german = Language::German;
    let mut c = club();
    let now = "2026-12-01T09:00:00Z";
    // The organiser plays Ann, and reads German.
    let g = c.w.new_game(TD, ANN);
    c.w.deliver(&common::reply_mail(TD, "lang@x", g, "language de"));
    c.poll_at(now);
    // A tournament command refused: the frame and the reason in German.
    let replies = c.organiser("tournament start 7", now);
    let refused = &only(&replies, TD).body;
    let why = Phrase::new("tournament-error-no-such").with("tournament", "7");
    let line = say(
        german,
        "organiser-not-done",
        &[
            ("line", "tournament start 7".into()),
            ("why", translated(&why, german).into()),
        ],
    );
    assert!(refused.contains(&line), "{line}\n{refused}");
    assert!(!refused.contains(&why.to_string()), "{refused}");
    // A game command carried out: what was done in German.
    let game = g.to_string();
    let replies = c.organiser(&format!("abort {g} verschwunden"), now);
    let done = to(&replies, TD)
        .into_iter()
        .find(|r| r.subject.ends_with(&say(german, "organiser-done", &[])))
        .unwrap_or_else(|| panic!("{replies:?}"));
    let ended = Phrase::new("organiser-ended")
        .with("result", "*")
        .with("how", Phrase::new("outcome-aborted"));
    let line = say(
        german,
        "organiser-game-done",
        &[
            ("game", game.as_str().into()),
            ("what", translated(&ended, german).into()),
        ],
    );
    assert!(done.body.contains(&line), "{line}\n{}", done.body);
    // A game command on the game it ended: the reason in German.
    let replies = c.organiser(&format!("adjudicate {g} 1-0 zu spät"), now);
    let refused = &only(&replies, TD).body;
    let over = Phrase::new("organiser-error-over")
        .with("game", game.as_str())
        .with("result", "*")
        .with("how", Phrase::new("outcome-aborted"));
    let why = translated(&over, german);
    assert!(refused.contains(&why), "{why}\n{refused}");
    assert!(!refused.contains("is over already"), "{refused}");
    // A result that does not read.
    let replies = c.organiser(&format!("adjudicate {g} 2-0 zu spät"), now);
    let refused = &only(&replies, TD).body;
    let bad = Phrase::new("organiser-error-bad-result").with("text", "\"2-0\"");
    let why = translated(&bad, german);
    assert!(refused.contains(&why), "{why}\n{refused}");
    // A game command without its game: how to write it, in German.
    let replies = c.organiser("pause", now);
    let usage = say(german, "organiser-usage", &[("word", "pause".into())]);
    assert!(
        only(&replies, TD).body.contains(&usage),
        "{usage}\n{replies:?}"
    );
    // A command without the organiser's code: refused in German.
    let replies = c.send(TD, "event", &format!("abort {g} ohne Code"), now);
    let no_code = say(german, "organiser-no-code", &[]);
    assert!(
        only(&replies, TD).body.contains(&no_code),
        "{no_code}\n{replies:?}"
    );
}
