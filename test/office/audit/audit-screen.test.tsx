/**
 * The audit log screen against a real server: an admin's setup change and sign-in listed, the
 * action filter in the address, older pages appended, the CSV link with the filters, and
 * managers kept out (the nav hides it, the route and the API refuse).
 */
import { describe, expect, it } from "vitest";
import { type MountedPage, useOfficeServer, waitFor } from "../helpers/office-harness.js";
import { openAs, reportSettled, tableRows } from "../reports/reports-harness.js";

const DOCUMENT = "/api/v2/office/document";

/** The admin changes the first location's phone through the office API, as the setup screen would. */
async function changePhone(page: MountedPage, phone: string): Promise<string> {
  const { api } = page.office.context;
  const read = await api.get<{ locations: { key: string; phone?: string }[] }>(DOCUMENT);
  if (!read.ok) throw new Error(`read: ${read.error.code}`);
  const locations = read.data.locations.map((l, i) => (i === 0 ? { ...l, phone } : l));
  const saved = await api.patch(DOCUMENT, { locations }, { "if-match": read.etag ?? "" });
  if (!saved.ok) throw new Error(`save: ${saved.error.code} ${saved.error.message}`);
  return read.data.locations[0]?.key ?? "";
}

const go = (page: MountedPage, path: string) => page.office.context.history.go(path);

describe("the audit log screen", () => {
  const office = useOfficeServer();

  it("lists the admin's setup change with before → after, and the sign-in; the action filter narrows", async () => {
    const page = await openAs(office, "/office/account", "dana");
    const key = await changePhone(page, "+1 604 555 0199");
    go(page, "/office/audit");
    expect(await reportSettled(page)).toMatch(/^Showing \d+ entries\.$/);
    expect(page.container.querySelector("h1")?.textContent).toBe("Audit log");
    const rows = tableRows(page, "audit-table");
    const change = rows.find((row) => row[2] === "Setup changed");
    expect(change?.[1]).toBe("Dana Brooks");
    expect(change?.[4]).toContain(`locations[key=${key}].phone: `);
    expect(change?.[4]).toContain('→ "+1 604 555 0199"');
    expect(rows.some((row) => row[2] === "Signed in" && row[1] === "Dana Brooks")).toBe(true);
    expect(page.container.querySelector("table caption")?.textContent).toBe("Audit log entries");
    // Read only: no field or button inside the table.
    expect(page.container.querySelector("#audit-table input, #audit-table button")).toBeNull();

    const action = page.container.ownerDocument.getElementById("audit-action") as HTMLSelectElement;
    expect([...action.options].find((o) => o.value === "sign_in")?.textContent).toBe("Signed in");
    action.value = "sign_in";
    action.dispatchEvent(new Event("change", { bubbles: true }));
    (await page.button("Show")).click();
    await waitFor(() => window.location.search === "?action=sign_in");
    await waitFor(() => {
      if (!page.container.querySelector("#audit-table")) return undefined;
      const shown = tableRows(page, "audit-table");
      return shown.length > 0 && shown.every((row) => row[2] === "Signed in") ? shown : undefined;
    });
    const csv = page.container.querySelector<HTMLAnchorElement>("a[download]");
    expect(csv?.textContent).toBe("Download CSV");
    expect(csv?.getAttribute("href")).toBe("/api/v2/office/audit.csv?action=sign_in");
  });

  it("keeps the filters of the address, sends them to the CSV, and says a refused day at its field", async () => {
    const page = await openAs(office, "/office/audit?from=2026-01-01&to=2099-12-31&action=document", "dana");
    await reportSettled(page);
    expect(page.container.querySelector("a[download]")?.getAttribute("href")).toBe("/api/v2/office/audit.csv?from=2026-01-01&to=2099-12-31&action=document");
    expect((page.container.ownerDocument.getElementById("audit-from") as HTMLInputElement).value).toBe("2026-01-01");
    go(page, "/office/audit?from=2026-02-01&to=2026-01-01");
    await page.waitForText("The log could not be shown: check the filters.");
    expect(page.container.ownerDocument.getElementById("audit-to")?.getAttribute("aria-invalid")).toBe("true");
  });

  it("appends older entries a page at a time, moving focus to the first new row", async () => {
    const page = await openAs(office, "/office/account", "dana");
    for (const phone of ["+1 604 555 0101", "+1 604 555 0102", "+1 604 555 0103"]) await changePhone(page, phone);
    go(page, "/office/audit?action=document&limit=2");
    expect(await reportSettled(page)).toBe("Showing 2 entries.");
    const first = tableRows(page, "audit-table");
    expect(first.map((row) => row[4])).toEqual([expect.stringContaining('"+1 604 555 0103"'), expect.stringContaining('"+1 604 555 0102"')]);
    (await page.button("Older entries")).click();
    await page.waitForText("2 more entries");
    const rows = tableRows(page, "audit-table");
    expect(rows).toHaveLength(4);
    expect(rows[2]?.[4]).toContain('→ "+1 604 555 0101"');
    const firstNew = page.container.querySelectorAll("#audit-table tbody tr")[2];
    await waitFor(() => document.activeElement === firstNew);
  });

  it("is not in a manager's nav, and the route and the API refuse a manager", async () => {
    const page = await openAs(office, "/office/account");
    await waitFor(() => page.container.querySelector("nav a"));
    expect([...page.container.querySelectorAll("nav a")].map((a) => a.textContent)).not.toContain("Audit log");
    go(page, "/office/audit");
    await page.waitForText("Page not found");
    expect(page.container.querySelector("#audit-table, #audit-action")).toBeNull();
    const res = await page.office.context.api.get("/api/v2/office/audit");
    expect(res.ok ? 200 : res.error.status).toBe(403);
  });
});
