//! The digest: at each of a player's digest times (wall-clock times in the
//! player's time zone, `corr::digest`), the mails about opponents' moves that
//! waited (`store::digests`) become one mail listing every game where it is the
//! player's move, each with its board (in the HTML part as a picture with the
//! board in words as its alt text, and as a table), the opponent's last move, the status and
//! the clock lines with the deadline. Exactly once: the entries are marked taken,
//! the digest queued into the outbox and the player's next digest time written in
//! one transaction, so a move that lands while a digest is built is in this
//! digest or the next, never in none and never in two; a crash before the commit
//! leaves the digest due, and the next poll builds it again.

use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::{json, Value};

use crate::arbiter::auth;
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::dialect_of;
use crate::arbiter::office::{load, Arbiter, Desk, Office};
use crate::arbiter::outgoing::compose::{self, Body, GameContext};
use crate::corr::digest::DigestTimes;
use crate::corr::ids::GameId;
use crate::notation::move_label;
use crate::notation::words::Phrase;
use crate::output::drawing::Board;
use crate::output::locale;
use crate::store::digests::{self, DigestItem, DuePlayer};
use crate::store::{self, StoreError};

/// How many players' digests one transaction builds: one commit (and its sync
/// to disk) for this many, so that thousands due in the same minute go in a few
/// seconds; each digest is still whole or absent, as the transaction is.
const PLAYERS_PER_TRANSACTION: usize = 256;

impl Arbiter {
    /// Builds and queues every digest due at the arbiter's now (on every poll,
    /// after the clocks), `PLAYERS_PER_TRANSACTION` (256) players to a transaction;
    /// returns how many digests were queued. A player whose digest falls due
    /// with nothing waiting gets none; either way the next digest time is set.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`],
    /// [`ArbiterError::Corrupt`] for a game that does not load (the batch's
    /// transaction is rolled back: those digests stay due).
    pub fn send_digests(&mut self) -> Result<usize, ArbiterError> {
        let now = self.office.now();
        let now_text = utc_text(now);
        let mut queued = 0;
        loop {
            let tx = self.store.transaction()?;
            let due = digests::due_players(&tx, &now_text, PLAYERS_PER_TRANSACTION)?;
            if due.is_empty() {
                break;
            }
            for player in &due {
                if digest_one(self.office.desk(&tx), player, now)? {
                    queued += 1;
                }
            }
            tx.commit().map_err(StoreError::from)?;
        }
        Ok(queued)
    }
}

/// The digest of `player`, due at `now`: its next time set and, when entries
/// wait, the digest queued and the entries taken by it. True when queued.
///
/// # Errors
///
/// As [`Arbiter::send_digests`].
fn digest_one(
    desk: Desk<'_>,
    player: &DuePlayer,
    now: DateTime<Utc>,
) -> Result<bool, ArbiterError> {
    let Desk { office, tx } = desk;
    let zone = player
        .time_zone
        .as_deref()
        .and_then(|z| z.parse::<chrono_tz::Tz>().ok())
        .unwrap_or(chrono_tz::UTC);
    let times = player
        .times
        .as_deref()
        .and_then(|t| DigestTimes::read(t).ok().flatten());
    let next = times.and_then(|t| t.next_after(now, zone));
    digests::set_next(tx, player.id, next.map(utc_text).as_deref())?;
    let entries = digests::waiting(tx, player.id)?;
    let Some(last) = entries.last() else {
        return Ok(false);
    };
    let OnMove {
        ids: on_move,
        games,
        first: first_board,
        more_boards,
    } = games_on_move(office, tx, &player.email)?;
    let news: Vec<Value> = entries
        .iter()
        .filter(|e| !on_move.contains(&e.game_id))
        .map(|e: &DigestItem| json!({"game": e.game_id, "summary": e.summary}))
        .collect();
    let dialect = dialect_of(tx, &player.email)?;
    let language = dialect.language.unwrap_or_default();
    let local = now.with_timezone(&zone);
    let when = locale::date_time(language, &local)
        .map(|t| format!("{t} {}", local.format("%Z")))
        .unwrap_or_else(|| local.format("%a %-d %b %Y %H:%M %Z").to_string());
    let text = office.templates.render(
        "digest.txt",
        json!({
            "lang": language.code(),
            "when": when,
            "games": games,
            "news": news,
            "several": (games.len() > 1).then(|| compose::several_games_example(dialect)),
            "arbiter_name": office.config.arbiter.name,
        }),
    )?;
    let body = match &first_board {
        Some(context) => Body::with_boards(&text, context, &more_boards),
        None => Body::from(&text),
    };
    let row = queue_digest(office, tx, &player.email, games.len(), body)?;
    digests::take(tx, player.id, last.id, row)?;
    Ok(true)
}

/// Queues the digest `body` to `email`, naming the `on_move` games where it is
/// the player's move, with the player code (as the overview's: it proves a reply
/// with turns for several games; a player without games gets none) in the
/// subject and the Reply-To. The outbox row's id.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Random`].
fn queue_digest(
    office: &Office,
    tx: &Connection,
    email: &str,
    on_move: usize,
    body: Body<'_>,
) -> Result<i64, ArbiterError> {
    let own = &office.config.arbiter.address;
    let code = auth::player_code_for(tx, email)?;
    let language = crate::arbiter::office::dialect_of(tx, email)?
        .language
        .unwrap_or_default();
    let words = Phrase::new("digest-subject")
        .with("count", on_move)
        .in_language(language);
    let subject = format!(
        "{words}{}",
        code.as_ref()
            .map_or_else(String::new, |c| format!(" [Player {c}]")),
    );
    let reply_to = code.map_or_else(
        || own.clone(),
        |c| auth::plus_address(own, &auth::player_tag(&c)),
    );
    compose::Reply::new(email, &subject, body)
        .reply_to(Some(reply_to))
        .queue_row(office.desk(tx))
}

/// The games where it is a player's move, as the digest shows them.
struct OnMove {
    /// Their numbers, in order.
    ids: Vec<GameId>,
    /// Each as the digest template reads it.
    games: Vec<Value>,
    /// The first one's context (its board for the HTML part).
    first: Option<GameContext>,
    /// The boards of the others, in order, for the HTML part.
    more_boards: Vec<Board>,
}

/// Every running game of the player at `email` where it is that player's move,
/// by game number.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Corrupt`].
fn games_on_move(office: &Office, tx: &Connection, email: &str) -> Result<OnMove, ArbiterError> {
    let mut on_move = OnMove {
        ids: Vec::new(),
        games: Vec::new(),
        first: None,
        more_boards: Vec::new(),
    };
    for id in store::active_games_of(tx, email)? {
        let Some((game, record)) = load(tx, id)? else {
            continue;
        };
        let Some(color) = game.color_of(email) else {
            continue;
        };
        if record.outcome().is_some() || record.next_turn().1 != color {
            continue;
        }
        let context =
            compose::game_context(office.desk(tx), &game, &record, color, game.draw_offer)?;
        // The opponent's last move in the notation and letters of the
        // player's settings.
        let dialect = dialect_of(tx, email)?;
        let last_move = record.turns().last().map(|t| {
            format!(
                "{} {}",
                move_label(t.number, t.side),
                dialect.write(&t.canonical, t.forms.as_ref())
            )
        });
        on_move.ids.push(game.id);
        on_move.games.push(json!({
            "game": game.id,
            "white": context["white"],
            "black": context["black"],
            "variant_name": context["variant_name"],
            "last_move": last_move,
            "diagram": context["diagram"],
            "status": context["status"],
            "clock": context["clock"],
        }));
        if on_move.first.is_none() {
            on_move.first = Some(context);
        } else {
            on_move.more_boards.push(context.board);
        }
    }
    Ok(on_move)
}

/// `at` as the digests' columns keep it: RFC 3339 UTC to the second.
pub(crate) fn utc_text(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}
