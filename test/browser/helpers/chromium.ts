/**
 * Real Chromium through playwright-core, with the system's browser (no download): the path
 * from `CHROMIUM_PATH` or Debian's `/usr/bin/chromium`.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The browser binary, or undefined when there is none. */
export function findChromium(env: Record<string, string | undefined> = process.env): string | undefined {
  const path = env.CHROMIUM_PATH || "/usr/bin/chromium";
  return existsSync(path) ? path : undefined;
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}
