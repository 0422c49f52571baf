//! Thematic events by mail through the real binary (a Maildir inbox, `arbiter
//! poll --once --now`, the file outbox, a real SQLite file): an organiser makes
//! a Swiss from the King's Gambit (`--opening "1. e4 e5 2. f4"`) and a Momentum
//! round robin from a set opening in Momentum's own notation; every game
//! starts there (Black to move at move 2 in the Swiss), each player's first
//! mail names the theme in the player's language (English, and German for an
//! entrant who chose it), the games are played on by mail from there, and the
//! PGN carries `[SetUp "1"]` and `[FEN]`. An illegal position, a position where
//! the game is over and an opening move that does not read are refused with
//! their reason, in the organiser's language, and nothing is made. Every
//! expected text comes from the message files in locales/.

use crate::common::club::{Club, Settings};
use crate::common::{only, reply_mail, say, to, Sent};
use pbem_arbiter::notation::dialect::Language;

const TD: &str = "td@example.com";
const CODE: &str = "td-secret-7k2p9q4w";
const ANN: &str = "ann@example.org";
const BEN: &str = "ben@example.net";
const CAT: &str = "cat@example.org";
const DAN: &str = "dan@example.net";
/// The position after 1. e4 e5 2. f4 (no en passant capture is possible, so
/// the FEN names no square for it).
const KINGS_GAMBIT: &str = "rnbqkbnr/pppp1ppp/8/4p3/4PP2/8/PPPP2PP/RNBQKBNR b KQkq - 0 2";

fn club() -> Club {
    Club::new(TD, CODE, Settings::named("Arbiter"))
}

impl Club {
    /// `from` writes `body` about game `game` as a mail client's reply does
    /// (the player's code in the address), then a poll at `now`; the replies.
    fn thematic_move(&mut self, from: &str, game: i64, body: &str, now: &str) -> Vec<Sent> {
        let id = self.message_id("t");
        self.w.deliver(&reply_mail(from, &id, game, body));
        self.poll_at(now)
    }

    /// The games of tournament 1 in round `round`: (game, white, black).
    fn thematic_round(&self, round: u32) -> Vec<(i64, String, String)> {
        self.w.rows(
            "SELECT g.id, w.email, b.email FROM tournament_games tg JOIN games g ON g.id = tg.game_id \
             JOIN players w ON w.id = g.white_id JOIN players b ON b.id = g.black_id \
             WHERE tg.tournament_id = 1 AND tg.round = ?1 ORDER BY tg.board",
            [round],
        )
    }

    /// How many tournaments there are.
    fn thematic_count(&self) -> i64 {
        self.w.count("SELECT COUNT(*) FROM tournaments")
    }
}

#[test]
fn a_thematic_swiss_from_the_kings_gambit_is_played_from_move_two() {
    let mut c = club();
    let replies = c.organiser(
        &format!(
            "tournament new \"Gambit Cup\" --system swiss --rounds 2 --time-control 5d/move \
             --opening \"1. e4 e5 2. f4\" --entries-until 2026-12-10 \
             --player {ANN} --player {CAT} --player {DAN}"
        ),
        "2026-12-01T09:00:00Z",
    );
    let done = only(&replies, TD);
    assert!(
        done.body.contains("tournament 1: Gambit Cup"),
        "{}",
        done.body
    );
    // Ben enters by mail and reads German.
    let replies = c.send(BEN, "entry", "enter 1", "2026-12-02T09:00:00Z");
    let request = only(&replies, BEN).clone();
    let replies = c.answer(
        &request,
        BEN,
        "confirm\nlanguage de",
        "2026-12-02T09:05:00Z",
    );
    only(&replies, BEN);
    assert_eq!(
        c.w.rows::<(String,), _>(
            "SELECT fen FROM tournament_themes WHERE tournament_id = 1",
            []
        ),
        [(KINGS_GAMBIT.to_string(),)]
    );

    let replies = c.organiser("tournament start 1", "2026-12-11T09:00:00Z");
    let games = c.thematic_round(1);
    assert_eq!(games.len(), 2, "{games:?}");
    // Every game starts from the gambit, in the store.
    for (game, _, _) in &games {
        let start: Vec<(Option<String>,)> =
            c.w.rows("SELECT start_position FROM games WHERE id = ?1", [game]);
        assert_eq!(start, [(Some(KINGS_GAMBIT.to_string()),)], "game {game}");
    }
    // Each player's first mail names the theme in the player's language, and
    // Black is to move.
    let theme = |language| {
        say(
            language,
            "event-theme-opening",
            &[("moves", "1. e4 e5 2. f4".into())],
        )
    };
    for (game, white, black) in &games {
        for (player, black_side) in [(white, false), (black, true)] {
            let language = if player == BEN {
                Language::German
            } else {
                Language::English
            };
            let first = to(&replies, player)
                .into_iter()
                .find(|s| s.subject.starts_with(&format!("[Game {game} ")))
                .unwrap_or_else(|| panic!("{player}: no mail of game {game}: {replies:#?}"));
            assert!(
                first.body.contains(&theme(language)),
                "{player} ({language}): {}",
                first.body
            );
            let turn = if black_side {
                say(language, "new-game-your-move", &[])
            } else {
                say(
                    language,
                    "new-game-wait",
                    &[("side", pbem_arbiter::board::color::Color::Black.into())],
                )
            };
            assert!(first.body.contains(&turn), "{player}: {}", first.body);
        }
    }
    let english = theme(Language::English);
    assert_eq!(
        english,
        "Thematic event: every game starts after the set opening 1. e4 e5 2. f4."
    );

    // Round 1 played by mail from move 2: Black takes the gambit pawn.
    let (g1, w1, b1) = games[0].clone();
    let (g2, w2, b2) = games[1].clone();
    let replies = c.thematic_move(&b1, g1, "2... exf4", "2026-12-12T09:00:00Z");
    assert!(!to(&replies, &w1).is_empty(), "{replies:#?}");
    c.thematic_move(&w1, g1, "3. Nf3", "2026-12-12T10:00:00Z");
    c.thematic_move(&b1, g1, "resign", "2026-12-12T11:00:00Z");
    c.thematic_move(&b2, g2, "Nc6", "2026-12-12T12:00:00Z");
    // The last result of round 1 pairs round 2 in the same poll.
    let replies = c.thematic_move(&w2, g2, "resign", "2026-12-12T13:00:00Z");
    let results: Vec<(Option<String>,)> = c.w.rows(
        "SELECT result FROM games WHERE id IN (?1, ?2) ORDER BY id",
        [g1, g2],
    );
    assert_eq!(results, [(Some("1-0".into()),), (Some("0-1".into()),)]);
    assert_eq!(
        c.w.canonical_turns(g1),
        ["exf4", "Nf3"],
        "the game's own turns start at Black's second move"
    );

    // Round 2 starts from the gambit too.
    let round2 = c.thematic_round(2);
    assert_eq!(round2.len(), 2, "{replies:#?}");
    for (game, white, _) in &round2 {
        let first = to(&replies, white)
            .into_iter()
            .find(|s| s.subject.starts_with(&format!("[Game {game} ")))
            .unwrap_or_else(|| panic!("{white}: no mail of game {game}"));
        let language = if white == BEN {
            Language::German
        } else {
            Language::English
        };
        assert!(first.body.contains(&theme(language)), "{}", first.body);
    }

    // The PGN of the event: every game set up at the gambit, the moves from 2...
    let replies = c.organiser("tournament pgn 1", "2026-12-13T10:00:00Z");
    let pgn = &only(&replies, TD).body;
    assert_eq!(pgn.matches("[SetUp \"1\"]").count(), 4, "{pgn}");
    assert_eq!(
        pgn.matches(&format!("[FEN \"{KINGS_GAMBIT}\"]")).count(),
        4,
        "{pgn}"
    );
    assert!(pgn.contains("2... exf4"), "{pgn}");

    // The table's title names the theme.
    let replies = c.organiser("tournament table 1", "2026-12-13T11:00:00Z");
    let table = &only(&replies, TD).body;
    let short = say(
        Language::English,
        "event-theme-short-opening",
        &[("moves", "1. e4 e5 2. f4".into())],
    );
    assert!(table.contains(&short), "{table}");
}

#[test]
fn a_thematic_momentum_round_robin_starts_after_its_set_opening() {
    let mut c = club();
    // The first moves of the Momentum rule text's second sample game, in
    // Momentum's own notation (two actions in one turn, army pieces by their
    // Betza names).
    let opening = "1. e2-e3 (fhNbB)g8-f6 2. e3-e4, Nb1-c3 e7-e5";
    let replies = c.organiser(
        &format!(
            "tournament new \"Momentum Theme\" --variant momentum \
             --option white-army=fabulous-fides --option black-army=forward-fides \
             --opening \"{opening}\" --player {ANN} --player {BEN} --player {CAT}"
        ),
        "2026-12-01T09:00:00Z",
    );
    let done = only(&replies, TD);
    assert!(
        done.body.contains("tournament 1: Momentum Theme"),
        "{}",
        done.body
    );
    let stored: Vec<(String, Option<String>)> = c.w.rows(
        "SELECT fen, opening FROM tournament_themes WHERE tournament_id = 1",
        [],
    );
    assert_eq!(stored.len(), 1);
    let (fen, moves) = stored[0].clone();
    let moves = moves.unwrap();
    assert!(moves.starts_with("1. "), "{moves}");

    let replies = c.organiser("tournament start 1", "2026-12-01T10:00:00Z");
    let games: Vec<(i64, String, String)> = (1..=3).flat_map(|r| c.thematic_round(r)).collect();
    assert_eq!(games.len(), 3, "{games:?}");
    let theme = say(
        Language::English,
        "event-theme-opening",
        &[("moves", moves.clone().into())],
    );
    for (game, white, black) in &games {
        let start: Vec<(Option<String>,)> =
            c.w.rows("SELECT start_position FROM games WHERE id = ?1", [game]);
        assert_eq!(start, [(Some(fen.clone()),)], "game {game}");
        for player in [white, black] {
            let first = to(&replies, player)
                .into_iter()
                .find(|s| s.subject.starts_with(&format!("[Game {game} ")))
                .unwrap_or_else(|| panic!("{player}: no mail of game {game}"));
            assert!(first.body.contains(&theme), "{}", first.body);
        }
    }
    // Played on from White's third move, as the sample game went on.
    let (game, white, black) = games[0].clone();
    let replies = c.thematic_move(&white, game, "3. Ng1-f3, Nc3-d5", "2026-12-02T09:00:00Z");
    assert!(!to(&replies, &black).is_empty(), "{replies:#?}");
    assert_eq!(c.w.canonical_turns(game).len(), 1);
    let replies = c.organiser("tournament pgn 1", "2026-12-02T10:00:00Z");
    let pgn = &only(&replies, TD).body;
    assert_eq!(pgn.matches("[SetUp \"1\"]").count(), 3, "{pgn}");
    assert!(pgn.contains(&format!("[FEN \"{fen}\"]")), "{pgn}");
    assert!(pgn.contains("[Variant \"momentum\"]"), "{pgn}");

    // The published event page names the theme.
    let site = c.w.dir.path().join("site");
    let (code, _, err) = c.w.arbiter(&[
        "--config",
        c.config.to_str().unwrap(),
        "publish",
        site.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let page = std::fs::read_to_string(site.join("events/1.html")).unwrap();
    let short = say(
        Language::English,
        "event-theme-short-opening",
        &[("moves", moves.into())],
    );
    assert!(
        page.contains(&format!("<p class=\"theme\">{short}</p>")),
        "{page}"
    );
}

#[test]
fn a_thematic_cup_from_a_set_position_starts_every_match_game_there() {
    let mut c = club();
    // The Two Knights Defence, given as a position.
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    let replies = c.organiser(
        &format!(
            "tournament new \"Knights Cup\" --system knockout --games 2 --fen \"{fen}\" \
             --player {ANN} --player {BEN}"
        ),
        "2026-12-01T09:00:00Z",
    );
    let done = only(&replies, TD);
    assert!(
        done.body
            .contains(&format!("thematic, every game from {fen}")),
        "{}",
        done.body
    );
    let replies = c.organiser("tournament start 1", "2026-12-01T10:00:00Z");
    let games = c.thematic_round(1);
    assert_eq!(games.len(), 2, "{games:?}");
    let theme = say(
        Language::English,
        "event-theme-position",
        &[("fen", fen.into())],
    );
    for (game, white, _) in &games {
        let start: Vec<(Option<String>,)> =
            c.w.rows("SELECT start_position FROM games WHERE id = ?1", [game]);
        assert_eq!(start, [(Some(fen.to_string()),)], "game {game}");
        let first = to(&replies, white)
            .into_iter()
            .find(|s| s.subject.starts_with(&format!("[Game {game} ")))
            .unwrap_or_else(|| panic!("{white}: no mail of game {game}"));
        assert!(first.body.contains(&theme), "{}", first.body);
    }
    // White plays on from move 4.
    let (game, white, _) = games[0].clone();
    c.thematic_move(&white, game, "4. Ng5", "2026-12-02T09:00:00Z");
    assert_eq!(c.w.canonical_turns(game), ["Ng5"]);
}

#[test]
fn a_bad_set_start_is_refused_with_its_reason_and_nothing_is_made() {
    let mut c = club();
    let players = format!("--player {ANN} --player {BEN}");
    let cases = [
        (
            format!("tournament new Cup --fen \"8/8/8/8/8/8/8/8 w - - 0 1\" {players}"),
            "--fen: the set position cannot be played: position text:",
        ),
        (
            // Fool's mate: White is mated there.
            format!(
                "tournament new Cup --fen \"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\" {players}"
            ),
            "the game is over at the set start (0-1",
        ),
        (
            format!("tournament new Cup --opening \"1. f3 e5 2. g4 Qh4#\" {players}"),
            "the game is over at the set start (0-1",
        ),
        (
            format!("tournament new Cup --opening \"1. e4 e5 2. Ke3\" {players}"),
            "--opening: move 2. Ke3 cannot be played: Ke3 is not legal",
        ),
        (
            format!("tournament new Cup --opening \"1. e4 e5 2. Zz9\" {players}"),
            "--opening: move 2. Zz9 cannot be played: cannot read",
        ),
        (
            format!("tournament new Cup --opening \"1. e4 2. d4\" {players}"),
            "--opening: move 1... d4 cannot be played: 2 was written for white",
        ),
    ];
    for (line, why) in &cases {
        let replies = c.organiser(line, "2026-12-01T09:00:00Z");
        let reply = only(&replies, TD);
        assert!(reply.body.contains(why), "{line}: {}", reply.body);
    }
    assert_eq!(c.thematic_count(), 0);

    // The organiser who plays here and reads German hears why in German.
    let game = c.w.new_game(TD, CAT);
    c.thematic_move(TD, game, "language de", "2026-12-01T10:00:00Z");
    let replies = c.organiser(
        &format!("tournament new Cup --opening \"1. e4 e5 2. Ke3\" {players}"),
        "2026-12-01T11:00:00Z",
    );
    let body = &only(&replies, TD).body;
    let frame = say(
        Language::German,
        "tournament-theme-move",
        &[
            ("label", "2.".into()),
            ("text", "Ke3".into()),
            ("reason", "REASON".into()),
        ],
    );
    let before = frame.split("REASON").next().unwrap();
    assert!(body.contains(before), "{body}");
    assert!(!body.contains("cannot be played"), "{body}");
    let over = c.organiser(
        &format!("tournament new Cup --opening \"1. f3 e5 2. g4 Qh4#\" {players}"),
        "2026-12-01T12:00:00Z",
    );
    let body = &only(&over, TD).body;
    let frame = say(
        Language::German,
        "tournament-theme-over",
        &[("result", "0-1".into()), ("how", "HOW".into())],
    );
    assert!(body.contains(frame.split("0-1").next().unwrap()), "{body}");
    assert_eq!(c.thematic_count(), 0);
    // Her opening reads in German piece letters, as her moves do.
    let made = c.organiser(
        &format!("tournament new Cup --opening \"1. e4 e5 2. Sf3 Sc6\" {players}"),
        "2026-12-01T13:00:00Z",
    );
    let body = &only(&made, TD).body;
    assert!(
        body.contains("every game from 1. e4 e5 2. Nf3 Nc6"),
        "{body}"
    );
    assert_eq!(c.thematic_count(), 1);
    // A Dutch refusal reads as Dutch too (the message files, not the mail).
    let dutch = say(Language::Dutch, "tournament-theme-empty", &[]);
    assert!(dutch.contains("voorgeschreven opening"), "{dutch}");
}
