/**
 * The back office's page: every path under `/office` answers it, under the strict policy and
 * never framed; it names and colours itself after the signed-in person's vendor, else the one in
 * `?vendor=`, else the host's, else nobody's ("Back office", never DEFAULT_VENDOR); its language
 * is `?lang=` or the browser's among the eight.
 */
import { expect, it } from "vitest";
import { giveAccount, signIn } from "../../../helpers/office-session.js";
import { describeEachDialect } from "../../../helpers/test-server.js";
import { policyNonce, tagAttributes } from "../hosted/page-html.js";

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&");

describeEachDialect("back-office page", (server) => {
  const get = (url: string, headers: Record<string, string> = {}) => server().app.inject({ method: "GET", url, headers });

  it("serves the app's page under the strict policy, never framed, with the nonce on its script and style", async () => {
    const res = await get("/office?vendor=demo");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    const nonce = policyNonce(policy);
    expect(nonce).toBeTruthy();
    const script = tagAttributes(res.body, "script");
    expect(script).toMatchObject({ type: "module", nonce });
    expect(script.src).toMatch(/^\/office\/assets\/(r\/[0-9a-f]{12}\/)?office\.js$/);
    expect(tagAttributes(res.body, "style").nonce).toBe(nonce);
  });

  it("names and colours itself after the vendor of ?vendor=, with a text colour that reads on it", async () => {
    const res = await get("/office?vendor=city-permits");
    expect(title(res.body)).toBe("Back office – City Permit Office");
    expect(tagAttributes(res.body, "div")).toMatchObject({ id: "office", "data-vendor": "city-permits", "data-vendor-name": "City Permit Office" });
    expect(res.body).toContain(":root{--qbo-primary:#6a1b9a;--qbo-on-primary:#ffffff}");
  });

  it("is the neutral back office when no vendor is named, an unknown one is, or the host is nobody's", async () => {
    for (const url of ["/office", "/office?vendor=no-such-vendor"]) {
      const res = await get(url);
      expect(title(res.body), url).toBe("Back office");
      expect(tagAttributes(res.body, "div"), url).toEqual({ id: "office" });
      expect(res.body, url).toContain("--qbo-primary:#1a73e8");
    }
  });

  it("finds the vendor by the host's domain", async () => {
    const { db } = server().store;
    const vendor = await db.selectFrom("vendors").select("id").where("slug", "=", "city-permits").executeTakeFirstOrThrow();
    await db.insertInto("vendor_domains").values({ vendor_id: vendor.id, domain: "office.permits.example" }).execute();
    const res = await get("/office", { host: "office.permits.example" });
    expect(tagAttributes(res.body, "div")["data-vendor"]).toBe("city-permits");
  });

  it("speaks the browser's language among the eight, or ?lang=", async () => {
    const spanish = await get("/office?vendor=demo", { "accept-language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(tagAttributes(spanish.body, "html").lang).toBe("es");
    expect(title(spanish.body)).toBe("Panel de gestión – Maple & Main Credit Union");
    expect(spanish.headers.vary).toContain("accept-language");
    const korean = await get("/office?lang=ko", { "accept-language": "es" });
    expect(tagAttributes(korean.body, "html").lang).toBe("ko");
    expect(title(korean.body)).toBe("관리 센터");
    const other = await get("/office", { "accept-language": "de-DE" });
    expect(tagAttributes(other.body, "html").lang).toBe("en");
  });

  it("answers the same page for the app's own paths", async () => {
    for (const path of ["/office/", "/office/link", "/office/account", "/office/setup/locations/7"]) {
      const res = await get(`${path}?vendor=demo`);
      expect(res.statusCode, path).toBe(200);
      expect(tagAttributes(res.body, "div")["data-vendor"], path).toBe("demo");
    }
  });

  it("names the signed-in person's vendor, whatever the address says", async () => {
    const { key } = await server()
      .store.db.selectFrom("staff_users")
      .innerJoin("vendors", "vendors.id", "staff_users.vendor_id")
      .select("staff_users.key")
      .where("vendors.slug", "=", "northwind-clinic")
      .executeTakeFirstOrThrow();
    const account = { vendor: "northwind-clinic", email: "page.test@example.org", password: "a long enough password" };
    await giveAccount(server(), { ...account, key });
    const session = await signIn(server(), account);
    const res = await get("/office?vendor=demo", { cookie: session.cookie });
    expect(tagAttributes(res.body, "div")["data-vendor"]).toBe("northwind-clinic");
  });
});
