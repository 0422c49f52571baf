//! Captains by mail: the players a captain names for a team in an open team
//! event, each waiting for the player's own confirmation (`team_entries`), and
//! a captain's requests that the organisers grant or refuse by mail
//! (`team_requests`: a replacement on a board, a team's withdrawal). The teams,
//! their captains and who holds each board are `tournament_teams` and
//! `tournament_team_members`; this module reads and writes those rows as a
//! captain's mail changes them.

use rusqlite::{params, Connection, OptionalExtension};

use super::connection::{all_rows, CachedStatements};
use super::error::StoreError;
use super::players::player_id;
use crate::corr::ids::GameId;

super::words::stored_words! {
    /// Where a player named by a captain stands: the `team_entries.status`
    /// column.
    pub enum ListedStatus: "team entry status" {
        /// Asked, not yet answered (`waiting`).
        Waiting = "waiting",
        /// The player confirmed: on the team (`confirmed`).
        Confirmed = "confirmed",
        /// The player said no (`declined`).
        Declined = "declined",
        /// Left out of the captain's order since (`dropped`).
        Dropped = "dropped",
    }
}

super::words::stored_words! {
    /// What a captain asks the organisers: the `team_requests.kind` column.
    pub enum RequestKind: "team request kind" {
        /// A new player takes over a board (`replace`).
        Replace = "replace",
        /// The team leaves the event (`withdraw`).
        Withdraw = "withdraw",
    }
}

super::words::stored_words! {
    /// Where a captain's request stands: the `team_requests.status` column.
    pub enum RequestStatus: "team request status" {
        /// Waiting for an organiser's answer (`asked`).
        Asked = "asked",
        /// Granted and carried out (`granted`).
        Granted = "granted",
        /// Refused by an organiser (`refused`).
        Refused = "refused",
    }
}

/// A team of an event with the event's number, as a captain's mail needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaptainedTeam {
    /// The event's number.
    pub tournament_id: i64,
    /// The team's pairing number, 1-based.
    pub seat: u32,
    /// The team's name.
    pub name: String,
    /// The captain's address.
    pub captain: String,
    /// RFC 3339 UTC of the team's withdrawal, if it withdrew.
    pub withdrawn_at: Option<String>,
}

/// A player a captain named, in the captain's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListedPlayer {
    /// The event's number.
    pub tournament_id: i64,
    /// The team's pairing number.
    pub team: u32,
    /// The place in the captain's order, 1-based.
    pub place: u32,
    /// The player's address, lower case.
    pub email: String,
    /// The name the captain wrote beside the address, if any.
    pub name: Option<String>,
    /// The token of the player's confirmation request.
    pub token: String,
    /// Where the entry stands.
    pub status: ListedStatus,
}

/// A captain's request to the organisers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRequest {
    /// The organisers' token (their answer carries it).
    pub token: String,
    /// The event's number.
    pub tournament_id: i64,
    /// The team's pairing number.
    pub team: u32,
    /// A replacement or a withdrawal.
    pub kind: RequestKind,
    /// The board to replace (a replacement only).
    pub board: Option<u32>,
    /// The new player's address (a replacement only), lower case.
    pub new_email: Option<String>,
    /// The address that asked (the captain).
    pub captain: String,
    /// Where the request stands.
    pub status: RequestStatus,
}

/// A team row: tournament_id, seat, name, captain's email, withdrawn_at.
fn team_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<CaptainedTeam> {
    Ok(CaptainedTeam {
        tournament_id: r.get(0)?,
        seat: r.get(1)?,
        name: r.get(2)?,
        captain: r.get(3)?,
        withdrawn_at: r.get(4)?,
    })
}

/// The columns [`team_from_row`] reads, `t` the teams and `p` the captain.
const TEAM_COLUMNS: &str = "SELECT t.tournament_id, t.seat, t.name, p.email, t.withdrawn_at \
     FROM tournament_teams t JOIN players p ON p.id = t.captain_id";

/// The teams of event `tournament`, by pairing number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn teams(conn: &Connection, tournament: i64) -> Result<Vec<CaptainedTeam>, StoreError> {
    all_rows(
        conn,
        &format!("{TEAM_COLUMNS} WHERE t.tournament_id = ?1 ORDER BY t.seat"),
        [tournament],
        team_from_row,
    )
}

/// Every team `captain` captains, in events not finished, by event and pairing
/// number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn captained_by(conn: &Connection, captain: &str) -> Result<Vec<CaptainedTeam>, StoreError> {
    all_rows(
        conn,
        &format!(
            "{TEAM_COLUMNS} JOIN tournaments e ON e.id = t.tournament_id \
             WHERE p.email = ?1 COLLATE NOCASE AND e.status != 'finished' \
             ORDER BY t.tournament_id, t.seat"
        ),
        [captain],
        team_from_row,
    )
}

/// Adds team `name` captained by `captain` to event `tournament` with the next
/// pairing number; returns it.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also when the name is taken in the event).
pub fn add_team(
    conn: &Connection,
    tournament: i64,
    name: &str,
    captain: &str,
) -> Result<u32, StoreError> {
    let seat: u32 = conn.query_row_cached(
        "SELECT COALESCE(MAX(seat), 0) + 1 FROM tournament_teams WHERE tournament_id = ?1",
        [tournament],
        |r| r.get(0),
    )?;
    super::team_tables::add_team(conn, tournament, seat, name, captain)?;
    Ok(seat)
}

/// A team entry row: tournament_id, team, place, email, name, token, status.
fn entry_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<ListedPlayer> {
    Ok(ListedPlayer {
        tournament_id: r.get(0)?,
        team: r.get(1)?,
        place: r.get(2)?,
        email: r.get(3)?,
        name: r.get(4)?,
        token: r.get(5)?,
        status: r.get(6)?,
    })
}

/// The columns [`entry_from_row`] reads.
const ENTRY_COLUMNS: &str =
    "SELECT tournament_id, team, place, email, name, token, status FROM team_entries";

/// Every player a captain named for team `team` of event `tournament`, in the
/// captain's order (the dropped ones last).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn entries_of(
    conn: &Connection,
    tournament: i64,
    team: u32,
) -> Result<Vec<ListedPlayer>, StoreError> {
    all_rows(
        conn,
        &format!(
            "{ENTRY_COLUMNS} WHERE tournament_id = ?1 AND team = ?2 \
             ORDER BY status = 'dropped', place"
        ),
        params![tournament, team],
        entry_from_row,
    )
}

/// Every player named for any team of event `tournament`, not dropped.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn named_in(conn: &Connection, tournament: i64) -> Result<Vec<ListedPlayer>, StoreError> {
    all_rows(
        conn,
        &format!(
            "{ENTRY_COLUMNS} WHERE tournament_id = ?1 AND status != 'dropped' ORDER BY team, place"
        ),
        [tournament],
        entry_from_row,
    )
}

/// The named player whose confirmation request carried `token`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn entry_by_token(conn: &Connection, token: &str) -> Result<Option<ListedPlayer>, StoreError> {
    Ok(conn
        .query_row_cached(
            &format!("{ENTRY_COLUMNS} WHERE token = ?1"),
            [token],
            entry_from_row,
        )
        .optional()?)
}

/// Writes a named player: a new row, or the place, name, token and status of
/// the player already named for the team.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn put_entry(conn: &Connection, entry: &ListedPlayer, at: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO team_entries (tournament_id, team, place, email, name, token, status, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) \
         ON CONFLICT (tournament_id, team, email) DO UPDATE SET place = ?3, name = ?5, \
         token = ?6, status = ?7",
        params![
            entry.tournament_id,
            entry.team,
            entry.place,
            entry.email,
            entry.name,
            entry.token,
            entry.status,
            at
        ],
    )?;
    Ok(())
}

/// Sets the status of the named player whose request carried `token`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_entry_status(
    conn: &Connection,
    token: &str,
    status: ListedStatus,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE team_entries SET status = ?2 WHERE token = ?1",
        params![token, status],
    )?;
    Ok(())
}

/// Who holds each board of team `team` of event `tournament` now: (board,
/// address), by board.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn holders(
    conn: &Connection,
    tournament: i64,
    team: u32,
) -> Result<Vec<(u32, String)>, StoreError> {
    all_rows(
        conn,
        "SELECT m.board, p.email FROM tournament_team_members m JOIN players p ON p.id = m.player_id \
         WHERE m.tournament_id = ?1 AND m.team = ?2 AND m.until IS NULL ORDER BY m.board",
        params![tournament, team],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}

/// Whether `email` holds or held a board of any team of event `tournament`,
/// or is named by a captain there and not dropped.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn in_event(conn: &Connection, tournament: i64, email: &str) -> Result<bool, StoreError> {
    let held: bool = conn.query_row_cached(
        "SELECT EXISTS (SELECT 1 FROM tournament_team_members m JOIN players p ON p.id = m.player_id \
         WHERE m.tournament_id = ?1 AND p.email = ?2 COLLATE NOCASE)",
        params![tournament, email],
        |r| r.get(0),
    )?;
    let named: bool = conn.query_row_cached(
        "SELECT EXISTS (SELECT 1 FROM team_entries WHERE tournament_id = ?1 \
         AND email = ?2 COLLATE NOCASE AND status NOT IN ('dropped', 'declined'))",
        params![tournament, email],
        |r| r.get(0),
    )?;
    Ok(held || named)
}

/// Before the start: the boards of team `team` held by `emails` in this order
/// (board 1 the first), from `at`; the rows there were are replaced.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_board_order(
    conn: &Connection,
    tournament: i64,
    team: u32,
    emails: &[String],
    at: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "DELETE FROM tournament_team_members WHERE tournament_id = ?1 AND team = ?2",
        params![tournament, team],
    )?;
    for (board, email) in (1u32..).zip(emails) {
        let player = player_id(conn, email)?;
        conn.execute_cached(
            "INSERT INTO tournament_team_members (tournament_id, team, board, player_id, since) \
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![tournament, team, board, player, at],
        )?;
    }
    Ok(())
}

/// During the event: board `board` of team `team` passes to `email` at `at`
/// (the holder's row closed, a new one opened).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn pass_board(
    conn: &Connection,
    tournament: i64,
    team: u32,
    board: u32,
    email: &str,
    at: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE tournament_team_members SET until = ?4 \
         WHERE tournament_id = ?1 AND team = ?2 AND board = ?3 AND until IS NULL",
        params![tournament, team, board, at],
    )?;
    let player = player_id(conn, email)?;
    conn.execute_cached(
        "INSERT INTO tournament_team_members (tournament_id, team, board, player_id, since) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![tournament, team, board, player, at],
    )?;
    Ok(())
}

/// The replacements granted to team `team` of event `tournament` so far.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn replacements_granted(
    conn: &Connection,
    tournament: i64,
    team: u32,
) -> Result<u32, StoreError> {
    Ok(conn.query_row_cached(
        "SELECT COUNT(*) FROM team_requests WHERE tournament_id = ?1 AND team = ?2 \
         AND kind = 'replace' AND status = 'granted'",
        params![tournament, team],
        |r| r.get(0),
    )?)
}

/// The replacements a team of event `tournament` may have (`--max-replacements`),
/// `None` when the event has no team rules.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn max_replacements(conn: &Connection, tournament: i64) -> Result<Option<u32>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT max_replacements FROM tournament_team_rules WHERE tournament_id = ?1",
            [tournament],
            |r| r.get(0),
        )
        .optional()?)
}

/// A request row: token, tournament_id, team, kind, board, new_email, captain,
/// status.
fn request_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<TeamRequest> {
    Ok(TeamRequest {
        token: r.get(0)?,
        tournament_id: r.get(1)?,
        team: r.get(2)?,
        kind: r.get(3)?,
        board: r.get(4)?,
        new_email: r.get(5)?,
        captain: r.get(6)?,
        status: r.get(7)?,
    })
}

/// Stores a captain's request, asked at `at`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn add_request(conn: &Connection, request: &TeamRequest, at: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO team_requests (token, tournament_id, team, kind, board, new_email, captain, \
         status, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            request.token,
            request.tournament_id,
            request.team,
            request.kind,
            request.board,
            request.new_email,
            request.captain,
            request.status,
            at
        ],
    )?;
    Ok(())
}

/// The request whose organisers' mail carried `token`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn request_by_token(conn: &Connection, token: &str) -> Result<Option<TeamRequest>, StoreError> {
    Ok(conn
        .query_row_cached(
            "SELECT token, tournament_id, team, kind, board, new_email, captain, status \
             FROM team_requests WHERE token = ?1",
            [token],
            request_from_row,
        )
        .optional()?)
}

/// Records the organiser's answer to the request of `token`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn answer_request(
    conn: &Connection,
    token: &str,
    status: RequestStatus,
    by: &str,
    at: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE team_requests SET status = ?2, answered_by = ?3, answered_at = ?4 WHERE token = ?1",
        params![token, status, by, at],
    )?;
    Ok(())
}

/// Marks team `team` of event `tournament` withdrawn at `at`.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn withdraw_team(
    conn: &Connection,
    tournament: i64,
    team: u32,
    at: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE tournament_teams SET withdrawn_at = ?3 WHERE tournament_id = ?1 AND seat = ?2",
        params![tournament, team, at],
    )?;
    Ok(())
}

/// Gives `email`'s side of game `game` to `new_email`: the game's player row
/// changes, and the old player's code for the game is deleted (it stops
/// working; the new player's is made when first needed).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn pass_game(
    conn: &Connection,
    game: GameId,
    email: &str,
    new_email: &str,
) -> Result<(), StoreError> {
    let old = player_id(conn, email)?;
    let new = player_id(conn, new_email)?;
    conn.execute_cached(
        "UPDATE games SET white_id = ?3 WHERE id = ?1 AND white_id = ?2",
        params![game, old, new],
    )?;
    conn.execute_cached(
        "UPDATE games SET black_id = ?3 WHERE id = ?1 AND black_id = ?2",
        params![game, old, new],
    )?;
    conn.execute_cached(
        "DELETE FROM player_secrets WHERE game_id = ?1 AND email = ?2 COLLATE NOCASE",
        params![game, email],
    )?;
    Ok(())
}
