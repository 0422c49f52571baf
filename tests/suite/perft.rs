//! Perft: the field's proof of a move generator. Every position and depth of
//! tests/data/perft-chess.txt (figures from the chess programming literature) must match exactly.

use pbem_arbiter::rules::{game::GameRecord, Options};

struct Case {
    id: String,
    fen: String,
    depths: Vec<(u32, u64)>,
}

fn cases(text: &str) -> Vec<Case> {
    let mut out: Vec<Case> = Vec::new();
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let (key, value) = line.split_once(' ').expect("key value");
        match key {
            "id" => out.push(Case {
                id: value.into(),
                fen: String::new(),
                depths: vec![],
            }),
            "fen" => out.last_mut().expect("id first").fen = value.into(),
            "perft" => {
                let (d, n) = value.split_once(' ').expect("depth nodes");
                out.last_mut()
                    .expect("id first")
                    .depths
                    .push((d.parse().unwrap(), n.parse().unwrap()));
            }
            other => panic!("unknown key {other}"),
        }
    }
    out
}

#[test]
fn fide_perft_table() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/perft-chess.txt"
    ))
    .unwrap();
    let cases = cases(&text);
    assert_eq!(cases.len(), 5);
    for case in cases {
        let game = GameRecord::new("chess", &Options::new(), Some(&case.fen)).unwrap();
        for (depth, nodes) in &case.depths {
            assert_eq!(
                game.current().perft(*depth),
                *nodes,
                "{} depth {depth}",
                case.id
            );
        }
    }
}
