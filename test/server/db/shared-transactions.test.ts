/**
 * Writes queued together share one transaction on SQLite (one BEGIN and COMMIT for all), keep a
 * transaction each on PostgreSQL, and settle only once committed. A write that fails in a shared
 * transaction fails alone: the others run again by themselves and commit.
 */
import { Kysely, sql, type Transaction } from "kysely";
import { beforeEach, expect, it } from "vitest";
import { sharedTransactions } from "../../../server/src/db/shared-transactions.js";
import { openSqliteConnection, type SqliteConnection } from "../../../server/src/db/sqlite-connection.js";
import { SqliteStoreDialect } from "../../../server/src/db/sqlite-dialect.js";
import type { Database } from "../../../server/src/db/schema.js";
import { describeEachDialect } from "../../helpers/test-server.js";

interface Tables {
  t: { x: string };
}

describeEachDialect("shared transactions", (server, dialect) => {
  const db = () => server().store.db;
  const keys = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
  const stored = async (prefix: string) =>
    (await db().selectFrom("server_settings").select("key").where("key", "like", `${prefix}-%`).orderBy("key").execute()).map((r) => r.key);
  beforeEach(async () => {
    await db().deleteFrom("server_settings").where("key", "like", "shared-%").execute();
  });

  it(`${dialect === "sqlite" ? "shares one transaction among" : "gives a transaction of its own to each of"} the writes queued together, each settling once committed`, async () => {
    const shared = sharedTransactions(db(), dialect);
    const seen: Transaction<Database>[] = [];
    const written = keys(8, "shared-a");
    const results = await Promise.all(
      written.map((key) =>
        shared.run(async (tx) => {
          seen.push(tx);
          await tx.insertInto("server_settings").values({ key, value: "1" }).execute();
          return key;
        }),
      ),
    );
    expect(results).toEqual(written);
    // Committed by the time each settled: another connection's view (PostgreSQL) or the one handle (SQLite) sees all.
    expect(await stored("shared-a")).toEqual([...written].sort());
    expect(new Set(seen).size).toBe(dialect === "sqlite" ? 1 : written.length);
  });

  it("fails only the write at fault: the others commit", async () => {
    const shared = sharedTransactions(db(), dialect);
    await db().insertInto("server_settings").values({ key: "shared-b-taken", value: "0" }).execute();
    const outcomes = await Promise.allSettled([
      ...keys(3, "shared-b").map((key) => shared.run((tx) => tx.insertInto("server_settings").values({ key, value: "1" }).execute())),
      // Breaks the primary key.
      shared.run((tx) => tx.insertInto("server_settings").values({ key: "shared-b-taken", value: "1" }).execute()),
      ...keys(2, "shared-b-late").map((key) => shared.run((tx) => tx.insertInto("server_settings").values({ key, value: "1" }).execute())),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(await stored("shared-b")).toEqual(["shared-b-0", "shared-b-1", "shared-b-2", "shared-b-late-0", "shared-b-late-1", "shared-b-taken"]);
    const taken = await db().selectFrom("server_settings").select("value").where("key", "=", "shared-b-taken").executeTakeFirstOrThrow();
    expect(taken.value).toBe("0");
  });
});

it("rejects every write waiting when SQLite cannot even begin, and goes on once it can", async () => {
  const sqlite = openSqliteConnection(":memory:");
  let failBegin = true;
  // BEGIN fails (as on a disk that cannot be read) while the flag is up.
  const flaky: SqliteConnection = {
    ...sqlite,
    prepare: (text) => {
      if (failBegin && /^begin/i.test(text)) throw Object.assign(new Error("disk I/O error"), { code: "SQLITE_IOERR" });
      return sqlite.prepare(text);
    },
    get inTransaction() {
      return sqlite.inTransaction;
    },
  };
  const db = new Kysely<Tables>({ dialect: new SqliteStoreDialect(flaky) });
  try {
    await sql`create table t (x text primary key)`.execute(db);
    const shared = sharedTransactions(db as unknown as Kysely<Database>, "sqlite");
    const insert = (x: string) => shared.run((tx) => (tx as unknown as Transaction<Tables>).insertInto("t").values({ x }).execute());
    const during = await Promise.allSettled(["a", "b", "c"].map(insert));
    expect(during.map((o) => o.status)).toEqual(["rejected", "rejected", "rejected"]);
    failBegin = false;
    await Promise.all(["d", "e"].map(insert));
    expect((await db.selectFrom("t").select("x").orderBy("x").execute()).map((r) => r.x)).toEqual(["d", "e"]);
  } finally {
    await db.destroy();
  }
});
