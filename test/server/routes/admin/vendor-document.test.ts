import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../../server/src/app.js";
import { sampleVendorDocument } from "../../../helpers/sample-vendor-document.js";
import { ADMIN_TOKEN, describeEachDialect, type TestServer } from "../../../helpers/test-server.js";

const AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };

interface VendorAnswer {
  data: {
    type: "vendors";
    id: number;
    attributes: {
      slug: string;
      settings: { name: string; page_settings: { pre_booking_statement: string }; allowed_origins: string[] };
      locations: string[];
      services: string[];
      questions: string[];
      staff: string[];
      cx_snippets: string[];
    };
  };
}

const put = (server: TestServer, slug: string, payload: unknown, headers: Record<string, string> = AUTH) =>
  server.app.inject({ method: "PUT", url: `/api/v2/admin/vendors/${slug}`, payload: payload as object, headers });

/** Row counts of the tables a PUT writes, to prove a refused one changed nothing. */
async function counts(server: TestServer) {
  const { db } = server.store;
  const count = async (table: "vendors" | "services" | "locations" | "staff_users" | "vendor_domains" | "translations") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    vendors: await count("vendors"),
    services: await count("services"),
    locations: await count("locations"),
    staff: await count("staff_users"),
    domains: await count("vendor_domains"),
    translations: await count("translations"),
  };
}

describeEachDialect("PUT /api/v2/admin/vendors/{slug}", (server) => {
  describe("authentication", () => {
    it.each([
      ["no Authorization header", {}],
      ["a wrong token", { authorization: "Bearer not-the-admin-token-at-all" }],
      ["the token without the Bearer scheme", { authorization: ADMIN_TOKEN }],
      ["a Basic credential", { authorization: `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString("base64")}` }],
    ])("answers 401 unauthorized with %s, and stores nothing", async (_name, headers) => {
      const before = await counts(server());
      const res = await put(server(), "intruder", sampleVendorDocument(), headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: "unauthorized", message: expect.any(String) });
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(await counts(server())).toEqual(before);
    });

    it("hides which admin paths exist from callers without the token", async () => {
      const anonymous = await server().app.inject({ method: "GET", url: "/api/v2/admin/secrets" });
      expect(anonymous.statusCode).toBe(401);
      const admin = await server().app.inject({ method: "GET", url: "/api/v2/admin/secrets", headers: AUTH });
      expect(admin.statusCode).toBe(404);
      expect(admin.json()).toEqual({ code: "not_found", message: "No route for GET /api/v2/admin/secrets" });
    });

    describe("with no ADMIN_TOKEN configured", () => {
      let closed: FastifyInstance;
      beforeAll(async () => {
        const { config, store } = server();
        closed = await buildApp({ config: { ...config, adminToken: undefined }, store, logger: false });
      });
      afterAll(async () => closed.close());

      it("keeps the admin API closed, whatever token is sent", async () => {
        for (const headers of [{}, AUTH, { authorization: "Bearer undefined" }, { authorization: "Bearer " }]) {
          const res = await closed.inject({ method: "PUT", url: "/api/v2/admin/vendors/closed", payload: sampleVendorDocument(), headers });
          expect(res.statusCode).toBe(401);
          expect(res.json()).toMatchObject({ code: "unauthorized" });
        }
        expect(await server().store.db.selectFrom("vendors").select("id").where("slug", "=", "closed").execute()).toEqual([]);
      });
    });
  });

  describe("create and replace", () => {
    it("creates with 201, replaces with 200, and keeps the same ids and rows for the same document", async () => {
      const doc = { ...sampleVendorDocument(), domains: ["bikes.example.com"] };
      const created = await put(server(), "bikes", doc);
      expect(created.statusCode).toBe(201);
      const body = created.json() as VendorAnswer;
      expect(body.data).toMatchObject({
        type: "vendors",
        id: expect.any(Number),
        attributes: {
          slug: "bikes",
          settings: { name: "Harbour Bike Repair", allowed_origins: ["https://www.bikes.example.com"] },
          locations: ["ponsonby", "quay"],
          services: ["flat-tyre", "tune-up"],
          questions: ["bike-type"],
          staff: ["mere", "sam"],
          cx_snippets: ["hello"],
        },
      });
      const after = await counts(server());
      const ids = await server().store.db.selectFrom("services").select(["id", "key"]).where("vendor_id", "=", body.data.id).orderBy("key").execute();

      const replaced = await put(server(), "bikes", doc);
      expect(replaced.statusCode).toBe(200);
      expect((replaced.json() as VendorAnswer).data.id).toBe(body.data.id);
      expect(await counts(server())).toEqual(after);
      expect(await server().store.db.selectFrom("services").select(["id", "key"]).where("vendor_id", "=", body.data.id).orderBy("key").execute()).toEqual(ids);
    });

    it("answers the sanitised pre-booking statement it stored", async () => {
      const res = await put(server(), "bikes-html", {
        ...sampleVendorDocument(),
        page_settings: { pre_booking_statement: '<p onmouseover="x()">Hi<script>steal()</script> <a href="javascript:x()">go</a></p>' },
      });
      expect(res.statusCode).toBe(201);
      expect((res.json() as VendorAnswer).data.attributes.settings.page_settings.pre_booking_statement).toBe(
        '<p>Hi <a rel="noopener noreferrer" target="_blank">go</a></p>',
      );
    });

    it("replaces a demo vendor, deactivating what the new document leaves out", async () => {
      const doc = sampleVendorDocument();
      const res = await put(server(), "city-permits", { ...doc, name: "City Permits, now bikes", staff: [], questions: [] });
      expect(res.statusCode).toBe(200);
      const { attributes } = (res.json() as VendorAnswer).data;
      expect(attributes.services).toEqual(["flat-tyre", "tune-up"]);
      expect(attributes.staff).toEqual([]);
      const permit = await server()
        .store.db.selectFrom("services")
        .innerJoin("vendors", "vendors.id", "services.vendor_id")
        .select("services.active")
        .where("vendors.slug", "=", "city-permits")
        .where("services.key", "=", "permit")
        .executeTakeFirstOrThrow();
      expect(permit.active).toBe(0);
    });
  });

  describe("what a PUT changed", () => {
    it("says what a document with only a name and one service resets and deactivates", async () => {
      const res = await put(server(), "demo", { name: "Maple & Main", services: [{ key: "deposits", name: "Deposits" }], locations: [] });
      expect(res.statusCode).toBe(200);
      const { changes } = (res.json() as { meta: { changes: Record<string, unknown> } }).meta;
      expect(changes).toEqual({
        settings: expect.arrayContaining(["name", "allowed_origins", "modern_client_view", "theme"]),
        services: { added: [], changed: ["deposits"], removed: expect.arrayContaining(["open-account"]) },
        locations: { added: [], changed: [], removed: ["downtown", "riverside", "harbor", "uptown", "toronto"] },
        questions: { added: [], changed: [], removed: expect.any(Array) },
        staff: { added: [], changed: [], removed: ["ana", "ben", "chloe", "hugo", "tara", "dana", "kiosk-downtown"] },
        cx_snippets: { added: [], changed: [], removed: ["welcome"] },
      });
      expect(res.headers.etag).toMatch(/^".+"$/);
    });

    it("lists everything as added when it creates the vendor", async () => {
      const res = await put(server(), "bikes-added", sampleVendorDocument());
      expect(res.statusCode).toBe(201);
      expect((res.json() as { meta: { changes: { locations: unknown; settings: string[] } } }).meta.changes).toMatchObject({
        settings: expect.arrayContaining(["name", "theme"]),
        locations: { added: ["quay", "ponsonby"], changed: [], removed: [] },
      });
    });
  });

  describe("validation", () => {
    it("answers 422 listing every bad field with dotted paths, storing nothing", async () => {
      const before = await counts(server());
      const doc = sampleVendorDocument();
      const res = await put(server(), "Bad Slug", {
        ...doc,
        name: "",
        theme: { primary: "blue" },
        locations: [{ ...doc.locations[0], timezone: "Moon/Tranquility", hours: { monday: { open: "17:00", close: "08:00" } } }, doc.locations[1]],
        services: [{ ...doc.services[0], duration_minutes: "30" }, doc.services[1]],
      });
      expect(res.statusCode).toBe(422);
      const body = res.json() as { code: string; message: string; errors: { field: string; code: string; message: string }[] };
      expect(body.code).toBe("validation_failed");
      expect(body.message).toBe("6 fields are invalid");
      expect(body.errors.map((e) => e.field).sort()).toEqual([
        "locations.0.hours.monday",
        "locations.0.timezone",
        "name",
        "services.0.duration_minutes",
        "slug",
        "theme.primary",
      ]);
      expect(body.errors).toContainEqual({ field: "services.0.duration_minutes", code: "invalid_type", message: expect.any(String) });
      expect(body.errors).toContainEqual({ field: "locations.0.hours.monday", code: "invalid_value", message: "open must be before close" });
      expect(await counts(server())).toEqual(before);
    });

    it("answers 422 for duplicate keys and unknown references", async () => {
      const doc = sampleVendorDocument();
      const res = await put(server(), "bikes-refs", {
        ...doc,
        services: [...doc.services, { key: "tune-up", name: "Again" }],
        staff: [{ ...doc.staff[0], locations: ["quay", "nowhere"] }],
        questions: [{ ...doc.questions[0], services: ["paint"] }],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: "validation_failed",
        message: "3 fields are invalid",
        errors: [
          { field: "services.2.key", code: "invalid_value", message: 'duplicate key "tune-up"' },
          { field: "questions.0.services.0", code: "invalid_value", message: 'unknown service "paint"' },
          { field: "staff.0.locations.1", code: "invalid_value", message: 'unknown location "nowhere"' },
        ],
      });
      expect(await server().store.db.selectFrom("vendors").select("id").where("slug", "=", "bikes-refs").execute()).toEqual([]);
    });

    it("answers 422 when a domain belongs to another vendor", async () => {
      expect((await put(server(), "domain-owner", { ...sampleVendorDocument(), domains: ["taken.example.com"] })).statusCode).toBe(201);
      const before = await counts(server());
      const res = await put(server(), "domain-thief", { ...sampleVendorDocument(), domains: ["Taken.Example.com"] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: "validation_failed",
        errors: [{ field: "domains.0", code: "invalid_value", message: 'already used by vendor "domain-owner"' }],
      });
      expect(await counts(server())).toEqual(before);
    });

    it("answers 422 when the vendor path belongs to another vendor, and lets the owner keep it", async () => {
      const withPath = (path: string) => ({ ...sampleVendorDocument(), client_view: { vendor_path: path } });
      expect((await put(server(), "path-owner", withPath("shared-path"))).statusCode).toBe(201);
      const before = await counts(server());
      const res = await put(server(), "path-thief", withPath("shared-path"));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: "validation_failed",
        errors: [{ field: "client_view.vendor_path", code: "invalid_value", message: 'already used by vendor "path-owner"' }],
      });
      expect(await counts(server())).toEqual(before);
      expect((await put(server(), "path-owner", withPath("shared-path"))).statusCode).toBe(200);
    });

    it.each([
      ["a JSON array", []],
      ["a JSON string", "vendor"],
      ["null", null],
    ])("answers 422 for %s as the document", async (_name, payload) => {
      const res = await server().app.inject({
        method: "PUT",
        url: "/api/v2/admin/vendors/bikes-odd",
        payload: JSON.stringify(payload),
        headers: { ...AUTH, "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: "validation_failed",
        message: "1 field is invalid",
        errors: [{ field: "", code: "invalid_type", message: expect.any(String) }],
      });
    });

    it("answers 422, not 500, for values PostgreSQL could not store", async () => {
      const doc = sampleVendorDocument();
      const res = await put(server(), "bikes-nul", {
        ...doc,
        name: "Bikes\u0000",
        locations: [{ ...doc.locations[0], sort_order: 1e12 }, doc.locations[1]],
      });
      expect(res.statusCode).toBe(422);
      expect((res.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["name", "locations.0.sort_order"]);
    });
  });
});
