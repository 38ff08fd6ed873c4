/**
 * A hosted join form paints before any script has run: the server renders its first screen
 * into the element's declarative shadow root (server/src/hosted/first-screen.ts). With
 * JavaScript off, the form is there, styled, in the page's language, under the strict CSP.
 * With JavaScript on, the element takes the screen over: the same texts, and the server's nodes
 * gone (one title, one form), without a CSP violation, and what the client filled in before the
 * script arrived kept in the element's own fields.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { watchCsp } from "./helpers/csp-watch.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

/** What the shadow root shows: its titles, forms, main text and the header's layout. */
function readScreen(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector("queue-booking")?.shadowRoot;
    const header = root?.querySelector(".qb-header");
    const main = root?.querySelector<HTMLElement>(".qb-main");
    return {
      titles: [...(root?.querySelectorAll("h1") ?? [])].map((h) => h.textContent),
      forms: root?.querySelectorAll("form").length ?? 0,
      labels: [...(root?.querySelectorAll("label[for]") ?? [])].map((l) => l.textContent?.trim()),
      main: main?.innerText ?? "",
      headerDisplay: header ? getComputedStyle(header).display : "",
      lang: root?.querySelector(".qb-app")?.getAttribute("lang"),
    };
  });
}

describe.skipIf(!chromiumPath)("a hosted join form rendered by the server", () => {
  const harness = useBrowserServer();
  const formPath = () => `/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=fr`;

  it("paints the whole form, styled and in the page's language, before any script runs", async () => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const csp = await watchCsp(page);
      await page.goto(`${harness.base}${formPath()}`);
      const screen = await readScreen(page);
      expect(screen.titles).toEqual(["Rejoindre la file d'attente"]);
      expect(screen.forms).toBe(1);
      expect(screen.lang).toBe("fr");
      expect(screen.labels).toContain("Service");
      expect(screen.main).toContain("Agence du centre-ville");
      // emotion's rules came with the markup, allowed by the response's nonce.
      expect(screen.headerDisplay).toBe("flex");
      expect(await csp.violations()).toEqual([]);
      // Nothing can be sent before the script runs: what was typed never goes into an address.
      const host = page.locator("queue-booking");
      expect(await host.locator("button[type=submit]").isDisabled()).toBe(true);
      const address = page.url();
      await host.locator("#qb-first-name").fill("Ada");
      await host.locator("#qb-first-name").press("Enter");
      await page.waitForTimeout(500);
      expect(page.url()).toBe(address);
    } finally {
      await context.close();
    }
  });

  it("is taken over by the element: the same screen, the server's nodes gone", async () => {
    const still = await harness.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const painted = await readScreen(
      await (async () => {
        const page = await still.newPage();
        await page.goto(`${harness.base}${formPath()}`);
        return page;
      })(),
    );
    await still.close();

    const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 } });
    const csp = await watchCsp(page);
    await page.goto(`${harness.base}${formPath()}`);
    // The element marks its own render: its root's first commit releases the server's nodes.
    await page.waitForFunction(() => {
      const root = document.querySelector("queue-booking")?.shadowRoot;
      return root?.querySelectorAll(".qb-app").length === 1 && customElements.get("queue-booking") !== undefined;
    });
    await page.waitForFunction(() => document.querySelector("queue-booking")?.shadowRoot?.querySelector("style[data-emotion]") === null);
    const live = await readScreen(page);
    expect(live.titles).toEqual(painted.titles);
    expect(live.forms).toBe(1);
    expect(live.labels).toEqual(painted.labels);
    expect(live.main).toBe(painted.main);
    expect(await csp.violations()).toEqual([]);
    await page.close();
  });

  it("keeps what the client filled in before the script arrived", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 } });
    // The element's script waits until the client has filled in the painted form.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/widget\/.*queue-booking\.js/, async (route) => {
      await held;
      await route.continue();
    });
    // A module script holds DOMContentLoaded back: the page is read as it streams in.
    await page.goto(`${harness.base}${formPath()}`, { waitUntil: "commit" });
    const host = page.locator("queue-booking");
    await host.locator("#qb-first-name").waitFor();
    await host.locator("#qb-service").selectOption("2");
    await host.locator("#qb-first-name").fill("Ada");
    await host.locator('input[name="compliance"]').check();
    await host.locator("#qb-first-name").focus();
    release();
    await page.waitForFunction(() => document.querySelector("queue-booking")?.shadowRoot?.querySelector("style[data-emotion]") === null);
    // The element's own fields and join button (no longer the server's), in its own state.
    await page.waitForFunction(() => {
      const root = document.querySelector("queue-booking")?.shadowRoot;
      return (
        root?.querySelector<HTMLInputElement>("#qb-first-name")?.value === "Ada" && root.querySelector("button[type=submit]:not([data-until-script])") !== null
      );
    });
    const state = await page.evaluate(() => {
      const root = document.querySelector("queue-booking")?.shadowRoot;
      return {
        service: root?.querySelector<HTMLSelectElement>("#qb-service")?.value,
        accepted: root?.querySelector<HTMLInputElement>('input[name="compliance"]')?.checked,
        focused: root?.activeElement?.id,
        forms: root?.querySelectorAll("form").length,
      };
    });
    expect(state).toEqual({ service: "2", accepted: true, focused: "qb-first-name", forms: 1 });
    await page.close();
  });

  it("leaves the client's saved draft alone on a reload: only fields changed on the painted form are carried", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${harness.base}${formPath()}`);
    await waitForElementScreen(page);
    await page.locator("queue-booking").locator("#qb-first-name").fill("Grace");
    // The draft is saved as the client types; the server paints the form empty on a reload.
    await page.waitForTimeout(500);
    await page.reload();
    await waitForElementScreen(page);
    await page.waitForTimeout(500);
    expect(await page.locator("queue-booking").locator("#qb-first-name").inputValue()).toBe("Grace");
    await page.close();
  });
});
