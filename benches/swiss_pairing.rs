//! Pairing one Swiss round with the default engine (py4swiss, a Python process:
//! its start-up is most of the time), through `swiss::run_engine` as the arbiter
//! does it: the TRF written to a temporary directory, the engine run, its answer
//! read strictly. Fields of 9 players (round 4 of 5, as tests/suite/swiss.rs) and of
//! 64 players (round 6 of 7). Needs py4swiss on PATH:
//! `PATH=$PWD/.venv/bin:$PATH cargo bench --bench swiss_pairing`.

use criterion::{criterion_group, criterion_main, Criterion};
use pbem_arbiter::corr::swiss::{self, RoundEntry, SwissPlayer, TrfHeader};
use pbem_arbiter::corr::tiebreak::SWISS_DEFAULT;

fn engine() -> Vec<String> {
    ["py4swiss", "-t", "{trf}", "-p", "{pairings}"]
        .map(String::from)
        .to_vec()
}

/// A field of `n` players with `played` rounds paired by the engine itself and
/// given results by a fixed rule (White wins on odd boards, draws on even ones).
fn field(n: u32, rounds: u32, played: u32) -> (Vec<SwissPlayer>, TrfHeader<'static>) {
    let header = TrfHeader {
        name: "Bench",
        start_date: "2027-01-01",
        end_date: None,
        rounds,
        bye_halves: 2,
        tiebreaks: &SWISS_DEFAULT,
    };
    let mut players: Vec<SwissPlayer> = (1..=n)
        .map(|seat| SwissPlayer {
            seat,
            name: format!("Player {seat}"),
            withdrawn: false,
            rounds: Vec::new(),
        })
        .collect();
    let all: Vec<u32> = (1..=n).collect();
    for round in 0..played {
        let text = swiss::trf(&header, &players, round);
        let pairs = swiss::run_engine(&engine(), &text, &all)
            .expect("py4swiss on PATH (PATH=$PWD/.venv/bin:$PATH after scripts/test.sh)");
        for (board, p) in pairs.iter().enumerate() {
            match p.black {
                None => players[p.white as usize - 1]
                    .rounds
                    .push(RoundEntry::Bye { halves: 2 }),
                Some(black) => {
                    let white_halves = if board % 2 == 0 { 2 } else { 1 };
                    players[p.white as usize - 1].rounds.push(RoundEntry::Game {
                        opponent: black,
                        white: true,
                        halves: Some(white_halves),
                        unplayed: false,
                    });
                    players[black as usize - 1].rounds.push(RoundEntry::Game {
                        opponent: p.white,
                        white: false,
                        halves: Some(2 - white_halves),
                        unplayed: false,
                    });
                }
            }
        }
    }
    (players, header)
}

fn pairing(c: &mut Criterion) {
    let mut group = c.benchmark_group("swiss pairing (py4swiss)");
    group.sample_size(10);
    for (n, rounds, played) in [(9, 5, 3), (64, 7, 5)] {
        let (players, header) = field(n, rounds, played);
        let text = swiss::trf(&header, &players, played);
        let all: Vec<u32> = (1..=n).collect();
        group.bench_function(format!("{n} players, round {}", played + 1), |b| {
            b.iter(|| swiss::run_engine(&engine(), &text, &all).expect("the round pairs"));
        });
    }
    group.finish();
}

criterion_group!(benches, pairing);
criterion_main!(benches);
