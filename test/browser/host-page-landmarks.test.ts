/**
 * Landmarks on a vendor's page: the element sits inside the host page's own `main` and claims no
 * `main` of its own (axe: landmark-no-duplicate-main, landmark-main-is-top-level,
 * landmark-unique), on the location picker and the form, in Chromium's accessibility tree as in
 * axe; the server's hosted pages, where the element is the page, keep theirs.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible } from "./helpers/axe.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { allowVendorOrigin, elementPage, startVendorSite, type VendorPage, type VendorSite } from "./helpers/vendor-site.js";

const chromiumPath = inject("chromiumPath");

/** The element inside the page's own banner-less `main`, under the page's heading. */
function insideHostMain(page: VendorPage): VendorPage {
  return {
    ...page,
    html: page.html.replace("<queue-booking", "<main><h1>Visit a branch</h1><queue-booking").replace("</queue-booking>", "</queue-booking></main>"),
  };
}

/** How many `main` landmarks Chromium gives assistive technology. */
async function mainLandmarks(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: { ignored?: boolean; role?: { value?: unknown } }[] };
    return nodes.filter((n) => !n.ignored && n.role?.value === "main").length;
  } finally {
    await cdp.detach();
  }
}

describe.skipIf(!chromiumPath)("landmarks on a vendor's page", () => {
  const harness = useBrowserServer();
  let site: VendorSite;

  beforeAll(async () => {
    site = await startVendorSite({
      "/branches.html": insideHostMain(elementPage(harness.base, `vendor="demo" lang="en"`, { title: "Our branches" })),
      "/form.html": insideHostMain(elementPage(harness.base, `vendor="demo" lang="en" location="${harness.ids.location("downtown")}"`, { title: "Join" })),
    });
    await allowVendorOrigin(harness.server, "demo", site.origin);
  });
  afterAll(async () => {
    await site?.close();
  });

  it("leaves the page's main landmark the only one, on the picker and the form", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.origin}/branches.html`);
    await page.locator("queue-booking").getByRole("heading", { level: 1, name: "Select a Location" }).waitFor({ timeout: 20_000 });
    expect(await mainLandmarks(page)).toBe(1);
    await expectAccessible(page, "location picker inside the host's main");

    await page.goto(`${site.origin}/form.html`);
    await page.locator("queue-booking").getByRole("button", { name: "Join the line" }).waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);
    expect(await mainLandmarks(page)).toBe(1);
    await expectAccessible(page, "form inside the host's main");
    await page.close();
  });

  it("keeps the element's main on its hosted pages", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en`);
    await page.locator("queue-booking").getByRole("button", { name: "Join the line" }).waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);
    expect(await mainLandmarks(page)).toBe(1);
    expect(await page.locator("queue-booking").getByRole("main").count()).toBe(1);
    await page.close();
  });
});
