/**
 * The element's language (issue 21, item 3): its text carries `lang` — after a switch with the
 * picker, and on a host page whose own `lang` differs — so a screen reader reads it with the
 * right voice; a hosted page's `<html lang>` follows. Arrow keys on the closed picker only move
 * its value: the language switches on Enter or when the picker is left, not at each press.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { allowVendorOrigin, elementPage, startVendorSite, type VendorSite } from "./helpers/vendor-site.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";

const chromiumPath = inject("chromiumPath");

/** The element's root lang, the form's title and the picker's value, as the page has them. */
const state = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector("queue-booking")?.shadowRoot;
    return {
      lang: root?.querySelector(".qb-app")?.getAttribute("lang") ?? null,
      title: root?.querySelector("h1")?.textContent?.trim() ?? "",
      picked: root?.querySelector<HTMLSelectElement>("header select")?.value ?? null,
      page: document.documentElement.lang,
    };
  });

describe.skipIf(!chromiumPath)("the element's language", () => {
  const harness = useBrowserServer();
  let site: VendorSite;

  beforeAll(async () => {
    const origin = harness.base;
    site = await startVendorSite({
      "/korean.html": elementPage(origin, `vendor="demo" lang="ko" location="${harness.ids.location("downtown")}"`, { body: "<p>An English page.</p>" }),
    });
    await allowVendorOrigin(harness.server, "demo", site.origin);
  });
  afterAll(async () => {
    await site?.close();
  });

  it("switches on Enter or on leaving the picker, not at each arrow key, and the text's lang follows", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en`);
    const element = page.locator("queue-booking");
    const picker = element.locator("header select");
    await element.getByRole("button", { name: "Join the line" }).waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);
    const english = await state(page);
    expect(english).toMatchObject({ lang: "en", picked: "en", page: "en" });
    const offered = await picker.evaluate((select: HTMLSelectElement) => [...select.options].map((o) => o.value));
    const next = offered[offered.indexOf("en") + 1] ?? "";
    const afterNext = offered[offered.indexOf("en") + 2] ?? "";
    expect(next).not.toBe("");

    await picker.focus();
    await page.keyboard.press("ArrowDown");
    // The picker shows the next language; the element stays in English meanwhile.
    await expect.poll(async () => (await state(page)).picked).toBe(next);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await state(page)).toMatchObject({ lang: "en", title: english.title, page: "en" });

    await page.keyboard.press("Enter");
    await expect.poll(async () => (await state(page)).lang, { timeout: 10_000 }).toBe(next);
    await expect.poll(async () => (await state(page)).title, { timeout: 10_000 }).not.toBe(english.title);
    expect(await state(page)).toMatchObject({ lang: next, picked: next, page: next });

    // Arrowing on and then leaving the picker applies the language it shows.
    await page.keyboard.press("ArrowDown");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await state(page)).lang).toBe(next);
    await page.keyboard.press("Tab");
    await expect.poll(async () => (await state(page)).lang, { timeout: 10_000 }).toBe(afterNext);
    expect((await state(page)).page).toBe(afterNext);
    await page.close();
  });

  it("marks its text with its own language on a host page in another, and leaves the host's lang alone", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.origin}/korean.html`);
    await expect.poll(async () => (await state(page)).lang, { timeout: 20_000 }).toBe("ko");
    await expect.poll(async () => (await state(page)).title, { timeout: 20_000 }).toMatch(/[\uac00-\ud7a3]/);
    expect((await state(page)).page).toBe("en");
    // What a screen reader is told: the form's heading is Korean text in a Korean-marked subtree.
    const heading = page.locator("queue-booking").getByRole("heading", { level: 1 });
    expect(await heading.evaluate((h) => h.closest("[lang]")?.getAttribute("lang"))).toBe("ko");
    await page.close();
  });
});
