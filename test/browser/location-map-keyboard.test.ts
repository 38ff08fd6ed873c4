/**
 * The location map by keyboard alone (issue 21, item 6), in Chromium on a hosted page in a wide
 * window: Tab from the top of the page reaches the search box (after the "Select a Location"
 * title, also first in reading order) before any marker of the map; a marker answers Enter and
 * Space as it answers a click, opening that location's details; a marker the map has moved out
 * of sight (off its edge, or under the floating panel) is no tab stop, and every one in sight is.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openLocationScreen } from "./helpers/location-screen.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

interface Focused {
  /** A marker's location name, or null when something else has focus. */
  marker: string | null;
  search: boolean;
  inMap: boolean;
  label: string;
}

/** The focused node, followed into the element's shadow root. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      marker: active?.classList.contains("qb-map-pin") ? active.getAttribute("aria-label") : null,
      search: active?.matches(".qb-place-search input") ?? false,
      inMap: Boolean(active?.closest(".qb-location-map")),
      label: active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? "",
    };
  });

/** Presses `key` until `done` holds of the focused node; every node passed on the way, in order. */
async function pressUntil(page: Page, key: string, done: (at: Focused) => boolean, limit = 60): Promise<Focused[]> {
  const passed: Focused[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    const at = await focused(page);
    passed.push(at);
    if (done(at)) return passed;
  }
  throw new Error(`${key} never got there in ${limit} presses: ${passed.map((p) => p.marker ?? p.label).join(" → ")}`);
}

/** Which markers a sighted client sees: inside the map, and not under the floating panel. */
const markersInSight = (element: Locator) =>
  element.evaluate((host) => {
    const root = host.shadowRoot;
    const map = root?.querySelector(".qb-location-map")?.getBoundingClientRect();
    const panel = root?.querySelector(".qb-location-panel")?.getBoundingClientRect();
    if (!root || !map || !panel) throw new Error("no map or no panel");
    return [...root.querySelectorAll<HTMLElement>(".qb-map-pin")].map((pin) => {
      const box = pin.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const seen = x >= Math.max(map.left, panel.right) && x <= map.right && y >= map.top && y <= map.bottom;
      return { name: pin.getAttribute("aria-label") ?? "", seen, tabIndex: pin.tabIndex, hidden: pin.getAttribute("aria-hidden") };
    });
  });

describe.skipIf(!chromiumPath)("the location map by keyboard", () => {
  const harness = useBrowserServer();

  it("puts the title and the search box before the map's markers", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const element = await openLocationScreen(page, harness.base);
    const passed = await pressUntil(page, "Tab", (at) => at.marker !== null);
    const search = passed.findIndex((at) => at.search);
    expect(search).toBeGreaterThanOrEqual(0);
    expect(search).toBeLessThan(passed.length - 1);
    // Reading order (what a screen reader walks): the title, then the map.
    const titleFirst = await element.evaluate((host) => {
      const root = host.shadowRoot;
      const title = [...(root?.querySelectorAll("h1") ?? [])].find((h) => h.textContent?.includes("Select a Location"));
      const map = root?.querySelector(".qb-location-map");
      return Boolean(title && map && title.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(titleFirst).toBe(true);
    await page.close();
  });

  it("opens a location's details from its marker with Enter and with Space", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const element = await openLocationScreen(page, harness.base);
    const details = element.locator(".qb-location-details h2");
    for (const key of ["Enter", " "]) {
      const passed = await pressUntil(page, "Tab", (at) => at.marker !== null);
      const name = passed.at(-1)?.marker ?? "";
      await page.keyboard.press(key);
      await expect.poll(async () => (await details.allTextContents())[0] ?? null, { timeout: 10_000 }).toBe(name);
      expect(await element.locator(".qb-map-pin.qb-selected").getAttribute("aria-label")).toBe(name);
      // Back to the results by keyboard: the back button comes just before the details' title, which has focus.
      await page.keyboard.press("Shift+Tab");
      expect((await focused(page)).label).toMatch(/Back to results/);
      await page.keyboard.press("Enter");
      await details.waitFor({ state: "detached", timeout: 10_000 });
    }
    await page.close();
  });

  it("takes markers out of sight out of the tab order, and keeps those in sight", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const element = await openLocationScreen(page, harness.base);
    await pressUntil(page, "Tab", (at) => at.label === "Zoom in");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    // Settled: no zoom animation running, and the markers stopped moving.
    let sight = await markersInSight(element);
    await expect
      .poll(
        async () => {
          const before = JSON.stringify(sight);
          await new Promise((resolve) => setTimeout(resolve, 400));
          sight = await markersInSight(element);
          return JSON.stringify(sight) === before && (await element.locator(".leaflet-zoom-anim").count()) === 0;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const outOfSight = sight.filter((m) => !m.seen).map((m) => m.name);
    expect(outOfSight.length).toBeGreaterThan(0);

    // Back from the zoom button through the map, by keyboard, until focus leaves the map.
    const passed = await pressUntil(page, "Shift+Tab", (at) => !at.inMap);
    const reached = passed.flatMap((at) => (at.marker === null ? [] : [at.marker]));
    expect(reached.filter((name) => outOfSight.includes(name))).toEqual([]);
    expect([...reached].sort()).toEqual(
      sight
        .filter((m) => m.seen)
        .map((m) => m.name)
        .sort(),
    );
    // Out of a screen reader's way too: the list names every location.
    expect(sight.filter((m) => !m.seen && m.hidden !== "true")).toEqual([]);
    await page.close();
  });
});
