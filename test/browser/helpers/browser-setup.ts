/**
 * Global setup of the `browser` project: finds Chromium and builds the widget bundle once
 * (when missing or older than its sources). Without Chromium the browser tests are skipped with
 * a warning — except in CI (`CI=true`), where that fails the run.
 */
import type { TestProject } from "vitest/node";
import { ensureWidgetBuilt } from "../../../bench/widget-build.js";
import { findChromium } from "./chromium.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Chromium binary, or null when the browser tests are skipped. */
    chromiumPath: string | null;
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
  // The bundle budget is measured from the build, so it is built even without a browser.
  ensureWidgetBuilt();
  project.provide("chromiumPath", chromiumPath ?? null);
}
