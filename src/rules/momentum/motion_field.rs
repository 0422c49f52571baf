//! The seventh field of Momentum's position text, the pieces in motion: `-` if
//! none, else `SQUARE@DX/DY` items separated by commas (White's frame), with `x` for
//! capture mode (`e4@0/2,b5@-1/1x`); each checked against the board (M3, M4).

use super::motion::{Motion, Motions};
use crate::board::geometry::Square;
use crate::board::pieces::VariantDef;
use crate::rules::fen::{decode, Setup};
use crate::rules::setup::{SetupError, SetupProblem};

/// One item of the motion field as written: `SQUARE@DX/DY`, an `x` after it for a
/// capturing motion.
struct MotionText<'a> {
    /// The square as written.
    name: &'a str,
    /// The square.
    at: Square,
    /// Files per step.
    dx: i8,
    /// Ranks per step.
    dy: i8,
    /// Written with `x`.
    capture: bool,
}

/// The pieces in motion of the motion field (`-` for none, else items separated by
/// commas); an item that cannot be a motion on `setup` adds to `problems`.
///
/// # Errors
///
/// [`SetupError`] for an item that is not written `SQUARE@DX/DY`.
pub(super) fn read_motions(
    def: &VariantDef,
    setup: &Setup,
    field: &str,
    problems: &mut Vec<SetupProblem>,
) -> Result<Motions, SetupError> {
    let mut motions = Motions::default();
    if field == "-" {
        return Ok(motions);
    }
    for item in field.split(',') {
        let text = read_motion(def, item)?;
        match motion_of(def, setup, item, &text) {
            Ok(motion) => motions.set(text.at, motion),
            Err(problem) => problems.push(problem),
        }
    }
    Ok(motions)
}

/// Reads one item of the motion field.
///
/// # Errors
///
/// [`SetupError`] naming the item when it is not `SQUARE@DX/DY` (with an optional
/// `x`).
fn read_motion<'a>(def: &VariantDef, item: &'a str) -> Result<MotionText<'a>, SetupError> {
    let unreadable = |reason: String| SetupError::unreadable(reason);
    let (name, rest) = item
        .split_once('@')
        .ok_or_else(|| unreadable(format!("motion {item:?}: write SQUARE@DX/DY")))?;
    let at = def
        .geometry
        .parse_square(name)
        .ok_or_else(|| unreadable(format!("motion {item:?}: {name:?} is no square")))?;
    let capture = rest.ends_with('x');
    let rest = rest.trim_end_matches('x');
    let (dx, dy) = rest
        .split_once('/')
        .ok_or_else(|| unreadable(format!("motion {item:?}: write DX/DY")))?;
    let (dx, dy): (i8, i8) = (
        dx.parse()
            .map_err(|_| unreadable(format!("motion {item:?}: {dx:?} is no number")))?,
        dy.parse()
            .map_err(|_| unreadable(format!("motion {item:?}: {dy:?} is no number")))?,
    );
    Ok(MotionText {
        name,
        at,
        dx,
        dy,
        capture,
    })
}

/// The motion `text` (the item `item`) gives the piece on its square of `setup`, or
/// why it cannot: no piece there (M3), a king (M4), a displacement of 0/0 (M3).
fn motion_of(
    def: &VariantDef,
    setup: &Setup,
    item: &str,
    text: &MotionText,
) -> Result<Motion, SetupProblem> {
    let (square, dx, dy) = (text.name, text.dx, text.dy);
    let Some((color, t)) = decode(setup.cells[text.at.index()]) else {
        return Err(SetupProblem::Variant(format!(
            "motion {item:?}: no piece on {square} (M3: momentum belongs to a piece)"
        )));
    };
    if def.piece(t).royal {
        return Err(SetupProblem::Variant(format!(
            "motion {item:?}: kings never have momentum (M4)"
        )));
    }
    if (dx, dy) == (0, 0) {
        return Err(SetupProblem::Variant(format!(
            "motion {item:?}: a displacement of 0/0 is no momentum (M3)"
        )));
    }
    let double = def.piece(t).pawn && dx == 0 && dy.abs() == 2;
    Ok(Motion::from_move(
        def,
        t,
        color,
        dx,
        dy,
        text.capture,
        double,
    ))
}
