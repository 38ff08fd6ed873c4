/**
 * SQLite out of room (`PRAGMA max_page_count`, which fails writes with SQLITE_FULL exactly as a
 * full disk does) and locked by another process past busy_timeout: joins answer 507
 * `storage_full` and 503 `service_unavailable` with Retry-After, never 500; nothing is half
 * written; reads go on; and once there is room again the same server takes joins.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteConnection } from "../../../server/src/db/sqlite-connection.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";

const folder = mkdtempSync(join(tmpdir(), "qb-sqlite-full-"));
const file = join(folder, "store.sqlite");

describe("SQLite without room or locked by another process", () => {
  let server: TestServer;
  let ids: DemoIds;
  beforeAll(async () => {
    server = await createTestServer("sqlite", { env: { DATABASE_URL: file, RATE_LIMIT_PER_MINUTE: "10000" } });
    ids = await demoIds(server.store.db);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const join_ = (first_name: string) =>
    server.call({
      method: "POST",
      url: "/api/v2/open/queue-appointments",
      payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, { first_name }, [
        { question_id: ids.question("member"), value: 1 },
      ]),
    });
  const rows = async () => ({
    appointments: Number(
      (
        await server.store.db
          .selectFrom("queue_appointments")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    clients: Number(
      (
        await server.store.db
          .selectFrom("clients")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const pragma = async (text: string) => (await sql.raw(`pragma ${text}`).execute(server.store.db)).rows[0] as Record<string, number>;

  it("answers 507 storage_full while the database is full, keeps reading, and takes joins again once there is room", async () => {
    const { page_count: pages } = await pragma("page_count");
    await pragma(`max_page_count = ${pages}`);
    const acknowledged: number[] = [];
    try {
      // The free room left in the file's pages fills first; then every write is refused.
      let res = await join_("Filling");
      for (let i = 0; res.statusCode === 201 && i < 2000; i += 1) {
        acknowledged.push((res.json() as { data: { id: number } }).data.id);
        res = await join_("Filling");
      }
      expect(res.statusCode, res.body).toBe(507);
      const full = await rows();
      for (const name of ["Ana", "Ben", "Chloe", "Dan", "Eve"]) {
        const refused = await join_(name);
        expect(refused.statusCode, refused.body).toBe(507);
        expect(refused.headers["retry-after"]).toBe("60");
        expect(refused.json()).toEqual({ code: "storage_full", message: expect.any(String) });
      }
      expect(await rows()).toEqual(full);
      expect((await server.call({ method: "GET", url: "/api/v2/open/locations" })).statusCode).toBe(200);
      expect((await server.call({ method: "GET", url: "/healthz", vendor: null })).statusCode).toBe(200);
    } finally {
      await pragma("max_page_count = 1073741823");
    }
    const after = await join_("After");
    expect(after.statusCode).toBe(201);
    acknowledged.push((after.json() as { data: { id: number } }).data.id);
    const stored = await server.store.db.selectFrom("queue_appointments").select("id").where("id", "in", acknowledged).execute();
    expect(stored).toHaveLength(acknowledged.length);
  });

  it("answers 503 service_unavailable while another process holds the write lock past busy_timeout, then joins again", async () => {
    await pragma("busy_timeout = 100");
    const other = openSqliteConnection(file);
    try {
      const before = await rows();
      other.exec("begin immediate");
      const started = Date.now();
      const res = await join_("Locked");
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({ code: "service_unavailable", message: expect.any(String) });
      other.exec("rollback");
      expect(await rows()).toEqual(before);
      expect((await join_("Unlocked")).statusCode).toBe(201);
    } finally {
      if (other.inTransaction) other.exec("rollback");
      other.close();
      await pragma("busy_timeout = 5000");
    }
  });
});
