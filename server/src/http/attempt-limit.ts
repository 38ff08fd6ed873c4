/**
 * A per-address allowance of attempts at a secret (a confirm code, a bearer token), counted in
 * the rate-limit store every instance shares (memory on SQLite, the `rate_limits` table on
 * PostgreSQL). Once spent, every attempt is refused before the secret is even looked at, so a
 * right guess cannot get through either and an answer tells nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "./api-error.js";
import { rateLimitKey } from "./client-address.js";

export interface AttemptLimit {
  /** Answers 429 `rate_limited` with Retry-After when the address has spent its allowance; spends nothing. */
  refuseWhenSpent(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Spends one attempt. */
  spend(request: FastifyRequest): Promise<void>;
}

export interface AttemptLimitOptions {
  /** Names the counters; limits with the same group count together. */
  group: string;
  max: number;
  timeWindowMs: number;
  /** What the 429 says. */
  message: string;
  /** Whose attempts: the client's address by default; an account's name, say, for a limit per account. */
  keyOf?: (request: FastifyRequest) => string;
}

export function attemptLimit(app: FastifyInstance, options: AttemptLimitOptions): AttemptLimit {
  // Counted in the store's child of the group (rate-limit-scope.ts) under the key a route of the
  // group uses (the plugin appends the groupId to it), so routes and this limit count together.
  const settings = {
    max: options.max,
    timeWindow: options.timeWindowMs,
    groupId: options.group,
    keyGenerator: (request: FastifyRequest) => (options.keyOf ?? rateLimitKey)(request) + options.group,
  };
  const limit = app.createRateLimit(settings);
  return {
    async refuseWhenSpent(request, reply) {
      const result = await limit(request, { increment: false });
      if (result.isAllowed || result.remaining > 0) return;
      reply.header("retry-after", String(Math.max(1, result.ttlInSeconds)));
      throw new ApiError(429, "rate_limited", options.message);
    },
    async spend(request) {
      await limit(request);
    },
  };
}
