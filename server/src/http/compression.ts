/**
 * Answers go out compressed to clients that accept it (brotli, else gzip): the API's JSON and the
 * hosted pages. The element's scripts come compressed from the build (@fastify/static's
 * `preCompressed`; streams are left alone here).
 *
 * Compressed in one piece as the answer is sent, not streamed (as @fastify/compress does): an
 * answer is then written at once or not at all — a join acknowledged with its status line always
 * has its body, even if the process dies right after (the crash tests kill it mid-burst), and a
 * client that hangs up cannot leave a compression stream open that holds the server's close.
 * Most answers are small (a line's page, a location list), so the work is well under a
 * millisecond at the levels of a server answering every request — brotli 4, gzip 6 — not of a
 * build; large ones go to the thread pool (still sent whole). Answers under 1 kB are sent as they
 * are.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const THRESHOLD_BYTES = 1024;
/**
 * Larger answers (a list of hundreds of branches) are compressed on libuv's thread pool rather
 * than on the event loop, where a few of them at once would hold every other request.
 */
const OFF_LOOP_BYTES = 64 * 1024;
const COMPRESSIBLE = /^(application\/(json|[\w.+-]+\+json|javascript)|text\/)/;
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];
const brotliAsync = promisify(brotliCompress) as (body: Buffer, options: BrotliOptions) => Promise<Buffer>;
const gzipAsync = promisify(gzip) as (body: Buffer, options: ZlibOptions) => Promise<Buffer>;

export function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : String(vary ?? "");
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) reply.header("vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

const brotliOptions = (body: Buffer): BrotliOptions => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });

/** Compresses an answer: at once when small, on the thread pool when large. */
export async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length >= OFF_LOOP_BYTES) return encoding === "br" ? brotliAsync(body, brotliOptions(body)) : gzipAsync(body, { level: 6 });
  return encoding === "br" ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body, { level: 6 });
}

/** The encoding the client takes, of ours; null: none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = request.headers["accept-encoding"];
  return accepted ? (negotiate(Array.isArray(accepted) ? accepted.join(",") : accepted, [...ENCODINGS]) as Encoding | null) : null;
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding") || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (body.length < THRESHOLD_BYTES) return payload;
    addVary(reply);
    const encoding = acceptedEncoding(request);
    if (!encoding) return payload;
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compress(body, encoding);
  });
}
