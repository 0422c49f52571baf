//! Betza's funny notation: piece movement as data.
//!
//! A Betza string such as `fmWfcF` (the pawn), `WW` (a rook) or `R4` (a rook that
//! goes at most four squares) is read into a list of [`Atom`]s: one displacement
//! each, with how far it may be repeated and whether it may move and/or capture.
//! Every piece of every variant is described this way, so a new army is data.
//!
//! What is read (Betza's conventions, as the rule texts use them):
//! - atoms: `W` (1,0) `F` (1,1) `D` (2,0) `N` (2,1) `A` (2,2) `H` (3,0) `C` (3,1)
//!   `Z` (3,2) `G` (3,3), and the compounds `K` = `WF`, `R` = `WW`, `B` = `FF`,
//!   `Q` = `WWFF`;
//! - a doubled atom (`WW`, `NN`) is a rider; a number after an atom limits a rider's
//!   range (`R4`, `W3`); `R`, `B`, `Q` are riders already;
//! - modifiers before an atom: `m` move only, `c` capture only; directions relative to
//!   the moving side: `f` forward, `b` backward, `l` left, `r` right, `s` sideways
//!   (`l` and `r`), `v` vertical, `h` half (with `f`/`b`: the forward or backward half
//!   of an oblique atom's moves, per ruling M7); `fb` together on an oblique atom is
//!   its narrow vertical half (the Fibnif).
//!
//! Directions combine the way Betza wrote them (ruling M7): the letters add up, so
//! `rlbK` is right, left and back; see [`parse`] for each letter.

use thiserror::Error;

/// One kind of step of a piece, in White's frame (forward = +dy).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Atom {
    /// Files moved per step (positive = towards the h-file).
    pub dx: i8,
    /// Ranks moved per step (positive = forward for the side that moves).
    pub dy: i8,
    /// Most steps in one move: 1 for a leaper, 0 for an unlimited rider.
    pub range: u8,
    /// May end on an empty square.
    pub moves: bool,
    /// May end on an enemy piece, capturing it.
    pub captures: bool,
}

/// A Betza string that cannot be read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum BetzaError {
    /// A character that is neither a modifier nor an atom letter.
    #[error("Betza string {text:?}: unexpected character {found:?} at position {at}")]
    Unexpected {
        /// The whole Betza string as given.
        text: String,
        /// The character that does not read.
        found: char,
        /// Its position in `text`, counted in characters from 0.
        at: usize,
    },
    /// Modifiers at the end of the string, with no atom after them.
    #[error("Betza string {text:?} ends with modifiers and no atom")]
    DanglingModifiers {
        /// The whole Betza string as given.
        text: String,
    },
    /// Direction modifiers that leave an atom no step at all (`fW` has one; a
    /// combination that excludes every direction has none).
    #[error("Betza string {text:?}: modifiers {modifiers:?} leave atom {atom} with no direction")]
    NoDirection {
        /// The whole Betza string as given.
        text: String,
        /// The lower-case letters before the atom, as written.
        modifiers: String,
        /// The atom's letter.
        atom: char,
    },
}

/// Reads a whole Betza string into its atoms, with every direction spelled out.
///
/// # Errors
///
/// [`BetzaError`] naming the offending character.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::board::betza::{parse, Atom, BetzaError};
///
/// // The pawn: moves one step forward, captures one step diagonally forward.
/// let pawn = parse("fmWfcF").unwrap();
/// assert_eq!(pawn.len(), 3);
/// assert!(pawn.contains(&Atom { dx: 0, dy: 1, range: 1, moves: true, captures: false }));
/// assert!(pawn.contains(&Atom { dx: -1, dy: 1, range: 1, moves: false, captures: true }));
///
/// // A rook that goes at most four squares; a knight's eight leaps.
/// let short_rook = parse("R4").unwrap();
/// assert_eq!(short_rook.len(), 4);
/// assert!(short_rook.iter().all(|a| a.range == 4 && a.moves && a.captures));
/// assert_eq!(parse("N").unwrap().len(), 8);
///
/// assert_eq!(parse("fm"), Err(BetzaError::DanglingModifiers { text: "fm".into() }));
/// assert!(matches!(parse("fmX"), Err(BetzaError::Unexpected { found: 'X', at: 2, .. })));
/// ```
pub fn parse(text: &str) -> Result<Vec<Atom>, BetzaError> {
    let chars: Vec<char> = text.chars().collect();
    let mut atoms = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        while i < chars.len() && chars[i].is_ascii_lowercase() {
            i += 1;
        }
        let modifiers: String = chars[start..i].iter().collect();
        let Some(&letter) = chars.get(i) else {
            return Err(BetzaError::DanglingModifiers { text: text.into() });
        };
        let Some((bases, rider)) = base_vectors(letter) else {
            return Err(BetzaError::Unexpected {
                text: text.into(),
                found: letter,
                at: i,
            });
        };
        i += 1;
        let range = read_range(&chars, &mut i, letter, rider);
        let any = push_atoms(&mut atoms, bases, &modifiers, range);
        if !any {
            return Err(BetzaError::NoDirection {
                text: text.into(),
                modifiers,
                atom: letter,
            });
        }
    }
    Ok(atoms)
}

/// The range after an atom's letter at `chars[*i]` (moving `*i` past it): a
/// doubled leaper letter (`WW`) rides without limit, digits limit the reach (`R4`);
/// else a rider's 0 (unlimited) and a leaper's 1.
fn read_range(chars: &[char], i: &mut usize, letter: char, rider: bool) -> u8 {
    let mut range: u8 = if rider { 0 } else { 1 };
    if !rider && chars.get(*i) == Some(&letter) {
        range = 0;
        *i += 1;
    }
    let digits_start = *i;
    while *i < chars.len() && chars[*i].is_ascii_digit() {
        *i += 1;
    }
    if *i > digits_start {
        let number: String = chars[digits_start..*i].iter().collect();
        range = number.parse().unwrap_or(0);
    }
    range
}

/// Adds the atoms of the base steps `bases` in every symmetric direction that
/// `modifiers` allow, with their modes and `range`; false when they allow none.
fn push_atoms(atoms: &mut Vec<Atom>, bases: &[(i8, i8)], modifiers: &str, range: u8) -> bool {
    let (moves, captures) = mode(modifiers);
    let mut any = false;
    for &(bx, by) in bases {
        for (dx, dy) in symmetric(bx, by) {
            if direction_allowed(modifiers, dx, dy) {
                any = true;
                push_unique(
                    atoms,
                    Atom {
                        dx,
                        dy,
                        range,
                        moves,
                        captures,
                    },
                );
            }
        }
    }
    any
}

/// Adds an atom unless one already there covers it (same step, at least the same
/// modes and reach: `K`'s one step inside `R`'s ride); drops those it covers. Without
/// this a Colonel (`fhNfrlRK`) would list its one-step moves twice.
fn push_unique(atoms: &mut Vec<Atom>, atom: Atom) {
    if atoms.iter().any(|a| covers(a, &atom)) {
        return;
    }
    atoms.retain(|a| !covers(&atom, a));
    atoms.push(atom);
}

/// True when every move of `small` is also a move of `big`.
fn covers(big: &Atom, small: &Atom) -> bool {
    let reach = |r: u8| if r == 0 { u8::MAX } else { r };
    big.dx == small.dx
        && big.dy == small.dy
        && reach(big.range) >= reach(small.range)
        && (big.moves || !small.moves)
        && (big.captures || !small.captures)
}

/// The base vector(s) of an atom letter and whether the letter is a rider by itself.
fn base_vectors(letter: char) -> Option<(&'static [(i8, i8)], bool)> {
    Some(match letter {
        'W' => (&[(1, 0)], false),
        'F' => (&[(1, 1)], false),
        'D' => (&[(2, 0)], false),
        'N' => (&[(2, 1)], false),
        'A' => (&[(2, 2)], false),
        'H' => (&[(3, 0)], false),
        'C' | 'L' => (&[(3, 1)], false),
        'Z' | 'J' => (&[(3, 2)], false),
        'G' => (&[(3, 3)], false),
        'K' => (&[(1, 0), (1, 1)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

/// All images of a base vector under the board's symmetries (4 or 8 vectors).
fn symmetric(bx: i8, by: i8) -> Vec<(i8, i8)> {
    let mut out = Vec::with_capacity(8);
    for (x, y) in [(bx, by), (by, bx)] {
        for sx in [1, -1] {
            for sy in [1, -1] {
                let v = (x * sx, y * sy);
                if !out.contains(&v) {
                    out.push(v);
                }
            }
        }
    }
    out
}

/// Move-only (`m`), capture-only (`c`), or both when neither or both are given.
fn mode(modifiers: &str) -> (bool, bool) {
    let m = modifiers.contains('m');
    let c = modifiers.contains('c');
    match (m, c) {
        (true, false) => (true, false),
        (false, true) => (false, true),
        _ => (true, true),
    }
}

/// Whether the direction (dx, dy) is selected by the direction letters in
/// `modifiers`, read with Betza's own conventions (ruling M7): the letters add up;
/// `f` is every move with a forward component (so `fN` is all four forward knight
/// moves and `fQ` includes the forward diagonals), `b` every move with a backward
/// component, `r`/`l` the moves straight to the right/left ("right and left"), `s`
/// both of those, `v` straight forward and back; `h` ("half", in `fh`/`bh`) adds
/// nothing to the `f`/`b` it follows.
fn direction_allowed(modifiers: &str, dx: i8, dy: i8) -> bool {
    let letters: Vec<char> = modifiers
        .chars()
        .filter(|c| "fblrsv".contains(*c))
        .collect();
    let oblique = dx != 0 && dy != 0 && dx.abs() != dy.abs();
    // `fb` together on an oblique atom is its vertical (narrow) half: the Fibnif
    // `fbNF` has the four narrow knight moves (the perft figures of docs/rules/momentum.md and
    // Fairy-Stockfish's `FvN` agree), while `fN` alone is all four forward moves (M7).
    if oblique && letters.contains(&'f') && letters.contains(&'b') && !letters.contains(&'h') {
        return dy.abs() > dx.abs();
    }
    letters.is_empty()
        || letters.iter().any(|&letter| match letter {
            'f' => dy > 0,
            'b' => dy < 0,
            'r' => dy == 0 && dx > 0,
            'l' => dy == 0 && dx < 0,
            's' => dy == 0,
            'v' => dx == 0,
            _ => false,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn targets(betza: &str) -> Vec<(i8, i8, u8)> {
        let mut v: Vec<_> = parse(betza)
            .unwrap()
            .iter()
            .map(|a| (a.dx, a.dy, a.range))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn standard_pieces() {
        assert_eq!(parse("N").unwrap().len(), 8);
        assert_eq!(parse("K").unwrap().len(), 8);
        assert_eq!(parse("Q").unwrap().len(), 8);
        assert!(parse("R")
            .unwrap()
            .iter()
            .all(|a| a.range == 0 && (a.dx == 0 || a.dy == 0)));
        assert_eq!(targets("B"), targets("FF"));
        assert_eq!(targets("R4").len(), 4);
        assert!(parse("R4").unwrap().iter().all(|a| a.range == 4));
    }

    #[test]
    fn pawn_is_move_forward_capture_diagonally_forward() {
        let atoms = parse("fmWfcF").unwrap();
        assert_eq!(atoms.len(), 3);
        let step = atoms.iter().find(|a| a.dx == 0).unwrap();
        assert_eq!((step.dy, step.moves, step.captures), (1, true, false));
        assert!(atoms
            .iter()
            .filter(|a| a.dx != 0)
            .all(|a| a.dy == 1 && a.captures && !a.moves));
    }

    #[test]
    fn directions() {
        assert_eq!(
            targets("fN"),
            vec![(-2, 1, 1), (-1, 2, 1), (1, 2, 1), (2, 1, 1)]
        );
        assert_eq!(targets("sW"), vec![(-1, 0, 1), (1, 0, 1)]);
        assert_eq!(targets("vR").len(), 2);
    }

    #[test]
    fn overlapping_atoms_are_merged() {
        // The Colonel: K's steps forward and sideways lie inside frlR's rides.
        let colonel = parse("fhNfrlRK").unwrap();
        let mut vectors: Vec<(i8, i8)> = colonel.iter().map(|a| (a.dx, a.dy)).collect();
        vectors.sort();
        vectors.dedup();
        assert_eq!(vectors.len(), colonel.len());
        assert_eq!(colonel.len(), 4 + 3 + 5);
        assert_eq!(parse("RK").unwrap().len(), 8);
    }

    #[test]
    fn fibnif_has_the_narrow_knight_moves() {
        assert_eq!(
            targets("fbN"),
            vec![(-1, -2, 1), (-1, 2, 1), (1, -2, 1), (1, 2, 1)]
        );
        assert_eq!(targets("fhN"), targets("fN"));
    }

    #[test]
    fn errors_name_the_problem() {
        assert!(matches!(
            parse("fX"),
            Err(BetzaError::Unexpected { found: 'X', .. })
        ));
        assert!(matches!(
            parse("f"),
            Err(BetzaError::DanglingModifiers { .. })
        ));
    }
}
