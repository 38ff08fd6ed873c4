/**
 * The back office in real Chromium, by keyboard only and through what a screen reader gets
 * (Chromium's accessibility tree): the demo vendor's sign-in page, a wrong password announced
 * (an assertive live region) and tied to both fields, signing in with focus landing on the first
 * screen's heading and the tab named after it, axe clean on both screens, no CSP violation, and
 * signing out.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { giveAccount } from "../helpers/office-session.js";
import { axControl, focusedControl } from "./helpers/ax-node.js";
import { expectAccessible } from "./helpers/axe.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { liveRegions } from "./helpers/live-regions.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

const EMAIL = "ana.office@maple.example";
const PASSWORD = "a keyboard-typed passphrase";
const WRONG = "The email or the password is wrong. Check both and try again, or ask for a sign-in link.";

/** Presses Tab until the focused control is the one named, at most `max` times. */
async function tabTo(page: Page, name: string, max = 10): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.id ? (document.querySelector(`label[for="${active.id}"]`)?.textContent ?? "") : (active?.textContent ?? "");
    });
    if (focused.trim() === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe.skipIf(!chromiumPath)("back office: sign in by keyboard", () => {
  const harness = useBrowserServer();

  it("signs in and out by keyboard, wrong details announced, focus on each screen's heading, axe clean", async () => {
    await giveAccount(harness.server, { vendor: "demo", key: "ana", email: EMAIL, password: PASSWORD });
    const page = await harness.browser.newPage({ viewport: { width: 1024, height: 800 }, locale: "en-US" });
    const csp = await watchCsp(page);
    await page.goto(`${harness.base}/office?vendor=demo`);
    await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor();
    expect(await page.title()).toBe("Sign in – Maple & Main Credit Union");
    expect(await page.getByRole("banner").textContent()).toContain("Maple & Main Credit Union");
    await expectAccessible(page, "sign-in");

    // A wrong password, by keyboard.
    await tabTo(page, "Email");
    await page.keyboard.type(EMAIL);
    await tabTo(page, "Password");
    await page.keyboard.type("not the passphrase");
    await page.keyboard.press("Enter");
    await page.getByRole("alert").getByText(WRONG).waitFor();
    expect(await liveRegions(page)).toContainEqual({ politeness: "assertive", role: "alert", text: WRONG });
    for (const name of ["Email", "Password"]) {
      const control = await axControl(page, "textbox", name);
      expect(control.invalid, name).toBe("true");
      expect(control.description, name).toContain(WRONG);
    }
    await expectAccessible(page, "sign-in with the wrong-details alert");

    // The right one: focus lands on the first screen's heading.
    expect((await focusedControl(page)).name).toBe("sign-in-password");
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Desk" }).waitFor();
    await expect.poll(async () => (await focusedControl(page)).tag).toBe("h1");
    expect((await focusedControl(page)).text).toBe("Desk");
    await expect.poll(() => page.title()).toBe("Desk – Maple & Main Credit Union");
    expect(new URL(page.url()).pathname).toBe("/office/desk");
    await page.getByRole("navigation").getByRole("link", { name: "Account" }).waitFor();
    await expectAccessible(page, "desk");

    // Signing out, by keyboard: back to sign-in, focus on its heading.
    await page.keyboard.press("Shift+Tab");
    expect((await focusedControl(page)).text).toBe("Sign out");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor();
    await expect.poll(async () => (await focusedControl(page)).text).toBe("Sign in");
    expect(new URL(page.url()).pathname).toBe("/office");
    const session = await page.evaluate(async () => (await fetch("/api/v2/office/session")).status);
    expect(session).toBe(401);

    expect(await csp.violations()).toEqual([]);
    expect(csp.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await page.close();
  });
});
