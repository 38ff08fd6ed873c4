/**
 * The day's appointments at the desk, against a real server: a booking moved to another time and
 * another staff member, the open move form keeping what was chosen through a live redraw; the day
 * narrowed to one's own bookings; another day shown by its date, and Today coming back.
 */
import type { Timeslot } from "#contract";
import { describe, expect, it } from "vitest";
import { timeAt } from "../../../office/src/desk/desk-time.js";
import { localDate } from "../../../server/src/appointments/local-dates.js";
import { localTime } from "../../../server/src/locations/local-time.js";
import { allSlots, bookDowntown, timeslots } from "../../helpers/booking.js";
import { TEST_NOW } from "../../helpers/test-server.js";
import { type DeskTestServer, typeInto, useDeskServer, waitFor } from "./desk-harness.js";

const ZONE = "America/New_York";
const dateOf = (instant: string) => localDate(new Date(instant), ZONE);
/** A time as the desk writes it in English: "1:00 PM EST". */
const shown = (instant: string) => timeAt(localTime(instant, ZONE), "en");

/** A staff member's free in-person times for deposits at Downtown over the next days. */
const freeTimes = async (harness: DeskTestServer, staff: string): Promise<Timeslot[]> => {
  const { ids } = harness;
  const query = { location_id: ids.location("downtown"), service_id: ids.service("deposits"), meeting_method: 1, staff_id: ids.staff(staff), days: 3 };
  return allSlots(await timeslots(harness.server, query));
};

const bookWith = (harness: DeskTestServer, staff: string, start: string, first: string, last: string) =>
  bookDowntown(harness.server, harness.ids, start, {
    attributes: { staff_id: harness.ids.staff(staff), meeting_method: 1 },
    client: { first_name: first, last_name: last, email: `${first.toLowerCase()}@example.org` },
  });

const cardOf = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll("li[data-row^='day-']")].find((row) => row.querySelector("h3")?.textContent?.includes(name));

describe("moving and finding the day's bookings", () => {
  const harness = useDeskServer();

  it("moves a booking to another time and staff member through a live redraw, narrows to one's own, shows other days", async () => {
    // Ana's first time with room after it the same day; later that day a time of Ben's to move
    // it to, and another of Ana's for a client who stays hers.
    const first = (await freeTimes(harness, "ana"))[0];
    if (!first) throw new Error("Ana has no free in-person time in the next days");
    const day = dateOf(first.start);
    const laterThatDay = async (staff: string) =>
      (await freeTimes(harness, staff)).find((slot) => dateOf(slot.start) === day && Date.parse(slot.start) > Date.parse(first.end));
    await bookWith(harness, "ana", first.start, "Maria", "Moved");
    const [target, olgasTime] = [await laterThatDay("ben"), await laterThatDay("ana")];
    if (!target || !olgasTime) throw new Error("Ben and Ana have no free in-person times later that day");

    // Ben (staff advanced) may move Ana's bookings.
    const desk = await harness.open("ben");
    await desk.waitForText("Live updates on.");
    const date = await waitFor(() => desk.container.querySelector<HTMLInputElement>('input[type="date"]'));
    const today = dateOf(TEST_NOW);
    if (day !== today) typeInto(date, day);
    const maria = await waitFor(() => cardOf(desk.container, "Maria Moved"), 5000, "Maria's card");
    maria.querySelector<HTMLElement>('summary[aria-label="Move: Maria Moved"]')?.click();
    const move = await waitFor(() => maria.querySelector<HTMLFormElement>(`form[aria-label="Move Maria Moved's appointment at ${shown(first.start)}"]`));
    const when = move.querySelector<HTMLInputElement>('input[type="datetime-local"]');
    const staff = move.querySelector("select");
    if (!when || !staff) throw new Error("the move form lacks its fields");
    expect(move.querySelector(`label[for="${when.id}"]`)?.textContent).toBe(`New time (${ZONE})`);
    const newWall = localTime(target.start, ZONE).wall;
    typeInto(when, newWall);
    staff.value = String(harness.ids.staff("ben"));
    staff.dispatchEvent(new Event("change", { bubbles: true }));

    // Another booking that day redraws the day: the open form keeps what was chosen.
    await bookWith(harness, "ana", olgasTime.start, "Olga", "Other");
    await waitFor(() => cardOf(desk.container, "Olga Other"), 5000, "Olga's card");
    expect(when.value).toBe(newWall);
    expect(staff.value).toBe(String(harness.ids.staff("ben")));
    expect(move.closest("details")?.open).toBe(true);

    move.requestSubmit();
    await waitFor(() => desk.announced() === `Moved Maria M. to ${shown(target.start)} with Ben Carter`, 5000, "the move's announcement");
    await waitFor(
      () =>
        cardOf(desk.container, "Maria Moved")
          ?.querySelector("h3")
          ?.textContent?.startsWith(`${shown(target.start)} – `),
      5000,
      "the new time",
    );
    expect(cardOf(desk.container, "Maria Moved")?.textContent).toContain("Staff memberBen Carter");

    // Only Ben's: Maria is his now, Olga stays Ana's.
    const mine = await waitFor(() => desk.container.querySelector<HTMLInputElement>('input[type="checkbox"]'));
    expect(desk.container.querySelector(`label[for="${mine.id}"]`)?.textContent).toBe("Only my appointments");
    mine.click();
    await waitFor(() => !cardOf(desk.container, "Olga Other"), 5000, "Olga to leave Ben's own day");
    expect(cardOf(desk.container, "Maria Moved")).toBeDefined();

    // The next day has none of his; Today comes back to the location's today.
    const nextDay = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    typeInto(date, nextDay);
    await desk.waitForText("You have no appointments on this day.");
    const title = () => desk.container.querySelector("#desk-day-title")?.textContent ?? "";
    expect(title()).toMatch(/^Appointments on /);
    (await desk.button("Today")).click();
    await waitFor(() => title() === "Today's appointments", 5000, "today's title");
    await waitFor(() => date.value === today, 5000, "today's date in the field");
  });
});
