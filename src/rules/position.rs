//! The one trait every variant implements ([`Rules`], shakmaty's `Position`), its
//! object-safe face ([`AnyPosition`]), how a game ends ([`Outcome`]), the errors of
//! the engine ([`RulesError`]) and what the registry says of a variant
//! ([`VariantInfo`]).

use std::collections::BTreeMap;
use std::fmt::{self, Debug};

use crate::board::diagram::Diagram;
use crate::board::geometry::Color;
use crate::notation::forms::SquareForms;
use crate::notation::syntax::TurnSyntax;
use crate::notation::words::Phrase;
use crate::notation::NotationError;

use super::setup;

/// How a game ended, as far as the position alone decides it or as the game record
/// adds (claims, resignation, agreement).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The side that won.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// Drawn.
    Draw(DrawReason),
    /// Ended by an organiser without a result (PGN `*`).
    Aborted,
}

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinReason {
    /// The opponent was checkmated.
    Checkmate,
    /// The opponent resigned.
    Resignation,
    /// The opponent's king was taken (Momentum from a set-up, M1; ProDem, MUTD).
    KingCaptured,
    /// The opponent had no legal move (Revolving's stalemate R1; ProDem P3; MUTD U1).
    NoLegalMove,
    /// The opponent's time ran out (FIDE 6.9).
    TimeForfeit,
    /// An organiser's decision.
    Adjudication,
    /// The opponent withdrew from the tournament before the game was over: an
    /// unplayed game, `+`/`-` in the crosstable (FIDE C.06 V.4).
    Forfeit,
}

/// Why a game was drawn (G1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawReason {
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can mate by any series of legal moves (K v K at least).
    DeadPosition,
    /// Automatic: the same position for the fifth time.
    FivefoldRepetition,
    /// Automatic: 75 moves by each side without capture or pawn move.
    SeventyFiveMoveRule,
    /// Claimed: the same position for the third time.
    ThreefoldRepetition,
    /// Claimed: 50 moves by each side without capture or pawn move.
    FiftyMoveRule,
    /// The players agreed (an offer accepted).
    Agreement,
    /// A side's time ran out, but its opponent could not have won by any series of
    /// legal moves (FIDE 6.9, [`Rules::can_win`]).
    TimeoutCannotWin,
    /// An organiser's decision.
    Adjudication,
}

impl Outcome {
    /// The PGN result: `1-0`, `0-1`, `1/2-1/2`, or `*` for an aborted game.
    pub fn result(&self) -> &'static str {
        match self {
            Outcome::Aborted => "*",
            Outcome::Win {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Win {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }

    /// A short stable code for the store. A win: `checkmate`, `resignation`,
    /// `king-captured`, `no-legal-move`, `time-forfeit`, `adjudication`, `forfeit`.
    /// A draw: `stalemate`, `dead-position`, `fivefold`, `seventy-five-moves`,
    /// `threefold`, `fifty-moves`, `agreement`, `timeout-cannot-win`,
    /// `adjudication` (the same code as a win by adjudication: [`Outcome::result`]
    /// tells them apart). An aborted game: `aborted`.
    ///
    /// # Examples
    ///
    /// ```
    /// use pbem_arbiter::board::geometry::Color;
    /// use pbem_arbiter::rules::{DrawReason, Outcome, WinReason};
    ///
    /// let mate = Outcome::Win { winner: Color::White, reason: WinReason::Checkmate };
    /// assert_eq!((mate.code(), mate.result()), ("checkmate", "1-0"));
    /// let timeout = Outcome::Draw(DrawReason::TimeoutCannotWin);
    /// assert_eq!((timeout.code(), timeout.result()), ("timeout-cannot-win", "1/2-1/2"));
    /// ```
    pub fn code(&self) -> &'static str {
        match self {
            Outcome::Win {
                reason: WinReason::Checkmate,
                ..
            } => "checkmate",
            Outcome::Win {
                reason: WinReason::Resignation,
                ..
            } => "resignation",
            Outcome::Win {
                reason: WinReason::KingCaptured,
                ..
            } => "king-captured",
            Outcome::Win {
                reason: WinReason::NoLegalMove,
                ..
            } => "no-legal-move",
            Outcome::Win {
                reason: WinReason::TimeForfeit,
                ..
            } => "time-forfeit",
            Outcome::Win {
                reason: WinReason::Adjudication,
                ..
            } => "adjudication",
            Outcome::Win {
                reason: WinReason::Forfeit,
                ..
            } => "forfeit",
            Outcome::Aborted => "aborted",
            Outcome::Draw(DrawReason::Adjudication) => "adjudication",
            Outcome::Draw(DrawReason::Stalemate) => "stalemate",
            Outcome::Draw(DrawReason::DeadPosition) => "dead-position",
            Outcome::Draw(DrawReason::FivefoldRepetition) => "fivefold",
            Outcome::Draw(DrawReason::SeventyFiveMoveRule) => "seventy-five-moves",
            Outcome::Draw(DrawReason::ThreefoldRepetition) => "threefold",
            Outcome::Draw(DrawReason::FiftyMoveRule) => "fifty-moves",
            Outcome::Draw(DrawReason::Agreement) => "agreement",
            Outcome::Draw(DrawReason::TimeoutCannotWin) => "timeout-cannot-win",
        }
    }

    /// The outcome from a stored result (`1-0`...) and [`Outcome::code`]; `None` for
    /// anything else.
    pub fn from_code(result: &str, code: &str) -> Option<Outcome> {
        if (result, code) == ("*", "aborted") {
            return Some(Outcome::Aborted);
        }
        let winner = match result {
            "1-0" => Some(Color::White),
            "0-1" => Some(Color::Black),
            "1/2-1/2" => None,
            _ => return None,
        };
        let outcome = match (winner, code) {
            (Some(w), "checkmate") => Outcome::Win {
                winner: w,
                reason: WinReason::Checkmate,
            },
            (Some(w), "resignation") => Outcome::Win {
                winner: w,
                reason: WinReason::Resignation,
            },
            (Some(w), "king-captured") => Outcome::Win {
                winner: w,
                reason: WinReason::KingCaptured,
            },
            (Some(w), "no-legal-move") => Outcome::Win {
                winner: w,
                reason: WinReason::NoLegalMove,
            },
            (Some(w), "time-forfeit") => Outcome::Win {
                winner: w,
                reason: WinReason::TimeForfeit,
            },
            (None, "timeout-cannot-win") => Outcome::Draw(DrawReason::TimeoutCannotWin),
            (Some(w), "adjudication") => Outcome::Win {
                winner: w,
                reason: WinReason::Adjudication,
            },
            (Some(w), "forfeit") => Outcome::Win {
                winner: w,
                reason: WinReason::Forfeit,
            },
            (None, "adjudication") => Outcome::Draw(DrawReason::Adjudication),
            (None, "stalemate") => Outcome::Draw(DrawReason::Stalemate),
            (None, "dead-position") => Outcome::Draw(DrawReason::DeadPosition),
            (None, "fivefold") => Outcome::Draw(DrawReason::FivefoldRepetition),
            (None, "seventy-five-moves") => Outcome::Draw(DrawReason::SeventyFiveMoveRule),
            (None, "threefold") => Outcome::Draw(DrawReason::ThreefoldRepetition),
            (None, "fifty-moves") => Outcome::Draw(DrawReason::FiftyMoveRule),
            (None, "agreement") => Outcome::Draw(DrawReason::Agreement),
            _ => return None,
        };
        Some(outcome)
    }

    /// A sentence for a reply, e.g. `White wins by checkmate`.
    pub fn describe(&self) -> String {
        match self {
            Outcome::Aborted => "Game aborted by the organiser".to_string(),
            Outcome::Win {
                winner,
                reason: WinReason::TimeForfeit,
            } => format!("{} wins on time", winner.title()),
            Outcome::Win {
                winner,
                reason: WinReason::Forfeit,
            } => format!(
                "{} wins by forfeit: {} withdrew from the tournament",
                winner.title(),
                winner.opponent().title()
            ),
            Outcome::Win { winner, reason } => {
                let how = match reason {
                    WinReason::Checkmate => "checkmate",
                    WinReason::Resignation => "resignation",
                    WinReason::KingCaptured => "capturing the king",
                    WinReason::NoLegalMove => "leaving the opponent without a legal move",
                    WinReason::TimeForfeit => "time forfeit",
                    WinReason::Adjudication => "adjudication",
                    WinReason::Forfeit => "forfeit",
                };
                format!("{} wins by {how}", winner.title())
            }
            Outcome::Draw(reason) => {
                let why = match reason {
                    DrawReason::Stalemate => "stalemate",
                    DrawReason::DeadPosition => "dead position (no mate is possible)",
                    DrawReason::FivefoldRepetition => "fivefold repetition",
                    DrawReason::SeventyFiveMoveRule => "the seventy-five-move rule",
                    DrawReason::ThreefoldRepetition => "threefold repetition (claimed)",
                    DrawReason::FiftyMoveRule => "the fifty-move rule (claimed)",
                    DrawReason::Agreement => "agreement",
                    DrawReason::Adjudication => "adjudication",
                    DrawReason::TimeoutCannotWin => {
                        "time out against a side that could not have won (FIDE 6.9)"
                    }
                };
                format!("Draw by {why}")
            }
        }
    }
}

/// The end FIDE's rules decide from one position, as the variants that keep them use
/// it (G1): no legal move is checkmate in check, else stalemate; bare kings are a dead
/// position; 150 plies without capture or pawn move end the game (seventy-five-move
/// rule). `side` is the side to move.
pub fn fide_end(
    side: Color,
    has_move: bool,
    in_check: bool,
    bare_kings: bool,
    halfmove_clock: u32,
) -> Option<Outcome> {
    if !has_move {
        return Some(if in_check {
            Outcome::Win {
                winner: side.opponent(),
                reason: WinReason::Checkmate,
            }
        } else {
            Outcome::Draw(DrawReason::Stalemate)
        });
    }
    if bare_kings {
        return Some(Outcome::Draw(DrawReason::DeadPosition));
    }
    (halfmove_clock >= 150).then_some(Outcome::Draw(DrawReason::SeventyFiveMoveRule))
}

/// The one trait every variant implements, on its position type (shakmaty's
/// `Position` in spirit). A position is immutable: [`Rules::play`] returns a new one.
pub trait Rules: Clone + Debug + Send + Sync + 'static {
    /// One complete turn (a move in chess; a list of events in Momentum).
    type Turn: Clone + PartialEq + Debug;

    /// The side whose turn it is.
    fn side_to_move(&self) -> Color;
    /// Full-move number (1 at the start, increased after Black's turn).
    fn fullmove_number(&self) -> u32;
    /// Every legal turn of the side to move.
    fn legal_turns(&self) -> Vec<Self::Turn>;
    /// The position after a turn taken from [`Rules::legal_turns`] or [`Rules::parse_turn`].
    fn play(&self, turn: &Self::Turn) -> Self;
    /// True when the side to move is in check.
    fn is_check(&self) -> bool;
    /// The end of the game decided by this position alone (mate, stalemate, dead
    /// position, seventy-five-move rule), or `None` while play goes on.
    fn outcome(&self) -> Option<Outcome>;
    /// Reads one turn by matching the text against the legal turns: an accepted text
    /// names exactly one legal turn.
    ///
    /// # Errors
    ///
    /// [`NotationError`] saying why the text is unreadable, illegal or
    /// ambiguous (with the candidates).
    fn parse_turn(&self, text: &str) -> Result<Self::Turn, NotationError>;
    /// The canonical text of a legal turn, with `+`/`#` (G3); it re-reads to the same turn.
    fn write_turn(&self, turn: &Self::Turn) -> String;
    /// The position text (FEN, extended as the variant needs).
    fn position_text(&self) -> String;
    /// Everything that makes two positions "the same" for repetition (G1).
    fn repetition_key(&self) -> String;
    /// Plies since the last capture or pawn move.
    fn halfmove_clock(&self) -> u32;
    /// The board as a diagram model, ready to render from either side.
    fn diagram(&self) -> Diagram;

    /// Lines a reply prints under the canonical turn (Momentum spells out autostops).
    fn turn_notes(&self, _turn: &Self::Turn) -> Vec<Phrase> {
        Vec::new()
    }

    /// `turn` written with every square it uses, in long algebraic and ICCF
    /// numeric notation, as the variant's page in docs/rules/ gives them ("ICCF
    /// numeric notation"): castling as the king's move, a promotion as its place
    /// digit, drops, paths, comma turns and intended moves in their own forms.
    /// `None` (the default) for a turn that names no square (a pass); a player
    /// who asked for these forms then reads the canonical text. `canonical` is
    /// the turn's text as [`Rules::write_turn`] wrote it here (given, so that it
    /// is not worked out twice: its check and mate marks cost a search).
    fn turn_forms(&self, _turn: &Self::Turn, _canonical: &str) -> Option<SquareForms> {
        None
    }

    /// What the help reply adds for the player of `viewer` in this game, beyond the
    /// variant's notation (Missed-Mark: that player's own rule with an example).
    fn help_for(&self, _viewer: Color) -> Option<String> {
        None
    }

    /// False when `side` could not checkmate (or otherwise win) by any series of
    /// legal turns, so that its opponent's loss on time is a draw (FIDE 6.9).
    /// The default, for variants without such a test, is `true`: a loss on
    /// time then always wins for the opponent.
    fn can_win(&self, _side: Color) -> bool {
        true
    }

    /// Leaf count of the legal-turn tree to `depth` plies.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let turns = self.legal_turns();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns.iter().map(|t| self.play(t).perft(depth - 1)).sum()
    }
}

/// A turn played from text: its canonical form and the position after it.
#[derive(Debug)]
pub struct Played {
    /// Canonical notation of the turn (with `+`/`#`).
    pub canonical: String,
    /// The position after the turn.
    pub position: Box<dyn AnyPosition>,
    /// Lines about the turn for a reply (e.g. Momentum's autostops in words).
    pub notes: Vec<Phrase>,
    /// The turn with every square named ([`Rules::turn_forms`]), worked out
    /// from the position before it; `None` for a turn that names no square.
    pub forms: Option<SquareForms>,
}

/// Any variant's position, object-safe, for code that must not know the variant
/// (game records, replay, the arbiter). Implemented for every [`Rules`] type.
pub trait AnyPosition: Debug + Send + Sync {
    /// See [`Rules::side_to_move`].
    fn side_to_move(&self) -> Color;
    /// See [`Rules::fullmove_number`].
    fn fullmove_number(&self) -> u32;
    /// See [`Rules::is_check`].
    fn is_check(&self) -> bool;
    /// See [`Rules::outcome`].
    fn outcome(&self) -> Option<Outcome>;
    /// See [`Rules::position_text`].
    fn position_text(&self) -> String;
    /// See [`Rules::repetition_key`].
    fn repetition_key(&self) -> String;
    /// See [`Rules::halfmove_clock`].
    fn halfmove_clock(&self) -> u32;
    /// See [`Rules::diagram`].
    fn diagram(&self) -> Diagram;
    /// Reads and plays one turn.
    ///
    /// # Errors
    ///
    /// The [`NotationError`] of [`Rules::parse_turn`].
    fn play_text(&self, text: &str) -> Result<Played, NotationError>;
    /// See [`Rules::turn_forms`]: the forms of the turn `text` names here.
    fn turn_forms_of(&self, text: &str) -> Option<SquareForms>;
    /// Canonical texts of every legal turn.
    fn legal_turn_texts(&self) -> Vec<String>;
    /// See [`Rules::help_for`].
    fn help_for(&self, viewer: Color) -> Option<String>;
    /// See [`Rules::can_win`].
    fn can_win(&self, side: Color) -> bool;
    /// Leaf count of the legal-turn tree to `depth` plies.
    fn perft(&self, depth: u32) -> u64;
    /// Perft split by first turn: (canonical text, leaf count).
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// A boxed copy of the position.
    fn clone_box(&self) -> Box<dyn AnyPosition>;
}

impl<T: Rules> AnyPosition for T {
    fn side_to_move(&self) -> Color {
        Rules::side_to_move(self)
    }
    fn fullmove_number(&self) -> u32 {
        Rules::fullmove_number(self)
    }
    fn is_check(&self) -> bool {
        Rules::is_check(self)
    }
    fn outcome(&self) -> Option<Outcome> {
        Rules::outcome(self)
    }
    fn position_text(&self) -> String {
        Rules::position_text(self)
    }
    fn repetition_key(&self) -> String {
        Rules::repetition_key(self)
    }
    fn halfmove_clock(&self) -> u32 {
        Rules::halfmove_clock(self)
    }
    fn diagram(&self) -> Diagram {
        Rules::diagram(self)
    }
    fn play_text(&self, text: &str) -> Result<Played, NotationError> {
        let turn = self.parse_turn(text)?;
        let canonical = self.write_turn(&turn);
        let notes = self.turn_notes(&turn);
        let forms = Rules::turn_forms(self, &turn, &canonical);
        Ok(Played {
            canonical,
            position: Box::new(self.play(&turn)),
            notes,
            forms,
        })
    }
    fn turn_forms_of(&self, text: &str) -> Option<SquareForms> {
        let turn = self.parse_turn(text).ok()?;
        Rules::turn_forms(self, &turn, &self.write_turn(&turn))
    }
    fn help_for(&self, viewer: Color) -> Option<String> {
        Rules::help_for(self, viewer)
    }
    fn can_win(&self, side: Color) -> bool {
        Rules::can_win(self, side)
    }
    fn legal_turn_texts(&self) -> Vec<String> {
        self.legal_turns()
            .iter()
            .map(|t| self.write_turn(t))
            .collect()
    }
    fn perft(&self, depth: u32) -> u64 {
        Rules::perft(self, depth)
    }
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        let depth = depth.max(1);
        self.legal_turns()
            .iter()
            .map(|t| (self.write_turn(t), Rules::perft(&self.play(t), depth - 1)))
            .collect()
    }
    fn clone_box(&self) -> Box<dyn AnyPosition> {
        Box::new(self.clone())
    }
}

impl Clone for Box<dyn AnyPosition> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// Variant options as given by the user (`white-army=nutty-knights`).
pub type Options = BTreeMap<String, String>;

/// Errors from making a position of a variant. Each says itself as a
/// [`Phrase`] of `locales/<code>/moves.ftl` ([`RulesError::phrase`]); its
/// `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesError {
    /// No variant has this id; the id as given.
    UnknownVariant(String),
    /// An option the variant does not take.
    UnknownOption {
        /// The variant's id.
        variant: String,
        /// The option as given.
        key: String,
    },
    /// An option with a value it does not take.
    BadOption {
        /// The option.
        key: String,
        /// The value as given.
        value: String,
        /// The values it takes.
        allowed: Vec<String>,
    },
    /// A set-up refused by the variant's checked constructor: every problem found,
    /// each with its reason.
    Position(setup::SetupError),
    /// A score's `[Variant]` tag names another variant than the one asked for.
    VariantMismatch {
        /// The tag's value.
        tag: String,
        /// The variant asked for.
        given: String,
    },
}

impl RulesError {
    /// What is wrong, as a message of `locales/<code>/moves.ftl`; a position
    /// text's own reasons ([`setup::SetupError`]) inside it stay English.
    pub fn phrase(&self) -> Phrase {
        match self {
            RulesError::UnknownVariant(id) => {
                Phrase::new("rules-unknown-variant").with("variant", format!("{id:?}"))
            }
            RulesError::UnknownOption { variant, key } => Phrase::new("rules-unknown-option")
                .with("variant", variant.as_str())
                .with("key", format!("{key:?}")),
            RulesError::BadOption {
                key,
                value,
                allowed,
            } => Phrase::new("rules-bad-option")
                .with("key", key.as_str())
                .with("value", format!("{value:?}"))
                .with("allowed", allowed.join(", ")),
            RulesError::Position(e) => Phrase::new("rules-position").with("error", e.to_string()),
            RulesError::VariantMismatch { tag, given } => Phrase::new("rules-variant-mismatch")
                .with("tag", format!("{tag:?}"))
                .with("given", format!("{given:?}")),
        }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.phrase(), f)
    }
}

impl std::error::Error for RulesError {}

/// Not `#[from]`: the message already holds the set-up's problems, and a source
/// would print them twice in an error chain.
impl From<setup::SetupError> for RulesError {
    fn from(e: setup::SetupError) -> RulesError {
        RulesError::Position(e)
    }
}

/// A new position of some variant, or why it could not be made.
pub type PositionResult = Result<Box<dyn AnyPosition>, RulesError>;

/// One option a variant takes.
#[derive(Debug, Clone)]
pub struct OptionSpec {
    /// The option's name (`white-army`).
    pub key: &'static str,
    /// Every value it takes.
    pub values: &'static [&'static str],
    /// The value when none is given, one of `values`.
    pub default: &'static str,
}

/// A registered variant: its id, a description, options, and how to make positions.
#[derive(Debug)]
pub struct VariantInfo {
    /// Id used on the command line, in the store and in PGN `[Variant]` tags.
    pub id: &'static str,
    /// Human name.
    pub name: &'static str,
    /// One line about the rules.
    pub summary: &'static str,
    /// The options it takes (none for most variants).
    pub options: &'static [OptionSpec],
    /// The start position for these options.
    pub start: fn(&Options) -> PositionResult,
    /// A position from its position text (FEN for chess) and options.
    pub from_text: fn(&str, &Options) -> PositionResult,
    /// How the variant's turns are grouped in a mail line or a score.
    pub syntax: &'static dyn TurnSyntax,
    /// The Fluent message id of the variant's notation for players, with
    /// examples and a short summary of its rules (`help-variant-<id>` in
    /// `locales/<code>/help.ftl`, one text per language): help replies, refusals
    /// of a move and `arbiter variants --help` show it, indented by four spaces;
    /// plain text, lines of at most 78 characters.
    pub help_id: &'static str,
    /// Every rule as implemented, with the text and ruling it rests on
    /// (`docs/rules/<id>.md`, Markdown): the rules page of the published site.
    pub rules_page: &'static str,
}

impl VariantInfo {
    /// Checks that every option is known and has an allowed value.
    ///
    /// # Errors
    ///
    /// [`RulesError::UnknownOption`] or [`RulesError::BadOption`].
    pub fn check_options(&self, options: &Options) -> Result<(), RulesError> {
        for (key, value) in options {
            let spec = self.options.iter().find(|o| o.key == key).ok_or_else(|| {
                RulesError::UnknownOption {
                    variant: self.id.to_string(),
                    key: key.clone(),
                }
            })?;
            if !spec.values.contains(&value.as_str()) {
                return Err(RulesError::BadOption {
                    key: key.clone(),
                    value: value.clone(),
                    allowed: spec.values.iter().map(|v| v.to_string()).collect(),
                });
            }
        }
        Ok(())
    }
}
