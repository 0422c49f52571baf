//! Searching turns without enumerating raw permutations and without
//! walking every piece in motion at once. Orderings of momentum events
//! mostly commute: the mover's pieces in motion fall into independent groups
//! ([`Groups`]), each walked on its own (remembering every state of a turn in
//! progress it has seen: k pieces give at most 2^k states, for the few pieces of one
//! group), and the action joins only the groups whose squares it touches.
//!
//! - [`king_capturable`]: can the side to move capture a given king in some ordering
//!   of its turn (ruling M1)? Used for legality and check.
//! - [`outcomes`]: every distinct result of a complete turn, each with one ordering
//!   of events that produces it.
//!
//! Both stop early, with an answer that means nothing, when the search passes the
//! budget of [`crate::rules::budget::within`]. The plain searches they are compared
//! with in the tests are in `exhaustive.rs`.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

use super::groups::{
    all_event_squares, candidate_starts, candidate_starts_onto, castling_candidates, move_squares,
    start_moves_of, written_squares, GroupMask, Groups,
};
use super::motion::Motions;
use super::turn::{MomentumEvent, Progress};
use crate::board::geometry::SquareSet;
use crate::board::geometry::{Color, Square};
use crate::board::pieces::{PieceTypeId, VariantDef};
use crate::rules::budget;
use crate::rules::fen::{decode, Setup};
use crate::rules::moves::{Move, MoveKind};
use crate::rules::standard::attacked_along_lines;

/// True when the side to move in `setup` can capture the royal piece on `target` in
/// some ordering of its next turn: with the action (a start move onto it, before or
/// after any of its momentum events), or by a continuation in capture mode (M1).
///
/// The capture is one event. A start onto the target depends only on the groups its
/// path touches; a continuation onto it only on its own group, helped at most by the
/// action when that changes a square of the group (a stop, or a start leaving, landing
/// on or emptying such a square). Each of these is walked on its own.
pub fn king_capturable(def: &VariantDef, setup: &Setup, motions: &Motions, target: Square) -> bool {
    let start = Progress::begin(*setup, *motions);
    let side = start.side();
    let captured =
        |p: &Progress| decode(p.setup.cells[target.index()]).is_none_or(|(c, _)| c == side);
    if captured(&start) || still_attacker(def, &start, target) {
        return true;
    }
    // Most positions are settled here: no start can reach the target and no piece
    // in motion aims at it, so no group needs walking.
    let onto = candidate_starts_onto(def, &start, &all_event_squares(def, &start), target);
    let aiming = start.pending.squares().any(|from| {
        start.motions.get(from).is_some_and(|motion| {
            motion.capture && from.offset(motion.dx, motion.dy, def.geometry) == Some(target)
        })
    });
    if onto.is_empty() && !aiming {
        return false;
    }
    let groups = Groups::of(def, &start);
    let mut walks = Walks::new(def, &start, &groups);
    for m in &onto {
        let mask = move_squares(def, m).map_or(groups.everything(), |s| groups.touching(&s));
        if walks.any(mask, Actions::Starts(std::slice::from_ref(m)), &captured) {
            return true;
        }
    }
    if !aiming {
        return false;
    }
    let candidates = candidate_starts(def, &start, &groups);
    for from in start.pending.squares() {
        let Some(motion) = start.motions.get(from) else {
            continue;
        };
        let aims_at_target =
            motion.capture && from.offset(motion.dx, motion.dy, def.geometry) == Some(target);
        let Some(group) = groups.group_of(from).filter(|_| aims_at_target) else {
            continue;
        };
        let own = 1 << group;
        if walks.any(own, Actions::Stops, &captured) {
            return true;
        }
        // Starts that change a square of the group, joined with the groups they read.
        let mut helpers: HashMap<GroupMask, Vec<Move>> = HashMap::new();
        let castlings = castling_candidates(def, &start);
        for m in candidates.iter().chain(&castlings) {
            if written_squares(def, &start, m).intersects(groups.squares_of(group)) {
                let mask =
                    move_squares(def, m).map_or(groups.everything(), |s| groups.touching(&s));
                helpers.entry(mask | own).or_default().push(*m);
            }
        }
        for (mask, moves) in &helpers {
            if walks.any(*mask, Actions::Starts(moves), &captured) {
                return true;
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

/// True when `color`'s king could be captured by the other side moving next (M1).
///
/// When `setup` has `color` to move (the check question, M1 "were it to move now"),
/// the opponent's turn is an imagined one: the en-passant right of `setup` is
/// `color`'s own (M6: only as the action of the very next turn, against the
/// opponent's start double step), so the imagined turn has none. When the opponent is
/// to move (legality after a turn) its right is its own and stays.
pub fn king_in_danger(def: &VariantDef, setup: &Setup, motions: &Motions, color: Color) -> bool {
    let Some(king) = setup.royal[color] else {
        return false;
    };
    let mut as_opponent = *setup;
    if as_opponent.side != color.opponent() {
        as_opponent.side = color.opponent();
        as_opponent.ep = None;
    }
    king_capturable(def, &as_opponent, motions, king)
}

/// One complete turn and the position after it.
#[derive(Clone, Debug)]
pub struct CompleteTurn {
    /// The turn's events in resolution order.
    pub events: Vec<MomentumEvent>,
    /// The board and state after the turn.
    pub setup: Setup,
    /// The pieces in motion after the turn.
    pub motions: Motions,
}

/// Every distinct complete turn from `start` (distinct by the position it leaves),
/// legal or not, each with one ordering of events that produces it. `stop_early`
/// ends the search as soon as it returns true for an outcome.
///
/// Every turn has exactly one action. For each action, the groups it touches are
/// walked together with it; every other group contributes one of its results without
/// an action, in any combination (they are independent), so the turns are the
/// products of the parts, and each part is small.
pub fn outcomes(
    def: &VariantDef,
    start: Progress,
    stop_early: &mut dyn FnMut(&CompleteTurn) -> bool,
) -> Vec<CompleteTurn> {
    let groups = Groups::of(def, &start);
    let mut walks = Walks::new(def, &start, &groups);
    let quiet: Vec<Vec<Part>> = (0..groups.len())
        .map(|g| walks.complete(1 << g, Actions::None))
        .collect();
    let mut combine = Combine {
        start: &start,
        groups: &groups,
        quiet: &quiet,
        found: HashMap::default(),
        outcomes: Vec::new(),
        stop_early,
        done: false,
    };
    for g in 0..groups.len() {
        if combine.done || budget::exceeded() {
            break;
        }
        for part in walks.complete(1 << g, Actions::Stops) {
            combine.add(1 << g, &part);
        }
    }
    let mut by_mask: Vec<(GroupMask, Vec<Move>)> = Vec::new();
    let castlings = castling_candidates(def, &start);
    for m in candidate_starts(def, &start, &groups)
        .into_iter()
        .chain(castlings)
    {
        let mask = move_squares(def, &m).map_or(groups.everything(), |s| groups.touching(&s));
        match by_mask.iter_mut().find(|(k, _)| *k == mask) {
            Some((_, moves)) => moves.push(m),
            None => by_mask.push((mask, vec![m])),
        }
    }
    for (mask, moves) in &by_mask {
        if combine.done || budget::exceeded() {
            break;
        }
        for part in walks.complete(*mask, Actions::Starts(moves)) {
            combine.add(*mask, &part);
        }
    }
    combine.outcomes
}

/// A state a partial walk reached, with the events that led there.
#[derive(Clone, Debug)]
struct Part {
    state: Progress,
    events: Vec<MomentumEvent>,
}

/// Which actions a partial walk may take. The states before the action are visited
/// too.
#[derive(Clone, Copy)]
enum Actions<'a> {
    /// None: the walk starts with the action taken.
    None,
    /// A stop of one of the walk's pieces, before or after its event.
    Stops,
    /// One of these start moves (castling included), when it is possible.
    Starts(&'a [Move]),
}

/// Partial walks from one start of a turn.
struct Walks<'a> {
    def: &'a VariantDef,
    start: &'a Progress,
    groups: &'a Groups,
}

impl<'a> Walks<'a> {
    fn new(def: &'a VariantDef, start: &'a Progress, groups: &'a Groups) -> Walks<'a> {
        Walks { def, start, groups }
    }

    /// The start restricted to the groups in `mask`: the other pieces in motion stand
    /// still (their events belong to other parts).
    fn restricted(&self, mask: GroupMask, actions: Actions) -> Progress {
        let mut p = *self.start;
        let keep = self.groups.pieces_in(mask);
        p.pending = SquareSet::default();
        for s in self.start.pending.squares().filter(|s| keep.contains(*s)) {
            p.pending.insert(s);
        }
        if matches!(actions, Actions::None) {
            p.action_used = true;
        }
        p
    }

    /// True when some state of the walk over `mask` satisfies `goal`.
    fn any(&mut self, mask: GroupMask, actions: Actions, goal: &dyn Fn(&Progress) -> bool) -> bool {
        let mut found = false;
        self.walk(mask, actions, &mut |p, _| {
            found = goal(p);
            found
        });
        found
    }

    /// Every distinct complete state of the walk over `mask` (every event of its
    /// pieces happened and the action, if any, was taken).
    fn complete(&mut self, mask: GroupMask, actions: Actions) -> Vec<Part> {
        let mut out = Vec::new();
        self.walk(mask, actions, &mut |p, events| {
            if p.is_complete() {
                out.push(Part {
                    state: *p,
                    events: events.to_vec(),
                });
            }
            false
        });
        out
    }

    fn walk(
        &mut self,
        mask: GroupMask,
        actions: Actions,
        visit: &mut dyn FnMut(&Progress, &[MomentumEvent]) -> bool,
    ) {
        let start = self.restricted(mask, actions);
        let mut walk = Walk {
            def: self.def,
            actions,
            movers: match actions {
                Actions::Starts(moves) => moves.iter().fold(SquareSet::default(), |mut s, m| {
                    s.insert(m.from);
                    s
                }),
                _ => SquareSet::default(),
            },
            seen: HashSet::default(),
        };
        walk.step(start, &mut Vec::new(), visit);
    }
}

/// One partial walk: each state once.
struct Walk<'a> {
    def: &'a VariantDef,
    actions: Actions<'a>,
    movers: SquareSet,
    /// The states seen, by fingerprint (see [`fingerprint`]).
    seen: HashSet<u128, BuildHasherDefault<FingerprintHasher>>,
}

/// The hasher of a set of fingerprints: a fingerprint is already a hash, so its low
/// 64 bits are taken as they are instead of hashing it again.
#[derive(Default)]
struct FingerprintHasher(u64);

impl Hasher for FingerprintHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only `write_u128` is used; any other input is folded in all the same.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u128(&mut self, n: u128) {
        self.0 ^= n as u64;
    }
}

/// A 128-bit fingerprint of a turn in progress: two SipHash digests of the state,
/// the second salted. The walk remembers these (16 bytes) instead of the states
/// themselves (over 500 bytes each), so that memory stays small where a group has
/// many states. Two different states share a fingerprint with a probability of
/// about n²/2^129 for n states: for the 5 million states of the default budget,
/// below 10^-25.
fn fingerprint(p: &Progress) -> u128 {
    use std::hash::Hash;
    let mut first = std::collections::hash_map::DefaultHasher::new();
    p.hash(&mut first);
    let mut second = std::collections::hash_map::DefaultHasher::new();
    second.write_u64(0x9E37_79B9_7F4A_7C15);
    p.hash(&mut second);
    (u128::from(first.finish()) << 64) | u128::from(second.finish())
}

/// A fast hasher for maps whose keys are compared in full (a position reached by
/// a turn): each eight bytes folded in by a rotation, an exclusive or and a
/// multiplication (the Fx hash of rustc), instead of SipHash's rounds. Its
/// quality only decides how evenly keys spread, never which keys are equal.
#[derive(Default)]
struct WordHasher(u64);

impl WordHasher {
    const K: u64 = 0x517c_c1b7_2722_0a95;

    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(Self::K);
    }
}

impl Hasher for WordHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word) ^ (rest.len() as u64) << 59);
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
}

impl Walk<'_> {
    /// Visits `p` and every state after it; true when `visit` asked to stop (or the
    /// budget is spent).
    fn step(
        &mut self,
        p: Progress,
        events: &mut Vec<MomentumEvent>,
        visit: &mut dyn FnMut(&Progress, &[MomentumEvent]) -> bool,
    ) -> bool {
        if !budget::spend() {
            return true;
        }
        if !self.seen.insert(fingerprint(&p)) {
            return false;
        }
        if visit(&p, events) {
            return true;
        }
        if self.momentum_events(&p, events, visit) {
            return true;
        }
        if p.action_used {
            return false;
        }
        match self.actions {
            Actions::None => false,
            Actions::Stops => self.stops(&p, events, visit),
            Actions::Starts(allowed) => self.starts(&p, allowed, events, visit),
        }
    }

    /// Walks on after each momentum event of a piece in motion at `p` (each
    /// promotion its continuation allows); true when the walk is to stop.
    fn momentum_events(
        &mut self,
        p: &Progress,
        events: &mut Vec<MomentumEvent>,
        visit: &mut dyn FnMut(&Progress, &[MomentumEvent]) -> bool,
    ) -> bool {
        let def = self.def;
        for from in p.pending.squares() {
            let promotions: &[PieceTypeId] = match p.continuation(def, from) {
                Ok((to, _)) => p.continuation_promotions(def, from, to),
                Err(_) => &[],
            };
            let choices = promotions.iter().map(|&t| Some(t));
            let choices: Vec<Option<PieceTypeId>> = if promotions.is_empty() {
                vec![None]
            } else {
                choices.collect()
            };
            for promotion in choices {
                let mut next = *p;
                if let Ok(event) = next.momentum_event(def, from, promotion) {
                    if self.then(next, event, events, visit) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Walks on after each stop of a piece in motion at `p` (the action); true when
    /// the walk is to stop.
    fn stops(
        &mut self,
        p: &Progress,
        events: &mut Vec<MomentumEvent>,
        visit: &mut dyn FnMut(&Progress, &[MomentumEvent]) -> bool,
    ) -> bool {
        for at in p.stoppable() {
            let mut next = *p;
            next.stop(at);
            if self.then(next, MomentumEvent::Stop { at }, events, visit) {
                return true;
            }
        }
        false
    }

    /// Walks on after each start at `p` (the action) that is one of `allowed`,
    /// castling included where its path is safe; true when the walk is to stop.
    fn starts(
        &mut self,
        p: &Progress,
        allowed: &[Move],
        events: &mut Vec<MomentumEvent>,
        visit: &mut dyn FnMut(&Progress, &[MomentumEvent]) -> bool,
    ) -> bool {
        let def = self.def;
        for m in start_moves_of(def, p, &self.movers) {
            if allowed.contains(&m) {
                let mut next = *p;
                next.start(def, &m);
                if self.then(next, MomentumEvent::Start(m), events, visit) {
                    return true;
                }
            }
        }
        if !allowed
            .iter()
            .any(|m| matches!(m.kind, MoveKind::Castle(_)))
        {
            return false;
        }
        for (m, path) in p.castling_moves(def) {
            if allowed.contains(&m) && castling_path_safe(def, p, &path) {
                let mut next = *p;
                next.start(def, &m);
                if self.then(next, MomentumEvent::Start(m), events, visit) {
                    return true;
                }
            }
        }
        false
    }

    fn then(
        &mut self,
        next: Progress,
        event: MomentumEvent,
        events: &mut Vec<MomentumEvent>,
        visit: &mut dyn FnMut(&Progress, &[MomentumEvent]) -> bool,
    ) -> bool {
        events.push(event);
        let stop = self.step(next, events, visit);
        events.pop();
        stop
    }
}

/// The turns made of one action part and a no-action result of every other group.
struct Combine<'a, 'b> {
    start: &'a Progress,
    groups: &'a Groups,
    quiet: &'a [Vec<Part>],
    /// The positions the turns found leave, each with its turn's index in
    /// `outcomes`.
    found: HashMap<(Setup, Motions), usize, BuildHasherDefault<WordHasher>>,
    /// The turns found, in the order found.
    outcomes: Vec<CompleteTurn>,
    stop_early: &'b mut dyn FnMut(&CompleteTurn) -> bool,
    done: bool,
}

impl Combine<'_, '_> {
    /// Adds every turn made of `part` (the walk over `mask` with the action) and one
    /// no-action result of each group outside `mask`.
    fn add(&mut self, mask: GroupMask, part: &Part) {
        let others: Vec<usize> = (0..self.groups.len())
            .filter(|g| mask & (1 << g) == 0)
            .collect();
        if others.iter().any(|&g| self.quiet[g].is_empty()) {
            return; // cannot happen: a group without an action always completes
        }
        let mut choice = vec![0usize; others.len()];
        loop {
            if self.done || !budget::spend() {
                self.done = true;
                return;
            }
            let mut state = part.state;
            for (k, &g) in others.iter().enumerate() {
                let quiet = &self.quiet[g][choice[k]];
                overlay(
                    &mut state,
                    self.start,
                    &quiet.state,
                    self.groups.squares_of(g),
                );
            }
            // The events are gathered only for a turn not found before.
            let quiet = self.quiet;
            self.record(state, || {
                let mut events = Vec::new();
                for (k, &g) in others.iter().enumerate() {
                    events.extend_from_slice(&quiet[g][choice[k]].events);
                }
                events.extend_from_slice(&part.events);
                events
            });
            // The next combination (an odometer over the other groups' results).
            let mut k = 0;
            loop {
                if k == others.len() {
                    return;
                }
                choice[k] += 1;
                if choice[k] < self.quiet[others[k]].len() {
                    break;
                }
                choice[k] = 0;
                k += 1;
            }
        }
    }

    /// Keeps the turn that ends in `state` unless a turn leaving the same position
    /// was found before; `events` gives its events.
    fn record(&mut self, state: Progress, events: impl FnOnce() -> Vec<MomentumEvent>) {
        let (setup, motions) = state.finish();
        let next = self.outcomes.len();
        if let Entry::Vacant(slot) = self.found.entry((setup, motions)) {
            slot.insert(next);
            let outcome = CompleteTurn {
                events: events(),
                setup,
                motions,
            };
            self.done = (self.stop_early)(&outcome);
            self.outcomes.push(outcome);
        }
    }
}

/// Copies what a group's walk changed (the cells and momentum on its squares, the
/// royal squares and castling rights it took away, and the irreversible flag) from
/// `from` into `into`; `start` is the state both began from.
fn overlay(into: &mut Progress, start: &Progress, from: &Progress, squares: &SquareSet) {
    for q in squares.squares() {
        into.setup.cells[q.index()] = from.setup.cells[q.index()];
        into.motions.remove(q);
        if let Some(m) = from.motions.get(q) {
            into.motions.set(q, m);
        }
    }
    // A group's events only take rights and royal pieces away (a capture on its
    // squares), never give them: what it lost is lost in the whole turn too.
    for color in Color::BOTH {
        if from.setup.royal[color] != start.setup.royal[color] {
            into.setup.royal[color] = from.setup.royal[color];
        }
        for wing in 0..2 {
            if from.setup.castling[color][wing].is_none() {
                into.setup.castling[color][wing] = None;
            }
        }
    }
    into.irreversible |= from.irreversible;
}

/// M4, M8: the king is not in check and passes no square where the opponent, moving
/// next, could capture it, judged in `p`, the turn as it stands when the castling
/// event is resolved (the events written before it done). The opponent's imagined
/// turn has no en-passant right: the one in `p` is the mover's (M6).
pub fn castling_path_safe(def: &VariantDef, p: &Progress, path: &[Square]) -> bool {
    let side = p.side();
    let Some(king) = p.setup.royal[side] else {
        return false;
    };
    path.iter().all(|&sq| {
        let mut board = p.setup;
        let king_cell = board.cells[king.index()];
        board.cells[king.index()] = 0;
        board.cells[sq.index()] = king_cell;
        board.royal[side] = Some(sq);
        board.side = side.opponent();
        board.ep = None;
        !king_capturable(def, &board, &p.motions, sq)
    })
}
