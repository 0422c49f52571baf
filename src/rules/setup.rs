//! Set-up versus position, in shakmaty's way: a
//! [`Setup`] is a board and its state as read from a position text, not yet checked;
//! a position of a variant is made from a setup only through its checked
//! constructor, which runs [`check`] with the variant's [`SetupRules`] and refuses
//! the setup with a [`SetupError`] listing every problem found, each naming its
//! reason and the rule it rests on.
//!
//! The checks: kings counted; each castling right needs the king and the variant's
//! castling partner (the piece that stands on the rook's square in the variant's
//! start position: a rook in FIDE chess, the BD for the Colorbound Clobberers, M7)
//! on their squares; an en-passant square needs the pawn that just stepped over it
//! (and, where the variant says so, the square it came from and the square it passed
//! empty); pawns on their first or last rank only where the variant allows them; the
//! side not to move not in check where the variant has check.

use thiserror::Error;

use super::fen::{decode, Cell, FenError, Setup};
use crate::board::geometry::{Color, Square};
use crate::board::pieces::{PieceTypeId, VariantDef, Wing};

/// What a cell holds, as the set-up checks see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupant {
    /// Nothing.
    Empty,
    /// One piece of one side.
    Piece(Color, PieceTypeId),
    /// Something else that fills the square (a Knightmare: two joined pieces).
    Other,
}

/// A cell type the set-up checks can read: the orthodox [`Cell`], Knightmare's cell.
pub trait SetupCell: Copy {
    /// What the cell holds.
    fn occupant(self) -> Occupant;

    /// What the cell holds in words, for a message (`a White knight`, `nothing`).
    fn describe(self, def: &VariantDef) -> String {
        match self.occupant() {
            Occupant::Empty => "nothing".into(),
            Occupant::Piece(c, t) => {
                format!("a {} {}", c.title(), def.piece(t).name.to_lowercase())
            }
            Occupant::Other => "a joined piece".into(),
        }
    }
}

impl SetupCell for Cell {
    fn occupant(self) -> Occupant {
        match decode(self) {
            None => Occupant::Empty,
            Some((c, t)) => Occupant::Piece(c, t),
        }
    }
}

/// What a variant allows in a set-up, and the rule each check rests on (a ruling id
/// of the variant's docs/rules/ file or a FIDE article), named in every refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetupRules {
    /// The variant's id, for messages.
    pub variant: &'static str,
    /// The rule behind "exactly one king per side".
    pub kings: &'static str,
    /// The side to move may have no king: it was just captured and the game is over
    /// (ProDem P3, MUTD U1: capturing the king wins).
    pub king_may_be_captured: bool,
    /// `None`: no pawn on its first or last rank; `Some(rule)`: pawns may stand there.
    pub pawns_on_end_ranks: Option<&'static str>,
    /// The rule behind the pawn check (or behind allowing them).
    pub pawns: &'static str,
    /// The rule behind castling rights (king and partner unmoved on their squares).
    pub castling: &'static str,
    /// `Some(rule)`: en passant exists; `None`: the variant has none.
    pub en_passant: Option<&'static str>,
    /// The rule behind "no en passant" when [`SetupRules::en_passant`] is `None`.
    pub no_en_passant: &'static str,
    /// The square the pawn came from and the square it passed must be empty (FIDE);
    /// Momentum lets other pieces in motion pass there in the same turn.
    pub en_passant_squares_empty: bool,
    /// `Some(rule)`: the side not to move may not be in check.
    pub check: Option<&'static str>,
}

impl SetupRules {
    /// FIDE chess (and the base of the variants below).
    pub const FIDE: SetupRules = SetupRules {
        variant: "chess",
        kings: "FIDE art. 2.3 and 3.9: each side has one king, and it is never captured",
        king_may_be_captured: false,
        pawns_on_end_ranks: None,
        pawns: "FIDE art. 2.3 and 3.7.5: pawns start on their second rank and promote on the last",
        castling: "FIDE art. 3.8.2: castling with the unmoved king and rook",
        en_passant: Some("FIDE art. 3.7.4.1: only right after a pawn's double step"),
        no_en_passant: "",
        en_passant_squares_empty: true,
        check: Some(
            "FIDE art. 3.9.2: the player who just moved cannot have left his king in check",
        ),
    };

    /// Chess with Different Armies: FIDE's, castling with the army's rook-place piece.
    pub const CWDA: SetupRules = SetupRules {
        variant: "cwda",
        castling: "M7 and FIDE art. 3.8.2: castling with the unmoved king and the army's \
                   piece on the rook's place (the BD for the Colorbound Clobberers)",
        ..SetupRules::FIDE
    };

    /// Momentum Chess: no check rule for the side not to move (M1: a set-up may leave
    /// a king capturable); en passant only against the start double step (M6).
    pub const MOMENTUM: SetupRules = SetupRules {
        variant: "momentum",
        kings: "M1: each side has one king; a captured king loses",
        pawns: "M6 and G1: pawns start on their second rank and promote on the last",
        castling: "M4 and M7: castling with the unmoved king and the army's piece on the \
                   rook's place (the BD for the Colorbound Clobberers)",
        en_passant: Some("M6: only against a start double step, in the very next turn"),
        en_passant_squares_empty: false,
        check: None,
        ..SetupRules::FIDE
    };

    /// Revolving Chess: FIDE's, castling with an unmoved rook (R1).
    pub const REVOLVING: SetupRules = SetupRules {
        variant: "revolving",
        castling: "R1 and FIDE art. 3.8.2: castling with the unmoved king and an unmoved rook",
        ..SetupRules::FIDE
    };

    /// ProDem: pawns on both end ranks, no castling, no en passant, no check (P3).
    pub const PRODEM: SetupRules = SetupRules {
        variant: "prodem",
        kings: "P3: each side has one king; capturing it wins",
        king_may_be_captured: true,
        pawns_on_end_ranks: Some("P3: pawns may stand on their first and last rank"),
        pawns: "P3",
        castling: "P3: ProDem has no castling",
        en_passant: None,
        no_en_passant: "P3: ProDem has no en passant",
        en_passant_squares_empty: true,
        check: None,
    };

    /// Move Up Take Down: as ProDem (U1).
    pub const MUTD: SetupRules = SetupRules {
        variant: "mutd",
        kings: "U1: each side has one king; capturing it wins",
        pawns_on_end_ranks: Some(
            "U1 (pawn rules as P3): pawns may stand on their first and last rank",
        ),
        pawns: "U1",
        castling: "U1: Move Up Take Down has no castling",
        no_en_passant: "U1: Move Up Take Down has no en passant",
        ..SetupRules::PRODEM
    };

    /// Combining Knightmare Chess: FIDE's, castling with an unmoved regular rook (K4).
    pub const KNIGHTMARE: SetupRules = SetupRules {
        variant: "knightmare",
        castling: "K4: castling only with the unmoved king and an unmoved regular rook, \
                   not a Knightmare",
        ..SetupRules::FIDE
    };
}

/// One reason a set-up is refused.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SetupProblem {
    /// The text cannot be read (a field, a letter, a number).
    #[error("{0}")]
    Unreadable(String),
    /// A side without a king.
    #[error("{} has no king ({rule})", .color.title())]
    NoKing {
        /// The side without one.
        color: Color,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// A side with more than one king.
    #[error("{} has {} kings ({}); a position needs exactly one ({rule})",
        .color.title(), .squares.len(), squares_text(.squares))]
    TooManyKings {
        /// The side with several.
        color: Color,
        /// Where its kings stand.
        squares: Vec<Square>,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// A castling right in a variant without castling.
    #[error("castling right {letter} is not in this variant ({rule})")]
    CastlingNotInVariant {
        /// The castling letter as written.
        letter: char,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// A castling right whose king is not on its square.
    #[error("castling right {letter} needs the {} king on {square}, but {found} stands there ({rule})",
        .color.name())]
    CastlingWithoutKing {
        /// The castling letter as written.
        letter: char,
        /// The side the right belongs to.
        color: Color,
        /// Where the king must stand.
        square: Square,
        /// What stands there instead, in words.
        found: String,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// A castling right whose partner (the rook) is not on its square.
    #[error("castling right {letter} needs the {} {partner} on {square}, but {found} stands there ({rule})",
        .color.name())]
    CastlingWithoutPartner {
        /// The castling letter as written.
        letter: char,
        /// The side the right belongs to.
        color: Color,
        /// Where the partner must stand.
        square: Square,
        /// The partner's name (`rook`).
        partner: String,
        /// What stands there instead, in words.
        found: String,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// An en-passant square in a variant without en passant.
    #[error("en-passant square {square}: this variant has no en passant ({rule})")]
    NoEnPassant {
        /// The en-passant square as given.
        square: Square,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// An en-passant square on a rank no double step passes.
    #[error("en-passant square {square} is not on the {} rank, where a {} pawn's double step passes ({rule})",
        if *.waiting == Color::White { "third" } else { "sixth" }, .waiting.name())]
    EnPassantRank {
        /// The en-passant square as given.
        square: Square,
        /// The side not to move, whose pawn would have made the double step.
        waiting: Color,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// An en-passant square without the pawn that stepped over it.
    #[error("en-passant square {square} needs the {} pawn that just stepped over it on {pawn}, \
             but {found} stands there ({rule})", .waiting.name())]
    EnPassantWithoutPawn {
        /// The en-passant square as given.
        square: Square,
        /// The side not to move, whose pawn made the double step.
        waiting: Color,
        /// Where that pawn must stand.
        pawn: Square,
        /// What stands there instead, in words.
        found: String,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// An en-passant square whose double step could not have passed.
    #[error("en-passant square {square}: the {} pawn's double step needs {occupied} empty, \
             but {found} stands there ({rule})", .waiting.name())]
    EnPassantSquareOccupied {
        /// The en-passant square as given.
        square: Square,
        /// The side not to move, whose pawn made the double step.
        waiting: Color,
        /// A square the double step leaves empty.
        occupied: Square,
        /// What stands there instead, in words.
        found: String,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// A pawn on its own first or last rank.
    #[error("a {} pawn stands on {square}, its {} rank ({rule})",
        .color.name(), if *.first { "first" } else { "last" })]
    PawnOnEndRank {
        /// The pawn's side.
        color: Color,
        /// Where it stands.
        square: Square,
        /// True on its first rank, false on its last.
        first: bool,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// The side not to move is in check.
    #[error("{} is in check but it is {}'s turn ({rule})", .waiting.title(), .waiting.opponent().name())]
    WaitingSideInCheck {
        /// The side not to move.
        waiting: Color,
        /// The rule the check rests on (a ruling id or a FIDE article).
        rule: &'static str,
    },
    /// A problem of a variant's own state (Momentum's motion field), with its ruling.
    #[error("{0}")]
    Variant(String),
}

fn squares_text(squares: &[Square]) -> String {
    squares
        .iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A set-up refused, with every problem found.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("{}", problems_text(.problems))]
pub struct SetupError {
    problems: Vec<SetupProblem>,
}

fn problems_text(problems: &[SetupProblem]) -> String {
    match problems {
        [one] => one.to_string(),
        many => format!(
            "{} problems: {}",
            many.len(),
            many.iter()
                .enumerate()
                .map(|(i, p)| format!("{}) {p}", i + 1))
                .collect::<Vec<_>>()
                .join("; ")
        ),
    }
}

impl SetupError {
    /// An error of these problems (at least one).
    pub fn new(problems: Vec<SetupProblem>) -> SetupError {
        SetupError { problems }
    }

    /// An unreadable text, with the reason.
    pub fn unreadable(reason: impl Into<String>) -> SetupError {
        SetupError::new(vec![SetupProblem::Unreadable(reason.into())])
    }

    /// Every problem found, in the order checked.
    pub fn problems(&self) -> &[SetupProblem] {
        &self.problems
    }
}

impl From<FenError> for SetupError {
    fn from(e: FenError) -> SetupError {
        SetupError::unreadable(e.to_string())
    }
}

/// Runs every check of `rules` on `setup` and returns all problems found (empty:
/// the set-up may become a position). `in_check(colour)` answers whether that
/// colour's king is attacked in the engine's own way; it is asked only when each
/// side has exactly one king.
pub fn problems<C: SetupCell>(
    def: &VariantDef,
    setup: &Setup<C>,
    rules: &SetupRules,
    in_check: impl Fn(Color) -> bool,
) -> Vec<SetupProblem> {
    let mut out = Vec::new();
    let kings_ok = king_problems(def, setup, rules, &mut out);
    castling_problems(def, setup, rules, &mut out);
    en_passant_problems(def, setup, rules, &mut out);
    if rules.pawns_on_end_ranks.is_none() {
        pawn_problems(def, setup, rules, &mut out);
    }
    if let Some(rule) = rules.check {
        let waiting = setup.side.opponent();
        if kings_ok && in_check(waiting) {
            out.push(SetupProblem::WaitingSideInCheck { waiting, rule });
        }
    }
    out
}

/// Adds to `out` a side without its one king (unless `rules` let the side to move
/// have lost it) or with more than one; true when each side has exactly one.
fn king_problems<C: SetupCell>(
    def: &VariantDef,
    setup: &Setup<C>,
    rules: &SetupRules,
    out: &mut Vec<SetupProblem>,
) -> bool {
    let mut kings_ok = true;
    for color in Color::BOTH {
        let squares: Vec<Square> = def
            .geometry
            .squares()
            .filter(|&s| {
                matches!(at_square(setup, s).occupant(), Occupant::Piece(c, t) if c == color && def.piece(t).royal)
            })
            .collect();
        match squares.len() {
            1 => {}
            0 if rules.king_may_be_captured && color == setup.side => kings_ok = false,
            0 => {
                kings_ok = false;
                out.push(SetupProblem::NoKing {
                    color,
                    rule: rules.kings,
                });
            }
            _ => {
                kings_ok = false;
                out.push(SetupProblem::TooManyKings {
                    color,
                    squares,
                    rule: rules.kings,
                });
            }
        }
    }
    kings_ok
}

/// Adds to `out` every pawn on its side's first or last rank.
fn pawn_problems<C: SetupCell>(
    def: &VariantDef,
    setup: &Setup<C>,
    rules: &SetupRules,
    out: &mut Vec<SetupProblem>,
) {
    let g = def.geometry;
    for s in g.squares() {
        if let Occupant::Piece(color, t) = at_square(setup, s).occupant() {
            let first = s.rank() == g.relative_rank(color, 0);
            let last = s.rank() == g.relative_rank(color, g.ranks - 1);
            if def.piece(t).pawn && (first || last) {
                out.push(SetupProblem::PawnOnEndRank {
                    color,
                    square: s,
                    first,
                    rule: rules.pawns,
                });
            }
        }
    }
}

/// [`problems`] as a result.
///
/// # Errors
///
/// A [`SetupError`] with every problem found.
pub fn check<C: SetupCell>(
    def: &VariantDef,
    setup: &Setup<C>,
    rules: &SetupRules,
    in_check: impl Fn(Color) -> bool,
) -> Result<(), SetupError> {
    let found = problems(def, setup, rules, in_check);
    if found.is_empty() {
        Ok(())
    } else {
        Err(SetupError::new(found))
    }
}

fn castling_problems<C: SetupCell>(
    def: &VariantDef,
    setup: &Setup<C>,
    rules: &SetupRules,
    out: &mut Vec<SetupProblem>,
) {
    let g = def.geometry;
    for color in Color::BOTH {
        for wing in Wing::BOTH {
            let Some(rook) = setup.castling[color][wing as usize] else {
                continue;
            };
            let letter = match (color, wing) {
                (Color::White, Wing::King) => 'K',
                (Color::White, Wing::Queen) => 'Q',
                (Color::Black, Wing::King) => 'k',
                (Color::Black, Wing::Queen) => 'q',
            };
            let Some(rule) = def.castling[color][wing as usize] else {
                out.push(SetupProblem::CastlingNotInVariant {
                    letter,
                    rule: rules.castling,
                });
                continue;
            };
            let rank = g.relative_rank(color, 0);
            if let Some(king) = Square::new(rule.king_from, rank) {
                let is_king = matches!(at_square(setup, king).occupant(),
                    Occupant::Piece(c, t) if c == color && def.piece(t).royal);
                if !is_king {
                    out.push(SetupProblem::CastlingWithoutKing {
                        letter,
                        color,
                        square: king,
                        found: at_square(setup, king).describe(def),
                        rule: rules.castling,
                    });
                }
            }
            let partner = def.castling_partner(color, wing);
            let fits = matches!(at_square(setup, rook).occupant(),
                Occupant::Piece(c, t) if c == color && Some(t) == partner);
            if !fits {
                out.push(SetupProblem::CastlingWithoutPartner {
                    letter,
                    color,
                    square: rook,
                    partner: partner.map_or("castling partner".into(), |t| {
                        def.piece(t).name.to_lowercase()
                    }),
                    found: at_square(setup, rook).describe(def),
                    rule: rules.castling,
                });
            }
        }
    }
}

fn at_square<C: SetupCell>(setup: &Setup<C>, s: Square) -> C {
    setup.cells[s.index()]
}

fn en_passant_problems<C: SetupCell>(
    def: &VariantDef,
    setup: &Setup<C>,
    rules: &SetupRules,
    out: &mut Vec<SetupProblem>,
) {
    let Some(square) = setup.ep else {
        return;
    };
    let Some(rule) = rules.en_passant else {
        out.push(SetupProblem::NoEnPassant {
            square,
            rule: rules.no_en_passant,
        });
        return;
    };
    let g = def.geometry;
    let waiting = setup.side.opponent();
    let forward = waiting.forward();
    let (Some(pawn), Some(origin)) = (square.offset(0, forward, g), square.offset(0, -forward, g))
    else {
        out.push(SetupProblem::EnPassantRank {
            square,
            waiting,
            rule,
        });
        return;
    };
    if square.rank() != g.relative_rank(waiting, 2) {
        out.push(SetupProblem::EnPassantRank {
            square,
            waiting,
            rule,
        });
        return;
    }
    let is_pawn = matches!(at_square(setup, pawn).occupant(),
        Occupant::Piece(c, t) if c == waiting && def.piece(t).pawn);
    if !is_pawn {
        out.push(SetupProblem::EnPassantWithoutPawn {
            square,
            waiting,
            pawn,
            found: at_square(setup, pawn).describe(def),
            rule,
        });
    }
    if rules.en_passant_squares_empty {
        en_passant_occupied(def, setup, [square, origin], waiting, rule, out);
    }
}

/// Adds to `out` each of the en-passant square and the double step's origin
/// (`squares`, in that order) that is not empty: the double step passed over the
/// one and left the other.
fn en_passant_occupied<C: SetupCell>(
    def: &VariantDef,
    setup: &Setup<C>,
    squares: [Square; 2],
    waiting: Color,
    rule: &'static str,
    out: &mut Vec<SetupProblem>,
) {
    let square = squares[0];
    for occupied in squares {
        if at_square(setup, occupied).occupant() != Occupant::Empty {
            out.push(SetupProblem::EnPassantSquareOccupied {
                square,
                waiting,
                occupied,
                found: at_square(setup, occupied).describe(def),
                rule,
            });
        }
    }
}
