//! Combining Knightmare Chess on the one move generator (`rules::movegen`): on
//! positions reached by seeded random legal play, its pseudo-legal moves equal, in
//! the same order, those of the pre-refactor Knightmare loop kept below as the
//! reference.

use pbem_arbiter::board::geometry::{Color, Square};
use pbem_arbiter::board::pieces::{PieceTypeId, Wing};
use pbem_arbiter::rules::fide::ids::{KING, PAWN};
use pbem_arbiter::rules::knightmare::{from_text, KnightmareCell, KnightmarePosition};
use pbem_arbiter::rules::movegen::BoardView;
use pbem_arbiter::rules::moves::{castling_squares, push_move, Move, MoveKind};
use pbem_arbiter::rules::standard::attacked_along_lines;
use pbem_arbiter::rules::{Options, Rules};

// ---- PRE-REFACTOR REFERENCE: `KnightmarePosition::pseudo_legal` as it was before the
// one generator (commit 53060e0, src/rules/knightmare.rs), copied here only to check
// the new generator against it. Not used anywhere else; do not "fix" it. ----

fn kind_for(cell: KnightmareCell, side: Color) -> Option<PieceTypeId> {
    match cell {
        KnightmareCell::Piece(c, t) if c == side => Some(t),
        KnightmareCell::Knightmare { white, black } => {
            Some(if side == Color::White { white } else { black })
        }
        _ => None,
    }
}

fn reference_attacked(p: &KnightmarePosition, target: Square, by: Color) -> bool {
    let s = p.state();
    attacked_along_lines(
        p.def(),
        target,
        by,
        |at| s.board.cells[at.index()] != KnightmareCell::Empty,
        |at| kind_for(s.board.cells[at.index()], by),
    )
}

fn reference_pseudo_legal(p: &KnightmarePosition) -> Vec<Move> {
    let s = p.state();
    let side = s.board.side;
    let g = p.def().geometry;
    let push = |from, to, t, kind, out: &mut Vec<Move>| {
        push_move(p.def(), t == PAWN, side, from, to, kind, out)
    };
    let mut out = Vec::new();
    for from in g.squares() {
        let cell = s.board.cells[from.index()];
        let Some(t) = kind_for(cell, side) else {
            continue;
        };
        let knightmare = matches!(cell, KnightmareCell::Knightmare { .. });
        if knightmare && s.last_moved == Some(from) {
            continue; // K2
        }
        for atom in &p.def().oriented[side][t as usize].atoms {
            let mut at = from;
            let mut k: u8 = 0;
            while let Some(to) = at.offset(atom.dx, atom.dy, g) {
                k += 1;
                at = to;
                match s.board.cells[to.index()] {
                    KnightmareCell::Empty => {
                        if atom.moves {
                            push(from, to, t, MoveKind::Normal, &mut out);
                        } else if t == PAWN && atom.captures && s.board.ep == Some(to) {
                            push(from, to, t, MoveKind::EnPassant, &mut out);
                        }
                    }
                    target => {
                        let own = matches!(target, KnightmareCell::Piece(c, _) if c == side);
                        let enemy_king = target == KnightmareCell::Piece(side.opponent(), KING);
                        if atom.captures && !own && !enemy_king {
                            push(from, to, t, MoveKind::Normal, &mut out);
                        }
                        break;
                    }
                }
                if atom.range != 0 && k >= atom.range {
                    break;
                }
            }
        }
        if t == PAWN && !knightmare {
            let home = if side == Color::White { 1 } else { 6 };
            let f = side.forward();
            if from.rank() == home {
                if let (Some(over), Some(to)) = (from.offset(0, f, g), from.offset(0, 2 * f, g)) {
                    if s.board.cells[over.index()] == KnightmareCell::Empty
                        && s.board.cells[to.index()] == KnightmareCell::Empty
                    {
                        out.push(Move {
                            from,
                            to,
                            promotion: None,
                            kind: MoveKind::DoubleStep,
                        });
                    }
                }
            }
        }
        if t == KING {
            for wing in Wing::BOTH {
                let Some(c) = castling_squares(p.def(), s.board.castling, side, from, wing) else {
                    continue;
                };
                let clear = c
                    .squares(c.must_be_empty)
                    .all(|q| s.board.cells[q.index()] == KnightmareCell::Empty);
                if clear
                    && c.squares(c.king_path)
                        .all(|q| !reference_attacked(p, q, side.opponent()))
                {
                    out.push(c.king_move);
                }
            }
        }
    }
    out
}

// ---- end of the pre-refactor reference ----

/// xorshift64: a fixed sequence per seed, no dependency.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[derive(Default)]
struct Seen {
    positions: usize,
    knightmares: usize,
    k2_blocked: usize,
    castles: usize,
    en_passant: usize,
    promotions: usize,
}

fn compare(p: &KnightmarePosition, seen: &mut Seen) {
    let new = p.pseudo_legal_moves();
    let old = reference_pseudo_legal(p);
    assert_eq!(new, old, "{}", p.position_text());
    seen.positions += 1;
    let cells = p.state().board.cells;
    if cells
        .iter()
        .any(|c| matches!(c, KnightmareCell::Knightmare { .. }))
    {
        seen.knightmares += 1;
    }
    if p.state()
        .last_moved
        .is_some_and(|s| matches!(cells[s.index()], KnightmareCell::Knightmare { .. }))
    {
        seen.k2_blocked += 1;
    }
    seen.castles += new
        .iter()
        .filter(|m| matches!(m.kind, MoveKind::Castle(_)))
        .count();
    seen.en_passant += new.iter().filter(|m| m.kind == MoveKind::EnPassant).count();
    seen.promotions += new.iter().filter(|m| m.promotion.is_some()).count();
}

#[test]
fn the_one_generator_equals_the_pre_refactor_knightmare_loop() {
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 -",
        // Knightmares, castling on both wings, a pawn about to promote, en passant.
        "r3k2r/1P3ppp/2(Nb)5/3pP3/8/2n(Rq)4/5PPP/R3K2R w KQkq d6 0 1 -",
    ];
    let mut seen = Seen::default();
    for (i, start) in starts.iter().enumerate() {
        for game in 0..6u64 {
            let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ (i as u64 * 131 + game + 1));
            let mut p = from_text(start, &Options::new()).unwrap();
            for _ in 0..60 {
                compare(&p, &mut seen);
                let legal = p.legal_moves();
                if legal.is_empty() {
                    break;
                }
                p = p.play(&legal[rng.below(legal.len())]);
            }
        }
    }
    eprintln!(
        "{} positions, {} with Knightmares, {} with one that moved last; {} castlings, {} en passant, {} promotions",
        seen.positions, seen.knightmares, seen.k2_blocked, seen.castles, seen.en_passant, seen.promotions
    );
    assert!(seen.positions >= 300, "{} positions", seen.positions);
    assert!(
        seen.knightmares >= 50,
        "{} with Knightmares",
        seen.knightmares
    );
    assert!(seen.k2_blocked > 0 && seen.castles > 0);
    assert!(seen.en_passant > 0 && seen.promotions > 0);
}
