/**
 * A client's visit in real Chromium on the hosted pages, live from start to end: the wait on
 * the form grows when another client joins; after joining, the wait on the manage page moves
 * as the desk serves the people ahead from the back office's desk; the client is called, gets the
 * video link, is served, and leaves half-star feedback that leads to the review prompt. Every
 * screen is checked with axe and photographed. Run for the demo vendor by `?vendor=` and under
 * its own path, with another vendor as the server's default.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { joinDowntown } from "../helpers/join-demo.js";
import { expectAccessible } from "./helpers/axe.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { screenshot as saveScreenshot } from "./helpers/screenshots.js";
import { openStaffDesk } from "./helpers/staff-desk.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { BY_QUERY, VENDOR_ENTRIES } from "./helpers/vendor-entry.js";

const chromiumPath = inject("chromiumPath");
const VIEWPORT = { width: 1280, height: 900 };

describe.skipIf(!chromiumPath).each(VENDOR_ENTRIES)("a client's visit, live, from joining to feedback ($name)", (entry) => {
  const harness = useBrowserServer();
  /** One set of pictures for the docs. */
  const screenshot = (page: Page, name: string) => (entry === BY_QUERY ? saveScreenshot(page, name) : Promise.resolve());

  /** Someone else joins the video line at Downtown (Ana Lopez is the only one serving video there). */
  const someoneJoins = (first: string) =>
    joinDowntown(harness.server, harness.ids, "deposits", { first_name: first, last_name: "Other" }, { meeting_method: 3 });

  async function openDesk(): Promise<Page> {
    const desk = await openStaffDesk(harness.browser, harness, "ana");
    // The desk asks before some actions (a no-show); the person at it says yes.
    desk.on("dialog", (dialog) => void dialog.accept());
    return desk;
  }
  const deskAction = (desk: Page, action: string, name: string) => desk.getByRole("button", { name: `${action}: ${name}`, exact: true }).click();

  it("watches the wait, is called by video, is served and rates the visit", async () => {
    const page = await harness.browser.newPage({ viewport: VIEWPORT });
    const csp = await watchCsp(page);
    const element = page.locator("queue-booking");
    await someoneJoins("Xavier");

    // The form: the estimated wait for a video call grows as another client joins.
    await page.goto(entry.url(harness.base, `/callback-service/${harness.ids.location("downtown")}`, { meeting_method: 3, lang: "en" }));
    const form = element.getByRole("form");
    await form.getByLabel(/^\s*Service/).selectOption({ label: "Deposits and withdrawals" });
    const formWait = element.locator("#qb-service-wait");
    await expect.poll(() => formWait.textContent(), { timeout: 15_000 }).toMatch(/Estimated wait: (approximately )?\d+ minutes/);
    const waitBefore = await formWait.textContent();
    await someoneJoins("Yara");
    await expect.poll(() => formWait.textContent(), { timeout: 15_000 }).not.toBe(waitBefore);
    await expectAccessible(page, "form (video)");

    const questions = await (
      await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, { headers: { "x-vendor": "demo" } })
    ).json();
    await fillJoinForm(form, {
      lang: "en",
      serviceName: "Deposits and withdrawals",
      questions: (questions as { data: DemoQuestion[] }).data,
      first: "Alex",
      last: "Morgan",
    });
    await form.getByRole("button", { name: "Request a callback" }).click();
    await page.waitForURL((url) => url.pathname === entry.pathname("/callback-service/confirmation"));

    // The manage page: behind two video clients.
    const wait = element.locator(".qb-manage-wait");
    await expect.poll(() => wait.textContent(), { timeout: 15_000 }).toMatch(/Estimated wait: approximately/);
    await element.getByText("We will send you a link to join the video call while you wait.").waitFor();
    await screenshot(page, "manage-waiting-wide-en");
    await expectAccessible(page, "manage page, waiting");
    const waitBehindTwo = await wait.textContent();

    // The desk serves the two ahead; the client's wait moves live, down to "You are next".
    const desk = await openDesk();
    await deskAction(desk, "Start", "Xavier Other");
    await deskAction(desk, "Complete", "Xavier Other");
    await expect.poll(() => wait.textContent(), { timeout: 15_000 }).not.toBe(waitBehindTwo);
    await deskAction(desk, "Start", "Yara Other");
    await deskAction(desk, "No-show", "Yara Other");
    await expect.poll(() => wait.textContent(), { timeout: 15_000 }).toBe("You are next");

    // Called: the turn shows at once; the video link and dial-in follow as the desk sends them.
    await deskAction(desk, "Start", "Alex Morgan");
    await element.getByRole("heading", { name: "It's your turn" }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^It's your turn – /);
    await desk.locator('summary[aria-label="Video link: Alex Morgan"]').click();
    const video = desk.getByRole("form", { name: "Video details for Alex Morgan" });
    await video.getByLabel("Meeting link").fill("https://meet.example.org/maple-alex");
    await video.getByLabel("Dial-in number (+E.164)").fill("+12125550142");
    await video.getByLabel("PIN").fill("2468");
    await video.getByRole("button", { name: "Save video details" }).click();
    const join: Locator = element.getByRole("link", { name: /Join the video call/ });
    await join.waitFor();
    expect(await join.getAttribute("href")).toBe("https://meet.example.org/maple-alex");
    await element.getByText("PIN: 2468").waitFor();
    await screenshot(page, "manage-turn-video-wide-en");
    await expectAccessible(page, "manage page, being served by video");

    // Served: feedback in half stars, then the thanks and the review prompt.
    await deskAction(desk, "Complete", "Alex Morgan");
    await element.getByRole("heading", { name: "How was your visit?" }).waitFor();
    await element.getByRole("radio", { name: "4.5 stars" }).check();
    await element.getByLabel("What could be better? (optional)").fill("Quick and friendly.");
    await screenshot(page, "manage-feedback-wide-en");
    await expectAccessible(page, "manage page, feedback");
    await element.getByRole("button", { name: "Send" }).click();
    await element.getByRole("heading", { name: "Thank you for your feedback!" }).waitFor();
    const review = element.getByRole("link", { name: /Write a review/ });
    expect(await review.getAttribute("href")).toBe("https://example.org/maple-and-main/reviews/downtown");
    await screenshot(page, "manage-review-wide-en");
    await expectAccessible(page, "manage page, thanks");
    const stored = await harness.server.store.db.selectFrom("feedback").select(["half_stars", "experience"]).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(stored).toEqual({ half_stars: 9, experience: "Quick and friendly." });
    expect(await csp.violations()).toEqual([]);
  });
});
