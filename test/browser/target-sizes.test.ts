/**
 * Target size (issue 21, item 11): on every screen, in every display mode, the bounding box of
 * every interactive element meets WCAG 2.2's 24×24 CSS pixels (2.5.8, with its inline and
 * spacing exceptions) on a phone (360×740) and a desktop, and a kiosk's 48×48 without
 * exceptions in portrait (1080×1920) and landscape (1920×1080) — a finger at arm's length.
 * The form is photographed for docs/screenshots.md on the phone and on both kiosks.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { LOCALES } from "#contract";
import { everyScreen, visitScreen, type Screen } from "./helpers/every-screen.js";
import { screenshot } from "./helpers/screenshots.js";
import { undersizedTargets } from "./helpers/target-sizes.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

/** `photo`: the docs' picture of the form in that run. */
const RUNS = [
  { mode: "", viewport: { width: 360, height: 740 }, min: 24, photo: "form-phone-360-en" },
  { mode: "", viewport: { width: 1280, height: 800 }, min: 24 },
  { mode: "embed", viewport: { width: 360, height: 740 }, min: 24 },
  { mode: "invitation", viewport: { width: 360, height: 740 }, min: 24 },
  { mode: "kiosk", viewport: { width: 1080, height: 1920 }, min: 48, photo: "kiosk-form-portrait-en" },
  { mode: "kiosk", viewport: { width: 1920, height: 1080 }, min: 48, photo: "kiosk-form-landscape-en" },
] as const;

describe.skipIf(!chromiumPath)("target sizes on every screen", () => {
  const harness = useBrowserServer();
  let screens: Screen[];

  beforeAll(async () => {
    screens = await everyScreen(harness);
  });

  it.each(RUNS)("are at least $min px in mode '$mode' at $viewport.width×$viewport.height", async (run) => {
    const { mode, viewport, min } = run;
    const page = await harness.browser.newPage({ viewport });
    const found: string[] = [];
    for (const screen of screens) {
      await visitScreen(page, harness.base, screen, mode);
      for (const t of await undersizedTargets(page, min, mode === "kiosk")) found.push(`${screen.name}: ${t.what} ${t.width}×${t.height}`);
      if (screen.name === "form" && "photo" in run) await screenshot(page, run.photo, { viewport: true });
    }
    await page.close();
    expect(found).toEqual([]);
  });

  // The kiosk's layout in every language: longer words (Polish, Russian) and other scripts still
  // fit the column, with 48-pixel targets and nothing scrolling sideways, in both orientations.
  it.each(LOCALES)("fit a kiosk in %s", async (lang) => {
    const form = screens.find((s) => s.name === "form");
    if (!form) throw new Error("no form screen");
    const found: string[] = [];
    for (const viewport of [
      { width: 1080, height: 1920 },
      { width: 1920, height: 1080 },
    ]) {
      const page = await harness.browser.newPage({ viewport });
      await page.goto(`${harness.base}${form.url}?vendor=demo&mode=kiosk&lang=${lang}`);
      await page.locator("queue-booking form").waitFor({ timeout: 20_000 });
      await expect.poll(() => page.locator("queue-booking .qb-app").getAttribute("lang")).toBe(lang);
      for (const t of await undersizedTargets(page, 48, true)) found.push(`${viewport.width}: ${t.what} ${t.width}×${t.height}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) found.push(`${viewport.width}: scrolls sideways by ${overflow}px`);
      await page.close();
    }
    expect(found).toEqual([]);
  });
});
