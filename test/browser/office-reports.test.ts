/**
 * The reports screen in real Chromium, by keyboard alone: a manager opens Reports from the nav,
 * changes the dates and the location and presses Show; the address takes the choice, focus stays
 * on Show, and the new report is announced politely once (read from Chromium's accessibility
 * tree). The charts' canvases are hidden from it and each table is there to read; axe clean,
 * no CSP violation, no horizontal scroll at 320 px. docs/screenshots.md's reports screen comes
 * from here.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { giveAccount } from "../helpers/office-session.js";
import { seedWeek } from "../office/reports/report-week.js";
import { expectAccessible } from "./helpers/axe.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { activate, chooseOption, tabTo } from "./helpers/keyboard.js";
import { liveRegions } from "./helpers/live-regions.js";
import { screenshot } from "./helpers/screenshots.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { openOfficeScreen, signInToOffice } from "./helpers/office-keyboard.js";

const chromiumPath = inject("chromiumPath");
const EMAIL = "chloe.reports@maple.example";
const PASSWORD = "a manager's keyboard passphrase";

/** A native date input takes its parts as typed digits, one part after the other (en-US: month, day, year). */
async function typeDate(page: Page, input: Locator, date: string): Promise<void> {
  await tabTo(page, input);
  const [year, month, day] = date.split("-");
  await page.keyboard.type(`${month}${day}${year}`);
  await expect.poll(() => input.inputValue()).toBe(date);
}

describe.skipIf(!chromiumPath)("back office: reports by keyboard", () => {
  const harness = useBrowserServer();

  it("filters a report by keyboard, announced once, axe clean, readable at 320 px", { timeout: 180_000 }, async () => {
    await seedWeek(harness);
    await giveAccount(harness.server, { vendor: "demo", key: "chloe", email: EMAIL, password: PASSWORD });
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const csp = await watchCsp(page);
    await signInToOffice(page, harness.base, EMAIL, PASSWORD);

    await openOfficeScreen(page, "Reports");
    await page
      .getByRole("status")
      .filter({ hasText: /^Showing the report for / })
      .waitFor();

    await typeDate(page, page.getByLabel("From"), "2026-11-02");
    await typeDate(page, page.getByLabel("To", { exact: true }), "2026-11-08");
    await chooseOption(page, page.getByLabel("Location"), "Downtown Branch");
    const show = page.getByRole("button", { name: "Show" });
    await activate(page, show);
    await page
      .getByRole("status")
      .filter({ hasText: /^Showing the report for Nov 2\s–\s8, 2026\.$/ })
      .waitFor();
    expect(new URL(page.url()).searchParams.get("from")).toBe("2026-11-02");
    expect(new URL(page.url()).searchParams.get("location")).toBe(String(harness.ids.location("downtown")));
    expect(await show.evaluate((button) => button === document.activeElement)).toBe(true);
    const said = (await liveRegions(page)).filter((region) => region.text.startsWith("Showing the report"));
    expect(said).toEqual([expect.objectContaining({ politeness: "polite", role: "status" })]);

    // The canvases are not in the accessibility tree; the tables with the same numbers are.
    await expect.poll(() => page.locator("figure canvas").count()).toBeGreaterThan(0);
    expect(await page.locator("figure canvas").evaluateAll((canvases) => canvases.every((c) => c.closest('[aria-hidden="true"]') !== null))).toBe(true);
    await activate(page, page.getByText("Show as a table").first());
    await page.getByRole("table", { name: "Visits per day" }).waitFor();
    const tuesday = page.getByRole("table", { name: "Visits per day" }).getByRole("row", { name: /^Nov 3 / });
    expect(await tuesday.getByRole("cell").allTextContents()).toEqual(["2", "2", "0"]);
    await screenshot(page, "office-reports-wide-en");
    await expectAccessible(page, "reports: one week at Downtown");

    await page.setViewportSize({ width: 320, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "the reports screen's width at 320 px").toBeLessThanOrEqual(320);
    await expectAccessible(page, "reports at 320 px");

    expect(await csp.violations()).toEqual([]);
    await page.close();
  });
});
