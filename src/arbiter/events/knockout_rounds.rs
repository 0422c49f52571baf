//! Knock-out cups in the service: the bracket of [`corr::knockout`]
//! read back from the games stored (a game of round r, match m is a tournament game
//! with `round` r and `board` m; its seeds are the entrants' pairing numbers, the
//! start ranks), the games each match asks for made at the start and at every poll
//! (a round's matches start when the previous round is decided; extra games of a
//! tied match start as soon as it is tied), the bracket as a table, the champion.
//! An aborted game (finished without a result) does not count: it is played again.
//!
//! [`corr::knockout`]: crate::corr::knockout

use std::collections::BTreeMap;

use rusqlite::Connection;
use serde_json::json;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::events::lookup::{control_of, email_of, game_setup};
use crate::arbiter::events::swiss_rounds::white_halves;
use crate::arbiter::events::table_words;
use crate::arbiter::game::new_game::new_game_in;
use crate::arbiter::office::{Arbiter, Desk, Office};
use crate::arbiter::outgoing::event_words::cup_round_name;
use crate::corr::ids::GameId;
use crate::corr::knockout::{self, Match, MatchGame, MatchState, TieRule};
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::store::clock_tables;
use crate::store::tournament_tables::{
    self as rows, StoredEntrant, StoredTournament, TournamentGame,
};
use crate::store::{GameStatus, StoreError};

/// A cup as stored: its rules and every round so far with its matches.
struct Cup {
    games: u32,
    tie: TieRule,
    /// Rounds from 1, each its matches in bracket order with their games.
    rounds: Vec<Vec<Match>>,
    /// Pairing numbers in the bracket.
    players: u32,
}

impl Cup {
    /// The champion's seed, once the final is decided.
    fn champion(&self) -> Option<u32> {
        let last = self.rounds.last()?;
        if self.rounds.len() as u32 != knockout::rounds(self.players) || last.len() != 1 {
            return None;
        }
        winner(&last[0], self.games, self.tie)
    }
}

/// The seed who won match `m` (of `games` games, ties by `tie`), once decided.
fn winner(m: &Match, games: u32, tie: TieRule) -> Option<u32> {
    match knockout::state(m, games, tie) {
        MatchState::Won(seed) => Some(seed),
        _ => None,
    }
}

/// The winner of each of `matches` in order, `None` for a match undecided.
fn winners(matches: &[Match], games: u32, tie: TieRule) -> Vec<Option<u32>> {
    matches.iter().map(|m| winner(m, games, tie)).collect()
}

/// Reads cup `t`: the rounds are rebuilt from the first (seeds 1..n in bracket
/// order) with each round's winners, and the stored games attached to their
/// matches.
fn read(conn: &Connection, t: &StoredTournament) -> Result<Cup, StoreError> {
    let (games, tie) = rows::knockout_rules(conn, t.id)?.unwrap_or((2, TieRule::Extra));
    let entrants = rows::entrants(conn, t.id)?;
    let stored = rows::games(conn, t.id)?;
    let players = entrants.len() as u32;
    let mut cup = Cup {
        games,
        tie,
        rounds: Vec::new(),
        players,
    };
    if t.status == rows::TournamentStatus::Registering || players < 2 {
        return Ok(cup);
    }
    let mut matches = knockout::first_round(players);
    for round in 1..=knockout::rounds(players) {
        for m in &mut matches {
            m.games = match_games(&stored, &entrants, round, m.number);
        }
        let winners = winners(&matches, games, tie);
        let started = round == 1
            || matches
                .iter()
                .any(|m| !m.games.is_empty() || m.low.is_none());
        if !started {
            break;
        }
        cup.rounds.push(matches);
        match knockout::next_round(&winners) {
            Some(next) if !next.is_empty() => matches = next,
            _ => break,
        }
    }
    Ok(cup)
}

/// The games of match `number` of `round` among the `stored` games, by seeds:
/// an abort does not count; a running game has no result yet.
fn match_games(
    stored: &[TournamentGame],
    entrants: &[StoredEntrant],
    round: u32,
    number: u32,
) -> Vec<MatchGame> {
    let seat_of = |email: &str| {
        entrants
            .iter()
            .find(|e| e.email.eq_ignore_ascii_case(email))
            .map(|e| e.seat)
    };
    stored
        .iter()
        .filter(|g| g.round == round && g.board == number)
        .filter_map(|g| {
            let halves = white_halves(g.result.as_deref());
            if g.status == GameStatus::Finished && halves.is_none() {
                return None;
            }
            Some(MatchGame {
                white: seat_of(&g.white)?,
                black: seat_of(&g.black)?,
                white_halves: halves,
            })
        })
        .collect()
}

/// Makes every game the matches of the cup's last round ask for now; returns
/// their numbers. A round whose matches are all decided makes the next round
/// first.
fn make_due_games(desk: Desk<'_>, t: &StoredTournament) -> Result<Vec<GameId>, ArbiterError> {
    let tx = desk.tx;
    let mut cup = read(tx, t)?;
    let entrants = rows::entrants(tx, t.id)?;
    let control = control_of(t)?;
    // The round after the last decided one, when its matches have no games yet.
    if let Some(last) = cup.rounds.last() {
        let winners = winners(last, cup.games, cup.tie);
        if let Some(next) = knockout::next_round(&winners).filter(|n| !n.is_empty()) {
            cup.rounds.push(next);
        }
    }
    let round = cup.rounds.len() as u32;
    let mut made = Vec::new();
    let Some(matches) = cup.rounds.last() else {
        return Ok(made);
    };
    for m in matches {
        if let MatchState::Play(games) = knockout::state(m, cup.games, cup.tie) {
            for (white, black) in games {
                let (white, black) = (email_of(&entrants, white), email_of(&entrants, black));
                let setup = game_setup(t, &white, &black, control);
                let event = Some((t.id, round, m.number));
                let game = new_game_in(desk, &setup, event, true)?;
                made.push(game);
            }
        }
    }
    Ok(made)
}

/// Starts cup `t`: round 1's games are made (the top seeds with byes wait for
/// round 2) and the cup runs.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Template`], and those of
/// making a game.
pub(crate) fn start(
    office: &Office,
    tx: &Connection,
    t: &StoredTournament,
) -> Result<Vec<GameId>, ArbiterError> {
    rows::set_status(
        tx,
        t.id,
        rows::TournamentStatus::Running,
        &clock_tables::instant_text(office.now()),
    )?;
    let running = rows::load(tx, t.id)?.unwrap_or_else(|| t.clone());
    make_due_games(office.desk(tx), &running)
}

/// The champion of cup `t` (the entrant), once its final is decided.
///
/// # Errors
///
/// [`StoreError::Sqlite`].
pub(crate) fn champion(
    conn: &Connection,
    t: &StoredTournament,
) -> Result<Option<StoredEntrant>, StoreError> {
    let cup = read(conn, t)?;
    let Some(seed) = cup.champion() else {
        return Ok(None);
    };
    Ok(rows::entrants(conn, t.id)?
        .into_iter()
        .find(|e| e.seat == seed))
}

/// The bracket as text (`html` false) or an HTML page (the `bracket.html`
/// template, names escaped): each round's matches with seeds, names, the score
/// and who goes through, and the winner.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Template`].
pub(crate) fn table(
    office: &Office,
    conn: &Connection,
    t: &StoredTournament,
    form: crate::arbiter::events::table_form::TableForm,
    language: Language,
) -> Result<String, ArbiterError> {
    let cup = read(conn, t)?;
    let entrants = rows::entrants(conn, t.id)?;
    let names = rated_names(conn, t, &entrants)?;
    let heading = heading(t, &cup, language);
    let rounds = bracket_rounds(&cup, &names, language);
    // The winner's name alone, without ratings.
    let champion = cup.champion().map(|seed| {
        entrants
            .iter()
            .find(|e| e.seat == seed)
            .map_or(String::new(), |e| e.display_name().to_string())
    });
    if let Some(template) = form.bracket_template() {
        return Ok(office.templates.render(
            template,
            json!({
                "title": heading,
                "lang": language.code(),
                "rounds": rounds,
                "champion": champion,
            }),
        )?);
    }
    Ok(bracket_text(
        &heading,
        &rounds,
        champion.as_deref(),
        language,
    ))
}

/// Each entrant's name with the player's ratings, by seed.
fn rated_names(
    conn: &Connection,
    t: &StoredTournament,
    entrants: &[StoredEntrant],
) -> Result<BTreeMap<u32, String>, ArbiterError> {
    let mut names = BTreeMap::new();
    for e in entrants {
        let shown = crate::arbiter::players::ratings::table_name(
            conn,
            &t.variant,
            &e.email,
            e.display_name(),
        )?;
        names.insert(e.seat, shown);
    }
    Ok(names)
}

/// The bracket's title: the cup's name and rules, in `language`.
fn heading(t: &StoredTournament, cup: &Cup, language: Language) -> String {
    let kind = table_words::knockout_kind(language, cup.games, cup.tie);
    table_words::title(language, t, &kind)
}

/// Each round of the cup so far as `{"name", "matches"}`, its matches as
/// [`match_row`] gives them, the words in `language`.
fn bracket_rounds(
    cup: &Cup,
    names: &BTreeMap<u32, String>,
    language: Language,
) -> Vec<serde_json::Value> {
    let total = knockout::rounds(cup.players.max(2));
    cup.rounds
        .iter()
        .enumerate()
        .map(|(i, matches)| {
            let round = i as u32 + 1;
            let rows: Vec<serde_json::Value> = matches
                .iter()
                .map(|m| match_row(cup, m, names, language))
                .collect();
            json!({"name": cup_round_name(language, total, round), "matches": rows})
        })
        .collect()
}

/// One match of the bracket: its number, both seeds and names (`(bye)` for a
/// missing low seed), the score and who goes through (seed 0 and empty while
/// undecided), the words in `language`.
fn match_row(
    cup: &Cup,
    m: &Match,
    names: &BTreeMap<u32, String>,
    language: Language,
) -> serde_json::Value {
    let name = |seed: u32| names.get(&seed).cloned().unwrap_or_default();
    let (h, l) = knockout::score(m);
    let winner = winner(m, cup.games, cup.tie);
    json!({
        "number": m.number,
        "high_seed": m.high,
        "high": name(m.high),
        "low_seed": m.low.map(|s| s.to_string()).unwrap_or_default(),
        "low": m.low.map_or_else(|| Phrase::new("bracket-bye").in_language(language), name),
        "score": if m.low.is_some() { format!("{}-{}", halves(h), halves(l)) } else { String::new() },
        "winner": winner.unwrap_or(0),
        "through": winner.map(name).unwrap_or_default(),
    })
}

/// The bracket as plain text: the heading, each round's name and one line per
/// match, and the winner when there is one, the words in `language`.
fn bracket_text(
    heading: &str,
    rounds: &[serde_json::Value],
    champion: Option<&str>,
    language: Language,
) -> String {
    let mut out = format!("{heading}\n");
    for r in rounds {
        out.push_str(&format!("\n{}\n", r["name"].as_str().unwrap_or_default()));
        for m in r["matches"].as_array().into_iter().flatten() {
            out.push_str(&match_line(m));
        }
    }
    if let Some(c) = champion {
        let winner = Phrase::new("bracket-winner")
            .with("name", c)
            .in_language(language);
        out.push_str(&format!("\n{winner}\n"));
    }
    out
}

/// One line of the text bracket from a [`match_row`].
fn match_line(m: &serde_json::Value) -> String {
    let text = |k: &str| m[k].as_str().unwrap_or_default().to_string();
    format!(
        "  {:>2}. {:>3} {:<24} {:^7} {:>3} {:<24} {}\n",
        m["number"].as_u64().unwrap_or(0),
        m["high_seed"].as_u64().unwrap_or(0),
        text("high"),
        text("score"),
        text("low_seed"),
        text("low"),
        match text("through").as_str() {
            "" => String::new(),
            who => format!("-> {who}"),
        }
    )
}

/// Half points as a score: `1½`, `2`, `½`.
fn halves(h: u32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".into(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

impl Arbiter {
    /// Makes the games every running cup asks for now: a tied match's extra
    /// games, and the next round once a round is decided (each in its own
    /// transaction; run after each result, like the Swiss pairing). Returns the
    /// games made.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Store`], [`ArbiterError::Template`].
    pub fn advance_knockouts(&mut self) -> Result<usize, ArbiterError> {
        let mut made = 0;
        for id in rows::running_knockouts(self.store.conn())? {
            let tx = self.store.transaction()?;
            if let Some(t) = rows::load(&tx, id)? {
                made += make_due_games(self.office.desk(&tx), &t)?.len();
            }
            tx.commit().map_err(StoreError::from)?;
        }
        Ok(made)
    }
}
