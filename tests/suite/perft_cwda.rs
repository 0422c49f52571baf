//! Chess with Different Armies perft from the start, for every pairing of armies,
//! against tests/data/perft-cwda.txt (counted by Fairy-Stockfish, an independent
//! engine, with scripts/independent-perft.py), and the issue's two reference pairings
//! to depth 4.

use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::Options;

fn start(white: &str, black: &str) -> GameRecord {
    let mut options = Options::new();
    options.insert("white-army".into(), white.into());
    options.insert("black-army".into(), black.into());
    GameRecord::new("cwda", &options, None).unwrap()
}

#[test]
fn every_pairing_matches_fairy_stockfish() {
    let table = include_str!("../data/perft-cwda.txt");
    let mut pairings = 0;
    for line in table.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let game = start(fields[0], fields[1]);
        for (depth, expected) in fields[2..].iter().enumerate() {
            let nodes = game.current().perft(depth as u32 + 1);
            assert_eq!(
                nodes.to_string(),
                *expected,
                "{} v {} depth {}",
                fields[0],
                fields[1],
                depth + 1
            );
        }
        pairings += 1;
    }
    assert_eq!(pairings, 25);
}

#[test]
fn the_issue_reference_figures() {
    let clobberers = start("colorbound-clobberers", "fabulous-fides");
    let nutty = start("nutty-knights", "nutty-knights");
    for (depth, c, n) in [
        (1, 28, 26),
        (2, 560, 676),
        (3, 17310, 19054),
        (4, 381843, 535078),
    ] {
        assert_eq!(
            clobberers.current().perft(depth),
            c,
            "Clobberers v FIDEs depth {depth}"
        );
        assert_eq!(
            nutty.current().perft(depth),
            n,
            "Nutty v Nutty depth {depth}"
        );
    }
}
