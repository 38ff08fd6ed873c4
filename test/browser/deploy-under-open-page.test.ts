/**
 * A deploy under an open page (issue 19, item 4). A hosted page loads its build's own entry
 * (`/widget/r/{release}/queue-booking.js`), so across a deploy it keeps asking for the chunks of
 * its own build: where the build folder is kept (earlier chunks stay), the page goes on without
 * a hitch; where the new build replaced the old one (a new container), a missing chunk is asked
 * for again and then the page reloads once onto the new release, on the same screen. Either way
 * the client who joins after the deploy sees their confirmation, never "Oops".
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as joinPath } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { BUNDLE_DIR } from "../../bench/initial-download.js";
import { fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { currentBuild, deployNewBuild, type Build } from "./helpers/simulated-deploy.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("a deploy under an open page", () => {
  const widgetDir = mkdtempSync(joinPath(tmpdir(), "qb-deploy-"));
  const harness = useBrowserServer({
    widgetDir: () => {
      cpSync(BUNDLE_DIR, widgetDir, { recursive: true });
      return widgetDir;
    },
  });
  afterAll(() => rmSync(widgetDir, { recursive: true, force: true }));

  /** Every widget script the page asked for, with the status it got. */
  function watchScripts(page: Page): Array<{ path: string; status: number }> {
    const seen: Array<{ path: string; status: number }> = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith("/widget/") && path.endsWith(".js")) seen.push({ path, status: response.status() });
    });
    return seen;
  }

  async function openForm(page: Page): Promise<void> {
    await page.goto(`${harness.base}/callback-service/${harness.ids.location("downtown")}?vendor=demo&lang=en&meeting_method=3`);
    await page.locator("queue-booking").getByRole("form").waitFor({ timeout: 20_000 });
    // The story is a deploy under a running page: the element has taken over the server's screen.
    await waitForElementScreen(page);
  }

  async function join(page: Page, first: string): Promise<void> {
    const form = page.locator("queue-booking").getByRole("form");
    const questions = (await (
      await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, { headers: { "x-vendor": "demo" } })
    ).json()) as { data: DemoQuestion[] };
    await fillJoinForm(form, { lang: "en", serviceName: "Deposits and withdrawals", questions: questions.data, first, last: "Deploy" });
    await form.getByRole("button", { name: "Request a callback" }).click();
  }

  async function expectConfirmation(page: Page): Promise<void> {
    await page.waitForURL((url) => url.pathname === "/callback-service/confirmation", { timeout: 20_000 });
    const wait = page.locator("queue-booking").locator(".qb-manage-wait");
    await expect.poll(() => wait.textContent(), { timeout: 20_000 }).toMatch(/Estimated wait|You are next/);
    expect(await page.locator("queue-booking").getByText(/Oops/).count()).toBe(0);
  }

  /** The entry the page loaded: the head's preloads may answer a chunk before it, so not always the first script. */
  const entryOf = (scripts: Array<{ path: string }>) => scripts.find((s) => s.path.endsWith("/queue-booking.js"))?.path;

  let build: Build;

  it("keeps a page on its own release when the earlier chunks are kept", async () => {
    build = currentBuild(widgetDir);
    const page = await harness.browser.newPage();
    const scripts = watchScripts(page);
    await openForm(page);
    expect(entryOf(scripts)).toBe(`/widget/r/${build.release}/queue-booking.js`);

    const next = deployNewBuild(widgetDir, build, "kept", true);
    await join(page, "Kept");
    await expectConfirmation(page);
    // The manage page's code and texts came from the page's own release, and nothing failed.
    expect(scripts.filter((s) => s.path.includes("/chunks/manage")).map((s) => s.path)).not.toHaveLength(0);
    expect(scripts.every((s) => s.path.startsWith(`/widget/r/${build.release}/`) && s.status === 200)).toBe(true);
    await page.close();

    // A page opened now loads the new release.
    const fresh = await harness.browser.newPage();
    const freshScripts = watchScripts(fresh);
    await openForm(fresh);
    expect(entryOf(freshScripts)).toBe(`/widget/r/${next.release}/queue-booking.js`);
    await fresh.close();
    build = next;
  });

  it("reloads a page once onto the new release when its build is gone, and the client sees their confirmation", async () => {
    // Read again rather than carried over: a retry finds the folder as the last attempt left it.
    build = currentBuild(widgetDir);
    const page = await harness.browser.newPage();
    const scripts = watchScripts(page);
    await openForm(page);
    const next = deployNewBuild(widgetDir, build, "replaced", false);
    await join(page, "Replaced");
    await expectConfirmation(page);
    // The old release's manage chunk failed (twice: asked again once), then the page reloaded.
    const missing = scripts.filter((s) => s.path.startsWith(`/widget/r/${build.release}/chunks/manage`) && s.status === 404);
    expect(missing.length).toBeGreaterThanOrEqual(1);
    expect(scripts.some((s) => s.path === `/widget/r/${next.release}/queue-booking.js` && s.status === 200)).toBe(true);
    await page.close();
  });
});
