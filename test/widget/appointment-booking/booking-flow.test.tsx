import { describe, expect, it } from "vitest";
import { removeAll, settle } from "../join-form/form-driver.js";
import { waitFor } from "../helpers/element-harness.js";
import { openBooking, routeAt, useBookingServer } from "./booking-driver.js";

describe("booking flow: every step in order", () => {
  const t = useBookingServer();

  it("books from service to appointment page, moving focus to each step's title", async () => {
    const booked: unknown[] = [];
    const listener = (e: Event) => booked.push((e as CustomEvent).detail);
    document.addEventListener("queue-booking:booked", listener);
    try {
      const page = await openBooking(t.base, "/book/select-service");
      await page.waitForText("Select a Service");
      expect(page.text()).toContain("Loan consultation");
      expect(page.text()).toContain("30 minutes");
      await page.pick("Deposits and withdrawals");
      await page.waitForText("How would you like to meet?");
      expect(page.text()).toMatch(/In person.*By phone.*By video/);
      await page.press("Continue");

      const afterService = await routeAt("/book/select-location");
      expect(afterService).toMatchObject({ service: String(t.ids.service("deposits")), meeting_method: "1" });
      await page.waitForText("Select a Location");
      await waitFor(() => page.focused()?.tagName === "H1");
      expect(page.focused()?.textContent).toBe("Select a Location");
      expect(page.text()).toContain("350 Fifth Avenue");
      expect(page.text()).not.toContain("Riverside Private Banking");
      await page.pick("Downtown Branch");
      await page.press("Continue");

      await routeAt("/book/select-staff");
      await page.waitForText("Choose who you would like to meet");
      expect(page.text()).toContain("Speaks English and Spanish");
      expect(page.text()).toContain("Speaks English and French");
      expect(page.text()).not.toContain("Downtown Kiosk");
      await page.pick("Ben Carter");
      await page.press("Continue");

      const atTimes = await routeAt("/book/select-timeslot");
      expect(atTimes.staff).toBe(String(t.ids.staff("ben")));
      await page.waitForText("Available times on Sunday, November 22");
      expect(page.text()).toContain("Times are shown in EST.");
      // 16:00 UTC, an hour after the test clock, is 11:00 in New York.
      const first = await waitFor(() => page.shadow.querySelector<HTMLInputElement>('input[name="qb-slot"]'));
      expect(first.value).toBe("2026-11-22T16:00:00.000Z");
      expect(first.closest("label")?.textContent).toBe("11:00 AM");
      expect(first.closest("fieldset")?.querySelector("legend")?.textContent).toBe("Available times on Sunday, November 22");
      await page.pick("11:00 AM");
      await page.press("Continue");

      await routeAt("/book/select-attendees");
      await page.waitForText("Is anyone coming with you?");
      expect(page.text()).toContain("You can bring up to 2 people with you.");
      page.choose("#qb-attendee-count", "1");
      await page.waitForText("Person 1");
      await page.press("Continue");
      await page.waitForText("This field is required");
      page.type("#qb-attendee-0-first", "Lucía");
      await page.press("Continue");

      await routeAt("/book/attendee-details");
      await page.waitForText("Your details");
      await page.waitForText("Sunday, November 22, 2026 at 11:00 AM EST");
      await page.waitForText("Ben Carter");
      page.type("#qb-first-name", "Maria");
      page.type("#qb-phone", "+12125550199");
      page.click('input[name="compliance"]');
      await page.press("Book appointment");

      const manage = await routeAt("/book/manage");
      await page.waitForText("Your appointment is booked");
      expect(booked).toEqual([{ id: Number(manage.id), confirm_code: manage.code }]);
      const text = page.text();
      for (const expected of [
        "Confirmed",
        "Sunday, November 22, 2026 at 11:00 AM EST",
        "Deposits and withdrawals",
        "Downtown Branch",
        "Ben Carter",
        "Lucía",
        manage.code ?? "?",
      ]) {
        expect(text).toContain(expected);
      }
      const stored = await t.server.store.db.selectFrom("appointments").selectAll().where("id", "=", Number(manage.id)).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        staff_id: t.ids.staff("ben"),
        starts_at: "2026-11-22T16:00:00.000Z",
        attendees: JSON.stringify([{ first_name: "Lucía", last_name: "" }]),
      });
    } finally {
      document.removeEventListener("queue-booking:booked", listener);
    }
  });

  it("sends a step whose earlier choices are missing back to the first one missing", async () => {
    await openBooking(t.base, "/book/attendee-details");
    await routeAt("/book/select-service");
    removeAll();
    await openBooking(t.base, `/book/select-timeslot?service=${t.ids.service("deposits")}`);
    await routeAt("/book/select-location");
  });

  it("starts at the service step on /book and lists only what a preset location offers", async () => {
    const page = await openBooking(t.base, "/book", { location: String(t.ids.location("uptown")) });
    await page.waitForText("Select a Service");
    await settle();
    expect(page.text()).toContain("Open an account");
    expect(page.text()).not.toContain("Loan consultation");
    await page.pick("Open an account");
    await page.press("Continue");
    // The location is set by the element, so the flow goes on to the staff.
    await routeAt("/book/select-staff");
    await page.waitForText("Chloe Martin");
  });
});
