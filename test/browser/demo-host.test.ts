/**
 * The demo host page in real Chromium: a vendor-like page with hostile CSS and a theme
 * override, under its own strict CSP. Host CSS must not change the element, the element's CSS
 * must not change the host, and the host's `--qb-primary` must reach the element's buttons.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { watchCsp, type CspWatch } from "./helpers/csp-watch.js";
import { readShadow, waitForShadowText } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");
const HOTPINK = "rgb(255, 105, 180)";
/** The demo host's `queue-booking { --qb-primary: #b3261e; }`. */
const HOST_PRIMARY = "rgb(179, 38, 30)";

describe.skipIf(!chromiumPath)("demo host page in Chromium", () => {
  const harness = useBrowserServer();
  let page: Page;
  let csp: CspWatch;

  // One page for all the tests: they read what the demo host shows once it has settled.
  beforeAll(async () => {
    page = await harness.browser.newPage({ viewport: { width: 1280, height: 800 } });
    csp = await watchCsp(page);
    const response = await page.goto(`${harness.base}/demo-host/`);
    expect(response?.headers()["content-security-policy"]).toMatch(/style-src 'self' 'nonce-[^']+'/);
    await waitForShadowText(page, /Maple & Main Credit Union/);
    // Whatever the start screen is, it has buttons once its data arrived (the location list).
    await page.waitForFunction(() => Boolean(document.querySelector("queue-booking")?.shadowRoot?.querySelector(".qb-main button")), undefined, {
      timeout: 15_000,
    });
  });

  it("keeps the host page's CSS out of the element", async () => {
    const inside = await page.evaluate(() => {
      const shadow = document.querySelector("queue-booking")?.shadowRoot;
      const buttons = [...(shadow?.querySelectorAll("button") ?? [])];
      const h1 = shadow?.querySelector("h1");
      const input = shadow?.querySelector("input, select");
      return {
        buttonBackgrounds: buttons.map((b) => getComputedStyle(b).backgroundColor),
        h1Font: h1 ? getComputedStyle(h1).fontFamily : null,
        inputBoxSizing: input ? getComputedStyle(input).boxSizing : null,
        inputBorderStyle: input ? getComputedStyle(input).borderTopStyle : null,
      };
    });
    expect(inside.buttonBackgrounds.length).toBeGreaterThan(0);
    expect(inside.buttonBackgrounds).not.toContain(HOTPINK);
    expect(inside.h1Font).toContain("Roboto");
    expect(inside.h1Font).not.toBe("serif");
    if (inside.inputBoxSizing !== null) {
      expect(inside.inputBoxSizing).toBe("border-box");
      expect(inside.inputBorderStyle).not.toBe("dashed");
    }
  });

  it("keeps the element's CSS out of the host page", async () => {
    const host = await page.evaluate(() => {
      const h1 = document.getElementById("host-title");
      const button = document.getElementById("host-button");
      return {
        h1Font: h1 ? getComputedStyle(h1).fontFamily : null,
        // The element styles its own h1 at 1.5rem; a leak would shrink the host's 2em heading.
        h1Size: h1 ? getComputedStyle(h1).fontSize : null,
        buttonBackground: button ? getComputedStyle(button).backgroundColor : null,
        headStyleTags: document.head.querySelectorAll("style").length,
        sheets: document.styleSheets.length,
      };
    });
    expect(host.h1Font).toBe("serif");
    expect(host.h1Size).toBe("32px");
    expect(host.buttonBackground).toBe(HOTPINK);
    expect(host.headStyleTags).toBe(0);
    // Only demo-host.css: nothing of the element's was added to the document.
    expect(host.sheets).toBe(1);
    expect((await readShadow(page)).documentEmotionTags).toBe(0);
  });

  it("applies the host's --qb-primary to the element's primary buttons", async () => {
    const primaryBackground = () =>
      page.evaluate(() => {
        const button = document.querySelector("queue-booking")?.shadowRoot?.querySelector("button.qb-button:not(.qb-secondary)");
        return button ? getComputedStyle(button).backgroundColor : null;
      });
    if ((await primaryBackground()) === null) {
      // The start screen may have no primary button; a location's form has its submit button.
      // The element routes in its own memory: a deep link in the page's hash is read at start.
      await page.goto("about:blank");
      await page.goto(`${harness.base}/demo-host/#/callback-service/${harness.ids.location("downtown")}`);
      await page.waitForFunction(
        () => Boolean(document.querySelector("queue-booking")?.shadowRoot?.querySelector("button.qb-button:not(.qb-secondary)")),
        undefined,
        { timeout: 15_000 },
      );
    }
    expect(await primaryBackground()).toBe(HOST_PRIMARY);
    const variable = await page.evaluate(() => {
      const host = document.querySelector("queue-booking");
      return host ? getComputedStyle(host).getPropertyValue("--qb-primary").trim() : null;
    });
    expect(variable).toBe("#b3261e");
  });

  it("shows the hosted page in the iframe without its header (mode=embed)", async () => {
    const frame = page.frames().find((f) => f.url().includes("mode=embed"));
    if (!frame) throw new Error("the demo host page has no embed iframe");
    await waitForShadowText(frame, /\S/);
    await frame.waitForFunction(() => Boolean(document.querySelector("queue-booking")?.shadowRoot?.querySelector(".qb-main")));
    expect(await frame.evaluate(() => document.querySelector("queue-booking")?.shadowRoot?.querySelector(".qb-header") ?? null)).toBeNull();
  });

  it("ran all of it under the strict CSP without a violation", async () => {
    expect(await csp.violations()).toEqual([]);
  });
});
