//! Glicko-2 ratings. The rating maths through the project's own
//! wrapper (`corr::ratings`, over the `skillratings` crate) against the worked
//! example of Glickman's paper "Example of the Glicko-2 system"; then the ratings
//! of real games through the real binary in simulated time, and `arbiter ratings
//! --recompute` giving the same table from the game records alone.

use crate::common;

use pbem_arbiter::corr::ratings::{rate_period, Period, RatedResult, Rating, RatingList, Score};

/// The paper's player before the period: r = 1500, RD = 200, σ = 0.06.
const PLAYER: Rating = Rating {
    rating: 1500.0,
    deviation: 200.0,
    volatility: 0.06,
};

/// The paper's three opponents (1400/30, 1550/100, 1700/300; their volatility
/// plays no part in the player's update) and the player's results: 1, 0, 0.
fn opponents() -> [(Rating, Score); 3] {
    let at = |rating, deviation| Rating {
        rating,
        deviation,
        volatility: 0.06,
    };
    [
        (at(1400.0, 30.0), Score::Win),
        (at(1550.0, 100.0), Score::Loss),
        (at(1700.0, 300.0), Score::Loss),
    ]
}

/// The paper's figures, which it rounds at each step (μ' = -0.2069, φ' =
/// 0.8722): r' = 1464.06, RD' = 151.52, σ' = 0.05999. Computed without rounding
/// (the same steps in double precision, by an independent script in Python of
/// the paper's equations, Illinois iteration with ε = 0.000001, τ = 0.5): r' =
/// 1464.0506705, RD' = 151.5165241, σ' = 0.0599959843.
fn assert_paper_figures(after: &Rating) {
    assert!(
        (after.rating - 1464.06).abs() < 0.015,
        "r' {} (paper 1464.06)",
        after.rating
    );
    assert!(
        (after.deviation - 151.52).abs() < 0.005,
        "RD' {} (paper 151.52)",
        after.deviation
    );
    assert!(
        (after.volatility - 0.05999).abs() < 0.000_01,
        "σ' {} (paper 0.05999)",
        after.volatility
    );
    assert!((after.rating - 1_464.050_670_5).abs() < 1e-6, "{after:?}");
    assert!((after.deviation - 151.516_524_1).abs() < 1e-6, "{after:?}");
    assert!(
        (after.volatility - 0.059_995_984_3).abs() < 1e-9,
        "{after:?}"
    );
}

#[test]
fn glickmans_worked_example_through_the_wrapper() {
    let after = rate_period(&PLAYER, &opponents());
    assert_paper_figures(&after);
}

/// The same example as one period of a rating list: the player and the three
/// opponents put in with the paper's ratings, three games in one month. The
/// opponents are rated too, from the ratings before the period, so the
/// player's figures are the paper's.
#[test]
fn glickmans_worked_example_as_a_period_of_a_list() {
    let mut list = RatingList::new();
    list.insert(1, PLAYER).unwrap();
    for (key, (rating, _)) in (2..).zip(opponents()) {
        list.insert(key, rating).unwrap();
    }
    let results: Vec<RatedResult> = (2..)
        .zip(opponents())
        .map(|(opponent, (_, score))| RatedResult {
            white: 1,
            black: opponent,
            white_score: score,
        })
        .collect();
    let march = Period::new(2027, 3).unwrap();
    list.rate(march, &results).unwrap();
    let entry = list.get(1).unwrap();
    assert_paper_figures(&entry.rating);
    assert_eq!(entry.games, 3);
    assert_eq!(entry.last_played, Some(march));
    // The 1400/30 player lost to the 1500/200 player: a little lower. One game
    // against so unsure an opponent tells less than a period adds (step 6), so
    // the deviation grows a little.
    let first = list.get(2).unwrap().rating;
    assert!(first.rating < 1400.0 && first.rating > 1395.0, "{first:?}");
    assert!(
        first.deviation > 30.0 && first.deviation < 32.0,
        "{first:?}"
    );
}

const TD: &str = "td@example.com";
const CODE: &str = "td-secret-4f7q9x2m";
const ALICE: &str = "alice@example.org";
const BOB: &str = "bob@example.org";
const CAROL: &str = "carol@example.org";
const DAVE: &str = "dave@example.net";
const ERIN: &str = "erin@example.net";

/// A world whose config names the organiser `TD` with its code.
fn club() -> common::Event {
    let ev = common::Event::new(TD);
    std::fs::write(
        &ev.config,
        format!(
            "[arbiter]\naddress = \"arbiter@localhost\"\norganisers = [\"{TD}\"]\n\
             [arbiter.organiser_codes]\n\"{TD}\" = \"{CODE}\"\n"
        ),
    )
    .unwrap();
    ev
}

/// `game new` at `now` with `args`; the game's number.
fn new_game(ev: &mut common::Event, white: &str, black: &str, args: &[&str], now: &str) -> i64 {
    let mut all = vec!["game", "new", "--white", white, "--black", black];
    all.extend_from_slice(args);
    let out = ev.run(&all, now);
    ev.world.new_replies();
    out.lines().next().unwrap().trim().parse().unwrap()
}

/// A stored rating line: (variant, player, rating, deviation, volatility, games,
/// last month).
type Line = (String, String, f64, f64, f64, u32, Option<String>);

/// Every stored rating line, by variant and player.
fn stored(ev: &common::Event) -> Vec<Line> {
    ev.world.rows(
        "SELECT r.variant, p.email, r.rating, r.deviation, r.volatility, r.games, r.last_played \
         FROM ratings r JOIN players p ON p.id = r.player_id ORDER BY 1, 2",
        [],
    )
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

/// Games through the real binary in simulated time, by mail, by
/// the clock and by an organiser, in two months. Only the two games that count
/// are rated, each in its own month, with the figures of the wrapper; the unrated
/// game, the game lost on time before both moved, the aborted game, the forfeits
/// and the annulled result of a withdrawn round-robin player count for nobody.
/// Replies show both players' ratings. `arbiter ratings --recompute` gives the
/// same table and the same stored numbers, to the last bit, and puts a tampered
/// list right from the game records alone.
#[test]
fn ratings_of_real_games_and_the_recompute() {
    let mut ev = club();
    let jan4 = "2027-01-04T09:00:00Z";
    let g1 = new_game(&mut ev, ALICE, BOB, &[], jan4);
    let g2 = new_game(&mut ev, CAROL, DAVE, &["--unrated"], jan4);
    let g3 = new_game(&mut ev, ALICE, CAROL, &["--time-control", "3d/move"], jan4);
    let g4 = new_game(&mut ev, BOB, CAROL, &[], jan4);
    // A round robin of four; Erin will withdraw having completed one game of
    // three: her result is annulled (FIDE C.06 V.4.a), her other games forfeited.
    let out = ev.run(
        &[
            "tournament",
            "new",
            "Club",
            "--player",
            ALICE,
            "--player",
            BOB,
            "--player",
            CAROL,
            "--player",
            ERIN,
        ],
        jan4,
    );
    assert!(out.starts_with("1\n"), "{out}");
    ev.run(&["tournament", "start", "1"], jan4);
    ev.world.new_replies();
    let erin_carol: i64 = ev.world.count(&format!(
        "SELECT g.id FROM games g JOIN players w ON w.id = g.white_id \
         JOIN players b ON b.id = g.black_id WHERE w.email = '{ERIN}' AND b.email = '{CAROL}'"
    ));

    // Game 1 by mail: Alice wins. The reply shows both new ratings.
    ev.mail(ALICE, g1, "e4", "2027-01-05T10:00:00Z");
    let replies = ev.mail(BOB, g1, "resign", "2027-01-06T10:00:00Z");
    let to_alice = common::to(&replies, ALICE);
    let header = to_alice[0].body.lines().next().unwrap();
    assert_eq!(
        header,
        format!("Game {g1}: {ALICE} (White, 1662?) v {BOB} (Black, 1338?), FIDE chess"),
        "{}",
        to_alice[0].body
    );
    // Game 2, unrated: its mail says so, and its result counts for nobody.
    ev.mail(CAROL, g2, "e4", "2027-01-05T10:00:00Z");
    let replies = ev.mail(DAVE, g2, "resign", "2027-01-06T10:00:00Z");
    assert!(
        replies[0]
            .body
            .lines()
            .next()
            .unwrap()
            .ends_with(", unrated"),
        "{}",
        replies[0].body
    );
    // Game 3: Alice never moves and loses on time before both moved.
    ev.poll("2027-01-08T10:00:00Z");
    assert_eq!(ev.result(g3), ("0-1".into(), "time-forfeit".into()));
    // Game 4: aborted by the organiser.
    ev.run(
        &["game", "abort", &g4.to_string(), "--reason", "a mistake"],
        "2027-01-09T10:00:00Z",
    );
    // Erin beats Carol, then withdraws: annulled, and her other games forfeited.
    ev.mail(ERIN, erin_carol, "e4", "2027-01-10T10:00:00Z");
    ev.mail(CAROL, erin_carol, "resign", "2027-01-10T11:00:00Z");
    let out = ev.run(
        &[
            "tournament",
            "withdraw",
            "1",
            ERIN,
            "--reason",
            "moved away",
        ],
        "2027-01-12T10:00:00Z",
    );
    assert!(
        out.contains("results annulled") && out.contains("2 game(s) forfeited"),
        "{out}"
    );
    ev.world.new_replies();

    // February: Bob and Alice draw.
    let g5 = new_game(&mut ev, BOB, ALICE, &[], "2027-02-01T09:00:00Z");
    ev.mail(BOB, g5, "d4\ndraw", "2027-02-02T10:00:00Z");
    let replies = ev.mail(ALICE, g5, "draw", "2027-02-03T10:00:00Z");
    assert!(!replies.is_empty());
    assert_eq!(ev.result(g5).0, "1/2-1/2");

    // The figures: January's game, then February's, through the wrapper.
    let start = pbem_arbiter::corr::ratings::START;
    let alice_jan = rate_period(&start, &[(start, Score::Win)]);
    let bob_jan = rate_period(&start, &[(start, Score::Loss)]);
    let alice_feb = rate_period(&alice_jan, &[(bob_jan, Score::Draw)]);
    let bob_feb = rate_period(&bob_jan, &[(alice_jan, Score::Draw)]);
    let lines = stored(&ev);
    assert_eq!(lines.len(), 2, "only Alice and Bob are rated: {lines:?}");
    for ((variant, email, rating, deviation, volatility, games, last), want) in
        lines.iter().zip([alice_feb, bob_feb])
    {
        assert_eq!(variant, "chess");
        assert!([ALICE, BOB].contains(&email.as_str()));
        assert!(
            close(*rating, want.rating)
                && close(*deviation, want.deviation)
                && close(*volatility, want.volatility),
            "{email}: {rating} {deviation} {volatility}, want {want:?}"
        );
        assert_eq!((*games, last.as_deref()), (2, Some("2027-02")));
    }
    assert!((alice_jan.rating - 1662.3).abs() < 0.1 && (alice_jan.deviation - 290.3).abs() < 0.1);

    // The list as printed, and the same from scratch.
    let now = "2027-02-10T10:00:00Z";
    let table = ev.run(&["ratings"], now);
    assert!(
        table.starts_with(
            "chess: Glicko-2, rating periods of a calendar month (UTC), latest 2027-02\n"
        ),
        "{table}"
    );
    let alice_line = table.lines().find(|l| l.contains(ALICE)).unwrap();
    assert!(
        alice_line.contains(&format!("{:.1}", alice_feb.rating))
            && alice_line.contains(&format!("{:.1}", alice_feb.deviation))
            && alice_line.contains("2027-02"),
        "{table}"
    );
    assert!(!table.contains(CAROL) && !table.contains(ERIN) && !table.contains(DAVE));
    let before = stored(&ev);
    assert_eq!(ev.run(&["ratings", "--recompute"], now), table);
    assert_eq!(stored(&ev), before);
    assert_eq!(ev.run(&["ratings", "--variant", "chess"], now), table);
    assert_eq!(
        ev.run(&["ratings", "--variant", "momentum"], now),
        "momentum: no rated game yet\n"
    );
    // A tampered list is put right from the game records alone.
    ev.world
        .db()
        .execute_batch(
            "UPDATE ratings SET rating = 3000, games = 99; \
             DELETE FROM ratings WHERE player_id = (SELECT id FROM players WHERE email = 'bob@example.org'); \
             DELETE FROM rating_lists;",
        )
        .unwrap();
    assert_ne!(ev.run(&["ratings"], now), table);
    assert_eq!(ev.run(&["ratings", "--recompute"], now), table);
    assert_eq!(stored(&ev), before);
}

/// A mail from `from` with `subject` and `body`, polled at `now`; the replies.
fn send(
    ev: &mut common::Event,
    from: &str,
    subject: &str,
    body: &str,
    now: &str,
) -> Vec<common::Sent> {
    ev.mails += 1;
    let raw = format!(
        "From: {from}\nTo: arbiter@localhost\nSubject: {subject}\nMessage-ID: <x{}@example.com>\n\
         Date: Mon, 23 Nov 2026 10:00:00 +0000\nMIME-Version: 1.0\n\
         Content-Type: text/plain; charset=utf-8\n\n{body}\n",
        ev.mails
    );
    ev.world.deliver_as_written(&raw);
    ev.poll(now)
}

/// The pairing numbers of tournament `id`: (seat, address), by seat.
fn seats(ev: &common::Event, id: i64) -> Vec<(u32, String)> {
    let db = ev.world.db();
    let mut stmt = db
        .prepare(
            "SELECT t.seat, p.email FROM tournament_players t JOIN players p ON p.id = t.player_id \
             WHERE t.tournament_id = ?1 ORDER BY t.seat",
        )
        .unwrap();
    stmt.query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// Ratings from elsewhere entered by the organiser by mail (with
/// the code; a stranger and a bad value are refused with the reason and change
/// nothing) and on the command line; a Swiss seeded by them (`--seed external`),
/// its TRF with the title, rating and ID in their columns, its table with the
/// ratings after the names; a round robin seeded by the arbiter's own ratings
/// (`--seed rating`); an unrated challenge.
#[test]
fn ratings_from_elsewhere_and_seeding() {
    let mut ev = club();
    let now = "2027-03-01T09:00:00Z";
    let line = format!("player external {DAVE} --from fide --rating 2100 --id 4100018 --title fm");
    let replies = send(
        &mut ev,
        TD,
        &format!("[Organiser {CODE}] ratings"),
        &line,
        now,
    );
    let done = common::to(&replies, TD);
    assert!(
        done[0]
            .body
            .contains("dave@example.net: FIDE 2100, ID 4100018, title FM"),
        "{}",
        done[0].body
    );
    // A stranger, and the organiser without the code: refused, nothing changes.
    let forged = format!("player external {ALICE} --from fide --rating 2800");
    let replies = send(&mut ev, BOB, "ratings", &forged, now);
    assert!(
        replies[0].body.contains("only an organiser"),
        "{}",
        replies[0].body
    );
    let replies = send(&mut ev, TD, "ratings", &forged, now);
    assert!(
        replies[0].body.contains("organiser's code"),
        "{}",
        replies[0].body
    );
    let replies = send(
        &mut ev,
        TD,
        &format!("[Organiser {CODE}] ratings"),
        &format!("player external {ALICE} --from uscf --rating 2800"),
        now,
    );
    assert!(
        replies[0].body.contains("no rating body I know"),
        "{}",
        replies[0].body
    );
    let replies = send(
        &mut ev,
        TD,
        &format!("[Organiser {CODE}] ratings"),
        &format!("player external {ALICE} --from fide --rating 99999"),
        now,
    );
    assert!(replies[0].body.contains("1 to 3999"), "{}", replies[0].body);
    assert_eq!(ev.world.count("SELECT COUNT(*) FROM external_ratings"), 1);
    // On the command line too.
    let out = ev.run(
        &[
            "player", "external", CAROL, "--from", "fide", "--rating", "1900",
        ],
        now,
    );
    assert_eq!(out, "carol@example.org: FIDE 1900\n");

    // A Swiss seeded by the ratings from elsewhere: Dave, Carol, then Alice and
    // Bob (none) in the order given.
    ev.run(
        &[
            "tournament",
            "new",
            "Open",
            "--system",
            "swiss",
            "--rounds",
            "2",
            "--seed",
            "external",
            "--player",
            ALICE,
            "--player",
            BOB,
            "--player",
            CAROL,
            "--player",
            DAVE,
        ],
        now,
    );
    ev.run(&["tournament", "start", "1"], now);
    let order: Vec<String> = seats(&ev, 1).into_iter().map(|(_, e)| e).collect();
    assert_eq!(order, [DAVE, CAROL, ALICE, BOB]);
    let trf = ev.run(&["tournament", "trf", "1"], now);
    let dave = trf.lines().find(|l| l.contains(DAVE)).unwrap();
    assert!(dave.starts_with("001    1"), "{trf}");
    assert_eq!(&dave[10..13], " FM", "{trf}");
    assert_eq!(&dave[48..52], "2100", "{trf}");
    assert_eq!(&dave[57..68], "    4100018", "{trf}");
    let table = ev.run(&["tournament", "table", "1"], now);
    assert!(table.contains("FM dave@example.net (FIDE 2100)"), "{table}");

    // Alice beats Bob in a rated game; a round robin seeded by the arbiter's own
    // ratings puts her first, Bob second, Carol (no rating in chess) last.
    let g = new_game(&mut ev, ALICE, BOB, &[], now);
    ev.run(
        &[
            "game",
            "adjudicate",
            &g.to_string(),
            "1-0",
            "--reason",
            "test",
        ],
        "2027-03-02T09:00:00Z",
    );
    ev.run(
        &[
            "tournament",
            "new",
            "Cup",
            "--seed",
            "rating",
            "--player",
            CAROL,
            "--player",
            BOB,
            "--player",
            ALICE,
        ],
        "2027-03-02T09:00:00Z",
    );
    ev.run(&["tournament", "start", "2"], "2027-03-02T09:00:00Z");
    let order: Vec<String> = seats(&ev, 2).into_iter().map(|(_, e)| e).collect();
    assert_eq!(order, [ALICE, BOB, CAROL]);
    let table = ev.run(&["tournament", "table", "2"], "2027-03-02T09:00:00Z");
    assert!(table.contains("alice@example.org (1662?)"), "{table}");
    assert!(table.contains("carol@example.org (FIDE 1900)"), "{table}");
    ev.world.new_replies();

    // An unrated challenge: the request and the game say so, and its game is
    // unrated.
    let replies = send(
        &mut ev,
        ALICE,
        "challenge",
        &format!("challenge {BOB} chess 5d/move unrated"),
        "2027-03-03T09:00:00Z",
    );
    let request = common::to(&replies, BOB)[0].clone();
    assert!(
        request
            .body
            .contains("chess, time control 5d/move, unrated"),
        "{}",
        request.body
    );
    ev.mails += 1;
    let raw = common::answer(&request, BOB, "accept1@example.org", "accept");
    ev.world.deliver_as_written(&raw);
    let replies = ev.poll("2027-03-03T10:00:00Z");
    let first = common::to(&replies, ALICE)[0];
    assert!(first.body.contains(", unrated\n"), "{}", first.body);
    assert_eq!(ev.world.count("SELECT COUNT(*) FROM unrated_games"), 1);
}
