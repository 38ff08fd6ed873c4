/**
 * The form's wait line is a live region (issue 21, item 7d): a screen reader reads out every
 * change of its text, so its text changes only when the wait does. On a hosted page in Chromium:
 * at load it shows the wait (painted by the server, then the element's own with the same text; or
 * from "Loading the wait time…" straight to the wait: no "No walk-ins currently" flash between); then, the line unchanged, minutes passing on the client's clock while the
 * client types change nothing; a join through the API lengthens the wait and the line changes
 * exactly once.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { joinDowntown } from "../helpers/join-demo.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

declare global {
  interface Window {
    /** The wait line's text after each batch of DOM changes that touched it. */
    __qbWaitLine?: string[];
  }
}

/** Records the wait line from the element's first render on, each batch of changes to it once. */
async function recordWaitLine(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__qbWaitLine = seen;
    const watch = setInterval(() => {
      const root = document.querySelector("queue-booking")?.shadowRoot;
      if (!root) return;
      clearInterval(watch);
      new MutationObserver((records) => {
        const line = root.querySelector("#qb-service-wait");
        if (line && records.some((r) => line === r.target || line.contains(r.target) || [...r.addedNodes].some((n) => n === line || n.contains(line)))) {
          seen.push(line.textContent ?? "");
        }
      }).observe(root, { subtree: true, childList: true, characterData: true });
    }, 1);
  });
}

const waitLine = (page: Page) => page.evaluate(() => window.__qbWaitLine ?? []);

describe.skipIf(!chromiumPath)("the form's wait line speaks only when the wait changes", () => {
  const harness = useBrowserServer();

  /** Minutes until deposits' expected start at Downtown, as the API answers now (the server's clock stands still). */
  async function apiWait(): Promise<number> {
    const res = await fetch(`${harness.base}/api/v2/open/queue-appointments-services/${harness.ids.location("downtown")}?meeting_method=1`, {
      headers: { "x-vendor": "demo" },
    });
    const waits = ((await res.json()) as { data: [unknown, { id: number; expectedStart: string }[]] }).data[1];
    const start = waits.find((w) => w.id === harness.ids.service("deposits"))?.expectedStart ?? "";
    return Math.floor((Date.parse(start) - harness.server.clock.now().getTime()) / 60_000);
  }

  it("changes once per change of the line, never as time passes", async () => {
    // Two people serve deposits: with both busy and one more waiting, the next join waits longer.
    while ((await apiWait()) < 5) await joinDowntown(harness.server, harness.ids, "deposits");
    await joinDowntown(harness.server, harness.ids, "deposits");

    const page = await harness.browser.newPage({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    await page.clock.install();
    await recordWaitLine(page);
    await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en&service=${harness.ids.service("deposits")}`);
    const element = page.locator("queue-booking");
    const line = element.locator("#qb-service-wait");
    await expect.poll(() => line.textContent(), { timeout: 20_000 }).toMatch(/^Estimated wait: approximately \d+ minutes$/);
    // The server's painted line counts as loaded only once the element has put its own in place.
    await waitForElementScreen(page);
    const first = (await line.textContent()) ?? "";
    expect(await line.getAttribute("aria-live")).toBe("polite");
    // At load: the loading text, then the wait, nothing in between. The server paints the form
    // with its wait and the element puts its own in place: the same text twice is no change.
    const texts = (await waitLine(page)).filter((text, i, all) => !text.startsWith("Loading") && text !== all[i - 1]);
    expect(texts).toEqual([first]);
    const loaded = (await waitLine(page)).length;

    // The line stands still while minutes pass on the client's clock and the client types.
    const firstName = element.getByRole("textbox", { name: "First name" });
    for (const letters of ["Wa", "it"]) {
      await page.clock.fastForward("02:10");
      await firstName.pressSequentially(letters);
      await page.waitForTimeout(2_500);
    }
    expect(await firstName.inputValue()).toBe("Wait");
    expect((await waitLine(page)).slice(loaded)).toEqual([]);
    expect(await line.textContent()).toBe(first);

    // Someone joins: the wait grows, and the line says so once.
    // With two people serving, a join lengthens the next joiner's wait every other time: join
    // until it does (a join that changes no wait must change no text either).
    const before = await apiWait();
    for (let joins = 0; joins < 3 && (await apiWait()) <= before; joins++) await joinDowntown(harness.server, harness.ids, "deposits");
    expect(await apiWait()).toBeGreaterThan(before);
    await expect.poll(() => line.textContent(), { timeout: 15_000 }).not.toBe(first);
    await page.waitForTimeout(4_000);
    const changes = (await waitLine(page)).slice(loaded);
    expect(changes).toEqual([await line.textContent()]);
    expect(changes[0]).toMatch(/^Estimated wait: approximately (\d+ minutes|1 hour.*)$/);
    await page.close();
  });
});
