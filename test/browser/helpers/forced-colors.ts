/**
 * Windows' high-contrast themes, as Chromium emulates them (`forced-colors: active` through the
 * DevTools protocol): the page's own colours give way to the system's few, and whatever told a
 * chosen control from the others by colour alone is lost unless the element says otherwise.
 */
import type { Locator, Page } from "playwright-core";
import { controlColours } from "./control-colours.js";

export async function emulateForcedColors(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setEmulatedMedia", { features: [{ name: "forced-colors", value: "active" }] });
}

/**
 * What tells one control from another by sight: its colours as they end up on screen (an opaque
 * background of the colour behind is no difference), its border's style and width and its outline.
 */
export async function drawnLook(control: Locator) {
  const { text, border, inside } = await controlColours(control);
  const lines = await control.evaluate((node: Element) => {
    const style = getComputedStyle(node);
    return {
      borderLine: `${style.borderTopStyle} ${style.borderTopWidth}`,
      outline: style.outlineStyle === "none" ? "none" : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
    };
  });
  return { text, border, background: inside, ...lines };
}
