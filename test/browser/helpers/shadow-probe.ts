/**
 * Reads `<queue-booking>`'s shadow root from a page or frame the way a host page could: its
 * text, the constructed style sheets it adopted (where the element's styles live: they need no
 * nonce) and any style tags with their nonces and CSSOM rules.
 */
import type { Frame, Page } from "playwright-core";

export interface ShadowReport {
  defined: boolean;
  hasShadow: boolean;
  text: string;
  styleTags: { nonce: string; rules: number; selectors: string[] }[];
  /** The shadow root's adopted (constructed) style sheets. */
  sheets: { rules: number; selectors: string[] }[];
  /** Style tags the element left in the host document's head (there must be none). */
  documentEmotionTags: number;
}

export function readShadow(target: Page | Frame, selector = "queue-booking"): Promise<ShadowReport> {
  return target.evaluate((sel) => {
    const host = document.querySelector(sel);
    const shadow = host?.shadowRoot;
    const styleTags = [...(shadow?.querySelectorAll("style") ?? [])].map((tag) => {
      const rules = tag.sheet ? [...tag.sheet.cssRules] : [];
      return {
        nonce: tag.nonce ?? "",
        rules: rules.length,
        selectors: rules.map((r) => (r instanceof CSSStyleRule ? r.selectorText : r.cssText.slice(0, 40))),
      };
    });
    const sheets = [...(shadow?.adoptedStyleSheets ?? [])].map((sheet) => {
      const rules = [...sheet.cssRules];
      return { rules: rules.length, selectors: rules.map((r) => (r instanceof CSSStyleRule ? r.selectorText : r.cssText.slice(0, 40))) };
    });
    return {
      sheets,
      defined: customElements.get("queue-booking") !== undefined,
      hasShadow: Boolean(shadow),
      text: shadow?.textContent ?? "",
      styleTags,
      documentEmotionTags: document.querySelectorAll("style[data-emotion]").length,
    };
  }, selector);
}

/** Polls until the element's shadow text matches (the element renders asynchronously). */
export async function waitForShadowText(target: Page | Frame, expected: RegExp, timeoutMs = 15_000): Promise<string> {
  const started = Date.now();
  let text = "";
  while (Date.now() - started < timeoutMs) {
    text = (await readShadow(target)).text;
    if (expected.test(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the element never showed ${String(expected)}; it shows: ${text.slice(0, 400)}`);
}

/**
 * Waits until the element shows its own screen: a hosted form page arrives painted by the server
 * (`data-server-painted`), and a test that acts on those nodes before the element swaps them
 * for its own would hold detached ones.
 */
export async function waitForElementScreen(target: Page | Frame, timeoutMs = 20_000): Promise<void> {
  await target.waitForFunction(elementHasTakenOver, undefined, { timeout: timeoutMs });
}

/**
 * Runs in the page: the element shows its own screen and no server-painted node is left. Given
 * as is to any driver's wait (Playwright's here, Puppeteer's in the Firefox journey).
 */
export function elementHasTakenOver(): boolean {
  const root = document.querySelector("queue-booking")?.shadowRoot;
  return Boolean(root?.querySelector(".qb-app")) && !root?.querySelector("[data-server-painted]");
}
