//! Momentum notation (ruling M5): a turn is its events separated by
//! commas in resolution order. A piece is named by its Betza string in parentheses
//! (`(fhNrlbK)c8-d6`), by its FEN or army letter (`Nb1-c3`, `Kd3`), or not at all for
//! a pawn; short forms (`e6`, `Kd3`, `f:g4`) are read by matching against what can
//! happen at that point of the turn; `X-X` is the stop; autostops are never written:
//! the arbiter fills them in, and a piece in motion left out that could continue makes
//! the text incomplete.

use super::search::{castling_path_safe, king_in_danger};
use super::turn::{MomentumEvent, Progress};
use crate::board::geometry::Square;
use crate::board::pieces::{VariantDef, Wing};
use crate::notation::algebraic::{self, MoveText, PieceName};
use crate::notation::forms::numeric_square;
use crate::notation::words::{Phrase, Word};
use crate::notation::{NotationError, TurnText};
use crate::rules::fen::decode;
use crate::rules::moves::{Move, MoveKind};
use crate::rules::standard::letter;

/// One event's text and its algebraic parts (the shared toolkit).
#[derive(Debug, Clone)]
struct EventPattern {
    text: String,
    mv: MoveText,
}

fn read_pattern(def: &VariantDef, text: &str) -> Option<EventPattern> {
    // Figurines and ICCF numeric squares read as everywhere (notation::dialect).
    let clean = TurnText::new(text).ok()?.clean;
    Some(EventPattern {
        text: text.trim().into(),
        mv: algebraic::read_move(&clean, def.geometry)?,
    })
}

impl EventPattern {
    fn is_stop(&self) -> bool {
        self.mv.is_same_square()
    }

    fn names_piece(&self, def: &VariantDef, p: &Progress, from: Square) -> bool {
        let Some((_, t)) = decode(p.setup.cells[from.index()]) else {
            return false;
        };
        let piece = def.piece(t);
        // Army place letters name pieces too: Momentum scores write `Ra8-d8` for a
        // Charging Rook.
        let spec_ok = match &self.mv.piece {
            PieceName::Unnamed => self.mv.full_origin() || piece.pawn,
            PieceName::Letter('P') => piece.pawn,
            PieceName::Letter(l) => !piece.pawn && (piece.letter == *l || piece.place == Some(*l)),
            name => algebraic::names(name, piece),
        };
        spec_ok
            && self.mv.from_file.is_none_or(|f| f == from.file())
            && self.mv.from_rank.is_none_or(|r| r == from.rank())
    }
}

/// Reads a whole turn of the `variant` (its id, for the messages) into its events
/// from the position `start` of the variant `def`, autostops filled in.
///
/// # Errors
///
/// [`NotationError`] naming the event that is unreadable, impossible or
/// ambiguous, the piece in motion a text left out, a missing action, or a turn
/// after which the mover's king could be captured (M1).
pub fn parse(
    def: &VariantDef,
    start: Progress,
    variant: &str,
    text: &str,
) -> Result<Vec<MomentumEvent>, NotationError> {
    let raw = TurnText::without_pass(text, variant)?.raw;
    let patterns = read_patterns(def, raw)?;
    let frontier = read_all(def, start, &patterns)?;
    the_one_reading(def, start, raw, frontier)
}

/// The written events of a turn text (comma-separated), each read as a pattern.
fn read_patterns(def: &VariantDef, raw: &str) -> Result<Vec<EventPattern>, NotationError> {
    let mut patterns = Vec::new();
    for part in raw.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let pattern = read_pattern(def, part).ok_or_else(|| NotationError::Unreadable {
            text: part.into(),
            hint: Phrase::new("momentum-hint"),
        })?;
        patterns.push(pattern);
    }
    Ok(patterns)
}

/// Every reading of the patterns one after the other from `start` (M5).
///
/// # Errors
///
/// [`NotationError::Illegal`] for the first pattern no reading can take, with the
/// reason; [`NotationError::Empty`] once the budget is spent.
fn read_all(
    def: &VariantDef,
    start: Progress,
    patterns: &[EventPattern],
) -> Result<Vec<Reading>, NotationError> {
    let mut frontier = vec![Reading::begin(start)];
    for pattern in patterns {
        let mut next = Vec::new();
        for reading in &frontier {
            if !crate::rules::budget::spend() {
                // Past the budget of `budget::within`, which discards this answer.
                return Err(NotationError::Empty);
            }
            next.extend(reading.extended(def, pattern));
        }
        if next.is_empty() {
            let first = &frontier[0];
            return Err(NotationError::Illegal {
                text: pattern.text.clone(),
                reason: why_not(def, &start, &first.now(), pattern),
            });
        }
        frontier = next;
    }
    Ok(frontier)
}

/// The events of the one complete legal reading (readings that leave the same
/// position are one).
///
/// # Errors
///
/// The first reading's error when none is complete and legal;
/// [`NotationError::Ambiguous`] with the candidates when several are.
fn the_one_reading(
    def: &VariantDef,
    start: Progress,
    raw: &str,
    frontier: Vec<Reading>,
) -> Result<Vec<MomentumEvent>, NotationError> {
    let mut done: Vec<(Vec<MomentumEvent>, Progress)> = Vec::new();
    let mut first_error = None;
    for reading in frontier {
        match reading.finish(def, start, raw) {
            Ok((events, end)) => {
                if !done.iter().any(|(_, e)| e.finish() == end.finish()) {
                    done.push((events, end));
                }
            }
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    match done.len() {
        1 => Ok(done.remove(0).0),
        0 => Err(first_error.unwrap_or(NotationError::Empty)),
        _ => {
            let mut candidates: Vec<String> = done
                .iter()
                .map(|(events, _)| write_events(def, &start, events))
                .collect();
            candidates.sort();
            candidates.dedup();
            Err(NotationError::Ambiguous {
                text: raw.into(),
                candidates,
            })
        }
    }
}

/// One way of reading the written events so far (M5): the state after each written
/// event, the events of each, and the autostops placed at earlier points.
#[derive(Clone)]
struct Reading {
    /// `snapshots[i]`: the state before written event `i`; the last: the state now.
    snapshots: Vec<Progress>,
    groups: Vec<Vec<MomentumEvent>>,
    /// Autostops placed while reading, before the written event of their index.
    early_stops: Vec<(usize, MomentumEvent)>,
}

impl Reading {
    fn begin(start: Progress) -> Reading {
        Reading {
            snapshots: vec![start],
            groups: Vec::new(),
            early_stops: Vec::new(),
        }
    }

    fn now(&self) -> Progress {
        self.snapshots[self.snapshots.len() - 1]
    }

    /// Every reading of `pattern` as the next event: as the candidates say, and, for
    /// a piece in motion that could not continue at an earlier point, as a start
    /// after its autostop there (M5: an unwritten autostop comes at the earliest
    /// point where the piece cannot continue).
    fn extended(&self, def: &VariantDef, pattern: &EventPattern) -> Vec<Reading> {
        let mut out = Vec::new();
        let mut push = |base: &Reading, (events, next): (Vec<MomentumEvent>, Progress)| {
            let mut r = base.clone();
            r.groups.push(events);
            r.snapshots.push(next);
            out.push(r);
        };
        for c in candidates(def, &self.now(), pattern) {
            push(self, c);
        }
        if let Some((k, stop, replayed)) =
            stopped_earlier(def, &self.snapshots, &self.groups, pattern)
        {
            let mut base = self.clone();
            base.early_stops.push((k, stop));
            base.snapshots.truncate(k + 1);
            base.snapshots.extend(replayed.iter().skip(1).copied());
            for c in candidates(def, &base.now(), pattern) {
                push(&base, c);
            }
        }
        out
    }

    /// The whole turn: unwritten autostops filled in, then checked (an action used,
    /// M2; the mover's king safe, M1).
    ///
    /// # Errors
    ///
    /// An incomplete turn, a turn without its action, or one after which
    /// the mover's king could be captured.
    fn finish(
        self,
        def: &VariantDef,
        start: Progress,
        raw: &str,
    ) -> Result<(Vec<MomentumEvent>, Progress), NotationError> {
        let inserts = self.unwritten_autostops(def, start, raw)?;
        let events = merge(self.groups, inserts);
        let check = checked_turn(def, start, raw, &events)?;
        Ok((events, check))
    }

    /// The early autostops with those of the pieces in motion the text leaves out:
    /// each stops by itself at the earliest point where it cannot continue (M5).
    ///
    /// # Errors
    ///
    /// [`NotationError::Illegal`] for a piece in motion that can continue to the end
    /// (the turn is incomplete).
    fn unwritten_autostops(
        &self,
        def: &VariantDef,
        start: Progress,
        raw: &str,
    ) -> Result<Vec<(usize, MomentumEvent)>, NotationError> {
        let mut inserts = self.early_stops.clone();
        for at in self.now().pending.squares() {
            let point = self
                .snapshots
                .iter()
                .position(|s| s.continuation(def, at).is_err());
            let Some(k) = point else {
                let to = start
                    .continuation(def, at)
                    .map(|(to, _)| to.to_string())
                    .unwrap_or_default();
                return Err(NotationError::Illegal {
                    text: raw.into(),
                    reason: Phrase::new("momentum-incomplete")
                        .with("piece", piece_name(def, &start, at))
                        .with("at", at.to_string())
                        .with("to", to),
                });
            };
            let why = self.snapshots[k]
                .continuation(def, at)
                .err()
                .ok_or(NotationError::Empty)?;
            inserts.push((k, MomentumEvent::Autostop { at, why }));
        }
        Ok(inserts)
    }
}

/// The state after `events` played from `start`, checked: every event possible, the
/// one action used (M2), the mover's king safe (M1).
///
/// # Errors
///
/// [`NotationError::Illegal`] with the reason.
fn checked_turn(
    def: &VariantDef,
    start: Progress,
    raw: &str,
    events: &[MomentumEvent],
) -> Result<Progress, NotationError> {
    let mut check = start;
    for event in events {
        check
            .apply(def, event)
            .map_err(|e| NotationError::Illegal {
                text: raw.into(),
                reason: e.0,
            })?;
    }
    if !check.action_used {
        return Err(NotationError::Illegal {
            text: raw.into(),
            reason: Phrase::new("momentum-needs-action"),
        });
    }
    let side = check.side();
    let (setup, motions) = check.finish();
    if king_in_danger(def, &setup, &motions, side) {
        return Err(NotationError::Illegal {
            text: raw.into(),
            reason: Phrase::new("momentum-king-danger")
                .with("other", side.opponent())
                .with("side", side.name()),
        });
    }
    Ok(check)
}

/// For a start the text names of a piece still in motion that can continue now: the
/// earliest point `k` of the turn so far where that piece could not continue (M5 puts
/// its autostop there), the autostop, and the states from point `k` on with the
/// autostop made there and the written events after it replayed. `None` when no
/// piece named by `pattern` stopped by itself earlier.
fn stopped_earlier(
    def: &VariantDef,
    snapshots: &[Progress],
    groups: &[Vec<MomentumEvent>],
    pattern: &EventPattern,
) -> Option<(usize, MomentumEvent, Vec<Progress>)> {
    let now = snapshots.last()?;
    for at in now.pending.squares() {
        if now.continuation(def, at).is_err() || !pattern.names_piece(def, now, at) {
            continue;
        }
        let Some(k) = snapshots
            .iter()
            .position(|s| s.continuation(def, at).is_err())
        else {
            continue;
        };
        let mut q = snapshots[k];
        let Ok(stop) = q.momentum_event(def, at, None) else {
            continue;
        };
        let mut replayed = vec![q];
        let replays = groups[k..].iter().all(|group| {
            let ok = group.iter().all(|e| q.apply(def, e).is_ok());
            replayed.push(q);
            ok
        });
        if replays {
            return Some((k, stop, replayed));
        }
    }
    None
}

/// The written events (one group per written event: an implicit autostop may come
/// with a start) with each filled-in autostop put before the group at its index.
fn merge(
    groups: Vec<Vec<MomentumEvent>>,
    mut inserts: Vec<(usize, MomentumEvent)>,
) -> Vec<MomentumEvent> {
    inserts.sort_by_key(|(k, _)| *k);
    let mut inserts = inserts.into_iter().peekable();
    let mut out = Vec::new();
    for (index, group) in groups.into_iter().enumerate() {
        while let Some((_, e)) = inserts.next_if(|(k, _)| *k <= index) {
            out.push(e);
        }
        out.extend(group);
    }
    out.extend(inserts.map(|(_, e)| e));
    out
}

/// Every way the pattern can be the next event, with the state after it. A start of
/// a piece still in motion that cannot continue now comes with its autostop.
fn candidates(
    def: &VariantDef,
    p: &Progress,
    pattern: &EventPattern,
) -> Vec<(Vec<MomentumEvent>, Progress)> {
    if pattern.is_stop() {
        return stop_candidates(def, p, pattern);
    }
    if let Some(wing) = pattern.mv.castle {
        return castling_candidates(def, p, wing);
    }
    let Some(to) = pattern.mv.to else {
        return Vec::new();
    };
    let mut out = continuation_candidates(def, p, pattern, to);
    out.extend(start_candidates(def, p, pattern, to));
    out
}

/// The stops of pieces in motion that the stop pattern names.
fn stop_candidates(
    def: &VariantDef,
    p: &Progress,
    pattern: &EventPattern,
) -> Vec<(Vec<MomentumEvent>, Progress)> {
    let mut out = Vec::new();
    for at in p.stoppable() {
        if pattern.names_piece(def, p, at) {
            let mut next = *p;
            next.stop(at);
            out.push((vec![MomentumEvent::Stop { at }], next));
        }
    }
    out
}

/// The castling starts on `wing` whose path is safe (M4).
fn castling_candidates(
    def: &VariantDef,
    p: &Progress,
    wing: Wing,
) -> Vec<(Vec<MomentumEvent>, Progress)> {
    let mut out = Vec::new();
    for (m, path) in p.castling_moves(def) {
        if m.kind == MoveKind::Castle(wing) && castling_path_safe(def, p, &path) {
            let mut next = *p;
            next.start(def, &m);
            out.push((vec![MomentumEvent::Start(m)], next));
        }
    }
    out
}

/// The momentum events of pieces in motion that continue to `to` as the pattern
/// says (piece, capture, promotion).
fn continuation_candidates(
    def: &VariantDef,
    p: &Progress,
    pattern: &EventPattern,
    to: Square,
) -> Vec<(Vec<MomentumEvent>, Progress)> {
    let mut out = Vec::new();
    for from in p.pending.squares() {
        let Ok((target, capture)) = p.continuation(def, from) else {
            continue;
        };
        if target != to || !pattern.names_piece(def, p, from) || (pattern.mv.capture && !capture) {
            continue;
        }
        for promotion in continuation_choices(def, p, pattern, from, target) {
            let mut next = *p;
            if let Ok(event) = next.momentum_event(def, from, promotion) {
                out.push((vec![event], next));
            }
        }
    }
    out
}

/// The promotions a piece continuing from `from` to `target` may take as the
/// pattern writes them (`[None]` where it does not promote).
fn continuation_choices(
    def: &VariantDef,
    p: &Progress,
    pattern: &EventPattern,
    from: Square,
    target: Square,
) -> Vec<Option<u8>> {
    let promotions = p.continuation_promotions(def, from, target);
    if promotions.is_empty() {
        return vec![None];
    }
    promotions
        .iter()
        .copied()
        .filter(|&t| {
            pattern
                .mv
                .promotion_or_parenthesised()
                .is_none_or(|l| def.piece(t).letter == l)
        })
        .map(Some)
        .collect()
}

/// The starts to `to` the pattern names: of pieces free to start, and of pieces in
/// motion that stop by themselves first because they cannot continue now (then
/// with that autostop before the start).
fn start_candidates(
    def: &VariantDef,
    p: &Progress,
    pattern: &EventPattern,
    to: Square,
) -> Vec<(Vec<MomentumEvent>, Progress)> {
    let mut out = Vec::new();
    let mut froms: Vec<(Progress, Option<MomentumEvent>)> = vec![(*p, None)];
    for at in p.pending.squares() {
        if p.continuation(def, at).is_err() && pattern.names_piece(def, p, at) {
            let mut stopped = *p;
            if let Ok(event) = stopped.momentum_event(def, at, None) {
                froms.push((stopped, Some(event)));
            }
        }
    }
    for (base, autostop) in froms {
        for m in base.start_moves(def) {
            if !start_fits(def, &base, pattern, &m, to) {
                continue;
            }
            if autostop
                .is_some_and(|e| !matches!(e, MomentumEvent::Autostop { at, .. } if at == m.from))
            {
                continue;
            }
            let mut next = base;
            next.start(def, &m);
            let mut events: Vec<MomentumEvent> = autostop.into_iter().collect();
            events.push(MomentumEvent::Start(m));
            out.push((events, next));
        }
    }
    out
}

/// True when the start `m` from `base` is what the pattern writes: landing on `to`,
/// the named piece, a capture where it says so, the promotion it writes.
fn start_fits(
    def: &VariantDef,
    base: &Progress,
    pattern: &EventPattern,
    m: &Move,
    to: Square,
) -> bool {
    let promotion_ok = match (m.promotion, pattern.mv.promotion_or_parenthesised()) {
        (Some(t), Some(l)) => def.piece(t).letter == l,
        (Some(_), None) | (None, None) => true,
        (None, Some(_)) => false,
    };
    let capture = m.kind == MoveKind::EnPassant || base.setup.cells[m.to.index()] != 0;
    m.to == to
        && pattern.names_piece(def, base, m.from)
        && (!pattern.mv.capture || capture)
        && promotion_ok
}

/// Why `pattern` cannot be the next event at `p`, the turn having begun at `start`.
fn why_not(def: &VariantDef, start: &Progress, p: &Progress, pattern: &EventPattern) -> Phrase {
    let side = p.side();
    if pattern.mv.castle.is_some() {
        return Phrase::new("momentum-castling");
    }
    if let (Some(f), Some(r)) = (pattern.mv.from_file, pattern.mv.from_rank) {
        if let Some(at) = Square::new(f, r) {
            let here = |id| Phrase::new(id).with("at", at.to_string());
            if p.pending.contains(at) {
                return match p.continuation(def, at) {
                    Ok((to, _)) => here("momentum-in-motion").with("to", to.to_string()),
                    Err(why) => here("momentum-stops-itself").with("why", why.phrase()),
                };
            }
            if p.continued.contains(at) {
                return here("momentum-moved-already");
            }
        }
    }
    if p.action_used {
        return Phrase::new("momentum-action-used");
    }
    if let Some(reason) = en_passant_taken_already(def, start, p, pattern) {
        return reason;
    }
    let id = if pattern.is_stop() {
        "momentum-no-stop"
    } else {
        "momentum-no-move"
    };
    Phrase::new(id).with("side", side.name())
}

/// Ruling M6: a pawn's capture onto the en-passant square of the turn's start, after
/// an earlier event of the turn took the pawn that made the double step:
/// there is nothing left to take en passant. `None` when that is not the case.
fn en_passant_taken_already(
    def: &VariantDef,
    start: &Progress,
    p: &Progress,
    pattern: &EventPattern,
) -> Option<Phrase> {
    let passed = start.setup.ep?;
    let victim = start.en_passant_victim(def)?;
    if p.setup.ep.is_some() || pattern.mv.to != Some(passed) {
        return None;
    }
    let side = p.side();
    let a_pawn_beside = def.geometry.squares().any(|s| {
        s.rank() == victim.rank()
            && s.file().abs_diff(victim.file()) == 1
            && decode(p.setup.cells[s.index()]).is_some_and(|(c, t)| c == side && def.piece(t).pawn)
            && pattern.names_piece(def, p, s)
    });
    a_pawn_beside.then(|| {
        Phrase::new("momentum-en-passant-gone")
            .with("passed", passed.to_string())
            .with("victim", victim.to_string())
    })
}

/// The name of the piece on `at`.
fn piece_name(def: &VariantDef, p: &Progress, at: Square) -> Word {
    decode(p.setup.cells[at.index()])
        .map_or(Word::Id("piece-any"), |(_, t)| Word::piece(def.piece(t)))
}

/// Canonical text of events played from `p` (autostops are not written).
pub fn write_events(def: &VariantDef, p: &Progress, events: &[MomentumEvent]) -> String {
    let mut state = *p;
    let mut parts = Vec::new();
    for event in events {
        let text = match *event {
            MomentumEvent::Autostop { .. } => None,
            MomentumEvent::Continue {
                from,
                to,
                capture,
                promotion,
            } => Some(move_text(def, &state, from, to, capture, promotion)),
            MomentumEvent::Start(m) => Some(match m.kind {
                MoveKind::Castle(Wing::King) => "O-O".to_string(),
                MoveKind::Castle(Wing::Queen) => "O-O-O".to_string(),
                _ => {
                    let capture =
                        m.kind == MoveKind::EnPassant || state.setup.cells[m.to.index()] != 0;
                    move_text(def, &state, m.from, m.to, capture, m.promotion)
                }
            }),
            MomentumEvent::Stop { at } => Some(format!("{}{at}-{at}", designator(def, &state, at))),
        };
        parts.extend(text);
        let _ = state.apply(def, event);
    }
    parts.join(", ")
}

/// Events played from `p` in ICCF numeric squares, as [`write_events`] writes
/// them in algebraic ones (docs/rules/momentum.md: `f3-f4, Ra4:d4` =
/// `6364, 14x44`): each event its from and to squares, `x` before a captured
/// square, a promotion's place digit, a stop its square twice, castling the
/// king's move; `None` when a square or a promotion has no digits.
pub fn numeric_events(def: &VariantDef, p: &Progress, events: &[MomentumEvent]) -> Option<String> {
    let mut state = *p;
    let mut parts = Vec::new();
    for event in events {
        let squares = |from, to, capture: bool, promotion: Option<u8>| -> Option<String> {
            let digit = match promotion {
                Some(t) => crate::rules::san::promotion_place(def, t)?.to_string(),
                None => String::new(),
            };
            let mark = if capture { "x" } else { "" };
            Some(format!(
                "{}{mark}{}{digit}",
                numeric_square(from)?,
                numeric_square(to)?
            ))
        };
        let text = match *event {
            MomentumEvent::Autostop { .. } => None,
            MomentumEvent::Continue {
                from,
                to,
                capture,
                promotion,
            } => Some(squares(from, to, capture, promotion)?),
            MomentumEvent::Start(m) => {
                let capture = !matches!(m.kind, MoveKind::Castle(_))
                    && (m.kind == MoveKind::EnPassant || state.setup.cells[m.to.index()] != 0);
                let king = crate::rules::san::move_squares(def, state.setup.side, &m)?;
                Some(squares(king.from, king.to, capture, m.promotion)?)
            }
            MomentumEvent::Stop { at } => Some(squares(at, at, false, None)?),
        };
        parts.extend(text);
        let _ = state.apply(def, event);
    }
    Some(parts.join(", "))
}

fn designator(def: &VariantDef, p: &Progress, at: Square) -> String {
    match decode(p.setup.cells[at.index()]) {
        Some((_, t)) if def.piece(t).pawn => String::new(),
        Some((color, t)) => letter(def, color, t).to_ascii_uppercase().to_string(),
        None => String::new(),
    }
}

fn move_text(
    def: &VariantDef,
    p: &Progress,
    from: Square,
    to: Square,
    capture: bool,
    promotion: Option<u8>,
) -> String {
    let promo = promotion
        .map(|t| format!("={}", def.piece(t).letter))
        .unwrap_or_default();
    format!(
        "{}{from}{}{to}{promo}",
        designator(def, p, from),
        if capture { ":" } else { "-" }
    )
}

/// The autostops of a turn in words, for the reply under the canonical turn.
pub fn autostop_notes(def: &VariantDef, p: &Progress, events: &[MomentumEvent]) -> Vec<Phrase> {
    let mut state = *p;
    let mut notes = Vec::new();
    for event in events {
        if let MomentumEvent::Autostop { at, why } = *event {
            notes.push(
                Phrase::new("momentum-autostop")
                    .with("piece", piece_name(def, &state, at))
                    .with("at", at.to_string())
                    .with("why", why.phrase()),
            );
        }
        let _ = state.apply(def, event);
    }
    notes
}
