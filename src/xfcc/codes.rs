//! The words of the wire: the namespaces, the operations, the SOAP 1.1 fault
//! codes, and the XfccBasic enumerations ([`XfccResult`], [`MakeAMoveResult`]).

use std::fmt;

/// The XfccBasic service's namespace: the operations' elements and their
/// parameters are in it (ICCF's WSDL `targetNamespace`).
pub const SERVICE_NS: &str = "http://www.bennedik.com/webservices/XfccBasic";

/// The SOAP 1.1 envelope's namespace (SOAP 1.1 §4.1.2, W3C Note 2000-05-08).
pub const SOAP_NS: &str = "http://schemas.xmlsoap.org/soap/envelope/";

/// The SOAP 1.2 envelope's namespace: XfccBasic speaks SOAP 1.1 only, and an
/// envelope in this one is a `VersionMismatch`.
pub const SOAP12_NS: &str = "http://www.w3.org/2003/05/soap-envelope";

/// The XML Schema instance namespace, of `xsi:nil`.
pub const XSI_NS: &str = "http://www.w3.org/2001/XMLSchema-instance";

/// The two operations of XfccBasic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operation {
    /// `GetMyGames(username, password)`: the player's games.
    GetMyGames,
    /// `MakeAMove(username, password, gameId, ...)`: a move, a flag, a message.
    MakeAMove,
}

impl Operation {
    /// The operation's element name (and the last part of its `SOAPAction`):
    /// `GetMyGames` or `MakeAMove`.
    pub fn name(self) -> &'static str {
        match self {
            Operation::GetMyGames => "GetMyGames",
            Operation::MakeAMove => "MakeAMove",
        }
    }

    /// The operation named `name` exactly (the case counts, as in XML).
    pub fn named(name: &str) -> Option<Operation> {
        match name {
            "GetMyGames" => Some(Operation::GetMyGames),
            "MakeAMove" => Some(Operation::MakeAMove),
            _ => None,
        }
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A SOAP 1.1 fault code (SOAP 1.1 §4.4.1), written `soap:` and its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaultCode {
    /// The envelope is not in the SOAP 1.1 namespace.
    VersionMismatch,
    /// A header entry with `mustUnderstand="1"` that the arbiter does not know.
    MustUnderstand,
    /// The request itself is wrong: the client should not send it again as it is.
    Client,
    /// The arbiter failed: the same request may work later.
    Server,
}

impl FaultCode {
    /// The qualified name written in `faultcode`: `soap:Client`, ...
    pub fn qualified(self) -> &'static str {
        match self {
            FaultCode::VersionMismatch => "soap:VersionMismatch",
            FaultCode::MustUnderstand => "soap:MustUnderstand",
            FaultCode::Client => "soap:Client",
            FaultCode::Server => "soap:Server",
        }
    }
}

/// Generates a wire enum: the variants, their words (`word`), and `ALL` in
/// the order the WSDL lists them.
macro_rules! wire_words {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every value, in the order the WSDL lists them.
            pub const ALL: &'static [$name] = &[$($name::$variant,)+];

            /// The word on the wire (the variant's name).
            pub fn word(self) -> &'static str {
                match self {
                    $($name::$variant => stringify!($variant),)+
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.word())
            }
        }
    };
}

wire_words! {
    /// An `XfccGame`'s `result`: how the game stands or ended (ICCF's `Result`
    /// enumeration).
    XfccResult {
        /// Still being played.
        Ongoing,
        /// White won (checkmate, resignation, a loss on time).
        WhiteWins,
        /// Black won.
        BlackWins,
        /// Drawn.
        Draw,
        /// White won by an organiser's decision.
        WhiteWinAdjudicated,
        /// Black won by an organiser's decision.
        BlackWinAdjudicated,
        /// Drawn by an organiser's decision.
        DrawAdjudicated,
        /// Black lost by default (White wins without play).
        WhiteDefaulted,
        /// White lost by default.
        BlackDefaulted,
        /// Both lost by default.
        BothDefaulted,
        /// Cancelled (aborted) without a result.
        Cancelled,
        /// Waiting for an organiser's decision.
        AdjudicationPending,
    }
}

wire_words! {
    /// The answer to a `MakeAMove` (ICCF's `MakeAMoveResult` enumeration, and
    /// `FeatureUnavailable`, which Scid knows): the call's outcome, sent with
    /// HTTP 200, never as a fault.
    MakeAMoveResult {
        /// Done.
        Success,
        /// The arbiter failed; nothing changed, the call may be sent again.
        ServerError,
        /// Wrong username or password (or guessing held).
        AuthenticationFailed,
        /// No game has that number.
        InvalidGameID,
        /// The game is someone else's.
        NotYourGame,
        /// The opponent is to move, or the game is over.
        NotYourTurn,
        /// `movecount` is not the number of the move to play.
        InvalidMoveNumber,
        /// The move is not legal or does not read.
        InvalidMove,
        /// `acceptDraw` without a standing offer of the opponent.
        NoDrawWasOffered,
        /// The player's time ran out before the call.
        LostOnTime,
        /// The player is on leave.
        YouAreOnLeave,
        /// The move fits more than one legal move.
        MoveIsAmbiguous,
        /// The call asks for something this server does not do.
        FeatureUnavailable,
    }
}
