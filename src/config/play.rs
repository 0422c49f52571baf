//! `[limits]`, `[clock]` and `[tournament]`: the rules search's budget, the
//! clocks' reminders and leave, Swiss pairings.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::duration::ConfigDuration;
use super::error::ConfigError;
use crate::rules::budget::Budget;

/// `[limits]`: the safety valve of the rules search. A message whose
/// checking passes either limit is held for the organisers, never judged.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsSection {
    /// Search states (positions and turns in progress) one message may cost.
    #[serde(default = "default_search_states")]
    pub search_states: u64,
    /// Seconds of checking one message may cost.
    #[serde(default = "default_search_seconds")]
    pub search_seconds: u64,
    /// Conditional lines one player may leave pending in one game.
    #[serde(default = "default_conditional_lines")]
    pub conditional_lines: usize,
    /// Plies (conditions and replies together) one conditional line may have.
    #[serde(default = "default_conditional_plies")]
    pub conditional_plies: usize,
}

fn default_conditional_lines() -> usize {
    20
}

fn default_conditional_plies() -> usize {
    20
}

impl Default for LimitsSection {
    fn default() -> Self {
        LimitsSection {
            search_states: default_search_states(),
            search_seconds: default_search_seconds(),
            conditional_lines: default_conditional_lines(),
            conditional_plies: default_conditional_plies(),
        }
    }
}

/// `[clock]`: reminders and leave.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ClockSection {
    /// How long before a deadline a reminder goes to the player to move, e.g.
    /// `["48h", "24h"]` (humantime format); each is sent once per move.
    #[serde(default = "default_reminders")]
    pub reminders: Vec<ConfigDuration>,
    /// Days of leave each player may take per calendar year.
    #[serde(default = "default_leave_days")]
    pub leave_days_per_year: u32,
}

impl Default for ClockSection {
    fn default() -> Self {
        ClockSection {
            reminders: default_reminders(),
            leave_days_per_year: default_leave_days(),
        }
    }
}

/// `[tournament]`: Swiss pairings.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentSection {
    /// The Dutch pairing engine: program and arguments, `{trf}` and `{pairings}`
    /// standing for the TRF it reads and the file it writes. Default: `py4swiss`
    /// on PATH (`["py4swiss", "-t", "{trf}", "-p", "{pairings}"]`); bbpPairings
    /// (`["bbpPairings", "--dutch", "{trf}", "-p", "{pairings}"]`) and JaVaFo
    /// (`["java", "-jar", "javafo.jar", "{trf}", "-p", "{pairings}"]`) read the
    /// same TRF and write the same answer.
    #[serde(default = "default_pairing_engine")]
    pub pairing_engine: Vec<String>,
    /// Points of the pairing-allocated bye of a new Swiss: `"1"` (FIDE C.04.1,
    /// the default), `"1/2"` or `"0"`.
    #[serde(default = "default_bye_points")]
    pub bye_points: String,
}

impl Default for TournamentSection {
    fn default() -> Self {
        TournamentSection {
            pairing_engine: default_pairing_engine(),
            bye_points: default_bye_points(),
        }
    }
}

impl TournamentSection {
    /// The bye's value in half points (2, 1 or 0).
    ///
    /// # Errors
    ///
    /// [`ConfigError::Invalid`] naming `tournament.bye_points`.
    pub fn bye_halves(&self) -> Result<u32, ConfigError> {
        match self.bye_points.trim() {
            "1" | "1.0" => Ok(2),
            "1/2" | "0.5" | "½" => Ok(1),
            "0" | "0.0" => Ok(0),
            other => Err(ConfigError::Invalid {
                key: "tournament.bye_points",
                reason: format!("{other:?} is none of \"1\", \"1/2\", \"0\""),
            }),
        }
    }
}

fn default_pairing_engine() -> Vec<String> {
    ["py4swiss", "-t", "{trf}", "-p", "{pairings}"]
        .map(String::from)
        .to_vec()
}

fn default_bye_points() -> String {
    "1".into()
}

impl LimitsSection {
    /// The limits as a search budget.
    pub fn budget(&self) -> Budget {
        Budget {
            states: self.search_states,
            time: Duration::from_secs(self.search_seconds),
        }
    }
}

fn default_search_states() -> u64 {
    Budget::default().states
}

fn default_search_seconds() -> u64 {
    Budget::default().time.as_secs()
}

fn default_reminders() -> Vec<ConfigDuration> {
    vec![
        ConfigDuration::fixed(Duration::from_secs(48 * 3600), "48h"),
        ConfigDuration::fixed(Duration::from_secs(24 * 3600), "24h"),
    ]
}

fn default_leave_days() -> u32 {
    30
}
