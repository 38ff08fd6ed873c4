/**
 * Both rate-limit stores — memory (SQLite) and the `rate_limits` table (PostgreSQL, and SQLite
 * here to show the SQL is portable) — let routes of one `groupId` share their counters, keep
 * other routes apart, and read a count without counting (what `GET /live` asks before it checks
 * a confirm code).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { beforeEach, describe, expect, it } from "vitest";
import { memoryRateLimitStore } from "../../../server/src/http/memory-rate-limit-store.js";
import { sharedRateLimitStore } from "../../../server/src/http/shared-rate-limit-store.js";
import { TEST_NOW, describeEachDialect } from "../../helpers/test-server.js";

const MINUTE = 60_000;
type Result = { current: number; ttl: number };
type Child = Parameters<FastifyRateLimitStore["child"]>[0];
/** What the plugin's `read` takes; the typings do not know it yet. */
type Readable = FastifyRateLimitStore & { read(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void };

function groupTests(makeStore: (now: () => number) => Promise<FastifyRateLimitStoreCtor>): void {
  let now: number;
  let root: FastifyRateLimitStore;
  const child = (options: object) => root.child({ ...options } as unknown as Child) as Readable;
  const route = (url: string, groupId?: string) => child({ routeInfo: { method: "GET", url }, ...(groupId ? { groupId } : {}) });
  const call = (method: "incr" | "read", store: Readable, key: string) =>
    new Promise<Result>((resolve, reject) =>
      store[method](key, (error, result) => (error || !result ? reject(error ?? new Error("no result")) : resolve(result)), MINUTE, 3),
    );

  beforeEach(async () => {
    now = Date.parse(TEST_NOW);
    const Store = await makeStore(() => now);
    root = new Store({});
  });

  it("counts the routes of one group together and other routes apart", async () => {
    const reads = route("/api/v2/open/queue-appointments/:id", "codes");
    const pages = route("/manage", "codes");
    const lobby = route("/api/v2/open/locations/:id/lobby");
    await call("incr", reads, "203.0.113.7codes");
    await call("incr", pages, "203.0.113.7codes");
    expect((await call("incr", child({ groupId: "codes", routeInfo: {} }), "203.0.113.7codes")).current).toBe(3);
    expect((await call("incr", lobby, "203.0.113.7")).current).toBe(1);
  });

  it("reads a count without counting, and nothing once its window has passed", async () => {
    const reads = route("/reads", "codes");
    expect(await call("read", reads, "a")).toEqual({ current: 0, ttl: 0 });
    await call("incr", reads, "a");
    now += 10_000;
    expect(await call("read", reads, "a")).toEqual({ current: 1, ttl: 50_000 });
    expect(await call("read", reads, "a")).toEqual({ current: 1, ttl: 50_000 });
    now += 50_000;
    expect(await call("read", reads, "a")).toEqual({ current: 0, ttl: 0 });
    expect(await call("incr", reads, "a")).toEqual({ current: 1, ttl: MINUTE });
  });
}

describe("memory rate-limit store", () => {
  groupTests(async (now) => memoryRateLimitStore({ now }));
});

describeEachDialect("database rate-limit store", (server) => {
  groupTests(async (now) => {
    await server().store.db.deleteFrom("rate_limits").execute();
    return sharedRateLimitStore(server().store.db, { now });
  });
});
