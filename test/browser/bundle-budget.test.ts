/**
 * The bundle budget: what a host page downloads before the join form is usable (the entry,
 * its static imports and the active locale's catalog; not the map) stays within 91.5 kB on the wire
 * (brotli, which the server sends from the build's `.br` files; gzip for older clients is
 * reported by `npm run bench:bundle`).
 * A real browser opening the form checks that this list is complete: the form shows with every
 * other script held back; and that the vendor's snippets, shown above the form, come from
 * the hosted page's inlined answer, their chunk (not in the list) fetched only to read them again. The back office's first screens (sign-in, the
 * account screen, the link page) stay within 150 kB each, none of its files in the element's build.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { INITIAL_BUDGET_KB, kB, measureInitialDownload } from "../../bench/initial-download.js";
import { OFFICE_BUDGET_KB, OFFICE_FIRST_SCREENS, measureOfficeFirstScreen } from "../../bench/office-download.js";
import { LOCALES } from "#contract/locales";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

/**
 * A widget script's file in the build folder: hosted pages load a release's own entry,
 * `/widget/r/{release}/queue-booking.js`, and its chunks under the same prefix.
 */
const bundleFile = (pathname: string) => pathname.slice("/widget/".length).replace(/^r\/[0-9a-f]{12}\//, "");

/** The widget's scripts the page fetches from now on, as files of the build folder, in order. */
function widgetScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/widget/") && path.endsWith(".js")) scripts.push(bundleFile(path));
  });
  return scripts;
}

describe("widget bundle budget", () => {
  it.each([...LOCALES])(`downloads at most ${INITIAL_BUDGET_KB} kB brotli before the form (%s)`, (locale) => {
    const download = measureInitialDownload(locale);
    const report = download.files.map((f) => `${f.file} ${kB(f.brotliBytes).toFixed(1)} kB`).join(", ");
    expect(download.files.some((f) => f.file.startsWith("chunks/"))).toBe(true);
    expect(kB(download.brotliBytes), `brotli total of ${report}`).toBeLessThanOrEqual(INITIAL_BUDGET_KB);
  });

  describe.skipIf(!chromiumPath)("in Chromium", () => {
    const harness = useBrowserServer();

    it("shows the form with only the measured files, every other script held back", async () => {
      // Lazy chunks the form asks for once it renders (the snippets, the live connection) may be
      // requested in the same moment the form appears, so watching requests races. Holding back
      // every script that is not measured until the form is there cannot: if the form needed
      // one, it would never show.
      const measured = new Set(measureInitialDownload("es").files.map((f) => f.file));
      const page = await harness.browser.newPage({ viewport: { width: 1280, height: 800 } });
      const held: Array<() => Promise<void>> = [];
      const heldFiles: string[] = [];
      await page.route(/\/widget\/.*\.js(\?.*)?$/, async (route) => {
        const file = bundleFile(new URL(route.request().url()).pathname);
        if (measured.has(file)) return route.continue();
        heldFiles.push(file);
        held.push(() => route.continue());
      });
      const downtown = harness.ids.location("downtown");
      await page.goto(`${harness.base}/callback-service/${downtown}?vendor=demo&lang=es`);
      await page.waitForFunction(() => Boolean(document.querySelector("queue-booking")?.shadowRoot?.querySelector("form")), undefined, {
        timeout: 20_000,
      });
      await Promise.all(held.map((release) => release()));
      await page.unroute(/\/widget\/.*\.js(\?.*)?$/);
      await page.close();
    });

    it("shows the vendor's snippets from the hosted page's inlined answer, and fetches their chunk only to read them again", async () => {
      const page = await harness.browser.newPage({ viewport: { width: 1280, height: 800 } });
      const scripts = widgetScripts(page);
      await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=fr`);
      const snippet = (lang: string) =>
        page.waitForFunction((lang) => document.querySelector("queue-booking")?.shadowRoot?.querySelector(`.qb-snippets p[lang=${lang}]`)?.textContent, lang, {
          timeout: 20_000,
        });
      // In the form's first paint (no layout shift when they come): the page carried them.
      expect(await (await snippet("fr")).jsonValue()).toMatch(/^Bienvenue chez Maple & Main/);
      expect(scripts.filter((s) => s.startsWith("chunks/cx-snippets-"))).toEqual([]);
      // Another language reads them again, through their chunk, never part of the first download.
      await page.locator("queue-booking").locator("header select").selectOption("en");
      expect(await (await snippet("en")).jsonValue()).toMatch(/^Welcome to Maple & Main/);
      const chunk = scripts.find((s) => s.startsWith("chunks/cx-snippets-"));
      expect(chunk).toBeDefined();
      expect(measureInitialDownload("fr").files.map((f) => f.file)).not.toContain(chunk);
    });
  });
});

describe("back-office bundle budget", () => {
  const screens = Object.keys(OFFICE_FIRST_SCREENS).flatMap((screen) => LOCALES.map((locale) => [screen, locale] as const));
  it.each(screens)(`downloads at most ${OFFICE_BUDGET_KB} kB brotli before the %s screen (%s)`, (screen, locale) => {
    const download = measureOfficeFirstScreen(screen, locale);
    const report = download.files.map((f) => `${f.file} ${kB(f.brotliBytes).toFixed(1)} kB`).join(", ");
    expect(
      download.files.some((f) => f.file.startsWith(`chunks/office-${locale}-`)),
      report,
    ).toBe(true);
    expect(kB(download.brotliBytes), `brotli total of ${report}`).toBeLessThanOrEqual(OFFICE_BUDGET_KB);
  });

  it("is no part of the element's download", () => {
    const element = measureInitialDownload("en");
    expect(
      [...element.files.map((f) => f.file), ...element.deferred].filter((file) => /office|account-screen|link-screen|desk-screen|setup-screen/.test(file)),
    ).toEqual([]);
  });
});
