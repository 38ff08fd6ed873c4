/**
 * The screenshots of docs/screenshots.md. Every test run takes them (each screen is rendered and captured),
 * into a temporary folder; `UPDATE_SCREENSHOTS=1 npm test` writes them to `docs/screenshots/`,
 * so an ordinary run leaves the repository clean.
 */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";

export const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS === "1" ? "docs/screenshots" : join(tmpdir(), "queue-booking-screenshots");

/** Saves the whole page as `{name}.png`; `viewport` saves what the window shows (a modal dialog over the page). */
export async function screenshot(page: Page, name: string, options: { viewport?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: !options.viewport, animations: "disabled", caret: "hide" });
}
