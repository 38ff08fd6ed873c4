/**
 * A real server with the demo data on a real port, for one browser test file. Map tiles are
 * off: the tests must not reach the internet, and an empty map still shows its markers. Its
 * clock stands at the real start time, so the browser's own clock agrees with the server's
 * wait times (the screenshots show realistic waits).
 *
 * The demo vendor the tests use is not the server's default: a page, link or reset that loses
 * its vendor shows City Permit Office instead, as it would for a real vendor's client.
 */
import { createTestServer, type TestServer } from "../../helpers/test-server.js";

export interface BrowserServer {
  server: TestServer;
  /** `http://127.0.0.1:{port}` */
  base: string;
}

/**
 * `env` adds to (or overrides) the server's environment, e.g. a test's own captcha endpoints;
 * `widgetDir` serves a build of the test's own (the deploy test changes it under open pages).
 */
export async function startBrowserServer(env: Record<string, string> = {}, widgetDir?: string): Promise<BrowserServer> {
  const server = await createTestServer("sqlite", {
    env: { MAP_TILE_URL: "", DEFAULT_VENDOR: "city-permits", ...env },
    now: new Date().toISOString(),
    widgetDir,
  });
  const base = await server.app.listen({ port: 0, host: "127.0.0.1" });
  return { server, base };
}

/**
 * A browser (any driver's) and a server started together. Each is settled on its own, so that
 * when one fails the other, if it started, is closed before the failure is thrown.
 */
export async function startBrowserAndServer<B extends { close(): Promise<void> }>(
  launch: () => Promise<B>,
  env: Record<string, string> = {},
  widgetDir?: string,
): Promise<{ browser: B; served: BrowserServer }> {
  const [launched, listening] = await Promise.allSettled([launch(), startBrowserServer(env, widgetDir)]);
  if (launched.status === "rejected" || listening.status === "rejected") {
    if (launched.status === "fulfilled") await launched.value.close();
    if (listening.status === "fulfilled") await listening.value.server.close();
    throw launched.status === "rejected" ? launched.reason : (listening as PromiseRejectedResult).reason;
  }
  return { browser: launched.value, served: listening.value };
}
