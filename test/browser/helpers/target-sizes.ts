/**
 * WCAG 2.2 target size (2.5.8), measured on the rendered page: every interactive element of the
 * element's shadow root that a person can see, with its bounding box. A radio button or check
 * box is pressed through its label, so the label is the target; a link inside a run of text is
 * exempt (the criterion's inline exception), as is an undersized target whose 24-pixel circle
 * (`min`) meets no other target (its spacing exception).
 */
import type { Page } from "playwright-core";

export interface Target {
  what: string;
  width: number;
  height: number;
}

/**
 * Targets smaller than `min` CSS pixels either way, not covered by an exception. `strict`
 * (a kiosk's 48 pixels, for fingers): no spacing exception.
 */
export function undersizedTargets(page: Page, min: number, strict = false): Promise<Target[]> {
  return page.evaluate(
    ([min, strict]) => {
      const root = document.querySelector("queue-booking")?.shadowRoot;
      if (!root) return [{ what: "no element", width: 0, height: 0 }];
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="radio"], [role="checkbox"], [role="link"], [tabindex]:not([tabindex="-1"])';
      const seen = new Set<Element>();
      const boxes: { what: string; rect: DOMRect; inline: boolean }[] = [];
      for (const element of root.querySelectorAll(selector)) {
        // A box pressed through its label: the label is what a finger or pointer aims at.
        const target = (element.matches('input[type="radio"], input[type="checkbox"]') && element.closest("label")) || element;
        if (seen.has(target)) continue;
        seen.add(target);
        const style = getComputedStyle(target);
        const rect = target.getBoundingClientRect();
        if (style.visibility === "hidden" || style.display === "none" || rect.width === 0 || rect.height === 0) continue;
        // Hidden from everyone (a skip link out of view, a leaflet pane off the map) is no target.
        if (target.closest('[aria-hidden="true"], [inert]')) continue;
        const text = (target.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        // A link in a line of text (an attribution, a policy sentence): sized by the text's line.
        let block = target.parentElement;
        while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
        const inline =
          target.matches("a") && style.display.startsWith("inline") && (block?.textContent ?? "").trim().length > (target.textContent ?? "").trim().length;
        boxes.push({
          what: `${target.tagName.toLowerCase()}${target.className && typeof target.className === "string" ? `.${target.className.split(" ")[0]}` : ""} "${text}"`,
          rect,
          inline,
        });
      }
      const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
      const undersized = (b: (typeof boxes)[number]) => !b.inline && (b.rect.width < min - 0.5 || b.rect.height < min - 0.5);
      const small = boxes.filter(undersized);
      // Spacing: a circle of diameter `min` on an undersized target's centre may meet neither
      // another target nor another undersized target's circle.
      const crowded = (b: (typeof boxes)[number]) => {
        const c = centre(b.rect);
        return boxes.some((other) => {
          if (other === b || other.rect.width === 0) return false;
          const r = other.rect;
          if (undersized(other)) {
            const o = centre(r);
            return Math.hypot(o.x - c.x, o.y - c.y) < min;
          }
          const dx = Math.max(r.left - c.x, 0, c.x - r.right);
          const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
          return Math.hypot(dx, dy) < min / 2;
        });
      };
      return small.filter((b) => strict || crowded(b)).map((b) => ({ what: b.what, width: Math.round(b.rect.width), height: Math.round(b.rect.height) }));
    },
    [min, strict] as const,
  );
}
