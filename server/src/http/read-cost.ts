/**
 * What the open API's reads may cost one client address, so that one client flooding an
 * expensive read (a 1,000-branch location list, availability, address search) costs the others
 * nothing measurable:
 * - a budget per address, refilled evenly (`READ_COST_PER_MINUTE`), charged by the size of each
 *   answer built (one unit per 64 KB, at least one): a small read costs one, a big list dozens,
 *   an answer from the shared cache (shared-answers.ts) one;
 * - at most `READ_CONCURRENCY_PER_ADDRESS` reads of one address in flight at once.
 * Either answers 429 `rate_limited` with Retry-After before any work, held back for a moment
 * (`REFUSAL_DELAY_MS`): a client that asks again at once, over and over, then asks a few times a
 * second per connection instead of thousands, and its refusals cost next to nothing. Counted per instance: what
 * matters is what one client costs the instance it reaches. Keys are the rate limits' (client
 * address, an IPv6 client by its /64; behind `TRUST_PROXY`, the client's).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiErrorBody } from "#contract";
import { rateLimitKey } from "./client-address.js";

/** One unit of cost: 64 KB of answer. */
export const COST_UNIT_BYTES = 65_536;
/** The open API's paths (as cors-policy.ts names them). */
const OPEN_PATH = /^\/(?:api\/v[23]\/open|cx)\//;
/** How long a refusal is held back: a flooder's connection asks once a second at most. */
export const REFUSAL_DELAY_MS = 1_000;
/** Addresses remembered at most; full buckets are forgotten first. */
const MAX_ADDRESSES = 100_000;

interface Bucket {
  tokens: number;
  at: number;
  inFlight: number;
}

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Set on an open read: who is charged and, when the handler knows better than the size sent
     * (an answer from the shared cache costs one unit), how much.
     */
    readCost?: { key: string; units?: number };
  }
}

export interface ReadCostOptions {
  costPerMinute: number;
  concurrencyPerAddress: number;
  nowMs?: () => number;
}

/** The cost of an answer of `bytes` bytes. */
export const costOf = (bytes: number) => Math.max(1, Math.ceil(bytes / COST_UNIT_BYTES));

async function refused(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  await new Promise((resolve) => setTimeout(resolve, REFUSAL_DELAY_MS));
  return reply
    .status(429)
    .header("retry-after", String(Math.max(1, Math.ceil(retryAfterSeconds))))
    .send({ code: "rate_limited", message } satisfies ApiErrorBody);
}

/** Registered before compression, so the cost is the size of the answer as built. */
export function registerReadCost(app: FastifyInstance, options: ReadCostOptions): void {
  const now = options.nowMs ?? Date.now;
  const capacity = options.costPerMinute;
  const perMs = options.costPerMinute / 60_000;
  const buckets = new Map<string, Bucket>();

  const bucketOf = (key: string): Bucket => {
    let bucket = buckets.get(key);
    const at = now();
    if (!bucket) {
      if (buckets.size >= MAX_ADDRESSES) forgetIdle(at);
      bucket = { tokens: capacity, at, inFlight: 0 };
      buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(capacity, bucket.tokens + (at - bucket.at) * perMs);
    bucket.at = at;
    return bucket;
  };
  const forgetIdle = (at: number) => {
    for (const [key, bucket] of buckets) {
      if (bucket.inFlight === 0 && bucket.tokens + (at - bucket.at) * perMs >= capacity) buckets.delete(key);
    }
  };

  app.addHook("onRequest", async (request, reply) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !OPEN_PATH.test(request.url)) return;
    const key = rateLimitKey(request);
    const bucket = bucketOf(key);
    if (bucket.inFlight >= options.concurrencyPerAddress) return refused(reply, 1, "Too many reads in flight from this address; try again in a moment");
    if (bucket.tokens < 1) return refused(reply, (1 - bucket.tokens) / perMs / 1000, "This address has read too much for now; try again later");
    bucket.inFlight += 1;
    request.readCost = { key };
  });

  app.addHook("onSend", async (request, _reply, payload) => {
    const charged = request.readCost;
    if (!charged) return payload;
    const bytes = typeof payload === "string" ? Buffer.byteLength(payload) : Buffer.isBuffer(payload) ? payload.length : 0;
    const bucket = bucketOf(charged.key);
    bucket.tokens -= charged.units ?? costOf(bytes);
    return payload;
  });

  // Whatever ends the request (an answer, an error, the client hanging up) ends its flight.
  const land = async (request: FastifyRequest) => {
    const charged = request.readCost;
    if (!charged) return;
    request.readCost = undefined;
    const bucket = buckets.get(charged.key);
    if (bucket) bucket.inFlight = Math.max(0, bucket.inFlight - 1);
  };
  app.addHook("onResponse", land);
  app.addHook("onRequestAbort", land);
}
