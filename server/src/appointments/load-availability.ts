/**
 * Loads what the availability engine needs for one location, service and meeting method:
 * who can serve it there (and their hours), what they are already booked for, how long the
 * walk-in line keeps them busy, and the vendor's booking window.
 *
 * The walk-in line's rule: a staff member on duty serves the line first. The queue engine
 * hands the waiting clients out to the staff on duty; a staff member's first bookable start is
 * when the clients it gave them are expected to be done (the latest over every location where
 * they are on duty). Staff off duty are not serving the line and are bookable from the start of
 * the window. Dated time off of the staff member or the location (read in the location's zone)
 * is never bookable.
 */
import type { Kysely } from "kysely";
import type { WeeklyHours } from "#contract";
import type { Database, LocationRow, ServiceRow } from "../db/schema.js";
import { timeOffIntervals } from "../locations/time-off.js";
import { LineState, type LineSnapshot } from "../queue/line/line-state.js";
import { loadLineSnapshots } from "../queue/line/load-lines.js";
import type { Vendor } from "../vendors/vendor.js";
import { availableSlots, type DaySlots, type StaffAvailability } from "./availability-engine.js";
import { bookableRows } from "./bookable-staff.js";
import { bookingWindow, type BookingWindow } from "./booking-window.js";
import { localDate, nextDate, startOfDate } from "./local-dates.js";

export interface AvailabilityQuery {
  vendor: Vendor;
  location: LocationRow;
  service: ServiceRow;
  meetingMethod: number;
  invited: boolean;
  /** Only this staff member. */
  staffId?: number;
  /** Local dates to list. */
  dates: readonly string[];
  now: Date;
  /** A reschedule: this appointment's own granules count as free. */
  ignoreAppointmentId?: number;
}

export interface Availability {
  timezone: string;
  window: BookingWindow;
  durationMinutes: number;
  /** Free starts now. */
  days: DaySlots[];
  /** Starts the hours and window allow, whatever is booked: tells "taken" from "never offered". */
  possible: DaySlots[];
}

const DAY_MS = 86_400_000;

export async function loadAvailability(db: Kysely<Database>, query: AvailabilityQuery): Promise<Availability> {
  const { location, vendor, now } = query;
  const timezone = location.timezone;
  const settings = vendor.settings.client_view;
  const window = bookingWindow(settings, timezone, now);
  const rows = (
    await bookableRows(db, vendor, { invited: query.invited, locationId: location.id, serviceId: query.service.id, meetingMethod: query.meetingMethod })
  ).filter((row) => query.staffId === undefined || row.staff_id === query.staffId);
  const staff = [...new Map(rows.map((r) => [r.staff_id, r])).values()];
  const durationMinutes = query.service.duration_minutes;
  const empty = { timezone, window, durationMinutes, days: query.dates.map((date) => ({ date, slots: [] })) };
  if (!staff.length || !query.dates.length) return { ...empty, possible: empty.days };

  const ids = staff.map((s) => s.staff_id);
  const sorted = [...query.dates].sort();
  const from = startOfDate(sorted[0] ?? "", timezone);
  // Two days past the last date's midnight: a long appointment late that day may run past it.
  const until = startOfDate(sorted[sorted.length - 1] ?? "", timezone) + 2 * DAY_MS;
  const [booked, freeAt] = await Promise.all([
    bookedGranules(db, ids, from, until, query.ignoreAppointmentId),
    queueFreeAt(db, ids, now, query.ignoreAppointmentId),
  ]);

  // A location closed for the day takes no appointments for what is left of it.
  let earliest = window.earliest;
  if (location.temporarily_closed === 1) {
    earliest = Math.max(earliest, startOfDate(nextDate(localDate(now, timezone)), timezone));
  }
  // Spread appointments: whoever holds fewer granules in these days is offered first.
  const load = (id: number) => booked.get(id)?.size ?? 0;
  const ordered = [...staff].sort((a, b) => load(a.staff_id) - load(b.staff_id) || a.staff_id - b.staff_id);
  const input = (withBookings: boolean): StaffAvailability[] =>
    ordered.map((s) => ({
      id: s.staff_id,
      workingHours: s.working_hours ? (JSON.parse(s.working_hours) as WeeklyHours) : null,
      booked: withBookings ? (booked.get(s.staff_id) ?? new Set()) : new Set(),
      queueFreeAt: withBookings ? freeAt.get(s.staff_id) : undefined,
      // Like hours, time off is never offered, so it is also left out of the possible times.
      timeOff: timeOffIntervals(s.time_off, timezone),
    }));
  const common = {
    timeZone: timezone,
    hours: JSON.parse(location.hours) as WeeklyHours,
    closures: timeOffIntervals(location.time_off, timezone),
    durationMinutes,
    earliest,
    latest: window.latest,
    dates: query.dates,
  };
  return {
    timezone,
    window,
    durationMinutes,
    days: availableSlots({ ...common, staff: input(true) }),
    possible: availableSlots({ ...common, staff: input(false) }),
  };
}

async function bookedGranules(
  db: Kysely<Database>,
  staffIds: number[],
  from: number,
  until: number,
  ignoreAppointmentId: number | undefined,
): Promise<Map<number, Set<number>>> {
  let query = db
    .selectFrom("appointment_slots")
    .select(["staff_id", "slot_start"])
    .where("staff_id", "in", staffIds)
    .where("slot_start", ">=", new Date(from).toISOString())
    .where("slot_start", "<", new Date(until).toISOString());
  if (ignoreAppointmentId !== undefined) query = query.where("appointment_id", "!=", ignoreAppointmentId);
  const result = new Map<number, Set<number>>();
  for (const row of await query.execute()) {
    const set = result.get(row.staff_id) ?? new Set<number>();
    set.add(Date.parse(row.slot_start));
    result.set(row.staff_id, set);
  }
  return result;
}

/**
 * When each on-duty staff member is expected to be done with the walk-in line (see above). A
 * booking being moved is left out of the lines, so it cannot push its own staff past itself.
 */
async function queueFreeAt(db: Kysely<Database>, staffIds: number[], now: Date, ignoreAppointmentId?: number): Promise<Map<number, number>> {
  const duties = await db
    .selectFrom("staff_locations")
    .select(["staff_id", "location_id"])
    .where("staff_id", "in", staffIds)
    .where("on_duty", "=", 1)
    .execute();
  // Read from the database (not the instance's line model): a booking being moved is left out.
  const snapshots = await loadLineSnapshots(db, [...new Set(duties.map((d) => d.location_id))], now, { ignoreAppointmentId });
  // Nobody waiting: the staff are free from now (or their visit's end), whenever the line was anchored.
  const line = (snapshot: LineSnapshot) => new LineState(snapshot.entries.length ? snapshot : { ...snapshot, anchor: now.getTime() });
  const freeAt = new Map([...snapshots].map(([id, snapshot]) => [id, line(snapshot).staffFreeAt()]));
  const result = new Map<number, number>();
  for (const { staff_id, location_id } of duties) {
    const at = freeAt.get(location_id)?.get(staff_id);
    if (at !== undefined) result.set(staff_id, Math.max(result.get(staff_id) ?? at, at));
  }
  return result;
}
