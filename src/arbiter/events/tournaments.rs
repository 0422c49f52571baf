//! Tournaments in the service: entering the players, starting
//! every game of every round at once, withdrawals, the crosstable mailed to every
//! entrant after each result, and the archive PGN. Pairings and standings are
//! [`crate::corr::round_robin`]; the rows are [`crate::store::tournament_tables`].
//!
//! All rounds start together: correspondence events do so (ICCF starts every game
//! of a round-robin section on the same day), so nobody waits for the slowest game
//! of a round; `[Round]` still gives each game's round of the Berger table.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::errors::Refusal;
use crate::arbiter::errors::TournamentError;
use crate::arbiter::events::lookup::{
    control_of, email_of, entrants_of, game_setup, tiebreaks_of, tournament_of,
};
use crate::arbiter::events::table_form::TableForm;
use crate::arbiter::events::table_words;
use crate::arbiter::events::team_events;
use crate::arbiter::game::new_game::new_game_in;
use crate::arbiter::game::organiser::{organise_in, OrganiserAction};
use crate::arbiter::office::{load, Arbiter, Desk, Office};
use crate::arbiter::outgoing::compose;
use crate::board::geometry::Color;
use crate::corr::clock::TimeControl;
use crate::corr::ids::GameId;
use crate::corr::round_robin::{self, Entrant, ScoredGame};
use crate::corr::tiebreak::{self, TieBreak};
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::output::locale;
use crate::rules::game::GameRecord;
use crate::rules::Options;
use crate::store::team_tables as team_rows;
use crate::store::tournament_tables::{
    self as rows, StoredEntrant, StoredTournament, TournamentGame, TournamentSystem,
};
use crate::store::{self, clock_tables, GameStatus, StoreError};

/// What a new tournament needs.
#[derive(Debug, Clone)]
pub struct NewTournament<'a> {
    /// The tournament's name (the `Event` tag in its PGN).
    pub name: &'a str,
    /// The variant every game is played in.
    pub variant: &'a str,
    /// The variant's options, the same for every game.
    pub options: &'a Options,
    /// Every game's time control; `None`: games without a clock.
    pub time_control: Option<TimeControl>,
    /// Double round robin (each pair meets twice, colours reversed).
    pub double: bool,
    /// `Some(rounds)`: a Swiss (Dutch system) of that many rounds instead of a
    /// round robin.
    pub swiss_rounds: Option<u32>,
    /// Entrants in pairing-number order: `jane@example.org` or
    /// `Jane Doe <jane@example.org>` (the name is set for the player).
    pub players: &'a [String],
    /// Whether players may leave conditional moves in the event's games (ICCF
    /// decides this per event).
    pub conditionals: bool,
    /// Open for entries by mail until this instant; `None`: the
    /// organiser enters every player.
    pub entries_until: Option<DateTime<Utc>>,
    /// At most this many entrants by mail.
    pub max_players: Option<u32>,
    /// Entrants by mail rated at least this.
    pub min_rating: Option<u32>,
    /// A knock-out cup instead: games per match and the rule for a
    /// tied match. Not with `swiss_rounds` or `double`.
    pub knockout: Option<(u32, crate::corr::knockout::TieRule)>,
    /// The ordered list of tie-breaks the organiser chose (FIDE C.07 Art.
    /// 4.1); `None`: the system's default (round robin DE, SB, BH;
    /// Swiss BH-C1, BH, SB).
    pub tiebreaks: Option<Vec<TieBreak>>,
    /// How the entrants get their pairing numbers at the start: `None` in the
    /// order given (or of entry).
    pub seed: Option<crate::arbiter::players::ratings::Seed>,
    /// Whether the event's games count for the ratings (`--unrated`: not).
    pub rated: bool,
    /// Whether the event and its games are kept off the published site
    /// (`--private`).
    pub private: bool,
    /// A thematic event's set start (`--fen`, `--opening`): every game starts
    /// there; `None`: the variant's usual start.
    pub theme: Option<crate::arbiter::events::theme::ThemeGiven<'a>>,
    /// A team event instead (`--system team-match` or `team-round-robin`):
    /// its teams and rules; `players` is then empty.
    pub teams: Option<team_events::NewTeams>,
}

/// What a withdrawal did (FIDE C.06 V.4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Withdrawal {
    /// Games the entrant finished, of `total` scheduled.
    pub completed: usize,
    /// Games the entrant was scheduled to play.
    pub total: usize,
    /// Less than half completed: the entrant's results count for nobody.
    pub annulled: bool,
    /// The games still running, now won by the opponents by forfeit.
    pub forfeited: Vec<GameId>,
}

/// A tournament's crosstable data: the entrants and each game with whether it runs.
fn table_data(
    entrants: &[StoredEntrant],
    games: &[TournamentGame],
) -> (Vec<Entrant>, Vec<(ScoredGame, bool)>) {
    let seats: HashMap<String, u32> = entrants
        .iter()
        .map(|e| (e.email.to_ascii_lowercase(), e.seat))
        .collect();
    let seat = |email: &str| seats.get(&email.to_ascii_lowercase()).copied().unwrap_or(0);
    let people = entrants
        .iter()
        .map(|e| Entrant {
            seat: e.seat,
            name: e.display_name().to_string(),
            withdrawn: e.withdrawn_at.is_some(),
            annulled: e.annulled,
        })
        .collect();
    let played = games
        .iter()
        .map(|g| {
            let white_halves = match g.result.as_deref() {
                Some("1-0") => Some(2),
                Some("1/2-1/2") => Some(1),
                Some("0-1") => Some(0),
                _ => None,
            };
            (
                ScoredGame {
                    round: g.round,
                    white: seat(&g.white),
                    black: seat(&g.black),
                    white_halves,
                    unplayed: g.unplayed,
                },
                g.status == GameStatus::Active,
            )
        })
        .collect();
    (people, played)
}

/// `Spring Open (tournament 3): chess, single round robin, 10/50d` in
/// `language`.
fn title(t: &StoredTournament, language: Language) -> String {
    let kind = table_words::round_robin_kind(language, t.cycles);
    table_words::title(language, t, &kind)
}

impl Arbiter {
    /// Makes a round-robin tournament with its entrants (pairing numbers in the
    /// order given; the organiser draws the order); returns its number. No game
    /// starts before [`Arbiter::start_tournament`].
    ///
    /// # Errors
    ///
    /// [`Refusal::Tournament`](crate::arbiter::Refusal::Tournament) (no name, fewer than 2 players, a
    /// player twice, an unreadable entrant); [`Refusal::Rules`](crate::arbiter::Refusal::Rules) for an
    /// unknown variant or option; [`ArbiterError::Store`].
    pub fn create_tournament(&mut self, new: &NewTournament<'_>) -> Result<i64, ArbiterError> {
        let tx = self.store.transaction()?;
        let id = create_in(&self.office, &tx, new)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(id)
    }

    /// Starts a tournament: a round robin makes every game of every round at once
    /// (see the module documentation) with the Berger pairings and colours; a
    /// Swiss pairs round 1 with its pairing engine. Each game's clock starts at
    /// now and both players are mailed. Returns the games' numbers, by round and
    /// board.
    ///
    /// # Errors
    ///
    /// [`Refusal::Tournament`](crate::arbiter::Refusal::Tournament) when it is not registering;
    /// [`ArbiterError::Pairing`] when a Swiss's round 1 cannot be paired (the
    /// tournament is then unchanged); [`ArbiterError::Store`],
    /// [`ArbiterError::Template`].
    pub fn start_tournament(&mut self, id: i64) -> Result<Vec<GameId>, ArbiterError> {
        let tx = self.store.transaction()?;
        let games = start_in(&self.office, &tx, id)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(games)
    }

    /// Withdraws an entrant (FIDE C.06 V.4): each of the entrant's games still
    /// running is won by the opponent by forfeit (both players mailed, the game's
    /// log says who and why); when the entrant completed less than half of the
    /// scheduled games, the entrant's results are annulled (they stay in the
    /// crosstable but count for nobody), else they stand.
    ///
    /// # Errors
    ///
    /// [`Refusal::Tournament`](crate::arbiter::Refusal::Tournament) (not running, not entered, withdrawn
    /// already); [`Refusal::Organiser`](crate::arbiter::Refusal::Organiser) without a reason; [`ArbiterError::Store`].
    pub fn withdraw(
        &mut self,
        id: i64,
        email: &str,
        by: &str,
        reason: &str,
    ) -> Result<Withdrawal, ArbiterError> {
        let tx = self.store.transaction()?;
        let w = withdraw_in(&self.office, &tx, id, email, by, reason)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(w)
    }

    /// The tournaments: number, name, variant, status.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`].
    pub fn tournaments(&self) -> Result<Vec<(i64, String, String, String)>, ArbiterError> {
        Ok(rows::list(self.store.conn())?)
    }

    /// The crosstable with its title, as plain text or (`html`) an HTML page from
    /// the `crosstable.html` template (names escaped).
    ///
    /// # Errors
    ///
    /// [`Refusal::Tournament`](crate::arbiter::Refusal::Tournament) for no such tournament;
    /// [`ArbiterError::Store`], [`ArbiterError::Template`].
    pub fn tournament_table(&self, id: i64, html: bool) -> Result<String, ArbiterError> {
        table(
            &self.office,
            self.store.conn(),
            id,
            TableForm::page(html),
            Language::English,
        )
    }

    /// Every game of the tournament as PGN, by round and board:
    /// `[Event]` the tournament's name, `[Round]`, the players' names, `[Variant]`,
    /// `[SetUp]`/`[FEN]` for a set-up start, `[TimeControl]` and `[Termination]`
    /// with the PGN standard's values.
    ///
    /// # Errors
    ///
    /// [`Refusal::Tournament`](crate::arbiter::Refusal::Tournament); [`ArbiterError::Store`],
    /// [`ArbiterError::Corrupt`].
    pub fn tournament_pgn(&self, id: i64) -> Result<String, ArbiterError> {
        pgn_of(self.store.conn(), id)
    }

    /// Mails the crosstable to every entrant of each running tournament with a
    /// result not yet announced (one mail per tournament and round of polling,
    /// naming the new results), and marks a tournament whose games are all over
    /// as finished. Run before every delivery, so that a result by mail, by the
    /// clock or by an organiser is announced in the same poll or command.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`].
    pub fn announce_results(&mut self) -> Result<usize, ArbiterError> {
        let pending = rows::with_news(self.store.conn())?;
        if pending.is_empty() {
            self.next_rounds()?;
            return Ok(0);
        }
        let tx = self.store.transaction()?;
        for &id in &pending {
            announce_in(self.office.desk(&tx), id)?;
        }
        tx.commit().map_err(StoreError::from)?;
        // A Swiss whose round is now over is paired (its games mailed) in the
        // same poll; a cup's decided round makes the next one.
        self.next_rounds()?;
        Ok(pending.len())
    }

    /// Pairs each Swiss whose round is over and makes each cup's next round.
    fn next_rounds(&mut self) -> Result<(), ArbiterError> {
        self.pair_swiss_rounds()?;
        self.advance_knockouts()?;
        Ok(())
    }
}

/// Mails the crosstable of tournament `id` to its entrants with its new results,
/// marks them announced and the tournament finished when it is over.
fn announce_in(desk: Desk<'_>, id: i64) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    let t = tournament_of(tx, id)?;
    let entrants = rows::entrants(tx, id)?;
    let games = rows::games(tx, id)?;
    let finished = is_over(tx, &t, &games)?;
    let results = Results {
        t: &t,
        entrants: &entrants,
        games: &games,
        finished,
    };
    mail_entrants(desk, &results)?;
    rows::mark_announced(tx, id)?;
    if finished {
        rows::set_status(
            tx,
            id,
            rows::TournamentStatus::Finished,
            &clock_tables::instant_text(office.now()),
        )?;
    }
    Ok(())
}

/// A tournament's results mail before it is put in each entrant's language.
struct Results<'a> {
    t: &'a StoredTournament,
    entrants: &'a [StoredEntrant],
    games: &'a [TournamentGame],
    finished: bool,
}

impl Results<'_> {
    /// The subject in `language`: the final crosstable, or the crosstable after
    /// so many games.
    fn subject(&self, language: Language) -> String {
        let name = self.t.name.as_str();
        if self.finished {
            return Phrase::new("results-subject-final")
                .with("name", name)
                .in_language(language);
        }
        let done = self
            .games
            .iter()
            .filter(|g| g.status == GameStatus::Finished)
            .count();
        Phrase::new("results-subject")
            .with("name", name)
            .with("done", done)
            .with("games", self.games.len())
            .in_language(language)
    }

    /// The values of `tournament.txt` in `language`, with `table` (the
    /// crosstable as text in that language).
    fn values(&self, office: &Office, language: Language, table: &str) -> serde_json::Value {
        let done = self
            .games
            .iter()
            .filter(|g| g.status == GameStatus::Finished)
            .count();
        json!({
            "lang": language.code(),
            "arbiter_name": office.config.arbiter.name,
            "news": news_of(self.entrants, self.games, language),
            "table": table,
            "finished": self.finished,
            "running": self.games.len() - done,
        })
    }
}

/// One line per finished game not yet announced, in `language`: `Round 2, game
/// 14: Jane Doe - John Roe 1-0 (White wins by checkmate)`.
fn news_of(
    entrants: &[StoredEntrant],
    games: &[TournamentGame],
    language: Language,
) -> Vec<String> {
    let name_of = |email: &str| {
        entrants
            .iter()
            .find(|e| e.email.eq_ignore_ascii_case(email))
            .map_or(email.to_string(), |e| e.display_name().to_string())
    };
    games
        .iter()
        .filter(|g| g.status == GameStatus::Finished && !g.announced)
        .map(|g| {
            Phrase::new("results-line")
                .with("round", g.round.to_string())
                .with("game", g.game_id.to_string())
                .with("white", name_of(&g.white))
                .with("black", name_of(&g.black))
                .with("result", g.result.as_deref().unwrap_or("*"))
                .with("how", outcome_words(g, language))
                .in_language(language)
        })
        .collect()
}

/// How game `g` ended, in words of `language`; empty when that is not stored or
/// not known.
fn outcome_words(g: &TournamentGame, language: Language) -> String {
    match (g.result.as_deref(), g.termination.as_deref()) {
        (Some(r), Some(code)) => crate::rules::Outcome::from_code(r, code)
            .map(|o| locale::outcome(language, &o))
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// Whether tournament `t` is over: a Swiss after its last round, a cup with its
/// champion, a round robin with every game finished.
fn is_over(
    tx: &Connection,
    t: &StoredTournament,
    games: &[TournamentGame],
) -> Result<bool, ArbiterError> {
    Ok(match t.system {
        TournamentSystem::Swiss => crate::arbiter::events::swiss_rounds::over(
            t,
            &crate::arbiter::events::swiss_rounds::state(tx, t)?,
        ),
        TournamentSystem::Knockout => {
            crate::arbiter::events::knockout_rounds::champion(tx, t)?.is_some()
        }
        TournamentSystem::RoundRobin
        | TournamentSystem::TeamMatch
        | TournamentSystem::TeamRoundRobin => {
            games.iter().all(|g| g.status == GameStatus::Finished)
        }
    })
}

/// Queues the crosstable mail (`tournament.txt`) to every entrant and every
/// team's captain (who may not play), each once and in their language.
fn mail_entrants(desk: Desk<'_>, results: &Results<'_>) -> Result<(), ArbiterError> {
    let Desk { office, tx } = desk;
    // The crosstable once per language read.
    let mut tables: Vec<(Language, String)> = Vec::new();
    let captains = crate::store::captains::teams(tx, results.t.id)?;
    let mut told: Vec<&str> = Vec::new();
    for address in results
        .entrants
        .iter()
        .map(|e| e.email.as_str())
        .chain(captains.iter().map(|c| c.captain.as_str()))
    {
        if told.iter().any(|t| t.eq_ignore_ascii_case(address)) {
            continue;
        }
        told.push(address);
        let language = crate::arbiter::office::language_of(tx, address)?;
        let text = match tables.iter().find(|(l, _)| *l == language) {
            Some((_, text)) => text.clone(),
            None => {
                let text = table(office, tx, results.t.id, TableForm::Text, language)?;
                tables.push((language, text.clone()));
                text
            }
        };
        let body = office
            .templates
            .render("tournament.txt", results.values(office, language, &text))?;
        compose::Reply::new(address, &results.subject(language), &body).queue(desk)?;
    }
    Ok(())
}

/// The crosstable of tournament `id` (see [`Arbiter::tournament_table`]), its
/// words in `language`.
pub(crate) fn table(
    office: &Office,
    conn: &Connection,
    id: i64,
    form: TableForm,
    language: Language,
) -> Result<String, ArbiterError> {
    let t = tournament_of(conn, id)?;
    if t.system == TournamentSystem::Swiss {
        return crate::arbiter::events::swiss_rounds::table(office, conn, &t, form, language);
    }
    if t.system == TournamentSystem::Knockout {
        return crate::arbiter::events::knockout_rounds::table(office, conn, &t, form, language);
    }
    if team_events::is_team(t.system) {
        return team_events::table(office, conn, &t, form, language);
    }
    let entrants = rows::entrants(conn, id)?;
    let games = rows::games(conn, id)?;
    let list = tiebreaks_of(conn, &t)?;
    let (mut people, played) = table_data(&entrants, &games);
    // Each name with the player's ratings.
    for (person, e) in people.iter_mut().zip(&entrants) {
        person.name = crate::arbiter::players::ratings::table_name(
            conn,
            &t.variant,
            &e.email,
            e.display_name(),
        )?;
    }
    let heading = title(&t, language);
    let words = table_words::round_robin(language, &list);
    if let Some(template) = form.crosstable_template() {
        let rows = round_robin::crosstable(&people, &played, &list, &words);
        let seats: Vec<u32> = people.iter().map(|e| e.seat).collect();
        let heads: Vec<String> = list.iter().map(|t| t.acronym()).collect();
        return Ok(office.templates.render(
            template,
            json!({
                "title": heading,
                "lang": language.code(),
                "seats": seats,
                "tiebreaks": heads,
                "rows": rows,
                "legend": words.legend,
            }),
        )?);
    }
    Ok(format!(
        "{heading}\n\n{}",
        round_robin::crosstable_text(&people, &played, &list, &words)
    ))
}

/// [`Arbiter::create_tournament`] inside a transaction (the command line's, or an
/// organiser's mail's).
pub(crate) fn create_in(
    office: &Office,
    tx: &Connection,
    new: &NewTournament<'_>,
) -> Result<i64, ArbiterError> {
    let name = new.name.trim();
    if name.is_empty() {
        return Err(TournamentError::NoName.into());
    }
    // The variant and its options are checked now, not at the start.
    let record = GameRecord::new(new.variant, new.options, None)?;
    let theme = new
        .theme
        .map(|given| crate::arbiter::events::theme::checked(record.variant.id, new.options, given))
        .transpose()?;
    let by_mail = new.entries_until.is_some();
    let teams = match &new.teams {
        Some(teams) => Some((
            teams,
            team_events::read(teams, new.double, new.players, by_mail)?,
        )),
        None => None,
    };
    let entrants = entrants_of(new.players)?;
    if teams.is_none() && entrants.len() < 2 && !by_mail {
        return Err(TournamentError::TooFew(entrants.len()).into());
    }
    let system = match &new.teams {
        Some(t) => team_events::system(t, new.double),
        None => system_of(office, new, entrants.len())?,
    };
    let at = clock_tables::instant_text(office.now());
    let control = new.time_control.map(|c| c.to_string());
    let id = rows::create(
        tx,
        name,
        system,
        record.variant.id,
        new.options,
        control.as_deref(),
        &at,
    )?;
    store_settings(tx, id, new)?;
    if let Some(theme) = &theme {
        rows::set_theme(tx, id, theme)?;
    }
    match &teams {
        Some((teams, read)) => team_events::store(tx, id, teams, read, &at)?,
        None => add_entrants(tx, id, &entrants)?,
    }
    Ok(id)
}

/// The system of a new tournament with `entered` entrants so far, as stored.
///
/// # Errors
///
/// [`TournamentError::System`] for a Swiss that is a cup too, a double cup or
/// a cup's match of other than 1 to 20 games; [`TournamentError::DoubleSwiss`];
/// [`TournamentError::Rounds`] for a Swiss of no rounds or (its field known)
/// of as many rounds as players; the configuration's error for the byes' score.
fn system_of(
    office: &Office,
    new: &NewTournament<'_>,
    entered: usize,
) -> Result<rows::System, ArbiterError> {
    Ok(match (new.swiss_rounds, new.knockout) {
        (Some(_), Some(_)) => {
            return Err(TournamentError::System(Phrase::new("tournament-system-swiss-cup")).into())
        }
        (None, Some(_)) if new.double => {
            return Err(TournamentError::System(Phrase::new("tournament-system-double-cup")).into())
        }
        (None, Some((games, tie))) => {
            if !(1..=20).contains(&games) {
                return Err(TournamentError::System(
                    Phrase::new("tournament-system-games").with("games", games.to_string()),
                )
                .into());
            }
            rows::System::Knockout {
                games,
                tie_rule: tie,
            }
        }
        (None, None) => rows::System::RoundRobin {
            cycles: if new.double { 2 } else { 1 },
        },
        (Some(_), None) if new.double => return Err(TournamentError::DoubleSwiss.into()),
        (Some(rounds), None) => {
            // With entries by mail, the field is known at the start.
            let field_known = new.entries_until.is_none();
            if rounds == 0 || (field_known && rounds as usize >= entered) {
                return Err(TournamentError::Rounds {
                    players: entered,
                    rounds,
                }
                .into());
            }
            rows::System::Swiss {
                rounds,
                bye_halves: office.config.tournament.bye_halves()?,
            }
        }
    })
}

/// Stores the settings of new tournament `id` beyond its system: conditional
/// moves, tie-breaks, seeding, rated, private, entries by mail.
pub(crate) fn store_settings(
    tx: &Connection,
    id: i64,
    new: &NewTournament<'_>,
) -> Result<(), ArbiterError> {
    rows::set_conditionals(tx, id, new.conditionals)?;
    if let Some(list) = new.tiebreaks.as_deref().filter(|l| !l.is_empty()) {
        rows::set_tiebreaks(tx, id, Some(&tiebreak::list_text(list)))?;
    }
    crate::store::ratings::set_seed(
        tx,
        id,
        new.seed.map(crate::arbiter::players::ratings::Seed::word),
    )?;
    if !new.rated {
        crate::store::ratings::set_unrated_tournament(tx, id)?;
    }
    if new.private {
        crate::store::publishing::set_private_tournament(tx, id)?;
    }
    if let Some(until) = new.entries_until {
        crate::arbiter::events::entries::open_in(tx, id, until, new.max_players, new.min_rating)?;
    }
    Ok(())
}

/// Enters `entrants` in tournament `id`, pairing numbers in their order, and
/// sets each name given for its player.
fn add_entrants(
    tx: &Connection,
    id: i64,
    entrants: &[(String, Option<String>)],
) -> Result<(), ArbiterError> {
    for (seat, (email, name)) in entrants.iter().enumerate() {
        rows::add_entrant(tx, id, seat as u32 + 1, email)?;
        if let Some(name) = name.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
            let player = store::player_id(tx, email)?;
            clock_tables::set_name(tx, player, name)?;
        }
    }
    Ok(())
}

/// [`Arbiter::start_tournament`] inside a transaction.
pub(crate) fn start_in(
    office: &Office,
    tx: &Connection,
    id: i64,
) -> Result<Vec<GameId>, ArbiterError> {
    let t = tournament_of(tx, id)?;
    if t.status != rows::TournamentStatus::Registering {
        return Err(TournamentError::NotRegistering {
            id,
            status: t.status,
        }
        .into());
    }
    close_entries_at_start(office, tx, &t)?;
    // Start ranks by rating when the event is seeded, before any pairing reads
    // them.
    crate::arbiter::players::ratings::seed_entrants(tx, &t)?;
    check_field(tx, &t)?;
    match t.system {
        TournamentSystem::Knockout => {
            crate::arbiter::events::knockout_rounds::start(office, tx, &t)
        }
        TournamentSystem::Swiss => {
            // An unreadable time control stops the start before any pairing.
            control_of(&t)?;
            start_swiss(office.desk(tx), id)
        }
        TournamentSystem::RoundRobin => start_round_robin(office.desk(tx), &t, control_of(&t)?),
        TournamentSystem::TeamMatch | TournamentSystem::TeamRoundRobin => {
            team_events::start(office.desk(tx), &t, control_of(&t)?)
        }
    }
}

/// Entries by mail close at the start, and everyone hears who is in.
fn close_entries_at_start(
    office: &Office,
    tx: &Connection,
    t: &StoredTournament,
) -> Result<(), ArbiterError> {
    if let Some(rules) = crate::store::entries::rules(tx, t.id)? {
        if rules.closed_at.is_none() {
            crate::arbiter::events::entries::close_in(office.desk(tx), t)?;
        }
    }
    Ok(())
}

/// Checks that tournament `t` has a field to start: 2 entrants or more, and more
/// entrants than a Swiss has rounds.
///
/// # Errors
///
/// [`TournamentError::TooFew`], [`TournamentError::Rounds`].
fn check_field(tx: &Connection, t: &StoredTournament) -> Result<(), ArbiterError> {
    let entered = rows::entrants(tx, t.id)?.len();
    if entered < 2 {
        return Err(TournamentError::TooFew(entered).into());
    }
    if let Some(rounds) = t.rounds.filter(|r| *r as usize >= entered) {
        return Err(TournamentError::Rounds {
            players: entered,
            rounds,
        }
        .into());
    }
    Ok(())
}

/// Starts Swiss `id`: marks it running and pairs round 1; returns its games.
fn start_swiss(desk: Desk<'_>, id: i64) -> Result<Vec<GameId>, ArbiterError> {
    let Desk { office, tx } = desk;
    let at = clock_tables::instant_text(office.now());
    rows::set_status(tx, id, rows::TournamentStatus::Running, &at)?;
    let t = tournament_of(tx, id)?;
    let games = crate::arbiter::events::swiss_rounds::pair_next(office, tx, &t)?
        .map(|(_, games)| games)
        .unwrap_or_default();
    Ok(games)
}

/// Starts round robin `t`: every game of every round (Berger tables) at once,
/// then marks it running; returns the games.
fn start_round_robin(
    desk: Desk<'_>,
    t: &StoredTournament,
    control: Option<TimeControl>,
) -> Result<Vec<GameId>, ArbiterError> {
    let Desk { office, tx } = desk;
    let entrants = rows::entrants(tx, t.id)?;
    let email = |seat: u32| email_of(&entrants, seat);
    let mut games = Vec::new();
    for p in round_robin::berger(entrants.len() as u32, t.cycles) {
        let (white, black) = (email(p.white), email(p.black));
        let setup = game_setup(t, &white, &black, control);
        let event = Some((t.id, p.round, p.board));
        let game = new_game_in(desk, &setup, event, true)?;
        games.push(game);
    }
    rows::set_status(
        tx,
        t.id,
        rows::TournamentStatus::Running,
        &clock_tables::instant_text(office.now()),
    )?;
    Ok(games)
}

/// [`Arbiter::withdraw`] inside a transaction.
pub(crate) fn withdraw_in(
    office: &Office,
    tx: &Connection,
    id: i64,
    email: &str,
    by: &str,
    reason: &str,
) -> Result<Withdrawal, ArbiterError> {
    let email = email.trim().to_ascii_lowercase();
    let t = tournament_of(tx, id)?;
    if t.status != rows::TournamentStatus::Running {
        return Err(TournamentError::NotRunning {
            id,
            status: t.status,
        }
        .into());
    }
    let entrants = rows::entrants(tx, id)?;
    let entrant = entrant_to_withdraw(&entrants, id, &email)?;
    let own: Vec<TournamentGame> = rows::games(tx, id)?
        .into_iter()
        .filter(|g| g.white.eq_ignore_ascii_case(&email) || g.black.eq_ignore_ascii_case(&email))
        .collect();
    let completed = own
        .iter()
        .filter(|g| g.status == GameStatus::Finished)
        .count();
    let (total, annulled, why) = terms(&t, entrant, completed, own.len(), reason);
    let forfeited = forfeit_running(office, tx, &own, &email, by, &why)?;
    rows::withdraw(
        tx,
        id,
        entrant.seat,
        &clock_tables::instant_text(office.now()),
        annulled,
    )?;
    if annulled {
        // The annulled results count for nobody's rating either.
        crate::arbiter::players::ratings::refresh(tx, &t.variant)?;
    }
    Ok(Withdrawal {
        completed,
        total,
        annulled,
        forfeited,
    })
}

/// The entrant of tournament `id` with address `email` (lower case), who has
/// not withdrawn yet.
///
/// # Errors
///
/// [`TournamentError::NotEntrant`], [`TournamentError::Withdrawn`].
fn entrant_to_withdraw<'a>(
    entrants: &'a [StoredEntrant],
    id: i64,
    email: &str,
) -> Result<&'a StoredEntrant, ArbiterError> {
    let Some(entrant) = entrants
        .iter()
        .find(|e| e.email.eq_ignore_ascii_case(email))
    else {
        return Err(TournamentError::NotEntrant {
            id,
            email: email.to_string(),
        }
        .into());
    };
    if entrant.withdrawn_at.is_some() {
        return Err(TournamentError::Withdrawn {
            id,
            email: email.to_string(),
        }
        .into());
    }
    Ok(entrant)
}

/// The terms of a withdrawal after `completed` of the entrant's `scheduled`
/// games: the total the results are counted against (games, or a Swiss's or
/// cup's rounds), whether the results are annulled, and why the running games
/// are forfeited (for the logs and the players' mail, ending with `reason`).
fn terms(
    t: &StoredTournament,
    entrant: &StoredEntrant,
    completed: usize,
    scheduled: usize,
    reason: &str,
) -> (usize, bool, String) {
    if t.system != TournamentSystem::RoundRobin {
        // A Swiss has no C.06 V.4 annulment: the results stand, and the
        // entrant is not paired again.
        // A cup, like a Swiss, keeps the results: the forfeits decide the matches.
        let total = t.rounds.unwrap_or(0) as usize;
        let why = format!(
            "{} withdrew from {} after {completed} of {total} rounds: the results stand, and              no later round pairs the player. {}",
            entrant.display_name(),
            t.name,
            reason.trim()
        );
        return (total, false, why);
    }
    let annulled = completed * 2 < scheduled;
    let why = format!(
        "{} withdrew from {} ({completed} of {scheduled} games completed: results {}, FIDE C.06 V.4). {}",
        entrant.display_name(),
        t.name,
        if annulled { "annulled" } else { "stand" },
        reason.trim()
    );
    (scheduled, annulled, why)
}

/// Forfeits each game of `own` still running to the opponent of `email`, `by`
/// the organiser for `why`, and marks it unplayed; returns the games' numbers.
fn forfeit_running(
    office: &Office,
    tx: &Connection,
    own: &[TournamentGame],
    email: &str,
    by: &str,
    why: &str,
) -> Result<Vec<GameId>, ArbiterError> {
    let mut forfeited = Vec::new();
    for g in own.iter().filter(|g| g.status == GameStatus::Active) {
        let winner = if g.white.eq_ignore_ascii_case(email) {
            Color::Black
        } else {
            Color::White
        };
        organise_in(
            office,
            tx,
            g.game_id,
            &OrganiserAction::Forfeit(winner),
            by,
            why,
        )?;
        rows::mark_unplayed(tx, g.game_id)?;
        forfeited.push(g.game_id);
    }
    Ok(forfeited)
}

/// A team event's game's `[Round]` and its team tags: the meeting's round, with
/// `.2` for the second game of a board that plays two (the PGN standard's round
/// of several levels, section 8.1.1.4: `1.2`); White's and Black's teams and the
/// board. `None` for a game of no team event.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub(crate) fn team_tags(
    conn: &Connection,
    tournament: i64,
    game: GameId,
) -> Result<Option<(String, crate::output::pgn::TeamTags)>, StoreError> {
    let Some(rules) = team_rows::rules(conn, tournament)? else {
        return Ok(None);
    };
    let Some(place) = team_rows::games(conn, tournament)?
        .into_iter()
        .find(|p| p.game_id == game)
    else {
        return Ok(None);
    };
    let Some(round) = rows::of_game(conn, game)?.map(|(_, _, round, _)| round) else {
        return Ok(None);
    };
    let teams = team_rows::teams(conn, tournament)?;
    let name = |seat: u32| {
        teams
            .iter()
            .find(|t| t.seat == seat)
            .map(|t| t.name.clone())
            .unwrap_or_default()
    };
    let (white, black) = if place.home_white {
        (place.home, place.away)
    } else {
        (place.away, place.home)
    };
    let round = if rules.games_per_board == 2 {
        format!("{round}.{}", place.game)
    } else {
        round.to_string()
    };
    Ok(Some((
        round,
        crate::output::pgn::TeamTags {
            white_team: name(white),
            black_team: name(black),
            board: place.board,
        },
    )))
}

/// [`Arbiter::tournament_pgn`] on any connection.
pub(crate) fn pgn_of(conn: &Connection, id: i64) -> Result<String, ArbiterError> {
    let t = tournament_of(conn, id)?;
    let control = t
        .time_control
        .as_deref()
        .and_then(|c| TimeControl::parse(c).ok());
    let mut out = String::new();
    for g in rows::games(conn, id)? {
        let (stored, record) = load(conn, g.game_id)?.ok_or(Refusal::NoSuchGame(g.game_id))?;
        let date = stored
            .created_at
            .get(..10)
            .unwrap_or("????-??-??")
            .replace('-', ".");
        let (round, teams) = match team_tags(conn, id, g.game_id)? {
            Some((round, teams)) => (round, Some(teams)),
            None => (g.round.to_string(), None),
        };
        let tags = crate::output::pgn::EventTags {
            event: &t.name,
            round,
            time_control: control.as_ref(),
            teams,
        };
        if !out.is_empty() {
            out.push('\n');
        }
        let times = crate::arbiter::office::move_times(conn, &stored)?;
        out.push_str(&crate::output::pgn::export_with(
            &stored,
            &record,
            &date,
            Some(&tags),
            &times,
        ));
    }
    Ok(out)
}
