/**
 * Wrong bearer tokens (admin, staff, metrics) are throttled per client address: after
 * `WRONG_TOKENS_PER_MINUTE` wrong tokens, every call with a token from that address answers 429
 * until the minute is over — a right token too, so the answer tells a guesser nothing. Calls
 * without a token are not guesses and are not counted; an integration sending its own valid
 * token never spends any.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "./api-error.js";
import { type AttemptLimit, attemptLimit } from "./attempt-limit.js";
import { bearerToken } from "./bearer-auth.js";

/** Wrong tokens one address may send per minute. A person mistyping needs a few; a guesser needs billions. */
export const WRONG_TOKENS_PER_MINUTE = 20;

export type BearerCheck = <T>(request: FastifyRequest, reply: FastifyReply, authenticate: () => T | Promise<T>) => Promise<T>;

export function bearerGuessLimit(app: FastifyInstance): BearerCheck {
  // Made at the first call: the rate-limit plugin may be registered after the caller's routes.
  let limit: AttemptLimit | undefined;
  const limitOf = () => {
    limit ??= attemptLimit(app, {
      group: "bearer-guesses",
      max: WRONG_TOKENS_PER_MINUTE,
      timeWindowMs: 60_000,
      message: "Too many wrong tokens from this address; try again in a minute",
    });
    return limit;
  };
  return async (request, reply, authenticate) => {
    if (bearerToken(request) === undefined) return authenticate();
    await limitOf().refuseWhenSpent(request, reply);
    try {
      return await authenticate();
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) await limitOf().spend(request);
      throw error;
    }
  };
}
