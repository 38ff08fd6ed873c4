/**
 * The SQLite connection the runtime gets (server/src/db/sqlite-connection.ts): better-sqlite3 on
 * Node 20/22, `node:sqlite` from Node 24 on. The suite runs on both (`.ci/run`), so each driver
 * is held to the same promises here: what Kysely's dialect calls, pragmas, the transaction flag,
 * the online backup, and better-sqlite3's error codes, which the server's error handling reads.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteConnection, SQLITE_DRIVER, type SqliteConnection } from "../../../server/src/db/sqlite-connection.js";
import { classifyStoreError } from "../../../server/src/db/store-errors.js";
import { isUniqueViolation } from "../../../server/src/db/unique-violation.js";

const major = Number(process.versions.node.split(".")[0]);
const failureOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
};

describe(`SQLite connection on Node ${major} (${SQLITE_DRIVER})`, () => {
  const dirs: string[] = [];
  const opened: SqliteConnection[] = [];
  const open = (file = ":memory:", options?: { fileMustExist?: boolean }) => {
    const connection = openSqliteConnection(file, options);
    opened.push(connection);
    return connection;
  };
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "sqlite-connection-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const connection of opened.splice(0)) connection.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("uses Node's own SQLite from Node 24 on, and never loads better-sqlite3 there", () => {
    open().prepare("select 1").all([]);
    const loaded = Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes("better-sqlite3"));
    expect(SQLITE_DRIVER).toBe(major >= 24 ? "node:sqlite" : "better-sqlite3");
    expect(loaded).toBe(major < 24);
  });

  it("runs what Kysely sends: readers answer rows, writes their changes and row id", () => {
    const db = open();
    db.exec("create table t (id integer primary key, name text unique, score real)");
    const insert = db.prepare("insert into t (name, score) values (?, ?)");
    expect(insert.reader).toBe(false);
    expect(insert.run(["Ana", 1.5])).toMatchObject({ changes: 1, lastInsertRowid: 1 });
    const returning = db.prepare("insert into t (name, score) values (?, ?) returning id, name");
    expect(returning.reader).toBe(true);
    expect(returning.all(["Ben", null])).toEqual([{ id: 2, name: "Ben" }]);
    const select = db.prepare("select name, score from t where id > ? order by id");
    expect(select.reader).toBe(true);
    expect(select.all([0])).toEqual([
      { name: "Ana", score: 1.5 },
      { name: "Ben", score: null },
    ]);
    expect([...select.iterate([1])]).toEqual([{ name: "Ben", score: null }]);
  });

  it("answers pragmas and knows when a transaction is open", () => {
    const db = open(join(tempDir(), "p.db"));
    expect(db.pragma("journal_mode = WAL")).toEqual([{ journal_mode: "wal" }]);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.inTransaction).toBe(false);
    db.exec("begin");
    expect(db.inTransaction).toBe(true);
    db.exec("rollback");
    expect(db.inTransaction).toBe(false);
  });

  it("fails with better-sqlite3's codes: a unique key, a full database, a missing file", () => {
    const db = open();
    db.exec("create table t (id integer primary key, name text unique)");
    db.prepare("insert into t (name) values (?)").run(["Ana"]);
    const duplicate = failureOf(() => db.prepare("insert into t (name) values (?)").run(["Ana"]));
    expect(duplicate).toMatchObject({ code: "SQLITE_CONSTRAINT_UNIQUE", message: expect.stringContaining("UNIQUE constraint failed: t.name") });
    expect(isUniqueViolation(duplicate)).toBe(true);
    const samePrimaryKey = failureOf(() => db.prepare("insert into t (id, name) values (1, 'Ben')").run([]));
    expect(isUniqueViolation(samePrimaryKey)).toBe(true);

    db.pragma(`max_page_count = ${Number(db.pragma("page_count", { simple: true })) + 1}`);
    const full = failureOf(() => {
      for (let i = 0; i < 100; i++) db.prepare("insert into t (name) values (?)").run(["x".repeat(10_000) + i]);
    });
    expect(full).toMatchObject({ code: "SQLITE_FULL" });
    expect(classifyStoreError(full)).toBe("full");

    const missing = failureOf(() => open(join(tempDir(), "nothing-here.db"), { fileMustExist: true }));
    expect(missing).toBeInstanceOf(Error);
  });

  it("copies a live database with the online backup", async () => {
    const dir = tempDir();
    const db = open(join(dir, "live.db"));
    db.exec("create table t (name text)");
    db.prepare("insert into t values (?)").run(["kept"]);
    await db.backup(join(dir, "copy.db"));
    const copy = open(join(dir, "copy.db"), { fileMustExist: true });
    expect(copy.prepare("select name from t").all([])).toEqual([{ name: "kept" }]);
  });

  it("may be closed twice", () => {
    const db = open();
    db.close();
    expect(() => db.close()).not.toThrow();
  });
});
