import { describe, expect, it } from "vitest";
import { bookDowntown } from "../../helpers/booking.js";
import { removeAll } from "../join-form/form-driver.js";
import { waitFor } from "../helpers/element-harness.js";
import { openBooking, routeAt, useBookingServer } from "./booking-driver.js";

describe("booked appointment page", () => {
  const t = useBookingServer();

  const open = (booked: { id: number; code: string }) => openBooking(t.base, `/book/manage?id=${booked.id}&code=${booked.code}`);
  const setRow = (id: number, values: Record<string, unknown>) => t.server.store.db.updateTable("appointments").set(values).where("id", "=", id).execute();

  it("shows the appointment's details, its calendar file and its deadline", async () => {
    const booked = await bookDowntown(t.server, t.ids, "2026-11-23T15:00:00.000Z", {
      attributes: { staff_id: t.ids.staff("ana"), attendees: [{ first_name: "Lucía", last_name: "Pérez" }] },
    });
    const page = await open(booked);
    await page.waitForText("Your appointment is booked");
    for (const text of [
      "Confirmed",
      "Monday, November 23, 2026 at 10:00 AM EST",
      "Deposits and withdrawals",
      "In person",
      "Downtown Branch",
      "100 Main Street, New York, NY 10007",
      "Ana Lopez",
      "Lucía Pérez",
      booked.code,
    ]) {
      expect(page.text()).toContain(text);
    }
    expect(page.text()).toContain("You can change or cancel this appointment here until Monday, November 23, 2026 at 9:00 AM EST.");
    const calendar = page.shadow.querySelector<HTMLAnchorElement>("a.qb-calendar");
    expect(calendar?.href).toBe(`${t.base}/api/v3/open/appointments/${booked.id}/calendar.ics?code=${booked.code}&vendor=demo&lang=en`);
    const file = await fetch(calendar?.href ?? "");
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await file.text()).toContain("DTSTART:20261123T150000Z");
  });

  it("reads the number it will call and the video details", async () => {
    const phone = await bookDowntown(t.server, t.ids, "2026-11-23T16:00:00.000Z", { attributes: { meeting_method: 2 } });
    const page = await open(phone);
    await page.waitForText("We will call you at (212) 555-0199");
    expect(page.text()).toContain("By phone");
    expect(page.shadow.querySelector(".qb-appointment .qb-visually-hidden")?.textContent).toBe("We will call you at the phone number ending in 0 1 9 9");
    removeAll();

    const video = await bookDowntown(t.server, t.ids, "2026-11-23T17:00:00.000Z", { attributes: { meeting_method: 3 } });
    const waiting = await open(video);
    await waiting.waitForText("We will send you a link to join before your appointment.");
    removeAll();
    await setRow(video.id, {
      meeting_link: "https://meet.example.org/abc",
      dial_in_e164: "+12125550100",
      dial_in_international: "+1 212-555-0100",
      dial_in_pin: "4321",
    });
    const ready = await open(video);
    await ready.waitForText("Join the video call");
    expect(ready.shadow.querySelector<HTMLAnchorElement>('a[href="https://meet.example.org/abc"]')).not.toBeNull();
    expect(ready.text()).toContain("Or dial in: +1 212-555-0100, PIN 4321");
    expect(ready.shadow.querySelector<HTMLAnchorElement>('a[href="tel:+12125550100"]')).not.toBeNull();
  });

  it("shows curbside information", async () => {
    const booked = await bookDowntown(t.server, t.ids, "2026-11-23T18:00:00.000Z", {
      service: "card-pickup",
      attributes: { fulfillment_method: 2, car_details: "Blue Honda Civic" },
    });
    const page = await open(booked);
    await page.waitForText("Curbside pickup");
    expect(page.text()).toContain("Blue Honda Civic");
  });

  it("moves the appointment to another time", async () => {
    const booked = await bookDowntown(t.server, t.ids, "2026-11-24T15:00:00.000Z", { attributes: { staff_id: t.ids.staff("ben") } });
    const page = await open(booked);
    await page.press("Change the time");
    await page.waitForText("Choose a new time");
    await page.press("Tue, Nov 24");
    await page.pick("11:30 AM");
    await page.press("Move appointment");
    await page.waitForText("Your appointment has been moved.");
    await page.waitForText("Tuesday, November 24, 2026 at 11:30 AM EST");
    // The server echoes the move on the page's live channel and the page reads it again: the
    // confirmation stays.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(page.text()).toContain("Your appointment has been moved.");
    const row = await t.server.store.db.selectFrom("appointments").selectAll().where("id", "=", booked.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ starts_at: "2026-11-24T16:30:00.000Z", staff_id: t.ids.staff("ben"), reschedules: 1 });
  });

  it("tells a client moving to a time taken meanwhile, and reads the times again", async () => {
    const booked = await bookDowntown(t.server, t.ids, "2026-11-25T15:00:00.000Z", { attributes: { staff_id: t.ids.staff("ben") } });
    const page = await open(booked);
    await page.press("Change the time");
    await page.press("Wed, Nov 25");
    await page.pick("1:00 PM");
    await bookDowntown(t.server, t.ids, "2026-11-25T18:00:00.000Z", { attributes: { staff_id: t.ids.staff("ben") } });
    await page.press("Move appointment");
    await page.waitForText("Sorry, that time has just been booked by someone else. Please choose another time.");
    await waitFor(() => !page.shadow.querySelector('input[value="2026-11-25T18:00:00.000Z"]') && page.shadow.querySelector('input[name="qb-slot"]'));
    const row = await t.server.store.db.selectFrom("appointments").select("starts_at").where("id", "=", booked.id).executeTakeFirstOrThrow();
    expect(row.starts_at).toBe("2026-11-25T15:00:00.000Z");
  });

  it("cancels through the dialog and offers to book another", async () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener("queue-booking:cancelled", listener);
    try {
      const booked = await bookDowntown(t.server, t.ids, "2026-11-26T15:00:00.000Z");
      const page = await open(booked);
      await page.press("Cancel appointment");
      await page.waitForText("Are you sure you want to cancel this appointment? Cancelling cannot be undone.");
      expect(page.focused()?.textContent).toBe("Keep appointment");
      await page.press("Keep appointment");
      await waitFor(() => !page.shadow.querySelector('[role="alertdialog"]'));
      await page.press("Cancel appointment");
      (await waitFor(() => page.shadow.querySelector<HTMLButtonElement>(".qb-cancel-confirm"))).click();
      await page.waitForText("This appointment has been cancelled");
      // The live channel may show the cancellation a moment before the cancel's own answer, which emits the event.
      await waitFor(() => events.length > 0);
      expect(events).toEqual([{ id: booked.id }]);
      expect((await t.server.store.db.selectFrom("appointments").select("status").where("id", "=", booked.id).executeTakeFirstOrThrow()).status).toBe(4);
      await page.press("Book another");
      await routeAt("/book/select-service");
    } finally {
      document.removeEventListener("queue-booking:cancelled", listener);
    }
  });

  it("offers no changes too close to the start or once it is no longer confirmed", async () => {
    const booked = await bookDowntown(t.server, t.ids, "2026-11-22T17:00:00.000Z");
    t.server.clock.set("2026-11-22T16:30:00.000Z");
    const late = await open(booked);
    await late.waitForText("It is too close to the appointment to change it online. Please contact the location.");
    expect(late.shadow.querySelector(".qb-cancel-open")).toBeNull();
    expect(late.shadow.querySelector(".qb-reschedule-open")).toBeNull();
    removeAll();
    const labels: Record<number, [string, string]> = {
      2: ["Thank you for your visit", "Completed"],
      3: ["You missed this appointment", "Missed (no-show)"],
      5: ["It's your turn", "In progress"],
      6: ["Thank you for your visit", "Served"],
    };
    for (const [status, [heading, label]] of Object.entries(labels)) {
      await setRow(booked.id, { status: Number(status) });
      const page = await open(booked);
      await page.waitForText(heading);
      await page.waitForText(label);
      expect(page.shadow.querySelector("a.qb-calendar")).toBeNull();
      removeAll();
    }
  });

  it("shows the generic screen for a wrong code", async () => {
    const booked = await bookDowntown(t.server, t.ids, "2026-11-27T15:00:00.000Z");
    const page = await open({ id: booked.id, code: "WRONG234" });
    await page.waitForText("Oops, something went wrong");
    expect(page.text()).not.toContain(booked.code);
  });
});
