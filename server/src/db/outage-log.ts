/**
 * Logs a store outage the way an operator wants to read it: one warning when it starts, a count
 * of further failures now and then while it lasts, and one line when the store answers again —
 * not one error per request or per poll. Each part of the server (requests, the outbox worker,
 * the no-show sweep, live events) keeps its own, so each says when it is stuck and when it
 * came back.
 */
import type { FastifyBaseLogger } from "fastify";
import { classifyStoreError, type StoreOutage } from "./store-errors.js";

export type OutageLogger = Pick<FastifyBaseLogger, "info" | "warn">;

export interface OutageLog {
  /**
   * The kind of outage `error` shows, logged (the first failure, then a count at most every
   * `everyMs`); undefined for any other error, which is left to the caller to log.
   */
  report(error: unknown): StoreOutage | undefined;
  /** The store answered: ends an outage that was reported, with one line. */
  recovered(): void;
}

/** Default interval between two reminders that an outage goes on. */
const REMIND_EVERY_MS = 30_000;

export function createOutageLog(logger: OutageLogger, source: string, everyMs = REMIND_EVERY_MS): OutageLog {
  let since: number | undefined;
  let loggedAt = 0;
  let failures = 0;
  let unlogged = 0;
  return {
    report(error) {
      const outage = classifyStoreError(error);
      if (!outage) return undefined;
      const now = Date.now();
      const state = outage === "full" ? "full" : "unavailable";
      failures += 1;
      if (since === undefined) {
        since = now;
        logger.warn({ source, outage, err: error }, `${source}: the database is ${state}; retrying`);
      } else if (now - loggedAt >= everyMs) {
        logger.warn({ source, outage, failures: unlogged + 1, err: error }, `${source}: the database is still ${state}`);
      } else {
        unlogged += 1;
        return outage;
      }
      loggedAt = now;
      unlogged = 0;
      return outage;
    },
    recovered() {
      if (since === undefined) return;
      logger.info({ source, failures, downMs: Date.now() - since }, `${source}: the database answers again`);
      since = undefined;
      failures = unlogged = 0;
    },
  };
}
