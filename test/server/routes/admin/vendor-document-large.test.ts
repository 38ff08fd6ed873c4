import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../../server/src/config.js";
import type { VendorDocumentInput } from "#contract";
import { getDocument, normalised, patchDocument, putDocument, NO_CHANGES, type WriteAnswer } from "../../../helpers/admin-document.js";
import { describeEachDialect, TEST_NOW } from "../../../helpers/test-server.js";

/** The example clinic with 1,000 locations (each with hours, time off, a translation and three services): about 1.1 MB. */
function thousandLocations(): VendorDocumentInput {
  const doc = JSON.parse(readFileSync("server/examples/riverbank-clinic.json", "utf8")) as VendorDocumentInput;
  const template = doc.locations[0];
  if (!template) throw new Error("the example has a location");
  doc.locations = Array.from({ length: 1000 }, (_, i) => ({
    ...template,
    key: `clinic-${i}`,
    external_id: `RB-${i}`,
    name: `Clinic ${i}`,
    address: `${i} Main Street`,
  }));
  for (const member of doc.staff ?? []) member.locations = ["clinic-0", "clinic-1"];
  return { ...doc, domains: [] };
}

const seconds = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, (performance.now() - start) / 1000];
};

/** Generous for a slow 2-core machine; a 1,000-location write takes well under a second there. */
const REASONABLE_SECONDS = 20;

describeEachDialect("a vendor document with 1,000 locations", (server) => {
  it("loads with PUT, reads back whole with GET, and goes back unchanged, each in reasonable time", async () => {
    const doc = thousandLocations();
    const body = JSON.stringify(doc);
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(body.length).toBeGreaterThan(loadConfig({}).bodyLimit);

    const [created, putTime] = await seconds(() => putDocument(server(), "big-clinic", doc));
    expect(created.statusCode, created.body.slice(0, 500)).toBe(201);
    expect((created.json() as WriteAnswer).data.attributes.locations).toHaveLength(1000);
    const [read, getTime] = await seconds(() => getDocument(server(), "big-clinic"));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(normalised(doc));
    const [again, roundTripTime] = await seconds(() => putDocument(server(), "big-clinic", read.json(), { "if-match": String(read.headers.etag) }));
    expect(again.statusCode).toBe(200);
    expect((again.json() as WriteAnswer).meta.changes).toEqual(NO_CHANGES);
    for (const time of [putTime, getTime, roundTripTime]) expect(time).toBeLessThan(REASONABLE_SECONDS);
  });

  it("takes a patch of one location as the whole list, and writes that one location's rows only", async () => {
    const read = await getDocument(server(), "big-clinic");
    const locations = (read.json() as { locations: { key: string; phone: string }[] }).locations;
    const edited = locations.map((l) => (l.key === "clinic-500" ? { ...l, phone: "+18025550500" } : l));
    server().clock.advance(60_000);
    const [patched, time] = await seconds(() => patchDocument(server(), "big-clinic", { locations: edited }, { "if-match": String(read.headers.etag) }));
    expect(patched.statusCode).toBe(200);
    expect((patched.json() as WriteAnswer).meta.changes.locations).toEqual({ added: [], changed: ["clinic-500"], removed: [] });
    expect(time).toBeLessThan(REASONABLE_SECONDS);
    const stamps = await server().store.db.selectFrom("locations").select(["key", "updated_at"]).where("updated_at", ">", TEST_NOW).execute();
    expect(stamps.map((s) => s.key)).toEqual(["clinic-500"]);
  });
});

describeEachDialect(
  "body limits",
  (server) => {
    it("holds the admin API to ADMIN_BODY_LIMIT (413 body_too_large) and the public API to BODY_LIMIT", async () => {
      const big = await putDocument(server(), "too-big", thousandLocations());
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ code: "body_too_large" });
      // Read and checked (the statement is too long for the schema), not refused for its size.
      const fits = await putDocument(server(), "fits", {
        name: "Fits",
        services: [],
        locations: [],
        page_settings: { pre_booking_statement: "x".repeat(150_000) },
      });
      expect(fits.json()).toMatchObject({ code: "validation_failed", errors: [{ field: "page_settings.pre_booking_statement" }] });
      const anonymous = await server().app.inject({
        method: "PUT",
        url: "/api/v2/admin/vendors/fits/document",
        payload: JSON.stringify(thousandLocations()),
        headers: { "content-type": "application/json" },
      });
      expect(anonymous.statusCode).toBe(401);
      const open = await server().call({
        method: "POST",
        url: "/api/v2/open/queue-appointments",
        payload: JSON.stringify({ padding: "x".repeat(150_000) }),
        headers: { "content-type": "application/json" },
      });
      expect(open.statusCode).toBe(413);
      expect(open.json()).toMatchObject({ code: "body_too_large" });
    });
  },
  { env: { ADMIN_BODY_LIMIT: "200000" } },
);

describe("ADMIN_BODY_LIMIT", () => {
  it("defaults to 8 MiB, while BODY_LIMIT stays 64 KiB", () => {
    expect(loadConfig({})).toMatchObject({ adminBodyLimit: 8_388_608, bodyLimit: 65_536 });
    expect(loadConfig({ ADMIN_BODY_LIMIT: "2000000" }).adminBodyLimit).toBe(2_000_000);
    expect(() => loadConfig({ ADMIN_BODY_LIMIT: "lots" })).toThrow(/ADMIN_BODY_LIMIT/);
  });
});
