/**
 * The locations file of the back office (`/api/v2/office/locations.csv`): exported, previewed,
 * imported, on both stores; what is refused and what is never written. No time is asserted: the
 * 1,000-branch case checks it goes through, bench/csv-import.ts measures how fast.
 */
import { describe, expect, it } from "vitest";
import { type CsvImportPreviewResponse, type CsvImportRefusal, LOCATION_CSV_COLUMNS } from "#contract";
import { createCsvVendor, csvRecords, csvText, exportCsv, importCsv, officeDocument, previewCsv } from "../../helpers/csv-vendor.js";
import { describeEachDialect, type TestServer } from "../../helpers/test-server.js";

const preview = (res: { json(): unknown }) => (res.json() as CsvImportPreviewResponse).data;

/** A branch row of the file, somewhere in New Zealand's North Island. */
function branchRow(i: number): Record<string, string> {
  return {
    key: `branch-${i}`,
    name: `Branch ${i}`,
    address: `${i} Main Road`,
    country: "NZ",
    time_zone: "Pacific/Auckland",
    latitude: String(-38 - (i % 40) / 40),
    longitude: String(175.5 + Math.floor(i / 40) / 25),
    services: "flat-tyre",
    monday: "09:00-17:00",
  };
}

async function activeRows(server: TestServer, slug: string) {
  const vendor = await server.store.db.selectFrom("vendors").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  return server.store.db.selectFrom("locations").select(["key", "active"]).where("vendor_id", "=", vendor.id).orderBy("key").execute();
}

describeEachDialect("the locations file", (get) => {
  let vendors = 0;
  const fresh = () => createCsvVendor(get(), `csv-locations-${++vendors}`);

  it("exports one row per location, as an attachment with the document's ETag", async () => {
    const { slug, admin } = await fresh();
    const res = await exportCsv(get(), admin, "locations");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${slug}-locations-2026-11-22.csv"`);
    expect(res.headers.etag).toBe((await officeDocument(get(), admin)).etag);
    expect(res.body.startsWith(`\ufeff${LOCATION_CSV_COLUMNS.join(",")}\r\n`)).toBe(true);
    const [quay, ponsonby, wharf] = csvRecords(res.body);
    expect(quay).toMatchObject({
      key: "quay",
      active: "yes",
      // Formula-looking cells get an apostrophe; plain numbers stay numbers.
      name: `'=HYPERLINK("https://evil.example")`,
      phone: "'+64 9 555 0100",
      latitude: "-36.8433",
      longitude: "174.7676",
      name_es: "Calle del Muelle",
      name_fr: "",
      private: "no",
      services: "tune-up:in_person;flat-tyre:in_person+phone",
      monday: "09:00-17:00",
      saturday: "10:00-14:00",
      sunday: "",
    });
    expect(ponsonby?.address).toBe('Unit 2, "The Yard"\n20 Ponsonby Road');
    expect(wharf).toMatchObject({ key: "wharf", name: "Wharf, North", services: "", friday: "08:30-12:00" });
  });

  it("previews no change for its own export, and writing it back changes nothing", async () => {
    const { admin } = await fresh();
    const exported = await exportCsv(get(), admin, "locations");
    const res = await previewCsv(get(), admin, "locations", exported.body);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(exported.headers.etag);
    expect(preview(res)).toMatchObject({
      list: "locations",
      etag: exported.headers.etag,
      rows: 3,
      added: [],
      changed: [],
      deactivated: [],
      unchanged: 3,
      errors: [],
    });
    const written = await importCsv(get(), admin, "locations", exported.body, String(exported.headers.etag));
    expect(written.statusCode).toBe(200);
    expect(written.headers.etag).toBe(exported.headers.etag);
    expect(written.json().meta.changes.locations).toEqual({ added: [], changed: [], removed: [] });
  });

  it("reads a file with a BOM, CRLF line ends and quoted cells holding commas, quotes and line breaks", async () => {
    const { admin } = await fresh();
    const file =
      "\ufeffkey,name,address,country,time_zone,latitude,longitude,monday\r\n" +
      'dock,"Dock, ""East""","5 Dock Road\r\nLevel 2",NZ,Pacific/Auckland,"-36,85",174.77,9am-5pm\r\n';
    const res = await previewCsv(get(), admin, "locations", file, "&absent=keep");
    expect(preview(res)).toMatchObject({ absent: "keep", rows: 1, added: [{ row: 2, key: "dock", reactivated: false }], deactivated: [], errors: [] });
    const written = await importCsv(get(), admin, "locations", file, preview(res).etag, "?absent=keep");
    expect(written.statusCode).toBe(200);
    const dock = (await officeDocument(get(), admin)).doc.locations.find((l) => l.key === "dock");
    expect(dock).toMatchObject({ name: 'Dock, "East"', address: "5 Dock Road\r\nLevel 2", coordinates: { lat: -36.85, lng: 174.77 } });
    expect(dock?.hours.monday).toEqual({ open: "09:00", close: "17:00" });
  });

  it("shows a changed row's fields with old and new values, writes nothing until applied, and keeps what the file has no column for", async () => {
    const { admin } = await fresh();
    const exported = await exportCsv(get(), admin, "locations");
    const records = csvRecords(exported.body);
    Object.assign(records[0] ?? {}, { name: "Quay Street", name_es: "", monday: "8-16" });
    const file = csvText(records);
    const res = await previewCsv(get(), admin, "locations", file);
    expect(preview(res).changed).toEqual([
      {
        row: 2,
        key: "quay",
        fields: [
          { column: "name", old: '=HYPERLINK("https://evil.example")', new: "Quay Street" },
          { column: "name_es", old: "Calle del Muelle", new: "" },
          { column: "monday", old: "09:00-17:00", new: "08:00-16:00" },
        ],
      },
    ]);
    expect(preview(res).unchanged).toBe(2);
    expect((await officeDocument(get(), admin)).etag).toBe(exported.headers.etag);

    const written = await importCsv(get(), admin, "locations", file, preview(res).etag);
    expect(written.statusCode).toBe(200);
    expect(written.json().meta.changes.locations).toEqual({ added: [], changed: ["quay"], removed: [] });
    const { doc } = await officeDocument(get(), admin);
    const quay = doc.locations.find((l) => l.key === "quay");
    expect(quay?.name).toBe("Quay Street");
    expect(quay?.hours.monday).toEqual({ open: "08:00", close: "16:00" });
    expect(quay?.translations).toEqual({ fr: { address: "1 rue du Quai" } });
    expect(doc.locations.find((l) => l.key === "wharf")?.time_off).toHaveLength(1);
  });

  it("deactivates a location absent from the file (or marked active: no), never deleting it, and brings it back", async () => {
    const { slug, admin } = await fresh();
    const exported = await exportCsv(get(), admin, "locations");
    const records = csvRecords(exported.body);
    const withoutWharf = csvText(records.filter((r) => r.key !== "wharf"));
    expect(preview(await previewCsv(get(), admin, "locations", withoutWharf)).deactivated).toEqual([{ row: null, key: "wharf" }]);
    expect(preview(await previewCsv(get(), admin, "locations", withoutWharf, "&absent=keep")).deactivated).toEqual([]);
    const markedOff = csvText(records.map((r) => (r.key === "wharf" ? { ...r, active: "no" } : r)));
    const res = await previewCsv(get(), admin, "locations", markedOff);
    expect(preview(res).deactivated).toEqual([{ row: 4, key: "wharf" }]);

    expect((await importCsv(get(), admin, "locations", markedOff, preview(res).etag)).statusCode).toBe(200);
    expect(await activeRows(get(), slug)).toEqual([
      { key: "ponsonby", active: 1 },
      { key: "quay", active: 1 },
      { key: "wharf", active: 0 },
    ]);
    const back = await previewCsv(get(), admin, "locations", exported.body);
    expect(preview(back).added).toEqual([{ row: 4, key: "wharf", reactivated: true }]);
  });

  it("refuses to deactivate a location staff members work at, on that location's row", async () => {
    const { admin } = await fresh();
    const records = csvRecords((await exportCsv(get(), admin, "locations")).body);
    const file = csvText(records.map((r) => (r.key === "ponsonby" ? { ...r, active: "no" } : r)));
    expect(preview(await previewCsv(get(), admin, "locations", file)).errors).toEqual([
      expect.objectContaining({ row: 3, column: "active", key: "ponsonby", code: "still_referenced", field: "staff.0.locations.1" }),
    ]);
  });

  it("refuses the whole file for a bad time zone or a bad number, naming row and column, and writes nothing", async () => {
    const { slug, admin } = await fresh();
    const exported = await exportCsv(get(), admin, "locations");
    const records = csvRecords(exported.body);
    Object.assign(records[0] ?? {}, { name: "Quay Street" });
    const file = csvText([
      ...records,
      { ...branchRow(1), key: "bad-zone", time_zone: "PST" },
      { ...branchRow(2), key: "bad-number", latitude: "forty" },
      branchRow(3),
    ]);
    const res = await previewCsv(get(), admin, "locations", file);
    const errors = preview(res).errors;
    expect(errors).toEqual([
      expect.objectContaining({ row: 5, column: "time_zone", key: "bad-zone", code: "invalid_value", field: "locations.3.timezone" }),
      expect.objectContaining({ row: 6, column: "latitude", key: "bad-number", code: "not_a_number" }),
    ]);
    expect(errors[0]?.message).toContain("PST");

    const written = await importCsv(get(), admin, "locations", file, preview(res).etag);
    expect(written.statusCode).toBe(422);
    expect(written.json()).toEqual({ code: "validation_failed", message: "2 errors in the file: nothing was imported", errors } satisfies CsvImportRefusal);
    expect((await officeDocument(get(), admin)).etag).toBe(exported.headers.etag);
    expect((await activeRows(get(), slug)).map((r) => r.key)).toEqual(["ponsonby", "quay", "wharf"]);
  });

  it("adds 1,000 branches from one file: previewed, then applied", async () => {
    const { slug, admin } = await fresh();
    const exported = await exportCsv(get(), admin, "locations");
    const file = csvText([...csvRecords(exported.body), ...Array.from({ length: 1000 }, (_, i) => branchRow(i))], [...LOCATION_CSV_COLUMNS]);
    const res = await previewCsv(get(), admin, "locations", file);
    expect(res.statusCode).toBe(200);
    expect(preview(res)).toMatchObject({ rows: 1003, unchanged: 3, changed: [], deactivated: [], errors: [] });
    expect(preview(res).added).toHaveLength(1000);
    const written = await importCsv(get(), admin, "locations", file, preview(res).etag);
    expect(written.statusCode).toBe(200);
    expect(written.json().meta.changes.locations.added).toHaveLength(1000);
    expect((await activeRows(get(), slug)).filter((r) => r.active === 1)).toHaveLength(1003);
    expect(preview(await previewCsv(get(), admin, "locations", (await exportCsv(get(), admin, "locations")).body)).unchanged).toBe(1003);
  });

  it("needs If-Match to write (428), and refuses the preview's ETag once the document changed (412)", async () => {
    const { admin } = await fresh();
    const exported = await exportCsv(get(), admin, "locations");
    const file = csvText(csvRecords(exported.body).map((r) => ({ ...r, phone: "+64 9 555 0199" })));
    const etag = preview(await previewCsv(get(), admin, "locations", file)).etag;
    expect((await importCsv(get(), admin, "locations", file, undefined)).json()).toMatchObject({ code: "precondition_required" });
    const patched = await get().app.inject({
      method: "PATCH",
      url: "/api/v2/office/document",
      headers: { ...admin.headers, "content-type": "application/merge-patch+json", "if-match": etag },
      payload: { name: "Renamed meanwhile" },
    });
    expect(patched.statusCode).toBe(200);
    const stale = await importCsv(get(), admin, "locations", file, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: "precondition_failed" });
    const { doc } = await officeDocument(get(), admin);
    expect(doc.name).toBe("Renamed meanwhile");
    expect(doc.locations.map((l) => l.phone)).toEqual(["+64 9 555 0100", "", ""]);
  });

  it("is for the vendor's admins: 401 without a session, 403 for a staff member and for a write without the CSRF token", async () => {
    const { admin, staff } = await fresh();
    const file = (await exportCsv(get(), admin, "locations")).body;
    const inject = (method: "GET" | "POST", headers: Record<string, string>) =>
      get().app.inject({
        method,
        url: "/api/v2/office/locations.csv?preview=1",
        headers: { ...headers, "content-type": "text/csv" },
        payload: method === "POST" ? file : undefined,
      });
    expect((await inject("GET", {})).statusCode).toBe(401);
    expect((await inject("POST", {})).statusCode).toBe(401);
    expect((await inject("GET", { cookie: staff.cookie })).json()).toMatchObject({ code: "forbidden" });
    expect((await inject("POST", staff.headers)).json()).toMatchObject({ code: "forbidden" });
    expect((await inject("POST", { cookie: admin.cookie })).json()).toMatchObject({ code: "csrf_missing" });
  });

  describe("files it cannot take", () => {
    const refused = async (file: string | Buffer, query = "") => {
      const { admin } = await fresh();
      const res = await previewCsv(get(), admin, "locations", file, query);
      return res.statusCode === 200 ? preview(res).errors : (res.json() as CsvImportRefusal).errors;
    };
    const head = "key,name,address,country,time_zone,latitude,longitude,monday\r\n";
    const row = "dock,Dock,5 Dock Road,NZ,Pacific/Auckland,-36.85,174.77";

    it("names unknown and repeated columns, and a missing key column, on the header row", async () => {
      expect(await refused("key,nmae,name,name\r\nquay,x,y,z\r\n")).toEqual([
        expect.objectContaining({ row: 1, column: "nmae", code: "unknown_column" }),
        expect.objectContaining({ row: 1, column: "name", code: "duplicate_column" }),
      ]);
      expect(await refused("name\r\nQuay\r\n")).toEqual([expect.objectContaining({ row: 1, column: "key", code: "missing_column" })]);
    });

    it("names split hours, repeated keys, wrong cell counts and unknown meeting methods on their rows", async () => {
      const file = `${head}${row},09:00-12:00;13:00-17:00\r\n${row},09:00-17:00\r\nshort,Short\r\n`;
      expect(await refused(file, "&absent=keep")).toEqual([
        expect.objectContaining({ row: 2, column: "monday", key: "dock", code: "split_hours" }),
        expect.objectContaining({ row: 3, column: "key", key: "dock", code: "duplicate_key" }),
        expect.objectContaining({ row: 4, column: null, key: "short", code: "cell_count" }),
      ]);
      expect(await refused("key,services\r\nquay,tune-up:in_person+fax\r\n", "&absent=keep")).toEqual([
        expect.objectContaining({ row: 2, column: "services", code: "unknown_meeting_method" }),
      ]);
    });

    it("answers 422 for a file that is not UTF-8 or not readable CSV", async () => {
      expect(await refused(Buffer.from(`${head}dock,Caf\xe9,5 Dock Road,NZ,Pacific/Auckland,-36.85,174.77,\r\n`, "latin1"))).toEqual([
        expect.objectContaining({ row: null, code: "not_utf8" }),
      ]);
      expect(await refused(`${head}${row},09:00-17:00\r\nbad,"Bad\r\n`)).toEqual([expect.objectContaining({ row: 3, code: "malformed" })]);
    });

    it("answers odd queries, bodies and media types with a 4xx JSON error", async () => {
      const { admin } = await fresh();
      const post = (query: string, payload: string | Buffer, type = "text/csv") =>
        get().app.inject({ method: "POST", url: `/api/v2/office/locations.csv${query}`, headers: { ...admin.headers, "content-type": type }, payload });
      const answers = [
        await post("?preview=maybe", "key\r\nquay\r\n"),
        await post("?preview=1&preview=1", "key\r\nquay\r\n"),
        await post("?preview=1&absent=drop", "key\r\nquay\r\n"),
        await post("?preview=1", '{"key": "quay"}', "application/json"),
        await post("?preview=1", Buffer.from([0, 159, 146, 150, 255, 0, 10, 34])),
        await post("?preview=1", ""),
        await post("?preview=1&absent=keep", `key\r\n${"\u0000".repeat(10)}\r\n`),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([422, 422, 422, 415, 422, 422, 200]);
      for (const res of answers)
        expect(res.json()).toEqual(expect.objectContaining(res.statusCode === 200 ? { data: expect.any(Object) } : { code: expect.any(String) }));
      expect(answers[6]?.json().data.errors).toContainEqual(expect.objectContaining({ row: 2, column: "key", code: "invalid_value" }));
    });

    it("takes a semicolon-separated file, as spreadsheets of comma-decimal countries write it", async () => {
      const { admin } = await fresh();
      const file = "key;name;address;country;time_zone;latitude;longitude\r\ndock;Dock;5 Dock Road;NZ;Pacific/Auckland;-36,85;174,77\r\n";
      const res = await previewCsv(get(), admin, "locations", file, "&absent=keep");
      expect(preview(res)).toMatchObject({ added: [{ key: "dock" }], errors: [] });
    });
  });
});
