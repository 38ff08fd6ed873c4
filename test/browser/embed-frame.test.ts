/**
 * A vendor's page that frames a hosted page (`mode=embed`) with the height helper
 * `queue-booking-frame.js`: the iframe is always exactly as tall as the element inside it — it
 * grows and shrinks with the content, shows no scrollbar — and takes heights only from its own
 * frame's window and origin.
 */
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { watchCsp } from "./helpers/csp-watch.js";
import { waitForShadowText } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { startVendorSite, type VendorSite } from "./helpers/vendor-site.js";

const chromiumPath = inject("chromiumPath");
const NONCE = "ZW1iZWQtdGVzdC1ub25jZQ==";

function framingPage(widgetOrigin: string, src: string, helper: boolean) {
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vendor</title><link rel="icon" href="data:,">
<style nonce="${NONCE}">iframe{width:100%;border:0;display:block}</style>
${helper ? `<script src="${widgetOrigin}/widget/queue-booking-frame.js"></script>` : ""}</head>
<body><h1>Visit us</h1><iframe data-queue-booking title="Join the line" src="${src}"></iframe><p id="after">Opening hours and more</p></body></html>`,
    policy: `default-src 'self'; img-src 'self' data:; script-src 'self' ${widgetOrigin}; style-src 'self' 'nonce-${NONCE}'; frame-src ${widgetOrigin}`,
  };
}

describe.skipIf(!chromiumPath)("a hosted page framed in embed mode", () => {
  const harness = useBrowserServer();
  let site: VendorSite;
  let formUrl: string;

  // The vendor's own site frames the hosted form, so it starts once the server has an address.
  beforeAll(async () => {
    formUrl = `${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&mode=embed`;
    site = await startVendorSite({
      "/framed.html": framingPage(harness.base, formUrl, true),
      "/no-helper.html": framingPage(harness.base, formUrl, false),
    });
  });
  afterAll(async () => {
    await site?.close();
  });

  const frameOf = (page: Page): Frame => {
    const frame = page.frames().find((f) => f.url().startsWith(harness.base));
    if (!frame) throw new Error("the hosted page's frame is not there");
    return frame;
  };
  const iframeHeight = (page: Page) => page.evaluate(() => document.querySelector("iframe")?.getBoundingClientRect().height ?? 0);
  const contentHeight = (frame: Frame) => frame.evaluate(() => Math.ceil(document.querySelector("queue-booking")?.getBoundingClientRect().height ?? 0));

  /** Waits until the iframe is exactly as tall as the element inside, and answers that height. */
  async function fitted(page: Page): Promise<number> {
    let last = { outer: -1, inner: -2, scrolls: true };
    for (let i = 0; i < 100; i++) {
      const frame = frameOf(page);
      last = {
        outer: await iframeHeight(page),
        inner: await contentHeight(frame).catch(() => -2),
        // No scrollbar inside: the frame's document is no taller than its viewport.
        scrolls: await frame.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1).catch(() => true),
      };
      // Content that is still growing (errors appear one render after the summary) is measured again.
      if (last.inner > 0 && Math.abs(last.outer - last.inner) <= 1 && !last.scrolls) return last.outer;
      await page.waitForTimeout(100);
    }
    throw new Error(`the iframe never fitted its content: ${JSON.stringify(last)}`);
  }

  it("keeps the iframe as tall as its content, growing and shrinking with it", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1024, height: 700 } });
    const csp = await watchCsp(page);
    // The helper waits for the frame's own document: a hello to the initial about:blank would
    // be refused with a warning in the page's console (an error in Firefox and WebKit).
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(`${site.origin}/framed.html`);
    await waitForShadowText(frameOf(page), /Join the line|Únase/);
    const form = await fitted(page);
    expect(form).toBeGreaterThan(700);
    expect(errors).toEqual([]);

    // Grows within the same page: submitting the empty form adds the error summary and field errors.
    const element = frameOf(page).locator("queue-booking");
    await element.getByRole("checkbox", { name: "I accept", exact: true }).check();
    await element.locator('button[type="submit"]').click();
    await element.getByText("This field is required").first().waitFor();
    const withErrors = await fitted(page);
    expect(withErrors).toBeGreaterThan(form);

    // Shrinks on a new page in the frame: an unknown location's short error screen.
    await frameOf(page).goto(`${harness.base}/callback-service/999999999?vendor=demo&mode=embed`);
    await waitForShadowText(frameOf(page), /Oops, something went wrong/);
    const short = await fitted(page);
    expect(short).toBeLessThan(form / 2);
    expect(await page.locator("#after").isVisible()).toBe(true);
    expect(await csp.violations(), JSON.stringify(await csp.violations())).toEqual([]);
  });

  it("takes a height only from its own frame", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1024, height: 700 } });
    await page.goto(`${site.origin}/framed.html`);
    // The form, not any first text: a height taken while it still loads would grow legitimately.
    await waitForShadowText(frameOf(page), /Join the line|Únase/);
    await fitted(page);
    // The same message from the page itself (another window, another origin than the frame's).
    await page.evaluate(() => window.postMessage({ type: "queue-booking:height", height: 5 }, "*"));
    await page.waitForTimeout(300);
    // Still as tall as its own content: had the page's message been taken, it would be 5 px and
    // never fit again (the content does not change, so the frame sends no new height).
    expect(await fitted(page)).toBeGreaterThan(700);
  });

  it("tells its height to nobody who has not said hello", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1024, height: 700 } });
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { __heights: unknown[] }).__heights = seen;
      window.addEventListener("message", (event) => seen.push(event.data));
    });
    await page.goto(`${site.origin}/no-helper.html`);
    await waitForShadowText(frameOf(page), /\S/);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __heights: unknown[] }).__heights)).toEqual([]);
  });
});
