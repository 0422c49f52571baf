//! Correspondence play through weeks of simulated time: the
//! real binary, a real Maildir inbox, the file outbox and the SQLite file; every
//! step runs with `--now`.

use std::path::{Path, PathBuf};

use crate::common::{only, reply_mail, to, Sent, World};

const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";
const TD: &str = "td@example.org";

/// A config naming an organiser; reminders 48 h and 24 h and 30 days of leave are
/// the defaults.
fn config(world: &World) -> PathBuf {
    let path = world.dir.path().join("arbiter.toml");
    std::fs::write(
        &path,
        format!("[arbiter]\naddress = \"arbiter@localhost\"\norganisers = [\"{TD}\"]\n"),
    )
    .unwrap();
    path
}

/// `arbiter game new` for Alice and Bob with a time control at `now`; the first
/// messages are returned.
fn new_timed(world: &mut World, config: &Path, control: &str, now: &str) -> Vec<Sent> {
    let args = [
        "game",
        "new",
        "--white",
        ALICE,
        "--black",
        BOB,
        "--time-control",
        control,
    ];
    assert_eq!(
        world.ok_with_config_at(config, &args, now).lines().next(),
        Some("1")
    );
    world.new_replies()
}

/// Delivers `body` from `from` as a reply about game 1, polls at `now`, and returns
/// the replies.
fn mail_at(
    world: &mut World,
    config: &Path,
    from: &str,
    id: &str,
    body: &str,
    now: &str,
) -> Vec<Sent> {
    world.deliver(&reply_mail(from, id, 1, body));
    poll(world, config, now)
}

fn poll(world: &mut World, config: &Path, now: &str) -> Vec<Sent> {
    world.ok_with_config_at(config, &["poll", "--once"], now);
    world.new_replies()
}

/// A reply's subject with the player's code taken out of its tag (`[Game 1 k7f3q]
/// Reminder` is `[Game 1] Reminder`): the codes are random.
fn subject(sent: &Sent) -> String {
    match sent
        .subject
        .strip_prefix("[Game ")
        .and_then(|r| r.split_once(']'))
    {
        Some((tag, rest)) => format!(
            "[Game {}]{rest}",
            tag.split_whitespace().next().unwrap_or("")
        ),
        None => sent.subject.clone(),
    }
}

fn has(sent: &Sent, text: &str) {
    assert!(
        sent.body.contains(text) || sent.subject.contains(text),
        "{text:?} not in the reply to {}:\n{}\n{}",
        sent.to,
        sent.subject,
        sent.body
    );
}

/// A game at three days per move: the clock in every reply (UTC, and the player's
/// time zone once set), a name, a leave that moves the deadline, a leave refused
/// over the allowance, one reminder per threshold, and a loss on time told to both
/// players and the organiser; a move after the deadline is refused.
#[test]
fn a_game_through_weeks_of_simulated_time() {
    let mut world = World::new();
    let cfg = config(&world);
    let replies = new_timed(&mut world, &cfg, "3 days/move", "2026-12-01T10:00:00Z");
    for who in [ALICE, BOB] {
        let sent = only(&replies, who);
        has(sent, "Time control: 3 days per move (3d/move).");
        has(sent, "White must move by 2026-12-04 10:00:00 UTC.");
    }

    // Alice's time zone, by mail.
    let replies = mail_at(
        &mut world,
        &cfg,
        ALICE,
        "tz@a",
        "timezone Europe/Berlin",
        "2026-12-01T11:00:00Z",
    );
    has(only(&replies, ALICE), "Your time zone is now Europe/Berlin");

    // 23 hours later, Alice moves (49 hours left: no reminder yet); Black's deadline in UTC, and in
    // Alice's reply in her zone as well.
    let replies = mail_at(
        &mut world,
        &cfg,
        ALICE,
        "m1@a",
        "e4",
        "2026-12-02T09:00:00Z",
    );
    let alice = only(&replies, ALICE);
    has(alice, "White used 0d 23:00:00, left 3d 00:00:00\n");
    has(alice, "Black used 0d 00:00:00, left 3d 00:00:00 (running)");
    has(
        alice,
        "Black must move by 2026-12-05 09:00:00 UTC (2026-12-05 10:00:00 CET Europe/Berlin).",
    );
    has(
        only(&replies, BOB),
        "Black must move by 2026-12-05 09:00:00 UTC.\n",
    );

    // Bob names himself and takes three days of leave; Alice is told, and Black's
    // deadline moves by the leave: 15 hours before it, 57 after.
    let replies = mail_at(
        &mut world,
        &cfg,
        BOB,
        "leave@b",
        "name Bob Smith\nleave 2026-12-03 2026-12-05",
        "2026-12-02T12:00:00Z",
    );
    assert_eq!(replies.len(), 2, "{replies:#?}");
    let bob = only(&replies, BOB);
    has(bob, "Your name is now Bob Smith.");
    has(
        bob,
        "Leave from 2026-12-03 to 2026-12-05 (UTC days, both included)",
    );
    has(bob, "2026: 3 of 30 days");
    let alice = only(&replies, ALICE);
    assert_eq!(
        subject(alice),
        "[Game 1] Your opponent is on leave from 2026-12-03 to 2026-12-05 (UTC days, both included)"
    );
    has(
        alice,
        "Your opponent, Bob Smith <bob@example.org>, is on leave\nfrom 2026-12-03",
    );
    has(
        alice,
        "Black must move by 2026-12-08 09:00:00 UTC (2026-12-08 10:00:00 CET Europe/Berlin).",
    );

    // Over the yearly allowance: refused, saying why, and nothing changes.
    let replies = mail_at(
        &mut world,
        &cfg,
        BOB,
        "leave2@b",
        "leave 2027-01-01 2027-02-15",
        "2026-12-02T13:00:00Z",
    );
    let bob = only(&replies, BOB);
    has(bob, "46 days of leave in 2027 is more than the 30 days left of the yearly allowance of 30 days (0 taken)");
    assert_eq!(world.count("SELECT COUNT(*) FROM leaves"), 1);

    // During the leave nothing is sent; the clock list shows the moved deadline.
    assert!(poll(&mut world, &cfg, "2026-12-04T12:00:00Z").is_empty());
    let clocks = world.ok_with_config_at(&cfg, &["clocks"], "2026-12-04T12:00:00Z");
    assert!(
        clocks.contains("deadline 2026-12-08 09:00:00 UTC"),
        "{clocks}"
    );
    assert!(!clocks.contains("OVERDUE"), "{clocks}");

    // 46 hours left: the 48-hour reminder, to Bob alone, once.
    let replies = poll(&mut world, &cfg, "2026-12-06T11:00:00Z");
    let bob = only(&replies, BOB);
    assert_eq!(replies.len(), 1);
    assert_eq!(
        subject(bob),
        "[Game 1] Reminder: your move, 1d 22:00:00 left"
    );
    has(bob, "Your deadline is 2026-12-08 09:00:00 UTC.\n");
    assert!(poll(&mut world, &cfg, "2026-12-06T12:00:00Z").is_empty());

    // Bob moves with 25 hours left: 47 hours used (15 before the leave, 32 after).
    let replies = mail_at(&mut world, &cfg, BOB, "m2@b", "e5", "2026-12-07T08:00:00Z");
    has(
        only(&replies, BOB),
        "Black used 1d 23:00:00, left 3d 00:00:00\n",
    );
    has(
        only(&replies, ALICE),
        "White must move by 2026-12-10 08:00:00 UTC (2026-12-10 09:00:00 CET Europe/Berlin).",
    );

    // Polled late: only the 24-hour reminder, not the 48-hour one as well.
    let replies = poll(&mut world, &cfg, "2026-12-09T11:00:00Z");
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert_eq!(
        subject(only(&replies, ALICE)),
        "[Game 1] Reminder: your move, 0d 21:00:00 left"
    );

    // One second after the deadline: overdue in the list; the poll ends the game on
    // time before it reads Alice's late move, which is then refused.
    let clocks = world.ok_with_config_at(&cfg, &["clocks"], "2026-12-10T08:00:01Z");
    assert!(clocks.contains("OVERDUE"), "{clocks}");
    let replies = mail_at(
        &mut world,
        &cfg,
        ALICE,
        "m3@a",
        "Nf3",
        "2026-12-10T08:00:01Z",
    );
    assert_eq!(replies.len(), 4, "{replies:#?}");
    let lost = to(&replies, ALICE);
    assert_eq!(lost.len(), 2, "{lost:#?}");
    let forfeit = lost
        .iter()
        .find(|s| s.subject.contains("time ran out"))
        .unwrap();
    assert_eq!(
        subject(forfeit),
        "[Game 1] 0-1 Black wins on time (White's time ran out)"
    );
    has(forfeit, "White's time ran out at 2026-12-10 08:00:00 UTC.");
    has(forfeit, "The clocks are stopped: the game is over.");
    has(forfeit, "White used 3d 23:00:00, left 0d 00:00:00");
    let refused = lost
        .iter()
        .find(|s| s.subject.contains("Not accepted"))
        .unwrap();
    has(refused, "game 1 is over: 0-1");
    has(only(&replies, BOB), "White's time ran out");
    let td = only(&replies, TD);
    has(td, "You receive this as an organiser.");
    assert_eq!(
        world.count("SELECT COUNT(*) FROM games WHERE status = 'finished' AND result = '0-1' AND termination = 'time-forfeit'"),
        1
    );
    assert_eq!(world.count("SELECT COUNT(*) FROM turns"), 2);

    // The log and the PGN: names, the result, the reason.
    let show = world.ok_with_config_at(&cfg, &["game", "show", "1"], "2026-12-10T12:00:00Z");
    assert!(
        show.contains("Black: Bob Smith <bob@example.org>"),
        "{show}"
    );
    assert!(
        show.contains("bob@example.org leave: from 2026-12-03 to 2026-12-05"),
        "{show}"
    );
    assert!(show.contains("clock reminder: Black reminded"), "{show}");
    assert!(
        show.contains("clock time-forfeit: White's time ran out at 2026-12-10 08:00:00 UTC."),
        "{show}"
    );
    let pgn = world.ok_with_config_at(&cfg, &["export", "1"], "2026-12-10T12:00:00Z");
    assert!(pgn.contains("[White \"alice@example.org\"]"), "{pgn}");
    assert!(pgn.contains("[Black \"Bob Smith\"]"), "{pgn}");
    assert!(pgn.contains("[Date \"2026.12.01\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    assert!(pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
    // Each ply with its time of receipt and the time its mover used.
    assert!(
        pgn.replace('\n', " ").contains(
            "1. e4 {[%timestamp 2026-12-02T09:00:00Z] [%emt 23:00:00]} \
             1... e5 {[%timestamp 2026-12-07T08:00:00Z] [%emt 119:00:00]} 0-1"
        ),
        "{pgn}"
    );
}

/// Reminders follow the real deadline. Three days per move from
/// 2026-11-28 12:00; Alice (White, to move) takes leave on 2026-11-30 to 12-02
/// by mail: 36 hours of her clock before the leave, 36 after it, deadline
/// 2026-12-04 12:00. On 2026-11-29 13:30 her clock shows 1d 22:30:00, under the
/// 48-hour threshold, but the deadline is 4d 22:30:00 away: no reminder then
/// (the arbiter used to send "Reminder: your move, 1d 22:30:00 left" here). The
/// 48-hour reminder comes 47 hours before the deadline (the last hours of her
/// leave: her clock shows 1d 12:00:00), the 24-hour one a day later, and the
/// game is lost on time at the moved deadline.
#[test]
fn reminders_follow_the_deadline_a_leave_moves() {
    let mut world = World::new();
    let cfg = config(&world);
    new_timed(&mut world, &cfg, "3d/move", "2026-11-28T12:00:00Z");
    let replies = mail_at(
        &mut world,
        &cfg,
        ALICE,
        "leave@a",
        "leave 2026-11-30 2026-12-02",
        "2026-11-28T13:00:00Z",
    );
    has(
        only(&replies, ALICE),
        "Leave from 2026-11-30 to 2026-12-02 (UTC days, both included)",
    );
    has(
        only(&replies, BOB),
        "White must move by 2026-12-04 12:00:00 UTC.",
    );

    // The clock is under 48 hours, the deadline is not: nothing is sent.
    let early = "2026-11-29T13:30:00Z";
    let clocks = world.ok_with_config_at(&cfg, &["clocks"], early);
    assert!(
        clocks.contains("deadline 2026-12-04 12:00:00 UTC"),
        "{clocks}"
    );
    assert!(poll(&mut world, &cfg, early).is_empty());
    // Nor during the leave, two and a half days before the deadline.
    assert!(poll(&mut world, &cfg, "2026-12-02T00:00:00Z").is_empty());

    // 47 hours before the deadline: the 48-hour reminder, with the real time
    // left and, beside it, what the clock shows.
    let replies = poll(&mut world, &cfg, "2026-12-02T13:00:00Z");
    assert_eq!(replies.len(), 1, "{replies:#?}");
    let alice = only(&replies, ALICE);
    assert_eq!(
        subject(alice),
        "[Game 1] Reminder: your move, 1d 23:00:00 left"
    );
    has(
        alice,
        "Reminder: it is your move, and you have 1d 23:00:00 left.\nYour deadline is 2026-12-04 12:00:00 UTC.\n",
    );
    has(
        alice,
        "Your clock shows 1d 12:00:00: the rest is leave, during which it stands still.",
    );
    assert!(poll(&mut world, &cfg, "2026-12-02T14:00:00Z").is_empty());

    // After the leave clock and deadline agree: the 24-hour reminder says so
    // once.
    assert!(poll(&mut world, &cfg, "2026-12-03T11:00:00Z").is_empty());
    let replies = poll(&mut world, &cfg, "2026-12-03T13:00:00Z");
    let alice = only(&replies, ALICE);
    assert_eq!(
        subject(alice),
        "[Game 1] Reminder: your move, 0d 23:00:00 left"
    );
    assert!(!alice.body.contains("Your clock shows"), "{}", alice.body);

    // The game is lost on time at the moved deadline, not before.
    assert!(poll(&mut world, &cfg, "2026-12-04T12:00:00Z").is_empty());
    let replies = poll(&mut world, &cfg, "2026-12-04T12:00:01Z");
    has(
        only(&replies, BOB),
        "White's time ran out at 2026-12-04 12:00:00 UTC.",
    );
    let show = world.ok_with_config_at(&cfg, &["game", "show", "1"], "2026-12-04T13:00:00Z");
    assert!(
        show.contains("White reminded: 1d 23:00:00 left until the deadline"),
        "{show}"
    );
}

/// FIDE 6.9: the flag of a side whose opponent has a bare king is a draw.
#[test]
fn a_timeout_against_a_bare_king_is_a_draw() {
    let mut world = World::new();
    let (code, _, err) = world.arbiter(&[
        "game",
        "new",
        "--white",
        ALICE,
        "--black",
        BOB,
        "--fen",
        "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1",
        "--time-control",
        "1d/move",
        "--now",
        "2026-12-01T00:00:00Z",
    ]);
    assert_eq!(code, 0, "{err}");
    world.new_replies();
    assert!(world.poll_at("2026-12-02T00:00:00Z").is_empty());
    let replies = world.poll_at("2026-12-02T00:00:01Z");
    assert_eq!(replies.len(), 2, "{replies:#?}");
    has(
        only(&replies, BOB),
        "1/2-1/2 (Draw by time out against a side that could not have won (FIDE 6.9))",
    );
    assert_eq!(
        world.count("SELECT COUNT(*) FROM games WHERE result = '1/2-1/2' AND termination = 'timeout-cannot-win'"),
        1
    );
}

/// The organiser's player commands: a name for the PGN tags, and a new address
/// that takes the player's games along while the old one is kept.
#[test]
fn the_organiser_names_players_and_changes_an_address() {
    let mut world = World::new();
    let game = world.game_with(ALICE, BOB, &[]);
    let (code, out, err) = world.arbiter(&["player", "name", ALICE, "Jane", "Doe"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("name Jane Doe"), "{out}");
    let (code, _, err) =
        world.arbiter(&["player", "address", ALICE, "jane@new.example", "--by", TD]);
    assert_eq!(code, 0, "{err}");
    // The new address plays, answering the thread of the old one (its subject keeps
    // the player's code, which follows the player); the old address is a stranger
    // now.
    let code = world
        .db()
        .query_row(
            "SELECT secret FROM player_secrets WHERE email = 'jane@new.example'",
            [],
            |r| r.get::<_, String>(0),
        )
        .unwrap();
    let mail = reply_mail("jane@new.example", "n1@j", game, "e4")
        .replace(&format!("[Game {game}]"), &format!("[Game {game} {code}]"));
    world.deliver_as_written(&mail);
    world.deliver(&reply_mail(ALICE, "o1@a", game, "board"));
    let replies = world.poll();
    has(
        only(&replies, "jane@new.example"),
        "Game 1: Jane Doe <jane@new.example> (White)",
    );
    has(only(&replies, ALICE), "is not a player of game 1");
    assert_eq!(
        world.count("SELECT COUNT(*) FROM player_addresses WHERE email = 'alice@example.org' AND replaced_by = 'td@example.org'"),
        1
    );
    let (_, pgn, _) = world.arbiter(&["export", "1"]);
    assert!(pgn.contains("[White \"Jane Doe\"]"), "{pgn}");
    // Bad input says why and changes nothing.
    let (code, _, err) = world.arbiter(&["player", "address", BOB, "jane@new.example"]);
    assert_eq!(code, 1);
    assert!(err.contains("is already the address of a player"), "{err}");
    let (code, _, err) = world.arbiter(&["player", "timezone", BOB, "Mars/Olympus"]);
    assert_eq!(code, 1);
    assert!(err.contains("not a time zone I know"), "{err}");
    let (code, _, err) = world.arbiter(&[
        "game",
        "new",
        "--white",
        ALICE,
        "--black",
        BOB,
        "--time-control",
        "soon",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("\"soon\" is not a time control"), "{err}");
    let (code, _, err) = world.arbiter(&["poll", "--once", "--now", "yesterday"]);
    assert_eq!(code, 1);
    assert!(err.contains("RFC 3339"), "{err}");
}

/// The organiser's commands: take-back, pause and resume, resend,
/// adjudication and abort, each in the game's log with who and why, each told to
/// both players; what does not fit is refused with the reason.
#[test]
fn organiser_commands_are_logged_and_told() {
    let mut world = World::new();
    let cfg = config(&world);
    let organise = |world: &World, args: &[&str], now: &str| {
        let mut all = vec!["game"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--by", TD]);
        world.ok_with_config_at(&cfg, &all, now)
    };
    new_timed(&mut world, &cfg, "3d/move", "2026-12-01T00:00:00Z");
    mail_at(
        &mut world,
        &cfg,
        ALICE,
        "o1@a",
        "e4",
        "2026-12-01T01:00:00Z",
    );
    mail_at(&mut world, &cfg, BOB, "o2@b", "e5", "2026-12-01T02:00:00Z");

    organise(
        &world,
        &["takeback", "1", "--reason", "Black mistyped"],
        "2026-12-01T03:00:00Z",
    );
    let replies = world.new_replies();
    assert_eq!(replies.len(), 2, "{replies:#?}");
    let bob = only(&replies, BOB);
    assert_eq!(
        subject(bob),
        "[Game 1] The organiser took back Black's last turn, e5 (ply 2)"
    );
    has(bob, "The organiser (td@example.org) took back Black's last turn, e5 (ply 2).\nReason: Black mistyped");
    has(bob, "Your move (Black to play 1...).");
    has(bob, "White used 0d 01:00:00, left 3d 00:00:00\n");
    has(bob, "Black must move by 2026-12-04 03:00:00 UTC.");
    let replies = mail_at(&mut world, &cfg, BOB, "o3@b", "c5", "2026-12-01T04:00:00Z");
    has(only(&replies, ALICE), "Black played 1... c5");

    // Paused, no time runs out; resumed, White's time goes on from where it was.
    organise(
        &world,
        &["pause", "1", "--reason", "server move"],
        "2026-12-02T04:00:00Z",
    );
    has(
        only(&world.new_replies(), ALICE),
        "The clocks are paused by the organiser.",
    );
    let (code, _, err) = world.arbiter(&[
        "--config",
        cfg.to_str().unwrap(),
        "game",
        "pause",
        "1",
        "--reason",
        "again",
        "--now",
        "2026-12-02T05:00:00Z",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("paused already"), "{err}");
    assert!(poll(&mut world, &cfg, "2026-12-20T00:00:00Z").is_empty());
    organise(
        &world,
        &["resume", "1", "--reason", "server back"],
        "2026-12-20T00:00:00Z",
    );
    has(
        only(&world.new_replies(), ALICE),
        "White must move by 2026-12-22 00:00:00 UTC",
    );

    organise(
        &world,
        &["resend", "1", "--to", BOB],
        "2026-12-20T01:00:00Z",
    );
    let replies = world.new_replies();
    assert_eq!(replies.len(), 1);
    assert_eq!(
        subject(only(&replies, BOB)),
        "[Game 1] The organiser started the clocks again"
    );

    organise(
        &world,
        &["adjudicate", "1", "1/2-1/2", "--reason", "equal position"],
        "2026-12-21T00:00:00Z",
    );
    has(
        only(&world.new_replies(), ALICE),
        "ended the game: 1/2-1/2 (Draw by adjudication)",
    );
    let pgn = world.ok_with_config_at(&cfg, &["export", "1"], "2026-12-21T00:00:00Z");
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    let (code, out, _) = world.arbiter(&["game", "verify", "1"]);
    assert_eq!(code, 0, "{out}");
    let show = world.ok_with_config_at(&cfg, &["game", "show", "1"], "2026-12-21T00:00:00Z");
    for line in [
        "td@example.org takeback: took back Black's last turn, e5 (ply 2). Black mistyped",
        "td@example.org pause: paused the clocks. server move",
        "td@example.org resume: started the clocks again. server back",
        "td@example.org resend: resent the last reply to bob@example.org.",
        "td@example.org adjudicate: ended the game: 1/2-1/2 (Draw by adjudication). equal position",
    ] {
        assert!(show.contains(line), "{line:?} not in\n{show}");
    }

    // An aborted game: no result, moves refused; reasons are required.
    let game = world.game_with(ALICE, BOB, &[]);
    let (code, _, err) = world.arbiter(&["game", "abort", &game.to_string()]);
    assert_eq!(code, 1);
    assert!(err.contains("say why"), "{err}");
    organise(
        &world,
        &["abort", &game.to_string(), "--reason", "wrong pairing"],
        "2026-12-21T00:00:00Z",
    );
    world.new_replies();
    world.deliver(&reply_mail(ALICE, "o4@a", game, "e4"));
    let replies = poll(&mut world, &cfg, "2026-12-21T01:00:00Z");
    has(
        only(&replies, ALICE),
        "game 2 is over: * Game aborted by the organiser",
    );
    let (code, out, _) = world.arbiter(&["game", "verify", &game.to_string()]);
    assert_eq!(code, 0, "{out}");
    let (code, _, err) = world.arbiter(&["game", "takeback", &game.to_string(), "--reason", "x"]);
    assert_eq!(code, 1);
    assert!(err.contains("is over already"), "{err}");
}

/// The yearly leave allowance per tournament: a tournament's own
/// allowance (`tournament leave-days`) replaces `[clock] leave_days_per_year`
/// (30) for its players; one without its own has the global one; a player in two
/// tournaments, or also in a game outside tournaments, has the smallest that
/// applies. Bad settings are refused with the reason.
#[test]
fn leave_allowance_per_tournament() {
    const CAROL: &str = "carol@example.org";
    let mut world = World::new();
    let cfg = config(&world);
    let now = "2026-12-01T00:00:00Z";
    let args = [
        "tournament",
        "new",
        "Winter Open",
        "--player",
        ALICE,
        "--player",
        BOB,
    ];
    world.ok_with_config_at(&cfg, &args, now);
    world.ok_with_config_at(&cfg, &["tournament", "start", "1"], now);
    let out = world.ok_with_config_at(&cfg, &["tournament", "leave-days", "1", "45"], now);
    assert!(out.contains("45 day(s) of leave a year"), "{out}");
    world.new_replies();
    let leaves = |w: &World| w.count("SELECT COUNT(*) FROM leaves");

    // Game 1 is the Winter Open's: 40 days fit its 45 (the global 30 would not).
    let replies = mail_at(
        &mut world,
        &cfg,
        BOB,
        "l1@b",
        "leave 2027-01-01 2027-02-09",
        "2026-12-01T01:00:00Z",
    );
    has(only(&replies, BOB), "2027: 40 of 45 days");
    assert_eq!(leaves(&world), 1);

    // Bob enters the Spring Cup too, which has the global 30 days (from its
    // registration on: its games may fall in the leave).
    let args = [
        "tournament",
        "new",
        "Spring Cup",
        "--player",
        BOB,
        "--player",
        CAROL,
    ];
    world.ok_with_config_at(&cfg, &args, "2026-12-01T02:00:00Z");
    world.new_replies();
    let replies = mail_at(
        &mut world,
        &cfg,
        BOB,
        "l2@b",
        "leave 2027-03-01 2027-03-01",
        "2026-12-01T03:00:00Z",
    );
    has(
        only(&replies, BOB),
        "1 day of leave in 2027 is more than the 0 days left of the yearly allowance of 30 days (40 taken)",
    );
    assert_eq!(leaves(&world), 1);

    // With 60 days for the Spring Cup, the Winter Open's 45 is the smaller.
    world.ok_with_config_at(&cfg, &["tournament", "leave-days", "2", "60"], now);
    let replies = mail_at(
        &mut world,
        &cfg,
        BOB,
        "l3@b",
        "leave 2027-03-01 2027-03-05",
        "2026-12-01T04:00:00Z",
    );
    has(only(&replies, BOB), "2027: 45 of 45 days");
    assert_eq!(leaves(&world), 2);
    // Alice plays in the Winter Open alone: 45 days for her too.
    let replies = mail_at(
        &mut world,
        &cfg,
        ALICE,
        "l4@a",
        "leave 2027-06-01 2027-07-15",
        "2026-12-01T05:00:00Z",
    );
    has(only(&replies, ALICE), "2027: 45 of 45 days");
    // A game outside tournaments brings the global 30 days back for her.
    let args = ["game", "new", "--white", ALICE, "--black", CAROL];
    world.ok_with_config_at(&cfg, &args, "2026-12-01T06:00:00Z");
    world.new_replies();
    let replies = mail_at(
        &mut world,
        &cfg,
        ALICE,
        "l5@a",
        "leave 2028-01-01 2028-01-31",
        "2026-12-01T07:00:00Z",
    );
    has(
        only(&replies, ALICE),
        "31 days of leave in 2028 is more than the 30 days left of the yearly allowance of 30 days (0 taken)",
    );

    let c = cfg.to_str().unwrap();
    let (code, _, err) = world.arbiter(&["--config", c, "tournament", "leave-days", "9", "10"]);
    assert_eq!(code, 1);
    assert!(err.contains("there is no tournament 9"), "{err}");
    let (code, _, err) = world.arbiter(&["--config", c, "tournament", "leave-days", "1", "400"]);
    assert_eq!(code, 1);
    assert!(err.contains("366 at most"), "{err}");
}
