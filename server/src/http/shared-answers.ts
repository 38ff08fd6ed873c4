/**
 * Answers many clients share — the location list every visitor's picker loads first — built,
 * serialised and compressed once per `SHARED_READ_CACHE_MS` (a second by default) per key, and
 * sent as they are to everyone else meanwhile: a vendor of 1,000 branches costs one build a
 * second, however many clients ask. The list's waits and "open now" are at most that old, and
 * the element follows waits live anyway. Keys name everything the answer depends on (vendor and
 * language); a client asking for something else (a point to measure distances from) is not served
 * from here.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncoding, addVary, compress, type Encoding } from "./compression.js";
import { costOf } from "./read-cost.js";

/** As compression.ts: smaller answers go as they are. */
const COMPRESS_FROM_BYTES = 1024;
/** Keys kept at most (vendors × languages); the oldest goes first. */
const MAX_ENTRIES = 2_000;

interface Entry {
  at: number;
  json: Promise<Buffer>;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface SharedAnswers {
  /** Sends the answer under `key`, built by `build` when none fresh is kept. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<FastifyReply>;
}

export function createSharedAnswers(ttlMs: number, nowMs: () => number = Date.now): SharedAnswers {
  const entries = new Map<string, Entry>();
  return {
    async send(request, reply, key, build) {
      if (ttlMs === 0) return reply.send(await build());
      const now = nowMs();
      let entry = entries.get(key);
      const fresh = entry !== undefined && now - entry.at < ttlMs;
      if (!entry || !fresh) {
        entries.delete(key);
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        const made: Entry = { at: now, json: build().then((answer) => Buffer.from(JSON.stringify(answer))), encoded: new Map() };
        // A failed build is not kept: the next request builds again.
        made.json.catch(() => entries.get(key) === made && entries.delete(key));
        entries.set(key, made);
        entry = made;
      }
      const json = await entry.json;
      // The client that built it pays for the build; the others for a copy.
      if (request.readCost) request.readCost.units = fresh ? 1 : costOf(json.length);
      reply.type("application/json; charset=utf-8");
      addVary(reply);
      const encoding = json.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request) : null;
      if (!encoding) return reply.send(json);
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        encoded = compress(json, encoding);
        entry.encoded.set(encoding, encoded);
      }
      return reply.header("content-encoding", encoding).send(await encoded);
    },
  };
}
