/**
 * The booking flow and the feedback, by keyboard alone (issue 21, item 1): at each step focus is
 * on the new step's title (which a screen reader reads), the tab is named after it, and no live
 * region announces an error; the feedback is rated with the arrow keys, sent with Enter, and
 * focus goes to the thanks — never to the page's `<body>`.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { joinDowntown } from "../helpers/join-demo.js";
import { completeVisit, startVisit } from "../helpers/staff-admin.js";
import { liveRegions } from "./helpers/live-regions.js";
import { waitForElementScreen } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");
const VENDOR = "Maple & Main Credit Union";

/** The focused node, followed into shadow roots: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return { tag: active?.tagName.toLowerCase() ?? "", text: active?.textContent?.trim().replace(/\s+/g, " ") ?? "" };
  });

/** Focus is on the screen's title, the tab carries it, and nothing is announced as an error. */
async function expectOnTitle(page: Page, previous: string): Promise<string> {
  await expect
    .poll(
      async () => {
        const now = await focused(page);
        return now.tag === "h1" && now.text !== previous;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const title = (await focused(page)).text;
  await expect.poll(() => page.title()).toBe(`${title} – ${VENDOR}`);
  expect((await liveRegions(page)).filter((r) => r.politeness === "assertive" && r.text)).toEqual([]);
  return title;
}

/** Presses a control by keyboard: focus on it, then Enter (buttons) or Space (radios, boxes). */
async function press(page: Page, control: Locator, key: "Enter" | " " = "Enter") {
  await control.focus();
  await page.keyboard.press(key);
}

describe.skipIf(!chromiumPath)("keyboard journeys", () => {
  const harness = useBrowserServer();

  it("books an appointment step by step, by keyboard", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/book?vendor=demo&lang=en`);
    const element = page.locator("queue-booking");
    const main = element.locator("main");
    await main.getByRole("heading", { level: 1 }).waitFor({ timeout: 20_000 });
    await waitForElementScreen(page);
    let title = "";
    const continueButton = main.getByRole("button", { name: "Continue", exact: true });

    // Service, location, staff: a choice by Space, then Continue by Enter.
    for (const step of ["select-service", "select-location", "select-staff"]) {
      await page.waitForURL((url) => url.pathname.endsWith(`/book/${step}`) || (step === "select-service" && url.pathname === "/book"), { timeout: 20_000 });
      await press(page, main.getByRole("radio").first(), " ");
      await press(page, continueButton);
      title = await expectOnTitle(page, title);
    }

    // A time: the first of the day shown, by Space; Continue by Enter.
    await page.waitForURL((url) => url.pathname.endsWith("/book/select-timeslot"), { timeout: 20_000 });
    await press(page, main.locator('input[name="qb-slot"]').first(), " ");
    await press(page, continueButton);
    title = await expectOnTitle(page, title);
    if (new URL(page.url()).pathname.endsWith("/book/select-attendees")) {
      await press(page, continueButton);
      title = await expectOnTitle(page, title);
    }

    // The details, typed; the agreement ticked with Space; booked with Enter.
    await page.waitForURL((url) => url.pathname.endsWith("/book/attendee-details"), { timeout: 20_000 });
    await main.getByLabel(/^\s*First name/).focus();
    await page.keyboard.type("Kim");
    await main.getByLabel(/^\s*Email/).focus();
    await page.keyboard.type("kim@example.org");
    const agree = main.getByRole("checkbox", { name: /I accept/ });
    if (await agree.count()) await press(page, agree, " ");
    await press(page, main.getByRole("button", { name: "Book appointment" }));
    await page.waitForURL((url) => url.pathname.endsWith("/book/manage"), { timeout: 20_000 });
    title = await expectOnTitle(page, title);
    expect(title).toBe("Your appointment is booked");

    // Cancel by keyboard: the dialog keeps focus while it works, then the page's title takes it.
    await press(page, main.getByRole("button", { name: "Cancel appointment" }));
    const dialog = element.getByRole("alertdialog");
    await dialog.waitFor({ timeout: 10_000 });
    await press(page, dialog.getByRole("button", { name: "Cancel appointment" }));
    await dialog.waitFor({ state: "detached", timeout: 20_000 });
    await expect.poll(() => focused(page), { timeout: 20_000 }).not.toMatchObject({ tag: "body" });
    expect((await focused(page)).tag).not.toBe("");
    await page.close();
  });

  it("rates a visit with the arrow keys and sends it with Enter", async () => {
    const joined = await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Rita", last_name: "Rating" });
    await startVisit(harness.server, joined.id, harness.ids.staff("ana"));
    await completeVisit(harness.server, joined.id);
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service/manage?vendor=demo&lang=en&id=${joined.id}&code=${joined.code}`);
    const element = page.locator("queue-booking");
    await element.getByRole("heading", { name: "How was your visit?" }).waitFor({ timeout: 20_000 });
    // The server paints the card; the journey is the element's own (its takeover: server-rendered-screens.test.ts).
    await waitForElementScreen(page);

    // Into the rating by keyboard, then up the scale with the arrow keys, as in any radio group.
    await press(page, element.getByRole("radio", { name: "0.5 stars" }), " ");
    for (let i = 0; i < 7; i++) await page.keyboard.press("ArrowRight");
    expect(await element.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Friendly.");
    await press(page, element.getByRole("button", { name: "Send" }));
    await expect.poll(() => focused(page), { timeout: 20_000 }).toEqual({ tag: "h2", text: "Thank you for your feedback!" });
    const stored = await harness.server.store.db.selectFrom("feedback").select(["half_stars", "experience"]).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(stored).toEqual({ half_stars: 8, experience: "Friendly." });
    await page.close();
  });
});
