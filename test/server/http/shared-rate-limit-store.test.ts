/**
 * Rate-limit counters in the database: exact under concurrency, one window at a time, per
 * route; and two instances on one PostgreSQL counting a client's requests together.
 */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/src/app.js";
import { openStore, type Store } from "../../../server/src/db/database.js";
import { sharedRateLimitStore } from "../../../server/src/http/shared-rate-limit-store.js";
import { fixedClock } from "../../../server/src/time/clock.js";
import { TEST_NOW, describeEachDialect } from "../../helpers/test-server.js";

const MINUTE = 60_000;

describeEachDialect("shared rate-limit store", (server, dialect) => {
  let now: number;
  let root: FastifyRateLimitStore;
  const routeStore = (method: string, url: string) => root.child({ routeInfo: { method, url } } as unknown as Parameters<FastifyRateLimitStore["child"]>[0]);
  const incr = (store: FastifyRateLimitStore, key: string, timeWindow = MINUTE) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error("no result")) : resolve(result)), timeWindow, 3),
    );

  // Each test starts an hour after the last: a pruning the last one set off, which runs in the
  // background, then deletes nothing of this one's windows.
  let start = Date.parse(TEST_NOW);
  beforeEach(async () => {
    await server().store.db.deleteFrom("rate_limits").execute();
    start += 60 * MINUTE;
    now = start;
    const Store = sharedRateLimitStore(server().store.db, { now: () => now });
    root = new Store({});
  });

  it("counts every request of a window exactly, even all at once", async () => {
    const joins = routeStore("POST", "/api/v2/open/queue-appointments");
    const results = await Promise.all(Array.from({ length: 20 }, () => incr(joins, "203.0.113.7")));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.ttl))).toEqual(new Set([MINUTE]));
  });

  it("keeps the window's end as requests come, and starts over once it has passed", async () => {
    const joins = routeStore("POST", "/api/v2/open/queue-appointments");
    expect(await incr(joins, "203.0.113.7")).toEqual({ current: 1, ttl: MINUTE });
    now += 45_000;
    expect(await incr(joins, "203.0.113.7")).toEqual({ current: 2, ttl: 15_000 });
    now += 15_000;
    expect(await incr(joins, "203.0.113.7")).toEqual({ current: 1, ttl: MINUTE });
  });

  it("counts each route and each client apart", async () => {
    const joins = routeStore("POST", "/api/v2/open/queue-appointments");
    const feedback = routeStore("POST", "/api/v3/open/walkin-feedback");
    await incr(joins, "203.0.113.7");
    await incr(joins, "203.0.113.7");
    expect((await incr(feedback, "203.0.113.7")).current).toBe(1);
    expect((await incr(joins, "198.51.100.2")).current).toBe(1);
    expect((await incr(joins, "203.0.113.7")).current).toBe(3);
  });

  it("deletes windows that have run out, at most once a minute", async () => {
    const joins = routeStore("POST", "/api/v2/open/queue-appointments");
    const keys = async () => (await server().store.db.selectFrom("rate_limits").select("key").orderBy("key").execute()).map((r) => r.key.split("-").at(-1));
    await incr(joins, "a");
    now += 2 * MINUTE;
    await incr(joins, "b"); // prunes: a's window has run out
    await expect.poll(keys).toEqual(["b"]);
    await incr(joins, "c", 1_000);
    now += 30_000;
    await incr(joins, "d"); // c has run out, but the last pruning was only 30 s ago
    expect(await keys()).toEqual(["b", "c", "d"]);
    now += 31_000;
    await incr(joins, "e"); // prunes: b and c have run out
    await expect.poll(keys).toEqual(["d", "e"]);
  });

  describe.runIf(dialect === "postgres")("with two instances on one PostgreSQL", () => {
    const opened: { app: FastifyInstance; store: Store }[] = [];
    afterEach(async () => {
      for (const { app, store } of opened.splice(0)) {
        await app.close();
        await store.close();
      }
    });

    async function instance(): Promise<FastifyInstance> {
      const { config } = server();
      const store = await openStore(config.database);
      const app = await buildApp({ config: { ...config, rateLimitPerMinute: 3 }, store, clock: fixedClock(TEST_NOW), logger: false });
      opened.push({ app, store });
      return app;
    }

    it("gives a client one allowance, whichever instance it reaches", async () => {
      const [a, b] = [await instance(), await instance()];
      const csrf = await a.inject({ method: "GET", url: "/api/v2/open/csrf", headers: { "x-vendor": "demo" } });
      const headers = { "x-vendor": "demo", "x-csrf-token": (csrf.json() as { token: string }).token };
      const statuses: number[] = [];
      // The same client alternating between the instances (an empty body: refused, but counted).
      for (const app of [a, b, a, b, a]) {
        statuses.push((await app.inject({ method: "POST", url: "/api/v3/open/walkin-feedback", headers, payload: {} })).statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
    });
  });
});
