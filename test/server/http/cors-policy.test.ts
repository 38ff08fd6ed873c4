import { beforeAll, describe, expect, it } from "vitest";
import { sampleVendorDocument } from "../../helpers/sample-vendor-document.js";
import { ADMIN_TOKEN, describeEachDialect, type TestServer } from "../../helpers/test-server.js";

const API_HOST = "api.queue.test";
const OWN_ORIGIN = `http://${API_HOST}`;
/** Allowed by the seeded `demo` vendor only. */
const DEMO_ORIGIN = "http://localhost:3000";
/** Allowed by the `shop` vendor this file creates only. */
const SHOP_ORIGIN = "https://www.shop.example";
const WRITE_URL = "/api/v3/open/rwg-track-conversion";

const storedCount = async (server: TestServer) =>
  Number(
    (
      await server.store.db
        .selectFrom("conversion_tracking")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

function preflight(server: TestServer, url: string, origin: string, method = "POST") {
  return server.app.inject({
    method: "OPTIONS",
    url,
    headers: {
      host: API_HOST,
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "content-type,x-vendor,x-csrf-token",
    },
  });
}

function call(server: TestServer, options: Parameters<TestServer["call"]>[0]) {
  return server.call({ ...options, headers: { host: API_HOST, ...(options.headers as Record<string, string>) } });
}

describeEachDialect("CORS policy", (server) => {
  beforeAll(async () => {
    const res = await server().app.inject({
      method: "PUT",
      url: "/api/v2/admin/vendors/shop",
      payload: { ...sampleVendorDocument(), domains: ["shop.example.com"], allowed_origins: [SHOP_ORIGIN] },
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.statusCode).toBe(201);
  });

  describe("preflight", () => {
    it("answers an origin some vendor allows with the allow headers for every method the API uses", async () => {
      for (const origin of [DEMO_ORIGIN, SHOP_ORIGIN]) {
        const res = await preflight(server(), WRITE_URL, origin, "PUT");
        expect(res.statusCode).toBe(204);
        expect(res.headers["access-control-allow-origin"]).toBe(origin);
        expect(String(res.headers["access-control-allow-methods"]).split(/,\s*/)).toEqual(expect.arrayContaining(["GET", "POST", "PUT", "PATCH", "DELETE"]));
        expect(res.headers["access-control-allow-headers"]).toBe("content-type,x-vendor,x-csrf-token");
        expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
        expect(res.headers.vary).toMatch(/Origin/);
      }
    });

    it("lets any origin's preflight of the open API through, so the real call meets its readable 403", async () => {
      for (const origin of ["https://evil.example", "null", `${DEMO_ORIGIN}.evil.example`, "http://localhost:3001"]) {
        const res = await preflight(server(), WRITE_URL, origin);
        expect(res.statusCode).toBe(204);
        expect(res.headers["access-control-allow-origin"]).toBe(origin);
        expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
        const before = await storedCount(server());
        const real = await call(server(), {
          method: "POST",
          url: WRITE_URL,
          vendor: "demo",
          headers: { origin },
          payload: { rwg_token: "t", merchant_changed: false },
        });
        expect(real.statusCode).toBe(403);
        expect(real.json()).toMatchObject({ code: "origin_not_allowed" });
        expect(real.headers["access-control-allow-origin"]).toBe(origin);
        expect(await storedCount(server())).toBe(before);
      }
    });

    it("answers a preflight outside the open API from an origin no vendor allows with a JSON 404 and no allow headers", async () => {
      for (const origin of ["https://evil.example", "null"]) {
        const res = await preflight(server(), "/api/v2/staff/me", origin, "GET");
        expect(res.statusCode).toBe(404);
        expect(res.headers["access-control-allow-origin"]).toBeUndefined();
        expect(res.json()).toMatchObject({ code: "not_found" });
      }
    });

    it("answers the server's own origin", async () => {
      const res = await preflight(server(), WRITE_URL, OWN_ORIGIN);
      expect(res.statusCode).toBe(204);
      expect(res.headers["access-control-allow-origin"]).toBe(OWN_ORIGIN);
    });

    it("treats an OPTIONS without Access-Control-Request-Method as no preflight: JSON 404", async () => {
      const res = await server().app.inject({ method: "OPTIONS", url: WRITE_URL, headers: { host: API_HOST, origin: DEMO_ORIGIN } });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    });

    it("never opens the admin API to other origins", async () => {
      const res = await preflight(server(), "/api/v2/admin/vendors/demo", DEMO_ORIGIN, "PUT");
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      expect(res.statusCode).toBe(404);
    });
  });

  describe("reads", () => {
    it("lets only the vendor's own allowed origins read its answers", async () => {
      const own = await call(server(), { method: "GET", url: "/api/v2/open/vendor", vendor: "shop", headers: { origin: SHOP_ORIGIN } });
      expect(own.statusCode).toBe(200);
      expect(own.headers["access-control-allow-origin"]).toBe(SHOP_ORIGIN);
      expect(own.headers["access-control-expose-headers"]).toContain("Retry-After");

      // Another vendor's origin gets the refusal, readable (so the element can say why), never the data.
      const foreign = await call(server(), { method: "GET", url: "/api/v2/open/vendor", vendor: "demo", headers: { origin: SHOP_ORIGIN } });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ code: "origin_not_allowed", message: expect.any(String) });
      expect(foreign.headers["access-control-allow-origin"]).toBe(SHOP_ORIGIN);
    });

    it("holds a vendor found by host name to its own origins too", async () => {
      const byHost = { host: "shop.example.com" };
      const own = await server().call({ method: "GET", url: "/api/v2/open/vendor", vendor: null, headers: { ...byHost, origin: SHOP_ORIGIN } });
      expect(own.json()).toMatchObject({ data: { id: "shop" } });
      expect(own.headers["access-control-allow-origin"]).toBe(SHOP_ORIGIN);
      const foreign = await server().call({ method: "GET", url: "/api/v2/open/vendor", vendor: null, headers: { ...byHost, origin: DEMO_ORIGIN } });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: "origin_not_allowed" });
    });

    it("answers the admin API to its own origin only", async () => {
      const headers = { host: API_HOST, authorization: `Bearer ${ADMIN_TOKEN}` };
      const foreign = await server().app.inject({ method: "GET", url: "/api/v2/admin/vendors/demo", headers: { ...headers, origin: DEMO_ORIGIN } });
      expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
      const own = await server().app.inject({ method: "GET", url: "/api/v2/admin/vendors/demo", headers: { ...headers, origin: OWN_ORIGIN } });
      expect(own.headers["access-control-allow-origin"]).toBe(OWN_ORIGIN);
    });
  });

  describe("writes", () => {
    it("refuses a cross-origin write from an origin the vendor does not allow with 403 origin_not_allowed", async () => {
      const before = await storedCount(server());
      for (const origin of [SHOP_ORIGIN, "https://evil.example", "null"]) {
        const res = await call(server(), { method: "POST", url: WRITE_URL, payload: { rwg_token: "cors" }, headers: { origin } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: "origin_not_allowed", message: expect.any(String) });
      }
      expect(await storedCount(server())).toBe(before);
    });

    it("accepts writes from the vendor's allowed origins, the server's own origin, and without an Origin", async () => {
      const before = await storedCount(server());
      for (const headers of [{ origin: DEMO_ORIGIN }, { origin: OWN_ORIGIN }, {}]) {
        const res = await call(server(), { method: "POST", url: WRITE_URL, payload: { rwg_token: "cors" }, headers });
        expect(res.statusCode).toBe(201);
      }
      const shop = await call(server(), { method: "POST", url: WRITE_URL, vendor: "shop", payload: { rwg_token: "cors" }, headers: { origin: SHOP_ORIGIN } });
      expect(shop.statusCode).toBe(201);
      expect(shop.headers["access-control-allow-origin"]).toBe(SHOP_ORIGIN);
      expect(await storedCount(server())).toBe(before + 4);
    });

    it("checks the origin before the CSRF token", async () => {
      const res = await call(server(), {
        method: "POST",
        url: WRITE_URL,
        payload: { rwg_token: "cors" },
        csrf: false,
        headers: { origin: "https://evil.example" },
      });
      expect(res.json()).toMatchObject({ code: "origin_not_allowed" });
    });
  });
});
