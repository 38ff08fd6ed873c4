/**
 * One SQLite connection, from the driver that suits the runtime:
 *
 * - Node 20 and 22: better-sqlite3 (12.x, built from source at install).
 * - Node 24 and later: Node's own `node:sqlite`. better-sqlite3 12 aborts the whole process there
 *   now and then (`Assertion failed: (env) != nullptr` in `Statement::~Statement`, when a
 *   statement is collected); 13 fixes it but cannot be built on Node 20, which the project still
 *   runs on. `node:sqlite` needs no build at all.
 *
 * Both are shown to the rest of the server as the small part of better-sqlite3's interface it
 * uses (what Kysely's SQLite dialect calls, pragmas, the online backup), with better-sqlite3's
 * error codes (`SQLITE_FULL`, `SQLITE_CONSTRAINT_UNIQUE` …), so nothing else knows which it got.
 */
import { createRequire } from "node:module";

export interface SqliteStatement {
  /** Whether it answers rows (a SELECT, or a write with RETURNING). */
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

export interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
  /** `PRAGMA text`: its rows, or with `simple` the first column of the first row. */
  pragma(text: string, options?: { simple?: boolean }): unknown;
  readonly inTransaction: boolean;
  /** SQLite's online backup of the whole database into a new file. */
  backup(destination: string): Promise<void>;
  close(): void;
}

export type SqliteDriverName = "better-sqlite3" | "node:sqlite";

/** The driver this runtime gets. */
export const SQLITE_DRIVER: SqliteDriverName = Number(process.versions.node.split(".")[0]) >= 24 ? "node:sqlite" : "better-sqlite3";

/** `readOnly`: a connection that only reads (beside a writer's, on a file). */
export interface SqliteOpenOptions {
  fileMustExist?: boolean;
  readOnly?: boolean;
}

export function openSqliteConnection(filename: string, options: SqliteOpenOptions = {}): SqliteConnection {
  return SQLITE_DRIVER === "node:sqlite" ? openNodeSqlite(filename, options) : openBetterSqlite(filename, options);
}

function openBetterSqlite(filename: string, options: SqliteOpenOptions): SqliteConnection {
  // Loaded only here, so Node 24 never loads the addon that aborts there.
  let BetterSqlite: typeof import("better-sqlite3");
  try {
    BetterSqlite = createRequire(import.meta.url)("better-sqlite3") as typeof import("better-sqlite3");
  } catch (error) {
    // An optional dependency: `npm install` goes on when it cannot be built (no compiler).
    throw new Error(
      `SQLite on Node ${process.versions.node} needs better-sqlite3, which is not installed or not built for this Node ` +
        `(${error instanceof Error ? error.message.split("\n")[0] : String(error)}): install a C++ compiler and run npm install again, ` +
        "run on Node 24 or later (which needs no build), or use PostgreSQL.",
    );
  }
  const db = new BetterSqlite(filename, { fileMustExist: options.fileMustExist ?? false, readonly: options.readOnly ?? false });
  return {
    prepare: (sql) => db.prepare(sql),
    exec: (sql) => void db.exec(sql),
    pragma: (text, pragmaOptions) => db.pragma(text, pragmaOptions),
    get inTransaction() {
      return db.inTransaction;
    },
    backup: async (destination) => void (await db.backup(destination)),
    close: () => void db.close(),
  };
}

/**
 * The part of `node:sqlite` used here, typed by hand: the project's Node types are Node 20's,
 * which has no such module.
 */
interface NodeSqlite {
  DatabaseSync: new (
    path: string,
    options?: { readOnly?: boolean },
  ) => {
    prepare(sql: string): {
      columns(): unknown[];
      all(...parameters: SqlValue[]): unknown[];
      run(...parameters: SqlValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
      iterate(...parameters: SqlValue[]): IterableIterator<unknown>;
    };
    exec(sql: string): void;
    readonly isTransaction: boolean;
    readonly isOpen: boolean;
    close(): void;
  };
  backup(source: InstanceType<NodeSqlite["DatabaseSync"]>, destination: string): Promise<number>;
}

function openNodeSqlite(filename: string, options: SqliteOpenOptions): SqliteConnection {
  const sqlite = process.getBuiltinModule("node:sqlite") as NodeSqlite | undefined;
  if (!sqlite) throw new Error(`node:sqlite is not available on Node ${process.versions.node}`);
  if (options.fileMustExist && filename !== ":memory:") {
    const { existsSync } = process.getBuiltinModule("node:fs");
    if (!existsSync(filename)) throw withSqliteCode(Object.assign(new Error(`unable to open database file: ${filename}`), { errcode: 14 }));
  }
  const db = translated(() => new sqlite.DatabaseSync(filename, { readOnly: options.readOnly ?? false }));
  const prepare = (sql: string): SqliteStatement => {
    const statement = translated(() => db.prepare(sql));
    return {
      reader: statement.columns().length > 0,
      all: (parameters) => translated(() => statement.all(...(parameters as SqlValue[]))),
      run: (parameters) => translated(() => statement.run(...(parameters as SqlValue[]))),
      iterate: (parameters) => translated(() => statement.iterate(...(parameters as SqlValue[]))),
    };
  };
  return {
    prepare,
    exec: (sql) => translated(() => db.exec(sql)),
    pragma: (text, pragmaOptions) => {
      const rows = prepare(`PRAGMA ${text}`).all([]) as Record<string, unknown>[];
      if (!pragmaOptions?.simple) return rows;
      const first = rows[0];
      return first === undefined ? undefined : Object.values(first)[0];
    },
    get inTransaction() {
      return db.isTransaction;
    },
    backup: async (destination) => void (await sqlite.backup(db, destination)),
    // Closing twice is no error, as with better-sqlite3 (Kysely's destroy may follow a close).
    close: () => {
      if (db.isOpen) db.close();
    },
  };
}

type SqlValue = null | number | bigint | string | NodeJS.ArrayBufferView;

function translated<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw withSqliteCode(error);
  }
}

/**
 * node:sqlite throws `code: "ERR_SQLITE_ERROR"` with SQLite's numeric (extended) result code in
 * `errcode`; the server reads better-sqlite3's names (store-errors.ts, unique-violation.ts).
 */
function withSqliteCode(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const errcode = (error as { errcode?: unknown }).errcode;
  if (typeof errcode !== "number") return error;
  return Object.assign(error, { code: EXTENDED_CODES[errcode] ?? PRIMARY_CODES[errcode & 0xff] ?? "SQLITE_ERROR" });
}

/** SQLite's primary result codes, by number (sqlite.org/rescode.html). */
const PRIMARY_CODES: Record<number, string> = {
  1: "SQLITE_ERROR",
  2: "SQLITE_INTERNAL",
  3: "SQLITE_PERM",
  4: "SQLITE_ABORT",
  5: "SQLITE_BUSY",
  6: "SQLITE_LOCKED",
  7: "SQLITE_NOMEM",
  8: "SQLITE_READONLY",
  9: "SQLITE_INTERRUPT",
  10: "SQLITE_IOERR",
  11: "SQLITE_CORRUPT",
  12: "SQLITE_NOTFOUND",
  13: "SQLITE_FULL",
  14: "SQLITE_CANTOPEN",
  15: "SQLITE_PROTOCOL",
  17: "SQLITE_SCHEMA",
  18: "SQLITE_TOOBIG",
  19: "SQLITE_CONSTRAINT",
  20: "SQLITE_MISMATCH",
  21: "SQLITE_MISUSE",
  23: "SQLITE_AUTH",
  25: "SQLITE_RANGE",
  26: "SQLITE_NOTADB",
};

/** The extended codes the server tells apart (others read as their primary code). */
const EXTENDED_CODES: Record<number, string> = {
  261: "SQLITE_BUSY_RECOVERY",
  517: "SQLITE_BUSY_SNAPSHOT",
  773: "SQLITE_BUSY_TIMEOUT",
  264: "SQLITE_READONLY_RECOVERY",
  520: "SQLITE_READONLY_CANTLOCK",
  776: "SQLITE_READONLY_ROLLBACK",
  1032: "SQLITE_READONLY_DBMOVED",
  1288: "SQLITE_READONLY_CANTINIT",
  1544: "SQLITE_READONLY_DIRECTORY",
  275: "SQLITE_CONSTRAINT_CHECK",
  787: "SQLITE_CONSTRAINT_FOREIGNKEY",
  1299: "SQLITE_CONSTRAINT_NOTNULL",
  1555: "SQLITE_CONSTRAINT_PRIMARYKEY",
  2067: "SQLITE_CONSTRAINT_UNIQUE",
  2579: "SQLITE_CONSTRAINT_ROWID",
};
