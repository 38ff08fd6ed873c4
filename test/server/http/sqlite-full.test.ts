/**
 * SQLite out of room (`PRAGMA max_page_count`, which fails writes with SQLITE_FULL exactly as a
 * full disk does) and locked by another process: joins answer 507 `storage_full`, wait for the
 * lock without holding the process (reads and `/healthz` answer meanwhile), and past
 * BUSY_WAIT_MS answer 503 `service_unavailable` with Retry-After, never 500; nothing is half
 * written; and once there is room again, or the lock is released, the same server takes joins.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSY_WAIT_MS } from "../../../server/src/db/sqlite-dialect.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";
import { spawnScript } from "../../helpers/server-process.js";
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

  /** Another process holding the write lock until `release()`. */
  async function lockedByAnotherProcess() {
    const child = spawnScript("test/helpers/hold-sqlite-lock.ts", [file], {});
    let output = "";
    child.stdout.on("data", (chunk) => (output += String(chunk)));
    await expect.poll(() => output, { timeout: 30_000 }).toContain("held");
    return {
      async release() {
        child.stdin.write("release\n");
        await new Promise((resolve) => child.once("exit", resolve));
      },
    };
  }

  const reads = [{ url: "/healthz", vendor: null }, { url: "/api/v2/open/locations" }, { url: "/api/v2/open/vendor" }] as const;

  it("keeps answering reads and /healthz while another process holds the write lock, and joins once it is released", async () => {
    // Read once before: a line's first read writes its row (location_lines), as a write would.
    for (const read of [...reads, { url: `/api/v2/open/queue-appointments-services/${ids.location("downtown")}` }]) {
      expect((await server.call({ method: "GET", ...read })).statusCode).toBe(200);
    }
    const before = await rows();
    const lock = await lockedByAnotherProcess();
    const finished: string[] = [];
    const joined = join_("Waiting").then((res) => {
      finished.push("join");
      return res;
    });
    // The join waits for the lock without holding the process: these answer meanwhile (a wait
    // inside SQLite would have held everything, timers included, until it gave up with a 503).
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 3; i++) {
      for (const read of [...reads, { url: `/api/v2/open/queue-appointments-services/${ids.location("downtown")}` }]) {
        expect((await server.call({ method: "GET", ...read })).statusCode).toBe(200);
      }
      finished.push("reads");
    }
    expect(finished).toEqual(["reads", "reads", "reads"]);
    expect(await rows()).toEqual(before);
    await lock.release();
    const res = await joined;
    expect(res.statusCode, res.body).toBe(201);
    expect(finished.at(-1)).toBe("join");
  }, 60_000);

  it(`answers 503 service_unavailable when the lock is held past ${BUSY_WAIT_MS} ms, having answered everything else meanwhile`, async () => {
    const before = await rows();
    const lock = await lockedByAnotherProcess();
    try {
      const started = Date.now();
      let reads = 0;
      const joined = join_("Locked");
      let settled = false;
      void joined.then(() => (settled = true));
      while (!settled) {
        expect((await server.call({ method: "GET", url: "/healthz", vendor: null })).statusCode).toBe(200);
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const res = await joined;
      expect(Date.now() - started).toBeGreaterThanOrEqual(BUSY_WAIT_MS - 100);
      expect(reads).toBeGreaterThan(10);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({ code: "service_unavailable", message: expect.any(String) });
      expect(await rows()).toEqual(before);
    } finally {
      await lock.release();
    }
    expect((await join_("Unlocked")).statusCode).toBe(201);
  }, 60_000);
});
