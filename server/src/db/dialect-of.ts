/**
 * Which store a Kysely instance (or a transaction of it) talks to, for the rare query that
 * differs. Told by how it writes a bound value: `?` (SQLite) or `$1` (PostgreSQL).
 */
import type { Kysely } from "kysely";
import type { DialectName } from "./dialect.js";
import type { Database } from "./schema.js";

export function dialectOf(db: Kysely<Database>): DialectName {
  return db.selectFrom("vendors").select("id").where("id", "=", 0).compile().sql.includes("$1") ? "postgres" : "sqlite";
}
