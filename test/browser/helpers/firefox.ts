/**
 * Firefox ESR from the system's packages (no download), driven by puppeteer-core over WebDriver
 * BiDi: the path from `FIREFOX_PATH` or Debian's `/usr/bin/firefox-esr`. One journey runs in it
 * (firefox-journey.test.ts) so that a change working only in Chromium cannot land.
 */
import { existsSync } from "node:fs";
import puppeteer, { type Browser } from "puppeteer-core";

/** The browser binary, or undefined when there is none. */
export function findFirefox(env: Record<string, string | undefined> = process.env): string | undefined {
  const path = env.FIREFOX_PATH || "/usr/bin/firefox-esr";
  return existsSync(path) ? path : undefined;
}

export function launchFirefox(executablePath: string): Promise<Browser> {
  return puppeteer.launch({ browser: "firefox", executablePath, headless: true });
}
