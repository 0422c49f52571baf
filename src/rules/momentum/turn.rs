//! A Momentum turn in progress (rulings M2-M6): the events one by one, each checked
//! against what M2 allows at that point. The search (`search.rs`) and the notation
//! reader (`notation.rs`) both drive turns through this one type, so the rules of a
//! turn live in one place.

use std::fmt;

use super::motion::{Motion, Motions};
use crate::board::geometry::SquareSet;
use crate::board::geometry::{Color, Square};
use crate::board::pieces::{PieceTypeId, VariantDef, Wing};
use crate::notation::words::Phrase;
use crate::rules::fen::{decode, Setup};
use crate::rules::moves::{castling_squares, Move, MoveKind};
use crate::rules::standard::{apply_to_board, generate_moves};

/// One event of a turn, in resolution order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MomentumEvent {
    /// A piece in motion repeats its displacement (M3); a pawn reaching the last rank
    /// promotes and keeps the momentum (M6).
    Continue {
        /// Where the piece stood.
        from: Square,
        /// Where it lands.
        to: Square,
        /// It takes the enemy piece on `to`.
        capture: bool,
        /// What a pawn reaching the last rank becomes.
        promotion: Option<PieceTypeId>,
    },
    /// A piece in motion that cannot continue stops by itself (never written, M5).
    Autostop {
        /// Where it stands and stops.
        at: Square,
        /// Why it could not continue.
        why: Blocked,
    },
    /// The action: a piece without momentum makes a normal move and gains momentum.
    Start(Move),
    /// The action: a piece in motion is stopped, before or after its momentum event
    /// (written `X-X`).
    Stop {
        /// Where the stopped piece stands.
        at: Square,
    },
}

/// Why a piece in motion could not continue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Blocked {
    /// The next square is off the board.
    Edge,
    /// A square it would slide over is occupied.
    Path(Square),
    /// Its own piece stands on the next square.
    Own(Square),
    /// A quiet piece cannot move onto an enemy piece.
    Occupied(Square),
    /// A capturing piece finds nothing to capture on the next square.
    NothingToCapture(Square),
}

impl Blocked {
    /// Why, as a message of `locales/<code>/momentum.ftl`.
    pub fn phrase(self) -> Phrase {
        let (id, square) = match self {
            Blocked::Edge => return Phrase::new("momentum-blocked-edge"),
            Blocked::Path(s) => ("momentum-blocked-path", s),
            Blocked::Own(s) => ("momentum-blocked-own", s),
            Blocked::Occupied(s) => ("momentum-blocked-occupied", s),
            Blocked::NothingToCapture(s) => ("momentum-blocked-nothing", s),
        };
        Phrase::new(id).with("square", square.to_string())
    }
}

impl fmt::Display for Blocked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

/// A turn in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Progress {
    /// The board and state; `setup.ep` is this turn's en-passant right, gone once an
    /// event has taken the pawn it is against (M6).
    pub setup: Setup,
    /// The pieces in motion, both sides'.
    pub motions: Motions,
    /// The mover's pieces in motion whose momentum event has not happened yet.
    pub pending: SquareSet,
    /// Pieces that continued this turn (they may still be stopped, not started).
    pub continued: SquareSet,
    /// The one action (start or stop) has been taken.
    pub action_used: bool,
    /// A pawn moved or something was captured (the fifty-move clock restarts).
    pub irreversible: bool,
    /// The square a start double step passed over (en passant next turn, M6).
    pub double_step: Option<Square>,
}

/// Why an event is not allowed at this point of the turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventError(pub Phrase);

impl Progress {
    /// The start of a turn of the side to move.
    pub fn begin(setup: Setup, motions: Motions) -> Progress {
        let mut pending = SquareSet::default();
        for (s, _) in motions.iter() {
            if decode(setup.cells[s.index()]).is_some_and(|(c, _)| c == setup.side) {
                pending.insert(s);
            }
        }
        Progress {
            setup,
            motions,
            pending,
            continued: SquareSet::default(),
            action_used: false,
            irreversible: false,
            double_step: None,
        }
    }

    /// The side whose turn it is.
    pub fn side(&self) -> Color {
        self.setup.side
    }

    /// True when every momentum event has happened and the action was taken.
    pub fn is_complete(&self) -> bool {
        self.pending.is_empty() && self.action_used
    }

    /// Where the piece on `from` would continue to, or why it cannot (M3).
    ///
    /// # Errors
    ///
    /// [`Blocked`]: the edge (also for a square with no piece in motion), a piece
    /// on the slide's path, an own piece, or the landing square's wrong occupant.
    pub fn continuation(&self, def: &VariantDef, from: Square) -> Result<(Square, bool), Blocked> {
        let Some(m) = self.motions.get(from) else {
            return Err(Blocked::Edge);
        };
        let side = self.side();
        let to = from.offset(m.dx, m.dy, def.geometry).ok_or(Blocked::Edge)?;
        if m.slide {
            let g = gcd(m.dx.unsigned_abs(), m.dy.unsigned_abs()).max(1) as i8;
            let (ux, uy) = (m.dx / g, m.dy / g);
            let mut at = from;
            for _ in 1..g {
                at = at.offset(ux, uy, def.geometry).ok_or(Blocked::Edge)?;
                if self.setup.cells[at.index()] != 0 {
                    return Err(Blocked::Path(at));
                }
            }
        }
        match decode(self.setup.cells[to.index()]) {
            None if m.capture => Err(Blocked::NothingToCapture(to)),
            None => Ok((to, false)),
            Some((c, _)) if c == side => Err(Blocked::Own(to)),
            Some(_) if m.capture => Ok((to, true)),
            Some(_) => Err(Blocked::Occupied(to)),
        }
    }

    /// The promotions a piece continuing from `from` to `to` must choose among (a
    /// pawn reaching the last rank), or none.
    pub fn continuation_promotions<'a>(
        &self,
        def: &'a VariantDef,
        from: Square,
        to: Square,
    ) -> &'a [PieceTypeId] {
        let side = self.side();
        match decode(self.setup.cells[from.index()]) {
            Some((_, t))
                if def.piece(t).pawn
                    && to.rank() == def.geometry.relative_rank(side, def.geometry.ranks - 1) =>
            {
                &def.promotions[side]
            }
            _ => &[],
        }
    }

    /// The momentum event of the pending piece on `from`: it continues if it can (with
    /// `promotion` when a pawn reaches the last rank), else it autostops.
    ///
    /// # Errors
    ///
    /// [`EventError`] in words: the piece on `from` has no momentum event left this
    /// turn, `promotion` is given where the piece does not promote, or missing where
    /// it does.
    pub fn momentum_event(
        &mut self,
        def: &VariantDef,
        from: Square,
        promotion: Option<PieceTypeId>,
    ) -> Result<MomentumEvent, EventError> {
        if !self.pending.contains(from) {
            return Err(EventError(
                Phrase::new("momentum-no-event-left").with("from", from.to_string()),
            ));
        }
        match self.continuation(def, from) {
            Err(why) => {
                self.pending.remove(from);
                self.motions.remove(from);
                Ok(MomentumEvent::Autostop { at: from, why })
            }
            Ok((to, capture)) => {
                let promotions = self.continuation_promotions(def, from, to);
                let promotion = match (promotions.is_empty(), promotion) {
                    (true, None) => None,
                    (false, Some(p)) if promotions.contains(&p) => Some(p),
                    (true, Some(_)) => {
                        return Err(EventError(move_phrase("momentum-no-promotion", from, to)))
                    }
                    (false, _) => {
                        return Err(EventError(move_phrase("momentum-name-piece", from, to)))
                    }
                };
                self.continue_to(def, from, to, capture, promotion);
                Ok(MomentumEvent::Continue {
                    from,
                    to,
                    capture,
                    promotion,
                })
            }
        }
    }

    fn continue_to(
        &mut self,
        def: &VariantDef,
        from: Square,
        to: Square,
        capture: bool,
        promotion: Option<PieceTypeId>,
    ) {
        let side = self.side();
        let moving = self.setup.cells[from.index()];
        if decode(moving).is_some_and(|(_, t)| def.piece(t).pawn) || capture {
            self.irreversible = true;
        }
        let m = Move {
            from,
            to,
            promotion,
            kind: MoveKind::Normal,
        };
        self.motions.remove(to);
        apply_to_board(def, &mut self.setup, &m);
        self.motions.relocate(from, to);
        self.pending.remove(from);
        self.continued.insert(to);
        let _ = side;
        self.forget_en_passant_once_taken(def);
    }

    /// The square of the pawn that made the start double step the en-passant right
    /// of this turn is against: beside the capturer, one rank behind the square it
    /// passed over (as the mover sees it).
    pub fn en_passant_victim(&self, def: &VariantDef) -> Option<Square> {
        let passed = self.setup.ep?;
        passed.offset(0, -self.side().forward(), def.geometry)
    }

    /// Ruling M6: en passant is possible only while the pawn that made the start
    /// double step still stands on its square; once an earlier event of this turn has
    /// taken it (a piece in motion continuing onto it in capture mode), there is
    /// nothing to take, and the right is gone for the rest of the turn.
    /// Only the mover's events change the board during its turn, so "an enemy pawn
    /// on that square" is "that pawn".
    fn forget_en_passant_once_taken(&mut self, def: &VariantDef) {
        let side = self.side();
        let still_there = self
            .en_passant_victim(def)
            .and_then(|v| decode(self.setup.cells[v.index()]))
            .is_some_and(|(c, t)| c != side && def.piece(t).pawn);
        if !still_there {
            self.setup.ep = None;
        }
    }

    /// True when the piece on `s` may be started now: the mover's, no momentum left
    /// (never had any, or autostopped earlier this turn), and it did nothing else.
    pub fn may_start(&self, s: Square) -> bool {
        decode(self.setup.cells[s.index()]).is_some_and(|(c, _)| c == self.side())
            && !self.pending.contains(s)
            && !self.continued.contains(s)
            && self.motions.get(s).is_none()
    }

    /// Start moves now possible (castling not included; see `castling_moves`).
    pub fn start_moves(&self, def: &VariantDef) -> Vec<Move> {
        if self.action_used {
            return Vec::new();
        }
        let mut moves = Vec::new();
        generate_moves(def, &self.setup, &mut moves, false);
        moves.retain(|m| self.may_start(m.from));
        moves
    }

    /// Castling moves whose board conditions hold (right, empty squares); whether the
    /// king passes attacked squares (M4) is the caller's question.
    pub fn castling_moves(&self, def: &VariantDef) -> Vec<(Move, Vec<Square>)> {
        let side = self.side();
        let mut out = Vec::new();
        let Some(king) = self.setup.royal[side] else {
            return out;
        };
        if self.action_used || !self.may_start(king) {
            return out;
        }
        for wing in Wing::BOTH {
            let Some(c) = castling_squares(def, self.setup.castling, side, king, wing) else {
                continue;
            };
            if self.may_start(c.rook)
                && c.squares(c.must_be_empty)
                    .all(|sq| self.setup.cells[sq.index()] == 0)
            {
                out.push((c.king_move, c.squares(c.king_path).collect()));
            }
        }
        out
    }

    /// The action: start `m` (trusted to be one of `start_moves` or `castling_moves`).
    /// The moved piece gains the momentum of the move; a king gains none; castling gives
    /// the rook its castling displacement (M4); a promoted pawn's piece keeps the
    /// pawn's momentum (M6).
    pub fn start(&mut self, def: &VariantDef, m: &Move) {
        let side = self.side();
        let Some((_, t)) = decode(self.setup.cells[m.from.index()]) else {
            return;
        };
        let capture = m.kind == MoveKind::EnPassant
            || (!matches!(m.kind, MoveKind::Castle(_)) && self.setup.cells[m.to.index()] != 0);
        if capture || def.piece(t).pawn {
            self.irreversible = true;
        }
        let rook_move = match m.kind {
            MoveKind::Castle(wing) => {
                self.setup.castling[side][wing as usize].zip(def.castling[side][wing as usize])
            }
            _ => None,
        };
        self.motions.remove(m.to);
        if m.kind == MoveKind::EnPassant {
            if let Some(victim) = Square::new(m.to.file(), m.from.rank()) {
                self.motions.remove(victim);
            }
        }
        apply_to_board(def, &mut self.setup, m);
        let (dx, dy) = (
            m.to.file() as i8 - m.from.file() as i8,
            m.to.rank() as i8 - m.from.rank() as i8,
        );
        if let Some((rook_from, rule)) = rook_move {
            if let Some(rook_to) = Square::new(rule.rook_to, rook_from.rank()) {
                let dx = rook_to.file() as i8 - rook_from.file() as i8;
                self.motions.set(
                    rook_to,
                    Motion {
                        dx,
                        dy: 0,
                        capture: false,
                        slide: true,
                    },
                );
            }
        } else if !def.piece(t).royal {
            let motion = Motion::from_move(
                def,
                t,
                side,
                dx,
                dy,
                capture,
                m.kind == MoveKind::DoubleStep,
            );
            self.motions.set(m.to, motion);
        }
        if m.kind == MoveKind::DoubleStep {
            self.double_step = m.from.offset(0, side.forward(), def.geometry);
        }
        self.action_used = true;
        self.continued.insert(m.to);
    }

    /// Pieces that may be stopped now: pending ones (stop before their event) and those
    /// that continued (stop after).
    pub fn stoppable(&self) -> Vec<Square> {
        if self.action_used {
            return Vec::new();
        }
        let mut out: Vec<Square> = self.pending.squares().collect();
        out.extend(
            self.continued
                .squares()
                .filter(|s| self.motions.get(*s).is_some()),
        );
        out
    }

    /// The action: stop the piece on `at`.
    pub fn stop(&mut self, at: Square) {
        self.pending.remove(at);
        self.motions.remove(at);
        self.action_used = true;
    }

    /// Ends the complete turn: en-passant right, clocks, side to move.
    pub fn finish(mut self) -> (Setup, Motions) {
        let side = self.side();
        self.setup.ep = self.double_step;
        self.setup.halfmove_clock = if self.irreversible {
            0
        } else {
            self.setup.halfmove_clock + 1
        };
        if side == Color::Black {
            self.setup.fullmove += 1;
        }
        self.setup.side = side.opponent();
        (self.setup, self.motions)
    }

    /// Plays one event of a recorded turn.
    ///
    /// # Errors
    ///
    /// [`EventError`] when the event is not allowed here.
    pub fn apply(&mut self, def: &VariantDef, event: &MomentumEvent) -> Result<(), EventError> {
        match *event {
            MomentumEvent::Continue {
                from,
                to,
                promotion,
                ..
            } => match self.momentum_event(def, from, promotion)? {
                MomentumEvent::Continue { to: actual, .. } if actual == to => Ok(()),
                _ => Err(EventError(move_phrase(
                    "momentum-cannot-continue",
                    from,
                    to,
                ))),
            },
            MomentumEvent::Autostop { at, .. } => match self.momentum_event(def, at, None)? {
                MomentumEvent::Autostop { .. } => Ok(()),
                _ => Err(EventError(
                    Phrase::new("momentum-no-autostop").with("at", at.to_string()),
                )),
            },
            MomentumEvent::Start(m) => {
                if self.action_used {
                    return Err(EventError(Phrase::new("momentum-one-action")));
                }
                self.start(def, &m);
                Ok(())
            }
            MomentumEvent::Stop { at } => {
                if !self.stoppable().contains(&at) {
                    return Err(EventError(
                        Phrase::new("momentum-nothing-to-stop").with("at", at.to_string()),
                    ));
                }
                self.stop(at);
                Ok(())
            }
        }
    }
}

/// Message `id` about the move `from`-`to`.
fn move_phrase(id: &'static str, from: Square, to: Square) -> Phrase {
    Phrase::new(id)
        .with("from", from.to_string())
        .with("to", to.to_string())
}

fn gcd(a: u8, b: u8) -> u8 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
