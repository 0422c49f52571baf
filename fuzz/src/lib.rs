//! Helpers shared by the fuzz targets: choosing a variant, its options and a
//! position from the first bytes of an input.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use pbem_arbiter::rules::{registry, AnyPosition, Options, VariantInfo};

/// The variant picked by `data[0]`, the options picked by the next byte for each of
/// its options (army pairings for cwda and momentum), and the bytes left over.
pub fn pick_variant(data: &[u8]) -> Option<(&'static VariantInfo, Options, &[u8])> {
    let (&first, mut rest) = data.split_first()?;
    let variants = registry();
    let info = &variants[first as usize % variants.len()];
    let mut options = Options::new();
    for spec in info.options {
        let (&b, tail) = rest.split_first()?;
        rest = tail;
        let value = spec.values[b as usize % spec.values.len()];
        options.insert(spec.key.to_string(), value.to_string());
    }
    Some((info, options, rest))
}

/// How many plies [`position_after`] plays at most.
pub const MAX_PLIES: u8 = 6;

/// How many different positions [`position_after`] reaches per variant and armies.
pub const POSITIONS: u8 = 32;

/// The position reached from the variant's start by `seed % (MAX_PLIES + 1)` plies,
/// each chosen pseudo-randomly (from `seed % POSITIONS`) among the legal turns; it
/// stops early when no turn is left. Memoised, since Momentum's turn lists are slow
/// (and few seeds, so that the fuzzer's time goes to the turn text).
pub fn position_after(
    info: &'static VariantInfo,
    options: &Options,
    seed: u8,
) -> Option<Box<dyn AnyPosition>> {
    let seed = seed % POSITIONS;
    type Key = (&'static str, Vec<(String, String)>, u8);
    static CACHE: OnceLock<Mutex<HashMap<Key, Box<dyn AnyPosition>>>> = OnceLock::new();
    let key: Key = (
        info.id,
        options
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
        seed,
    );
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(p) = cache.lock().ok()?.get(&key) {
        return Some(p.clone());
    }
    let mut position = (info.start)(options).ok()?;
    let mut state = u32::from(seed)
        .wrapping_mul(2_654_435_761)
        .wrapping_add(12_345);
    for _ in 0..seed % (MAX_PLIES + 1) {
        let turns = position.legal_turn_texts();
        if turns.is_empty() {
            break;
        }
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let text = &turns[(state >> 8) as usize % turns.len()];
        let played = position
            .play_text(text)
            .unwrap_or_else(|e| panic!("a listed turn {text:?} does not play: {e}"));
        position = played.position;
    }
    cache.lock().ok()?.insert(key, position.clone());
    Some(position)
}
