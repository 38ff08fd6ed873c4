/**
 * The kiosk's check-in screen in real Chromium on the hosted kiosk page: opened, its title is the
 * screen's one `h1` inside `main` and takes focus; Tab goes on to the confirmation number, whose
 * focus ring (outline and its box-shadow bands) keeps off the field's label.
 */
import { describe, expect, inject, it } from "vitest";
import { expectAccessible } from "./helpers/axe.js";
import { focusRing } from "./helpers/focus-ring-probe.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("the kiosk's check-in screen", () => {
  const harness = useBrowserServer();

  it("has its own h1, focused on opening, and a focus ring that leaves the label alone", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1180, height: 820 } });
    await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&mode=kiosk&lang=en`);
    await waitForElementScreen(page);
    const element = page.locator("queue-booking");
    await element.getByRole("button", { name: "Check in with your confirmation number" }).click();
    const title = element.getByRole("heading", { level: 1, name: "Check in for your appointment" });
    await title.waitFor();
    const titles = await page.evaluate(() =>
      [...(document.querySelector("queue-booking")?.shadowRoot?.querySelectorAll(".qb-main h1") ?? [])].map((h) => h.textContent),
    );
    expect(titles).toEqual(["Check in for your appointment"]);
    await expect.poll(() => title.evaluate((h) => (h.getRootNode() as ShadowRoot).activeElement === h)).toBe(true);

    await page.keyboard.press("Tab");
    const ring = await focusRing(page);
    expect(ring.tag).toBe("input");
    expect(ring.focusVisible).toBe(true);
    // The ring's reach beyond the field's border box: the outline (offset + width) or the widest box-shadow band.
    const overlap = await page.evaluate(() => {
      const shadow = document.querySelector("queue-booking")?.shadowRoot;
      const field = shadow?.querySelector<HTMLInputElement>("#qb-kiosk-code");
      const label = shadow?.querySelector<HTMLLabelElement>("label[for=qb-kiosk-code]");
      if (!field || !label) throw new Error("no field or label");
      const style = getComputedStyle(field);
      const spreads = (style.boxShadow.match(/0px 0px 0px (\d+(?:\.\d+)?)px/g) ?? []).map((band) => parseFloat(band.split(" ")[3] ?? "0"));
      const reach = Math.max(parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth), ...spreads);
      const f = field.getBoundingClientRect();
      const ringBox = { left: f.left - reach, right: f.right + reach, top: f.top - reach, bottom: f.bottom + reach };
      // The label's text, not its box: an inline label's line box is what the ring would cover.
      const range = document.createRange();
      range.selectNodeContents(label);
      return [...range.getClientRects()].some((r) => r.left < ringBox.right && r.right > ringBox.left && r.top < ringBox.bottom && r.bottom > ringBox.top)
        ? { reach, field: f.toJSON(), label: label.getBoundingClientRect().toJSON() }
        : null;
    });
    expect(overlap).toBeNull();
    await expectAccessible(page, "kiosk check-in");
    await page.close();
  });
});
