/**
 * Vendor text in another language than the element's (WCAG 3.1.2): the pre-booking statement,
 * which vendors write once in their base language (English), keeps its own `lang="en"` after a
 * switch to Korean or Russian, so a screen reader reads it — and the "I accept" box it describes
 * — with an English voice, while the element's own translated text around it stays in the
 * language chosen.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axControl } from "./helpers/ax-node.js";
import { catalogText } from "./helpers/catalog-text.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

/** The language a node's text is in: its own or its nearest ancestor's `lang`. */
const languageOf = (page: Page, text: string) =>
  page.evaluate((wanted) => {
    const root = document.querySelector("queue-booking")?.shadowRoot;
    const walker = document.createTreeWalker(root as unknown as Node, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(wanted)) return node.parentElement?.closest("[lang]")?.getAttribute("lang") ?? null;
    }
    return "(not shown)";
  }, text);

describe.skipIf(!chromiumPath)("vendor text in another language than the element's", () => {
  const harness = useBrowserServer();

  for (const lang of ["ko", "ru"]) {
    it(`marks the English pre-booking statement as English after a switch to ${lang}`, async () => {
      const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en`);
      const element = page.locator("queue-booking");
      await element.getByRole("button", { name: "Join the line" }).waitFor({ timeout: 20_000 });
      await waitForElementScreen(page);
      expect(await languageOf(page, "share card numbers in your notes")).toBe("en");

      await element.locator("header select").selectOption(lang);
      const accept = element.getByRole("checkbox", { name: catalogText(lang, "I accept") });
      await accept.waitFor();
      expect(await languageOf(page, catalogText(lang, "I accept"))).toBe(lang);
      expect(await languageOf(page, "share card numbers in your notes")).toBe("en");
      expect(await languageOf(page, "How we keep you safe")).toBe("en");
      // The box's description, as Chromium gives it to a screen reader, is that statement.
      expect((await axControl(page, "checkbox", catalogText(lang, "I accept"))).description).toContain("share card numbers in your notes");
      await page.close();
    });
  }
});
