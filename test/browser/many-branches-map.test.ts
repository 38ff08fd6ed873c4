/**
 * The wide picker of a vendor of 1,000 branches in Chromium: the map clusters its markers (a
 * a fifth as many buttons or fewer, not 1,000 pins), a cluster is a named button that zooms in on Enter, and
 * the list beside it holds one page of rows; the picker with its filter, clusters and "Show
 * more" passes axe, wide and narrow.
 */
import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createManyBranches } from "../helpers/many-branches.js";
import { expectAccessible } from "./helpers/axe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

/** The map's clusters (their labels) and single pins now. */
const mapMarks = (element: Locator) =>
  element.evaluate((host) => {
    const root = host.shadowRoot;
    return {
      clusters: [...(root?.querySelectorAll(".qb-map-cluster") ?? [])].map((c) => `${c.getAttribute("role")}: ${c.getAttribute("aria-label")}`),
      pins: root?.querySelectorAll(".qb-map-pin").length ?? 0,
      rows: root?.querySelectorAll(".qb-location-item").length ?? 0,
    };
  });

describe.skipIf(!chromiumPath)("the map of 1,000 branches", () => {
  const harness = useBrowserServer();
  beforeAll(async () => {
    await createManyBranches(harness.server, "many-branches", 1000);
  });

  it("clusters the markers into named buttons that zoom in, beside one page of rows", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service?vendor=many-branches&lang=en`);
    const element = page.locator("queue-booking");
    await element.locator('.qb-location-map[data-state="ready"] .qb-map-cluster').first().waitFor({ timeout: 30_000 });
    const before = await mapMarks(element);
    expect(before.rows).toBe(20);
    expect(before.clusters.length).toBeGreaterThan(0);
    // A fifth of the markers or fewer: nowhere near one pin per branch.
    expect(before.clusters.length + before.pins, JSON.stringify(before)).toBeLessThanOrEqual(200);
    for (const label of before.clusters) expect(label).toMatch(/^button: \d+ locations here, zoom in to see them$/);
    await expectAccessible(page, "wide picker of 1,000 branches");

    const cluster = element.locator(".qb-map-cluster").first();
    await cluster.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => JSON.stringify(await mapMarks(element)), { timeout: 10_000 }).not.toBe(JSON.stringify(before));
    await page.close();
  });

  it("passes axe as a phone's list, with the filter and Show more", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${harness.base}/callback-service?vendor=many-branches&lang=en`);
    const element = page.locator("queue-booking");
    await element.locator(".qb-location-more").waitFor({ timeout: 30_000 });
    expect(await element.locator(".qb-location-item").count()).toBe(20);
    await expectAccessible(page, "narrow picker of 1,000 branches");
    await page.close();
  });
});
