//! The five armies of Chess with Different Armies (Ralph Betza), as data: each
//! army's four non-royal piece types (rook, knight, bishop and queen places) with the
//! Betza strings of the rule text (read per ruling M7), FEN letters, and castling.
//!
//! FEN letters follow pychess-variants where it has the army (Colorbound Clobberers
//! `DWACKAWD`, Nutty Knights `GIHOKHIG`, Remarkable Rookies `SMFEKFMS`); Forward
//! FIDEs use `GUVXKVUG`.

use crate::board::pieces::CastlingWing;

/// One of the five armies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Army {
    /// Fabulous FIDEs (`fabulous-fides`): the FIDE pieces.
    FabulousFides,
    /// Colorbound Clobberers (`colorbound-clobberers`).
    ColorboundClobberers,
    /// Nutty Knights (`nutty-knights`).
    NuttyKnights,
    /// Remarkable Rookies (`remarkable-rookies`).
    RemarkableRookies,
    /// Forward FIDEs (`forward-fides`).
    ForwardFides,
}

/// A piece of an army: FEN letter (White's), English name, Betza string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArmyPiece {
    /// White's FEN letter (upper case; Black's is its lower case).
    pub letter: char,
    /// The English name (`Charging Rook`).
    pub name: &'static str,
    /// The Betza string of its moves (docs/rules/cwda.md).
    pub betza: &'static str,
}

const fn piece(letter: char, name: &'static str, betza: &'static str) -> ArmyPiece {
    ArmyPiece {
        letter,
        name,
        betza,
    }
}

impl Army {
    /// Every army, the default (Fabulous FIDEs) first.
    pub const ALL: [Army; 5] = [
        Army::FabulousFides,
        Army::ColorboundClobberers,
        Army::NuttyKnights,
        Army::RemarkableRookies,
        Army::ForwardFides,
    ];

    /// The option value naming the army, e.g. `nutty-knights`.
    pub fn id(self) -> &'static str {
        match self {
            Army::FabulousFides => "fabulous-fides",
            Army::ColorboundClobberers => "colorbound-clobberers",
            Army::NuttyKnights => "nutty-knights",
            Army::RemarkableRookies => "remarkable-rookies",
            Army::ForwardFides => "forward-fides",
        }
    }

    /// The army named by an option value.
    pub fn from_id(id: &str) -> Option<Army> {
        Army::ALL.into_iter().find(|a| a.id() == id)
    }

    /// Human name, e.g. `Nutty Knights`.
    pub fn name(self) -> &'static str {
        match self {
            Army::FabulousFides => "Fabulous FIDEs",
            Army::ColorboundClobberers => "Colorbound Clobberers",
            Army::NuttyKnights => "Nutty Knights",
            Army::RemarkableRookies => "Remarkable Rookies",
            Army::ForwardFides => "Forward FIDEs",
        }
    }

    /// The pieces on the rook, knight, bishop and queen places, with the Betza strings
    /// as the rule texts write them (M7).
    pub fn pieces(self) -> [ArmyPiece; 4] {
        match self {
            Army::FabulousFides => [
                piece('R', "Rook", "R"),
                piece('N', "Knight", "N"),
                piece('B', "Bishop", "B"),
                piece('Q', "Queen", "Q"),
            ],
            Army::ColorboundClobberers => [
                piece('D', "Bede", "BD"),
                piece('W', "Waffle", "WA"),
                piece('A', "FAD", "FAD"),
                piece('C', "Cardinal", "BN"),
            ],
            Army::NuttyKnights => [
                piece('G', "Charging Rook", "frlRbK"),
                piece('I', "Fibnif", "fbNF"),
                piece('H', "Charging Knight", "fhNrlbK"),
                piece('O', "Colonel", "fhNfrlRK"),
            ],
            Army::RemarkableRookies => [
                piece('S', "Short Rook", "R4"),
                piece('M', "Woody Rook", "WD"),
                piece('F', "Half-Duck", "HFD"),
                piece('E', "Chancellor", "RN"),
            ],
            Army::ForwardFides => [
                piece('G', "Charging Rook", "frlRrlbK"),
                piece('U', "Knishop", "fhNbB"),
                piece('V', "Bishight", "fBbhN"),
                piece('X', "Forequeen", "fsQbhNbK"),
            ],
        }
    }

    /// White's first rank, a-file to h-file (`K` for the king).
    pub fn back_rank(self) -> String {
        let [r, n, b, q] = self.pieces().map(|p| p.letter);
        [r, n, b, q, 'K', b, n, r].iter().collect()
    }

    /// Queen-side castling: FIDE's K e1-c1, R a1-d1, except the Colorbound
    /// Clobberers, who castle K e1-b1 and BD a1-c1 (M7).
    pub fn queen_side(self) -> CastlingWing {
        match self {
            Army::ColorboundClobberers => CastlingWing {
                king_from: 4,
                rook_from: 0,
                king_to: 1,
                rook_to: 2,
            },
            _ => CastlingWing {
                king_from: 4,
                rook_from: 0,
                king_to: 2,
                rook_to: 3,
            },
        }
    }

    /// King-side castling: K e1-g1, the rook-place piece h1-f1, for every army.
    pub fn king_side(self) -> CastlingWing {
        CastlingWing {
            king_from: 4,
            rook_from: 7,
            king_to: 6,
            rook_to: 5,
        }
    }
}
