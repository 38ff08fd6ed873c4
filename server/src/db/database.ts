/**
 * Opens the store named by the config: SQLite (WAL; the driver suits the runtime: sqlite-connection.ts) by default, PostgreSQL for
 * `postgres://` URLs. The only place that knows which dialect is in use.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { openSqliteConnection } from "./sqlite-connection.js";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Config, PostgresPoolConfig, SqliteSynchronous } from "../config.js";
import type { DialectName } from "./dialect.js";
import { migrateToLatest } from "./migrate.js";
import { SqliteStoreDialect } from "./sqlite-dialect.js";
import { walSyncBarrier } from "./wal-sync.js";
import type { Database } from "./schema.js";

export interface Store {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL only: the connection pool's use right now (for `/metrics`). */
  poolUse?(): PoolUse;
  /**
   * SQLite with `SQLITE_SYNCHRONOUS=full`: resolves once every commit made before the call is on
   * disk (wal-sync.ts); a write's answer waits for it. Absent where a commit is durable by itself.
   */
  durable?(): Promise<void>;
  close(): Promise<void>;
}

/** Connections the pool holds, how many of them are idle, and queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export async function openStore(database: Config["database"]): Promise<Store> {
  const store =
    database.kind === "postgres"
      ? openPostgres(database.connectionString, database.pool)
      : openSqlite(database.filename, database.synchronous, database.busyWaitMs);
  await migrateToLatest(store.db, store.dialect);
  return store;
}

function openSqlite(filename: string, synchronous: SqliteSynchronous, busyWaitMs: number | undefined): Store {
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  const sqlite = openSqliteConnection(filename);
  sqlite.pragma("journal_mode = WAL");
  // NORMAL syncs the log only at checkpoints: it survives a process crash but not a power loss.
  // `full` adds the group sync of the log that a write's answer waits for (wal-sync.ts): an
  // acknowledged join survives a power loss. (In memory there is nothing to sync.)
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  // Never wait inside SQLite for another process's lock: that wait holds the whole process
  // (sqlite-dialect.ts waits without holding it).
  sqlite.pragma("busy_timeout = 0");
  // Reads beside the writer (sqlite-dialect.ts); in memory a second connection would be another database.
  const reader = filename === ":memory:" ? undefined : openSqliteConnection(filename, { fileMustExist: true, readOnly: true });
  reader?.pragma("busy_timeout = 0");
  const db = new Kysely<Database>({ dialect: new SqliteStoreDialect(sqlite, { reader, busyWaitMs }) });
  const barrier = synchronous === "full" && filename !== ":memory:" ? walSyncBarrier(filename) : undefined;
  return {
    db,
    dialect: "sqlite",
    ...(barrier ? { durable: () => barrier.durable() } : {}),
    async close() {
      await barrier?.close();
      await db.destroy();
    },
  };
}

function openPostgres(connectionString: string, limits: PostgresPoolConfig): Store {
  const statementTimeout = limits.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString,
    max: limits.max,
    // Without it a query waits forever for a connection to a server that does not answer, or
    // for a free one in an exhausted pool; then the request answers 503 (store-errors.ts).
    connectionTimeoutMillis: limits.connectTimeoutMs,
    keepAlive: true,
    // The server cancels a runaway statement; the client gives up on a server that went silent
    // without closing the connection (a network cut) a little later.
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + limits.connectTimeoutMs } : {}),
  });
  // A client that loses its connection emits "error"; unheard, that crashes the process. The pool
  // hears its idle clients; a client in use (a database restart mid-query) needs its own
  // listener. Its query fails with the same error (503), and the pool drops the broken client.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}
