//! The games of a team event as played and each meeting's game and match points.

/// A game as played, for the standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamGame {
    /// The round, 1-based.
    pub round: u32,
    /// The first-named team of the meeting (pairing number).
    pub home: u32,
    /// The other team (pairing number).
    pub away: u32,
    /// The board, 1-based.
    pub board: u32,
    /// Whether the home team's player had White.
    pub home_white: bool,
    /// The home team's player's points in half points (2 win, 1 draw, 0 loss);
    /// `None` while the game runs or when it ended without a result.
    pub home_halves: Option<u32>,
    /// Not played over the board: a forfeit.
    pub unplayed: bool,
}

/// A team as the standings see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Team {
    /// Pairing number, 1-based.
    pub seat: u32,
    /// The name the tables show.
    pub name: String,
    /// Withdrew from the event.
    pub withdrawn: bool,
}

/// The event's primary score (C.07 Art. 5.1: MPTS, match points; GPTS, game
/// points).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TeamScore {
    /// Match points: 2 for a meeting won, 1 drawn, 0 lost (`MPTS`, `mp`).
    MatchPoints,
    /// Game points: the points of the team's games (`GPTS`, `gp`).
    GamePoints,
}

impl TeamScore {
    /// Reads `mp`, `gp`, `MPTS` or `GPTS` (any case); `None` for anything else.
    ///
    /// ```
    /// use pbem_arbiter::corr::teams::TeamScore;
    /// assert_eq!(TeamScore::parse("gp"), Some(TeamScore::GamePoints));
    /// assert_eq!(TeamScore::parse(" MPTS "), Some(TeamScore::MatchPoints));
    /// assert_eq!(TeamScore::parse("points"), None);
    /// ```
    pub fn parse(text: &str) -> Option<TeamScore> {
        match text.trim().to_ascii_uppercase().as_str() {
            "MP" | "MPTS" => Some(TeamScore::MatchPoints),
            "GP" | "GPTS" => Some(TeamScore::GamePoints),
            _ => None,
        }
    }

    /// FIDE's acronym: `MPTS`, `GPTS`.
    pub fn acronym(self) -> &'static str {
        match self {
            TeamScore::MatchPoints => "MPTS",
            TeamScore::GamePoints => "GPTS",
        }
    }

    /// The short form of the command line and of the TieBreakServer's
    /// suffixes: `mp`, `gp`.
    pub fn short(self) -> &'static str {
        match self {
            TeamScore::MatchPoints => "mp",
            TeamScore::GamePoints => "gp",
        }
    }

    /// In words: `match points`, `game points`.
    pub fn name(self) -> &'static str {
        match self {
            TeamScore::MatchPoints => "match points",
            TeamScore::GamePoints => "game points",
        }
    }

    /// The other one.
    pub fn other(self) -> TeamScore {
        match self {
            TeamScore::MatchPoints => TeamScore::GamePoints,
            TeamScore::GamePoints => TeamScore::MatchPoints,
        }
    }
}

/// One meeting's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeetingScore {
    /// The round, 1-based.
    pub round: u32,
    /// The first-named team (pairing number).
    pub home: u32,
    /// The other team (pairing number).
    pub away: u32,
    /// The home team's game points so far, in half points.
    pub home_halves: u32,
    /// The away team's game points so far, in half points.
    pub away_halves: u32,
    /// The home team's match points (2, 1, 0) once the meeting is over; 0 before.
    pub home_mp: u32,
    /// The away team's match points (2, 1, 0) once the meeting is over; 0 before.
    pub away_mp: u32,
    /// Whether every game of the meeting has a result.
    pub over: bool,
}

/// The meetings of `games` (one per round, home and away team), in the order of
/// their first game: each side's game points and, once every game has a result,
/// the match points (2 to the side with more game points, 1 each when equal).
pub fn meetings(games: &[TeamGame]) -> Vec<MeetingScore> {
    let mut out: Vec<MeetingScore> = Vec::new();
    for g in games {
        let i = match out
            .iter()
            .position(|m| m.round == g.round && m.home == g.home && m.away == g.away)
        {
            Some(i) => i,
            None => {
                out.push(MeetingScore {
                    round: g.round,
                    home: g.home,
                    away: g.away,
                    home_halves: 0,
                    away_halves: 0,
                    home_mp: 0,
                    away_mp: 0,
                    over: true,
                });
                out.len() - 1
            }
        };
        let m = &mut out[i];
        match g.home_halves {
            Some(h) => {
                m.home_halves += h.min(2);
                m.away_halves += 2 - h.min(2);
            }
            None => m.over = false,
        }
    }
    for m in &mut out {
        if m.over {
            (m.home_mp, m.away_mp) = match m.home_halves.cmp(&m.away_halves) {
                std::cmp::Ordering::Greater => (2, 0),
                std::cmp::Ordering::Equal => (1, 1),
                std::cmp::Ordering::Less => (0, 2),
            };
        }
    }
    out
}
