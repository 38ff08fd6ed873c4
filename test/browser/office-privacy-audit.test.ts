/**
 * Privacy and the audit log in real Chromium, by keyboard alone: an admin finds a client whose
 * visit is over by email, erases their data after a confirmation (focus goes into it, then to the
 * receipt, which is said politely once), then opens the audit log and finds the erasure there.
 * axe clean on both screens, the privacy screen reflows at 320 px, no CSP violation. The
 * screenshots of docs/screenshots.md's privacy and audit screens come from here.
 */
import { describe, expect, inject, it } from "vitest";
import { joinDowntown, setStatus } from "../helpers/join-demo.js";
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
const EMAIL = "dana.privacy@maple.example";
const PASSWORD = "an admin's privacy passphrase";
const CLIENT = "ines.erase@example.com";

describe.skipIf(!chromiumPath)("back office: privacy and the audit log by keyboard", () => {
  const harness = useBrowserServer();

  it("erases a client's data after confirming, and the audit log shows it", { timeout: 120_000 }, async () => {
    const joined = await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Ines", last_name: "Erase", email: CLIENT });
    await setStatus(harness.server, joined.id, 2, { finished_at: new Date().toISOString() });
    await giveAccount(harness.server, { vendor: "demo", key: "dana", email: EMAIL, password: PASSWORD });
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const csp = await watchCsp(page);
    await signInToOffice(page, harness.base, EMAIL, PASSWORD);

    await openOfficeScreen(page, "Privacy");
    await expectAccessible(page, "privacy");

    await typeIn(page, page.getByRole("textbox", { name: "Client's email or phone number" }), CLIENT);
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Clients found: 1." }).waitFor();
    await activate(page, page.getByRole("button", { name: "Erase this client's data" }));
    await expect.poll(async () => (await focusedControl(page)).text).toBe("Erase this client's data?");
    await expectAccessible(page, "privacy: the erasure's confirmation");
    await activate(page, page.getByRole("button", { name: "Erase for good" }));
    await expect.poll(async () => (await focusedControl(page)).text).toMatch(/^Erased on /);
    const said = (await liveRegions(page)).filter((region) => region.text === "The client's data was erased.");
    expect(said).toEqual([expect.objectContaining({ politeness: "polite", role: "status" })]);
    await screenshot(page, "office-privacy-wide-en");
    await expectAccessible(page, "privacy: erased, the receipt");

    await page.setViewportSize({ width: 320, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "the privacy screen's width at 320 px").toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 900 });

    await activate(page, page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }));
    await page.getByRole("heading", { level: 1, name: "Audit log" }).waitFor();
    await expect.poll(async () => (await focusedControl(page)).text).toBe("Audit log");
    await page
      .getByRole("table")
      .getByText(/Client data erased|privacy\.erasure/)
      .first()
      .waitFor();
    await screenshot(page, "office-audit-wide-en");
    await expectAccessible(page, "audit log");

    expect(await csp.violations()).toEqual([]);
    await page.close();
  });
});
