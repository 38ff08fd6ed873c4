/** Prepared statements kept by SQL text, on a real SQLite database (the runtime's driver). */
import { Kysely, SqliteDialect, sql, type Generated } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteConnection, type SqliteConnection } from "../../../server/src/db/sqlite-connection.js";
import { withStatementCache } from "../../../server/src/db/statement-cache.js";

describe("statement cache", () => {
  const opened: SqliteConnection[] = [];
  const open = () => {
    const sqlite = openSqliteConnection(":memory:");
    opened.push(sqlite);
    return sqlite;
  };
  afterEach(() => {
    for (const sqlite of opened.splice(0)) sqlite.close();
  });

  it("prepares each SQL text once and answers the same statement again", () => {
    const cached = withStatementCache(open());
    const first = cached.prepare("select 1 as one");
    expect(cached.prepare("select 1 as one")).toBe(first);
    expect(cached.prepare("select 2 as two")).not.toBe(first);
    expect(first.all([])).toEqual([{ one: 1 }]);
  });

  it("keeps at most its size, dropping the least recently used", () => {
    const cached = withStatementCache(open(), 2);
    const a = cached.prepare("select 'a'");
    const b = cached.prepare("select 'b'");
    expect(cached.prepare("select 'a'")).toBe(a); // a is now the most recent
    cached.prepare("select 'c'"); // over the size: b goes
    expect(cached.prepare("select 'a'")).toBe(a);
    expect(cached.prepare("select 'b'")).not.toBe(b);
  });

  it("serves Kysely: reused statements bind new parameters, and a schema change is picked up", async () => {
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(open()) }) });
    await db.schema
      .createTable("t")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text")
      .execute();
    for (const name of ["Ana", "Ben"]) await db.insertInto("t").values({ name }).execute();
    const byName = (name: string) => db.selectFrom("t").select("id").where("name", "=", name).executeTakeFirst();
    expect(await byName("Ana")).toEqual({ id: 1 });
    expect(await byName("Ben")).toEqual({ id: 2 });
    const everything = () => db.selectFrom("t").selectAll().where("id", "=", 1).execute();
    expect(await everything()).toEqual([{ id: 1, name: "Ana" }]);
    await sql`alter table t add column extra text default 'x'`.execute(db);
    expect(await everything()).toEqual([{ id: 1, name: "Ana", extra: "x" }]);
    await db.destroy();
  });
});
