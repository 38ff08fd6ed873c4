/**
 * The header's language picker wears the theme (issue 21, item 10), in Chromium, on a hosted
 * page and on a kiosk (the modes that show it; an embedded element has no header and a lobby
 * screen no picker): a vendor's `--qb-*` variables change its text, background and border
 * colours as drawn, and reached by Tab it shows the element's focus ring at 3:1 or more. A
 * kiosk's switch is a large button per language, themed as the element's buttons are.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { contrastRatio, focusRing } from "./helpers/focus-ring-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";

const chromiumPath = inject("chromiumPath");

/** A vendor's dark-green-on-cream theme, as its stylesheet's `queue-booking { … }` sets it. */
const VENDOR_THEME = {
  "--qb-text": ["#004d40", "rgb(0, 77, 64)"],
  "--qb-background": ["#fff8e1", "rgb(255, 248, 225)"],
  "--qb-muted": ["#6a1b9a", "rgb(106, 27, 154)"],
} as const;

/** The picker's colours as Chromium drew them. */
const pickerColours = (page: Page) =>
  page
    .locator("queue-booking")
    .locator("header select")
    .evaluate((select) => {
      const style = getComputedStyle(select);
      return { text: style.color, background: style.backgroundColor, border: style.borderTopColor };
    });

/** The focused node, followed into shadow roots. */
const focusedIsPicker = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.tagName === "SELECT" && active.closest("header") !== null;
  });

describe.skipIf(!chromiumPath)("the language picker's theme", () => {
  const harness = useBrowserServer();

  it("follows the vendor's variables and shows the focus ring (hosted)", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en`);
    const element = page.locator("queue-booking");
    await element.getByRole("button", { name: "Join the line" }).waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);

    const before = await pickerColours(page);
    await element.evaluate((host: HTMLElement, theme) => {
      for (const [name, [value]] of Object.entries(theme)) host.style.setProperty(name, value);
    }, VENDOR_THEME);
    const after = await pickerColours(page);
    expect(after).toEqual({ text: VENDOR_THEME["--qb-text"][1], background: VENDOR_THEME["--qb-background"][1], border: VENDOR_THEME["--qb-muted"][1] });
    expect(after).not.toEqual(before);
    // The picker's box stands out from the header it sits on.
    expect(contrastRatio(after.border, after.background)).toBeGreaterThanOrEqual(3);

    // By keyboard from the top of the page: the picker is among the first stops.
    for (let stop = 0; stop < 5 && !(await focusedIsPicker(page)); stop += 1) await page.keyboard.press("Tab");
    expect(await focusedIsPicker(page)).toBe(true);
    const ring = await focusRing(page);
    expect(ring).toMatchObject({ focusVisible: true, outlineStyle: "solid", behind: VENDOR_THEME["--qb-background"][1] });
    expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
    expect(contrastRatio(ring.outlineColor, ring.behind)).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it("follows the vendor's colour and shows the focus ring (kiosk: a button per language)", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1080, height: 1920 } });
    await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en&mode=kiosk`);
    const element = page.locator("queue-booking");
    const spanish = element.locator("header").getByRole("button", { name: "Español" });
    await spanish.waitFor({ timeout: 20_000 });
    // The server paints the kiosk with its buttons disabled until the element takes over.
    await waitForElementScreen(page);
    const colour = () => spanish.evaluate((button) => ({ text: getComputedStyle(button).color, border: getComputedStyle(button).borderTopColor }));
    await element.evaluate((host: HTMLElement) => host.style.setProperty("--qb-primary", "#004d40"));
    expect(await colour()).toEqual({ text: "rgb(0, 77, 64)", border: "rgb(0, 77, 64)" });
    await spanish.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const ring = await focusRing(page);
    expect(ring).toMatchObject({ focusVisible: true, outlineStyle: "solid" });
    expect(contrastRatio(ring.outlineColor, ring.behind)).toBeGreaterThanOrEqual(3);
    await page.close();
  });
});
