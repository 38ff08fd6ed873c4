/**
 * Fields stand out from what is around them (WCAG 1.4.11, "Accessible in use, round 2", item 1),
 * from the colours Chromium drew them with: in the demo's theme and in the private-label
 * vendor's, every kind of field (text, email and phone boxes, selects, the notes' text area, the
 * phone's country box and the location search box) has a border at 3:1 or more against its own
 * background and against the background around it.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { demoIds } from "../helpers/demo-ids.js";
import { type ControlColours, controlColours } from "./helpers/control-colours.js";
import { contrastRatio } from "./helpers/focus-ring-probe.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

/** Every field a client types in or picks from, drawn with its own border. */
const FIELDS = "input:not([type=checkbox]):not([type=radio]):not([type=hidden]),select:not(.qb-phone-country select),textarea,.qb-phone-country";

interface Measured extends ControlColours {
  vendor: string;
  againstInside: number;
  againstOutside: number;
}

async function measureFields(element: Locator, vendor: string): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const field of await element.locator(FIELDS).all()) {
    if (!(await field.isVisible())) continue;
    const colours = await controlColours(field);
    const kind = (await field.evaluate((node) => node.classList.contains("qb-phone-country"))) ? "phone country" : colours.kind;
    measured.push({
      ...colours,
      kind,
      vendor,
      againstInside: Number(contrastRatio(colours.border, colours.inside).toFixed(2)),
      againstOutside: Number(contrastRatio(colours.border, colours.outside).toFixed(2)),
    });
  }
  return measured;
}

async function openScreen(page: Page, url: string, shows: string): Promise<Locator> {
  await page.goto(url);
  const element = page.locator("queue-booking");
  await element.getByText(shows).first().waitFor({ timeout: 20_000 });
  await waitForElementScreen(page);
  return element;
}

describe.skipIf(!chromiumPath)("the border of fields", () => {
  const harness = useBrowserServer();

  it("stands at 3:1 against the field's background and the one around it, in both vendors' themes", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cityHall = (await demoIds(harness.server.store.db, "city-permits")).location("city-hall");
    const demoLocations = await openScreen(page, `${harness.base}/callback-service?vendor=demo&lang=en`, "Downtown Branch");
    const search = (await measureFields(demoLocations.locator(".qb-place-search"), "demo")).map((m) => ({ ...m, kind: "search box" }));
    const demoForm = await measureFields(
      await openScreen(page, `${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en`, "First name"),
      "demo",
    );
    const cityForm = await measureFields(
      await openScreen(page, `${harness.base}/callback-service/${cityHall}?vendor=city-permits&lang=en`, "First name"),
      "city-permits",
    );
    const measured = [...search, ...demoForm, ...cityForm];

    // Each kind of field is there to be measured, in both themes.
    expect(search).toHaveLength(1);
    const kinds = (list: Measured[]) => [...new Set(list.map((m) => m.kind))];
    expect(kinds(demoForm)).toEqual(
      expect.arrayContaining(["select", "input[type=text]", "input[type=email]", "input[type=tel]", "phone country", "textarea"]),
    );
    expect(kinds(cityForm)).toEqual(expect.arrayContaining(["select", "input[type=text]", "input[type=tel]", "phone country"]));
    // The private-label theme is another theme (its purple primary), drawn on white here too.
    expect(await page.locator("queue-booking").evaluate((host) => getComputedStyle(host).getPropertyValue("--qb-primary").trim())).toBe("#6a1b9a");

    expect(measured.filter((m) => m.againstInside < 3 || m.againstOutside < 3)).toEqual([]);
    await page.close();
  });
});
