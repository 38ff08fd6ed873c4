/**
 * The SQLite dialect keeps the error that ended a transaction: a write that fills the database
 * mid-transaction (SQLite then rolls back by itself) surfaces as SQLITE_FULL, not as the failed
 * ROLLBACK Kysely would send after it, and a transaction that failed otherwise still rolls back.
 */
import { Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteConnection } from "../../../server/src/db/sqlite-connection.js";
import { SqliteStoreDialect } from "../../../server/src/db/sqlite-dialect.js";
import { classifyStoreError } from "../../../server/src/db/store-errors.js";

interface Tables {
  t: { x: string };
}

describe("SQLite store dialect", () => {
  const opened: Kysely<Tables>[] = [];
  const open = async () => {
    const sqlite = openSqliteConnection(":memory:");
    const db = new Kysely<Tables>({ dialect: new SqliteStoreDialect(sqlite) });
    opened.push(db);
    await sql`create table t (x text)`.execute(db);
    return { sqlite, db };
  };
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
  });
  const count = async (db: Kysely<Tables>) =>
    Number(
      (
        await db
          .selectFrom("t")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("reports SQLITE_FULL when SQLite already rolled the transaction back", async () => {
    const { sqlite, db } = await open();
    sqlite.pragma(`max_page_count = ${Number(sqlite.pragma("page_count", { simple: true })) + 2}`);
    const failure = await db
      .transaction()
      .execute(async (tx) => {
        for (let i = 0; i < 50; i += 1)
          await tx
            .insertInto("t")
            .values({ x: "x".repeat(10_000) })
            .execute();
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({ code: "SQLITE_FULL" });
    expect(classifyStoreError(failure)).toBe("full");
    expect(sqlite.inTransaction).toBe(false);
    expect(await count(db)).toBe(0);
  });

  it("still rolls back a transaction that failed for another reason", async () => {
    const { sqlite, db } = await open();
    const failure = await db
      .transaction()
      .execute(async (tx) => {
        await tx.insertInto("t").values({ x: "kept?" }).execute();
        throw new Error("changed my mind");
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({ message: "changed my mind" });
    expect(sqlite.inTransaction).toBe(false);
    expect(await count(db)).toBe(0);
  });
});
