/**
 * The layout shifts of a page as Chromium scores them (`layout-shift` performance entries, the
 * figures behind Lighthouse's CLS): recorded from before the page's first script, each with the
 * elements that moved, described as a person would find them in the element's shadow root. A
 * shift right after the user's own input (`hadRecentInput`) is left out, as CLS leaves it out.
 *
 * The sum is a fact of the page's layout, not of its timing: a test holds the screen's data
 * back (see `holdApi`) so that every stage the page can paint in is painted and scored.
 */
import type { Page, Route } from "playwright-core";

export interface ShiftSource {
  /** `tag.class "text…"` of the element that moved. */
  node: string;
  /** [x, y, width, height] before and after, in CSS pixels. */
  from: number[];
  to: number[];
}

export interface LayoutShift {
  value: number;
  sources: ShiftSource[];
}

/** Starts recording; call before `page.goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Entry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const recorded: unknown[] = [];
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
    /** Chromium leaves out nodes inside shadow roots: those are found by where they now are. */
    const at = (r: DOMRectReadOnly): Element | null => {
      const all = (root: Document | ShadowRoot): Element[] => [...root.querySelectorAll("*")].flatMap((e) => (e.shadowRoot ? [e, ...all(e.shadowRoot)] : [e]));
      const same = (b: DOMRect) => [b.x - r.x, b.y - r.y, b.width - r.width, b.height - r.height].every((d) => Math.abs(d) < 1);
      return r.width && r.height ? (all(document).findLast((e) => same(e.getBoundingClientRect())) ?? null) : null;
    };
    const describe = (node: Node | null, now: DOMRectReadOnly): string => {
      node ??= at(now);
      if (!(node instanceof Element)) return node ? `#${node.nodeName}` : "(unknown)";
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `${node.localName}${node.className ? `.${String(node.className).split(" ").join(".")}` : ""} "${text}"`;
    };
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as Entry[]) {
        if (entry.hadRecentInput) continue;
        recorded.push({
          value: entry.value,
          sources: entry.sources.map((s) => ({ node: describe(s.node, s.currentRect), from: rect(s.previousRect), to: rect(s.currentRect) })),
        });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // Entries not yet handed to the callback are taken at once when the test asks.
    Object.assign(window, {
      qbLayoutShifts: () => {
        take(observer.takeRecords());
        return recorded;
      },
    });
  });
}

/** Every shift recorded so far, after two frames so that the last layout has been scored. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  await nextFrames(page);
  return page.evaluate(() => (window as unknown as { qbLayoutShifts(): LayoutShift[] }).qbLayoutShifts());
}

/** The cumulative score of the shifts (the page's CLS when it all happens in one window). */
export const shiftSum = (shifts: LayoutShift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

/**
 * Holds the answers of API requests whose path and query match `pattern` until released: the
 * page paints everything it can without them first, as on a slow network. `release` lets them
 * through one at a time, in the order they were asked, each answer's screen painted before the
 * next goes (the stages a slow network shows); requests made afterwards pass at once.
 */
export async function holdApi(page: Page, pattern: RegExp): Promise<{ held(): number; release(): Promise<void> }> {
  const waiting: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.startsWith("/api/") && pattern.test(url.pathname + url.search),
    (route) => (released ? route.continue() : void waiting.push(route)),
  );
  return {
    held: () => waiting.length,
    async release() {
      released = true;
      for (const route of waiting.splice(0)) {
        const answered = page.waitForResponse((response) => response.request() === route.request());
        await route.continue();
        await answered;
        await nextFrames(page);
      }
    },
  };
}

/** Two animation frames: what the last change drew has been laid out and painted. */
export const nextFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
