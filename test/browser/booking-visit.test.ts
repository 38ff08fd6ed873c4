/**
 * A booked visit in real Chromium, live on both sides: a client books Downtown for the near
 * future and keeps the appointment's page open; Ana opens the back office's desk and sees the
 * booking among today's appointments; the client presses "I have arrived" and the desk shows them
 * checked in, in the day and in the line; call-next starts the booking before a walk-in who
 * waits, and the page says "It's your turn"; completing it thanks the client. A video booking started from the day view gets
 * its meeting link from the line's form, and the link reaches the client's page. Each state is
 * checked with axe, the desk and the pages under their CSPs. The client's page is reached
 * by `?vendor=` for one booking and under the vendor's own path for the other, with another
 * vendor as the server's default.
 *
 * The server's clock starts at the real time and stands still; bookings need an hour's notice,
 * so both are booked first and the clock is then set a few minutes before the first one, when
 * check-in is open and call-next takes it.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { joinDowntown } from "../helpers/join-demo.js";
import { expectAccessible } from "./helpers/axe.js";
import { watchCsp, type CspWatch } from "./helpers/csp-watch.js";
import { bookWith, deskTime, DOWNTOWN_ZONE, freeTimes, localDate, localMinutes } from "./helpers/downtown-bookings.js";
import { screenshot } from "./helpers/screenshots.js";
import { deskFact, DESK_TIMEZONE, DESK_VIEWPORT, signInAtDesk } from "./helpers/staff-desk.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { BY_PATH, BY_QUERY, type VendorEntry } from "./helpers/vendor-entry.js";

const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("a booked visit, live, from the desk's day to the client's page", () => {
  const harness = useBrowserServer();

  /** The client's page of a booking, watched for CSP violations. */
  async function openAppointment(entry: VendorEntry, booking: { id: number; code: string }): Promise<{ page: Page; element: Locator; csp: CspWatch }> {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const csp = await watchCsp(page);
    await page.goto(entry.url(harness.base, "/book/manage", { id: booking.id, code: booking.code, lang: "en" }));
    return { page, element: page.locator("queue-booking"), csp };
  }

  it("checks in, is called, served and thanked; a video client gets the link", async () => {
    // In person: the first time at least ten minutes into a local day, so a few minutes before
    // it is still that day. Video: Ana's first time after it.
    const inPersonSlot = (await freeTimes(harness, "ana", 1)).find((slot) => localMinutes(slot.start) >= 10);
    if (!inPersonSlot) throw new Error("Ana has no free in-person time in the next days");
    const alex = await bookWith(harness, "ana", inPersonSlot.start, 1, "Alex", "Morgan");
    const videoSlot = (await freeTimes(harness, "ana", 3)).find((slot) => Date.parse(slot.start) >= Date.parse(inPersonSlot.end));
    if (!videoSlot) throw new Error("Ana has no free video time after the first booking");
    const vera = await bookWith(harness, "ana", videoSlot.start, 3, "Vera", "Video");
    harness.server.clock.set(new Date(Date.parse(inPersonSlot.start) - 4 * 60_000));

    // The client keeps the appointment's page open; check-in is open.
    const client = await openAppointment(BY_QUERY, alex);
    await client.element.getByRole("heading", { name: "Your appointment is booked" }).waitFor({ timeout: 15_000 });
    const arrived = client.element.getByRole("button", { name: "I have arrived" });
    await arrived.waitFor();
    await expectAccessible(client.page, "booked appointment, check-in open");

    // Ana's desk: the booking is among today's appointments, in Downtown's time, not yet in the line.
    const desk = await harness.browser.newPage({ viewport: DESK_VIEWPORT, locale: "en-US", timezoneId: DESK_TIMEZONE });
    desk.on("dialog", (dialog) => void dialog.accept());
    const deskCsp = await watchCsp(desk);
    await signInAtDesk(desk, harness, "ana");
    const day = desk.getByRole("region", { name: "Today's appointments" });
    const line = desk.getByRole("region", { name: "The line" });
    const alexCard = day.getByRole("listitem").filter({ has: desk.getByRole("heading", { name: /Alex Morgan/ }) });
    const at = await deskTime(desk, inPersonSlot.start);
    await alexCard.waitFor();
    expect(await alexCard.getByRole("heading", { level: 3 }).textContent()).toBe(`${at} – ${await deskTime(desk, inPersonSlot.end)}: Alex Morgan`);
    const fact = (term: string) => deskFact(alexCard, term);
    expect(await Promise.all(["Service", "Meeting", "Staff member", "Status", "Checked in"].map(fact))).toEqual([
      "Deposits and withdrawals",
      "In person, Walk-in",
      "Ana Lopez",
      "Booked",
      "Not yet",
    ]);
    await desk.getByText(`Times are the location's: ${DOWNTOWN_ZONE}`).waitFor();
    expect(await line.getByRole("heading", { name: /Alex Morgan/ }).count()).toBe(0);
    await alexCard.getByRole("button", { name: "Check in: Alex Morgan", exact: true }).waitFor();
    await expectAccessible(desk, "desk, today's appointments");

    // A walk-in for the same service joins the line meanwhile, ahead of the booked client's start.
    await joinDowntown(harness.server, harness.ids, "deposits", { first_name: "Walter", last_name: "Walkin" });
    const walter = line.getByRole("heading", { name: "1. Walter Walkin — Waiting" });
    await walter.waitFor();

    // "I have arrived": the desk shows it without anyone touching it, in the day and in the line.
    await arrived.click();
    await client.element.getByRole("heading", { name: "You are checked in" }).waitFor();
    await client.element.getByText("You are checked in. We will call you when it is your turn.").waitFor();
    await expectAccessible(client.page, "booked appointment, checked in");
    await line.getByRole("heading", { name: `Alex Morgan — Booked ${at} with Ana Lopez · checked in` }).waitFor();
    // The server's clock stands still: the check-in is stamped with its time.
    const checkedInAt = await deskTime(desk, harness.server.clock.now().toISOString());
    await expect.poll(() => fact("Checked in")).toBe(checkedInAt);
    expect(await alexCard.getByRole("button", { name: "Check in: Alex Morgan" }).count()).toBe(0);
    await screenshot(desk, "office-desk-booked-wide-en");
    await expectAccessible(desk, "desk, a booked client checked in");

    // Call next takes the due booking before the walk-in and says so; the client is called.
    await desk.getByRole("button", { name: "Call next", exact: true }).click();
    await desk.getByText(`Called Alex M., booked for ${at}`).waitFor();
    expect(await walter.count()).toBe(1);
    await client.element.getByRole("heading", { name: "It's your turn" }).waitFor();
    await line.getByRole("heading", { name: `Alex Morgan — Booked ${at} with Ana Lopez · in progress` }).waitFor();
    await expect.poll(() => fact("Status")).toMatch(/^In progress since /);
    await expectAccessible(client.page, "booked appointment, called");
    await expectAccessible(desk, "desk, a booking in progress");

    // Completed from the line: the client is thanked.
    await line.getByRole("button", { name: "Complete: Alex Morgan", exact: true }).click();
    await client.element.getByRole("heading", { name: "Thank you for your visit" }).waitFor();
    await expect.poll(() => fact("Status")).toMatch(/^Completed at /);
    expect(await line.getByRole("heading", { name: /Alex Morgan/ }).count()).toBe(0);
    await expectAccessible(client.page, "booked appointment, visit over");

    // The video client, by the vendor's own path. Started from the day (another day's if need be).
    const video = await openAppointment(BY_PATH, vera);
    await video.element.getByRole("heading", { name: "Your appointment is booked" }).waitFor({ timeout: 15_000 });
    const videoDate = localDate(videoSlot.start);
    if (videoDate !== localDate(inPersonSlot.start)) await desk.getByLabel("Date", { exact: true }).fill(videoDate);
    const videoDay = desk.getByRole("region", { name: /ppointments/ });
    const veraCard = videoDay.getByRole("listitem").filter({ has: desk.getByRole("heading", { name: /Vera Video/ }) });
    await veraCard.getByRole("button", { name: "Start: Vera Video", exact: true }).click();
    await desk.getByText("Started: Vera V.").waitFor();
    await video.element.getByRole("heading", { name: "It's your turn" }).waitFor();

    // In progress, the booking is in the line, with the video form: the link reaches the page.
    await line.locator('summary[aria-label="Video link: Vera Video"]').click();
    const form = line.getByRole("form", { name: "Video details for Vera Video" });
    await form.getByLabel("Meeting link").fill("https://meet.example.org/maple-vera");
    await form.getByRole("button", { name: "Save video details" }).click();
    const join = video.element.getByRole("link", { name: /Join the video call/ });
    await join.waitFor();
    expect(await join.getAttribute("href")).toBe("https://meet.example.org/maple-vera");
    await expectAccessible(video.page, "booked video appointment, called with the link");
    await veraCard.locator("summary", { hasText: "Video link" }).click();
    await veraCard
      .getByRole("form", { name: /^Video details for Vera Video.s appointment at / })
      .getByLabel("Meeting link")
      .waitFor();
    await expectAccessible(desk, "desk, video details of a booking");
    await line.getByRole("button", { name: "Complete: Vera Video", exact: true }).click();
    await video.element.getByRole("heading", { name: "Thank you for your visit" }).waitFor();

    expect(await deskCsp.violations(), deskCsp.errors.join("\n")).toEqual([]);
    expect(await client.csp.violations()).toEqual([]);
    expect(await video.csp.violations()).toEqual([]);
    expect(deskCsp.errors).toEqual([]);
  });
});
