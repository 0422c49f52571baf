//! The two sides ([`Color`]) and a pair of values, one per side ([`ByColor`]).
//!
//! A `ByColor<T>` is read with the side itself (`rights[side]`), never with a
//! number, so that a table of White's and Black's values cannot be read with an
//! index that is no side.

use std::ops::{Index, IndexMut};

/// The two sides. White moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side that moves first; index 0.
    White,
    /// The second side; index 1.
    Black,
}

impl Color {
    /// The other side.
    pub fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: a place in a table that lists both sides' entries
    /// one after the other (per-side tables of values are [`ByColor`]).
    pub fn index(self) -> usize {
        self as usize
    }

    /// `+1` for White, `-1` for Black: the sign of "forward" on the rank axis.
    pub fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }

    /// Lower-case English name, as used in replies and JSON (`white`, `black`).
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The side whose lower-case English name ([`Color::name`]) is `name`
    /// exactly; `None` for any other text.
    ///
    /// ```
    /// use pbem_arbiter::board::color::Color;
    ///
    /// assert_eq!(Color::from_name("black"), Some(Color::Black));
    /// assert_eq!(Color::from_name("Black"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Color> {
        Color::BOTH.into_iter().find(|side| side.name() == name)
    }

    /// Capitalised English name (`White`, `Black`).
    pub fn title(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// Both sides, White first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];
}

/// One value for each side: White's and Black's, read with a [`Color`].
///
/// Iteration goes White first, as [`Color::BOTH`] does.
///
/// # Examples
///
/// ```
/// use pbem_arbiter::board::color::{ByColor, Color};
///
/// let mut kings = ByColor::new("e1", "e8");
/// assert_eq!(kings[Color::Black], "e8");
/// kings[Color::White] = "g1";
/// assert_eq!(*kings.get(Color::White), "g1");
///
/// let lengths = kings.map(str::len);
/// assert_eq!(lengths, ByColor::splat(2));
/// let sides: Vec<(Color, &str)> = kings.zip_color().into_iter().collect();
/// assert_eq!(sides, [(Color::White, "g1"), (Color::Black, "e8")]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// White's value and Black's.
    #[inline]
    pub const fn new(white: T, black: T) -> ByColor<T> {
        ByColor { white, black }
    }

    /// The same value for both sides.
    #[inline]
    pub const fn splat(value: T) -> ByColor<T>
    where
        T: Copy,
    {
        ByColor {
            white: value,
            black: value,
        }
    }

    /// Each side's value from `f` of that side, called for White first.
    #[inline]
    pub fn from_fn(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        let white = f(Color::White);
        ByColor {
            white,
            black: f(Color::Black),
        }
    }

    /// The value of `color`.
    #[inline]
    pub const fn get(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The value of `color`, to change.
    #[inline]
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    /// Both values through `f`, White's first.
    #[inline]
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        let white = f(self.white);
        ByColor {
            white,
            black: f(self.black),
        }
    }

    /// Both values borrowed.
    #[inline]
    pub const fn as_ref(&self) -> ByColor<&T> {
        ByColor {
            white: &self.white,
            black: &self.black,
        }
    }

    /// Both values borrowed to change.
    #[inline]
    pub fn as_mut(&mut self) -> ByColor<&mut T> {
        ByColor {
            white: &mut self.white,
            black: &mut self.black,
        }
    }

    /// Each value with its side.
    #[inline]
    pub fn zip_color(self) -> ByColor<(Color, T)> {
        ByColor {
            white: (Color::White, self.white),
            black: (Color::Black, self.black),
        }
    }

    /// The values, White's first.
    #[inline]
    pub fn iter(&self) -> std::array::IntoIter<&T, 2> {
        [&self.white, &self.black].into_iter()
    }

    /// The values to change, White's first.
    #[inline]
    pub fn iter_mut(&mut self) -> std::array::IntoIter<&mut T, 2> {
        [&mut self.white, &mut self.black].into_iter()
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;

    #[inline]
    fn index(&self, color: Color) -> &T {
        self.get(color)
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline]
    fn index_mut(&mut self, color: Color) -> &mut T {
        self.get_mut(color)
    }
}

impl<T> IntoIterator for ByColor<T> {
    type Item = T;
    type IntoIter = std::array::IntoIter<T, 2>;

    /// The values, White's first.
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        [self.white, self.black].into_iter()
    }
}

impl<'a, T> IntoIterator for &'a ByColor<T> {
    type Item = &'a T;
    type IntoIter = std::array::IntoIter<&'a T, 2>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a, T> IntoIterator for &'a mut ByColor<T> {
    type Item = &'a mut T;
    type IntoIter = std::array::IntoIter<&'a mut T, 2>;

    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl<T> From<[T; 2]> for ByColor<T> {
    /// White's value first, as stored where a pair is written as two columns or a
    /// two-element list.
    #[inline]
    fn from([white, black]: [T; 2]) -> ByColor<T> {
        ByColor { white, black }
    }
}

impl<T> From<ByColor<T>> for [T; 2] {
    /// White's value first.
    #[inline]
    fn from(pair: ByColor<T>) -> [T; 2] {
        [pair.white, pair.black]
    }
}

#[cfg(test)]
mod tests {
    use super::{ByColor, Color};

    #[test]
    fn reads_and_writes_by_side() {
        let mut pair = ByColor::from_fn(|c| c.index() * 10);
        assert_eq!(pair, ByColor::new(0, 10));
        *pair.get_mut(Color::Black) += 1;
        pair[Color::White] += 2;
        assert_eq!((pair[Color::White], pair[Color::Black]), (2, 11));
        for side in Color::BOTH {
            assert_eq!(pair.get(side), &pair[side]);
        }
    }

    #[test]
    fn iterates_white_first() {
        let mut pair = ByColor::new(1, 2);
        for v in &mut pair {
            *v *= 3;
        }
        assert_eq!(pair.iter().copied().collect::<Vec<_>>(), [3, 6]);
        assert_eq!(<[i32; 2]>::from(pair), [3, 6]);
        assert_eq!(ByColor::from([3, 6]), pair);
        let sides: Vec<Color> = pair.zip_color().into_iter().map(|(c, _)| c).collect();
        assert_eq!(sides, Color::BOTH);
    }
}
