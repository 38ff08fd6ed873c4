/**
 * A good guest on a hostile page (issue 19, items 1 to 3): the element on a vendor's page of
 * another origin, under a strict policy whose nonce the page forgot to pass, with CSS that would
 * shrink `rem`s and leak text styles, and its own "Roboto", looks exactly as on a plain page:
 * styled (its sheets need no nonce), the same sizes, spacing and alignment, its font under a name
 * of its own. Under Trusted Types (no policy allowed) the form, the vendor's statement and the map
 * show. Two elements on the page keep their own screens and leave the page's URL alone.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { watchCsp } from "./helpers/csp-watch.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { allowVendorOrigin, startVendorSite, type VendorSite } from "./helpers/vendor-site.js";

const chromiumPath = inject("chromiumPath");
const PAGE_NONCE = "cGFnZS1vd24tbm9uY2U=";

const TRUSTED_TYPES = ["require-trusted-types-for 'script'", "trusted-types 'none'"];

const HOSTILE_CSS = `html{font-size:62.5%}
body{letter-spacing:4px;text-align:right;text-transform:uppercase;font-style:italic;line-height:3;word-spacing:10px;color:#0f0}
@font-face{font-family:Roboto;src:local("Courier New")}`;

/** A vendor's page: its own stylesheet (with its nonce), elements without any nonce. */
function page(widgetOrigin: string, css: string, elements: string, extraPolicy: string[] = []): { html: string; policy: string } {
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vendor</title><link rel="icon" href="data:,">
<style nonce="${PAGE_NONCE}">${css}</style>
<script type="module" src="${widgetOrigin}/widget/queue-booking.js"></script></head>
<body><h1>A vendor's page</h1><a href="#faq">FAQ</a>${elements}<h2 id="faq">FAQ</h2></body></html>`,
    policy: [
      "default-src 'self'",
      `script-src 'self' ${widgetOrigin}`,
      `style-src 'self' 'nonce-${PAGE_NONCE}'`,
      `font-src 'self' ${widgetOrigin}`,
      `connect-src 'self' ${widgetOrigin} ${widgetOrigin.replace(/^http/, "ws")}`,
      "img-src 'self' data: https:",
      ...extraPolicy,
    ].join("; "),
  };
}

/** What a client sees of the element's form: computed styles of its parts. */
async function formLooks(target: Page, selector = "queue-booking"): Promise<Record<string, Record<string, string>>> {
  return target.evaluate((sel) => {
    const root = document.querySelector(sel)?.shadowRoot;
    const pick = (part: string, element: Element | null | undefined) => {
      if (!element) return [part, { missing: "yes" }] as const;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [
        part,
        {
          fontSize: style.fontSize,
          fontFamily: style.fontFamily,
          letterSpacing: style.letterSpacing,
          wordSpacing: style.wordSpacing,
          textAlign: style.textAlign,
          textTransform: style.textTransform,
          fontStyle: style.fontStyle,
          lineHeight: style.lineHeight,
          color: style.color,
          background: style.backgroundColor,
          height: String(Math.round(box.height)),
        },
      ] as const;
    };
    return Object.fromEntries([
      pick("heading", root?.querySelector("h1, h2")),
      pick("label", root?.querySelector("label")),
      pick("input", root?.querySelector("input")),
      pick("submit", root?.querySelector("button[type=submit]")),
    ]);
  }, selector);
}

describe.skipIf(!chromiumPath)("the element on a hostile host page", () => {
  const harness = useBrowserServer();
  let site: VendorSite;

  beforeAll(async () => {
    const downtown = harness.ids.location("downtown");
    const formElement = (id: string) => `<queue-booking id="${id}" vendor="demo" lang="en" location="${downtown}"></queue-booking>`;
    site = await startVendorSite({
      "/plain.html": page(harness.base, "", formElement("one")),
      "/hostile.html": page(harness.base, HOSTILE_CSS, formElement("one")),
      // Trusted Types enforced, and no policy allowed: no HTML string may be written anywhere.
      "/trusted-types-form.html": page(harness.base, "", formElement("one"), TRUSTED_TYPES),
      "/trusted-types-picker.html": page(harness.base, "", `<queue-booking id="one" vendor="demo" lang="en"></queue-booking>`, TRUSTED_TYPES),
      "/two.html": page(
        harness.base,
        "",
        `<queue-booking id="one" vendor="demo" lang="en"></queue-booking><queue-booking id="two" vendor="demo" lang="en"></queue-booking>`,
      ),
    });
    // The vendor allows its site's origin, as a vendor embedding the element does.
    await allowVendorOrigin(harness.server, "demo", site.origin);
  });
  afterAll(async () => {
    await site?.close();
  });

  async function openForm(path: string): Promise<{ tab: Page; csp: Awaited<ReturnType<typeof watchCsp>> }> {
    const tab = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const csp = await watchCsp(tab);
    await tab.goto(`${site.origin}${path}`);
    await tab
      .locator("queue-booking#one")
      .getByRole("button", { name: "Join the line" })
      .waitFor({ timeout: 20_000 })
      .catch(async (error: unknown) => {
        const text = await tab.evaluate(() => document.querySelector("queue-booking")?.shadowRoot?.textContent);
        throw new Error(`${String(error)}\nshowed: ${text}\nerrors: ${csp.errors.join(" | ")}\nviolations: ${JSON.stringify(await csp.violations())}`);
      });
    // The fonts are in (or given up): sizes measured with the element's own font.
    await tab.evaluate(() => document.fonts.ready);
    return { tab, csp };
  }

  it("is styled without a nonce and looks the same as on a plain page", async () => {
    const { tab: plain } = await openForm("/plain.html");
    const { tab: hostile, csp } = await openForm("/hostile.html");
    const expected = await formLooks(plain);
    // Styled: the submit button wears the theme's primary colour, in 16 px Roboto of its own.
    expect(expected.submit?.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(expected.label?.fontSize).toBe("16px");
    expect(expected.label?.fontFamily).toMatch(/^"queue-booking Roboto"/);
    expect(await formLooks(hostile)).toEqual(expected);
    expect(await csp.violations()).toEqual([]);
    // The host's own "Roboto" (its @font-face) is the only one of that name: the element adds its
    // faces under its own name, on the plain page too.
    const families = (tab: Page) => tab.evaluate(() => [...document.fonts].map((f) => f.family.replace(/"/g, "")));
    expect((await families(hostile)).filter((f) => f === "Roboto")).toHaveLength(1);
    expect(await families(plain)).not.toContain("Roboto");
    expect(await families(plain)).toContain("queue-booking Roboto");
    await plain.close();
    await hostile.close();
  });

  it("shows the form with the vendor's statement, and the map, on a page that enforces Trusted Types", async () => {
    const { tab: form, csp } = await openForm("/trusted-types-form.html");
    // The demo vendor's statement, formatting kept.
    expect(await form.locator("queue-booking").locator(".qb-statement strong").first().textContent()).toBe("do not");
    expect(await csp.violations()).toEqual([]);
    await form.close();

    const picker = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const pickerCsp = await watchCsp(picker);
    await picker.goto(`${site.origin}/trusted-types-picker.html`);
    const element = picker.locator("queue-booking");
    await element
      .locator('.qb-location-map[data-state="ready"]')
      .waitFor({ timeout: 20_000 })
      .catch(async (error: unknown) => {
        const state = await picker.evaluate(
          () => document.querySelector("queue-booking")?.shadowRoot?.querySelector(".qb-location-map")?.getAttribute("data-state") ?? "no map",
        );
        throw new Error(
          `${String(error)}\nmap: ${state}\nerrors: ${pickerCsp.errors.join(" | ")}\nviolations: ${JSON.stringify(await pickerCsp.violations())}`,
        );
      });
    await expect.poll(() => element.locator(".qb-map-pin").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await element.getByRole("button", { name: "Zoom in" }).click();
    expect(await element.getByRole("link", { name: "Leaflet" }).count()).toBe(1);
    expect(await pickerCsp.violations()).toEqual([]);
    expect(pickerCsp.errors).toEqual([]);
    await picker.close();
  });

  it("keeps two elements on their own screens, and the page's URL and history its own", async () => {
    const tab = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await tab.goto(`${site.origin}/two.html`);
    const one = tab.locator("queue-booking#one");
    const two = tab.locator("queue-booking#two");
    const downtownIn = (element: typeof one) => element.getByRole("button", { name: /Downtown Branch/ }).first();
    await downtownIn(one).waitFor({ timeout: 20_000 });
    await downtownIn(two).waitFor({ timeout: 20_000 });
    const historyBefore = await tab.evaluate(() => history.length);
    await downtownIn(one).click();
    await one.getByRole("button", { name: "Select this location" }).click();
    await one.getByRole("button", { name: "Join the line" }).waitFor({ timeout: 20_000 });
    // The other element still shows the locations; the page's URL and history did not move.
    expect(await downtownIn(two).isVisible()).toBe(true);
    expect(await two.getByRole("button", { name: "Join the line" }).count()).toBe(0);
    expect(new URL(tab.url()).hash).toBe("");
    expect(await tab.evaluate(() => history.length)).toBe(historyBefore);
    // A host link to its own #faq leaves both elements where they are.
    await tab.getByRole("link", { name: "FAQ" }).click();
    await tab.waitForFunction(() => window.location.hash === "#faq");
    await tab.waitForTimeout(300);
    expect(await one.getByRole("button", { name: "Join the line" }).count()).toBe(1);
    expect(await downtownIn(two).isVisible()).toBe(true);
    await tab.close();
  });
});
