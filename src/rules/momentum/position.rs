//! The Momentum Chess position ([`MomentumPosition`]): an orthodox board of the
//! two armies plus the momentum of the pieces in motion, made from its position
//! text (FEN plus the motion field, read in [`super::motion_field`]) or by playing
//! a turn ([`MomentumTurn`]); its [`Rules`] (legal turns through [`super::search`],
//! outcome, notation through [`super::notation`], diagram) and registry entry
//! ([`VARIANT`]).

use std::sync::Arc;

use super::motion::Motions;
use super::motion_field::read_motions;
use super::turn::{MomentumEvent, Progress};
use super::{notation, search};
use crate::board::diagram::Diagram;
use crate::board::geometry::{Color, Square};
use crate::board::pieces::VariantDef;
use crate::notation::forms::SquareForms;
use crate::notation::words::Phrase;
use crate::notation::NotationError;
use crate::rules::cwda::{self, ARMY_OPTIONS};
use crate::rules::fen::{decode, key_fields, parse_fen, Setup};
use crate::rules::fide::standard_diagram;
use crate::rules::moves::MoveKind;
use crate::rules::position::{
    AnyPosition, DrawReason, Options, Outcome, Rules, RulesError, VariantInfo, WinReason,
};
use crate::rules::setup::{self, SetupError, SetupRules};
use crate::rules::standard::StandardPosition;

/// The registry entry for `momentum`.
pub const VARIANT: VariantInfo = VariantInfo {
    id: "momentum",
    name: "Momentum Chess",
    summary: "moved pieces keep moving (Betza); played with the Different Armies; rulings M1-M8",
    options: ARMY_OPTIONS,
    start: |options| start(options).map(|p| Box::new(p) as Box<dyn AnyPosition>),
    from_text: |text, options| {
        from_text(text, options).map(|p| Box::new(p) as Box<dyn AnyPosition>)
    },
    syntax: &crate::notation::syntax::Words {
        comma_lists: true,
        ..crate::notation::syntax::ORTHODOX
    },
    help_id: "help-variant-momentum",
    rules_page: include_str!("../../../docs/rules/momentum.md"),
};

/// A Momentum Chess position: made only by [`start`] and [`from_text`] (the set-up
/// checked by [`SetupRules::MOMENTUM`] and the motion field read) and by playing a
/// turn.
#[derive(Clone, Debug)]
pub struct MomentumPosition {
    def: Arc<VariantDef>,
    setup: Setup,
    motions: Motions,
}

/// A complete turn: its events in resolution order, autostops included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MomentumTurn {
    /// At least the one action ([`MomentumEvent::Start`] or [`MomentumEvent::Stop`]).
    pub events: Vec<MomentumEvent>,
}

/// The start position for the armies in `options`.
///
/// # Errors
///
/// [`RulesError`] for a bad option.
pub fn start(options: &Options) -> Result<MomentumPosition, RulesError> {
    let (white, black) = cwda::armies(options)?;
    let def = cwda::shared_def(white, black);
    let fen = def.start_fen.clone();
    from_parts(def, &fen, "-")
}

/// A position from its position text: FEN plus the seventh field (optional, `-`).
///
/// # Errors
///
/// [`RulesError::Position`] naming the problem.
pub fn from_text(text: &str, options: &Options) -> Result<MomentumPosition, RulesError> {
    let (white, black) = cwda::armies(options)?;
    let def = cwda::shared_def(white, black);
    let fields: Vec<&str> = text.split_whitespace().collect();
    let (fen, motion) = if fields.len() >= 7 {
        (fields[..6].join(" "), fields[6])
    } else {
        (fields.join(" "), "-")
    };
    from_parts(def, &fen, motion)
}

fn from_parts(
    def: Arc<VariantDef>,
    fen: &str,
    motion_field: &str,
) -> Result<MomentumPosition, RulesError> {
    let setup = parse_fen(&def, fen).map_err(SetupError::from)?;
    // Kings, castling (M4, M7), en passant (M6) and pawns as in FIDE; the side not
    // to move may stand in check: a set-up may leave the waiting side's king
    // capturable, and the side to move then takes it and wins (M1: "possible only
    // from a set-up position").
    let mut problems = setup::problems(&def, &setup, &SetupRules::MOMENTUM, |_| false);
    let motions = read_motions(&def, &setup, motion_field, &mut problems)?;
    if !problems.is_empty() {
        return Err(SetupError::new(problems).into());
    }
    Ok(MomentumPosition {
        def,
        setup,
        motions,
    })
}

impl MomentumPosition {
    /// The variant description of the two armies.
    pub fn def(&self) -> &VariantDef {
        &self.def
    }

    /// The board and state.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The pieces in motion.
    pub fn motions(&self) -> &Motions {
        &self.motions
    }

    fn progress(&self) -> Progress {
        Progress::begin(self.setup, self.motions)
    }

    /// The seventh field of the position text.
    pub fn motion_field(&self) -> String {
        if self.motions.is_empty() {
            return "-".into();
        }
        self.motions
            .iter()
            .map(|(s, m)| format!("{s}@{}", m.text()))
            .collect::<Vec<_>>()
            .join(",")
    }

    fn as_standard(&self) -> StandardPosition {
        StandardPosition::view(Arc::clone(&self.def), self.setup)
    }

    /// The position after the events of a turn (trusted to be legal).
    fn after(&self, events: &[MomentumEvent]) -> MomentumPosition {
        let mut p = self.progress();
        for e in events {
            let _ = p.apply(&self.def, e);
        }
        let (setup, motions) = p.finish();
        MomentumPosition {
            def: Arc::clone(&self.def),
            setup,
            motions,
        }
    }

    /// Board, side, castling and en-passant fields of the position text.
    fn key_fields(&self) -> String {
        key_fields(
            self.as_standard().board_fen(),
            &self.setup,
            self.written_en_passant(),
        )
    }

    /// The en-passant square to write (position text, repetition key): only when the
    /// side to move has a legal turn (M1) whose action is the en passant capture (M6),
    /// as every variant writes only a right that can be used (G1: positions that
    /// differ by an unusable right are the same). FIDE's test, that the capture not
    /// leave the king attacked, is not Momentum's: a pawn "pinned" by a piece in
    /// motion may capture when that piece cannot take the king next turn, and the
    /// stored position text must keep that right (ruling M6, docs/rules/momentum.md).
    fn written_en_passant(&self) -> Option<Square> {
        let ep = self.setup.ep?;
        let side = self.setup.side;
        let victim = self.progress().en_passant_victim(&self.def)?;
        let pawn_beside = [-1, 1].iter().any(|&df| {
            victim
                .offset(df, 0, self.def.geometry)
                .and_then(|s| decode(self.setup.cells[s.index()]))
                .is_some_and(|(c, t)| c == side && self.def.piece(t).pawn)
        });
        if !pawn_beside || Color::BOTH.iter().any(|&c| self.king_lost(c)) {
            return None;
        }
        let mut usable = false;
        search::outcomes(&self.def, self.progress(), &mut |o| {
            usable = o
                .events
                .iter()
                .any(|e| matches!(e, MomentumEvent::Start(m) if m.kind == MoveKind::EnPassant))
                && !search::king_in_danger(&self.def, &o.setup, &o.motions, side);
            usable
        });
        usable.then_some(ep)
    }

    /// True when `color` has lost its king (possible only from a set-up position, M1).
    fn king_lost(&self, color: Color) -> bool {
        self.setup.royal[color].is_none()
    }

    /// Notes for a reply: the turn's autostops in words.
    pub fn autostop_notes(&self, turn: &MomentumTurn) -> Vec<Phrase> {
        notation::autostop_notes(&self.def, &self.progress(), &turn.events)
    }

    /// True when some legal turn exists (searching stops at the first one).
    fn has_legal_turn(&self) -> bool {
        let side = self.setup.side;
        let mut any = false;
        search::outcomes(&self.def, self.progress(), &mut |o| {
            any = !search::king_in_danger(&self.def, &o.setup, &o.motions, side);
            any
        });
        any
    }
}

impl Rules for MomentumPosition {
    type Turn = MomentumTurn;

    fn side_to_move(&self) -> Color {
        self.setup.side
    }

    fn fullmove_number(&self) -> u32 {
        self.setup.fullmove
    }

    /// Every distinct legal turn (distinct by the position it leaves), each with one
    /// ordering of events that produces it.
    fn legal_turns(&self) -> Vec<MomentumTurn> {
        // A captured king ends the game (M1): no turn follows.
        if Color::BOTH.iter().any(|&c| self.king_lost(c)) {
            return Vec::new();
        }
        let side = self.setup.side;
        search::outcomes(&self.def, self.progress(), &mut |_| false)
            .into_iter()
            .filter(|o| !search::king_in_danger(&self.def, &o.setup, &o.motions, side))
            .map(|o| MomentumTurn { events: o.events })
            .collect()
    }

    fn play(&self, turn: &MomentumTurn) -> Self {
        self.after(&turn.events)
    }

    /// M1: the side to move is in check when the opponent, moving now, could capture
    /// its king in some ordering of its turn.
    fn is_check(&self) -> bool {
        search::king_in_danger(&self.def, &self.setup, &self.motions, self.setup.side)
    }

    /// A captured king loses; no legal turn is mate in check, else stalemate (M1);
    /// dead position and the seventy-five-move rule as in FIDE (G1).
    fn outcome(&self) -> Option<Outcome> {
        for color in Color::BOTH {
            if self.king_lost(color) {
                return Some(Outcome::Win {
                    winner: color.opponent(),
                    reason: WinReason::KingCaptured,
                });
            }
        }
        if !self.has_legal_turn() {
            return Some(if Rules::is_check(self) {
                Outcome::Win {
                    winner: self.setup.side.opponent(),
                    reason: WinReason::Checkmate,
                }
            } else {
                Outcome::Draw(DrawReason::Stalemate)
            });
        }
        // Dead position: bare kings only; FIDE's minor-piece cases are not carried over,
        // since momentum changes what a lone piece can force (decision, G1 "at least").
        let bare = self.def.geometry.squares().all(|s| {
            decode(self.setup.cells[s.index()]).is_none_or(|(_, t)| self.def.piece(t).royal)
        });
        if bare {
            return Some(Outcome::Draw(DrawReason::DeadPosition));
        }
        if self.setup.halfmove_clock >= 150 {
            return Some(Outcome::Draw(DrawReason::SeventyFiveMoveRule));
        }
        None
    }

    fn parse_turn(&self, text: &str) -> Result<MomentumTurn, NotationError> {
        notation::parse(&self.def, self.progress(), VARIANT.id, text)
            .map(|events| MomentumTurn { events })
    }

    fn write_turn(&self, turn: &MomentumTurn) -> String {
        let mut text = notation::write_events(&self.def, &self.progress(), &turn.events);
        let after = self.after(&turn.events);
        if Rules::is_check(&after) {
            text.push(if after.has_legal_turn() { '+' } else { '#' });
        }
        text
    }

    /// M5's comma turn is long algebraic already; numeric writes each event's
    /// squares (docs/rules/momentum.md).
    fn turn_forms(&self, turn: &MomentumTurn, canonical: &str) -> Option<SquareForms> {
        Some(SquareForms {
            long: canonical.to_string(),
            numeric: notation::numeric_events(&self.def, &self.progress(), &turn.events),
        })
    }

    fn turn_notes(&self, turn: &MomentumTurn) -> Vec<Phrase> {
        self.autostop_notes(turn)
    }

    fn position_text(&self) -> String {
        format!(
            "{} {} {} {}",
            self.key_fields(),
            self.setup.halfmove_clock,
            self.setup.fullmove,
            self.motion_field()
        )
    }

    fn repetition_key(&self) -> String {
        format!("{} {}", self.key_fields(), self.motion_field())
    }

    fn halfmove_clock(&self) -> u32 {
        self.setup.halfmove_clock
    }

    /// The board with the pieces in motion marked `*`, each listed under the board
    /// with its next square, and the legend of every letter.
    fn diagram(&self) -> Diagram {
        let mut diagram = standard_diagram(&self.as_standard());
        for (s, m) in self.motions.iter() {
            diagram.marked.push(s);
            diagram.directions.insert(s, (m.dx, m.dy));
            let name = decode(self.setup.cells[s.index()]).map_or("piece".to_string(), |(c, t)| {
                format!("{} {}", c.name(), self.def.piece(t).name.to_lowercase())
            });
            let next = s
                .offset(m.dx, m.dy, self.def.geometry)
                .map_or("off the board".to_string(), |t| t.to_string());
            let mode = format!(
                "{} {}",
                if m.capture { "capturing" } else { "quiet" },
                if m.slide { "slide" } else { "leap" }
            );
            diagram.notes.push(format!(
                "* {s}: {name} in motion {}, next {next} ({mode})",
                m.text()
            ));
        }
        diagram
    }
}
