//! What carrying out a message's commands came to: the events that happened
//! ([`Event`], each with its sentence for a reader) and the accepted result
//! ([`Done`]: the game afterwards, its events, the notes for one player's eyes),
//! which the game's floor writes and every reply about the game shows.

use crate::arbiter::played::notes::Note;
use crate::board::geometry::Color;
use crate::notation::dialect::Dialect;
use crate::notation::forms::SquareForms;
use crate::notation::words::Phrase;
use crate::output::locale;
use crate::rules::game::GameRecord;
use crate::rules::Outcome;

/// Something that happened while carrying out a message's commands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A turn was played.
    Moved {
        /// The side that played it.
        side: Color,
        /// The turn's number as the mails show it (`25.` or `25...`).
        label: String,
        /// The turn as the player wrote it, trimmed.
        input: String,
        /// The turn's canonical text.
        canonical: String,
        /// Lines about the turn (Momentum's autostops in words).
        notes: Vec<Phrase>,
        /// The turn in long algebraic and ICCF numeric notation, for players
        /// who read them; `None` for a turn that names no square.
        forms: Option<SquareForms>,
    },
    /// A player offered a draw.
    DrawOffered(Color),
    /// The opponent's offer was accepted: the game is drawn.
    DrawAgreed(Color),
    /// A player declined the opponent's offer.
    DrawDeclined(Color),
    /// The offer of this side lapsed because its opponent moved (FIDE 9.1.2.3).
    OfferLapsed(Color),
    /// This side resigned.
    Resigned(Color),
    /// A draw claim was granted.
    DrawClaimed(Color),
    /// A conditional reply left by `side` was played at once, because the
    /// opponent's turn matched its condition.
    ConditionalPlayed {
        /// The side whose reply was played.
        side: Color,
        /// The reply's number as the mails show it (`25.` or `25...`).
        label: String,
        /// The reply's canonical text.
        canonical: String,
        /// The reply in long algebraic and ICCF numeric notation, as for
        /// [`Event::Moved`].
        forms: Option<SquareForms>,
    },
    /// The game ended (by the board, a resignation, an agreement or a claim).
    GameOver(Outcome),
    /// The player asked for the board.
    ShowBoard,
    /// The player asked for the game's moves so far.
    ShowHistory,
    /// The player asked for help.
    Help,
}

impl Event {
    /// True for events both players must hear about.
    pub fn is_public(&self) -> bool {
        !matches!(self, Event::ShowBoard | Event::ShowHistory | Event::Help)
    }

    /// The event as a sentence for a reader, not yet in a language
    /// (`locales/<code>/game-events.ftl`): a conditional reply's move written as
    /// the reader of `dialect` writes moves ([`Dialect::write`]), the sides in
    /// the reader's words. `None` for the turn itself (the update's
    /// `update-played` line says it) and for what only the sender asked for
    /// (the board, the history, help).
    pub fn phrase(&self, dialect: Dialect) -> Option<Phrase> {
        let of = |id: &'static str, side: &Color| Phrase::new(id).with("side", *side);
        Some(match self {
            Event::Moved { .. } | Event::ShowBoard | Event::ShowHistory | Event::Help => {
                return None
            }
            Event::DrawOffered(c) => of("game-event-draw-offered", c).with("other", c.opponent()),
            Event::DrawAgreed(c) => of("game-event-draw-agreed", c),
            Event::DrawDeclined(c) => of("game-event-draw-declined", c),
            Event::OfferLapsed(c) => of("game-event-offer-lapsed", c).with("other", c.opponent()),
            Event::Resigned(c) => of("game-event-resigned", c),
            Event::DrawClaimed(c) => of("game-event-draw-claimed", c),
            Event::ConditionalPlayed {
                side,
                label,
                canonical,
                forms,
            } => of("game-event-conditional-played", side)
                .with("label", label.as_str())
                .with("move", dialect.write(canonical, forms.as_ref())),
            Event::GameOver(o) => Phrase::new("game-event-over")
                .with("result", o.result())
                .with("how", locale::outcome_phrase(o)),
        })
    }

    /// The event in English words, one sentence, for the messages table
    /// (a game's summary): [`Event::phrase`] in English, the moves as the
    /// engine writes them.
    pub fn describe(&self) -> String {
        match self {
            Event::Moved {
                side,
                label,
                canonical,
                ..
            } => format!("{} played {label} {canonical}.", side.title()),
            Event::ShowBoard => "Board requested.".into(),
            Event::ShowHistory => "History requested.".into(),
            Event::Help => "Help requested.".into(),
            _ => self
                .phrase(Dialect::default())
                .map(|p| p.to_string())
                .unwrap_or_default(),
        }
    }
}

/// The accepted result of a message's commands.
#[derive(Debug, Clone)]
pub struct Done {
    pub record: GameRecord,
    /// The side whose draw offer stands afterwards.
    pub offer: Option<Color>,
    pub events: Vec<Event>,
    /// Number of turns the game had before.
    pub turns_before: usize,
    /// Notes for one player's eyes only (what became of that player's
    /// conditional lines): never shown to the other player; put into words in
    /// that player's language when their mail is written ([`Note::text`]).
    pub private_notes: Vec<(Color, Note)>,
    /// How the sender writes moves (their piece letters), for the conditional
    /// lines of the same message.
    pub dialect: Dialect,
}

impl Done {
    /// True when the game changed (a turn, an offer, an ending).
    pub fn changed(&self) -> bool {
        self.events.iter().any(Event::is_public)
    }

    /// One line for the messages table.
    pub fn summary(&self) -> String {
        self.events
            .iter()
            .map(Event::describe)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The turn played, if any.
    pub fn moved(&self) -> Option<&Event> {
        self.events
            .iter()
            .find(|e| matches!(e, Event::Moved { .. }))
    }
}
