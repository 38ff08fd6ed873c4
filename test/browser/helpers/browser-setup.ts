/**
 * Global setup of the `browser` project: finds Chromium and Firefox ESR and builds the widget
 * bundle once (when missing or older than its sources). Without a browser its tests are skipped
 * with a warning — except in CI (`CI=true`), where that fails the run.
 */
import type { TestProject } from "vitest/node";
import { ensureWidgetBuilt } from "../../../bench/widget-build.js";
import { findChromium } from "./chromium.js";
import { findFirefox } from "./firefox.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Chromium binary, or null when the browser tests are skipped. */
    chromiumPath: string | null;
    /** The Firefox ESR binary, or null when the Firefox journey is skipped. */
    firefoxPath: string | null;
  }
}

export default function setup(project: TestProject): void {
  const ci = process.env.CI === "true" || process.env.CI === "1";
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const where = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
    if (ci) throw new Error(`Chromium is required in CI but ${where} does not exist (apt-get install chromium, or set CHROMIUM_PATH)`);
    console.warn(`[browser tests] no Chromium at ${where}: skipping them (apt-get install chromium, or set CHROMIUM_PATH)`);
  }
  const firefoxPath = findFirefox();
  if (!firefoxPath) {
    const where = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
    if (ci) throw new Error(`Firefox ESR is required in CI but ${where} does not exist (apt-get install firefox-esr, or set FIREFOX_PATH)`);
    console.warn(`[browser tests] no Firefox at ${where}: skipping its journey (apt-get install firefox-esr, or set FIREFOX_PATH)`);
  }
  // The bundle budget is measured from the build, so it is built even without a browser.
  ensureWidgetBuilt();
  project.provide("chromiumPath", chromiumPath ?? null);
  project.provide("firefoxPath", firefoxPath ?? null);
}
