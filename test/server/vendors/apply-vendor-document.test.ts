import type { Kysely } from "kysely";
import * as v from "valibot";
import { expect, it } from "vitest";
import type { Database } from "../../../server/src/db/schema.js";
import { applyVendorDocument } from "../../../server/src/vendors/apply-vendor-document.js";
import { sanitizeStatement } from "../../../server/src/vendors/sanitize-statement.js";
import { VendorDocumentConflict } from "../../../server/src/vendors/vendor-document-conflicts.js";
import { findVendorBySlug } from "../../../server/src/vendors/vendor-repository.js";
import { VendorDocumentSchema, type VendorDocumentInput } from "#contract";
import { configSnapshot } from "../../helpers/config-snapshot.js";
import { sampleVendorDocument } from "../../helpers/sample-vendor-document.js";
import { describeEachDialect, TEST_NOW } from "../../helpers/test-server.js";

const NOW = new Date(TEST_NOW);
const LATER = new Date(NOW.getTime() + 86_400_000);

async function keyIds(db: Kysely<Database>, table: "services" | "locations" | "questions" | "staff_users" | "cx_snippets", vendorId: number) {
  const rows = await db.selectFrom(table).select(["id", "key"]).where("vendor_id", "=", vendorId).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.id]));
}

const apply = (db: Kysely<Database>, slug: string, input: VendorDocumentInput, now = NOW) =>
  applyVendorDocument(db, slug, v.parse(VendorDocumentSchema, input), now);

describeEachDialect("applyVendorDocument", (server) => {
  it("creates a vendor with all its parts, then replaces it in place: same document, same rows and ids", async () => {
    const { db } = server().store;
    const doc = { ...sampleVendorDocument(), domains: ["bikes.example.com"] };
    const first = await apply(db, "bikes", doc);
    expect(first.created).toBe(true);
    const vendorId = first.vendorId;
    expect(Object.keys(await keyIds(db, "services", vendorId))).toEqual(expect.arrayContaining(["tune-up", "flat-tyre"]));
    expect(await db.selectFrom("vendor_domains").selectAll().where("vendor_id", "=", vendorId).execute()).toEqual([
      { domain: "bikes.example.com", vendor_id: vendorId },
    ]);

    const before = await configSnapshot(db);
    const again = await apply(db, "bikes", doc);
    expect(again).toEqual({ vendorId, created: false });
    const after = await configSnapshot(db);
    expect(after).toEqual(before);
  });

  it("stores the offers, question links, staff capabilities and translations of the document", async () => {
    const { db } = server().store;
    const { vendorId } = await apply(db, "bikes-detail", sampleVendorDocument());
    const services = await keyIds(db, "services", vendorId);
    const locations = await keyIds(db, "locations", vendorId);
    const staff = await keyIds(db, "staff_users", vendorId);
    const offers = await db
      .selectFrom("location_services")
      .select(["location_id", "service_id", "meeting_method"])
      .where("location_id", "in", Object.values(locations))
      .orderBy("location_id")
      .orderBy("service_id")
      .orderBy("meeting_method")
      .execute();
    expect(offers).toEqual(
      expect.arrayContaining([
        { location_id: locations.quay, service_id: services["tune-up"], meeting_method: 1 },
        { location_id: locations.quay, service_id: services["flat-tyre"], meeting_method: 2 },
        { location_id: locations.ponsonby, service_id: services["flat-tyre"], meeting_method: 1 },
      ]),
    );
    expect(offers).toHaveLength(4);
    // Sam serves only the tune-up; Mere, with no list, serves every service.
    const capabilities = await db
      .selectFrom("staff_capabilities")
      .select(["staff_id", "service_id", "meeting_method"])
      .where("staff_id", "in", Object.values(staff))
      .execute();
    expect(capabilities.filter((c) => c.staff_id === staff.sam)).toEqual([{ staff_id: staff.sam, service_id: services["tune-up"], meeting_method: 1 }]);
    expect(capabilities.filter((c) => c.staff_id === staff.mere)).toHaveLength(4);
    const spanish = await db
      .selectFrom("translations")
      .select(["entity", "field", "content"])
      .where("locale", "=", "es")
      .where("entity_id", "in", [services["tune-up"] ?? 0])
      .where("entity", "=", "service")
      .execute();
    expect(spanish).toEqual([{ entity: "service", field: "name", content: "Puesta a punto" }]);
  });

  it("deactivates what the document no longer lists, and reactivates it with the same id", async () => {
    const { db } = server().store;
    const doc = sampleVendorDocument();
    const { vendorId } = await apply(db, "bikes-shrinking", doc);
    const ids = await keyIds(db, "locations", vendorId);
    const staffIds = await keyIds(db, "staff_users", vendorId);

    const [quay] = doc.locations;
    await apply(db, "bikes-shrinking", {
      ...doc,
      locations: [{ ...quay, services: [{ service: "tune-up", meeting_methods: [1] }] }],
      services: [doc.services[0]],
      questions: [],
      staff: [{ key: "sam", full_name: "Sam Liu", role_level: 20, locations: ["quay"], meeting_methods: [1] }],
      cx_snippets: [],
    });
    const active = async (table: "services" | "locations" | "questions" | "staff_users") =>
      Object.fromEntries((await db.selectFrom(table).select(["key", "active"]).where("vendor_id", "=", vendorId).execute()).map((r) => [r.key, r.active]));
    expect(await active("locations")).toEqual({ quay: 1, ponsonby: 0 });
    expect(await active("services")).toEqual({ "tune-up": 1, "flat-tyre": 0 });
    expect(await active("questions")).toEqual({ "bike-type": 0 });
    expect(await active("staff_users")).toEqual({ sam: 1, mere: 0 });
    expect(await keyIds(db, "cx_snippets", vendorId)).toEqual({});

    await apply(db, "bikes-shrinking", doc);
    expect(await keyIds(db, "locations", vendorId)).toEqual(ids);
    expect(await keyIds(db, "staff_users", vendorId)).toEqual(staffIds);
    expect(await active("locations")).toEqual({ quay: 1, ponsonby: 1 });
    expect(await active("staff_users")).toEqual({ sam: 1, mere: 1 });
  });

  it("keeps staff presence across a re-apply; new assignments start from the document", async () => {
    const { db } = server().store;
    const doc = sampleVendorDocument();
    const { vendorId } = await apply(db, "bikes-presence", doc);
    const staff = await keyIds(db, "staff_users", vendorId);
    const locations = await keyIds(db, "locations", vendorId);
    await db
      .updateTable("staff_locations")
      .set({ on_duty: 0 })
      .where("staff_id", "=", staff.mere ?? 0)
      .where("location_id", "=", locations.quay ?? 0)
      .execute();

    const staffList = doc.staff ?? [];
    await apply(db, "bikes-presence", {
      ...doc,
      staff: staffList.map((s) => (s.key === "sam" ? { ...s, locations: ["quay", "ponsonby"], on_duty: false } : s)),
    });
    const presence = await db
      .selectFrom("staff_locations")
      .select(["staff_id", "location_id", "on_duty"])
      .where("staff_id", "in", Object.values(staff))
      .execute();
    const onDuty = (who: string, where: string) => presence.find((p) => p.staff_id === staff[who] && p.location_id === locations[where])?.on_duty;
    expect(onDuty("mere", "quay")).toBe(0);
    expect(onDuty("mere", "ponsonby")).toBe(1);
    expect(onDuty("sam", "quay")).toBe(1);
    expect(onDuty("sam", "ponsonby")).toBe(0);
  });

  it("keeps when a location and a snippet were created, and stamps only what changed with updated_at", async () => {
    const { db } = server().store;
    const { vendorId } = await apply(db, "bikes-stamps", sampleVendorDocument(), NOW);
    const snippetIds = await keyIds(db, "cx_snippets", vendorId);
    const doc = sampleVendorDocument();
    await apply(db, "bikes-stamps", { ...doc, name: "Harbour Bikes", locations: [doc.locations[0], { ...doc.locations[1], phone: "+6495550100" }] }, LATER);
    const stamps = await db.selectFrom("locations").select(["key", "created_at", "updated_at"]).where("vendor_id", "=", vendorId).orderBy("key").execute();
    expect(stamps).toEqual([
      { key: "ponsonby", created_at: NOW.toISOString(), updated_at: LATER.toISOString() },
      { key: "quay", created_at: NOW.toISOString(), updated_at: NOW.toISOString() },
    ]);
    const vendor = await db.selectFrom("vendors").select(["name", "created_at", "updated_at"]).where("id", "=", vendorId).executeTakeFirstOrThrow();
    expect(vendor).toEqual({ name: "Harbour Bikes", created_at: NOW.toISOString(), updated_at: LATER.toISOString() });
    expect(await keyIds(db, "cx_snippets", vendorId)).toEqual(snippetIds);
  });

  it("sanitises the pre-booking statement before storing it", async () => {
    const { db } = server().store;
    await apply(db, "bikes-statement", {
      ...sampleVendorDocument(),
      page_settings: {
        pre_booking_statement:
          '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://bikes.example.com/terms">terms</a></p>' +
          "<script>alert(1)</script><img src=x onerror=alert(1)><iframe src=https://evil.example></iframe>",
      },
    });
    const vendor = await findVendorBySlug(db, "bikes-statement");
    expect(vendor?.settings.page_settings.pre_booking_statement).toBe(
      '<p>Read <a rel="noopener noreferrer" target="_blank">this</a> and ' +
        '<a href="https://bikes.example.com/terms" rel="noopener noreferrer" target="_blank">terms</a></p>',
    );
  });

  it("refuses to take a domain another vendor holds, changing nothing", async () => {
    const { db } = server().store;
    await apply(db, "bikes-owner", { ...sampleVendorDocument(), domains: ["shared.example.com"] });
    const before = await configSnapshot(db);
    const attempt = apply(db, "bikes-thief", { ...sampleVendorDocument(), domains: ["own.example.com", "shared.example.com"] });
    await expect(attempt).rejects.toBeInstanceOf(VendorDocumentConflict);
    await expect(attempt).rejects.toMatchObject({
      errors: [{ field: "domains.1", code: "invalid_value", message: 'already used by vendor "bikes-owner"' }],
    });
    expect(await configSnapshot(db)).toEqual(before);
  });

  it("lets two concurrent first applies of one vendor end with one vendor and no duplicate rows", async () => {
    const { db } = server().store;
    const results = await Promise.all([apply(db, "bikes-race", sampleVendorDocument()), apply(db, "bikes-race", sampleVendorDocument())]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(results[0]?.vendorId).toBe(results[1]?.vendorId);
    const vendorId = results[0]?.vendorId ?? 0;
    const services = await db.selectFrom("services").select("key").where("vendor_id", "=", vendorId).execute();
    expect(services).toHaveLength(2);
  });
});

it("sanitizeStatement keeps formatting and safe links only", () => {
  expect(sanitizeStatement('<b>Bold</b> <em>it</em><br><a href="mailto:a@b.c" onmouseover="x()">mail</a>')).toBe(
    '<b>Bold</b> <em>it</em><br /><a href="mailto:a@b.c" rel="noopener noreferrer" target="_blank">mail</a>',
  );
  expect(sanitizeStatement('<a href="JaVaScRiPt:alert(1)">x</a><a href="java&#x09;script:alert(1)">y</a>')).toBe(
    '<a rel="noopener noreferrer" target="_blank">x</a><a rel="noopener noreferrer" target="_blank">y</a>',
  );
  expect(sanitizeStatement("<style>p{}</style><svg onload=alert(1)></svg>plain")).toBe("plain");
});
