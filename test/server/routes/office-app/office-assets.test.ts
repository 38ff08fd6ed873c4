/**
 * The back office's scripts: a release's entry and the content-named chunks (also under the
 * release's path, where its entry imports them) cached for a year, the plain entry briefly, the
 * build's brotli file to a client that accepts it, and a JSON 404 for anything else.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandlers } from "../../../../server/src/http/error-handler.js";
import { OFFICE_CHUNK_CACHE, OFFICE_ENTRY_CACHE, officeAssetRoutes } from "../../../../server/src/routes/office-app/office-assets.js";

const CHUNK = `export const messages = {"a":"${"office ".repeat(500)}"};`;

describe("back-office asset routes", () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "qb-office-"));
    mkdirSync(join(dir, "chunks"));
    mkdirSync(join(dir, "releases", "0123456789ab"), { recursive: true });
    writeFileSync(join(dir, "office.js"), 'import("./chunks/office-en-AbCd1234.js");');
    writeFileSync(join(dir, "releases", "0123456789ab", "office.js"), 'import("./chunks/office-en-AbCd1234.js"); // release');
    writeFileSync(join(dir, "chunks", "office-en-AbCd1234.js"), CHUNK);
    writeFileSync(join(dir, "chunks", "office-en-AbCd1234.js.br"), brotliCompressSync(CHUNK));
    app = Fastify({ logger: false });
    registerErrorHandlers(app);
    await app.register(fastifyStatic, { serve: false, preCompressed: true });
    await app.register(officeAssetRoutes, { officeDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

  it("serves a release's entry and its chunks for a year, the plain entry for minutes", async () => {
    const release = await get("/office/assets/r/0123456789ab/office.js");
    expect(release.statusCode).toBe(200);
    expect(release.body).toContain("// release");
    expect(release.headers["cache-control"]).toBe(OFFICE_CHUNK_CACHE);
    expect(release.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    for (const url of ["/office/assets/r/0123456789ab/chunks/office-en-AbCd1234.js", "/office/assets/chunks/office-en-AbCd1234.js"]) {
      const chunk = await get(url);
      expect(chunk.statusCode, url).toBe(200);
      expect(chunk.headers["cache-control"], url).toBe(OFFICE_CHUNK_CACHE);
    }
    const plain = await get("/office/assets/office.js");
    expect(plain.headers["cache-control"]).toBe(OFFICE_ENTRY_CACHE);
  });

  it("sends the build's brotli file to a client that accepts it", async () => {
    const res = await get("/office/assets/chunks/office-en-AbCd1234.js", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.rawPayload.length).toBeLessThan(CHUNK.length / 4);
  });

  it("answers 404 without a long cache for what is not there or not a release", async () => {
    for (const url of [
      "/office/assets/chunks/missing-AbCd1234.js",
      "/office/assets/chunks/..%2Foffice.js",
      "/office/assets/r/not-a-release/office.js",
      "/office/assets/r/0123456789ab/chunks/missing.js",
      "/office/assets/r/ffffffffffff/office.js",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["cache-control"] ?? "", url).not.toContain("immutable");
    }
  });
});
