//! Perft 5 from the FIDE start position (4,865,609 leaves; target under 1 s) and
//! perft 4 for `cwda` from the start (target under 2 s), on the 2-core machine,
//! release build. `cargo bench --bench perft`.

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

criterion_group!(benches, perft);
criterion_main!(benches);
