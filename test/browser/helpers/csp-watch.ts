/**
 * Collects every Content-Security-Policy violation of a page: `securitypolicyviolation` events
 * (they bubble and are composed, so a document listener also hears those of shadow roots and
 * is installed before any page script runs) and Chromium's console reports.
 */
import type { Page } from "playwright-core";

export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __qbCspViolations?: CspViolation[];
  }
}

export interface CspWatch {
  /** Violations reported by events in every frame, plus the console's CSP messages. */
  violations(): Promise<Array<CspViolation | string>>;
  /** Console errors and uncaught page errors, for failure messages. */
  errors: string[];
}

export async function watchCsp(page: Page): Promise<CspWatch> {
  const consoleReports: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) consoleReports.push(text);
    if (message.type() === "error") errors.push(text);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    window.__qbCspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__qbCspViolations?.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return {
    errors,
    async violations() {
      const fromEvents = await Promise.all(
        page.frames().map((frame) => frame.evaluate(() => window.__qbCspViolations ?? []).catch(() => [] as CspViolation[])),
      );
      return [...fromEvents.flat(), ...consoleReports];
    },
  };
}
