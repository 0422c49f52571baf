//! The team events' arithmetic against examples worked by hand from the C.07 text.

use super::standings::TeamResults;
use super::*;

const MP: TeamScore = TeamScore::MatchPoints;
const GP: TeamScore = TeamScore::GamePoints;

/// The games of one meeting of round `round`, `home` against `away`, board
/// by board: `results[k]` is the home player's points on board k + 1 in half
/// points; colours as [`schedule`] gives them with one game per board.
fn meeting(round: u32, home: u32, away: u32, results: &[u32]) -> Vec<TeamGame> {
    results
        .iter()
        .enumerate()
        .map(|(k, &h)| TeamGame {
            round,
            home,
            away,
            board: k as u32 + 1,
            home_white: k % 2 == 0,
            home_halves: Some(h),
            unplayed: false,
        })
        .collect()
}

fn teams(n: u32) -> Vec<Team> {
    (1..=n)
        .map(|seat| Team {
            seat,
            name: format!("T{seat}"),
            withdrawn: false,
        })
        .collect()
}

fn line(s: &[TeamStanding], seat: u32) -> &TeamStanding {
    s.iter().find(|l| l.seat == seat).unwrap()
}

fn order(s: &[TeamStanding]) -> Vec<u32> {
    let mut s = s.to_vec();
    s.sort_by_key(|l| (l.rank, l.seat));
    s.iter().map(|l| l.seat).collect()
}

/// Four teams of four boards, single round robin: A=1, B=2, C=3, D=4.
///
/// | meeting | boards (home first) | game points | match points |
/// |---|---|---|---|
/// | A-B | 1-0 ½-½ ½-½ ½-½ | 2½-1½ | 2-0 |
/// | B-C | 1-0 1-0 ½-½ ½-½ | 3-1 | 2-0 |
/// | C-A | 1-0 1-0 ½-½ 0-1 | 2½-1½ | 2-0 |
/// | A-D | 1-0 1-0 ½-½ ½-½ | 3-1 | 2-0 |
/// | B-D | 1-0 ½-½ ½-½ ½-½ | 2½-1½ | 2-0 |
/// | C-D | 1-0 1-0 1-0 1-0 | 4-0 | 2-0 |
///
/// Match points: A 4, B 4, C 4, D 0. Game points: A 2½+1½+3 = 7,
/// B 1½+3+2½ = 7, C 1+2½+4 = 7½, D 1+1½+0 = 2½.
fn cycle_event() -> Vec<TeamGame> {
    [
        meeting(1, 1, 2, &[2, 1, 1, 1]),
        meeting(1, 3, 4, &[2, 2, 2, 2]),
        meeting(2, 2, 3, &[2, 2, 1, 1]),
        meeting(2, 1, 4, &[2, 2, 1, 1]),
        meeting(3, 3, 1, &[2, 2, 1, 0]),
        meeting(3, 2, 4, &[2, 1, 1, 1]),
    ]
    .concat()
}

#[test]
fn meetings_give_game_and_match_points() {
    let mut games = meeting(1, 1, 2, &[2, 1, 0, 1]);
    let m = meetings(&games);
    assert_eq!(m.len(), 1);
    assert_eq!((m[0].home_halves, m[0].away_halves), (4, 4));
    assert_eq!((m[0].home_mp, m[0].away_mp, m[0].over), (1, 1, true));
    // A game still running: the game points so far, no match points yet.
    games[3].home_halves = None;
    let m = meetings(&games);
    assert_eq!((m[0].home_halves, m[0].away_halves), (3, 3));
    assert_eq!((m[0].home_mp, m[0].away_mp, m[0].over), (0, 0, false));
    let s = standings(&teams(2), &games, MP, &[]);
    assert_eq!((s[0].match_points, s[0].game_halves), (0, 3));
    let m = meetings(&cycle_event());
    assert_eq!(m.len(), 6);
    let s = standings(&teams(4), &cycle_event(), MP, &[]);
    let totals: Vec<(u32, u32)> = (1..=4)
        .map(|t| (line(&s, t).match_points, line(&s, t).game_halves))
        .collect();
    assert_eq!(totals, [(4, 14), (4, 14), (4, 15), (0, 5)]);
    // Without tie-breaks A, B and C share the first place.
    assert_eq!(
        s.iter().map(|l| (l.seat, l.rank)).collect::<Vec<_>>(),
        [(1, 1), (2, 1), (3, 1), (4, 4)]
    );
    // Ranked by game points: C, then A and B.
    let s = standings(&teams(4), &cycle_event(), GP, &[]);
    assert_eq!(order(&s), [3, 1, 2, 4]);
}

/// Two games per board, one of them a forfeit: a team match of two boards,
/// A against B. Board 1: game 1 A wins, game 2 drawn; board 2: game 1 B
/// wins by forfeit, game 2 A wins. Game points A 1 + ½ + 0 + 1 = 2½,
/// B 1½: A wins the match, 2-0. The forfeit counts as the loss it gave
/// (C.07 Art. 15.2). Board count (Art. 12.1) sums both games of a board:
/// A 1 x 1½ + 2 x 1 = 3½, B 1 x ½ + 2 x 1 = 2½.
#[test]
fn two_games_per_board_and_a_forfeit() {
    let games: Vec<TeamGame> = schedule(2, 2, 2, 1)
        .iter()
        .zip([Some(2), Some(1), Some(0), Some(2)])
        .map(|(g, home_halves)| TeamGame {
            round: g.round,
            home: g.home,
            away: g.away,
            board: g.board,
            home_white: g.home_white,
            home_halves,
            unplayed: g.board == 2 && g.game == 1,
        })
        .collect();
    let m = meetings(&games);
    assert_eq!(m.len(), 1);
    assert_eq!((m[0].home_halves, m[0].away_halves), (5, 3));
    assert_eq!((m[0].home_mp, m[0].away_mp), (2, 0));
    let s = standings(&teams(2), &games, MP, &parse_list("BC,GPTS").unwrap());
    assert_eq!(order(&s), [1, 2]);
    assert_eq!((s[0].match_points, s[0].game_halves), (2, 5));
    // Alone on their match points, the teams get no board count.
    assert_eq!(
        s[0].values,
        [TeamValue::NotApplicable, TeamValue::Halves(5)]
    );
    let s = standings(&teams(2), &games, MP, &parse_list("EMGSB").unwrap());
    // A: B's 0 match points x 2½ = 0; B: A's 2 x 1½ = 3.
    assert_eq!(line(&s, 1).values, [TeamValue::Halves(0)]);
    assert_eq!(line(&s, 2).values, [TeamValue::Halves(6)]);
    let bc = TeamResults {
        primary: MP,
        meetings: m,
        games: &games,
        totals: vec![(1, (2, 5)), (2, (0, 3))],
    }
    .board_points(1);
    assert_eq!(bc, [3, 2]);
    let b = board_table(2, &games);
    assert_eq!(
        b.iter()
            .map(|l| (l.rank, l.team, l.halves, l.games))
            .collect::<Vec<_>>(),
        [(1, 1, 2, 2), (1, 2, 2, 2)]
    );
}

/// EDE (C.07 Art. 13.3) on [`cycle_event`]: A, B and C are tied on 4 match
/// points and have all met. Direct encounter on match points (13.3.1): A
/// beat B, B beat C, C beat A: 2 each, nobody separated. On game points:
/// A 2½ (v B) + 1½ (v C) = 4, B 1½ + 3 = 4½, C 1 + 2½ = 3½: B first, A
/// second, C third. D is alone on 0: not applicable.
/// With the game points first (MPvGP, Art. 13.1), C's 7½ comes first, and
/// A and B, equal on 7, are separated by their encounter on match points
/// (13.3.3, restarting with the primary score): A beat B.
#[test]
fn extended_direct_encounter_by_hand() {
    let s = standings(
        &teams(4),
        &cycle_event(),
        MP,
        &[TeamTieBreak::ExtendedDirectEncounter],
    );
    assert_eq!(order(&s), [2, 1, 3, 4]);
    assert_eq!(line(&s, 2).values, [TeamValue::Place(1)]);
    assert_eq!(line(&s, 1).values, [TeamValue::Place(2)]);
    assert_eq!(line(&s, 3).values, [TeamValue::Place(3)]);
    assert_eq!(line(&s, 4).values, [TeamValue::NotApplicable]);
    let s = standings(
        &teams(4),
        &cycle_event(),
        MP,
        &parse_list("MPvGP,EDE").unwrap(),
    );
    assert_eq!(order(&s), [3, 1, 2, 4]);
    assert_eq!(line(&s, 3).values[1], TeamValue::NotApplicable);
    assert_eq!(line(&s, 1).values[1], TeamValue::Place(1));
    assert_eq!(line(&s, 2).values[1], TeamValue::Place(2));
}

/// EDE's smaller groups (Art. 13.3.3). Three teams of four boards:
/// A-B 2½-1½, B-C 3½-½, C-A 3-1. Match points 2 each. Direct encounter on
/// match points separates nobody; on game points A 2½ + 1 = 3½,
/// B 1½ + 3½ = 5, C ½ + 3 = 3½: B first, A and C still tied, ranked again
/// from the match points: C beat A. Order B, C, A.
/// Not applicable while A and C have not met.
#[test]
fn extended_direct_encounter_restarts_for_smaller_groups() {
    let games = [
        meeting(1, 1, 2, &[2, 1, 1, 1]),
        meeting(2, 2, 3, &[2, 2, 2, 1]),
        meeting(3, 3, 1, &[2, 2, 2, 0]),
    ]
    .concat();
    let ede = [TeamTieBreak::ExtendedDirectEncounter];
    let s = standings(&teams(3), &games, MP, &ede);
    assert_eq!(order(&s), [2, 3, 1]);
    assert_eq!(
        [1, 2, 3].map(|t| line(&s, t).values[0]),
        [
            TeamValue::Place(3),
            TeamValue::Place(1),
            TeamValue::Place(2)
        ]
    );
    // After round 2, A (beat B) and B (beat C) are tied on 2 and have met:
    // A first. After round 1 of [`cycle_event`], A and C are tied on 2
    // without having met: not applicable.
    let s = standings(&teams(3), &games[..8], MP, &ede);
    assert_eq!(order(&s), [1, 2, 3]);
    assert_eq!(
        [1, 2, 3].map(|t| line(&s, t).values[0]),
        [
            TeamValue::Place(1),
            TeamValue::Place(2),
            TeamValue::NotApplicable
        ]
    );
    let round_one: Vec<TeamGame> = cycle_event().into_iter().filter(|g| g.round == 1).collect();
    let s = standings(&teams(4), &round_one, MP, &ede);
    assert!(s.iter().all(|l| l.values[0] == TeamValue::NotApplicable));
    assert_eq!([line(&s, 1).rank, line(&s, 3).rank], [1, 1]);
    // In a double round robin the points against a team met twice are
    // averaged (Art. 6.1.2): A and B draw their second meeting 2-2, so A
    // has (2 + 1) / 2 = 1½ match points against B, B ½; all met.
    let mut double = games.clone();
    double.extend(meeting(4, 2, 1, &[1, 1, 1, 1]));
    let s = standings(&teams(3), &double, MP, &ede);
    // Match points: A 2+1 = 3, B 0+2+1 = 3, C 2: A and B tied; between
    // them A 1½ against B's ½.
    assert_eq!(order(&s), [1, 2, 3]);
    assert_eq!(line(&s, 1).values[0], TeamValue::Place(1));
}

/// Board count, top board results, bottom board elimination (C.07 Art.
/// 12.1 to 12.3) on a drawn team match of four boards, A (home) against B:
/// board 1 1-0, board 2 0-1, board 3 0-1, board 4 1-0, 2-2.
/// BC: A 1x1 + 2x0 + 3x0 + 4x1 = 5, B 1x0 + 2x1 + 3x1 + 4x0 = 5: equal.
/// TBR: board 1, A 1 against 0: A first.
/// BBE: without board 4, A 1+0+0 = 1, B 0+1+1 = 2: B first.
/// A second match, board 1 ½-½, board 2 1-0, board 3 0-1, board 4 ½-½:
/// BC A ½ + 2 + 0 + 2 = 4½, B ½ + 0 + 3 + 2 = 5½: A first (the lower).
#[test]
fn board_tie_breaks_by_hand() {
    let games = meeting(1, 1, 2, &[2, 0, 0, 2]);
    let rank = |list: &str| {
        let s = standings(&teams(2), &games, MP, &parse_list(list).unwrap());
        (
            order(&s),
            line(&s, 1).values.clone(),
            line(&s, 2).values.clone(),
        )
    };
    let (o, a, b) = rank("EDE,BC,TBR");
    assert_eq!(o, [1, 2]);
    assert_eq!(
        a,
        [
            TeamValue::Place(1),
            TeamValue::LowHalves(10),
            TeamValue::Place(1)
        ]
    );
    assert_eq!(
        b,
        [
            TeamValue::Place(1),
            TeamValue::LowHalves(10),
            TeamValue::Place(2)
        ]
    );
    let (o, a, b) = rank("EDE,BC,BBE");
    assert_eq!(o, [2, 1]);
    assert_eq!((a[2], b[2]), (TeamValue::Place(2), TeamValue::Place(1)));
    assert_eq!(a[1].to_string(), "5");
    let games = meeting(1, 1, 2, &[1, 2, 0, 1]);
    let s = standings(&teams(2), &games, MP, &[TeamTieBreak::BoardCount]);
    assert_eq!(order(&s), [1, 2]);
    assert_eq!(line(&s, 1).values, [TeamValue::LowHalves(9)]);
    assert_eq!(line(&s, 2).values[0].to_string(), "5½");
    // Board count only among teams equal on game points: in
    // [`cycle_event`] A and B (7 each) get one, C (7½) and a group with
    // C in it not.
    let s = standings(&teams(4), &cycle_event(), MP, &[TeamTieBreak::BoardCount]);
    assert!(s.iter().all(|l| l.values[0] == TeamValue::NotApplicable));
    let s = standings(
        &teams(4),
        &cycle_event(),
        MP,
        &parse_list("GPTS,BC").unwrap(),
    );
    // A: board 1 1+½+0, board 2 ½+0+1... A's boards over its three
    // meetings (A-B home, C-A away, A-D home): b1 1+0+1 = 2, b2 ½+0+1 =
    // 1½, b3 ½+½+½ = 1½, b4 ½+1+½ = 2: BC 2 + 3 + 4½ + 8 = 17½.
    // B's (A-B away, B-C home, B-D home): b1 0+1+1 = 2, b2 ½+1+½ = 2,
    // b3 ½+½+½ = 1½, b4 ½+½+½ = 1½: BC 2 + 4 + 4½ + 6 = 16½: B first.
    assert_eq!(line(&s, 1).values[1], TeamValue::LowHalves(35));
    assert_eq!(line(&s, 2).values[1], TeamValue::LowHalves(33));
    assert_eq!(order(&s), [3, 2, 1, 4]);
}

/// The extended Sonneborn-Bergers (C.07 Art. 13.2) and the Buchholz on
/// team scores on [`cycle_event`]. Totals: match points A 4, B 4, C 4, D 0;
/// game points A 7, B 7, C 7½, D 2½.
/// - EMMSB (13.2.1), A: B's 4 x 2 (won) + C's 4 x 0 + D's 0 x 2 = 8.
/// - EMGSB (13.2.2), A: 4 x 2½ + 4 x 1½ + 0 x 3 = 16; B: 4 x 1½ (v A) +
///   4 x 3 (v C) + 0 x 2½ = 18; C: 4 x 1 + 4 x 2½ + 0 x 4 = 14.
/// - EGMSB (13.2.3), A: 7 x 2 + 7½ x 0 + 2½ x 2 = 19.
/// - EGGSB (13.2.4), A: 7 x 2½ + 7½ x 1½ + 2½ x 3 = 17½ + 11¼ + 7½ = 36¼.
/// - EMGSB-C1 (14.1.2), A: the lowest opponent on match points is D (0):
///   16 - 0 = 16. EMGSB-C2: then B and C are equal on 4: the lower
///   product goes, C's 6: 10.
/// - BH:MP, A: 4 + 4 + 0 = 8; BH:MP-C1: 8. BH:GP: 7 + 7½ + 2½ = 17;
///   BH:GP-M1: without 2½ and 7½, 7.
#[test]
fn sonneborn_berger_and_buchholz_by_hand() {
    let list =
        parse_list("EMMSB,EMGSB,EGMSB,EGGSB,EMGSB-C1,EMGSB-C2,BH:MP,BH:MP-C1,BH:GP,BH:GP-M1")
            .unwrap();
    let s = standings(&teams(4), &cycle_event(), MP, &list);
    assert_eq!(
        line(&s, 1).values,
        [
            TeamValue::Points(8),
            TeamValue::Halves(32),
            TeamValue::Halves(38),
            TeamValue::Quarters(145),
            TeamValue::Halves(32),
            TeamValue::Halves(20),
            TeamValue::Points(8),
            TeamValue::Points(8),
            TeamValue::Halves(34),
            TeamValue::Halves(14),
        ]
    );
    assert_eq!(line(&s, 1).values[3].to_string(), "36.25");
    assert_eq!(line(&s, 2).values[1], TeamValue::Halves(36));
    assert_eq!(line(&s, 3).values[1], TeamValue::Halves(28));
    // EMMSB is 8 for each of A, B and C; EMGSB then ranks B, A, C.
    assert_eq!(order(&s), [2, 1, 3, 4]);
}

/// The defaults on [`cycle_event`]: by match points, game points first (C
/// 7½; A and B 7), then EDE between A and B on match points (A won);
/// by game points C first, then match points (A, B 4), EDE: A.
#[test]
fn defaults_rank() {
    assert_eq!(list_text(MP_DEFAULT), "GPTS,EDE,EMGSB,BC,BBE");
    assert_eq!(list_text(GP_DEFAULT), "MPTS,EDE,EGGSB,BC,BBE");
    let s = standings(&teams(4), &cycle_event(), MP, MP_DEFAULT);
    assert_eq!(order(&s), [3, 1, 2, 4]);
    let s = standings(&teams(4), &cycle_event(), GP, default_list(GP));
    assert_eq!(order(&s), [3, 1, 2, 4]);
    assert_eq!(s.iter().map(|l| l.rank).collect::<Vec<_>>(), [1, 2, 3, 4]);
}

#[test]
fn lists_read_and_write_back() {
    let text =
        "mpts, GPTS,mpvgp,ede,bc,tbr,bbe,emmsb,EMGSB/C1,egmsb-c2,eggsb,bh:mp,BH:GP/M2,bh:mp-c1";
    let list = parse_list(text).unwrap();
    assert_eq!(
        list_text(&list),
        "MPTS,GPTS,MPvGP,EDE,BC,TBR,BBE,EMMSB,EMGSB-C1,EGMSB-C2,EGGSB,BH:MP,BH:GP-M2,BH:MP-C1"
    );
    assert_eq!(parse_list(&list_text(&list)).unwrap(), list);
    assert_eq!(
        legend(&parse_list("GPTS,EDE,EMGSB-C1,BH:MP").unwrap()),
        "Ties: game points (GPTS), extended direct encounter (EDE), extended \
         Sonneborn-Berger (opponents' match points x game points scored) cut 1 \
         (EMGSB-C1), Buchholz on match points (BH:MP) (FIDE C.07)."
    );
    assert_eq!(legend(&[]), "Ties: by pairing number.");
    for (text, why) in [
        ("", "no tie-break named"),
        ("EDE,,BC", "\"\" is not a team tie-break"),
        ("BH", "\"BH\" is not a team tie-break"),
        ("SB", "\"SB\" is not a team tie-break"),
        ("EDE-C1", "\"EDE-C1\" is not"),
        ("EMGSB-M1", "\"EMGSB-M1\" is not"),
        ("EXGSB", "\"EXGSB\" is not"),
        ("BH:XP", "\"BH:XP\" is not"),
        ("BH:MP-C3", "\"BH:MP-C3\" is not"),
        ("EDE,ede", "EDE is named twice"),
        ("EMGSB/C1,EMGSB-C1", "EMGSB-C1 is named twice"),
    ] {
        let e = parse_list(text).unwrap_err().to_string();
        assert!(e.contains(why), "{text:?}: {e}");
    }
    for t in &list {
        assert!(t.width() >= t.acronym().len());
    }
    assert_eq!(TeamScore::parse("Gp"), Some(GP));
    assert_eq!(MP.other(), GP);
}

/// Board 2's table of [`cycle_event`]: A ½ (v B) + 0 (v C) + 1 (v D) = 1½,
/// B ½ + 1 + ½ = 2, C 0 + 1 + 1 = 2, D 0 + 0 + ½ = ½. B and C share the
/// first place with 2 in 3 games; a game still running counts for nobody.
#[test]
fn board_table_by_hand() {
    let mut games = cycle_event();
    let t = board_table(2, &games);
    let rows: Vec<(u32, u32, u32, u32)> = t
        .iter()
        .map(|l| (l.rank, l.team, l.halves, l.games))
        .collect();
    assert_eq!(
        rows,
        [(1, 2, 4, 3), (1, 3, 4, 3), (3, 1, 3, 3), (4, 4, 1, 3)]
    );
    // D's board 2 against C (home C, board 2) still running.
    for g in games.iter_mut() {
        if g.round == 1 && g.home == 3 && g.board == 2 {
            g.home_halves = None;
        }
    }
    let t = board_table(2, &games);
    assert_eq!(
        t.iter()
            .map(|l| (l.team, l.halves, l.games))
            .collect::<Vec<_>>(),
        [(2, 4, 3), (1, 3, 3), (3, 2, 2), (4, 1, 2)]
    );
    assert!(board_table(9, &games).is_empty());
}

/// The colours of the schedule for 2 to 5 teams of 3 and 4 boards, one and
/// two games per board, single and double: in every meeting the home team
/// (the one the Berger table gives White) has White on the odd boards and
/// Black on the even ones in game 1, game 2 reversed; each team's colours
/// on each board differ by at most one over a cycle, by none over two
/// cycles or with two games per board.
#[test]
fn schedule_colours() {
    for teams in 2..=5 {
        for boards in [3, 4] {
            for per_board in [1, 2] {
                for cycles in [1, 2] {
                    let s = schedule(teams, boards, per_board, cycles);
                    let meetings = teams * (teams - 1) / 2 * cycles;
                    assert_eq!(s.len() as u32, meetings * boards * per_board);
                    for g in &s {
                        assert_eq!(g.home_white, (g.board % 2 == 1) == (g.game == 1), "{g:?}");
                        assert!(g.game <= per_board);
                    }
                    for team in 1..=teams {
                        for board in 1..=boards {
                            let mut whites = 0i32;
                            for g in s.iter().filter(|g| g.board == board) {
                                if g.home == team {
                                    whites += if g.home_white { 1 } else { -1 };
                                } else if g.away == team {
                                    whites += if g.home_white { -1 } else { 1 };
                                }
                            }
                            let most = if per_board == 2 || cycles == 2 { 0 } else { 1 };
                            assert!(
                                whites.abs() <= most,
                                "{teams} teams, {boards} boards, {per_board} per board, \
                                 {cycles} cycles: team {team} board {board}: {whites}"
                            );
                        }
                    }
                }
            }
        }
    }
    // The team match: the first-named team White on board 1.
    let m = schedule(2, 4, 1, 1);
    assert_eq!(
        (m[0].home, m[0].away, m[0].board, m[0].home_white),
        (1, 2, 1, true)
    );
    assert_eq!(
        m.iter().map(|g| g.home_white).collect::<Vec<_>>(),
        [true, false, true, false]
    );
    let m = schedule(2, 2, 2, 1);
    assert_eq!(
        m.iter()
            .map(|g| (g.board, g.game, g.home_white))
            .collect::<Vec<_>>(),
        [(1, 1, true), (1, 2, false), (2, 1, false), (2, 2, true)]
    );
    assert!(schedule(1, 4, 1, 1).is_empty());
    assert!(schedule(4, 0, 1, 1).is_empty());
}

proptest::proptest! {
    /// Every team meets every other once per cycle, with all its boards,
    /// once per round at most; every board's colours balance.
    #[test]
    fn every_team_meets_every_other(teams in 2u32..=10, boards in 1u32..=8, per_board in 1u32..=2, cycles in 1u32..=2) {
        let s = schedule(teams, boards, per_board, cycles);
        for a in 1..=teams {
            for b in a + 1..=teams {
                let between: Vec<&TeamBoardGame> = s
                    .iter()
                    .filter(|g| (g.home, g.away) == (a, b) || (g.home, g.away) == (b, a))
                    .collect();
                let mut rounds: Vec<u32> = between.iter().map(|g| g.round).collect();
                rounds.dedup();
                proptest::prop_assert_eq!(rounds.len() as u32, cycles);
                proptest::prop_assert_eq!(between.len() as u32, cycles * boards * per_board);
            }
            let last = s.iter().map(|g| g.round).max().unwrap_or(0);
            for round in 1..=last {
                let mut opponents: Vec<u32> = s
                    .iter()
                    .filter(|g| g.round == round && (g.home == a || g.away == a))
                    .map(|g| if g.home == a { g.away } else { g.home })
                    .collect();
                opponents.dedup();
                proptest::prop_assert!(opponents.len() <= 1);
            }
            for board in 1..=boards {
                let whites: i32 = s
                    .iter()
                    .filter(|g| g.board == board && (g.home == a || g.away == a))
                    .map(|g| if (g.home == a) == g.home_white { 1 } else { -1 })
                    .sum();
                let most = if per_board == 2 || cycles == 2 { 0 } else { 1 };
                proptest::prop_assert!(whites.abs() <= most, "team {} board {}: {}", a, board, whites);
            }
        }
    }
}
