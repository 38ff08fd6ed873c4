import { expect, it } from "vitest";
import { sampleVendorDocument } from "../../../helpers/sample-vendor-document.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../../helpers/test-server.js";

const AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };

describeEachDialect("GET /api/v2/admin/vendors/{slug}", (server) => {
  const get = (slug: string, headers: Record<string, string> = AUTH) => server().app.inject({ method: "GET", url: `/api/v2/admin/vendors/${slug}`, headers });

  it("answers a seeded vendor's stored settings and the keys of its active items", async () => {
    const res = await get("demo");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        type: "vendors",
        id: expect.any(Number),
        attributes: {
          slug: "demo",
          settings: expect.objectContaining({
            name: "Maple & Main Credit Union",
            allowed_origins: expect.arrayContaining(["http://localhost:3000"]),
            theme: expect.objectContaining({ primary: "#1a73e8" }),
          }),
          locations: ["downtown", "riverside", "harbor", "uptown", "toronto"],
          services: expect.arrayContaining(["open-account", "deposits"]),
          questions: expect.any(Array),
          staff: ["ana", "ben", "chloe", "dana", "hugo", "kiosk-downtown", "tara"],
          cx_snippets: ["welcome"],
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      },
    });
  });

  it("reads back exactly what a PUT configured, without the items it later removed", async () => {
    const doc = { ...sampleVendorDocument(), domains: ["read-back.example.com"] };
    const created = await server().app.inject({ method: "PUT", url: "/api/v2/admin/vendors/read-back", payload: doc, headers: AUTH });
    expect(created.statusCode).toBe(201);
    const [quay] = doc.locations;
    await server().app.inject({
      method: "PUT",
      url: "/api/v2/admin/vendors/read-back",
      payload: { ...doc, locations: [quay], staff: [{ ...doc.staff[1] }] },
      headers: AUTH,
    });
    const res = await get("read-back");
    expect(res.statusCode).toBe(200);
    const { attributes } = (res.json() as { data: { attributes: Record<string, unknown> } }).data;
    expect(attributes).toMatchObject({
      slug: "read-back",
      settings: {
        name: "Harbour Bike Repair",
        homepage: "https://bikes.example.com",
        domains: ["read-back.example.com"],
        allowed_origins: ["https://www.bikes.example.com"],
        page_settings: { pre_booking_statement: "<p>Bring your <strong>bike</strong>.</p>" },
      },
      locations: ["quay"],
      services: ["flat-tyre", "tune-up"],
      questions: ["bike-type"],
      staff: ["sam"],
      cx_snippets: ["hello"],
    });
    expect(attributes.settings).not.toHaveProperty("locations");
  });

  it.each(["no-such-vendor", "NOT%20A%20SLUG"])("answers 404 vendor_not_found for %s", async (slug) => {
    const res = await get(slug);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "vendor_not_found", message: expect.any(String) });
  });

  it("answers 401 without the admin token", async () => {
    const res = await get("demo", {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: "unauthorized", message: expect.any(String) });
  });
});
