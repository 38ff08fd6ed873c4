/**
 * Turning a queue spot into an appointment in real Chromium, on the hosted pages, with the
 * real clock, server and live updates: join the line at /callback-service/{id}, keep its manage
 * page open in one tab, convert in another — times picked with the keyboard, details filled in
 * from the spot — and watch the first tab's spot turn cancelled. Run for the demo vendor by
 * `?vendor=` and under its own path, with another vendor as the server's default.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectAccessible } from "./helpers/axe.js";
import { SCREENSHOT_DIR } from "./helpers/client-flow.js";
import { labelPattern } from "./helpers/catalog-text.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { waitForElementScreen, waitForShadowText } from "./helpers/shadow-probe.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { BY_PATH, BY_QUERY, VENDOR_ENTRIES } from "./helpers/vendor-entry.js";

const chromiumPath = inject("chromiumPath");

declare global {
  interface Window {
    __qbLive?: { event?: string; channel?: string; data?: { attributes?: { status?: number } } }[];
  }
}

describe.skipIf(!chromiumPath).each(VENDOR_ENTRIES)("converting a queue spot into an appointment, in Chromium ($name)", (entry) => {
  const harness = useBrowserServer();

  /** One set of pictures for the docs. */
  const shot = async (page: Page, name: string) => {
    if (entry === BY_QUERY) await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-wide-en.png`, fullPage: true, animations: "disabled", caret: "hide" });
  };
  /** The booking flow opens at the conversion URL, which has the vendor's own URL form: its path. */
  const bookingPath = (step: string) => BY_PATH.pathname(`/book/${step}`);

  /** Joins Downtown's line through its hosted form, as a person does; answers the spot. */
  async function joinTheLine(page: Page): Promise<{ id: string; code: string }> {
    await page.goto(entry.url(harness.base, `/callback-service/${harness.ids.location("downtown")}`, { lang: "en" }));
    const form = page.locator("queue-booking").getByRole("form");
    await form.waitFor({ timeout: 15_000 });
    await form.getByLabel(labelPattern("Service")).selectOption({ label: "Deposits and withdrawals" });
    await form.getByLabel(labelPattern("First name")).fill("Grace");
    await form.getByLabel(labelPattern("Last name")).fill("Hopper");
    await form.getByLabel(labelPattern("Email")).fill("grace@example.org");
    await form.getByLabel(labelPattern("Phone number to call back")).fill("+12125550199");
    await form
      .getByRole("radiogroup", { name: labelPattern("Are you already a member?") })
      .getByRole("radio", { name: "Yes", exact: true })
      .check();
    await form.getByRole("checkbox", { name: "I accept", exact: true }).check();
    await form.getByRole("button", { name: "Join the line", exact: true }).click();
    await page.waitForURL((url) => url.pathname === entry.pathname("/callback-service/confirmation"), { timeout: 20_000 });
    await waitForShadowText(page, /Your request has been added/);
    const query = new URL(page.url()).searchParams;
    return { id: query.get("id") ?? "", code: query.get("code") ?? "" };
  }

  it("books a time from the spot and the spot's own page turns cancelled", async () => {
    const { base } = harness;
    const manage = await harness.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "en" });
    const booking = await harness.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "en" });
    const csp = await watchCsp(booking);
    try {
      const spot = await joinTheLine(manage);
      // Does the manage page follow its spot over /live by itself? (It subscribes with the code.)
      let elementFollowsLive = false;
      manage.on("websocket", (socket) =>
        // The probe below marks its own socket, so only the element's counts.
        socket.url().includes("probe=")
          ? undefined
          : socket.on("framesent", (frame) => {
              if (String(frame.payload).includes(`"queue-appointment.${spot.id}"`)) elementFollowsLive = true;
            }),
      );
      // The same channel from inside the tab, as any page may follow it.
      await manage.evaluate(
        ({ id, code }) =>
          new Promise<void>((resolve) => {
            window.__qbLive = [];
            const socket = new WebSocket(`${location.origin.replace(/^http/, "ws")}/live?vendor=demo&probe=test`);
            socket.onmessage = (message) => {
              const frame = JSON.parse(String(message.data)) as NonNullable<Window["__qbLive"]>[number];
              window.__qbLive?.push(frame);
              if (frame.event === "subscribed") resolve();
            };
            socket.onopen = () => socket.send(JSON.stringify({ action: "subscribe", channel: `queue-appointment.${id}`, code }));
          }),
        spot,
      );

      // The manage page's "Convert to appointment" answers this URL; the booking opens there.
      const conversion = await fetch(`${base}/api/v3/open/walkin-conversion?id=${spot.id}&confirm_code=${spot.code}`, { headers: { "x-vendor": "demo" } });
      const { url } = (await conversion.json()) as { url: string };
      expect(new URL(url).pathname).toBe(bookingPath("select-timeslot"));
      await booking.goto(url);
      await waitForShadowText(booking, /Tired of waiting\? Book an appointment instead/);
      const element = booking.locator("queue-booking");
      const slots = element.getByRole("group", { name: /^Available times on / }).getByRole("radio");
      await slots.first().waitFor({ timeout: 15_000 });
      await waitForElementScreen(booking);
      await expectAccessible(booking, "booking times");
      await shot(booking, "booking-times");

      // Keyboard only: into the group, then the arrow key moves to the next time.
      await slots.first().focus();
      await booking.keyboard.press("Space");
      await booking.keyboard.press("ArrowRight");
      await expect.poll(() => slots.nth(1).isChecked()).toBe(true);
      const chosen = await slots.nth(1).getAttribute("value");
      await element.getByRole("button", { name: "Continue", exact: true }).click();
      await booking.waitForURL((u) => u.pathname === bookingPath("select-attendees"));
      await element.getByRole("button", { name: "Continue", exact: true }).click();
      await booking.waitForURL((u) => u.pathname === bookingPath("attendee-details"));

      const details = element.getByRole("form", { name: "Your details" });
      await expect.poll(() => details.getByLabel(labelPattern("First name")).inputValue(), { timeout: 15_000 }).toBe("Grace");
      await details.getByRole("checkbox", { name: "I accept", exact: true }).check();
      await expectAccessible(booking, "booking details");
      await shot(booking, "booking-details");
      // Until the booking completes, the spot is still in line.
      expect(await manage.evaluate(() => window.__qbLive?.some((f) => f.event === "ManageQueueAppointmentUpdated"))).toBe(false);

      await details.getByRole("button", { name: "Book appointment", exact: true }).click();
      await booking.waitForURL((u) => u.pathname === bookingPath("manage"), { timeout: 20_000 });
      await waitForShadowText(booking, /Your appointment is booked/);
      await expectAccessible(booking, "booked appointment");
      await shot(booking, "booking-appointment");
      const query = new URL(booking.url()).searchParams;
      const stored = await fetch(`${base}/api/v3/open/appointments/${query.get("id")}?code=${query.get("code")}`, { headers: { "x-vendor": "demo" } });
      expect((await stored.json()).data.attributes).toMatchObject({ start: chosen, walkin_id: Number(spot.id), status: 1 });

      // The first tab hears the spot's cancellation live.
      await manage.waitForFunction(
        () => window.__qbLive?.some((f) => f.event === "ManageQueueAppointmentUpdated" && f.data?.attributes?.status === 4),
        undefined,
        { timeout: 15_000 },
      );
      // A manage page that follows /live itself turns cancelled on its own; one that does not
      // shows it when read again.
      if (!elementFollowsLive) await manage.reload();
      await waitForShadowText(manage, /This appointment has been cancelled/);
      expect(await csp.violations()).toEqual([]);
    } finally {
      await Promise.all([manage.close(), booking.close()]);
    }
  });
});
