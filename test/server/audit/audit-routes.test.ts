/**
 * Reading the audit log, on both databases: admins only, their own vendor only; the filters
 * (days, an action or a group, a staff member); keyset paging newest first; a bad query is a 422;
 * the CSV export parses with csv-parse, matches the JSON and records itself; nothing edits it.
 */
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_CSV_COLUMNS, type AuditEntry, type AuditResponse } from "#contract";
import { type CsvVendor, createCsvVendor } from "../../helpers/csv-vendor.js";
import { giveAccount, signIn } from "../../helpers/office-session.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { allEntries, readAudit, storedEntries } from "./audit-calls.js";

const PASSWORD = "correct horse battery staple";

describeEachDialect("audit log routes", (server) => {
  let vendor: CsvVendor;

  beforeAll(async () => {
    vendor = await createCsvVendor(server(), "readco");
    // Another vendor's log, which readco's admin must never see.
    await createCsvVendor(server(), "otherco");
    const wrong = await server().app.inject({
      method: "POST",
      url: "/api/v2/office/sign-in",
      headers: { "x-vendor": "readco" },
      payload: { email: "nobody@readco.example", password: "guess" },
    });
    expect(wrong.statusCode).toBe(401);
  });

  describe("who reads it", () => {
    it("answers 401 without a session and 403 to staff and managers", async () => {
      expect((await readAudit(server(), undefined)).statusCode).toBe(401);
      const staff = await readAudit(server(), vendor.staff);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().code).toBe("forbidden");
      await giveAccount(server(), { vendor: "readco", key: "sam", email: "sam@readco.example", password: PASSWORD });
      const manager = await signIn(server(), { vendor: "readco", email: "sam@readco.example", password: PASSWORD });
      expect((await readAudit(server(), manager)).statusCode).toBe(403);
      expect((await server().app.inject({ url: "/api/v2/office/audit.csv", headers: { cookie: manager.cookie } })).statusCode).toBe(403);
    });

    it("shows an admin their own vendor's entries only, newest first, with the known actions", async () => {
      const res = await readAudit(server(), vendor.admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const page = res.json() as AuditResponse;
      const stored = await storedEntries(server(), "readco");
      expect(page.data.map((e) => e.id)).toEqual(stored.map((e) => e.id).reverse());
      const others = new Set((await storedEntries(server(), "otherco")).map((e) => e.id));
      expect(others.size).toBeGreaterThan(0);
      expect(page.data.some((e) => others.has(e.id))).toBe(false);
      expect(page.meta.actions).toContain("document.change");
      expect(page.meta.next_before).toBeNull();
      expect(page.data.at(-1)).toMatchObject({ action: "vendor.create", actor: { kind: "operator", staff_id: null, name: "" }, target: "readco" });
    });
  });

  describe("filters and pages", () => {
    it("filters by an action, a group of actions, a staff member and UTC days", async () => {
      const actionsOf = (entries: AuditEntry[]) => [...new Set(entries.map((e) => e.action))].sort();
      expect(actionsOf(await allEntries(server(), vendor.admin, { action: "sign_in" }))).toEqual(["sign_in", "sign_in.failed"]);
      expect(actionsOf(await allEntries(server(), vendor.admin, { action: "sign_in.failed" }))).toEqual(["sign_in.failed"]);
      expect(await allEntries(server(), vendor.admin, { action: "document" })).toEqual([]);
      const ada = (await storedEntries(server(), "readco", "sign_in")).find((e) => e.actor_name === "Ada Park");
      const byAda = await allEntries(server(), vendor.admin, { staff: String(ada?.staff_id) });
      expect(byAda.length).toBeGreaterThan(0);
      expect(byAda.every((e) => e.actor.staff_id === ada?.staff_id)).toBe(true);
      // The test clock stands at 2026-11-22 (UTC).
      const all = await allEntries(server(), vendor.admin);
      expect(await allEntries(server(), vendor.admin, { from: "2026-11-22", to: "2026-11-22" })).toEqual(all);
      expect(await allEntries(server(), vendor.admin, { from: "2026-11-23" })).toEqual([]);
      expect(await allEntries(server(), vendor.admin, { to: "2026-11-21" })).toEqual([]);
    });

    it("pages newest first by id, each page below the last id seen, to a null next_before", async () => {
      const all = await allEntries(server(), vendor.admin);
      expect(all.length).toBeGreaterThan(4);
      const paged = await allEntries(server(), vendor.admin, {}, 2);
      expect(paged).toEqual(all);
      const ids = paged.map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const first = (await readAudit(server(), vendor.admin, "?limit=2")).json() as AuditResponse;
      expect(first.data).toHaveLength(2);
      expect(first.meta.next_before).toBe(first.data[1]?.id);
    });

    it("refuses a bad query with 422 validation_failed, naming the field", async () => {
      const bad: [string, string][] = [
        ["limit=0", "limit"],
        ["limit=201", "limit"],
        ["limit=ten", "limit"],
        ["action=bogus", "action"],
        ["from=2026-02-30", "from"],
        ["from=2026-11-22&to=2026-11-01", "to"],
        ["before=-1", "before"],
        ["staff=abc", "staff"],
        ["color=red", "color"],
        ["action=sign_in&action=sign_out", "action"],
      ];
      for (const [query, field] of bad) {
        const res = await readAudit(server(), vendor.admin, `?${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json().code).toBe("validation_failed");
        expect((res.json().errors as { field: string }[]).map((e) => e.field)).toContain(field);
      }
    });
  });

  describe("the CSV export", () => {
    it("parses with csv-parse, matches the JSON, and records itself", async () => {
      const res = await server().app.inject({ url: "/api/v2/office/audit.csv?action=sign_in", headers: { cookie: vendor.admin.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/csv/);
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="readco-audit-2026-11-22\.csv"$/);
      const records = parse(res.body, { columns: true }) as Record<string, string>[];
      expect(Object.keys(records[0] ?? {})).toEqual([...AUDIT_CSV_COLUMNS]);
      const json = await allEntries(server(), vendor.admin, { action: "sign_in" });
      expect(records).toEqual(
        json.map((e) => ({
          id: String(e.id),
          time_utc: e.created_at,
          actor_kind: e.actor.kind,
          actor_name: e.actor.name,
          staff_id: e.actor.staff_id === null ? "" : String(e.actor.staff_id),
          action: e.action,
          target: e.target,
          address: e.address,
          detail: JSON.stringify(e.detail),
        })),
      );
      const [exported] = await allEntries(server(), vendor.admin, { action: "export" });
      expect(exported).toMatchObject({ action: "export", target: "audit.csv", actor: { kind: "staff", name: "Ada Park" }, detail: { action: "sign_in" } });
    });

    it("refuses a bad query there too", async () => {
      const res = await server().app.inject({ url: "/api/v2/office/audit.csv?from=yesterday", headers: { cookie: vendor.admin.cookie } });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe("validation_failed");
    });
  });

  describe("nothing edits it", () => {
    it("refuses every other method on the log's URLs with a JSON 404, and the entries stay as they were", async () => {
      const before = await storedEntries(server(), "readco");
      const id = before[0]?.id ?? 1;
      for (const url of ["/api/v2/office/audit", `/api/v2/office/audit/${id}`, "/api/v2/office/audit.csv"]) {
        for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
          const res = await server().app.inject({
            method,
            url,
            headers: { ...vendor.admin.headers, "content-type": "application/json" },
            payload: JSON.stringify({ action: "nothing", detail: {} }),
          });
          expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
          expect(res.json().code, `${method} ${url}`).toBe("not_found");
        }
      }
      expect(await storedEntries(server(), "readco")).toEqual(before);
    });
  });
});
