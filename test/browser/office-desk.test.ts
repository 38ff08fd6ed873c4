/**
 * The back office's desk in real Chromium, signed in as a demo staff member with a password: a
 * client who joins through the open API appears and is announced once by the one polite live
 * region (read from Chromium's accessibility tree), call next and complete with focus kept off
 * the body, reflow at 320 px, and axe clean.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { joinDowntown } from "../helpers/join-demo.js";
import { giveAccount } from "../helpers/office-session.js";
import { expectAccessible } from "./helpers/axe.js";
import { liveRegions } from "./helpers/live-regions.js";
import { screenshot } from "./helpers/screenshots.js";
import { DESK_TIMEZONE, DESK_VIEWPORT } from "./helpers/staff-desk.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");
const EMAIL = "ana@desk.example";
const PASSWORD = "desk-password-123";

/** What the page's element has focus, and whether it is the body. */
const focused = (page: Page) =>
  page.evaluate(() => ({ body: document.activeElement === document.body || document.activeElement === null, text: document.activeElement?.textContent ?? "" }));

/** Every text the desk's polite live region has said since the page loaded (recorded in the page). */
const said = (page: Page) => page.evaluate(() => (window as unknown as { deskSaid?: string[] }).deskSaid ?? []);

describe.skipIf(!chromiumPath)("the back office's desk", () => {
  const harness = useBrowserServer();

  it("shows a join once, calls next and completes with focus kept, reflows at 320 px, axe clean", async () => {
    await giveAccount(harness.server, { vendor: "demo", key: "ana", email: EMAIL, password: PASSWORD });
    const page = await harness.browser.newPage({ viewport: DESK_VIEWPORT, timezoneId: DESK_TIMEZONE });
    // Records what the one polite region says, each change once, before the app starts.
    await page.addInitScript(() => {
      const record = window as unknown as { deskSaid: string[] };
      record.deskSaid = [];
      new MutationObserver(() => {
        const region = document.querySelector('[role="status"][aria-live="polite"].desk-announcer');
        const text = region?.textContent ?? "";
        if (text && record.deskSaid.at(-1) !== text) record.deskSaid.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The desk's own address, signed out: sign-in shows there and the desk follows.
    await page.goto(`${harness.base}/office/desk?vendor=demo`);
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Desk" }).waitFor();
    expect((await focused(page)).body, "focus after signing in").toBe(false);
    await page.getByText("Live updates on.").waitFor();
    await page.getByText("Times are the location's: America/New_York (EST).").waitFor();

    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Lena", last_name: "Marsh" });
    await page.getByRole("heading", { level: 3, name: /Lena Marsh/ }).waitFor();
    await expect.poll(() => said(page)).toContain("Lena M. joined");
    // What a screen reader is given: one polite region, saying the join and nothing else; the line is none.
    const polite = (await liveRegions(page)).filter((region) => region.politeness === "polite" && region.text);
    expect(polite).toEqual([{ politeness: "polite", role: "status", text: "Lena M. joined" }]);
    await expectAccessible(page, "desk with a client waiting");
    await screenshot(page, "office-desk");

    await page.getByRole("button", { name: "Call next" }).click();
    await expect.poll(() => said(page)).toContain("Called Lena M.");
    const complete = page.getByRole("button", { name: "Complete: Lena Marsh" });
    await complete.focus();
    await complete.click();
    await expect.poll(() => said(page)).toContain("Completed");
    await page.getByText("Nobody is waiting.").waitFor();
    expect((await focused(page)).body, "focus after Complete").toBe(false);
    expect((await focused(page)).text).toBe("The line");

    // A read with nothing new (a live event that moved nothing, as the once-a-minute read while idle) says nothing again.
    const before = await said(page);
    await harness.server.app.ctx.bus.publish({ channel: `location.${harness.ids.location("downtown")}`, event: "WaitTimeRecalculated", data: [] });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(await said(page)).toEqual(before);
    expect((await said(page)).filter((text) => text.includes("Lena M. joined"))).toHaveLength(1);

    await page.setViewportSize({ width: 320, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page's width at 320 px").toBeLessThanOrEqual(320);
    // Values are never squeezed to a few letters a line: each has most of the card's width.
    await joinDowntown(harness.server, harness.ids, "deposits", {
      first_name: "Maximiliano",
      last_name: "Vandenberghe-Oyelaran",
      email: "maximiliano.vandenberghe@example.org",
    });
    await page.getByRole("heading", { level: 3, name: /Maximiliano/ }).waitFor();
    const narrowest = await page.evaluate(() => Math.min(...[...document.querySelectorAll("main dd")].map((dd) => dd.getBoundingClientRect().width)));
    expect(narrowest, "the narrowest value's width at 320 px").toBeGreaterThanOrEqual(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page's width at 320 px").toBeLessThanOrEqual(320);
    await screenshot(page, "office-desk-320");
    await expectAccessible(page, "desk at 320 px");
    await page.close();
  });

  it("lets a manager find a branch by typing and choose it with the keyboard alone", async () => {
    await giveAccount(harness.server, { vendor: "demo", key: "chloe", email: "chloe@desk.example", password: PASSWORD });
    const page = await harness.browser.newPage({ viewport: DESK_VIEWPORT, timezoneId: DESK_TIMEZONE });
    await page.goto(`${harness.base}/office/desk?vendor=demo`);
    await page.getByLabel("Email").fill("chloe@desk.example");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByText("Live updates on.").waitFor();
    const location = page.getByRole("combobox", { name: "Location" });
    await location.focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("harb");
    await page.getByRole("option", { name: "Harbor Callback Center" }).waitFor();
    expect(await location.getAttribute("aria-expanded")).toBe("true");
    await expectAccessible(page, "desk, the location list open");
    await page.keyboard.press("ArrowDown");
    expect(await page.getByRole("option", { name: "Harbor Callback Center" }).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Enter");
    await page.getByText("Times are the location's: America/Chicago (CST).").waitFor();
    expect(await location.inputValue()).toBe("Harbor Callback Center");
    expect(await location.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.close();
  });
});
