/**
 * Answers go out compressed to clients that accept it (brotli, else gzip): the API's JSON and the
 * hosted pages, compressed as they are sent; the element's scripts come compressed from the build
 * (@fastify/static's `preCompressed`, which this leaves alone). Levels are those of a server
 * answering every request — brotli 4 and gzip 6 — not of a build: most of the gain for a small
 * part of the time. Answers under 1 kB are sent as they are.
 */
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { constants } from "node:zlib";

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
