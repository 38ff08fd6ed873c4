/**
 * Issue 34's head and cache points, on the hosted pages themselves: each page kind's
 * Cache-Control (revalidated where the address holds no secret, never stored where it holds a
 * confirm code), Vary on what the answer depends on, the first screen's title and description
 * in all eight languages in the HTML the server sends, and `noindex` on manage and confirmation
 * pages. Then the element's versioned files: immutable, and Vary on their compressed forms.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../../../widget/src/contract/locales.js";
import { registerErrorHandlers } from "../../../../server/src/http/error-handler.js";
import { widgetAssetRoutes } from "../../../../server/src/routes/hosted/widget-assets.js";
import { sampleVendorDocument } from "../../../helpers/sample-vendor-document.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../../helpers/test-server.js";

/** The content of `<meta name="{name}">`, if the page has one. */
function meta(html: string, name: string): string | undefined {
  return new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1];
}
function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

const REVALIDATED = ["/callback-service", "/callback-service/12", "/callback-service/12/location", "/book", "/book/select-service?service=3"];
const NEVER_STORED = [
  "/callback-service/manage?id=4&code=ABCD2345",
  "/callback-service/confirmation?id=4&code=ABCD2345",
  "/book/manage?id=4&code=ABCD2345",
  // A booking step opened from a walk-in's conversion link carries its code too.
  "/book/select-timeslot?walkin_id=3&code=ABCD2345&location=1&service=3",
];

describeEachDialect("hosted pages' head and caching", (server) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    server().app.inject({ method: "GET", url: `${url}${url.includes("?") ? "&" : "?"}vendor=every-language`, headers });

  beforeAll(async () => {
    // The sample names no languages: the vendor offers all eight.
    const res = await server().app.inject({
      method: "PUT",
      url: "/api/v2/admin/vendors/every-language",
      payload: { ...sampleVendorDocument(), name: "Maple & Main" },
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.statusCode).toBe(201);
  });

  it.each(REVALIDATED)("lets the browser keep %s, revalidating it", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it.each(NEVER_STORED)("never stores %s, whose address holds a confirm code", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("compresses a page for a client that accepts it and says so in Vary", async () => {
    const res = await get("/callback-service", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(
      String(res.headers.vary)
        .split(/,\s*/)
        .map((name) => name.toLowerCase()),
    ).toEqual(expect.arrayContaining(["accept-language", "accept-encoding"]));
  });

  it.each(LOCALES)("names the first screen in %s, in the HTML the server sends", async (locale) => {
    const seen = new Set<string>();
    for (const url of [
      "/callback-service",
      "/callback-service/12",
      "/callback-service/12/location",
      "/book",
      "/callback-service/manage?id=4&code=ABCD2345",
      "/book/manage?id=4&code=ABCD2345",
    ]) {
      const html = (await get(`${url}${url.includes("?") ? "&" : "?"}lang=${locale}`)).body;
      expect(html).toContain(`<html lang="${locale}">`);
      const name = title(html);
      const description = meta(html, "description");
      expect(name, url).toMatch(/^.+ – Maple &amp; Main$/);
      expect(description, url).toMatch(/\S/);
      seen.add(`${name}|${description}`);
    }
    // Six screens, six different heads.
    expect(seen.size).toBe(6);
  });

  it("says each language's own words, not English", async () => {
    const english = await get("/callback-service/12?lang=en");
    expect(title(english.body)).toBe("Join the line – Maple &amp; Main");
    const heads = new Set<string | undefined>();
    for (const locale of LOCALES) heads.add(meta((await get(`/callback-service/12?lang=${locale}`)).body, "description"));
    expect(heads.size).toBe(LOCALES.length);
    expect(title((await get("/callback-service/12?lang=es")).body)).toBe("Unirse a la fila – Maple &amp; Main");
    // The picker's title is its heading as the element shows it, so hydrating renames nothing.
    expect(title((await get("/callback-service?lang=pl")).body)).toBe("Wybierz placówkę – Maple &amp; Main");
  });

  it("keeps manage and confirmation pages, and pages in a display mode, out of search results, and only those", async () => {
    for (const url of NEVER_STORED.slice(0, 3)) expect(meta((await get(url)).body, "robots"), url).toBe("noindex");
    for (const mode of ["kiosk", "TV", "invitation"]) expect(meta((await get(`/callback-service/12?mode=${mode}`)).body, "robots"), mode).toBe("noindex");
    // A frame's content still counts for the vendor's page that shows it.
    expect(meta((await get("/callback-service/12?mode=embed")).body, "robots")).toBe("noindex, indexifembedded");
    for (const url of REVALIDATED) expect(meta((await get(url)).body, "robots"), url).toBeUndefined();
  });
});

describe("the element's versioned files", () => {
  const BIG = `export const text = "${"queue ".repeat(2000)}";`;
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "qb-versioned-"));
    mkdirSync(join(dir, "chunks"));
    mkdirSync(join(dir, "releases", "0123456789ab"), { recursive: true });
    writeFileSync(join(dir, "queue-booking.js"), "export {};");
    writeFileSync(join(dir, "releases", "0123456789ab", "queue-booking.js"), BIG);
    writeFileSync(join(dir, "releases", "0123456789ab", "queue-booking.js.br"), brotliCompressSync(BIG));
    writeFileSync(join(dir, "chunks", "big-AbCd1234.js"), BIG);
    writeFileSync(join(dir, "chunks", "big-AbCd1234.js.br"), brotliCompressSync(BIG));
    app = Fastify({ logger: false });
    registerErrorHandlers(app);
    await app.register(fastifyStatic, { serve: false, preCompressed: true });
    await app.register(widgetAssetRoutes, { widgetDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(["/widget/r/0123456789ab/queue-booking.js", "/widget/r/0123456789ab/chunks/big-AbCd1234.js", "/widget/chunks/big-AbCd1234.js"])(
    "answers %s immutable for a year, with Vary when compressed",
    async (url) => {
      const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["content-encoding"]).toBe("br");
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    },
  );
});
