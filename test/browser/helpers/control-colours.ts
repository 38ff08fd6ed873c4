/**
 * The colours a control (a field, a button, a star) is drawn with, as Chromium computed them and
 * as they end up on screen: its text, its border and its own background blended over what is
 * behind it, and the opaque background around it, found by walking up out of the shadow root to
 * the page's white canvas. A transparent background and an opaque one of the colour behind look
 * the same, and compare the same here. A border is adjacent to both backgrounds, so WCAG 1.4.11
 * asks 3:1 against each.
 */
import type { Locator } from "playwright-core";

export interface ControlColours {
  /** `input[type=tel]`, `select`, `textarea`… */
  kind: string;
  text: string;
  border: string;
  /** The control's own background, blended over the one around it. */
  inside: string;
  /** The opaque background around the control. */
  outside: string;
}

export function controlColours(control: Locator): Promise<ControlColours> {
  return control.evaluate((node: Element) => {
    const parentOf = (el: Element): Element | null => el.parentElement ?? (el.parentNode instanceof ShadowRoot ? el.parentNode.host : null);
    const rgba = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const blend = (colour: string, under: number[]) => {
      const [r = 0, g = 0, b = 0, a = 1] = rgba(colour);
      return [r, g, b].map((c, i) => c * a + (under[i] ?? 0) * (1 - a));
    };
    const layers: string[] = [];
    for (let el = parentOf(node); el; el = parentOf(el)) {
      const background = getComputedStyle(el).backgroundColor;
      if ((rgba(background)[3] ?? 1) === 0) continue;
      layers.push(background);
      if ((rgba(background)[3] ?? 1) === 1) break;
    }
    const outside = layers.reverse().reduce((under, colour) => blend(colour, under), [255, 255, 255]);
    const style = getComputedStyle(node);
    const css = (c: number[]) => `rgb(${c.map((v) => Math.round(v)).join(", ")})`;
    const type = node.getAttribute("type");
    return {
      kind: `${node.tagName.toLowerCase()}${type ? `[type=${type}]` : ""}`,
      text: css(blend(style.color, blend(style.backgroundColor, outside))),
      border: css(blend(style.borderTopColor, blend(style.backgroundColor, outside))),
      inside: css(blend(style.backgroundColor, outside)),
      outside: css(outside),
    };
  });
}
