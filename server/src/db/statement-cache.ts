/**
 * Kysely asks the SQLite driver to prepare every query it runs, and preparing a statement costs
 * about as much as running a small one: a fifth of a join's time went to it. A request sends
 * the same few dozen SQL texts every time, so prepared statements are kept by their text,
 * least recently used out beyond a bound (lists of `?` make one text per length).
 *
 * Safe because Kysely runs each statement to completion at once (`all` or `run`); a statement
 * is only busy while iterated, which nothing here does (no `.stream()`).
 */
import type { SqliteDatabase } from "kysely";
import type { SqliteConnection, SqliteStatement } from "./sqlite-connection.js";

/** How many prepared statements to keep; a few times the distinct queries of the whole app. */
const DEFAULT_SIZE = 1000;

export function withStatementCache(sqlite: SqliteConnection, size = DEFAULT_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Map keeps insertion order: moving it to the end makes the first key the least used.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
