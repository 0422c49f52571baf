//! Captains by mail in team events (a team-match or team round robin open for
//! entries with `--entries-until`).
//!
//! - `enter 12 team Ajax`, with the board order on the lines after it (one
//!   address or `Name <address>` a line; the captain may be among them): the
//!   team is entered with the sender as its captain, and each named player gets
//!   a confirmation request with a token of its own (Reply-To
//!   `arbiter+c-TOKEN@host`, subject `[Confirm TOKEN]`, as an individual entry
//!   has). A player is on the team only once they answer `confirm` (settings
//!   such as `language de` may follow on lines of their own); `decline` says no. The captain hears each answer with the team as it stands. The
//!   boards are the confirmed players in the captain's order.
//! - `order 12 Ajax`, with the order again on the lines after it, before the
//!   start: players kept keep their answer, new ones are asked, players left out
//!   are dropped (and told, when they had confirmed).
//! - `replace 2 new@example.org` (`replace BOARD ADDRESS`, and the event's number
//!   after it when the sender captains teams in several events): the organisers
//!   get the request with a token of their own and answer `approve` or `refuse`
//!   (the words of [`Said::by_approver`]). A granted replacement gives the board's
//!   running games to the new player with new codes (the old codes stop
//!   working); the board's results so far stay with the board (its games are
//!   filed by board, not by player). At most `--max-replacements` granted per
//!   team.
//! - `withdraw team 12`: the organisers grant or refuse it likewise; granted,
//!   every running game of the team is forfeited (as an individual withdrawal
//!   does, [`withdraw_in`]) and the results so far stand.
//!
//! Every mail is hostile: a request from an address that captains no team, a
//! board the team does not have, an address that plays in the event already,
//! more players than boards allow: refused with the reason, nothing changed.

use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

use crate::arbiter::auth;
use crate::arbiter::errors::{ArbiterError, Refusal};
use crate::arbiter::events::entries::closed_because;
use crate::arbiter::events::tournaments::withdraw_in;
use crate::arbiter::game::challenges::{first_words, Said};
use crate::arbiter::office::{checked_address, dialect_of, language_of, load};
use crate::arbiter::office::{rate_limited, Handled, MessageInHand, MessageOutcome, Office};
use crate::arbiter::outgoing::compose;
use crate::arbiter::players::{personal, setting_words};
use crate::board::color::Color;
use crate::corr::ids::GameId;
use crate::mail::command;
use crate::notation::dialect::Language;
use crate::notation::syntax::ORTHODOX;
use crate::notation::words::Phrase;
use crate::store::captains::{
    self as teams, CaptainedTeam, ListedPlayer, ListedStatus, RequestKind, RequestStatus,
    TeamRequest,
};
use crate::store::clock_tables::instant_text;
use crate::store::tournament_tables::{self as rows, StoredTournament, TournamentStatus};
use crate::store::{entries, GameStatus, StoreError};

/// At most this many players on a captain's list: ICCF's Olympiad teams have six
/// boards; twelve leaves room for any team event and keeps a list from mailing
/// many strangers at once.
pub const MAX_LISTED: usize = 12;

/// At most this many characters in a team's name.
pub const MAX_NAME: usize = 60;

/// A player on a captain's list: the address, lower case, and the name written
/// beside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    /// The address, lower case.
    pub email: String,
    /// The name before `<address>`, if one was written.
    pub name: Option<String>,
}

/// Why a captain's list does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ListError {
    /// No player on the lines after the command.
    #[error("no player is listed")]
    Empty,
    /// A line with an `@` that is no address.
    #[error("{0:?} is not an address")]
    Address(String),
    /// The same address twice.
    #[error("{0} is listed twice")]
    Twice(String),
    /// More than `MAX_LISTED` players.
    #[error("more than {MAX_LISTED} players are listed")]
    TooMany,
}

impl ListError {
    /// The reason in words of no language yet (`locales/<code>/captains.ftl`).
    fn phrase(&self) -> Phrase {
        match self {
            ListError::Empty => Phrase::new("captain-list-empty"),
            ListError::Address(line) => {
                Phrase::new("captain-list-address").with("line", line.as_str())
            }
            ListError::Twice(email) => {
                Phrase::new("captain-list-twice").with("address", email.as_str())
            }
            ListError::TooMany => Phrase::new("captain-list-too-many").with("max", MAX_LISTED),
        }
    }
}

/// Reads a captain's list: the lines after the command's line, one player a
/// line (`a1@example.org`, `Ann Smith <a1@example.org>`, either after an
/// optional board number `1.` or `1)`), blank lines before the first skipped;
/// the list ends at a blank line or a line without `@` (a greeting, a
/// signature's `--`).
///
/// # Errors
///
/// [`ListError`]: none listed, a line with `@` that is no address, an address
/// twice, more than `MAX_LISTED`.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::arbiter::read_list;
///
/// let lines: Vec<String> = ["", "1. Ann Smith <Ann@Example.org>", "b2@example.org", "", "Thanks"]
///     .iter().map(|l| l.to_string()).collect();
/// let list = read_list(&lines).unwrap();
/// assert_eq!(list.len(), 2);
/// assert_eq!(list[0].email, "ann@example.org");
/// assert_eq!(list[0].name.as_deref(), Some("Ann Smith"));
/// assert_eq!(list[1].name, None);
/// ```
pub fn read_list(lines: &[String]) -> Result<Vec<Listed>, ListError> {
    let mut list: Vec<Listed> = Vec::new();
    for line in lines.iter().map(|l| l.trim()) {
        if line.is_empty() {
            if list.is_empty() {
                continue;
            }
            break;
        }
        if !line.contains('@') {
            break;
        }
        let listed = read_listed(line).ok_or_else(|| ListError::Address(line.to_string()))?;
        if list.iter().any(|l| l.email == listed.email) {
            return Err(ListError::Twice(listed.email));
        }
        if list.len() == MAX_LISTED {
            return Err(ListError::TooMany);
        }
        list.push(listed);
    }
    if list.is_empty() {
        return Err(ListError::Empty);
    }
    Ok(list)
}

/// One line of a captain's list, without its board number: `Name <address>` or
/// the address alone.
fn read_listed(line: &str) -> Option<Listed> {
    let line = match line.split_once(char::is_whitespace) {
        Some((first, rest))
            if first
                .trim_end_matches(['.', ')'])
                .chars()
                .all(|c| c.is_ascii_digit())
                && first.len() > first.trim_end_matches(['.', ')']).len() =>
        {
            rest.trim()
        }
        _ => line,
    };
    let (name, address) = match line.rsplit_once('<') {
        Some((name, rest)) => {
            let address = rest.strip_suffix('>')?;
            let name = name.trim().trim_matches('"').trim();
            ((!name.is_empty()).then(|| name.to_string()), address)
        }
        None => (None, line),
    };
    let email = checked_address(address).ok()?;
    Some(Listed { email, name })
}

/// A team's name from a captain's line: trimmed, at most [`MAX_NAME`]
/// characters, no control characters; `None` when empty or not so.
fn team_name(text: &str) -> Option<String> {
    let name = text.trim().trim_matches('"').trim();
    let fits =
        !name.is_empty() && name.chars().count() <= MAX_NAME && !name.chars().any(char::is_control);
    fits.then(|| name.to_string())
}

/// The tournament named by `text` (`12`, `#12`, or its name, any case).
fn named_event(tx: &Connection, text: &str) -> Result<Option<StoredTournament>, StoreError> {
    let text = text.trim().trim_start_matches('#');
    if let Ok(id) = text.parse::<i64>() {
        return rows::load(tx, id);
    }
    for (id, name, _, _) in rows::list(tx)? {
        if name.trim().eq_ignore_ascii_case(text) {
            return rows::load(tx, id);
        }
    }
    Ok(None)
}

/// Event `tournament` and its team of pairing number `seat`; `None` when
/// either is gone.
///
/// # Errors
///
/// [`StoreError::Sqlite`]; [`StoreError::Unreadable`] for a stored word that
/// does not read.
fn event_with_team(
    tx: &Connection,
    tournament: i64,
    seat: u32,
) -> Result<Option<(StoredTournament, CaptainedTeam)>, StoreError> {
    let Some(t) = rows::load(tx, tournament)? else {
        return Ok(None);
    };
    let team = teams::teams(tx, t.id)?.into_iter().find(|x| x.seat == seat);
    Ok(team.map(|team| (t, team)))
}

/// Whether `t` is a team event (it has team rules).
fn is_team_event(tx: &Connection, t: &StoredTournament) -> Result<bool, StoreError> {
    Ok(teams::max_replacements(tx, t.id)?.is_some())
}

/// Message `id` of captains.ftl with the event's name and number (`$name`,
/// `$tournament`) and the team's name (`$team`).
fn about(id: &'static str, t: &StoredTournament, team: &str) -> Phrase {
    Phrase::new(id)
        .with("name", t.name.as_str())
        .with("tournament", t.id)
        .with("team", team)
}

/// An instant for a reader: `2026-12-01 10:00 UTC`.
fn when(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M UTC").to_string()
}

/// The lines of a team as it stands, in `language`: each named player in the
/// captain's order with the board they hold or where their answer stands.
fn team_lines(list: &[ListedPlayer], language: Language) -> String {
    let mut board = 0;
    list.iter()
        .filter(|e| e.status != ListedStatus::Dropped)
        .map(|e| {
            let who = match &e.name {
                Some(name) => format!("{name} <{}>", e.email),
                None => e.email.clone(),
            };
            let state = match e.status {
                ListedStatus::Confirmed => {
                    board += 1;
                    Phrase::new("captain-line-board").with("board", board)
                }
                ListedStatus::Waiting => Phrase::new("captain-line-waiting"),
                _ => Phrase::new("captain-line-declined"),
            };
            format!("  {who}: {}", state.in_language(language))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

impl Office {
    /// `enter 12 team Ajax` with the board order on the lines after it: the team
    /// entered with the sender as captain, each listed player asked to confirm.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`],
    /// [`ArbiterError::Random`].
    pub(crate) fn enter_team(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        lines: &[String],
    ) -> Result<Handled, ArbiterError> {
        let refuse = |phrase: Phrase| self.refuse_saying(tx, in_hand, None, &phrase);
        let (first, rest) = command_line(lines);
        let Some((t, name)) = event_and_team(tx, &first)? else {
            return refuse(Phrase::new("captain-enter-usage"));
        };
        let Some(name) = team_name(&name) else {
            return refuse(Phrase::new("captain-enter-usage"));
        };
        if let Some(why) = self.not_open(tx, in_hand, &t)? {
            return refuse(why);
        }
        let existing = teams::teams(tx, t.id)?;
        if let Some(team) = existing.iter().find(|x| x.name.eq_ignore_ascii_case(&name)) {
            let id = if team.captain.eq_ignore_ascii_case(in_hand.sender) {
                "captain-enter-again"
            } else {
                "captain-name-taken"
            };
            return refuse(about(id, &t, &team.name));
        }
        if let Some(team) = existing
            .iter()
            .find(|x| x.captain.eq_ignore_ascii_case(in_hand.sender))
        {
            return refuse(about("captain-one-team", &t, &team.name));
        }
        let list = match read_list(rest) {
            Ok(list) => list,
            Err(e) => return refuse(e.phrase()),
        };
        for listed in &list {
            if teams::in_event(tx, t.id, &listed.email)? {
                return refuse(
                    about("captain-plays-already", &t, &name)
                        .with("address", listed.email.as_str()),
                );
            }
        }
        if let Some(why) = &in_hand.quiet {
            return Ok(rate_limited(why, "team entry", None));
        }
        let captain = in_hand.sender.to_ascii_lowercase();
        let seat = teams::add_team(tx, t.id, &name, &captain)?;
        let team = CaptainedTeam {
            tournament_id: t.id,
            seat,
            name: name.clone(),
            captain,
            withdrawn_at: None,
        };
        for (place, listed) in (1u32..).zip(&list) {
            self.ask_player(tx, &t, &team, place, listed)?;
        }
        let language = language_of(tx, in_hand.sender)?;
        let text = format!(
            "{}\n\n{}\n\n{}\n\n{}",
            about("captain-entered", &t, &name)
                .with("count", list.len())
                .in_language(language),
            team_lines(&teams::entries_of(tx, t.id, seat)?, language),
            Phrase::new("captain-entered-next").in_language(language),
            about("captain-order-how", &t, &name).in_language(language),
        );
        let subject = about("captain-entered-subject", &t, &name).in_language(language);
        compose::Reply::answer(in_hand, &subject, &text).queue_notice(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail: format!(
                "team {name} entered in tournament {} by {}: {} players asked",
                t.id,
                in_hand.sender,
                list.len()
            ),
            game: None,
        })
    }

    /// Why `t` takes no team entry or order now: no team event, or its entries
    /// closed (the reason an individual entry gets).
    fn not_open(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        t: &StoredTournament,
    ) -> Result<Option<Phrase>, ArbiterError> {
        if !is_team_event(tx, t)? {
            return Ok(Some(about("captain-not-team-event", t, "")));
        }
        let language = language_of(tx, in_hand.sender)?;
        let rules = entries::rules(tx, t.id)?;
        Ok(closed_because(t, rules.as_ref(), self.now(), language)
            .map(|why| Phrase::new("entry-not-taken").with("why", why)))
    }

    /// Names `listed` at `place` of `team` and asks the player to confirm: a new
    /// token, the entry waiting, the request mailed.
    fn ask_player(
        &self,
        tx: &Connection,
        t: &StoredTournament,
        team: &CaptainedTeam,
        place: u32,
        listed: &Listed,
    ) -> Result<(), ArbiterError> {
        let token = auth::random_code(auth::TOKEN_LEN)?;
        teams::put_entry(
            tx,
            &ListedPlayer {
                tournament_id: t.id,
                team: team.seat,
                place,
                email: listed.email.clone(),
                name: listed.name.clone(),
                token: token.clone(),
                status: ListedStatus::Waiting,
            },
            &instant_text(self.now()),
        )?;
        let language = language_of(tx, &listed.email)?;
        let until = entries::rules(tx, t.id)?
            .and_then(|r| crate::store::clock_tables::read_instant(&r.entries_until).ok())
            .map(when)
            .unwrap_or_default();
        let text = format!(
            "{}\n\n{}\n\n    confirm\n\n{}\n\n    decline\n\n{}",
            about("captain-ask-intro", t, &team.name)
                .with("captain", team.captain.as_str())
                .with("place", place)
                .in_language(language),
            Phrase::new("captain-ask-confirm").in_language(language),
            Phrase::new("captain-ask-decline").in_language(language),
            Phrase::new("entry-request-close")
                .with("until", until)
                .in_language(language),
        );
        let subject = about("captain-ask-subject", t, &team.name)
            .with("token", token.as_str())
            .in_language(language);
        let reply_to = auth::plus_address(&self.config.arbiter.address, &auth::confirm_tag(&token));
        compose::Reply::new(&listed.email, &subject, &text)
            .reply_to(Some(reply_to))
            .queue_notice(self.desk(tx))
    }

    /// The answer to a token of captains' mail: a named player's confirmation
    /// request or an organiser's request about a team; `None` when `token` is
    /// neither's.
    ///
    /// # Errors
    ///
    /// As [`Office::enter_team`].
    pub(crate) fn answer_captains(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        token: &str,
        lines: &[String],
    ) -> Result<Option<Handled>, ArbiterError> {
        if let Some(entry) = teams::entry_by_token(tx, token)? {
            return self.player_answer(tx, in_hand, &entry, lines).map(Some);
        }
        if let Some(request) = teams::request_by_token(tx, token)? {
            return self
                .organiser_answer(tx, in_hand, &request, lines)
                .map(Some);
        }
        Ok(None)
    }

    /// A named player's answer: `confirm` (or `yes`, `accept`) puts the player
    /// on the team, `decline` (or `no`) says no; the captain hears either.
    fn player_answer(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        entry: &ListedPlayer,
        lines: &[String],
    ) -> Result<Handled, ArbiterError> {
        let refuse = |phrase: Phrase| self.refuse_saying(tx, in_hand, None, &phrase);
        if !entry.email.eq_ignore_ascii_case(in_hand.sender) {
            return refuse(Phrase::new("entry-other-address"));
        }
        let Some((t, team)) = event_with_team(tx, entry.tournament_id, entry.team)? else {
            return refuse(Phrase::new("entry-gone"));
        };
        if entry.status != ListedStatus::Waiting {
            return refuse(about("captain-answered-before", &t, &team.name));
        }
        let said = match answer_word(lines).as_str() {
            "confirm" | "confirmed" | "yes" | "accept" | "enter" => Said::Yes,
            "decline" | "declined" | "no" | "refuse" => Said::No,
            _ => Said::Unread,
        };
        if said == Said::Unread {
            return refuse(Phrase::new("captain-answer-word"));
        }
        if let Some(why) = self.not_open(tx, in_hand, &t)? {
            return refuse(why);
        }
        // The token proves the address: settings beside `confirm` count, as
        // with an individual entry's confirmation (all checked first).
        let commands = command::parse(lines, &ORTHODOX);
        let settings = match personal::check_for(self, tx, &entry.email, &commands)? {
            Ok(settings) => settings,
            Err(e) => {
                let language = language_of(tx, in_hand.sender)?;
                let error = setting_words::setting_error_text(&e, language);
                return refuse(Phrase::new("entry-settings-refused").with("error", error));
            }
        };
        let yes = said == Said::Yes;
        if let (true, Some(settings)) = (yes, &settings) {
            personal::write_for(self, tx, &entry.email, settings)?;
        }
        let status = if yes {
            ListedStatus::Confirmed
        } else {
            ListedStatus::Declined
        };
        teams::set_entry_status(tx, &entry.token, status)?;
        sync_team(tx, &t, &team, self.now())?;
        let list = teams::entries_of(tx, t.id, team.seat)?;
        let language = language_of(tx, in_hand.sender)?;
        let board = board_of(&list, &entry.email);
        let (answer, subject) = if yes {
            let line = about("captain-confirmed", &t, &team.name).with("board", board);
            (line, "captain-confirmed-subject")
        } else {
            (
                about("captain-declined", &t, &team.name),
                "captain-declined-subject",
            )
        };
        compose::Reply::answer(
            in_hand,
            &about(subject, &t, &team.name).in_language(language),
            &answer.in_language(language),
        )
        .queue_notice(self.desk(tx))?;
        let news = if yes {
            "captain-told-confirmed"
        } else {
            "captain-told-declined"
        };
        let news = about(news, &t, &team.name).with("player", entry.email.as_str());
        self.tell_captain(tx, &t, &team, &news, &list)?;
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail: format!(
                "{} {} team {} of tournament {}",
                entry.email,
                if yes { "confirmed for" } else { "declined" },
                team.name,
                t.id
            ),
            game: None,
        })
    }

    /// Mails the captain of `team` the `news` with the team as it stands
    /// (`list`).
    fn tell_captain(
        &self,
        tx: &Connection,
        t: &StoredTournament,
        team: &CaptainedTeam,
        news: &Phrase,
        list: &[ListedPlayer],
    ) -> Result<(), ArbiterError> {
        let language = language_of(tx, &team.captain)?;
        let text = format!(
            "{}\n\n{}\n\n{}",
            news.in_language(language),
            team_lines(list, language),
            about("captain-order-how", t, &team.name).in_language(language),
        );
        let subject = about("captain-news-subject", t, &team.name).in_language(language);
        compose::Reply::new(&team.captain, &subject, &text).queue_notice(self.desk(tx))
    }

    /// `order 12 Ajax` with the order again on the lines after it, from the
    /// team's captain before the start.
    ///
    /// # Errors
    ///
    /// As [`Office::enter_team`].
    pub(crate) fn order_team(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        lines: &[String],
    ) -> Result<Handled, ArbiterError> {
        let refuse = |phrase: Phrase| self.refuse_saying(tx, in_hand, None, &phrase);
        let (first, rest) = command_line(lines);
        let words: Vec<&str> = first.split_whitespace().collect();
        let (Some(event), Some(_)) = (words.get(1), words.get(2)) else {
            return refuse(Phrase::new("captain-order-usage"));
        };
        let Some(t) = named_event(tx, event)? else {
            return refuse(Phrase::new("captain-order-usage"));
        };
        let name = words[2..].join(" ");
        let Some(team) = teams::teams(tx, t.id)?
            .into_iter()
            .find(|x| x.name.eq_ignore_ascii_case(name.trim().trim_matches('"')))
        else {
            return refuse(about("captain-no-team", &t, &name));
        };
        if !team.captain.eq_ignore_ascii_case(in_hand.sender) {
            return refuse(about("captain-not-captain", &t, &team.name));
        }
        if let Some(why) = self.not_open(tx, in_hand, &t)? {
            return refuse(why);
        }
        let list = match read_list(rest) {
            Ok(list) => list,
            Err(e) => return refuse(e.phrase()),
        };
        let before = teams::entries_of(tx, t.id, team.seat)?;
        let kept = |email: &str| {
            before
                .iter()
                .find(|e| e.email == email && e.status != ListedStatus::Dropped)
        };
        for listed in &list {
            if kept(&listed.email).is_none() && teams::in_event(tx, t.id, &listed.email)? {
                return refuse(
                    about("captain-plays-already", &t, &team.name)
                        .with("address", listed.email.as_str()),
                );
            }
        }
        if let Some(why) = &in_hand.quiet {
            return Ok(rate_limited(why, "team order", None));
        }
        let at = instant_text(self.now());
        for old in before.iter().filter(|e| e.status != ListedStatus::Dropped) {
            if !list.iter().any(|l| l.email == old.email) {
                teams::set_entry_status(tx, &old.token, ListedStatus::Dropped)?;
                if old.status != ListedStatus::Declined {
                    self.tell_dropped(tx, &t, &team, &old.email)?;
                }
            }
        }
        for (place, listed) in (1u32..).zip(&list) {
            match kept(&listed.email) {
                Some(old) if old.status != ListedStatus::Declined => {
                    let mut moved = old.clone();
                    moved.place = place;
                    moved.name = listed.name.clone().or(moved.name);
                    teams::put_entry(tx, &moved, &at)?;
                }
                _ => self.ask_player(tx, &t, &team, place, listed)?,
            }
        }
        sync_team(tx, &t, &team, self.now())?;
        let language = language_of(tx, in_hand.sender)?;
        let text = format!(
            "{}\n\n{}",
            about("captain-ordered", &t, &team.name).in_language(language),
            team_lines(&teams::entries_of(tx, t.id, team.seat)?, language),
        );
        let subject = about("captain-news-subject", &t, &team.name).in_language(language);
        compose::Reply::answer(in_hand, &subject, &text).queue_notice(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail: format!(
                "team {} of tournament {} ordered by {}: {} players",
                team.name,
                t.id,
                in_hand.sender,
                list.len()
            ),
            game: None,
        })
    }

    /// Tells `email` that the captain of `team` left them out.
    fn tell_dropped(
        &self,
        tx: &Connection,
        t: &StoredTournament,
        team: &CaptainedTeam,
        email: &str,
    ) -> Result<(), ArbiterError> {
        let language = language_of(tx, email)?;
        let text = about("captain-dropped", t, &team.name)
            .with("captain", team.captain.as_str())
            .in_language(language);
        let subject = about("captain-news-subject", t, &team.name).in_language(language);
        compose::Reply::new(email, &subject, &text).queue_notice(self.desk(tx))
    }

    /// `replace BOARD ADDRESS [EVENT]` from a captain of a running team: the
    /// request goes to the organisers.
    ///
    /// # Errors
    ///
    /// As [`Office::enter_team`].
    pub(crate) fn replace_request(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        words: &[String],
    ) -> Result<Handled, ArbiterError> {
        let refuse = |phrase: Phrase| self.refuse_saying(tx, in_hand, None, &phrase);
        let (Some(board), Some(address)) = (words.get(1), words.get(2)) else {
            return refuse(Phrase::new("captain-replace-usage"));
        };
        let Ok(board) = board.trim_start_matches('#').parse::<u32>() else {
            return refuse(Phrase::new("captain-replace-usage"));
        };
        let Ok(new_email) = checked_address(address.trim_matches(['<', '>'])) else {
            return refuse(Phrase::new("captain-replace-usage"));
        };
        let (t, team) = match self.captains_team(tx, in_hand, words.get(3..))? {
            Ok(found) => found,
            Err(why) => return refuse(why),
        };
        let holders = teams::holders(tx, t.id, team.seat)?;
        let Some((_, old)) = holders.iter().find(|(b, _)| *b == board) else {
            return refuse(
                about("captain-no-board", &t, &team.name)
                    .with("board", board)
                    .with("boards", holders.len()),
            );
        };
        if teams::in_event(tx, t.id, &new_email)?
            || rows::entrants(tx, t.id)?
                .iter()
                .any(|e| e.email.eq_ignore_ascii_case(&new_email))
        {
            return refuse(
                about("captain-plays-already", &t, &team.name).with("address", new_email.as_str()),
            );
        }
        let max = teams::max_replacements(tx, t.id)?.unwrap_or(0);
        if teams::replacements_granted(tx, t.id, team.seat)? >= max {
            return refuse(about("captain-no-more-replacements", &t, &team.name).with("max", max));
        }
        if let Some(why) = &in_hand.quiet {
            return Ok(rate_limited(why, "replacement", None));
        }
        let request = TeamRequest {
            token: auth::random_code(auth::TOKEN_LEN)?,
            tournament_id: t.id,
            team: team.seat,
            kind: RequestKind::Replace,
            board: Some(board),
            new_email: Some(new_email.clone()),
            captain: in_hand.sender.to_ascii_lowercase(),
            status: RequestStatus::Asked,
        };
        let asked = about("captain-replace-asked", &t, &team.name)
            .with("captain", request.captain.as_str())
            .with("board", board)
            .with("old", old.as_str())
            .with("new", new_email.as_str());
        self.ask_organisers(tx, in_hand, &t, &team, &request, &asked)
    }

    /// `withdraw team EVENT` from the team's captain while the event runs: the
    /// request goes to the organisers.
    ///
    /// # Errors
    ///
    /// As [`Office::enter_team`].
    pub(crate) fn withdraw_team_request(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        words: &[String],
    ) -> Result<Handled, ArbiterError> {
        let refuse = |phrase: Phrase| self.refuse_saying(tx, in_hand, None, &phrase);
        let (t, team) = match self.captains_team(tx, in_hand, words.get(2..))? {
            Ok(found) => found,
            Err(why) => return refuse(why),
        };
        if let Some(why) = &in_hand.quiet {
            return Ok(rate_limited(why, "team withdrawal", None));
        }
        let request = TeamRequest {
            token: auth::random_code(auth::TOKEN_LEN)?,
            tournament_id: t.id,
            team: team.seat,
            kind: RequestKind::Withdraw,
            board: None,
            new_email: None,
            captain: in_hand.sender.to_ascii_lowercase(),
            status: RequestStatus::Asked,
        };
        let asked = about("captain-withdraw-asked", &t, &team.name)
            .with("captain", request.captain.as_str());
        self.ask_organisers(tx, in_hand, &t, &team, &request, &asked)
    }

    /// The running team the sender captains: in the event `event` names, or the
    /// one running team they captain when `event` is empty; `Err` with the
    /// reason otherwise.
    fn captains_team(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        event: Option<&[String]>,
    ) -> Result<Result<(StoredTournament, CaptainedTeam), Phrase>, ArbiterError> {
        let event = event.map(|w| w.join(" ")).unwrap_or_default();
        let mut running = Vec::new();
        for team in teams::captained_by(tx, in_hand.sender)? {
            if let Some(t) = rows::load(tx, team.tournament_id)? {
                if t.status == TournamentStatus::Running && team.withdrawn_at.is_none() {
                    running.push((t, team));
                }
            }
        }
        if !event.trim().is_empty() {
            let Some(t) = named_event(tx, &event)? else {
                return Ok(Err(Phrase::new("entry-unknown").with("words", event)));
            };
            return Ok(running
                .into_iter()
                .find(|(r, _)| r.id == t.id)
                .ok_or_else(|| about("captain-not-captain-running", &t, "")));
        }
        match running.len() {
            0 => Ok(Err(Phrase::new("captain-captains-none"))),
            1 => Ok(Ok(running.remove(0))),
            _ => {
                let events: Vec<String> = running
                    .iter()
                    .map(|(t, team)| format!("{} ({}: {})", t.id, t.name, team.name))
                    .collect();
                Ok(Err(
                    Phrase::new("captain-which-event").with("events", events.join(", "))
                ))
            }
        }
    }

    /// Stores `request` and mails it (`asked`) to every organiser with the
    /// words to answer; the captain hears that it went.
    fn ask_organisers(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        t: &StoredTournament,
        team: &CaptainedTeam,
        request: &TeamRequest,
        asked: &Phrase,
    ) -> Result<Handled, ArbiterError> {
        teams::add_request(tx, request, &instant_text(self.now()))?;
        let reply_to = auth::plus_address(
            &self.config.arbiter.address,
            &auth::confirm_tag(&request.token),
        );
        for organiser in &self.config.arbiter.organisers {
            let language = language_of(tx, organiser.trim())?;
            let text = format!(
                "{}\n\n{}\n\n    approve\n\n{}\n\n    refuse",
                asked.in_language(language),
                Phrase::new("captain-request-approve").in_language(language),
                Phrase::new("captain-request-refuse").in_language(language),
            );
            let subject = about("captain-request-subject", t, &team.name)
                .with("token", request.token.as_str())
                .in_language(language);
            compose::Reply::new(organiser.trim(), &subject, &text)
                .reply_to(Some(reply_to.clone()))
                .queue_notice(self.desk(tx))?;
        }
        let language = language_of(tx, in_hand.sender)?;
        let text = format!(
            "{}\n\n{}",
            asked.in_language(language),
            Phrase::new("captain-request-sent").in_language(language)
        );
        let subject = about("captain-news-subject", t, &team.name).in_language(language);
        compose::Reply::answer(in_hand, &subject, &text).queue_notice(self.desk(tx))?;
        Ok(Handled {
            outcome: MessageOutcome::Answered,
            detail: format!(
                "{} of team {} (tournament {}) asked of the organisers by {}",
                request.kind.as_str(),
                team.name,
                t.id,
                in_hand.sender
            ),
            game: None,
        })
    }

    /// An organiser's answer to a captain's request: `approve` carries it out,
    /// `refuse` tells the captain; from an address that is no organiser's, or
    /// to a request answered before, refused.
    fn organiser_answer(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        request: &TeamRequest,
        lines: &[String],
    ) -> Result<Handled, ArbiterError> {
        let refuse = |phrase: Phrase| self.refuse_saying(tx, in_hand, None, &phrase);
        if !self.is_organiser(in_hand.sender) {
            return refuse(Phrase::new("refused-approve-not-organiser"));
        }
        let Some((t, team)) = event_with_team(tx, request.tournament_id, request.team)? else {
            return refuse(Phrase::new("entry-gone"));
        };
        if request.status != RequestStatus::Asked {
            return refuse(
                about("captain-request-answered", &t, &team.name)
                    .with("status", request.status.as_str()),
            );
        }
        let said = Said::by_approver(&answer_word(lines));
        if said == Said::Unread {
            return refuse(Phrase::new("refused-approval-word"));
        }
        if t.status != TournamentStatus::Running || team.withdrawn_at.is_some() {
            return refuse(about("captain-not-running", &t, &team.name));
        }
        let at = instant_text(self.now());
        if said == Said::No {
            teams::answer_request(
                tx,
                &request.token,
                RequestStatus::Refused,
                in_hand.sender,
                &at,
            )?;
            let news = about("captain-request-refused", &t, &team.name)
                .with("organiser", in_hand.sender)
                .with("what", request_what(request));
            self.tell_of(tx, &t, &team, &team.captain, &news)?;
            return Ok(Handled {
                outcome: MessageOutcome::Applied,
                detail: format!("{} of team {} refused", request.kind.as_str(), team.name),
                game: None,
            });
        }
        let detail = match request.kind {
            RequestKind::Replace => {
                match self.replace_board(tx, in_hand.sender, &t, &team, request)? {
                    Ok(detail) => detail,
                    Err(why) => return refuse(why),
                }
            }
            RequestKind::Withdraw => self.withdraw_whole_team(tx, in_hand.sender, &t, &team)?,
        };
        teams::answer_request(
            tx,
            &request.token,
            RequestStatus::Granted,
            in_hand.sender,
            &at,
        )?;
        Ok(Handled {
            outcome: MessageOutcome::Applied,
            detail,
            game: None,
        })
    }

    /// Mails `to` the `news` about `team` (a notice, no game).
    fn tell_of(
        &self,
        tx: &Connection,
        t: &StoredTournament,
        team: &CaptainedTeam,
        to: &str,
        news: &Phrase,
    ) -> Result<(), ArbiterError> {
        let language = language_of(tx, to)?;
        let subject = about("captain-news-subject", t, &team.name).in_language(language);
        compose::Reply::new(to, &subject, &news.in_language(language)).queue_notice(self.desk(tx))
    }

    /// A granted replacement: the board's running games pass to the new player
    /// (new codes; the old ones stop working), the board's holder changes, and
    /// the captain, both players and each opponent are told. `Err` with the
    /// reason when it no longer fits (the board's holder changed, the new player
    /// entered meanwhile, the team used its replacements).
    fn replace_board(
        &self,
        tx: &Connection,
        by: &str,
        t: &StoredTournament,
        team: &CaptainedTeam,
        request: &TeamRequest,
    ) -> Result<Result<String, Phrase>, ArbiterError> {
        let (Some(board), Some(new_email)) = (request.board, request.new_email.as_deref()) else {
            return Ok(Err(Phrase::new("captain-replace-usage")));
        };
        let Some((_, old)) = teams::holders(tx, t.id, team.seat)?
            .into_iter()
            .find(|(b, _)| *b == board)
        else {
            return Ok(Err(about("captain-no-board", t, &team.name)
                .with("board", board)
                .with("boards", 0)));
        };
        if teams::in_event(tx, t.id, new_email)? {
            return Ok(Err(
                about("captain-plays-already", t, &team.name).with("address", new_email)
            ));
        }
        let max = teams::max_replacements(tx, t.id)?.unwrap_or(0);
        if teams::replacements_granted(tx, t.id, team.seat)? >= max {
            return Ok(Err(
                about("captain-no-more-replacements", t, &team.name).with("max", max)
            ));
        }
        let now = self.now();
        let at = instant_text(now);
        let running: Vec<GameId> = rows::games(tx, t.id)?
            .into_iter()
            .filter(|g| {
                g.status == GameStatus::Active
                    && (g.white.eq_ignore_ascii_case(&old) || g.black.eq_ignore_ascii_case(&old))
            })
            .map(|g| g.game_id)
            .collect();
        teams::pass_board(tx, t.id, team.seat, board, new_email, &at)?;
        let seat = rows::entrants(tx, t.id)?
            .iter()
            .map(|e| e.seat)
            .max()
            .unwrap_or(0)
            + 1;
        rows::add_entrant(tx, t.id, seat, new_email)?;
        let what = about("captain-replaced", t, &team.name)
            .with("board", board)
            .with("old", old.as_str())
            .with("new", new_email);
        for &id in &running {
            self.pass_game(tx, id, &old, new_email, (by, &what))?;
        }
        let games = running.len();
        let news = Phrase::new("captain-replaced-news")
            .with("by", by)
            .with("what", what.clone())
            .with("games", games);
        let mut told: Vec<&str> = Vec::new();
        for to in [team.captain.as_str(), old.as_str(), new_email] {
            if !told.iter().any(|x| x.eq_ignore_ascii_case(to)) {
                told.push(to);
                self.tell_of(tx, t, team, to, &news)?;
            }
        }
        Ok(Ok(format!(
            "board {board} of team {} (tournament {}) passed from {old} to {new_email}: {games} running games",
            team.name, t.id
        )))
    }

    /// Gives `old`'s side of running game `id` to `new`: the game's row, the old
    /// code deleted, the old player's conditional moves dropped, the game's log,
    /// and both players of the game told (with the game as it stands; the new
    /// player's mail carries the new code).
    fn pass_game(
        &self,
        tx: &Connection,
        id: GameId,
        old: &str,
        new: &str,
        (by, what): (&str, &Phrase),
    ) -> Result<(), ArbiterError> {
        let (game, _) = load(tx, id)?.ok_or(Refusal::NoSuchGame(id))?;
        let side = game.color_of(old);
        teams::pass_game(tx, id, old, new)?;
        if let Some(side) = side {
            crate::store::conditionals::delete(tx, id, side)?;
        }
        crate::store::clock_tables::log(tx, id, self.now(), by, "replace", &what.to_string())?;
        let desk = self.desk(tx);
        let (game, record) = load(tx, id)?.ok_or(Refusal::NoSuchGame(id))?;
        for color in Color::BOTH {
            let to = game.player(color);
            let language = dialect_of(tx, to)?.language.unwrap_or_default();
            let said = what.in_language(language);
            let subject = Phrase::new("organiser-subject")
                .with("what", said.as_str())
                .in_language(language);
            let mut context = compose::game_context(desk, &game, &record, color, game.draw_offer)?;
            context["by"] = json!(by);
            context["what"] = json!(said);
            let reason = if Some(color) == side {
                Phrase::new("captain-replaced-you")
            } else {
                Phrase::new("captain-replaced-opponent")
            };
            context["reason"] = json!(reason.in_language(language));
            let body = self.templates.render("organiser.txt", &context)?;
            compose::Reply::new(to, &subject, compose::Body::with_board(&body, &context))
                .about(Some(id))
                .queue(desk)?;
        }
        Ok(())
    }

    /// A granted team withdrawal: each board holder withdraws as an individual
    /// does ([`withdraw_in`]: running games forfeited, results standing), the
    /// team is marked withdrawn, and the captain and players are told.
    fn withdraw_whole_team(
        &self,
        tx: &Connection,
        by: &str,
        t: &StoredTournament,
        team: &CaptainedTeam,
    ) -> Result<String, ArbiterError> {
        let holders = teams::holders(tx, t.id, team.seat)?;
        let reason = about("captain-team-withdrawn-reason", t, &team.name).to_string();
        let entrants = rows::entrants(tx, t.id)?;
        let mut forfeited = 0;
        for (_, email) in &holders {
            let entered = entrants
                .iter()
                .any(|e| e.email.eq_ignore_ascii_case(email) && e.withdrawn_at.is_none());
            if entered {
                forfeited += withdraw_in(self, tx, t.id, email, by, &reason)?
                    .forfeited
                    .len();
            }
        }
        teams::withdraw_team(tx, t.id, team.seat, &instant_text(self.now()))?;
        let news = about("captain-team-withdrawn", t, &team.name).with("games", forfeited);
        let mut told: Vec<&str> = Vec::new();
        for to in
            std::iter::once(team.captain.as_str()).chain(holders.iter().map(|(_, e)| e.as_str()))
        {
            if told.iter().any(|x| x.eq_ignore_ascii_case(to)) {
                continue;
            }
            told.push(to);
            self.tell_of(tx, t, team, to, &news)?;
        }
        Ok(format!(
            "team {} withdrew from tournament {}: {forfeited} running games forfeited",
            team.name, t.id
        ))
    }
}

/// What a request asks, in words of no language yet.
fn request_what(request: &TeamRequest) -> Phrase {
    match request.kind {
        RequestKind::Replace => Phrase::new("captain-what-replace")
            .with("board", request.board.unwrap_or(0))
            .with("new", request.new_email.clone().unwrap_or_default()),
        RequestKind::Withdraw => Phrase::new("captain-what-withdraw"),
    }
}

/// The board `email` holds on a team whose named players are `list` (the
/// confirmed ones in the captain's order); 0 when none.
fn board_of(list: &[ListedPlayer], email: &str) -> u32 {
    list.iter()
        .filter(|e| e.status == ListedStatus::Confirmed)
        .position(|e| e.email.eq_ignore_ascii_case(email))
        .map_or(0, |i| u32::try_from(i + 1).unwrap_or(0))
}

/// Before the start: the team's boards are its confirmed players in the
/// captain's order, each an entrant of the event; players no longer confirmed
/// are entrants no more.
fn sync_team(
    tx: &Connection,
    t: &StoredTournament,
    team: &CaptainedTeam,
    now: DateTime<Utc>,
) -> Result<(), ArbiterError> {
    let list = teams::entries_of(tx, t.id, team.seat)?;
    let confirmed: Vec<String> = list
        .iter()
        .filter(|e| e.status == ListedStatus::Confirmed)
        .map(|e| e.email.clone())
        .collect();
    teams::set_board_order(tx, t.id, team.seat, &confirmed, &instant_text(now))?;
    let entrants = rows::entrants(tx, t.id)?;
    for e in list.iter().filter(|e| e.status != ListedStatus::Confirmed) {
        if entrants
            .iter()
            .any(|x| x.email.eq_ignore_ascii_case(&e.email))
        {
            entries::remove_entrant(tx, t.id, &e.email)?;
        }
    }
    for email in &confirmed {
        let entrants = rows::entrants(tx, t.id)?;
        if !entrants.iter().any(|x| x.email.eq_ignore_ascii_case(email)) {
            let seat = entrants.iter().map(|x| x.seat).max().unwrap_or(0) + 1;
            rows::add_entrant(tx, t.id, seat, email)?;
        }
    }
    Ok(())
}

/// The first line with text and the lines after it.
fn command_line(lines: &[String]) -> (String, &[String]) {
    match lines.iter().position(|l| !l.trim().is_empty()) {
        Some(i) => (lines[i].trim().to_string(), &lines[i + 1..]),
        None => (String::new(), &[]),
    }
}

/// The event and the team's name of `enter EVENT team NAME`: the event named
/// before the first word `team` that leaves a known event before it (an
/// event's own name may hold the word).
fn event_and_team(
    tx: &Connection,
    line: &str,
) -> Result<Option<(StoredTournament, String)>, StoreError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    for (i, word) in words.iter().enumerate().skip(2) {
        if !word.eq_ignore_ascii_case("team") {
            continue;
        }
        if let Some(t) = named_event(tx, &words[1..i].join(" "))? {
            return Ok(Some((t, words[i + 1..].join(" "))));
        }
    }
    Ok(None)
}

/// The first word of an answer, lower case, without the punctuation around it.
fn answer_word(lines: &[String]) -> String {
    first_words(lines)
        .first()
        .map(|w| {
            w.trim_matches(|ch: char| !ch.is_alphanumeric())
                .to_ascii_lowercase()
        })
        .unwrap_or_default()
}

/// Whether the first words of a mail are a captain's command, and which:
/// `enter EVENT team NAME`, `order EVENT NAME`, `replace BOARD ADDRESS`,
/// `withdraw team EVENT`.
pub(crate) fn captain_word(words: &[String]) -> Option<CaptainWord> {
    let first = words.first()?.to_ascii_lowercase();
    let word = |i: usize| words.get(i).map(|w| w.to_ascii_lowercase());
    match first.as_str() {
        "enter" if words.iter().skip(2).any(|w| w.eq_ignore_ascii_case("team")) => {
            Some(CaptainWord::Enter)
        }
        "order" if words.len() > 2 => Some(CaptainWord::Order),
        "replace"
            if words.len() > 2
                && words[1].trim_start_matches('#').parse::<u32>().is_ok()
                && words[2].contains('@') =>
        {
            Some(CaptainWord::Replace)
        }
        "withdraw" if word(1).as_deref() == Some("team") => Some(CaptainWord::Withdraw),
        _ => None,
    }
}

/// A captain's command, by its first words ([`captain_word`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CaptainWord {
    /// `enter EVENT team NAME` and the list.
    Enter,
    /// `order EVENT NAME` and the list.
    Order,
    /// `replace BOARD ADDRESS [EVENT]`.
    Replace,
    /// `withdraw team [EVENT]`.
    Withdraw,
}

impl Office {
    /// A captain's command (`word`), read from `lines`.
    ///
    /// # Errors
    ///
    /// As [`Office::enter_team`].
    pub(crate) fn captain_mail(
        &self,
        tx: &Connection,
        in_hand: &MessageInHand<'_>,
        word: CaptainWord,
        lines: &[String],
    ) -> Result<Handled, ArbiterError> {
        let words = first_words(lines);
        match word {
            CaptainWord::Enter => self.enter_team(tx, in_hand, lines),
            CaptainWord::Order => self.order_team(tx, in_hand, lines),
            CaptainWord::Replace => self.replace_request(tx, in_hand, &words),
            CaptainWord::Withdraw => self.withdraw_team_request(tx, in_hand, &words),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &[&str]) -> Vec<String> {
        text.iter().map(|l| l.to_string()).collect()
    }

    #[test]
    fn lists_read() {
        let list = read_list(&lines(&["a@x.org", "2) Bo <b@x.org>", "-- ", "c@x.org"])).unwrap();
        assert_eq!(list.len(), 2);
        assert_eq!(list[1].email, "b@x.org");
        assert_eq!(list[1].name.as_deref(), Some("Bo"));
        assert_eq!(read_list(&lines(&["", "Thanks"])), Err(ListError::Empty));
        assert_eq!(
            read_list(&lines(&["a@x.org", "A <a@x.org>"])),
            Err(ListError::Twice("a@x.org".into()))
        );
        assert!(matches!(
            read_list(&lines(&["bob@"])),
            Err(ListError::Address(_))
        ));
        let many: Vec<String> = (0..=MAX_LISTED).map(|i| format!("p{i}@x.org")).collect();
        assert_eq!(read_list(&many), Err(ListError::TooMany));
    }

    #[test]
    fn captain_words_read() {
        let w = |s: &str| s.split_whitespace().map(str::to_string).collect::<Vec<_>>();
        assert_eq!(
            captain_word(&w("enter 3 team Ajax")),
            Some(CaptainWord::Enter)
        );
        assert_eq!(captain_word(&w("enter 3")), None);
        assert_eq!(captain_word(&w("order 3 Ajax")), Some(CaptainWord::Order));
        assert_eq!(
            captain_word(&w("replace 2 n@x.org")),
            Some(CaptainWord::Replace)
        );
        assert_eq!(captain_word(&w("replace the knight")), None);
        assert_eq!(
            captain_word(&w("withdraw team 3")),
            Some(CaptainWord::Withdraw)
        );
        assert_eq!(captain_word(&w("withdraw entry 3")), None);
    }

    #[test]
    fn team_names_read() {
        assert_eq!(team_name(" \"Ajax\" ").as_deref(), Some("Ajax"));
        assert_eq!(team_name(""), None);
        assert_eq!(team_name(&"x".repeat(MAX_NAME + 1)), None);
    }
}
