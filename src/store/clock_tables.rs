//! The correspondence tables: each game's clocks, players' leave, names, time
//! zones and former addresses, and each game's log. Instants are stored as RFC 3339
//! UTC text to the second ([`instant_text`]), spans as INTEGER seconds.

use super::CachedStatements;
use chrono::{DateTime, NaiveDate, SecondsFormat, Utc};
use rusqlite::{params, Connection, OptionalExtension};

use super::{all_rows, now, StoreError};
use crate::board::color::{ByColor, Color};
use crate::corr::clock::{Clock, Leave, TimeControl};
use crate::corr::ids::GameId;

/// An instant as stored: `2026-12-24T00:00:00Z`.
pub fn instant_text(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// Reads a stored instant.
///
/// # Errors
///
/// [`StoreError::Unreadable`].
pub fn read_instant(text: &str) -> Result<DateTime<Utc>, StoreError> {
    DateTime::parse_from_rfc3339(text)
        .map(|t| t.to_utc())
        .map_err(|_| StoreError::Unreadable {
            what: "instant",
            text: text.to_string(),
        })
}

/// Dates a game's creation (for a game made at a simulated time, `--now`).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_created_at(
    conn: &Connection,
    game_id: GameId,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    let text = at.to_rfc3339_opts(SecondsFormat::Millis, true);
    conn.execute_cached(
        "UPDATE games SET created_at = ?2, updated_at = ?2 WHERE id = ?1",
        params![game_id, text],
    )?;
    Ok(())
}

/// Writes (inserts or replaces) the clocks of a game.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn save_clock(conn: &Connection, game_id: GameId, clock: &Clock) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT OR REPLACE INTO clocks (game_id, control, white_used, black_used, white_left, \
         black_left, running, since, reminded) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            game_id,
            clock.control.to_string(),
            clock.used.white,
            clock.used.black,
            clock.left.white,
            clock.left.black,
            clock.running,
            clock.since.map(instant_text),
            clock.reminded,
        ],
    )?;
    Ok(())
}

/// The clocks of a game; `None` for a game without a time control.
///
/// # Errors
///
/// [`StoreError::Sqlite`]; [`StoreError::Unreadable`] for a stored control
/// or instant that does not read.
pub fn load_clock(conn: &Connection, game_id: GameId) -> Result<Option<Clock>, StoreError> {
    let row = conn
        .prepare_cached(
            "SELECT control, white_used, black_used, white_left, black_left, running, since, \
             reminded FROM clocks WHERE game_id = ?1",
        )?
        .query_row([game_id], |r| {
            Ok((
                r.get::<_, String>(0)?,
                ByColor::new(r.get::<_, i64>(1)?, r.get::<_, i64>(2)?),
                ByColor::new(r.get::<_, i64>(3)?, r.get::<_, i64>(4)?),
                r.get::<_, Option<Color>>(5)?,
                r.get::<_, Option<String>>(6)?,
                r.get::<_, Option<i64>>(7)?,
            ))
        })
        .optional()?;
    let Some((control, used, left, running, since, reminded)) = row else {
        return Ok(None);
    };
    clock_of(control, used, left, running, since, reminded).map(Some)
}

/// A clock from its stored columns: the control's text, time used and left per
/// side (White first), the running side, since when, and the last reminder.
///
/// # Errors
///
/// [`StoreError::Unreadable`] for a control or instant that does not read.
pub(crate) fn clock_of(
    control: String,
    used: ByColor<i64>,
    left: ByColor<i64>,
    running: Option<Color>,
    since: Option<String>,
    reminded: Option<i64>,
) -> Result<Clock, StoreError> {
    let control = TimeControl::parse(&control).map_err(|_| StoreError::Unreadable {
        what: "time control",
        text: control,
    })?;
    Ok(Clock {
        control,
        used,
        left,
        running,
        since: since.as_deref().map(read_instant).transpose()?,
        reminded,
    })
}

/// The games of active clocks (a side's clock running or paused), by number.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn clocked_games(conn: &Connection) -> Result<Vec<GameId>, StoreError> {
    all_rows(
        conn,
        "SELECT c.game_id FROM clocks c JOIN games g ON g.id = c.game_id \
         WHERE g.status = 'active' AND c.running IS NOT NULL ORDER BY c.game_id",
        [],
        |r| r.get(0),
    )
}

/// A player as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The player's number.
    pub id: i64,
    /// The registered address.
    pub email: String,
    /// The name the player set, if any.
    pub name: Option<String>,
    /// IANA time zone name (`Europe/Berlin`), when set.
    pub time_zone: Option<String>,
    /// ISO 639-1 language code (`de`), when set.
    pub language: Option<String>,
    /// How moves are written to the player (`san`, `long`, `numeric`,
    /// `figurine`), when set.
    pub notation: Option<String>,
}

/// The player with this address (compared case-insensitively), if known.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn player(conn: &Connection, email: &str) -> Result<Option<Player>, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT id, email, name, time_zone, language, notation FROM players WHERE email = ?1",
        )?
        .query_row([email], |r| {
            Ok(Player {
                id: r.get(0)?,
                email: r.get(1)?,
                name: r.get(2)?,
                time_zone: r.get(3)?,
                language: r.get(4)?,
                notation: r.get(5)?,
            })
        })
        .optional()?)
}

/// Sets a player's name.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_name(conn: &Connection, player_id: i64, name: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE players SET name = ?2 WHERE id = ?1",
        params![player_id, name],
    )?;
    Ok(())
}

/// Sets a player's time zone (an IANA name the caller has checked).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_time_zone(conn: &Connection, player_id: i64, zone: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE players SET time_zone = ?2 WHERE id = ?1",
        params![player_id, zone],
    )?;
    Ok(())
}

/// Sets a player's language (an ISO 639-1 code the caller has checked).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_language(conn: &Connection, player_id: i64, code: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE players SET language = ?2 WHERE id = ?1",
        params![player_id, code],
    )?;
    Ok(())
}

/// Sets how moves are written to a player (a notation name the caller has checked).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_notation(conn: &Connection, player_id: i64, name: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE players SET notation = ?2 WHERE id = ?1",
        params![player_id, name],
    )?;
    Ok(())
}

/// How the player at `email` reads boards (`grid`, `list`, `both`), when set.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn board_style(conn: &Connection, email: &str) -> Result<Option<String>, StoreError> {
    Ok(conn
        .prepare_cached("SELECT board FROM players WHERE email = ?1")?
        .query_row([email], |r| r.get(0))
        .optional()?
        .flatten())
}

/// Sets how a player reads boards (`grid`, `list` or `both`, checked by the
/// caller).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn set_board_style(conn: &Connection, player_id: i64, style: &str) -> Result<(), StoreError> {
    conn.execute_cached(
        "UPDATE players SET board = ?2 WHERE id = ?1",
        params![player_id, style],
    )?;
    Ok(())
}

/// Gives a player a new address; the old one goes to `player_addresses` with when
/// and by whom. Games, leave, names and the player's codes for
/// their games follow the player.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (e.g. the new address belongs to another player).
pub fn change_address(
    conn: &Connection,
    player_id: i64,
    old: &str,
    new: &str,
    at: DateTime<Utc>,
    by: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO player_addresses (player_id, email, replaced_at, replaced_by) VALUES (?1, ?2, ?3, ?4)",
        params![player_id, old, instant_text(at), by],
    )?;
    conn.execute_cached(
        "UPDATE players SET email = ?2 WHERE id = ?1",
        params![player_id, new],
    )?;
    // The player's codes are the player's, not the address's: a reply
    // from the new address that carries the code is the player's.
    conn.execute_cached(
        "UPDATE player_secrets SET email = ?2 WHERE email = ?1",
        params![old, new],
    )?;
    Ok(())
}

/// The former addresses of a player, oldest first: (address, replaced at).
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn former_addresses(
    conn: &Connection,
    player_id: i64,
) -> Result<Vec<(String, String)>, StoreError> {
    all_rows(
        conn,
        "SELECT email, replaced_at FROM player_addresses WHERE player_id = ?1 ORDER BY rowid",
        [player_id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}

/// One leave as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredLeave {
    /// The first day of leave (UTC), included.
    pub first_day: NaiveDate,
    /// The last day of leave (UTC), included.
    pub last_day: NaiveDate,
    /// When clocks stop and start again.
    pub span: Leave,
}

/// Records a leave of a player.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn add_leave(conn: &Connection, player_id: i64, leave: &StoredLeave) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO leaves (player_id, first_day, last_day, starts_at, ends_at, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            player_id,
            leave.first_day.to_string(),
            leave.last_day.to_string(),
            instant_text(leave.span.from),
            instant_text(leave.span.until),
            now()
        ],
    )?;
    Ok(())
}

/// Sets tournament `tournament`'s yearly leave allowance, in days.
///
/// # Errors
///
/// [`StoreError::Sqlite`] (also for a tournament that does not exist, or
/// more than 366 days).
pub fn set_tournament_leave_days(
    conn: &Connection,
    tournament: i64,
    days: u32,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO tournament_leave (tournament_id, days_per_year) VALUES (?1, ?2) \
         ON CONFLICT (tournament_id) DO UPDATE SET days_per_year = excluded.days_per_year",
        params![tournament, days],
    )?;
    Ok(())
}

/// Where a player's leave counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaveScope {
    /// Each tournament not finished that the player has not withdrawn from, by
    /// number, with its own yearly allowance in days if it has one.
    pub tournaments: Vec<(i64, Option<u32>)>,
    /// The player has an active game outside tournaments.
    pub outside_tournaments: bool,
}

/// Where the leave of the player with this address counts.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn leave_scope(conn: &Connection, email: &str) -> Result<LeaveScope, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT t.id, l.days_per_year FROM tournament_players tp \
         JOIN players p ON p.id = tp.player_id \
         JOIN tournaments t ON t.id = tp.tournament_id \
         LEFT JOIN tournament_leave l ON l.tournament_id = t.id \
         WHERE p.email = ?1 AND tp.withdrawn_at IS NULL AND t.status != 'finished' \
         ORDER BY t.id",
    )?;
    let tournaments = stmt
        .query_map([email], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<Vec<_>, _>>()?;
    let casual: i64 = conn.query_row_cached(
        concat!(
            "SELECT COUNT(*) FROM games g WHERE g.status = 'active' AND ",
            played_by_address!(),
            " AND g.id NOT IN (SELECT game_id FROM tournament_games)"
        ),
        [email],
        |r| r.get(0),
    )?;
    Ok(LeaveScope {
        tournaments,
        outside_tournaments: casual > 0,
    })
}

/// Every leave of the player with this address, earliest first (none for an
/// unknown address).
///
/// # Errors
///
/// [`StoreError::Sqlite`]; [`StoreError::Unreadable`].
pub fn leaves_of(conn: &Connection, email: &str) -> Result<Vec<StoredLeave>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT l.first_day, l.last_day, l.starts_at, l.ends_at FROM leaves l \
         JOIN players p ON p.id = l.player_id WHERE p.email = ?1 ORDER BY l.starts_at",
    )?;
    let rows = stmt
        .query_map([email], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(first, last, from, until)| {
            let day = |text: String| {
                text.parse::<NaiveDate>()
                    .map_err(|_| StoreError::Unreadable { what: "date", text })
            };
            Ok(StoredLeave {
                first_day: day(first)?,
                last_day: day(last)?,
                span: Leave {
                    from: read_instant(&from)?,
                    until: read_instant(&until)?,
                },
            })
        })
        .collect()
}

/// Appends a line to a game's log: who did what and why.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn log(
    conn: &Connection,
    game_id: GameId,
    at: DateTime<Utc>,
    actor: &str,
    action: &str,
    reason: &str,
) -> Result<(), StoreError> {
    conn.execute_cached(
        "INSERT INTO game_log (game_id, at, actor, action, reason) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![game_id, instant_text(at), actor, action, reason],
    )?;
    Ok(())
}

/// One line of a game's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    /// When, RFC 3339 UTC.
    pub at: String,
    /// Who: an address, or `clock`.
    pub actor: String,
    /// What: `time-forfeit`, `reminder`, `leave`, ...
    pub action: String,
    /// Why, in words; empty when none was given.
    pub reason: String,
}

/// A game's log, oldest first.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn game_log(conn: &Connection, game_id: GameId) -> Result<Vec<LogLine>, StoreError> {
    let mut stmt = conn
        .prepare("SELECT at, actor, action, reason FROM game_log WHERE game_id = ?1 ORDER BY id")?;
    let rows = stmt.query_map([game_id], |r| {
        Ok(LogLine {
            at: r.get(0)?,
            actor: r.get(1)?,
            action: r.get(2)?,
            reason: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<Result<Vec<_>, _>>()?)
}

/// Deletes the last turn of a game (an organiser's take-back); returns
/// its ply, or `None` when the game has no turn.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn delete_last_turn(conn: &Connection, game_id: GameId) -> Result<Option<u32>, StoreError> {
    let ply: Option<u32> = conn.query_row_cached(
        "SELECT MAX(ply) FROM turns WHERE game_id = ?1",
        [game_id],
        |r| r.get(0),
    )?;
    if let Some(ply) = ply {
        conn.execute_cached(
            "DELETE FROM turns WHERE game_id = ?1 AND ply = ?2",
            params![game_id, ply],
        )?;
    }
    Ok(ply)
}

/// The latest reply about a game to each address, oldest recipient first:
/// (to, subject, body), for an organiser's resend.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub fn last_replies(
    conn: &Connection,
    game_id: GameId,
) -> Result<Vec<(String, String, String)>, StoreError> {
    all_rows(
        conn,
        "SELECT o.to_addr, o.subject, c.body FROM outbox o JOIN outbox_content c ON c.id = o.id \
         WHERE o.game_id = ?1 AND o.id = \
         (SELECT MAX(p.id) FROM outbox p WHERE p.game_id = ?1 AND p.to_addr = o.to_addr) ORDER BY o.id",
        [game_id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )
}
