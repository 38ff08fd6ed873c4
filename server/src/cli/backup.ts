/**
 * `npm run backup -- FILE`: a consistent copy of the database named by DATABASE_URL, taken while
 * the server keeps running.
 *
 * - SQLite: SQLite's online backup API (the SQLite driver's `backup()`: sqlite-connection.ts), which copies the pages of
 *   one committed state even while other connections write, WAL included. A plain `cp` of a live
 *   database (and its `-wal`) can copy a torn state. The copy is a self-contained database file.
 * - PostgreSQL: `pg_dump --format=custom` (one consistent snapshot), to restore with
 *   `pg_restore`. pg_dump comes from PATH and must be the server's major version or newer.
 *
 * The copy is written beside FILE and renamed into place when complete, so a backup that failed
 * half way never looks like a good one. FILE must not exist yet.
 */
import { execFile } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { promisify } from "node:util";
import { ConfigError, loadConfig, type Config } from "../config.js";
import { openSqliteConnection } from "../db/sqlite-connection.js";

async function backupSqlite(filename: string, to: string): Promise<void> {
  if (!existsSync(filename)) throw new Error(`no SQLite database at ${filename}`);
  const db = openSqliteConnection(filename, { fileMustExist: true });
  try {
    // The server holds write locks only briefly; wait for them rather than fail.
    db.pragma("busy_timeout = 5000");
    await db.backup(to);
  } finally {
    db.close();
  }
}

async function backupPostgres(connectionString: string, to: string): Promise<void> {
  try {
    await promisify(execFile)("pg_dump", ["--format=custom", "--no-owner", "--file", to, "--dbname", connectionString], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new Error("pg_dump not found: install PostgreSQL's client tools");
    // pg_dump's own message (stderr) says what went wrong; the connection string is not repeated.
    throw new Error(`pg_dump failed: ${String((error as { stderr?: unknown }).stderr ?? "").trim() || (error as Error).message}`);
  }
}

/** Writes the backup of `database` to `file` (which must not exist). */
async function backupDatabase(database: Config["database"], file: string): Promise<void> {
  if (database.kind === "sqlite" && database.filename === ":memory:") throw new Error("an in-memory database has nothing to back up");
  if (existsSync(file)) throw new Error(`${file} already exists; choose a new name`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (database.kind === "sqlite") await backupSqlite(database.filename, partial);
    else await backupPostgres(database.connectionString, partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

async function main(argv: string[]): Promise<void> {
  const file = argv.find((arg) => !arg.startsWith("--"));
  if (!file) throw new Error("Usage: npm run backup -- FILE");
  const { database } = loadConfig();
  await backupDatabase(database, file);
  process.stdout.write(`Backed up the ${database.kind === "sqlite" ? "SQLite" : "PostgreSQL"} database to ${file}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
