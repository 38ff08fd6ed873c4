/**
 * Windows' high-contrast themes, as Chromium emulates them (`forced-colors: active` through the
 * DevTools protocol): the page's own colours give way to the system's few, and whatever told a
 * chosen control from the others by colour alone is lost unless the element says otherwise.
 */
import type { Locator, Page } from "playwright-core";

export async function emulateForcedColors(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setEmulatedMedia", { features: [{ name: "forced-colors", value: "active" }] });
}

/** What tells one control from another by sight: its colours, border and outline as drawn. */
export const drawnLook = (control: Locator) =>
  control.evaluate((node: Element) => {
    const style = getComputedStyle(node);
    return {
      color: style.color,
      background: style.backgroundColor,
      border: `${style.borderTopStyle} ${style.borderTopWidth} ${style.borderTopColor}`,
      outline: style.outlineStyle === "none" ? "none" : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    };
  });
