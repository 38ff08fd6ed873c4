/**
 * The rate-limit counters of a single SQLite process, in memory. It replaces the plugin's own
 * store, which gives every route a separate cache and so cannot let routes of one `groupId`
 * (and `GET /live`) share an allowance; children are named as in the database store
 * (rate-limit-scope.ts). Windows that have run out are dropped about once a minute, and the
 * oldest go first past a bound, so a flood of addresses cannot grow memory without end.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { rateLimitScope } from "./rate-limit-scope.js";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];

const PRUNE_EVERY_MS = 60_000;
/** About 10 MB of counters; beyond, the oldest windows are forgotten (those clients start over). */
const MAX_WINDOWS = 100_000;

interface Window {
  hits: number;
  resetAt: number;
}

export function memoryRateLimitStore(options: { now?: () => number } = {}): FastifyRateLimitStoreCtor {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  let prunedAt = 0;

  function prune(at: number): void {
    if (at - prunedAt < PRUNE_EVERY_MS && windows.size < MAX_WINDOWS) return;
    prunedAt = at;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    // Map order is insertion order: the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < MAX_WINDOWS) break;
      windows.delete(key);
    }
  }

  class MemoryRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      prune(at);
      let window = windows.get(this.prefix + key);
      if (!window || window.resetAt <= at) {
        // A new window goes to the end of the Map's order, as the newest.
        windows.delete(this.prefix + key);
        window = { hits: 0, resetAt: at + timeWindow };
        windows.set(this.prefix + key, window);
      }
      window.hits += 1;
      callback(null, { current: window.hits, ttl: window.resetAt - at });
    }

    /** The count so far, without counting (`createRateLimit(...)(request, { increment: false })`). */
    read(key: string, callback: Callback): void {
      const at = now();
      const window = windows.get(this.prefix + key);
      callback(null, window && window.resetAt > at ? { current: window.hits, ttl: window.resetAt - at } : { current: 0, ttl: 0 });
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new MemoryRateLimitStore(routeOptions as FastifyRateLimitOptions, `${this.prefix}${rateLimitScope(routeOptions)}-`);
    }
  }
  return MemoryRateLimitStore;
}
