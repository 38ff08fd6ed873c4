/**
 * Reads are simple requests (issue 19, item 6): on a vendor's page of another origin, loading the
 * form and joining sends no preflight before any read (the vendor goes in the query), only
 * before the join itself (a JSON write with its CSRF token); and no read is sent twice: the
 * confirmation shows the join's answer and reads the appointment once, when its live channel is
 * subscribed. A page set up wrong (an origin the vendor does not allow, a vendor that does not
 * exist) tells the client it is not their doing, and its developer what to fix, in the console.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { allowVendorOrigin, elementPage, startVendorSite, type VendorSite } from "./helpers/vendor-site.js";

const chromiumPath = inject("chromiumPath");

/** The page's console errors, as they come. */
function consoleErrors(tab: Page): string[] {
  const seen: string[] = [];
  tab.on("console", (message) => {
    if (message.type() === "error") seen.push(message.text());
  });
  return seen;
}

/** The element's screen for a page set up wrong: translated, and blaming nobody. */
async function expectNotSetUp(tab: Page): Promise<void> {
  const element = tab.locator("queue-booking");
  await element.getByRole("heading", { name: "Online booking is not available on this page" }).waitFor({ timeout: 20_000 });
  expect(await element.getByRole("alert").textContent()).toContain("This is not caused by anything you did.");
}

describe.skipIf(!chromiumPath)("reads from a vendor's page", () => {
  const harness = useBrowserServer();
  let site: VendorSite;
  let stranger: VendorSite;

  beforeAll(async () => {
    const origin = harness.base;
    site = await startVendorSite({
      "/join.html": elementPage(origin, `vendor="demo" lang="en" location="${harness.ids.location("downtown")}"`),
      // The vendor's own site with its slug misspelt.
      "/typo.html": elementPage(origin, `vendor="no-such-vendor" lang="en"`),
    });
    // A page on an origin the vendor never allowed.
    const strangerPage = (vendor: string) => ({
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Elsewhere</title><link rel="icon" href="data:,">
<script type="module" src="${origin}/widget/queue-booking.js"></script></head>
<body><queue-booking vendor="${vendor}" lang="en"></queue-booking></body></html>`,
      policy: `default-src 'self'; script-src 'self' ${origin}; font-src ${origin}; connect-src ${origin}; img-src data: https:`,
    });
    stranger = await startVendorSite({ "/join.html": strangerPage("demo") });
    // The vendor allows its site's origin, as a vendor embedding the element does.
    await allowVendorOrigin(harness.server, "demo", site.origin);
  });
  afterAll(async () => {
    await site?.close();
    await stranger?.close();
  });

  it("tells a page on an origin the vendor does not allow why it cannot run: origin_not_allowed, not a network error", async () => {
    const tab = await harness.browser.newPage();
    await tab.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { qbErrors: unknown[] }).qbErrors = seen;
      document.addEventListener("queue-booking:error", (event) => seen.push((event as CustomEvent).detail));
    });
    const logged = consoleErrors(tab);
    await tab.goto(`${stranger.origin}/join.html`);
    await tab.waitForFunction(() => (window as unknown as { qbErrors: unknown[] }).qbErrors.length > 0, undefined, { timeout: 20_000 });
    expect(await tab.evaluate(() => (window as unknown as { qbErrors: unknown[] }).qbErrors)).toEqual([{ code: "origin_not_allowed" }]);
    // The client is told it is nothing they did; the developer, what to fix.
    await expectNotSetUp(tab);
    await expect
      .poll(() => logged.filter((text) => text.startsWith("queue-booking:")))
      .toEqual([
        `queue-booking: origin_not_allowed: this page's origin ${stranger.origin} is not among the allowed origins of vendor "demo" on ${harness.base}. Add ${stranger.origin} to that vendor's allowed_origins (docs/embedding.md, "When the element cannot start").`,
      ]);
    await tab.close();
  });

  it("tells a page whose vendor attribute names no vendor what to fix: vendor_not_found", async () => {
    const tab = await harness.browser.newPage();
    const logged = consoleErrors(tab);
    await tab.goto(`${site.origin}/typo.html`);
    await expectNotSetUp(tab);
    await expect
      .poll(() => logged.filter((text) => text.startsWith("queue-booking:")))
      .toEqual([
        `queue-booking: vendor_not_found: ${harness.base} has no vendor "no-such-vendor". Set the element's vendor attribute to your vendor's slug (docs/embedding.md, "When the element cannot start").`,
      ]);
    await tab.close();
  });

  it("sends a preflight only before the join, and each read once", async () => {
    const tab = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const calls: Array<{ method: string; path: string; query: string }> = [];
    // Chromium's own record of the network (the DevTools protocol): it lists CORS preflights,
    // which the page's request events do not.
    const devtools = await tab.context().newCDPSession(tab);
    await devtools.send("Network.enable");
    devtools.on("Network.requestWillBeSent", (event) => {
      const url = new URL(event.request.url);
      if (url.origin === harness.base && url.pathname.startsWith("/api/")) calls.push({ method: event.request.method, path: url.pathname, query: url.search });
    });
    await tab.goto(`${site.origin}/join.html`);
    const element = tab.locator("queue-booking");
    const form = element.getByRole("form");
    await form.getByRole("button", { name: "Join the line" }).waitFor({ timeout: 20_000 });
    const questions = (await (
      await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, { headers: { "x-vendor": "demo" } })
    ).json()) as { data: DemoQuestion[] };
    await fillJoinForm(form, { lang: "en", serviceName: "Deposits and withdrawals", questions: questions.data, first: "Simple", last: "Reads" });
    await form.getByRole("button", { name: "Join the line" }).click();
    await element.getByText("Confirmation number").waitFor({ timeout: 20_000 });
    // The confirmation's own reads have gone out (its wait is shown).
    await element
      .getByText(/Estimated wait|You are next/)
      .first()
      .waitFor({ timeout: 20_000 });

    // The confirmation's one read of its appointment: once its live channel is subscribed.
    const appointmentReads = () => calls.filter((c) => c.method === "GET" && /^\/api\/v2\/open\/queue-appointments\/\d+$/.test(c.path));
    await expect.poll(() => appointmentReads().length, { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const preflights = calls.filter((c) => c.method === "OPTIONS");
    expect(preflights.map((c) => c.path)).toEqual(["/api/v2/open/queue-appointments"]);
    const reads = calls.filter((c) => c.method === "GET");
    expect(reads.length).toBeGreaterThan(2);
    for (const read of reads) expect(new URLSearchParams(read.query).get("vendor"), read.path).toBe("demo");
    // Each read once, the confirmation's appointment included.
    const twice = reads.map((c) => `${c.path}${c.query}`).filter((key, i, all) => all.indexOf(key) !== i);
    expect(twice, reads.map((c) => `${c.path}${c.query}`).join("\n")).toEqual([]);
    expect(appointmentReads()).toHaveLength(1);
    await tab.close();
  });
});
