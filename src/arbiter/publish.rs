//! The published site: gathers what the pages show from the
//! store (public names only, no private game, never a pending conditional line:
//! those are not turns) and writes them with [`crate::output::site`], each file
//! atomically (written beside its place under a temporary name, then renamed),
//! a file whose text has not changed left alone.
//!
//! `arbiter publish DIR` writes the whole site; with `[publish] dir` each poll
//! calls [`Arbiter::publish_queued`] last, after the mail and its delivery, outside the
//! mail's transaction: the games the triggers queued are published and only then
//! taken off the queue, so a publish that fails (a full disk, a folder not
//! writable) is logged and tried again at the next poll or after a restart,
//! and a move is never held back by it.
//!
//! Addresses: every name shown is the player's name, else `Player N`; as a last
//! guard every page's text is searched for any player's address (aho-corasick,
//! case-insensitive), which is replaced by `Player N`.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use aho_corasick::AhoCorasick;
use rusqlite::Connection;
use serde_json::json;

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::errors::Refusal;
use crate::arbiter::events::table_form::TableForm;
use crate::arbiter::office::{load, Arbiter, Office};
use crate::arbiter::outgoing::event_words::{cup_round_name, CupPlaces};
use crate::corr::ids::GameId;
use crate::corr::knockout::MatchSlot;
use crate::output::site::{self, IndexEvent, IndexGame, Page};
use crate::rules::variant;
use crate::store::publishing::{self, PublicGame};
use crate::store::{self, team_tables, tournament_tables as rows, GameStatus};

/// What a publishing did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PublishReport {
    /// Games whose pages were made.
    pub games: usize,
    /// Events whose pages were made.
    pub events: usize,
    /// Files written (new or changed).
    pub written: usize,
    /// Files made but left alone, their text unchanged.
    pub unchanged: usize,
    /// Files of private games taken away.
    pub removed: usize,
}

/// The most queued games one call of [`Arbiter::publish_queued`] takes.
const QUEUE_BATCH: u32 = 256;

impl Arbiter {
    /// Writes the whole site into `dir` (made if missing): the index, every
    /// public event and game, the rules page of every variant, the style sheet
    /// and script; the pages of private games are removed.
    ///
    /// # Errors
    ///
    /// [`ArbiterError::Io`] naming the file; [`ArbiterError::Store`];
    /// [`ArbiterError::Site`] for a stored position that does not read;
    /// [`ArbiterError::Template`], [`ArbiterError::Corrupt`].
    pub fn publish_all(&self, dir: &Path) -> Result<PublishReport, ArbiterError> {
        let conn = self.store.conn();
        let all = publishing::public_games(conn)?;
        let ids: Vec<GameId> = all.iter().map(|g| g.id).collect();
        let mut site = Site::new(&self.office, conn, dir)?;
        for page in site::assets() {
            site.write(&page)?;
        }
        for v in crate::rules::registry() {
            site.write(&site::rules_page(&self.office.templates, v)?)?;
        }
        site.games(&all, &ids)?;
        let events: BTreeSet<i64> = publishing::public_tournaments(conn)?
            .into_iter()
            .map(|t| t.id)
            .collect();
        site.events(&events)?;
        site.remove_private(&private_games(conn)?)?;
        site.index(&all)?;
        Ok(site.report)
    }

    /// Brings the site in `dir` up to date with the games changed since the
    /// last publishing (the queue the store's triggers fill): their pages, their
    /// events' pages and the index; then takes them off the queue. Nothing
    /// queued: nothing is done. The first time (no index yet) the whole site is
    /// written.
    ///
    /// # Errors
    ///
    /// As [`Arbiter::publish_all`]; the queue is then left as it was.
    pub fn publish_queued(&mut self, dir: &Path) -> Result<PublishReport, ArbiterError> {
        let queued = publishing::queued(self.store.conn(), QUEUE_BATCH)?;
        if !dir.join("index.html").is_file() {
            let report = self.publish_all(dir)?;
            publishing::dequeue(self.store.conn(), &queued)?;
            return Ok(report);
        }
        if queued.is_empty() {
            return Ok(PublishReport::default());
        }
        let conn = self.store.conn();
        let all = publishing::public_games(conn)?;
        let mut site = Site::new(&self.office, conn, dir)?;
        site.games(&all, &queued)?;
        let mut events = BTreeSet::new();
        for &game in &queued {
            if let Some((t, ..)) = rows::of_game(conn, game)? {
                if !publishing::is_private_tournament(conn, t)? {
                    events.insert(t);
                }
            }
        }
        site.events(&events)?;
        let private: Vec<GameId> = queued
            .iter()
            .copied()
            .filter(|&g| !all.iter().any(|p| p.id == g))
            .collect();
        site.remove_private(&private)?;
        site.index(&all)?;
        let report = site.report;
        publishing::dequeue(self.store.conn(), &queued)?;
        Ok(report)
    }
}

impl Arbiter {
    /// With `[publish] dir` set: [`Arbiter::publish_queued`] there, the last step
    /// of each poll ([`Arbiter::poll`]), after the mail and its delivery. A failure is logged and
    /// the queue kept, so the next call tries again; `None` when no
    /// site is set or publishing failed.
    pub fn publish_configured(&mut self) -> Option<PublishReport> {
        let dir = self.office.config.publish.dir.clone()?;
        match self.publish_queued(&dir) {
            Ok(report) => {
                if report.written + report.removed > 0 {
                    tracing::info!(
                        games = report.games,
                        events = report.events,
                        written = report.written,
                        "published"
                    );
                }
                Some(report)
            }
            Err(e) => {
                tracing::warn!(dir = %dir.display(), error = %e, "publishing failed; tried again after the next mail");
                None
            }
        }
    }
}

/// Every private game's number.
fn private_games(conn: &Connection) -> Result<Vec<GameId>, ArbiterError> {
    Ok(crate::store::list_games(conn)?
        .into_iter()
        .map(|g| g.id)
        .filter(|&id| publishing::is_private(conn, id).unwrap_or(true))
        .collect())
}

/// One publishing under way: where it writes, the address guard, what it did.
struct Site<'a> {
    office: &'a Office,
    conn: &'a Connection,
    dir: PathBuf,
    /// Every player's address, found case-insensitively ...
    addresses: AhoCorasick,
    /// ... and the `Player N` that replaces it (same order).
    stand_ins: Vec<String>,
    report: PublishReport,
}

impl<'a> Site<'a> {
    fn new(office: &'a Office, conn: &'a Connection, dir: &Path) -> Result<Site<'a>, ArbiterError> {
        let pairs = publishing::address_stand_ins(conn)?;
        let addresses = AhoCorasick::builder()
            .ascii_case_insensitive(true)
            .match_kind(aho_corasick::MatchKind::LeftmostLongest)
            .build(pairs.iter().map(|(a, _)| a.as_str()))
            .map_err(|e| ArbiterError::Io {
                path: dir.to_path_buf(),
                error: std::io::Error::other(e),
            })?;
        Ok(Site {
            office,
            conn,
            dir: dir.to_path_buf(),
            addresses,
            stand_ins: pairs.into_iter().map(|(_, s)| s).collect(),
            report: PublishReport::default(),
        })
    }

    /// Writes a page atomically unless its file already holds this text.
    fn write(&mut self, page: &Page) -> Result<(), ArbiterError> {
        let text = self.addresses.replace_all(&page.text, &self.stand_ins);
        let path = self.dir.join(&page.path);
        let io = |path: &Path| {
            let path = path.to_path_buf();
            move |error| ArbiterError::Io { path, error }
        };
        if std::fs::read(&path).is_ok_and(|old| old == text.as_bytes()) {
            self.report.unchanged += 1;
            return Ok(());
        }
        let folder = path.parent().unwrap_or(&self.dir).to_path_buf();
        std::fs::create_dir_all(&folder).map_err(io(&folder))?;
        let mut file = tempfile::Builder::new()
            .prefix(".publishing-")
            .tempfile_in(&folder)
            .map_err(io(&folder))?;
        std::io::Write::write_all(&mut file, text.as_bytes()).map_err(io(&path))?;
        // Readable by the web server that serves the folder (a temporary file
        // is made readable by its owner alone).
        set_readable(file.as_file()).map_err(io(&path))?;
        file.persist(&path).map_err(|e| io(&path)(e.error))?;
        self.report.written += 1;
        Ok(())
    }

    /// The pages and PGN of the games `ids` that are public (in `all`).
    fn games(&mut self, all: &[PublicGame], ids: &[GameId]) -> Result<(), ArbiterError> {
        let by_id: HashMap<GameId, &PublicGame> = all.iter().map(|g| (g.id, g)).collect();
        for id in ids {
            let Some(public) = by_id.get(id) else {
                continue;
            };
            self.game(public)?;
            self.report.games += 1;
        }
        Ok(())
    }

    fn game(&mut self, public: &PublicGame) -> Result<(), ArbiterError> {
        let stored =
            store::load_game(self.conn, public.id)?.ok_or(Refusal::NoSuchGame(public.id))?;
        let info = variant(&stored.variant)?;
        let termination = match (stored.result.as_deref(), stored.termination.as_deref()) {
            (Some(r), Some(code)) => {
                crate::rules::Outcome::from_code(r, code).map(|o| o.describe())
            }
            _ => None,
        };
        let date = stored.created_at.get(..10).unwrap_or("").to_string();
        let source = site::GameSource {
            id: stored.id,
            variant: info,
            options: &stored.options,
            white: &public.white,
            black: &public.black,
            result: stored.result.as_deref().filter(|r| *r != "*"),
            termination: termination.as_deref(),
            event: public
                .event
                .as_ref()
                .map(|(id, name, round)| (*id, name.as_str(), *round)),
            start: stored.start_position.as_deref(),
            turns: &stored.turns,
            date: &date,
            started: &stored.created_at,
        };
        for page in site::game_pages(&self.office.templates, &source)? {
            self.write(&page)?;
        }
        self.write(&Page {
            path: format!("games/{}.pgn", public.id),
            text: self.game_pgn(public)?,
        })
    }

    /// A game's PGN with the public names in its tags.
    fn game_pgn(&self, public: &PublicGame) -> Result<String, ArbiterError> {
        let (mut stored, record) =
            load(self.conn, public.id)?.ok_or(Refusal::NoSuchGame(public.id))?;
        stored.white_name = Some(public.white.clone());
        stored.black_name = Some(public.black.clone());
        let date = stored
            .created_at
            .get(..10)
            .unwrap_or("????-??-??")
            .replace('-', ".");
        let team = match &public.event {
            Some((id, ..)) => {
                crate::arbiter::events::tournaments::team_tags(self.conn, *id, public.id)?
            }
            None => None,
        };
        let tags = public.event.as_ref().map(|(_, name, round)| {
            let (round, teams) = match team.clone() {
                Some((round, teams)) => (round, Some(teams)),
                None => (round.to_string(), None),
            };
            crate::output::pgn::EventTags {
                event: name,
                round,
                time_control: None,
                teams,
            }
        });
        let times = crate::arbiter::office::move_times(self.conn, &stored)?;
        Ok(crate::output::pgn::export_with(
            &stored,
            &record,
            &date,
            tags.as_ref(),
            &times,
        ))
    }

    /// The pages and PGN archives of the events `ids`.
    fn events(&mut self, ids: &BTreeSet<i64>) -> Result<(), ArbiterError> {
        let public_names = public_names(self.conn)?;
        for &id in ids {
            let Some(t) = rows::load(self.conn, id)? else {
                continue;
            };
            let info = variant(&t.variant)?;
            let event = IndexEvent {
                id,
                name: t.name.clone(),
                variant: t.variant.clone(),
                system: t.system.to_string(),
                status: t.status.to_string(),
                theme: t.theme.as_ref().map(|theme| {
                    crate::arbiter::outgoing::event_words::theme_name(
                        self.office.templates.site_language(),
                        theme,
                    )
                }),
            };
            let table = crate::arbiter::events::tournaments::table(
                self.office,
                self.conn,
                id,
                TableForm::Fragment,
                self.office.templates.site_language(),
            )?;
            let cup = CupPlaces::read(self.conn, id)?;
            // A team event's games by their team board, not their running number.
            let team_boards: HashMap<GameId, u32> = team_tables::games(self.conn, id)?
                .into_iter()
                .map(|place| (place.game_id, place.board))
                .collect();
            let mut rounds: Vec<serde_json::Value> = Vec::new();
            for g in rows::games(self.conn, id)? {
                let name = |email: &str| {
                    public_names
                        .get(&email.to_ascii_lowercase())
                        .cloned()
                        .unwrap_or_default()
                };
                let mut game = json!({
                    "id": g.game_id,
                    "board": team_boards.get(&g.game_id).copied().unwrap_or(g.board),
                    "white": name(&g.white),
                    "black": name(&g.black),
                    "result": g.result.clone().filter(|r| r != "*").unwrap_or_default(),
                });
                if rounds.last().is_none_or(|r| r["round"] != g.round) {
                    let title = cup.as_ref().map(|c| {
                        cup_round_name(self.office.templates.site_language(), c.rounds, g.round)
                    });
                    rounds
                        .push(json!({"round": g.round, "name": title, "games": [], "matches": []}));
                }
                let Some(round) = rounds.last_mut() else {
                    continue;
                };
                match cup.as_ref().and_then(|c| c.games.get(&g.game_id)) {
                    // A cup's games under their match, by their place in it.
                    Some(&(_, number, slot)) => {
                        match slot {
                            MatchSlot::Game(k) => game["game"] = json!(k),
                            MatchSlot::TieBreak(j) => game["tie_break"] = json!(j),
                        }
                        let Some(matches) = round["matches"].as_array_mut() else {
                            continue;
                        };
                        match matches.last_mut() {
                            Some(m) if m["number"] == number => {
                                if let Some(list) = m["games"].as_array_mut() {
                                    list.push(game);
                                }
                            }
                            _ => matches.push(json!({"number": number, "games": [game]})),
                        }
                    }
                    None => {
                        if let Some(list) = round["games"].as_array_mut() {
                            list.push(game);
                        }
                    }
                }
            }
            let page =
                site::event_page(&self.office.templates, &event, info, &table, json!(rounds))?;
            self.write(&page)?;
            self.write(&Page {
                path: format!("events/{id}.pgn"),
                text: crate::arbiter::events::tournaments::pgn_of(self.conn, id)?,
            })?;
            self.report.events += 1;
        }
        Ok(())
    }

    /// Removes the pages and PGN of games that are private now.
    fn remove_private(&mut self, ids: &[GameId]) -> Result<(), ArbiterError> {
        let folder = self.dir.join("games");
        let Ok(entries) = std::fs::read_dir(&folder) else {
            return Ok(());
        };
        let private: BTreeSet<String> = ids.iter().map(GameId::to_string).collect();
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().to_string();
            let stem = name.split(['.', '-']).next().unwrap_or_default();
            if private.contains(stem) {
                std::fs::remove_file(entry.path()).map_err(|error| ArbiterError::Io {
                    path: entry.path(),
                    error,
                })?;
                self.report.removed += 1;
            }
        }
        Ok(())
    }

    /// The front page.
    fn index(&mut self, all: &[PublicGame]) -> Result<(), ArbiterError> {
        let events: Vec<IndexEvent> = publishing::public_tournaments(self.conn)?
            .into_iter()
            .map(|t| IndexEvent {
                id: t.id,
                name: t.name,
                variant: t.variant,
                system: t.system.to_string(),
                status: t.status.to_string(),
                theme: None,
            })
            .collect();
        let games: Vec<IndexGame> = all
            .iter()
            .rev()
            .map(|g| IndexGame {
                id: g.id,
                white: g.white.clone(),
                black: g.black.clone(),
                variant: g.variant.clone(),
                event: g
                    .event
                    .as_ref()
                    .map(|(_, name, round)| format!("{name}, round {round}")),
                event_id: g.event.as_ref().map(|(id, ..)| *id),
                result: match g.result.as_deref() {
                    Some(r) if g.status == GameStatus::Finished => r.to_string(),
                    _ => "in play".to_string(),
                },
                plies: g.plies,
                updated: g.updated_at.get(..10).unwrap_or("").to_string(),
            })
            .collect();
        let page = site::index_page(
            &self.office.templates,
            &self.office.config.publish.title,
            &events,
            &games,
        )?;
        self.write(&page)
    }
}

#[cfg(unix)]
fn set_readable(file: &std::fs::File) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    file.set_permissions(std::fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn set_readable(_file: &std::fs::File) -> std::io::Result<()> {
    Ok(())
}

/// Every player's public name by address (lower case).
fn public_names(conn: &Connection) -> Result<HashMap<String, String>, ArbiterError> {
    Ok(publishing::public_names(conn)?
        .into_iter()
        .map(|(email, name)| (email.to_ascii_lowercase(), name))
        .collect())
}
