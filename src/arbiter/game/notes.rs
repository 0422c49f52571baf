//! The lines one player alone reads about their own conditional lines (kept,
//! refused, played at once, dropped, cancelled, listed), as typed values: the
//! owner may be either player, so a note is put into words only when the mail
//! to its owner is written, in that reader's language ([`Note::text`], the
//! messages `notes-*` of `locales/<code>/notes.ftl`). The lines themselves
//! (`if 24... Qxe5 then 25. d4`) are in the mail syntax the arbiter reads and
//! stay as written; a reason that comes from the notation reader or the rules
//! engine ([`Why::Line`], [`Why::Turn`]) is written in the same language.

use crate::arbiter::game::refusal_words::Refusal;
use crate::arbiter::game::refusal_words::{game_error_text, refusal_text};
use crate::notation::conditional::ConditionalError;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::output::locale;
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
        reason: Refusal,
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
    pub refused: Vec<Refused>,
    /// No line was kept and the owner's earlier lines still stand.
    pub earlier_stand: bool,
}

/// One refused line: its number in the mail, the line as written and why.
#[derive(Clone, Debug)]
pub struct Refused {
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
        match self {
            Note::Cancelled { lines: 0 } => {
                Phrase::new("notes-cancelled-none").in_language(language)
            }
            Note::Cancelled { lines } => Phrase::new("notes-cancelled")
                .with("count", *lines)
                .in_language(language),
            Note::Stopped => Phrase::new("notes-stopped").in_language(language),
            Note::Pending { lines } if lines.is_empty() => {
                Phrase::new("notes-pending-none").in_language(language)
            }
            Note::Pending { lines } => format!(
                "{}\n{}",
                Phrase::new("notes-pending").in_language(language),
                numbered(lines)
            ),
            Note::Received(received) => received.text(language),
            Note::MovedPast => Phrase::new("notes-moved-past").in_language(language),
            Note::Unexpected { turn, dropped } => Phrase::new("notes-unexpected")
                .with("turn", turn.as_str())
                .with("count", *dropped)
                .in_language(language),
            Note::NotPlayed { reply, reason } => Phrase::new("notes-not-played")
                .with("reply", reply.as_str())
                .with("reason", refusal_text(reason, language))
                .in_language(language),
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
                Phrase::new(id)
                    .with("reply", reply.as_str())
                    .with("go_on", *go_on)
                    .with("dropped", *dropped)
                    .in_language(language)
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
            let head = Phrase::new(id)
                .with("count", self.kept.len())
                .in_language(language);
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
        let mut lines = vec![Phrase::new(id).in_language(language)];
        for r in self.refused.iter().take(SHOWN_REFUSALS) {
            lines.push(format!("  {}", r.text(language)));
        }
        if self.refused.len() > SHOWN_REFUSALS {
            let more = self.refused.len() - SHOWN_REFUSALS;
            let more = Phrase::new("notes-refused-more")
                .with("count", more)
                .in_language(language);
            lines.push(format!("  {more}"));
        }
        lines.join("\n")
    }
}

impl Refused {
    /// `line 3 ("if ..."): why`, the line as written cut at 120 characters.
    fn text(&self, language: Language) -> String {
        let shown: String = self.written.chars().take(120).collect();
        let cut = if shown.len() < self.written.len() {
            "..."
        } else {
            ""
        };
        Phrase::new("notes-refused-line")
            .with("number", self.number)
            .with("written", format!("{shown}{cut}"))
            .with("why", self.why.text(language))
            .in_language(language)
    }
}

impl Why {
    /// The reason in `language`; [`Why::Engine`] as the engine wrote it.
    pub fn text(&self, language: Language) -> String {
        match self {
            Why::Forbidden { tournament, name } => Phrase::new("notes-why-forbidden")
                .with("name", name.as_str())
                .with("tournament", *tournament)
                .in_language(language),
            Why::TooLong { plies, limit } => Phrase::new("notes-why-too-long")
                .with("plies", *plies)
                .with("limit", *limit)
                .in_language(language),
            Why::TooMany { limit } => Phrase::new("notes-why-too-many")
                .with("limit", *limit)
                .in_language(language),
            Why::GameOver => Phrase::new("notes-why-game-over").in_language(language),
            Why::OwnTurn => Phrase::new("notes-why-own-turn").in_language(language),
            Why::OverAfterCondition { turn, outcome } => {
                Phrase::new("notes-why-over-after-condition")
                    .with("turn", turn.as_str())
                    .with("result", outcome.result())
                    .with("how", locale::outcome(language, outcome))
                    .in_language(language)
            }
            Why::OverAfterReply { turn } => Phrase::new("notes-why-over-after-reply")
                .with("turn", turn.as_str())
                .in_language(language),
            Why::TwoReplies {
                condition,
                reply,
                line,
                other,
            } => Phrase::new("notes-why-two-replies")
                .with("condition", condition.as_str())
                .with("reply", reply.as_str())
                .with("line", *line)
                .with("other", other.as_str())
                .in_language(language),
            Why::Line(error) => error.phrase().in_language(language),
            Why::Turn { ply, turn, error } => Phrase::new("notes-why-ply")
                .with("ply", *ply)
                .with("turn", turn.as_str())
                .with("reason", game_error_text(error, language))
                .in_language(language),
        }
    }
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
