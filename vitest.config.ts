/**
 * Test projects: `server` (node, API tests over a dialect matrix), later `widget` (happy-dom)
 * and `browser` (real Chromium). The global setup starts a throwaway PostgreSQL when it can.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["test/helpers/global-setup.ts"],
    reporters: ["default", "./test/helpers/summary-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["test/server/**/*.test.ts", "test/widget/contract/**/*.test.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
