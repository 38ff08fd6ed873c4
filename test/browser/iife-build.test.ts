/**
 * The other ways a vendor's page loads the element: the classic script `queue-booking.iife.js`
 * (for hosts without module scripts: a small loader of this release's module build), and the ES
 * module from another origin — module scripts and fonts are fetched in CORS mode, so that only
 * works with `Access-Control-Allow-Origin`. Each host page is on another origin than the server,
 * has a strict CSP of its own and passes its nonce to the element.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { watchCsp } from "./helpers/csp-watch.js";
import { readShadow, waitForShadowText } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { allowVendorOrigin, startVendorSite, type VendorPage, type VendorSite } from "./helpers/vendor-site.js";

const chromiumPath = inject("chromiumPath");
const NONCE = "dGVzdC1ub25jZS0xMjM0NQ==";

/** A vendor's page with the element, under a policy that allows only the widget's origin. */
function vendorPage(script: string, widgetOrigin: string): VendorPage {
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vendor</title><link rel="icon" href="data:,">
${script}</head><body><h1>A vendor's page</h1><queue-booking vendor="demo" nonce="${NONCE}"></queue-booking></body></html>`,
    policy: [
      "default-src 'self'",
      `script-src 'self' ${widgetOrigin}`,
      `style-src 'self' 'nonce-${NONCE}'`,
      `font-src 'self' ${widgetOrigin}`,
      `connect-src 'self' ${widgetOrigin}`,
      "img-src 'self' data: https:",
    ].join("; "),
  };
}

describe.skipIf(!chromiumPath)("other ways to load the element", () => {
  const harness = useBrowserServer();
  let site: VendorSite;

  // The vendor's own site loads the module from the server, so it starts once that has an address.
  beforeAll(async () => {
    site = await startVendorSite({
      "/module.html": vendorPage(`<script type="module" src="${harness.base}/widget/queue-booking.js"></script>`, harness.base),
      "/iife.html": vendorPage(`<script src="${harness.base}/widget/queue-booking.iife.js"></script>`, harness.base),
    });
    await allowVendorOrigin(harness.server, "demo", site.origin);
  });
  afterAll(async () => {
    await site?.close();
  });

  it("defines and renders <queue-booking> from the classic script, which loads the release's module build and only the chunks it needs", async () => {
    const page = await harness.browser.newPage();
    const csp = await watchCsp(page);
    await page.goto(`${site.origin}/iife.html`);
    await waitForShadowText(page, /Maple & Main Credit Union/);
    const shadow = await readShadow(page);
    expect(shadow.defined).toBe(true);
    expect(shadow.styleTags).toEqual([]);
    expect(shadow.sheets.length).toBeGreaterThan(0);
    expect(shadow.sheets.some((t) => t.rules > 0)).toBe(true);
    // A loader, not the element inlined: the module entry of one release, then its lazy chunks
    // (the locale's catalog), never the map or the other languages' catalogs before they are needed.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith("/widget/")),
    );
    expect(scripts[0]).toBe("/widget/queue-booking.iife.js");
    expect(scripts).toContainEqual(expect.stringMatching(/^\/widget\/r\/[0-9a-f]{12}\/queue-booking\.js$/));
    expect(scripts.some((p) => /^\/widget\/r\/[0-9a-f]{12}\/chunks\/en-/.test(p))).toBe(true);
    expect(scripts.filter((p) => /leaflet|\/chunks\/(es|fr|ko|pl|pt-BR|ru|zh-Hans)-/.test(p))).toEqual([]);
    expect((await (await fetch(`${harness.base}/widget/queue-booking.iife.js`)).text()).length).toBeLessThan(1_000);
    expect(await csp.violations()).toEqual([]);
  });

  it("loads the ES module, its chunks and fonts from another origin (CORS)", async () => {
    const page = await harness.browser.newPage();
    const csp = await watchCsp(page);
    await page.goto(`${site.origin}/module.html`);
    await page.waitForFunction(() => customElements.get("queue-booking") !== undefined, undefined, { timeout: 15_000 });
    // The element renders only once its locale catalog (a lazy chunk) has loaded.
    await waitForShadowText(page, /\S/);
    const chunks = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((n) => n.includes("/widget/chunks/")),
    );
    expect(chunks.length).toBeGreaterThan(0);
    await page.waitForFunction(() => document.fonts.check('16px "queue-booking Roboto"'), undefined, { timeout: 10_000 });
    expect(await csp.violations()).toEqual([]);
  });
});
