/**
 * The hosted page in real Chromium: it runs under its strict CSP without a single violation,
 * and the element renders inside its shadow root with emotion's rules in place (nonce'd style
 * tags, rules in the CSSOM), nothing written into the page's head.
 */
import { describe, expect, inject, it } from "vitest";
import { watchCsp } from "./helpers/csp-watch.js";
import { readShadow, waitForElementScreen, waitForShadowText } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("hosted pages in Chromium", () => {
  const harness = useBrowserServer();

  async function open(path: string) {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const csp = await watchCsp(page);
    const response = await page.goto(`${harness.base}${path}`);
    if (!response) throw new Error(`no response for ${path}`);
    return { page, csp, response };
  }

  it("loads /callback-service?vendor=demo under the strict CSP with zero violations", async () => {
    const { page, csp, response } = await open("/callback-service?vendor=demo");
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain("unsafe-inline");

    await waitForShadowText(page, /Maple & Main Credit Union/);
    // The server paints the picker with nonce'd style tags; the element's own screen replaces it.
    await waitForElementScreen(page);
    const shadow = await readShadow(page);
    expect(shadow.hasShadow).toBe(true);
    // Styles live in constructed sheets the shadow root adopted: no style tag, no nonce needed.
    expect(shadow.styleTags).toEqual([]);
    expect(shadow.sheets.reduce((n, t) => n + t.rules, 0)).toBeGreaterThan(5);
    expect(shadow.sheets.flatMap((t) => t.selectors).join(" ")).toContain(".qb-app");
    expect(shadow.documentEmotionTags).toBe(0);

    // The styles apply: the element's font and its header layout come from emotion's rules.
    const look = await page.evaluate(() => {
      const host = document.querySelector("queue-booking");
      const header = host?.shadowRoot?.querySelector(".qb-header");
      return {
        font: host ? getComputedStyle(host).fontFamily : "",
        headerDisplay: header ? getComputedStyle(header).display : "",
        roboto: document.fonts.check('16px "queue-booking Roboto"'),
      };
    });
    expect(look.font).toContain("Roboto");
    expect(look.headerDisplay).toBe("flex");
    await page.waitForFunction(() => document.fonts.check('500 16px "queue-booking Roboto"'), undefined, { timeout: 10_000 });

    expect(await csp.violations()).toEqual([]);
    expect(csp.errors).toEqual([]);
  });

  it("follows lang into <html lang> and the element, and mode=embed hides the header", async () => {
    const { page, csp } = await open("/callback-service?vendor=demo&lang=es&mode=embed");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    await page.waitForFunction(() => Boolean(document.querySelector("queue-booking")?.shadowRoot?.querySelector(".qb-main")));
    const header = await page.evaluate(() => document.querySelector("queue-booking")?.shadowRoot?.querySelector(".qb-header") !== null);
    expect(header).toBe(false);
    const lang = await page.evaluate(() => document.querySelector("queue-booking")?.getAttribute("lang"));
    expect(lang).toBe("es");
    expect(await csp.violations()).toEqual([]);
  });

  it("answers an unknown vendor with an HTML 404 page that also keeps the policy", async () => {
    const { page, csp, response } = await open("/callback-service?vendor=no-such-vendor&lang=ko");
    expect(response.status()).toBe(404);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ko");
    expect(await page.locator("h1").textContent()).toBe("죄송합니다. 문제가 발생했습니다");
    expect(await page.locator("main").textContent()).toContain("요청하신 페이지를 찾을 수 없습니다");
    expect(await csp.violations()).toEqual([]);
  });
});
