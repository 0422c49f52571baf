//! A [`GameId`] as an SQLite INTEGER (`games.id` and every `game_id` column), so
//! that statements bind it and rows read it directly, as they did the bare `i64`.
//! The impls stand in the store, not beside the type, to keep the `corr` floor
//! free of SQL.

use rusqlite::types::{FromSql, FromSqlResult, ToSql, ToSqlOutput, ValueRef};

use crate::corr::ids::GameId;

impl ToSql for GameId {
    /// The number as an INTEGER.
    ///
    /// # Errors
    ///
    /// Never: every `i64` is an SQLite INTEGER.
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.get()))
    }
}

impl FromSql for GameId {
    /// An INTEGER column as a game's number.
    ///
    /// # Errors
    ///
    /// `FromSqlError::InvalidType` when the value is not an INTEGER (as for `i64`).
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<GameId> {
        i64::column_result(value).map(GameId::new)
    }
}

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    use crate::corr::ids::GameId;

    #[test]
    fn binds_and_reads_an_integer() {
        let conn = Connection::open_in_memory().unwrap();
        let (id, kind): (GameId, String) = conn
            .query_row("SELECT ?1, typeof(?1)", [GameId::new(12)], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .unwrap();
        assert_eq!(id, GameId::new(12));
        assert_eq!(kind, "integer");
    }
}
