/**
 * A vendor's page on another origin pins the element: the script tag names
 * `/widget/v{version}/queue-booking.js` with the integrity from `/widget/manifest.json` and
 * `crossorigin="anonymous"`, the way docs/embedding.md shows it. The browser checks the entry's
 * bytes against the integrity, so the build's hash must be that of what the server sends; the
 * entry then loads its chunks under the same versioned path. A wrong integrity blocks the entry:
 * the element is never defined.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { waitForElementScreen, waitForShadowText } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { allowVendorOrigin, elementPage, startVendorSite, type VendorSite } from "./helpers/vendor-site.js";

const chromiumPath = inject("chromiumPath");

interface Manifest {
  version: string;
  entry: string;
  integrity: string;
}

describe.skipIf(!chromiumPath)("a page pinned to the element's version", () => {
  const harness = useBrowserServer();
  let site: VendorSite;
  let manifest: Manifest;

  beforeAll(async () => {
    manifest = (await (await fetch(`${harness.base}/widget/manifest.json`)).json()) as Manifest;
    const pinned = (integrity: string) =>
      elementPage(harness.base, `vendor="demo" lang="en"`, {
        script: `<script type="module" src="${harness.base}${manifest.entry}" integrity="${integrity}" crossorigin="anonymous"></script>`,
      });
    // 48 bytes, as long as a sha384 digest, but not this entry's.
    const wrong = `sha384-${Buffer.alloc(48, 7).toString("base64")}`;
    site = await startVendorSite({ "/pinned.html": pinned(manifest.integrity), "/tampered.html": pinned(wrong) });
    await allowVendorOrigin(harness.server, "demo", site.origin);
  });
  afterAll(async () => {
    await site?.close();
  });

  it("loads the versioned entry with its integrity from another origin, then its chunks from the same versioned path", async () => {
    expect(manifest.entry).toBe(`/widget/v${manifest.version}/queue-booking.js`);
    const page = await harness.browser.newPage();
    await page.goto(`${site.origin}/pinned.html`);
    await waitForElementScreen(page);
    // The demo vendor's first screen: its location picker.
    await waitForShadowText(page, /Maple & Main Credit Union/);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith("/widget/") && p.endsWith(".js")),
    );
    expect(scripts[0]).toBe(manifest.entry);
    const chunks = scripts.slice(1);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((p) => p.startsWith(`/widget/v${manifest.version}/chunks/`))).toBe(true);
    await page.close();
  });

  it("never defines the element when the integrity is not the entry's", async () => {
    const page = await harness.browser.newPage();
    const refused = page.waitForEvent("console", { predicate: (m) => /integrity/i.test(m.text()), timeout: 15_000 });
    await page.goto(`${site.origin}/tampered.html`, { waitUntil: "load" });
    expect((await refused).text()).toMatch(/blocked/i);
    expect(await page.evaluate(() => customElements.get("queue-booking") === undefined)).toBe(true);
    await page.close();
  });
});
