//! Every variant the arbiter referees, by id: the one place that names them all.

use super::position::{RulesError, VariantInfo};
use super::{blackholes, cwda, fide, knightmare, missedmark, momentum, revolving};

/// Every variant the arbiter referees.
pub fn registry() -> &'static [VariantInfo] {
    static VARIANTS: [VariantInfo; 9] = [
        fide::VARIANT,
        cwda::VARIANT,
        momentum::VARIANT,
        revolving::REVOLVING,
        revolving::PRODEM,
        revolving::MUTD,
        knightmare::VARIANT,
        blackholes::VARIANT,
        missedmark::VARIANT,
    ];
    &VARIANTS
}

/// The variant with this id (PGN `[Variant]` spellings such as `Standard` are
/// accepted for chess).
///
/// # Errors
///
/// [`RulesError::UnknownVariant`].
pub fn variant(id: &str) -> Result<&'static VariantInfo, RulesError> {
    let wanted = id.trim().to_ascii_lowercase();
    let wanted = match wanted.as_str() {
        "standard" | "fide" | "classical" | "orthodox" => "chess",
        other => other,
    };
    registry()
        .iter()
        .find(|v| v.id == wanted)
        .ok_or_else(|| RulesError::UnknownVariant(id.to_string()))
}
