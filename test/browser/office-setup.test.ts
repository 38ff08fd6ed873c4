/**
 * Setup's branding and branches in real Chromium, by keyboard alone: the admin opens setup from
 * the nav, changes the main colour (the preview follows before saving) and saves, the save
 * announced politely; finds a branch among the list by typing and opens it; the branch's form
 * reflows at 320 px; axe clean on each screen; no CSP violation. The screenshots of
 * docs/screenshots.md's setup screens come from here.
 */
import { describe, expect, inject, it } from "vitest";
import { giveAccount } from "../helpers/office-session.js";
import { focusedControl } from "./helpers/ax-node.js";
import { expectAccessible } from "./helpers/axe.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { activate, typeIn } from "./helpers/keyboard.js";
import { liveRegions } from "./helpers/live-regions.js";
import { screenshot } from "./helpers/screenshots.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { openOfficeScreen, signInToOffice } from "./helpers/office-keyboard.js";

const chromiumPath = inject("chromiumPath");
const EMAIL = "dana.setup@maple.example";
const PASSWORD = "an admin's keyboard passphrase";

describe.skipIf(!chromiumPath)("back office: setup by keyboard", () => {
  const harness = useBrowserServer();

  it("changes the branding and finds and opens a branch, by keyboard, axe clean", { timeout: 120_000 }, async () => {
    await giveAccount(harness.server, { vendor: "demo", key: "dana", email: EMAIL, password: PASSWORD });
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const csp = await watchCsp(page);
    await signInToOffice(page, harness.base, EMAIL, PASSWORD);

    await openOfficeScreen(page, "Setup");
    await expectAccessible(page, "setup overview");

    // Branding: the preview follows the colour as it is typed, before saving.
    await activate(page, page.getByRole("navigation", { name: "Setup" }).getByRole("link", { name: "Branding" }));
    await page.getByRole("heading", { level: 1, name: "Branding" }).waitFor();
    await expect.poll(async () => (await focusedControl(page)).text).toBe("Branding");
    await typeIn(page, page.getByRole("textbox", { name: "Main colour", exact: true }), "#0b6e4f");
    const preview = page.getByRole("region", { name: "Preview" });
    await expect
      .poll(() => preview.getByText("Join the line", { exact: true }).evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe("rgb(11, 110, 79)");
    await activate(page, page.getByRole("button", { name: "Save branding" }));
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    // Said politely, once, with whatever the save warns about after it.
    const said = (await liveRegions(page)).filter((region) => region.text.startsWith("Saved."));
    expect(said).toEqual([expect.objectContaining({ politeness: "polite", role: "status" })]);
    await screenshot(page, "office-setup-branding");
    await expectAccessible(page, "setup: branding, saved");

    // Branches: found by typing, opened by keyboard.
    await activate(page, page.getByRole("navigation", { name: "Setup" }).getByRole("link", { name: "Branches" }));
    await page.getByRole("heading", { level: 1, name: "Branches" }).waitFor();
    await typeIn(page, page.getByRole("textbox", { name: "Find a branch" }), "harbor");
    await page
      .getByRole("status")
      .filter({ hasText: /^1 branch found/ })
      .waitFor();
    await screenshot(page, "office-setup-locations");
    await expectAccessible(page, "setup: branches, one found");
    await activate(page, page.getByRole("list", { name: "Branches" }).getByRole("link").first());
    await page.getByRole("heading", { level: 1, name: /^Branch: / }).waitFor();
    await expect.poll(async () => (await focusedControl(page)).tag).toBe("h1");
    await screenshot(page, "office-setup-branch");
    await expectAccessible(page, "setup: one branch");

    await page.setViewportSize({ width: 320, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "the branch form's width at 320 px").toBeLessThanOrEqual(320);
    await screenshot(page, "office-setup-branch-320");

    expect(await csp.violations()).toEqual([]);
    await page.close();
  });
});
