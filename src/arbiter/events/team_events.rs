//! Team events in the service: a match of two teams or a team round robin,
//! made with their teams (a name, a captain, the players in board order), every
//! game of every round started at once, and the team crosstable with each
//! board's own table. The schedule and the standings are
//! [`crate::corr::teams`]; the rows are [`crate::store::team_tables`].
//!
//! Each member of a team is also an entrant of the event (pairing number
//! `(team - 1) * boards + board`), so that what reads entrants (their mail,
//! their language, a withdrawal, the archive) reads team events too.

use rusqlite::Connection;

use crate::arbiter::errors::{ArbiterError, TournamentError};
use crate::arbiter::events::lookup::{entrants_of, game_setup};
use crate::arbiter::events::table_form::TableForm;
use crate::arbiter::game::new_game::new_game_filed;
use crate::arbiter::office::{checked_address, Desk, Office};
use crate::corr::clock::TimeControl;
use crate::corr::ids::GameId;
use crate::corr::teams::{self, Team, TeamGame, TeamScore, TeamTieBreak};
use crate::corr::tiebreak::halves;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::store::team_tables::{self as team_rows, TeamGamePlace, TeamPrimaryScore, TeamRules};
use crate::store::tournament_tables::{self as rows, StoredTournament, TournamentSystem};
use crate::store::{self, clock_tables};
use serde_json::json;

/// A team as the organiser gives it: `Ajax=a1@x.org,a2@x.org` (the captain is
/// the first player) or `Ajax=captain@x.org:a1@x.org,a2@x.org` (a captain named
/// before a colon, who may also be one of the players).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEntry {
    /// The team's name.
    pub name: String,
    /// The captain's address, when named before the colon.
    pub captain: Option<String>,
    /// The players in board order: `EMAIL` or `Name <EMAIL>`.
    pub players: Vec<String>,
}

impl TeamEntry {
    /// Reads `NAME=PLAYER,PLAYER,...` or `NAME=CAPTAIN:PLAYER,PLAYER,...`
    /// (spaces around the words are dropped).
    ///
    /// ```
    /// use pbem_arbiter::arbiter::TeamEntry;
    /// let t = TeamEntry::read("Ajax = cap@x.org: a1@x.org, a2@x.org").unwrap();
    /// assert_eq!(t.name, "Ajax");
    /// assert_eq!(t.captain.as_deref(), Some("cap@x.org"));
    /// assert_eq!(t.players, ["a1@x.org", "a2@x.org"]);
    /// assert!(TeamEntry::read("a1@x.org,a2@x.org").is_none());
    /// ```
    ///
    /// `None` when there is no `=`, no name or no player.
    pub fn read(text: &str) -> Option<TeamEntry> {
        let (name, rest) = text.split_once('=')?;
        let name = name.trim();
        let (captain, players) = match rest.split_once(':') {
            Some((captain, players)) => (Some(captain.trim().to_string()), players),
            None => (None, rest),
        };
        let players: Vec<String> = players
            .split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(String::from)
            .collect();
        if name.is_empty() || players.is_empty() || captain.as_deref() == Some("") {
            return None;
        }
        Some(TeamEntry {
            name: name.to_string(),
            captain,
            players,
        })
    }
}

/// What a new team event needs beyond what every tournament has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTeams {
    /// A team round robin (3 teams or more) rather than a match of two.
    pub round_robin: bool,
    /// The teams, in pairing-number order.
    pub teams: Vec<TeamEntry>,
    /// Games each board plays in a meeting: 1, or 2 (one with each colour).
    pub games_per_board: u32,
    /// The score the teams are ranked by first.
    pub score: TeamScore,
    /// Replacements a team may have during the event.
    pub max_replacements: u32,
    /// The ordered team tie-breaks; `None`: the default for the score
    /// ([`teams::default_list`]).
    pub tiebreaks: Option<Vec<TeamTieBreak>>,
}

/// A team's name, captain and players read: each address checked.
struct ReadTeam {
    name: String,
    captain: String,
    players: Vec<(String, Option<String>)>,
}

/// The teams of a new team event read and checked ([`read`]), for [`store`].
pub(crate) struct ReadTeams(Vec<ReadTeam>);

/// A refusal of a new team event: its words (`tournament-team-*`).
fn refusal(phrase: Phrase) -> ArbiterError {
    TournamentError::System(phrase).into()
}

/// The teams of a new team event read and checked: no `--player`s
/// (`players`), `--double` for a round robin only, 1 or 2 games per board,
/// names once each, every player in one team only, teams of equal size, as
/// many teams as the system needs (fewer when captains may enter by mail,
/// `by_mail`).
///
/// # Errors
///
/// [`TournamentError::System`] with the reason; an address's error.
pub(crate) fn read(
    teams: &NewTeams,
    double: bool,
    players: &[String],
    by_mail: bool,
) -> Result<ReadTeams, ArbiterError> {
    if double && !teams.round_robin {
        return Err(refusal(Phrase::new("tournament-team-double-match")));
    }
    if !players.is_empty() {
        return Err(refusal(Phrase::new("tournament-team-players")));
    }
    if !(1..=2).contains(&teams.games_per_board) {
        return Err(refusal(
            Phrase::new("tournament-team-games-per-board")
                .with("games", teams.games_per_board.to_string()),
        ));
    }
    let mut read: Vec<ReadTeam> = Vec::new();
    for team in &teams.teams {
        if read.iter().any(|r| r.name.eq_ignore_ascii_case(&team.name)) {
            return Err(refusal(
                Phrase::new("tournament-team-name-twice").with("name", team.name.as_str()),
            ));
        }
        let players = entrants_of(&team.players)?;
        for (email, _) in &players {
            if let Some(other) = read
                .iter()
                .find(|r| r.players.iter().any(|(e, _)| e == email))
            {
                return Err(refusal(
                    Phrase::new("tournament-team-player-twice")
                        .with("email", email.as_str())
                        .with("team", team.name.as_str())
                        .with("other", other.name.as_str()),
                ));
            }
        }
        let captain = match team.captain.as_deref() {
            Some(text) => checked_address(text)?,
            None => players.first().map(|(e, _)| e.clone()).unwrap_or_default(),
        };
        read.push(ReadTeam {
            name: team.name.clone(),
            captain,
            players,
        });
    }
    check_sizes(&read)?;
    let given = read.len();
    if teams.round_robin && given < 3 && !by_mail {
        return Err(refusal(
            Phrase::new("tournament-team-round-robin-few").with("given", given.to_string()),
        ));
    }
    if !teams.round_robin && (given > 2 || (given < 2 && !by_mail)) {
        return Err(refusal(
            Phrase::new("tournament-team-match-two").with("given", given.to_string()),
        ));
    }
    Ok(ReadTeams(read))
}

/// Teams of equal size: the first team's size is every team's.
///
/// # Errors
///
/// [`TournamentError::System`] naming a team of another size.
fn check_sizes(read: &[ReadTeam]) -> Result<(), ArbiterError> {
    let Some(first) = read.first() else {
        return Ok(());
    };
    if let Some(other) = read.iter().find(|r| r.players.len() != first.players.len()) {
        return Err(refusal(
            Phrase::new("tournament-team-unequal")
                .with("team", other.name.as_str())
                .with("players", other.players.len())
                .with("first", first.name.as_str())
                .with("boards", first.players.len()),
        ));
    }
    Ok(())
}

/// The system of a new team event, as stored (`double`: a double team round
/// robin).
pub(crate) fn system(teams: &NewTeams, double: bool) -> rows::System {
    rows::System::Teams {
        round_robin: teams.round_robin,
        cycles: if double { 2 } else { 1 },
    }
}

/// Stores new team event `id`'s rules, tie-breaks, teams with their captains,
/// and members (each holding a board from `at`, and an entrant numbered
/// `(team - 1) * boards + board`).
///
/// # Errors
///
/// [`ArbiterError::Store`].
pub(crate) fn store(
    tx: &Connection,
    id: i64,
    teams: &NewTeams,
    read: &ReadTeams,
    at: &str,
) -> Result<(), ArbiterError> {
    if let Some(list) = teams.tiebreaks.as_deref().filter(|l| !l.is_empty()) {
        rows::set_tiebreaks(tx, id, Some(&teams::list_text(list)))?;
    }
    let score = match teams.score {
        TeamScore::GamePoints => TeamPrimaryScore::GamePoints,
        TeamScore::MatchPoints => TeamPrimaryScore::MatchPoints,
    };
    team_rows::set_rules(
        tx,
        id,
        TeamRules {
            games_per_board: teams.games_per_board,
            score,
            max_replacements: teams.max_replacements,
        },
    )?;
    let boards = read.0.first().map_or(0, |r| r.players.len()) as u32;
    for (i, team) in read.0.iter().enumerate() {
        let seat = i as u32 + 1;
        team_rows::add_team(tx, id, seat, &team.name, &team.captain)?;
        for (b, (email, name)) in team.players.iter().enumerate() {
            let board = b as u32 + 1;
            team_rows::add_member(tx, id, seat, board, email, at)?;
            rows::add_entrant(tx, id, (seat - 1) * boards + board, email)?;
            if let Some(name) = name.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
                let player = store::player_id(tx, email)?;
                clock_tables::set_name(tx, player, name)?;
            }
        }
    }
    Ok(())
}

/// Whether `system` is a team event's.
pub(crate) fn is_team(system: TournamentSystem) -> bool {
    matches!(
        system,
        TournamentSystem::TeamMatch | TournamentSystem::TeamRoundRobin
    )
}

/// Team event `t`'s rules, as stored (a team event made without them reads as
/// one game per board on game points, 3 replacements).
pub(crate) fn rules_of(conn: &Connection, t: &StoredTournament) -> Result<TeamRules, ArbiterError> {
    Ok(team_rows::rules(conn, t.id)?.unwrap_or(TeamRules {
        games_per_board: 1,
        score: TeamPrimaryScore::GamePoints,
        max_replacements: 3,
    }))
}

/// The primary score of `rules` as the correspondence floor names it.
pub(crate) fn primary(rules: &TeamRules) -> TeamScore {
    match rules.score {
        TeamPrimaryScore::GamePoints => TeamScore::GamePoints,
        TeamPrimaryScore::MatchPoints => TeamScore::MatchPoints,
    }
}

/// Team event `t`'s ordered tie-breaks: the organiser's, else the default for
/// its primary score.
///
/// # Errors
///
/// [`store::StoreError::Unreadable`] for a stored list that does not read.
pub(crate) fn tiebreaks_of(
    conn: &Connection,
    t: &StoredTournament,
    primary: TeamScore,
) -> Result<Vec<TeamTieBreak>, ArbiterError> {
    match rows::tiebreaks(conn, t.id)? {
        Some(text) => Ok(
            teams::parse_list(&text).map_err(|_| store::StoreError::Unreadable {
                what: "team tie-breaks",
                text,
            })?,
        ),
        None => Ok(teams::default_list(primary).to_vec()),
    }
}

/// Checks that team event `t` has teams to start: two for a match, three or
/// more for a round robin, each of the same size, with at least one board.
///
/// # Errors
///
/// [`TournamentError::System`] with the reason.
pub(crate) fn check_field(tx: &Connection, t: &StoredTournament) -> Result<(), ArbiterError> {
    let teams = team_rows::teams(tx, t.id)?;
    let given = teams.len();
    if t.system == TournamentSystem::TeamMatch && given != 2 {
        return Err(refusal(
            Phrase::new("tournament-team-match-two").with("given", given.to_string()),
        ));
    }
    if t.system == TournamentSystem::TeamRoundRobin && given < 3 {
        return Err(refusal(
            Phrase::new("tournament-team-round-robin-few").with("given", given.to_string()),
        ));
    }
    let members = holders(tx, t.id)?;
    let size = |seat: u32| members.iter().filter(|m| m.0 == seat).count();
    if let Some(first) = teams.first() {
        if let Some(other) = teams.iter().find(|o| size(o.seat) != size(first.seat)) {
            return Err(refusal(
                Phrase::new("tournament-team-unequal")
                    .with("team", other.name.as_str())
                    .with("players", size(other.seat))
                    .with("first", first.name.as_str())
                    .with("boards", size(first.seat)),
            ));
        }
        if size(first.seat) == 0 {
            return Err(TournamentError::TooFew(0).into());
        }
    }
    Ok(())
}

/// Who holds each board now: `(team, board, address)`, by team and board.
fn holders(conn: &Connection, id: i64) -> Result<Vec<(u32, u32, String)>, ArbiterError> {
    Ok(team_rows::members(conn, id)?
        .into_iter()
        .filter(|m| m.until.is_none())
        .map(|m| (m.team, m.board, m.email))
        .collect())
}

/// Starts team event `t`: every game of every round at once from the schedule
/// ([`teams::schedule`]), each made as every event's game is
/// ([`game_setup`]), filed under its round (its board a running number within
/// the round) and under its meeting and board; then marks it running. Returns
/// the games.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Template`].
pub(crate) fn start(
    desk: Desk<'_>,
    t: &StoredTournament,
    control: Option<TimeControl>,
) -> Result<Vec<GameId>, ArbiterError> {
    let Desk { office, tx } = desk;
    check_field(tx, t)?;
    let rules = rules_of(tx, t)?;
    let teams = team_rows::teams(tx, t.id)?;
    let held = holders(tx, t.id)?;
    let boards = held.iter().map(|h| h.1).max().unwrap_or(0);
    let email = |team: u32, board: u32| {
        held.iter()
            .find(|h| h.0 == team && h.1 == board)
            .map(|h| h.2.clone())
            .unwrap_or_default()
    };
    let mut games = Vec::new();
    let mut number_in_round: Vec<(u32, u32)> = Vec::new();
    for g in teams::schedule(teams.len() as u32, boards, rules.games_per_board, t.cycles) {
        let (home, away) = (email(g.home, g.board), email(g.away, g.board));
        let (white, black) = if g.home_white {
            (home, away)
        } else {
            (away, home)
        };
        let board_in_round = match number_in_round.iter_mut().find(|(r, _)| *r == g.round) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                number_in_round.push((g.round, 1));
                1
            }
        };
        let setup = game_setup(t, &white, &black, control);
        let file = |game_id: GameId| -> Result<(), ArbiterError> {
            let place = TeamGamePlace {
                game_id,
                home: g.home,
                away: g.away,
                board: g.board,
                game: g.game,
                home_white: g.home_white,
            };
            Ok(team_rows::add_game(tx, t.id, &place)?)
        };
        let event = Some((t.id, g.round, board_in_round));
        games.push(new_game_filed(desk, &setup, event, true, file)?);
    }
    rows::set_status(
        tx,
        t.id,
        rows::TournamentStatus::Running,
        &clock_tables::instant_text(office.now()),
    )?;
    Ok(games)
}

/// Team event `t`'s games as the standings read them: each game's meeting,
/// board and colours from its place, its result from the game.
fn played(
    tx: &Connection,
    t: &StoredTournament,
) -> Result<(Vec<TeamGamePlace>, Vec<TeamGame>), ArbiterError> {
    let places = team_rows::games(tx, t.id)?;
    let games = rows::games(tx, t.id)?;
    let mut played = Vec::with_capacity(places.len());
    for place in &places {
        let Some(g) = games.iter().find(|g| g.game_id == place.game_id) else {
            continue;
        };
        let white_halves = match g.result.as_deref() {
            Some("1-0") => Some(2),
            Some("1/2-1/2") => Some(1),
            Some("0-1") => Some(0),
            _ => None,
        };
        played.push(TeamGame {
            round: g.round,
            home: place.home,
            away: place.away,
            board: place.board,
            home_white: place.home_white,
            home_halves: white_halves.map(|w| if place.home_white { w } else { 2 - w }),
            unplayed: g.unplayed,
        });
    }
    Ok((places, played))
}

/// Team event `t`'s kind in `language`: `team match, 2 games per board, game
/// points first`.
fn kind(language: Language, t: &StoredTournament, rules: &TeamRules) -> String {
    let system = match (t.system, t.cycles) {
        (TournamentSystem::TeamMatch, _) => "event-kind-team-match",
        (_, 2) => "event-kind-team-double",
        _ => "event-kind-team-single",
    };
    Phrase::new("event-kind-team")
        .with("system", Phrase::new(system).in_language(language))
        .with("games", rules.games_per_board)
        .with("score", score_name(language, primary(rules)))
        .in_language(language)
}

/// A team score in words of `language`: `game points`, `match points`.
fn score_name(language: Language, score: TeamScore) -> String {
    Phrase::new(match score {
        TeamScore::GamePoints => "tiebreak-team-gpts",
        TeamScore::MatchPoints => "tiebreak-team-mpts",
    })
    .in_language(language)
}

/// The team crosstable of team event `t` and each board's own table, as text
/// or HTML (`form`), the words in `language`.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Template`].
pub(crate) fn table(
    office: &Office,
    conn: &Connection,
    t: &StoredTournament,
    form: TableForm,
    language: Language,
) -> Result<String, ArbiterError> {
    let rules = rules_of(conn, t)?;
    let primary = primary(&rules);
    let list = tiebreaks_of(conn, t, primary)?;
    let stored = team_rows::teams(conn, t.id)?;
    let members = team_rows::members(conn, t.id)?;
    let (_, games) = played(conn, t)?;
    let teams: Vec<Team> = stored
        .iter()
        .map(|s| Team {
            seat: s.seat,
            name: s.name.clone(),
            withdrawn: s.withdrawn_at.is_some(),
        })
        .collect();
    let name_of = |seat: u32| {
        stored
            .iter()
            .find(|s| s.seat == seat)
            .map_or_else(String::new, |s| s.name.clone())
    };
    let met = teams::meetings(&games);
    let seats: Vec<u32> = stored.iter().map(|s| s.seat).collect();
    let standings = teams::standings(&teams, &games, primary, &list);
    let rows_out: Vec<serde_json::Value> = standings
        .iter()
        .map(|line| {
            let cells: Vec<String> = seats
                .iter()
                .map(|&other| cell(&met, line.seat, other))
                .collect();
            json!({
                "rank": line.rank,
                "seat": line.seat,
                "name": name_of(line.seat),
                "cells": cells,
                "mp": line.match_points.to_string(),
                "gp": halves(line.game_halves),
                "tiebreaks": line.values.iter().map(ToString::to_string).collect::<Vec<_>>(),
            })
        })
        .collect();
    // The published site names a player by the public name (the name set,
    // else `Player N`), never by the address.
    let public: Vec<(String, String)> = if form == TableForm::Fragment {
        crate::store::publishing::public_names(conn)?
    } else {
        Vec::new()
    };
    let player_name = |m: &team_rows::StoredMember| -> String {
        if form != TableForm::Fragment {
            return m.display_name().to_string();
        }
        public
            .iter()
            .find(|(email, _)| email.eq_ignore_ascii_case(&m.email))
            .map_or_else(String::new, |(_, name)| name.clone())
    };
    let boards = members.iter().map(|m| m.board).max().unwrap_or(0);
    let board_tables: Vec<serde_json::Value> = (1..=boards)
        .map(|board| {
            let lines = teams::board_table(board, &games);
            let rows: Vec<serde_json::Value> = lines
                .iter()
                .map(|l| {
                    let players: Vec<String> = members
                        .iter()
                        .filter(|m| m.team == l.team && m.board == board)
                        .map(player_name)
                        .collect();
                    json!({
                        "rank": l.rank,
                        "team": name_of(l.team),
                        "player": players.join(", "),
                        "points": halves(l.halves),
                        "games": l.games,
                    })
                })
                .collect();
            json!({ "board": board, "rows": rows })
        })
        .collect();
    let heads: Vec<String> = list.iter().map(|t| t.acronym()).collect();
    let legend = crate::arbiter::events::table_words::team_legend(language, primary, &list);
    let heading =
        crate::arbiter::events::table_words::title(language, t, &kind(language, t, &rules));
    let values = json!({
        "title": heading,
        "lang": language.code(),
        "seats": seats,
        "tiebreaks": heads,
        "rows": rows_out,
        "legend": legend,
        "boards": board_tables,
    });
    if let Some(template) = form.team_template() {
        return Ok(office.templates.render(template, values)?);
    }
    Ok(table_text(language, &values))
}

/// The cell of the team crosstable for team `seat` against team `other`: each
/// of their meetings (two in a double round robin) as `2½ (2)`, the game
/// points and, once over, the match points (`(.)` while it is played); `*` on
/// the diagonal, empty when they do not meet.
fn cell(met: &[teams::MeetingScore], seat: u32, other: u32) -> String {
    if seat == other {
        return "*".to_string();
    }
    met.iter()
        .filter_map(|m| {
            let (gp, mp) = if m.home == seat && m.away == other {
                (m.home_halves, m.home_mp)
            } else if m.away == seat && m.home == other {
                (m.away_halves, m.away_mp)
            } else {
                return None;
            };
            Some(if m.over {
                format!("{} ({mp})", halves(gp))
            } else {
                format!("{} (.)", halves(gp))
            })
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The team table's values (see [`table`]) as plain text: the title, the team
/// crosstable, its legend, then each board's table.
fn table_text(language: Language, v: &serde_json::Value) -> String {
    let word = |id: &'static str| Phrase::new(id).in_language(language);
    let text = |v: &serde_json::Value| match v {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let list = |v: &serde_json::Value| v.as_array().cloned().unwrap_or_default();
    let mut head: Vec<String> = vec![word("table-rank"), word("table-number"), word("table-team")];
    head.extend(list(&v["seats"]).iter().map(text));
    head.push("MP".into());
    head.push("GP".into());
    head.extend(list(&v["tiebreaks"]).iter().map(text));
    let mut grid = vec![head];
    for row in list(&v["rows"]) {
        let mut line = vec![text(&row["rank"]), text(&row["seat"]), text(&row["name"])];
        line.extend(list(&row["cells"]).iter().map(text));
        line.push(text(&row["mp"]));
        line.push(text(&row["gp"]));
        line.extend(list(&row["tiebreaks"]).iter().map(text));
        grid.push(line);
    }
    let mut out = format!(
        "{}\n\n{}\n{}\n",
        text(&v["title"]),
        columns(&grid, &[2]),
        text(&v["legend"])
    );
    for b in list(&v["boards"]) {
        let title = Phrase::new("table-board-title")
            .with("board", text(&b["board"]))
            .in_language(language);
        let mut grid = vec![vec![
            word("table-rank"),
            word("table-team"),
            word("table-player"),
            word("table-points"),
            word("table-games"),
        ]];
        for row in list(&b["rows"]) {
            grid.push(
                ["rank", "team", "player", "points", "games"]
                    .iter()
                    .map(|k| text(&row[*k]))
                    .collect(),
            );
        }
        out.push_str(&format!("\n{title}\n{}", columns(&grid, &[1, 2])));
    }
    out
}

/// `grid` as text columns, each as wide as its widest cell (counted in
/// characters): the columns `left` (names) aligned left, the others right.
fn columns(grid: &[Vec<String>], left: &[usize]) -> String {
    let n = grid.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..n)
        .map(|i| {
            grid.iter()
                .filter_map(|r| r.get(i))
                .map(|c| c.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in grid {
        let cells: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let pad = widths[i].saturating_sub(c.chars().count());
                if left.contains(&i) {
                    format!("{c}{}", " ".repeat(pad))
                } else {
                    format!("{}{c}", " ".repeat(pad))
                }
            })
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}
