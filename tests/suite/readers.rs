//! Round-trip properties of the small correspondence readers (house rule: every reader
//! has a fuzz target and a round-trip proptest): the time control (`10/50d`,
//! `3d/move`, `30d+1d cap 60d`), the leave dates (`leave 2026-12-24 2027-01-02`),
//! the language (`language de`),
//! the challenge line (`challenge bob@example.net momentum 3d/move as black`) and
//! the Swiss pairing engine's answer (`swiss::parse_pairings`).
//! Each value written out reads back equal; any text reads or gives an error,
//! never a panic. The fuzz targets time_control, mail_commands and engine_pairings
//! cover the same readers on bytes.

use chrono::{DateTime, NaiveDate, Utc};
use pbem_arbiter::arbiter::{checked_language, checked_leave, read_proposal, LANGUAGES};
use pbem_arbiter::corr::clock::{TimeControl, DAY, HOUR};
use pbem_arbiter::corr::swiss::{parse_pairings, EnginePair};
use pbem_arbiter::mail::command::{self, Command};
use pbem_arbiter::notation::dialect::{to_figurines, Dialect, Language};
use pbem_arbiter::output::locale;
use pbem_arbiter::rules::{registry, Options};
use proptest::prelude::*;

/// A duration of a time control: whole hours, or whole days, up to ten years.
fn duration() -> impl Strategy<Value = i64> {
    prop_oneof![
        (1i64..=3650).prop_map(|d| d * DAY),
        (1i64..=87_600).prop_map(|h| h * HOUR)
    ]
}

fn time_control() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        (1u32..=1000, duration()).prop_map(|(moves, period)| TimeControl::Moves { moves, period }),
        duration().prop_map(|per_move| TimeControl::PerMove { per_move }),
        (
            duration(),
            prop_oneof![Just(0), duration()],
            proptest::option::of(duration())
        )
            .prop_map(|(start, increment, cap)| TimeControl::Fischer {
                start,
                increment,
                // A cap is never below the start.
                cap: cap.map(|c| c.max(start)),
            }),
    ]
}

fn now() -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2026-06-01T12:00:00Z")
        .unwrap()
        .to_utc()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn a_time_control_written_out_reads_back_equal(control in time_control()) {
        let text = control.to_string();
        prop_assert_eq!(TimeControl::parse(&text), Ok(control), "{}", text);
        // In capitals and with spaces too.
        let loud = text.to_uppercase().replace('/', " / ");
        prop_assert_eq!(TimeControl::parse(&loud), Ok(control), "{}", loud);
    }

    #[test]
    fn any_text_is_a_time_control_or_an_error(text in "\\PC{0,40}") {
        if let Ok(control) = TimeControl::parse(&text) {
            prop_assert_eq!(TimeControl::parse(&control.to_string()), Ok(control));
        }
    }

    #[test]
    fn time_control_like_text_reads_or_says_why(
        text in "[0-9]{1,8} ?(d|h|days?|hours?|moves in|/|\\+|cap|max| ){1,6}[0-9]{0,8}(d|h|move)?"
    ) {
        if let Ok(control) = TimeControl::parse(&text) {
            prop_assert_eq!(TimeControl::parse(&control.to_string()), Ok(control));
        }
    }

    #[test]
    fn leave_dates_written_out_read_back(a in 0i64..3000, days in 0i64..25) {
        let first = now().date_naive() + chrono::Duration::days(a);
        let last = first + chrono::Duration::days(days);
        let line = format!("leave {first} {last}");
        let syntax = registry()[0].syntax;
        let read = command::parse(std::slice::from_ref(&line), syntax);
        prop_assert_eq!(
            &read,
            &vec![Command::Leave { first: first.to_string(), last: last.to_string() }],
            "{}", line
        );
        let leave = checked_leave(&[], &first.to_string(), &last.to_string(), now(), 30);
        let leave = leave.map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!((leave.first_day, leave.last_day), (first, last));
    }

    #[test]
    fn any_leave_dates_read_or_give_an_error(first in "\\PC{0,12}", last in "[0-9-]{0,12}") {
        let _ = checked_leave(&[], &first, &last, now(), 30);
        let _ = checked_leave(&[], &last, &first, now(), 0);
        if let (Ok(a), Ok(b)) = (
            NaiveDate::parse_from_str(&first, "%Y-%m-%d"),
            NaiveDate::parse_from_str(&last, "%Y-%m-%d"),
        ) {
            if let Ok(leave) = checked_leave(&[], &first, &last, now(), 400) {
                prop_assert_eq!((leave.first_day, leave.last_day), (a, b));
            }
        }
    }

    #[test]
    fn a_language_written_out_reads_back(
        i in 0usize..LANGUAGES.len(),
        loud in any::<bool>(),
        colon in any::<bool>(),
    ) {
        let code = LANGUAGES[i];
        let written = if loud { code.to_uppercase() } else { code.to_string() };
        let line = format!("language{} {written}", if colon { ":" } else { "" });
        for variant in registry() {
            let read = command::parse(std::slice::from_ref(&line), variant.syntax);
            prop_assert!(
                matches!(&read[..], [Command::Language(Ok(l))] if l.code() == code),
                "{} {:?}", line, read
            );
        }
        prop_assert_eq!(checked_language(&written), Ok(code.to_string()));
    }

    #[test]
    fn any_language_text_is_accepted_or_refused(text in "\\PC{0,12}") {
        let line = format!("language {text}");
        let syntax = registry()[0].syntax;
        for c in command::parse(std::slice::from_ref(&line), syntax) {
            if let Command::Language(language) = c {
                match language {
                    Ok(l) => prop_assert!(LANGUAGES.contains(&l.code()), "{}", l),
                    Err(e) => prop_assert_eq!(checked_language(&e.code).ok(), None),
                }
            }
        }
    }

    #[test]
    fn a_challenge_written_out_reads_back(
        user in "[a-z]{1,8}",
        v in 0usize..64,
        control in proptest::option::of(time_control()),
        white in any::<bool>(),
    ) {
        let variant = registry()[v % registry().len()].id;
        let challenged = format!("{user}@example.net");
        let mut line = format!("{challenged} {variant}");
        if let Some(c) = control {
            line.push_str(&format!(" {c}"));
        }
        line.push_str(if white { " as white" } else { " as black" });
        let words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        let read = read_proposal(&words).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(read.challenged, challenged);
        prop_assert_eq!(read.variant, variant);
        prop_assert_eq!(read.options, Options::new());
        prop_assert_eq!(read.time_control, control);
        prop_assert_eq!(read.challenger_white, white);
    }

    #[test]
    fn any_challenge_line_reads_or_gives_a_reason(line in "\\PC{0,60}") {
        let words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        if let Err(reason) = read_proposal(&words) {
            prop_assert!(!reason.to_string().is_empty());
        }
    }
}

/// The players to pair (start ranks 1..=n, some left out as absent) and a pairing
/// of them as an engine could give it: shuffled boards, the odd one out with the bye.
fn engine_round() -> impl Strategy<Value = (Vec<u32>, Vec<EnginePair>)> {
    (
        proptest::collection::vec(any::<bool>(), 1..40),
        any::<u64>(),
    )
        .prop_map(|(present, seed)| {
            let mut expected: Vec<u32> = (1u32..)
                .zip(present)
                .filter_map(|(rank, here)| here.then_some(rank))
                .collect();
            if expected.is_empty() {
                expected.push(1);
            }
            // A cheap deterministic shuffle (a linear congruential walk) of the ranks.
            let mut order = expected.clone();
            let mut state = seed | 1;
            for i in (1..order.len()).rev() {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                order.swap(i, (state >> 33) as usize % (i + 1));
            }
            let pairs = order
                .chunks(2)
                .map(|c| EnginePair {
                    white: c[0],
                    black: c.get(1).copied(),
                })
                .collect();
            (expected, pairs)
        })
}

/// The pairing engine's answer as JaVaFo, bbpPairings and py4swiss write it.
fn engine_text(pairs: &[EnginePair], blank_lines: bool) -> String {
    let mut text = format!("{}\n", pairs.len());
    for p in pairs {
        text.push_str(&format!("{} {}\n", p.white, p.black.unwrap_or(0)));
        if blank_lines {
            text.push_str("  \n");
        }
    }
    text
}

// The Swiss pairing engine's output (`swiss::parse_pairings`): a
// pairing written out reads back equal; any text reads into a complete pairing of
// the expected players or gives a reason; the fuzz target engine_pairings does the
// same on bytes.
proptest! {
    #[test]
    fn an_engine_pairing_written_out_reads_back((expected, pairs) in engine_round(), blank in any::<bool>()) {
        let text = engine_text(&pairs, blank);
        let read = parse_pairings(&text, &expected).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(read, pairs);
    }

    #[test]
    fn a_pairing_missing_a_board_is_refused((expected, pairs) in engine_round()) {
        prop_assume!(pairs.len() > 1);
        let text = engine_text(&pairs[1..], false);
        prop_assert!(parse_pairings(&text, &expected).is_err());
    }

    #[test]
    fn any_engine_output_reads_whole_or_says_why(text in "[0-9 \\n]{0,80}|\\PC{0,80}", n in 1u32..12) {
        let expected: Vec<u32> = (1..=n).collect();
        match parse_pairings(&text, &expected) {
            Ok(pairs) => {
                let mut seats: Vec<u32> = pairs.iter().flat_map(|p| [Some(p.white), p.black]).flatten().collect();
                seats.sort_unstable();
                prop_assert_eq!(seats, expected);
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}

/// Turns as each variant writes them (a conditional line holds turns of
/// its game's variant): a comma list, an intended move, a drop, a relativistic
/// path, a pass, an army piece.
const SAMPLE_TURNS: &[(&str, &[&str])] = &[
    (
        "chess",
        &["e4", "Nxe5", "O-O-O", "exd8=Q+", "g8f6", "Ng8-f6"],
    ),
    (
        "momentum",
        &["f3-f4, Ra4:d4", "e2-e4", "Nf5-h6, f4-f5", "Kg4-h3"],
    ),
    (
        "missedmark",
        &["Ra1-b3 (Nb1-c3)", "d7:d4", "a7-a1/Q (Qb7-b1)"],
    ),
    ("blackholes", &["(Hb8)", "Rc7-c6-d6xd2#", "Sb8-c6", "e4"]),
    ("prodem", &["--", "Nc6(P)", "e4"]),
    ("cwda", &["(WA)g1-e3", "FADc1-c3", "e5"]),
    ("knightmare", &["Q~Nd5+", "e4"]),
];

/// A step of a sample line: condition, reply, move number.
type SampleStep = (&'static str, &'static str, Option<u32>);

/// A variant and steps drawn from its turns.
fn variant_steps() -> impl Strategy<Value = (&'static str, Vec<SampleStep>)> {
    (0..SAMPLE_TURNS.len()).prop_flat_map(|v| {
        let (id, turns) = SAMPLE_TURNS[v];
        let turn = prop::sample::select(turns.to_vec());
        (
            Just(id),
            proptest::collection::vec((turn.clone(), turn, proptest::option::of(1u32..200)), 1..5),
        )
    })
}

proptest! {
    #[test]
    fn a_conditional_line_written_out_reads_back(
        (id, steps) in variant_steps(),
    ) {
        use pbem_arbiter::notation::conditional::{read_line, ConditionalLine, ConditionalStep};
        use pbem_arbiter::notation::score::ScoreTurn;
        use pbem_arbiter::board::geometry::Color;
        let variant = pbem_arbiter::rules::variant(id).unwrap();
        let line = ConditionalLine {
            steps: steps
                .iter()
                .map(|(condition, reply, number)| ConditionalStep {
                    condition: ScoreTurn {
                        number: *number,
                        side: number.map(|_| Color::Black),
                        text: condition.to_string(),
                    },
                    reply: ScoreTurn {
                        number: number.map(|n| n + 1),
                        side: number.map(|_| Color::White),
                        text: reply.to_string(),
                    },
                })
                .collect(),
        };
        let text = line.to_string();
        let read = read_line(&text, variant.syntax)
            .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(&read, &line, "{}", text);
        prop_assert_eq!(read.to_string(), text);
    }

    #[test]
    fn any_conditional_text_reads_or_says_why(text in "(?i)if \\PC{0,60}( then \\PC{0,30}){0,3}") {
        for variant in registry() {
            if let Ok(line) = pbem_arbiter::notation::conditional::read_line(&text, variant.syntax) {
                let again = pbem_arbiter::notation::conditional::read_line(&line.to_string(), variant.syntax);
                prop_assert_eq!(again.as_ref(), Ok(&line), "{}", text);
            }
        }
    }
}

#[test]
fn every_variants_help_shows_a_conditional_line_that_reads_in_its_notation() {
    use pbem_arbiter::notation::conditional::read_line;
    for variant in registry() {
        let help = locale::variant_help(Language::English, variant);
        let line = help
            .lines()
            .map(str::trim)
            .find(|l| l.starts_with("if "))
            .unwrap_or_else(|| panic!("{}: no conditional example in its help", variant.id));
        let read =
            read_line(line, variant.syntax).unwrap_or_else(|e| panic!("{}: {e}", variant.id));
        assert_eq!(read.to_string(), line, "{}", variant.id);
        assert!(
            read.steps.len() >= 2,
            "{}: a chain of two steps",
            variant.id
        );
    }
}

/// Every variant's help and rules page say which letters a `language` setting
/// changes (docs/rules/chess.md): the help lists every code the arbiter reads and
/// shows one example, `EXAMPLE (language CODE)`, whose reading in that language's
/// letters is one of the help's own English examples.
#[test]
fn every_variants_help_shows_a_move_in_a_languages_letters() {
    let codes: Vec<&str> = Language::ALL.iter().skip(1).map(|l| l.code()).collect();
    let listed = format!("({})", codes.join(" "));
    for variant in registry() {
        let english_help = locale::variant_help(Language::English, variant);
        let help = english_help
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            help.contains(&listed),
            "{}: no {listed} in its help",
            variant.id
        );
        let (example, code) = english_help
            .lines()
            .find_map(|l| {
                let (example, after) = l.trim().split_once(" (language ")?;
                Some((example, after.get(..2)?))
            })
            .unwrap_or_else(|| panic!("{}: no example in a language's letters", variant.id));
        let language: Language = code.parse().unwrap();
        let english = language.to_english(example);
        assert_ne!(
            english, example,
            "{}: {example} has no {code} letter",
            variant.id
        );
        assert!(
            english_help.contains(&english),
            "{}: {example} in {code} is {english}, which the help does not show",
            variant.id
        );
        assert!(
            variant.rules_page.contains("language"),
            "{}: its rules page says nothing of the language setting",
            variant.id
        );
    }
}

fn tournament_command() -> impl Strategy<Value = pbem_arbiter::arbiter::TournamentCommand> {
    use pbem_arbiter::arbiter::{NewTournamentArgs, Seed, TournamentCommand as T};
    let id = 1i64..100_000;
    // Words as organisers write them: names with spaces and quotes, no leading '-'.
    let word = "[A-Za-z0-9][A-Za-z0-9 '\"é.]{0,20}";
    let address = "[a-z]{1,8}@[a-z]{1,8}\\.org";
    prop_oneof![
        id.clone().prop_map(|tournament| T::Start { tournament }),
        id.clone().prop_map(|tournament| T::Pair { tournament }),
        id.clone().prop_map(|tournament| T::Trf { tournament }),
        id.clone().prop_map(|tournament| T::Pgn { tournament }),
        (id.clone(), any::<bool>()).prop_map(|(tournament, html)| T::Table { tournament, html }),
        (id.clone(), 0u32..400).prop_map(|(tournament, days)| T::LeaveDays { tournament, days }),
        Just(T::List),
        (id, address, word, word).prop_map(|(tournament, email, reason, by)| T::Withdraw {
            tournament,
            email,
            reason,
            by
        }),
        (
            word,
            prop::sample::select(vec!["chess", "momentum", "cwda"]),
            proptest::option::of(prop::sample::select(vec![
                "5d/move",
                "10/50d",
                "30d+1d cap 60d"
            ])),
            any::<bool>(),
            proptest::option::of(1u32..12),
            proptest::collection::vec("[a-z][a-z-]{0,9}=[a-z-]{1,10}", 0..3),
            proptest::collection::vec(address, 1..6),
            any::<bool>(),
            (
                proptest::option::of(prop::sample::select(vec![Seed::Rating, Seed::External])),
                any::<bool>(),
                any::<bool>(),
                proptest::option::of((
                    proptest::collection::vec(
                        "[A-Z][a-z ]{1,6}=([a-z]{1,4}@x\\.org:)?[a-z]{1,4}@x\\.org(,[a-z]{1,4}@x\\.org){0,3}",
                        2..4
                    ),
                    proptest::option::of(1u32..3),
                    proptest::option::of(prop::sample::select(vec!["gp", "mp"])),
                    proptest::option::of(0u32..10),
                )),
            ),
        )
            .prop_map(
                |(
                    name,
                    variant,
                    control,
                    double,
                    rounds,
                    options,
                    players,
                    cond,
                    (seed, unrated, private, teams),
                )| {
                    let (teams, games_per_board, team_score, max_replacements) = teams
                        .map(|(t, g, s, m)| (t, g, s.map(String::from), m))
                        .unwrap_or_default();
                    T::New(Box::new(NewTournamentArgs {
                        name,
                        variant: variant.into(),
                        options,
                        time_control: control.map(String::from),
                        double,
                        system: if rounds.is_some() {
                            "swiss"
                        } else {
                            "round-robin"
                        }
                        .into(),
                        rounds,
                        players,
                        conditionals: if cond { "on" } else { "off" }.into(),
                        entries_until: None,
                        max_players: None,
                        min_rating: None,
                        games: None,
                        tie_rule: None,
                        tiebreaks: None,
                        seed,
                        unrated,
                        private,
                        teams,
                        games_per_board,
                        team_score,
                        max_replacements,
                    }))
                }
            ),
    ]
}

proptest! {
    #[test]
    fn a_tournament_command_written_as_a_mail_line_reads_back(command in tournament_command()) {
        let line = command.to_mail_line();
        prop_assert_eq!(pbem_arbiter::arbiter::read_mail_line(&line), Ok(command), "{}", line);
    }

    #[test]
    fn any_tournament_line_reads_or_says_why(text in "tournament \\PC{0,80}") {
        if let Ok(command) = pbem_arbiter::arbiter::read_mail_line(&text) {
            let again = pbem_arbiter::arbiter::read_mail_line(&command.to_mail_line());
            prop_assert_eq!(again, Ok(command), "{}", text);
        }
    }
}

/// The options each registered variant's round trip is played with: the default
/// start, and Chess with Different Armies with two fairy armies.
fn dialect_options(id: &str) -> Options {
    let mut options = Options::new();
    if id == "cwda" {
        options.insert("white-army".into(), "colorbound-clobberers".into());
        options.insert("black-army".into(), "nutty-knights".into());
    }
    options
}

/// Every way a legal turn `canonical` may be written in the new notations, with
/// the language whose letters it is in (`None`: read as written): figurines; the
/// letters of each of `languages`; long algebraic and ICCF numeric as the
/// variant writes them to a player who asked for them (every turn but a pass
/// has both: docs/rules/<variant>.md, "ICCF numeric notation").
fn written_forms(
    position: &dyn pbem_arbiter::rules::AnyPosition,
    canonical: &str,
    languages: &[Language],
) -> Vec<(String, Option<Language>)> {
    let mut forms = vec![(to_figurines(canonical), None)];
    for &language in languages {
        forms.push((language.from_english(canonical), Some(language)));
    }
    let squares = position.turn_forms_of(canonical);
    assert!(
        squares.is_some() || canonical == "--",
        "{canonical}: no long or numeric form"
    );
    if let Some(squares) = squares {
        for &language in languages {
            forms.push((language.from_english(&squares.long), Some(language)));
        }
        forms.push((squares.long, None));
        forms.extend(squares.numeric.map(|n| (n, None)));
    }
    forms
}

proptest! {
    // Each case checks every legal turn of every variant for four plies, each in
    // figurines, ICCF numeric and two languages' letters (all twelve over the
    // legal turns of a ply): two cases cover a lot (about 25 s in a debug build,
    // most of it Momentum).
    #![proptest_config(ProptestConfig::with_cases(2))]

    /// Every legal turn of a random game of every variant, written in figurines,
    /// in each language's piece letters and in ICCF numeric notation, reads back
    /// to the same turn (docs/rules/chess.md, "Notation").
    #[test]
    fn every_legal_turn_in_every_notation_reads_back(choices in proptest::collection::vec(any::<u16>(), 4)) {
        for variant in registry() {
            let options = dialect_options(variant.id);
            let Ok(mut position) = (variant.start)(&options) else {
                continue;
            };
            for choice in &choices {
                let turns = position.legal_turn_texts();
                if turns.is_empty() {
                    break;
                }
                for (i, canonical) in turns.iter().enumerate() {
                    let languages = [
                        Language::ALL[i % Language::ALL.len()],
                        Language::ALL[(i + usize::from(*choice)) % Language::ALL.len()],
                    ];
                    for (text, language) in written_forms(position.as_ref(), canonical, &languages) {
                        let english = Dialect { language, ..Dialect::default() }.to_english(&text);
                        let read = position
                            .play_text(&english)
                            .or_else(|_| position.play_text(&text))
                            .map(|p| p.canonical);
                        prop_assert_eq!(
                            read.as_deref(),
                            Ok(canonical.as_str()),
                            "{}: {} written {:?} ({:?})", variant.id, canonical, text, language
                        );
                    }
                }
                let next = &turns[usize::from(*choice) % turns.len()];
                let Ok(played) = position.play_text(next) else {
                    break;
                };
                position = played.position;
            }
        }
    }
}

/// An ICCF numeric move as a score writes it: its from- and to-square (file and
/// rank digits 1-8), maybe a promotion digit, with or without a space between the
/// squares.
fn numeric_move() -> impl Strategy<Value = (String, String)> {
    let square = (1u8..=8, 1u8..=8).prop_map(|(f, r)| format!("{f}{r}"));
    (
        square.clone(),
        square,
        proptest::option::of(1u8..=4),
        any::<bool>(),
    )
        .prop_map(|(from, to, promotion, spaced)| {
            let to = format!(
                "{to}{}",
                promotion.map(|p| p.to_string()).unwrap_or_default()
            );
            let written = if spaced {
                format!("{from} {to}")
            } else {
                format!("{from}{to}")
            };
            (written, format!("{from}{to}"))
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    /// A score in ICCF numeric notation with bare move numbers (`11 52 54 57 55 12
    /// 71 63`, squares spaced or not) reads as its moves, each pair after its number
    /// (the move-number reading of ICCF scores, src/notation/score.rs). Without the
    /// numbers such a text may read otherwise (`51 11 11 11 11 52 1111` has the
    /// numbers 51 and 52 in the right places), so the property is for numbered
    /// scores; the unit tests there show unnumbered ones.
    #[test]
    fn bare_move_numbers_and_spaced_numeric_squares_read_as_written(
        first in 1u32..300,
        moves in proptest::collection::vec(numeric_move(), 1..12),
        result in proptest::option::of(prop::sample::select(vec!["1-0", "0-1", "*"])),
    ) {
        use pbem_arbiter::notation::score::read;
        let mut text = String::new();
        for (i, (written, _)) in moves.iter().enumerate() {
            if i % 2 == 0 {
                text.push_str(&format!("{} ", first + i as u32 / 2));
            }
            text.push_str(written);
            text.push(' ');
        }
        text.push_str(result.unwrap_or(""));
        let games = read(&text);
        let turns: Vec<(Option<u32>, String)> = games
            .first()
            .map(|g| g.turns.iter().map(|t| (t.number, t.text.clone())).collect())
            .unwrap_or_default();
        let expected: Vec<(Option<u32>, String)> = moves
            .iter()
            .enumerate()
            .map(|(i, (_, joined))| {
                let number = (i % 2 == 0).then_some(first + i as u32 / 2);
                (number, joined.clone())
            })
            .collect();
        prop_assert_eq!(turns, expected, "{}", text);
    }
}

/// A game label as a player writes it: a word of the table in one of three
/// cases, an optional number mark, the number, and a part's text that does
/// not start with a digit (which would be a time of day).
fn game_label_line() -> impl Strategy<Value = (String, i64, String)> {
    let words: Vec<&'static str> = pbem_arbiter::mail::labels::LABELS
        .iter()
        .flat_map(|l| l.games.iter().copied())
        .collect();
    (
        prop::sample::select(words),
        0usize..3,
        prop::sample::select(vec!["", "#", "Nr. ", "n. ", "№ "]),
        1i64..1_000_000,
        "[A-Za-z][A-Za-z0-9 ,.=+#-]{0,20}",
    )
        .prop_map(|(word, case, mark, game, rest)| {
            let word = match case {
                0 => word.to_string(),
                1 => word.to_uppercase(),
                _ => {
                    let mut chars = word.chars();
                    let first: String = chars
                        .next()
                        .into_iter()
                        .flat_map(char::to_uppercase)
                        .collect();
                    format!("{first}{}", chars.as_str())
                }
            };
            (
                format!("{word} {mark}{game}: {rest}"),
                game,
                rest.trim().to_string(),
            )
        })
}

proptest! {
    /// A game label written out reads back as its game and its part's text.
    #[test]
    fn a_game_label_written_out_reads_back((line, game, rest) in game_label_line()) {
        let label = pbem_arbiter::mail::labels::game_label(&line);
        let label = label.unwrap_or_else(|| panic!("{line:?} read as no label"));
        prop_assert_eq!(label.game.get(), game);
        prop_assert_eq!(label.rest, (!rest.is_empty()).then_some(rest.as_str()));
    }

    /// Any line is a game label or not, and a label's text is part of the line.
    #[test]
    fn any_line_is_a_game_label_or_not(line in "\\PC{0,40}") {
        if let Some(label) = pbem_arbiter::mail::labels::game_label(&line) {
            prop_assert!(label.rest.is_none_or(|rest| line.contains(rest)));
        }
    }
}
