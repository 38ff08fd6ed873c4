/**
 * One load of a vendor's location picker in a fresh browser context, throttled as a phone on a
 * slow network: DevTools' "Slow 4G" preset (562.5 ms latency, 180 kB/s down, 84 kB/s up) and
 * a 4× slower CPU, through the DevTools protocol. Measures, from the navigation's start, when
 * the first branch of the list is on screen, the list reads' bytes and the element count.
 */
import type { Browser } from "playwright-core";

/** DevTools' "Slow 4G" (Chromium's network presets): bytes per second and milliseconds. */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
export const CPU_SLOWDOWN = 4;

export interface PickerLoad {
  /** Milliseconds from the navigation's start to the first branch painted in the list. */
  firstBranchMs: number;
  /** The list reads (`/api/v…/open/locations`, not one location's): bytes on the wire and decoded. */
  listBytes: number;
  listDecodedBytes: number;
  /** Elements in the page, shadow roots included, once the network is quiet. */
  elements: number;
  /** Rows the list shows. */
  rows: number;
}

export async function loadPicker(browser: Browser, url: string): Promise<PickerLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
    // Polled on each frame in the page itself, so the time is the page's own clock.
    const first = await page.waitForFunction(
      () => {
        const item = document.querySelector("queue-booking")?.shadowRoot?.querySelector(".qb-location-item");
        return item && item.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      undefined,
      { polling: "raf", timeout: 120_000 },
    );
    const firstBranchMs = (await first.jsonValue()) as number;
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
    const facts = (await page.evaluate(`(() => {
      const count = (root) => [...root.querySelectorAll("*")].reduce((sum, el) => sum + 1 + (el.shadowRoot ? count(el.shadowRoot) : 0), 0);
      const lists = performance.getEntriesByType("resource").filter((r) => /\\/open\\/locations(\\?|$)/.test(r.name));
      const shadow = document.querySelector("queue-booking")?.shadowRoot;
      return {
        listBytes: lists.reduce((sum, r) => sum + r.transferSize, 0),
        listDecodedBytes: lists.reduce((sum, r) => sum + r.decodedBodySize, 0),
        elements: count(document),
        rows: shadow?.querySelectorAll(".qb-location-item").length ?? 0,
      };
    })()`)) as Omit<PickerLoad, "firstBranchMs">;
    return { firstBranchMs, ...facts };
  } finally {
    await context.close();
  }
}
