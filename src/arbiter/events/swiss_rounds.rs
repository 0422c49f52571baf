//! Swiss tournaments in the service: pairing round 1 at the
//! start and each next round when every game of the last one is over, with the
//! Dutch pairing engine of `[tournament] pairing_engine` fed a TRF
//! ([`crate::corr::swiss`]); the bye; the Swiss table; the TRF export.
//!
//! A round is paired in one transaction: either every game of it is made (and
//! mailed) and the bye recorded, or, when the engine is missing, fails or answers
//! something unusable, nothing is, and the organisers are told why (once per
//! distinct reason; the arbiter tries again at every poll, and `arbiter
//! tournament pair ID` at once).

use std::collections::BTreeMap;

use rusqlite::Connection;
use serde_json::json;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::events::lookup::tiebreaks_of;
use crate::arbiter::events::table_words;
use crate::arbiter::game::new_game::new_game_in;
use crate::arbiter::office::{Arbiter, Desk, Office};
use crate::arbiter::outgoing::compose;
use crate::corr::ids::GameId;
use crate::corr::ratings::External;
use crate::corr::swiss::{
    self, EnginePair, RoundEntry, SwissPlayer, TeamTrfHeader, TrfHeader, TrfTeam,
};
use crate::corr::tiebreak::TieBreak;
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::store::tournament_tables::{
    self as rows, StoredEntrant, StoredTournament, TournamentGame, TournamentSystem,
};
use crate::store::{GameStatus, StoreError};

/// White's points of a finished game in half points, from its PGN result.
pub(crate) fn white_halves(result: Option<&str>) -> Option<u32> {
    match result {
        Some("1-0") => Some(2),
        Some("1/2-1/2") => Some(1),
        Some("0-1") => Some(0),
        _ => None,
    }
}

/// A Swiss as the pairing and the table see it.
pub(crate) struct SwissState {
    pub players: Vec<SwissPlayer>,
    /// Rounds paired so far (0 before the start).
    pub paired: u32,
    /// Rounds whose every game is over, from round 1 on.
    pub complete: u32,
}

/// Reads a Swiss: each entrant's entry in every round paired so far (a game, the
/// bye, or absent).
///
/// # Errors
///
/// [`StoreError`].
pub(crate) fn state(conn: &Connection, t: &StoredTournament) -> Result<SwissState, StoreError> {
    let entrants = rows::entrants(conn, t.id)?;
    let games = rows::games(conn, t.id)?;
    let byes = rows::byes(conn, t.id)?;
    let paired = games
        .iter()
        .map(|g| g.round)
        .chain(byes.iter().map(|b| b.0))
        .max()
        .unwrap_or(0);
    let players = entrants
        .iter()
        .map(|e| SwissPlayer {
            seat: e.seat,
            name: e.display_name().to_string(),
            withdrawn: e.withdrawn_at.is_some(),
            rounds: (1..=paired)
                .map(|r| round_entry(&entrants, &games, &byes, e, r))
                .collect(),
        })
        .collect();
    let complete = (1..=paired)
        .take_while(|&r| {
            games
                .iter()
                .filter(|g| g.round == r)
                .all(|g| g.status == GameStatus::Finished)
        })
        .count() as u32;
    Ok(SwissState {
        players,
        paired,
        complete,
    })
}

/// Entrant `e`'s entry in round `r`: the bye (`byes` as `(round, seat,
/// halves)`), a game of `games`, or absent.
fn round_entry(
    entrants: &[StoredEntrant],
    games: &[TournamentGame],
    byes: &[(u32, u32, u32)],
    e: &StoredEntrant,
    r: u32,
) -> RoundEntry {
    if let Some(b) = byes.iter().find(|b| b.0 == r && b.1 == e.seat) {
        return RoundEntry::Bye { halves: b.2 };
    }
    let Some(g) = games.iter().find(|g| {
        g.round == r
            && (g.white.eq_ignore_ascii_case(&e.email) || g.black.eq_ignore_ascii_case(&e.email))
    }) else {
        return RoundEntry::Absent;
    };
    let white = g.white.eq_ignore_ascii_case(&e.email);
    let halves = white_halves(g.result.as_deref()).map(|h| if white { h } else { 2 - h });
    // A game ended without a result (aborted by an organiser) counts as a double
    // forfeit: nobody scores, and the pairing engines take it as not played.
    let aborted = g.status == GameStatus::Finished && halves.is_none();
    let opponent = if white { &g.black } else { &g.white };
    RoundEntry::Game {
        opponent: entrants
            .iter()
            .find(|e| e.email.eq_ignore_ascii_case(opponent))
            .map_or(0, |e| e.seat),
        white,
        halves: if aborted { Some(0) } else { halves },
        unplayed: g.unplayed || aborted,
    }
}

/// Whether a Swiss is over: every round paired and played, or fewer than two
/// players left to pair once the paired rounds are over.
pub(crate) fn over(t: &StoredTournament, s: &SwissState) -> bool {
    let active = s.players.iter().filter(|p| !p.withdrawn).count();
    s.complete == s.paired && (s.paired >= t.rounds.unwrap_or(0) || active < 2)
}

/// `Autumn Swiss (tournament 2): chess, Swiss (Dutch system) of 5 rounds, 3d/move`.
pub(crate) fn title(t: &StoredTournament, language: Language) -> String {
    let kind = table_words::swiss_kind(language, t.rounds.unwrap_or(0));
    table_words::title(language, t, &kind)
}

/// The Swiss table as text or an HTML page (the `crosstable.html` template, its
/// columns the rounds).
pub(crate) fn table(
    office: &Office,
    conn: &Connection,
    t: &StoredTournament,
    form: crate::arbiter::events::table_form::TableForm,
    language: Language,
) -> Result<String, ArbiterError> {
    let mut s = state(conn, t)?;
    // Each name with the player's ratings.
    let entrants = rows::entrants(conn, t.id)?;
    for p in &mut s.players {
        if let Some(e) = entrants.iter().find(|e| e.seat == p.seat) {
            p.name =
                crate::arbiter::players::ratings::table_name(conn, &t.variant, &e.email, &p.name)?;
        }
    }
    let rounds = t.rounds.unwrap_or(0);
    let list = tiebreaks_of(conn, t)?;
    let words = table_words::swiss(language, &list);
    if let Some(template) = form.crosstable_template() {
        let heads: Vec<String> = (1..=rounds)
            .map(|r| format!("{}{r}", words.round))
            .collect();
        let tiebreaks: Vec<String> = list.iter().map(|t| t.acronym()).collect();
        return Ok(office.templates.render(
            template,
            json!({
                "title": title(t, language),
                "lang": language.code(),
                "swiss": true,
                "seats": heads,
                "tiebreaks": tiebreaks,
                "rows": swiss::table(&s.players, rounds, &list, &words),
                "legend": words.legend,
            }),
        )?);
    }
    Ok(format!(
        "{}\n\n{}",
        title(t, language),
        swiss::table_text(&s.players, rounds, &list, &words)
    ))
}

/// What the entrants of `t` carry from elsewhere, by start rank,
/// for the TRF's title, rating and ID columns.
///
/// # Errors
///
/// [`StoreError`].
fn elsewhere(
    conn: &Connection,
    t: &StoredTournament,
) -> Result<BTreeMap<u32, External>, StoreError> {
    let mut out = BTreeMap::new();
    for e in rows::entrants(conn, t.id)? {
        if let Some(x) = crate::store::ratings::external_of(conn, &e.email)? {
            out.insert(e.seat, x);
        }
    }
    Ok(out)
}

/// The TRF header of a tournament whose tie-breaks are `tiebreaks`.
fn header<'a>(
    t: &'a StoredTournament,
    end: Option<&'a str>,
    tiebreaks: &'a [TieBreak],
) -> TrfHeader<'a> {
    TrfHeader {
        name: &t.name,
        start_date: t
            .started_at
            .as_deref()
            .unwrap_or(&t.created_at)
            .get(..10)
            .unwrap_or(""),
        end_date: end,
        rounds: t.rounds.unwrap_or(0),
        bye_halves: t.bye_halves,
        tiebreaks,
    }
}

/// Pairs the next round of a Swiss when the last one is over (round 1 at the
/// start) and the tournament has rounds left: runs the engine on the TRF of the
/// rounds played, makes each game (mailing both players; boards in the engine's
/// order), records the bye and mails its player. Returns the round and its games,
/// or `None` when there is nothing to pair yet.
///
/// # Errors
///
/// [`ArbiterError::Pairing`] (engine missing, failing, unusable output:
/// nothing is paired then); [`ArbiterError::Store`], [`ArbiterError::Template`].
pub(crate) fn pair_next(
    office: &Office,
    tx: &Connection,
    t: &StoredTournament,
) -> Result<Option<(u32, Vec<GameId>)>, ArbiterError> {
    let mut s = state(tx, t)?;
    let rounds = t.rounds.unwrap_or(0);
    if s.complete < s.paired || s.paired >= rounds {
        return Ok(None);
    }
    let expected: Vec<u32> = s
        .players
        .iter()
        .filter(|p| !p.withdrawn)
        .map(|p| p.seat)
        .collect();
    if expected.len() < 2 {
        return Ok(None);
    }
    let round = s.paired + 1;
    for p in s.players.iter_mut().filter(|p| p.withdrawn) {
        p.rounds.push(RoundEntry::Absent);
    }
    let list = tiebreaks_of(tx, t)?;
    let text = swiss::trf_with(
        &header(t, None, &list),
        &s.players,
        s.paired,
        &elsewhere(tx, t)?,
    );
    let pairs = swiss::run_engine(&office.config.tournament.pairing_engine, &text, &expected)?;
    let games = make_round(office.desk(tx), t, round, pairs)?;
    rows::set_pairing_error(tx, t.id, None)?;
    Ok(Some((round, games)))
}

/// Makes round `round` of Swiss `t` from the engine's `pairs`: a game on the
/// next board for each pair, the bye for a player alone; returns the games.
fn make_round(
    desk: Desk<'_>,
    t: &StoredTournament,
    round: u32,
    pairs: Vec<EnginePair>,
) -> Result<Vec<GameId>, ArbiterError> {
    let tx = desk.tx;
    let control = crate::arbiter::events::lookup::control_of(t)?;
    let entrants = rows::entrants(tx, t.id)?;
    let email = |seat: u32| crate::arbiter::events::lookup::email_of(&entrants, seat);
    let mut games = Vec::new();
    for pair in pairs {
        match pair.black {
            Some(black) => {
                let (white, black) = (email(pair.white), email(black));
                let setup = crate::arbiter::events::lookup::game_setup(t, &white, &black, control);
                let event = Some((t.id, round, games.len() as u32 + 1));
                games.push(new_game_in(desk, &setup, event, true)?);
            }
            None => give_bye(desk, t, round, pair.white, &email(pair.white))?,
        }
    }
    Ok(games)
}

/// The bye's worth for `bye.txt` and its message `bye-worth`: whole points as a
/// number, so that the language's plural form of "point" follows it (`0 очков`,
/// `1 point`), and half a point as its text `½`.
fn bye_points(halves: u32) -> serde_json::Value {
    if halves.is_multiple_of(2) {
        json!(halves / 2)
    } else {
        json!(crate::corr::round_robin::halves(halves))
    }
}

/// Records the bye of round `round` for seat `seat` and mails its player at
/// `email`.
fn give_bye(
    desk: Desk<'_>,
    t: &StoredTournament,
    round: u32,
    seat: u32,
    email: &str,
) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    rows::add_bye(tx, t.id, round, seat, t.bye_halves)?;
    let language = crate::arbiter::office::language_of(tx, email)?;
    let event = crate::arbiter::outgoing::event_words::event_name(language, &t.name, t.id);
    let subject = Phrase::new("bye-subject")
        .with("name", t.name.as_str())
        .with("round", round.to_string())
        .in_language(language);
    let body = office.templates.render(
        "bye.txt",
        json!({
            "lang": language.code(),
            "arbiter_name": office.config.arbiter.name,
            "event": event,
            "round": round,
            "points": bye_points(t.bye_halves),
        }),
    )?;
    compose::Reply::new(email, &subject, &body).queue(desk)?;
    Ok(())
}

impl Arbiter {
    /// Pairs the next round of every running Swiss whose last round is over
    /// (`pair_next`), each in its own transaction. A round that cannot be paired
    /// is left unpaired, the reason stored and mailed to the `[arbiter]
    /// organisers` when it differs from the one they were last told; the next
    /// call tries again. Returns the rounds paired as `(tournament, round)`.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`] (never a
    /// pairing error: those go to the organisers).
    pub fn pair_swiss_rounds(&mut self) -> Result<Vec<(i64, u32)>, ArbiterError> {
        let mut done = Vec::new();
        for id in rows::running_swiss(self.store.conn())? {
            match self.pair_swiss(id) {
                Ok(Some(round)) => done.push((id, round)),
                Ok(None) => {}
                Err(ArbiterError::Pairing(e)) => {
                    tracing::warn!(tournament = id, error = %e, "Swiss round not paired");
                    self.report_pairing_error(id, &e.to_string())?;
                }
                Err(e) => return Err(e),
            }
        }
        Ok(done)
    }

    /// Pairs the next round of Swiss `id` now, when its last round is over
    /// (`arbiter tournament pair ID`). Returns the round paired, or `None` when
    /// there is nothing to pair.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Pairing`] (nothing paired); [`Refusal::Tournament`](crate::arbiter::Refusal::Tournament)
    /// for no such tournament or one that is not a Swiss; [`ArbiterError::Store`], [`ArbiterError::Template`].
    pub fn pair_swiss(&mut self, id: i64) -> Result<Option<u32>, ArbiterError> {
        let tx = self.store.transaction()?;
        let round = pair_in(&self.office, &tx, id)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(round)
    }

    /// Stores why Swiss `id` could not be paired and, when that is news, mails
    /// the organisers.
    fn report_pairing_error(&mut self, id: i64, error: &str) -> Result<(), ArbiterError> {
        let tx = self.store.transaction()?;
        let t = crate::arbiter::events::lookup::tournament_of(&tx, id)?;
        if t.pairing_error.as_deref() != Some(error) {
            let s = state(&tx, &t)?;
            for organiser in &self.office.config.arbiter.organisers {
                let language = crate::arbiter::office::language_of(&tx, organiser)?;
                let body = self.office.templates.render(
                    "pairing_error.txt",
                    json!({
                        "lang": language.code(),
                        "arbiter_name": self.office.config.arbiter.name,
                        "event": crate::arbiter::outgoing::event_words::event_name(language, &t.name, t.id),
                        "tournament": t.id.to_string(),
                        "round": s.paired + 1,
                        "error": error,
                    }),
                )?;
                let subject = Phrase::new("pairing-error-subject")
                    .with("name", t.name.as_str())
                    .with("round", (s.paired + 1).to_string())
                    .in_language(language);
                compose::Reply::new(organiser, &subject, &body).queue(self.office.desk(&tx))?;
            }
            rows::set_pairing_error(&tx, id, Some(error))?;
        }
        tx.commit().map_err(StoreError::from)?;
        Ok(())
    }

    /// The Swiss's TRF (FIDE TRF-16 with JaVaFo's TRF(x) lines; see
    /// [`crate::corr::swiss`] for the lines): every round whose games are all over,
    /// and the absences in the round after them, so that a pairing engine fed this
    /// file pairs the round the arbiter paired next.
    ///
    /// # Errors
    ///
    /// [`Refusal::Tournament`](crate::arbiter::Refusal::Tournament) for no such tournament or one that is
    /// not a Swiss; [`ArbiterError::Store`].
    pub fn tournament_trf(&self, id: i64) -> Result<String, ArbiterError> {
        trf_of(self.store.conn(), id)
    }
}

/// [`Arbiter::pair_swiss`] inside a transaction.
pub(crate) fn pair_in(
    office: &Office,
    tx: &Connection,
    id: i64,
) -> Result<Option<u32>, ArbiterError> {
    let t = crate::arbiter::events::lookup::tournament_of(tx, id)?;
    if t.system != TournamentSystem::Swiss {
        return Err(crate::arbiter::errors::TournamentError::NotSwiss(id).into());
    }
    if t.status != rows::TournamentStatus::Running {
        return Ok(None);
    }
    let paired = pair_next(office, tx, &t)?;
    Ok(paired.map(|(round, _)| round))
}

/// [`Arbiter::tournament_trf`] on any connection.
pub(crate) fn trf_of(conn: &Connection, id: i64) -> Result<String, ArbiterError> {
    {
        let t = crate::arbiter::events::lookup::tournament_of(conn, id)?;
        if let Some(rules) = crate::store::team_tables::rules(conn, id)? {
            return Ok(team_trf_of(conn, &t, rules.games_per_board)?);
        }
        if t.system != TournamentSystem::Swiss {
            return Err(crate::arbiter::errors::TournamentError::NotSwiss(id).into());
        }
        let s = state(conn, &t)?;
        let end = t.finished_at.as_deref().and_then(|d| d.get(..10));
        let list = tiebreaks_of(conn, &t)?;
        Ok(swiss::trf_with(
            &header(&t, end, &list),
            &s.players,
            s.complete,
            &elsewhere(conn, &t)?,
        ))
    }
}

/// A team event's TRF ([`swiss::team_trf`]): every member of every team, past
/// and present, with a `001` line, and each team's `013` line (its players in
/// board order, replacements after them). Each game is a TRF round of its own:
/// the meeting's round `r` with `per_board` games a board gives the rounds
/// `(r-1)*per_board + 1 ...`, game 2 of a board the second. As for a Swiss,
/// only the first rounds whose games are all over are written; a player
/// without a game in one of them (a replacement before joining, a player
/// replaced) is absent there (`0000 - Z`).
fn team_trf_of(
    conn: &Connection,
    t: &StoredTournament,
    per_board: u32,
) -> Result<String, StoreError> {
    use crate::store::team_tables as team_rows;
    let per_board = per_board.clamp(1, 2);
    let entrants = rows::entrants(conn, t.id)?;
    let seat_of = |email: &str| {
        entrants
            .iter()
            .find(|e| e.email.eq_ignore_ascii_case(email))
            .map(|e| e.seat)
    };
    let places: BTreeMap<GameId, u32> = team_rows::games(conn, t.id)?
        .into_iter()
        .map(|p| (p.game_id, p.game))
        .collect();
    let games = rows::games(conn, t.id)?;
    let index = |g: &TournamentGame| {
        let game = places
            .get(&g.game_id)
            .copied()
            .unwrap_or(1)
            .clamp(1, per_board);
        (g.round.max(1) - 1) * per_board + game
    };
    let last = games.iter().map(index).max().unwrap_or(0);
    let complete = (1..=last)
        .take_while(|&r| {
            games
                .iter()
                .filter(|g| index(g) == r)
                .all(|g| g.status == GameStatus::Finished)
        })
        .count();
    let mut players: Vec<SwissPlayer> = entrants
        .iter()
        .map(|e| SwissPlayer {
            seat: e.seat,
            name: e.display_name().to_string(),
            withdrawn: e.withdrawn_at.is_some(),
            rounds: vec![RoundEntry::Absent; complete],
        })
        .collect();
    for g in &games {
        let r = index(g) as usize;
        if r == 0 || r > complete {
            continue;
        }
        let Some(white_halves) = white_halves(g.result.as_deref()) else {
            continue;
        };
        let (Some(white), Some(black)) = (seat_of(&g.white), seat_of(&g.black)) else {
            continue;
        };
        for (me, opponent, is_white, halves) in [
            (white, black, true, white_halves),
            (black, white, false, 2 - white_halves),
        ] {
            if let Some(p) = players.iter_mut().find(|p| p.seat == me) {
                p.rounds[r - 1] = RoundEntry::Game {
                    opponent,
                    white: is_white,
                    halves: Some(halves),
                    unplayed: g.unplayed,
                };
            }
        }
    }
    let members = team_rows::members(conn, t.id)?;
    let teams: Vec<TrfTeam> = team_rows::teams(conn, t.id)?
        .into_iter()
        .map(|team| {
            let mut mine: Vec<_> = members.iter().filter(|m| m.team == team.seat).collect();
            // The holders of the boards at the start first, by board, then the
            // replacements by when they joined.
            let first = mine
                .iter()
                .map(|m| m.since.clone())
                .min()
                .unwrap_or_default();
            mine.sort_by_key(|m| (m.since != first, m.since.clone(), m.board));
            TrfTeam {
                name: team.name,
                players: mine.iter().filter_map(|m| seat_of(&m.email)).collect(),
            }
        })
        .collect();
    let kind = match t.system {
        TournamentSystem::TeamMatch => "Team match, correspondence",
        _ => "Team round robin, correspondence",
    };
    let header = TeamTrfHeader {
        name: &t.name,
        start_date: t
            .started_at
            .as_deref()
            .unwrap_or(&t.created_at)
            .get(..10)
            .unwrap_or(""),
        end_date: t.finished_at.as_deref().and_then(|d| d.get(..10)),
        kind,
    };
    Ok(swiss::team_trf(&header, &players, &teams))
}
