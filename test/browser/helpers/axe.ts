/**
 * Accessibility check of what the page shows now, with axe-core inside the page (it reaches into
 * the element's open shadow root). The script goes in through the devtools protocol, which the
 * hosted pages' strict CSP does not govern, and the style tags axe adds while it runs carry the
 * page's nonce, so the check itself causes no violation.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selector paths of the offending nodes (shadow-root hops as nested arrays, flattened). */
  targets: string[];
}

declare global {
  interface Window {
    axe?: {
      run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
    };
  }
}

/**
 * Runs axe (WCAG 2.1 A and AA rules plus best practices) and answers its violations. Without
 * axe's CSSOM preload, which copies the page's stylesheets into style tags of its own that the
 * hosted pages' CSP would rightly refuse; only the orientation-lock rule needs it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = window.axe;
    if (!axe) throw new Error("axe-core did not load");
    const result = await axe.run(document, { preload: false, runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
  return violations;
}

/** A readable line per violation, for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations.map((v) => `${v.id} (${v.impact ?? "?"}): ${v.help} — ${v.targets.slice(0, 3).join(", ")}`).join("\n");
}

/** Fails the test when axe finds a violation on the page, naming the screen it was checking. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([]);
}
