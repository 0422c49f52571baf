//! Writing a stored game as PGN, with a `[Variant]` tag (and `[FEN]`/`[SetUp]` for a
//! game that started from a set-up position), movetext wrapped at 80 columns.

use crate::geometry::Color;
use crate::rules::game::GameRecord;
use crate::store::StoredGame;

/// The PGN text of a game.
pub fn export(game: &StoredGame, record: &GameRecord, date: &str) -> String {
    let result = record.outcome().map_or("*", |o| o.result());
    let mut tags = vec![
        ("Event", format!("pbem-arbiter game {}", game.id)),
        ("Site", "By e-mail".to_string()),
        ("Date", date.to_string()),
        ("Round", "-".to_string()),
        // Names when the players have set them (issue 13 §4), else addresses.
        ("White", game.name(Color::White).to_string()),
        ("Black", game.name(Color::Black).to_string()),
        ("Result", result.to_string()),
        ("Variant", record.variant.id.to_string()),
    ];
    if let Some(fen) = &game.start_position {
        tags.push(("SetUp", "1".into()));
        tags.push(("FEN", fen.clone()));
    }
    for (key, value) in &game.options {
        tags.push(("VariantOption", format!("{key}={value}")));
    }
    if let Some(outcome) = record.outcome() {
        tags.push(("Termination", outcome.describe()));
    }
    tags.push(("PlyCount", record.turns().len().to_string()));
    let mut out = String::new();
    for (key, value) in tags {
        out.push_str(&format!(
            "[{key} \"{}\"]\n",
            value.replace('\\', "\\\\").replace('"', "\\\"")
        ));
    }
    out.push('\n');
    let mut movetext = record.move_list();
    if !movetext.is_empty() {
        movetext.push(' ');
    }
    movetext.push_str(result);
    let mut line = String::new();
    for word in movetext.split(' ') {
        if !line.is_empty() && line.len() + word.len() + 1 > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('\n');
    out
}
