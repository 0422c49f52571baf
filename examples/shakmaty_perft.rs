//! Perft by shakmaty 0.27, the field's reference generator, as a process of its
//! own: the other side of the paired whole-process timings in docs/PERFORMANCE.md
//! (`target/release/arbiter perft 6` against this, run in turn).
//!
//! Usage: `cargo run --release --example shakmaty_perft -- DEPTH [FEN]` (the FIDE
//! start without a FEN); prints the number of leaves.

use shakmaty::{fen::Fen, CastlingMode, Chess};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args
        .next()
        .ok_or("usage: shakmaty_perft DEPTH [FEN]")?
        .parse()?;
    let fen = args.next().unwrap_or_else(|| START.to_string());
    let position: Chess = fen.parse::<Fen>()?.into_position(CastlingMode::Standard)?;
    println!("{}", shakmaty::perft(&position, depth));
    Ok(())
}
