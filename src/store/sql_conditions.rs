//! SQL conditions that several statements share, as macros that expand to string
//! literals, so that the statements that use them stay literals (`concat!`) for the
//! statement cache. Declared first in the floor, so every module may use them.

/// The SQL condition "game `g` is played by the address `?1`", through the
/// player's id so that SQLite walks the `games_white` and `games_black` indexes,
/// not every game. The id by `=` on a scalar subquery (an address
/// names at most one player: `players.email` is UNIQUE): `IN (SELECT ...)` made
/// SQLite build a temporary table for each of the two at every call. A macro, so
/// that the statements that use it stay literals (`concat!`) for the statement
/// cache.
macro_rules! played_by_address {
    () => {
        "(g.white_id = (SELECT id FROM players WHERE email = ?1) \
         OR g.black_id = (SELECT id FROM players WHERE email = ?1))"
    };
}
