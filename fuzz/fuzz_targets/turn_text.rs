//! A variant's turn reader on arbitrary text, in a position a few plies from the
//! start: it must never panic, and an accepted turn's canonical text must play to
//! the same canonical text and the same position. The text is read as written
//! (ICCF numeric squares and figurines included, notation::dialect) and in each
//! language's piece letters; an accepted turn written back in ICCF numeric
//! notation reads as the same turn.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pbem_arbiter::notation::dialect::Language;
use pbem_arbiter_fuzz::{pick_variant, position_after};

fuzz_target!(|data: &[u8]| {
    let Some((info, options, rest)) = pick_variant(data) else {
        return;
    };
    let Some((&seed, rest)) = rest.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let Some(position) = position_after(info, &options, seed) else {
        return;
    };
    for language in Language::ALL {
        // Never panics, whatever the letters.
        let _ = position.play_text(&language.to_english(text));
    }
    let Ok(played) = position.play_text(text) else {
        return;
    };
    if let Some(forms) = position.turn_forms_of(&played.canonical) {
        for written in std::iter::once(forms.long).chain(forms.numeric) {
            let read = position.play_text(&written).map(|p| p.canonical);
            assert_eq!(
                read.as_deref(),
                Ok(played.canonical.as_str()),
                "{} {options:?}: {text:?} written {written:?}",
                info.id
            );
        }
    }
    let before = position.position_text();
    let again = position.play_text(&played.canonical).unwrap_or_else(|e| {
        panic!(
            "{} {options:?} at {before:?}: {text:?} played as {:?}, which is refused: {e}",
            info.id, played.canonical
        )
    });
    assert_eq!(
        again.canonical, played.canonical,
        "{} {options:?} at {before:?}: canonical text of {text:?}",
        info.id
    );
    assert_eq!(
        again.position.position_text(),
        played.position.position_text(),
        "{} {options:?} at {before:?}: {text:?} and its canonical {:?} differ",
        info.id,
        played.canonical
    );
});
