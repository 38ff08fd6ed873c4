/**
 * Every screen of the element, in every display mode (online queue, kiosk, embed, invitation),
 * on the hosted pages in real Chromium: axe finds no violation anywhere, and each screen of the
 * default mode (and each mode's form) is photographed for docs/screenshots.md. The lobby board (tv) has
 * its own test, lobby-board.test.ts.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, describeViolations } from "./helpers/axe.js";
import { everyScreen, MODES, visitScreen, type Screen } from "./helpers/every-screen.js";
import { screenshot } from "./helpers/screenshots.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("every screen in every mode", () => {
  const harness = useBrowserServer();
  let screens: Screen[];

  // The manage screens need appointments in each state, made once for every mode.
  beforeAll(async () => {
    screens = await everyScreen(harness);
  });
  const visit = (page: Parameters<typeof visitScreen>[0], screen: Screen, mode: string) => visitScreen(page, harness.base, screen, mode);

  it.each(MODES)("has no accessibility violation on any screen (mode %s)", async (mode) => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const found: string[] = [];
    for (const screen of screens) {
      await visit(page, screen, mode);
      const violations = await axeViolations(page);
      if (violations.length) found.push(`${screen.name}: ${describeViolations(violations)}`);
      if (!mode) await screenshot(page, `${screen.name}-wide-en`);
      else if (screen.name === "form") await screenshot(page, `${mode}-form-wide-en`);
    }
    expect(found).toEqual([]);
  });

  it("has no accessibility violation on a phone either", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 } });
    const found: string[] = [];
    for (const screen of screens.filter((s) => s.name.startsWith("manage") || s.name === "location")) {
      await visit(page, screen, "");
      const violations = await axeViolations(page);
      if (violations.length) found.push(`${screen.name}: ${describeViolations(violations)}`);
      if (screen.name === "manage-waiting" || screen.name === "manage-completed") await screenshot(page, `${screen.name}-narrow-en`);
    }
    expect(found).toEqual([]);
  });
});
