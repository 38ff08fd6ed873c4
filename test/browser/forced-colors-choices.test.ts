/**
 * Choices stay visible in forced colours ("Accessible in use, round 2", item 2), read from the
 * styles Chromium computed under emulated `forced-colors: active`: on the booking's time step the
 * chosen day and the chosen time (once focus has left it), and on the feedback card the rated
 * stars, are drawn differently from the unchosen ones — where the page's own colours, which told
 * them apart, are replaced by the system's.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { joinDowntown } from "../helpers/join-demo.js";
import { completeVisit, startVisit } from "../helpers/staff-admin.js";
import { drawnLook, emulateForcedColors } from "./helpers/forced-colors.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { type BrowserTestHarness, useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

async function forcedColorsPage(harness: BrowserTestHarness): Promise<Page> {
  const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await emulateForcedColors(page);
  return page;
}

describe.skipIf(!chromiumPath)("choices in forced colours", () => {
  const harness = useBrowserServer();

  it("tells the chosen day and the chosen time from the others", async () => {
    const page = await forcedColorsPage(harness);
    const query = new URLSearchParams({
      vendor: "demo",
      lang: "en",
      service: String(harness.ids.service("deposits")),
      location: String(harness.ids.location("downtown")),
      meeting_method: "1",
    });
    await page.goto(`${harness.base}/book/select-timeslot?${query}`);
    const element = page.locator("queue-booking");
    const slots = element.locator(".qb-slot");
    await slots.nth(1).waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);
    expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);

    const chosenDay = element.locator('.qb-day[aria-pressed="true"]');
    const otherDay = element.locator('.qb-day[aria-pressed="false"]:not([disabled])').first();
    const chosenDayLook = await drawnLook(chosenDay);
    // The page's blue is gone: the theme alone no longer tells the chosen day.
    expect(chosenDayLook.background).not.toBe("rgb(26, 115, 232)");
    expect(chosenDayLook).not.toEqual(await drawnLook(otherDay));

    // A time chosen by keyboard: while it has focus, its ring is drawn in the system's text colour, not the theme's.
    await page.keyboard.press("Shift");
    const chosen = slots.first().locator("input");
    await chosen.focus();
    await page.keyboard.press(" ");
    const canvasText = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.color = "CanvasText";
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    const ring = await slots
      .first()
      .locator("span")
      .first()
      .evaluate((span) => ({ outline: getComputedStyle(span).outlineColor, shadow: getComputedStyle(span).boxShadow }));
    expect(ring).toEqual({ outline: canvasText, shadow: "none" });
    // Then focus moved on: no focus ring is left to mark it.
    await page.keyboard.press("Tab");
    expect(await chosen.isChecked()).toBe(true);
    expect(await chosen.evaluate((input) => input.matches(":focus"))).toBe(false);
    expect(await drawnLook(slots.first().locator("span").first())).not.toEqual(await drawnLook(slots.nth(1).locator("span").first()));
    await page.close();
  });

  it("tells the rated stars from the others on the feedback card", async () => {
    const joined = await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Farah", last_name: "Forced" });
    await startVisit(harness.server, joined.id, harness.ids.staff("ana"));
    await completeVisit(harness.server, joined.id);
    const page = await forcedColorsPage(harness);
    await page.goto(`${harness.base}/callback-service/manage?vendor=demo&lang=en&id=${joined.id}&code=${joined.code}`);
    const element = page.locator("queue-booking");
    await element.getByRole("heading", { name: "How was your visit?" }).waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);
    await element.getByRole("radio", { name: "3 stars" }).check();
    await element.getByRole("textbox").first().focus();
    const rated = element.locator(".qb-star-half.qb-star-on .qb-star-glyph");
    const unrated = element.locator(".qb-star-half:not(.qb-star-on) .qb-star-glyph");
    expect(await rated.count()).toBe(6);
    expect(await unrated.count()).toBe(4);
    expect(await drawnLook(rated.first())).not.toEqual(await drawnLook(unrated.first()));
    await page.close();
  });
});
