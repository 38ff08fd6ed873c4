/**
 * The hosted pages: one HTML page for every client route, with the vendor's public settings, a
 * CSRF token and a per-response nonce inlined, under a strict CSP; an HTML 404 for an unknown
 * vendor; the kiosk reset target.
 */
import { beforeAll, expect, it } from "vitest";
import { verifyCsrfToken } from "../../../../server/src/http/csrf.js";
import { sampleVendorDocument } from "../../../helpers/sample-vendor-document.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../../helpers/test-server.js";
import { policyNonce, tagAttributes } from "./page-html.js";

const STRICT_POLICY =
  /^default-src 'self'; script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'; style-src 'self' 'nonce-\1'; img-src 'self' data: https:; font-src 'self'; connect-src 'self' ws: wss:; frame-ancestors \*; base-uri 'none'; object-src 'none'; require-trusted-types-for 'script'; trusted-types 'none'$/;

const PAGES = [
  "/callback-service",
  "/callback-service/",
  "/callback-service/12",
  "/callback-service/manage",
  "/callback-service/confirmation?id=4&code=ABCD2345",
  "/callback-service/location",
  "/callback-service/12/location",
  "/book",
  "/book/select-service",
  "/book/select-location?service=3",
  "/book/select-staff?service=3&location=1",
  "/book/select-timeslot?walkin_id=3&code=ABCD2345&location=1&service=3&meeting_method=1",
  "/book/select-attendees",
  "/book/attendee-details",
  "/book/manage?id=4&code=ABCD2345",
];

describeEachDialect("hosted pages", (server) => {
  const get = (url: string, headers: Record<string, string> = {}) => server().app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    const hostile = { ...sampleVendorDocument(), name: `Ben & "Jerry's" </queue-booking><script>alert(1)</script>`, domains: ["book.hosted.example"] };
    const res = await server().app.inject({
      method: "PUT",
      url: "/api/v2/admin/vendors/hosted-by-domain",
      payload: hostile,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.statusCode).toBe(201);
  });

  it.each(PAGES)("answers %s with the page under the strict policy", async (url) => {
    const res = await get(`${url}${url.includes("?") ? "&" : "?"}vendor=demo`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toMatch(STRICT_POLICY);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // A confirm code in the address keeps the page out of every cache (page-head-and-caching.test.ts).
    expect(res.headers["cache-control"]).toBe(/manage|confirmation|code=/.test(url) ? "no-store" : "private, no-cache");
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(tagAttributes(res.body, "queue-booking").routing).toBe("path");
  });

  it("inlines the vendor, its public settings, a CSRF token and the response's nonce", async () => {
    const res = await get("/callback-service?vendor=demo");
    const nonce = policyNonce(res.headers["content-security-policy"] as string);
    const element = tagAttributes(res.body, "queue-booking");
    expect(element.vendor).toBe("demo");
    expect(element.nonce).toBe(nonce);
    expect(tagAttributes(res.body, "style").nonce).toBe(nonce);
    // This build's own entry (or the plain one before the widget is built): widget-release.test.ts.
    expect(tagAttributes(res.body, "script")).toMatchObject({
      type: "module",
      src: expect.stringMatching(/^\/widget\/(r\/[0-9a-f]{12}\/)?queue-booking\.js$/),
      nonce,
    });
    const settings = JSON.parse(element.settings ?? "{}") as Record<string, unknown>;
    expect(settings).toMatchObject({ slug: "demo", name: "Maple & Main Credit Union" });
    expect(settings).not.toHaveProperty("domains");
    expect(settings).not.toHaveProperty("allowed_origins");
    const ctx = server().app.ctx;
    expect(verifyCsrfToken(ctx.secret, element["csrf-token"] ?? "", "demo", ctx.clock.now())).toBe(true);
    // No inline script, no style attribute: nothing the policy would have to allow.
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(res.body).not.toMatch(/\sstyle="/);
  });

  it("serves the pages under a vendor's own path /s/{vendor_path}", async () => {
    const db = server().store.db;
    const row = await db.selectFrom("vendors").select("settings").where("slug", "=", "city-permits").executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings);
    await db
      .updateTable("vendors")
      .set({ settings: JSON.stringify({ ...settings, client_view: { ...settings.client_view, vendor_path: "permits" } }) })
      .where("slug", "=", "city-permits")
      .execute();
    try {
      for (const path of [
        "/s/permits/callback-service",
        "/s/permits/callback-service/3",
        "/s/permits/callback-service/manage",
        "/s/permits/book/select-timeslot",
      ]) {
        const res = await get(path);
        expect(res.statusCode).toBe(200);
        expect(tagAttributes(res.body, "queue-booking").vendor).toBe("city-permits");
      }
      expect((await get("/s/nobody/callback-service")).statusCode).toBe(404);
    } finally {
      await db.updateTable("vendors").set({ settings: row.settings }).where("slug", "=", "city-permits").execute();
    }
  });

  it("uses a new nonce and a new page for every response", async () => {
    const [a, b] = await Promise.all([get("/callback-service?vendor=demo"), get("/callback-service?vendor=demo")]);
    expect(policyNonce(a.headers["content-security-policy"] as string)).not.toBe(policyNonce(b.headers["content-security-policy"] as string));
  });

  it("finds the vendor by query, then by the host's domain, then DEFAULT_VENDOR", async () => {
    expect(tagAttributes((await get("/callback-service?vendor=Northwind-Clinic")).body, "queue-booking").vendor).toBe("northwind-clinic");
    expect(tagAttributes((await get("/callback-service", { host: "book.hosted.example" })).body, "queue-booking").vendor).toBe("hosted-by-domain");
    expect(tagAttributes((await get("/callback-service", { host: "elsewhere.example" })).body, "queue-booking").vendor).toBe("demo");
    // The query names the vendor explicitly, whatever the host.
    expect(tagAttributes((await get("/callback-service?vendor=city-permits", { host: "book.hosted.example" })).body, "queue-booking").vendor).toBe(
      "city-permits",
    );
  });

  it("escapes the vendor's texts in the title and the settings attribute", async () => {
    const res = await get("/callback-service", { host: "book.hosted.example" });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body.match(/<\/queue-booking>/g)).toHaveLength(1);
    expect(res.body).toContain("<title>Select a Location – Ben &amp; &quot;Jerry&#39;s&quot; &lt;/queue-booking&gt;&lt;script&gt;");
    const settings = JSON.parse(tagAttributes(res.body, "queue-booking").settings ?? "{}") as { name?: string };
    expect(settings.name).toBe(`Ben & "Jerry's" </queue-booking><script>alert(1)</script>`);
  });

  it("answers an unknown vendor or a malformed location id with an HTML 404 in the page's language", async () => {
    // A NUL in the vendor is an unknown vendor too (PostgreSQL text cannot hold one: it once answered 500).
    const unknown = [
      "/callback-service?vendor=ghost&lang=es",
      "/callback-service?vendor=%00&lang=es",
      "/book/manage?vendor=demo%00&id=1&code=ABCD2345&lang=es",
    ];
    for (const url of [...unknown, "/callback-service/abc?vendor=demo&lang=es", "/callback-service/abc/location?lang=es"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["content-security-policy"]).toMatch(STRICT_POLICY);
      expect(res.body).toContain('<html lang="es">');
      expect(res.body).toContain("<h1>¡Vaya! Algo salió mal</h1>");
      expect(res.body).not.toContain("<queue-booking");
    }
  });

  it("passes valid lang, mode, service and walk_in on as attributes and drops the rest", async () => {
    const page = async (query: string, headers: Record<string, string> = {}) => {
      const res = await get(`/callback-service?vendor=demo&${query}`, headers);
      return { html: res.body, element: tagAttributes(res.body, "queue-booking") };
    };
    const spanish = await page("lang=es&mode=embed&service=3&walk_in=true");
    expect(spanish.element).toMatchObject({ lang: "es", mode: "embed", service: "3", "walk-in": "true" });
    expect(spanish.html).toContain('<html lang="es">');
    // A close tag still means one of ours.
    expect((await page("lang=pt")).element.lang).toBe("pt-BR");
    const junk = await page("lang=xx&mode=party&service=abc&walk_in=maybe", { "accept-language": "ko-KR,ko;q=0.9" });
    expect(junk.element).not.toHaveProperty("lang");
    expect(junk.element).not.toHaveProperty("mode");
    expect(junk.element).not.toHaveProperty("service");
    expect(junk.element).not.toHaveProperty("walk-in");
    // Without a lang query, the page's own language follows the browser's.
    expect(junk.html).toContain('<html lang="ko">');
  });

  it("speaks only the vendor's languages: the asked one if offered, else the browser's best offered, else the vendor's first", async () => {
    const doc = { ...sampleVendorDocument(), client_view: { available_languages: ["en", "fr"] } };
    const put = await server().app.inject({
      method: "PUT",
      url: "/api/v2/admin/vendors/two-languages",
      payload: doc,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(put.statusCode).toBe(201);
    const page = async (query: string, acceptLanguage?: string) => {
      const res = await get(`/callback-service?vendor=two-languages${query}`, acceptLanguage ? { "accept-language": acceptLanguage } : {});
      return { htmlLang: /<html lang="([^"]+)">/.exec(res.body)?.[1], attribute: tagAttributes(res.body, "queue-booking").lang };
    };
    expect(await page("&lang=fr")).toEqual({ htmlLang: "fr", attribute: "fr" });
    // Korean is not offered: the browser's French, else English (the first offered).
    expect(await page("&lang=ko", "ko-KR,ko;q=0.9,fr;q=0.5")).toEqual({ htmlLang: "fr", attribute: "fr" });
    expect(await page("&lang=ko", "ko-KR")).toEqual({ htmlLang: "en", attribute: "en" });
    expect(await page("", "ru,fr;q=0.8")).toEqual({ htmlLang: "fr", attribute: undefined });
    expect(await page("", "ko")).toEqual({ htmlLang: "en", attribute: undefined });
  });

  it("sends the kiosk reset target /how to the location's page, keeping the query", async () => {
    const res = await get("/how?location=12&mode=kiosk&lang=es&use_new_kiosk=1&vendor=demo");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/callback-service/12?mode=kiosk&lang=es&use_new_kiosk=1&vendor=demo");
    expect((await get("/how?mode=kiosk")).headers.location).toBe("/callback-service?mode=kiosk");
    expect((await get("/how?location=nope&mode=kiosk")).headers.location).toBe("/callback-service?mode=kiosk");
  });
});
