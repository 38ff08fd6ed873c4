import { describe, expect, it } from "vitest";
import { bookDowntown } from "../../helpers/booking.js";
import { waitFor } from "../helpers/element-harness.js";
import { openBooking, routeAt, useBookingServer } from "./booking-driver.js";

describe("booking flow: times", () => {
  const t = useBookingServer();

  const choices = () => `service=${t.ids.service("deposits")}&meeting_method=1&location=${t.ids.location("downtown")}`;
  const slotInputs = (shadow: ShadowRoot) => [...shadow.querySelectorAll<HTMLInputElement>('input[name="qb-slot"]')];

  it("shows a week of days as buttons and a day's times as one radio group, the zone named", async () => {
    const page = await openBooking(t.base, `/book/select-timeslot?${choices()}`);
    await page.waitForText("Available times on Sunday, November 22");
    const days = [...page.shadow.querySelectorAll<HTMLButtonElement>(".qb-day")];
    expect(days.map((d) => d.firstChild?.textContent)).toEqual([
      "Sun, Nov 22",
      "Mon, Nov 23",
      "Tue, Nov 24",
      "Wed, Nov 25",
      "Thu, Nov 26",
      "Fri, Nov 27",
      "Sat, Nov 28",
    ]);
    expect(days[0]?.getAttribute("aria-pressed")).toBe("true");
    // From 11:00 (an hour after the test clock) to 23:45 on the first day: 52 quarter hours.
    expect(days[0]?.textContent).toContain("(52 times)");
    const slots = slotInputs(page.shadow);
    expect(slots).toHaveLength(52);
    expect(new Set(slots.map((s) => s.name)).size).toBe(1);
    expect(slots.at(-1)?.closest("label")?.textContent).toBe("11:45 PM");
    expect(page.text()).toContain("Times are shown in EST.");
    const next = page.shadow.querySelector<HTMLButtonElement>(".qb-actions .qb-button");
    expect(next?.disabled).toBe(true);

    days[1]?.click();
    await page.waitForText("Available times on Monday, November 23");
    expect(slotInputs(page.shadow)).toHaveLength(96);
    await page.pick("9:30 AM");
    await page.press("Continue");
    const query = await routeAt("/book/select-attendees");
    expect(query).toMatchObject({ start: "2026-11-23T14:30:00.000Z", date: "2026-11-23" });
  });

  it("labels each time on a fall-back night, where 1:00 AM comes twice, as the server sends them", async () => {
    // Two days before New York falls back: Downtown (open around the clock) has both 1:00 AMs.
    t.server.clock.set("2026-10-30T15:00:00.000Z");
    const page = await openBooking(t.base, `/book/select-timeslot?${choices()}&date=2026-11-01`);
    await page.waitForText("Available times on Sunday, November 1");
    const labels = slotInputs(page.shadow).map((s) => s.closest("label")?.textContent);
    // 25 hours that day: 100 quarter hours.
    expect(labels).toHaveLength(100);
    expect(labels.filter((l) => l?.startsWith("1:00 AM"))).toEqual(["1:00 AM EDT", "1:00 AM EST"]);
    expect(labels.slice(0, 2)).toEqual(["12:00 AM EDT", "12:15 AM EDT"]);
    expect(labels.at(-1)).toBe("11:45 PM EST");
    expect(page.text()).toContain("Times are shown in EDT / EST.");
    const [firstOne, secondOne] = slotInputs(page.shadow).filter((s) => s.closest("label")?.textContent?.startsWith("1:00 AM"));
    expect([firstOne?.value, secondOne?.value]).toEqual(["2026-11-01T05:00:00.000Z", "2026-11-01T06:00:00.000Z"]);
  });

  it("pages through later and earlier days within the booking window", async () => {
    const page = await openBooking(t.base, `/book/select-timeslot?${choices()}`);
    await page.waitForText("Sun, Nov 22");
    const earlier = () => [...page.shadow.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === "Earlier days");
    // At the first bookable week it says so but stays focusable, so pressing it never drops focus.
    expect(earlier()?.getAttribute("aria-disabled")).toBe("true");
    expect(earlier()?.disabled).toBe(false);
    await page.press("Earlier days");
    expect(page.text()).toContain("Available times on Sunday, November 22");
    await page.press("Later days");
    await page.waitForText("Available times on Sunday, November 29");
    expect(page.shadow.querySelector(".qb-day")?.firstChild?.textContent).toBe("Sun, Nov 29");
    expect(earlier()?.hasAttribute("aria-disabled")).toBe(false);
    await page.press("Earlier days");
    await page.waitForText("Available times on Sunday, November 22");
    expect(earlier()?.getAttribute("aria-disabled")).toBe("true");
  });

  it("says at once when the time was taken meanwhile, and shows fresh times without it", async () => {
    const start = "2026-11-24T15:00:00.000Z";
    const page = await openBooking(t.base, `/book/attendee-details?${choices()}&staff=${t.ids.staff("ana")}&date=2026-11-24&start=${start}`);
    await page.waitForText("Tuesday, November 24, 2026 at 10:00 AM EST");
    page.type("#qb-first-name", "Maria");
    page.type("#qb-email", "maria@example.org");
    page.click('input[name="compliance"]');
    // Someone else takes Ana at that time while Maria types.
    await bookDowntown(t.server, t.ids, start, { attributes: { staff_id: t.ids.staff("ana") } });
    await page.press("Book appointment");

    const query = await routeAt("/book/select-timeslot");
    expect(query.start).toBeUndefined();
    await page.waitForText("Sorry, that time has just been booked by someone else. Please choose another time.");
    const alert = page.shadow.querySelector(".qb-slot-taken");
    expect(alert?.getAttribute("aria-live")).toBe("assertive");
    await page.waitForText("Available times on Tuesday, November 24");
    const offered = slotInputs(page.shadow).map((s) => s.value);
    expect(offered).toContain("2026-11-24T14:45:00.000Z");
    expect(offered).not.toContain(start);
  });

  it("writes times the client's way in their language", async () => {
    const page = await openBooking(t.base, `/book/select-timeslot?${choices()}&lang=es`);
    await page.waitForText("Horarios disponibles el domingo, 22 de noviembre");
    const first = await waitFor(() => page.shadow.querySelector<HTMLInputElement>('input[name="qb-slot"]'));
    expect(first.closest("label")?.textContent).toBe("11:00");
    expect(page.text()).toContain("Las horas se muestran en");
  });
});
