/**
 * The element's files: the entries and hashed chunks from the rollup output, the two Roboto
 * files, CORS-open for vendor pages, cached briefly (entries) or for a year (chunks and a
 * release's own entry under `/widget/r/{release}/`), the build's brotli or gzip file to a client
 * that accepts it, and a 503 `widget_not_built` when the bundle is missing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHUNK_CACHE, ENTRY_CACHE, FONT_CACHE } from "../../../../server/src/routes/hosted/widget-assets.js";
import { widgetAssetServer as assetServer } from "../../../helpers/widget-asset-server.js";

const RELEASE_ENTRY = 'import("./chunks/en-AbCd1234.js"); // release 0123456789ab';
const BIG = `export const text = "${"queue ".repeat(2000)}";`;

describe("widget asset routes", () => {
  let dir: string;
  let built: FastifyInstance;
  let missing: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "qb-widget-"));
    mkdirSync(join(dir, "chunks"));
    writeFileSync(join(dir, "queue-booking.js"), 'import("./chunks/en-AbCd1234.js");');
    writeFileSync(join(dir, "queue-booking.iife.js"), "(function(){})();");
    writeFileSync(join(dir, "chunks", "en-AbCd1234.js"), "export const messages = {};");
    mkdirSync(join(dir, "releases", "0123456789ab"), { recursive: true });
    writeFileSync(join(dir, "releases", "0123456789ab", "queue-booking.js"), RELEASE_ENTRY);
    writeFileSync(join(dir, "chunks", "big-AbCd1234.js"), BIG);
    writeFileSync(join(dir, "chunks", "big-AbCd1234.js.br"), brotliCompressSync(BIG));
    writeFileSync(join(dir, "chunks", "big-AbCd1234.js.gz"), gzipSync(BIG));
    built = await assetServer(dir);
    missing = await assetServer(join(dir, "not-built"));
  });
  afterAll(async () => {
    await built.close();
    await missing.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ["/widget/queue-booking.js", ENTRY_CACHE],
    ["/widget/queue-booking.iife.js", ENTRY_CACHE],
    ["/widget/chunks/en-AbCd1234.js", CHUNK_CACHE],
  ])("serves %s to any origin as JavaScript", async (url, cache) => {
    const res = await built.inject({ method: "GET", url, headers: { origin: "https://vendor.example" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe(cache);
    expect(res.headers.etag).toBeTruthy();
  });

  it("caches the entry for minutes and content-hashed chunks for a year", () => {
    expect(ENTRY_CACHE).toBe("public, max-age=300");
    expect(CHUNK_CACHE).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing chunk with the JSON 404, never with a cacheable answer", async () => {
    for (const url of ["/widget/chunks/gone-AbCd1234.js", "/widget/chunks/..%2Fqueue-booking.js", "/widget/chunks/readme.txt"]) {
      const res = await built.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: "not_found" });
      expect(res.headers["cache-control"]).toBeUndefined();
    }
  });

  it("answers 503 widget_not_built while the bundle is missing", async () => {
    for (const url of ["/widget/queue-booking.js", "/widget/queue-booking.iife.js", "/widget/chunks/en-AbCd1234.js"]) {
      const res = await missing.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ code: "widget_not_built", message: expect.any(String) });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("serves Roboto 400 and 500 from @fontsource, and nothing else from that folder", async () => {
    for (const weight of ["400", "500"]) {
      const res = await missing.inject({ method: "GET", url: `/widget/fonts/roboto-latin-${weight}-normal.woff2` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("font/woff2");
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["cache-control"]).toBe(FONT_CACHE);
      expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
    expect((await missing.inject({ method: "GET", url: "/widget/fonts/roboto-latin-700-normal.woff2" })).statusCode).toBe(404);
    expect((await missing.inject({ method: "GET", url: "/widget/fonts/..%2F..%2Fpackage.json" })).statusCode).toBe(404);
  });

  it("serves a release's own entry for a year, and the chunks beside it", async () => {
    const entry = await built.inject({ method: "GET", url: "/widget/r/0123456789ab/queue-booking.js", headers: { origin: "https://vendor.example" } });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(RELEASE_ENTRY);
    expect(entry.headers["cache-control"]).toBe(CHUNK_CACHE);
    expect(entry.headers["access-control-allow-origin"]).toBe("*");
    // The entry imports ./chunks/…, which resolves under the release's path.
    const chunk = await built.inject({ method: "GET", url: "/widget/r/0123456789ab/chunks/en-AbCd1234.js" });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe("export const messages = {};");
    for (const url of [
      "/widget/r/0123456789ac/queue-booking.js",
      "/widget/r/..%2F..%2Fpackage.json/queue-booking.js",
      "/widget/r/NOTAHEX12345/chunks/en-AbCd1234.js",
    ]) {
      const res = await built.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["cache-control"], url).toBeUndefined();
    }
  });

  it("sends the build's brotli file to a client that accepts brotli, its gzip file to one that accepts gzip", async () => {
    const br = await built.inject({ method: "GET", url: "/widget/chunks/big-AbCd1234.js", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.equals(brotliCompressSync(BIG))).toBe(true);
    expect(br.headers["cache-control"]).toBe(CHUNK_CACHE);
    const gz = await built.inject({ method: "GET", url: "/widget/chunks/big-AbCd1234.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.rawPayload.equals(gzipSync(BIG))).toBe(true);
    const plain = await built.inject({ method: "GET", url: "/widget/chunks/big-AbCd1234.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });
});
