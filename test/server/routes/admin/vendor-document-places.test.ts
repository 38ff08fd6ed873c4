/**
 * Where and when a location is, checked when the document is saved: a time zone the server can
 * compute with, under its canonical name (`PST`, `US/Pacific`, `UTC` refused, naming the zone to
 * write), and coordinates inside the location's country (swapped ones recognised). Setups that
 * would silently do nothing are saved and listed in `meta.warnings`. And a stored row the server
 * cannot show (written before these checks, or behind the server's back) takes only itself out of
 * the location list, not the whole list.
 */
import { expect, it } from "vitest";
import { sampleVendorDocument } from "../../../helpers/sample-vendor-document.js";
import { ADMIN_TOKEN, describeEachDialect, type TestServer } from "../../../helpers/test-server.js";

type Doc = ReturnType<typeof sampleVendorDocument>;

const put = (server: TestServer, slug: string, doc: unknown) =>
  server.app.inject({
    method: "PUT",
    url: `/api/v2/admin/vendors/${slug}/document`,
    payload: doc as object,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });

/** The sample vendor moved to Vancouver: its first location in Canada. */
function vancouver(): Doc {
  const doc = sampleVendorDocument();
  const [first, ...rest] = doc.locations;
  if (!first) throw new Error("the sample has locations");
  return { ...doc, locations: [{ ...first, country: "CA", coordinates: { lat: 49.2827, lng: -123.1207 }, timezone: "America/Vancouver" }, ...rest] };
}

function withFirstLocation(doc: Doc, change: Partial<Doc["locations"][number]>): Doc {
  const [first, ...rest] = doc.locations;
  if (!first) throw new Error("the sample has locations");
  return { ...doc, locations: [{ ...first, ...change }, ...rest] };
}

describeEachDialect("vendor document: time zones, coordinates and warnings", (server) => {
  const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: { field: string; message: string }[] }).errors;

  it("accepts canonical zones in the right country", async () => {
    const res = await put(server(), "van-ok", vancouver());
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ["PST", "America/Los_Angeles"],
    ["US/Pacific", "America/Los_Angeles"],
    ["Canada/Pacific", "America/Vancouver"],
    ["UTC", "Etc/UTC"],
    ["Moon/Base", "America/New_York"],
  ])("refuses the time zone %s, naming %s, and stores nothing", async (zone, named) => {
    const res = await put(server(), "van-zone", withFirstLocation(vancouver(), { timezone: zone }));
    expect(res.statusCode, res.body).toBe(422);
    const errors = errorsOf(res);
    expect(errors.map((e) => e.field)).toEqual(["locations.0.timezone"]);
    expect(errors[0]?.message).toContain(named);
    expect(
      (await server().app.inject({ method: "GET", url: "/api/v2/admin/vendors/van-zone", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).statusCode,
    ).toBe(404);
  });

  it("refuses swapped coordinates and coordinates in another country, saying which", async () => {
    const swapped = await put(server(), "van-swap", withFirstLocation(vancouver(), { coordinates: { lat: -123.1207 + 180 - 180, lng: 49.2827 } as never }));
    // (-123 is no latitude: the schema refuses it before any country is looked at.)
    expect(swapped.statusCode).toBe(422);
    const inland = await put(server(), "van-swap", withFirstLocation(vancouver(), { coordinates: { lat: -79.3832 + 120, lng: 43.6532 } }));
    expect(inland.statusCode).toBe(422);
    expect(errorsOf(inland)).toEqual([{ field: "locations.0.coordinates", code: "invalid_value", message: expect.stringContaining("not in CA") }]);
    const seattle = await put(server(), "van-swap", withFirstLocation(vancouver(), { coordinates: { lat: 47.6062, lng: -122.3321 } }));
    expect(seattle.statusCode).toBe(422);
    expect(errorsOf(seattle)[0]?.message).toContain("in US, not in CA");
    // Swapped, and both still plausible numbers: Windsor, Ontario as (lng, lat) would be (-83.0, 42.3).
    const windsor = await put(server(), "van-swap", withFirstLocation(vancouver(), { coordinates: { lat: 42.3149, lng: -83.0364 } }));
    expect(windsor.statusCode, windsor.body).toBe(201);
  });

  it("saves setups that do nothing, and lists each in meta.warnings", async () => {
    const base = vancouver();
    const [first, ...rest] = base.locations;
    if (!first) throw new Error("the sample has locations");
    const doc: Doc = {
      ...base,
      walkin_questions: false,
      questions: [{ key: "why", type: "text", label: "Why?" }],
      services: [...base.services, { key: "lonely", name: "Nobody's service", duration_minutes: 10 }],
      locations: [
        { ...first, timezone: "America/Los_Angeles", hours: {}, services: [...first.services, { service: "lonely", meeting_methods: [3] }] },
        ...rest,
      ],
    } as unknown as Doc;
    const res = await put(server(), "van-warn", doc);
    expect(res.statusCode, res.body).toBe(201);
    const warnings = (res.json() as { meta: { warnings: { field: string; code: string; message: string }[] } }).meta.warnings;
    const codes = warnings.map((w) => `${w.code} ${w.field}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        "questions_switched_off questions",
        `service_unserved services.${base.services.length}`,
        `offer_unserved locations.0.services.${first.services.length}`,
        "location_never_open locations.0.hours",
        "time_zone_outside_country locations.0.timezone",
      ]),
    );
    expect(warnings.find((w) => w.code === "time_zone_outside_country")?.message).toContain("America/Vancouver");
    // A tidy document warns of nothing.
    const tidy = await put(server(), "van-ok", { ...vancouver(), walkin_questions: true });
    expect((tidy.json() as { meta: { warnings: unknown[] } }).meta.warnings).toEqual([]);
  });

  it("leaves out of the location list a stored row it cannot show, and serves the rest", async () => {
    const { db } = server().store;
    const vendor = await db.selectFrom("vendors").select("id").where("slug", "=", "demo").executeTakeFirstOrThrow();
    const before = await server().call({ method: "GET", url: "/api/v2/open/locations" });
    expect(before.statusCode).toBe(200);
    const listed = (before.json() as { data: { id: number }[] }).data;
    const broken = listed[0]?.id;
    if (broken === undefined) throw new Error("the demo lists locations");
    // Written behind the server's back, as an old version or a hand-edited row could have.
    await db.updateTable("locations").set({ timezone: "PST" }).where("id", "=", broken).where("vendor_id", "=", vendor.id).execute();
    const after = await server().call({ method: "GET", url: "/api/v2/open/locations" });
    expect(after.statusCode, after.body).toBe(200);
    expect((after.json() as { data: { id: number }[] }).data.map((l) => l.id)).toEqual(listed.map((l) => l.id).filter((id) => id !== broken));
    const one = await server().call({ method: "GET", url: `/api/v2/open/locations/${broken}` });
    expect(one.statusCode).toBe(404);
    expect(one.json()).toMatchObject({ code: "location_not_found" });
    await db.updateTable("locations").set({ timezone: "America/New_York" }).where("id", "=", broken).execute();
  });
});
