/**
 * The client-flow tests for one viewport: one browser and one server for the file, one join
 * per language, each checked end to end (route, stored appointment, events, CSP).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startBrowserServer, type BrowserServer } from "./browser-server.js";
import { launchChromium } from "./chromium.js";
import { runClientFlow, VIEWPORTS, type FlowLocale, type ViewportName } from "./client-flow.js";

const LANGUAGES: FlowLocale[] = ["en", "es", "ko"];

export function defineClientFlowTests(viewport: ViewportName): void {
  const chromiumPath = inject("chromiumPath");
  const { width, height } = VIEWPORTS[viewport];

  describe.skipIf(!chromiumPath)(`client flow, ${viewport} (${width}×${height})`, () => {
    let browser: Browser;
    let served: BrowserServer;
    beforeAll(async () => {
      [browser, served] = await Promise.all([launchChromium(chromiumPath ?? ""), startBrowserServer()]);
    });
    afterAll(async () => {
      await browser?.close();
      await served?.server.close();
    });

    it.each(LANGUAGES)("chooses a location, fills the form and joins the line (%s)", async (lang) => {
      const result = await runClientFlow(browser, served, lang, viewport);
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
