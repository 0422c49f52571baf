//! The engine's legal turns in Momentum Chess against an independent,
//! deliberately simple brute-force oracle (tests/suite/momentum_oracle/oracle.rs), on fixed
//! positions (known engine bugs, and every position one turn after them) and
//! on a few thousand deterministic random positions with pieces in motion.
//!
//! Compared: the SET of positions the legal turns lead to (position texts, the
//! motion field sorted by square), and M1 check. The engine's duplicates (turns it
//! lists separately that leave the same position) are counted and reported.
//!
//! `ORACLE_POSITIONS` overrides the number of random positions (default 1500; every
//! 20th is also compared one turn deeper, on up to five of its successors), and
//! `ORACLE_EP_POSITIONS` the number of aimed positions (default 1000): an en-passant right
//! and a piece of the side to move in motion whose next event takes the pawn that
//! made the double step (M6). `ORACLE_DEEP=1` also compares the large position
//! and its successors (minutes in a debug build).

mod oracle;

use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

use pbem_arbiter::rules::{variant, AnyPosition, Options};

/// A small deterministic PRNG (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

fn options(white: usize, black: usize) -> Options {
    let mut o = Options::new();
    o.insert("white-army".into(), oracle::ARMY_IDS[white].into());
    o.insert("black-army".into(), oracle::ARMY_IDS[black].into());
    o
}

fn engine(text: &str, white: usize, black: usize) -> Result<Box<dyn AnyPosition>, String> {
    let v = variant("momentum").expect("momentum variant");
    (v.from_text)(text, &options(white, black)).map_err(|e| e.to_string())
}

fn sq(file: i8, rank: i8) -> Option<u8> {
    ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| (rank * 8 + file) as u8)
}

/// A random position: two kings (not adjacent), none to two other pieces a side of
/// random armies, up to three a side in motion with a displacement the piece could
/// have made to reach its square (quiet or capture), sometimes castling rights or an
/// en-passant right. With `aimed` always an en-passant right, and a piece
/// of the side to move in motion, in capture mode, whose next event takes the pawn
/// that made the double step (M6: en passant only while that pawn is still there).
/// The position text, the armies, and whether such a piece was placed; validity is
/// checked by the caller.
fn random_text(rng: &mut Rng, aimed: bool) -> (String, usize, usize, bool) {
    let armies = [rng.below(5), rng.below(5)];
    let mut board: [Option<(bool, u8)>; 64] = [None; 64];
    let mut motion: Vec<(u8, i8, i8, bool)> = Vec::new();
    let mut castling = String::new();
    let mut ep = "-".to_string();
    let mut aimed_at_pawn = false;
    let white_to_move = rng.chance(50);
    // Kings, sometimes on e1/e8 with castling corner pieces.
    for white in [true, false] {
        let side = usize::from(!white);
        let base: i8 = if white { 0 } else { 7 };
        if rng.chance(15) && board[sq(4, base).unwrap() as usize].is_none() {
            board[sq(4, base).unwrap() as usize] = Some((white, b'K'));
            let rook = oracle::ARMIES[armies[side]][0].0;
            for (file, right) in [(7i8, 'K'), (0, 'Q')] {
                if rng.chance(70) && board[sq(file, base).unwrap() as usize].is_none() {
                    board[sq(file, base).unwrap() as usize] = Some((white, rook));
                    castling.push(if white {
                        right
                    } else {
                        right.to_ascii_lowercase()
                    });
                }
            }
        } else {
            loop {
                let s = rng.below(64) as u8;
                let other = board
                    .iter()
                    .position(|p| p.is_some_and(|(w, l)| l == b'K' && w != white));
                let adjacent = other.is_some_and(|o| {
                    let o = o as i8;
                    let s = s as i8;
                    (o % 8 - s % 8).abs() <= 1 && (o / 8 - s / 8).abs() <= 1
                });
                if board[s as usize].is_none() && !adjacent {
                    board[s as usize] = Some((white, b'K'));
                    break;
                }
            }
        }
    }
    // Sometimes an en-passant right: the side not to move has just made a start
    // double step, and a pawn of the side to move stands beside it.
    if aimed || rng.chance(12) {
        let mover = white_to_move;
        let (r_from, r_pass, r_to): (i8, i8, i8) = if mover { (6, 5, 4) } else { (1, 2, 3) };
        let file = rng.below(8) as i8;
        let df = if rng.chance(50) { 1 } else { -1 };
        let squares = [
            sq(file, r_from),
            sq(file, r_pass),
            sq(file, r_to),
            sq(file + df, r_to),
        ];
        if squares
            .iter()
            .all(|s| s.is_some_and(|s| board[s as usize].is_none()))
        {
            let to = squares[2].unwrap();
            board[to as usize] = Some((!mover, b'P'));
            board[squares[3].unwrap() as usize] = Some((mover, b'P'));
            motion.push((to, 0, if mover { -2 } else { 2 }, false));
            ep = oracle::square_name(squares[1].unwrap());
            if aimed {
                // Sometimes a second pawn beside it, on the other side.
                if let Some(other) = sq(file - df, r_to) {
                    if board[other as usize].is_none() && rng.chance(40) {
                        board[other as usize] = Some((mover, b'P'));
                    }
                }
                aimed_at_pawn = aim_at(rng, &mut board, &mut motion, armies, mover, to);
            }
        }
    }
    for white in [true, false] {
        let side = usize::from(!white);
        let extra = rng.below(3);
        for _ in 0..extra {
            let letter = if rng.chance(30) {
                b'P'
            } else {
                oracle::ARMIES[armies[side]][rng.below(4)].0
            };
            let s = loop {
                let s = rng.below(64) as u8;
                let rank = s / 8;
                if board[s as usize].is_none() && (letter != b'P' || (1..7).contains(&rank)) {
                    break s;
                }
            };
            board[s as usize] = Some((white, letter));
        }
    }
    // Momentum for some pieces: a displacement that brings the piece here from a
    // square on the board, by one of its own moves.
    for white in [true, false] {
        let mut count = motion
            .iter()
            .filter(|m| board[m.0 as usize].unwrap().0 == white)
            .count();
        for s in 0..64u8 {
            let Some((w, letter)) = board[s as usize] else {
                continue;
            };
            if w != white || letter == b'K' || count >= 3 || motion.iter().any(|m| m.0 == s) {
                continue;
            }
            let rank = (s / 8) as i8;
            let file = (s % 8) as i8;
            let home = if white { 0 } else { 7 };
            if rank == home && (file == 0 || file == 7) && !castling.is_empty() {
                continue; // a corner piece with castling rights has not moved
            }
            if !rng.chance(70) {
                continue;
            }
            let fwd: i8 = if white { 1 } else { -1 };
            let mut cands: Vec<(i8, i8, bool)> = Vec::new();
            if letter == b'P' {
                let rel = if white { rank } else { 7 - rank };
                if rel >= 2 {
                    cands.push((0, fwd, false));
                    cands.push((1, fwd, true));
                    cands.push((-1, fwd, true));
                }
                if rel == 3 || rel == 5 {
                    cands.push((0, 2 * fwd, false));
                }
            } else {
                let pos = oracle::parse("8/8/8/8/8/8/8/8 w - - 0 1 -", armies[0], armies[1])
                    .expect("empty board");
                let specs = oracle_specs(&pos, white, letter);
                for (dx, dy, max) in specs {
                    for k in 1..=max as i8 {
                        let (x, y) = (k * dx, k * dy);
                        if sq(file - x, rank - y).is_some() {
                            cands.push((x, y, false));
                            cands.push((x, y, true));
                        }
                    }
                }
            }
            cands.retain(|&(dx, dy, _)| sq(file - dx, rank - dy).is_some());
            if cands.is_empty() {
                continue;
            }
            let (dx, dy, capture) = cands[rng.below(cands.len())];
            motion.push((s, dx, dy, capture));
            count += 1;
        }
    }
    // Write the text.
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                None => empty += 1,
                Some((w, l)) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(if w { l } else { l.to_ascii_lowercase() } as char);
                }
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    motion.sort();
    let motion_field = if motion.is_empty() {
        "-".to_string()
    } else {
        motion
            .iter()
            .map(|&(s, dx, dy, c)| {
                format!(
                    "{}@{}/{}{}",
                    oracle::square_name(s),
                    dx,
                    dy,
                    if c { "x" } else { "" }
                )
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    let text = format!(
        "{fen} {} {} {ep} {} {} {motion_field}",
        if white_to_move { 'w' } else { 'b' },
        if castling.is_empty() { "-" } else { &castling },
        rng.below(10),
        1 + rng.below(30)
    );
    (text, armies[0], armies[1], aimed_at_pawn)
}

/// Puts a piece of `mover` (a pawn, or one of its army's four pieces) in motion, in
/// capture mode, on a free square from which its displacement reaches `victim`:
/// its next event takes the pawn there. The displacement is one the piece
/// could have made to reach its square, and a slide's squares in between are free
/// for now (pieces placed later may block it). False when no square fits.
fn aim_at(
    rng: &mut Rng,
    board: &mut [Option<(bool, u8)>; 64],
    motion: &mut Vec<(u8, i8, i8, bool)>,
    armies: [usize; 2],
    mover: bool,
    victim: u8,
) -> bool {
    let side = usize::from(!mover);
    let letter = if rng.chance(25) {
        b'P'
    } else {
        oracle::ARMIES[armies[side]][rng.below(4)].0
    };
    let (vf, vr) = ((victim % 8) as i8, (victim / 8) as i8);
    let displacements: Vec<(i8, i8)> = if letter == b'P' {
        let fwd = if mover { 1 } else { -1 };
        vec![(1, fwd), (-1, fwd)]
    } else {
        let pos = oracle::parse("8/8/8/8/8/8/8/8 w - - 0 1 -", armies[0], armies[1])
            .expect("empty board");
        oracle_specs(&pos, mover, letter)
            .into_iter()
            .flat_map(|(dx, dy, max)| (1..=max as i8).map(move |k| (k * dx, k * dy)))
            .collect()
    };
    let fits: Vec<(u8, i8, i8)> = displacements
        .into_iter()
        .filter_map(|(dx, dy)| {
            let from = sq(vf - dx, vr - dy)?;
            sq(vf - 2 * dx, vr - 2 * dy)?; // where it came from
            let steps = dx.abs().max(dy.abs());
            let line = dx == 0 || dy == 0 || dx.abs() == dy.abs();
            let clear = !line
                || (1..steps).all(|k| {
                    sq(vf - dx + k * dx / steps, vr - dy + k * dy / steps)
                        .is_some_and(|s| board[s as usize].is_none())
                });
            (board[from as usize].is_none() && clear).then_some((from, dx, dy))
        })
        .collect();
    if fits.is_empty() {
        return false;
    }
    let (from, dx, dy) = fits[rng.below(fits.len())];
    board[from as usize] = Some((mover, letter));
    motion.push((from, dx, dy, true));
    true
}

/// The moves of a piece on an empty board, as displacements, through the oracle's
/// own reading (used only to make plausible momentum).
fn oracle_specs(pos: &oracle::Position, white: bool, letter: u8) -> Vec<(i8, i8, u8)> {
    let mut p = pos.clone();
    let s = 27u8; // d4
    p.board[s as usize] = Some(oracle::Pc {
        white,
        letter,
        mom: None,
        id: s,
    });
    p.white_to_move = white;
    oracle::displacements(&p, s)
}

#[derive(Default)]
struct Report {
    compared: usize,
    rejected_by_engine: usize,
    rejected_king_capturable: usize,
    engine_turns: usize,
    engine_duplicates: usize,
    positions_with_duplicates: usize,
    mismatches: Vec<String>,
    engine_seconds: f64,
    oracle_seconds: f64,
    kinds: BTreeMap<String, usize>,
}

fn compare(
    text: &str,
    white: usize,
    black: usize,
    report: &mut Report,
    label: &str,
) -> Vec<String> {
    let e = match engine(text, white, black) {
        Ok(e) => e,
        Err(err) => {
            report.rejected_by_engine += 1;
            if label.ends_with("+1") {
                // The engine's own position text, refused by its own reader.
                *report
                    .kinds
                    .entry("engine refuses its own position text".into())
                    .or_default() += 1;
                report.mismatches.push(format!(
                    "MISMATCH [{label}] the engine refuses its own position text {text} ({}/{}): {err}\n",
                    oracle::ARMY_IDS[white],
                    oracle::ARMY_IDS[black]
                ));
            }
            return Vec::new();
        }
    };
    let pos = oracle::parse(text, white, black).expect("oracle reads what it wrote");
    report.compared += 1;
    let clock = Instant::now();
    let texts = e.legal_turn_texts();
    let mut engine_set = BTreeSet::new();
    let mut by_result: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut refused = Vec::new();
    for t in &texts {
        match e.play_text(t) {
            Ok(played) => {
                let r = oracle::normalise(&played.position.position_text());
                engine_set.insert(r.clone());
                by_result.entry(r).or_default().push(t.clone());
            }
            Err(err) => refused.push(format!(
                "  engine lists {t:?} but play_text refuses it: {err}\n"
            )),
        }
    }
    let engine_check = e.is_check();
    report.engine_seconds += clock.elapsed().as_secs_f64();
    report.engine_turns += texts.len();
    let dups = texts.len() - refused.len() - engine_set.len();
    report.engine_duplicates += dups;
    if dups > 0 {
        report.positions_with_duplicates += 1;
        *report
            .kinds
            .entry("engine lists duplicate turns".into())
            .or_default() += 1;
    }
    let clock = Instant::now();
    let mine = oracle::legal_results(&pos);
    let oracle_check = oracle::in_check(&pos);
    report.oracle_seconds += clock.elapsed().as_secs_f64();
    let only_engine: Vec<&String> = engine_set.difference(&mine).collect();
    let only_oracle: Vec<&String> = mine.difference(&engine_set).collect();
    let armies = format!("{}/{}", oracle::ARMY_IDS[white], oracle::ARMY_IDS[black]);
    if !only_engine.is_empty()
        || !only_oracle.is_empty()
        || engine_check != oracle_check
        || !refused.is_empty()
    {
        let mut m = format!("MISMATCH [{label}] {text}  ({armies})\n");
        if !refused.is_empty() {
            *report
                .kinds
                .entry("engine lists a turn text its own reader refuses".into())
                .or_default() += 1;
        }
        for r in &refused {
            m.push_str(r);
        }
        if engine_check != oracle_check {
            m.push_str(&format!(
                "  check: engine {engine_check}, oracle {oracle_check}\n"
            ));
            *report.kinds.entry("check differs".into()).or_default() += 1;
        }
        for r in &only_engine {
            m.push_str(&format!("  only engine: {r}  by {:?}\n", by_result[*r]));
        }
        for r in &only_oracle {
            m.push_str(&format!("  only oracle: {r}\n"));
        }
        if !only_engine.is_empty() {
            *report
                .kinds
                .entry("turns only the engine allows".into())
                .or_default() += 1;
        }
        if !only_oracle.is_empty() {
            *report
                .kinds
                .entry("turns only the oracle allows".into())
                .or_default() += 1;
        }
        report.mismatches.push(m);
    } else if dups > 0 && report.positions_with_duplicates <= 5 {
        let list: Vec<String> = by_result
            .iter()
            .filter(|(_, v)| v.len() > 1)
            .map(|(r, v)| format!("  {r} by {v:?}"))
            .take(3)
            .collect();
        println!(
            "duplicates [{label}] {text} ({armies}):\n{}",
            list.join("\n")
        );
    }
    engine_set.into_iter().collect()
}

/// Known engine bugs, and every position one turn after them.
const FIXED: [(&str, usize, usize); 11] = [
    // After c7-c5, d5:c6 e.p. lets the moving bishop take the king: c7-c5 is illegal.
    ("8/2p1k3/8/3P4/8/B7/8/7K b - - 0 1 a3@4/4x", 0, 0),
    // After 1. f3-f4, Ra4:d4, Black's a7-a6 is illegal: Nf5-h6, f4-f5, Rd4:g4.
    ("8/p7/8/5N2/R2n2k1/5P2/8/K7 w - - 0 1 f3@0/1", 0, 0),
    ("8/p7/8/5N2/3R1Pk1/8/8/K7 b - - 0 1 d4@3/0x,f4@0/1", 0, 0),
    // Ruling M6: a piece in motion takes the pawn that made the double step; en
    // passant against it is then gone (tests/data/perft-momentum.txt).
    ("4k3/8/8/2pP4/8/4B3/8/4K3 w - c6 0 1 e3@-2/2x,c5@0/-2", 0, 0),
    ("7k/8/8/8/2q1Pp2/8/8/K7 b - e3 0 1 c4@2/0x,e4@0/2", 0, 0),
    ("4k3/8/8/4PpP1/8/3B4/8/4K3 w - f6 0 1 d3@2/2x,f5@0/-2", 0, 0),
    ("3k4/8/3b4/8/pPp5/8/8/4K3 b - b3 0 1 b4@0/2,d6@-2/-2x", 0, 0),
    // The opponent's imagined turn (M1 check, M4/M8 castling) has
    // no en-passant right; a black pawn took "en passant" onto the mover's square and
    // opened a file for the rook in motion.
    (
        "3r3k/3p4/8/4pP2/8/8/8/R3K3 w Q e6 0 1 d8@0/-7x,e5@0/-2",
        0,
        0,
    ),
    ("1r2k3/1p6/8/2pP4/8/8/8/1K6 w - c6 0 1 b8@0/-7x", 0, 0),
    // After a6-a5, c7-c5 the d5 pawn is "pinned" in FIDE terms
    // by a rook that must move on; d5:c6 is legal (M1) and the text keeps c6.
    ("4k3/2p5/r7/3P3K/8/8/8/8 b - - 0 1 a6@0/-1", 0, 0),
    // Found in 5,000 aimed positions: after Ed4:b5, c2-c4 the oracle
    // wrote c3 (a pawn beside), the engine -; b4:c3 is illegal by M1 (the chancellor
    // on b5 takes a7 next turn), so neither writes it now.
    (
        "6c1/k3P1K1/8/PpP5/1p1E4/8/2P5/8 w - b6 9 10 d4@-2/1x,a5@-1/1x,b5@0/-2,c5@1/1x,g8@5/5",
        3,
        1,
    ),
];

/// The large position (thirteen pieces in motion): the oracle needs about a
/// minute and a half for it in a debug build, and about five more for its 69
/// successors (six black pieces in motion each). Compared with `ORACLE_DEEP=1`; they
/// agree (69 and 11,842 turns, tests/data/perft-momentum.txt).
const LARGE: &str = "q7/7P/kB1n4/1ppP4/b4P2/P1P3p1/3p3p/R3K2R w Q c6 0 1 h1@0/-7x,d2@0/-1,h2@0/-1,a3@-1/1x,c3@0/1,g3@1/-1x,a4@-1/1,f4@1/1x,b5@0/-1,c5@0/-2,d5@1/1x,b6@1/-1x,h7@0/1";

/// Compares `n` random positions (see [`random_text`]; `aimed` for the en-passant ones) that
/// the oracle reads and where the side to move cannot already take a king. Every 20th
/// is also compared one turn deeper, on up to five of the positions its legal turns
/// lead to: more pieces in motion, as in play.
fn random_positions(report: &mut Report, mut rng: Rng, n: usize, aimed: bool, label: &str) {
    let mut generated = 0;
    while generated < n {
        let (text, w, b, aimed_at_pawn) = random_text(&mut rng, aimed);
        if !text.contains('@') || (aimed && !aimed_at_pawn) {
            continue; // nothing in motion, or no piece aimed at the pawn
        }
        let Ok(pos) = oracle::parse(&text, w, b) else {
            continue;
        };
        if oracle::mover_can_capture_king(&pos) {
            report.rejected_king_capturable += 1;
            continue;
        }
        generated += 1;
        let children = compare(&text, w, b, report, label);
        if generated % 20 == 0 {
            let step = children.len().div_ceil(5).max(1);
            let deeper = format!("{label}+1");
            for c in children.iter().step_by(step) {
                compare(c, w, b, report, &deeper);
            }
        }
    }
}

#[test]
fn engine_agrees_with_the_brute_force_oracle() {
    let started = Instant::now();
    let mut report = Report::default();
    let deep = std::env::var("ORACLE_DEEP").is_ok_and(|v| v == "1");
    let large = deep.then_some((LARGE, 0, 0));
    for (text, w, b) in FIXED.into_iter().chain(large) {
        let children = compare(text, w, b, &mut report, "fixed");
        for c in children {
            compare(&c, w, b, &mut report, "fixed+1");
        }
    }
    let count = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let n = count("ORACLE_POSITIONS", 1500);
    random_positions(&mut report, Rng(0x9E37_79B9_7F4A_7C15), n, false, "random");
    // En passant where a momentum event may take the pawn first.
    let aimed = count("ORACLE_EP_POSITIONS", 1000);
    random_positions(
        &mut report,
        Rng(0x0019_EB0A_55A7_0019),
        aimed,
        true,
        "aimed",
    );
    for m in &report.mismatches {
        println!("{m}");
    }
    println!(
        "compared {} positions ({} rejected by the engine, {} with a capturable king skipped); \
         engine turns {}, duplicates {} in {} positions; mismatches {}; kinds {:?}; engine {:.1} s, oracle {:.1} s, total {:.1} s",
        report.compared,
        report.rejected_by_engine,
        report.rejected_king_capturable,
        report.engine_turns,
        report.engine_duplicates,
        report.positions_with_duplicates,
        report.mismatches.len(),
        report.kinds,
        report.engine_seconds,
        report.oracle_seconds,
        started.elapsed().as_secs_f64()
    );
    assert!(
        report.mismatches.is_empty() && report.engine_duplicates == 0,
        "{} positions differ, {} duplicate turns listed by the engine (see the output above)",
        report.mismatches.len(),
        report.engine_duplicates
    );
}
