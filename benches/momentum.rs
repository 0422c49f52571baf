//! Momentum speed. `cargo bench --bench momentum`.
//!
//! The targets (docs/PERFORMANCE.md), with 16 pieces in motion per side: one turn validated (read
//! and checked, as the arbiter does with a player's turn) under 10 ms, mate or
//! stalemate decided (`outcome()`) under 100 ms, every legal turn listed under 2 s;
//! peak memory under 256 MB (measured with `/usr/bin/time -v arbiter perft 1`, see
//! docs/PERFORMANCE.md). The smaller positions measured first are kept for comparison.
//! `cargo bench --bench momentum -- m12`: the turn search of the children of a position
//! with 12 pieces in motion per side, under 20 ms a child.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use pbem_arbiter::rules::momentum::{self, MomentumPosition};
use pbem_arbiter::rules::{Options, Rules};

/// Both sides' eight pawns in motion towards each other, pieces at home.
pub const EIGHT_EACH: &str = "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1 \
a3@0/1,b3@0/1,c3@0/1,d3@0/1,e3@0/1,f3@0/1,g3@0/1,h3@0/1,\
a6@0/-1,b6@0/-1,c6@0/-1,d6@0/-1,e6@0/-1,f6@0/-1,g6@0/-1,h6@0/-1";

/// The same with the pieces out and moving too: rooks, knights and bishops in motion,
/// so that orderings interact.
pub const MIXED: &str = "r3k2r/8/1pnbbnp1/p6p/P6P/1PNBBNP1/8/R3K2R w - - 0 1 \
a4@0/1,b3@0/1,g3@0/1,h4@0/1,c3@1/2,f3@-1/2,d3@1/1,e3@-1/1,\
a5@0/-1,b6@0/-1,g6@0/-1,h5@0/-1,c6@1/-2,f6@-1/-2,d6@1/-1,e6@-1/-1";

/// The positions with 16 pieces in motion per side, shared with tests/suite/momentum.rs.
const SIXTEEN: &str = include_str!("../tests/data/momentum/sixteen-in-motion.txt");

/// The position with 12 pieces in motion per side ("m12") whose children are benched.
const TWELVE: &str = include_str!("../tests/data/momentum/twelve-in-motion.txt");

fn named(name: &str) -> &'static str {
    named_in(SIXTEEN, name)
}

fn named_in(file: &'static str, name: &str) -> &'static str {
    file.lines()
        .filter_map(|line| line.split_once('\t'))
        .find(|(n, _)| *n == name)
        .map(|(_, text)| text)
        .expect("a position of tests/data/momentum/*-in-motion.txt")
}

fn position(text: &str) -> MomentumPosition {
    momentum::from_text(text, &Options::new()).expect("a valid position")
}

fn bench(c: &mut Criterion) {
    let pawns = position(EIGHT_EACH);
    let mixed = position(MIXED);
    let sixteen = position(named("sixteen-each"));
    let mate = position(named("sixteen-each-mate"));
    let turn = "a3-a4, b3-b4, c3-c4, d3-d4, e3-e4, f3-f4, g3-g4, h3-h4, Ng1-f3";
    let sixteen_turns = sixteen.legal_turns();
    let sixteen_turn = sixteen.write_turn(&sixteen_turns[sixteen_turns.len() / 2]);
    let mut group = c.benchmark_group("momentum");
    group.sample_size(10);
    group.bench_function("validate one turn, 8 pawns in motion per side", |b| {
        b.iter(|| pawns.parse_turn(std::hint::black_box(turn)).expect("legal"));
    });
    group.bench_function(
        "decide mate/stalemate (outcome), 8 in motion per side, mixed",
        |b| {
            b.iter(|| mixed.outcome());
        },
    );
    group.bench_function("every legal turn, 8 in motion per side, mixed", |b| {
        b.iter(|| mixed.legal_turns().len());
    });
    group.bench_function("validate one turn, 16 in motion per side", |b| {
        b.iter(|| {
            sixteen
                .parse_turn(std::hint::black_box(&sixteen_turn))
                .expect("legal")
        });
    });
    group.bench_function(
        "decide mate (outcome), 16 in motion per side, checkmate",
        |b| {
            b.iter(|| mate.outcome());
        },
    );
    group.bench_function(
        "decide mate/stalemate (outcome), 16 in motion per side, game goes on",
        |b| {
            b.iter(|| sixteen.outcome());
        },
    );
    group.bench_function("every legal turn, 16 in motion per side", |b| {
        b.iter(|| sixteen.legal_turns().len());
    });
    group.finish();
}

/// The children of m12 (`twelve-each`: the positions after each of White's 532 legal
/// first turns), every legal turn of each listed: what `perft 2` from m12 does, one
/// child at a time. Every 19th child is measured (28 of them, a sample across the
/// list) so that a sample stays short; the figure is per child (criterion's
/// throughput in elements).
fn twelve_children(c: &mut Criterion) {
    let twelve = position(named_in(TWELVE, "twelve-each"));
    let children: Vec<MomentumPosition> = twelve
        .legal_turns()
        .iter()
        .step_by(19)
        .map(|t| twelve.play(t))
        .collect();
    let mut group = c.benchmark_group("momentum m12");
    group.sample_size(10);
    group.throughput(Throughput::Elements(children.len() as u64));
    group.bench_function(
        "every legal turn of a child of m12 (12 in motion per side)",
        |b| {
            b.iter(|| {
                children
                    .iter()
                    .map(|child| child.legal_turns().len())
                    .sum::<usize>()
            });
        },
    );
    group.finish();
}

criterion_group!(benches, bench, twelve_children);
criterion_main!(benches);
