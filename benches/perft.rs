//! Perft 5 from the FIDE start position (4,865,609 leaves). Target: under 1 s on
//! the 2-core machine, release build. `cargo bench --bench perft`.

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
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
