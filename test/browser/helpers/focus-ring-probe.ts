/**
 * What a sighted keyboard user sees of the focused control's ring: the colours Chromium drew it
 * with (the outline, and the bands of its box-shadow) and the colour behind it, found by walking
 * up from the control (out of the shadow root, to the page's white canvas) to the first
 * background that is not transparent — from the control itself when the ring is drawn inside
 * it, from its parent when outside. Contrast ratios are WCAG 2's.
 */
import type { Page } from "playwright-core";

export interface FocusRing {
  /** The focused control, followed into shadow roots. */
  tag: string;
  className: string;
  label: string;
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  /**
   * The colours of the box-shadow's solid bands (opaque, unblurred, not offset, at least 2 px
   * wide), from the top: a soft drop shadow is no ring.
   */
  shadowColors: string[];
  /** The opaque colour the ring is drawn on. */
  behind: string;
}

export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) throw new Error("nothing has focus");
    const style = getComputedStyle(active);
    const parentOf = (node: Element): Element | null => node.parentElement ?? (node.parentNode instanceof ShadowRoot ? node.parentNode.host : null);
    const rgba = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    // Semi-transparent backgrounds are blended over what lies under them, down to the canvas.
    const layers: number[][] = [];
    for (let node = parseFloat(style.outlineOffset) < 0 ? active : parentOf(active); node; node = parentOf(node)) {
      const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(node).backgroundColor);
      if (a === 0) continue;
      layers.push([r, g, b, a]);
      if (a === 1) break;
    }
    let under = [255, 255, 255];
    for (const [r = 0, g = 0, b = 0, a = 1] of layers.reverse()) under = [r, g, b].map((c, i) => c * a + (under[i] ?? 0) * (1 - a));
    return {
      tag: active.tagName.toLowerCase(),
      className: typeof active.className === "string" ? active.className : "",
      label: active.getAttribute("aria-label") ?? active.textContent?.trim().replace(/\s+/g, " ") ?? "",
      focusVisible: active.matches(":focus-visible") || active.matches(":focus-within"),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      shadowColors: (style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/)).flatMap((shadow) => {
        const colour = shadow.match(/rgba?\([^)]*\)/)?.[0] ?? "";
        const [x, y, blur, spread = 0] = (shadow.replace(colour, "").match(/-?[\d.]+px/g) ?? []).map(parseFloat);
        const alpha = rgba(colour)[3] ?? 1;
        return alpha === 1 && x === 0 && y === 0 && blur === 0 && spread >= 2 ? [colour] : [];
      }),
      behind: `rgb(${under.map((c) => Math.round(c)).join(", ")})`,
    };
  });
}

/** WCAG 2 contrast ratio of two opaque `rgb(…)` colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The best contrast any part of the ring (outline or a shadow band) makes with what is behind it. */
export function bestRingContrast(ring: FocusRing): number {
  const parts = ring.outlineStyle === "none" || ring.outlineWidth === 0 ? ring.shadowColors : [ring.outlineColor, ...ring.shadowColors];
  return Math.max(0, ...parts.map((colour) => contrastRatio(colour, ring.behind)));
}
