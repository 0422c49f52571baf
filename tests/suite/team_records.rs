//! The records of a team event, through the real binary: `tournament pgn`
//! (`[WhiteTeam]`, `[BlackTeam]`, `[Board]`, `[Round]` with the game of a board
//! that plays two) and `tournament trf` (FIDE TRF-16: `082` the number of teams,
//! each player's `001` line with a TRF round per game, each team's `013` line).
//! The match (Ajax v Blues, two boards, two games a board) is played by mail as
//! four games, then filed as a team match in the store's team tables, the rows
//! the team commands write.

use crate::common::{reply_mail, World};
use pbem_arbiter::corr::ids::GameId;
use pbem_arbiter::rules::Options;
use pbem_arbiter::store::team_tables::{self, TeamGamePlace, TeamPrimaryScore, TeamRules};
use pbem_arbiter::store::tournament_tables::{self as rows, System, TournamentStatus};

const A1: &str = "a1@ajax.example";
const A2: &str = "a2@ajax.example";
const B1: &str = "b1@blues.example";
const B2: &str = "b2@blues.example";

#[test]
fn a_team_matchs_pgn_and_trf_name_its_teams_and_boards() {
    let mut w = World::new();
    // Board 1: A1 v B1 twice, colours reversed; board 2: B2 v A2 first (Ajax
    // has Black on the even boards in game 1).
    let games = [(A1, B1), (B1, A1), (B2, A2), (A2, B2)];
    let ids: Vec<i64> = games
        .iter()
        .map(|(w_, b)| w.game_with(w_, b, &[]))
        .collect();
    // Ajax wins game 1 of each board, Blues game 2: 2-2.
    let losers = [B1, A1, A2, B2];
    for (i, (game, loser)) in ids.iter().zip(losers).enumerate() {
        w.deliver(&reply_mail(loser, &format!("t{i}@x"), *game, "resign"));
        w.poll();
    }
    {
        let db = w.db();
        let system = System::Teams {
            round_robin: false,
            cycles: 1,
        };
        let t = rows::create(
            &db,
            "Ajax v Blues",
            system,
            "chess",
            &Options::new(),
            None,
            "2026-12-01T09:00:00Z",
        )
        .unwrap();
        let rules = TeamRules {
            games_per_board: 2,
            score: TeamPrimaryScore::GamePoints,
            max_replacements: 3,
        };
        team_tables::set_rules(&db, t, rules).unwrap();
        team_tables::add_team(&db, t, 1, "Ajax", A1).unwrap();
        team_tables::add_team(&db, t, 2, "Blues", B1).unwrap();
        for (seat, (team, board, email)) in [(1, 1, A1), (1, 2, A2), (2, 1, B1), (2, 2, B2)]
            .into_iter()
            .enumerate()
        {
            rows::add_entrant(&db, t, seat as u32 + 1, email).unwrap();
            team_tables::add_member(&db, t, team, board, email, "2026-12-01T09:00:00Z").unwrap();
        }
        // (board, game of the board, Ajax has White)
        let places = [(1, 1, true), (1, 2, false), (2, 1, false), (2, 2, true)];
        for (n, (game, (board, nth, home_white))) in ids.iter().zip(places).enumerate() {
            let game_id = GameId::new(*game);
            rows::add_game(&db, t, game_id, 1, n as u32 + 1).unwrap();
            let place = TeamGamePlace {
                game_id,
                home: 1,
                away: 2,
                board,
                game: nth,
                home_white,
            };
            team_tables::add_game(&db, t, &place).unwrap();
        }
        rows::set_status(&db, t, TournamentStatus::Finished, "2026-12-20T09:00:00Z").unwrap();
    }

    let (code, pgn, err) = w.arbiter(&["tournament", "pgn", "1"]);
    assert_eq!(code, 0, "{err}");
    let games: Vec<&str> = pgn.split("\n\n[Event").collect();
    assert_eq!(games.len(), 4, "{pgn}");
    for (text, (white_team, black_team, board, round)) in games.iter().zip([
        ("Ajax", "Blues", 1, "1.1"),
        ("Blues", "Ajax", 1, "1.2"),
        ("Blues", "Ajax", 2, "1.1"),
        ("Ajax", "Blues", 2, "1.2"),
    ]) {
        for tag in [
            format!("[Round \"{round}\"]"),
            format!("[WhiteTeam \"{white_team}\"]"),
            format!("[BlackTeam \"{black_team}\"]"),
            format!("[Board \"{board}\"]"),
        ] {
            assert!(text.contains(&tag), "{tag}: {text}");
        }
    }

    let (code, trf, err) = w.arbiter(&["tournament", "trf", "1"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = trf.lines().collect();
    assert!(lines.contains(&"012 Ajax v Blues"), "{trf}");
    assert!(lines.contains(&"062 4"), "{trf}");
    assert!(lines.contains(&"082 2"), "{trf}");
    assert!(lines.contains(&"092 Team match, correspondence"), "{trf}");
    // Each game a TRF round of its own: game 1 of the board, then game 2.
    let player = |seat: u32| {
        lines
            .iter()
            .find(|l| l.starts_with(&format!("001 {seat:>4}")))
            .copied()
            .unwrap_or_else(|| panic!("no 001 line for {seat}: {trf}"))
    };
    for (seat, blocks) in [
        (1, "   3 w 1     3 b 0"),
        (2, "   4 b 0     4 w 1"),
        (3, "   1 b 0     1 w 1"),
        (4, "   2 w 1     2 b 0"),
    ] {
        let line = player(seat);
        assert_eq!(line.get(91..), Some(blocks), "{line}");
        assert_eq!(line.get(80..84), Some(" 1.0"), "{line}");
    }
    // 013: the name in columns 5-35, the start ranks in 37-40, 42-45.
    let ajax = format!("013 {:<31} {:>4} {:>4}", "Ajax", 1, 2);
    let blues = format!("013 {:<31} {:>4} {:>4}", "Blues", 3, 4);
    assert_eq!(
        lines[lines.len() - 2..],
        [ajax.as_str(), blues.as_str()],
        "{trf}"
    );
    assert_eq!(&ajax[36..40], "   1");
    assert_eq!(&ajax[41..45], "   2");
}
