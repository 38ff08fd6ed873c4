/**
 * The client-flow tests for one viewport: one browser and one server for the file, one join
 * per language, each checked end to end (route, stored appointment, events, CSP).
 */
import { describe, expect, inject, it } from "vitest";
import { runClientFlow, VIEWPORTS, type FlowLocale, type ViewportName } from "./client-flow.js";
import { useBrowserServer } from "./use-browser-server.js";

const LANGUAGES: FlowLocale[] = ["en", "es", "ko"];

export function defineClientFlowTests(viewport: ViewportName): void {
  const chromiumPath = inject("chromiumPath");
  const { width, height } = VIEWPORTS[viewport];

  describe.skipIf(!chromiumPath)(`client flow, ${viewport} (${width}×${height})`, () => {
    const harness = useBrowserServer();

    it.each(LANGUAGES)("chooses a location, fills the form and joins the line (%s)", async (lang) => {
      const result = await runClientFlow(harness.browser, harness, lang, viewport);
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
