//! The words of a tournament's tables and title in the reader's language
//! (`locales/<code>/tables.ftl`): the crosstable's heads, notes and legend with
//! the tie-breaks named in words, given to [`crate::corr`]'s table builders as a
//! [`TableWords`], and the event's title (`Winter Cup (tournament 1): chess,
//! single round robin`). In English every text is the one the table builders
//! and titles wrote before they were translated.

use crate::corr::knockout::TieRule;
use crate::corr::round_robin::TableWords;
use crate::corr::teams::{TeamScore, TeamTieBreak};
use crate::corr::tiebreak::{Cut, TieBreak};
use crate::notation::dialect::Language;
use crate::notation::words::Phrase;
use crate::store::tournament_tables::StoredTournament;

/// The words of a round robin's crosstable with tie-breaks `list`, in `language`.
pub(crate) fn round_robin(language: Language, list: &[TieBreak]) -> TableWords {
    let legend = Phrase::new("table-legend-round-robin")
        .with("ties", ties(language, list))
        .in_language(language);
    words(language, legend)
}

/// The words of a Swiss table with tie-breaks `list`, in `language`; the legend
/// says how a Buchholz or Sonneborn-Berger counts an unplayed round when the list
/// has one.
pub(crate) fn swiss(language: Language, list: &[TieBreak]) -> TableWords {
    let mut legend = Phrase::new("table-legend-swiss")
        .with("ties", ties(language, list))
        .in_language(language);
    if list
        .iter()
        .any(|t| matches!(t, TieBreak::Buchholz(_) | TieBreak::SonnebornBerger(_)))
    {
        legend.push(' ');
        legend.push_str(&Phrase::new("table-legend-swiss-dummy").in_language(language));
    }
    words(language, legend)
}

/// The heads and notes in `language`, with `legend`.
fn words(language: Language, legend: String) -> TableWords {
    TableWords {
        rank: Phrase::new("table-rank").in_language(language),
        number: Phrase::new("table-number").in_language(language),
        player: Phrase::new("table-player").in_language(language),
        points: Phrase::new("table-points").in_language(language),
        round: Phrase::new("table-round").in_language(language),
        annulled: Phrase::new("table-annulled").in_language(language),
        stands: Phrase::new("table-stands").in_language(language),
        withdrew: Phrase::new("table-withdrew").in_language(language),
        legend,
    }
}

/// The legend's sentence on ties in `language`: `Ties: direct encounter (DE),
/// Sonneborn-Berger (SB), Buchholz (BH) (FIDE C.07).`
fn ties(language: Language, list: &[TieBreak]) -> String {
    if list.is_empty() {
        return Phrase::new("table-ties-none").in_language(language);
    }
    let named: Vec<String> = list
        .iter()
        .map(|t| {
            Phrase::new("table-tiebreak")
                .with("name", name(language, *t))
                .with("acronym", t.acronym())
                .in_language(language)
        })
        .collect();
    Phrase::new("table-ties")
        .with("list", named.join(", "))
        .in_language(language)
}

/// A tie-break in words of `language`: `direct encounter`, `Buchholz cut 1`.
fn name(language: Language, tiebreak: TieBreak) -> String {
    let (base, cut) = match tiebreak {
        TieBreak::DirectEncounter => return Phrase::new("tiebreak-de").in_language(language),
        TieBreak::Wins => return Phrase::new("tiebreak-win").in_language(language),
        TieBreak::GamesWon => return Phrase::new("tiebreak-won").in_language(language),
        TieBreak::BlackGames => return Phrase::new("tiebreak-bpg").in_language(language),
        TieBreak::BlackWins => return Phrase::new("tiebreak-bwg").in_language(language),
        TieBreak::Progressive => return Phrase::new("tiebreak-ps").in_language(language),
        TieBreak::Buchholz(cut) => (Phrase::new("tiebreak-bh").in_language(language), cut),
        TieBreak::SonnebornBerger(cut) => (Phrase::new("tiebreak-sb").in_language(language), cut),
    };
    let id = match cut {
        Cut { low: 0, high: 0 } => return base,
        Cut { high: 0, .. } => "tiebreak-cut",
        _ => "tiebreak-median",
    };
    Phrase::new(id)
        .with("name", base)
        .with("n", cut.low)
        .in_language(language)
}

/// `NAME (tournament ID): VARIANT OPTIONS, KIND, CONTROL` in `language`, `kind`
/// in its words already.
pub(crate) fn title(language: Language, t: &StoredTournament, kind: &str) -> String {
    let options: Vec<String> = t.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let variant = if options.is_empty() {
        t.variant.clone()
    } else {
        format!("{} {}", t.variant, options.join(" "))
    };
    let control = t
        .time_control
        .as_deref()
        .map(|c| format!(", {c}"))
        .unwrap_or_default();
    Phrase::new("event-title")
        .with("name", t.name.as_str())
        .with("tournament", t.id.to_string())
        .with("variant", variant)
        .with("kind", kind)
        .with("control", control)
        .in_language(language)
}

/// The title of an entry's request in `language`: the kind is the system's word
/// (`round_robin`, `swiss`, `knockout` in English).
pub(crate) fn entry_title(language: Language, t: &StoredTournament) -> String {
    let system = Phrase::new("event-system")
        .with("system", t.system.as_str())
        .in_language(language);
    title(language, t, &system)
}

/// A round robin's kind in `language`: `single round robin`, `double round
/// robin` (`cycles` 2).
pub(crate) fn round_robin_kind(language: Language, cycles: u32) -> String {
    let id = if cycles == 2 {
        "event-kind-double"
    } else {
        "event-kind-single"
    };
    Phrase::new(id).in_language(language)
}

/// A Swiss's kind in `language`: `Swiss (Dutch system) of 5 rounds`.
pub(crate) fn swiss_kind(language: Language, rounds: u32) -> String {
    Phrase::new("event-kind-swiss")
        .with("rounds", rounds.to_string())
        .in_language(language)
}

/// A cup's kind in `language`: `knock-out cup, matches of 2 games, ties: the
/// higher seed goes through`.
pub(crate) fn knockout_kind(language: Language, games: u32, tie: TieRule) -> String {
    let tie = Phrase::new(match tie {
        TieRule::Extra => "event-tie-extra",
        TieRule::HigherSeed => "event-tie-seed",
    })
    .in_language(language);
    Phrase::new("event-kind-knockout")
        .with("games", games)
        .with("tie", tie)
        .in_language(language)
}

/// The legend of a team crosstable in `language`: what a meeting's cell says,
/// the score the teams are ranked by first (`primary`) and the team
/// tie-breaks of `list` in words.
pub(crate) fn team_legend(language: Language, primary: TeamScore, list: &[TeamTieBreak]) -> String {
    let ties = if list.is_empty() {
        Phrase::new("table-ties-none").in_language(language)
    } else {
        let named: Vec<String> = list
            .iter()
            .map(|t| {
                Phrase::new("table-tiebreak")
                    .with("name", team_tiebreak(language, *t))
                    .with("acronym", t.acronym())
                    .in_language(language)
            })
            .collect();
        Phrase::new("table-ties")
            .with("list", named.join(", "))
            .in_language(language)
    };
    Phrase::new("table-legend-team")
        .with("primary", team_score(language, primary))
        .with("ties", ties)
        .in_language(language)
}

/// A team score in words of `language`: `match points`, `game points`.
fn team_score(language: Language, score: TeamScore) -> String {
    Phrase::new(match score {
        TeamScore::MatchPoints => "tiebreak-team-mpts",
        TeamScore::GamePoints => "tiebreak-team-gpts",
    })
    .in_language(language)
}

/// A team tie-break in words of `language`: `extended direct encounter`,
/// `Buchholz on match points cut 1`.
fn team_tiebreak(language: Language, tiebreak: TeamTieBreak) -> String {
    let (base, cut) = match tiebreak {
        TeamTieBreak::Score(s) => return team_score(language, s),
        TeamTieBreak::Secondary => {
            return Phrase::new("tiebreak-team-secondary").in_language(language)
        }
        TeamTieBreak::ExtendedDirectEncounter => {
            return Phrase::new("tiebreak-team-ede").in_language(language)
        }
        TeamTieBreak::BoardCount => return Phrase::new("tiebreak-team-bc").in_language(language),
        TeamTieBreak::TopBoardResults => {
            return Phrase::new("tiebreak-team-tbr").in_language(language)
        }
        TeamTieBreak::BoardElimination => {
            return Phrase::new("tiebreak-team-bbe").in_language(language)
        }
        TeamTieBreak::ExtendedSonnebornBerger { opponent, own, cut } => (
            Phrase::new("tiebreak-team-esb")
                .with("opponent", team_score(language, opponent))
                .with("own", team_score(language, own))
                .in_language(language),
            cut,
        ),
        TeamTieBreak::Buchholz { on, cut } => (
            Phrase::new("tiebreak-team-bh")
                .with("on", team_score(language, on))
                .in_language(language),
            cut,
        ),
    };
    let id = match cut {
        Cut { low: 0, high: 0 } => return base,
        Cut { high: 0, .. } => "tiebreak-cut",
        _ => "tiebreak-median",
    };
    Phrase::new(id)
        .with("name", base)
        .with("n", cut.low)
        .in_language(language)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corr::round_robin;
    use crate::corr::swiss as swiss_table;
    use crate::corr::tiebreak::{parse_list, ROUND_ROBIN_DEFAULT, SWISS_DEFAULT};

    /// The English words are the ones the table builders wrote before.
    #[test]
    fn the_english_words_are_the_builders_own() {
        let lists = [
            ROUND_ROBIN_DEFAULT.to_vec(),
            SWISS_DEFAULT.to_vec(),
            Vec::new(),
            parse_list("DE,WIN,WON,BPG,BWG,PS,BH-C2,BH-M1,SB-M2,SB-C1").unwrap_or_default(),
            parse_list("PS,WIN").unwrap_or_default(),
        ];
        for list in lists {
            let english = Language::English;
            assert_eq!(
                round_robin(english, &list),
                TableWords::english(round_robin::legend(&list))
            );
            assert_eq!(
                swiss(english, &list),
                TableWords::english(swiss_table::legend(&list))
            );
        }
    }

    /// A German legend names the tie-breaks in German.
    #[test]
    fn a_german_legend_names_the_tie_breaks_in_german() {
        let words = round_robin(Language::German, &ROUND_ROBIN_DEFAULT);
        assert!(
            words.legend.contains("direkter Vergleich (DE)"),
            "{words:?}"
        );
        assert!(!words.legend.contains("direct encounter"), "{words:?}");
    }
}
