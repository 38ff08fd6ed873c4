/**
 * Bookings at the demo's Downtown branch for the browser tests, which run on the real clock:
 * a staff member's free times from now on, and the branch's local dates and times (New York),
 * written as the back office's desk writes them.
 */
import type { Page } from "playwright-core";
import type { Timeslot } from "#contract";
import { localDate as serverLocalDate } from "../../../server/src/appointments/local-dates.js";
import { localTime } from "../../../server/src/locations/local-time.js";
import { zonedParts } from "../../../server/src/locations/zoned-time.js";
import { allSlots, bookDowntown, timeslots } from "../../helpers/booking.js";
import type { BrowserTestHarness } from "./use-browser-server.js";

export const DOWNTOWN_ZONE = "America/New_York";

/** Downtown's local date (`YYYY-MM-DD`) of an instant. */
export const localDate = (instant: string | Date) => serverLocalDate(new Date(instant), DOWNTOWN_ZONE);

/** Minutes after Downtown's local midnight. */
export const localMinutes = (instant: string) => zonedParts(new Date(instant), DOWNTOWN_ZONE).minutes;

/** What a `datetime-local` input holds for an instant in Downtown's zone. */
export function localInputValue(instant: string): string {
  const minutes = localMinutes(instant);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${localDate(instant)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * An instant as the desk writes it: Downtown's wall time by the server's zone rules, in the
 * browser's language, with the zone's abbreviation ("10:30 AM EST"), whatever the browser's zone.
 */
export async function deskTime(desk: Page, instant: string): Promise<string> {
  const local = localTime(instant, DOWNTOWN_ZONE);
  const time = await desk.evaluate(
    (wall) => new Date(`${wall}:00Z`).toLocaleTimeString([], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
    local.wall,
  );
  return `${time} ${local.abbr}`;
}

/** A staff member's free times for deposits at Downtown by `method`, over the next three days. */
export async function freeTimes(harness: BrowserTestHarness, staff: string, method: 1 | 3): Promise<Timeslot[]> {
  const { ids } = harness;
  const query = { location_id: ids.location("downtown"), service_id: ids.service("deposits"), meeting_method: method, staff_id: ids.staff(staff), days: 3 };
  return allSlots(await timeslots(harness.server, query));
}

/** Books deposits at Downtown with a staff member, for a client of that name. */
export const bookWith = (harness: BrowserTestHarness, staff: string, start: string, method: 1 | 3, first: string, last: string) =>
  bookDowntown(harness.server, harness.ids, start, {
    attributes: { staff_id: harness.ids.staff(staff), meeting_method: method },
    client: { first_name: first, last_name: last, email: `${first.toLowerCase()}@example.org` },
  });
