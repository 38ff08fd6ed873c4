/**
 * The README's embed snippet works as pasted: saved as a page served on port 8080 (as the README
 * says) with the server on its default address, it shows the demo vendor and a client joins its
 * line. Chromium opens `http://127.0.0.1:8080/` and `http://127.0.0.1:3000/…` as the README
 * writes them; both are answered here (the page from the README's own text, the server's
 * addresses by this test's server on its own port), so the browser sees exactly the origins a
 * vendor trying the snippet would.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { PROJECT_ROOT } from "../../server/src/hosted/project-paths.js";
import { chooseLocation, fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

/** The first HTML block under the README's "Put the element on a page". */
function readmeSnippet(): string {
  const readme = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Put the element on a page"));
  const block = /```html\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error("the README has no HTML snippet under 'Put the element on a page'");
  return block;
}

const PAGE = "http://127.0.0.1:8080/";
const SERVER = "http://127.0.0.1:3000";

describe.skipIf(!chromiumPath)("the README's snippet, as pasted", () => {
  const harness = useBrowserServer();

  it("shows the demo vendor on a page of its own origin, and a client joins its line", async () => {
    const snippet = readmeSnippet();
    expect(snippet).toContain(`<script type="module" src="${SERVER}/widget/queue-booking.js"></script>`);
    expect(snippet).toContain('<queue-booking vendor="demo"></queue-booking>');
    const questions = (
      (await (
        await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, { headers: { "x-vendor": "demo" } })
      ).json()) as { data: DemoQuestion[] }
    ).data;

    const waiting = async () =>
      Number(
        (
          await harness.server.store.db
            .selectFrom("queue_appointments")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await waiting();
    const context = await harness.browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    try {
      const page = await context.newPage();
      await page.route(PAGE, (route) => route.fulfill({ contentType: "text/html", body: `<!doctype html><html lang="en"><title>Snippet</title>${snippet}` }));
      // The server's address as written, answered by the test's server (the Origin header kept).
      await page.route(
        (url) => url.origin === SERVER,
        async (route) => route.fulfill({ response: await route.fetch({ url: route.request().url().replace(SERVER, harness.base) }) }),
      );
      await page.goto(PAGE);
      const element = page.locator("queue-booking");
      await element.getByText("Maple & Main Credit Union").first().waitFor({ timeout: 20_000 });
      const form = await chooseLocation(element, /Downtown Branch/);
      await form.waitFor({ timeout: 15_000 });
      await fillJoinForm(form, { lang: "en", serviceName: "Deposits and withdrawals", questions, first: "Paste", last: "Tester" });
      await form.getByRole("button", { name: "Join the line", exact: true }).click();
      await element.getByRole("heading", { name: "Your request has been added" }).waitFor({ timeout: 20_000 });
      expect(await waiting()).toBe(before + 1);
    } finally {
      await context.close();
    }
  });
});
