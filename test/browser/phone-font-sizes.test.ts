/**
 * No control zooms the page on an iPhone ("Accessible in use, round 2", item 12): Safari on iOS
 * zooms in when a control whose text is under 16 px takes focus, and the page then sits zoomed
 * and shifted. At a phone's 375 px, every focusable control of the join form's screen, the
 * header's language picker included, has a computed font-size of 16 px or more.
 */
import { describe, expect, inject, it } from "vitest";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

const FOCUSABLE = 'a[href],button,input:not([type=hidden]),select,textarea,[tabindex]:not([tabindex="-1"])';

describe.skipIf(!chromiumPath)("controls' text on a phone", () => {
  const harness = useBrowserServer();

  it("is 16 px or more for every focusable control of the join form's screen", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en`);
    const element = page.locator("queue-booking");
    await element.getByRole("button", { name: "Join the line" }).waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);
    const controls = await element.locator(FOCUSABLE).evaluateAll((nodes) =>
      nodes
        .filter((node) => !(node as HTMLElement).closest("[hidden]") && node.getClientRects().length > 0)
        .map((node) => ({
          control: `${node.tagName.toLowerCase()}${node.getAttribute("type") ? `[type=${node.getAttribute("type")}]` : ""} ${(node.getAttribute("aria-label") ?? node.getAttribute("name") ?? node.textContent ?? "").trim().slice(0, 40)}`,
          inHeader: node.closest("header") !== null,
          fontSize: parseFloat(getComputedStyle(node).fontSize),
        })),
    );
    // The walk found the form's fields and buttons, and the header's language picker.
    expect(controls.length).toBeGreaterThan(10);
    expect(controls.some((c) => c.inHeader && c.control.startsWith("select"))).toBe(true);
    expect(controls.filter((c) => c.fontSize < 16)).toEqual([]);
    await page.close();
  });
});
