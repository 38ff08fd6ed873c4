import { beforeEach, expect, it } from "vitest";
import { ADMIN, getDocument, normalised, patchDocument, putDocument, type WriteAnswer } from "../../../helpers/admin-document.js";
import { configSnapshot } from "../../../helpers/config-snapshot.js";
import { sampleVendorDocument } from "../../../helpers/sample-vendor-document.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

const SLUG = "bikes-patch";

describeEachDialect("PATCH /api/v2/admin/vendors/{slug}/document (JSON Merge Patch)", (server) => {
  let etag: string;
  const locationRows = async () =>
    server()
      .store.db.selectFrom("locations")
      .innerJoin("vendors", "vendors.id", "locations.vendor_id")
      .selectAll("locations")
      .where("vendors.slug", "=", SLUG)
      .execute();

  beforeEach(async () => {
    const res = await putDocument(server(), SLUG, sampleVendorDocument());
    expect(res.statusCode).toBeLessThan(300);
    etag = String(res.headers.etag);
  });

  it("changes only what it names: the rest of the document, and every row of the items, stay", async () => {
    const before = (await getDocument(server(), SLUG)).json();
    const locations = await locationRows();
    server().clock.advance(60_000);
    const res = await patchDocument(server(), SLUG, { theme: { primary: "#123456" } }, { "if-match": etag });
    expect(res.statusCode, res.body).toBe(200);
    const { meta } = res.json() as WriteAnswer;
    expect(meta.changes.settings).toEqual(["theme"]);
    expect(meta.changes.locations).toEqual({ added: [], changed: [], removed: [] });
    const after = await getDocument(server(), SLUG);
    expect(after.json()).toEqual({ ...before, theme: { ...before.theme, primary: "#123456" } });
    expect(after.headers.etag).toBe(res.headers.etag);
    expect(res.headers.etag).not.toBe(etag);
    expect(await locationRows()).toEqual(locations);
  });

  it("also takes application/json, and a null removes a member, which takes its default", async () => {
    const res = await server().app.inject({
      method: "PATCH",
      url: `/api/v2/admin/vendors/${SLUG}/document`,
      payload: JSON.stringify({ allowed_origins: null, homepage: null, theme: { secondary: null }, page_settings: { explicit_compliance_agreement: true } }),
      headers: { ...ADMIN, "content-type": "application/json", "if-match": etag },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as WriteAnswer).meta.changes.settings).toEqual(["homepage", "allowed_origins", "page_settings"]);
    const doc = (await getDocument(server(), SLUG)).json();
    expect(doc).toMatchObject({ allowed_origins: [], homepage: null, theme: { secondary: "#5f6368" }, page_settings: { explicit_compliance_agreement: true } });
    expect(doc.page_settings.pre_booking_statement).toBe("<p>Bring your <strong>bike</strong>.</p>");
  });

  it("replaces a list whole, as RFC 7396 says: a location left out of the list is deactivated, and the answer says so", async () => {
    const sample = sampleVendorDocument();
    const quay = { ...sample.locations[0], phone: "+6495550199" };
    const res = await patchDocument(
      server(),
      SLUG,
      { locations: [quay], staff: [{ ...sample.staff[0], locations: ["quay"] }, sample.staff[1]] },
      { "if-match": etag },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as WriteAnswer).meta.changes).toMatchObject({
      settings: [],
      locations: { added: [], changed: ["quay"], removed: ["ponsonby"] },
      staff: { added: [], changed: ["mere"], removed: [] },
      services: { added: [], changed: [], removed: [] },
    });
    expect(Object.fromEntries((await locationRows()).map((l) => [l.key, [l.active, l.phone]]))).toEqual({
      quay: [1, "+6495550199"],
      ponsonby: [0, ""],
    });
  });

  it("answers 422 with the merged document's field paths, and changes nothing", async () => {
    const before = await configSnapshot(server().store.db);
    const sample = sampleVendorDocument();
    const res = await patchDocument(
      server(),
      SLUG,
      { name: "", theme: { primary: "blue" }, staff: [{ ...sample.staff[0], locations: ["nowhere"] }], extra: true },
      { "if-match": etag },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: "validation_failed" });
    expect((res.json() as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(["extra", "name", "theme.primary"]);
    const references = await patchDocument(server(), SLUG, { staff: [{ ...sample.staff[0], locations: ["nowhere"] }] }, { "if-match": etag });
    expect(references.json()).toMatchObject({ code: "validation_failed", errors: [{ field: "staff.0.locations.0", message: 'unknown location "nowhere"' }] });
    expect(await configSnapshot(server().store.db)).toEqual(before);
  });

  it.each([
    ["an array", [{ name: "x" }]],
    ["a string", "vendor"],
  ])("answers 422 for %s as the patch, which would replace the whole document", async (_name, patch) => {
    const res = await patchDocument(server(), SLUG, patch, { "if-match": etag });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: "validation_failed", errors: [{ field: "", code: "invalid_type" }] });
  });

  it("answers 4xx, never 500, to hostile values in a patch", async () => {
    const patches = [
      JSON.stringify({ name: "Bikes\u0000" }),
      JSON.stringify({ services: [{ key: "tune-up", name: "T", sort_order: 2 ** 31 }] }),
      '{"__proto__": {"name": 1}}',
      '{"theme": {"constructor": {"prototype": {"polluted": true}}}}',
      JSON.stringify({ theme: "dark" }),
      JSON.stringify({ locations: null }),
      "{not json",
    ];
    for (const patch of patches) {
      const res = await server().app.inject({
        method: "PATCH",
        url: `/api/v2/admin/vendors/${SLUG}/document`,
        payload: patch,
        headers: { ...ADMIN, "content-type": "application/merge-patch+json", "if-match": "*" },
      });
      expect(res.statusCode, `${patch} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it("refuses a list where an object belongs (422), keeping the theme and the ETag", async () => {
    // valibot alone takes [] as an empty object: this patch used to reset the vendor's theme.
    const before = await getDocument(server(), SLUG);
    for (const patch of [{ theme: [] }, { client_view: [] }, { locations: [{ ...sampleVendorDocument().locations[0], hours: [] }] }]) {
      const res = await patchDocument(server(), SLUG, patch, { "if-match": "*" });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ code: "invalid_type", message: "must be an object, not a list" });
    }
    const after = await getDocument(server(), SLUG);
    expect([after.json().theme, after.headers.etag]).toEqual([before.json().theme, before.headers.etag]);
  });

  it("answers 404 for an unknown vendor, creating nothing", async () => {
    for (const slug of ["no-such-vendor", "NOT%20A%20SLUG"]) {
      const res = await patchDocument(server(), slug, { name: "New" }, { "if-match": "*" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "vendor_not_found" });
    }
    expect(await server().store.db.selectFrom("vendors").select("id").where("slug", "=", "no-such-vendor").execute()).toEqual([]);
  });

  it("refuses a PUT with the merge-patch media type (415): PUT takes the whole document", async () => {
    const res = await server().app.inject({
      method: "PUT",
      url: `/api/v2/admin/vendors/${SLUG}/document`,
      payload: JSON.stringify({ name: "Only a name" }),
      headers: { ...ADMIN, "content-type": "application/merge-patch+json" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: "unsupported_media_type" });
    expect((await getDocument(server(), SLUG)).json()).toEqual(normalised(sampleVendorDocument()));
  });
});
