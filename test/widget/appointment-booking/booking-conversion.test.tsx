import { describe, expect, it } from "vitest";
import { joinDowntown } from "../../helpers/join-demo.js";
import { waitFor } from "../helpers/element-harness.js";
import { openBooking, routeAt, useBookingServer } from "./booking-driver.js";

describe("converting a queue spot in the element", () => {
  const t = useBookingServer();

  const spotStatus = async (id: number) =>
    (await t.server.store.db.selectFrom("queue_appointments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  /**
   * The conversion URL's path and query, as the manage page's button opens it in the hash: without
   * the vendor's `/s/{path}`, which only means something on the hosted pages.
   */
  async function conversionRoute(spot: { id: number; code: string }): Promise<string> {
    const res = await t.server.call({ method: "GET", url: `/api/v3/open/walkin-conversion?id=${spot.id}&confirm_code=${spot.code}` });
    const url = new URL(res.json().url as string);
    expect(url.pathname).toBe("/s/maple-main/book/select-timeslot");
    return `${url.pathname.replace("/s/maple-main", "")}${url.search}`;
  }

  it("opens on the times with service and location chosen, fills in the client and cancels the spot only on booking", async () => {
    const spot = await joinDowntown(t.server, t.ids, "deposits", { first_name: "Grace", last_name: "Hopper", email: "grace@example.org" });
    const page = await openBooking(t.base, await conversionRoute(spot));
    await page.waitForText("Tired of waiting? Book an appointment instead. You keep your place in line until your booking is complete.");
    await page.waitForText("Available times on Sunday, November 22");
    await page.waitForText("Deposits and withdrawals");
    await page.pick("2:00 PM");
    await page.press("Continue");
    await routeAt("/book/select-attendees");
    await page.waitForText("Is anyone coming with you?");
    await page.press("Continue");
    await routeAt("/book/attendee-details");
    await waitFor(() => page.shadow.querySelector<HTMLInputElement>("#qb-first-name")?.value === "Grace");
    expect(page.field<HTMLInputElement>("#qb-last-name").value).toBe("Hopper");
    expect(page.field<HTMLInputElement>("#qb-email").value).toBe("grace@example.org");
    expect(page.field<HTMLInputElement>("#qb-phone").value).toBe("(212) 555-0199");
    // Still in line while the client fills the form.
    expect(await spotStatus(spot.id)).toBe(1);
    page.click('input[name="compliance"]');
    await page.press("Book appointment");
    const manage = await routeAt("/book/manage");
    expect(manage.walkin_id).toBeUndefined();
    await page.waitForText("Your appointment is booked");
    expect(await spotStatus(spot.id)).toBe(4);
    const appointment = await t.server.store.db.selectFrom("appointments").selectAll().where("id", "=", Number(manage.id)).executeTakeFirstOrThrow();
    expect(appointment).toMatchObject({ walkin_id: spot.id, starts_at: "2026-11-22T19:00:00.000Z" });
  });

  it("keeps the spot when the client leaves without booking", async () => {
    const spot = await joinDowntown(t.server, t.ids);
    const page = await openBooking(t.base, await conversionRoute(spot));
    await page.waitForText("Available times on Sunday, November 22");
    await page.pick("3:00 PM");
    page.remove();
    expect(await spotStatus(spot.id)).toBe(1);
  });

  it("says so when the spot was served meanwhile, and books nothing", async () => {
    const spot = await joinDowntown(t.server, t.ids, "deposits", { email: "late@example.org" });
    const route = await conversionRoute(spot);
    const page = await openBooking(t.base, `${route.replace("/book/select-timeslot", "/book/attendee-details")}&start=2026-11-22T21:00:00.000Z`);
    await waitFor(() => page.shadow.querySelector<HTMLInputElement>("#qb-email")?.value === "late@example.org");
    page.click('input[name="compliance"]');
    await t.server.store.db.updateTable("queue_appointments").set({ status: 5 }).where("id", "=", spot.id).execute();
    t.server.app.ctx.lines.forget();
    await page.press("Book appointment");
    await page.waitForText("Your place in line was served or cancelled in the meantime, so it cannot be converted. Nothing was booked.");
    const made = await t.server.store.db.selectFrom("appointments").select("id").where("walkin_id", "=", spot.id).execute();
    expect(made).toEqual([]);
  });
});
