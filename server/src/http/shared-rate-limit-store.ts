/**
 * A store for @fastify/rate-limit that keeps its counters in the database. Several instances
 * on one PostgreSQL then count a client's requests together, as one server would; with the
 * plugin's in-memory store each instance would grant the full allowance again. Each limited
 * request costs one upsert, whose row lock keeps concurrent increments exact. Expired windows
 * are deleted now and then. SQLite, a single process, counts in memory (memory-rate-limit-store.ts).
 * While the database is down a count fails, and so does the request, with the 503 every other
 * query would give it (error-handler.ts); a failed pruning is tried again a minute later.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { rateLimitScope } from "./rate-limit-scope.js";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

/** How often expired counters are deleted, at most. */
const PRUNE_EVERY_MS = 60_000;

export interface SharedRateLimitOptions {
  /** Milliseconds since the epoch; tests pass their own. */
  now?: () => number;
  /** Reports a failed pruning (the request itself is not affected). */
  onPruneError?: (error: unknown) => void;
}

export function sharedRateLimitStore(db: Kysely<Database>, options: SharedRateLimitOptions = {}): FastifyRateLimitStoreCtor {
  const now = options.now ?? Date.now;
  let prunedAt = 0;

  function pruneNowAndThen(at: number): void {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    db.deleteFrom("rate_limits")
      .where("reset_at", "<=", new Date(at).toISOString())
      .execute()
      .catch((error: unknown) => options.onPruneError?.(error));
  }

  async function increment(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const at = now();
    const current = new Date(at).toISOString();
    const next = new Date(at + timeWindow).toISOString();
    // A window that has run out starts over at 1; otherwise the count goes up and the end stays.
    const expired = sql<boolean>`rate_limits.reset_at <= ${current}`;
    const row = await db
      .insertInto("rate_limits")
      .values({ key, hits: 1, reset_at: next })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          reset_at: sql<string>`case when ${expired} then ${next} else rate_limits.reset_at end`,
        }),
      )
      .returning(["hits", "reset_at"])
      .executeTakeFirstOrThrow();
    pruneNowAndThen(at);
    return { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.reset_at) - at) };
  }

  async function read(key: string): Promise<{ current: number; ttl: number }> {
    const at = now();
    const row = await db.selectFrom("rate_limits").select(["hits", "reset_at"]).where("key", "=", key).executeTakeFirst();
    const ttl = row ? Date.parse(row.reset_at) - at : 0;
    return ttl > 0 && row ? { current: Number(row.hits), ttl } : { current: 0, ttl: 0 };
  }

  const settle = (callback: Callback) =>
    [
      (result: { current: number; ttl: number }) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    ] as const;

  class SharedRateLimitStore implements FastifyRateLimitStore {
    /** Each limited route counts apart, as the plugin's own stores do. */
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      increment(`${this.prefix}${key}`, timeWindow).then(...settle(callback));
    }

    /** The count so far, without counting (`createRateLimit(...)(request, { increment: false })`). */
    read(key: string, callback: Callback): void {
      read(`${this.prefix}${key}`).then(...settle(callback));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options: a group's name, or the route under `routeInfo`.
      return new SharedRateLimitStore(routeOptions as FastifyRateLimitOptions, `${this.prefix}${rateLimitScope(routeOptions)}-`);
    }
  }
  return SharedRateLimitStore;
}
