/**
 * oEmbed (oembed.com) for the hosted pages: `GET /oembed?url=` answers a public page of a
 * vendor on this server with a `rich` embed, the page's `mode=embed` iframe sized within
 * `maxwidth`/`maxheight`, titled in the page's language; public pages carry the discovery
 * link. Another host, a path that is no hosted page, a client's own page (manage, confirmation,
 * any address with a code) and an unknown vendor are 404 JSON; `format=xml` answers oEmbed's XML;
 * a bad address or format is a 422.
 */
import { expect, it } from "vitest";
import { describeEachDialect } from "../../../helpers/test-server.js";

interface Oembed {
  version: string;
  type: string;
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
}

describeEachDialect("oEmbed for hosted pages", (server) => {
  const get = (url: string, headers: Record<string, string> = {}) => server().app.inject({ method: "GET", url, headers });
  const oembed = (page: string, extra = "") => get(`/oembed?url=${encodeURIComponent(page)}${extra}`);
  const ORIGIN = "http://localhost";

  it("answers a public page with its embed iframe, sized 480 × 720 and titled in the page's language", async () => {
    const res = await oembed(`${ORIGIN}/callback-service?vendor=demo&lang=fr`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json() as Oembed;
    expect(body).toMatchObject({ version: "1.0", type: "rich", provider_name: "Maple & Main Credit Union", provider_url: ORIGIN, width: 480, height: 720 });
    expect(body.title).toBe("Sélectionnez un établissement – Maple & Main Credit Union");
    const src = /<iframe data-queue-booking src="([^"]+)" width="480" height="720"/.exec(body.html)?.[1]?.replaceAll("&amp;", "&");
    expect(src).toBe(`${ORIGIN}/callback-service?vendor=demo&lang=fr&mode=embed`);
    expect(body.html).toContain(`<script src="${ORIGIN}/widget/queue-booking-frame.js" defer></script>`);
    // The iframe's page is the hosted page in embed mode.
    const framed = await get(new URL(src ?? "").pathname + new URL(src ?? "").search);
    expect(framed.statusCode).toBe(200);
    expect(framed.body).toContain('mode="embed"');
  });

  it("never answers wider or taller than asked", async () => {
    const body = (await oembed(`${ORIGIN}/callback-service/1?vendor=demo`, "&maxwidth=320&maxheight=400&format=json")).json() as Oembed;
    expect([body.width, body.height]).toEqual([320, 400]);
    expect(body.html).toContain('width="320" height="400"');
    const roomy = (await oembed(`${ORIGIN}/book?vendor=demo`, "&maxwidth=2000&maxheight=2000")).json() as Oembed;
    expect([roomy.width, roomy.height]).toEqual([480, 720]);
  });

  it("answers 404 JSON for another host, a path that is no hosted page, a client's own page and an unknown vendor", async () => {
    const refused: [string, string][] = [
      ["https://elsewhere.example/callback-service?vendor=demo", "not_found"],
      [`${ORIGIN}/api/v2/open/vendor?vendor=demo`, "not_found"],
      [`${ORIGIN}/callback-service/manage?vendor=demo&id=1&code=ABCD2345`, "not_found"],
      [`${ORIGIN}/book/manage?vendor=demo&id=1&code=ABCD2345`, "not_found"],
      [`${ORIGIN}/callback-service/1?vendor=demo&code=ABCD2345`, "not_found"],
      [`${ORIGIN}/callback-service?vendor=no-such-vendor`, "vendor_not_found"],
    ];
    for (const [page, code] of refused) {
      const res = await oembed(page);
      expect(res.statusCode, page).toBe(404);
      expect((res.json() as { code: string }).code, page).toBe(code);
    }
  });

  it("answers in XML when asked, and 422 for an address or a format that is none", async () => {
    const xml = await oembed(`${ORIGIN}/callback-service?vendor=demo`, "&format=xml&maxwidth=300");
    expect(xml.statusCode).toBe(200);
    expect(xml.headers["content-type"]).toMatch(/^text\/xml/);
    expect(xml.body).toMatch(/^<\?xml version="1.0" encoding="utf-8" standalone="yes"\?>\n<oembed><version>1.0<\/version><type>rich<\/type>/);
    expect(xml.body).toContain("<provider_name>Maple &amp; Main Credit Union</provider_name>");
    expect(xml.body).toContain("<width>300</width>");
    expect(xml.body).toContain("&lt;iframe data-queue-booking");
    for (const url of [
      "/oembed",
      "/oembed?url=not%20a%20url",
      `/oembed?url=${encodeURIComponent("javascript:alert(1)")}`,
      "/oembed?url=http%3A%2F%2Flocalhost%2Fbook&maxwidth=wide",
      "/oembed?url=http%3A%2F%2Flocalhost%2Fbook&format=yaml",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect((res.json() as { code: string }).code, url).toBe("validation_failed");
    }
  });

  it("is discoverable from every public page, and never from a client's own", async () => {
    for (const path of ["/callback-service?vendor=demo", "/callback-service/1?vendor=demo", "/book?vendor=demo"]) {
      const page = await get(path);
      const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(page.body)?.[1]?.replaceAll("&amp;", "&");
      expect(href, path).toBeDefined();
      const link = new URL(href ?? "");
      expect(link.searchParams.get("url"), path).toBe(`${ORIGIN}${path}`);
      const res = await get(link.pathname + link.search);
      expect(res.statusCode, path).toBe(200);
    }
    const manage = await get("/callback-service/manage?vendor=demo&id=1&code=ABCD2345");
    expect(manage.body).not.toContain("application/json+oembed");
  });

  it("sends a public page without the discovery links, never a 500, when the Host makes no address", async () => {
    for (const host of ["example.com:99999", "a b"]) {
      const page = await get("/callback-service?vendor=demo", { host });
      expect(page.statusCode, JSON.stringify(host)).toBe(200);
      expect(page.body, JSON.stringify(host)).not.toContain("application/json+oembed");
    }
  });
});
