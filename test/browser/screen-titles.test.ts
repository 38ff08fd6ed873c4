/**
 * One title per screen (issue 21, item 2): a hosted page names the tab after the screen shown —
 * "{screen's title} – {vendor}" — on every screen, step and error, in the language shown, and
 * after a switch of language; an element on a vendor's page leaves the host's title alone
 * unless given `document-title="true"`.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { catalogText } from "./helpers/catalog-text.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { allowVendorOrigin, elementPage, startVendorSite, type VendorSite } from "./helpers/vendor-site.js";

const chromiumPath = inject("chromiumPath");
const VENDOR = "Maple & Main Credit Union";

const heading = (page: Page) =>
  page.evaluate(() => document.querySelector("queue-booking")?.shadowRoot?.querySelector(".qb-main h1")?.textContent?.trim() ?? "");

describe.skipIf(!chromiumPath)("the title of each screen", () => {
  const harness = useBrowserServer();
  let site: VendorSite;

  beforeAll(async () => {
    const origin = harness.base;
    site = await startVendorSite({
      "/plain.html": elementPage(origin, `vendor="demo" lang="en"`, { title: "Our branches" }),
      "/titled.html": elementPage(origin, `vendor="demo" lang="es" document-title="true"`, { title: "Our branches" }),
    });
    await allowVendorOrigin(harness.server, "demo", site.origin);
  });
  afterAll(async () => {
    await site?.close();
  });

  for (const lang of ["en", "es"]) {
    it(`names the tab after each screen on hosted pages (${lang})`, async () => {
      const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const text = (english: string) => catalogText(lang, english);
      await page.goto(`${harness.base}/callback-service?vendor=demo&lang=${lang}`);
      await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(`${text("Select a Location")} – ${VENDOR}`);

      await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=${lang}`);
      await expect.poll(() => heading(page), { timeout: 20_000 }).toBe(text("Join the line"));
      await expect.poll(() => page.title()).toBe(`${text("Join the line")} – ${VENDOR}`);

      // An error state has its own title too.
      await page.goto(`${harness.base}/callback-service/confirmation?vendor=demo&lang=${lang}&id=999999&code=NOPE`);
      await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(`${text("Oops, something went wrong")} – ${VENDOR}`);
      await page.close();
    });
  }

  it("follows a switch of language", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service?vendor=demo&lang=en`);
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(`Select a Location – ${VENDOR}`);
    await page.locator("queue-booking header select").selectOption("ko");
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(`${catalogText("ko", "Select a Location")} – ${VENDOR}`);
    await page.close();
  });

  it("leaves a vendor page's title alone unless told", async () => {
    const page = await harness.browser.newPage();
    await page.goto(`${site.origin}/plain.html`);
    await page.locator("queue-booking .qb-location-list").waitFor({ timeout: 20_000 });
    expect(await page.title()).toBe("Our branches");

    await page.goto(`${site.origin}/titled.html`);
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(`${catalogText("es", "Select a Location")} – ${VENDOR}`);
    await page.close();
  });
});
