//! A tournament's facts as the service reads them from the store: the tournament by
//! number, its time control, an entrant's address by seat, a table's title. Shared
//! by round robins ([`crate::arbiter::events::tournaments`]) and Swiss rounds ([`crate::arbiter::events::swiss_rounds`]).

use crate::arbiter::errors::ArbiterError;
use crate::arbiter::errors::TournamentError;
use crate::arbiter::game::new_game::GameSetup;
use crate::arbiter::office::checked_address;
use crate::corr::clock::TimeControl;
use crate::corr::tiebreak::{self, TieBreak};
use crate::store::tournament_tables::{
    self as rows, StoredEntrant, StoredTournament, TournamentSystem,
};
use crate::store::StoreError;
use lettre::message::Mailbox;
use rusqlite::Connection;

/// The setup of a game of tournament `t` between `white` and `black`: the event's
/// variant and options, its time control `control` ([`control_of`]), the usual
/// start position.
pub(crate) fn game_setup<'a>(
    t: &'a StoredTournament,
    white: &'a str,
    black: &'a str,
    control: Option<TimeControl>,
) -> GameSetup<'a> {
    GameSetup {
        variant: &t.variant,
        options: &t.options,
        white,
        black,
        fen: None,
        time_control: control,
    }
}

/// The tournament's time control, read back from its canonical text.
///
/// # Errors
///
/// [`StoreError::Unreadable`] when the stored text does not parse.
pub(crate) fn control_of(t: &StoredTournament) -> Result<Option<TimeControl>, StoreError> {
    t.time_control
        .as_deref()
        .map(TimeControl::parse)
        .transpose()
        .map_err(|_| StoreError::Unreadable {
            what: "tournament time control",
            text: t.time_control.clone().unwrap_or_default(),
        })
}

/// The tournament's ordered list of tie-breaks (FIDE C.07 Art.
/// 4.1): the organiser's, else the system's default
/// ([`tiebreak::ROUND_ROBIN_DEFAULT`], [`tiebreak::SWISS_DEFAULT`]).
///
/// # Errors
///
/// [`StoreError::Sqlite`]; [`StoreError::Unreadable`] when the stored
/// list does not parse.
pub(crate) fn tiebreaks_of(
    conn: &Connection,
    t: &StoredTournament,
) -> Result<Vec<TieBreak>, StoreError> {
    match rows::tiebreaks(conn, t.id)? {
        Some(text) => tiebreak::parse_list(&text).map_err(|_| StoreError::Unreadable {
            what: "tournament tie-breaks",
            text,
        }),
        None if t.system == TournamentSystem::Swiss => Ok(tiebreak::SWISS_DEFAULT.to_vec()),
        None => Ok(tiebreak::ROUND_ROBIN_DEFAULT.to_vec()),
    }
}

/// The address of pairing number `seat` (empty when there is none).
pub(crate) fn email_of(entrants: &[StoredEntrant], seat: u32) -> String {
    entrants
        .iter()
        .find(|e| e.seat == seat)
        .map(|e| e.email.clone())
        .unwrap_or_default()
}

pub(crate) fn tournament_of(conn: &Connection, id: i64) -> Result<StoredTournament, ArbiterError> {
    rows::load(conn, id)?.ok_or_else(|| TournamentError::NoSuchTournament(id).into())
}

/// The entrants of a new tournament read: each address checked, with the
/// name when one is given.
///
/// # Errors
///
/// [`TournamentError::Entrant`] for an entrant that does not read,
/// [`TournamentError::Twice`] for an address given twice; the error of
/// [`checked_address`] for a bad address in a `Name <address>` entrant.
pub(crate) fn entrants_of(
    players: &[String],
) -> Result<Vec<(String, Option<String>)>, ArbiterError> {
    let mut entrants: Vec<(String, Option<String>)> = Vec::new();
    for text in players {
        let (email, name) = match text.parse::<Mailbox>() {
            Ok(m) => (checked_address(m.email.as_ref())?, m.name),
            Err(_) => (
                checked_address(text).map_err(|_| TournamentError::Entrant(text.clone()))?,
                None,
            ),
        };
        if entrants.iter().any(|(e, _)| *e == email) {
            return Err(TournamentError::Twice(email).into());
        }
        entrants.push((email, name));
    }
    Ok(entrants)
}
