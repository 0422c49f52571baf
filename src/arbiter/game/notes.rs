//! The lines one player alone reads about their own conditional lines (kept,
//! refused, played at once, dropped, cancelled, listed), as typed values: the
//! owner may be either player, so a note is put into words only when the mail
//! to its owner is written, in that reader's language ([`Note::text`], the
//! messages `notes-*` of `locales/<code>/notes.ftl`). The lines themselves
//! (`if 24... Qxe5 then 25. d4`) are in the mail syntax the arbiter reads and
//! stay as written; a reason that comes from the notation reader or the rules
//! engine ([`Why::Line`], [`Why::Turn`]) is written in the same language.

use fluent_bundle::FluentValue;

use crate::arbiter::game::refusal_words::PlayRefusal;
use crate::arbiter::game::refusal_words::{game_error_text, refusal_text};
use crate::notation::conditional::ConditionalError;
use crate::notation::dialect::Language;
use crate::output::locale::{self, Arg};
use crate::rules::game::GameError;
use crate::rules::Outcome;

/// The refused lines a note names one by one; a mail of thousands of lines gets
/// a bounded reply.
pub(crate) const SHOWN_REFUSALS: usize = 20;

/// One note for one player's eyes only.
#[derive(Clone, Debug)]
pub enum Note {
    /// `cancel conditionals`: the owner's `lines` pending lines are cancelled
    /// (0: none were pending).
    Cancelled {
        /// How many lines were pending.
        lines: usize,
    },
    /// Every pending line is dropped: a draw offer, a claim, a resignation or
    /// the end of the game stops them.
    Stopped,
    /// `conditionals`: the owner's pending lines, in the mail syntax (empty:
    /// none).
    Pending {
        /// The lines, first first.
        lines: Vec<String>,
    },
    /// New lines received with a move: those kept and those refused.
    Received(Received),
    /// The lines were set before a turn that has since come and gone (a
    /// takeback, or a turn played while they were set): dropped.
    MovedPast,
    /// The opponent played `turn` (canonical), which no line expected; the
    /// `dropped` lines are dropped.
    Unexpected {
        /// The opponent's turn, canonical.
        turn: String,
        /// How many lines are dropped.
        dropped: usize,
    },
    /// The reply `reply` could not be played (`reason`); the lines are dropped.
    NotPlayed {
        /// The reply as the owner's mails show it (`25. d4`).
        reply: String,
        /// Why.
        reason: PlayRefusal,
    },
    /// The reply `reply` was played at once; `go_on` lines go on past it and
    /// `dropped` lines that expected another move are dropped.
    Played {
        /// The reply as the owner's mails show it (`25. d4`).
        reply: String,
        /// How many lines go on.
        go_on: usize,
        /// How many lines are dropped.
        dropped: usize,
    },
}

/// New lines of one mail: the ones kept and the ones refused.
#[derive(Clone, Debug, Default)]
pub struct Received {
    /// The lines kept, in the mail syntax as they will be played (empty: none).
    pub kept: Vec<String>,
    /// The kept lines replace lines the owner had left before.
    pub replaced: bool,
    /// The lines refused, in the order of the mail.
    pub refused: Vec<RefusedLine>,
    /// No line was kept and the owner's earlier lines still stand.
    pub earlier_stand: bool,
}

/// One refused line: its number in the mail, the line as written and why.
#[derive(Clone, Debug)]
pub struct RefusedLine {
    /// The line's number among the mail's lines (from 1).
    pub number: usize,
    /// The line as the owner wrote it.
    pub written: String,
    /// Why it is refused.
    pub why: Why,
}

/// Why a conditional line is refused.
#[derive(Clone, Debug)]
pub enum Why {
    /// The tournament `tournament` (`name`) does not allow conditional moves.
    Forbidden {
        /// The tournament's number.
        tournament: i64,
        /// The tournament's name.
        name: String,
    },
    /// The line has `plies` plies, more than `limit` (`[limits]
    /// conditional_plies`).
    TooLong {
        /// The line's plies.
        plies: usize,
        /// The limit.
        limit: usize,
    },
    /// The owner has `limit` lines already (`[limits] conditional_lines`).
    TooMany {
        /// The limit.
        limit: usize,
    },
    /// The game is over.
    GameOver,
    /// It is the owner's turn: a line starts with the opponent's move.
    OwnTurn,
    /// After the condition `turn` the game is over (`outcome`): nothing can
    /// answer it.
    OverAfterCondition {
        /// The condition as the owner's mails show it.
        turn: String,
        /// How the game would end.
        outcome: Outcome,
    },
    /// After the reply `turn` the game is over: the steps after it can never
    /// come.
    OverAfterReply {
        /// The reply as the owner's mails show it.
        turn: String,
    },
    /// The line answers `condition` with `reply`, but kept line `line` answers
    /// it with `other`.
    TwoReplies {
        /// The condition both lines share.
        condition: String,
        /// This line's reply.
        reply: String,
        /// The number of the kept line (from 1).
        line: usize,
        /// The kept line's reply.
        other: String,
    },
    /// The line does not read as conditional steps.
    Line(ConditionalError),
    /// The notation reader or the rules engine refused a turn of the line.
    Turn {
        /// The turn's ply in the game, from 1.
        ply: usize,
        /// The turn as written (`24... Qxe5`).
        turn: String,
        /// Why.
        error: GameError,
    },
}

impl Note {
    /// The note in `language`: English when the language has no message files.
    pub fn text(&self, language: Language) -> String {
        let t = |id: &str, args: &[Arg<'_>]| locale::text(language, id, args);
        match self {
            Note::Cancelled { lines: 0 } => t("notes-cancelled-none", &[]),
            Note::Cancelled { lines } => t("notes-cancelled", &[("count", count(*lines))]),
            Note::Stopped => t("notes-stopped", &[]),
            Note::Pending { lines } if lines.is_empty() => t("notes-pending-none", &[]),
            Note::Pending { lines } => format!("{}\n{}", t("notes-pending", &[]), numbered(lines)),
            Note::Received(received) => received.text(language),
            Note::MovedPast => t("notes-moved-past", &[]),
            Note::Unexpected { turn, dropped } => t(
                "notes-unexpected",
                &[("turn", turn.as_str().into()), ("count", count(*dropped))],
            ),
            Note::NotPlayed { reply, reason } => t(
                "notes-not-played",
                &[
                    ("reply", reply.as_str().into()),
                    ("reason", refusal_text(reason, language).into()),
                ],
            ),
            Note::Played {
                reply,
                go_on,
                dropped,
            } => {
                let id = match (go_on, dropped) {
                    (0, 0) => "notes-played",
                    (_, 0) => "notes-played-going-on",
                    (0, _) => "notes-played-dropping",
                    _ => "notes-played-going-on-dropping",
                };
                let args = [
                    ("reply", reply.as_str().into()),
                    ("go_on", count(*go_on)),
                    ("dropped", count(*dropped)),
                ];
                t(id, &args)
            }
        }
    }
}

impl Received {
    /// The note of the lines kept and of those refused, kept first.
    fn text(&self, language: Language) -> String {
        let mut parts = Vec::new();
        if !self.kept.is_empty() {
            let id = if self.replaced {
                "notes-kept-replacing"
            } else {
                "notes-kept"
            };
            let head = locale::text(language, id, &[("count", count(self.kept.len()))]);
            parts.push(format!("{head}\n{}", numbered(&self.kept)));
        }
        if !self.refused.is_empty() {
            parts.push(self.refused_text(language));
        }
        parts.join("\n")
    }

    /// The refused lines, at most [`SHOWN_REFUSALS`] of them named.
    fn refused_text(&self, language: Language) -> String {
        let id = if self.earlier_stand {
            "notes-refused-earlier-stand"
        } else {
            "notes-refused"
        };
        let mut lines = vec![locale::text(language, id, &[])];
        for r in self.refused.iter().take(SHOWN_REFUSALS) {
            lines.push(format!("  {}", r.text(language)));
        }
        if self.refused.len() > SHOWN_REFUSALS {
            let more = count(self.refused.len() - SHOWN_REFUSALS);
            let more = locale::text(language, "notes-refused-more", &[("count", more)]);
            lines.push(format!("  {more}"));
        }
        lines.join("\n")
    }
}

impl RefusedLine {
    /// `line 3 ("if ..."): why`, the line as written cut at 120 characters.
    fn text(&self, language: Language) -> String {
        let shown: String = self.written.chars().take(120).collect();
        let cut = if shown.len() < self.written.len() {
            "..."
        } else {
            ""
        };
        let args = [
            ("number", count(self.number)),
            ("written", format!("{shown}{cut}").into()),
            ("why", self.why.text(language).into()),
        ];
        locale::text(language, "notes-refused-line", &args)
    }
}

impl Why {
    /// The reason in `language`; [`Why::Engine`] as the engine wrote it.
    pub fn text(&self, language: Language) -> String {
        let t = |id: &str, args: &[Arg<'_>]| locale::text(language, id, args);
        match self {
            Why::Forbidden { tournament, name } => t(
                "notes-why-forbidden",
                &[
                    ("name", name.as_str().into()),
                    ("tournament", (*tournament).into()),
                ],
            ),
            Why::TooLong { plies, limit } => t(
                "notes-why-too-long",
                &[("plies", count(*plies)), ("limit", count(*limit))],
            ),
            Why::TooMany { limit } => t("notes-why-too-many", &[("limit", count(*limit))]),
            Why::GameOver => t("notes-why-game-over", &[]),
            Why::OwnTurn => t("notes-why-own-turn", &[]),
            Why::OverAfterCondition { turn, outcome } => t(
                "notes-why-over-after-condition",
                &[
                    ("turn", turn.as_str().into()),
                    ("result", outcome.result().into()),
                    ("how", locale::outcome(language, outcome).into()),
                ],
            ),
            Why::OverAfterReply { turn } => t(
                "notes-why-over-after-reply",
                &[("turn", turn.as_str().into())],
            ),
            Why::TwoReplies {
                condition,
                reply,
                line,
                other,
            } => t(
                "notes-why-two-replies",
                &[
                    ("condition", condition.as_str().into()),
                    ("reply", reply.as_str().into()),
                    ("line", count(*line)),
                    ("other", other.as_str().into()),
                ],
            ),
            Why::Line(error) => error.phrase().in_language(language),
            Why::Turn { ply, turn, error } => t(
                "notes-why-ply",
                &[
                    ("ply", count(*ply)),
                    ("turn", turn.as_str().into()),
                    ("reason", game_error_text(error, language).into()),
                ],
            ),
        }
    }
}

/// A count as a Fluent number (for the languages' plural forms).
fn count(n: usize) -> FluentValue<'static> {
    FluentValue::from(n)
}

/// Lines numbered for a note: `  1. if ... then ...`, one a line.
fn numbered(lines: &[String]) -> String {
    lines
        .iter()
        .enumerate()
        .map(|(i, l)| format!("  {}. {l}", i + 1))
        .collect::<Vec<_>>()
        .join("\n")
}
