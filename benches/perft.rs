//! Perft 5 from the FIDE start position (4,865,609 leaves; target under 1 s) and
//! perft 4 for `cwda` from the start (target under 2 s), on the 2-core machine,
//! release build. `cargo bench --bench perft`.
//!
//! The group `paired` runs shakmaty (a dev-dependency of this benchmark only) beside
//! our one generator on the same positions in the same run: the FIDE
//! start to depth 5 and 6, Kiwipete to depth 4. `cargo bench --bench perft --
//! paired` (depth 6 alone: `-- "paired/.*depth 6"`).

use criterion::{criterion_group, criterion_main, Criterion};
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::Options;

fn perft(c: &mut Criterion) {
    let game = GameRecord::new("chess", &Options::new(), None).expect("the start position");
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.bench_function("chess start depth 5", |b| {
        b.iter(|| assert_eq!(game.current().perft(5), 4_865_609));
    });
    let mut options = Options::new();
    options.insert("white-army".into(), "nutty-knights".into());
    options.insert("black-army".into(), "nutty-knights".into());
    let cwda = GameRecord::new("cwda", &options, None).expect("the cwda start position");
    group.bench_function("cwda Nutty Knights v Nutty Knights depth 4", |b| {
        b.iter(|| assert_eq!(cwda.current().perft(4), 535_078));
    });
    group.finish();
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// shakmaty's perft from `fen`.
fn shakmaty_perft(fen: &str, depth: u32) -> u64 {
    use shakmaty::{fen::Fen, CastlingMode, Chess};
    let position: Chess = fen
        .parse::<Fen>()
        .expect("a FEN")
        .into_position(CastlingMode::Standard)
        .expect("a legal position");
    shakmaty::perft(&position, depth)
}

fn paired(c: &mut Criterion) {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let mut group = c.benchmark_group("paired");
    group.sample_size(10);
    for (name, fen, depth, leaves) in [
        ("start depth 5", start, 5, 4_865_609u64),
        ("kiwipete depth 4", KIWIPETE, 4, 4_085_603),
        ("start depth 6", start, 6, 119_060_324),
    ] {
        let ours = GameRecord::new("chess", &Options::new(), Some(fen)).expect("the position");
        group.bench_function(format!("ours {name}"), |b| {
            b.iter(|| assert_eq!(ours.current().perft(depth), leaves));
        });
        group.bench_function(format!("shakmaty {name}"), |b| {
            b.iter(|| assert_eq!(shakmaty_perft(fen, depth), leaves));
        });
    }
    group.finish();
}

criterion_group!(benches, perft, paired);
criterion_main!(benches);
