//! The grouped Momentum turn search (src/rules/momentum/search.rs) against
//! the plain one that walks every piece in motion at once
//! (src/rules/momentum/exhaustive.rs), on deterministic random dense positions with
//! up to seven pieces in motion a side (the plain search is exponential, so it cannot
//! go much further), every army pairing:
//! - the set of positions the turns lead to (legal or not) is the same;
//! - whether each king can be captured by the side to move (M1) is the same;
//! - every turn's events replay, in the order given, to the position it names;
//! - every legal turn's canonical text reads back to the same position.
//!
//! `GROUP_POSITIONS` overrides the number of positions (default 150, which the debug
//! build of the suite checks in under a minute; 3,000 pass in release).
//! The independent check of the rules themselves is tests/suite/momentum_oracle.rs.

use std::collections::HashSet;

use pbem_arbiter::board::geometry::Color;
use pbem_arbiter::rules::fen::Setup;
use pbem_arbiter::rules::momentum::turn::Progress;
use pbem_arbiter::rules::momentum::{self, exhaustive, search, MomentumPosition};
use pbem_arbiter::rules::standard::letter;
use pbem_arbiter::rules::{Options, Rules};

const ARMIES: [&str; 5] = [
    "fabulous-fides",
    "colorbound-clobberers",
    "nutty-knights",
    "remarkable-rookies",
    "forward-fides",
];

/// xorshift64*: deterministic, so a failure names a seed that reproduces it.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random position text for the armies in `options`: both kings, four to ten other
/// pieces a side, up to seven a side in motion with a displacement one of the piece's
/// atoms makes (one to three steps), quiet or capture mode. With `aimed`
/// also an en-passant right whose pawn a piece of the side to move in motion takes by
/// its next event ([`add_en_passant`]). Validity is the engine's question; the caller
/// skips what it refuses.
fn random_text(rng: &mut Rng, options: &Options, aimed: bool) -> Option<String> {
    let start = momentum::start(options).ok()?;
    let def = start.def();
    let mut board: [Option<(Color, u8)>; 64] = [None; 64];
    let mut motion = Vec::new();
    for color in Color::BOTH {
        let king = def.army[color]
            .iter()
            .copied()
            .find(|&t| def.piece(t).royal)?;
        let others: Vec<u8> = def.army[color]
            .iter()
            .copied()
            .filter(|&t| !def.piece(t).royal)
            .collect();
        let free = |board: &[Option<(Color, u8)>; 64], rng: &mut Rng, pawn: bool| loop {
            let s = rng.below(64);
            if board[s].is_none() && (!pawn || (8..56).contains(&s)) {
                return s;
            }
        };
        let s = free(&board, rng, false);
        board[s] = Some((color, king));
        let mut in_motion = 0;
        for _ in 0..4 + rng.below(7) {
            let t = others[rng.below(others.len())];
            let s = free(&board, rng, def.piece(t).pawn);
            board[s] = Some((color, t));
            if in_motion < 7 && rng.below(10) < 7 {
                let atoms = &def.piece(t).atoms;
                let atom = atoms[rng.below(atoms.len())];
                let steps = if atom.range == 1 { 1 } else { 1 + rng.below(3) } as i8;
                let dy = if color == Color::White {
                    atom.dy
                } else {
                    -atom.dy
                };
                let name = format!("{}{}", (b'a' + (s % 8) as u8) as char, s / 8 + 1);
                let capture = if rng.below(10) < 3 { "x" } else { "" };
                motion.push(format!(
                    "{name}@{}/{}{capture}",
                    atom.dx * steps,
                    dy * steps
                ));
                in_motion += 1;
            }
        }
    }
    let side = if rng.below(2) == 0 { "w" } else { "b" };
    let ep = if aimed {
        let mover = if side == "w" {
            Color::White
        } else {
            Color::Black
        };
        add_en_passant(rng, def, &mut board, &mut motion, mover)?
    } else {
        "-".to_string()
    };
    let mut ranks = Vec::new();
    for rank in (0..8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                None => empty += 1,
                Some((color, t)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(letter(def, color, t));
                }
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        ranks.push(row);
    }
    let motion = if motion.is_empty() {
        "-".to_string()
    } else {
        motion.join(",")
    };
    Some(format!("{} {side} - {ep} 0 1 {motion}", ranks.join("/")))
}

fn square_name(s: usize) -> String {
    format!("{}{}", (b'a' + (s % 8) as u8) as char, s / 8 + 1)
}

/// An en-passant right for `mover` (an enemy pawn that has just made its
/// start double step, with its momentum, and a pawn of `mover` beside it) and a piece
/// of `mover` in motion, in capture mode, whose displacement reaches that pawn (M6:
/// en passant only while the pawn is still there; the search must walk the group of
/// that piece with the capture). Returns the en-passant square; `None` when a square
/// it needs is taken.
fn add_en_passant(
    rng: &mut Rng,
    def: &pbem_arbiter::board::pieces::VariantDef,
    board: &mut [Option<(Color, u8)>; 64],
    motion: &mut Vec<String>,
    mover: Color,
) -> Option<String> {
    let them = mover.opponent();
    let pawn = |c: Color| def.army[c].iter().copied().find(|&t| def.piece(t).pawn);
    let at =
        |f: i8, r: i8| ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize);
    let (r_from, r_pass, r_to) = if mover == Color::White {
        (6, 5, 4)
    } else {
        (1, 2, 3)
    };
    let file = rng.below(8) as i8;
    let df = if rng.below(2) == 0 { 1 } else { -1 };
    let (from, passed, to, beside) = (
        at(file, r_from)?,
        at(file, r_pass)?,
        at(file, r_to)?,
        at(file + df, r_to)?,
    );
    if [from, passed, to, beside]
        .iter()
        .any(|&s| board[s].is_some())
    {
        return None;
    }
    board[to] = Some((them, pawn(them)?));
    board[beside] = Some((mover, pawn(mover)?));
    let forward = if mover == Color::White { 1 } else { -1 };
    motion.push(format!("{}@0/{}", square_name(to), -2 * forward));
    let others: Vec<u8> = def.army[mover]
        .iter()
        .copied()
        .filter(|&t| !def.piece(t).royal)
        .collect();
    let t = others[rng.below(others.len())];
    let atoms = &def.piece(t).atoms;
    let atom = atoms[rng.below(atoms.len())];
    let steps = if atom.range == 1 { 1 } else { 1 + rng.below(3) } as i8;
    let (dx, dy) = (atom.dx * steps, atom.dy * forward * steps);
    let aimed_from = at(file - dx, r_to - dy)?;
    let last_ranks = !(8..56).contains(&aimed_from);
    if board[aimed_from].is_some() || (def.piece(t).pawn && last_ranks) {
        return None;
    }
    board[aimed_from] = Some((mover, t));
    motion.push(format!("{}@{dx}/{dy}x", square_name(aimed_from)));
    Some(square_name(passed))
}

fn key(setup: &Setup, motions: &momentum::motion::Motions) -> String {
    format!("{setup:?} {motions:?}")
}

fn check(position: &MomentumPosition, text: &str) -> usize {
    let def = position.def();
    let start = Progress::begin(*position.setup(), *position.motions());
    let grouped = search::outcomes(def, start, &mut |_| false);
    let plain = exhaustive::outcomes(def, start);
    let grouped_keys: HashSet<String> = grouped.iter().map(|o| key(&o.setup, &o.motions)).collect();
    let plain_keys: HashSet<String> = plain.iter().map(|o| key(&o.setup, &o.motions)).collect();
    assert_eq!(
        grouped.len(),
        grouped_keys.len(),
        "a turn listed twice: {text}"
    );
    assert_eq!(
        grouped_keys.len(),
        plain_keys.len(),
        "different numbers of turns (grouped {}, plain {}): {text}",
        grouped_keys.len(),
        plain_keys.len()
    );
    assert_eq!(grouped_keys, plain_keys, "different turns: {text}");
    for o in &grouped {
        let mut p = start;
        for e in &o.events {
            assert!(p.apply(def, e).is_ok(), "{e:?} does not replay in {text}");
        }
        let (setup, motions) = p.finish();
        assert_eq!(key(&setup, &motions), key(&o.setup, &o.motions), "{text}");
    }
    for king in position.setup().royal.iter().flatten() {
        let mut attacker = *position.setup();
        attacker.side = match pbem_arbiter::rules::fen::decode(attacker.cells[king.index()]) {
            Some((c, _)) => c.opponent(),
            None => continue,
        };
        assert_eq!(
            search::king_capturable(def, &attacker, position.motions(), *king),
            exhaustive::king_capturable(def, &attacker, position.motions(), *king),
            "king on {king} capturable? {text}"
        );
    }
    let legal = position.legal_turns();
    for turn in legal.iter().take(12) {
        let written = position.write_turn(turn);
        let read = position
            .parse_turn(&written)
            .unwrap_or_else(|e| panic!("{written:?} does not read back in {text}: {e}"));
        assert_eq!(
            position.play(&read).position_text(),
            position.play(turn).position_text(),
            "{written:?} in {text}"
        );
    }
    grouped.len()
}

#[test]
fn the_grouped_search_agrees_with_the_plain_one() {
    let wanted: usize = std::env::var("GROUP_POSITIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    compare_random(Rng(0x5EED_0009_0004), wanted, false);
}

#[test]
fn the_grouped_search_agrees_where_a_momentum_event_may_take_the_en_passant_pawn() {
    // Ruling M6 (docs/rules/momentum.md): the en-passant capture reads the square of the pawn that made
    // the double step, so the group whose continuation may take it first is walked
    // with the capture. The positions of tests/data/perft-momentum.txt and every
    // position one turn after them (the large one's own turns only: its successors
    // have six black pieces in motion and cost the plain search minutes), then
    // `GROUP_EP_POSITIONS` random ones (default 100).
    for line in include_str!("../data/perft-momentum.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let text = line.split(';').next().unwrap_or_default().trim();
        let position = momentum::from_text(text, &Options::new()).unwrap();
        check(&position, text);
        if position.motions().iter().count() > 8 {
            continue;
        }
        for turn in position.legal_turns() {
            let next = position.play(&turn);
            check(&next, &next.position_text());
        }
    }
    let wanted: usize = std::env::var("GROUP_EP_POSITIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    compare_random(Rng(0x5EED_0019_0006), wanted, true);
}

fn compare_random(mut rng: Rng, wanted: usize, aimed: bool) {
    let (mut checked, mut turns, mut tries) = (0, 0, 0);
    while checked < wanted {
        tries += 1;
        assert!(tries < wanted * 50, "too few valid random positions");
        let mut options = Options::new();
        options.insert("white-army".into(), ARMIES[rng.below(5)].into());
        options.insert("black-army".into(), ARMIES[rng.below(5)].into());
        let Some(text) = random_text(&mut rng, &options, aimed) else {
            continue;
        };
        let Ok(position) = momentum::from_text(&text, &options) else {
            continue;
        };
        turns += check(&position, &text);
        checked += 1;
    }
    println!("{checked} positions, {turns} turns compared ({tries} drawn)");
}
