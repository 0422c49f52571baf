//! The one table of the elements of an `XfccGame` ([`GAME_FIELDS`]) and of a
//! `MakeAMove` ([`MOVE_PARAMETERS`]): name, XML Schema type, whether it is
//! required. The WSDL's types are made from it and the answers written from
//! it, so the two cannot disagree (a SOAP toolkit such as zeep refuses an
//! answer whose elements are not in the WSDL's order).

use crate::corr::ids::GameId;

use super::codes::XfccResult;

/// The XML Schema type of an element.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum XsdType {
    /// `s:string`.
    String,
    /// `s:int`.
    Int,
    /// `s:boolean`, written `true` or `false`.
    Boolean,
    /// `tns:Result`, the [`XfccResult`] words.
    Result,
}

impl XsdType {
    /// The qualified name in the WSDL (prefix `s:` for XML Schema, `tns:` for
    /// the service's own types).
    pub fn qualified(self) -> &'static str {
        match self {
            XsdType::String => "s:string",
            XsdType::Int => "s:int",
            XsdType::Boolean => "s:boolean",
            XsdType::Result => "tns:Result",
        }
    }
}

/// One element of a sequence.
#[derive(Debug, Clone, Copy)]
pub struct Field {
    /// The element's local name.
    pub name: &'static str,
    /// Its type.
    pub xsd: XsdType,
    /// `minOccurs="1"`: always written (value types, as .NET declares them);
    /// the others may be left out.
    pub required: bool,
}

/// An element's value in one game, as the writer writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldValue<'a> {
    /// Text (an `s:string`, or a `tns:Result` word), written even when empty
    /// (as `<name></name>`).
    Text(&'a str),
    /// A number.
    Int(i64),
    /// A flag.
    Boolean(bool),
    /// Left out.
    Absent,
}

/// The time left on one clock, cut to whole minutes (each part at least 0).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TimeLeft {
    /// Whole days.
    pub days: u32,
    /// Hours beyond the days, 0 to 23.
    pub hours: u32,
    /// Minutes beyond the hours, 0 to 59.
    pub minutes: u32,
}

impl TimeLeft {
    /// `seconds` left, cut to whole minutes; nothing left when negative.
    ///
    /// ```
    /// use pbem_arbiter::xfcc::fields::TimeLeft;
    ///
    /// let left = TimeLeft::from_seconds(2 * 86_400 + 3 * 3_600 + 4 * 60 + 59);
    /// assert_eq!((left.days, left.hours, left.minutes), (2, 3, 4));
    /// assert_eq!(TimeLeft::from_seconds(-5), TimeLeft::default());
    /// ```
    pub fn from_seconds(seconds: i64) -> TimeLeft {
        let minutes = u64::try_from(seconds).unwrap_or(0) / 60;
        TimeLeft {
            days: u32::try_from(minutes / 1_440).unwrap_or(u32::MAX),
            hours: u32::try_from(minutes / 60 % 24).unwrap_or(0),
            minutes: u32::try_from(minutes % 60).unwrap_or(0),
        }
    }
}

/// One game as `GetMyGames` lists it, seen by the player who asks: plain
/// data that the arbiter fills (this floor knows no rule and no table).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XfccGame {
    /// `id`: the game's number.
    pub id: GameId,
    /// `white`: White's name.
    pub white: String,
    /// `black`: Black's name.
    pub black: String,
    /// `event`: the tournament, or empty.
    pub event: String,
    /// `site`: where the game is played (the arbiter).
    pub site: String,
    /// `myTurn`: the game runs and the player is to move.
    pub my_turn: bool,
    /// `hasWhite`: the player has White.
    pub has_white: bool,
    /// `daysPlayer`, `hoursPlayer`, `minutesPlayer`: the player's time left.
    pub player_left: TimeLeft,
    /// `daysOpponent`, ...: the opponent's time left.
    pub opponent_left: TimeLeft,
    /// `moves`: the movetext (see [`super::movetext`]).
    pub moves: String,
    /// `drawOffered`: the opponent's draw offer stands.
    pub draw_offered: bool,
    /// `message`: the opponent's last message, or empty.
    pub message: String,
    /// `serverInfo`: a word from the server, or empty.
    pub server_info: String,
    /// `setup` and `fen`: the start position's FEN when the game did not start
    /// from the variant's usual one.
    pub fen: Option<String>,
    /// `result`.
    pub result: XfccResult,
    /// `eventDate`: the event's start, `YYYY.MM.DD`, or empty.
    pub event_date: String,
    /// `date`: the game's start, `YYYY.MM.DD`.
    pub date: String,
    /// `round`: the round in the event, or empty.
    pub round: String,
    /// `board`: the board in the round, or empty.
    pub board: String,
    /// `whiteElo`: White's rating, when known.
    pub white_elo: Option<u32>,
    /// `blackElo`: Black's rating, when known.
    pub black_elo: Option<u32>,
    /// `variant`: the variant's name (`chess` for orthodox chess).
    pub variant: String,
    /// `timeControl`: the PGN standard's seconds (`10/4320000`,
    /// `2592000+86400`), or empty.
    pub time_control: String,
    /// `gameLink`: the game's page, or empty.
    pub game_link: String,
}

/// A field of [`GAME_FIELDS`]: the element and how to read its value in a
/// game.
#[derive(Clone, Copy)]
pub struct GameField {
    /// The element.
    pub field: Field,
    /// Its value in a game.
    pub value: for<'a> fn(&'a XfccGame) -> FieldValue<'a>,
}

impl std::fmt::Debug for GameField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.field.fmt(f)
    }
}

/// A required field of `name`, type `xsd`.
const fn required(name: &'static str, xsd: XsdType) -> Field {
    Field {
        name,
        xsd,
        required: true,
    }
}

/// An optional field.
const fn optional(name: &'static str, xsd: XsdType) -> Field {
    Field {
        name,
        xsd,
        required: false,
    }
}

/// A game field of `field` read by `value`.
const fn game(field: Field, value: for<'a> fn(&'a XfccGame) -> FieldValue<'a>) -> GameField {
    GameField { field, value }
}

/// A number that fits an `s:int` (larger ones are written as the largest).
fn int(n: impl TryInto<i32>) -> FieldValue<'static> {
    FieldValue::Int(i64::from(n.try_into().unwrap_or(i32::MAX)))
}

/// The elements of an `XfccGame`, in the order written and declared.
pub const GAME_FIELDS: &[GameField] = &[
    game(required("id", XsdType::Int), |g| int(g.id.get())),
    game(optional("white", XsdType::String), |g| {
        FieldValue::Text(&g.white)
    }),
    game(optional("black", XsdType::String), |g| {
        FieldValue::Text(&g.black)
    }),
    game(optional("event", XsdType::String), |g| {
        FieldValue::Text(&g.event)
    }),
    game(optional("site", XsdType::String), |g| {
        FieldValue::Text(&g.site)
    }),
    game(required("myTurn", XsdType::Boolean), |g| {
        FieldValue::Boolean(g.my_turn)
    }),
    game(required("hasWhite", XsdType::Boolean), |g| {
        FieldValue::Boolean(g.has_white)
    }),
    game(required("daysPlayer", XsdType::Int), |g| {
        int(g.player_left.days)
    }),
    game(required("hoursPlayer", XsdType::Int), |g| {
        int(g.player_left.hours)
    }),
    game(required("minutesPlayer", XsdType::Int), |g| {
        int(g.player_left.minutes)
    }),
    game(required("daysOpponent", XsdType::Int), |g| {
        int(g.opponent_left.days)
    }),
    game(required("hoursOpponent", XsdType::Int), |g| {
        int(g.opponent_left.hours)
    }),
    game(required("minutesOpponent", XsdType::Int), |g| {
        int(g.opponent_left.minutes)
    }),
    game(optional("moves", XsdType::String), |g| {
        FieldValue::Text(&g.moves)
    }),
    game(required("drawOffered", XsdType::Boolean), |g| {
        FieldValue::Boolean(g.draw_offered)
    }),
    game(optional("message", XsdType::String), |g| {
        FieldValue::Text(&g.message)
    }),
    game(optional("serverInfo", XsdType::String), |g| {
        FieldValue::Text(&g.server_info)
    }),
    game(required("setup", XsdType::Boolean), |g| {
        FieldValue::Boolean(g.fen.is_some())
    }),
    game(optional("fen", XsdType::String), |g| {
        g.fen
            .as_deref()
            .map_or(FieldValue::Absent, FieldValue::Text)
    }),
    game(required("result", XsdType::Result), |g| {
        FieldValue::Text(g.result.word())
    }),
    game(optional("eventDate", XsdType::String), |g| {
        FieldValue::Text(&g.event_date)
    }),
    game(optional("date", XsdType::String), |g| {
        FieldValue::Text(&g.date)
    }),
    game(optional("round", XsdType::String), |g| {
        FieldValue::Text(&g.round)
    }),
    game(optional("board", XsdType::String), |g| {
        FieldValue::Text(&g.board)
    }),
    // A client reads the ratings as numbers: left out when unknown, never empty.
    game(optional("whiteElo", XsdType::Int), |g| {
        g.white_elo.map_or(FieldValue::Absent, int)
    }),
    game(optional("blackElo", XsdType::Int), |g| {
        g.black_elo.map_or(FieldValue::Absent, int)
    }),
    game(optional("variant", XsdType::String), |g| {
        FieldValue::Text(&g.variant)
    }),
    game(optional("timeControl", XsdType::String), |g| {
        FieldValue::Text(&g.time_control)
    }),
    game(optional("gameLink", XsdType::String), |g| {
        FieldValue::Text(&g.game_link)
    }),
];

/// The parameters of `GetMyGames`, in the WSDL's order.
pub const GET_PARAMETERS: &[Field] = &[
    optional("username", XsdType::String),
    optional("password", XsdType::String),
];

/// The parameters of `MakeAMove`, in the WSDL's order (what
/// [`super::envelope`] reads).
pub const MOVE_PARAMETERS: &[Field] = &[
    optional("username", XsdType::String),
    optional("password", XsdType::String),
    required("gameId", XsdType::Int),
    required("resign", XsdType::Boolean),
    required("acceptDraw", XsdType::Boolean),
    required("movecount", XsdType::Int),
    optional("myMove", XsdType::String),
    required("offerDraw", XsdType::Boolean),
    required("claimDraw", XsdType::Boolean),
    optional("myMessage", XsdType::String),
];

#[cfg(test)]
pub(crate) mod tests {
    use super::{FieldValue, TimeLeft, XfccGame, XsdType, GAME_FIELDS};
    use crate::corr::ids::GameId;
    use crate::xfcc::codes::XfccResult;

    /// A game with every field set, awkward characters in its texts.
    pub(crate) fn sample(id: i64) -> XfccGame {
        XfccGame {
            id: GameId::new(id),
            white: "M\u{fc}ller, \"Ann\" <a&b>".into(),
            black: "Bo\u{1}b".into(),
            event: "Club Cup 2026".into(),
            site: "arbiter@example.org".into(),
            my_turn: true,
            has_white: false,
            player_left: TimeLeft::from_seconds(9 * 86_400 + 3 * 3_600),
            opponent_left: TimeLeft::from_seconds(10 * 86_400),
            moves: "1.e4 {[%ccsnt 2026.11.02,12:56]} e5 {[%ccsnt 2026.11.03,08:10]} ".into(),
            draw_offered: false,
            message: "hi\r\nthere".into(),
            server_info: String::new(),
            fen: Some("8/8/8/8/8/8/8/K6k w - - 0 1".into()),
            result: XfccResult::Ongoing,
            event_date: "2026.11.01".into(),
            date: "2026.11.02".into(),
            round: "1".into(),
            board: "2".into(),
            white_elo: Some(1850),
            black_elo: None,
            variant: "chess".into(),
            time_control: "10/4320000".into(),
            game_link: "https://chess.example/games/games/12.html".into(),
        }
    }

    #[test]
    fn each_value_has_its_fields_type_and_required_ones_are_always_there() {
        let mut bare = sample(3);
        bare.fen = None;
        bare.white_elo = None;
        for game in [sample(12), bare] {
            for field in GAME_FIELDS {
                let value = (field.value)(&game);
                let fits = match value {
                    FieldValue::Text(_) => {
                        matches!(field.field.xsd, XsdType::String | XsdType::Result)
                    }
                    FieldValue::Int(_) => field.field.xsd == XsdType::Int,
                    FieldValue::Boolean(_) => field.field.xsd == XsdType::Boolean,
                    FieldValue::Absent => !field.field.required,
                };
                assert!(fits, "{field:?}: {value:?}");
            }
        }
        let mut names: Vec<_> = GAME_FIELDS.iter().map(|f| f.field.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), GAME_FIELDS.len(), "a field twice");
    }

    #[test]
    fn time_left_is_cut_to_minutes() {
        assert_eq!(
            TimeLeft::from_seconds(86_399),
            TimeLeft {
                days: 0,
                hours: 23,
                minutes: 59
            }
        );
        assert_eq!(TimeLeft::from_seconds(i64::MAX).days, u32::MAX);
    }
}
