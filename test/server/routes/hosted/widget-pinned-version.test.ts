/**
 * The pinned version: `/widget/v{version}/queue-booking.js` and its chunks are the build's
 * release under the version it was built as, cached for a year and CORS-open;
 * `/widget/manifest.json` names the version, the entry and its integrity, which matches the bytes
 * the entry is sent as, compressed or not. Another version, or a path out of the folder, is a
 * JSON 404.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHUNK_CACHE, ENTRY_CACHE } from "../../../../server/src/routes/hosted/widget-assets.js";
import { widgetAssetServer } from "../../../helpers/widget-asset-server.js";

const ID = "0123456789ab";
// Long enough that the build would compress it, so the test sees the .br and .gz files sent.
const ENTRY = `import("./chunks/en-AbCd1234.js"); // ${"release ".repeat(300)}`;
const INTEGRITY = `sha384-${createHash("sha384").update(ENTRY).digest("base64")}`;
const sri = (bytes: Buffer) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;

describe("the pinned version's files", () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "qb-pinned-"));
    mkdirSync(join(dir, "chunks"));
    mkdirSync(join(dir, "releases", ID), { recursive: true });
    writeFileSync(join(dir, "queue-booking.js"), ENTRY);
    writeFileSync(join(dir, "releases", ID, "queue-booking.js"), ENTRY);
    writeFileSync(join(dir, "releases", ID, "queue-booking.js.br"), brotliCompressSync(ENTRY));
    writeFileSync(join(dir, "releases", ID, "queue-booking.js.gz"), gzipSync(ENTRY));
    writeFileSync(join(dir, "chunks", "en-AbCd1234.js"), "export const messages = {};");
    writeFileSync(join(dir, "release.json"), JSON.stringify({ id: ID, integrity: INTEGRITY, version: "1.2.3", imports: [], locales: {} }));
    app = await widgetAssetServer(dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the version's entry and a chunk beside it to any origin, immutable for a year", async () => {
    for (const url of ["/widget/v1.2.3/queue-booking.js", "/widget/v1.2.3/chunks/en-AbCd1234.js"]) {
      const res = await app.inject({ method: "GET", url, headers: { origin: "https://vendor.example" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
      expect(res.headers["cache-control"], url).toBe(CHUNK_CACHE);
      expect(res.headers["access-control-allow-origin"], url).toBe("*");
    }
  });

  it("names the version, its entry and the entry's integrity in the manifest", async () => {
    const res = await app.inject({ method: "GET", url: "/widget/manifest.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe(ENTRY_CACHE);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.json()).toEqual({ version: "1.2.3", entry: "/widget/v1.2.3/queue-booking.js", integrity: INTEGRITY });
  });

  it("sends the entry as bytes that match the integrity, whichever encoding the client takes", async () => {
    const { integrity, entry } = (await app.inject({ method: "GET", url: "/widget/manifest.json" })).json() as { integrity: string; entry: string };
    const plain = await app.inject({ method: "GET", url: entry });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(sri(plain.rawPayload)).toBe(integrity);
    const br = await app.inject({ method: "GET", url: entry, headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(sri(brotliDecompressSync(br.rawPayload))).toBe(integrity);
    const gz = await app.inject({ method: "GET", url: entry, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(sri(gunzipSync(gz.rawPayload))).toBe(integrity);
  });

  it("answers another version with a 404 that names the one served, never cacheable", async () => {
    for (const url of ["/widget/v1.2.2/queue-booking.js", "/widget/v1.2.2/chunks/en-AbCd1234.js", "/widget/v2.0.0-rc.1/queue-booking.js"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: "widget_version_not_served", message: expect.stringContaining("1.2.3") });
      expect(res.headers["cache-control"], url).toBeUndefined();
    }
  });

  it("answers what is not a version or not a chunk with the JSON 404", async () => {
    for (const url of [
      "/widget/v..%2F..%2Fpackage.json/queue-booking.js",
      "/widget/v1.2.3%2F..%2F..%2Fsecret/queue-booking.js",
      "/widget/vlatest/queue-booking.js",
      "/widget/v1.2.3/chunks/..%2F..%2Frelease.json",
      "/widget/v1.2.3/chunks/gone-AbCd1234.js",
      "/widget/v1.2.3/queue-booking.iife.js",
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: "not_found" });
      expect(res.headers["cache-control"], url).toBeUndefined();
    }
  });

  it("answers 503 widget_not_built, pinned entry and manifest alike, while nothing is built", async () => {
    const missing = await widgetAssetServer(join(dir, "not-built"));
    try {
      for (const url of ["/widget/v1.2.3/queue-booking.js", "/widget/manifest.json"]) {
        const res = await missing.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toMatchObject({ code: "widget_not_built" });
      }
    } finally {
      await missing.close();
    }
  });
});
