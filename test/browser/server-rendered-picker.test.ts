/**
 * A hosted location picker paints before any script has run, as the join form does
 * (server-rendered-form.test.ts): the server renders the picker's chunk with the list's first
 * page it inlines. With JavaScript off, the title and the branches are there in the page's
 * language. With JavaScript on, the element takes the picker over without ever showing
 * "Loading…" in between (it has the picker's chunk and texts before it swaps), and the list reads
 * nothing: it starts from the inlined page.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { watchCsp } from "./helpers/csp-watch.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

declare global {
  interface Window {
    /** Whether "Loading…" was ever in the element's shadow root. */
    __qbSawLoading?: boolean;
  }
}

/** The picker's title and the names in its list. */
function readPicker(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector("queue-booking")?.shadowRoot;
    return {
      titles: [...(root?.querySelectorAll("h1") ?? [])].map((h) => h.textContent),
      names: [...(root?.querySelectorAll(".qb-location-name") ?? [])].map((n) => n.textContent),
      lang: root?.querySelector(".qb-app")?.getAttribute("lang"),
    };
  });
}

describe.skipIf(!chromiumPath)("a hosted location picker rendered by the server", () => {
  const harness = useBrowserServer();
  const pickerPath = "/callback-service?vendor=demo&lang=es";

  it("paints the title and the list's first page in the page's language before any script runs", async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const csp = await watchCsp(page);
      await page.goto(`${harness.base}${pickerPath}`);
      const picker = await readPicker(page);
      expect(picker.titles).toEqual(["Seleccione una ubicación"]);
      expect(picker.lang).toBe("es");
      expect(picker.names).toContain("Sucursal del centro");
      expect(await csp.violations()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("is taken over by the element without a loading frame, from the inlined list", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      window.__qbSawLoading = false;
      const watch = setInterval(() => {
        const root = document.querySelector("queue-booking")?.shadowRoot;
        if (!root) return;
        clearInterval(watch);
        const look = () => {
          if (root.querySelector(".qb-loading")) window.__qbSawLoading = true;
        };
        look();
        new MutationObserver(look).observe(root, { subtree: true, childList: true });
      }, 1);
    });
    const listReads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v3/open/locations")) listReads.push(request.url());
    });
    const csp = await watchCsp(page);
    await page.goto(`${harness.base}${pickerPath}`);
    await waitForElementScreen(page);
    await page.waitForFunction(() => document.querySelector("queue-booking")?.shadowRoot?.querySelector("style[data-emotion]") === null);
    const picker = await readPicker(page);
    expect(picker.titles).toEqual(["Seleccione una ubicación"]);
    expect(picker.names).toContain("Sucursal del centro");
    expect(await page.evaluate(() => window.__qbSawLoading)).toBe(false);
    expect(listReads).toEqual([]);
    expect(await csp.violations()).toEqual([]);
    await page.close();
  });
});
