/**
 * The API documentation in real Chromium under its Content-Security-Policy (issue 14, item 9):
 * Swagger UI renders the document's operations with no violation, and no other site may frame it.
 */
import { describe, expect, inject, it } from "vitest";
import { watchCsp } from "./helpers/csp-watch.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("API documentation in Chromium", () => {
  const harness = useBrowserServer();

  it("renders the operations under its policy without a violation", async () => {
    const page = await harness.browser.newPage();
    try {
      const csp = await watchCsp(page);
      const response = await page.goto(`${harness.base}/api/docs/static/index.html?url=https://evil.example/spec.json`);
      expect(response?.url()).toBe(`${harness.base}/api/docs/`);
      expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      // Swagger UI draws an entry per operation once it has read the document.
      await page.waitForSelector(".opblock-summary-path", { timeout: 30_000 });
      expect(await page.locator(".opblock-summary-path", { hasText: "/api/v2/open/queue-appointments" }).count()).toBeGreaterThan(0);
      expect(await csp.violations(), csp.errors.join("\n")).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
