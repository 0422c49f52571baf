//! Playing from a chess program (Xfcc) against the real `arbiter run` on
//! loopback, on the real clock: the password made by mail, `GetMyGames` and
//! `MakeAMove` through a client that zeep builds from the served WSDL and
//! through the bytes Scid sends, each refusal's result code, the opponent's
//! mail found in the outbox, the same call twice played once (also after a
//! kill -9), and a thousand wrong passwords held as guessing is.

use std::time::Duration;

use serde_json::{json, Value};

use crate::common::xfcc::{
    scid_get_my_games, scid_make_a_move, zeep, HttpConnection, ScidMove, XfccRun, SCID_CONTENT_TYPE,
};
use crate::common::{wait_for, Sent, World};

const ANN: &str = "ann@example.org";
const BOB: &str = "bob@example.net";
const CAROL: &str = "carol@example.com";
const TD: &str = "td@example.org";

/// The config of these tests: an organiser (told of guessing) and the
/// endpoint on a port of its own.
const CONFIG: &str = "organisers = [\"td@example.org\"]\n[xfcc]\nlisten = \"127.0.0.1:0\"\n";

/// A world with the config written, where games are made on the command
/// line and passwords asked by mail (`xfcc` in a mail about one of the
/// player's games, with its code) before the daemon starts.
struct Club {
    w: World,
    config: std::path::PathBuf,
}

impl Club {
    fn new() -> Club {
        let w = World::new();
        let config = w.config("xfcc.toml", CONFIG);
        Club { w, config }
    }

    fn cli(&self, args: &[&str]) -> String {
        let mut all = vec!["--config", self.config.to_str().unwrap()];
        all.extend_from_slice(args);
        let (code, out, err) = self.w.arbiter(&all);
        assert_eq!(code, 0, "{args:?}: {err}");
        out
    }

    fn game(&mut self, white: &str, black: &str, extra: &[&str]) -> i64 {
        let mut args = vec!["game", "new", "--white", white, "--black", black];
        args.extend_from_slice(extra);
        let out = self.cli(&args);
        self.w.new_replies();
        out.lines().next().unwrap().trim().parse().unwrap()
    }

    fn poll(&mut self) -> Vec<Sent> {
        self.cli(&["poll", "--once"]);
        self.w.new_replies()
    }

    /// `xfcc` by mail about `game`: the password read from its mail.
    fn ask_password(&mut self, player: &str, game: i64) -> String {
        let id = format!("pw-{player}-{game}@x");
        self.w
            .deliver(&crate::common::reply_mail(player, &id, game, "xfcc"));
        let replies = self.poll();
        let mail = replies
            .iter()
            .find(|s| s.to == player)
            .unwrap_or_else(|| panic!("no password mail to {player}: {replies:?}"));
        password_in(&mail.body).unwrap_or_else(|| panic!("no password line in: {}", mail.body))
    }

    fn start(&self) -> XfccRun {
        self.w.spawn_xfcc_with(&self.config, "xfcc-run.log")
    }

    fn turns(&self, game: i64) -> Vec<String> {
        self.w.canonical_turns(game)
    }
}

/// The password of a password mail: alone on an indented line, 20 symbols
/// of A-Z a-z 0-9 - _.
pub(crate) fn password_in(body: &str) -> Option<String> {
    body.lines().find_map(|line| {
        let word = line.trim();
        let alone = line.starts_with([' ', '\t'])
            && word.chars().count() == 20
            && word
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        alone.then(|| word.to_string())
    })
}

fn wsdl(run: &XfccRun) -> String {
    format!("http://{}/xfccbasic.asmx?WSDL", run.address)
}

fn get_my_games(player: &str, password: &str) -> Value {
    json!({"op": "GetMyGames", "username": player, "password": password})
}

fn make_a_move(player: &str, password: &str, game: i64, movecount: u32, mv: &str) -> Value {
    json!({"op": "MakeAMove", "username": player, "password": password, "gameId": game,
           "movecount": movecount, "myMove": mv})
}

/// `call` with `key` set to `value`.
fn with(mut call: Value, key: &str, value: Value) -> Value {
    call[key] = value;
    call
}

/// The games of a `GetMyGames` answer by id.
fn games_of(answer: &Value) -> Vec<Value> {
    answer["games"]
        .as_array()
        .unwrap_or_else(|| panic!("no games: {answer}"))
        .clone()
}

fn game_in(answer: &Value, id: i64) -> Value {
    games_of(answer)
        .into_iter()
        .find(|g| g["id"] == json!(id))
        .unwrap_or_else(|| panic!("game {id} not in {answer}"))
}

/// Waits (at most 30 s) for replies in the outbox until `done` holds for all
/// seen so far; all of them.
fn replies_until(w: &mut World, done: impl Fn(&[Sent]) -> bool) -> Vec<Sent> {
    let mut seen = Vec::new();
    let found = wait_for(Duration::from_secs(30), || {
        seen.extend(w.new_replies());
        done(&seen)
    });
    assert!(found, "replies so far: {seen:#?}");
    seen
}

#[test]
fn a_chess_program_lists_and_plays_games_as_mail_would() {
    let mut club = Club::new();
    let chess = club.game(ANN, BOB, &["--time-control", "10/50d"]);
    let momentum = club.game(BOB, ANN, &["--variant", "momentum"]);
    let other = club.game(BOB, CAROL, &[]);
    let ann = club.ask_password(ANN, chess);
    let bob = club.ask_password(BOB, chess);
    assert_ne!(ann, bob);
    let run = club.start();
    let url = wsdl(&run);

    // GetMyGames: both of Ann's games, in her colours, with the clocks.
    let answers = zeep(&url, None, &[get_my_games(ANN, &ann)]);
    let games = games_of(&answers[0]);
    assert_eq!(games.len(), 2, "{games:#?}");
    let first = game_in(&answers[0], chess);
    assert_eq!(first["variant"], "chess");
    assert_eq!(first["hasWhite"], true);
    assert_eq!(first["myTurn"], true);
    assert_eq!(first["result"], "Ongoing");
    assert_eq!(first["timeControl"], "10/4320000");
    assert_eq!(first["daysPlayer"], 49, "{first}");
    // The opponent's clock does not run: all of his 50 days.
    assert_eq!(first["daysOpponent"], 50, "{first}");
    assert_eq!(first["white"], ANN);
    assert_eq!(first["black"], BOB);
    let second = game_in(&answers[0], momentum);
    assert_eq!(second["variant"], "momentum");
    assert_eq!(second["hasWhite"], false);
    assert_eq!(second["myTurn"], false);
    // No time control: "999 days", not "out of time".
    assert_eq!(second["daysPlayer"], 999);

    // A move, with a message: the opponent's mail, none to the mover.
    let answers = zeep(
        &url,
        None,
        &[with(
            make_a_move(ANN, &ann, chess, 1, "e4"),
            "myMessage",
            json!("Good luck!"),
        )],
    );
    assert_eq!(answers, [json!({"result": "Success"})]);
    let mails = replies_until(&mut club.w, |s| s.iter().any(|m| m.to == BOB));
    assert!(mails.iter().all(|m| m.to != ANN), "{mails:#?}");
    let to_bob = mails.iter().find(|m| m.to == BOB).unwrap();
    assert!(to_bob.body.contains("e4"), "{}", to_bob.body);
    assert!(
        to_bob.body.contains("White writes:\n> Good luck!"),
        "{}",
        to_bob.body
    );
    assert_eq!(club.turns(chess), ["e4"]);

    // The same call again (a client that lost the answer): played once.
    let answers = zeep(
        &url,
        None,
        &[with(
            make_a_move(ANN, &ann, chess, 1, "e4"),
            "myMessage",
            json!("Good luck!"),
        )],
    );
    assert_eq!(answers, [json!({"result": "Success"})]);
    std::thread::sleep(Duration::from_millis(500));
    assert!(club.w.new_replies().is_empty());
    assert_eq!(club.turns(chess), ["e4"]);

    // Bob's program shows the move, its time and Ann's words.
    let answers = zeep(&url, None, &[get_my_games(BOB, &bob)]);
    let seen = game_in(&answers[0], chess);
    assert!(
        seen["moves"]
            .as_str()
            .unwrap()
            .starts_with("1.e4 {[%ccsnt "),
        "{seen}"
    );
    assert_eq!(seen["message"], "Good luck!");
    assert_eq!(seen["myTurn"], true);

    // Each refusal its code, nothing changed.
    let answers = zeep(
        &url,
        None,
        &[
            make_a_move(ANN, &ann, chess, 2, "d4"),
            make_a_move(BOB, &bob, chess, 1, "Ke2"),
            make_a_move(BOB, &bob, chess, 2, "e5"),
            make_a_move(ANN, &ann, other, 1, "e4"),
            make_a_move(ANN, &ann, 999, 1, "e4"),
            make_a_move(ANN, "not-her-password", chess, 2, "d4"),
            get_my_games(ANN, "not-her-password"),
            with(
                make_a_move(BOB, &bob, chess, 1, ""),
                "acceptDraw",
                json!(true),
            ),
        ],
    );
    assert_eq!(
        answers,
        [
            json!({"result": "NotYourTurn"}),
            json!({"result": "InvalidMove"}),
            json!({"result": "InvalidMoveNumber"}),
            json!({"result": "NotYourGame"}),
            json!({"result": "InvalidGameID"}),
            json!({"result": "AuthenticationFailed"}),
            json!({"fault": "AuthenticationFailed", "code": "soap:Client"}),
            json!({"result": "NoDrawWasOffered"}),
        ]
    );
    assert_eq!(club.turns(chess), ["e4"]);

    // A draw offered with a move, and accepted.
    let answers = zeep(
        &url,
        None,
        &[
            with(
                make_a_move(BOB, &bob, chess, 1, "e5"),
                "offerDraw",
                json!(true),
            ),
            get_my_games(ANN, &ann),
        ],
    );
    assert_eq!(answers[0], json!({"result": "Success"}));
    assert_eq!(game_in(&answers[1], chess)["drawOffered"], true);
    let answers = zeep(
        &url,
        None,
        &[
            // Scid sends the opponent's last move with an acceptance: not read.
            with(
                make_a_move(ANN, &ann, chess, 1, "e5"),
                "acceptDraw",
                json!(true),
            ),
            get_my_games(ANN, &ann),
        ],
    );
    assert_eq!(answers[0], json!({"result": "Success"}));
    let drawn = game_in(&answers[1], chess);
    assert_eq!(drawn["result"], "Draw");
    assert_eq!(drawn["myTurn"], false);
    assert!(
        drawn["moves"].as_str().unwrap().ends_with("1/2-1/2"),
        "{drawn}"
    );
    let mails = replies_until(&mut club.w, |s| {
        s.iter().any(|m| m.body.contains("1/2-1/2"))
    });
    assert!(!mails.is_empty());

    // A resignation in the Momentum game (Bob, White, to move).
    let answers = zeep(
        &url,
        None,
        &[
            with(
                make_a_move(BOB, &bob, momentum, 1, ""),
                "resign",
                json!(true),
            ),
            get_my_games(ANN, &ann),
        ],
    );
    assert_eq!(answers[0], json!({"result": "Success"}));
    assert_eq!(game_in(&answers[1], momentum)["result"], "BlackWins");
    let outcome: (String, String) = club
        .w
        .db()
        .query_row(
            "SELECT status, result FROM games WHERE id = ?1",
            [momentum],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(outcome, ("finished".into(), "0-1".into()));
}

/// Scid's `MakeAMove` of `mv` as move `movecount` in `game`, its message the
/// one of the captured request (`hi <there> & co`, escaped as Scid escapes it).
fn scid_move(user: &str, password: &str, game: i64, movecount: u32, mv: &str) -> Vec<u8> {
    scid_make_a_move(&ScidMove {
        username: user,
        password,
        game_id: game,
        movecount,
        my_move: mv,
        my_message: "hi <there> & co",
        ..ScidMove::default()
    })
}

fn post(
    connection: &mut HttpConnection<std::net::TcpStream>,
    run: &XfccRun,
    body: &[u8],
) -> (u16, String) {
    let request = crate::common::xfcc::request(
        "POST",
        "/XfccBasic.asmx",
        &run.address.to_string(),
        &[("Content-Type", SCID_CONTENT_TYPE)],
        body,
    );
    let response = connection.send(&request);
    (response.status, response.text())
}

#[test]
fn scid_s_own_requests_list_and_play_and_its_reading_finds_what_it_cuts() {
    let mut club = Club::new();
    let game = club.game(ANN, BOB, &[]);
    let ann = club.ask_password(ANN, game);
    let run = club.start();
    let mut connection = HttpConnection::open(run.address);
    let (status, text) = post(&mut connection, &run, &scid_get_my_games(ANN, &ann));
    assert_eq!(status, 200, "{text}");
    // What Scid cuts out with its regsub and reads with tDOM.
    let inner = text
        .split_once("<GetMyGamesResult>")
        .and_then(|(_, rest)| rest.split_once("</GetMyGamesResult>"))
        .map(|(inner, _)| inner)
        .unwrap_or_else(|| panic!("{text}"));
    assert!(inner.contains(&format!("<id>{game}</id>")), "{inner}");
    assert!(inner.contains("<myTurn>true</myTurn>"), "{inner}");
    assert!(inner.contains("<daysPlayer>999</daysPlayer>"), "{inner}");

    let (status, text) = post(&mut connection, &run, &scid_move(ANN, &ann, game, 1, "Nf3"));
    assert_eq!(status, 200, "{text}");
    assert!(
        text.contains("<MakeAMoveResult>Success</MakeAMoveResult>"),
        "{text}"
    );
    assert_eq!(club.turns(game), ["Nf3"]);
    // Scid's message (`hi <there> & co`, escaped) reaches Bob as written.
    let mails = replies_until(&mut club.w, |s| s.iter().any(|m| m.to == BOB));
    let to_bob = mails.iter().find(|m| m.to == BOB).unwrap();
    assert!(to_bob.body.contains("> hi <there> & co"), "{}", to_bob.body);
}

#[test]
fn own_mail_on_request_lost_on_time_and_exactly_once_after_kill_9() {
    let mut club = Club::new();
    let game = club.game(ANN, BOB, &[]);
    // A game whose clock ran out sixty days ago: Ann, to move, lost on time.
    let late = {
        let args = [
            "--config",
            club.config.to_str().unwrap(),
            "game",
            "new",
            "--white",
            ANN,
            "--black",
            CAROL,
            "--time-control",
            "10/50d",
        ];
        let out = club.w.ok_at(&args, "2026-09-01T10:00:00Z");
        club.w.new_replies();
        out.lines().next().unwrap().trim().parse::<i64>().unwrap()
    };
    let ann = club.ask_password(ANN, game);
    club.w.deliver(&crate::common::reply_mail(
        ANN,
        "mail-on@x",
        game,
        "xfcc mail on",
    ));
    club.poll();
    let mut run = club.start();
    let url = wsdl(&run);
    let answers = zeep(
        &url,
        None,
        &[
            make_a_move(ANN, &ann, game, 1, "d4"),
            make_a_move(ANN, &ann, late, 1, "d4"),
        ],
    );
    assert_eq!(
        answers,
        [
            json!({"result": "Success"}),
            json!({"result": "LostOnTime"})
        ]
    );
    // With `xfcc mail on`, Ann gets her update too.
    let mails = replies_until(&mut club.w, |s| {
        s.iter().any(|m| m.to == ANN && m.body.contains("d4")) && s.iter().any(|m| m.to == BOB)
    });
    assert!(!mails.is_empty());
    let late_result: String = club
        .w
        .db()
        .query_row("SELECT result FROM games WHERE id = ?1", [late], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(late_result, "0-1");

    // Killed after the answer, started again: the same call is not played twice.
    run.daemon.kill9();
    let run = club.start();
    let answers = zeep(&wsdl(&run), None, &[make_a_move(ANN, &ann, game, 1, "d4")]);
    assert_eq!(answers, [json!({"result": "Success"})]);
    assert_eq!(club.turns(game), ["d4"]);
}

#[test]
fn a_thousand_wrong_passwords_are_held_as_guessing_is_and_change_nothing() {
    let mut club = Club::new();
    let game = club.game(ANN, BOB, &[]);
    let ann = club.ask_password(ANN, game);
    let run = club.start();
    let mut connection = HttpConnection::open(run.address);
    for i in 0..1000 {
        let (status, text) = post(
            &mut connection,
            &run,
            &scid_move(ANN, &format!("guess{i:04}"), game, 1, "e4"),
        );
        assert_eq!(status, 200);
        assert!(
            text.contains("<MakeAMoveResult>AuthenticationFailed</MakeAMoveResult>"),
            "{i}: {text}"
        );
    }
    // Held: the right password fails too while the guessing lasts.
    let (_, text) = post(&mut connection, &run, &scid_move(ANN, &ann, game, 1, "e4"));
    assert!(text.contains("AuthenticationFailed"), "{text}");
    assert!(club.turns(game).is_empty());
    let tries = club.w.count(&format!(
        "SELECT COUNT(*) FROM failed_tries WHERE kind = 'xfcc-password' AND sender = '{ANN}'"
    ));
    assert!(tries >= 1000, "{tries}");
    // The organisers are told once that guessing began.
    let mails = replies_until(&mut club.w, |s| s.iter().any(|m| m.to == TD));
    assert_eq!(mails.iter().filter(|m| m.to == TD).count(), 1, "{mails:#?}");
    assert!(mails.iter().all(|m| m.to != BOB));
    drop(run);
}

#[test]
fn a_conditional_reply_answers_at_once_and_an_event_game_s_result_is_announced() {
    let mut club = Club::new();
    let game = club.game(ANN, BOB, &[]);
    // Bob's conditional line, by mail, before Ann moves.
    club.w.deliver(&crate::common::reply_mail(
        BOB,
        "line@x",
        game,
        "if 1. e4 then 1... c5",
    ));
    club.poll();
    club.cli(&[
        "tournament",
        "new",
        "Xfcc Cup",
        "--player",
        ANN,
        "--player",
        BOB,
    ]);
    club.cli(&["tournament", "start", "1"]);
    club.w.new_replies();
    let cup_game: i64 = club
        .w
        .db()
        .query_row(
            "SELECT game_id FROM tournament_games WHERE tournament_id = 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let ann = club.ask_password(ANN, game);
    let run = club.start();
    let url = wsdl(&run);
    // Ann's move from her program: Bob's line answers it at once.
    let answers = zeep(&url, None, &[make_a_move(ANN, &ann, game, 1, "e4")]);
    assert_eq!(answers, [json!({"result": "Success"})]);
    assert_eq!(club.turns(game), ["e4", "c5"]);
    // Words alone, no move: a mail of their own to Bob, nothing played.
    let answers = zeep(
        &url,
        None,
        &[
            json!({"op": "MakeAMove", "username": ANN, "password": &ann, "gameId": game,
                 "movecount": 2, "myMessage": "Your line was quick!"}),
        ],
    );
    assert_eq!(answers, [json!({"result": "Success"})]);
    let mails = replies_until(&mut club.w, |s| {
        s.iter().any(|m| m.subject.contains("A message from White"))
    });
    let words = mails
        .iter()
        .find(|m| m.subject.contains("A message from White"))
        .unwrap();
    assert_eq!(words.to, BOB);
    assert!(
        words.body.contains("White writes:\n> Your line was quick!"),
        "{}",
        words.body
    );
    assert_eq!(club.turns(game), ["e4", "c5"]);
    let answers = zeep(&url, None, &[get_my_games(ANN, &ann)]);
    assert_eq!(game_in(&answers[0], game)["myTurn"], true);
    let listed = game_in(&answers[0], cup_game);
    assert_eq!(listed["event"], "Xfcc Cup");
    assert_eq!(listed["round"], "1");
    // The event's game resigned from the program: the table goes out at once.
    let answers = zeep(
        &url,
        None,
        &[with(
            make_a_move(ANN, &ann, cup_game, 1, ""),
            "resign",
            json!(true),
        )],
    );
    assert_eq!(answers, [json!({"result": "Success"})]);
    let mails = replies_until(&mut club.w, |s| {
        s.iter()
            .any(|m| m.subject.contains("Xfcc Cup: final crosstable"))
    });
    assert!(mails.iter().any(|m| m.to == BOB), "{mails:#?}");
}

#[test]
fn a_german_opponent_reads_the_words_from_a_program_in_german() {
    let mut club = Club::new();
    let game = club.game(ANN, BOB, &[]);
    club.w
        .deliver(&crate::common::reply_mail(BOB, "de@x", game, "language de"));
    club.poll();
    let ann = club.ask_password(ANN, game);
    let run = club.start();
    let url = wsdl(&run);
    let answers = zeep(
        &url,
        None,
        &[
            with(
                make_a_move(ANN, &ann, game, 1, "d4"),
                "myMessage",
                json!("Viel Glück!"),
            ),
            json!({"op": "MakeAMove", "username": ANN, "password": &ann, "gameId": game,
                   "movecount": 1, "myMessage": "Und bis bald."}),
        ],
    );
    assert_eq!(
        answers,
        [json!({"result": "Success"}), json!({"result": "Success"})]
    );
    let mails = replies_until(&mut club.w, |s| {
        s.iter().filter(|m| m.to == BOB).count() == 2
    });
    let update = mails
        .iter()
        .find(|m| m.body.contains("Viel Glück"))
        .unwrap();
    assert!(
        update.body.contains("Weiß schreibt:\n> Viel Glück!"),
        "{}",
        update.body
    );
    let words = mails
        .iter()
        .find(|m| m.body.contains("Und bis bald"))
        .unwrap();
    assert!(
        words.subject.contains("Eine Nachricht von Weiß"),
        "{}",
        words.subject
    );
    assert!(
        words.body.contains("Weiß schreibt:\n> Und bis bald."),
        "{}",
        words.body
    );
}
