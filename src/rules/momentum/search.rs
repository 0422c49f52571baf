//! Searching turns without enumerating raw permutations (issue 3 §6). Orderings of
//! momentum events mostly commute, so the search walks states of a turn in progress
//! and remembers each one it has seen: k pieces in motion give at most 2^k resolution
//! states for each action, not k! orderings.
//!
//! - [`king_capturable`]: can the side to move capture a given king in some ordering
//!   of its turn (ruling M1)? Used for legality and check.
//! - [`outcomes`]: every distinct result of a complete turn, each with one ordering
//!   of events that produces it.

use std::collections::{HashMap, HashSet};

use super::motion::{Motions, SquareSet};
use super::turn::{Event, Progress};
use crate::geometry::{Color, Square};
use crate::rules::pieces::VariantDef;
use crate::rules::standard::{attacked_along_lines, decode, Move, MoveKind, Setup};

/// True when the side to move in `setup` can capture the royal piece on `target` in
/// some ordering of its next turn: with the action (a start move onto it, before or
/// after any of its momentum events), or by a continuation in capture mode (M1).
pub fn king_capturable(def: &VariantDef, setup: &Setup, motions: &Motions, target: Square) -> bool {
    let start = Progress::begin(*setup, *motions);
    let scope = relevant_pieces(def, &start, target);
    let mut seen = HashSet::new();
    capture_search(def, start, target, &scope, &mut seen)
}

/// [`king_capturable`] without the pruning of irrelevant pieces: every pending piece
/// takes part in the search. Exponential; for tests that check the pruning is exact.
pub fn king_capturable_exhaustive(
    def: &VariantDef,
    setup: &Setup,
    motions: &Motions,
    target: Square,
) -> bool {
    let start = Progress::begin(*setup, *motions);
    let mut seen = HashSet::new();
    let everything = Scope {
        pieces: start.pending,
        squares: SquareSet::full(),
    };
    capture_search(def, start, target, &everything, &mut seen)
}

/// What the king-capture search looks at: the pending pieces whose events can matter,
/// and the squares those events and the capture lines onto the king touch.
struct Scope {
    pieces: SquareSet,
    squares: SquareSet,
}

/// The pending pieces whose momentum events can matter for a capture on `target`:
/// those whose squares (start, path, next square) touch a line along which the
/// attacker's pieces capture onto `target`, closed under the squares of the events
/// they may then depend on. The others never change those squares, in any order, so
/// leaving them out of the search is exact.
fn relevant_pieces(def: &VariantDef, p: &Progress, target: Square) -> Scope {
    let side = p.side();
    let g = def.geometry;
    let mut squares = SquareSet::default();
    squares.insert(target);
    for ray in &def.capture_rays[side.index()] {
        let mut at = target;
        let mut k: u8 = 0;
        while let Some(next) = at.offset(-ray.dx, -ray.dy, g) {
            at = next;
            k += 1;
            squares.insert(at);
            if ray.reach != 0 && k >= ray.reach {
                break;
            }
        }
    }
    let events: Vec<(Square, Vec<Square>)> = p
        .pending
        .squares()
        .map(|s| (s, event_squares(def, p, s)))
        .collect();
    let mut relevant = SquareSet::default();
    loop {
        let mut grew = false;
        for (s, touched) in &events {
            if !relevant.contains(*s) && touched.iter().any(|q| squares.contains(*q)) {
                relevant.insert(*s);
                for q in touched {
                    squares.insert(*q);
                }
                grew = true;
            }
        }
        if !grew {
            return Scope {
                pieces: relevant,
                squares,
            };
        }
    }
}

/// The squares a pending piece's momentum event looks at: where it stands, the
/// squares it slides over and its next square.
fn event_squares(def: &VariantDef, p: &Progress, from: Square) -> Vec<Square> {
    let mut out = vec![from];
    let Some(m) = p.motions.get(from) else {
        return out;
    };
    let g = gcd(m.dx.unsigned_abs(), m.dy.unsigned_abs()).max(1) as i8;
    let (ux, uy) = (m.dx / g, m.dy / g);
    for k in 1..=g {
        match from.offset(ux * k, uy * k, def.geometry) {
            Some(q) => out.push(q),
            None => break,
        }
    }
    out
}

fn capture_search(
    def: &VariantDef,
    p: Progress,
    target: Square,
    scope: &Scope,
    seen: &mut HashSet<Progress>,
) -> bool {
    if !seen.insert(p) {
        return false;
    }
    let side = p.side();
    if decode(p.setup.cells[target.index()]).is_none_or(|(c, _)| c == side) {
        return true; // the royal piece is gone: it was captured
    }
    if !p.action_used && still_attacker(def, &p, target) {
        return true;
    }
    for from in p.pending.squares().filter(|s| scope.pieces.contains(*s)) {
        let mut next = p;
        if let Ok((to, true)) = p.continuation(def, from) {
            if to == target {
                return true;
            }
        }
        let promotions = match p.continuation(def, from) {
            Ok((to, _)) => p.continuation_promotions(def, from, to).first().copied(),
            Err(_) => None,
        };
        if next.momentum_event(def, from, promotions).is_ok()
            && capture_search(def, next, target, scope, seen)
        {
            return true;
        }
    }
    if !p.action_used {
        // Stopping a piece before its event can keep it out of another's way.
        for at in p.pending.squares().filter(|s| scope.pieces.contains(*s)) {
            let mut next = p;
            next.stop(at);
            if capture_search(def, next, target, scope, seen) {
                return true;
            }
        }
        // A start matters when it leaves, lands on or (en passant) empties a square
        // the capture lines or the relevant pieces' events touch: it may clear a
        // path, or block a piece that would otherwise move into one (issue 9 §1).
        let touches = |m: &Move| {
            scope.squares.contains(m.from)
                || scope.squares.contains(m.to)
                || (m.kind == MoveKind::EnPassant
                    && Square::new(m.to.file(), m.from.rank())
                        .is_some_and(|v| scope.squares.contains(v)))
        };
        let castlings = p.castling_moves(def).into_iter().map(|(m, _)| m);
        for m in p.start_moves(def).into_iter().chain(castlings) {
            // Castling also moves a rook: from its square to the rule's file.
            let castle_touches = match m.kind {
                MoveKind::Castle(wing) => {
                    let side = p.side().index();
                    let rook_from = p.setup.castling[side][wing as usize];
                    let rook_to = def.castling[side][wing as usize]
                        .and_then(|rule| Square::new(rule.rook_to, m.from.rank()));
                    [rook_from, rook_to]
                        .into_iter()
                        .flatten()
                        .any(|sq| scope.squares.contains(sq))
                }
                _ => false,
            };
            if touches(&m) || castle_touches {
                let mut next = p;
                next.start(def, &m);
                if capture_search(def, next, target, scope, seen) {
                    return true;
                }
            }
        }
    }
    false
}

/// True when a piece that may start now attacks `target` by a normal move: walk each
/// capture line back from the target; a piece in motion blocks but cannot attack.
fn still_attacker(def: &VariantDef, p: &Progress, target: Square) -> bool {
    let by = p.side();
    attacked_along_lines(
        def,
        target,
        by,
        |at| p.setup.cells[at.index()] != 0,
        |at| {
            decode(p.setup.cells[at.index()])
                .filter(|(c, _)| *c == by && p.may_start(at))
                .map(|(_, t)| t)
        },
    )
}

fn gcd(a: u8, b: u8) -> u8 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// True when `color`'s king could be captured by the other side moving next (M1).
pub fn king_in_danger(def: &VariantDef, setup: &Setup, motions: &Motions, color: Color) -> bool {
    let Some(king) = setup.royal[color.index()] else {
        return false;
    };
    let mut as_opponent = *setup;
    as_opponent.side = color.opponent();
    king_capturable(def, &as_opponent, motions, king)
}

/// One complete turn and the position after it.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub events: Vec<Event>,
    pub setup: Setup,
    pub motions: Motions,
}

/// Every distinct complete turn from `start` (distinct by the position it leaves),
/// legal or not, each with the first ordering of events found for it. `stop_early`
/// ends the search as soon as it returns true for an outcome.
pub fn outcomes(
    def: &VariantDef,
    start: Progress,
    stop_early: &mut dyn FnMut(&Outcome) -> bool,
) -> Vec<Outcome> {
    let mut search = Search {
        def,
        seen: HashSet::new(),
        found: HashMap::new(),
        order: Vec::new(),
        done: false,
    };
    let mut events = Vec::new();
    search.walk(start, &mut events, stop_early);
    search
        .order
        .into_iter()
        .filter_map(|k| search.found.remove(&k))
        .collect()
}

struct Search<'a> {
    def: &'a VariantDef,
    seen: HashSet<Progress>,
    found: HashMap<(Setup, Motions), Outcome>,
    order: Vec<(Setup, Motions)>,
    done: bool,
}

impl Search<'_> {
    fn walk(
        &mut self,
        p: Progress,
        events: &mut Vec<Event>,
        stop_early: &mut dyn FnMut(&Outcome) -> bool,
    ) {
        if self.done || !self.seen.insert(p) {
            return;
        }
        if p.is_complete() {
            let (setup, motions) = p.finish();
            let key = (setup, motions);
            if !self.found.contains_key(&key) {
                let outcome = Outcome {
                    events: events.clone(),
                    setup,
                    motions,
                };
                self.done = stop_early(&outcome);
                self.found.insert(key, outcome);
                self.order.push(key);
            }
            return;
        }
        let def = self.def;
        for from in p.pending.squares() {
            let choices: Vec<Option<u8>> = match p.continuation(def, from) {
                Ok((to, _)) => {
                    let promotions = p.continuation_promotions(def, from, to);
                    if promotions.is_empty() {
                        vec![None]
                    } else {
                        promotions.iter().map(|&t| Some(t)).collect()
                    }
                }
                Err(_) => vec![None],
            };
            for promotion in choices {
                let mut next = p;
                if let Ok(event) = next.momentum_event(def, from, promotion) {
                    events.push(event);
                    self.walk(next, events, stop_early);
                    events.pop();
                }
            }
        }
        if p.action_used {
            return;
        }
        for at in p.stoppable() {
            let mut next = p;
            next.stop(at);
            events.push(Event::Stop { at });
            self.walk(next, events, stop_early);
            events.pop();
        }
        for m in p.start_moves(def) {
            let mut next = p;
            next.start(def, &m);
            events.push(Event::Start(m));
            self.walk(next, events, stop_early);
            events.pop();
        }
        for (m, path) in p.castling_moves(def) {
            if castling_path_safe(def, &p, &path) {
                let mut next = p;
                next.start(def, &m);
                events.push(Event::Start(m));
                self.walk(next, events, stop_early);
                events.pop();
            }
        }
    }
}

/// M4: the king is not in check and passes no square where the opponent, moving
/// next, could capture it.
pub fn castling_path_safe(def: &VariantDef, p: &Progress, path: &[Square]) -> bool {
    let side = p.side();
    let Some(king) = p.setup.royal[side.index()] else {
        return false;
    };
    path.iter().all(|&sq| {
        let mut board = p.setup;
        let king_cell = board.cells[king.index()];
        board.cells[king.index()] = 0;
        board.cells[sq.index()] = king_cell;
        board.royal[side.index()] = Some(sq);
        board.side = side.opponent();
        !king_capturable(def, &board, &p.motions, sq)
    })
}
