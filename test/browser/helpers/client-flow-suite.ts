/**
 * The client-flow tests for one viewport: one browser and one server for the file, one join
 * per language, each checked end to end (route, stored appointment, events, CSP), and one more
 * under the vendor's own path (the `?vendor=` runs already reach a vendor that is not the
 * server's default).
 */
import { describe, expect, inject, it } from "vitest";
import { runClientFlow, VIEWPORTS, type FlowLocale, type ViewportName } from "./client-flow.js";
import { useBrowserServer } from "./use-browser-server.js";
import { BY_PATH, BY_QUERY, type VendorEntry } from "./vendor-entry.js";

const run = (lang: FlowLocale, entry: VendorEntry) => ({ lang, entry, via: entry.name });
const RUNS = [run("en", BY_QUERY), run("es", BY_QUERY), run("ko", BY_QUERY), run("en", BY_PATH)];

export function defineClientFlowTests(viewport: ViewportName): void {
  const chromiumPath = inject("chromiumPath");
  const { width, height } = VIEWPORTS[viewport];

  describe.skipIf(!chromiumPath)(`client flow, ${viewport} (${width}×${height})`, () => {
    const harness = useBrowserServer();

    it.each(RUNS)("chooses a location, fills the form and joins the line ($lang, $via)", async ({ lang, entry }) => {
      const result = await runClientFlow(harness.browser, harness, lang, viewport, entry);
      expect(result.screens).toContain("form");
      expect(result.screens.at(-1)).toBe("confirmation");
      expect(result.appointment.id).toMatch(/^\d+$/);
      expect(result.appointment.code).not.toBe("");
      // Waiting (1): the join reached the server and the confirmation route names it.
      expect(result.appointment.status).toBe(1);
      // `joined` bubbled out of the shadow root to the document (composed).
      expect(result.events.filter((e) => e.name === "joined")).toEqual([
        { name: "joined", detail: { id: Number(result.appointment.id), confirm_code: result.appointment.code } },
      ]);
      expect(result.events.some((e) => e.name === "step-changed")).toBe(true);
      expect(result.violations).toEqual([]);
    });
  });
}
