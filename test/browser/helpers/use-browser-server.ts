/**
 * One Chromium and one server with the demo data for a browser test file, started together
 * before its tests and closed after them. Every browser test file needs the pair, and each used
 * to repeat the same hooks; this is those hooks once. Call it inside the file's
 * `describe.skipIf(!chromiumPath)`, so that a machine without Chromium starts neither.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import type { TestServer } from "../../helpers/test-server.js";
import { startBrowserAndServer, type BrowserServer } from "./browser-server.js";
import { launchChromium } from "./chromium.js";

/** Also a `BrowserServer`, so it goes wherever one is asked for. */
export interface BrowserTestHarness {
  readonly browser: Browser;
  readonly server: TestServer;
  /** `http://127.0.0.1:{port}` */
  readonly base: string;
  readonly ids: DemoIds;
}

/** `widgetDir`: asked when the server starts, for a build of the test's own (see browser-server.ts). */
export function useBrowserServer(options: { env?: Record<string, string>; widgetDir?: () => string } = {}): BrowserTestHarness {
  let browser: Browser | undefined;
  let served: BrowserServer | undefined;
  let ids: DemoIds | undefined;
  const ready = () => {
    if (!browser || !served || !ids)
      throw new Error("the browser and the server are not running: use them in tests, or in hooks registered after useBrowserServer()");
    return { browser, served, ids };
  };
  beforeAll(async () => {
    const chromiumPath = inject("chromiumPath");
    if (!chromiumPath) throw new Error("no Chromium: call useBrowserServer() inside describe.skipIf(!chromiumPath)");
    ({ browser, served } = await startBrowserAndServer(() => launchChromium(chromiumPath), options.env, options.widgetDir?.()));
    ids = await demoIds(served.server.store.db);
  });
  afterAll(async () => {
    await browser?.close();
    await served?.server.close();
  });
  return {
    get browser() {
      return ready().browser;
    },
    get server() {
      return ready().served.server;
    },
    get base() {
      return ready().served.base;
    },
    get ids() {
      return ready().ids;
    },
  };
}
