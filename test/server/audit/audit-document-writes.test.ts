/**
 * Every write of a vendor document is in the audit log with who and what, on both databases: the
 * office's PATCH (the signed-in admin), the operator's PUT and PATCH (ADMIN_TOKEN), a CSV import
 * applied; a staff member taken out of the document and brought back; the same document again
 * leaves nothing. Secrets never appear.
 */
import { describe, expect, it } from "vitest";
import type { DocumentChangeDetail } from "#contract";
import { ADMIN, getDocument, patchDocument, putDocument } from "../../helpers/admin-document.js";
import { createCsvVendor, csvRecords, csvVendorDocument, exportCsv, csvText, importCsv, officeDocument } from "../../helpers/csv-vendor.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { storedEntries } from "./audit-calls.js";

const changesOf = (detail: Record<string, unknown>) => (detail as unknown as DocumentChangeDetail).changes;

describeEachDialect("audit log of document writes", (server) => {
  it("records the vendor's creation by the operator's PUT", async () => {
    await createCsvVendor(server(), "docco");
    const [created] = await storedEntries(server(), "docco", "vendor.create");
    expect(created).toMatchObject({ actor_kind: "operator", staff_id: null, target: "docco", address: "127.0.0.1" });
    expect(created?.detail).toMatchObject({ source: "admin", name: "CSV Bike Co", locations: 3, staff: 3 });
  });

  it("records the office's PATCH as the signed-in admin, with the changed paths", async () => {
    const { admin } = await createCsvVendor(server(), "officeco");
    const { doc, etag } = await officeDocument(server(), admin);
    const locations = doc.locations.map((l) => (l.key === "ponsonby" ? { ...l, name: "Ponsonby Central" } : l)).reverse();
    const res = await server().app.inject({
      method: "PATCH",
      url: "/api/v2/office/document",
      headers: { ...admin.headers, "content-type": "application/merge-patch+json", "if-match": etag },
      payload: JSON.stringify({ locations, google_recaptcha_secret: "very-secret-value", theme: { primary: "#123456" } }),
    });
    expect(res.statusCode).toBe(200);
    const entries = await storedEntries(server(), "officeco", "document.change");
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    const ada = await server()
      .store.db.selectFrom("staff_users")
      .select("id")
      .where("key", "=", "ada")
      .where("email", "=", "ada@csvco.example")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_kind: "staff", staff_id: ada.id, actor_name: "Ada Park", target: "document" });
    expect(entry?.detail).toMatchObject({ source: "office", more: 0 });
    // Moving the locations is no change; only the secret (masked), the colour and the renamed one are, in the document's order.
    expect(changesOf(entry?.detail ?? {})).toEqual([
      { path: "google_recaptcha_secret", before: null, after: "••••" },
      { path: "theme.primary", before: "#1a73e8", after: "#123456" },
      { path: "locations[key=ponsonby].name", before: "Ponsonby", after: "Ponsonby Central" },
    ]);
    expect(JSON.stringify(entries)).not.toContain("very-secret-value");
  });

  it("records the operator's PUT and PATCH, staff taken out and brought back, and nothing for the same document again", async () => {
    await createCsvVendor(server(), "opco");
    const base = csvVendorDocument();
    const withoutMere = { ...base, staff: (base.staff ?? []).filter((s) => s.key !== "mere") };
    expect((await putDocument(server(), "opco", withoutMere)).statusCode).toBe(200);
    expect((await putDocument(server(), "opco", withoutMere)).statusCode).toBe(200);
    const etag = String((await getDocument(server(), "opco")).headers.etag);
    const patched = await patchDocument(server(), "opco", { staff: base.staff, name: "CSV Bikes" }, { "if-match": etag });
    expect(patched.statusCode).toBe(200);
    const entries = (await storedEntries(server(), "opco")).filter((e) => e.action !== "sign_in" && e.action !== "vendor.create");
    expect(entries.map((e) => [e.action, e.target, e.actor_kind])).toEqual([
      ["document.change", "document", "operator"],
      ["staff.deactivate", "mere", "operator"],
      ["document.change", "document", "operator"],
      ["staff.activate", "mere", "operator"],
    ]);
    expect(changesOf(entries[0]?.detail ?? {})).toEqual([
      { path: "staff[key=mere]", before: expect.objectContaining({ key: "mere", full_name: "Mere Tane" }), after: null },
    ]);
    expect(entries[1]?.detail).toMatchObject({ source: "admin", full_name: "Mere Tane" });
    expect(changesOf(entries[2]?.detail ?? {}).map((c) => c.path)).toEqual(["name", "staff[key=mere]"]);
  });

  it("records a CSV import applied, as the admin, naming the file", async () => {
    const { admin } = await createCsvVendor(server(), "csvaudit");
    const file = await exportCsv(server(), admin, "locations");
    const records = csvRecords(file.body).map((r) => (r.key === "wharf" ? { ...r, name: "Wharf, South" } : r));
    const res = await importCsv(server(), admin, "locations", csvText(records), String(file.headers.etag));
    expect(res.statusCode).toBe(200);
    const [entry] = await storedEntries(server(), "csvaudit", "document.change");
    expect(entry).toMatchObject({ actor_kind: "staff", actor_name: "Ada Park" });
    expect(entry?.detail).toMatchObject({ source: "csv", csv: "locations", more: 0 });
    expect(changesOf(entry?.detail ?? {})).toEqual([{ path: "locations[key=wharf].name", before: "Wharf, North", after: "Wharf, South" }]);
  });

  it("records nothing for a write that was refused", async () => {
    await createCsvVendor(server(), "refusedco");
    const stale = await patchDocument(server(), "refusedco", { name: "X" }, { "if-match": '"stale"' });
    expect(stale.statusCode).toBe(412);
    const bad = await putDocument(server(), "refusedco", { name: "" });
    expect(bad.statusCode).toBe(422);
    expect(await storedEntries(server(), "refusedco", "document.change")).toEqual([]);
  });

  describe("the operator's staff tokens", () => {
    it("records a token issued and revoked once", async () => {
      await createCsvVendor(server(), "tokenco");
      const issued = await server().app.inject({
        method: "POST",
        url: "/api/v2/admin/vendors/tokenco/staff/mere/tokens",
        headers: ADMIN,
        payload: { label: "desk" },
      });
      expect(issued.statusCode).toBe(201);
      const id = (issued.json() as { data: { id: number } }).data.id;
      for (let i = 0; i < 2; i++) {
        expect((await server().app.inject({ method: "DELETE", url: `/api/v2/admin/staff-tokens/${id}`, headers: ADMIN })).statusCode).toBe(204);
      }
      const entries = (await storedEntries(server(), "tokenco")).filter((e) => e.action.startsWith("token."));
      expect(entries.map((e) => [e.action, e.target, e.actor_kind, e.detail])).toEqual([
        ["token.create", "mere", "operator", { token_id: id, label: "desk" }],
        ["token.revoke", "mere", "operator", { token_id: id, label: "desk" }],
      ]);
    });
  });
});
