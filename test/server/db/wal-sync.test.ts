/**
 * The group sync behind `SQLITE_SYNCHRONOUS=full` (server/src/db/wal-sync.ts): callers at one
 * moment share one sync of the log, a caller during a sync gets the next one (its commit may have
 * come after that sync began), and a write is answered only once its sync is done.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openStore } from "../../../server/src/db/database.js";
import { walSyncBarrier } from "../../../server/src/db/wal-sync.js";
import { demoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";
import { createTestServer } from "../../helpers/test-server.js";

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "qb-wal-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The syncs of the log, each held until the test lets it finish. */
async function heldSyncs() {
  const probe = await open(__filename, "r");
  const prototype = Object.getPrototypeOf(probe) as { datasync(): Promise<void> };
  await probe.close();
  const syncs: { release(): void }[] = [];
  vi.spyOn(prototype, "datasync").mockImplementation(
    () =>
      new Promise<void>((resolve) => {
        syncs.push({ release: resolve });
      }),
  );
  return syncs;
}

const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
};

describe("the log's group sync", () => {
  it("shares one sync between callers at one moment, and gives a caller during a sync the next one", async () => {
    const dir = folder();
    const store = await openStore({ kind: "sqlite", filename: join(dir, "q.db"), synchronous: "full" });
    try {
      await store.db.insertInto("server_settings").values({ key: "a", value: "1" }).execute();
      const syncs = await heldSyncs();
      const [first, second] = [store.durable?.(), store.durable?.()];
      await vi.waitFor(() => expect(syncs).toHaveLength(1));
      // A commit now may be after the running sync began: it waits for another.
      await store.db.insertInto("server_settings").values({ key: "b", value: "2" }).execute();
      const third = store.durable?.();
      expect(await settled(Promise.all([first, second, third]))).toBe(false);
      syncs[0]?.release();
      await Promise.all([first, second]);
      expect(await settled(Promise.resolve(third))).toBe(false);
      await vi.waitFor(() => expect(syncs).toHaveLength(2));
      syncs[1]?.release();
      await third;
      expect(syncs).toHaveLength(2);
    } finally {
      vi.restoreAllMocks();
      await store.close();
    }
  });

  it("has nothing to sync before anything was written", async () => {
    const barrier = walSyncBarrier(join(folder(), "never-written.db"));
    await expect(barrier.durable()).resolves.toBeUndefined();
    await barrier.close();
  });

  it("answers a join only once its sync is done; a read does not wait", async () => {
    const dir = folder();
    const server = await createTestServer("sqlite", { databaseUrl: join(dir, "join.db"), env: { SQLITE_SYNCHRONOUS: "full" } });
    try {
      const ids = await demoIds(server.store.db);
      await server.call({ method: "GET", url: "/api/v2/open/csrf" });
      const syncs = await heldSyncs();
      const joined = server.call({
        method: "POST",
        url: "/api/v2/open/queue-appointments",
        payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, {}, [
          { question_id: ids.question("member"), value: 1 },
        ]),
      });
      await vi.waitFor(() => expect(syncs.length).toBeGreaterThan(0));
      expect(await settled(joined)).toBe(false);
      expect((await server.call({ method: "GET", url: "/api/v2/open/locations" })).statusCode).toBe(200);
      for (const sync of syncs) sync.release();
      await vi.waitFor(() => {
        for (const sync of syncs) sync.release();
        return expect(settled(joined)).resolves.toBe(true);
      });
      expect((await joined).statusCode).toBe(201);
    } finally {
      vi.restoreAllMocks();
      await server.close();
    }
  });
});
