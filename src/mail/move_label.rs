//! A move written after a label on its own line, as players write it in their own
//! language: `Move: e4`, `My move: Nf3`, `Zug: Sf3`, `Mon coup : Cf3`. The label
//! is dropped and the rest of the line is read like any other line: a turn when
//! it reads as one, prose (ignored) when not. This module knows no chess rule.

/// The label words of each language, ISO 639-1 code first: the word for "move"
/// and for "my move" (and a few common variants), in lower case. Only a label
/// followed by a colon counts.
pub const LABELS: &[(&str, &[&str])] = &[
    ("en", &["move", "my move", "my move is", "next move"]),
    ("de", &["zug", "mein zug", "nächster zug"]),
    ("fr", &["coup", "mon coup"]),
    (
        "es",
        &["jugada", "mi jugada", "movimiento", "mi movimiento"],
    ),
    ("it", &["mossa", "mia mossa", "la mia mossa"]),
    ("nl", &["zet", "mijn zet"]),
    ("pt", &["lance", "meu lance", "jogada", "minha jogada"]),
    ("sv", &["drag", "mitt drag"]),
    ("pl", &["ruch", "mój ruch"]),
    ("cs", &["tah", "můj tah"]),
    ("hu", &["lépés", "lépésem", "az én lépésem"]),
    ("ru", &["ход", "мой ход"]),
];

/// The most characters a label of [`LABELS`] has before its colon, white space
/// included: longer heads are not looked up.
const LONGEST_LABEL: usize = 24;

/// `line` without a leading move label of [`LABELS`] (any case, white space
/// around the words and the colon allowed, as in French `Mon coup : Cf3`), the
/// rest trimmed; `line` itself when it starts with no label.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::mail::move_label::without_label;
///
/// assert_eq!(without_label("Move: e4"), "e4");
/// assert_eq!(without_label("  MY  MOVE:12... Nf6 "), "12... Nf6");
/// assert_eq!(without_label("Zug: Sf3"), "Sf3");
/// assert_eq!(without_label("Мой ход: Кf3"), "Кf3");
/// assert_eq!(without_label("Ra4:d4"), "Ra4:d4");
/// assert_eq!(without_label("Note: e4 is good"), "Note: e4 is good");
/// ```
pub fn without_label(line: &str) -> &str {
    let Some((head, rest)) = line.split_once(':') else {
        return line;
    };
    if head.chars().count() > LONGEST_LABEL {
        return line;
    }
    let words = head
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    if LABELS
        .iter()
        .any(|(_, labels)| labels.contains(&words.as_str()))
    {
        rest.trim()
    } else {
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_of_the_table_is_dropped() {
        for (code, labels) in LABELS {
            for label in *labels {
                assert!(label.chars().count() <= LONGEST_LABEL, "{code}: {label}");
                assert_eq!(label.to_lowercase(), *label, "{code}: {label}");
                let mut capital = label.chars();
                let first: String = capital
                    .next()
                    .into_iter()
                    .flat_map(char::to_uppercase)
                    .collect();
                let written = format!("{first}{}: e4", capital.as_str());
                assert_eq!(without_label(&written), "e4", "{code}: {written}");
            }
        }
    }

    #[test]
    fn twelve_languages_have_labels() {
        let codes: Vec<&str> = LABELS.iter().map(|(code, _)| *code).collect();
        assert_eq!(
            codes,
            ["en", "de", "fr", "es", "it", "nl", "pt", "sv", "pl", "cs", "hu", "ru"]
        );
    }

    #[test]
    fn other_lines_are_left_as_they_are() {
        for line in [
            "e4",
            "Hi Bob: here it is",
            "Moves: e4 e5",
            "Remove: e4",
            "d7:d4 (Qc7-c4)",
            "R:B(Q)",
            "",
            ":",
            "Tah",
        ] {
            assert_eq!(without_label(line), line);
        }
        assert_eq!(without_label("Move:"), "");
        assert_eq!(
            without_label("Mon coup : I will think about it"),
            "I will think about it"
        );
        assert_eq!(without_label("Move: Ra4:d4"), "Ra4:d4");
    }
}
