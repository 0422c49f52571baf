//! A player's overview of their games by mail (`games` or `overview`): every
//! running game, most urgent first (the player's move before the opponent's,
//! least time left first), each saying when mail to the opponent comes back
//! undelivered (`message::bounces`), then the games finished in the last 30 days. The
//! answer goes to the sender's address alone, so no code is needed to ask; it
//! carries the player's code (`+p-CODE`, `[Player CODE]`), so that a reply to it
//! may hold turns for several games. The games are read in one query
//! (`store::overview`), whatever their number.

use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde::Serialize;
use serde_json::json;

use crate::arbiter::auth;
use crate::arbiter::errors::ArbiterError;
use crate::arbiter::office::dialect_of;
use crate::arbiter::office::{rate_limited, Handled, MessageInHand, MessageOutcome, Office};
use crate::arbiter::outgoing::compose;
use crate::arbiter::played::clock_text::{leaves, when};
use crate::board::geometry::Color;
use crate::corr::clock::{span, Leave};
use crate::notation::dialect::Dialect;
use crate::notation::forms::SquareForms;
use crate::notation::move_label;
use crate::notation::words::Phrase;
use crate::output::locale;
use crate::store::clock_tables;
use crate::store::overview::{games_of, OverviewGame};

/// How far back the overview lists finished games.
const FINISHED_DAYS: i64 = 30;

/// One running game as the overview shows it.
#[derive(Debug, Serialize)]
struct Running {
    id: String,
    variant: String,
    opponent: String,
    colour: String,
    your_move: bool,
    to_move: String,
    left: Option<String>,
    deadline: Option<String>,
    last: String,
    moves: u32,
    link: Option<String>,
    /// Since when mail to the opponent comes back undelivered, as the reader
    /// reads instants; `None` while it arrives.
    bounces: Option<String>,
    /// How urgent: the player's move first, then the least time left.
    #[serde(skip)]
    urgency: (bool, i64, i64),
}

/// One finished game as the overview shows it.
#[derive(Debug, Serialize)]
struct Finished {
    id: String,
    variant: String,
    opponent: String,
    colour: String,
    result: String,
    termination: String,
    ended: String,
    link: Option<String>,
}

impl Office {
    /// The answer to `games` or `overview`: the sender's games, sent to the
    /// sender alone (an answer to the sender, under the hourly limit); an address
    /// that plays no game is told so.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`],
    /// [`ArbiterError::Random`].
    pub(crate) fn overview(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
    ) -> Result<Handled, ArbiterError> {
        if let Some(why) = &in_hand.quiet {
            return Ok(rate_limited(why, "overview of the sender's games", None));
        }
        let Some(code) = auth::player_code_for(tx, in_hand.sender)? else {
            return self.refuse_saying(tx, in_hand, None, &Phrase::new("refused-no-overview"));
        };
        let (body, running, yours) = self.overview_text(tx, in_hand.sender)?;
        let own = &self.config.arbiter.address;
        let language = crate::arbiter::office::dialect_of(tx, in_hand.sender)?
            .language
            .unwrap_or_default();
        let words = Phrase::new("overview-subject")
            .with("running", running)
            .with("yours", yours)
            .in_language(language);
        let subject = format!("[Player {code}] {words}");
        compose::Reply::new(in_hand.sender, &subject, &body)
            .answering(in_hand.msg)
            .reply_to(Some(auth::plus_address(own, &auth::player_tag(&code))))
            .queue(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Answered,
            detail: format!("overview: {running} running games, the player's move in {yours}"),
            game: None,
        })
    }

    /// The overview's text for `email`, with the number of running games and of
    /// those where it is the player's move.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`].
    pub(crate) fn overview_text(
        &self,
        tx: &Connection,
        email: &str,
    ) -> Result<(String, usize, usize), ArbiterError> {
        let now = self.now();
        let since = clock_tables::instant_text(now - chrono::Duration::days(FINISHED_DAYS));
        let games = games_of(tx, email, &since)?;
        let zone = clock_tables::player(tx, email)?.and_then(|p| p.time_zone);
        let own_leaves = leaves(tx, email)?;
        let reader = Reader {
            now,
            leaves: &own_leaves,
            zone: zone.as_deref(),
            dialect: dialect_of(tx, email)?,
        };
        let base = self.config.publish.base_url.as_deref();
        let mut running = Vec::new();
        let mut finished = Vec::new();
        for game in &games {
            let link = link(base, game);
            match &game.ended {
                None => running.push(running_game(game, &reader, link)),
                Some(end) => finished.push(finished_game(game, end, &reader, link)),
            }
        }
        running.sort_by_key(|g| g.urgency);
        finished.sort_by(|a, b| b.ended.cmp(&a.ended));
        let yours = running.iter().filter(|g| g.your_move).count();
        let body = self.templates.render(
            "overview.txt",
            json!({
                "lang": reader.dialect.language.unwrap_or_default().code(),
                "running": running,
                "finished": finished,
                "yours": yours,
                "days": FINISHED_DAYS,
                "zone": zone,
                "several": compose::several_games_example(reader.dialect),
                "arbiter_name": self.config.arbiter.name,
            }),
        )?;
        Ok((body, running.len(), yours))
    }
}

/// The page of a public game on the published site, when its address is set.
fn link(base: Option<&str>, game: &OverviewGame) -> Option<String> {
    let base = base?.trim_end_matches('/');
    (!game.private).then(|| format!("{base}/games/{}.html", game.id))
}

/// The variant's name, else its id as stored.
fn variant_name(id: &str) -> String {
    crate::rules::variant(id).map_or_else(|_| id.to_string(), |v| v.name.to_string())
}

/// The side to move: the running clock's, else the side after the last turn,
/// else the side a FEN-like position text names in its second field (White when
/// it names none).
fn side_to_move(game: &OverviewGame) -> Color {
    if let Some(side) = game.clock.as_ref().and_then(|c| c.running) {
        return side;
    }
    if let Some(last) = &game.last {
        return last.side.opponent();
    }
    match game.position.split_whitespace().nth(1) {
        Some("b") => Color::Black,
        _ => Color::White,
    }
}

/// Who reads the overview: the time it is written at, the reader's own
/// leaves, time zone and the notation and letters of their settings.
struct Reader<'a> {
    now: DateTime<Utc>,
    leaves: &'a [Leave],
    zone: Option<&'a str>,
    dialect: Dialect,
}

/// The last turn in the notation and letters (or figurines) of the player's
/// settings: `23... Nf6`, `23... 7866`, or `none yet`. The long and numeric
/// forms are the ones kept with the turn: the overview reads no position.
fn last_turn(game: &OverviewGame, dialect: Dialect) -> String {
    match &game.last {
        Some(t) => {
            let forms = t.long.as_ref().map(|long| SquareForms {
                long: long.clone(),
                numeric: t.numeric.clone(),
            });
            format!(
                "{} {}",
                move_label(t.number, t.side),
                dialect.write(&t.text, forms.as_ref())
            )
        }
        None => Phrase::new("overview-none-yet").in_language(dialect.language.unwrap_or_default()),
    }
}

fn running_game(game: &OverviewGame, reader: &Reader<'_>, link: Option<String>) -> Running {
    let Reader {
        now,
        leaves: own_leaves,
        zone,
        dialect,
    } = *reader;
    let language = dialect.language.unwrap_or_default();
    let to_move = side_to_move(game);
    let your_move = to_move == game.color;
    let left = game
        .clock
        .as_ref()
        .map(|c| c.left_at(game.color, now, own_leaves).max(0));
    let deadline = game
        .clock
        .as_ref()
        .filter(|c| c.running == Some(game.color))
        .and_then(|c| c.deadline(own_leaves))
        .map(|at| when(at, zone));
    Running {
        id: game.id.to_string(),
        variant: variant_name(&game.variant),
        opponent: game.opponent.clone(),
        colour: locale::side(language, game.color),
        your_move,
        to_move: locale::side(language, to_move),
        left: left.map(span),
        deadline,
        last: last_turn(game, dialect),
        moves: game.last.as_ref().map_or(0, |t| t.ply),
        link,
        bounces: game
            .opponent_bounces
            .as_deref()
            .and_then(|since| clock_tables::read_instant(since).ok())
            .map(|since| when(since, zone)),
        urgency: (!your_move, left.unwrap_or(i64::MAX), game.id.get()),
    }
}

fn finished_game(
    game: &OverviewGame,
    (result, termination, ended): &(String, String, String),
    reader: &Reader<'_>,
    link: Option<String>,
) -> Finished {
    let zone = reader.zone;
    let ended = clock_tables::read_instant(ended)
        .map(|at| when(at, zone))
        .unwrap_or_else(|_| ended.clone());
    Finished {
        id: game.id.to_string(),
        variant: variant_name(&game.variant),
        opponent: game.opponent.clone(),
        colour: locale::side(reader.dialect.language.unwrap_or_default(), game.color),
        result: result.clone(),
        termination: termination.clone(),
        ended,
        link,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corr::ids::GameId;
    use crate::notation::dialect::{Language, MoveNotation};
    use crate::store::overview::LastTurn;

    fn game(private: bool, last: Option<LastTurn>, position: &str) -> OverviewGame {
        OverviewGame {
            id: GameId::new(12),
            variant: "chess".into(),
            color: Color::Black,
            opponent: "Bob".into(),
            position: position.into(),
            private,
            last,
            clock: None,
            ended: None,
            opponent_bounces: None,
        }
    }

    #[test]
    fn public_games_link_their_page_under_the_base_url() {
        let public = game(false, None, "8/8/8/8/8/8/8/8 w - - 0 1");
        let base = Some("https://chess.example/site/");
        assert_eq!(
            link(base, &public).as_deref(),
            Some("https://chess.example/site/games/12.html")
        );
        assert_eq!(link(None, &public), None);
        assert_eq!(link(base, &game(true, None, "")), None);
    }

    #[test]
    fn the_side_to_move_follows_the_last_turn_else_the_position() {
        let last = LastTurn {
            ply: 3,
            number: 2,
            side: Color::White,
            text: "Nf3".into(),
            long: Some("Ng1-f3".into()),
            numeric: Some("7163".into()),
        };
        let played = game(false, Some(last), "");
        assert_eq!(side_to_move(&played), Color::Black);
        assert_eq!(last_turn(&played, Dialect::default()), "2. Nf3");
        let german = Dialect {
            language: Some(Language::German),
            ..Dialect::default()
        };
        assert_eq!(last_turn(&played, german), "2. Sf3");
        let numeric = Dialect {
            notation: MoveNotation::Numeric,
            ..Dialect::default()
        };
        assert_eq!(last_turn(&played, numeric), "2. 7163");
        let long = Dialect {
            language: Some(Language::German),
            notation: MoveNotation::Long,
        };
        assert_eq!(last_turn(&played, long), "2. Sg1-f3");
        let black_first = game(false, None, "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assert_eq!(side_to_move(&black_first), Color::Black);
        assert_eq!(last_turn(&black_first, Dialect::default()), "none yet");
        assert_eq!(side_to_move(&game(false, None, "")), Color::White);
    }
}
