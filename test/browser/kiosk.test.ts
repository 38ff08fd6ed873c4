/**
 * A lobby kiosk in real Chromium on the hosted pages, its clock driven by Playwright: it starts
 * at `/how?location=…&mode=kiosk`, shows the form without terms, compliance checkbox or
 * autocomplete, joins, shows the confirmation without changes or directions, and returns to an
 * empty form 8.5 s later; a half-filled form left alone for 30 s is cleared the same way. Run
 * for the demo vendor by `?vendor=` and under its own path, with another vendor as the server's
 * default: the kiosk must come back as the same vendor's, client after client.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible } from "./helpers/axe.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { screenshot } from "./helpers/screenshots.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { BY_QUERY, VENDOR_ENTRIES } from "./helpers/vendor-entry.js";

const chromiumPath = inject("chromiumPath");
/** A lobby tablet in landscape. */
const TABLET = { width: 1180, height: 820 };

describe.skipIf(!chromiumPath).each(VENDOR_ENTRIES)("a lobby kiosk ($name)", (entry) => {
  const harness = useBrowserServer();
  /** One set of pictures for the docs. */
  const shoot = (page: Page, name: string) => (entry === BY_QUERY ? screenshot(page, name) : Promise.resolve());
  let questions: DemoQuestion[];

  beforeAll(async () => {
    const answer = await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, {
      headers: { "x-vendor": "demo" },
    });
    questions = ((await answer.json()) as { data: DemoQuestion[] }).data;
  });

  const start = () => entry.url(harness.base, "/how", { location: harness.ids.location("downtown"), mode: "kiosk", lang: "en" });
  const atEmptyForm = async (page: Page) => {
    await page.waitForURL(
      (url) => url.pathname === entry.pathname(`/callback-service/${harness.ids.location("downtown")}`) && url.searchParams.get("mode") === "kiosk",
    );
    // The same vendor's kiosk, never the server's default one.
    await page.locator("queue-booking").getByText("Maple & Main Credit Union").first().waitFor();
    const first = page.locator("queue-booking").getByLabel(/^\s*First name/);
    await first.waitFor();
    // The server paints the form; the time-out is the element's, once it has taken over.
    await waitForElementScreen(page);
    expect(await first.inputValue()).toBe("");
  };

  async function openKiosk(): Promise<Page> {
    const page = await harness.browser.newPage({ viewport: TABLET });
    await page.clock.install();
    await page.goto(start());
    await atEmptyForm(page);
    return page;
  }

  it("joins without terms or compliance, then returns to an empty form 8.5 s after the confirmation", async () => {
    const page = await openKiosk();
    const csp = await watchCsp(page);
    const element = page.locator("queue-booking");
    const form = element.getByRole("form");
    expect(await element.textContent()).not.toContain("Terms of Service");
    expect(await form.getByRole("checkbox", { name: "I accept" }).count()).toBe(0);
    expect(await form.getAttribute("autocomplete")).toBe("off");
    expect(await element.getByRole("button", { name: "Home" }).count()).toBe(1);
    // No way off the kiosk: neither the vendor's homepage nor the project's site is a link.
    expect(await element.getByRole("link").count()).toBe(0);
    await shoot(page, "kiosk-form-wide-en");
    await expectAccessible(page, "kiosk form");

    await fillJoinForm(form, { lang: "en", serviceName: "Deposits and withdrawals", questions, first: "Robin", last: "Lee" });
    await form.getByRole("button", { name: "Join the line" }).click();
    await element.getByRole("heading", { name: "Your request has been added" }).waitFor();
    expect(await element.locator(".qb-manage-changes").count()).toBe(0);
    expect(await element.getByRole("link", { name: /Directions/ }).count()).toBe(0);
    await shoot(page, "kiosk-confirmation-wide-en");
    await expectAccessible(page, "kiosk confirmation");

    await page.clock.runFor(8_000);
    expect(new URL(page.url()).pathname).toBe(entry.pathname("/callback-service/confirmation"));
    await page.clock.runFor(600);
    await atEmptyForm(page);
    expect(new URL(page.url()).searchParams.get("lang")).toBe("en");

    // The next client joins at the same vendor's kiosk.
    await fillJoinForm(form, { lang: "en", serviceName: "Deposits and withdrawals", questions, first: "Kim", last: "Park" });
    await form.getByRole("button", { name: "Join the line" }).click();
    await element.getByRole("heading", { name: "Your request has been added" }).waitFor();
    const next = new URL(page.url()).searchParams;
    const stored = await fetch(`${harness.base}/api/v2/open/queue-appointments/${next.get("id")}?code=${next.get("code")}`, {
      headers: { "x-vendor": "demo" },
    });
    expect(stored.status).toBe(200);
    expect(await csp.violations()).toEqual([]);
  });

  it("clears a half-filled form after 30 s without a touch", async () => {
    const page = await openKiosk();
    const first = page.locator("queue-booking").getByLabel(/^\s*First name/);
    await first.pressSequentially("Sam");
    await page.clock.runFor(29_000);
    expect(await first.inputValue()).toBe("Sam");
    // The reset loads its code first, then the start page: the form's own URL comes back anew.
    const restarted = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
    await page.clock.runFor(1_500);
    await restarted;
    await atEmptyForm(page);
  });
});
