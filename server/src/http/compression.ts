/**
 * Answers go out compressed to clients that accept it (brotli, else gzip): the API's JSON and the
 * hosted pages. The element's scripts come compressed from the build (@fastify/static's
 * `preCompressed`; streams are left alone here).
 *
 * Compressed in one piece as the answer is sent, not streamed (as @fastify/compress does): an
 * answer is then written at once or not at all — a join acknowledged with its status line always
 * has its body, even if the process dies right after (the crash tests kill it mid-burst), and a
 * client that hangs up cannot leave a compression stream open that holds the server's close.
 * Answers are small (a line's page, a location list), so the work is well under a millisecond at
 * the levels of a server answering every request — brotli 4, gzip 6 — not of a build. Answers
 * under 1 kB are sent as they are.
 */
import negotiate from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply } from "fastify";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|[\w.+-]+\+json|javascript)|text\/)/;
const ENCODINGS = ["br", "gzip"] as const;

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : String(vary ?? "");
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) reply.header("vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

function compress(body: Buffer, encoding: (typeof ENCODINGS)[number]): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding") || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (body.length < THRESHOLD_BYTES) return payload;
    addVary(reply);
    const accepted = request.headers["accept-encoding"];
    const encoding = accepted ? negotiate(Array.isArray(accepted) ? accepted.join(",") : accepted, [...ENCODINGS]) : null;
    if (!encoding) return payload;
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compress(body, encoding);
  });
}
