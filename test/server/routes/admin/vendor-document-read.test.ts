import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_VENDORS } from "../../../../server/src/demo/seed-demo.js";
import type { VendorDocument } from "#contract";
import { ADMIN, NO_CHANGES, getDocument, normalised, putDocument } from "../../../helpers/admin-document.js";
import { configSnapshot } from "../../../helpers/config-snapshot.js";
import { sampleVendorDocument } from "../../../helpers/sample-vendor-document.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

const RIVERBANK = JSON.parse(readFileSync("server/examples/riverbank-clinic.json", "utf8")) as unknown;

/** The rows keep no order of what an item points at: a location's offers and a staff member's lists come in the vendor's order. */
function inRowOrder(doc: VendorDocument): VendorDocument {
  const inOrder = <T>(keys: string[], list: T[], key: (item: T) => string) => [...list].sort((a, b) => keys.indexOf(key(a)) - keys.indexOf(key(b)));
  const services = doc.services.map((s) => s.key);
  const locations = doc.locations.map((l) => l.key);
  return {
    ...doc,
    locations: doc.locations.map((l) => ({ ...l, services: inOrder(services, l.services, (offer) => offer.service) })),
    staff: doc.staff.map((s) => ({ ...s, locations: inOrder(locations, s.locations, (k) => k), services: inOrder(services, s.services, (k) => k) })),
  };
}

describeEachDialect("GET /api/v2/admin/vendors/{slug}/document and the round trip", (server) => {
  const sources: [string, unknown][] = [...Object.entries(DEMO_VENDORS), ["riverbank", RIVERBANK]];

  describe.each(sources)("%s", (slug, source) => {
    it("answers the whole document, as normalised through the schema, with an ETag and no caching", async () => {
      if (slug === "riverbank") expect((await putDocument(server(), slug, source)).statusCode).toBe(201);
      const res = await getDocument(server(), slug);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toMatch(/^"[\w-]{43}"$/);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toEqual(normalised(source));
    });

    it("takes the same body back without touching a row or moving an id, and keeps the ETag", async () => {
      const read = await getDocument(server(), slug);
      const before = await configSnapshot(server().store.db);
      server().clock.advance(60_000);
      for (const url of [`/api/v2/admin/vendors/${slug}/document`, `/api/v2/admin/vendors/${slug}`]) {
        const res = await server().app.inject({
          method: "PUT",
          url,
          payload: read.body,
          headers: { ...ADMIN, "content-type": "application/json", "if-match": String(read.headers.etag) },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers.etag).toBe(read.headers.etag);
        expect(res.json().meta.changes).toEqual(NO_CHANGES);
      }
      expect(await configSnapshot(server().store.db)).toEqual(before);
      expect((await getDocument(server(), slug)).body).toBe(read.body);
    });
  });

  it("keeps the secrets the admin wrote: they are part of the admin's document", async () => {
    const doc = { ...sampleVendorDocument(), google_recaptcha_site_key: "site-key", google_recaptcha_secret: "secret-key", invitation_codes: ["invite-2026"] };
    expect((await putDocument(server(), "bikes-secrets", doc)).statusCode).toBe(201);
    expect((await getDocument(server(), "bikes-secrets")).json()).toMatchObject({ google_recaptcha_secret: "secret-key", invitation_codes: ["invite-2026"] });
  });

  it("answers 304 to If-None-Match with the current ETag, and the document to an old one", async () => {
    const { etag } = (await getDocument(server(), "northwind-clinic")).headers;
    const same = await getDocument(server(), "northwind-clinic", { "if-none-match": `W/${String(etag)}, "other"` });
    expect(same.statusCode).toBe(304);
    expect(same.headers.etag).toBe(etag);
    expect(same.body).toBe("");
    const other = await getDocument(server(), "northwind-clinic", { "if-none-match": '"an-old-version"' });
    expect(other.statusCode).toBe(200);
  });

  it("sends the document's ETag with the vendor summary too", async () => {
    const summary = await server().app.inject({ method: "GET", url: "/api/v2/admin/vendors/demo", headers: ADMIN });
    expect(summary.headers.etag).toBe((await getDocument(server(), "demo")).headers.etag);
  });

  it.each(["no-such-vendor", "NOT%20A%20SLUG"])("answers 404 vendor_not_found for %s", async (slug) => {
    const res = await getDocument(server(), slug);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "vendor_not_found", message: expect.any(String) });
  });

  it("answers 401 without the admin token and 400 for a malformed If-None-Match", async () => {
    const anonymous = await server().app.inject({ method: "GET", url: "/api/v2/admin/vendors/demo/document" });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await getDocument(server(), "demo", { "if-none-match": "abc" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "bad_request" });
  });

  describe("a vendor written before documents were kept", () => {
    it.each(sources)("rebuilds %s from its rows, and its next write keeps it with the same ids", async (slug, source) => {
      const legacy = `legacy-${slug}`;
      // Domains and a vendor path belong to one vendor only.
      const doc = { ...normalised(source), domains: [], client_view: { ...normalised(source).client_view, vendor_path: null } };
      expect((await putDocument(server(), legacy, doc)).statusCode).toBe(201);
      const { db } = server().store;
      const vendor = await db.selectFrom("vendors").select("id").where("slug", "=", legacy).executeTakeFirstOrThrow();
      await db.deleteFrom("vendor_documents").where("vendor_id", "=", vendor.id).execute();
      const ids = await db.selectFrom("locations").select(["id", "key"]).where("vendor_id", "=", vendor.id).orderBy("id").execute();

      const rebuilt = await getDocument(server(), legacy);
      expect(rebuilt.statusCode).toBe(200);
      expect(rebuilt.json()).toEqual(inRowOrder(doc));
      const res = await putDocument(server(), legacy, rebuilt.json(), { "if-match": String(rebuilt.headers.etag) });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(rebuilt.headers.etag);
      expect(await db.selectFrom("vendor_documents").select("etag").where("vendor_id", "=", vendor.id).executeTakeFirst()).toEqual({
        etag: rebuilt.headers.etag,
      });
      expect(await db.selectFrom("locations").select(["id", "key"]).where("vendor_id", "=", vendor.id).orderBy("id").execute()).toEqual(ids);
    });
  });
});
