//! The plain turn searches: every state of a turn in progress, every pending piece at
//! once (up to 2^k resolution states for k pieces in motion, for each action). They
//! are the reference that the tests compare the grouped searches of `search.rs` with;
//! the engine does not use them.

use std::collections::{HashMap, HashSet};

use super::motion::Motions;
use super::search::{castling_path_safe, CompleteTurn};
use super::turn::{MomentumEvent, Progress};
use crate::board::geometry::Square;
use crate::board::pieces::VariantDef;
use crate::rules::budget;
use crate::rules::fen::{decode, Setup};

/// True when the side to move in `setup` can capture the royal piece on `target` in
/// some ordering of its next turn (M1), searched over every state of the turn.
pub fn king_capturable(def: &VariantDef, setup: &Setup, motions: &Motions, target: Square) -> bool {
    let start = Progress::begin(*setup, *motions);
    capture_search(def, start, target, &mut HashSet::new())
}

fn capture_search(
    def: &VariantDef,
    p: Progress,
    target: Square,
    seen: &mut HashSet<Progress>,
) -> bool {
    if !budget::spend() || !seen.insert(p) {
        return false;
    }
    let side = p.side();
    if decode(p.setup.cells[target.index()]).is_none_or(|(c, _)| c == side) {
        return true; // the royal piece is gone: it was captured
    }
    for from in p.pending.squares() {
        let promotion = match p.continuation(def, from) {
            Ok((to, _)) => p.continuation_promotions(def, from, to).first().copied(),
            Err(_) => None,
        };
        let mut next = p;
        if next.momentum_event(def, from, promotion).is_ok()
            && capture_search(def, next, target, seen)
        {
            return true;
        }
    }
    if p.action_used {
        return false;
    }
    for at in p.pending.squares() {
        let mut next = p;
        next.stop(at);
        if capture_search(def, next, target, seen) {
            return true;
        }
    }
    let castlings = p.castling_moves(def).into_iter().map(|(m, _)| m);
    for m in p.start_moves(def).into_iter().chain(castlings) {
        let mut next = p;
        next.start(def, &m);
        if capture_search(def, next, target, seen) {
            return true;
        }
    }
    false
}

/// Every distinct complete turn from `start` (distinct by the position it leaves),
/// legal or not, each with the first ordering of events found for it, searched over
/// every state of the turn.
pub fn outcomes(def: &VariantDef, start: Progress) -> Vec<CompleteTurn> {
    let mut search = Search {
        def,
        seen: HashSet::new(),
        found: HashMap::new(),
        order: Vec::new(),
    };
    search.walk(start, &mut Vec::new());
    search
        .order
        .into_iter()
        .filter_map(|k| search.found.remove(&k))
        .collect()
}

struct Search<'a> {
    def: &'a VariantDef,
    seen: HashSet<Progress>,
    found: HashMap<(Setup, Motions), CompleteTurn>,
    order: Vec<(Setup, Motions)>,
}

impl Search<'_> {
    fn walk(&mut self, p: Progress, events: &mut Vec<MomentumEvent>) {
        if !budget::spend() || !self.seen.insert(p) {
            return;
        }
        if p.is_complete() {
            self.record(&p, events);
            return;
        }
        self.walk_momentum_events(&p, events);
        if p.action_used {
            return;
        }
        self.walk_actions(&p, events);
    }

    /// Keeps the outcome of the complete turn `p` (reached by `events`) unless the
    /// same outcome was reached before.
    fn record(&mut self, p: &Progress, events: &[MomentumEvent]) {
        let (setup, motions) = p.finish();
        let key = (setup, motions);
        if let std::collections::hash_map::Entry::Vacant(slot) = self.found.entry(key) {
            slot.insert(CompleteTurn {
                events: events.to_vec(),
                setup,
                motions,
            });
            self.order.push(key);
        }
    }

    /// Walks on after each momentum event of a piece in motion at `p` (each
    /// promotion its continuation allows).
    fn walk_momentum_events(&mut self, p: &Progress, events: &mut Vec<MomentumEvent>) {
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
                let mut next = *p;
                if let Ok(event) = next.momentum_event(def, from, promotion) {
                    self.then(next, event, events);
                }
            }
        }
    }

    /// Walks on after each action at `p`: a stop, a start, a castling whose path is
    /// safe.
    fn walk_actions(&mut self, p: &Progress, events: &mut Vec<MomentumEvent>) {
        let def = self.def;
        for at in p.stoppable() {
            let mut next = *p;
            next.stop(at);
            self.then(next, MomentumEvent::Stop { at }, events);
        }
        for m in p.start_moves(def) {
            let mut next = *p;
            next.start(def, &m);
            self.then(next, MomentumEvent::Start(m), events);
        }
        for (m, path) in p.castling_moves(def) {
            if castling_path_safe(def, p, &path) {
                let mut next = *p;
                next.start(def, &m);
                self.then(next, MomentumEvent::Start(m), events);
            }
        }
    }

    /// Walks on from `next`, reached by `event`.
    fn then(&mut self, next: Progress, event: MomentumEvent, events: &mut Vec<MomentumEvent>) {
        events.push(event);
        self.walk(next, events);
        events.pop();
    }
}
