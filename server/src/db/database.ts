/**
 * Opens the store named by the config: better-sqlite3 (WAL) by default, PostgreSQL for
 * `postgres://` URLs. The only place that knows which dialect is in use.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Config } from "../config.js";
import type { DialectName } from "./dialect.js";
import { migrateToLatest } from "./migrate.js";
import { withStatementCache } from "./statement-cache.js";
import type { Database } from "./schema.js";

export interface Store {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export async function openStore(database: Config["database"]): Promise<Store> {
  const store = database.kind === "postgres" ? openPostgres(database.connectionString) : openSqlite(database.filename);
  await migrateToLatest(store.db, store.dialect);
  return store;
}

function openSqlite(filename: string): Store {
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  const sqlite = new SqliteDatabase(filename);
  sqlite.pragma("journal_mode = WAL");
  // NORMAL is durable across a process crash in WAL mode; only an OS crash can lose the last commits.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

function openPostgres(connectionString: string): Store {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}
