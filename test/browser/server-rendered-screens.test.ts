/**
 * Hosted screens that load as chunks of their own paint before any script has run, as the join
 * form does (server-rendered-form.test.ts): the location picker from the list's first page the
 * page inlines, the booking steps and a manage page from the reads the server's renderer found
 * they make (server/src/hosted/first-screen.ts, `paintFirstScreen`). With JavaScript off, the
 * screen's title and data are there in the page's language. With JavaScript on, the element
 * takes the screen over without ever showing "Loading…" in between (it has the screen's chunk
 * and texts before it swaps), and reads nothing the page carried.
 */
import { describe, expect, inject, it } from "vitest";
import { joinDowntown } from "../helpers/join-demo.js";
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

/** The screen's title, its main text, and the names in a picker's list. */
function readScreen(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector("queue-booking")?.shadowRoot;
    return {
      titles: [...(root?.querySelectorAll("h1") ?? [])].map((h) => h.textContent),
      names: [...(root?.querySelectorAll(".qb-location-name") ?? [])].map((n) => n.textContent),
      main: root?.querySelector<HTMLElement>(".qb-main")?.innerText ?? "",
      lang: root?.querySelector(".qb-app")?.getAttribute("lang"),
    };
  });
}

/** Records whether "Loading…" ever shows in the element, and the open API's reads the page makes. */
async function watchTakeOver(page: Page) {
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
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/")) reads.push(new URL(request.url()).pathname);
  });
  return {
    reads,
    async taken() {
      await waitForElementScreen(page);
      await page.waitForFunction(() => document.querySelector("queue-booking")?.shadowRoot?.querySelector("style[data-emotion]") === null);
      return page.evaluate(() => window.__qbSawLoading);
    },
  };
}

describe.skipIf(!chromiumPath)("hosted screens in chunks of their own, rendered by the server", () => {
  const harness = useBrowserServer();
  const pickerPath = "/callback-service?vendor=demo&lang=es";

  it("paints the title and the list's first page in the page's language before any script runs", async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const csp = await watchCsp(page);
      await page.goto(`${harness.base}${pickerPath}`);
      const picker = await readScreen(page);
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
    const watch = await watchTakeOver(page);
    const csp = await watchCsp(page);
    await page.goto(`${harness.base}${pickerPath}`);
    expect(await watch.taken()).toBe(false);
    const picker = await readScreen(page);
    expect(picker.titles).toEqual(["Seleccione una ubicación"]);
    expect(picker.names).toContain("Sucursal del centro");
    expect(watch.reads.filter((path) => path === "/api/v3/open/locations")).toEqual([]);
    expect(await csp.violations()).toEqual([]);
    await page.close();
  });

  it("paints each booking step and a manage page without JavaScript, and the element takes them over without a loading frame or a read of what the page carried", async () => {
    const joined = await joinDowntown(harness.server, harness.ids, "deposits");
    const choice = `service=${harness.ids.service("deposits")}&meeting_method=1&location=${harness.ids.location("downtown")}`;
    // The manage page reads its appointment again once its live channel is subscribed (the
    // catch-up after any subscription: live-connection.ts), so only the booking steps read nothing.
    const screens: [string, string | undefined, string][] = [
      [`/book?vendor=demo&lang=fr`, "/api/v3/open/booking/services", ""],
      [`/book/select-timeslot?vendor=demo&lang=fr&${choice}`, "/api/v3/open/booking/timeslots", ""],
      [`/callback-service/manage?vendor=demo&lang=fr&id=${joined.id}&code=${joined.code}`, undefined, "Dépôts"],
    ];
    for (const [path, read, text] of screens) {
      const still = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const stillPage = await still.newPage();
      await stillPage.goto(`${harness.base}${path}`);
      const painted = await readScreen(stillPage);
      await still.close();
      expect(painted.titles, path).toHaveLength(1);
      expect(painted.lang, path).toBe("fr");
      expect(painted.main, path).toContain(text);

      const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 } });
      const watch = await watchTakeOver(page);
      await page.goto(`${harness.base}${path}`);
      expect(await watch.taken(), path).toBe(false);
      const live = await readScreen(page);
      expect(live.titles, path).toEqual(painted.titles);
      if (read)
        expect(
          watch.reads.filter((p) => p === read),
          path,
        ).toEqual([]);
      await page.close();
    }
  });
});
