import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/src/app.js";
import { sampleVendorDocument } from "../../helpers/sample-vendor-document.js";
import { ADMIN_TOKEN, describeEachDialect, type TestServer } from "../../helpers/test-server.js";

/** Which vendor answered: the open vendor call names it. */
async function vendorOf(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({ method: "GET", url: "/api/v2/open/vendor", headers });
  return { status: res.statusCode, body: res.json() as { data?: { id: string; attributes: { name: string } }; code?: string } };
}

async function putVendor(server: TestServer, slug: string, domains: string[]) {
  const res = await server.app.inject({
    method: "PUT",
    url: `/api/v2/admin/vendors/${slug}`,
    payload: { ...sampleVendorDocument(), name: `Vendor ${slug}`, domains },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.statusCode).toBe(201);
}

describeEachDialect("vendor resolution", (server) => {
  beforeAll(async () => {
    await putVendor(server(), "by-host", ["booking.by-host.example"]);
    await putVendor(server(), "by-port", ["kiosk.by-port.example:8443"]);
  });

  it("takes the X-Vendor header first, whatever the host", async () => {
    const { status, body } = await vendorOf(server().app, { "x-vendor": "northwind-clinic", host: "booking.by-host.example" });
    expect(status).toBe(200);
    expect(body.data?.id).toBe("northwind-clinic");
  });

  it("reads the header without regard to case or surrounding spaces", async () => {
    expect((await vendorOf(server().app, { "x-vendor": "  City-Permits " })).body.data?.id).toBe("city-permits");
  });

  it("answers 404 vendor_not_found for an unknown X-Vendor instead of falling back", async () => {
    const { status, body } = await vendorOf(server().app, { "x-vendor": "ghost", host: "booking.by-host.example" });
    expect(status).toBe(404);
    expect(body).toEqual({ code: "vendor_not_found", message: expect.any(String) });
  });

  it("takes the vendor query parameter after the header, before the host: a read with no header of its own needs no preflight", async () => {
    const read = (url: string, headers: Record<string, string> = {}) => server().app.inject({ method: "GET", url, headers });
    const byQuery = await read("/api/v2/open/vendor?vendor=northwind-clinic", { host: "booking.by-host.example" });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json().data.id).toBe("northwind-clinic");
    expect((await read("/api/v2/open/vendor?vendor=City-Permits")).json().data.id).toBe("city-permits");
    expect((await read("/api/v2/open/vendor?vendor=northwind-clinic", { "x-vendor": "city-permits" })).json().data.id).toBe("city-permits");
    const ghost = await read("/api/v2/open/vendor?vendor=ghost", { host: "booking.by-host.example" });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json()).toEqual({ code: "vendor_not_found", message: expect.any(String) });
    // Other reads take it beside their own query.
    const locations = await read("/api/v2/open/locations?vendor=city-permits");
    expect(locations.statusCode).toBe(200);
  });

  it("matches the host against the vendors' domains without the X-Vendor header", async () => {
    expect((await vendorOf(server().app, { host: "booking.by-host.example" })).body.data?.id).toBe("by-host");
    expect((await vendorOf(server().app, { host: "BOOKING.By-Host.example" })).body.data?.id).toBe("by-host");
    expect((await vendorOf(server().app, { host: "booking.by-host.example:8080" })).body.data?.id).toBe("by-host");
  });

  it("matches a domain configured with its port", async () => {
    expect((await vendorOf(server().app, { host: "kiosk.by-port.example:8443" })).body.data?.id).toBe("by-port");
    // The same host on another port is not that vendor.
    expect((await vendorOf(server().app, { host: "kiosk.by-port.example:9000" })).body.data?.id).toBe("demo");
  });

  it("falls back to DEFAULT_VENDOR for any other host", async () => {
    expect((await vendorOf(server().app, { host: "unknown.example" })).body.data?.id).toBe("demo");
  });

  it("keeps tenants apart: each vendor sees only its own locations", async () => {
    const locations = async (vendor: string) => {
      const res = await server().call({ method: "GET", url: "/api/v2/open/locations", vendor });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { id: number }[] }).data.map((l) => l.id);
    };
    const { db } = server().store;
    const owned = async (slug: string) =>
      (
        await db
          .selectFrom("locations")
          .innerJoin("vendors", "vendors.id", "locations.vendor_id")
          .select("locations.id")
          .where("vendors.slug", "=", slug)
          .execute()
      ).map((r) => r.id);
    for (const slug of ["demo", "northwind-clinic", "by-host"]) {
      const seen = await locations(slug);
      expect(seen.length).toBeGreaterThan(0);
      expect(await owned(slug)).toEqual(expect.arrayContaining(seen));
    }
  });

  describe("without DEFAULT_VENDOR", () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const { config, store } = server();
      app = await buildApp({ config: { ...config, defaultVendor: undefined }, store, logger: false });
    });
    afterAll(async () => app.close());

    it("answers 404 vendor_not_found when neither the header nor the host names a vendor", async () => {
      const { status, body } = await vendorOf(app, { host: "unknown.example" });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "vendor_not_found" });
      expect((await vendorOf(app, { host: "booking.by-host.example" })).body.data?.id).toBe("by-host");
    });
  });
});
