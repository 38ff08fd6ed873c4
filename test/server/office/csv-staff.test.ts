/** The staff file of the back office (`/api/v2/office/staff.csv`), on both stores. */
import { expect, it } from "vitest";
import { type CsvImportPreviewResponse, STAFF_CSV_COLUMNS } from "#contract";
import { createCsvVendor, csvRecords, csvText, exportCsv, importCsv, officeDocument, previewCsv } from "../../helpers/csv-vendor.js";
import { describeEachDialect } from "../../helpers/test-server.js";

const preview = (res: { json(): unknown }) => (res.json() as CsvImportPreviewResponse).data;

describeEachDialect("the staff file", (get) => {
  let vendors = 0;
  const fresh = () => createCsvVendor(get(), `csv-staff-${++vendors}`);

  it("exports roles as words and lists joined by ;, and its own export previews no change", async () => {
    const { slug, admin } = await fresh();
    const res = await exportCsv(get(), admin, "staff");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${slug}-staff-2026-11-22.csv"`);
    expect(res.body.startsWith(`\ufeff${STAFF_CSV_COLUMNS.join(",")}\r\n`)).toBe(true);
    expect(csvRecords(res.body)).toEqual([
      {
        key: "mere",
        active: "yes",
        full_name: "Mere Tane",
        email: "mere@csvco.example",
        role: "staff",
        locations: "quay;ponsonby",
        services: "",
        meeting_methods: "in_person;phone",
        languages: "",
      },
      {
        key: "sam",
        active: "yes",
        full_name: "Sam Liu",
        email: "",
        role: "manager",
        locations: "quay",
        services: "tune-up",
        meeting_methods: "in_person",
        languages: "",
      },
      {
        key: "ada",
        active: "yes",
        full_name: "Ada Park",
        email: "ada@csvco.example",
        role: "admin",
        locations: "quay",
        services: "",
        meeting_methods: "in_person;phone;video",
        languages: "en;ko",
      },
    ]);
    expect(preview(await previewCsv(get(), admin, "staff", res.body))).toMatchObject({ added: [], changed: [], deactivated: [], unchanged: 3, errors: [] });
  });

  it("adds, changes and deactivates staff members; roles by word or level, lists in any order", async () => {
    const { slug, admin } = await fresh();
    const records = csvRecords((await exportCsv(get(), admin, "staff")).body).map((r) => {
      if (r.key === "mere") return { ...r, locations: "ponsonby; quay", languages: "mi;en" };
      if (r.key === "sam") return { ...r, role: "20", active: "no" };
      return r;
    });
    const kai = { key: "kai", full_name: "Kai Ngata", email: "kai@csvco.example", role: "Staff Advanced", locations: "ponsonby", meeting_methods: "" };
    const file = csvText([...records, kai], [...STAFF_CSV_COLUMNS]);
    const res = await previewCsv(get(), admin, "staff", file);
    expect(preview(res)).toMatchObject({
      added: [{ row: 5, key: "kai", reactivated: false }],
      changed: [{ row: 2, key: "mere", fields: [{ column: "languages", old: "", new: "mi;en" }] }],
      deactivated: [{ row: 3, key: "sam" }],
      unchanged: 1,
      errors: [],
    });
    expect((await importCsv(get(), admin, "staff", file, preview(res).etag)).statusCode).toBe(200);
    const { doc } = await officeDocument(get(), admin);
    expect(doc.staff.map((s) => s.key)).toEqual(["mere", "ada", "kai"]);
    // A new member's empty meeting methods are every way the vendor meets clients.
    expect(doc.staff[2]).toMatchObject({ role_level: 15, locations: ["ponsonby"], meeting_methods: [1, 2, 3], email: "kai@csvco.example" });
    expect(doc.staff[0]?.locations).toEqual(["quay", "ponsonby"]);
    const vendor = await get().store.db.selectFrom("vendors").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
    const sam = await get()
      .store.db.selectFrom("staff_users")
      .select("active")
      .where("vendor_id", "=", vendor.id)
      .where("key", "=", "sam")
      .executeTakeFirstOrThrow();
    expect(sam.active).toBe(0);
  });

  it("names unknown roles, meeting methods and locations on their rows", async () => {
    const { admin } = await fresh();
    const file = "key,full_name,role,locations,meeting_methods\r\nkai,Kai,chief,quay,\r\nlee,Lee,staff,quay,fax\r\nmo,Mo,staff,nowhere,\r\n";
    expect(preview(await previewCsv(get(), admin, "staff", file, "&absent=keep")).errors).toEqual([
      expect.objectContaining({ row: 2, column: "role", key: "kai", code: "unknown_role" }),
      expect.objectContaining({ row: 3, column: "meeting_methods", key: "lee", code: "unknown_meeting_method" }),
      expect.objectContaining({ row: 4, column: "locations", key: "mo", code: "invalid_value", message: 'unknown location "nowhere"' }),
    ]);
  });

  it("does not let an admin deactivate themselves or take their own admin role away", async () => {
    const { admin } = await fresh();
    const records = csvRecords((await exportCsv(get(), admin, "staff")).body);
    const withoutMe = csvText(records.filter((r) => r.key !== "ada"));
    expect(preview(await previewCsv(get(), admin, "staff", withoutMe)).errors).toEqual([
      expect.objectContaining({ row: null, column: "key", key: "ada", code: "own_account" }),
    ]);
    const demoted = csvText(records.map((r) => (r.key === "ada" ? { ...r, role: "manager" } : r)));
    expect(preview(await previewCsv(get(), admin, "staff", demoted)).errors).toEqual([
      expect.objectContaining({ row: 4, column: "role", key: "ada", code: "own_account" }),
    ]);
  });
});
