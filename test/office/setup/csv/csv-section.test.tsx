/**
 * Setup's import and export against a real server: a file of the demo's branches plus 1,000 new
 * ones previews (its counts shown) and applies through the screen; a change made between the preview and Apply is refused with "preview again".
 */
import { describe, expect, it } from "vitest";
import { LOCATION_CSV_COLUMNS } from "#contract";
import { csvRecords, csvText } from "../../../helpers/csv-vendor.js";
import { type MountedPage, useOfficeServer } from "../../helpers/office-harness.js";
import { changeBehindTheScreen, openSetup, storedDocument } from "../setup-harness.js";

function branchRow(i: number): Record<string, string> {
  return {
    key: `branch-${i}`,
    name: `Branch ${i}`,
    address: `${i} Main Street`,
    country: "US",
    time_zone: "America/New_York",
    latitude: String(40 + (i % 40) / 40),
    longitude: String(-75 + Math.floor(i / 40) / 25),
    services: "deposits",
    monday: "09:00-17:00",
  };
}

/** The branches' file as the export gives it, read with the page's own session. */
async function exportedBranches(): Promise<string> {
  const res = await fetch("/api/v2/office/locations.csv");
  expect(res.status).toBe(200);
  return res.text();
}

/** A file chosen as the picker would: happy-dom's input cannot be given files, so they are set on it. */
async function chooseFile(page: MountedPage, id: string, text: string): Promise<void> {
  const input = await page.byId<HTMLInputElement>(id);
  const file = new File([text], "branches.csv", { type: "text/csv" });
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

function fileInput(page: MountedPage, index: number): string {
  const inputs = page.container.querySelectorAll<HTMLInputElement>('input[type="file"]');
  const input = inputs[index];
  if (!input) throw new Error("no file input");
  return input.id;
}

describe("setup: import and export", () => {
  const office = useOfficeServer();

  it("previews a 1,000-branch file with its counts and applies it", async () => {
    const page = await openSetup(office, "/office/setup/import");
    await page.waitForText("Import and export");
    expect(page.container.querySelectorAll("h1")).toHaveLength(1);
    expect(page.container.querySelector('a[href="/api/v2/office/locations.csv"]')?.textContent).toBe("Download CSV");
    const file = csvText([...csvRecords(await exportedBranches()), ...Array.from({ length: 1000 }, (_, i) => branchRow(i))], [...LOCATION_CSV_COLUMNS]);
    await chooseFile(page, fileInput(page, 0), file);
    await page.waitForText("To add: 1000.", 30_000);
    expect(page.text()).toContain("To deactivate: 0.");
    (await page.button("Apply")).click();
    await page.waitForText("Imported: 1000 added, 0 changed, 0 deactivated.", 60_000);
    const stored = await storedDocument(office);
    expect((stored.locations as unknown[]).length).toBeGreaterThanOrEqual(1000);
  }, 120_000);

  it("refuses Apply after someone changed the data, and asks to preview again", async () => {
    const page = await openSetup(office, "/office/setup/import");
    const file = csvText([...csvRecords(await exportedBranches()), branchRow(5000)], [...LOCATION_CSV_COLUMNS]);
    await chooseFile(page, fileInput(page, 0), file);
    await page.waitForText("To add: 1.");
    await changeBehindTheScreen(office, { homepage: "https://other-admin.example" });
    (await page.button("Apply")).click();
    await page.waitForText("Someone changed the data since this preview.");
    expect((await storedDocument(office)).locations as { key: string }[]).not.toContainEqual(expect.objectContaining({ key: "branch-5000" }));
  });
});
