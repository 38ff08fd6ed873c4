/**
 * How often one may try to sign in, and ask for a link by email. Wrong passwords are counted per
 * client address and per account (the email, tried from anywhere); asking for links too, so
 * nobody's inbox can be flooded. Over a limit, 429 `rate_limited` with Retry-After (the back
 * office says in how many minutes to try again). Counted in the shared rate-limit store.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { attemptLimit } from "../http/attempt-limit.js";

const QUARTER_HOUR = 15 * 60_000;

/** The account a request names: its vendor and the email of its body. */
function accountOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `account:${request.vendor.id}:${typeof email === "string" ? email.trim().toLowerCase() : ""}`;
}

export function signInLimits(app: FastifyInstance) {
  const message = "Too many attempts to sign in; try again later";
  return {
    wrongPerAddress: attemptLimit(app, { group: "office-sign-in-address", max: 30, timeWindowMs: QUARTER_HOUR, message }),
    wrongPerAccount: attemptLimit(app, { group: "office-sign-in-account", max: 10, timeWindowMs: QUARTER_HOUR, message, keyOf: accountOf }),
    linksPerAddress: attemptLimit(app, {
      group: "office-links-address",
      max: 10,
      timeWindowMs: QUARTER_HOUR,
      message: "Too many links asked for; try again later",
    }),
    linksPerAccount: attemptLimit(app, {
      group: "office-links-account",
      max: 3,
      timeWindowMs: QUARTER_HOUR,
      message: "Too many links asked for; try again later",
      keyOf: accountOf,
    }),
  };
}
