/**
 * One allowance per client address for everything that tries a confirm code: reads of an
 * appointment by id and code, the conversion URL, the calendar file, the manage pages, wrong
 * codes presented on `GET /live`, and the writes that take a code (a cancel, a move, feedback, a
 * check-in, a booking that gives up a place in line). Each would otherwise be a separate way to
 * guess codes, each with its own allowance; together they give an attacker no more guesses than one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { attemptLimit } from "./attempt-limit.js";
import { rateLimitKey } from "./client-address.js";

/** The @fastify/rate-limit group of the reads by code. */
const CODE_READS = "confirm-code-reads";
const MINUTE = 60_000;

/** Route `config` of a read by code: five times the write allowance, shared by the group. */
export function codeReadLimit(config: Config): { rateLimit: { max: number; timeWindow: number; groupId: string } } {
  return { rateLimit: { max: config.rateLimitPerMinute * 5, timeWindow: MINUTE, groupId: CODE_READS } };
}

/** The allowance as seen from outside a limited route, for one client (its request). */
export interface CodeReadAllowance {
  /** Whether the allowance is spent already, without spending any. */
  spent(): Promise<boolean>;
  /** Spends one: a wrong code. */
  spend(): Promise<void>;
}

/** Counts against the same counters as the routes of `codeReadLimit`, in the same store. */
export function codeReadAllowance(app: FastifyInstance): (request: FastifyRequest) => CodeReadAllowance {
  const { rateLimit } = codeReadLimit(app.ctx.config);
  // The plugin appends a route's groupId to its key; this key matches the routes' exactly.
  const limit = app.createRateLimit({ ...rateLimit, keyGenerator: (request) => rateLimitKey(request) + CODE_READS });
  return (request) => ({
    async spent() {
      // The next read would be the one over the limit.
      const result = await limit(request, { increment: false });
      return !result.isAllowed && result.remaining <= 0;
    },
    async spend() {
      await limit(request);
    },
  });
}

/**
 * A `preHandler` for a write that takes a confirm code: each call spends one of the reads'
 * allowance (right code or wrong, as a read does), and a spent allowance answers 429 before the
 * code is looked at.
 */
export function codeTryGuard(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const { rateLimit } = codeReadLimit(app.ctx.config);
  const limit = attemptLimit(app, {
    group: CODE_READS,
    max: rateLimit.max,
    timeWindowMs: rateLimit.timeWindow,
    message: "Too many confirm codes tried from this address; try again later",
  });
  return async (request, reply) => {
    await limit.refuseWhenSpent(request, reply);
    await limit.spend(request);
  };
}
