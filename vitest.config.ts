/**
 * Test projects: `server` (node: API tests over a dialect matrix, contract tests), `widget`
 * (happy-dom: the element, reaching into its shadow root as a host page would), `office`
 * (happy-dom: the back-office app's screens against a real server) and `browser`
 * (real Chromium through playwright-core, and one journey in Firefox ESR through puppeteer-core). The global setup starts a throwaway PostgreSQL.
 *
 * Vitest compiles TSX with oxc, which does not run lingui macros, so widget and office sources go through
 * Babel (the same config the bundle uses) first.
 */
import { availableParallelism } from "node:os";
import { transformAsync } from "@babel/core";
import { defineConfig, type Plugin } from "vitest/config";

const babelForSources = (): Plugin => ({
  name: "babel-sources",
  enforce: "pre",
  async transform(code, id) {
    if (!/\/(widget|office)\/src\/.*\.tsx?$/.test(id) || id.includes("/contract/")) return null;
    const result = await transformAsync(code, { filename: id, configFile: "./babel.config.json", sourceMaps: true });
    return result?.code ? { code: result.code, map: result.map } : null;
  },
});

export default defineConfig({
  plugins: [babelForSources()],
  test: {
    // At least two files at once: much of the suite waits on server processes, PostgreSQL and
    // Chromium rather than computing, and vitest's default (cores − 1) runs a 2-core machine's
    // whole suite one file at a time (16 minutes there against 10 with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ["test/helpers/global-setup.ts"],
    reporters: ["default", "./test/helpers/summary-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["test/server/**/*.test.ts", "test/widget/contract/**/*.test.ts", "test/locales/**/*.test.ts", "test/docs/**/*.test.ts"],
          // Files share their worker's modules rather than importing the whole server again each
          // (imports were 161 of this project's 334 s; 192 s without). Each file builds its own
          // app and store, so a file must not leave module state, fake timers or mocks behind.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "widget",
          environment: "happy-dom",
          environmentOptions: { happyDOM: { url: "http://localhost:3000/" } },
          include: ["test/widget/**/*.test.{ts,tsx}"],
          // The contract's tests need no DOM; they run in the server project.
          exclude: ["test/widget/contract/**"],
          // Isolated, unlike the server project (124 s here against 40 s shared): with modules
          // shared, a catalog another file loaded is there at once, and the element's timing
          // changes under tests written against a fresh load (one such race was seen and fixed
          // in element-language.test.tsx; others may hide).
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "office",
          environment: "happy-dom",
          environmentOptions: { happyDOM: { url: "http://localhost:3000/office" } },
          include: ["test/office/**/*.test.{ts,tsx}"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Not `extends`: no PostgreSQL and no Babel pass are needed; its own setup finds
        // the browsers and builds the widget bundle once.
        test: {
          name: "browser",
          environment: "node",
          include: ["test/browser/**/*.test.ts"],
          globalSetup: ["test/browser/helpers/browser-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Real Chromium beside the rest of the suite on a 2-core machine: a journey that fails
          // once is run once more (vitest reports it as retried); one that fails twice fails.
          // Seen: a desk's focus check after a live redraw, under full load only.
          retry: 1,
        },
      },
    ],
  },
});
