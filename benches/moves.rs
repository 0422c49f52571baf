//! Parse and validate one move: the text a player sent, matched against the legal
//! moves of a middlegame position, then played (what the arbiter does per mail).
//! `cargo bench --bench moves`.

use criterion::{criterion_group, criterion_main, Criterion};
use pbem_arbiter::rules::game::GameRecord;
use pbem_arbiter::rules::Options;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn moves(c: &mut Criterion) {
    let game = GameRecord::new("chess", &Options::new(), Some(KIWIPETE)).expect("a valid FEN");
    let position = game.current();
    c.bench_function("parse and validate Nxf7 (SAN)", |b| {
        b.iter(|| {
            position
                .play_text(std::hint::black_box("Nxf7"))
                .expect("legal")
        });
    });
    c.bench_function("parse and validate e1g1 (coordinates)", |b| {
        b.iter(|| {
            position
                .play_text(std::hint::black_box("e1g1"))
                .expect("legal")
        });
    });
}

criterion_group!(benches, moves);
criterion_main!(benches);
